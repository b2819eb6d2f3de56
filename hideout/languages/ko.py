"""Korean: Sino-Korean figures with 만/억 ("약 팔백칠십일만"), native numbers before counters
("여덟 나라", "일곱 장"), native ordinals ("두 번째"), and particles that follow the last sound of
the word before them (브라질을 but 페루를)."""

from __future__ import annotations

from math import floor, log10

from num2words import num2words

# Native Korean numbers as they stand before a counter word (한 장, 두 나라, 스무 장).
_UNITS = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")


def has_final_consonant(word: str) -> bool:
    """True when the last Hangul syllable of ``word`` has a final consonant (받침). A word
    ending in a Latin letter or a digit is read by its English name."""
    for ch in reversed(word.strip()):
        if "가" <= ch <= "힣":
            return (ord(ch) - 0xAC00) % 28 != 0
        if ch.isalpha():
            return ch.upper() in "LMNR"  # "el", "em", "en", "ar"
        if ch.isdigit():
            return ch in "013678"  # 영, 일, 삼, 육, 칠, 팔
    return False


def _ends_in_rieul(word: str) -> bool:
    ch = word.strip()[-1:]
    if ch.isascii():
        return ch.upper() in "LR" or ch in "178"
    return bool(ch) and "가" <= ch <= "힣" and (ord(ch) - 0xAC00) % 28 == 8


def particle(word: str, with_final: str, without_final: str) -> str:
    """``word`` with the particle its last sound takes: particle("브라질", "은", "는") -> "브라질은"."""
    return word + (with_final if has_final_consonant(word) else without_final)


def with_ro(word: str) -> str:
    """"로" after a vowel or ㄹ, "으로" after other final consonants."""
    return word + ("으로" if has_final_consonant(word) and not _ends_in_rieul(word) else "로")


def sino(number: float) -> str:
    return str(num2words(number, lang="ko"))


def native(n: int) -> str:
    """1..99 as a native Korean number before a counter ("여덟", "스무"); larger numbers in
    Sino-Korean, as Koreans say them."""
    if not 1 <= n <= 99:
        return sino(n)
    tens, units = divmod(n, 10)
    if tens == 2 and units == 0:
        return "스무"
    return _TENS[tens] + _UNITS[units]


def round_three(value: float) -> float:
    """Three significant figures (871만, 2억 1300만): how a Korean speaker reads a handbook."""
    if value == 0:
        return 0
    scale = 10 ** (floor(log10(abs(value))) - 2)
    rounded = round(value / scale) * scale
    return int(rounded) if scale >= 1 else round(rounded, 10)


_PARTICLES = {"eul": ("을", "를"), "eun": ("은", "는"), "i": ("이", "가"), "wa": ("과", "와"),
              "ya": ("이야", "야"), "ida": ("이다", "다")}


class Korean:
    code = "ko"

    def number(self, value: float, exact: bool = False) -> str:
        """Korean numerals with 만/억: 8_712_345 -> "약 팔백칠십일만"; exact numbers without "약"."""
        if exact or float(value).is_integer() and abs(value) < 1000:
            return sino(int(value) if float(value).is_integer() else value)
        rounded = round_three(value)
        text = sino(rounded)
        return text if rounded == value else f"약 {text}"

    def count(self, n: int) -> str:
        return native(n)

    def ordinal(self, n: int) -> str:
        return str(num2words(n, lang="ko", to="ordinal"))  # "두 번째"

    def join(self, items: list[str]) -> str:
        return ", ".join(items)

    def place(self, name: str) -> str:
        return name

    def form(self, value: str, spec: str) -> str:
        if spec in _PARTICLES:
            return particle(value, *_PARTICLES[spec])
        if spec == "ro":
            return with_ro(value)
        raise ValueError(f"no Korean word form {spec!r}")


HELPER = Korean()
