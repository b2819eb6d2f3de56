"""Transcript -> Command: the matcher.

Two routes, both precomputed in ``Matcher.__init__``, whose candidates are ranked together:

A. Templates (whole phrasings):

1. Normalise (:func:`grammar.normalise.normalise`); for templates with ``segment_words``
   (Korean) split words no template knows into known ones ("브라질을" -> "브라질 을"); drop fillers anywhere ("um", "please") and
   edge words, address words ("hey spy") and polite lead-ins ("i'd like to") at the start or end.
   A transcript made only of fillers and hesitation sounds ("er", "hmm", "yay") is no command.
2. Frame without a span: rapidfuzz ``ratio`` of the core text against every expanded phrase
   that has no destination slot (cards, dialogue). A yes is never taken from a sound-alike:
   only an exact phrase or the evidence route gives one.
3. Frame with a span: every word n-gram that sounds like a destination name or alias (exact
   lookup, else rapidfuzz against all spoken names) is replaced by ``@`` and the rest is matched
   against the slotted frames ("eliminate @"). Score = frame score x name score / 100, so
   "eliminate the democratic republic of the congo" needs no phrase per destination.

B. Evidence (grammar/evidence.py, the template file's ``evidence`` section): card keywords and
   synonyms anywhere, a destination (or Duel district) plus an action cue, yes/no framings, a
   yes or no made only of yes (no) words; its own blockers, negations, tag questions, names
   beside card questions. It scores 84..94 (an exact template scores 100). When it finds a
   card question about something named ("what's the population of norway"), sound-alike
   template matches are dropped too.

Then, for every candidate:

4. Context: destinations off the table and cards the current detective cannot play lose a few
   points (they are still returned, so the engine can say why it refuses them); template yes/no
   answers lose points when no confirmation is pending.
5. Table talk (template candidates; the evidence route applied its own): a candidate is dropped
   if the transcript holds a blocker phrase ("maybe", "should we", "i think") or a negation that
   its template does not hold itself, or if it holds a negation the transcript lacks;
   eliminations and arrests are dropped when two different destinations are named.
6. Below ``ACCEPT`` -> no command (with the reason: the evidence's "table talk (...)" when it
   saw talk); the best two different commands within ``AMBIGUOUS_MARGIN`` -> ``ambiguous=True``.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy
from numpy.typing import NDArray
from rapidfuzz import fuzz, process

from hideout.engine.commands import ANSWER_TYPES, Command, command_from_json
from hideout.grammar.evidence import (
    AMBIGUOUS,
    ANSWER_RECALLED,
    CARD_READ_OUT,
    CARD_REMARK,
    FIGURE_FIRST,
    FIGURE_HEARD,
    GUESS_AT_CARD,
    HESITANT_WAIT,
    REQUESTS,
    STATEMENT_ASKED,
    STATEMENT_OPINION,
    EvidenceResult,
    EvidenceRules,
    Restart,
)
from hideout.grammar.hangul import one_letter_apart
from hideout.grammar.normalise import SLOT_MARK, name_spoken_form, normalise, segment_word
from hideout.grammar.reader import SecondOpinion, second_opinion
from hideout.grammar.templates import (
    DESTINATION_SOURCE,
    ExpandedPhrase,
    TemplateSet,
    expand_all,
    load_templates,
)

#: Minimum score (0..100) for a command to be returned. Chosen on bench/matcher_accuracy.py: the
#: held-out phrasings score >= 85 when right, table talk rarely reaches 75.
ACCEPT = 78.0
#: Two different commands this close are reported as ambiguous ("Niger or Nigeria?").
AMBIGUOUS_MARGIN = 4.0
#: Points lost by a destination not on the table (still recognised, so the app can say so).
OFF_TABLE_PENALTY = 6.0
#: Points lost by a card the current detective cannot play.
UNPLAYABLE_PENALTY = 4.0
#: Points lost by yes/no answers when nothing awaits confirmation.
UNPROMPTED_ANSWER_PENALTY = 10.0
#: An n-gram must sound at least this much like a name to be tried as a destination span.
SPAN_CUTOFF = 75.0
#: Points lost per transcript word that sounds like no word of the matched phrase: character
#: ratios forgive one swapped word in a short phrase too easily ("what time is it" vs "what size
#: is it"); split or garbled words ("pop relation") still count as heard through partial matches.
STRAY_WORD_PENALTY = 10.0
_STRAY_RATIO, _STRAY_PARTIAL = 60.0, 80.0
#: How near a heard word must be to a slot value's word for a phrase matched by sound alone.
SLOT_WORD_RATIO = 75.0
#: A blocked candidate this good is reported as table talk (with the blocker) rather than as
#: "no command heard": the hedge words themselves cost it stray-word points.
BLOCKED_REPORT = 65.0
#: A name heard this close (rapidfuzz ratio) counts as said for the evidence route ("austrailia").
EVIDENCE_FUZZY_NAME = 85.0
#: Points lost by a sound-alike template candidate when the evidence route found another command.
EVIDENCE_DISAGREES = 8.0
#: Evidence reasons that veto a sound-alike template match: a question about something named, a
#: statement ("it has a massive population" is close to "what is its population"), or a statement
#: the evidence only proposes to ask back ("the country is on the pacific").
TALK_ABOUT_NAMES = ("table talk (a place named", "table talk (a destination named", "table talk (two",
                    "table talk (a statement", FIGURE_FIRST, STATEMENT_ASKED, STATEMENT_OPINION,
                    CARD_REMARK, CARD_READ_OUT, ANSWER_RECALLED, FIGURE_HEARD)
#: The reason given with a yes or no typed as a sound phrase ("uh huh", "mm hmm"): made of
#: hesitation sounds, yet a yes (hideout/policy.py acts on it when typed, never when heard).
SOUND_ANSWER = "a yes or no said as a sound"
#: When the evidence route saw a blocker phrase, sound-alike templates below this are dropped
#: (they would act on talk the templates' shorter blocker list misses: "that was the gdp card" is
#: 81 from "the gdp card"); closer ones stay ("which countries are still left").
BLOCKED_TEMPLATE_KEEP = 90.0
#: A destination's name borrowed from another language ("let's eliminate canada" said in Korean)
#: has at least this many letters: shorter ones are everyday words too ("chad", "oman" stay; "us" goes).
BORROWED_NAME_LETTERS = 4
#: A heard word this close (rapidfuzz ratio) to a word of one card's spoken names makes the card
#: sound like what was said (Matcher.cards_sounding_like): "capital" and "capita" are 92, "industry"
#: and "history" 67.
SOUNDS_LIKE_WORD = 85.0
#: Candidates considered below the accept threshold (for alternatives and reasons).
CANDIDATE_CUTOFF = 55.0
#: Filler words that do not make a "yes" doubtful.
#: Restarts tried, last first (each is a match of its own: keeps a long ramble fast).
MAX_RESTARTS = 4
#: After a restart (but a decision: "let's ..."), an elimination or arrest needs this much (a template,
#: or evidence with a decisive cue): "it's not brazil, it's peru" is an opinion, "not russia,
#: eliminate belarus" an act.
RESTART_ACT = 87.0
SLOT_ACTS = ("eliminate", "guess")
#: The reason given with a proposal softened by hedges, read and asked back ("perhaps we ask the
#: religion": "The religion card?"): talk must never change the game, and a hedge may be talk.
HEDGED_PROPOSAL = "a hedged proposal (asked back)"
#: What a request closed by hedges may be, read whole and asked back (Matcher._match_rules)
HEDGED_ACTS = ("ask", "eliminate")
#: A card request said whole, then a remark to the table (English: asked back).
REQUEST_BEFORE_REMARK = "a request, then a remark (asked back)"
#: A card question said whole beside a remark of the speaker's own (English: asked back).
QUESTION_BESIDE_REMARK = "a question beside a remark (asked back)"
#: A correction of a hedged proposal ("maybe c two, no wait, b three", "i'd go c two no wait b three"):
#: the hedge holds for what replaces it, so it is asked back.
HEDGED_CORRECTION = "a hedged proposal corrected (asked back)"
#: The longest correction read so: the thing itself ("b three", "the gdp"), not a new request.
CORRECTION_WORDS = 3
#: A card question read while a yes or no is awaited (asked back: it would replace the question).
ASKED_WHILE_PENDING = "a card question while a yes or no is awaited (asked back)"
#: a name or card word misspelt by one letter ("베트낭 빼요"), read as the word and asked back
RESPELT = "a word read as the name it is one letter from (asked back)"
#: A destination said out or ruled out as a conclusion, with no act's verb ("so naija's out then").
CONCLUDED = "table talk (a conclusion drawn)"
#: ... or judged from what the spy answered ("it said coastline yes so bolivia's toast").
DEDUCED = "table talk (a place judged from the spy's answer)"
#: A card spoken of after what the spy itself said ("the spy said b for the capital so ..."): no question.
REASONED = "table talk (a card spoken of after the spy's answer)"
#: a question a player is told to ask the spy ("ask it the population"): offered, asked back
ASKED_THROUGH_PLAYER = "a question told to a player (asked back)"
#: Requests that change nothing in the game (a cancel with nothing pending cancels nothing): said
#: whole beside a remark about the players, they are still meant ("say that again, grandpa didn't hear").
CONVERSATION = frozenset({*REQUESTS, "cancel"})
#: A verb's negation right before a sentence started over negates what follows ("go b3 no don't | go b3"),
#: where a plain no ("eliminate kenya, no, nepal") or "not" ("not zambia, we're not | going with ...") corrects.
NEGATED_RESTARTS = frozenset({"dont"})
#: A lead-in followed by these stays ("tell us if it's a republic" is not "if it's a republic").
ASKING_WHETHER = frozenset({"if", "whether"})
#: Lead-ins kept before "say" and a name: "we'll say vietnam" names the table's guess, "say vietnam"
#: alone need not ("we'll say it's not peru" is read by the evidence, the lead-in stripped).
DECLARING_LEADS = frozenset({"i'll", "we'll", "i will", "we will", "we're going to", "i'm going to"})
SAID_CLAUSES = frozenset({"it's", "it", "he's", "she's", "he", "she", "that", "that's", "they're", "you're"})
#: Verbs after which an opening address word is the sentence's subject ("spy is in latvia"), kept.
SUBJECT_VERBS = frozenset({"is", "was", "has", "hides", "must"})
#: Words that make a proposal a request ("can we eliminate finland please").
POLITE_WORDS = frozenset({"please", "pls", "plz", "kindly"})
POLITE_WITH_YES = frozenset({"please", "thanks", "thank", "you"})


def game_commands_module(game: str) -> str:
    """Where a game's command classes live (importing registers them with command_from_json):
    the engine package named after the game ("destination-x" -> hideout.engine.destination_x)."""
    return f"hideout.engine.{game.replace('-', '_')}.commands"


def destinations_handbook(templates: TemplateSet) -> Any:
    """The handbook a matcher of ``templates`` reads destination names from by default, or None:
    a game without destinations (only those need it)."""
    if not any(slot_list.is_span for slot_list in templates.lists.values()):
        return None
    from hideout.data.handbook import load_handbook

    return load_handbook()


@dataclass(frozen=True)
class MatchContext:
    """What the matcher may know of the game state (see notes/CONTRACTS.md)."""

    game: str = "destination-x"
    lang: str = "en"
    table: tuple[str, ...] = ()           # destination ids face up (empty = any destination)
    playable_cards: tuple[str, ...] = ()  # cards the current detective may play (empty = any)
    awaiting_confirmation: bool = False   # yes/no is the expected answer
    awaiting_choice: bool = False         # "Niger or Nigeria?" was asked: a name or a no
    #: The loud-table mode's word ("spy"; grammar/address.py): empty, the mode is off. In the mode
    #: MatchResult.addressed says whether the utterance opened with it (what follows is matched).
    address_word: str = ""
    #: Typed (a keyboard line, `hideout parse`) or heard (a recogniser's reading: the voice loop,
    #: `hideout hear`; the default). Only typed acts get the learned talk check
    #: (grammar/reader.py ``SecondOpinion.check``): heard ones are judged by hideout.policy and the
    #: second ear, where the check asked back more right commands (notes/MEASUREMENTS.md).
    typed: bool = False
    #: Whole lines the game reads itself, beside the templates' commands (a physical table's
    #: "we're out of cards": the adapter's ``table_command``). The matcher ignores them; the
    #: one-phrase-per-command recognition grammar (grammar/canonical.py) holds them, as the
    #: recogniser can hear nothing else.
    table_lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class MatchResult:
    """The matcher's answer. ``command`` is None when nothing should happen; ``reason`` says why."""

    text: str
    command: Command | None
    score: float
    reason: str = ""
    alternatives: tuple[tuple[Command, float], ...] = ()
    ambiguous: bool = False
    #: Filler words in the transcript that the matched phrase does not contain ("uh", "okay",
    #: "please" outside "population please"). A grammar-restricted recogniser explains chatter
    #: with exactly these words, so a heard command carrying them deserves a question back.
    stray_fillers: int = 0
    #: A last resort: one card's topic said weakly in a question (grammar/evidence.py
    #: ``_last_resort``). The game asks it back ("The population card?"), typed or heard.
    tentative: bool = False
    #: In the address-word mode: whether the utterance opened with the word (None: mode off).
    #: ``command`` is what it would have been either way; hideout.policy ignores it unaddressed.
    addressed: bool | None = None
    #: With no ``command``: an elimination or arrest said without its destination ("eliminate",
    #: "we accuse"), on the table's first destination as the example of a question back
    #: (:meth:`Matcher.bare_act`). Filled in by the caller that asks (Matcher.with_bare_act).
    bare_act: Command | None = None

    def to_json(self) -> dict[str, Any]:
        """The ``hideout parse --json`` shape (``"addressed"`` only in the address-word mode)."""
        return {
            "text": self.text,
            "command": self.command.to_json() if self.command is not None else None,
            "score": round(self.score, 1),
            "alternatives": [{"command": c.to_json(), "score": round(s, 1)}
                             for c, s in self.alternatives],
            "reason": self.reason,
            "ambiguous": self.ambiguous,
            "stray_fillers": self.stray_fillers,
            "tentative": self.tentative,
            **({} if self.addressed is None else {"addressed": self.addressed}),
            **({} if self.bare_act is None else {"bare_act": self.bare_act.to_json()["type"]}),
        }


