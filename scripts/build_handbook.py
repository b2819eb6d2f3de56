"""Build ``data/handbook.json`` from the public sources in ``shared/data``.

Usage (from the repository root)::

    python3 scripts/build_handbook.py [--shared ../shared/data] [--out data/handbook.json] [--check]

The inputs are the World Factbook JSON profiles (CC0) and the REST Countries snapshot (MPL 2.0),
plus our own reviewed corrections in ``data/handbook_overrides.json``. The output is deterministic
(no clock, no randomness: the "build date" recorded is the date of the source snapshots), so
re-running the script on the same inputs reproduces the committed file byte for byte; ``--check``
only compares and exits 1 on a difference.

Which source wins per field is written once, in ``FIELD_SOURCES`` below, and copied into the
handbook's ``meta``. Every destination records, per field, where its value came from and the year
the figure refers to.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SHARED = REPO_ROOT.parent / "shared" / "data"
DEFAULT_OUT = REPO_ROOT / "data" / "handbook.json"
OVERRIDES = REPO_ROOT / "data" / "handbook_overrides.json"

FACTBOOK_COMMIT = "8662a8b17a784841ab4528631b04090eb2f183eb"
FACTBOOK_YEAR = 2026
RESTCOUNTRIES_COMMIT = "bfadee4f951682c29970e53677707bc558e80b74"
RESTCOUNTRIES_YEAR = 2026
# The handbook is a pure function of its inputs, so its "build date" is the newest snapshot's.
BUILD_DATE = "2026-06"

# The 197 destinations: UN members (REST Countries' flag, plus Guinea-Bissau, which the snapshot
# marks wrongly) and the four non-members the published game includes.
EXTRA_IDS = ("GNB", "XKX", "PSE", "TWN", "VAT")
RC_TO_ID = {"UNK": "XKX"}  # REST Countries' code for Kosovo -> the id the game and ISO users use
# Integral overseas regions that REST Countries lists as countries of their own: a border with
# one is a border with its state (meta.border_rule).
OVERSEAS_REGIONS = {"GUF": "FRA", "GLP": "FRA", "MTQ": "FRA", "MYT": "FRA", "REU": "FRA"}

# Factbook profiles that the Internet country code cannot pin to one destination.
FACTBOOK_FILES = {"XKX": ("europe/kv.json",), "PSE": ("middle-east/we.json", "middle-east/gz.json")}

FIELD_SOURCES = {
    "id, name, name_ko, flag": "restcountries (ISO alpha-3, common name, translations.kor, flag)",
    "aliases, aliases_ko": "override (hand-written spoken variants) + ASCII spellings of the name",
    "names_abroad": "restcountries (translations: the common name in the languages an English-speaking "
                    "table mixes in, ASCII-spelt), less names another destination or English already uses "
                    "and overrides names_abroad_stoplist, see meta.names_abroad_rule",
    "former_names": "factbook (Country name: former), less names another destination, a capital or English "
                    "already uses and overrides former_names_stoplist, see meta.former_names_rule",
    "demonyms": "restcountries (demonyms, English), less those another destination, a name or a card's "
                "answer already uses, see meta.demonyms_rule",
    "land_area_km2": "factbook (Area: land), see meta.land_area_rule",
    "population": "factbook (Population: total), else a reviewed census or UN figure "
                  "(overrides rules.population), see meta.population_rule",
    "gdp_per_capita_usd": "factbook (Real GDP per capita, PPP, latest year)",
    "highest_peak": "factbook (Elevation: highest point)",
    "land_borders": "restcountries (borders), overseas regions mapped to their state, limited to "
                    "handbook destinations, see meta.border_rule",
    "agricultural_product": "factbook (Agricultural products: first, by tonnage)",
    "industry": "factbook (Industries: first listed)",
    "export": "factbook (Exports - commodities: first, by value)",
    "government, monarchy": "factbook (Government type)",
    "religion, religion_group": "factbook (Religions: shares added up per religion), see "
                                "meta.religion_rule",
    "capital": "restcountries (capital: first, the de jure capital), see meta.capital_rule",
    "capital_ko": "override (rules.capital_ko: hand-written Korean exonyms, checked against CLDR)",
    "capital_largest": "factbook (Major urban areas: the most populous listed), else "
                       "overrides rules.largest_city, see meta.capital_largest_rule",
    "currency, currency_kind": "restcountries (currencies: first)",
    "official_languages": "factbook (Languages marked official), else restcountries (languages); "
                          "laws newer than the Factbook's entry win, see meta.official_language_rule",
    "coastline_km": "factbook (Coastline), plus the Caspian shore (overrides rules.caspian_coast_km), "
                    "see meta.coastline_rule",
    "oceans, seas": "factbook (Location: named waters) mapped by meta.ocean_rule",
    "traffic": "restcountries (car.side)",
    "history, history_ko": "generated in our own words (English and Korean) from factbook "
                           "(Independence date and former ruler), else hand-written (override)",
}

OCEAN_RULE = (
    "A destination lies on an ocean if its coast touches that ocean or one of its marginal seas, "
    "gulfs or bays. Atlantic: Mediterranean (with Adriatic, Aegean, Ionian, Tyrrhenian, Ligurian, "
    "Alboran, Balearic, Sea of Marmara), Black Sea, Sea of Azov, Baltic (with Gulfs of Bothnia, "
    "Finland and Riga), North Sea, Norwegian Sea, Irish Sea, Celtic Sea, English Channel, Bay of "
    "Biscay, Caribbean, Gulf of Mexico, Gulf of Guinea, Labrador Sea, Hudson Bay and Gulf of St. "
    "Lawrence. Indian: Red Sea, Gulf of Aden, Gulf of Aqaba, Arabian Sea, Persian Gulf, Gulf of "
    "Oman, Bay of Bengal, Andaman Sea, Laccadive Sea, Mozambique Channel, Timor Sea, Arafura Sea "
    "(north of Australia, counted as Indian by convention here), Great Australian Bight. Pacific: "
    "South China Sea, East China Sea, Yellow Sea, Sea of Japan (East Sea), Sea of Okhotsk, Bering "
    "Sea, Philippine Sea, Celebes, Sulu, Java, Banda, Molucca, Flores, Bismarck, Solomon, Coral and "
    "Tasman Seas, Gulf of Thailand, Gulf of Tonkin, Gulf of California, Gulf of Panama. The Strait "
    "of Malacca counts as Indian (it opens onto the Andaman Sea); the Singapore Strait as Pacific "
    "(it opens onto the South China Sea). Integral overseas regions count, other territories do "
    "not (meta.border_rule): France lies on the Atlantic and, through Reunion and Mayotte, the "
    "Indian Ocean, but not the Pacific. The Arctic Ocean (and Barents, Kara, Laptev, Beaufort seas) is recorded in "
    "seas but is not one of the game's oceans. The Caspian Sea, Aral Sea and Dead Sea lie on no "
    "ocean (the Caspian still gives a coastline: meta.coastline_rule)."
)

BORDER_RULE = (
    "A country is its whole territory, integral overseas regions included (France's French "
    "Guiana, Guadeloupe, Martinique, Mayotte and Reunion, Spain's Ceuta and Melilla), for every "
    "card: France borders Brazil and Suriname (10 neighbours; Brazil has 10), and lies on the "
    "Indian Ocean through Reunion and Mayotte. Dependent territories and collectivities that are "
    "not integral parts (French Polynesia, Greenland, Puerto Rico, Gibraltar) do not count. "
    "Land borders are REST Countries' list, limited to handbook destinations, and agree with the "
    "Factbook's border countries except where territory is disputed or overseas: Canada and "
    "Denmark (Greenland) share only Hans Island since 2022, and Morocco meets Mauritania only "
    "through Western Sahara; neither pair is counted. The Factbook's 2026 lists leave out four "
    "real borders that REST Countries and atlases have: Central African Republic-Republic of the "
    "Congo, Mali-Senegal, Poland-Russia (Kaliningrad) and Ukraine-Slovakia. Israel's two "
    "Factbook neighbours Gaza Strip and West Bank are one destination, Palestine. Borders with "
    "non-destinations ("
    "Gibraltar, Western Sahara, Guantanamo) are left out."
)

RELIGION_RULE = (
    "The dominant religion is the religion with the largest total share in the Factbook's "
    "Religions entry: the shares of its denominations are added up (Benin: Roman Catholic 25.5% + "
    "Protestant 13.5% + other Christian 9.5% = Christianity 48.5%, above Islam 27.7%). The answer "
    "is worded by the largest single label of that religion (Benin: Roman Catholic "
    "Christianity). 'none', 'unaffiliated', 'unspecified' and 'other' are not religions and never "
    "win, so a mostly irreligious country answers with its largest faith."
)

CAPITAL_RULE = (
    "The capital is the de jure capital, the one REST Countries lists first, for both the "
    "capital-letter and the capital-is-largest cards. Where a country has several: Bolivia Sucre "
    "(constitutional; La Paz is the seat of government), South Africa Pretoria (executive; Cape "
    "Town legislative, Bloemfontein judicial), Sri Lanka Sri Jayawardenepura Kotte (Colombo is the "
    "commercial capital), Benin Porto-Novo (Cotonou is the seat of government), Cote d'Ivoire "
    "Yamoussoukro (Abidjan is the economic capital), Netherlands Amsterdam (The Hague is the seat "
    "of government), Malaysia Kuala Lumpur (Putrajaya is the administrative centre), Eswatini "
    "Mbabane (Lobamba is the royal and legislative capital), Tanzania Dodoma, Myanmar Naypyidaw "
    "(the Factbook still names Rangoon first)."
)

CAPITAL_LARGEST_RULE = (
    "A city is an urban area as the Factbook's 'Major urban areas' counts it (Tel Aviv's over "
    "Jerusalem, Johannesburg over Pretoria), and the largest is the most populous one listed, "
    "whatever its place in the list (Cote d'Ivoire lists Yamoussoukro first, Abidjan is larger). "
    "Names are compared whole, so Taipei is not New Taipei City (which is larger). Where the "
    "Factbook lists only the capital it is no evidence, and overrides rules.largest_city names "
    "the larger urban area where one is well established (Belize City, Weno in Micronesia, "
    "Schaan in Liechtenstein, Bata in Equatorial Guinea); otherwise the capital is the largest "
    "(Eswatini: references disagree whether Manzini or Mbabane is larger, so Mbabane stands). With several capitals the de jure one counts (meta.capital_rule)."
)

POPULATION_RULE = (
    "The population is the Factbook's estimate unless overrides rules.population holds a newer "
    "national census or United Nations (World Population Prospects 2024) figure, recorded with "
    "its source and year. The build fails when the Factbook and REST Countries differ by more "
    "than 15% and no reviewed figure or decision exists: one of them is stale. Populations count "
    "the territory the government controls where its census does (Moldova without "
    "Transnistria, Georgia without Abkhazia and South Ossetia)."
)

LAND_AREA_RULE = (
    "The card asks for the total land area, so the figure is the Factbook's land area (inland "
    "water left out; Canada 9,093,507 km2, not 9,984,670). Integral overseas regions count "
    "(meta.border_rule), disputed ones held by another destination do not (Comoros without "
    "Mayotte); dependent territories do not (Norway without Svalbard). The Vatican's is the "
    "Factbook's 0.44 km2 (REST Countries says 0.49)."
)

COASTLINE_RULE = (
    "The coastline card asks whether the country borders a sea: an ocean or one of its seas, or "
    "the Caspian Sea, which every atlas calls a sea (Azerbaijan, Kazakhstan and Turkmenistan "
    "answer yes, with the Caspian shore length the Factbook gave in its note). The Caspian is on "
    "no ocean. The Aral Sea and the Dead Sea are lakes and do not count."
)

OFFICIAL_LANGUAGE_RULE = (
    "A language is official when the law in force says so; a 'working language' is not official. "
    "Laws newer than the Factbook's entry win: Mali's 2023 constitution, Burkina Faso's 2023 "
    "constitutional revision and Niger's 2025 transition charter made French a working language "
    "only. Lists the Factbook cuts short are completed from the constitution (Central African "
    "Republic: Sango and French). REST Countries' language lists include languages in wide use "
    "that are not official (Belize: Spanish; Lebanon: French) and miss newer laws (Burundi made "
    "English official in 2014); the Factbook's 'official' marks and the overrides decide."
)

AGRICULTURE_RULE = (
    "A country with no farmland (Monaco, the Vatican) answers that it has no agricultural "
    "product rather than naming 'none' as a product."
)

HISTORY_RULE = (
    "The history card tells how and when the country became the state it is (independence and "
    "from whom, founding, unions, changes of regime), the way the spy reads it aloud: the line "
    "says 'It' ('이 나라는') for the country and names nothing built on its own name: not its "
    "name, official name or spoken aliases, not its demonym, not a compound or former state "
    "carrying its name (North Yemen, Czechoslovakia, the Anglo-Afghan wars, Somaliland), and not "
    "its capital (another card's answer). Other countries, empires and people keep their names: "
    "they are the history. The build refuses a line that breaks this (history_names)."
)

# Words of a country's name that name no country by themselves ("Republic", "South", "Islands").
GENERIC_NAME_WORDS = frozenset(
    "the of and republic democratic people's peoples islands island united states state kingdom "
    "federal federated federation saint north south east west central new city great northern "
    "plurinational bolivarian islamic arab union commonwealth principality grand duchy sultanate "
    "emirates socialist independent co-operative cooperative oriental eastern".split())
GENERIC_NAME_WORDS_KO = frozenset("공화국 민주 인민 연방 제도 왕국 합중국 연합 이슬람 사회주의 시국 대공국 공국 "
                                  "국 섬 남 북 동 서 중앙 신 다민족 볼리바르".split())


def own_names(dest: dict[str, Any], rc: dict[str, Any]) -> tuple[set[str], set[str]]:
    """(English, Korean) names a history line must not say for ``dest`` (a handbook page as
    JSON) with ``rc`` its REST Countries entry: names, official names, spoken aliases, demonyms,
    the capital, and each distinctive word of the names. English lower case and accent-free."""
    english = {dest["name"], rc["name"]["official"], rc["name"]["common"], dest["capital"],
               *dest["aliases"], *rc.get("demonyms", {}).get("eng", {}).values()}
    english |= {w for n in (dest["name"], rc["name"]["official"]) for w in n.split()}
    english = {ascii_fold(n).lower() for n in english} - GENERIC_NAME_WORDS
    kor = rc.get("translations", {}).get("kor", {})
    korean = {dest["name_ko"], *dest["aliases_ko"], dest.get("capital_ko", ""),
              kor.get("official", ""), kor.get("common", "")}
    korean |= {w for n in (dest["name_ko"], kor.get("official", "")) for w in n.split()}
    korean = {n.replace(" ", "") for n in korean} - GENERIC_NAME_WORDS_KO - {""}
    return {n for n in english if len(n) > 2}, {n for n in korean if len(n) > 1}


def history_names(dest: dict[str, Any], rc: dict[str, Any]) -> list[str]:
    """The country's own names that its history lines say (meta.history_rule): English ones
    anywhere in a word ("Slovak" in "Czechoslovakia"; names of four letters or fewer only at a
    word's start, so "Oman" is not in "Roman"), or a word that begins one of them ("Saud" of
    "Saudi"); Korean ones anywhere, spaces ignored ("예멘" in "북예멘")."""
    english, korean = own_names(dest, rc)
    line = ascii_fold(dest["history"]).lower()
    said = [n for n in sorted(english)
            if re.search(("" if len(n) > 4 else r"(?<![a-z])") + re.escape(n), line)]
    said += [w for w in re.findall(r"[a-z]{4,}", line)
             if w not in said and any(n.startswith(w) and n != w for n in english if " " not in n)]
    line_ko = dest.get("history_ko", "").replace(" ", "")
    return said + [n for n in sorted(korean) if n in line_ko]


# Named waters -> ocean (None: recorded as a sea but not one of the game's three oceans).
# Longest names first so "North Atlantic Ocean" is found before "Atlantic Ocean".
WATERS: dict[str, str | None] = {
    "Atlantic Ocean": "atlantic", "North Atlantic Ocean": "atlantic",
    "South Atlantic Ocean": "atlantic", "Pacific Ocean": "pacific",
    "North Pacific Ocean": "pacific", "South Pacific Ocean": "pacific",
    "Indian Ocean": "indian", "Arctic Ocean": None, "Southern Ocean": None,
    "Mediterranean Sea": "atlantic", "Adriatic Sea": "atlantic", "Aegean Sea": "atlantic",
    "Ionian Sea": "atlantic", "Tyrrhenian Sea": "atlantic", "Ligurian Sea": "atlantic",
    "Alboran Sea": "atlantic", "Balearic Sea": "atlantic", "Sea of Marmara": "atlantic",
    "Black Sea": "atlantic", "Sea of Azov": "atlantic", "Baltic Sea": "atlantic",
    "Gulf of Bothnia": "atlantic", "Gulf of Finland": "atlantic", "Gulf of Riga": "atlantic",
    "North Sea": "atlantic", "Norwegian Sea": "atlantic", "Irish Sea": "atlantic",
    "Celtic Sea": "atlantic", "English Channel": "atlantic", "Bay of Biscay": "atlantic",
    "Caribbean Sea": "atlantic", "Gulf of Mexico": "atlantic", "Gulf of Guinea": "atlantic",
    "Labrador Sea": "atlantic", "Hudson Bay": "atlantic", "Gulf of Saint Lawrence": "atlantic",
    "Gulf of St. Lawrence": "atlantic", "Skagerrak": "atlantic", "Kattegat": "atlantic",
    "Greenland Sea": None, "Barents Sea": None, "Kara Sea": None, "Laptev Sea": None,
    "Beaufort Sea": None, "Chukchi Sea": None, "East Siberian Sea": None,
    "Red Sea": "indian", "Gulf of Aden": "indian", "Gulf of Aqaba": "indian",
    "Arabian Sea": "indian", "Persian Gulf": "indian", "Gulf of Oman": "indian",
    "Bay of Bengal": "indian", "Andaman Sea": "indian", "Laccadive Sea": "indian",
    "Mozambique Channel": "indian", "Timor Sea": "indian", "Arafura Sea": "indian",
    "Great Australian Bight": "indian", "Gulf of Mannar": "indian",
    "South China Sea": "pacific", "East China Sea": "pacific", "Yellow Sea": "pacific",
    "Sea of Japan": "pacific", "East Sea": "pacific", "Sea of Okhotsk": "pacific",
    "Bering Sea": "pacific", "Philippine Sea": "pacific", "Celebes Sea": "pacific",
    "Sulu Sea": "pacific", "Java Sea": "pacific", "Banda Sea": "pacific",
    "Molucca Sea": "pacific", "Flores Sea": "pacific", "Bismarck Sea": "pacific",
    "Solomon Sea": "pacific", "Coral Sea": "pacific", "Tasman Sea": "pacific",
    "Gulf of Thailand": "pacific", "Gulf of Tonkin": "pacific", "Gulf of California": "pacific",
    "Bight of Benin": "atlantic", "Bight of Biafra": "atlantic", "Bight of Bonny": "atlantic",
    "Strait of Malacca": "indian", "Savu Sea": "pacific", "Singapore Strait": "pacific",
    "Korea Bay": "pacific",
    "Gulf of Panama": "pacific", "Gulf of Fonseca": "pacific",
    "Caspian Sea": None, "Aral Sea": None, "Dead Sea": None,
}
LAKES = {"Aral Sea", "Dead Sea"}  # the Caspian is a sea for the coastline card
WATERS_BY_LENGTH = sorted(WATERS, key=len, reverse=True)

# Religion labels as the Factbook words them -> (spoken name, group). First match wins.
RELIGION_TABLE: tuple[tuple[str, str, str], ...] = (
    ("roman catholic", "Roman Catholic Christianity", "christianity"),
    ("catholic", "Roman Catholic Christianity", "christianity"),
    ("orthodox", "Orthodox Christianity", "christianity"),
    ("armenian apostolic", "Armenian Apostolic Christianity", "christianity"),
    ("protestant", "Protestant Christianity", "christianity"),
    ("anglican", "Protestant Christianity", "christianity"),
    ("church of england", "Protestant Christianity", "christianity"),
    ("lutheran", "Protestant Christianity", "christianity"),
    ("evangelical", "Protestant Christianity", "christianity"),
    ("pentecostal", "Protestant Christianity", "christianity"),
    ("methodist", "Protestant Christianity", "christianity"),
    ("presbyterian", "Protestant Christianity", "christianity"),
    ("reformed", "Protestant Christianity", "christianity"),
    ("baptist", "Protestant Christianity", "christianity"),
    ("adventist", "Protestant Christianity", "christianity"),
    ("congregational", "Protestant Christianity", "christianity"),
    ("wesleyan", "Protestant Christianity", "christianity"),
    ("christian", "Christianity", "christianity"),
    ("sunni", "Sunni Islam", "islam"),
    ("shia", "Shia Islam", "islam"),
    ("muslim", "Islam", "islam"),
    ("islam", "Islam", "islam"),
    ("buddhis", "Buddhism", "buddhism"),
    ("hindu", "Hinduism", "hinduism"),
    ("jewish", "Judaism", "judaism"),
    ("judaism", "Judaism", "judaism"),
    ("shinto", "Shinto", "shinto"),
    ("sikh", "Sikhism", "sikhism"),
    ("taoist", "Taoism", "taoism"),
    ("folk", "folk religion", "folk"),
    ("traditional", "traditional religions", "folk"),
    ("indigenous", "traditional religions", "folk"),
    ("animist", "traditional religions", "folk"),
    ("ethnic religion", "traditional religions", "folk"),
)
NOT_A_RELIGION = ("none", "unaffiliated", "unspecified", "other", "atheist", "agnostic",
                  "no religion", "non-believer", "nonbeliever", "undeclared", "refused",
                  "no answer", "not stated", "irreligious", "non-religious")

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")

# How the Factbook's "(from X)" former rulers are said in English and in Korean.
RULERS: dict[str, tuple[str, str]] = {
    "UK": ("the United Kingdom", "영국"), "Great Britain": ("Great Britain", "영국"),
    "US": ("the United States", "미국"), "France": ("France", "프랑스"),
    "Spain": ("Spain", "스페인"), "Portugal": ("Portugal", "포르투갈"),
    "Soviet Union": ("the Soviet Union", "소련"), "Ottoman Empire": ("the Ottoman Empire", "오스만 제국"),
    "Netherlands": ("the Netherlands", "네덜란드"), "Belgium": ("Belgium", "벨기에"),
    "Yugoslavia": ("Yugoslavia", "유고슬라비아"), "Japan": ("Japan", "일본"),
    "Pakistan": ("Pakistan", "파키스탄"), "Ethiopia": ("Ethiopia", "에티오피아"),
    "Haiti": ("Haiti", "아이티"), "Brazil": ("Brazil", "브라질"), "Colombia": ("Colombia", "콜롬비아"),
    "Sudan": ("Sudan", "수단"), "Serbia": ("Serbia", "세르비아"), "Russia": ("Russia", "러시아"),
    "Soviet Russia": ("Soviet Russia", "소비에트 러시아"), "British India": ("British India", "영국령 인도"),
    "Egypt and the UK": ("Egypt and the United Kingdom", "이집트와 영국"),
    "France and the UK": ("France and the United Kingdom", "프랑스와 영국"),
    "Malaysian Federation": ("the Federation of Malaysia", "말레이시아 연방"),
    "Indonesia": ("Indonesia", "인도네시아"), "New Zealand": ("New Zealand", "뉴질랜드"),
}
#: How a Korean history line names its country: "this country" (meta.history_rule).
HISTORY_SUBJECT_KO = "이 나라는"


class BuildError(Exception):
    """The sources or overrides cannot produce a valid handbook."""


# ---------------------------------------------------------------------------- text helpers

def clean(text: str) -> str:
    """Factbook HTML fragment -> plain one-line text."""
    text = re.sub(r"<br\s*/?>", " ; ", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = html.unescape(text)
    return re.sub(r"\s+", " ", text).strip()


def ascii_fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def year_of(text: str) -> int | None:
    """The year a Factbook figure refers to: "(2024 est.)" or "(2023)"."""
    years = re.findall(r"\((?:[^()]*?)((?:19|20)\d\d)(?: est\.)?\)", text)
    return int(years[-1]) if years else None


def first_number(text: str) -> float | None:
    """The first figure in a text, with "million"/"billion" multiplied out."""
    m = re.search(r"(-?\d[\d,]*(?:\.\d+)?)(\s*(?:million|billion|trillion)\b)?", text)
    if not m:
        return None
    scale = {"million": 1e6, "billion": 1e9, "trillion": 1e12}.get((m.group(2) or "").strip(), 1)
    return float(m.group(1).replace(",", "")) * scale


def get(obj: Any, *keys: str) -> Any:
    """Nested lookup that forgives the Factbook's stray spaces in keys ("total ")."""
    for key in keys:
        if not isinstance(obj, dict):
            return None
        hit = obj.get(key)
        if hit is None:
            hit = next((v for k, v in obj.items() if k.strip() == key), None)
        obj = hit
    return obj


