"""Families added in the matcher's ninth round (issue 10, after the spent sets en_heldout11-13 and
ko_heldout11-12), read by the rules alone (the learned reader off: it was trained on those sets).

Safety first: talk that changed the game or made the spy speak up. Every example is written for
these tests (none is a bench line), beside the commands each rule must keep:
- a hedged opinion that a place is not it, followed by its reason ("i think it's not chile, there's
  no desert"): the "no" of "there's no" is a determiner, not a rejection, so the hedge stands;
- a hedge said twice ("i bet it's peru, i always bet it's peru"): the same words again are no
  more evidence of a decision;
- people one knows, talking about the place ("my clients from there always talk about the
  mountains");
- Korean insisting on what was said ("페루는 아니라니까", "내가 뭐랬어"), a card regretted or
  spoken of in the past ("인구 카드 괜히 썼어"), and a player keeping the score ("점수는 내가 적을게").
"""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, unambiguous

from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("BRA", "PER", "CHL", "CAN", "KEN", "NPL", "EGY", "IND", "JPN")


def said(matcher: Matcher, text: str, lang: str = "en") -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang=lang)


# ---- English: a hedged opinion with its reason, a hedge repeated, people from there (safety) --------
@pytest.mark.parametrize("text", [
    "i think it's not chile there's no desert",
    "i reckon it's not kenya there's no safari",
    "i'm pretty sure it's not nepal they've no mountains",
    "i believe it's not peru there's no llamas",
    "i bet it's peru i always bet it's peru",
    "i reckon it's japan i always reckon it's japan",
    "my clients from there always talk about the mountains",
    "my colleagues from there keep talking about the traffic",
    "people from there always say the beaches are great",
    "i'm fairly sure it's not egypt they've no desert",
    "eliminate chile or not",
    "arrest them in japan yes or no",
])
def test_hedged_opinions_and_stories_are_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("i think it's not chile eliminate it", eliminate("CHL")),
    ("it's not kenya there's no safari", eliminate("KEN")),
    ("not peru, no", eliminate("PER")),
    ("aye it's no kenya get rid of it", eliminate("KEN")),
    ("eliminate chile can or not", eliminate("CHL")),
    ("eliminate nepal", eliminate("NPL")),
    ("we bet it's peru", guess("PER")),
    ("is there no coast", ask("coastline")),
    ("do they have mountains", ask("highest_peak")),
    ("what's the traffic like there", ask("traffic")),
])
def test_acts_and_questions_beside_them_still_read(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


# ---- Korean: insisting, a card regretted, the score kept by a player (safety) ------------------------
@pytest.mark.parametrize("text", [
    "페루는 아니라니까",
    "칠레 아니라니께",
    "내가 뭐랬어 캐나다는 아니잖아",
    "일본은 아니라카이",
    "인구 카드 괜히 썼어",
    "아까 종교 카드 쓴 거 완전 낭비였다",
    "해안 카드 썼지 아까",
    "점수는 내가 적을게 스파이가 두 판 앞섰어",
    "내가 점수 적고 있어 우리가 지고 있네",
])
def test_korean_insistence_regret_and_score_keeping_are_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, "ko") is None


@pytest.mark.parametrize("text,expected", [
    ("페루는 아니라니까 빼", eliminate("PER")),
    ("페루는 아니야", eliminate("PER")),
    ("칠레 빼 주세요", eliminate("CHL")),
    ("인구 카드 쓸게요", ask("population")),
    ("종교 카드 써 주세요", ask("religion")),
    ("점수 알려 줘", {"type": "status"}),
    ("지금 누가 이기고 있어", {"type": "status"}),
])
def test_korean_acts_beside_them_still_read(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko_rules, text, "ko") == expected


