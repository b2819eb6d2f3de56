"""The build script's parsers, on small hand-made Factbook fragments (no source data needed)."""

from __future__ import annotations

from typing import Any

import pytest

import build_handbook as bh


def profile(**sections: dict[str, Any]) -> dict[str, Any]:
    return {name.replace("_", " "): body for name, body in sections.items()}


def test_numbers_years_and_lists() -> None:
    assert bh.first_number("1.284 million sq km") == 1_284_000
    assert bh.first_number("68,512,806 (2025 est.)") == 68_512_806
    assert bh.first_number("$54,500 (2024 est.)") == 54_500
    assert bh.year_of("68,512,806 (2025 est.)") == 2025
    assert bh.year_of("wheat, milk (2023)") == 2023
    assert bh.year_of("machinery, chemicals") is None
    # thousands separators and parentheses do not split
    assert bh.split_list("520,000 TIRANA (capital), 1.2 million Durres (a, b); x") == [
        "520,000 TIRANA (capital)", "1.2 million Durres (a, b)", "x"]
    assert bh.clean("Bras&iacute;lia<br>x <strong>y</strong>") == "Brasília ; x y"


def test_area_falls_back_to_land_when_total_is_zero() -> None:
    prof = profile(Geography={"Area": {"total ": {"text": "0 sq km"}, "land": {"text": "0.44 sq km"}}})
    assert bh.fb_area(prof)[0] == 0.44
    prof = profile(Geography={"Area": {"total ": {"text": "1.284 million sq km"}}})
    assert bh.fb_area(prof)[0] == 1_284_000


def test_gdp_takes_the_latest_year() -> None:
    prof = profile(Economy={"Real GDP per capita": {
        "Real GDP per capita 2022": {"text": "$1,000 (2022 est.)"},
        "Real GDP per capita 2024": {"text": "$3,000 (2024 est.)"},
        "note": "data in 2021 dollars"}})
    assert bh.fb_gdp(prof)[:2] == (3000, 2024)


def test_religion_picks_the_largest_affiliated_group() -> None:
    def rel(text: str) -> Any:
        value = bh.fb_religion(profile(People_and_Society={"Religions": {"text": text}}))[0]
        return value and (value["religion"], value["religion_group"])

    assert rel("Roman Catholic 7%, Protestant 2%, none 47.8%, unspecified 30% (2021 est.)") == (
        "Roman Catholic Christianity", "christianity")
    assert rel("Church of Norway (Evangelical Lutheran - official) 67.5%, Muslim 3.1% (2021 est.)") == (
        "Protestant Christianity", "christianity")
    assert rel("Buddhist 35.3%, Taoist 33.2%, none or unspecified 18.2% (2005 est.)") == (
        "Buddhism", "buddhism")
    assert rel("none 90%, unspecified 10%") is None


def test_official_languages_skip_regional_ones() -> None:
    text = ("Castilian Spanish (official) 74%, Catalan (official in Catalonia) 17%, "
            "Basque (official in the Basque Country) 2%")
    prof = profile(People_and_Society={"Languages": {"Languages": {"text": text}}})
    assert bh.fb_languages(prof)[0] == ("Spanish",)
    text = "Kyrgyz (state language) 71.4%, Uzbek 14.4%, Russian (official language) 9%"
    prof = profile(People_and_Society={"Languages": {"Languages": {"text": text}}})
    assert bh.fb_languages(prof)[0] == ("Kyrgyz", "Russian")


def test_capital_largest_by_marker_or_by_name() -> None:
    def largest(text: str, capital: str) -> Any:
        prof = profile(People_and_Society={"Major urban areas - population": {"text": text}})
        return bh.fb_capital_largest(prof, capital)[0]

    assert largest("11.208 million PARIS (capital), 1.761 million Lyon (2023)", "Paris") is True
    assert largest("5.235 million Melbourne, 5.121 million Sydney, 0.4 million CANBERRA (capital)",
                   "Canberra") is False
    assert largest("23,000 NUKU'ALOFA (2018)", "Nuku'alofa") is True


