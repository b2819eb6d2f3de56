"""Table view: how fast the big screen and a phone load, and how soon they show a change.

A Destination X game is served in-process (no voice); Debian's Chromium (Playwright) opens the
big screen and a phone. Measured:

- page load: from navigation to the first state drawn (the big screen: the map with its
  markers; the phone: its hand), fresh page each time, files cached by the browser as a
  table's TV would after the first load;
- update latency: from just before a command is applied on the server to the moment the page
  has drawn the new state (the page stamps ``Date.now()`` when it draws; same machine clock);
  commands come from the simulated detective team, one at a time, through the session.

    python bench/table_view.py [--loads 20] [--updates 60]

Prints medians, 95th percentiles and maxima in milliseconds.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.measures import percentile  # noqa: E402

from hideout.display.web.phones import serve_new_game  # noqa: E402
from hideout.engine.commands import Confirm  # noqa: E402
from hideout.engine.destination_x.detectives import DetectiveTeam  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def row(name: str, values: list[float]) -> str:
    return (f"| {name:<34} | {len(values):>4} | {statistics.median(values):>8.1f} | "
            f"{percentile(values, 0.95):>8.1f} | {max(values):>8.1f} |")


def measure_loads(browser: Any, url: str, n: int, selector: str, viewport: dict[str, int],
                  first: Any = None) -> list[float]:
    context = browser.new_context(viewport=viewport)
    times = []
    page = context.new_page()
    page.goto(url)                      # the first visit fills the cache, as on a table's TV
    if first is not None:
        first(page)                     # e.g. a phone takes its seat
    page.wait_for_selector(selector, timeout=20000)
    for _ in range(n):
        start = time.perf_counter()
        page.reload()
        page.wait_for_selector(selector, timeout=20000)
        times.append((time.perf_counter() - start) * 1000)
    context.close()
    return times


def measure_updates(browser: Any, table: Any, session: Any, server: Any, seed: int, most: int,
                    big_ms: list[float], phone_ms: list[float]) -> None:
    """One game's commands, each timed from just before it is applied to each page's drawing."""
    game = session.adapter.game
    team = DetectiveTeam(game.handbook, game.cards, seed=seed)
    screen = browser.new_context(viewport={"width": 1600, "height": 900}).new_page()
    screen.goto(server.url)
    screen.wait_for_selector("#markers g.marker", timeout=20000)
    phone = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    phone.goto(server.url + "phone")
    phone.click("#seats button:has-text('Ann')")
    phone.wait_for_selector("#hand button")
    for _ in range(most):
        if game.is_over():
            break
        sent = time.time() * 1000
        with table.turn():
            reply = session.dispatch(team.choose(game))
            if session.pending is not None:
                reply = session.dispatch(Confirm())
            table.say(reply.lines)
            table.refresh()
        # A command's captions and state arrive as a few versions: wait for the last one.
        version = server.display.version
        wait = f"(window.hideoutRenders || []).some(r => r.version >= {version})"
        for page, times in ((screen, big_ms), (phone, phone_ms)):
            page.wait_for_function(wait, timeout=10000)
            times.append(page.evaluate(f"window.hideoutRenders.find(r => r.version >= {version}).at") - sent)
    screen.context.close()
    phone.context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loads", type=int, default=20)
    parser.add_argument("--updates", type=int, default=60)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    results: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        big = {"width": 1600, "height": 900}
        small = {"width": 390, "height": 844}
        table, session, server = serve_new_game(seed=11, players=("Ann", "Ben", "Cho"))
        try:
            results.append(row("big screen load (reload, cached)", measure_loads(
                browser, server.url, args.loads, "#markers g.marker", big)))

            def join(page: Any) -> None:
                page.click("#seats button:has-text('Cho')")
            results.append(row("phone load (reload, seat kept)", measure_loads(
                browser, server.url + "phone", args.loads, "#hand button", small, first=join)))
        finally:
            server.stop()
        big_ms: list[float] = []
        phone_ms: list[float] = []
        seed = 11
        while len(big_ms) < args.updates:   # as many games as it takes
            table, session, server = serve_new_game(seed=seed, players=("Ann", "Ben", "Cho"))
            try:
                measure_updates(browser, table, session, server, seed, args.updates - len(big_ms),
                                big_ms, phone_ms)
            finally:
                server.stop()
            seed += 1
        results.append(row("big screen update (command→drawn)", big_ms))
        results.append(row("phone update (command→drawn)", phone_ms))
        browser.close()
    print("| measure                            |    n |   median |      p95 |      max |")
    print("|------------------------------------|------|----------|----------|----------|")
    for line in results:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
