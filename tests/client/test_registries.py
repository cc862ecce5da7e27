"""Games and scenes are found by looking: no shared client file names a game, scene modules never
import one another, every table package is a game the engine knows, and its facts are complete."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from client.games import table_ids, table_info
from client.games.base import GameTable
from client.i18n import catalog
from client.paths import ART_DIR
from client.scenes.stack import SCENES, Scene
from engine.core.registry import game_ids

ROOT = Path(__file__).resolve().parents[2]
SHARED = [ROOT / "client" / d for d in ("scenes", "ui", "session")] + [ROOT / "client" / "app.py"]
CATALOGS = sorted((ROOT / "client" / "i18n").glob("*.toml"))  # a game's strings are its own package's
GAME_NAMES = re.compile(r"""la_granja|la-granja|coal_baron|coal-baron|agricola|games.ra|"ra"|'ra'|^\[(ra|lg)[.\]]""")
SCENES_DIR = ROOT / "client" / "scenes"


def shared_files() -> list[Path]:
    return [f for p in SHARED for f in ([p] if p.is_file() else sorted(p.rglob("*.py")))] + CATALOGS


def test_no_shared_client_file_names_a_game():
    hits = [f"{f.relative_to(ROOT)}:{n}: {line.strip()}" for f in shared_files()
            for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1) if GAME_NAMES.search(line)]
    assert hits == []


def imports_of(path: Path) -> set[str]:
    """Every module a file imports, at the top or inside a function."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def test_scene_modules_do_not_import_each_other():
    modules = {f"client.scenes.{p.stem}": p for p in SCENES_DIR.glob("*.py") if p.stem != "__init__"}
    for name, path in modules.items():
        others = {m for m in imports_of(path) if m in modules and m != name}
        assert others <= {"client.scenes.stack"}, f"{name} imports {others - {'client.scenes.stack'}}"


def test_no_import_cycle_among_client_modules():
    files = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
             for p in (ROOT / "client").rglob("*.py")}
    graph = {name: {m for m in imports_of(path) if m in files and m != name} for name, path in files.items()}
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> None:
        if node in path:
            raise AssertionError(" -> ".join(path[path.index(node):] + [node]))
        if node in done:
            return
        for nxt in graph[node]:
            visit(nxt, path + [node])
        done.add(node)
    for name in graph:
        visit(name, [])


def test_every_scene_is_found_by_name():
    names = set(SCENES.classes())
    assert {"title", "newgame", "table", "results", "confirm", "message", "bot_failed", "load", "pause",
            "settings", "rules", "all_moves", "choice", "curtain"} <= names
    assert all(issubclass(SCENES.get(n), Scene) for n in names)
    with pytest.raises(KeyError, match="no scene named"):
        SCENES.get("nonexistent")


@pytest.mark.parametrize("game_id", table_ids())
def test_every_table_is_an_engine_game_with_its_facts(game_id):
    assert game_id in game_ids()
    info = table_info(game_id)
    assert issubclass(info.table(), GameTable)
    for lang in ("en", "ja"):
        assert info.rules in catalog(lang), (lang, info.rules)
        assert (ROOT / "client" / "games" / game_id.replace("-", "_") / f"{lang}.toml").exists()
    assert info.title_art and all((ART_DIR / f"{name}.svg").exists() for name in info.title_art)


def test_a_new_table_package_is_found_without_editing_a_shared_file(tmp_path, monkeypatch):
    import client.games as registry
    pkg = tmp_path / "zz_new_game"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "from client.games.base import GameTable, TableInfo\n"
        "INFO = TableInfo(table=lambda: GameTable, rules='rules.zz', title_art=('ra/parts/bag',))\n")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    registry._packages.cache_clear()
    try:
        assert "zz-new-game" in registry.table_ids()
        assert registry.table_info("zz-new-game").rules == "rules.zz"
    finally:
        registry._packages.cache_clear()


def test_a_string_defined_by_two_catalogs_is_an_error(tmp_path, monkeypatch):
    import client.i18n as i18n
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.write_text('[x]\ny = "one"\n')
    b.write_text('[x]\ny = "two"\n')
    monkeypatch.setattr(i18n, "catalog_files", lambda lang: [a, b])
    monkeypatch.setattr(i18n, "_catalogs", {})
    with pytest.raises(ValueError, match="x.y"):
        i18n.catalog("en")
