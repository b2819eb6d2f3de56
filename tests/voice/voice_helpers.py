"""Helpers shared by the voice tests (a plain module: tests/ has no packages)."""

from __future__ import annotations

import shutil

import pytest

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed (apt install espeak-ng)")
