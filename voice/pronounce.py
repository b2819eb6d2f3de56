"""Pronunciations for words the PocketSphinx dictionary lacks ("leste", "eswatini", ...).

espeak-ng knows how to say almost any word; we ask it for IPA (`espeak-ng -q --ipa=3`, en-us voice,
where a zero-width joiner ties the letters of one phoneme together, e.g. "a\u200dʊ") and map each
IPA phoneme to the CMU ARPAbet phones of the PocketSphinx US English model with the table below.
"""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from functools import lru_cache

# IPA phoneme (as espeak-ng writes it for English voices) -> ARPAbet phones. Data, not logic:
# extend it when a word comes out wrong. Length marks are kept in keys where espeak distinguishes.
IPA_TO_ARPABET: dict[str, tuple[str, ...]] = {
    # vowels and diphthongs
    "ɑː": ("AA",), "ɑ": ("AA",), "ɒ": ("AA",), "a": ("AA",), "aː": ("AA",), "ɑːɹ": ("AA", "R"),
    "æ": ("AE",), "ʌ": ("AH",), "ə": ("AH",), "ɐ": ("AH",), "ᵻ": ("IH",), "ɨ": ("IH",),
    "ɔː": ("AO",), "ɔ": ("AO",), "oː": ("AO",), "o": ("OW",),
    "ɚ": ("ER",), "ɜː": ("ER",), "ɜ": ("ER",), "ɝ": ("ER",), "ø": ("ER",), "œ": ("ER",),
    "ɛ": ("EH",), "e": ("EH",), "eː": ("EY",), "eɪ": ("EY",), "ɛɹ": ("EH", "R"), "eə": ("EH", "R"),
    "ɪ": ("IH",), "i": ("IY",), "iː": ("IY",), "ɪə": ("IH", "R"), "iə": ("IY", "AH"),
    "oʊ": ("OW",), "əʊ": ("OW",), "ʊ": ("UH",), "ʊə": ("UH", "R"), "u": ("UW",), "uː": ("UW",),
    "y": ("UW",), "yː": ("UW",), "ʉ": ("UW",), "ʉː": ("UW",),
    "aɪ": ("AY",), "aʊ": ("AW",), "ɔɪ": ("OY",), "ɔːɹ": ("AO", "R"), "oːɹ": ("AO", "R"),
    "aɪə": ("AY", "ER"), "aʊə": ("AW", "ER"),
    # consonants
    "p": ("P",), "b": ("B",), "t": ("T",), "d": ("D",), "k": ("K",), "g": ("G",), "ɡ": ("G",),
    "f": ("F",), "v": ("V",), "θ": ("TH",), "ð": ("DH",), "s": ("S",), "z": ("Z",),
    "ʃ": ("SH",), "ʒ": ("ZH",), "h": ("HH",), "x": ("HH",), "ç": ("HH",), "χ": ("HH",),
    "m": ("M",), "n": ("N",), "ŋ": ("NG",), "ɲ": ("N", "Y"), "l": ("L",), "ɫ": ("L",), "ɬ": ("L",),
    "ɹ": ("R",), "r": ("R",), "ɾ": ("T",), "ʁ": ("R",), "j": ("Y",), "w": ("W",), "ʍ": ("W",),
    "tʃ": ("CH",), "dʒ": ("JH",), "ts": ("T", "S"), "dz": ("D", "Z"),
    "n̩": ("AH", "N"), "l̩": ("AH", "L"), "m̩": ("AH", "M"),
    "ʔ": (),
}

_IGNORED = {"ˈ", "ˌ", "‖", "|", ".", "-", "'", "ˑ"}
_ZWJ = "\u200d"
_MAX_KEY = max(len(key) for key in IPA_TO_ARPABET)


def _attaches(char: str) -> bool:
    """Length marks and combining diacritics belong to the letter before them."""
    return char == "ː" or unicodedata.combining(char) != 0


def ipa_tokens(ipa: str) -> list[str]:
    """Split espeak-ng IPA into phonemes: ZWJ-tied letters and trailing marks stay together."""
    tokens: list[str] = []
    join_next = False
    for char in ipa:
        if char == _ZWJ:
            join_next = True
            continue
        if char in _IGNORED or char.isspace():
            join_next = False
            continue
        if tokens and (join_next or _attaches(char)):
            tokens[-1] += char
        else:
            tokens.append(char)
        join_next = False
    return tokens


def _greedy(token: str) -> list[str]:
    """Longest-match an untied token against the table, dropping what it does not know."""
    phones: list[str] = []
    position = 0
    while position < len(token):
        for size in range(min(_MAX_KEY, len(token) - position), 0, -1):
            piece = token[position:position + size]
            if piece in IPA_TO_ARPABET:
                phones.extend(IPA_TO_ARPABET[piece])
                position += size
                break
        else:
            position += 1  # unknown symbol (a diacritic we do not model): skip it
    return phones


def ipa_to_arpabet(ipa: str) -> list[str]:
    """Map espeak-ng IPA to ARPAbet phones (no stress digits: the sphinx model has none)."""
    phones: list[str] = []
    for token in ipa_tokens(ipa):
        if token in IPA_TO_ARPABET:
            phones.extend(IPA_TO_ARPABET[token])
        else:
            phones.extend(_greedy(token))
    # espeak writes a rhotic vowel and then its r ("kˌɜːrɡ"); ARPAbet ER already holds the r.
    return [phone for index, phone in enumerate(phones)
            if not (phone == "R" and index > 0 and phones[index - 1] == "ER")]


class EspeakMissing(RuntimeError):
    """espeak-ng is not installed, so no pronunciation can be generated."""


def _espeak_binary() -> str:
    binary = shutil.which("espeak-ng")
    if binary is None:
        raise EspeakMissing("espeak-ng is not installed (apt install espeak-ng); "
                            "cannot generate pronunciations for words missing from the dictionary")
    return binary


@lru_cache(maxsize=4096)
def espeak_ipa(word: str, voice: str = "en-us") -> str:
    """The IPA espeak-ng gives for `word`.

    Raises:
        EspeakMissing: if the espeak-ng binary is not on PATH.
    """
    result = subprocess.run([_espeak_binary(), "-v", voice, "-q", "--ipa=3", word],
                            capture_output=True, text=True, check=True, timeout=10)
    return result.stdout.strip()


def espeak_ipa_many(words: list[str], voice: str = "en-us") -> dict[str, str]:
    """The IPA espeak-ng gives for each word, from one espeak-ng call (one word per line).

    Falls back to one call per word if espeak-ng's lines do not pair up with the words.

    Raises:
        EspeakMissing: if the espeak-ng binary is not on PATH.
    """
    todo = [word for word in dict.fromkeys(words) if word.strip() and len(word.split()) == 1]
    binary = _espeak_binary()
    if not todo:
        return {}
    result = subprocess.run([binary, "-v", voice, "-q", "--ipa=3"], input="\n".join(todo) + "\n",
                            capture_output=True, text=True, check=True, timeout=60)
    lines = [line.strip() for line in result.stdout.splitlines() if line.strip()]
    if len(lines) == len(todo):
        return dict(zip(todo, lines, strict=True))
    return {word: espeak_ipa(word, voice) for word in todo}


def espeak_arpabet(word: str, voice: str = "en-us") -> list[str]:
    """ARPAbet phones for `word`, generated from espeak-ng's IPA."""
    return ipa_to_arpabet(espeak_ipa(word, voice))
