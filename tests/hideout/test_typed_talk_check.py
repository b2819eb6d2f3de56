"""Where an utterance came from reaches the matcher (``MatchContext.typed``): a typed game asks
back typed talk the rules would play as a card ("The religion card?") and still plays plain typed
commands at once; a heard game, `hideout hear` and the voice loop's grammar are left as they were
(the learned talk check never reads a heard reading). The remarks were written for these tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hideout.destination_x_app import DestinationXApp
from hideout.engine.destination_x.commands import Ask
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.grammar.reader import CHECK_ASK_REASON
from hideout.listening import table_context
from hideout.session import Session

ROOT = Path(__file__).resolve().parents[2]

#: A remark about a player's habit that the rules alone read as the religion card's question.
TALK = "you always pick the religion card it's so predictable"


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher(game="destination-x", lang="en")


def session(matcher: Matcher, typed: bool) -> Session:
    # seed 1: the first detective holds the religion card
    app = DestinationXApp(DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=1, spy_strategy="random")))
    assert "religion" in app.game.playable_cards()
    return Session(app, matcher, save_path=None, typed=typed)


def test_the_session_says_where_its_input_came_from(matcher: Matcher) -> None:
    assert session(matcher, typed=True).context().typed
    heard = session(matcher, typed=False)
    assert not heard.context().typed
    heard.typed = True   # the microphone was lost: typed input carries on (hideout.play)
    assert heard.context().typed
    # `hideout hear` (and the batch and live listeners) match in a heard context
    assert not table_context("destination-x", "en", ("BRA", "PER"), None).typed


def test_typed_talk_is_asked_back_not_played(matcher: Matcher) -> None:
    typed = session(matcher, typed=True)
    reply = typed.handle(TALK)
    assert reply.applied is None and reply.lines == ["The religion card?"]
    assert typed.pending == Ask("religion")
    # a yes plays it: asking back costs one word when it was meant
    assert typed.handle("yes").applied == Ask("religion")


def test_a_plain_typed_command_is_still_played_at_once(matcher: Matcher) -> None:
    assert session(matcher, typed=True).handle("what's the main religion there").applied == Ask("religion")


def test_the_same_talk_heard_is_judged_as_before(matcher: Matcher, monkeypatch: pytest.MonkeyPatch) -> None:
    """Heard, the reply is the one a matcher with no talk check gives: the voice path is unchanged."""
    assert matcher.second_opinion is not None and matcher.second_opinion.talk_gate is not None
    replies = []
    for gate in (matcher.second_opinion.talk_gate, None):
        monkeypatch.setattr(matcher.second_opinion, "talk_gate", gate)
        heard = session(matcher, typed=False)
        assert matcher.match(TALK, heard.context()).reason != CHECK_ASK_REASON
        reply = heard.handle(TALK, 0.9)
        # the spy hides by its own draw, so the answer's words differ: what was asked and done does not
        replies.append((reply.lines[:1], reply.applied, reply.heard, heard.pending))
    assert replies[0] == replies[1]


def test_parse_is_typed() -> None:
    """`hideout parse` reads typed text: the talk is asked back, the plain question acted on."""
    lines = [{"text": TALK}, {"text": "what's the main religion there"}]
    out = subprocess.run([sys.executable, "-m", "hideout", "parse", "--jsonl"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, input="".join(json.dumps(line) + "\n" for line in lines), check=True)
    talk, plain = (json.loads(text) for text in out.stdout.splitlines())
    assert talk["command"] == {"type": "ask", "card": "religion"} and talk["tentative"]
    assert talk["reason"] == CHECK_ASK_REASON and talk["action"] == "ask_back"
    assert plain["command"] == {"type": "ask", "card": "religion"} and plain["action"] == "act"
