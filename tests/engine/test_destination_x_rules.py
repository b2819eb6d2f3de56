"""Destination X rules, one rule (or ruling) per test, on the small test handbook."""

from __future__ import annotations

import json

import pytest
from destination_x_handbook import small_handbook

from hideout.data.cards import load_cards
from hideout.engine.commands import Status, command_from_json
from hideout.engine.destination_x.answers import answer_for
from hideout.engine.destination_x.commands import Ask, Deal, Eliminate, Guess, Hide, OutOfCards
from hideout.engine.destination_x.config import ConfigError, GameConfig
from hideout.engine.destination_x.events import (
    Answered,
    ArrestRequired,
    CardDrawn,
    Eliminated,
    EliminationRequired,
    GameOver,
    OpenCardAdded,
    RoundEnded,
    RoundStarted,
    Side,
    Termination,
    TurnStarted,
    event_from_json,
)
from hideout.engine.destination_x.game import DestinationXGame, Phase, SaveError
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.engine.errors import IllegalCommand, InvalidCommand
from hideout.engine.players import computer_moves

HANDBOOK = small_handbook()
CARDS = load_cards()
PLAYERS = ("Ann", "Ben", "Cho")


def new_game(seed: int = 7, **options) -> DestinationXGame:
    """A game whose spy (the easy one, in its seat) has hidden for round 1."""
    options.setdefault("players", PLAYERS)
    options.setdefault("spy_strategy", "random")
    game = DestinationXGame(GameConfig(seed=seed, **options), HANDBOOK, CARDS)
    computer_moves(game, spy_seat(game))
    return game


def spy_seat(game: DestinationXGame) -> dict[str, ComputerSpy]:
    return {"spy": ComputerSpy("easy", HANDBOOK, CARDS, seed=len(game.history))}


def act(game: DestinationXGame, command) -> list:
    """Apply a detectives' command (its events), then let the spy hide if a round began."""
    events = game.apply(command)
    computer_moves(game, spy_seat(game))
    return events


def hideout(game: DestinationXGame) -> str:
    return game.view_for("spy").hideout


def decoy(game: DestinationXGame) -> str:
    """A face-up destination that is not the hideout."""
    return next(d for d in game.remaining() if d != hideout(game))


def ask_any(game: DestinationXGame) -> list:
    """The current detective plays its first playable card (first option)."""
    return act(game, game.legal_commands()[0])


def snapshot(game: DestinationXGame) -> tuple:
    return (game.view_for("spy"), list(game.history), list(game.log), game.rng.getstate(),
            list(game.pile))


def refused(game: DestinationXGame, command, error=IllegalCommand) -> str:
    before = snapshot(game)
    with pytest.raises(error) as info:
        act(game, command)
    assert snapshot(game) == before, "a refused command changed the game"
    return str(info.value)


# ------------------------------------------------------------------ set-up


def test_setup_deals_three_cards_each_and_six_destinations():
    game = new_game()
    view = game.view_for("detectives")
    assert [len(h) for _, h in view.hands] == [3, 3, 3]
    assert view.deck_count == 16 - 9
    assert len(view.table) == 6 and len(set(view.table)) == 6
    assert game.current_player == "Ann"  # the detective on the spy's left
    assert game.phase is Phase.ASK
    assert hideout(game) in view.table


@pytest.mark.parametrize("detectives,open_cards", [(1, True), (2, False), (5, False), (6, True), (9, True)])
def test_open_cards_are_automatic_for_one_or_six_plus_detectives(detectives, open_cards):
    game = new_game(players=tuple(f"P{i}" for i in range(detectives)))
    assert (game.view_for("detectives").open_cards is not None) is open_cards


def test_six_detectives_cannot_hold_hands_of_three():
    with pytest.raises(ConfigError, match="18 cards"):
        new_game(players=tuple(f"P{i}" for i in range(6)), open_cards=False)


@pytest.mark.parametrize("players", [(), tuple(f"P{i}" for i in range(10)), ("Ann", "ann")])
def test_bad_player_lists_are_refused(players):
    with pytest.raises(ConfigError):
        new_game(players=players)


def test_config_json_round_trip():
    config = GameConfig(players=PLAYERS, seed=3, true_detective=(("atlantic", "religion"),),
                        destinations_per_round=8, deck=None, gaining_knowledge=True)
    assert GameConfig.from_json(json.loads(json.dumps(config.to_json()))) == config


# ------------------------------------------------------------------ a turn


