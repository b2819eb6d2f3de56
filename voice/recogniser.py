"""The seam between speech and the app: `Transcript`, the `Recogniser` protocol, and the typed-text
recogniser used by `--text` mode and as the test double for the layers above.

A recogniser decodes whole utterances (`decode(pcm)`), or streams them (`start()`, `accept(chunk)`,
`finish()`); either way `Transcript.decode_ms` is the time from the end of the audio (the call that
hands over the last samples) to the result, which is the delay a player feels.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from hideout.voice.audio import SAMPLE_RATE, pcm_ms, read_wav


@dataclass(frozen=True)
class Transcript:
    """What a recogniser heard.

    `text` is "" when nothing usable was heard; `confidence` is 0..1 (how each recogniser computes
    it is documented on the class); `words` pairs each word with its own confidence.
    """

    text: str
    confidence: float
    words: tuple[tuple[str, float], ...] = ()
    decode_ms: float = 0.0
    audio_ms: float = 0.0
    partial: bool = False   # True for the running guesses of a streaming recogniser
    unknown_words: int = 0  # words heard as the model's unknown token (left out of text and words)


@runtime_checkable
class Recogniser(Protocol):
    """Every backend (PocketSphinx, Vosk, typed text), made by :func:`voice.factory.open_recogniser`.

    ``short_phrases``: the backend decodes better with one short phrase per command than with
    every natural phrasing (the Vosk Korean model on unclear speech); ``vocabulary``: the words
    its model knows, where it can say (None: any word of its dictionary)."""

    name: str
    sample_rate: int
    short_phrases: bool

    @property
    def vocabulary(self) -> frozenset[str] | None: ...
    def set_grammar(self, phrases: Sequence[str], jsgf: str) -> None: ...
    def missing_words(self, words: Sequence[str]) -> list[str]: ...
    def decode(self, pcm: bytes) -> Transcript: ...
    def decode_file(self, path: str) -> Transcript: ...
    def start(self) -> None: ...                                  # a streamed utterance begins
    def accept(self, pcm_chunk: bytes) -> Transcript: ...         # a partial guess
    def finish(self) -> Transcript: ...                           # decode_ms counts from here


class RecogniserUnavailable(RuntimeError):
    """A recogniser's model cannot be used here: not installed, or its files damaged (found
    when they load, which may be at the first utterance). The message says what to do."""


class GrammarChangeDuringUtterance(RuntimeError):
    """`set_grammar` was called while an utterance is being streamed (Vosk crashes on that)."""


class TextRecogniser:
    """Typed text in place of speech: `decode` takes UTF-8 text bytes, `hear(text)` takes a str.

    It is the recogniser of `--text` mode and the test double for code that needs a Recogniser.
    Typed text is taken at its word (confidence 1.0); the grammar is recorded but not enforced,
    because the matcher, not the recogniser, decides what typed text means.
    """

    name = "text"
    sample_rate = SAMPLE_RATE
    short_phrases = False
    vocabulary = None

    def __init__(self) -> None:
        self.phrases: tuple[str, ...] = ()
        self.jsgf = ""
        self._streamed = b""

    def set_grammar(self, phrases: Sequence[str], jsgf: str = "") -> None:
        self.phrases = tuple(phrases)
        self.jsgf = jsgf

    def hear(self, text: str) -> Transcript:
        started = time.perf_counter()
        words = tuple((word, 1.0) for word in text.split())
        cleaned = " ".join(word for word, _ in words)
        return Transcript(cleaned, 1.0 if cleaned else 0.0, words,
                          decode_ms=(time.perf_counter() - started) * 1000.0)

    def decode(self, pcm: bytes) -> Transcript:
        return self.hear(pcm.decode("utf-8"))

    def start(self) -> None:
        self._streamed = b""

    def accept(self, pcm_chunk: bytes) -> Transcript:
        self._streamed += pcm_chunk
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        return self.decode(self._streamed)

    def decode_file(self, path: str) -> Transcript:
        with open(path, encoding="utf-8") as handle:
            return self.hear(handle.read())

    def missing_words(self, words: Sequence[str]) -> list[str]:
        return []


def decode_wav(recogniser: Recogniser, path: str) -> Transcript:
    """Shared `decode_file` for audio recognisers: read, resample to 16 kHz, decode."""
    return recogniser.decode(read_wav(path, recogniser.sample_rate))


class WholeUtterances:
    """What an open-vocabulary recogniser that decodes whole utterances shares (Whisper, Moonshine):
    streamed chunks are gathered and decoded at :meth:`finish`; the grammar of the moment keeps
    nothing (its transcripts are free text for the matcher to read); :meth:`set_prompt` keeps the
    words to expect, for a subclass that reads them. A subclass defines ``decode``."""

    name: str
    sample_rate = SAMPLE_RATE
    short_phrases = False
    open_vocabulary = True
    vocabulary = None

    def __init__(self) -> None:
        self.prompt = ""
        self._streamed: list[bytes] = []

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        raise NotImplementedError

    def set_prompt(self, prompt: str) -> None:
        """Words to expect (names on the table, card words): a short prompt."""
        self.prompt = prompt

    def set_grammar(self, phrases: Sequence[str], jsgf: str = "") -> None:
        """Open vocabulary: a grammar restricts nothing here."""

    def missing_words(self, words: Sequence[str]) -> list[str]:
        return []

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


__all__ = [
    "GrammarChangeDuringUtterance",
    "Recogniser",
    "RecogniserUnavailable",
    "TextRecogniser",
    "Transcript",
    "WholeUtterances",
    "decode_wav",
    "pcm_ms",
]
