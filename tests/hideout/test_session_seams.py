"""The session's optional seams are typed protocols, and each game has the ones it needs: found
by name with getattr, a renamed method would have turned its feature off without a word."""

from __future__ import annotations

from hideout.duel_app import DuelApp
from hideout.destination_x_app import DestinationXApp
from hideout.grammar.matcher import Matcher
from hideout.session import (AnswersWhoseTurn, AsksWhichDestination, NamesDestinations, NamesPlaces,
                             ReadsTableLines, RefusesOffBoard)


def test_the_duel_refuses_districts_london_lacks_and_finds_its_own_districts() -> None:
    # "bus to E6" was heard as E1; "yes, b1" after "To C1?" moved to C1
    assert issubclass(DuelApp, RefusesOffBoard) and issubclass(DuelApp, NamesPlaces)
    assert not issubclass(DuelApp, AsksWhichDestination)


def test_destination_x_names_turns_reads_table_lines_and_asks_which_destination() -> None:
    for seam in (AnswersWhoseTurn, ReadsTableLines, AsksWhichDestination):
        assert issubclass(DestinationXApp, seam), seam
    # its places are destinations, found by the matcher, and every name is a place it has
    assert not issubclass(DestinationXApp, NamesPlaces) and not issubclass(DestinationXApp, RefusesOffBoard)
    assert isinstance(Matcher(game="destination-x", lang="en"), NamesDestinations)
