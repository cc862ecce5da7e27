"""`python -m client.bench`: how soon the window is usable (a `make bench` figure, never a test).

- `title_s`: a fresh `bodoge --headless --frames 1` process, start to exit (Python, pygame, the title's
  first frame), the median of RUNS. The goal is at most 0.5 s on an idle machine.
- per game, `open_ms`: from choosing the game (its engine not imported yet) to its table existing (the
  engine's import, the match, the table), and `first_frame_ms`: the table's first frame (its static layer,
  its art read from the user's raster cache), each the median of RUNS fresh processes at 1280×720; and
  `first_frame_cold_ms`, the first frame of a first run (every SVG rasterized, the cache filled). The goal
  is at most 150 ms for the first frame.
Compare with `python ../shared/tools/calibrate.py` run alongside; a busy machine slows all of these.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ("ra", "la-granja", "coal-baron", "agricola")
RUNS = 5


def _env(home: str) -> dict[str, str]:
    # a fresh data and cache folder: no saves for the title to list, no rasters cached from an earlier run
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": home,
            "XDG_CACHE_HOME": home, "XDG_CONFIG_HOME": home, "BODOGE_DATA_DIR": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def title_seconds(home: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "client", "--headless", "--frames", "1"], env=_env(home), check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def table_child(game: str, size: str) -> None:
    """In a fresh process: the title drawn, then `game` chosen; prints its timings as JSON."""
    from client.app import App, Options
    from client.session.game_session import SeatSpec
    from client.session.launch import close_bots, new_session, start_game
    from client.settings import Settings
    w, h = map(int, size.split("x"))
    app = App(Settings(), Options(size=(w, h), headless=True, inline_bots=True))
    app.scenes.push("title")
    app.step(0.016)
    start = time.perf_counter()
    seats = [SeatSpec("human", None, "You"), SeatSpec("bot", "medium", "Medium")]
    start_game(app, new_session(app, game, seats, seed=7, autosave=False))
    opened = time.perf_counter()
    app.step(0.016)
    drawn = time.perf_counter()
    close_bots(app)
    print(json.dumps({"open_ms": (opened - start) * 1000, "first_frame_ms": (drawn - opened) * 1000}))


def table_times(game: str, size: str, home: str) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-m", "client.bench", "--child", game, "--size", size], env=_env(home),
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m client.bench", description=__doc__.split("\n")[0])
    p.add_argument("--runs", type=int, default=RUNS)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--child", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        table_child(args.child, args.size)
        return 0
    result: dict[str, object] = {"size": args.size, "runs": args.runs}
    with tempfile.TemporaryDirectory() as home:
        result["title_s"] = round(statistics.median(title_seconds(home) for _ in range(args.runs)), 3)
        for game in GAMES:
            cold = table_times(game, args.size, home)  # the art rasterized (a first run, or a new window size)
            runs = [table_times(game, args.size, home) for _ in range(args.runs)]  # read from the disk cache
            result[game] = {**{key: round(statistics.median(r[key] for r in runs), 1) for key in runs[0]},
                            "first_frame_cold_ms": round(cold["first_frame_ms"], 1)}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
