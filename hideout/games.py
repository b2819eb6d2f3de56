"""The game registry: every game the application knows, in one place.

The CLI's choices, the play and demo loops and the per-game checks read this table; adding a
game is one entry here (plus its engine package, templates and phrasebook). Each entry names its
builders by module path so that listing the games imports nothing heavy.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class GameEntry:
    """One game: its id (the CLI name, the save tag, the matcher's game), the languages it is
    played in, and where its application pieces live."""

    id: str
    title: str
    languages: tuple[str, ...]
    computer_role: str       # phrasebook key of the computer's seat, for the screen's label
    build: str               # "module:function": args -> (adapter, save path), new or resumed
    demo: str                # "module:function": args -> exit code
    #: ``hideout play``'s options only this game reads (argparse names): given to another game,
    #: they are refused by name instead of ignored
    play_options: tuple[str, ...] = ()

    def builder(self) -> Callable[[Any], Any]:
        return _resolve(self.build)

    def demo_runner(self) -> Callable[[Any], int]:
        return _resolve(self.demo)

    def computer_label(self, lang: str) -> str:
        """How the screen names the computer's seat ("Spy", "스파이", "Mister X")."""
        from hideout.phrasebook import dialogue_text

        return dialogue_text(lang, f"role_{self.computer_role}")

    def foreign_options(self, given: dict[str, Any], defaults: dict[str, Any]) -> list[tuple[str, str]]:
        """(option, game title) for each option of another game that ``given`` sets (differs
        from ``defaults``): "--players" given to the duel."""
        return [("--" + name.replace("_", "-"), other.title)
                for other in GAMES.values() if other.id != self.id
                for name in other.play_options
                if name not in self.play_options and given.get(name) != defaults.get(name)]

    def check_language(self, lang: str) -> None:
        """:raises UnsupportedLanguage: the game is not played in ``lang``."""
        if lang not in self.languages:
            raise UnsupportedLanguage(
                f"{self.title} is played in {', '.join(self.languages)}, not {lang!r}: "
                f"use --lang {self.languages[0]}", game=self, lang=lang)


class UnsupportedLanguage(ValueError):
    """A game asked for in a language it has no templates or phrasebook for (``game``: that game,
    None when there is no such game; ``lang``: the language asked for)."""

    def __init__(self, message: str, game: GameEntry | None = None, lang: str | None = None) -> None:
        super().__init__(message)
        self.game, self.lang = game, lang

    def said_in(self, lang: str) -> str:
        """The refusal in ``lang`` (a player who asked for Korean reads Korean): the phrasebook's
        words, or the English message where ``lang`` has none or no game was named."""
        from hideout.phrasebook import languages, phrasebook

        if self.game is None or lang not in languages():
            return str(self)
        book = phrasebook(lang)
        names = [book.get(f"dialogue.language_names.{code}", code) for code in self.game.languages]
        return book.text("dialogue.game_not_in_language", game=self.game.title,
                         languages=book.text("dialogue.or").join(names), code=self.game.languages[0])


def _resolve(target: str) -> Callable[..., Any]:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


GAMES: dict[str, GameEntry] = {entry.id: entry for entry in (
    GameEntry(id="destination-x", title="Destination X", languages=("en", "ko"),
              computer_role="spy", build="hideout.destination_x_app:build_destination_x",
              demo="hideout.demo:demo",
              play_options=("players", "spy", "open_cards", "destinations", "true_detective",
                            "gaining_knowledge", "physical")),
    GameEntry(id="duel", title="Scotland Yard Duel", languages=("en",),
              computer_role="mister_x", build="hideout.duel_app:build_duel",
              demo="hideout.duel_demo:duel_demo", play_options=("mister_x",)),
)}

#: Every language some game is played in (the CLI's --lang choices).
LANGUAGES: tuple[str, ...] = tuple(sorted({lang for g in GAMES.values() for lang in g.languages}))
DEFAULT_GAME = "destination-x"


def game_entry(game_id: str, lang: str | None = None) -> GameEntry:
    """The registry entry for ``game_id``, checked against ``lang`` when given.

    :raises UnsupportedLanguage: the game is not played in ``lang``, or there is no such game.
    """
    if game_id not in GAMES:
        raise UnsupportedLanguage(f"there is no game {game_id!r}: the games are {', '.join(GAMES)}")
    entry = GAMES[game_id]
    if lang is not None:
        entry.check_language(lang)
    return entry
