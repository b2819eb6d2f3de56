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

``--file PATH``: a set not among the spent ones (the sealed headline sets, kept outside the
repository): read with the shipped reader (trained on every spent set); only its aggregates are
printed. ``--show SET``: a spent set's lines the reader changed.

Run: ``python bench/learned_reader.py`` (about a minute per set on a busy machine: each fold
trains a model).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.matcher_accuracy import Tally, context_for, pct, score_line  # noqa: E402
from bench.measures import percentile  # noqa: E402
from scripts.train_reader import SPENT_SETS, examples, read_set, train  # noqa: E402

from hideout.grammar.matcher import Matcher  # noqa: E402
from hideout.grammar.reader import LEARNED_REASON, LearnedReader, SecondOpinion, load_reader, weights_path  # noqa: E402

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


def measure(lines: list[dict[str, Any]], reader: LearnedReader) -> Measured:
    """The rules alone and the rules with ``reader`` on ``lines``."""
    out = Measured()
    opinions: dict[tuple[str, str], SecondOpinion] = {}
    for line in lines:
        matcher = matcher_for(line["game"], line["lang"])
        key = (line["game"], line["lang"])
        if key not in opinions:
            opinions[key] = SecondOpinion(reader, matcher)
        context = context_for(line)
        matcher.second_opinion = None
        alone = matcher.match(line["text"], context)
        matcher.second_opinion = opinions[key]
        started = time.perf_counter()
        revised = opinions[key].revise(alone, context) if alone.command is None or alone.tentative else alone
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
    args = parser.parse_args()

    print(HEADER)
    for lang, spent in SPENT_SETS.items():
        held = [name for name in spent if name in args.sets]
        if not held:
            continue
        pooled = Measured()
        everything = [e for e in examples(spent) if e.set_name not in args.train_without]
        for name in held:
            started = time.process_time()
            reader = train([e for e in everything if e.set_name != name], lang)
            train_s = time.process_time() - started
            result = measure([{**line} for line in read_set(name)], reader)
            pooled.add(result)
            others = len({e.set_name for e in everything} - {name})
            print(row(f"{name} (trained on the other {others}, {train_s:.0f} s CPU)",
                      result.before, result.after, result.reader_ms), flush=True)
            if name in args.show:
                for text in result.changed:
                    print("    " + text)
        print(row(f"**{lang}, pooled**", pooled.before, pooled.after, pooled.reader_ms), flush=True)

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
