"""The command line is a contract: these are the keys other tools and the benchmarks read."""
import json
import subprocess
import sys

import pytest

from engine.core import records
from engine.core.match import Match


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=300)


def test_list():
    out = run("list", "--json")
    assert out.returncode == 0
    ids = [g["id"] for g in json.loads(out.stdout)["games"]]
    assert "ra" in ids


def test_selfplay_json_keys():
    out = run("selfplay", "ra", "--players", "3", "--games", "4", "--seed", "1",
              "--bots", "random,easy,medium", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 4 and data["errors"] == 0
    assert len(data["mean_scores"]) == 3 and data["mean_decisions"] > 0


def test_replay_json_keys(tmp_path):
    m = Match("ra", 2, seed=2)
    m.resolve_all_chance()
    path = tmp_path / "r.json"
    records.save(records.record_of(m), path)
    out = run("replay", str(path), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["state_hash"] == m.state.state_hash()
    assert {"scores", "breakdown", "winner"} <= data.keys()


def test_bench_json_keys():
    out = run("bench", "ra", "--players", "4", "--seconds", "0.3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"games_per_second", "us_per_decision", "us_per_clone", "max_decision_ms"} <= data.keys()
    assert data["games_per_second"] > 0


def test_tournament_json_keys():
    out = run("tournament", "ra", "--players", "2", "--a", "medium", "--b", "random", "--games", "6", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 6
    assert 0 <= data["ci95_low"] <= data["win_rate_a"] <= data["ci95_high"] <= 1
    assert {"mean_margin_a", "p95_decision_ms_a"} <= data.keys()


@pytest.mark.parametrize("args,message", [
    (("selfplay", "ra", "--players", "9"), "2–5 players"),
    (("selfplay", "chess", "--players", "2"), "unknown game"),
    (("selfplay", "ra", "--players", "2", "--bots", "wizard"), "unknown bot level"),
    (("check-data", "ra", "x.toml"), "no component data"),
    (("summarize", "no-such-run.jsonl"), "no-such-run.jsonl: No such file"),
])
def test_bad_input_is_a_message_not_a_traceback(args, message):
    out = run(*args)
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr


def test_damaged_record_is_a_message_not_a_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "bodoge-record", "version": 1, "game": "ra", "seats": [')
    out = run("replay", str(path))
    assert out.returncode == 2 and "not valid JSON" in out.stderr and "Traceback" not in out.stderr


def test_selfplay_plays_with_the_options_it_is_given():
    out = run("selfplay", "ra", "--players", "2", "--games", "2", "--option", "god_on_disaster=true", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["options"] == {"god_on_disaster": True}


@pytest.mark.parametrize("command", [("selfplay",), ("bench", "--seconds", "0.1"), ("tournament", "--a", "easy",
                                                                                    "--b", "random")])
@pytest.mark.parametrize("option,message", [
    ("colour=red", "error: La Granja has no option 'colour' (options: full_value_removal_scores, draft, "
                   "village_store_own_bonus, data_file)"),
    ("draft=maybe", "error: bad option 'draft' for La Granja: Input should be a valid boolean"),
    ("data_file=/nonexistent/mine.toml", "error: mine.toml: cannot read the file"),
])
def test_a_bad_option_is_one_line_and_exit_2(command, option, message):
    out = run(command[0], "la-granja", "--players", "2", *command[1:], "--option", "draft=true", "--option", option)
    assert out.returncode == 2
    assert out.stderr.startswith(message) and out.stderr.count("\n") == 1, out.stderr


def test_every_run_command_hands_its_options_to_the_arena(monkeypatch):
    from engine import arena, cli
    seen = {}

    def spy(name):
        def fake(*args, **kwargs):
            seen[name] = kwargs["options"]
            return {}
        return fake

    for name in ("selfplay", "bench", "tournament"):
        monkeypatch.setattr(arena, name, spy(name))
    pairs = ["--option", "draft=true", "--option", "full_value_removal_scores=false"]
    assert cli.main(["selfplay", "la-granja", "--players", "2", *pairs]) == 0
    assert cli.main(["bench", "la-granja", "--players", "2", *pairs]) == 0
    assert cli.main(["tournament", "la-granja", "--players", "2", "--a", "easy", "--b", "random", *pairs]) == 0
    want = {"draft": True, "full_value_removal_scores": False, "village_store_own_bonus": True, "data_file": None}
    assert seen == {"selfplay": want, "bench": want, "tournament": want}


def test_bench_times_a_given_number_of_games_for_the_slowest_decision():
    out = run("bench", "ra", "--players", "2", "--games", "3", "--seconds", "0.1", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["max_decision_over_games"] == 3


def _without_times(rows):
    return [{k: v for k, v in r.items() if k != "decision_ms_a"} for r in rows]


def test_tournament_resume_plays_only_the_missing_games(tmp_path, monkeypatch):
    """A run stopped early goes on with --resume: the games in the file count, only the others are played, and
    the whole equals the run played at once (game g is seed + g with A in seat g mod players either way)."""
    from engine import arena, cli
    whole, part = tmp_path / "whole.jsonl", tmp_path / "part.jsonl"
    args = ["tournament", "ra", "--players", "2", "--a", "easy", "--b", "random", "--seed", "40", "--jobs", "1"]
    assert cli.main([*args, "--games", "6", "--out", str(whole)]) == 0
    assert cli.main([*args, "--games", "3", "--out", str(part)]) == 0
    first = part.read_text()
    played = []
    real = arena.play_many

    def counting(jobs, workers):
        played.extend(job[2] for job in jobs)
        return real(jobs, workers)
    monkeypatch.setattr(arena, "play_many", counting)
    assert cli.main([*args, "--games", "6", "--out", str(part), "--resume"]) == 0
    assert played == [43, 44, 45]
    assert part.read_text().startswith(first)
    assert _without_times(arena.read_rows(str(part))) == _without_times(arena.read_rows(str(whole)))


_ROW = {"game": "ra", "levels": ["easy", "random"], "seat_a": 0, "scores": [1, 2], "winners": [1], "decision_ms_a": []}


@pytest.mark.parametrize("damage,message", [
    (None, "already holds 2 games: --resume"),
    (json.dumps({**_ROW, "seed": 41, "levels": ["random", "easy"], "seat_a": 0}), "seed 41 was played as"),
    (json.dumps({**_ROW, "seed": 99}), "not a game of this run (seeds 40–43)"),
    (json.dumps({"seed": 42}), "line 3: not a game's line (a tournament writes decision_ms_a, game"),
    ('{"game": "ra", "seed": 4', "line 3: not a game's line"),
])
def test_tournament_out_that_is_not_this_runs_is_a_message_and_stays(tmp_path, capsys, damage, message):
    from engine import cli
    out = tmp_path / "t.jsonl"
    args = ["tournament", "ra", "--players", "2", "--a", "easy", "--b", "random", "--seed", "40", "--jobs", "1",
            "--out", str(out)]
    assert cli.main([*args, "--games", "2"]) == 0
    if damage is not None:
        with open(out, "a", encoding="utf-8") as f:
            f.write(damage + "\n")
    before = out.read_text()
    assert cli.main([*args, "--games", "4", *([] if damage is None else ["--resume"])]) == 2
    assert message in capsys.readouterr().err
    assert out.read_text() == before


def test_botstats_rows_add_up_to_its_summary():
    """Each seat-game's categories add up to its score; the summary's mean and worst are the rows'; Agricola's
    full game reports how each seat played (people, cards, begging) as the game counts them."""
    out = run("botstats", "agricola", "--players", "2", "--games", "2", "--seed", "3", "--bots", "easy", "--json")
    assert out.returncode == 0, out.stderr
    *lines, last = out.stdout.strip().splitlines()
    rows = [json.loads(x) for x in lines]
    summary = json.loads(last)
    assert [(r["seed"], r["seat"]) for r in rows] == [(3, 0), (3, 1), (4, 0), (4, 1)]
    for r in rows:
        assert sum(r["categories"].values()) == r["score"]
        assert r["stats"]["people"] >= 2 and r["stats"]["cards"] == r["stats"]["occupations"] + r["stats"]["minors"]
        assert r["stats"]["begging"] == -r["categories"]["begging"] / 3
    scores = [r["score"] for r in rows]
    assert summary["mean"] == round(sum(scores) / 4, 2) and summary["min"] == min(scores)
    assert summary["worst"]["score"] == min(scores)
    assert summary["stats_nonzero"]["begging"] == sum(1 for r in rows if r["stats"]["begging"])
