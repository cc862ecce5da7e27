"""La Granja: on your own turn, clicking an opponent's panel shows their farm and it stays shown (frame after
frame) until the panel is clicked again; your own farm comes back when your next turn starts."""
from __future__ import annotations

from ..helpers import center, click, table
from .lg_helpers import start_lg


def test_an_opponents_farm_stays_shown_on_your_turn_until_clicked_again(app):
    start_lg(app, ["human", "easy"])
    tb = table(app)
    g = tb.game
    assert tb.session.human_to_move() and g.mat_seat() == 0
    panel = center(g.layout.box(f"other_{g.anim.panel_of[1]}"))
    click(app, panel)
    for _ in range(30):  # the table's frames run on; the view stays
        app.step(0.05, [])
    assert g.mat_seat() == 1 and tb.session.human_to_move()
    click(app, panel)
    app.step(0.05, [])
    assert g.mat_seat() == 0


def test_a_long_prompt_in_the_status_panel_stays_readable(app, monkeypatch):
    """The longest kind of prompt (a name, an engine prompt and the table's hint) wraps onto three lines at
    a readable size instead of shrinking to a few pixels."""
    from client.ui.paint import Painter
    start_lg(app, ["human", "easy"])
    g = table(app).game
    sizes: list[float] = []
    real = Painter.text

    def spy(self, surface, s, size, *a, **kw):
        sizes.append(size)
        return real(self, surface, s, size, *a, **kw)

    monkeypatch.setattr(Painter, "text", spy)
    prompt = ("Player 1: Place a worker on a free space of the board, or pass and keep your workers for the "
              "next round; the revenue dice already taken are marked")
    import pygame
    surface = pygame.Surface(app.screen.get_size())
    g.status.draw(surface, g.layout.box("status"), ["Round 1/6 · Farm phase", prompt])
    assert len(sizes) >= 3 and min(sizes[1:]) >= 14, sizes
