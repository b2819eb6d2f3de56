"""Feeding the recogniser the grammar of the moment.

Which recogniser runs is voice/'s business (:func:`voice.factory.open_recogniser`; for English by
default PocketSphinx with Whisper as a second opinion, voice.checked). This module keeps the
grammar matched to the game context, re-set between utterances and only when the context
changed, because a small grammar (this table's destinations, this detective's cards) decodes far
better; gives an open-vocabulary recogniser the names to expect instead; and weighs the
readings of a second opinion (the grammar's, and Whisper's beam: :func:`weigh`) with the
matcher, for the live game and the benches alike, counts the grammar's own evidence for a game
command (:func:`grammar_evidence`), then doubts what the readings show to be a murmur taken for a
yes (:func:`murmur_fit`), a yes no two readings say (:func:`clear_yes`) or table talk
(:func:`talk_doubt`).
"""

from __future__ import annotations

import functools
import json
import math
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from hideout.grammar.evidence import AMBIGUOUS, GUESS_AT_CARD, REQUESTS
from hideout.grammar.matcher import POLITE_WITH_YES, RESTART_ACT, SLOT_ACTS, MatchContext, Matcher, MatchResult
from hideout.grammar.normalise import normalise
from hideout.grammar.reader import LEARNED_REASON
from hideout.policy import (
    APPLY_AT_ONCE_FROM,
    ASK_BACK_FROM,
    CONFIRM_FROM,
    CONFIRMED,
    DIALOGUE,
    Awaiting,
    Decision,
    decide,
    PHRASE_BARS,
    Bars,
    english_bars,
    heard_confidence,
    phrase_confidence,
)
from hideout.grammar.recognition import (
    HESITATIONS,
    RecognitionGrammar,
    WordGraphGrammar,
    build_recognition_grammar,
    build_word_graph,
    recognition_prompt,
)

if TYPE_CHECKING:
    from hideout.voice.checked import Fits


class NoRecogniser(RuntimeError):
    """No recogniser can run for this language; the message says what to install."""


def choose_recogniser(lang: str, choice: str | None = None, model: str | None = None,
                      whisper_threads: int | None = None) -> Any:
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
        return open_recogniser(lang, prefer=choice or default_recogniser(lang, model),
                               model_dir=model, min_confidence=0.0, whisper_threads=whisper_threads)
    except (models.ModelNotFound, ValueError) as err:
        raise NoRecogniser(str(err)) from None


def default_recogniser(lang: str, model: str | None = None) -> str:
    """English: PocketSphinx with Whisper's second opinion (bench/heard_phrasings.py, held out:
    notes/MEASUREMENTS.md), unless a Vosk model folder is named; other languages: Vosk."""
    return "sphinx+whisper" if lang == "en" and model is None else "vosk"


class RecentMatches:
    """``matcher.match`` remembering its last few answers: an utterance's readings are matched
    by the judge (voice.checked) and the one kept is matched again by :class:`Listener`. The
    matcher is a pure function of text and context, so a remembered answer is the same answer."""

    KEEP = 32

    def __init__(self, matcher: Matcher) -> None:
        self.matcher = matcher
        self._recent: dict[tuple[str, MatchContext], MatchResult] = {}

    def warm(self, context: MatchContext, texts: tuple[str, ...]) -> None:
        """Match ``texts`` now (the second opinion's readings, in its own thread while the grammar
        recogniser decodes), so that the judge finds them remembered."""
        for text in texts:
            self.match(text, context)

    def match(self, text: str, context: MatchContext) -> MatchResult:
        key = (text, context)
        found = self._recent.get(key)
        if found is None:
            if len(self._recent) >= self.KEEP:
                self._recent.clear()
            found = self._recent[key] = self.matcher.match(text, context)
        return found


def rules_of(matcher: Matcher | RecentMatches) -> Matcher:
    """The matcher itself, behind :class:`RecentMatches`' memo of its answers: for the readings
    that memo does not hold (``bare_act``, ``with_bare_act``)."""
    return matcher.matcher if isinstance(matcher, RecentMatches) else matcher


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
        self.matches = RecentMatches(matcher)
        self.canonical = recogniser.short_phrases if canonical is None else canonical
        self._key: tuple[Any, ...] | None = None
        self._prompted: MatchContext | None = None
        self._phrases: tuple[MatchContext, dict[str, dict[str, Any]]] | None = None

    def phrases(self, context: MatchContext) -> dict[str, dict[str, Any]]:
        """The canonical phrases for ``context`` (phrase -> command JSON)."""
        from hideout.grammar.canonical import canonical_phrases

        if self._phrases is None or self._phrases[0] != context:
            self._phrases = (context, canonical_phrases(self.matcher, context, self.recogniser.vocabulary))
        return self._phrases[1]

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
            grammar = None
        self.prompt(context)
        graph = None
        for part in getattr(self.recogniser, "parts", (self.recogniser,)):
            if getattr(part, "open_vocabulary", False):
                continue
            if grammar is None and takes_word_graph(part):
                # PocketSphinx: the word graph alone (the JSGF and phrase list would go unread)
                graph = graph or build_word_graph(self.matcher, context)
                apply_grammar(part, graph)
                continue
            if grammar is None:
                grammar = build_recognition_grammar(self.matcher, context)
            apply_grammar(part, grammar)
        if hasattr(self.recogniser, "judge"):
            self.recogniser.judge = functools.partial(judge_readings, self.matches, context)
        self._key = key

    def evidence(self, transcript: Any, context: MatchContext,
                 note: dict[str, Any] | None = None) -> tuple[Any, float, Bars]:
        """The match of a grammar recogniser's ``transcript`` in ``context``, the confidence the
        game judges it by and the bars for that confidence (hideout.policy's English bars, on
        the recogniser's own confidence weighed by policy.heard_confidence; Korean's short
        phrases: PHRASE_BARS, on the phrase's own evidence).
        ``note``: the second opinion's record of the weighing (:func:`judge_readings`; None: the
        recogniser's last, as the live game's microphone loop has it). Where that would be
        ignored, an elimination or arrest the open ear wrote without its destination is the
        match instead (:meth:`bare_act_heard`), or the learned reader's guess at the open ear's
        words where it holds the grammar's command (:func:`guess_agreed`)."""
        note = note if note is not None else getattr(self.recogniser, "opinion", None)
        kept = self._evidence(transcript, context, note)
        if decide(kept[0], None, kept[1], bars=kept[2]).action == "ignore":
            kept = guess_agreed(self.matches, context, note) or kept
        return self.bare_act_heard(kept, context, note) or kept

    def bare_act_heard(self, kept: tuple[Any, float, Bars], context: MatchContext,
                       note: dict[str, Any] | None,
                       open_reading: tuple[str, float] | None = None) -> tuple[Any, float, Bars] | None:
        """An elimination or arrest heard without its destination, where the ``kept`` match (with
        its confidence and bars, as :meth:`evidence` gives them) would be ignored and no question
        waits: :func:`bare_act_written` in ``note`` (or ``open_reading``). Not from Vosk's
        one-phrase grammar (Korean), which strings the list's words together."""
        result, sure, bars = kept
        if context.awaiting_confirmation or context.awaiting_choice or (self.canonical and self.recogniser.short_phrases):
            return None
        kind = None if result.command is None else result.command.type
        action = decide(result, None, sure, bars=bars).action
        if not yields_to_bare_act(kind, action):
            return None
        return bare_act_written(self.matches, context, note, open_reading, act_asked_anyway(kind, action))

    def _evidence(self, transcript: Any, context: MatchContext,
                  note: dict[str, Any] | None) -> tuple[Any, float, Bars]:
        result = self.matches.match(transcript.text, context)
        if not (self.canonical and self.recogniser.short_phrases) or result.command is None:
            # fillers both ears heard were said, not put there by the grammar: they cost nothing
            said = note is not None and fillers_said(note)
            return result, heard_confidence(result, transcript.confidence, fillers_said=said), english_bars()
        # one short phrase per command (Korean, Vosk): the command's own phrase must be what was
        # heard, not a reading strung together from the list's words (hideout.policy)
        command = result.command.to_json()
        # any of the command's own phrases (status: "상황", or "상태" said instead)
        phrases: list[str | None] = [text for text, meant in self.phrases(context).items() if meant == command] or [None]
        address = normalise(context.address_word) if context.address_word else ""
        sure = max(phrase_confidence(transcript.words, phrase, getattr(transcript, "unknown_words", 0), address)
                   for phrase in phrases)
        return result, sure, PHRASE_BARS

    def judge(self, transcript: Any, context: MatchContext, awaiting: Awaiting,
              note: dict[str, Any] | None = None) -> tuple[Any, Decision]:
        """The match of a grammar recogniser's ``transcript`` and what the game does with it
        (hideout.policy), in ``context`` while it waits for ``awaiting`` (``note``: as for
        :meth:`evidence`)."""
        result, sure, bars = self.evidence(transcript, context, note)
        return result, decide(result, awaiting, sure, bars=bars)

    def forget(self) -> None:
        """The recogniser was given another feeder's grammar and prompt since this one's (one
        recogniser, a feeder per game): what this one set is set again when next asked."""
        self._key = None
        self._prompted = None

    def prepare(self, context: MatchContext) -> None:
        """``context`` will most likely come next (a batch read ahead): a recogniser that can set
        its grammar up beside a decode (PocketSphinx: prepare_phrase_graph) is given it now."""
        if (context, False) == self._key or (self.canonical and self.recogniser.short_phrases):
            return
        graph = None
        for part in getattr(self.recogniser, "parts", (self.recogniser,)):
            if hasattr(part, "prepare_phrase_graph") and takes_word_graph(part):
                graph = graph or phrase_graph(build_word_graph(self.matcher, context))
                part.prepare_phrase_graph(graph)

    def prompt(self, context: MatchContext) -> None:
        """Give an open-vocabulary recogniser (Whisper) the names it should expect in
        ``context``, instead of a grammar: a step of its own, so that it can start on a recording
        before the grammar recogniser's grammar is set (:class:`Listener`, ``ahead``)."""
        if context == self._prompted:
            return
        prompt_open_ears(self.recogniser, recognition_prompt(self.matcher, context))
        if hasattr(self.recogniser, "on_readings"):
            # a recording heard ahead: its open readings are matched as soon as they are there
            self.recogniser.on_readings = functools.partial(self.matches.warm, context)
        self._prompted = context


