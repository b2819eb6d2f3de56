"""The thirty-seventh round's English kinds (issue 10), examples of my own (none a bench line) beside
what each rule must leave alone.

An elimination or arrest said outright and then vouched for ("trust me", "believe me") or explained by
the speaker's people ("my cousin lives there", "he'd have told me") is the act; "it's not chile, trust me"
stays an opinion. A card read out and then said to be its words ("... that's the whole card", "that's
what it says here") is read to the table, however close it is to a template. The choice left to another
player at a pending question ("okay you decide") is no answer. "You what?" (British) asks for the answer
again, Scots "gaun then" (go on then) is a yes, and whose turn it is said before the speaker's own
request ("dad's turn, i'll take ...") leaves the request.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "BRA", "KEN", "NOR", "PHL", "WSM", "EGY")


@pytest.mark.parametrize(("text", "want"), [
    ("eliminate chile hermano trust me it isn't chile", eliminate("CHL")),
    ("bin norway believe me", eliminate("NOR")),
    ("peru's out lads trust me", eliminate("PER")),
    ("we're arresting in kenya trust me", guess("KEN")),
    ("get rid of brazil my cousin lives there", eliminate("BRA")),
    ("eliminate samoa she's not hiding anywhere near my nana", eliminate("WSM")),
])
def test_an_act_then_vouched_for_is_the_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["honestly it's not chile mate trust me", "trust me egypt is on the red sea",
                                  "i'll keep the coast one for later trust me", "my cousin lives in brazil"])
def test_an_opinion_vouched_for_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", [
    "does the country lie on the pacific ocean that's the whole card",
    "how many people live in the country that's what it says here",
    "what is the country's main export that's what the card says",
])
def test_a_card_read_out_is_not_asked(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_a_card_asked_plainly_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "does the country lie on the pacific ocean", TABLE) == ask("pacific")


@pytest.mark.parametrize("text", ["okay you decide", "yeah sure your call", "fine up to you guys"])
def test_the_choice_left_to_another_player_is_no_answer(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


def test_a_choice_card_where_you_choose_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "the religion one where you choose and we choose islam", TABLE) == ask("religion_choice", "islam")


@pytest.mark.parametrize(("text", "want", "awaiting"), [
    ("you what", {"type": "repeat"}, False),
    ("gaun then", {"type": "confirm"}, True),
    ("gaun yersel", {"type": "confirm"}, True),
])
def test_british_and_scots_words(rules: Matcher, text: str, want: dict[str, str], awaiting: bool) -> None:
    assert said_at(rules, text, TABLE, awaiting=awaiting) == want


@pytest.mark.parametrize(("text", "want"), [
    ("dad's turn i'll take the religion please", ask("religion")),
    ("okay gran's turn i want the coast one", ask("coastline")),
])
def test_whose_turn_then_a_request_asks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_whose_turn_alone_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "it's dad's turn he always takes forever", TABLE).command is None
