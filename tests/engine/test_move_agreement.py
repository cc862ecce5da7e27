"""`legal_moves` and `why_illegal` agree on every move object, not only on the ones `legal_moves` makes.

Random games of every game; at each decision, each legal move's fields are swapped, one at a time, for values
other legal moves of its kind hold and for values of the field's type that no rule takes (a colour that
does not exist, -1, a huge number, an empty tuple). `why_illegal` must answer without raising, and say None
exactly for the legal ones.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from engine.core.game import CHANCE
from engine.core.match import Match
from engine.core.registry import all_games


def junk(value):
    """Values of `value`'s type that no rule takes."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [-1, 10**6, *range(8)]  # small numbers: every slot or space a move may name
    if isinstance(value, str):
        return ["no-such"]
    if isinstance(value, tuple):
        return [(), tuple(junk(x)[0] if junk(x) else x for x in value)]
    return []

GAMES = {"agricola": 1, "ra": 16}  # games per player count; the others get 2 (Ra is quick; its God tiles rare)
CASES = [(g.id, n) for g in all_games() for n in sorted({g.min_players, g.max_players})]


def variants(move, legal, rng: random.Random):
    """Moves like `move` with one field changed."""
    if not dataclasses.is_dataclass(move) or isinstance(move, type):
        return
    same = [m for m in legal if type(m) is type(move)]
    for f in dataclasses.fields(move):
        if f.name == "kind":
            continue
        seen = [getattr(m, f.name) for m in same]
        for value in [*rng.sample(seen, min(3, len(seen))), *junk(getattr(move, f.name))]:
            try:
                yield dataclasses.replace(move, **{f.name: value})
            except (TypeError, ValueError):
                continue


@pytest.mark.parametrize("game_id,players", CASES)
def test_why_illegal_agrees_with_legal_moves(game_id, players):
    for seed in range(GAMES.get(game_id, 2)):
        rng = random.Random(seed)
        m = Match(game_id, players, seed=seed)
        s = m.state
        step = 0
        while not s.is_terminal():
            step += 1
            if s.current_player() == CHANCE:
                m.resolve_chance()
                continue
            legal = s.legal_moves()
            if step % 2 == 0:
                for move in legal if len(legal) <= 8 else rng.sample(legal, 4):
                    for other in variants(move, legal, rng):
                        reason = s.why_illegal(other)
                        assert (reason is None) == (other in legal), (step, other, reason)
            m.play(rng.choice(legal))
