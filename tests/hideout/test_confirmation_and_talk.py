"""A yes is taken only when it was said: a murmur the open recogniser wrote as "Yeah." is asked
again (hideout.listening.judge_readings), with real PocketSphinx and Whisper on synthesised speech,
and the rule on its own; and the ways table talk came through a second opinion
(hideout.listening.talk_doubt)."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import pytest

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.listening import (
    lone_word_unheard,
    DOUBTED_YES,
    MURMURS,
    YES_FIT_FROM,
    MURMUR_FIT_FROM,
    GRAMMAR_SURE_FIT_FROM,
    GRAMMAR_SURE_FROM,
    ONE_CUE_SCORE,
    ONE_EAR_APPLY_FROM,
    ONE_EAR_ASKED_BACK,
    PADDED_YES_FILLERS,
    THIN_EVIDENCE_SCORE,
    UNSURE_OPEN_READING,
    Listener,
    both_ears_fit,
    clear_yes,
    doubt,
    fit_confidence,
    grammar_evidence,
    lesser_reading_cap,
    grammar_refuses,
    grammar_backs,
    is_bare_yes,
    is_short_yes,
    judge_readings,
    loop_unit,
    looped,
    murmur_as_likely,
    murmur_like,
    not_its_best,
    one_ear_act,
    one_ear_agreement,
    one_ear_talk,
    one_ear_yes_sureness,
    padded_agreement,
    same_place,
    says_only_yes,
    talk_by_both_ears,
    talk_doubt,
)
from hideout.policy import APPLY_AT_ONCE_FROM, ASK_BACK_FROM, CONFIRM_FROM, DIALOGUE_FROM, decide, english_bars, heard_confidence
from hideout.voice import whisper
from hideout.voice.recogniser import Transcript
from hideout.voice.synth import SynthCache

TABLE = ("BRA", "NPL", "PER", "KEN", "JPN", "CHL")
CONFIRMING = MatchContext(table=TABLE, awaiting_confirmation=True)


def test_bare_yes_words() -> None:
    assert is_bare_yes("Yeah.") and is_bare_yes("Yes, yes.") and is_bare_yes("yup")
    assert not is_bare_yes("Yes, please.") and not is_bare_yes("Sure.") and not is_bare_yes("")
    assert not is_bare_yes("Yeah, yeah, it will be closer.")


def fits(murmur: float) -> Any:
    """A fits function: any reading fits well, every murmur at ``murmur``."""
    def scored(texts: list[str]) -> list[float | None]:
        return [murmur if text in MURMURS else -0.5 for text in texts]
    return scored


def judge(context: MatchContext, first: str, second: tuple[str, float], scorer: Any) -> tuple[Transcript, dict[str, Any]]:
    """judge_readings with Whisper's reading ``second`` (text, confidence) as its only one."""
    return judge_readings(Matcher(), context, Transcript(first, 0.2), Transcript(*second),
                          (second[0],) if second[0] else (), scorer)


def judged(first: str, second: str, murmur: float, context: MatchContext = CONFIRMING) -> tuple[float, dict[str, Any]]:
    kept, note = judge(context, first, (second, 0.65), fits(murmur))
    return kept.confidence, note


def test_a_bare_yes_a_murmur_fits_as_well_is_asked_again() -> None:
    confidence, note = judged("", "Yeah.", MURMUR_FIT_FROM + 0.2)
    assert confidence == DOUBTED_YES < CONFIRM_FROM and note["murmur_fit"] is not None
    # the grammar heard a yes too: still a murmur's sound
    confidence, _ = judged("yeah", "Yeah.", MURMUR_FIT_FROM + 0.2)
    assert confidence == DOUBTED_YES


def test_a_clear_yes_keeps_its_confidence() -> None:
    # both ears heard the yes, and no murmur fits
    confidence, _ = judged("yeah", "Yeah.", MURMUR_FIT_FROM - 1.0)
    assert confidence > CONFIRM_FROM
    # Whisper alone wrote a bare "Yeah.": what a murmur can be written as, never clear from one
    # ear, however far below it the murmurs fit
    for murmur in (MURMUR_FIT_FROM - 0.3, MURMUR_FIT_FROM - 3.0):
        confidence, _ = judged("", "Yeah.", murmur)
        assert confidence == DOUBTED_YES
    # a yes phrase said whole is no murmur; nothing is measured for it
    def unmeasured(texts: Sequence[str]) -> list[float | None]:
        raise AssertionError("a murmur was scored against more than a bare yes")
    kept, note = judge(CONFIRMING, "", ("Yes, please.", 0.7), unmeasured)
    assert kept.confidence == 0.7 and note["murmur_fit"] is None
    # with nothing awaiting a yes is no answer anyway: nothing is measured
    kept, note = judge(MatchContext(table=TABLE), "", ("Yeah.", 0.7), unmeasured)
    assert note["murmur_fit"] is None


def test_short_yes_words() -> None:
    for short in ("good", "Correct.", "ah yes uh", "Yes, yes."):
        assert is_short_yes(short), short
    for longer in ("Yes, please.", "that's right", "uh hmm"):
        assert not is_short_yes(longer), longer


def grammar_yes(word_fit: float, murmur: float) -> float:
    """The confidence judge_readings keeps for the grammar's "good" while Whisper's own reading
    ("Tuvalu...") holds no command; ``word_fit``: how well "good" fits, relative to Whisper's own."""
    def scored(texts: Sequence[str]) -> list[float | None]:
        return [murmur if text in MURMURS else word_fit for text in texts]
    kept, note = judge_readings(Matcher(), CONFIRMING, Transcript("good", 0.4), Transcript("Tuvalu...", 0.3),
                                ("Tuvalu...",), scored)
    assert note["source"] == "first"
    return kept.confidence


def test_the_grammars_one_word_yes_is_asked_again_when_a_murmur_fits_as_well() -> None:
    # "ooh er" in a reverberant room: "good" fits better than Whisper's own reading, and a
    # murmur fits better still (the margin is to the yes reading, not to Whisper's own)
    assert grammar_yes(2.0, 2.4) == DOUBTED_YES
    assert grammar_yes(2.0, 2.0 + MURMUR_FIT_FROM + 0.1) == DOUBTED_YES
    # a clear "good": every murmur far below it
    assert grammar_yes(2.0, 2.0 + MURMUR_FIT_FROM - 1.0) >= CONFIRM_FROM


def test_the_grammars_yes_alone_is_measured_against_the_murmurs_whatever_its_length() -> None:
    # "aiya" in clean (tuning voices): the grammar "hey yup" (the address word and a yes), Whisper
    # "Hey, yo." at -1.2: two words, yet the murmurs fit within 2.1 of it
    def scored(texts: Sequence[str]) -> list[float | None]:
        return [-1.2 - 2.1 if text in MURMURS else -1.2 for text in texts]
    kept, note = judge_readings(Matcher(), CONFIRMING, Transcript("hey yup", 0.8), Transcript("Hey, yo.", 0.5),
                                ("Hey, yo.",), scored)
    assert note["source"] == "first" and note["murmur_fit"] is not None and murmur_as_likely(note)
    assert kept.confidence == DOUBTED_YES


def agreed_yes(grammar: str, whisper: str, whisper_confidence: float,
               grammar_fit: float = -0.5) -> tuple[float, dict[str, Any]]:
    """judge_readings when both recognisers read a yes (every murmur far below it; the
    grammar's words, where they differ, fitting Whisper's decoder at ``grammar_fit``)."""
    def scored(texts: Sequence[str]) -> list[float | None]:
        return [MURMUR_FIT_FROM - 3.0 if text in MURMURS else grammar_fit for text in texts]
    kept, note = judge_readings(Matcher(), CONFIRMING, Transcript(grammar, 0.4),
                                Transcript(whisper, whisper_confidence), (whisper,), scored)
    return kept.confidence, note


def test_a_yes_the_grammar_heard_among_fillers_earns_no_agreement() -> None:
    # an "mmm" in a room where others talk: Whisper writes their "Let's go, let's go.", the grammar
    # "oh ah i will yeah that one": both a yes, but the grammar's mostly fillers (a closing "ah" is
    # Singapore English trailing off, no yes at all)
    confidence, note = agreed_yes("oh ah i will yeah that one", "Let's go, let's go.", 0.37)
    assert note["source"] == "agree" and note["first_stray_fillers"] >= PADDED_YES_FILLERS
    assert confidence <= 0.37 < CONFIRM_FROM
    # the grammar's clear yes agreeing: as sure as the agreement makes it
    confidence, note = agreed_yes("yes", "Yes, yes.", 0.37)
    assert note["source"] == "agree" and confidence > CONFIRM_FROM


def test_both_ears_need_the_kept_yes_to_fit() -> None:
    # a lesser reading of Whisper's the grammar backs, far less likely than Whisper's own reading
    lesser = {**heard_yes("second", "yeah", YES, "Uh."), "readings": ["Uh.", "Yeah."], "kept": "Yeah."}
    assert both_ears_fit({**lesser, "fit": YES_FIT_FROM}) and clear_yes({**lesser, "fit": YES_FIT_FROM})
    assert not both_ears_fit({**lesser, "fit": YES_FIT_FROM - 0.1}) and not clear_yes({**lesser, "fit": YES_FIT_FROM - 0.1})


needs_whisper = pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))


@needs_whisper
@pytest.mark.slow
def test_a_scottish_errr_is_not_taken_as_yes(listener: Listener, speech: SynthCache) -> None:
    # espeak-ng's Scottish "errr" (the tuning bench's voice, speed and pitch for that line):
    # Whisper writes "Yeah."; the murmur "mm" fits about as well, so the question is asked again
    heard = listener.hear(speech.pcm("errr", "en-gb-scotland", 190, 70), table=TABLE, awaiting="confirmation")
    assert heard.second is not None and is_bare_yes(heard.second["second"]), heard.to_json()   # "Yeah. Yeah."
    assert heard.second["murmur_fit"] is not None and heard.second["murmur_fit"] >= MURMUR_FIT_FROM
    assert heard.decision.action != "act", heard.to_json()


