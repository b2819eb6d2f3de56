"""Korean kinds added in the matcher's fourteenth round (issue 10, after the spent set ko_heldout16),
read by the rules alone (the learned reader off: it was trained on that set). Each kind is fixed by
form, with examples of this file's own (none is a bench line), beside what it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text,expected", [
    # Chungcheong / Jeolla "-겄-" for "-겠-" in a polite close ("-겄어유", "-겄슈" = -겠어요)
    ("인구가 몇 명인지 들어 봐야 쓰겄어유", ask("population")),
    ("종교 물어봐야겄슈", ask("religion")),
    ("칠레 빼야겄어유", eliminate("CHL")),
    ("이거 어떻게 하는 겨 모르겄슈 도와줘유", {"type": "help"}),
    # a request said as a wish: "-(어) 주면 좋겠다", "-줬으면 좋겠다", in dialect too ("좋겄는디유")
    ("수도가 무슨 글자로 시작하는지 알려 주면 좋겠어요", ask("capital_letter")),
    ("인구 좀 말해 줬으면 좋겠는데", ask("population")),
    ("그 나라 땅 얼마나 넓은지 알려 주면 좋겄는디유", ask("land_area")),
    # settling on what it is not ("X 아닌 걸로 할게"): an elimination, not the arrest "X로 할게"
    ("캐나다 아닌 걸로 할게요", eliminate("CAN")),
    ("페루는 아닌 거로 하자", eliminate("PER")),
    ("캐나다로 할게요", guess("CAN")),
    ("캐나다인 걸로 할게", guess("CAN")),
    # second pass (after ko_heldout21): an industry named by its word holds no country ("조선업": not
    # 조선, the North's own name), asked in Gyeongsang ("뭐고", "-이가")
    ("주력 산업 뭐고 조선업이가", ask("industry")), ("산업이 관광업인가요", ask("industry")),
    # "빼고 다음": eliminated, and on to the next (not "빼고 다", all but)
    ("니제르 빼고 다음", eliminate("NER")), ("인도 빼고 다음 사람", eliminate("IND")),
])
def test_commands_of_the_round(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # a guess said in dialect stays a guess ("넓겄어": must be big), as do the plain "-겄-" forms
    "그 나라 엄청 넓겄어", "거기 바다 있겄제", "브라질이겄네",
    # only the countries of a kind left on the table: a remark, not the choice card's question
    "이제 불교 믿는 나라만 남았네요", "그럼 달러 쓰는 나라만 남았어요", "영어 쓰는 나라만 남았습니다",
    "이슬람 나라만 남았네요",
    # all but one kept ("빼고 다" as a word of its own); players urged to think it through
    # a card's answer said with a regional or slang degree word: a remark ("징하게", "무지", "솔찬히")
    "땅이 징하게 넓어", "인구 무지 많아", "그 나라 산이 솔찬히 높아",
    "칠레 빼고 다 남겨 둬", "니제르 빼야 하나 좀 애매하네", "인구 물어볼지 애매해", "남은 나라 세 개예요 신중히 판단합시다", "인구 카드는 신중하게 쓰자",
])
def test_talk_of_the_round(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # a Japanese-born player's "いいえ" said alone or before the Korean no
    ("이이에", {"type": "cancel"}), ("이이에 아니에요", {"type": "cancel"}),
    ("아니에요", {"type": "cancel"}), ("하이 맞아요", {"type": "confirm"}),
    # slang "맞음" (with "리얼", "레알"), the old plain-formal "그렇소", an officer's "확인했습니다 진행하십시오"
    ("레알 맞음", {"type": "confirm"}), ("맞음", {"type": "confirm"}), ("좋소", {"type": "confirm"}),
    ("그렇소", {"type": "confirm"}), ("확인했어요 진행하세요", {"type": "confirm"}),
    ("확인했습니다 진행하십시오", {"type": "confirm"}), ("맞소", {"type": "confirm"}),
    ("그니까 네 맞아요", {"type": "confirm"}),
    # Gangwon's "-래요" on the no ("아니래요": 아니요); a wait still holds the question
    ("아니래요", {"type": "cancel"}), ("잠깐 다시 생각해 볼게요", {"type": "cancel"}),
])
def test_answers_at_the_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


# ---- old and short Korean country names (the handbook's aliases_ko) ----------------------------------
def _korean_aliases() -> list[tuple[str, str]]:
    if not shipped_handbook_exists():
        return []
    from hideout.data.handbook import load_handbook
    return [(d.id, alias) for d in load_handbook().destinations for alias in d.aliases_ko]


ALIASES = _korean_aliases()


@pytest.mark.parametrize("ident,alias", ALIASES, ids=[f"{i}-{a}" for i, a in ALIASES])
def test_every_korean_alias_names_its_destination_alone(ko_rules: Matcher, ident: str, alias: str) -> None:
    # said with an act, the alias is its destination; said alone at "Eliminate ...?" it is no yes or
    # no, and said alone at the table it asks no card (no alias is a card or command word)
    table = (ident, *(t for t in TABLE if t != ident))[:6]
    assert said_at(ko_rules, f"{alias} 빼 주세요", table, lang="ko") == eliminate(ident)
    assert read_at(ko_rules, alias, table, lang="ko", awaiting=True).command is None
    alone = read_at(ko_rules, alias, table, lang="ko").command
    assert alone is None or alone.to_json()["type"] in ("eliminate", "guess")


def test_old_and_short_names_are_in_the_handbook() -> None:
    have = set(ALIASES)
    if not have:
        pytest.skip("needs data/handbook.json")
    for ident, alias in [("VNM", "월남"), ("CHN", "중공"), ("NLD", "화란"), ("GRC", "희랍"), ("ESP", "서반아"),
                         ("RUS", "아라사"), ("EGY", "애급"), ("IDN", "인니"), ("PHL", "비율빈"), ("THA", "섬라"),
                         ("THA", "샴"), ("AUT", "오지리"), ("SWE", "서전"), ("TUR", "토이기"), ("MEX", "묵서가"),
                         ("AUS", "오주"), ("ZAF", "남아공"), ("SAU", "사우디"), ("NZL", "뉴질"), ("MNG", "몽고"),
                         # spellings from before the 1986 loanword rules, and the North's
                         ("CAN", "카나다"), ("ETH", "이디오피아"), ("HUN", "항가리"), ("PRK", "이북"),
                         ("VNM", "윁남"), ("EGY", "에짚트")]:
        assert (ident, alias) in have


@pytest.mark.parametrize("text,expected", [
    # names left out because they are everyday words: "정말" (Denmark's old name) is "really",
    # "서서" (Switzerland's) "standing", "파란" (Poland's) "blue"
    ("정말 브라질 빼요", eliminate("BRA")), ("서서 말하지 말고 앉아", None), ("파란 카드 뭐야", None),
    # an industry by its word holds no country: "중공업" is no 중공
    ("주력 산업이 중공업이에요?", ask("industry")),
    # Spanish said by Spain's old names, and French by France's
    ("서반아 말 써요?", ask("official_language", "spanish")), ("에스빠냐어 공용어임까", ask("official_language", "spanish")),
    ("불란서 말 쓰나요", ask("official_language", "french")),
    # ... and with a question mark or a word of wanting the degree word still asks
    ("그 나라 땅 솔찬히 넓어?", ask("land_area")), ("종교 상당히 궁금해", ask("religion")),
])
def test_old_names_that_are_everyday_words_stay_words(ko_rules: Matcher, text: str,
                                                      expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected
