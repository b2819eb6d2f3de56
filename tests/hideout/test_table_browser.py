"""The table view in a real browser: Debian's Chromium driven by Playwright.

Screenshots go to $HIDEOUT_SCREENSHOTS when it is set (the closing note of the table issue
describes them), else to pytest's temporary folder.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hideout.display.web.phones import serve_new_game
from hideout.engine.commands import Confirm
from hideout.engine.destination_x.commands import Ask
from hideout.engine.destination_x.detectives import DetectiveTeam

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
#: Quiet, offline, headless: no sandbox (containers), no GPU, no calls home.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed"),
]
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("HIDEOUT_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def big_screen(browser: Any, url: str) -> Any:
    page = browser.new_page(viewport={"width": 1600, "height": 900})
    page.goto(url)
    page.wait_for_selector("#markers g.marker", timeout=15000)
    return page


def phone(browser: Any, url: str) -> Any:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(url + "phone")
    return page


def step(table: Any, session: Any, team: DetectiveTeam) -> None:
    with table.turn():
        reply = session.dispatch(team.choose(session.adapter.game))
        if session.pending is not None:
            reply = session.dispatch(Confirm())
        table.say(reply.lines)
        table.refresh()


def test_big_screen_map_and_a_phone_that_plays(browser: Any, shots: Path) -> None:
    table, session, server = serve_new_game(seed=5)
    try:
        game = session.adapter.game
        screen = big_screen(browser, server.url)
        assert screen.locator("path.land").count() >= 240          # Natural Earth 1:50m, all of it
        assert screen.locator("#markers g.marker").count() == 6
        assert "Detectives 0 : 0 Spy" in screen.inner_text("#score")
        turn = game.current_player
        hand = phone(browser, server.url)
        hand.click(f"#seats button:has-text('{turn}')")
        hand.wait_for_selector("#hand button.primary")
        assert hand.inner_text("#me-name") == turn
        card = hand.locator("#hand button.primary").first
        card_id = card.get_attribute("data-card")
        card.click()
        if hand.locator("#options button").count():
            hand.locator("#options button").first.click()
        screen.wait_for_selector("#clues li:not(.empty)", timeout=5000)
        assert [a["card"] for a in table.state.public["answers"]] == [card_id]
        # Eliminate by tapping, with the phone's own question first.
        hand.wait_for_selector("#dests button:not([disabled])")
        target = hand.locator("#dests button:not([disabled])").first
        dest = target.get_attribute("data-id")
        target.click()
        assert hand.is_visible("#confirm")
        hand.click("#yes")
        screen.wait_for_function(f"document.querySelector('#dests li[data-id={dest}]') === null || "
                                 f"document.querySelector('#dests li[data-id={dest}]').classList.contains('out')",
                                 timeout=5000)
        if game.round == 1:   # the spy was not there: crossed out, in text as well as style
            chip = screen.inner_text(f"#dests li[data-id={dest}]")
            assert chip.startswith("✗") and "[out]" in chip
            assert screen.locator(f"#markers g.marker.out[data-id={dest}] path.cross").count() == 1
        screen.screenshot(path=str(shots / "big-screen.png"))
        hand.screenshot(path=str(shots / "phone.png"), full_page=True)
    finally:
        server.stop()


def test_a_table_for_this_computer_only_shows_no_qr_code_but_how_to_let_phones_in(browser: Any) -> None:
    table, session, server = serve_new_game(seed=5)   # 127.0.0.1, as without --host
    try:
        screen = big_screen(browser, server.url)
        screen.wait_for_function("document.getElementById('qr').hidden === true", timeout=5000)
        assert not screen.is_visible("#qr") and "--host 0.0.0.0" in screen.inner_text("#join-text")
    finally:
        server.stop()


def test_phone_keeps_its_seat_after_a_reload_and_no_one_else_takes_it(browser: Any) -> None:
    table, session, server = serve_new_game(seed=6)
    try:
        first = phone(browser, server.url)
        first.click("#seats button:has-text('Ben')")
        first.wait_for_selector("#me:not([hidden])")
        first.reload()
        first.wait_for_selector("#me:not([hidden])")
        assert first.inner_text("#me-name") == "Ben"
        second = phone(browser, server.url)
        second.wait_for_selector("#seats button")
        assert second.locator("#seats button:has-text('Ben')").is_disabled()
        assert not second.locator("#seats button:has-text('Ann')").is_disabled()
        # A typed game has no microphone: no "Hold to talk" that could only answer with an error
        assert first.locator("#talk").is_hidden()
    finally:
        server.stop()


def test_hold_to_talk_shows_where_a_microphone_listens_and_reaches_the_host(browser: Any) -> None:
    from hideout.display.web.phones import PushToTalk, serve_table

    table, session, typed = serve_new_game(seed=6)
    typed.stop()
    talk = PushToTalk()
    server = serve_table(table, session, "127.0.0.1", 0, push_to_talk=talk)
    try:
        hand = phone(browser, server.url)
        hand.click("#seats button:has-text('Ben')")
        hand.wait_for_selector("#talk:not([hidden])")
        hand.dispatch_event("#talk", "pointerdown")
        hand.wait_for_function("document.getElementById('talk').classList.contains('held')")
        hand.wait_for_timeout(300)
        assert talk.used and talk.is_open() and hand.inner_text("#error") == ""
    finally:
        server.stop()


def test_the_reveal_and_the_korean_page(browser: Any, shots: Path) -> None:
    table, session, server = serve_new_game(seed=5, lang="ko", players=("민지", "준호", "서연"))
    try:
        game = session.adapter.game
        team = DetectiveTeam(game.handbook, game.cards, seed=5)
        screen = big_screen(browser, server.url)
        assert screen.inner_text("#title") == "하이드아웃"
        while game.round == 1:
            step(table, session, team)
        screen.wait_for_selector("#reveal:not([hidden])", timeout=5000)
        hideout = table.state.public["reveal"]["hideout_name"]
        assert hideout in screen.inner_text("#reveal h2")
        assert screen.locator("#reveal table.page tr").count() >= 15
        assert screen.locator("#reveal li.pointed").count() == len(table.state.public["reveal"]["answers"])
        screen.screenshot(path=str(shots / "reveal-ko.png"))
        step(table, session, team)   # play goes on: the reveal gives way to the new round
        screen.wait_for_selector("#reveal[hidden]", state="attached", timeout=5000)
    finally:
        server.stop()


def test_the_big_screens_reveal_says_the_before_a_hideout_that_takes_it(browser: Any) -> None:
    # "Round 1: the spy was hiding in Seychelles"; the spy says "the Seychelles"
    from hideout.destination_x_app import DestinationXApp
    from hideout.display import Table
    from hideout.display.web.phones import serve_table
    from hideout.engine.destination_x.commands import Deal, Guess
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DestinationXApp(DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=1, physical=True)))
    app.apply(Deal(("NLD", "BHS", "PHL", "MDV", "COM", "SYC")))   # every name here takes "the"
    app.apply(Guess("NLD"))
    table = Table(app, [], label="Spy")
    table.refresh()
    server = serve_table(table, Session(app, Matcher(game="destination-x"), save_path=None, typed=True),
                         "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#reveal:not([hidden])", timeout=15000)
        name = table.state.public["reveal"]["hideout_name"]
        assert page.text_content("#reveal h2") == f"Round 1: the spy was hiding in the {name}"   # CSS capitals it
    finally:
        server.stop()


def test_the_phone_asks_about_a_destination_as_a_sentence_names_it(browser: Any) -> None:
    # the phone asked "Eliminate Philippines?" where the spy says "Eliminate the Philippines?"
    table, session, server = serve_new_game(seed=4, players=("Ann", "Ben"))
    try:
        game = session.adapter.game
        assert "PHL" in game.table
        hand = phone(browser, server.url)
        hand.click(f"#seats button:has-text('{game.current_player}')")
        hand.wait_for_selector("#dests button[data-id=PHL]")
        with table.turn():   # the turn's question first: then the phone may eliminate
            card = game.playable_cards()[0]
            options = game.cards[card].options
            session.dispatch(Ask(card, options[0].id if options else None))
            table.refresh()
        hand.wait_for_selector("#dests button[data-id=PHL]:not([disabled])")
        hand.click("#dests button[data-id=PHL]")
        assert hand.inner_text("#confirm-q") == "Eliminate the Philippines?"
        hand.click("#modes button:has-text('Arrest')")
        hand.click("#dests button[data-id=PHL]")
        assert hand.inner_text("#confirm-q") == "Arrest in the Philippines? That ends the round."
    finally:
        server.stop()


def test_the_duel_board_and_its_detective_phone(browser: Any, shots: Path) -> None:
    import io

    from rich.console import Console

    from hideout.display import Table
    from hideout.display.terminal import TerminalDisplay
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    table = Table(app, [TerminalDisplay(Console(file=io.StringIO()))], label="Mister X")
    table.refresh()
    server = serve_table(table, session, "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell")
        assert page.locator("#duel-board .cell").count() == 25
        assert page.locator("#duel-board .cell.hidden").count() == 22   # only the 3 Yard districts show
        hand = phone(browser, server.url)
        hand.click("#seats button:has-text('Detective')")
        hand.wait_for_selector("#dests button[data-cell=B1]")
        # only her moves can be tapped (row one to start), and no action card before a yard
        assert hand.is_enabled("#dests button[data-cell=B1]") and hand.is_disabled("#dests button[data-cell=B3]")
        assert hand.locator("#hand button:enabled").count() == 0
        hand.click("#dests button[data-cell=B1]")
        hand.click("#yes")
        page.wait_for_selector("#duel-board .cell.detective[data-cell=B1]", timeout=5000)
        page.screenshot(path=str(shots / "duel.png"))
    finally:
        server.stop()


def test_the_duel_phone_says_mister_x_is_playing_while_he_plays(browser: Any) -> None:
    # the Detective's phone said "Your turn · Mister X plays" while Mister X answered her move
    from hideout.display import Table
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.commands import Move
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    table = Table(app, [], label="Mister X")
    table.refresh()
    server = serve_table(table, session, "127.0.0.1", 0)
    try:
        hand = phone(browser, server.url)
        hand.click("#seats button:has-text('Detective')")
        hand.wait_for_selector("#dests button[data-cell=B1]")
        assert hand.inner_text("#status") == "Your turn · moves"
        with table.turn():
            app.game.apply(Move("B1"))   # her move, before Mister X answers it
            table.refresh()
        hand.wait_for_function("document.getElementById('status').textContent.startsWith('Waiting')",
                               timeout=5000)
        assert hand.inner_text("#status") == "Waiting: Mister X's turn"
        assert "mine" not in (hand.get_attribute("#status", "class") or "")
    finally:
        server.stop()


def test_the_duel_big_screen_says_whose_turn_it_is_and_marks_a_spent_yard(browser: Any) -> None:
    # the Duel's big screen had no turn line while the game was on, and a Yard she had visited
    # looked like one that still offers a card
    from hideout.display import Table
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=1), MisterX(level="random"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    for said in ("A1", "yes", "A2", "yes", "A3", "yes", "pass", "A4", "yes"):
        session.handle(said)
    table = Table(app, [], label="Mister X")
    table.refresh()
    server = serve_table(table, session, "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell")
        assert page.locator("#turn").inner_text() == "Turn: Detective · moves"
        spent = page.locator("#duel-board .cell.spent").evaluate_all("cells => cells.map(c => c.dataset.cell)")
        assert spent == ["A3"]
        assert page.locator("#duel-board .cell[data-cell=A3] span").inner_text() == "taxi · Yard used"
        assert page.locator("#duel-board .cell[data-cell=C3] span").inner_text() == "bus · Yard"
    finally:
        server.stop()


def test_the_duel_big_screen_marks_the_districts_mister_x_just_swapped(browser: Any) -> None:
    # the big screen showed nothing of a swap the rulebook lets the Detective see
    from hideout.display import Table
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=2), MisterX(level="random"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    session.handle("A1")
    session.handle("yes")   # he swaps D1 and E1 on A1
    table = Table(app, [], label="Mister X")
    table.refresh()
    server = serve_table(table, session, "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell.swapped")
        swapped = page.locator("#duel-board .cell.swapped").evaluate_all("cells => cells.map(c => c.dataset.cell)")
        assert sorted(swapped) == ["D1", "E1"]
        assert page.locator("#deck").inner_text() == "Mister X swapped D1 and E1"
        hand = phone(browser, server.url)   # her phone marks them on its grid too
        hand.click("#seats button:has-text('Detective')")
        hand.wait_for_selector("#dests button.swapped")
        marked = hand.locator("#dests button.swapped").evaluate_all("cells => cells.map(c => c.dataset.cell)")
        assert sorted(marked) == ["D1", "E1"]
    finally:
        server.stop()


def test_a_finished_duel_says_who_won_on_the_big_screen_and_the_terminal(browser: Any, shots: Path) -> None:
    # the page said only "Game over" (the terminal nothing) and titled the camera clues
    # "Clues this round", a Destination X heading
    import io
    import random

    from rich.console import Console

    from hideout.display import Table
    from hideout.display.terminal import TerminalDisplay
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    rng = random.Random(1)
    while not app.finished():
        app.apply(rng.choice([c for c in app.game.legal_commands() if c.type != "yards"]))
    winner = app.game.outcome().winner
    said = {"detective": "Scotland Yard wins", "mister_x": "Mister X wins"}[winner]
    screen = io.StringIO()
    table = Table(app, [TerminalDisplay(Console(file=screen, width=80))], label="Mister X")
    table.refresh()
    assert said in screen.getvalue()
    server = serve_table(table, Session(app, Matcher(game="duel"), save_path=None, typed=True), "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell")
        assert page.inner_text("#turn") == said
        assert page.inner_text("#clues-title").lower() == "camera clues"
        # all of London is shown at the end: the districts she never turned over look apart
        never = [c["name"] for row in table.state.public["board"] for c in row if c["unturned"]]
        shown = page.locator("#duel-board .cell.unturned").evaluate_all("cells => cells.map(c => c.dataset.cell)")
        assert never and sorted(shown) == sorted(never)
        page.screenshot(path=str(shots / "duel-over.png"))
    finally:
        server.stop()


def test_the_duel_board_names_districts_cards_and_clues_in_the_pages_words(browser: Any) -> None:
    # the cells read "underground · scotland yard", "black · black swap", "bus · mister x" and the
    # cards "surveillance": the engine's ids, in English on a Korean page too
    import io
    import random

    from rich.console import Console

    from hideout.display import Table
    from hideout.display.terminal import TerminalDisplay
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.commands import Action
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    rng = random.Random(1)
    while not app.finished():   # never the surveillance card: it stays listed
        app.apply(rng.choice([c for c in app.game.legal_commands() if c.type != "yards"
                              and not (isinstance(c, Action) and c.card == "surveillance")]))
    table = Table(app, [TerminalDisplay(Console(file=io.StringIO(), width=80))], label="Mister X")
    table.refresh()
    server = serve_table(table, Session(app, Matcher(game="duel"), save_path=None, typed=True), "127.0.0.1", 0)
    try:
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell")
        cells = page.locator("#duel-board .cell span").all_inner_texts()
        assert len(cells) == 25 and not any("_" in c or "mister x" in c or "underground" in c for c in cells), cells
        assert any(c.startswith("black · ") and c.endswith("secret") for c in cells), cells
        assert "surveillance camera" in page.locator("#players li").all_inner_texts()
        page.goto(server.url + "?lang=ko")
        page.wait_for_function("(document.querySelector('#duel-board .cell span') || {}).innerText?.match(/[가-힣]/)")
        korean = page.locator("#duel-board .cell span").all_inner_texts()
        assert not any(c.isascii() for c in korean), korean
        assert "감시 카메라" in page.locator("#players li").all_inner_texts()
        # two cameras, column B then row 2: only row 2 is marked (his figure moved), both listed
        app.game.clues = [("column", "B"), ("row", "2")]
        table.refresh()
        page.wait_for_function("document.querySelectorAll('#clues li').length === 2")
        marked = page.locator("#duel-board .cell.clue").evaluate_all("cells => cells.map(c => c.dataset.cell)")
        assert sorted(marked) == ["A2", "B2", "C2", "D2", "E2"], marked
    finally:
        server.stop()


def test_the_big_screen_counts_one_card_in_the_singular(browser: Any) -> None:
    # "Deck: 1 cards left"
    table, session, server = serve_new_game(seed=2)
    try:
        with table.turn():
            table.app.game.pile[:] = table.app.game.pile[:1]
            table.refresh()
        screen = big_screen(browser, server.url)
        screen.wait_for_function("document.getElementById('deck').textContent.includes('1')")
        assert screen.inner_text("#deck") == "Deck: 1 card left"
    finally:
        server.stop()


def test_a_phone_in_open_cards_and_at_the_end_says_what_is_so(browser: Any) -> None:
    # Open Cards: the phone titled the table's face-up cards "Your cards"; at the end it said
    # only "Game over", where the big screen says who won
    from hideout.engine.destination_x.commands import Guess

    table, session, server = serve_new_game(seed=2, open_cards=True, players=("Ann", "Ben"))
    try:
        hand = phone(browser, server.url)
        hand.click("#seats button:has-text('Ann')")
        hand.wait_for_selector("#hand button")
        assert hand.inner_text("#hand-title").lower() == "open cards"   # shown in capitals by the CSS
        app = table.app
        while not app.finished():
            with table.turn():
                session.dispatch(Guess(app.game.remaining()[0]))
                session.dispatch(Confirm())
                table.refresh()
        winner = app.game.outcome().winner.value
        said = {"detectives": "The detectives win the game", "spy": "The spy wins the game"}[winner]
        hand.wait_for_function(f"document.getElementById('status').textContent === {said!r}", timeout=5000)
    finally:
        server.stop()


def test_small_countries_get_a_marker_and_a_label_that_overlaps_none(browser: Any, shots: Path) -> None:
    from hideout.engine.destination_x.commands import Deal

    table, session, server = serve_new_game(seed=2, physical=True)   # the table lays out its own cards
    try:
        with table.turn():
            session.dispatch(Deal(("AND", "MLT", "SGP", "LUX", "MCO", "VAT")))
            session.dispatch(Confirm())
            table.refresh()
        screen = big_screen(browser, server.url)
        boxes = screen.evaluate("""() => [...document.querySelectorAll('#markers g.marker')].map(g => {
            const r = g.querySelector('text').getBoundingClientRect(), c = g.querySelector('circle').getBoundingClientRect();
            return {id: g.dataset.id, label: [r.left, r.top, r.right, r.bottom], dot: [c.left, c.top, c.right, c.bottom]}; })""")
        assert sorted(b["id"] for b in boxes) == ["AND", "LUX", "MCO", "MLT", "SGP", "VAT"]

        def meet(a: list[float], b: list[float]) -> bool:
            return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
        for one in boxes:
            for other in boxes:
                if one is not other:
                    assert not meet(one["label"], other["label"]), (one["id"], other["id"])
                    assert not meet(one["label"], other["dot"]), (one["id"], other["id"])
        screen.screenshot(path=str(shots / "small-countries.png"))
    finally:
        server.stop()


@pytest.mark.parametrize("width,height", [(390, 844), (320, 568)])
def test_big_screen_opened_on_a_phone_fits_its_width(browser: Any, shots: Path, width: int, height: int) -> None:
    """A table with no TV opens the big screen on a phone: it scrolled sideways (the two-column
    board needed 635 px) and drew the map 120 px wide with its labels cut at the edge."""
    table, session, server = serve_new_game(seed=5)
    try:
        context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True, is_mobile=True)
        page = context.new_page()
        page.goto(server.url)
        page.wait_for_selector("#markers g.marker", timeout=15000)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        wide = page.evaluate("""() => Array.from(document.querySelectorAll('body *'))
            .filter(e => !(e instanceof SVGElement) && e.getBoundingClientRect().right > window.innerWidth + 1)
            .map(e => e.tagName + '#' + e.id)""")
        assert wide == []
        assert page.locator("#map").bounding_box()["width"] >= 0.9 * width
        assert page.locator("#dests li").count() == 6 and page.locator("#clues").is_visible()
        page.screenshot(path=str(shots / f"big-screen-on-a-phone-{width}.png"), full_page=True)
        context.close()
    finally:
        server.stop()


def test_duel_big_screen_opened_on_a_phone_fits_its_width(browser: Any, shots: Path) -> None:
    # the duel's 5 x 5 London on a 390 px phone: columns as wide as their longest word
    # ("underground") pushed the page to 422 px
    import io

    from rich.console import Console

    from hideout.display import Table
    from hideout.display.terminal import TerminalDisplay
    from hideout.display.web.phones import serve_table
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    session = Session(app, Matcher(game="duel"), save_path=None, typed=True)
    table = Table(app, [TerminalDisplay(Console(file=io.StringIO(), width=80))], label="Mister X")
    table.refresh()
    server = serve_table(table, session, "127.0.0.1", 0)
    try:
        for line in ("c1", "yes", "up", "yes"):   # a district or two turned over, with their words
            with table.turn():
                session.handle(line)
                table.refresh()
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        page = context.new_page()
        page.goto(server.url)
        page.wait_for_selector("#duel-board .cell", timeout=15000)
        assert page.locator("#duel-board .cell").count() == 25
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        widths = [page.locator("#duel-board .cell").nth(i).bounding_box()["width"] for i in range(5)]
        assert max(widths) - min(widths) < 2, widths   # five equal columns
        page.screenshot(path=str(shots / "duel-big-screen-on-a-phone.png"), full_page=True)
        context.close()
    finally:
        server.stop()
