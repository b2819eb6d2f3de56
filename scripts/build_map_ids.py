"""Writes hideout/display/web/static/map_ids.json: the world map's shape id -> handbook id.

world-atlas names its Natural Earth shapes by ISO 3166-1 numeric code; the handbook uses alpha-3.
The pairs come from Debian's iso-codes (`/usr/share/iso-codes/json/iso_3166-1.json`); Kosovo has
no ISO code and no numeric id in the atlas, so it is matched by the shape's name. Run after
scripts/vendor_web.sh; the test suite checks that every handbook destination has a shape.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "hideout" / "display" / "web" / "static"
ISO = Path("/usr/share/iso-codes/json/iso_3166-1.json")
BY_NAME = {"Kosovo": "XKX"}  # shapes without a numeric id
# Destinations too small for the 1:50m shapes: a marker at the capital (longitude, latitude).
POINTS = {"TUV": (179.19, -8.52)}  # Funafuti


def main() -> int:
    handbook = {d["id"] for d in json.loads((ROOT / "data" / "handbook.json").read_text())["destinations"]}
    numeric = {c["numeric"]: c["alpha_3"] for c in json.loads(ISO.read_text())["3166-1"]}
    atlas = json.loads((STATIC / "vendor" / "countries-50m.json").read_text())
    ids: dict[str, str] = {}
    for shape in atlas["objects"]["countries"]["geometries"]:
        key = shape.get("id") or shape["properties"]["name"]
        alpha = numeric.get(shape.get("id") or "") or BY_NAME.get(shape["properties"]["name"])
        if alpha in handbook:
            ids[key] = alpha
    missing = sorted(handbook - set(ids.values()) - set(POINTS))
    doc = {"shapes": dict(sorted(ids.items())), "points": POINTS}
    (STATIC / "map_ids.json").write_text(json.dumps(doc, indent=0) + "\n")
    print(f"{len(ids)} shapes mapped; handbook destinations without a shape: {missing or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
