"""A recogniser with a second opinion: PocketSphinx in the grammar of the moment hears every
utterance first, and an open-vocabulary recogniser (Whisper) writes down the same audio.

The two are streamed the same audio. Weighing one reading against the other needs the matcher
and the game's context, so the layer above hands in ``judge`` (hideout.listening sets it with
each grammar): ``finish`` returns the reading it keeps, with the confidence it gives (a grammar
forces table talk onto a command; an open transcript of the same talk matches no command, so
agreement is evidence and disagreement a reason to ask back or stay quiet). Without a judge it
returns the first's transcript.

When the whole recording is known before it is heard (a file, not a microphone),
:meth:`CheckedRecogniser.hear_ahead` starts the second on it at once, in a thread, so that it
runs while the first's grammar is set and the first decodes: CTranslate2 computes without
Python's lock, which PocketSphinx holds throughout, so on two cores the two overlap.

The judge may weigh more than the two transcripts: the second's other readings
(``second.hypotheses``, Whisper's beam) and its decoder's score of any reading against the audio
(``fits``), so that the open recogniser chooses among what can be said at the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from hideout.voice.recogniser import Recogniser, Transcript, decode_wav

#: Scores readings against the last audio: 0 as likely as the open recogniser's own transcript,
#: lower is less likely, None when it cannot tell (voice.whisper.WhisperRecogniser.fits).
Fits = Callable[[Sequence[str]], list[float | None]]


def readings_of(second: Any, heard: Transcript) -> tuple[str, ...]:
    """The open recogniser's readings of its last decode, best first: its beam
    (``second.hypotheses``) when it keeps one, else its transcript ``heard`` alone."""
    return tuple(getattr(second, "hypotheses", ())) or ((heard.text,) if heard.text else ())


class CheckedRecogniser:
    """``first`` (a grammar recogniser) with ``second`` (open vocabulary) as its second opinion."""

    short_phrases = False

    def __init__(self, first: Recogniser, second: Any) -> None:
        self.first = first
        self.second = second
        self.name = f"{first.name}+{second.name}"
        self.sample_rate = first.sample_rate
        #: (first, second, the second's readings best first, fits) -> (the transcript to keep,
        #: a note of the weighing for benches); ``fits(texts)`` scores readings against the audio
        #: by the second's model, only if the judge needs it
        self.judge: Callable[[Transcript, Transcript, tuple[str, ...], Fits],
                             tuple[Transcript, dict[str, Any]]] | None = None
        self.opinion: dict[str, Any] | None = None
        #: the second's reading of a recording known ahead (hear_ahead), and that recording
        self._ahead: tuple[Future[Transcript], bytes] | None = None
        self._streamed: list[bytes] = []
        self._pool: ThreadPoolExecutor | None = None
        #: told the second's readings of a recording heard ahead, in the thread that read them,
        #: as soon as they are there (the layer above matches them beside the first's decode)
        self.on_readings: Callable[[tuple[str, ...]], None] | None = None

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

    def hear_ahead(self, pcm: bytes, chunk_bytes: int) -> None:
        """``pcm`` is the next utterance, known whole before it is streamed in chunks of
        ``chunk_bytes``: the second starts decoding it now, in a thread (its prompt must be set
        first), and the first, if it can, works out its front end ahead too. ``finish`` takes the
        second's reading if the streamed audio is this ``pcm``, and decodes the streamed audio
        otherwise."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="second-opinion")
        self._ahead = (self._pool.submit(self._read_ahead, pcm, self.on_readings), pcm)
        if hasattr(self.first, "hear_ahead"):
            self.first.hear_ahead(pcm, chunk_bytes)

    def _read_ahead(self, pcm: bytes, then: Callable[[tuple[str, ...]], None] | None) -> Transcript:
        heard: Transcript = self.second.decode(pcm)
        if then is not None:
            then(readings_of(self.second, heard))
        return heard

    def start(self) -> None:
        self.first.start()
        self._streamed = []
        if self._ahead is None:
            self.second.start()
        self.opinion = None

    def accept(self, pcm_chunk: bytes) -> Transcript:
        if self._ahead is None:
            self.second.accept(pcm_chunk)
        else:
            self._streamed.append(pcm_chunk)
        return self.first.accept(pcm_chunk)

    def finish(self) -> Transcript:
        started = time.perf_counter()
        first = self.first.finish()
        second = self._second_reading()

        def fits(texts: Sequence[str]) -> list[float | None]:
            if not hasattr(self.second, "fits"):
                return [None] * len(texts)
            return list(self.second.fits(texts))

        kept = first
        if self.judge is not None:
            kept, self.opinion = self.judge(first, second, readings_of(self.second, second), fits)
        # both finished after the audio ended: the wait is the two together (or, heard ahead,
        # what was left of the second's work when the first was done)
        return Transcript(kept.text, kept.confidence, kept.words,
                          decode_ms=(time.perf_counter() - started) * 1000.0, audio_ms=first.audio_ms)

    def _second_reading(self) -> Transcript:
        heard: Transcript
        if self._ahead is None:
            heard = self.second.finish()
            return heard
        (reading, pcm), self._ahead = self._ahead, None
        heard = reading.result()   # the thread's error, if any, is raised here
        streamed, self._streamed = b"".join(self._streamed), []
        if streamed != pcm:
            heard = self.second.decode(streamed)
        return heard

    def hear_later(self, pcm: bytes, chunk_bytes: int) -> None:
        """``pcm`` will be heard after the next utterance: the first may prepare for it (its
        front end); the second starts on it only when it is next (hear_ahead), as its readings
        are kept for one utterance at a time."""
        if hasattr(self.first, "hear_later"):
            self.first.hear_later(pcm, chunk_bytes)

    def close(self) -> None:
        """Stop the thread that reads ahead (hear_ahead); a later hear_ahead starts another."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        self._ahead = None
        if hasattr(self.first, "close"):
            self.first.close()

    def decode(self, pcm: bytes) -> Transcript:
        self.start()
        self.accept(pcm)
        return self.finish()

    def decode_file(self, path: str) -> Transcript:
        return decode_wav(self, path)
