"""The ``hideout`` command line (see DESIGN.md, "CLI contract").

Each subcommand is a thin shell over the layers: it parses arguments, builds the
parts, and prints; the work is done in engine/, grammar/, voice/ and the session.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import queue
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Sequence

from hideout.games import DEFAULT_GAME, GAMES, LANGUAGES, UnsupportedLanguage, game_entry
from hideout.voice.factory import RECOGNISERS, RecogniserChoice

if TYPE_CHECKING:   # voice.checked loads the recognisers' libraries; only its type is needed here
    from hideout.voice.checked import Ear


def _table_arg(value: str) -> tuple[str, ...]:
    return tuple(v.strip().upper() for v in value.split(",") if v.strip())


class _LangGiven(argparse.Action):
    """``--lang`` that remembers it was given (``args.lang_given``): a resumed game speaks the
    language it was saved in unless the command line asks for another."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)
        namespace.lang_given = True


def _add_common(p: argparse.ArgumentParser, *, table: bool = True) -> None:
    p.add_argument("--game", choices=list(GAMES), default=DEFAULT_GAME)
    p.add_argument("--lang", choices=LANGUAGES, default="en")
    if table:
        p.add_argument("--table", type=_table_arg, default=(),
                       help="destination ids face up, e.g. FRA,DEU,BRA (restricts eliminations and arrests)")
    p.add_argument("--awaiting", choices=("confirmation", "choice"), default=None,
                   help='what the game has just asked: "Eliminate Brazil?" (confirmation) or '
                        '"Niger or Nigeria?" (choice)')
    _add_address(p)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--jsonl", action="store_true", help="batch: read one JSON object per line from stdin")


def _add_address(p: argparse.ArgumentParser) -> None:
    p.add_argument("--address-word", default=None, metavar="WORD",
                   help='loud-table mode: act only on what opens with WORD ("spy, what is the population"), '
                        "or answers a question the game has just asked")
    p.add_argument("--address-mode", action="store_true",
                   help='the loud-table mode with the game\'s own word ("spy", "스파이", "Mister X")')


def address_given(args: argparse.Namespace) -> str | None:
    """The address word asked for on the command line: a word, "" for the game's own, None for
    the mode off (hideout.phrasebook.address_word resolves it)."""
    word: str | None = getattr(args, "address_word", None)
    return word if word is not None else "" if getattr(args, "address_mode", False) else None


def _add_voice(p: argparse.ArgumentParser) -> None:
    p.add_argument("--voice", choices=("auto", "neural", "espeak"), default="auto",
                   help="the computer's voice: neural (offline Kokoro voice, English), espeak (espeak-ng), "
                        "auto (neural when installed and the language has it)")


def whole_number(noun: str, kind: str, low: int, high: int | None, bounds: str) -> Callable[[str], int]:
    """An argparse type for a whole number from ``low`` to ``high`` (None: no top): anything else
    is a usage error, "not a {kind}" or "a {noun} is {bounds}" ("0 or more")."""
    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a {kind}: {text!r}") from None
        if number < low or (high is not None and number > high):
            raise argparse.ArgumentTypeError(f"a {noun} is {bounds}, not {number}")
        return number
    return parse


#: A seed, 0 or more: Python's random takes a negative seed's absolute value, so -1 would replay
#: seed 1's game under another name.
seed_number = whole_number("seed", "whole number", 0, None, "0 or more")
#: A TCP port (0: any free one).
port_number = whole_number("port", "port number", 0, 65535, "0 to 65535")


def player_names(text: str) -> str:
    """``--players`` as given, once it names someone: ",," or "" named no one and quietly
    started the default players, so argparse refuses it like any bad option."""
    if not any(name.strip() for name in text.split(",")):
        raise argparse.ArgumentTypeError(f'names no one: {text!r}; give names between commas, like "Ann,Ben,Cho"')
    return text


def _add_web(p: argparse.ArgumentParser) -> None:
    p.add_argument("--web", action="store_true", help="serve the table view: a big-screen page with a map, phones as controllers")
    p.add_argument("--port", type=port_number, default=8765, help="the table view's port (default 8765)")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to serve on (default 127.0.0.1, this computer only; 0.0.0.0 lets phones on the local network join)")


