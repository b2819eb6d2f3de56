"""Destination X events -> sentences for the ear, in any language with a phrasebook (no I/O).

``narrate(event, lang)`` returns what the spy says about one event. Everything spoken is
public: the events carry no secret (the hideout only appears once a round has ended).

The sentences are the phrasebook's (``data/i18n/<lang>/destination-x.yaml``, keys
``narration.*`` and ``answers.*``); numbers, lists and word forms come from the language's
helper (:mod:`hideout.languages`). Decisions on wording:

- Figures are read the way a person reads them from a handbook, rounded ("about eight point
  seven million people", "약 팔백칠십일만 명"); heights and counts exactly.
- Capital and currency letters are the English name's first letter, as both rulebooks say.
- Handbook words (crops, industries, governments, religions, and the Gaining Knowledge details:
  languages, currencies, seas, peaks) are English in the handbook; other languages say them
  through the phrasebook's ``terms``, the language's glossary (tests check that Korean has every
  value the handbook holds).
- Destination names, neighbours and the history line are the handbook's, in the language's
  column where the handbook has one. The history line is written to be read aloud: it says
  "It" ("이 나라는") and no name of the hideout's own (the handbook's ``meta.history_rule``).
"""

from __future__ import annotations

from hideout.data.cards import InformantCard, load_cards
from hideout.data.handbook import Destination, Handbook, load_handbook
from hideout.engine.destination_x.answers import Answer, AnswerKind
from hideout.engine.destination_x import events as ev
from hideout.phrasebook import Phrasebook, phrasebook

OCEAN_CARDS = ("atlantic", "pacific", "indian")
#: Cards whose answer is a handbook word said through the phrasebook's terms.
TERM_CARDS = ("agricultural_product", "industry", "export", "government", "religion")


def localized(page: Destination, field: str, lang: str) -> str:
    """A handbook page's text ``field`` in ``lang``: the page's ``<field>_<lang>`` where the
    handbook has one ("name_ko", "capital_ko", "history_ko"), else the English value."""
    value = getattr(page, f"{field}_{lang}", "") if lang != "en" else ""
    return str(value or getattr(page, field))


def localized_name(page: Destination, lang: str) -> str:
    """A destination's name in ``lang`` (its English name where the handbook has none)."""
    return localized(page, "name", lang)


def _page_with(field: str, english: str, handbook: Handbook) -> Destination | None:
    """The handbook page whose English ``field`` is ``english`` (an answer carries the text, not
    the page)."""
    return next((page for page in handbook if getattr(page, field) == english), None)


def _in_language(field: str, english: str, handbook: Handbook, lang: str) -> str:
    """An English handbook text (a neighbour's name, a capital) said in ``lang``: the page whose
    ``field`` it is gives its translation; else as it is."""
    page = _page_with(field, english, handbook) if lang != "en" else None
    return english if page is None else localized(page, field, lang)


# --------------------------------------------------------------------------- answers


