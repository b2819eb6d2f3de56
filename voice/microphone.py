"""Microphone input: frames from PortAudio (sounddevice), cut into utterances by an energy-based
voice activity detector, with half duplex so the game master never hears itself.

- `EnergySegmenter` (no I/O, tested on synthetic frames): a frame is speech when its energy is
  `margin_db` above the noise floor (and above an absolute minimum). The floor is a low percentile
  of the last seconds' frame levels, speech or not: a room that is noisy from the first frame on
  would otherwise count as one endless utterance, since a floor that follows only quiet frames
  never learns a noise that is never quiet. An utterance starts
  after `start_frames` speech frames in a row (with `pre_roll_ms` of audio before them kept, so
  the first consonant is not cut) and ends after `hangover_ms` of non-speech, or at `max_ms`.
- `HalfDuplexGate`: while muted (the app is speaking) and for `tail_ms` after, frames are dropped.
- `Microphone`: opens the input stream and yields utterances as 16 kHz 16-bit mono PCM bytes.
  A missing or lost device raises `MicrophoneUnavailable` with a message the app can show before
  offering typed input.
"""

from __future__ import annotations

import math
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from hideout.voice.audio import SAMPLE_RATE

if TYPE_CHECKING:
    from hideout.voice.recogniser import Transcript


class StreamingRecogniser(Protocol):
    def start(self) -> None: ...
    def accept(self, pcm_chunk: bytes) -> Transcript: ...
    def finish(self) -> Transcript: ...


class MicrophoneUnavailable(RuntimeError):
    """No usable input device (none present, unplugged, or PortAudio missing)."""


@dataclass(frozen=True)
class VadConfig:
    frame_ms: int = 30
    margin_db: float = 12.0        # speech is this much louder than the noise floor
    min_speech_db: float = -50.0   # ...and at least this loud (dBFS): digital silence is not a floor
    start_frames: int = 3          # consecutive speech frames that open an utterance (90 ms)
    hangover_ms: int = 600         # trailing non-speech that closes it (pauses between words pass)
    pre_roll_ms: int = 240         # audio kept from before the onset
    min_ms: int = 200              # shorter bursts (a cough, a click) are dropped
    max_ms: int = 10000            # a monologue is cut here
    floor_window_ms: int = 5000    # the noise floor is taken from this much recent audio...
    floor_percentile: float = 20.0  # ...as this percentile of its frame levels (pauses, not words)
    voice_probability: float = 0.5  # with a voice detector: a frame is speech from this on


def frame_db(frame: bytes) -> float:
    """RMS level of a 16-bit frame in dBFS (-120 for digital silence)."""
    samples = np.frombuffer(frame, dtype="<i2").astype(np.float64) / 32768.0
    if len(samples) == 0:
        return -120.0
    rms = math.sqrt(float(np.mean(samples ** 2)))
    return 20.0 * math.log10(rms) if rms > 1e-6 else -120.0


@dataclass
class StreamStep:
    """What one frame did: `started` an utterance (with `frames` to feed first), continued it
    (`frames` = [frame]), or `ended` it (`utterance` is None when it was too short to keep)."""

    started: bool = False
    frames: list[bytes] = field(default_factory=list)
    ended: bool = False
    utterance: bytes | None = None


