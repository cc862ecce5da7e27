"""The desktop client against hostile files, dying processes and unfinished games (issue list in
docs/design-notes.md, "Hostile input"); the corpus is tests/data/hostile/make_hostile.py."""
from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from client.scenes.load import ContinueScene, LoadScene
from client.scenes.overlays import Confirm, Message
from client.scenes.table import TableScene
from client.scenes.title import TitleScene
from client.session import launch, unfinished
from client.session.save_info import line, save_info

from .helpers import press, settle, start_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "data" / "hostile"))
import make_hostile  # noqa: E402

CORPUS = make_hostile.HERE
DEADLINE = 120.0  # seconds: only a bound that turns a hang into a failure; nothing is timed


def drop(app, path):
    app.step(0.016, [pygame.event.Event(pygame.DROPFILE, file=str(path))])


class FifoGuard:
    """Watches a FIFO: if anything opens it for reading, notes it and lets the reader go (so a test of code
    that would block on it fails instead of hanging)."""

    def __init__(self, path: Path) -> None:
        self.path, self.opened, self.done = path, False, False
        self.thread = threading.Thread(target=self.watch, daemon=True)
        self.thread.start()

    def watch(self) -> None:
        while not self.done:
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as err:
                if err.errno != errno.ENXIO:  # ENXIO: no reader yet
                    return
                time.sleep(0.01)
                continue
            self.opened = True
            os.close(fd)  # the reader sees the end of the file
            time.sleep(0.01)

    def stop(self) -> bool:
        self.done = True
        self.thread.join()
        return self.opened


# --- 1 and 2: a save naming any path, a JSON shape that crashed: a dialog, at the title or the table --------
def test_a_save_naming_a_data_file_opens_a_dialog_not_the_file(app):
    app.stack.reset(TitleScene(app))
    for name in ("data_file_passwd.json", "kind_list.json", "kind_object.json", "seed_5000_digits.json",
                 "game_list.json"):
        launch.open_save(app, CORPUS / name)
        top = app.stack.top
        assert isinstance(top, Message) and "\n" not in top.text and "root:" not in top.text, name
        press(app, "ok")


