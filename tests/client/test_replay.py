"""The replay viewer (client/scenes/replay.py, client/session/replay.py) and review in the client
(client/ui/review_panel.py): exact steps, read-only, whose view, finished games kept, review marks."""
import random

import pygame
import pytest

from client.scenes.load import ReplaysScene
from client.scenes.replay import ReplayScene
from client.session import replay as replays
from client.session.bots import InlineBots
from client.session.game_session import GameSession, SeatSpec
from client.session.replay import open_replay
from engine.arena import play_out
from engine.bots import make_bot
from engine.core import records
from engine.core.match import Match
from tests.client.helpers import click, key, press


def finished(game: str = "ra", seed: int = 3) -> Match:
    match = Match(game, 2, seed)
    play_out(match, [make_bot("random", 1), make_bot("random", 2)])
    return match


def seats(kinds=("human", "bot")) -> list[SeatSpec]:
    return [SeatSpec(k, None if k == "human" else "random", f"P{i + 1}") for i, k in enumerate(kinds)]


def straight_hashes(match: Match) -> list[str]:
    replay = Match(match.game, match.num_players, match.seed, match.options)
    out = [replay.state.state_hash()]
    for move in match.moves:
        replay.play(move)
        out.append(replay.state.state_hash())
    return out


@pytest.mark.parametrize("game", ["ra", "la-granja"])
def test_every_ply_is_the_straight_replay_s_and_back_and_forth_is_exact(game):
    match = finished(game)
    hashes = straight_hashes(match)
    session = replays.ReplaySession(match, seats(), InlineBots(), ply=0)
    for ply in range(len(match.moves) + 1):  # forward a move at a time
        assert session.ply == ply and session.state.state_hash() == hashes[ply] and len(session.log) == ply
        session.step(1)
    rng = random.Random(5)
    for _ in range(60):  # back and forth, jumps and single steps
        if rng.random() < 0.3:
            session.goto(rng.randrange(len(match.moves) + 1))
        else:
            session.step(rng.choice((-1, 1)))
        assert session.state.state_hash() == hashes[session.ply]
    assert match.state.state_hash() == hashes[-1]  # the record's own match is never touched


def test_a_replay_is_read_only(app):
    match = finished()
    session = replays.ReplaySession(match, seats(), InlineBots(), ply=10)
    app.scenes.reset("replay", session)
    scene = app.stack.top
    before = session.state.state_hash()
    assert session.try_play(match.moves[10]) == replays.READ_ONLY
    for pos in [(600, 300), (300, 800), (1200, 800), (960, 540)]:  # clicks on the board reach no move
        click(app, pos)
    assert session.state.state_hash() == before and session.ply == 10 and not session.human_to_move()
    assert scene.session is session
    key(app, pygame.K_RIGHT)
    assert session.ply == 11
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert session.ply == 9


def test_rounds_jump_to_the_chart_s_marks(app):
    match = finished()
    session = replays.ReplaySession(match, seats(), InlineBots(), ply=0)
    app.scenes.reset("replay", session)
    scene = app.stack.top
    ends = [p.ply for p in scene.marks()]
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert session.ply == ends[0]
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert session.ply == ends[1]
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert session.ply == ends[0]
    key(app, pygame.K_END)
    assert session.ply == len(match.moves)


def test_playing_steps_at_the_pace_and_stops_at_the_end(app):
    match = finished()
    session = replays.ReplaySession(match, seats(), InlineBots(), ply=len(match.moves) - 3)
    app.scenes.reset("replay", session)
    key(app, pygame.K_SPACE)
    scene = app.stack.top
    assert scene.playing
    for _ in range(3):
        app.step(replays_pace(scene) + 0.01)
    assert session.ply == len(match.moves)
    app.step(replays_pace(scene) + 0.01)
    assert not scene.playing


def replays_pace(scene: ReplayScene) -> float:
    from client.scenes.replay import PACES
    return PACES[scene.pace]


