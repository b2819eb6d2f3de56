"""Korean verb forms from a stem, so the evidence lists name a verb once ("치우-") rather than
each form people type (치우자, 치워, 치웠어, 치울게, 치웁시다, 치운다...).

Korean evidence is matched as a substring of the characters, so a stem covers every ending that
starts a new syllable (치우|자, 치우|고, 치우|세요). Only the forms that change the stem's last
syllable need spelling out: the 아/어 form (치워), the past (치웠), and the endings that attach a
final consonant (치운, 치울, 치움, 치웁니다). A closed stem (잡-) keeps its last syllable in
every form, so it stands for itself alone, but for a stem closed by ㄹ, which drops it ("살-": 사는,
산, 삽니다).
"""

from __future__ import annotations

from collections.abc import Sequence

_FIRST, _LAST = 0xAC00, 0xD7A3
# medial vowels (jungseong index)
_A, _EO, _YEO, _O, _WA, _WAE, _OE, _U, _WO, _EU, _I = 0, 4, 6, 8, 9, 10, 11, 13, 14, 18, 20
#: final consonants (jongseong index) an ending may attach to an open stem: ㄴ ㄹ ㅁ ㅂ
_ATTACHED = (4, 8, 16, 17)
_SSANG_SIOT = 20  # ㅆ, the past
_RIEUL_FINAL = 8
#: bright vowels take 아 (보 -> 봐, 아프 -> 아파); the others take 어
_BRIGHT = (_A, _O)


def _split(syllable: str) -> tuple[int, int, int] | None:
    code = ord(syllable)
    if not _FIRST <= code <= _LAST:
        return None
    code -= _FIRST
    return code // 588, (code % 588) // 28, code % 28


def _join(initial: int, medial: int, final: int = 0) -> str:
    return chr(_FIRST + (initial * 21 + medial) * 28 + final)


def _with_final(syllable: str, final: int) -> str:
    parts = _split(syllable)
    return syllable if parts is None else _join(parts[0], parts[1], final)


def infinitive(stem: str) -> str:
    """The 아/어 form of an open stem ("치우" -> "치워", "버리" -> "버려", "하" -> "해",
    "쓰" -> "써", "거르" -> "걸러"); a closed stem is returned as it is (its 아/어 form begins
    with the stem: "잡아")."""
    parts = _split(stem[-1]) if stem else None
    if parts is None or parts[2] != 0:
        return stem
    initial, medial, _final = parts
    head = stem[:-1]
    if stem[-1] == "하":
        return head + "해"
    if medial == _EU:
        before = _split(head[-1]) if head else None
        bright = before is not None and before[1] in _BRIGHT
        if stem[-1] == "르" and before is not None and before[2] == 0:
            # 르 irregular: 거르 -> 걸러, 모르 -> 몰라
            return head[:-1] + _join(before[0], before[1], _RIEUL_FINAL) + ("라" if bright else "러")
        return head + _join(initial, _A if bright else _EO)
    contracted = {_O: _WA, _U: _WO, _I: _YEO, _OE: _WAE}.get(medial)
    return head + _join(initial, contracted if contracted is not None else medial)


def verb_forms(stem: str) -> tuple[str, ...]:
    """The spellings that stand for every form of ``stem`` in a substring match: the stem, its
    아/어 form and past, and its forms with an attached final consonant (open stems only)."""
    forms = [stem]
    parts = _split(stem[-1]) if stem else None
    if parts is not None and parts[2] == _RIEUL_FINAL:
        # ㄹ drops before ㄴ, ㅂ, ㅅ and 니/세 ("살-": 사는, 산, 삽니다, 사세요)
        open_stem = stem[:-1] + _join(parts[0], parts[1])
        forms += [open_stem, *(stem[:-1] + _join(parts[0], parts[1], final) for final in (4, 17))]
    if parts is not None and parts[2] == 0:
        inf = infinitive(stem)
        forms += [inf, inf[:-1] + _with_final(inf[-1], _SSANG_SIOT)]
        forms += [stem[:-1] + _with_final(stem[-1], final) for final in _ATTACHED]
    return tuple(dict.fromkeys(forms))


#: compatibility jamo (as typed: "ㄹ") -> final consonant index
_FINALS = {jamo: index for index, jamo in enumerate(" ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ") if jamo != " "}


