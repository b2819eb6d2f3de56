"""The thirty-fourth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone: a vowel held at a word's end by a slow speaker ("그려어", "아녀어") is read without it, so a
drawn-out yes or no answers; a hesitation held ("어어", "아아") stays a sound, and a name ending in a
vowel ("사모아") stays a name.
"""

from __future__ import annotations

import pytest
from phrasing_checks import said_at

from hideout.grammar.hangul import unheld
from hideout.grammar.matcher import Matcher

TABLE = ("HUN", "JPN", "DNK", "SYR", "KHM", "VNM", "USA", "BEL")


@pytest.mark.parametrize(("word", "plain"), [
    ("그려어", "그려"), ("아녀어", "아녀"), ("있습니다아아", "있습니다"), ("네에", "네"),
    ("어어", "어어"), ("아아", "아아"), ("사모아", "사모아"), ("좋아", "좋아"), ("주어", "주어"),
])
def test_a_held_vowel_is_read_without_it(word: str, plain: str) -> None:
    assert unheld(word) == plain


@pytest.mark.parametrize(("text", "want"), [
    ("그려어 지워 버려어", {"type": "confirm"}),
    ("아녀어 놔둬", {"type": "cancel"}),
    ("예에 맞아요", {"type": "confirm"}),
])
def test_a_drawn_out_answer_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


def test_a_held_sound_is_no_answer(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "어어", TABLE, lang="ko", awaiting=True) is None
