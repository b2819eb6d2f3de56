"""The template file: well formed, complete (every card and option), no phrase with two meanings."""

from __future__ import annotations

import pytest

import hideout.engine.destination_x.commands  # noqa: F401  (registers the game's commands)
from hideout.data.cards import load_cards
from hideout.engine.commands import command_from_json
from hideout.grammar.matcher import Matcher
from hideout.grammar.normalise import name_spoken_form, normalise
from hideout.grammar.recognition import build_recognition_grammar
from hideout.grammar.templates import (
    TemplateError,
    expand_intent,
    load_templates,
    template_set_from_dict,
)


def _doc(**over):  # type: ignore[no-untyped-def]
    doc = {"language": "en", "game": "destination-x", "rules": {}, "lists": {},
           "intents": [{"command": {"type": "help"}, "sentences": ["help"]}]}
    doc.update(over)
    return doc


def test_shipped_templates_load() -> None:
    tset = load_templates("destination-x", "en")
    assert (tset.lang, tset.game) == ("en", "destination-x")
    assert "um" in tset.fillers and "spy" in tset.address and "maybe" in tset.blockers


def test_every_intent_expands_to_valid_commands() -> None:
    tset = load_templates()
    for index, intent in enumerate(tset.intents):
        phrases = list(expand_intent(tset, index))
        assert phrases, intent.command
        for phrase in phrases[:50]:
            fields = dict(phrase.command)
            if phrase.span_field:
                fields[phrase.span_field] = "FRA"
            command_from_json(fields, "destination-x")


def test_every_card_and_option_has_phrases() -> None:
    tset = load_templates()
    said: set[tuple[str, str | None]] = set()
    for index in range(len(tset.intents)):
        for phrase in expand_intent(tset, index):
            fields = dict(phrase.command)
            if fields["type"] == "ask":
                said.add((fields["card"], fields.get("option")))
    for card in load_cards().values():
        wanted = [(card.id, o.id) for o in card.options] or [(card.id, None)]
        for key in wanted:
            assert key in said, key
    assert {c for c, _ in said} <= set(load_cards())


def test_unknown_list_is_refused() -> None:
    doc = _doc(intents=[{"command": {"type": "help"}, "sentences": ["help {nothing}"]}])
    with pytest.raises(TemplateError, match="unknown list"):
        template_set_from_dict(doc)


def test_undeclared_slot_is_refused() -> None:
    doc = _doc(lists={"language": {"values": {"english": ["english"]}}},
               intents=[{"command": {"type": "ask", "card": "official_language"},
                         "sentences": ["is {language} spoken"]}])
    with pytest.raises(TemplateError, match="slots declare"):
        template_set_from_dict(doc)


def test_yaml_boolean_key_is_refused() -> None:
    with pytest.raises(TemplateError, match="not a string"):
        template_set_from_dict(_doc(rules={True: "(yes|yeah)"}))


def test_bad_template_syntax_is_refused() -> None:
    with pytest.raises(TemplateError, match="cannot parse"):
        template_set_from_dict(_doc(intents=[{"command": {"type": "help"}, "sentences": ["help (me"]}]))


def test_a_phrase_with_two_meanings_is_refused(handbook) -> None:  # type: ignore[no-untyped-def]
    doc = _doc(intents=[{"command": {"type": "help"}, "sentences": ["what now"]},
                        {"command": {"type": "status"}, "sentences": ["(what|where) now"]}])
    with pytest.raises(ValueError, match="means both"):
        Matcher(templates=template_set_from_dict(doc), handbook=handbook)


def test_glued_word_is_refused_by_the_jsgf_writer(handbook) -> None:  # type: ignore[no-untyped-def]
    doc = _doc(intents=[{"command": {"type": "help"}, "sentences": ["we('ll| will) help"]}])
    matcher = Matcher(templates=template_set_from_dict(doc), handbook=handbook)
    with pytest.raises(TemplateError, match="glues"):
        build_recognition_grammar(matcher)


@pytest.mark.parametrize("raw,spoken", [
    ("São Tomé and Príncipe", "sao tome and principe"),
    ("Guinea-Bissau", "guinea bissau"),
    ("Côte d'Ivoire", "cote divoire"),
    ("Türkiye", "turkiye"),
    ("Bosnia & Herzegovina", "bosnia and herzegovina"),
    ("The Gambia", "gambia"),
])
def test_name_spoken_forms(raw: str, spoken: str) -> None:
    assert name_spoken_form(raw) == spoken


def test_normalise_keeps_contractions_and_hangul() -> None:
    assert normalise("What's  the   POPULATION?!") == "what's the population"
    assert normalise("‘Don’t’") == "don't"
    assert normalise("대한민국, 프랑스") == "대한민국 프랑스"
