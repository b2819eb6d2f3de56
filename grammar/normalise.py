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
    """The spoken form of ``text``: lowercase, no accents, "&" -> "and", "%" -> "percent" (a recogniser
    writes "90% sure" for "ninety percent sure"), no punctuation.

    Apostrophes inside English contractions stay ("what's" is a cmudict word); apostrophes at word
    edges go. Hyphens and other punctuation become spaces.

    >>> normalise("  São Tomé & Príncipe! ")
    'sao tome and principe'
    >>> normalise("Timor-Leste")
    'timor leste'
    >>> normalise("What's the population?")
    "what's the population"
    """
    text = text.translate(_APOSTROPHES)
    if not text.isascii():  # plain ASCII has no accents to strip (most template phrases)
        text = strip_accents(text)
    text = text.lower().replace("&", " and ").replace("%", " percent ")
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


def segment_word(word: str, known: frozenset[str] | set[str], max_piece: int = 12) -> list[str]:
    """``word`` split into ``known`` words where it is not one itself, for languages whose written
    words (Korean eojeol: "브라질을") are longer than the recogniser's units ("브라질 을").

    The split covers as many characters with known words as possible, then uses the fewest pieces;
    characters no known word covers stay together as one unknown piece. A known word is returned
    whole.

    >>> segment_word("브라질을", {"브라질", "을", "브라"})
    ['브라질', '을']
    >>> segment_word("제거해줘요", {"제거", "해줘"})
    ['제거', '해줘', '요']
    """
    if word in known or not word:
        return [word]
    n = len(word)
    # best[i]: (unknown characters, pieces, pieces list) for word[:i]
    best: list[tuple[int, int, list[str]] | None] = [None] * (n + 1)
    best[0] = (0, 0, [])
    for end in range(1, n + 1):
        options = []
        for start in range(max(0, end - max_piece), end):
            prev = best[start]
            piece = word[start:end]
            if prev is not None and piece in known:
                options.append((prev[0], prev[1] + 1, [*prev[2], piece]))
        prev = best[end - 1]
        if prev is not None:  # one uncovered character, glued to an uncovered piece before it
            pieces = prev[2]
            if pieces and pieces[-1] not in known:
                options.append((prev[0] + 1, prev[1], [*pieces[:-1], pieces[-1] + word[end - 1]]))
            else:
                options.append((prev[0] + 1, prev[1] + 1, [*pieces, word[end - 1]]))
        best[end] = min(options, key=lambda o: (o[0], o[1]))
    result = best[n]
    return result[2] if result is not None else [word]
