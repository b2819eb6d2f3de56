"""A small hand-written handbook for the Destination X engine tests.

Figures are rounded, written for these tests (they need not match the shipped handbook); each
test that names a fact relies only on what is written here.
"""

from __future__ import annotations

from typing import Any

from hideout.data.handbook import Handbook, handbook_from_json


def _page(ident: str, name: str, *, area: int, pop: int, gdp: int, peak: tuple[str, int],
          borders: tuple[str, ...], agri: str, industry: str, export: str, government: str,
          monarchy: bool, religion: str, group: str, capital: str, largest: bool,
          currency: str, kind: str | None, languages: tuple[str, ...], coast: int,
          oceans: tuple[str, ...], seas: tuple[str, ...], traffic: str) -> dict[str, Any]:
    return {
        "id": ident, "name": name, "name_ko": name, "aliases": [], "aliases_ko": [], "flag": "",
        "land_area_km2": area, "population": pop, "gdp_per_capita_usd": gdp,
        "highest_peak": {"name": peak[0], "height_m": peak[1]},
        "land_borders": list(borders), "agricultural_product": agri, "industry": industry,
        "export": export, "government": government, "monarchy": monarchy, "religion": religion,
        "religion_group": group, "capital": capital, "capital_largest": largest,
        "currency": currency, "currency_kind": kind, "official_languages": list(languages),
        "coastline_km": coast, "oceans": list(oceans), "seas": list(seas), "traffic": traffic,
        "history": f"{name} has a history written for the tests.",
    }


