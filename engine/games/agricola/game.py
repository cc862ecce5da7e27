"""Agricola (2007 edition) for 1–5 players, the full game (default) and the family game: the `Game` description
and its state's protocol."""
from __future__ import annotations

import random
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.events import Event
from engine.core.game import TERMINAL, Game, GameState, Move
from engine.core.meta import GameMeta
from engine.core.pending import PendingStack
from engine.core.text import Text
from engine.games.agricola import card_anytime, card_describe, majors, observe
from engine.games.agricola.bot_profile import AgricolaBot
from engine.games.agricola.building import room_costs
from engine.games.agricola.card_moves import (
    CARD_MOVE_TYPES,
    DealCards,
    Decline,
    PickCards,
    RollDice,
    UseCard,
)
from engine.games.agricola.cards_data import check_deck, load_cards
from engine.games.agricola.cardstate import Cards
from engine.games.agricola.data import check_file, load_tables
from engine.games.agricola.describe import describe_move, describe_part, goods_vec
from engine.games.agricola.moves import (
    MOVE_TYPES,
    BuildRoom,
    BuyMajor,
    DoPart,
)
from engine.games.agricola.narrate import narrate
from engine.games.agricola.round import FLOW
from engine.games.agricola.scoring import breakdown
from engine.games.agricola.state import AgState
from engine.games.agricola.turn import SpaceAction


class AgricolaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    family: bool = Field(False, title="Family game",
                         description="Without occupations and minor improvements (the 2007 box's family rules). "
                                     "Off (the default): the full game, with its cards and their draft.",
                         json_schema_extra={"title_ja": "ファミリーゲーム",
                                            "description_ja": "職業と小さい進歩なしで遊びます（2007年版のファミリー"
                                                              "ルール）。なし（既定）：カードとそのドラフトのある通常ゲーム。"})
    draft: bool = Field(True, title="Draft",
                        description="Full game: a 7+7 card draft (occupations + minor improvements). "
                                    "Off: the cards dealt are the hand.",
                        json_schema_extra={"title_ja": "ドラフト",
                                           "description_ja": "通常ゲーム：カードのドラフト（職業7枚＋小さい進歩7枚）。"
                                                             "なし：配られたカードがそのまま手札。"})
    start: Literal["random", "lots", "dice"] = Field(
        "random", title="Start player",
        description="At random: one seat, then clockwise. Drawing lots: every seat's place is drawn once and kept "
                    "all game. Dice: the highest roll starts, then the next (ties roll again).",
        json_schema_extra={"title_ja": "スタートプレイヤー",
                           "description_ja": "無作為：1人を選び時計回り。くじ引き：全員の手番順を一度引き、ゲーム中"
                                             "その順。サイコロ：出目の大きい順（同点の人は振り直し）。",
                           "choices": {"random": ["at random", "無作為"], "lots": ["drawing lots", "くじ引き"],
                                       "dice": ["dice", "サイコロ"]}})


