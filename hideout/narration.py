"""Destination X events -> sentences for the ear (no I/O).

``narrate(event, lang)`` returns what the spy says about one event. Everything spoken is
public: the events carry no secret (the hideout only appears once a round has ended).

Numbers are said the way a person reads them from a handbook ("about eight point seven million
people"): big figures rounded to two significant figures (millions, billions), thousands to
three, heights and counts exactly, always with "about" when rounded.

Languages: every phrase lives in ``TEMPLATES[lang]`` (and card names in ``CARD_NAMES[lang]``,
number speaking in ``NUMBER_SPEAKERS[lang]``), so Korean is added by filling in a "ko" entry of
each with the same keys; nothing else changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable

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
from hideout.narration_ko import CARD_NAMES as CARD_NAMES_KO

# --------------------------------------------------------------------------- English

TEMPLATES: dict[str, dict[str, str]] = {"en": {
    # game flow
    "game_started": "Destination X. {players} hunt the spy. The first side to win three rounds wins the game.",
    "game_started_physical": "Destination X with your own cards. {players} hunt the spy. The first side to win three rounds wins the game.",
    "cards_dealt_hands": "Each detective holds three informant cards. {deck} left in the deck.",
    "cards_dealt_open": "{cards} lie face up. {deck} left in the deck.",
    "deal_requested": "Round {round}. Lay out {count} destinations and tell me which they are.",
    "round_started": "Round {round}. On the table: {table}.",
    "hideout_chosen": "I have chosen my hideout.",
    "turn_hand": "{player}, your turn. You hold {cards}.",
    "turn_open": "{player}, your turn. The open cards are {cards}.",
    "turn_no_cards": "{player}, your turn.",
    "card_played": "{player} asks: {question}",
    "card_drawn": "{player} draws {card}.",
    "open_card_added": "New open card: {card}.",
    "deck_empty": "The deck is empty: no card to draw.",
    "elimination_required": "Now eliminate one destination, or make an arrest.",
    "eliminated_right": "Right: I am not in {dest}.",
    "eliminated_wrong": "Wrong! I was hiding in {dest}.",
    "arrest_one_left": "Only {dest} is left. Make your arrest.",
    "arrest_last_card": "That was the last informant card. You have one final arrest attempt.",
    "arrest_right": "Caught! I was hiding in {dest}.",
    "arrest_wrong": "Wrong! I am not in {dest}.",
    "round_detectives": "The detectives win round {round}. Detectives {detectives}, spy {spy}.",
    "round_spy": "The spy wins round {round}: I was hiding in {dest}. Detectives {detectives}, spy {spy}.",
    "over_detectives": "Game over: the detectives win, {detectives} rounds to {spy}.",
    "over_spy": "Game over: the spy wins, {spy} rounds to {detectives}.",
    "over_cards": "Game over: the informant cards are used up, and the spy wins, {spy} rounds to {detectives}.",
    # answers
    "population": "{number} people.",
    "land_area": "{number} square kilometres.",
    "gdp_per_capita": "{number} US dollars per person.",
    "highest_peak": "The highest peak is {number} metres high.",
    "highest_peak_detail": "It is {detail}.",
    "unknown": "My handbook has no figure for that.",
    "land_borders_0": "It has no land border with any country.",
    "land_borders_1": "It borders one country.",
    "land_borders_n": "It borders {number} countries.",
    "land_borders_1_detail": "It borders one country: {detail}.",
    "land_borders_n_detail": "It borders {number} countries: {detail}.",
    "agricultural_product": "The main agricultural product is {value}.",
    "industry": "The largest industry is {value}.",
    "export": "The main export is {value}.",
    "government": "The system of government is {a_value}.",
    "religion": "The dominant religion is {value}.",
    "history": "{value}",
    "capital_letter": "The capital starts with {value}.",
    "capital_detail": "It is {detail}.",
    "currency_letter": "The currency starts with {value}.",
    "currency_detail": "The currency is the {detail}.",
    "official_language_yes": "Yes, {option} is an official language.",
    "official_language_no": "No, {option} is not an official language.",
    "languages_detail_1": "The official language is {detail}.",
    "languages_detail_n": "The official languages are {detail}.",
    "government_choice_yes": "Yes, it is a {option}.",
    "government_choice_no": "No, it is not a {option}.",
    "government_detail": "It is {a_detail}.",
    "currency_choice_yes": "Yes, the currency is {option}.",
    "currency_choice_no": "No, the currency is not {option}.",
    "religion_choice_yes": "Yes, the dominant religion is {option}.",
    "religion_choice_no": "No, the dominant religion is not {option}.",
    "religion_detail": "To be exact: {detail}.",
    "ocean_yes": "Yes, it lies on the {ocean}.",
    "ocean_no": "No, it does not lie on the {ocean}.",
    "seas_detail": "Its waters: {detail}.",
    "coastline_yes": "Yes, it has a coastline.",
    "coastline_no": "No, it has no coastline.",
    "capital_largest_yes": "Yes, the capital is also the largest city.",
    "capital_largest_no": "No, the capital is not the largest city.",
    "traffic": "They drive on the {value}.",
    "about": "about {number}",
    "and": "and",
    # base rates
    "base_rate": "About {percent} percent of the destinations {phrase}.",
}}

CARD_NAMES: dict[str, dict[str, str]] = {"en": {
    "land_area": "land area", "population": "population", "gdp_per_capita": "GDP per capita",
    "highest_peak": "highest peak", "land_borders": "land borders",
    "agricultural_product": "agricultural product", "industry": "industry", "export": "export",
    "government": "government", "religion": "religion", "capital_letter": "capital letter",
    "currency_letter": "currency letter", "history": "history", "atlantic": "Atlantic",
    "pacific": "Pacific", "indian": "Indian Ocean", "coastline": "coastline",
    "traffic": "traffic", "capital_largest": "largest city",
    "official_language": "language choice", "government_choice": "government choice",
    "currency_choice": "currency choice", "religion_choice": "religion choice",
}}

# Korean card names (for displays that read CARD_NAMES[lang]); Korean sentences are in narration_ko.
CARD_NAMES["ko"] = CARD_NAMES_KO

# How an option is said inside an answer, where its bare name would not do.
OPTION_PHRASES: dict[str, dict[tuple[str, str], str]] = {"en": {
    ("currency_choice", "dollar"): "a dollar",
    ("currency_choice", "franc"): "a franc",
    ("currency_choice", "euro"): "the euro",
}}

# English destination names said with "the" ("the Netherlands", "the United Kingdom").
_THE_WORDS = ("Republic", "Kingdom", "States", "Islands", "Emirates", "Federation")
_THE_NAMES = frozenset({"Netherlands", "Philippines", "Bahamas", "Maldives", "Comoros",
                        "Seychelles", "Gambia", "Holy See"})


def place_en(name: str) -> str:
    """A destination's name as said in a sentence: "the Netherlands", "France"."""
    if name in _THE_NAMES or any(w in name.split() for w in _THE_WORDS):
        return name if name.startswith("the ") else "the " + name
    return name


