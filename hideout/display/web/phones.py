"""Phones as controllers: their taps become commands for the same session the voices use.

A tap is as deliberate as a typed line and the phone asks "Eliminate France?" itself, so a
command from a phone is applied without the spoken confirmation. It is applied only for the
phone's own seat and only when that seat may do it now (its turn, a card in its hand).
"""

from __future__ import annotations

import threading
from typing import Any

from hideout.display import Table
from hideout.display.web.server import Refused, TableServer, WebDisplay
from hideout.engine.commands import Command, Confirm, command_from_json
from hideout.engine.errors import CommandError

#: What a phone may send: the game's own moves. Dialogue (yes, no, repeat) stays with voices.
PHONE_COMMANDS = {"destination-x": ("ask", "eliminate", "guess"), "duel": ("move", "action")}


class PushToTalk:
    """The phones' talk buttons. Until one is used the microphone listens all the time; once a
    table uses them it listens only while a button is held (loud rooms, people talking over)."""

    def __init__(self) -> None:
        self.used = False
        self._held: set[str] = set()
        self._lock = threading.Lock()
        self.on_release: list[Any] = []   # callables: a button let go ends the utterance now

    def set(self, seat: str, held: bool) -> None:
        with self._lock:
            self.used = True
            was_open = bool(self._held)
            (self._held.add if held else self._held.discard)(seat)
            released = was_open and not self._held
        if released:
            for callback in self.on_release:
                callback()

    def is_open(self) -> bool:
        with self._lock:
            return not self.used or bool(self._held)


class SessionController:
    """Carries out phones' commands through the session, one at a time with the other inputs."""

    def __init__(self, session: Any, table: Table, push_to_talk: PushToTalk | None = None,
                 plays_itself: bool = False) -> None:
        self.session = session
        self.table = table
        self.push_to_talk = push_to_talk
        self.plays_itself = plays_itself

    def act(self, seat: str, command_json: dict[str, Any]) -> list[str]:
        """:raises Refused: not this seat's move, or not a command at all (the message says which)."""
        if self.plays_itself:
            raise Refused("demo")
        game = self.session.adapter.game_id
        try:
            command = command_from_json(command_json, game)
        except CommandError as err:
            raise Refused("not_a_command", detail=str(err)) from None
        if command.type not in PHONE_COMMANDS.get(game, ()):
            raise Refused("not_from_a_phone", command=command.type)
        with self.table.turn():
            self._check_seat(seat, command)
            self.table.heard(seat, self._describe(command), "(phone)")
            self.session.pending, self.session.choices = None, ()
            reply = self.session.dispatch(command)
            if self.session.pending == command:
                reply = self.session.dispatch(Confirm())   # the phone asked already
            self.table.say(reply.lines)
            if reply.applied is not None:
                self.table.refresh()
            return list(reply.lines)

    @property
    def can_talk(self) -> bool:
        """A microphone listens while a phone holds "Hold to talk" (not in typed games or the demo)."""
        return self.push_to_talk is not None and not self.plays_itself

    def talk(self, seat: str, held: bool) -> None:
        if self.push_to_talk is None:
            raise Refused("no_microphone")
        self.push_to_talk.set(seat, held)

    def _check_seat(self, seat: str, command: Command) -> None:
        mine = self.table.state.seats.get(seat)
        if mine is None:
            raise Refused("no_such_seat", seat=seat)
        if self.session.adapter.game_id != "destination-x":
            return   # the Duel has one detective seat
        if command.type == "ask":
            if not mine["can_ask"]:
                raise Refused("not_your_turn_to_ask", seat=seat)
            if command.card not in {c["id"] for c in mine["hand"]}:  # type: ignore[attr-defined]
                raise Refused("not_your_card", seat=seat)
        elif command.type == "eliminate" and not mine["can_eliminate"]:
            raise Refused("not_your_turn_to_eliminate", seat=seat)
        elif command.type == "guess" and not mine["can_arrest"]:
            raise Refused("not_your_turn_to_arrest", seat=seat)

    def _describe(self, command: Command) -> str:
        question = self.session.adapter.confirmation_question(command)
        return str(question).rstrip("?").split("?")[0]


def serve_table(table: Table, session: Any, host: str, port: int, *,
                push_to_talk: PushToTalk | None = None, plays_itself: bool = False) -> TableServer:
    """Start the web view of ``table`` (a WebDisplay joins its displays).

    :raises OSError: the port is taken or the address cannot be bound (message says which).
    """
    display = WebDisplay()
    controller = SessionController(session, table, push_to_talk, plays_itself)
    seats = tuple(table.state.seats)
    server = TableServer(display, controller, seats, host=host, port=port)
    with table.turn():
        table.displays.append(display)
        display.show(table.state)
    server.start()
    table.note(f"table view: {server.url}   phones: {server.phone_url()}")
    if not server.phones_can_join:
        table.note("(phones on the local network can join when started with --host 0.0.0.0)")
    return server


def serve_new_game(players: tuple[str, ...] = ("Ann", "Ben", "Cho"), seed: int = 1, lang: str = "en",
                   host: str = "127.0.0.1", port: int = 0, **config: Any) -> tuple[Table, Any, TableServer]:
    """A new Destination X game served with no voice and nothing printed (tests, the bench, a look
    at the page): its table, session and running server (``port`` 0: any free port)."""
    import io

    from rich.console import Console

    from hideout.destination_x_app import DestinationXApp
    from hideout.display.terminal import TerminalDisplay
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.games import GAMES
    from hideout.session import Session

    app = DestinationXApp(DestinationXGame(GameConfig(players=players, seed=seed, **config)), lang=lang)
    session = Session(app, Matcher(game="destination-x", lang=lang), save_path=None, typed=True)
    table = Table(app, [TerminalDisplay(Console(file=io.StringIO(), width=80))],
                  label=GAMES["destination-x"].computer_label(lang))
    table.refresh()
    server = serve_table(table, session, host, port)
    table.say(app.intro())
    return table, session, server
