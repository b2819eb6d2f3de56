"""The thirty-seventh round's English kinds (issue 10), examples of my own (none a bench line) beside
what each rule must leave alone.

An elimination or arrest said outright and then vouched for ("trust me", "believe me") or explained by
the speaker's people ("my cousin lives there", "he'd have told me") is the act; "it's not chile, trust me"
stays an opinion. A card read out and then said to be its words ("... that's the whole card", "that's
what it says here") is read to the table, however close it is to a template. The choice left to another
player at a pending question ("okay you decide") is no answer, nor is a moment asked for after a backchannel
"yeah" ("yeah one sec"). "You what?" (British) asks for the answer
again, Scots "gaun then" (go on then) is a yes, and whose turn it is said before the speaker's own
request ("dad's turn, i'll take ...") leaves the request. Found by probing talk of my own: disbelief ("no way
they have a king": the "no" is no repair), sarcasm ("yeah right like ..."), a statement after an interjection
("yeah they drive on the left"), "they'd ... for sure", and a word or two remarking on an answer ("small
population", "tiny country huh") each had asked the card at once; they are talk. Duel reads the language's
spellings and its words of asking again and taking back from Destination X's file, where they are kept once
("whit was that", "never mind leave it" in Duel too). An earlier answer asked about in the past tense ("what was
the land area") asks no card again: no blind writer wrote one as a request, and the spoken talk check heard one
asked at once.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

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


@pytest.mark.parametrize("text", ["okay you decide", "yeah sure your call", "fine up to you guys", "yeah one sec",
                                  "ja give me a moment"])
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


@pytest.mark.parametrize("text", ["no way they have a king", "no chance they use the euro",
                                  "yeah right like they have a coast", "they'd have a king for sure",
                                  "yeah they drive on the left", "small population", "tiny country huh",
                                  "massive place", "i dropped the religion card",
                                  "population's on the left side of the board"])
def test_disbelief_sarcasm_and_a_remark_on_the_answer_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("no wait ask the population", ask("population")),
    ("big population?", ask("population")),  # typed with a question mark: asked
    ("oh what's the population", ask("population")),
])
def test_a_repair_a_typed_question_and_an_interjected_question_still_ask(rules: Matcher, text: str,
                                                                         want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("eh whit was that", {"type": "repeat"}),
    ("go tae c three", {"type": "move", "to": "C3"}),
    ("whit's the situation noo", {"type": "status"}),
])
def test_duel_reads_the_languages_spellings(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("never mind leave it", {"type": "cancel"}),
    ("phir se bolo", {"type": "repeat"}),
    ("wait what did he just say run it back", {"type": "repeat"}),
    ("where do things stand at the moment", {"type": "status"}),
    ("sorry how do the moves work here", {"type": "help"}),  # "sorry" alone is not borrowed
])
def test_duel_shares_the_words_of_asking_again_and_taking_back(duel_rules: Matcher, text: str,
                                                               want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


def test_the_shared_words_are_kept_once() -> None:
    from hideout.grammar.templates import load_templates
    duel = load_templates("duel", "en").evidence or {}
    kept = load_templates("destination-x", "en").evidence or {}
    assert duel["spellings"]["whit"] == "what" and duel["spellings"]["cyaan"] == "can't"
    assert "cyaan" not in kept["spellings"]
    assert "+phir se" in duel["targets"]["repeat"] and "~sorry" not in duel["targets"]["repeat"]
    assert duel["targets"]["cancel"] == kept["targets"]["cancel"]


@pytest.mark.parametrize("text", ["what was the land area", "right what was the land area i have a theory",
                                  "what were their main exports"])
def test_an_earlier_answer_recalled_asks_no_card_again(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [("what was the answer again", {"type": "repeat"}),
                                            ("what's the land area", ask("land_area"))])
def test_asking_again_and_asking_now_still_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [("i pick population", ask("population")),
                                            ("i choose the coast one", ask("coastline"))])
def test_ones_own_choice_said_outright_asks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_picking_up_a_card_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "i pick up the card", TABLE).command is None
