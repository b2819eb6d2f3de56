"""Help in a game: when the handbook's figures are from (for the whole handbook, never a page's
own year), and destinations said as a sentence says them."""

from __future__ import annotations

import pytest

from hideout.data.handbook import load_handbook
from hideout.destination_x_app import DestinationXApp
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.destination_x.answers import answer_for
from hideout.data.cards import load_cards
from hideout.narration import narrate_answer


def app_for(seed: int, lang: str = "en") -> DestinationXApp:
    return DestinationXApp(DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=seed)), lang=lang)


@pytest.mark.parametrize(("lang", "said"), [("en", "populations mostly from 2025, GDP per capita from 2024"),
                                            ("ko", "인구는 대부분 2025년, 1인당 GDP는 2024년 기준")])
def test_help_says_when_the_handbooks_figures_are_from(lang: str, said: str) -> None:
    assert any(said in line for line in app_for(6, lang).help())


def test_an_answer_never_says_its_own_pages_year() -> None:
    # populations are from 2025 on most pages and 2024 on others: a year in the answer would
    # tell the detectives which kind of page the spy reads from
    handbook, cards = load_handbook(), load_cards()
    by_year = {}
    for page in handbook:
        by_year.setdefault(page.sources["population"].year, page)
    assert len(by_year) > 1 and handbook.usual_year("population") == 2025
    for year, page in by_year.items():
        said = narrate_answer(answer_for(cards["population"], None, page), "en", cards, handbook)
        assert str(year) not in said, said


def test_help_names_a_destination_as_a_sentence_says_it() -> None:
    app = app_for(6)
    assert app.game.remaining()[0] == "PHL"
    assert "Or arrest: the spy is in the Philippines." in app.help()
