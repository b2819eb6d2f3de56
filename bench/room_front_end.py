"""What the room front end (voice/frontend.py, WPE dereverberation before Whisper) costs per
utterance: wall and CPU time, p50 / p95, on spoken bench lines in a simulated room.

The CPU figure is what an idle machine would wait; on a shared machine the wall time is larger
by the share of the processor the run gets.

Usage: python bench/room_front_end.py [--utterances N] [--room reverb|talkers] [--cache DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hideout.voice.audio import from_pcm16, read_wav  # noqa: E402
from hideout.voice.frontend import dereverberate  # noqa: E402
from hideout.voice.synth import ENGLISH_VOICES, SynthCache  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--utterances", type=int, default=40)
    parser.add_argument("--room", choices=("reverb", "talkers"), default="reverb")
    parser.add_argument("--cache", default=None, help="folder for synthesised audio")
    args = parser.parse_args()
    from bench.heard_phrasings import delivery, load_lines, spoken
    from bench.measures import percentile

    cache = SynthCache(args.cache)
    walls, cpus, seconds = [], [], []
    for line in load_lines("dev", args.utterances, 2026):
        voice, speed, pitch, seed = delivery(line["text"], ENGLISH_VOICES)
        audio = from_pcm16(read_wav(cache.path(spoken(line["text"]), voice, speed, pitch, seed=seed, room=args.room)))
        wall, cpu = time.perf_counter(), time.process_time()
        dereverberate(audio)
        walls.append((time.perf_counter() - wall) * 1000.0)
        cpus.append((time.process_time() - cpu) * 1000.0)
        seconds.append(len(audio) / 16000.0)
    print(f"{len(walls)} utterances in a {args.room} room, {percentile(seconds, 0.5):.1f} s long (median)")
    print(f"dereverberation wall p50 / p95: {percentile(walls, 0.5):.0f} / {percentile(walls, 0.95):.0f} ms; "
          f"CPU p50 / p95: {percentile(cpus, 0.5):.0f} / {percentile(cpus, 0.95):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