def guess_agreed(matcher: Matcher | RecentMatches, context: MatchContext,
                 note: dict[str, Any] | None) -> tuple[Any, float, Bars] | None:
    """Where the weighing's kept reading would be ignored: the learned reader's guess
    (grammar/reader.py) at the open ear's best reading (``note``: :func:`judge_readings`' record)
    when it is the game command the grammar's reading holds by the rules, not among fillers
    (:data:`PADDED_YES_FILLERS`), as sure as the two ears' agreement on the open ear's own reading
    (its fit 0); the policy asks every guess back ("The Pacific card?"). None otherwise. Two ears
    heard one command, the open one in words only the learned reader reads, and the weighing,
    which reads by the rules alone, weighed the grammar's reading alone, far below what Whisper
    wrote: ignored ("the pacific ocean is it next to this country", clean, en_heldout29, tuning
    voices: the grammar "the pacific ocean card please", Whisper "The Pacific Ocean is next to this
    country."). Never a yes, a no or dialogue: a learned yes is no ear's evidence."""
    readings = (note or {}).get("readings") or []
    if note is None or note.get("source") != "first" or not readings:
        return None
    grammar, best = matcher.match(note.get("first") or "", context), matcher.match(readings[0], context)
    rules = rules_reading(grammar).command
    if getattr(best, "reason", "") != LEARNED_REASON or best.command is None or best.command != rules \
            or rules.to_json()["type"] in NOT_GAME_COMMANDS or grammar.stray_fillers >= PADDED_YES_FILLERS:
        return None
    return best, fit_confidence(AGREEMENT_BONUS), english_bars()


def yields_to_bare_act(kind: str | None, action: str) -> bool:
    """Whether a kept reading holding a command of ``kind`` (None: none), which the policy gives
    ``action``, yields to an elimination or arrest the open ear wrote without its destination
    (:func:`bare_act_written`): when it would be ignored; when it is a request the grammar forced
    onto the act ("we arrest": Whisper "We arrest.", PocketSphinx "we're lost", help); and when
    it is an elimination or arrest itself, its destination one the grammar put there, since the
    open ear wrote none ("we accuse you": Whisper "We accuse you.", PocketSphinx "we accuse peru",
    and the spy asked "Arrest in Peru?"; the tuning voices, lines written for the voiceleads
    branch): asked "Which destination?" instead."""
    return kind is None or action == "ignore" or kind in REQUESTS or kind in SLOT_ACTS


#: A bare act heard ("Eliminate, please.") must read as one above the evidence's decisive cue
#: (grammar.matcher.RESTART_ACT, 87: enough for a typed line, always meant for the spy): on lines
#: written for it, spoken by four tuning voices, Whisper looped "arrest is risky" into "Arrested
#: risk. Arrested risk.", which that cue reads as an arrest (87), and wrote "Eliminate,
#: eliminate." (87); the plain ones read 93-100 ("Arrest. Arrest", "Eliminated."). In the room
#: with other talkers Whisper writes talk that cue reads as an arrest too ("It's very, very high.
#: It's very high.", en_heldout35, tuning voices). Where the spy asks about that same act anyway
#: (:func:`act_asked_anyway`), the typed bar is enough: the bare act only chooses the question.
HEARD_BARE_ACT_FROM = 90.0


def act_asked_anyway(kind: str | None, action: str) -> str | None:
    """The elimination or arrest (``kind``) the spy asks about whatever the open ear wrote: the kept
    reading holds that act, with a destination, and the policy does not ignore it ("Arrest in
    Peru?"); None otherwise. An open reading of that act without a destination then only turns the
    question into "Which destination?", so it is read at the typed bar (grammar.matcher.RESTART_ACT),
    not :data:`HEARD_BARE_ACT_FROM`: both ears heard the act, one of them no destination ("we
    accuse you": Whisper "We accuse you.", 87, PocketSphinx "we accuse peru" on a sure path)."""
    return kind if kind in SLOT_ACTS and action != "ignore" else None


def bare_act_written(matcher: Matcher | RecentMatches, context: MatchContext, note: dict[str, Any] | None,
                     open_reading: tuple[str, float] | None = None,
                     asked_anyway: str | None = None) -> tuple[Any, float, Bars] | None:
    """An elimination or arrest an open-vocabulary ear wrote without its destination ("Eliminate.",
    "We accuse."): the match of that ear's words (``note``'s best reading of the second opinion,
    or ``open_reading``: an open recogniser's own transcript and confidence), carrying the
    matcher's ``bare_act``, with that ear's confidence and the English bars, for hideout.policy
    to ask which destination; None when the ear wrote no such act as the whole utterance. Only
    an open ear counts: a grammar forces talk onto its phrases. ``asked_anyway``: the act the spy
    asks about anyway (:func:`act_asked_anyway`), whose bare form is read from the typed bar."""
    if open_reading is None and note is not None:
        open_reading = (str(note.get("second") or ""), float(note.get("second_confidence") or 0.0))
    if open_reading is None or not open_reading[0].strip():
        return None
    written = matcher.match(open_reading[0], context)
    if written.command is not None:
        return None   # a command the weighing has had its say on
    reader = rules_of(matcher)
    bare = reader.bare_act(written.text, context, RESTART_ACT if asked_anyway else HEARD_BARE_ACT_FROM)
    if bare is not None and asked_anyway and bare.to_json()["type"] != asked_anyway:
        bare = reader.bare_act(written.text, context, HEARD_BARE_ACT_FROM)   # another act: the ears disagree
    return (replace(written, bare_act=bare), open_reading[1], english_bars()) if bare is not None else None


def prompt_open_ears(recogniser: Any, prompt: str) -> None:
    """Give ``recogniser``'s open-vocabulary parts (Whisper) ``prompt``: the names to expect."""
    for part in getattr(recogniser, "parts", (recogniser,)):
        if getattr(part, "open_vocabulary", False):
            part.set_prompt(prompt)


def takes_word_graph(recogniser: Any) -> bool:
    """Whether ``recogniser`` is given its grammar as a word graph (PocketSphinx without a
    garbage loop): the same sentences as the JSGF, set up in a tenth of the time."""
    return hasattr(recogniser, "set_phrase_graph") and getattr(recogniser, "garbage_weight", None) is None


def apply_grammar(recogniser: Any, grammar: RecognitionGrammar | WordGraphGrammar) -> None:
    """Give ``recogniser`` a grammar: PocketSphinx as a word graph (with the hesitation path and
    phone loop of the confirmation grammar), others as phrases / JSGF."""
    if isinstance(grammar, RecognitionGrammar):
        if grammar.graph is None or not grammar.graph.frames or not takes_word_graph(recogniser):
            recogniser.set_grammar(list(grammar.phrases), grammar.jsgf)
            return
        grammar = grammar.graph
    recogniser.set_phrase_graph(phrase_graph(grammar))


def phrase_graph(grammar: WordGraphGrammar) -> Any:
    """The grammar layer's word graph as PocketSphinx's (voice.sphinx.PhraseGraph)."""
    from hideout.grammar.normalise import SLOT_MARK
    from hideout.voice.sphinx import PhraseGraph

    return PhraseGraph(grammar.frames, SLOT_MARK, grammar.slot_forms, grammar.before, grammar.after,
                       grammar.instead, grammar.phone_loop)


#: 100 ms of 16 kHz 16-bit mono: what a microphone callback delivers at a time.
CHUNK_BYTES = 3200


def decode_as_streamed(recogniser: Any, pcm: bytes) -> Any:
    """Decode a recording the way the microphone path does: 100 ms chunks while "speaking",
    then ``finish``; the transcript's ``decode_ms`` is what is left after the audio ended."""
    _stream(recogniser, pcm)
    return recogniser.finish()


def _stream(recogniser: Any, pcm: bytes) -> None:
    recogniser.start()
    for offset in range(0, len(pcm), CHUNK_BYTES):
        recogniser.accept(pcm[offset:offset + CHUNK_BYTES])


def decode_as_streamed_later(recogniser: Any, pcm: bytes) -> Callable[[], tuple[Any, dict[str, Any] | None]]:
    """:func:`decode_as_streamed` whose second opinion (voice.checked) may still be weighing
    when this returns: the returned function gives (the transcript, the weighing's note with what
    the second measured; None without a second opinion)."""
    _stream(recogniser, pcm)
    if hasattr(recogniser, "finish_later"):
        later = recogniser.finish_later()

        def weighed() -> tuple[Any, dict[str, Any] | None]:
            finished = later()
            opinion = finished.opinion
            if opinion is not None:
                opinion = {**opinion, **{k: round(v, 3) for k, v in finished.measured.items()}}
            return finished.transcript, opinion
        return weighed
    transcript = recogniser.finish()
    return lambda: (transcript, None)


def listening_context(context: MatchContext, awaiting: Awaiting) -> MatchContext:
    """The context a live game is in while it waits for ``awaiting``."""
    return replace(context, awaiting_confirmation=awaiting == "confirmation",
                   awaiting_choice=awaiting == "choice")


def table_context(game: str, lang: str, table: Sequence[str], awaiting: Awaiting, playable: Sequence[str] = (),
                  address_word: str = "") -> MatchContext:
    """The matcher's context for a line said in ``game`` at ``table``, the game waiting for
    ``awaiting`` (``hideout hear`` and ``hideout parse``)."""
    return listening_context(MatchContext(game=game, lang=lang, table=tuple(table), playable_cards=tuple(playable),
                                          address_word=address_word), awaiting)