PLACE_NAMES: dict[str, Callable[[str], str]] = {"en": place_en}

OCEAN_NAMES: dict[str, dict[str, str]] = {"en": {
    "atlantic": "Atlantic", "pacific": "Pacific", "indian": "Indian Ocean"}}

# What a yes answer means, for "about 22 percent of the destinations ..."
BASE_RATE_PHRASES: dict[str, dict[tuple[str, str | None], str]] = {"en": {
    ("government_choice", "monarchy"): "are monarchies",
    ("government_choice", "republic"): "are republics",
    ("official_language", "english"): "have English as an official language",
    ("official_language", "spanish"): "have Spanish as an official language",
    ("official_language", "french"): "have French as an official language",
    ("currency_choice", "dollar"): "pay with a dollar",
    ("currency_choice", "franc"): "pay with a franc",
    ("currency_choice", "euro"): "pay with the euro",
    ("religion_choice", "christianity"): "are mostly Christian",
    ("religion_choice", "islam"): "are mostly Muslim",
    ("religion_choice", "buddhism"): "are mostly Buddhist",
    ("atlantic", None): "lie on the Atlantic",
    ("pacific", None): "lie on the Pacific",
    ("indian", None): "lie on the Indian Ocean",
    ("coastline", None): "have a coastline",
    ("traffic", None): "drive on the left",
    ("capital_largest", None): "have their capital as their largest city",
}}


def _words_en(number: float) -> str:
    return str(num2words(number, lang="en")).replace(",", "")


def round_for_speech(value: float) -> float:
    """Round a figure the way a person reads it aloud: two significant figures from a million
    up, three below (heights and counts are not passed through here)."""
    if value == 0:
        return 0
    digits = 2 if abs(value) >= 1_000_000 else 3
    scale = 10 ** (math.floor(math.log10(abs(value))) - digits + 1)
    rounded = round(value / scale) * scale
    return int(rounded) if scale >= 1 else round(rounded, 10)


def spoken_number_en(value: float, exact: bool = False) -> str:
    """ "about eight point seven million" for 8_710_000; exact numbers without "about"."""
    if exact:
        return _words_en(value)
    rounded = round_for_speech(value)
    if abs(rounded) >= 1_000_000_000:
        text = _words_en(_trim(rounded / 1_000_000_000)) + " billion"
    elif abs(rounded) >= 1_000_000:
        text = _words_en(_trim(rounded / 1_000_000)) + " million"
    else:
        text = _words_en(rounded)
    if rounded != value:
        text = TEMPLATES["en"]["about"].format(number=text)
    return text


