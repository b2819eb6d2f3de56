"""The Korean glossary (data/i18n/ko/terms.yaml): every handbook value a card can answer with has
a Korean form, and a Korean game says and shows no English handbook word.

A handbook rebuilt with a new value fails here, naming the value, until the glossary has it."""

from __future__ import annotations

import re
from collections import Counter
from importlib import resources

import pytest
import yaml

from hideout.data.cards import load_cards
from hideout.data.handbook import Destination, load_handbook
from hideout.engine.destination_x.answers import answer_for, card_questions
from hideout.handbook_page import page_rows
from hideout.narration import narrate_answer
from hideout.phrasebook import phrasebook

HANDBOOK = load_handbook()
CARDS = load_cards()
KOREAN = phrasebook("ko")
LATIN = re.compile(r"[A-Za-z][A-Za-z0-9]*")
#: Names Korean writes in Latin letters too (decided): the mountain K2.
LATIN_NAMES = frozenset({"K2"})
#: Latin on a Korean handbook page (decided): the destination's id and the unit symbols.
PAGE_SYMBOLS = frozenset({"km", "m"})

#: The finite sets of words each card answers with, per handbook field.
VOCABULARIES = {
    "agricultural_product": lambda d: (d.agricultural_product,),
    "industry": lambda d: (d.industry,),
    "export": lambda d: (d.export,),
    "government": lambda d: (d.government,),
    "religion": lambda d: (d.religion,),
    "religion_group": lambda d: (d.religion_group,),
    "currency": lambda d: (d.currency,),
    "official_languages": lambda d: d.official_languages,
    "seas": lambda d: d.seas,
    "highest_peak": lambda d: (d.highest_peak.name,),
}


def glossary_lines() -> list[tuple[str, str]]:
    """The glossary's (English, Korean) pairs in file order, duplicates kept."""
    text = resources.files("hideout.data").joinpath("i18n/ko/terms.yaml").read_text("utf-8")
    pairs: list[tuple[str, str]] = []

    class Loader(yaml.SafeLoader):
        pass

    def pairs_of(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict[str, str]:
        items = loader.construct_pairs(node)
        pairs.extend(items)
        return dict(items)

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, pairs_of)
    yaml.load(text, Loader=Loader)  # noqa: S506 - a SafeLoader subclass
    return pairs


def korean_form(value: str) -> str | None:
    form = KOREAN.term(value)
    return None if form == value and value not in LATIN_NAMES else form


@pytest.mark.parametrize("field", sorted(VOCABULARIES))
def test_every_handbook_value_has_a_korean_form(field: str) -> None:
    values = {v for d in HANDBOOK for v in VOCABULARIES[field](d)}
    missing = sorted(v for v in values if korean_form(v) is None)
    assert not missing, f"no Korean form in data/i18n/ko/terms.yaml for {field} values {missing}"


def test_a_new_handbook_value_fails_loudly() -> None:
    assert korean_form("dragon fruit") is None and korean_form("Mount Doom") is None
    assert korean_form("Islam") == korean_form("islam") == "이슬람교"  # one home, either case


def test_one_home_for_each_word() -> None:
    pairs = glossary_lines()
    twice = [k for k, n in Counter(k.lower() for k, _ in pairs).items() if n > 1]
    assert not twice, f"words with two entries: {twice}"
    used = {v.lower() for d in HANDBOOK for field in VOCABULARIES.values() for v in field(d)}
    stale = [k for k, _ in pairs if k.lower() not in used]
    assert not stale, f"glossary words the handbook no longer holds: {stale}"


def test_korean_forms_are_korean() -> None:
    for english, korean in glossary_lines():
        assert re.search(r"[가-힣]", korean) or korean in LATIN_NAMES, (english, korean)
        assert not [w for w in LATIN.findall(korean) if w not in LATIN_NAMES], (english, korean)


