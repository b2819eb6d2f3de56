"""A recogniser with a second opinion: PocketSphinx in the grammar of the moment hears every
utterance first, and an open-vocabulary recogniser (Whisper) writes down the same audio.

The two are streamed the same audio. Weighing one reading against the other needs the matcher
and the game's context, so the layer above hands in ``judge`` (hideout.listening sets it with
each grammar): ``finish`` returns the reading it keeps, with the confidence it gives (a grammar
forces table talk onto a command; an open transcript of the same talk matches no command, so
agreement is evidence and disagreement a reason to ask back or stay quiet). Without a judge it
returns the first's transcript.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from hideout.voice.recogniser import Recogniser, Transcript, decode_wav


class CheckedRecogniser:
    """``first`` (a grammar recogniser) with ``second`` (open vocabulary) as its second opinion."""

    short_phrases = False

    def __init__(self, first: Recogniser, second: Any) -> None:
        self.first = first
        self.second = second
        self.name = f"{first.name}+{second.name}"
        self.sample_rate = first.sample_rate
        #: (first, second, fit) -> (the transcript to keep, a note of the weighing for benches);
        #: ``fit()`` measures the first's words against the audio (``fit(text)`` other words),
        #: only if the judge needs it
        self.judge: Callable[[Transcript, Transcript, Callable[..., float | None]],
                             tuple[Transcript, dict[str, Any]]] | None = None
        self.opinion: dict[str, Any] | None = None

    @property
    def parts(self) -> tuple[Any, ...]:
        return (self.first, self.second)

    @property
    def vocabulary(self) -> frozenset[str] | None:
        return self.first.vocabulary

    @property
    def front_end(self) -> Any:
        return getattr(self.first, "front_end")

    def set_grammar(self, phrases: Sequence[str], jsgf: str = "") -> None:
        self.first.set_grammar(phrases, jsgf)

    def missing_words(self, words: Sequence[str]) -> list[str]:
        return self.first.missing_words(words)

    def start(self) -> None:
        self.first.start()
        self.second.start()
        self.opinion = None

    def accept(self, pcm_chunk: bytes) -> Transcript:
        self.second.accept(pcm_chunk)
        return self.first.accept(pcm_chunk)

    def finish(self) -> Transcript:
        started = time.perf_counter()
        first = self.first.finish()
        second = self.second.finish()

        def fit(text: str | None = None) -> float | None:
            """How well ``text`` (by default the first's words) fits the audio by the second's
            model (0: as well as its own reading)."""
            words = first.text if text is None else text
            return self.second.score(words) if words and hasattr(self.second, "score") else None

        kept = first
        if self.judge is not None:
            kept, self.opinion = self.judge(first, second, fit)
        # both ran after the audio ended: the wait is the two together
        return Transcript(kept.text, kept.confidence, kept.words,
                          decode_ms=(time.perf_counter() - started) * 1000.0, audio_ms=first.audio_ms)

    def decode(self, pcm: bytes) -> Transcript:
        self.start()
        self.accept(pcm)
        return self.finish()

    def decode_file(self, path: str) -> Transcript:
        return decode_wav(self, path)
