"""La Granja (ラ・グランハ): the rules engine. `GAME` is what the registry loads."""
from engine.games.la_granja.game import LaGranja, LaGranjaState

GAME = LaGranja()
LaGranjaState.game = GAME

__all__ = ["GAME"]
