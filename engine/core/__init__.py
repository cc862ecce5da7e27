"""Game-agnostic engine core: protocol, registry, chance, records, errors, events."""
from engine.core.errors import BodogeError, DataError, IllegalMove, OptionError, RecordError
from engine.core.game import CHANCE, TERMINAL, Game, GameState, Move
from engine.core.registry import all_games, get_game

__all__ = [
    "CHANCE", "TERMINAL", "BodogeError", "DataError", "Game", "GameState", "IllegalMove", "Move",
    "OptionError", "RecordError", "all_games", "get_game",
]
