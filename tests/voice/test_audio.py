import wave

import numpy as np
import pytest
from voice_helpers import needs_espeak

from hideout.voice.audio import from_pcm16, pcm_ms, read_wav, resample, to_pcm16, write_wav
from hideout.voice.synth import espeak_wav


def dominant_hz(samples: np.ndarray, rate: int) -> float:
    spectrum = np.abs(np.fft.rfft(samples))
    return float(np.fft.rfftfreq(len(samples), 1.0 / rate)[int(np.argmax(spectrum))])


@pytest.mark.parametrize("from_rate", [22050, 44100, 8000])
def test_resample_keeps_pitch_and_length(from_rate: int) -> None:
    t = np.arange(from_rate) / from_rate            # one second
    tone = 0.5 * np.sin(2 * np.pi * 440.0 * t)
    out = resample(tone, from_rate, 16000)
    assert len(out) == 16000
    assert dominant_hz(out, 16000) == pytest.approx(440.0, abs=2.0)
    assert np.sqrt(np.mean(out ** 2)) == pytest.approx(0.5 / np.sqrt(2), rel=0.02)


def test_resample_removes_what_16k_cannot_hold() -> None:
    rate = 44100
    t = np.arange(rate) / rate
    out = resample(np.sin(2 * np.pi * 12000.0 * t), rate, 16000)   # above the new Nyquist
    assert np.sqrt(np.mean(out ** 2)) < 0.01


def test_read_wav_mixes_stereo_and_resamples(tmp_path) -> None:
    rate = 22050
    t = np.arange(rate // 2) / rate
    left = (0.4 * np.sin(2 * np.pi * 300 * t) * 32767).astype("<i2")
    stereo = np.stack([left, left], axis=1).tobytes()
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2), wav.setsampwidth(2), wav.setframerate(rate)
        wav.writeframes(stereo)
    pcm = read_wav(path)
    assert pcm_ms(pcm) == pytest.approx(500.0, abs=1.0)
    assert dominant_hz(from_pcm16(pcm), 16000) == pytest.approx(300.0, abs=3.0)


def test_16k_mono_wav_is_returned_untouched(tmp_path) -> None:
    pcm = to_pcm16(np.linspace(-0.5, 0.5, 1600))
    write_wav(tmp_path / "a.wav", pcm)
    assert read_wav(tmp_path / "a.wav") == pcm


@needs_espeak
def test_espeak_output_is_read_at_16k(tmp_path) -> None:
    espeak_wav("hello", tmp_path / "hello.wav")
    with wave.open(str(tmp_path / "hello.wav")) as wav:
        assert wav.getframerate() == 22050
    pcm = read_wav(tmp_path / "hello.wav")
    assert 200 < pcm_ms(pcm) < 2000


# -- odd but valid WAV files, and files that are no WAV at all ----------------------------------

import struct  # noqa: E402

from hideout.voice.audio import (  # noqa: E402
    ALAW, EXTENSIBLE, IEEE_FLOAT, MULAW, PCM, AudioFileError, StreamResampler, iter_wav, wav_info,
)

_GUID_TAIL = b"\x00\x00\x00\x00\x10\x00\x80\x00\x00\xaa\x00\x38\x9b\x71"


def riff(fmt: bytes, data: bytes, extra_chunks: bytes = b"", data_size: int | None = None) -> bytes:
    """A RIFF/WAVE file from a raw format chunk and raw sample bytes."""
    size = len(data) if data_size is None else data_size
    body = (b"WAVE" + extra_chunks + b"fmt " + struct.pack("<I", len(fmt)) + fmt
            + b"data" + struct.pack("<I", size) + data + (b"\x00" if len(data) % 2 else b""))
    return b"RIFF" + struct.pack("<I", len(body)) + body


def fmt_chunk(tag: int, channels: int, rate: int, width: int, extensible: bool = False) -> bytes:
    align = channels * width
    base = struct.pack("<HHIIHH", EXTENSIBLE if extensible else tag, channels, rate, (rate * align) & 0xFFFFFFFF,
                       align, width * 8)
    if not extensible:
        return base + (b"\x00\x00" if tag != PCM else b"")
    return base + struct.pack("<HHI", 22, width * 8, 0) + struct.pack("<H", tag) + _GUID_TAIL