_AE = 1  # ㅐ
#: Vowels of the plain informal ending "-아 / -어" on an open syllable ("많아", "넓어", "커", "돼"):
#: ㅏ ㅐ ㅓ ㅕ ㅘ ㅙ ㅝ
_PLAIN_VOWELS = (_A, _AE, _EO, _YEO, _WA, _WAE, _WO)
#: ... but these syllables close a request ("불러 봐", "알려 줘", "말해")
_REQUESTING = "봐줘해"


def plain_ending(text: str) -> bool:
    """Whether ``text`` ends in the plain informal ending, which states as often as it asks: "-아 /
    -어" on an open syllable ("많아", "넓어", "커"), or "-야", "-지" ("불교야", "있지"); not the
    question endings "-니", "-냐", "-나", "-노", "-가", "-까", nor "-요", nor a request ("불러 봐",
    "알려 줘", "말해")."""
    parts = _split(text[-1]) if text else None
    return parts is not None and text[-1] not in _REQUESTING \
        and (text[-1] in "야지" or (parts[2] == 0 and parts[1] in _PLAIN_VOWELS))


#: Endings that close a statement after the past tense's syllable ("살았어", "했다", "갔네", "다녔지",
#: "고생했거든", "왔습니다"), with or without the polite "요"; the longest first
_STATEMENT_ENDINGS = ("습니다", "거든", "어", "다", "네", "지", "죠")


def past_statement(word: str) -> bool:
    """Whether ``word`` closes on the past tense as a statement: a syllable closed by ㅆ on a vowel
    of the 아/어 form (았, 었, 였, 했, 갔, 왔, 됐, 셨; not "있", "겠": being there, a guess) before one
    of the statement endings ("살았어요", "다녔어", "고생했지", "탔습니다"); not a question ("했나",
    "갔니") nor a past joined on ("갔는데")."""
    if word.endswith("요"):
        word = word[:-1]
    ending = next((e for e in _STATEMENT_ENDINGS if word.endswith(e) and len(word) > len(e)), None)
    if ending is None:
        return False
    parts = _split(word[-len(ending) - 1])
    return parts is not None and parts[2] == _SSANG_SIOT and parts[1] in _PLAIN_VOWELS


def ends_like(text: str, ending: str) -> bool:
    """Whether ``text`` ends with ``ending``, where an ending that opens with a consonant jamo
    ("ㄹ까") asks for a syllable closed by that consonant ("치울까", "할까", "먹을까" end like
    "ㄹ까"; "습니까" does not)."""
    final = _FINALS.get(ending[:1])
    if final is None:
        return text.endswith(ending)
    rest = ending[1:]
    if len(text) <= len(rest) or not text.endswith(rest):
        return False
    parts = _split(text[len(text) - len(rest) - 1])
    return parts is not None and parts[2] == final


def attached(stem: str, jamo: str) -> str:
    """``stem`` with the final consonant ``jamo`` on its open last syllable ("쓰", "ㄴ" -> "쓴",
    as in "쓴다"); a closed stem is returned as it is."""
    parts = _split(stem[-1]) if stem else None
    if parts is None or parts[2] != 0:
        return stem
    return stem[:-1] + _join(parts[0], parts[1], _FINALS[jamo])


#: Syllables closed by ㅁ that end a sentence in Yanbian and Hamgyong speech as "-ㅁ다" / "-ㅁ까"
#: where standard speech says "-ㅂ니다" / "-ㅂ니까" ("맞슴다", "믿슴까", "말임다", "함까"); other
#: ㅁ-closed syllables before 다 are verbs' own ("숨다", "남다") and stay. 씀, 냄 and 뺌 close no standard
#: verb before 다: "카드 씀다" uses the card (씁니다), "뺌다" removes (뺍니다).
_NORTHERN_ENDINGS = frozenset("슴임님함됨봄옴줌씀냄뺌")
_BIEUP_FINAL = _FINALS["ㅂ"]


def standard_ending(word: str) -> str:
    """``word`` with a Yanbian / Hamgyong formal ending in its standard spelling ("맞슴다" ->
    "맞습니다", "얼마임까" -> "얼마입니까", "아님다" -> "아닙니다"), and the Yanbian request "-기오"
    ("빼기오" -> "빼세요", "잡기오" -> "잡으세요"); any other word unchanged."""
    if len(word) >= 2 and word[-1] in "다까" and word[-2] in _NORTHERN_ENDINGS:
        return word[:-2] + _with_final(word[-2], _BIEUP_FINAL) + "니" + word[-1]
    if len(word) >= 3 and word.endswith("기오"):
        stem = word[:-2]
        parts = _split(stem[-1])
        if parts is None:
            return word
        if parts[2] == _RIEUL_FINAL:
            return stem[:-1] + _with_final(stem[-1], 0) + "세요"  # 팔기오 -> 파세요
        return stem + ("으세요" if parts[2] else "세요")
    return word


