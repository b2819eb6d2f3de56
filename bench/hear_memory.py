"""Memory and time of `hideout hear` on long recordings: is the memory bounded by one utterance?

Builds WAV files the way a long table recording looks (spoken commands every few seconds over a
quiet room hiss), written as 44.1 kHz stereo 24-bit so the whole conversion path runs, and
optionally pink noise with no speech at all. Each file is heard by a fresh `hideout hear --json`
process; its peak resident memory comes from the kernel (wait4's ru_maxrss).

    python3 bench/hear_memory.py                       # 5 s and 10 min of commands
    python3 bench/hear_memory.py --minutes 2 --pink-seconds 30

The commands are espeak-ng voices (the speech bench's "en-us" voice and a few others).
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hideout.voice.audio import SAMPLE_RATE, StreamResampler, from_pcm16  # noqa: E402
from hideout.voice.synth import synthesise  # noqa: E402

PHRASES = ["eliminate brazil", "what's the population", "the spy is in france", "status",
           "eliminate peru", "what's the land area", "repeat", "eliminate japan"]
VOICES = ["en-us", "en-gb", "en-us+f3", "en-gb-x-rp"]
FILE_RATE, CHANNELS, WIDTH = 44100, 2, 3


def wav_header(frames: int) -> bytes:
    align = CHANNELS * WIDTH
    data = frames * align
    fmt = struct.pack("<HHIIHH", 1, CHANNELS, FILE_RATE, FILE_RATE * align, align, WIDTH * 8)
    return (b"RIFF" + struct.pack("<I", 36 + data) + b"WAVEfmt " + struct.pack("<I", 16) + fmt
            + b"data" + struct.pack("<I", data))


def write_long_wav(path: Path, seconds: float, every_s: float, pink: bool, seed: int) -> int:
    """Write the recording block by block; returns how many commands were spoken in it."""
    rng = np.random.default_rng(seed)
    commands = [from_pcm16(synthesise(p, v)) * 0.5 for p in PHRASES for v in VOICES]
    total = int(seconds * SAMPLE_RATE)
    schedule: list[tuple[int, np.ndarray]] = []     # (first sample, the command's samples)
    at = rng.uniform(0.3, 1.0) * SAMPLE_RATE
    while not pink:
        command = commands[int(rng.integers(len(commands)))]
        if int(at) + len(command) > total:
            break
        schedule.append((int(at), command))
        at += len(command) + rng.uniform(0.6, 1.4) * every_s * SAMPLE_RATE
    block = SAMPLE_RATE * 2   # 2 s of 16 kHz at a time
    resampler = StreamResampler(SAMPLE_RATE, FILE_RATE)
    written = 0
    with open(path, "wb") as fh:
        fh.write(wav_header(0))
        for done in range(0, total, block):
            n = min(block, total - done)
            if pink:
                spectrum = np.fft.rfft(rng.standard_normal(n))
                spectrum[1:] /= np.sqrt(np.arange(1, len(spectrum)))
                chunk = np.fft.irfft(spectrum, n)
                chunk *= 0.1 / (np.sqrt(np.mean(chunk ** 2)) + 1e-12)
            else:
                chunk = rng.standard_normal(n) * 10 ** (-60 / 20)   # a quiet room's hiss
            for first, command in schedule:
                lo, hi = max(first, done), min(first + len(command), done + n)
                if lo < hi:
                    chunk[lo - done:hi - done] += command[lo - first:hi - first]
            out = resampler.push(chunk)
            if done + n >= total:
                out = np.concatenate([out, resampler.flush()])
            ints = (np.clip(out, -1, 1) * (2 ** 23 - 1)).astype("<i4")
            stereo = np.repeat(ints[:, None], CHANNELS, axis=1).reshape(-1)
            fh.write(stereo.view(np.uint8).reshape(-1, 4)[:, :3].tobytes())
            written += len(ints)
        fh.seek(0)
        fh.write(wav_header(written))
    return len(schedule)


def hear(path: Path) -> tuple[float, float, dict[str, object]]:
    """(wall seconds, peak RSS in MB, the JSON result) of one `hideout hear` process."""
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "hideout", "hear", "--json", "--recogniser", "sphinx",
                             str(path)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    out, err = proc.stdout.read(), proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        return wall, usage.ru_maxrss / 1024, {"error": (err.decode(errors="replace").strip() or
                                                        f"exit {proc.returncode}")[-200:]}
    return wall, usage.ru_maxrss / 1024, json.loads(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--every", type=float, default=6.0, help="seconds between commands")
    parser.add_argument("--pink-seconds", type=float, default=0.0, help="also pink noise this long")
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    cases = [("commands, 5 s", 5.0, False), (f"commands, {args.minutes:g} min", args.minutes * 60, False)]
    if args.pink_seconds:
        cases.append((f"pink noise, {args.pink_seconds:g} s", args.pink_seconds, True))
    print(f"{'recording':24} {'audio':>8} {'file MB':>8} {'wall s':>8} {'peak RSS MB':>12} "
          f"{'utterances':>10} {'spoken':>7} {'commands':>9}")
    with tempfile.TemporaryDirectory(prefix="hideout-hear-memory-") as folder:
        for name, seconds, pink in cases:
            path = Path(folder) / "long.wav"
            spoken = write_long_wav(path, seconds, args.every, pink, args.seed)
            wall, rss, result = hear(path)
            if "error" in result:
                print(f"{name:24} {seconds:7.0f}s {path.stat().st_size / 1e6:8.1f} {wall:8.1f} {rss:12.0f}"
                      f"  error: {result['error']}")
                continue
            segments = result.get("segments")
            heard = ([s for s in segments if s["command"]] if isinstance(segments, list)
                     else [result] if result.get("command") else [])
            count = len(segments) if isinstance(segments, list) else 1
            print(f"{name:24} {seconds:7.0f}s {path.stat().st_size / 1e6:8.1f} {wall:8.1f} {rss:12.0f} "
                  f"{count:10d} {spoken:7d} {len(heard):9d}")
            path.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
