"""Process plumbing shared by everything that plays bots in worker processes (the client's bot worker, the
server's bot pool, the arena's tournaments): a worker ends when the process that started it is gone, even
killed with `kill -9`, so no orphan is left waiting on a queue nobody will write to."""
from __future__ import annotations

import multiprocessing as mp
import os
import threading


def end_with_parent() -> None:
    """In a worker process: a daemon thread that ends the process as soon as its parent is gone (even
    mid-search). Usable as a process pool's `initializer`."""
    parent = mp.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns when the parent's end of the pipe closes: it exited, or was killed
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