#: Gangwon's "-드래요", closing a sentence where standard speech says "-아요 / -어요 / -요".
_GANGWON_ENDING = "드래요"


def gangwon_ending(word: str) -> str:
    """``word`` with Gangwon's "-드래요" in its standard spelling: a closed stem takes 아요 / 어요
    ("맞드래요" -> "맞아요", "먹드래요" -> "먹어요"), "하" becomes "해요", any other open stem or
    noun takes 요 ("뭐드래요" -> "뭐요", "아니드래요" -> "아니요"); any other word unchanged."""
    if len(word) <= len(_GANGWON_ENDING) or not word.endswith(_GANGWON_ENDING):
        return word
    stem = word[:-len(_GANGWON_ENDING)]
    parts = _split(stem[-1])
    if parts is None:
        return word
    if parts[2] != 0:
        return stem + ("아요" if parts[1] in _BRIGHT else "어요")
    if stem[-1] == "하":
        return stem[:-1] + "해요"
    return stem + "요"


#: Vowels after which a word-initial ㄹ (ㄴ) is said ㅇ in the South and kept in the North
#: ("력사" = 역사, "령토" = 영토, "녀자" = 여자): ㅑ ㅕ ㅖ ㅛ ㅠ (ㄹ), ㅕ ㅛ (ㄴ). ㄹ before ㅣ or
#: other vowels is left alone: loanwords and names open with 리, 라, 로 (리비아, 라오스, 로마).
_YA, _YE, _YO, _YU = 2, 7, 12, 17
#: Bound nouns keep their ㄴ in the South too ("일 년에", "이 녀석"): never a northern spelling.
_BOUND_NOUNS = ("년", "녀석")
_RIEUL_INITIAL, _NIEUN_INITIAL, _IEUNG_INITIAL = 5, 2, 11
_INITIAL_I = {_RIEUL_INITIAL: (_YA, _YEO, _YE, _YO, _YU), _NIEUN_INITIAL: (_YEO, _YO)}


def northern_spelling(word: str, initial: bool = True) -> str:
    """``word`` in its southern spelling where North Korean (Pyongyang) speech and spelling differ
    by form: a word-initial ㄹ / ㄴ before ㅕ-type vowels ("력사" -> "역사", "령토" -> "영토"), the
    formal "-ㅂ네다 / -ㅂ네까" ("있습네다" -> "있습니다", "옳습네까" -> "옳습니까") and the request
    "-라우" ("들려주라우" -> "들려주라", "하라우" -> "하라"). ``initial``: False for a word that
    opens with a name ("류블랴나에"), whose first syllable is no northern spelling."""
    parts = _split(word[0]) if initial and word and not word.startswith(_BOUND_NOUNS) else None
    if parts is not None and parts[1] in _INITIAL_I.get(parts[0], ()):
        word = _join(_IEUNG_INITIAL, parts[1], parts[2]) + word[1:]
    if len(word) >= 3 and word[-1] in "다까" and word[-2] == "네":
        before = _split(word[-3])
        if before is not None and before[2] == _BIEUP_FINAL:
            word = word[:-2] + "니" + word[-1]
    if len(word) >= 3 and word.endswith("라우") and _split(word[-3]) is not None:
        word = word[:-1]
    return word


#: Jeju questions "-수과 / -수꽈" (closed stems: "이수과" = 있습니까) and "-우꽈 / -우까" (open
#: stems and nouns: "되우꽈" = 됩니까, "나라우꽈" = 나랍니까), statements "-수다" ("맞수다" =
#: 맞습니다) and requests "-ㅂ서 / -읍서" ("골아줍서" = 골아주세요, "뒤집읍서" = 뒤집으세요).
_JEJU_CLOSED_QUESTIONS = ("수과", "수꽈")
_JEJU_OPEN_QUESTIONS = ("우꽈", "우까", "우과")