def test_help_only_in_a_lesser_reading_is_not_answered() -> None:
    # "we accuse!" written "We are curious." by Whisper, "We are confused." lower in its beam: the
    # spy explained the rules in the middle of an accusation
    table = MatchContext(table=TABLE)
    readings = ("We are curious.", "We are queues.", "We are confused.")
    kept, noted = judge_readings(Matcher(), table, Transcript("", 0.2), Transcript(readings[0], 0.6), readings,
                                 lambda texts: [-0.5 for _ in texts])
    assert noted["kept_command"] == {"type": "help"} and kept.confidence == 0.0
    # written as Whisper's own best reading, or heard by the grammar too: answered as before
    kept, noted = judge_readings(Matcher(), table, Transcript("", 0.2), Transcript("We are confused.", 0.6),
                                 ("We are confused.",), lambda texts: [-0.5 for _ in texts])
    assert noted["kept_command"] == {"type": "help"} and kept.confidence == 0.6
    kept, noted = judge_readings(Matcher(), table, Transcript("we are confused", 0.6), Transcript(readings[0], 0.6),
                                 readings, lambda texts: [-0.5 for _ in texts])
    assert noted["kept_command"] == {"type": "help"} and kept.confidence > DIALOGUE_FROM


@needs_whisper
@pytest.mark.slow
def test_we_accuse_said_alone_is_no_request_for_help(listener: Listener, speech: SynthCache) -> None:
    # the tuning bench's voice, speed and pitch for that line: Whisper's beam held "We are
    # accused." and "We are confused." below its "We are curious.", and the spy explained the rules
    heard = listener.hear(speech.pcm("we accuse!", "en-gb", 190, 50), table=("FRA", "DEU", "BRA", "PER", "JPN", "KEN"))
    assert heard.second is not None and {"We are accused.", "We are confused."} <= set(heard.second["readings"][1:])
    assert not (heard.result.command is not None and heard.result.command.type == "help"
                and heard.decision.action == "act"), heard.to_json()


def test_a_request_the_grammar_forced_onto_a_bare_act_yields_to_it() -> None:
    # "we arrest" (en-us+m7, clean, the tuning bench): Whisper's best "We arrest.", PocketSphinx's
    # grammar "we're lost" (help, fitting well): the spy explained the rules. Here an "arrest"
    # Whisper wrote plainly, and the grammar's "we're lost"
    from types import SimpleNamespace

    from hideout.listening import GrammarFeeder

    table = MatchContext(table=TABLE)
    kept, noted = judge_readings(Matcher(), table, Transcript("we're lost", 0.9), Transcript("Arrest.", 0.8),
                                 ("Arrest.", "A rest."), lambda texts: [-0.2 for _ in texts])
    assert noted["kept_command"] == {"type": "help"} and kept.confidence > DIALOGUE_FROM
    feeder = GrammarFeeder(SimpleNamespace(short_phrases=False), Matcher())
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.command is None and result.bare_act is not None and result.bare_act.type == "guess"
    assert decide(result, None, sure, bars=bars).action == "ask_back"
    # Whisper's own best reading asking for help: answered as before
    kept, noted = judge_readings(Matcher(), table, Transcript("we're lost", 0.9), Transcript("We're lost.", 0.8),
                                 ("We're lost.",), lambda texts: [-0.2 for _ in texts])
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.command is not None and result.command.type == "help"


@needs_whisper
@pytest.mark.slow
def test_a_spoken_yes_is_still_acted_on(listener: Listener, speech: SynthCache) -> None:
    # both ears ("yes", "yeah")
    for said, voice in (("yes", "en-gb"), ("yeah", "en-us")):
        heard = listener.hear(speech.pcm(said, voice, 160, 50), table=TABLE, awaiting="confirmation")
        assert heard.result.command is not None and heard.result.command.type == "confirm", heard.to_json()
        assert heard.decision.action == "act", heard.to_json()
    # the price of a clear yes: yes words alone from one ear are what a hesitation is written as,
    # so Whisper's "Yup!" with the grammar hearing nothing, and this voice's "yeah" ("yay uhh" to
    # the grammar, the sound of the "yay" hesitation) are asked again
    for said, voice in (("yup", "en-us+f3"), ("yeah", "en-us+m7")):
        heard = listener.hear(speech.pcm(said, voice, 160, 50), table=TABLE, awaiting="confirmation")
        assert heard.second is not None and heard.decision.action == "ask_back", heard.to_json()


def note(source: str, first: dict[str, str] | None, second: dict[str, str] | None,
         second_score: float = 84.0) -> dict[str, Any]:
    return {"source": source, "first_command": first, "second_command": second, "second_score": second_score}


LAND_AREA = {"type": "ask", "card": "land_area"}
AGRICULTURE = {"type": "ask", "card": "agricultural_product"}
ELIMINATE = {"type": "eliminate", "destination": "AZE"}


def test_one_cue_word_against_another_kind_of_command_is_talk() -> None:
    # "who wants another slice of pizza": Whisper "Who once set up the size of the Internet."
    # (one cue: the land area card), PocketSphinx "we want flip over azerbaijan please"
    assert talk_doubt(note("second", ELIMINATE, LAND_AREA), 0.53) == 0.0
    # more evidence than one cue, or the grammar heard a question too, or nothing: as weighed
    assert talk_doubt(note("second", ELIMINATE, LAND_AREA, 90.0), 0.53) == 0.53
    assert talk_doubt(note("second", None, LAND_AREA), 0.53) == 0.53
    assert talk_doubt(note("agree", LAND_AREA, LAND_AREA), 0.9) == 0.9
    assert talk_doubt(note("first", LAND_AREA, None), 0.4) == 0.4
    # "who's winning" in words no grammar holds: Whisper's one cue for the status is right
    assert talk_doubt(note("second", LAND_AREA, {"type": "status"}), 0.6) == 0.6


def test_talk_heard_as_two_different_commands_is_ignored_through_the_matcher() -> None:
    # the readings of "who wants another slice of pizza" in 10 dB babble (en_dev, tuning voices)
    table = ("AZE", "BRA", "NPL", "PER", "KEN", "JPN")
    def forced(texts: list[str]) -> list[float | None]:
        # the grammar's reading forced onto talk fits the audio far worse than Whisper's own
        assert texts == [grammar.text], texts
        return [-3.0]
    grammar = Transcript("we want flip over azerbaijan please", 0.4)
    kept, note = judge_readings(Matcher(), MatchContext(table=table), grammar,
                                Transcript("Who once set up the size of the Internet.", 0.53),
                                ("Who once set up the size of the Internet.",), forced)
    assert note["source"] == "second" and note["second_command"] == LAND_AREA
    # Whisper's own best reading: asked back ("The land area card?"), never played
    assert kept.confidence == ONE_EAR_ASKED_BACK and note["weighed_confidence"] > 0.5
    assert decide(Matcher().match(kept.text, MatchContext(table=table)), None, kept.confidence).action == "ask_back"
    # while "Eliminate Azerbaijan?" waits, a new card on one cue word is talk: ignored
    kept, note = judge_readings(Matcher(), MatchContext(table=table, awaiting_confirmation=True), grammar,
                                Transcript("Who once set up the size of the Internet.", 0.53),
                                ("Who once set up the size of the Internet.",), forced)
    assert note["awaiting"] == "confirmation" and kept.confidence == 0.0
    # a question Whisper heard in full is not doubted, whatever the grammar made of it
    kept, note = judge_readings(Matcher(), MatchContext(table=table), grammar,
                                Transcript("How big is your country?", 0.7), ("How big is your country?",), forced)
    assert note["second_command"] == LAND_AREA and kept.confidence == 0.7


def test_thin_evidence_against_another_kind_of_command_is_talk() -> None:
    # "strictly speaking the vatican has no agricultural product to speak of": Whisper wrote it
    # nearly word for word (two cue weights, 87: the card named in passing), PocketSphinx "strike
    # the st vincent and the grenadines out": the recognisers heard different things
    # and Whisper itself is unsure of its reading
    assert talk_doubt(note("second", ELIMINATE, AGRICULTURE, THIN_EVIDENCE_SCORE - 1.0), 0.42) == 0.0
    # a request with more evidence than that stands, whatever the grammar made of it
    assert talk_doubt(note("second", ELIMINATE, AGRICULTURE, THIN_EVIDENCE_SCORE), 0.42) == 0.42
    # and so does one Whisper wrote down surely ("i would like to know the number of inhabitants")
    assert talk_doubt(note("second", ELIMINATE, AGRICULTURE, THIN_EVIDENCE_SCORE - 1.0),
                      UNSURE_OPEN_READING) == UNSURE_OPEN_READING


def test_one_cue_word_against_another_command_of_the_same_kind_is_talk() -> None:
    # "whose round is it i'm parched": Whisper "Who ground it in charge." (one cue: government),
    # PocketSphinx "hmm computer um borders" (another card)
    government, borders = {"type": "ask", "card": "government"}, {"type": "ask", "card": "borders"}
    assert talk_doubt(note("second", borders, government, ONE_CUE_SCORE - 1.0), 0.37) == 0.0
    # Whisper sure of its reading: another card on one cue is still no card to play (policy8): its
    # own best reading is asked back, a lesser one of its beam stays silent
    sure = {**note("second", borders, government, ONE_CUE_SCORE - 1.0), "readings": ["Who ground it in charge."],
            "kept": "Who ground it in charge.", "awaiting": None, "first_confidence": 0.6}
    assert talk_doubt(sure, 0.8) == ONE_EAR_ASKED_BACK
    assert talk_doubt({**sure, "readings": ["Who around it.", "Who ground it in charge."]}, 0.8) == 0.0
    # two cue weights for a card: the grammar's other card is its own mistake
    assert talk_doubt(note("second", borders, government, ONE_CUE_SCORE + 2.0), 0.6) == 0.6
    # the grammar heard the same command (one of Whisper's lesser readings was kept): agreement
    assert talk_doubt(note("second", government, government, ONE_CUE_SCORE - 1.0), 0.5) == 0.5
    # a dialogue request on one cue word is never doubted (people word those freely)
    assert talk_doubt(note("second", {"type": "help"}, {"type": "status"}, ONE_CUE_SCORE - 1.0), 0.5) == 0.5


