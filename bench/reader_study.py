"""The learned reader (grammar/reader.py) on writers it never saw: training variants and where it
is asked, compared leave writers out.

Each spent set (one writer's) is read by rules never tuned on it (bench/fresh_rules.py; main's
rules for the early sets it does not know, and for every set with ``--main-rules``) and by a
reader trained on the language's *other* spent sets. ``--groups G`` holds the sets out G groups
at a time (each group's readers trained on the other groups: a quarter of the trainings of leave
one set out at G = 4, on three quarters of the writers); ``--groups 0`` is leave one set out.

For each variant and language, pooled over the held sets (all of them, and those read by fresh
rules), each "rules -> with reader" at the shipped kind bars (grammar/reader.py MIN_PROBABILITY):
right commands, wrong commands, talk that speaks up, talk that changes the game, hesitations taken
as a yes, right commands asked back, and the reader's own intent reading. Rows "over talk B": the
reading also taken over the rules' verdict of table talk where the reader is at least B sure
(grammar/reader.py OVER_TALK_BARS); "over talk, chosen" takes each group's bar from the other
groups' readings (least of: right lost, plus SPEAK_COST per talk line speaking up).

Variants (``--variants``; one change each from the shipped training):
- base: as shipped (scripts/train_reader.py); writer: each writer's set weighs the same;
  writer_sqrt: a set weighs the square root of its lines; class: a label's lines weigh
  1 / sqrt(its count); stems: English word stems and stem pairs added (a small suffix stripper);
  c5: character 5-grams added; nopairs: no word pairs; l2_low / l2_high: L2 3x lower / higher;
  min3: features seen in 3 lines or more.

Run: ``python bench/reader_study.py --variants base writer stems`` (each variant trains G readers
per language: about ten minutes per variant on a busy machine).
"""

from __future__ import annotations

import argparse
import pickle
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.fresh_rules import FRESH_RULES, fresh_readings  # noqa: E402
from bench.learned_reader import GROUP_OF, SPEAK_COST, Prepared, matcher_for, prepare  # noqa: E402
from bench.matcher_accuracy import Tally, score_line  # noqa: E402
from scripts.train_reader import L2, MIN_COUNT, SPENT_SETS, fit  # noqa: E402

from hideout.grammar.normalise import normalise  # noqa: E402
from hideout.grammar.reader import (  # noqa: E402
    MIN_PROBABILITY,
    OVER_TALK_BARS,
    OVER_TALK_KINDS,
    LearnedReader,
    Reading,
    SecondOpinion,
    features,
    label_of,
    slot_markers,
)

Features = Callable[..., list[str]]
_SUFFIXES = (("ies", "y"), ("ied", "y"), ("ing", ""), ("ness", ""), ("ment", ""), ("ed", ""), ("es", ""),
             ("s", ""), ("ly", ""), ("est", ""), ("er", ""))
_HANGUL = re.compile("[\uac00-\ud7a3]")


def stem(word: str) -> str:
    """A crude English stem ("borders" -> "border", "religious" stays): Korean and marks as they are."""
    if _HANGUL.search(word) or word.startswith("@"):
        return word
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)] + replacement
    return word


def _marked(text: str, markers: Sequence[Any]) -> list[str]:
    words = normalise(text).split()
    for marker in markers:
        words = marker.mark_words(words)
    return [w for w in words if w]


def with_stems(text: str, game: str, awaiting: bool, markers: Sequence[Any] = ()) -> list[str]:
    stems = [stem(w) for w in _marked(text, markers)]
    padded = ["<s>", *stems, "</s>"]
    return [*features(text, game, awaiting, markers), *(f"s:{s}" for s in stems),
            *(f"t:{a} {b}" for a, b in zip(padded, padded[1:]))]


def with_c5(text: str, game: str, awaiting: bool, markers: Sequence[Any] = ()) -> list[str]:
    joined = f" {' '.join(_marked(text, markers))} "
    return [*features(text, game, awaiting, markers), *(f"c:{joined[i:i + 5]}" for i in range(len(joined) - 4))]


def without_pairs(text: str, game: str, awaiting: bool, markers: Sequence[Any] = ()) -> list[str]:
    return [f for f in features(text, game, awaiting, markers) if not f.startswith("b:")]


def per_writer(sets: Sequence[str], labels: Sequence[str]) -> numpy.typing.NDArray[numpy.float64]:
    counts = Counter(sets)
    return numpy.array([1.0 / counts[s] for s in sets])


def per_writer_sqrt(sets: Sequence[str], labels: Sequence[str]) -> numpy.typing.NDArray[numpy.float64]:
    counts = Counter(sets)
    return numpy.array([counts[s] ** -0.5 for s in sets])


def per_class(sets: Sequence[str], labels: Sequence[str]) -> numpy.typing.NDArray[numpy.float64]:
    counts = Counter(labels)
    return numpy.array([counts[label] ** -0.5 for label in labels])


