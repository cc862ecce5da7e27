"""The score chart (client/session/progress.py, client/ui/score_chart.py): each seat's points by category at
each mark of the game, ending at the final scores."""
import pygame
import pytest

from client.session.progress import score_timeline
from engine.arena import play_out
from engine.bots import make_bot
from engine.core.match import Match


def finished(game: str, seed: int = 3) -> Match:
    match = Match(game, 2, seed)
    play_out(match, [make_bot("random", 1), make_bot("random", 2)])
    return match


@pytest.mark.parametrize("game", ["ra", "la-granja", "coal-baron", "agricola"])
def test_the_last_mark_adds_up_to_the_final_scores(game):
    match = finished(game)
    points = score_timeline(match)
    assert points[0].label.en == "Start" and points[-1].label.en == "Final"
    assert points[-1].ply == len(match.moves)
    assert [sum(b.values()) for b in points[-1].breakdown] == match.state.scores()
    assert [p.ply for p in points] == sorted(p.ply for p in points)


@pytest.mark.parametrize("game", ["ra", "la-granja", "coal-baron"])
def test_each_mark_after_the_start_ends_a_scoring_round(game):
    """In a game scored by rounds each mark after the start is the move that added a `scores_by_epoch` row,
    and reads the scores then."""
    match = finished(game)
    points = score_timeline(match)
    at = {p.ply: p for p in points[1:]}
    replay = Match(match.game, 2, match.seed, match.options)
    rows = 0
    for ply, move in enumerate(match.moves, start=1):
        replay.play(move)
        now = len(replay.state.scores_by_epoch())
        assert (now > rows) == (ply in at)
        if ply in at:
            assert list(at[ply].totals) == replay.state.scores()
        rows = now
    assert len(at) >= 2 and max(at) == len(match.moves)


def test_a_seat_s_view_hides_what_it_may_not_know():
    """La Granja's face-down VP: mid-game, seat 0's chart reads seat 1's hidden points as 0."""
    match = finished("la-granja")
    half = len(match.moves) // 2
    mine = score_timeline(match, viewer=0, upto=half)
    scored = Match(match.game, 2, match.seed, match.options)
    for move in match.moves[:half]:
        scored.play(move)
    hidden = scored.state.observation(0).hidden_scores()
    assert hidden[1] and not hidden[0]
    assert all(p.totals[1] == 0 for p in mine)
    assert mine[-1].ply == half and mine[-1].label.en == "Now"


def test_the_chart_draws_for_every_game(app):
    from client.ui.score_chart import draw_score_chart
    surface = pygame.Surface((1280, 720))
    for game in ("ra", "agricola"):
        match = finished(game)
        before = pygame.image.tobytes(surface, "RGB")
        draw_score_chart(app, surface, (100, 100, 500, 800), score_timeline(match), ["A", "B"], match.game,
                         at_ply=len(match.moves) // 2)
        assert pygame.image.tobytes(surface, "RGB") != before
