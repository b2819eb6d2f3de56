"""Physical mode by voice: the table names the destinations it dealt, one per utterance,
synthesised with espeak-ng and decoded by PocketSphinx with the names-only grammar."""

from __future__ import annotations

import shutil

import pytest

from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.destination_x_app import DestinationXApp
from hideout.listening import GrammarFeeder, decode_as_streamed
from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.play import run_turn
from hideout.session import Session

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")


def test_deal_spoken_name_by_name_then_confirmed():
    from rich.console import Console
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad, synthesise

    matcher = Matcher()
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    session = Session(app, matcher)
    screen = Table(app, [TerminalDisplay(Console(quiet=True))])
    recogniser = SphinxRecogniser()
    feeder = GrammarFeeder(recogniser, matcher)
    said = ["brazil", "germany", "chad", "new zealand", "south africa", "east timor", "holland", "mali"]
    heard = []
    for name in said:
        if not app.awaiting_deal() or session.pending is not None:
            break
        feeder.update(session.context(), names_only=True)
        transcript = decode_as_streamed(recogniser, pad(synthesise(name)))
        heard.append(transcript.text)
        run_turn(session, app, screen, transcript.text)
    assert session.pending is not None, heard  # six names heard: the spy reads them back
    feeder.update(session.context(), names_only=True)
    yes = decode_as_streamed(recogniser, pad(synthesise("yes")))
    run_turn(session, app, screen, yes.text)
    assert game.round == 1 and len(game.table) == 6
    assert set(game.table) <= {"BRA", "DEU", "TCD", "NZL", "ZAF", "TLS", "NLD", "MLI"}, heard
