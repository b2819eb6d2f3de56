"""PocketSphinx with Whisper as a second opinion (voice.checked, hideout.listening.weigh): real
models hearing real synthesised speech, and the weighing rule on its own: every command read by
either recogniser (Whisper's beam too) scored by Whisper's decoder against the audio."""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from types import SimpleNamespace

import pytest

from hideout.listening import (
    AGREEMENT_BONUS,
    FIT_OFFSET,
    FIT_SPREAD,
    GRAMMAR_SURE_FIT_FROM,
    Listener,
    choose_recogniser,
    weigh,
)
from hideout.voice import whisper
from hideout.voice.checked import CheckedRecogniser, Fits
from hideout.voice.recogniser import Transcript
from hideout.voice.synth import SynthCache


def reading(text: str, command: dict[str, str] | None) -> tuple[str, object]:
    result = SimpleNamespace(command=None if command is None else SimpleNamespace(to_json=lambda: command))
    return text, result


ELIMINATE = {"type": "eliminate", "destination": "BRA"}
ELIMINATE_PERU = {"type": "eliminate", "destination": "PER"}
POPULATION = {"type": "ask", "card": "population"}


def sure(fit: float) -> float:
    return 1.0 / (1.0 + math.exp(-(fit + FIT_OFFSET) / FIT_SPREAD))


def fits_from(table: dict[str, float]) -> Fits:
    def fits(texts: Sequence[str]) -> list[float | None]:
        assert all(text in table for text in texts), f"asked for {texts}"
        return [table[text] for text in texts]
    return fits


def unmeasured(texts: Sequence[str]) -> list[float | None]:
    raise AssertionError(f"{texts} measured though nothing needs it")


def test_the_open_recogniser_s_own_best_reading_is_not_measured_again() -> None:
    kept = weigh(reading("eliminate brazil", ELIMINATE), [reading("Eliminate Brazil.", ELIMINATE)], unmeasured)
    # both read it: the better of the two readings (Whisper's own, 0), plus the agreement bonus
    assert (kept.source, kept.text, kept.fit) == ("agree", "Eliminate Brazil.", 0.0)
    assert kept.confidence == pytest.approx(sure(AGREEMENT_BONUS))
    alone = weigh(reading("", None), [reading("Yeah.", {"type": "confirm"})], unmeasured, 0.43)
    assert (alone.source, alone.fit, alone.confidence) == ("second", 0.0, 0.43)


def test_the_command_whisper_finds_likelier_wins_whoever_read_it() -> None:
    grammar = reading("eliminate peru", ELIMINATE_PERU)
    beam = [reading("Eliminate Barusu.", None), reading("Eliminate Brazil.", ELIMINATE)]
    kept = weigh(grammar, beam, fits_from({"eliminate peru": -3.5, "Eliminate Brazil.": -0.6}), 0.8)
    assert (kept.source, kept.text) == ("second", "Eliminate Brazil.")
    # as sure as Whisper is of that reading: of its transcript, times how much less likely it is
    assert kept.confidence == pytest.approx(0.8 * math.exp(-0.6))
    # the grammar's reading when Whisper's decoder finds it the likelier one
    kept = weigh(grammar, beam, fits_from({"eliminate peru": -0.2, "Eliminate Brazil.": -0.6}))
    assert (kept.source, kept.text) == ("first", "eliminate peru")


def test_only_whisper_s_best_reading_agrees() -> None:
    # "oh" heard as "go ahead" by the grammar and as "Let's go." third in Whisper's beam
    yes = {"type": "confirm"}
    beam = [reading("That's fun.", None), reading("That's what I'm doing.", None), reading("Let's go.", yes)]
    kept = weigh(reading("ah go ahead uh", yes), beam, fits_from({"ah go ahead uh": -2.0, "Let's go.": -0.05}), 0.34)
    assert kept.source == "second" and kept.confidence == pytest.approx(0.34 * math.exp(-0.05))


def test_a_third_ear_reading_the_grammar_s_command_agrees_but_not_on_a_yes() -> None:
    beam = [reading("Columns is named first letter.", None), reading("Currency's name first letter.", POPULATION)]
    fits = fits_from({"currency name first letter": -2.5, "Currency's name first letter.": -0.8})
    grammar = reading("currency name first letter", POPULATION)
    alone = weigh(grammar, beam, fits, 0.3)
    agreed = weigh(grammar, beam, fits, 0.3, third=beam[1][1])
    assert alone.source == "second" and alone.confidence == pytest.approx(0.3 * math.exp(-0.8))
    assert agreed.source == "agree" and agreed.confidence == pytest.approx(sure(-0.8 + AGREEMENT_BONUS))
    # a yes two ears wrote may be one murmur both heard as a yes: no agreement
    yes = {"type": "confirm"}
    beam = [reading("That's fun.", None), reading("Yeah.", yes)]
    kept = weigh(reading("ah yeah", yes), beam, fits_from({"ah yeah": -2.0, "Yeah.": -0.5}), 0.34, third=beam[1][1])
    assert kept.source == "second"