PAGES = [
    _page("AUT", "Austria", area=83_871, pop=8_710_000, gdp=56_000, peak=("Grossglockner", 3798),
          borders=("DEU", "CHE", "ITA"), agri="grain", industry="construction", export="machinery",
          government="federal parliamentary republic", monarchy=False,
          religion="Roman Catholic Christianity", group="christianity", capital="Vienna",
          largest=True, currency="euro", kind="euro", languages=("German",), coast=0, oceans=(),
          seas=(), traffic="right"),
    _page("FRA", "France", area=643_801, pop=68_000_000, gdp=50_000, peak=("Mont Blanc", 4805),
          borders=("DEU", "CHE", "ITA", "ESP"), agri="wheat", industry="machinery",
          export="aircraft", government="semi-presidential republic", monarchy=False,
          religion="Roman Catholic Christianity", group="christianity", capital="Paris",
          largest=True, currency="euro", kind="euro", languages=("French",), coast=4853,
          oceans=("atlantic",), seas=("Atlantic Ocean", "Mediterranean Sea"), traffic="right"),
    _page("DEU", "Germany", area=357_022, pop=84_000_000, gdp=58_000, peak=("Zugspitze", 2963),
          borders=("AUT", "CHE", "FRA"), agri="milk", industry="automobiles", export="cars",
          government="federal parliamentary republic", monarchy=False,
          religion="Christianity", group="christianity", capital="Berlin", largest=True,
          currency="euro", kind="euro", languages=("German",), coast=2389, oceans=("atlantic",),
          seas=("North Sea", "Baltic Sea"), traffic="right"),
    _page("CHE", "Switzerland", area=41_277, pop=8_800_000, gdp=75_000, peak=("Dufourspitze", 4634),
          borders=("AUT", "DEU", "FRA", "ITA"), agri="milk", industry="machinery",
          export="gold", government="federal directorial republic", monarchy=False,
          religion="Christianity", group="christianity", capital="Bern", largest=False,
          currency="Swiss franc", kind="franc", languages=("German", "French", "Italian"),
          coast=0, oceans=(), seas=(), traffic="right"),
    _page("ITA", "Italy", area=301_340, pop=61_000_000, gdp=45_000, peak=("Mont Blanc", 4748),
          borders=("AUT", "CHE", "FRA"), agri="grapes", industry="tourism", export="machinery",
          government="parliamentary republic", monarchy=False,
          religion="Roman Catholic Christianity", group="christianity", capital="Rome",
          largest=True, currency="euro", kind="euro", languages=("Italian",), coast=7600,
          oceans=("atlantic",), seas=("Mediterranean Sea",), traffic="right"),
    _page("ESP", "Spain", area=505_370, pop=47_000_000, gdp=42_000, peak=("Teide", 3718),
          borders=("FRA",), agri="olives", industry="tourism", export="cars",
          government="parliamentary constitutional monarchy", monarchy=True,
          religion="Roman Catholic Christianity", group="christianity", capital="Madrid",
          largest=True, currency="euro", kind="euro", languages=("Spanish",), coast=4964,
          oceans=("atlantic",), seas=("Atlantic Ocean", "Mediterranean Sea"), traffic="right"),
    _page("JPN", "Japan", area=377_915, pop=124_000_000, gdp=42_000, peak=("Mount Fuji", 3776),
          borders=(), agri="rice", industry="automobiles", export="cars",
          government="parliamentary constitutional monarchy", monarchy=True,
          religion="Shinto and Buddhism", group="buddhism", capital="Tokyo", largest=True,
          currency="yen", kind=None, languages=("Japanese",), coast=29_751, oceans=("pacific",),
          seas=("Pacific Ocean", "Sea of Japan"), traffic="left"),
    _page("NZL", "New Zealand", area=268_838, pop=5_100_000, gdp=44_000, peak=("Aoraki", 3724),
          borders=(), agri="milk", industry="food processing", export="dairy products",
          government="parliamentary constitutional monarchy", monarchy=True,
          religion="Christianity", group="christianity", capital="Wellington", largest=False,
          currency="New Zealand dollar", kind="dollar", languages=("English", "Maori"),
          coast=15_134, oceans=("pacific",), seas=("Pacific Ocean", "Tasman Sea"),
          traffic="left"),
    _page("BRA", "Brazil", area=8_515_770, pop=216_000_000, gdp=16_000, peak=("Pico da Neblina", 2995),
          borders=("PER",), agri="sugarcane", industry="textiles", export="soybeans",
          government="federal presidential republic", monarchy=False,
          religion="Roman Catholic Christianity", group="christianity", capital="Brasília",
          largest=False, currency="real", kind=None, languages=("Portuguese",), coast=7491,
          oceans=("atlantic",), seas=("Atlantic Ocean",), traffic="right"),
    _page("PER", "Peru", area=1_285_216, pop=33_000_000, gdp=14_000, peak=("Huascarán", 6768),
          borders=("BRA",), agri="potatoes", industry="mining", export="copper",
          government="presidential republic", monarchy=False,
          religion="Roman Catholic Christianity", group="christianity", capital="Lima",
          largest=True, currency="sol", kind=None, languages=("Spanish", "Quechua"), coast=2414,
          oceans=("pacific",), seas=("Pacific Ocean",), traffic="right"),
    _page("EGY", "Egypt", area=1_001_450, pop=111_000_000, gdp=15_000, peak=("Mount Catherine", 2629),
          borders=(), agri="cotton", industry="textiles", export="petroleum",
          government="presidential republic", monarchy=False, religion="Sunni Islam",
          group="islam", capital="Cairo", largest=True, currency="Egyptian pound", kind=None,
          languages=("Arabic",), coast=2450, oceans=("atlantic", "indian"),
          seas=("Mediterranean Sea", "Red Sea"), traffic="right"),
    _page("MNG", "Mongolia", area=1_564_116, pop=3_400_000, gdp=13_000, peak=("Khüiten Peak", 4374),
          borders=("CHN", "RUS"), agri="wool", industry="mining", export="coal",
          government="semi-presidential republic", monarchy=False,
          religion="Tibetan Buddhism", group="buddhism", capital="Ulaanbaatar", largest=True,
          currency="tögrög", kind=None, languages=("Mongolian",), coast=0, oceans=(), seas=(),
          traffic="right"),
    _page("NPL", "Nepal", area=147_181, pop=30_000_000, gdp=4_500, peak=("Mount Everest", 8849),
          borders=("CHN", "IND"), agri="rice", industry="tourism", export="carpets",
          government="federal parliamentary republic", monarchy=False, religion="Hinduism",
          group="hinduism", capital="Kathmandu", largest=True, currency="Nepalese rupee",
          kind=None, languages=("Nepali",), coast=0, oceans=(), seas=(), traffic="left"),
    _page("ISL", "Iceland", area=103_000, pop=390_000, gdp=60_000, peak=("Hvannadalshnúkur", 2110),
          borders=(), agri="potatoes", industry="fishing", export="fish",
          government="unitary parliamentary republic", monarchy=False,
          religion="Lutheran Christianity", group="christianity", capital="Reykjavík",
          largest=True, currency="Icelandic króna", kind=None, languages=("Icelandic",),
          coast=4970, oceans=("atlantic",), seas=("Atlantic Ocean",), traffic="right"),
]


def small_handbook() -> Handbook:
    """Fourteen destinations (enough for two rounds before the used ones are reshuffled)."""
    return handbook_from_json({"meta": {"note": "test fixture"}, "destinations": PAGES})
