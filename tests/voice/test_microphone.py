"""End-of-speech detection on synthesised audio fed as frames, half duplex, and a real
sounddevice call on this machine with no sound card."""

import numpy as np
import pytest
from voice_helpers import needs_espeak

from hideout.voice.audio import SAMPLE_RATE, pcm_ms, to_pcm16
from hideout.voice.microphone import (
    EnergySegmenter,
    HalfDuplexGate,
    Microphone,
    MicrophoneUnavailable,
    VadConfig,
    frame_db,
)
from hideout.voice.synth import add_noise, synthesise

CONFIG = VadConfig()
FRAME = SAMPLE_RATE * CONFIG.frame_ms // 1000 * 2


def quiet(ms: int, level: float = 0.001, seed: int = 0) -> bytes:
    rng = np.random.default_rng(seed)
    return to_pcm16(rng.standard_normal(SAMPLE_RATE * ms // 1000) * level)


def frames(pcm: bytes) -> list[bytes]:
    return [pcm[i:i + FRAME] for i in range(0, len(pcm) - FRAME + 1, FRAME)]


def segment(pcm: bytes, config: VadConfig = CONFIG) -> list[bytes]:
    segmenter = EnergySegmenter(config)
    found = [u for f in frames(pcm) if (u := segmenter.feed(f)) is not None]
    tail = segmenter.flush()
    return found + ([tail] if tail else [])


def test_frame_level() -> None:
    assert frame_db(b"\0\0" * 480) == -120.0
    assert frame_db(to_pcm16(np.full(480, 0.5))) == pytest.approx(-6.0, abs=0.1)


@needs_espeak
def test_two_commands_with_a_pause_become_two_utterances(speech) -> None:
    first, second = speech.pcm("eliminate france"), speech.pcm("arrest spain")
    stream = quiet(1000) + first + quiet(1200, seed=1) + second + quiet(1000, seed=2)
    utterances = segment(stream)
    assert len(utterances) == 2
    for utterance, spoken in zip(utterances, (first, second)):
        # the whole command is inside, plus pre-roll and hangover, but not the long silences
        assert pcm_ms(spoken) - 600 < pcm_ms(utterance) < pcm_ms(spoken) + 1000


@needs_espeak
def test_pauses_between_words_do_not_split_a_command() -> None:
    # espeak ends each clip with ~300 ms of silence: with 100 ms more the pause is ~0.4 s
    words = synthesise("eliminate") + quiet(100) + synthesise("timor leste")
    assert len(segment(quiet(500) + words + quiet(1000))) == 1


def _two_commands_in_a_room(speech, snr: float, voice: str = "en-us") -> tuple[bytes, list[int]]:
    """Two commands with pauses, babble from the first frame on; and where each command is."""
    first, second = speech.pcm("arrest spain", voice), speech.pcm("eliminate france", voice)
    stream = quiet(800) + first + quiet(1200, seed=1) + second + quiet(1000, seed=2)
    middles = [800 + int(pcm_ms(first)) // 2, 2000 + int(pcm_ms(first) + pcm_ms(second) / 2)]
    return add_noise(stream, snr_db=snr, kind="babble", seed=3), middles


def _spans(pcm: bytes, segmenter: EnergySegmenter) -> list[tuple[int, int]]:
    spans, began = [], 0
    for index, frame in enumerate(frames(pcm)):
        step = segmenter.feed_streaming(frame)
        if step.started:
            began = index * CONFIG.frame_ms - CONFIG.pre_roll_ms
        if step.ended and step.utterance is not None:
            spans.append((began, index * CONFIG.frame_ms))
    return spans


@needs_espeak
@pytest.mark.parametrize("snr", [15, 10, 5])
@pytest.mark.parametrize("voice", ["en-us", "en+f2"])
def test_noisy_room_segments_each_command(speech, snr: float, voice: str) -> None:
    """Babble from the first frame on: RNNoise's voice probability finds each command."""
    from hideout.voice.denoise import VoiceDetector, rnnoise_available
    if not rnnoise_available():
        pytest.skip("RNNoise is not installed (pip install --no-deps pyrnnoise)")
    noisy, middles = _two_commands_in_a_room(speech, snr, voice)
    spans = _spans(noisy, EnergySegmenter(CONFIG, voice=VoiceDetector().probability))
    for middle in middles:   # each command lies in an utterance of its own
        assert sum(start <= middle <= end for start, end in spans) == 1, spans
    assert len(spans) <= 3   # at most one stray burst besides


def test_steady_noise_becomes_the_floor() -> None:
    rng = np.random.default_rng(4)
    hiss = to_pcm16(rng.standard_normal(SAMPLE_RATE * 6) * 0.05)   # a fan switched on, then on
    utterances = segment(quiet(300) + hiss)
    assert len(utterances) <= 1 and all(pcm_ms(u) < 2500 for u in utterances)


@needs_espeak
def test_long_sentences_stay_whole() -> None:
    monologue = synthesise("what is the population of the country where you are hiding right now "
                           "please tell us everything you know about it", "en-us", 130)
    assert len(segment(quiet(800) + monologue + quiet(1000))) == 1


@needs_espeak
def test_energy_alone_follows_a_room_that_is_noisy_from_the_start(speech) -> None:
    """Without a voice detector the floor is a low percentile of the recent levels, so noise
    that never pauses still becomes the floor instead of one endless utterance."""
    noisy, middles = _two_commands_in_a_room(speech, 20)
    spans = _spans(noisy, EnergySegmenter(CONFIG))
    for middle in middles:
        assert sum(start <= middle <= end for start, end in spans) == 1, spans
    assert max(end - start for start, end in spans) < 3000


def test_a_click_is_not_an_utterance() -> None:
    click = to_pcm16(np.full(SAMPLE_RATE * 60 // 1000, 0.3))   # 60 ms
    assert segment(quiet(500) + click + quiet(1000)) == []


@needs_espeak
def test_endless_talk_is_cut_at_max_length() -> None:
    monologue = synthesise("what is the population of the country where you are hiding right now "
                           "please tell us everything you know about it", "en-us", 130)  # 7.5 s
    utterances = segment(quiet(300) + monologue, VadConfig(max_ms=2000))
    assert len(utterances) >= 2 and pcm_ms(utterances[0]) <= 2000 + CONFIG.frame_ms


def test_digital_silence_is_never_speech() -> None:
    assert segment(b"\0\0" * SAMPLE_RATE * 2) == []


def test_half_duplex_gate_drops_while_muted_and_for_the_tail() -> None:
    now = [100.0]
    gate = HalfDuplexGate(tail_ms=300, clock=lambda: now[0])
    assert gate.allows()
    gate.mute()
    assert not gate.allows()
    now[0] += 5.0
    gate.unmute()
    assert not gate.allows()            # the room still echoes our voice
    now[0] += 0.2
    assert not gate.allows()
    now[0] += 0.15
    assert gate.allows()


def test_muted_context_drops_callback_audio() -> None:
    mic = Microphone(tail_ms=0)
    with mic.muted():
        mic._on_audio(b"\1\0" * 480, 480, None, None)
    mic._on_audio(b"\2\0" * 480, 480, None, None)
    assert mic._frames.qsize() == 1 and mic._frames.get() == b"\2\0" * 480


def test_no_input_device_raises_a_clear_error() -> None:
    import sounddevice
    if any(d["max_input_channels"] > 0 for d in sounddevice.query_devices()):
        pytest.skip("this machine has a microphone")
    with pytest.raises(MicrophoneUnavailable, match="no microphone found.*--text"):
        Microphone().open()


def test_a_device_that_does_not_exist_raises_a_clear_error() -> None:
    with pytest.raises(MicrophoneUnavailable, match="cannot open the microphone"):
        Microphone(device=4242).open()                   # real PortAudio call


@needs_espeak
def test_streaming_into_sphinx_gives_the_command_at_the_end_of_speech(speech) -> None:
    from hideout.voice.sphinx import SphinxRecogniser
    recogniser = SphinxRecogniser()
    recogniser.set_grammar(["eliminate france", "arrest spain", "yes", "no"], "")
    stream = quiet(800) + speech.pcm("arrest spain") + quiet(1000, seed=5) + \
        to_pcm16(np.full(SAMPLE_RATE * 60 // 1000, 0.3)) + quiet(900, seed=6)   # then a click
    mic = Microphone(tail_ms=0)
    mic._stream = object()                       # frames come from the test, not PortAudio
    for frame in frames(stream):
        mic._frames.put(frame)
    heard = []
    try:
        for transcript in mic.transcripts(recogniser, timeout_s=0.05):
            heard.append(transcript)
    except MicrophoneUnavailable:                # the test's frames ran out
        pass
    assert [t.text for t in heard] == ["arrest spain"]
    assert heard[0].decode_ms < 500


@needs_espeak
def test_noisy_room_through_microphone_and_sphinx(speech) -> None:
    """10 dB babble from the first frame: both commands come out, from denoised audio."""
    from hideout.voice.denoise import rnnoise_available
    from hideout.voice.sphinx import SphinxRecogniser
    if not rnnoise_available():
        pytest.skip("RNNoise is not installed (pip install --no-deps pyrnnoise)")
    recogniser = SphinxRecogniser(min_confidence=0.0)
    recogniser.set_grammar(["eliminate france", "arrest spain", "eliminate spain", "arrest france",
                            "yes", "no"], "")
    noisy, _ = _two_commands_in_a_room(speech, 10, "en-gb")
    mic = Microphone(tail_ms=0)
    mic._stream = object()
    for frame in frames(noisy + quiet(900, seed=7)):
        mic._frames.put(frame)
    heard = []
    try:
        for transcript in mic.transcripts(recogniser, timeout_s=0.05):
            heard.append((transcript.text, recogniser.front_end.denoised))
    except MicrophoneUnavailable:
        pass
    assert [text for text, _ in heard if text] == ["arrest spain", "eliminate france"]
    assert all(denoised for text, denoised in heard if text)
