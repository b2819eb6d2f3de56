"""Destination X events -> Korean sentences for the ear (no I/O). ``narration.narrate(event, "ko")``
dispatches here.

Decisions (the Korean rulebook is silent on wording):
- Figures are read in Sino-Korean numerals with 만/억 units (num2words ``lang="ko"``), rounded to
  three significant figures with "약" ("약 팔백칠십일만 명"); heights and counts exactly.
- Capital and currency letters are the English name's first letter, as the rulebook says
  (영문명의 첫 철자): "수도는 P로 시작합니다" (espeak-ng's Korean voice reads a Latin letter by
  its English name; 으로 follows M and N, whose names end in a consonant).
- Handbook words (crops, industries, exports, governments, religions) are English in the handbook;
  they are said through :data:`TERMS`. A value missing there is said in English rather than not
  at all (tests check that every shipped value has a Korean term).
- The history line is the page's ``history_ko``; the answer carries the English line, so the
  page is found by it (each page's line is its own).
- Gaining Knowledge details that are proper names (peaks, currencies, seas) stay in English, as
  the handbook has no Korean for them; neighbours and capitals use their Korean names.
"""

from __future__ import annotations

from collections.abc import Mapping

from num2words import num2words

from hideout.data.cards import InformantCard, load_cards
from hideout.data.handbook import Handbook, load_handbook
from hideout.engine.destination_x.answers import Answer, AnswerKind
from hideout.engine.destination_x.events import (
    Answered,
    ArrestAttempted,
    ArrestRequired,
    CardDrawn,
    CardPlayed,
    CardsDealt,
    DealRequested,
    DeckEmpty,
    Eliminated,
    EliminationRequired,
    Event,
    GameOver,
    GameStarted,
    HideoutChosen,
    OpenCardAdded,
    RoundEnded,
    RoundStarted,
    Side,
    Termination,
    TurnStarted,
)

