"""Build ``voice/lexicon/en-us.dict``: the pronunciation of every word an English grammar can use.

Usage (from the repository root)::

    python3 scripts/build_lexicon.py [--out voice/lexicon/en-us.dict] [--check]

Every word of every English recognition grammar (both games, idle, confirming, choosing, names
only, with all 197 destinations) gets PocketSphinx's cmudict pronunciations plus espeak-ng's US and
British readings where they differ (voice/sphinx.py VARIANT_ACCENTS), or generated ones when
cmudict lacks the word. Computing them once here, instead of asking espeak-ng for every grammar at
run time, is what makes `hideout hear` start fast; a word missing from the file (a template added
after the build) is still generated at run time, and tests/voice/test_lexicon.py says when the
file is stale. Deterministic: the same templates, handbook and espeak-ng give the same file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
# this checkout's grammar, not an installed copy's (imports come after the path is set)
sys.path.insert(0, str(REPO_ROOT))


def grammar_words() -> list[str]:
    """Every word the English grammars can hold, sorted."""
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.grammar.recognition import HESITATIONS, build_recognition_grammar, names_grammar
    from hideout.voice.sphinx import jsgf_words

    words: set[str] = set(HESITATIONS)
    for game in ("destination-x", "duel"):
        matcher = Matcher(game=game, lang="en")
        contexts = [None, MatchContext(game=game, awaiting_confirmation=True),
                    MatchContext(game=game, awaiting_choice=True)]
        for context in contexts:
            words.update(jsgf_words(build_recognition_grammar(matcher, context).jsgf))
        if game == "destination-x":
            words.update(jsgf_words(names_grammar(matcher).jsgf))
    return sorted(w.lower() for w in words)


def build() -> str:
    import pocketsphinx

    from hideout.voice.denoise import SpeechFrontEnd
    from hideout.voice.sphinx import SphinxRecogniser

    cmudict = Path(pocketsphinx.get_model_path()) / "en-us" / "cmudict-en-us.dict"
    recogniser = SphinxRecogniser(dictionary=str(cmudict), front_end=SpeechFrontEnd(enabled=False))
    words = grammar_words()
    recogniser.add_words(words)
    recogniser.add_variants(words)
    lines = [";;; Hideout's English lexicon: built by scripts/build_lexicon.py from PocketSphinx's cmudict",
             ";;; and espeak-ng's en-us / en-gb readings. Do not edit; rebuild."]
    for word in words:
        for index, phones in enumerate(recogniser.pronunciations(word)):
            lines.append(f"{word}{'' if index == 0 else f'({index + 1})'} {phones}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(REPO_ROOT / "voice" / "lexicon" / "en-us.dict"))
    parser.add_argument("--check", action="store_true", help="only compare with the file; exit 1 if it differs")
    args = parser.parse_args()
    text = build()
    out = Path(args.out)
    if args.check:
        same = out.exists() and out.read_text(encoding="utf-8") == text
        print("lexicon up to date" if same else f"{out} is stale: run scripts/build_lexicon.py")
        return 0 if same else 1
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}: {text.count(chr(10)) - 2} pronunciations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