def text_at(obj: Any, *keys: str) -> str:
    node = get(obj, *keys)
    if isinstance(node, dict):
        node = node.get("text", "")
    return clean(node) if isinstance(node, str) else ""


def split_list(text: str) -> list[str]:
    """Split a Factbook list on commas and semicolons outside parentheses.

    A comma directly followed by a digit is a thousands separator ("520,000"), not a split.
    """
    items: list[str] = []
    cur: list[str] = []
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        nxt = text[i + 1] if i + 1 < len(text) else " "
        if ch in ",;" and depth == 0 and not (ch == "," and nxt.isdigit()):
            items.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    items.append("".join(cur).strip())
    return [i for i in items if i]


def strip_year_tail(text: str) -> str:
    return re.sub(r"\s*\((?:[^()]*?)(?:19|20)\d\d(?: est\.)?\)\s*$", "", text).strip()


# ---------------------------------------------------------------------------- sources

@dataclass
class Sources:
    rc: dict[str, dict[str, Any]]          # handbook id -> REST Countries entry
    fb: dict[str, list[dict[str, Any]]]    # handbook id -> Factbook profile(s), main one first
    region_borders: dict[str, list[str]]   # overseas region (REST code) -> its REST borders


def rest_countries(shared: Path) -> tuple[dict[str, dict[str, Any]], list[dict[str, Any]]]:
    """(handbook id -> REST Countries entry for the 197 destinations, every entry)."""
    rc_all = json.loads((shared / "restcountries" / "countriesV3.1.json").read_text("utf-8"))
    rc: dict[str, dict[str, Any]] = {}
    for entry in rc_all:
        ident = RC_TO_ID.get(entry["cca3"], entry["cca3"])
        if entry.get("unMember") or ident in EXTRA_IDS:
            rc[ident] = entry
    return rc, rc_all


