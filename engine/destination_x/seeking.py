"""The hider-seeker game one round of Destination X defines, solved from the seekers' side.

The spy's only choice in a round is where it hides among the table's destinations (the rulebook:
it picks one of the face-up countries and must answer every question truthfully). The detectives
choose which question to ask from the hand whose turn it is, which destination to turn face down,
and when to arrest. Given the spy's mixed strategy (a probability per destination) and what the
team can rule out from each answer (a :class:`~hideout.engine.destination_x.detectives.TableModel`'s
masks), :func:`best_response` plays the round out by expectimax: the Bayes-optimal team for that
round. It returns the first move and, per hideout, the chance the spy escapes against that
policy: a linear piece of the spy's value, which the spy's equilibrium solver
(:mod:`hideout.engine.destination_x.spy`) collects as cuts.

The search's approximations (kept because a whole game's spy must think in under 200 ms):

- a card drawn during the round is unknown to the plan (the drawing detective is planned with
  the cards he holds; the real team re-plans with the drawn card when it gets it);
- at most ``width`` questions per turn are tried, the ones leaving the least probability
  standing (after merging questions that split the candidates alike);
- turning down a destination the answers already ruled out is always taken when there is one
  (it costs nothing and keeps every option open).

``card_cost`` is what the team gives up per card it plays, in round wins: cards are shared by
the whole game (16 for up to five rounds), so a team that asks whenever asking helps at all
runs out in the last rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

Question = tuple[str, "str | None"]

# What a card played is worth, in rounds: the 16 cards last the whole game and the spy wins most
# of its rounds when they run short (bench/spy_equilibrium.py: against the best reply a spy hiding
# anywhere escapes 2.4% of first rounds with 16 cards left and ~28% with 3 left).
CARD_VALUE = 0.03


@dataclass(frozen=True)
class Move:
    """The team's move: ``kind`` is ``"arrest"`` or ``"eliminate"`` (with ``index``, a
    destination's place on the table) or ``"ask"`` (with ``question``)."""

    kind: str
    index: int = -1
    question: Question | None = None


@dataclass(frozen=True)
class Response:
    """A best response: its first move, the spy's escape chance per hideout (0 for those not
    standing), and the team's objective (escapes weighed by the mixture plus card costs)."""

    move: Move
    escape: tuple[float, ...]
    cost: float
    cards: tuple[float, ...] = ()   # the cards the team plays from here, per hideout


_Node = tuple[float, tuple[float, ...], tuple[float, ...], Move]   # cost, escape, cards, move


def _members_table(size: int) -> list[list[int]]:
    """For every bit mask over ``size`` destinations, the destinations in it."""
    return [[h for h in range(size) if mask >> h & 1] for mask in range(1 << size)]


_MEMBERS = [_members_table(size) for size in range(11)]   # tables of up to ten destinations