def test_english_says_the_handbook_values_unchanged() -> None:
    english = phrasebook("en")
    assert not [k for k in english.phrases if k.startswith("terms.")]
    for d in HANDBOOK:
        for field in VOCABULARIES.values():
            assert all(english.term(v) == v for v in field(d))


def latin_in_answer(card: str, text: str) -> list[str]:
    words = LATIN.findall(text)
    if card in ("capital_letter", "currency_letter"):  # the English name's first letter, by the rules
        words = words[1:]
    return [w for w in words if w not in LATIN_NAMES]


@pytest.mark.parametrize("gaining_knowledge", [False, True])
def test_every_korean_answer_on_every_page_has_no_english(gaining_knowledge: bool) -> None:
    """All 197 pages, every card and option, plain and Gaining Knowledge."""
    found = {}
    for dest in HANDBOOK:
        for card, option in card_questions(CARDS):
            answer = answer_for(CARDS[card], option, dest, gaining_knowledge, HANDBOOK)
            text = narrate_answer(answer, "ko", CARDS, HANDBOOK)
            if latin_in_answer(card, text):
                found[(dest.id, card, option)] = text
    assert not found


def test_gaining_knowledge_details_in_korean() -> None:
    def said(ident: str, card: str, option: str | None = None) -> str:
        answer = answer_for(CARDS[card], option, HANDBOOK[ident], True, HANDBOOK)
        return narrate_answer(answer, "ko", CARDS, HANDBOOK)

    # the only official language is the one asked about: said once, as in English
    assert said("FRA", "official_language", "french") == "네, 프랑스어가 공식 언어입니다."
    assert said("CAN", "official_language", "french") == "네, 프랑스어가 공식 언어입니다. 공식 언어: 영어, 프랑스어."
    assert said("AFG", "official_language", "english") == "아니요, 영어는 공식 언어가 아닙니다. 공식 언어: 다리어, 파슈토어."
    assert said("AFG", "currency_letter") == "화폐는 A로 시작합니다. 화폐는 아프가니스탄 아프가니입니다."
    assert said("NPL", "highest_peak").endswith("에베레스트산입니다.")
    assert said("PAK", "highest_peak").endswith("K2입니다.")
    assert said("ALB", "coastline") == "네, 해안선이 있습니다. 접한 바다: 아드리아해, 이오니아해."
    # "yes, it is Islam" is not said twice
    assert said("AFG", "religion_choice", "islam") == "네, 주요 종교는 이슬람교입니다."


def korean_page_latin(dest: Destination) -> list[str]:
    rows = page_rows(dest, HANDBOOK, "ko")
    text = " ".join(value for _, value in rows).replace("[dim]", "").replace("[/dim]", "")
    return [w for w in LATIN.findall(text) if w not in PAGE_SYMBOLS | LATIN_NAMES | {dest.id}]


def test_the_korean_handbook_page_shows_no_english_word() -> None:
    """The page the table view reveals at a round's end and `hideout handbook --lang ko` prints."""
    found = {d.id: korean_page_latin(d) for d in HANDBOOK if korean_page_latin(d)}
    assert not found
    rows = dict(page_rows(HANDBOOK["VAT"], HANDBOOK, "ko"))
    assert rows["일인당 국내 총생산"].startswith("측정되지 않음")
    assert "유로 [유로]" in rows["화폐"]


def test_the_choice_cards_answers_show_on_the_page_in_each_language() -> None:
    """The religion group and currency kind in brackets: rich took "[dollar]" for a style and the
    page showed neither."""
    from hideout.display.state import plain

    english = {label: plain(value) for label, value in page_rows(HANDBOOK["USA"], HANDBOOK, "en")}
    korean = {label: plain(value) for label, value in page_rows(HANDBOOK["USA"], HANDBOOK, "ko")}
    assert english["Religion"].startswith("Protestant Christianity [christianity]")
    assert english["Currency"].startswith("United States dollar [dollar]")
    assert korean["주요 종교"].startswith("개신교 [기독교]") and korean["화폐"].startswith("미국 달러 [달러]")
