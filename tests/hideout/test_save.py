import json

import pytest

from hideout.save import SaveError, load_save, read_save, write_save


def test_round_trip(tmp_path):
    path = tmp_path / "g.save.json"
    write_save(path, "destination-x", {"seed": 3, "history": [{"type": "ask", "card": "population"}]})
    assert read_save(path, "destination-x") == {"seed": 3, "history": [{"type": "ask", "card": "population"}]}
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_rewrite_replaces_whole_file(tmp_path):
    path = tmp_path / "g.save.json"
    write_save(path, "duel", {"n": 1})
    write_save(path, "duel", {"n": 2})
    assert read_save(path, "duel") == {"n": 2}


@pytest.mark.parametrize(
    "content, words",
    [
        ('{"format": "hideout-save", "version": 1, "game": "destination-x", "state": {', "corrupt"),
        ("\x00\x01garbage", "corrupt"),
        ('{"hello": "world"}', "not a Hideout save"),
        ('{"format": "hideout-save", "version": 99, "game": "destination-x", "state": {}}', "version"),
        ('{"format": "hideout-save", "version": 1, "game": "duel", "state": {}}', "'duel' game"),
        ('{"format": "hideout-save", "version": 1, "game": "destination-x", "state": 3}', "no game state"),
    ],
)
def test_bad_saves_are_refused_with_reason(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_save(path, "destination-x")
    assert words in str(err.value)


def test_missing_save_says_how_to_start(tmp_path):
    with pytest.raises(SaveError, match="hideout play"):
        read_save(tmp_path / "none.json", "destination-x")


def test_failed_write_keeps_previous_save(tmp_path):
    path = tmp_path / "g.save.json"
    write_save(path, "duel", {"n": 1})
    with pytest.raises(TypeError):
        write_save(path, "duel", {"n": object()})  # not JSON-serialisable: the write fails midway
    assert read_save(path, "duel") == {"n": 1}
    assert json.loads(path.read_text())["state"] == {"n": 1}
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_file_where_the_save_folder_should_be_is_named_as_such(tmp_path):
    # the reason said was "File exists" (mkdir's own words for it): the table could not tell what
    blocker = tmp_path / "saves"
    blocker.write_text("")
    with pytest.raises(NotADirectoryError, match="a file is where the save folder should be") as err:
        write_save(blocker / "inner" / "g.save.json", "duel", {"n": 1})
    assert err.value.filename == str(blocker)
    assert blocker.read_text() == "" and [p.name for p in tmp_path.iterdir()] == ["saves"]


def test_a_device_or_pipe_named_as_the_save_is_never_replaced(tmp_path):
    # "--save /dev/null" run as root replaced the system's /dev/null with a save file
    import os
    import stat

    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.destination_x_app import DestinationXApp
    from hideout.grammar.matcher import Matcher
    from hideout.session import Session

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)   # a special file anyone may make, as /dev/null is one
    with pytest.raises(OSError, match="Not a regular file"):
        write_save(pipe, "duel", {"n": 1})
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe"]   # no temp file left
    game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=3, spy_strategy="random"))
    session = Session(DestinationXApp(game), Matcher(game="destination-x", lang="en"), save_path=pipe, typed=True)
    assert session.save() == ["I could not save the game (Not a regular file), and nothing of it is saved yet. "
                              "We play on; fix what stops the save and I will save after the next move."]
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)

# -- where saves go, locks, kills, keeping unfinished games --------------------------------------

import os  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from hideout.save import (  # noqa: E402
    SaveLock, SaveLocked, default_save_dir, holds_unfinished_game, keep_aside, load_save,
)

ROOT = Path(__file__).resolve().parents[2]


def test_default_folder_is_the_platforms_user_data_folder(monkeypatch, tmp_path):
    from platformdirs import user_data_path

    monkeypatch.delenv("HIDEOUT_HOME", raising=False)
    assert default_save_dir() == user_data_path("hideout", appauthor=False)
    monkeypatch.setenv("HIDEOUT_HOME", str(tmp_path))
    assert default_save_dir() == tmp_path


def test_session_fields_round_trip_and_are_checked(tmp_path):
    path = tmp_path / "g.save.json"
    write_save(path, "duel", {"n": 1}, finished=True, said=["Ann asked.", "Yes."])
    saved = load_save(path, "duel")
    assert saved.finished and saved.said == ("Ann asked.", "Yes.")
    doc = json.loads(path.read_text())
    doc["said"] = "Yes."
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="session fields"):
        load_save(path, "duel")


@pytest.mark.parametrize("text, words", [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": "hideout-save", "version": 1, "game": "duel", "state": {"seed": ' + "9" * 5000 + "}}",
     "corrupt"),
])
def test_hostile_json_is_a_save_error(tmp_path, text, words):
    path = tmp_path / "g.save.json"
    path.write_text(text)
    with pytest.raises(SaveError, match=words):
        load_save(path, "duel")


