"""The common layer under every table: drawing changes nothing, the status panel says the engine's
prompt, hover text names what is under the pointer, events go to the handler of their kind."""
from __future__ import annotations

import pygame
import pytest

from client.games.common.animator import EventDispatch, handles
from engine.core.events import Event
from engine.core.text import Text

from .helpers import center, ev, screen, start_table
from .la_granja.lg_helpers import start_lg


def public_view(obj) -> dict[str, str]:
    """What an object holds, but its lazy caches (underscore names by our convention)."""
    names = getattr(obj, "__dict__", {}).keys() | {s for c in type(obj).__mro__ for s in getattr(c, "__slots__", ())}
    return {n: repr(getattr(obj, n)) for n in sorted(names) if not n.startswith("_") and hasattr(obj, n)}


def snapshot(tb) -> dict[str, object]:
    s = tb.session
    return {"key": s.state.key(), "moves": len(s.match.moves), "generation": s.generation, "events": repr(s.events),
            "log": repr(s.log), "scene": public_view(tb), "table": public_view(tb.game),
            "anim": public_view(tb.game.anim), "tweens": len(tb.tweener.tweens)}


@pytest.mark.parametrize("game", ["ra", "la-granja"])
def test_drawing_changes_nothing(app, game):
    tb = (start_table(app, ["human", "easy", "easy"], seed=4) if game == "ra"
          else start_lg(app, ["human", "human"], seed=6))
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, (900, 500)), rel=(1, 1), buttons=(0, 0, 0))])
    for scene, args in ((None, ()), ("pause", (tb,)), ("all_moves", (tb,)), ("rules", ())):
        if scene is not None:
            app.scenes.push(scene, *args)
        before = snapshot(tb)
        top = public_view(app.stack.top)
        for _ in range(3):
            app.stack.draw(app.screen)
        assert snapshot(tb) == before
        assert public_view(app.stack.top) == top


def test_the_status_says_the_engines_prompt_and_falls_back_to_the_tables(app, monkeypatch):
    tb = start_table(app, ["human", "easy"], seed=2)
    name = tb.session.seats[tb.session.to_move()].name
    assert f"{name}: Draw a tile, invoke Ra" in tb.game.status_line()  # the engine's prompt for the turn
    monkeypatch.setattr(type(tb.session.state), "prompt", lambda self: Text("Choose wisely", "よく選ぶ"))
    tb.session.generation += 1  # a new position for the observation cache
    assert f"{name}: Choose wisely" in tb.game.status_line()
    app.set_lang("ja")
    assert f"{name}：よく選ぶ" in tb.game.status_line()
    app.set_lang("en")  # a decision without a prompt of its own: the table's words
    monkeypatch.setattr(type(tb.session.state), "prompt", lambda self: None)
    monkeypatch.setattr(type(tb.game), "own_prompt", lambda self, seat: "the table's own words")
    tb.session.generation += 1
    assert "the table's own words" in tb.game.status_line()


def test_hovering_names_the_piece_under_the_pointer(app):
    tb = start_table(app, ["human", "easy"], seed=2)
    bag = tb.layout.box("bag")
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(bag)), rel=(1, 1), buttons=(0, 0, 0))])
    assert tb.tips.text.split("\n")[0] == f"Bag: {tb.session.state.bag_total} tiles left"
    seat = 1
    cells = tb.layout.held_cells(seat)
    from engine.games.ra.tiles import TILE_INDEX
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(cells[TILE_INDEX["pharaoh"]])), rel=(1, 1),
                        buttons=(0, 0, 0))])
    assert tb.tips.text.split("\n")[0] == "Pharaoh"
    drawn: list[str] = []
    real = app.fonts.render
    app.fonts.render = lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1]
    try:
        app.stack.draw(app.screen)
    finally:
        app.fonts.render = real
    assert "Pharaoh" in drawn
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, (5, 1075)), rel=(1, 1), buttons=(0, 0, 0))])
    assert tb.tips.text is None


def test_la_granja_hover_names_goods(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    box = tb.game.layout.mat_box("good_silver")
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(box)), rel=(1, 1), buttons=(0, 0, 0))])
    assert tb.tips.text.split(":")[0] == "silver"  # the good's name, then how many


class Recorder:
    def __init__(self) -> None:
        self.seen: list[str] = []

    @handles("a", "b")
    def ab(self, event, state) -> None:
        self.seen.append(event.kind)

    @handles("c")
    def c(self, event, state) -> None:
        self.seen.append("c:" + str(state))


def test_events_go_to_the_handler_of_their_kind():
    rec = Recorder()
    dispatch = EventDispatch().collect(rec)
    assert dispatch.play(Event("a"), 1) and dispatch.play(Event("c"), 7) and dispatch.play(Event("b"), 1)
    assert not dispatch.play(Event("unknown"), 1)
    assert rec.seen == ["a", "c:7", "b"]
    with pytest.raises(ValueError, match="already"):
        dispatch.on("a", lambda e, s: None)
