"""Truth audit: every card's answer for every destination, recomputed by an independent path.

The spy's answer comes from ``answer_for(card, option, page)`` on the shipped handbook. The
expected answer is computed here from the raw sources (the Factbook profiles and REST
Countries, read with this module's own small readers, not the build script's), CLDR currency
names (Babel), and ``reference_facts.json``: short lists of well-known facts written by hand
(monarchies, left-hand traffic, capitals that are not the largest city, countries on each
ocean). Each card also has a second source where one exists (the Factbook's own count of
border countries against REST Countries' borders, REST Countries' area and population against
the Factbook's), so a wrong parse and a stale source both show.

A disagreement is explained only by a ruling: either a reviewed override in the handbook
(its ``sources`` say ``override`` and give the reason), or an entry in :data:`RULINGS` that
names the ``meta`` rule deciding it. Anything else is unexplained, and the test fails. A
ruling that no longer matches a disagreement fails too, so the list cannot silently grow.

Print the table (from the repository root)::

    python3 tests/data/truth_audit.py [--shared PATH] [--details]
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:  # run as a script: import the checkout, as pytest does
    sys.path.insert(0, str(REPO))

from hideout.data.cards import load_cards  # noqa: E402
from hideout.data.handbook import Destination, Handbook, load_handbook  # noqa: E402
from hideout.engine.destination_x.answers import answer_for, card_questions  # noqa: E402

REFERENCE = json.loads((Path(__file__).with_name("reference_facts.json")).read_text("utf-8"))


def default_shared() -> Path:
    """The source snapshots: HIDEOUT_SOURCE_DATA, else ../shared/data beside the repository."""
    return Path(os.environ.get("HIDEOUT_SOURCE_DATA", REPO.parent / "shared" / "data"))


# --------------------------------------------------------------------- raw source readers

def plain(fragment: Any) -> str:
    if isinstance(fragment, dict):
        fragment = fragment.get("text", "")
    if not isinstance(fragment, str):
        return ""
    text = html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<br\s*/?>", " ; ", fragment)))
    return " ".join(text.split())


def node(prof: dict[str, Any], *path: str) -> Any:
    """Nested lookup that forgives the Factbook's stray spaces in keys ("total ")."""
    here: Any = prof
    for key in path:
        if not isinstance(here, dict):
            return None
        here = next((v for k, v in here.items() if k.strip() == key), None)
    return here


def number(text: str) -> float | None:
    m = re.search(r"(\d[\d,]*(?:\.\d+)?)\s*(million)?", text)
    if not m:
        return None
    return float(m.group(1).replace(",", "")) * (1e6 if m.group(2) else 1)


def fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


@dataclass
class Raw:
    """One destination's raw facts, straight from the snapshots."""

    factbook: list[dict[str, Any]]
    rest: dict[str, Any]

    def fb(self, *path: str) -> str:
        return plain(node(self.factbook[0], *path))


def load_raw(shared: Path, handbook: Handbook) -> dict[str, Raw]:
    """Raw entries per destination, found by the Factbook's Internet code (Kosovo and
    Palestine by their files), REST Countries by alpha-3 (Kosovo is ``UNK`` there)."""
    rest_all = json.loads((shared / "restcountries" / "countriesV3.1.json").read_text("utf-8"))
    rest = {("XKX" if e["cca3"] == "UNK" else e["cca3"]): e for e in rest_all}
    by_tld: dict[str, dict[str, Any]] = {}
    for path in sorted((shared / "factbook").glob("*/*.json")):
        prof = json.loads(path.read_text("utf-8"))
        for tld in re.findall(r"\.[a-z]{2}\b", plain(node(prof, "Communications", "Internet country code"))):
            by_tld.setdefault(tld, prof)
    special = {"XKX": ["europe/kv.json"], "PSE": ["middle-east/we.json", "middle-east/gz.json"]}
    out = {}
    for d in handbook:
        if d.id in special:
            profs = [json.loads((shared / "factbook" / f).read_text("utf-8")) for f in special[d.id]]
        else:
            profs = [by_tld[t] for t in rest[d.id]["tld"] if t in by_tld][:1]
        out[d.id] = Raw(profs, rest[d.id])
    return out


# --------------------------------------------------------------------- independent answers
# Each returns (expected value, what it was computed from). None: no independent figure.

