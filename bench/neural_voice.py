"""The game's neural voice (Kokoro-82M, af_heart) against Piper's joe (the benchmarks' test voice,
the `bench` extra; skipped when not installed) and espeak-ng: start-up, real-time factor, and how
well a recogniser understands each (a stand-in for how clearly it speaks: no listening panel here).

- start-up: loading the model (and ONNX Runtime) until the first sentence can be made;
- real-time factor: synthesis time / audio length, over the spy's own lines from played games
  (narration, not tuned on), median and p95; and the wait before the first sound of a line, as
  the game speaks it (Kokoro: its first sentence; joe: the whole line);
- understood: detectives' commands (the demo's phrasings, from the simulated team's moves) said
  by each voice and decoded by PocketSphinx with the game's grammar, as the demo does: the share
  matched to the intended command, with a 95% Wilson interval.

    python bench/neural_voice.py [--lines 40] [--commands 60]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.measures import percentile, wilson  # noqa: E402

import numpy as np  # noqa: E402 - after the path

KOKORO, JOE, ESPEAK = "Kokoro-82M af_heart (the game's)", "Piper joe (test voice)", "espeak-ng"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=40)
    parser.add_argument("--commands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=23)
    args = parser.parse_args()

    from hideout.demo import phrase_for
    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.commands import Confirm
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.detectives import DetectiveTeam
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.listening import GrammarFeeder, decode_as_streamed
    from hideout.session import Session
    from hideout.voice.audio import read_wav
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad, synthesise

    from hideout.voice.neural import NeuralVoiceUnavailable

    def load(make: Any) -> tuple[Any, float]:
        started = time.perf_counter()
        loaded = make()
        loaded.synthesise("Ready.")
        return loaded, time.perf_counter() - started

    def kokoro() -> Any:
        from hideout.voice.neural import NeuralVoice
        return NeuralVoice()

    def joe() -> Any:
        from hideout.voice.piper import PiperVoice
        return PiperVoice()

    voices: dict[str, tuple[Any, float]] = {KOKORO: load(kokoro)}
    try:
        voices[JOE] = load(joe)
    except NeuralVoiceUnavailable as err:
        print(f"({JOE} left out: {err})")

    # Played games give the spy's lines and the detectives' commands with their contexts.
    lines: list[str] = []
    commands = []
    seed = args.seed
    while len(lines) < args.lines or len(commands) < args.commands:
        game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=seed, spy_strategy="cunning"))
        app = DestinationXApp(game)
        session = Session(app, Matcher(), save_path=None, typed=True)
        team = DetectiveTeam(game.handbook, game.cards, seed=seed)
        rng = random.Random(seed)
        lines += app.intro()
        while not game.is_over() and (len(lines) < args.lines or len(commands) < args.commands):
            intended = team.choose(game)
            commands.append((intended, phrase_for(intended, "en", app, rng), session.context()))
            reply = session.dispatch(intended)
            if session.pending is not None:
                reply = session.dispatch(Confirm())
            lines += reply.lines
        seed += 1
    lines, commands = lines[:args.lines], commands[:args.commands]

    rtf: dict[str, list[float]] = {name: [] for name in voices}
    first: dict[str, list[float]] = {name: [] for name in voices}
    for line in lines:
        for name, (voice, _) in voices.items():
            t = time.perf_counter()
            if name == KOKORO:
                blocks = []
                for block in voice.stream(line):
                    if not blocks:
                        first[name].append(time.perf_counter() - t)
                    blocks.append(block)
                samples = np.concatenate(blocks) if blocks else np.zeros(0, dtype=np.int16)
            else:
                samples = voice.synthesise(line)
                first[name].append(time.perf_counter() - t)
            rtf[name].append((time.perf_counter() - t) / max(len(samples) / voice.sample_rate, 1e-6))

    recogniser = SphinxRecogniser()
    recogniser.min_confidence = 0.0   # as the game sets it (hideout/listening.py)
    matcher = Matcher()
    feeder = GrammarFeeder(recogniser, matcher)
    hits = {name: 0 for name in [*voices, ESPEAK]}
    with tempfile.TemporaryDirectory() as folder:
        wav = Path(folder) / "line.wav"
        for intended, text, context in commands:
            feeder.update(context)
            said = {}
            for name, (voice, _) in voices.items():
                voice.to_wav(text, wav)
                said[name] = read_wav(wav)
            said[ESPEAK] = synthesise(text)
            for name, pcm in said.items():
                heard = decode_as_streamed(recogniser, pad(pcm)).text
                hits[name] += matcher.match(heard, context).command == intended

    print(f"{len(lines)} spy lines, {len(commands)} commands, seed {args.seed}")
    print()
    print("| voice | start-up (load + first sentence) | real-time factor, median / p95 | first sound of a line, median / p95 | commands understood | 95% interval |")
    print("|---|---|---|---|---|---|")
    for name in hits:
        n = len(commands)
        low, high = wilson(hits[name], n)
        if name in voices:
            timing = (f"{voices[name][1]:.2f} s | {statistics.median(rtf[name]):.3f} / {percentile(rtf[name], 0.95):.3f} | "
                      f"{statistics.median(first[name]):.2f} / {percentile(first[name], 0.95):.2f} s")
        else:
            timing = "none | | "
        print(f"| {name} | {timing} | {hits[name] / n:.1%} ({hits[name]}/{n}) | {low:.1%}-{high:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