def jeju_ending(word: str) -> str:
    """``word`` with a Jeju ending in its standard spelling (see above); any other word unchanged."""
    if len(word) < 3:
        return word
    if word.endswith(_JEJU_CLOSED_QUESTIONS):
        return word[:-2] + "습니까"
    before = _split(word[-3])
    if word.endswith(_JEJU_OPEN_QUESTIONS) and before is not None and before[2] == 0:
        return word[:-3] + _join(before[0], before[1], _BIEUP_FINAL) + "니까"
    if word.endswith("수다"):
        return word[:-2] + "습니다"
    if word.endswith("읍서"):
        return word[:-2] + "으세요"
    last = _split(word[-2])
    if word.endswith("서") and last is not None and last[2] == _BIEUP_FINAL:
        return word[:-2] + _join(last[0], last[1]) + "세요"
    return word


#: Jeolla's question "-ㄴ당가 / -당가" ("몇이나 산당가" = 사나요, "뭐로 시작한당가" = 시작하나요, "바다
#: 있당가" = 있나요), said as often with "요" after it.
_JEOLLA_QUESTIONS = ("당가요", "당가")
_NIEUN_FINAL = _FINALS["ㄴ"]


#: initials (ㄲ ㄸ ㅆ ㅋ ㅌ) on which a 아/어 form's 어 is a stem's ㅡ ("써", "꺼", "커", "떠", "터")
_TENSE_INITIALS = (1, 4, 10, 15, 16)


def stem_of_infinitive(form: str) -> str:
    """The stem of a verb's 아/어 form, the inverse of :func:`infinitive` for its usual shapes
    ("봐" -> "보", "해" -> "하", "써" -> "쓰", "치워" -> "치우", "버려" -> "버리", "돼" -> "되",
    "잡아" -> "잡"); a form of another shape ("빼", "가") is its own stem."""
    parts = _split(form[-1]) if form else None
    if parts is None or parts[2] != 0:
        return form
    initial, medial, _final = parts
    head = form[:-1]
    before = _split(head[-1]) if head else None
    if form[-1] == "해":
        return head + "하"
    if initial == _IEUNG_INITIAL and medial in (_A, _EO) and before is not None and before[2] != 0:
        return head  # 잡아 -> 잡, 먹어 -> 먹
    simple = {_WA: _O, _WO: _U, _YEO: _I, _WAE: _OE}.get(medial)
    if simple is None and medial == _EO and initial in _TENSE_INITIALS:
        simple = _EU  # 써 -> 쓰, 꺼 -> 끄 (a stem's own 어 stays: 서, 건너)
    return form if simple is None else head + _join(initial, simple)


#: Jeolla's "-불-" (just, all the way: "치워불자", "봐불자", "해불어"), the standard "-어 버리-" said
#: short: the ending after it, on the verb alone.
_JEOLLA_BUL = "불"


def _without_bul(word: str) -> str:
    """``word`` with Jeolla's "-불-" in its standard spelling (see :func:`jeolla_ending`)."""
    at = word.rfind(_JEOLLA_BUL)
    form, ending = word[:at], word[at + 1:]
    if at < 1 or _split(form[-1]) is None:
        return word
    if ending in ("어", "어요"):  # "해불어" -> "해", "빼불어요" -> "빼요"
        return form + ending[1:]
    if ending == "라":  # "치워불라" -> "치워라"
        return form + ending
    if ending in ("자", "게", "까", "게요", "까요"):  # "봐불자" -> "보자", "해불게" -> "할게"
        stem = stem_of_infinitive(form)
        if ending == "자":
            return stem + "자"
        closed = _split(stem[-1])
        return (stem + "을" if closed is not None and closed[2] != 0 else attached(stem, "ㄹ")) + ending
    return word


def jeolla_ending(word: str) -> str:
    """``word`` with a Jeolla ending in its standard spelling: the question "-ㄴ당가" as "-나요" (the
    ㄴ the ending put on an open stem is taken off: "산당가" -> "사나요", "한당가" -> "하나요"; a closed
    stem keeps its syllable: "있당가" -> "있나요"), and "-불-" (the standard "-어 버리-") dropped with
    the ending said on the verb alone ("봐불자" -> "보자", "체포해불자" -> "체포하자", "해불어" -> "해",
    "빼불게" -> "뺄게"); any other word unchanged."""
    if _JEOLLA_BUL in word[1:-1]:
        word = _without_bul(word)
    ending = next((e for e in _JEOLLA_QUESTIONS if word.endswith(e) and len(word) > len(e)), None)
    if ending is None:
        return word
    stem = word[:-len(ending)]
    parts = _split(stem[-1])
    if parts is None:
        return word
    if parts[2] == _NIEUN_FINAL:
        stem = stem[:-1] + _join(parts[0], parts[1])
    return stem + "나요"