def test_ask_answers_from_the_hideout_and_draws_a_card():
    game = new_game()
    card = game.hands["Ann"][0]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    events = act(game, Ask(card, option))
    answer = next(e for e in events if isinstance(e, Answered)).answer
    assert answer == answer_for(CARDS[card], option, HANDBOOK[hideout(game)])
    drawn = next(e for e in events if isinstance(e, CardDrawn))
    assert drawn.player == "Ann" and drawn.deck_count == 6
    assert len(game.hands["Ann"]) == 3 and card not in game.hands["Ann"]
    assert isinstance(events[-1], EliminationRequired)
    assert game.phase is Phase.ELIMINATE


def test_a_card_not_in_the_current_hand_is_refused_and_says_why():
    game = new_game()
    foreign = next(c for c in game.hands["Ben"] if not CARDS[c].is_choice) if any(
        not CARDS[c].is_choice for c in game.hands["Ben"]) else None
    card = foreign or game.pile[-1]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    assert refused(game, Ask(card, option)) == f"{card} is not in Ann's hand"


@pytest.mark.parametrize("command,message", [
    (Ask("shoe_size"), "'shoe_size' is not an informant card"),
    (Ask("official_language"), "needs an option"),
    (Ask("official_language", "german"), "'german' is not an option"),
    (Ask("population", "english"), "takes no option"),
    (Eliminate("ATL"), "'ATL' is not a destination"),
    (Guess(42), "42 is not a destination"),  # type: ignore[arg-type]
    (Status(), "'status' is not a destination x game command"),
])
def test_malformed_commands_are_invalid(command, message):
    game = new_game()
    assert message in refused(game, command, InvalidCommand)


def test_only_one_question_per_turn():
    game = new_game()
    ask_any(game)
    card = game.hands["Ann"][0]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    assert "must first eliminate" in refused(game, Ask(card, option))


def test_eliminate_needs_a_question_first():
    game = new_game()
    assert "Ann must ask a question first" in refused(game, Eliminate(decoy(game)))


def test_eliminate_refuses_destinations_off_the_table_or_already_down():
    game = new_game()
    off = next(d for d in HANDBOOK.ids if d not in game.table)
    ask_any(game)
    assert refused(game, Eliminate(off)) == f"{HANDBOOK[off].name} is not on the table"
    gone = decoy(game)
    act(game, Eliminate(gone))
    ask_any(game)
    assert refused(game, Eliminate(gone)) == f"{HANDBOOK[gone].name} is already eliminated"
    assert refused(game, Guess(gone)) == f"{HANDBOOK[gone].name} is already eliminated"


def test_a_right_elimination_passes_the_turn_clockwise():
    game = new_game()
    ask_any(game)
    events = act(game, Eliminate(decoy(game)))
    assert events[0] == Eliminated(events[0].destination, correct=True)
    assert events[-1] == TurnStarted("Ben", tuple(game.hands["Ben"]))
    assert game.current_player == "Ben" and game.phase is Phase.ASK


def test_eliminating_the_hideout_gives_the_round_to_the_spy():
    game = new_game()
    first_table = game.table
    spot = hideout(game)
    ask_any(game)                       # Ann asks last
    events = act(game, Eliminate(spot))
    assert events[0] == Eliminated(spot, correct=False)
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert (ended.winner, ended.hideout, ended.reason) == (Side.SPY, spot, "eliminated_hideout")
    assert (ended.detectives_score, ended.spy_score) == (0, 1)
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert started.round == 2 and started.first_player == "Ben"  # left of the last asker
    assert not set(started.table) & set(first_table)             # used destinations are discarded


def test_arrest_is_allowed_before_any_question_and_keeps_the_first_player():
    game = new_game()
    events = act(game, Guess(hideout(game)))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert (ended.winner, ended.reason) == (Side.DETECTIVES, "arrest")
    assert game.current_player == "Ann"  # nobody has asked yet: Ann starts again


def test_arrest_may_replace_the_elimination():
    game = new_game()
    ask_any(game)
    wrong = decoy(game)
    events = act(game, Guess(wrong))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert (ended.winner, ended.reason) == (Side.SPY, "wrong_arrest")


def test_next_round_starts_left_of_the_last_asker_across_rounds():
    game = new_game()
    ask_any(game)
    act(game, Eliminate(decoy(game)))
    ask_any(game)                        # Ben asks
    act(game, Guess(hideout(game)))
    assert game.current_player == "Cho"
    act(game, Guess(hideout(game)))      # a round without questions: Cho again
    assert game.current_player == "Cho"


