#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The tests import the checkout (repo root first on sys.path), with the venv's dependencies.
exec .venv/bin/python -m pytest -q -m "slow or not slow" "$@"
