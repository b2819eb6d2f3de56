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

``--asked-back``: every right command the checkout's rules ask back, with its cause: which ear's
reading was kept, the rule that lowered its confidence last (hideout.listening.doubt's steps, then
the filler words' cost: hideout.policy.heard_confidence) and the bar it missed, or the reading
the matcher marks tentative (a guess, a hedged proposal, the learned talk check); then the causes
counted.

Usage: python bench/heard_losses.py DUMP [DUMP ...] [--by-kind] [--show N] [--redecide] [--asked-back]
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


def asked_back_cause(record: dict[str, Any]) -> tuple[str, str]:
    """Why the checkout's rules ask back a dumped command (the cause, and the readings behind it):
    hideout.listening.doubt's steps replayed one by one on the dumped weighing, as
    bench/heard_phrasings.py's re-deciding runs them."""
    from types import SimpleNamespace

    from bench.heard_phrasings import loop_evidence, one_ear_talk_evidence, talk_checked, yes_evidence
    from hideout import listening
    from hideout.policy import APPLY_AT_ONCE_FROM, CONFIRMED, english_bars, heard_confidence

    heard = record["heard"]
    note = dict(heard.get("second_opinion") or {})
    for noted, evidence in (("kept_talk", one_ear_talk_evidence), ("yes_whole", yes_evidence),
                            ("kept_unit_score", loop_evidence)):
        if noted not in note and note:
            note.update(evidence(record, note))
    steps = (("a lesser reading's cap", listening.lesser_reading_cap), ("the grammar's evidence", listening.grammar_evidence),
             ("talk_doubt", listening.talk_doubt), ("one_ear_talk", listening.one_ear_talk),
             ("lesser_help", listening.lesser_help),
             ("one_ear_agreement", lambda n, c: min(c, n.get("second_confidence", c)) if listening.one_ear_agreement(n) else c),
             ("one_ear_yes_sureness", listening.one_ear_yes_sureness),
             ("clear_yes", lambda n, c: c if listening.clear_yes(n) else min(c, listening.DOUBTED_YES)))
    sure = note.get("weighed_confidence", heard["recogniser_confidence"])
    last = "the weighing"
    for name, step in steps if note else ():
        lowered = step(note, sure)
        if lowered < sure - 1e-9:
            last = name
        sure = lowered
    fillers_said = bool(note) and listening.fillers_said(note)
    final = heard_confidence(SimpleNamespace(stray_fillers=heard["stray_fillers"]), sure, fillers_said=fillers_said)
    if final < sure - 1e-9:
        last = f"{heard['stray_fillers']} filler word(s)"
    kind = heard["command"]["type"]
    bars = english_bars()
    if heard.get("ambiguous"):
        cause = "ambiguous"
    elif heard.get("tentative"):
        cause = f"tentative: {heard.get('reason') or 'the matcher'}"
    elif talk_checked(record):
        cause = "tentative: the learned talk check"
    else:
        bar = bars.confirm if kind == "confirm" else bars.act if kind in CONFIRMED else max(bars.act, APPLY_AT_ONCE_FROM)
        cause = "a learned guess both ears backed, or a bare act (asked which destination)" \
            if final < bars.ask_back or final >= bar else f"under the bar ({bar:g}): {last}"
    readings = note.get("readings") or [""]
    detail = (f"kept {note.get('source')} {note.get('kept')!r} (score {note.get('kept_score')}, fit {note.get('fit')}, "
              f"weighed {note.get('weighed_confidence')}, final {final:.2f}); grammar {note.get('first')!r} "
              f"({note.get('first_confidence')}, {note.get('first_stray_fillers')} fillers); Whisper best "
              f"{readings[0]!r} ({note.get('second_confidence')})")
    return cause, detail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dumps", nargs="+")
    parser.add_argument("--by-kind", action="store_true", help="also a table per kind of line (ask, eliminate, ...)")
    parser.add_argument("--redecide", action="store_true", help="actions re-decided by the checkout's rules")
    parser.add_argument("--show", type=int, default=0, help="examples per row and condition (tuning sets only)")
    parser.add_argument("--asked-back", action="store_true",
                        help="each right command the checkout's rules ask back, and why (tuning sets only)")
    args = parser.parse_args()
    if args.asked_back:
        from bench.heard_phrasings import redecide

        causes: Counter[str] = Counter()
        for dump in args.dumps:
            for row in Path(dump).read_text(encoding="utf-8").splitlines():
                record = json.loads(row)
                line = record["line"]
                if line["expect"] is None or record["heard"]["command"] != line["expect"] or redecide(record) != "ask_back":
                    continue
                cause, detail = asked_back_cause(record)
                causes[cause] += 1
                print(f"[{record['condition']}, {record['voice']}] {line['text']!r}: {cause}\n    {detail}")
        print("\n| why a right command was asked back | utterances |\n|---|---|")
        for cause, count in causes.most_common():
            print(f"| {cause} | {count} |")
        return 0
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
