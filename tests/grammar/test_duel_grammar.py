"""Scotland Yard Duel phrases (grammar/templates/en/duel.yaml) through the real matcher."""

import pytest
from duel_helpers_for_grammar import standard_setup

from hideout.engine.commands import Cancel, Confirm, Help, Repeat, Status
from hideout.engine.duel.commands import Action, Move, Pass, Step, Swap, Yards
from hideout.engine.duel.game import DuelGame
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.recognition import build_recognition_grammar

CONTEXT = MatchContext(game="duel")


@pytest.fixture(scope="module")
def duel_matcher() -> Matcher:
    return Matcher("duel", "en")


@pytest.mark.parametrize("text, command", [
    ("bus to B4", Move("B4")),
    ("B4", Move("B4")),
    ("bravo four", Move("B4")),
    ("b four", Move("B4")),
    ("take the tube to charlie three", Move("C3")),
    ("go to echo five", Move("E5")),
    ("taxi to a one", Move("A1")),
    ("um delta two please", Move("D2")),
    ("up two", Step("up", 2)),
    ("go right one", Step("right", 1)),
    ("left", Step("left", 1)),
    ("move down three spaces", Step("down", 3)),
    ("go back one", Step("down", 1)),
    ("mister x, up two please", Step("up", 2)),
    # a number said as a digit (typed, or how Whisper writes it): "up 2" was no command, and
    # "move up 2" was read as one space up
    ("up 2", Step("up", 2)),
    ("move up 2", Step("up", 2)),
    ("go left 1", Step("left", 1)),
    ("3 down", Step("down", 3)),
    ("use grid search", Action("grid_search")),
    ("reinforcements", Action("reinforcements")),
    ("call in the reinforcements", Action("reinforcements")),
    ("surveillance camera", Action("surveillance")),
    ("play the camera card", Action("surveillance")),
    ("pass", Pass()),
    ("no card", Pass()),
    ("repeat", Repeat()),
    ("status", Status()),
    ("help", Help()),
])
def test_detective_phrases(duel_matcher, text, command):
    result = duel_matcher.match(text, CONTEXT)
    assert result.command == command, result


@pytest.mark.parametrize("text", ["move on", "let's move on", "ok move on then", "moving on"])
def test_moving_on_is_never_a_step_taken(duel_matcher, text):
    # "move on" sounds like "move down" (87 of 100) but says no direction: it stepped her down one;
    # now asked back at most ("Down one?")
    result = duel_matcher.match(text, CONTEXT)
    assert result.command is None or result.tentative


@pytest.mark.parametrize("text, command", [("move dawn", Step("down", 1)), ("go lift two", Step("left", 2))])
def test_a_misheard_direction_still_steps(duel_matcher, text, command):
    assert duel_matcher.match(text, CONTEXT).command == command


def test_yes_and_no_when_a_confirmation_is_pending(duel_matcher):
    asked = MatchContext(game="duel", awaiting_confirmation=True)
    assert duel_matcher.match("yes", asked).command == Confirm()
    assert duel_matcher.match("cancel", asked).command == Cancel()


@pytest.mark.parametrize("text", [
    "maybe bus to b four",
    "should i go left or right",
    "let's not use the camera",
    "i think he is in row four",
    "what's for dinner",
    "i don't know where he is",
])
def test_table_talk_does_not_act(duel_matcher, text):
    assert duel_matcher.match(text, CONTEXT).command is None


def test_spoken_relative_move_plays_in_the_engine(duel_matcher):
    game = DuelGame(0)
    game.apply(standard_setup())
    game.apply(duel_matcher.match("charlie one", CONTEXT).command)   # underground
    game.apply(Swap("E4", "E5"))
    events = game.apply(duel_matcher.match("up three", CONTEXT).command)
    assert events[0].to == "C4"


def test_mister_x_commands_are_not_speakable(duel_matcher):
    phrases = build_recognition_grammar(duel_matcher).phrases
    assert not any(p.startswith("swap") for p in phrases)


@pytest.mark.parametrize("text, command", [
    ("row two column e", Move("E2")),        # a district by its column and row
    ("column a row 4", Move("A4")),
    ("head d 3", Move("D3")),                 # a district with only a hint of movement
    ("nope wrong district", Cancel()),
])
def test_districts_said_other_ways(duel_matcher: Matcher, text: str, command: object) -> None:
    awaiting = isinstance(command, Cancel)
    result = duel_matcher.match(text, MatchContext(game="duel", awaiting_confirmation=awaiting))
    assert result.command == command, result


def test_a_statement_about_an_action_card_is_talk(duel_matcher: Matcher) -> None:
    assert duel_matcher.match("the backup card was great", CONTEXT).command is None


def test_no_action_this_turn_is_a_pass(duel_matcher: Matcher) -> None:
    assert duel_matcher.match("nothing this turn thanks", CONTEXT).command == Pass()


@pytest.mark.parametrize("text, command", [
    ("yards taxi bus underground", Yards("taxi", "bus", "underground")),
    ("set up bus, taxi and underground", Yards("bus", "taxi", "underground")),
    ("put the tube, the bus and the taxi", Yards("underground", "bus", "taxi")),
    ("taxi on a three, bus on c three and underground on e three", Yards("taxi", "bus", "underground")),
    ("underground on the left, taxi in the middle and bus on the right",
     Yards("underground", "taxi", "bus")),
    ("um yards bus underground taxi please", Yards("bus", "underground", "taxi")),
])
def test_her_scotland_yard_districts_are_set_up_aloud(duel_matcher, text, command):
    """Her three Scotland Yard districts, named by their tickets from left to right (A3, C3, E3)."""
    result = duel_matcher.match(text, CONTEXT)
    assert result.command == command, result
    assert any(p.startswith("yards taxi") for p in build_recognition_grammar(duel_matcher).phrases)


@pytest.mark.parametrize("text", [
    "i think the taxi goes on the left",
    "should we put the bus in the middle",
    "maybe yards taxi bus underground",
])
def test_talk_about_the_yards_does_not_set_them_up(duel_matcher, text):
    assert duel_matcher.match(text, CONTEXT).command is None


def test_spoken_yards_play_in_the_engine(duel_matcher):
    game = DuelGame(0)
    game.apply(standard_setup())
    game.apply(duel_matcher.match("yards underground bus taxi", CONTEXT).command)
    assert [game.tile_at(i).transport for i in (10, 12, 14)] == ["underground", "bus", "taxi"]
