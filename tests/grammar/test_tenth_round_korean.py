"""Korean kinds added in the matcher's tenth round (issue 10, after the spent set ko_heldout9),
read by the rules alone (the learned reader off: it was trained on that set).

Safety first: table talk that had asked a card at once (a typed game plays it) or made the spy
speak up. Every example is written for these tests, none is a bench line: talk of each kind
(wondering, supposing, hearsay, what seems so, rhetorical questions, cards judged, a player told
to ask, what was asked or done already, surprise at an answer, cards proposed politely) beside the
commands each rule must leave alone; then the command kinds the spent sets showed (courtesies
said as an "if", an act then its reason, Jeolla "-불-", a decision reasoned with "-다고 판단하여",
Gangwon "-래요", yes / no words)."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


# ---- safety: talk that asked a card on main ------------------------------------------------------
@pytest.mark.parametrize("text", [
    # wondering and supposing: -려나, -ㄹ걸, -ㄹ 거야, 겠 on a state, Jeolla 겄, -구만
    "인구가 많으려나", "태평양에 닿아 있으려나", "수도가 B로 시작하려나", "면적은 엄청 클 걸요",
    "저 나라는 종교가 이슬람일 거야 아마도", "인구가 많을 것이여", "종교는 불교겄제", "인구 많겠슴다 그 나라",
    "태평양에 붙어 있을 거구만",
    # what seems so
    "그 나라 종교가 불교인가 보다", "면적이 엄청 넓은가 봐", "바다가 없나 보다",
    # hearsay and an answer reported, at the end or said on
    "인구가 이억이래", "수도가 비로 시작한대", "스파이가 태평양 닿는대", "답이 기독교래", "종교는 가톨릭이래 진짜로",
    "스파이가 그러는데 바다 없대", "통화가 유로라는데", "면적 알려 달래",
    # rhetorical: what use is it
    "인구 많은 게 뭐가 중요해", "태평양 물어봐서 뭐 해", "종교 물어봐서 뭐하게", "면적 알아서 뭐 해",
    # cards judged, slang too
    "면적부터 쓰는 거 국룰임", "수도 카드가 제일 꿀임", "종교 카드는 버리는 카드야", "화폐 카드 개사기", "인구 개많음",
    "면적 ㄹㅇ 넓음", "종교 물어보는 각", "인구 질문 ㅇㅈ?",
    # the spy's answer recalled, the spy spoken of
    "스파이가 면적 말해 줬을 때 놀랐어", "아 맞다 해안선 있다 그랬지", "컴퓨터가 인구 말하는 거 완전 빨라",
    # a player told to ask, sought or handed the card
    "너 인구 물어봐 봐", "인구 물어볼 사람", "종교 물어보는 사람 손",
    # what was asked already, an answer recalled, surprise at it
    "태평양은 아까 물어본 거 아냐", "공용어 프랑스어였나", "종교가 불교라니", "면적이 그렇게 넓었어?",
    # cards proposed politely, kept, in hand
    "인구 물어보는 게 어떨지", "면적을 물어보는 건 어떻습니까", "종교 물어보시는 게 좋겠어요",
    "면적 카드는 나중을 위해 남겨", "종교 카드 아직 남았나", "면적 카드 내 거야",
    # talk about talk, odds, a concession, a question meant but not asked
    "인구 얘기 그만해", "인구 궁금하긴 하다", "인구 물어보려다 말았어",
    # a question worth asking or not, what one knows, "me too", a bet (written after the rules above;
    # they had asked at first read)
    "해안선은 물어볼 만하다", "종교는 물어보나 마나", "이건 인구 물어봐야 알 수 있어", "종교를 물어봐야지",
    "내가 알기론 종교가 불교야", "예전에 가 봤는데 바다 예뻤어", "나도 면적 궁금했어", "인구 맞히기 내기하자",
    "종교 질문이 핵심이야",
    # a player told what to say, a proposal reported, the spy's answer asked of a player, what an
    # answer means, the countries on the table or the players sought (a fifth batch, likewise)
    "스파이한테 인구 알려 달라고 해", "민지가 면적 물어보재", "종교 대답 들었어?", "방금 스파이가 뭐라고 했어 태평양?",
    "그러니까 인구가 많다는 거지", "여기서 스페인어 쓰는 나라 어디 어디야", "인구 제일 많은 데가 어디지",
    "우리 중에 종교 카드 가진 사람", "빨리 종교 물어봐 시간 없어",
    # the speakers' own places and people, a topic taken up, the volume (a sixth batch, likewise)
    "인구 얘기 나왔으니 말인데 우리 동네도 사람 많아", "우리 회사 사람들 다 불교야", "소리 좀 키워 봐",
    # a card question asked of a player ("너 ..."), a question quoted, the time (a seventh batch, likewise)
    "너 종교 뭐야", "넌 무슨 종교 믿어", "너 영어 잘해?", "니 차 어느 쪽 핸들이야", "너네 동네 바다 있어?",
    "인구 얼마야 하고 물어보면 돼", "지금 몇 시야",
    # ... about a country of a player's own or another, not the spy's hideout
    "너 태어난 나라 인구 몇이야", "너 다른 나라 화폐 뭐 쓰는지 알아", "너 어느 나라 종교 믿어",
    # an opinion opened "as I see it", a card remarked on, "you have to know to know" (the "when ..."
    # and "-야 알" blockers narrowed to the asking and answering they meant still hold these)
    "내가 볼 때 인구 많아", "제가 볼 때 종교는 불교예요", "인구 카드 볼 때마다 헷갈려", "인구 알아야 알지",
    # an answer recalled in the past ("-었나" was taken back for a state asked in dialect, "붙었나")
    "인구가 몇 명이었나", "수도 첫 글자 뭐였었나", "해안선 있었나", "아까 종교 들었나",
    # a card's topic said with emphasis or certainty in the plain ending (an eighth batch, likewise)
    "인구 진짜 많아", "면적 완전 넓어", "종교 당연히 기독교지", "바다 분명히 있어", "수도 첫 글자 무조건 엠이야",
    "그 나라 원래 왕 있어", "인구 겁나 많어",
])
def test_talk_asks_no_card(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", [
    # an act told as done or offered as odds: the spy does not speak up
    "누가 캐나다 뺐어", "브라질 뺀 거 실수였어", "인도에 있을 확률 높아", "브라질 뺐다며",
    # ... or voted on
    "칠레 빼는 거 찬성", "캐나다 빼는 건 반대", "나는 페루 찍을래", "난 브라질에 한 표",
    # an act, then a no to it, is no act on the name
    "칠레 빼 주세요 아니 잠깐",
])
def test_talk_acts_on_no_name(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # the commands beside the talk rules: a request with "-ㄹ래" ("알려 줄래"), a plain "-래요"
    # question ("뭐래유"), Gen-Z questions on a noun form with a question word ("몇 명임")
    ("인구 좀 알려 줄래", ask("population")), ("면적 말해 줄래요", ask("land_area")),
    ("인구 몇 명임", ask("population")), ("수도 첫 글자 뭐임", ask("capital_letter")),
    ("인구 물어보자", ask("population")), ("면적 카드 쓸게요", ask("land_area")),
    ("이거 어떻게 하는 거예요", {"type": "help"}), ("남은 나라 어디 어디예요", {"type": "status"}),
    ("지금 현재 상황 알려 줘", {"type": "status"}),
    # the spy's hideout as "your country", the spy called first, an accusation with "너"
    ("너네 나라 인구 몇이야", ask("population")), ("스파이 너 인구 몇이야", ask("population")),
    ("니네 나라 종교 뭐고", ask("religion")), ("너 브라질에 있지", guess("BRA")),
    # the hideout named in other words
    ("너 숨은 나라 종교 뭐야", ask("religion")), ("너 숨어 있는 나라 인구 몇이야", ask("population")),
    # emphasis with a question word, a question mark or a request still asks
    ("진짜 인구 몇이야", ask("population")), ("인구 엄청 많아?", ask("population")),
    ("거기 사람 겁나 많이 사는 나라여 인구 좀 불러 봐", ask("population")),
    # Gyeongsang's tag "-재" asks as "-지" does (a proposal reported is "-보재": "면적 물어보재")
    ("바다 있재", ask("coastline")), ("종교 뭐 믿재", ask("religion")),
    ("브라질 빼자", eliminate("BRA")), ("페루 제거할래요", eliminate("PER")),
    ("니제르는 아닌 것 같아요 니제르 빼 주세요", eliminate("NER")),
    # a state asked with "-었나" / "-았나" in dialect is a question, not a past wondered about
    ("거기 태평양에 붙었나", ask("pacific")), ("그 나라 바다에 닿았나", ask("coastline")),
    # "when ..." about the hideout's own life asks (the blockers are asking and answering recalled:
    # "인구 물어볼 때"); "... 뭐야 알려 줘" is no "you have to ask to know" ("물어봐야 알아")
    ("거기서 운전할 때 어느 쪽으로 다녀", ask("traffic")), ("물건 살 때 돈 쓸 때 무슨 화폐 써", ask("currency_letter")),
    ("수도 첫 글자가 뭐야 알려 줘", ask("capital_letter")),
])
def test_commands_beside_the_talk(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


# ---- commands the spent sets showed, in other words ------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    # a courtesy said as an "if", attached verbs of giving, what the listener can do
    ("혹시 괜찮다면 그 나라 인구가 몇 명인지 알려 주실 수 있나요", ask("population")),
    ("주로 믿는 종교가 무엇인지 말씀해주시면 감사하겠습니다", ask("religion")),
    ("가능하시다면 주요 수출품을 알려주실 수 있으실까요", ask("export")),
    ("실례가 되지 않는다면 제일 높은 산이 몇 미터인지 알려 주시겠어요", ask("highest_peak")),
    # a card topic explained is its question; "설명" alone is help
    ("그 나라 주요 산업에 대해 설명해 주세요", ask("industry")),
    ("게임 방법 설명해 주세요", {"type": "help"}),
    ("어떻게 말해야 하는지 안내 좀 해 주세요", {"type": "help"}),
    # an act, then its reason about the same place
    ("칠레 빼 주세요 거기는 바다가 너무 길어요", eliminate("CHL")),
    ("캐나다 지워요 캐나다는 너무 추워", eliminate("CAN")),
    ("일본에서 체포할게요 거기 섬나라잖아요", guess("JPN")),
    # Jeolla "-불-"
    ("페루 날려불자", eliminate("PER")), ("니제르 지워불어", eliminate("NER")), ("인도 잡아불자", guess("IND")),
    # a decision reasoned ("-다고 판단하고", "-다고 보고")
    ("브라질에 있다고 판단하고 체포합니다", guess("BRA")),
    ("여러 가지로 봤을 때 나이지리아에 있다고 보고 체포 시도할게요", guess("NGA")),
    # a question announced in dialect, the formal "let's", France's old name
    ("인구 물어볼라고요", ask("population")), ("인구 들어 봅시다", ask("population")),
    ("불란서 말 써요", ask("official_language", "french")), ("사람들이 뭐 믿어요", ask("religion")),
])
def test_commands_in_other_words(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    "칠레 빼요 아 아니 페루 말고",   # a repair after the act: no reason, no act
    "인구 물어볼 때 조심해", "종교는 들어야 알지",
    # an act forbidden, asked or refused before the reason: no act
    "페루 빼지 마 거기는 바다 있잖아", "칠레 빼지 말자 거기는 너무 길잖아", "페루 빼야 돼 거기는 산이 높잖아",
    "캐나다 지워요 안 돼 거기는 너무 넓잖아",
    "인구 얘기는 다음에 합시다",       # the formal "let's" on a plan
    "그 나라 사람들 영어 쓴대",
])
def test_talk_beside_the_commands(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("아믄요 빼 주쇼", "confirm"), ("하이 하이", "confirm"), ("이상 없습니다", "confirm"), ("아믄 그렇지", "confirm"),
    ("보류해 주세요", "cancel"), ("아이 아이다", "cancel"), ("아이 아닙니다", "cancel"),
    ("네 말씀하신 대로 해 주시면 됩니다", "confirm"), ("그래 그거 하래요", "confirm"),
])
def test_answers(ko_rules: Matcher, text: str, expected: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": expected}
