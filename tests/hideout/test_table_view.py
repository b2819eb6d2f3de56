"""The display seam and the table server, without a browser: what leaves the server, who may act,
live updates, and the terminal layout."""

from __future__ import annotations

import io
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from hideout.display.state import TableState
from hideout.display.terminal import MAX_LINES, render
from hideout.display.web.phones import PushToTalk, serve_new_game
from hideout.engine.commands import Confirm
from hideout.engine.destination_x.detectives import DetectiveTeam


@pytest.fixture()
def served() -> Iterator[tuple[Any, Any, Any]]:
    table, session, server = serve_new_game(seed=5)
    yield table, session, server
    server.stop()


def get(server: Any, path: str) -> Any:
    with urllib.request.urlopen(server.url.rstrip("/") + path, timeout=5) as response:
        return json.loads(response.read())


def post(server: Any, path: str, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(server.url.rstrip("/") + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())

#: How long a `hideout play --web` child may take to serve its page: importing the app and the
#: recogniser-free game is seconds on an idle machine, but a loaded CI runner took over ten.
SERVE_TIMEOUT = 120.0


def state_when(url: str, ready: Any, process: Any, timeout: float = SERVE_TIMEOUT) -> dict[str, Any]:
    """Poll a child's /state.json until `ready(state)`, failing with its output if it died or took too long."""
    import time

    deadline = time.monotonic() + timeout
    state: dict[str, Any] = {}
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the game ended before its page was ready: {process.stdout.read()}")
        try:
            state = json.loads(urllib.request.urlopen(url, timeout=5).read())
            if ready(state):
                return state
        except OSError:
            pass
        time.sleep(0.1)
    pytest.fail(f"the page was not ready within {timeout:.0f} s; last state: {state}")



def play_until_round_over(table: Any, session: Any) -> None:
    game = session.adapter.game
    team = DetectiveTeam(game.handbook, game.cards, seed=5)
    start = game.round
    while game.round == start and not game.is_over():
        with table.turn():
            reply = session.dispatch(team.choose(game))
            if session.pending is not None:
                reply = session.dispatch(Confirm())
            table.say(reply.lines)
            table.refresh()


def test_public_state_never_holds_the_hideout_or_a_hand(served: Any) -> None:
    table, session, server = served
    state = get(server, "/state.json")
    assert state["game"] == "destination-x" and state["phase"] == "playing"
    assert state["hideout"] is None and state["reveal"] is None
    assert "hands" not in state and "seats" not in state
    assert all(set(p) == {"name", "cards", "current"} for p in state["players"])
    cards_held = {c for hand in dict(session.adapter.game.view_for("detectives").hands).values() for c in hand}
    assert not cards_held & set(json.dumps(state).split('"'))   # no card id of any hand
    assert len(state["table"]) == 6 and not any(d["eliminated"] for d in state["table"])


def test_the_reveal_shows_the_hideout_its_page_and_answers_that_all_fit(served: Any) -> None:
    table, session, server = served
    play_until_round_over(table, session)
    state = get(server, "/state.json")
    ended = session.adapter.game.history  # the game moved on to the next round
    assert ended and state["phase"] == "round_over"
    reveal = state["reveal"]
    assert state["hideout"] == reveal["hideout"] == state["history"][-1]["hideout"]
    assert [row[0] for row in reveal["page"]][:3] == ["Name", "Land area", "Population"]
    # The spy never lies: every answer of the round fits where it was.
    assert reveal["answers"] and all(reveal["hideout"] in a["fits"] for a in reveal["answers"])
    assert len(reveal["table"]) == 6


def test_a_phone_acts_only_for_its_own_seat_and_only_on_its_turn(served: Any) -> None:
    table, session, server = served
    game = session.adapter.game
    turn = game.current_player
    other = next(p for p in game.players if p != turn)
    status, mine = post(server, "/phone/join", {"seat": turn})
    assert status == 200 and mine["seat"] == turn and mine["mine"]["can_ask"]
    token = mine["token"]
    assert post(server, "/phone/join", {"seat": turn})[0] == 409           # seat taken
    assert post(server, "/phone/join", {"seat": turn, "token": token})[1]["token"] == token  # same phone back
    status, theirs = post(server, "/phone/join", {"seat": other})
    card = next(c for c in mine["mine"]["hand"] if c["playable"] and not c["options"])
    before = game.to_json()
    status, body = post(server, "/phone/act", {"token": theirs["token"], "command": {"type": "ask", "card": card["id"]}})
    assert status == 409 and "turn" in body["error"] and game.to_json() == before
    assert post(server, "/phone/act", {"command": {"type": "ask", "card": card["id"]}})[0] == 403
    assert post(server, "/phone/act", {"token": token, "command": {"type": "confirm"}})[0] == 409
    status, body = post(server, "/phone/act", {"token": token, "command": {"type": "ask", "card": card["id"]}})
    assert status == 200 and body["lines"], body
    state = get(server, "/state.json")
    assert [a["card"] for a in state["answers"]] == [card["id"]]
    assert any(c["who"] == turn and c["kind"] == "heard" for c in state["captions"])


def test_events_stream_the_state_when_it_changes(served: Any) -> None:
    table, session, server = served
    seen: list[dict[str, Any]] = []
    got_two = threading.Event()

    def read() -> None:
        with urllib.request.urlopen(server.url + "events", timeout=10) as stream:
            for raw in stream:
                if raw.startswith(b"data: "):
                    seen.append(json.loads(raw[6:]))
                    if len(seen) == 2:
                        got_two.set()
                        return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    for _ in range(50):
        if seen:
            break
        threading.Event().wait(0.05)
    table.say(["A line for the captions."])
    assert got_two.wait(5)
    assert seen[1]["version"] > seen[0]["version"]
    assert seen[1]["captions"][-1]["text"] == "A line for the captions."


def test_pages_vendored_files_and_qr_are_served_locally(served: Any) -> None:
    _, _, server = served
    for path, kind in (("/", "text/html"), ("/phone", "text/html"), ("/qr.svg", "image/svg+xml"),
                       ("/static/vendor/d3-geo.min.js", "text/javascript"),
                       ("/static/vendor/world-atlas.LICENSE", "text/plain"),
                       ("/static/vendor/countries-50m.json", "application/json")):
        with urllib.request.urlopen(server.url.rstrip("/") + path, timeout=5) as response:
            assert response.headers["Content-Type"].startswith(kind), path
            body = response.read()
            assert body
    page = urllib.request.urlopen(server.url, timeout=5).read().decode()
    assert "http" not in page.replace('xmlns="http', "")   # nothing from a CDN
    for bad in ("/static/../server.py", "/static/%2e%2e/server.py", "/nothing"):
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(server.url.rstrip("/") + bad, timeout=5)
        assert err.value.code == 404


def test_every_destination_can_be_found_on_the_map() -> None:
    from pathlib import Path

    from hideout.data.handbook import load_handbook

    static = Path(__file__).resolve().parents[2] / "hideout" / "display" / "web" / "static"
    ids = json.loads((static / "map_ids.json").read_text())
    placed = set(ids["shapes"].values()) | set(ids["points"])
    assert set(load_handbook().ids) <= placed
    for small in ("SGP", "MLT", "AND", "VAT", "MCO", "LIE", "SMR"):
        assert small in ids["shapes"].values(), small   # at 1:50m these are shapes, not dots


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_terminal_table_fits_80_by_24_and_marks_eliminations_in_text(lang: str) -> None:
    from rich.cells import cell_len

    table, session, server = serve_new_game(seed=3, players=("Ann", "Ben", "Cho", "Dee", "Eve"),
                                            destinations_per_round=10, lang=lang)
    server.stop()
    game = session.adapter.game
    team = DetectiveTeam(game.handbook, game.cards, seed=3)
    widest, crossed = 0, 0
    for _ in range(40):
        if game.is_over():
            break
        with table.turn():
            reply = session.dispatch(team.choose(game))
            if session.pending is not None:
                session.dispatch(Confirm())
        state: TableState = table.refresh()
        console = Console(width=80, record=True, file=open("/dev/null", "w"))
        console.print(render(state, 80))
        lines = console.export_text().rstrip("\n").split("\n")
        assert len(lines) <= MAX_LINES
        widest = max(widest, *(cell_len(line) for line in lines))
        out = [d for d in state.public["table"] if d["eliminated"]]
        crossed += len(out)
        for dest in out:
            out_word = "[out]" if lang == "en" else "[제거]"
            assert any(f"x {dest['name']} {out_word}" in line for line in lines), (dest, lines)
        assert f"{state.public['score']['detectives']} : {state.public['score']['spy']}" in lines[0]
        assert "…" not in "".join(line for line in lines[1:4])   # destination names are whole
    assert widest <= 80 and crossed > 0


def test_push_to_talk_opens_only_while_held_once_used() -> None:
    talk, released = PushToTalk(), []
    talk.on_release.append(lambda: released.append(True))
    assert talk.is_open()               # never used: always listening
    talk.set("Ann", True)
    assert talk.is_open()
    talk.set("Ben", True)
    talk.set("Ann", False)
    assert talk.is_open() and not released   # Ben still holds his
    talk.set("Ben", False)
    assert not talk.is_open() and released == [True]


def test_end_utterance_closes_what_is_being_said() -> None:
    import math
    import struct

    from hideout.voice.microphone import Microphone

    class Recorder:
        def __init__(self) -> None:
            self.calls: list[str] = []

        def start(self) -> None:
            self.calls.append("start")

        def accept(self, chunk: bytes) -> Any:
            self.calls.append("accept")

        def finish(self) -> Any:
            self.calls.append("finish")
            return "done"

    mic = Microphone(voice_detection=False)
    mic._stream = object()   # no device: frames are put in by hand
    samples = mic.sample_rate * mic.config.frame_ms // 1000
    silence = bytes(2 * samples)
    tone = struct.pack(f"<{samples}h", *(int(8000 * math.sin(i / 5)) for i in range(samples)))
    for frame in [silence] * 10 + [tone] * 20:
        mic._frames.put(frame)
    mic.end_utterance()   # the button is let go while the voice is still loud
    recorder = Recorder()
    assert next(mic.transcripts(recorder, timeout_s=1)) == "done"
    assert recorder.calls[0] == "start" and recorder.calls[-1] == "finish"


@pytest.mark.slow
def test_play_text_web_serves_the_game_being_typed(tmp_path: Any) -> None:
    """`hideout play --text --web`: the typed game and the page show the same table."""
    import socket
    import subprocess
    import sys

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "hideout", "play", "--text", "--web", "--port", str(port), "--seed", "4",
         "--players", "Ann,Ben", "--save", str(tmp_path / "save.json")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        state = state_when(url + "/state.json", lambda state: state.get("game"), process)
        assert state["game"] == "destination-x" and [p["name"] for p in state["players"]] == ["Ann", "Ben"]
        assert process.stdin is not None
        process.stdin.write("what is the population\n")
        process.stdin.flush()
        state = state_when(url + "/state.json", lambda state: state["answers"], process)
        assert [a["card"] for a in state["answers"]] == ["population"]
        process.stdin.write("quit\n")
        process.stdin.flush()
        out, _ = process.communicate(timeout=20)
        assert "table view: http://127.0.0.1:" in out
    finally:
        process.kill()


def test_the_pages_words_are_in_every_language_the_terminal_uses(served: Any) -> None:
    from hideout.phrasebook import languages, phrasebook

    english = {k for k in phrasebook("en").phrases if k.startswith("display.")}
    for lang in languages():
        assert {k for k in phrasebook(lang).phrases if k.startswith("display.")} == english, lang
    _, _, server = served
    words = get(server, "/words.json?lang=ko")
    assert words["lang"] == "ko" and words["words"]["title"] == "하이드아웃" and words["words"]["step.ask"]
    assert get(server, "/words.json?lang=xx")["lang"] == "en"   # no such language: English


@pytest.mark.slow
def test_a_save_kept_aside_is_told_to_the_host_not_captioned_on_the_page(tmp_path: Any) -> None:
    """The web captions showed "An unfinished game was kept as /home/.../x.save.json": the
    machine's paths stay on the host's terminal."""
    import socket
    import subprocess
    import sys

    save = tmp_path / "x.save.json"
    first = subprocess.run([sys.executable, "-m", "hideout", "play", "--text", "--seed", "4", "--save", str(save)],
                           input="status\nquit\n", capture_output=True, text=True, timeout=120)
    assert first.returncode == 0 and save.exists()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "hideout", "play", "--text", "--web", "--port", str(port), "--seed", "5",
         "--save", str(save)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = f"http://127.0.0.1:{port}/state.json"
        # the intro is said after the notes
        state = state_when(url, lambda state: len(state.get("captions", [])) >= 2, process)
        captions = " ".join(c["text"] for c in state["captions"])
        assert "Welcome" in captions or "hunt me down" in captions, captions   # the intro is on the page
        assert str(tmp_path) not in captions and ".save.json" not in captions, captions
        out, _ = process.communicate("quit\n", timeout=30)
        kept = list(tmp_path.glob("x-*.save.json"))
        assert len(kept) == 1 and "An unfinished game was kept as" in out
        assert f"--save{kept[0]}" in "".join(out.split())   # the host still reads how to resume it
    finally:
        process.kill()


def test_the_phones_address_is_one_a_phone_can_reach(monkeypatch: Any) -> None:
    # with --host 0.0.0.0 the note said "phones: http://127.0.0.1:8765/phone", and a big screen
    # opened on this computer (http://localhost:8765/, as the note says) showed a QR code of
    # http://localhost:8765/phone: no phone can open either
    from hideout.display.web import server as web

    monkeypatch.setattr(web, "lan_address", lambda: "192.168.1.20")
    table, session, everywhere = serve_new_game(seed=1, host="0.0.0.0")
    _, _, here = serve_new_game(seed=1)   # 127.0.0.1: this computer only, so its own address is right
    try:
        port = everywhere.port
        assert everywhere.phone_url() == f"http://192.168.1.20:{port}/phone"
        for opened in (f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"):
            assert everywhere.phone_url(opened) == f"http://192.168.1.20:{port}/phone"
        assert everywhere.phone_url(f"192.168.1.20:{port}") == f"http://192.168.1.20:{port}/phone"
        assert everywhere.phone_url(f"gamebox.local:{port}") == f"http://gamebox.local:{port}/phone"
        assert here.phone_url(f"localhost:{here.port}") == f"http://localhost:{here.port}/phone"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/join.json", timeout=5) as response:
            assert json.load(response) == {"url": f"http://192.168.1.20:{port}/phone", "phones_can_join": True}
        # served to this computer only: the big screen is told, so it shows no QR code a phone
        # cannot open ("Scan to join with your phone" over 127.0.0.1:8765/phone)
        with urllib.request.urlopen(f"http://127.0.0.1:{here.port}/join.json", timeout=5) as response:
            assert json.load(response)["phones_can_join"] is False
    finally:
        everywhere.stop()
        here.stop()


def test_the_reveal_says_the_before_a_hideout_that_takes_it() -> None:
    # the terminal said "Round 1: the spy was hiding in Bahamas"; the spoken line says "the Bahamas"
    import io

    from hideout.destination_x_app import DestinationXApp
    from hideout.display import Table
    from hideout.display.terminal import TerminalDisplay
    from hideout.engine.destination_x.commands import Deal, Guess
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame

    app = DestinationXApp(DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=1, physical=True)))
    app.apply(Deal(("NLD", "BHS", "PHL", "MDV", "COM", "SYC")))   # every name here takes "the"
    app.apply(Guess("NLD"))
    screen = io.StringIO()
    table = Table(app, [TerminalDisplay(Console(file=screen, width=80))], label="Spy")
    state = table.refresh()
    reveal = state.public["reveal"]
    assert reveal["hideout_in_sentence"] == "the " + reveal["hideout_name"]
    # who won depends on where the spy hid (its own draw): the line says either
    assert f"Round 1: the spy was hiding in the {reveal['hideout_name']} ({reveal['winner']} won)" in screen.getvalue()


