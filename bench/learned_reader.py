"""The learned reader (grammar/reader.py) measured leave one set out: each spent set is read by
the matcher with a reader trained on all the *other* spent sets of its language, against the
rules alone on the same lines.

Every spent set was written blind by its own writer, so a row estimates what the reader adds for
a writer it never saw. The rules alone are flattered on most rows: the rule rounds were tuned on
those very lines. ``*_heldout6`` is the fairest row (the rules were only measured on it).

Columns (as bench/matcher_accuracy.py; each "rules -> with reader"):
- right: the expected command (a tentative reading counts: a yes to "The land area card?" gets
  it); wrong / none: among lines that expect a command.
- talk speaks: table talk (chatter, Duel chatter, hesitations) that gave any command.
- talk changes game: table talk a typed game applies at once (never a tentative reading).
- hesitation yes: hesitation sounds at "Eliminate X?" read as a yes.
- asked back: right commands that were tentative (the rules' last resort or the reader's).
- reader ms: the reader's own cost on the lines it reads (features, weights, slot finding).

``--nested [SET ...]`` (default the seventh sets): the honest row for a set, with every bar
(grammar/reader.py MIN_PROBABILITY and the talk gate's) chosen by leave one set out among the
language's *other* sets, so the held set takes part neither in training nor in choosing a bar.
The plain run also prints the bars its folds' readings choose (the held sets included).

``--curve [SET ...]``: the learning curve: each set read with a reader trained on k of the
language's other sets (k = 4, 8, 12, drawn at random with ``--seed``, and all of them): the
reader's own intent reading, and its gain over rules never tuned on the set (bench/fresh_rules.py;
main's rules where none are known, and with ``--main-rules``).

``--check [SET ...]``: the talk check on the rules' own acts (grammar/reader.py
``SecondOpinion.check``), nested leave one set out: each held set's acts at once, read by rules
never tuned on it, checked by a talk gate trained on the other sets, at bars (ask back, drop)
chosen on the other sets' acts read by gates trained without the held set (CHECK_COSTS weighs
the outcomes). Prints each fold, the pooled counts, and the pooled counts at fixed bars.

``--file PATH``: a set not among the spent ones (the sealed headline sets, kept outside the
repository): read with the shipped reader (trained on every spent set); only its aggregates are
printed. ``--show SET``: a spent set's lines the reader changed.

Run: ``python bench/learned_reader.py`` (about a minute per set on a busy machine: each fold
trains a model).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.fresh_rules import FRESH_RULES, fresh_readings  # noqa: E402
from bench.matcher_accuracy import APPLIED_AT_ONCE, Tally, context_for, pct, score_line  # noqa: E402
from bench.measures import percentile  # noqa: E402
from scripts.train_reader import (  # noqa: E402
    SHIP_TALK_GATE,
    SPENT_SETS,
    examples,
    read_set,
    train,
    train_talk_gate,
)

from hideout.engine.commands import command_from_json  # noqa: E402
from hideout.grammar.matcher import Matcher, MatchResult  # noqa: E402
from hideout.grammar.reader import (  # noqa: E402
    ACTED_AT_ONCE,
    LEARNED_REASON,
    MIN_PROBABILITY,
    STATEMENT_VERDICT,
    TALK_GATE_BAR,
    LearnedReader,
    TALK,
    SecondOpinion,
    is_yes_no_question,
    label_of,
    load_reader,
    slot_markers,
    weights_path,
)

ALL_SPENT = tuple(name for sets in SPENT_SETS.values() for name in sets)

HEADER = ("| held-out set | lines | right: rules -> + reader | wrong | none | talk speaks | "
          "talk changes game | hesitation yes | asked back | reader ms p50 / p95 |\n"
          "|---|---|---|---|---|---|---|---|---|---|")


def cell(before: Tally, after: Tally, part: str, whole: str) -> str:
    return f"{pct(getattr(before, part), getattr(before, whole)).strip()} -> {pct(getattr(after, part), getattr(after, whole)).strip()}"


def counts(before: Tally, after: Tally, part: str, whole: str) -> str:
    return f"{getattr(before, part)} -> {getattr(after, part)} /{getattr(after, whole)}"


def row(name: str, before: Tally, after: Tally, reader_ms: list[float]) -> str:
    timing = (f"{statistics.median(reader_ms):.2f} / {percentile(reader_ms, 0.95):.2f}" if reader_ms else "-")
    return (f"| {name} | {after.lines} | {cell(before, after, 'right', 'lines')} "
            f"({before.right} -> {after.right}) | {cell(before, after, 'wrong', 'expecting')} | "
            f"{cell(before, after, 'none', 'expecting')} | {counts(before, after, 'speaks', 'chatter')} | "
            f"{counts(before, after, 'changes', 'chatter')} | "
            f"{counts(before, after, 'hesitation_yes', 'hesitations')} | "
            f"{before.asked_back} -> {after.asked_back} | {timing} |")


class Measured:
    def __init__(self) -> None:
        self.before, self.after, self.reader_ms = Tally(), Tally(), []  # type: ignore[var-annotated]
        self.changed: list[str] = []

    def add(self, other: Measured) -> None:
        self.before.add(other.before)
        self.after.add(other.after)
        self.reader_ms.extend(other.reader_ms)


_MATCHERS: dict[tuple[str, str], Matcher] = {}


def matcher_for(game: str, lang: str) -> Matcher:
    if (game, lang) not in _MATCHERS:
        _MATCHERS[game, lang] = Matcher(game, lang)
    return _MATCHERS[game, lang]


def measure(lines: list[dict[str, Any]], reader: LearnedReader,
            bars: Mapping[str, float] = MIN_PROBABILITY, talk_gate: LearnedReader | None = None,
            talk_gate_bar: float = TALK_GATE_BAR) -> Measured:
    """The rules alone and the rules with ``reader`` (gated by ``bars``, and over the rules' talk
    verdicts by ``talk_gate`` at ``talk_gate_bar``) on ``lines``."""
    out = Measured()
    opinions: dict[tuple[str, str], SecondOpinion] = {}
    for line in lines:
        matcher = matcher_for(line["game"], line["lang"])
        key = (line["game"], line["lang"])
        if key not in opinions:
            opinions[key] = SecondOpinion(reader, matcher, bars, talk_gate, talk_gate_bar)
        context = context_for(line)
        matcher.second_opinion = None
        alone = matcher.match(line["text"], context)
        matcher.second_opinion = opinions[key]
        started = time.perf_counter()
        revised = opinions[key].revise(alone, context) if alone.command is None or alone.tentative else \
            opinions[key].check(alone, context)
        if alone.command is None or alone.tentative:
            out.reader_ms.append((time.perf_counter() - started) * 1000)
        with_reader = matcher.match(line["text"], context)
        if with_reader != revised:
            raise AssertionError(f"the matcher's hook and the bench disagree on {line['text']!r}")
        score_line(out.before, line, alone)
        score_line(out.after, line, with_reader)
        if with_reader.reason == LEARNED_REASON:
            got = with_reader.command.to_json() if with_reader.command is not None else None
            mark = "RIGHT" if got == line["expect"] else "WRONG"
            out.changed.append(f"{mark} {line['kind']:<12} {line['text']!r}: {got} (rules: "
                               f"{alone.command.to_json() if alone.command else None}), want {line['expect']}")
    return out


#: The reader's gates: the probability bar of each group of kinds (grammar/reader.py
#: MIN_PROBABILITY), chosen from readings of sets the model was not trained on.
GATE_GROUPS = {"ask": ("ask",), "act": ("action", "eliminate", "guess", "move"),
               "dialogue": ("repeat", "status", "help")}
#: The bars tried (1.01: never read), for the kinds and for the talk gate.
BARS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.01)
GATE_BARS = (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.01)
#: What a reading costs beyond the line it loses: table talk that makes the spy speak up costs
#: SPEAK_COST more, a wrong command asked back WRONG_COST more, against 1 for each right command
#: gained (a remark turned into "Eliminate Brazil?" is worse than a command asked twice).
SPEAK_COST, WRONG_COST = 2, 1
GROUP_OF = {kind: group for group, kinds in GATE_GROUPS.items() for kind in kinds}


Outcome = tuple[str, float, int, "float | None"]


def gate_outcomes(lines: list[dict[str, Any]], reader: LearnedReader,
                  talk_gate: LearnedReader | None = None) -> list[Outcome]:
    """Each line the reader would change with every gate open: (the reading's gate group, its
    probability, what reading it gains: right gained - SPEAK_COST * talk speaking up - WRONG_COST
    * wrong commands, and the talk gate's probability of a command where the rules' verdict was
    talk, else None). A bar lets a line through when its probability reaches it, and a line's
    reading is the same whatever the bars, so each group's bar can be chosen on its own."""
    wide_open = {kind: 0.0 for kind in GROUP_OF}
    opinions: dict[tuple[str, str], SecondOpinion] = {}
    found = []
    for line in lines:
        key = (line["game"], line["lang"])
        matcher = matcher_for(*key)
        if key not in opinions:
            opinions[key] = SecondOpinion(reader, matcher, wide_open, talk_gate, 0.0)
        context = context_for(line)
        matcher.second_opinion = None
        alone = matcher.match(line["text"], context)
        if alone.command is not None and not alone.tentative:
            continue
        revised = opinions[key].revise(alone, context)
        if revised is alone:
            continue
        reading = reader.read(line["text"], context.game, context.awaiting_confirmation, opinions[key].markers)
        before, after = Tally(), Tally()
        score_line(before, line, alone)
        score_line(after, line, revised)
        gain = (after.right - before.right) - SPEAK_COST * (after.speaks - before.speaks) \
            - WRONG_COST * (after.wrong - before.wrong)
        over_talk = alone.reason.startswith("table talk") and not (
            alone.reason.startswith(STATEMENT_VERDICT) and is_yes_no_question(reading.label))
        gate = opinions[key].command_probability(line["text"], context, reading.label) if over_talk else None
        found.append((GROUP_OF[reading.label.split(":", 1)[0]], reading.probability, gain, gate))
    return found


