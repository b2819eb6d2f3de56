"""Scotland Yard Duel for the session loop: the Detective's commands, Mister X's replies.

After every Detective command the computer plays every Mister X turn now due
(:func:`engine.duel.mister_x.play_mister_x`), and both are narrated from the Detective's
side only (secret swaps stay secret). The board is drawn by hideout/display from the
Detective's view.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from hideout.engine.commands import Command
from hideout.engine.duel.commands import Action, Move, Step
from hideout.engine.duel.events import GameOver
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import ALIASES, LEVELS, MisterX, play_mister_x
from hideout.grammar.matcher import MatchContext
from hideout import narration_duel
from hideout.engine.errors import CommandError
from hideout.phrasebook import phrasebook
from hideout.refusals import worded


#: A district written as a letter and a number ("e6", "F1", "c10"); words like "b52" are rare at a table.
_CELL_LIKE = re.compile(r"(?<![\w'])[a-z][0-9]{1,2}(?![\w'])", re.IGNORECASE)


class DuelApp:
    game_id = "duel"

    def __init__(self, game: DuelGame, mister_x: MisterX, lang: str = "en", saved_level: str | None = None) -> None:
        self.game = game
        self.mister_x = mister_x
        self.lang = lang
        #: the level a resumed game was saved with (None: a new game, or a save that named none)
        self.saved_level = saved_level
        self.words = narration_duel.DuelWords(lang)
        self._opening = play_mister_x(game, mister_x)  # he builds his London first

    def describe(self, command: Command) -> str:
        return narration_duel.command_text(command, self.lang)

    def match_context(self, awaiting_confirmation: bool = False) -> MatchContext:
        return MatchContext(game="duel", lang=self.lang, playable_cards=tuple(self.game.cards_left),
                            awaiting_confirmation=awaiting_confirmation)

    def needs_confirmation(self, command: Command) -> bool:
        # A move turns a district over and an action card is spent: neither can be taken back,
        # so both are confirmed like an arrest.
        return isinstance(command, (Move, Step, Action))

    def check(self, command: Command) -> None:
        """:raises CommandError: what ``apply`` would raise, worded the same; the game is unchanged."""
        try:
            self.game.check(command)
        except CommandError as err:
            raise worded(err, phrasebook(self.lang)) from None

    def off_board(self, text: str) -> str | None:
        """The refusal for a line that names a district London does not have ("bus to E6",
        "F1"), or None. The matcher knows only A1 to E5, so it read "E6" as E1 and asked "To E1?";
        a typed "F1" was not caught at all."""
        from hideout.engine.duel.board import parse_cell

        for cell in _CELL_LIKE.findall(text):
            try:
                parse_cell(cell.upper())
            except CommandError as err:
                return str(worded(err, phrasebook(self.lang)))
        return None

    def places_in(self, text: str) -> list[tuple[str, ...]]:
        """The districts ``text`` names ("yes, b1" -> [("B1",)]), for a yes that names another
        district than the one asked about (hideout.session)."""
        from hideout.engine.duel.board import parse_cell

        found: list[tuple[str, ...]] = []
        for cell in _CELL_LIKE.findall(text):
            try:
                parse_cell(cell.upper())
            except CommandError:
                continue
            found.append((cell.upper(),))
        return found

    def confirmation_question(self, command: Command) -> str:
        return narration_duel.confirmation_question(command, self.game.view_for("detective"), self.lang)

    def apply(self, command: Command) -> list[str]:
        try:
            events = self.game.apply(command)
        except CommandError as err:
            # Same refusal, worded for the ear from the phrasebook.
            raise worded(err, phrasebook(self.lang)) from None
        events += play_mister_x(self.game, self.mister_x)
        return narration_duel.narrate(events, self.lang)

    def intro(self) -> list[str]:
        if self.game.history and len(self.game.log) > len(self._opening):
            # a finished duel resumed: nothing continues, and where she stood is no news
            if self.game.is_over():
                return [self.words.t("app.resumed_over")] + self.status()
            return [self.words.t("app.resumed"), self._level_line()] + self.status()
        return [self.words.t("app.intro")] + narration_duel.narrate(self._opening, self.lang)

    def status(self) -> list[str]:
        if self.game.is_over():   # who won, as it was said at the end
            over = [e for e in self.game.log if isinstance(e, GameOver)]
            return narration_duel.narrate(over[-1:], self.lang) or [self.words.t("app.resumed_over")]
        return [narration_duel.status_text(self.game.view_for("detective"), self.lang)]

    def _level_line(self) -> str:
        """Which Mister X plays the resumed game on ("level hard"), and the saved one when
        --mister-x changed it."""
        level = public_level(self.mister_x.level)
        if self.saved_level is None or ALIASES.get(self.saved_level, self.saved_level) == self.mister_x.level:
            return self.words.t("app.resumed_level", level=level)
        return self.words.t("app.resumed_level_changed", level=level, saved=public_level(self.saved_level))

    def help(self) -> list[str]:
        if self.game.is_over():   # no moves to teach: how to play again
            return [self.words.t("app.help_over")]
        return [narration_duel.help_text(self.lang, self.game.view_for("detective"))]

    def finished(self) -> bool:
        return self.game.is_over()

    def to_json(self) -> dict[str, Any]:
        # His level rides along, so a resumed game goes on against the same Mister X.
        return {**self.game.to_json(), "mister_x": self.mister_x.level}


def build_duel(args: Any) -> tuple[DuelApp, Path]:
    """The duel app for a new or resumed game, and its save path.

    :raises SaveError: a save that cannot be resumed (message says why).
    """
    import random

    from hideout.save import default_save_path, read_save, unresumable

    save_path = Path(args.save) if getattr(args, "save", None) else default_save_path("duel")
    level = getattr(args, "mister_x", None)
    if getattr(args, "resume", False):
        state = read_save(save_path, "duel")
        try:
            game = DuelGame.from_json(state)
            # --mister-x given on resume wins; else the level the game was started with.
            saved = state.get("mister_x")
            mister_x = MisterX(level=level or saved or "hard")
        except (ValueError, KeyError, TypeError) as err:
            raise unresumable(save_path, err) from None
        known = isinstance(saved, str) and ALIASES.get(saved, saved) in LEVELS
        return DuelApp(game, mister_x, lang=args.lang, saved_level=saved if known else None), save_path
    mister_x = MisterX(level=level or "hard")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    return DuelApp(DuelGame(seed=seed), mister_x, lang=args.lang), save_path


def public_level(level: str) -> str:
    """The name --mister-x gives a level ("hard" for the engine's "search")."""
    return next((name for name, inner in ALIASES.items() if inner == level), level)
