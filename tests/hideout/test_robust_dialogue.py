"""Bad moments in a game: a refusal before any "yes", a save that cannot be written, a resume
after a kill, a second game on the same save, Ctrl-C. Each gets one clear answer and loses nothing."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hideout.destination_x_app import DestinationXApp
from hideout.duel_app import DuelApp
from hideout.engine.commands import command_from_json
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame, Phase
from hideout.engine.duel.commands import Action, Move
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.engine.errors import CommandError
from hideout.grammar.matcher import Matcher
from hideout.save import load_save
from hideout.session import Session

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def dx_matcher() -> Matcher:
    return Matcher(game="destination-x", lang="en")


@pytest.fixture(scope="module")
def duel_matcher() -> Matcher:
    return Matcher(game="duel", lang="en")


def dx_session(matcher: Matcher, save_path: Path | None = None) -> tuple[DestinationXGame, Session]:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    return game, Session(DestinationXApp(game), matcher, save_path=save_path, typed=True)


def ask_first_card(game: DestinationXGame, session: Session) -> None:
    card = game.playable_cards()[0]
    option = game.cards[card].options[0].id if game.cards[card].is_choice else None
    reply = session.dispatch(Ask(card, option))
    assert reply.applied is not None


# -- refused before confirmation ---------------------------------------------------------------

def test_check_changes_nothing_and_agrees_with_apply():
    rng = random.Random(8)
    handbook_ids = None
    for seed in range(6):
        game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=seed, spy_budget=2))
        handbook_ids = handbook_ids or list(game.handbook.ids)
        for _ in range(25):
            if game.is_over():
                break
            candidates = game.legal_commands() + [Eliminate(rng.choice(handbook_ids)),
                                                  Guess(rng.choice(handbook_ids)), Ask("population")]
            command = rng.choice(candidates)
            before = game.to_json()
            try:
                game.check(command)
            except CommandError as checked:
                assert game.to_json() == before
                with pytest.raises(type(checked), match="^" + __import__("re").escape(str(checked)) + "$"):
                    game.apply(command)
                assert game.to_json() == before
            else:
                assert game.to_json() == before
                game.apply(command)


def test_duel_check_changes_nothing_and_agrees_with_apply():
    from hideout.engine.duel.mister_x import play_mister_x

    rng = random.Random(3)
    game = DuelGame(seed=5)
    mister_x = MisterX(level="random")
    play_mister_x(game, mister_x)
    for _ in range(30):
        if game.is_over():
            break
        cells = [f"{c}{r}" for c in "ABCDE" for r in range(1, 6)]
        command = rng.choice(game.legal_commands() + [Move(rng.choice(cells)), Action("grid_search")])
        before = game.to_json()
        try:
            game.check(command)
        except CommandError as checked:
            assert game.to_json() == before
            with pytest.raises(type(checked)):
                game.apply(command)
            continue
        assert game.to_json() == before
        game.apply(command)
        play_mister_x(game, mister_x)


def test_an_arrest_off_the_table_is_refused_before_any_question(dx_matcher):
    game, session = dx_session(dx_matcher)
    off_table = next(i for i in game.handbook.ids if i not in game.table)
    before = game.to_json()
    reply = session.dispatch(Guess(off_table))
    assert session.pending is None and reply.lines[0].startswith("Sorry,") and "not on the table" in reply.lines[0]
    assert session.handle("yes").lines == ["There is nothing to confirm."]
    assert game.to_json() == before


def test_an_elimination_in_the_wrong_phase_and_a_second_elimination_are_refused_at_once(dx_matcher):
    game, session = dx_session(dx_matcher)
    reply = session.dispatch(Eliminate(game.table[0]))          # nobody has asked yet
    assert session.pending is None and "must ask a question first" in reply.lines[0]
    ask_first_card(game, session)
    assert game.phase is Phase.ELIMINATE
    target = next(d for d in game.table if d != game.hideout)
    assert session.dispatch(Eliminate(target)).lines == [f"Eliminate {session.adapter.place_name(target)}?"]
    assert session.handle("yes").applied == Eliminate(target)
    reply = session.dispatch(Eliminate(target))
    assert session.pending is None and "already eliminated" in reply.lines[0]


def test_duel_move_out_of_reach_is_refused_at_once_and_action_cards_are_confirmed(duel_matcher):
    from hideout.engine.duel import board

    game = DuelGame(seed=1)
    app = DuelApp(game, MisterX(level="random"))
    session = Session(app, duel_matcher, save_path=None, typed=True)
    reply = session.dispatch(Action("grid_search"))              # not on a Scotland Yard district
    assert session.pending is None and reply.lines[0].startswith("Sorry,")
    # Walk onto a fresh Scotland Yard district, then the card must be confirmed like a move.
    for _ in range(40):
        if game.phase == "detective_action" or game.is_over():
            break
        moves = game.detective_moves()
        yard = [i for i in moves if game.tile_at(i).is_scotland_yard]
        session.dispatch(Move(board.name((yard or moves)[0])))
        session.handle("yes")
    if game.phase != "detective_action":
        pytest.skip("this seed never reaches a Scotland Yard district")
    card = game.cards_left[0]
    reply = session.dispatch(Action(card))
    assert session.pending == Action(card) and reply.lines[0].endswith("?")
    assert session.handle("no").applied is None and card in game.cards_left
    session.dispatch(Action(card))
    assert session.handle("yes").applied == Action(card) and card not in game.cards_left


# -- saves that fail, saves that resume ----------------------------------------------------------

def test_a_failed_save_keeps_the_game_going_and_says_so(dx_matcher, tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    game, session = dx_session(dx_matcher, save_path=folder)     # --save pointing at a folder
    card = game.playable_cards()[0]
    option = game.cards[card].options[0].id if game.cards[card].is_choice else None
    played = len(game.history)
    reply = session.dispatch(Ask(card, option))
    assert reply.applied == Ask(card, option) and len(game.history) > played
    assert any("could not save the game" in line for line in reply.lines)
    assert session.save_problem is not None
    session.save_path = tmp_path / "g.save.json"                 # the disk is back
    assert session.save() == ["The game is saved again."]
    assert load_save(tmp_path / "g.save.json", "destination-x").said == tuple(session.last_lines)


def test_a_full_disk_is_said_once_and_leaves_the_last_save_whole(dx_matcher, tmp_path, monkeypatch):
    save = tmp_path / "g.save.json"
    game, session = dx_session(dx_matcher, save_path=save)
    assert session.save() == []
    before = save.read_text()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    card = game.playable_cards()[0]
    option = game.cards[card].options[0].id if game.cards[card].is_choice else None
    reply = session.dispatch(Ask(card, option))
    assert reply.applied is not None and "(the disk is full)" in reply.lines[-1]
    # what is safe and what to do: the save written a move ago is whole, and space brings it back
    assert "The last save is intact" in reply.lines[-1] and "free some disk space" in reply.lines[-1]
    assert session.save() == []                                  # said once, not every turn
    assert save.read_text() == before and not list(tmp_path.glob("*.tmp"))


def test_a_korean_table_hears_why_a_save_failed_in_korean(tmp_path, monkeypatch):
    # the reason was the system's English ("No space left on device") inside a Korean sentence
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=4, spy_strategy="random"))
    session = Session(DestinationXApp(game, lang="ko"), Matcher(game="destination-x", lang="ko"),
                      save_path=tmp_path / "g.save.json", typed=True)
    assert session.save() == []

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    line, = session.save()
    assert "(디스크가 가득 찼습니다)" in line and "디스크 공간을 비우면" in line
    assert not any(word in line for word in ("No space", "device"))


def test_a_failure_with_no_words_of_its_own_is_said_in_the_systems_words():
    from hideout.session import save_failure

    assert save_failure(OSError(errno.ENOSPC, "No space left on device"), "en") == "the disk is full"
    assert save_failure(OSError(errno.EXDEV, "Invalid cross-device link"), "ko") == "Invalid cross-device link"
    assert save_failure(ValueError("bad"), "en") == "ValueError: bad"


def test_a_game_never_saved_is_not_said_to_have_a_save_to_go_back_to(dx_matcher, tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    _game, session = dx_session(dx_matcher, save_path=folder)   # the very first write fails
    line, = session.save()
    assert "nothing of it is saved yet" in line and "intact" not in line


def test_a_save_that_stops_fitting_keeps_the_last_one_and_says_how_to_go_on(tmp_path):
    # files may grow to 550 bytes here (a real limit, ulimit -f): the opening's save (about 470
    # bytes) fits, the one after the first answer (about 660) does not. The way out said only
    # "The game could not be saved (File too large)": not what was kept, nor what to do.
    import resource

    save = tmp_path / "g.save.json"

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (550, 550))

    out = subprocess.run([sys.executable, "-m", "hideout", "play", "--text", "--seed", "3", "--players",
                          "Ann,Ben", "--save", str(save)], input="what is the export\nquit\n",
                         capture_output=True, text=True, timeout=120, cwd=ROOT, preexec_fn=small_files,
                         env={**os.environ, "HIDEOUT_HOME": str(tmp_path), "COLUMNS": "400"})
    flat = " ".join(out.stdout.split())
    assert out.returncode == 0 and "The main export is" in flat
    assert "The last save is intact, but nothing from now on is saved" in flat
    assert f"The save file {save} is intact" in flat
    assert flat.endswith(f"continue from there with: hideout play destination-x --resume --save {save}")
    saved = load_save(save, "destination-x")                     # the opening's, whole
    assert saved.said == () and [c["type"] for c in saved.state["commands"]] == ["hide"]
    again = hideout("play", "--text", "--resume", "--save", str(save), stdin="status\nquit\n", home=tmp_path)
    assert again.returncode == 0 and "Ann's turn; ask a question" in again.stdout


def _quit_with_a_save_folder_that_cannot_be_made(tmp_path):
    """Play and quit at once, saving under a path whose folder is a file: every save fails."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    out = hideout("play", "--text", "--seed", "3", "--save", str(blocker / "g.save.json"),
                  stdin="quit\n", home=tmp_path)
    assert out.returncode == 0
    return " ".join(out.stdout.split())


