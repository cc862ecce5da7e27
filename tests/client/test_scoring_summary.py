"""Scoring summaries and narrated losses: after a scoring an overlay shows each seat's points of that
scoring by category with the engine's numbers, the same lines go into the log, a click dismisses it; a
disaster's losses read as a log line; a seat's face-down VP never reach another seat's summary."""
from __future__ import annotations

import random

import pytest

from client.scenes.scoring import ScoringOverlay
from client.session.bots import InlineBots
from client.session.game_session import GameSession, SeatSpec
from client.session.log import LogEntry, log_lines
from client.session.scoring import lines
from engine.core.events import Event
from engine.core.match import Match
from engine.core.registry import all_games, get_game
from engine.core.text import Text, name_seats
from engine.games.ra.disasters import strike
from engine.games.ra.tiles import FUNERAL, PHARAOH

from .helpers import click, start_table


def _play_until_overlay(app, tb, limit=6000):
    rng = random.Random(3)
    s = tb.session
    for _ in range(limit):
        if isinstance(app.stack.top, ScoringOverlay):
            return app.stack.top
        if s.human_to_move() and not tb.tweener.blocking() and not s.events and app.stack.top is tb:
            tb.play(rng.choice(s.state.legal_moves()))
        tb.tweener.skip()
        tb.wait = 0
        app.step(0.05, [])
    raise AssertionError("no scoring summary appeared")


def test_an_epoch_ends_in_a_summary_with_the_engines_numbers(app):
    tb = start_table(app, ["human", "random", "random"], seed=5)
    overlay = _play_until_overlay(app, tb)
    state = tb.session.state
    summary = overlay.summary
    assert summary.title.en == "Epoch 1 scoring" and summary.rows == (0,)
    row = state.scores_by_epoch()[0]
    for seat, score in enumerate(summary.seats):
        assert score.gained == row[seat]
        assert score.total == state.scores()[seat]
        assert sum(score.points.values()) == score.gained  # the categories add up to the scoring
        for cat, points in score.points.items():
            assert cat in state.breakdown()[seat] and points != 0
    assert set(summary.categories) <= set(get_game("ra").categories)
    # the same lines in the log, as the table's reader reads them
    names = [x.name for x in tb.session.seats]
    lines = log_lines(tb.session.log, names, tb.reader(), "en")
    at = lines.index("· Epoch 1 scoring:")
    assert lines[at + 1].startswith(f"· P1 {summary.seats[0].gained:+d}")
    assert lines[at + 1].endswith(f"= {summary.seats[0].total}")
    # in Japanese the categories are listed with the Japanese comma, the whole in full-width brackets
    ja = log_lines(tb.session.log, names, tb.reader(), "ja")
    at = ja.index("· " + summary.title.ja + "：")
    for seat, score in enumerate(summary.seats):
        if len(score.points) > 1:
            line = ja[at + 1 + seat]
            assert "（" in line and line.count("、") == len(score.points) - 1 and ", " not in line, line
    # the table waits while it is open; a click dismisses it
    moves = len(tb.session.match.moves)
    for _ in range(30):
        app.step(0.05, [])
    assert app.stack.top is overlay and len(tb.session.match.moves) == moves
    overlay.draw(app.screen)
    click(app, (960, 540))
    assert app.stack.top is tb


def test_a_disaster_reads_as_a_log_line():
    state = get_game("ra").new_state(3)
    state.held[0][PHARAOH] = 3
    state.held[0][FUNERAL] = 1
    events: list[Event] = []
    state.ev = events
    strike(state, 0)
    state.ev = None
    lost = [e for e in events if e.kind == "tiles_discarded"]
    assert [(e["tile"], e["count"]) for e in lost] == [("pharaoh", 2)] and state.held[0][PHARAOH] == 1
    words = state.narrate(lost[0])
    assert name_seats(words.en, ["P1", "Bot 2", "Bot 3"]) == "Funeral takes 2 Pharaohs from P1"
    assert name_seats(words.ja, ["P1"]) == "葬儀：P1はファラオを2枚失う"
    # in the log, under the move that brought it
    session = GameSession(Match("ra", 3, 1), [SeatSpec("bot", "random", n) for n in ("Ann", "Ben", "Cleo")],
                          InlineBots())
    entry = session._annotated(LogEntry(1, None, Text("Pass", "パス"), None), state, events, 1)
    lines = log_lines([entry], ["Ann", "Ben", "Cleo"], None, "en")
    assert lines == ["Ben: Pass", "· Funeral takes 2 Pharaohs from Ann"]


def test_face_down_vp_stay_out_of_other_seats_summaries():
    seats = [SeatSpec("bot", "random", n) for n in ("Ann", "Ben", "Cleo")]
    session = GameSession(Match("la-granja", 3, 2), seats, InlineBots(), bot_iterations=5, bot_seed=1)
    for _ in range(6000):
        if session.scoring.marks:
            break
        session.advance()
    mark = session.scoring.marks[0]
    assert mark.summaries[0].title.en == "Round 1 scoring"
    totals = session.state.scores()  # the full state's, right after the scoring
    for viewer in (None, 0, 1, 2):
        for seat, score in enumerate(mark.summaries[viewer].seats):
            if seat == viewer:
                assert not score.hidden and score.total == totals[seat]
            else:
                assert score.hidden and score.points == {} and score.gained == score.total == 0
    # the log: each seat reads its own points; nobody else reads them
    names = [s.name for s in seats]
    own = [line for line in log_lines(session.log, names, 0, "en") if line.startswith("· Ann +")]
    assert own and not [line for line in log_lines(session.log, names, 1, "en") if line.startswith("· Ann +")]
    assert not [line for line in log_lines(session.log, names, None, "en") if " +" in line and "= " in line]
    assert "· Ben: face-down VP, hidden" in log_lines(session.log, names, 0, "en")


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_game_gets_its_summaries_from_its_facts(game):
    """No game-specific code: a scoring of any registered game summarizes from breakdown and rows."""
    g = get_game(game)
    seats = [SeatSpec("bot", "random", f"S{i}") for i in range(g.min_players)]
    session = GameSession(Match(game, g.min_players, 3), seats, InlineBots(), bot_iterations=5, bot_seed=1)
    for _ in range(20000):
        if session.scoring.marks or session.over():
            break
        session.advance()
    mark = session.scoring.marks[0]
    start = session.scoring.base[0]  # each viewer's breakdowns once the setup was done
    for viewer, summary in mark.summaries.items():
        for seat, score in enumerate(summary.seats):
            if not score.hidden:
                # the categories add up to the scoring, and the scoring to the total from the start position
                assert sum(score.points.values()) == score.gained
                if not hasattr(session.state, "scored_categories"):  # else points between scorings count too
                    assert score.total - score.gained == sum(start[viewer][seat].values())
                assert score.total == session.state.scores()[seat]
            else:
                assert viewer != seat