@dataclass(frozen=True)
class Heard:
    """One recording through recogniser, matcher and policy (the `hideout hear` result).

    ``second``: with a second opinion (voice.checked), the readings weighed, their commands and
    which was kept (:func:`judge_readings`)."""

    transcript: Any          # voice.recogniser.Transcript
    result: Any              # grammar.matcher.MatchResult
    decision: Decision
    decode_ms: float         # from the end of the audio to the decision
    audio_ms: float
    second: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out = self.result.to_json()
        extra = {} if self.second is None else {"second_opinion": self.second}
        return {"transcript": self.transcript.text, "command": out["command"], "score": out["score"],
                "reason": out["reason"], "alternatives": out["alternatives"], "ambiguous": out["ambiguous"],
                "stray_fillers": out.get("stray_fillers", 0), "tentative": out.get("tentative", False),
                **({"addressed": out["addressed"]} if "addressed" in out else {}),
                **({"bare_act": out["bare_act"]} if "bare_act" in out else {}), **self.decision.to_json(),
                "recogniser_confidence": round(self.transcript.confidence, 3),
                "decode_ms": round(self.decode_ms, 1), "audio_ms": round(self.audio_ms, 1), **extra}


def open_confidence(transcript: Any) -> float:
    """An open-vocabulary transcript's confidence: the recogniser's own. Filler words in it are
    what was said (not what a grammar put around a command), so they lower nothing."""
    return float(transcript.confidence)


#: With a second opinion (voice.checked), every command found in a reading (PocketSphinx's in
#: its grammar, Whisper's best few from its beam) is weighed by Whisper's decoder forced through
#: that reading's words against the audio (the fit: 0 = as likely as Whisper's own transcript,
#: lower = less). The command with the best fit, plus AGREEMENT_BONUS when it is both
#: PocketSphinx's reading and Whisper's best, is kept, with confidence
#: logistic((fit + bonus + FIT_OFFSET) / FIT_SPREAD): the policy acts on what Whisper finds
#: likely among what can be said at this table. A command only Whisper read is as sure as
#: Whisper is of that reading: its own confidence in its transcript times exp(fit) (a hesitation
#: it writes as "Yeah." is a doubtful yes, however well the beam's other readings fit).
#: Agreeing with one of Whisper's lesser readings earns no bonus: on the tuning set a hesitation
#: ("oh", in the room with talkers) read "go ahead" by the grammar and "Let's go." third by the
#: beam was taken as a yes; without that bonus 2.9 points fewer asks were acted on. Set on
#: bench/phrasings/en_dev.jsonl spoken by the tuning voices (bench/heard_phrasings.py --phrasings
#: dev --voices tune --limit 200, four conditions; notes/MEASUREMENTS.md).
AGREEMENT_BONUS = 1.0
#: A third ear (Moonshine base, asked where the grammar and Whisper's best reading disagree:
#: voice.checked) reading the grammar's command agrees as Whisper's best reading would. Two models
#: of different families, neither told the grammar: on the spent en_heldout12 (tuning voices, four
#: rooms, 100 lines: 332 command and 67 table-talk utterances) the 65 commands the two read alike
#: were all the line's, and no table talk was read alike (notes/MEASUREMENTS.md, "A third ear").
#: Chosen and measured on that one set. Not for a yes: a murmur sounds like one to every ear.
THIRD_EAR_AGREES = True
FIT_OFFSET = 3.0
FIT_SPREAD = 0.5


def fit_confidence(score: float) -> float:
    """How sure the game is of a reading the grammar heard, from its fit against the audio (plus
    :data:`AGREEMENT_BONUS` when the open recogniser's best reading says the same)."""
    return 1.0 / (1.0 + math.exp(-(score + FIT_OFFSET) / FIT_SPREAD))


@dataclass(frozen=True)
class Weighed:
    """What :func:`weigh` kept: the reading's text, how sure the game is of it, whose reading it
    was ("agree": the grammar's reading and the open recogniser's best, "first": the grammar's,
    "second": the open recogniser's, "none": no reading holds a command) and its fit (None: not measured)."""

    text: str
    confidence: float
    source: str
    fit: float | None


def weigh(first: tuple[str, Any], seconds: list[tuple[str, Any]],
          fits: Fits, second_confidence: float = 1.0, first_sure: bool = False, third: Any = None) -> Weighed:
    """The reading to keep when a grammar recogniser (``first``: text, match result) and an
    open-vocabulary one (``seconds``: its readings best first, each with its match result; its
    confidence in the first, ``second_confidence``) heard the same utterance; ``fits(texts)``
    scores readings against the audio by the open recogniser's model, asked only for what can
    change the outcome: its own best reading is 0 by definition, and another reading of the same
    command could only make it surer (each aligned reading costs decoder time), so each command
    is measured once, in its first reading (the grammar's, then the beam's in order).
    ``first_sure``: the grammar recogniser is sure of its path (:func:`grammar_evidence`): its
    reading, fitting from :data:`GRAMMAR_SURE_FIT_FROM`, is weighed as if the open recogniser's
    best reading agreed. ``third``: the match result of a third ear's reading (voice.moonshine,
    also among ``seconds``): a command it and the grammar both read, other than a yes, agrees as
    if the open recogniser's best reading held it (:data:`THIRD_EAR_AGREES`)."""
    def command_key(result: Any) -> str | None:
        return None if result.command is None else json.dumps(result.command.to_json(), sort_keys=True)

    first_text, first_command = first[0], command_key(first[1])
    third_command = command_key(third) if third is not None and THIRD_EAR_AGREES else None
    if third is not None and third.command is not None and third.command.to_json()["type"] == "confirm":
        third_command = None    # a murmur sounds like a yes to every ear: no independent evidence
    second_text = seconds[0][0] if seconds else None     # the open recogniser's best reading
    second_command = command_key(seconds[0][1]) if seconds else None
    # (text, its command, whose reading) for the readings to weigh: the first of each command
    readings: list[tuple[str, str, str]] = []
    if second_text is not None and second_command is not None:
        readings.append((second_text, second_command, "second"))
    if first_text and first_command is not None and first_command != second_command:
        readings.append((first_text, first_command, "first"))
    seen_commands = {second_command} if second_command is not None else set()
    for text, result in seconds[1:]:
        command = command_key(result)
        if text and command is not None and command not in seen_commands:
            readings.append((text, command, "second"))
            seen_commands.add(command)
    if not readings:
        return Weighed(first_text, 0.0, "none", None)
    asked = [text for text, _, _ in readings if text != second_text]
    measured = dict(zip(asked, fits(asked))) if asked else {}
    if second_text is not None:
        measured[second_text] = 0.0
    best: Weighed | None = None
    best_score = -math.inf
    for text, command, origin in readings:
        fit = measured.get(text)
        if fit is None:
            continue
        agreed = command == first_command and command in (second_command, third_command)
        sure_alone = first_sure and origin == "first" and fit >= GRAMMAR_SURE_FIT_FROM
        score = fit + (AGREEMENT_BONUS if agreed or sure_alone else 0.0)
        if score > best_score:
            if agreed or origin == "first":
                confidence = fit_confidence(score)
            else:
                confidence = min(1.0, second_confidence * math.exp(fit))
            best, best_score = Weighed(text, confidence, "agree" if agreed else origin, fit), score
    # nothing measurable (the open recogniser heard no speech): the grammar's reading, unsure
    return best if best is not None else Weighed(first_text, 0.0, "first", None)


#: A yes the open recogniser wrote as a bare yes word ("Yeah.", "Yes, yes.") may be a hesitation
#: it heard as one: Whisper tiny.en writes an espeak-ng Scottish "errr" as "Yeah." in every room
#: (bench/phrasings/en_dev.jsonl), and PocketSphinx's confirmation grammar, with its own
#: hesitation words and phone loop, does not always hear it either way; nor does the grammar's
#: own one-word yes ("ooh er" in a reverberant room: PocketSphinx "good", Whisper "Tuvalu...").
BARE_YES = frozenset({"yeah", "yes", "yep", "yup", "aye", "ya", "yea", "yah"})
#: Wordless sounds scored against a short yes (not "yay" or "well": words that sound like "yeah").
MURMURS = ("er", "erm", "uh", "um", "eh", "ah", "oh", "hm", "hmm", "mm", "ha ha")
#: A short yes whose best murmur reading fits the audio at least this well, relative to the yes
#: reading's own fit (the open model's mean log probability per token; Whisper's own reading
#: fits at 0), is asked again rather than taken.
#: Spent phrasings (dev, dev2, heldout, heldout2, team), tuning voices, four conditions: the
#: "errr" read as "Yeah." scored -2.15 to -2.21 (its best murmur "mm"); right bare yeses -2.00
#: (two, in the reverberant room), -2.36 (a "yup" at 0.49, asked back anyway), then -2.48 and
#: lower; a "nah" read as "Yeah." -1.83 (notes/MEASUREMENTS.md). en_heldout5: the grammar's
#: "good" for "ooh er" +0.40; right one-word yeses from either reader -2.38 ("ah yes", asked
#: back anyway), then -2.82 and lower.
MURMUR_FIT_FROM = -2.4
#: The confidence a doubted yes keeps: under hideout.policy.CONFIRM_FROM, so it is asked again.
DOUBTED_YES = 0.3
#: A yes the grammar could read only with this many filler words around it ("oh i will yeah that
#: one ah") is no agreement with the open recogniser's yes: the grammar explained the audio with
#: fillers, not with a yes. In the room with other talkers Whisper writes their words as a yes
#: ("Let's go, take a second." for an "oh"), and the agreement bonus made it sure. en_heldout5
#: and en_heldout4, yes / no / hesitation lines, tuning voices, four conditions: 3 hesitations
#: taken as yes were so, and 1 of 81 right yeses acted on (then asked back).
#: The same padding backs no command Whisper found only in a lesser reading (:func:`grammar_backs`).
PADDED_YES_FILLERS = 2


def _words(text: str) -> list[str]:
    return "".join(c if c.isalpha() or c == " " else " " for c in text.lower()).split()


def is_bare_yes(text: str) -> bool:
    """Only yes words ("Yeah.", "yes yes"): what a murmur can be heard as."""
    words = _words(text)
    return 0 < len(words) <= 2 and all(word in BARE_YES for word in words)


def is_short_yes(text: str) -> bool:
    """A bare yes, or one word, once the hesitation words a grammar puts around it are left out
    ("good", "ah yes", "Correct."): as long as a murmur, so a murmur may have been heard as it."""
    said = " ".join(word for word in _words(text) if word not in HESITATIONS and word not in MURMURS)
    return is_bare_yes(said) or len(said.split()) == 1


