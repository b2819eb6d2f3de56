"""Check a writer's draft and deal each line a random table and hand."""
import json, random, sys, collections, pathlib

KIT = pathlib.Path(__file__).parent
CARDS = ("land_area population gdp_per_capita highest_peak land_borders agricultural_product industry "
         "export government religion capital_letter currency_letter history atlantic pacific indian "
         "coastline traffic capital_largest official_language government_choice currency_choice "
         "religion_choice").split()
OPTIONS = {"official_language": {"english", "spanish", "french"}, "government_choice": {"monarchy", "republic"},
           "currency_choice": {"dollar", "franc", "euro"}, "religion_choice": {"christianity", "islam", "buddhism"}}
#: "full": a whole test set; "talk": a set of the moments where the game must do nothing or hear a
#: clear yes or no (make_kit.py --talk writes the kit with this changed).
MIX = "full"
COUNTS = {
    "full": {
        "en": dict(ask=178, chatter=50, eliminate=40, guess=35, hesitation=30, yes=20, dialogue=20, duel_move=18,
                   no=12, duel_chatter=12, duel_action=10, duel_start=6, duel_dialogue=6),
        "ko": dict(ask=97, chatter=31, eliminate=26, guess=20, hesitation=20, dialogue=15, yes=15, no=10),
    },
    "talk": {
        "en": dict(chatter=90, hesitation=60, yes=25, no=25, duel_chatter=20),
        "ko": dict(chatter=60, hesitation=40, yes=20, no=20),
    },
}[MIX]
ids = [l.split("\t")[0] for l in (KIT / "countries.tsv").read_text(encoding="utf-8").splitlines()[1:]]
CELLS = {c + r for c in "ABCDE" for r in "12345"}


def problem(x):
    k, e = x.get("kind"), x.get("expect")
    if set(x) != {"text", "kind", "expect"}: return "keys must be text, kind, expect"
    if not isinstance(x["text"], str) or not x["text"].strip(): return "empty text"
    if k in ("chatter", "hesitation", "duel_chatter"):
        return None if e is None else f"{k} expects null"
    if not isinstance(e, dict): return f"{k} needs a command"
    t = e.get("type")
    if k == "ask":
        if t != "ask" or e.get("card") not in CARDS: return "ask needs a card id"
        if e["card"] in OPTIONS:
            if e.get("option") not in OPTIONS[e["card"]]: return "choice card needs an option"
        elif "option" in e: return "only choice cards take an option"
    elif k in ("eliminate", "guess"):
        if t != k or e.get("destination") not in ids: return f"{k} needs a destination id from countries.tsv"
    elif k == "yes":
        if e != {"type": "confirm"}: return "yes is confirm"
    elif k == "no":
        if e != {"type": "cancel"}: return "no is cancel"
    elif k in ("dialogue", "duel_dialogue"):
        if t not in ("cancel", "repeat", "status", "help", "confirm") or len(e) != 1: return "bad dialogue"
    elif k in ("duel_move", "duel_start"):
        if t != "move" or e.get("to") not in CELLS: return "move needs a cell A1..E5"
        if k == "duel_start" and not e["to"].endswith("1"): return "start is in row 1"
    elif k == "duel_action":
        if t != "action" or e.get("card") not in ("grid_search", "reinforcements", "surveillance"): return "bad action"
    else:
        return f"unknown kind {k}"
    return None


def main(draft, out, lang):
    lines, bad = [], []
    for n, raw in enumerate(pathlib.Path(draft).read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip(): continue
        try: x = json.loads(raw)
        except ValueError as err: bad.append(f"line {n}: not JSON ({err})"); continue
        p = problem(x)
        if p: bad.append(f"line {n}: {p}: {raw[:80]}")
        lines.append(x)
    have = collections.Counter(x.get("kind") for x in lines)
    for k, want in COUNTS[lang].items():
        if have[k] != want: bad.append(f"kind {k}: {have[k]} lines, want {want}")
    for k in have:
        if k not in COUNTS[lang]: bad.append(f"kind {k} not wanted for {lang}")
    if bad:
        print("\n".join(bad)); sys.exit(1)
    rng = random.Random()
    with open(out, "w", encoding="utf-8") as f:
        for x in lines:
            k, e = x["kind"], x["expect"]
            duel = k.startswith("duel_")
            table, hand = [], []
            if not duel:
                table = rng.sample(ids, 6)
                if e and "destination" in e and e["destination"] not in table:
                    table[rng.randrange(6)] = e["destination"]
                hand = rng.sample(CARDS, 3)
                if e and e.get("type") == "ask" and e["card"] not in hand:
                    hand[rng.randrange(3)] = e["card"]
            f.write(json.dumps({"text": x["text"], "game": "duel" if duel else "destination-x", "lang": lang,
                                "table": table, "playable": hand,
                                "awaiting": "confirmation" if k in ("yes", "no", "hesitation") else None,
                                "expect": e, "kind": k}, ensure_ascii=False) + "\n")
    print(f"OK: {len(lines)} lines written to {out}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