def test_one_cue_against_another_kind_is_silent_when_whisper_is_unsure() -> None:
    # a remark of our own in a reverberant room: Whisper's own best reading an arrest on one cue,
    # unsure of its words (0.31), the grammar a card: the spy asked "Arrest in Peru?", while the
    # same reading on two cue weights was ignored
    coastline, arrest = {"type": "ask", "card": "coastline"}, {"type": "guess", "destination": "PER"}
    own = {**note("second", coastline, arrest, ONE_CUE_SCORE - 1.0), "readings": ["Peru, it's all sand."],
           "kept": "Peru, it's all sand.", "awaiting": None}
    assert talk_doubt({**own, "second_score": ONE_CUE_SCORE + 2.0}, 0.31) == 0.0
    assert talk_doubt(own, 0.31) == 0.0
    assert decide(SimpleNamespace(command=SimpleNamespace(type="guess"), text="peru it's all sand", score=84.0,
                                  ambiguous=False, tentative=False), None, talk_doubt(own, 0.31)).action == "ignore"
    # Whisper sure of its reading: asked back, as one cue's own rule has it
    assert talk_doubt(own, 0.6) == ONE_EAR_ASKED_BACK
    # another card (the same kind) on one cue, Whisper unsure: its own rule, as before
    assert talk_doubt({**own, "second_command": LAND_AREA}, 0.31) == ONE_EAR_ASKED_BACK


def test_the_kept_reading_is_judged_not_the_best() -> None:
    # Whisper's best reading held no command; a lesser one held a card on one cue word
    kept = {**note("second", {"type": "ask", "card": "borders"}, None, 100.0),
            "kept_command": {"type": "ask", "card": "history"}, "kept_score": ONE_CUE_SCORE - 1.0}
    assert talk_doubt(kept, 0.38) == 0.0


def test_a_command_only_in_a_lesser_reading_is_one_the_open_recogniser_is_unsure_of() -> None:
    # "how many cards left in the deck" in 10 dB babble (en_heldout6, tuning voices): Whisper's
    # best "How many gardens left in the back?" (no command), its fourth "How many cars left in
    # the back?" (the traffic card, one cue word, fitting as well: 0.67); PocketSphinx another card
    readings = ["How many gardens left in the back?", "How many cartoons left in the back?",
                "How many cars left in the back?"]
    traffic, currency = {"type": "ask", "card": "traffic"}, {"type": "ask", "card": "currency_letter"}
    lesser = {**note("second", currency, None, 58.0), "readings": readings, "kept": readings[2],
              "kept_command": traffic, "kept_score": ONE_CUE_SCORE - 1.0}
    assert not_its_best(lesser)
    assert talk_doubt(lesser, 0.67) == 0.0
    # Whisper's best reading itself, as sure, on one cue against the grammar's other card
    # (policy8): asked back, not played
    best = {**lesser, "kept": readings[0], "second_command": traffic, "awaiting": None}
    assert not not_its_best(best) and talk_doubt(best, 0.67) == ONE_EAR_ASKED_BACK
    # more than one cue word: a request it wrote
    assert talk_doubt({**best, "kept_score": ONE_CUE_SCORE + 4.0}, 0.67) == 0.67
    # the lesser reading with more than one cue word, or the grammar heard the same card: stands
    assert talk_doubt({**lesser, "kept_score": ONE_CUE_SCORE + 2.0}, 0.67) == 0.67
    assert talk_doubt({**lesser, "first_command": traffic}, 0.67) == 0.67


def test_a_yes_neither_ear_wrote_is_asked_again() -> None:
    # "heh" at "Eliminate Nepal?" in 10 dB babble (en_heldout6, tuning voices): Whisper's best
    # "Hip." (no command), "Yeah." lower in its beam; the grammar heard "eh"
    yes = {"type": "confirm"}
    lesser = {**note("second", None, None), "readings": ["Hip.", "Yeah."], "kept": "Yeah.", "kept_command": yes,
              "kept_score": 100.0, "fit": -0.2}
    assert doubt(lesser, 0.62) == DOUBTED_YES < CONFIRM_FROM
    # Whisper wrote a yes phrase as its own reading, or the grammar heard the yes too: as weighed
    assert doubt({**lesser, "readings": ["Yes, do it.", "Hip."], "kept": "Yes, do it.", "second_command": yes},
                 0.62) == 0.62
    assert doubt({**lesser, "first_command": yes}, 0.62) == 0.62
    # the grammar's yes among fillers ("ah so yeah go ahead please" for a "yay") backs nothing
    assert doubt({**lesser, "first_command": yes, "first_stray_fillers": PADDED_YES_FILLERS}, 0.62) == DOUBTED_YES
    # nor does a lesser reading of Whisper's the decoder finds far less likely than its own
    assert doubt({**lesser, "first_command": yes, "fit": YES_FIT_FROM - 0.5}, 0.62) == DOUBTED_YES
    # a no is not a yes
    assert doubt({**lesser, "kept_command": {"type": "cancel"}}, 0.62) == 0.62


def test_a_lesser_readings_one_cue_with_the_grammar_hearing_nothing_is_talk() -> None:
    # "correct po" at "Eliminate Nepal?" (tuning voices, clean): Whisper's best "Correct for.", a
    # lesser "Connect port." the coastline card on one cue word (0.54); the grammar heard nothing
    coastline = {"type": "ask", "card": "coastline"}
    readings = ["Correct for.", "Connect port."]
    lesser = {**note("second", None, {"type": "confirm"}), "readings": readings, "kept": readings[1],
              "kept_command": coastline, "kept_score": ONE_CUE_SCORE - 1.0}
    assert not_its_best(lesser) and talk_doubt(lesser, 0.54) == 0.0
    # Whisper's best reading itself: as weighed when sure; unsure, on one cue, talk; on thin
    # evidence, asked back (not played)
    best = {**lesser, "readings": readings[1:], "second_command": coastline, "awaiting": "confirmation"}
    assert talk_doubt(best, 0.54) == 0.54 and talk_doubt(best, 0.45) == 0.0
    assert talk_doubt({**best, "kept_score": ONE_CUE_SCORE + 1.0}, 0.45) == ONE_EAR_ASKED_BACK


def test_a_yes_only_in_whispers_lesser_reading_goes_through_the_judge() -> None:
    def scored(texts: Sequence[str]) -> list[float | None]:
        return [-0.1 if text == "Yeah." else -3.0 for text in texts]
    kept, opinion = judge_readings(Matcher(), CONFIRMING, Transcript("", 0.0), Transcript("Hip.", 0.7),
                                   ("Hip.", "Yeah."), scored)
    assert opinion["kept"] == "Yeah." and opinion["weighed_confidence"] >= CONFIRM_FROM
    assert kept.confidence <= DOUBTED_YES


def test_the_grammar_backs_a_lesser_reading_only_without_padding_and_names_are_not_heard_apart() -> None:
    # "we should ask about currency next" in 10 dB babble: Whisper's best "Reach your mask and out
    # currency next." (no command), a lesser reading the currency card on one cue word; the
    # grammar "please so ask about currency letter": the same card, but with two fillers
    currency = {"type": "ask", "card": "currency_letter"}
    readings = ["Reach your mask and out currency next.", "We shall ask an out currency next."]
    padded = {**note("second", currency, None, 42.0), "readings": readings, "kept": readings[1],
              "kept_command": currency, "kept_score": ONE_CUE_SCORE - 1.0, "first_stray_fillers": 2}
    assert not grammar_backs(padded, currency) and talk_doubt(padded, 0.49) == 0.0
    assert grammar_backs({**padded, "first_stray_fillers": 1}, currency)
    assert talk_doubt({**padded, "first_stray_fillers": 1}, 0.49) == 0.49
    # "we'll go with belgium as our guess": grammar "we'll delete belgium alright", a lesser
    # reading of Whisper's the arrest, thin evidence: the same destination, heard alike
    guess, eliminate = {"type": "guess", "destination": "BEL"}, {"type": "eliminate", "destination": "BEL"}
    assert same_place(guess, eliminate) and not same_place(guess, ELIMINATE)
    belgium = {**padded, "first_command": eliminate, "kept_command": guess, "kept_score": 85.5}
    assert talk_doubt(belgium, 0.6) == 0.6
    assert talk_doubt({**belgium, "first_command": ELIMINATE}, 0.6) == 0.0


YES = {"type": "confirm"}


def heard_yes(source: str, first: str, first_command: dict[str, str] | None, whisper: str,
              fillers: int = 0, fit: float | None = 0.0, score: float = 100.0) -> dict[str, Any]:
    """judge_readings' record of a kept yes: the grammar's reading ``first``, Whisper's best
    ``whisper`` (kept, unless the grammar's reading was: ``source`` "first")."""
    kept = first if source == "first" else whisper
    return {"source": source, "first": first, "first_command": first_command, "first_stray_fillers": fillers,
            "second": whisper, "second_command": YES if source != "first" else None, "readings": [whisper],
            "kept": kept, "kept_command": YES, "kept_score": score, "fit": fit}


def test_yes_words_alone_are_what_a_murmur_can_be_written_as() -> None:
    for only_yes in ("Yeah.", "Yes. Yes. Yes. Yes. Yes.", "uh yeah yeah yeah", "Correct."):
        assert says_only_yes(only_yes), only_yes
    for phrase in ("Yes, please do it.", "That's right.", "Yeah, yeah, do it."):
        assert not says_only_yes(phrase), phrase


