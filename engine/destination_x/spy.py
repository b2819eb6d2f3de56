"""The computer spy: a player in the spy's seat, seeing only ``view_for("spy")``.

The rules engine never calls it. When a round's destinations are laid out the game waits in
its HIDE phase; the application asks the spy (see :func:`hideout.engine.players.computer_moves`),
which reads the view it is handed and answers with a :class:`Hide` command. The view holds what a
human spy knows: the table, the cards played and the answers given, the score, the open cards,
how many cards each detective holds, and the game's informant cards as set up; never the
detectives' hands or the order of the deck.

Levels:

- ``easy``: any destination on the table, uniformly (for children).
- ``hard``: a mixed strategy checked against a team that knows it. It samples ``budget`` worlds
  consistent with what it saw (a deal of the unseen cards into hands and deck, and a team that
  knows a random share of the facts: see :class:`TeamModel`), and in each plays out the round
  for every possible hideout against :func:`informed_escape`'s team: one that knows the spy's
  mixture, weighs the candidates by it, eliminates the least likely and arrests when one
  destination is likely enough (the worse for the spy of a hasty and a careful such team). Starting from hiding anywhere, it greedily drops (or takes back) one destination at a
  time from the set it hides among uniformly while that raises its chance against such a team;
  a set that does not also beat hiding anywhere on freshly sampled worlds is dropped. The final
  mixture keeps ``EXPLORE`` of the uniform choice, so no destination is ever ruled out by the
  spy's habits. Knowing the mixture is all a team can learn from the algorithm: the choice
  itself is drawn from the spy's own generator.
- ``normal``: half the ``hard`` mixture, half the uniform one.

``random`` and ``cunning`` are accepted as the older names of ``easy`` and ``hard``.

:func:`equilibrium` solves the round's hider-seeker game against the Bayes-optimal team of
:mod:`~hideout.engine.destination_x.seeking` (a team that knows the mixture and replies best in
its world). ``bench/spy_equilibrium.py`` uses it to bound what any spy can win against such a
team. No level ships it: from the spy's seat (the team's facts unknown) its mixture came out
uniform in every round of a 20-game probe (with the team model the hard level uses narrowed to
well-read tables) and no better than uniform in the bench's best-response games, and a round
solved against the best reply says nothing about the teams that do not reply best.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hideout.data.cards import InformantCard
from hideout.data.handbook import Handbook
from hideout.engine.destination_x.answers import Answer, AnswerKind, answer_for
from hideout.engine.destination_x.commands import Hide
from hideout.engine.destination_x.detectives import TRADE_CARDS, Question, TableModel
from hideout.engine.destination_x.game import DestinationXGame, GameView

LEVELS = ("easy", "normal", "hard")
ALIASES = {"random": "easy", "cunning": "hard"}
EXPLORE = 0.1          # share of the uniform choice in the hard spy's mixture
NORMAL_SHARE = 0.5     # share of the hard mixture in the normal spy's
# The teams the spy guards against arrest once a destination holds this share of the
# probability: a hasty one (the best response arrests at 0.8) and a careful one that
# arrests only when certain (or when it must). The spy takes its worse chance of the two, so it
# gains nothing from piling its chances on one place (the careful team would see through it) and
# nothing from a mixture that only a hasty team falls for.
SEEKER_THRESHOLDS = (0.8, 1.0)


# What each level wins, measured by ``python bench/spy_strength.py --games 2000`` (2026-12-01):
# the spy's share of rounds against the standard (strong) team of detectives, and against the
# best-response team that knows its mixture.
MEASURED_ROUND_WINS = {"easy": (0.063, 0.057), "normal": (0.066, 0.061), "hard": (0.077, 0.065)}


def level_help() -> str:
    """The levels and their measured strength, for ``--help``."""
    return "; ".join(f"{level}: wins {strong:.1%} of rounds against a strong team ({reading:.1%} "
                     f"against one that knows its mixture)"
                     for level, (strong, reading) in MEASURED_ROUND_WINS.items())


class SeatError(TypeError):
    """A computer player was handed something other than its own seat's view."""


