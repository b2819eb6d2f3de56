"""The session's own sentences (not the games'), per language."""

from __future__ import annotations

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "which": "Did you mean {options}?",
        "or": " or ",
        "which_again": "Please say which one, or say cancel.",
        "nothing_to_repeat": "I have not said anything yet.",
        "nothing_to_confirm": "There is nothing to confirm.",
        "nothing_to_cancel": "There is nothing to cancel.",
        "cancelled": "Cancelled.",
        "refused": "Sorry, {reason}.",
        "say_yes_or_no": "{question} Please say yes or no.",
        "not_understood": "Sorry, I didn't catch that. Say help to hear what you can say.",
        "no_microphone": "No microphone is available ({reason}). Type your commands instead.",
        "typed_prompt": "Type a command (or 'help', 'quit')",
        "saved_resume": "The game is saved. Continue it with: hideout play {game} --resume",
        "saved_resume_at": "The game is saved. Continue it with: hideout play {game} --resume --save {path}",
        "save_failed": "I could not save the game ({reason}). We play on, but a crash would lose it.",
        "save_works_again": "The game is saved again.",
        "not_saved": "The game could not be saved ({reason}).",
        "said_before": "Before the break I said: {said}",
        "kept_aside": "An unfinished game was kept as {path}; continue it with: hideout play {game} --resume --save {path}",
        "own_save": "Another game is running in another window; this one saves to {path}.",
        "stopped": "Stopped.",
    },
    "ko": {
        "which": "{options} 중 어느 것입니까?",
        "or": ", ",
        "which_again": "어느 것인지 말하거나 취소라고 말하세요.",
        "nothing_to_repeat": "아직 아무 말도 하지 않았습니다.",
        "nothing_to_confirm": "확인할 것이 없습니다.",
        "nothing_to_cancel": "취소할 것이 없습니다.",
        "cancelled": "취소했습니다.",
        "refused": "죄송합니다. {reason}.",
        "say_yes_or_no": "{question} 예 또는 아니오로 대답하세요.",
        "not_understood": "죄송합니다. 잘 못 들었습니다. 도움말이라고 말하면 할 수 있는 말을 알려 드립니다.",
        "no_microphone": "마이크를 사용할 수 없습니다 ({reason}). 명령을 입력하세요.",
        "typed_prompt": "명령을 입력하세요 ('도움말', 'quit')",
        "saved_resume": "게임이 저장되었습니다. 이어서 하려면: hideout play {game} --resume --lang ko",
        "saved_resume_at": "게임이 저장되었습니다. 이어서 하려면: hideout play {game} --resume --save {path} --lang ko",
        "save_failed": "게임을 저장하지 못했습니다 ({reason}). 게임은 계속되지만 저장되지 않습니다.",
        "save_works_again": "게임이 다시 저장됩니다.",
        "not_saved": "게임을 저장하지 못했습니다 ({reason}).",
        "said_before": "중단 전에 한 말: {said}",
        "kept_aside": "끝나지 않은 게임을 {path}에 보관했습니다. 이어서 하려면: hideout play {game} --resume --save {path} --lang ko",
        "own_save": "다른 창에서 게임이 진행 중입니다. 이 게임은 {path}에 저장됩니다.",
        "stopped": "중단했습니다.",
    },
}


def dialogue_text(lang: str, key: str, **kw: str) -> str:
    table = _TEXT.get(lang, _TEXT["en"])
    return table.get(key, _TEXT["en"][key]).format(**kw)
