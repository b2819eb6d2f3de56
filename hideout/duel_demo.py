"""``hideout demo duel``: a self-playing Scotland Yard Duel through the real speech pipeline.

The engine's greedy simulated Detective decides; her move is said ("bravo four", "bus to
charlie two", "use grid search") by an espeak-ng voice, decoded by the recogniser with the
duel grammar, confirmed aloud and applied; Mister X (the computer) answers. Prints the
transcript and how often speech got it right.
"""

from __future__ import annotations

import random
from typing import Any

from rich.console import Console

from hideout.engine.commands import Cancel, Command, Confirm
from hideout.engine.duel.commands import Action, Move, Pass, Step
from hideout.engine.duel.detectives import GreedyDetective
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.demo import DemoStats, demo_summary, say_until_applied
from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.narration_duel import DuelWords
from hideout.games import GAMES
from hideout.play import linger, make_speaker, open_web, say_ears_missing, say_ears_off
from hideout.session import Session

LETTERS = {"A": "alpha", "B": "bravo", "C": "charlie", "D": "delta", "E": "echo"}
NUMBERS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five"}


def duel_phrase(command: Command, game: DuelGame, rng: random.Random) -> str:
    """How a Detective might say ``command`` aloud."""
    if isinstance(command, Move):
        cell = f"{LETTERS[command.to[0]]} {NUMBERS[command.to[1]]}"
        transport = game.detective_transport()
        ticket = DuelWords("en").word("tickets", transport) if transport else ""
        forms = [cell, f"go to {cell}"] + ([f"{ticket} to {cell}"] if ticket else [])
        return rng.choice(forms)
    if isinstance(command, Step):
        return f"{command.direction} {NUMBERS[str(command.spaces)]}"
    if isinstance(command, Action):
        return "use " + command.card.replace("_", " ").replace("surveillance", "surveillance camera")
    if isinstance(command, Pass):
        return "pass"
    if isinstance(command, Confirm):
        return rng.choice(["yes", "yes please"])
    if isinstance(command, Cancel):
        return "no"
    raise ValueError(f"no phrasing for {command!r}")


def duel_demo(args: Any) -> int:
    from hideout.grammar.matcher import Matcher
    from hideout.duel_app import DuelApp
    from hideout.listening import GrammarFeeder, NoRecogniser, choose_recogniser, decode_as_streamed
    from hideout.voice.synth import pad, synthesise

    console = Console()
    try:
        chosen = choose_recogniser("en", args.recogniser, args.model)
    except NoRecogniser as err:
        console.print(f"[red]{err}[/red]")
        return 1
    console.print(f"[dim]recogniser: {chosen.note}[/dim]")
    rng = random.Random(args.seed)
    game = DuelGame(seed=args.seed)
    app = DuelApp(game, MisterX(level="greedy"))
    matcher = Matcher(game="duel", lang="en")
    session = Session(app, matcher, save_path=None)
    feeder = GrammarFeeder(chosen.recogniser, matcher)
    table = Table(app, [TerminalDisplay(console)], make_speaker("en", quiet=not args.speak, voice=getattr(args, "voice", "auto")), label=GAMES["duel"].computer_label("en"))
    try:
        server = open_web(args, table, session, plays_itself=True)
    except OSError as err:
        console.print(f"[red]{err}[/red]")
        return 1
    detective = GreedyDetective()
    stats = DemoStats()
    table.refresh()
    say_ears_missing(chosen, table, "en")
    table.say(app.intro())

    def speak(text: str) -> str:
        feeder.update(session.context())
        transcript = decode_as_streamed(chosen.recogniser, pad(synthesise(text, "en-gb", 160, 55)))
        say_ears_off(chosen, table, console, "en")
        stats.utterances += 1
        stats.decode_ms.append(transcript.decode_ms)
        table.heard("Detective says", f"\"{text}\"", f"heard: \"{transcript.text}\" ({transcript.decode_ms:.0f} ms)")
        return str(transcript.text)

    moves = 0
    while not app.finished() and (not args.rounds or moves < 12 * args.rounds):
        intended = detective.choose(game, rng)
        moves += 1
        say_until_applied(session, table, stats, intended, lambda command: speak(duel_phrase(command, game, rng)))
    console.print("\n" + demo_summary(stats, "en", chosen.note_now()))
    if server is not None:
        linger(console)
        server.stop()
    return 0