def best_bar(candidates: Sequence[float], scored: Sequence[tuple[float, int]]) -> float:
    """The bar with the most gain over (probability, gain) pairs; a tie goes to the higher, safer
    bar, and no gain at all to never reading."""
    best, best_gain = candidates[-1], 0
    for bar in reversed(candidates):
        gain = sum(g for probability, g in scored if probability >= bar)
        if gain > best_gain:
            best, best_gain = bar, gain
    return best


def choose_bars(outcomes: Sequence[Outcome]) -> tuple[dict[str, float], float]:
    """Each kind group's bar on the lines the rules did not call talk, then the talk gate's bar
    on the lines they did whose reading passes its kind's bar."""
    bars = {}
    for group, kinds in GATE_GROUPS.items():
        bar = best_bar(BARS, [(p, g) for grp, p, g, gate in outcomes if grp == group and gate is None])
        bars.update({kind: bar for kind in kinds})
    gate_bar = best_bar(GATE_BARS, [(gate, g) for grp, p, g, gate in outcomes
                                    if gate is not None and p >= bars[GATE_GROUPS[grp][0]]])
    return bars, gate_bar


def bars_text(bars: Mapping[str, float], gate_bar: float | None = None) -> str:
    text = " / ".join(f"{group} {bars[kinds[0]]:.2f}" for group, kinds in GATE_GROUPS.items())
    return text + ("" if gate_bar is None else f" / over talk {gate_bar:.2f}")


