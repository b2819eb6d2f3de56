"""A fixed duel London for grammar tests (the engine's tests have their own builders)."""

from hideout.engine.duel.commands import Setup

_ROWS = [
    ["taxi-1", "bus-1", "underground-1", "black-1", "camera-1"],
    ["taxi-2", "sabotage-1", "taxi-3", "bus-2", "taxi-4"],
    ["yard-1", "taxi-5", "yard-2", "sabotage-2", "yard-3"],
    ["bus-3", "camera-2", "black-2", "taxi-6", "bus-4"],
    ["sabotage-3", "bus-5", "mister-x", "underground-2", "underground-3"],
]


def standard_setup() -> Setup:
    return Setup(tuple(t for row in _ROWS for t in row))