def test_the_grammar_refuses_a_yes_with_a_no_another_command_or_hesitations_alone() -> None:
    assert grammar_refuses({"first": "no", "first_command": {"type": "cancel"}})
    assert grammar_refuses({"first": "go ahead and what oh", "first_command": {"type": "repeat"},
                            "first_stray_fillers": 1})
    assert grammar_refuses({"first": "yay uhh", "first_command": None})
    # nothing heard, a no among fillers (the grammar explaining noise), a yes: no refusal
    assert not grammar_refuses({"first": "", "first_command": None})
    assert not grammar_refuses({"first": "please ah i will no", "first_command": {"type": "cancel"},
                                "first_stray_fillers": PADDED_YES_FILLERS})
    assert not grammar_refuses({"first": "yes", "first_command": YES})


def test_a_yes_confirms_only_when_two_readings_say_it() -> None:
    # both ears; the grammar with Whisper's decoder finding its yes about as likely as its own
    # reading ("sure thing" written "Shortening."); Whisper's own reading, a yes phrase, the grammar
    # hearing nothing
    assert clear_yes(heard_yes("agree", "yes", YES, "Yes."))
    assert clear_yes(heard_yes("first", "sure thing", YES, "Shortening.", fit=-0.6))
    assert clear_yes(heard_yes("second", "", None, "Yes, please do it."))
    # the grammar alone, its yes far less likely to Whisper than what Whisper wrote ("heh": "can i
    # aye" against "Hit it!"), or among fillers
    assert not clear_yes(heard_yes("first", "can i aye", YES, "Hit it!", fit=YES_FIT_FROM - 0.1))
    assert not clear_yes(heard_yes("first", "oh well aye oh", YES, "Unwell.", fillers=PADDED_YES_FILLERS))
    # Whisper alone with a bare yes word ("heh" in a reverberant room: "Yeah."), or with the
    # grammar hearing a no ("duw" in babble: grammar "no", Whisper "Go!") or a hesitation
    assert not clear_yes(heard_yes("second", "", None, "Yeah."))
    assert not clear_yes(heard_yes("second", "no", {"type": "cancel"}, "Go, go!"))
    assert not clear_yes(heard_yes("second", "mm whoa", None, "It is worthwhile, you will."))
    # the grammar's yes among fillers is no second reading: Whisper's alone then ("yay" with
    # other people talking: "ah so yeah go ahead please", "Yeah." from Whisper)
    assert not clear_yes(heard_yes("agree", "ah so yeah go ahead please", YES, "Yeah.", fillers=2))
    # a yes Whisper found only lower in its beam, the grammar not hearing it: not clear either
    lesser = {**heard_yes("second", "", None, "Yes, please do it."), "readings": ["Hip.", "Yes, please do it."]}
    assert not clear_yes(lesser)
    # anything but a yes is not this rule's
    assert clear_yes({**heard_yes("second", "", None, "Nope."), "kept_command": {"type": "cancel"}})


def test_one_ear_takes_no_yes_a_murmur_can_be_written_as() -> None:
    # yes words alone from one ear, however far below the murmurs fit ("pues" in clean: Whisper
    # "Yes...", the murmurs 3.5 below; a right "yeah yeah" read "Yeah, yeah." 4.0 below)
    alone = heard_yes("second", "", None, "Yup!")
    for murmur in (None, MURMUR_FIT_FROM - 0.1, MURMUR_FIT_FROM - 3.0):
        assert not clear_yes({**alone, "murmur_fit": murmur})
    # a yes one ear wrote as a sentence is clear (the confidence of that ear decides)
    assert clear_yes(heard_yes("second", "", None, "Yeah, go on.", score=90.0))
    # the grammar heard the "yay" hesitation: no yes phrase is clear
    assert not clear_yes({**heard_yes("second", "yay uhh", None, "Yes, please.")})
    # one word of more than one syllable is no murmur's length: a listed yes like any other, where
    # the grammar heard words of its own ...
    assert not murmur_like("Affirmative.") and clear_yes(heard_yes("second", "can i", None, "Affirmative."))
    # ... but one word where the grammar, offered every yes, heard nothing at all is asked again
    # ("ach eh": Whisper's "Okay." at 0.56, clean, tuning voices)
    for lone in ("Affirmative.", "Okay."):
        assert lone_word_unheard(heard_yes("second", "", None, lone), lone)
        assert not clear_yes(heard_yes("second", "", None, lone)), lone
    assert not lone_word_unheard(heard_yes("second", "", None, "You bet."), "You bet.")
    for murmur in ("Sure.", "Good.", "Yes... Yes...", "Yeah, yeah."):
        assert murmur_like(murmur) and not clear_yes(heard_yes("second", "", None, murmur)), murmur


def test_a_grammar_path_pocketsphinx_is_unsure_of_is_no_second_ear() -> None:
    # "jeez" with other people talking: the grammar "ah please tell us yeah" (PocketSphinx 0.004),
    # Whisper "Jeez, okay." (0.44): a yes as sure as Whisper alone is of it
    jeez = {**heard_yes("agree", "ah please tell us yeah", YES, "Jeez, okay.", fillers=1),
            "first_confidence": 0.004, "second_confidence": 0.44}
    assert one_ear_agreement(jeez) and doubt(jeez, 1.0) == 0.44 < CONFIRM_FROM
    # PocketSphinx sure of its path, or among fillers (as before)
    assert not one_ear_agreement({**jeez, "first_confidence": GRAMMAR_SURE_FROM}) \
        and doubt({**jeez, "first_confidence": GRAMMAR_SURE_FROM}, 1.0) == 1.0
    assert one_ear_agreement({**jeez, "first_confidence": 0.9, "first_stray_fillers": PADDED_YES_FILLERS})
    # not a yes: not this rule's
    assert not one_ear_agreement({**jeez, "kept_command": {"type": "cancel"}})
    # the open recogniser as unsure of its yes as the grammar may not be: no second ear either
    # ("gimme a sec" in babble: the grammar "uh yes aye" at 0.64, Whisper "Let's go! Let's go!" at 0.26)
    sec = {**heard_yes("agree", "uh yes aye", YES, "Let's go! Let's go!", fillers=1),
           "first_confidence": 0.64, "second_confidence": 0.26}
    assert one_ear_agreement(sec) and doubt(sec, 1.0) < CONFIRM_FROM
    assert not one_ear_agreement({**sec, "second_confidence": GRAMMAR_SURE_FROM})


def test_a_murmur_as_likely_makes_any_yes_unclear() -> None:
    both = {**heard_yes("agree", "yes", YES, "Yes."), "murmur_fit": MURMUR_FIT_FROM + 0.1}
    assert murmur_as_likely(both) and not clear_yes(both)
    assert clear_yes({**both, "murmur_fit": MURMUR_FIT_FROM - 0.1})


def test_a_yes_that_is_not_clear_is_asked_again() -> None:
    assert doubt(heard_yes("second", "", None, "Yeah."), 0.7) == DOUBTED_YES < CONFIRM_FROM
    assert doubt(heard_yes("first", "can i aye", YES, "Hit it!", fit=-2.0), 0.88) == DOUBTED_YES
    assert doubt(heard_yes("second", "", None, "Yes, please do it."), 0.72) == 0.72


def test_one_ear_against_the_other_does_not_spend_a_card_unless_sure() -> None:
    # "me i have the pacific card and also the religion one" in the reverberant room (en_heldout9,
    # tuning voices): Whisper "May I have the Pacific card and also the religion one." (0.47), the
    # grammar another card: asked back ("The Pacific card?"), not played
    pacific, islam = {"type": "ask", "card": "pacific"}, {"type": "ask", "card": "religion_choice", "option": "islam"}
    talk = note("second", islam, pacific, 87.0)
    assert talk_doubt(talk, 0.47) == ONE_EAR_ASKED_BACK
    assert ASK_BACK_FROM <= ONE_EAR_ASKED_BACK < APPLY_AT_ONCE_FROM
    # the grammar heard no command there: one ear alone, asked back too ("good question" at
    # "Eliminate Nepal?": Whisper "God question. God question.", the religion card, 0.43)
    assert talk_doubt(note("second", None, pacific, 87.0), 0.47) == ONE_EAR_ASKED_BACK
    # sure enough, more than thin evidence, or the grammar heard the same card: as before
    assert talk_doubt(talk, ONE_EAR_APPLY_FROM) == ONE_EAR_APPLY_FROM
    assert talk_doubt(note("second", islam, pacific, THIN_EVIDENCE_SCORE), 0.47) == 0.47
    assert talk_doubt(note("second", None, pacific, THIN_EVIDENCE_SCORE), 0.47) == 0.47
    assert talk_doubt(note("second", pacific, pacific, 87.0), 0.47) == 0.47
    # commands the game confirms aloud anyway ("Eliminate Peru?") keep their confidence
    assert talk_doubt(note("second", islam, ELIMINATE, 100.0), 0.47) == 0.47
    # already below the bar for asking back: stays there (ignored)
    assert talk_doubt(talk, 0.1) == 0.1


def grammar_alone(sure: float, fit: float, fillers: int = 0, command: dict[str, Any] | None = None) -> dict[str, Any]:
    """judge_readings' record of a command only the grammar's reading held."""
    command = command or AGRICULTURE
    return {"source": "first", "first_command": command, "first_confidence": sure, "first_stray_fillers": fillers,
            "second_command": None, "readings": ["Most people will do this today."], "kept": "grammar",
            "kept_command": command, "fit": fit}


