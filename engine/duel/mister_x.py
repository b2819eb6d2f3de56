"""The computer Mister X: builds his London and chooses his swaps, clues and grid-search answers.

Levels:

- ``random``: any legal choice; a random London that only obeys the hard setup rule.
- ``greedy``: one-ply: picks the choice whose resulting position scores best.
- ``search``: expectimax over the Detective's next move. The Detective is
  modelled as preferring districts she believes likely (a softmax over the
  :class:`Belief` she can compute from public events); after each of her moves
  Mister X's best reply is looked up among a few candidates, then the position
  is scored. Candidates are searched best-first until the time budget is spent
  (``time_budget`` seconds, default 1) or, for reproducible runs, exactly
  ``iterations`` candidates.

- ``rollout``: plays each of a few candidate choices
  (:data:`ROLLOUT_CANDIDATES`: the base's first (:data:`ROLLOUT_BASE`), those moving his own
  district, then greedy's order) out to the end of the game, greedy after it, against models of
  the Detective built from public knowledge only (:data:`ROLLOUT_MODELS`,
  :class:`ModelDetective`: one who knows his published set-up, reads his swaps by the habit a
  Detective who studies his program measures (:data:`SELF_HABIT`,
  :mod:`~hideout.engine.duel.habit`) and hunts the likeliest district in her reach around
  likely sabotage; one who moves by the engine's look-ahead score and reads nothing) and keeps the first that wins against all of them. So he swaps knowing what each
  swap tells a Detective who reads him: a flight she would read is played only if the line
  still wins. Found with the oracle bench (``bench/oracle_mister_x.py``): a Mister X whose
  rollouts play the red team's wary Detective's own code wins far more than one whose model of
  her is the search's softmax, and most of that is her reading of his swaps.

The score (from Mister X's side, -1 lost .. +1 won) weighs the chance the
Detective steps on his district next, the chance she steps on a sabotage, how
strongly she already suspects his district, and sabotages already uncovered.

What Mister X sees: his seat's view (:class:`~hideout.engine.duel.view.MisterXView`), every
district but the fronts of the Scotland Yard districts the Detective has not yet visited (she set
them up while he looked away). :meth:`MisterX.choose` accepts nothing else; it searches on a game
rebuilt from the view (:func:`seat_game`) with those yards in an order of his own guessing.

Set-up (``greedy`` and ``search``): :func:`strategic_layout` draws his London at random from a
published distribution (:data:`SETUP_ROWS`) chosen so that a Detective who knows it learns
little: his own district and the sabotaged ones on any free cell outside the starting row, each
row equally likely. :class:`~hideout.engine.duel.detectives.InformedDetective` starts from
that distribution (:func:`setup_prior`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from functools import lru_cache

from hideout.data.duel_tiles import TileSet, load_tiles
from hideout.engine.commands import Command
from hideout.engine.duel import board
from hideout.engine.duel.belief import Belief, move_score
from hideout.engine.duel.commands import Move, Setup, Swap
from hideout.engine.duel.detectives import GreedyDetective, action_card
from hideout.engine.duel.events import DistrictTurned, Event, MisterXSwapped
from hideout.engine.duel.game import DETECTIVE_ACTION, DETECTIVE_MOVE, MISTER_X, OVER, SETUP, DuelGame
from hideout.engine.duel.habit import Habit, HabitBelief
from hideout.engine.duel.view import MisterXView
from hideout.engine.errors import IllegalCommand
from hideout.engine.players import computer_moves

LEVELS = ("random", "greedy", "search", "rollout")
DETECTIVE_SHARPNESS = 4.0   # softmax temperature of the modelled Detective (greedy-like, not certain)
TWO_MOVE_DANGER = 0.2       # weight of "she could reach him in two moves" (tuned on the bench)
# "expert" (rollout) is offered beside "hard" (search), not in its place: it holds against a
# Detective who reads his swaps (72% against 37%) but wins fewer games against the plain greedy
# one (78% against 82%), the bar for "hard".
ALIASES = {"easy": "random", "normal": "greedy", "hard": "search", "expert": "rollout"}
ROLLOUT_CANDIDATES = 24     # his choices the rollout level plays out per decision
# His models of her (ModelDetective): (hunting, reads his swaps by SELF_HABIT, how dear stepping on
# a sabotage is to her, knows his published set-up). A hunter who reads them and steps around
# likely sabotage, and the engine's look-ahead Detective who reads nothing. A third, a hunter who
# reads but does not avoid sabotage, won more against the red team's hunter (84% against 53%, 100
# games) but cost the greedy Detective's target (69% against 78%): more models, fewer lines that
# win against all of them.
ROLLOUT_MODELS: tuple[tuple[bool, bool, float, bool], ...] = (
    (True, True, 1.0, True), (False, False, 0.0, True))
ROLLOUT_PLIES = 200         # a rollout's cap (a game never lasts so long: 22 districts)
# His first candidate (and, when none wins, the tie-breaker): the search level's choice ("search",
# at ROLLOUT_BASE_CANDIDATES) or greedy's. Against the greedy Detective the search base held 78%
# where greedy's held 74% (100 games), at the same strength against the wary one.
ROLLOUT_BASE = "search"
ROLLOUT_BASE_CANDIDATES = 6
# When no candidate's line wins against every model: play the one winning against most of them
# ("best"), or the base's choice ("base").
ROLLOUT_FALLBACK = "best"
# His habit as a Detective who studies his program measures it (``bench/red_team.py``'s study):
# weights of a swap moving himself, out of her reach, into it, a decoy flight (fitted on the
# rollout level's play before it modelled her reading, study seeds 900001..900060); a secret swap
# moves him 85% of the time (the studies of this level saw 37/39 to 47/50; the 0.6 for a secret
# swap made while safe is never used: a black ticket reaches every district). His models of her read his swaps with it.
SELF_HABIT = Habit((2.13, 1.93, -2.28, 1.77), (0.6, 0.85), 1.0)
# What uncovering one more sabotage costs a Detective who steps around them, by how many are
# already face up, next to catching him (1.0): the third ends the game.
SABOTAGE_COST = (0.3, 0.5, 1.0)
# Mister X's share of games won per level (2026-12-01): against the greedy Detective and the
# informed one (``python bench/mister_x_strength.py --games 2000``, seeds 0..1999), and against
# the red team's wary one, who also reads his swaps (habit re-fitted on games against herself)
# and steps around likely sabotage (``python bench/red_team.py mister-x --games 300``, seeds
# 500001..500300; normal and hard are within each other's interval there). Expert (rollout),
# fewer games: 78.1% against greedy (1,000 games, seeds 0..999; search 82.2% on them), 90.0%
# against informed (300 games, seeds 0..299), 72.0% against wary (300 games, the same seeds).
# Last, against the red team's counter, who reads his swaps through counts of her own instead of
# the habit his rollouts model (``bench/red_team_counter.py``; 300 games, seeds 500001..500300).
MEASURED_WINS = {"easy": (0.146, 0.145, 0.100, 0.093), "normal": (0.709, 0.648, 0.380, 0.367),
                 "hard": (0.817, 0.768, 0.370, 0.357), "expert": (0.781, 0.900, 0.720, 0.650)}


def level_help() -> str:
    """The levels (easy = random, normal = greedy, hard = search, expert = rollout) and their measured
    strength."""
    return "; ".join(f"{level} ({ALIASES[level]}): wins {greedy:.0%} of games against a greedy "
                     f"detective, {informed:.0%} against one who knows his set-up rules, "
                     f"{wary:.0%} against one who also reads his swaps, {counter:.0%} against one "
                     f"who reads them her own way"
                     for level, (greedy, informed, wary, counter) in MEASURED_WINS.items())


# The weight of a cell by its row (1-5, from the Detective's side), for his own district and for
# the sabotaged ones. Row 1 is never used for sabotage (the rule) nor for him (the rulebook's
# advice: her first move turns one of its five); rows 2-5 are equally likely for both, so a
# Detective who knows the rules learns only that (17 cells each). Tuned on games the measured
# tables do not use (bench seeds 100000+ and red-team seeds 700001+, 300 games each, search):
# uniform rows won 80.7% against the greedy Detective, 78.0% against the informed one and 44.7%
# against the red team's wary one; him leaning away (rows 2-5 weighted 1, 1, 2, 2), sabotage
# uniform 82.0%, 73.3%, 41.7%; both leaning (the previous rows: sabotage 2, 2, 1, 1; 200 games) 88.5%, 67.5%,
# 43.0%: a Detective who knows the weights steps around the sabotage.
SETUP_ROWS = {"mister_x": (0, 1, 1, 1, 1), "sabotage": (0, 1, 1, 1, 1)}


class MisterX:
    """Chooses Mister X's commands. ``decisions`` counts choices made (for benchmarks)."""

    def __init__(self, level: str = "search", time_budget: float = 1.0, iterations: int | None = None,
                 replies: int = 8) -> None:
        level = ALIASES.get(level, level)
        if level not in LEVELS:
            raise ValueError(f"unknown mister x level {level!r}; choose from {', '.join(LEVELS)}")
        self.level = level
        self.time_budget = time_budget
        self.iterations = iterations
        self.replies = replies
        self.decisions = 0

    # ---------------------------------------------------------------- public
    def choose(self, view: MisterXView) -> Command:
        """Mister X's command, decided from his seat's view alone (``game.view_for("mister_x")``).

        :raises TypeError: given anything but a :class:`MisterXView` (the game itself holds
            what his seat may not see).
        :raises IllegalCommand: it is not Mister X's turn.
        """
        if not isinstance(view, MisterXView):
            raise TypeError("mister x decides from game.view_for('mister_x'), "
                            f"not from a {type(view).__name__}")
        if view.current_player != MISTER_X:
            raise IllegalCommand("it is not mister x's turn")
        rng = random.Random(view.decision_key)
        self.decisions += 1
        if view.phase == SETUP:
            return random_layout(view.tiles, rng) if self.level == "random" else strategic_layout(view.tiles, rng)
        game = seat_game(view, rng)
        options = game.legal_commands()
        if self.level == "random" or len(options) == 1:
            return rng.choice(options)
        # The Detective he models starts from a uniform guess: modelling one who knows his set-up
        # rules lost more against the greedy Detective (69% against 84% over 300 games) than it
        # gained against the informed one.
        belief = Belief.for_game(game)
        scored = sorted(((after_value(game, belief, c), rng.random(), c) for c in options),
                        key=lambda t: (t[0], t[1]), reverse=True)
        if self.level == "greedy":
            return scored[0][2]
        if self.level == "rollout":
            return self._rollouts([c for _, _, c in scored], game, belief, rng)
        return self._search([c for _, _, c in scored], game, belief, rng)

    # ---------------------------------------------------------------- search
    def _search(self, ordered: list[Command], game: DuelGame, belief: Belief, rng: random.Random,
                candidates: int | None = None) -> Command:
        deadline = time.perf_counter() + self.time_budget
        limit = candidates or (self.iterations if self.iterations is not None else len(ordered))
        best, best_value = ordered[0], -math.inf
        for k, cmd in enumerate(ordered[:max(1, limit)]):
            if self.iterations is None and k >= 2 and time.perf_counter() > deadline:
                break
            value = self._expectimax(game, belief, cmd, rng)
            if value > best_value:
                best, best_value = cmd, value
        return best

    def _expectimax(self, game: DuelGame, belief: Belief, cmd: Command, rng: random.Random) -> float:
        g, b = play(game, belief, cmd)
        if g.phase == OVER:
            return terminal(g)
        if g.phase != DETECTIVE_MOVE:
            return position_value(g, b)
        total = 0.0
        for move, prob in detective_policy(g, b):
            g2, b2 = play(g, b, Move(board.name(move)))
            total += prob * self._reply_value(g2, b2, rng)
        return total

    def _reply_value(self, g: DuelGame, b: Belief, rng: random.Random) -> float:
        """Value after the Detective's move: Mister X's best of a few replies, if he has one to make."""
        if g.phase == OVER:
            return terminal(g)
        if g.current_player != MISTER_X:
            return position_value(g, b)   # extra move or action card: score as it stands
        options = g.legal_commands()
        if len(options) > self.replies:
            options = reply_sample(g, options, self.replies, rng)
        return max(after_value(g, b, c) for c in options)

    # ---------------------------------------------------------------- rollouts
    def _rollouts(self, ordered: list[Command], game: DuelGame, belief: Belief,
                  rng: random.Random) -> Command:
        """The first of his choices (the base's first, :data:`ROLLOUT_BASE`; then those moving
        his own district, then greedy's order) after which greedy play wins to the end against
        each of his models of the Detective (:data:`ROLLOUT_MODELS`); if none does, the one
        winning against most of them, then with the most sabotage turned, then lasting longest."""
        deadline = time.perf_counter() + self.time_budget
        if ROLLOUT_BASE == "search":
            base = self._search(ordered, game, belief, rng, ROLLOUT_BASE_CANDIDATES)
            ordered = [base] + [c for c in ordered if c != base]
        x = board.name(game.mister_x_index())
        own = [c for c in ordered[1:] if isinstance(c, Swap) and x in (c.a, c.b)]
        rest = [c for c in ordered[1:] if c not in own]
        models = self.models_of_her(game)
        best, best_key = ordered[0], (-1, -1, -1)
        for k, cmd in enumerate(([ordered[0]] + own + rest)[:ROLLOUT_CANDIDATES]):
            if self.iterations is None and k >= 2 and time.perf_counter() > deadline:
                break
            results = [rollout(game, belief, her, cmd, rng) for her in models]
            key = (sum(r[0] for r in results), sum(r[1] for r in results), sum(r[2] for r in results))
            if key[0] == len(models):
                return cmd
            if key > best_key:
                best, best_key = cmd, key
        return best if ROLLOUT_FALLBACK == "best" else ordered[0]

    def models_of_her(self, game: DuelGame) -> list[ModelDetective]:
        """His models of the Detective (:data:`ROLLOUT_MODELS`) in ``game`` as she sees it: his
        published set-up and sabotage priors followed through the public events, once."""
        sabotage = list(sabotage_prior(self.level))
        for event in game.log:
            follow_sabotage(sabotage, event.for_detective())
        beliefs = {}
        for reads, knows in {(reads, knows) for _, reads, _, knows in ROLLOUT_MODELS}:
            belief = HabitBelief(setup_prior(self.level) if knows else None,
                                 SELF_HABIT if reads else Habit())
            for event in game.log:
                belief.update(event.for_detective())
            beliefs[reads, knows] = belief
        for i, face_up in enumerate(game.turned):
            if face_up:
                sabotage[i] = 0.0
                for belief in beliefs.values():
                    if not belief.turned[i]:
                        belief.turn(i)
        return [ModelDetective(beliefs[reads, knows], hunting, wary, sabotage)
                for hunting, reads, wary, knows in ROLLOUT_MODELS]


