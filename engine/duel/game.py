"""Scotland Yard Duel rules as a state machine: commands in, events out.

The whole state is this object; nothing random happens inside the rules
(Mister X's choices arrive as commands), so a game replays from its seed and
command list. The seed feeds :meth:`DuelGame.decision_rng`, the randomness the
computer players draw from.

Rulings where the rulebook is silent are marked "Ruling:" and collected in
``engine/duel/RULINGS.md``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final, Literal, overload

from hideout.data.duel_tiles import (
    SABOTAGE_COUNT,
    Tile,
    TileSet,
    load_tiles,
    tile_set_from_json,
)
from hideout.engine.commands import DIALOGUE_COMMANDS, Command, command_from_json
from hideout.engine.duel import board
from hideout.engine.duel.commands import (
    ACTION_CARDS,
    GAME,
    Action,
    Clue,
    Move,
    Pass,
    Reveal,
    Setup,
    Step,
    Swap,
    Yards,
    resolve_step,
)
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
    YardsPlaced,
)
from hideout.engine.duel.view import MisterXView
from hideout.engine.errors import IllegalCommand, InvalidCommand, SaveError

SAVE_FORMAT = "hideout-duel"
SAVE_VERSION = 1
#: A whole game is at most a few hundred commands; a save claiming more is damaged.
MAX_SAVED_COMMANDS = 10_000
DETECTIVE: Final = "detective"
MISTER_X: Final = "mister_x"

# Phases
SETUP = "setup"
DETECTIVE_MOVE = "detective_move"
DETECTIVE_ACTION = "detective_action"   # on a fresh Scotland Yard district: play a card or pass
MISTER_X_TURN = "mister_x"
OVER = "over"


def player_in(phase: str) -> str | None:
    """Whose turn ``phase`` is (None once the game is over): Mister X builds his London and
    answers, the Detective moves and plays her cards."""
    if phase == OVER:
        return None
    return MISTER_X if phase in (SETUP, MISTER_X_TURN) else DETECTIVE


@dataclass(frozen=True)
class Outcome:
    winner: str   # "detective" | "mister_x"
    reason: str   # found | mister_x_stuck | sabotage | detective_stuck

    def to_json(self) -> dict[str, str]:
        return {"winner": self.winner, "reason": self.reason}


class DuelGame:
    """One game of Scotland Yard Duel.

    >>> g = DuelGame(seed=1)
    >>> g.current_player
    'mister_x'
    """

    def __init__(self, seed: int = 0, tiles: TileSet | None = None) -> None:
        self.seed = seed
        self.tiles = tiles or load_tiles()
        self._tile: dict[str, Tile] = self.tiles.by_id()
        self.board: list[str] = []            # tile id per cell index, empty until setup
        self.turned: list[bool] = [False] * board.CELL_COUNT
        self.detective: int | None = None
        self.phase = SETUP
        self.pending: str | None = None        # what Mister X must do: swap | black_swap | camera | grid_search
        self.pending_source = ""               # camera clue from a "district" or the "card"
        self.reach: int | None = None          # swap distance for a normal swap
        self.cards_left: list[str] = list(ACTION_CARDS)
        self.sabotage_turned = 0
        self.clues: list[tuple[str, str]] = []
        self._outcome: Outcome | None = None
        self.history: list[Command] = []
        self.log: list[Event] = []

    # ----------------------------------------------------------------- queries
    @property
    def current_player(self) -> str | None:
        return player_in(self.phase)

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """Who won and why, once the game is over."""
        return self._outcome

    def tile_at(self, index: int) -> Tile:
        return self._tile[self.board[index]]

    def mister_x_index(self) -> int:
        return self.board.index(self.tiles.own_district())

    def detective_transport(self) -> str | None:
        """The ticket the Detective travels by next (None before the first move)."""
        return None if self.detective is None else self.tile_at(self.detective).transport

    def decision_rng(self) -> random.Random:
        """Randomness for the computer players, fixed by the seed and the move number."""
        return random.Random(f"{self.seed}/{len(self.history)}")

    def detective_moves(self) -> list[int]:
        """Cells the Detective may move to now (empty when stuck).

        First move: any starting-row district. Then orthogonally up to the
        transport's range, passing over face-up districts but ending on a face-down
        one; a black ticket reaches any face-down district except Scotland Yard's.
        """
        if self.detective is None:
            return [i for i in board.STARTING_ROW if not self.turned[i]]
        tile = self.tile_at(self.detective)
        if tile.range is None:
            return [i for i in range(board.CELL_COUNT) if not self.turned[i] and not self.tile_at(i).is_scotland_yard]
        return [i for i in board.lines_of(self.detective, tile.range) if not self.turned[i]]

    def swappable(self, index: int) -> bool:
        """Ruling: only face-down Mister X districts move; face-up ones and Scotland Yard's stay put."""
        return not self.turned[index] and not self.tile_at(index).is_scotland_yard

    def legal_swaps(self) -> list[tuple[int, int]]:
        """Pairs (a < b) Mister X may swap for the pending swap action."""
        cells = [i for i in range(board.CELL_COUNT) if self.swappable(i)]
        if self.pending == "black_swap":
            return [(a, b) for k, a in enumerate(cells) for b in cells[k + 1:]]
        if self.pending != "swap" or self.reach is None:
            return []
        ok = set(cells)
        return [(a, b) for a in cells for b in board.lines_of(a, self.reach) if b > a and b in ok]

    def grid_search_cells(self) -> list[int]:
        """Face-down districts around Mister X (8-neighbourhood) he may turn for a grid search."""
        return [i for i in board.ring_of(self.mister_x_index()) if not self.turned[i]]

    def legal_commands(self) -> list[Command]:
        """Every command the current player may give (dialogue commands excluded)."""
        if self.phase == DETECTIVE_MOVE:
            moves: list[Command] = [Move(board.name(i)) for i in self.detective_moves()]
            if self.detective is None:   # before her first move she may order her yards
                transports = [t.transport for t in self.tiles.scotland_yard]
                moves += [Yards(*order) for order in itertools.permutations(transports)]
            return moves
        if self.phase == DETECTIVE_ACTION:
            return ([Action(c) for c in self.cards_left] + [Pass()]
                    + [Move(board.name(i)) for i in self.detective_moves()])
        if self.phase == MISTER_X_TURN:
            if self.pending in ("swap", "black_swap"):
                return [Swap(board.name(a), board.name(b)) for a, b in self.legal_swaps()]
            if self.pending == "camera":
                return [Clue("row"), Clue("column")]
            if self.pending == "grid_search":
                return [Reveal(board.name(i)) for i in self.grid_search_cells()]
        return []   # setup layouts are too many to list; see engine.duel.mister_x

    # ------------------------------------------------------------------ apply
    def check(self, command: Command) -> None:
        """Whether ``apply(command)`` would be accepted now; changes nothing.

        The handlers validate as they go, so the command is played on a copy.

        :raises InvalidCommand | IllegalCommand: exactly what ``apply`` would raise.
        """
        self.copy().apply(command)

    def apply(self, command: Command) -> list[Event]:
        """Play ``command`` for the current player and return what happened.

        :raises InvalidCommand: not a duel command, or a malformed one (bad cell,
            unknown card, bad layout shape).
        :raises IllegalCommand: well formed but not allowed now; the game is unchanged.
        """
        if isinstance(command, DIALOGUE_COMMANDS):
            raise InvalidCommand(f"{command.type!r} is a dialogue command for the game master, not a move")
        if self.phase == OVER:
            raise IllegalCommand(f"the game is over: {self._outcome_text()}", "game_over")
        if isinstance(command, Step):
            # Resolved here so the history (and replays) hold the absolute move.
            if self.phase not in (DETECTIVE_MOVE, DETECTIVE_ACTION):
                raise IllegalCommand(f"it is not the detective's turn to move ({self._waiting_for()})",
                                 "not_your_move")
            command = resolve_step(command, None if self.detective is None else board.name(self.detective))
        handlers: dict[type[Command], Callable[[Any, list[Event]], None]] = {
            Setup: self._setup, Move: self._move, Action: self._action, Pass: self._pass,
            Swap: self._swap, Clue: self._clue, Reveal: self._reveal, Yards: self._yards,
        }
        handler = handlers.get(type(command))
        if handler is None:
            raise InvalidCommand(f"{command.type!r} is not a scotland yard duel command")
        events: list[Event] = []
        handler(command, events)   # handlers validate before they change anything
        self.history.append(command)
        self.log.extend(events)
        return events

    # --- Mister X's setup
    def _setup(self, cmd: Setup, ev: list[Event]) -> None:
        if self.phase != SETUP:
            raise IllegalCommand("mister x has already built his london")
        layout = list(cmd.layout)
        if len(layout) != board.CELL_COUNT:
            raise InvalidCommand(f"a layout names {board.CELL_COUNT} districts, got {len(layout)}")
        unknown = [t for t in layout if t not in self._tile]
        if unknown:
            raise InvalidCommand(f"unknown districts {unknown!r} in the layout")
        if sorted(layout) != sorted(self._tile):
            raise IllegalCommand("the layout must use every district exactly once")
        for index, tile in zip(board.SCOTLAND_YARD_INDEXES, self.tiles.scotland_yard):
            if layout[index] != tile.id:
                raise IllegalCommand(f"{board.name(index)} holds the scotland yard district {tile.id!r}")
        for i in board.STARTING_ROW:
            if self._tile[layout[i]].action == "sabotage":
                raise IllegalCommand(f"no sabotaged district in the starting row, but {board.name(i)} has one")
        self.board = layout
        self.phase = DETECTIVE_MOVE
        ev += [LondonBuilt(), DetectiveToMove(None, again=False)]

    # --- the Detective
    def _yards(self, cmd: Yards, ev: list[Event]) -> None:
        """Ruling: the Detective orders her Scotland Yard districts before her first move (the
        rulebook has her set them up after Mister X, while he looks away); moving first keeps
        the tile set's order."""
        order = (cmd.a3, cmd.c3, cmd.e3)
        by_transport = {t.transport: t.id for t in self.tiles.scotland_yard}
        unknown = [t for t in order if t not in by_transport]
        if unknown:
            raise InvalidCommand(f"the scotland yard districts are {', '.join(by_transport)}, "
                                 f"not {', '.join(map(str, unknown))}", "yards_unknown",
                                 transports=", ".join(by_transport), unknown=", ".join(map(str, unknown)))
        if sorted(order) != sorted(by_transport):
            raise IllegalCommand("name each scotland yard district once: "
                                 + ", ".join(by_transport), "yards_twice", transports=", ".join(by_transport))
        if self.phase != DETECTIVE_MOVE or self.detective is not None:
            raise IllegalCommand("the scotland yard districts are set up before the detective's "
                                 "first move", "yards_after_start")
        for index, transport in zip(board.SCOTLAND_YARD_INDEXES, order):
            self.board[index] = by_transport[transport]
        ev.append(YardsPlaced(*order))
        ev.append(DetectiveToMove(None, again=False))

    def _move(self, cmd: Move, ev: list[Event]) -> None:
        if self.phase not in (DETECTIVE_MOVE, DETECTIVE_ACTION):
            raise IllegalCommand(f"it is not the detective's turn to move ({self._waiting_for()})",
                                 "not_your_move")
        to = board.parse_cell(cmd.to)
        self._check_move(to, cmd.to)
        if self.phase == DETECTIVE_ACTION:
            # Ruling: moving on instead of choosing a card declines it.
            ev.append(ActionDeclined())
        frm = self.detective
        transport = self.detective_transport()
        self.detective = to
        ev.append(DetectiveMoved(None if frm is None else board.name(frm), board.name(to), transport))
        self._turn(to, "detective", ev)
        if self.phase == OVER:
            return
        tile = self.tile_at(to)
        if tile.action == "sabotage":
            self._detective_again(ev)       # "it's immediately the Detective's turn again"
        elif tile.is_scotland_yard:
            if self.cards_left:
                self.phase = DETECTIVE_ACTION
                ev.append(ActionCardOffered(tuple(self.cards_left)))
            else:
                # Ruling: no card left, so Mister X has nothing to perform.
                self._detective_again(ev)
        elif tile.action == "camera":
            self._mister_x_must("camera", ev, source="district")
        else:   # swap / black_swap
            self.reach = tile.range
            self._mister_x_must(tile.action, ev)

    def _check_move(self, to: int, said: str) -> None:
        if to in self.detective_moves():
            return
        where = board.name(to)
        if self.turned[to]:
            raise IllegalCommand(f"{where} is already turned over; you must end on a new district",
                                 "already_turned", cell=where)
        if self.detective is None:
            raise IllegalCommand(f"the first move goes to the starting row (A1 to E1), not {where}",
                                 "start_row", cell=where)
        tile = self.tile_at(self.detective)
        if tile.range is None:
            raise IllegalCommand(f"the black ticket cannot take you to the scotland yard district {where}",
                                 "black_to_scotland_yard", cell=where)
        dist = board.orthogonal_distance(self.detective, to)
        here = board.name(self.detective)
        if dist is None:
            raise IllegalCommand(f"{where} is not in a straight line from {here}; move up, down, left or right",
                                 "not_straight", cell=where, here=here)
        raise IllegalCommand(
            f"the {tile.transport} from {here} goes at most {tile.range} "
            f"space{'s' if tile.range != 1 else ''}; {where} is {dist} away", "too_far",
            transport=tile.transport, here=here, range=tile.range, cell=where, distance=dist)

    def _action(self, cmd: Action, ev: list[Event]) -> None:
        if cmd.card not in ACTION_CARDS:
            raise InvalidCommand(f"there is no action card {cmd.card!r}; the cards are {', '.join(ACTION_CARDS)}",
                                 "unknown_action", card=cmd.card)
        if self.phase != DETECTIVE_ACTION:
            raise IllegalCommand("action cards are played right after moving onto a scotland yard district",
                                 "action_not_now", card=cmd.card)
        if cmd.card not in self.cards_left:
            raise IllegalCommand(f"the {cmd.card.replace('_', ' ')} card has already been used",
                                 "action_used", card=cmd.card)
        self.cards_left.remove(cmd.card)
        ev.append(ActionCardPlayed(cmd.card))
        if cmd.card == "reinforcements":
            ev.append(MisterXForfeits())
            self._detective_again(ev)
        elif cmd.card == "surveillance":
            self._mister_x_must("camera", ev, source="card")
        elif self.grid_search_cells():
            self._mister_x_must("grid_search", ev)
        else:
            # Ruling: nothing around Mister X is face down; the card is spent, nothing turns.
            ev.append(GridSearchEmpty())
            self._detective_again(ev)

    def _pass(self, cmd: Pass, ev: list[Event]) -> None:
        if self.phase != DETECTIVE_ACTION:
            raise IllegalCommand("there is no action card to decline now", "nothing_to_pass")
        ev.append(ActionDeclined())
        self._detective_again(ev)

    # --- Mister X's actions
    def _swap(self, cmd: Swap, ev: list[Event]) -> None:
        if self.phase != MISTER_X_TURN or self.pending not in ("swap", "black_swap"):
            raise IllegalCommand(f"mister x may not swap now ({self._waiting_for()})")
        a, b = board.parse_cell(cmd.a), board.parse_cell(cmd.b)
        if a == b:
            raise IllegalCommand("a swap needs two different districts")
        for i in (a, b):
            if self.turned[i]:
                raise IllegalCommand(f"{board.name(i)} is face up and cannot be swapped")
            if self.tile_at(i).is_scotland_yard:
                raise IllegalCommand(f"{board.name(i)} is a scotland yard district and cannot be swapped")
        secret = self.pending == "black_swap"
        if not secret:
            dist = board.orthogonal_distance(a, b)
            if dist is None or self.reach is None or dist > self.reach:
                raise IllegalCommand(
                    f"{board.name(a)} and {board.name(b)} must be in one row or column "
                    f"at most {self.reach} apart")
        self.board[a], self.board[b] = self.board[b], self.board[a]
        ev.append(MisterXSwapped(board.name(min(a, b)), board.name(max(a, b)), secret))
        self._detective_again(ev, again=False)

    def _clue(self, cmd: Clue, ev: list[Event]) -> None:
        if cmd.axis not in ("row", "column"):
            raise InvalidCommand(f"a camera clue names a 'row' or a 'column', not {cmd.axis!r}")
        if self.phase != MISTER_X_TURN or self.pending != "camera":
            raise IllegalCommand(f"no surveillance camera is waiting for a clue ({self._waiting_for()})")
        x = self.mister_x_index()
        value = str(board.row_of(x)) if cmd.axis == "row" else board.COLUMNS[board.col_of(x)]
        self.clues.append((cmd.axis, value))
        ev.append(CameraClue(cmd.axis, value, self.pending_source))
        self._detective_again(ev, again=False)

    def _reveal(self, cmd: Reveal, ev: list[Event]) -> None:
        if self.phase != MISTER_X_TURN or self.pending != "grid_search":
            raise IllegalCommand(f"no grid search is waiting ({self._waiting_for()})")
        cell = board.parse_cell(cmd.cell)
        if cell not in self.grid_search_cells():
            raise IllegalCommand(f"{board.name(cell)} is not a face-down district next to mister x")
        # Ruling: the turned district's own action is not performed (Mister X
        # performs "this action and only this action"), but a sabotage still
        # counts toward his three, and a Scotland Yard district turned this way
        # is spent like any face-up district.
        self._turn(cell, "grid_search", ev)
        if self.phase != OVER:
            self._detective_again(ev, again=False)

    # ---------------------------------------------------------------- helpers
    def _turn(self, index: int, by: str, ev: list[Event]) -> None:
        self.turned[index] = True
        tile = self.tile_at(index)
        ev.append(DistrictTurned(board.name(index), tile.id, tile.transport, tile.action, by))
        if tile.action == "mister_x":
            self._end("detective", "found", ev)
        elif tile.action == "sabotage":
            self.sabotage_turned += 1
            ev.append(SabotageUncovered(board.name(index), self.sabotage_turned))
            if self.sabotage_turned >= SABOTAGE_COUNT:
                self._end("mister_x", "sabotage", ev)

    def _mister_x_must(self, action: str, ev: list[Event], source: str = "") -> None:
        self.phase, self.pending, self.pending_source = MISTER_X_TURN, action, source
        if action in ("swap", "black_swap") and not self.legal_swaps():
            self._end("detective", "mister_x_stuck", ev)
            return
        ev.append(MisterXToAct(action, self.reach if action == "swap" else None))

    def _detective_again(self, ev: list[Event], again: bool = True) -> None:
        """The Detective moves next; ``again`` when Mister X did nothing in between."""
        self.phase, self.pending, self.pending_source, self.reach = DETECTIVE_MOVE, None, "", None
        if not self.detective_moves():
            self._end("mister_x", "detective_stuck", ev)
        else:
            ev.append(DetectiveToMove(self.detective_transport(), again=again))

    def _end(self, winner: str, reason: str, ev: list[Event]) -> None:
        self.phase, self.pending = OVER, None
        self._outcome = Outcome(winner, reason)
        ev.append(GameOver(winner, reason, board.name(self.mister_x_index())))

    def _outcome_text(self) -> str:
        assert self._outcome is not None
        return f"{self._outcome.winner.replace('_', ' ')} won ({self._outcome.reason.replace('_', ' ')})"

    def _waiting_for(self) -> str:
        if self.phase == SETUP:
            return "mister x is building his london"
        if self.phase == MISTER_X_TURN:
            return f"waiting for mister x's {self.pending.replace('_', ' ') if self.pending else 'turn'}"
        if self.phase == DETECTIVE_ACTION:
            return "waiting for the detective's action card or pass"
        return "waiting for the detective's move"

    # ------------------------------------------------------------------ views
    @overload
    def view_for(self, side: Literal["mister_x"]) -> MisterXView: ...
    @overload
    def view_for(self, side: Literal["detective"]) -> dict[str, Any]: ...
    @overload
    def view_for(self, side: str) -> dict[str, Any] | MisterXView: ...

    def view_for(self, side: str) -> dict[str, Any] | MisterXView:
        """What ``side`` may see: the Detective's view as plain JSON data, Mister X's as a
        :class:`MisterXView` (what the computer Mister X decides from; ``to_json`` for a screen).

        The Detective sees face-up districts, the Scotland Yard districts, swaps
        (secret swaps without cells), clues and cards; never a face-down district.
        Mister X sees his own districts and what he did, never the order of her unvisited yards.
        :raises ValueError: unknown side.
        """
        if side == MISTER_X:
            return self._mister_x_view()
        if side != DETECTIVE:
            raise ValueError(f"unknown side {side!r}")
        view: dict[str, Any] = {
            "game": GAME, "side": side, "phase": self.phase, "current_player": self.current_player,
            "detective": None if self.detective is None else board.name(self.detective),
            "transport": self.detective_transport(),
            "cards_left": list(self.cards_left), "sabotage_turned": self.sabotage_turned,
            "clues": [list(c) for c in self.clues],
            "outcome": None if self._outcome is None else self._outcome.to_json(),
        }
        cells: dict[str, dict[str, Any] | None] = {}
        for i in range(board.CELL_COUNT):
            shown = bool(self.board) and (self.turned[i] or self.tile_at(i).is_scotland_yard
                                          or self.phase == OVER)
            cells[board.name(i)] = ({"tile": self.board[i], "transport": self.tile_at(i).transport,
                                     "action": self.tile_at(i).action, "turned": self.turned[i]}
                                    if shown else None)
        view["cells"] = cells
        view["log"] = [e.for_detective().to_json() for e in self.log]
        view["mister_x"] = board.name(self.mister_x_index()) if self.phase == OVER else None
        # A swap or clue in progress is public; which tiles are involved is not.
        view["pending"] = self.pending
        return view

    def _mister_x_view(self) -> MisterXView:
        over = self.phase == OVER
        # The fronts of her unvisited yards face her (he looked away while she set them up).
        layout = tuple(None if (self._tile[t].is_scotland_yard and not self.turned[i] and not over)
                       else t for i, t in enumerate(self.board))
        return MisterXView(
            tiles=self.tiles, phase=self.phase, pending=self.pending, reach=self.reach,
            layout=layout, turned=tuple(self.turned), detective=self.detective,
            cards_left=tuple(self.cards_left), sabotage_turned=self.sabotage_turned,
            clues=tuple(self.clues), log=tuple(e for e in self.log if not isinstance(e, YardsPlaced)),
            outcome=None if self._outcome is None else self._outcome.to_json(),
            decision_key=f"{self.seed}/{len(self.history)}")

    def seat_to_act(self) -> str | None:
        """The seat due to act (:func:`hideout.engine.players.computer_moves`); None when over."""
        return self.current_player

    # ----------------------------------------------------------- persistence
    def copy(self) -> DuelGame:
        """A cheap independent copy without history or log (for search)."""
        g = DuelGame.__new__(DuelGame)
        g.__dict__.update(self.__dict__)
        g.board, g.turned, g.cards_left, g.clues = list(self.board), list(self.turned), list(self.cards_left), list(self.clues)
        g.history, g.log = [], []
        return g

    def undo(self) -> Command:
        """Take back the last command (python-chess ``pop``) by replaying the rest.

        :raises IllegalCommand: nothing to undo.
        """
        if not self.history:
            raise IllegalCommand("there is nothing to undo")
        last = self.history[-1]
        again = DuelGame.replay(self.seed, self.history[:-1], self.tiles)
        self.__dict__.update(again.__dict__)
        return last

    @classmethod
    def replay(cls, seed: int, commands: Iterable[Command], tiles: TileSet | None = None) -> DuelGame:
        """Rebuild a game from its seed and command list.

        :raises CommandError: a command is not legal where it appears.
        """
        game = cls(seed, tiles)
        for cmd in commands:
            game.apply(cmd)
        return game

    def to_json(self) -> dict[str, Any]:
        """A save file: seed, tile set and commands (enough to replay), plus a state summary."""
        return {
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": GAME, "seed": self.seed,
            "tiles": self.tiles.to_json(),
            "commands": [c.to_json() for c in self.history],
            "state": {"phase": self.phase, "board": list(self.board),
                      "turned": [board.name(i) for i in range(board.CELL_COUNT) if self.turned[i]],
                      "detective": None if self.detective is None else board.name(self.detective)},
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> DuelGame:
        """Load a save written by :meth:`to_json`.

        :raises SaveError: wrong format or version, or the replay disagrees with the saved state.
        """
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            found = doc.get("format") if isinstance(doc, dict) else type(doc).__name__
            raise SaveError(f"not a scotland yard duel save (format {found!r})")
        if doc.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported duel save version {doc.get('version')!r}")
        seed, commands = doc.get("seed"), doc.get("commands")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 64:
            raise SaveError(f"the duel save's seed is not a whole number: {seed!r}"[:120])
        if not isinstance(commands, list) or len(commands) > MAX_SAVED_COMMANDS:
            raise SaveError("the duel save's commands are not a list of commands")
        try:
            tiles = tile_set_from_json(doc["tiles"])
        except (KeyError, TypeError, AttributeError) as err:
            raise SaveError(f"the duel save's tiles are damaged ({type(err).__name__}: {err})"[:200]) from None
        game = cls(seed, tiles)
        for number, obj in enumerate(commands, start=1):
            try:
                game.apply(command_from_json(obj, GAME))
            except (TypeError, AttributeError) as err:   # a damaged field of a known command
                raise SaveError(f"the duel save's command {number} is damaged: {err}"[:200]) from None
        state = doc.get("state")
        if state is not None and state != game.to_json()["state"]:
            raise SaveError("the saved state does not match a replay of its commands")
        return game