def nested(lang: str, held: str, everything: list[Any]) -> list[tuple[str, Measured]]:
    """``held`` read by a reader (and talk gate) trained on the language's other sets, its bars
    chosen by leave one set out among those other sets only: ``held`` takes no part in training
    nor in the bars. Returns the readings with the nested bars without and with the talk gate,
    and with the shipped bars, each with its description."""
    outcomes: list[Outcome] = []
    inner = sorted({e.set_name for e in everything} - {held})
    for name in inner:
        training = [e for e in everything if e.set_name not in (held, name)]
        outcomes.extend(gate_outcomes(read_set(name), train(training, lang), train_talk_gate(training, lang)))
    bars, gate_bar = choose_bars(outcomes)
    training = [e for e in everything if e.set_name != held]
    reader, talk_gate = train(training, lang), train_talk_gate(training, lang)
    lines = read_set(held)
    shipped_gate = talk_gate if lang in SHIP_TALK_GATE else None
    return [(f"nested bars ({bars_text(bars)}), no talk gate", measure(lines, reader, bars)),
            (f"nested bars ({bars_text(bars, gate_bar)})", measure(lines, reader, bars, talk_gate, gate_bar)),
            (f"shipped bars ({bars_text(MIN_PROBABILITY, TALK_GATE_BAR if lang in SHIP_TALK_GATE else None)})",
             measure(lines, reader, MIN_PROBABILITY, shipped_gate))]



