"""Commands: the contract between grammar, engine and the CLI (see DESIGN.md).

Each verb is a small frozen dataclass with a JSON form that round-trips:
``command_from_json(cmd.to_json()) == cmd``. Dialogue commands are shared by
both games; game commands register themselves with :func:`register`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from hideout.engine.errors import InvalidCommand

_REGISTRY: dict[str, dict[str, type["Command"]]] = {}


@dataclass(frozen=True)
class Command:
    """Base class; ``type`` is the JSON ``"type"`` value."""

    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None:
                out[f.name] = value
        return out


def register(game: str, cls: type[Command]) -> type[Command]:
    """Make ``cls`` parseable by :func:`command_from_json` for ``game`` ('*' = every game)."""
    _REGISTRY.setdefault(game, {})[cls.type] = cls
    return cls


def command_from_json(obj: dict[str, Any], game: str = "destination-x") -> Command:
    """Build a command from its JSON form.

    :raises InvalidCommand: unknown type, missing or unexpected fields.
    """
    if not isinstance(obj, dict) or "type" not in obj:
        raise InvalidCommand(f"a command needs a type, got {obj!r}")
    kind = obj["type"]
    cls = _REGISTRY.get(game, {}).get(kind) or _REGISTRY.get("*", {}).get(kind)
    if cls is None:
        raise InvalidCommand(f"unknown command type {kind!r} for {game}")
    names = {f.name for f in fields(cls)}
    extra = set(obj) - names - {"type"}
    if extra:
        raise InvalidCommand(f"unexpected fields {sorted(extra)} in {kind!r} command")
    try:
        return cls(**{k: v for k, v in obj.items() if k != "type"})
    except TypeError as err:
        raise InvalidCommand(f"bad {kind!r} command {obj!r}: {err}") from None


@dataclass(frozen=True)
class Confirm(Command):
    type: ClassVar[str] = "confirm"


@dataclass(frozen=True)
class Cancel(Command):
    type: ClassVar[str] = "cancel"


@dataclass(frozen=True)
class Repeat(Command):
    type: ClassVar[str] = "repeat"


@dataclass(frozen=True)
class Status(Command):
    type: ClassVar[str] = "status"


@dataclass(frozen=True)
class Help(Command):
    type: ClassVar[str] = "help"


DIALOGUE_COMMANDS: tuple[type[Command], ...] = (Confirm, Cancel, Repeat, Status, Help)
#: The commands that answer a yes/no question ("Eliminate Brazil?"), by their JSON type.
ANSWER_TYPES: tuple[str, ...] = (Confirm.type, Cancel.type)
for _cls in DIALOGUE_COMMANDS:
    register("*", _cls)
