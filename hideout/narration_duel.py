"""Scotland Yard Duel events -> sentences for the Detective (no I/O), from the phrasebook
``data/i18n/<lang>/duel.yaml``.

Everything here speaks to the Detective, so every event goes through
``Event.for_detective()`` first: a secret swap is only ever "a secret swap".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hideout.data.duel_tiles import SABOTAGE_COUNT
from hideout.engine.commands import Command
from hideout.engine.duel.commands import Action, Move, Pass, Step, Yards
from hideout.engine.duel import events as ev
from hideout.engine.duel.game import DETECTIVE_ACTION
from hideout.phrasebook import Phrasebook, phrasebook


class DuelWords:
    """The duel's phrasebook with the small lookups its sentences need."""

    def __init__(self, lang: str = "en") -> None:
        self.book: Phrasebook = phrasebook(lang)

    def t(self, key: str, **params: Any) -> str:
        return self.book.text(f"duel.{key}", **params)

    def word(self, table: str, key: str | None) -> str:
        return self.book.get(f"duel.{table}.{key}", key or "")

    def card(self, card: str) -> str:
        return self.word("cards", card)

    def ticket(self, transport: str | None) -> str:
        """The ticket as said after "by": "bus", "the black ticket"."""
        return self.book.get(f"duel.the_ticket.{transport}", self.word("tickets", transport))

    def either(self, items: list[str]) -> str:
        if len(items) == 1:
            return items[0]
        return ", ".join(items[:-1]) + self.t("narration.or") + items[-1]


def sentence(event: ev.Event, lang: str = "en") -> str | None:
    """One sentence for one event, as the Detective may hear it; None for events said elsewhere."""
    w = DuelWords(lang)

    def t(key: str, **params: Any) -> str:
        return w.t(f"narration.{key}", **params)

    e = event.for_detective()
    if isinstance(e, ev.LondonBuilt):
        return t("london_built")
    if isinstance(e, ev.YardsPlaced):
        return t("yards_placed", a3=w.ticket(e.a3), c3=w.ticket(e.c3), e3=w.ticket(e.e3))
    if isinstance(e, ev.DetectiveMoved):
        if e.frm is None:
            return t("start", to=e.to)
        return t("moved", ticket=w.ticket(e.transport), frm=e.frm, to=e.to)
    if isinstance(e, ev.DistrictTurned):
        action = w.word("actions", e.action)
        if e.by == "grid_search":
            return t("grid_search", cell=e.cell, found=w.word("grid_search_found", e.action))
        if e.action == "mister_x":
            return t("mister_x_found", cell=e.cell)
        reach = w.book.get(f"duel.reach.{e.transport}", "")
        if e.action == "swap" and reach:
            return t("swap_reach", cell=e.cell, ticket=w.word("tickets", e.transport), action=action,
                     reach=reach)
        return t("turned", cell=e.cell, ticket=w.word("tickets", e.transport), action=action)
    if isinstance(e, ev.SabotageUncovered):
        if e.count >= SABOTAGE_COUNT:
            return None   # the game's end says it: "The third sabotage! I win: ..."
        return t("sabotage", count=w.book.helper.count(e.count))   # "two of three", as spoken
    if isinstance(e, ev.MisterXSwapped):
        if e.a is None or e.b is None:
            return t("secret_swap")
        return t("swapped", a=e.a, b=e.b)
    if isinstance(e, ev.CameraClue):
        return t(f"clue_{e.axis}", value=e.value)
    if isinstance(e, ev.ActionCardOffered):
        return t("card_offered", cards=w.either([w.card(c) for c in e.cards]))
    if isinstance(e, ev.ActionCardPlayed):
        return t("card_played", card=w.card(e.card))
    if isinstance(e, ev.ActionDeclined):
        return t("card_declined")
    if isinstance(e, ev.MisterXForfeits):
        return t("forfeit")
    if isinstance(e, ev.GridSearchEmpty):
        return t("grid_search_empty")
    if isinstance(e, ev.DetectiveToMove):
        if e.transport is None:
            return None
        return t("your_move_again" if e.again else "your_move", ticket=w.ticket(e.transport))
    if isinstance(e, ev.GameOver):
        key = f"over_{e.reason}"
        if w.book.has(f"duel.narration.{key}"):
            return t(key, cell=e.mister_x_cell)
        return t("over_other", winner=e.winner.replace("_", " "))
    return None   # MisterXToAct: the computer answers at once; its action is narrated


def narrate(events: Iterable[ev.Event], lang: str = "en") -> list[str]:
    """Sentences for the Detective, in order, skipping events that say nothing."""
    return [s for s in (sentence(e, lang) for e in events) if s]


def command_text(command: Command, lang: str = "en") -> str:
    """A command as the game master repeats it back ("to B4", "up two", "use grid search")."""
    w = DuelWords(lang)
    if isinstance(command, Move):
        return w.t("app.to", cell=command.to)
    if isinstance(command, Step):
        return w.t("app.step", direction=command.direction, spaces=w.book.helper.count(command.spaces))
    if isinstance(command, Action):
        return w.t("app.use", card=w.card(command.card))
    if isinstance(command, Pass):
        return w.t("app.pass")
    if isinstance(command, Yards):
        return w.t("app.yards", a3=w.ticket(command.a3), c3=w.ticket(command.c3), e3=w.ticket(command.e3))
    return command.type


def confirmation_question(command: Command, view: dict[str, Any] | None = None,
                          lang: str = "en") -> str:
    """The yes/no question before acting ("To B4 by bus?"); ``view`` is the Detective's view."""
    w = DuelWords(lang)
    transport = view.get("transport") if view else None
    said = command_text(command, lang)
    said = said[:1].upper() + said[1:]
    if isinstance(command, (Move, Step)) and transport:
        return w.t("app.by", said=said, ticket=w.ticket(transport))
    return w.t("app.question", said=said)


def status_text(view: dict[str, Any], lang: str = "en") -> str:
    """Spoken summary of ``DuelGame.view_for("detective")``.

    :raises ValueError: given Mister X's view (it would leak his London).
    """
    if view.get("side") != "detective":
        raise ValueError("status is spoken to the detective; pass view_for('detective')")
    w = DuelWords(lang)
    if view["detective"] is None:
        parts = [w.t("app.status_not_moved")]
    else:
        parts = [w.t("app.status_at", cell=view["detective"], ticket=w.ticket(view["transport"]))]
    parts.append(w.t("app.status_sabotage", count=w.book.helper.count(view["sabotage_turned"])))
    cards = [w.card(c) for c in view["cards_left"]]
    parts.append(w.t("app.status_cards", cards=", ".join(cards)) if cards else w.t("app.status_no_cards"))
    if view["clues"]:
        parts.append(w.t("app.status_clues", clues=", ".join(f"{axis} {value}" for axis, value in view["clues"])))
    if view["phase"] == DETECTIVE_ACTION:   # what she is to do now: a card or pass, not a move
        parts.append(w.t("narration.card_offered", cards=w.either(cards)))
    return " ".join(parts)


def help_text(lang: str = "en", view: dict[str, Any] | None = None) -> str:
    """What the Detective can say; on a fresh Scotland Yard district (``view``: hers), the choice
    she has now (an action card or pass) rather than how to move."""
    w = DuelWords(lang)
    if view is not None and view.get("phase") == DETECTIVE_ACTION:
        return w.t("app.help_action", cards=w.either([w.card(c) for c in view["cards_left"]]))
    return w.t("app.help")