def _trim(value: float) -> float:
    """8.700000001 -> 8.7 and 9.0 -> 9 (so num2words says "nine", not "nine point zero")."""
    value = round(value, 3)
    return int(value) if float(value).is_integer() else value


NUMBER_SPEAKERS: dict[str, Callable[[float, bool], str]] = {"en": spoken_number_en}


def _join(items: list[str] | tuple[str, ...], lang: str) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {TEMPLATES[lang]['and']} " + items[-1]


def _with_article(text: str) -> str:
    """English indefinite article for a phrase: "an absolute monarchy"."""
    if text.lower().startswith(("a ", "an ", "the ")):
        return text
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _with_the(name: str) -> str:
    return name if name.lower().startswith("the ") else "the " + name


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------- answers


def narrate_answer(answer: Answer, lang: str = "en",
                   cards: dict[str, InformantCard] | None = None) -> str:
    """The spy's answer, for the ear."""
    if lang == "ko":
        from hideout.narration_ko import narrate_answer_ko
        return narrate_answer_ko(answer, cards)
    t = TEMPLATES[lang]
    number = NUMBER_SPEAKERS[lang]
    cards = cards if cards is not None else load_cards()
    card = answer.card
    option_name = ""
    if answer.option is not None and card in cards:
        option_name = cards[card].option(answer.option).name
    value = answer.value
    if answer.kind is AnswerKind.UNKNOWN:
        main = t["unknown"]
    elif answer.kind is AnswerKind.NUMBER:
        spoken = number(float(value), card == "highest_peak")  # type: ignore[arg-type]
        main = _capitalise(t[card].format(number=spoken))
    elif answer.kind is AnswerKind.COUNT:
        count = int(value)  # type: ignore[arg-type]
        key = "land_borders_0" if count == 0 else "land_borders_1" if count == 1 else "land_borders_n"
        if count and answer.detail:  # Gaining Knowledge: name them in the same sentence
            return t[key + "_detail"].format(number=number(count, True),
                                             detail=_join(answer.detail, lang))
        main = t[key].format(number=number(count, True))
    elif answer.kind is AnswerKind.TEXT:
        main = _capitalise(t[card].format(value=value, a_value=_with_article(str(value))))
    elif answer.kind is AnswerKind.LETTER:
        main = t[card].format(value=value)
    elif answer.kind is AnswerKind.SIDE:
        main = t["traffic"].format(value=value)
    else:
        yes = "yes" if value else "no"
        if card in OCEAN_NAMES[lang]:
            main = t[f"ocean_{yes}"].format(ocean=OCEAN_NAMES[lang][card])
        else:
            phrase = OPTION_PHRASES[lang].get((card, answer.option or ""), option_name)
            main = t[f"{card}_{yes}"].format(option=phrase)
    if answer.detail and option_name and " ".join(answer.detail).lower() == option_name.lower():
        return main  # "yes, it is Christianity": the full answer would say it twice
    detail = _narrate_detail(answer, lang)
    return f"{main} {detail}" if detail else main


def _narrate_detail(answer: Answer, lang: str) -> str:
    if not answer.detail:
        return ""
    t = TEMPLATES[lang]
    kind = answer.detail_kind
    joined = _join(answer.detail, lang)
    if kind == "peak":
        return t["highest_peak_detail"].format(detail=joined)
    if kind == "capital":
        return t["capital_detail"].format(detail=joined)
    if kind == "currency":
        return t["currency_detail"].format(detail=joined)
    if kind == "languages":
        key = "languages_detail_1" if len(answer.detail) == 1 else "languages_detail_n"
        return t[key].format(detail=joined)
    if kind == "government":
        return t["government_detail"].format(a_detail=_with_article(joined))
    if kind == "religion":
        return t["religion_detail"].format(detail=joined)
    if kind == "seas":
        return t["seas_detail"].format(detail=_join([_with_the(s) for s in answer.detail], lang))
    return joined + "."


def narrate_base_rate(card: str, option: str | None, share: float, lang: str = "en") -> str:
    """ "About twenty-two percent of the destinations are monarchies."

    :raises KeyError: the card/option has no yes/no base rate.
    """
    if lang == "ko":
        from hideout.narration_ko import narrate_base_rate_ko
        return narrate_base_rate_ko(card, option, share)
    phrase = BASE_RATE_PHRASES[lang][(card, option)]
    percent = NUMBER_SPEAKERS[lang](round(share * 100), True)
    return TEMPLATES[lang]["base_rate"].format(percent=percent, phrase=phrase)


# --------------------------------------------------------------------------- events


