"""Feeding the recogniser the grammar of the moment.

Which recogniser runs is voice/'s business (:func:`voice.factory.open_recogniser`: Vosk when a
model exists, PocketSphinx for English otherwise). This module only keeps its grammar matched
to the game context, re-set between utterances and only when the context changed, because a
small grammar (this table's destinations, this detective's cards) decodes far better.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.policy import Awaiting, Decision, decide, heard_confidence
from hideout.grammar.recognition import build_recognition_grammar


class NoRecogniser(RuntimeError):
    """No recogniser can run for this language; the message says what to install."""


def choose_recogniser(lang: str, choice: str | None = None, model: str | None = None) -> Any:
    """``voice.factory.open_recogniser`` with the CLI's defaults (``.recogniser``, ``.note``).

    :raises NoRecogniser: the requested recogniser cannot run (message says how to fix it).
    """
    from hideout.voice import models
    from hideout.voice.factory import open_recogniser

    try:
        # The policy (hideout/policy.py) weighs the confidence and confirms every elimination and
        # arrest, so the recogniser need not drop low-confidence text as well:
        # bench/speech_accuracy.py, 320 commands / 100 chatter: min conf 0.3 -> 0.0 takes clean
        # accuracy 88.8% -> 95.0% and 10 dB babble 26.6% -> 61.3%.
        return open_recogniser(lang, prefer=choice or "vosk", model_dir=model, min_confidence=0.0)
    except (models.ModelNotFound, ValueError) as err:
        raise NoRecogniser(str(err)) from None


class GrammarFeeder:
    """Keeps the recogniser's grammar matched to the game context.

    ``canonical``: one short phrase per allowed command instead of every natural phrasing.
    Used for Korean, where espeak-like or unclear speech into the Vosk Korean model confuses a
    grammar of hundreds of words (bench/korean_accuracy.py: about 35% right against 5%); the
    help text then lists those phrases.
    """

    def __init__(self, recogniser: Any, matcher: Matcher, canonical: bool | None = None) -> None:
        self.recogniser = recogniser
        self.matcher = matcher
        self.canonical = recogniser.short_phrases if canonical is None else canonical
        self._key: tuple[Any, ...] | None = None

    def phrases(self, context: MatchContext) -> dict[str, dict[str, Any]]:
        """The canonical phrases for ``context`` (phrase -> command JSON)."""
        from hideout.grammar.canonical import canonical_phrases

        return canonical_phrases(self.matcher, context, self.recogniser.vocabulary)

    def update(self, context: MatchContext, names_only: bool = False) -> None:
        """``names_only``: the table is naming the destinations it dealt (physical mode)."""
        key = (context, names_only)
        if key == self._key:
            return
        if names_only and not context.awaiting_confirmation:
            from hideout.grammar.recognition import names_grammar

            grammar = names_grammar(self.matcher)
        elif self.canonical and self.recogniser.short_phrases:
            from hideout.grammar.canonical import canonical_grammar

            grammar = canonical_grammar(self.matcher, context, self.recogniser.vocabulary)
        else:
            grammar = build_recognition_grammar(self.matcher, context)
        apply_grammar(self.recogniser, grammar)
        self._key = key


def apply_grammar(recogniser: Any, grammar: Any) -> None:
    """Give ``recogniser`` a grammar.recognition.RecognitionGrammar: PocketSphinx as a word graph
    (the same sentences as the JSGF, set up in a tenth of the time, with the hesitation path and
    phone loop of the confirmation grammar), others as phrases / JSGF."""
    if grammar.frames and hasattr(recogniser, "set_phrase_graph") \
            and getattr(recogniser, "garbage_weight", None) is None:
        from hideout.grammar.normalise import SLOT_MARK
        from hideout.voice.sphinx import PhraseGraph

        recogniser.set_phrase_graph(PhraseGraph(grammar.frames, SLOT_MARK, grammar.slot_forms,
                                                grammar.before, grammar.after, grammar.instead,
                                                grammar.phone_loop))
    else:
        recogniser.set_grammar(list(grammar.phrases), grammar.jsgf)


#: 100 ms of 16 kHz 16-bit mono: what a microphone callback delivers at a time.
CHUNK_BYTES = 3200


def decode_as_streamed(recogniser: Any, pcm: bytes) -> Any:
    """Decode a recording the way the microphone path does: 100 ms chunks while "speaking",
    then ``finish``; the transcript's ``decode_ms`` is what is left after the audio ended."""
    recogniser.start()
    for offset in range(0, len(pcm), CHUNK_BYTES):
        recogniser.accept(pcm[offset:offset + CHUNK_BYTES])
    return recogniser.finish()


def listening_context(context: MatchContext, awaiting: Awaiting) -> MatchContext:
    """The context a live game is in while it waits for ``awaiting``."""
    return replace(context, awaiting_confirmation=awaiting == "confirmation",
                   awaiting_choice=awaiting == "choice")


@dataclass(frozen=True)
class Heard:
    """One recording through recogniser, matcher and policy (the `hideout hear` result)."""

    transcript: Any          # voice.recogniser.Transcript
    result: Any              # grammar.matcher.MatchResult
    decision: Decision
    decode_ms: float         # from the end of the audio to the decision
    audio_ms: float

    def to_json(self) -> dict[str, Any]:
        out = self.result.to_json()
        return {"transcript": self.transcript.text, "command": out["command"], "score": out["score"],
                "reason": out["reason"], "alternatives": out["alternatives"], "ambiguous": out["ambiguous"],
                "stray_fillers": out.get("stray_fillers", 0), **self.decision.to_json(),
                "recogniser_confidence": round(self.transcript.confidence, 3),
                "decode_ms": round(self.decode_ms, 1), "audio_ms": round(self.audio_ms, 1)}


class Listener:
    """A recogniser with one grammar feeder per game: what `hideout hear` and the speech benches
    run, utterance by utterance, each with its own table and `awaiting`."""

    def __init__(self, recogniser: Any, lang: str = "en") -> None:
        self.recogniser = recogniser
        self.lang = lang
        self._feeders: dict[str, GrammarFeeder] = {}

    def feeder(self, game: str) -> GrammarFeeder:
        if game not in self._feeders:
            self._feeders[game] = GrammarFeeder(self.recogniser, Matcher(game=game, lang=self.lang))
        return self._feeders[game]

    def hear(self, pcm: bytes, game: str = "destination-x", table: tuple[str, ...] = (),
             awaiting: Awaiting = None, playable: tuple[str, ...] = ()) -> Heard:
        """Decode ``pcm`` as streamed from a microphone, in the grammar of this moment.

        :raises ValueError: an unknown game.
        """
        from hideout.voice.audio import pcm_ms

        feeder = self.feeder(game)
        context = listening_context(MatchContext(game=game, lang=self.lang, table=tuple(table),
                                                 playable_cards=tuple(playable)), awaiting)
        feeder.update(context)  # between utterances: the grammar of this moment
        transcript = decode_as_streamed(self.recogniser, pcm)
        started = time.perf_counter()
        result = feeder.matcher.match(transcript.text, context)
        decision = decide(result, awaiting, heard_confidence(result, transcript.confidence))
        decode_ms = transcript.decode_ms + (time.perf_counter() - started) * 1000.0
        return Heard(transcript, result, decision, decode_ms, pcm_ms(pcm))
