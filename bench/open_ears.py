"""Open-vocabulary ears alone, on the same audio: which one hears spoken commands better, and how fast.

Each line of a phrasings set (bench/heard_phrasings.py's lines, voices, rooms and synthesis cache,
so the audio is exactly what that bench hears) is decoded by each ear on its own, without
PocketSphinx and without the weighing, and its reading is read by the matcher in the line's
context. Printed per ear and condition: right command (the ear's reading matched to the command
the line's writer expected), table talk that the ear's reading turns into a command, and decode
time p50 / p95 (ms of wall time per utterance, after loading). The ears:

- ``whisper``: Whisper tiny.en as the game runs it (voice/whisper.py: the table's names as its
  prompt, a beam of 5, its best reading);
- ``whisper:FOLDER``: another Whisper model converted for CTranslate2 (a multilingual one is told
  English), run the same way;
- ``moonshine``: Moonshine base (English) as voice/moonshine.py runs it (greedy, no prompt).

Usage: python bench/open_ears.py --phrasings-file bench/phrasings/en_heldout12.jsonl --voices tune
       [--limit 200] [--conditions clean,babble,reverb,talkers] [--ears whisper,moonshine]
       [--kinds K,...] [--cache DIR] [--dump F]
Tune and compare only on spent sets with the tuning voices (bench/heard_phrasings.py's rule).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.heard_phrasings import (  # noqa: E402
    CONDITIONS, TALK_KINDS, VOICE_SETS, delivery, load_lines, matcher_for, spoken,
)
from bench.measures import percentile  # noqa: E402

from hideout.grammar.matcher import MatchContext  # noqa: E402
from hideout.grammar.recognition import recognition_prompt  # noqa: E402
from hideout.listening import listening_context  # noqa: E402
from hideout.voice.audio import read_wav  # noqa: E402
from hideout.voice.synth import SynthCache  # noqa: E402


def open_ear(name: str) -> Any:
    if name.split(":")[0] == "whisper":   # "whisper:FOLDER": another Whisper model in CTranslate2's form
        from hideout.voice.whisper import WhisperRecogniser

        return WhisperRecogniser(name.split(":", 1)[1] if ":" in name else None)
    if name == "moonshine":
        from hideout.voice.moonshine import MoonshineRecogniser

        return MoonshineRecogniser()
    raise SystemExit(f"unknown ear {name!r} (whisper, whisper:FOLDER, moonshine)")


def run(args: argparse.Namespace) -> dict[str, Any]:
    lines = load_lines("dev", args.limit, args.seed, args.phrasings_file)
    if args.kinds:
        lines = [line for line in lines if line["kind"] in args.kinds.split(",")]
    lines = [line for line in lines if line["expect"] is not None or line["kind"] in TALK_KINDS]
    voices = VOICE_SETS[args.voices]
    ears = {name: open_ear(name) for name in args.ears.split(",")}
    cache = SynthCache(args.cache)
    tallies: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    started = time.perf_counter()
    for index, line in enumerate(lines):
        voice, speed, pitch, seed = delivery(line["text"], voices)
        matcher = matcher_for(line["game"])
        context = listening_context(MatchContext(game=line["game"], lang="en", table=tuple(line["table"])),
                                    line.get("awaiting"))
        prompt = recognition_prompt(matcher, context)
        for condition in args.conditions.split(","):
            pcm = read_wav(cache.path(spoken(line["text"]), voice, speed, pitch, seed=seed, **CONDITIONS[condition]))
            record: dict[str, Any] = {"text": line["text"], "kind": line["kind"], "condition": condition,
                                      "voice": voice, "expect": line["expect"]}
            for name, ear in ears.items():
                if hasattr(ear, "set_prompt"):
                    ear.set_prompt(prompt)
                began = time.perf_counter()
                heard = ear.decode(pcm)
                times[(name, condition)].append((time.perf_counter() - began) * 1000.0)
                command = matcher.match(heard.text, context).to_json()["command"] if heard.text else None
                tally = tallies[(name, condition)]
                if line["expect"] is not None:
                    tally["commands"] += 1
                    tally["right"] += command == line["expect"]
                else:
                    tally["talk"] += 1
                    tally["talk_command"] += command is not None
                record[name] = {"text": heard.text, "command": command}
            if dump is not None:
                dump.write(json.dumps(record) + "\n")
        if args.progress and (index + 1) % 20 == 0:
            print(f"  {index + 1}/{len(lines)} lines, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if dump is not None:
        dump.close()
    return {"tallies": {f"{e} {c}": dict(t) for (e, c), t in tallies.items()},
            "ms": {f"{e} {c}": [percentile(v, 0.5), percentile(v, 0.95)] for (e, c), v in times.items()},
            "lines": len(lines), "seconds": time.perf_counter() - started}


def share(part: int, whole: int) -> str:
    return f"{part / whole:.1%} ({part}/{whole})" if whole else "n/a"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--phrasings-file", required=True, metavar="PATH")
    parser.add_argument("--voices", choices=tuple(VOICE_SETS), default="tune")
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--ears", default="whisper,moonshine")
    parser.add_argument("--limit", type=int, default=None, help="a stratified subset of this many lines")
    parser.add_argument("--kinds", default=None, help="only lines of these kinds (comma separated)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--cache", default=None, help="folder for synthesised audio")
    parser.add_argument("--dump", default=None, help="write every utterance's readings to this JSONL file")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args()
    report = run(args)
    print(f"Open ears alone: {Path(args.phrasings_file).name}, {args.voices} voices, {report['lines']} lines "
          f"(commands and table talk), {report['seconds']:.0f} s")
    print("| ear | condition | right command | talk read as a command | decode p50 / p95 ms |")
    print("|---|---|---|---|---|")
    for key, tally in report["tallies"].items():
        p50, p95 = report["ms"][key]
        ear, condition = key.rsplit(" ", 1)
        print(f"| {ear} | {condition} | {share(tally.get('right', 0), tally.get('commands', 0))} | "
              f"{share(tally.get('talk_command', 0), tally.get('talk', 0))} | {p50:.0f} / {p95:.0f} |")
    print("command: python bench/open_ears.py " + " ".join(sys.argv[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