def test_a_korean_phone_is_refused_in_korean() -> None:
    # the server's refusals were English on a Korean table ("민지 has already joined on another phone")
    table, session, server = serve_new_game(seed=5, lang="ko", players=("민지", "준호"))
    try:
        turn = session.adapter.game.current_player
        other = next(p for p in session.adapter.game.players if p != turn)
        post(server, "/phone/join", {"seat": turn})
        status, body = post(server, "/phone/join", {"seat": turn})
        assert status == 409 and body["error"] == f"{turn} 자리는 이미 다른 휴대폰이 참가했습니다"
        token = post(server, "/phone/join", {"seat": other})[1]["token"]
        before = session.adapter.game.to_json()
        status, body = post(server, "/phone/act", {"token": token, "command": {"type": "guess", "destination": "FRA"}})
        assert status == 409 and body["error"] == f"{other}의 체포 차례가 아닙니다"
        assert session.adapter.game.to_json() == before
    finally:
        server.stop()


def test_a_phone_is_told_whether_a_microphone_listens() -> None:
    from hideout.display.web.phones import serve_table

    table, session, typed = serve_new_game(seed=5)
    try:
        assert post(typed, "/phone/join", {"seat": "Ann"})[1]["can_talk"] is False
        status, body = post(typed, "/phone/talk", {"token": post(typed, "/phone/join", {"seat": "Ben"})[1]["token"],
                                                   "held": True})
        assert status == 409 and "microphone" in body["error"]
    finally:
        typed.stop()
    heard = serve_table(table, session, "127.0.0.1", 0, push_to_talk=PushToTalk())
    try:
        assert post(heard, "/phone/join", {"seat": "Ann"})[1]["can_talk"] is True
    finally:
        heard.stop()