def test_a_grammar_sure_of_its_path_is_weighed_as_if_whisper_agreed() -> None:
    # "is spanish an official language" in 10 dB babble (en_heldout9, tuning voices): PocketSphinx
    # read it word for word, sure of its path (0.91); Whisper "It's an official language." (French,
    # the matcher's guess at the option) and the grammar's words 0.89 below it
    spanish = {"type": "ask", "card": "official_language", "option": "spanish"}
    french = {"type": "ask", "card": "official_language", "option": "french"}
    grammar, beam = reading("is spanish an official language", spanish), [reading("It's an official language.", french)]
    fits = fits_from({"is spanish an official language": -0.89})
    assert weigh(grammar, beam, fits, 0.45).text == "It's an official language."
    kept = weigh(grammar, beam, fits, 0.45, first_sure=True)
    assert (kept.source, kept.text) == ("first", "is spanish an official language")
    assert kept.confidence == pytest.approx(sure(-0.89 + AGREEMENT_BONUS))
    # not when Whisper's decoder finds the grammar's words far less likely (talk forced onto it)
    far = fits_from({"is spanish an official language": GRAMMAR_SURE_FIT_FROM - 0.5})
    assert weigh(grammar, beam, far, 0.45, first_sure=True).source == "second"


def test_a_grammar_reading_forced_onto_talk_is_not_sure() -> None:
    talk = [reading("Did you see the game last night?", None)]
    forced = weigh(reading("eliminate brazil", ELIMINATE), talk, fits_from({"eliminate brazil": -6.0}))
    assert forced.source == "first" and forced.confidence < 0.01
    # Whisper heard no speech (nothing to measure against): kept, unsure
    assert weigh(reading("eliminate brazil", ELIMINATE), [], lambda texts: [None] * len(texts)).confidence == 0.0
    nothing = weigh(reading("", None), talk, unmeasured)
    assert (nothing.source, nothing.confidence) == ("none", 0.0)


needs_whisper = pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))


TABLE = ("BRA", "NPL", "PER", "KEN", "JPN", "CHL")


@needs_whisper
@pytest.mark.slow
def test_a_spoken_command_is_acted_on_and_table_talk_ignored(listener: Listener, speech: SynthCache) -> None:
    heard = listener.hear(speech.pcm("what is the population", "en-us", 160, 50), table=TABLE)
    assert heard.result.command.to_json() == {"type": "ask", "card": "population"}
    assert heard.decision.action == "act" and heard.second is not None
    talk = listener.hear(speech.pcm("did you see the football last night", "en-gb", 160, 50), table=TABLE)
    assert talk.decision.action == "ignore", talk.to_json()
    assert talk.second is not None and talk.second["second_command"] is None


@needs_whisper
@pytest.mark.slow
def test_a_hesitation_is_not_a_yes(listener: Listener, speech: SynthCache) -> None:
    for sound in ("er", "hmm", "yay"):
        heard = listener.hear(speech.pcm(sound, "en-us", 160, 50), table=TABLE, awaiting="confirmation")
        assert not (heard.decision.action == "act" and heard.result.command is not None
                    and heard.result.command.type == "confirm"), heard.to_json()
    said_yes = listener.hear(speech.pcm("yes", "en-us", 160, 50), table=TABLE, awaiting="confirmation")
    assert said_yes.result.command is not None and said_yes.result.command.type == "confirm"


@needs_whisper
@pytest.mark.slow
def test_a_recording_heard_ahead_gets_the_same_readings(speech: SynthCache) -> None:
    """hideout hear starts Whisper on a file before PocketSphinx has its grammar: same result
    as a microphone's order (fresh recognisers: PocketSphinx carries its CMN between utterances)."""
    said = [speech.pcm("what is the population", "en-us", 160, 50),
            speech.pcm("did you see the football last night", "en-gb", 160, 50)]
    live = Listener(choose_recogniser("en", "sphinx+whisper").recogniser)
    early = Listener(choose_recogniser("en", "sphinx+whisper").recogniser, ahead=True)
    assert early.ahead and not live.ahead
    try:
        for index, pcm in enumerate(said):
            if index + 1 < len(said):
                early.hear_later(said[index + 1])   # a batch read ahead: its front end in a helper
            assert untimed(live.hear(pcm, table=TABLE).to_json()) == untimed(early.hear(pcm, table=TABLE).to_json())
    finally:
        early.recogniser.close()


