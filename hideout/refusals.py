"""Refusals said in the players' language.

The engine's errors are precise English sentences built from ids ("gdp_per_capita is not in
Ann's hand"). For the ear they need card names, and in a Korean game they need Korean. The
engine has already decided *that* a command is illegal; this module only words *why*, from
the same public state the detectives see, and falls back to the engine's sentence for
anything it does not recognise.
"""

from __future__ import annotations

import re
from typing import Any

from hideout.engine.commands import Command
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.game import Phase
from hideout.engine.errors import CommandError

_KO = {
    "over": "게임이 끝났습니다",
    "eliminate_first": "먼저 목적지 하나를 제거하거나 체포를 시도해야 합니다",
    "arrest_only": "이제 체포 시도만 할 수 있습니다",
    "not_open": "{card} 카드는 공개된 카드가 아닙니다",
    "not_in_hand": "{card} 카드는 {player}의 손에 없습니다",
    "not_on_table": "{dest_eun} 테이블에 없습니다",
    "already_eliminated": "{dest_eun} 이미 제거되었습니다",
    "ask_first": "{player_i} 먼저 질문해야 합니다",
}


def explain_refusal(app: Any, command: Command, err: CommandError) -> str:
    """The reason ``command`` was refused, in ``app.lang``, with names instead of ids."""
    if app.lang != "ko":
        return _names_for_ids(app, str(err))
    game = app.game
    phase = game.phase
    if phase is Phase.OVER:
        return _KO["over"]
    if isinstance(command, Ask):
        card = app.card_name(command.card)
        if phase is Phase.ELIMINATE:
            return _KO["eliminate_first"]
        if phase in (Phase.ARREST, Phase.FINAL_ARREST):
            return _KO["arrest_only"]
        if game.open_cards is not None and command.card not in game.open_cards:
            return _KO["not_open"].format(card=card)
        if command.card not in game.playable_cards():
            return _KO["not_in_hand"].format(card=card, player=game.current_player)
    if isinstance(command, (Eliminate, Guess)):
        dest = app.dest_name(command.destination)
        if command.destination not in game.table:
            return _ko("not_on_table", dest=dest)
        if command.destination in game.eliminated:
            return _ko("already_eliminated", dest=dest)
        if isinstance(command, Eliminate) and phase is Phase.ASK:
            return _ko("ask_first", player=game.current_player or "")
        if isinstance(command, Eliminate) and phase in (Phase.ARREST, Phase.FINAL_ARREST):
            return _KO["arrest_only"]
    return str(err)


def _ko(key: str, **kw: str) -> str:
    from hideout.narration_ko import particle_forms

    return _KO[key].format(**kw, **particle_forms(kw))


def _names_for_ids(app: Any, text: str) -> str:
    """ "gdp_per_capita is not in Ann's hand" -> "GDP per capita is not in Ann's hand"."""
    def card(match: re.Match[str]) -> str:
        ident = match.group(1)
        return app.card_name(ident) if ident in app.cards else match.group(0)

    return re.sub(r"'?\b([a-z]+(?:_[a-z]+)*)\b'?", card, text)
