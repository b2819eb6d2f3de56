import json

import pytest

from hideout.save import SaveError, read_save, write_save


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
