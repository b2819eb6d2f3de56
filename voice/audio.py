"""PCM helpers: read WAV files, convert to 16 kHz mono 16-bit, measure duration.

Everything the recognisers take is raw little-endian 16-bit mono PCM at 16 kHz. A WAV file may
hold anything the format allows: 8/16/24/32-bit integers, 32/64-bit floats, A-law, mu-law, any
number of channels, WAVE_FORMAT_EXTENSIBLE headers, any rate from 1 kHz to 384 kHz. The header
is parsed here (the standard library's ``wave`` reads integer PCM only) and the samples are
streamed in blocks through a windowed-sinc resampler, so a long recording is converted with
memory that does not grow with its length. A file that is not such a WAV raises
:class:`AudioFileError` with a one-line reason, before any sample is read.
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np

SAMPLE_RATE = 16000
SAMPLE_WIDTH = 2  # bytes, 16-bit

#: Rates outside this range are refused: below 1 kHz nothing of speech is left, and a header that
#: claims 1 Hz would otherwise turn a few kilobytes into gigabytes of 16 kHz audio.
MIN_RATE = 1000
MAX_RATE = 384000
MAX_CHANNELS = 64

# Format tags (mmreg.h) and the EXTENSIBLE header's sub-format GUID tail.
PCM, IEEE_FLOAT, ALAW, MULAW, EXTENSIBLE = 0x0001, 0x0003, 0x0006, 0x0007, 0xFFFE
_GUID_TAIL = b"\x00\x00\x00\x00\x10\x00\x80\x00\x00\xaa\x00\x38\x9b\x71"
_WIDTHS = {PCM: (1, 2, 3, 4), IEEE_FLOAT: (4, 8), ALAW: (1,), MULAW: (1,)}
_FORMAT_NAMES = {PCM: "integer PCM", IEEE_FLOAT: "float", ALAW: "A-law", MULAW: "mu-law"}


class AudioFileError(ValueError):
    """A file that cannot be heard as a WAV recording; the message says why in one line."""


@dataclass(frozen=True)
class WavInfo:
    """What a WAV header says, checked: where the samples are and how to read them."""

    format_tag: int        # PCM, IEEE_FLOAT, ALAW or MULAW (EXTENSIBLE resolved)
    channels: int
    rate: int
    width: int             # bytes per sample of one channel
    data_offset: int
    data_bytes: int        # whole frames actually present in the file

    @property
    def frames(self) -> int:
        return self.data_bytes // (self.width * self.channels)

    @property
    def duration_ms(self) -> float:
        return 1000.0 * self.frames / self.rate

    @property
    def kind(self) -> str:
        return f"{self.width * 8}-bit {_FORMAT_NAMES[self.format_tag]}"


def pcm_ms(pcm: bytes, rate: int = SAMPLE_RATE) -> float:
    """Duration in milliseconds of 16-bit mono PCM."""
    return 1000.0 * (len(pcm) // SAMPLE_WIDTH) / rate


# -- the header ---------------------------------------------------------------------------------

def wav_info(path: str | Path) -> WavInfo:
    """Parse and check a WAV file's header without reading its samples.

    :raises AudioFileError: missing or unreadable file, not RIFF/WAVE, a truncated or
        inconsistent header, an unsupported encoding, or a rate or channel count out of range.
    """
    try:
        with open(path, "rb") as fh:
            size = fh.seek(0, 2)
            fh.seek(0)
            return _parse_header(fh, size)
    except FileNotFoundError:
        raise AudioFileError(f"no such file: {path}") from None
    except IsADirectoryError:
        raise AudioFileError(f"{path} is a folder, not a WAV file") from None
    except OSError as err:
        raise AudioFileError(f"cannot read {path}: {err.strerror or err}") from None
    except AudioFileError:
        raise   # the header's own reason (an AudioFileError is a ValueError too)
    except ValueError as err:   # a path with a NUL byte
        raise AudioFileError(f"not a file name: {err}") from None


def _parse_header(fh: BinaryIO, size: int) -> WavInfo:
    head = fh.read(12)
    if len(head) == 0:
        raise AudioFileError("the file is empty")
    if len(head) < 12 or head[:4] not in (b"RIFF", b"RIFX", b"RF64") or head[8:12] != b"WAVE":
        raise AudioFileError("not a WAV file (no RIFF/WAVE header)")
    if head[:4] != b"RIFF":
        raise AudioFileError(f"{head[:4].decode()} WAV files are not supported (only RIFF)")
    fmt: bytes | None = None
    position = 12
    for _ in range(10000):   # a header of more chunks than this is not a recording
        chunk = fh.read(8)
        if len(chunk) < 8:
            break
        chunk_id, chunk_size = chunk[:4], struct.unpack("<I", chunk[4:])[0]
        position += 8
        if chunk_id == b"fmt ":
            if chunk_size > 1024:
                raise AudioFileError(f"the format chunk claims {chunk_size} bytes")
            fmt = fh.read(chunk_size)
            if len(fmt) < min(chunk_size, 16) or chunk_size < 16:
                raise AudioFileError("the WAV header is truncated (short format chunk)")
        elif chunk_id == b"data":
            if fmt is None:
                raise AudioFileError("the WAV file has samples before its format chunk")
            # Writers that stream (or were killed) leave 0 or 0xFFFFFFFF here: trust the file size.
            available = size - position
            data_bytes = available if chunk_size in (0, 0xFFFFFFFF) else min(chunk_size, available)
            return _checked(fmt, position, data_bytes)
        position += chunk_size + (chunk_size & 1)   # chunks are padded to even sizes
        if position > size:
            break
        fh.seek(position)
    if fmt is None:
        raise AudioFileError("the WAV header is truncated (no format chunk)")
    raise AudioFileError("the WAV file has no data chunk (truncated?)")


def _checked(fmt: bytes, data_offset: int, data_bytes: int) -> WavInfo:
    tag, channels, rate, _byte_rate, block_align, bits = struct.unpack("<HHIIHH", fmt[:16])
    if tag == EXTENSIBLE:
        if len(fmt) < 40:
            raise AudioFileError("the WAV header is truncated (short extensible format)")
        guid = fmt[24:40]
        if guid[2:] != _GUID_TAIL:
            raise AudioFileError("unsupported WAVE_FORMAT_EXTENSIBLE sub-format")
        tag = struct.unpack("<H", guid[:2])[0]
    if tag not in _WIDTHS:
        raise AudioFileError(f"unsupported WAV encoding (format tag 0x{tag:04x}); "
                             f"use integer PCM, float, A-law or mu-law")
    if not 1 <= channels <= MAX_CHANNELS:
        raise AudioFileError(f"the WAV header says {channels} channels (1 to {MAX_CHANNELS} are heard)")
    if not MIN_RATE <= rate <= MAX_RATE:
        raise AudioFileError(f"the WAV header says {rate} Hz (rates from {MIN_RATE} to {MAX_RATE} Hz are heard)")
    # The container width comes from the block size (12-bit audio sits in 16-bit words).
    width = block_align // channels if block_align else (bits + 7) // 8
    if width * channels != block_align and block_align:
        raise AudioFileError(f"inconsistent WAV header: {channels} channels in {block_align}-byte frames")
    if width not in _WIDTHS[tag]:
        raise AudioFileError(f"unsupported sample width: {width * 8}-bit {_FORMAT_NAMES[tag]}")
    frame = width * channels
    return WavInfo(tag, channels, rate, width, data_offset, (data_bytes // frame) * frame)


# -- samples ------------------------------------------------------------------------------------

def _g711_table(tag: int) -> np.ndarray:
    """Linear values in [-1, 1] of the 256 A-law or mu-law codes (ITU-T G.711)."""
    codes = np.arange(256)
    if tag == MULAW:
        u = ~codes & 0xFF
        exponent, mantissa = (u >> 4) & 7, u & 0x0F
        magnitude = (((mantissa << 3) + 0x84) << exponent) - 0x84
        return np.where(u & 0x80, -magnitude, magnitude) / 32768.0
    a = codes ^ 0x55
    exponent, mantissa = (a >> 4) & 7, a & 0x0F
    magnitude = np.where(exponent == 0, (mantissa << 4) + 8, ((mantissa << 4) + 0x108) << (exponent - 1))
    return np.where(a & 0x80, magnitude, -magnitude) / 32768.0


def _to_float(raw: bytes, info: WavInfo) -> np.ndarray:
    """Interleaved samples of any supported encoding to float64 in [-1, 1], mixed to mono."""
    width, tag = info.width, info.format_tag
    if tag in (ALAW, MULAW):
        samples = _g711_table(tag)[np.frombuffer(raw, dtype=np.uint8)]
    elif tag == IEEE_FLOAT:
        samples = np.frombuffer(raw, dtype="<f4" if width == 4 else "<f8").astype(np.float64)
        samples = np.clip(np.nan_to_num(samples, nan=0.0, posinf=1.0, neginf=-1.0), -1.0, 1.0)
    elif width == 1:
        samples = (np.frombuffer(raw, dtype=np.uint8).astype(np.float64) - 128.0) / 128.0
    elif width == 2:
        samples = np.frombuffer(raw, dtype="<i2").astype(np.float64) / 32768.0
    elif width == 3:
        triples = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 3).astype(np.int32)
        value = triples[:, 0] | (triples[:, 1] << 8) | (triples[:, 2] << 16)
        samples = np.where(value >= 1 << 23, value - (1 << 24), value) / float(1 << 23)
    else:
        samples = np.frombuffer(raw, dtype="<i4").astype(np.float64) / 2147483648.0
    if info.channels > 1:
        samples = samples.reshape(-1, info.channels).mean(axis=1)
    return samples


class StreamResampler:
    """Band-limited resampling of a float signal that arrives in pieces.

    A windowed sinc (Blackman window, ``zeros`` zero crossings each side) evaluated at each
    output instant; its cutoff is the lower of the two Nyquist frequencies, so downsampling
    removes what the new rate cannot hold. Memory is one block plus the kernel's reach.
    """

    def __init__(self, from_rate: int, to_rate: int, zeros: int = 8) -> None:
        self.step = from_rate / to_rate                     # input samples per output sample
        self.cutoff = 0.5 * min(1.0, to_rate / from_rate)   # cycles per input sample
        self.reach = int(math.ceil(zeros / (2.0 * self.cutoff)))
        self.from_rate, self.to_rate = from_rate, to_rate
        self.buffer = np.zeros(self.reach)     # silence before the first sample
        self.buffer_start = -self.reach        # input index of buffer[0]
        self.taken = 0                         # input samples received
        self.made = 0                          # output samples produced
        # Output rows per matrix: keeps (rows x taps) near a million values whatever the ratio.
        self.rows = max(64, 1_000_000 // (2 * self.reach))

    def push(self, samples: np.ndarray) -> np.ndarray:
        """Take more input; return every output sample it completes."""
        self.buffer = np.concatenate([self.buffer, samples.astype(np.float64, copy=False)])
        self.taken += len(samples)
        # output k needs input up to floor(k * step) + reach
        last = int(math.floor((self.taken - self.reach - 1) / self.step)) if self.taken > self.reach else -1
        return self._make(last)

    def flush(self) -> np.ndarray:
        """The outputs that the end of the input (padded with silence) completes."""
        self.buffer = np.concatenate([self.buffer, np.zeros(self.reach + int(self.step) + 2)])
        total = int(round(self.taken * self.to_rate / self.from_rate))
        return self._make(total - 1)

    def _make(self, last: int) -> np.ndarray:
        pieces = []
        offsets = np.arange(-self.reach + 1, self.reach + 1)
        while self.made <= last:
            ks = np.arange(self.made, min(last, self.made + self.rows - 1) + 1)
            t = ks * self.step
            base = np.floor(t).astype(np.int64)
            index = base[:, None] + offsets[None, :]
            x = index - t[:, None]
            u = np.clip(x / self.reach, -1.0, 1.0)
            window = 0.42 + 0.5 * np.cos(np.pi * u) + 0.08 * np.cos(2 * np.pi * u)
            kernel = 2 * self.cutoff * np.sinc(2 * self.cutoff * x) * window
            pieces.append(np.einsum("ij,ij->i", kernel, self.buffer[index - self.buffer_start]))
            self.made = int(ks[-1]) + 1
        # drop what no later output can reach
        keep_from = int(math.floor(self.made * self.step)) - self.reach + 1
        drop = max(0, min(keep_from - self.buffer_start, len(self.buffer)))
        self.buffer, self.buffer_start = self.buffer[drop:], self.buffer_start + drop
        return np.concatenate(pieces) if pieces else np.zeros(0)


def resample(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """Band-limited resampling of a whole float signal (see :class:`StreamResampler`)."""
    if from_rate == to_rate or len(samples) == 0:
        return samples.astype(np.float64, copy=False)
    resampler = StreamResampler(from_rate, to_rate)
    return np.concatenate([resampler.push(samples), resampler.flush()])


def to_pcm16(samples: np.ndarray) -> bytes:
    """Float samples in [-1, 1] to 16-bit little-endian PCM (clipped)."""
    clipped = np.clip(samples, -1.0, 1.0)
    return bytes((clipped * 32767.0).round().astype("<i2").tobytes())


def from_pcm16(pcm: bytes) -> np.ndarray:
    """16-bit little-endian PCM to float samples in [-1, 1]."""
    return np.frombuffer(pcm, dtype="<i2").astype(np.float64) / 32768.0


def iter_wav(path: str | Path, rate: int = SAMPLE_RATE, block_ms: int = 1000) -> Iterator[bytes]:
    """A WAV file as 16-bit mono PCM at ``rate``, in blocks of about ``block_ms``.

    Reads, converts and resamples one block at a time: memory does not grow with the file.

    :raises AudioFileError: the file cannot be heard (see :func:`wav_info`); raised at the first
        ``next()``, before any block.
    """
    info = wav_info(path)
    frame = info.width * info.channels
    block = max(1, info.rate * block_ms // 1000) * frame
    plain = info.format_tag == PCM and info.width == 2 and info.channels == 1 and info.rate == rate
    resampler = None if info.rate == rate else StreamResampler(info.rate, rate)
    try:
        fh = open(path, "rb")
    except OSError as err:
        raise AudioFileError(f"cannot read {path}: {err.strerror or err}") from None
    with fh:
        fh.seek(info.data_offset)
        left = info.data_bytes
        while left > 0:
            raw = fh.read(min(block, left))
            raw = raw[:len(raw) - len(raw) % frame]
            if not raw:
                break   # the file shrank while we read it
            left -= len(raw)
            if plain:
                yield raw   # already what the recognisers want: no round trip
                continue
            samples = _to_float(raw, info)
            yield to_pcm16(samples if resampler is None else resampler.push(samples))
        if resampler is not None:
            yield to_pcm16(resampler.flush())


def read_wav(path: str | Path, rate: int = SAMPLE_RATE) -> bytes:
    """A whole WAV file as 16-bit mono PCM at ``rate`` (see :func:`iter_wav` for long files).

    :raises AudioFileError: the file cannot be heard; the message says why in one line.
    """
    return b"".join(iter_wav(path, rate))


def write_wav(path: str | Path, pcm: bytes, rate: int = SAMPLE_RATE) -> None:
    """Write 16-bit mono PCM to a WAV file."""
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(SAMPLE_WIDTH)
        wav.setframerate(rate)
        wav.writeframes(pcm)