Expected = tuple[Any, str]


def exp_land_area(raw: Raw) -> Expected:
    # REST Countries' area: a second source (it gives total area, water included)
    return raw.rest.get("area"), "REST Countries area"


def exp_population(raw: Raw) -> Expected:
    return raw.rest.get("population"), "REST Countries population"


def exp_gdp(raw: Raw) -> Expected:
    gdp = node(raw.factbook[0], "Economy", "Real GDP per capita") or {}
    years = {int(k.strip()[-4:]): plain(v) for k, v in gdp.items() if re.search(r"\d{4}$", k.strip())}
    if not years:
        return None, "Factbook: no Real GDP per capita"
    latest = years[max(years)]
    return int(number(latest) or 0), f"Factbook Real GDP per capita {max(years)}"


def exp_peak(raw: Raw) -> Expected:
    text = raw.fb("Geography", "Elevation", "highest point")
    m = re.search(r"(-?\d[\d,]*)\s*m\b", text) or re.search(r"(-?\d[\d,]*)\s*$", text)
    return (int(m.group(1).replace(",", "")) if m else None), f"Factbook highest point: {text[:60]}"


def exp_borders(raw: Raw) -> Expected:
    # The Factbook's own list of border countries: an independent second source for the count
    texts = [plain(node(p, "Geography", "Land boundaries", "border countries")) for p in raw.factbook]
    names: list[str] = []
    for text in texts:
        names += [re.sub(r"\s*[\d,.]+\s*km.*$", "", n).strip() for n in text.split(";") if n.strip()]
    names = [n for n in dict.fromkeys(names) if n]
    return len(names), "Factbook border countries: " + ", ".join(names)


def first_item(text: str) -> str:
    text = re.sub(r"\s*\([^()]*\d{4}[^()]*\)\s*$", "", text)
    depth, cur = 0, ""
    for ch in text:
        depth += ch in "(["
        depth -= ch in ")]"
        if ch in ",;" and depth == 0:
            break
        cur += ch
    return re.sub(r"\s*\(.*?\)", "", cur).strip().lower()


def exp_first(*path: str) -> Callable[[Raw], Expected]:
    def fn(raw: Raw) -> Expected:
        text = raw.fb(*path)
        return first_item(text) or None, f"Factbook {path[-1]}: {text[:60]}"
    return fn


def exp_government(raw: Raw) -> Expected:
    text = raw.fb("Government", "Government type")
    said = re.sub(r"\s*\(.*?\)", "", text.lower())
    return re.sub(r"\bthe us\b", "the united states", said), f"Factbook Government type: {text[:70]}"


# Religion labels -> religion (a deliberately small table, first match wins).
FAITHS = (("catholic", "christianity"), ("orthodox", "christianity"), ("protestant", "christianity"),
          ("christian", "christianity"), ("anglican", "christianity"), ("lutheran", "christianity"),
          ("evangelical", "christianity"), ("pentecostal", "christianity"),
          ("apostolic", "christianity"), ("church", "christianity"), ("methodist", "christianity"),
          ("adventist", "christianity"), ("baptist", "christianity"), ("zionist", "christianity"),
          ("muslim", "islam"), ("islam", "islam"), ("sunni", "islam"), ("shia", "islam"),
          ("buddhis", "buddhism"), ("hindu", "hinduism"), ("jewish", "judaism"),
          ("judaism", "judaism"), ("shinto", "shinto"), ("sikh", "sikhism"), ("taoist", "taoism"),
          ("folk", "folk"), ("traditional", "folk"), ("animist", "folk"), ("ethnic", "folk"),
          ("indigenous", "folk"), ("vodoun", "folk"))
NON_RELIGION = ("none", "unspecified", "unaffiliated", "atheist", "agnostic", "no religion",
                "other", "not stated", "refused", "no answer", "nonbeliever", "non-believer")


def religion_totals(text: str) -> dict[str, float]:
    totals: dict[str, float] = {}
    body = re.sub(r"\([^()]*\)", "", re.sub(r"\([^()]*\([^()]*\)[^()]*\)", "", text))
    for item in re.split(r"[,;]\s*(?![\d])", body):
        m = re.search(r"(\d+(?:\.\d+)?)\s*%", item)
        label = item[: m.start()].strip().lower() if m else item.strip().lower()
        label = re.sub(r"^other\s+(?!or\b)", "", label)
        if not m or not label or label.startswith(NON_RELIGION):
            continue
        faith = next((f for key, f in FAITHS if key in label), None)
        if faith:
            totals[faith] = totals.get(faith, 0.0) + float(m.group(1))
    return totals


