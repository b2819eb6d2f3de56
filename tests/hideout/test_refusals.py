"""Refusals are worded with names, in the game's language, and change nothing."""

import pytest

from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.destination_x_app import DestinationXApp
from hideout.session import Session


def make(lang: str) -> tuple[Session, DestinationXApp]:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=1, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    return Session(app, Matcher(lang=lang), typed=True, confirm=False), app


def absent_card(app: DestinationXApp) -> str:
    return next(c for c in ("gdp_per_capita", "land_area", "population", "industry", "export")
                if c not in app.game.playable_cards())


@pytest.mark.parametrize("lang, expected", [("en", "is not in Ann's hand"), ("ko", "Ann의 손에 없습니다")])
def test_card_not_in_hand(lang, expected):
    session, app = make(lang)
    card = absent_card(app)
    before = app.game.to_json()
    line = session.dispatch(Ask(card)).lines[0]
    assert expected in line and app.card_name(card) in line and "_" not in line
    assert app.game.to_json() == before


@pytest.mark.parametrize("lang, expected", [("en", "Peru is not on the table"), ("ko", "페루는 테이블에 없습니다")])
def test_destination_not_on_table(lang, expected):
    session, app = make(lang)
    assert "PER" not in app.game.table
    assert expected in session.dispatch(Guess("PER")).lines[0]
    assert app.game.round == 1 and not app.game.eliminated


def test_korean_eliminate_before_asking():
    session, app = make("ko")
    line = session.dispatch(Eliminate(app.game.table[0])).lines[0]
    assert "먼저 질문해야 합니다" in line and not app.game.eliminated


def test_korean_particles_follow_the_last_sound():
    session, app = make("ko")
    assert app.confirmation_question(Eliminate("BRA")) == "브라질을 제거할까요?"
    assert app.confirmation_question(Eliminate("PER")) == "페루를 제거할까요?"
    assert session.dispatch(Guess("BRA")).lines[0].endswith("브라질은 테이블에 없습니다.")


@pytest.mark.parametrize("transport, reach, said_reach", [("taxi", 1, "one"), ("bus", 2, "two")])
def test_duel_too_far_says_the_ticket_range_in_good_english(transport, reach, said_reach):
    # "the taxi from B1 goes at most 1 spaces" read the engine's count into a fixed plural
    from hideout.engine.errors import IllegalCommand
    from hideout.phrasebook import phrasebook
    from hideout.refusals import explain_refusal

    err = IllegalCommand("too far", "too_far", transport=transport, here="B1", range=reach,
                         cell="B5", distance=4)
    said = explain_refusal(phrasebook("en"), err)
    assert said == f"the {transport} from B1 has a range of {said_reach}; B5 is four away"