def best_response(masks: dict[Question, list[int]], questions_of: Callable[[str], list[Question]],
                  weights: Sequence[float], hands: Sequence[Sequence[str]], turn: int,
                  cards_left: int, live: int | None = None, spare: int = 0,
                  eliminating: bool = False, card_cost: float = 0.0, width: int = 4) -> Response:
    """The Bayes-optimal team's move and the spy's escape chances, for one round.

    ``masks[q][h]``: the destinations still possible after the answer hideout ``h`` gives to
    ``q``. ``weights``: the spy's mixture (any scale). ``hands``: the cards each detective can
    ask this round, in seat order (one shared pool for open cards); ``turn``: whose turn;
    ``cards_left``: cards left in the whole game (hands and deck: when the last is played, only
    an arrest is left). ``live``: destinations face up and not ruled out (default: all);
    ``spare``: how many face-up ones the answers ruled out; ``eliminating``: a question was just
    answered and a destination must be turned down (or an arrest made).
    """
    size = len(weights)
    w = [float(x) for x in weights]
    full = (1 << size) - 1
    live = full if live is None else live
    zero = (0.0,) * size
    memo: dict[tuple[object, ...], _Node] = {}
    mass = [0.0] * (1 << size)          # mass[m]: the weight of the destinations in mask m
    for m in range(1, 1 << size):
        low = m & -m
        mass[m] = mass[m ^ low] + w[low.bit_length() - 1]
    players = len(hands)

    members = _MEMBERS[size] if size < len(_MEMBERS) else _members_table(size)
    arrests: dict[int, _Node] = {}

    def arrest(mask: int) -> _Node:
        if mask in arrests:
            return arrests[mask]
        bits = members[mask]
        top = max(w[h] for h in bits)
        tied = [h for h in bits if w[h] >= top - 1e-12]   # the team draws among these
        escape = [0.0] * size
        for h in bits:
            escape[h] = 1.0 - 1.0 / len(tied) if h in tied else 1.0
        node = (sum(w[h] * escape[h] for h in bits), tuple(escape), zero,
                Move("arrest", index=tied[0]))
        arrests[mask] = node
        return node

    def holder(hand_state: tuple[tuple[str, ...], ...], seat: int) -> int:
        for step in range(players):
            if hand_state[(seat + step) % players]:
                return (seat + step) % players
        return -1

    def ask_node(mask: int, spares: int, seat: int, hand_state: tuple[tuple[str, ...], ...],
                 left: int) -> _Node:
        key = (0, mask, spares, seat, hand_state, left)
        if key in memo:
            return memo[key]
        best = arrest(mask)
        if best[0] > 1e-12:   # the team is not sure yet: a question may pay
            seat = holder(hand_state, seat)
            if seat >= 0:
                bits = members[mask]
                tried: dict[tuple[int, ...], tuple[float, Question]] = {}
                for card in dict.fromkeys(hand_state[seat]):
                    for q in questions_of(card):
                        row = masks[q]
                        split = tuple(mask & row[h] for h in bits)
                        standing = sum(w[h] * mass[rest] for h, rest in zip(bits, split))
                        if split not in tried or standing < tried[split][0]:
                            tried[split] = (standing, q)
                ranked = sorted(tried.items(), key=lambda item: item[1][0])[:width]
                for split, (_, q) in ranked:
                    hand = list(hand_state[seat])
                    hand.remove(q[0])
                    after = hand_state[:seat] + (tuple(hand),) + hand_state[seat + 1:]
                    cost = 0.0
                    escape = [0.0] * size
                    cards = [0.0] * size
                    groups: dict[int, int] = {}
                    for i, h in enumerate(bits):
                        groups[split[i]] = groups.get(split[i], 0) | 1 << h
                    for rest, group in groups.items():
                        freed = spares + (mask & ~rest).bit_count()
                        if left - 1 <= 0:
                            child = arrest(rest)
                        else:
                            child = eliminate_node(rest, freed, (seat + 1) % players, after,
                                                   left - 1)
                        for h in members[group]:
                            escape[h] = child[1][h]
                            cards[h] = child[2][h] + 1.0
                            cost += w[h] * (escape[h] + card_cost * cards[h])
                    if cost < best[0] - 1e-12:
                        best = (cost, tuple(escape), tuple(cards), Move("ask", question=q))
        memo[key] = best
        return best

    def eliminate_node(mask: int, spares: int, seat: int, hand_state: tuple[tuple[str, ...], ...],
                       left: int) -> _Node:
        key = (1, mask, spares, seat, hand_state, left)
        if key in memo:
            return memo[key]
        best = arrest(mask)
        if best[0] > 1e-12:
            if spares:
                if mask.bit_count() + spares - 1 <= 1:
                    child = arrest(mask)
                else:
                    child = ask_node(mask, spares - 1, seat, hand_state, left)
                if child[0] < best[0] - 1e-12:
                    best = (child[0], child[1], child[2], Move("eliminate", index=-1))
            else:
                for c in members[mask]:
                    rest = mask & ~(1 << c)
                    child = arrest(rest) if rest.bit_count() <= 1 else \
                        ask_node(rest, 0, seat, hand_state, left)
                    escape = list(child[1])
                    escape[c] = 1.0
                    cards = list(child[2])
                    cards[c] = 0.0
                    cost = child[0] + w[c]
                    if cost < best[0] - 1e-12:
                        best = (cost, tuple(escape), tuple(cards), Move("eliminate", index=c))
        memo[key] = best
        return best

    state = tuple(tuple(hand) for hand in hands)
    node = (eliminate_node if eliminating else ask_node)(live, spare, turn % max(players, 1),
                                                         state, cards_left)
    return Response(node[3], node[1], node[0], node[2])
