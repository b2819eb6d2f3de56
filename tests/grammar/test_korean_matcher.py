"""Korean (한국어) Destination X: typed or recognised Korean -> commands, and table talk that must
not act. Uses the shipped handbook (its name_ko / aliases_ko are the Korean names)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from grammar_fixtures import shipped_handbook_exists

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.normalise import segment_word
from hideout.grammar.templates import load_templates

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "FRA", "JPN", "KOR", "GHA")


def ctx(**kwargs: object) -> MatchContext:
    return MatchContext(lang="ko", table=TABLE, **kwargs)  # type: ignore[arg-type]


def command_of(matcher: Matcher, text: str, context: MatchContext | None = None) -> dict | None:
    result = matcher.match(text, context or ctx())
    return result.command.to_json() if result.command is not None else None


ASK = [
    ("면적은 얼마예요", "land_area"), ("크기가 얼마나 커", "land_area"), ("면적 알려줘", "land_area"),
    ("인구는 얼마예요", "population"), ("인구가 몇 명이에요", "population"),
    ("사람이 얼마나 살아요", "population"), ("그 나라의 인구는 뭐야", "population"),
    ("국민 소득은 얼마예요", "gdp_per_capita"), ("한 사람당 소득은 얼마야", "gdp_per_capita"),
    ("얼마나 잘살아", "gdp_per_capita"),
    ("최고봉은 뭐야", "highest_peak"), ("제일 높은 산은 얼마나 높아", "highest_peak"),
    ("이웃 나라는 몇 개야", "land_borders"), ("국경을 접한 나라는 몇 개예요", "land_borders"),
    ("주요 농산물은 뭐야", "agricultural_product"), ("뭘 재배해", "agricultural_product"),
    ("주요 산업은 뭐예요", "industry"), ("산업 알려줘", "industry"),
    ("주요 수출품은 뭐야", "export"), ("뭘 수출해요", "export"),
    ("정부 형태는 뭐야", "government"), ("어떤 정치 체제예요", "government"),
    ("주요 종교는 뭐예요", "religion"), ("무엇을 믿어요", "religion"),
    ("수도는 무슨 글자로 시작해", "capital_letter"), ("수도의 첫 글자는 뭐야", "capital_letter"),
    ("화폐는 어떤 글자로 시작해요", "currency_letter"), ("통화의 첫 글자 알려줘", "currency_letter"),
    ("역사를 알려줘", "history"), ("역사 카드", "history"),
    ("대서양에 접해 있어", "atlantic"), ("태평양에 닿아 있어요", "pacific"),
    ("인도양에 접해 있나요", "indian"), ("바다에 접해 있어", "coastline"),
    ("해안선이 있어요", "coastline"), ("차는 어느 쪽으로 달려", "traffic"),
    ("좌측 통행이야", "traffic"), ("수도가 제일 큰 도시야", "capital_largest"),
    ("인구 카드 쓸게", "population"), ("역사 정보원 카드 낼게", "history"),
]

ASK_OPTION = [
    ("영어가 공식 언어야", "official_language", "english"),
    ("스페인어를 공식 언어로 써", "official_language", "spanish"),
    ("공식 언어는 프랑스어예요", "official_language", "french"),
    ("군주제야", "government_choice", "monarchy"), ("왕이 있어", "government_choice", "monarchy"),
    ("공화국이에요", "government_choice", "republic"),
    ("달러를 써", "currency_choice", "dollar"), ("화폐가 프랑이야", "currency_choice", "franc"),
    ("유로를 사용해", "currency_choice", "euro"),
    ("기독교를 믿어", "religion_choice", "christianity"),
    ("주요 종교는 이슬람이야", "religion_choice", "islam"),
    ("불교 국가야", "religion_choice", "buddhism"),
]


@pytest.mark.parametrize(("text", "card"), ASK)
def test_cards(ko: Matcher, text: str, card: str) -> None:
    assert command_of(ko, text) == {"type": "ask", "card": card}


@pytest.mark.parametrize(("text", "card", "option"), ASK_OPTION)
def test_choice_cards(ko: Matcher, text: str, card: str, option: str) -> None:
    assert command_of(ko, text) == {"type": "ask", "card": card, "option": option}


def test_every_card_has_korean_phrases() -> None:
    tset = load_templates("destination-x", "ko")
    english = load_templates("destination-x", "en")

    def cards(ts):  # type: ignore[no-untyped-def]
        found = {i.command.get("card") for i in ts.intents if i.command.get("type") == "ask"}
        found |= {v for i in ts.intents if i.slots.get("card")
                  for v, _ in ts.lists[i.slots["card"]].values}
        return found - {None}
    assert cards(tset) == cards(english)
    assert {i.command["type"] for i in tset.intents} == {i.command["type"] for i in english.intents}


ELIMINATE = [
    ("브라질 제거", "BRA"), ("브라질을 제거해", "BRA"), ("브라질은 아니야", "BRA"),
    ("페루를 제거해줘", "PER"), ("프랑스는 목적지가 아니야", "FRA"), ("일본 빼", "JPN"),
    ("한국 제거", "KOR"), ("대한민국을 제거해", "KOR"), ("가나 제거", "GHA"),
    ("스파이야 페루 제거", "PER"),
]
GUESS = [
    ("브라질에서 체포", "BRA"), ("스파이는 브라질에 있어", "BRA"), ("브라질에서 체포해", "BRA"),
    ("페루 체포 시도", "PER"), ("스파이는 일본에 숨어 있어", "JPN"),
    ("비밀 목적지는 프랑스야", "FRA"), ("가나에서 체포할게", "GHA"),
]


@pytest.mark.parametrize(("text", "dest"), ELIMINATE)
def test_eliminate(ko: Matcher, text: str, dest: str) -> None:
    assert command_of(ko, text) == {"type": "eliminate", "destination": dest}


@pytest.mark.parametrize(("text", "dest"), GUESS)
def test_arrest(ko: Matcher, text: str, dest: str) -> None:
    assert command_of(ko, text) == {"type": "guess", "destination": dest}


@pytest.mark.parametrize(("text", "dest"), [
    ("미국 제거", "USA"), ("아메리카 제거", "USA"), ("영국에서 체포", "GBR"),
    ("북한 제거", "PRK"), ("조선에서 체포", "PRK"), ("한국에서 체포", "KOR"),
    ("대한민국 제거", "KOR"), ("가 나 제거", "GHA"), ("인 도 제거", "IND"), ("인도 제거", "IND"),
    ("통 가 제거", "TON"), ("가 봉에서 체포", "GAB"),
])
def test_spoken_variants_and_sound_alikes(ko: Matcher, text: str, dest: str) -> None:
    result = ko.match(text, MatchContext(lang="ko"))
    assert result.command is not None and result.command.to_json()["destination"] == dest


def test_ambiguous_korean_name_asks_back(ko: Matcher) -> None:
    result = ko.match("콩고 제거", MatchContext(lang="ko"))
    assert result.ambiguous
    named = {result.command.to_json()["destination"]} | {c.to_json()["destination"]
                                                         for c, _ in result.alternatives}
    assert {"COD", "COG"} <= named


@pytest.mark.parametrize(("text", "kind"), [
    ("네", "confirm"), ("예", "confirm"), ("응", "confirm"), ("맞아", "confirm"),
    ("네 맞아", "confirm"), ("아니오", "cancel"), ("아니", "cancel"), ("취소", "cancel"),
    ("취소해", "cancel"), ("하지 마", "cancel"),
    ("다시", "repeat"), ("다시 말해줘", "repeat"), ("뭐라고", "repeat"),
    ("상황", "status"), ("점수", "status"), ("점수 알려줘", "status"),
    ("도움말", "help"), ("도와줘", "help"),
])
def test_dialogue(ko: Matcher, text: str, kind: str) -> None:
    assert command_of(ko, text, ctx(awaiting_confirmation=True)) == {"type": kind}


TABLE_TALK = [
    "아마 브라질일 거야", "브라질일까", "브라질 제거하지 마", "브라질은 제거하지 말자",
    "브라질 말고 페루", "브라질이나 페루", "브라질 아니면 페루", "페루를 제거할까",
    "우리 브라질을 제거할까", "브라질 제거하는 게 어때", "브라질 어때", "글쎄 잘 모르겠어",
    "내 생각엔 페루야", "프랑스 같아", "일본 같은데", "스파이는 브라질에 없어",
    "스파이는 페루에 없을 거야", "브라질에서 체포하지 마", "아직 체포하지 말자",
    # ("누구 차례야" left: asked of the spy it is a status request answered by the turn alone,
    # as English "whose turn is it"; notes/CONTRACTS.md, fourth evening)
    "잠깐 기다려", "내 차례야", "네 차례야", "카드 있어", "나 인구 카드 있어",
    "손에 역사 카드가 있어", "지난번에 브라질이었잖아", "아까 뭐라고 했지 진짜",
    "오늘 날씨 좋네", "배고파", "피자 시킬까", "물 좀 줄래", "화장실 어디야",
    "정말 어렵다", "왜 브라질이야", "만약 페루라면", "먼저 인구를 물어보자",
    "나중에 체포하자", "일본은 확실히 아니야 그치", "한국이 좋을 것 같아",
    "기억나", "그거 재밌네", "몇 시야", "어디까지 했더라",
]


@pytest.mark.parametrize("text", TABLE_TALK)
def test_table_talk_does_not_act(ko: Matcher, text: str) -> None:
    result = ko.match(text, ctx())
    assert result.command is None, (text, result.to_json())


@pytest.mark.parametrize(("word", "pieces"), [
    ("브라질을", ["브라질", "을"]), ("제거해줘", ["제거", "해줘"]), ("브라질", ["브라질"]),
    ("대한민국에서", ["대한민국", "에서"]),
])
def test_typed_words_are_split_into_template_words(ko: Matcher, word: str, pieces: list[str]) -> None:
    known = ko._known_words
    assert segment_word(word, known) == pieces


def test_segmentation_prefers_covering_then_fewest_pieces() -> None:
    assert segment_word("가나다", {"가", "나", "다", "가나"}) == ["가나", "다"]
    assert segment_word("가x나", {"가", "나"}) == ["가", "x", "나"]
    assert segment_word("xy가", {"가"}) == ["xy", "가"]


def test_canonical_phrases_round_trip_and_cover_the_turn(ko: Matcher) -> None:
    from hideout.grammar.canonical import canonical_grammar, canonical_phrases
    hand = ("population", "official_language", "traffic")
    context = ctx(playable_cards=hand, awaiting_confirmation=True)
    phrases = canonical_phrases(ko, context)
    for text, command in phrases.items():
        assert command_of(ko, text, context) == command, text
    kinds = {(c["type"], c.get("card"), c.get("destination"), c.get("option")) for c in phrases.values()}
    assert {("eliminate", None, d, None) for d in TABLE} <= kinds
    assert {("guess", None, d, None) for d in TABLE} <= kinds
    assert {("ask", c, None, None) for c in ("population", "traffic")} <= kinds
    assert {("ask", "official_language", None, o) for o in ("english", "spanish", "french")} <= kinds
    assert not any(c.get("card") not in (None, *hand) for c in phrases.values())
    assert {"confirm", "cancel", "repeat", "status", "help"} <= {c["type"] for c in phrases.values()}
    assert canonical_grammar(ko, context).phrases[-1] == "[unk]"
    # only words a recogniser knows: "가나" is left for its sound-alike spelling
    known = {w for p in phrases for w in p.split()} - {"가나"} | {"가", "나"}
    spoken = canonical_phrases(ko, context, known)
    assert "가 나 제거" in spoken and "가나 제거" not in spoken


def test_the_short_grammar_holds_the_statuss_other_names_and_the_tables_lines(ko: Matcher) -> None:
    # Vosk hears only its grammar's phrases: "상태", "누구 차례야" and a physical table's
    # "카드 다 썼어요" were none of them, so they could not be said by voice
    from hideout.grammar.canonical import canonical_grammar, canonical_phrases, in_words
    context = ctx(playable_cards=("population", "traffic", "history"))
    phrases = canonical_phrases(ko, context)
    assert {t: phrases[t] for t in ("상황", "상태", "누구 차례 야")} == dict.fromkeys(("상황", "상태", "누구 차례 야"),
                                                                                  {"type": "status"})
    assert next(iter(t for t, c in phrases.items() if c == {"type": "status"})) == "상황"   # help says 상황
    lines = ("카드를 다 썼어요", "카드 다 썼어")
    known = {w for p in phrases for w in p.split()} | {"카드", "를", "다", "썼", "썼어", "요"}
    held = canonical_grammar(ko, replace(context, table_lines=lines), known).phrases
    assert {"카드 를 다 썼어 요", "카드 다 썼어"} <= set(held)   # the longest model words first
    assert not {"카드 를 다 썼어 요", "카드 다 썼어"} & set(canonical_grammar(ko, context, known).phrases)
    assert in_words("카드를 다 썼어요", {"카드", "다"}) is None   # a part no model word: left out


def test_every_korean_name_eliminates_its_destination(ko: Matcher) -> None:
    from hideout.data.handbook import load_handbook
    wrong = []
    for page in load_handbook():
        assert page.name_ko, page.id
        result = ko.match(f"{page.name_ko} 제거", MatchContext(lang="ko"))
        got = result.command.to_json() if result.command is not None else None
        if got != {"type": "eliminate", "destination": page.id}:
            wrong.append((page.id, page.name_ko, got))
    assert not wrong
