"""The table as data: what every renderer shows, built from the detectives' view and the events.

A :class:`StateBuilder` per game reads the game's event log as it grows (so a resumed game
shows its past rounds too) and the view for the detectives' side, never the computer's. Its
:class:`TableState` has two parts:

- ``public``: the ``/state.json`` contract of shared/DESIGN.md, safe for any screen. It never
  holds the hideout while a round is played, nor a player's hand (only how many cards each holds).
- ``seats``: each player's own hand and what they may do now, given only to that player's phone
  (and to the terminal, the host's own screen).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Protocol

from rich.text import Text

from hideout.languages import helper_for
from hideout.narration import localized_name
from hideout.phrasebook import phrasebook

#: Captions kept for the screens: enough for a few turns of talk.
CAPTIONS_KEPT = 12


@dataclass(frozen=True)
class Caption:
    """Who said what: ``kind`` "heard" (a player, as the recogniser heard it) or "said" (the computer)."""

    who: str
    text: str
    kind: str = "said"
    extra: str = ""

    def to_json(self) -> dict[str, str]:
        return {"who": self.who, "text": self.text, "kind": self.kind}


@dataclass(frozen=True)
class TableState:
    version: int
    public: dict[str, Any]
    seats: dict[str, dict[str, Any]] = field(default_factory=dict)


class StateBuilder(Protocol):
    def build(self) -> TableState: ...
    def add_caption(self, caption: Caption) -> None: ...


def state_builder(app: Any) -> StateBuilder:
    """The builder for ``app``'s game (a game adapter with ``game_id``, ``game`` and ``lang``)."""
    if app.game_id == "duel":
        return DuelState(app)
    return DestinationXState(app)


class _Captions:
    def __init__(self) -> None:
        self.captions: deque[Caption] = deque(maxlen=CAPTIONS_KEPT)
        self.version = 0

    def add_caption(self, caption: Caption) -> None:
        self.captions.append(caption)


def plain(markup: str) -> str:
    """Text without rich's markup (handbook rows carry "[dim](source, year)[/dim]") or flag emoji
    (many screens draw them as boxes; the name is there already)."""
    return re.sub("[\U0001F1E6-\U0001F1FF]", "", Text.from_markup(markup).plain).strip()


