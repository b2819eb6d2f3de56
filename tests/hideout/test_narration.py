"""Destination X narration: every event has a sentence, and answers are phrased for the ear."""

from __future__ import annotations

import pytest

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.answers import Answer, AnswerKind, answer_for, card_questions
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import DetectiveTeam
from hideout.engine.destination_x.events import (
    EVENT_TYPES,
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
from hideout.engine.destination_x.game import DestinationXGame
from hideout.languages.en import HELPER as ENGLISH
from hideout.languages.en import round_for_speech
from hideout.narration import narrate, narrate_answer, narrate_base_rate
from hideout.phrasebook import languages

spoken_number_en = ENGLISH.number
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.engine.players import computer_moves

HANDBOOK = load_handbook()
CARDS = load_cards()


def say(event) -> str:
    return narrate(event, "en", HANDBOOK, CARDS)


@pytest.mark.parametrize("value,spoken", [
    (8_710_000, "eight million seven hundred and ten thousand"),   # the rulebook's Austria
    (83_871, "about eighty-three thousand nine hundred"),
    (68_512_806, "about sixty-eight million five hundred thousand"),
    (123_201_945, "about one hundred and twenty-three million"),   # not 117 million's answer too
    (1_411_750_000, "about one billion four hundred and ten million"),
    (9_000_000, "nine million"),
    (390_000, "three hundred and ninety thousand"),
    (0.44, "zero point four four"),
    (847, "eight hundred and forty-seven"),
])
def test_numbers_are_rounded_like_a_person_says_them(value, spoken):
    assert spoken_number_en(value) == spoken


def test_heights_are_said_exactly():
    answer = Answer("highest_peak", AnswerKind.NUMBER, 8849, unit="m")
    assert narrate_answer(answer, cards=CARDS) == \
        "The highest peak is eight thousand eight hundred and forty-nine metres high."


def test_round_for_speech_keeps_three_figures_as_the_rulebook_does():
    assert round_for_speech(8_714_000) == 8_710_000
    assert round_for_speech(117_000_000) != round_for_speech(123_201_945)
    assert round_for_speech(83_871) == 83_900
    assert round_for_speech(0) == 0


@pytest.mark.parametrize("answer,sentence", [
    (Answer("population", AnswerKind.NUMBER, 8_710_000, unit="people"),
     "Eight million seven hundred and ten thousand people."),
    (Answer("land_area", AnswerKind.NUMBER, 83_871, unit="km2"),
     "About eighty-three thousand nine hundred square kilometres."),
    (Answer("gdp_per_capita", AnswerKind.UNKNOWN, None, unit="usd"),
     "My handbook has no figure for that."),
    (Answer("capital_letter", AnswerKind.LETTER, "P"), "The capital starts with P."),
    (Answer("capital_letter", AnswerKind.LETTER, "P", detail=("Paris",), detail_kind="capital"),
     "The capital starts with P. It is Paris."),
    (Answer("official_language", AnswerKind.YES_NO, True, option="english"),
     "Yes, English is an official language."),
    (Answer("official_language", AnswerKind.YES_NO, False, option="french",
            detail=("German", "Italian"), detail_kind="languages"),
     "No, French is not an official language. The official languages are German and Italian."),
    (Answer("traffic", AnswerKind.SIDE, "left"), "They drive on the left."),
    (Answer("land_borders", AnswerKind.COUNT, 0), "It has no land border with any country."),
    (Answer("land_borders", AnswerKind.COUNT, 2, detail=("China", "Russia"),
            detail_kind="neighbours"), "It borders two countries: China and Russia."),
    # Gaining Knowledge named Canada's neighbour "United States" and Belgium's "Netherlands"
    (Answer("land_borders", AnswerKind.COUNT, 1, detail=("United States",), detail_kind="neighbours"),
     "It borders one country: the United States."),
    (Answer("land_borders", AnswerKind.COUNT, 2, detail=("Luxembourg", "Netherlands"),
            detail_kind="neighbours"), "It borders two countries: Luxembourg and the Netherlands."),
    (Answer("currency_choice", AnswerKind.YES_NO, True, option="euro"),
     "Yes, the currency is the euro."),
    (Answer("government_choice", AnswerKind.YES_NO, False, option="monarchy"),
     "No, it is not a monarchy."),
    (Answer("atlantic", AnswerKind.YES_NO, True, detail=("North Sea",), detail_kind="seas"),
     "Yes, it lies on the Atlantic. Its waters: the North Sea."),
    (Answer("government", AnswerKind.TEXT, "absolute monarchy"),
     "The system of government is an absolute monarchy."),
])
def test_answers_for_the_ear(answer, sentence):
    assert narrate_answer(answer, cards=CARDS) == sentence


def test_every_answer_for_every_destination_can_be_said():
    for dest in HANDBOOK:
        for card, option in card_questions(CARDS):
            for gk in (False, True):
                text = narrate_answer(answer_for(CARDS[card], option, dest, gk, HANDBOOK),
                                      cards=CARDS)
                assert text and "{" not in text and "None" not in text, (dest.id, card, text)


@pytest.mark.parametrize("event,sentence", [
    (TurnStarted("Ann", ("population", "traffic")), "Ann, your turn. You hold population and traffic."),
    (TurnStarted("Ann", ("population", "traffic", "export"), open_cards=True),
     "Ann, your turn. The open cards are population, traffic and export."),
    (CardPlayed("Ben", "official_language", "spanish"), "Ben asks: Is Spanish an official language?"),
    (DealRequested(2, 6), "Round two. Lay out six destinations and tell me which they are."),
    (Eliminated("NLD", True), "Right: I am not in the Netherlands."),
    (Eliminated("FRA", False), "Wrong! I was hiding in France."),
    (ArrestRequired("one_left", "PER"), "Only Peru is left. Make your arrest."),
    # the rulebook: "If they do not win their 3rd round with that attempt, the spy wins the game";
    # the table heard only "one final arrest attempt" and then, at two all, that the spy had won
    (ArrestRequired("last_card"),
     "That was the last informant card. You have one final arrest attempt: unless it wins you a "
     "third round, I win the game."),
    (ArrestAttempted("PER", True), "Caught! I was hiding in Peru."),
    (RoundEnded(2, Side.SPY, "PER", "wrong_arrest", 1, 1),
     "I win round two: I was hiding in Peru. Detectives one, spy one."),
    # the table heard "Wrong! I was hiding in Peru. I win round two: I was hiding in Peru."
    (RoundEnded(2, Side.SPY, "PER", "eliminated_hideout", 1, 1), "I win round two. Detectives one, spy one."),
    (GameOver(Side.DETECTIVES, Termination.THREE_ROUNDS, 3, 1),
     "Game over: the detectives win, three rounds to one."),
    (GameOver(Side.SPY, Termination.CARDS_EXHAUSTED, 2, 2),
     "Game over: the informant cards are used up and the detectives have not won three rounds, "
     "so I win the game. Detectives two, spy two."),
    # the spy wins on cards with fewer rounds than the team: it said "the spy wins, one rounds to two"
    (GameOver(Side.SPY, Termination.CARDS_EXHAUSTED, 2, 1),
     "Game over: the informant cards are used up and the detectives have not won three rounds, "
     "so I win the game. Detectives two, spy one."),
])
def test_game_events_for_the_ear(event, sentence):
    assert say(event) == sentence


SAMPLES = [
    GameStarted(("Ann", "Ben"), False, 16, 6),
    GameStarted(("Ann",), True, 16, 6, physical=True),
    CardsDealt((("Ann", ("population",)),), (), 7),
    CardsDealt((), ("population", "traffic", "export", "history"), 12),
    DealRequested(1, 6), RoundStarted(1, ("FRA", "NLD"), "Ann"), HideoutChosen(1),
    TurnStarted("Ann", ()), CardPlayed("Ann", "population"),
    Answered(Answer("traffic", AnswerKind.SIDE, "right")), CardDrawn("Ann", "export", 3),
    OpenCardAdded("history", 2), DeckEmpty("Ann"), EliminationRequired("Ann"),
    Eliminated("FRA", True), ArrestRequired("last_card"), ArrestAttempted("FRA", False),
    RoundEnded(1, Side.DETECTIVES, "FRA", "arrest", 1, 0),
    GameOver(Side.SPY, Termination.THREE_ROUNDS, 1, 3),
]


def test_every_event_type_has_a_sentence():
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES)
    for event in SAMPLES:
        text = say(event)
        assert text and "{" not in text and "None" not in text, (event, text)


