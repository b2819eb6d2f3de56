"""``hideout play`` and ``hideout demo``: build the parts, then run the session loop.

Input sources share one path (:meth:`Session.handle`): typed lines, microphone utterances
decoded by the recogniser, or (the demo) scripted detectives whose lines are synthesised by
espeak-ng and decoded by the same recogniser a player would use.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any, Callable

from rich.console import Console

from hideout.engine.commands import Cancel
from hideout.engine.errors import CommandError
from hideout.phrasebook import dialogue_text
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


def computer_label(role: str, lang: str) -> str:
    """How the screen names the computer's seat ("Spy", "스파이", "Mister X")."""
    return dialogue_text(lang, f"role_{role}")


def make_speaker(lang: str, quiet: bool) -> Any:
    if quiet:
        return None
    from hideout.voice.speaker import Speaker

    # The screen prints every line already; the speaker's own fallback print would double it.
    return Speaker(lang=lang, fallback=io.StringIO())


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


def play(args: Any) -> int:
    from hideout.games import UnsupportedLanguage, game_entry
    from hideout.grammar.matcher import Matcher
    from hideout.save import SaveError

    console = Console()
    try:
        entry = game_entry(args.game, args.lang)
        app, save_path = entry.builder()(args)
    except (SaveError, CommandError, UnsupportedLanguage) as err:
        console.print(f"[red]{err}[/red]")
        return 1
    matcher = Matcher(game=app.game_id, lang=args.lang)
    session = Session(app, matcher, save_path=save_path, confirm=not args.no_confirm, typed=args.text)
    session.save()
    speaker = None if args.text else make_speaker(args.lang, args.quiet)
    screen = Screen(console, speaker, label=computer_label(entry.computer_role, args.lang))
    screen.show(app.render())
    screen.say(app.intro())
    if args.text:
        code = typed_loop(session, app, screen)
    else:
        session.typed = False
        code = voice_loop(session, app, screen, args)
    if not app.finished():
        console.print(dialogue_text(args.lang, "saved_resume", game=app.game_id))
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
