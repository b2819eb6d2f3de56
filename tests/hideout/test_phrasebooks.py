"""Phrasebooks: every language says everything its games need, and every refusal the rules can
give has words."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from hideout.games import GAMES, LANGUAGES
from hideout.phrasebook import languages, phrasebook

ROOT = Path(__file__).resolve().parents[2]
#: English-only wording details another language may do without.
OPTIONAL = ("cards.options_said.",)


def keys(lang: str, book: str) -> set[str]:
    pb = phrasebook(lang)
    return {k for k in (*pb.phrases, *pb.lists) if k.startswith(f"{book}.")}


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != "en"])
def test_every_language_has_every_phrase_of_its_games(lang: str) -> None:
    books = ["dialogue", "cards", "refusals"] + [g.id for g in GAMES.values() if lang in g.languages]
    for book in books:
        missing = {k for k in keys("en", book) - keys(lang, book) if not k.startswith(OPTIONAL)}
        if book == "refusals":  # refusals of games not played in this language need no words
            missing = {k for k in missing if k.removeprefix("refusals.") in destination_x_codes()}
        assert not missing, f"{lang} lacks {sorted(missing)}"


def test_every_template_parses() -> None:
    for lang in languages():
        for key, template in phrasebook(lang).phrases.items():
            list(string.Formatter().parse(template))  # raises on a broken template


def codes_in(path: Path, errors: tuple[str, ...] = ("IllegalCommand",)) -> set[str]:
    """The error codes an engine module raises: the second argument of the ``errors`` calls.
    Only illegal commands reach a player: the matcher never builds a malformed one."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in errors and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)):
            found.add(node.args[1].value)
    return found


def destination_x_codes() -> set[str]:
    return codes_in(ROOT / "engine" / "destination_x" / "game.py")


def test_every_refusal_a_player_can_hear_has_words() -> None:
    illegal = {c for p in (ROOT / "engine").rglob("*.py") for c in codes_in(p)}
    assert illegal, "the engine raises coded errors"
    english = {k.removeprefix("refusals.") for k in keys("en", "refusals")}
    assert illegal - english == set()
    korean = {k.removeprefix("refusals.") for k in keys("ko", "refusals")}
    assert destination_x_codes() - korean == set()


def test_word_forms_follow_the_language() -> None:
    ko = phrasebook("ko")
    assert ko.text("destination-x.app.confirm_eliminate", dest="브라질") == "브라질을 제거할까요?"
    assert ko.text("destination-x.app.confirm_eliminate", dest="페루") == "페루를 제거할까요?"
    en = phrasebook("en")
    assert en.text("destination-x.answers.government", value="absolute monarchy") == \
        "The system of government is an absolute monarchy."


def phone_refusal_codes() -> set[str]:
    """The codes the table view refuses a phone's request with: ``Refused("code", ...)``."""
    found = set()
    for path in (ROOT / "hideout" / "display" / "web").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Refused"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                found.add(node.args[0].value)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_phone_refusal_has_words_in_every_table_language(lang: str) -> None:
    # a table is only ever in a language some game is played in (the CLI's --lang choices; a
    # save naming another resumes in --lang), so Refused.text needs no fallback to English
    codes = phone_refusal_codes()
    assert {"seat_taken", "not_your_turn_to_ask", "too_large"} <= codes
    worded = {k.removeprefix("display.phone_refused.") for k in keys(lang, "display")
              if k.startswith("display.phone_refused.")}
    assert codes - worded == set()


@pytest.mark.parametrize("lang, said", [("en", "first tell me the six destinations of round 2"),
                                        ("ko", "먼저 2 라운드의 목적지 여섯 개를 알려 주세요")])
def test_a_count_in_a_phrase_is_said_as_counted(lang, said):
    # Korean read "목적지 6 개" as "육 개", a count said with the wrong numbers
    assert phrasebook(lang).text("refusals.deal_first", count=6, round=2) == said


@pytest.mark.parametrize("lang", languages())
def test_the_phones_yes_button_has_its_words(lang: str) -> None:
    # display.yaml's bare "yes:" was the boolean true in YAML: no display.yes, and the Korean
    # phone's confirm button read "yes" (the page's own fallback) beside "아니요"
    assert phrasebook(lang).has("display.yes") and phrasebook(lang).has("display.no")


def test_a_phrasebook_key_yaml_reads_as_no_text_is_refused() -> None:
    from hideout.phrasebook import _flatten

    with pytest.raises(ValueError, match="key display.True is not text"):
        _flatten({"display": {True: "Yes"}})
