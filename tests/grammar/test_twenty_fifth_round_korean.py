"""The twenty-fifth round's Korean kinds (issue 10). Examples of my own (none a bench line).

A question told to a player to ask ("... 물어보소", "스파이한테 ... 물어봐라") is offered and asked back,
never played at once; a request relayed for a family member ("할머니가 ... 빼래요", "... 하지 말래요")
is the table's own.
"""

from __future__ import annotations

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("IND", "MNG", "PER", "KEN", "FIN", "EGY")


@pytest.mark.parametrize(("text", "want"), [
    ("스파이한테 인구 물어봐라", ask("population")),
    ("철수한테 면적 물어봐", ask("land_area")),
    ("그 나라 수도가 제일 큰 도시인가 물어보소", ask("capital_largest")),
    ("할아버지가 그 나라 사람들 무슨 종교 믿는지 물어보래요", ask("religion")),
])
def test_a_question_told_to_a_player_is_asked_back(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("할머니가 그냥 인도로 잡으래요", guess("IND")),
    ("할아버지가 몽골 빼래요", eliminate("MNG")),
])
def test_a_request_relayed_for_family_is_the_tables(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["할아버지가 하지 말래요", "빼지 말래요"])
def test_a_dont_relayed_is_a_no(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", [
    "할머니가 인도래요",             # hearsay of a place, no request relayed
    "할아버지가 어제 산에 가셨대요",   # a story
])
def test_hearsay_is_no_request(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


@pytest.mark.parametrize(("text", "want"), [
    ("버마 요즘은 미얀마라고 하죠 미얀마 빼 주세요", eliminate("MMR")),
])
def test_an_old_name_explained_by_the_new_one(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


# ---- a name or card word typed by its sound --------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("베트낭 빼요", eliminate("VNM")),
    ("이탈리야 빼 주세요", eliminate("ITA")),
    ("쫑교 뭐예요", ask("religion")),
    ("수토 첫 글짜 알려 주세요", ask("capital_letter")),
    ("꽁화국이에요", ask("government_choice", "republic")),
])
def test_a_word_one_confusable_letter_off_is_read_and_asked_back(ko_rules: Matcher, text: str,
                                                                 want: dict[str, str]) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative


@pytest.mark.parametrize("text", [
    "제가 볼 때 종교는 불교예요",          # 제가 is no 제거: ㅏ and ㅓ are no pair a learner confuses
    "죄송해요 빼다 무슨 뜻이에요 몰라요",   # 몰라요 is no 몰타
    "면적 알려 달래",                     # 달래 is no 달러
])
def test_common_words_near_a_name_stay_themselves(ko_rules: Matcher, text: str) -> None:
    assert ko_rules.respelt(text) is None


def test_one_letter_apart() -> None:
    from hideout.grammar.hangul import one_letter_apart
    assert one_letter_apart("잉구", "인구") and one_letter_apart("유러", "유로")
    assert not one_letter_apart("제가", "제거") and not one_letter_apart("인구", "인구")
    assert not one_letter_apart("베트낭", "베트") and not one_letter_apart("따이서양", "대서양")


# ---- Jeolla endings, and a repeat asked because it was too fast -------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("몽골은 바다가 없응께 빼부러", eliminate("MNG")),
    ("케냐 치워 불자", eliminate("KEN")),
    ("페루 빼 부러", eliminate("PER")),
])
def test_jeolla_reasons_and_helpers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_a_repeat_asked_because_it_was_too_fast(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "다시 말해 주세요 너무 빨라요", TABLE, lang="ko") == {"type": "repeat"}
    assert said_at(ko_rules, "너무 빨라요", TABLE, lang="ko") is None  # a remark alone asks nothing


@pytest.mark.parametrize(("text", "want"), [("케냐 잡기오", guess("KEN")), ("몽골은 빼기오", eliminate("MNG"))])
def test_the_yanbian_request(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_standard_ending_of_the_yanbian_request() -> None:
    from hideout.grammar.hangul import standard_ending
    assert standard_ending("빼기오") == "빼세요" and standard_ending("잡기오") == "잡으세요"
    assert standard_ending("팔기오") == "파세요" and standard_ending("기오") == "기오"


@pytest.mark.parametrize(("text", "want"), [
    ("수도 이니셜 뭐임 영어로", ask("capital_letter")),
    ("화폐 첫 글자 영어로 하면 뭐예요", ask("currency_letter")),
])
def test_a_letter_asked_in_english_is_no_official_language(ko_rules: Matcher, text: str,
                                                           want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_english_asked_as_a_language_still_is(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "공용어가 영어예요", TABLE, lang="ko") == ask("official_language", "english")
