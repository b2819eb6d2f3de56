"""Print the import cycles between the package's modules (imports at module level only; an
import inside a function does not run at import time). Used to check the layering: the
design card wants dependencies to point one way.

    python3 scripts/import_cycles.py [ROOT]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

LAYERS = {"hideout": "hideout", "engine": "hideout.engine", "grammar": "hideout.grammar",
          "voice": "hideout.voice", "data": "hideout.data"}


def modules(root: Path) -> dict[str, Path]:
    found = {}
    for folder, package in LAYERS.items():
        for path in (root / folder).rglob("*.py"):
            parts = path.relative_to(root / folder).with_suffix("").parts
            name = ".".join((package, *parts))
            found[name.removesuffix(".__init__")] = path
    return found


def imports(path: Path, name: str, known: set[str], everywhere: bool = False) -> set[str]:
    """Modules of the package that ``path`` imports at module level (``everywhere``: also inside
    functions and ``if TYPE_CHECKING:`` blocks)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in (ast.walk(tree) if everywhere else tree.body):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if base.split(".")[0] in LAYERS and base.split(".")[0] != "hideout":
                base = f"hideout.{base}"  # the layout before one import package
            if node.level:
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1] + ([base] if base else []))
            # "from pkg import submodule" depends on the submodule; "from pkg import name" on pkg
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                       for a in node.names]
        for target in targets:
            head = target.split(".")[0]
            if head in LAYERS and head != "hideout":
                target = f"hideout.{target}"
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10_000)
    for v in graph:
        if v not in index:
            visit(v)
    return found


def main() -> int:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
    mods = modules(root)
    for everywhere, what in ((False, "at import time"), (True, "counting imports inside functions")):
        graph = {name: imports(path, name, set(mods), everywhere) & set(mods)
                 for name, path in mods.items()}
        found = cycles(graph)
        for comp in found:
            print("  cycle:", " <-> ".join(comp))
        print(f"{len(found)} import cycles among {len(mods)} modules {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
