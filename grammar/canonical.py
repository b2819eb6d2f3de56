"""A canonical recognition grammar: one short phrase per command the context allows.

Why: a recogniser whose acoustic match is weak (espeak-ng's Korean voice into the Vosk Korean
model, see bench/korean_accuracy.py) confuses words in a grammar of hundreds of words; with only
the few phrases of this turn (the detective's 3 cards, "<destination> 제거" / "<destination> 체포"
for the 6 table destinations, the dialogue words) it confuses far less. The price: only those
phrases are recognised, so the app must announce them (help text) when it uses this grammar.

A command's canonical phrase is the first phrase, in template order, among its phrases with the
fewest words (and the template file's ``short_also`` phrases, other names for a command the
table uses); a destination's spoken form is its first name whose words ``known_words`` (the
recogniser's vocabulary) all contain.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from hideout.grammar.normalise import SLOT_MARK, normalise
from hideout.grammar.recognition import VOSK_UNKNOWN, RecognitionGrammar
from hideout.grammar.templates import expanded_intents

if TYPE_CHECKING:
    from hideout.grammar.matcher import MatchContext, Matcher


def _spoken_name(forms: list[str], known_words: Collection[str] | None) -> str | None:
    for form in forms:
        if known_words is None or all(w in known_words for w in form.split()):
            return form
    return None


def in_words(line: str, known_words: Collection[str] | None) -> str | None:
    """``line`` in ``known_words``' units: a word the recogniser lacks is split into the longest
    known words it starts with ("썼어요" -> "썼 어요"); None when some part is no known word."""
    if known_words is None:
        return line
    units: list[str] = []
    for word in line.split():
        while word:
            piece = next((word[:end] for end in range(len(word), 0, -1) if word[:end] in known_words), None)
            if piece is None:
                return None
            units.append(piece)
            word = word[len(piece):]
    return " ".join(units)


def canonical_phrases(matcher: Matcher, context: MatchContext | None = None,
                      known_words: Collection[str] | None = None) -> dict[str, dict[str, Any]]:
    """Canonical phrase -> command JSON, for every command ``context`` allows."""
    tset = matcher.templates
    table = set(context.table) if context and context.table else None
    playable = set(context.playable_cards) if context and context.playable_cards else None
    names: dict[str, list[str]] = {}
    for form, ids in matcher.destination_forms.items():
        for ident in ids:
            if table is None or ident in table:
                names.setdefault(ident, []).append(form)
    best: dict[tuple[tuple[str, Any], ...], str] = {}
    also: dict[str, tuple[tuple[str, Any], ...]] = {}
    for phrases in expanded_intents(tset):   # expanded once per template set (the matcher's too)
        for phrase in phrases:
            card = dict(phrase.command).get("card")
            if playable is not None and card is not None and card not in playable:
                continue
            if phrase.span_field is None:
                candidates = [(phrase.command, phrase.text)]
            else:
                candidates = []
                for ident, forms in names.items():
                    name = _spoken_name(forms, known_words)
                    if name is not None:
                        command = tuple(sorted({**dict(phrase.command), phrase.span_field: ident}.items()))
                        candidates.append((command, phrase.text.replace(SLOT_MARK, name)))
            for command, text in candidates:
                if known_words is not None and not all(w in known_words for w in text.split()):
                    continue
                old = best.get(command)
                if old is None or len(text.split()) < len(old.split()):
                    best[command] = text
                if text in tset.short_also:
                    also[text] = command   # said by another name too (the template file's short_also)
    return {text: dict(command) for text, command in [*((t, c) for c, t in best.items()), *also.items()]}


def canonical_grammar(matcher: Matcher, context: MatchContext | None = None,
                      known_words: Collection[str] | None = None) -> RecognitionGrammar:
    """The canonical phrases as a Vosk grammar (no JSGF: PocketSphinx has the full grammar)."""
    phrases = tuple(canonical_phrases(matcher, context, known_words))
    if context is not None:
        phrases += tuple(line for line in (in_words(normalise(said), known_words) for said in context.table_lines)
                         if line and line not in phrases)
    if context is not None and context.address_word:
        # the mode's word before each phrase, and each phrase without it (talk is then heard as
        # talk without the word, not as the word)
        phrases += tuple(f"{normalise(context.address_word)} {phrase}" for phrase in phrases)
    words = tuple(sorted({w for p in phrases for w in p.split()}))
    return RecognitionGrammar(phrases + (VOSK_UNKNOWN,), "", words)
