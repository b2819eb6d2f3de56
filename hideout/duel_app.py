"""Scotland Yard Duel for the session loop: the Detective's commands, Mister X's replies.

After every Detective command the computer plays every Mister X turn now due
(:func:`engine.duel.mister_x.play_mister_x`), and both are narrated from the Detective's
side only (secret swaps stay secret). The board is drawn from the Detective's seat: row 5 at
the top, row 1 (the starting row) nearest the player.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from hideout.engine.commands import Command
from hideout.engine.duel.commands import Action, Move, Step
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX, play_mister_x
from hideout.grammar.matcher import MatchContext
from hideout import narration_duel

COLUMNS = "ABCDE"
ACTION_SHORT = {"swap": "swap", "black_swap": "black swap", "sabotage": "SABOTAGE", "camera": "camera",
                "scotland_yard": "Scotland Yard", "mister_x": "MISTER X"}


class DuelApp:
    game_id = "duel"

    def __init__(self, game: DuelGame, mister_x: MisterX, lang: str = "en") -> None:
        self.game = game
        self.mister_x = mister_x
        self.lang = lang
        self._opening = play_mister_x(game, mister_x)  # he builds his London first

    def describe(self, command: Command) -> str:
        return narration_duel.command_text(command)

    def match_context(self, awaiting_confirmation: bool = False) -> MatchContext:
        return MatchContext(game="duel", lang=self.lang, playable_cards=tuple(self.game.cards_left),
                            awaiting_confirmation=awaiting_confirmation)

    def needs_confirmation(self, command: Command) -> bool:
        # A move turns a district over and an action card is spent: neither can be taken back,
        # so both are confirmed like an arrest.
        return isinstance(command, (Move, Step, Action))

    def check(self, command: Command) -> None:
        """:raises CommandError: what ``apply`` would raise; the game is unchanged."""
        self.game.check(command)

    def confirmation_question(self, command: Command) -> str:
        return narration_duel.confirmation_question(command, self.game.view_for("detective"))

    def apply(self, command: Command) -> list[str]:
        events = self.game.apply(command)
        events += play_mister_x(self.game, self.mister_x)
        return narration_duel.narrate(events)

    def intro(self) -> list[str]:
        if self.game.history and len(self.game.log) > len(self._opening):
            return ["Welcome back. We continue the saved duel.", narration_duel.status_text(self.game.view_for("detective"))]
        return ["Scotland Yard Duel. I am Mister X, hiding somewhere in my London."] + narration_duel.narrate(self._opening)

    def status(self) -> list[str]:
        return [narration_duel.status_text(self.game.view_for("detective"))]

    def help(self) -> list[str]:
        return [narration_duel.HELP_TEXT]

    def finished(self) -> bool:
        return self.game.is_over()

    def to_json(self) -> dict[str, Any]:
        return self.game.to_json()

    def render(self) -> Any:
        view = self.game.view_for("detective")
        grid = Table(title="London (from your seat)", show_lines=True, expand=False)
        grid.add_column("")
        for col in COLUMNS:
            grid.add_column(col, justify="center", min_width=11)
        clue_rows = {v for axis, v in view["clues"] if axis == "row"}
        clue_cols = {v for axis, v in view["clues"] if axis == "column"}
        for row in range(5, 0, -1):
            cells = []
            for col in COLUMNS:
                name = f"{col}{row}"
                cell = view["cells"].get(name)
                if cell is None:
                    text = Text("▒▒▒", style="dim")
                else:
                    action = ACTION_SHORT.get(cell["action"], cell["action"])
                    style = "bold red" if cell["action"] == "sabotage" else "bold blue" if cell["action"] == "scotland_yard" else ""
                    text = Text(f"{cell['transport']}\n{action}", style=style)
                if view["detective"] == name:
                    text = Text("🕵 ", style="bold yellow") + text
                if view["mister_x"] == name:
                    text = Text("X ", style="bold magenta") + text
                cells.append(text)
            marker = f"{row}" + (" ◀ X" if str(row) in clue_rows else "")
            grid.add_row(marker, *cells)
        if clue_cols:
            grid.add_row("", *[Text("▲ X" if c in clue_cols else "") for c in COLUMNS])
        footer = Text(f"Sabotage found: {view['sabotage_turned']}/3   Action cards: "
                      + (", ".join(view["cards_left"]) or "none"))
        return Group(grid, footer)


def build_duel(args: Any) -> tuple[DuelApp, Path]:
    """The duel app for a new or resumed game, and its save path.

    :raises SaveError: a save that cannot be resumed (message says why).
    """
    import random

    from hideout.save import default_save_path, read_save, unresumable

    save_path = Path(args.save) if getattr(args, "save", None) else default_save_path("duel")
    mister_x = MisterX(level=getattr(args, "mister_x", "search"))
    if getattr(args, "resume", False):
        state = read_save(save_path, "duel")
        try:
            game = DuelGame.from_json(state)
        except (ValueError, KeyError, TypeError) as err:
            raise unresumable(save_path, err) from None
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        game = DuelGame(seed=seed)
    return DuelApp(game, mister_x, lang="en"), save_path
