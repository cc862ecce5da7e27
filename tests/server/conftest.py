"""Server fixtures: a private data folder and database per test, servers stopped (or killed) at the end."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.helpers import ServerProcess


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[list[ServerProcess]]:
    """A list to put started servers in; every one still running is stopped after the test."""
    started: list[ServerProcess] = []
    yield started
    for s in started:
        s.stop()
    for s in started:  # a server that hid a failure behind a log line fails the test that caused it
        text = s.log.read_text(errors="replace") if s.log.exists() else ""
        assert "Traceback" not in text, f"the server logged an error:\n{text[-3000:]}"


@pytest.fixture
def sqlite_server(tmp_path: Path, servers: list[ServerProcess]) -> ServerProcess:
    s = ServerProcess(str(tmp_path / "games.db"), tmp_path).start()
    servers.append(s)
    return s