def exp_religion_group(raw: Raw) -> Expected:
    text = raw.fb("People and Society", "Religions")
    totals = religion_totals(text)
    if not totals:  # no shares given ("Roman Catholic"): the first faith named
        low = text.lower()
        first = min(((low.find(k), f) for k, f in FAITHS if k in low), default=(0, None))[1]
        return first, f"Factbook Religions, no shares, first named: {text[:50]}"
    best = max(totals, key=lambda k: totals[k])
    return best, "Factbook totals " + ", ".join(f"{k} {v:g}%" for k, v in totals.items())


def capital_names(raw: Raw) -> list[str]:
    text = raw.fb("Government", "Capital", "name")
    return [re.sub(r"\s*\(.*", "", p).strip() for p in re.split(r";|\bnote\b", text) if p.strip()]


def letter(name: str) -> str:
    for ch in unicodedata.normalize("NFKD", name):
        if ch.isalpha():
            return ch.upper()
    return "?"


def exp_capital_letter(raw: Raw) -> Expected:
    names = capital_names(raw)
    return (letter(names[0]) if names else None), "Factbook capital: " + "; ".join(names[:3])


def cldr_currency(raw: Raw) -> str | None:
    from babel.numbers import get_currency_name
    codes = list(raw.rest.get("currencies", {}))
    return str(get_currency_name(codes[0], locale="en")) if codes else None


def exp_currency_letter(raw: Raw) -> Expected:
    name = cldr_currency(raw)
    if not name:
        return None, "no currency code"
    words = [w for w in re.sub(r"\(.*?\)", "", name).split() if w.lower() != "sterling"]
    return letter(words[-1]), f"CLDR name of {list(raw.rest['currencies'])[0]}: {name}"


def exp_currency_choice(option: str) -> Callable[[Raw], Expected]:
    def fn(raw: Raw) -> Expected:
        name = cldr_currency(raw) or ""
        return bool(re.search(rf"\b{option}s?\b", name.lower())), f"CLDR: {name}"
    return fn


def exp_language(option: str) -> Callable[[Raw], Expected]:
    def fn(raw: Raw) -> Expected:
        langs = list(raw.rest.get("languages", {}).values())
        return option.capitalize() in langs, "REST Countries languages: " + ", ".join(langs)
    return fn


def exp_monarchy(option: str) -> Callable[[Raw, str], Expected]:
    def fn(raw: Raw, ident: str) -> Expected:
        monarchy = ident in REFERENCE["monarchies"]
        return monarchy == (option == "monarchy"), "reference list of monarchies"
    return fn


def exp_religion_choice(option: str) -> Callable[[Raw], Expected]:
    def fn(raw: Raw) -> Expected:
        group, why = exp_religion_group(raw)
        return (None if group is None else group == option), why
    return fn


def exp_history(raw: Raw) -> Expected:
    return raw.fb("Government", "Independence"), "Factbook Independence"


def exp_ocean(ocean: str) -> Callable[[Raw, str], Expected]:
    def fn(raw: Raw, ident: str) -> Expected:
        return ident in REFERENCE["oceans"][ocean], f"reference list of countries on the {ocean}"
    return fn


def exp_coastline(raw: Raw) -> Expected:
    return not raw.rest.get("landlocked", False), "REST Countries landlocked flag"


def exp_traffic(raw: Raw, ident: str) -> Expected:
    return ("left" if ident in REFERENCE["left_traffic"] else "right"), "reference list of left-hand traffic"


def exp_capital_largest(raw: Raw, ident: str) -> Expected:
    return ident not in REFERENCE["capital_not_largest"], "reference list of capitals that are not the largest city"


# --------------------------------------------------------------------- comparisons

def within(share: float) -> Callable[[Any, Any], bool]:
    def same(got: Any, want: Any) -> bool:
        return abs(float(got) - float(want)) <= share * max(abs(float(got)), abs(float(want)), 1e-9)
    return same


def equal(got: Any, want: Any) -> bool:
    return bool(got == want)