def test_waters_map_to_oceans() -> None:
    prof = profile(Geography={"Location": {"text": "bordering the Mediterranean Sea and the Red Sea"}})
    seas = bh.fb_waters(prof)
    assert seas == ["Mediterranean Sea", "Red Sea"]
    assert bh.oceans_of(seas) == ("atlantic", "indian")
    # "North Atlantic Ocean" is one water, not also "Atlantic Ocean"
    prof = profile(Geography={"Location": {"text": "bordering the North Atlantic Ocean"}})
    assert bh.fb_waters(prof) == ["North Atlantic Ocean"]
    assert bh.oceans_of(["Caspian Sea", "Arctic Ocean"]) == ()


def test_government_and_monarchy() -> None:
    prof = profile(Government={"Government type": {
        "text": "parliamentary democracy (Parliament) under a constitutional monarchy; a Commonwealth realm"}})
    gov = bh.fb_government(prof)[0]
    assert gov == "parliamentary democracy under a constitutional monarchy"
    assert bh.is_monarchy(gov) and bh.is_monarchy("federation of monarchies")
    assert not bh.is_monarchy("parliamentary republic")


def test_currency_kind() -> None:
    assert bh.currency_kind("Eastern Caribbean dollar") == "dollar"
    assert bh.currency_kind("West African CFA franc") == "franc"
    assert bh.currency_kind("euro") == "euro"
    assert bh.currency_kind("British pound") is None


@pytest.mark.parametrize("text,english,korean", [
    ("15 August 1947 (from the UK)",
     "It became independent from the United Kingdom on 15 August 1947.",
     "이 나라는 1947년 8월 15일에 영국으로부터 독립했습니다."),
    ("4 July 1776 (declared independence from Great Britain); 3 September 1783",
     "It declared independence from Great Britain on 4 July 1776.",
     "이 나라는 1776년 7월 4일에 영국으로부터 독립을 선언했습니다."),
    ("1839 (from the Netherlands)",
     "It became independent from the Netherlands in 1839.",
     "이 나라는 1839년에 네덜란드로부터 독립했습니다."),
    ("16 December 1991 (from the Soviet Union)",
     "It became independent from the Soviet Union on 16 December 1991.",
     "이 나라는 1991년 12월 16일에 소련으로부터 독립했습니다."),
])
def test_history_sentences_say_it_not_the_name(text: str, english: str, korean: str) -> None:
    assert bh.history_from_independence(text) == (english, korean)


def test_history_needs_a_hand_written_line_for_other_shapes() -> None:
    assert bh.history_from_independence("1 July 1962 (from UN trusteeship)") is None
    assert bh.history_from_independence("no official date of independence: 486") is None
    assert bh.history_from_independence("") is None


def _page(ident: str, name: str, name_ko: str, history: str, history_ko: str,
          capital: str = "Sanaa", capital_ko: str = "사나") -> dict[str, Any]:
    return {"id": ident, "name": name, "name_ko": name_ko, "aliases": [], "aliases_ko": [],
            "capital": capital, "capital_ko": capital_ko, "history": history, "history_ko": history_ko}


YEMEN_RC = {"name": {"common": "Yemen", "official": "Republic of Yemen"},
            "demonyms": {"eng": {"f": "Yemeni", "m": "Yemeni"}},
            "translations": {"kor": {"official": "예멘 공화국", "common": "예멘"}}}


@pytest.mark.parametrize("history,history_ko,said", [
    ("It was formed by the merger of North Yemen and South Yemen.", "이 나라는 북예멘과 남예멘이 합쳐졌습니다.",
     ["yemen", "예멘"]),
    ("The Yemeni state was formed in 1990.", "이 나라는 1990년에 생겨났습니다.", ["yemen", "yemeni"]),
    ("It was ruled from Sanaa.", "이 나라는 사나에서 다스려졌습니다.", ["sanaa", "사나"]),
    ("It was formed on 22 May 1990 by the merger of two states.", "이 나라는 1990년 5월 22일에 생겨났습니다.", []),
])
def test_history_names_finds_the_countrys_own_names(history: str, history_ko: str, said: list[str]) -> None:
    assert bh.history_names(_page("YEM", "Yemen", "예멘", history, history_ko), YEMEN_RC) == said


