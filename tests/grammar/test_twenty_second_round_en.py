"""The twenty-second round's English kinds (issue 10). Examples of my own (none a bench line)
beside what each rule must leave alone.

The spy placed in the third person and the act closing the sentence; a destination named by its
people ("the canadian one", the handbook's demonyms); an act on the one place a sentence was
about; world Englishes' yes and no words; small rewrites (a question in the conditional, softened,
relayed, or opened by thinking aloud); a moment asked with what the speaker must do first.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CAN", "NOR", "AUS", "NZL", "DEU", "GRC", "PER", "CHE", "IND", "FRA")


# ---- the spy placed as "he" / "she", the act closing the sentence ------------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("he's in greece arrest", "GRC"),
    ("she's in peru we make the arrest", "PER"),
    ("he's in norway i'm sure arrest", "NOR"),
    ("he's in canada put the handcuffs on him", "CAN"),
    ("he hiding in peru go arrest", "PER"),
    ("you stay in greece i know it", "GRC"),
])
def test_the_spy_placed_then_the_arrest(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == guess(ident)


@pytest.mark.parametrize("text", ["he's not in greece arrest", "he's in greece don't arrest yet",
                                  "she's in peru we could arrest", "he's in greece on holiday",
                                  "who's got the handcuffs"])
def test_the_spy_placed_without_a_decided_arrest_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- a destination named by its people ---------------------------------------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("flip the canadian one", "CAN"),
    ("the norwegian one can go", "NOR"),
    ("take out that swiss one", "CHE"),
    ("get rid of the aussie one", "AUS"),
    ("cross the kiwis off", "NZL"),
])
def test_a_destination_named_by_its_people(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate(ident)


def test_the_indian_one_is_the_ocean_card(rules: Matcher) -> None:
    # "indian" names the Indian Ocean card, so the handbook keeps it from India's demonyms
    assert said_at(rules, "is it on the indian one", TABLE) == ask("indian")


@pytest.mark.parametrize("text", ["my boss is canadian", "the canadians are nice", "we liked the canadian one"])
def test_a_people_said_otherwise_names_no_destination(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_kiwis_the_fruit_stay_the_fruit(rules: Matcher) -> None:
    assert said_at(rules, "do they grow kiwis", TABLE) == ask("agricultural_product")


# ---- an act on the one place the sentence was about --------------------------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("germany can't be it eliminate germany please", "DEU"),
    ("norway has a king so eliminate norway", "NOR"),
])
def test_an_act_on_the_place_said_before(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate(ident)


@pytest.mark.parametrize("text", ["france has euros so if it said franc it can't be france",
                                  "germany can't be it so let's not eliminate germany",
                                  "germany is lovely should we eliminate germany"])
def test_a_supposed_case_or_a_proposal_on_the_place_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- yes and no words of world Englishes -------------------------------------------------------

@pytest.mark.parametrize("text", ["wi", "wi wi", "exactement", "ben oui", "ewe", "sharp sharp", "fo sho", "das right",
                                  "wen", "go"])
def test_more_yeses(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["pantoute", "négatif", "kwete", "aowa", "saan saan"])
def test_more_noes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["okay so", "alright so", "well shoot let me think", "one moment i need to check my notes",
                                  "hold on we need to talk"])
def test_no_answer_yet(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


def test_yes_then_so_is_still_a_yes(rules: Matcher) -> None:
    assert said_at(rules, "yes so", TABLE, awaiting=True) == {"type": "confirm"}


# ---- small rewrites ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("and what would be their main industry", ask("industry")),
    ("is their currency the euro perhaps", ask("currency_choice", "euro")),
    ("let me see now what's the population", ask("population")),
    ("how many people live there my brother wants to know", ask("population")),
    ("with how many sovereign states does it share a border", ask("land_borders")),
    ("hey spy the place is a monarchy or what", ask("government_choice", "monarchy")),
    ("ask the steering wheel one", ask("traffic")),
    ("i'd like the land area card if that's perfectly all right", ask("land_area")),
])
def test_questions_in_other_clothes(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["what would be a good question", "who wants to know", "is it peru maybe"])
def test_the_same_words_about_the_game_stay_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_a_name_explained_keeps_the_act(rules: Matcher) -> None:
    assert said_at(rules, "eliminate burma sorry myanmar as they call it now", ("MMR",)) == eliminate("MMR")


def test_what_you_said_asks_again(rules: Matcher) -> None:
    assert said_at(rules, "huh what you said", TABLE) == {"type": "repeat"}


def test_the_camera_put_on_him(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "put the camera on him") == {"type": "action", "card": "surveillance"}


# ---- a card question, then why it is asked ------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("what's the population because if it's big then it's china", ask("population")),
    ("how many countries border it cos germany has nine", ask("land_borders")),
    ("does it have a coast because there's no coast in bolivia", ask("coastline")),
])
def test_a_question_then_why_it_is_asked(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_repair_in_the_reason_takes_the_question_back(rules: Matcher) -> None:
    assert said_at(rules, "what's the population cos no wait ask the coast", TABLE) == ask("coastline")


@pytest.mark.parametrize("text", ["what if we asked the population because why not",
                                  "who has the population card because i need it"])
def test_talk_about_a_question_with_a_reason_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- Duel: a district said to hold something; Jamaican "cyaan" -------------------------------------

@pytest.mark.parametrize("text", ["c three has the scotland yard badge right", "b two had a sabotage last time",
                                  "him cyaan be at d two"])
def test_talk_about_a_district_moves_nothing(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_a_move_is_still_a_move(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "taxi to c three") == {"type": "move", "to": "C3"}


def test_not_what_i_meant_is_a_no(rules: Matcher) -> None:
    assert said_at(rules, "oh dear no that's not what i meant", TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [("how's the game going so far", {"type": "status"}),
                                            ("never mind go back", {"type": "cancel"})])
def test_duel_status_and_going_back(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


# ---- nicknames of places; a question with what its answer must not be ------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("cross off uncle sam", eliminate("USA")),
    ("our final answer is the land of the rising sun", guess("JPN")),
    ("we're going with the emerald isle", guess("IRL")),
    ("the poms are out", eliminate("GBR")),
    ("we'll eighty six peru", eliminate("PER")),
])
def test_places_by_their_nicknames_and_86(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, ("USA", "JPN", "IRL", "GBR", "PER")) == want


@pytest.mark.parametrize(("text", "want"), [
    ("what's the population and don't give me a rough guess", ask("population")),
    ("is the capital the biggest city though", ask("capital_largest")),
    ("how many countries does it border you know by land", ask("land_borders")),
    ("i've got the traffic one which side do they drive on", ask("traffic")),
])
def test_a_question_with_more_said_around_it(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["i've got the coast card", "my uncle sam lives in peru", "is it peru though",
                                  "i'm eighty six years old"])
def test_the_same_words_said_otherwise_stay_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- an act said outright, then why; a wager of one's savings; peoples after the act ---------------

@pytest.mark.parametrize(("text", "want"), [
    ("bin norway it's got a coast the size of the moon", eliminate("NOR")),
    ("okay cross off peru because they use the sol", eliminate("PER")),
    ("arrest the spy in greece it's the one with the islands", guess("GRC")),
    ("i'll put my pension on peru", guess("PER")),
    ("chuck out the aussies", eliminate("AUS")),
])
def test_an_act_then_why_or_a_wager(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["norway is lovely because of the fjords", "i went to norway because my sister lives there",
                                  "we should bin norway it's got a coast", "bin norway it's got a coast no wait keep it",
                                  "we love the kiwis"])
def test_an_argument_a_proposal_or_a_retraction_is_no_act(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_repeat_what_was_said(rules: Matcher) -> None:
    assert said_at(rules, "repeat what was said", TABLE) == {"type": "repeat"}


@pytest.mark.parametrize(("text", "want"), [("you're hiding in peru aren't ye", guess("PER")),
                                            ("cheerio greece", eliminate("GRC"))])
def test_a_tag_asking_the_spy_to_agree_and_a_goodbye(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_goodbye_alone_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "bye bye then", TABLE).command is None


def test_a_bet_in_the_conditional_stays_an_opinion(rules: Matcher) -> None:
    assert read_at(rules, "i'd bet my house on peru", TABLE).command is None