def test_a_grammar_sure_of_its_path_stands_in_for_agreement() -> None:
    # "are most people buddhist there" (clean, en_heldout9, tuning voices): PocketSphinx "are most
    # people buddhist there uh" at 0.68, Whisper "Most people will do this today.", the grammar's
    # words fitting at -4.0: ignored before (0.12, one filler), asked back or acted on now
    weighed = fit_confidence(GRAMMAR_SURE_FIT_FROM)
    raised = grammar_evidence(grammar_alone(0.68, GRAMMAR_SURE_FIT_FROM, 1), weighed)
    assert raised > weighed and raised == fit_confidence(GRAMMAR_SURE_FIT_FROM + 1.0)
    # an unsure path, a reading Whisper's decoder finds far less likely, or two fillers (how a
    # grammar explains talk): as weighed
    assert grammar_evidence(grammar_alone(GRAMMAR_SURE_FROM - 0.01, -3.0), fit_confidence(-3.0)) == fit_confidence(-3.0)
    assert grammar_evidence(grammar_alone(0.9, GRAMMAR_SURE_FIT_FROM - 0.1), 0.1) == 0.1
    assert grammar_evidence(grammar_alone(0.9, -3.0, PADDED_YES_FILLERS), 0.5) == 0.5
    # never a yes, a no or a dialogue request (their own rules judge those)
    for command in ({"type": "confirm"}, {"type": "cancel"}, {"type": "repeat"}):
        assert grammar_evidence(grammar_alone(0.9, -3.0, 0, command), 0.3) == 0.3


def test_a_command_the_grammar_heard_is_no_less_sure_for_a_better_wording() -> None:
    # "eliminate the netherlands" in 10 dB babble: the grammar "eliminate the netherlands" (no
    # filler), Whisper's best "It eliminates none of our lives.", a lesser reading "It eliminates
    # the Netherlands." fitting at -1.1, kept: Whisper's curve gave it 0.14 (ignored)
    eliminate = {"type": "eliminate", "destination": "NLD"}
    lesser = {"source": "second", "first_command": eliminate, "first_confidence": 0.43, "first_stray_fillers": 0,
              "second_command": None, "readings": ["It eliminates none of our lives.", "It eliminates the Netherlands."],
              "kept": "It eliminates the Netherlands.", "kept_command": eliminate, "kept_score": 100.0, "fit": -1.085}
    assert doubt(lesser, 0.143) == fit_confidence(-1.085) > CONFIRM_FROM
    # the grammar's reading among fillers backs nothing
    assert doubt({**lesser, "first_stray_fillers": PADDED_YES_FILLERS}, 0.143) == 0.143


def test_the_policy_acts_on_a_sure_grammar_path() -> None:
    from types import SimpleNamespace
    # one filler around a card question the grammar is sure of and Whisper finds plausible
    result = SimpleNamespace(command=SimpleNamespace(type="ask"), text="are most people buddhist there uh",
                             score=100.0, ambiguous=False, tentative=False, stray_fillers=1, reason="")
    before = decide(result, None, heard_confidence(result, fit_confidence(-3.2)))
    after = decide(result, None, heard_confidence(result, grammar_evidence(grammar_alone(0.9, -3.2, 1), fit_confidence(-3.2))))
    assert before.action == "ignore" and after.action in ("ask_back", "act")


def test_whispers_own_best_reading_on_one_cue_is_asked_back_not_ignored() -> None:
    # "we're going for it colombia" in the reverberant room (en_heldout10, tuning voices): Whisper's
    # best "We are going for it Colombia." (the arrest on one cue, 0.78), PocketSphinx "we're going
    # to what religion are they uh" (a card): the ears disagree, so it is confirmed aloud, not dropped
    colombia = {"type": "guess", "destination": "COL"}
    religion = {"type": "ask", "card": "religion"}
    heard = "We are going for it Colombia."
    best = {**note("second", religion, colombia), "readings": [heard], "kept": heard,
            "kept_command": colombia, "kept_score": ONE_CUE_SCORE - 0.8, "awaiting": None,
            "first_confidence": 0.6, "first_stray_fillers": 1}
    assert talk_doubt(best, 0.78) == ONE_EAR_ASKED_BACK
    # never surer than Whisper itself: a reading it barely believes stays ignored
    assert talk_doubt(best, ASK_BACK_FROM / 2) <= ASK_BACK_FROM / 2
    # a lesser reading of its beam, or a question pending: talk, as before
    assert talk_doubt({**best, "readings": ["We are going to Colombia.", heard]}, 0.78) == 0.0
    assert talk_doubt({**best, "awaiting": "confirmation"}, 0.78) == 0.0
    # a card asked back rather than played; the arrest confirmed aloud (hideout.policy)
    card = {**best, "kept_command": LAND_AREA, "second_command": LAND_AREA, "first_command": ELIMINATE}
    assert talk_doubt(card, 0.78) == ONE_EAR_ASKED_BACK < APPLY_AT_ONCE_FROM


def test_a_decoder_loop_is_no_clear_yes() -> None:
    # one phrase written over and over: the open recogniser looping on what it does not hear clearly
    for loop in ("Very well. Very well.", "OK. OK. OK.", "Yeah, I did. Yeah, I did.", "Go on, so... Go on, so..."):
        assert looped(loop), loop
    for said in ("Very well.", "Yes, yes, do it.", "Yes, please do it.", "", "Go on, go on then."):
        assert not looped(said), said
    # an "oh wow" Whisper alone wrote as a loop of a listed yes: asked again, however sure
    wow = {**heard_yes("second", "", None, "Very well. Very well.", score=90.0), "second_confidence": 0.64}
    assert not clear_yes(wow) and doubt(wow, 0.64) == DOUBTED_YES < CONFIRM_FROM
    # the same phrase once is a yes one ear wrote as a sentence (its sureness decides)
    assert clear_yes({**wow, "second": "Very well.", "readings": ["Very well."], "kept": "Very well."})
    # both ears hearing the yes: the grammar's agreement decides, not the loop
    assert clear_yes(heard_yes("agree", "yes", YES, "Yes, correct. Yes, correct."))


def test_a_yes_one_ear_wrote_is_as_sure_as_the_ear_and_the_reading() -> None:
    # "yay we're winning": Whisper alone "Yeah, we're winning." (0.53), a yes word in a sentence the
    # matcher does not list (90): 0.47, asked again; a listed yes as sure is taken
    winning = {**heard_yes("second", "", None, "Yeah, we're winning.", score=90.0), "second_confidence": 0.53}
    assert one_ear_yes_sureness(winning, 0.53) == pytest.approx(0.53 * 0.9)
    assert decide_yes(doubt(winning, 0.53)) == "ask_back"
    listed = {**heard_yes("second", "", None, "Yes, please do it."), "second_confidence": 0.53}
    assert one_ear_yes_sureness(listed, 0.53) == 0.53 and decide_yes(doubt(listed, 0.53)) == "act"
    # the grammar heard the yes too (not among fillers): the ears' agreement decides
    both = {**heard_yes("agree", "yeah", YES, "Yeah, we're winning.", score=90.0), "second_confidence": 0.53}
    assert one_ear_yes_sureness(both, 0.9) == 0.9
    # not a yes: not this rule's
    card = {**winning, "kept_command": LAND_AREA}
    assert one_ear_yes_sureness(card, 0.53) == 0.53


def decide_yes(confidence: float) -> str:
    from types import SimpleNamespace

    result = SimpleNamespace(command=SimpleNamespace(type="confirm"), text="yes", score=100.0, ambiguous=False,
                             tentative=False, stray_fillers=0)
    return decide(result, "confirmation", heard_confidence(result, confidence)).action


def test_one_cue_word_against_another_card_is_talk() -> None:
    # "kenya has like fifty million people right" in 10 dB babble: Whisper's best "Can you decide 50
    # million people live?" (the population card on one cue, 0.54), the grammar the coastline card
    population, coastline = {"type": "ask", "card": "population"}, {"type": "ask", "card": "coastline"}
    heard = "Can you decide 50 million people live?"
    kenya = {**note("second", coastline, population), "readings": [heard], "kept": heard,
             "kept_command": population, "kept_score": ONE_CUE_SCORE - 1.0, "awaiting": None,
             "first_confidence": 0.6}
    # Whisper's own best reading with nothing pending: asked back, never played
    assert talk_doubt(kenya, 0.54) == ONE_EAR_ASKED_BACK < APPLY_AT_ONCE_FROM
    # more than one cue, or the grammar heard the same card: as weighed
    assert talk_doubt({**kenya, "kept_score": ONE_CUE_SCORE + 5.0}, 0.54) == 0.54
    assert talk_doubt({**kenya, "first_command": population}, 0.54) == 0.54


def test_a_lesser_reading_is_never_surer_than_whispers_best() -> None:
    # "who get the population card" with other people talking (en_heldout16, tuning voices): best
    # "The population can't." (0.47, no command), a lesser "To get the population cut to the
    # close." fitting at +0.08 (0.51: applied at once); the grammar another card among fillers
    population = {"type": "ask", "card": "population"}
    readings = ["The population can't.", "To get the population cut to the close."]
    lesser = {"source": "second", "first_command": {"type": "ask", "card": "religion"}, "first_stray_fillers": 2,
              "second_command": None, "second_confidence": 0.466, "readings": readings, "kept": readings[1],
              "kept_command": population, "kept_score": 87.0, "fit": 0.08, "awaiting": None}
    assert lesser_reading_cap(lesser, 0.506) == 0.466
    assert doubt(lesser, 0.506) < APPLY_AT_ONCE_FROM      # not played
    # Whisper's best itself, or a lesser reading the grammar backs: as weighed
    assert lesser_reading_cap({**lesser, "kept": readings[0]}, 0.506) == 0.506
    assert lesser_reading_cap({**lesser, "first_command": population, "first_stray_fillers": 0}, 0.506) == 0.506