class EnergySegmenter:
    """Cuts a stream of fixed-size frames into utterances (energy VAD with hangover).

    With `voice` (a function from a frame to a voice probability, e.g. RNNoise's through
    `voice.denoise.VoiceDetector`), a frame is speech when that probability is at least
    `config.voice_probability` instead of when it is loud enough: in 10 dB babble an energy
    threshold opens on the noise and never closes.
    """

    def __init__(self, config: VadConfig = VadConfig(), sample_rate: int = SAMPLE_RATE,
                 voice: Callable[[bytes], float] | None = None) -> None:
        self.config = config
        self.voice = voice
        self.frame_bytes = sample_rate * config.frame_ms // 1000 * 2
        self.noise_floor_db = -70.0
        self._levels: deque[float] = deque(maxlen=max(1, config.floor_window_ms // config.frame_ms))
        self._pre_roll: deque[bytes] = deque(maxlen=max(1, config.pre_roll_ms // config.frame_ms))
        self._onset: list[bytes] = []
        self._utterance: list[bytes] = []
        self._silent_frames = 0
        self._speech_frames = 0
        self._in_speech = False

    @property
    def in_speech(self) -> bool:
        return self._in_speech

    def _is_speech(self, level: float, frame: bytes) -> bool:
        if self.voice is not None:
            # every frame goes to the detector: it follows the stream, not just the loud parts
            voiced = self.voice(frame) >= self.config.voice_probability
            return voiced and level >= self.config.min_speech_db
        return level >= max(self.noise_floor_db + self.config.margin_db, self.config.min_speech_db)

    def feed(self, frame: bytes) -> bytes | None:
        """Take one frame; returns a finished utterance's PCM when this frame ends one."""
        config = self.config
        level = frame_db(frame)
        self._follow_floor(level)
        speech = self._is_speech(level, frame)
        if not self._in_speech:
            if not speech:
                self._pre_roll.extend(self._onset)
                self._onset = []
                self._pre_roll.append(frame)
                return None
            self._onset.append(frame)
            if len(self._onset) >= config.start_frames:
                self._in_speech = True
                self._utterance = list(self._pre_roll) + self._onset
                self._pre_roll.clear()
                self._speech_frames = len(self._onset)
                self._onset = []
                self._silent_frames = 0
            return None
        self._utterance.append(frame)
        self._silent_frames = 0 if speech else self._silent_frames + 1
        self._speech_frames += 1 if speech else 0
        frames = len(self._utterance)
        if self._silent_frames * config.frame_ms >= config.hangover_ms or \
                frames * config.frame_ms >= config.max_ms:
            return self._close()
        return None

    def _follow_floor(self, level: float) -> None:
        if self.voice is not None:
            return   # the voice detector decides; the floor would be computed for nothing
        self._levels.append(level)
        if len(self._levels) >= self.config.start_frames * 2:   # a few frames before trusting it
            self.noise_floor_db = float(np.percentile(self._levels, self.config.floor_percentile))

    def feed_streaming(self, frame: bytes) -> StreamStep:
        """Like `feed`, for streaming into a recogniser while the person is still talking."""
        was_in_speech = self._in_speech
        finished = self.feed(frame)
        if not was_in_speech:
            if self._in_speech:   # onset: the pre-roll and onset frames open the utterance
                return StreamStep(started=True, frames=list(self._utterance))
            return StreamStep()
        if self._in_speech:
            return StreamStep(frames=[frame])
        return StreamStep(ended=True, utterance=finished)

    def flush(self) -> bytes | None:
        """End of stream: the utterance in progress, if any."""
        return self._close() if self._in_speech else None

    def reset(self) -> None:
        """Forget the utterance in progress (e.g. the app started speaking)."""
        self._in_speech = False
        self._utterance = []
        self._onset = []
        self._pre_roll.clear()
        self._silent_frames = 0
        self._speech_frames = 0

    def _close(self) -> bytes | None:
        pcm = b"".join(self._utterance)
        speech_ms = self._speech_frames * self.config.frame_ms
        self.reset()
        return pcm if speech_ms >= self.config.min_ms else None


class HalfDuplexGate:
    """Drops input while the app speaks, and for `tail_ms` after (the room's echo of the voice)."""

    def __init__(self, tail_ms: int = 300, clock: Callable[[], float] = time.monotonic) -> None:
        self.tail_s = tail_ms / 1000.0
        self._clock = clock
        self._muted = False
        self._unmuted_at = -math.inf
        self._lock = threading.Lock()

    @property
    def muted(self) -> bool:
        return self._muted

    def mute(self) -> None:
        with self._lock:
            self._muted = True

    def unmute(self) -> None:
        with self._lock:
            self._muted = False
            self._unmuted_at = self._clock()

    def allows(self) -> bool:
        with self._lock:
            return not self._muted and self._clock() - self._unmuted_at >= self.tail_s


def _sounddevice() -> Any:  # imported late: importing it fails outright when PortAudio is missing
    try:
        import sounddevice
    except OSError as error:
        raise MicrophoneUnavailable(f"PortAudio is not available ({error}); "
                                    "install libportaudio2 or use typed input (--text)") from error
    return sounddevice


class Microphone:
    """Utterances from an input device. Use `with mic.muted():` around the app's own speech."""

    def __init__(self, device: int | str | None = None, sample_rate: int = SAMPLE_RATE,
                 config: VadConfig = VadConfig(), tail_ms: int = 300,
                 voice_detection: bool = True) -> None:
        self.device = device
        self.sample_rate = sample_rate
        self.config = config
        self.gate = HalfDuplexGate(tail_ms)
        # RNNoise's voice probability when its library is there, the energy threshold otherwise
        from hideout.voice.denoise import voice_detector
        detector = voice_detector() if voice_detection and sample_rate == SAMPLE_RATE else None
        self.segmenter = EnergySegmenter(config, sample_rate,
                                         voice=detector.probability if detector else None)
        self._frames: queue.Queue[bytes | Exception] = queue.Queue()
        self._stream: Any = None

    @contextmanager
    def muted(self) -> Iterator[None]:
        self.gate.mute()
        self.segmenter.reset()
        try:
            yield
        finally:
            self.gate.unmute()

    def open(self) -> None:
        """Open the input stream.

        Raises:
            MicrophoneUnavailable: no input device, or PortAudio refuses to open it.
        """
        sd = _sounddevice()
        frame_samples = self.sample_rate * self.config.frame_ms // 1000
        try:
            devices = sd.query_devices()
            if self.device is None and not any(d["max_input_channels"] > 0 for d in devices):
                raise MicrophoneUnavailable("no microphone found (no input device); "
                                            "use typed input (--text)")
            self._stream = sd.RawInputStream(
                samplerate=self.sample_rate, blocksize=frame_samples, device=self.device,
                channels=1, dtype="int16", callback=self._on_audio)
            self._stream.start()
        except MicrophoneUnavailable:
            raise
        except (sd.PortAudioError, ValueError, OSError) as error:
            raise MicrophoneUnavailable(f"cannot open the microphone: {error}; "
                                        "use typed input (--text)") from error

    def _on_audio(self, data: object, frames: int, time_info: object, status: object) -> None:
        if self.gate.allows():
            self._frames.put(bytes(data))  # type: ignore[call-overload]

    def end_utterance(self) -> None:
        """End the utterance now, as if the room fell silent (a push-to-talk button let go).

        Safe from any thread: the silence goes through the same queue as the audio."""
        frame = bytes(2 * (self.sample_rate * self.config.frame_ms // 1000))
        for _ in range(self.config.hangover_ms // self.config.frame_ms + 1):
            self._frames.put(frame)

    def close(self) -> None:
        if self._stream is not None:
            self._stream.stop()
            self._stream.close()
            self._stream = None

    def transcripts(self, recogniser: StreamingRecogniser,
                    timeout_s: float = 5.0) -> Iterator[Transcript]:
        """Stream each utterance into `recogniser` while it is spoken, and yield its Transcript
        when it ends: only the end of the decode is left after the person stops talking."""
        for frame in self._incoming(timeout_s):
            step = self.segmenter.feed_streaming(frame)
            if step.started:
                recogniser.start()
            for piece in step.frames:
                recogniser.accept(piece)
            if step.ended:
                transcript = recogniser.finish()
                if step.utterance is not None:     # too short (a click): dropped
                    yield transcript

    def _incoming(self, timeout_s: float) -> Iterator[bytes]:
        if self._stream is None:
            self.open()
        while True:
            try:
                frame = self._frames.get(timeout=timeout_s)
            except queue.Empty:
                if self.gate.muted:
                    continue  # silence is expected while we speak
                raise MicrophoneUnavailable("the microphone stopped sending audio "
                                            "(unplugged?); use typed input (--text)") from None
            if isinstance(frame, Exception):
                raise MicrophoneUnavailable(str(frame)) from frame
            yield frame

    def utterances(self, timeout_s: float = 5.0) -> Iterator[bytes]:
        """Yield utterances (whole PCM) as they end.

        Raises:
            MicrophoneUnavailable: if no audio arrives for `timeout_s` (device lost).
        """
        for frame in self._incoming(timeout_s):
            utterance = self.segmenter.feed(frame)
            if utterance is not None:
                yield utterance