#: Handbook values (English) -> Korean.
TERMS: dict[str, str] = {
# agricultural products
"bananas": "바나나", "camel milk": "낙타유", "cassava": "카사바", "chicken": "닭고기", "chillies": "고추",
"coconuts": "코코넛", "dates": "대추야자", "fruits": "과일", "grapes": "포도", "lamb": "양고기",
"maize": "옥수수", "mangoes": "망고", "milk": "우유", "millet": "기장", "none": "없음",
"nothing, as it has no farmland": "없음. 농경지가 없는 나라",
"oil palm fruit": "기름야자 열매", "plantains": "플랜틴 바나나", "potatoes": "감자", "rice": "쌀",
"root vegetables": "뿌리채소", "rye": "호밀", "sorghum": "수수", "soybeans": "대두",
"sugar beets": "사탕무", "sugarcane": "사탕수수", "sweet potatoes": "고구마", "taro": "토란",
"tomatoes": "토마토", "tropical fruits": "열대 과일", "vegetables": "채소", "wheat": "밀", "yams": "얌",
# government
"absolute monarchy": "절대 군주제", "communist party-led state": "공산당 영도 국가",
"communist state": "공산주의 국가", "constitutional federal republic": "입헌 연방 공화국",
"constitutional monarchy": "입헌 군주제", "ecclesiastical elective monarchy": "교회의 선출 군주제",
"federal parliamentary constitutional monarchy": "연방 의회제 입헌 군주제",
"federal parliamentary democracy under a constitutional monarchy": "입헌 군주제 아래의 연방 의회 민주주의",
"federal parliamentary republic": "연방 의회 공화국", "federal presidential republic": "연방 대통령제 공화국",
"federal republic": "연방 공화국",
"federal republic in free association with the united states": "미국과 자유 연합 관계인 연방 공화국",
"federation of monarchies": "군주국 연방", "military junta": "군사 평의회", "military regime": "군사 정권",
"mixed presidential-parliamentary system in free association with the united states": "미국과 자유 연합 관계인 대통령제와 의회제의 혼합 체제",
"parliamentary co-principality": "의회제 공동 공국",
"parliamentary constitutional monarchy": "의회제 입헌 군주제", "parliamentary democracy": "의회 민주주의",
"parliamentary democracy under a constitutional monarchy": "입헌 군주제 아래의 의회 민주주의",
"parliamentary democratic republic": "의회 민주 공화국", "parliamentary republic": "의회 공화국",
"presidential republic": "대통령제 공화국",
"presidential republic in free association with the united states": "미국과 자유 연합 관계인 대통령제 공화국",
"semi-presidential federation": "이원집정부제 연방", "semi-presidential republic": "이원집정부제 공화국",
"single-party communist dictatorship": "일당 공산 독재", "theocratic islamic emirate": "신정 이슬람 토후국",
"theocratic republic": "신정 공화국", "transitional government": "과도 정부",
"transitional presidential republic": "과도 대통령제 공화국", "unitary parliamentary republic": "단일 의회 공화국",
# religion
"Armenian Apostolic Christianity": "아르메니아 사도 교회", "Buddhism": "불교",
"Chinese folk religion": "중국 민간 신앙", "Christianity": "기독교", "Hinduism": "힌두교", "Islam": "이슬람교",
"Judaism": "유대교", "Orthodox Christianity": "정교회", "Protestant Christianity": "개신교",
"Roman Catholic Christianity": "로마 가톨릭", "Shinto": "신토", "Sunni Islam": "수니파 이슬람교",
"officially atheist, traditionally Buddhism": "공식적으로는 무신론, 전통적으로는 불교",
# exports
"aircraft": "항공기", "aluminum": "알루미늄", "aluminum oxide": "산화알루미늄",
"broadcasting equipment": "방송 장비", "cars": "자동차", "cashews": "캐슈너트", "cloves": "정향",
"coal": "석탄", "coffee": "커피", "copper ore": "구리 광석", "crude petroleum": "원유",
"diamonds": "다이아몬드", "electricity": "전기", "fake hair": "가발", "fertilizers": "비료",
"fish": "생선", "footwear": "신발", "garments": "의류", "gold": "금", "insulated wire": "절연 전선",
"integrated circuits": "집적 회로", "iron alloys": "철 합금", "iron blocks": "철 블록",
"iron ore": "철광석", "jewelry": "보석류", "knotted carpets": "수제 카펫", "liquor": "증류주",
"machine parts": "기계 부품", "mattress materials": "매트리스 재료", "medical instruments": "의료 기기",
"natural gas": "천연가스", "nutmeg": "육두구", "olive oil": "올리브유",
"packaged medicine": "포장 의약품", "paintings": "그림", "paper": "종이", "plastics": "플라스틱",
"postage stamps and coins": "우표와 주화", "raw copper": "조동", "raw sugar": "원당",
"reaction and catalytic products": "반응제와 촉매 제품", "refined copper": "정제 구리",
"refined petroleum": "정제유", "scented mixtures": "향료 혼합물", "scrap iron": "고철",
"sheep and goats": "양과 염소", "ships": "선박", "small specialty machinery": "소형 특수 기계",
"soybean meal": "대두박", "tea": "차", "tobacco": "담배", "vaccines": "백신",
"vehicle parts": "자동차 부품", "washing and bottling machines": "세척 및 병입 기계", "water": "물",
"wood": "목재", "wood pulp": "목재 펄프",
# industries
"agricultural and fish processing": "농산물과 수산물 가공", "agricultural processing": "농산물 가공",
"agricultural products processing": "농산물 가공", "agriculture": "농업", "agroindustries": "농산업",
"automobiles": "자동차", "automotive parts": "자동차 부품", "banking": "은행업",
"banking and financial services": "은행과 금융 서비스", "bauxite": "보크사이트", "brandy": "브랜디",
"brick making": "벽돌 제조", "cement": "시멘트", "chemicals and plastics": "화학 제품과 플라스틱",
"construction": "건설", "construction and construction materials": "건설과 건축 자재", "copper": "구리",
"copper mining and processing": "구리 채굴과 가공", "copra": "코프라", "cotton": "면화",
"cotton lint": "면섬유", "crude oil": "원유", "crude oil production": "원유 생산",
"crude oil production and petroleum refining": "원유 생산과 석유 정제",
"crude oil production and refining": "원유 생산과 정제", "diamond mining": "다이아몬드 채굴",
"electric machinery and equipment": "전기 기계와 장비", "electronics": "전자",
"engineering and metal products": "기계 공학과 금속 제품",
"ferrous metallurgy and aluminum products": "철 야금과 알루미늄 제품", "fish processing": "수산물 가공",
"fishing": "어업", "food": "식품", "food and beverages": "식음료", "food and fish freezing": "식품과 생선 냉동",
"food processing": "식품 가공", "foodstuffs": "식료품", "garment production": "의류 생산",
"gold and diamond mining": "금과 다이아몬드 채굴", "gold mining": "금 채굴", "high technology": "첨단 기술",
"high-technology products": "첨단 기술 제품", "industrial machinery": "산업 기계", "iron and steel": "철강",
"light construction": "경건설", "light consumer goods": "경소비재", "light industries": "경공업",
"liquefied natural gas": "액화 천연가스", "machine building": "기계 제작", "machine tools": "공작 기계",
"machinery": "기계", "manufacturing": "제조업", "meat processing": "육가공", "medical equipment": "의료 장비",
"metal-cutting machine tools": "금속 절삭 공작 기계", "metals and metal products": "금속과 금속 제품",
"military products": "군수품", "mineral mining": "광물 채굴", "mining": "광업",
"mining and refining of minerals": "광물 채굴과 정련", "motor vehicles": "자동차", "oil": "석유",
"oil and gas": "석유와 가스", "peanuts": "땅콩", "petroleum": "석유", "petroleum and gas": "석유와 가스",
"petroleum and natural gas": "석유와 천연가스", "petroleum and petrochemicals": "석유와 석유 화학",
"petroleum and petroleum products": "석유와 석유 제품", "petroleum extraction": "석유 채굴",
"petroleum extraction and refining": "석유 채굴과 정제", "petroleum processing and refining": "석유 가공과 정제",
"petroleum production and refining": "석유 생산과 정제", "pharmaceuticals": "의약품",
"phosphate mining": "인광석 채굴", "printing": "인쇄", "processed foods": "가공 식품",
"processing of rubber": "고무 가공", "rubber and palm oil processing": "고무와 팜유 가공",
"semiconductors and electronics assembly": "반도체와 전자 조립", "small machinery": "소형 기계",
"small-scale manufacturing": "소규모 제조업", "soap": "비누", "soft drink concentrates": "청량음료 원액",
"steel": "강철", "steelmaking": "제강", "sugar": "설탕", "sugar processing": "설탕 가공", "textiles": "섬유",
"textiles and apparel": "섬유와 의류", "tourism": "관광", "transportation equipment": "운송 장비",
"uranium mining": "우라늄 채굴", "wind turbines": "풍력 터빈",
}