def test_a_decoder_loop_counts_its_cue_words_once() -> None:
    assert loop_unit("I'm so sleepy I can make you the hurry. I'm so sleepy I can make you the hurry.") \
        == "i m so sleepy i can make you the hurry"
    assert loop_unit("I'm so sleepy I can make you the hurry.") is None
    # "i'm so sleepy abeg make una hurry" in 10 dB babble (en_heldout16, tuning voices): Whisper wrote
    # its reading twice, so the industry card's one cue read as two weights (87), a card played; the
    # grammar another card, lost among four fillers
    industry = {"type": "ask", "card": "industry"}
    heard = "I'm so sleepy I can make you the hurry. I'm so sleepy I can make you the hurry."
    sleepy = {"source": "second", "first_command": {"type": "ask", "card": "government"}, "first_stray_fillers": 4,
              "first_confidence": 0.001, "second_command": industry, "second_confidence": 0.695,
              "readings": [heard], "kept": heard, "kept_command": industry, "kept_score": 87.0, "awaiting": None}
    assert talk_doubt(sleepy, 0.695) == 0.695   # as dumped before the loop was noted: more than one cue
    assert talk_doubt({**sleepy, "kept_unit_score": ONE_CUE_SCORE - 1.0}, 0.695) == ONE_EAR_ASKED_BACK
    # through the judge: the loop's phrase is matched once and noted ("grandma can i have a pancake"
    # written "Run, run, run, run, run.", the government card on a repeated cue, en_heldout9)
    table = ("BRA", "NPL", "PER", "KEN", "JPN", "CHL")
    run = "Run, run, run, run, run."
    _, noted = judge(MatchContext(table=table), "what religion are they", (run, 0.54),
                     lambda texts: [-4.0 for _ in texts])
    assert noted["kept"] == run and noted["kept_command"] == {"type": "ask", "card": "government"}
    assert noted["kept_unit_score"] < noted["kept_score"]


def test_the_yes_rules_on_readings_written_for_them() -> None:
    # readings no bench holds: a murmur written as a loop of a yes phrase, a cheer written as a yes
    # word in a remark, against yeses a player says
    for loop in ("Sure thing. Sure thing.", "Go on. Go on. Go on.", "Alright then, alright then."):
        assert looped(loop) and not clear_yes(heard_yes("second", "", None, loop, score=90.0)), loop
    for said in ("Sure thing, go on.", "Go on, cross it off.", "Alright then."):
        assert not looped(said) and clear_yes(heard_yes("second", "", None, said, score=90.0)), said
    cheer = {**heard_yes("second", "", None, "Yes, that was close!", score=90.0), "second_confidence": 0.55}
    assert decide_yes(doubt(cheer, 0.55)) == "ask_back"
    # however sure the ear, a remark after the yes word is no assent (yes_said_whole)
    surely = {**cheer, "second_confidence": 0.8}
    assert decide_yes(doubt({**surely, "yes_whole": False}, 0.8)) == "ask_back"
    assent = {**surely, "kept": "Yes, go on!", "readings": ["Yes, go on!"], "yes_whole": True}
    assert decide_yes(doubt(assent, 0.8)) == "act"


def test_a_yes_word_opening_someone_elses_sentence_is_no_clear_yes() -> None:
    # in the room with other people talking, Whisper writes a hesitation as a yes word followed by
    # the other talkers' words ("yay": "Yeah, that's crazy." at 0.42, en_heldout17, tuning voices):
    # an ear surer of such a reading (a held-out voice) confirmed an elimination on it
    for talk in ("Yeah, that's crazy.", "Yes, we will dim it up.", "Let's go, take a seat.", "Yeah, it's the other ones."):
        kept, noted = judge(CONFIRMING, "", (talk, 0.8), fits(MURMUR_FIT_FROM - 3.0))
        assert noted["yes_whole"] is False and not clear_yes(noted), talk
        assert decide_yes(kept.confidence) == "ask_back", talk
    # every clause assent (a yes, polite words, the act asked about): as sure as the ear that wrote it
    for said in ("Righto, go on.", "You bet.", "Yes, please.", "Yes, eliminate.", "Sure thing, go on.",
                 "That's right."):
        kept, noted = judge(CONFIRMING, "", (said, 0.8), fits(MURMUR_FIT_FROM - 3.0))
        assert noted["yes_whole"] is True and clear_yes(noted), said
        assert decide_yes(kept.confidence) == "act", said
    # the grammar heard the yes too, not among fillers: the ears' agreement decides, as before
    kept, noted = judge(CONFIRMING, "yes please", ("Yes, please love.", 0.8), fits(MURMUR_FIT_FROM - 3.0))
    assert noted["source"] == "agree" and clear_yes(noted)


def test_the_talk_rules_on_readings_written_for_them() -> None:
    # "anyone want the last of the crisps" written by Whisper as "Anyone want the last of the
    # currency?" (the currency card on one cue), the grammar hearing the flag card: asked back at most
    currency, flag = {"type": "ask", "card": "currency_letter"}, {"type": "ask", "card": "flag"}
    heard = "Anyone want the last of the currency?"
    crisps = {**note("second", flag, currency), "readings": [heard], "kept": heard, "kept_command": currency,
              "kept_score": ONE_CUE_SCORE - 1.0, "awaiting": None, "second_confidence": 0.7}
    assert talk_doubt(crisps, 0.7) == ONE_EAR_ASKED_BACK
    # the same written twice by a looping decoder, the loop raising its evidence past one cue
    twice = {**crisps, "kept": f"{heard} {heard}", "readings": [f"{heard} {heard}"], "kept_score": ONE_CUE_SCORE + 2.0}
    assert talk_doubt(twice, 0.7) == 0.7 and talk_doubt({**twice, "kept_unit_score": ONE_CUE_SCORE - 1.0}, 0.7) \
        == ONE_EAR_ASKED_BACK
    # a lesser reading fitting above Whisper's best is no surer than its best
    lesser = {**crisps, "readings": ["Anyone want the last of the crisps?", heard], "second_command": None,
              "second_confidence": 0.45, "kept_score": 90.0}
    assert lesser_reading_cap(lesser, 0.6) == 0.45


def test_fillers_the_open_ear_wrote_in_its_own_reading_were_said() -> None:
    from hideout.listening import fillers_said

    # Whisper's own best reading, kept alone (the grammar heard "repeat"): "okay" and "so" are
    # words it wrote, which cost nothing when it hears alone; each took 0.4 of the confidence
    matcher, context = Matcher(), MatchContext(table=TABLE)
    said = "Okay, so how many people live in this country?"
    result = matcher.match(said, context)
    population = {"type": "ask", "card": "population"}
    assert result.command is not None and result.command.to_json() == population and result.stray_fillers == 2
    own = {"source": "second", "first": "repeat", "first_command": {"type": "repeat"}, "first_stray_fillers": 0,
           "first_confidence": 0.9, "second": said, "second_command": population, "second_confidence": 0.8,
           "readings": [said, "Okay, so how many people live in the country?"], "kept": said,
           "kept_command": population, "kept_score": result.score, "fit": 0.0, "awaiting": None}
    assert fillers_said(own)
    sure = heard_confidence(result, doubt(own, 0.8), fillers_said=fillers_said(own))
    assert decide(result, None, sure).action == "act"
    # a lesser reading of its beam is not what it wrote; a yes, a no, repeat, status or help keep
    # the fillers' cost (a hesitation written "Um, yeah."; "we accuse now" written "We are used now.")
    assert not fillers_said({**own, "readings": ["Okay, so how many peoples?", said]})
    for kind in ("confirm", "cancel", "repeat", "status", "help"):
        assert not fillers_said({**own, "kept_command": {"type": kind}}), kind
    # the grammar's reading kept: its fillers may be its padding
    assert not fillers_said({**own, "source": "first", "kept": "um so population please"})


def test_fillers_both_ears_wrote_with_a_shared_word_were_said() -> None:
    from hideout.listening import fillers_said

    # both ears read the yes and share a word of it: the open reading's "um" and "well" were said
    said = heard_yes("agree", "um right yes", YES, "Um, right, yes.")
    assert fillers_said(said)
    assert fillers_said(heard_yes("agree", "well yes go on", YES, "Well, yes, go on then."))
    # each ear mapped a sound to some yes of its own ("oh er": "ok oh", "Oh, yeah."): no word shared
    assert not fillers_said(heard_yes("agree", "ok oh", YES, "Oh, yeah."))
    # one ear alone, or the grammar's reading kept: its fillers may be the grammar's padding
    assert not fillers_said(heard_yes("second", "", None, "Um, right, yes."))
    assert not fillers_said(heard_yes("first", "um right yes", YES, "Hmm."))
    # a game command both ears read: the same
    population = {"type": "ask", "card": "population"}
    card = {"source": "agree", "first": "um population card please", "first_command": population,
            "kept": "Um, the population card, please.", "kept_command": population}
    assert fillers_said(card) and not fillers_said({**card, "first": "uh how many people"})


def test_a_yes_both_ears_heard_with_a_filler_is_taken() -> None:
    from types import SimpleNamespace

    from hideout.listening import GrammarFeeder

    matcher = Matcher()
    heard = Transcript("Um, right, yes.", 1.0)
    result = matcher.match(heard.text, CONFIRMING)
    assert result.command is not None and result.stray_fillers >= 1
    # as before: the filler takes the confidence under the bar, the yes is asked again
    assert decide(result, "confirmation", heard_confidence(result, 1.0)).action == "ask_back"
    both = heard_yes("agree", "um right yes", YES, heard.text)
    feeder = GrammarFeeder(SimpleNamespace(short_phrases=False, opinion=both), matcher)
    _, sure, bars = feeder.evidence(heard, CONFIRMING)
    assert sure == 1.0 and decide(result, "confirmation", sure, bars=bars).action == "act"
    # the same words, the grammar hearing its own yes in other sounds: asked again as before
    other = heard_yes("agree", "ok oh", YES, heard.text)
    _, sure, bars = GrammarFeeder(SimpleNamespace(short_phrases=False, opinion=other), matcher).evidence(heard, CONFIRMING)
    # the confidence given is the one judged: the filler weighed in, by the English bars
    assert sure == heard_confidence(result, 1.0) < 1.0 and bars == english_bars()
    assert decide(result, "confirmation", sure, bars=bars).action == "ask_back"
    # the Listener's path passes the weighing's record itself
    _, sure, bars = GrammarFeeder(SimpleNamespace(short_phrases=False), matcher).evidence(heard, CONFIRMING, both)
    assert bars == english_bars() and sure == 1.0


