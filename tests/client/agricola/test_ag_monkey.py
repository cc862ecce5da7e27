"""Random input at the Agricola table: thousands of events, no exception."""
from __future__ import annotations

import random

from ..test_monkey import random_event
from .ag_helpers import start_ag


def test_monkey_at_the_agricola_table(app):
    start_ag(app, ["human", "random", "human", "random", "random"], seed=5)
    rng = random.Random(2)
    for _ in range(1500):
        app.step(0.03, [random_event(rng, app.screen.get_size())])
        app.running = True
