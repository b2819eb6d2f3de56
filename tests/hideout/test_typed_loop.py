"""The typed game's loop: where typed text enters the game."""

from __future__ import annotations

from typing import Any

import pytest

from hideout import play


class Lines:
    """A console whose input is the given lines, then end of input."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self.read = 0

    def input(self, prompt: str = "") -> str:
        if not self.lines:
            raise EOFError
        self.read += 1
        return self.lines.pop(0)


class Unfinished:
    lang = "en"

    def finished(self) -> bool:
        return False


@pytest.mark.parametrize("line", ["quit.", "Quit!", "  exit . ", "bye?", "stop the game.", "그만.", "종료。"])
def test_a_quit_word_closed_like_a_sentence_quits(monkeypatch, line):
    played: list[str] = []
    monkeypatch.setattr(play, "run_turn", lambda session, app, table, text, *a: played.append(text))
    console = Lines([line, "status"])
    assert play.typed_loop(Any, Unfinished(), Any, console) == 0
    assert played == [] and console.read == 1   # left at once: "status" was never read


@pytest.mark.parametrize("line", ["quit the population", "quite.", "bye bye brazil."])
def test_a_sentence_that_only_holds_a_quit_word_is_played(monkeypatch, line):
    played: list[str] = []
    monkeypatch.setattr(play, "run_turn", lambda session, app, table, text, *a: played.append(text))
    assert play.typed_loop(Any, Unfinished(), Any, Lines([line])) == 0
    assert played == [line]   # the text goes on as typed: the matcher reads its closing stop


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_prompts_quit_word_is_one_that_quits(lang):
    # the Korean prompt said 'quit' (the English word) though '종료' ends the game
    from hideout.phrasebook import phrasebook
    from hideout.play import typed_quit

    book = phrasebook(lang)
    prompt = book.text("dialogue.typed_prompt")
    own = book.choices("dialogue.quit_words")
    assert own[0] in prompt and typed_quit(own[0] + ".")
    assert typed_quit("quit") and typed_quit("종료!") and not typed_quit("quit the table talk")
    if lang == "ko":
        assert "quit" not in prompt