def test_history_names_finds_names_inside_words_and_stems() -> None:
    rc = {"name": {"common": "Saudi Arabia", "official": "Kingdom of Saudi Arabia"},
          "demonyms": {"eng": {"f": "Saudi Arabian", "m": "Saudi Arabian"}},
          "translations": {"kor": {"official": "사우디아라비아 왕국", "common": "사우디아라비아"}}}
    page = _page("SAU", "Saudi Arabia", "사우디아라비아", "It was founded by Ibn Saud.", "이 나라는 세워졌습니다.",
                 "Riyadh", "리야드")
    assert bh.history_names(page, rc) == ["saud"]
    oman = {"name": {"common": "Oman", "official": "Sultanate of Oman"}, "demonyms": {},
            "translations": {"kor": {"official": "오만 술탄국", "common": "오만"}}}
    roman = _page("OMN", "Oman", "오만", "It left the Holy Roman Empire.", "이 나라는 떠났습니다.",
                  "Muscat", "무스카트")
    assert bh.history_names(roman, oman) == []  # a short name only at a word's start


def test_korean_particles() -> None:
    assert bh.korean_from("영국") == "영국으로부터" and bh.korean_from("스페인") == "스페인으로부터"
    assert bh.korean_from("프랑스") == "프랑스로부터"
    assert bh.korean_from("브라질") == "브라질로부터"  # final ㄹ takes 로


def test_aliases() -> None:
    assert "guinea bissau" in bh.make_aliases("Guinea-Bissau", [])
    assert "sao tome and principe" in bh.make_aliases("São Tomé and Príncipe", [])
    assert bh.make_aliases("France", ["France", "gaul"]) == ("gaul",)
    assert bh.make_aliases_ko("콩고 민주 공화국", ["민주콩고"]) == ("콩고민주공화국", "민주콩고")


def test_check_aliases_rejects_a_name_for_two_destinations() -> None:
    a = {"id": "AAA", "name": "Alpha", "aliases": ["congo"], "name_ko": "가", "aliases_ko": []}
    b = {"id": "BBB", "name": "Beta", "aliases": ["congo"], "name_ko": "나", "aliases_ko": []}
    with pytest.raises(bh.BuildError):
        bh.check_aliases([a, b], {})
    with pytest.raises(bh.BuildError):  # listed as ambiguous but still an alias
        bh.check_aliases([a, dict(b, aliases=[])], {"en": {"congo": ["AAA", "BBB"]}})
    bh.check_aliases([dict(a, aliases=[]), dict(b, aliases=[])], {"en": {"congo": ["AAA", "BBB"]}})


def test_every_korean_alias_note_is_of_an_alias_and_says_where_it_comes_from() -> None:
    import json
    aliases = json.loads(bh.OVERRIDES.read_text("utf-8"))["aliases"]
    noted = 0
    for ident, entry in aliases.items():
        for alias, note in entry.get("ko_notes", {}).items():
            assert alias in entry["ko"], (ident, alias)
            assert note.strip(), (ident, alias)
            noted += 1
    assert noted >= 40  # the old Sino-Korean names and the short forms (data/handbook_overrides.json)


def test_names_abroad_keep_only_names_no_one_else_uses() -> None:
    def dest(ident: str, name: str, aliases: list[str]) -> dict[str, Any]:
        return {"id": ident, "name": name, "aliases": aliases, "sources": {}}

    def rc(**names: str) -> dict[str, Any]:
        return {"translations": {lang: {"common": name} for lang, name in names.items()}}

    spain, iceland, peru = dest("ESP", "Spain", []), dest("ISL", "Iceland", []), dest("PER", "Peru", [])
    congo_a, congo_b = dest("COG", "Republic of the Congo", []), dest("COD", "DR Congo", [])
    sources = {"ESP": rc(spa="España", fra="Espagne", deu="Spanien", ita="Spagna"),
               "ISL": rc(deu="Island", spa="Islandia"), "PER": rc(spa="Perú", fra="Pérou"),
               "COG": rc(ita="Congo"), "COD": rc(ita="Congo")}
    bh.add_names_abroad([spain, iceland, peru, congo_a, congo_b], sources,
                        {"en": {"congo": ["COD", "COG"]}}, {"island": "an English word"})
    assert spain["names_abroad"] == ["espagne", "espana", "spagna", "spanien"]
    assert iceland["names_abroad"] == ["islandia"]  # "island" is on the stoplist
    assert peru["names_abroad"] == ["perou"]  # "peru" is its English name already
    assert congo_a["names_abroad"] == congo_b["names_abroad"] == []  # ambiguous in English
    assert spain["sources"]["names_abroad"]["source"] == "restcountries"


