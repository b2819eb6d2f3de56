"""Recogniser grammars built from the same templates as the matcher.

- ``phrases``: every expanded phrase, for a closed Vosk grammar (plus "[unk]", Vosk's garbage word,
  so out-of-grammar talk can come out as unknown instead of being forced onto a command). With
  more than ``FULL_EXPANSION_MAX_FORMS`` destination names (no table given) the destination frames
  are not multiplied out in full: the phrases then cover every word pair instead (Vosk builds a
  bigram over them), which is ~20x smaller.
- ``jsgf``: a JSGF grammar for PocketSphinx, translated from hassil's expression trees, with a
  public ``<command>`` rule: optional filler / address word / filler / lead-in, one intent,
  optional filler, so "um spy uh let's eliminate brazil please" still decodes. In the
  address-word mode (``MatchContext.address_word``) the address group is that word's forms
  alone ("spy", "hey spy"): still optional, so talk without it decodes without it and the
  matcher can tell it was not addressed, but expected, so the word is heard when said.
- ``words``: every word either of them uses (for pronunciation dictionary checks).

A context (the table's destinations, the playable cards) restricts both: a small grammar decodes
far better than one with 197 countries.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hassil.expression import (
    Alternative,
    Expression,
    Group,
    ListReference,
    Permutation,
    RuleReference,
    Sequence,
    TextChunk,
)

from hideout.engine.commands import ANSWER_TYPES
from hideout.grammar.normalise import SLOT_MARK, normalise
from hideout.grammar.templates import (
    IntentTemplate,
    SlotList,
    TemplateError,
    TemplateSet,
    expand_intent,
    expanded_intents,
)

if TYPE_CHECKING:
    from hideout.grammar.matcher import MatchContext, Matcher

#: Vosk's out-of-vocabulary word; a closed grammar containing it can answer "[unk]".
VOSK_UNKNOWN = "[unk]"
#: Up to this many spoken names, slotted frames are expanded with every name; beyond it (the
#: unrestricted 197-destination grammar) a bigram-covering subset keeps the list usable.
FULL_EXPANSION_MAX_FORMS = 60


@dataclass(frozen=True)
class WordGraphGrammar:
    """A context's sentences as the parts of a word graph (voice.sphinx.PhraseGraph): each of
    ``frames`` is said, SLOT_MARK standing for any of ``slot_forms``; optional groups ``before``
    (fillers, address, lead-ins) and ``after`` it; ``instead``: hesitations said alone. The same
    sentences as a RecognitionGrammar's JSGF, without its phrase list and JSGF text, which cost
    four times as much to write for every new table."""

    frames: tuple[str, ...]
    slot_forms: tuple[str, ...]
    before: tuple[tuple[str, ...], ...]
    after: tuple[tuple[str, ...], ...]
    instead: tuple[str, ...]
    phone_loop: float          # > 0: anything may also decode as a loop of phones (not a command)


@dataclass(frozen=True)
class RecognitionGrammar:
    phrases: tuple[str, ...]   # every expanded phrase (closed Vosk grammar), "[unk]" last
    jsgf: str                  # PocketSphinx grammar text, public rule <command>
    words: tuple[str, ...]     # every word used, sorted
    graph: WordGraphGrammar | None = None   # the same sentences as the JSGF, as a word graph


def _jsgf_words(text: str) -> str:
    return " ".join(normalise(text).split())


class _JsgfWriter:
    """Translates hassil expressions into JSGF rule bodies."""

    def __init__(self, tset: TemplateSet, list_bodies: dict[str, str],
                 left_out: frozenset[str] = frozenset()) -> None:
        self.tset = tset
        self.list_bodies = list_bodies
        self.left_out = left_out   # alternatives that are exactly one of these words are dropped
        self.rules_used: set[str] = set()

    def body(self, expr: Expression) -> str:
        if isinstance(expr, TextChunk):
            return _jsgf_words(expr.original_text)
        if isinstance(expr, ListReference):
            return f"<l_{expr.list_name}>"
        if isinstance(expr, RuleReference):
            self.rules_used.add(expr.rule_name)
            return f"<r_{expr.rule_name}>"
        if isinstance(expr, Alternative):
            items = [item for item in expr.items
                     if not (isinstance(item, TextChunk) and _jsgf_words(item.original_text) in self.left_out)]
            parts = [self.body(item) for item in items or expr.items]
            kept = [p for p in dict.fromkeys(parts) if p]
            if not kept:
                return ""
            inner = " | ".join(kept)
            if expr.is_optional or len(kept) < len(parts):
                return f"[{inner}]" if len(kept) == 1 else f"[({inner})]"
            return f"({inner})" if len(kept) > 1 else kept[0]
        if isinstance(expr, Permutation):
            raise TemplateError("permutations (a;b) are not supported in recognition grammars")
        if isinstance(expr, Sequence):
            _check_word_boundaries(expr)
            parts = [p for p in (self.body(item) for item in expr.items) if p]
            return " ".join(parts)
        raise TemplateError(f"unexpected template expression {expr!r}")


def _check_word_boundaries(seq: Group) -> None:
    """JSGF joins items with spaces; a template that glues a word to a group ("we('ll| will)")
    would sample as one word but decode as two, so it is refused."""
    for left, right in zip(seq.items, seq.items[1:]):
        left_glued = isinstance(left, TextChunk) and left.original_text and not left.original_text[-1].isspace()
        right_glued = isinstance(right, TextChunk) and right.original_text and not right.original_text[0].isspace()
        if (left_glued and not isinstance(right, TextChunk)) or (right_glued and not isinstance(left, TextChunk)):
            raise TemplateError(f"template glues a word to a group near {left!r} / {right!r}")


def _allowed_values(tset: TemplateSet, matcher: Matcher,
                    context: MatchContext | None) -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """Each list's (value, spoken forms), restricted by the context where the list says so."""
    out: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}
    for name, slot_list in tset.lists.items():
        values: tuple[tuple[str, tuple[str, ...]], ...]
        if slot_list.is_span:
            by_id: dict[str, list[str]] = {}
            for form, ids in matcher.destination_forms.items():
                for ident in ids:
                    by_id.setdefault(ident, []).append(form)
            values = tuple((ident, tuple(forms)) for ident, forms in sorted(by_id.items()))
        else:
            values = slot_list.values
        keep = _context_ids(slot_list, context)
        if keep is not None:
            values = tuple((v, forms) for v, forms in values if v in keep)
        out[name] = values
    return out


