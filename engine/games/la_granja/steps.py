"""The steps of a La Granja round by name, in order, with the phase (colour) each belongs to.

`round.py` builds the flow from these names (and checks the order); a coloured helper or roof asks
`holdings.phase`, which reads this table, so the rules never compare step numbers.
"""
from __future__ import annotations

from engine.games.la_granja.goods import FARM, REVENUE, SCORING, TRANSPORT

STEPS: tuple[tuple[str, int], ...] = (
    # setup
    ("start", FARM), ("block", FARM), ("deal", FARM),
    # A. farm phase (blue): the round's roofs are shown first
    ("reveal", FARM), ("play", FARM), ("income", FARM), ("harvest", FARM), ("roofs", FARM),
    # B. revenue phase (green)
    ("reserve", REVENUE), ("roll", REVENUE), ("pick", REVENUE), ("leftover", REVENUE), ("dice_back", REVENUE),
    # C. transport phase (grey)
    ("donkeys", TRANSPORT), ("siesta", TRANSPORT), ("neutral", TRANSPORT), ("deliveries", TRANSPORT),
    ("extra", TRANSPORT),
    # D. scoring phase (red), and after round 6 the end conversion
    ("scoring", SCORING), ("conversion", SCORING),
)
STEP = {name: i for i, (name, _) in enumerate(STEPS)}
END = len(STEPS)  # the step index once the game is over
STEP_PHASE: tuple[int, ...] = tuple(ph for _, ph in STEPS) + (SCORING,)


def step_name(index: int) -> str:
    return STEPS[index][0] if index < END else "end"