def test_whose_view_only_one_seat_during_a_game_every_seat_after():
    match = finished("la-granja")
    over = replays.ReplaySession(match, seats(), InlineBots())
    assert over.viewer_seat == 0 and over.next_viewer() and over.viewer_seat == 1 and over.humans() == [1]
    unfinished = match.rewound(len(match.moves) // 2)
    mid = replays.ReplaySession(unfinished, seats(("bot", "human")), InlineBots())
    assert mid.viewer_seat == 1 and not mid.next_viewer() and mid.viewer_seat == 1
    bots_only = replays.ReplaySession(unfinished, seats(("bot", "bot")), InlineBots())
    assert bots_only.viewer_seat is None and bots_only.humans() == []  # nobody's secrets


def test_finished_games_are_kept_once_and_pruned(app):
    match = finished()
    session = GameSession(match, seats(), InlineBots())
    first = replays.keep(session)
    assert first is not None and replays.finished_games() == [first]
    assert replays.keep(session) is None  # the same game again is not kept twice
    assert records.load(first).state.state_hash() == match.state.state_hash()
    assert replays.keep(GameSession(match.rewound(20), seats(), InlineBots())) is None  # not over
    other = GameSession(finished(seed=4), seats(), InlineBots())
    assert replays.keep(other) is not None
    replays.prune(1)
    assert len(replays.finished_games()) == 1


def test_replays_list_opens_the_viewer_and_export_writes_a_record(app, tmp_path):
    match = finished()
    replays.keep(GameSession(match, seats(), InlineBots()))
    app.scenes.reset("title")
    press(app, "replays")
    assert isinstance(app.stack.top, ReplaysScene)
    key(app, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.session.total == len(match.moves)
    key(app, pygame.K_e)
    saved = [p for p in (tmp_path / "data" / "saves").glob("*.json")]
    assert len(saved) == 1 and records.load(saved[0]).state.state_hash() == match.state.state_hash()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "title"


def test_a_damaged_record_says_why(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    app.scenes.reset("title")
    open_replay(app, bad)
    assert app.stack.top.name == "message"


def test_review_marks_the_biggest_losses_and_points_at_the_preferred_move(app):
    """A random seat against the expert: the review in the (inline) bot driver finds its three biggest losses;
    each marked decision's preferred move is legal there, and the viewer goes to the position before it."""
    match = Match("ra", 2, 7)
    play_out(match, [make_bot("random", 1), make_bot("expert", 2, iterations=100)])
    session = replays.ReplaySession(match, seats(("human", "bot")), InlineBots())
    app.scenes.reset("replay", session)
    scene = app.stack.top
    key(app, pygame.K_r)
    review = scene.review
    assert review is not None and review.total > 10
    for _ in range(review.total + 5):
        app.step(0.016)
    assert review.done() and len(review.losses) == 3
    assert all(loss.verdict.loss > 0 and loss.verdict.preferred != loss.verdict.played for loss in review.losses)
    assert sorted(review.top_plies()) == review.top_plies()
    key(app, pygame.K_n)
    first = review.losses[0].verdict
    assert session.ply == first.ply - 1 and first.preferred in session.state.legal_moves()
    assert session.state.current_player() == 0
    assert review.words(review.losses[0]).startswith(f"Move {first.ply}:")


def test_results_review_opens_the_viewer_with_the_review_running(app):
    match = finished()
    session = GameSession(match, seats(), InlineBots())
    app.scenes.reset("results", session)
    press(app, "review")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.review is not None and scene.session.ply == len(match.moves)
    assert len(replays.finished_games()) == 1  # the results screen kept the game


def test_the_bots_worker_answers_a_review_request():
    from client.session.bots import answer
    from engine.review import Judged, decisions
    match = finished()
    ply = decisions(match, 0)[0]
    state = match.rewound(ply - 1).state
    key = ("review", 1, ply)
    reply = answer((key, "hard", 0, None, 30, (state.observation(0), match.moves[ply - 1], ply), 0))
    assert reply[0] == key and isinstance(reply[1], Judged) and reply[2] is None and reply[1].ply == ply
    bad = answer((key, "medium", 0, None, 30, (state.observation(0), match.moves[ply - 1], ply), 0))
    assert bad[1] is None and "search level" in (bad[2] or "")


def test_a_variant_the_table_cannot_show_gets_a_dialog(app, tmp_path, monkeypatch):
    import dataclasses

    from client.games import table_info
    from client.i18n import t
    from client.session import launch

    fixed = dataclasses.replace(table_info("agricola"), fixed_options=("family",))
    monkeypatch.setattr(launch, "table_info", lambda game_id: fixed)
    path = tmp_path / "family.json"
    records.save(records.record_of(Match("agricola", 2, seed=3, options={"family": True})), path)
    app.scenes.reset("title")
    open_replay(app, path)
    assert app.stack.top.name == "message" and app.stack.find("replay") is None
    assert app.stack.top.text == t("load.variant", game="Agricola", option="family", value=True)