def _context_ids(slot_list: SlotList, context: MatchContext | None) -> frozenset[str] | None:
    if context is None or slot_list.context is None:
        return None
    ids = getattr(context, slot_list.context)
    return frozenset(ids) if ids else None


#: Hesitation sounds, laughs and murmurs: their own words in the grammar while a yes or no is
#: awaited, so "er", "eh", "hmm" or "yay" after "Eliminate Nepal?" decode as themselves (no
#: command) instead of being forced onto the nearest yes.
#: "oh" and "ooh" are left out: they took a plain "no" (espeak-ng en-us: "no" -> "ooh oh"), and a
#: hesitation heard as "no" only cancels, which is safe.
HESITATIONS = ("er", "erm", "eh", "uh", "uhh", "um", "umm", "hmm", "hm", "mm", "mhm", "ah", "huh",
               "yay", "meh", "well", "so", "ha", "haha", "whoa")
#: Yes-words that sound like a hesitation ("yea" is said as "yay", "ya" as "yeah" cut short):
#: left out of the grammar that confirms an elimination, which needs a clear yes.
UNCLEAR_YES = frozenset({"yea", "ya"})


def _clear_yes_only(phrases: Iterable[str]) -> dict[str, None]:
    """``phrases`` in order, without those that hold an unclear yes (:data:`UNCLEAR_YES`)."""
    return {p: None for p in phrases if not set(p.split()) & UNCLEAR_YES}
#: While a yes or no is awaited, any sound may also decode as a loop of phones at this
#: probability per phone, so what is not clearly a yes or a no comes out as nothing.
#: bench/heard_phrasings.py --phrasings dev --voices tune --kinds hesitation,yes,no (40 hesitations,
#: 40 yes/no; clean / 10 dB babble): no loop 4 / 5 hesitations taken as yes, yes/no right 82.5% /
#: 85%; 1e-10: 3 / 3, 77.5% / 85%; 1e-8: 2 / 1; 1e-6: 0 / 0, 70% / 72.5%; 1e-4: 0 / 0, 55% / 47.5%.
CONFIRMATION_PHONE_LOOP = 1e-6

