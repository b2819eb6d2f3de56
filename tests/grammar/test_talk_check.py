"""The shipped talk check (grammar/reader.py ``SecondOpinion.check`` with data/talk_gate_en.npz) on
typed input: table talk the rules would play as a card is asked back, never dropped; plain
commands are still acted on at once; the same words heard are left to the voice path. Every
utterance here was written for these tests, after the study that set the bar; none is in a
phrasing set the gate learnt from."""

from __future__ import annotations

import pytest

from hideout.grammar.matcher import MatchContext, Matcher, MatchResult
from hideout.grammar.reader import CHECK_ASK_REASON, TALK_CHECK_BARS, talk_gate_path


def rules_alone(matcher: Matcher, text: str, context: MatchContext) -> MatchResult:
    opinion, matcher.second_opinion = matcher.second_opinion, None
    try:
        return matcher.match(text, context)
    finally:
        matcher.second_opinion = opinion


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_each_language_asks_back_and_never_drops(lang: str) -> None:
    ask, drop = TALK_CHECK_BARS[lang]
    assert ask < 1.0 < drop and talk_gate_path(lang).exists()


#: Remarks about a player's habits that the rules alone read as the card's question.
TALK_PLAYED_AS_A_CARD = [
    ("you always pick the religion card it's so predictable", "religion"),
    ("you always go for the population card, it's so you", "population"),
    ("you keep playing the coastline card like it's going to save you", "coastline"),
    ("wait is the traffic card even in this box", "traffic"),
]


#: Korean remarks about where a card is that the rules alone play as the card's question.
KOREAN_TALK_PLAYED_AS_A_CARD = [
    ("수도 카드는 내 가방에 있어", "capital_letter"),
    ("인구 카드 어디 갔는지 아는 사람", "population"),
]


@pytest.mark.parametrize(("lang", "text", "card"), [("en", *line) for line in TALK_PLAYED_AS_A_CARD]
                         + [("ko", *line) for line in KOREAN_TALK_PLAYED_AS_A_CARD])
def test_typed_talk_the_rules_play_as_a_card_is_asked_back(request: pytest.FixtureRequest, lang: str,
                                                           text: str, card: str) -> None:
    matcher: Matcher = request.getfixturevalue("matcher" if lang == "en" else "ko")
    typed = MatchContext(typed=True)
    alone = rules_alone(matcher, text, typed)
    assert alone.command is not None and alone.command.to_json() == {"type": "ask", "card": card}
    assert not alone.tentative
    checked = matcher.match(text, typed)
    assert checked.command == alone.command   # kept: a yes to "The religion card?" still plays it
    assert checked.tentative and checked.reason == CHECK_ASK_REASON


@pytest.mark.parametrize(("text", "card"), TALK_PLAYED_AS_A_CARD)
def test_the_same_talk_heard_is_left_to_the_voice_path(matcher: Matcher, text: str, card: str) -> None:
    """Heard, the matcher gives the rules' own reading: hideout.policy and the second ear judge it."""
    heard = MatchContext()   # the default: heard
    assert not heard.typed
    assert matcher.match(text, heard) == rules_alone(matcher, text, heard)
    awaiting = MatchContext(table=("BRA", "PER", "KEN", "JPN", "NPL", "CHL"), awaiting_confirmation=True)
    assert matcher.match(text, awaiting) == rules_alone(matcher, text, awaiting)


@pytest.mark.parametrize(("text", "card"), [
    ("how many people live there", "population"),
    ("we'd like the religion card please", "religion"),
    ("what do they mostly export", "export"),
    ("is it on the atlantic", "atlantic"),
    ("let's go with the land area", "land_area"),
    ("how tall is their tallest mountain", "highest_peak"),
    ("what letter does the capital start with", "capital_letter"),
    ("do they drive on the left", "traffic"),
    ("does it have a coast", "coastline"),
    ("ok let's play the highest peak card", "highest_peak"),
])
def test_plain_typed_commands_are_still_acted_on_at_once(matcher: Matcher, text: str, card: str) -> None:
    found = matcher.match(text, MatchContext(typed=True))
    assert found.command is not None and found.command.to_json() == {"type": "ask", "card": card}
    assert not found.tentative, found.reason


@pytest.mark.parametrize(("text", "command"), [
    ("move to a2", {"type": "move", "to": "A2"}),
    ("taxi to charlie four", {"type": "move", "to": "C4"}),
    ("we're going by bus to b3", {"type": "move", "to": "B3"}),
    ("play the surveillance card", {"type": "action", "card": "surveillance"}),
])
def test_plain_typed_duel_moves_are_still_acted_on_at_once(duel: Matcher, text: str, command: dict[str, str]) -> None:
    found = duel.match(text, MatchContext(game="duel", typed=True))
    assert found.command is not None and found.command.to_json() == command
    assert not found.tentative, found.reason


#: Plain Korean questions: still applied at once.
KOREAN_QUESTIONS = [
    ("인구가 얼마나 돼요", "population"),
    ("종교가 뭐예요", "religion"),
    ("수도 첫 글자 알려 주세요", "capital_letter"),
    ("해안선 있어요", "coastline"),
]


@pytest.mark.parametrize(("text", "card"), KOREAN_QUESTIONS)
def test_korean_plain_questions_are_still_applied_at_once(ko: Matcher, text: str, card: str) -> None:
    checked = ko.match(text, MatchContext(typed=True))
    assert checked.command is not None and checked.command.to_json() == {"type": "ask", "card": card}
    assert not checked.tentative