#: Open stems' last syllables on which Gyeongsang and Jeolla put the proposal "-까" straight, for
#: the standard "-ㄹ까" ("빼까" = 뺄까, "물어보까" = 물어볼까, "하까" = 할까): the verbs of the table's
#: acts and questions only, so "아까" (earlier) and Jeju's "-우까" stay as they are.
_PROPOSING_STEMS = frozenset("빼하보가내쓰")
#: Jeolla's "I'll do it", "-ㄹ라네" on the same verbs closed by ㄹ ("체포할라네" = 체포할게, "잡을라네" =
#: 잡을게); not "몰라요", "달라네" (르 verbs), nor "-ㄹ라요", which is as often "빨라요" (fast)
_INTENDING = (("라네요", "게요"), ("라네", "게"))
_INTENDING_SYLLABLES = frozenset("할뺄볼갈낼쓸을")


#: Syllables before which Gyeongsang and Jeolla close on "-제" where standard speech says "-지"
#: ("당연하제", "빼야제", "안 되제"): the light verb, "-야" (must) and "되"; not a noun's "제"
#: (문제, 체제, 해제, 언제).
_JE_TAGGED = frozenset("하야되")


def southern_ending(word: str) -> str:
    """``word`` with a Gyeongsang or Jeolla ending in its standard spelling: the proposal "-까" on
    an open stem of :data:`_PROPOSING_STEMS` ("빼까" -> "뺄까", "물어보까요" -> "물어볼까요"),
    the intention "-ㄹ라네" ("체포할라네" -> "체포할게", "잡을라네요" -> "잡을게요"), the tag "-제"
    ("당연하제" -> "당연하지", "빼야제" -> "빼야지") and North Gyeongsang's "-소", "-시더", "-니더"
    (:func:`_gyeongbuk_ending`); any other word unchanged."""
    for ending, standard in _INTENDING:
        if len(word) > len(ending) and word.endswith(ending):
            if word[-len(ending) - 1] in _INTENDING_SYLLABLES:
                return word[:-len(ending)] + standard
    for closing in ("까요", "까"):
        stem = word[:-len(closing)]
        if word.endswith(closing) and stem and stem[-1] in _PROPOSING_STEMS:
            return stem[:-1] + _with_final(stem[-1], _RIEUL_FINAL) + closing
    if len(word) >= 2 and word.endswith("제") and word[-2] in _JE_TAGGED:
        return word[:-1] + "지"  # "당연하제" -> "당연하지"
    return _gyeongbuk_ending(word)


#: Open stems' last syllables on which North Gyeongsang (Andong) puts the polite request "-소" for
#: the standard "-세요" ("빼소", "두소", "보소", "치우소"): the table's verbs only, so "주소" (an
#: address) and "요소" stay.
_REQUESTING_SO = frozenset("빼두보하우내")


def _gyeongbuk_ending(word: str) -> str:
    """``word`` with a North Gyeongsang ending in its standard spelling: the request "-소" on an open
    stem of :data:`_REQUESTING_SO` ("빼소" -> "빼세요"), the proposal "-시더" ("빼시더" -> "뺍시다") and
    the formal "-니더" ("아이니더" -> "아입니다", "맞니더" -> "맞습니다"); any other word unchanged. The
    formal "-소" on a closed stem ("있소", "맞소") is standard speech's own and stays."""
    if len(word) >= 2 and word.endswith("소") and word[-2] in _REQUESTING_SO:
        return word[:-1] + "세요"
    for ending, standard in (("시더", "시다"), ("니더", "니다")):
        stem = word[:-len(ending)]
        parts = _split(stem[-1]) if word.endswith(ending) and stem else None
        if parts is None:
            continue
        if parts[2] == 0:
            return attached(stem, "ㅂ") + standard
        return stem + "습니다" if ending == "니더" else word
    return word


#: compound vowels (jungseong index) as the simple vowels they glide through (ㅟ = ㅜ + ㅣ), in
#: compatibility letters
_GLIDES = {9: "ㅗㅏ", 10: "ㅗㅐ", 11: "ㅗㅣ", 14: "ㅜㅓ", 15: "ㅜㅔ", 16: "ㅜㅣ", 19: "ㅡㅣ"}
_INITIAL_LETTERS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_MEDIAL_LETTERS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_FINAL_LETTERS = ("", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ",
           "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ")