#: While the app waits for a yes or no, only these are worth hearing: a grammar of a dozen
#: words cannot turn "correct" into "can i good", nor chatter into a new elimination.
DIALOGUE_TYPES = frozenset({"confirm", "cancel", "repeat", "status", "help"})


def _intent_allowed(intent: IntentTemplate, context: MatchContext | None) -> bool:
    kind = intent.command.get("type")
    if context is not None and context.awaiting_confirmation:
        return kind in DIALOGUE_TYPES
    if context is not None and kind in ANSWER_TYPES:
        # Nothing to answer: the session ignores a heard yes, and a heard no unless it asked
        # "Niger or Nigeria?". Left out of the grammar, their many short phrases ("yeah", "wait
        # a minute", "undo that") stop explaining misheard commands. bench/speech_accuracy.py,
        # the same 320 commands (yes and no said where the game expects them): clean 95.3% ->
        # 95.6%, 10 dB babble 86.9% -> 88.4%, decoding work 0.38 -> 0.31 x real time.
        return kind == "cancel" and context.awaiting_choice
    card = intent.command.get("card")
    return not (context and context.playable_cards and card and card not in context.playable_cards)


def _bigram_cover(frames: tuple[str, ...] | list[str], forms: list[str]) -> dict[str, None]:
    """Phrases that hold every word pair of "every frame x every name" without listing all of
    them (700 frames x 400 names would be 280,000 phrases): each frame once with the first name,
    and every name once in each distinct word context around the slot."""
    out: dict[str, None] = {}
    by_context: dict[tuple[str, str], str] = {}
    for frame in frames:
        out[frame.replace(SLOT_MARK, forms[0])] = None
        before, _, after = frame.partition(SLOT_MARK)
        key = (before.split()[-1] if before.split() else "", after.split()[0] if after.split() else "")
        by_context.setdefault(key, frame)
    for frame in by_context.values():
        out.update((frame.replace(SLOT_MARK, form), None) for form in forms)
    return out


#: Expanded frames per (templates, intent, allowed values of its small lists): the same for every
#: table, so a new table costs no re-expansion (tens of thousands of frames per grammar).
_FRAMES: dict[tuple[int, int, tuple[tuple[str, frozenset[str]], ...]], tuple[TemplateSet, tuple[str, ...]]] = {}


def _intent_frames(tset: TemplateSet, index: int, allowed: dict[str, frozenset[str]]) -> tuple[str, ...]:
    """``expand_intent``'s phrase texts (the span list left as SLOT_MARK), cached."""
    small = tuple(sorted((name, allowed[name]) for name in tset.intents[index].slots.values()
                         if not tset.lists[name].is_span and name in allowed))
    key = (id(tset), index, small)
    cached = _FRAMES.get(key)
    if cached is None or cached[0] is not tset:
        if len(_FRAMES) > 4096:
            _FRAMES.clear()
        # a list allowed all its values restricts nothing: the matcher's expansion is the same
        unrestricted = all(allowed_values >= {value for value, _ in tset.lists[name].values}
                           for name, allowed_values in small)
        phrases = expanded_intents(tset)[index] if unrestricted else expand_intent(tset, index, allowed)
        cached = (tset, tuple(p.text for p in phrases))
        _FRAMES[key] = cached
    return cached[1]


#: (templates, each list's allowed values and spoken forms, allowed values, the intents that can be
#: said) in a context: what the word graph and the phrase list are both built from.
SayableIntents = tuple[TemplateSet, dict[str, tuple[tuple[str, tuple[str, ...]], ...]],
                       dict[str, frozenset[str]], list[int]]


def _grammar_intents(matcher: Matcher, context: MatchContext | None) -> SayableIntents:
    """(templates, each list's allowed values and spoken forms, allowed values, the intents
    that can be said) in ``context``."""
    tset = matcher.templates
    values = _allowed_values(tset, matcher, context)
    allowed = {name: frozenset(v for v, _ in vals) for name, vals in values.items()}
    intents = [i for i, intent in enumerate(tset.intents)
               if _intent_allowed(intent, context)
               and all(values[n] for n in intent.slots.values())]
    return tset, values, allowed, intents


