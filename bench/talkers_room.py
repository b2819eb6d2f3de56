"""The room with other people talking: how the two ears are fooled there, and what a single-microphone
front end could win at most.

Two reports, on spent phrasings with the tuning voices only (notes/MEASUREMENTS.md, "The room with
other people talking"):

``--from-dump D [D ...]``: from dumps of bench/heard_phrasings.py (``--dump``), per condition, over
the command lines heard in every condition the dumps hold (so the rows compare the same lines):
each ear's own reading right, the command kept and acted on, whether Whisper's best reading holds
words of the other talkers (voice/rooms.py's table talk, less the line's own words), how many of the
player's content words it kept, PocketSphinx's filler words before and after its command (the
grammar explaining other speech), and its wrong readings that eliminate, guess or arrest.

``--ceilings N``: Whisper alone (the game's prompt, its beam of readings, the matcher) on N command
lines in the talkers room, hearing each of:

- ``room``: the recording as the bench's room gives it;
- ``player alone``: the reverberant room of the same seed (voice/rooms.py draws the same room and
  the player's seat before the other talkers, so it is the player's part of the recording; scaled
  to it by least squares);
- ``oracle time gate``: the recording with every 20 ms frame in which the others are louder than
  the player turned down 25 dB (knows where the player dominates: the best any segmenting on
  level could do);
- ``oracle spectral mask``: the recording through an ideal binary mask on its short-time spectrum
  (keeps the bins where the player is louder: the best a one-microphone separation could do);
- ``loud stretch``: the recording trimmed to the loud talker's stretch (no oracle: frame levels
  split in two by Otsu's threshold, 150 ms kept before and 300 ms after).

Usage: python bench/talkers_room.py --from-dump D [D ...]
       python bench/talkers_room.py --ceilings 40 --phrasings-file bench/phrasings/en_heldout8.jsonl
           --cache DIR [--seed 2026 --limit 150]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.heard_phrasings import delivery, load_lines, matcher_for, spoken  # noqa: E402

CONDITIONS = ("clean", "babble", "reverb", "talkers")
#: Words of the other talkers' sentences that say nothing of who said them (any table says them,
#: and "traffic" is a card of the game).
COMMON = frozenset({"have", "does", "really", "good", "next", "they", "this", "should", "before", "last",
                    "went", "place", "traffic"})
#: 20 ms frames for levels.
FRAME = 320


def _words(text: str) -> list[str]:
    from hideout.grammar.normalise import normalise

    return normalise(text).split()


def fooled(paths: list[str]) -> dict[str, Counter[str]]:
    """Per condition, tallies of how each ear read the command lines heard in every condition."""
    from hideout.grammar.matcher import Matcher
    from hideout.grammar.recognition import HESITATIONS
    from hideout.voice.rooms import _OTHER_TALK

    templates = Matcher(game="destination-x", lang="en").templates
    fillers = ({w for item in (*templates.garbage, *templates.address, *HESITATIONS) for w in item.split()})
    others = {w for sentence in _OTHER_TALK for w in _words(sentence) if len(w) > 3} - COMMON
    by_line: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for path in paths:
        for text in Path(path).read_text(encoding="utf-8").splitlines():
            if text.strip():
                record = json.loads(text)
                by_line[json.dumps(record["line"], sort_keys=True)][record["condition"]] = record
    present = [c for c in CONDITIONS if any(c in conds for conds in by_line.values())]
    tallies: dict[str, Counter[str]] = {c: Counter() for c in present}
    for conditions in by_line.values():
        if any(c not in conditions for c in present):
            continue
        for condition, record in conditions.items():
            line, heard = record["line"], record["heard"]
            expect, note = line["expect"], heard.get("second_opinion")
            if expect is None or note is None:
                continue
            tally = tallies[condition]
            tally["commands"] += 1
            tally["grammar right"] += note["first_command"] == expect
            tally["whisper best right"] += note["second_command"] == expect
            tally["kept right"] += heard["command"] == expect
            tally["right and acted"] += heard["command"] == expect and heard["action"] == "act"
            said = set(_words(line["text"]))
            best = set(_words(note["second"] or ""))
            tally["whisper: others' words"] += bool((best & others) - said)
            content = [w for w in _words(line["text"]) if len(w) > 3 and w not in fillers]
            tally["player words"] += len(content)
            tally["player words kept"] += sum(w in best for w in content)
            grammar = _words(note["first"] or "")
            lead = next((i for i, w in enumerate(grammar) if w not in fillers), len(grammar))
            trail = next((i for i, w in enumerate(reversed(grammar[lead:])) if w not in fillers), 0)
            tally["grammar fillers before"] += lead
            tally["grammar fillers after"] += trail
            tally["grammar nothing"] += not grammar
            wrong = note["first_command"]
            tally["grammar wrong: eliminate/guess/arrest"] += (wrong is not None and wrong != expect
                                                            and wrong["type"] in ("eliminate", "guess", "arrest"))
    return tallies


def print_fooled(tallies: dict[str, Counter[str]]) -> None:
    from rich.console import Console
    from rich.table import Table

    n = next(iter(tallies.values()))["commands"] if tallies else 0
    table = Table(title=f"How the ears are fooled ({n} command utterances per condition, the same lines)")
    table.add_column("measure")
    for condition in tallies:
        table.add_column(condition, justify="right")

    def share(key: str) -> list[str]:
        return [f"{t[key] / max(1, t['commands']):.0%} ({t[key]})" for t in tallies.values()]

    for key in ("grammar right", "whisper best right", "kept right", "right and acted", "whisper: others' words",
                "grammar nothing", "grammar wrong: eliminate/guess/arrest"):
        table.add_row(key, *share(key))
    table.add_row("player's content words in Whisper's best reading",
                  *[f"{t['player words kept'] / max(1, t['player words']):.0%}" for t in tallies.values()])
    for key in ("grammar fillers before", "grammar fillers after"):
        table.add_row(f"{key} the command (per utterance)",
                      *[f"{t[key] / max(1, t['commands']):.2f}" for t in tallies.values()])
    Console(width=160).print(table)


def frame_levels(samples: np.ndarray) -> np.ndarray:
    """dB per 20 ms frame."""
    frames = len(samples) // FRAME
    power = np.mean(samples[:frames * FRAME].reshape(frames, FRAME) ** 2, axis=1)
    levels: np.ndarray = 10.0 * np.log10(np.maximum(power, 1e-12))
    return levels


def time_gate(samples: np.ndarray, keep: np.ndarray, floor_db: float = -25.0) -> np.ndarray:
    gain = np.convolve(np.where(keep, 1.0, 10.0 ** (floor_db / 20.0)), np.ones(3) / 3, mode="same")
    per_sample = np.repeat(gain, FRAME)
    per_sample = np.concatenate([per_sample, np.full(len(samples) - len(per_sample), per_sample[-1])])
    gated: np.ndarray = samples * per_sample
    return gated


def spectral_mask(mixed: np.ndarray, player: np.ndarray) -> np.ndarray:
    """The ideal binary mask: the bins of ``mixed``'s short-time spectrum where ``player`` is louder
    than the rest."""
    from hideout.voice.frontend import istft, stft

    spectrum, own = stft(mixed), stft(player)
    masked: np.ndarray = istft(spectrum * (np.abs(own) > np.abs(spectrum - own)), len(mixed))
    return masked


def loud_stretch(samples: np.ndarray, before_s: float = 0.15, after_s: float = 0.3, run: int = 5) -> np.ndarray:
    """``samples`` trimmed to the loud talker's stretch: frame levels split in two by Otsu's threshold
    (the split that best separates two classes of level), from the first to the last run of ``run``
    loud frames."""
    levels = frame_levels(samples)
    if len(levels) < 2 * run:
        return samples
    levels = np.maximum(levels, levels.max() - 60.0)
    counts, edges = np.histogram(levels, bins=60)
    centres = (edges[:-1] + edges[1:]) / 2
    best, threshold = -1.0, float(edges[0])
    for k in range(1, len(counts)):
        low, high = counts[:k].sum(), counts[k:].sum()
        if low and high:
            gap = (counts[:k] @ centres[:k]) / low - (counts[k:] @ centres[k:]) / high
            if low * high * gap ** 2 > best:
                best, threshold = float(low * high * gap ** 2), float(edges[k])
    runs = np.flatnonzero(np.convolve((levels > threshold).astype(int), np.ones(run, int), mode="valid") == run)
    if not len(runs):
        return samples
    start = max(0, runs[0] * FRAME - int(before_s * 16000))
    end = min(len(samples), (runs[-1] + run) * FRAME + int(after_s * 16000))
    return samples[start:end]


VARIANTS = ("room", "player alone", "oracle time gate", "oracle spectral mask", "loud stretch")


def ceilings(args: argparse.Namespace) -> dict[str, Counter[str]]:
    """Whisper alone on ``args.ceilings`` command lines in the talkers room, each variant of VARIANTS."""
    from hideout.grammar.recognition import recognition_prompt
    from hideout.listening import table_context
    from hideout.voice.audio import from_pcm16, read_wav, to_pcm16
    from hideout.voice.synth import ENGLISH_VOICES, SynthCache
    from hideout.voice.whisper import WhisperRecogniser

    whisper = WhisperRecogniser()
    cache = SynthCache(args.cache)
    tallies = {variant: Counter[str]() for variant in VARIANTS}
    lines = [line for line in load_lines("dev", args.limit, args.seed, args.phrasings_file) if line["expect"] is not None]
    for line in lines[:args.ceilings]:
        voice, speed, pitch, seed = delivery(line["text"], ENGLISH_VOICES)
        text = spoken(line["text"])
        mixed = from_pcm16(read_wav(cache.path(text, voice, speed, pitch, seed=seed, room="talkers")))
        alone = from_pcm16(read_wav(cache.path(text, voice, speed, pitch, seed=seed, room="reverb")))
        alone = np.pad(alone, (0, max(0, len(mixed) - len(alone))))[:len(mixed)]
        player = alone * float(mixed @ alone / max(float(alone @ alone), 1e-12))
        dominant = frame_levels(player) > frame_levels(mixed - player)
        heard = {"room": mixed, "player alone": player, "oracle time gate": time_gate(mixed, dominant),
                 "oracle spectral mask": spectral_mask(mixed, player), "loud stretch": loud_stretch(mixed)}
        matcher = matcher_for(line["game"])
        context = table_context(line["game"], "en", tuple(line["table"]), line.get("awaiting"))
        whisper.set_prompt(recognition_prompt(matcher, context))
        for variant, samples in heard.items():
            peak = float(np.max(np.abs(samples))) or 1.0
            transcript = whisper.decode(to_pcm16(samples * 0.9 / peak))
            commands = [matcher.match(reading, context).command for reading in whisper.hypotheses or (transcript.text,)]
            right = [c is not None and c.to_json() == line["expect"] for c in commands]
            tallies[variant]["commands"] += 1
            tallies[variant]["best right"] += bool(right) and right[0]
            tallies[variant]["any right"] += any(right)
        if args.progress:
            print(f"  {tallies['room']['commands']}/{min(len(lines), args.ceilings)}", file=sys.stderr)
    return tallies


def print_ceilings(tallies: dict[str, Counter[str]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="Whisper alone in the talkers room: what the front end could win at most")
    for column in ("Whisper hears", "best reading right", "one of its 5 readings right"):
        table.add_column(column, justify="right")
    for variant, tally in tallies.items():
        n = tally["commands"]
        table.add_row(variant, f"{tally['best right'] / max(1, n):.1%} ({tally['best right']}/{n})",
                      f"{tally['any right'] / max(1, n):.1%} ({tally['any right']}/{n})")
    Console(width=160).print(table)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--from-dump", nargs="+", default=None, metavar="D")
    parser.add_argument("--ceilings", type=int, default=0, metavar="N")
    parser.add_argument("--phrasings-file", default=None,
                        help="a spent set (bench/phrasings/en_heldoutN.jsonl); default en_dev")
    parser.add_argument("--limit", type=int, default=150, help="the stratified subset heard_phrasings draws")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--cache", default=None, help="folder for synthesised audio (heard_phrasings' --cache)")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args()
    if args.phrasings_file and "heldout3" in Path(args.phrasings_file).name:
        parser.error("the third held-out sets are the lead's headline: not here")
    if not args.from_dump and not args.ceilings:
        parser.error("give --from-dump and/or --ceilings")
    if args.from_dump:
        print_fooled(fooled(args.from_dump))
    if args.ceilings:
        print_ceilings(ceilings(args))
    print("command: python bench/talkers_room.py " + " ".join(sys.argv[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
