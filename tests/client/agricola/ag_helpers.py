"""Agricola by synthetic mouse input: every move kind the way a person makes it (a drag, a click, or the
choice popup the table opens for a decision with nothing to drag)."""
from __future__ import annotations

import pygame

from client.scenes.table import TableScene
from engine.games.agricola import farm

from ..coal_baron.cb_helpers import choose_in_popup, close_popups, game, settle_cb
from ..helpers import center, click, drag, ev, new_table, press, screen, table

__all__ = ["game", "table"]


def settle_ag(app, limit=4000):
    """Settle the table, then let it open the popup of a decision with nothing to drag (the table waits out
    the pause after the last animation first)."""
    settle_cb(app, limit)
    top = app.stack.top
    if isinstance(top, TableScene) and top.session.human_to_move():
        top.wait = 0
        app.step(0.016, [])


def start_ag(app, seats, seed=7, options=None):
    """The family game unless `options` say otherwise (the full game is the default of `agricola`)."""
    new_table(app, "agricola", seats, seed, {"family": True} if options is None else options)
    settle_ag(app)
    return table(app)


def piece_center(app, piece):
    box = game(app).piece_box(piece)
    assert box is not None, piece
    return center(box)


def cell_center(app, name):
    return center(game(app).layout.main_farm().cell(farm.CELL_INDEX[name]))


def walk(cells: list[int]) -> list[int]:
    """A path through every cell of a connected set, each step to a neighbour inside the set (a cell
    may be passed again): the way a hand sweeps across a pasture."""
    inside = set(cells)
    path: list[int] = []

    def visit(c: int, seen: set[int]) -> None:
        seen.add(c)
        path.append(c)
        for o in farm.bits(farm.NEIGHBOURS[c]):
            if o in inside and o not in seen:
                visit(o, seen)
                path.append(c)
    visit(cells[0], set())
    return path


def outline(app, cells: list[str]):
    """Press on the first cell, sweep through the pasture's cells, let go: the pasture gesture."""
    idx = [farm.CELL_INDEX[c] for c in cells]
    points = [screen(app, center(game(app).layout.main_farm().cell(c))) for c in walk(idx)]
    if len(points) == 1:  # one cell: a small sweep inside it (a drag, not a click)
        x, y = points[0]
        points.append((x + 20, y + 14))
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)])
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)) for p in points[1:]])
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)])


def _place(app, s, seat, m):
    g = game(app)
    box = next(b for tg, b in g.controls.targets(s, seat, ("person",)) if tg == ("space", m.space))
    drag(app, piece_center(app, ("person",)), center(box))


def _convert(app, s, seat, m):
    i = game(app).conversions().index(m)
    click(app, piece_center(app, ("convert", i)))


def _buy(app, s, seat, m):
    drag(app, piece_center(app, ("major", m.major)), center(game(app).layout.box("farm")))


def animal_piece(app, seat, g):
    """A piece holding an animal of species g: one beside the farm (the surplus), else one on the farm."""
    pieces = game(app).animals.pieces(seat)
    return next(p for p, _b in pieces if p == ("surplus", g) or (p[0] == "animal" and
                                                                 game(app).animals.hand.species(
                                                                     game(app).session, seat, p) == g))


def _keep(app, s, seat, m):
    """Animals that do not fit: drag each one not kept off the farm (the last drag plays the Keep)."""
    from client.games.agricola.animals_view import away_box
    have = s.animals(seat)
    for g, k in enumerate((m.sheep, m.boar, m.cattle)):
        for _ in range(have[g] - k):
            drag(app, piece_center(app, animal_piece(app, seat, g)), center(away_box(game(app).layout)))


# move kind -> the gesture a person makes for it (app, state, seat, move); popups answer the rest
GESTURES = {
    "place": _place,
    "build_room": lambda app, s, seat, m: click(app, cell_center(app, m.cell)),
    "build_stable": lambda app, s, seat, m: click(app, cell_center(app, m.cell)),
    "plow_field": lambda app, s, seat, m: click(app, cell_center(app, m.cell)),
    "sow_field": lambda app, s, seat, m: drag(app, piece_center(app, ("good", m.crop)), cell_center(app, m.cell)),
    "fence": lambda app, s, seat, m: outline(app, list(m.cells)),
    "buy_major": _buy,
    "stop": lambda app, s, seat, m: press(app, "stop"),
    "convert": _convert,
    "feed": lambda app, s, seat, m: click(app, piece_center(app, ("feed",))),
    "keep": _keep,
}
POPUP = {"do_part", "finish", "choose_goods", "breed", "bake_grain"}


def perform(app, move):
    """Play `move` for the human to move by mouse; choice popups are answered by clicking."""
    if choose_in_popup(app, move):
        return
    close_popups(app)
    g = game(app)
    gesture = GESTURES.get(move.kind)
    if gesture is None:
        raise AssertionError(f"no gesture for {move}")
    gesture(app, g.session.state, g.session.to_move(), move)
    choose_in_popup(app, move)


def play_to_results(app, tb, pick, perform_move, limit=6000) -> list[str]:
    """A whole game: each human move chosen by `pick(legal, made)` and made by `perform_move` (by mouse, and it must
    be exactly that move), the bots' moves waited for, to the results screen. Returns the human moves' kinds."""
    from client.scenes.results import ResultsScene
    s = tb.session
    made: list[str] = []
    for _ in range(limit):
        if isinstance(app.stack.top, ResultsScene):
            return made
        if s.human_to_move():
            move = pick(s.state.legal_moves(), made)
            n = len(s.match.moves)
            perform_move(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
            made.append(move.kind)
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_ag(app)
    raise AssertionError("the game did not end")


def record_zones(monkeypatch) -> set[tuple[str, str]]:
    """Every zone the table asks its layout for from now on, as ("table" | "farm", name)."""
    from client.games.agricola import layout as ag_layout
    asked: set[tuple[str, str]] = set()
    real_box, real_farm = ag_layout.AGLayout.box, ag_layout.FarmPlace.box

    def box(self, name):
        asked.add(("table", name))
        return real_box(self, name)

    def farm_box(self, name):
        asked.add(("farm", name))
        return real_farm(self, name)
    monkeypatch.setattr(ag_layout.AGLayout, "box", box)
    monkeypatch.setattr(ag_layout.FarmPlace, "box", farm_box)
    return asked
