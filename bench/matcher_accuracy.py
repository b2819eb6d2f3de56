"""Matcher accuracy, false-action rate and latency on held-out phrasings.

The phrasings below were written apart from the templates and from tests/grammar: half
sentences, fillers, and the kind of errors a recogniser makes ("pop relation", "illuminate").
Run: ``python3 bench/matcher_accuracy.py`` (add ``--show`` to print every miss).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hideout.engine.commands import Cancel, Command, Confirm, Help, Repeat, Status
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("BRA", "PER", "FRA", "NER", "COD", "AUS")

HELD_OUT: list[tuple[str, Command]] = [
    # cards, plain and half-said
    ("uh how many people", Ask("population")),
    ("what's the pop relation", Ask("population")),
    ("population count please spy", Ask("population")),
    ("how many folks live there", Ask("population")),
    ("what is the populations", Ask("population")),
    ("how big is", Ask("land_area")),
    ("what's the area", Ask("land_area")),
    ("how big is the place", Ask("land_area")),
    ("what's the size of the country", Ask("land_area")),
    ("how rich is", Ask("gdp_per_capita")),
    ("what's the g d p", Ask("gdp_per_capita")),
    ("g d p per capita please", Ask("gdp_per_capita")),
    ("how wealthy are the people", Ask("gdp_per_capita")),
    ("what's the highest mountain", Ask("highest_peak")),
    ("how tall is the tallest peak", Ask("highest_peak")),
    ("highest peak", Ask("highest_peak")),
    ("how many countries does it border", Ask("land_borders")),
    ("how many neighbors", Ask("land_borders")),
    ("how many bordering countries does it have", Ask("land_borders")),
    ("what do they farm", Ask("agricultural_product")),
    ("what's the main agricultural products", Ask("agricultural_product")),
    ("what crops do they grow", Ask("agricultural_product")),
    ("what's the largest industry there", Ask("industry")),
    ("biggest industry", Ask("industry")),
    ("what do they export the most", Ask("export")),
    ("what's the top export", Ask("export")),
    ("main exports please", Ask("export")),
    ("what kind of government is it", Ask("government")),
    ("what's the government like", Ask("government")),
    ("what's the form of government", Ask("government")),
    ("what's the religion", Ask("religion")),
    ("what religion are they", Ask("religion")),
    ("what's the main faith", Ask("religion")),
    ("what letter does the capital start with please", Ask("capital_letter")),
    ("first letter of the capital city", Ask("capital_letter")),
    ("what does their capital start with", Ask("capital_letter")),
    ("what letter does the currency begin with", Ask("currency_letter")),
    ("the first letter of their currency", Ask("currency_letter")),
    ("is english an official language there", Ask("official_language", "english")),
    ("do they speak french there", Ask("official_language", "french")),
    ("is spanish spoken", Ask("official_language", "spanish")),
    ("is french a official language", Ask("official_language", "french")),
    ("is english spoke there", Ask("official_language", "english")),
    ("are they a monarchy", Ask("government_choice", "monarchy")),
    ("is it a republic or", Ask("government_choice", "republic")),
    ("do they have a king or queen", Ask("government_choice", "monarchy")),
    ("is it a kingdom", Ask("government_choice", "monarchy")),
    ("do they use euros", Ask("currency_choice", "euro")),
    ("is the currency the dollar", Ask("currency_choice", "dollar")),
    ("do they use the franc", Ask("currency_choice", "franc")),
    ("do they pay in euros", Ask("currency_choice", "euro")),
    ("is the main religion islam", Ask("religion_choice", "islam")),
    ("is it mostly buddhist", Ask("religion_choice", "buddhism")),
    ("are most people christians there", Ask("religion_choice", "christianity")),
    ("is christianity the main religion", Ask("religion_choice", "christianity")),
    ("tell me the history", Ask("history")),
    ("what's their history", Ask("history")),
    ("tell us about the history please", Ask("history")),
    ("is it on the pacific ocean", Ask("pacific")),
    ("does it touch the pacific", Ask("pacific")),
    ("are they on the atlantic coast", Ask("atlantic")),
    ("does it border the atlantic", Ask("atlantic")),
    ("is it on the indian ocean", Ask("indian")),
    ("indian ocean", Ask("indian")),
    ("is the country landlocked", Ask("coastline")),
    ("do they have a coast", Ask("coastline")),
    ("does it have a sea coast", Ask("coastline")),
    ("is it land locked", Ask("coastline")),
    ("which side of the road do they drive", Ask("traffic")),
    ("do they drive on the left side", Ask("traffic")),
    ("do they drive left", Ask("traffic")),
    ("is traffic on the left", Ask("traffic")),
    ("is the capital the biggest city", Ask("capital_largest")),
    ("is the capital city also the largest", Ask("capital_largest")),
    ("is the capital their biggest city", Ask("capital_largest")),
    # eliminations
    ("eliminate brazil please uh", Eliminate("BRA")),
    ("illuminate brazil", Eliminate("BRA")),
    ("eliminate peru uh", Eliminate("PER")),
    ("uh cross off france", Eliminate("FRA")),
    ("cross out niger", Eliminate("NER")),
    ("it's not in australia", Eliminate("AUS")),
    ("it's not peru", Eliminate("PER")),
    ("rule out the congo", Eliminate("COD")),
    ("eliminate d r c", Eliminate("COD")),
    ("eliminate the democratic republic of congo", Eliminate("COD")),
    ("we can cross off brazil", Eliminate("BRA")),
    ("okay spy eliminate france", Eliminate("FRA")),
    ("eliminate brazil and", Eliminate("BRA")),
    ("so eliminate peru then", Eliminate("PER")),
    ("take out australia", Eliminate("AUS")),
    ("remove the congo", Eliminate("COD")),
    ("you're not in brazil", Eliminate("BRA")),
    ("eliminate brasil", Eliminate("BRA")),
    ("eliminate frans", Eliminate("FRA")),
    ("eliminate austrailia", Eliminate("AUS")),
    # arrests
    ("we think it's in brazil", Guess("BRA")),
    ("arrest at peru", Guess("PER")),
    ("we accuse france", Guess("FRA")),
    ("the spy's in niger", Guess("NER")),
    ("our guess is australia", Guess("AUS")),
    ("we think you're hiding in brazil", Guess("BRA")),
    ("arrest in peru please", Guess("PER")),
    ("our final answer is france", Guess("FRA")),
    ("we're going with the congo", Guess("COD")),
    ("final answer peru", Guess("PER")),
    ("arrest brazil", Guess("BRA")),
    ("we guess niger", Guess("NER")),
    ("the spy is in australia uh", Guess("AUS")),
    # dialogue
    ("yeah go ahead", Confirm()),
    ("yes correct", Confirm()),
    ("yep do it", Confirm()),
    ("no no", Cancel()),
    ("no cancel", Cancel()),
    ("wait no", Cancel()),
    ("never mind that", Cancel()),
    ("can you say that again", Repeat()),
    ("what was that", Repeat()),
    ("repeat the answer please", Repeat()),
    ("whose turn", Status()),
    ("what's the status", Status()),
    ("how many rounds are left", Status()),
    ("help please", Help()),
    ("what can we say", Help()),
]

TABLE_TALK = [
    "ok so I think it's in south america",
    "it's either brazil or peru",
    "wait should we cross off france",
    "don't cross off brazil",
    "not brazil yet",
    "i wouldn't eliminate peru",
    "we could eliminate australia",
    "maybe arrest in brazil",
    "what if we guess france",
    "do you want to arrest in peru",
    "i'm pretty sure it's niger",
    "my gut says brazil",
    "brazil is my guess but i'm not sure",
    "honestly it could be anywhere",
    "is it brazil do you think",
    "i have the coastline card",
    "who has the traffic card",
    "i'll play the history card next turn",
    "the population was huge",
    "they said left hand traffic",
    "that means it's an island",
    "australia is an island",
    "france uses the euro",
    "peru speaks spanish",
    "brazil speaks portuguese",
    "niger is really hot",
    "the congo is huge",
    "pass the dice",
    "can i get a drink",
    "whose idea was this",
    "it's getting late",
    "one more game after this",
    "i'm hungry",
    "shh let me think",
    "write that down",
    "did anyone write down the population",
    "that rules out europe",
    "so not europe then",
    "it can't be in asia",
    "let's wait and see",
    "we should ask about the coast first",
    "should we use the pacific card",
    "hmm brazil or australia",
    "i don't think it's france",
    "are we sure about peru",
    "nah not yet",
    "let's think about it",
    "let me check the map",
    "what did it say about the religion",
    "how many cards do you have",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--show", action="store_true", help="print every miss and false action")
    args = parser.parse_args()

    started = time.perf_counter()
    matcher = Matcher("destination-x", "en")
    build_ms = (time.perf_counter() - started) * 1000
    context = MatchContext(table=TABLE)
    confirming = MatchContext(table=TABLE, awaiting_confirmation=True)
    latencies: list[float] = []

    def run(text: str, ctx: MatchContext):  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        result = matcher.match(text, ctx)
        latencies.append((time.perf_counter() - t0) * 1000)
        return result

    right = ambiguous = 0
    for text, expected in HELD_OUT:
        ctx = confirming if isinstance(expected, (Confirm, Cancel)) else context
        result = run(text, ctx)
        right += result.command == expected and not result.ambiguous
        ambiguous += result.ambiguous
        if args.show and result.command != expected:
            print(f"MISS  {text!r}: got {result.command} ({result.score:.0f}, {result.reason}), "
                  f"want {expected}")
    acts = any_command = 0
    for text in TABLE_TALK:
        result = run(text, context)
        any_command += result.command is not None
        acts += isinstance(result.command, (Eliminate, Guess, Ask))
        if args.show and result.command is not None:
            print(f"TALK  {text!r}: got {result.command} ({result.score:.0f})")

    # latency over many calls (each held-out transcript 5 times)
    latencies.clear()
    for _ in range(5):
        for text, _expected in HELD_OUT:
            run(text, context)
        for text in TABLE_TALK:
            run(text, context)

    print(f"matcher build: {build_ms:.0f} ms")
    print(f"held-out phrasings: {right}/{len(HELD_OUT)} right = {100 * right / len(HELD_OUT):.1f}% "
          f"({ambiguous} flagged ambiguous)")
    print(f"table talk: {acts}/{len(TABLE_TALK)} game actions (ask/eliminate/guess) = "
          f"{100 * acts / len(TABLE_TALK):.1f}%; any command {any_command}/{len(TABLE_TALK)}")
    print(f"latency per transcript: p50 {statistics.median(latencies):.2f} ms, "
          f"p95 {percentile(latencies, 0.95):.2f} ms, max {max(latencies):.2f} ms "
          f"({len(latencies)} calls)")


if __name__ == "__main__":
    main()
