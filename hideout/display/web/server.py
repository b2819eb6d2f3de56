"""The web renderer and its HTTP server (see the package docstring for the routes)."""

from __future__ import annotations

import ipaddress
import json
import secrets
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from hideout.display.state import CAPTIONS_KEPT, Caption, TableState

STATIC = Path(__file__).resolve().parent / "static"
PAGES = {"/": "table.html", "/phone": "phone.html"}
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".json": "application/json", ".svg": "image/svg+xml",
         ".LICENSE": "text/plain; charset=utf-8"}
#: A stream sends a comment this often, so a dead connection is noticed and proxies keep it open.
KEEPALIVE_S = 15.0
DEFAULT_PORT = 8765


def page_words(lang: str) -> dict[str, Any]:
    """The pages' own words ("display" phrasebook) in ``lang`` (English for a language without
    phrasebooks), keys without the book's name: {"lang", "words": {"round": ..., "step.ask": ...}}."""
    from hideout.phrasebook import phrasebook

    try:
        book = phrasebook(lang)
    except ValueError:
        lang, book = "en", phrasebook("en")
    return {"lang": lang, "words": {k[len("display."):]: v for k, v in book.phrases.items()
                                    if k.startswith("display.")}}


class Refused(Exception):
    """A phone's request the game does not take. ``code`` names why: the phone is told in the
    game's language (``display.phone_refused.<code>`` in the phrasebooks, with ``params``)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code, self.params = code, params

    def text(self, lang: str) -> str:
        """The refusal in ``lang``: the table's language, always one a game is played in (the CLI
        and resumed saves admit no other), so its phrasebook is there.

        :raises ValueError: no phrasebooks for ``lang``.
        """
        from hideout.phrasebook import phrasebook

        return phrasebook(lang).text(f"display.phone_refused.{self.code}", **self.params)


class Controller(Protocol):
    """What phones may do, carried out by the session loop's owner (hideout/play.py)."""

    def act(self, seat: str, command: dict[str, Any]) -> list[str]: ...   # raises Refused
    def talk(self, seat: str, held: bool) -> None: ...
    @property
    def can_talk(self) -> bool: ...   # a microphone listens while a phone holds its button


class WebDisplay:
    """Keeps the latest table state for the server, and wakes the streams when it changes."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self.state: TableState | None = None
        self.captions: deque[Caption] = deque(maxlen=CAPTIONS_KEPT)
        self.version = 0
        self.closed = False

    def show(self, state: TableState) -> None:
        with self._changed:
            self.state = state
            self.version += 1
            self._changed.notify_all()

    def caption(self, caption: Caption) -> None:
        with self._changed:
            self.captions.append(caption)
            self.version += 1
            self._changed.notify_all()

    def note(self, text: str) -> None:
        pass  # the program's remarks to the host (which recogniser, ...) stay on the terminal

    def close(self) -> None:
        with self._changed:
            self.closed = True
            self._changed.notify_all()

    def public(self) -> dict[str, Any]:
        """The public state (shared/DESIGN.md): no hideout during a round, no hands."""
        with self._changed:
            if self.state is None:
                return {"version": self.version, "phase": "starting"}
            return {**self.state.public, "version": self.version,
                    "captions": [c.to_json() for c in self.captions]}

    def seat(self, seat: str) -> dict[str, Any] | None:
        with self._changed:
            return None if self.state is None else self.state.seats.get(seat)

    def updates(self, since: int, timeout: float) -> int | None:
        """Wait until the version passes ``since``; the new version, or None on timeout or close."""
        with self._changed:
            self._changed.wait_for(lambda: self.version > since or self.closed, timeout)
            return None if self.closed or self.version <= since else self.version


@dataclass
class Seats:
    """Which phone holds which seat. A token is a secret the phone keeps; a seat has one holder."""

    names: tuple[str, ...]

    def __post_init__(self) -> None:
        self._tokens: dict[str, str] = {}   # token -> seat
        self._lock = threading.Lock()

    def join(self, seat: str, token: str | None = None) -> str:
        with self._lock:
            if seat not in self.names:
                raise Refused("no_such_seat", seat=seat)
            if token is not None and self._tokens.get(token) == seat:
                return token                       # the same phone, back again
            if seat in self._tokens.values():
                raise Refused("seat_taken", seat=seat)
            fresh = secrets.token_urlsafe(16)
            self._tokens[fresh] = seat
            return fresh

    def leave(self, token: str) -> None:
        with self._lock:
            self._tokens.pop(token, None)

    def holder(self, token: str | None) -> str | None:
        with self._lock:
            return self._tokens.get(token or "")

    def taken(self) -> list[str]:
        with self._lock:
            return sorted(self._tokens.values())


def _loopback(name: str) -> bool:
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def lan_address() -> str | None:
    """This computer's address on its local network (the interface of its default route; no
    packet is sent), or None when it has none but loopback."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))   # TEST-NET-1: routed like any outside address
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if _loopback(address) or address == "0.0.0.0" else address


