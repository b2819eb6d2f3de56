"""Text normalisation shared by the matcher, the recogniser grammars and the vocabulary check.

One function turns any text (a transcript, a template phrase, a destination name) into the
"spoken form": lowercase plain words separated by single spaces. Both sides of every comparison
go through it, so "São Tomé & Príncipe", "sao tome and principe" and "Sao-Tome and Principe"
meet in the middle.
"""

from __future__ import annotations

import re
import unicodedata

#: Stands for a span slot (a destination) inside a template frame: "eliminate @".
SLOT_MARK = "@"

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u00b4": "'"})
# Anything that is not a letter, digit, apostrophe or the slot mark separates words.
_SEPARATORS = re.compile(r"[^\w'@]+|_")


def strip_accents(text: str) -> str:
    """Drop combining marks ("é" -> "e") but keep Hangul syllables whole (NFKD, filter, NFC)."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")
    return unicodedata.normalize("NFC", kept)


def normalise(text: str) -> str:
    """The spoken form of ``text``: lowercase, no accents, "&" -> "and", no punctuation.

    Apostrophes inside English contractions stay ("what's" is a cmudict word); apostrophes at word
    edges go. Hyphens and other punctuation become spaces.

    >>> normalise("  São Tomé & Príncipe! ")
    'sao tome and principe'
    >>> normalise("Timor-Leste")
    'timor leste'
    >>> normalise("What's the population?")
    "what's the population"
    """
    text = strip_accents(text.translate(_APOSTROPHES)).lower().replace("&", " and ")
    words = []
    for raw in _SEPARATORS.split(text):
        word = raw.strip("'")
        if word:
            words.append(word)
    return " ".join(words)


def name_spoken_form(name: str) -> str:
    """A place name as spoken words: like :func:`normalise`, but apostrophes are dropped too.

    Names borrow apostrophes from other languages ("Côte d'Ivoire"); no dictionary has
    "d'ivoire", so the word is glued ("divoire") and left to the pronunciation generator.
    A leading "the" is dropped: templates carry an optional "[the]" themselves.

    >>> name_spoken_form("Côte d'Ivoire")
    'cote divoire'
    >>> name_spoken_form("The Gambia")
    'gambia'
    """
    spoken = normalise(name).replace("'", "")
    spoken = spoken.removeprefix("the ")
    return spoken