def encode(tone: np.ndarray, tag: int, width: int) -> bytes:
    """Float samples (frames x channels) in the file's encoding."""
    if tag == IEEE_FLOAT:
        return tone.astype("<f4" if width == 4 else "<f8").tobytes()
    if width == 1:
        return (tone * 127 + 128).round().astype(np.uint8).tobytes()
    if width == 3:
        ints = (tone * (2 ** 23 - 1)).round().astype("<i4").tobytes()
        return b"".join(ints[i:i + 3] for i in range(0, len(ints), 4))
    return (tone * (2 ** (8 * width - 1) - 1)).round().astype(f"<i{width}").tobytes()


def g711_encode(tone: np.ndarray, tag: int) -> bytes:
    """Reference G.711 encoders (the textbook segment search), independent of the decoder."""
    out = bytearray()
    for value in (tone.ravel() * 32767).astype(int):
        if tag == MULAW:
            sign = 0x80 if value < 0 else 0
            magnitude = min(abs(int(value)), 32635) + 0x84
            exponent = max(0, magnitude.bit_length() - 8)
            mantissa = (magnitude >> (exponent + 3)) & 0x0F
            out.append(~(sign | (exponent << 4) | mantissa) & 0xFF)
        else:
            sign = 0x80 if value >= 0 else 0
            magnitude = min(abs(int(value)), 32767)
            if magnitude < 256:
                exponent, mantissa = 0, magnitude >> 4
            else:
                exponent = magnitude.bit_length() - 8
                mantissa = (magnitude >> (exponent + 3)) & 0x0F
            out.append((sign | (exponent << 4) | mantissa) ^ 0x55)
    return bytes(out)


ODD_BUT_VALID = [
    # (tag, width, channels, rate, extensible)
    (PCM, 1, 1, 8000, False), (PCM, 2, 1, 44100, False), (PCM, 3, 1, 48000, False),
    (PCM, 4, 2, 22050, False), (IEEE_FLOAT, 4, 1, 16000, False), (IEEE_FLOAT, 8, 2, 32000, False),
    (PCM, 2, 6, 48000, False), (PCM, 3, 2, 96000, True), (IEEE_FLOAT, 4, 1, 11025, True),
    (ALAW, 1, 1, 8000, False), (MULAW, 1, 1, 8000, False), (MULAW, 1, 2, 8000, True),
    (PCM, 2, 1, 1000, False), (PCM, 2, 1, 192000, False),
]