@dataclass(frozen=True)
class _Candidate:
    command_json: tuple[tuple[str, Any], ...]
    score: float
    phrase: str
    destinations: frozenset[str] = frozenset()
    #: Came from the evidence route, which applied its own blockers (grammar/evidence.py).
    checked: bool = False
    #: The evidence route's last-resort reading: to be asked back.
    tentative: bool = False


def destination_forms(handbook: Any, fields: tuple[str, ...] = ("name", "aliases"),
                      lang: str = "en") -> dict[str, tuple[str, ...]]:
    """Spoken form -> destination ids, from the handbook fields named in the templates, plus the
    handbook's ambiguous names for ``lang`` (``meta["ambiguous_aliases"]``: "congo", "korea").

    A form shared by several destinations keeps every id (the matcher then asks back).
    """
    forms: dict[str, list[str]] = {}

    def add(text: str, ident: str) -> None:
        spoken = name_spoken_form(text)
        if spoken and ident not in forms.setdefault(spoken, []):
            forms[spoken].append(ident)

    for dest in handbook:
        for field_name in fields:
            value = getattr(dest, field_name)
            for text in (value,) if isinstance(value, str) else value:
                add(text, dest.id)
    meta = getattr(handbook, "meta", {}) or {}
    for text, ids in (meta.get("ambiguous_aliases", {}).get(lang, {}) or {}).items():
        for ident in ids:
            if ident in handbook:
                add(text, ident)
    return {form: tuple(ids) for form, ids in forms.items()}


def _slot_value_words(tset: TemplateSet) -> dict[tuple[str, str], frozenset[str]]:
    """(small slot list, value) -> the words its forms are said with ("down": down, back, ...)."""
    return {(slot_list.name, str(value)): frozenset(w for form in forms for w in normalise(form).split())
            for slot_list in tset.lists.values() if not slot_list.is_span
            for value, forms in slot_list.values}


