"""Geometry of the 5 x 5 London, named from the Detective's seat.

Columns A-E run left to right, rows 1-5 away from the Detective (row 1 is the
starting row). Cells are indexes 0..24: ``index = (row - 1) * 5 + column``.
"""

from __future__ import annotations

from hideout.engine.errors import InvalidCommand

SIZE = 5
COLUMNS = "ABCDE"
CELLS: tuple[str, ...] = tuple(f"{c}{r}" for r in range(1, SIZE + 1) for c in COLUMNS)
CELL_COUNT = len(CELLS)   # 25 districts
STARTING_ROW: tuple[int, ...] = tuple(range(SIZE))
SCOTLAND_YARD_INDEXES: tuple[int, ...] = (10, 12, 14)  # A3, C3, E3
DIRECTIONS = {"up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0)}


def col_of(index: int) -> int:
    return index % SIZE


def row_of(index: int) -> int:
    """Row number 1..5."""
    return index // SIZE + 1


def name(index: int) -> str:
    return CELLS[index]


def parse_cell(text: str) -> int:
    """``"b4"`` -> 16.

    :raises InvalidCommand: not a cell of the 5 x 5 grid.
    """
    t = str(text).strip().upper()
    if len(t) == 2 and t[0] in COLUMNS and t[1] in "12345":
        return COLUMNS.index(t[0]) + (int(t[1]) - 1) * SIZE
    raise InvalidCommand(f"there is no district {text!r}: columns are A to E, rows 1 to 5",
                         "unknown_cell", cell=text)


def step(index: int, dx: int, dy: int) -> int | None:
    """The cell ``dx`` columns right and ``dy`` rows up, or None off the grid."""
    c, r = col_of(index) + dx, index // SIZE + dy
    if 0 <= c < SIZE and 0 <= r < SIZE:
        return r * SIZE + c
    return None


def orthogonal_distance(a: int, b: int) -> int | None:
    """Spaces between two cells in one row or column; None if not in line."""
    if a // SIZE == b // SIZE:
        return abs(a - b)
    if a % SIZE == b % SIZE:
        return abs(a - b) // SIZE
    return None


def ring(index: int) -> tuple[int, ...]:
    """The up to eight cells around ``index`` (orthogonal and diagonal)."""
    out = []
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dx or dy:
                n = step(index, dx, dy)
                if n is not None:
                    out.append(n)
    return tuple(out)


def line_cells(index: int, reach: int) -> tuple[int, ...]:
    """Cells in a straight orthogonal line 1..reach spaces away."""
    out = []
    for dx, dy in DIRECTIONS.values():
        for k in range(1, reach + 1):
            n = step(index, dx * k, dy * k)
            if n is None:
                break
            out.append(n)
    return tuple(out)


_RING = tuple(ring(i) for i in range(SIZE * SIZE))
_LINES = {r: tuple(line_cells(i, r) for i in range(SIZE * SIZE)) for r in (1, 2, 3, 4)}


def ring_of(index: int) -> tuple[int, ...]:
    return _RING[index]


def lines_of(index: int, reach: int) -> tuple[int, ...]:
    return _LINES[min(reach, 4)][index]
