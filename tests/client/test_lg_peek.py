"""La Granja: on your own turn, clicking an opponent's panel shows their farm and it stays shown (frame after
frame) until the panel is clicked again; your own farm comes back when your next turn starts."""
from __future__ import annotations

from .helpers import center, click, table
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
