"""Phrasing families added in the matcher's fourth round (issue 10, after the blind sets
en_heldout4 / ko_heldout4): each kind is checked on examples written for these tests (none is a
bench line), beside the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN")
KO_TABLE = ("BRA", "PER", "FRA", "JPN", "KOR", "GHA")
needs_handbook = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")


def said(matcher: Matcher, text: str, awaiting: bool = False, game: str = "destination-x",
         lang: str = "en", table: tuple[str, ...] = TABLE) -> dict[str, Any] | None:
    return said_at(matcher, text, table, lang=lang, game=game, awaiting=awaiting)


# ---- vocatives and exclamations (older speakers) -----------------------------------------------
@pytest.mark.parametrize("text,awaiting,expected", [
    ("sweetheart what's the main religion there", False, ask("religion")),
    ("how tall is the highest mountain there my dear", False, ask("highest_peak")),
    ("heavens yes", True, {"type": "confirm"}),
    ("oh goodness yes please", True, {"type": "confirm"}),
    ("good lord no not that one", True, {"type": "cancel"}),
    ("be my guest", True, {"type": "confirm"}),
    ("very well then", True, {"type": "confirm"}),
    ("heck yeah", True, {"type": "confirm"}),
    ("yes o", True, {"type": "confirm"}),            # Nigerian English particle
    ("ehn", True, None),                             # a sound alone is no answer
])
def test_vocatives_exclamations_and_old_fashioned_answers(matcher: Matcher, text: str, awaiting: bool,
                                                          expected: dict[str, str] | None) -> None:
    assert said(matcher, text, awaiting) == expected


def test_a_vocative_keeps_a_player_addressed_as_talk(matcher: Matcher) -> None:
    assert said(matcher, "mum what's the population of tokyo") is None


# ---- paraphrase families -------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("send peru away", {"type": "eliminate", "destination": "PER"}),
    ("we're putting kenya away", {"type": "eliminate", "destination": "KEN"}),
    ("back in the old days what happened there", ask("history")),
    ("what money do they use there", ask("currency_letter")),
    ("is there a throne", ask("government_choice", "monarchy")),
    ("no no sorry what was the word oh yes nepal is out", {"type": "eliminate", "destination": "NPL"}),
    ("ready or not we're arresting you in peru", {"type": "guess", "destination": "PER"}),
    ("how many games have we won so far", {"type": "status"}),
    ("remind me how it works", {"type": "help"}),
    ("what's their main line of work", ask("industry")),
    ("when did it become a country", ask("history")),
    ("is there anywhere bigger than the capital", ask("capital_largest")),  # not the capital's letter
    ("we'll have canada off", {"type": "eliminate", "destination": "CAN"}),
    ("we're saying brazil is the hideout", {"type": "guess", "destination": "BRA"}),
    ("norway you're caught", {"type": "guess", "destination": "NOR"}),
])
def test_paraphrase_families(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- an option set against another ("instead of", "rather than") ---------------------------------
@pytest.mark.parametrize("text,expected", [
    ("are they a republic rather than a monarchy", ask("government_choice", "republic")),
    ("is spanish official there instead of english", ask("official_language", "spanish")),
])
def test_the_option_after_a_foil_is_not_asked(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_two_options_offered_stay_talk(matcher: Matcher) -> None:
    assert said(matcher, "is it french or english") is None


# ---- inverted yes/no questions after a card or an option named first ----------------------------
@pytest.mark.parametrize("text,expected", [
    ("spanish is that spoken officially", ask("official_language", "spanish")),
    ("the language card is french official", ask("official_language", "french")),
    ("my knees hurt does it have a coast", ask("coastline")),
    ("sorry to bother you is it a republic", ask("government_choice", "republic")),
    ("yo spy hit me with the exports", ask("export")),
])
def test_inverted_and_closing_questions(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", ["the population is that big", "the language card is a waste",
                                  "the land area card is huge"])
def test_statements_about_a_card_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a visitor imagined in the country ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("if i flew there would i need to drive on the left", ask("traffic")),
    ("if we moved there what would we earn", ask("gdp_per_capita")),
    ("if we lived there would we pray in a mosque", ask("religion_choice", "islam")),
])
def test_an_imagined_visit_asks_about_the_country(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", ["if we ask the coast card we'll know", "if it's peru we win",
                                  "if i went to peru would i see mountains", "if i were you i'd ask the population"])
def test_other_ifs_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text", ["my sister went hiking in the mountains last year",
                                  "we visited once and the peaks were enormous",
                                  "my boss says their money is the dollar"])
def test_a_story_about_someone_is_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_an_imagined_trip_in_the_past_tense_still_asks(matcher: Matcher) -> None:
    assert said(matcher, "if i went there would i need to drive on the left") == ask("traffic")


# ---- acts said with impatience, a tag or conviction -----------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("chuck brazil already", {"type": "eliminate", "destination": "BRA"}),
    ("i know you're in canada arrest", {"type": "guess", "destination": "CAN"}),
])
def test_decided_acts(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "we eliminated peru already",          # the past, not an act
    "we asked the population already",
    "you're holding the coast card aren't you",
    "i know it's peru",                    # a hedge without a decisive act
    "kenya's tiny it can't be that",       # reasoning about a name
    "that pill makes me sleepy",           # a remark about oneself
    "i'd sit out this round",
    "i'm off to bed",
    "who had the religion card",           # who held a card, not a question to the spy
    "my cousin went there is it cold",
    "who's the boss there a king or an elected fellow",  # two options named
])
def test_talk_near_those_acts(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- Englishes: dropped g, "yer", Nigerian Pidgin "dey", "holed up" ------------------------------
@pytest.mark.parametrize("text,expected", [
    ("yer hidin' in norway", {"type": "guess", "destination": "NOR"}),
    ("we're crossin off brazil", {"type": "eliminate", "destination": "BRA"}),
    ("na canada you dey", {"type": "guess", "destination": "CAN"}),
    ("you've been holed up in kenya all along", {"type": "guess", "destination": "KEN"}),
])
def test_englishes(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_englishes_keep_talk_talk(matcher: Matcher) -> None:
    assert said(matcher, "yer card is rubbish") is None
    assert said(matcher, "they dey play") is None


# ---- Duel action cards by what they do ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("flip the square beside him", {"type": "action", "card": "grid_search"}),
    ("search the districts next to mister x", {"type": "action", "card": "grid_search"}),
    ("he loses his turn and i go again", {"type": "action", "card": "reinforcements"}),
    ("give me an extra turn", {"type": "action", "card": "reinforcements"}),
    ("give us a clue where he is", {"type": "action", "card": "surveillance"}),
    ("say it again young man", {"type": "repeat"}),
    ("where is everybody", {"type": "status"}),
])
def test_duel_actions_by_their_effect(duel: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(duel, text, game="duel", table=()) == expected


# ---- Korean ---------------------------------------------------------------------------------------
def ko_said(ko: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said(ko, text, awaiting, lang="ko", table=KO_TABLE)


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    # English loanwords in Hangul, for cards, options and acts
    ("파퓰레이션 알려줘", ask("population")),
    ("인더스트리 카드 쓸게요", ask("industry")),
    ("퍼시픽 닿아 있어", ask("pacific")),
    ("프렌치 공용어야", ask("official_language", "french")),
    ("커런시 첫 글자 뭐야", ask("currency_letter")),
    ("리퍼블릭이야", ask("government_choice", "republic")),
    ("브라질 엘리미네이트", {"type": "eliminate", "destination": "BRA"}),
    ("페루 어레스트 할게요", {"type": "guess", "destination": "PER"}),
    # short names and dialect acts
    ("뉴질 빼줘", {"type": "eliminate", "destination": "NZL"}),
    ("칠레 치아뿌라", {"type": "eliminate", "destination": "CHL"}),
    ("케냐 카드 엎자", {"type": "eliminate", "destination": "KEN"}),
    # a bare act after an opinion about one destination
    ("페루는 아닌 거 같아 빼", {"type": "eliminate", "destination": "PER"}),
    ("브라질인 것 같아요 체포해 주세요", {"type": "guess", "destination": "BRA"}),
    # a question to the spy closed by 맞나
    ("수도가 제일 큰 도시 맞나", ask("capital_largest")),
    ("몇 판 했노", {"type": "status"}),
    ("뭘 물어봐도 되는지 알려줘", {"type": "help"}),
    ("아까 잘못 말했어 취소", {"type": "cancel"}),
    # Gyeongsang and Chungcheong questions and acts
    ("거기 사람 몇이나 사노", ask("population")),
    ("차 어느 쪽으로 댕기노", ask("traffic")),
    ("거기 잘 사나", ask("gdp_per_capita")),
    ("브라질 치아라", {"type": "eliminate", "destination": "BRA"}),
    ("우예 하는 기고", {"type": "help"}),
    # a name opens a word: 접한 국가 holds no 한국
    ("국경을 접한 국가가 몇 개인지 알려주세요", ask("land_borders")),
    ("브라질 ㅂㅂ", {"type": "eliminate", "destination": "BRA"}),
    ("페루 컷", {"type": "eliminate", "destination": "PER"}),
    # "-자" on the act's own verb beside a name decides; goodbyes beside a name eliminate
    ("가나 없애자", {"type": "eliminate", "destination": "GHA"}),
    ("일본은 잘 가", {"type": "eliminate", "destination": "JPN"}),
    ("브라질로 할게요 최종", {"type": "guess", "destination": "BRA"}),
    # a child's short yes/no questions: a topic word, then how it is
    ("그 나라 산 높나", ask("highest_peak")),
    ("거기 사람들 많아요", ask("population")),
    ("그 나라 커", ask("land_area")),
    ("거기 사람들 뭐 먹고 사니", ask("industry")),   # a living, not the population
    ("그 나라 돈 뭐 써", ask("currency_letter")),
    ("차 오른쪽으로 다녀", ask("traffic")),
])
def test_korean_fourth_round_families(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert ko_said(ko, text) == expected


@needs_handbook
@pytest.mark.parametrize("text", [
    "페루 맞나",                 # a guess aloud among players
    "페루 같아 브라질 같아",
    "헐 대박", "헉 뭐야", "오예 이겼다", "우리 또 이겼다",
    "코스트가 너무 비싸",         # cost, not coast
    "피크 타임이라 차 막힌다",
    "드라이브 가고 싶다",
    "하나씩 지워 보자",           # a proposal to the table, no name
    "안녕 스파이",
    "오늘 사람 많다",             # a remark, not a question
    "우리 뭐 먹고 살지",
    "절대 아니야",
    "편의점에서 파는 물건 비싸다",
    "킹덤 드라마 재밌더라",       # a remark about what someone saw (-더라, 봤)
    "히스토리 채널 봤나",
])
def test_korean_talk_near_those_families(ko: Matcher, text: str) -> None:
    assert ko_said(ko, text) is None


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    ("그려 그거여", {"type": "confirm"}),
    ("예 그걸로 부탁드려요", {"type": "confirm"}),
    ("어어 그래 그거", {"type": "confirm"}),
    ("놉놉", {"type": "cancel"}),
    ("아니 잠깐만 다시 생각해 볼게", {"type": "cancel"}),
    ("아니요 제가 잘못 말했어요", {"type": "cancel"}),
    ("헉 뭐라고", None),          # surprise, not "say that again"
    ("오예", None),
    ("아니 맞아", None),          # a no then a yes is no answer
    ("예 그리 하이소", {"type": "confirm"}),
    ("아이고 아이다", {"type": "cancel"}),
    ("어데", {"type": "cancel"}),
])
def test_korean_answers_at_a_pending_question(ko: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert ko_said(ko, text, awaiting=True) == expected