@dataclass(frozen=True)
class TeamModel:
    """What the spy assumes of detectives it cannot see into: ranges, not their actual facts.

    Each sampled world draws a numeric tolerance (figures within that ratio look alike) and a
    recall share for ordinary and for trade facts, then which (destination, card) facts the
    team knows, independently at random."""

    tolerances: tuple[float, ...] = (1.5, 2.0, 3.0, 5.0)
    recall: tuple[float, float] = (0.3, 0.8)
    text_recall: tuple[float, float] = (0.05, 0.4)


class TableFacts:
    """The answers every destination on the table would give, computed once per decision."""

    def __init__(self, table: Sequence[str], handbook: Handbook,
                 cards: dict[str, InformantCard], card_ids: Sequence[str],
                 gaining_knowledge: bool) -> None:
        self.table = tuple(table)
        self.size = len(self.table)
        self.cards = cards
        self.questions: list[Question] = []
        for card_id in dict.fromkeys(card_ids):
            card = cards[card_id]
            options = [o.id for o in card.options] if card.is_choice else [None]
            self.questions.extend((card_id, o) for o in options)
        self.answers: dict[Question, list[Answer]] = {
            q: [answer_for(cards[q[0]], q[1], handbook[d], gaining_knowledge, handbook)
                for d in self.table] for q in self.questions}
        # Per question: bit mask of the destinations giving exactly the same answer as each one.
        self.same: dict[Question, list[int]] = {}
        self.numeric: dict[Question, list[float]] = {}
        for q, answers in self.answers.items():
            self.same[q] = [sum(1 << c for c in range(self.size) if answers[c] == answers[h])
                            for h in range(self.size)]
            if all(a.kind is AnswerKind.NUMBER for a in answers):
                self.numeric[q] = [float(a.value or 0) for a in answers]

    def sample_masks(self, model: TeamModel, rng: random.Random) -> dict[Question, list[int]]:
        """Candidate masks (as :class:`TableModel.masks`) for one sampled team."""
        tolerance = rng.choice(model.tolerances)
        recall = rng.uniform(*model.recall)
        text_recall = rng.uniform(*model.text_recall)
        full = (1 << self.size) - 1
        known: dict[str, int] = {}
        masks: dict[Question, list[int]] = {}
        for q in self.questions:
            card_id = q[0]
            if q in self.numeric:
                values = self.numeric[q]
                masks[q] = [sum(1 << c for c in range(self.size)
                                if _alike(values[h], values[c], tolerance))
                            for h in range(self.size)]
                continue
            if card_id not in known:
                share = text_recall if card_id in TRADE_CARDS else recall
                known[card_id] = sum(1 << c for c in range(self.size) if rng.random() < share)
            unknown = full & ~known[card_id]
            masks[q] = [same | unknown for same in self.same[q]]
        return masks


def _alike(a: float, b: float, tolerance: float) -> bool:
    low, high = min(a, b), max(a, b)
    return a == b or high <= low * tolerance


