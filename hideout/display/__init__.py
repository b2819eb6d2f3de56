"""The display seam: what the session loop shows, and the renderers that show it.

The loop feeds one :class:`Table` (captions: who said what; ``refresh()`` after a command changed
the game). The table turns the game into data once, as the detectives may see it
(:mod:`hideout.display.state`: their ``view_for`` plus the events of each command), and hands
the same :class:`TableState` to every :class:`Display`: the terminal
(:mod:`hideout.display.terminal`) and the web page (:mod:`hideout.display.web`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from hideout.display.state import Caption, StateBuilder, TableState, state_builder

__all__ = ["Caption", "Display", "Table", "TableState", "state_builder"]


class Display(Protocol):
    """One renderer of the table. Called with the table's lock held, from any thread."""

    def show(self, state: TableState) -> None: ...      # the game changed
    def caption(self, caption: Caption) -> None: ...    # someone said something
    def note(self, text: str) -> None: ...              # the program's own remark (not a caption)


@dataclass
class Table:
    """What the session loop shows and says: captions, the table state, the computer's voice.

    Commands may come from the loop (typed, heard) and from phones (the web server's threads):
    ``lock`` keeps one at a time, so a state is never built halfway through a command.
    """

    app: Any                                   # the game adapter (hideout.session.GameAdapter)
    displays: list[Display]
    speaker: Any = None                        # voice.speaker.Speaker, or None (print only)
    mute: Callable[[], AbstractContextManager[Any]] | None = None  # microphone off while speaking
    label: str = "Spy"                         # who the computer is in this game
    lock: threading.RLock = field(default_factory=threading.RLock)

    def __post_init__(self) -> None:
        self.builder: StateBuilder = state_builder(self.app)
        self.state: TableState = self.builder.build()

    def heard(self, who: str, text: str, extra: str = "") -> None:
        """A player's words as the program heard them (``extra``: how, e.g. decode time)."""
        self._caption(Caption(who=who, text=text, kind="heard", extra=extra))

    def say(self, lines: list[str]) -> None:
        """The computer's lines: captioned, then spoken."""
        for line in lines:
            self._caption(Caption(who=self.label, text=line, kind="said"))
        if self.speaker is not None and lines:
            text = " ".join(lines)
            if self.mute is not None:
                with self.mute():
                    self.speaker.say(text)
            else:
                self.speaker.say(text)

    def note(self, text: str) -> None:
        with self.lock:
            for display in self.displays:
                display.note(text)

    def refresh(self) -> TableState:
        """The game may have changed: rebuild the state from the view and the new events."""
        with self.lock:
            self.state = self.builder.build()
            for display in self.displays:
                display.show(self.state)
            return self.state

    def _caption(self, caption: Caption) -> None:
        with self.lock:
            self.builder.add_caption(caption)
            for display in self.displays:
                display.caption(caption)

    @contextmanager
    def turn(self) -> Iterator[None]:
        """One command at a time, whichever device it came from."""
        with self.lock:
            yield