def test_a_remark_only_whisper_wrote_as_a_card_is_asked_back_not_played() -> None:
    # a Duel remark ("honestly i've no idea where he's hiding") that Whisper writes down
    # garbled, reading as an action card on two cue weights, sure of it (0.6); the grammar put a
    # move there: one ear's reading of a remark, which the learned talk check reads as talk
    duel = MatchContext(game="duel", lang="en")
    remark = "Honestly, I know clue where he's hiding."
    kept, noted = judge_readings(Matcher(game="duel"), duel, Transcript("uh take the underground to b two please", 0.01),
                                 Transcript(remark, 0.6), (remark,), lambda texts: [-0.5 for _ in texts])
    assert noted["source"] == "second" and noted["kept_command"] == {"type": "action", "card": "grid_search"}
    assert noted["kept_talk_likely"] is True
    result = Matcher(game="duel").match(kept.text, duel)
    assert decide(result, None, kept.confidence).action == "ask_back", noted
    # without the check's verdict the card was played at once
    unchecked = {**noted, "kept_talk_likely": False}
    assert decide(result, None, doubt(unchecked, noted["weighed_confidence"])).action == "act"


def test_a_remark_the_grammar_backs_only_among_fillers_is_asked_back() -> None:
    # both ears read the religion card, the grammar only with fillers around it (padding, not a
    # second ear): the agreement made it sure; the talk check reads Whisper's words as a remark
    remark = "I'm fold in the religion one and the GDB 1."
    kept, noted = judge_readings(Matcher(), MatchContext(table=TABLE), Transcript("um uh we'll take religion please ok", 0.2),
                                 Transcript(remark, 0.55), (remark,), lambda texts: [-0.5 for _ in texts])
    assert noted["source"] == "agree" and noted["first_stray_fillers"] >= PADDED_YES_FILLERS
    assert noted["weighed_confidence"] > 0.9 and noted["kept_talk_likely"] is True
    assert kept.confidence == ONE_EAR_ASKED_BACK
    assert decide(Matcher().match(kept.text, MatchContext(table=TABLE)), None, kept.confidence).action == "ask_back"


def test_the_talk_check_leaves_plain_requests_and_what_both_ears_hold() -> None:
    table = MatchContext(table=TABLE)
    # a plain request Whisper alone wrote, the grammar another card: played as before
    request = "Tell us about the traffic."
    kept, noted = judge_readings(Matcher(), table, Transcript("what is the population", 0.01),
                                 Transcript(request, 0.7), (request,), lambda texts: [-0.5 for _ in texts])
    assert noted["kept_talk_likely"] is False and kept.confidence == pytest.approx(noted["weighed_confidence"], abs=1e-3)
    # the grammar heard the same card, not among fillers: both ears hold it, the check is not asked
    remark = "I'm fold in the religion one and the GDB 1."
    kept, noted = judge_readings(Matcher(), table, Transcript("what religion", 0.5),
                                 Transcript(remark, 0.55), (remark,), lambda texts: [-0.5 for _ in texts])
    assert noted["source"] == "agree" and "kept_talk" not in noted
    assert kept.confidence == pytest.approx(noted["weighed_confidence"], abs=1e-3)
    assert kept.confidence > APPLY_AT_ONCE_FROM
    # an act confirmed aloud anyway ("Eliminate Peru?"), or dialogue: not asked either
    assert not one_ear_act({"source": "second", "first_command": None,
                            "kept_command": {"type": "eliminate", "destination": "PER"}})
    assert not one_ear_act({"source": "second", "first_command": None, "kept_command": {"type": "status"}})
    # the rule itself: asked back at most, only for one ear's act the check finds talk (the
    # grammar another command: the ears heard different things)
    card = {"source": "second", "first_command": {"type": "ask", "card": "population"},
            "kept_command": {"type": "ask", "card": "traffic"}}
    assert one_ear_talk({**card, "kept_talk_likely": True}, 0.9) == ONE_EAR_ASKED_BACK
    assert one_ear_talk({**card, "kept_talk_likely": False}, 0.9) == 0.9
    assert one_ear_talk(card, 0.9) == 0.9


def test_a_remark_only_in_a_lesser_reading_of_whisper_is_not_asked_back() -> None:
    # a remark of our own: Whisper's best reading holds no command, a lesser one of its beam the
    # English question (two cue weights, fitting about as well), the grammar an elimination
    # fitting far worse; the talk check reads the lesser reading as a remark
    table = MatchContext(table=TABLE)
    best = "In Kenya, they speak Swahili, not English, and Swahili English."
    lesser = "In Kenya, they speak Swahili, not English, ever in August, in English."
    def fits(texts: list[str]) -> list[float | None]:
        return [-5.0 if text == "bin kenya please" else -0.1 for text in texts]
    kept, noted = judge_readings(Matcher(), table, Transcript("bin kenya please", 0.9), Transcript(best, 0.63),
                                 (best, lesser), fits)
    assert noted["kept"] == lesser and noted["second_command"] is None and noted["kept_talk_likely"] is True
    assert kept.confidence == 0.0
    assert decide(Matcher().match(kept.text, table), None, kept.confidence).action == "ignore"
    # Whisper's own best reading the check reads as talk: asked back, as before
    kept, noted = judge_readings(Matcher(), table, Transcript("bin kenya please", 0.9), Transcript(lesser, 0.63),
                                 (lesser,), fits)
    assert noted["kept_talk_likely"] is True and kept.confidence == ONE_EAR_ASKED_BACK


def test_a_question_one_ear_wrote_is_no_clear_yes() -> None:
    # at "Eliminate Nepal?" a murmur in a busy room written as a question the matcher reads as a
    # yes by its Singlish "can" ("Can go now?"): a question asks, it does not assent
    kept, noted = judge(CONFIRMING, "", ("Can go now?", 0.8), fits(MURMUR_FIT_FROM - 3.0))
    assert noted["kept_command"] == YES and noted["yes_whole"] is False and not clear_yes(noted)
    assert decide_yes(kept.confidence) == "ask_back"
    # "can" before a subject opens a question: the matcher reads no yes in it at all (twenty-fifth round)
    kept, noted = judge(CONFIRMING, "", ("Can we go now?", 0.8), fits(MURMUR_FIT_FROM - 3.0))
    assert noted["kept_command"] is None
    # the same words said as assent are taken as before
    kept, noted = judge(CONFIRMING, "", ("Can do, go on.", 0.8), fits(MURMUR_FIT_FROM - 3.0))
    assert noted["yes_whole"] is True and decide_yes(kept.confidence) == "act"


def test_a_yes_only_lower_in_whispers_beam_needs_a_grammar_sure_of_its_path() -> None:
    from hideout.listening import unsure_of_a_lesser_yes

    # Whisper's best reading holds no yes ("Tempest, tempest."), a lesser one does, fitting as well;
    # the grammar heard a yes on a path PocketSphinx is unsure of: neither ear wrote it as its own
    lesser = {**heard_yes("second", "uh yeah that one", YES, "Tempest, tempest."),
              "second_command": None, "readings": ["Tempest, tempest.", "Yes, yes."], "kept": "Yes, yes.",
              "first_confidence": GRAMMAR_SURE_FROM / 10}
    assert grammar_backs(lesser, YES) and both_ears_fit(lesser)
    assert unsure_of_a_lesser_yes(lesser) and not clear_yes(lesser)
    assert doubt(lesser, 0.9) == DOUBTED_YES
    # the grammar sure of its path, or the yes Whisper's own best: clear as before
    assert clear_yes({**lesser, "first_confidence": GRAMMAR_SURE_FROM})
    assert not unsure_of_a_lesser_yes({**lesser, "second_command": YES, "readings": ["Yes, yes."]})


def test_a_destination_only_the_grammar_put_on_a_bare_act_is_asked_for() -> None:
    # an arrest said without its destination: Whisper writes it so ("We accuse."), PocketSphinx's
    # grammar, which holds no arrest without one, hears a destination from the table
    from types import SimpleNamespace

    from hideout.listening import GrammarFeeder

    table = MatchContext(table=TABLE)
    feeder = GrammarFeeder(SimpleNamespace(short_phrases=False), Matcher())
    kept, noted = judge_readings(Matcher(), table, Transcript("we accuse peru", 0.6), Transcript("We accuse.", 0.8),
                                 ("We accuse.",), lambda texts: [-0.2 for _ in texts])
    assert noted["kept_command"] == {"type": "guess", "destination": "PER"}
    assert decide(Matcher().match(kept.text, table), None, kept.confidence).action == "act"   # "Arrest in Peru?"
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.command is None and result.bare_act is not None and result.bare_act.type == "guess"
    assert decide(result, None, sure, bars=bars).action == "ask_back"      # "Which destination?"
    # "we accuse you" (en-us+f3, the tuning bench's voice): Whisper "We accuse you.", which reads
    # as an arrest from the typed bar only (87, under the heard bar): the spy asked "Arrest in
    # Peru?" about the grammar's destination; it asks about the act itself
    kept, noted = judge_readings(Matcher(), table, Transcript("we accuse peru", 0.6), Transcript("We accuse you.", 0.5),
                                 ("We accuse you.",), lambda texts: [-1.0 for _ in texts])
    assert decide(Matcher().match(kept.text, table), None, kept.confidence).action == "act"
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.command is None and result.bare_act is not None and result.bare_act.type == "guess"
    assert decide(result, None, sure, bars=bars).action == "ask_back"      # "Which destination?"
    # the grammar heard nothing to act on: "We accuse you." alone stays under the heard bar (talk
    # in a room of talkers reads as an arrest on that cue too)
    kept, noted = judge_readings(Matcher(), table, Transcript("please let us euro", 0.1), Transcript("We accuse you.", 0.5),
                                 ("We accuse you.",), lambda texts: [-6.0 for _ in texts])
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.bare_act is None and decide(result, None, sure, bars=bars).action == "ignore"
    # Whisper wrote the destination too: the arrest stands
    kept, noted = judge_readings(Matcher(), table, Transcript("we accuse peru", 0.6), Transcript("We accuse Peru.", 0.8),
                                 ("We accuse Peru.",), lambda texts: [-0.2 for _ in texts])
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.command is not None and result.command.to_json() == {"type": "guess", "destination": "PER"}


