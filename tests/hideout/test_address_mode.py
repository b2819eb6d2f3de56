"""The loud-table mode through the policy, the session, the command line and real speech: only
what opens with the address word is acted on, or a plain answer right after the game's question;
everything else is table talk and changes nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from hideout.destination_x_app import DestinationXApp
from hideout.engine.commands import Confirm
from hideout.engine.destination_x.commands import Ask, Eliminate
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.grammar.matcher import Matcher
from hideout.phrasebook import address_word
from hideout.policy import ANSWER_WINDOW_S, decide
from hideout.session import Session

ROOT = Path(__file__).resolve().parents[2]


class Clock:
    """A clock the test moves by hand (the answer window is seconds of real time)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher()


def session(matcher: Matcher, word: str = "spy", typed: bool = False) -> tuple[DestinationXGame, Session, Clock]:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    clock = Clock()
    return game, Session(DestinationXApp(game), matcher, typed=typed, address_word=word, clock=clock), clock


def result(kind: str, addressed: bool | None) -> SimpleNamespace:
    return SimpleNamespace(command=SimpleNamespace(type=kind), text="x", score=100.0, ambiguous=False,
                           stray_fillers=0, addressed=addressed)


# ---- the policy -------------------------------------------------------------------------------

def test_the_policy_ignores_what_is_not_addressed() -> None:
    assert decide(result("ask", False), None, 0.9).action == "ignore"
    assert decide(result("ask", False)).action == "ignore"               # typed too
    assert decide(result("ask", True), None, 0.9).action == "act"
    assert decide(result("ask", None), None, 0.9).action == "act"        # mode off


def test_a_plain_answer_counts_only_right_after_the_question() -> None:
    assert decide(result("confirm", False), "confirmation", 0.9).action == "act"
    assert decide(result("confirm", False), "confirmation", 0.9, just_asked=False).action == "ignore"
    assert decide(result("confirm", True), "confirmation", 0.9, just_asked=False).action == "act"
    # a new command while a question waits still needs the word
    assert decide(result("eliminate", False), "confirmation", 0.9).action == "ignore"


# ---- the session (heard input) ----------------------------------------------------------------

def test_talk_without_the_word_changes_nothing_and_a_hint_comes_once(matcher: Matcher) -> None:
    game, s, _ = session(matcher)
    before = game.to_json()
    first = s.handle("what's the population", 0.9)
    assert first.applied is None and game.to_json() == before
    assert len(first.lines) == 1 and "spy" in first.lines[0].lower()    # how to say it
    again = s.handle("what's the population", 0.9)
    assert again.lines == [] and again.applied is None and game.to_json() == before
    assert s.handle("pass me the crisps", 0.9).lines == []


def test_addressed_commands_are_acted_on(matcher: Matcher) -> None:
    game, s, _ = session(matcher)
    reply = s.handle("spy, what's the population", 0.9)
    assert reply.applied == Ask("population")
    assert "population" in game.played or game.to_json()["commands"][-1] == Ask("population").to_json()


def asked_to_eliminate(matcher: Matcher) -> tuple[DestinationXGame, Session, Clock, Eliminate]:
    """A session in the mode that has just asked "Eliminate <the first table destination>?"."""
    game, s, clock = session(matcher)
    s.handle("spy, what's the population", 0.9)
    target = Eliminate(game.table[0])
    asked = s.handle(f"spy, eliminate {game.handbook[target.destination].name}", 0.9)
    assert s.pending == target and asked.lines          # "Eliminate ...?"
    s.question_said()
    return game, s, clock, target


def test_a_bare_yes_answers_a_question_just_asked(matcher: Matcher) -> None:
    _, s, clock, target = asked_to_eliminate(matcher)
    clock.now += 2.0
    assert s.handle("yes", 0.9).applied == target


def test_a_bare_yes_to_a_stale_question_is_talk(matcher: Matcher) -> None:
    game, s, clock, target = asked_to_eliminate(matcher)
    before = game.to_json()
    clock.now += ANSWER_WINDOW_S + 1.0
    late = s.handle("yes", 0.9)      # said to a neighbour: at most the hint, once
    assert late.applied is None and s.pending == target and game.to_json() == before
    again = s.handle("yes", 0.9)
    assert again.applied is None and again.lines == [] and s.pending == target and game.to_json() == before
    assert s.handle("spy, yes", 0.9).applied == target


def test_talk_in_the_window_gets_silence_and_keeps_it_from_reopening(matcher: Matcher) -> None:
    game, s, clock, target = asked_to_eliminate(matcher)
    before, asked_at = game.to_json(), s.asked_at
    clock.now += 2.0
    talk = s.handle("pass me the crisps would you", 0.9)
    assert talk.lines == [] and talk.applied is None and s.pending == target and game.to_json() == before
    assert s.asked_at == asked_at          # the window is not opened again by table talk
    # said to the game, words that are no answer still get the question again
    assert s.handle("spy, pass me the crisps", 0.9).lines


