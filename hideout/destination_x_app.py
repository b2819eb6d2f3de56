"""Destination X for the session loop: commands -> engine -> spoken lines and a screen.

The adapter owns nothing the engine does not: it phrases confirmations, status and help,
and leaves showing the table to hideout/display (the detectives' view, never the spy's). The computer spy sits in the
spy's seat: after every command (and once at the start) :func:`computer_moves` lets it hide.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from hideout.data.cards import load_cards
from hideout.data.handbook import Handbook
from hideout.engine.commands import Command
from hideout.engine.destination_x.commands import Ask, Deal, Eliminate, Guess, Hide, OutOfCards
from hideout.engine.destination_x.game import DestinationXGame, Phase
from hideout.engine.destination_x.spy import ALIASES as SPY_ALIASES
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.grammar.hangul import sounded_letters
from hideout.grammar.normalise import normalise
from hideout.engine.errors import CommandError, InvalidCommand
from hideout.engine.players import computer_moves
from hideout.grammar.matcher import MatchContext
from hideout.narration import localized_name, narrate_all, narrate_answer, spoken_score, whose_turn
from hideout.phrasebook import dialogue_text, phrasebook
from hideout.refusals import worded

#: The refusals of a card the detective cannot ask now, though another card might be meant.
CARD_OUT_OF_REACH = frozenset({"already_played", "not_in_hand", "not_open", "not_in_deck"})
#: The refusals of a destination that cannot be named now, though one still on the table might be.
PLACE_OUT_OF_REACH = frozenset({"not_on_table", "already_eliminated"})
#: How close (rapidfuzz ratio of the names, Hangul split into its letters) a destination still on
#: the table must sound to the one refused to be offered instead: Niger ~ Nigeria (83), Mali ~
#: Malawi (80), Iran ~ Iraq (75); Poland ~ Portugal (57) and Malta ~ Malawi (73) are not.
SOUNDS_LIKE_NAME = 75.0

class DestinationXApp:
    game_id = "destination-x"  # the save tag and the matcher's game

    def __init__(self, game: DestinationXGame, lang: str = "en", replay: bool = False,
                 saved_level: str | None = None) -> None:
        self.game = game
        #: the spy's level a resumed game was saved with (None: a new game)
        self.saved_level = saved_level
        self.lang = lang
        self.book = phrasebook(lang)
        self.cards = load_cards()
        self.deal_buffer: list[str] = []  # physical mode: names heard so far this deal
        #: Phones show each detective their own hand (the web table view): then nothing the spy
        #: says, and so no caption on the big screen, names the cards in a hand.
        self.private_hands = False
        #: The players gave the seed (--seed): it replays the whole game, where the spy hides too
        #: (hideout/cli.py says so). Otherwise the game's own seed, drawn for the deal, tells nothing
        #: of the hideout: the spy draws from its own randomness.
        self.replay = replay
        round_key = f"spy/{game.config.seed}" if replay else None
        self.computer = {"spy": ComputerSpy.for_game(game, round_key=round_key)}
        computer_moves(game, self.computer)  # the first hideout (or a resumed game's)

    @property
    def handbook(self) -> Handbook:
        return self.game.handbook

    def t(self, key: str, **kw: Any) -> str:
        return self.book.text(f"destination-x.app.{key}", **kw)

    def dest_name(self, ident: str) -> str:
        return localized_name(self.handbook[ident], self.lang) if ident in self.handbook else ident

    def place_name(self, ident: str) -> str:
        """A destination's name as a sentence says it ("Eliminate the Republic of the Congo?"),
        as the narration does; :meth:`dest_name` is the bare name for lists and examples."""
        return self.book.helper.place(self.dest_name(ident))

    def card_name(self, card: str) -> str:
        return self.book.card_name(card)

    def describe(self, command: Command) -> str:
        if isinstance(command, (Eliminate, Guess)):
            return self.dest_name(command.destination)
        if isinstance(command, Ask):
            return self.card_name(command.card) + (f" ({command.option})" if command.option else "")
        return command.type

    # -- GameAdapter ------------------------------------------------------------------------

    def match_context(self, awaiting_confirmation: bool = False) -> MatchContext:
        # Face-up destinations only: a smaller grammar decodes better, and naming an eliminated
        # one still matches (as off the table) so the engine can say it is already eliminated.
        return MatchContext(game="destination-x", lang=self.lang, table=self.game.remaining(),
                            playable_cards=self.game.playable_cards(),
                            awaiting_confirmation=awaiting_confirmation, table_lines=self.table_lines())

    def table_lines(self) -> tuple[str, ...]:
        """The lines :meth:`table_command` reads (with your own cards: "we're out of cards"),
        for a recognition grammar that hears nothing else."""
        return tuple(self.book.choices("destination-x.app.out_of_cards_said")) if self.game.config.physical else ()

    def needs_confirmation(self, command: Command) -> bool:
        # Only acts that cannot be taken back (a deal fixes the round's table and the hideout).
        return isinstance(command, (Eliminate, Guess, Deal, OutOfCards))

    def confirmation_question(self, command: Command) -> str:
        if isinstance(command, Ask):
            card = self.cards.get(command.card)
            if card is not None and card.is_choice and command.option:
                return self.t("confirm_ask_option", card=self.card_name(command.card),
                              option=self.book.option_name(command.card, command.option))
            return self.t("confirm_ask", card=self.card_name(command.card))
        if isinstance(command, Deal):
            return self.t("confirm_deal", names=", ".join(self.dest_name(d) for d in command.destinations))
        if isinstance(command, OutOfCards):
            return self.t("confirm_out_of_cards")
        if not isinstance(command, (Eliminate, Guess)):
            return f"{self.describe(command)}?"
        key = "confirm_eliminate" if isinstance(command, Eliminate) else "confirm_guess"
        return self.t(key, dest=self.place_name(command.destination))

    def check(self, command: Command) -> None:
        """:raises CommandError: the refusal ``apply`` would give, worded the same; no change."""
        try:
            self.game.check(command)
        except CommandError as err:
            raise worded(err, self.book, self.place_name) from None

    def apply(self, command: Command) -> list[str]:
        try:
            events = self.game.apply(command)
        except CommandError as err:
            # Same refusal, worded for the ear and in the game's language.
            raise worded(err, self.book, self.place_name) from None
        events += computer_moves(self.game, self.computer)
        # The empty deck is told once: from then on every turn would repeat it (status says it)
        told_before = sum(e.type == "deck_empty" for e in self.game.log) > \
            sum(e.type == "deck_empty" for e in events)
        events = [e for e in events if not (e.type == "deck_empty" and told_before)]
        lines = narrate_all(events, self.lang, self.handbook, self.cards, self.private_hands)
        answers = [e for e in events if e.type == "answer"]
        if answers:
            answer = answers[-1].answer  # type: ignore[attr-defined]
            hint = self.base_rate_hint(answer.card, answer.option)
            if hint and self.game.config.gaining_knowledge:
                # Gaining Knowledge is for young detectives: say how telling a yes or no is.
                said = narrate_answer(answer, self.lang, self.cards)
                lines.insert(lines.index(said) + 1 if said in lines else len(lines), hint)
        return lines

    def base_rate_hint(self, card: str, option: str | None) -> str | None:
        """"About twenty-two percent of the destinations are monarchies", or None for cards
        whose answer is not a yes or no."""
        from hideout.engine.destination_x.answers import base_rate
        from hideout.narration import narrate_base_rate

        rate = base_rate(self.handbook, self.cards[card], option)
        if rate.share is None:
            return None
        try:
            return narrate_base_rate(card, option, rate.share, self.lang)
        except KeyError:
            return None

    def intro(self) -> list[str]:
        started = any(not isinstance(c, Hide) for c in self.game.history)
        if not started:
            return narrate_all(list(self.game.log), self.lang, self.handbook, self.cards, self.private_hands)
        # a finished game resumed: nothing continues ("We continue the saved game" said it would)
        if self.game.is_over():
            return [self.t("resumed_over")] + self.status()
        return [self.t("resumed"), self._level_line()] + self.status()

    def _level_line(self) -> str:
        """Which spy plays the resumed game on ("level hard"), and the saved one when --spy
        changed it (the same rule as the duel's Mister X)."""
        level = self.computer["spy"].level   # the level's name ("random" is easy)
        saved = SPY_ALIASES.get(self.saved_level or "", self.saved_level)
        if saved is None or saved == level:
            return self.t("resumed_level", level=level)
        return self.t("resumed_level_changed", level=level, saved=saved)

    def finished(self) -> bool:
        return self.game.is_over()

    def to_json(self) -> dict[str, Any]:
        return {**self.game.to_json(), "replay": True} if self.replay else self.game.to_json()

    def status(self) -> list[str]:
        view = self.game.view_for("detectives")
        lines = [self.t("status_round", round=view.round, det=spoken_score(view.detectives_score, self.lang),
                        spy=spoken_score(view.spy_score, self.lang))]
        if view.current_player is not None:
            lines.append(self._turn_line(view.current_player, view.phase))
        else:   # who won, as it was said at the end ("the game is over." began in lower case)
            over = [e for e in self.game.log if e.type == "game_over"]
            lines += narrate_all(over[-1:], self.lang, self.handbook, self.cards) if over \
                else [self.t("phase_over")[:1].upper() + self.t("phase_over")[1:] + "."]
            if self.game.phase is Phase.OVER:   # the destinations left and the last clue are for no round now
                return lines
        if view.remaining:
            lines.append(self.t("status_left", dests=", ".join(self.place_name(d) for d in view.remaining)))
        if not view.physical and view.current_player is not None:
            if view.open_cards is not None:   # Open Cards: on the table, in nobody's hand
                if view.open_cards:
                    lines.append(self.t("status_open", cards=", ".join(self.card_name(c) for c in view.open_cards)))
            else:
                hand = dict(view.hands).get(view.current_player, ())
                if hand and not self.private_hands:
                    lines.append(self.t("status_hand", player=view.current_player,
                                        cards=", ".join(self.card_name(c) for c in hand)))
            counted = {0: "status_deck_none", 1: "status_deck_one"}.get(view.deck_count)
            lines.append(self.t(counted) if counted else self.t("status_deck", n=self.book.helper.count(view.deck_count)))
        if view.answers:   # this round's last answer only: an earlier round's is no clue now
            last = view.answers[-1]   # named by its card: "About 1.9 million people." alone says not of what
            lines.append(self.t("status_last_answer", card=self.card_name(last.card),
                                answer=narrate_answer(last, self.lang, self.cards)))
        return lines

    def turn_status(self, text: str) -> list[str] | None:
        """The plain answer to a status request that asks whose turn it is ("whose turn is it",
        "who's next": "Ann's turn; ask a question."), instead of the whole status; None when
        ``text`` asks something else or no detective is to play."""
        view = self.game.view_for("detectives")
        words = set(normalise(text).split())
        if view.current_player is None or not words & set(self.book.choices("destination-x.app.turn_words")):
            return None
        return [self._turn_line(view.current_player, view.phase)]

    def _turn_line(self, player: str, phase: str) -> str:
        """Whose turn it is and what they do now ("Ann's turn; ask a question.")."""
        return self.t("status_turn", turn=whose_turn(player, self.lang), phase=self.t(f"phase_{phase}"))

    def help(self) -> list[str]:
        phase = self.game.phase
        remaining = self.game.remaining()
        example_dest = self.place_name(remaining[0]) if remaining else "France"   # "the spy is in the Philippines"
        if phase is Phase.OVER:
            return [self.t("help_over")]
        if phase is Phase.DEAL:
            names = ", ".join(self.dest_name(d) for d in self.handbook.ids[:3])
            return [self.t("help_deal", examples=names), self.t("help_always")]
        # your own cards run out on your table, not in the game: say so (OutOfCards)
        out = [self.t("help_out_of_cards")] if self.game.config.physical else []
        if phase is Phase.ASK:
            examples = [self._question(c) for c in self.game.playable_cards()]
            ask = "help_ask_open" if self.game.view_for("detectives").open_cards is not None else "help_ask"
            # each example is a whole question with its own question mark: "...?; ..." read oddly
            return [self.t(ask, examples=" ".join(examples[:3])),
                    self.t("help_eliminate", dest=example_dest).split(". ")[-1]] + out + \
                [self._figures_dated(), self.t("help_always")]
        if phase is Phase.ELIMINATE:
            return [self.t("help_eliminate", dest=example_dest)] + out + [self.t("help_always")]
        return [self.t("help_arrest", dest=example_dest), self.t("help_always")]

    def _figures_dated(self) -> str:
        """When the handbook's figures are from, for the whole handbook (the rulebook: "statistics
        from 2017"); an answer never says its own page's year, which would be a clue."""
        return self.t("help_figures", population=self.handbook.usual_year("population"),
                      gdp=self.handbook.usual_year("gdp_per_capita_usd"))

    def card_meant(self, command: Command, text: str,
                   sounding: Callable[[str, tuple[str, ...]], tuple[str, ...]]) -> tuple[str, Command] | None:
        """When the card heard cannot be asked now (already played, in another hand, not open, not
        in the deck) and a card that can sounds like what was said (``sounding``: the matcher's
        cards_sounding_like): the line that refuses the one and asks whether the other was meant
        ("... already been played. Did you mean the GDP per capita card?"), and that card. None:
        the card heard can be asked, or none sounds close. Nothing changes."""
        if not isinstance(command, Ask):
            return None
        try:
            self.check(command)
        except CommandError as err:
            if err.code not in CARD_OUT_OF_REACH:
                return None
            reason = str(err)
        else:
            return None
        for card in sounding(text, self.game.playable_cards()):
            meant = Ask(card)
            try:
                self.check(meant)   # a choice card named without its option is no question yet
            except CommandError:
                continue
            return self.t("card_meant", reason=reason, card=self.card_name(card)), meant
        return None

    def place_meant(self, command: Command) -> tuple[str, Command] | None:
        """When the destination named cannot be eliminated or arrested in now (not on the table,
        or eliminated already) and one still on the table sounds like it ("eliminate Niger" with
        Nigeria face up): the refusal, with the question the same act on that one would get ("...
        Eliminate Nigeria?"), and that act, to wait for a yes. None: the act can be done, it is
        refused for another reason, or no name on the table sounds close. Nothing changes."""
        if not isinstance(command, (Eliminate, Guess)):
            return None
        try:
            self.check(command)
        except CommandError as err:
            if err.code not in PLACE_OUT_OF_REACH:
                return None
            reason = str(err)
        else:
            return None
        said = _sound_key(self.dest_name(command.destination))
        closeness = sorted((-fuzz.ratio(said, _sound_key(self.dest_name(d))), d)
                           for d in self.game.remaining() if d != command.destination)
        for score, dest in closeness:
            if -score < SOUNDS_LIKE_NAME:
                break
            meant = replace(command, destination=dest)
            try:
                self.check(meant)
            except CommandError:
                continue
            return (dialogue_text(self.lang, "refused", reason=reason) + " "
                    + self.confirmation_question(meant)), meant
        return None

    def table_command(self, text: str) -> Command | None:
        """A command the grammar does not hold, said as one of the phrasebook's sentences: with
        your own cards, "we're out of cards" (the engine cannot count printed cards, so the table
        says when the last one was answered: one final arrest follows). None: not such a line."""
        if not self.game.config.physical:
            return None
        # spaces ignored: the Korean recogniser writes its own units ("카드 를 다 썼 어요")
        said = normalise(text).replace(" ", "")
        phrases = {normalise(p).replace(" ", "") for p in self.table_lines()}
        return OutOfCards() if said in phrases else None

    def which_destination(self, command: Command) -> str:
        """The question back for an act said without its destination (the matcher's
        ``bare_act``, on an example destination): which destination, with that example."""
        assert isinstance(command, (Eliminate, Guess))
        key = "which_eliminate" if isinstance(command, Eliminate) else "which_arrest"
        return self.t(key, dest=self.place_name(command.destination))

    def _question(self, card_id: str) -> str:
        card = self.cards[card_id]
        return self.book.question(card_id, card.options[0].id if card.is_choice else None)

    # -- physical mode ----------------------------------------------------------------------

    def awaiting_deal(self) -> bool:
        return self.game.phase is Phase.DEAL

    def take_deal_names(self, text: str, matcher: Any) -> tuple[list[str], Deal | None]:
        """Names of dealt destinations, a few at a time ("France", "Peru and Japan"), until the
        round's count is reached: then the Deal (the session asks for a yes before applying it).
        A name that fits several destinations ("congo") is asked back ("Which one: ...?") and
        the clear names said with it are kept, so a table reading six cards aloud repeats one.

        :raises InvalidCommand: a part of ``text`` names no destination (nothing is kept).
        """
        found: list[str] = []
        unclear: list[tuple[str, ...]] = []
        for part in (p for p in re.split(r"[,;]", text) if p.strip()):
            named = matcher.destinations_in(part)
            if not named:
                raise InvalidCommand(self.t("deal_unknown", name=part.strip()))
            for ids in named:
                if len(ids) == 1:
                    found.append(ids[0])
                else:
                    unclear.append(tuple(ids))
        for ident in found:
            if ident not in self.deal_buffer:
                self.deal_buffer.append(ident)
        need = self.game.config.destinations_per_round
        if len(self.deal_buffer) >= need:
            deal, self.deal_buffer = Deal(tuple(self.deal_buffer[:need])), []
            return [], deal
        lines = []
        if found:
            have = ", ".join(self.dest_name(i) for i in self.deal_buffer)
            left = self.book.helper.count(need - len(self.deal_buffer))
            lines.append(self.t("deal_progress", names=have, left=left))
        lines += [self.t("deal_which", names=" / ".join(self.dest_name(i) for i in ids)) for ids in unclear]
        return lines, None


def build_destination_x(args: Any) -> tuple[DestinationXApp, Path]:
    """The app adapter for a new or resumed game, and its save path.

    :raises SaveError | CommandError: a bad save or an impossible set-up (message says why).
    """
    from hideout.engine.destination_x.config import GameConfig
    from hideout.save import default_save_path, read_save

    save_path = Path(args.save) if getattr(args, "save", None) else default_save_path("destination-x")
    if getattr(args, "resume", False):
        state = read_save(save_path, "destination-x")
        try:
            game = DestinationXGame.from_json(state)
        except ValueError as err:
            from hideout.save import unresumable

            raise unresumable(save_path, err) from None
        saved_level = game.config.spy_strategy
        if getattr(args, "spy", None):   # --spy given on resume wins, as the duel's --mister-x does
            game.config = replace(game.config, spy_strategy=args.spy)
        return DestinationXApp(game, lang=args.lang, replay=state.get("replay") is True,
                               saved_level=saved_level), save_path
    players = tuple(p.strip() for p in (args.players or "").split(",") if p.strip())
    if not players:
        players = tuple(phrasebook(args.lang).text("destination-x.app.default_players").split(","))
    true_detective: Any = args.true_detective
    if true_detective.strip().lower() in ("none", "all"):   # "All" is all
        true_detective = true_detective.strip().lower()
    else:
        true_detective = _red_for_blue(true_detective)
    config = GameConfig(
        players=players, seed=args.seed, open_cards=args.open_cards,
        destinations_per_round=args.destinations, true_detective=true_detective,
        gaining_knowledge=args.gaining_knowledge, physical=args.physical,
        **({"spy_strategy": args.spy} if getattr(args, "spy", None) else {}),   # else the config's default
    )
    return DestinationXApp(DestinationXGame(config), lang=args.lang, replay=args.seed is not None), save_path


def _sound_key(name: str) -> str:
    """A name as compared for sounding alike: lower case, Hangul syllables spelt out as the letters
    heard (``sounded_letters``: 말리 and 말라위 share all five of 말리's; as syllables, one)."""
    return sounded_letters(name.lower())


def _red_for_blue(spec: str) -> tuple[tuple[str, str], ...]:
    """"traffic,coastline" -> those red cards replace the first blue cards, in deck order;
    "traffic=religion" pairs them explicitly. A card is named by its id or its English name, in
    any case, with spaces or hyphens ("capital-largest", "Largest city").

    :raises ConfigError: a card that is not red (or not blue after "="), or one named twice;
        each with a code the phrasebooks word (refusals.red_card_unknown, ...).
    """
    from hideout.data.cards import load_cards
    from hideout.engine.destination_x.config import ConfigError

    cards = load_cards()
    blue = [c for c, card in cards.items() if card.deck == "blue"]
    red = [c for c, card in cards.items() if card.deck == "red"]
    english = phrasebook("en")
    known = {_card_key(c): c for c in cards} | {_card_key(english.card_name(c)): c for c in cards}
    pairs: list[tuple[str, str]] = []
    for item in (s.strip() for s in spec.split(",") if s.strip()):
        said, _, said_blue = item.partition("=")
        card = known.get(_card_key(said), said.strip())
        if card not in red:
            raise ConfigError(f"{said.strip()!r} is not a red-star card; the red cards are {', '.join(red)}",
                              "red_card_unknown", name=said.strip(), cards=", ".join(red))
        if card in {p[0] for p in pairs}:
            raise ConfigError(f"--true-detective names {card} twice; name each red card once",
                              "red_card_twice", name=card)
        free = [b for b in blue if b not in {p[1] for p in pairs}]
        if said_blue.strip():
            replaced = known.get(_card_key(said_blue), said_blue.strip())
            if replaced in blue and replaced not in free:
                raise ConfigError(f"--true-detective replaces {replaced} twice; each blue card once",
                                  "blue_card_twice", name=replaced)
            if replaced not in free:
                raise ConfigError(f"{said_blue.strip()!r} is not a blue-star card; "
                                  f"the blue cards are {', '.join(blue)}", "blue_card_unknown",
                                  name=said_blue.strip(), cards=", ".join(blue))
        elif not free:
            raise ConfigError(f"--true-detective names more red cards than the {len(blue)} "
                              f"blue cards they replace", "red_cards_too_many", count=len(blue))
        else:
            replaced = free[0]
        pairs.append((card, replaced))
    return tuple(pairs)


def _card_key(name: str) -> str:
    """How a card is compared when named on the command line: "Capital-Largest" -> "capital_largest"."""
    return "_".join(name.lower().replace("-", " ").replace("_", " ").split())