# ---- the learning curve and the talk check on the rules' own acts (issue 10, eleventh round) ----

#: Training sizes of the learning curve, in writers' sets (the last: every other spent set).
CURVE_SIZES = (4, 8, 12)
#: The acts the check reads (grammar/reader.py ACTED_AT_ONCE: APPLIED_AT_ONCE but a yes, a Duel
#: step and a pass). The first study also read steps and passes; see notes/MEASUREMENTS.md.
AT_ONCE = tuple(kind for kind in APPLIED_AT_ONCE if kind in ACTED_AT_ONCE)


class Prepared:
    """A line with its context and the rules' own reading (computed once per run); ``acted`` is
    the command the rules read and whether it was tentative, by main's rules or, given
    ``fresh``, by the rules of a commit that had never tuned on the line (bench/fresh_rules.py)."""

    def __init__(self, line: dict[str, Any], fresh: dict[str, Any] | None = None) -> None:
        self.line = line
        self.context = context_for(line)
        matcher = matcher_for(line["game"], line["lang"])
        matcher.second_opinion = None
        self.alone = matcher.match(line["text"], self.context)
        if fresh is not None:
            command = command_from_json(fresh["command"], line["game"]) if fresh["command"] is not None else None
            self.alone = MatchResult(line["text"], command, 100.0 if command is not None else 0.0, fresh["reason"],
                                     ambiguous=fresh["ambiguous"], tentative=fresh["tentative"])
        self.acted: tuple[dict[str, Any] | None, bool] = (
            self.alone.command.to_json() if self.alone.command is not None else None, self.alone.tentative)


def prepare(names: Sequence[str], fresh: Mapping[str, list[dict[str, Any]]] | None = None) -> dict[str, list[Prepared]]:
    fresh = fresh or {}
    return {name: [Prepared(line, fresh[name][i] if name in fresh else None) for i, line in enumerate(read_set(name))]
            for name in names}


def read_with(prepared: list[Prepared], reader: LearnedReader) -> tuple[Tally, Tally, int, int]:
    """The rules alone and with ``reader`` at the shipped bars (as Matcher.match applies it), and
    the reader's own intent reading: lines whose best label is the expected one, of all lines."""
    before, after = Tally(), Tally()
    opinions: dict[tuple[str, str], SecondOpinion] = {}
    intents = 0
    for p in prepared:
        key = (p.line["game"], p.line["lang"])
        if key not in opinions:
            opinions[key] = SecondOpinion(reader, matcher_for(*key))
        alone = p.alone
        revised = opinions[key].revise(alone, p.context) if alone.command is None or alone.tentative else alone
        score_line(before, p.line, alone)
        score_line(after, p.line, revised)
        expect = p.line["expect"]
        reading = reader.read(p.line["text"], p.context.game, p.context.awaiting_confirmation, opinions[key].markers)
        intents += reading.label == label_of(expect if isinstance(expect, dict) else None)
    return before, after, intents, len(prepared)


