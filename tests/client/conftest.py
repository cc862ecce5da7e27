"""Headless client tests: SDL dummy drivers, a temp data folder, inline bots with small budgets."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("BODOGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def app():
    from client.app import App, Options
    from client.session import launch
    from client.settings import Settings

    a = App(Settings(lang="en", anim_speed=4.0), Options(size=(1280, 720), headless=True, inline_bots=True,
                                                          bot_iterations=30, bot_seed=1))
    yield a
    a.close()
    launch.close_bots(a)
