"""Korean narration: numbers in Korean numerals with 만/억, first letters of the English names,
every handbook value said in Korean, every event narrated in Korean."""

from __future__ import annotations

import re

import pytest

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.answers import Answer, AnswerKind, answer_for
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import DetectiveTeam
from hideout.engine.destination_x.events import (
    EVENT_TYPES,
    Answered,
    ArrestAttempted,
    ArrestRequired,
    CardDrawn,
    CardPlayed,
    CardsDealt,
    DealRequested,
    DeckEmpty,
    Eliminated,
    EliminationRequired,
    GameOver,
    GameStarted,
    HideoutChosen,
    OpenCardAdded,
    RoundEnded,
    RoundStarted,
    Side,
    Termination,
    TurnStarted,
)
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.engine.players import computer_moves
from hideout.narration import narrate, narrate_answer, narrate_base_rate
from hideout.languages.ko import HELPER as KOREAN
from hideout.languages.ko import particle, with_ro

spoken_number_ko = KOREAN.number
letter_with_ro = with_ro

HANDBOOK = load_handbook()
CARDS = load_cards()
HANGUL = re.compile(r"[가-힣]")
# Latin letters allowed in a Korean sentence: a first letter, or proper names kept in English
# (Gaining Knowledge details); nothing else.


def say(event) -> str:  # type: ignore[no-untyped-def]
    return narrate(event, "ko", HANDBOOK, CARDS)


@pytest.mark.parametrize(("value", "exact", "spoken"), [
    (8_712_345, False, "약 팔백칠십일만"),
    (8_710_000, False, "팔백칠십일만"),
    (212_559_417, False, "약 이억 천삼백만"),
    (51_780_000, False, "약 오천백팔십만"),
    (8848, True, "팔천팔백사십팔"),
    (100_210, False, "약 십만"),
    (0.44, False, "영 점 사 사"),
    (3, True, "삼"),
])
def test_korean_numerals_with_man_and_eok(value: float, exact: bool, spoken: str) -> None:
    assert spoken_number_ko(value, exact) == spoken


def test_population_answer_reads_like_the_spec() -> None:
    answer = Answer("population", AnswerKind.NUMBER, 8_712_345, unit="people")
    assert narrate_answer(answer, "ko", CARDS) == "약 팔백칠십일만 명입니다."


@pytest.mark.parametrize(("answer", "sentence"), [
    (Answer("capital_letter", AnswerKind.LETTER, "P"), "수도는 P로 시작합니다."),
    (Answer("capital_letter", AnswerKind.LETTER, "M"), "수도는 M으로 시작합니다."),
    (Answer("currency_letter", AnswerKind.LETTER, "E"), "화폐는 E로 시작합니다."),
    (Answer("traffic", AnswerKind.SIDE, "left"), "왼쪽으로 통행합니다."),
    (Answer("highest_peak", AnswerKind.NUMBER, 8848, unit="m"), "최고봉의 높이는 팔천팔백사십팔 미터입니다."),
    (Answer("land_borders", AnswerKind.COUNT, 3), "세 나라와 국경을 접하고 있습니다."),
    (Answer("land_borders", AnswerKind.COUNT, 8), "여덟 나라와 국경을 접하고 있습니다."),
    (Answer("land_borders", AnswerKind.COUNT, 0), "육지로 국경을 접한 나라가 없습니다."),
    (Answer("export", AnswerKind.TEXT, "coffee"), "주요 수출품은 커피입니다."),
    (Answer("religion", AnswerKind.TEXT, "Buddhism"), "주요 종교는 불교입니다."),
    (Answer("official_language", AnswerKind.YES_NO, True, option="english"), "네, 영어가 공식 언어입니다."),
    (Answer("currency_choice", AnswerKind.YES_NO, False, option="euro"), "아니요, 화폐는 유로가 아닙니다."),
    (Answer("atlantic", AnswerKind.YES_NO, True), "네, 대서양에 접해 있습니다."),
    (Answer("gdp_per_capita", AnswerKind.UNKNOWN, None), "제 핸드북에는 그 수치가 없습니다."),
])
def test_answers_in_korean(answer: Answer, sentence: str) -> None:
    assert narrate_answer(answer, "ko", CARDS) == sentence