def test_one_destination_left_means_only_an_arrest():
    game = new_game()
    for _ in range(4):
        ask_any(game)
        act(game, Eliminate(decoy(game)))
    ask_any(game)
    events = act(game, Eliminate(decoy(game)))
    assert events[-1] == ArrestRequired("one_left", hideout(game))
    assert game.phase is Phase.ARREST
    assert game.legal_commands() == [Guess(hideout(game))]
    assert "last destination left" in refused(game, Eliminate(hideout(game)))
    card = game.hands[game.current_player][0]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    assert "only one destination is left" in refused(game, Ask(card, option))


def test_three_rounds_win_the_game_and_then_nothing_is_accepted():
    game = new_game()
    for _ in range(3):
        events = act(game, Guess(hideout(game)))
    assert events[-1] == GameOver(Side.DETECTIVES, Termination.THREE_ROUNDS, 3, 0)
    assert game.outcome().winner is Side.DETECTIVES
    assert game.current_player is None and game.legal_commands() == []
    assert refused(game, Guess(game.table[0])).startswith("the game is over")
    assert refused(game, Ask("population")).startswith("the game is over")


def test_informant_cards_stay_in_hands_between_rounds():
    game = new_game()
    hands = {p: list(h) for p, h in game.hands.items()}
    act(game, Guess(hideout(game)))
    assert game.hands == hands


# ------------------------------------------------------------- the last card


def play_round_to_the_end(game: DestinationXGame, arrest_right: bool) -> None:
    """Ask and eliminate decoys until one destination is left (or the cards run out), then arrest."""
    while game.phase is Phase.ASK:
        ask_any(game)
        if game.phase is Phase.ELIMINATE:
            if not arrest_right and len(game.remaining()) == 2:
                act(game, Guess(decoy(game)))  # the wrong arrest replaces the last elimination
                return
            act(game, Eliminate(decoy(game)))
    if game.phase is Phase.ARREST:
        act(game, Guess(hideout(game)))


@pytest.mark.parametrize("first_three,final_right,winner,termination,score", [
    ((True, False, False), True, Side.SPY, Termination.CARDS_EXHAUSTED, (2, 2)),
    ((True, True, False), True, Side.DETECTIVES, Termination.THREE_ROUNDS, (3, 1)),
    ((True, True, False), False, Side.SPY, Termination.CARDS_EXHAUSTED, (2, 2)),
])
def test_the_last_card_leaves_one_final_arrest(first_three, final_right, winner, termination, score):
    game = new_game(players=("Solo",))  # open cards; 5 questions a round: the 16th is in round 4
    for right in first_three:
        play_round_to_the_end(game, right)
    assert game.round == 4
    play_round_to_the_end(game, True)
    assert game.phase is Phase.FINAL_ARREST
    assert game.log[-1] == ArrestRequired("last_card")
    assert game.legal_commands() == [Guess(d) for d in game.remaining()]
    assert "only the final arrest" in refused(game, Eliminate(decoy(game)))
    events = act(game, Guess(hideout(game) if final_right else decoy(game)))
    assert events[-1] == GameOver(winner, termination, *score)


# ------------------------------------------------------------------ variants


def test_open_cards_are_four_and_refilled():
    game = new_game(open_cards=True)
    view = game.view_for("detectives")
    assert len(view.open_cards) == 4 and view.deck_count == 12
    assert all(len(h) == 0 for _, h in view.hands)
    card = next(c for c in game.open_cards if not CARDS[c].is_choice) if any(
        not CARDS[c].is_choice for c in game.open_cards) else game.open_cards[0]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    events = act(game, Ask(card, option))
    assert not any(isinstance(e, OpenCardAdded) for e in events)  # refilled when the turn ends
    events = act(game, Eliminate(decoy(game)))
    assert any(isinstance(e, OpenCardAdded) for e in events)
    assert len(game.open_cards) == 4 and game.view_for("detectives").deck_count == 11
    hidden = game.pile[-1]
    option = CARDS[hidden].options[0].id if CARDS[hidden].is_choice else None
    assert refused(game, Ask(hidden, option)) == f"{hidden} is not among the open cards"


