"""What happens in a Destination X game, as small frozen dataclasses with a JSON form.

``DestinationXGame.apply`` returns a list of these; ``hideout.narration`` speaks them and the
display shows them. Every event here is public (fit for the detectives' ears): the hideout
appears only when a round ends (``RoundEnded.hideout``), never before.

JSON: ``{"type": <Event.type>, <field>: <value>, ...}``; tuples become lists, ``hands`` an object
``{player: [card, ...]}`` and ``answer`` the :class:`~engine.destination_x.answers.Answer` form.
``event_from_json(event.to_json()) == event``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from hideout.engine.destination_x.answers import Answer
from hideout.engine.errors import InvalidCommand


class Side(str, Enum):
    DETECTIVES = "detectives"
    SPY = "spy"


class Termination(str, Enum):
    THREE_ROUNDS = "three_rounds"          # one side won its third round
    CARDS_EXHAUSTED = "cards_exhausted"    # the final arrest after the last card did not win it


@dataclass(frozen=True)
class Outcome:
    termination: Termination
    winner: Side

    def to_json(self) -> dict[str, Any]:
        return {"termination": self.termination.value, "winner": self.winner.value}


_EVENTS: dict[str, type[Event]] = {}


@dataclass(frozen=True)
class Event:
    """Base class; ``type`` is the JSON ``"type"`` value."""

    type: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.type:
            _EVENTS[cls.type] = cls

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            out[f.name] = _to_json_value(f.name, getattr(self, f.name))
        return out


def _to_json_value(name: str, value: Any) -> Any:
    if isinstance(value, Answer):
        return value.to_json()
    if isinstance(value, Enum):
        return value.value
    if name == "hands":
        return {player: list(cards) for player, cards in value}
    if isinstance(value, tuple):
        return list(value)
    return value


def event_from_json(obj: dict[str, Any]) -> Event:
    """Rebuild an event from its JSON form.

    :raises InvalidCommand: unknown type or fields that do not fit.
    """
    if not isinstance(obj, dict) or obj.get("type") not in _EVENTS:
        raise InvalidCommand(f"not a destination-x event: {obj!r}")
    cls = _EVENTS[obj["type"]]
    kwargs: dict[str, Any] = {}
    try:
        for f in fields(cls):
            if f.name not in obj:
                continue
            value = obj[f.name]
            if f.name == "answer":
                value = Answer.from_json(value)
            elif f.name == "hands":
                value = tuple((p, tuple(c)) for p, c in value.items())
            elif f.type == "Side":
                value = Side(value)
            elif f.type == "Termination":
                value = Termination(value)
            elif isinstance(value, list):
                value = tuple(value)
            kwargs[f.name] = value
        return cls(**kwargs)
    except (TypeError, ValueError, AttributeError) as err:
        raise InvalidCommand(f"bad {obj['type']!r} event {obj!r}: {err}") from None


@dataclass(frozen=True)
class GameStarted(Event):
    type: ClassVar[str] = "game_started"
    players: tuple[str, ...]
    open_cards: bool
    deck_size: int
    destinations_per_round: int
    physical: bool = False
    gaining_knowledge: bool = False


@dataclass(frozen=True)
class CardsDealt(Event):
    """Hands are public in this game (the rulebook lets detectives show them)."""

    type: ClassVar[str] = "cards_dealt"
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    open_cards: tuple[str, ...]
    deck_count: int


@dataclass(frozen=True)
class DealRequested(Event):
    """Physical mode: the table must say which destinations it dealt."""

    type: ClassVar[str] = "deal_requested"
    round: int
    count: int


@dataclass(frozen=True)
class RoundStarted(Event):
    type: ClassVar[str] = "round_started"
    round: int
    table: tuple[str, ...]
    first_player: str


@dataclass(frozen=True)
class HideoutChosen(Event):
    """The spy has picked its hideout (which one stays secret)."""

    type: ClassVar[str] = "hideout_chosen"
    round: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """``hand``: the player's cards, or the open cards in the Open Cards variant (empty in physical mode)."""

    type: ClassVar[str] = "turn_started"
    player: str
    hand: tuple[str, ...]
    open_cards: bool = False  # ``hand`` lists the open cards everyone plays from


@dataclass(frozen=True)
class CardPlayed(Event):
    type: ClassVar[str] = "card_played"
    player: str
    card: str
    option: str | None = None


@dataclass(frozen=True)
class Answered(Event):
    """The spy's answer to the card just played."""

    type: ClassVar[str] = "answer"
    answer: Answer


@dataclass(frozen=True)
class CardDrawn(Event):
    type: ClassVar[str] = "card_drawn"
    player: str
    card: str
    deck_count: int


@dataclass(frozen=True)
class OpenCardAdded(Event):
    type: ClassVar[str] = "open_card_added"
    card: str
    deck_count: int


@dataclass(frozen=True)
class DeckEmpty(Event):
    """A card was due to be drawn but the informant deck is empty."""

    type: ClassVar[str] = "deck_empty"
    player: str


@dataclass(frozen=True)
class EliminationRequired(Event):
    """After an answer the team must turn one destination face down (or arrest)."""

    type: ClassVar[str] = "elimination_required"
    player: str


@dataclass(frozen=True)
class Eliminated(Event):
    """``correct``: the spy was not there (the spy says whether the team was right)."""

    type: ClassVar[str] = "eliminated"
    destination: str
    correct: bool


@dataclass(frozen=True)
class ArrestRequired(Event):
    """Only an arrest is left: ``reason`` "one_left" (``destination`` is the last one) or
    "last_card" (the last informant card of the game was answered: one final attempt)."""

    type: ClassVar[str] = "arrest_required"
    reason: str
    destination: str | None = None


@dataclass(frozen=True)
class ArrestAttempted(Event):
    type: ClassVar[str] = "arrest"
    destination: str
    correct: bool


@dataclass(frozen=True)
class RoundEnded(Event):
    """``reason``: "arrest" (right), "wrong_arrest" or "eliminated_hideout"."""

    type: ClassVar[str] = "round_ended"
    round: int
    winner: Side
    hideout: str
    reason: str
    detectives_score: int
    spy_score: int


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: Side
    reason: Termination
    detectives_score: int
    spy_score: int


EVENT_TYPES: tuple[type[Event], ...] = tuple(_EVENTS.values())