def test_history_is_the_korean_line_of_the_page() -> None:
    page = HANDBOOK["USA"]
    answer = answer_for(CARDS["history"], None, page)
    # the page's Korean line, which says "this country" (meta.history_rule)
    assert narrate_answer(answer, "ko", CARDS) == page.history_ko == \
        "이 나라는 1776년 7월 4일에 영국으로부터 독립을 선언했습니다."


# every answer on every page, with and without Gaining Knowledge: test_korean_glossary.py


def test_gaining_knowledge_reads_capitals_in_korean() -> None:
    for dest in HANDBOOK:
        for card in ("capital_letter", "capital_largest"):
            text = narrate_answer(answer_for(CARDS[card], None, dest, True, HANDBOOK), "ko", CARDS)
            assert dest.capital_ko in text, (dest.id, text)
            assert len(re.findall(r"[A-Za-z]+", text)) <= (card == "capital_letter"), (dest.id, text)
    france = answer_for(CARDS["capital_letter"], None, HANDBOOK["FRA"], True, HANDBOOK)
    assert narrate_answer(france, "ko", CARDS) == "수도는 P로 시작합니다. 수도는 파리입니다."


@pytest.mark.parametrize(("count", "counter", "said"), [
    (1, "장", "한 장"), (3, "나라", "세 나라"), (7, "장", "일곱 장"), (8, "나라", "여덟 나라"),
    (14, "나라", "열네 나라"), (20, "장", "스무 장"), (21, "장", "스물한 장"), (32, "장", "서른두 장"),
])
def test_counted_things_take_native_numbers(count: int, counter: str, said: str) -> None:
    assert f"{KOREAN.count(count)} {counter}" == said


@pytest.mark.parametrize(("word", "a", "b", "said"), [
    ("브라질", "은", "는", "브라질은"), ("페루", "은", "는", "페루는"), ("일본", "이", "가", "일본이"),
])
def test_particles_follow_the_last_sound(word: str, a: str, b: str, said: str) -> None:
    assert particle(word, a, b) == said


def test_ro_and_euro() -> None:
    assert with_ro("서울") == "서울로" and with_ro("일본") == "일본으로" and with_ro("페루") == "페루로"
    assert letter_with_ro("N") == "N으로" and letter_with_ro("L") == "L로"


@pytest.mark.parametrize(("event", "sentence"), [
    (Eliminated("BRA", True), "맞습니다. 저는 브라질에 없습니다."),
    (Eliminated("FRA", False), "틀렸습니다! 저는 프랑스에 숨어 있었습니다."),
    (ArrestAttempted("PER", True), "체포되었습니다! 저는 페루에 숨어 있었습니다."),
    # after the wrong elimination's reveal, the round's end does not name the hideout again
    (RoundEnded(2, Side.SPY, "FRA", "eliminated_hideout", 1, 1), "제가 두 번째 라운드를 이겼습니다. 수사관 일 점, 스파이 일 점."),
    (ArrestRequired("one_left", "PER"), "페루만 남았습니다. 체포를 시도하세요."),
    (CardPlayed("Ann", "official_language", "spanish"), "Ann 수사관의 질문: 스페인어가 공식 언어입니까?"),
    (RoundStarted(2, ("BRA", "KOR"), "Ann"), "두 번째 라운드. 테이블의 목적지: 브라질, 한국."),
    (GameOver(Side.DETECTIVES, Termination.THREE_ROUNDS, 3, 1),
     "게임 종료: 수사관들이 이겼습니다. 수사관 대 스파이 삼 대 일."),
    # the rulebook's reason for the spy's win when the cards run out (a tie was said without it)
    (ArrestRequired("last_card"),
     "마지막 정보원 카드였습니다. 마지막 체포 시도를 하세요. 이번 체포로 세 라운드를 이기지 못하면 제가 게임에서 승리합니다."),
    (GameOver(Side.SPY, Termination.CARDS_EXHAUSTED, 2, 2),
     "게임 종료: 정보원 카드가 모두 소진되었고 수사관들이 세 라운드를 이기지 못해 제가 이겼습니다. 수사관 대 스파이 이 대 이."),
])
def test_events_in_korean(event, sentence: str) -> None:  # type: ignore[no-untyped-def]
    assert say(event) == sentence