class ModelDetective:
    """Mister X's model of a Detective in his rollouts, from public knowledge only: she knows
    his published set-up rules (:func:`setup_prior`, :func:`sabotage_prior`), tracks every
    public swap and plays her action cards like the engine's Detectives; a ``hunting`` one
    steps to the likeliest district in her reach, around likely sabotage (``wary`` > 0: its
    cost next to catching him), the other by the engine's look-ahead :func:`move_score`."""

    def __init__(self, belief: Belief, hunting: bool, wary: float = 0.0,
                 sabotage: list[float] | None = None) -> None:
        self.belief, self.hunting, self.wary = belief, hunting, wary
        self.sabotage = sabotage or [0.0] * board.CELL_COUNT

    def copy(self) -> ModelDetective:
        return ModelDetective(self.belief.copy(), self.hunting, self.wary, list(self.sabotage))

    def update(self, event: Event) -> None:
        self.belief.update(event)
        follow_sabotage(self.sabotage, event)

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        moves = game.detective_moves()
        if game.phase == DETECTIVE_ACTION:
            card = action_card(self.belief, moves, game.cards_left, GreedyDetective.strong_suspect)
            if card is not None:
                return card
        b = self.belief
        if not self.hunting:
            return Move(board.name(max(moves, key=lambda m: (move_score(b, m), b.p[m], rng.random()))))
        total = sum(self.sabotage)
        scale = (3 - game.sabotage_turned) / total if total > 0 else 0.0
        cost = self.wary * SABOTAGE_COST[min(game.sabotage_turned, 2)]
        return Move(board.name(max(moves, key=lambda m: (
            b.p[m] - cost * scale * self.sabotage[m] * (1 - b.p[m]), move_score(b, m), rng.random()))))


