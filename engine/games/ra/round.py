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
from engine.games.ra.chance import DEAL, START, ChanceNode
from engine.games.ra.epoch import (
    begin_turn,
    next_epoch,
    next_turn,
    no_start_player,
    score_epoch,
    score_final,
    suns_not_dealt,
)

ROUND = Flow([
    Step("deal", chance=suns_not_dealt),
    Step("start_player", chance=no_start_player),
    Step("turns", next_seat=next_turn, turn=begin_turn),
    Step("epoch_scoring", run=score_epoch),
    Step("next_epoch", run=next_epoch),
    Step("final_scoring", run=score_final),
])

# The chance of the steps that wait for chance (a tile draw is a decision on the stack instead).
CHANCE_OF_STEP: dict[int, ChanceNode] = {ROUND.index["deal"]: DEAL, ROUND.index["start_player"]: START}
