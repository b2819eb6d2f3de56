"""Phrase templates: one YAML file per language and game, parsed once with hassil.

The file format is described at the top of ``templates/en/destination-x.yaml``. Sentences use
hassil's template language (``(a|b)``, ``[optional]``, ``{list}``, ``<rule>``); this module parses
them with hassil's parser and expands them with hassil's sampler, and adds what hassil's own
intent format lacks here: each intent names the engine command it produces, and one slot list may
be a *span list* (the destinations) that is not expanded into the phrases but matched separately.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml  # type: ignore[import-untyped]
from hassil.expression import Sentence
from hassil.intents import TextSlotList
from hassil.parse_expression import parse_sentence
from hassil.parser import ParseError
from hassil.sample import sample_expression

from hideout.grammar.normalise import SLOT_MARK, normalise

_SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml parses 25x faster


class _WordLoader(_SafeLoader):  # type: ignore[misc]
    """YAML 1.1 reads bare yes, no, on and off as booleans; in word lists they are words."""


_WordLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
_WordLoader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                  list("tTfF"))

#: A list whose values come from the handbook instead of the YAML file.
DESTINATION_SOURCE = "destinations"
#: A list key asking for the informant cards' shown names as its values (see ``shown_card_names``).
SHOWN_CARD_NAMES = "shown_card_names"


class TemplateError(ValueError):
    """A template file is malformed (unknown list or rule, bad command, conflicting phrases)."""


@dataclass(frozen=True)
class SlotList:
    """A ``{name}`` list: ``values`` pairs a value id with its spoken forms.

    ``source`` is set for lists filled at run time (``"destinations"``); those are span lists.
    ``context`` names the MatchContext field that restricts the values in a context grammar.
    ``fields`` are the handbook fields holding the spoken names (per language); a span list's
    ``values`` are extra spoken forms added to the handbook's (e.g. spellings a model knows).
    """

    name: str
    values: tuple[tuple[str, tuple[str, ...]], ...] = ()
    source: str | None = None
    context: str | None = None
    fields: tuple[str, ...] = ()

    @property
    def is_span(self) -> bool:
        return self.source is not None


@dataclass(frozen=True)
class IntentTemplate:
    """One command and the sentences that say it.

    ``command`` is the command's JSON without slot fields; ``slots`` maps a command field to the
    list whose value fills it.
    """

    command: dict[str, Any]
    slots: dict[str, str]
    sentences: tuple[Sentence, ...]
    texts: tuple[str, ...]

    def list_names(self, rules: dict[str, Sentence]) -> set[str]:
        names: set[str] = set()
        for sentence in self.sentences:
            names.update(sentence.expression.list_names(rules))  # type: ignore[attr-defined]
        return names


@dataclass(frozen=True)
class TemplateSet:
    """Everything one template file says."""

    lang: str
    game: str
    fillers: tuple[str, ...]
    edge_words: tuple[str, ...]
    garbage: tuple[str, ...]
    address: tuple[str, ...]
    lead_ins: tuple[str, ...]
    blockers: tuple[str, ...]
    negations: tuple[str, ...]
    negation_suffixes: tuple[str, ...]
    rules: dict[str, Sentence]
    lists: dict[str, SlotList]
    intents: tuple[IntentTemplate, ...]
    #: Split transcript words no template knows into template words (languages written without
    #: the recogniser's word breaks, such as Korean eojeol vs. the Vosk model's units).
    segment_words: bool = False
    #: The ``evidence`` section (see grammar/evidence.py); empty: templates only.
    evidence: dict[str, Any] | None = None
    #: The address-word mode (grammar/address.py): how the word is said ("hey {word}"), said
    #: about rather than to ("{word} 는"), and how a transcriber may write it ((written, spoken):
    #: ("mr x", "mister x")).
    address_forms: tuple[str, ...] = ()
    address_talk: tuple[str, ...] = ()
    address_spellings: tuple[tuple[str, str], ...] = ()
    #: Phrases a one-phrase-per-command grammar (grammar/canonical.py) holds beside each command's
    #: shortest one: other things a table asks for by name ("상태", "누구 차례 야").
    short_also: tuple[str, ...] = ()

    def span_list(self, intent: IntentTemplate) -> SlotList | None:
        """The span list an intent uses, if any (at most one; checked at load)."""
        for list_name in intent.slots.values():
            if self.lists[list_name].is_span:
                return self.lists[list_name]
        return None


@dataclass(frozen=True)
class ExpandedPhrase:
    """One phrase of an intent: normalised ``text`` (with ``@`` for a span slot) and its command
    JSON (slot values filled except the span field, named by ``span_field``)."""

    text: str
    command: tuple[tuple[str, Any], ...]
    span_field: str | None
    intent_index: int


def _words(items: Any) -> tuple[str, ...]:
    return tuple(normalise(str(item)) for item in (items or ()))


def _parse(text: str, where: str) -> Sentence:
    try:
        return parse_sentence(text)
    except ParseError as err:  # say which rule or intent holds the bad template
        raise TemplateError(f"{where}: cannot parse template {text!r}: {err}") from None


def template_set_from_dict(doc: dict[str, Any]) -> TemplateSet:
    """Build a :class:`TemplateSet` from a parsed YAML document.

    :raises TemplateError: unknown list/rule references, bad slot declarations.
    """
    for section in ("rules", "lists"):
        for key in doc.get(section) or {}:
            if not isinstance(key, str):  # YAML reads a bare `yes:` or `no:` key as a boolean
                raise TemplateError(f"{section}: name {key!r} is not a string (quote it)")
    rules = {name: _parse(str(text), f"rule <{name}>") for name, text in (doc.get("rules") or {}).items()}
    lists: dict[str, SlotList] = {}
    for name, spec in (doc.get("lists") or {}).items():
        if "source" in spec:
            fields = tuple(spec.get("fields") or ("name", "aliases"))
            # values of a source list: extra spoken forms per id (sound-alike spellings)
            extra = tuple((str(v), _words(forms)) for v, forms in (spec.get("values") or {}).items())
            lists[name] = SlotList(name, extra, str(spec["source"]), spec.get("context"), fields)
        elif spec.get(SHOWN_CARD_NAMES):
            names = tuple((card, _words([shown])) for card, shown in shown_card_names(str(doc["language"])).items())
            lists[name] = SlotList(name, names, None, spec.get("context"))
        else:
            values = tuple((str(v), _words(forms)) for v, forms in spec["values"].items())
            lists[name] = SlotList(name, values, None, spec.get("context"))
    intents = []
    for number, spec in enumerate(doc.get("intents") or ()):
        command = dict(spec["command"])
        if "type" not in command:
            raise TemplateError(f"intent #{number}: command without a type")
        slots = {str(k): str(v) for k, v in (spec.get("slots") or {}).items()}
        texts = tuple(str(s) for s in spec["sentences"])
        sentences = tuple(_parse(t, f"intent #{number} {command}") for t in texts)
        intent = IntentTemplate(command, slots, sentences, texts)
        used = intent.list_names(rules)
        for list_name in used | set(slots.values()):
            if list_name not in lists:
                raise TemplateError(f"intent #{number} {command}: unknown list {{{list_name}}}")
        if used != set(slots.values()):
            raise TemplateError(f"intent #{number} {command}: sentences use lists {sorted(used)} "
                                f"but slots declare {sorted(slots.values())}")
        if sum(lists[n].is_span for n in slots.values()) > 1:
            raise TemplateError(f"intent #{number} {command}: more than one span list")
        intents.append(intent)
    return TemplateSet(
        lang=str(doc["language"]), game=str(doc["game"]),
        fillers=_words(doc.get("fillers")), edge_words=_words(doc.get("edge_words")),
        garbage=_words(doc.get("garbage", doc.get("fillers"))),
        address=_words(doc.get("address")), lead_ins=_words(doc.get("lead_ins")),
        blockers=_words(doc.get("blockers")), negations=_words(doc.get("negations")),
        negation_suffixes=tuple(str(s) for s in doc.get("negation_suffixes") or ()),
        rules=rules, lists=lists, intents=tuple(intents),
        segment_words=bool(doc.get("segment_words", False)),
        evidence=doc.get("evidence"),
        address_forms=tuple(str(form) for form in doc.get("address_forms") or ()),
        address_talk=tuple(str(form) for form in doc.get("address_talk") or ()),
        short_also=tuple(str(phrase) for phrase in doc.get("short_also") or ()),
        address_spellings=tuple((normalise(str(written)), normalise(str(spoken)))
                                for written, spoken in (doc.get("address_spellings") or {}).items()),
    )


@lru_cache(maxsize=4)
def shown_card_names(lang: str) -> dict[str, str]:
    """Card id -> the short name the game shows on the card (``data/i18n/<lang>/cards.yaml``).

    Players read these aloud, so a template list built from them keeps every shown name readable
    after a card is renamed: the phrasebook stays their one home, with no copy in the templates.
    """
    path = resources.files("hideout.data").joinpath("i18n", lang, "cards.yaml")
    doc = yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader)  # noqa: S506 (a safe loader)
    return {str(card): str(shown) for card, shown in (doc.get("names") or {}).items()}


@lru_cache(maxsize=8)
def load_templates(game: str = "destination-x", lang: str = "en") -> TemplateSet:
    """The shipped templates ``grammar/templates/<lang>/<game>.yaml`` (cached).

    :raises FileNotFoundError: no templates for that game and language.
    :raises TemplateError: the file is malformed.
    """
    path = resources.files("hideout.grammar").joinpath("templates", lang, f"{game}.yaml")
    doc = yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader)  # noqa: S506 (a safe loader)
    evidence = doc.get("evidence") or {}
    if evidence.get("spellings_from"):
        # the language's spellings, kept in one game's file: this file's own come on top
        shared = load_templates(str(evidence["spellings_from"]), lang).evidence or {}
        evidence["spellings"] = {**(shared.get("spellings") or {}), **(evidence.get("spellings") or {})}
    sections_from = evidence.get("sections_from") or {}
    if sections_from:
        # whole sections kept in one game's file ("asides_of_requests": "say it again | i was washing up"),
        # unless this file has its own
        shared = load_templates(str(sections_from["game"]), lang).evidence or {}
        for name in sections_from.get("sections") or ():
            if name in shared:
                evidence.setdefault(name, shared[name])
    borrowed = evidence.get("targets_from") or {}
    if borrowed:
        # the conversation's words ("say that again", "forget it"), kept in one game's file: added after this file's own
        shared_targets = (load_templates(str(borrowed["game"]), lang).evidence or {}).get("targets") or {}
        targets = evidence.setdefault("targets", {})
        left_out = set(borrowed.get("except") or ())
        for name in borrowed.get("targets") or ():
            own = list(targets.get(name) or ())
            targets[name] = own + [cue for cue in shared_targets.get(name) or () if cue not in own and cue not in left_out]
    tset = template_set_from_dict(doc)
    if (tset.lang, tset.game) != (lang, game):
        raise TemplateError(f"{lang}/{game}.yaml declares {tset.lang}/{tset.game}")
    return tset


def _one_value_list(forms: tuple[str, ...]) -> TextSlotList:
    return TextSlotList.from_strings(forms, allow_template=False)


def expand_intent(tset: TemplateSet, index: int,
                  allowed: dict[str, frozenset[str]] | None = None) -> Iterator[ExpandedPhrase]:
    """Every phrase of intent ``index``: small lists expanded value by value (so each phrase knows
    its slot values), the span list left as ``@``. ``allowed`` restricts list values by list name.
    """
    intent = tset.intents[index]
    span = tset.span_list(intent)
    span_field = next((f for f, n in intent.slots.items() if span and n == span.name), None)
    small = [(f, tset.lists[n]) for f, n in intent.slots.items() if not tset.lists[n].is_span]
    choices = []
    for _field, slot_list in small:
        keep = allowed.get(slot_list.name) if allowed else None
        choices.append([(v, forms) for v, forms in slot_list.values if keep is None or v in keep])
    for combo in itertools.product(*choices):
        slot_lists: dict[str, Any] = {}
        command = dict(intent.command)
        for (field_name, slot_list), (value, forms) in zip(small, combo):
            slot_lists[slot_list.name] = _one_value_list(forms)
            command[field_name] = value
        if span is not None:
            slot_lists[span.name] = _one_value_list((SLOT_MARK,))
        frozen = tuple(sorted(command.items()))
        for sentence in intent.sentences:
            for text in sample_expression(sentence.expression, slot_lists, tset.rules):
                phrase = normalise(text)
                if phrase:
                    yield ExpandedPhrase(phrase, frozen, span_field, index)



def expand_all(tset: TemplateSet) -> list[ExpandedPhrase]:
    """Every phrase of every intent, in order (about 18,000 for English; 0.15 s of CPU).

    Caching them on disk as JSON was measured: reading them back costs as much as expanding.
    """
    return [p for phrases in expanded_intents(tset) for p in phrases]


#: expanded_intents' answers by the identity of their template set (kept alive with them, so an
#: id is not reused while it stands): a TemplateSet holds dicts, so it cannot be hashed itself
_EXPANDED: dict[int, tuple[TemplateSet, tuple[tuple[ExpandedPhrase, ...], ...]]] = {}


def expanded_intents(tset: TemplateSet) -> tuple[tuple[ExpandedPhrase, ...], ...]:
    """Each intent's phrases, no list restricted (``expand_intent``), cached per template set:
    the matcher reads them all, and the grammar of a moment that restricts no list of an intent
    reads that intent's (expanding them twice was a tenth of `hideout hear FILE`)."""
    held = _EXPANDED.get(id(tset))
    if held is None or held[0] is not tset:
        if len(_EXPANDED) >= 16:
            _EXPANDED.clear()
        held = _EXPANDED[id(tset)] = (tset, tuple(tuple(expand_intent(tset, i)) for i in range(len(tset.intents))))
    return held[1]
