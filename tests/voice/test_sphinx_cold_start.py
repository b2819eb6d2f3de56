"""The first utterances after start-up decode as well as later ones (live CMN warm-up)."""

import shutil

import pytest

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")


def test_first_streamed_utterances_are_right():
    from hideout.voice.sphinx import SphinxRecogniser, jsgf_from_phrases
    from hideout.voice.synth import pad, synthesise

    names = ["brazil", "germany", "chad", "mali", "oman", "peru", "japan", "philippines", "finland", "france"]
    recogniser = SphinxRecogniser()
    recogniser.set_grammar(names, jsgf_from_phrases(names))
    heard = []
    for name in ["brazil", "germany", "chad"]:
        pcm = pad(synthesise(name))
        recogniser.start()
        for offset in range(0, len(pcm), 3200):  # 100 ms chunks, as from a microphone
            recogniser.accept(pcm[offset:offset + 3200])
        heard.append(recogniser.finish().text)
    assert heard == ["brazil", "germany", "chad"]
