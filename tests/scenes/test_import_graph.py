"""The import walk: every module under scenes/ and game/ is parsed (imports inside functions included) and the
graph of baraza.* imports is checked. Screens open each other by name through the app, so no module under
scenes/ imports a screen; no table package imports a screen; there is no import cycle at all.

Imports under `if TYPE_CHECKING:` are left out: they are never run, so they cannot make a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

from baraza.scenes.screens.directory import SCREENS

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = {"scenes": "baraza.scenes", "game": "baraza.game"}
NOT_TABLES = {"screens", "ui", "render"}  # the scenes/ packages that are not tables

# Edges tolerated while a change removes them, each (importer, imported) exactly: a listed edge that no longer
# exists fails the test, so the list cannot outlive its reason. Empty: no edge is tolerated.
ALLOWED_FOR_NOW: set[tuple[str, str]] = set()  # edges tolerated while a branch converts (none now)


def module_files() -> dict[str, Path]:
    """Dotted name -> file, for every module under the walked folders (a package is its __init__)."""
    out = {}
    for folder, package in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join([package, *parts])] = path
    return out


def _type_checking_only(tree: ast.AST) -> set[int]:
    """ids of the import nodes inside `if TYPE_CHECKING:` blocks."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(n) for n in ast.walk(inner))
    return skipped


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The walked modules that `name` imports anywhere in its file (functions included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skipped = _type_checking_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # a relative import: from the package, up level - 1
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                if whole in known:
                    found.add(whole)
                elif base in known:
                    found.add(base)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    known = set(files)
    return {name: imports_of(name, path, known) for name, path in files.items()}


def screen_modules() -> set[str]:
    """The modules of scenes/screens/ that hold a screen the directory names (not its shared helpers, such as
    markdown_view; ui.dialog's message box is a widget module other screens build on)."""
    modules = {target.partition(":")[0] for target in SCREENS.values()}
    return {m for m in modules if m.startswith("baraza.scenes.screens.")} & set(module_files())


def is_table(name: str) -> bool:
    parts = name.split(".")
    return parts[:2] == ["baraza", "scenes"] and len(parts) > 3 and parts[2] not in NOT_TABLES


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def checked_graph() -> dict[str, set[str]]:
    """The graph without the edges allowed for now."""
    graph = import_graph()
    return {name: {t for t in targets if (name, t) not in ALLOWED_FOR_NOW} for name, targets in graph.items()}


def test_the_walk_sees_function_local_imports():
    graph = import_graph()
    # scenes/cli.py imports the app only inside its commands
    assert "baraza.scenes.app" in graph["baraza.scenes.cli"]
    assert len(graph) > 100


def test_the_allowlist_holds_only_edges_that_still_exist():
    graph = import_graph()
    gone = sorted(edge for edge in ALLOWED_FOR_NOW if edge[1] not in graph.get(edge[0], set()))
    assert not gone, f"remove from ALLOWED_FOR_NOW (the import is gone): {gone}"


def test_no_module_in_scenes_imports_a_screen():
    screens = screen_modules()
    assert {"baraza.scenes.screens.menu", "baraza.scenes.screens.rules"} <= screens
    wrong = sorted((name, target) for name, targets in checked_graph().items()
                   if name.startswith("baraza.scenes.") for target in targets if target in screens)
    assert not wrong, f"open these screens by name (app.show) instead of importing them: {wrong}"


def test_no_table_package_imports_a_screen_module():
    screen_folder = "baraza.scenes.screens."
    wrong = sorted((name, target) for name, targets in checked_graph().items() if is_table(name)
                   for target in targets if target.startswith(screen_folder) and target != screen_folder + "directory")
    assert not wrong, f"a table imports a screen's module: {wrong}"


def test_game_never_imports_scenes():
    wrong = sorted((name, target) for name, targets in import_graph().items() if name.startswith("baraza.game")
                   for target in targets if target.startswith("baraza.scenes"))
    assert not wrong


def test_no_import_cycle():
    found = cycles(checked_graph())
    assert not found, f"import cycles: {found}"


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_table_asks_a_games_ai():
    """A table reads its view (issue 42): what it warns or explains with (an attack's chance, why a piece cannot
    land) is a view method, never a call into the game's AI; tables meet AI seats only as agents of the match."""
    wrong = sorted((name, target) for name, targets in import_graph().items() if is_table(name)
                   for target in targets if target.startswith("baraza.game.") and target.rsplit(".", 1)[-1] == "ai")
    assert not wrong, f"a table imports a game's AI module: {wrong}"
