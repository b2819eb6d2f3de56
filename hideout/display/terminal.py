"""The terminal renderer: captions as they come, and a compact table after each command.

The table fits an 80 x 24 terminal with the turn's captions and the prompt: at most
:data:`MAX_LINES` lines, none wider than the console, the oldest clues dropped first. Eliminated
destinations are marked in plain text ("x ... [out]") as well as struck through, so they read on
a terminal without styles, in a screen reader, and in a copied transcript.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
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
    """The table in lines of at most ``width`` columns: Destination X's in at most MAX_LINES (its
    clue log gives way), the Duel's whole board (ten lines at 80 columns, eighteen at 40)."""
    duel = state.public["game"] == "duel"
    lines = render_duel(state, width) if duel else render_destination_x(state, width)
    for line in lines:
        line.no_wrap, line.overflow = True, "ellipsis"
        line.truncate(width, overflow="ellipsis")
    return Group(*(lines if duel else lines[:MAX_LINES]))


def render_destination_x(state: TableState, width: int) -> list[Text]:
    pub = state.public
    t = _words(pub["lang"])
    score = pub["score"]
    parts = [Text(f"{t('round')} {pub['round']}", style="bold"),
             Text(f"{t('detectives')} {score['detectives']} : {score['spy']} {t('spy')}", style="bold cyan")]
    if not pub["physical"]:
        parts.append(Text(f"{t('deck')} {pub['deck']}"))
    if pub["turn"]:
        parts.append(Text(f"{t('turn')}: {pub['turn']} ({t('step.' + pub['step'])})", style="yellow"))
    elif pub["phase"] == "game_over" and pub["winner"]:
        parts.append(Text(t("wins." + pub["winner"]), style="yellow"))
    top = _packed(parts, width)   # a narrow screen wraps the header: whose turn it is stays whole
    top += _columns([_destination(d, t("out")) for d in pub["table"]], width)
    if not pub["physical"]:
        if pub["open_cards"] is not None:
            top.append(Text(f"  {t('open_cards')}: " + ", ".join(c["name"] for c in pub["open_cards"])))
        else:
            for player in pub["players"]:
                hand = state.seats.get(player["name"], {}).get("hand", [])
                if player["current"]:   # wrapped on a narrow screen: the cards they may ask with
                    names = [c["name"] for c in hand] or ["-"]
                    parts = [Text(n + ",", style="bold") for n in names[:-1]] + [Text(names[-1], style="bold")]
                    parts[0] = Text(f"▶ {player['name']}: ", style="bold") + parts[0]
                    wrapped = _packed(parts, width - 4, sep=" ")   # room for the indent
                    top += wrapped[:1] + [Text("    ") + line for line in wrapped[1:]]
                else:
                    top.append(Text(f"  {player['name']}: " + (", ".join(c["name"] for c in hand) or "-")))
    bottom: list[Text] = []
    reveal = pub["reveal"]
    if reveal:
        bottom.append(Text(f"{t('was_in', round=reveal['round'])} {reveal['hideout_in_sentence']} "
                           f"({t('won.' + reveal['winner'])})", style="bold magenta"))
        pointed = [a["card_name"] for a in reveal["answers"] if reveal["hideout"] in a["fits"]]
        if pointed:
            bottom.append(Text(f"  {t('fit_here', name=reveal['hideout_in_sentence'])}: " + ", ".join(pointed)))
    room = MAX_LINES - len(top) - len(bottom) - 1
    clues = [Text(f"  {a['player'] or ''} · {a['card_name']}: {a['text']}") for a in pub["answers"]]
    log = [Text(f"{t('clues')}:", style="bold")] + (clues[-room:] if room > 0 else []) if clues else \
        [Text(t("no_clues"), style="dim")]
    return top + log + bottom


def _packed(parts: list[Text], width: int, sep: str = "  ") -> list[Text]:
    """``parts`` on as few lines as fit ``width``, never splitting one (a part wider than the
    screen gets a line of its own and is cut there)."""
    lines: list[Text] = []
    for part in parts:
        if lines and lines[-1].cell_len + len(sep) + part.cell_len <= width:
            lines[-1].append(sep)
            lines[-1].append_text(part)
        else:
            lines.append(part.copy())
    return lines


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


