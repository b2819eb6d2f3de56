"""PocketSphinx with Whisper as a second opinion (voice.checked, hideout.listening.weigh): real
models hearing real synthesised speech, and the weighing rule on its own."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hideout.listening import AGREED_CONFIDENCE, Listener, choose_recogniser, weigh
from hideout.voice import whisper
from hideout.voice.recogniser import Transcript
from hideout.voice.synth import SynthCache


def reading(text: str, confidence: float, command: dict[str, str] | None) -> tuple[Transcript, object]:
    result = SimpleNamespace(command=None if command is None else SimpleNamespace(to_json=lambda: command))
    return Transcript(text, confidence), result


ELIMINATE = {"type": "eliminate", "destination": "BRA"}


def unmeasured() -> float:
    raise AssertionError("the fit was measured though the readings decide without it")


def test_agreeing_readings_are_sure() -> None:
    kept, confidence, source = weigh(reading("eliminate brazil", 0.3, ELIMINATE),
                                     reading("Eliminate Brazil.", 0.6, ELIMINATE), unmeasured)
    assert source == "agree" and kept.text == "eliminate brazil" and confidence == AGREED_CONFIDENCE


def test_a_command_in_the_open_transcript_wins_over_the_grammar() -> None:
    kept, confidence, source = weigh(reading("what is the population", 0.8, {"type": "ask", "card": "population"}),
                                     reading("Eliminate Brazil.", 0.7, ELIMINATE), unmeasured)
    assert (source, kept.text, confidence) == ("second", "Eliminate Brazil.", 0.7)


def test_a_grammar_reading_alone_is_as_sure_as_it_fits_the_audio() -> None:
    grammar = reading("eliminate brazil", 0.9, ELIMINATE)
    talk = reading("Did you see the game last night?", 0.8, None)
    _, fits, _ = weigh(grammar, talk, lambda: -0.5)
    _, forced, _ = weigh(grammar, talk, lambda: -6.0)
    assert fits > 0.8 and forced < 0.05
    assert weigh(grammar, talk, lambda: None)[1:] == (0.0, "first")
    assert weigh(reading("", 0.0, None), talk, unmeasured)[1:] == (0.0, "first")


needs_whisper = pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))


@pytest.fixture(scope="module")
def speech(tmp_path_factory: pytest.TempPathFactory) -> SynthCache:
    return SynthCache(tmp_path_factory.mktemp("speech"))


@pytest.fixture(scope="module")
def listener() -> Listener:
    chosen = choose_recogniser("en", "sphinx+whisper")
    assert chosen.recogniser.name == "sphinx+whisper", chosen.note
    return Listener(chosen.recogniser)


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
    for pcm in said:
        assert untimed(live.hear(pcm, table=TABLE).to_json()) == untimed(early.hear(pcm, table=TABLE).to_json())


def untimed(heard: dict[str, object]) -> dict[str, object]:
    """A result without its timings (``decode_ms``, the second opinion's ``front_end_ms``)."""
    return {k: untimed(v) if isinstance(v, dict) else v for k, v in heard.items() if not k.endswith("_ms")}


@needs_whisper
@pytest.mark.slow
def test_audio_other_than_the_one_heard_ahead_is_heard_itself(speech: SynthCache) -> None:
    from hideout.listening import decode_as_streamed

    listener = Listener(choose_recogniser("en", "sphinx+whisper").recogniser, ahead=True)
    listener.hear(speech.pcm("eliminate brazil", "en-us", 160, 50), table=TABLE)
    recogniser = listener.recogniser
    recogniser.hear_ahead(speech.pcm("eliminate brazil", "en-us", 160, 50))
    decode_as_streamed(recogniser, speech.pcm("what is the population", "en-us", 160, 50))
    assert recogniser.opinion is not None and "population" in recogniser.opinion["second"].lower()
