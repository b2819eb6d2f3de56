"""The seventeenth round's English kinds, second pair (issue 10): players from an Indian office. Each
kind with examples of my own (none a bench line) and what each rule must leave alone. Rules alone:
the learned reader is tested in test_reader.py.

Commands: words from Hindi, Kannada and Tamil said inside English for what is meant to the game
(``loanwords``: question words, a card's topic, the act's verb: "abadi kitni hai wahan", "nepal ko
hata do"), the light verbs and forms of address closing a command ("repeat kar do", "saar"), yes
and no in those languages at "Eliminate Nepal?" ("bilkul", "houdu", "illa", "beda"), a formal
register's verbs of asking ("kindly confirm whether ...", "please specify ...", "i would request
..."), the arrest decided after the reasoning ("it has to be nepal, we'll arrest nepal"). Talk: a
tag seeking assent ("correct no", "hai na"), a place said to do something ("egypt speaks arabic
not french"), Hindi talk that negates or names nothing of the game.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.evidence import EvidenceRules
from hideout.grammar.matcher import Matcher
from hideout.grammar.normalise import normalise

TABLE = ("PER", "BRA", "NPL", "KEN", "JPN", "EGY", "IND", "CHL", "MEX", "NOR")

# ---- words from Indian languages, meant to the game ----------------------------------------------

CARDS_IN_HINGLISH = (
    ("abadi kitni hai wahan", ask("population")),
    ("eshtu janasankhya saar", ask("population")),
    ("sabse uncha pahad kitna uncha hai", ask("highest_peak")),
    ("sarkar kaisi hai", ask("government")),
    ("wahan ka dharam kya hai", ask("religion")),
    ("kisan kya ugaate hain wahan", ask("agricultural_product")),
    ("gaadi kis side chalti hai", ask("traffic")),
    ("samudra hai kya", ask("coastline")),
    ("rajdhani ka pehla akshar kya hai", ask("capital_letter")),
    ("paisa kis letter se shuru hota hai", ask("currency_letter")),
    ("capital hi sabse bada shehar hai kya", ask("capital_largest")),
    ("raja rani hai kya", ask("government_choice", "monarchy")),
    # Indian English: abroad is "outside country"; a closing "saar" is "sir"
    ("what they are sending to outside country saar", ask("export")),
    ("peak height yeshtu saar", ask("highest_peak")),
)


@pytest.mark.parametrize(("text", "command"), CARDS_IN_HINGLISH)
def test_a_card_asked_with_hindi_or_kannada_words(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


ACTS_IN_HINGLISH = (
    ("nepal ko hata do", eliminate("NPL")),
    ("kenya nikalo yaar", eliminate("KEN")),
    ("japan wala palat do", eliminate("JPN")),
    ("chile ko bahar karo", eliminate("CHL")),
    # "wo nahi hai": that's not it, said of the name let go
    ("mexico hatao bhai wo nahi hai", eliminate("MEX")),
    ("egypt mein chor hai pakdo", guess("EGY")),
    ("thief in norway saar", guess("NOR")),
)


@pytest.mark.parametrize(("text", "command"), ACTS_IN_HINGLISH)
def test_an_act_said_with_a_hindi_verb(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize(("text", "command"), (
    ("repeat kar do", {"type": "repeat"}),
    ("help kijiye", {"type": "help"}),
    ("cancel karo", {"type": "cancel"}),
    ("nahi nahi cancel kar do", {"type": "cancel"}),
    ("phir se bolo saar", {"type": "repeat"}),
    ("kya bola", {"type": "repeat"}),
))
def test_a_request_closed_by_a_light_verb(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize(("text", "answer"), (
    ("bilkul saar", "confirm"), ("houdu", "confirm"), ("theek hai ji", "confirm"), ("sari sari", "confirm"),
    ("done karo", "confirm"), ("illa", "cancel"), ("beda beda", "cancel"), ("rehne do yaar", "cancel"),
    ("galat hai", "cancel"), ("i do not confirm", "cancel"),
))
def test_yes_and_no_in_indian_languages_at_the_question(rules: Matcher, text: str, answer: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": answer}


@pytest.mark.parametrize("text", ("ek minute", "ruko ruko", "ek second yaar"))
def test_a_hindi_wait_is_never_a_yes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) != {"type": "confirm"}


@pytest.mark.parametrize("text", (
    # a Hindi remark with a negation, or a tag seeking assent
    "mujhe nahi pata yaar",
    "peru mat hatao",
    "kenya hai na",
    "bahar bahut garmi hai",
    "log kya kahenge",
    # a place said to do something, closed by a tag or negating another thing
    "egypt speaks arabic correct no",
    "i think brazil grows coffee not tea correct no",
    "i think kenya speaks swahili not english correct no",
    "kenya uses the shilling not the dollar",
))
def test_talk_in_hinglish_and_indian_english_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- a formal register ------------------------------------------------------------------------------

FORMAL = (
    ("kindly confirm whether the country touches the pacific", ask("pacific")),
    ("please specify the main export", ask("export")),
    ("kindly advise whether spanish is spoken officially", ask("official_language", "spanish")),
    ("kindly disclose the altitude of the tallest mountain", ask("highest_peak")),
    ("please provide details of the main crops", ask("agricultural_product")),
    ("may i request information on the system of governance", ask("government")),
    ("please confirm if the nation has a coastline", ask("coastline")),
    ("i would request an arrest in nepal", guess("NPL")),
    ("please cancel the last request", {"type": "cancel"}),
    ("kindly abort my last instruction", {"type": "cancel"}),
    ("please withdraw the previous request", {"type": "cancel"}),
)


@pytest.mark.parametrize(("text", "command"), FORMAL)
def test_a_formal_request(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_the_arrest_decided_after_the_reasoning(rules: Matcher) -> None:
    assert said_at(rules, "it has to be nepal, we'll arrest nepal", TABLE) == guess("NPL")
    # alone, the certainty is the arrest proposed (seven spent writers' lines; a guess is asked back before it is made)
    assert said_at(rules, "it has to be nepal", TABLE) == guess("NPL")
    assert said_at(rules, "if it's in asia it has to be nepal", TABLE) is None


@pytest.mark.parametrize(("text", "command"), (
    ("whose turn is it now", {"type": "status"}),
    ("phir se bolo", {"type": "repeat"}),
    ("please explain the options available", {"type": "help"}),
))
def test_duel_requests(duel_rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == command


def test_loanwords_are_single_words() -> None:
    with pytest.raises(ValueError, match="one word"):
        EvidenceRules({"loanwords": {"kya hai": "what is"}}, normalise)


# ---- second pass (en_heldout36, read after its estimate) -----------------------------------------

@pytest.mark.parametrize("text", (
    # a weak yes trailing off into a hesitation sound: still deciding
    "okay okay uh", "alright hmm", "sure um",
    # a wait closed by a sound, or opened by an exclamation said as one
    "hold on uh", "wait er", "goodness, hold on", "lordy wait",
))
def test_a_trailing_sound_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize(("text", "answer"), (
    # a clear yes before a sound stays a yes; a polite word closing a weak one is no sound
    ("yes uh", "confirm"), ("okay please", "confirm"),
    # a no before the wait and its sound still withdraws
    ("no hold on um", "cancel"),
    # Cajun French and Twi words around the answer; "not correct"
    ("bon, go head", "confirm"), ("ampa", "confirm"), ("mais no cher", "cancel"), ("no that is not correct", "cancel"),
))
def test_answers_around_sounds_and_cajun_words(rules: Matcher, text: str, answer: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": answer}


@pytest.mark.parametrize(("text", "command"), (
    ("they got a coastline or nah", ask("coastline")),
    ("is the place on the pacific or naw", ask("pacific")),
    ("do they speak espanol there officially", ask("official_language", "spanish")),
    ("is francais official over there", ask("official_language", "french")),
    ("mais how the game work", {"type": "help"}),
    ("what all can we ask you", {"type": "help"}),
))
def test_questions_closed_by_or_nah_and_words_from_other_languages(rules: Matcher, text: str,
                                                                  command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_an_act_offered_with_or_nah_is_still_asked_of_the_table(rules: Matcher) -> None:
    assert said_at(rules, "we cutting kenya or nah", TABLE) is None


@pytest.mark.parametrize("text", ("i should have gone to d four", "shoulda took the bus to b2", "i could've gone to a five"))
def test_a_move_regretted_is_no_move(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize(("text", "command"), (
    ("run us the history of the place", ask("history")),
    ("walk me through the government there", ask("government")),
))
def test_asked_to_be_told_at_length(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command
