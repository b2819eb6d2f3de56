"""Speech benchmark: synthetic detectives through the real recognisers and the real matcher.

For each recogniser (PocketSphinx always; Vosk English when a model is installed) it measures,
with context-restricted grammars as the game builds them (the 6 table destinations + the current
detective's playable cards):

- command accuracy on >= 300 synthetic commands (espeak-ng voices x speeds x pitches), clean and
  with noise at 10 dB SNR: the spoken command counts as right when recogniser + matcher yield the
  same Command the matcher gives for the typed text;
- false-action rate on table talk: the share of chatter that yields any command;
- decode latency p50/p95 from the end of the audio to the command (the audio is streamed in
  100 ms chunks first, as a microphone would, then the clock starts), real-time factor;
- start-up time to listening (recogniser + matcher + first grammar) and peak memory, each
  recogniser measured in its own process so they do not share a memory peak.

Usage: python3 bench/speech_accuracy.py [--commands 320] [--talk 100] [--snr 10] [--only sphinx]
       [--no-front-end] [--noise white] [--voices held-out]
Synthesised WAVs are cached in a temp folder (HIDEOUT_SYNTH_CACHE to choose it).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
import zlib
from dataclasses import replace

import numpy as np
from pathlib import Path

_T0 = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.measures import percentile  # noqa: E402

from hideout.engine.commands import ANSWER_TYPES
from hideout.listening import apply_grammar, decode_as_streamed
from hideout.policy import decide, heard_confidence
from hideout.voice.synth import ENGLISH_VOICES, HELD_OUT_VOICES, PITCHES, SPEEDS, SynthCache
from hideout.grammar.recognition import build_recognition_grammar

# Chatter around a game table; none of it is a command to the game master.
TABLE_TALK = [
    "pass me the crisps please", "whose turn is it anyway", "I think it is sunny outside",
    "that was a really good move", "oh no not again", "can you get me a drink",
    "I wonder where they are hiding", "maybe we should think about this", "let me see the cards",
    "hang on a second", "who wants more tea", "this is harder than I thought",
    "did you hear that noise", "I have no idea what to do", "my phone is ringing",
    "the pizza is getting cold", "we need a better plan", "you always say that",
    "let's take a short break", "I was sure it was somewhere in europe",
    "shall we order food later", "it is your turn to shuffle", "stop looking at my cards",
    "what time is it", "I am going to get some water", "that question was useless",
    "we played this last week", "how many rounds are left", "this game is fun",
    "remember to write that down", "I like the blue pieces", "are you keeping score",
    "it could be anywhere really", "hold on I am thinking", "nice try but no",
    "the cat is on the table again", "turn the music down a bit", "I need to leave at nine",
    "don't tell them our plan", "who dealt these cards", "that is so unfair",
    "where did I put my glasses", "I'm really hungry", "let's play again after this",
    "you are taking ages", "the spy is very clever tonight", "I think we are close",
    "which one did you cross off", "read the rules again", "we should have asked earlier",
]


#: Confidence thresholds reported (the recogniser's default min_confidence is 0.3).
THRESHOLDS = [0.0, 0.3, 0.5, 0.7]


def make_contexts(matcher, handbook, rng: random.Random, count: int):
    """Game-like contexts: 6 random destinations on the table, 4 playable cards."""
    from hideout.grammar.matcher import MatchContext
    ids = sorted(handbook.ids)
    cards = ["land_area", "population", "gdp_per_capita", "highest_peak", "land_borders",
             "coastline", "capital_letter", "government", "religion", "export"]
    return [MatchContext(table=tuple(rng.sample(ids, 6)), playable_cards=tuple(rng.sample(cards, 4)))
            for _ in range(count)]


def listening_context(context, expected):
    """The context the game is in when this command is said: yes and no answer a question (the
    game listens for them only while it awaits one, grammar/recognition.py)."""
    return replace(context, awaiting_confirmation=True) if expected.type in ANSWER_TYPES else context


def command_utterances(matcher, contexts, rng: random.Random, total: int):
    """(text, context, expected command) drawn from each context's own recognition grammars (and,
    for yes and no, from its grammar while a confirmation is awaited), half of them naming a
    destination; the expected command is the matcher's reading of the text."""
    forms = matcher.destination_forms

    def names(context) -> list[str]:
        return [name for name, ids in forms.items() if set(ids) & set(context.table)]

    items = []
    per_context = max(1, total // len(contexts) + 1)
    for context in contexts:
        spoken = (*build_recognition_grammar(matcher, context).phrases,
                  *build_recognition_grammar(matcher, replace(context, awaiting_confirmation=True)).phrases)
        phrases = [p for p in dict.fromkeys(spoken) if p != "[unk]" and len(p.split()) <= 8]
        with_place, without = [], []
        half = per_context // 2
        rng.shuffle(phrases)
        named = [p for p in phrases if any(n in p for n in names(context))]
        for pool, bucket, want in ((named, with_place, half), (phrases, without, per_context)):
            for phrase in pool:        # the matcher is slow-ish: stop once the bucket is full
                if len(bucket) >= want:
                    break
                result = matcher.match(phrase, context)
                if result.command is None or result.ambiguous:
                    continue
                has_place = getattr(result.command, "destination", None) is not None
                if (bucket is with_place) == has_place:
                    bucket.append((phrase, result.command))
        picked = with_place[:half] + without[:per_context - min(half, len(with_place))]
        items += [(text, context, command) for text, command in picked]
    rng.shuffle(items)
    return items[:total]


def run_one(args: argparse.Namespace) -> dict:
    """Benchmark one recogniser in this process; returns the figures as a dict."""
    from hideout.data.handbook import load_handbook
    from hideout.grammar.matcher import Matcher

    handbook = load_handbook()
    start = time.perf_counter()
    if args.only == "sphinx":
        from hideout.voice.denoise import SpeechFrontEnd
        from hideout.voice.sphinx import SphinxRecogniser
        # thresholds are swept below, so the recogniser itself keeps everything
        recogniser = SphinxRecogniser(min_confidence=0.0, garbage_weight=args.garbage,
                                      front_end=SpeechFrontEnd(enabled=not args.no_front_end))
    else:
        from hideout.voice.vosk_recogniser import VoskRecogniser
        recogniser = VoskRecogniser(args.model, lang="en")
    matcher = Matcher("destination-x", "en", handbook)
    rng = random.Random(args.seed)
    contexts = make_contexts(matcher, handbook, rng, args.contexts)
    first = build_recognition_grammar(matcher, contexts[0])
    apply_grammar(recogniser, first)
    startup_s = time.perf_counter() - _T0
    load_s = time.perf_counter() - start

    cache = SynthCache(os.environ.get("HIDEOUT_SYNTH_CACHE"))
    commands = command_utterances(matcher, contexts, rng, args.commands)
    speakers = HELD_OUT_VOICES if args.voices == "held-out" else ENGLISH_VOICES
    voices = [(rng.choice(speakers), rng.choice(SPEEDS), rng.choice(PITCHES))
              for _ in range(len(commands) + args.talk)]
    # chatter the matcher already rejects as typed text: what is measured is what speech adds
    talk_pool = [(text, context) for i, text in enumerate(TABLE_TALK)
                 for context in (contexts[i % len(contexts)],)
                 if matcher.match(text.lower(), context).command is None]
    talk = [talk_pool[i % len(talk_pool)] for i in range(args.talk)]
    report_talk_pool = len(talk_pool)

    current = [contexts[0]]
    denoised: list[bool] = []

    def hear(text: str, context, voice, snr):
        pcm = cache.pcm(text, voice[0], voice[1], voice[2], snr_db=snr, kind=args.noise,
                        seed=zlib.crc32(text.encode()) & 0xFFFF)
        return hear_pcm(pcm, context)

    def hear_pcm(pcm: bytes, context):
        if context != current[0]:
            grammar = build_recognition_grammar(matcher, context)
            apply_grammar(recogniser, grammar)
            current[0] = context
        began = time.perf_counter()
        transcript = decode_as_streamed(recogniser, pcm) if args.mode == "stream" \
            else recogniser.decode(pcm)
        decoded = time.perf_counter()
        result = matcher.match(transcript.text, context) if transcript.text else None
        # decode_ms: what was left after the end of the audio (all of it for a whole decode)
        to_command_ms = transcript.decode_ms + (time.perf_counter() - decoded) * 1000.0
        busy_s = time.perf_counter() - began
        front = getattr(recogniser, "front_end", None)
        if front is not None and front.available:
            denoised.append(front.denoised)
        return transcript, result, to_command_ms, busy_s / (len(pcm) / 32000.0)

    garbage = f", garbage {args.garbage:g}" if args.garbage is not None else ""
    if args.voices != "bench":
        garbage += f", {args.voices} voices"
    front = getattr(recogniser, "front_end", None)
    front_label = "" if front is None else (", RNNoise front end" if front.available else
                                            ", no front end")
    report: dict = {"recogniser": f"{recogniser.name} ({args.mode}{garbage}{front_label})", "thresholds": THRESHOLDS,
                    "talk_sentences": report_talk_pool, "startup_s": startup_s, "load_s": load_s,
                    "commands": len(commands), "talk": len(talk), "conditions": {}}
    # group by context so the grammar is switched once per context, as in a game turn
    order = sorted(range(len(commands)), key=lambda i: contexts.index(commands[i][1]))
    for label, snr in (("clean", None), (f"{args.snr:g} dB {args.noise}", args.snr)):
        right = [0] * len(THRESHOLDS)
        denoised.clear()
        latencies, rtfs, misses, confidences, corrects = [], [], [], [], []
        for i in order:
            text, context, expected = commands[i]
            transcript, result, ms, rtf = hear(text, listening_context(context, expected),
                                               voices[i], snr)
            latencies.append(ms), rtfs.append(rtf)
            confidences.append(transcript.confidence)
            got = result.command if result else None
            correct = got == expected and not (result and result.ambiguous)
            corrects.append(bool(correct))
            for k, threshold in enumerate(THRESHOLDS):
                right[k] += correct and transcript.confidence >= threshold
            if not correct and len(misses) < 8:
                misses.append(f"{text!r} -> {transcript.text!r}")
        report["conditions"][label] = {
            "accuracy": [r / len(commands) for r in right], "p50_ms": percentile(latencies, 0.5),
            "p95_ms": percentile(latencies, 0.95), "rtf": statistics.mean(rtfs),
            "misses": misses, "confidence_p10": percentile(confidences, 0.1),
            "confidences": confidences, "correct": corrects,
            "denoised": sum(denoised) / len(denoised) if denoised else None}
    acted = [0] * len(THRESHOLDS)
    talk_latencies, examples, talk_conf = [], [], []
    # What the game does with it (hideout/policy.py, as the session and `hideout hear` do):
    # acted on, asked back or ignored; eliminations and arrests are confirmed in any case.
    unasked_acts = [0] * len(THRESHOLDS)
    answered = [0] * len(THRESHOLDS)
    for j, (text, context) in enumerate(talk):
        transcript, result, ms, _ = hear(text, context, voices[len(commands) + j], None)
        talk_latencies.append(ms)
        talk_conf.append(transcript.confidence)
        if result is not None and result.command is not None:
            kind = result.command.type
            action = decide(result, None, heard_confidence(result, transcript.confidence)).action
            clean = action == "act"
            for k, threshold in enumerate(THRESHOLDS):
                if transcript.confidence >= threshold:
                    unasked_acts[k] += clean and kind == "ask"
                    answered[k] += clean and kind not in ANSWER_TYPES
        if result is not None and result.command is not None:
            for k, threshold in enumerate(THRESHOLDS):
                acted[k] += transcript.confidence >= threshold
            if len(examples) < 8 and transcript.confidence >= 0.3:
                examples.append(f"{text!r} -> {transcript.text!r} -> {result.command!r}")
    report["talk_acting"] = [a / max(1, len(talk)) for a in acted]
    report["talk_unasked_acts"] = [a / max(1, len(talk)) for a in unasked_acts]
    report["talk_answered"] = [a / max(1, len(talk)) for a in answered]
    report["talk_examples"] = examples
    report["talk_confidence_p90"] = percentile(talk_conf, 0.9)
    report["talk_acted_confidences"] = talk_conf
    # Sounds that are not a voice, while "Eliminate X?" waits for a yes or no (yes/no grammar):
    # anything heard here would be taken as an answer.
    from hideout.voice.synth import NON_SPEECH, non_speech
    confirming = replace(contexts[0], awaiting_confirmation=True)
    current[0] = None
    sounds_rng = np.random.default_rng(args.seed)
    taken: dict[str, int] = {}
    for kind in NON_SPEECH:
        for _ in range(args.sounds):
            transcript, result, _, _ = hear_pcm(non_speech(kind, sounds_rng), confirming)
            taken[kind] = taken.get(kind, 0) + (result is not None and result.command is not None)
    report["sounds_taken"] = taken
    report["sounds_per_kind"] = args.sounds
    report["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    return report


def print_table(reports: list[dict]) -> None:
    from rich.console import Console
    from rich.table import Table
    table = Table(title="Speech benchmark (synthetic espeak-ng detectives, context grammars)")
    for column in ("recogniser", "condition", "min conf", "accuracy", "table talk acting",
                   "p50 ms", "p95 ms", "RTF", "start-up s", "peak MB"):
        table.add_column(column, justify="right")
    for report in reports:
        if "skipped" in report:
            table.add_row(report["recogniser"], "skipped: " + report["skipped"], *[""] * 8)
            continue
        for label, figures in report["conditions"].items():
            for k, threshold in enumerate(report["thresholds"]):
                share = figures.get("denoised")
                denoised = f", {share:.0%} denoised" if share is not None else ""
                table.add_row(report["recogniser"], f"{label} (n={report['commands']}{denoised})",
                              f"{threshold:.1f}", f"{figures['accuracy'][k]:.1%}",
                              f"{report['talk_acting'][k]:.1%} (n={report['talk']})",
                              f"{figures['p50_ms']:.0f}", f"{figures['p95_ms']:.0f}",
                              f"{figures['rtf']:.3f}", f"{report['startup_s']:.2f}",
                              f"{report['peak_rss_mb']:.0f}")
    Console(width=150).print(table)
    for report in reports:
        if "talk_unasked_acts" in report:
            # hideout/session.py with heard input: an ask in stray fillers is asked back,
            # eliminations and arrests always are, dialogue in fillers is ignored
            for k, threshold in enumerate(report["thresholds"]):
                print(f"{report['recogniser']} in the game, min conf {threshold:.1f}: table talk that changed "
                      f"the game without a question {report['talk_unasked_acts'][k]:.1%}, that the spy "
                      f"answered at all {report['talk_answered'][k]:.1%}, eliminations or arrests without "
                      f"confirmation 0 (n={report['talk']})")
    for report in reports:
        if "sounds_taken" in report:
            taken = report["sounds_taken"]
            each = ", ".join(f"{kind} {count}" for kind, count in taken.items())
            print(f"{report['recogniser']}: sounds that are not a voice taken as an answer while a "
                  f"confirmation waits: {sum(taken.values())} of {report['sounds_per_kind'] * len(taken)} "
                  f"({each}; {report['sounds_per_kind']} takes each)")
    for report in reports:
        for label, figures in report.get("conditions", {}).items():
            if figures["misses"]:
                print(f"{report['recogniser']} {label} misses (first {len(figures['misses'])}):")
                for miss in figures["misses"]:
                    print("   ", miss)
        if report.get("talk_examples"):
            print(f"{report['recogniser']} table talk that acted:")
            for example in report["talk_examples"]:
                print("   ", example)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--commands", type=int, default=320)
    parser.add_argument("--talk", type=int, default=100)
    parser.add_argument("--contexts", type=int, default=16)
    parser.add_argument("--snr", type=float, default=10.0)
    parser.add_argument("--noise", choices=["white", "babble"], default="babble")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--sounds", type=int, default=10,
                        help="takes of each non-speech sound fed during a confirmation")
    parser.add_argument("--model", default=None, help="Vosk English model folder")
    parser.add_argument("--only", choices=["sphinx", "vosk"], default=None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--garbage", type=float, default=None,
                        help="PocketSphinx garbage phone-loop weight (e.g. 1e-10); off if absent")
    parser.add_argument("--no-front-end", action="store_true",
                        help="PocketSphinx without voice/denoise.py (no RNNoise, no voice gate, "
                             "and so its default beams)")
    parser.add_argument("--voices", choices=["bench", "held-out"], default="bench",
                        help="the 8 espeak-ng voices settings were measured on, or 8 others "
                             "(voice/synth.py HELD_OUT_VOICES)")
    parser.add_argument("--mode", choices=["stream", "whole"], default="stream",
                        help="stream 100 ms chunks then finish (microphone path), or decode "
                             "the whole utterance after it ended")
    args = parser.parse_args()
    if args.only:
        report = run_one(args)
        print(json.dumps(report))
        return 0
    reports = []
    for name in ("sphinx", "vosk"):
        if name == "vosk":
            from hideout.voice import models
            try:
                args.model = str(models.where("en", args.model))
            except models.ModelNotFound:
                reports.append({"recogniser": "vosk",
                                "skipped": "no English model (hideout models download en)"})
                continue
        command = [sys.executable, __file__, "--only", name, "--commands", str(args.commands),
                   "--talk", str(args.talk), "--sounds", str(args.sounds), "--contexts", str(args.contexts), "--snr",
                   str(args.snr), "--noise", args.noise, "--seed", str(args.seed), "--mode", args.mode]
        if args.garbage is not None:
            command += ["--garbage", str(args.garbage)]
        if args.no_front_end:
            command += ["--no-front-end"]
        command += ["--voices", args.voices]
        if args.model and name == "vosk":
            command += ["--model", args.model]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            reports.append({"recogniser": name, "skipped": "failed: " + done.stderr[-300:]})
            continue
        reports.append(json.loads(done.stdout.strip().splitlines()[-1]))
    if args.json:
        print(json.dumps(reports, indent=2))
    else:
        print_table(reports)
    return 0


if __name__ == "__main__":
    sys.exit(main())