CARD_NAMES: dict[str, str] = {
    "land_area": "면적", "population": "인구", "gdp_per_capita": "일인당 국내 총생산",
    "highest_peak": "최고봉", "land_borders": "국경", "agricultural_product": "농산물",
    "industry": "산업", "export": "수출품", "government": "정부 형태", "religion": "종교",
    "capital_letter": "수도 첫 글자", "currency_letter": "화폐 첫 글자", "history": "역사",
    "atlantic": "대서양", "pacific": "태평양", "indian": "인도양", "coastline": "해안선",
    "traffic": "통행 방향", "capital_largest": "최대 도시", "official_language": "공식 언어",
    "government_choice": "정부 선택", "currency_choice": "화폐 선택", "religion_choice": "종교 선택",
}

UNITS = {"population": "명", "land_area": "제곱킬로미터", "gdp_per_capita": "미국 달러",
         "highest_peak": "미터"}


def has_final_consonant(word: str) -> bool:
    """True when the last Hangul syllable of ``word`` has a final consonant (받침)."""
    for ch in reversed(word.strip()):
        if "가" <= ch <= "힣":
            return (ord(ch) - 0xAC00) % 28 != 0
        if ch.isalnum():
            return False
    return False


def particle(word: str, with_final: str, without_final: str) -> str:
    """``word`` with the particle its last sound takes: particle("브라질", "은", "는") -> "브라질은"."""
    return word + (with_final if has_final_consonant(word) else without_final)