def load_sources(shared: Path) -> Sources:
    rc, rc_all = rest_countries(shared)
    region_borders = {e["cca3"]: list(e.get("borders", [])) for e in rc_all
                      if e["cca3"] in OVERSEAS_REGIONS}
    if len(rc) != 197:
        raise BuildError(f"expected 197 destinations from REST Countries, found {len(rc)}")

    tld_to_id = {t: ident for ident, e in rc.items() for t in e.get("tld", [])}
    fb: dict[str, list[dict[str, Any]]] = {}
    root = shared / "factbook"
    for ident, files in FACTBOOK_FILES.items():
        fb[ident] = [json.loads((root / f).read_text("utf-8")) for f in files]
    for path in sorted(root.glob("*/*.json")):
        if path.parent.name == "meta":
            continue
        prof = json.loads(path.read_text("utf-8"))
        code = text_at(prof, "Communications", "Internet country code")
        for tld in re.findall(r"\.[a-z]{2}\b", code):
            ident = tld_to_id.get(tld)
            if ident and ident not in fb:
                fb[ident] = [prof]
                break
    missing = sorted(set(rc) - set(fb))
    if missing:
        raise BuildError(f"no Factbook profile for {missing}")
    return Sources(rc, fb, region_borders)


# ---------------------------------------------------------------------------- field extractors
# Each returns (value, year, note); value None means "the parser found nothing".

