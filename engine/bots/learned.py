"""A learned evaluation: per seat, a linear model over the game's features (`Game.eval_features`),
with weights fitted on self-play outcomes (engine/bots/fit.py) and kept as data beside the game
(`engine/games/<game>/weights.json`). Its margins are what the search reads at its depth limit."""
from __future__ import annotations

import json
from functools import cache
from importlib import resources
from operator import mul

from engine.bots.search import margins
from engine.core.game import Game, GameState

WEIGHTS_FILE = "weights.json"


def weights_path(game: Game) -> resources.abc.Traversable:
    return resources.files(f"engine.games.{game.id.replace('-', '_')}") / WEIGHTS_FILE


@cache
def weights(game: Game) -> tuple[float, ...] | None:
    """The game's fitted weights (in its features' order), or None if it has none yet."""
    if not game.eval_feature_names:
        return None
    path = weights_path(game)
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(float(data["weights"][name]) for name in game.eval_feature_names)


def learned(state: GameState) -> list[float]:
    """Each seat's margin under the fitted model; where the game has no weights, its own view for its search
    (`leaf_values`: the heuristic unless the game's search wants another)."""
    game = state.game
    w = weights(game)
    if w is None:
        return game.leaf_values(state)
    return margins([sum(map(mul, w, row)) for row in game.eval_features(state)])
