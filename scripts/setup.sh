#!/usr/bin/env bash
# Installs everything Hideout needs on a fresh Debian/Ubuntu machine, then the package itself
# into ./.venv. Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v espeak-ng >/dev/null 2>&1 || need_apt+=(espeak-ng)
command -v sox >/dev/null 2>&1 || need_apt+=(sox)
command -v flite >/dev/null 2>&1 || need_apt+=(flite)   # a second synthesiser: held-out voices in bench/heard_phrasings.py
ldconfig -p 2>/dev/null | grep -q libportaudio.so.2 || need_apt+=(libportaudio2)
# The browser tests of the table view drive Debian's Chromium (Playwright's own browser download
# is not used); Nanum fonts draw the Korean page.
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
fc-list 2>/dev/null | grep -qi nanum || need_apt+=(fonts-nanum)
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "setup: installing Debian packages: ${need_apt[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
# Not editable on purpose: proves `pip install .` alone gives a working `hideout`.
.venv/bin/python -m pip install -q ".[test,neural,bench,moonshine]"
# RNNoise for noisy rooms (voice/denoise.py). Only its library is used, so its dependencies (an
# audio-file toolkit with FFmpeg and matplotlib) are left out; without it the game still runs.
.venv/bin/python -m pip install -q --no-deps "pyrnnoise==0.4.5" || echo "setup: RNNoise not installed (noise suppression off)"
# Moonshine's graphs prepared once (voice/moonshine.py), so that its first use waits for nothing.
.venv/bin/python -c "from hideout.voice import moonshine; moonshine.available() is None and moonshine.prepared_dir()" \
    || echo "setup: Moonshine's graphs not prepared (they will be at first use)"
# The checkout's own bytecode, as pip compiled the installed copy's: where PYTHONDONTWRITEBYTECODE is set no
# run writes any, and every `python -m hideout` from the checkout (tests, benches) would compile its source.
.venv/bin/python -m compileall -q hideout engine grammar voice data >/dev/null || true
echo "setup: done ($(.venv/bin/hideout --version 2>/dev/null || echo 'hideout installed'))"