Extracted = tuple[Any, int | None, str]


def fb_area(prof: dict[str, Any]) -> Extracted:
    """The land area (meta.land_area_rule); the total when no land figure is given."""
    land = text_at(prof, "Geography", "Area", "land")
    value = first_number(land)
    note = "land area (inland water left out)"
    if not value:
        land = text_at(prof, "Geography", "Area", "total")
        value = first_number(land)
        note = "total area (no land figure given)"
    if value is None:
        return None, None, ""
    return (round(value) if value >= 1 else value), year_of(land), note


def fb_population(prof: dict[str, Any]) -> Extracted:
    text = text_at(prof, "People and Society", "Population", "total")
    value = first_number(text)
    return (int(value) if value is not None else None), year_of(text), ""


def fb_gdp(prof: dict[str, Any]) -> Extracted:
    node = get(prof, "Economy", "Real GDP per capita")
    if not isinstance(node, dict):
        return None, None, ""
    best: tuple[int, int] | None = None
    for key, val in node.items():
        m = re.search(r"(\d{4})$", key.strip())
        if not m or not isinstance(val, dict):
            continue
        num = first_number(clean(val.get("text", "")))
        if num is not None and (best is None or int(m.group(1)) > best[0]):
            best = (int(m.group(1)), int(num))
    if best is None:
        return None, None, ""
    return best[1], best[0], "PPP, constant dollars"


def fb_peak(prof: dict[str, Any]) -> Extracted:
    text = text_at(prof, "Geography", "Elevation", "highest point")
    m = re.match(r"(.+?)\s+(-?\d[\d,]*)\s*(?:m\b.*)?$", text)
    if not m:
        return None, None, ""
    name = re.sub(r"\s*\(.*?\)\s*", " ", m.group(1)).strip()
    return {"name": name, "height_m": int(m.group(2).replace(",", ""))}, None, ""


def fb_first_item(prof: dict[str, Any], *path: str) -> Extracted:
    text = text_at(prof, *path)
    if not text:
        return None, None, ""
    items = split_list(strip_year_tail(text))
    if not items:
        return None, None, ""
    item = re.sub(r"\s*\(.*?\)", "", items[0]).strip().lower()
    item = item.replace("parts/accessories", "parts")
    if "/" in item:  # "lamb/mutton": say the first
        item = item.split("/")[0].strip()
    return item or None, year_of(text), ""


def fb_government(prof: dict[str, Any]) -> Extracted:
    text = text_at(prof, "Government", "Government type")
    if not text:
        return None, None, ""
    text = re.sub(r"\s*\(.*?\)", "", text.split(";")[0]).strip().lower()
    text = re.sub(r"\bthe us\b", "the united states", text)  # spoken, not read as "us"
    return text, None, ""


def is_monarchy(government: str) -> bool:
    words = ("monarch", "kingdom", "sultanate", "emirate", "principality")
    return any(w in government for w in words)


def fb_religion(prof: dict[str, Any]) -> Extracted:
    """The religion with the largest total share, worded by its largest label (meta.religion_rule)."""
    text = text_at(prof, "People and Society", "Religions")
    if not text:
        return None, None, ""
    totals: dict[str, float] = {}
    wording: dict[str, tuple[float, str]] = {}   # group -> (share, spoken name) of its largest label
    order: list[str] = []
    for item in split_list(strip_year_tail(text)):
        label = re.sub(r"\s*\(.*?\)", "", item).lower()
        label = re.sub(r"[\d.<>%-]+.*$", "", label).strip()
        # "other Christian 9.5%" is more Christianity; a bare "other" is no religion
        label = re.sub(r"^other\s+(?=\w)", "", label) if not label.startswith("other or") else label
        if not label or any(label.startswith(w) for w in NOT_A_RELIGION):
            continue
        pct = re.search(r"(\d+(?:\.\d+)?)\s*(?:-\s*\d+(?:\.\d+)?)?\s*%", re.sub(r"\(.*?\)", "", item))
        share = float(pct.group(1)) if pct else 0.0
        hit = next(((s, g) for key, s, g in RELIGION_TABLE if key in label), None)
        if hit is None:  # "Church of Norway (Evangelical Lutheran - official)": look inside
            hit = next(((s, g) for key, s, g in RELIGION_TABLE if key in item.lower()), None)
        if hit is None:
            continue
        spoken, group = hit
        if group not in totals:
            order.append(group)
        totals[group] = totals.get(group, 0.0) + share
        if group not in wording or share > wording[group][0]:
            wording[group] = (share, spoken)
    if not totals:
        return None, None, ""
    group = max(order, key=lambda g: totals[g])  # ties: the one listed first
    return ({"religion": wording[group][1], "religion_group": group}, year_of(text),
            f"{group} {totals[group]:g}% in all")


