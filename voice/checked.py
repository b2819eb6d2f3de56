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

:meth:`CheckedRecogniser.finish_later` ends an utterance in two steps: the first finishes at
once, and the weighing (which waits for the second's reading and scores readings with its
decoder) is done in the second's thread, queued behind its reading, while the caller starts the
first on the next utterance (``hideout hear --jsonl``). The second's state is only ever read by
that one thread, one utterance after another, so the results are those of :meth:`finish`.

The judge may weigh more than the two transcripts: the second's other readings
(``second.hypotheses``, Whisper's beam) and its decoder's score of any reading against the audio
(``fits``), so that the open recogniser chooses among what can be said at the table. When the two
do not agree on a command and the second has a third ear (``second.also_readings()``: Whisper's
``also``, voice.moonshine), that ear's reading is added and the readings are weighed again; an
utterance the two agree on costs no third decode.

A second that cannot run (:class:`~hideout.voice.recogniser.RecogniserUnavailable`: Whisper's
weights load in a thread while the game starts, so damaged ones are found at the first utterance)
is turned off for the rest of the session: that utterance and every later one are the first's
alone, judged as the first alone is (no weighing, no opinion), and :attr:`CheckedRecogniser.
second_off` says why, for the layer above to tell the table once (:meth:`CheckedRecogniser.
ear_lost`). A third ear that cannot run (damaged Moonshine weights, found at the first
utterance the two disagree on) is turned off the same way: the two are weighed alone from then
on, and :attr:`CheckedRecogniser.third_off` says why (told once the same way).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from hideout.voice.recogniser import Recogniser, RecogniserUnavailable, Transcript, decode_wav

#: Scores readings against the last audio: 0 as likely as the open recogniser's own transcript,
#: lower is less likely, None when it cannot tell (voice.whisper.WhisperRecogniser.fits).
Fits = Callable[[Sequence[str]], list[float | None]]

#: The ears a checked recogniser can lose mid-session: its second opinion (Whisper) and the
#: second's third ear (Moonshine). The first is the grammar recogniser it cannot hear without.
Ear = Literal["second", "third"]


def readings_of(second: Any, heard: Transcript) -> tuple[str, ...]:
    """The open recogniser's readings of its last decode, best first: its beam
    (``second.hypotheses``) when it keeps one, else its transcript ``heard`` alone."""
    return tuple(getattr(second, "hypotheses", ())) or ((heard.text,) if heard.text else ())


@dataclass(frozen=True)
class Finished:
    """An utterance weighed (:meth:`CheckedRecogniser.finish_later`): the transcript kept, the
    judge's note of the weighing, and what the second measured of its decode (its ``last``)."""

    transcript: Transcript
    opinion: dict[str, Any] | None
    measured: dict[str, float]


class CheckedRecogniser:
    """``first`` (a grammar recogniser) with ``second`` (open vocabulary) as its second opinion."""

    short_phrases = False

    def __init__(self, first: Recogniser, second: Any) -> None:
        self.first = first
        self.second = second
        self.name = f"{first.name}+{second.name}"
        self.sample_rate = first.sample_rate
        #: (first, second, the second's readings best first, fits[, also=a third ear's reading, the
        #: last of them]) -> (the transcript to keep,
        #: a note of the weighing for benches); ``fits(texts)`` scores readings against the audio
        #: by the second's model, only if the judge needs it
        self.judge: Callable[..., tuple[Transcript, dict[str, Any]]] | None = None
        self.opinion: dict[str, Any] | None = None
        #: the second's reading of a recording known ahead (hear_ahead), that recording, and the
        #: second's prompt for it
        self._ahead: tuple[Future[Transcript], bytes, str | None] | None = None
        self._streamed: list[bytes] = []
        self._pool: ThreadPoolExecutor | None = None
        #: told the second's readings of a recording heard ahead, in the thread that read them,
        #: as soon as they are there (the layer above matches them beside the first's decode)
        self.on_readings: Callable[[tuple[str, ...]], None] | None = None
        #: why the second cannot run (its RecogniserUnavailable message), once it was found out:
        #: from then on the first hears alone
        self.second_off: str | None = None
        #: why the third ear (``second.also_readings``) cannot run, once found out: from then on
        #: it is not asked
        self.third_off: str | None = None
        #: the ears whose going off the layer above was told of (ear_lost)
        self._told_off: set[Ear] = set()

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

    def ear_lost(self, ear: Ear) -> str | None:
        """Why ``ear`` went off (:attr:`second_off`, :attr:`third_off`), the first time this is
        asked after it did; None otherwise, so the table is told once for each ear."""
        why = self.second_off if ear == "second" else self.third_off
        if why is None or ear in self._told_off:
            return None
        self._told_off.add(ear)
        return why

    def _third_readings(self) -> tuple[str, ...]:
        """The third ear's reading of the utterance (``second.also_readings``); nothing once it
        was found unable to run, which is remembered (:attr:`third_off`), not raised: the two
        ears hear on."""
        if self.third_off is not None or not hasattr(self.second, "also_readings"):
            return ()
        try:
            return tuple(self.second.also_readings())
        except RecogniserUnavailable as err:
            self.third_off = str(err)
            return ()

    def _lose_second(self, err: RecogniserUnavailable) -> None:
        self.second_off = self.second_off or str(err)
        self.name = self.first.name   # what hears from now on (hideout hear's "recogniser")

    def hear_ahead(self, pcm: bytes, chunk_bytes: int) -> None:
        """``pcm`` is the next utterance, known whole before it is streamed in chunks of
        ``chunk_bytes``: the second starts decoding it now, in a thread (its prompt must be set
        first), and the first, if it can, works out its front end ahead too. ``finish`` takes the
        second's reading if the streamed audio is this ``pcm``, and decodes the streamed audio
        otherwise."""
        if self.second_off is not None:   # the first alone; it may still prepare its front end
            if hasattr(self.first, "hear_ahead"):
                self.first.hear_ahead(pcm, chunk_bytes)
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="second-opinion")
        # the prompt of now: the thread may start on it after the next utterance's is set
        prompt = getattr(self.second, "prompt", None)
        self._ahead = (self._pool.submit(self._read_ahead, pcm, prompt, self.on_readings), pcm, prompt)
        if hasattr(self.first, "hear_ahead"):
            self.first.hear_ahead(pcm, chunk_bytes)

    def _second_decode(self, pcm: bytes, prompt: str | None) -> Transcript:
        heard: Transcript = self.second.decode(pcm) if prompt is None else self.second.decode(pcm, prompt=prompt)
        return heard

    def _read_ahead(self, pcm: bytes, prompt: str | None,
                    then: Callable[[tuple[str, ...]], None] | None) -> Transcript:
        heard = self._second_decode(pcm, prompt)
        if then is not None:
            then(readings_of(self.second, heard))
        return heard

    def start(self) -> None:
        self.first.start()
        self._streamed = []
        if self._ahead is None and self.second_off is None:
            self.second.start()
        self.opinion = None

    def accept(self, pcm_chunk: bytes) -> Transcript:
        if self._ahead is None:
            if self.second_off is None:
                self.second.accept(pcm_chunk)
        else:
            self._streamed.append(pcm_chunk)
        return self.first.accept(pcm_chunk)

    def finish(self) -> Transcript:
        finished = self.finish_later()()
        self.opinion = finished.opinion
        return finished.transcript

    def finish_later(self) -> Callable[[], Finished]:
        """End the utterance: the first finishes now; the returned function gives the transcript
        kept. For a recording heard ahead the weighing is queued in the second's thread behind
        its reading (and before its reading of the next recording), so the caller may start the
        next utterance before calling it; otherwise it is done now."""
        started = time.perf_counter()
        first = self.first.finish()
        judge = self.judge
        if self._ahead is None:
            if self.second_off is not None:
                alone = self._alone(first, started)
                return lambda: alone
            try:
                second = self.second.finish()
            except RecogniserUnavailable as err:
                self._lose_second(err)
                alone = self._alone(first, started)
                return lambda: alone
            done = self._weigh(first, second, judge, started)
            return lambda: done
        (reading, pcm, prompt), self._ahead = self._ahead, None
        streamed, self._streamed = b"".join(self._streamed), []
        assert self._pool is not None   # hear_ahead started it
        weighed = self._pool.submit(self._weigh_ahead, first, reading, pcm, prompt, streamed, judge, started)
        return weighed.result   # the thread's error, if any, is raised here

    def _weigh_ahead(self, first: Transcript, reading: Future[Transcript], pcm: bytes, prompt: str | None,
                     streamed: bytes, judge: Any, started: float) -> Finished:
        """In the second's thread, after its reading of ``pcm`` (queued before this)."""
        try:
            second = reading.result()
            if streamed != pcm:
                second = self._second_decode(streamed, prompt)
        except RecogniserUnavailable as err:
            self._lose_second(err)
            return self._alone(first, started)
        return self._weigh(first, second, judge, started)

    def _alone(self, first: Transcript, started: float) -> Finished:
        """The first's reading as it heard it, unweighed: what the first alone gives."""
        return Finished(Transcript(first.text, first.confidence, first.words,
                                   decode_ms=(time.perf_counter() - started) * 1000.0, audio_ms=first.audio_ms,
                                   unknown_words=first.unknown_words), None, {})

    def _weigh(self, first: Transcript, second: Transcript, judge: Any, started: float) -> Finished:
        def fits(texts: Sequence[str]) -> list[float | None]:
            if not hasattr(self.second, "fits"):
                return [None] * len(texts)
            return list(self.second.fits(texts))

        kept, opinion = first, None
        if judge is not None:
            readings = readings_of(self.second, second)
            kept, opinion = judge(first, second, readings, fits)
            if opinion is not None and opinion.get("source") != "agree":
                # the two did not agree on a command: a third ear's reading, weighed like the rest
                more = self._third_readings()
                if more:
                    kept, opinion = judge(first, second, readings + more, fits, also=more[0])
                    opinion = {**opinion, "also": more[0]}
        # both finished after the audio ended: the wait is the two together (or, heard ahead,
        # what was left of the second's work when the first was done)
        return Finished(Transcript(kept.text, kept.confidence, kept.words,
                                   decode_ms=(time.perf_counter() - started) * 1000.0, audio_ms=first.audio_ms),
                        opinion, dict(getattr(self.second, "last", {})))

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
