"""Readable bot turns: a banner line after each bot move, the pace setting applied,
and the thinking budget shared over a turn's decisions."""
from __future__ import annotations

import pytest

from client.games.common.bot_banner import PACE, BotBanner
from client.session.bot_turn import SLIVER, BotTurn

from .helpers import dismiss_scoring, start_table


def run_until_bot_moved(app, tb, limit=400):
    for _ in range(limit):
        before = len(tb.banner.lines)
        app.step(0.02, [])
        if len(tb.banner.lines) > before:
            return
    raise AssertionError("no bot move got a banner")


def test_a_bot_move_gets_a_banner_naming_the_bot_and_its_move(app):
    tb = start_table(app, ["easy", "human", "easy"], seed=11)  # the human sits second: bots move around it
    tb.banner.clear()
    s = tb.session
    while not s.log or s.log[-1].actor != 2:  # until the third seat (a bot) has moved
        if s.human_to_move():
            from .helpers import perform
            perform(app, next(m for m in s.state.legal_moves() if m.kind in ("draw", "invoke_ra", "pass", "bid")))
        app.step(0.02, [])
    texts = tb.banner.texts()
    assert texts and texts[-1].startswith(s.seats[2].name + ":")
    assert tb.wait > 0 or tb.tweener.active()  # the move is held on screen before anything else happens


def test_the_pace_setting_is_applied(app):
    tb = start_table(app, ["human", "easy"], seed=3)
    app.settings.bot_pace = "slow"
    app.step(0.016, [])
    assert (tb.pace, tb.banner.life) == PACE["slow"]
    app.settings.bot_pace = "fast"
    app.step(0.016, [])
    assert (tb.pace, tb.banner.life) == PACE["fast"]


def test_banner_lines_stack_and_fade():
    b = BotBanner(life=2.0)
    for i in range(5):
        b.add(f"move {i}", 1)
    assert b.texts() == ["move 2", "move 3", "move 4"]  # several quick moves stay readable, newest last
    assert not b.busy()  # a steady line needs no redraw
    b.update(1.9)
    assert 0 < b.alpha(b.lines[0]) < 255 and b.busy()
    b.update(0.2)
    assert not b.busy() and not b.lines


def test_a_turn_never_thinks_longer_than_its_budget():
    turn = BotTurn(budget=1.0)
    total = 0.0
    for _ in range(12):  # a long La Granja turn: each decision may use what it is given
        give = turn.seconds(2)
        assert give >= SLIVER
        turn.thought(2, give)
        turn.moved(2)
        total += give
    assert total <= 1.0 + 12 * SLIVER
    assert turn.seconds(2) == pytest.approx(SLIVER)
    turn.moved(0)  # another seat acted: the next turn has the whole budget again
    assert turn.seconds(1) == pytest.approx(0.5)
    assert turn.follow_up(0) and not turn.follow_up(1)


def test_a_long_expert_turn_spends_its_budget_once_not_a_floor_per_decision():
    """La Granja's expert (4 times hard) over a 30-decision turn: the budget is 4 s in all, and a spent budget
    leaves each later decision a sliver (it was a floor of 0.05 s times 4 each, 7.9 s at the table)."""
    turn = BotTurn(budget=1.0)
    real = 0.0
    for _ in range(30):
        give = turn.seconds(1, factor=4)  # hard's seconds: the expert bot thinks 4 times that
        turn.thought(1, give * 4)
        turn.moved(1)
        real += give * 4
    assert real <= 4.0 + 30 * SLIVER
    assert turn.seconds(1, factor=4) * 4 == pytest.approx(SLIVER)
    turn.moved(0)
    assert turn.seconds(1, factor=4) * 4 == pytest.approx(2.0)  # a new turn: half of the expert's 4 s


def test_a_forced_decision_asks_no_bot(app, monkeypatch):
    tb = start_table(app, ["human", "easy"], seed=3)
    s = tb.session
    asked = []
    real = s.bots.request
    s.bots.request = lambda req: (asked.append(req), real(req))[1]
    monkeypatch.setattr(type(s.match.state), "legal_moves", lambda self: ["only"])  # one legal move
    s.seats[0].kind = "bot"
    s.seats[0].level = "easy"
    s.prefetch()
    assert asked == [] and s.ready == (s._key(s.to_move()), "only")


def test_the_last_move_stays_marked_in_the_log():
    from client.games.common.log import newest_start
    assert newest_start(["P1: drew", "Medium 2: played a long move", "   that wrapped"]) == 1
    assert newest_start(["only"]) == 0


def test_a_bots_whole_turn_stays_short_on_screen():
    """Pauses and animations of one bot turn, in frame time (thinking apart: it overlaps them and has its own
    budget): a long run of La Granja's free actions speeds up past half of TURN_SHOWN and stops pausing
    past all of it. Before this rule, 4 La Granja bots showed turns of 2.75-2.88 s in these frames."""
    from client.app import App, Options
    from client.scenes.table import TURN_SHOWN, TableScene
    from client.session import launch
    from client.session.game_session import SeatSpec
    from client.settings import Settings

    app = App(Settings(lang="en"), Options(size=(1280, 720), headless=True, inline_bots=True, bot_iterations=20,
                                                   bot_seed=1))
    try:
        app.scenes.push("title")
        specs = [SeatSpec("bot", "medium", f"B{i}") for i in range(4)]
        launch.start_game(app, launch.new_session(app, "la-granja", specs, 3))
        tb = app.stack.top
        assert isinstance(tb, TableScene)
        s, turns, seen, cur = tb.session, [], 0, None
        for _ in range(6000):  # until 31 turns are over, or the table is left (a round's summary is clicked away)
            dismiss_scoring(app)
            if app.stack.top is not tb or len(turns) > 30:
                break
            app.step(1 / 60, [])
            for entry in s.log[seen:]:
                if entry.actor >= 0 and (cur is None or cur[0] != entry.actor):
                    if cur is not None:
                        turns.append(cur[1])
                    cur = [entry.actor, 0.0]
            seen = len(s.log)
            if cur is not None:
                cur[1] += 1 / 60
        assert len(turns) > 30
        assert max(turns) <= TURN_SHOWN + 0.45
    finally:
        app.close()
        launch.close_bots(app)


def test_each_bot_turn_is_timed_as_a_person_waits_for_it(app):
    """`--stats` reports the longest bot turn: from the seat coming to move to another seat coming to move."""
    tb = start_table(app, ["easy", "human", "easy"], seed=11)
    s = tb.session
    app.bot_turn_s.clear()
    steps = 0
    while len(app.bot_turn_s) < 2:  # the two bots' turns around the human, with the human's moves in between
        if s.human_to_move():
            from .helpers import perform
            perform(app, next(m for m in s.state.legal_moves() if m.kind in ("draw", "invoke_ra", "pass", "bid")))
        app.step(0.02, [])
        steps += 1
        assert steps < 2000, "no bot turn ended"
    # each bot turn lasts at least the pause its move is held on screen, and no longer than the steps taken
    assert all(0.02 <= x <= steps * 0.02 for x in app.bot_turn_s)
    stats = app.stats()
    assert stats["bot_turns"] == len(app.bot_turn_s) and stats["max_bot_turn_s"] == round(max(app.bot_turn_s), 2)
