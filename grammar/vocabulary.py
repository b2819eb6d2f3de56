"""Which words of a grammar a pronunciation dictionary lacks.

The PocketSphinx recogniser (voice/) generates pronunciations (espeak-ng) for the words listed by
:func:`missing_words`; this module only reports them. Destination names reach the grammar as
plain lowercase ASCII words (see :func:`grammar.normalise.name_spoken_form`), so every missing
word is something a letter-to-sound tool can read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hideout.grammar.recognition import VOSK_UNKNOWN, RecognitionGrammar

# A CMU-style dictionary line: "word PH O N E S"; alternates are "word(2) ...".
_ALTERNATE = re.compile(r"\(\d+\)$")
#: What a spoken word may look like: plain ASCII letters, inner apostrophes ("what's").
SPOKEN_WORD = re.compile(r"^[a-z0-9]+(?:'[a-z]+)*$")


def read_dictionary_words(path: str | Path) -> frozenset[str]:
    """The words of a CMU-format pronunciation dictionary file (alternates folded).

    :raises OSError: the file cannot be read.
    """
    words = set()
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            head = line.split(maxsplit=1)[0] if line.strip() else ""
            if head and not head.startswith(";;;"):
                words.add(_ALTERNATE.sub("", head).lower())
    return frozenset(words)


def grammar_words(grammar: RecognitionGrammar) -> tuple[str, ...]:
    """Every word a recogniser may be asked to say for ``grammar`` (Vosk's "[unk]" excluded)."""
    return tuple(w for w in grammar.words if w != VOSK_UNKNOWN)


def missing_words(words: Iterable[str], dictionary: Iterable[str]) -> tuple[str, ...]:
    """The words not in ``dictionary``, sorted: these need generated pronunciations."""
    known = dictionary if isinstance(dictionary, (set, frozenset)) else set(dictionary)
    return tuple(sorted({w for w in words if w not in known}))


@dataclass(frozen=True)
class NameCoverage:
    """How one destination can be said: its spoken forms split by dictionary coverage."""

    ident: str
    in_dictionary: tuple[str, ...]     # forms whose words are all in the dictionary
    need_generation: tuple[str, ...]   # forms with at least one word to generate


def name_coverage(forms: dict[str, tuple[str, ...]], dictionary: Iterable[str]) -> dict[str, NameCoverage]:
    """For each destination id in ``forms`` (spoken form -> ids), which forms the dictionary covers."""
    known = dictionary if isinstance(dictionary, (set, frozenset)) else set(dictionary)
    covered: dict[str, list[str]] = {}
    generated: dict[str, list[str]] = {}
    for form, ids in forms.items():
        target = covered if all(w in known for w in form.split()) else generated
        for ident in ids:
            target.setdefault(ident, []).append(form)
            covered.setdefault(ident, [])
    return {ident: NameCoverage(ident, tuple(covered.get(ident, ())), tuple(generated.get(ident, ())))
            for ident in covered}
