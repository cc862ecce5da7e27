"""engine/ never imports pygame: the rules run anywhere (servers, bots, tests) without a display."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_no_pygame_in_engine_sources():
    pattern = re.compile(r"^\s*(import|from)\s+pygame", re.M)
    offenders = [str(p) for p in ENGINE.rglob("*.py") if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_engine_import_does_not_load_pygame():
    code = ("import sys, importlib, pkgutil, engine\n"
            "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
            "    if m.name.endswith('__main__'): continue\n"
            "    try: importlib.import_module(m.name)\n"
            "    except Exception: pass  # a module being written elsewhere; the source grep still checks it\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("False")


def test_core_imports_no_bots_arena_or_game():
    """The arrows run down: engine/core is what bots, the arena and the games build on, so it imports none
    of them (the registry alone names the games' package, to discover them)."""
    pattern = re.compile(r"^\s*(?:import|from)\s+engine\.(bots|arena|games)\b", re.M)
    sources = [p for p in sorted((ENGINE / "core").glob("*.py")) if p.name != "registry.py"]
    offenders = [f"{p.name}: engine.{m.group(1)}" for p in sources
                 for m in pattern.finditer(p.read_text(encoding="utf-8"))]
    assert offenders == []
