"""Simulated teams of detectives, for evaluating spies (the spy's own look-ahead borrows the
question policy, but never a team's :class:`Knowledge`: it cannot know what a table knows).

The team is strong but not omniscient: real detectives do not carry the handbook, so a
:class:`Knowledge` model says what they can rule out from an answer:

- numbers (area, population, GDP, peak height): they know each destination's figure roughly, so
  a destination is ruled out only when its figure differs from the answer by more than
  ``numeric_tolerance`` (a ratio);
- every other fact (letters, yes/no, words, neighbour counts): they know it for a share
  ``recall`` of (destination, card) pairs (``text_recall`` for the obscure trade facts: main
  agricultural product, industry, export), fixed by a hash so the same team always knows the
  same facts; an unknown fact rules nothing out. ``salt`` picks another set of known facts
  (another table of people).

The hideout itself is never ruled out (its own answer always matches), so eliminating a ruled-out
destination is always safe. Policy (decided here; the spy's simulation uses exactly the same one):

1. arrest as soon as one candidate is left (before asking: cards are scarce for the whole game);
2. ask the card and option with the smallest expected number of candidates left after the answer
   (candidates uniformly likely), first in hand order on ties;
3. eliminate a destination the answers ruled out (first on the table); if none is ruled out,
   eliminate a random candidate: a 1-in-k risk is smaller than an arrest's (k-1)-in-k;
4. in the final arrest (cards exhausted), name a random candidate.

That is :class:`DetectiveTeam`, the standard team. :class:`BayesianTeam` also knows the spy's
mixed strategy (a prior over the table), weighs candidates by it, and arrests as soon as one is
likely enough: a best response to a spy whose algorithm it knows. :class:`RandomTeam` asks any
card and guesses when it must.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hideout.data.cards import InformantCard
from hideout.data.handbook import Handbook
from hideout.engine.commands import Command
from hideout.engine.destination_x.answers import Answer, AnswerKind, answer_for, card_questions
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess

if TYPE_CHECKING:
    from hideout.engine.destination_x.game import DestinationXGame, GameView

Question = tuple[str, "str | None"]
TRADE_CARDS = frozenset({"agricultural_product", "industry", "export"})


@dataclass(frozen=True)
class Knowledge:
    """What the simulated detectives know of the world (see the module docstring)."""

    # Defaults: a well-read table of adults, calibrated with bench/spy_strength.py so that the
    # round is a contest (a perfect team beats any spy; a clueless one loses to any).
    numeric_tolerance: float = 3.0
    recall: float = 0.5
    text_recall: float = 0.2
    salt: str = ""

    def knows(self, dest_id: str, card: str) -> bool:
        recall = self.text_recall if card in TRADE_CARDS else self.recall
        return zlib.crc32(f"{self.salt}{dest_id}/{card}".encode()) % 1000 < recall * 1000

    def could_be(self, heard: Answer, candidate_answer: Answer, dest_id: str) -> bool:
        """Could ``dest_id`` (whose true answer is ``candidate_answer``) have given ``heard``?"""
        if heard == candidate_answer:
            return True
        if heard.kind is AnswerKind.NUMBER and candidate_answer.kind is AnswerKind.NUMBER:
            a, b = float(heard.value or 0), float(candidate_answer.value or 0)
            low, high = min(a, b), max(a, b)
            return high <= low * self.numeric_tolerance
        return not self.knows(dest_id, heard.card)


class TableModel:
    """For one table of destinations: which destinations each possible answer leaves standing.

    ``masks[question][h]`` is a bit mask over the table (bit i = ``table[i]``) of the destinations
    the team still considers possible after hearing the answer the spy gives from ``table[h]``.
    """

    def __init__(self, table: Sequence[str], handbook: Handbook, cards: dict[str, InformantCard],
                 knowledge: Knowledge, gaining_knowledge: bool = False,
                 questions: Sequence[Question] | None = None) -> None:
        self.table = tuple(table)
        self.size = len(self.table)
        self.knowledge = knowledge
        self.cards = cards
        self.masks: dict[Question, list[int]] = {}
        self.answers: dict[Question, list[Answer]] = {}
        for card_id, option in questions if questions is not None else card_questions(cards):
            card = cards[card_id]
            answers = [answer_for(card, option, handbook[d], gaining_knowledge, handbook)
                       for d in self.table]
            self.answers[(card_id, option)] = answers
            self.masks[(card_id, option)] = [
                sum(1 << c for c in range(self.size)
                    if knowledge.could_be(answers[h], answers[c], self.table[c]))
                for h in range(self.size)
            ]

    @classmethod
    def from_masks(cls, table: Sequence[str], cards: dict[str, InformantCard],
                   masks: dict[Question, list[int]]) -> TableModel:
        """A model from ready masks (the spy's sampled teams); it has no ``answers``."""
        model = cls.__new__(cls)
        model.table, model.size, model.cards = tuple(table), len(table), cards
        model.masks, model.answers = masks, {}
        return model

    def questions_of(self, card_id: str) -> list[Question]:
        card = self.cards[card_id]
        if card.is_choice:
            return [(card_id, o.id) for o in card.options]
        return [(card_id, None)]

    def best_question(self, pool: Sequence[str], candidates: int) -> Question:
        """The question from the cards in ``pool`` expected to leave the fewest candidates."""
        best: Question | None = None
        best_score = -1
        bits = [h for h in range(self.size) if candidates >> h & 1]
        for card_id in pool:
            for q in self.questions_of(card_id):
                row = self.masks[q]
                score = sum((candidates & row[h]).bit_count() for h in bits)
                if best is None or score < best_score:
                    best, best_score = q, score
        if best is None:
            raise ValueError("no card to choose from")
        return best


class DetectiveTeam:
    """Plays the detectives' side of a real :class:`DestinationXGame` from its public view."""

    def __init__(self, handbook: Handbook, cards: dict[str, InformantCard],
                 knowledge: Knowledge | None = None, seed: int | None = None) -> None:
        self.handbook = handbook
        self.cards = cards
        self.knowledge = knowledge or Knowledge()
        self.rng = random.Random(seed)
        self._models: dict[tuple[tuple[str, ...], bool], TableModel] = {}

    def model(self, table: tuple[str, ...], gaining_knowledge: bool) -> TableModel:
        key = (table, gaining_knowledge)
        if key not in self._models:
            self._models = {key: TableModel(table, self.handbook, self.cards, self.knowledge,
                                            gaining_knowledge)}
        return self._models[key]

    def candidates(self, game: DestinationXGame) -> list[str]:
        """Destinations on the table that no answer of this round has ruled out."""
        view = game.view_for("detectives")
        model = self.model(view.table, view.gaining_knowledge)
        mask = self._candidate_mask(model, view.table, view.eliminated, view.answers)
        return [d for i, d in enumerate(view.table) if mask >> i & 1]

    def _candidate_mask(self, model: TableModel, table: tuple[str, ...],
                        eliminated: tuple[str, ...], answers: tuple[Answer, ...]) -> int:
        mask = sum(1 << i for i, d in enumerate(table) if d not in eliminated)
        for heard in answers:
            question = (heard.card, heard.option)
            # The hideout is on the table, so some destination there gives exactly this answer;
            # every destination giving it leaves the same candidates standing.
            row = model.masks[question]
            matching = [h for h, own in enumerate(model.answers[question]) if own == heard]
            if matching:
                mask &= row[matching[0]]
        return mask

    def _reading(self, game: DestinationXGame) -> tuple[Any, TableModel, int, list[int], list[int]]:
        """The team's view, its model of the table, the candidate mask, the face-up indexes and
        the candidates among them.

        :raises ValueError: the game is over or waits for a physical deal or the spy.
        """
        view = game.view_for("detectives")
        if view.phase in ("over", "deal", "hide"):
            raise ValueError(f"the detectives have nothing to do in phase {view.phase!r}")
        model = self.model(view.table, view.gaining_knowledge)
        mask = self._candidate_mask(model, view.table, view.eliminated, view.answers)
        alive = [i for i, d in enumerate(view.table) if d not in view.eliminated]
        return view, model, mask, alive, [i for i in alive if mask >> i & 1]

    def choose(self, game: DestinationXGame) -> Command:
        """The team's next command in ``game`` (which must not be over).

        :raises ValueError: the game is over or waits for a physical deal.
        """
        view, model, mask, alive, cands = self._reading(game)
        if len(cands) == 1 or view.phase in ("arrest", "final_arrest"):
            return Guess(view.table[cands[self.rng.randrange(len(cands))]])
        if view.phase == "eliminate":
            ruled_out = [i for i in alive if not mask >> i & 1]
            if ruled_out:
                return Eliminate(view.table[ruled_out[0]])
            return Eliminate(view.table[cands[self.rng.randrange(len(cands))]])
        pool = view.playable_cards
        card_id, option = model.best_question(pool, mask)
        return Ask(card_id, option)



def _weighted_question(model: TableModel, pool: Sequence[str], candidates: int,
                       weight: Sequence[float]) -> Question:
    """The question expected to leave the least probability mass standing."""
    best: Question | None = None
    best_score = 0.0
    bits = [h for h in range(model.size) if candidates >> h & 1]
    for card_id in pool:
        for q in model.questions_of(card_id):
            row = model.masks[q]
            score = sum(weight[h] * sum(weight[c] for c in bits if row[h] >> c & 1)
                        for h in bits)
            if best is None or score < best_score - 1e-12:
                best, best_score = q, score
    if best is None:
        raise ValueError("no card to choose from")
    return best


Prior = Callable[["GameView"], Mapping[str, float]]


class BayesianTeam(DetectiveTeam):
    """A team that knows the spy's mixed strategy: ``prior(view)`` gives the probability the spy
    hid in each destination of the table (for a benchmark, the spy's own mixture). Candidates
    are weighed by it; the team eliminates the least likely, asks the question that leaves the
    least probability standing, and arrests once a destination reaches ``threshold``."""

    def __init__(self, handbook: Handbook, cards: dict[str, InformantCard], prior: Prior,
                 knowledge: Knowledge | None = None, seed: int | None = None,
                 threshold: float = 0.8) -> None:
        super().__init__(handbook, cards, knowledge, seed)
        self.prior = prior
        self.threshold = threshold

    def choose(self, game: DestinationXGame) -> Command:
        view = game.view_for("detectives")
        if view.phase in ("over", "deal", "hide"):
            raise ValueError(f"the detectives have nothing to do in phase {view.phase!r}")
        model = self.model(view.table, view.gaining_knowledge)
        mask = self._candidate_mask(model, view.table, view.eliminated, view.answers)
        prior = self.prior(view)
        weight = [prior.get(d, 0.0) if mask >> i & 1 else 0.0 for i, d in enumerate(view.table)]
        total = sum(weight)
        if total <= 0:   # the prior ruled out every candidate left: fall back to counting
            weight = [1.0 if mask >> i & 1 else 0.0 for i in range(len(view.table))]
            total = sum(weight)
        weight = [w / total for w in weight]
        alive = [i for i, d in enumerate(view.table) if d not in view.eliminated]
        cands = [i for i in alive if mask >> i & 1]
        likeliest = max(cands, key=lambda i: (weight[i], self.rng.random()))
        if (len(cands) == 1 or view.phase in ("arrest", "final_arrest")
                or weight[likeliest] >= self.threshold):
            return Guess(view.table[likeliest])
        if view.phase == "eliminate":
            ruled_out = [i for i in alive if not mask >> i & 1]
            if ruled_out:
                return Eliminate(view.table[ruled_out[0]])
            return Eliminate(view.table[min(cands, key=lambda i: (weight[i], self.rng.random()))])
        card_id, option = _weighted_question(model, view.playable_cards, mask, weight)
        return Ask(card_id, option)


class RandomTeam(DetectiveTeam):
    """Asks any card it may (any option), eliminates a destination its answers ruled out (any
    face-up one if none is), and arrests a random candidate when one is left or it must."""

    def choose(self, game: DestinationXGame) -> Command:
        view, model, mask, alive, cands = self._reading(game)
        if len(cands) == 1 or view.phase in ("arrest", "final_arrest"):
            return Guess(view.table[self.rng.choice(cands)])
        if view.phase == "eliminate":
            ruled_out = [i for i in alive if not mask >> i & 1]
            return Eliminate(view.table[self.rng.choice(ruled_out or alive)])
        card_id = self.rng.choice(list(view.playable_cards))
        return Ask(card_id, self.rng.choice(model.questions_of(card_id))[1])


class BestResponseTeam(DetectiveTeam):
    """The Bayes-optimal reply to a spy whose mixed strategy it is handed: ``prior(view)`` is the
    probability the spy hid in each destination (for a benchmark, exactly the mixture the spy
    drew from). Its belief is that prior on the destinations the answers leave standing; every
    move (question, elimination, arrest) is :func:`~hideout.engine.destination_x.seeking.best_response`'s
    look-ahead over the rest of the round with the cards the detectives hold, each card played
    costing ``card_cost`` round wins (the cards must last the game). Ties in an arrest are drawn
    at random."""

    def __init__(self, handbook: Handbook, cards: dict[str, InformantCard], prior: Prior,
                 knowledge: Knowledge | None = None, seed: int | None = None,
                 card_cost: float | None = None, width: int = 6) -> None:
        super().__init__(handbook, cards, knowledge, seed)
        self.prior = prior
        from hideout.engine.destination_x.seeking import CARD_VALUE

        self.card_cost = CARD_VALUE if card_cost is None else card_cost
        self.width = width

    def choose(self, game: DestinationXGame) -> Command:
        from hideout.engine.destination_x.seeking import best_response

        view, model, mask, alive, cands = self._reading(game)
        if len(cands) == 1 or view.phase in ("arrest", "final_arrest"):
            return Guess(view.table[self._likeliest(view, cands)])
        prior = self.prior(view)
        weights = [prior.get(d, 0.0) if mask >> i & 1 else 0.0 for i, d in enumerate(view.table)]
        if sum(weights) <= 0:   # the prior ruled out every candidate left: count them alike
            weights = [1.0 if mask >> i & 1 else 0.0 for i in range(len(view.table))]
        live = sum(1 << i for i in cands)
        if view.open_cards is not None:
            hands: list[list[str]] = [list(view.open_cards)]
            turn = 0
        else:
            held = dict(view.hands)
            hands = [list(held[p]) for p in view.players]
            turn = view.players.index(view.current_player) if view.current_player else 0
        cards_left = sum(len(h) for h in hands) + view.deck_count
        response = best_response(model.masks, model.questions_of, weights, hands, turn,
                                 cards_left, live=live, spare=len(alive) - len(cands),
                                 eliminating=view.phase == "eliminate",
                                 card_cost=self.card_cost, width=self.width)
        move = response.move
        if move.kind == "ask" and move.question is not None and view.phase == "ask":
            return Ask(*move.question)
        if move.kind == "eliminate" and view.phase == "eliminate":
            ruled_out = [i for i in alive if not mask >> i & 1]
            index = ruled_out[0] if move.index < 0 and ruled_out else move.index
            if index >= 0:
                return Eliminate(view.table[index])
        top = max(weights[i] for i in cands)
        return Guess(view.table[self.rng.choice([i for i in cands if weights[i] >= top - 1e-12])])

    def _likeliest(self, view: GameView, cands: list[int]) -> int:
        prior = self.prior(view)
        top = max(prior.get(view.table[i], 0.0) for i in cands)
        return self.rng.choice([i for i in cands if prior.get(view.table[i], 0.0) >= top - 1e-12])