def follow_sabotage(q: list[float], event: Event) -> None:
    """Move ``q``, the chance each cell holds a sabotage, by a public ``event``: a swap seen
    exchanges two cells, a secret one blurs where they are, a district turned face up holds
    none any more. What a Detective who knows his published set-up can track."""
    if isinstance(event, MisterXSwapped):
        if event.a and event.b:
            a, b = board.parse_cell(event.a), board.parse_cell(event.b)
            q[a], q[b] = q[b], q[a]
        else:
            live = [i for i in range(board.CELL_COUNT) if q[i] > 0]
            mean = sum(q[i] for i in live) / max(len(live), 1)
            q[:] = [(v + mean) / 2 if v > 0 else 0.0 for v in q]
    elif isinstance(event, DistrictTurned):
        q[board.parse_cell(event.cell)] = 0.0


def rollout(game: DuelGame, mine: Belief, her: ModelDetective, first: Command,
            rng: random.Random) -> tuple[int, int, int]:
    """``first``, then greedy Mister X (judging by ``mine``, the uniform-prior belief) against
    ``her`` to the end: (won, sabotage turned, plies)."""
    g, mine, her = game.copy(), mine.copy(), her.copy()
    cmd = first
    for plies in range(1, ROLLOUT_PLIES + 1):
        for event in g.apply(cmd):
            public = event.for_detective()
            mine.update(public)
            her.update(public)
        if g.phase == OVER:
            return int(terminal(g) > 0), g.sabotage_turned, plies
        if g.current_player == MISTER_X:
            cmd = max(g.legal_commands(), key=lambda c: after_value(g, mine, c))
        else:
            cmd = her.choose(g, rng)
    return 0, g.sabotage_turned, ROLLOUT_PLIES