def render_duel(state: TableState, width: int) -> list[Text]:
    """London from the Detective's seat: row 5 at the top, row 1 (the start) nearest the player.
    A district shows its ticket and Mister X's action; cells narrower than "*tube SABOTAGE" put
    the two on two lines, with the phrasebook's narrow actions."""
    pub = state.public
    # his figure stands by the latest camera's row or column only (the rulebook moves it); the
    # older clues are history, and crossing them pointed at a district he may have left
    clue_rows = {v for axis, v in pub["clues"][-1:] if axis == "row"}
    clue_cols = {v for axis, v in pub["clues"][-1:] if axis == "column"}
    t = _words(pub["lang"])
    cell_w = max(6, min(15, (width - 3) // 5))
    header_parts = [Text(t("london"), style="bold"), Text(f"{t('sabotage')}: {pub['score']['sabotage']}/3")]
    if pub["turn"]:
        header_parts.append(Text(duel_turn_line(pub, t), style="yellow"))
    lines = _packed(header_parts, width)
    cards = [Text(t("duel_cards." + c)) for c in pub["cards_left"]] or [Text(t("no_cards"))]
    cards[0] = Text(f"{t('action_cards')}: ") + cards[0]
    lines += _packed([c + Text(",") for c in cards[:-1]] + cards[-1:], width, sep=" ")
    if pub.get("winner"):
        lines.append(Text(t("duel_wins." + pub["winner"]), style="bold yellow"))
    header = Text("   ")
    for col in "ABCDE":
        label = ("X " if col in clue_cols else "") + col
        header.append(label.ljust(cell_w), style="bold magenta" if col in clue_cols else "bold")
    lines.append(header)
    labels = [_duel_label(cell, pub, t, narrow=False) for row in pub["board"] for cell in row]
    two_lines = any(cell_len(a + (" " + b if b else "")) > cell_w - 1 for a, b, _ in labels)
    if two_lines:
        labels = [_duel_label(cell, pub, t, narrow=True) for row in pub["board"] for cell in row]
    for r, row in enumerate(pub["board"]):
        number = row[0]["name"][1]
        first = Text(f"{number}{'X' if number in clue_rows else ' '} ", style="bold")
        second = Text("   ")
        for ticket, action, style in labels[r * 5:(r + 1) * 5]:
            if two_lines:
                first.append(_cut(ticket, cell_w), style=style)
                second.append(_cut(action, cell_w), style=style)
            else:
                first.append(_cut(f"{ticket} {action}".strip(), cell_w), style=style)
        lines += [first, second] if two_lines else [first]
    swap = pub.get("swap")
    if swap is not None:   # his swap since she moved, as she saw it; marked <> on the board
        said = t("last_secret_swap") if swap["secret"] else t("last_swap", a=swap["cells"][0], b=swap["cells"][1])
        lines += _packed([Text(said, style="yellow")], width)
    legend = t("duel_legend").split("   ")
    if any(cell.get("unturned") for row in pub["board"] for cell in row):
        legend.append(t("duel_legend_unturned"))
    if swap is not None and swap["cells"]:
        legend.append(t("duel_legend_swapped"))
    lines += _packed([Text(part, style="dim") for part in legend], width, sep="   ")
    return lines


def duel_turn_line(pub: dict[str, Any], t: Any) -> str:
    """"Turn: Detective (moves)": the seat and what it does now; Mister X's step names him
    already, so his turn is the seat alone."""
    seat = t("duel_seats." + pub["turn"])
    return f"{t('turn')}: {seat}" if pub["turn"] == "mister_x" else f"{t('turn')}: {seat} ({t('step.' + pub['step'])})"


def _duel_label(cell: dict[str, Any], pub: dict[str, Any], t: Any, narrow: bool) -> tuple[str, str, str]:
    """(ticket, action, style) of one district as the board shows it; markers go before the ticket."""
    swapped = pub.get("swap") is not None and cell["name"] in pub["swap"]["cells"]
    if cell.get("hidden"):
        return ("<>▒" if swapped else "▒▒▒"), "", "bold yellow" if swapped else "dim"
    ticket = t("duel_tickets." + cell["transport"]) if cell["transport"] else ""
    action = t(("duel_actions_narrow." if narrow else "duel_actions.")
               + ("scotland_yard_spent" if cell["spent"] else cell["action"]))
    style = "dim" if cell["spent"] or cell["unturned"] else \
        {"sabotage": "bold red", "scotland_yard": "bold blue"}.get(cell["action"], "")
    if cell["unturned"]:   # shown at the end only; marked in text too, for a screen without colour
        ticket = "~" + ticket
    if pub["hideout"] == cell["name"]:
        style = "bold magenta"
        if cell["action"] != "mister_x":   # his own district already says so
            ticket = "X " + ticket
    if pub["detective"] == cell["name"]:
        ticket, style = "*" + ticket, "bold yellow"
    if swapped:
        ticket = "<>" + ticket
    return ticket, action, style


def _cut(text: str, cell_w: int) -> str:
    """``text`` in a cell of ``cell_w`` columns with a column between cells (Hangul is two wide)."""
    while cell_len(text) > cell_w - 1:
        text = text[:-1]
    return text + " " * (cell_w - cell_len(text))
