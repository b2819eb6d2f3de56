"""One recogniser heard through a Listener in two games: each line gets its own game's grammar."""

from __future__ import annotations

from typing import Any

from hideout.listening import Listener
from hideout.voice.recogniser import Transcript

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN")


class TypedRecogniser:
    """Hears what it is told; records every grammar it is given."""

    short_phrases = False
    vocabulary = None

    def __init__(self) -> None:
        self.grammars: list[tuple[str, ...]] = []

    def set_grammar(self, phrases: Any, jsgf: str = "") -> None:
        self.grammars.append(tuple(phrases))

    def start(self) -> None:
        pass

    def accept(self, pcm: bytes) -> Transcript:
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        return Transcript("what is the population", 0.9)


def test_a_game_heard_again_after_another_gets_its_grammar_back() -> None:
    recogniser = TypedRecogniser()
    listener = Listener(recogniser)
    silence = b"\0" * 3200
    listener.hear(silence, "destination-x", TABLE)
    destination_x = recogniser.grammars[-1]
    listener.hear(silence, "duel")
    assert recogniser.grammars[-1] != destination_x
    heard = listener.hear(silence, "destination-x", TABLE)
    assert recogniser.grammars[-1] == destination_x   # was the Duel's: the feeder thought its own still set
    assert heard.result.command is not None and heard.result.command.to_json() == {"type": "ask", "card": "population"}
    listener.hear(silence, "destination-x", TABLE)
    assert len(recogniser.grammars) == 3              # the same game and table again: nothing set again