class ComputerSpy:
    """The computer in the spy's seat. :meth:`choose` takes the seat's view, nothing else.

    ``seed``: its own randomness (None: the operating system's), independent of the game's.
    ``round_key``: instead, each round's draw comes from ``"<round_key>/<round>"`` (a game
    replayed from its seed, resumed or not, hides alike: the app passes the game's seed when
    the players gave one, so whoever knows that seed can know where it hides). ``last_mixture`` is the
    probability it gave each destination in its latest choice (for benchmarks: a team that
    knows the spy's mind exactly).
    """

    seat = "spy"

    def __init__(self, level: str, handbook: Handbook, cards: dict[str, InformantCard],
                 budget: int = 32, seed: int | None = None,
                 team: TeamModel | None = None, round_key: str | None = None) -> None:
        level = ALIASES.get(level, level)
        if level not in LEVELS:
            raise ValueError(f"unknown spy level {level!r}: choose from {', '.join(LEVELS)}")
        self.level = level
        self.handbook = handbook
        self.cards = cards
        self.budget = budget
        self.team = team or TeamModel()
        self.rng = random.Random(seed) if seed is not None else random.Random()
        self.round_key = round_key
        self.last_mixture: dict[str, float] = {}

    @classmethod
    def for_game(cls, game: DestinationXGame, seed: int | None = None,
                 round_key: str | None = None) -> ComputerSpy:
        """The spy ``game``'s config asks for (its level and budget), on the game's handbook."""
        return cls(game.config.spy_strategy, game.handbook, game.cards,
                   budget=game.config.spy_budget, seed=seed, round_key=round_key)

    def choose(self, view: GameView) -> Hide:
        """The hideout for the round ``view`` shows.

        :raises SeatError: ``view`` is not the spy's view.
        :raises ValueError: the game is not waiting for the spy to hide.
        """
        if not isinstance(view, GameView) or view.side != "spy":
            raise SeatError(f"the spy plays from the spy's view, not {type(view).__name__}"
                            + (f" of the {view.side}" if isinstance(view, GameView) else ""))
        if view.phase != "hide":
            raise ValueError(f"the spy hides only in the hide phase, not {view.phase!r}")
        if self.round_key is not None:
            self.rng = random.Random(f"{self.round_key}/{view.round}")
        mixture = self.mixture(view)
        self.last_mixture = dict(zip(view.table, mixture))
        index = self.rng.choices(range(len(view.table)), weights=mixture)[0]
        return Hide(view.table[index])

    def mixture(self, view: GameView) -> list[float]:
        """The probability of hiding in each destination of ``view.table``, in table order."""
        size = len(view.table)
        uniform = [1.0 / size] * size
        if self.level == "easy":
            return uniform
        share = NORMAL_SHARE if self.level == "normal" else 1.0 - EXPLORE

        def mix(hiding: int) -> list[float]:
            members = hiding.bit_count()
            return [share * (1.0 / members if hiding >> h & 1 else 0.0) + (1.0 - share) * u
                    for h, u in enumerate(uniform)]

        full = (1 << size) - 1
        worlds = self.worlds(view, self.budget)
        best, best_value = full, self.value(view, worlds, uniform)
        improved = True
        while improved:          # greedy: drop or take back one destination at a time
            improved = False
            for h in range(size):
                hiding = best ^ (1 << h)
                if not hiding:
                    continue
                v = self.value(view, worlds, mix(hiding))
                if v > best_value + 1e-9:
                    best, best_value, improved = hiding, v, True
        if best == full:
            return uniform
        # The check: the chosen set must also beat hiding anywhere on worlds it was not chosen on.
        fresh = self.worlds(view, self.budget)
        if self.value(view, fresh, mix(best)) < self.value(view, fresh, uniform):
            return uniform
        return mix(best)

    def worlds(self, view: GameView, count: int) -> list[tuple[TableModel, list[str]]]:
        """``count`` sampled worlds: a team's knowledge, and an order of the unseen cards."""
        unseen_cards = [c for c in view.deck if c not in view.played
                        and c not in (view.open_cards or ())]
        facts = TableFacts(view.table, self.handbook, self.cards, list(view.deck),
                           view.gaining_knowledge)
        out = []
        for _ in range(count):
            model = TableModel.from_masks(view.table, self.cards,
                                          facts.sample_masks(self.team, self.rng))
            unseen = list(unseen_cards)
            self.rng.shuffle(unseen)
            out.append((model, unseen))
        return out

    def value(self, view: GameView, worlds: Sequence[tuple[TableModel, list[str]]],
              weights: Sequence[float]) -> float:
        """The spy's chance to win the round hiding by ``weights`` against a team that knows
        them, averaged over ``worlds``: the lower of its chances against the hasty and the
        careful team (:data:`SEEKER_THRESHOLDS`)."""
        first = view.players.index(view.current_player) if view.current_player else 0
        mass = probability_masses(weights)
        totals = []
        for threshold in SEEKER_THRESHOLDS:
            total = 0.0
            for model, unseen in worlds:
                for h, weight in enumerate(weights):
                    if weight > 0:
                        hands, open_cards, pile = self._deal(view, unseen)
                        total += weight * informed_escape(model, h, weights, hands, open_cards,
                                                          pile, first, threshold, mass)
            totals.append(total / len(worlds))
        return min(totals)

    @staticmethod
    def _deal(view: GameView, unseen: list[str]) -> tuple[list[list[str]], list[str] | None,
                                                          list[str]]:
        """One world consistent with the view: hands of the sizes seen, the rest the deck."""
        if view.physical:
            # A printed game: the table may ask any card not yet played.
            return [[]], list(unseen), []
        if view.open_cards is not None:
            return [[]], list(view.open_cards), list(unseen)
        hands, at = [], 0
        for size in view.hand_sizes:
            hands.append(unseen[at:at + size])
            at += size
        return hands, None, unseen[at:]


