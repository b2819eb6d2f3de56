"""A spoken "no" to "Eliminate Brazil?" never confirms, whatever the voice: it is heard as a no,
or (when the confirmation grammar's phone loop takes it as unclear) the question stands
(espeak-ng -> PocketSphinx with the yes/no grammar -> matcher -> session). "fine" is no longer a
yes-word: PocketSphinx heard espeak's "no" as "fine oh"."""

from __future__ import annotations

import shutil

import pytest

from hideout.engine.destination_x.commands import Ask, Eliminate
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.destination_x_app import DestinationXApp
from hideout.listening import GrammarFeeder, decode_as_streamed
from hideout.session import Session

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")


@pytest.mark.parametrize("voice", ["en-us", "en-gb", "en-us+f3", "en+m3", "en-gb-x-rp", "en-us+m7"])
def test_spoken_no_never_confirms_an_elimination(voice):
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad, synthesise

    matcher = Matcher()
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=2, spy_strategy="random"))
    app = DestinationXApp(game)
    session = Session(app, matcher)
    card = next(c for c in game.playable_cards() if not app.cards[c].is_choice)
    session.dispatch(Ask(card))
    session.dispatch(Eliminate(game.table[0]))
    assert session.pending == Eliminate(game.table[0])
    recogniser = SphinxRecogniser()
    feeder = GrammarFeeder(recogniser, matcher)
    feeder.update(session.context())
    heard = decode_as_streamed(recogniser, pad(synthesise("no", voice))).text
    reply = session.handle(heard)
    assert reply.applied is None and not game.eliminated, (heard, reply.lines)
    if session.pending is None:
        assert reply.lines == ["Cancelled."], heard                       # heard as a no
    else:
        # not clearly heard (the confirmation grammar's phone loop took it): the question stands
        assert session.pending == Eliminate(game.table[0]) and "Cancelled." not in reply.lines, heard