def narrate(event: Event, lang: str = "en", handbook: Handbook | None = None,
            cards: dict[str, InformantCard] | None = None) -> str:
    """One event as spoken sentences (``handbook``/``cards`` default to the shipped ones).

    :raises ValueError: no narration for ``lang``.
    """
    if lang == "ko":  # Korean word order and particles need their own sentences
        from hideout.narration_ko import narrate_ko
        return narrate_ko(event, handbook, cards)
    if lang not in TEMPLATES:
        raise ValueError(f"no narration for language {lang!r}")
    t = TEMPLATES[lang]
    cards = cards if cards is not None else load_cards()
    names = CARD_NAMES[lang]

    def dest(ident: str) -> str:
        book = handbook if handbook is not None else load_handbook()
        if ident not in book:
            return ident
        page = book[ident]
        name = page.name_ko if lang == "ko" and page.name_ko else page.name
        return PLACE_NAMES.get(lang, str)(name)

    def card_list(ids: tuple[str, ...]) -> str:
        return _join([names.get(c, c) for c in ids], lang)

    def count(n: int) -> str:
        return _capitalise(NUMBER_SPEAKERS[lang](n, True))

    if isinstance(event, GameStarted):
        key = "game_started_physical" if event.physical else "game_started"
        return t[key].format(players=_join(list(event.players), lang))
    if isinstance(event, CardsDealt):
        if event.open_cards:
            return t["cards_dealt_open"].format(cards=_capitalise(card_list(event.open_cards)),
                                                deck=count(event.deck_count))
        return t["cards_dealt_hands"].format(deck=count(event.deck_count))
    if isinstance(event, DealRequested):
        return t["deal_requested"].format(round=NUMBER_SPEAKERS[lang](event.round, True),
                                          count=NUMBER_SPEAKERS[lang](event.count, True))
    if isinstance(event, RoundStarted):
        return t["round_started"].format(round=NUMBER_SPEAKERS[lang](event.round, True),
                                         table=_join([dest(d) for d in event.table], lang))
    if isinstance(event, HideoutChosen):
        return t["hideout_chosen"]
    if isinstance(event, TurnStarted):
        if not event.hand:
            return t["turn_no_cards"].format(player=event.player)
        if event.open_cards:
            return t["turn_open"].format(player=event.player, cards=card_list(event.hand))
        return t["turn_hand"].format(player=event.player, cards=card_list(event.hand))
    if isinstance(event, CardPlayed):
        card = cards.get(event.card)
        question = card.question if card is not None else names.get(event.card, event.card)
        if card is not None and event.option is not None and card.is_choice:
            question = question.format(option=card.option(event.option).name)
        return t["card_played"].format(player=event.player, question=question)
    if isinstance(event, Answered):
        return narrate_answer(event.answer, lang, cards)
    if isinstance(event, CardDrawn):
        return t["card_drawn"].format(player=event.player, card=names.get(event.card, event.card))
    if isinstance(event, OpenCardAdded):
        return t["open_card_added"].format(card=names.get(event.card, event.card))
    if isinstance(event, DeckEmpty):
        return t["deck_empty"]
    if isinstance(event, EliminationRequired):
        return t["elimination_required"]
    if isinstance(event, Eliminated):
        key = "eliminated_right" if event.correct else "eliminated_wrong"
        return t[key].format(dest=dest(event.destination))
    if isinstance(event, ArrestRequired):
        if event.reason == "one_left":
            return t["arrest_one_left"].format(dest=dest(event.destination or ""))
        return t["arrest_last_card"]
    if isinstance(event, ArrestAttempted):
        key = "arrest_right" if event.correct else "arrest_wrong"
        return t[key].format(dest=dest(event.destination))
    if isinstance(event, RoundEnded):
        key = "round_detectives" if event.winner is Side.DETECTIVES else "round_spy"
        words = NUMBER_SPEAKERS[lang]
        return t[key].format(round=words(event.round, True), dest=dest(event.hideout),
                             detectives=words(event.detectives_score, True),
                             spy=words(event.spy_score, True))
    if isinstance(event, GameOver):
        words = NUMBER_SPEAKERS[lang]
        if event.reason is Termination.CARDS_EXHAUSTED:
            key = "over_cards"
        else:
            key = "over_detectives" if event.winner is Side.DETECTIVES else "over_spy"
        return t[key].format(detectives=words(event.detectives_score, True),
                             spy=words(event.spy_score, True))
    raise ValueError(f"no narration for event {event!r}")


def narrate_all(events: list[Event], lang: str = "en", handbook: Handbook | None = None,
                cards: dict[str, InformantCard] | None = None) -> list[str]:
    """Each event's sentences, in order."""
    return [narrate(e, lang, handbook, cards) for e in events]