def probability_masses(weights: Sequence[float]) -> list[float]:
    """``masses[m]``: the total weight of the destinations in bit mask ``m``."""
    mass = [0.0] * (1 << len(weights))
    for m in range(1, len(mass)):
        low = m & -m
        mass[m] = mass[m ^ low] + weights[low.bit_length() - 1]
    return mass


def informed_escape(model: TableModel, hideout: int, weights: Sequence[float],
                    hands: list[list[str]], open_cards: list[str] | None, pile: list[str],
                    turn: int, threshold: float = 0.8,
                    mass: Sequence[float] | None = None) -> float:
    """The spy's chance to win a round against a team that knows its mixture ``weights``
    (the :class:`~hideout.engine.destination_x.detectives.BayesianTeam`'s policy): questions that
    leave the least probability standing, eliminations of the least likely, an arrest once one
    destination holds ``threshold`` of the probability. Ties are averaged, not drawn."""
    size = model.size
    if mass is None:
        mass = probability_masses(weights)
    alive = (1 << size) - 1
    candidates = alive
    reach, escape = 1.0, 0.0
    players = len(hands)

    def arrest(live: int) -> float | None:
        """The escape chance if the team arrests now (None if it goes on)."""
        members = [h for h in range(size) if live >> h & 1]
        top = max(weights[h] for h in members)
        if len(members) > 1 and top < threshold * mass[live]:
            return None
        tied = [h for h in members if weights[h] >= top - 1e-12]
        return 0.0 if tied == [hideout] else (1.0 - 1.0 / len(tied) if hideout in tied else 1.0)

    for _ in range(size - 1):
        live = candidates & alive
        result = arrest(live)
        if result is not None:
            return escape + reach * result
        if open_cards is not None:
            pool = open_cards
        else:
            for _ in range(players):
                if hands[turn]:
                    break
                turn = (turn + 1) % players
            pool = hands[turn]
        if not pool:
            break
        best: Question | None = None
        best_score = 0.0
        bits = [h for h in range(size) if live >> h & 1]
        for card_id in pool:
            for q in model.questions_of(card_id):
                row = model.masks[q]
                score = sum(weights[h] * mass[live & row[h]] for h in bits)
                if best is None or score < best_score - 1e-12:
                    best, best_score = q, score
        assert best is not None
        pool.remove(best[0])
        candidates &= model.masks[best][hideout]
        if pile:
            pool.append(pile.pop())
        turn = (turn + 1) % players
        live = candidates & alive
        result = arrest(live)
        if result is not None:
            return escape + reach * result
        spare = alive & ~candidates
        if spare:
            alive &= ~(spare & -spare)
            continue
        members = [h for h in range(size) if live >> h & 1]
        low = min(weights[h] for h in members)
        tied = [h for h in members if weights[h] <= low + 1e-12]
        if hideout in tied:
            escape += reach / len(tied)
            reach *= 1.0 - 1.0 / len(tied)
        victim = next(h for h in tied if h != hideout) if tied != [hideout] else None
        if victim is None:
            return escape
        alive &= ~(1 << victim)
    live = candidates & alive
    result = arrest(live)
    return escape + reach * (result if result is not None else 1.0 - 1.0 / live.bit_count())


