"""``hideout play`` and ``hideout demo``: build the parts, then run the session loop.

Input sources share one path (:meth:`Session.handle`): typed lines, microphone utterances
decoded by the recogniser, or (the demo) scripted detectives whose lines are synthesised by
espeak-ng and decoded by the same recogniser a player would use.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console

from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.display.web.phones import PushToTalk, serve_table
from hideout.display.web.server import TableServer
from hideout.engine.commands import Cancel
from hideout.engine.errors import CommandError
from hideout.phrasebook import dialogue_text
from hideout.policy import Bars
from hideout.session import Reply, Session
from hideout.voice.factory import RecogniserChoice

if TYPE_CHECKING:   # voice.checked loads the recognisers' libraries; only its type is needed here
    from hideout.voice.checked import Ear

#: What closes a typed sentence ("quit.", "그만!"); the words are read without it.
SENTENCE_END = ".!?…。！？"


def typed_quit(text: str) -> bool:
    """Whether a typed line asks to leave the game, however the sentence was closed: a quit word
    of any language's phrasebook ("quit" ends a Korean game too)."""
    from hideout.phrasebook import languages, phrasebook

    words = {w.lower() for lang in languages() for w in phrasebook(lang).choices("dialogue.quit_words")}
    return text.strip().rstrip(SENTENCE_END).strip().lower() in words


#: Languages the neural voice speaks (Kokoro has no Korean voice).
NEURAL_LANGS = ("en",)


def make_speaker(lang: str, quiet: bool, voice: str = "auto") -> Any:
    """The computer's voice: ``neural`` (Kokoro, offline), ``espeak`` (espeak-ng), or ``auto``
    (neural where it speaks the language and is installed, espeak-ng otherwise)."""
    if quiet:
        return None
    from hideout.voice.speaker import Speaker

    if voice in ("neural", "auto") and lang in NEURAL_LANGS:
        from hideout.voice.neural import NeuralSpeaker, NeuralVoiceUnavailable

        try:
            return NeuralSpeaker(fallback=io.StringIO())
        except NeuralVoiceUnavailable as err:
            if voice == "neural":
                print(f"{err}; speaking with espeak-ng instead")
    elif voice == "neural":
        print(f"the neural voice speaks {', '.join(NEURAL_LANGS)} only; speaking {lang} with espeak-ng")
    # The screen prints every line already; the speaker's own fallback print would double it.
    return Speaker(lang=lang, fallback=io.StringIO())


#: How the voice loop judges a reading in the game's context of the moment: its match, the
#: confidence it is judged by and the bars for that confidence (GrammarFeeder.evidence).
Judge = Callable[[Any], tuple[Any, float, Bars]]


def run_turn(session: Session, app: Any, table: Table, text: str,
             confidence: float | None = None, judge: Judge | None = None) -> Reply:
    """One input through the session (with the physical-mode deal), shown and said.

    ``judge`` (heard input): matches ``text`` in the session's context once the turn is ours and
    gives its confidence and bars, so a phone's command in between cannot leave the reading
    judged in a stale context or by another reading's bars; the session does not match it again.
    """
    with table.turn():   # phones act from the web server's threads
        matched = None
        if judge is not None:
            matched, confidence, session.bars = judge(session.context())
        return _run_turn(session, app, table, text, confidence, matched)


def _run_turn(session: Session, app: Any, table: Table, text: str, confidence: float | None,
              matched: Any = None) -> Reply:
    naming = _naming_deal(session, app)
    said = (matched or session.matcher.match(text, session.context())) if naming else None
    heard = said.command if said is not None else None
    if naming and text.strip() and (heard is None or heard.type not in DEAL_DIALOGUE):
        try:
            lines, deal = app.take_deal_names(text, session.matcher)
        except CommandError as err:
            reply = Reply([dialogue_text(app.lang, "refused", reason=str(err))])
        else:
            reply = session.dispatch(deal) if deal is not None else Reply(lines)
    elif heard == Cancel() and app.deal_buffer and session.heard_surely(said, confidence, "confirmation"):
        app.deal_buffer.clear()   # the names given so far are dropped: say so
        reply = Reply([dialogue_text(app.lang, "cancelled")])
    else:
        reply = session.handle(text, confidence, matched)
    table.say(reply.lines)
    session.question_said()   # a question just said opens the answer window (address-word mode)
    if reply.applied is not None:
        table.refresh()
    return reply


