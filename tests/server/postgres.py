"""A throwaway PostgreSQL cluster for the tests: initdb in a temporary folder, started on a free port of
127.0.0.1, stopped and removed afterwards. As root it runs as the `postgres` user (PostgreSQL refuses root)."""
from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

WAIT_SECONDS = 60


def why_not() -> str | None:
    """Why no cluster can be started here (None: it can)."""
    for tool in ("initdb", "pg_ctl"):
        if shutil.which(tool) is None:
            return f"PostgreSQL's {tool} is not on PATH"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no `postgres` user to run PostgreSQL as"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def cluster() -> Iterator[str]:
    """A running cluster's URL (postgresql://postgres@127.0.0.1:PORT/postgres)."""
    root = tempfile.mkdtemp(prefix="bodoge-pg-")
    as_root = os.geteuid() == 0
    prefix: list[str] = []
    if as_root:
        user = pwd.getpwnam("postgres")
        os.chown(root, user.pw_uid, user.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"]
    data, log = os.path.join(root, "data"), os.path.join(root, "log")
    port = _free_port()
    started = False
    try:
        subprocess.run([*prefix, "initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"],
                       check=True, capture_output=True, timeout=WAIT_SECONDS)
        options = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run([*prefix, "pg_ctl", "-D", data, "-o", options, "-l", log, "-w", "-t", str(WAIT_SECONDS),
                        "start"], check=True, capture_output=True, timeout=WAIT_SECONDS + 10)
        started = True
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        if started:
            subprocess.run([*prefix, "pg_ctl", "-D", data, "-m", "immediate", "-w", "-t", str(WAIT_SECONDS), "stop"],
                           capture_output=True, timeout=WAIT_SECONDS + 10)
        shutil.rmtree(root, ignore_errors=True)