def test_a_folder_or_a_huge_file_is_no_save(tmp_path):
    with pytest.raises(SaveError, match="folder"):
        load_save(tmp_path, "duel")
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(17 * 1024 * 1024)
    with pytest.raises(SaveError, match="too big"):
        load_save(big, "duel")


def test_one_lock_per_save(tmp_path):
    path = tmp_path / "g.save.json"
    with SaveLock(path):
        with pytest.raises(SaveLocked, match=f"process {os.getpid()}"):
            SaveLock(path).acquire()
        SaveLock(tmp_path / "other.save.json").acquire().release()   # another save is free
    SaveLock(path).acquire().release()                               # released with the game


def test_lock_dies_with_a_killed_game_and_its_temp_files_are_removed(tmp_path):
    """A game killed mid-write: the next game gets the lock, finds no *.tmp and a whole save."""
    path = tmp_path / "g.save.json"
    writer = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from hideout.save import SaveLock, write_save\n"
        "path = Path(sys.argv[1]); lock = SaveLock(path).acquire()\n"
        "state = {'history': ['x' * 1000] * 2000}\n"
        "print('ready', flush=True)\n"
        "while True:\n"
        "    write_save(path, 'duel', state)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", writer, str(path)], cwd=ROOT, stdout=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
    time.sleep(0.3)
    with pytest.raises(SaveLocked):
        SaveLock(path).acquire()
    # A kill lands mid-write most of the time; leave one temp file for certain.
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    (tmp_path / f"{path.name}.abc123.tmp").write_text("half a save")
    with SaveLock(path):
        assert not list(tmp_path.glob("*.tmp"))
        assert load_save(path, "duel").state["history"][0] == "x" * 1000


def test_a_new_game_never_destroys_an_unfinished_one(tmp_path):
    path = tmp_path / "destination-x.save.json"
    assert not holds_unfinished_game(path, "destination-x")
    write_save(path, "destination-x", {"n": 1}, finished=False)
    assert holds_unfinished_game(path, "destination-x")
    kept = keep_aside(path)
    assert not path.exists() and read_save(kept, "destination-x") == {"n": 1}
    assert kept.name.startswith("destination-x-") and kept.name.endswith(".save.json")
    write_save(path, "destination-x", {"n": 2}, finished=True)
    assert not holds_unfinished_game(path, "destination-x")      # a finished game may go
    path.write_text("someone's notes")
    assert holds_unfinished_game(path, "destination-x")          # not ours: never overwritten


def test_resuming_with_no_save_names_the_command_for_that_game(tmp_path):
    # "start one with 'hideout play'" started Destination X for a player resuming a duel
    with pytest.raises(SaveError, match="start one with 'hideout play duel'"):
        load_save(tmp_path / "duel.save.json", "duel")


# -- a save's problems in the players' language ---------------------------------------------------

import re  # noqa: E402

from hideout.phrasebook import phrasebook  # noqa: E402
from hideout.refusals import explain_save_error  # noqa: E402


def _save_errors(tmp_path) -> list[SaveError]:
    """One SaveError of each kind a player can meet when a save cannot be used."""
    found: list[SaveError] = []

    def catch(thunk) -> None:
        with pytest.raises(SaveError) as err:
            thunk()
        found.append(err.value)

    def bad(name: str, text: str) -> Path:
        path = tmp_path / name
        path.write_text(text)
        return path

    catch(lambda: load_save(tmp_path / "none.json", "destination-x"))
    catch(lambda: load_save(tmp_path, "destination-x"))
    catch(lambda: load_save(bad("a.json", "{"), "destination-x"))
    catch(lambda: load_save(bad("b.json", '{"hello": 1}'), "destination-x"))
    catch(lambda: load_save(bad("c.json", '{"format": "hideout-save", "version": 9, "game": "duel"}'), "duel"))
    catch(lambda: load_save(bad("d.json", '{"format": "hideout-save", "version": 1, "game": "duel"}'),
                            "destination-x"))
    with SaveLock(tmp_path / "e.json"):
        catch(lambda: SaveLock(tmp_path / "e.json").acquire())
    return found


def test_every_save_error_is_worded_in_korean(tmp_path):
    # a Korean game said "there is no saved game at ..." in English
    book = phrasebook("ko")
    errors = _save_errors(tmp_path)
    assert {e.code for e in errors} == {"missing", "folder", "corrupt", "not_save", "version",
                                        "other_game", "locked_by"}
    for err in errors:
        said = explain_save_error(book, err)
        assert re.search("[가-힣]", said) and err.params["path"] in said, said
        words = said.replace(err.params["path"], "").replace("--save", "")
        assert not re.search("save|game|cannot", words), said


def test_english_save_errors_read_as_before(tmp_path):
    book = phrasebook("en")
    for err in _save_errors(tmp_path):
        assert explain_save_error(book, err) == str(err)