def particle_forms(values: Mapping[str, object]) -> dict[str, str]:
    """For each text value ``name``, ``name_eul`` / ``name_eun`` / ``name_i``: the value with
    을/를, 은/는, 이/가, for templates that name a destination or a player."""
    forms: dict[str, str] = {}
    for name, value in values.items():
        if isinstance(value, str):
            forms[f"{name}_eul"] = particle(value, "을", "를")
            forms[f"{name}_eun"] = particle(value, "은", "는")
            forms[f"{name}_i"] = particle(value, "이", "가")
    return forms


def _ends_in_rieul(word: str) -> bool:
    ch = word.strip()[-1:]
    return bool(ch) and "가" <= ch <= "힣" and (ord(ch) - 0xAC00) % 28 == 8


def with_ro(word: str) -> str:
    """"로" after a vowel or ㄹ, "으로" after other final consonants."""
    return word + ("으로" if has_final_consonant(word) and not _ends_in_rieul(word) else "로")


def letter_with_ro(letter: str) -> str:
    """A Latin letter said by its English name, with 로/으로: "P로", "M으로"."""
    return letter + ("으로" if letter.upper() in ("M", "N") else "로")


def _words(number: float) -> str:
    return str(num2words(number, lang="ko"))


_NATIVE_UNITS = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
_NATIVE_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")


def native_count(count: int, counter: str) -> str:
    """Counted things take native Korean numbers before the counter: native_count(8, "나라")
    -> "여덟 나라", (7, "장") -> "일곱 장", (20, "장") -> "스무 장"; from 100 on, Sino-Korean."""
    if not 0 < count < 100:
        return f"{_words(count)} {counter}"
    tens, units = divmod(count, 10)
    word = "스무" if count == 20 else _NATIVE_TENS[tens] + _NATIVE_UNITS[units]
    return f"{word} {counter}"


def _ordinal(number: int) -> str:
    """"두 번째": rounds are counted with native Korean ordinals."""
    return str(num2words(number, lang="ko", to="ordinal"))


def round_three(value: float) -> float:
    """Three significant figures (871만, 2억 1300만): how a Korean speaker reads a handbook."""
    if value == 0:
        return 0
    from math import floor, log10
    scale = 10 ** (floor(log10(abs(value))) - 2)
    rounded = round(value / scale) * scale
    return int(rounded) if scale >= 1 else round(rounded, 10)


def spoken_number_ko(value: float, exact: bool = False) -> str:
    """Korean numerals with 만/억: 8_710_000 -> "약 팔백칠십일만"; exact numbers without "약"."""
    if exact or float(value).is_integer() and abs(value) < 1000:
        number = int(value) if float(value).is_integer() else value
        return _words(number)
    rounded = round_three(value)
    text = _words(rounded)
    return text if rounded == value else f"약 {text}"


def join_ko(items: list[str] | tuple[str, ...]) -> str:
    return ", ".join(items)


def term(value: str) -> str:
    return TERMS.get(value, TERMS.get(value.lower(), value))


def _history_ko(english: str, handbook: Handbook) -> str:
    for page in handbook:
        if page.history == english:
            return page.history_ko or english
    return english


