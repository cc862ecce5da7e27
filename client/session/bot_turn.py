"""A bot's thinking budget per turn, not per decision.

A turn is every decision one seat makes until another seat acts (chance in between does not end it):
La Granja's free actions are many small decisions, and a second on each made a turn last 5–8 s.
The turn's budget is split over its decisions as they come: each may use half of what is left (so the
first, usually the weightiest, gets the most), at least a floor that still gives the search a few hundred
iterations while the budget lasts, and only a sliver once it is spent: a turn of 30 decisions must not
cost 30 floors (La Granja's expert took 8 s so). The expert thinks `factor` times as long as hard (the game's
`expert_factor`), over the whole turn, not per decision. A decision with one legal move asks no bot at all
(the session plays it), and the search stops early on an obvious one (engine/bots/mcts.py).
"""
from __future__ import annotations

from dataclasses import dataclass

FLOOR = 0.05  # seconds: the least a decision is given while the turn's budget lasts
SLIVER = 0.01  # seconds: what a decision is given once the turn's budget is spent
SHARE = 0.5  # of what is left of the turn's budget


@dataclass(slots=True)
class BotTurn:
    budget: float = 1.0  # seconds of thinking for a whole turn (settings: bot_seconds)
    seat: int | None = None
    spent: float = 0.0
    decisions: int = 0

    def moved(self, seat: int) -> None:
        """`seat` made a decision (chance is not a seat): another seat's move starts a new turn."""
        if seat != self.seat:
            self.seat, self.spent, self.decisions = seat, 0.0, 0
        self.decisions += 1

    def seconds(self, seat: int, factor: int = 1) -> float:
        """What `seat`'s next decision may think, in hard's seconds: a bot `factor` times as strong (the expert)
        thinks that many times as long, and its turn's budget is that many times hard's."""
        spent = self.spent if seat == self.seat else 0.0
        left = self.budget * factor - spent
        real = max(min(FLOOR, left), left * SHARE, SLIVER)
        return real / factor

    def thought(self, seat: int, seconds: float) -> None:
        if seat != self.seat:
            self.seat, self.spent, self.decisions = seat, 0.0, 0
        self.spent += seconds

    def follow_up(self, seat: int) -> bool:
        """True when `seat` already moved this turn (its next move is a follow-up of the same turn)."""
        return seat == self.seat and self.decisions > 0