def test_whole_games_are_narrated():
    for seed, options in enumerate([{}, {"open_cards": True, "gaining_knowledge": True},
                                    {"players": ("Solo",)}]):
        config = GameConfig(**{"players": ("Ann", "Ben"), "seed": seed,
                               "spy_strategy": "random", **options})
        game = DestinationXGame(config, HANDBOOK, CARDS)
        team = DetectiveTeam(HANDBOOK, CARDS, seed=seed)
        spy = {"spy": ComputerSpy("easy", HANDBOOK, CARDS, seed=seed)}
        computer_moves(game, spy)
        while not game.is_over():
            game.apply(team.choose(game))
            computer_moves(game, spy)
        for event in game.log:
            text = say(event)
            assert text and "{" not in text and "None" not in text, (event, text)


def test_base_rates_for_the_ear():
    assert narrate_base_rate("government_choice", "monarchy", 0.218) == \
        "About twenty-two percent of the destinations are monarchies."
    assert narrate_base_rate("traffic", None, 0.274) == \
        "About twenty-seven percent of the destinations drive on the left."


def test_templates_are_per_language_and_unknown_languages_are_refused():
    assert set(languages()) >= {"en", "ko"}
    with pytest.raises(ValueError, match="no phrasebooks for language 'xx'"):
        narrate(TurnStarted("Ann", ()), "xx", HANDBOOK, CARDS)


