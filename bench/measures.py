"""The statistics every benchmark prints, in one place: percentiles of timings and the 95%
interval of a rate."""

from __future__ import annotations

import math


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by nearest rank; NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def wilson(hits: int, n: int) -> tuple[float, float]:
    """The Wilson score 95% interval of ``hits`` out of ``n`` ((0, 0) for no trials)."""
    if n == 0:
        return 0.0, 0.0
    z, p = 1.96, hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
