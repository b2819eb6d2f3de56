"""The packaged lexicon (scripts/build_lexicon.py) holds every word the English grammars use, so a
grammar costs no espeak-ng call at run time; and the recogniser loads it by default."""

from __future__ import annotations

from hideout.voice.sphinx import LEXICON, SphinxRecogniser, lexicon_words


def test_lexicon_covers_every_grammar_word():
    from build_lexicon import grammar_words

    missing = sorted(set(grammar_words()) - lexicon_words(LEXICON))
    assert not missing, f"voice/lexicon/en-us.dict is stale (run scripts/build_lexicon.py): {missing[:10]}"


def test_recogniser_uses_the_lexicon_with_accent_variants():
    recogniser = SphinxRecogniser()
    assert recogniser.missing_words(["eliminate", "tunisia", "kyrgyzstan", "yay"]) == []
    assert len(recogniser.pronunciations("tunisia")) >= 2     # cmudict's and espeak-ng's en-gb
    assert recogniser.add_variants(["tunisia"]) == {}           # computed at build time already
