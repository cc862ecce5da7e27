"""A match: a game, its seats, a seeded RNG and the move history. The one place chance is sampled.

`Match` is what the CLI, the client and the tests drive. It keeps the moves (chance outcomes
included) so that any match can be saved as a record and replayed to the same state.
"""
from __future__ import annotations

import random
from typing import Any

from engine.core.events import Event
from engine.core.game import CHANCE, Game, GameState, Move
from engine.core.registry import get_game

CHECKPOINT_EVERY = 25  # a record stores the state hash every this many plies (and at its end)


class Match:
    __slots__ = ("game", "num_players", "options", "seed", "state", "moves", "checkpoints")

    def __init__(self, game: Game | str, num_players: int, seed: int = 0,
                 options: dict[str, Any] | None = None) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.game.check_players(num_players)
        self.num_players = num_players
        self.options = self.game.parse_options(options).model_dump()
        data = self.game.component_data(self.options)
        if data is not None:  # read the user's data file once, now: a moved file cannot break the match later
            self.options = self.game.options_for_data(self.options, data)
        self.seed = seed
        self.state: GameState = self.game.new_state(num_players, self.options)
        self.moves: list[Move] = []
        self.checkpoints: dict[int, str] = {}  # ply -> state hash, every CHECKPOINT_EVERY plies

    def _record(self, move: Move) -> None:
        self.moves.append(move)
        if len(self.moves) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.moves)] = self.state.state_hash()

    def rewound(self, ply: int) -> Match:
        """A new match holding this one's first `ply` moves (undo)."""
        m = Match(self.game, self.num_players, self.seed, self.options)
        for move in self.moves[:ply]:
            m.state.apply_trusted(move)
            m._record(move)
        return m

    def play(self, move: Move, events: list[Event] | None = None) -> None:
        """Apply a checked move (a seat's decision or a scripted chance outcome) and record it."""
        self.state.apply(move, events)
        self._record(move)

    def resolve_chance(self, events: list[Event] | None = None) -> Move | None:
        """If chance is to move, sample its outcome from the match RNG, apply and record it."""
        if self.state.current_player() != CHANCE:
            return None
        move = self.state.sample_chance(chance_rng(self.seed, len(self.moves)))
        self.state.apply_trusted(move, events)
        self._record(move)
        return move

    def resolve_all_chance(self, events: list[Event] | None = None) -> None:
        while self.state.current_player() == CHANCE:
            self.resolve_chance(events)


def chance_rng(seed: int, ply: int) -> random.Random:
    """The RNG for the chance event at `ply`. Derived from (seed, ply) rather than one running
    stream, so a match resumed from a save draws exactly what the uninterrupted match would."""
    return random.Random(seed * 1_000_003 + ply)