def test_open_cards_refill_after_the_round_result_and_never_after_the_game():
    """The Korean rule refills when the turn ends; a turn that ends the round is told first,
    and the last round's arrest ends the game with no card drawn for nobody."""
    game = new_game(open_cards=True)
    for round_number in (1, 2, 3):
        ask_any(game)
        pile_before = len(game.pile)
        events = act(game, Guess(hideout(game)))
        kinds = [type(e) for e in events]
        assert RoundEnded in kinds
        if round_number < 3:
            assert kinds.index(OpenCardAdded) > kinds.index(RoundEnded)
            assert len(game.open_cards) == 4
        else:
            assert kinds[-1] is GameOver and OpenCardAdded not in kinds
            assert len(game.pile) == pile_before and len(game.open_cards) == 3


@pytest.mark.parametrize("size", [8, 10])
def test_the_world_is_too_small(size):
    game = new_game(destinations_per_round=size)
    assert len(game.table) == size


def test_seven_destinations_are_not_a_variant():
    with pytest.raises(ConfigError, match="6, 8 or 10"):
        new_game(destinations_per_round=7)


def test_true_detective_all_replaces_every_blue_card():
    game = new_game(true_detective="all")
    decks = {CARDS[c].deck for c in game.deck_ids}
    assert decks == {"standard", "red"} and len(game.deck_ids) == 16


def test_true_detective_some_replaces_the_named_blue_cards():
    game = new_game(true_detective=(("traffic", "religion"), ("atlantic", "capital_letter")))
    assert {"traffic", "atlantic"} <= set(game.deck_ids)
    assert not {"religion", "capital_letter"} & set(game.deck_ids)
    with pytest.raises(ConfigError, match="not a red-star card"):
        new_game(true_detective=(("population", "religion"),))


def test_a_game_may_choose_its_own_deck():
    deck = ("population", "traffic", "capital_letter", "coastline")
    game = new_game(players=("Solo",), deck=deck)
    assert sorted(game.deck_ids) == sorted(deck)
    with pytest.raises(ConfigError, match="not an informant card"):
        new_game(deck=("population", "shoe_size"))


def test_gaining_knowledge_gives_the_full_answer():
    game = new_game(gaining_knowledge=True, players=("Solo",),
                    deck=("capital_letter", "land_borders", "official_language", "atlantic"))
    dest = HANDBOOK[hideout(game)]
    events = act(game, Ask("capital_letter"))
    answer = next(e for e in events if isinstance(e, Answered)).answer
    assert answer.value == dest.capital[0].upper() and answer.detail == (dest.capital,)


# ------------------------------------------------------------------ physical mode


def test_physical_mode_waits_for_the_deal_and_asks_any_card():
    game = new_game(physical=True)
    assert game.phase is Phase.DEAL and game.table == ()
    assert "deal the 6 destinations" in refused(game, Ask("population"))
    assert "got 2" in refused(game, Deal(("FRA", "DEU")))
    assert "twice" in refused(game, Deal(("FRA",) * 6))
    assert "not a destination" in refused(game, Deal(("FRA", "XXX", "DEU", "AUT", "JPN", "PER")),
                                          InvalidCommand)
    table = ("FRA", "DEU", "AUT", "JPN", "PER", "EGY")
    act(game, Deal(table))
    assert game.table == table and hideout(game) in table
    act(game, Ask("traffic"))  # a red card: the table owns its own deck
    act(game, Eliminate(decoy(game)))
    events = act(game, OutOfCards())
    assert events == [ArrestRequired("last_card")]
    events = act(game, Guess(hideout(game)))
    assert events[-1] == GameOver(Side.SPY, Termination.CARDS_EXHAUSTED, 1, 0)


def test_physical_rounds_each_start_with_a_deal():
    game = new_game(physical=True)
    act(game, Deal(("FRA", "DEU", "AUT", "JPN", "PER", "EGY")))
    act(game, Guess(hideout(game)))
    assert game.phase is Phase.DEAL and game.round == 2


def test_deal_and_out_of_cards_are_only_for_physical_games():
    game = new_game()
    assert "only for physical games" in refused(game, Deal(game.table))
    assert "only for physical games" in refused(game, OutOfCards())


# ------------------------------------------------------------------ views, JSON, replay


def test_the_detectives_view_never_holds_the_hideout():
    game = new_game()
    assert game.view_for("detectives").hideout is None
    assert game.view_for("spy").hideout in game.table
    assert hideout(game) not in json.dumps(
        [e.to_json() for e in game.log if not isinstance(e, RoundStarted)])
    with pytest.raises(ValueError):
        game.view_for("referee")


