"""Review: a seat's decisions judged by a search bot (engine/review.py, `python -m engine review`)."""
import json
import subprocess
import sys

import pytest

from engine import review
from engine.arena import play_out
from engine.bots import make_bot
from engine.core import records
from engine.core.game import CHANCE
from engine.core.match import Match

ITERATIONS = 200  # the judges' budget here: small, the tests judge the review, not the bots


def played_by(game: str, levels: tuple[str, str], seed: int, iterations: int = ITERATIONS) -> Match:
    match = Match(game, 2, seed)
    bots = [make_bot(lv, seed=i, iterations=None if lv == "random" else iterations) for i, lv in enumerate(levels)]
    play_out(match, bots)
    return match


def prefix(match: Match, plies: int) -> Match:
    return match.rewound(min(plies, len(match.moves)))


def test_random_seat_loses_far_more_than_the_expert():
    match = played_by("ra", ("random", "expert"), seed=7)
    lost_random = review.review(match, 0, "expert", ITERATIONS)
    lost_expert = review.review(match, 1, "expert", ITERATIONS)
    total_random = sum(j.loss for j in lost_random)
    total_expert = sum(j.loss for j in lost_expert)
    assert len(lost_random) > 10 and len(lost_expert) > 10
    assert total_random > 20  # points of margin: whole tiles' worth thrown away
    assert total_random / len(lost_random) > 5 * total_expert / len(lost_expert)
    top = review.biggest(lost_random)
    assert len(top) == 3 and [j.ply for j in top] == sorted(j.ply for j in top)
    assert min(j.loss for j in top) >= max(j.loss for j in lost_random if j not in top)


def test_moves_the_judge_prefers_lose_nothing():
    """Seat 0 plays, at each decision, the move its judge (same level, budget and seed) picks: no loss anywhere."""
    match = Match("ra", 2, 3)
    other = make_bot("random", 5)
    state = match.state
    while not state.is_terminal() and len(match.moves) < 120:
        seat = state.current_player()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        ply = len(match.moves) + 1
        bot = other if seat == 1 else make_bot("search", review.judge_seed(ply, 0), iterations=ITERATIONS)
        match.play(bot.choose(state.observation(seat), seat))
    judged = review.review(match, 0, "search", ITERATIONS)
    assert len(judged) > 10
    assert all(j.loss == 0 and j.preferred == j.played for j in judged)


@pytest.mark.parametrize("game", ["la-granja", "coal-baron"])
def test_preferred_is_legal_and_losses_not_negative(game):
    """The MCTS (La Granja, secrets) and planner (Coal Baron) judges, on the opening of a game."""
    match = prefix(played_by(game, ("random", "random"), seed=2), 60)
    judged = review.review(match, 0, "hard", 60)
    assert judged
    replay = Match(match.game, 2, match.seed, match.options)
    at = {j.ply: j for j in judged}
    for ply, move in enumerate(match.moves, start=1):
        if ply in at:
            legal = replay.state.legal_moves()
            assert at[ply].played == move and at[ply].preferred in legal and at[ply].loss >= 0
        replay.play(move)


def test_review_is_deterministic_and_reports_progress():
    match = prefix(played_by("ra", ("random", "random"), seed=4), 50)
    seen: list[tuple[int, int]] = []
    first = review.review(match, 1, "hard", 100, progress=lambda done, total: seen.append((done, total)))
    assert first == review.review(match, 1, "hard", 100)
    total = len(review.decisions(match, 1))
    assert seen[0] == (0, total) and seen[-1] == (total, total)


def test_a_judge_must_search():
    match = prefix(played_by("ra", ("random", "random"), seed=4), 20)
    with pytest.raises(ValueError, match="search level"):
        review.review(match, 0, "medium")
    with pytest.raises(ValueError, match="seats 1–2"):
        review.review(match, 2, "hard")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=300)


def test_cli_json_lines_and_total(tmp_path):
    match = prefix(played_by("ra", ("random", "random"), seed=4), 60)
    path = tmp_path / "r.json"
    records.save(records.record_of(match), path)
    out = run("review", str(path), "--seat", "1", "--level", "hard", "--iterations", "100", "--json")
    assert out.returncode == 0, out.stderr
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    *rows, last = lines
    assert rows and all({"ply", "played", "preferred", "loss"} == row.keys() for row in rows)
    assert last["total"] == pytest.approx(sum(row["loss"] for row in rows), abs=0.01)
    assert last["decisions"] == len(rows)
    text = run("review", str(path), "--seat", "1", "--level", "hard", "--iterations", "100")
    assert text.returncode == 0 and "total loss" in text.stdout
    bad = run("review", str(path), "--seat", "1", "--level", "random")
    assert bad.returncode == 2 and "search level" in bad.stderr