def seat_game(view: MisterXView, rng: random.Random) -> DuelGame:
    """A game Mister X can search on, built from his view alone: the Scotland Yard districts
    whose fronts he has not seen stand in an order drawn at random (he cannot know hers)."""
    game = DuelGame(0, view.tiles)
    layout = list(view.layout)
    seen = set(layout)
    unseen = sorted(t.id for t in view.tiles.scotland_yard if t.id not in seen)
    rng.shuffle(unseen)
    cells = [i for i, tile in enumerate(layout) if tile is None]
    for i, tile_id in zip(cells, unseen):
        layout[i] = tile_id
    game.board = [t for t in layout if t is not None]
    game.turned = list(view.turned)
    game.detective, game.phase, game.pending, game.reach = view.detective, view.phase, view.pending, view.reach
    game.cards_left, game.clues = list(view.cards_left), list(view.clues)
    game.sabotage_turned = view.sabotage_turned
    game.log = list(view.log)
    return game


def play_mister_x(game: DuelGame, mister_x: MisterX) -> list[Event]:
    """Let the computer play every Mister X turn now due (setup included), each decided from
    ``game.view_for("mister_x")`` alone; return the events.

    Call it after each Detective command: it returns at once when it is her turn or the game is over.
    """
    return computer_moves(game, {MISTER_X: mister_x})