def fb_urban_areas(prof: dict[str, Any]) -> list[tuple[str, float]]:
    """The Factbook's major urban areas as (name, population), in the Factbook's order."""
    text = text_at(prof, "People and Society", "Major urban areas - population")
    out: list[tuple[str, float]] = []
    for item in split_list(strip_year_tail(text)):
        item = re.sub(r"\s*\((?:[^()]*?)(?:19|20)\d\d(?: est\.)?\)\s*$", "", item)
        m = re.match(r"(\d[\d,]*(?:\.\d+)?(?:\s*(?:million|billion))?)\s+(.+)$", item.strip())
        if not m:
            continue
        # "872,000 million" (a Factbook typo): a figure written out in full has no multiplier
        pop = first_number(m.group(1).split()[0] if "," in m.group(1) else m.group(1))
        name = re.sub(r"\s*\(.*?\)", "", m.group(2)).strip()
        if pop is not None and name:
            out.append((name, pop))
    return out


def city_key(name: str) -> str:
    """A city name for comparison: no accents, case, apostrophes, "St." or a trailing "City"."""
    key = ascii_fold(name).lower().replace("'", "").replace("-", " ").replace(".", "")
    key = re.sub(r"\bst\b", "saint", key)
    key = re.sub(r"\s+city$", "", key.strip())
    return re.sub(r"^city of\s+", "", " ".join(key.split()))


def fb_capital_largest(prof: dict[str, Any], capital: str,
                       larger_city: str | None = None) -> Extracted:
    """Is the capital the most populous of the Factbook's major urban areas?

    ``larger_city`` is the reviewed larger urban area for a country whose list names only its
    capital (meta.capital_largest_rule); None: there is none.
    """
    areas = fb_urban_areas(prof)
    text = text_at(prof, "People and Society", "Major urban areas - population")
    if not areas:
        return None, None, ""
    if len(areas) == 1:
        if city_key(areas[0][0]) != city_key(capital):
            return False, year_of(text), f"the Factbook lists only {areas[0][0]}, not the capital"
        if larger_city:
            return False, year_of(text), (f"the Factbook lists only {areas[0][0]}; {larger_city} "
                                          "is larger (overrides rules.largest_city)")
        return True, year_of(text), f"the Factbook lists only {areas[0][0]}; no larger city"
    name, _ = max(areas, key=lambda a: a[1])
    return city_key(name) == city_key(capital), year_of(text), f"most populous listed: {name}"


def fb_coastline(prof: dict[str, Any]) -> Extracted:
    text = text_at(prof, "Geography", "Coastline")
    value = first_number(text)
    return (int(value) if value is not None else None), None, ""


# Factbook language labels -> the English name a player says.
LANGUAGE_NAMES = {
    "Castilian Spanish": "Spanish", "Bahasa Malaysia": "Malay", "Bahasa Indonesia": "Indonesian",
    "Persian Farsi": "Persian", "Moldovan/Romanian": "Romanian", "Swahili/Kiswahili": "Swahili",
    "Kiswahili": "Swahili", "Kiswahili or Swahili": "Swahili", "Afghan Persian or Dari": "Dari",
    "Bangla": "Bengali", "Bokmal Norwegian": "Norwegian", "Nynorsk Norwegian": "Norwegian",
    "Tamazight languages": "Tamazight",
}


def fb_languages(prof: dict[str, Any]) -> Extracted:
    """Languages the Factbook marks official (or "state language") for the whole country."""
    text = text_at(prof, "People and Society", "Languages", "Languages") or text_at(
        prof, "People and Society", "Languages")
    if not text:
        return None, None, ""
    found: list[str] = []
    for item in split_list(text):
        paren = " ".join(re.findall(r"\((.*?)\)", item)).lower()
        if not re.search(r"official|state language", paren) or re.search(
                r"unofficial|not official|official in|only in|regional|locally|provinc", paren):
            continue
        name = re.sub(r"\s*\(.*", "", item).strip()
        name = re.sub(r"\s*[\d.]+%?$", "", name).strip()
        name = LANGUAGE_NAMES.get(name, name)
        if name and name[0].isupper() and len(name.split()) <= 3 and name not in found:
            found.append(name)
    return (tuple(found) or None), None, ""


def fb_waters(prof: dict[str, Any]) -> list[str]:
    text = text_at(prof, "Geography", "Location")
    found: list[tuple[int, str]] = []
    taken = [False] * len(text)
    for name in WATERS_BY_LENGTH:
        for m in re.finditer(re.escape(name), text):
            if any(taken[m.start():m.end()]):
                continue
            for i in range(m.start(), m.end()):
                taken[i] = True
            found.append((m.start(), name))
    names: list[str] = []
    for _, name in sorted(found):
        if name not in names:
            names.append(name)
    return names


def oceans_of(seas: list[str]) -> tuple[str, ...]:
    order = ("atlantic", "pacific", "indian")
    hit = {WATERS.get(s) for s in seas}
    return tuple(o for o in order if o in hit)


def fb_independence(prof: dict[str, Any]) -> str:
    return text_at(prof, "Government", "Independence")


DATE_RE = re.compile(
    r"^(?:ca\. )?(?:(\d{1,2}(?:-\d{1,2})?) (" + "|".join(MONTHS) + r") )?(\d{3,4})(?: B\.C\.)?")


def has_batchim(word: str) -> bool | None:
    """Does a Korean word end in a final consonant (decides 은/는, 으로/로)? None: not Hangul."""
    last = word.rstrip()[-1:]
    if not last or not "\uac00" <= last <= "\ud7a3":
        return None
    return (ord(last) - 0xAC00) % 28 != 0


def korean_from(word: str) -> str:
    last = word.rstrip()[-1:]
    rieul = bool(last) and "\uac00" <= last <= "\ud7a3" and (ord(last) - 0xAC00) % 28 == 8
    return word + ("으로부터" if has_batchim(word) and not rieul else "로부터")


def history_from_independence(text: str) -> tuple[str, str] | None:
    """(English, Korean) sentence in our own words, or None when the entry needs a hand-written line.

    The line is what the spy reads aloud for the history card, so it says "It" ("이 나라는"),
    never the country's name (meta.history_rule). Only the common "DATE (from RULER)" shape is
    generated, and only for rulers we know how to name in both languages; every other shape
    (founding dates, unions, mandates, "no official date") is written by hand in the overrides.
    """
    if not text:
        return None
    first = text.split(";")[0].strip()
    m = DATE_RE.match(first)
    rest = first[m.end():].strip() if m else ""
    ruler = re.fullmatch(r"\((declared independence )?from (?:the )?([^;()]+?)\)", rest)
    if not m or not ruler or ruler.group(2).strip() not in RULERS:
        return None
    day, month, year = m.group(1), m.group(2), m.group(3)
    who, who_ko = RULERS[ruler.group(2).strip()]
    when = f"on {day} {month} {year}" if day else f"in {year}"
    verb = "declared independence from" if ruler.group(1) else "became independent from"
    english = f"It {verb} {who} {when}."
    if day:
        first_day = day.split("-")[0]
        when_ko = f"{year}년 {MONTHS.index(month) + 1}월 {first_day}일에"
    else:
        when_ko = f"{year}년에"
    verb_ko = "독립을 선언했습니다" if ruler.group(1) else "독립했습니다"
    korean = f"{HISTORY_SUBJECT_KO} {when_ko} {korean_from(who_ko)} {verb_ko}."
    return english, korean


# ---------------------------------------------------------------------------- assembly

def source(src: str, year: int | None, note: str = "") -> dict[str, Any]:
    """A destination's record of where one field came from (an empty note is left out)."""
    out: dict[str, Any] = {"source": src, "year": year}
    if note:
        out["note"] = note
    return out


