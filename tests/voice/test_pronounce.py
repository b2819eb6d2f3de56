import pytest
from voice_helpers import needs_espeak

from hideout.voice.pronounce import IPA_TO_ARPABET, espeak_arpabet, ipa_to_arpabet, ipa_tokens

SPHINX_PHONES = set(["AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH"])


def test_table_only_produces_phones_of_the_model() -> None:
    for phones in IPA_TO_ARPABET.values():
        assert set(phones) <= SPHINX_PHONES


def test_tied_letters_stay_one_phoneme() -> None:
    # espeak-ng ties diphthongs and affricates with a zero-width joiner
    assert ipa_tokens("nˈa\u200dʊɹuː") == ["n", "a\u200dʊ".replace("\u200d", ""), "ɹ", "uː"]
    assert ipa_to_arpabet("t\u200dʃˈɜːt\u200dʃ") == ["CH", "ER", "CH"]


def test_untied_t_sh_is_two_phones() -> None:
    # "nutshell": t and ʃ belong to different syllables when espeak does not tie them
    assert ipa_to_arpabet("nˈʌtʃɛl") == ["N", "AH", "T", "SH", "EH", "L"]


def test_rhotic_vowel_does_not_double_the_r() -> None:
    assert ipa_to_arpabet("kˌɜːrɡɪstˈɑːn") == ["K", "ER", "G", "IH", "S", "T", "AA", "N"]


@needs_espeak
@pytest.mark.parametrize("word, phones", [
    ("leste", "L EH S T"),
    ("nauru", "N AW R UW"),
    ("eswatini", "EH S W AH T IY N IY"),
])
def test_espeak_pronunciations(word: str, phones: str) -> None:
    assert " ".join(espeak_arpabet(word)) == phones