class TableServer:
    """Serves the table on ``host:port`` from a background thread. ``with`` stops it."""

    def __init__(self, display: WebDisplay, controller: Controller, seats: tuple[str, ...],
                 host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> None:
        self.display = display
        self.controller = controller
        self.seats = Seats(seats)
        self.httpd = _QuietServer((host, port), _handler(self))
        self.httpd.daemon_threads = True
        address = self.httpd.server_address
        self.host = address[0].decode() if isinstance(address[0], bytes) else str(address[0])
        self.port = int(address[1])
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="table-server", daemon=True)

    @property
    def url(self) -> str:
        host = "127.0.0.1" if self.host in ("0.0.0.0", "") else self.host
        return f"http://{host}:{self.port}/"

    @property
    def phones_can_join(self) -> bool:
        """Whether a phone on the network can reach this server: not when it serves this
        computer only (the default 127.0.0.1), whose QR code no phone can open."""
        return not _loopback(self.host)

    def phone_url(self, host_header: str | None = None) -> str:
        """Where a phone opens its page: the address the big screen was reached by, except that
        a big screen opened on this computer itself (localhost) names this computer's address on
        the local network when phones may join (``--host 0.0.0.0``): a phone cannot reach the
        host's "localhost"."""
        host = host_header or urlsplit(self.url).netloc
        if self.host in ("0.0.0.0", "", "::") and _loopback(urlsplit(f"http://{host}").hostname or ""):
            lan = lan_address()
            if lan is not None:
                host = f"{lan}:{self.port}"
        return f"http://{host}/phone"

    def start(self) -> TableServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.display.close()
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> TableServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that reloads or sleeps drops its connection mid-reply: not an error."""
        import sys

        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def _handler(server: TableServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "hideout"

        def log_message(self, format: str, *args: Any) -> None:
            pass  # the terminal is the game's; requests are not news

        # -- GET ---------------------------------------------------------------------------
        def do_GET(self) -> None:
            url = urlsplit(self.path)
            query = {k: v[-1] for k, v in parse_qs(url.query).items()}
            if url.path in PAGES:
                self._file(STATIC / PAGES[url.path])
            elif url.path.startswith("/static/"):
                self._static(url.path[len("/static/"):])
            elif url.path == "/state.json":
                self._json(server.display.public())
            elif url.path == "/events":
                self._stream(lambda: server.display.public())
            elif url.path == "/words.json":
                self._json(page_words(query.get("lang") or server.display.public().get("lang") or "en"))
            elif url.path == "/favicon.ico":
                self.send_response(HTTPStatus.NO_CONTENT)
                self.send_header("Content-Length", "0")
                self.end_headers()
            elif url.path == "/qr.svg":
                self._qr()
            elif url.path == "/join.json":   # the phone's address the QR code holds, as text
                self._json({"url": server.phone_url(self.headers.get("Host")),
                            "phones_can_join": server.phones_can_join})
            elif url.path == "/phone/seats":
                self._json({"seats": list(server.seats.names), "taken": server.seats.taken(),
                            "lang": server.display.public().get("lang", "en")})
            elif url.path == "/phone/me":
                seat = self._seat(query.get("token"))
                if seat is not None:
                    self._json(self._mine(seat))
            elif url.path == "/phone/events":
                seat = self._seat(query.get("token"))
                if seat is not None:
                    self._stream(lambda: self._mine(seat))
            else:
                self._error(HTTPStatus.NOT_FOUND, "no such page")

        def _mine(self, seat: str) -> dict[str, Any]:
            return {"public": server.display.public(), "seat": seat,
                    "mine": server.display.seat(seat), "taken": server.seats.taken(),
                    "can_talk": server.controller.can_talk}

        def _lang(self) -> str:
            return str(server.display.public().get("lang", "en"))

        def _static(self, name: str) -> None:
            path = (STATIC / name).resolve()
            if STATIC not in path.parents or not path.is_file():
                self._error(HTTPStatus.NOT_FOUND, "no such file")
                return
            self._file(path)

        def _file(self, path: Path) -> None:
            body = path.read_bytes()
            kind = next((t for ext, t in TYPES.items() if path.name.endswith(ext)), "application/octet-stream")
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-cache" if path.suffix in (".html", ".js", ".css") else "max-age=3600")
            self.end_headers()
            self.wfile.write(body)

        def _qr(self) -> None:
            import io

            import segno

            out = io.BytesIO()
            segno.make(server.phone_url(self.headers.get("Host")), error="m").save(
                out, kind="svg", scale=6, border=2, dark="#111", light="#fff")
            body = out.getvalue()
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "image/svg+xml")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _stream(self, snapshot: Callable[[], dict[str, Any]]) -> None:
            """Server-sent events: the whole state at once, then again at each change."""
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            version = server.display.version
            try:
                self._event(snapshot())
                while True:
                    newer = server.display.updates(version, KEEPALIVE_S)
                    if server.display.closed:
                        return
                    if newer is None:
                        self.wfile.write(b": keepalive\n\n")
                    else:
                        version = newer
                        self._event(snapshot())
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError, TimeoutError):
                return   # the browser went away; it reconnects by itself

        def _event(self, data: dict[str, Any]) -> None:
            self.wfile.write(b"data: " + json.dumps(data, ensure_ascii=False).encode() + b"\n\n")
            self.wfile.flush()

        # -- POST --------------------------------------------------------------------------
        def do_POST(self) -> None:
            path = urlsplit(self.path).path
            try:
                length = int(self.headers.get("Content-Length") or 0)
                if length > 10_000:
                    raise Refused("too_large")
                body = json.loads(self.rfile.read(length) or b"{}")
                if not isinstance(body, dict):
                    raise Refused("not_json")
                if path == "/phone/join":
                    token = server.seats.join(str(body.get("seat", "")), body.get("token"))
                    seat = server.seats.holder(token) or ""
                    self._json({"token": token, **self._mine(seat)})
                    return
                holder = self._seat(body.get("token"))
                if holder is None:
                    return
                seat = holder
                if path == "/phone/leave":
                    server.seats.leave(str(body.get("token")))
                    self._json({"ok": True})
                elif path == "/phone/act":
                    command = body.get("command")
                    if not isinstance(command, dict):
                        raise Refused("no_command")
                    self._json({"ok": True, "lines": server.controller.act(seat, command)})
                elif path == "/phone/talk":
                    server.controller.talk(seat, bool(body.get("held")))
                    self._json({"ok": True})
                else:
                    self._error(HTTPStatus.NOT_FOUND, "no such action")
            except Refused as err:
                self._error(HTTPStatus.CONFLICT, err.text(self._lang()))
            except (ValueError, UnicodeDecodeError):
                self._error(HTTPStatus.BAD_REQUEST, "send a JSON object")

        def _seat(self, token: Any) -> str | None:
            seat = server.seats.holder(str(token) if token else None)
            if seat is None:
                self._error(HTTPStatus.FORBIDDEN, "this phone has no seat: join first")
            return seat

        def _json(self, data: Any, status: HTTPStatus = HTTPStatus.OK) -> None:
            body = json.dumps(data, ensure_ascii=False).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)

        def _error(self, status: HTTPStatus, message: str) -> None:
            self._json({"error": message}, status)

    return Handler