def murmur_fit(fits: Fits) -> float | None:
    """How well the best wordless reading (:data:`MURMURS`) fits the audio, by ``fits(texts)``."""
    measured = [value for value in fits(list(MURMURS)) if value is not None]
    return max(measured) if measured else None


#: Evidence of a single cue word (grammar.evidence SCORE_ONE_CUE is 84): the least the matcher
#: takes from free text.
ONE_CUE_SCORE = 85.0
#: Thin evidence: at most two cue weights (SCORE_ONE_CUE + SCORE_PER_WEIGHT is 87), a card named
#: in passing ("strictly speaking the vatican has no agricultural product"), not a request.
THIN_EVIDENCE_SCORE = 88.0
#: An open reading kept with less confidence than this (hideout.policy.CONFIRM_FROM: not sure
#: enough to take a yes) is one the open recogniser doubts itself. On en_heldout5 (tuning voices,
#: four conditions) the two thin-evidence rules without it kept 7 of 14 talk utterances quiet but
#: lost 48 of 372 right acts: Whisper writes many paraphrased requests word for word while the
#: grammar forces another command onto them; with it (re-decided from the same dump), 4 talk
#: utterances and 7 wrong acts fewer for 9 right acts.
UNSURE_OPEN_READING = CONFIRM_FROM


def not_its_best(note: dict[str, Any]) -> bool:
    """The open recogniser's kept reading is a lesser one of its beam, whose command its best
    reading does not hold ("How many gardens left in the back?" best, no command; "How many cars
    left in the back?" fourth, the traffic card on one cue word)."""
    readings, kept = note.get("readings") or [], note.get("kept")
    return bool(readings) and kept is not None and kept != readings[0] \
        and note.get("kept_command") != note.get("second_command")


def same_place(first: dict[str, Any], second: dict[str, Any]) -> bool:
    """Two commands about one destination ("eliminate Belgium", "guess Belgium"): the two ears
    heard the same name, which table talk forced onto a command rarely gives both (en_heldout6,
    tuning voices: "we'll go with belgium as our guess", grammar "we'll delete belgium alright")."""
    return first.get("destination") is not None and first.get("destination") == second.get("destination")


#: A command the game applies at once (a card question, a Duel action card: not in
#: hideout.policy.CONFIRMED) that only the open recogniser's reading holds, on thin evidence
#: (:data:`THIN_EVIDENCE_SCORE`: a card named in passing), while the grammar put another command
#: there, or none (nothing, hesitation sounds, fillers), is applied only this sure
#: (hideout.policy.CONFIRM_FROM); less sure, it is asked back ("The population card?", at
#: :data:`ONE_EAR_ASKED_BACK`): one ear against the other does not spend a card. The grammar
#: hearing no command counts since policy6: at "Eliminate Nepal?" a "good question" written "God
#: question. God question." (0.43), "hmm tricky" "I'm to make it." and "hahaha" "How are you?"
#: played a card; on every spent dump of that round no right command was so. en_heldout9 (tuning voices, four rooms): the table talk it stopped from playing a
#: card ("me i have the pacific card and also the religion one": "May I have the Pacific card and
#: also the religion one.", 87, 0.47) and 3 wrong cards, no right one asked back; without the
#: thin-evidence condition it also asked back 9 right card questions Whisper wrote plainly (88.5
#: to 100) for one more talk utterance (a hallucination at 91.4).
ONE_EAR_APPLY_FROM = CONFIRM_FROM
#: Between the policy's bars for asking back and for applying at once.
ONE_EAR_ASKED_BACK = (ASK_BACK_FROM + APPLY_AT_ONCE_FROM) / 2


