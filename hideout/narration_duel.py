"""Scotland Yard Duel events -> English sentences for the Detective (no I/O).

Everything here speaks to the Detective, so every event goes through
``Event.for_detective()`` first: a secret swap is only ever "a secret swap".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hideout.engine.commands import Command
from hideout.engine.duel.commands import Action, Move, Pass, Step
from hideout.engine.duel.events import (
    ActionCardOffered,
    ActionCardPlayed,
    ActionDeclined,
    CameraClue,
    DetectiveMoved,
    DetectiveToMove,
    DistrictTurned,
    Event,
    GameOver,
    GridSearchEmpty,
    LondonBuilt,
    MisterXForfeits,
    MisterXSwapped,
    MisterXToAct,
    SabotageUncovered,
)

CARD_NAMES = {"grid_search": "grid search", "reinforcements": "reinforcements",
              "surveillance": "the surveillance camera"}
TICKETS = {"taxi": "taxi", "bus": "bus", "underground": "underground", "black": "black ticket"}
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}
_ACTION_TEXT = {
    "swap": "Mister X swaps two districts",
    "black_swap": "a black ticket: Mister X swaps two districts in secret",
    "sabotage": "sabotage",
    "camera": "a surveillance camera",
    "scotland_yard": "a Scotland Yard district",
    "mister_x": "Mister X himself",
}


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _ticket(transport: str | None) -> str:
    return "the black ticket" if transport == "black" else f"{TICKETS.get(transport or '', transport)}"


def sentence(event: Event) -> str | None:
    """One sentence for one event, as the Detective may hear it; None for events said elsewhere."""
    e = event.for_detective()
    if isinstance(e, LondonBuilt):
        return "Mister X has built his London. Start on any district of row one, A1 to E1."
    if isinstance(e, DetectiveMoved):
        if e.frm is None:
            return f"You start at {e.to}."
        return f"By {_ticket(e.transport)} from {e.frm} to {e.to}."
    if isinstance(e, DistrictTurned):
        what = _ACTION_TEXT.get(e.action, e.action)
        if e.by == "grid_search":
            return f"Grid search: Mister X turns over {e.cell}, {_article(e.action)}."
        if e.action == "mister_x":
            return f"{e.cell} shows Mister X himself!"
        if e.action in ("swap", "black_swap"):
            reach = {"taxi": "one", "bus": "two", "underground": "three"}.get(e.transport)
            detail = f"{what} up to {reach} apart" if e.action == "swap" and reach else what
            return f"{e.cell}: {TICKETS[e.transport]}; {detail}."
        return f"{e.cell}: {TICKETS.get(e.transport, e.transport)}; {what}."
    if isinstance(e, SabotageUncovered):
        return f"Sabotage! That is {e.count} of three."
    if isinstance(e, MisterXSwapped):
        if e.a is None or e.b is None:
            return "Mister X made a secret swap."
        return f"Mister X swaps {e.a} and {e.b}."
    if isinstance(e, CameraClue):
        where = f"row {e.value}" if e.axis == "row" else f"column {e.value}"
        return f"The surveillance camera sees Mister X in {where}."
    if isinstance(e, ActionCardOffered):
        names = [CARD_NAMES[c] for c in e.cards]
        return f"A Scotland Yard district. You may use {_join(names)}, or pass."
    if isinstance(e, ActionCardPlayed):
        return f"You use {CARD_NAMES[e.card]}."
    if isinstance(e, ActionDeclined):
        return "No action card this time."
    if isinstance(e, MisterXForfeits):
        return "Reinforcements: Mister X loses his turn."
    if isinstance(e, GridSearchEmpty):
        return "Every district around Mister X is already turned over: the grid search finds nothing."
    if isinstance(e, DetectiveToMove):
        if e.transport is None:
            return None
        again = "again " if e.again else ""
        return f"Your move {again}by {_ticket(e.transport)}."
    if isinstance(e, MisterXToAct):
        return None   # the computer answers at once; its action is narrated
    if isinstance(e, GameOver):
        return {
            "found": "You found Mister X! Scotland Yard wins.",
            "mister_x_stuck": f"Mister X cannot make his swap. Scotland Yard wins. He was at {e.mister_x_cell}.",
            "sabotage": f"The third sabotage! Mister X wins. He was hiding at {e.mister_x_cell}.",
            "detective_stuck": f"You cannot move anywhere. Mister X wins. He was hiding at {e.mister_x_cell}.",
        }.get(e.reason, f"The game is over: {e.winner.replace('_', ' ')} wins.")
    return None


def _article(action: str) -> str:
    return {"sabotage": "a sabotaged district", "camera": "a surveillance camera",
            "scotland_yard": "a Scotland Yard district, now spent", "black_swap": "a black ticket district",
            "swap": "a swap district"}.get(action, action)


def narrate(events: Iterable[Event]) -> list[str]:
    """Sentences for the Detective, in order, skipping events that say nothing."""
    return [s for s in (sentence(e) for e in events) if s]


def command_text(command: Command) -> str:
    """A command as the game master repeats it back ("to B4", "up two", "use grid search")."""
    if isinstance(command, Move):
        return f"to {command.to}"
    if isinstance(command, Step):
        return f"{command.direction} {NUMBERS.get(command.spaces, str(command.spaces))}"
    if isinstance(command, Action):
        return f"use {CARD_NAMES.get(command.card, command.card)}"
    if isinstance(command, Pass):
        return "pass"
    return command.type


def confirmation_question(command: Command, view: dict[str, Any] | None = None) -> str:
    """The yes/no question before acting ("To B4 by bus?"); ``view`` is the Detective's view."""
    transport = view.get("transport") if view else None
    said = command_text(command)
    said = said[:1].upper() + said[1:]
    if isinstance(command, (Move, Step)) and transport:
        return f"{said} by {_ticket(transport)}?"
    return f"{said}?"


def status_text(view: dict[str, Any]) -> str:
    """Spoken summary of ``DuelGame.view_for("detective")``.

    :raises ValueError: given Mister X's view (it would leak his London).
    """
    if view.get("side") != "detective":
        raise ValueError("status is spoken to the detective; pass view_for('detective')")
    parts = []
    if view["detective"] is None:
        parts.append("You have not moved yet; start on row one.")
    else:
        parts.append(f"You are at {view['detective']}, travelling by {_ticket(view['transport'])}.")
    parts.append(f"{view['sabotage_turned']} of three sabotages found.")
    cards = [CARD_NAMES[c] for c in view["cards_left"]]
    parts.append(f"Action cards left: {', '.join(cards)}." if cards else "No action cards left.")
    if view["clues"]:
        clues = [f"{axis} {value}" for axis, value in view["clues"]]
        parts.append(f"Camera clues so far: {', '.join(clues)}.")
    return " ".join(parts)


HELP_TEXT = ("Say where to go: a district like 'bus to B4' or 'bravo four', or a direction like "
             "'up two' or 'left'. Up is away from you. On a Scotland Yard district say 'grid search', "
             "'reinforcements', 'surveillance camera' or 'pass'. You can also say repeat, status or help.")
