"""The thirty-eighth round's English kinds (issue 10), examples of my own (none a bench line) beside
what each rule must leave alone.

A bare wait at a pending question ("wait", "wait a sec") asks for time, as "wait wait" did: the blind
writers' bare waits in the spent sets were hesitations 12 times in 15; "wait, no" still withdraws. A moment taken to ask
the table something ("hold up, is that the one with ...") is no no. A card's topic followed by a figure
("population eight hundred thousand, that's tiny", "the gdp one came back forty grand a head") is the answer
read back to the table, never the card asked; a question about a figure still asks. A card said to be in
hand, then played ("i got the land area one, yeah let's do that one") asks it. Questions put as a chance
("any chance it's on the pacific", "would the place happen to be landlocked") ask. "ain't it" after "is ..."
tags a statement ("brussels is belgium ain't it") while after a name alone it rules the name out. "No
kangaroos in austria" is a fact, no "no" to Austria. A doubled "no" repairs as "no wait" does. Peoples said
in slang ("the argies", "turf the poms") and taken off the board ("take the irish off the board") are
eliminated. Duel: a district weighed as an opinion ("a one is as good as anywhere") and advice tied to where a
player stands ("... while you're on the yard one") are talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("AUT", "BEL", "ARG", "GBR", "IRL", "SVK", "SVN", "PER", "FRA")


@pytest.mark.parametrize("text", ["wait", "wait a sec", "wait a second", "wait a minute now", "now wait a second",
                                  "hold up is that the one with the crown on it",
                                  "hold up which one was that"])
def test_a_bare_wait_or_a_moment_taken_to_ask_is_no_answer(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


@pytest.mark.parametrize("text", ["wait no", "hold up not that one", "hold up no", "wait don't"])
def test_a_wait_with_a_no_still_withdraws(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["population three hundred thousand that's nothing",
                                  "so the gdp card came back about sixty grand",
                                  "land area was what two million that's massive",
                                  "population 450000 wow"])
def test_a_figure_read_back_after_a_cards_topic_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("is the population over ten million", ask("population")),
    ("what's the population", ask("population")),
    ("gdp per capita please", ask("gdp_per_capita")),
])
def test_a_question_about_a_figure_still_asks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("um i got er the highest peak one yeah let's do that one", ask("highest_peak")),
    ("i've got the religion card let's use that", ask("religion")),
    ("any chance it's on the pacific", ask("pacific")),
    ("would the country happen to be on the indian ocean", ask("indian")),
    ("what's the typical paycheck there", ask("gdp_per_capita")),
    ("what are they hauling out of there", ask("export")),
    ("is it one of those monarchies", ask("government_choice", "monarchy")),
    ("do they have beachfront", ask("coastline")),
])
def test_requests_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["i got the population card, we should keep it",
                                  "there's a fifty percent chance it's peru"])
def test_a_card_kept_and_a_chance_given_stay_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["vienna is austria ain't it", "it's belgium ain't it",
                                  "no kangaroos in austria mate", "no beaches in austria though",
                                  "is there more hot water in the kettle", "use the coast one or hang on to it"])
def test_tags_facts_and_kept_cards_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("belgium ain't it", eliminate("BEL")),
    ("eliminate slovenia no no slovakia", eliminate("SVK")),
    ("get rid of the argies", eliminate("ARG")),
    ("turf the poms", eliminate("GBR")),
    ("take the irish off the board", eliminate("IRL")),
    ("take the french off the list", eliminate("FRA")),
])
def test_eliminations_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("big ten four", {"type": "confirm"}),
    ("darn tootin", {"type": "confirm"}),
    ("hard out", {"type": "confirm"}),
    ("do", {"type": "confirm"}),
    ("ah here no", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("which countries have we got left", {"type": "status"}),
    ("what sort of things can i ask you", {"type": "help"}),
])
def test_status_and_help_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["b two is as good as anywhere", "play the grid search while you're on that one"])
def test_duel_opinions_and_advice_are_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize(("text", "want"), [
    ("move to b two", {"type": "move", "to": "B2"}),
    ("use the grid search", {"type": "action", "card": "grid_search"}),
])
def test_duel_moves_and_cards_still_read(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


@pytest.mark.parametrize("text", [
    "who ate the last scone i left it right here",
    "you've still got the population card up your sleeve",
    "i've the coast card in me hand",
    "you just wasted the religion card",
    "we played the export one too early",
    "gdp what's that when it's at home",
    "the card has a typo",
    "spanish is official in lots of countries",
])
def test_cards_held_or_spent_and_words_of_everyday_talk_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("do they drive on the right", ask("traffic")),
    ("ask the traffic card right now", ask("traffic")),
    ("do they vote in a president", ask("government_choice", "republic")),
    ("how many countries border it", ask("land_borders")),
])
def test_the_same_words_in_a_request_still_ask(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_never_mind_that_opened_by_a_no_takes_back(rules: Matcher, duel_rules: Matcher) -> None:
    assert said_at(rules, "nah never mind that", TABLE) == {"type": "cancel"}
    assert said_in_duel(duel_rules, "nah never mind that") == {"type": "cancel"}


@pytest.mark.parametrize("text", ["which row did the camera point at", "i've still got the grid search up me sleeve"])
def test_duel_the_camera_after_the_fact_and_a_card_held_are_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize("text", [
    "currency first letter is such a weird card",
    "do we really want to burn the export card now",
    "i'll play the export one after you",
    "tell you what the agricultural one is wild",
    "land borders zero so it's an island",
    "the capital thing is a trick question anyway",
])
def test_probed_talk_about_cards_and_places_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["b two is where i'd hide honestly", "c four is a trap obviously",
                                  "the surveillance card only shows a row", "you're on a taxi square so only one"])
def test_duel_probed_talk_is_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_duel_a_start_for_a_reason_still_moves(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "i start on c one") == {"type": "move", "to": "C1"}


@pytest.mark.parametrize("text", [
    "so the population card came back what 90 million",
    "is french an official language there that's all it said",
    "they're nearly all buddhist round there",
])
def test_talk_as_a_recogniser_writes_it_is_talk(rules: Matcher, text: str) -> None:
    # (written as the spoken talk check's transcripts were: digits, the past tense, punctuation dropped)
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["don't rush me", "hold on till dave's back", "hang on until she's back from the bar"])
def test_asking_not_to_be_hurried_or_waiting_for_someone_is_no_answer(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


def test_all_right_in_two_words_opens_as_alright(rules: Matcher) -> None:
    # (a recogniser writes "alright" in two words; "right" then read as a side of the road had made it talk)
    assert said_at(rules, "All right, since it's got no coast we can ditch Peru.", TABLE) == eliminate("PER")


def test_duel_grid_search_as_a_recogniser_writes_it(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "Run a great search on him.") == {"type": "action", "card": "grid_search"}
