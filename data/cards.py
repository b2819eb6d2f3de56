"""Informant card definitions, loaded from ``cards.json``.

Decks: "standard" + "blue" = the 16 cards of a normal game; "red" cards are
only used by the True Detective variant, replacing blue ones (our reading, see
the file's meta).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Literal

Deck = Literal["standard", "blue", "red"]


@dataclass(frozen=True)
class CardOption:
    id: str        # "english"
    name: str      # the handbook's word it is checked against: "English" (said: the phrasebooks)


@dataclass(frozen=True)
class InformantCard:
    id: str
    deck: Deck
    options: tuple[CardOption, ...] = ()

    @property
    def is_choice(self) -> bool:
        return bool(self.options)

    def option(self, option_id: str) -> CardOption:
        """:raises KeyError: the card has no such option."""
        for opt in self.options:
            if opt.id == option_id:
                return opt
        raise KeyError(option_id)


@lru_cache(maxsize=1)
def load_cards() -> dict[str, InformantCard]:
    """All 23 cards by id, in rulebook-independent but stable order."""
    text = resources.files("hideout.data").joinpath("cards.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    return {
        c["id"]: InformantCard(
            id=c["id"], deck=c["deck"],
            options=tuple(CardOption(**o) for o in c["options"]),
        )
        for c in doc["cards"]
    }


def default_deck_ids(cards: dict[str, InformantCard] | None = None) -> tuple[str, ...]:
    """The 16 cards of a normal game (standard + blue)."""
    cards = cards or load_cards()
    return tuple(cid for cid, c in cards.items() if c.deck in ("standard", "blue"))
