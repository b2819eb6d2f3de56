"""The spy's handbook: one page of facts per destination, loaded from ``handbook.json``.

``handbook.json`` is built by ``scripts/build_handbook.py`` from the public sources in
``shared/data`` (World Factbook, CC0; REST Countries, MPL 2.0) plus the reviewed
``handbook_overrides.json``; every figure carries its source and year in
``Destination.sources``. This module only reads it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from collections import Counter
from importlib import resources
from typing import Any, Literal

Ocean = Literal["atlantic", "pacific", "indian"]


@dataclass(frozen=True)
class Peak:
    name: str
    height_m: int


@dataclass(frozen=True)
class FieldSource:
    """Where one figure comes from: ``source`` is "factbook", "restcountries" or "override"."""

    source: str
    year: int | None
    note: str = ""


@dataclass(frozen=True)
class Destination:
    """One handbook page. Field names are the contract with engine/ and grammar/."""

    id: str                        # ISO 3166-1 alpha-3 (Kosovo "XKX")
    name: str                      # English common name, e.g. "France"
    name_ko: str                   # Korean name, e.g. "프랑스"
    aliases: tuple[str, ...]       # other English spoken names, lowercase ("holland")
    aliases_ko: tuple[str, ...]    # other Korean spoken names ("한국")
    flag: str                      # flag emoji
    land_area_km2: float           # total area; whole km2 except the Vatican (0.44)
    population: int
    gdp_per_capita_usd: int | None  # real GDP per capita, PPP, US dollars; None: not measured (Vatican)
    highest_peak: Peak
    land_borders: tuple[str, ...]  # ids of land neighbours (empty tuple = island/none); count = len
    agricultural_product: str      # main one, lowercase ("wheat")
    industry: str                  # largest one, lowercase
    export: str                    # main export commodity, lowercase
    government: str                # full system, lowercase ("parliamentary constitutional monarchy")
    monarchy: bool                 # government_choice card: monarchy (True) or republic (False)
    religion: str                  # dominant religion as spoken ("Roman Catholic Christianity")
    religion_group: str            # "christianity" | "islam" | "buddhism" | "hinduism" | "judaism" | "folk" | "none" | ...
    capital: str                   # full name ("Paris"); the de jure one (meta.capital_rule)
    capital_largest: bool          # is the capital also the largest city?
    currency: str                  # full name ("euro", "Swiss franc")
    currency_kind: str | None      # "dollar" | "franc" | "euro" | None (currency_choice card)
    official_languages: tuple[str, ...]  # English names ("French")
    coastline_km: int              # 0 = landlocked
    oceans: tuple[Ocean, ...]      # oceans it lies on, marginal seas counted (see meta.ocean_rule)
    seas: tuple[str, ...]          # named waters for the Gaining Knowledge answer
    traffic: Literal["left", "right"]
    history: str                   # one or two sentences in our own words
    history_ko: str = ""           # Korean history line (may be empty until the Korean issue)
    capital_ko: str = ""           # the capital's Korean name ("파리"), for Gaining Knowledge
    names_abroad: tuple[str, ...] = ()  # other languages' names a table mixes in ("espana"): typed matching only
    former_names: tuple[str, ...] = ()  # the Factbook's former names ("gold coast"): typed matching only
    demonyms: tuple[str, ...] = ()  # "canadian": read in "the canadian one", typed matching only
    sources: dict[str, FieldSource] = field(default_factory=dict, compare=False, hash=False)

    @property
    def border_count(self) -> int:
        return len(self.land_borders)

    @property
    def has_coastline(self) -> bool:
        return self.coastline_km > 0

    def speaks(self, language: str) -> bool:
        return any(language.lower() == lang.lower() for lang in self.official_languages)


@dataclass(frozen=True)
class Handbook:
    """All destinations, alphabetical by English name, plus build metadata."""

    destinations: tuple[Destination, ...]
    meta: dict[str, Any]

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {d.id: d for d in self.destinations})

    def __len__(self) -> int:
        return len(self.destinations)

    def __iter__(self) -> Iterator[Destination]:
        return iter(self.destinations)

    def __contains__(self, ident: object) -> bool:
        return ident in self._by_id  # type: ignore[attr-defined]

    def __getitem__(self, ident: str) -> Destination:
        """:raises KeyError: no destination with that id."""
        return self._by_id[ident]  # type: ignore[attr-defined,no-any-return]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.destinations)

    def usual_year(self, field_name: str) -> int | None:
        """The year most destinations' ``field_name`` figure refers to (None: no page records
        one). The spy says this one year for the whole handbook, never a page's own: which year a
        page's figure is from would be a clue no card gives."""
        years = Counter(d.sources[field_name].year for d in self.destinations
                        if field_name in d.sources and d.sources[field_name].year)
        return years.most_common(1)[0][0] if years else None

    def ids_for_name(self, spoken: str, lang: str = "en") -> tuple[str, ...]:
        """Destinations a spoken name can mean: one id, several (an ambiguous name such as
        "congo" or "korea", listed in ``meta["ambiguous_aliases"]``), or none.

        English is matched case-insensitively on the name and its aliases; Korean on the name
        and its aliases with spaces ignored.
        """
        key = _spoken_key(spoken, lang)
        hits = tuple(
            d.id for d in self.destinations
            if any(_spoken_key(n, lang) == key
                   for n in ((d.name_ko, *d.aliases_ko) if lang == "ko" else (d.name, *d.aliases)))
        )
        if hits:
            return hits
        table = self.meta.get("ambiguous_aliases", {}).get(lang, {})
        return tuple(next((ids for name, ids in table.items() if _spoken_key(name, lang) == key), ()))


def _spoken_key(name: str, lang: str) -> str:
    """Korean names compare without spaces; English ones lower case with single spaces."""
    if lang == "ko":
        return "".join(name.split())
    return " ".join(name.lower().split())


def destination_from_json(obj: dict[str, Any]) -> Destination:
    obj = dict(obj)
    obj["highest_peak"] = Peak(**obj["highest_peak"])
    obj["sources"] = {k: FieldSource(**v) for k, v in obj.get("sources", {}).items()}
    for key in ("aliases", "aliases_ko", "names_abroad", "former_names", "demonyms", "land_borders", "official_languages", "oceans", "seas"):
        obj[key] = tuple(obj.get(key, ()))
    return Destination(**obj)


def handbook_from_json(doc: dict[str, Any]) -> Handbook:
    dests = sorted((destination_from_json(d) for d in doc["destinations"]), key=lambda d: d.name)
    return Handbook(tuple(dests), dict(doc.get("meta", {})))


@lru_cache(maxsize=1)
def load_handbook() -> Handbook:
    """The shipped handbook (cached: it is immutable)."""
    text = resources.files("hideout.data").joinpath("handbook.json").read_text(encoding="utf-8")
    return handbook_from_json(json.loads(text))