def test_the_way_out_of_a_game_never_saved_says_there_is_nothing_to_continue(tmp_path):
    flat = _quit_with_a_save_folder_that_cannot_be_made(tmp_path)
    assert "there is no game to continue" in flat and "--resume" not in flat


def test_resume_restores_what_was_said_so_repeat_works(dx_matcher, tmp_path):
    save = tmp_path / "g.save.json"
    game, session = dx_session(dx_matcher, save_path=save)
    ask_first_card(game, session)
    answer = list(session.last_lines)
    saved = load_save(save, "destination-x")
    assert saved.said == tuple(answer) and not saved.finished
    again = DestinationXGame.from_json(saved.state)
    resumed = Session(DestinationXApp(again), dx_matcher, save_path=save, typed=True)
    resumed.last_lines = list(saved.said)
    assert resumed.handle("repeat").lines == answer


# -- the command line ----------------------------------------------------------------------------

def hideout(*args: str, stdin: str = "", home: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hideout", *args], input=stdin, capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env={**os.environ, "HIDEOUT_HOME": str(home)})


def test_a_new_game_keeps_the_unfinished_one_and_says_how_to_resume_it(tmp_path):
    first = hideout("play", "duel", "--text", "--seed", "3", stdin="status\nquit\n", home=tmp_path)
    assert first.returncode == 0
    before = (tmp_path / "duel.save.json").read_text()
    second = hideout("play", "duel", "--text", "--seed", "4", stdin="quit\n", home=tmp_path)
    assert second.returncode == 0 and "An unfinished game was kept as" in second.stdout
    kept = [p for p in tmp_path.glob("duel-*.save.json")]
    assert len(kept) == 1 and kept[0].read_text() == before
    assert f"--resume--save{kept[0]}" in "".join(second.stdout.split())   # the console wraps lines
    assert not list(tmp_path.glob("*.tmp"))


def test_repeat_after_resume_says_the_answer_paid_for_before_the_kill(tmp_path):
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=11, spy_strategy="random"))
    app = DestinationXApp(game)      # the computer spy hides first, as in `hideout play`
    card = game.playable_cards()[0]
    option = game.cards[card].options[0].id if game.cards[card].is_choice else None
    from hideout.demo import phrase_for

    phrase = phrase_for(Ask(card, option), "en", app, random.Random(0))
    args = ("play", "--text", "--seed", "11", "--spy", "random", "--players", "Ann,Ben")
    hideout(*args, stdin=phrase + "\nquit\n", home=tmp_path)
    said = load_save(tmp_path / "destination-x.save.json", "destination-x").said
    assert said
    out = hideout("play", "--text", "--resume", stdin="repeat\nquit\n", home=tmp_path)
    assert out.returncode == 0
    flat = " ".join(out.stdout.split())
    assert "Before the break I said:" in flat and flat.count(" ".join(said[-1].split())) >= 2


