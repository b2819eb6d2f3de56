"""Where spoken commands are lost: a table of every command utterance of heard_phrasings dumps
(``python bench/heard_phrasings.py ... --dump F``) by condition and by what went wrong.

Each command utterance falls in one row (first that applies):

- right and acted on;
- right, asked back / right, ignored: the policy's share (the reading kept was right);
- typed wrong: the matcher reads the written line itself wrongly (the typed reader's loss);
- picked wrong, grammar had it: PocketSphinx's reading holds the right command, another was kept;
- picked wrong, Whisper best had it / Whisper lesser had it: one of Whisper's readings holds it;
- no reading had it, near-right transcript: no reading holds it although one is within
  NEAR_WER of the line's words (the reader fails on what was heard nearly right);
- no reading had it, destination misheard: the kept command is the right kind (and card) with
  another destination, or the line's destination is named in no reading;
- no reading had it, garbled: neither ear wrote anything the reader could take.

Readings are matched again here (the matcher is a pure function of text and context), with the
rules only where the weighing uses the rules only (grammar/reader.py guesses count as none).

``--redecide``: each utterance's action as the checkout's rules give it (bench/heard_phrasings.py
``--from-dump``: hideout.listening.doubt and hideout.policy.decide on the dumped weighing), not
the one dumped, so a rule change is measured on the same readings.

Usage: python bench/heard_losses.py DUMP [DUMP ...] [--by-kind] [--show N] [--redecide]
(tuning sets only with --show: a held-out set whose lines are read is no longer held out.)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from rapidfuzz.distance import Levenshtein

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hideout.grammar.matcher import Matcher  # noqa: E402
from hideout.grammar.normalise import normalise  # noqa: E402
from hideout.listening import rules_reading, table_context  # noqa: E402

#: A reading whose word error rate against the line is at most this is "near right".
NEAR_WER = 0.25

ROWS = ("right, acted", "right, asked back", "right, ignored", "typed wrong",
        "picked wrong: grammar had it", "picked wrong: Whisper best had it",
        "picked wrong: Whisper lesser had it", "none had it: near-right transcript",
        "none had it: destination misheard", "none had it: garbled")


def word_error_rate(said: str, heard: str) -> float:
    ref, hyp = normalise(said).split(), normalise(heard).split()
    if not ref:
        return 0.0 if not hyp else 1.0
    return Levenshtein.distance(ref, hyp) / len(ref)


class Reader:
    """The matcher per game, remembering what it read."""

    def __init__(self) -> None:
        self.matchers: dict[str, Matcher] = {}
        self.seen: dict[tuple[str, Any], Any] = {}

    def command(self, line: dict[str, Any], text: str, rules_only: bool) -> dict[str, Any] | None:
        context = table_context(line["game"], "en", tuple(line["table"]), line.get("awaiting"))
        key = (text, context)
        if key not in self.seen:
            if line["game"] not in self.matchers:   # built once (setdefault would build one per call)
                self.matchers[line["game"]] = Matcher(game=line["game"], lang="en")
            matcher = self.matchers[line["game"]]
            self.seen[key] = matcher.match(text, context)
        result = rules_reading(self.seen[key]) if rules_only else self.seen[key]
        command: dict[str, Any] | None = result.to_json()["command"]
        return command

    def name(self, game: str, ident: str) -> str:
        handbook = getattr(self.matchers.get(game), "handbook", None)
        return normalise(handbook[ident].name) if handbook is not None and ident in handbook else ident


def classify(record: dict[str, Any], reader: Reader, redecide: bool = False) -> str:
    line, heard = record["line"], record["heard"]
    expect, got, action = line["expect"], heard["command"], heard["action"]
    if redecide:
        from bench.heard_phrasings import redecide as decided

        action = decided(record)
    if got == expect:
        return {"act": "right, acted", "ask_back": "right, asked back"}.get(action, "right, ignored")
    if reader.command(line, line["text"], rules_only=False) != expect:
        return "typed wrong"
    note = heard.get("second_opinion") or {}
    readings = note.get("readings") or []
    if note.get("first_command") == expect:
        return "picked wrong: grammar had it"
    if readings and reader.command(line, readings[0], rules_only=True) == expect:
        return "picked wrong: Whisper best had it"
    if any(reader.command(line, text, rules_only=True) == expect for text in readings[1:]):
        return "picked wrong: Whisper lesser had it"
    heard_texts = [note.get("first", heard["transcript"]), *readings]
    if any(word_error_rate(line["text"], text) <= NEAR_WER for text in heard_texts if text):
        return "none had it: near-right transcript"
    place = expect.get("destination")
    if place is not None:
        same_kind = got is not None and {k: v for k, v in got.items() if k != "destination"} \
            == {k: v for k, v in expect.items() if k != "destination"}
        named = reader.name(line["game"], place)
        if same_kind or not any(f" {named} " in f" {normalise(text)} " for text in heard_texts if text):
            return "none had it: destination misheard"
    return "none had it: garbled"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dumps", nargs="+")
    parser.add_argument("--by-kind", action="store_true", help="also a table per kind of line (ask, eliminate, ...)")
    parser.add_argument("--redecide", action="store_true", help="actions re-decided by the checkout's rules")
    parser.add_argument("--show", type=int, default=0, help="examples per row and condition (tuning sets only)")
    args = parser.parse_args()
    reader = Reader()
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    examples: dict[tuple[str, str], list[str]] = defaultdict(list)
    conditions: list[str] = []
    for dump in args.dumps:
        for row in Path(dump).read_text(encoding="utf-8").splitlines():
            record = json.loads(row)
            if record["line"]["expect"] is None:
                continue
            condition = record["condition"]
            if condition not in conditions:
                conditions.append(condition)
            why = classify(record, reader, args.redecide)
            counts[condition][why] += 1
            kinds[record["line"]["kind"]][why] += 1
            if args.show and why != "right, acted" and len(examples[(why, condition)]) < args.show:
                note = record["heard"].get("second_opinion") or {}
                examples[(why, condition)].append(
                    f"{record['line']['text']!r} -> grammar {note.get('first')!r}, Whisper "
                    f"{(note.get('readings') or [''])[0]!r} -> {record['heard']['command']} {record['heard']['action']}")
    print("| where the command was lost | " + " | ".join(conditions) + " | all |")
    print("|---|" + "---|" * (len(conditions) + 1))
    totals = {c: sum(counts[c].values()) for c in conditions}
    for why in ROWS:
        cells = [f"{counts[c][why]} ({counts[c][why] / totals[c]:.1%})" if totals[c] else "0" for c in conditions]
        everything = sum(counts[c][why] for c in conditions)
        print(f"| {why} | " + " | ".join(cells) + f" | {everything} ({everything / max(1, sum(totals.values())):.1%}) |")
    print("| commands | " + " | ".join(str(totals[c]) for c in conditions) + f" | {sum(totals.values())} |")
    if args.by_kind:
        names = sorted(kinds)
        print("\n| where the command was lost (all conditions) | " + " | ".join(names) + " |")
        print("|---|" + "---|" * len(names))
        for why in ROWS:
            print(f"| {why} | " + " | ".join(str(kinds[k][why]) for k in names) + " |")
        print("| commands | " + " | ".join(str(sum(kinds[k].values())) for k in names) + " |")
    for (why, condition), lines in examples.items():
        print(f"\n{why}, {condition}:")
        for text in lines:
            print("   ", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
