"""Every answer true: the truth audit (tests/data/truth_audit.py) over all 197 destinations.

Run ``python3 tests/data/truth_audit.py`` to print the per-card table.
"""

from __future__ import annotations

import dataclasses
import unicodedata

import pytest

pytest.importorskip("babel", reason="the audit reads currency and city names from CLDR (Babel)")

import truth_audit as ta  # noqa: E402  (tests/data is on the path, as for every test here)

from hideout.data.handbook import Handbook, load_handbook  # noqa: E402

SHARED = ta.default_shared()
needs_sources = pytest.mark.skipif(not (SHARED / "factbook").is_dir(),
                                   reason="no source data: ../shared/data or HIDEOUT_SOURCE_DATA")


@needs_sources
@pytest.mark.slow
def test_every_answer_agrees_or_is_explained_by_a_ruling() -> None:
    audit = ta.run_audit(SHARED)
    print(ta.render(audit))
    assert sum(r.checked for r in audit.rows.values()) == 197 * 30
    assert audit.unexplained == 0, ta.render(audit)
    assert not audit.stale_rulings, audit.stale_rulings
    assert not audit.unknown_rules, audit.unknown_rules


@needs_sources
@pytest.mark.slow
def test_the_audit_catches_planted_errors() -> None:
    """A check that cannot fail is no check: wrong answers planted in a copy are all found."""
    book = load_handbook()
    planted = {"JPN": dict(traffic="right"), "FRA": dict(population=6_000_000),
               "CHE": dict(capital_largest=True), "AUT": dict(monarchy=True),
               "EGY": dict(oceans=("atlantic",)), "CAN": dict(capital="Toronto"),
               "THA": dict(religion_group="islam"), "BRA": dict(land_borders=("ARG",))}
    pages = tuple(dataclasses.replace(d, **planted.get(d.id, {})) for d in book)
    audit = ta.run_audit(SHARED, Handbook(pages, book.meta))
    found = {(row.card, ident) for row in audit.rows.values() for ident, _ in row.unexplained}
    for card, ident in (("traffic", "JPN"), ("population", "FRA"), ("capital_largest", "CHE"),
                        ("government_choice:monarchy", "AUT"), ("indian", "EGY"),
                        ("capital_letter", "CAN"), ("religion_choice:buddhism", "THA"),
                        ("land_borders", "BRA")):
        assert (card, ident) in found, (card, ident)


# Korean capitals: the handbook's exonyms (National Institute of Korean Language) against CLDR's
# Korean city names, which Babel ships for time-zone cities. Where they differ, the standard
# exonym is kept on purpose; anything else is a typo.
STANDARD_OVER_CLDR = {
    "AUT": "빈 is the standard name; 비엔나 is colloquial",
    "CUB": "아바나 follows the Spanish spelling; 하바나 is the English reading",
    "ERI": "아스마라 is the standard name",
    "LTU": "빌뉴스 is the standard name",
    "MDA": "키시너우 follows Romanian ă",
    "MOZ": "마푸투 follows Portuguese final o",
    "SDN": "하르툼 is the standard name",
    "TCD": "은자메나 is the standard name",
    "TKM": "아시가바트 is the standard name",
    "UKR": "키이우 is the official Korean name since 2022; 키예프 is the Russian form",
}


def test_korean_capitals_agree_with_cldr() -> None:
    from babel import Locale

    def key(text: str) -> str:
        return "".join(c for c in unicodedata.normalize("NFKD", text).lower() if c.isalnum())

    english, korean = Locale("en").time_zones, Locale("ko").time_zones
    cldr = {key((english.get(tz) or {}).get("city") or tz.split("/")[-1].replace("_", " ")): v["city"]
            for tz, v in korean.items() if v.get("city")}
    checked, wrong = 0, []
    for d in load_handbook():
        assert d.capital_ko, d.id
        want = cldr.get(key(d.capital))
        if want is None:
            continue
        checked += 1
        if want.replace(" ", "") != d.capital_ko.replace(" ", "") and d.id not in STANDARD_OVER_CLDR:
            wrong.append((d.id, d.capital, d.capital_ko, want))
    assert checked > 120 and not wrong, wrong
    differ = {d.id for d in load_handbook() if cldr.get(key(d.capital), d.capital_ko).replace(" ", "")
              != d.capital_ko.replace(" ", "")}
    assert differ == set(STANDARD_OVER_CLDR)  # no stale entries