def narrate_answer_ko(answer: Answer, cards: dict[str, InformantCard] | None = None,
                      handbook: Handbook | None = None) -> str:
    """The spy's answer in Korean."""
    cards = cards if cards is not None else load_cards()
    card, value = answer.card, answer.value
    option_name = ""
    if answer.option is not None and card in cards:
        option_name = cards[card].option(answer.option).name_ko
    kind = answer.kind
    if kind is AnswerKind.UNKNOWN:
        return "제 핸드북에는 그 수치가 없습니다."
    if kind is AnswerKind.NUMBER:
        spoken = spoken_number_ko(float(value), card == "highest_peak")  # type: ignore[arg-type]
        unit = UNITS.get(card, "")
        if card == "highest_peak":
            main = f"최고봉의 높이는 {spoken} {unit}입니다."
        elif card == "gdp_per_capita":
            main = f"일인당 {spoken} {unit}입니다."
        else:
            main = f"{spoken} {unit}입니다."
    elif kind is AnswerKind.COUNT:
        count = int(value)  # type: ignore[arg-type]
        if count == 0:
            return "육지로 국경을 접한 나라가 없습니다."
        main = f"{native_count(count, '나라')}와 국경을 접하고 있습니다."
        if answer.detail:
            book = handbook if handbook is not None else load_handbook()
            names = [_korean_name(n, book) for n in answer.detail]
            return f"{main[:-1]}: {join_ko(names)}."
    elif kind is AnswerKind.TEXT:
        if card == "history":
            book = handbook if handbook is not None else load_handbook()
            return _history_ko(str(value), book)
        said = term(str(value))
        subject = {"agricultural_product": "주요 농산물", "industry": "최대 산업",
                   "export": "주요 수출품", "government": "정부 형태",
                   "religion": "주요 종교"}.get(card, CARD_NAMES.get(card, card))
        main = f"{particle(subject, '은', '는')} {said}입니다."
    elif kind is AnswerKind.LETTER:
        what = "수도는" if card == "capital_letter" else "화폐는"
        main = f"{what} {letter_with_ro(str(value))} 시작합니다."
    elif kind is AnswerKind.SIDE:
        main = "왼쪽으로 통행합니다." if value == "left" else "오른쪽으로 통행합니다."
    else:
        main = _yes_no(card, bool(value), option_name)
    detail = _detail(answer, handbook)
    if answer.detail and option_name and " ".join(answer.detail).lower() == option_name.lower():
        return main
    return f"{main} {detail}" if detail else main


def _yes_no(card: str, yes: bool, option: str) -> str:
    ocean = {"atlantic": "대서양", "pacific": "태평양", "indian": "인도양"}
    if card in ocean:
        return f"네, {ocean[card]}에 접해 있습니다." if yes else f"아니요, {ocean[card]}에 접해 있지 않습니다."
    if card == "coastline":
        return "네, 해안선이 있습니다." if yes else "아니요, 해안선이 없습니다."
    if card == "capital_largest":
        return "네, 수도가 가장 큰 도시입니다." if yes else "아니요, 수도가 가장 큰 도시는 아닙니다."
    if card == "official_language":
        return (f"네, {particle(option, '이', '가')} 공식 언어입니다." if yes
                else f"아니요, {particle(option, '은', '는')} 공식 언어가 아닙니다.")
    if card == "government_choice":
        return f"네, {option}입니다." if yes else f"아니요, {particle(option, '이', '가')} 아닙니다."
    if card == "currency_choice":
        return (f"네, 화폐는 {option}입니다." if yes
                else f"아니요, 화폐는 {particle(option, '이', '가')} 아닙니다.")
    if card == "religion_choice":
        return (f"네, 주요 종교는 {option}입니다." if yes
                else f"아니요, 주요 종교는 {particle(option, '이', '가')} 아닙니다.")
    return "네." if yes else "아니요."