class _Grammar:
    """A grammar recogniser that hears each recording as its first byte's letter."""

    name, sample_rate, short_phrases, vocabulary = "grammar", 16000, False, None

    def start(self) -> None:
        self.heard = b""

    def accept(self, chunk: bytes) -> Transcript:
        self.heard += chunk
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        return Transcript(self.heard[:1].decode(), 1.0)


class _Open:
    """An open recogniser that writes down the prompt it decoded with, once it may start."""

    name, prompt = "open", ""

    def __init__(self) -> None:
        self.may_start = threading.Event()

    def set_prompt(self, prompt: str) -> None:
        self.prompt = prompt

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        assert self.may_start.wait(10)
        return Transcript(f"{pcm[:1].decode()} in {self.prompt if prompt is None else prompt}", 1.0)


def test_each_recording_heard_ahead_is_read_and_weighed_with_its_own_prompt() -> None:
    """`hideout hear --jsonl` begins the next recording (its prompt set, its grammar decoding)
    before the second opinion has read the last one: the thread that reads it later still reads
    it with its own prompt, and weighs it with the judge of its own moment."""
    second = _Open()
    checked = CheckedRecogniser(_Grammar(), second)
    weighed = []
    for pcm, table in ((b"a", "table A"), (b"b", "table B")):
        second.set_prompt(table)
        checked.judge = lambda first, heard, readings, fits, table=table: (heard, {"judged at": table})
        checked.hear_ahead(pcm, 1)
        checked.start()
        checked.accept(pcm)
        weighed.append(checked.finish_later())   # not waited for: the next one begins
    second.may_start.set()
    finished = [later() for later in weighed]
    assert [f.transcript.text for f in finished] == ["a in table A", "b in table B"]
    assert [f.opinion for f in finished] == [{"judged at": "table A"}, {"judged at": "table B"}]
    checked.close()


class _OpenWithAThirdEar:
    """An open recogniser that reads "open", with a third ear that reads "third" when asked."""

    name, prompt, hypotheses = "open", "", ("open",)

    def __init__(self) -> None:
        self.asked = 0

    def start(self) -> None:
        pass

    def accept(self, chunk: bytes) -> Transcript:
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        return Transcript("open", 1.0)

    def also_readings(self) -> tuple[str, ...]:
        self.asked += 1
        return ("third",)


@pytest.mark.parametrize("source, asked", [("agree", 0), ("first", 1), ("second", 1), ("none", 1)])
def test_a_third_ear_is_asked_only_when_the_two_do_not_agree(source: str, asked: int) -> None:
    second = _OpenWithAThirdEar()
    checked = CheckedRecogniser(_Grammar(), second)
    judged: list[tuple[str, ...]] = []

    def judge(first: Transcript, heard: Transcript, readings: tuple[str, ...], fits: Fits,
              also: str | None = None) -> tuple[Transcript, dict[str, object]]:
        judged.append(readings)
        assert also == (readings[-1] if len(readings) > 1 else None)   # told which is the third's
        return Transcript(readings[-1], 0.5), {"source": source if len(readings) == 1 else "second"}

    checked.judge = judge
    kept = checked.decode(b"g")
    assert second.asked == asked
    if asked:
        assert judged == [("open",), ("open", "third")]         # weighed again with the third reading
        assert kept.text == "third" and checked.opinion == {"source": "second", "also": "third"}
    else:
        assert judged == [("open",)] and kept.text == "open" and checked.opinion == {"source": "agree"}


def untimed(heard: dict[str, object]) -> dict[str, object]:
    """A result without its timings (``decode_ms``, the second opinion's ``front_end_ms``)."""
    return {k: untimed(v) if isinstance(v, dict) else v for k, v in heard.items() if not k.endswith("_ms")}


@needs_whisper
@pytest.mark.slow
def test_audio_other_than_the_one_heard_ahead_is_heard_itself(speech: SynthCache) -> None:
    from hideout.listening import CHUNK_BYTES, decode_as_streamed

    listener = Listener(choose_recogniser("en", "sphinx+whisper").recogniser, ahead=True)
    listener.hear(speech.pcm("eliminate brazil", "en-us", 160, 50), table=TABLE)
    recogniser = listener.recogniser
    recogniser.hear_ahead(speech.pcm("eliminate brazil", "en-us", 160, 50), CHUNK_BYTES)
    decode_as_streamed(recogniser, speech.pcm("what is the population", "en-us", 160, 50))
    assert recogniser.opinion is not None and "population" in recogniser.opinion["second"].lower()


