"""The terminal renderer: captions as they come, and a compact table after each command.

The table fits an 80 x 24 terminal with the turn's captions and the prompt: at most
:data:`MAX_LINES` lines, none wider than the console, the oldest clues dropped first. Eliminated
destinations are marked in plain text ("x ... [out]") as well as struck through, so they read on
a terminal without styles, in a screen reader, and in a copied transcript.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.text import Text

from hideout.display.state import Caption, TableState

#: Lines the table may take: 24 rows leave room for the captions of a turn and the prompt.
MAX_LINES = 16

def _words(lang: str) -> Any:
    from hideout.phrasebook import phrasebook

    book = phrasebook(lang)
    return lambda key, **params: book.text(f"display.{key}", **params)


class TerminalDisplay:
    """Prints captions and the table on a rich console (the host's own screen)."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console()

    def caption(self, caption: Caption) -> None:
        style = "bold green" if caption.kind == "heard" else "bold magenta"
        line = Text.assemble((f"{caption.who}:", style), " ", caption.text or "…")
        if caption.extra:
            line.append(f" {caption.extra}", style="dim")
        self.console.print(line)

    def note(self, text: str) -> None:
        self.console.print(Text(text, style="dim"))

    def show(self, state: TableState) -> None:
        self.console.print(render(state, self.console.width))


def render(state: TableState, width: int = 80) -> Group:
    """The table as at most MAX_LINES lines of at most ``width`` columns."""
    lines = render_duel(state, width) if state.public["game"] == "duel" else render_destination_x(state, width)
    for line in lines:
        line.no_wrap, line.overflow = True, "ellipsis"
        line.truncate(width, overflow="ellipsis")
    return Group(*lines[:MAX_LINES])


def render_destination_x(state: TableState, width: int) -> list[Text]:
    pub = state.public
    t = _words(pub["lang"])
    score = pub["score"]
    head = Text.assemble(
        (f"{t('round')} {pub['round']}", "bold"), "  ",
        (f"{t('detectives')} {score['detectives']} : {score['spy']} {t('spy')}", "bold cyan"))
    if not pub["physical"]:
        head.append(f"  {t('deck')} {pub['deck']}")
    if pub["turn"]:
        head.append(f"  {t('turn')}: {pub['turn']} ({t('step.' + pub['step'])})", style="yellow")
    elif pub["phase"] == "game_over" and pub["winner"]:
        head.append(f"  {t('wins.' + pub['winner'])}", style="yellow")
    top = [head]
    top += _columns([_destination(d, t("out")) for d in pub["table"]], width)
    if not pub["physical"]:
        if pub["open_cards"] is not None:
            top.append(Text(f"  {t('open_cards')}: " + ", ".join(c["name"] for c in pub["open_cards"])))
        else:
            for player in pub["players"]:
                hand = state.seats.get(player["name"], {}).get("hand", [])
                marker = "▶ " if player["current"] else "  "
                top.append(Text(f"{marker}{player['name']}: " + (", ".join(c["name"] for c in hand) or "-"),
                                style="bold" if player["current"] else ""))
    bottom: list[Text] = []
    reveal = pub["reveal"]
    if reveal:
        bottom.append(Text(f"{t('was_in', round=reveal['round'])} {reveal['hideout_name']} "
                           f"({t('won.' + reveal['winner'])})", style="bold magenta"))
        pointed = [a["card_name"] for a in reveal["answers"] if reveal["hideout"] in a["fits"]]
        if pointed:
            bottom.append(Text(f"  {t('fit_here', name=reveal['hideout_name'])}: " + ", ".join(pointed)))
    room = MAX_LINES - len(top) - len(bottom) - 1
    clues = [Text(f"  {a['player'] or ''} · {a['card_name']}: {a['text']}") for a in pub["answers"]]
    log = [Text(f"{t('clues')}:", style="bold")] + (clues[-room:] if room > 0 else []) if clues else \
        [Text(t("no_clues"), style="dim")]
    return top + log + bottom


def _destination(dest: dict[str, Any], out: str) -> Text:
    if dest["eliminated"]:
        return Text(f"x {dest['name']} [{out}]", style="strike dim")
    return Text(f"  {dest['name']}", style="bold")


def _columns(items: list[Text], width: int) -> list[Text]:
    """Destinations in as many columns as fit (names are short; ten fit in four lines)."""
    if not items:
        return []
    cell = max(t.cell_len for t in items) + 2   # columns, not characters: Hangul is two wide
    per_line = max(1, min(len(items), width // cell))
    lines = []
    for start in range(0, len(items), per_line):
        line = Text()
        for item in items[start:start + per_line]:
            line.append_text(item)
            line.append(" " * (cell - item.cell_len))
        line.rstrip()
        lines.append(line)
    return lines


_ACTION = {"swap": "swap", "black_swap": "black swap", "sabotage": "SABOTAGE", "camera": "camera",
           "scotland_yard": "Yard", "mister_x": "MISTER X"}


def render_duel(state: TableState, width: int) -> list[Text]:
    """London from the Detective's seat: row 5 at the top, row 1 (the start) nearest the player."""
    pub = state.public
    clue_rows = {v for axis, v in pub["clues"] if axis == "row"}
    clue_cols = {v for axis, v in pub["clues"] if axis == "column"}
    cell_w = max(8, min(14, (width - 8) // 5))
    t = _words(pub["lang"])
    lines = [Text.assemble((t("london"), "bold"),
                           f"  {t('sabotage')}: {pub['score']['sabotage']}/3  {t('action_cards')}: "
                           + (", ".join(c.replace("_", " ") for c in pub["cards_left"]) or "none"))]
    if pub.get("winner"):   # on a line of its own: the header above is cut at the screen's width
        lines.append(Text(t("duel_wins." + pub["winner"]), style="bold yellow"))
    header = Text("    ")
    for col in "ABCDE":
        header.append(("X " if col in clue_cols else "") + col, style="bold magenta" if col in clue_cols else "bold")
        header.append(" " * (cell_w - len(col) - (2 if col in clue_cols else 0)))
    lines.append(header)
    for row in pub["board"]:
        number = row[0]["name"][1]
        line = Text(f"{number}{'X' if number in clue_rows else ' '}  ", style="bold")
        for cell in row:
            if cell.get("hidden"):
                text, style = "▒▒▒", "dim"
            else:
                transport = "tube" if cell["transport"] == "underground" else cell["transport"]
                text = f"{transport} {_ACTION.get(cell['action'], cell['action'])}"
                style = "bold red" if cell["action"] == "sabotage" else "bold blue" if cell["action"] == "scotland_yard" else ""
            if pub["detective"] == cell["name"]:
                text, style = "*" + text, "bold yellow"
            if pub["hideout"] == cell["name"]:
                text, style = "X " + text, "bold magenta"
            line.append(text[:cell_w - 1].ljust(cell_w), style=style)
        lines.append(line)
    lines.append(Text(t("duel_legend"), style="dim"))
    return lines
