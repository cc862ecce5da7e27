"""Random input at the Coal Baron table: thousands of events, no exception."""
from __future__ import annotations

import random

from ..test_monkey import random_event
from .cb_helpers import start_cb


def test_monkey_at_the_coal_baron_table(app):
    start_cb(app, ["human", "random", "human"], seed=5)
    rng = random.Random(2)
    for _ in range(1500):
        app.step(0.03, [random_event(rng, app.screen.get_size())])
        app.running = True
