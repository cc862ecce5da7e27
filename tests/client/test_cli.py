"""The command line contract: bad arguments exit 2 with a message; headless runs print stats."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from client.__main__ import main


@pytest.mark.parametrize("argv", [["--size", "huge"], ["--game", "chess"], ["--game", "ra", "--players", "9"],
                                  ["--game", "ra", "--seats", "human,genius"], ["--players", "3"],
                                  ["--frames", "0"], ["--bogus"], ["--load", "/nonexistent.json"],
                                  ["--option", "draft=true"], ["--game", "la-granja", "--option", "colour=red"],
                                  ["--game", "la-granja", "--option", "draft=maybe"],
                                  ["--game", "la-granja", "--option", "data_file=/nonexistent/mine.toml"],
                                  ["--game", "ra", "--option", "god_on_disaster"]])
def test_bad_arguments_exit_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("bodoge:") and "Traceback" not in err
    assert err.count("\n") == 2  # the message, then where to look


def test_headless_run_prints_stats(tmp_path):
    shot = tmp_path / "t.png"
    out = subprocess.run([sys.executable, "-m", "client", "--headless", "--game", "ra", "--players", "3",
                          "--seats", "human,random,random", "--frames", "30", "--size", "640x360",
                          "--screenshot", str(shot), "--stats", "--lang", "ja"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    assert stats["frames"] == 30 and {"p50_ms", "p95_ms", "max_ms", "max_bot_turn_s"} <= set(stats)
    assert shot.exists()


def test_a_bad_option_names_the_option_and_the_game(capsys):
    assert main(["--game", "la-granja", "--option", "colour=red"]) == 2
    assert capsys.readouterr().err.startswith(
        "bodoge: --option: La Granja has no option 'colour' (options: full_value_removal_scores, draft, "
        "village_store_own_bonus, data_file)")


def test_the_game_is_played_with_the_options_and_its_save_carries_the_data_file(tmp_path, data_dir):
    from engine.core import records
    from engine.games.la_granja.data import DATA_DIR
    from engine.games.la_granja.goods import OLIVE

    board = (DATA_DIR / "board.toml").read_text(encoding="utf-8")
    mine = tmp_path / "prices.toml"
    prices = board[board.index("[prices]"): board.index("[farm]")]
    mine.write_text(prices.replace("olive = 2, grain", "olive = 5, grain"))
    out = subprocess.run([sys.executable, "-m", "client", "--headless", "--game", "la-granja", "--players", "2",
                          "--seats", "human,human", "--frames", "10", "--option", "draft=true",
                          "--option", f"data_file={mine}"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    (autosave,) = (data_dir / "autosaves").glob("*.json")
    saved = json.loads(autosave.read_text())
    assert saved["options"]["draft"] is True and saved["data"]["name"] == "prices.toml"
    mine.unlink()
    assert records.load(autosave).state.t.buy[OLIVE] == 5
