"""Duel narration: events -> sentences for the Detective, never leaking Mister X's secrets."""

import random
import re

import pytest

from hideout.engine.duel.commands import Action, Clue, Move, Pass, Setup, Step, Swap
from hideout.engine.duel.detectives import RandomDetective
from hideout.engine.duel.events import (
    CameraClue,
    DetectiveMoved,
    DistrictTurned,
    GameOver,
    MisterXSwapped,
    SabotageUncovered,
)
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.narration_duel import (
    command_text,
    help_text,
    narrate,
    sentence,
    status_text,
)

ROWS = [
    ["taxi-1", "bus-1", "underground-1", "black-1", "camera-1"],
    ["taxi-2", "sabotage-1", "taxi-3", "bus-2", "taxi-4"],
    ["yard-1", "taxi-5", "yard-2", "sabotage-2", "yard-3"],
    ["bus-3", "camera-2", "black-2", "taxi-6", "bus-4"],
    ["sabotage-3", "bus-5", "mister-x", "underground-2", "underground-3"],
]


@pytest.mark.parametrize("event, text", [
    (DetectiveMoved(None, "C1", None), "You start at C1."),
    (DetectiveMoved("B1", "B3", "bus"), "By bus from B1 to B3."),
    (DistrictTurned("B3", "taxi-5", "taxi", "swap", "detective"),
     "B3: taxi; I swap two districts up to one apart."),
    # it said "D2: black ticket; a black ticket: I swap two districts in secret."
    (DistrictTurned("D2", "black-1", "black", "black_swap", "detective"),
     "D2: black ticket; look away: I swap two districts in secret."),
    (DistrictTurned("D4", "sabotage-2", "bus", "sabotage", "grid_search"),
     "Grid search: I turn over D4, a sabotaged district."),
    (SabotageUncovered("B2", 2), "Sabotage! That is two of three."),
    (MisterXSwapped("C4", "C5"), "I swap C4 and C5."),
    (MisterXSwapped("A2", "C5", secret=True), "I made a secret swap."),
    (CameraClue("column", "C", "card"), "The surveillance camera sees me in column C."),
    (GameOver("mister_x", "sabotage", "C5"), "The third sabotage! I win: I was hiding at C5."),
])
def test_sentences(event, text):
    assert sentence(event) == text


def test_confirmation_questions():
    from hideout.narration_duel import confirmation_question
    assert confirmation_question(Move("B4"), {"transport": "bus"}) == "To B4 by bus?"
    assert confirmation_question(Step("up", 2), {"transport": "black"}) == "Up two by the black ticket?"
    assert confirmation_question(Move("C1")) == "To C1?"
    assert confirmation_question(Action("reinforcements")) == "Use reinforcements?"


def test_commands_are_repeated_back():
    assert command_text(Move("B4")) == "to B4"
    assert command_text(Step("up", 2)) == "up two"
    assert command_text(Action("grid_search")) == "use grid search"
    assert command_text(Pass()) == "pass"


def test_a_whole_game_narrates_without_leaking():
    for seed in range(8):
        game = DuelGame(seed)
        mister_x, detective, rng = MisterX("greedy"), RandomDetective(), random.Random(seed)
        while not game.is_over():
            cmd = mister_x.choose(game.view_for("mister_x")) if game.current_player == "mister_x" else detective.choose(game, rng)
            events = game.apply(cmd)
            said = " ".join(narrate(events))
            for event in events:
                if isinstance(event, MisterXSwapped) and event.secret:
                    assert "secret swap" in said and event.a not in said.split()
            if not game.is_over():
                x_cell = game.view_for("mister_x").to_json()["mister_x"]
                assert not re.search(rf"\b{x_cell}\b", said) or x_cell in _public_mentions(events)
        assert narrate(game.log[-1:])  # the ending is always spoken


def _public_mentions(events):
    cells = set()
    for e in (ev.for_detective() for ev in events):
        for attr in ("to", "frm", "cell", "a", "b"):
            value = getattr(e, attr, None)
            if value:
                cells.add(value)
    return cells


def test_status_speaks_only_the_detectives_view():
    game = DuelGame(0)
    game.apply(Setup(tuple(t for row in ROWS for t in row)))
    game.apply(Move("C1"))
    game.apply(Swap("E4", "E5"))
    game.apply(Move("C3"))
    game.apply(Action("surveillance"))
    game.apply(Clue("row"))
    text = status_text(game.view_for("detective"))
    assert text == ("You are at C3, travelling by bus. Zero of three sabotages found. Action cards left: "
                    "grid search, reinforcements. Camera clues so far: row 5.")
    with pytest.raises(ValueError):
        status_text(game.view_for("mister_x").to_json())
    assert "up two" in help_text()


def test_mister_x_speaks_as_i_in_every_line():
    # he said "I am Mister X" and then "Mister X swaps A2 and C2", labelled "Mister X:" on screen
    import re

    from hideout.phrasebook import phrasebook

    book = phrasebook("en")
    spoken = {k: v for k, v in book.phrases.items()
              if k.startswith("duel.") and not k.startswith(("duel.address_", "duel.cards.", "duel.tickets."))}
    assert len(spoken) > 40
    third = {k: v for k, v in spoken.items()
             if re.search(r"\b(he|his|him|himself)\b", v, re.IGNORECASE)
             or ("Mister X" in v and k != "duel.app.intro")}
    assert third == {}


def test_a_scotland_yard_district_is_named_once_when_its_cards_are_offered():
    # "E3: underground; a Scotland Yard district." "A Scotland Yard district. You may use ..."
    from hideout.engine.duel.events import ActionCardOffered
    from hideout.narration_duel import narrate

    said = narrate([DistrictTurned("E3", "yard-3", "underground", "scotland_yard", "detective"),
                    ActionCardOffered(("grid_search", "surveillance"))])
    assert said == ["E3: underground; a Scotland Yard district.",
                    "You may use grid search or the surveillance camera, or pass."]


def test_the_third_sabotage_is_said_once_by_the_games_end():
    # "Sabotage! That is three of three." "The third sabotage! I win: ..."
    from hideout.narration_duel import narrate

    assert narrate([SabotageUncovered("B2", 3), GameOver("mister_x", "sabotage", "C5")]) == \
        ["The third sabotage! I win: I was hiding at C5."]
    assert narrate([SabotageUncovered("B2", 2)]) == ["Sabotage! That is two of three."]
