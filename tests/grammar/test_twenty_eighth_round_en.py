"""The twenty-eighth round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

An elimination followed straight by its reason, with no "because", keeps the elimination, unless a
correction, a second thought or a name told apart follows; the group's belief about the hideout said whole
("we believe the spy is hiding in X") names the arrest, asked back as every arrest is (one player's
"i believe ..." stays an opinion); "X's our answer"
is the guess, as "X is our answer" is. At "Eliminate X?", an exclamation before the answer ("aiyo, not that
one", "alamak no") is a sound, as "eish" is; Romanian "nu", Ukrainian "ni" and a Slavic "ne" before
the English no say no (alone they are other words); "we're happy with that" is a yes. A courtesy "if it's
no trouble" is a "please", no hedge.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("NPL", "CHL", "FJI", "PRT", "ISL", "KEN", "PER", "MOZ", "EGY", "LAO")


@pytest.mark.parametrize(("text", "want"), [
    ("nepal is out they've got no sea at all", eliminate("NPL")),
    ("get rid of fiji it's way too small for that many people", eliminate("FJI")),
    ("cross off iceland no way they have a desert", eliminate("ISL")),
    ("lose the portuguese they'd have said euro", eliminate("PRT")),
    ("remove laos please the letter is all wrong", eliminate("LAO")),
])
def test_an_elimination_then_its_reason_unannounced(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "get rid of peru no not peru chile",
    "nepal is out no wait they had mountains",
    "eliminate kenya they said",
])
def test_a_correction_after_it_is_not_dropped(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) not in (eliminate("NPL"), eliminate("KEN"), eliminate("PER"))


@pytest.mark.parametrize(("text", "want"), [
    ("we firmly believe the spy is hiding in kenya", guess("KEN")),
    ("okay we are certain she's in egypt", guess("EGY")),
    ("respectfully we believe the spy is in nepal", guess("NPL")),
    ("peru's our answer", guess("PER")),
    ("so chile's our final answer", guess("CHL")),
])
def test_a_whole_belief_or_answer_names_the_arrest(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "i believe the spy is hiding in kenya",
    "we believe the spy is hiding in africa somewhere",
    "i believe the spy is hiding in kenya or egypt",
    "i'm sure she's in africa somewhere",
    "that's our answer",
])
def test_a_belief_with_more_to_say_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("ayyo no", {"type": "cancel"}),
    ("haiya not that one", {"type": "cancel"}),
    ("alamak yes", {"type": "confirm"}),
    ("ni ni no", {"type": "cancel"}),
    ("nu no", {"type": "cancel"}),
])
def test_an_exclamation_or_a_foreign_no_before_the_answer(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["aiyo", "aiyo wait ah", "nu", "ne", "alamak let me think"])
def test_the_exclamation_alone_answers_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize(("text", "want", "awaiting"), [
    ("could you tell us the rules again if it's no bother", {"type": "help"}, False),
    ("what's the highest mountain there if you wouldn't mind", {"type": "ask", "card": "highest_peak"}, False),
    ("we're happy with that", {"type": "confirm"}, True),
    ("fine with that", {"type": "confirm"}, True),
])
def test_courtesy_and_contentment(rules: Matcher, text: str, want: dict[str, str], awaiting: bool) -> None:
    assert said_at(rules, text, TABLE, awaiting=awaiting) == want


@pytest.mark.parametrize("text", ["not happy with that", "are we happy with that", "i'm not okay with that"])
def test_discontent_or_a_question_is_no_yes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) != {"type": "confirm"}


@pytest.mark.parametrize("text", ["run through the rules again", "go over how to play once more"])
def test_the_rules_asked_for_again(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "help"}


def test_again_alone_still_asks_a_repeat(rules: Matcher) -> None:
    assert said_at(rules, "what did you say again", TABLE) == {"type": "repeat"}


def test_the_side_of_the_road_put_with_both_sides_asks(rules: Matcher) -> None:
    assert said_at(rules, "cars are on the left side or the right side", TABLE) == {"type": "ask", "card": "traffic"}


def test_one_side_told_stays_a_remark(rules: Matcher) -> None:
    assert said_at(rules, "traffic is on the left", TABLE) is None
