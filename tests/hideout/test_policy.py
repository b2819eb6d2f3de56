"""hideout.policy.decide: one rule for the live session and for `hideout parse` / `hideout hear`."""

from __future__ import annotations

import json

import pytest

from hideout.grammar.matcher import MatchContext, Matcher
from hideout.policy import ACT_FROM, CANCEL_FROM, CONFIRM_FROM, check_awaiting, decide, heard_confidence, is_hesitation


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher()


def read(matcher: Matcher, text: str, awaiting=None):
    context = MatchContext(table=("BRA", "NPL", "FRA", "PER", "KEN", "JPN"),
                           awaiting_confirmation=awaiting == "confirmation", awaiting_choice=awaiting == "choice")
    return matcher.match(text, context)


@pytest.mark.parametrize("text", ["er", "eh", "yay", "hmm", "uh", "huh mm", "yay!"])
def test_hesitations_never_confirm_typed_or_heard(matcher, text):
    result = read(matcher, text, "confirmation")
    assert is_hesitation(text)
    assert decide(result, "confirmation").action == "ignore"
    assert decide(result, "confirmation", 1.0).action == "ignore"


def test_a_yes_acts_only_while_a_confirmation_waits_and_only_when_clear(matcher):
    yes = read(matcher, "yes", "confirmation")
    assert decide(yes, "confirmation").action == "act"
    assert decide(yes, "confirmation", CONFIRM_FROM).action == "act"
    assert decide(yes, "confirmation", CONFIRM_FROM - 0.01).action == "ask_back"   # the question again
    assert decide(read(matcher, "yes"), None, 1.0).action == "ignore"


def test_a_no_is_taken_whenever_a_question_waits_unless_barely_heard(matcher):
    no = read(matcher, "no", "confirmation")
    assert decide(no, "confirmation", CANCEL_FROM).action == "act"
    assert decide(read(matcher, "no", "choice"), "choice", CANCEL_FROM).action == "act"
    # a no the grammar forced onto a murmur or table talk leaves the question open
    assert decide(no, "confirmation", CANCEL_FROM / 2).action == "ignore"
    assert decide(no, "confirmation").action == "act"      # typed
    assert decide(no, None, 1.0).action == "ignore"        # nothing to cancel


def test_heard_game_commands_by_confidence(matcher):
    from hideout.policy import APPLY_AT_ONCE_FROM
    ask = read(matcher, "what is the population")
    assert decide(ask, None).action == "act"                       # typed
    assert decide(ask, None, APPLY_AT_ONCE_FROM).action == "act"
    assert decide(ask, None, APPLY_AT_ONCE_FROM - 0.01).action == "ask_back"   # would play a card at once
    assert decide(ask, None, ACT_FROM - 0.01).action == "ignore"
    eliminate = read(matcher, "eliminate nepal")                   # confirmed aloud in any case
    assert decide(eliminate, None, ACT_FROM).action == "act"


def test_stray_fillers_lower_the_confidence(matcher):
    plain = read(matcher, "what is the population")
    wrapped = read(matcher, "ah what is the population alright")
    assert wrapped.stray_fillers == 2
    assert heard_confidence(wrapped, 0.9) < heard_confidence(plain, 0.9) == 0.9


def test_awaiting_is_checked():
    assert check_awaiting(None) is None and check_awaiting("choice") == "choice"
    with pytest.raises(ValueError, match="awaiting"):
        check_awaiting("yes please")