class DestinationXState(_Captions):
    """Destination X: table, clue log, score, rounds, and the reveal of the round just ended."""

    def __init__(self, app: Any) -> None:
        super().__init__()
        self.app = app
        self.seen = 0                               # events of game.log already read
        self.round_table: tuple[str, ...] = ()
        self.round_eliminated: list[str] = []
        self.clues: list[dict[str, Any]] = []       # this round's answers, in order
        self.asker: str | None = None
        self.history: list[dict[str, Any]] = []     # rounds played: winner, hideout, reason
        self.reveal: dict[str, Any] | None = None   # the round just ended, until play goes on

    # names in the table's language
    def dest_name(self, ident: str) -> str:
        handbook = self.app.game.handbook
        if ident not in handbook:
            return ident
        return localized_name(handbook[ident], self.app.lang)

    def card_name(self, card: str, option: str | None = None) -> str:
        book = phrasebook(self.app.lang)
        name = book.card_name(card)
        if option:
            name += f": {book.option_name(card, option)}"
        return name

    def _read_events(self) -> None:
        from hideout.narration import narrate_answer

        log = self.app.game.log
        for event in log[self.seen:]:
            kind = event.type
            if kind == "round_started":
                self.round_table, self.round_eliminated, self.clues = tuple(event.table), [], []
            elif kind == "card_played":
                self.asker, self.reveal = event.player, None
            elif kind == "answer":
                answer = event.answer
                self.clues.append({
                    "player": self.asker, "card": answer.card, "option": answer.option,
                    "card_name": self.card_name(answer.card, answer.option),
                    "text": narrate_answer(answer, self.app.lang, self.app.game.cards),
                    "answer": answer,
                })
            elif kind == "eliminated":
                self.round_eliminated.append(event.destination)
                self.reveal = None
            elif kind == "round_ended":
                entry = {"round": event.round, "winner": event.winner.value, "hideout": event.hideout,
                         "hideout_name": self.dest_name(event.hideout),
                         # in "the spy was hiding in the Seychelles": the name as a sentence says it
                         "hideout_in_sentence": helper_for(self.app.lang).place(self.dest_name(event.hideout)),
                         "reason": event.reason,
                         "score": {"detectives": event.detectives_score, "spy": event.spy_score}}
                self.history.append(entry)
                self.reveal = self._reveal(entry)
        self.seen = len(log)

    def _reveal(self, ended: dict[str, Any]) -> dict[str, Any]:
        """Where the spy was, its handbook page, and which of the round's answers pointed there:
        for each answer, the destinations of that round's table that would have given it."""
        from hideout.engine.destination_x.answers import answer_for
        from hideout.handbook_page import page_rows

        game, hideout = self.app.game, ended["hideout"]
        handbook = game.handbook
        clues = []
        for clue in self.clues:
            answer = clue["answer"]
            fits = [d for d in self.round_table if d in handbook and _same_answer(
                answer_for(game.cards[answer.card], answer.option, handbook[d], handbook=handbook), answer)]
            clues.append({"player": clue["player"], "card_name": clue["card_name"], "text": clue["text"],
                          "fits": fits, "fit_names": [self.dest_name(d) for d in fits]})
        page = [[label, plain(value)] for label, value in page_rows(handbook[hideout], handbook, self.app.lang)] \
            if hideout in handbook else []
        return {**ended, "flag": handbook[hideout].flag if hideout in handbook else "",
                "table": [{"id": d, "name": self.dest_name(d), "eliminated": d in self.round_eliminated}
                          for d in self.round_table],
                "page": page, "answers": clues}

    def build(self) -> TableState:
        self._read_events()
        self.version += 1
        game = self.app.game
        view = game.view_for("detectives")   # never the spy's: the hideout stays secret
        handbook = game.handbook
        phase = "game_over" if view.outcome is not None else "round_over" if self.reveal else "playing"
        hands = dict(view.hands)
        public: dict[str, Any] = {
            "game": "destination-x", "lang": self.app.lang, "version": self.version,
            "round": view.round, "phase": phase, "step": view.phase,
            "score": {"detectives": view.detectives_score, "spy": view.spy_score},
            "table": [{"id": d, "name": self.dest_name(d), "flag": handbook[d].flag if d in handbook else "",
                       # the name inside a sentence: the phone asks "Eliminate the Netherlands?"
                       "in_sentence": helper_for(self.app.lang).place(self.dest_name(d)),
                       "eliminated": d in view.eliminated} for d in view.table],
            "hideout": self.reveal["hideout"] if self.reveal else (
                self.history[-1]["hideout"] if phase == "game_over" and self.history else None),
            "answers": [{k: v for k, v in c.items() if k != "answer"} for c in self.clues],
            "captions": [c.to_json() for c in self.captions],
            "players": [{"name": p, "cards": len(hands.get(p, ())), "current": p == view.current_player}
                        for p in view.players],
            "turn": view.current_player,
            "deck": view.deck_count, "played": len(view.played),
            "open_cards": None if view.open_cards is None else
                [{"id": c, "name": self.card_name(c)} for c in view.open_cards],
            "physical": view.physical,
            "history": self.history,
            "reveal": self.reveal,
            "winner": None if view.outcome is None else view.outcome.winner.value,
        }
        seats = {}
        for player in view.players:
            mine = view.open_cards if view.open_cards is not None else hands.get(player, ())
            now = player == view.current_player
            seats[player] = {
                "seat": player, "hand": [{"id": c, "name": self.card_name(c), "options": self._options(c),
                                          "playable": now and c in view.playable_cards} for c in mine],
                "can_ask": now and view.phase == "ask",
                "can_eliminate": now and view.phase == "eliminate",
                "can_arrest": now and view.phase in ("ask", "eliminate", "arrest", "final_arrest"),
            }
        return TableState(version=self.version, public=public, seats=seats)

    def _options(self, card: str) -> list[dict[str, str]]:
        info = self.app.game.cards.get(card)
        if info is None or not info.is_choice:
            return []
        book = phrasebook(self.app.lang)
        return [{"id": o.id, "name": book.option_name(card, o.id)} for o in info.options]