def _korean_name(name: str, handbook: Handbook) -> str:
    for page in handbook:
        if page.name == name or page.id == name:
            return page.name_ko or name
    return name


def _capital_ko(name: str, handbook: Handbook) -> str:
    """The capital's Korean name from the handbook page that has it ("Paris" -> "파리")."""
    for page in handbook:
        if page.capital == name and page.capital_ko:
            return page.capital_ko
    return name


def _detail(answer: Answer, handbook: Handbook | None) -> str:
    if not answer.detail:
        return ""
    kind = answer.detail_kind
    joined = join_ko(answer.detail)
    if kind == "peak":
        return f"{joined}입니다."
    if kind == "capital":
        book = handbook if handbook is not None else load_handbook()
        return f"수도는 {join_ko([_capital_ko(n, book) for n in answer.detail])}입니다."
    if kind == "currency":
        return f"화폐는 {joined}입니다."
    if kind == "languages":
        return f"공식 언어: {joined}."
    if kind == "government":
        return f"정확히는 {term(joined)}입니다."
    if kind == "religion":
        return f"정확히는 {term(joined)}입니다."
    if kind == "seas":
        return f"접한 바다: {joined}."
    return joined + "."


BASE_RATE_PHRASES: dict[tuple[str, str | None], str] = {
    ("government_choice", "monarchy"): "군주제입니다",
    ("government_choice", "republic"): "공화국입니다",
    ("official_language", "english"): "영어가 공식 언어입니다",
    ("official_language", "spanish"): "스페인어가 공식 언어입니다",
    ("official_language", "french"): "프랑스어가 공식 언어입니다",
    ("currency_choice", "dollar"): "달러를 씁니다",
    ("currency_choice", "franc"): "프랑을 씁니다",
    ("currency_choice", "euro"): "유로를 씁니다",
    ("religion_choice", "christianity"): "주요 종교가 기독교입니다",
    ("religion_choice", "islam"): "주요 종교가 이슬람교입니다",
    ("religion_choice", "buddhism"): "주요 종교가 불교입니다",
    ("atlantic", None): "대서양에 접해 있습니다",
    ("pacific", None): "태평양에 접해 있습니다",
    ("indian", None): "인도양에 접해 있습니다",
    ("coastline", None): "해안선이 있습니다",
    ("traffic", None): "좌측 통행입니다",
    ("capital_largest", None): "수도가 가장 큰 도시입니다",
}


def narrate_base_rate_ko(card: str, option: str | None, share: float) -> str:
    """"목적지의 약 이십이 퍼센트는 군주제입니다."

    :raises KeyError: the card/option has no yes/no base rate.
    """
    phrase = BASE_RATE_PHRASES[(card, option)]
    return f"목적지의 약 {_words(round(share * 100))} 퍼센트는 {phrase}."


