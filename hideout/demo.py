"""``hideout demo``: a self-playing game through the real speech pipeline, no microphone needed.

Scripted detectives (the engine's simulated detective team) decide what to do; each decision
is said in a natural phrasing by an espeak-ng voice (one voice per detective), decoded by the
real recogniser with the game's context grammar, matched, confirmed ("yes", also spoken) and
applied by the same session a real table uses. The transcript prints; the spy's voice plays
only with ``--speak``. At the end the demo prints how often the recogniser got it right.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console

from hideout.engine.commands import Cancel, Command, Confirm
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.grammar.normalise import normalise
from hideout.narration import localized_name
from hideout.phrasebook import phrasebook
from hideout.games import GAMES
from hideout.play import linger, make_speaker, open_web, say_ears_missing, say_ears_off
from hideout.session import Session

@dataclass
class DemoStats:
    utterances: int = 0
    commands: int = 0            # the commands the detectives meant (a yes to a question is not one)
    understood: int = 0          # the recogniser + matcher produced the intended command
    retries: int = 0
    typed: int = 0               # given up on speech: the command was typed in
    decode_ms: list[float] = field(default_factory=list)


def phrase_for(command: Command, lang: str, app: Any, rng: random.Random) -> str:
    """How a detective might say ``command``: one of the phrasebook's demo phrasings."""
    book = phrasebook(lang)
    if isinstance(command, Ask):
        if command.option:
            template = rng.choice(book.choices(f"demo.choice.{command.card}"))
            return str(template).format(option=book.option_name(command.card, command.option).lower())
        return str(rng.choice(book.choices(f"demo.ask.{command.card}")))
    if isinstance(command, (Eliminate, Guess)):
        # Names with accents or punctuation read oddly in espeak: the plain spoken form.
        name = normalise(localized_name(app.handbook[command.destination], lang))
        pool = "demo.eliminate" if isinstance(command, Eliminate) else "demo.guess"
        return str(rng.choice(book.choices(pool))).format(dest=name)
    if isinstance(command, Confirm):
        return str(rng.choice(book.choices("demo.yes")))
    if isinstance(command, Cancel):
        return str(rng.choice(book.choices("demo.no")))
    raise ValueError(f"the demo has no phrasing for {command!r}")


#: How much slower a demo detective says a line again, per time (words a minute, espeak-ng).
SLOWER_AGAIN = 25


def said_again(voice: Any, times: int) -> tuple[str, int, int]:
    """The voice (name, speed, pitch) a demo detective says a line with the ``times``-th time
    running: slower each time, as people repeat themselves. The same voice said the same audio
    again, which the recogniser heard the same way: three tries were one, said three times."""
    name, speed, pitch = voice
    return str(name), max(80, int(speed) - SLOWER_AGAIN * times), int(pitch)


def say_until_applied(session: Session, table: Table, stats: DemoStats, intended: Command,
                      say: Callable[[Command], str]) -> None:
    """Say ``intended`` until the session applies it, as a player at the table would: answer
    the question back, say no to a mishearing and try again, and type it after three failures.

    ``say`` speaks a command's phrasing into the recogniser and returns what it heard.
    """
    stats.commands += 1
    for attempt in range(3):
        reply = session.handle(say(intended))
        table.say(reply.lines)
        if reply.heard == intended:
            stats.understood += 1 if attempt == 0 else 0
            if session.pending is not None:
                # The computer asks back before anything irreversible: answer it aloud.
                for _ in range(3):
                    reply = session.handle(say(Confirm()))
                    table.say(reply.lines)
                    if session.pending is None:
                        break
            # Not only `intended`: a misheard yes may have done another, and play goes on from there.
            if reply.applied is not None:
                table.refresh()
                return
        elif session.pending is not None:
            # Misheard as something that awaits a yes: say no, and try again.
            table.say(session.handle(say(Cancel())).lines)
            session.pending = None
        stats.retries += 1
    # Speech failed three times: a player would type it; the demo does the same.
    stats.typed += 1
    # a note is plain text (it printed "[yellow](typed) {'type': ...}[/yellow]" as it was)
    table.note(f"(typed) {json.dumps(intended.to_json(), ensure_ascii=False)}")
    session.pending = None
    reply = session.dispatch(intended)
    if session.pending is not None:
        reply = session.dispatch(Confirm())
    table.say(reply.lines)
    table.refresh()


