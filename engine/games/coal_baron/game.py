"""Coal Baron (炭鉱讃歌 / Glück Auf) for 2–4 players: the `Game` description and its state's protocol."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from engine.core.events import Event
from engine.core.game import TERMINAL, Game, GameState, Move
from engine.core.meta import GameMeta
from engine.core.pending import PendingStack
from engine.core.text import Text
from engine.games.coal_baron import habits, observe
from engine.games.coal_baron.bot_profile import CoalBaronBot
from engine.games.coal_baron.data import check_file, load_tables
from engine.games.coal_baron.describe import (
    describe_hidden,
    describe_move,
    describe_place,
    narrate,
    scored_categories,
    shift_details,
)
from engine.games.coal_baron.looks import PutBack
from engine.games.coal_baron.moves import MOVE_TYPES, ReturnCard
from engine.games.coal_baron.round import FLOW
from engine.games.coal_baron.scoring import factory_workers, majorities_now, winners
from engine.games.coal_baron.state import CATEGORIES, NCAT, CBState


class CoalBaronOptions(BaseModel):
    """Coal Baron has no variants yet."""

    model_config = ConfigDict(extra="forbid")


class CoalBaronState(PendingStack, CBState):
    __slots__ = ()
    game: ClassVar[CoalBaron]
    flow = FLOW

    def wasted(self, earlier: Sequence[Move], move: Move) -> bool:
        """A cage move after a cage move with nothing loaded or unloaded between: within one mining action one
        move straight to the second level does the same for a step less; and never back to the level the
        cage left at its last move (in an earlier turn too), which undoes that move. Read from the position
        (habits.py), so `earlier` is not needed."""
        return habits.cage_again(self, move) or habits.undoes_cage(self, move)

    # --- scores ---------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return self.vp[:]

    def breakdown(self) -> list[dict[str, int]]:
        return [dict(zip(CATEGORIES, self.cat[NCAT * p:NCAT * p + NCAT], strict=True))
                for p in range(self.num_players)]

    def scores_by_epoch(self) -> list[list[int]]:
        n = self.num_players
        rows = self.t.shifts + 1 if self.to_move == TERMINAL else self.shift - 1
        return [self.by_shift[r * n:r * n + n] for r in range(rows)]

    def winners(self) -> list[int]:
        return winners(self)

    # --- hidden information ---------------------------------------------------------------------------
    def observation(self, player: int) -> GameState:
        return observe.observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> GameState:
        return observe.determinize(self, player, rng)

    def private_to(self, move: Move) -> int | None:
        """Which card goes back where is known only to the seat returning it."""
        if isinstance(move, ReturnCard) and self.pending and isinstance(self.pending[-1], PutBack):
            return self.pending[-1].seat  # type: ignore[no-any-return]
        return None

    def describe_move(self, move: Move, lang: str = "en") -> str:
        return describe_place(self, move, lang)

    def narrate(self, event: Event) -> Text | None:
        return narrate(event)

    def scored_categories(self, rows: tuple[int, ...]) -> frozenset[str]:
        """The categories the scorings of `scores_by_epoch` rows `rows` score themselves."""
        return scored_categories(self, rows)

    def scoring_details(self, rows: tuple[int, ...]) -> list[tuple[Text, list[int], list[int]]]:
        """Each majority the shift scorings of `rows` scored: its name, each seat's count and points."""
        return [d for r in rows if r < self.t.shifts for d in shift_details(self, r + 1)]

    def facts(self) -> dict[str, Any]:
        """What the table shows: workers each space takes now, tile prices, stack sizes, factory majorities,
        the work steps left to the seat mining, and what each shift majority would score if it were
        scored now (`majorities[category][index][seat]`, from the scoring rule itself)."""
        t = self.t
        n = self.num_players
        from engine.games.coal_baron.mining import Mine
        from engine.games.coal_baron.spaces import workers_for
        top = self.pending[-1] if self.pending else None
        return {
            "work_steps": top.steps if isinstance(top, Mine) else 0,
            "cage_capacity": t.cage_capacity,
            "majorities": majorities_now(self),
            "scores_from": dict(t.from_shift),
            "workers_needed": {t.space_names[sp]: workers_for(self, sp) for sp in self.open_spaces},
            "tile_costs": {t.tile_names[k]: t.tile_cost[k] for k in range(len(t.tile_names))},
            "stacks": {"tiles": len(self.tdeck), "orders": len(self.odeck)},
            "factory_workers": [factory_workers(self, p) for p in range(n)],
            "empty_carts": [[self.empty_carts(p, lv) for lv in range(4)] for p in range(n)],
            "cubes_owned": [self.cubes_owned(p) for p in range(n)],
            "balance": [self.lit[p] - self.dark[p] for p in range(n)],
        }


META = GameMeta.of(__file__)


class CoalBaron(Game):
    id = "coal-baron"
    names = META.names
    min_players = META.min_players
    max_players = META.max_players
    options_model = CoalBaronOptions
    move_types = MOVE_TYPES
    scoring_rounds = 3
    round_word = META.round_word
    information = "imperfect"
    demo_players = META.demo_players
    categories = {
        "orders": Text("Delivered orders", "出荷した注文"),
        "coal": Text("Coal majorities", "石炭の色ボーナス"),
        "transport": Text("Transport majorities", "輸送手段ボーナス"),
        "empty_carts": Text("Empty-cart majorities", "空のトロッコボーナス"),
        "marks": Text("Marks (5 = 1)", "マルク（5=1点）"),
        "cubes": Text("Coal left (3 = 1)", "残りの石炭（3個=1点）"),
        "open_orders": Text("Undelivered orders", "未達成の注文"),
        "balance": Text("Lit/dark imbalance", "炭鉱のバランス"),
    }
    bot = CoalBaronBot()

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> CoalBaronState:
        self.check_players(num_players)
        self.parse_options(options)
        s = CoalBaronState(load_tables(), num_players)
        FLOW.advance(s)
        return s

    def describe(self, move: Move, lang: str = "en") -> str:
        return describe_move(move, lang)

    def describe_hidden(self, move: Move, lang: str = "en") -> str:
        return describe_hidden(move, lang)

    def check_data(self, path: str) -> str:
        return check_file(path)
