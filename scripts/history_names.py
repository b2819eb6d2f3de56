"""How many history lines name their own country (meta.history_rule), in English and Korean.

    python3 scripts/history_names.py [--handbook data/handbook.json] [--shared ../shared/data] [--list]

Reads the handbook's history lines (what the spy reads aloud for the history card) and the REST
Countries snapshot (official names, demonyms) and prints, per language, how many of the pages
say a name of their own country, with the names said (``--list``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_handbook as bh  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--handbook", type=Path, default=bh.DEFAULT_OUT)
    parser.add_argument("--shared", type=Path, default=bh.DEFAULT_SHARED)
    parser.add_argument("--list", action="store_true", help="print each page that names itself")
    args = parser.parse_args(argv)
    pages = json.loads(args.handbook.read_text("utf-8"))["destinations"]
    rc, _ = bh.rest_countries(args.shared)
    english = korean = 0
    for page in pages:
        said = bh.history_names(page, rc[page["id"]])
        en = [n for n in said if n.isascii()]
        ko = [n for n in said if not n.isascii()]
        english += bool(en)
        korean += bool(ko)
        if said and args.list:
            print(f"{page['id']}: {', '.join(said)}")
    print(f"| language | pages | history lines naming their country |\n|---|---|---|\n"
          f"| English | {len(pages)} | {english} |\n| Korean | {len(pages)} | {korean} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