@dataclass(frozen=True)
class World:
    """One team the spy may be facing: what it can rule out (``model``), the cards each detective
    can ask this round in turn order (``hands``, from the one whose turn it is), and how many cards
    are left in the game (``cards_left``)."""

    model: TableModel
    hands: list[list[str]]
    cards_left: int


def world_escapes(world: World, weights: Sequence[float], width: int = 4,
                  card_value: float = 0.0) -> tuple[float, ...]:
    """The spy's payoff from each hideout against the team's best reply to ``weights`` in
    ``world`` (:func:`~hideout.engine.destination_x.seeking.best_response`): its chance to
    escape, plus ``card_value`` for each card the team plays (both sides count cards alike)."""
    from hideout.engine.destination_x.seeking import best_response

    reply = best_response(world.model.masks, world.model.questions_of, weights, world.hands, 0,
                          world.cards_left, card_cost=card_value, width=width)
    return tuple(e + card_value * c for e, c in zip(reply.escape, reply.cards))


def world_value(worlds: Sequence[World], weights: Sequence[float], width: int = 4) -> float:
    """The spy's chance to win the round hiding by ``weights`` against a best reply, averaged over
    ``worlds``."""
    return sum(sum(p * e for p, e in zip(weights, world_escapes(w, weights, width)))
               for w in worlds) / len(worlds)


Replies = Callable[[World, Sequence[float], int], tuple[float, ...]]


def equilibrium(worlds: Sequence[World], size: int, iterations: int = 8, width: int = 4,
                floor: float = 0.0, replies: Replies | None = None) -> tuple[float, list[float]]:
    """The mixture that does best against a team that knows it and replies best in whichever of
    ``worlds`` it is, by cutting planes: each best reply found is a linear piece of the spy's value
    in its world; a linear programme finds the mixture that maximises the average over worlds of
    the lowest piece so far; the team replies to that mixture; repeat until the programme cannot
    promise more than the best mixture found already achieves (or ``iterations`` run out).
    ``floor``: the least probability each destination keeps. Returns the value and the mixture."""
    import numpy as np
    from scipy.optimize import linprog

    reply = replies or world_escapes
    mixture = [1.0 / size] * size
    cuts: list[list[tuple[float, ...]]] = [[] for _ in worlds]
    best_value, best = -1.0, mixture
    count = len(worlds)
    for _ in range(iterations):
        escapes = [reply(w, mixture, width) for w in worlds]
        value = sum(sum(p * e for p, e in zip(mixture, esc)) for esc in escapes) / count
        if value > best_value:
            best_value, best = value, mixture
        for i, esc in enumerate(escapes):
            cuts[i].append(esc)
        # Variables: the mixture, then one value per world; maximise the mean value.
        objective = np.zeros(size + count)
        objective[size:] = -1.0 / count
        rows, bounds = [], []
        for i, pieces in enumerate(cuts):
            for esc in pieces:
                row = np.zeros(size + count)
                row[:size] = -np.asarray(esc)
                row[size + i] = 1.0
                rows.append(row)
                bounds.append(0.0)
        equal = np.zeros((1, size + count))
        equal[0, :size] = 1.0
        result = linprog(objective, A_ub=np.asarray(rows), b_ub=bounds, A_eq=equal, b_eq=[1.0],
                         bounds=[(floor, 1.0)] * size + [(0.0, 1.0)] * count, method="highs")
        if not result.success:
            break
        promised = -float(result.fun)
        mixture = [max(0.0, float(x)) for x in result.x[:size]]
        total = sum(mixture)
        mixture = [x / total for x in mixture]
        if promised <= best_value + 1e-4:
            break
    return best_value, best