def test_former_names_keep_only_names_no_one_else_uses() -> None:
    def dest(ident: str, name: str, capital: str) -> dict[str, Any]:
        return {"id": ident, "name": name, "aliases": [], "capital": capital, "sources": {}}

    def former(text: str) -> list[dict[str, Any]]:
        return [{"Government": {"Country name": {"former": {"text": text}}}}]

    ghana, tanzania, rwanda = dest("GHA", "Ghana", "Accra"), dest("TZA", "Tanzania", "Dodoma"), \
        dest("RWA", "Rwanda", "Kigali")
    ecuador, morocco = dest("ECU", "Ecuador", "Quito"), dest("MAR", "Morocco", "Rabat")
    profiles = {"GHA": former("Gold Coast"), "TZA": former("German East Africa, Republic of Tanganyika"),
                "RWA": former("Kingdom of Rwanda, Ruanda, German East Africa"), "ECU": former("Quito"),
                "MAR": former("Ifni, Western Sahara")}
    bh.add_former_names([ghana, tanzania, rwanda, ecuador, morocco], profiles, {},
                        {"western sahara": "a territory of its own"})
    assert ghana["former_names"] == ["gold coast"]
    # a state's title dropped too; "German East Africa" names two destinations here
    assert tanzania["former_names"] == ["republic of tanganyika", "tanganyika"]
    # "kingdom of rwanda" reads as rwanda either way; without its title it is the name itself, left out
    assert rwanda["former_names"] == ["kingdom of rwanda", "ruanda"]
    assert ecuador["former_names"] == []  # a capital, another card's answer
    assert morocco["former_names"] == ["ifni"]  # "western sahara" is on the stoplist
    assert ghana["sources"]["former_names"]["source"] == "factbook"


def test_every_names_abroad_stoplist_entry_says_why() -> None:
    import json
    overrides = json.loads(bh.OVERRIDES.read_text("utf-8"))
    for name in ("names_abroad_stoplist", "former_names_stoplist"):
        assert overrides[name] and all(reason.strip() for reason in overrides[name].values())


def test_demonyms_keep_only_peoples_that_name_one_destination() -> None:
    def dest(ident: str, name: str) -> dict[str, Any]:
        return {"id": ident, "name": name, "aliases": [], "sources": {}}

    def rc(*said: str) -> dict[str, Any]:
        return {"demonyms": {"eng": {"m": said[0], "f": said[-1]}}}

    canada, france, india, djibouti = dest("CAN", "Canada"), dest("FRA", "France"), dest("IND", "India"), \
        dest("DJI", "Djibouti")
    dominica, dominican_republic, antigua = dest("DMA", "Dominica"), dest("DOM", "Dominican Republic"), \
        dest("ATG", "Antigua and Barbuda")
    sources = {"CAN": rc("Canadian"), "FRA": rc("French"), "IND": rc("Indian"), "DJI": rc("Djibouti"),
               "DMA": rc("Dominican"), "DOM": rc("Dominican"), "ATG": rc("Antiguan, Barbudan")}
    bh.add_demonyms([canada, france, india, djibouti, dominica, dominican_republic, antigua], sources, {})
    assert canada["demonyms"] == ["canadian"]
    assert france["demonyms"] == []  # "french" is an answer of the language card
    assert india["demonyms"] == []  # "indian" names the Indian Ocean card
    assert djibouti["demonyms"] == []  # its name already
    assert dominica["demonyms"] == dominican_republic["demonyms"] == []  # two destinations' people
    assert antigua["demonyms"] == ["antiguan", "barbudan"]
    assert canada["sources"]["demonyms"]["source"] == "restcountries"
