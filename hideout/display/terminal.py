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

_WORDS: dict[str, dict[str, Any]] = {
    "en": {"round": "Round", "detectives": "Detectives", "spy": "Spy", "deck": "Deck", "turn": "Turn",
           "open": "open cards", "clues": "Clues", "none": "no answers yet this round", "out": "[out]",
           "was_in": "Round {round}: the spy was in {name}", "won": {"detectives": "detectives won", "spy": "spy won"},
           "pointed": "answers that fit {name}", "over": "Game over", "winner": {"detectives": "the detectives win",
                                                                                  "spy": "the spy wins"},
           "step": {"ask": "ask a question", "eliminate": "eliminate or arrest", "arrest": "arrest",
                    "final_arrest": "final arrest", "deal": "name the dealt destinations", "over": "over"}},
    "ko": {"round": "라운드", "detectives": "수사관", "spy": "스파이", "deck": "덱", "turn": "차례",
           "open": "공개 카드", "clues": "단서", "none": "이번 라운드 답 없음", "out": "[제거]",
           "was_in": "라운드 {round}: 스파이는 {name}에 있었습니다", "won": {"detectives": "수사관 승", "spy": "스파이 승"},
           "pointed": "{name}에 맞는 답", "over": "게임 끝", "winner": {"detectives": "수사관 승리", "spy": "스파이 승리"},
           "step": {"ask": "질문", "eliminate": "제거 또는 체포", "arrest": "체포", "final_arrest": "마지막 체포",
                    "deal": "놓은 목적지 말하기", "over": "끝"}},
}


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
    w = _WORDS.get(pub["lang"], _WORDS["en"])
    score = pub["score"]
    head = Text.assemble(
        (f"{w['round']} {pub['round']}", "bold"), "  ",
        (f"{w['detectives']} {score['detectives']} : {score['spy']} {w['spy']}", "bold cyan"))
    if not pub["physical"]:
        head.append(f"  {w['deck']} {pub['deck']}")
    if pub["turn"]:
        head.append(f"  {w['turn']}: {pub['turn']} ({w['step'].get(pub['step'], pub['step'])})", style="yellow")
    elif pub["phase"] == "game_over":
        head.append(f"  {w['over']}: {w['winner'].get(pub['winner'] or '', '')}", style="yellow")
    top = [head]
    top += _columns([_destination(d, w) for d in pub["table"]], width)
    if not pub["physical"]:
        if pub["open_cards"] is not None:
            top.append(Text(f"  {w['open']}: " + ", ".join(c["name"] for c in pub["open_cards"])))
        else:
            for player in pub["players"]:
                hand = state.seats.get(player["name"], {}).get("hand", [])
                marker = "▶ " if player["current"] else "  "
                top.append(Text(f"{marker}{player['name']}: " + (", ".join(c["name"] for c in hand) or "-"),
                                style="bold" if player["current"] else ""))
    bottom: list[Text] = []
    reveal = pub["reveal"]
    if reveal:
        won = w["won"].get(reveal["winner"], reveal["winner"])
        bottom.append(Text(w["was_in"].format(round=reveal["round"], name=reveal["hideout_name"]) + f" ({won})",
                           style="bold magenta"))
        pointed = [a["card_name"] for a in reveal["answers"] if reveal["hideout"] in a["fits"]]
        if pointed:
            bottom.append(Text("  " + w["pointed"].format(name=reveal["hideout_name"]) + ": " + ", ".join(pointed)))
    room = MAX_LINES - len(top) - len(bottom) - 1
    clues = [Text(f"  {a['player'] or ''} · {a['card_name']}: {a['text']}") for a in pub["answers"]]
    log = [Text(f"{w['clues']}:", style="bold")] + (clues[-room:] if room > 0 else []) if clues else \
        [Text(f"{w['clues']}: {w['none']}", style="dim")]
    return top + log + bottom


def _destination(dest: dict[str, Any], w: dict[str, Any]) -> Text:
    if dest["eliminated"]:
        return Text(f"x {dest['name']} {w['out']}", style="strike dim")
    return Text(f"  {dest['name']}", style="bold")


def _columns(items: list[Text], width: int) -> list[Text]:
    """Destinations in as many columns as fit (names are short; ten fit in four lines)."""
    if not items:
        return []
    cell = max(len(t.plain) for t in items) + 2
    per_line = max(1, min(len(items), width // cell))
    lines = []
    for start in range(0, len(items), per_line):
        line = Text()
        for item in items[start:start + per_line]:
            line.append_text(item)
            line.append(" " * (cell - len(item.plain)))
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
    lines = [Text.assemble(("London (from your seat)", "bold"),
                           f"  Sabotage found: {pub['score']['sabotage']}/3  Action cards: "
                           + (", ".join(c.replace("_", " ") for c in pub["cards_left"]) or "none"))]
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
    lines.append(Text("  * you   X Mister X (a clue: his row or column)", style="dim"))
    return lines