def test_a_korean_resume_with_no_save_is_told_in_korean(tmp_path):
    out = subprocess.run([sys.executable, "-m", "hideout", "play", "--text", "--lang", "ko", "--resume",
                          "--save", str(tmp_path / "none.json")], capture_output=True, text=True,
                         cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL)
    assert out.returncode == 1
    assert "저장된 게임이 없습니다" in out.stdout and "no saved game" not in out.stdout


def test_korean_save_errors_keep_every_detail_the_english_gives():
    # the Korean "cannot be resumed" dropped its {reason}: a player was told the file was damaged
    # with nothing of why (the engine's own reason, which may be no damage at all)
    import string

    import yaml

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    def wordings(lang: str) -> dict[str, str]:
        doc = yaml.safe_load((ROOT / "data" / "i18n" / lang / "dialogue.yaml").read_text("utf-8"))
        return doc["save_errors"]

    english, korean = wordings("en"), wordings("ko")
    assert set(korean) == set(english)
    for code, text in english.items():
        assert fields(korean[code]) == fields(text), code


# -- the language a game was saved in --------------------------------------------------------------

import io  # noqa: E402


def _play(monkeypatch, capsys, argv: list[str], lines: list[str]) -> str:
    """One typed game through the command line, in this process: what it printed."""
    from hideout.cli import build_parser
    from hideout.play import play

    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    args = build_parser().parse_args(["play", "--text", "--quiet", *argv])
    assert play(args) == 0
    return capsys.readouterr().out


def test_a_save_keeps_its_language_and_older_saves_are_read_by_their_lines(tmp_path):
    path = tmp_path / "g.save.json"
    write_save(path, "destination-x", {"n": 1}, said=["Spy: Ann, your turn."], lang="ko")
    assert load_save(path, "destination-x").lang == "ko"
    doc = json.loads(path.read_text())
    for said, lang in ((["맞습니다. 저는 아르메니아에 없습니다."], "ko"), (["안나, your turn: ask a question."], "en"),
                       ([], None)):
        doc.pop("lang", None)
        doc["said"] = said
        path.write_text(json.dumps(doc))
        assert load_save(path, "destination-x").lang == lang


def test_a_resume_speaks_the_saved_language_unless_told_another(tmp_path, monkeypatch, capsys):
    # resumed without --lang, a Korean game went on in English, quoting its Korean lines as
    # "Before the break I said: 맞습니다 ..."; "repeat" said them again in an English game
    save = ["--save", str(tmp_path / "g.save.json")]
    _play(monkeypatch, capsys, ["--lang", "ko", "--seed", "1", "--players", "Ann,Ben", *save], ["국경"])
    korean = _play(monkeypatch, capsys, ["--resume", *save], [])
    assert "중단 전에 한 말" in korean and "Before the break" not in korean
    english = _play(monkeypatch, capsys, ["--resume", "--lang", "en", *save], ["repeat"])
    assert "Welcome back" in english and "Before the break" not in english
    assert not re.search("[가-힣]", english.replace("--lang\nko", "")), english


def test_repeat_right_after_the_opening_says_the_opening_again(tmp_path, monkeypatch, capsys):
    # it said "I have not said anything yet" after a whole opening
    out = _play(monkeypatch, capsys, ["--seed", "1", "--players", "Ann,Ben", "--save", str(tmp_path / "g.json")],
                ["repeat"])
    assert "not said anything" not in out and out.count("Ann, your turn.") == 2


def test_a_save_from_an_older_hideout_is_told_what_to_do_in_korean(tmp_path, monkeypatch, capsys):
    # a Korean table resuming a save from before the spy recorded its hideout was told, inside a
    # Korean sentence, "(this save file is from an older hideout ... start a new game)" in English
    from hideout.cli import build_parser
    from hideout.play import play

    path = tmp_path / "g.save.json"
    _play(monkeypatch, capsys, ["--lang", "ko", "--seed", "1", "--save", str(path)], [])
    doc = json.loads(path.read_text())
    doc["state"]["version"] = 1
    path.write_text(json.dumps(doc))
    for lang, words in (("ko", "새 게임을 시작하세요"), ("en", "start a new game")):
        assert play(build_parser().parse_args(["play", "--text", "--resume", "--lang", lang, "--save", str(path)])) == 1
        said = " ".join(capsys.readouterr().out.split())
        assert words in said, said
        if lang == "ko":
            assert not re.search("[A-Za-z]", said.replace(str(path), "")), said


def test_korean_save_errors_say_their_reason_is_in_english(tmp_path):
    # the engine's reasons are English; a Korean sentence quoting one says so
    book = phrasebook("ko")
    corrupt = next(e for e in _save_errors(tmp_path) if e.code == "corrupt")
    assert "영어" in explain_save_error(book, corrupt)
    from hideout.save import unresumable
    assert "영어" in explain_save_error(book, unresumable(tmp_path / "x.json", ValueError("two detectives share a name")))