def talk_doubt(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a weighed reading (``note``: :func:`judge_readings`' record of it) once
    table talk that came through as a command is ruled out: only the open transcript holds a
    game command, and the grammar, forced onto the same audio, put another command there: of
    another kind or another card, while the open reading rests on one cue word
    (:data:`ONE_CUE_SCORE`); and, when
    the open recogniser is unsure of its reading too (:data:`UNSURE_OPEN_READING`, or the reading
    is a lesser one of its beam that its best does not back: :func:`not_its_best`), of another
    kind on thin evidence (:data:`THIN_EVIDENCE_SCORE`) or any other command or none, or the same
    one only among the grammar's fillers (:func:`grammar_backs`), on one cue. Two commands about one
    destination are not heard apart (:func:`same_place`). The two
    recognisers heard different things and the words barely say either: nothing is done. A
    command both ears read, the grammar only among fillers on a path it doubts
    (:func:`padded_agreement`), on one cue, is judged as one ear's too (:func:`one_cue_talk`). ("who
    wants another slice of pizza": Whisper "Who once set up the size of the Internet.", one cue for
    the land area card; PocketSphinx "we want flip over azerbaijan please". "whose round is it i'm parched":
    Whisper "Who ground it in charge.", one cue for the government card; PocketSphinx "hmm computer
    um borders".) Not for repeat, status and help: people ask for those in words no grammar holds
    ("who's winning", "what are we supposed to do"), which one cue word in Whisper's transcript
    finds (dev: 13 of 93 right ones were so).

    Read on the chatter of bench/phrasings/en_dev.jsonl (tuning voices, four conditions): 5 of the
    15 talk utterances the spy answered, 4 of the 5 that changed the game; the thin-evidence and
    same-kind cases on en_heldout5 (tuning voices, four conditions; notes/MEASUREMENTS.md), where
    the rule also kept the game from acting on wrong commands more often than on right ones.
    Tried and left out: repeat / status / help heard by the grammar alone below 0.6, or by one
    recogniser against another kind of command from the other: 4 talk utterances fewer answered,
    but 27 of 93 right spoken dialogue requests on dev lost (their readings look the same).
    """
    source, first = note.get("source"), note.get("first_command")
    # the open recogniser's reading kept: one of its beam's, not always its best
    second = note.get("kept_command", note.get("second_command"))
    score = note.get("kept_score", note.get("second_score", 100.0))
    # a decoder loop ("I'm so sleepy I can make you the hurry." twice) says its phrase once: the
    # cue words it repeats are one cue, not two weights (policy8: 84 -> 87, a card played)
    score = min(score, note.get("kept_unit_score", score))
    if source == "agree" and padded_agreement(note) and score < ONE_CUE_SCORE:
        # the grammar's agreement was fillers on a path it doubts: one ear on one cue word
        return one_cue_talk(note, confidence)
    if source != "second" or second is None or second["type"] in DIALOGUE:
        return confidence
    if first != second and second["type"] not in CONFIRMED and score < THIN_EVIDENCE_SCORE \
            and confidence < ONE_EAR_APPLY_FROM:
        # the grammar put another command there, or none (nothing, hesitations, fillers)
        confidence = min(confidence, ONE_EAR_ASKED_BACK)
    other_kind = first is not None and first["type"] != second["type"] and not same_place(first, second)
    # one cue against another command: of another kind, or another card ("kenya has like fifty
    # million people right": Whisper "Can you decide 50 million people live?", the population card
    # on one cue; the grammar the coastline card)
    other_command = first is not None and first != second and not same_place(first, second)
    # the open recogniser unsure of its reading too: a request it wrote down clearly is rarely
    # talk, whatever the grammar forced onto it. A command found only in a lesser reading of its
    # beam, while its best reading holds another command or none, is one it did not write: it is
    # unsure of it, however well that reading fits
    unsure = confidence < UNSURE_OPEN_READING or not_its_best(note)
    if unsure and other_kind and score < THIN_EVIDENCE_SCORE:
        # thin evidence (one cue or two weights) against another kind, the open ear unsure:
        # silence. Before one cue's own rule, which asks back: weaker evidence must not speak up
        # where stronger stays quiet ("chile is all coast it's like a shoelace" in the reverberant
        # room: Whisper "Chile, it's all chemistry, ..." at 0.31, one cue for an arrest, the
        # grammar the coastline card: "Arrest in Chile?")
        return 0.0
    if other_command and score < ONE_CUE_SCORE:
        return one_cue_talk(note, confidence)
    if unsure and not grammar_backs(note, second) and score < ONE_CUE_SCORE:
        return one_cue_talk(note, confidence)
    return confidence


def grammar_alone_acts(note: dict[str, Any]) -> bool:
    """The weighing kept the grammar's reading of a command applied at once (a card question, a Duel
    action card: not one the game confirms aloud, nor dialogue), and the open recogniser wrote none."""
    kept = note.get("kept_command")
    return note.get("source") == "first" and kept is not None \
        and kept["type"] not in (*CONFIRMED, *NOT_GAME_COMMANDS) and note.get("second_command") is None


def grammar_alone_against_talk(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a command applied at once (a card question, a Duel action card) that only
    the grammar's reading holds, while the open recogniser, sure of its own best reading
    (:data:`CONFIRM_FROM`), wrote words the rules read as table talk (``"second_reason"``: a remark, a
    statement; not "no command heard", which is what a misheard request looks like, nor a negation): at
    most asked back, never applied. "japan drives on the left you know" in the reverberant room
    (en_heldout67, spent) was Whisper's "Japan drives on the left, you know." at 0.80 and the
    grammar's "do they drive on the left now" (0.41, one filler), which :func:`grammar_evidence`
    counted sure of its path: the traffic card was played."""
    if not grammar_alone_acts(note) or note.get("second_confidence", 0.0) < CONFIRM_FROM:
        return confidence
    reason = str(note.get("second_reason") or "")
    # not a negation: Whisper writes a question's "does" as "doesn't" ("What letter doesn't a capital
    # start with?" for "what letter does the capital start with", en_heldout67, tuning voices)
    if reason.startswith("table talk") and reason != "table talk (negation)":
        return min(confidence, ONE_EAR_ASKED_BACK)
    return confidence


#: PocketSphinx's own confidence in its path below which a command only the grammar's reading holds is
#: never applied at once (:func:`grammar_alone_unsure`).
GRAMMAR_ALONE_UNSURE_BELOW = 0.05


def grammar_alone_unsure(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a command applied at once (a card question, a Duel action card) that only the
    grammar's reading holds, on a path PocketSphinx itself all but ruled out
    (:data:`GRAMMAR_ALONE_UNSURE_BELOW`), while the open recogniser wrote no command at all: at most asked
    back. In the room with other talkers "barra's in the esky for later" (en_heldout73, spent) was the
    grammar's "what is the total area of that" at 0.001 and Whisper's "It's never been the ask keep on
    letting go to something." (0.30): forced through the grammar's words Whisper found them as likely as
    its own, and the land area card was played. On eight spent sets' dumps (four rooms each) every command
    kept from the grammar alone below 0.05 was talk; the right ones kept so read 0.07 and up."""
    if not grammar_alone_acts(note) or note.get("first_confidence", 1.0) >= GRAMMAR_ALONE_UNSURE_BELOW:
        return confidence
    return min(confidence, ONE_EAR_ASKED_BACK)


def one_ear_talk(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a command applied at once (a card question, a Duel action card: not in
    hideout.policy.CONFIRMED) that only the open recogniser's reading holds, the grammar not
    backing it (another command, none, or the same only among fillers: :func:`grammar_backs`),
    once the learned talk check (grammar.reader.SecondOpinion.talk_likely, at the typed check's
    own bar) finds that reading likely table talk: asked back, at most
    :data:`ONE_EAR_ASKED_BACK` ("The traffic card?"), never applied; not even asked where the grammar
    read no command or a question is pending (:func:`talk_by_both_ears`). ``note["kept_talk_likely"]``
    is the check's verdict (:func:`kept_talk`).

    The cue words were said, so both ears may hear them; only what the sentence says tells a
    remark from a request, and talk is what Whisper writes word for word ("in manila the traffic
    is so bad you sit there for three hours": "In many of the traffic and so on, you're set near
    for free hours.", 0.54, the grammar "um uh we wanna traffic please ok" padded with four
    fillers; "honestly i've no clue where he is": "Honestly, I know clue where he is.", 0.51,
    the surveillance card, the grammar a move). Readings both ears hold are left as they are:
    the check on every heard reading asked back more right commands than it caught talk
    (notes/MEASUREMENTS.md, "The talk check for typed input")."""
    if note.get("kept_talk_likely") and one_ear_act(note):
        # a lesser reading of the open recogniser's beam (:func:`not_its_best`) is not even that
        # ear's own: silence, as :func:`one_cue_talk` keeps for one. ("in brazil we speak
        # portuguese not spanish everybody thinks spanish": Whisper's best "In Brazil, we speak
        # Portuguese, not Spanish, and Portuguese Spanish.", no command; a lesser "..., ever in
        # August, in Spanish." the Spanish question at 88.5, talk 0.69; the grammar an
        # elimination: "Is Spanish an official language?")
        return 0.0 if not_its_best(note) or talk_by_both_ears(note) else min(confidence, ONE_EAR_ASKED_BACK)
    return confidence


def talk_by_both_ears(note: dict[str, Any]) -> bool:
    """The learned talk check finds the open reading likely talk (:func:`one_ear_talk`) and the
    grammar, offered every command of the moment, read none there (nothing, hesitation sounds,
    fillers), or a question is pending, where a new command is what talk and hesitations are
    written as (as :func:`one_cue_talk` has it): neither ear heard a request, so nothing is said.
    At "Eliminate Nepal?" a "lemme check with the lads first" was Whisper's loop "Let me check
    when the runs first. ..." (the government card on one cue, talk 0.92), the grammar nothing:
    the spy asked "The government card?" (en_heldout43, tuning voices)."""
    return note.get("first_command") is None or bool(note.get("awaiting"))


def padded_agreement(note: dict[str, Any]) -> bool:
    """Both ears read the kept command (``"agree"``), a game command applied at once (not confirmed
    aloud, not dialogue), but the grammar's reading is no ear of its own: padded with fillers
    (:data:`PADDED_YES_FILLERS`) and on a path PocketSphinx is unsure of (:data:`GRAMMAR_SURE_FROM`)
    (:func:`one_ear_agreement`, for a yes, takes either; here either alone also took right
    questions on en_heldout43: notes/MEASUREMENTS.md). The agreement then says only that the grammar
    could fit the card's words among fillers; :func:`talk_doubt` judges the open reading as one
    ear's. "mad how many countries there are honestly" (table talk) was Whisper's "But how many
    countries now are on this list?" (the land borders card on one cue, 0.66) and the grammar's
    "hmm um how many countries border it please" (0.005, three fillers): a card played at 1.0
    (en_heldout43, tuning voices, clean and 10 dB babble)."""
    kept = note.get("kept_command")
    return note.get("source") == "agree" and kept is not None \
        and kept["type"] not in (*CONFIRMED, *NOT_GAME_COMMANDS) \
        and note.get("first_stray_fillers", 0) >= PADDED_YES_FILLERS \
        and note.get("first_confidence", 1.0) < GRAMMAR_SURE_FROM


def one_ear_act(note: dict[str, Any]) -> bool:
    """The kept command is applied at once (not confirmed aloud, not dialogue) and only the open
    recogniser's reading holds it: the grammar does not back it (:func:`grammar_backs`)."""
    kept = note.get("kept_command")
    return kept is not None and kept["type"] not in (*CONFIRMED, *NOT_GAME_COMMANDS) \
        and note.get("source") in ("second", "agree") and not grammar_backs(note, kept)


def kept_talk(matcher: Matcher | RecentMatches, context: MatchContext, note: dict[str, Any]) -> dict[str, Any]:
    """What :func:`judge_readings` notes for :func:`one_ear_talk`: the learned talk check's
    probability that the kept reading is table talk and whether it asks it back, for a command
    only the open recogniser's reading holds (:func:`one_ear_act`); nothing otherwise, or
    without a talk check (the learned reader off)."""
    reader = rules_of(matcher)
    if not one_ear_act(note) or reader.second_opinion is None:
        return {}
    result = matcher.match(note.get("kept") or "", context)
    verdict = reader.second_opinion.talk_likely(result.text, result.command, context)
    if verdict is None:
        return {}
    return {"kept_talk": round(verdict[0], 3), "kept_talk_likely": verdict[1]}


def lesser_help(note: dict[str, Any], confidence: float) -> float:
    """Help found only in a lesser reading of the open recogniser's beam (:func:`not_its_best`),
    the grammar not hearing it: ignored (none). A request for the rules is answered at length, in
    the middle of whatever the table was doing, and help is what a bare act sounds like: "we
    accuse!" (en-gb, tuning voices) was Whisper's "We are curious.", with "We are accused." and
    "We are confused." lower in its beam; the spy explained the rules. Repeat and status, short
    answers, are left to :func:`talk_doubt`'s exemption."""
    kept = note.get("kept_command")
    if kept is None or kept["type"] != "help" or note.get("source") != "second" or not not_its_best(note) \
            or grammar_backs(note, kept):
        return confidence
    return 0.0


def one_cue_talk(note: dict[str, Any], confidence: float) -> float:
    """The confidence :func:`talk_doubt` leaves a command the open recogniser's reading holds on
    one cue word (:data:`ONE_CUE_SCORE`) that the grammar does not back: none (ignored), unless
    the reading is the open recogniser's own best one and no question is pending; then it is
    asked back (at most :data:`ONE_EAR_ASKED_BACK`: a card question is asked back, an
    elimination, arrest or Duel move is confirmed aloud, as hideout.policy does for every one).

    The two ears disagree, so the game must not act; but a command Whisper wrote down itself
    ("We are going for it Colombia.", 0.78, the grammar "we're going to what religion are they
    uh") is more often a request than talk, and a question costs the table one word where
    silence costs the request. (policy8 tried asking back only when the grammar held on to the
    utterance, its path sure and not padded, and ignoring otherwise: on en_heldout16/19, tuning
    voices, the one-cue asks back with the grammar lost were 7 talk utterances and 7 wrong commands
    against 1 right one, but on en_heldout9/10, validation, it ignored 26 right commands more for 1
    talk utterance fewer speaking up: left out.) A lesser reading of the beam
    (:func:`not_its_best`) is one it did not write, and at a pending yes or no a new command is what hesitations are written as
    ("hahaha": "How are you?"), so both stay silent. en_heldout10 (tuning voices, four rooms,
    948 commands): 13 right commands fewer ignored (7 asked back, 6 confirmed aloud), 5 wrong
    ones asked back, no talk speaking up more; en_heldout9 (not tuned on): 13 right fewer
    ignored, 1 talk utterance more asked back ("which one is bhutan on the map": "Which what is
    the tunnel for map? ...", the land area card), 2 wrong Duel moves confirmed aloud.
    The thin-evidence rule (another kind of command, Whisper unsure, two cue weights: a card named
    in passing) keeps its silence: asking those back too gained 2 right commands on en_heldout9
    and none on en_heldout10, and confirmed aloud a talk line naming a destination ("my kid wrote
    a report on egypt once")."""
    readings = note.get("readings") or []
    own_best = bool(readings) and note.get("kept") == readings[0]
    if own_best and not note.get("awaiting"):
        return min(confidence, ONE_EAR_ASKED_BACK)
    return 0.0


def said_words(text: str) -> set[str]:
    """The words of a reading, hesitation sounds and murmurs left out."""
    return {word for word in _words(text) if word not in HESITATIONS and word not in MURMURS}


def fillers_said(note: dict[str, Any]) -> bool:
    """Both ears read the kept command on their own (the grammar's reading and the open
    recogniser's best agree: ``"agree"``) and wrote a word of it alike ("um aye yes" and "Um, yes.";
    "can you yes" and "Ah, yes."): the filler words around it in the open reading kept were said,
    not put there by a grammar explaining other sounds, so they lower nothing (as in an open
    recogniser's own reading: :func:`open_confidence`). Each filler took 0.4 of the confidence
    (hideout.policy.STRAY_FILLER_FACTOR), so a clear "Ah, yes." both ears heard was asked again.
    Two ears that only map a sound each to some yes ("oh er": the grammar "ok oh", Whisper "Oh,
    yeah.") share no word, and keep the doubt. Spent dumps (tuning voices, four rooms: en_heldout9,
    10, 16, 18, 19 and every spent yes / hesitation line): 17 right commands more acted on, 13 of
    them yeses asked again before; no talk, hesitation or wrong command more acted on. On the
    fresh en_heldout21 (validation) it changed no decision (notes/MEASUREMENTS.md).

    Also the open recogniser's own best reading kept alone (``"second"``, not a lesser reading of
    its beam: :func:`open_said_fillers`), for a game command: its words are what it heard,
    fillers and all, as when it hears alone."""
    kept = note.get("kept_command")
    return (note.get("source") == "agree" and kept is not None
            and bool(said_words(note.get("first") or "") & said_words(note.get("kept") or ""))) \
        or open_said_fillers(note)


def open_said_fillers(note: dict[str, Any]) -> bool:
    """The kept reading is the open recogniser's own best one, alone (``"second"``), of a game
    command (not a yes, a no, repeat, status or help: :data:`NOT_GAME_COMMANDS`): the filler words in it ("please", "okay so") are words it wrote,
    not a closed grammar's padding; the open recogniser hearing alone is never charged for them
    (:func:`open_confidence`), and with the grammar beside it each cost 0.4 of the confidence
    (hideout.policy.STRAY_FILLER_FACTOR): "French official language question, please." (0.72,
    the grammar "repeat") and "Okay, so how many people are we talking about in this country?"
    were asked back or ignored (en_heldout26, 29 and 31, tuning voices: notes/MEASUREMENTS.md).
    Not for a yes or a no: Whisper writes a hesitation as "Um, yeah.", and the yes rules
    (:func:`clear_yes`) were set with the fillers' cost; nor for repeat, status and help, which
    Whisper writes for a bare act ("we accuse now": "We are used now.", the spy explaining the
    rules in the reverberant room and among other talkers, lines written for the voiceleads branch)."""
    kept, readings = note.get("kept_command"), note.get("readings") or []
    return note.get("source") == "second" and kept is not None and kept["type"] not in NOT_GAME_COMMANDS \
        and bool(readings) and note.get("kept") == readings[0]


def grammar_backs(note: dict[str, Any], command: dict[str, Any]) -> bool:
    """The grammar heard ``command`` too, and not only among fillers (:data:`PADDED_YES_FILLERS`):
    a command the grammar could place only with that many fillers around it is the grammar
    explaining the audio with fillers ("we should ask about currency next" in 10 dB babble:
    "please so ask about currency letter", while Whisper's best was "Reach your mask and out
    currency next." and a lesser reading held the card on one cue word)."""
    return note.get("first_command") == command and note.get("first_stray_fillers", 0) < PADDED_YES_FILLERS


#: A yes the grammar heard alone (the open recogniser's own reading holds no yes) is clear only
#: when the open recogniser's decoder, forced through the yes words, finds them at least this
#: likely relative to what it wrote itself (mean log probability per token; the weighing already
#: takes such a reading from -3.0). Right yeses the grammar heard alone fit at -0.06 to -0.67
#: ("sure thing" written "Shortening.", "absolutely" "And Salutely."); hesitations the grammar
#: forced a yes onto at -2.6 and lower ("erm": "good erm", -2.65; "heh": "can i aye", -3.46)
#: (en_heldout5 / en_heldout6 / en_heldout8, tuning voices, four conditions: notes/MEASUREMENTS.md).
YES_FIT_FROM = -1.5


def loop_unit(text: str) -> str | None:
    """The phrase ``text`` writes over and over ("very well" for "Very well. Very well.", "ok" for
    "OK. OK. OK."), lower case without punctuation; None when it is no loop."""
    words = _words(text)
    size = next((size for size in range(1, len(words) // 2 + 1)
                 if len(words) % size == 0 and words == words[:size] * (len(words) // size)), None)
    return None if size is None else " ".join(words[:size])


def looped(text: str) -> bool:
    """One phrase written over and over ("Very well. Very well.", "OK. OK. OK.", "Yeah, I did. Yeah,
    I did."): the open recogniser's decoder looping, as it does when it hears no clear words (its
    own compression-ratio check catches long loops only). Words compared without punctuation."""
    return loop_unit(text) is not None


def syllables(word: str) -> int:
    """About how many syllables ``word`` has: its vowel groups ("y" after the first letter counts),
    a final silent "e" left out ("sure" 1, "okay" 2, "affirmative" 4)."""
    groups = sum(1 for i, c in enumerate(word) if c in "aeiouy" and (i > 0 or c != "y")
                 and not (i > 0 and word[i - 1] in "aeiouy" and (i > 1 or word[0] != "y")))
    if word.endswith("e") and groups > 1 and word[-2] not in "aeiouy":
        groups -= 1
    return max(1, groups)


def murmur_like(text: str) -> bool:
    """What a murmur can be written as by one ear: yes words alone (:data:`BARE_YES`: "Yes...
    Yes...") or one word of one syllable ("Sure.", "Good."), once hesitation sounds are left out.
    "Affirmative." or "Absolutely." is no murmur's length."""
    said = [word for word in _words(text) if word not in HESITATIONS and word not in MURMURS]
    return not said or all(word in BARE_YES for word in said) or (len(said) == 1 and syllables(said[0]) == 1)


def says_only_yes(text: str) -> bool:
    """A short yes (:func:`is_short_yes`) or yes words alone however many ("Yes. Yes. Yes."):
    nothing in it a murmur could not have been written as."""
    said = [word for word in _words(text) if word not in HESITATIONS and word not in MURMURS]
    return is_short_yes(text) or (bool(said) and all(word in BARE_YES for word in said))


#: A clause of an open reading and the punctuation that ends it ("Yeah, that's crazy.": two
#: clauses; "Can I play?": one, ending in "?").
CLAUSE = re.compile(r"([^,.;:!?]+)([,.;:!?]*)")


def yes_said_whole(matcher: Matcher | RecentMatches, text: str, context: MatchContext) -> bool:
    """Every clause of an open reading ``text`` is a yes by itself ("Righto, go on.", "You bet."),
    or the act asked about, named without its destination ("Go on, cross it off."): the words
    are all assent. In the room with other people talking, Whisper writes a hesitation as a yes
    word followed by the other talkers' words ("yay": "Yeah, that's crazy."; "heh": "Yes, we
    will dim it up."; "oh": "Let's go, take a seat."): a yes word there opens someone else's
    sentence (en_heldout17 and en_heldout22, tuning voices: notes/MEASUREMENTS.md). A clause
    written as a question asks, it does not assent: "mmm" in that room was "Can I play?", which
    the matcher reads as a yes by its "can" (en_heldout17, tuning voices)."""
    reader = rules_of(matcher)
    unasked = replace(context, awaiting_confirmation=False)
    clauses = [(clause.strip(), end) for clause, end in CLAUSE.findall(text) if clause.strip()]
    if any("?" in end for _, end in clauses):
        return False
    for clause, _ in clauses:
        if said_words(clause) <= POLITE_WITH_YES:
            continue   # "Yes, please.": how people say yes
        command = matcher.match(clause, context).command
        if command is not None and command.to_json()["type"] == "confirm":
            continue
        if command is None and reader.bare_act(clause, unasked) is not None:
            continue
        return False
    return bool(clauses)


def grammar_refuses(note: dict[str, Any]) -> bool:
    """The grammar, offered every yes, no and hesitation sound at the confirmation, heard another
    command there (a no, "what was that": not among fillers) or hesitation sounds alone: its own
    reading is against a yes."""
    first = note.get("first_command")
    if first is not None and first["type"] != "confirm" and note.get("first_stray_fillers", 0) < PADDED_YES_FILLERS:
        return True
    heard = _words(note.get("first") or "")
    return bool(heard) and all(word in HESITATIONS for word in heard)


def murmur_as_likely(note: dict[str, Any]) -> bool:
    """A wordless murmur fits the audio about as well as the kept yes (:data:`MURMUR_FIT_FROM`;
    measured by :func:`judge_readings` for yes words alone, what a murmur can be written as)."""
    murmur, fit = note.get("murmur_fit"), note.get("fit")
    return murmur is not None and fit is not None and murmur - fit >= MURMUR_FIT_FROM


def both_ears_fit(note: dict[str, Any]) -> bool:
    """Both ears read the yes (the grammar's not among fillers): clear when the open recogniser's
    decoder finds the kept yes reading about as likely as its own (:data:`YES_FIT_FROM`): its
    own best is 0; the grammar's words, or a lesser reading of its beam, are measured."""
    fit = note.get("fit")
    return fit is not None and fit >= YES_FIT_FROM


def clear_yes(note: dict[str, Any]) -> bool:
    """Whether a kept yes (``note``: :func:`judge_readings`' record) is clear enough to confirm an
    elimination or an arrest: no wordless murmur fits the audio about as well
    (:func:`murmur_as_likely`), and two independent readings say yes. Either the grammar heard it,
    not among fillers, and the open recogniser's decoder finds the yes reading kept about as
    likely as its own (:func:`both_ears_fit`: its own yes, or the grammar's words forced through
    it, :data:`YES_FIT_FROM`); or the open recogniser wrote, as its own best reading, a yes
    that is not what a murmur can be written as (:func:`murmur_like`: "Yes, please.", "That's
    right.", "Affirmative.", not "Yes... Yes..." or "Sure."), the grammar not hearing another
    command or only hesitation sounds there (:func:`grammar_refuses`).

    Never from one ear alone: yes words alone ("Yeah.", "Yes... Yes...": what Whisper writes for
    a hesitation, its murmurs fitting as far below as under a real "Yeah, yeah.") or a yes only
    lower in its beam ("Hip." best, "Yeah." lower), or a yes word opening a sentence of other
    words ("Yeah, that's crazy.": the note's ``"yes_whole"``, :func:`yes_said_whole`). A yes one
    ear wrote as a sentence of assent ("Yes, go on.", but also "Very well. Very well." for an "oh
    wow") is as sure as that ear is (:func:`one_ear_agreement`).
    A hesitation is short, wordless and heard differently by the two ears, so it meets none of
    these however sure one ear is; a real yes that meets none is asked again, which is safe."""
    kept = note.get("kept_command")
    if kept is None or kept["type"] != "confirm":
        return True
    source, readings = note.get("source"), note.get("readings") or []
    if murmur_as_likely(note) or source not in ("first", "agree", "second"):
        return False
    if grammar_backs(note, kept) and both_ears_fit(note) and not unsure_of_a_lesser_yes(note):
        return True
    if source == "first":
        return False
    text = note.get("kept") or ""
    # "yes_whole" is noted by judge_readings for every yes kept at a confirmation
    return bool(readings) and text == readings[0] and not grammar_refuses(note) and not murmur_like(text) \
        and not looped(text) and bool(note.get("yes_whole", True)) and not lone_word_unheard(note, text)


def lone_word_unheard(note: dict[str, Any], text: str) -> bool:
    """The open recogniser wrote one word ("Okay.") where the grammar, offered every yes, no and
    hesitation sound, heard nothing at all: a murmur, as Whisper writes an "ach eh" (tuning voices,
    the spent en_heldout37/43/46/47 hesitations: "Okay." at 0.56, clean and in the reverberant room).
    A yes of more words that only the open recogniser heard ("You bet.", "Get it gone.") stands."""
    return not _words(note.get("first") or "") and len([w for w in _words(text) if w not in MURMURS]) <= 1


def unsure_of_a_lesser_yes(note: dict[str, Any]) -> bool:
    """The yes kept is only a lesser reading of the open recogniser's beam (:func:`not_its_best`:
    its best holds none), and the grammar heard it on a path PocketSphinx is unsure of
    (:data:`GRAMMAR_SURE_FROM`): neither ear wrote the yes as its own, so the grammar's backing is
    no second ear (as in :func:`one_ear_agreement`). In the room with other talkers a "este este"
    was Whisper's "Test test. Test test.", with "Yes, yes, yes." second in its beam (fitting a
    little above the best), and the grammar's "uh yeah that's the one" at 0.005 (en_heldout25,
    tuning voices): a clear yes at 0.47, under the bar only by Whisper's confidence."""
    return note.get("source") == "second" and not_its_best(note) \
        and note.get("first_confidence", 1.0) < GRAMMAR_SURE_FROM


#: PocketSphinx's own confidence in its grammar path (its posterior) from which a game command
#: the grammar alone heard counts as if the open recogniser agreed (:func:`grammar_evidence`).
GRAMMAR_SURE_FROM = 0.3
#: ... provided the open recogniser's decoder, forced through the grammar's reading, finds it at
#: least this likely relative to its own (the weighing's fit; its curve is at 0.5 at -3.0).
GRAMMAR_SURE_FIT_FROM = -4.0
#: What the grammar's own evidence never stands in for: a yes, a no, repeat / status / help.
NOT_GAME_COMMANDS = frozenset({*DIALOGUE, "confirm", "cancel"})


def grammar_sure(command: dict[str, Any] | None, confidence: float, stray_fillers: int) -> bool:
    """Whether the grammar recogniser's reading is a game command (not in :data:`NOT_GAME_COMMANDS`)
    on a path it is sure of (:data:`GRAMMAR_SURE_FROM`), with at most one filler around it."""
    return command is not None and command["type"] not in NOT_GAME_COMMANDS \
        and confidence >= GRAMMAR_SURE_FROM and stray_fillers < PADDED_YES_FILLERS


def grammar_evidence(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a weighed game command once the grammar's own evidence for it counts:

    - the grammar heard it, not among fillers (:func:`grammar_backs`), and a lesser reading of the
      open recogniser's beam words it better: as sure as a grammar reading that fits that well
      (the weighing measured each reading of it and kept the best-fitting one, which gave it the
      open recogniser's lower curve: a better wording made the command less sure);
    - the grammar alone heard it, sure of its path (:data:`GRAMMAR_SURE_FROM`), with at most one
      filler around it and a fit from :data:`GRAMMAR_SURE_FIT_FROM`: two recognisers' evidence
      of their own, PocketSphinx's certainty standing in for the open recogniser's agreement
      (:data:`AGREEMENT_BONUS`).

    Not for a yes or a no (:func:`clear_yes` and the murmur check judge those) nor for repeat,
    status and help. Talk the grammar forced onto a command comes with fillers, an unsure path
    or a fit far below the open reading (en_heldout9, tuning voices: notes/MEASUREMENTS.md)."""
    kept, fit = note.get("kept_command"), note.get("fit")
    if kept is None or fit is None or kept["type"] in NOT_GAME_COMMANDS:
        return confidence
    source = note.get("source")
    if source == "second" and grammar_backs(note, kept):
        return max(confidence, fit_confidence(fit))
    if source == "first" and fit >= GRAMMAR_SURE_FIT_FROM \
            and grammar_sure(kept, note.get("first_confidence", 0.0), note.get("first_stray_fillers", 0)):
        return max(confidence, fit_confidence(fit + AGREEMENT_BONUS))
    return confidence


def one_ear_agreement(note: dict[str, Any]) -> bool:
    """Both ears read a yes, but the grammar's reading is no ear of its own: padded with fillers
    (:data:`PADDED_YES_FILLERS`) or on a path PocketSphinx is unsure of (:data:`GRAMMAR_SURE_FROM`):
    the yes is as sure as the open recogniser alone is of it. In the room with other talkers
    (tuning voices, every spent set's hesitations) a "jeez" was "ah please tell us yeah" (0.004)
    and "Jeez, okay.", a "yaaay" "lets yeah aye so" (0.006) and "Yeah, I just know.": taken at 1.0.
    Nor is the open recogniser's yes an ear of its own when it is as unsure of its reading as the
    grammar may not be (:data:`GRAMMAR_SURE_FROM`): a "gimme a sec" in babble was the grammar's "uh
    yes aye" (0.64) and Whisper's "Let's go! Let's go!" (0.26), taken at 1.0 (tuning voices, the
    spent en_heldout37/43/46/47 hesitations); the least sure right yes of those sets that both ears
    read was Whisper's at 0.34."""
    kept = note.get("kept_command")
    return note.get("source") == "agree" and kept is not None and kept["type"] == "confirm" \
        and (note.get("first_stray_fillers", 0) >= PADDED_YES_FILLERS
             or note.get("first_confidence", 1.0) < GRAMMAR_SURE_FROM
             or note.get("second_confidence", 1.0) < GRAMMAR_SURE_FROM)


def lesser_reading_cap(note: dict[str, Any], confidence: float) -> float:
    """A lesser reading of the open recogniser's beam that the grammar does not back is never
    surer than the open recogniser is of its own best reading: the weighing gives it that
    confidence times exp(fit), and a lesser reading forced through the decoder can fit above 0
    (the beam ranks by a length penalty), which made it surer than what Whisper wrote (policy8:
    "who get the population card" with other people talking: best "The population can't." at
    0.47, a lesser "To get the population cut to the close." at +0.08: 0.51, a card played)."""
    kept, readings = note.get("kept_command"), note.get("readings") or []
    if note.get("source") != "second" or kept is None or not readings or note.get("kept") == readings[0] \
            or grammar_backs(note, kept):
        return confidence
    return min(confidence, float(note.get("second_confidence", confidence)))


def one_ear_yes_sureness(note: dict[str, Any], confidence: float) -> float:
    """A yes only the open recogniser wrote (the grammar not backing it: :func:`grammar_backs`) is
    as sure as that ear is of its words times the matcher's reading of them as a yes (its score:
    100 for a listed yes, 90 for a yes word in a sentence it does not list, "Yeah, we're winning."),
    as a typed line is judged by that score alone: two doubts, each short of certain. A yes
    both ears heard is judged by their agreement (:func:`clear_yes`)."""
    kept = note.get("kept_command")
    if kept is None or kept["type"] != "confirm" or note.get("source") not in ("second", "agree") \
            or grammar_backs(note, kept):
        return confidence
    ear = note.get("second_confidence", confidence) if note.get("kept") == (note.get("readings") or [None])[0] \
        else confidence
    return min(confidence, float(ear) * float(note.get("kept_score", 100.0)) / 100.0)


def doubt(note: dict[str, Any], confidence: float) -> float:
    """The confidence of a weighed reading once the grammar's own evidence for a game command
    (:func:`grammar_evidence`), and what the readings show of table talk (:func:`talk_doubt`; the
    learned talk check on what one ear alone wrote: :func:`one_ear_talk`), of
    a request for help no reading but a lesser one holds (:func:`lesser_help`) and
    of a yes that is not clear (:func:`clear_yes`) is taken into account (a doubted yes is asked again, at most
    :data:`DOUBTED_YES`); from the weighing's record alone, so a bench can re-decide a dump by the
    same rules."""
    confidence = lesser_help(note, one_ear_talk(note, talk_doubt(note, grammar_alone_unsure(note, grammar_alone_against_talk(
        note, grammar_evidence(note, lesser_reading_cap(note, confidence)))))))
    if one_ear_agreement(note):
        confidence = min(confidence, note.get("second_confidence", confidence))
    confidence = one_ear_yes_sureness(note, confidence)
    if not clear_yes(note):
        return min(confidence, DOUBTED_YES)
    return confidence


def rules_reading(result: Any) -> Any:
    """``result`` as the rules read it: a learned guess (grammar/reader.py) counts as no command."""
    return replace(result, command=None) if getattr(result, "reason", "") == LEARNED_REASON else result


def judge_readings(matcher: Matcher | RecentMatches, context: MatchContext, first: Any, second: Any,
                   readings: tuple[str, ...], fits: Fits, also: str | None = None) -> tuple[Any, dict[str, Any]]:
    """voice.checked.CheckedRecogniser's judge for this game context: :func:`weigh`, as a
    transcript carrying the weighed confidence, and what was weighed (for benches).

    While a yes or no is awaited, a kept yes of yes words alone (:func:`says_only_yes`), whichever
    recogniser read it, or any the grammar alone heard ("hey yup" for an "aiya" Whisper wrote "Hey,
    yo."), is measured against the wordless murmurs for :func:`clear_yes`; a yes the
    grammar heard only among fillers (:data:`PADDED_YES_FILLERS`) earns no agreement."""
    from hideout.voice.recogniser import Transcript

    r1 = matcher.match(first.text, context)
    seconds = [(text, matcher.match(text, context)) for text in readings]
    r2 = seconds[0][1] if seconds else matcher.match("", context)
    # the learned reader's guesses (grammar/reader.py) are no reading of the audio: the readings
    # are weighed by what the rules read in them, as before the reader
    first_command = rules_reading(r1).command
    first_sure = grammar_sure(None if first_command is None else first_command.to_json(), first.confidence,
                              r1.stray_fillers)
    third = None if also is None else rules_reading(next(r for t, r in seconds if t == also))
    kept = weigh((first.text, rules_reading(r1)), [(text, rules_reading(result)) for text, result in seconds],
                 fits, float(second.confidence), first_sure, third)
    confidence = kept.confidence
    kept_result = next((result for text, result in seconds if text == kept.text), r1)
    text = kept.text
    if agreed_but_doubted(kept.source, kept_result, rules_reading(r1)):
        # both ears heard this command; the open reading's words are thinner evidence of it ("It's
        # French and official language ...": a guess at the card) than the grammar's sure reading
        text, kept_result = first.text, r1
    murmur = None
    is_yes = kept_result.command is not None and kept_result.command.to_json()["type"] == "confirm"
    if context.awaiting_confirmation and is_yes and kept.fit is not None \
            and (says_only_yes(kept.text) or kept.source == "first"):
        murmur = murmur_fit(fits)   # clear_yes: is a murmur as likely?
    note = {"source": kept.source, "first": first.text, "first_confidence": round(first.confidence, 3),
            "first_command": r1.to_json()["command"], "first_stray_fillers": r1.stray_fillers,
            "second": second.text, "second_confidence": round(second.confidence, 3),
            "second_command": r2.to_json()["command"], "second_stray_fillers": r2.stray_fillers,
            "second_score": round(r2.score, 1), "second_reason": rules_reading(r2).reason,
            "readings": list(readings), "kept": kept.text,
            "kept_command": kept_result.to_json()["command"], "kept_score": round(kept_result.score, 1),
            "fit": None if kept.fit is None else round(kept.fit, 3),
            "awaiting": "confirmation" if context.awaiting_confirmation
            else "choice" if context.awaiting_choice else None,
            "murmur_fit": None if murmur is None else round(murmur, 3)}
    unit = loop_unit(kept.text)
    if unit is not None and kept.source == "second":
        # a decoder loop says its phrase once: its evidence counts once (talk_doubt)
        note["kept_unit_score"] = round(matcher.match(unit, context).score, 1)
    if context.awaiting_confirmation and is_yes:
        note["yes_whole"] = yes_said_whole(matcher, kept.text, context)   # clear_yes
    note.update(kept_talk(matcher, context, note))   # one_ear_talk
    note["weighed_confidence"] = round(confidence, 3)   # before doubt (benches compare rules)
    confidence = doubt(note, confidence)
    if kept_result.addressed is False and (r1.addressed or r2.addressed):
        # address-word mode: the word is evidence of its own. Heard by either recogniser, the
        # utterance is addressed, even when the reading kept for its command lacks it (Whisper
        # writes espeak-ng's "spy," as "I," or "Hi,"; PocketSphinx hears it as the filler "so")
        text = f"{context.address_word} {kept.text}"
    words = tuple((word, confidence) for word in text.split())
    return Transcript(text, confidence, words, first.decode_ms, first.audio_ms), note


#: Why an open reading is asked back for its words alone, not for talk in them: a card guessed at
#: from thin evidence, or two commands read about as well (Whisper's "move to before" for "b four").
THIN_READINGS = frozenset({GUESS_AT_CARD, AMBIGUOUS})


def agreed_but_doubted(source: str, kept: Any, first: Any) -> bool:
    """Both recognisers read one command (``source`` "agree"), the open reading kept (``kept``) only
    as a guess (:data:`THIN_READINGS`) while the grammar's (``first``, as the rules read it) is sure:
    the grammar's reading stands for the utterance. Re-decided from dumped runs of the spent sets
    en_heldout70, en_heldout71 and en_heldout72 (held-out voices) and en_heldout65 (tuning voices),
    four rooms each: 7 right commands asked back so become acted on; no talk and no wrong command
    is among those it changes. An open reading two commands fit about as well is as thin whether or
    not the rules mark it tentative: Whisper's "Is the currency the Frank?" fits the letter card
    nearly as well as the franc the grammar heard exactly (spent en_heldout78 and en_heldout76 dumps,
    held-out voices: 2 right commands, no talk, among those it changes)."""
    # "agree" already means the rules read one command in both readings
    return source == "agree" and (kept.tentative or kept.ambiguous) and kept.reason in THIN_READINGS \
        and not first.tentative and not first.ambiguous


class Listener:
    """A recogniser with one grammar feeder per game: what `hideout hear` and the speech benches
    run, utterance by utterance, each with its own table and `awaiting`.

    ``ahead``: recordings are known whole before they are heard (files), so a second opinion
    (voice.checked) starts on each at once, while the grammar is set and PocketSphinx decodes:
    the same readings, sooner. Off, a recording is heard as a microphone delivers it, the
    second opinion starting when the audio ends (so ``decode_ms`` is a microphone's wait)."""

    def __init__(self, recogniser: Any, lang: str = "en", ahead: bool = False) -> None:
        self.recogniser = recogniser
        self.lang = lang
        self.ahead = ahead and hasattr(recogniser, "hear_ahead")
        self._feeders: dict[str, GrammarFeeder] = {}
        #: the feeder whose grammar and prompt the recogniser holds
        self._in_charge: GrammarFeeder | None = None

    def feeder(self, game: str) -> GrammarFeeder:
        if game not in self._feeders:
            self._feeders[game] = GrammarFeeder(self.recogniser, Matcher(game=game, lang=self.lang))
        return self._feeders[game]

    def _take_charge(self, game: str) -> GrammarFeeder:
        """``game``'s feeder, about to set the recogniser up: if another game's feeder did since
        it last did, it forgets what it set (a Destination X line after a Duel line was heard
        in the Duel's grammar, the Destination X feeder believing its own was still set)."""
        feeder = self.feeder(game)
        if feeder is not self._in_charge:
            feeder.forget()
            self._in_charge = feeder
        return feeder

    def hear_later(self, pcm: bytes, game: str = "", table: tuple[str, ...] = (), awaiting: Awaiting = None,
                   playable: tuple[str, ...] = (), address_word: str = "") -> None:
        """``pcm`` will be heard after the next recording (a batch read ahead), in ``game`` (if
        given) with that table: with ``ahead``, the recogniser may start preparing for it
        (PocketSphinx's front end, its grammar's search)."""
        if not self.ahead:
            return
        if hasattr(self.recogniser, "hear_later"):
            self.recogniser.hear_later(pcm, CHUNK_BYTES)
        if game:
            self.feeder(game).prepare(self.context(game, table, awaiting, playable, address_word))

    def context(self, game: str, table: tuple[str, ...], awaiting: Awaiting, playable: tuple[str, ...] = (),
                address_word: str = "") -> MatchContext:
        """The matcher's context for a recording heard in this game, at this table."""
        return table_context(game, self.lang, table, awaiting, playable, address_word)

    def _hear_first_ahead(self, game: str, context: MatchContext, pcm: bytes) -> None:
        """The first recording in ``game``: the second opinion starts on it before the matcher is
        built (a fifth of `hideout hear FILE`), with the prompt the feeder will give it."""
        import importlib

        from hideout.grammar.matcher import destinations_handbook, game_commands_module
        from hideout.grammar.recognition import table_prompt
        from hideout.grammar.templates import load_templates

        importlib.import_module(game_commands_module(game))   # an unknown game fails as the matcher would
        prompt_open_ears(self.recogniser, table_prompt(destinations_handbook(load_templates(game, self.lang)), context))
        if hasattr(self.recogniser, "on_readings"):
            self.recogniser.on_readings = None   # no matcher yet: the weighing matches them
        self.recogniser.hear_ahead(pcm, CHUNK_BYTES)

    def hear(self, pcm: bytes, game: str = "destination-x", table: tuple[str, ...] = (),
             awaiting: Awaiting = None, playable: tuple[str, ...] = (), address_word: str = "") -> Heard:
        """Decode ``pcm`` as streamed from a microphone, in the grammar of this moment (with
        ``ahead``, the second opinion hears it whole as soon as its prompt is set).
        ``address_word``: the loud-table mode's word (empty: off); an ``awaiting`` question counts
        as just asked (hideout.policy.ANSWER_WINDOW_S).

        :raises ValueError: an unknown game.
        """
        return self.begin(pcm, game, table, awaiting, playable, address_word)()

    def begin(self, pcm: bytes, game: str = "destination-x", table: tuple[str, ...] = (),
              awaiting: Awaiting = None, playable: tuple[str, ...] = (),
              address_word: str = "") -> Callable[[], Heard]:
        """:meth:`hear` in two steps: the grammar recogniser decodes ``pcm`` now; the returned
        function gives what was heard once the second opinion is weighed. With ``ahead`` that
        is done in the second opinion's thread, so the next recording may begin before it is
        called (``hideout hear --jsonl``); the results are the same.

        :raises ValueError: an unknown game.
        """
        from hideout.voice.audio import pcm_ms

        context = self.context(game, table, awaiting, playable, address_word)
        first = self.ahead and game not in self._feeders
        if first:
            self._hear_first_ahead(game, context, pcm)
        feeder = self._take_charge(game)
        if self.ahead:
            feeder.prompt(context)   # the same prompt; readings are matched ahead from the next recording on
            if not first:
                self.recogniser.hear_ahead(pcm, CHUNK_BYTES)
        feeder.update(context)  # between utterances: the grammar of this moment
        weighed = decode_as_streamed_later(self.recogniser, pcm)

        def heard() -> Heard:
            transcript, opinion = weighed()
            started = time.perf_counter()
            if getattr(self.recogniser, "open_vocabulary", False):
                result = feeder.matches.match(transcript.text, context)
                sure = open_confidence(transcript)
                bare = feeder.bare_act_heard((result, sure, english_bars()), context, None,
                                             open_reading=(transcript.text, sure))
                if bare is not None:
                    result, sure = bare[0], bare[1]
                decision = decide(result, awaiting, sure)
            else:
                result, decision = feeder.judge(transcript, context, awaiting, opinion)
            if result.text != transcript.text:
                # a bare act or a learned guess the open ear wrote: what was asked about is its words
                transcript = replace(transcript, text=result.text)
            decode_ms = transcript.decode_ms + (time.perf_counter() - started) * 1000.0
            return Heard(transcript, result, decision, decode_ms, pcm_ms(pcm), opinion)
        return heard
