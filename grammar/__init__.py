"""Grammar layer: phrase templates -> recogniser grammars, and transcript -> Command matching.

Public API::

    from grammar import Matcher, MatchContext, MatchResult, RecognitionGrammar
    matcher = Matcher("destination-x", "en")                 # handbook=... to inject one
    result = matcher.match("eliminate brazil", MatchContext(table=("BRA", "PER")))
    grammar = matcher.recognition_grammar(context)            # phrases / jsgf / words
"""

from grammar.matcher import MatchContext, Matcher, MatchResult
from grammar.recognition import RecognitionGrammar

__all__ = ["MatchContext", "MatchResult", "Matcher", "RecognitionGrammar"]
