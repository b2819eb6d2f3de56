"""English: numbers read as the rulebook reads them ("eight million seven hundred and ten thousand"),
articles, and "the" before names like "the Netherlands"."""

from __future__ import annotations

import math

from num2words import num2words

# Destination names said with "the" ("the Netherlands", "the United Kingdom").
_THE_WORDS = ("Republic", "Kingdom", "States", "Islands", "Emirates", "Federation")
_THE_NAMES = frozenset({"Netherlands", "Philippines", "Bahamas", "Maldives", "Comoros",
                        "Seychelles", "Gambia", "Holy See"})


def round_for_speech(value: float) -> float:
    """Round a figure to three significant figures, as the rulebook reads one (Austria's 8.71
    million: "Eight million seven hundred and ten thousand") and as Korean does (871만); two from a
    million up made 123 and 117 million one answer. Heights and counts are not passed through here."""
    if value == 0:
        return 0
    digits = 3
    scale = 10 ** (math.floor(math.log10(abs(value))) - digits + 1)
    rounded = round(value / scale) * scale
    return int(rounded) if scale >= 1 else round(rounded, 10)


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
        """ "about sixty-eight million five hundred thousand" for 68_512_806; exact numbers
        without "about" (8_710_000: "eight million seven hundred and ten thousand")."""
        if exact:
            return words(value)
        rounded = round_for_speech(value)
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