def _add_levels(play: argparse.ArgumentParser) -> None:
    """``play``'s computer levels, described by the engines."""
    from hideout.engine.destination_x.config import SPY_STRATEGIES
    from hideout.engine.destination_x.spy import level_help as spy_levels
    from hideout.engine.duel.mister_x import ALIASES as MISTER_X_ALIASES
    from hideout.engine.duel.mister_x import level_help as mister_x_levels

    play.add_argument("--spy", choices=SPY_STRATEGIES, default=None, metavar="{easy,normal,hard}",
                      help="the spy's level (default hard; on --resume the saved game's, unless given: then it plays on at the level given, and says so): " + spy_levels().replace("%", "%%"))
    play.add_argument("--mister-x", choices=tuple(MISTER_X_ALIASES) + tuple(MISTER_X_ALIASES.values()),
                      default=None, metavar="{" + ",".join(MISTER_X_ALIASES) + "}",
                      help="Mister X's level (duel; default hard; on --resume the saved game's, unless given: then he plays on at the level given, and says so): " + mister_x_levels().replace("%", "%%"))


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; given the ``command`` about to run, the others' options that
    need the engines to describe them are left out (`hideout hear` need not import the duel's
    Mister X to start: a twentieth of its start-up)."""
    parser = argparse.ArgumentParser(prog="hideout", description="Offline voice game master: Destination X and Scotland Yard Duel.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="play a whole game, by voice (or typed with --text)")
    play.add_argument("game", nargs="?", choices=list(GAMES), default=DEFAULT_GAME)
    play.add_argument("--text", action="store_true", help="type commands instead of speaking")
    play.add_argument("--lang", choices=LANGUAGES, default="en", action=_LangGiven,
                      help="the game's language (default en; with --resume, the saved game's)")
    play.add_argument("--players", type=player_names, default=None, help='detectives, clockwise from the spy\'s left: "Ann,Ben,Cho"')
    play.add_argument("--resume", action="store_true", help="continue the saved game")
    play.add_argument("--save", default=None, help="save file (default: in the user data folder)")
    play.add_argument("--seed", type=seed_number, default=None,
                      help="replay a whole game (a whole number, 0 or more): the same destinations and informant cards, and the computer "
                           "hides and plays alike for the same moves (the spy's hideout in every round; the duel: "
                           "Mister X's London and his swaps). Whoever has played a seed can know where it hides: "
                           "leave it out for a fresh game")
    if command in (None, "play"):
        _add_levels(play)
    play.add_argument("--open-cards", action="store_true", default=None, help="variant: 4 face-up informant cards")
    play.add_argument("--destinations", type=int, choices=(6, 8, 10), default=6, help="variant The World Is Too Small: 8 or 10")
    play.add_argument("--true-detective", default="none", help='variant: "all", or red cards to use, e.g. "traffic,coastline"')
    play.add_argument("--gaining-knowledge", action="store_true", help="variant: answers give the full information")
    play.add_argument("--physical", action="store_true", help="you own the printed game: tell the spy the dealt destinations and played cards")
    play.add_argument("--no-confirm", action="store_true", help="do not ask before eliminations and arrests")
    play.add_argument("--recogniser", choices=RECOGNISERS, default=None)
    play.add_argument("--model", default=None, help="Vosk model folder")
    play.add_argument("--quiet", action="store_true", help="print only; do not speak")
    _add_address(play)
    _add_web(play)
    _add_voice(play)

    demo = sub.add_parser("demo", help="a self-playing game: synthetic detective voices through the real recogniser")
    demo.add_argument("game", nargs="?", choices=list(GAMES), default=DEFAULT_GAME)
    demo.add_argument("--lang", choices=LANGUAGES, default="en")
    demo.add_argument("--seed", type=seed_number, default=7, help="the demo's game (a whole number, 0 or more)")
    demo.add_argument("--recogniser", choices=RECOGNISERS, default=None)
    demo.add_argument("--model", default=None)
    demo.add_argument("--rounds", type=int, default=0, help="stop after this many rounds (0 = whole game)")
    demo.add_argument("--speak", action="store_true", help="also play the spy's voice on the speakers")
    _add_web(demo)
    _add_voice(demo)

    parse = sub.add_parser("parse", help="the matcher alone: text -> command")
    _add_common(parse)
    parse.add_argument("text", nargs="*")

    hear = sub.add_parser("hear", help="recogniser + matcher on a WAV recording")
    _add_common(hear)
    hear.add_argument("--recogniser", choices=RECOGNISERS, default=None)
    hear.add_argument("--model", default=None)
    hear.add_argument("audio", nargs="?")

    hb = sub.add_parser("handbook", help="a destination's handbook page (all with no id)")
    # a name of several words need not be quoted: "hideout handbook south korea"
    hb.add_argument("id", nargs="*", metavar="ID", help="an id (FRA) or a name (France, south korea, 프랑스)")
    hb.add_argument("--lang", choices=LANGUAGES, default="en")
    hb.add_argument("--json", action="store_true")

    models = sub.add_parser("models", help="list, locate and download recogniser models")
    models.add_argument("action", choices=("list", "where", "download"))
    models.add_argument("lang", nargs="?", default="en")
    models.add_argument("--url", default=None, help="download from this address instead")
    models.add_argument("--sha256", default=None, help="expected checksum of the archive")

    dev = sub.add_parser("devices", help="list audio devices")
    dev.add_argument("--has-input", action="store_true", help="exit 0 if a microphone exists, 1 otherwise")
    return parser


#: numpy's OpenBLAS worker threads spin for 2**28 cycles (about 0.1 s) after each product,
#: waiting for the next. Beside the recognisers' own threads on two cores that spinning is taken
#: from them (after Whisper's features: 54 ms of CPU per clip of `hideout hear --jsonl` on an
#: idle machine, a sixth of the run), so they sleep at once instead (OpenBLAS's floor, 2**4
#: cycles). The products are split between the same threads as before, so the numbers are the
#: same. Read when numpy is first imported: set before.
BLAS_THREAD_TIMEOUT = "4"


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", BLAS_THREAD_TIMEOUT)
    given = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(next((word for word in given if not word.startswith("-")), None))
    args = parser.parse_args(given)
    if args.version:
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(f"hideout {version('hideout-game')}")
        except PackageNotFoundError:
            print("hideout (not installed)")
        return 0
    if args.command is None:
        parser.print_help()
        return 2
    handler = globals()[f"cmd_{args.command}"]
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        print("\nstopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`hideout handbook --json | head`): nothing left to say to it.
        # Point stdout at /dev/null so the interpreter's final flush does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


# --- play, demo ---------------------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    from hideout.play import play

    return play(args)


def cmd_demo(args: argparse.Namespace) -> int:
    try:
        entry = game_entry(args.game, args.lang)
    except UnsupportedLanguage as err:
        print(f"hideout demo: {err.said_in(args.lang)}", file=sys.stderr)
        return 2
    from hideout.voice.whisper import WhisperUnavailable

    try:
        return entry.demo_runner()(args)
    except WhisperUnavailable as err:   # its weights load while the demo starts: damaged ones fail at the first line
        print(f"hideout demo: {err}", file=sys.stderr)
        return 1


# --- batch input (parse --jsonl, hear --jsonl) ---------------------------------------------------

class BadRequest(ValueError):
    """One batch line that cannot be served; its message becomes that line's "error"."""