def _stray_words(words: list[str], phrase_words: list[str]) -> int:
    """How many of ``words`` sound like no word of ``phrase_words``."""
    stray = 0
    for word in words:
        if word in phrase_words:
            continue
        if not any(fuzz.ratio(word, p) >= _STRAY_RATIO or
                   (min(len(word), len(p)) >= 3 and fuzz.partial_ratio(word, p) >= _STRAY_PARTIAL)
                   for p in phrase_words):
            stray += 1
    return stray


def _phrase_index(phrases: list[ExpandedPhrase]) -> tuple[list[str], list[ExpandedPhrase]]:
    seen: dict[str, ExpandedPhrase] = {}
    for phrase in phrases:
        other = seen.setdefault(phrase.text, phrase)
        if other.command != phrase.command or other.span_field != phrase.span_field:
            raise ValueError(f"phrase {phrase.text!r} means both {dict(other.command)} "
                             f"and {dict(phrase.command)}")
    return list(seen), list(seen.values())


class Matcher:
    """Matches transcripts to commands for one game and language (see the module docstring)."""

    def __init__(self, game: str = "destination-x", lang: str = "en", handbook: Any = None,
                 templates: TemplateSet | None = None) -> None:
        self.game, self.lang = game, lang
        # set while bare_act reads an act with a name added (per thread: listeners match ahead)
        self._reading_bare_act = threading.local()
        importlib.import_module(game_commands_module(game))
        self.templates = templates or load_templates(game, lang)
        expanded = expand_all(self.templates)
        self._plain_texts, self._plain = _phrase_index([p for p in expanded if p.span_field is None])
        self._frame_texts, self._frames = _phrase_index([p for p in expanded if p.span_field])
        self._plain_lookup = {text: i for i, text in enumerate(self._plain_texts)}
        self._card_words = _distinctive_card_words(self.templates)
        self._slot_words = _slot_value_words(self.templates)
        self._frame_lookup = {text: i for i, text in enumerate(self._frame_texts)}
        span_lists = [sl for sl in self.templates.lists.values() if sl.is_span]
        self._forms: dict[str, tuple[str, ...]] = {}
        if span_lists:
            if handbook is None:
                handbook = destinations_handbook(self.templates)
            for slot_list in span_lists:
                if slot_list.source != DESTINATION_SOURCE:
                    raise ValueError(f"unknown list source {slot_list.source!r}")
                self._forms.update(destination_forms(handbook, slot_list.fields, lang))
                for ident, spellings in slot_list.values:  # extra spoken forms from the templates
                    for spelling in spellings:
                        ids = self._forms.setdefault(spelling, ())
                        self._forms[spelling] = ids if ident in ids else (*ids, ident)
        self.handbook = handbook
        self._form_texts = list(self._forms)
        self._max_span_words = max((len(f.split()) for f in self._forms), default=0)
        tset = self.templates
        self._strip_anywhere = set(tset.fillers)
        self._edges = sorted({*tset.edge_words, *tset.address, *tset.fillers},
                             key=lambda s: -len(s.split()))
        self._lead_ins = sorted(set(tset.lead_ins), key=lambda s: -len(s.split()))
        self._address = frozenset(tset.address)
        self._negations = set(tset.negations)
        #: said after an exclamation ("um what", "헐 뭐라고"), surprise rather than "say that again"
        self._surprise = frozenset(str(w) for w in (tset.evidence or {}).get("surprise") or ())
        #: a language's particles ("이", "에"): what is left of a word made of them says nothing
        self._particles = frozenset(str(w) for w in (tset.evidence or {}).get("particles") or ())
        # every word a template or name uses: what transcript words are split into (segment_words)
        self._known_words: frozenset[str] = frozenset(
            w for text in (*self._plain_texts, *self._frame_texts, *self._forms, *tset.fillers,
                           *tset.edge_words, *tset.address, *tset.lead_ins, *tset.blockers,
                           *tset.negations)
            for w in text.split() if w != SLOT_MARK) if tset.segment_words else frozenset()
        #: names and card words a misspelt word may be read as (:meth:`respelt`): the destinations'
        #: one-word names and the file's ``misspelt_targets``, for the languages typed in syllables
        self._misspelt_targets: tuple[str, ...] = tuple(sorted(
            {f for f in self._forms if " " not in f and len(f) >= 2}
            | {str(w) for w in (tset.evidence or {}).get("misspelt_targets") or ()})) if tset.segment_words else ()
        self._evidence: EvidenceRules | None = None
        if tset.evidence:
            self._evidence = EvidenceRules(tset.evidence, normalise)
            slot_forms: dict[str, tuple[str, ...]] = dict(self._forms)
            for slot_list in tset.lists.values():  # small slot lists named as the evidence slot
                if not slot_list.is_span and slot_list.name == tset.evidence.get("slot_list"):
                    for value, spellings in slot_list.values:
                        for spelling in spellings:
                            slot_forms[spelling] = (*slot_forms.get(spelling, ()), value)
            borrowed = tset.evidence.get("borrow")
            if borrowed:
                # English words said inside this language ("okay 캐나다 remove 해 주세요"): read
                # with that language's evidence, and its destination names as names
                self._evidence.borrow(load_templates(game, str(borrowed)).evidence or {})
                if handbook is not None:
                    for form, ids in destination_forms(handbook, ("name",), str(borrowed)).items():
                        if len(form) >= BORROWED_NAME_LETTERS:
                            slot_forms.setdefault(form, ids)
            self._evidence.add_slot_forms(slot_forms)
            spelled = [field for field in ("names_abroad", "former_names") if tset.evidence.get(field)]
            if handbook is not None and spelled:
                # other languages' names of the destinations ("alemania", "allemagne") and their former
                # names ("gold coast"), read as the English name in typed and transcribed commands;
                # never in a recogniser grammar
                self._evidence.add_spelled_names({name_spoken_form(other): name_spoken_form(dest.name)
                                                  for dest in handbook for field in spelled
                                                  for other in getattr(dest, field, ())})
            titles = tset.evidence.get("state_titles")
            if handbook is not None and titles:
                # "the kingdom of bhutan", "the republic of ghana": the destination, its title dropped
                self._evidence.add_state_titles([str(t) for t in titles],
                                                [name_spoken_form(dest.name) for dest in handbook], slot_forms)
            demonym_ones = tset.evidence.get("demonym_ones")
            if handbook is not None and demonym_ones:
                # "flip the canadian one": a destination named by its people, in typed and transcribed
                # commands; never in a recogniser grammar
                peoples = {name_spoken_form(people): name_spoken_form(dest.name)
                           for dest in handbook for people in getattr(dest, "demonyms", ())}
                peoples.update({str(k): str(v) for k, v in (demonym_ones.get("informal") or {}).items()})
                peoples.update({str(k): str(v) for k, v in (demonym_ones.get("plural") or {}).items()})
                self._evidence.add_named_ones(peoples, [str(d) for d in demonym_ones.get("determiners") or ()],
                                              [str(a) for a in demonym_ones.get("acted_on") or ()],
                                              [str(c) for c in demonym_ones.get("closings") or ()],
                                              [str(w) for w in demonym_ones.get("leaving") or ()],
                                              {str(k): str(v) for k, v in (demonym_ones.get("acted_only") or {}).items()})
            # continents and regions ("south america" is no "america"): places, never destinations
            self._evidence.add_place_forms(str(r) for r in tset.evidence.get("regions") or ())
            # capital cities, by the handbook field holding this language's names of them
            capital_field = {"capitals": "capital", "capitals_ko": "capital_ko"}.get(self._evidence.place_source or "")
            if capital_field and handbook is not None:
                self._evidence.add_place_forms(name_spoken_form(getattr(d, capital_field)) for d in handbook
                                               if getattr(d, capital_field, ""))
        #: a second opinion where the rules read nothing (None: turned off, or no weights ship)
        self.second_opinion: SecondOpinion | None = second_opinion(self)

    # ---- public ---------------------------------------------------------------------------------

    def match(self, text: str, context: MatchContext | None = None) -> MatchResult:
        """Best command for ``text`` in ``context`` (never raises for any input text)."""
        context = context or MatchContext(game=self.game, lang=self.lang)
        result = self._match_rules(text, context)
        reasoned = self._table_reasoning(result, text, context)
        if reasoned is not None:
            result = MatchResult(text, None, 0.0, reasoned)
        if result.command is None and self._misspelt_targets:
            corrected = self.respelt(text)
            if corrected is not None:  # "베트낭 빼요": the name typed by its sound, asked back
                again = self._match_rules(corrected, context)
                if again.command is not None and not again.ambiguous:
                    result = replace(again, text=text, tentative=True, reason=RESPELT)
        if self.second_opinion is not None and (result.command is None or result.tentative):
            # the rules read nothing or only guessed: the learned reader's guess (grammar/reader.py),
            # always asked back
            result = self.second_opinion.revise(result, context)
        elif self.second_opinion is not None:
            # the rules read a command: a typed act applied at once that the learned talk check
            # finds likely table talk is asked back (grammar/reader.py)
            result = self.second_opinion.check(result, context)
        if context.awaiting_confirmation and result.command is not None and not result.tentative \
                and result.command.to_json()["type"] == "ask":
            # a card question while a yes or no is awaited would replace the question and be asked at
            # once; said then, it is mostly the table thinking aloud ("what was the population again")
            result = replace(result, tentative=True, reason=ASKED_WHILE_PENDING)
        return result

    def respelt(self, text: str) -> str | None:
        """``text`` with each unknown word one letter from a single name or card word
        (``misspelt_targets``, grammar/hangul.py :func:`one_letter_apart`) spelt as that word, a
        particle or ending after it kept ("잉구가" -> "인구가", "꽁화국이에요" -> "공화국이에요"); None when
        nothing changes."""
        words, changed = normalise(text).split(), False
        for k, word in enumerate(words):
            if word in self._known_words:
                continue
            for cut in range(len(word), 1, -1):
                stem, particle = word[:cut], word[cut:]
                if particle and particle not in self._particles and particle not in self._known_words:
                    continue
                near = [t for t in self._misspelt_targets if one_letter_apart(stem, t)]
                if len(near) > 1 and len({self._forms.get(t) for t in near}) == 1 and near[0] in self._forms:
                    near = near[:1]  # "까자흐스탄": near two spellings of one destination (카자흐스탄, 까자흐스딴)
                if len(near) == 1:
                    words[k], changed = near[0] + particle, True
                    break
        return " ".join(words) if changed else None

    def _match_rules(self, text: str, context: MatchContext) -> MatchResult:
        """The rules' reading: templates, evidence and restarts."""
        if context.address_word:
            # the mode's word is stripped before matching; the command is read either way, so the
            # session can teach the mode when a command came without it
            rest = self.after_address(text, context.address_word)
            plain = replace(context, address_word="")
            if rest is None:
                return replace(self._match_rules(text, plain), addressed=False)
            # the closing mark stays: a question mark is evidence ("they have a king there?")
            closing = text.rstrip()[-1:] if text.rstrip()[-1:] in ("?", "!", ".") else ""
            return replace(self._match_rules(" ".join(rest) + closing, plain), text=text, addressed=True)
        normalised = normalise(text)
        words = normalised.split()
        if self._evidence is not None and text.rstrip().endswith("?"):
            questions = [said for said in map(normalise, text.split("?")) if said]
            if questions and all(self._evidence.yes_asked_back(said) for said in questions):
                # "네?" confirms nothing, nor does a yes asked back twice ("Yeah? Yeah?", Whisper's writing of an "eh")
                return MatchResult(text, None, 0.0, "a yes asked back (pardon?)")
        # read as said, before the rewrites fold a wait said twice into one ("잠깐 잠깐" -> "잠깐", a no)
        if context.awaiting_confirmation and self._evidence is not None:
            sounds = frozenset(self._strip_anywhere)
            still_deciding = self._evidence.asks_for_time(normalised, sounds)
            if still_deciding is not None:
                return MatchResult(text, None, 0.0, still_deciding)  # "uh, hold on", "어 잠깐만"
            after_wait = self._evidence.after_opening_wait(normalised, sounds)
            if after_wait is not None and not self._negation_words(after_wait.split()) \
                    and self._match_rules(after_wait, context).command is None:
                return MatchResult(text, None, 0.0, HESITANT_WAIT)  # "wait a second | let me chew on that"
        if self._evidence is not None and self._evidence.rewrites_anything:
            said = self._evidence.rewrite(normalised)
            if self._evidence.spaced:
                said_core = " ".join(self.core_words(text))
                opening = normalised[:-len(said_core)].split() if normalised.endswith(" " + said_core) else []
                if said == normalised and opening \
                        and all(self._evidence.units_key(w) in self._evidence.interjections for w in opening):
                    # a rewrite of the sentence's shape, opened by an interjection ("yo, it got a shoreline or nah")
                    core_said = self._evidence.rewrite(said_core)
                    said = core_said if core_said != said_core else normalised
                if said_core in self._plain_lookup:
                    said = normalised  # a template said word for word needs no rewrite ("como vamos": "how vamos")
            if said != normalised:
                rewritten = self._match_rules(said, context)
                # a listed yes or no the rewrites turned into other words ("혀" -> "해") is read as listed
                if rewritten.command is not None or not self._evidence.listed_answer(normalised):
                    return replace(rewritten, text=text)
        if self._evidence is not None and self._evidence.planned_later(words) \
                and not (context.awaiting_confirmation and self._evidence.opens_with_no(normalised)):
            # "no, next time" still answers the question pending
            return MatchResult(text, None, 0.0, "table talk (a plan for later)")
        if self._evidence is not None and self._evidence.reports_answer(words) \
                and not (context.awaiting_confirmation and self._evidence.opens_with_no(normalised)):
            return MatchResult(text, None, 0.0, ANSWER_RECALLED)
        result = self._match_whole(text, context)
        if result.command is not None or self._evidence is None or result.reason in (FIGURE_FIRST, CARD_READ_OUT, FIGURE_HEARD):
            return result
        # a sentence started over ("is french, no wait, spanish ...", "not russia, eliminate
        # belarus", "should we ... no, let's ask the population"): the last restart is what is meant
        for cut, said_then in self._evidence.restarts(words)[:MAX_RESTARTS]:
            if cut > 0 and (words[cut - 1] in NEGATED_RESTARTS or words[cut - 1].endswith("n't")):
                continue  # "go b three no don't | go b three": the act said again under a negation, no restart
            tails: list[tuple[list[str], Restart]] = [(words[cut:], said_then)]
            corrected = self._evidence.substitute(words, cut)  # "eliminate kenya, no, nepal"
            if corrected is not None:
                tails.insert(0, (corrected, said_then))
            card_corrected = self._evidence.substitute_card(words, cut)  # "does the atlantic, no, the pacific touch it"
            if card_corrected is not None:
                tails.insert(0, (card_corrected, said_then))
            carried = self._evidence.carry(words, cut)  # "we think it's india | arrest": decided
            if carried is not None:
                tails.insert(0, (carried, "decided"))
            for tail_words, follows in tails:
                if follows == "because" or " ".join(tail_words) in self._surprise:
                    continue  # after a reason only a carried act counts (EvidenceRules.carry); "... so | what" shrugs
                tail = self._match_whole(" ".join(tail_words), context)
                kind = tail.command.to_json()["type"] if tail.command is not None else None
                if tail.command is None or tail.ambiguous or kind in ANSWER_TYPES or tail.tentative:
                    continue  # a guess at a card is no decision: only the whole utterance may propose one
                if kind in SLOT_ACTS and (follows == "reasoning" or (follows == "opinion" and tail.score < RESTART_ACT
                                                                     and not self._evidence.acts_outright(tail_words))):
                    continue  # "it's not brazil, it's peru": talk about a name, not an arrest ("... no, get rid of peru" is one)
                if kind == "ask" and tail_words == words[cut:] and self._evidence.goes_on_about_named(
                        words, cut, tail.command.to_json()["card"]):
                    continue  # "몽골 돈 투그릭이에요 | 달러 아니에요": still about the place named, not the hideout
                if follows == "opinion" and kind not in SLOT_ACTS and len(tail_words) <= CORRECTION_WORDS \
                        and self._opens_hedged(words[:cut]):
                    return replace(tail, text=text, tentative=True, reason=HEDGED_CORRECTION)
                return replace(tail, text=text)
        told_apart = self._evidence.told_apart(words)
        if told_apart is not None:  # "eliminate the dominican republic | not dominica |": the one meant
            meant = self._match_rules(" ".join(told_apart), context)
            if meant.command is not None:
                return replace(meant, text=text)
        for cut in self._evidence.repeated_name_cuts(words)[:MAX_RESTARTS]:
            # "she's in iceland | we're saying iceland": one act said twice, in two ways
            head, kind = self._sure_head(words, cut, context)
            if kind in SLOT_ACTS:
                again = self._match_rules(" ".join(self.core_words(" ".join(words[cut:]))), context)
                if again.command == head.command and not again.ambiguous and not again.tentative:
                    return replace(head, text=text)
        for cut in self._evidence.additions(words)[:MAX_RESTARTS]:  # "one more time spy | the lads were shouting"
            head, kind = self._sure_head(words, cut, context)
            if kind is not None and kind not in ANSWER_TYPES and self._evidence.said_whole(words[:cut], kind):
                return replace(head, text=text)
        for cut in self._evidence.contrast_after(words)[:MAX_RESTARTS]:  # "the system one | not the choice one"
            head, kind = self._sure_head(words, cut, context)
            if kind == "ask":
                return replace(head, text=text)
        for cut, named_again in self._evidence.restated_after(words)[:MAX_RESTARTS]:  # "... | you know the gdp"
            head, kind = self._sure_head(words, cut, context)
            if kind == "ask" and head.command is not None:
                if self._match_whole(" ".join(named_again), context).command == head.command:
                    return replace(head, text=text)
        for cut in self._evidence.absence_after(words)[:MAX_RESTARTS]:  # "bin peru | we don't reckon you're there"
            head, kind = self._sure_head(words, cut, context)
            if kind == "eliminate" and self._evidence.said_whole(words[:cut], "eliminate"):
                return replace(head, text=text)
        hedged_at = self._evidence.hedge_after_request(words)
        if hedged_at is not None:  # "통화 첫 글자 카드 쓸게요 | 아마도": the request, then an unsure afterthought
            head, kind = self._sure_head(words, hedged_at, context)
            if kind is not None and kind not in ANSWER_TYPES:
                return replace(head, text=text)
        for cut in self._evidence.request_before_remark(words)[:MAX_RESTARTS]:
            # "면적 카드 낼게요 | 아 진짜 이거밖에 없네": the request said whole, then a remark to the table
            head, kind = self._sure_head(words, cut, context)
            if kind == "ask":
                tail = self._match_whole(" ".join(words[cut:]), context)
                if tail.command is None or tail.command == head.command:
                    if self._evidence.spaced:  # asked back in English, where the rule is new and its remarks less set
                        return replace(head, text=text, tentative=True, reason=REQUEST_BEFORE_REMARK)
                    return replace(head, text=text)
        for cut in self._evidence.remarks_after_question(words)[:MAX_RESTARTS]:
            # "how tall's the biggest mountain | do i need chains or what": the question said whole, asked back
            head, kind = self._sure_head(words, cut, context)
            if kind == "ask" and self._evidence.said_whole(words[:cut], "ask"):
                return replace(head, text=text, tentative=True, reason=QUESTION_BESIDE_REMARK)
        reason_at = self._evidence.act_before_reason(words)
        if reason_at is not None:  # "코소보 빼요 | 코소보는 바다도 없잖아": the act, then why
            head, kind = self._sure_head(words, reason_at, context)
            if kind in SLOT_ACTS:
                return replace(head, text=text)
        remark_at = self._evidence.question_before_remark(words)
        if remark_at is not None:  # "이 나라 차 어느 쪽으로 가요 | 스리랑카는 왼쪽": the question, then a remark
            head, kind = self._sure_head(words, remark_at, context)
            if kind == "ask":
                return replace(head, text=text)
        inside = self._evidence.remark_inside(words)
        if inside is not None:  # "바다 있어요 없어요 | 카자흐스탄은 없어요 | 진짜 바다": the question, around a remark
            asked = self._match_whole(" ".join(words[:inside[0]] + words[inside[1]:]), context)
            if asked.command is not None and asked.command.to_json()["type"] == "ask" and not asked.ambiguous \
                    and not asked.tentative:
                return replace(asked, text=text)
        for cut in self._evidence.why_asked_after(words)[:MAX_RESTARTS]:  # "what do they farm | because if ..."
            head, kind = self._sure_head(words, cut, context)
            if kind == "ask":
                return replace(head, text=text)
        for cut in self._evidence.why_acted_after(words)[:MAX_RESTARTS]:  # "bin norway | it's got a coast ..."
            head, kind = self._sure_head(words, cut, context)
            if kind in SLOT_ACTS and self._evidence.acts_outright(words[:cut]):
                return replace(head, text=text)
        if not context.awaiting_confirmation:
            for request, aside in self._evidence.asides_of_requests(words):
                # "i was on my phone | say that again", "cancel that | it was a mistake": a request of the
                # conversation said whole beside why, which only speaks of the players (no card, no name);
                # the aside is checked first, as any request's would be, before the costlier whole match
                if not self._evidence.aside(aside, "cancel"):
                    continue
                asked = self._match_whole(" ".join(request), context)
                kind = asked.command.to_json()["type"] if asked.command is not None else None
                whole = self._evidence.said_whole(request, kind) if kind in REQUESTS else kind == "cancel" \
                    and self._evidence.only_no(normalise(" ".join(request))) and self._evidence.withdraws(request)
                if kind in CONVERSATION and not asked.ambiguous and not asked.tentative and whole \
                        and self._evidence.aside(aside, kind):
                    return replace(asked, text=text)
        core = self.core_words(" ".join(words))
        proposed = None if context.awaiting_confirmation else self._evidence.hedged_proposal(core)
        if proposed is not None:  # "i mean we could maybe | ask the coast one": asked back, never done at once
            decided = self._match_whole(" ".join(proposed), context)
            kind = decided.command.to_json()["type"] if decided.command is not None else None
            if kind is not None and kind not in ANSWER_TYPES and kind not in REQUESTS and not decided.ambiguous \
                    and (kind == "ask" or not self._evidence.proposes_asking_only(core)):
                return replace(decided, text=text, tentative=True, reason=HEDGED_PROPOSAL)
            if kind is None:
                # "maybe we could ask what they sell abroad | that might narrow it": the question proposed, then why
                for cut in self._evidence.why_asked_after(proposed)[:MAX_RESTARTS]:
                    reasoned, reasoned_kind = self._sure_head(proposed, cut, context)
                    if reasoned_kind == "ask":
                        return replace(reasoned, text=text, tentative=True, reason=HEDGED_PROPOSAL)
        unhedged = None if context.awaiting_confirmation or proposed is not None else self._evidence.closed_by_hedges(core)
        if unhedged is not None:
            # "the per capita money one | maybe", "mexico can go | i guess": a question or an elimination
            # sure on its own, asked back (an arrest so hedged is a hunch, and stays talk)
            unhedged_ask = self._match_whole(" ".join(unhedged), context)
            if unhedged_ask.command is not None and unhedged_ask.command.to_json()["type"] in HEDGED_ACTS \
                    and not unhedged_ask.ambiguous and not unhedged_ask.tentative:
                return replace(unhedged_ask, text=text, tentative=True, reason=HEDGED_PROPOSAL)
        told = None if context.awaiting_confirmation else self._evidence.asked_through_player(normalise(text), core)
        if told is not None:  # "uncle, ask it how many people live there": the question, asked back
            offered = self._match_rules(told, context)  # shorter than what was said: no loop
            if offered.command is not None and offered.command.to_json()["type"] == "ask" and not offered.ambiguous:
                return replace(offered, text=text, tentative=True, reason=ASKED_THROUGH_PLAYER)
        repaired = self._evidence.without_mid_repair(words)
        if repaired is not None:  # "is it by the atlantic sorry | i mean | is it touching"
            meant = self._match_rules(" ".join(repaired), context)
            if meant.command is not None and not meant.tentative and not meant.ambiguous:
                return replace(meant, text=text)
        kept = self._evidence.without_rejected_variant(words)
        if kept is not None:  # "the government one | not the choice one | the open one": the card asked
            meant = self._match_rules(" ".join(kept), context)
            if meant.command is not None and meant.command.to_json()["type"] == "ask" \
                    and not meant.tentative and not meant.ambiguous:
                return replace(meant, text=text)
        return result

    def _table_reasoning(self, result: MatchResult, text: str, context: MatchContext) -> str | None:
        """Why a command read with nothing pending is the table reasoning aloud instead, or None: an act on a
        place said as a conclusion ("so naija's out then") or as judged from the spy's answer ("it said
        coastline yes so bolivia's toast"), a card spoken of after what the spy itself said ("the spy said b
        for the capital so ...")."""
        if result.command is None or context.awaiting_confirmation or self._evidence is None:
            return None
        kind, words = result.command.to_json()["type"], normalise(text).split()
        if kind in SLOT_ACTS and self._evidence.concluded(words):
            return CONCLUDED
        if kind in SLOT_ACTS and self._evidence.deduced_from_answer(words):
            return DEDUCED
        if kind == "ask" and self._evidence.spy_answer_reported(words):
            return REASONED
        return None

    def _opens_hedged(self, words: list[str]) -> bool:
        """Whether ``words`` open with a hedge of a proposal ("maybe", "i'd", "i think"), fillers before it skipped."""
        return self._evidence is not None and self._evidence.opens_with_hedge(self.core_words(" ".join(words)))

    def _sure_head(self, words: list[str], cut: int, context: MatchContext) -> tuple[MatchResult, str | None]:
        """The words before ``cut`` matched whole, and the type of their command when it is a sure
        one (neither ambiguous nor tentative; None otherwise): the head a split utterance keeps."""
        head = self._match_whole(" ".join(words[:cut]), context)
        sure = head.command is not None and not head.ambiguous and not head.tentative
        return head, head.command.to_json()["type"] if sure and head.command is not None else None

    def _match_whole(self, text: str, context: MatchContext) -> MatchResult:
        if context.awaiting_confirmation and self._evidence is not None \
                and self._evidence.closes_on_denied_act(normalise(text)):
            # "맞아 걔 아니야 빼": the place denied, then the act's verb: a yes
            return MatchResult(text, command_from_json({"type": "confirm"}, self.game), 90.0)
        result = self._match_words(text, context)
        if result.command is None and not context.awaiting_confirmation and self._evidence is not None \
                and self._evidence.only_no(normalise(text)):
            # "no no, cancel that" with nothing pending: made only of no words, the plain no words
            # before a cancel do not negate it ("don't take that back" still does)
            heard = normalise(text).split()
            for start in range(1, len(heard)):
                if heard[start] in self._negations:
                    continue
                # plain no words withdraw ("no no | cancel that"), and so does another withdrawal said
                # first ("never mind | undo that", "stop | cancel please"); a negation ending it
                # governs what follows ("don't | take that back")
                if not (self._evidence.withdrawing_nos(heard[:start])
                        or (self._evidence.only_no(" ".join(heard[:start]))
                            and not self._negation_words(heard[start - 1:start]))):
                    continue
                tail = self._match_words(" ".join(heard[start:]), context)
                if tail.command is not None and tail.command.to_json()["type"] == "cancel":
                    return replace(tail, text=text)
        if result.command is None and context.awaiting_confirmation and self._evidence is not None:
            # a listed yes or no said whole, fillers and all: "please do", and "uh huh", "mm hmm"
            # (made only of hesitation sounds, yet a yes)
            said = normalise(text)
            answer = self._evidence.whole_answer(said)
            if answer is None and self._evidence.closes_on_yes(said):
                answer = "confirm"  # "da yes": the yes closing it is the answer
            if answer is None and self._evidence.closes_on_no(said):
                answer = "cancel"  # "hold your horses, don't do that": the refusal closing it
            if answer is not None:
                sounds_only = all(w in self._strip_anywhere for w in said.split())
                return MatchResult(text, command_from_json({"type": answer}, self.game), 90.0,
                                   SOUND_ANSWER if sounds_only else "")
            if self._evidence.refuses_act(said.split(), frozenset(self._strip_anywhere)):
                # "nope don't flip it": the act's own words refused
                return MatchResult(text, command_from_json({"type": "cancel"}, self.game), 90.0)
            answered = self._evidence.without_absence_reason(said)
            if answered is not None:
                # "yes please | it's not there": the yes, with the reason the spy is not there beside it
                alone = self._match_whole(answered, context)
                if alone.command is not None and alone.command.to_json()["type"] == "confirm":
                    return replace(alone, text=text)
        return result

    def _match_words(self, text: str, context: MatchContext) -> MatchResult:
        if all(w in self._strip_anywhere for w in normalise(text).split()):
            return MatchResult(text, None, 0.0, "no command heard")  # "er", "hmm", "haha": nothing said
        words = self.core_words(text)
        if not words or all(w in self._particles for w in words):
            # "이이에" (Japanese "no") split into "이 이": particles alone sound like "넓이 이", yet say nothing
            return MatchResult(text, None, 0.0, "no command heard")
        heard = normalise(text).split()
        if " ".join(words) in self._surprise and len(heard) > 1 and all(w in self._strip_anywhere for w in heard[:-1]):
            return MatchResult(text, None, 0.0, "no command heard")  # "um what", "헐 뭐라고": surprise, not "say again"
        lead = heard[:len(heard) - len(words)]
        if lead and all(w in self._strip_anywhere for w in lead) and any(
                " ".join(words) == " ".join([s] * times) for s in self._surprise for times in (2, 3)):
            return MatchResult(text, None, 0.0, "no command heard")  # "uh what what": the same, said twice
        core = " ".join(words)
        raw = self._candidates(words, core)
        evidence = self._evidence_result(text, words, context)
        if evidence is not None and evidence.command is not None:
            # a sound-alike template the words give no evidence for ("is there a seaside" ~ "is
            # there a president") yields to the evidence (a last-resort reading is no evidence)
            said_for = tuple(sorted(evidence.command.items()))
            raw = [c if c.score >= 100.0 or c.command_json == said_for or evidence.tentative else
                   replace(c, score=c.score - EVIDENCE_DISAGREES) for c in raw]
            raw.append(_Candidate(tuple(sorted(evidence.command.items())), evidence.score, core,
                                  evidence.destinations, checked=True, tentative=evidence.tentative))
        if evidence is not None and evidence.blocked:
            # a blocker the evidence route saw ("that was the gdp card"): only a close template stays
            raw = [c for c in raw if c.score >= BLOCKED_TEMPLATE_KEEP]
        if evidence is not None and evidence.reason.startswith(TALK_ABOUT_NAMES):
            # a card question about a named place is talk about it; only a template said word for
            # word overrules that
            raw = [c for c in raw if c.score >= 100.0 or c.checked]
        adjusted = [self._adjust(c, context) for c in raw]
        adjusted.sort(key=lambda c: -c.score)
        best_raw = adjusted[0] if adjusted else None
        negated = self._negation_words(words)
        # best unblocked candidate per command, best first (enough for the answer + alternatives)
        kept: list[_Candidate] = []
        seen: set[tuple[tuple[str, Any], ...]] = set()
        for cand in adjusted:
            if cand.command_json in seen or (not cand.checked and self._block_reason(cand, words, negated) is not None):
                continue
            seen.add(cand.command_json)
            kept.append(cand)
            if len(kept) == 4:
                break
        alternatives = tuple((self._command(c), c.score) for c in kept[1:4])
        if not kept or kept[0].score < ACCEPT:
            blocked = self._block_reason(best_raw, words, negated) if best_raw is not None else None
            if blocked and best_raw is not None and best_raw.score >= BLOCKED_REPORT:
                return MatchResult(text, None, best_raw.score, blocked,
                                   tuple((self._command(c), c.score) for c in kept[:3]))
            score = kept[0].score if kept else 0.0
            why = evidence.reason if evidence is not None and evidence.reason.startswith("table talk") else ""
            return MatchResult(text, None, score, why or "no command heard",
                               tuple((self._command(c), c.score) for c in kept[:3]))
        best = kept[0]
        if best.score < 100.0 and not best.checked and dict(best.command_json).get("type") in REQUESTS \
                and self.bare_act(text, context) is not None:
            # "we arrest" sounds like "we are lost": an act said without its destination is no request
            return MatchResult(text, None, best.score, "no command heard",
                               tuple((self._command(c), c.score) for c in kept[:3]))
        ambiguous = len(kept) > 1 and kept[1].score >= max(ACCEPT, best.score - AMBIGUOUS_MARGIN)
        reason = AMBIGUOUS if ambiguous else ""
        phrase_words = set(best.phrase.split())
        if dict(best.command_json).get("type") == "confirm":
            phrase_words |= POLITE_WITH_YES  # "yes please" is how people say yes
        stray = sum(1 for w in normalise(text).split() if w in self._garbage and w not in phrase_words)
        if best.tentative:
            reason = reason or GUESS_AT_CARD
        return MatchResult(text, self._command(best), best.score, reason, alternatives, ambiguous, stray,
                           best.tentative)

    @property
    def _garbage(self) -> frozenset[str]:
        """The recognition grammar's filler vocabulary (what it may put around a command)."""
        return frozenset(w for item in self.templates.garbage for w in item.split())

    def hedged(self, text: str) -> bool:
        """Whether ``text`` holds one of this language's hedges ("it seems like france")."""
        return self._evidence is not None and self._evidence.hedged(normalise(text))

    def core_words(self, text: str) -> list[str]:
        """The words that carry the command: fillers, edge words, address and lead-ins removed.

        If that removes everything ("okay", "right"), the normalised words are kept instead.
        """
        words = normalise(text).split()
        if self._known_words:
            words = [piece for word in words for piece in segment_word(word, self._known_words)]
        core = [w for w in words if w not in self._strip_anywhere]
        if " ".join(core) in self._plain_lookup:
            return core  # a phrase said whole keeps its edge words ("left or right")
        changed = True
        while changed and core:
            changed = False
            for edge in self._edges:
                n = len(edge.split())
                if " ".join(core[:n]) == edge and len(core) > n and not (edge in self._address and core[n] in SUBJECT_VERBS):
                    core, changed = core[n:], True
                    break
                if " ".join(core[-n:]) == edge and len(core) > n:
                    core, changed = core[:-n], True
                    break
            if not changed:
                for lead in self._lead_ins:
                    n = len(lead.split())
                    if " ".join(core[:n]) == lead and len(core) > n and core[n] not in ASKING_WHETHER \
                            and not (core[n] == "say" and lead in DECLARING_LEADS
                                     and core[n + 1:n + 2] and core[n + 1] not in SAID_CLAUSES):
                        core, changed = core[n:], True
                        break
        return core or words

    def bare_act(self, text: str, context: MatchContext, at_least: float = RESTART_ACT) -> Command | None:
        """``text`` as an elimination or arrest that names no destination ("eliminate", "we
        accuse", "체포해"): that act on the table's first destination (any destination when the
        table is open), the example of a question back; None when ``text`` is no such act. Read
        by the rules themselves: the act with that destination's name added reads as that act,
        surely (from ``at_least``; :data:`RESTART_ACT`: a template, or evidence with a decisive
        cue), so the act is the whole utterance ("should we eliminate" and "i wouldn't arrest
        yet" are none)."""
        if self.destinations_in(text) or getattr(self._reading_bare_act, "on", False):
            # not inside another bare act's reading: "tanzania | will you tell us that again"
            # restarts after the added name, and its request would be read as a bare act again,
            # for ever ("thanks hmm will you tell us that again well" ended in a RecursionError)
            return None
        self._reading_bare_act.on = True
        try:
            return self._bare_act(text, context, at_least)
        finally:
            self._reading_bare_act.on = False

    def _bare_act(self, text: str, context: MatchContext, at_least: float) -> Command | None:
        if self._evidence is not None and self._evidence.rewrites_anything:
            text = self._evidence.rewrite(normalise(text))   # read as said ("the rest": "arrest") before the name
        ident = context.table[0] if context.table else next(iter(self._forms.values()), ("",))[0]
        name = next((form for form, ids in self._forms.items() if ids == (ident,)), None)
        if name is None:   # no destinations in this game (the duel)
            return None
        for said in (f"{text} {name}", f"{name} {text}"):   # English names it after, Korean before
            result = self._match_rules(said, context)
            command = result.command
            if command is not None and command.to_json()["type"] in SLOT_ACTS \
                    and getattr(command, "destination", None) == ident and result.score >= at_least:
                return command
        return None

    def with_bare_act(self, result: MatchResult, context: MatchContext, at_least: float = RESTART_ACT) -> MatchResult:
        """``result`` with its :attr:`MatchResult.bare_act` read (:meth:`bare_act`) when it has
        no command."""
        if result.command is not None or result.bare_act is not None:
            return result
        return replace(result, bare_act=self.bare_act(result.text, context, at_least))

    def after_address(self, text: str, word: str) -> list[str] | None:
        """The words of ``text`` after the address word ``word`` when it opens with it (after
        fillers: "um spy, ..."), else None (grammar/address.py)."""
        from hideout.grammar.address import after_address

        words = normalise(text).split()
        if self._known_words:
            known = self._known_words | set(normalise(word).split())   # the address word is known too
            words = [piece for w in words for piece in segment_word(w, known)]
        return after_address(words, self.templates, word)

    def destinations_in(self, text: str, min_score: float = 88.0) -> list[tuple[str, ...]]:
        """The destination names said in ``text``, in order ("france peru and japan" ->
        [("FRA",), ("PER",), ("JPN",)]); an ambiguous name ("congo") gives several ids.

        Used where names come alone, as when a table tells the spy which destination cards it
        dealt. Overlapping spans go to the best-sounding name; below ``min_score`` a span is
        no name.
        """
        words = normalise(text).split()
        if self._known_words:
            words = [piece for word in words for piece in segment_word(word, self._known_words)]
        found = []
        for start, end, row in self._scored_grams(words, min_score):
            best = int(numpy.argmax(row))
            if row[best] > 0:
                # longer spans win ties: "south sudan" over "sudan"
                found.append((float(row[best]) + 0.01 * (end - start), start, end, self._forms[self._form_texts[best]]))
        taken: set[int] = set()
        chosen = []
        for score, start, end, ids in sorted(found, key=lambda f: -f[0]):
            if taken.isdisjoint(range(start, end)):
                taken.update(range(start, end))
                chosen.append((start, ids))
        return [ids for _, ids in sorted(chosen)]


    def cards_sounding_like(self, text: str, cards: tuple[str, ...]) -> tuple[str, ...]:
        """Among ``cards``, those ``text`` sounds like: a word of it within SOUNDS_LIKE_WORD of a
        word only that card's spoken names hold (the templates' card lists: "gdp per capita" has
        "capita", and "the capital letter" says "capital"), closest first.

        What a refused card was said with may have been another card misheard ("gdp per capita"
        heard as the capital letter card, already played): the game asks whether that one was
        meant. Words several cards share ("letter", "first", "ocean") tell nothing and are left out.
        """
        heard = [w for w in self.core_words(text) if _carries_sound(w)]
        scored = []
        for card in cards:
            closeness = max((fuzz.ratio(said, word) for said in heard for word in self._card_words.get(card, ())),
                            default=0.0)
            if closeness >= SOUNDS_LIKE_WORD:
                scored.append((-closeness, card))
        return tuple(card for _, card in sorted(scored))

    def _slot_values_heard(self, words: list[str], phrase: ExpandedPhrase) -> bool:
        """Whether a phrase matched by sound alone heard what its slots say: a slot's value is the
        command's point, so one of its words must be said or nearly for the phrase to be acted on
        ("down" for "down", not "on": "let's move on" is no step down)."""
        command = dict(phrase.command)
        for field_name, list_name in self.templates.intents[phrase.intent_index].slots.items():
            said = self._slot_words.get((list_name, str(command.get(field_name))))
            if said and not any(w in said or any(fuzz.ratio(w, s) >= SLOT_WORD_RATIO for s in said)
                                for w in words):
                return False
        return True

    @property
    def destination_forms(self) -> dict[str, tuple[str, ...]]:
        """Spoken destination names and aliases -> ids."""
        return dict(self._forms)

    # ---- candidates -----------------------------------------------------------------------------

    def _candidates(self, words: list[str], core: str) -> list[_Candidate]:
        found: list[_Candidate] = []
        exact = self._plain_lookup.get(core)
        if exact is not None:
            found.append(_Candidate(self._plain[exact].command, 100.0, core))
        else:
            for text, score, index in process.extract(core, self._plain_texts, scorer=fuzz.ratio,
                                                      limit=6, score_cutoff=CANDIDATE_CUTOFF):
                plain = self._plain[index].command
                if dict(plain).get("type") in ANSWER_TYPES:
                    # a yes or no is never guessed from a sound-alike ("yay" ~ "yea", "wait what" ~
                    # "wait wait"): an exact phrase or the evidence's yes/no words only
                    continue
                score -= STRAY_WORD_PENALTY * _stray_words(words, text.split())
                # a slot's value not heard: asked back ("Down one?"), never acted on
                found.append(_Candidate(plain, score, text,
                                        tentative=not self._slot_values_heard(words, self._plain[index])))
        spans = self._destination_spans(words)
        named = self._named_destinations(spans)
        for start, end, matches in spans:
            frame = " ".join([*words[:start], SLOT_MARK, *words[end:]])
            hit = self._frame_lookup.get(frame)
            frame_hits = ([(frame, 100.0, hit)] if hit is not None else
                          process.extract(frame, self._frame_texts, scorer=fuzz.ratio, limit=4,
                                          score_cutoff=CANDIDATE_CUTOFF))
            frame_words = [*words[:start], *words[end:]]
            for text, frame_score, index in frame_hits:
                if frame_score < 100.0:
                    frame_score -= STRAY_WORD_PENALTY * _stray_words(frame_words, text.split())
                phrase = self._frames[index]
                if phrase.span_field is None:  # frames always have one; keeps mypy sure
                    continue
                for _form, ids, name_score in matches:
                    for ident in ids:
                        command = dict(phrase.command)
                        command[phrase.span_field] = ident
                        found.append(_Candidate(tuple(sorted(command.items())),
                                                frame_score * name_score / 100.0, text, named))
        return found

    def _evidence_result(self, text: str, words: list[str], context: MatchContext) -> EvidenceResult | None:
        if self._evidence is None:
            return None
        fuzzy: list[tuple[int, int, tuple[str, ...], float]] = []
        if self._evidence.spaced and self._forms:
            for start, end, matches in self._destination_spans(words):
                fuzzy.extend((start, end, ids, score) for _form, ids, score in matches
                             if score >= EVIDENCE_FUZZY_NAME)
        heard = normalise(text).split()
        said = [w for w in heard if w not in self._strip_anywhere]
        polite = any(w in POLITE_WORDS for w in heard)
        asked = text.rstrip().endswith("?")  # "they have a king there?": a question in statement order
        return self._evidence.match(words, said, context.table, context.playable_cards,
                                    context.awaiting_confirmation, fuzzy, polite, asked)

    @staticmethod
    def _named_destinations(spans: list[tuple[int, int, list[tuple[str, tuple[str, ...], float]]]]) -> frozenset[str]:
        """Destinations named exactly, ignoring names inside longer names ("guinea" in
        "guinea bissau")."""
        exact = [(i, j, m[0][1]) for i, j, m in spans if m[0][2] == 100.0]
        named: set[str] = set()
        for i, j, ids in exact:
            if not any(a <= i and j <= b and (a, b) != (i, j) for a, b, _ in exact):
                named.update(ids[:1])
        return frozenset(named)

    def _destination_spans(self, words: list[str]) -> list[tuple[int, int, list[tuple[str, tuple[str, ...], float]]]]:
        """Word spans that sound like destination names: (start, end, [(form, ids, score)]).

        An exact name keeps its near neighbours too, so a name on the table can still win a close
        call.
        """
        def worth_trying(gram: str) -> bool:
            return SLOT_MARK not in gram and (len(gram) >= 3 or gram in self._forms)

        spans = []
        for start, end, row in self._scored_grams(words, SPAN_CUTOFF, worth_trying):
            top = numpy.argsort(row)[::-1][:3]
            matches = [(self._form_texts[i], self._forms[self._form_texts[i]], float(row[i]))
                       for i in top if row[i] > 0]
            if matches:
                spans.append((start, end, matches))
        spans.sort(key=lambda s: -max(m[2] for m in s[2]))
        return spans[:8]

    def _scored_grams(self, words: list[str], cutoff: float,
                      keep: Callable[[str], bool] | None = None) -> list[tuple[int, int, NDArray[numpy.float32]]]:
        """Every word n-gram up to the longest name that ``keep`` keeps, as (start, end, scores):
        its ratio to each of ``_form_texts`` (0 below ``cutoff``), all from one rapidfuzz ``cdist``
        call."""
        grams = [(start, start + n, " ".join(words[start:start + n]))
                 for n in range(1, min(self._max_span_words, len(words)) + 1)
                 for start in range(len(words) - n + 1)]
        if keep is not None:
            grams = [gram for gram in grams if keep(gram[2])]
        if not grams or not self._form_texts:
            return []
        scores = process.cdist([gram for _, _, gram in grams], self._form_texts, scorer=fuzz.ratio,
                               score_cutoff=cutoff, dtype=numpy.float32)
        return [(start, end, row) for (start, end, _gram), row in zip(grams, scores)]

    # ---- context, blocking, ranking ------------------------------------------------------------

    def _adjust(self, cand: _Candidate, context: MatchContext) -> _Candidate:
        fields = dict(cand.command_json)
        score = cand.score
        kind = fields.get("type")
        if context.table and fields.get("destination") not in (None, *context.table):
            score -= OFF_TABLE_PENALTY
        if context.playable_cards and "card" in fields and fields["card"] not in context.playable_cards:
            score -= UNPLAYABLE_PENALTY
        if kind in ANSWER_TYPES and not context.awaiting_confirmation and not cand.checked:
            score -= UNPROMPTED_ANSWER_PENALTY
        return _Candidate(cand.command_json, score, cand.phrase, cand.destinations, cand.checked, cand.tentative)

    def _negation_words(self, words: list[str]) -> set[str]:
        suffixes = self.templates.negation_suffixes
        return {w for w in words if w in self._negations or any(w.endswith(s) for s in suffixes)}

    def _block_reason(self, cand: _Candidate, words: list[str], negated: set[str]) -> str | None:
        """Why this candidate must not act on these words (``negated``: their negation words)."""
        padded_text, padded_phrase = f" {' '.join(words)} ", f" {cand.phrase} "
        for blocker in self.templates.blockers:
            if f" {blocker} " in padded_text and f" {blocker} " not in padded_phrase:
                return f"table talk ({blocker!r})"
        if negated != self._negation_words(cand.phrase.split()):
            return "table talk (negation)"
        if "destination" in dict(cand.command_json) and len(cand.destinations) > 1:
            return "table talk (two destinations named)"
        return None

    def _command(self, cand: _Candidate) -> Command:
        return command_from_json(dict(cand.command_json), self.game)


def _carries_sound(word: str) -> bool:
    """Whether a word is long enough to sound like another by itself: four letters, or two Hangul
    syllables ("the", "per", "첫" are not)."""
    return len(word) >= (2 if any("\uac00" <= ch <= "\ud7a3" for ch in word) else 4)


def _distinctive_card_words(templates: TemplateSet) -> dict[str, frozenset[str]]:
    """Card id -> the words of its spoken names (the lists read in the playable cards' context)
    that no other card's names hold."""
    words: dict[str, set[str]] = {}
    for slot_list in templates.lists.values():
        if slot_list.context != "playable_cards":
            continue
        for card, forms in slot_list.values:
            words.setdefault(card, set()).update(w for form in forms for w in normalise(form).split() if _carries_sound(w))
    holders: dict[str, int] = {}
    for held in words.values():
        for word in held:
            holders[word] = holders.get(word, 0) + 1
    return {card: frozenset(w for w in held if holders[w] == 1) for card, held in words.items()}
