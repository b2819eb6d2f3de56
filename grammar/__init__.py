"""Grammar layer: phrase templates -> recogniser grammars, and transcript -> Command matching.

Public API::

    from hideout.grammar import Matcher, MatchContext, MatchResult, RecognitionGrammar
    matcher = Matcher("destination-x", "en")                 # handbook=... to inject one
    result = matcher.match("eliminate brazil", MatchContext(table=("BRA", "PER")))
    grammar = build_recognition_grammar(matcher, context)            # phrases / jsgf / words
"""

from hideout.grammar.matcher import MatchContext, Matcher, MatchResult
from hideout.grammar.recognition import RecognitionGrammar

__all__ = ["MatchContext", "MatchResult", "Matcher", "RecognitionGrammar"]