def _table_value(value: Any) -> tuple[str, ...]:
    """A line's table: a list of ids, or one comma-separated string ("BRA" is one id)."""
    if isinstance(value, str):
        return _table_arg(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(v.strip().upper() for v in value if v.strip())
    raise BadRequest(f'"table" must be a list of destination ids or one string, got {_short(value)}')


def known_table(game: str, table: tuple[str, ...]) -> tuple[str, ...]:
    """``table`` when every id names a destination of Destination X (other games have no table).

    :raises BadRequest: ids the handbook does not hold ("GER": Germany is DEU), named; matched
        without them, a command naming one would be refused with no reason given."""
    if game != "destination-x" or not table:
        return table
    from hideout.data.handbook import load_handbook

    handbook = load_handbook()
    unknown = [ident for ident in table if ident not in handbook]
    if unknown:
        raise BadRequest(f"no destination has the id {', '.join(unknown)} (ISO 3166-1 alpha-3, "
                         f"e.g. DEU for Germany; Kosovo XKX; `hideout handbook` lists them)")
    return table


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 60 else text[:57] + "..."


def _field(req: dict[str, Any], key: str, default: str, allowed: Sequence[str]) -> str:
    value = req.get(key, default)
    if value not in allowed:
        raise BadRequest(f'"{key}" must be one of {", ".join(allowed)}, got {_short(value)}')
    return str(value)


def _text(value: Any, key: str) -> str:
    if not isinstance(value, str):
        raise BadRequest(f'"{key}" must be a string, got {_short(value)}')
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise BadRequest(f'"{key}" holds an unpaired surrogate (\\u{ord(value[_surrogate_at(value)]):04x})') from None
    return value


def _surrogate_at(text: str) -> int:
    return next(i for i, ch in enumerate(text) if 0xD800 <= ord(ch) <= 0xDFFF)


def _requests() -> Iterator[dict[str, Any] | BadRequest]:
    """Standard input's lines as request objects, or the reason a line is none."""
    # Bytes, so that a line that is not UTF-8 is one bad line rather than the end of the batch
    # (a text stream handed in by a caller is read as it is).
    source = getattr(sys.stdin, "buffer", sys.stdin)
    for number, raw in enumerate(source, start=1):
        try:
            line = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        except UnicodeDecodeError as err:
            yield BadRequest(f"line {number} is not UTF-8 (byte {err.start})")
            continue
        if not line.strip():
            continue
        try:
            req = json.loads(line)
        except json.JSONDecodeError as err:
            yield BadRequest(f"line {number} is not JSON ({err.msg} at column {err.colno})")
            continue
        except RecursionError:
            yield BadRequest(f"line {number} is nested too deeply")
            continue
        if not isinstance(req, dict):
            yield BadRequest(f"line {number} is a JSON {type(req).__name__}, not an object")
            continue
        yield req


def _emit(out: dict[str, Any]) -> None:
    try:
        text = json.dumps(out, ensure_ascii=False)
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(out, ensure_ascii=True)
    print(text, flush=True)


class _ReadAhead:
    """The request lines, read in a thread as they come, so that the line after the one being
    served can be looked at (``waiting``) without waiting for it: a caller that sends one line
    and waits for its answer is answered as before."""

    _END = object()

    def __init__(self, lines: Iterator[dict[str, Any] | BadRequest]) -> None:
        self._queue: queue.Queue[Any] = queue.Queue()
        self._held: list[Any] = []

        def read() -> None:
            try:
                for line in lines:
                    self._queue.put(line)
            except BaseException as err:  # noqa: BLE001 - handed to the reader, raised there
                self._queue.put(err)
            self._queue.put(self._END)

        threading.Thread(target=read, name="request-lines", daemon=True).start()

    def __iter__(self) -> Iterator[dict[str, Any] | BadRequest]:
        while True:
            item = self._held.pop(0) if self._held else self._queue.get()
            if item is self._END:
                return
            if isinstance(item, BaseException) and not isinstance(item, BadRequest):
                raise item
            yield item

    def waiting(self) -> dict[str, Any] | None:
        """The next request if it has already been read (None if not, or if it is no request)."""
        if not self._held:
            try:
                self._held.append(self._queue.get_nowait())
            except queue.Empty:
                return None
        item = self._held[0]
        return item if isinstance(item, dict) else None


#: What serves a batch line: its result, or a function that gives it once its work is done (the
#: next line is begun meanwhile: hideout.listening.Listener.begin).
Answer = dict[str, Any] | Callable[[], dict[str, Any]]


def _answered(serve: Callable[[], Answer]) -> Answer:
    """``serve()``, with a failure as an "error" result of its own (also when a deferred result is
    finally asked for): a bad line must not lose the lines after it."""
    def guarded(call: Callable[[], Answer]) -> Answer:
        try:
            return call()
        except (BadRequest, OSError, ValueError) as err:
            return {"error": _one_line(f"bad request line: {err}")}
        except Exception as err:  # noqa: BLE001 - one line's failure must not lose the lines after it
            return {"error": _one_line(f"could not serve this line: {type(err).__name__}: {err}")}

    out = guarded(serve)
    if callable(out):
        later = out
        return lambda: guarded(later)  # type: ignore[return-value]
    return out


class _InOrder:
    """Writes the results in the order of their lines, each as soon as it is done: a thread waits
    for the results still being worked out (their functions), so the thread that serves can begin
    the next line meanwhile. At most one result waits behind the one being written (``put``
    blocks): each holds its recording until it is done, so the serving thread may run only a line
    or two ahead, however long the batch and however much faster the grammar recogniser is."""

    _END = object()

    def __init__(self) -> None:
        self._queue: queue.Queue[Any] = queue.Queue(maxsize=1)
        self.failed: BaseException | None = None
        self._thread = threading.Thread(target=self._write, name="results", daemon=True)
        self._thread.start()

    def _write(self) -> None:
        while (item := self._queue.get()) is not self._END:
            if self.failed is not None:
                continue
            try:
                _emit(item() if callable(item) else item)
            except BaseException as err:  # noqa: BLE001 - raised again by the serving thread (close)
                self.failed = err

    def put(self, out: Answer) -> None:
        if self.failed is not None:
            raise self.failed
        self._queue.put(out)

    def close(self) -> None:
        """Wait until every result is written; raise what stopped the writing, if anything did."""
        self._queue.put(self._END)
        self._thread.join()
        if self.failed is not None:
            raise self.failed


def _batch(serve: Callable[[dict[str, Any]], Answer],
           prepare: Callable[[dict[str, Any]], None] | None = None) -> int:
    """Serve each request line; a bad line gets an "error" result of its own and the batch goes on.
    ``prepare``: told of the next request, if it is already there, before this one is served.
    ``serve`` may defer a result (a function that gives it): it is written, in order, once done."""
    lines = _requests() if prepare is None else _ReadAhead(_requests())
    writer = _InOrder()
    try:
        for req in lines:
            if isinstance(req, BadRequest):
                writer.put({"error": f"bad request line: {req}"})
                continue
            if isinstance(lines, _ReadAhead) and prepare is not None:
                following = lines.waiting()
                if following is not None:
                    try:
                        prepare(following)
                    except Exception:  # noqa: BLE001 - only a head start: serving it says what is wrong
                        pass
            writer.put(_answered(lambda: serve(req)))  # noqa: B023 - called at once
    finally:
        writer.close()
    return 0


def _one_line(message: str, limit: int = 300) -> str:
    """An error as one short line, however long the value it quotes."""
    flat = " ".join(message.split())
    return flat if len(flat) <= limit else flat[:limit - 3] + "..."


# --- parse -------------------------------------------------------------------------------------

def _line_setting(req: dict[str, Any], args: argparse.Namespace) -> tuple[str, str, tuple[str, ...]]:
    """A request line's game, language and table; the command line's where the line gives none.

    :raises BadRequest: a field that is not one of its values."""
    game, lang = _field(req, "game", args.game, list(GAMES)), _field(req, "lang", args.lang, LANGUAGES)
    table = _table_value(req["table"]) if "table" in req else args.table
    return game, lang, known_table(game, table)


def _line_address(req: dict[str, Any], game: str, lang: str, args: argparse.Namespace) -> str:
    """A batch line's address word: ``"address_word"``: a word, true for the game's own, null
    for the mode off; absent: the command line's."""
    from hideout.phrasebook import address_word

    value = req.get("address_word", address_given(args))
    if value is True:
        value = ""
    if value is False:
        value = None
    if value is not None and not isinstance(value, str):
        raise BadRequest(f'"address_word" must be a word, true or null, got {_short(value)}')
    return address_word(game, lang, value)


def _parsed(matcher: Any, text: str, context: Any, awaiting: Any) -> dict[str, Any]:
    """The matcher's reading of typed ``text`` and what a game would do with it."""
    from dataclasses import replace

    from hideout.policy import decide

    typed = replace(context, typed=True)
    # an act without its destination ("eliminate") is asked which one, as the typed game does
    result = matcher.with_bare_act(matcher.match(text, typed), typed)
    return {**result.to_json(), **decide(result, awaiting).to_json()}


def _no_command(out: dict[str, Any]) -> str:
    """A result without a command, in words: an act said without its destination says so."""
    return f"{out['bare_act']}, no destination" if out.get("bare_act") else "no command"


def cmd_parse(args: argparse.Namespace) -> int:
    from hideout.grammar.matcher import Matcher
    from hideout.listening import table_context
    from hideout.policy import check_awaiting

    matchers: dict[tuple[str, str], Matcher] = {}

    def matcher(game: str, lang: str) -> Matcher:
        if (game, lang) not in matchers:
            game_entry(game, lang)  # a clear error for a game or language that does not exist
            matchers[(game, lang)] = Matcher(game=game, lang=lang)
        return matchers[(game, lang)]

    def serve(req: dict[str, Any]) -> dict[str, Any]:
        game, lang, table = _line_setting(req, args)
        if "text" not in req:
            raise BadRequest('the line has no "text"')
        text = _text(req["text"], "text")
        try:
            awaiting = check_awaiting(req.get("awaiting", args.awaiting))
            address = _line_address(req, game, lang, args)
            return _parsed(matcher(game, lang), text, table_context(game, lang, table, awaiting, address_word=address), awaiting)
        except (ValueError, UnsupportedLanguage) as err:
            raise BadRequest(str(err)) from None

    if args.jsonl:
        return _batch(serve)
    text = " ".join(args.text)
    if not text:
        print("hideout parse: give the text to match, or --jsonl", file=sys.stderr)
        return 2
    try:
        known_table(args.game, args.table)
        address = _line_address({}, args.game, args.lang, args)
        out = _parsed(matcher(args.game, args.lang), text,
                      table_context(args.game, args.lang, args.table, args.awaiting, address_word=address), args.awaiting)
    except (UnsupportedLanguage, ValueError) as err:
        print(f"hideout parse: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        cmd = out.get("command")
        print(f"{text!r} -> {json.dumps(cmd, ensure_ascii=False) if cmd else _no_command(out)}"
              f" (score {out.get('score', 0):.0f}{', ' + out['reason'] if out.get('reason') and not cmd else ''};"
              f" {out['action']}{', not addressed' if out.get('addressed') is False else ''})")
    return 0


# --- hear --------------------------------------------------------------------------------------

def cmd_hear(args: argparse.Namespace) -> int:
    from hideout.policy import check_awaiting
    from hideout.voice.audio import AudioFileError, wav_info

    if not args.jsonl:
        if not args.audio:
            print("hideout hear: give a WAV file, or --jsonl", file=sys.stderr)
            return 2
        try:
            known_table(args.game, args.table)
        except BadRequest as err:
            print(f"hideout hear: {err}", file=sys.stderr)
            return 2
        try:
            wav_info(args.audio)   # a file that cannot be heard is said at once, before any model loads
        except AudioFileError as err:
            print(f"hideout hear: cannot hear {args.audio}: {err}", file=sys.stderr)
            return 1
    from hideout.listening import NoRecogniser, choose_recogniser

    try:
        # a batch keeps both cores busy (PocketSphinx here, Whisper and the front end beside it):
        # Whisper's second thread would only add its synchronisation (same readings, 8% less CPU)
        chosen = choose_recogniser(args.lang, args.recogniser, args.model,
                                   whisper_threads=1 if args.jsonl else None)
    except NoRecogniser as err:
        print(f"hideout hear: {err}", file=sys.stderr)
        return 1
    if not (args.json or args.jsonl):
        print(f"[{chosen.note}]", file=sys.stderr)
    hear_one = _Hearer(chosen, args.lang)

    def serve(req: dict[str, Any]) -> Answer:
        if "audio" not in req:
            raise BadRequest('the line has no "audio"')
        path = _text(req["audio"], "audio")
        game, lang, table = _line_setting(req, args)
        try:
            return hear_one.begin(path, game, lang, table, check_awaiting(req.get("awaiting", args.awaiting)),
                                  _line_address(req, game, lang, args))
        except AudioFileError as err:
            raise BadRequest(f"cannot hear {path}: {err}") from None
        except (ValueError, UnsupportedLanguage) as err:
            raise BadRequest(str(err)) from None

    def prepare(req: dict[str, Any]) -> None:
        game, lang, table = _line_setting(req, args)
        hear_one.prepare(_text(req["audio"], "audio"), game, lang, table,
                         check_awaiting(req.get("awaiting", args.awaiting)), _line_address(req, game, lang, args))

    if args.jsonl:
        try:
            return _batch(serve, prepare)
        finally:
            hear_one.close()
    from hideout.voice.whisper import WhisperUnavailable

    try:
        out = hear_one(args.audio, args.game, args.lang, args.table, args.awaiting,
                       _line_address({}, args.game, args.lang, args))
    except (AudioFileError, BadRequest, UnsupportedLanguage, ValueError) as err:
        print(f"hideout hear: cannot hear {args.audio}: {err}", file=sys.stderr)
        return 1
    except WhisperUnavailable as err:   # Whisper alone, its weights (loaded meanwhile) damaged
        print(f"hideout hear: {err}", file=sys.stderr)
        return 1
    finally:
        hear_one.close()
    if args.json:
        _emit(out)
    else:
        cmd = out["command"]
        print(f"heard {out['transcript']!r} -> {json.dumps(cmd, ensure_ascii=False) if cmd else _no_command(out)}"
              f" ({out['action']}{', not addressed' if out.get('addressed') is False else ''},"
              f" confidence {out['confidence']:.2f}; {out['decode_ms']:.0f} ms after"
              f" {out['audio_ms']:.0f} ms of audio)")
    return 0


#: what `hideout hear` prints on standard error when an ear goes off (voice.checked.Ear -> words)
HEAR_EAR_OFF: dict[Ear, str] = {"second": "the second opinion is off, hearing with PocketSphinx alone",
                                "third": "the third ear is off, hearing with PocketSphinx and Whisper"}


class _Hearer:
    """Recogniser, matcher and policy on WAV files (through :class:`hideout.listening.Listener`).

    A recording no longer than the microphone's longest utterance is decoded whole. A longer
    one is heard the way the microphone hears a room: streamed through the same segmenter, each
    utterance decoded on its own, so memory stays that of one utterance however long the file;
    the result is the first utterance that carries a command (all are listed in "segments").
    """

    def __init__(self, chosen: RecogniserChoice, lang: str) -> None:
        from hideout.listening import Listener

        self.chosen, self.lang = chosen, lang
        # a file is known whole before it is heard: a second opinion starts on it at once
        self.listener = Listener(chosen.recogniser, lang, ahead=True)
        self._frozen = False

    def prepare(self, path: str, game: str, lang: str, table: tuple[str, ...], awaiting: Any = None,
                address: str = "") -> None:
        """``path`` will be heard after the next file, in ``game`` at ``table``: a short one is
        read now and the recogniser told (Listener.hear_later)."""
        from hideout.voice.audio import iter_wav, wav_info
        from hideout.voice.microphone import VadConfig

        if lang == self.lang and wav_info(path).duration_ms <= VadConfig().max_ms:
            game_entry(game, lang)
            self.listener.hear_later(b"".join(iter_wav(path)), game, table, awaiting, address_word=address)

    def close(self) -> None:
        close = getattr(self.chosen.recogniser, "close", None)
        if close is not None:
            close()

    def __call__(self, path: str, game: str, lang: str, table: tuple[str, ...],
                 awaiting: Any = None, address: str = "") -> dict[str, Any]:
        return self.begin(path, game, lang, table, awaiting, address)()

    def begin(self, path: str, game: str, lang: str, table: tuple[str, ...],
              awaiting: Any = None, address: str = "") -> Callable[[], dict[str, Any]]:
        """Hear ``path``: a file short enough to be one utterance is decoded now and its second
        opinion weighed while the next file begins (Listener.begin); the returned function gives
        the result. A longer one is heard whole now."""
        from hideout.voice.audio import iter_wav, wav_info
        from hideout.voice.microphone import VadConfig

        if lang != self.lang:
            raise BadRequest(f"this run's recogniser is for {self.lang!r}, the line asks for {lang!r}")
        game_entry(game, lang)  # a clear error for a game or language that does not exist
        info = wav_info(path)
        if info.duration_ms <= VadConfig().max_ms:
            heard = self.listener.begin(b"".join(iter_wav(path)), game, table, awaiting, address_word=address)
            result: Callable[[], dict[str, Any]] = lambda: self._one(path, heard())  # noqa: E731
        else:
            whole = self._result(path, game, table, awaiting, self._segments(iter_wav(path)), address)
            result = lambda: whole  # noqa: E731
        if not self._frozen:
            # the models, the matcher and the grammar's caches, built for the first file, last the
            # run: the collector need not scan them again for every file (2-3% of a batch)
            gc.freeze()
            self._frozen = True
        return result

    @staticmethod
    def _segments(blocks: Iterator[bytes]) -> Iterator[tuple[float, bytes]]:
        """(start in ms, PCM) of each utterance the microphone's segmenter finds in the blocks."""
        from hideout.voice.denoise import voice_detector
        from hideout.voice.microphone import EnergySegmenter

        detector = voice_detector()
        segmenter = EnergySegmenter(voice=None if detector is None else detector.probability)
        frame_bytes, held, done = segmenter.frame_bytes, b"", 0
        for block in blocks:
            held += block
            usable = len(held) - len(held) % frame_bytes
            for offset in range(0, usable, frame_bytes):
                utterance = segmenter.feed(held[offset:offset + frame_bytes])
                done += frame_bytes
                if utterance is not None:
                    yield 1000.0 * (done - len(utterance)) / 32000, utterance
            held = held[usable:]
        last = segmenter.flush()
        if last is not None:
            yield 1000.0 * (done - len(last)) / 32000, last

    def _one(self, path: str, heard: Any) -> dict[str, Any]:
        """The result line of one utterance (a hideout.listening.Heard) of ``path``. A second
        opinion found unable to run while it was heard (voice.checked: damaged Whisper weights)
        is said once, on standard error: this and later files are heard by the first alone."""
        for ear, off in HEAR_EAR_OFF.items():
            why = self.chosen.ear_lost(ear)
            if why is not None:
                print(f"hideout hear: {off}: {why}", file=sys.stderr)
        return {"audio": path, **heard.to_json(), "recogniser": self.chosen.recogniser.name}

    def _result(self, path: str, game: str, table: tuple[str, ...], awaiting: Any,
                pieces: Any, address: str = "") -> dict[str, Any]:
        """The result over all pieces (utterances) of ``path``: the first that carries a command,
        else the last, with the list of them all ("segments")."""
        results = []
        for start_ms, pcm in pieces:
            heard = self.listener.hear(pcm, game, table, awaiting, address_word=address)
            results.append({**self._one(path, heard), "start_ms": round(start_ms, 1)})
        if not results:
            empty: dict[str, Any] = {"audio": path, "transcript": "", "command": None, "score": 0.0,
                     "reason": "no speech heard", "alternatives": [], "ambiguous": False,
                     "action": "ignore", "confidence": 0.0, "decode_ms": 0.0, "audio_ms": 0.0,
                     "recogniser": self.chosen.recogniser.name}
            return {**empty, "segments": []}
        chosen = next((r for r in results if r["command"] is not None), results[-1])
        return {**{k: v for k, v in chosen.items() if k != "start_ms"},
                "segments": [{k: r[k] for k in ("start_ms", "audio_ms", "transcript", "command")}
                             for r in results]}


# --- models, devices -----------------------------------------------------------------------------

#: The ears, as `hideout models list` names them, that each recogniser choice listens with.
EARS = {"vosk": ("Vosk",), "sphinx": ("PocketSphinx US English",), "whisper": ("Whisper tiny.en",),
        "sphinx+whisper": ("PocketSphinx US English", "Whisper tiny.en"),
        "sphinx+whisper+moonshine": ("PocketSphinx US English", "Whisper tiny.en", "Moonshine base")}


def cmd_models(args: argparse.Namespace) -> int:
    from hideout.voice.models import run

    code = run(args.action, args.lang, url=args.url, sha256=args.sha256, error_prefix="hideout models")
    if args.action == "list" and code == 0:
        print(listening_by_default())
    return code


def listening_by_default() -> str:
    """Which ears each language hears with when no --recogniser is given, and how to pick others."""
    from hideout.games import LANGUAGES
    from hideout.listening import default_recogniser
    from hideout.voice.models import list_ears, list_models

    missing = {ear.name for ear in list_ears() if ear.path is None}
    lines = []
    for lang in LANGUAGES:
        no_vosk = any(model.lang == lang and model.path is None for model in list_models())
        ears = EARS[default_recogniser(lang)]
        heard = [ear for ear in ears if ear not in missing and not (ear == "Vosk" and no_vosk)]
        lost = [ear for ear in ears if ear not in heard]
        said = " + ".join(heard) if heard else "nothing"
        lines.append(f"{lang} listens with {said} by default" + (f" ({', '.join(lost)} missing)" if lost else ""))
    return "\n".join(lines) + "\n(hideout play --recogniser chooses: " + ", ".join(EARS) + \
        "; --model DIR listens with that Vosk model)"


def cmd_devices(args: argparse.Namespace) -> int:
    try:
        import sounddevice
        devices = sounddevice.query_devices()
    except Exception as err:  # noqa: BLE001 - no PortAudio at all is an answer too
        print(f"no audio devices: {err}")
        return 1
    inputs = [d for d in devices if d["max_input_channels"] > 0]
    if not args.has_input:
        # PortAudio's own listing, which is an empty line when the machine has no device at all
        print(devices if len(devices) else "no audio devices (PortAudio found none): play with --text")
    elif inputs:
        print(f"{len(inputs)} input device(s)")
    else:
        print("no input device")
    return 0 if inputs or not args.has_input else 1


# --- handbook ----------------------------------------------------------------------------------

def cmd_handbook(args: argparse.Namespace) -> int:
    from hideout.data.handbook import load_handbook
    from hideout.handbook_page import page_json, print_page

    handbook = load_handbook()
    args.id = " ".join(args.id)
    if args.id:
        key = args.id.upper()
        if key not in handbook:
            found = handbook.ids_for_name(args.id, "en") or handbook.ids_for_name(args.id, "ko")
            if len(found) != 1:
                msg = (f"{args.id!r} could be {', '.join(handbook[i].name for i in found)}: give the id"
                       if found else f"no destination called {args.id!r} in the handbook")
                print(json.dumps({"error": msg}) if args.json else msg, file=sys.stderr)
                return 1
            key = found[0]
        dests = [handbook[key]]
    else:
        dests = list(handbook)
    if args.json:
        out: Any = page_json(dests[0]) if args.id else [page_json(d) for d in dests]
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    from rich.console import Console

    console = Console()
    for dest in dests:
        print_page(console, dest, handbook, args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
