"""The fifty-first round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A senior asked whether the speaker may play a card, then the question itself, is the question; asked alone,
it asks leave and stays talk. "선생님들 제가 한 수 두겠습니다" (a move announced to seniors) before a play is
said to the spy. "뭐랬어" and the Jeolla "뭐시라고" ask for the answer again; "들어내" (lift it out) takes a
country off the table. A request for help closed by not knowing, in dialect ("모르갔소", "모르겄네"), is the
request. What a country sells "외국에다" (abroad) is its export. Gyeongsang "날리삐라", Jeolla "하쇼", Chungcheong "확실혀", "그대로 진행" (go ahead as it is), "날려 버려"
(blow it away) and "그래 잡아" (yes, catch them) answer yes at "Eliminate X?".
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "THA", "DEU", "MNG", "JPN", "BTN")


@pytest.mark.parametrize(("text", "want"), [
    ("삼촌 이거 종교 카드 내도 돼요 거기 종교 뭐예요", {"type": "ask", "card": "religion"}),
    ("선배님들 제가 한 수 두겠습니다 인구 물어볼게요", {"type": "ask", "card": "population"}),
    ("아까 뭐랬어요", {"type": "repeat"}),
    ("뭐시라고", {"type": "repeat"}),
    ("칠레 들어내", {"type": "eliminate", "destination": "CHL"}),
    ("어떻게 하는 거예요 저는 하나도 모르겄네", {"type": "help"}),
    ("그 나라는 해외에다 파는 게 뭐예요", {"type": "ask", "card": "export"}),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", [
    "삼촌 이거 종교 카드 내도 돼요",
    "이삿짐 들어내자",
])
def test_talk_stays_talk(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative


@pytest.mark.parametrize("text", ["그래 날리삐라", "잉 하쇼", "어 확실혀", "그대로 진행", "어 그래 날려 버려", "그래 잡아"])
def test_dialect_yes(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, awaiting=True, lang="ko") == {"type": "confirm"}


def test_bare_sure_asks_and_answers_nothing(ko_rules: Matcher) -> None:
    # a bare "확실혀" asks "are you sure?" of the table
    assert said_at(ko_rules, "확실혀 확실하냐고", TABLE, awaiting=True, lang="ko") is None