def curve(lang: str, held_sets: Sequence[str], seed: int, fresh_rules: bool) -> None:
    """Leave one set out with k of the other sets as training, k in CURVE_SIZES and all of them;
    the gain is over rules never tuned on the held set where bench/fresh_rules.py knows them."""
    spent = SPENT_SETS[lang]
    everything = examples(spent)
    held_names = [name for name in spent if name in held_sets]
    fresh = fresh_readings([name for name in held_names if name in FRESH_RULES]) if fresh_rules else {}
    fresh_sets = set(fresh)
    prepared = prepare(held_names, fresh)
    sizes = [k for k in CURVE_SIZES if k < len(spent) - 1] + [len(spent) - 1]
    pooled: dict[tuple[int, bool], list[int]] = {}
    print("| held-out set | k sets | lines trained | reader alone: intent right | right: rules -> + reader | "
          "gain | talk speaks | asked back |\n|---|---|---|---|---|---|---|---|")
    for held, lines in prepared.items():
        others = sorted(set(spent) - {held})
        for k in sizes:
            chosen = sorted(random.Random(f"{seed}:{held}:{k}").sample(others, k))
            training = [e for e in everything if e.set_name in chosen]
            reader = train(training, lang)
            before, after, intents, n = read_with(lines, reader)
            print(f"| {held}{' (fresh rules)' if held in fresh_sets else ''} | {k} | {len(training)} | "
                  f"{pct(intents, n).strip()} ({intents}/{n}) | "
                  f"{pct(before.right, before.lines).strip()} -> {pct(after.right, after.lines).strip()} | "
                  f"{after.right - before.right:+d} | {before.speaks} -> {after.speaks} /{after.chatter} | "
                  f"{before.asked_back} -> {after.asked_back} |", flush=True)
            for fresh_only in (False, True):
                if fresh_only and held not in fresh_sets:
                    continue
                sums = pooled.setdefault((k, fresh_only), [0] * 7)
                for i, value in enumerate((n, intents, before.right, after.right, before.speaks, after.speaks,
                                           after.chatter)):
                    sums[i] += value
    print(f"\n| {lang} pooled | k sets | lines | reader alone: intent right | right: rules -> + reader | gain | "
          "talk speaks |\n|---|---|---|---|---|---|---|")
    for (k, fresh_only), sums in sorted(pooled.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        n, intents, right0, right1, speaks0, speaks1, chatter = sums
        print(f"| {'sets read by fresh rules' if fresh_only else 'every set held out'} | {k} | {n} | {pct(intents, n).strip()} | "
              f"{pct(right0, n).strip()} -> {pct(right1, n).strip()} | {right1 - right0:+d} "
              f"({100 * (right1 - right0) / n:+.2f} points) | {speaks0} -> {speaks1} /{chatter} |", flush=True)


#: What each outcome of a rules' act costs (a right command counts 1): table talk the game acts
#: on (the worst), talk asked back (the spy speaks up: SPEAK_COST, as above), a right command
#: asked back (a yes gets it: a little), lost (said again), a wrong act, asked back, dropped.
CHECK_COSTS = {"talk": {"act": 6.0, "ask": float(SPEAK_COST), "drop": 0.0},
               "right": {"act": 0.0, "ask": 0.25, "drop": 1.0},
               "wrong": {"act": 2.0, "ask": 1.25, "drop": 1.0}}
CHECK_BARS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.01)
#: The drop bars the study chooses among: never (1.01). Dropping a firm reading as talk lost plain
#: commands ("ask about the coast") in the first study; asking back costs only a yes.
DROP_BARS = (1.01,)
#: Inner folds of the nested choice: the other sets in this many groups (a group's bars are read
#: by a gate trained without it; fewer trainings than one fold per set, the same separation).
INNER_GROUPS = 2


