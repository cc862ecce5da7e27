"""`bodoge serve` never loads pygame: a server has no display, and may not have pygame's libraries."""
from __future__ import annotations

import subprocess
import sys


def test_the_server_and_its_entry_point_do_not_load_pygame(tmp_path):
    code = ("import sys, importlib, pkgutil, server\n"
            "for m in pkgutil.walk_packages(server.__path__, 'server.'):\n"
            "    importlib.import_module(m.name)\n"
            "import client.__main__\n"
            "from server.app import build_app\n"
            "from server.hub import Settings\n"
            f"build_app(Settings(db={str(tmp_path / 'g.db')!r}))\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "False"