class AgricolaState(PendingStack, AgState):
    __slots__ = ("draw", "rolling", "ranked")
    draw: str  # how the start player is chosen: the `start` option (random, lots, dice)
    rolling: tuple[int, ...]  # start=dice: the seats rolling now (all, then each group of seats tied, highest first)
    ranked: tuple[tuple[int, ...], ...]  # start=dice: the seats grouped by their throws so far, highest first
    game: ClassVar[Agricola]
    flow = FLOW
    free_move_types = card_anytime.FREE_MOVE_TYPES

    def clone(self) -> AgricolaState:
        c: AgricolaState = super().clone()  # type: ignore[assignment]
        c.draw = self.draw
        c.rolling = self.rolling
        c.ranked = self.ranked
        return c

    # --- the full game's "any time" window (card_anytime.py) -----------------------------------------------
    def free_moves(self, seat: int) -> list[Any]:
        return card_anytime.free_moves(self, seat)

    def free_candidates(self, seat: int) -> list[Any]:
        """Bots weigh the cards' abilities; cooking they leave to the moments food is due (it gains nothing
        earlier, and each conversion would widen every search)."""
        return card_anytime.abilities(self, seat)

    def apply_free(self, seat: int, move: Any) -> None:
        card_anytime.apply_free(self, seat, move)

    def explain_free(self, seat: int, move: Any, open_now: bool) -> Any:
        return card_anytime.explain_free(self, seat, move, open_now)

    # --- the play order the lots or dice draw (the start draw in round.py applies them) ----------------
    def seat_in_order(self, order: tuple[int, ...]) -> None:
        """The drawn order seats the players for the whole game: the first starts, the others follow in it."""
        from engine.core.events import emit
        self.seating = tuple(order)
        self.start = order[0]
        emit(self.ev, "play_order", order=list(order))

    def _rank_by_dice(self, move: RollDice) -> None:
        """The group that rolled splits by its throws, highest first; the first group still tied rolls next.
        Once every seat has a rank, that is the order of play."""
        faces = dict(zip(move.seats, move.faces, strict=True))
        split = [tuple(p for p in move.seats if faces[p] == f) for f in sorted(set(move.faces), reverse=True)]
        groups = list(self.ranked)
        i = groups.index(move.seats)
        groups[i:i + 1] = split
        self.ranked = tuple(groups)
        tied = next((g for g in groups if len(g) > 1), None)
        if tied is None:
            self.seat_in_order(tuple(p for g in groups for p in g))
        else:
            self.rolling = tied

    def describe_move(self, move: Move, lang: str = "en") -> str:
        """A part of a space's action is named by what it does ("build stables"), in this position."""
        top = self.pending[-1] if self.pending else None
        if isinstance(move, DoPart) and isinstance(top, SpaceAction) and move.part < len(self.t.space_parts[top.space]):
            return describe_part(self.t.space_parts[top.space][move.part], lang)
        if isinstance(move, (UseCard, Decline)) and isinstance(getattr(top, "card", None), int) and self.k is not None:
            en, ja = card_describe.offer_words(move, self.k.ct.cards[top.card].id, lang)  # type: ignore[union-attr]
            return ja if lang == "ja" else en  # which card's offer it is, in this position
        text = self.game.describe(move, lang)
        paid = self._cost_paid(move)
        if paid is not None:
            text += f"（{goods_vec(paid, 'ja')}を払う）" if lang == "ja" else f" (paying {goods_vec(paid, 'en')})"
        if top is not None and top.free_actions and type(move) in self.free_move_types:
            return ("いつでも：" if lang == "ja" else "any time: ") + text  # a free action, beside the decision
        return text

    def _cost_paid(self, move: Move) -> tuple[int, ...] | None:
        """The cost a room or a major is paid with, when a card offers another way to pay (`cost` > 0 names it;
        the first way is said too, once there is a choice), so the ways read apart."""
        seat = self.to_move
        if seat < 0:
            return None
        if isinstance(move, BuildRoom):
            costs = room_costs(self, seat)
        elif isinstance(move, BuyMajor) and not move.returning and move.major in self.t.major_index:
            costs = list(majors.costs_of(self, seat, self.t.major_index[move.major]))
        else:
            return None
        if len(costs) < 2 or not 0 <= move.cost < len(costs):
            return None
        return costs[move.cost]

    def narrate(self, event: Event) -> Text | None:
        """The harvest and what animals and people did, in words for the log."""
        return narrate(self, event)
    # --- hidden information (the full game's hands and packs) ----------------------------------------------
    def has_secrets(self) -> bool:
        return self.k is not None

    def observation(self, player: int) -> GameState:
        return observe.observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> GameState:
        return observe.determinize(self, player, rng)

    def private_to(self, move: Move) -> int | None:
        if isinstance(move, DealCards):
            return move.seat
        if isinstance(move, PickCards):
            return self.to_move
        return None

    def describe_hidden(self, move: Move, lang: str = "en") -> str:
        return card_describe.hidden(move, lang)

    # --- scores ----------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.breakdown()]

    def breakdown(self) -> list[dict[str, int]]:
        return [breakdown(self, p) for p in range(self.num_players)]

    def scores_by_epoch(self) -> list[list[int]]:
        return [self.scores()] if self.to_move == TERMINAL else []

    def facts(self) -> dict[str, Any]:
        """What the table shows: the goods on each space, the food each seat owes at the next harvest, the
        majors each seat can buy now, what each farm can house, the fields on cards (card, crop, count); the
        full game: the spaces cards brought onto the board (`card_spaces`: space id → owning seat; the space is
        in `board` and `stock` like any)."""
        from engine.games.agricola.card_farm import card_fields
        from engine.games.agricola.round import food_due
        t = self.t
        n = self.num_players
        out = {
            "round": self.round,
            "stock": {t.space_ids[sp]: [k for k in self.stock[10 * sp:10 * sp + 10]] for sp in self.board},
            "food_due": [food_due(self, p) for p in range(n)],
            "can_buy": [[t.majors[i].id for i, _ in majors.purchases(self, p)] for p in range(n)],
            "capacity": [{"vectors": [list(v) for v in self.caps[p][0]], "single": self.caps[p][1]}
                         for p in range(n)],
            "pastures": [len(self.pasture[p]) for p in range(n)],
            "card_fields": [card_fields(self, p) for p in range(n)],
        }
        if self.k is not None:
            out["card_spaces"] = {t.space_ids[sp]: q for sp, q in self.k.spaces.items()}
        return out


