"""The session loop: listen -> match -> confirm -> apply -> speak -> show -> save.

The loop knows the dialogue (confirmation, asking back, repeat, status, help) but not the
rules: a :class:`GameAdapter` per game turns commands into spoken lines; hideout/display shows
the game from its view.
Every input, typed or heard, goes through :meth:`Session.handle` so text mode, voice mode,
the demo and the tests exercise the same path.
"""

from __future__ import annotations

import errno
import functools
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from hideout.engine.commands import Cancel, Command, Confirm, Help, Repeat, Status
from hideout.engine.errors import CommandError
from hideout.policy import ANSWER_WINDOW_S, Awaiting, Bars, answers_unaddressed, decide, heard_confidence
from hideout.save import write_save


class GameAdapter(Protocol):
    """What the session needs from a game (see hideout/destination_x_app.py, hideout/duel_app.py)."""

    game_id: str  # "destination-x" | "duel": the save tag and the matcher's game
    lang: str

    def match_context(self, awaiting_confirmation: bool = False) -> Any: ...
    def needs_confirmation(self, command: Command) -> bool: ...
    def check(self, command: Command) -> None: ...  # raises the CommandError apply would; no change
    def confirmation_question(self, command: Command) -> str: ...
    def describe(self, command: Command) -> str: ...  # a choice as named in "Did you mean ... or ...?"
    def apply(self, command: Command) -> list[str]: ...  # sentences to say; raises CommandError
    def intro(self) -> list[str]: ...
    def status(self) -> list[str]: ...
    def help(self) -> list[str]: ...
    def finished(self) -> bool: ...
    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class AsksWhichDestination(Protocol):
    """A game whose eliminations and arrests can be said without their destination ("eliminate":
    the matcher's ``bare_act``; Destination X, not the duel, which has no destinations)."""

    def which_destination(self, command: Command) -> str: ...  # "Which destination? ..."


@runtime_checkable
class RefusesOffBoard(Protocol):
    """A game whose places the matcher would bend to the nearest it knows ("bus to E6" heard
    as E1: the duel, whose London has no row six), so the session refuses such a line first."""

    def off_board(self, text: str) -> str | None: ...  # the refusal, or None: no such place named


@runtime_checkable
class AnswersWhoseTurn(Protocol):
    """A game with turns to name: "whose turn is it?" gets the turn, not the whole status."""

    def turn_status(self, text: str) -> list[str] | None: ...  # None: ``text`` asks something else


@runtime_checkable
class ReadsTableLines(Protocol):
    """A game that reads whole lines its grammar does not hold ("we're out of cards")."""

    def table_command(self, text: str) -> Command | None: ...  # None: not such a line


@runtime_checkable
class SuggestsCardMeant(Protocol):
    """A game with cards that can be misheard as one already played ("gdp per capita" heard as
    the capital letter card): it asks whether a card in reach that sounds alike was meant."""

    def card_meant(self, command: Command, text: str,
                   sounding: Callable[[str, tuple[str, ...]], tuple[str, ...]]) -> tuple[str, Command] | None: ...


@runtime_checkable
class SuggestsPlaceMeant(Protocol):
    """A game whose places can be misheard as one off the table or gone ("Niger" for Nigeria):
    it asks whether a place still on the table that sounds alike was meant."""

    def place_meant(self, command: Command) -> tuple[str, Command] | None: ...


@runtime_checkable
class HearsCardsAlike(Protocol):
    """A matcher that tells which cards a line sounds like (grammar.matcher.Matcher)."""

    def cards_sounding_like(self, text: str, cards: tuple[str, ...]) -> tuple[str, ...]: ...


@runtime_checkable
class NamesPlaces(Protocol):
    """A game that finds the places a line names itself (the duel's districts: "yes, b1")."""

    def places_in(self, text: str) -> list[tuple[str, ...]]: ...  # each name: the ids it may be


@runtime_checkable
class NamesDestinations(Protocol):
    """A matcher that finds the destination names a line says (grammar.matcher.Matcher)."""

    def destinations_in(self, text: str) -> list[tuple[str, ...]]: ...  # each name: the ids it may be


@dataclass
class Reply:
    """What one input produced: the lines said, and whether the game changed."""

    lines: list[str]
    applied: Command | None = None
    heard: Command | None = None


