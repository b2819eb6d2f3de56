"""Spoken phrasings written blind, in voices and rooms kept apart from tuning: what a new group meets.

Each line of bench/phrasings/<set>.jsonl (English; Destination X and Duel; commands, yes/no,
hesitations and table talk, each with its table and what the game is waiting for) is synthesised
in one voice of the chosen voice set and heard in each condition through exactly what
`hideout hear` runs (hideout.listening.Listener: recogniser, grammar of the moment, matcher,
hideout.policy.decide). Printed per condition:

- right command: the command the line's writer expected (any action), and right and acted on;
- right commands asked back (the share of the right ones whose action is "ask_back");
- table talk that makes the spy speak up (ask back or act), and that changes the game (acted on a
  command that is not dialogue);
- hesitations ("er", "hmm", "yay", ...) during "Eliminate X?" taken as a yes;
- time from the end of the audio to the decision, p50 / p95.

Voice sets (voice/synth.py): "tune" = the 8 espeak-ng voices settings are tuned on; "heldout" =
8 other espeak-ng voices, 4 Flite voices (another synthesiser) and Piper's neural en_US joe voice
(voice/neural.py); "flite" and "neural" = those alone.
Conditions: clean; 10 dB babble; "reverb" (a simulated room, RT60 0.3-0.7 s); "talkers" (that
room with two other people talking 10 dB below the utterance) (voice/rooms.py, pyroomacoustics).

Address-word mode (``--address-word [WORD]``, a loud table's ``hideout play --address-word``):
every command line that does not answer a question is said as a player in the mode says it, the
word first ("spy, largest industry please"; without WORD the game's own word: "spy", "Mister X");
answers to "Eliminate X?", hesitations and table talk are said as written. The rows then measure
the mode: talk, never addressed, is ignored unless the recogniser heard the word in it.

Usage: python bench/heard_phrasings.py [--phrasings heldout|dev|dev2] [--phrasings-file PATH]
       [--voices heldout|tune|flite] [--conditions clean,babble,reverb,talkers] [--limit N]
       [--address-word [WORD]]
       [--recogniser sphinx|whisper|sphinx+whisper] [--room-front-end] [--prompt-cards]
       [--sampled-readings LOGPROB] [--length-penalty P] [--also-moonshine]
       [--dump F] [--from-dump F [--open-again]]
The headline is --phrasings heldout --voices heldout. Tune only with --phrasings dev --voices tune.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import zlib
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.measures import percentile  # noqa: E402

from hideout.listening import Listener, choose_recogniser, default_recogniser  # noqa: E402
from hideout.voice.factory import RECOGNISERS  # noqa: E402
from hideout.voice.audio import read_wav  # noqa: E402
from hideout.voice.synth import (  # noqa: E402
    ENGLISH_VOICES, FLITE_VOICES, HELD_OUT_VOICES, NEURAL_VOICES, PITCHES, SPEEDS, SynthCache,
)

PHRASINGS = Path(__file__).resolve().parent / "phrasings"
VOICE_SETS = {"tune": ENGLISH_VOICES, "heldout": HELD_OUT_VOICES + FLITE_VOICES + NEURAL_VOICES,
              "flite": FLITE_VOICES, "neural": NEURAL_VOICES}
CONDITIONS = {"clean": {}, "babble": {"snr_db": 10.0, "kind": "babble"},
              "reverb": {"room": "reverb"}, "talkers": {"room": "talkers"}}
TALK_KINDS = ("chatter", "duel_chatter")
from hideout.policy import CONFIRMED, DIALOGUE  # noqa: E402


def load_lines(name: str, limit: int | None, seed: int, path: str | None = None) -> list[dict[str, Any]]:
    """The lines of bench/phrasings/en_<name>.jsonl, or of ``path`` (a set kept outside the repo,
    in the same JSON-lines shape)."""
    source = Path(path) if path else PHRASINGS / f"en_{name}.jsonl"
    lines = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line.strip()]
    if limit and limit < len(lines):
        # the same share of every kind, drawn with a fixed seed
        by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for line in lines:
            by_kind[line["kind"]].append(line)
        rng = random.Random(seed)
        picked = []
        for kind, group in sorted(by_kind.items()):
            picked += rng.sample(group, max(1, round(limit * len(group) / len(lines))))
        lines = picked
    return lines


def spoken(text: str) -> str:
    """What a person says for "a1": "a one" (espeak-ng would say "a-one" anyway; Flite says
    "a1" as a word)."""
    digits = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five"}
    words = []
    for word in text.split():
        if len(word) == 2 and word[0].isalpha() and word[1] in digits:
            words += [word[0], digits[word[1]]]
        else:
            words.append(word)
    return " ".join(words)


def delivery(text: str, voices: Sequence[str]) -> tuple[str, int, int, int]:
    """How a line is spoken, fixed by its text so that every run, condition and bench hears it
    alike: (voice, speed, pitch, the room's seed)."""
    key = zlib.crc32(text.encode())
    return voices[key % len(voices)], SPEEDS[(key // 7) % len(SPEEDS)], PITCHES[(key // 31) % len(PITCHES)], key & 0xFFFF


def address_word(args: argparse.Namespace, game: str) -> str:
    """The mode's word for ``game`` ("" with the mode off)."""
    from hideout.phrasebook import address_word as word_for

    return word_for(game, "en", args.address_word)


def said(line: dict[str, Any], word: str) -> str:
    """What a player says for ``line``: in the address-word mode a command that answers no
    question opens with the word; answers, hesitations and talk are said as written."""
    if word and line["expect"] is not None and line.get("awaiting") is None:
        return f"{word}, {line['text']}"
    return line["text"]


def hear_all(args: argparse.Namespace) -> tuple[list[dict[str, Any]], str]:
    """Every line in every condition through `hideout hear`'s path: one record per utterance."""
    lines = load_lines(args.phrasings, args.limit, args.seed, args.phrasings_file)
    if args.kinds:
        lines = [line for line in lines if line["kind"] in args.kinds.split(",")]
    voices = VOICE_SETS[args.voices]
    chosen = choose_recogniser("en", args.recogniser)
    if args.room_front_end:   # A/B: Whisper hears the utterance dereverberated (voice/frontend.py)
        for part in getattr(chosen.recogniser, "parts", (chosen.recogniser,)):
            if hasattr(part, "dereverberate"):
                part.dereverberate = True
    listener = Listener(chosen.recogniser, "en")
    cache = SynthCache(args.cache)
    records = []
    started = time.perf_counter()
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    for index, line in enumerate(lines):
        # the voice is the line's, with or without the word, so the two modes compare paired
        voice, speed, pitch, seed = delivery(line["text"], voices)
        word = address_word(args, line["game"])
        for condition in args.conditions.split(","):
            path = cache.path(spoken(said(line, word)), voice, speed, pitch, seed=seed, **CONDITIONS[condition])
            heard = listener.hear(read_wav(path), line["game"], tuple(line["table"]), line.get("awaiting"),
                                  tuple(line["playable"]) if args.playable else (), address_word=word)
            record = {"line": line, "voice": voice, "condition": condition, "heard": heard.to_json(),
                      **({"address_word": word} if word else {})}
            records.append(record)
            if dump is not None:
                dump.write(json.dumps(record) + "\n")
        if args.progress and (index + 1) % 20 == 0:
            print(f"  {index + 1}/{len(lines)} lines, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if dump is not None:
        dump.close()
    return records, chosen.recogniser.name


def hear_open_again(records: list[dict[str, Any]], args: argparse.Namespace) -> list[dict[str, Any]]:
    """A dump of `sphinx+whisper` with Whisper's reading heard again (the room front end off, or
    on with --room-front-end) and weighed, as the live path weighs it (hideout.listening
    .judge_readings, the matcher, the policy), against the grammar reading the dump holds.

    PocketSphinx is not run again: its reading, and the live CMN history behind it, stay exactly
    those of the dumped run, so two such passes compare only what Whisper was given. (Separate
    runs of the bench differ in PocketSphinx's reading whenever the utterances come in another
    order.) Latencies are the dump's."""
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.grammar.recognition import recognition_prompt
    from hideout.listening import fillers_said, judge_readings, listening_context
    from hideout.policy import decide, heard_confidence
    from hideout.voice.checked import readings_of
    from hideout.voice.recogniser import Transcript
    from hideout.voice.whisper import WhisperRecogniser

    also = None
    if args.also_moonshine:   # A/B: Moonshine's reading weighed beside Whisper's beam (voice/moonshine.py)
        from hideout.voice.moonshine import MoonshineRecogniser

        also = MoonshineRecogniser()
    whisper = WhisperRecogniser(dereverberate=args.room_front_end, sample_below=args.sampled_readings, also=also,
                                **({} if args.length_penalty is None else {"length_penalty": args.length_penalty}))
    matchers: dict[str, Matcher] = {}
    cache = SynthCache(args.cache)
    heard_again = []
    for index, record in enumerate(records):
        line, heard = record["line"], record["heard"]
        opinion = heard.get("second_opinion")
        if opinion is None:
            raise SystemExit("--open-again needs a dump of --recogniser sphinx+whisper")
        voice, speed, pitch, seed = delivery(line["text"], (record["voice"],))
        word = record.get("address_word", "")
        path = cache.path(spoken(said(line, word)), voice, speed, pitch, seed=seed, **CONDITIONS[record["condition"]])
        matcher = matcher_for(line["game"], matchers)
        context = listening_context(MatchContext(game=line["game"], lang="en", table=tuple(line["table"]),
                                                 playable_cards=tuple(line["playable"]) if args.playable else (),
                                                 address_word=word),
                                    line.get("awaiting"))
        whisper.set_prompt(recognition_prompt(matcher, context))
        second = whisper.decode(read_wav(path))
        first = Transcript(opinion["first"], opinion["first_confidence"],
                           tuple((word, opinion["first_confidence"]) for word in opinion["first"].split()))
        # as voice.checked.CheckedRecogniser.finish: Whisper's beam, scored by its own decoder
        readings = readings_of(whisper, second)
        kept, note = judge_readings(matcher, context, first, second, readings, whisper.fits)
        if note.get("source") != "agree" and (more := whisper.also_readings()):   # as CheckedRecogniser._weigh
            kept, note = judge_readings(matcher, context, first, second, readings + more, whisper.fits, also=more[0])
            note = {**note, "also": more[0]}
        result = matcher.match(kept.text, context)
        decision = decide(result, line.get("awaiting"),
                          heard_confidence(result, kept.confidence, fillers_said=fillers_said(note)))
        out = result.to_json()
        again = {**heard, "transcript": kept.text, "command": out["command"], "score": out["score"],
                 "ambiguous": out["ambiguous"], "stray_fillers": out.get("stray_fillers", 0),
                 "tentative": out.get("tentative", False), **decision.to_json(), "recogniser_confidence": round(kept.confidence, 3),
                 "second_opinion": {**note, **{k: round(v, 3) for k, v in whisper.last.items()}}}
        heard_again.append({**record, "heard": again})
        if args.progress and (index + 1) % 80 == 0:
            print(f"  {index + 1}/{len(records)} utterances heard again", file=sys.stderr)
    return heard_again


_MATCHERS: dict[str, Any] = {}


def matcher_for(game: str, matchers: dict[str, Any] = _MATCHERS) -> Any:
    """One matcher per game, built once (``dict.setdefault(game, Matcher(...))`` builds one on
    every call, seconds each: a re-decided dump took hours)."""
    from hideout.grammar.matcher import Matcher

    if game not in matchers:
        matchers[game] = Matcher(game=game, lang="en")
    return matchers[game]


def dumped_context(record: dict[str, Any]) -> Any:
    """The heard context a dumped utterance was matched in (its line's game, table and awaiting, the
    address word it was said with), as hideout.listening gives it; what the re-deciding reads."""
    from hideout.grammar.matcher import MatchContext
    from hideout.listening import listening_context

    line = record["line"]
    return listening_context(MatchContext(game=line["game"], lang="en", table=tuple(line["table"]),
                                          address_word=record.get("address_word", "")), line.get("awaiting"))


def loop_evidence(record: dict[str, Any], opinion: dict[str, Any]) -> dict[str, Any]:
    """What hideout.listening.judge_readings notes of a kept reading of Whisper's that is a decoder
    loop (the evidence of its phrase said once), for a dump made before it was noted."""
    from hideout.listening import loop_unit

    unit = loop_unit(opinion.get("kept") or "")
    if unit is None or opinion.get("source") != "second":
        return {}
    line = record["line"]
    matcher = matcher_for(line["game"])
    context = dumped_context(record)
    return {"kept_unit_score": round(matcher.match(unit, context).score, 1)}


def yes_evidence(record: dict[str, Any], opinion: dict[str, Any]) -> dict[str, Any]:
    """What hideout.listening.judge_readings notes of a yes kept at a confirmation (whether its
    every clause is assent), for a dump made before it was noted."""
    from hideout.listening import yes_said_whole

    line, kept = record["line"], opinion.get("kept_command")
    if line.get("awaiting") != "confirmation" or kept is None or kept["type"] != "confirm":
        return {}
    context = dumped_context(record)   # awaiting a confirmation, as checked above
    return {"yes_whole": yes_said_whole(matcher_for(line["game"]), opinion.get("kept") or "", context)}


def one_ear_talk_evidence(record: dict[str, Any], opinion: dict[str, Any]) -> dict[str, Any]:
    """What hideout.listening.judge_readings notes of a command only the open recogniser's reading
    holds (the learned talk check's verdict on it), for a dump made before it was noted."""
    from hideout.listening import kept_talk

    line = record["line"]
    context = dumped_context(record)
    return kept_talk(matcher_for(line["game"]), context, opinion)


def second_reason_evidence(record: dict[str, Any], opinion: dict[str, Any]) -> dict[str, Any]:
    """Why the rules read no command (or one) in the open recogniser's best reading
    (hideout.listening.grammar_alone_against_talk), for a dump made before it was noted."""
    from hideout.listening import rules_reading

    line = record["line"]
    result = matcher_for(line["game"]).match(opinion.get("second") or "", dumped_context(record))
    return {"second_reason": rules_reading(result).reason}


def talk_checked(record: dict[str, Any]) -> bool:
    """Whether the current learned talk check (grammar/reader.py ``SecondOpinion.check``) asks back
    the dumped reading the game kept, in the heard context the game gives it (the check reads
    typed input only, so a heard reading is left as it was unless that changes; a dump holds the
    kept reading's words)."""
    from hideout.engine.commands import command_from_json
    from hideout.grammar.matcher import MatchContext, MatchResult

    line, heard = record["line"], record["heard"]
    command = heard["command"]
    if command is None or heard.get("tentative", False):
        return False
    matcher = matcher_for(line["game"])
    if matcher.second_opinion is None:
        return False
    context = MatchContext(game=line["game"], lang="en", table=tuple(line["table"]),
                           playable_cards=tuple(line["playable"]),
                           awaiting_confirmation=line.get("awaiting") == "confirmation",
                           awaiting_choice=line.get("awaiting") == "choice")
    firm = MatchResult(heard["transcript"], command_from_json(command, line["game"]), heard["score"], "")
    return bool(matcher.second_opinion.check(firm, context).tentative)


def guess_agreed(record: dict[str, Any], opinion: dict[str, Any] | None) -> str | None:
    """The action an utterance the policy ignores gets as the learned guess at Whisper's best
    reading that holds the grammar's command (hideout.listening.guess_agreed, as
    GrammarFeeder.evidence reads it); None when it is no such guess."""
    from hideout.listening import guess_agreed as agreed
    from hideout.policy import decide

    found = agreed(matcher_for(record["line"]["game"]), dumped_context(record), opinion)
    if found is None:
        return None
    result, sure, bars = found
    return decide(result, record["line"].get("awaiting"), sure, bars=bars).action


def redecide(record: dict[str, Any]) -> str:
    """The action the current hideout.policy gives a dumped utterance (to re-score a dump), after
    the current doubts of a second opinion (hideout.listening.doubt: talk, a yes neither ear wrote;
    read from the dumped weighing; rules that need the audio again, such as the murmur check of a
    yes, are not)."""
    from types import SimpleNamespace

    from hideout.listening import act_asked_anyway, doubt, fillers_said, yields_to_bare_act
    from hideout.policy import decide, heard_confidence

    heard = record["heard"]
    command = heard["command"]
    result = SimpleNamespace(command=SimpleNamespace(type=command["type"]) if command else None,
                             text=heard["transcript"], score=heard["score"], ambiguous=heard["ambiguous"],
                             stray_fillers=heard["stray_fillers"], tentative=heard.get("tentative", False)
                             or talk_checked(record), addressed=heard.get("addressed"))
    confidence = heard["recogniser_confidence"]
    opinion = heard.get("second_opinion")
    if opinion is not None:
        confidence = opinion.get("weighed_confidence", confidence)   # before the talk rules
        if "second_score" not in opinion and opinion.get("source") == "second":
            opinion = {**opinion, "second_score": heard["score"]}   # dumps from before it was noted
        if "awaiting" not in opinion:
            opinion = {**opinion, "awaiting": record["line"].get("awaiting")}   # dumps from before it was noted
        if "kept_unit_score" not in opinion:
            opinion = {**opinion, **loop_evidence(record, opinion)}   # dumps from before it was noted
        if "yes_whole" not in opinion:
            opinion = {**opinion, **yes_evidence(record, opinion)}   # dumps from before it was noted
        if "second_reason" not in opinion:
            opinion = {**opinion, **second_reason_evidence(record, opinion)}   # dumps from before it was noted
        if "kept_talk" not in opinion:
            opinion = {**opinion, **one_ear_talk_evidence(record, opinion)}   # dumps from before it was noted
        confidence = doubt(opinion, confidence)
    said = opinion is not None and fillers_said(opinion)
    action = decide(result, record["line"].get("awaiting"), heard_confidence(result, confidence, fillers_said=said)).action
    if action == "ignore":
        action = guess_agreed(record, opinion) or action   # as GrammarFeeder.evidence
    kind = None if command is None else command["type"]
    if yields_to_bare_act(kind, action):   # as GrammarFeeder.bare_act_heard
        return bare_act_redecided(record, opinion, act_asked_anyway(kind, action)) or action
    return action


def bare_act_redecided(record: dict[str, Any], opinion: dict[str, Any] | None,
                       asked_anyway: str | None = None) -> str | None:
    """The action an utterance the policy ignores gets as an elimination or arrest the open ear
    wrote without its destination ("Eliminate."), as hideout.listening.GrammarFeeder.evidence
    reads it (from a dump of sphinx+whisper: the weighing's note holds Whisper's best reading);
    None when it is no such act. ``asked_anyway``: hideout.listening.act_asked_anyway."""
    from hideout.listening import bare_act_written
    from hideout.policy import decide

    line = record["line"]
    if opinion is None or line.get("awaiting") is not None:
        return None
    context = dumped_context(record)   # awaiting nothing, as checked above
    written = bare_act_written(matcher_for(line["game"]), context, opinion, asked_anyway=asked_anyway)
    if written is None:
        return None
    result, sure, bars = written
    return decide(result, None, sure, bars=bars).action


def score(records: list[dict[str, Any]], show: int, rescore: bool = False) -> dict[str, Any]:
    """Tallies per condition and per synthesiser x condition, latencies and examples of misses."""
    tallies: dict[str, Counter[str]] = defaultdict(Counter)
    latencies: dict[str, list[float]] = defaultdict(list)
    front_end: list[float] = []     # ms the room front end took per utterance (voice/frontend.py)
    misses: dict[str, list[str]] = defaultdict(list)
    for record in records:
        line, voice, condition, out = record["line"], record["voice"], record["condition"], record["heard"]
        synthesiser = voice.split(":")[0] if ":" in voice else "espeak-ng"
        action = redecide(record) if rescore else out["action"]
        kind, expect, got = line["kind"], line["expect"], out["command"]
        latencies[condition].append(out["decode_ms"])
        if (out.get("second_opinion") or {}).get("front_end_ms") is not None:
            front_end.append(out["second_opinion"]["front_end_ms"])
        note = None
        for tally in (tallies[condition], tallies[f"{synthesiser} {condition}"]):
            if expect is not None:
                tally["commands"] += 1
                right = got == expect
                tally["right"] += right
                tally["right_acted"] += right and action == "act"
                tally["right_asked_back"] += right and action == "ask_back"
                tally["right_ignored"] += right and action == "ignore"
                opinion = out.get("second_opinion")
                if opinion is not None:   # each recogniser's own reading of the same audio
                    tally["first_right"] += opinion["first_command"] == expect
                    tally["second_right"] += opinion["second_command"] == expect
                if out.get("addressed") is False and line.get("awaiting") is None:
                    tally["word_missed"] += 1   # address-word mode: the word said, not heard
                if not (right and action == "act"):
                    note = f"{line['text']!r} -> {out['transcript']!r} -> {got} {action}"
            elif kind in TALK_KINDS:
                tally["talk"] += 1
                tally["talk_spoke"] += action in ("act", "ask_back")
                tally["talk_addressed"] += out.get("addressed") is True   # a word heard that was not said
                # eliminations, arrests and Duel moves are confirmed aloud before they change anything
                tally["talk_changed"] += (action == "act" and got is not None
                                          and got["type"] not in (*DIALOGUE, *CONFIRMED))
                if action != "ignore":
                    note = f"TALK {line['text']!r} -> {out['transcript']!r} -> {got} {action}"
            elif kind == "hesitation":
                tally["hesitations"] += 1
                taken = action == "act" and got == {"type": "confirm"}
                tally["hesitation_yes"] += taken
                if taken:
                    note = f"HESITATION {line['text']!r} -> {out['transcript']!r}"
        if note and len(misses[condition]) < show:
            misses[condition].append(f"{note} [{voice}] {out['confidence']}")
    return {"tallies": {c: dict(t) for c, t in tallies.items()},
            "latency": {c: [percentile(v, 0.5), percentile(v, 0.95)] for c, v in latencies.items()},
            "front_end_ms": [percentile(front_end, 0.5), percentile(front_end, 0.95)] if front_end else None,
            "misses": dict(misses)}


def run(args: argparse.Namespace) -> dict[str, Any]:
    started = time.perf_counter()
    if args.from_dump:
        records = [json.loads(line) for line in Path(args.from_dump).read_text().splitlines() if line.strip()]
        recogniser = "(from a dump, actions re-decided by the current policy)"
        if args.open_again:
            records = hear_open_again(records, args)
            if args.dump:
                Path(args.dump).write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
            recogniser = ("(from a dump: PocketSphinx's reading kept, Whisper heard again "
                          f"{'with' if args.room_front_end else 'without'} the room front end"
                          + (f", sampled readings under {args.sampled_readings:g}" if args.sampled_readings is not None else "")
                          + (f", length penalty {args.length_penalty:g}" if args.length_penalty is not None else "")
                          + (", Moonshine's reading weighed where the two disagree" if args.also_moonshine else "") + ")")
    else:
        records, recogniser = hear_all(args)
    voices = sorted({record["voice"] for record in records})
    lines = len({json.dumps(record["line"], sort_keys=True) for record in records})
    return {"args": vars(args), "lines": lines, "recogniser": recogniser, "voices": voices,
            **score(records, args.show, rescore=bool(args.from_dump) and not args.open_again), "seconds": time.perf_counter() - started}


def share(part: int, whole: int) -> str:
    return f"{part / whole:.1%} ({part}/{whole})" if whole else "n/a"


def print_report(report: dict[str, Any], command: str) -> None:
    from rich.console import Console
    from rich.table import Table

    args = report["args"]
    source = (f"dump {args['from_dump']}" if args.get("from_dump")
              else f"{Path(args['phrasings_file']).name if args.get('phrasings_file') else 'en_' + args['phrasings']}, "
                   f"{args['voices']} voices")
    table = Table(title=f"Heard phrasings: {source} ({report['lines']} lines), {report['recogniser']}")
    for column in ("condition", "right command", "right and acted", "right asked back",
                   "talk: spy speaks up", "talk: game changed (unconfirmed)", "hesitation taken as yes", "p50 / p95 ms"):
        table.add_column(column, justify="right")
    total: Counter[str] = Counter()
    conditions = [c for c in report["tallies"] if c in CONDITIONS]
    by_synthesiser = [c for c in report["tallies"] if c not in CONDITIONS]
    if len({c.split()[0] for c in by_synthesiser}) < 2:
        by_synthesiser = []      # one synthesiser: its rows would repeat the conditions
    for condition in conditions + by_synthesiser:
        tally = report["tallies"][condition]
        if condition in CONDITIONS:
            total.update(tally)
        p50, p95 = report["latency"].get(condition, [float("nan")] * 2)
        table.add_row(condition, share(tally.get("right", 0), tally.get("commands", 0)),
                      share(tally.get("right_acted", 0), tally.get("commands", 0)),
                      share(tally.get("right_asked_back", 0), tally.get("right", 0)),
                      share(tally.get("talk_spoke", 0), tally.get("talk", 0)),
                      str(tally.get("talk_changed", 0)),
                      f"{tally.get('hesitation_yes', 0)} of {tally.get('hesitations', 0)}",
                      f"{p50:.0f} / {p95:.0f}")
        if condition == conditions[-1]:
            table.add_row("all", share(total["right"], total["commands"]),
                          share(total["right_acted"], total["commands"]),
                          share(total["right_asked_back"], total["right"]), share(total["talk_spoke"], total["talk"]),
                          str(total["talk_changed"]), f"{total['hesitation_yes']} of {total['hesitations']}", "")
    Console(width=160).print(table)
    print(f"voices: {', '.join(report['voices'])}; {report['seconds']:.0f} s; command: {command}")
    if report.get("front_end_ms"):
        p50, p95 = report["front_end_ms"]
        print(f"room front end before Whisper (voice/frontend.py): p50 / p95 {p50:.0f} / {p95:.0f} ms per utterance")
    if args.get("address_word") is not None:
        print("address-word mode: commands whose word was not heard (ignored) / talk heard as addressed: "
              + "; ".join(f"{c} {share(report['tallies'][c].get('word_missed', 0), report['tallies'][c].get('commands', 0))}"
                          f" / {share(report['tallies'][c].get('talk_addressed', 0), report['tallies'][c].get('talk', 0))}"
                          for c in conditions))
    for condition in conditions:
        tally = report["tallies"][condition]
        if "first_right" in tally or "second_right" in tally:
            print(f"{condition}: right command by each recogniser's own reading: grammar (first) "
                  f"{share(tally.get('first_right', 0), tally['commands'])}, open (second) "
                  f"{share(tally.get('second_right', 0), tally['commands'])}")
    for condition, lines in report["misses"].items():
        if lines:
            print(f"{condition}: first {len(lines)} commands not right-and-acted, talk answered, hesitations taken:")
            for line in lines:
                print("   ", line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--phrasings", choices=("heldout", "dev", "dev2"), default="heldout")
    parser.add_argument("--phrasings-file", default=None, metavar="PATH",
                        help="phrasings from this JSONL file instead (e.g. a fresh blind set kept outside the repo)")
    parser.add_argument("--voices", choices=tuple(VOICE_SETS), default="heldout")
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--limit", type=int, default=None, help="a stratified subset of this many lines")
    parser.add_argument("--kinds", default=None, help="only lines of these kinds (comma separated)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--recogniser", choices=RECOGNISERS, default=default_recogniser("en"),
                        help="default: what `hideout hear` uses for English")
    parser.add_argument("--playable", action="store_true",
                        help="also tell the grammar the detective's playable cards (a live game knows them;"
                             " `hideout hear` does not)")
    parser.add_argument("--room-front-end", action="store_true",
                        help="Whisper hears each utterance dereverberated (voice/frontend.py, off in the game), to compare")
    parser.add_argument("--prompt-cards", action="store_true",
                        help="Whisper's prompt also names the cards (grammar/recognition.py PROMPT_CARDS, off in the game)")
    parser.add_argument("--sampled-readings", type=float, default=None, metavar="LOGPROB",
                        help="with --open-again: Whisper also offers sampled readings when its best reading's mean "
                             "token log probability is under LOGPROB (voice/whisper.py SAMPLES; off in the game)")
    parser.add_argument("--length-penalty", type=float, default=None, metavar="P",
                        help="with --open-again: Whisper's beam ranks readings with this length penalty "
                             "(voice/whisper.py LENGTH_PENALTY otherwise)")
    parser.add_argument("--also-moonshine", action="store_true",
                        help="with --open-again: when the two ears do not agree on a command, Moonshine base's reading "
                             "is offered after Whisper's beam and weighed again (voice/moonshine.py; the "
                             "sphinx+whisper+moonshine recogniser)")
    parser.add_argument("--cache", default=None, help="folder for synthesised audio")
    # No misses by default: a held-out set whose lines are read is no longer held out.
    parser.add_argument("--show", type=int, default=0, help="misses to print per condition (tuning sets only)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dump", default=None, help="write every utterance's result to this JSONL file")
    parser.add_argument("--from-dump", default=None,
                        help="score a dump again (actions re-decided by the current hideout.policy)")
    parser.add_argument("--open-again", action="store_true",
                        help="with --from-dump: hear Whisper's reading again and weigh it against the dumped "
                             "PocketSphinx reading (an exactly paired comparison of the room front end)")
    parser.add_argument("--address-word", nargs="?", const="", default=None, metavar="WORD",
                        help="the loud-table mode: commands said with WORD first (none given: each game's own word)")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args()
    for condition in args.conditions.split(","):
        if condition not in CONDITIONS:
            parser.error(f"unknown condition {condition!r} (one of {', '.join(CONDITIONS)})")
    if args.prompt_cards:   # A/B: the card words in Whisper's prompt (grammar/recognition.py)
        from hideout.grammar import recognition

        recognition.PROMPT_CARDS = True
    report = run(args)
    if args.json:
        print(json.dumps(report))
    else:
        print_report(report, "python bench/heard_phrasings.py " + " ".join(sys.argv[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
