"""Render handbook pages (what the spy reads from) for the terminal or as JSON."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hideout.data.handbook import Destination, Handbook
from hideout.narration import localized
from hideout.phrasebook import phrasebook



def page_json(dest: Destination) -> dict[str, Any]:
    out = asdict(dest)
    out["border_count"] = dest.border_count
    return out


def _number(n: float | None, unmeasured: str = "not measured") -> str:
    if n is None:
        return unmeasured
    if isinstance(n, float) and not n.is_integer():
        return f"{n:,.2f}"
    return f"{int(n):,}"


def page_rows(dest: Destination, handbook: Handbook, lang: str = "en") -> list[tuple[str, str]]:
    """(label, value) rows of one page, with the source and year of each figure. Handbook words
    are said in ``lang`` through its glossary (the phrasebook's terms), as the spy says them;
    a Korean page keeps only the destination's id and unit symbols (km², m) in Latin letters."""

    def src(field: str) -> str:
        s = dest.sources.get(field)
        if s is None:
            return ""
        source = book.get(f"handbook.sources.{s.source}", s.source)
        return f"  [dim]({source}{', ' + str(s.year) if s.year else ''})[/dim]"

    def neighbour(i: str) -> str:
        if i not in handbook:
            return i
        return localized(handbook[i], "name", lang)

    book = phrasebook(lang)

    def w(key: str) -> str:
        return book.text(f"handbook.{key}")

    def words(values: tuple[str, ...]) -> str:
        return ", ".join(book.term(v) for v in values)

    borders = ", ".join(neighbour(i) for i in dest.land_borders) or w("none")
    name = f"{dest.name} ({dest.name_ko})" if lang == "en" else localized(dest, "name", lang)
    # the choice cards' answers in brackets, escaped: rich read "[dollar]" as a style and dropped it
    kind = escape(f" [{book.option_name('currency_choice', dest.currency_kind)}]") if dest.currency_kind else ""
    rows = [
        ("name", f"{dest.flag} {name}  [{dest.id}]"),
        ("land_area", f"{_number(dest.land_area_km2)} km²" + src("land_area_km2")),
        ("population", _number(dest.population) + src("population")),
        ("gdp_per_capita", ("$" if dest.gdp_per_capita_usd is not None else "")
         + _number(dest.gdp_per_capita_usd, w("not_measured")) + src("gdp_per_capita_usd")),
        ("highest_peak", f"{book.term(dest.highest_peak.name)}, {_number(dest.highest_peak.height_m)} m"
         + src("highest_peak")),
        ("land_borders", f"{dest.border_count}: {borders}" + src("land_borders")),
        ("agricultural_product", book.term(dest.agricultural_product) + src("agricultural_product")),
        ("industry", book.term(dest.industry) + src("industry")),
        ("export", book.term(dest.export) + src("export")),
        ("government", f"{book.term(dest.government)} ({w('monarchy' if dest.monarchy else 'republic')})"
         + src("government")),
        ("religion", book.term(dest.religion) + escape(f" [{book.term(dest.religion_group)}]") + src("religion")),
        ("capital", f"{localized(dest, 'capital', lang)} "
                    f"({w('largest_city' if dest.capital_largest else 'not_largest_city')})" + src("capital")),
        ("currency", book.term(dest.currency) + kind + src("currency")),
        ("official_languages", words(dest.official_languages) + src("official_languages")),
        ("coastline", f"{_number(dest.coastline_km)} km" + src("coastline_km")),
        ("oceans", (", ".join(book.text(f"destination-x.oceans.{o}") for o in dest.oceans) or w("none")) + (f" ({words(dest.seas)})" if dest.seas else "")),
        ("traffic", w(f"drives_{dest.traffic}") + src("traffic")),
        ("history", localized(dest, "history", lang)),
    ]
    return [(w(f"labels.{key}"), value) for key, value in rows]


def print_page(console: Console, dest: Destination, handbook: Handbook, lang: str = "en") -> None:
    table = Table(title=f"{dest.flag} {localized(dest, 'name', lang)}", show_header=False, expand=False)
    table.add_column("field", style="bold")
    table.add_column("value")
    for label, value in page_rows(dest, handbook, lang):
        table.add_row(label, value)
    console.print(table)
