"""English: numbers read the way a person reads a handbook ("about eight point seven million"),
articles, and "the" before names like "the Netherlands"."""

from __future__ import annotations

import math

from num2words import num2words

# Destination names said with "the" ("the Netherlands", "the United Kingdom").
_THE_WORDS = ("Republic", "Kingdom", "States", "Islands", "Emirates", "Federation")
_THE_NAMES = frozenset({"Netherlands", "Philippines", "Bahamas", "Maldives", "Comoros",
                        "Seychelles", "Gambia", "Holy See"})


def round_for_speech(value: float) -> float:
    """Round a figure the way a person reads it aloud: two significant figures from a million
    up, three below (heights and counts are not passed through here)."""
    if value == 0:
        return 0
    digits = 2 if abs(value) >= 1_000_000 else 3
    scale = 10 ** (math.floor(math.log10(abs(value))) - digits + 1)
    rounded = round(value / scale) * scale
    return int(rounded) if scale >= 1 else round(rounded, 10)


def _trim(value: float) -> float:
    """8.700000001 -> 8.7 and 9.0 -> 9 (so num2words says "nine", not "nine point zero")."""
    value = round(value, 3)
    return int(value) if float(value).is_integer() else value


def words(number: float) -> str:
    return str(num2words(number, lang="en")).replace(",", "")


def with_article(text: str) -> str:
    """English indefinite article for a phrase: "an absolute monarchy"."""
    if text.lower().startswith(("a ", "an ", "the ")):
        return text
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def with_the(name: str) -> str:
    return name if name.lower().startswith("the ") else "the " + name


class English:
    code = "en"

    def number(self, value: float, exact: bool = False) -> str:
        """ "about eight point seven million" for 8_710_000; exact numbers without "about"."""
        if exact:
            return words(value)
        rounded = round_for_speech(value)
        if abs(rounded) >= 1_000_000_000:
            text = words(_trim(rounded / 1_000_000_000)) + " billion"
        elif abs(rounded) >= 1_000_000:
            text = words(_trim(rounded / 1_000_000)) + " million"
        else:
            text = words(rounded)
        return text if rounded == value else f"about {text}"

    def count(self, n: int) -> str:
        return words(n)

    def ordinal(self, n: int) -> str:
        return words(n)  # "round two"

    def join(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + " and " + items[-1]

    def place(self, name: str) -> str:
        if name in _THE_NAMES or any(w in name.split() for w in _THE_WORDS):
            return with_the(name)
        return name

    def form(self, value: str, spec: str) -> str:
        if spec == "a":
            return with_article(value)
        if spec == "the":
            return with_the(value)
        if spec == "cap":
            return value[:1].upper() + value[1:]
        raise ValueError(f"no English word form {spec!r}")


HELPER = English()