META = GameMeta.of(__file__)


class Agricola(Game):
    id = "agricola"
    names = META.names
    min_players = META.min_players
    max_players = META.max_players
    round_word = META.round_word
    options_model = AgricolaOptions
    move_types = MOVE_TYPES + CARD_MOVE_TYPES
    scoring_rounds = 0
    estimate_rounds = "round"  # the results chart: the score estimate after each round
    information = "perfect"  # the family game hides nothing; the full game's hands: `has_secrets`
    demo_players = META.demo_players
    categories = {
        "fields": Text("Fields", "畑"),
        "pastures": Text("Pastures", "牧場"),
        "grain": Text("Grain", "小麦"),
        "vegetable": Text("Vegetables", "野菜"),
        "sheep": Text("Sheep", "羊"),
        "boar": Text("Wild boar", "猪"),
        "cattle": Text("Cattle", "牛"),
        "unused": Text("Unused farmyard spaces", "未使用のマス"),
        "stables": Text("Fenced stables", "柵で囲まれた厩"),
        "rooms": Text("Clay and stone rooms", "レンガ・石の部屋"),
        "family": Text("Family members", "家族"),
        "improvements": Text("Improvements", "進歩"),
        "bonus": Text("Bonus points", "ボーナス点"),
        "begging": Text("Begging cards", "物乞いカード"),
    }
    bot = AgricolaBot()

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> AgricolaState:
        self.check_players(num_players)
        opts: AgricolaOptions = self.parse_options(options)  # type: ignore[assignment]
        s = AgricolaState(load_tables(), num_players, majors.new_index(num_players))
        s.draw = opts.start
        s.rolling = tuple(range(num_players))
        s.ranked = (s.rolling,)
        if not opts.family:
            s.k = Cards(load_cards(), num_players, opts.draft)
            s.board = list(s.t.board(num_players, True))
        if num_players == 1:
            s.start = 0
        FLOW.advance(s)
        return s

    def describe(self, move: Move, lang: str = "en") -> str:
        return describe_move(move, lang)

    def check_data(self, path: str) -> str:
        """A components file, or a deck of cards (a file of `[[card]]` tables)."""
        from engine.core.userfile import read_text_capped
        try:
            is_deck = "[[card]]" in read_text_capped(path)
        except OSError:
            is_deck = False
        return check_deck(path) if is_deck else check_file(path)