def _same_answer(a: Any, b: Any) -> bool:
    """Equal as the table heard it (Gaining Knowledge details aside)."""
    return bool(a.kind == b.kind and a.value == b.value and a.option == b.option)


def _district(name: str, cell: dict[str, Any] | None) -> dict[str, Any]:
    """One district as the screens show it. A Scotland Yard district once turned over (she ended a
    move there, or a grid search turned it) is spent: she may not end a move there again and it
    offers no action card (the rulebook; engine/duel/RULINGS.md), so it must not look fresh."""
    if cell is None:
        return {"name": name, "hidden": True}
    yard = cell["action"] == "scotland_yard"
    # A district shown though never turned over: only at the game's end, when all of London is
    # shown, and it must not look like one she uncovered. (Yards face her all game.)
    return {"name": name, **cell, "spent": yard and cell["turned"],
            "unturned": not yard and not cell["turned"]}


def last_swap(log: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Mister X's swap since the Detective last moved, as she saw it (the rulebook: she sees a
    swap; a black ticket's she looks away from, so it has no districts): ``{"cells": [a, b],
    "secret": False}``, or ``{"cells": [], "secret": True}``; None when he has not swapped since."""
    for event in reversed(log):
        if event["type"] == "detective_moved":
            return None
        if event["type"] == "mister_x_swapped":
            if event.get("secret"):
                return {"cells": [], "secret": True}
            return {"cells": [event["a"], event["b"]], "secret": False}
    return None


class DuelState(_Captions):
    """Scotland Yard Duel: the Detective's London (face-down districts stay hidden)."""

    def __init__(self, app: Any) -> None:
        super().__init__()
        self.app = app

    def build(self) -> TableState:
        self.version += 1
        view = self.app.game.view_for("detective")   # never Mister X's
        book = phrasebook(self.app.lang)
        board = [[_district(f"{col}{row}", view["cells"].get(f"{col}{row}")) for col in "ABCDE"]
                  for row in range(5, 0, -1)]
        over = view["outcome"] is not None
        public = {
            "game": "duel", "lang": self.app.lang, "version": self.version,
            "round": None, "phase": "game_over" if over else "playing", "step": view["phase"],
            "score": {"sabotage": view["sabotage_turned"]},
            "table": [], "answers": [], "hideout": view["mister_x"] if over else None,
            "board": board, "detective": view["detective"], "clues": view["clues"],
            "cards_left": view["cards_left"], "turn": view["current_player"],
            "captions": [c.to_json() for c in self.captions],
            "winner": None if not over else view["outcome"].get("winner"),
            "swap": None if over else last_swap(view["log"]),
        }
        # what her phone may send now: a card only on a fresh Scotland Yard district, a move only
        # to a district the rules allow (tapping a turned one or a card mid-move was refused after)
        from hideout.engine.duel.commands import Move
        from hideout.engine.duel.game import DETECTIVE_ACTION

        carding = view["phase"] == DETECTIVE_ACTION
        moves = sorted(c.to for c in self.app.game.legal_commands() if isinstance(c, Move))
        return TableState(version=self.version, public=public,
                          seats={"Detective": {"seat": "Detective", "moves": moves, "hand": [
                              {"id": c, "name": book.text(f"display.duel_cards.{c}"), "options": [],
                               "playable": carding}
                              for c in view["cards_left"]]}})