def test_saying_the_question_again_opens_the_window_again(matcher: Matcher) -> None:
    _, s, clock, target = asked_to_eliminate(matcher)
    clock.now += ANSWER_WINDOW_S + 1.0
    assert s.handle("spy, say that again", 0.9).lines     # the question again
    s.question_said()
    clock.now += 1.0
    assert s.handle("yes", 0.9).applied == target


def test_a_new_command_in_the_window_still_needs_the_word(matcher: Matcher) -> None:
    game, s, _ = session(matcher)
    s.handle("spy, what's the population", 0.9)
    target = game.table[0]
    s.handle(f"spy, eliminate {game.handbook[target].name}", 0.9)
    other = game.handbook[game.table[1]].name
    assert s.handle(f"eliminate {other}", 0.9).applied is None
    assert s.pending == Eliminate(target)


def test_mode_off_acts_on_the_same_words(matcher: Matcher) -> None:
    _, s, _ = session(matcher, word="")
    assert s.handle("what's the population", 0.9).applied == Ask("population")


def test_typed_lines_without_the_word_always_get_the_hint(matcher: Matcher) -> None:
    game, s, _ = session(matcher, typed=True)
    for _ in range(2):
        reply = s.handle("what's the population")
        assert reply.applied is None and reply.lines and "spy" in reply.lines[0].lower()
    assert s.handle("spy what's the population").applied == Ask("population")
    s.handle(f"spy eliminate {game.handbook[game.table[0]].name}")
    assert s.handle("yes").applied is not None   # a typed answer is always to the question


def test_help_explains_the_mode(matcher: Matcher) -> None:
    _, s, _ = session(matcher)
    lines = s.handle("spy, help", 0.9).lines
    assert any('starts with "spy"' in line.lower() for line in lines)


def test_the_default_words_come_from_the_phrasebooks() -> None:
    assert address_word("destination-x", "en", "") == "spy"
    assert address_word("destination-x", "ko", "") == "스파이"
    assert address_word("duel", "en", "") == "Mister X"
    assert address_word("duel", "en", "detective") == "detective"
    assert address_word("duel", "en", None) == ""
    with pytest.raises(ValueError):
        address_word("duel", "en", "?!")
    with pytest.raises(ValueError, match="must be a word"):
        address_word("destination-x", "en", "   ")  # a slip, not the game's own word
    # the duel has no Korean phrasebook: a clear refusal (parse, hear, play print it), no traceback
    with pytest.raises(ValueError, match="--address-word"):
        address_word("duel", "ko", "")


def test_korean_session_in_the_mode() -> None:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    s = Session(DestinationXApp(game, lang="ko"), Matcher(lang="ko"), address_word="스파이", clock=Clock())
    assert s.handle("인구 알려 줘", 0.9).applied is None
    assert s.handle("스파이야 인구 알려 줘", 0.9).applied == Ask("population")


# ---- the command line -------------------------------------------------------------------------