def act_outcomes(prepared: list[Prepared], gate: LearnedReader) -> list[tuple[float, str, Prepared]]:
    """Each line the rules act on at once: the gate's probability of talk and what the line is
    (talk, the right command, a wrong one)."""
    found = []
    for p in prepared:
        command, tentative = p.acted
        if command is None or tentative or command["type"] not in AT_ONCE:
            continue
        markers = slot_markers(matcher_for(p.line["game"], p.line["lang"]))
        reading = gate.read(p.line["text"], p.context.game, p.context.awaiting_confirmation, markers)
        talk = reading.probability if reading.label == TALK else 1.0 - reading.probability
        expect = p.line["expect"]
        what = "talk" if expect is None else "right" if command == expect else "wrong"
        found.append((talk, what, p))
    return found


def action(talk: float, bars: tuple[float, float]) -> str:
    ask_bar, drop_bar = bars
    return "drop" if talk >= drop_bar else "ask" if talk >= ask_bar else "act"


def check_cost(outcomes: Sequence[tuple[float, str, Any]], bars: tuple[float, float]) -> float:
    return sum(CHECK_COSTS[what][action(talk, bars)] for talk, what, _ in outcomes)


def choose_check_bars(outcomes: Sequence[tuple[float, str, Any]]) -> tuple[float, float]:
    """The (ask back, drop) bars with the least cost; a tie goes to the higher (doing less)."""
    pairs = [(a, d) for a in CHECK_BARS for d in DROP_BARS if d >= a]
    return min(pairs, key=lambda bars: (check_cost(outcomes, bars), -bars[0], -bars[1]))


def check_counts(outcomes: Sequence[tuple[float, str, Any]], bars: tuple[float, float]) -> dict[str, int]:
    counted = {"talk act": 0, "talk ask": 0, "talk drop": 0, "right ask": 0, "right drop": 0,
               "wrong ask": 0, "wrong drop": 0, "wrong act": 0, "right act": 0}
    for talk, what, _ in outcomes:
        counted[f"{what} {action(talk, bars)}"] += 1
    return counted


def check_study(lang: str, held_sets: Sequence[str], show: bool, fresh_rules: bool) -> None:
    """Nested leave one set out for the talk check: the held set's acts read by a gate trained on
    the other sets, with bars chosen on readings of those other sets by gates trained without the
    held set (nor the read group). With ``fresh_rules`` the acts are those of rules never tuned on
    the set (bench/fresh_rules.py) wherever such rules are known, else main's."""
    spent = SPENT_SETS[lang]
    everything = examples(spent)
    fresh = fresh_readings([name for name in spent if name in FRESH_RULES]) if fresh_rules else {}
    fresh_sets = set(fresh)
    prepared = prepare(spent, fresh)
    print("| held-out set | acts at once | bars (ask / drop) | talk changes game | talk speaks (of the acts' talk) | "
          "right asked back | right lost | wrong acts asked back / dropped | cost: none -> check |\n"
          "|---|---|---|---|---|---|---|---|---|")
    pooled: dict[bool, list[tuple[float, str, Any]]] = {False: [], True: []}
    pooled_bars: list[tuple[float, float]] = []
    for held in [name for name in spent if name in held_sets]:
        others = sorted(set(spent) - {held})
        inner: list[tuple[float, str, Any]] = []
        for g in range(INNER_GROUPS):
            group = others[g::INNER_GROUPS]
            gate = train_talk_gate([e for e in everything if e.set_name not in (held, *group)], lang)
            for name in group:
                inner.extend(act_outcomes(prepared[name], gate))
        bars = choose_check_bars(inner)
        gate = train_talk_gate([e for e in everything if e.set_name != held], lang)
        outcomes = act_outcomes(prepared[held], gate)
        # each line scored at its own fold's bars: pooled tallies are what the nested runs did
        applied = [(talk, what, (p, bars)) for talk, what, p in outcomes]
        pooled[False].extend(applied)
        if held in fresh_sets:
            pooled[True].extend(applied)
        pooled_bars.append(bars)
        print(check_row(held + (" (fresh rules)" if held in fresh_sets else ""), outcomes, bars), flush=True)
        if show:
            for talk, what, p in outcomes:
                if action(talk, bars) != "act" or what != "right":
                    print(f"    {what:<5} {action(talk, bars):<4} talk {talk:.2f} {p.line['text']!r}")
    for fresh_only in (False, True):
        if pooled[fresh_only]:
            print(pooled_row(f"**{lang} pooled, {'sets read by fresh rules' if fresh_only else 'every set'}**",
                             pooled[fresh_only]))
    print(f"bars chosen per fold: {', '.join(f'{a:.2f}/{d:.2f}' for a, d in pooled_bars)}", flush=True)
    # the picture at fixed bars (not nested: every fold at the same bars, for comparison only)
    print("\nfixed bars, every fold (not a held-out choice):")
    for bars in [(b, d) for d in DROP_BARS for b in CHECK_BARS if b <= d]:
        print(pooled_row(f"{lang} every set, ask {bars[0]:.2f} / drop {bars[1]:.2f}",
                         [(talk, what, (p, bars)) for talk, what, (p, _) in pooled[False]]).replace(
                             "nested, per fold", "fixed"), flush=True)