def build(shared: Path, overrides: dict[str, Any]) -> dict[str, Any]:
    srcs = load_sources(shared)
    ids = set(srcs.rc)
    per_dest = overrides.get("destinations", {})
    unknown = sorted(set(per_dest) - ids)
    if unknown:
        raise BuildError(f"overrides name unknown destinations {unknown}")
    alias_table = overrides.get("aliases", {})

    dests = []
    rules = overrides.get("rules", {})
    check_rules(rules, ids)
    for ident in sorted(ids):
        dests.append(build_one(ident, srcs, per_dest.get(ident, {}), alias_table.get(ident, {}),
                               rules))
    ambiguous = overrides.get("ambiguous_aliases", {})
    check_aliases(dests, ambiguous)
    add_names_abroad(dests, srcs.rc, ambiguous, overrides.get("names_abroad_stoplist", {}))
    add_former_names(dests, srcs.fb, ambiguous, overrides.get("former_names_stoplist", {}))
    add_demonyms(dests, srcs.rc, ambiguous)
    for d in dests:
        said = history_names(d, srcs.rc[d["id"]])
        if said:
            raise BuildError(f"{d['id']}: the history line says its own name {said} "
                             "(meta.history_rule); reword its override")

    n_overrides = sum(len(v) for v in per_dest.values())
    meta = {
        "title": "Hideout spy handbook: Destination X",
        "count": len(dests),
        "build_date": BUILD_DATE,
        "build_date_rule": "the newest source snapshot's month: the build is a pure function of "
                           "its inputs, so re-running it reproduces this file exactly",
        "built_by": "scripts/build_handbook.py",
        "sources": [
            {"name": "The World Factbook (JSON country profiles)", "licence": "CC0 1.0",
             "snapshot_commit": FACTBOOK_COMMIT, "year": FACTBOOK_YEAR,
             "use": "facts and figures only; no prose copied"},
            {"name": "REST Countries (countriesV3.1.json)", "licence": "MPL 2.0",
             "snapshot_commit": RESTCOUNTRIES_COMMIT, "year": RESTCOUNTRIES_YEAR,
             "use": "codes, names, Korean names, flags, borders, capitals, currencies, traffic"},
            {"name": "data/handbook_overrides.json", "licence": "Hideout's own data",
             "use": f"{n_overrides} hand-checked corrections, each with a reason; aliases"},
        ],
        "field_sources": FIELD_SOURCES,
        "ocean_rule": OCEAN_RULE,
        "religion_rule": RELIGION_RULE,
        "capital_rule": CAPITAL_RULE,
        "capital_largest_rule": CAPITAL_LARGEST_RULE,
        "population_rule": POPULATION_RULE,
        "land_area_rule": LAND_AREA_RULE,
        "coastline_rule": COASTLINE_RULE,
        "official_language_rule": OFFICIAL_LANGUAGE_RULE,
        "agriculture_rule": AGRICULTURE_RULE,
        "border_rule": BORDER_RULE,
        "history_rule": HISTORY_RULE,
        "names_abroad_rule": NAMES_ABROAD_RULE,
        "former_names_rule": FORMER_NAMES_RULE,
        "demonyms_rule": DEMONYMS_RULE,
        "border_exceptions": overrides.get("border_exceptions", {}),
        "ambiguous_aliases": ambiguous,
        "override_count": n_overrides,
    }
    return {"meta": meta, "destinations": dests}


def build_one(ident: str, srcs: Sources, ov: dict[str, Any], alias: dict[str, Any],
              rules: dict[str, Any]) -> dict[str, Any]:
    rc = srcs.rc[ident]
    profs = srcs.fb[ident]
    prof = profs[0]
    fby = FACTBOOK_YEAR
    def rcs(note: str = "") -> dict[str, Any]:
        return source("restcountries", RESTCOUNTRIES_YEAR, note)

    values: dict[str, Any] = {}
    sources: dict[str, dict[str, Any]] = {}

    def put(field: str, extracted: Extracted, note_prefix: str = "") -> None:
        value, year, note = extracted
        if value is None:
            return
        values[field] = value
        note = "; ".join(x for x in (note_prefix, note) if x)
        sources[field] = source("factbook", year if year is not None else fby,
                                note if year is not None else ("edition year; " + note).rstrip("; "))

    name = rc["name"]["common"]
    values["id"] = ident
    values["name"] = name
    values["name_ko"] = rc["translations"]["kor"]["common"]
    if "name_ko" in ov:  # needed before the history sentence below is generated
        values["name_ko"] = ov["name_ko"]["value"]
    values["flag"] = rc["flag"]
    for f in ("id", "name", "name_ko", "flag"):
        sources[f] = rcs()

    # Palestine is two Factbook profiles (West Bank, Gaza Strip): figures that add up are summed.
    if len(profs) > 1:
        for field, fn in (("land_area_km2", fb_area), ("population", fb_population),
                          ("coastline_km", fb_coastline)):
            parts = [fn(p) for p in profs]
            if all(p[0] is not None for p in parts):
                put(field, (sum(p[0] for p in parts), max((p[1] or 0) for p in parts) or None,
                            "sum of the Factbook's West Bank and Gaza Strip entries"))
    else:
        put("land_area_km2", fb_area(prof))
        put("population", fb_population(prof))
        put("coastline_km", fb_coastline(prof))
    reviewed = rules.get("population", {}).get(ident)
    if reviewed and reviewed.get("keep") == "factbook":  # REST Countries' figure is the stale one
        sources["population"]["note"] = "; ".join(
            x for x in (sources["population"].get("note", ""), reviewed["reason"]) if x)
    elif reviewed:
        values["population"] = int(reviewed["value"])
        sources["population"] = source("override", int(reviewed["year"]), "; ".join(
            x for x in (reviewed["source"], reviewed.get("note", "")) if x))
    elif "population" not in ov:
        check_population(ident, values.get("population"), rc.get("population"))
    put("gdp_per_capita_usd", fb_gdp(prof))
    put("highest_peak", fb_peak(prof))
    put("agricultural_product", fb_first_item(prof, "Economy", "Agricultural products"))
    put("industry", fb_first_item(prof, "Economy", "Industries"))
    put("export", fb_first_item(prof, "Economy", "Exports - commodities"))
    gov = fb_government(prof)
    put("government", gov)
    if gov[0] is not None:
        values["monarchy"] = is_monarchy(gov[0])
        sources["monarchy"] = dict(sources["government"], note="derived from government type")
    rel = fb_religion(prof)
    if rel[0] is not None:
        put("religion", (rel[0]["religion"], rel[1], rel[2]))
        put("religion_group", (rel[0]["religion_group"], rel[1], rel[2]))
    capital = ov.get("capital", {}).get("value") or (rc["capital"][0] if rc.get("capital") else "")
    larger = rules.get("largest_city", {}).get(ident, {}).get("city")
    put("capital_largest", fb_capital_largest(prof, capital, larger))
    langs = fb_languages(prof)
    if langs[0] is not None:
        put("official_languages", langs, "marked official")
    elif rc.get("languages"):
        values["official_languages"] = tuple(rc["languages"].values())
        sources["official_languages"] = rcs("no language marked official in the Factbook")

    # Borders: REST Countries' ISO codes, limited to handbook destinations.
    # An overseas region's neighbours are its state's (French Guiana: France borders Brazil).
    raw = list(rc.get("borders", [])) + [b for region, state in OVERSEAS_REGIONS.items()
                                         if state == ident for b in srcs.region_borders[region]]
    borders = sorted({OVERSEAS_REGIONS.get(b, RC_TO_ID.get(b, b)) for b in raw} - {ident})
    values["land_borders"] = tuple(b for b in borders if b in srcs.rc)
    dropped = [b for b in borders if b not in srcs.rc]
    sources["land_borders"] = rcs(f"non-destination neighbours left out: {dropped}" if dropped else "")

    if rc.get("capital"):
        values["capital"] = rc["capital"][0]
        sources["capital"] = rcs()
    cur_code, cur = next(iter(rc.get("currencies", {}).items()), (None, None))
    if cur:
        values["currency"] = cur["name"]
        sources["currency"] = rcs(f"ISO 4217 {cur_code}")
        values["currency_kind"] = currency_kind(cur["name"])
        sources["currency_kind"] = rcs("derived from the currency name")
    values["traffic"] = rc["car"]["side"]
    sources["traffic"] = rcs()

    seas: list[str] = []
    for p in profs:
        seas += [s for s in fb_waters(p) if s not in seas]
    caspian = rules.get("caspian_coast_km", {}).get(ident)
    if caspian and not values.get("coastline_km"):
        values["coastline_km"] = int(caspian)
        sources["coastline_km"] = source("factbook", fby, "Caspian Sea shore, from the Factbook's "
                                         "note (overrides rules.caspian_coast_km)")
        seas = [*seas, "Caspian Sea"] if "Caspian Sea" not in seas else seas
    if values.get("coastline_km", 0) == 0:
        seas = []
    values["seas"] = tuple(s for s in seas if s not in LAKES)
    values["oceans"] = oceans_of(list(values["seas"]))
    sources["seas"] = source("factbook", fby, "named waters in Location")
    sources["oceans"] = source("factbook", fby, "derived from seas by meta.ocean_rule")

    hist = history_from_independence(fb_independence(prof))
    values["history_ko"] = ""
    if hist:
        values["history"], values["history_ko"] = hist
        sources["history"] = source("factbook", fby, "generated from the Independence entry")
        sources["history_ko"] = dict(sources["history"])

    # Hand corrections win over everything parsed above.
    for field, entry in ov.items():
        if not isinstance(entry, dict) or "value" not in entry or not entry.get("reason"):
            raise BuildError(f"{ident}.{field}: an override needs a value and a reason")
        value = entry["value"]
        if field == "highest_peak" and isinstance(value, dict):
            value = {"name": value["name"], "height_m": int(value["height_m"])}
        values[field] = value
        sources[field] = source("override", entry.get("year", fby), entry["reason"])
        if field == "government" and "monarchy" not in ov:
            values["monarchy"] = is_monarchy(value)
            sources["monarchy"] = dict(sources[field], note="derived from overridden government")
        if field == "currency" and "currency_kind" not in ov:
            values["currency_kind"] = currency_kind(value)
            sources["currency_kind"] = dict(sources[field], note="derived from overridden currency")
        if field == "seas" and "oceans" not in ov:
            values["oceans"] = oceans_of(list(value))
            sources["oceans"] = dict(sources[field], note="derived from overridden seas")

    if values.get("agricultural_product") in (None, "none") and ident in rules.get("no_farmland", {}):
        values["agricultural_product"] = NO_FARMLAND
        sources["agricultural_product"] = source("override", fby, rules["no_farmland"][ident])
    values["capital_ko"] = rules.get("capital_ko", {}).get(ident, "")
    sources["capital_ko"] = source("override", fby, "Korean exonym (overrides rules.capital_ko)")

    values["aliases"] = make_aliases(name, alias.get("en", []))
    values["aliases_ko"] = make_aliases_ko(values["name_ko"], alias.get("ko", []))
    sources["aliases"] = source("override", fby, "hand-written spoken names; ASCII spelling of the name")

    # A reviewed override may say a fact does not exist (None), e.g. the Vatican's GDP.
    missing = [f for f in REQUIRED_FIELDS if f not in values or (
        values[f] in (None, "") and sources.get(f, {}).get("source") != "override")]
    if missing:
        raise BuildError(f"{ident} ({name}): no value for {missing}; add an override")
    return {f: to_json(values.get(f)) for f in OUTPUT_ORDER} | {"sources": sources}