# ------------------------------------------------------------------ scoring
def play(game: DuelGame, belief: Belief, cmd: Command) -> tuple[DuelGame, Belief]:
    """Copies of game and belief after ``cmd`` (the belief sees only what the Detective sees)."""
    g, b = game.copy(), belief.copy()
    for event in g.apply(cmd):
        b.update(event.for_detective())
    return g, b


def after_value(game: DuelGame, belief: Belief, cmd: Command) -> float:
    g, b = play(game, belief, cmd)
    return terminal(g) if g.phase == OVER else position_value(g, b)


def terminal(game: DuelGame) -> float:
    outcome = game.outcome()
    assert outcome is not None
    return 1.0 if outcome.winner == MISTER_X else -1.0


def detective_policy(game: DuelGame, belief: Belief) -> list[tuple[int, float]]:
    """The modelled Detective: likelier districts are likelier moves."""
    moves = game.detective_moves()
    if not moves:
        return []
    scores = [move_score(belief, m) for m in moves]
    top = max(scores) or 1.0
    weights = [math.exp(DETECTIVE_SHARPNESS * s / top) for s in scores]
    total = sum(weights)
    return [(m, w / total) for m, w in zip(moves, weights)]


def position_value(game: DuelGame, belief: Belief) -> float:
    """Mister X's outlook in a live position (-1..1)."""
    x = game.mister_x_index()
    value = 0.12 * game.sabotage_turned - 0.5 * belief.p[x]
    if game.phase != DETECTIVE_MOVE:
        return value
    policy = detective_policy(game, belief)
    if not policy:
        return 1.0   # the Detective is stuck
    for move, prob in policy:
        tile = game.tile_at(move)
        if move == x:
            value -= prob
            continue
        if tile.action == "sabotage":
            value += prob * (0.9 if game.sabotage_turned == 2 else 0.3)
        elif tile.action in ("camera", "scotland_yard"):
            value -= prob * 0.1   # a clue or an action card for the Detective
        if reaches(move, x, tile.range):
            value -= prob * TWO_MOVE_DANGER   # from there she could reach him next turn
    return value