def test_events_and_commands_round_trip_through_json():
    game = new_game(gaining_knowledge=True)
    ask_any(game)
    act(game, Guess(hideout(game)))
    for event in game.log:
        assert event_from_json(json.loads(json.dumps(event.to_json()))) == event
    for command in game.history:
        assert command_from_json(json.loads(json.dumps(command.to_json()))) == command


def test_save_and_replay_rebuild_the_identical_game():
    game = new_game(spy_strategy="cunning", spy_budget=4)
    ask_any(game)
    act(game, Eliminate(decoy(game)))
    ask_any(game)
    act(game, Guess(decoy(game)))
    doc = json.loads(json.dumps(game.to_json()))
    again = DestinationXGame.from_json(doc, HANDBOOK, CARDS)
    assert again.view_for("spy") == game.view_for("spy") and again.log == game.log
    replayed = DestinationXGame.replay(game.config, game.history, HANDBOOK, CARDS)
    assert replayed.view_for("spy") == game.view_for("spy")


def test_a_game_without_a_seed_gets_one_and_still_replays():
    game = DestinationXGame(GameConfig(players=PLAYERS, spy_strategy="random"), HANDBOOK, CARDS)
    assert isinstance(game.config.seed, int)
    computer_moves(game, spy_seat(game))
    act(game, Guess(game.table[0]))
    again = DestinationXGame.from_json(game.to_json(), HANDBOOK, CARDS)
    assert again.view_for("spy") == game.view_for("spy")


@pytest.mark.parametrize("doc,message", [
    ([1, 2], "not a destination x save"),
    ({"format": "hideout/duel", "version": 1}, "not a destination x save"),
    ({"format": "hideout/destination-x", "version": 99}, "unsupported save version 99"),
    ({"format": "hideout/destination-x", "version": 2}, "corrupt save"),
    ({"format": "hideout/destination-x", "version": 2, "config": {"players": ["A"], "seed": 1},
      "commands": [{"type": "fly"}]}, "corrupt save"),
    ({"format": "hideout/destination-x", "version": 2, "config": {"players": ["A"], "seed": 1},
      "commands": [{"type": "eliminate", "destination": "FRA"}]}, "was refused"),
    ({"format": "hideout/destination-x", "version": 2, "config": {"players": ["A"]},
      "commands": []}, "no seed"),
])
def test_foreign_or_corrupt_saves_get_a_clear_error(doc, message):
    with pytest.raises(SaveError, match=message):
        DestinationXGame.from_json(doc, HANDBOOK, CARDS)


def test_undo_takes_back_the_last_command():
    game = new_game()
    before = game.view_for("spy")
    command = game.legal_commands()[0]
    act(game, command)
    assert game.undo() == command
    assert game.view_for("spy") == before
    assert isinstance(game.undo(), Hide)  # the spy's choice is a command like any other
    with pytest.raises(IllegalCommand):
        game.undo()


def test_the_views_json_form_hides_the_hideout_from_the_detectives():
    game = new_game()
    ask_any(game)
    detectives = json.loads(json.dumps(game.view_for("detectives").to_json()))
    spy = game.view_for("spy").to_json()
    assert detectives["hideout"] is None and spy["hideout"] == hideout(game)
    assert detectives["phase"] == "eliminate" and detectives["current_player"] == "Ann"
    assert len(detectives["answers"]) == 1 and detectives["score"] == {"detectives": 0, "spy": 0}


def test_a_detective_may_only_play_from_their_own_hand_on_their_turn():
    game = new_game()
    ask_any(game)
    act(game, Eliminate(decoy(game)))
    anns = next((c for c in game.hands["Ann"] if c not in game.hands["Ben"]), None)
    if anns is not None:
        option = CARDS[anns].options[0].id if CARDS[anns].is_choice else None
        assert refused(game, Ask(anns, option)) == f"{anns} is not in Ben's hand"


def test_a_card_outside_the_deck_or_already_played_is_refused_as_such():
    # both were "traffic is not in Ann's hand", as if a detective held the wrong card
    game = new_game()
    assert "traffic" not in game.deck_ids
    assert refused(game, Ask("traffic")) == "the traffic card is not in this game's deck"
    played = game.legal_commands()[0]
    ask_any(game)
    act(game, Eliminate(decoy(game)))
    assert refused(game, played) == f"the {played.card} card has already been played"
    with pytest.raises(IllegalCommand) as err:
        game.check(Ask(next(c for c in game.deck_ids if c not in game.played and c not in game.playable_cards())))
    assert err.value.code == "not_in_hand"
