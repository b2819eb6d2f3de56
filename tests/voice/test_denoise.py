"""The speech front end (voice/denoise.py): the real RNNoise on synthesised speech and noise."""

from __future__ import annotations

import numpy as np
import pytest
from voice_helpers import needs_espeak

from hideout.voice import denoise
from hideout.voice.audio import from_pcm16, to_pcm16
from hideout.voice.denoise import MIN_VOICED_MS, SpeechFrontEnd, estimate_snr_db
from hideout.voice.sphinx import SphinxRecogniser
from hideout.voice.synth import NON_SPEECH, add_noise, non_speech
from hideout.grammar.recognition import build_recognition_grammar

pytestmark = pytest.mark.skipif(not denoise.rnnoise_available(),
                                reason="RNNoise is not installed (pip install --no-deps pyrnnoise)")

RNG = np.random.default_rng(5)
#: Five random takes of each sound that is not a voice (random loudness -30..-10 dBFS, timing).
SOUNDS = [(kind, take) for kind in NON_SPEECH for take in range(5)]


def sound(kind: str, take: int) -> bytes:
    return non_speech(kind, np.random.default_rng(100 * NON_SPEECH.index(kind) + take))


def run(front: SpeechFrontEnd, pcm: bytes, chunk: int = 3200) -> bytes:
    front.start()
    out = b"".join(front.push(pcm[i:i + chunk]) for i in range(0, len(pcm), chunk))
    return out + front.end()


@needs_espeak
@pytest.mark.parametrize("voice", ["en-us", "en-gb", "en-us+f3", "en+m7"])
@pytest.mark.parametrize("word", ["yes", "no", "nope"])
@pytest.mark.parametrize("snr", [None, 5])
def test_short_words_count_as_voice(speech, voice: str, word: str, snr: int | None) -> None:
    front = SpeechFrontEnd()
    run(front, speech.pcm(word, voice, snr_db=snr, kind="white"))
    assert front.heard_voice() is True
    assert front.voiced_ms is not None and front.voiced_ms >= MIN_VOICED_MS


@pytest.mark.parametrize("kind, take", SOUNDS)
def test_sounds_that_are_not_a_voice_are_told_apart(kind: str, take: int) -> None:
    front = SpeechFrontEnd()
    run(front, sound(kind, take))
    assert front.heard_voice() is False


@pytest.fixture(scope="module")
def confirming() -> tuple[SphinxRecogniser, SphinxRecogniser]:
    """PocketSphinx with the game's grammar while "Eliminate Brazil?" waits for a yes or no,
    with the front end and without it."""
    from hideout.data.handbook import load_handbook
    from hideout.grammar.matcher import MatchContext, Matcher

    matcher = Matcher("destination-x", "en", load_handbook())
    grammar = build_recognition_grammar(matcher, MatchContext(
        table=("BRA", "PER"), playable_cards=("population",), awaiting_confirmation=True))
    recognisers = (SphinxRecogniser(min_confidence=0.0),
                   SphinxRecogniser(min_confidence=0.0, front_end=SpeechFrontEnd(enabled=False)))
    from hideout.listening import apply_grammar
    apply_grammar(recognisers[0], grammar)     # as the game gives it: the word graph, phone loop
    # the bare one as before either safeguard: the JSGF, no phone loop, no front end
    recognisers[1].set_grammar(list(grammar.phrases), grammar.jsgf)
    return recognisers


@needs_espeak
@pytest.mark.parametrize("kind", NON_SPEECH)
def test_a_sound_is_not_taken_for_a_yes(confirming, kind: str) -> None:
    """The risk this front end closes: with only yes/no in the grammar, PocketSphinx alone
    decodes such sounds as "aye" with confidence near 1."""
    with_front_end, bare = confirming
    for take in range(5):
        assert with_front_end.decode(sound(kind, take)).text == "", (kind, take)
    # the check can fail: without the front end and the phone loop most of these become a word
    if kind not in ("silence", "murmur"):
        assert sum(bare.decode(sound(kind, take)).text != "" for take in range(5)) >= 3


@needs_espeak
def test_yes_and_no_still_pass_the_confirmation(confirming, speech) -> None:
    with_front_end, _ = confirming
    for voice in ("en-us", "en-gb-scotland", "en+f2"):
        assert with_front_end.decode(speech.pcm("yes", voice)).text == "yes"
        # the game cancels on a heard no whatever fillers come with it ("hmm no oh"); the
        # confirmation grammar's hesitation path may take an unclear one ("uh oh"): never a yes
        from hideout.policy import is_hesitation
        heard = with_front_end.decode(speech.pcm("no", voice)).text
        assert "no" in heard.split() or is_hesitation(heard) or heard == "", heard


@needs_espeak
def test_quiet_speech_passes_untouched(speech) -> None:
    pcm = speech.pcm("eliminate brazil", "en-us")
    front = SpeechFrontEnd()
    out = run(front, pcm)
    assert not front.denoised and front.snr_db is not None and front.snr_db > 40
    # the last partial 10 ms frame is padded with silence
    assert out[:len(pcm)] == pcm and len(out) - len(pcm) < 320


