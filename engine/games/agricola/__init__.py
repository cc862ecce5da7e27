"""Agricola (2007 edition), the family game for 1–5 players: a farm of 3×5 spaces, 14 rounds, 6 harvests."""
from __future__ import annotations

from engine.games.agricola.game import Agricola, AgricolaState

GAME = Agricola()
AgricolaState.game = GAME

__all__ = ["GAME", "Agricola", "AgricolaState"]
