"""The shared "table explains itself" features on the Coal Baron table: the hint lights the hinted
move's piece and target, bot banners hang where nothing is drawn, the shared scoring summary after a
shift, the panels' majority tooltips, seat symbols on workers, sounds by event, the mining prompt."""
from __future__ import annotations

import random

import pytest

from client.games.coal_baron.layout import maps
from client.scenes.scoring import ScoringOverlay
from client.sound.mapping import event_sounds
from engine.core.match import Match
from engine.games.coal_baron.mining import Mine

from ..test_hint_points import _made_there
from .cb_helpers import perform, settle_cb, start_cb


def _overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


KINDS = ("place", "move_cage", "load", "fill")


def test_move_spots_light_where_each_kind_of_move_is_made(app):
    """For moves of several kinds as they come up: the lit places are where a click or a drag makes it."""
    tb = start_cb(app, ["human", "random"], seed=11)
    s, g = tb.session, tb.game
    rng = random.Random(4)
    seen: set[str] = set()
    for _ in range(600):
        if seen >= set(KINDS) or s.over():
            break
        if s.human_to_move():
            legal = s.state.legal_moves()
            for m in legal:
                if m.kind in KINDS and m.kind not in seen:
                    spots = g.move_spots(m)
                    assert spots and _made_there(tb, m, spots), m
                    seen.add(m.kind)
            prefer = [m for m in legal if m.kind in ("load", "move_cage", "fill")
                      or (m.kind == "place" and "mine" in getattr(m, "space", ""))]
            perform(app, rng.choice(prefer or [m for m in legal if m.kind != "stop_mining"] or legal))
        else:
            app.step(0.05, [])
        settle_cb(app)
    assert seen == set(KINDS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_bot_banner_covers_no_seat_panel_board_or_pit(app, players):
    tb = start_cb(app, ["human"] + ["random"] * (players - 1), seed=3)
    g = tb.game
    banner = g.banner_box()
    zones = ["board", "pit", "status", "actions"] + [f"other_{i}" for i in range(players - 1)]
    for z in zones:
        assert not _overlaps(banner, g.layout.box(z)), z


def test_a_shift_ends_in_the_shared_scoring_summary(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    rng = random.Random(2)
    for _ in range(8000):
        if isinstance(app.stack.top, ScoringOverlay):
            break
        if s.human_to_move() and not tb.tweener.blocking() and not s.events and app.stack.top is tb:
            tb.play(rng.choice(s.state.legal_moves()))
        tb.tweener.skip()
        tb.wait = 0
        app.step(0.05, [])
    overlay = app.stack.top
    assert isinstance(overlay, ScoringOverlay)
    assert overlay.summary.title.en.startswith("Shift 1")
    row = s.state.scores_by_epoch()[0]
    assert [x.gained for x in overlay.summary.seats] == row
    assert not hasattr(tb.game.anim, "banner")  # the table's own shift banner is gone
    overlay.draw(app.screen)


def test_a_panel_tip_says_what_each_majority_is_worth_to_that_seat(app):
    tb = start_cb(app, ["human", "random", "random"], seed=11)
    g = tb.game
    obs = g.observation()
    facts = dict(g.facts())
    q = g.others()[1]
    maj = {cat: [[0] * 3 for _ in range(4)] for cat in ("coal", "transport", "empty_carts")}
    maj["coal"][2][q] = 7  # grey would give this seat 7 now
    maj["transport"][0][q] = 11
    facts["majorities"] = maj
    tip = g.tips.panel_tip(obs, facts, q)
    lines = tip.split("\n")
    assert len(lines) == 4
    assert "grey 7" in lines[1] and "wheelbarrow 11" in lines[2].lower()
    real = g.tooltip((g.layout.box("other_1")[0] + 40, g.layout.box("other_1")[1] + 40))
    assert real is not None and "worth now" in real


def test_workers_carry_their_seats_symbol():
    from pathlib import Path
    art = Path(__file__).resolve().parents[3] / "art" / "coal_baron" / "pieces"
    bodies = [(art / f"worker_{i}.svg").read_text() for i in range(4)]
    assert all("#ffffff" in b for b in bodies) and len(set(bodies)) == 4
    assert maps()  # the layout still loads


def test_coal_barons_events_have_sounds():
    sounds = event_sounds("coal-baron")
    for kind, sound in {"workers_placed": "tile", "tile_bought": "tile", "cube_loaded": "tile",
                        "spot_filled": "tile", "marks_taken": "coin", "orders_delivered": "coin",
                        "shift_scored": "chime"}.items():
        assert sounds.get(kind) == sound, kind


def test_the_mining_prompt_counts_steps_in_both_languages():
    s = Match("coal-baron", 2, 1).state
    assert Mine(0, 1).prompt(s).en == "Mining: 1 work step left"
    assert Mine(0, 3).prompt(s).en == "Mining: 3 work steps left"
    assert "1" in Mine(0, 1).prompt(s).ja
