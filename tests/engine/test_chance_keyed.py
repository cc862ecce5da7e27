"""Chance keyed by what is drawn: a source yields the same outcomes whatever moves came between its draws.

Two random games with the same match seed and different moves must reveal the same sequence from every
source they both draw from (the shorter a prefix of the longer); a third game with another seed and the
first game's moves must reveal a different one somewhere, so the comparison has something to catch.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.game import CHANCE
from engine.core.match import Match, chance_rng, derived_seed

PLY_LIMIT = 4000  # a random game of any of the four ends well before this

# (game, players, options): every player count or option that changes what a source holds or which sources draw
CASES = [
    ("ra", 2, {}),
    ("ra", 4, {}),
    ("la-granja", 1, {}),
    ("la-granja", 2, {}),
    ("la-granja", 4, {"draft": True}),
    ("coal-baron", 2, {}),
    ("coal-baron", 4, {}),
    ("agricola", 2, {"family": True}),
    ("agricola", 2, {}),
    ("agricola", 3, {"start": "lots"}),
    ("agricola", 4, {"start": "dice", "draft": False}),
]

# An event after which a source's contents depend on the moves (the discard pile comes back as the deck): its
# draws are compared only up to it.
MOVES_REFILL = {"deck_reshuffled": "deck"}


def reveals(game: str, players: int, options: dict[str, Any], seed: int, moves_seed: int) -> tuple[dict, list]:
    """Play a random game; per source, the outcomes it revealed (until moves changed what it holds)."""
    m = Match(game, players, seed, options)
    rng = random.Random(moves_seed)
    drawn: dict[str, list[Any]] = {}
    closed: set[str] = set()
    seat_moves: list[Any] = []
    while not m.state.is_terminal() and len(m.moves) < PLY_LIMIT:
        events: list[Any] = []
        if m.state.current_player() == CHANCE:
            source = m.state.chance_source()
            move = m.resolve_chance(events)
            if source not in closed:
                drawn.setdefault(source, []).append(move)
        else:
            move = rng.choice(m.state.legal_moves())
            seat_moves.append(move)
            m.play(move, events)
        for e in events:
            if e.kind in MOVES_REFILL:
                closed.add(MOVES_REFILL[e.kind])
    return drawn, seat_moves


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_same_seed_different_moves_reveal_the_same_draws(game: str, players: int, options: dict[str, Any]) -> None:
    a, moves_a = reveals(game, players, options, seed=11, moves_seed=1)
    b, moves_b = reveals(game, players, options, seed=11, moves_seed=2)
    assert moves_a != moves_b  # the lines differ
    compared = 0
    for source in a.keys() & b.keys():
        k = min(len(a[source]), len(b[source]))
        assert a[source][:k] == b[source][:k], f"{game}: source {source!r} drew differently after other moves"
        compared += k
    assert compared >= 3
    other, _ = reveals(game, players, options, seed=12, moves_seed=1)
    assert any(other.get(src, [])[:len(a[src])] != a[src] for src in a), "another seed drew exactly the same"


def test_a_draw_is_keyed_by_secret_source_and_count() -> None:
    draw = chance_rng(5, "bag", 3).random()
    assert chance_rng(5, "bag", 3).random() == draw
    assert chance_rng(6, "bag", 3).random() != draw
    assert chance_rng(5, "deck", 3).random() != draw
    assert chance_rng(5, "bag", 4).random() != draw


def test_derived_seeds_are_apart_from_the_master_and_each_other() -> None:
    master = 3
    seeds = {derived_seed(master, "match"), derived_seed(master, "bot", 0), derived_seed(master, "bot", 1)}
    assert len(seeds) == 3 and master not in seeds
    assert derived_seed(master, "match") == derived_seed(master, "match")


def test_a_rewound_match_draws_what_the_first_line_drew() -> None:
    """Undo (`Match.rewound`) then another move: Ra's next bag tile is the one the first line revealed."""
    from engine.games.ra.moves import Draw, InvokeRa
    m = Match("ra", 3, 21)
    m.resolve_all_chance()
    start = len(m.moves)
    m.play(Draw())
    first = m.resolve_chance()
    back = m.rewound(start)
    back.play(InvokeRa())  # another line: an auction before anyone draws
    while True:
        back.resolve_all_chance()
        if back.state.is_terminal():
            pytest.fail("no tile drawn")
        if back.moves[-1].kind == "reveal":
            break
        legal = back.state.legal_moves()
        back.play(next((x for x in legal if isinstance(x, Draw)), legal[0]))
    assert back.moves[-1] == first