def words_agree(got: Any, want: Any) -> bool:
    """A handbook item agrees with the Factbook's first item when one contains the other
    (the build drops a "/second name" and parenthesised notes)."""
    g, w = fold(str(got)), fold(str(want))
    return bool(g) and (g in w or w.split("/")[0].strip() in g)


def history_agrees(got: Any, want: Any) -> bool:
    """The history line's years appear in the Factbook's Independence entry."""
    years = re.findall(r"\b(1\d{3}|20\d\d)\b", str(got))
    return bool(years) and all(y in str(want) for y in years[:1])


def explain_water(raw: Raw, got: Any, want: Any) -> str | None:
    """REST Countries gives total area; the card asks for land. When the Factbook's total
    agrees with REST Countries', the whole difference is inland water."""
    total = number(raw.fb("Geography", "Area", "total"))
    water = number(raw.fb("Geography", "Area", "water"))
    land = number(raw.fb("Geography", "Area", "land"))
    if total and within(0.05)(total, want):
        return (f"land_area_rule: REST Countries gives the total area; the Factbook's total is "
                f"{total:,.0f} km2 of which {water or 0:,.0f} km2 water")
    if land and got == round(land) and float(want) > float(got):
        return (f"land_area_rule: the handbook is the Factbook's land area; REST Countries' larger "
                f"figure counts waters (the Factbook's total is {total or 0:,.0f} km2)")
    return None


@dataclass(frozen=True)
class Check:
    """How one question is audited: the expected value's function, the comparison, and a
    computed explanation for a class of disagreement (returns "meta rule: why" or None)."""

    expected: Callable[..., Expected]
    same: Callable[[Any, Any], bool] = equal
    needs_id: bool = False
    explain: Callable[[Raw, Any, Any], str | None] | None = None


def checks() -> dict[tuple[str, str | None], Check]:
    out: dict[tuple[str, str | None], Check] = {
        ("land_area", None): Check(exp_land_area, within(0.05), explain=explain_water),
        ("population", None): Check(exp_population, within(0.15)),
        ("gdp_per_capita", None): Check(exp_gdp),
        ("highest_peak", None): Check(exp_peak),
        ("land_borders", None): Check(exp_borders),
        ("agricultural_product", None): Check(exp_first("Economy", "Agricultural products"), words_agree),
        ("industry", None): Check(exp_first("Economy", "Industries"), words_agree),
        ("export", None): Check(exp_first("Economy", "Exports - commodities"), words_agree),
        ("government", None): Check(exp_government, words_agree),
        ("religion", None): Check(exp_religion_group),
        ("capital_letter", None): Check(exp_capital_letter),
        ("currency_letter", None): Check(exp_currency_letter),
        ("history", None): Check(exp_history, history_agrees),
        ("coastline", None): Check(exp_coastline),
        ("traffic", None): Check(exp_traffic, needs_id=True),
        ("capital_largest", None): Check(exp_capital_largest, needs_id=True),
    }
    for ocean in ("atlantic", "pacific", "indian"):
        out[(ocean, None)] = Check(exp_ocean(ocean), needs_id=True)
    for lang in ("english", "spanish", "french"):
        out[("official_language", lang)] = Check(exp_language(lang))
    for kind in ("monarchy", "republic"):
        out[("government_choice", kind)] = Check(exp_monarchy(kind), needs_id=True)
    for kind in ("dollar", "franc", "euro"):
        out[("currency_choice", kind)] = Check(exp_currency_choice(kind))
    for faith in ("christianity", "islam", "buddhism"):
        out[("religion_choice", faith)] = Check(exp_religion_choice(faith))
    return out


# The handbook field each card reads (an override of it explains a disagreement).
CARD_FIELDS = {
    "land_area": "land_area_km2", "population": "population", "gdp_per_capita": "gdp_per_capita_usd",
    "highest_peak": "highest_peak", "land_borders": "land_borders",
    "agricultural_product": "agricultural_product", "industry": "industry", "export": "export",
    "government": "government", "religion": "religion_group", "capital_letter": "capital",
    "currency_letter": "currency", "history": "history", "coastline": "coastline_km",
    "traffic": "traffic", "capital_largest": "capital_largest", "atlantic": "seas",
    "pacific": "seas", "indian": "seas", "official_language": "official_languages",
    "government_choice": "monarchy", "currency_choice": "currency", "religion_choice": "religion_group",
}
# The handbook's own answer to compare, when it is not the answer's value.
def handbook_value(card: str, page: Destination, value: Any) -> Any:
    if card == "religion":
        return page.religion_group
    if card == "land_borders":
        return page.border_count
    return value


