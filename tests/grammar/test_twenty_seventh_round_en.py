"""The twenty-seventh round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A guess announced with "gonna" is a guess, as with "going to"; a proposal thought aloud ("i'm
thinking we ...") is hedged and asked back, as "i think we ..." is; not understanding said before a
plea to explain asks for help; a verdict then its reason keeps the verdict; Nigerian Pidgin's "i get"
opens the speaker's hand, "who dey lead" asks the score; "francophone" is the language, not the franc;
a name said not to be out yet is no act; a move then its reason keeps the move.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("TUR", "DOM", "PRT", "CHN", "ZAF", "SEN", "BEN", "ISL", "KEN", "PER")


@pytest.mark.parametrize(("text", "want"), [
    ("i'm gonna guess senegal", guess("SEN")),
    ("we're gonna accuse iceland", guess("ISL")),
    ("okay my final accusation is peru because it's the only one in the andes", guess("PER")),
    ("comot mzansi", eliminate("ZAF")),
])
def test_an_act_announced_or_with_its_reason(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_proposal_thought_aloud_is_asked_back(rules: Matcher) -> None:
    result = read_at(rules, "i'm thinking we bin kenya", TABLE)
    assert result.command is not None and result.command.to_json() == eliminate("KEN")
    assert result.tentative


@pytest.mark.parametrize("text", ["i'm thinking kenya or peru", "shh i'm thinking", "we're thinking about lunch"])
def test_thinking_alone_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text", [
    "sorry i don't understand, please explain me the rules",
    "me no understand this thing abeg explain",
    "please explain",
])
def test_a_plea_to_explain_asks_for_help(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "help"}


def test_an_explanation_asked_of_a_player_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "i don't understand, explain why you picked kenya", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("who dey lead now", {"type": "status"}),
    ("what is still on the table", {"type": "status"}),
    ("shey na anglophone country", ask("official_language", "english")),
    ("is it francophone", ask("official_language", "french")),
    ("how many country is touching it", ask("land_borders")),
])
def test_questions_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "i get the pacific card and the population one",   # Pidgin: what the speaker holds
    "kenya's not even out yet",
    "china isn't out yet you know",
])
def test_a_hand_or_a_name_not_yet_out_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_asking_to_get_a_card_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "can i get the coastline card", TABLE) == ask("coastline")


@pytest.mark.parametrize(("text", "want"), [
    ("e don set", {"type": "confirm"}),
    ("carry go", {"type": "confirm"}),
    ("lai lai", {"type": "cancel"}),
    ("la la habibi, not that one", {"type": "cancel"}),
    ("nombre, no", {"type": "cancel"}),
])
def test_yes_and_no_in_the_tables_languages(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


def test_a_move_then_its_reason_is_the_move(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "i'll start on b one because it's near the corner so he can't trap me") \
        == {"type": "move", "to": "B1"}


def test_a_move_weighed_with_its_reason_stays_talk(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "if we go to b four because it's safe then he loses") is None


@pytest.mark.parametrize("text", [
    "so since it's an island we can eliminate kenya because it's on the mainland",
    "i'm confident we can eliminate kenya given it's got a coast on the indian ocean",
])
def test_an_elimination_between_its_reasons(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate("KEN")


@pytest.mark.parametrize("text", ["just play a card", "come on pick a card already"])
def test_a_player_hurried_to_play_any_card_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_how_to_play_a_card_still_asks_for_help(rules: Matcher) -> None:
    assert said_at(rules, "how do we play a card", TABLE) == {"type": "help"}


@pytest.mark.parametrize(("text", "want"), [
    ("whit did it say there", {"type": "repeat"}),            # Scots spelling, read before the templates
    ("how many folk bide oot there", ask("population")),
])
def test_spellings_are_read_before_every_route(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("eliminate cote d'ivoire", eliminate("CIV")),            # "cote" keeps its spelling inside the name
    ("send the polis to d r c", guess("COD")),                # and a single letter is no "are"
])
def test_names_keep_their_spelling(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, (*TABLE, "CIV", "COD")) == want


@pytest.mark.parametrize(("text", "want"), [
    ("so the religion card which basically says what most people believe", ask("religion")),
    ("okay the land area one and just so everyone knows it gives square kilometres", ask("land_area")),
])
def test_a_card_named_then_explained_is_asked(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "the history card which says nothing useful",
    "the population card which was useless last round",
])
def test_a_card_named_then_judged_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("we can lose kenya it's far too hot for him", eliminate("KEN")),
    ("it's no senegal get rid", eliminate("SEN")),                 # Scots "no" for "not", "get rid" closing
    ("coffee bananas cocoa what do they grow most", ask("agricultural_product")),
    ("on reflection i'd say we can safely discard peru", eliminate("PER")),
])
def test_acts_and_questions_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["we can't lose kenya", "it's no good", "who drank my coffee", "we can lose this game"])
def test_the_same_words_as_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_a_name_doubted_aloud_is_no_act(rules: Matcher) -> None:
    assert said_at(rules, "surely it's no iceland, they've got loads of coastline", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("language card ask french", ask("official_language", "french")),
    ("the peak one tell us how high it goes", ask("highest_peak")),
])
def test_a_card_named_then_its_question(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_question_about_what_a_card_tells_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "what does the peak card tell us anyway", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("peru go for it", guess("PER")),
    ("take him down in senegal", guess("SEN")),
])
def test_arrests_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_go_for_it_alone_answers_a_pending_question(rules: Matcher) -> None:
    assert said_at(rules, "yeah go for it", TABLE, awaiting=True) == {"type": "confirm"}


def test_a_name_set_against_a_region_is_a_fact_told(rules: Matcher) -> None:
    assert said_at(rules, "kenya's not in south america you muppet", TABLE) is None


def test_an_act_beside_a_region_still_acts(rules: Matcher) -> None:
    assert said_at(rules, "it's not in south america so eliminate peru", TABLE) == eliminate("PER")


def test_thinking_aloud_before_a_question(rules: Matcher) -> None:
    assert said_at(rules, "hmm let me think, is it on the pacific", TABLE) == ask("pacific")


def test_thinking_aloud_alone_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "let me see what cards i have", TABLE) is None
