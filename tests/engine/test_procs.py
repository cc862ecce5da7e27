"""A process pool's workers end when the process that started them is killed (`kill -9`), as the bots'
worker does: the server's bot pool and the arena's pool leave no orphans behind."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

SCRIPT = """
import concurrent.futures as cf, multiprocessing as mp, os, sys
from engine.procs import end_with_parent

def pid():
    return os.getpid()

if __name__ == "__main__":
    pool = cf.ProcessPoolExecutor(2, mp_context=mp.get_context("spawn"), initializer=end_with_parent)
    print(pool.submit(pid).result(), flush=True)
    sys.stdin.read()
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is gone for our purpose (its parent, init, reaps it in its own time)
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        return f.read().split(") ")[-1][:1] != "Z"


def test_pool_workers_end_with_their_killed_parent(tmp_path: Path) -> None:
    script = tmp_path / "pool.py"
    script.write_text(SCRIPT, encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert _alive(worker)
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=30)
    deadline = time.monotonic() + 30
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(worker), "the pool's worker outlived its killed parent"