@dataclass
class Session:
    adapter: GameAdapter
    matcher: Any                        # grammar.matcher.Matcher
    save_path: Path | None = None
    confirm: bool = True                # ask "Eliminate Brazil?" before irreversible acts
    pending: Command | None = None      # awaiting yes/no
    choices: tuple[Command, ...] = ()   # awaiting a pick between ambiguous candidates
    last_lines: list[str] = field(default_factory=list)
    #: what was said before the question now open (None: no question open), so that "repeat"
    #: after "Cancelled." says that again, not "Cancelled." nor the question withdrawn
    said_before_question: list[str] | None = None
    typed: bool = False                 # typed lines are always meant for the spy: never ignore them
    save_problem: str | None = None     # why the last save failed (None: saved)
    #: the save file holds this game, if only as it was before a save failed: written once by
    #: this session, or the save this session was resumed from (a write never harms it)
    saved_earlier: bool = False
    save_full: bool = False             # the last save failed for want of room (DISK_FULL)
    #: The loud-table mode's word ("spy"; empty: off): only utterances opening with it are acted
    #: on, and answers to a question just asked (hideout.policy.ANSWER_WINDOW_S).
    address_word: str = ""
    asked_at: float | None = None       # when the pending question was last said (clock())
    hinted: bool = False                # the mode was explained once after a command without the word
    clock: Callable[[], float] = time.monotonic
    #: the bars the next heard confidence is judged by (hideout.policy; None: the default ones),
    #: set with it by the voice loop (GrammarFeeder.evidence: Korean's phrase evidence)
    bars: Bars | None = None

    def _t(self, key: str, **kw: str) -> str:
        from hideout.phrasebook import dialogue_text

        return dialogue_text(self.adapter.lang, key, **kw)

    def context(self) -> Any:
        context = replace(self.adapter.match_context(awaiting_confirmation=self.pending is not None), typed=self.typed)
        if self.address_word:
            context = replace(context, address_word=self.address_word)
        return replace(context, awaiting_choice=True) if self.choices else context

    @property
    def just_asked(self) -> bool:
        """A question waits and was said within the answer window (typed answers always are)."""
        return self.awaiting is not None and (self.typed or self.asked_at is None
                                              or self.clock() - self.asked_at <= ANSWER_WINDOW_S)

    def question_said(self) -> None:
        """The game has just finished saying its lines: a question among them opens the answer
        window now (the loop calls this once the speaker is done)."""
        if self.awaiting is not None:
            self.asked_at = self.clock()

    @property
    def awaiting(self) -> Awaiting:
        """What the game has just asked (the policy's and the grammar's context)."""
        return "confirmation" if self.pending is not None else "choice" if self.choices else None

    def handle(self, text: str, confidence: float | None = None, matched: Any = None) -> Reply:
        """One utterance or typed line in; the reply out. Never raises for bad input.

        ``confidence``: the recogniser's, for heard input (None: heard with no confidence given,
        taken as 1). Heard input goes through hideout.policy.decide, the same rule `hideout hear`
        reports: acted on, asked back ("The population card?"), or ignored in silence.
        ``matched``: ``text``'s match in :meth:`context` when the caller has it already (the
        voice loop judged the reading with it), so it is not matched again."""
        refusal = self.adapter.off_board(text) if isinstance(self.adapter, RefusesOffBoard) else None
        if refusal is not None:   # "bus to E6": a place the game does not have, said so
            self.pending, self.choices = None, ()   # like any refused command, it replaces the question
            return self._reply([self._t("refused", reason=refusal)])
        outside = self.table_command(text)
        if outside is not None:   # a line the grammar does not hold ("we're out of cards")
            return self.dispatch(outside)
        result = matched if matched is not None else self.matcher.match(text, self.context())
        if result.addressed is not None:
            unaddressed = self._unaddressed(text, result, confidence)
            if unaddressed is not None:
                return unaddressed
        command = result.command
        if command is None and self.choices:
            picked = self._pick_choice(text)
            if picked is not None:
                self.choices = ()
                return self.dispatch(picked)
        if command is None and self.typed:
            elsewhere = self._other_games_command(text)
            if elsewhere is not None:   # "eliminate Brazil" typed in the duel
                return elsewhere
        if command is None:
            lines = self._unheard(text, result, confidence)
            # "didn't catch that" tells nothing to say again: "repeat" after it says what came before
            return self._reply(lines, remember=lines != [self._t("not_understood")])
        action = None if self.typed else decide(result, self.awaiting, self._heard_confidence(result, confidence),
                                                self.just_asked, bars=self.bars).action
        if action == "ignore":
            return Reply([], heard=command)
        if isinstance(command, (Repeat, Help, Status, Confirm)) and getattr(result, "score", FULL_SCORE) < FULL_SCORE:
            # a request or a yes only half like this game's ("what is the population" for "what is
            # the situation", "arrest in France" for "arrest" at "To C1?" in the duel) may be another
            # game's command said whole (a no is left alone: withdrawing is always safe)
            elsewhere = self._other_games_command(text)
            if elsewhere is not None:
                return elsewhere
        meant = self._meant_instead(text, command)
        if meant is not None:   # a card or place out of reach, another in reach sounds alike: that one?
            return meant
        if (self.typed and getattr(result, "tentative", False)) or action == "ask_back":
            # typed: a guess at the card ("The population card?"); heard: not sure it was meant
            unsure = self._unsure(command)
            if unsure is not None:
                return unsure
        elsewhere = self._yes_elsewhere(text, command)
        if elsewhere is not None:
            return elsewhere
        plain = self.adapter.turn_status(text) \
            if isinstance(command, Status) and isinstance(self.adapter, AnswersWhoseTurn) else None
        if plain:   # "whose turn is it?": the turn, not the whole status
            return self._reply(plain, heard=command)
        if getattr(result, "ambiguous", False) and result.alternatives:
            options = (command,) + tuple(c for c, _ in result.alternatives if c != command)
            self.choices = options[:3]
            names = [self.adapter.describe(c) for c in self.choices]
            return self._reply([self._t("which", options=self._t("or").join(names))], heard=command)
        return self.dispatch(command)

    def _meant_instead(self, text: str, command: Command) -> Reply | None:
        """The refusal of a card that cannot be asked now, or of a place that cannot be named now,
        with the question whether one that can, and sounds like what was said, was meant (that
        one then waits for a yes). None: the game has no such cards or places, the command can be
        done, or none sounds close."""
        found = None
        if isinstance(self.adapter, SuggestsCardMeant) and isinstance(self.matcher, HearsCardsAlike):
            found = self.adapter.card_meant(command, text, self.matcher.cards_sounding_like)
        if found is None and isinstance(self.adapter, SuggestsPlaceMeant):
            found = self.adapter.place_meant(command)
        if found is None:
            return None
        line, self.pending = found
        self.choices = ()
        return self._reply([line], heard=command)

    def _other_games_command(self, text: str) -> Reply | None:
        """The answer to a line that is, said whole, a command of another game played in this
        language ("what is the population?" in the duel, "grid search" in Destination X): which
        game it belongs to, and the question still waiting; nothing changes. None: no other game
        reads it surely (a guess, a choice between two, or only a request every game has)."""
        from hideout.games import GAMES, game_entry
        from hideout.grammar.matcher import MatchContext

        lang = self.adapter.lang
        said = " ".join(self.matcher.after_address(text, self.address_word) or ()) \
            if self.address_word and hasattr(self.matcher, "after_address") else text
        for other in GAMES.values():
            if other.id == self.adapter.game_id or lang not in other.languages:
                continue
            result = game_matcher(other.id, lang).match(said, MatchContext(game=other.id, lang=lang))
            command = result.command
            if command is None or result.tentative or result.ambiguous or result.score < FULL_SCORE \
                    or isinstance(command, (Repeat, Help, Status, Confirm, Cancel)):
                continue
            line = self._t("other_game", game=other.title, this=game_entry(self.adapter.game_id).title)
            return self._reply([line, *self._still_asking()])
        return None

    def table_command(self, text: str) -> Command | None:
        """The adapter's reading of a line its grammar does not hold (``table_command``), of the
        words after the address word in that mode; None: no such line."""
        if not isinstance(self.adapter, ReadsTableLines):
            return None
        if not self.address_word:
            return self.adapter.table_command(text)
        rest = self.matcher.after_address(text, self.address_word)
        return self.adapter.table_command(" ".join(rest)) if rest else None

    def _unaddressed(self, text: str, result: Any, confidence: float | None) -> Reply | None:
        """In the address-word mode, the reply to an utterance not meant for the game, which
        changes nothing: silence, or a hint that teaches the mode (typed: every time; heard: the
        first time a clear command came without the word). None: it is meant for the game (it
        opened with the word, or answers the question just said: "yes", "Nigeria")."""
        command = result.command
        if result.addressed:
            return None
        if self.just_asked:
            if command is not None and answers_unaddressed(command.type, self.awaiting, True):
                return None
            # words with no command: a name picked among the choices, or a typed line (which is
            # always answered); heard talk gets silence, so chatter cannot keep the game re-asking
            if command is None and (self.typed or self.choices):
                return None
        if self.typed and text.strip():
            # a typed command is shown back with the word ("Spy, eliminate Turkey"): the game's
            # own example may be a question the rules refuse now. A stray yes or no is not: with
            # no question asked, "Spy, yes" would only be told there is nothing to confirm.
            echo = command is not None and not isinstance(command, (Confirm, Cancel))
            said = " ".join(text.split()) if echo else None
            return Reply([self.address_hint(said)])   # not a question: the answer window stays as it was
        sure = self._heard_confidence(result, confidence)
        if command is not None and not self.hinted and \
                decide(replace(result, addressed=None), self.awaiting, sure, bars=self.bars).action == "act":
            self.hinted = True
            return Reply([self.address_hint()])
        return Reply([], heard=command)

    def heard_surely(self, result: Any, confidence: float | None, awaiting: Awaiting) -> bool:
        """Whether ``result`` is acted on as if ``awaiting`` were asked (hideout.policy.decide):
        a no that drops the names of a deal being named is judged as a no to a question, so a
        barely heard one drops nothing. Typed input always is."""
        if self.typed:
            return True
        return decide(result, awaiting, self._heard_confidence(result, confidence), bars=self.bars).action == "act"

    def _heard_confidence(self, result: Any, confidence: float | None) -> float:
        """The confidence policy.decide judges heard input by: the recogniser's weighed by
        heard_confidence, or, with :attr:`bars` set, the evidence given for those bars."""
        given = 1.0 if confidence is None else confidence
        return heard_confidence(result, given) if self.bars is None else given

    def address_hint(self, said: str | None = None) -> str:
        """How to talk to the game in the address-word mode ('Start with "spy", for example: ...'): with
        what was ``said`` behind the word, else the game's example."""
        if said is None:
            return self._address_line("address_hint")
        return self._t("address_hint", word=self.address_word,
                       example=self._t("address_said", word=self.address_word, said=said))

    def address_mode_line(self) -> str:
        """The mode explained, for the game's opening and its help."""
        return self._address_line("address_mode")

    def _address_line(self, key: str) -> str:
        """The dialogue line ``key`` with the mode's word and the game's example of it."""
        from hideout.phrasebook import phrasebook

        example = phrasebook(self.adapter.lang).text(f"{self.adapter.game_id}.address_example",
                                                     word=self.address_word)
        return self._t(key, word=self.address_word, example=example)

    def _unsure(self, command: Command) -> Reply | None:
        """A heard command the policy is not sure was meant (in stray fillers, heard faintly):
        questions and acts are asked back instead of done, a yes is not taken (the question is
        repeated), dialogue requests are ignored. None: go on as usual (a cancel is always safe).
        """
        if isinstance(command, Cancel):
            return None
        if isinstance(command, Confirm):
            if self.pending is None:
                return Reply([], heard=command)
            return self._reply([self._t("say_yes_or_no", question=self.adapter.confirmation_question(self.pending))],
                               heard=command)
        if isinstance(command, (Repeat, Help, Status)):
            return Reply([], heard=command)
        refusal = self._refusal(command)
        if refusal is not None:
            self.pending, self.choices = None, ()
            return refusal
        self.pending, self.choices = command, ()
        return self._reply([self.adapter.confirmation_question(command)], heard=command)

    def _yes_elsewhere(self, text: str, command: Command) -> Reply | None:
        """The reply to a yes that names another place than the one asked about ("Eliminate
        Armenia?" "yes, cross off Luxembourg"; the duel's "To C1?" "yes, B1"; it confirmed
        Armenia, C1): the same act on the place named, asked about in turn, or the question
        again when the name is unclear ("the congo"). None: not such a yes (no name, or the one
        asked about). Places are found by the adapter's ``places_in`` or the matcher's
        ``destinations_in`` (each name: the ids it may be)."""
        pending = self.pending
        if pending is None or not isinstance(command, Confirm):
            return None
        field = next((f for f in ("destination", "to") if isinstance(getattr(pending, f, None), str)), None)
        finder = self._place_finder()
        if field is None or finder is None:
            return None
        asked = getattr(pending, field)
        named = finder(text)
        if not named or any(asked in ids for ids in named):
            return None
        places = {ident for ids in named for ident in ids}
        if len(places) == 1:
            # the same kind of act (a command with one place: eliminate, arrest, move), elsewhere;
            # a place out of reach that sounds like one in reach is asked about, as said alone
            elsewhere = type(pending)(**{field: places.pop()})
            return self._meant_instead(text, elsewhere) or self.dispatch(elsewhere)
        question = self.adapter.confirmation_question(pending)
        return self._reply([self._t("say_yes_or_no", question=question)], heard=command)

    def _place_finder(self) -> Callable[[str], list[tuple[str, ...]]] | None:
        """What finds the places a line names: the game's own finder (the duel's districts), else
        the matcher's destinations; None: neither has one."""
        if isinstance(self.adapter, NamesPlaces):
            return self.adapter.places_in
        if isinstance(self.matcher, NamesDestinations):
            return self.matcher.destinations_in
        return None

    def _pick_choice(self, text: str) -> Command | None:
        """ "Nigeria" after "Niger or Nigeria?": the candidate whose destination was named."""
        if not isinstance(self.matcher, NamesDestinations):
            return None
        named = {ident for ids in self.matcher.destinations_in(text) for ident in ids if len(ids) == 1}
        hits = [c for c in self.choices if getattr(c, "destination", None) in named]
        return hits[0] if len(hits) == 1 else None

    def dispatch(self, command: Command) -> Reply:
        """Act on a matched command, with the dialogue around it."""
        if isinstance(command, Repeat):
            # "Say that again": the last reply, a refusal too (status has the round's last answer)
            return Reply(list(self.last_lines) or [self._t("nothing_to_repeat")], heard=command)
        if isinstance(command, Help):
            mode = [self.address_mode_line()] if self.address_word else []
            return self._reply(self.adapter.help() + mode + self._still_asking(), heard=command)
        if isinstance(command, Status):
            return self._reply(self.adapter.status() + self._still_asking(), heard=command)
        if isinstance(command, Confirm):
            if self.pending is None:
                # heard, a stray "yes" is most likely table talk: say nothing
                return self._reply([self._t("nothing_to_confirm")] if self.typed else [], heard=command,
                                   remember=False)
            todo, self.pending = self.pending, None
            return self._apply(todo)
        if isinstance(command, Cancel):
            if self.pending is None and not self.choices:
                return self._reply([self._t("nothing_to_cancel")] if self.typed else [], heard=command,
                                   remember=False)
            self.pending, self.choices = None, ()
            if self.said_before_question is not None:
                self.last_lines, self.said_before_question = self.said_before_question, None
            return self._reply([self._t("cancelled")], heard=command, remember=False)
        if self.choices:
            # A pick among the candidates we asked about; anything else starts afresh.
            self.choices = ()
        asks_yes = self.confirm and self.adapter.needs_confirmation(command)
        if asks_yes or self.pending is not None:
            # What the rules will refuse is refused now, not after a "yes". Another command
            # replaces the question waiting, unless it is refused: then nothing changes, and the
            # question still waits ("Arrest in Peru?" was dropped by a refused "what is the
            # population", and the "yes" that followed had nothing to confirm).
            refusal = self._refusal(command)
            if refusal is not None:
                return refusal
        if asks_yes:
            self.pending = command
            return self._reply([self.adapter.confirmation_question(command)], heard=command)
        self.pending = None
        return self._apply(command)

    def _still_asking(self) -> list[str]:
        """The question still waiting for a yes, said again after status or help (it stays
        asked: the next "yes" answers it, so the table should hear it last)."""
        return [self.adapter.confirmation_question(self.pending)] if self.pending is not None else []

    def _refusal(self, command: Command) -> Reply | None:
        """The refusal ``apply`` would give, ending on the question still waiting for a yes if one
        is; or None when the rules allow ``command`` now."""
        try:
            self.adapter.check(command)
        except CommandError as err:
            return self._reply([self._t("refused", reason=str(err)), *self._still_asking()], heard=command)
        return None

    def _apply(self, command: Command) -> Reply:
        try:
            lines = self.adapter.apply(command)
        except CommandError as err:
            return self._reply([self._t("refused", reason=str(err))], heard=command)
        if lines:
            self.last_lines = list(lines)   # saved with the game, so "repeat" works after a resume
            self.said_before_question = None
        return Reply(lines + self.save(), applied=command, heard=command)

    def _unheard(self, text: str, result: Any, confidence: float | None) -> list[str]:
        if self.pending is not None:
            return [self._t("say_yes_or_no", question=self.adapter.confirmation_question(self.pending))]
        if self.choices:
            return [self._t("which_again")]
        if self.typed and hasattr(self.matcher, "with_bare_act"):
            # heard, the voice loop's judge reads it, in what an open ear wrote (GrammarFeeder.evidence)
            result = self.matcher.with_bare_act(result, self.context())
        act = getattr(result, "bare_act", None)
        if act is not None and decide(result, self.awaiting, None if self.typed else self._heard_confidence(result, confidence),
                                      self.just_asked, bars=self.bars).action == "ask_back":
            return self._which_destination(act)
        # Table talk and silence get no answer: the spy only speaks when spoken to. Typed lines
        # are always meant for it, so they get a clear "didn't catch that".
        if self.typed:
            return [self._t("not_understood")]
        return []

    def _which_destination(self, act: Command) -> list[str]:
        """An elimination or arrest said without its destination ("eliminate": the matcher's
        ``bare_act``, on an example destination): which one (or the rules' refusal of the act
        now); nothing changes. Typed always; heard when hideout.policy.decide asks it back (an
        open ear wrote it as the whole utterance, surely), else it stays table talk."""
        try:
            self.adapter.check(act)
        except CommandError as err:
            return [self._t("refused", reason=str(err))]
        # bare acts come only from a game with destinations, whose adapter asks which one
        assert isinstance(self.adapter, AsksWhichDestination), f"{self.adapter.game_id} has no destinations"
        return [self.adapter.which_destination(act)]

    def _reply(self, lines: list[str], applied: Command | None = None, heard: Command | None = None,
               remember: bool = True) -> Reply:
        """``lines`` said; ``remember``: what "repeat" says next (not a mere acknowledgement such
        as "Cancelled." or "Nothing to cancel.", which tell the table nothing it would ask again)."""
        if lines and remember:
            if self.pending is None and not self.choices:
                self.said_before_question = None
            elif self.said_before_question is None:
                self.said_before_question = list(self.last_lines)
            self.last_lines = list(lines)
            if self.awaiting is not None:
                self.asked_at = self.clock()   # again once it has been said (question_said)
        return Reply(lines, applied=applied, heard=heard)

    def save(self) -> list[str]:
        """Write the game and what was said last. A failed write never stops the game: the
        lines returned say so (once, until a write works again, which is said too)."""
        if self.save_path is None:
            return []
        try:
            write_save(self.save_path, self.adapter.game_id, self.adapter.to_json(),
                       finished=self.adapter.finished(), said=self.last_lines, lang=self.adapter.lang)
        except (OSError, TypeError, ValueError) as err:
            first = self.save_problem is None
            self.save_problem = save_failure(err, self.adapter.lang)
            self.save_full = isinstance(err, OSError) and err.errno in DISK_FULL
            if not first:
                return []
            # what is safe and what to do: the file holds the game until now, or nothing of it
            return [self._t("save_failed" if self.saved_earlier else "save_failed_nothing_saved",
                            reason=self.save_problem, remedy=self.save_remedy())]
        self.saved_earlier = True
        if self.save_problem is not None:
            self.save_problem = None
            self.save_full = False
            return [self._t("save_works_again")]
        return []

    def save_remedy(self) -> str:
        """What lets the last failed save be written (dialogue.save_remedy): room on the disk, or
        whatever else stopped it."""
        return self._t("save_remedy.space" if self.save_full else "save_remedy.other")


#: A reading said whole: a template's phrase or the evidence's sure reading (fuzzier ones score less).
FULL_SCORE = 100.0


@functools.cache
def game_matcher(game: str, lang: str) -> Any:
    """A matcher for ``game`` in ``lang``, built once per process (another game's, which a session
    only reads with: built when a line first needs it, about a second)."""
    from hideout.grammar.matcher import Matcher

    return Matcher(game=game, lang=lang)


#: A write that failed for want of room: the disk or the user's quota is full, or a file size
#: limit (ulimit -f) is reached.
DISK_FULL = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG") if hasattr(errno, name))


def save_failure(err: Exception, lang: str) -> str:
    """A failed write in a few words of ``lang`` ("the disk is full"): the phrasebook's words for
    the usual causes (dialogue.save_reason.<errno name>), which the table hears in its own language;
    the system's own words ("Input/output error", in English) for any other."""
    from hideout.phrasebook import phrasebook

    if isinstance(err, OSError):
        key = f"dialogue.save_reason.{errno.errorcode.get(err.errno or 0, '')}"
        book = phrasebook(lang)
        if book.has(key):
            return book.text(key)
        return err.strerror or type(err).__name__
    return f"{type(err).__name__}: {err}"