def demo_summary(stats: DemoStats, lang: str, ears: str) -> str:
    """The demo's last line, in its language: how much was understood at once (it said "6
    utterances, 4 commands understood at the first try": 4 of 4, the yeses not being commands)."""
    decoded = sorted(stats.decode_ms)
    median = decoded[len(decoded) // 2] if decoded else 0.0
    return phrasebook(lang).text("demo.finished", utterances=stats.utterances, commands=stats.commands,
                                 understood=stats.understood, retries=stats.retries, typed=stats.typed,
                                 median=f"{median:.0f}", ears=ears)


def demo_app(lang: str, seed: int) -> Any:
    """The demo's game: its seed replays all of it, where the spy hides too (as ``play --seed``
    does), so the same demo plays the same way; the spy hid by its own randomness, and each run
    of one seed was another game."""
    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame

    players = tuple(phrasebook(lang).choices("demo.players"))
    game = DestinationXGame(GameConfig(players=players, seed=seed, spy_strategy="cunning"))
    return DestinationXApp(game, lang=lang, replay=True)


def demo(args: Any) -> int:
    from hideout.engine.destination_x.detectives import DetectiveTeam
    from hideout.grammar.matcher import Matcher
    from hideout.listening import GrammarFeeder, NoRecogniser, choose_recogniser, decode_as_streamed
    from hideout.voice.synth import SynthesisError, pad, synthesise

    console = Console()
    lang = args.lang
    rng = random.Random(args.seed)
    players = tuple(phrasebook(lang).choices("demo.players"))
    started = time.perf_counter()
    try:
        chosen = choose_recogniser(lang, args.recogniser, args.model)
    except NoRecogniser as err:
        console.print(f"[red]{err}[/red]")
        return 1
    console.print(f"[dim]recogniser: {chosen.note}[/dim]")
    app = demo_app(lang, args.seed)
    game = app.game
    matcher = Matcher(game="destination-x", lang=lang)
    session = Session(app, matcher, save_path=None, confirm=True)
    feeder = GrammarFeeder(chosen.recogniser, matcher)
    table = Table(app, [TerminalDisplay(console)], make_speaker(lang, quiet=not args.speak, voice=getattr(args, "voice", "auto")), label=GAMES["destination-x"].computer_label(lang))
    try:
        server = open_web(args, table, session, plays_itself=True)
    except OSError as err:
        console.print(f"[red]{err}[/red]")
        return 1
    team = DetectiveTeam(game.handbook, game.cards, seed=args.seed)
    voices = phrasebook(lang).choices("demo.voices")
    stats = DemoStats()
    console.print(f"[dim]ready to listen after {time.perf_counter() - started:.1f} s[/dim]")
    table.refresh()
    say_ears_missing(chosen, table, lang)
    table.say(app.intro())

    said_last: list[Any] = [None, 0]   # (who, text) said last, and how many times running

    def speak(who: int, text: str) -> str:
        said_last[1] = said_last[1] + 1 if said_last[0] == (who, text) else 0
        said_last[0] = (who, text)
        voice, speed, pitch = said_again(voices[who % len(voices)], said_last[1])
        feeder.update(session.context())
        try:
            pcm = pad(synthesise(text, voice, speed, pitch))
        except SynthesisError as err:
            console.print(f"[red]{err}[/red]")
            raise SystemExit(1) from None
        transcript = decode_as_streamed(chosen.recogniser, pcm)
        say_ears_off(chosen, table, console, lang)
        stats.utterances += 1
        stats.decode_ms.append(transcript.decode_ms)
        table.heard(f"{players[who]} says", f"\"{text}\"", f"heard: \"{transcript.text}\" ({transcript.decode_ms:.0f} ms)")
        return str(transcript.text)

    def phrase(command: Command) -> str:
        # With the short-command grammar (Korean) the detectives say exactly its phrase; "no"
        # they say in their own words.
        if feeder.canonical and not isinstance(command, Cancel):
            for text, json_form in feeder.phrases(session.context()).items():
                if json_form == command.to_json():
                    return text
        return phrase_for(command, lang, app, rng)

    while not app.finished():
        if args.rounds and game.round > args.rounds:
            break
        current = game.current_player
        who = players.index(current) if current in players else 0
        intended = team.choose(game)
        say_until_applied(session, table, stats, intended, lambda command: speak(who, phrase(command)))
    console.print("\n" + demo_summary(stats, lang, chosen.note_now()))
    if server is not None:
        linger(console)
        server.stop()
    return 0