@needs_whisper
@pytest.mark.slow
def test_an_elimination_is_weighed_among_whisper_s_readings(listener: Listener, speech: SynthCache) -> None:
    heard = listener.hear(speech.pcm("we should eliminate kenya", "en-gb", 160, 50), table=TABLE)
    assert heard.result.command.to_json() == {"type": "eliminate", "destination": "KEN"}
    assert heard.decision.action == "act", heard.to_json()
    note = heard.second
    assert note is not None and note["readings"] and note["readings"][0] == note["second"]
    assert note["kept"] == heard.transcript.text and note["source"] in ("agree", "first", "second")


class _HeardAsStatus:
    """A grammar recogniser that hears every recording as "status"."""

    name, sample_rate, short_phrases, vocabulary = "grammar", 16000, False, None

    def set_grammar(self, phrases: Sequence[str], jsgf: str | None) -> None:
        pass

    def start(self) -> None:
        pass

    def accept(self, chunk: bytes) -> Transcript:
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        return Transcript("status", 1.0)

    def missing_words(self, words: Sequence[str]) -> list[str]:
        return []


class _PromptsRead:
    """An open recogniser that writes down the prompt each recording was read with."""

    name, prompt, open_vocabulary = "open", "", True

    def __init__(self) -> None:
        self.read_with: list[str] = []

    def set_prompt(self, prompt: str) -> None:
        self.prompt = prompt

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        self.read_with.append(self.prompt if prompt is None else prompt)
        return Transcript("status", 1.0)


@pytest.mark.slow
def test_each_game_s_first_recording_heard_ahead_is_read_with_its_own_table() -> None:
    """A game's first recording is begun before its matcher is built (hideout.listening.Listener,
    ``ahead``), its prompt worked out apart: it must be the one the feeder gives, for the table of
    that recording, not the last game's or the last table's."""
    from hideout.grammar.recognition import recognition_prompt

    second = _PromptsRead()
    listener = Listener(CheckedRecogniser(_HeardAsStatus(), second), ahead=True)
    heard = [("destination-x", TABLE, ""), ("destination-x", TABLE[:3], ""), ("duel", (), ""),
             ("destination-x", TABLE[1:], "spy")]
    try:
        for game, table, word in heard:
            listener.hear(bytes(6400), game=game, table=table, address_word=word)
    finally:
        listener.recogniser.close()
    expected = [recognition_prompt(listener.feeder(game).matcher, listener.context(game, table, None, (), word))
                for game, table, word in heard]
    assert second.read_with == expected
    assert expected[0] == "Brazil, Nepal, Peru, Kenya, Japan, Chile." and expected[2] != expected[1]


def test_a_command_both_ears_read_keeps_the_grammar_s_sure_reading_over_a_thin_open_one() -> None:
    from hideout.grammar.matcher import Matcher
    from hideout.listening import judge_readings, table_context

    matcher = Matcher("destination-x", "en")
    context = table_context("destination-x", "en", ("FRA", "PER", "KEN"), None)

    def heard(first: str, second: str) -> Transcript:
        grammar = Transcript(first, 0.9, (), 300.0, 2000.0)
        open_reading = Transcript(second, 0.7, (), 0.0, 2000.0)
        return judge_readings(matcher, context, grammar, open_reading, (second,), unmeasured)[0]

    # Whisper's words hold the card only thinly (a guess at it); the grammar read the question whole
    kept = heard("is french an official language of that country", "It's French and official language of the country.")
    assert kept.text == "is french an official language of that country"
    result = matcher.match(kept.text, context)
    assert not result.tentative and result.command is not None
    # a question told to a player stays Whisper's, asked back: that doubt is about talk, not the words
    told = heard("how many people live there", "Ask it how many people live there.")
    assert told.text == "Ask it how many people live there."
    # two commands fit Whisper's misspelt option about as well (ambiguous, not tentative): as thin
    frank = heard("is the currency the franc", "Is the currency the Frank?")
    assert frank.text == "is the currency the franc"
    assert not matcher.match(frank.text, context).ambiguous


def test_a_yes_asked_back_twice_confirms_nothing() -> None:
    from hideout.grammar.matcher import Matcher
    from hideout.listening import table_context

    matcher = Matcher("destination-x", "en")
    pending = table_context("destination-x", "en", ("FRA", "PER", "KEN"), "confirmation")
    # Whisper's writing of an "eh" at "Eliminate Peru?" (spent en_talk1, flite:rms, clean)
    assert matcher.match("Yeah? Yeah?", pending).command is None
    said = matcher.match("Yes? Yes, go on.", pending).command
    assert said is not None and said.to_json() == {"type": "confirm"}