NO_FARMLAND = "nothing, as it has no farmland"
POPULATION_DISAGREEMENT = 0.15


def check_population(ident: str, factbook: int | None, restcountries: int | None) -> None:
    """Two sources more than 15% apart: one is stale, and a reviewed figure must decide."""
    if not factbook or not restcountries:
        return
    gap = abs(factbook - restcountries) / max(factbook, restcountries)
    if gap > POPULATION_DISAGREEMENT:
        raise BuildError(f"{ident}: Factbook population {factbook:,} and REST Countries' "
                         f"{restcountries:,} differ by {gap:.0%}; add a reviewed figure or "
                         "decision to overrides rules.population")


def check_rules(rules: dict[str, Any], ids: set[str]) -> None:
    """Every reviewed rule table names known destinations and gives its source."""
    for table, rows in rules.items():
        if table == "about" or not isinstance(rows, dict):
            continue
        unknown = sorted(set(rows) - ids - {"about"})
        if unknown:
            raise BuildError(f"rules.{table} names unknown destinations {unknown}")
    for ident, row in rules.get("population", {}).items():
        if ident == "about":
            continue
        decided = row.get("keep") == "factbook" and row.get("reason")
        if not decided and not (
                row.get("value") and row.get("source") and row.get("year")):
            raise BuildError(f"rules.population.{ident}: needs value, source and year "
                             "(or keep: factbook with a reason)")
    missing = sorted(ids - set(rules.get("capital_ko", {})))
    if rules.get("capital_ko") and missing:
        raise BuildError(f"rules.capital_ko has no Korean capital for {missing}")


def currency_kind(name: str) -> str | None:
    low = name.lower()
    for kind in ("dollar", "franc", "euro"):
        if re.search(rf"\b{kind}s?\b", low):
            return kind
    return None


def make_aliases(name: str, extra: list[str]) -> tuple[str, ...]:
    """English spoken names: the hand-written ones plus the name as a recogniser spells it
    (no accents, hyphens as spaces: "sao tome and principe", "guinea bissau")."""
    low = name.lower()
    out = [ascii_fold(low), low.replace("-", " "), ascii_fold(low).replace("-", " ")]
    out += [a.lower() for a in extra]
    return tuple(a for a in dict.fromkeys(out) if a != low)


def make_aliases_ko(name_ko: str, extra: list[str]) -> tuple[str, ...]:
    """Korean spoken names: the hand-written ones plus every name written without spaces
    (Korean speakers and recognisers run "콩고 민주 공화국" together)."""
    out: list[str] = []
    for alias in [name_ko, *extra]:
        out += [alias, alias.replace(" ", "")]
    return tuple(a for a in dict.fromkeys(out) if a != name_ko)


#: The languages whose names of countries English-speaking tables mix in ("the spy is in espana",
#: "vale fuera portugal", "allemagne"): Spanish, French, Portuguese, German, Italian, Dutch.
NAMES_ABROAD_LANGS = ("spa", "fra", "por", "deu", "ita", "nld")
NAMES_ABROAD_RULE = (
    "names_abroad: each destination's common name in REST Countries' Spanish, French, Portuguese, "
    "German, Italian and Dutch translations, and the Dutch name as Afrikaans spells it (ij as y, zuid as "
    "suid, zee as see, nieuw as nieu, sch as sk: 'frankryk', 'nieu seeland', 'suid afrika'), lower case, "
    "accents and hyphens dropped; kept only when "
    "it has four letters or more, holds no punctuation, differs from every English name and alias "
    "(ambiguous ones included), names one destination only and is not in names_abroad_stoplist (an "
    "English word or a given name: 'island', 'chili', 'grenade'). Read in typed and transcribed "
    "commands only; no recogniser grammar holds them.")


def add_names_abroad(dests: list[dict[str, Any]], rc: dict[str, dict[str, Any]],
                     ambiguous: dict[str, dict[str, list[str]]], stoplist: dict[str, str]) -> None:
    """Fill each destination's ``names_abroad`` (meta.names_abroad_rule)."""
    def said(d: dict[str, Any]) -> list[str]:
        translations = rc[d["id"]].get("translations", {})
        names = [translations.get(lang, {}).get("common", "") for lang in NAMES_ABROAD_LANGS]
        return [*names, afrikaans_spelling(translations.get("nld", {}).get("common", ""))]

    add_names_of_one(dests, "names_abroad", said, english_names(dests, ambiguous), stoplist,
                     source("restcountries", RESTCOUNTRIES_YEAR, "translations " + ", ".join(NAMES_ABROAD_LANGS)))


#: Afrikaans spells Dutch names by regular changes (South African tables say "frankryk", "suid afrika").
AFRIKAANS_SPELLINGS = (("ij", "y"), ("zuid", "suid"), ("zee", "see"), ("nieuw", "nieu"), ("sch", "sk"))


def afrikaans_spelling(dutch: str) -> str:
    """The Dutch name as Afrikaans spells it ("Nieuw-Zeeland": "nieu-seeland")."""
    spelled = dutch.lower()
    for old, new in AFRIKAANS_SPELLINGS:
        spelled = spelled.replace(old, new)
    return spelled


FORMER_NAMES_RULE = (
    "former_names: each destination's former names in the Factbook (Government: Country name: former; "
    "a list split at commas and semicolons, asides in brackets dropped), lower case, accents and hyphens "
    "dropped; kept only when it has four letters or more, holds no punctuation, differs from every "
    "English name and alias and every capital, names one destination only ('German East Africa' names "
    "three) and is not in former_names_stoplist; a name opened by a state's title ('Republic of "
    "Tanganyika') is kept without it too. Tables of older players say them ('the gold coast', "
    "'british honduras'); read as the destination's name in typed and transcribed commands only; no "
    "recogniser grammar holds them.")


#: A state's title opening a former name, said without it too ("republic of tanganyika": "tanganyika").
FORMER_TITLE = re.compile(r"^(?:(?:united|federal|people.?s|democratic|socialist|trust) )*"
                          r"(?:republic|kingdom|state|federation|territory|sultanate|union) of (?:the )?", re.I)


