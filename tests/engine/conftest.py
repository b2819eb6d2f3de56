"""Shared fixtures for the engine tests: the bench scripts some of them check, loaded by name."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def load_bench() -> Iterator[Callable[..., ModuleType]]:
    """``load_bench("spy_bound", "spy_game_bound")`` runs those bench scripts in order and returns
    the last: each is put in ``sys.modules`` under its name (a script imports its neighbours by
    name, and dataclasses look their module up), with bench/ on ``sys.path``. Both are undone when
    the test module ends, so no test sees another module's copy."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(BENCH))

        def load(*names: str) -> ModuleType:
            module: ModuleType | None = None
            for name in names:
                spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
                assert spec is not None and spec.loader is not None
                module = importlib.util.module_from_spec(spec)
                patch.setitem(sys.modules, name, module)
                spec.loader.exec_module(module)
            assert module is not None, "name at least one bench script"
            return module

        yield load