def narrate_ko(event: Event, handbook: Handbook | None = None,
               cards: dict[str, InformantCard] | None = None) -> str:
    """One event as Korean sentences.

    :raises ValueError: an event type with no narration.
    """
    cards = cards if cards is not None else load_cards()

    def dest(ident: str) -> str:
        book = handbook if handbook is not None else load_handbook()
        return book[ident].name_ko or book[ident].name if ident in book else ident

    def card_list(ids: tuple[str, ...]) -> str:
        return join_ko([CARD_NAMES.get(c, c) for c in ids])

    def score(detectives: int, spy: int) -> str:
        return f"수사관 {_words(detectives)}, 스파이 {_words(spy)}."

    if isinstance(event, GameStarted):
        physical = "직접 준비한 카드로 하는 " if event.physical else ""
        return (f"{physical}데스티네이션 X. {join_ko(list(event.players))} 수사관이 스파이를 쫓습니다. "
                "먼저 세 라운드를 이긴 쪽이 승리합니다.")
    if isinstance(event, CardsDealt):
        if event.open_cards:
            return (f"공개된 정보원 카드: {card_list(event.open_cards)}. "
                    f"덱에 {native_count(event.deck_count, '장')}이 남았습니다.")
        return ("수사관마다 정보원 카드 세 장을 받았습니다. "
                f"덱에 {native_count(event.deck_count, '장')}이 남았습니다.")
    if isinstance(event, DealRequested):
        return (f"{_ordinal(event.round)} 라운드. 목적지 카드 {native_count(event.count, '장')}을 놓고 "
                "어떤 나라인지 알려 주세요.")
    if isinstance(event, RoundStarted):
        return f"{_ordinal(event.round)} 라운드. 테이블의 목적지: {join_ko([dest(d) for d in event.table])}."
    if isinstance(event, HideoutChosen):
        return "비밀 목적지를 정했습니다."
    if isinstance(event, TurnStarted):
        if not event.hand:
            return f"{event.player} 수사관의 차례입니다."
        if event.open_cards:
            return f"{event.player} 수사관의 차례입니다. 공개된 카드: {card_list(event.hand)}."
        return f"{event.player} 수사관의 차례입니다. 가진 카드: {card_list(event.hand)}."
    if isinstance(event, CardPlayed):
        card = cards.get(event.card)
        question = card.question_ko if card is not None else CARD_NAMES.get(event.card, event.card)
        if card is not None and event.option is not None and card.is_choice:
            question = question.format(option=card.option(event.option).name_ko)
        return f"{event.player} 수사관의 질문: {question}"
    if isinstance(event, Answered):
        return narrate_answer_ko(event.answer, cards, handbook)
    if isinstance(event, CardDrawn):
        return f"{event.player} 수사관이 {CARD_NAMES.get(event.card, event.card)} 카드를 뽑습니다."
    if isinstance(event, OpenCardAdded):
        return f"새로 공개된 카드: {CARD_NAMES.get(event.card, event.card)}."
    if isinstance(event, DeckEmpty):
        return "덱이 비었습니다. 뽑을 카드가 없습니다."
    if isinstance(event, EliminationRequired):
        return "이제 목적지 하나를 제거하거나 체포를 시도하세요."
    if isinstance(event, Eliminated):
        name = dest(event.destination)
        if event.correct:
            return f"맞습니다. 저는 {name}에 없습니다."
        return f"틀렸습니다! 저는 {name}에 숨어 있었습니다."
    if isinstance(event, ArrestRequired):
        if event.reason == "one_left":
            return f"{dest(event.destination or '')}만 남았습니다. 체포를 시도하세요."
        return "마지막 정보원 카드였습니다. 마지막 체포 시도를 하세요."
    if isinstance(event, ArrestAttempted):
        name = dest(event.destination)
        if event.correct:
            return f"체포되었습니다! 저는 {name}에 숨어 있었습니다."
        return f"틀렸습니다! 저는 {name}에 없습니다."
    if isinstance(event, RoundEnded):
        if event.winner is Side.DETECTIVES:
            return f"수사관들이 {_ordinal(event.round)} 라운드를 이겼습니다. " + score(
                event.detectives_score, event.spy_score)
        return (f"스파이가 {_ordinal(event.round)} 라운드를 이겼습니다. 저는 {dest(event.hideout)}에 "
                "숨어 있었습니다. " + score(event.detectives_score, event.spy_score))
    if isinstance(event, GameOver):
        tally = f"{_words(event.detectives_score)} 대 {_words(event.spy_score)}"
        if event.reason is Termination.CARDS_EXHAUSTED:
            return f"게임 종료: 정보원 카드가 모두 소진되어 스파이가 이겼습니다. 수사관 대 스파이 {tally}."
        if event.winner is Side.DETECTIVES:
            return f"게임 종료: 수사관들이 이겼습니다. 수사관 대 스파이 {tally}."
        return f"게임 종료: 스파이가 이겼습니다. 수사관 대 스파이 {tally}."
    raise ValueError(f"no Korean narration for event {event!r}")
