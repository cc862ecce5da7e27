"""La Granja (ラ・グランハ) for 1–4 players: the `Game` description and the protocol methods of its state.

`current_player / legal_moves / why_illegal / apply_trusted` hand off to the decision on top of
`state.pending` (pending/); the round's steps (round.py) run in between, through `ROUND.advance`.
"""
from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel, Field

from engine.core.errors import Reason
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL, Game, GameState, Move
from engine.core.meta import GameMeta
from engine.core.pending import PendingStack
from engine.core.text import Text
from engine.games.la_granja import effects, free, observe
from engine.games.la_granja.bot_profile import LaGranjaBot
from engine.games.la_granja.data import check_file, load_tables
from engine.games.la_granja.describe import describe_hidden, describe_move
from engine.games.la_granja.goods import GOOD_NAMES, MARKET_GOODS
from engine.games.la_granja.moves import CHANCE_MOVES, MOVE_TYPES, ChooseDonkey, DraftCard, DrawCard
from engine.games.la_granja.narrate import narrate
from engine.games.la_granja.pending import DrawCards
from engine.games.la_granja.pending.base import FREE_ACTIONS
from engine.games.la_granja.round import ROUND
from engine.games.la_granja.scoring import winners
from engine.games.la_granja.state import FREE_RUN, LONGEST_FREE_RUN, TALLY, VP_CATEGORIES, LGState


def _option(default: Any, en: str, ja: str, help_en: str, help_ja: str) -> Any:
    return Field(default, title=en, description=help_en, json_schema_extra={"title_ja": ja, "description_ja": help_ja})


class LaGranjaOptions(BaseModel):
    """Options of a La Granja match (titles and help in both languages: engine.core.options)."""

    full_value_removal_scores: bool = _option(
        True, "A marker pushed off a full market row scores", "満杯時の取り除きも得点",
        "When every market space of a value is taken, the marker removed to make room gives +1 VP, like any "
        "other removed marker.",
        "荷車の数字のマスが全て埋まっているとき、置くために取り除いたマーカーも他の取り除きと同じく1勝利点になります。")
    draft: bool = _option(
        False, "Draft the starting hands", "手札のドラフト",
        "Each seat keeps one card of a pack of four and passes the rest on, four times, instead of a deal.",
        "配る代わりに、4枚のパックから1枚取って残りを隣へ渡すことを4回繰り返します。")
    village_store_own_bonus: bool = _option(
        True, "Village store: +2 for its own completion", "村の商店: 自身の完了にも+2",
        "With your marker on the Village store, each building you complete gives +2 VP — the Village store "
        "itself too. Off: only buildings completed after it.",
        "建物マーカーを得てから勝利点を得る順なので、村の商店を完了したときにも+2勝利点。オフ: 以後の完了のみ。")
    data_file: str | None = _option(
        None, "Component data file", "コンポーネントデータ",
        "A TOML file replacing sections of the house data (cards, roofs, market, buildings, ...).",
        "ハウスデータの一部（カード・屋根・市場・建物など）を置き換えるTOMLファイル。")
    # data_file's text, read when a match starts; a record carries it (engine.core.game.Game.data_options)
    data_text: str | None = Field(None, json_schema_extra={"internal": True})