_SILENT_INITIAL = 11  # ㅇ before a vowel is no sound


def sounded_letters(text: str) -> str:
    """``text`` with each Hangul syllable spelt out as the letters that are heard: the silent
    initial ㅇ dropped and a compound vowel as the vowels it glides through ("말라위" ->
    "ㅁㅏㄹㄹㅏㅜㅣ"), so names that sound alike compare alike letter by letter (말리, 말라위)
    rather than syllable by syllable. Other characters are kept."""
    letters = []
    for ch in text:
        parts = _split(ch)
        if parts is None:
            letters.append(ch)
            continue
        initial, medial, final = parts
        letters.append(("" if initial == _SILENT_INITIAL else _INITIAL_LETTERS[initial])
                       + _GLIDES.get(medial, _MEDIAL_LETTERS[medial]) + _FINAL_LETTERS[final])
    return "".join(letters)


def _index_groups(letters: Sequence[str], groups: tuple[str, ...]) -> dict[int, int]:
    """Each letter of ``groups`` by its index in ``letters`` -> the number of its group."""
    return {letters.index(ch): n for n, group in enumerate(groups) for ch in group}


#: letters a word typed by its sound, or by a learner, confuses: plain, tense and aspirated
#: consonants (ㄱ ㄲ ㅋ), the nasal finals (ㄴ ㅇ ㅁ), and near vowels (ㅓ ㅗ, ㅏ ㅑ, ㅐ ㅔ, ㅜ ㅡ)
_CONFUSED_INITIALS = _index_groups(_INITIAL_LETTERS, ("ㄱㄲㅋ", "ㄷㄸㅌ", "ㅂㅃㅍ", "ㅈㅉㅊ", "ㅅㅆ"))
_CONFUSED_MEDIALS = _index_groups(_MEDIAL_LETTERS, ("ㅓㅗ", "ㅏㅑ", "ㅐㅔ", "ㅜㅡ"))
_CONFUSED_FINALS = _index_groups(_FINAL_LETTERS, ("ㄴㅇㅁ", "ㄱㄲㅋ", "ㄷㅅㅆㅌ", "ㅂㅍ"))


def one_letter_apart(word: str, other: str) -> bool:
    """Whether two Hangul words of as many syllables differ in exactly one letter, and that one of
    the letters a word typed by its sound confuses ("베트낭" and "베트남", "쫑교" and "종교", "잉구" and
    "인구"; never "제가" and "제거", whose vowels are no such pair)."""
    if len(word) != len(other) or word == other:
        return False
    apart = []
    for mine, theirs in zip(word, other):
        a, b = _split(mine), _split(theirs)
        if a is None or b is None:
            return False
        apart += [(k, x, y) for k, (x, y) in enumerate(zip(a, b)) if x != y]
        if len(apart) > 1:
            return False
    if len(apart) != 1:
        return False
    part, mine_letter, their_letter = apart[0]
    groups = (_CONFUSED_INITIALS, _CONFUSED_MEDIALS, _CONFUSED_FINALS)[part]
    return mine_letter in groups and groups.get(mine_letter) == groups.get(their_letter)


#: A vowel held at a word's end, written as one more syllable ("그려어", "입니다아", "아녀어"): the
#: held syllable's vowel (ㅇ and no final) after a syllable without a final whose vowel ends on it.
_HELD_ON = {0: (0, 2, 9), 4: (4, 6, 14), 8: (8, 12), 13: (13, 17), 18: (18,), 20: (20, 16, 19),
            5: (5, 7, 15), 1: (1, 3, 10)}


def unheld(word: str) -> str:
    """``word`` without the vowel a slow speaker holds at its end ("그려어" -> "그려", "아녀어" ->
    "아녀", "있습니다아아" -> "있습니다", "네에" -> "네"); a sound said twice ("어어", "아아") stays as said."""
    while len(word) >= 3 or (len(word) == 2 and word[0] != word[1]):
        held, before = _split(word[-1]), _split(word[-2])
        if held is None or before is None or held[0] != _SILENT_INITIAL or held[2] or before[2] \
                or before[1] not in _HELD_ON.get(held[1], ()):
            break
        word = word[:-1]
    return word
