"""Destination X for the session loop: commands -> engine -> spoken lines and a screen.

The adapter owns nothing the engine does not: it phrases confirmations, status and help,
renders the detectives' view (never the spy's), and remembers the hideout revealed at the
end of a round so the screen can show that handbook page.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from hideout.data.cards import load_cards
from hideout.data.handbook import Handbook
from hideout.engine.commands import Command
from hideout.engine.destination_x.commands import Ask, Deal, Eliminate, Guess
from hideout.engine.destination_x.events import RoundEnded
from hideout.engine.destination_x.game import DestinationXGame, Phase
from hideout.engine.errors import CommandError, InvalidCommand
from hideout.grammar.matcher import MatchContext
from hideout.handbook_page import page_rows
from hideout.narration import CARD_NAMES, narrate_all, narrate_answer
from hideout.refusals import explain_refusal

_TEXT = {
    "en": {
        "confirm_eliminate": "Eliminate {dest}?",
        "confirm_ask": "The {card} card?",
        "confirm_ask_option": "The {card} card, asking about {option}?",
        "confirm_guess": "Arrest in {dest}? That ends the round.",
        "status_round": "Round {round}. Detectives {det}, spy {spy}.",
        "status_turn": "{player}'s turn; {phase}.",
        "phase_ask": "ask a question",
        "phase_eliminate": "eliminate a destination or arrest",
        "phase_arrest": "make an arrest",
        "phase_final_arrest": "one final arrest attempt",
        "phase_deal": "tell me which destinations are on the table",
        "phase_over": "the game is over",
        "status_left": "Still face up: {dests}.",
        "status_hand": "{player} holds {cards}.",
        "status_deck": "{n} cards left in the deck.",
        "help_ask": "Ask with one of your cards, for example: {examples}.",
        "help_eliminate": "Say eliminate and a destination, for example: eliminate {dest}. Or arrest: the spy is in {dest}.",
        "help_arrest": "Name the hideout: the spy is in {dest}.",
        "help_deal": "Name the destinations you laid out, for example: {examples}.",
        "help_always": "You can also say repeat, status, or cancel.",
        "help_over": "The game is over. Start a new one with hideout play.",
        "deal_unknown": "I don't know the destination {name!r}.",
        "deal_which": "Which one: {names}?",
        "deal_progress": "Got {names}. {left} more.",
        "confirm_deal": "You laid out {names}. Is that right?",
        "resumed": "Welcome back. We continue the saved game.",
    },
    "ko": {
        "confirm_eliminate": "{dest_eul} 제거할까요?",
        "confirm_ask": "{card} 카드입니까?",
        "confirm_ask_option": "{card} 카드, {option}에 대해 묻습니까?",
        "confirm_guess": "{dest}에서 체포를 시도할까요? 라운드가 끝납니다.",
        "status_round": "라운드 {round}. 수사관 {det}점, 스파이 {spy}점.",
        "status_turn": "{player}의 차례입니다. {phase}.",
        "phase_ask": "질문하세요",
        "phase_eliminate": "목적지 하나를 제거하거나 체포를 시도하세요",
        "phase_arrest": "체포를 시도하세요",
        "phase_final_arrest": "마지막 체포 시도입니다",
        "phase_deal": "테이블에 놓은 목적지를 알려 주세요",
        "phase_over": "게임이 끝났습니다",
        "status_left": "남은 목적지: {dests}.",
        "status_hand": "{player}의 카드: {cards}.",
        "status_deck": "덱에 {n}장 남았습니다.",
        "help_ask": "가진 정보원 카드로 질문하세요. 예: {examples}.",
        "help_eliminate": "목적지를 제거하세요. 예: {dest} 제거. 또는 체포: {dest}에서 체포.",
        "help_arrest": "스파이가 숨은 곳을 말하세요. 예: {dest}에서 체포.",
        "help_deal": "테이블에 놓은 목적지 이름을 말하세요. 예: {examples}.",
        "help_always": "다시, 상황, 취소라고 말할 수도 있습니다.",
        "help_over": "게임이 끝났습니다. hideout play 로 새 게임을 시작하세요.",
        "deal_unknown": "{name!r}라는 목적지를 모릅니다.",
        "deal_which": "어느 것입니까: {names}?",
        "deal_progress": "{names}. {left}개 더 말해 주세요.",
        "confirm_deal": "놓은 목적지는 {names}입니다. 맞습니까?",
        "resumed": "다시 오신 것을 환영합니다. 저장된 게임을 이어갑니다.",
    },
}


class DestinationXApp:
    game_id = "destination-x"  # the save tag and the matcher's game

    def __init__(self, game: DestinationXGame, lang: str = "en") -> None:
        self.game = game
        self.lang = lang
        self.cards = load_cards()
        self.revealed: str | None = None  # hideout of the round just ended, shown on screen
        self.last_answer: str = ""
        self.deal_buffer: list[str] = []  # physical mode: names heard so far this deal

    @property
    def handbook(self) -> Handbook:
        return self.game.handbook

    def t(self, key: str, **kw: Any) -> str:
        if self.lang == "ko":
            # Korean particles follow the last sound of the word: 브라질을 but 페루를.
            from hideout.narration_ko import particle_forms

            kw.update(particle_forms(kw))
        return _TEXT.get(self.lang, _TEXT["en"])[key].format(**kw)

    def dest_name(self, ident: str) -> str:
        if ident not in self.handbook:
            return ident
        page = self.handbook[ident]
        return page.name_ko if self.lang == "ko" and page.name_ko else page.name

    def card_name(self, card: str) -> str:
        return CARD_NAMES.get(self.lang, CARD_NAMES["en"]).get(card, card)

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
                            awaiting_confirmation=awaiting_confirmation)

    def needs_confirmation(self, command: Command) -> bool:
        # Only acts that cannot be taken back (a deal fixes the round's table and the hideout).
        return isinstance(command, (Eliminate, Guess, Deal))

    def confirmation_question(self, command: Command) -> str:
        if isinstance(command, Ask):
            card = self.cards.get(command.card)
            if card is not None and card.is_choice and command.option:
                opt = card.option(command.option)
                return self.t("confirm_ask_option", card=self.card_name(command.card),
                              option=opt.name_ko if self.lang == "ko" else opt.name)
            return self.t("confirm_ask", card=self.card_name(command.card))
        if isinstance(command, Deal):
            return self.t("confirm_deal", names=", ".join(self.dest_name(d) for d in command.destinations))
        if not isinstance(command, (Eliminate, Guess)):
            return f"{self.describe(command)}?"
        key = "confirm_eliminate" if isinstance(command, Eliminate) else "confirm_guess"
        return self.t(key, dest=self.dest_name(command.destination))

    def check(self, command: Command) -> None:
        """:raises CommandError: the refusal ``apply`` would give, worded the same; no change."""
        try:
            self.game.check(command)
        except CommandError as err:
            raise type(err)(explain_refusal(self, command, err)) from None

    def apply(self, command: Command) -> list[str]:
        try:
            events = self.game.apply(command)
        except CommandError as err:
            # Same refusal, worded for the ear and in the game's language.
            raise type(err)(explain_refusal(self, command, err)) from None
        self.revealed = None
        for event in events:
            if isinstance(event, RoundEnded):
                self.revealed = event.hideout
        lines = narrate_all(events, self.lang, self.handbook, self.cards)
        answers = [e for e in events if e.type == "answer"]
        if answers:
            answer = answers[-1].answer  # type: ignore[attr-defined]
            self.last_answer = narrate_answer(answer, self.lang, self.cards)
            hint = self.base_rate_hint(answer.card, answer.option)
            if hint and self.game.config.gaining_knowledge:
                # Gaining Knowledge is for young detectives: say how telling a yes or no is.
                said = self.last_answer
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
        return narrate_all(list(self.game.log), self.lang, self.handbook, self.cards) if not self.game.history \
            else [self.t("resumed")] + self.status()

    def finished(self) -> bool:
        return self.game.is_over()

    def to_json(self) -> dict[str, Any]:
        return self.game.to_json()

    def status(self) -> list[str]:
        view = self.game.view_for("detectives")
        lines = [self.t("status_round", round=view.round, det=view.detectives_score, spy=view.spy_score)]
        if view.current_player is not None:
            lines.append(self.t("status_turn", player=view.current_player, phase=self.t(f"phase_{view.phase}")))
        else:
            lines.append(self.t("phase_over") + ".")
        if view.remaining:
            lines.append(self.t("status_left", dests=", ".join(self.dest_name(d) for d in view.remaining)))
        if not view.physical and view.current_player is not None:
            hand = dict(view.hands).get(view.current_player, ())
            if view.open_cards is not None:
                hand = view.open_cards
            if hand:
                lines.append(self.t("status_hand", player=view.current_player,
                                    cards=", ".join(self.card_name(c) for c in hand)))
            lines.append(self.t("status_deck", n=view.deck_count))
        if self.last_answer:
            lines.append(self.last_answer)
        return lines

    def help(self) -> list[str]:
        phase = self.game.phase
        remaining = self.game.remaining()
        example_dest = self.dest_name(remaining[0]) if remaining else "France"
        if phase is Phase.OVER:
            return [self.t("help_over")]
        if phase is Phase.DEAL:
            names = ", ".join(self.dest_name(d) for d in self.handbook.ids[:3])
            return [self.t("help_deal", examples=names), self.t("help_always")]
        if phase is Phase.ASK:
            examples = [self._question(c) for c in self.game.playable_cards()]
            return [self.t("help_ask", examples="; ".join(examples[:3])),
                    self.t("help_eliminate", dest=example_dest).split(". ")[-1], self.t("help_always")]
        if phase is Phase.ELIMINATE:
            return [self.t("help_eliminate", dest=example_dest), self.t("help_always")]
        return [self.t("help_arrest", dest=example_dest), self.t("help_always")]

    def _question(self, card_id: str) -> str:
        card = self.cards[card_id]
        text = card.question_ko if self.lang == "ko" else card.question
        if card.is_choice:
            opt = card.options[0]
            text = text.format(option=opt.name_ko if self.lang == "ko" else opt.name)
        return text

    # -- physical mode ----------------------------------------------------------------------

    def awaiting_deal(self) -> bool:
        return self.game.phase is Phase.DEAL

    def take_deal_names(self, text: str, matcher: Any) -> tuple[list[str], Deal | None]:
        """Names of dealt destinations, a few at a time ("France", "Peru and Japan"), until the
        round's count is reached: then the Deal (the session asks for a yes before applying it).

        :raises InvalidCommand: nothing in ``text`` is a destination, or a name is ambiguous.
        """
        found: list[str] = []
        for part in (p for p in re.split(r"[,;]", text) if p.strip()):
            named = matcher.destinations_in(part)
            if not named:
                raise InvalidCommand(self.t("deal_unknown", name=part.strip()))
            for ids in named:
                if len(ids) != 1:
                    raise InvalidCommand(self.t("deal_which", names=" / ".join(self.dest_name(i) for i in ids)))
                found.append(ids[0])
        for ident in found:
            if ident not in self.deal_buffer:
                self.deal_buffer.append(ident)
        need = self.game.config.destinations_per_round
        if len(self.deal_buffer) >= need:
            deal, self.deal_buffer = Deal(tuple(self.deal_buffer[:need])), []
            return [], deal
        have = ", ".join(self.dest_name(i) for i in self.deal_buffer)
        return [self.t("deal_progress", names=have, left=need - len(self.deal_buffer))], None

    # -- screen -----------------------------------------------------------------------------

    def render(self) -> Any:
        view = self.game.view_for("detectives")
        dests = Table(title=f"Round {view.round}   Detectives {view.detectives_score} : {view.spy_score} Spy",
                      show_header=False, expand=False)
        dests.add_column("destination")
        for ident in view.table:
            label = f"{self.handbook[ident].flag} {self.dest_name(ident)}" if ident in self.handbook else ident
            dests.add_row(Text(label, style="strike dim") if ident in view.eliminated else Text(label, style="bold"))
        parts: list[Any] = [dests]
        if not view.physical:
            hands = Table(show_header=True, expand=False)
            hands.add_column("detective")
            hands.add_column("cards")
            for player, hand in view.hands:
                marker = "▶ " if player == view.current_player else "  "
                hands.add_row(marker + player, ", ".join(self.card_name(c) for c in hand) or "-")
            if view.open_cards is not None:
                hands.add_row("open cards", ", ".join(self.card_name(c) for c in view.open_cards))
            parts.append(hands)
            parts.append(Text(f"Deck: {view.deck_count} cards   Played: {len(view.played)}"))
        turn = view.current_player or "-"
        parts.append(Text(f"Turn: {turn} ({self.t('phase_' + view.phase)})", style="cyan"))
        if self.last_answer:
            parts.append(Panel(self.last_answer, title="last answer", expand=False))
        if self.revealed and self.revealed in self.handbook:
            page = Table(title=f"The spy was in {self.dest_name(self.revealed)}", show_header=False)
            page.add_column("field", style="bold")
            page.add_column("value")
            for label, value in page_rows(self.handbook[self.revealed], self.handbook, self.lang):
                page.add_row(label, value)
            parts.append(page)
        return Group(*parts)