def reaches(frm: int, target: int, reach: int | None) -> bool:
    """Whether a Detective on ``frm`` with a ticket of ``reach`` could end on face-down ``target``."""
    if reach is None:
        return True
    dist = board.orthogonal_distance(frm, target)
    return dist is not None and 0 < dist <= reach


def reply_sample(game: DuelGame, options: list[Command], k: int, rng: random.Random) -> list[Command]:
    """A few of Mister X's replies, always including those that move his own district."""
    x = board.name(game.mister_x_index())
    own = [c for c in options if isinstance(c, Swap) and x in (c.a, c.b)]
    rest = [c for c in options if not (isinstance(c, Swap) and x in (c.a, c.b))]
    picked = own[:k] + rng.sample(rest, max(0, min(len(rest), k - len(own))))
    return picked or options[:k]


# ------------------------------------------------------------------- setup
def _fill(tiles: TileSet, placed: dict[int, str], rng: random.Random) -> Setup:
    layout = [""] * board.CELL_COUNT
    for index, tile in zip(board.SCOTLAND_YARD_INDEXES, tiles.scotland_yard):
        layout[index] = tile.id
    for index, tile_id in placed.items():
        layout[index] = tile_id
    rest = [t.id for t in tiles.mister_x if t.id not in placed.values()]
    free = [i for i in range(board.CELL_COUNT) if not layout[i]]
    rng.shuffle(rest)
    for index, tile_id in zip(free, rest):
        layout[index] = tile_id
    return Setup(tuple(layout))


