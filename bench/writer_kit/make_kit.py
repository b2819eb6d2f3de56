"""Lay out the kit a blind phrasing writer gets (bench/phrasings/README.md): the rulebooks, the
command contract (commands.md), the brief (brief.md), the assembler and the 197 destinations' names.

Usage: python bench/writer_kit/make_kit.py OUT_DIR [--shared ../shared] [--talk]

With --talk the kit asks for a talk set: table talk, hesitations and plain yes and no lines only (the
moments where the game must do nothing or hear a clear answer), with talk_brief.md added to the brief.

Writers see only OUT_DIR: never the templates, the matcher, the tests or any phrasing set. The
names come from REST Countries (English common name and its Korean translation), as a player
would know them, not from the handbook's spoken aliases.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--talk", action="store_true", help="a talk set: talk, hesitations, yes and no")
    args = parser.parse_args()
    (args.out / "rules").mkdir(parents=True, exist_ok=True)
    for rulebook in sorted((args.shared / "rules").glob("*.txt")):
        shutil.copy(rulebook, args.out / "rules" / rulebook.name)
    for name in ("commands.md", "brief.md", "assemble.py"):
        shutil.copy(HERE / name, args.out / name)
    if args.talk:
        assembler = (HERE / "assemble.py").read_text("utf-8")
        assert 'MIX = "full"' in assembler
        (args.out / "assemble.py").write_text(assembler.replace('MIX = "full"', 'MIX = "talk"'), "utf-8")
        brief = (HERE / "brief.md").read_text("utf-8") + "\n" + (HERE / "talk_brief.md").read_text("utf-8")
        (args.out / "brief.md").write_text(brief, "utf-8")
    ids = [d["id"] for d in json.loads((ROOT / "data" / "handbook.json").read_text("utf-8"))["destinations"]]
    entries = json.loads((args.shared / "data" / "restcountries" / "countriesV3.1.json").read_text("utf-8"))
    by_code = {("XKX" if c["cca3"] == "UNK" else c["cca3"]): c for c in entries}
    lines = ["id\tEnglish name\tKorean name"]
    lines += [f"{i}\t{by_code[i]['name']['common']}\t{by_code[i]['translations']['kor']['common']}" for i in ids]
    (args.out / "countries.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"kit in {args.out}: {len(ids)} destinations")


if __name__ == "__main__":
    main()