def test_the_duel_phone_may_tap_only_her_moves_and_a_card_only_on_a_fresh_yard() -> None:
    # every district and every action card could be tapped, and each tap was refused after
    from hideout.display.state import DuelState
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.commands import Move
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX

    app = DuelApp(DuelGame(seed=3), MisterX(level="search"))
    mine = DuelState(app).build().seats["Detective"]
    assert mine["moves"] == ["A1", "B1", "C1", "D1", "E1"]   # she starts on row one
    assert not any(card["playable"] for card in mine["hand"])
    app.apply(Move("C1"))
    mine = DuelState(app).build().seats["Detective"]
    assert "C1" not in mine["moves"] and "C3" in mine["moves"]   # C1 is a bus: two spaces
    app.apply(Move("C3"))                                        # a Scotland Yard district
    mine = DuelState(app).build().seats["Detective"]
    # a card now, or moving on, which passes (engine/duel/RULINGS.md)
    assert "C1" not in mine["moves"] and all(card["playable"] for card in mine["hand"])


def _duel_after_her_first_move(seed: int, start: str) -> tuple[Any, Any]:
    from hideout.display.state import DuelState
    from hideout.duel_app import DuelApp
    from hideout.engine.duel.commands import Move
    from hideout.engine.duel.game import DuelGame
    from hideout.engine.duel.mister_x import MisterX

    app = DuelApp(DuelGame(seed=seed), MisterX(level="random"))
    app.apply(Move(start))
    return app, DuelState(app).build()