def test_parse_reports_action_and_confidence(capsys):
    from hideout.cli import main

    assert main(["parse", "--json", "--awaiting", "confirmation", "yay"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["action"] == "ignore" and 0.0 <= out["confidence"] <= 1.0
    assert main(["parse", "--json", "--table", "BRA,NPL", "eliminate", "nepal"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["command"] == {"type": "eliminate", "destination": "NPL"} and out["action"] == "act"


@pytest.mark.slow
def test_hear_jsonl_takes_awaiting_and_reports_the_action(tmp_path, monkeypatch, capsys):
    import io
    import shutil

    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    from hideout.cli import main
    from hideout.voice.audio import write_wav
    from hideout.voice.synth import pad, synthesise

    lines = []
    for name, text, awaiting in (("ask", "what is the population", None), ("er", "er", "confirmation"),
                                 ("bad", "yes", "maybe")):
        path = tmp_path / f"{name}.wav"
        write_wav(path, pad(synthesise(text, "en-us")))
        lines.append(json.dumps({"audio": str(path), "table": ["BRA", "NPL"], "awaiting": awaiting}))
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["hear", "--jsonl", "--recogniser", "sphinx"]) == 0
    ask, er, bad = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert ask["command"] == {"type": "ask", "card": "population"} and ask["action"] == "act"
    assert er["action"] == "ignore" and 0.0 <= er["confidence"] <= 1.0
    assert "awaiting" in bad["error"]


@pytest.mark.parametrize("text,awaiting,command,action", [
    ("yes", None, {"type": "confirm"}, "ignore"),          # nothing waits: nothing changes
    ("no", None, {"type": "cancel"}, "ignore"),
    ("no", "confirmation", {"type": "cancel"}, "act"),
    ("mm hmm", "confirmation", {"type": "confirm"}, "act"),  # a yes typed as a sound
    ("um what", "confirmation", None, "ignore"),           # surprise, not "say that again"
    ("good", "confirmation", {"type": "confirm"}, "act"),
    ("good question", "confirmation", None, "ignore"),
    ("no", "choice", {"type": "cancel"}, "act"),
    ("nepal", "choice", None, "ignore"),                   # the live session picks it; parse cannot
    ("eliminate nepal", "confirmation", {"type": "eliminate", "destination": "NPL"}, "act"),
])
def test_parse_awaiting_contract(capsys, text, awaiting, command, action):
    from hideout.cli import main

    args = ["parse", "--json", "--table", "BRA,NPL,PER"] + (["--awaiting", awaiting] if awaiting else []) + [text]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["command"] == command and out["action"] == action, out
    assert 0.0 <= out["confidence"] <= 1.0


def test_an_act_said_without_its_destination_is_asked_back_never_acted_on(matcher):
    from dataclasses import replace

    from hideout.policy import BARE_ACT_FROM

    context = MatchContext(table=("BRA", "NPL", "FRA"))
    bare = matcher.with_bare_act(matcher.match("eliminate", context), context)
    assert bare.command is None and bare.bare_act is not None
    assert decide(bare, None).action == "ask_back"                           # typed: which destination?
    assert decide(bare, None, BARE_ACT_FROM).action == "ask_back"            # heard surely
    assert decide(bare, None, BARE_ACT_FROM - 0.01).action == "ignore"       # heard faintly: talk
    assert decide(bare, "confirmation", 1.0).action == "ignore"              # a question waits
    assert decide(replace(bare, addressed=False), None, 1.0).action == "ignore"   # the mode's word unsaid
    assert decide(replace(bare, bare_act=None), None).action == "ignore"


@pytest.mark.parametrize("text,action,bare_act", [
    ("eliminate", "ask_back", "eliminate"),
    ("we accuse", "ask_back", "guess"),
    ("should we eliminate", "ignore", None),
    ("eliminate nepal", "act", None),
])
def test_parse_says_an_act_without_its_destination_is_asked_back(capsys, text, action, bare_act):
    # typed, the game asks "Which destination?"; parse said it would ignore it
    from hideout.cli import main

    assert main(["parse", "--json", "--table", "BRA,NPL,PER", text]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["action"] == action and out.get("bare_act") == bare_act, out


@pytest.mark.parametrize("written, act", [
    ("Eliminate, please.", "eliminate"), ("Arrest. Arrest", "guess"), ("Eliminated.", "eliminate"),
    ("Arrested risk. Arrested risk.", None),   # Whisper's loop of "arrest is risky": the cue alone
    ("We accuse you.", None),                   # the decisive cue alone (87): talk can read so
    ("Eliminate Nepal.", None),                 # a command: the weighing's, not a bare act
    ("Should we eliminate?", None), ("", None),
])
def test_a_bare_act_heard_is_read_in_what_the_open_ear_wrote(matcher, written, act):
    from hideout.listening import bare_act_written

    context = MatchContext(table=("BRA", "NPL", "FRA"))
    found = bare_act_written(matcher, context, {"second": written, "second_confidence": 0.6, "first": "eliminate nepal"})
    assert (found[0].bare_act.to_json()["type"] if found else None) == act
    if found:
        assert found[1] == 0.6 and found[0].command is None and decide(found[0], None, found[1], bars=found[2]).action == "ask_back"


def test_a_guess_heard_below_the_ask_back_bar_is_not_asked_back() -> None:
    # a remark of our own Whisper wrote garbled, which the rules read as a guess at a card (asked
    # back whatever is heard): heard at next to no confidence it was still asked back
    from hideout.policy import ASK_BACK_FROM

    table = MatchContext(table=("BRA", "NPL", "FRA"))
    guess = Matcher().match("The Indian Ocean is beside this place.", table)
    assert guess.tentative and guess.command is not None
    assert decide(guess, None, ASK_BACK_FROM / 2).action == "ignore"
    assert decide(guess, None, ASK_BACK_FROM).action == "ask_back"
    assert decide(guess, None).action == "ask_back"        # typed: always meant for the spy
