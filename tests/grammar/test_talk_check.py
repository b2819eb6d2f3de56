"""The shipped talk check (grammar/reader.py ``SecondOpinion.check`` with data/talk_gate_en.npz):
table talk the rules would play as a card is asked back, never dropped, and plain commands are
still acted on at once. Every utterance here was written for these tests, after the study that
set the bar; none is in a phrasing set the gate learnt from."""

from __future__ import annotations

import pytest

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.reader import CHECK_ASK_REASON, TALK_CHECK_BARS, talk_gate_path


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher("destination-x", "en")


@pytest.fixture(scope="module")
def duel() -> Matcher:
    return Matcher("duel", "en")


def test_the_check_asks_back_and_never_drops() -> None:
    assert all(drop > 1.0 for _ask, drop in TALK_CHECK_BARS.values())
    assert TALK_CHECK_BARS["en"][0] < 1.0 and talk_gate_path("en").exists()
    assert TALK_CHECK_BARS["ko"][0] > 1.0 and not talk_gate_path("ko").exists()


@pytest.mark.parametrize(("text", "card"), [
    ("haha the religion card again, seriously", "religion"),
    ("i always pick the highest peak card, it's a habit", "highest_peak"),
])
def test_talk_the_rules_play_as_a_card_is_asked_back(matcher: Matcher, text: str, card: str) -> None:
    """The rules alone read these remarks as the card's question and would play it at once."""
    context = MatchContext()
    opinion, matcher.second_opinion = matcher.second_opinion, None
    try:
        alone = matcher.match(text, context)
    finally:
        matcher.second_opinion = opinion
    assert alone.command is not None and alone.command.to_json() == {"type": "ask", "card": card}
    assert not alone.tentative
    checked = matcher.match(text, context)
    assert checked.command == alone.command    # kept: a yes to "The religion card?" still plays it
    assert checked.tentative and checked.reason == CHECK_ASK_REASON


@pytest.mark.parametrize(("text", "card"), [
    ("what is the population", "population"),
    ("ask about the coast", "coastline"),
    ("how big is it", "land_area"),
    ("what religion do they have", "religion"),
    ("does it touch the pacific", "pacific"),
    ("what's the highest mountain", "highest_peak"),
    ("what's their main export", "export"),
    ("tell us the capital letter please", "capital_letter"),
    ("which side of the road do they drive on", "traffic"),
])
def test_plain_commands_are_still_acted_on_at_once(matcher: Matcher, text: str, card: str) -> None:
    found = matcher.match(text, MatchContext())
    assert found.command is not None and found.command.to_json() == {"type": "ask", "card": card}
    assert not found.tentative, found.reason


@pytest.mark.parametrize(("text", "to"), [
    ("move to c3", "C3"),
    ("taxi to bravo two", "B2"),
    ("go by bus to d4", "D4"),
])
def test_plain_duel_moves_are_still_acted_on_at_once(duel: Matcher, text: str, to: str) -> None:
    found = duel.match(text, MatchContext(game="duel"))
    assert found.command is not None and found.command.to_json() == {"type": "move", "to": to}
    assert not found.tentative, found.reason