@dataclass(frozen=True)
class Variant:
    features: Features = features
    weights: Callable[[Sequence[str], Sequence[str]], Any] | None = None
    l2: float = L2
    min_count: int = MIN_COUNT


VARIANTS = {"base": Variant(), "writer": Variant(weights=per_writer), "writer_sqrt": Variant(weights=per_writer_sqrt),
            "class": Variant(weights=per_class), "stems": Variant(features=with_stems), "c5": Variant(features=with_c5),
            "nopairs": Variant(features=without_pairs), "l2_low": Variant(l2=L2 / 3), "l2_high": Variant(l2=L2 * 3),
            "min3": Variant(min_count=3)}


class VariantReader(LearnedReader):
    """A reader whose features are a variant's."""

    def __init__(self, reader: LearnedReader, extract: Features) -> None:
        super().__init__(reader.vocabulary, reader.weights, reader.bias, reader.labels)
        self.extract = extract

    def read(self, text: str, game: str, awaiting_confirmation: bool = False, markers: Any = ()) -> Reading:
        probs = self.scores(self.extract(text, game, awaiting_confirmation, markers), game)
        first, second = (int(i) for i in numpy.argsort(-probs)[:2])
        return Reading(self.labels[first], float(probs[first]), self.labels[second], float(probs[second]))


OPEN = {kind: 0.0 for kind in MIN_PROBABILITY}


@dataclass
class Read:
    """One held line: the rules' reading, the reader's best label and probability, and what the
    matcher's hook makes of it with every bar open, over the rules' talk verdicts (``over``) and
    not (``under``)."""

    prepared: Prepared
    set_name: str
    kind: str
    label: str
    probability: float
    under: Any
    over: Any

    def result(self, bars: Mapping[str, float], over_talk: float, kinds: frozenset[str] = OVER_TALK_KINDS) -> Any:
        alone = self.prepared.alone
        if self.over is alone or self.probability < bars.get(self.kind, 1.01):
            return alone
        if self.under is alone and (self.probability < over_talk or self.kind not in kinds):
            return alone  # held back by the rules' talk verdict
        return self.over


def read_held(prepared: Mapping[str, list[Prepared]], reader: LearnedReader) -> list[Read]:
    found = []
    hooks: dict[tuple[str, str], tuple[SecondOpinion, SecondOpinion]] = {}
    for name, lines in prepared.items():
        for p in lines:
            key = (p.line["game"], p.line["lang"])
            if key not in hooks:
                matcher = matcher_for(*key)
                hooks[key] = (SecondOpinion(reader, matcher, OPEN, over_talk_bar=1.01),
                              SecondOpinion(reader, matcher, OPEN, over_talk_bar=0.0,
                                            over_talk_kinds=frozenset(GROUP_OF)))
            under, over = hooks[key]
            reading = reader.read(p.line["text"], p.context.game, p.context.awaiting_confirmation, under.markers)
            asked = p.alone.command is None or p.alone.tentative
            found.append(Read(p, name, reading.label.split(":", 1)[0], reading.label, reading.probability,
                              under.revise(p.alone, p.context) if asked else p.alone,
                              over.revise(p.alone, p.context) if asked else p.alone))
    return found


def study(lang: str, variant: Variant, prepared: Mapping[str, list[Prepared]], groups: int) -> list[list[Read]]:
    """Each group of sets read by a reader of ``variant`` trained on the other groups."""
    names = list(prepared)
    folds = [names[g::groups] for g in range(groups)] if groups else [[name] for name in names]
    rows = {name: [sorted(set(variant.features(p.line["text"], p.line["game"], p.context.awaiting_confirmation,
                                                markers_for(p)))) for p in lines]
            for name, lines in prepared.items()}
    labels = {name: [label_of(p.line["expect"] if isinstance(p.line["expect"], dict) else None) for p in lines]
              for name, lines in prepared.items()}
    out = []
    for held in folds:
        training = [name for name in names if name not in held]
        sets = [name for name in training for _ in rows[name]]
        train_labels = [label for name in training for label in labels[name]]
        weights = variant.weights(sets, train_labels) if variant.weights is not None else None
        reader = fit([row for name in training for row in rows[name]], train_labels, weights,
                     variant.l2, variant.min_count)
        out.append(read_held({name: prepared[name] for name in held}, VariantReader(reader, variant.features)))
    return out


_MARKERS: dict[tuple[str, str], Any] = {}


def markers_for(p: Prepared) -> Any:
    key = (p.line["game"], p.line["lang"])
    if key not in _MARKERS:
        _MARKERS[key] = slot_markers(matcher_for(*key))
    return _MARKERS[key]


#: The kinds read over talk verdicts in the study's rows: card questions (as shipped), or every kind.
KINDS = {"card questions": OVER_TALK_KINDS, "every kind": frozenset(GROUP_OF)}