def add_former_names(dests: list[dict[str, Any]], fb: dict[str, list[dict[str, Any]]],
                     ambiguous: dict[str, dict[str, list[str]]], stoplist: dict[str, str]) -> None:
    """Fill each destination's ``former_names`` (meta.former_names_rule)."""
    taken = english_names(dests, ambiguous) | {name_key(d["capital"]) for d in dests if d.get("capital")}

    def said(d: dict[str, Any]) -> list[str]:
        former = fb[d["id"]][0].get("Government", {}).get("Country name", {}).get("former", {}).get("text", "")
        former = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", former)
        parts = [part for part in (p.strip() for p in re.split(r"[,;]", former)) if not part.startswith("and ")]
        return [*parts, *(FORMER_TITLE.sub("", part) for part in parts)]

    add_names_of_one(dests, "former_names", said, taken, stoplist,
                     source("factbook", FACTBOOK_YEAR, "Country name: former"))


def english_names(dests: list[dict[str, Any]], ambiguous: dict[str, dict[str, list[str]]]) -> set[str]:
    """Every English name and alias of the destinations, as commands spell them, ambiguous ones too."""
    return {name_key(n) for d in dests for n in (d["name"], *d["aliases"])} | set(ambiguous.get("en", {}))


def add_names_of_one(dests: list[dict[str, Any]], field: str, said: Callable[[dict[str, Any]], list[str]],
                     taken: set[str], stoplist: Mapping[str, str], origin: dict[str, Any]) -> None:
    """Fill each destination's ``field`` with the names a source gives it (``said``; ``origin``, the
    field's source record) that have four letters or more, no punctuation, are not ``taken`` nor on
    the ``stoplist`` and name that destination only."""
    found: dict[str, set[str]] = {}
    for d in dests:
        for text in said(d):
            name = name_key(text)
            if len(name.replace(" ", "")) >= 4 and re.fullmatch(r"[a-z ]+", name) and name not in taken:
                found.setdefault(name, set()).add(d["id"])
    for d in dests:
        d[field] = sorted(n for n, ids in found.items() if ids == {d["id"]} and n not in stoplist)
        d["sources"][field] = dict(origin)


#: The answers a card offers: a demonym that is also one ("the french one") names no destination.
CARD_OPTIONS = REPO_ROOT / "data" / "cards.json"
DEMONYMS_RULE = (
    "demonyms: each destination's English demonyms in REST Countries (masculine and feminine; a "
    "list such as 'Antiguan, Barbudan' split), lower case, accents and hyphens dropped; kept only "
    "when it has four letters or more, holds no punctuation, differs from every English name and "
    "alias, from every card's answer ('french', 'spanish') and name ('indian': the ocean) and names one destination only "
    "('congolese' names two). Read as the destination in 'the <demonym> one' ('flip the canadian "
    "one') in typed and transcribed commands only; no recogniser grammar holds them.")


def add_demonyms(dests: list[dict[str, Any]], rc: dict[str, dict[str, Any]],
                 ambiguous: dict[str, dict[str, list[str]]]) -> None:
    """Fill each destination's ``demonyms`` (meta.demonyms_rule)."""
    cards = json.loads(CARD_OPTIONS.read_text("utf-8"))["cards"]
    taken = english_names(dests, ambiguous) | {name_key(o["name"]) for card in cards for o in card["options"]}
    taken |= {name_key(card["id"].replace("_", " ")) for card in cards}  # "the indian one": the ocean card

    def said(d: dict[str, Any]) -> list[str]:
        # a list of peoples splits ("Antiguan, Barbudan", "Kittitian or Nevisian")
        return [part for each in rc[d["id"]].get("demonyms", {}).get("eng", {}).values()
                for part in re.split(r",| or ", each or "")]

    add_names_of_one(dests, "demonyms", said, taken, {}, source("restcountries", RESTCOUNTRIES_YEAR, "demonyms eng"))


def name_key(name: str) -> str:
    """A name as a typed or transcribed command spells it: lower case, ASCII, hyphens as spaces."""
    return " ".join(ascii_fold(name).lower().replace("-", " ").replace("'", " ").split())


def check_aliases(dests: list[dict[str, Any]], ambiguous: dict[str, dict[str, list[str]]]) -> None:
    """A spoken name points to one destination only, unless it is listed as ambiguous (then to
    none: the listener must ask which one is meant)."""
    seen: dict[str, str] = {}
    for d in dests:
        for lang, keys in (("en", [d["name"].lower(), *d["aliases"]]),
                           ("ko", [d["name_ko"], *d["aliases_ko"]])):
            for key in keys:
                if key in ambiguous.get(lang, {}):
                    raise BuildError(f"{lang} alias {key!r} of {d['id']} is listed as ambiguous")
                k = f"{lang}:{key}"
                if k in seen and seen[k] != d["id"]:
                    raise BuildError(f"{lang} alias {key!r} names both {seen[k]} and {d['id']}")
                seen[k] = d["id"]
    for lang, table in ambiguous.items():
        for key, ids in table.items():
            unknown = [i for i in ids if not any(d["id"] == i for d in dests)]
            if len(ids) < 2 or unknown:
                raise BuildError(f"ambiguous {lang} alias {key!r}: needs 2+ known ids, got {ids}")


OUTPUT_ORDER = (
    "id", "name", "name_ko", "aliases", "aliases_ko", "names_abroad", "demonyms", "flag", "land_area_km2", "population",
    "gdp_per_capita_usd", "highest_peak", "land_borders", "agricultural_product", "industry",
    "export", "government", "monarchy", "religion", "religion_group", "capital",
    "capital_ko", "capital_largest", "currency", "currency_kind", "official_languages", "coastline_km",
    "oceans", "seas", "traffic", "history", "history_ko",
)
# Fields that must hold a value (currency_kind may be None, history_ko may be "").
REQUIRED_FIELDS = tuple(f for f in OUTPUT_ORDER if f not in ("currency_kind", "history_ko", "names_abroad", "demonyms"))


def to_json(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def check_borders(doc: dict[str, Any]) -> list[str]:
    """Asymmetric border pairs that are not listed in meta.border_exceptions."""
    by_id = {d["id"]: d for d in doc["destinations"]}
    allowed = set(doc["meta"].get("border_exceptions", {}))
    problems = []
    for d in doc["destinations"]:
        for b in d["land_borders"]:
            if d["id"] not in by_id[b]["land_borders"] and f"{d['id']}-{b}" not in allowed:
                problems.append(f"{d['id']}-{b}")
    return problems


def render(doc: dict[str, Any]) -> str:
    """Pretty but compact: one line per field, values on one line."""
    def dump(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False)
    lines = ["{", ' "meta": ' + json.dumps(doc["meta"], ensure_ascii=False, indent=1)
             .replace("\n", "\n ") + ",", ' "destinations": [']
    for i, d in enumerate(doc["destinations"]):
        body = ",\n".join(f"   {dump(k)}: {dump(v)}" for k, v in d.items() if k != "sources")
        srcs = ",\n".join(f"    {dump(k)}: {dump(v)}" for k, v in d["sources"].items())
        tail = "," if i < len(doc["destinations"]) - 1 else ""
        lines.append("  {\n" + body + ',\n   "sources": {\n' + srcs + "\n   }\n  }" + tail)
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def load_overrides(path: Path = OVERRIDES) -> dict[str, Any]:
    return json.loads(path.read_text("utf-8")) if path.exists() else {}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED,
                        help="folder holding factbook/ and restcountries/ (default ../shared/data)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--overrides", type=Path, default=OVERRIDES)
    parser.add_argument("--check", action="store_true", help="compare with --out, do not write")
    args = parser.parse_args(argv)
    try:
        doc = build(args.shared, load_overrides(args.overrides))
    except BuildError as exc:
        print(f"build_handbook: {exc}", file=sys.stderr)
        return 2
    asym = check_borders(doc)
    if asym:
        print(f"build_handbook: asymmetric borders {asym}", file=sys.stderr)
        return 2
    text = render(doc)
    if args.check:
        same = args.out.exists() and args.out.read_text("utf-8") == text
        print("handbook.json is up to date" if same else "handbook.json differs from a fresh build")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(doc['destinations'])} destinations, "
          f"{doc['meta']['override_count']} overrides)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
