"""A Destination X game's set-up: players, seed and variants, with a JSON form.

Decisions (the rulebook counts the spy among the 2-10 players; the computer is always the spy):

- ``players`` are the detectives' names, 1 to 9 of them, in clockwise order starting with the
  detective on the spy's left (who takes the first turn).
- ``open_cards=None`` follows the rulebook's advice: Open Cards for 1 detective (2 players) or
  6+ detectives (7-10 players). A game may force it either way, but hands of 3 need
  ``3 * detectives`` cards, so 6+ detectives cannot play with hands from a 16-card deck.
- ``true_detective``: "none", "all" (every blue card replaced by every red card) or explicit
  ``(red, blue)`` pairs, each red card replacing one blue card (the Korean edition: "all or
  some").
- ``deck``: a game may choose its own card list instead of standard + blue; True Detective is
  then applied to that list.
- ``spy_strategy``: which computer spy sits in the spy's seat (the rules never call it; the
  application does, see :mod:`hideout.engine.players`): ``easy``, ``normal`` or ``hard`` (see
  :mod:`hideout.engine.destination_x.spy`); ``random`` and ``cunning`` are the older names of
  ``easy`` and ``hard``.
- ``spy_budget``: how many sampled deals of the unseen cards the spy's look-ahead plays, 1 to
  ``MAX_SPY_BUDGET`` (a damaged save's 1,000,000 would take minutes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from hideout.data.cards import InformantCard, default_deck_ids
from hideout.engine.errors import InvalidCommand

SPY_LEVELS = ("easy", "normal", "hard")
SPY_STRATEGIES = SPY_LEVELS + ("random", "cunning")
TABLE_SIZES = (6, 8, 10)
HAND_SIZE = 3
OPEN_CARD_COUNT = 4
MAX_SPY_BUDGET = 1000
#: A deck or a player list longer than this is not a game's (the card list has 23 cards).
MAX_LIST = 100


class ConfigError(InvalidCommand):
    """The set-up itself is impossible (too many players, unknown card, ...)."""


@dataclass(frozen=True)
class GameConfig:
    players: tuple[str, ...]
    seed: int | None = None
    open_cards: bool | None = None
    destinations_per_round: int = 6
    true_detective: str | tuple[tuple[str, str], ...] = "none"
    gaining_knowledge: bool = False
    spy_strategy: str = "hard"
    deck: tuple[str, ...] | None = None
    physical: bool = False
    spy_budget: int = 16

    def __post_init__(self) -> None:
        # JSON gives lists; keep the dataclass hashable and comparable.
        object.__setattr__(self, "players", tuple(self.players))
        if self.deck is not None:
            object.__setattr__(self, "deck", tuple(self.deck))
        if not isinstance(self.true_detective, str):
            pairs = tuple(tuple(p) for p in self.true_detective)
            object.__setattr__(self, "true_detective", pairs)

    @property
    def detectives(self) -> int:
        return len(self.players)

    @property
    def uses_open_cards(self) -> bool:
        if self.open_cards is not None:
            return self.open_cards
        return self.detectives == 1 or self.detectives >= 6

    def with_seed(self, seed: int) -> GameConfig:
        return replace(self, seed=seed)

    def deck_ids(self, cards: dict[str, InformantCard]) -> tuple[str, ...]:
        """The informant cards of this game, before shuffling.

        :raises ConfigError: unknown cards, duplicates, or a True Detective pair that does not fit.
        """
        base = list(self.deck) if self.deck is not None else list(default_deck_ids(cards))
        for cid in base:
            if cid not in cards:
                raise ConfigError(f"{cid!r} is not an informant card")
        if len(set(base)) != len(base):
            raise ConfigError("the deck names a card twice")
        if self.true_detective == "none":
            return tuple(base)
        if self.true_detective == "all":
            kept = [c for c in base if cards[c].deck != "blue"]
            reds = [c for c in cards if cards[c].deck == "red" and c not in kept]
            return tuple(kept + reds)
        if isinstance(self.true_detective, str):
            raise ConfigError(f"true_detective must be 'none', 'all' or (red, blue) pairs, "
                              f"got {self.true_detective!r}")
        deck = list(base)
        for pair in self.true_detective:
            if len(pair) != 2:
                raise ConfigError(f"a true_detective pair is (red, blue), got {pair!r}")
            red, blue = pair
            if red not in cards or cards[red].deck != "red":
                raise ConfigError(f"{red!r} is not a red-star card")
            if blue not in deck:
                raise ConfigError(f"{blue!r} is not in the deck, so {red!r} cannot replace it")
            if red in deck:
                raise ConfigError(f"{red!r} is already in the deck")
            deck[deck.index(blue)] = red
        return tuple(deck)

    def validate(self, cards: dict[str, InformantCard]) -> None:
        """:raises ConfigError: the set-up cannot be played."""
        if not 1 <= self.detectives <= 9:
            raise ConfigError(f"a game needs 1 to 9 detectives, got {self.detectives}",
                              "detective_count", count=self.detectives)
        if any(not isinstance(p, str) or not p.strip() for p in self.players):
            raise ConfigError(f"every detective needs a name, got {list(self.players)!r}", "detective_unnamed")
        if len({p.lower() for p in self.players}) != self.detectives:
            twice = next(p for i, p in enumerate(self.players)
                         if p.lower() in {q.lower() for q in self.players[i + 1:]})
            raise ConfigError(f"two detectives share a name in {list(self.players)!r}",
                              "detective_name_twice", player=twice)
        if self.destinations_per_round not in TABLE_SIZES:
            raise ConfigError(f"destinations per round must be 6, 8 or 10, "
                              f"got {self.destinations_per_round!r}")
        if self.spy_strategy not in SPY_STRATEGIES:
            raise ConfigError(f"the spy level must be one of {', '.join(SPY_LEVELS)}, "
                              f"got {self.spy_strategy!r}")
        if not _is_int(self.spy_budget) or not 1 <= self.spy_budget <= MAX_SPY_BUDGET:
            raise ConfigError(f"the spy budget must be a whole number from 1 to {MAX_SPY_BUDGET}, "
                              f"got {self.spy_budget!r}")
        if self.seed is not None and not _is_int(self.seed):
            raise ConfigError(f"the seed must be a whole number, got {self.seed!r}")
        deck = self.deck_ids(cards)
        if not deck:
            raise ConfigError("the informant deck is empty")
        if not self.physical and not self.uses_open_cards and HAND_SIZE * self.detectives > len(deck):
            raise ConfigError(f"{self.detectives} detectives need {HAND_SIZE * self.detectives} "
                              f"cards for their hands but the deck has {len(deck)}: "
                              f"play with open cards")

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["players"] = list(self.players)
        if self.deck is not None:
            out["deck"] = list(self.deck)
        if not isinstance(self.true_detective, str):
            out["true_detective"] = [list(p) for p in self.true_detective]
        return out

    @classmethod
    def from_json(cls, obj: Any) -> GameConfig:
        """A config from its JSON form, every field's type checked (JSON from a damaged save
        must not turn ``"open_cards": "no"`` into a yes or ``"players": "AB"`` into two players).

        :raises ConfigError: not a config's JSON form; the message names the field.
        """
        if not isinstance(obj, dict):
            raise ConfigError(f"a game config is a JSON object, got {type(obj).__name__}")
        unknown = sorted(str(k) for k in obj if k not in _FIELD_TYPES)
        if unknown:
            raise ConfigError(f"unknown game config fields {unknown}")
        if "players" not in obj:
            raise ConfigError("the game config names no players")
        for name, value in obj.items():
            if not _FIELD_TYPES[name](value):
                raise ConfigError(f"bad game config field {name!r}: {_short(value)}")
        config = cls(**obj)
        if not _is_int(config.spy_budget) or not 1 <= config.spy_budget <= MAX_SPY_BUDGET:
            raise ConfigError(f"the spy budget must be a whole number from 1 to {MAX_SPY_BUDGET}, "
                              f"got {_short(config.spy_budget)}")
        return config


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= MAX_LIST and all(isinstance(v, str) for v in value)


def _is_pairs(value: Any) -> bool:
    return value in ("none", "all") or (
        isinstance(value, list) and len(value) <= MAX_LIST
        and all(_is_str_list(p) and len(p) == 2 for p in value))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_FIELD_TYPES: dict[str, Callable[[Any], bool]] = {
    "players": _is_str_list,
    "seed": lambda v: v is None or (_is_int(v) and abs(v) < 2 ** 64),
    "open_cards": lambda v: v is None or isinstance(v, bool),
    "destinations_per_round": _is_int,
    "true_detective": _is_pairs,
    "gaining_knowledge": lambda v: isinstance(v, bool),
    "spy_strategy": lambda v: isinstance(v, str),
    "deck": lambda v: v is None or _is_str_list(v),
    "physical": lambda v: isinstance(v, bool),
    "spy_budget": _is_int,
}
