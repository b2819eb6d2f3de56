"""The address word of the loud-table mode: "spy, is it on the pacific".

In the mode (``hideout play --address-word WORD``) the game acts on an utterance only when it
opens with the word (or answers a question the game has just asked: hideout.policy). This module
says whether words open with it, and what follows it, so the matcher reads "spy, is it on the
pacific" as "is it on the pacific" and the recognition grammar expects the word.

How a word is said comes from the template file (grammar/templates/<lang>/<game>.yaml):
``address_forms`` ("{word}", "hey {word}", Korean "{word} 야") and ``address_spellings``
(how a transcriber may write it: "mr x" for "mister x"). Fillers, garbage and one-word edge
words ("um", "okay") may come before it: "okay spy, eliminate peru" is addressed.
"""

from __future__ import annotations

from collections.abc import Sequence

from hideout.grammar.normalise import normalise
from hideout.grammar.templates import TemplateSet

#: What stands for the word in a template file's ``address_forms``.
WORD_MARK = "{word}"


def address_forms(tset: TemplateSet, word: str) -> tuple[str, ...]:
    """The spoken ways to say ``word`` to the game, longest first ("hey spy", "spy")."""
    said = normalise(word)
    if not said:
        return ()
    return _filled((*tset.address_forms, WORD_MARK), said)


def _filled(forms: Sequence[str], said: str) -> tuple[str, ...]:
    filled = (normalise(form.replace(WORD_MARK, said)) for form in forms)
    return tuple(sorted(dict.fromkeys(filled), key=lambda f: (-len(f.split()), f)))


def _respelled(words: list[str], spellings: Sequence[tuple[str, str]]) -> list[str]:
    """``words`` with a transcriber's spellings of address words put back as the template says
    them ("mr x" -> "mister x")."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for written, spoken in spellings:
            n = len(written.split())
            if words[i:i + n] == written.split():
                out += spoken.split()
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


def after_address(words: list[str], tset: TemplateSet, word: str) -> list[str] | None:
    """The words after the address word when ``words`` (normalised) open with it, else None.

    An empty list: the word said alone ("spy?").
    """
    forms = [f.split() for f in address_forms(tset, word)]
    if not forms:
        return None
    talk = [f.split() for f in _filled(tset.address_talk, normalise(word))]
    words = _respelled(words, tset.address_spellings)
    openers = {*tset.fillers, *tset.garbage, *(e for e in tset.edge_words if " " not in e)}
    start = 0
    while start < len(words) and words[start] in openers and not any(words[start:start + len(f)] == f for f in forms):
        start += 1
    if any(words[start:start + len(form)] == form for form in talk):
        return None   # "스파이는 브라질에 있어": a sentence about the spy
    for form in forms:
        if words[start:start + len(form)] == form:
            return words[start + len(form):]
    return None
