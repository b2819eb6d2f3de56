"""``hideout play`` and ``hideout demo``: build the parts, then run the session loop.

Input sources share one path (:meth:`Session.handle`): typed lines, microphone utterances
decoded by the recogniser, or (the demo) scripted detectives whose lines are synthesised by
espeak-ng and decoded by the same recogniser a player would use.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from rich.console import Console

from hideout.engine.commands import Cancel
from hideout.engine.errors import CommandError
from hideout.dialogue_text import dialogue_text
from hideout.session import Reply, Session

QUIT_WORDS = {"quit", "exit", "bye", "stop the game", "그만", "종료"}


@dataclass
class Screen:
    """Prints what is said and heard, and redraws the table; speaks when a speaker is given."""

    console: Console
    speaker: Any = None
    mute: Callable[[], Any] | None = None  # context manager factory: microphone off while speaking
    label: str = "Spy"  # who the computer is in this game

    def heard(self, who: str, text: str, extra: str = "") -> None:
        self.console.print(f"[bold green]{who}:[/bold green] {text or '…'}" + (f" [dim]{extra}[/dim]" if extra else ""))

    def say(self, lines: list[str]) -> None:
        for line in lines:
            self.console.print(f"[bold magenta]{self.label}:[/bold magenta] {line}")
        if self.speaker is not None and lines:
            text = " ".join(lines)
            if self.mute is not None:
                with self.mute():
                    self.speaker.say(text)
            else:
                self.speaker.say(text)

    def show(self, renderable: Any) -> None:
        self.console.print(renderable)


def make_speaker(lang: str, quiet: bool) -> Any:
    if quiet:
        return None
    from hideout.voice.speaker import Speaker

    # The screen prints every line already; the speaker's own fallback print would double it.
    return Speaker(lang=lang, fallback=io.StringIO())


def build_destination_x(args: Any, console: Console) -> tuple[Any, Path]:
    """The app adapter for a new or resumed game, and its save path.

    :raises SaveError | CommandError: a bad save or an impossible set-up (message says why).
    """
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.destination_x_app import DestinationXApp
    from hideout.save import default_save_path, read_save

    save_path = Path(args.save) if getattr(args, "save", None) else default_save_path("destination-x")
    if getattr(args, "resume", False):
        state = read_save(save_path, "destination-x")
        try:
            game = DestinationXGame.from_json(state)
        except ValueError as err:
            from hideout.save import unresumable

            raise unresumable(save_path, err) from None
        return DestinationXApp(game, lang=args.lang), save_path
    players = tuple(p.strip() for p in (args.players or "").split(",") if p.strip())
    if not players:
        players = ("탐정 1", "탐정 2", "탐정 3") if args.lang == "ko" else ("Detective 1", "Detective 2", "Detective 3")
    true_detective: Any = args.true_detective
    if true_detective not in ("none", "all"):
        true_detective = _red_for_blue(true_detective)
    config = GameConfig(
        players=players, seed=args.seed, open_cards=args.open_cards,
        destinations_per_round=args.destinations, true_detective=true_detective,
        gaining_knowledge=args.gaining_knowledge, spy_strategy=args.spy, physical=args.physical,
    )
    return DestinationXApp(DestinationXGame(config), lang=args.lang), save_path


def _red_for_blue(spec: str) -> tuple[tuple[str, str], ...]:
    """"traffic,coastline" -> those red cards replace the first blue cards, in deck order;
    "traffic=religion" pairs them explicitly."""
    from hideout.data.cards import load_cards

    from hideout.engine.destination_x.config import ConfigError

    cards = load_cards()
    blue = [c for c, card in cards.items() if card.deck == "blue"]
    pairs: list[tuple[str, str]] = []
    for item in (s.strip() for s in spec.split(",") if s.strip()):
        red, _, replaced = item.partition("=")
        if not replaced:
            free = [b for b in blue if b not in {p[1] for p in pairs}]
            if not free:
                raise ConfigError(f"--true-detective names more red cards than the {len(blue)} "
                                  f"blue cards they replace")
            replaced = free[0]
        pairs.append((red.strip(), replaced.strip()))
    return tuple(pairs)


def run_turn(session: Session, app: Any, screen: Screen, text: str,
             confidence: float | None = None) -> Reply:
    """One input through the session (with the physical-mode deal), printed and said."""
    naming = _naming_deal(session, app)
    heard = session.matcher.match(text, session.context()).command if naming else None
    if naming and text.strip() and (heard is None or heard.type not in DEAL_DIALOGUE):
        try:
            lines, deal = app.take_deal_names(text, session.matcher)
        except CommandError as err:
            reply = Reply([dialogue_text(app.lang, "refused", reason=str(err))])
        else:
            reply = session.dispatch(deal) if deal is not None else Reply(lines)
    else:
        if heard == Cancel():
            app.deal_buffer.clear()
        reply = session.handle(text, confidence)
    screen.say(reply.lines)
    if reply.applied is not None:
        screen.show(app.render())
    return reply


def _naming_deal(session: Session, app: Any) -> bool:
    """Physical mode, between rounds: the table is naming the destinations it laid out."""
    return bool(getattr(app, "awaiting_deal", lambda: False)()) and session.pending is None


#: While a deal is being named, these still work as themselves rather than as names.
DEAL_DIALOGUE = ("cancel", "repeat", "status", "help")


def open_save_slot(args: Any, game_id: str) -> tuple[Path, Any, list[str]]:
    """The save file this game uses, locked for as long as it runs, and what to tell the table.

    A new game never destroys an unfinished one: an unfinished game at the path is kept under
    a dated name (said, with the command that resumes it), and when the default save belongs to
    a game running in another window, the new game saves under a name of its own.

    :raises SaveError: ``--resume`` (or an explicit ``--save``) names a save in use elsewhere.
    """
    from hideout.save import SaveLock, SaveLocked, default_save_path, holds_unfinished_game, keep_aside

    explicit = getattr(args, "save", None)
    path = Path(explicit) if explicit else default_save_path(game_id)
    notes: list[str] = []
    lock: Any = SaveLock(path)
    try:
        lock.acquire()
    except SaveLocked:
        if explicit or getattr(args, "resume", False):
            raise
        for number in range(2, 100):
            path = path.with_name(f"{game_id}-{number}.save.json")
            try:
                lock = SaveLock(path).acquire()
            except SaveLocked:
                continue
            notes.append(dialogue_text(args.lang, "own_save", path=str(path)))
            break
        else:
            raise
    except OSError as err:
        # No folder for the lock means no folder for the save either: the game still runs,
        # and every failed save says so.
        notes.append(dialogue_text(args.lang, "save_failed", reason=err.strerror or str(err)))
        lock = None
    if not getattr(args, "resume", False) and holds_unfinished_game(path, game_id):
        try:
            kept = keep_aside(path)
        except OSError as err:
            if lock is not None:
                lock.release()
            from hideout.save import SaveError

            raise SaveError(f"an unfinished game is saved at {path} and cannot be kept aside "
                            f"({err.strerror or err}); resume it with --resume, or pick another --save") from None
        notes.append(dialogue_text(args.lang, "kept_aside", path=str(kept), game=game_id))
    args.save = str(path)
    return path, lock, notes


def play(args: Any) -> int:
    from hideout.save import SaveError, SaveLock

    game_id = "duel" if args.game == "duel" else "destination-x"
    console = Console()
    try:
        _path, lock, notes = open_save_slot(args, game_id)
    except SaveError as err:
        console.print(f"[red]{err}[/red]")
        return 1
    try:
        return _play(args, console, notes, lock)
    finally:
        if isinstance(lock, SaveLock):
            lock.release()


def _play(args: Any, console: Console, notes: list[str], lock: Any) -> int:
    from hideout.grammar.matcher import Matcher
    from hideout.save import SaveError, default_save_path, load_save

    if args.game == "duel":
        from hideout.duel_app import build_duel

        try:
            app, save_path = build_duel(args)
        except (SaveError, CommandError) as err:
            console.print(f"[red]{err}[/red]")
            return 1
    else:
        try:
            app, save_path = build_destination_x(args, console)
        except (SaveError, CommandError) as err:
            console.print(f"[red]{err}[/red]")
            return 1
    matcher = Matcher(game=app.game_id, lang=args.lang)
    session = Session(app, matcher, save_path=save_path, confirm=not args.no_confirm, typed=args.text)
    said: tuple[str, ...] = ()
    if getattr(args, "resume", False):
        try:
            said = load_save(save_path, app.game_id).said
        except SaveError:
            said = ()
        session.last_lines = list(said)   # "repeat" says again what was said before the break
    problems = session.save()
    speaker = None if args.text else make_speaker(args.lang, args.quiet)
    screen = Screen(console, speaker, label="Mister X" if app.game_id == "duel" else ("스파이" if args.lang == "ko" else "Spy"))
    screen.show(app.render())
    screen.say(notes + problems)
    screen.say(app.intro())
    if said:
        screen.say([dialogue_text(args.lang, "said_before", said=" ".join(said))])
    code = 0
    try:
        if args.text:
            code = typed_loop(session, app, screen)
        else:
            session.typed = False
            code = voice_loop(session, app, screen, args)
    except KeyboardInterrupt:
        console.print(dialogue_text(args.lang, "stopped"))
        code = 130
    if not app.finished():
        if session.save_problem is not None:
            console.print(dialogue_text(args.lang, "not_saved", reason=session.save_problem))
        elif save_path == default_save_path(app.game_id):
            console.print(dialogue_text(args.lang, "saved_resume", game=app.game_id))
        else:
            console.print(dialogue_text(args.lang, "saved_resume_at", game=app.game_id, path=str(save_path)))
    return code


def typed_loop(session: Session, app: Any, screen: Screen) -> int:
    prompt = dialogue_text(app.lang, "typed_prompt")
    while not app.finished():
        try:
            text = screen.console.input(f"[bold]{prompt}>[/bold] ")
        except EOFError:
            return 0
        if text.strip().lower() in QUIT_WORDS:
            return 0
        if text.strip():
            run_turn(session, app, screen, text)
    return 0


def voice_loop(session: Session, app: Any, screen: Screen, args: Any) -> int:
    from hideout.listening import GrammarFeeder, NoRecogniser, choose_recogniser
    from hideout.voice.microphone import Microphone, MicrophoneUnavailable

    try:
        chosen = choose_recogniser(args.lang, args.recogniser, args.model)
    except NoRecogniser as err:
        screen.console.print(f"[red]{err}[/red]")
        screen.say([dialogue_text(app.lang, "no_microphone", reason=str(err))])
        session.typed = True
        return typed_loop(session, app, screen)
    screen.console.print(f"[dim]listening with {chosen.note}[/dim]")
    feeder = GrammarFeeder(chosen.recogniser, session.matcher)
    mic = Microphone()
    screen.mute = mic.muted
    while not app.finished():
        try:
            feeder.update(session.context(), names_only=_naming_deal(session, app))
            # Frames stream into the recogniser while people talk; only the end of the decode
            # is left when they stop.
            for transcript in mic.transcripts(chosen.recogniser):
                screen.heard("Heard", transcript.text, f"{transcript.decode_ms:.0f} ms")
                if transcript.text:
                    run_turn(session, app, screen, transcript.text, transcript.confidence)
                if app.finished():
                    break
                feeder.update(session.context(), names_only=_naming_deal(session, app))  # between utterances
        except MicrophoneUnavailable as err:
            # A lost microphone pauses the game; typed input carries on from the same state.
            screen.say([dialogue_text(app.lang, "no_microphone", reason=str(err))])
            mic.close()
            session.typed = True
            return typed_loop(session, app, screen)
        except KeyboardInterrupt:
            mic.close()
            return 0
    mic.close()
    return 0
