"""A destination named that cannot be acted on now (not on the table, or eliminated already) while
one still on the table sounds like it ("eliminate Mali" with Malawi face up; a recogniser's slip
or a typo): the game refuses the one and asks about the other, which then waits for a yes."""

from __future__ import annotations

import pytest

from hideout.destination_x_app import DestinationXApp
from hideout.engine.commands import Command
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.session import Session

MALAWI_ON_THE_TABLE = 3     # Poland, Qatar, the Netherlands, Malawi, Spain, Costa Rica
IRAN_AND_IRAQ = 113         # both face up
GAMBIA_AND_ZAMBIA = 218     # both face up


@pytest.fixture(scope="module")
def matchers() -> dict[str, Matcher]:
    return {lang: Matcher(game="destination-x", lang=lang) for lang in ("en", "ko")}


def _session(matchers: dict[str, Matcher], seed: int, lang: str = "en") -> tuple[Session, DestinationXApp]:
    players = ("Ann", "Ben", "Cho") if lang == "en" else ("민지", "준호", "서연")
    game = DestinationXGame(GameConfig(players=players, seed=seed, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    return Session(app, matchers[lang], save_path=None, typed=True), app


def _asked(session: Session, app: DestinationXApp) -> None:
    card = next(c for c in app.game.playable_cards() if not app.cards[c].is_choice)
    assert session.dispatch(Ask(card)).applied == Ask(card)


def _refused_and_asked(session: Session, app: DestinationXApp, said: str, lines: list[str],
                       waiting: Command) -> None:
    before = app.game.to_json()
    reply = session.handle(said)
    assert reply.lines == lines
    assert reply.applied is None and app.game.to_json() == before   # nothing done yet
    assert session.pending == waiting


def test_a_name_off_the_table_asks_about_one_on_it_that_sounds_alike(matchers) -> None:
    session, app = _session(matchers, MALAWI_ON_THE_TABLE)
    assert "MWI" in app.game.remaining() and "MLI" not in app.game.table
    _asked(session, app)
    _refused_and_asked(session, app, "eliminate mali",
                       ["Sorry, Mali is not on the table. Eliminate Malawi?"], Eliminate("MWI"))
    assert session.handle("yes").applied == Eliminate("MWI")


def test_a_yes_naming_the_sound_alike_again_asks_again_rather_than_dropping_the_question(matchers) -> None:
    # "Eliminate Malawi?" "yes, Mali": it said only "Mali is not on the table" and dropped the question
    session, app = _session(matchers, MALAWI_ON_THE_TABLE)
    _asked(session, app)
    session.handle("eliminate mali")
    _refused_and_asked(session, app, "yes mali",
                       ["Sorry, Mali is not on the table. Eliminate Malawi?"], Eliminate("MWI"))
    assert session.handle("yes").applied == Eliminate("MWI")


def test_an_arrest_off_the_table_asks_the_arrest_question_and_no_changes_nothing(matchers) -> None:
    session, app = _session(matchers, MALAWI_ON_THE_TABLE)
    _asked(session, app)
    _refused_and_asked(session, app, "we think the spy is in mali",
                       ["Sorry, Mali is not on the table. Arrest in Malawi? That ends the round."], Guess("MWI"))
    before = app.game.to_json()
    assert session.handle("no").applied is None
    assert session.pending is None and app.game.to_json() == before


def test_a_name_eliminated_already_asks_about_its_sound_alike_still_face_up(matchers) -> None:
    session, app = _session(matchers, IRAN_AND_IRAQ)
    gone, left = ("IRQ", "IRN") if app.game.hideout == "IRN" else ("IRN", "IRQ")
    _asked(session, app)
    session.dispatch(Eliminate(gone))
    assert session.handle("yes").applied == Eliminate(gone)
    _asked(session, app)
    name, other = app.dest_name(gone), app.dest_name(left)
    _refused_and_asked(session, app, f"eliminate {name}",
                       [f"Sorry, {name} is already eliminated. Eliminate {other}?"], Eliminate(left))


@pytest.mark.parametrize("said, refusal", [
    ("eliminate portugal", "Sorry, Portugal is not on the table."),   # Poland does not sound like it
    ("eliminate malta", "Sorry, Malta is not on the table."),         # nor Malawi enough
])
def test_a_name_with_nothing_alike_on_the_table_is_refused_plainly(matchers, said, refusal) -> None:
    session, app = _session(matchers, MALAWI_ON_THE_TABLE)
    _asked(session, app)
    before = app.game.to_json()
    assert session.handle(said).lines == [refusal]
    assert session.pending is None and app.game.to_json() == before


def test_no_sound_alike_is_offered_when_the_act_itself_cannot_be_done_now(matchers) -> None:
    # before the turn's question no elimination can be done: offering Malawi would only be refused
    session, app = _session(matchers, MALAWI_ON_THE_TABLE)
    assert session.handle("eliminate mali").lines == ["Sorry, Mali is not on the table."]
    assert session.pending is None


def test_korean_a_name_eliminated_already_asks_about_its_sound_alike(matchers) -> None:
    session, app = _session(matchers, GAMBIA_AND_ZAMBIA, lang="ko")
    gone, left = ("ZMB", "GMB") if app.game.hideout == "GMB" else ("GMB", "ZMB")
    _asked(session, app)
    session.dispatch(Eliminate(gone))
    assert session.handle("네").applied == Eliminate(gone)
    _asked(session, app)
    name = {"GMB": "감비아", "ZMB": "잠비아"}
    _refused_and_asked(session, app, f"{name[gone]} 제거",
                       [f"죄송합니다. {name[gone]}는 이미 제거되었습니다. {name[left]}를 제거할까요?"],
                       Eliminate(left))


def test_korean_a_name_off_the_table_asks_about_one_on_it_that_sounds_alike(matchers) -> None:
    # 말리 and 말라위 differ in a syllable and a glide (ㅟ): compared letter by letter as heard, close
    session, app = _session(matchers, MALAWI_ON_THE_TABLE, lang="ko")
    assert "MWI" in app.game.remaining() and "MLI" not in app.game.table
    _asked(session, app)
    _refused_and_asked(session, app, "말리 빼 주세요",
                       ["죄송합니다. 말리는 테이블에 없습니다. 말라위를 제거할까요?"], Eliminate("MWI"))
    assert session.handle("네").applied == Eliminate("MWI")


def test_korean_a_name_with_nothing_alike_on_the_table_is_refused_plainly(matchers) -> None:
    session, app = _session(matchers, MALAWI_ON_THE_TABLE, lang="ko")
    _asked(session, app)
    before = app.game.to_json()
    assert session.handle("몰타 빼 주세요").lines == ["죄송합니다. 몰타는 테이블에 없습니다."]
    assert session.pending is None and app.game.to_json() == before