def test_la_granja_start_vp_belong_to_the_start_not_the_first_round():
    seats = [SeatSpec("bot", "random", n) for n in ("Ann", "Ben")]
    session = GameSession(Match("la-granja", 2, 2), seats, InlineBots(), bot_iterations=5, bot_seed=1)
    while not session.scoring.marks:
        session.advance()
    breakdown = session.state.breakdown()
    for seat in (0, 1):
        own = session.scoring.marks[0].summaries[seat].seats[seat]
        assert breakdown[seat]["start"] > 0 and "start" not in own.points
        assert own.total == breakdown[seat]["start"] + own.gained == session.state.scores()[seat]
        assert own.gained == sum(v for c, v in breakdown[seat].items() if c != "start")


def test_la_granja_narrates_public_completions_and_never_vp():
    state = get_game("la-granja").new_state(2)
    done = state.narrate(Event("building_completed", {"seat": 0, "building": 3}))
    assert name_seats(done.en, ["Ann", "Ben"]) == "Ann completes the Village store"
    assert name_seats(done.ja, ["アン", "ベン"]) == "アンが村の商店を完成"
    assert state.narrate(Event("vp_scored", {"seat": 0, "amount": 3, "category": "market"}, private_to=0)) is None


def _first_shift_scoring(seed):
    seats = [SeatSpec("bot", "medium", n) for n in ("Ann", "Ben", "Cid")]
    session = GameSession(Match("coal-baron", 3, seed), seats, InlineBots(), bot_iterations=5)
    for _ in range(20000):
        if session.scoring.marks:
            break
        session.advance()
    return session


def test_coal_baron_shift_scoring_shows_each_majority_and_leaves_out_the_shifts_deliveries():
    session = next(s for s in map(_first_shift_scoring, range(1, 12))
                   if any(b["orders"] for b in s.state.breakdown()))  # a shift in which orders were delivered
    summary = session.scoring.marks[0].summaries[None]
    assert "orders" not in summary.categories
    assert summary.details
    for seat, score in enumerate(summary.seats):
        # this scoring is exactly the majority points of its lines, not the deliveries of the shift
        assert score.gained == sum(points[seat] for _label, _counts, points in summary.details)
        assert score.gained == session.state.by_shift[seat] - session.state.breakdown()[seat]["orders"]
    # each line's counts are the engine's: a colour's delivered coal per seat
    coal = {label.en: counts for label, counts, _p in summary.details if label.en.endswith("coal delivered")}
    st = session.state
    for c, name in enumerate(st.t.colour_names):
        if f"{name} coal delivered" in coal:
            assert list(coal[f"{name} coal delivered"]) == [st.dcol[4 * p + c] for p in range(3)]
    words = [x.en for x in lines(session.match.game, summary)]
    assert any("coal delivered:" in x and "(+" in x for x in words)


def test_coal_baron_log_sums_up_a_shift_before_the_next_one_begins():
    session = _first_shift_scoring(1)
    names = [s.name for s in session.seats]
    lines = log_lines(session.log, names, None, "en")
    scored = next(i for i, x in enumerate(lines) if x.startswith("· Shift 1 scoring"))
    begins = next(i for i, x in enumerate(lines) if x.startswith("— Shift 2 begins"))
    assert scored < begins
    start = session.state.start
    assert lines[begins] == f"— Shift 2 begins: {names[start]} is the start player —"
    ja = log_lines(session.log, names, None, "ja")
    assert f"— シフト2開始：{names[start]}がスタートプレイヤー —" in ja


def test_agricola_log_has_a_header_for_each_round():
    seats = [SeatSpec("bot", "random", n) for n in ("Ann", "Ben")]
    session = GameSession(Match("agricola", 2, 3, {"family": True}), seats, InlineBots(), bot_iterations=5)
    for _ in range(20000):
        if session.state.round >= 4:
            break
        session.advance()
    names = [s.name for s in session.seats]
    en = [x for x in log_lines(session.log, names, None, "en") if x.startswith("— ")]
    ja = [x for x in log_lines(session.log, names, None, "ja") if x.startswith("— ")]
    assert [x.split(" · ")[0] for x in en][:3] == ["— Round 1", "— Round 2", "— Round 3"]
    assert [x.split("・")[0] for x in ja][:3] == ["— 第1ラウンド", "— 第2ラウンド", "— 第3ラウンド"]
    # round 2's moves come after its header and before round 3's
    lines = log_lines(session.log, names, None, "en")
    between = lines[lines.index(en[1]) + 1:lines.index(en[2])]
    assert any(x.startswith(("Ann: ", "Ben: ")) for x in between)