def _place(ids: list[str], cells: list[int], placed: dict[int, str], rng: random.Random) -> None:
    cells = [c for c in cells if c not in placed]
    for tile_id, cell in zip(ids, rng.sample(cells, len(ids))):
        placed[cell] = tile_id


def random_layout(tiles: TileSet, rng: random.Random) -> Setup:
    """A London that obeys only the hard rule: no sabotage in the starting row."""
    sabotage = [t.id for t in tiles.mister_x if t.action == "sabotage"]
    allowed = [i for i in range(board.SIZE, board.CELL_COUNT) if i not in board.SCOTLAND_YARD_INDEXES]
    placed: dict[int, str] = {}
    _place(sabotage, allowed, placed, rng)
    return _fill(tiles, placed, rng)


def _place_by_rows(ids: list[str], rows: tuple[int, ...], placed: dict[int, str],
                   rng: random.Random) -> None:
    """Each of ``ids`` on a free cell drawn with its row's weight in ``rows``."""
    for tile_id in ids:
        cells = [i for i in range(board.CELL_COUNT) if i not in placed and i not in board.SCOTLAND_YARD_INDEXES
                 and rows[board.row_of(i) - 1] > 0]
        cell = rng.choices(cells, weights=[rows[board.row_of(i) - 1] for i in cells])[0]
        placed[cell] = tile_id


def strategic_layout(tiles: TileSet, rng: random.Random) -> Setup:
    """A London drawn from :data:`SETUP_ROWS`: his own district and the sabotaged ones anywhere
    outside the starting row, weighted by row; black tickets and cameras kept out of it too, so
    her first ticket is modest. Published: a Detective who knows it still faces 17 cells."""
    by_action: Callable[[str], list[str]] = lambda a: [t.id for t in tiles.mister_x if t.action == a]
    placed: dict[int, str] = {}
    _place_by_rows(by_action("mister_x"), SETUP_ROWS["mister_x"], placed, rng)
    _place_by_rows(by_action("sabotage"), SETUP_ROWS["sabotage"], placed, rng)
    _place(by_action("black_swap") + by_action("camera"),
           [i for i in range(board.SIZE, board.CELL_COUNT) if i not in board.SCOTLAND_YARD_INDEXES], placed, rng)
    return _fill(tiles, placed, rng)


@lru_cache(maxsize=4)
def setup_prior(level: str, samples: int = 4000) -> tuple[float, ...]:
    """Where Mister X's own district starts, per cell, under ``level``'s published set-up rules
    (counted over ``samples`` set-ups from a fixed seed): what a Detective who knows the rules
    may start from."""
    tiles = load_tiles()
    layout = random_layout if ALIASES.get(level, level) == "random" else strategic_layout
    rng = random.Random(20261130)
    own = tiles.own_district()
    counts = [0] * board.CELL_COUNT
    for _ in range(samples):
        counts[layout(tiles, rng).layout.index(own)] += 1
    return tuple(c / samples for c in counts)


@lru_cache(maxsize=4)
def sabotage_prior(level: str, samples: int = 4000) -> tuple[float, ...]:
    """The chance each cell starts with a sabotaged district under ``level``'s published set-up
    rules (counted over ``samples`` set-ups from a fixed seed): what a Detective who knows the
    rules, and the rulebook's none in the starting row, may expect."""
    tiles = load_tiles()
    layout = random_layout if ALIASES.get(level, level) == "random" else strategic_layout
    rng = random.Random(20261201)
    sabotage = {t.id for t in tiles.mister_x if t.action == "sabotage"}
    counts = [0] * board.CELL_COUNT
    for _ in range(samples):
        for i, tile in enumerate(layout(tiles, rng).layout):
            counts[i] += tile in sabotage
    return tuple(c / samples for c in counts)
