"""Coal Baron (炭鉱讃歌 / Glück Auf), 2–4 players: workers on spaces, coal mined into orders, three shifts."""
from __future__ import annotations

from engine.games.coal_baron.game import CoalBaron, CoalBaronState

GAME = CoalBaron()
CoalBaronState.game = GAME

__all__ = ["GAME", "CoalBaron", "CoalBaronState"]