def _span_forms(tset: TemplateSet, values: dict[str, tuple[tuple[str, tuple[str, ...]], ...]],
                index: int) -> list[str] | None:
    """The spoken forms of the span list intent ``index`` fills (the destinations allowed here),
    or None: it has no span list."""
    span = tset.span_list(tset.intents[index])
    return None if span is None else [f for _, fs in values[span.name] for f in fs]


def _address(tset: TemplateSet, context: MatchContext | None) -> tuple[str, ...]:
    """The address group: the mode's word in its forms, or every way to address the game."""
    if context is not None and context.address_word:
        from hideout.grammar.address import address_forms

        return address_forms(tset, context.address_word)
    return tset.address


def build_word_graph(matcher: Matcher, context: MatchContext | None = None) -> WordGraphGrammar:
    """The sentences of ``matcher``'s templates in ``context``, as a word graph's parts."""
    return _word_graph(_grammar_intents(matcher, context), context)


#: The frames of a word graph whose slot is filled by one list, per (templates, the intents'
#: cached frame tuples by identity, confirming): the same for every table, so a new table does
#: not merge tens of thousands of frames again (about 25 ms). The value keeps the frame tuples
#: alive, so their ids are not reused while the key stands.
_GRAPH_FRAMES: dict[tuple[int, tuple[int, ...], bool], tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = {}


def _merged_frames(tset: TemplateSet, parts: tuple[tuple[str, ...], ...], confirming: bool) -> tuple[str, ...]:
    """The frames of ``parts`` in order, once each (without unclear yeses when ``confirming``), cached."""
    key = (id(tset), tuple(id(part) for part in parts), confirming)
    cached = _GRAPH_FRAMES.get(key)
    if cached is None or any(a is not b for a, b in zip(cached[0], parts)):
        merged: dict[str, None] = {}
        for frames in parts:
            merged.update(dict.fromkeys(frames))  # expand_intent's text is normalised
        if confirming:
            merged = _clear_yes_only(merged)
        if len(_GRAPH_FRAMES) > 64:
            _GRAPH_FRAMES.clear()
        cached = (parts, tuple(merged))
        _GRAPH_FRAMES[key] = cached
    return cached[1]


def _word_graph(sayable: SayableIntents, context: MatchContext | None) -> WordGraphGrammar:
    tset, values, allowed, intents = sayable
    confirming = context is not None and context.awaiting_confirmation
    slot_forms: dict[str, None] = {}
    span_names = {span.name for i in intents if (span := tset.span_list(tset.intents[i])) is not None}
    if len(span_names) <= 1:
        # one slot list (the destinations): the frames are the table's only through the slot
        for index in intents:
            slot_forms.update((_jsgf_words(f), None) for f in _span_forms(tset, values, index) or ())
        frame_list = _merged_frames(tset, tuple(_intent_frames(tset, i, allowed) for i in intents), confirming)
    else:
        graph_frames: dict[str, None] = {}
        for index in intents:
            forms = _span_forms(tset, values, index)
            frames = _intent_frames(tset, index, allowed)
            if forms is None:
                graph_frames.update(dict.fromkeys(frames))
            else:
                graph_frames.update((_jsgf_words(f.replace(SLOT_MARK, form)), None) for f in frames for form in forms)
        if confirming:
            graph_frames = _clear_yes_only(graph_frames)
        frame_list = tuple(graph_frames)
    garbage = tuple(dict.fromkeys(w for item in tset.garbage for w in _jsgf_words(item).split()))
    before = tuple(group for group in (garbage, tuple(_jsgf_words(a) for a in _address(tset, context)), garbage,
                                       tuple(_jsgf_words(a) for a in tset.lead_ins)) if group)
    return WordGraphGrammar(frames=frame_list, slot_forms=tuple(slot_forms), before=before,
                            after=(garbage,) if garbage else (),
                            instead=HESITATIONS if confirming and tset.lang == "en" else (),
                            phone_loop=CONFIRMATION_PHONE_LOOP if confirming else 0.0)


def build_recognition_grammar(matcher: Matcher, context: MatchContext | None = None) -> RecognitionGrammar:
    """The grammar for ``matcher``'s templates, restricted to ``context`` when given."""
    sayable = _grammar_intents(matcher, context)
    tset, values, allowed, intents = sayable
    phrases: dict[str, None] = {}
    for index in intents:
        forms = _span_forms(tset, values, index)
        frames = _intent_frames(tset, index, allowed)
        if forms is None:
            phrases.update(dict.fromkeys(frames))
        elif len(forms) <= FULL_EXPANSION_MAX_FORMS:
            phrases.update((f.replace(SLOT_MARK, form), None) for f in frames for form in forms)
        else:
            phrases.update(_bigram_cover(frames, forms))
    # Bigram-built grammars (Vosk) only learn "let's eliminate" if some phrase says it.
    openers = [*_address(tset, context), *tset.lead_ins]
    firsts = {_intent_frames(tset, i, allowed)[0] for i in intents}
    for opener in openers:
        for first in sorted(firsts):
            if SLOT_MARK not in first:
                phrases[f"{opener} {first}"] = None

    list_bodies = {name: " | ".join(dict.fromkeys(_jsgf_words(f) for _, fs in vals for f in fs))
                   for name, vals in values.items() if vals}
    confirming = context is not None and context.awaiting_confirmation
    writer = _JsgfWriter(tset, list_bodies, UNCLEAR_YES if confirming else frozenset())
    intent_bodies = []
    for index in intents:
        sentences = [writer.body(s.expression) for s in tset.intents[index].sentences]
        intent_bodies.append(" | ".join(f"({s})" for s in dict.fromkeys(sentences) if s))
    # rules may reference rules: expand until closed
    rule_bodies: dict[str, str] = {}
    while writer.rules_used - set(rule_bodies):
        for name in sorted(writer.rules_used - set(rule_bodies)):
            rule_bodies[name] = writer.body(tset.rules[name].expression)
    sections = {
        "garbage": " | ".join(dict.fromkeys(w for item in tset.garbage for w in item.split())),
        "address": " | ".join(_address(tset, context)),
        "lead_in": " | ".join(tset.lead_ins),
    }
    # one optional filler per place: a Kleene star next to optional groups makes PocketSphinx's
    # FSG search crawl (seconds per utterance instead of ~0.2 s)
    order = ["garbage", "address", "garbage", "lead_in", "<intent>", "garbage"]
    parts = [p if p.startswith("<") else f"[<{p}>]" for p in order if p.startswith("<") or sections[p]]
    public = " ".join(parts)
    if confirming and tset.lang == "en":
        # a hesitation is a path of its own: it must beat "yes" on the sound, not lose by default
        sections["hesitation"] = " | ".join(HESITATIONS)
        public = f"({public}) | <hesitation> [<hesitation>]"
    lines = [
        "#JSGF V1.0;",
        f"grammar hideout_{tset.game.replace('-', '_')}_{tset.lang};",
        f"public <command> = {public};",
        *(f"<{name}> = {body};" for name, body in sections.items() if body),
        "<intent> = " + " | ".join(f"<i{n}>" for n in range(len(intent_bodies))) + ";",
    ]
    lines += [f"<i{n}> = {body};" for n, body in enumerate(intent_bodies)]
    lines += [f"<r_{name}> = {body};" for name, body in sorted(rule_bodies.items())]
    lines += [f"<l_{name}> = {body};" for name, body in sorted(list_bodies.items())]
    jsgf = "\n".join(lines) + "\n"

    if confirming:
        phrases = _clear_yes_only(phrases)
        if tset.lang == "en":
            phrases.update(dict.fromkeys(HESITATIONS))
    words = {w for p in phrases for w in p.split()}
    words |= {w for item in (*tset.garbage, *_address(tset, context), *tset.lead_ins) for w in item.split()}
    return RecognitionGrammar(tuple(phrases) + (VOSK_UNKNOWN,), jsgf, tuple(sorted(words)),
                              graph=_word_graph(sayable, context))


def names_grammar(matcher: Matcher, extra: tuple[str, ...] = ("cancel", "help", "status", "repeat")
                  ) -> RecognitionGrammar:
    """Destination names alone, one per utterance (plus a few dialogue words): what a table says
    when it tells the spy, name by name, which destination cards it dealt (physical mode).

    One name per utterance on purpose: PocketSphinx confuses strings of names in a grammar
    of 560 names far more than single ones.
    """
    forms = sorted(matcher.destination_forms)
    phrases = dict.fromkeys([*forms, *extra])
    names = " | ".join(dict.fromkeys(_jsgf_words(f) for f in forms))
    others = "".join(f" | {_jsgf_words(e)}" for e in extra)
    jsgf = "\n".join([
        "#JSGF V1.0;",
        f"grammar hideout_names_{matcher.lang};",
        f"public <command> = <name>{others};",
        f"<name> = {names};",
    ]) + "\n"
    words = sorted({w for p in phrases for w in p.split()})
    return RecognitionGrammar(tuple(phrases) + (VOSK_UNKNOWN,), jsgf, tuple(words))


#: The informant cards' words in the open recogniser's prompt ("Land area, population, GDP per
#: capita, ..."), after the table's names, while a command may come (not a yes or no): tiny.en
#: writes card words it cannot place as common words ("first ladder", "mother key" for
#: "monarchy"), and then neither ear holds the command, the largest loss in every condition
#: (bench/heard_losses.py). Off: Whisper heard again on the same dumps with and without it
#: (`bench/heard_phrasings.py --from-dump D --open-again [--prompt-cards]`, tuning voices) it
#: heard 17 more right commands of 540 on en_heldout8 and 7 more of 168 on en_heldout7, but on
#: en_heldout7 table talk changed the game 4 times against 2 and right asks were asked back
#: 13.1% against 6.5% (notes/MEASUREMENTS.md, "Whisper told the cards"). ``--prompt-cards``
#: turns it on in the bench.
PROMPT_CARDS = False


def card_words(context: MatchContext | None) -> list[str]:
    """The names of the cards that may be asked now and of their options, as the phrasebook says
    them (Destination X only; every card when the playable ones are not known)."""
    from hideout.data.cards import load_cards
    from hideout.phrasebook import phrasebook

    if context is None or context.game != "destination-x" or context.awaiting_confirmation \
            or context.awaiting_choice:
        return []
    book = phrasebook(context.lang)
    words: list[str] = []
    for card in load_cards().values():
        if context.playable_cards and card.id not in context.playable_cards:
            continue
        # a choice card is asked by its options ("is it a monarchy"), not its name ("government choice")
        words += [book.option_name(card.id, option.id) for option in card.options] or [book.card_name(card.id)]
    return list(dict.fromkeys(words))


def recognition_prompt(matcher: Matcher, context: MatchContext | None = None) -> str:
    """A short prompt for an open-vocabulary recogniser (Whisper): the destination names on the
    table, written as a person would ("South Korea, Guinea-Bissau."), so that a name it would
    otherwise spell as common words comes out as the name, then the cards' words
    (:data:`PROMPT_CARDS`); in the address-word mode the word opens it ("Spy, South Korea.").
    Empty when there is nothing to expect (no names on the table or none in the game, and the
    mode off)."""
    return table_prompt(getattr(matcher, "handbook", None), context)


def table_prompt(handbook: Any, context: MatchContext | None = None) -> str:
    """:func:`recognition_prompt` from the handbook a matcher reads names from (None: none), for a
    prompt given before the matcher is built (hideout.listening.Listener)."""
    names = [handbook[ident].name for ident in context.table if ident in handbook] \
        if handbook is not None and context is not None else []
    if context is not None and context.address_word:
        # the word opens the prompt, so that it is spelled as the word ("Spy," rather than "Spa,")
        names.insert(0, " ".join(w.capitalize() for w in context.address_word.split()))
    prompt = ", ".join(names) + "." if names else ""
    cards = card_words(context) if PROMPT_CARDS and context is not None and context.lang == "en" else []
    if cards:
        prompt = (prompt + " " if prompt else "") + ", ".join(cards)[:1].upper() + ", ".join(cards)[1:] + "."
    return prompt
