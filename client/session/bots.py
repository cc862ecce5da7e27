"""Bots for the client: in a worker process (spawn) so the window never stalls, or inline (tests).

Both drivers take requests tagged with a key and hand back (key, move, error) when ready; a reply
whose key is stale (the game moved on, or was undone) is simply ignored by the session. A bot that
raises answers with no move and a one-line reason (the exception's type and message, no traceback),
which the table shows; it never takes the worker down.

A worker that dies (killed, out of memory) is seen at the next poll: the driver starts a new one and
answers `(WORKER_DIED, None, reason)`, and the session asks again. A worker never outlives the client: a
thread in it waits on the parent's death and ends the process (so its resource tracker ends too).
"""
from __future__ import annotations

import multiprocessing as mp
import queue
from typing import Any

from engine.procs import end_with_parent

Request = tuple[Any, str, int, float | None, int | None, Any, int]  # key, level, seed, seconds, iters, obs, seat
Reply = tuple[Any, Any, str | None]  # key, move (None on error), error
WORKER_DIED = "worker-died"  # a reply's key: the worker process died and a new one was started


_KEPT: dict[tuple[str, int], Any] = {}  # the worker's search bots by seat: a tree carries over a run of moves


def choose(level: str, seed: int, seconds: float | None, iterations: int | None, obs: Any, seat: int,
           keep: bool = False) -> Any:
    """The bot's move. With `keep`, a seat's hard bot lives on between requests, so a run of free
    actions searches on in the tree already grown (hard, expert) (the bot checks the position is the one expected)."""
    from engine.bots import make_bot
    from engine.bots.base import SEARCH_LEVELS
    if not (keep and level in SEARCH_LEVELS):
        return make_bot(level, seed=seed, seconds=seconds, iterations=iterations).choose(obs, seat)
    bot: Any = _KEPT.get((level, seat))
    if bot is None:
        bot = _KEPT[(level, seat)] = make_bot(level, seed=seed, seconds=seconds, iterations=iterations)
    bot.retune(seed, seconds, iterations)
    return bot.choose(obs, seat)


def answer(req: Request, keep: bool = False) -> Reply:
    """The reply to one request: the bot's move, or no move and why."""
    key, level, seed, seconds, iterations, obs, seat = req
    try:
        if isinstance(key, tuple) and key[:1] == ("review",):  # one decision of a review: obs is (view, played, ply)
            from engine.review import judge
            view, played, ply = obs
            return (key, judge(view, seat, played, ply, level, iterations), None)
        return (key, choose(level, seed, seconds, iterations, obs, seat, keep=keep), None)
    except Exception as err:  # noqa: BLE001 - reported to the session and shown, never a crash
        text = str(err).strip().splitlines()
        return (key, None, f"{type(err).__name__}: {text[0]}" if text else type(err).__name__)


def _worker(requests: Any, replies: Any) -> None:
    end_with_parent()
    while True:
        req = requests.get()
        if req is None:
            return
        replies.put(answer(req, keep=True))


class WorkerBots:
    """One spawned worker process; requests are handled in order."""

    def __init__(self) -> None:
        self.restarts = 0
        self._start()

    def _start(self) -> None:
        ctx = mp.get_context("spawn")
        self.requests = ctx.Queue()
        self.replies = ctx.Queue()
        self.proc = ctx.Process(target=_worker, args=(self.requests, self.replies), daemon=True)
        self.proc.start()

    def request(self, req: Request) -> None:
        self.requests.put(req)

    def poll(self) -> Reply | None:
        try:
            return self.replies.get_nowait()
        except queue.Empty:
            pass
        if self.proc.is_alive():
            return None
        code = self.proc.exitcode
        self._restart()
        return (WORKER_DIED, None, f"the bots' process ended (exit code {code}); restarted")

    def _restart(self) -> None:
        """A new worker with new queues; the dead one's queues are dropped without waiting on them."""
        for q in (self.requests, self.replies):
            q.cancel_join_thread()
            q.close()
        self.proc.join(timeout=0)
        self.restarts += 1
        self._start()

    def close(self) -> None:
        try:
            self.requests.put(None)
            self.proc.join(timeout=1.0)
        finally:
            if self.proc.is_alive():
                self.proc.terminate()


class InlineBots:
    """Bots computed in this process when asked (tests: fast and deterministic)."""

    def __init__(self) -> None:
        self.ready: list[Reply] = []

    def request(self, req: Request) -> None:
        self.ready.append(answer(req))

    def poll(self) -> Reply | None:
        return self.ready.pop(0) if self.ready else None

    def close(self) -> None:
        self.ready.clear()
