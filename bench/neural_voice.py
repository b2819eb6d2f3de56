"""The neural voice against espeak-ng: start-up, real-time factor, and how well a recogniser
understands each (a stand-in for how clearly it speaks: no listening panel here).

- start-up: loading the model (and ONNX Runtime) until the first sentence can be made;
- real-time factor: synthesis time / audio length, over the spy's own lines from a played game
  (narration, not tuned on), median and p95;
- understood: detectives' commands (the demo's phrasings, from the simulated team's moves) said
  by each voice and decoded by PocketSphinx with the game's grammar, as the demo does: the share
  matched to the intended command, with a 95% Wilson interval.

    python bench/neural_voice.py [--lines 40] [--commands 60]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def wilson(hits: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    z, p = 1.96, hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


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

    started = time.perf_counter()
    from hideout.voice.neural import NeuralVoice

    voice = NeuralVoice()
    voice.synthesise("Ready.")
    startup = time.perf_counter() - started

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

    rtf = []
    for line in lines:
        t = time.perf_counter()
        samples = voice.synthesise(line)
        rtf.append((time.perf_counter() - t) / max(len(samples) / voice.sample_rate, 1e-6))

    recogniser = SphinxRecogniser()
    recogniser.min_confidence = 0.0   # as the game sets it (hideout/listening.py)
    matcher = Matcher()
    feeder = GrammarFeeder(recogniser, matcher)
    hits = {"neural (Piper joe)": 0, "espeak-ng": 0}
    with tempfile.TemporaryDirectory() as folder:
        wav = Path(folder) / "line.wav"
        for intended, text, context in commands:
            feeder.update(context)
            voice.to_wav(text, wav)
            for name, pcm in (("neural (Piper joe)", read_wav(wav)), ("espeak-ng", synthesise(text))):
                heard = decode_as_streamed(recogniser, pad(pcm)).text
                hits[name] += matcher.match(heard, context).command == intended

    print(f"model start-up: {startup:.2f} s (load + first sentence)")
    print(f"real-time factor over {len(rtf)} spy lines: median {statistics.median(rtf):.3f}, p95 {p95(rtf):.3f}")
    print()
    print(f"| voice               | commands | understood | 95% interval |")
    print(f"|---------------------|----------|------------|--------------|")
    for name, hit in hits.items():
        low, high = wilson(hit, len(commands))
        print(f"| {name:<19} | {len(commands):>8} | {hit / len(commands):>9.1%} | {low:.1%}-{high:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
