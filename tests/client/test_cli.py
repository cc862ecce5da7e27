"""The command line contract: bad arguments exit 2 with a message; headless runs print stats."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from client.__main__ import main


@pytest.mark.parametrize("argv", [["--size", "huge"], ["--game", "chess"], ["--game", "ra", "--players", "9"],
                                  ["--game", "ra", "--seats", "human,genius"], ["--players", "3"],
                                  ["--frames", "0"], ["--bogus"], ["--load", "/nonexistent.json"]])
def test_bad_arguments_exit_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("bodoge:") and "Traceback" not in err


def test_headless_run_prints_stats(tmp_path):
    shot = tmp_path / "t.png"
    out = subprocess.run([sys.executable, "-m", "client", "--headless", "--game", "ra", "--players", "3",
                          "--seats", "human,random,random", "--frames", "30", "--size", "640x360",
                          "--screenshot", str(shot), "--stats", "--lang", "ja"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    assert stats["frames"] == 30 and {"p50_ms", "p95_ms", "max_ms"} <= set(stats)
    assert shot.exists()