def tally(reads: Sequence[Read], over_talk: float, only: set[str] | None = None,
          kinds: frozenset[str] = OVER_TALK_KINDS) -> tuple[Tally, Tally, int]:
    before, after, intents = Tally(), Tally(), 0
    for r in reads:
        if only is not None and r.set_name not in only:
            continue
        score_line(before, r.prepared.line, r.prepared.alone)
        score_line(after, r.prepared.line, r.result(MIN_PROBABILITY, over_talk, kinds))
        expect = r.prepared.line["expect"]
        intents += r.label == label_of(expect if isinstance(expect, dict) else None)
    return before, after, intents


OVER_TALK_TRIED = (0.8, 0.85, 0.9, 0.95, 0.98, 0.99, 1.01)


def chosen_over_talk(folds: list[list[Read]], held: int, kinds: frozenset[str]) -> float:
    """The over-talk bar with the least cost on the other groups' readings (a tie: the higher)."""
    others = [r for i, fold in enumerate(folds) if i != held for r in fold]

    def cost(bar: float) -> int:
        before, after, _ = tally(others, bar, kinds=kinds)
        return (before.right - after.right) + SPEAK_COST * (after.speaks - before.speaks)
    return min(reversed(OVER_TALK_TRIED), key=cost)


def row(name: str, before: Tally, after: Tally, intents: int) -> str:
    n = after.lines
    return (f"| {name} | {n} | {100 * before.right / n:.2f}% -> {100 * after.right / n:.2f}% "
            f"({after.right - before.right:+d}) | {100 * intents / n:.1f}% | {before.wrong} -> {after.wrong} | "
            f"{before.speaks} -> {after.speaks} /{after.chatter} | {before.changes} -> {after.changes} | "
            f"{before.hesitation_yes} -> {after.hesitation_yes} /{after.hesitations} | "
            f"{before.asked_back} -> {after.asked_back} |")


HEADER = ("| variant, language, reading over talk | lines | right: rules -> + reader | reader alone: intent right | "
          "wrong | talk speaks | talk changes game | hesitation yes | right asked back |\n"
          "|---|---|---|---|---|---|---|---|---|")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", nargs="*", default=["base"], choices=list(VARIANTS))
    parser.add_argument("--langs", nargs="*", default=list(SPENT_SETS), choices=list(SPENT_SETS))
    parser.add_argument("--groups", type=int, default=4, help="sets held out per training: G groups (0: one set)")
    parser.add_argument("--main-rules", action="store_true", help="every set read by main's rules")
    parser.add_argument("--cache", type=Path, help="a folder keeping the rules' readings between runs "
                                                    "(reading them by the fresh rules takes minutes)")
    args = parser.parse_args()
    print(HEADER, flush=True)
    for lang in args.langs:
        spent = SPENT_SETS[lang]
        cached = args.cache / f"prepared_{lang}{'_main' if args.main_rules else ''}.pkl" if args.cache else None
        if cached is not None and cached.exists():
            with cached.open("rb") as saved:
                kept = pickle.load(saved)  # the bench's own file, written below
            prepared, fresh = kept["prepared"], set(kept["fresh"])
        else:
            readings = {} if args.main_rules else fresh_readings([n for n in spent if n in FRESH_RULES])
            prepared, fresh = prepare(spent, readings), set(readings)
            if cached is not None:
                cached.parent.mkdir(parents=True, exist_ok=True)
                with cached.open("wb") as out:
                    pickle.dump({"prepared": prepared, "fresh": sorted(fresh)}, out)
        for name in args.variants:
            started = time.process_time()
            folds = study(lang, VARIANTS[name], prepared, args.groups)
            reads = [r for fold in folds for r in fold]
            shipped = OVER_TALK_BARS.get(lang, 1.01)
            for scope, only in (("every set", None), ("sets read by fresh rules", set(fresh))):
                if only is not None and not only:
                    continue
                for said, kinds in KINDS.items():
                    for bar in sorted({1.01, shipped, *OVER_TALK_TRIED}, reverse=True):
                        if bar > 1 and said != "card questions":
                            continue  # never reading over talk is one row
                        described = "never" if bar > 1 else f"{said} at {bar:.2f}"
                        print(row(f"{name}, {lang}, {scope}, over talk {described}", *tally(reads, bar, only, kinds)),
                              flush=True)
                    chosen = [chosen_over_talk(folds, i, kinds) for i in range(len(folds))]
                    before, after, intents = Tally(), Tally(), 0
                    for fold, bar in zip(folds, chosen):
                        b, a, i = tally(fold, bar, only, kinds)
                        before.add(b)
                        after.add(a)
                        intents += i
                    print(row(f"{name}, {lang}, {scope}, over talk {said}, chosen per group "
                              f"({', '.join(f'{c:.2f}' for c in chosen)})", before, after, intents), flush=True)
            print(f"<!-- {name} {lang}: {time.process_time() - started:.0f} s CPU -->", flush=True)


if __name__ == "__main__":
    main()
