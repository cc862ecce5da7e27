"""The worker's hard bots live on per seat, so a run of free actions searches on in the same tree."""
from __future__ import annotations

from positions import positions

from client.session import bots


def test_a_seat_hard_bot_carries_its_tree_into_its_next_free_action():
    for s, seat in positions("la-granja", 2, seed=3):
        if len(s.legal_moves()) < 2:
            continue
        bots._KEPT.clear()
        move = bots.choose("hard", 1, None, 200, s.observation(seat), seat, keep=True)
        if move.kind not in ("buy", "sell", "upgrade"):
            continue
        after = s.clone()
        after.apply_trusted(move)
        if after.current_player() == seat and len(after.legal_moves()) > 1:
            bots.choose("hard", 2, None, 200, after.observation(seat), seat, keep=True)
            assert bots._KEPT[("hard", seat)].search.last_reused > 0  # La Granja: the tree search
            bots._KEPT.clear()
            return
    raise AssertionError("no free action was chosen in this game")
