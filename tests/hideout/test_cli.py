"""The command line as a user runs it: real processes, real files."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hideout.engine.destination_x.commands import Ask
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.demo import phrase_for
from hideout.destination_x_app import DestinationXApp

ROOT = Path(__file__).resolve().parents[2]


def hideout(*args: str, stdin: str = "", timeout: float = 120, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hideout", *args], input=stdin, capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env={**os.environ, **(env or {})})


def test_parse_json_shape():
    out = hideout("parse", "--json", "--table", "FRA,BRA,PER,JPN,AUT,AUS", "um eliminate austria please")
    doc = json.loads(out.stdout)
    assert doc["command"] == {"type": "eliminate", "destination": "AUT"}
    assert set(doc) >= {"text", "command", "score", "alternatives"}


def test_parse_jsonl_batch():
    lines = [{"text": "what's the population", "table": []},
             {"text": "the spy is in peru", "table": ["PER", "FRA", "JPN", "BRA", "AUT", "CHN"]},
             {"text": "pass me the crisps"}]
    out = hideout("parse", "--jsonl", stdin="\n".join(json.dumps(x) for x in lines) + "\n")
    docs = [json.loads(line) for line in out.stdout.splitlines()]
    assert [d["command"] for d in docs] == [{"type": "ask", "card": "population"},
                                            {"type": "guess", "destination": "PER"}, None]



def test_a_table_with_an_unknown_destination_id_is_refused_not_dropped():
    # "GER" is no alpha-3 id (Germany is DEU): matched without it, "eliminate germany" would be
    # refused in a game whose table holds Germany, and nothing would say why
    one = hideout("parse", "--table", "FRA,GER,BRA", "eliminate germany")
    assert one.returncode == 2 and "GER" in one.stderr and "Traceback" not in one.stderr
    lines = [{"text": "eliminate brazil", "table": ["FRA", "XXX"]},
             {"text": "eliminate brazil", "table": "fra,bra"}]
    out = hideout("parse", "--jsonl", stdin="\n".join(json.dumps(x) for x in lines) + "\n")
    docs = [json.loads(line) for line in out.stdout.splitlines()]
    assert "XXX" in docs[0]["error"] and docs[1]["command"] == {"type": "eliminate", "destination": "BRA"}
    heard = hideout("hear", "--table", "FRA,GER", "no-such-file.wav")
    assert heard.returncode == 2 and "GER" in heard.stderr and "Traceback" not in heard.stderr


def test_handbook_page_json():
    doc = json.loads(hideout("handbook", "FRA", "--json").stdout)
    assert doc["capital"] == "Paris" and doc["sources"]["population"]["source"] == "factbook"
    bad = hideout("handbook", "Atlantis")
    assert bad.returncode == 1 and "no destination called 'Atlantis'" in bad.stderr


def test_handbook_takes_a_name_of_several_words_unquoted():
    # "hideout handbook south korea" was "unrecognized arguments: korea"
    page = hideout("handbook", "south", "korea", "--json")
    assert page.returncode == 0 and json.loads(page.stdout)["id"] == "KOR"
    bad = hideout("handbook", "north", "atlantis")
    assert bad.returncode == 1 and "no destination called 'north atlantis'" in bad.stderr


def test_models_errors_name_the_command():
    bad = hideout("models", "where", "xx")
    assert bad.returncode == 1 and bad.stderr.startswith("hideout models: no Vosk model is known for language 'xx'")


def test_corrupt_save_is_refused_clearly(tmp_path):
    save = tmp_path / "s.json"
    save.write_text("{not json", encoding="utf-8")
    out = hideout("play", "--text", "--resume", "--save", str(save))
    assert out.returncode == 1 and "corrupt" in out.stdout
    assert save.read_text() == "{not json"  # the evidence is left alone


def test_killed_game_resumes_where_it_stopped(tmp_path):
    """kill -9 in the middle of a typed game, then --resume: every applied command is kept."""
    save = tmp_path / "s.json"
    proc = subprocess.Popen([sys.executable, "-m", "hideout", "play", "--text", "--save", str(save),
                             "--seed", "11", "--spy", "random", "--players", "Ann,Ben"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, cwd=ROOT)
    assert proc.stdin is not None
    # Ann asks with the first card of her hand (the same seed deals the same hand here).
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=11, spy_strategy="random"))
    card = game.hands["Ann"][0]
    option = game.cards[card].options[0].id if game.cards[card].is_choice else None
    phrase = phrase_for(Ask(card, option), "en", DestinationXApp(game), random.Random(0))
    proc.stdin.write(phrase + "\n")
    proc.stdin.flush()
    deadline = time.time() + 60
    while time.time() < deadline:
        if save.exists() and len(json.loads(save.read_text())["state"]["commands"]) > 1:
            break
        time.sleep(0.2)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    state = json.loads(save.read_text())["state"]
    # The spy's hideout (its own command, from its own view), then Ann's question.
    assert [c["type"] for c in state["commands"]] == ["hide", "ask"]
    assert state["commands"][1] == Ask(card, option).to_json()
    out = hideout("play", "--text", "--resume", "--save", str(save), stdin="status\nquit\n")
    assert out.returncode == 0, out.stdout
    assert "Welcome back" in out.stdout and "eliminate a destination" in out.stdout


@pytest.mark.parametrize("game", ["destination-x", "duel"])
def test_typed_game_quits_and_tells_how_to_resume(tmp_path, game):
    out = hideout("play", game, "--text", "--save", str(tmp_path / "x.json"), "--seed", "2", stdin="help\nquit\n")
    assert out.returncode == 0
    assert f"hideout play {game} --resume" in out.stdout


def _has_microphone() -> bool:
    return hideout("devices", "--has-input").returncode == 0


@pytest.mark.skipif(_has_microphone(), reason="this machine has a microphone: the game would listen to it")
def test_voice_play_without_microphone_says_so_and_takes_typing(tmp_path):
    out = hideout("play", "--save", str(tmp_path / "v.json"), "--seed", "1", "--players", "Ann,Ben",
                  "--quiet", stdin="status\nquit\n")
    assert out.returncode == 0
    said = " ".join(out.stdout.split())
    # said without the sound system's English reason and advice ("(no microphone found (no input
    # device); use typed input (--text))"), which the terminal still shows as a note
    assert "Spy: No microphone is available. Type your commands instead." in said, said
    assert "Round one. Detectives zero, spy zero." in out.stdout  # the typed "status" was answered
    korean = hideout("play", "--save", str(tmp_path / "k.json"), "--lang", "ko", "--quiet", stdin="quit\n")
    assert "마이크를 사용할 수 없습니다. 명령을 입력하세요." in " ".join(korean.stdout.split())


@pytest.mark.parametrize("lang,players,said", [
    ("en", "Ann,ann", "two detectives are called Ann: give each a name of their own, like Ann and Ann B"),
    ("ko", "Ann,Ann", "Ann라는 이름의 수사관이 둘입니다"),
    ("en", ",".join("ABCDEFGHIJ"), "a game needs 1 to 9 detectives, not 10"),
])
def test_an_impossible_table_is_told_in_the_games_language(tmp_path, capsys, lang, players, said):
    # "two detectives share a name in ['Ann', 'Ann']": a Python list, and English in a Korean game
    from hideout.cli import build_parser
    from hideout.play import play

    args = build_parser().parse_args(["play", "--text", "--lang", lang, "--players", players,
                                      "--save", str(tmp_path / "g.json")])
    assert play(args) == 1
    out = " ".join(capsys.readouterr().out.split())
    assert said in out and "[" not in out, out


def test_devices_on_a_machine_with_none_says_so(monkeypatch, capsys):
    # PortAudio's empty listing printed an empty line: a host could not tell it from a hang
    import sounddevice

    from hideout.cli import main

    class NoDevices(list):
        pass

    monkeypatch.setattr(sounddevice, "query_devices", lambda: NoDevices())
    assert main(["devices"]) == 0
    assert capsys.readouterr().out.strip() == "no audio devices (PortAudio found none): play with --text"


@pytest.mark.parametrize("port, said", [("99999", "a port is 0 to 65535, not 99999"), ("-1", "a port is 0 to 65535, not -1"),
                                        ("abc", "not a port number: 'abc'")])
def test_a_port_out_of_range_is_a_usage_error_not_a_traceback(port, said, capsys):
    # --port 99999 ended in "OverflowError: bind(): port must be 0-65535." and a traceback
    from hideout.cli import main

    with pytest.raises(SystemExit) as err:
        main(["play", "--text", "--web", "--port", port])
    assert err.value.code == 2 and said in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "demo"])
def test_a_negative_seed_is_a_usage_error_and_the_help_says_so(command, capsys):
    # --seed -1 played seed 1's game (Python's random seeds with the absolute value): a player
    # who asked for another game got one already known
    from hideout.cli import main

    with pytest.raises(SystemExit) as err:
        main([command, "--seed", "-1"])
    assert err.value.code == 2 and "a seed is 0 or more, not -1" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "0 or more" in " ".join(capsys.readouterr().out.split())


@pytest.mark.slow
def test_hear_with_damaged_whisper_weights_hears_with_pocketsphinx_alone(damaged_whisper_weights, monkeypatch,
                                                                        capsys, tmp_path, speech):
    # the weights load in a thread while hear builds its grammar: CTranslate2's error surfaced
    # from the first decode as a traceback, then as a refusal to hear at all; PocketSphinx alone
    # hears English, and is judged as `--recogniser sphinx` is
    from hideout.cli import main
    from hideout.voice import whisper
    from hideout.voice.audio import write_wav

    write_wav(tmp_path / "asked.wav", speech.pcm("what is the population", "en-us", 160, 50))
    heard = ["hear", "--json", "--table", "BRA,FRA,PER,JPN,AUT,CHN", str(tmp_path / "asked.wav")]
    assert main([*heard, "--recogniser", "sphinx"]) == 0
    alone = json.loads(capsys.readouterr().out)
    monkeypatch.setattr(whisper, "weights_dir", lambda: damaged_whisper_weights)
    assert main(heard) == 0
    out, err = capsys.readouterr()
    fallen_back = json.loads(out)
    same = ("transcript", "command", "action", "confidence", "recogniser")
    assert {k: fallen_back[k] for k in same} == {k: alone[k] for k in same}
    assert fallen_back["command"] == {"type": "ask", "card": "population"} and "second_opinion" not in fallen_back
    said = err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith("hideout hear: the second opinion is off, hearing with "
                                                 "PocketSphinx alone: the Whisper weights in ")


@pytest.mark.slow
def test_hear_batch_with_damaged_whisper_weights_says_so_once(damaged_whisper_weights, monkeypatch, capsys,
                                                              tmp_path, speech):
    import io

    from hideout.cli import main
    from hideout.voice import whisper
    from hideout.voice.audio import write_wav

    monkeypatch.setattr(whisper, "weights_dir", lambda: damaged_whisper_weights)
    lines = []
    for name, text in (("asked", "what is the population"), ("out", "cross off peru")):
        write_wav(tmp_path / f"{name}.wav", speech.pcm(text, "en-us", 160, 50))
        lines.append(json.dumps({"audio": str(tmp_path / f"{name}.wav"), "table": ["BRA", "FRA", "PER", "JPN"]}))
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["hear", "--jsonl"]) == 0
    out, err = capsys.readouterr()
    results = [json.loads(line) for line in out.splitlines()]
    assert [r["recogniser"] for r in results] == ["sphinx", "sphinx"]   # no "error" lines: both heard
    assert results[1]["command"] == {"type": "eliminate", "destination": "PER"}
    assert err.count("the second opinion is off") == 1


@pytest.mark.slow
def test_hear_batch_with_damaged_moonshine_weights_says_so_once(damaged_moonshine_weights, monkeypatch, capsys,
                                                                tmp_path, speech):
    # the third ear loads at the first line the two ears disagree on: ONNX Runtime's error ended the batch
    import io

    from hideout.cli import main
    from hideout.voice.audio import write_wav

    lines = []
    for name, text in (("talk", "honestly I have no idea where it could be, maybe somewhere warm"),
                       ("asked", "what is the population"), ("more", "my uncle went there once on holiday")):
        write_wav(tmp_path / f"{name}.wav", speech.pcm(text, "en-us", 160, 50))
        lines.append(json.dumps({"audio": str(tmp_path / f"{name}.wav"), "table": ["BRA", "FRA", "PER", "JPN"]}))
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["hear", "--jsonl", "--recogniser", "sphinx+whisper+moonshine"]) == 0
    out, err = capsys.readouterr()
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 3 and not any("error" in r for r in results)
    assert results[1]["command"] == {"type": "ask", "card": "population"}
    assert all(r["recogniser"] == "sphinx+whisper" for r in results)   # the two ears heard every line
    assert err.count("the third ear is off") == 1 and "Moonshine weights could not be loaded" in err


@pytest.mark.slow
def test_korean_is_heard_by_vosk_whatever_whisper_s_weights(damaged_whisper_weights, monkeypatch, capsys,
                                                           tmp_path, speech):
    # Whisper is English only: damaged weights change nothing for a Korean table (Vosk)
    from hideout.cli import main
    from hideout.voice import whisper
    from hideout.voice.audio import write_wav

    monkeypatch.setattr(whisper, "weights_dir", lambda: damaged_whisper_weights)
    write_wav(tmp_path / "ko.wav", speech.pcm("상황", "ko", 150))
    assert main(["hear", "--json", "--lang", "ko", "--table", "BRA,FRA,PER,JPN", str(tmp_path / "ko.wav")]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["recogniser"] == "vosk" and "second opinion" not in err


@pytest.mark.slow
@pytest.mark.parametrize("game", ["destination-x", "duel"])
def test_demo_with_damaged_whisper_weights_plays_on_with_pocketsphinx(damaged_whisper_weights, monkeypatch,
                                                                      capsys, game):
    import shutil

    from hideout.cli import main
    from hideout.phrasebook import dialogue_text
    from hideout.voice import whisper

    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    monkeypatch.setattr(whisper, "weights_dir", lambda: damaged_whisper_weights)
    assert main(["demo", game, "--rounds", "1", "--seed", "3"]) == 0
    out = " ".join(capsys.readouterr().out.split())   # the terminal wraps long lines
    assert out.count(dialogue_text("en", "second_ear_off")) == 1 and out.count("the Whisper weights in") == 2
    # the closing summary names the ear that heard, not the second opinion that went off
    summary = out[out.index("Demo finished"):]
    assert "PocketSphinx alone; the second opinion is off" in summary and "as a second opinion" not in summary


def test_an_option_of_the_other_game_is_refused_by_name(tmp_path):
    # "hideout play duel --players A,B --open-cards" started a duel as if nothing had been said
    duel = hideout("play", "duel", "--text", "--quiet", "--players", "A,B", "--open-cards",
                   "--save", str(tmp_path / "d.json"), stdin="quit\n")
    assert duel.returncode == 2, duel.stdout
    assert "--players is a Destination X option; Scotland Yard Duel does not use it" in duel.stdout
    assert "--open-cards is a Destination X option" in duel.stdout and "London" not in duel.stdout
    spy = hideout("play", "destination-x", "--text", "--quiet", "--mister-x", "easy",
                  "--save", str(tmp_path / "x.json"), stdin="quit\n")
    assert spy.returncode == 2 and "--mister-x is a Scotland Yard Duel option" in spy.stdout
    assert not (tmp_path / "d.json").exists() and not (tmp_path / "x.json").exists()
    fine = hideout("play", "duel", "--text", "--quiet", "--mister-x", "easy",
                   "--save", str(tmp_path / "d.json"), stdin="quit\n")
    assert fine.returncode == 0 and "London" in fine.stdout


@pytest.mark.parametrize("players", [",,", "", " , "])
def test_players_that_name_no_one_are_a_usage_error(capsys, players):
    # ",," quietly started the default detectives
    from hideout.cli import build_parser

    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(["play", "--text", "--players", players])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "--players" in err and "names no one" in err and "Ann,Ben,Cho" in err


def test_players_given_are_kept_as_typed():
    from hideout.cli import build_parser

    assert build_parser().parse_args(["play", "--players", "Ann, Ben,"]).players == "Ann, Ben,"
    assert build_parser().parse_args(["play"]).players is None



@pytest.mark.parametrize("lang, said", [
    ("ko", "Scotland Yard Duel 게임은 영어로만 할 수 있습니다. --lang en 옵션으로 시작하세요"),
    ("en", "Scotland Yard Duel is played in English only: start it with --lang en"),
])
def test_a_game_asked_for_in_a_language_it_lacks_is_refused_in_that_language(lang, said):
    # a Korean table asking for the duel was told so in English only
    from hideout.games import UnsupportedLanguage, game_entry

    with pytest.raises(UnsupportedLanguage) as refused:
        game_entry("duel", "ko")
    assert refused.value.said_in(lang) == said


@pytest.mark.parametrize("argv", [["play", "duel", "--text", "--lang", "ko"], ["demo", "duel", "--lang", "ko"]])
def test_the_duel_asked_for_in_korean_is_refused_in_korean_and_nothing_starts(argv, capsys, tmp_path, monkeypatch):
    from hideout.cli import main

    monkeypatch.setenv("HIDEOUT_HOME", str(tmp_path))
    assert main(argv) != 0
    out = capsys.readouterr()
    assert "영어로만" in out.out + out.err and not list(tmp_path.iterdir())   # no save, no lock