def narrate_answer(answer: Answer, lang: str = "en",
                   cards: dict[str, InformantCard] | None = None,
                   handbook: Handbook | None = None) -> str:
    """The spy's answer, for the ear."""
    book = phrasebook(lang)
    helper = book.helper
    cards = cards if cards is not None else load_cards()

    def t(key: str, **params: object) -> str:
        return book.text(f"destination-x.answers.{key}", **params)

    card, value = answer.card, answer.value
    option_name = ""
    if answer.option is not None and card in cards:
        option_name = book.option_name(card, answer.option)
    kind = answer.kind
    if kind is AnswerKind.UNKNOWN:
        return t("unknown")
    if kind is AnswerKind.NUMBER:
        main = t(card, number=helper.number(float(value), card == "highest_peak"))  # type: ignore[arg-type]
    elif kind is AnswerKind.COUNT:
        count = int(value)  # type: ignore[arg-type]
        key = "land_borders_0" if count == 0 else "land_borders_1" if count == 1 else "land_borders_n"
        if count and answer.detail:  # Gaining Knowledge: name them in the same sentence
            book_ = handbook if handbook is not None else load_handbook()
            # named as a sentence names them: "Luxembourg and the Netherlands"
            names = [helper.place(_in_language("name", n, book_, lang)) for n in answer.detail]
            return t(key + "_detail", number=helper.count(count), detail=helper.join(names))
        main = t(key, number=helper.count(count))
    elif kind is AnswerKind.TEXT:
        if card == "history":  # the line is written to be read aloud (meta.history_rule)
            book_ = handbook if handbook is not None else load_handbook()
            return t("history", value=_in_language("history", str(value), book_, lang))
        main = t(card, value=book.term(str(value)))
    elif kind is AnswerKind.LETTER:
        main = t(card, value=str(value))
    elif kind is AnswerKind.SIDE:
        main = t("traffic_left" if value == "left" else "traffic_right")
    else:
        yes = "yes" if value else "no"
        if card in OCEAN_CARDS:
            main = t(f"ocean_{yes}", ocean=book.text(f"destination-x.oceans.{card}"))
        else:
            main = t(f"{card}_{yes}", option=book.option_said(card, answer.option) if answer.option else "")
    if answer.detail and option_name and book.term(" ".join(answer.detail)).lower() == option_name.lower():
        return main  # "yes, it is Christianity": the full answer would say it twice
    detail = _narrate_detail(answer, book, handbook)
    return f"{main} {detail}" if detail else main


def _narrate_detail(answer: Answer, book: Phrasebook, handbook: Handbook | None) -> str:
    if not answer.detail:
        return ""
    helper = book.helper

    def t(key: str, **params: object) -> str:
        return book.text(f"destination-x.answers.{key}", **params)

    kind = answer.detail_kind
    # handbook words (peaks, currencies, languages, seas) in the language's glossary
    joined = helper.join([book.term(d) for d in answer.detail])
    if kind == "peak":
        return t("highest_peak_detail", detail=joined)
    if kind == "capital":
        pages = handbook if handbook is not None else load_handbook()
        capitals = [_in_language("capital", c, pages, book.lang) for c in answer.detail]
        return t("capital_detail", detail=helper.join(capitals))
    if kind == "currency":
        return t("currency_detail", detail=joined)
    if kind == "languages":
        key = "languages_detail_1" if len(answer.detail) == 1 else "languages_detail_n"
        return t(key, detail=joined)
    if kind in ("government", "religion"):
        return t(f"{kind}_detail", detail=joined)
    if kind == "seas":
        return t("seas_detail", detail=helper.join([t("sea", name=book.term(s)) for s in answer.detail]))
    return joined + "."


def narrate_base_rate(card: str, option: str | None, share: float, lang: str = "en") -> str:
    """ "About twenty-two percent of the destinations are monarchies."

    :raises KeyError: the card/option has no yes/no base rate.
    """
    book = phrasebook(lang)
    key = f"destination-x.base_rates.{card}" + (f".{option}" if option else "")
    if not book.has(key):
        raise KeyError(f"no base rate phrase for {card}/{option}")
    percent = book.helper.number(round(share * 100), True)
    return book.text("destination-x.answers.base_rate", percent=percent, phrase=book.text(key))


# --------------------------------------------------------------------------- events


def spoken_score(rounds: int, lang: str = "en") -> str:
    """A side's rounds won as said aloud, the same in the round's end and in status."""
    return phrasebook(lang).helper.number(rounds, True)


def whose_turn(player: str, lang: str = "en") -> str:
    """A detective's turn as named aloud ("Ann's turn", "민수 수사관의 차례"): one naming for the turn
    line and the status, from one phrasebook entry."""
    return phrasebook(lang).text("destination-x.narration.whose_turn", player=player)