def test_ctrl_c_gives_the_resume_command(tmp_path):
    # a terminal's Ctrl-C: a runner started in the background (`cmd &` without job control) ignores
    # SIGINT, and its children inherit that, so the game is given the default a player's shell gives
    proc = subprocess.Popen([sys.executable, "-m", "hideout", "play", "duel", "--text", "--seed", "2"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, cwd=ROOT, env={**os.environ, "HIDEOUT_HOME": str(tmp_path)},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.time() + 60
    while time.time() < deadline and not (tmp_path / "duel.save.json").exists():
        time.sleep(0.2)
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert "Stopped." in out and "hideout play duel --resume" in out and "Traceback" not in out


def test_a_second_window_on_the_same_save_is_told_and_saves_apart(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "hideout", "play", "duel", "--text", "--seed", "2"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, cwd=ROOT, env={**os.environ, "HIDEOUT_HOME": str(tmp_path)})
    try:
        deadline = time.time() + 60
        while time.time() < deadline and not (tmp_path / "duel.save.json").exists():
            time.sleep(0.2)
        resumed = hideout("play", "duel", "--text", "--resume", stdin="quit\n", home=tmp_path)
        assert resumed.returncode == 1 and "being played in another window" in resumed.stdout
        other = hideout("play", "duel", "--text", "--seed", "5", stdin="quit\n", home=tmp_path)
        assert other.returncode == 0 and "this one saves to" in " ".join(other.stdout.split())
        assert (tmp_path / "duel-2.save.json").exists()
    finally:
        proc.communicate("quit\n", timeout=30)


def test_set_up_options_given_with_resume_are_said_to_be_unused(tmp_path):
    # "--resume --players Zed,Yan --destinations 10" went on with Ann and Ben at six destinations
    # without a word about the options it dropped
    hideout("play", "--text", "--players", "Ann,Ben", "--seed", "3", stdin="quit\n", home=tmp_path)
    before = (tmp_path / "destination-x.save.json").read_text()
    out = hideout("play", "--text", "--resume", "--players", "Zed,Yan", "--destinations", "10",
                  stdin="status\nquit\n", home=tmp_path)
    flat = " ".join(out.stdout.split())
    assert out.returncode == 0 and "Ann's turn" in flat
    assert "A resumed game keeps its own set-up: --players, --destinations not used." in flat
    assert (tmp_path / "destination-x.save.json").read_text() == before   # and nothing changed
    plain = hideout("play", "--text", "--resume", stdin="quit\n", home=tmp_path)
    assert "keeps its own set-up" not in plain.stdout


def test_true_detective_with_more_red_cards_than_blue_is_one_line(tmp_path):
    out = hideout("play", "--text", "--true-detective", ",".join(["traffic"] * 9), stdin="quit\n", home=tmp_path)
    assert out.returncode == 1 and "Traceback" not in out.stdout + out.stderr
    assert "names traffic twice" in out.stdout


@pytest.mark.parametrize("spec, lang, said", [
    # a red card named twice was "'traffic' is already in the deck", in English in a Korean game too
    ("traffic,traffic", "en", "--true-detective names traffic twice: name each red card once"),
    ("traffic,traffic", "ko", "--true-detective에 traffic 카드를 두 번 적었습니다"),
    ("population", "en", "'population' is not a red-star card: --true-detective takes all, or some of history,"),
    ("population", "ko", "빨간 별 카드가 아닙니다: 'population'."),
    ("traffic=population", "en", "'population' is not a blue-star card: the blue cards are religion,"),
    ("traffic=religion,coastline=religion", "en", "--true-detective replaces religion twice"),
])
def test_true_detective_mistakes_are_told_plainly_in_the_games_language(spec, lang, said):
    from types import SimpleNamespace

    from hideout.destination_x_app import build_destination_x
    from hideout.phrasebook import phrasebook
    from hideout.refusals import explain_refusal

    args = SimpleNamespace(save="unused.json", resume=False, players="Ann,Ben", lang=lang, seed=1,
                           open_cards=None, destinations=6, true_detective=spec, gaining_knowledge=False,
                           spy="easy", physical=False)
    with pytest.raises(CommandError) as err:
        build_destination_x(args)
    assert said in explain_refusal(phrasebook(lang), err.value)


def test_true_detective_all_in_any_case_is_all():
    from types import SimpleNamespace

    from hideout.destination_x_app import build_destination_x

    args = SimpleNamespace(save="unused.json", resume=False, players="Ann,Ben", lang="en", seed=1,
                           open_cards=None, destinations=6, true_detective=" All ", gaining_knowledge=False,
                           spy="easy", physical=False)
    app, _ = build_destination_x(args)   # "'All' is not a red-star card"
    assert app.game.config.true_detective == "all"


def test_true_detective_takes_cards_by_their_names_in_any_case():
    from hideout.destination_x_app import _red_for_blue

    assert [red for red, _ in _red_for_blue("Capital-Largest, Indian Ocean ")] == ["capital_largest", "indian"]
    assert _red_for_blue("traffic=Religion Choice") == (("traffic", "religion_choice"),)


def test_a_save_folder_that_cannot_be_made_is_said_once_at_the_start(tmp_path):
    # the lock and the first save fail for the same reason: one sentence, not the same one twice
    flat = _quit_with_a_save_folder_that_cannot_be_made(tmp_path)
    assert flat.count("I could not save the game") == 1
    assert "The game could not be saved" in flat          # and the way out says it is not saved


def test_a_save_failing_at_the_start_is_said_after_the_welcome(tmp_path):
    # the table heard an error before it knew what the game was: the welcome first, then the
    # problem with its remedy, then the round's opening (ending on whose turn it is)
    flat = _quit_with_a_save_folder_that_cannot_be_made(tmp_path)
    welcome, problem, turn = (flat.index("Destination X. I am the spy"), flat.index("I could not save the game"),
                              flat.index("your turn"))
    assert welcome < problem < turn
    assert "We play on; fix what stops the save" in flat[problem:turn]


def read_until_prompt(proc: subprocess.Popen, timeout: float = 60) -> str:
    import select

    assert proc.stdout is not None
    seen = b""
    deadline = time.time() + timeout
    while time.time() < deadline and not seen.rstrip().endswith(b">"):
        ready, _, _ = select.select([proc.stdout], [], [], 0.2)
        if ready:
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            seen += chunk
    return seen.decode("utf-8", "replace")


def test_quitting_once_the_disk_has_room_again_saves_the_game(tmp_path):
    # a save that failed during play (here: the folder's place was taken) is tried again on quit,
    # so a game the disk could not hold a moment ago is not lost once it can
    folder = tmp_path / "saves"
    folder.write_text("")                                 # the folder cannot be made yet
    save = folder / "g.save.json"
    proc = subprocess.Popen([sys.executable, "-m", "hideout", "play", "--text", "--seed", "3",
                             "--players", "Ann,Ben", "--save", str(save)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            cwd=ROOT, env={**os.environ, "HIDEOUT_HOME": str(tmp_path)})
    try:
        assert "could not save the game" in " ".join(read_until_prompt(proc).split())
        folder.unlink()
        folder.mkdir()                                    # room again
        out, _ = proc.communicate(b"quit\n", timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    flat = " ".join(out.decode("utf-8", "replace").split())
    assert proc.returncode == 0 and "could not be saved" not in flat
    assert "Continue it with" in flat
    saved = load_save(save, "destination-x")
    assert not saved.finished and saved.state["config"]["players"] == ["Ann", "Ben"]


def test_the_korean_resume_command_printed_is_all_it_takes(tmp_path):
    # it added "--lang ko", which a resume never needs (the save keeps its language), and the
    # line broke between "--lang" and "ko"
    first = hideout("play", "--text", "--lang", "ko", "--seed", "3", "--players", "민수,지영",
                    stdin="종료\n", home=tmp_path)
    said = " ".join(first.stdout.split())
    command = said.split("이어서 하려면: ")[-1]
    assert first.returncode == 0 and command == "hideout play destination-x --resume"
    again = hideout(*command.split()[1:], "--text", stdin="상태\n종료\n", home=tmp_path)
    assert again.returncode == 0 and "민수 수사관의 차례입니다" in again.stdout


def test_a_damaged_save_kept_aside_is_not_offered_for_resuming(tmp_path):
    # a new game keeps a damaged save (never destroys a file), but told the table to
    # "continue it with --resume", which can only fail
    (tmp_path / "destination-x.save.json").write_text('{"format": "hideout-save", "vers')
    out = hideout("play", "--text", "--seed", "3", stdin="quit\n", home=tmp_path)
    flat = " ".join(out.stdout.split())
    kept = list(tmp_path.glob("destination-x-*.save.json"))
    assert out.returncode == 0 and len(kept) == 1
    assert "cannot be resumed" in flat and "continue it with" not in flat


@pytest.mark.parametrize("asked", ["status", "help"])
def test_status_or_help_while_a_yes_is_awaited_ends_on_the_question(dx_matcher, asked):
    # "Eliminate Nepal?", then "status": the status ended on the round's last answer, and the
    # next "yes" still eliminated, though the question was no longer the last thing said
    game, session = dx_session(dx_matcher)
    ask_first_card(game, session)
    target = game.remaining()[0]
    session.dispatch(Eliminate(target))
    question = session.adapter.confirmation_question(Eliminate(target))
    reply = session.handle(asked)
    assert reply.lines[-1] == question and session.pending == Eliminate(target)
    assert session.handle("repeat").lines[-1] == question
    assert session.handle("yes").applied == Eliminate(target)
    assert session.handle(asked).lines[-1] != question   # nothing waits: nothing asked again


def test_a_refused_command_leaves_the_question_waiting(dx_matcher):
    # "Arrest in Qatar? That ends the round.", then "what is the population" (refused: an
    # elimination or arrest is due): the arrest was dropped without a word, and the "yes" that
    # followed got "There is nothing to confirm."
    game, session = dx_session(dx_matcher)
    ask_first_card(game, session)
    before, arrest = game.to_json(), Guess(game.hideout)
    session.dispatch(arrest)
    question = session.adapter.confirmation_question(arrest)
    card = next(c for c in game.cards if not game.cards[c].is_choice)
    reply = session.dispatch(Ask(card))
    assert reply.applied is None and reply.lines[0].startswith("Sorry") and reply.lines[-1] == question
    assert game.to_json() == before and session.pending == arrest
    assert session.handle("repeat").lines[-1] == question
    assert session.handle("yes").applied == arrest


def test_an_allowed_command_still_replaces_the_question(dx_matcher):
    game, session = dx_session(dx_matcher)
    ask_first_card(game, session)
    first, second = [d for d in game.remaining() if d != game.hideout][:2]
    session.dispatch(Eliminate(first))
    assert session.dispatch(Eliminate(second)).lines == [session.adapter.confirmation_question(Eliminate(second))]
    assert session.handle("yes").applied == Eliminate(second) and first in game.remaining()
