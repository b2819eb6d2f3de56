"""Speech out: pyttsx3 (espeak-ng driver on Linux) for `say`, the espeak-ng binary for WAV files.

Why two paths: pyttsx3's espeak driver `save_to_file` works once, but its state leaks into the next
`say` (measured with pyttsx3 2.99: the following `say` wrote to the previous file instead of
speaking), and it prints "Audio saved to ..." on stdout. So `to_wav` calls `espeak-ng -w` directly,
which is the same synthesiser with the same voices, and `say` keeps pyttsx3.

With no output device (a server, CI) `say` does not touch the audio stack: it prints the sentence
(prefixed, to stderr) and returns. The app prints everything it says anyway.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any, TextIO

from hideout.voice.synth import espeak_wav

VOICES = {"en": "en-us", "ko": "ko"}   # espeak-ng voice per game language
DEFAULT_RATE = 165                      # words per minute: clear for a table of players


def has_output_device() -> bool:
    """True when PortAudio lists a device that can play sound."""
    try:
        import sounddevice
        return any(d["max_output_channels"] > 0 for d in sounddevice.query_devices())
    except Exception:  # noqa: BLE001 - no PortAudio or no devices: no output either way
        return False


class SpokenOutput:
    """What every speaker shares: one sentence at a time, a transcript of what was said, and a
    printed line instead of sound (never an exception) when there is no audio device or the
    audio stack fails. Subclasses only make the sound, in :meth:`_speak`."""

    def __init__(self, audio: bool | None = None, fallback: TextIO | None = None) -> None:
        self.audio = has_output_device() if audio is None else audio
        self._fallback = fallback or sys.stderr
        self._lock = threading.Lock()
        self.spoken: list[str] = []    # what was said, in order (the app's transcript and tests)

    def _speak(self, text: str) -> None:
        raise NotImplementedError

    def say(self, text: str) -> None:
        """Speak `text` and return when done (or interrupted). Never raises for lack of audio."""
        self.spoken.append(text)
        if not self.audio:
            print(f"(no audio device) {text}", file=self._fallback)
            return
        try:
            with self._lock:
                self._speak(text)
        except Exception as error:  # noqa: BLE001 - a broken audio stack must not end the game
            self.audio = False
            print(f"(speech output failed: {error}) {text}", file=self._fallback)


class Speaker(SpokenOutput):
    """Speaks sentences aloud. `interrupt()` (from another thread) stops the current sentence."""

    def __init__(self, lang: str = "en", rate: int = DEFAULT_RATE, voice: str | None = None,
                 audio: bool | None = None, fallback: TextIO | None = None) -> None:
        super().__init__(audio, fallback)
        self.lang = lang
        self.voice = voice or VOICES.get(lang, lang)
        self.rate = rate
        self._engine: Any = None

    def _ensure_engine(self) -> Any:
        if self._engine is None:
            import pyttsx3
            engine = pyttsx3.init()
            engine.setProperty("rate", self.rate)
            engine.setProperty("voice", self.voice)
            self._engine = engine
        return self._engine

    def _speak(self, text: str) -> None:
        engine = self._ensure_engine()
        engine.say(text)
        engine.runAndWait()

    def interrupt(self) -> None:
        """Stop the sentence being spoken (safe to call when nothing is)."""
        if self._engine is not None:
            self._engine.stop()

    def to_wav(self, text: str, path: str, voice: str | None = None, rate: int | None = None,
               pitch: int | None = None) -> None:
        """Write `text` as a WAV file (espeak-ng's 22050 Hz; voice.audio.read_wav resamples)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        espeak_wav(text, path, voice or self.voice, rate or self.rate,
                   50 if pitch is None else pitch)