# ---- English: radio procedure ("spy, this is table one, request the population, over") ---------------
@pytest.mark.parametrize("text,expected", [
    ("spy request capital letter over", ask("capital_letter")),
    ("request annual exports over", ask("export")),
    ("spy report official religion over and out", ask("religion")),
    ("spy this is team two requesting highest peak over", ask("highest_peak")),
    ("spy eliminate peru over", eliminate("PER")),
])
def test_radio_procedure(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("confirm it", {"type": "confirm"}),
    ("confirm over", {"type": "confirm"}),
    ("negative over", {"type": "cancel"}),
])
def test_radio_answers_stay_answers(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert unambiguous(rules.match(text, MatchContext(table=TABLE, awaiting_confirmation=True))) == expected


@pytest.mark.parametrize("text", ["the game is over", "is it over", "report the spy to the teacher"])
def test_over_and_report_in_talk_stay_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- English: yes and no in more Englishes, a cancel in sailors' words, "at all", "overboard" ---------
@pytest.mark.parametrize("text,expected", [
    ("chur bro", {"type": "confirm"}),
    ("sweet as bro", {"type": "confirm"}),
    ("too right", {"type": "confirm"}),
    ("nah yeah", {"type": "confirm"}),
    ("yeah nah", {"type": "cancel"}),
    ("belay it", {"type": "cancel"}),
    ("please don't proceed", {"type": "cancel"}),
])
def test_more_englishes_answer(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert unambiguous(rules.match(text, MatchContext(table=TABLE, awaiting_confirmation=True))) == expected


@pytest.mark.parametrize("text,expected", [
    ("is there a coast at all", ask("coastline")),
    ("do they grow anything at all", ask("agricultural_product")),
    ("what's the religion if you could tell us", ask("religion")),
    ("toss kenya overboard", eliminate("KEN")),
    ("belay that", {"type": "cancel"}),
])
def test_closings_and_sailors_words(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


# ---- Korean: a question offering both answers (A-not-A), the English name, more yes and no ----------
@pytest.mark.parametrize("text,expected", [
    ("인도양에 붙어 있어 안 붙어 있어", ask("indian")),
    ("유로 써 안 써", ask("currency_choice", "euro")),
    ("수도 영어 이름 첫 글자 알려 줘", ask("capital_letter")),
    ("영어 써요", ask("official_language", "english")),
])
def test_korean_either_way_questions_and_english_names(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko_rules, text, "ko") == expected


@pytest.mark.parametrize("text", ["칠레 빼 안 빼", "페루 지워 안 지워", "인구 카드 안 써"])
def test_korean_act_offered_either_way_is_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, "ko") is None


@pytest.mark.parametrize("text,expected", [
    ("그대로 실시", {"type": "confirm"}),
    ("맞아용", {"type": "confirm"}),
    ("미안한데 그건 아니에요", {"type": "cancel"}),
    ("아니용", {"type": "cancel"}),
])
def test_korean_more_answers(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert unambiguous(ko_rules.match(text, MatchContext(lang="ko", table=TABLE, awaiting_confirmation=True))) == expected


# ---- a card announced as one's own move, the score asked without its verb, a resigned yes -------------
@pytest.mark.parametrize("text,expected", [
    ("i'm gonna go ahead and use the religion card", ask("religion")),
    ("we're going to play the coastline one", ask("coastline")),
    ("where we at", {"type": "status"}),
])
def test_own_move_and_score(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", ["i'm gonna play the religion card next turn", "i'm gonna use the bathroom"])
def test_plans_and_errands_stay_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [("yeah i guess so", "confirm"), ("sure i guess", "confirm")])
def test_resigned_yes(rules: Matcher, text: str, expected: str) -> None:
    assert unambiguous(rules.match(text, MatchContext(table=TABLE, awaiting_confirmation=True))) == {"type": expected}


# ---- Korean: how many countries are left is the score, not the border card ---------------------------
@pytest.mark.parametrize("text,expected", [
    ("이제 나라 몇 개 남았지", {"type": "status"}),
    ("나라가 몇 개 남았어요", {"type": "status"}),
    ("국경 맞댄 나라 몇 개예요", ask("land_borders")),
])
def test_korean_countries_left_is_the_score(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko_rules, text, "ko") == expected