@needs_whisper
@pytest.mark.slow
@pytest.mark.parametrize("game, remark, table, action", [
    ("duel", "i've got nothing left but the camera", (), "ask_back"),
    # Whisper's best reading ("... the history one and the Pacific one.") holds no command; the
    # card is in a lesser reading ("... the specific one."): not even that ear's own, so silence
    ("destination-x", "i'm holding the history one and the pacific one", TABLE, "ignore"),
])
def test_a_spoken_remark_whisper_writes_as_a_card_is_not_played(listener: Listener, speech: SynthCache, game: str,
                                                                 remark: str, table: tuple[str, ...], action: str) -> None:
    # remarks of our own, espeak-ng en-gb: Whisper writes them nearly word for word (the
    # surveillance card, the history card, sure of it: 0.65, 0.80), PocketSphinx's grammar a move
    # or the card among three fillers; both were played at once
    heard = listener.hear(speech.pcm(remark, "en-gb", 175, 50), game=game, table=table)
    assert heard.second is not None and heard.second["kept_talk_likely"] is True, heard.to_json()
    assert heard.result.command is not None and heard.decision.action == action, heard.to_json()


def test_a_learned_guess_at_whispers_words_agreeing_with_the_grammar_is_asked_back() -> None:
    # a card question Whisper wrote in words only the learned reader reads (a guess at the
    # Atlantic card), the grammar the same card with one filler, fitting far below Whisper's
    # words: the weighing, by the rules alone, weighed the grammar's reading alone and ignored it
    from hideout.listening import GrammarFeeder

    table = MatchContext(table=TABLE)
    feeder = GrammarFeeder(SimpleNamespace(short_phrases=False), Matcher())
    best = "The Atlantic Ocean is close to this country."
    assert Matcher().match(best, table).reason == "a learned guess"
    kept, noted = judge_readings(Matcher(), table, Transcript("the atlantic coast card please", 0.05),
                                 Transcript(best, 0.7), (best,), lambda texts: [-4.6 for _ in texts])
    assert noted["source"] == "first" and decide(Matcher().match(kept.text, table), None, kept.confidence).action == "ignore"
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert result.text == best and result.tentative and result.command.to_json() == {"type": "ask", "card": "atlantic"}
    assert decide(result, None, sure, bars=bars).action == "ask_back"   # "The Atlantic card?"
    # the grammar's card only among fillers, or another card: as weighed (ignored)
    for grammar in ("uh the atlantic coast card please um", "the indian ocean card please"):
        kept, noted = judge_readings(Matcher(), table, Transcript(grammar, 0.05), Transcript(best, 0.7), (best,),
                                     lambda texts: [-4.6 for _ in texts])
        result, sure, bars = feeder.evidence(kept, table, noted)
        assert decide(result, None, sure, bars=bars).action == "ignore", grammar
    # the grammar's reading fitting well enough to act on: acted on, not replaced by the guess
    kept, noted = judge_readings(Matcher(), table, Transcript("the atlantic coast card", 0.05),
                                 Transcript(best, 0.7), (best,), lambda texts: [-1.0 for _ in texts])
    result, sure, bars = feeder.evidence(kept, table, noted)
    assert not result.tentative and decide(result, None, sure, bars=bars).action == "act"


def test_talk_by_both_ears_is_not_asked_back() -> None:
    # a remark of our own, "let me ask my brother first" at "Eliminate Nepal?": Whisper loops
    # "Let me ask my mother first. Let me ask my mother first." (a card on one cue word, sure of its
    # words), the talk check reads it as talk, the grammar heard nothing there: silence, not "The
    # population card?"
    heard = "Let me ask my mother first. Let me ask my mother first."
    remark = {"source": "second", "first_command": None, "kept_command": {"type": "ask", "card": "population"},
              "readings": [heard], "kept": heard, "awaiting": "confirmation", "kept_talk_likely": True}
    assert talk_by_both_ears(remark) and one_ear_talk(remark, 0.64) == 0.0
    # nothing pending, the grammar still hearing no command: silence too
    assert one_ear_talk({**remark, "awaiting": None}, 0.64) == 0.0
    # the grammar heard another command and nothing is pending: the ears disagree, asked back
    disagree = {**remark, "awaiting": None, "first_command": {"type": "ask", "card": "traffic"}}
    assert not talk_by_both_ears(disagree) and one_ear_talk(disagree, 0.64) == ONE_EAR_ASKED_BACK
    # the talk check not finding talk: as weighed, whatever the grammar heard
    assert one_ear_talk({**remark, "kept_talk_likely": False}, 0.64) == 0.64


def test_agreement_with_a_grammar_padded_on_an_unsure_path_is_one_ear_on_one_cue() -> None:
    # a remark of our own, "wild how many people came tonight": Whisper "Wild how many people are in
    # this town." (the population card on one cue word, 0.66), the grammar "um er how many people
    # live there ok" on a path it barely believes (0.01, three fillers): the weighing calls it
    # agreement (1.0) and the card was played; now it is asked back ("The population card?")
    population = {"type": "ask", "card": "population"}
    heard = "Wild how many people are in this town."
    padded = {"source": "agree", "first_command": population, "first_confidence": 0.01, "first_stray_fillers": 3,
              "second_command": population, "readings": [heard], "kept": heard, "kept_command": population,
              "kept_score": ONE_CUE_SCORE - 1.0, "awaiting": None, "fit": 0.0}
    assert padded_agreement(padded)
    assert talk_doubt(padded, 1.0) == doubt(padded, 1.0) == ONE_EAR_ASKED_BACK
    result = SimpleNamespace(command=SimpleNamespace(type="ask"), text=heard, score=84.0, ambiguous=False,
                             tentative=False, stray_fillers=0)
    assert decide(result, None, doubt(padded, 1.0)).action == "ask_back"
    # a question pending: a new card on one cue is talk (one_cue_talk), silence
    assert talk_doubt({**padded, "awaiting": "confirmation"}, 1.0) == 0.0
    # the grammar sure of its path, padded less, or the reading more than one cue: agreement stands
    for stands in ({**padded, "first_confidence": GRAMMAR_SURE_FROM}, {**padded, "first_stray_fillers": 1},
                   {**padded, "kept_score": ONE_CUE_SCORE}):
        assert talk_doubt(stands, 1.0) == 1.0
    # acts the spy confirms aloud anyway, and dialogue, are no card played: left to their own rules
    for kept in ({"type": "eliminate", "destination": "PER"}, {"type": "status"}):
        assert not padded_agreement({**padded, "kept_command": kept, "first_command": kept, "second_command": kept})
        assert talk_doubt({**padded, "kept_command": kept, "first_command": kept, "second_command": kept}, 1.0) == 1.0


def test_a_grammar_path_pocketsphinx_all_but_ruled_out_plays_no_card() -> None:
    # "barra's in the esky for later" with other people talking (en_heldout73, spent): PocketSphinx
    # "what is the total area of that" at 0.001, Whisper "It's never been the ask keep on letting go to
    # something." (0.30, no command), the grammar's words fitting as well as Whisper's own: 0.526, played
    from hideout.listening import GRAMMAR_ALONE_UNSURE_BELOW, grammar_alone_unsure
    area = {"type": "ask", "card": "land_area"}
    talk = {**grammar_alone(0.001, 0.0, command=area), "second_confidence": 0.301}
    assert grammar_alone_unsure(talk, 0.526) <= ONE_EAR_ASKED_BACK < APPLY_AT_ONCE_FROM
    assert doubt(talk, 0.526) <= ONE_EAR_ASKED_BACK
    # a path PocketSphinx is less unsure of, a command the open ear wrote too, or one the game confirms
    # aloud anyway: as before
    assert grammar_alone_unsure({**talk, "first_confidence": GRAMMAR_ALONE_UNSURE_BELOW}, 0.526) == 0.526
    assert grammar_alone_unsure({**talk, "second_command": area}, 0.526) == 0.526
    assert grammar_alone_unsure({**talk, "kept_command": ELIMINATE}, 0.526) == 0.526


def test_the_grammar_alone_against_talk_the_open_ear_wrote_plays_no_card() -> None:
    # "japan drives on the left you know" in the reverberant room (en_heldout67, spent): Whisper
    # "Japan drives on the left, you know." at 0.80 (a statement), the grammar "do they drive on the
    # left now" (0.41, one filler), counted sure of its path: the traffic card had been played
    from hideout.listening import grammar_alone_against_talk
    traffic = {"type": "ask", "card": "traffic"}
    talk = {**grammar_alone(0.41, -3.4, fillers=1, command=traffic), "second_confidence": 0.8,
            "second_reason": "table talk (a statement)"}
    assert doubt(talk, 0.755) <= ONE_EAR_ASKED_BACK < APPLY_AT_ONCE_FROM
    # a request the open ear misheard into no command at all ("no command heard"), an open ear
    # unsure of its own reading, or a command the game confirms aloud: as before
    assert grammar_alone_against_talk({**talk, "second_reason": "no command heard"}, 0.755) == 0.755
    # Whisper writes a question's "does" as "doesn't": a negation is no sign of talk here
    assert grammar_alone_against_talk({**talk, "second_reason": "table talk (negation)"}, 0.755) == 0.755
    assert grammar_alone_against_talk({**talk, "second_confidence": 0.3}, 0.755) == 0.755
    assert grammar_alone_against_talk({**talk, "kept_command": ELIMINATE}, 0.755) == 0.755