def hideout(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hideout", *args], input=stdin, capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env={**os.environ})


@pytest.mark.slow
def test_parse_reports_the_mode() -> None:
    lines = [{"text": "spy, is it on the pacific"}, {"text": "is it on the pacific"},
             {"text": "yes", "awaiting": "confirmation"}, {"text": "bus to b4", "game": "duel"},
             {"text": "mister x, bus to b4", "game": "duel"}, {"text": "is it on the pacific", "address_word": None},
             {"text": "hi", "address_word": 3}]
    out = hideout("parse", "--jsonl", "--address-mode", stdin="\n".join(json.dumps(x) for x in lines) + "\n")
    docs = [json.loads(line) for line in out.stdout.splitlines()]
    assert [(d.get("addressed"), d.get("action")) for d in docs[:6]] == [
        (True, "act"), (False, "ignore"), (False, "act"), (False, "ignore"), (True, "act"), (None, "act")]
    assert "address_word" in docs[6]["error"]
    word = hideout("parse", "--json", "--address-word", "banana", "banana", "what's", "the", "population")
    assert json.loads(word.stdout)["action"] == "act"


@pytest.mark.slow
def test_typed_play_in_the_mode(tmp_path: Path) -> None:
    out = hideout("play", "--text", "--address-mode", "--save", str(tmp_path / "g.json"), "--seed", "4",
                  "--spy", "easy", stdin="what's the population\nquit\n")
    assert out.returncode == 0
    assert "Loud table mode" in out.stdout and 'Start with "spy"' in out.stdout


# ---- real speech --------------------------------------------------------------------------------

@pytest.mark.slow
def test_spoken_with_and_without_the_word(listener, speech) -> None:  # type: ignore[no-untyped-def]
    table = ("NPL", "PER", "BRA", "KEN", "JPN", "CHL")
    heard = listener.hear(speech.pcm("spy, is it on the pacific", "en-us", 160, 50), table=table, address_word="spy")
    assert heard.result.addressed is True and heard.decision.action == "act", heard.to_json()
    assert heard.result.command is not None and heard.result.command.to_json() == {"type": "ask", "card": "pacific"}
    plain = listener.hear(speech.pcm("is it on the pacific", "en-us", 160, 50), table=table, address_word="spy")
    assert plain.result.addressed is False and plain.decision.action == "ignore", plain.to_json()
    yes = listener.hear(speech.pcm("yes", "en-gb", 160, 50), table=table, awaiting="confirmation", address_word="spy")
    assert yes.decision.action == "act" and isinstance(yes.result.command, Confirm), yes.to_json()


# ---- a second opinion: the word heard by either recogniser ---------------------------------------

def test_the_word_heard_by_either_recogniser_addresses_the_kept_reading(matcher: Matcher) -> None:
    from hideout.grammar.matcher import MatchContext
    from hideout.listening import judge_readings
    from hideout.voice.recogniser import Transcript

    context = MatchContext(table=("NPL", "PER", "BRA"), address_word="spy")

    def fits(texts: list[str]) -> list[float | None]:
        return [-0.2 for _ in texts]

    # PocketSphinx heard the word, Whisper wrote it as "I," (espeak-ng's "spy," often is)
    kept, _ = judge_readings(matcher, context, Transcript("spy what is the population", 0.5),
                             Transcript("I, what's the population?", 0.8), ("I, what's the population?",), fits)
    heard = matcher.match(kept.text, context)
    assert heard.addressed is True and heard.command == Ask("population"), kept.text
    # neither heard it: not addressed
    kept, _ = judge_readings(matcher, context, Transcript("so what is the population", 0.5),
                             Transcript("I, what's the population?", 0.8), ("I, what's the population?",), fits)
    assert matcher.match(kept.text, context).addressed is False, kept.text


def test_the_modes_example_asks_a_card_every_deck_holds():
    # "Spy, is it on the Pacific?": the Pacific card is a red card, in no standard game's deck,
    # so the example the game taught was refused ("not in Ann's hand") when a table followed it
    from hideout.data.cards import default_deck_ids, load_cards
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.phrasebook import phrasebook

    cards = load_cards()
    for lang in ("en", "ko"):
        example = phrasebook(lang).text("destination-x.address_example", word=phrasebook(lang).text("destination-x.address_word"))
        command = Matcher(game="destination-x", lang=lang).match(example, MatchContext(lang=lang)).command
        assert command is not None and command.card in default_deck_ids(cards), (lang, example, command)


def test_a_typed_command_without_the_word_is_shown_back_with_it(matcher: Matcher) -> None:
    # "eliminate Peru" typed without the word got "Start with spy, like: Spy, what is the
    # population?": a question the rules refuse while an elimination is due
    game, s, _ = session(matcher, typed=True)
    card = game.playable_cards()[0]
    s.dispatch(Ask(card, game.cards[card].options[0] if game.cards[card].options else None))
    target = next(d for d in game.remaining() if d != game.hideout)
    name = s.adapter.dest_name(target)
    before = game.to_json()
    reply = s.handle(f"eliminate  {name}")
    assert reply.lines == [f'Start with "spy", for example: "Spy, eliminate {name}"']
    assert game.to_json() == before and s.pending is None
    assert s.handle("what a lovely evening").lines == ['Start with "spy", for example: "Spy, what is the population?"']
    assert s.handle("yes").lines == ['Start with "spy", for example: "Spy, what is the population?"']   # nothing asked


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_mode_line_and_the_hint_quote_their_example_whole(matcher: Matcher, lang: str) -> None:
    # "...start with spy, like: Spy, what is the population? Right after..." and a typed echo
    # left unended ("like: Spy, eliminate Peru"): the example now stands between quotes
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    word = address_word("destination-x", lang, "")   # the game's own word
    s = Session(DestinationXApp(game, lang=lang), Matcher(game="destination-x", lang=lang), typed=True,
                address_word=word)
    from hideout.phrasebook import phrasebook

    example = phrasebook(lang).text("destination-x.address_example", word=word)
    assert f'"{example}"' in s.address_mode_line() and s.address_hint().endswith(f'"{example}"')
    assert s.address_hint("eliminate Peru").endswith('eliminate Peru"')