# --------------------------------------------------------------------- rulings
# (card, destination) -> "meta rule key: why". Every entry must match a live disagreement.

def _many(card: str, ids: str, why: str) -> dict[tuple[str, str], str]:
    return {(card, i): why for i in ids.split()}


URBAN = "capital_largest_rule: urban areas as the Factbook counts them"
RULINGS: dict[tuple[str, str], str] = {
    # land area: territories the two sources draw differently
    ("land_area", "FRA"): "border_rule: France's overseas regions count; REST Countries' area is metropolitan France",
    ("land_area", "NOR"): "border_rule: REST Countries' area includes Svalbard and Jan Mayen, dependent territories",
    ("land_area", "VAT"): "land_area_rule: the Factbook's 0.44 km2; REST Countries says 0.49",
    # population: a reviewed decision that REST Countries' figure is the stale one
    ("population", "GNB"): "population_rule: REST Countries' 1.78 M is stale; the UN's 2024 estimate (about 2.2 M) agrees with the Factbook",
    ("population", "SSD"): "population_rule: REST Countries' 15.8 M is stale; the UN's 2024 estimate (about 11.9 M) is near the Factbook's",
    # borders: the Factbook's list against REST Countries'
    **_many("land_borders", "CAN DNK", "border_rule: Canada and Denmark share only Hans Island, not counted"),
    ("land_borders", "CUB"): "border_rule: the Guantanamo naval base is not a destination",
    ("land_borders", "ESP"): "border_rule: Gibraltar is not a destination",
    ("land_borders", "ISR"): "border_rule: the Gaza Strip and the West Bank are one destination, Palestine",
    **_many("land_borders", "MAR MRT", "border_rule: Morocco meets Mauritania only through Western Sahara"),
    ("land_borders", "FRA"): "border_rule: French Guiana, an integral region, borders Brazil and Suriname",
    ("land_borders", "CAF"): "border_rule: the Factbook's list leaves out the Republic of the Congo",
    ("land_borders", "MLI"): "border_rule: the Factbook's list leaves out Senegal",
    ("land_borders", "POL"): "border_rule: the Factbook's list leaves out Russia (Kaliningrad)",
    ("land_borders", "UKR"): "border_rule: the Factbook's list leaves out Slovakia",
    # capitals: the de jure capital where the Factbook names another first
    **_many("capital_letter", "BOL LKA MMR", "capital_rule: the de jure capital"),
    # official languages: REST Countries lists languages in use, not only official ones
    ("official_language:english", "BDI"): "official_language_rule: English has been official in Burundi since 2014",
    ("official_language:spanish", "BLZ"): "official_language_rule: English is Belize's only official language",
    ("official_language:french", "LBN"): "official_language_rule: Lebanon's constitution makes Arabic official; French is not",
    **_many("coastline", "AZE KAZ TKM", "coastline_rule: the Caspian Sea counts as a sea"),
    # capital is the largest city: the Factbook's urban areas against city-proper references
    ("capital_largest", "CMR"): URBAN + ": Yaounde 4.5 M, Douala 4.1 M",
    ("capital_largest", "GMB"): URBAN + ": Banjul's urban area includes Serekunda",
    ("capital_largest", "GHA"): URBAN + ": Kumasi 3.8 M, Accra 2.7 M",
    ("capital_largest", "IND"): URBAN + ": Delhi 34.7 M, Mumbai 22.1 M",
    ("capital_largest", "ISR"): URBAN + ": Tel Aviv 4.4 M, Jerusalem 1.3 M",
    ("capital_largest", "MLT"): URBAN + ": the Valletta urban area is Malta's only one",
    ("capital_largest", "MOZ"): URBAN + ": Matola 1.9 M, Maputo 1.2 M",
    ("capital_largest", "PHL"): URBAN + ": Manila's urban area includes Quezon City",
    ("capital_largest", "SDN"): URBAN + ": Khartoum's urban area includes Omdurman",
    ("capital_largest", "TTO"): URBAN + ": the Port of Spain urban area includes Chaguanas",
}


