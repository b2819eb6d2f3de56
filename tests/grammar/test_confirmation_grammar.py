"""While a yes/no is awaited, the recognition grammar holds only the dialogue words."""

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.recognition import build_recognition_grammar


def test_awaiting_confirmation_grammar_has_no_acts():
    matcher = Matcher()
    context = MatchContext(table=("FRA", "BRA", "PER", "JPN", "AUT", "NER"), awaiting_confirmation=True)
    grammar = build_recognition_grammar(matcher, context)
    words = set(grammar.words)
    assert {"yes", "no", "cancel", "repeat"} <= words
    assert not words & {"brazil", "france", "population", "religion"}  # no destination, no card
    for phrase in grammar.phrases[:-1]:
        result = matcher.match(phrase, context)
        assert result.command is None or result.command.type in {"confirm", "cancel", "repeat", "status", "help"}


def test_normal_grammar_still_has_the_acts():
    matcher = Matcher()
    grammar = build_recognition_grammar(matcher, MatchContext(table=("FRA", "BRA")))
    assert {"eliminate", "brazil", "population"} <= set(grammar.words)