SAMPLES = [
    GameStarted(("Ann", "Ben"), False, 16, 6),
    GameStarted(("Ann",), True, 16, 6, physical=True),
    CardsDealt((("Ann", ("population",)),), (), 7),
    CardsDealt((), ("population", "traffic", "export", "history"), 12),
    DealRequested(1, 6), RoundStarted(1, ("FRA", "NLD"), "Ann"), HideoutChosen(1),
    TurnStarted("Ann", ()), TurnStarted("Ann", ("population",)), CardPlayed("Ann", "population"),
    Answered(Answer("traffic", AnswerKind.SIDE, "right")), CardDrawn("Ann", "export", 3),
    OpenCardAdded("history", 2), DeckEmpty("Ann"), EliminationRequired("Ann"),
    Eliminated("FRA", True), ArrestRequired("last_card"), ArrestAttempted("FRA", False),
    RoundEnded(1, Side.DETECTIVES, "FRA", "arrest", 1, 0),
    RoundEnded(2, Side.SPY, "FRA", "wrong_arrest", 1, 1),
    GameOver(Side.SPY, Termination.CARDS_EXHAUSTED, 1, 2),
]


def test_every_event_type_is_narrated_in_korean() -> None:
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES)
    for event in SAMPLES:
        text = say(event)
        assert HANGUL.search(text) and "{" not in text and "None" not in text, (event, text)


def test_whole_games_are_narrated_in_korean() -> None:
    for seed, options in enumerate([{}, {"open_cards": True, "gaining_knowledge": True}]):
        config = GameConfig(**{"players": ("Ann", "Ben"), "seed": seed,
                               "spy_strategy": "random", **options})
        game = DestinationXGame(config, HANDBOOK, CARDS)
        team = DetectiveTeam(HANDBOOK, CARDS, seed=seed)
        spy = {"spy": ComputerSpy("easy", HANDBOOK, CARDS, seed=seed)}
        computer_moves(game, spy)
        while not game.is_over():
            game.apply(team.choose(game))
            computer_moves(game, spy)
        for event in game.log:
            text = say(event)
            assert HANGUL.search(text) and "{" not in text and "None" not in text, (event, text)


def test_base_rate_in_korean() -> None:
    assert narrate_base_rate("government_choice", "monarchy", 0.218, "ko") == \
        "목적지의 약 이십이 퍼센트는 군주제입니다."


def test_the_korean_score_reads_the_same_at_the_rounds_end_and_in_status() -> None:
    # the round's end said "수사관 일, 스파이 영" and status "수사관 0점, 스파이 0점"
    from hideout.destination_x_app import DestinationXApp
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    game = DestinationXGame(GameConfig(players=("민지", "준호"), seed=4, spy_strategy="random"))
    app = DestinationXApp(game, lang="ko")
    session = Session(app, Matcher(game="destination-x", lang="ko"), confirm=False, typed=True)
    team = DetectiveTeam(app.handbook, app.cards, seed=2)
    said: list[str] = []
    while not any(e.type == "round_ended" for e in game.log):
        said += session.dispatch(team.choose(game)).lines
    ended = next(line for line in said if "라운드를 이겼습니다" in line)
    score = re.search(r"수사관 \S+ 점, 스파이 \S+ 점\.", ended)
    assert score, ended
    assert score.group(0) in " ".join(app.status()), (ended, app.status())
    assert not re.search(r"\d", score.group(0))
