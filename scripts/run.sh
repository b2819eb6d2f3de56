#!/usr/bin/env bash
# Sets up a fresh machine and starts a game: by voice when a microphone exists, otherwise the
# self-playing demo (synthetic detective voices through the real recogniser).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if .venv/bin/hideout devices --has-input >/dev/null 2>&1; then
    exec .venv/bin/hideout play destination-x "$@"
else
    echo "No microphone found: running the self-playing demo instead."
    exec .venv/bin/hideout demo "$@"
fi