@pytest.mark.parametrize("tag, width, channels, rate, extensible", ODD_BUT_VALID)
def test_odd_but_valid_wavs_are_converted(tmp_path, tag, width, channels, rate, extensible) -> None:
    hz = 200.0 if rate == 1000 else 440.0
    t = np.arange(rate // 2) / rate                   # half a second
    tone = np.repeat((0.5 * np.sin(2 * np.pi * hz * t))[:, None], channels, axis=1)
    data = g711_encode(tone, tag) if tag in (ALAW, MULAW) else encode(tone, tag, width)
    path = tmp_path / "odd.wav"
    path.write_bytes(riff(fmt_chunk(tag, channels, rate, width, extensible), data))
    pcm = read_wav(path)
    assert pcm_ms(pcm) == pytest.approx(500.0, abs=1.0)
    samples = from_pcm16(pcm)
    assert dominant_hz(samples, 16000) == pytest.approx(hz, abs=3.0)
    assert np.sqrt(np.mean(samples[800:-800] ** 2)) == pytest.approx(0.5 / np.sqrt(2), rel=0.05)


def test_wav_with_chunks_before_fmt_and_a_streaming_size_is_read(tmp_path) -> None:
    tone = np.zeros(1600)
    data = encode(tone[:, None], PCM, 2)
    list_chunk = b"LIST" + struct.pack("<I", 5) + b"INFOx" + b"\x00"   # odd size: padded
    path = tmp_path / "streamed.wav"
    path.write_bytes(riff(fmt_chunk(PCM, 1, 16000, 2), data, list_chunk, data_size=0xFFFFFFFF))
    assert pcm_ms(read_wav(path)) == pytest.approx(100.0)


BAD_FILES = {
    "empty": (b"", "empty"),
    "text": (b"hello, this is not audio\n" * 10, "not a WAV"),
    "truncated header": (riff(fmt_chunk(PCM, 1, 16000, 2), b"\x00" * 64)[:30], "truncated"),
    "no data chunk": (riff(fmt_chunk(PCM, 1, 16000, 2), b"")[:36], "no data chunk"),
    "rate 0": (riff(fmt_chunk(PCM, 1, 0, 2), b"\x00" * 64), "0 Hz"),
    "1 Hz": (riff(fmt_chunk(PCM, 1, 1, 2), b"\x00" * 59000), "1 Hz"),
    "absurd rate": (riff(fmt_chunk(PCM, 1, 4_000_000_000, 2), b"\x00" * 64), "4000000000 Hz"),
    "0 channels": (riff(fmt_chunk(PCM, 1, 16000, 2)[:2] + b"\x00\x00" + fmt_chunk(PCM, 1, 16000, 2)[4:],
                        b"\x00" * 64), "0 channels"),
    "16-bit float": (riff(fmt_chunk(IEEE_FLOAT, 1, 16000, 2), b"\x00" * 64), "16-bit float"),
    "mp3 tag": (riff(fmt_chunk(0x55, 1, 16000, 2), b"\x00" * 64), "0x0055"),
    "huge fmt": (b"RIFF\xff\xff\xff\xffWAVEfmt \xff\xff\xff\x7f" + b"\x00" * 20, "format chunk"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_files_get_a_one_line_reason(tmp_path, name) -> None:
    content, words = BAD_FILES[name]
    path = tmp_path / "bad.wav"
    path.write_bytes(content)
    with pytest.raises(AudioFileError) as err:
        read_wav(path)
    assert words in str(err.value) and "\n" not in str(err.value)
    # the header's own reason, not passed off as a bad file name (AudioFileError is a ValueError)
    assert "not a file name" not in str(err.value)


def test_missing_file_and_folder_are_named(tmp_path) -> None:
    with pytest.raises(AudioFileError, match="no such file"):
        wav_info(tmp_path / "none.wav")
    with pytest.raises(AudioFileError, match="folder"):
        wav_info(tmp_path)


def test_truncated_samples_are_heard_up_to_the_cut(tmp_path) -> None:
    whole = riff(fmt_chunk(PCM, 2, 16000, 2), b"\x01\x00" * 3200)
    path = tmp_path / "cut.wav"
    path.write_bytes(whole[:-1001])                       # mid-frame
    info = wav_info(path)
    assert info.data_bytes % 4 == 0 and info.frames < 1600
    assert len(read_wav(path)) == info.frames * 2


def test_streamed_resampling_equals_whole_and_holds_bounded_memory() -> None:
    rng = np.random.default_rng(5)
    signal = rng.standard_normal(44100 * 3) * 0.1
    whole = resample(signal, 44100, 16000)
    stream = StreamResampler(44100, 16000)
    pieces = [stream.push(signal[i:i + 1234]) for i in range(0, len(signal), 1234)]
    pieces.append(stream.flush())
    assert np.allclose(np.concatenate(pieces), whole)
    assert len(stream.buffer) < 1234 + 2 * stream.reach + 100   # only the kernel's reach is kept


def test_iter_wav_yields_blocks_of_about_a_second(tmp_path) -> None:
    t = np.arange(48000 * 5) / 48000
    path = tmp_path / "five.wav"
    path.write_bytes(riff(fmt_chunk(PCM, 2, 48000, 2), encode(np.stack([0.3 * np.sin(t * 900)] * 2, 1), PCM, 2)))
    blocks = list(iter_wav(path))
    assert len(blocks) >= 5 and max(len(b) for b in blocks) <= 2 * 16000 * 2
    assert pcm_ms(b"".join(blocks)) == pytest.approx(5000.0, abs=1.0)
