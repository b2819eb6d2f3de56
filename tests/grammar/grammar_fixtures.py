"""Test handbooks for the grammar tests.

The shipped handbook (data/handbook.json) is built by another layer; when it is absent these tests
use a handbook made from the REST Countries snapshot in ../shared (names and alternative spellings
only: the grammar needs nothing else).
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from hideout.data.handbook import Handbook, handbook_from_json, load_handbook
from hideout.grammar.normalise import strip_accents

REPO = Path(__file__).resolve().parents[2]
REST_COUNTRIES = REPO.parent / "shared" / "data" / "restcountries" / "countriesV3.1.json"
# The 197 destinations: UN members plus these (Guinea-Bissau is mis-flagged in the snapshot).
_EXTRA = {"VAT", "PSE", "UNK", "TWN", "GNB"}


def shipped_handbook_exists() -> bool:
    return resources.files("data").joinpath("handbook.json").is_file()


def _page(ident: str, name: str, aliases: list[str]) -> dict[str, Any]:
    return {
        "id": ident, "name": name, "name_ko": name, "aliases": aliases, "aliases_ko": [],
        "flag": "", "land_area_km2": 1, "population": 1, "gdp_per_capita_usd": 1,
        "highest_peak": {"name": "x", "height_m": 1}, "land_borders": [],
        "agricultural_product": "x", "industry": "x", "export": "x", "government": "republic",
        "monarchy": False, "religion": "x", "religion_group": "none", "capital": "X",
        "capital_largest": True, "currency": "x", "currency_kind": None,
        "official_languages": [], "coastline_km": 0, "oceans": [], "seas": [],
        "traffic": "right", "history": "x",
    }


@lru_cache(maxsize=1)
def rest_countries_handbook() -> Handbook:
    """197 destinations named as REST Countries names them, with its alternative spellings."""
    rows = json.loads(REST_COUNTRIES.read_text(encoding="utf-8"))
    pages = []
    for row in rows:
        if not (row.get("unMember") or row["cca3"] in _EXTRA):
            continue
        ident = "XKX" if row["cca3"] == "UNK" else row["cca3"]
        name = row["name"]["common"]
        aliases = sorted({alt.lower() for alt in row.get("altSpellings", [])
                          if len(alt) > 3 and not alt.isupper() and alt.lower() != name.lower()
                          and strip_accents(alt).isascii()})
        pages.append(_page(ident, name, aliases))
    return handbook_from_json({"destinations": pages, "meta": {"source": "test fixture"}})


def test_handbook() -> Handbook:
    """The shipped handbook when it exists, else the REST Countries fixture."""
    return load_handbook() if shipped_handbook_exists() else rest_countries_handbook()


test_handbook.__test__ = False  # type: ignore[attr-defined]  # not a pytest test
