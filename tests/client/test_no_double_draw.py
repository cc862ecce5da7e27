"""No piece drawn twice in any frame of an animated game: while a piece flies to
its place, the table does not also draw it standing there (the state is already the one after)."""
from __future__ import annotations

import pytest

from client.anim.landing import _key
from client.games.common.layers import ZoneCache
from client.ui.paint import Painter

from .helpers import table


def start_bots(app, game, n, seed):
    """A table of bots only, not settled: its animations are what the test watches."""
    from client.session import launch
    from client.session.game_session import SeatSpec
    seats = [SeatSpec("bot", "easy", f"Easy {i + 1}") for i in range(n)]
    launch.start_game(app, launch.new_session(app, game, seats, seed, autosave=False))
    return table(app)


def record_draws(monkeypatch):
    """Every art drawn (name, design box), with every layer cache repainting each frame."""
    drawn: list[tuple[str, tuple]] = []
    real_art, real_blit = Painter.art, ZoneCache.blit

    def art(self, surface, name, box, alpha=255):
        if not self.app.landing.covers(name, box):
            drawn.append(_key(name, box))
        return real_art(self, surface, name, box, alpha)

    def blit(self, *a, **k):
        self._hits.clear()
        return real_blit(self, *a, **k)
    monkeypatch.setattr(Painter, "art", art)
    monkeypatch.setattr(ZoneCache, "blit", blit)
    return drawn


def frames_with_flights(app, tb, drawn, frames):
    """Run frames (drawing each, all caches repainted); return the number of frames with a piece in flight
    and every (piece, place) drawn while it flew there."""
    flying_frames, twice = 0, []
    for _ in range(frames):
        app.step(0.03, [])
        if hasattr(tb.game, "_layer"):
            tb.game._layer = None
        drawn.clear()
        app.stack.draw(app.screen)
        flying = set(app.landing.flying)
        if flying:
            flying_frames += 1
        own = {_key(sp.image, (sp.x, sp.y, sp.w, sp.h)) for sp in tb.game.anim.sprites}
        twice += [d for d in drawn if d in flying and d not in own]
    return flying_frames, twice


@pytest.mark.parametrize("game", ["ra", "la-granja"])
def test_no_piece_is_drawn_twice_in_any_frame(app, monkeypatch, game):
    app.settings.anim_speed = 1.0
    app.settings.bot_pace = "fast"  # many moves, so many flights, in the frames run
    tb = start_bots(app, game, 3 if game == "ra" else 2, seed=4)
    drawn = record_draws(monkeypatch)
    flying, twice = frames_with_flights(app, tb, drawn, 600)
    assert flying > 20  # pieces did fly
    assert twice == []


def test_without_the_landing_register_pieces_would_be_drawn_twice(app, monkeypatch):
    """The check above can fail: with the register ignored, Ra draws won tiles at their place mid-flight."""
    app.settings.anim_speed = 1.0
    tb = start_bots(app, "ra", 3, seed=4)
    drawn = record_draws(monkeypatch)
    monkeypatch.setattr(type(app.landing), "covers", lambda self, name, box: False)
    _flying, twice = frames_with_flights(app, tb, drawn, 600)
    assert twice


def test_a_good_delivered_to_a_barrow_flies_to_its_very_slot(app):
    """La Granja's delivery into a barrow of the mat drawn large lands on the slot the barrow draws it in, so
    the landing register keeps that slot empty while the good flies (an approximate box let it show twice)."""
    from client.games.la_granja.cards import barrow_goods, barrow_slots, good_art
    from engine.core.events import Event
    from engine.games.la_granja.goods import GOOD_NAMES

    from .la_granja.lg_helpers import start_lg
    tb = start_lg(app, ["human", "easy"], seed=3)
    s = tb.session.state
    card = next(c for c in s.t.cards[1:] if barrow_goods(c))
    good = barrow_goods(card)[0]
    s.barrows[0].append(card.id)
    load = [0] * len(card.barrow_need)
    load[good] = 1
    s.loads[0].append(tuple(load))
    idx = len(s.barrows[0]) - 1
    tb.game.anim.mat_seat = 0
    tb.game.anim.good_delivered(Event("good_delivered", {"seat": 0, "good": GOOD_NAMES[good], "target": "barrow",
                                                        "index": idx}), s)
    box = tb.game.layout.mat_box(f"barrow_{idx}")
    slot = next(b for g, b, full in barrow_slots(card, tuple(load), box) if g == good and full)
    assert app.landing.covers(good_art(good), slot)  # the slot stays empty until the good lands
    assert app.landing.covers(good_art(GOOD_NAMES[good]), slot)  # by either name of the good
