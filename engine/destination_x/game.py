"""Destination X as a state machine: commands in, events out (see DESIGN.md).

The computer is the spy; ``config.players`` are the detectives, clockwise from the spy's left.
Chance (shuffling the informant deck and the destinations) comes from one
``random.Random(config.seed)`` owned by the game and drawn in a fixed order. The spy is a seat, not
part of the rules: after each round is dealt the game waits in the HIDE phase for the spy's
:class:`Hide` command (a computer spy chooses it from ``view_for("spy")``, see
:func:`hideout.engine.players.computer_moves`). So :meth:`DestinationXGame.replay` of the same
config and commands rebuilds the identical game without asking any player again.

Decisions where the rulebooks are silent (each is tested in tests/engine/test_destination_x*.py):

- **Arrest at any time.** A ``Guess`` is legal whenever the round is on, including instead of
  the elimination that follows an answer (the rulebook: "at any point during the round").
- **Order of a turn.** Ask, then eliminate: an ``Ask`` while an elimination is due is refused,
  and so is an ``Eliminate`` before the turn's question.
- **One destination left.** When only one destination is still face up, only an arrest is legal
  (eliminating it would always be wrong, and asking would waste a card).
- **Last card.** When the last informant card of the game has been played and answered, the
  team skips that turn's elimination (it would gain nothing) and gets exactly one final arrest
  attempt. The round is scored as usual; if the detectives do not thereby reach 3 rounds, the
  spy wins the game, even when the attempt was right (the rulebook: "if they do not win their
  3rd round with that attempt, the spy wins the game").
- **Empty hands.** A detective whose hand is empty (deck exhausted) is skipped; play passes
  clockwise to the next detective holding a card.
- **Next round's first player.** The detective left of the one who asked the last question
  (of the game so far); if no question has been asked yet, the same first player again.
- **Running out of destinations.** If the destination deck cannot fill the table, the used
  destinations of earlier rounds (not the hideouts kept as points) are shuffled back in.
- **Open Cards refill at the end of the turn.** The Korean rulebook draws the new face-up card
  "when the detective's turn ends" (수사관의 턴을 마칠 때); the English one says only "then", after
  the question. Both are met by refilling when the turn ends: after the team's elimination or
  arrest. So the team eliminates looking at three open cards, as a table reading either book would.
  A turn that ends the round refills after the round's result is told, and one that ends the
  game does not refill at all.
- **Physical mode.** The table owns the printed cards: every round starts with a ``Deal`` of
  the destinations it laid out; any informant card may be asked (no hands, no deck); the game
  ends from card exhaustion only when the table says ``OutOfCards``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from hideout.data.cards import InformantCard, load_cards
from hideout.data.handbook import Handbook, load_handbook
from hideout.engine.commands import Command, command_from_json
from hideout.engine.destination_x.answers import Answer, answer_for, card_questions
from hideout.engine.destination_x.commands import (
    GAME,
    Ask,
    Deal,
    Eliminate,
    Guess,
    Hide,
    OutOfCards,
)
from hideout.engine.destination_x.config import (
    HAND_SIZE,
    OPEN_CARD_COUNT,
    ConfigError,
    GameConfig,
)
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
    Outcome,
    RoundEnded,
    RoundStarted,
    Side,
    Termination,
    TurnStarted,
)
from hideout.engine.errors import CommandError, IllegalCommand, InvalidCommand, SaveError

SAVE_FORMAT = "hideout/destination-x"
SAVE_VERSION = 2  # 2: the spy's hideouts are Hide commands in the history
WINNING_SCORE = 3


class Phase(str, Enum):
    DEAL = "deal"                  # physical mode: waiting for the table's Deal
    HIDE = "hide"                  # the spy's seat chooses the round's hideout
    ASK = "ask"                    # the current detective plays a card (or the team arrests)
    ELIMINATE = "eliminate"        # the team turns one destination face down (or arrests)
    ARREST = "arrest"              # one destination left: only an arrest
    FINAL_ARREST = "final_arrest"  # the last card was answered: one final arrest
    OVER = "over"


@dataclass(frozen=True)
class GameView:
    """What one side may see. The detectives' view never holds the hideout; the spy's view never
    holds the detectives' hands (``hands`` lists each detective with no cards; ``hand_sizes``
    says how many each holds) nor the deck's order: only what was said or laid open at the
    table. ``deck`` is the game's informant cards in a fixed order (the set-up, which everyone
    knows), not the draw pile."""

    side: str
    phase: str
    round: int
    detectives_score: int
    spy_score: int
    players: tuple[str, ...]
    current_player: str | None
    table: tuple[str, ...]
    eliminated: tuple[str, ...]
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    open_cards: tuple[str, ...] | None
    deck_count: int
    played: tuple[str, ...]
    playable_cards: tuple[str, ...]
    answers: tuple[Answer, ...]
    hideout: str | None
    outcome: Outcome | None
    physical: bool
    hand_sizes: tuple[int, ...] = ()
    deck: tuple[str, ...] = ()
    gaining_knowledge: bool = False

    @property
    def remaining(self) -> tuple[str, ...]:
        """Destinations still face up."""
        return tuple(d for d in self.table if d not in self.eliminated)

    def to_json(self) -> dict[str, Any]:
        return {
            "side": self.side, "phase": self.phase, "round": self.round,
            "score": {"detectives": self.detectives_score, "spy": self.spy_score},
            "players": list(self.players), "current_player": self.current_player,
            "table": list(self.table), "eliminated": list(self.eliminated),
            "hands": {p: list(h) for p, h in self.hands},
            "open_cards": None if self.open_cards is None else list(self.open_cards),
            "deck_count": self.deck_count, "played": list(self.played),
            "playable_cards": list(self.playable_cards),
            "answers": [a.to_json() for a in self.answers],
            "hideout": self.hideout,
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "physical": self.physical, "hand_sizes": list(self.hand_sizes),
            "deck": list(self.deck), "gaining_knowledge": self.gaining_knowledge,
        }


class DestinationXGame:
    """One game of Destination X against the computer spy.

    >>> game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=1))  # doctest: +SKIP
    >>> game.apply(Ask("population"))                                       # doctest: +SKIP
    """

    def __init__(self, config: GameConfig, handbook: Handbook | None = None,
                 cards: dict[str, InformantCard] | None = None) -> None:
        """The game waits for the spy's first :class:`Hide` (or, physically, the first Deal).

        :raises ConfigError: the set-up cannot be played.
        """
        self.handbook = handbook if handbook is not None else load_handbook()
        self.cards = cards if cards is not None else load_cards()
        if config.seed is None:
            config = config.with_seed(random.SystemRandom().randrange(2**63))
        config.validate(self.cards)
        if len(self.handbook) < config.destinations_per_round:
            raise ConfigError(f"the handbook has {len(self.handbook)} destinations, "
                                 f"fewer than the {config.destinations_per_round} a round needs")
        self.config = config
        self.rng = random.Random(config.seed)
        self.deck_ids = config.deck_ids(self.cards)
        self.history: list[Command] = []
        self.log: list[Event] = []
        self.hands: dict[str, list[str]] = {p: [] for p in config.players}
        self.open_cards: list[str] | None = [] if config.uses_open_cards else None
        self.pile: list[str] = []           # informant deck, top = end
        self.played: list[str] = []
        self.destination_pile: list[str] = []
        self.used_destinations: list[str] = []
        self.kept: dict[Side, list[str]] = {Side.DETECTIVES: [], Side.SPY: []}
        self.round = 0
        self.table: tuple[str, ...] = ()
        self.eliminated: list[str] = []
        self.answers: list[Answer] = []
        self.hideout: str | None = None
        self.phase = Phase.DEAL
        self.turn = 0                       # index into players of the current detective
        self.round_first = 0
        self.last_asker: int | None = None
        self.score = {Side.DETECTIVES: 0, Side.SPY: 0}
        self._outcome: Outcome | None = None
        self.log.extend(self._setup())

    # ----------------------------------------------------------------- public API

    @property
    def players(self) -> tuple[str, ...]:
        return self.config.players

    @property
    def current_player(self) -> str | None:
        """The detective whose turn it is (who speaks for the team); None when the game is over.
        While the spy hides, the detective who will start the round."""
        return None if self.phase is Phase.OVER else self.players[self.turn]

    def seat_to_act(self) -> str | None:
        """Whose command the game waits for: "spy" (HIDE), "detectives" (the table: questions,
        eliminations, arrests, and physical deals), or None when the game is over."""
        if self.phase is Phase.OVER:
            return None
        return "spy" if self.phase is Phase.HIDE else "detectives"

    def outcome(self) -> Outcome | None:
        return self._outcome

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def playable_cards(self) -> tuple[str, ...]:
        """Cards the current detective may play now (every card in physical mode)."""
        if self.phase is not Phase.ASK:
            return ()
        if self.config.physical:
            return tuple(self.cards)
        if self.open_cards is not None:
            return tuple(self.open_cards)
        return tuple(self.hands[self.players[self.turn]])

    def remaining(self) -> tuple[str, ...]:
        """Destinations on the table still face up."""
        return tuple(d for d in self.table if d not in self.eliminated)

    def legal_commands(self) -> list[Command]:
        """Every command ``apply`` accepts now. In the DEAL phase any ``Deal`` of the right size
        is legal; none is listed (the table decides which cards it laid out)."""
        phase = self.phase
        if phase in (Phase.OVER, Phase.DEAL):
            return []
        if phase is Phase.HIDE:
            return [Hide(d) for d in self.table]
        out: list[Command] = []
        if phase is Phase.ASK:
            out.extend(Ask(c, o) for c, o in card_questions(self.cards, self.playable_cards()))
        if phase is Phase.ELIMINATE:
            out.extend(Eliminate(d) for d in self.remaining())
        if self.config.physical and phase in (Phase.ASK, Phase.ELIMINATE):
            out.append(OutOfCards())
        out.extend(Guess(d) for d in self.remaining())
        return out

    def check(self, command: Command) -> None:
        """Whether ``apply(command)`` would be accepted now; changes nothing.

        :raises InvalidCommand | IllegalCommand: exactly what ``apply`` would raise.
        """
        self._check(command)

    def apply(self, command: Command) -> list[Event]:
        """Play ``command`` and return what happened.

        :raises InvalidCommand: malformed command, unknown card, option or destination.
        :raises IllegalCommand: not allowed now (the message says why); the state is unchanged.
        """
        self._check(command)
        events = self._do(command)
        self.history.append(command)
        self.log.extend(events)
        return events

    def view_for(self, side: str) -> GameView:
        """What ``side`` ("detectives" or "spy") may see.

        :raises ValueError: unknown side.
        """
        if side not in ("detectives", "spy"):
            raise ValueError(f"side must be 'detectives' or 'spy', got {side!r}")
        spy = side == "spy"
        open_cards = None if self.open_cards is None else tuple(self.open_cards)
        return GameView(
            side=side, phase=self.phase.value, round=self.round,
            detectives_score=self.score[Side.DETECTIVES], spy_score=self.score[Side.SPY],
            players=self.players, current_player=self.current_player,
            table=self.table, eliminated=tuple(self.eliminated),
            # The spy sees how many cards each detective holds, never which.
            hands=tuple((p, () if spy else tuple(h)) for p, h in self.hands.items()),
            open_cards=open_cards,
            deck_count=len(self.pile), played=tuple(self.played),
            playable_cards=(open_cards or ()) if spy else self.playable_cards(),
            answers=tuple(self.answers),
            hideout=self.hideout if spy else None,
            outcome=self._outcome, physical=self.config.physical,
            hand_sizes=tuple(len(h) for h in self.hands.values()),
            deck=tuple(sorted(self.deck_ids)) if spy else self.deck_ids,
            gaining_knowledge=self.config.gaining_knowledge,
        )

    def name(self, dest_id: str) -> str:
        """The destination's English name (its id if unknown)."""
        return self.handbook[dest_id].name if dest_id in self.handbook else dest_id

    # ------------------------------------------------------------- save and replay

    @classmethod
    def replay(cls, config: GameConfig, commands: Iterable[Command],
               handbook: Handbook | None = None,
               cards: dict[str, InformantCard] | None = None) -> DestinationXGame:
        """Rebuild a game from its config (with its seed) and its commands (the spy's
        :class:`Hide` commands among them).

        :raises CommandError: a command is refused (the history does not fit the config).
        """
        game = cls(config, handbook, cards)
        for command in commands:
            game.apply(command)
        return game

    def undo(self) -> Command:
        """Take back the last command (by replaying the others) and return it.

        :raises IllegalCommand: nothing to undo.
        """
        if not self.history:
            raise IllegalCommand("there is nothing to undo", "nothing_to_undo")
        last = self.history[-1]
        previous = self.replay(self.config, self.history[:-1], self.handbook, self.cards)
        self.__dict__.update(previous.__dict__)
        return last

    def to_json(self) -> dict[str, Any]:
        """The whole game as JSON: format, version, config (with seed) and command history."""
        return {
            "format": SAVE_FORMAT, "version": SAVE_VERSION,
            "config": self.config.to_json(),
            "commands": [c.to_json() for c in self.history],
        }

    @classmethod
    def from_json(cls, doc: Any, handbook: Handbook | None = None,
                  cards: dict[str, InformantCard] | None = None) -> DestinationXGame:
        """Rebuild a saved game.

        :raises SaveError: not a Destination X save, an unknown version, or a corrupt history.
        """
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            found = doc.get("format") if isinstance(doc, dict) else type(doc).__name__
            raise SaveError(f"not a destination x save file (format {found!r}, "
                            f"expected {SAVE_FORMAT!r})")
        if doc.get("version") == 1:
            raise SaveError("this save file is from an older hideout, whose spy hid without "
                            "recording its choices, so the game cannot be rebuilt: start a new game",
                            "from_older")
        if doc.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported save version {doc.get('version')!r} "
                            f"(this program reads version {SAVE_VERSION})")
        try:
            config = GameConfig.from_json(doc["config"])
            if config.seed is None:
                raise SaveError("the save file has no seed, so the game cannot be rebuilt")
            raw = doc["commands"]
            if not isinstance(raw, list):
                raise SaveError("the save file's commands are not a list")
            game = cls(config, handbook, cards)
            for number, obj in enumerate(raw, start=1):
                try:
                    game.apply(command_from_json(obj, GAME))
                except CommandError as err:
                    raise SaveError(f"corrupt save file: command {number} {obj!r} "
                                    f"was refused: {err}") from None
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise SaveError(f"corrupt save file: {err}") from None
        return game

    # ------------------------------------------------------------------ set-up

    def _setup(self) -> list[Event]:
        cfg = self.config
        events: list[Event] = [GameStarted(
            players=cfg.players, open_cards=cfg.uses_open_cards and not cfg.physical,
            deck_size=0 if cfg.physical else len(self.deck_ids),
            destinations_per_round=cfg.destinations_per_round, physical=cfg.physical,
            gaining_knowledge=cfg.gaining_knowledge)]
        if not cfg.physical:
            self.pile = list(self.deck_ids)
            self.rng.shuffle(self.pile)
            if self.open_cards is not None:
                while self.pile and len(self.open_cards) < OPEN_CARD_COUNT:
                    self.open_cards.append(self.pile.pop())
            else:
                for player in cfg.players:
                    for _ in range(HAND_SIZE):
                        self.hands[player].append(self.pile.pop())
            events.append(CardsDealt(
                hands=tuple((p, tuple(h)) for p, h in self.hands.items()),
                open_cards=tuple(self.open_cards or ()), deck_count=len(self.pile)))
            self.destination_pile = list(self.handbook.ids)
            self.rng.shuffle(self.destination_pile)
        events.extend(self._start_round(0))
        return events

    def _start_round(self, first: int) -> list[Event]:
        self.round += 1
        self.round_first = first
        self.turn = first
        self.eliminated = []
        self.answers = []
        self.hideout = None
        if self.config.physical:
            self.table = ()
            self.phase = Phase.DEAL
            return [DealRequested(self.round, self.config.destinations_per_round)]
        count = self.config.destinations_per_round
        if len(self.destination_pile) < count:
            # Decision: reshuffle the used destinations back (never happens with 197).
            reshuffled = list(self.used_destinations)
            self.rng.shuffle(reshuffled)
            self.destination_pile = reshuffled + self.destination_pile
            self.used_destinations = []
        self.table = tuple(self.destination_pile.pop() for _ in range(count))
        return self._await_hideout()

    def _await_hideout(self) -> list[Event]:
        """The table is laid out; the first detective holding a card will start once the spy's
        seat has hidden."""
        self.turn = self._holder_from(self.turn)
        self.phase = Phase.HIDE
        return [RoundStarted(self.round, self.table, self.players[self.turn])]

    def _refill_open_cards(self) -> list[Event]:
        """Open Cards: the turn is over, so face-up cards are drawn back up to four."""
        events: list[Event] = []
        if self.open_cards is None or self.config.physical:
            return events
        while self.pile and len(self.open_cards) < OPEN_CARD_COUNT:
            self.open_cards.append(self.pile.pop())
            events.append(OpenCardAdded(self.open_cards[-1], len(self.pile)))
        return events

    def _holder_from(self, index: int) -> int:
        """The first detective from ``index`` clockwise who holds a card (hands mode)."""
        if self.open_cards is not None or self.config.physical:
            return index
        n = len(self.players)
        for step in range(n):
            candidate = (index + step) % n
            if self.hands[self.players[candidate]]:
                return candidate
        return index

    def _turn_started(self) -> TurnStarted:
        if self.config.physical:
            return TurnStarted(self.players[self.turn], ())
        return TurnStarted(self.players[self.turn], self.playable_cards(),
                           open_cards=self.open_cards is not None)

    # ------------------------------------------------------------------ checking

    def _dest_name(self, dest: Any) -> str:
        """Validate a destination id's shape and existence; return its English name.

        :raises InvalidCommand: not a string or not in the handbook.
        """
        if not isinstance(dest, str) or dest not in self.handbook:
            raise InvalidCommand(f"{dest!r} is not a destination in the handbook", "unknown_destination",
                                 destination=dest)
        return self.handbook[dest].name

    def _check_round_on(self, what: str) -> None:
        if self.phase is Phase.OVER:
            raise IllegalCommand(f"the game is over: cannot {what}", "game_over")
        if self.phase is Phase.DEAL:
            raise IllegalCommand(f"deal the {self.config.destinations_per_round} destinations "
                                 f"of round {self.round} first: cannot {what} yet", "deal_first",
                                 count=self.config.destinations_per_round, round=self.round)

    def _check_face_up(self, dest: str) -> None:
        name = self._dest_name(dest)
        if dest not in self.table:
            raise IllegalCommand(f"{name} is not on the table", "not_on_table", destination=dest)
        if dest in self.eliminated:
            raise IllegalCommand(f"{name} is already eliminated", "already_eliminated",
                                 destination=dest)

    def _check(self, command: Command) -> None:
        if isinstance(command, Hide):
            self._check_hide(command)
            return
        if self.phase is Phase.HIDE and isinstance(command, (Ask, Eliminate, Guess, Deal,
                                                             OutOfCards)):
            self._check_shape(command)
            raise IllegalCommand(f"wait: the spy is choosing its hideout for round {self.round}")
        if isinstance(command, Ask):
            self._check_ask(command)
        elif isinstance(command, Eliminate):
            self._check_eliminate(command)
        elif isinstance(command, Guess):
            self._check_round_on(f"arrest in {command.destination!r}")
            self._check_face_up(command.destination)
        elif isinstance(command, Deal):
            self._check_deal(command)
        elif isinstance(command, OutOfCards):
            if not self.config.physical:
                raise IllegalCommand("the game counts the informant cards itself: "
                                     "'out of cards' is only for physical games", "physical_only")
            self._check_round_on("end the informant cards")
            if self.phase not in (Phase.ASK, Phase.ELIMINATE):
                raise IllegalCommand("only an arrest is left now", "arrest_only")
        elif isinstance(command, Command):
            raise InvalidCommand(f"{command.type!r} is not a destination x game command",
                                 "not_a_game_command", command=command.type)
        else:
            raise InvalidCommand(f"not a command: {command!r}", "not_a_command")

    def _check_shape(self, command: Command) -> None:
        """:raises InvalidCommand: a destination or card the game does not know."""
        if isinstance(command, (Eliminate, Guess)):
            self._dest_name(command.destination)
        elif isinstance(command, Ask) and (not isinstance(command.card, str)
                                           or command.card not in self.cards):
            raise InvalidCommand(f"{command.card!r} is not an informant card")

    def _check_hide(self, command: Hide) -> None:
        name = self._dest_name(command.destination)
        if self.phase is not Phase.HIDE:
            raise IllegalCommand(f"the spy hides only when a round's destinations are laid "
                                 f"out: cannot hide in {name} now")
        if command.destination not in self.table:
            raise IllegalCommand(f"{name} is not on the table")

    def _check_ask(self, command: Ask) -> None:
        card_id = command.card
        if not isinstance(card_id, str) or card_id not in self.cards:
            raise InvalidCommand(f"{card_id!r} is not an informant card", "unknown_card", card=card_id)
        card = self.cards[card_id]
        if card.is_choice:
            if command.option is None:
                raise InvalidCommand(f"the {card_id!r} card needs an option: "
                                     + ", ".join(o.id for o in card.options), "option_needed",
                                     card=card_id, options=tuple(o.id for o in card.options))
            if not isinstance(command.option, str) or command.option not in {
                    o.id for o in card.options}:
                raise InvalidCommand(f"{command.option!r} is not an option of the "
                                     f"{card_id!r} card", "unknown_option", card=card_id,
                                     option=command.option)
        elif command.option is not None:
            raise InvalidCommand(f"the {card_id!r} card takes no option, got {command.option!r}",
                                 "no_option", card=card_id, option=command.option)
        self._check_round_on(f"ask {card_id!r}")
        if self.phase is Phase.ELIMINATE:
            raise IllegalCommand(f"cannot ask {card_id!r} now: the team must first eliminate "
                                 f"a destination (or make an arrest)", "eliminate_first",
                                 card=card_id)
        if self.phase is Phase.ARREST:
            raise IllegalCommand(f"cannot ask {card_id!r}: only one destination is left, "
                                 f"make an arrest", "arrest_only", card=card_id)
        if self.phase is Phase.FINAL_ARREST:
            raise IllegalCommand(f"cannot ask {card_id!r}: the informant cards are used up, "
                                 f"only the final arrest attempt is left", "final_arrest_only",
                                 card=card_id)
        if self.config.physical:
            return
        # said plainly: a card this game never had, or one already played (both are public)
        if card_id not in self.deck_ids:
            raise IllegalCommand(f"the {card_id} card is not in this game's deck", "not_in_deck",
                                 card=card_id)
        if card_id in self.played:
            raise IllegalCommand(f"the {card_id} card has already been played", "already_played",
                                 card=card_id)
        if self.open_cards is not None:
            if card_id not in self.open_cards:
                raise IllegalCommand(f"{card_id} is not among the open cards", "not_open",
                                     card=card_id)
        elif card_id not in self.hands[self.players[self.turn]]:
            raise IllegalCommand(f"{card_id} is not in {self.players[self.turn]}'s hand",
                                 "not_in_hand", card=card_id, player=self.players[self.turn])

    def _check_eliminate(self, command: Eliminate) -> None:
        dest = command.destination
        self._dest_name(dest)
        self._check_round_on(f"eliminate {dest!r}")
        self._check_face_up(dest)
        name = self.handbook[dest].name
        if self.phase is Phase.ASK:
            raise IllegalCommand(f"cannot eliminate {name} yet: "
                                 f"{self.players[self.turn]} must ask a question first",
                                 "ask_first", destination=dest, player=self.players[self.turn])
        if self.phase is Phase.ARREST:
            raise IllegalCommand(f"cannot eliminate {name}: it is the last destination left, "
                                 f"make an arrest", "last_destination", destination=dest)
        if self.phase is Phase.FINAL_ARREST:
            raise IllegalCommand(f"cannot eliminate {name}: only the final arrest attempt is left",
                                 "final_arrest_only", destination=dest)

    def _check_deal(self, command: Deal) -> None:
        if not self.config.physical:
            raise IllegalCommand("the game deals its own destinations: "
                                 "'deal' is only for physical games", "physical_only")
        dests = command.destinations
        if not isinstance(dests, tuple) or not all(isinstance(d, str) for d in dests):
            raise InvalidCommand(f"a deal lists destination ids, got {dests!r}", "bad_deal")
        for dest in dests:
            self._dest_name(dest)
        if self.phase is Phase.OVER:
            raise IllegalCommand("the game is over: cannot deal", "game_over")
        if self.phase is not Phase.DEAL:
            raise IllegalCommand(f"round {self.round} is already dealt", "already_dealt",
                                 round=self.round)
        if len(set(dests)) != len(dests):
            raise IllegalCommand(f"the deal {list(dests)!r} names a destination twice",
                                 "deal_twice")
        if len(dests) != self.config.destinations_per_round:
            raise IllegalCommand(f"deal {self.config.destinations_per_round} destinations, "
                                 f"got {len(dests)}", "deal_count",
                                 count=self.config.destinations_per_round, got=len(dests))

    # ------------------------------------------------------------------ doing

    def _do(self, command: Command) -> list[Event]:
        if isinstance(command, Ask):
            return self._do_ask(command)
        if isinstance(command, Eliminate):
            return self._do_eliminate(command.destination)
        if isinstance(command, Guess):
            return self._do_guess(command.destination)
        if isinstance(command, Deal):
            self.table = command.destinations
            return self._await_hideout()
        if isinstance(command, Hide):
            self.hideout = command.destination
            self.phase = Phase.ASK
            return [HideoutChosen(self.round), self._turn_started()]
        if isinstance(command, OutOfCards):
            self.phase = Phase.FINAL_ARREST
            return [ArrestRequired("last_card")]
        raise InvalidCommand(f"not a destination x command: {command!r}",  # _check prevents it
                             "not_a_command")

    def _cards_left(self) -> bool:
        if self.pile:
            return True
        if self.open_cards is not None:
            return bool(self.open_cards)
        return any(self.hands.values())

    def _do_ask(self, command: Ask) -> list[Event]:
        player = self.players[self.turn]
        if not self.config.physical:
            if self.open_cards is not None:
                self.open_cards.remove(command.card)
            else:
                self.hands[player].remove(command.card)
        self.played.append(command.card)
        self.last_asker = self.turn
        hideout = self.hideout or ""
        answer = answer_for(self.cards[command.card], command.option, self.handbook[hideout],
                            self.config.gaining_knowledge, self.handbook)
        self.answers.append(answer)
        events: list[Event] = [CardPlayed(player, command.card, command.option), Answered(answer)]
        if not self.config.physical:
            if self.open_cards is not None:
                if not self.pile:
                    events.append(DeckEmpty(player))
                # else: refilled when the turn ends (see the module's rulings)
            elif self.pile:
                self.hands[player].append(self.pile.pop())
                events.append(CardDrawn(player, self.hands[player][-1], len(self.pile)))
            else:
                events.append(DeckEmpty(player))
            if not self._cards_left():
                self.phase = Phase.FINAL_ARREST
                events.append(ArrestRequired("last_card"))
                return events
        self.phase = Phase.ELIMINATE
        events.append(EliminationRequired(player))
        return events

    def _do_eliminate(self, dest: str) -> list[Event]:
        self.eliminated.append(dest)
        if dest == self.hideout:
            return [Eliminated(dest, correct=False)] + self._end_round(Side.SPY, "eliminated_hideout")
        events: list[Event] = [Eliminated(dest, correct=True)] + self._refill_open_cards()
        remaining = self.remaining()
        if len(remaining) == 1:
            self.phase = Phase.ARREST
            events.append(ArrestRequired("one_left", remaining[0]))
            return events
        self.turn = self._holder_from((self.turn + 1) % len(self.players))
        self.phase = Phase.ASK
        events.append(self._turn_started())
        return events

    def _do_guess(self, dest: str) -> list[Event]:
        final = self.phase is Phase.FINAL_ARREST
        correct = dest == self.hideout
        events: list[Event] = [ArrestAttempted(dest, correct)]
        winner = Side.DETECTIVES if correct else Side.SPY
        events.extend(self._end_round(winner, "arrest" if correct else "wrong_arrest", final))
        return events

    def _end_round(self, winner: Side, reason: str, final: bool = False) -> list[Event]:
        hideout = self.hideout or ""
        self.score[winner] += 1
        self.kept[winner].append(hideout)
        self.used_destinations.extend(d for d in self.table if d != hideout)
        events: list[Event] = [RoundEnded(self.round, winner, hideout, reason,
                                          self.score[Side.DETECTIVES], self.score[Side.SPY])]
        if self.score[winner] >= WINNING_SCORE:
            return events + self._game_over(winner, Termination.THREE_ROUNDS)
        if final:
            return events + self._game_over(Side.SPY, Termination.CARDS_EXHAUSTED)
        first = self.round_first if self.last_asker is None else \
            (self.last_asker + 1) % len(self.players)
        # The turn that ended the round ends here: the open cards are drawn back up after the
        # round's result, and never once the game is over (nobody would play them).
        return events + self._refill_open_cards() + self._start_round(first)

    def _game_over(self, winner: Side, reason: Termination) -> list[Event]:
        self.phase = Phase.OVER
        self._outcome = Outcome(reason, winner)
        return [GameOver(winner, reason, self.score[Side.DETECTIVES], self.score[Side.SPY])]