def _naming_deal(session: Session, app: Any) -> bool:
    """Physical mode, between rounds: the table is naming the destinations it laid out."""
    return bool(getattr(app, "awaiting_deal", lambda: False)()) and session.pending is None


#: While a deal is being named, these still work as themselves rather than as names (a yes
#: is told there is nothing to confirm yet).
DEAL_DIALOGUE = ("cancel", "confirm", "repeat", "status", "help")


def open_save_slot(args: Any, game_id: str) -> tuple[Path, Any, list[str]]:
    """The save file this game uses, locked for as long as it runs, and what to tell the host
    (notes naming save files: the terminal shows them, never the table's screens or voice).

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
    except OSError:
        # No folder for the lock means no folder for the save either: the game still runs, and
        # the session's first save says so (once: saying it here too told the table twice).
        lock = None
    if not getattr(args, "resume", False) and holds_unfinished_game(path, game_id):
        try:
            kept = keep_aside(path)
        except OSError as err:
            if lock is not None:
                lock.release()
            from hideout.save import SaveError

            from hideout.session import save_failure

            reason = save_failure(err, args.lang)
            raise SaveError(f"an unfinished game is saved at {path} and cannot be kept aside "
                            f"({reason}); resume it with --resume, or pick another --save",
                            "cannot_keep_aside", path=str(path), reason=reason) from None
        notes.append(_kept_note(args.lang, kept, game_id))
    args.save = str(path)
    return path, lock, notes


def _kept_note(lang: str, kept: Path, game_id: str) -> str:
    """What to say of a save kept aside: how to resume it, or that it cannot be (damaged, or
    someone else's file), so nobody is sent to a command that can only fail."""
    from hideout.save import SaveError, load_save

    try:
        load_save(kept, game_id)
    except SaveError:
        return dialogue_text(lang, "kept_unresumable", path=str(kept))
    return dialogue_text(lang, "kept_aside", path=str(kept), game=game_id)


def saved_language(args: Any) -> str | None:
    """The language the game to resume was saved in (None: none said, or no readable save:
    the builder then says what is wrong with it)."""
    from hideout.games import LANGUAGES
    from hideout.save import SaveError, default_save_path, load_save

    path = Path(args.save) if getattr(args, "save", None) else default_save_path(args.game)
    try:
        lang = load_save(path, args.game).lang
    except SaveError:
        return None
    return lang if lang in LANGUAGES else None


def save_error_text(lang: str, err: Any) -> str:
    """A SaveError worded in the game's language."""
    from hideout.phrasebook import phrasebook
    from hideout.refusals import explain_save_error

    return explain_save_error(phrasebook(lang), err)


def play_defaults() -> dict[str, Any]:
    """``hideout play``'s options as they are when none is given."""
    from hideout.cli import build_parser

    return vars(build_parser("play").parse_args(["play"]))


def play(args: Any) -> int:
    from hideout.games import UnsupportedLanguage, game_entry
    from hideout.save import SaveError, SaveLock

    console = Console()
    if getattr(args, "resume", False) and not getattr(args, "lang_given", False):
        args.lang = saved_language(args) or args.lang
    try:
        entry = game_entry(args.game, args.lang)
    except UnsupportedLanguage as err:
        console.print(f"[red]{err.said_in(args.lang)}[/red]")
        return 1
    foreign = entry.foreign_options(vars(args), play_defaults())
    if foreign:   # "--players" given to the duel changed nothing: say so before anything starts
        for option, title in foreign:
            console.print(f"[red]{option} is a {title} option; {entry.title} does not use it[/red]")
        return 2
    try:
        _path, lock, notes = open_save_slot(args, entry.id)
    except SaveError as err:
        console.print(f"[red]{save_error_text(args.lang, err)}[/red]")
        return 1
    try:
        return _play(args, entry, console, notes)
    finally:
        if isinstance(lock, SaveLock):
            lock.release()


def _play(args: Any, entry: Any, console: Console, notes: list[str]) -> int:
    from hideout.grammar.matcher import Matcher
    from hideout.save import SaveError, load_save

    try:
        app, save_path = entry.builder()(args)
    except SaveError as err:
        console.print(f"[red]{save_error_text(args.lang, err)}[/red]")
        return 1
    except CommandError as err:   # an impossible set-up ("Ann,Ann"), in the game's language
        from hideout.phrasebook import phrasebook
        from hideout.refusals import explain_refusal

        console.print(f"[red]{explain_refusal(phrasebook(args.lang), err)}[/red]")
        return 1
    from hideout.cli import address_given
    from hideout.phrasebook import address_word

    matcher = Matcher(game=app.game_id, lang=args.lang)
    try:
        word = address_word(app.game_id, args.lang, address_given(args))
    except ValueError as err:
        console.print(f"[red]{err}[/red]")
        return 2
    session = Session(app, matcher, save_path=save_path, confirm=not args.no_confirm, typed=args.text,
                      address_word=word)
    said: tuple[str, ...] = ()
    if getattr(args, "resume", False):
        try:
            saved = load_save(save_path, app.game_id)
        except SaveError:
            saved = None
        # "repeat" says again what was said before the break, unless it was said in another
        # language (a game resumed with another --lang): then it is neither quoted nor repeated
        if saved is not None and saved.lang in (None, args.lang):
            said = saved.said
        session.last_lines = list(said)
        session.saved_earlier = saved is not None   # a failed write leaves it as it is
    problems = session.save()
    speaker = None if args.text else make_speaker(args.lang, args.quiet, getattr(args, "voice", "auto"))
    table = Table(app, [TerminalDisplay(console)], speaker, label=entry.computer_label(args.lang))
    table.refresh()
    push_to_talk = None if args.text else PushToTalk()
    try:
        server = open_web(args, table, session, push_to_talk=push_to_talk)
    except OSError as err:
        console.print(f"[red]{err}[/red]")
        return 1
    if getattr(args, "resume", False):
        notes = notes + unused_on_resume(args, app.game_id)
    for note in notes:
        table.note(note)   # which file keeps which game: this machine's paths, for the host only
    intro = app.intro()
    # the welcome says what the game is; a save that failed already comes after it, before the
    # round's opening (a table hearing an error first does not yet know what is played)
    table.say(intro[:1] + problems + intro[1:])
    if not session.last_lines:
        session.last_lines = list(intro)   # "say that again" right after the opening says it again
    if session.address_word:
        table.say([session.address_mode_line()])
    if said:
        table.say([dialogue_text(args.lang, "said_before", said=" ".join(said))])
    code = 0
    try:
        if args.text:
            code = typed_loop(session, app, table, console)
        else:
            session.typed = False
            code = voice_loop(session, app, table, args, console, push_to_talk)
        if app.finished() and server is not None:
            linger(console)
    except KeyboardInterrupt:
        console.print(dialogue_text(args.lang, "stopped"))
        code = 130
    finally:
        if server is not None:
            server.stop()
    if session.save_problem is not None:
        session.save()   # one more try on the way out: the disk may have room again by now
    if not app.finished():
        if session.save_problem is not None and session.saved_earlier:
            console.print(dialogue_text(args.lang, "not_saved", reason=session.save_problem, path=str(save_path),
                                        remedy=session.save_remedy(),
                                        command=resume_command(app.game_id, save_path)))
        elif session.save_problem is not None:
            console.print(dialogue_text(args.lang, "not_saved_nothing", reason=session.save_problem,
                                        remedy=session.save_remedy(), path=str(save_path)))
        else:
            console.print(dialogue_text(args.lang, "saved_resume", command=resume_command(app.game_id, save_path)))
    return code


def resume_command(game: str, save_path: Path) -> str:
    """The command that continues the game saved at ``save_path`` (--save only where it is not
    the game's default file)."""
    from hideout.save import default_save_path

    if save_path == default_save_path(game):
        return f"hideout play {game} --resume"
    return f"hideout play {game} --resume --save {save_path}"


#: The set-up a saved game keeps whatever a resume's command line says (the computer's level,
#: --spy or --mister-x, is not among them: a resume may change it, and says so).
SETUP_OPTIONS = {
    "destination-x": ("players", "seed", "open_cards", "destinations", "true_detective",
                      "gaining_knowledge", "physical"),
    "duel": ("seed",),
}


def unused_on_resume(args: Any, game_id: str) -> list[str]:
    """The host's note that set-up options given with --resume were not used (a resumed game
    keeps its own players and variants; they were dropped without a word), or nothing."""
    from hideout.cli import build_parser

    defaults = build_parser().parse_args(["play", game_id])
    given = [name for name in SETUP_OPTIONS.get(game_id, ())
             if getattr(args, name, None) != getattr(defaults, name, None)]
    if not given:
        return []
    flags = ", ".join("--" + name.replace("_", "-") for name in given)
    return [dialogue_text(args.lang, "resume_keeps_setup", flags=flags, game=game_id)]


def open_web(args: Any, table: Table, session: Session, *, push_to_talk: PushToTalk | None = None,
             plays_itself: bool = False) -> TableServer | None:
    """The web table view when ``--web`` was given (None otherwise).

    :raises OSError: the address cannot be served (the message names it).
    """
    if not getattr(args, "web", False):
        return None
    if hasattr(table.app, "private_hands"):
        table.app.private_hands = True  # each phone shows its own hand; the spy names none aloud
    try:
        return serve_table(table, session, args.host, args.port, push_to_talk=push_to_talk,
                           plays_itself=plays_itself)
    except OSError as err:
        raise OSError(f"cannot serve the table view on {args.host}:{args.port}: {err.strerror or err}") from None


def linger(console: Console) -> None:
    """The game is over: the big screen keeps its last state until the host is done with it."""
    try:
        console.input("[dim]game over; the table view stays open until you press Enter[/dim] ")
    except (EOFError, KeyboardInterrupt):
        pass


def typed_loop(session: Session, app: Any, table: Table, console: Console) -> int:
    prompt = dialogue_text(app.lang, "typed_prompt")
    while not app.finished():
        try:
            text = console.input(f"[bold]{prompt}>[/bold] ")
        except EOFError:
            return 0
        if typed_quit(text):
            return 0
        if text.strip():
            run_turn(session, app, table, text)
    return 0


def voice_loop(session: Session, app: Any, table: Table, args: Any, console: Console,
               push_to_talk: PushToTalk | None = None) -> int:
    from hideout.listening import GrammarFeeder, NoRecogniser, choose_recogniser
    from hideout.voice.microphone import Microphone, MicrophoneUnavailable
    from hideout.voice.whisper import WhisperUnavailable

    try:
        chosen = choose_recogniser(args.lang, args.recogniser, args.model)
    except NoRecogniser as err:
        console.print(f"[red]{err}[/red]")   # the technical reason, for the host's terminal
        table.say([dialogue_text(app.lang, "no_recogniser")])
        session.typed = True
        return typed_loop(session, app, table, console)
    table.note(f"listening with {chosen.note}")
    say_ears_missing(chosen, table, app.lang)
    feeder = GrammarFeeder(chosen.recogniser, session.matcher)
    mic = Microphone()
    table.mute = mic.muted
    if push_to_talk is not None:
        listen_while_held(mic, push_to_talk)
    while not app.finished():
        try:
            feeder.update(session.context(), names_only=_naming_deal(session, app))
            # Frames stream into the recogniser while people talk; only the end of the decode
            # is left when they stop.
            for transcript in mic.transcripts(chosen.recogniser):
                say_ears_off(chosen, table, console, app.lang)
                table.heard("Heard", transcript.text, f"{transcript.decode_ms:.0f} ms")
                if transcript.text:
                    # judged by the confidence and bars hideout.policy reads it with (Korean:
                    # whether the command's own phrase was heard, not words strung together)
                    run_turn(session, app, table, said_at_table(session, chosen.recogniser, transcript.text),
                             judge=functools.partial(feeder.evidence, transcript))
                if app.finished():
                    break
                feeder.update(session.context(), names_only=_naming_deal(session, app))  # between utterances
        except MicrophoneUnavailable as err:
            # A lost microphone pauses the game; typed input carries on from the same state. The
            # reason is the sound system's, in English with its own advice: the host's terminal
            # shows it; the table hears what to do, in its language.
            table.note(str(err))
            table.say([dialogue_text(app.lang, "no_microphone")])
            mic.close()
            session.typed = True
            return typed_loop(session, app, table, console)
        except WhisperUnavailable as err:
            # Whisper alone (--recogniser whisper): its weights load while the game starts
            # (voice.whisper), so a damaged model.bin is found at the first utterance; said like
            # no recogniser at all, and typing goes on (as a second opinion it is only turned
            # off: say_ears_off)
            console.print(f"[red]{err}[/red]")
            table.say([dialogue_text(app.lang, "no_recogniser")])
            mic.close()
            session.typed = True
            return typed_loop(session, app, table, console)
        except KeyboardInterrupt:
            mic.close()
            return 0
    mic.close()
    return 0


#: The phrase that tells the table an ear the game meant to listen with is not installed
#: (voice.factory.RecogniserChoice.missing): the players may have no screen to read the note on.
EAR_MISSING = {"whisper": "second_ear_missing", "moonshine": "third_ear_missing"}
#: what the table hears when an ear goes off mid-game (voice.checked.Ear -> dialogue key)
EAR_OFF: dict[Ear, str] = {"second": "second_ear_off", "third": "third_ear_off"}


def say_ears_missing(chosen: RecogniserChoice, table: Table, lang: str) -> None:
    """At start-up, after the note on the screen: the table hears which ear is not installed and
    what the game listens with instead (nothing when every ear is there)."""
    if chosen.missing is not None:
        table.say([dialogue_text(lang, EAR_MISSING[chosen.missing])])


def say_ears_off(chosen: RecogniserChoice, table: Table, console: Console, lang: str) -> None:
    """Once an ear of the recogniser has gone off (voice.checked: Whisper's or Moonshine's weights
    could not be loaded, found at the first utterance that needs them): the host's terminal
    prints why, and the table hears what the game listens on with. Said once for each ear;
    nothing otherwise."""
    for ear, key in EAR_OFF.items():
        why = chosen.ear_lost(ear)
        if why is not None:
            console.print(f"[red]{why}[/red]")
            table.say([dialogue_text(lang, key)])


def said_at_table(session: Session, recogniser: Any, kept: str) -> str:
    """What the voice loop hands the session for an utterance: the reading ``kept``, or one of the
    open ear's (Whisper's beam, best first) that is a line the game's grammar does not hold but
    the table may say (``Session.table_command``: "we're out of cards"). The grammar recogniser
    cannot hear such a line (PocketSphinx wrote "we will the dollar hmm"), so the help's advice
    went unheard; the line is asked back before anything is done."""
    if _naming_deal(session, session.adapter):
        return kept   # the deal's names: the names-only grammar's reading
    opinion = getattr(recogniser, "opinion", None) or {}
    open_readings = opinion.get("readings") or [opinion.get("second") or ""]   # its beam, best first
    return next((str(reading) for reading in open_readings
                 if reading and session.table_command(str(reading)) is not None), kept)


def listen_while_held(mic: Any, push_to_talk: PushToTalk) -> None:
    """Phones' talk buttons gate the microphone (it still mutes while the computer speaks), and
    letting go ends the utterance at once instead of waiting for the room to fall silent."""
    from hideout.voice.microphone import HalfDuplexGate

    class TalkGate(HalfDuplexGate):
        def allows(self) -> bool:
            return push_to_talk.is_open() and super().allows()

    mic.gate = TalkGate(int(mic.gate.tail_s * 1000))
    push_to_talk.on_release.append(mic.end_utterance)
