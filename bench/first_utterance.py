"""First utterance after start-up: what `hideout hear FILE.wav` meets on every call, and a game
on its first commands. Each command is decoded by a freshly started PocketSphinx (cold cepstral
mean), streamed as from a microphone; prints accuracy and latency from the end of the audio.

Usage: python3 bench/first_utterance.py [--commands 40] [--snr 10]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hideout.data.handbook import load_handbook
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.listening import apply_grammar, decode_as_streamed
from hideout.voice.sphinx import SphinxRecogniser
from hideout.voice.synth import ENGLISH_VOICES, PITCHES, SPEEDS, SynthCache
from hideout.grammar.recognition import build_recognition_grammar


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--commands", type=int, default=40)
    parser.add_argument("--snr", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    matcher = Matcher("destination-x", "en", load_handbook())
    context = MatchContext(table=("FRA", "DEU", "BRA", "PER", "JPN", "KEN"),
                           playable_cards=("population", "coastline", "government", "export"))
    grammar = build_recognition_grammar(matcher, context)
    rng = random.Random(args.seed)
    phrases = [p for p in grammar.phrases if p != "[unk]" and 2 <= len(p.split()) <= 6]
    items = []
    while len(items) < args.commands:
        phrase = rng.choice(phrases)
        result = matcher.match(phrase, context)
        if result.command is not None and not result.ambiguous:
            items.append((phrase, result.command, rng.choice(ENGLISH_VOICES), rng.choice(SPEEDS),
                          rng.choice(PITCHES)))
    cache = SynthCache(os.environ.get("HIDEOUT_SYNTH_CACHE"))
    print(f"{'condition':>14} {'right':>8} {'p50 ms':>7} {'p95 ms':>7}")
    for label, snr in (("clean", None), (f"{args.snr:g} dB babble", args.snr)):
        right, latencies = 0, []
        for phrase, command, voice, speed, pitch in items:
            recogniser = SphinxRecogniser(min_confidence=0.0)   # a fresh start for every command
            apply_grammar(recogniser, grammar)
            transcript = decode_as_streamed(recogniser, cache.pcm(phrase, voice, speed, pitch,
                                                                  snr_db=snr, kind="babble", seed=5))
            heard = matcher.match(transcript.text, context) if transcript.text else None
            right += heard is not None and heard.command == command and not heard.ambiguous
            latencies.append(transcript.decode_ms)
        latencies.sort()
        p50, p95 = latencies[len(latencies) // 2], latencies[int(0.95 * (len(latencies) - 1))]
        print(f"{label:>14} {right:>4}/{len(items):<3} {p50:7.0f} {p95:7.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
