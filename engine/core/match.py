"""A match: a game, its seats, its secret (the seed) and the move history. The one place chance is sampled.

`Match` is what the CLI, the client and the tests drive. It keeps the moves (chance outcomes
included) so that any match can be saved as a record and replayed to the same state.

Chance is keyed by what is drawn: every chance decision names its source (`GameState.chance_source`: the
bag, the deck, a round's roofs), and the n-th draw of a source is sampled from `chance_rng(seed, source, n)`.
The match counts each source's draws from its own moves, so a source yields the same outcomes whatever moves
came between its draws: an undo followed by another move does not redraw the future, and a match resumed
from a record draws what the uninterrupted one would.
"""
from __future__ import annotations

import hashlib
import random
from typing import Any

from engine.core.events import Event
from engine.core.game import CHANCE, Game, GameState, Move
from engine.core.registry import get_game

CHECKPOINT_EVERY = 25  # a record stores the state hash every this many plies (and at its end)


class Match:
    __slots__ = ("game", "num_players", "options", "seed", "state", "moves", "checkpoints", "drawn")

    def __init__(self, game: Game | str, num_players: int, seed: int = 0,
                 options: dict[str, Any] | None = None) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.game.check_players(num_players)
        self.num_players = num_players
        self.options = self.game.parse_options(options).model_dump()
        data = self.game.component_data(self.options)
        if data is not None:  # read the user's data file once, now: a moved file cannot break the match later
            self.options = self.game.options_for_data(self.options, data)
        self.seed = seed  # the match's secret: chance's streams are keyed by it, and nothing else derives from it
        self.state: GameState = self.game.new_state(num_players, self.options)
        self.moves: list[Move] = []
        self.checkpoints: dict[int, str] = {}  # ply -> state hash, every CHECKPOINT_EVERY plies
        self.drawn: dict[str, int] = {}  # per chance source, how many draws the moves so far took from it

    def _step(self, move: Move, trusted: bool, events: list[Event] | None = None) -> None:
        """Apply `move` and record it; a chance outcome counts as a draw of its source."""
        state = self.state
        source = state.chance_source() if state.current_player() == CHANCE else None
        if trusted:
            state.apply_trusted(move, events)
        else:
            state.apply(move, events)
        if source is not None:
            self.drawn[source] = self.drawn.get(source, 0) + 1
        self.moves.append(move)
        if len(self.moves) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.moves)] = state.state_hash()

    def rewound(self, ply: int) -> Match:
        """A new match holding this one's first `ply` moves (undo)."""
        m = Match(self.game, self.num_players, self.seed, self.options)
        for move in self.moves[:ply]:
            m._step(move, True)
        return m

    def play(self, move: Move, events: list[Event] | None = None) -> None:
        """Apply a checked move (a seat's decision or a scripted chance outcome) and record it."""
        self._step(move, False, events)

    def resolve_chance(self, events: list[Event] | None = None) -> Move | None:
        """If chance is to move, draw its outcome from its source's stream, apply and record it."""
        state = self.state
        if state.current_player() != CHANCE:
            return None
        source = state.chance_source()
        move = state.sample_chance(chance_rng(self.seed, source, self.drawn.get(source, 0)))
        self._step(move, True, events)
        return move

    def resolve_all_chance(self, events: list[Event] | None = None) -> None:
        while self.state.current_player() == CHANCE:
            self.resolve_chance(events)


def chance_rng(secret: int, source: str, n: int) -> random.Random:
    """The RNG of the `n`-th draw (from 0) of chance source `source` in the match whose secret is `secret`.

    A keyed hash (BLAKE2b, the secret as its key) of the source and n: one stream per source, and no draw
    tells anything of the secret or of another source's draws."""
    key = hashlib.blake2b(str(secret).encode(), digest_size=32, person=b"bodoge-secret").digest()
    digest = hashlib.blake2b(f"{source}|{n}".encode(), key=key, digest_size=32, person=b"bodoge-chance").digest()
    return random.Random(int.from_bytes(digest, "big"))


def derived_seed(master: int, *labels: object) -> int:
    """A seed for one purpose (`"match"`: a match's secret; `"bot", seat`: that seat's bot) from a run's master
    seed, through a one-way hash: a run stays reproducible from its master seed, and a bot's seed does not
    give back the match's secret, as `master * 31 + seat` would."""
    text = "|".join(str(x) for x in (master, *labels)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8, person=b"bodoge-seed").digest(), "big")