def test_private_hands_are_not_read_aloud():
    """With phones, each detective sees their own hand: the spy names no card in a hand."""
    assert narrate(TurnStarted("Ann", ("population", "religion")), "en", HANDBOOK, CARDS,
                   private_hands=True) == "Ann, your turn."
    assert narrate(CardDrawn("Ann", "traffic", 5), "en", HANDBOOK, CARDS, private_hands=True) == \
        "Ann draws a card."
    # open cards lie face up for everyone: still said
    assert "population" in narrate(TurnStarted("Ann", ("population",), open_cards=True), "en",
                                   HANDBOOK, CARDS, private_hands=True)


@pytest.mark.parametrize("players", [("Ann",), ("Ann", "Ben", "Cho")])
@pytest.mark.parametrize("physical", [False, True])
def test_the_opening_line_is_good_english_for_one_detective_or_several(players, physical):
    # a two-player game has one detective: "Ann hunt the spy" put a plural verb after her name
    line = narrate(GameStarted(players=players, open_cards=len(players) == 1, deck_size=16,
                               destinations_per_round=6, physical=physical), "en")
    assert players[-1] in line
    if len(players) == 1:
        assert "Ann hunt " not in line


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_history_answer_is_the_page_line_and_never_names_the_hideout(lang):
    """The spy reads its page's history line aloud, in the game's language, and the line names
    the country only as "it" ("이 나라"): last stop's answer said "It was formed ... by the merger
    of North Yemen and South Yemen". (The full check, with official names and demonyms from the
    source data, is tests/data/test_handbook.py's.)"""
    from hideout.narration import narrate_answer

    handbook, cards = load_handbook(), load_cards()
    for page in handbook:
        said = narrate_answer(answer_for(cards["history"], None, page), lang, cards, handbook)
        assert said == (page.history if lang == "en" else page.history_ko), page.id
        names = ({page.name, *page.aliases, page.capital} if lang == "en"
                 else {page.name_ko, *page.aliases_ko, page.capital_ko})
        text = said.lower() if lang == "en" else said.replace(" ", "")
        assert not [n for n in names if n.lower().replace(" " if lang == "ko" else "\0", "") in text], \
            (page.id, said)

@pytest.mark.parametrize(("lang", "where"), [("en", "on Saba, in the Caribbean"), ("ko", "카리브해 사바섬")])
def test_the_netherlands_highest_peak_is_said_to_be_in_the_caribbean(lang: str, where: str) -> None:
    # Mount Scenery (862 m) is on Saba; the Factbook says so in parentheses, which the parse
    # dropped, so Gaining Knowledge named it as if it stood in the European Netherlands
    handbook, cards = load_handbook(), load_cards()
    said = narrate_answer(answer_for(cards["highest_peak"], None, handbook["NLD"], True, handbook),
                          lang, cards, handbook)
    assert where in said, said


@pytest.mark.parametrize("lang, third_person", [
    ("en", r"\bthe spy (wins|won|hides|hid|was)\b|hunt the spy"),
    ("ko", r"스파이(가|를|는)"),
])
def test_the_spy_speaks_of_itself_as_i(lang, third_person):
    # "The spy wins round two: I was hiding in Peru": one sentence, two voices
    import re

    from hideout.phrasebook import phrasebook

    lines = {k: v for k, v in phrasebook(lang).phrases.items()
             if k.startswith(("destination-x.narration.", "destination-x.app.help"))}
    assert len(lines) > 30
    assert {k: v for k, v in lines.items() if re.search(third_person, v, re.IGNORECASE)} == {}


def test_the_currency_card_is_asked_as_it_is_answered():
    # "Ben asks: Is the currency a euro?" and then "No, the currency is not the euro."
    from hideout.phrasebook import phrasebook

    book = phrasebook("en")
    assert book.question("currency_choice", "euro") == "Is the currency the euro?"
    assert book.question("currency_choice", "dollar") == "Is the currency a dollar?"
    assert book.question("official_language", "english") == "Is English an official language?"