def _board_text(state: TableState, width: int = 80) -> str:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(render(state, width))
    return console.export_text()


def test_the_duel_screens_show_which_districts_mister_x_just_swapped() -> None:
    # the board showed nothing of a swap: the room had to catch "I swap D1 and E1" as it was said
    app, state = _duel_after_her_first_move(2, "A1")
    assert state.public["swap"] == {"cells": ["D1", "E1"], "secret": False}
    shown = _board_text(state)
    assert "Mister X swapped D1 and E1" in shown and "<> his last swap" in shown
    first_row = next(line for line in shown.splitlines() if line.startswith("1 "))
    assert first_row.split()[-2:] == ["<>▒", "<>▒"]   # D1 and E1, face down, marked
    assert _board_text(state, 40).count("<>▒") == 2


def test_a_black_ticket_swap_is_shown_as_made_but_not_where() -> None:
    # the rulebook: she looks away while he swaps on a black ticket
    app, state = _duel_after_her_first_move(1, "D1")
    assert state.public["swap"] == {"cells": [], "secret": True}
    shown = _board_text(state)
    assert "Mister X swapped two districts in secret" in shown and "<>" not in shown


def test_no_swap_is_shown_when_he_has_not_swapped_since_she_moved() -> None:
    app, state = _duel_after_her_first_move(3, "E1")   # a district where he does not swap
    assert state.public["swap"] is None
    assert "swapped" not in _board_text(state)