@needs_espeak
@pytest.mark.parametrize("snr", [5, 10])
def test_noisy_speech_is_denoised(speech, snr: int) -> None:
    clean = from_pcm16(speech.pcm("how many people live there", "en-us"))
    noisy = add_noise(to_pcm16(clean), snr, "white", seed=snr)
    front = SpeechFrontEnd()
    out = from_pcm16(run(front, noisy))[:len(clean)]
    assert front.denoised and front.snr_db is not None and abs(front.snr_db - snr) < 6

    def snr_against_clean(signal: np.ndarray) -> float:
        best = max(range(0, 400), key=lambda lag: float(np.dot(clean[:len(clean) - lag], signal[lag:])))
        aligned = signal[best:best + len(clean)]
        residue = aligned - clean[:len(aligned)]
        return 10 * np.log10(np.sum(clean[:len(aligned)] ** 2) / np.sum(residue ** 2))

    assert snr_against_clean(out) > snr_against_clean(from_pcm16(noisy)) + 3


@needs_espeak
def test_noisy_command_is_recognised_through_the_front_end(speech) -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0)
    recogniser.set_grammar(["eliminate brazil", "eliminate peru", "arrest brazil", "arrest peru",
                            "yes", "no"], "")
    for voice, text in [("en-us", "eliminate peru"), ("en-gb", "arrest brazil")]:
        noisy = add_noise(speech.pcm(text, voice), 5, "babble", seed=1)
        assert recogniser.decode(noisy).text == text


def test_estimate_uses_voiced_against_unvoiced_frames() -> None:
    powers = [1e2] * 20 + [1e5] * 20
    voice = [0.0] * 20 + [1.0] * 20
    assert estimate_snr_db(powers, voice) == pytest.approx(30.0)
    # all voice: no noise heard; no voice: loud against quiet percentiles of the power
    assert estimate_snr_db([1e2] * 20 + [1e4] * 20, [1.0] * 40) == float("inf")
    assert estimate_snr_db([1e2] * 20 + [1e4] * 20, [0.0] * 40) == pytest.approx(20.0)
    assert estimate_snr_db([0.0] * 10, [0.0] * 10) == 0.0


@needs_espeak
@pytest.mark.parametrize("lead_ms", [0, 1500])
def test_clean_recordings_are_left_alone_whatever_their_lead_in(speech, lead_ms: int) -> None:
    """A file that starts mid-word, or after a long silence, is still judged by its voice."""
    spoken = speech.pcm("eliminate brazil", "en-gb")[2 * 16 * 200:]   # the cache's 200 ms lead cut
    pcm = bytes(2 * 16 * lead_ms) + spoken
    front = SpeechFrontEnd()
    assert run(front, pcm)[:len(pcm)] == pcm and not front.denoised


def test_same_audio_gives_the_same_output() -> None:
    noisy = to_pcm16(RNG.standard_normal(8000) * 0.1)
    front = SpeechFrontEnd()
    assert run(front, noisy) == run(front, noisy, chunk=480)


def test_missing_library_passes_audio_through(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setattr(denoise, "_LIBRARY", None)
    monkeypatch.setenv("HIDEOUT_RNNOISE_LIB", str(tmp_path / "nowhere.so"))
    front = SpeechFrontEnd()
    assert not front.available and "could not be loaded" in front.unavailable_reason
    pcm = to_pcm16(RNG.standard_normal(1600) * 0.1)
    assert run(front, pcm) == pcm and front.heard_voice() is None


def test_voice_check_only_passes_audio_at_once() -> None:
    """What Vosk uses: no hold-back, no denoising, still no words out of a hum."""
    front = SpeechFrontEnd(denoise=False)
    hum = sound("hum", 0)
    front.start()
    assert front.push(hum[:3200]) == hum[:3200]
    assert front.push(hum[3200:]) + front.end() == hum[3200:]
    assert front.heard_voice() is False and not front.denoised


def pushed_live(pcm: bytes, chunk: int, hold_ms: int) -> tuple[list[bytes], bytes, bool | None]:
    front = SpeechFrontEnd()
    front.start(hold_ms)
    outs = [front.push(pcm[i:i + chunk]) for i in range(0, len(pcm), chunk)]
    return outs, front.end(), front.heard_voice()


@needs_espeak
@pytest.mark.parametrize("snr, hold_ms", [(None, 0), (5, 800)])
def test_a_recording_made_ahead_replays_as_heard_live(speech, snr: int | None, hold_ms: int) -> None:
    """record() (run in another process by `hideout hear`) and expect(): the recogniser's front
    end hands on exactly what it would have worked out itself, and tells the same about the voice."""
    pcm = speech.pcm("eliminate brazil", "en-us", snr_db=snr, kind="babble")
    live = pushed_live(pcm, 3200, hold_ms)
    front = SpeechFrontEnd()
    front.expect(denoise.record(front.settings, pcm, 3200, hold_ms))
    front.start(hold_ms)
    replayed = [front.push(pcm[i:i + 3200]) for i in range(0, len(pcm), 3200)]
    assert (replayed, front.end(), front.heard_voice()) == live
    assert front.denoised == (snr is not None)


@needs_espeak
def test_other_audio_than_recorded_is_heard_live(speech) -> None:
    pcm = speech.pcm("eliminate brazil", "en-us")
    other = pcm[:6400] + speech.pcm("what is the population", "en-gb")
    front = SpeechFrontEnd()
    front.expect(denoise.record(front.settings, pcm, 3200, 0))
    front.start(0)
    heard = [front.push(other[i:i + 3200]) for i in range(0, len(other), 3200)]
    assert (heard, front.end(), front.heard_voice()) == pushed_live(other, 3200, 0)
    # a recording for another hold (a cold start) is not used at all
    front.expect(denoise.record(front.settings, pcm, 3200, 800))
    front.start(0)
    again = [front.push(pcm[i:i + 3200]) for i in range(0, len(pcm), 3200)]
    assert (again, front.end(), front.heard_voice()) == pushed_live(pcm, 3200, 0)