class LaGranjaState(PendingStack, LGState):
    __slots__ = ()
    game: ClassVar[LaGranja]
    flow = ROUND
    free_move_types = FREE_ACTIONS

    # --- free actions (free.py) ----------------------------------------------------------------------------
    def free_moves(self, seat: int) -> list[Any]:
        return free.free_moves(self, seat)

    def free_candidates(self, seat: int) -> list[Any]:
        return free.candidates(self, seat)

    def apply_free(self, seat: int, move: Any) -> None:
        free.apply(self, seat, move)
        t, k = self.tally, seat * len(TALLY)
        t[k + FREE_RUN] += 1
        if t[k + FREE_RUN] > t[k + LONGEST_FREE_RUN]:
            t[k + LONGEST_FREE_RUN] = t[k + FREE_RUN]

    def apply_trusted(self, move: Any, events: list[Event] | None = None) -> None:
        """As every pending stack plays a move; a seat's move not taken as a free action ends its run of free
        actions (`tally`)."""
        seat = self.to_move
        free = self.free_action(move)
        PendingStack.apply_trusted(self, move, events)
        if seat >= 0 and not free:
            self.tally[seat * len(TALLY) + FREE_RUN] = 0

    def explain_free(self, seat: int, move: Any, open_now: bool) -> Any:
        return self.pending[-1].explain(self, move)  # the decision words it: wait, or why not now

    def why_illegal(self, move: Move) -> str | None:
        if self.to_move >= 0 and type(move) in CHANCE_MOVES:
            return Reason(f"it is seat {self.to_move + 1}'s decision, not a chance outcome",
                          f"{self.to_move + 1}番の選択の番で、偶然の結果ではありません")
        return super().why_illegal(move)

    # --- scores -------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return [self.goods[p][1] for p in range(self.num_players)]

    def breakdown(self) -> list[dict[str, int]]:
        return [dict(zip(VP_CATEGORIES, self.vpcat[p], strict=True)) for p in range(self.num_players)]

    def scores_by_epoch(self) -> list[list[int]]:
        finished = 6 if self.to_move == TERMINAL else self.round - 1
        return [[self.vpround[p][r] for p in range(self.num_players)] for r in range(finished)]

    def winners(self) -> list[int]:
        return winners(self)

    # --- hidden information -------------------------------------------------------------------------------
    def observation(self, player: int) -> GameState:
        return observe.observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> GameState:
        return observe.determinize(self, player, rng)

    def describe_move(self, move: Move, lang: str = "en") -> str:
        return describe_move(move, lang, self)

    def narrate(self, event: Event) -> Text | None:
        return narrate(self, event)

    def hidden_scores(self) -> list[bool]:
        return list(self.hidden_vp) if self.hidden_vp else [False] * self.num_players

    def private_to(self, move: Move) -> int | None:
        """The secret donkey pick and a drafted card are the choosing seat's; a card drawn into a hand or
        pack is the receiving seat's. The neutral player's card is public."""
        if isinstance(move, (ChooseDonkey, DraftCard)):
            return self.to_move if self.to_move >= 0 else None
        if isinstance(move, DrawCard) and self.pending and isinstance(self.pending[-1], DrawCards):
            return self.pending[-1].to
        return None

    # --- facts for the table ------------------------------------------------------------------------------
    def prompt(self) -> Text | None:
        return self.pending[-1].prompt(self) if self.to_move >= 0 else None  # at chance: nothing to ask

    def facts(self) -> dict[str, Any]:
        """Per seat: the tableau's buy/sell/upgrade prices of olive, grain, grape and pig now (helpers
        included), and what a shown roof tile costs that seat this round."""
        prices = []
        for p in range(self.num_players):
            buy, sell, up = effects.price_table(self, p)
            prices.append({kind: {GOOD_NAMES[g]: table[g] for g in MARKET_GOODS}
                           for kind, table in (("buy", buy), ("sell", sell), ("upgrade", up))})
        return {"prices": prices, "roof_cost": [effects.roof_cost(self, p) for p in range(self.num_players)]}


CATEGORIES = {
    "start": Text("Start", "開始時"), "roofs": Text("Roofs", "屋根"), "buildings": Text("Buildings", "建物"),
    "market": Text("Market placements", "市場への配置"), "market_scoring": Text("Market scoring", "市場の得点"),
    "siesta": Text("Siesta", "昼寝"), "crafts": Text("Craft markers", "建物マーカー"),
    "cards": Text("Cards and tokens", "カードとトークン"), "spent": Text("Spent", "支払い"),
    "final_silver": Text("Final silver", "最後の銀"),
}
assert tuple(CATEGORIES) == VP_CATEGORIES


META = GameMeta.of(__file__)


class LaGranja(Game):
    id = "la-granja"
    names = META.names
    min_players = META.min_players
    max_players = META.max_players
    round_word = META.round_word
    options_model = LaGranjaOptions
    move_types = MOVE_TYPES
    scoring_rounds = 6
    data_options = ("data_file", "data_text")
    information = "imperfect"  # hands, face-down VP tokens and the donkey picks are secret
    demo_players = META.demo_players
    categories = CATEGORIES
    bot = LaGranjaBot()

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> LaGranjaState:
        self.check_players(num_players)
        opts = self.parse_options(options).model_dump()
        s = LaGranjaState(load_tables(opts.get("data_file"), opts.get("data_text")), num_players, opts)
        ROUND.advance(s)
        return s

    def describe(self, move: Move, lang: str = "en") -> str:
        return describe_move(move, lang)

    def describe_hidden(self, move: Move, lang: str = "en") -> str:
        return describe_hidden(move, lang)

    def check_data(self, path: str) -> str:
        """Validate a user data file (raises DataError naming file, entry and field)."""
        return check_file(path)


LaGranjaState.game = None  # type: ignore[assignment]  # set by __init__ once GAME exists
__all__ = ["CHANCE", "LaGranja", "LaGranjaState", "LaGranjaOptions"]
