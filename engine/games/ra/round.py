"""Ra as the rulebook tells it: the setup's chance, then three epochs of turns, each scored at its end.

    deal            the sun-disk sets are dealt at random (disk 1 lies in the centre)
    start_player    the first epoch's start player is drawn at random
    turns           from the start player clockwise, skipping seats whose suns are all face down,
                    until the last Ra space is filled or nobody has a face-up sun
    epoch_scoring   board tiles discarded, holdings scored, scored tiles returned, suns face up
    next_epoch      epochs 1–2: the highest sun starts the next epoch's turns
    final_scoring   after the third epoch: monuments and sun totals
"""
from __future__ import annotations

from engine.core.flow import Flow, Step
from engine.games.ra.chance import deal_due, start_due
from engine.games.ra.epoch import (
    begin_turn,
    next_epoch,
    next_turn,
    score_epoch,
    score_final,
)

ROUND = Flow([
    Step("deal", chance=deal_due),
    Step("start_player", chance=start_due),
    Step("turns", next_seat=next_turn, turn=begin_turn),
    Step("epoch_scoring", run=score_epoch),
    Step("next_epoch", run=next_epoch),
    Step("final_scoring", run=score_final),
])
