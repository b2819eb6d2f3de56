"""Every card's shown name (the phrasebook's cards.yaml `names`), read aloud by players, is read
as that card; a choice card said by its name carries no option, and the game asks for one."""

import pytest

from hideout.engine.destination_x.commands import Ask
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.templates import shown_card_names

TABLE = ("PRT", "NLD", "GHA", "NPL", "LIE", "BFA")
#: the usual ways of playing a card named by what is printed on it
WAYS = {
    "en": ("{name}", "{name} card", "the {name} card", "play the {name} card", "{name} card please",
           "use the {name} card", "let's play the {name} card"),
    "ko": ("{name}", "{name} 카드", "{name} 카드 쓸게요", "{name} 카드를 쓸게요", "{name} 카드 낼게요"),
}


@pytest.fixture(scope="module", params=["en", "ko"])
def lang_matcher(request):
    return request.param, Matcher(lang=request.param)


def test_every_shown_name_in_every_way_is_that_card(lang_matcher):
    lang, matcher = lang_matcher
    names = shown_card_names(lang)
    assert len(names) == 23
    context = MatchContext(game="destination-x", lang=lang, table=TABLE)
    wrong = []
    for card, name in names.items():
        for way in WAYS[lang]:
            text = way.format(name=name)
            command = matcher.match(text, context).command
            if command != Ask(card):  # a choice card named alone has no option
                wrong.append((text, command))
    assert not wrong


def test_a_choice_card_named_alone_is_asked_back_with_its_options():
    from hideout.destination_x_app import DestinationXApp
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.session import Session

    for lang, options in (("en", "dollar, franc or euro"), ("ko", "달러, 프랑, 유로")):
        game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=1, spy_strategy="random"))
        app = DestinationXApp(game, lang=lang)
        session = Session(app, Matcher(lang=lang), typed=True, confirm=False)
        before = game.to_json()
        name = shown_card_names(lang)["currency_choice"]
        lines = session.handle(f"{name} card" if lang == "en" else f"{name} 카드").lines
        assert lines and name in lines[0] and options in lines[0]
        assert game.to_json() == before