def test_the_load_screen_lists_every_damaged_save_and_opens_none(app, data_dir, tmp_path):
    saves = launch.saves_dir()
    for name in make_hostile.small():
        if name.endswith(".json") and "dev_zero" not in name:
            shutil.copy(CORPUS / name, saves / name)
    special = make_hostile.special(tmp_path)
    shutil.copy(special["deep"], saves / "deep.json")
    shutil.copy(special["deep_record"], saves / "deep_record.json")
    app.stack.reset(TitleScene(app))
    press(app, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    app.step(0.016, [])
    assert len(load.files) == len(list(saves.glob("*.json")))
    for i in range(len(load.files)):
        load.open(i)
        assert isinstance(app.stack.top, Message), load.files[i].name
        press(app, "ok")
        app.step(0.016, [])
        assert app.stack.top is load


# --- 3: a preview reads no more than the cap ------------------------------------------------------------------
def test_the_load_list_does_not_read_a_huge_save(app, tmp_path, monkeypatch):
    big = make_hostile.special(tmp_path)["big"]
    shutil.move(big, launch.saves_dir() / "big.json")
    read = []
    real_read, real_bytes = os.read, Path.read_bytes

    def spy_read(fd, n):
        if os.readlink(f"/proc/self/fd/{fd}").endswith("big.json"):
            read.append(n)
        return real_read(fd, n)

    def spy_bytes(path):
        if path.name == "big.json":
            read.append(path)
        return real_bytes(path)

    monkeypatch.setattr(Path, "read_bytes", spy_bytes)
    monkeypatch.setattr(os, "read", spy_read)
    app.stack.reset(TitleScene(app))
    press(app, "load")
    app.step(0.016, [])
    assert isinstance(app.stack.top, LoadScene) and line(save_info(launch.saves_dir() / "big.json"))
    assert save_info(launch.saves_dir() / "big.json").damaged
    assert read == []  # refused by its size, before a byte of it was read


# --- 4: every unfinished game kept, listed by Continue, and leaving one asked first ---------------------------
def test_dropping_a_save_mid_game_asks_and_keeps_the_game_in_continue(app, tmp_path):
    tb = start_table(app, ["human", "easy"], seed=5)
    press(app, "invoke")
    settle(app)
    tb.session.flush()
    first = tb.session.autosave_path
    before = first.read_bytes()
    other = tmp_path / "other.json"
    shutil.copy(first, other)
    drop(app, other)
    assert isinstance(app.stack.top, Confirm)
    press(app, "no")
    assert app.stack.top is tb and first.read_bytes() == before
    drop(app, other)
    press(app, "yes")
    opened = app.stack.top
    assert isinstance(opened, TableScene) and opened is not tb
    assert opened.session.autosave_path != first
    settle(app)
    assert first.read_bytes() == before and first in unfinished.unfinished()


def test_a_new_game_keeps_the_unfinished_one_and_continue_lists_both(app):
    tb = start_table(app, ["human", "easy"], seed=5)
    press(app, "invoke")
    settle(app)
    tb.session.flush()
    first, before = tb.session.autosave_path, tb.session.autosave_path.read_bytes()
    tb2 = start_table(app, ["human", "easy", "easy"], seed=6)
    press(app, "invoke")
    settle(app)
    tb2.session.flush()
    assert first.read_bytes() == before
    app.stack.reset(TitleScene(app))
    press(app, "continue")
    cont = app.stack.top
    assert isinstance(cont, ContinueScene) and cont.files == [tb2.session.autosave_path, first]
    rows = [line(save_info(p)) for p in cont.files]
    assert all("Ra" in r and "Epoch 1" in r for r in rows) and "Bot 3" in rows[0] and "Bot 3" not in rows[1]
    assert all(save_info(p).date for p in cont.files)
    cont.open(1)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.session.autosave_path == first


def test_leaving_for_the_title_is_asked(app):
    tb = start_table(app, ["human", "easy"], seed=5)
    tb.open_menu()
    press(app, "title")
    assert isinstance(app.stack.top, Confirm)
    press(app, "no")
    press(app, "quit")
    assert isinstance(app.stack.top, Confirm) and app.running


def test_the_oldest_unfinished_games_beyond_the_limit_are_pruned(app):
    tb = start_table(app, ["human", "easy"], seed=5)
    press(app, "invoke")
    settle(app)
    tb.session.flush()
    content = tb.session.autosave_path.read_bytes()
    folder = unfinished.autosaves_dir()
    for i in range(unfinished.KEEP + 5):
        path = folder / f"ra-old-{i:02}.json"
        path.write_bytes(content)
        os.utime(path, (1000 + i, 1000 + i))
    unfinished.prune()
    kept = unfinished.unfinished()
    assert len(kept) == unfinished.KEEP and tb.session.autosave_path in kept
    assert not (folder / "ra-old-05.json").exists() and (folder / "ra-old-06.json").exists()


# --- 5: a dead bot worker: seen, said, restarted, asked again ---------------------------------------------------
@pytest.fixture
def worker_app():
    from client.app import App, Options
    from client.settings import Settings
    a = App(Settings(lang="en", anim_speed=4.0), Options(size=(1280, 720), headless=True, bot_iterations=30))
    yield a
    a.close()
    launch.close_bots(a)


def run_until(app, done) -> None:
    end = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < end, "the table never recovered"
        top = app.stack.top
        if isinstance(top, TableScene):
            top.tweener.skip()
            top.wait = 0
        app.step(0.05, [])
        time.sleep(0.005)  # the worker needs the CPU


def test_a_killed_bot_worker_is_restarted_and_the_table_goes_on(worker_app):
    app = worker_app
    from .helpers import new_table
    new_table(app, "ra", ["human", "easy"], seed=5)
    run_until(app, lambda: app.stack.top.session.human_to_move())
    tb = app.stack.top
    s = tb.session
    toasts = []
    real = tb.show_toast
    tb.show_toast = lambda text, seconds=3.5: toasts.append(text) or real(text, seconds)
    press(app, "invoke")
    run_until(app, lambda: s.pending is not None)  # the bot is thinking: its worker dies
    first = launch.bots(app).proc.pid
    os.kill(first, signal.SIGKILL)
    moves = len(s.match.moves)
    run_until(app, lambda: s.human_to_move() and len(s.match.moves) > moves)
    assert launch.bots(app).proc.pid != first and s.worker_restarts == 1
    assert any("restarted" in x for x in toasts) and s.bot_error is None
    # the human moves, undoes while the worker is dead, and moves again: the bot is asked by a new worker
    assert s.try_play(s.state.legal_moves()[0]) is None
    run_until(app, lambda: s.human_to_move())
    os.kill(launch.bots(app).proc.pid, signal.SIGKILL)
    assert s.undo()
    moves = len(s.match.moves)
    assert s.try_play(s.state.legal_moves()[-1]) is None
    run_until(app, lambda: s.human_to_move() and len(s.match.moves) > moves + 1)
    assert s.worker_restarts == 2 and s.bot_error is None


# --- 6: no orphans after kill -9, no temp files left behind ------------------------------------------------------
def children(pid: int) -> list[int]:
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(stat.parent.name))
    return out


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_after_kill_9_the_worker_and_its_tracker_end(data_dir):
    proc = subprocess.Popen([sys.executable, "-m", "client", "--headless", "--game", "ra", "--seats", "easy,easy",
                             "--frames", "100000000"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + DEADLINE
        while len(kids := children(proc.pid)) < 2:  # the worker and the resource tracker
            assert time.monotonic() < end and proc.poll() is None, "no worker started"
            time.sleep(0.05)
    finally:
        proc.kill()
        proc.wait()
    end = time.monotonic() + DEADLINE
    while any(alive(k) for k in kids):
        assert time.monotonic() < end, "orphans live on"
        time.sleep(0.05)


def test_stale_temp_files_are_swept_at_start(data_dir):
    folder = unfinished.autosaves_dir()
    stale, fresh = folder / "ra-x.json.abc.tmp", folder / "ra-y.json.def.tmp"
    legacy_tmp = data_dir / "autosave.json.k3j2.tmp"
    for p in (stale, fresh, legacy_tmp):
        p.write_text("{")
    for p in (stale, legacy_tmp):
        os.utime(p, (1000, 1000))
    out = subprocess.run([sys.executable, "-m", "client", "--headless", "--frames", "1"], capture_output=True,
                         text=True, timeout=DEADLINE)
    assert out.returncode == 0, out.stderr
    assert not stale.exists() and not legacy_tmp.exists() and fresh.exists()


def test_an_older_bodoges_autosave_moves_into_continue(app, data_dir):
    tb = start_table(app, ["human", "easy"], seed=5)
    press(app, "invoke")
    settle(app)
    tb.session.flush()
    legacy = data_dir / "autosave.json"
    shutil.move(tb.session.autosave_path, legacy)
    unfinished.sweep()
    assert not legacy.exists() and len(unfinished.unfinished()) == 1


# --- 7: a FIFO dropped on the window is never opened -------------------------------------------------------------
def test_a_fifo_dropped_on_the_window_is_not_opened(app, tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    guard = FifoGuard(fifo)
    app.stack.reset(TitleScene(app))
    drop(app, fifo)
    assert not guard.stop()
    assert isinstance(app.stack.top, Message) and "save.json" in app.stack.top.text


def test_load_refuses_a_fifo_given_on_the_command_line(tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    out = subprocess.run([sys.executable, "-m", "client", "--headless", "--frames", "2", "--load", str(fifo)],
                         capture_output=True, text=True, timeout=DEADLINE)
    assert out.returncode == 0 and "Traceback" not in out.stderr


# --- 8: an autosave that cannot be written: said once, the game goes on, tried again ---------------------------
def test_a_failing_autosave_is_said_once_and_tried_again(app, tmp_path):
    tb = start_table(app, ["human", "easy"], seed=5)
    s = tb.session
    blocked = tmp_path / "blocked.json"
    blocked.mkdir()
    s.autosave_path = blocked
    toasts = []
    real = tb.show_toast
    tb.show_toast = lambda text, seconds=3.5: toasts.append(text) or real(text, seconds)
    for _ in range(3):  # three turns, every move's autosave failing
        assert s.try_play(s.state.legal_moves()[0]) is None
        settle(app)
        s.flush()
        app.step(0.016, [])
    assert len(s.match.moves) > 3 and s.save_failed
    assert sum("Autosave failed" in x for x in toasts) == 1
    blocked.rmdir()
    assert s.try_play(s.state.legal_moves()[0]) is None
    settle(app)
    s.flush()
    app.step(0.016, [])
    assert s.save_failed is None and blocked.is_file() and any("works again" in x for x in toasts)


# --- 9: --players 0 ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", ["0", "-1", "9"])
def test_a_player_count_out_of_range_is_refused(players, capsys):
    from client.__main__ import main
    assert main(["--headless", "--frames", "1", "--game", "ra", "--players", players]) == 2
    assert f"not {players}" in capsys.readouterr().err


# --- 1 on the client's command line: --option data_file and --load naming a device ----------------------------------
def _limit_memory() -> None:
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def test_the_client_refuses_a_device_as_data_file_or_save():
    """In a child held to 2 GB: a read of /dev/zero would never end."""
    run = [sys.executable, "-m", "client", "--headless", "--frames", "2"]
    out = subprocess.run([*run, "--game", "la-granja", "--players", "2", "--option", "data_file=/dev/zero"],
                         capture_output=True, text=True, timeout=DEADLINE, preexec_fn=_limit_memory)
    assert out.returncode == 2 and "not a regular file" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([*run, "--load", "/dev/zero"], capture_output=True, text=True, timeout=DEADLINE,
                         preexec_fn=_limit_memory)
    assert out.returncode == 0 and "Traceback" not in out.stderr