def check_row(name: str, outcomes: Sequence[tuple[float, str, Any]], bars: tuple[float, float]) -> str:
    c = check_counts(outcomes, bars)
    never = (1.01, 1.01)
    talk = c["talk act"] + c["talk ask"] + c["talk drop"]
    return (f"| {name} | {len(outcomes)} | {bars[0]:.2f} / {bars[1]:.2f} | {talk} -> {c['talk act']} | "
            f"{talk} -> {c['talk act'] + c['talk ask']} | {c['right ask']} | {c['right drop']} | "
            f"{c['wrong ask']} / {c['wrong drop']} | {check_cost(outcomes, never):.2f} -> "
            f"{check_cost(outcomes, bars):.2f} |")


def pooled_row(name: str, applied: Sequence[tuple[float, str, Any]]) -> str:
    counted: dict[str, int] = {}
    cost_none = cost_check = 0.0
    for talk, what, (_, bars) in applied:
        key = f"{what} {action(talk, bars)}"
        counted[key] = counted.get(key, 0) + 1
        cost_none += CHECK_COSTS[what]["act"]
        cost_check += CHECK_COSTS[what][action(talk, bars)]
    get = lambda key: counted.get(key, 0)  # noqa: E731
    talk = get("talk act") + get("talk ask") + get("talk drop")
    return (f"| {name} | {len(applied)} | nested, per fold | {talk} -> {get('talk act')} | "
            f"{talk} -> {get('talk act') + get('talk ask')} | {get('right ask')} | {get('right drop')} | "
            f"{get('wrong ask')} / {get('wrong drop')} | {cost_none:.2f} -> {cost_check:.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", nargs="*", default=list(ALL_SPENT), choices=ALL_SPENT,
                        help="spent sets to hold out in turn")
    parser.add_argument("--file", action="append", default=[], type=Path,
                        help="a set outside the spent ones: aggregates only, with the shipped reader")
    parser.add_argument("--show", action="append", default=[], choices=ALL_SPENT,
                        help="print the lines of this spent set that the reader changed")
    parser.add_argument("--train-without", nargs="*", default=[], choices=ALL_SPENT,
                        help="spent sets no fold trains on (the settings were chosen with "
                             "--train-without en_heldout6 ko_heldout6 and --sets without them)")
    parser.add_argument("--nested", nargs="*", default=None, choices=ALL_SPENT,
                        help="instead: these sets leave one set out with their bars chosen without "
                             "them (nested leave one set out; default the seventh sets)")
    parser.add_argument("--curve", nargs="*", default=None, choices=ALL_SPENT,
                        help="instead: the learning curve, these sets held out in turn (default every spent set)")
    parser.add_argument("--check", nargs="*", default=None, choices=ALL_SPENT,
                        help="instead: the talk check on the rules' acts, nested leave one set out, these "
                             "sets held out in turn (default every spent set)")
    parser.add_argument("--main-rules", action="store_true",
                        help="--check and --curve on main's rules for every set (default: each set read by rules never "
                             "tuned on it where bench/fresh_rules.py knows them)")
    parser.add_argument("--seed", type=int, default=0, help="the learning curve's draw of training sets")
    args = parser.parse_args()

    if args.curve is not None:
        for lang, spent in SPENT_SETS.items():
            held = [name for name in spent if name in (args.curve or spent)]
            if held:
                curve(lang, held, args.seed, not args.main_rules)
        return
    if args.check is not None:
        for lang, spent in SPENT_SETS.items():
            held = [name for name in spent if name in (args.check or spent)]
            if held:
                check_study(lang, held, bool(args.show), not args.main_rules)
        return

    if args.nested is not None:
        held_sets = args.nested or ["en_heldout7", "ko_heldout7"]
        print(HEADER)
        for lang, spent in SPENT_SETS.items():
            everything = [e for e in examples(spent) if e.set_name not in args.train_without]
            for name in [name for name in spent if name in held_sets]:
                for described, result in nested(lang, name, everything):
                    print(row(f"{name}, {described}", result.before, result.after, result.reader_ms), flush=True)
                    if name in args.show:
                        for text in result.changed:
                            print("    " + text)
        return

    print(HEADER)
    for lang, spent in SPENT_SETS.items():
        held = [name for name in spent if name in args.sets]
        if not held:
            continue
        pooled = Measured()
        outcomes: list[Outcome] = []
        everything = [e for e in examples(spent) if e.set_name not in args.train_without]
        for name in held:
            started = time.process_time()
            training = [e for e in everything if e.set_name != name]
            reader, talk_gate = train(training, lang), train_talk_gate(training, lang)
            train_s = time.process_time() - started
            outcomes.extend(gate_outcomes(read_set(name), reader, talk_gate))
            result = measure([{**line} for line in read_set(name)], reader,
                             talk_gate=talk_gate if lang in SHIP_TALK_GATE else None)
            pooled.add(result)
            others = len({e.set_name for e in everything} - {name})
            print(row(f"{name} (trained on the other {others}, {train_s:.0f} s CPU)",
                      result.before, result.after, result.reader_ms), flush=True)
            if name in args.show:
                for text in result.changed:
                    print("    " + text)
        print(row(f"**{lang}, pooled**", pooled.before, pooled.after, pooled.reader_ms), flush=True)
        print(f"bars chosen on these folds' readings: {bars_text(*choose_bars(outcomes))}", flush=True)

    for path in args.file:
        lines = [json.loads(text) for text in path.read_text("utf-8").splitlines() if text.strip()]
        langs = {line["lang"] for line in lines}
        pooled = Measured()
        for lang in sorted(langs):
            reader = load_reader(lang)
            if reader is None:
                raise SystemExit(f"no shipped reader for {lang} (python scripts/train_reader.py)")
            pooled.add(measure([line for line in lines if line["lang"] == lang], reader))
        print(row(f"{path.stem} (shipped reader; aggregates only)", pooled.before, pooled.after,
                  pooled.reader_ms))

    print()
    for lang in SPENT_SETS:
        path = weights_path(lang)
        if path.exists():
            started, cpu = time.perf_counter(), time.process_time()
            shipped = LearnedReader.load(path)
            print(f"shipped {path.name}: {path.stat().st_size / 1024:.0f} KiB, {len(shipped.vocabulary)} features x "
                  f"{len(shipped.labels)} labels, loaded in {(time.perf_counter() - started) * 1000:.0f} ms wall / "
                  f"{(time.process_time() - cpu) * 1000:.0f} ms CPU")


if __name__ == "__main__":
    main()