@dataclass
class Row:
    card: str
    checked: int = 0
    agreeing: int = 0
    explained: list[tuple[str, str, str]] = field(default_factory=list)    # id, got/want, ruling
    unexplained: list[tuple[str, str]] = field(default_factory=list)       # id, got/want/why


@dataclass
class Audit:
    rows: dict[str, Row]
    stale_rulings: list[tuple[str, str]]
    unknown_rules: list[str]

    @property
    def unexplained(self) -> int:
        return sum(len(r.unexplained) for r in self.rows.values())


def question_key(card: str, option: str | None) -> str:
    return f"{card}:{option}" if option else card


def run_audit(shared: Path | None = None, handbook: Handbook | None = None) -> Audit:
    book = handbook if handbook is not None else load_handbook()
    raw = load_raw(shared or default_shared(), book)
    cards = load_cards()
    table = checks()
    rows: dict[str, Row] = {}
    used: set[tuple[str, str]] = set()
    for card, option in card_questions(cards):
        check = table[(card, option)]
        row = rows.setdefault(question_key(card, option), Row(question_key(card, option)))
        for page in book:
            answer = answer_for(cards[card], option, page)
            got = handbook_value(card, page, answer.value)
            want, why = (check.expected(raw[page.id], page.id) if check.needs_id
                         else check.expected(raw[page.id]))
            row.checked += 1
            if want is not None and got is not None and check.same(got, want):
                row.agreeing += 1
                continue
            if want is None and got is None:
                row.agreeing += 1
                continue
            said = f"handbook {got!r}, independent {want!r} ({why})"
            src = page.sources.get(CARD_FIELDS[card])
            ruling = RULINGS.get((question_key(card, option), page.id)) or RULINGS.get((card, page.id))
            computed = check.explain(raw[page.id], got, want) if check.explain else None
            if computed and not ruling:
                row.explained.append((page.id, said, computed))
            elif ruling:
                used.add((question_key(card, option), page.id) if (question_key(card, option), page.id)
                         in RULINGS else (card, page.id))
                row.explained.append((page.id, said, ruling))
            elif src is not None and src.source == "override":
                row.explained.append((page.id, said, f"reviewed override: {src.note}"))
            else:
                row.unexplained.append((page.id, said))
    stale = sorted(set(RULINGS) - used)
    rules = {r.split(":")[0] for r in RULINGS.values()} | {
        r.split(":")[0] for row in rows.values() for _, _, r in row.explained
        if not r.startswith("reviewed override")}
    unknown = sorted(r for r in rules if r not in book.meta)
    return Audit(rows, stale, unknown)


def render(audit: Audit, details: bool = False) -> str:
    head = f"{'card':<28}{'checked':>8}{'agree':>7}{'explained':>10}{'unexplained':>12}"
    lines = [head, "-" * len(head)]
    total = [0, 0, 0, 0]
    for row in audit.rows.values():
        n = (row.checked, row.agreeing, len(row.explained), len(row.unexplained))
        total = [a + b for a, b in zip(total, n)]
        lines.append(f"{row.card:<28}{n[0]:>8}{n[1]:>7}{n[2]:>10}{n[3]:>12}")
    lines += ["-" * len(head), f"{'all':<28}{total[0]:>8}{total[1]:>7}{total[2]:>10}{total[3]:>12}"]
    for row in audit.rows.values():
        for ident, said in row.unexplained:
            lines.append(f"UNEXPLAINED {row.card} {ident}: {said}")
        if details:
            for ident, said, ruling in row.explained:
                lines.append(f"explained {row.card} {ident}: {said} -- {ruling}")
    for key in audit.stale_rulings:
        lines.append(f"STALE RULING {key}: no such disagreement any more")
    for rule in audit.unknown_rules:
        lines.append(f"UNKNOWN RULE {rule}: not in the handbook's meta")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Truth audit of the spy's handbook")
    parser.add_argument("--shared", type=Path, default=None, help="source snapshots folder")
    parser.add_argument("--details", action="store_true", help="list every explained disagreement")
    args = parser.parse_args(argv)
    audit = run_audit(args.shared)
    print(render(audit, args.details))
    return 0 if not audit.unexplained and not audit.stale_rulings and not audit.unknown_rules else 1


if __name__ == "__main__":
    sys.exit(main())
