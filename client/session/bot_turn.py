"""A bot's thinking budget per turn, not per decision (issue 10, item 8).

A turn is every decision one seat makes until another seat acts (chance in between does not end it):
La Granja's free actions are many small decisions, and a second on each made a turn last 5–8 s.
The turn's budget is split over its decisions as they come: each may use half of what is left (so the
first, usually the weightiest, gets the most, and the total never exceeds the budget), and never less
than a floor that still gives the search a few hundred iterations. A decision with one legal move asks
no bot at all (the session plays it), and the search stops early on an obvious one (engine/bots/mcts.py).
"""
from __future__ import annotations

from dataclasses import dataclass

FLOOR = 0.05  # seconds: the least a decision is given
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

    def seconds(self, seat: int) -> float:
        """What `seat`'s next decision may think."""
        spent = self.spent if seat == self.seat else 0.0
        return max(FLOOR, (self.budget - spent) * SHARE)

    def thought(self, seat: int, seconds: float) -> None:
        if seat != self.seat:
            self.seat, self.spent, self.decisions = seat, 0.0, 0
        self.spent += seconds

    def follow_up(self, seat: int) -> bool:
        """True when `seat` already moved this turn (its next move is a follow-up of the same turn)."""
        return seat == self.seat and self.decisions > 0
