"""A learned evaluation: per seat, a linear model over the game's features (`Game.bot.eval_features`),
with weights fitted on self-play outcomes (engine/tools/fit.py) and kept as data beside the game
(`engine/games/<game>/weights.json`). Its margins are what the search reads at its depth limit.

A level may have weights of its own (`weights-<level>.json`, the expert's: fitted on positions of the hard
bot's own games rather than the plain search's); a game without them gives that level the common file."""
from __future__ import annotations

import json
from functools import cache
from importlib import resources
from operator import mul

from engine.bots.search import Evaluate, margins
from engine.core.game import Game, GameState

WEIGHTS_FILE = "weights.json"


def weights_file(level: str | None = None) -> str:
    """The file name of a level's own weights (None: the common file, which hard reads)."""
    return WEIGHTS_FILE if level is None else f"weights-{level}.json"


def weights_path(game: Game, level: str | None = None) -> resources.abc.Traversable:
    return resources.files(f"engine.games.{game.id.replace('-', '_')}") / weights_file(level)


@cache
def weights(game: Game, level: str | None = None) -> tuple[float, ...] | None:
    """The game's fitted weights (in its features' order) for `level`, or the common ones where that level
    has none, or None if the game has none yet."""
    if not game.bot.eval_feature_names:
        return None
    path = weights_path(game, level)
    if not path.is_file():
        return None if level is None else weights(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(float(data["weights"][name]) for name in game.bot.eval_feature_names)


def learned(state: GameState, level: str | None = None) -> list[float]:
    """Each seat's margin under the fitted model; where the game has no weights, its own view for its search
    (`leaf_values`: the heuristic unless the game's search, or this level, wants another)."""
    game = state.game
    w = weights(game, level)
    if w is None:
        return game.bot.leaf_values(state, level)
    return margins([sum(map(mul, w, row)) for row in game.bot.eval_features(state)])


def learned_expert(state: GameState) -> list[float]:
    """The expert's evaluation: its own weights where the game has them."""
    return learned(state, "expert")


def evaluation(level: str) -> Evaluate:
    """The learned evaluation a search level reads at its depth limit."""
    return learned_expert if level == "expert" else learned
