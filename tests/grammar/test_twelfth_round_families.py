"""The twelfth round's English kinds (issue 10), each with examples of my own (none a bench line)
and the commands or talk it must leave alone. Rules alone: the reader is tested in test_reader.py.

Talk first: a card's holder asked, "make" before a person, the score claimed, an elimination told
in the past, an act's particle after another thing, a name after "than". Then commands read as
nothing: see the second half of the file.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "GHA", "JPN", "IND", "EGY", "AUS", "CAN", "MEX")

# ---- talk -----------------------------------------------------------------------------------------

HOLDER_ASKED = (
    "who get the coastline card",            # Pidgin "get": has
    "who dey hold the religion card abeg",   # Pidgin progressive
    "whose is the history card",
    "ok who holds the pacific card",
    "who's holding the population cards",
)

MAKE_BEFORE_A_PERSON = (
    "make we think small first",             # Pidgin: let's think a little first
    "abeg make una calm down",
    "make them wait, we're not ready",
)

SCORE_CLAIMED = (
    "we're winning this easy",
    "i'm still ahead of you lot",
    "ha you're leading for once",
    "tunde is winning and he knows it",
)

TOLD_IN_THE_PAST = (
    "we eliminated peru last game too",
    "i crossed off kenya by mistake on my sheet",
    "you already knocked out brazil, remember",
    "in the tournament we kicked out mexico in the semis",
)

PARTICLE_OF_A_THING = (
    "take the kettle off the hob, the steam is curling the kenya card",
    "throw the ball out to kenya's side of the garden",
    "put the glasses away before japan gets knocked over",
)

PLAYERS_OFFERED = (
    "who goes next, priya or me",
    "is the coast card mine or yours",
    "whose go to ask, you or me",
)

COMPARED_WITH = (
    "it's colder here than in canada tonight",
    "it's busier than egypt at rush hour in this kitchen",
)


@pytest.mark.parametrize("text", [*HOLDER_ASKED, *MAKE_BEFORE_A_PERSON, *SCORE_CLAIMED, *TOLD_IN_THE_PAST,
                                  *PARTICLE_OF_A_THING, *PLAYERS_OFFERED, *COMPARED_WITH])
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_the_score_claimed_waiting_for_a_yes_is_no_answer(rules: Matcher) -> None:
    assert said_at(rules, "yay we're ahead", TABLE, awaiting=True) is None


# What each rule must leave alone: the same words asking or acting.
LEFT_ALONE = (
    ("who's in charge there", ask("government")),
    ("who runs the country", ask("government")),
    ("what do they make there", ask("industry")),
    ("what do they make most of", ask("industry")),
    ("who's winning", {"type": "status"}),
    ("are we winning", {"type": "status"}),
    ("we're winning?", {"type": "status"}),
    ("who is ahead now", {"type": "status"}),
    ("okay we agreed, turn australia face down", eliminate("AUS")),
    ("we decided to eliminate peru", eliminate("PER")),
    ("take peru off the table", eliminate("PER")),
    ("kick kenya out", eliminate("KEN")),
    ("cross that one off, chile", eliminate("CHL")),
    ("it's chile", guess("CHL")),
    ("eliminate japan", eliminate("JPN")),
    ("tell me the population", ask("population")),
    ("i just crossed out peru on my sheet, now eliminate peru", eliminate("PER")),
)


@pytest.mark.parametrize(("text", "want"), LEFT_ALONE)
def test_commands_beside_these_kinds_still_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


# ---- commands read as nothing -------------------------------------------------------------------

PIDGIN = (
    ("e touch pacific ocean abi e no touch", ask("pacific")),          # a question's negative half
    ("dem get queen abi", ask("government_choice", "monarchy")),
    ("e get mountain or e no get", ask("highest_peak")),
    ("na dollar be their money", ask("currency_choice", "dollar")),   # "na X be their Y"
    ("na islam dey lead for there", ask("religion_choice", "islam")),  # "na X dey VERB"
    ("comot kenya abeg", eliminate("KEN")),
    ("the spy dey for egypt", guess("EGY")),                          # "dey for": is in
    ("oya you dey hide for mexico", guess("MEX")),
    ("abeg talk am again", {"type": "repeat"}),                        # "am": it
    ("how una dey play this game", {"type": "help"}),
)

OTHER_COMMANDS = (
    # a formal "might" question
    ("might the currency be the euro", ask("currency_choice", "euro")),
    ("might english be an official language there", ask("official_language", "english")),
    # a place of the speakers' own likened to
    ("do they pay in dollars like back home in toronto", ask("currency_choice", "dollar")),
    ("is spanish official like here in mexico", ask("official_language", "spanish")),
    # a name made precise: one destination
    ("eliminate the congo, the drc", eliminate("COD")),
    # a person counted as one
    ("how much does a single person earn there", ask("gdp_per_capita")),
    # the score in formal words
    ("what are the current standings", {"type": "status"}),
    # a question's negative half as a bare no, Patwa, slang for a repeat
    ("do they have a coast or nah", ask("coastline")),
    ("mi waan know if dem have a president", ask("government_choice", "republic")),
    ("run it back please", {"type": "repeat"}),
    # a no said with a withdrawal
    ("no no, take that back", {"type": "cancel"}),
    ("never mind, take it back", {"type": "cancel"}),
)


@pytest.mark.parametrize(("text", "want"), [*PIDGIN, *OTHER_COMMANDS])
def test_commands_of_these_kinds_are_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["ndio", "haanji yes", "chale yes please", "oya do am", "mi seh yes man"])
def test_yes_in_the_players_other_words(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["i take it back", "nah forget that"])
def test_a_withdrawal_at_the_question_is_a_no(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


# What the command rules must leave alone.
COMMAND_RULES_LEAVE = (
    "don't take that back",                        # a negation of the withdrawal
    "might it be peru",                            # "might it be": a guess among players
    "it might be the congo or chad",               # two names sharing no destination
    "if e no get sea then e no fit be ghana",      # Pidgin reasoning
    "how much do they get paid, i wonder",         # "get" outside Pidgin's pronouns
    "eliminate niger or nigeria",
    "do we bin peru or nah",                       # an act offered either way
)


@pytest.mark.parametrize("text", COMMAND_RULES_LEAVE)
def test_talk_beside_the_command_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_pidgin_am_is_not_english_am(rules: Matcher) -> None:
    assert rules._evidence is not None
    for said in ("how high am i standing", "yes i am", "so am i"):
        assert rules._evidence.rewrite(said) == said


#: Commands of the round's kinds in other words, written after the rules (not blind, not tuned on):
#: main read 9 of these 22 (12 with the reader; "ndio, go ahead" it read as the score), the branch 20.
AFTER_THE_RULES = (
    ("dem dey drive for left side abi dem no dey", ask("traffic")),
    ("na french be their official language", ask("official_language", "french")),
    ("comot peru for the list", eliminate("PER")),
    ("the spy dey hide for kenya", guess("KEN")),
    ("abeg repeat am", {"type": "repeat"}),
    ("might the main religion be islam", ask("religion_choice", "islam")),
    ("is the currency the dollar like back in new york", ask("currency_choice", "dollar")),
    ("nah never mind, take it back", {"type": "cancel"}),
    ("what's the current standing spy", {"type": "status"}),
    ("take off the democratic republic of the congo, the drc", eliminate("COD")),
    ("dem get president abi", ask("government_choice", "republic")),
    ("you dey for ghana", guess("GHA")),
    ("oya comot mali", eliminate("MLI")),
    ("how much does one person earn on average", ask("gdp_per_capita")),
    ("does it touch the pacific or nah", ask("pacific")),
    ("run it back one more time", {"type": "repeat"}),
    ("wetin dem dey call their money", ask("currency_letter")),
    ("na buddhism dey lead for there", ask("religion_choice", "buddhism")),
    # left: "might" before a verb other than "be"; a Pidgin question in statement order ("e dey near sea")
    pytest.param("might it border the atlantic", ask("atlantic"), marks=pytest.mark.xfail(strict=True, reason="left")),
    pytest.param("e dey near sea", ask("coastline"), marks=pytest.mark.xfail(strict=True, reason="left")),
)


@pytest.mark.parametrize(("text", "want"), AFTER_THE_RULES)
def test_commands_written_after_the_rules(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("MLI", "COD", "COG", "TCD")) == want


@pytest.mark.parametrize(("text", "want"), [("ndio, go ahead", "confirm"), ("mi seh no", "cancel")])
def test_answers_written_after_the_rules(rules: Matcher, text: str, want: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": want}