def narrate(event: ev.Event, lang: str = "en", handbook: Handbook | None = None,
            cards: dict[str, InformantCard] | None = None, private_hands: bool = False) -> str:
    """One event as spoken sentences (``handbook``/``cards`` default to the shipped ones).
    ``private_hands``: each detective sees their own hand on their phone, so the spy names no
    card in a hand (open cards are public and still said).

    :raises ValueError: no phrasebook for ``lang``, or an event with no sentence.
    """
    book = phrasebook(lang)
    helper = book.helper
    cards = cards if cards is not None else load_cards()

    def t(key: str, **params: object) -> str:
        return book.text(f"destination-x.narration.{key}", **params)

    def dest(ident: str) -> str:
        pages = handbook if handbook is not None else load_handbook()
        return helper.place(localized_name(pages[ident], lang)) if ident in pages else ident

    def card_list(ids: tuple[str, ...]) -> str:
        return helper.join([book.card_name(c) for c in ids])

    def score(n: int) -> str:
        return spoken_score(n, lang)

    if isinstance(event, ev.GameStarted):
        key = "game_started_physical" if event.physical else "game_started"
        return t(key, players=helper.join(list(event.players)))
    if isinstance(event, ev.CardsDealt):
        if event.open_cards:
            return t("cards_dealt_open", cards=card_list(event.open_cards),
                     deck=helper.count(event.deck_count))
        return t("cards_dealt_hands", deck=helper.count(event.deck_count))
    if isinstance(event, ev.DealRequested):
        return t("deal_requested", round=helper.ordinal(event.round), count=helper.count(event.count))
    if isinstance(event, ev.RoundStarted):
        return t("round_started", round=helper.ordinal(event.round),
                 table=helper.join([dest(d) for d in event.table]))
    if isinstance(event, ev.HideoutChosen):
        return t("hideout_chosen")
    if isinstance(event, ev.TurnStarted):
        turn = whose_turn(event.player, lang)
        if not event.hand or (private_hands and not event.open_cards):
            return t("turn_no_cards", player=event.player, turn=turn)
        key = "turn_open" if event.open_cards else "turn_hand"
        return t(key, player=event.player, turn=turn, cards=card_list(event.hand))
    if isinstance(event, ev.CardPlayed):
        return t("card_played", player=event.player, question=book.question(event.card, event.option))
    if isinstance(event, ev.Answered):
        return narrate_answer(event.answer, lang, cards, handbook)
    if isinstance(event, ev.CardDrawn):
        if private_hands:
            return t("card_drawn_private", player=event.player)
        return t("card_drawn", player=event.player, card=book.card_name(event.card))
    if isinstance(event, ev.OpenCardAdded):
        return t("open_card_added", card=book.card_name(event.card))
    if isinstance(event, ev.DeckEmpty):
        return t("deck_empty")
    if isinstance(event, ev.EliminationRequired):
        return t("elimination_required")
    if isinstance(event, ev.Eliminated):
        return t("eliminated_right" if event.correct else "eliminated_wrong", dest=dest(event.destination))
    if isinstance(event, ev.ArrestRequired):
        if event.reason == "one_left":
            return t("arrest_one_left", dest=dest(event.destination or ""))
        return t("arrest_last_card")
    if isinstance(event, ev.ArrestAttempted):
        return t("arrest_right" if event.correct else "arrest_wrong", dest=dest(event.destination))
    if isinstance(event, ev.RoundEnded):
        key = "round_detectives" if event.winner is ev.Side.DETECTIVES else "round_spy"
        if event.reason == "eliminated_hideout":   # "Wrong! I was hiding in Peru." said it just now
            key = "round_spy_eliminated"
        return t(key, round=helper.ordinal(event.round), dest=dest(event.hideout),
                 detectives=score(event.detectives_score), spy=score(event.spy_score))
    if isinstance(event, ev.GameOver):
        if event.reason is ev.Termination.CARDS_EXHAUSTED:
            key = "over_cards"
        else:
            key = "over_detectives" if event.winner is ev.Side.DETECTIVES else "over_spy"
        return t(key, detectives=score(event.detectives_score), spy=score(event.spy_score))
    raise ValueError(f"no narration for event {event!r}")


def narrate_all(events: list[ev.Event], lang: str = "en", handbook: Handbook | None = None,
                cards: dict[str, InformantCard] | None = None, private_hands: bool = False) -> list[str]:
    """Each event's sentences, in order."""
    return [narrate(e, lang, handbook, cards, private_hands) for e in events]
