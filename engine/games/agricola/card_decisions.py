"""The decisions cards ask for: a choice of goods, an offer on another seat's take, spreading a space's goods,
moving a person after the work phase, taking a crop from another farm, and the end-of-game effects."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from engine.core.decisions import Decision
from engine.core.effects import Effect
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, reasons
from engine.games.agricola.actions import choice_move
from engine.games.agricola.card_effects import gain
from engine.games.agricola.card_moves import DECLINE, Decline, SpreadGoods, TakeCrop, UseCard
from engine.games.agricola.data import ANIMALS, GOODS, NG, G
from engine.games.agricola.moves import BuildRoom, ChooseGoods
from engine.games.agricola.sources import CARD_BASE
from engine.games.agricola.state import AgState

OFFER = reasons.CARD_OFFER
USE = UseCard()


def _effect(s: AgState, card: int, kind: str) -> Effect:
    for k, params in s.k.ct.cards[card].effects:
        if k == kind:
            return Effect(k, params, CARD_BASE + card)
    raise LookupError(kind)


class _Offer(Decision[AgState]):
    """Shared by the decisions below: the reason for a move not offered."""

    __slots__ = ()

    def explain(self, state: AgState, move: object) -> Reason:
        return OFFER


class _YesNo(_Offer):
    """An offer the seat takes (`USE`) or declines: taking it is `accepted`; declining does nothing."""

    __slots__ = ()

    def legal_moves(self, state: AgState) -> list:
        return [USE, DECLINE]

    def apply(self, state: AgState, move: UseCard | Decline) -> None:
        state.pending.pop()
        if not isinstance(move, Decline):
            self.accepted(state)

    def accepted(self, state: AgState) -> None:
        raise NotImplementedError


class _TakeOffer(_YesNo):
    """An offer on goods being taken. The seat's "any time" window stays open on the goods in its supply; the
    goods being taken wait in `inbound`, out of reach [S]. An offer with a `price` may be taken only while the
    supply still pays it (a free action may have spent it)."""

    __slots__ = ()
    seat: int
    free_actions: ClassVar[bool] = True

    def price(self, state: AgState) -> tuple[int, ...]:
        return ()

    def legal_moves(self, state: AgState) -> list:
        b = NG * self.seat
        if all(state.goods[b + g] >= k for g, k in enumerate(self.price(state)) if k):
            return [USE, DECLINE]
        return [DECLINE]


def pay(state: AgState, seat: int, goods: tuple[int, ...]) -> None:
    """The seat pays these goods from its supply (an offer's price, checked when it was made)."""
    for g, k in enumerate(goods):
        state.goods[NG * seat + g] -= k


@dataclass(frozen=True, slots=True)
class EnterSupply(Decision[AgState]):
    """Goods being taken wait (in `inbound`) for the other seats' offers on the take; then they enter."""

    seat: int
    space: int

    def legal_moves(self, state: AgState) -> list:
        return []

    def settle(self, state: AgState) -> bool:
        from engine.games.agricola.goods import enter
        state.pending.pop()
        enter(state, self.seat, self.space)
        return True


@dataclass(frozen=True, slots=True)
class GainChoice(_Offer):
    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Choose what the card gives you", "カードで受け取るものを選んでください")

    def _options(self, state: AgState) -> list[ChooseGoods]:
        return [choice_move(v) for v in _effect(state, self.card, "gain_choice").param("options")]

    def legal_moves(self, state: AgState) -> list:
        return self._options(state)

    def apply(self, state: AgState, move: ChooseGoods) -> None:
        state.pending.pop()
        goods = [0] * NG
        for name in move.goods:
            goods[G[name]] += 1
        gain(state, self.seat, tuple(goods), state.k.ct.cards[self.card].id)


@dataclass(frozen=True, slots=True)
class BuyFromTaker(_TakeOffer):
    """Another seat is taking the good: buy one of it (the taker also gets the card's extra from the supply)."""

    seat: int
    card: int
    taker: int
    PROMPT: ClassVar[Text] = Text("Buy one of the goods being taken?", "取られている品物を1つ買いますか？")

    def price(self, state: AgState) -> tuple[int, ...]:
        return tuple(_effect(state, self.card, "stone_buyer").param("price"))

    def accepted(self, state: AgState) -> None:
        e = _effect(state, self.card, "stone_buyer")
        g = G[e.param("good")]
        price, extra = e.param("price"), e.param("extra")
        b = NG * self.seat
        for x, k in enumerate(price):
            state.goods[b + x] -= k
            state.inbound[x] += k + extra[x]  # the taker's pay joins the goods it is taking
        state.inbound[g] -= 1
        emit(state.ev, "card_bought", seat=self.seat, taker=self.taker, good=GOODS[g])
        gain(state, self.seat, tuple(1 if x == g else 0 for x in range(NG)), state.k.ct.cards[self.card].id)


def spread_options(s: AgState, card: int) -> tuple[int, list[int], list[tuple[int, ...]]]:
    e = _effect(s, card, "spread_goods")
    t = s.t
    onto = [t.space_index[x] for x in e.param("onto")]
    amount = s.stock[NG * t.space_index[e.param("space")] + G[e.param("good")]]
    rest = amount % len(onto)
    return amount, onto, list(combinations(onto, rest))


@dataclass(frozen=True, slots=True)
class Spread(_Offer):
    """Spread the goods of one space as evenly as possible over others, or leave them."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Spread the goods onto the other spaces?", "品物を他のスペースに配りますか？")

    def legal_moves(self, state: AgState) -> list:
        _, _, extras = spread_options(state, self.card)
        names = state.t.space_ids
        return [SpreadGoods(tuple(names[x] for x in ex)) for ex in extras] + [DECLINE]

    def apply(self, state: AgState, move: SpreadGoods | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        e = _effect(state, self.card, "spread_goods")
        g = G[e.param("good")]
        amount, onto, _ = spread_options(state, self.card)
        t = state.t
        state.stock[NG * t.space_index[e.param("space")] + g] = 0
        for sp in onto:
            state.stock[NG * sp + g] += amount // len(onto) + (1 if t.space_ids[sp] in move.extra else 0)
        emit(state.ev, "goods_spread", seat=self.seat, space=e.param("space"), good=GOODS[g], amount=amount)


def after_work_targets(s: AgState, p: int, card: int) -> list[int]:
    """Free spaces the seat's person may move to now (it stands on one of the card's `from_spaces`)."""
    from engine.games.agricola.turn import space_possible
    e = _effect(s, card, "move_after_work")
    t = s.t
    if not any(t.space_ids[sp] in e.param("from_spaces") for sp in s.k.placed[p]):
        return []
    to, op = e.param("to_spaces"), e.param("to_op")
    return [sp for sp in s.board if s.occ[sp] < 0
            and (t.space_ids[sp] in to or (op and any(part.op == op for part in t.space_parts[sp])))
            and space_possible(s, p, sp)]


@dataclass(frozen=True, slots=True)
class MoveAfterWork(_Offer):
    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Move your person to another space and act there?",
                                  "家族を別のスペースに移してアクションを行いますか？")

    def legal_moves(self, state: AgState) -> list:
        names = state.t.space_ids
        return [UseCard(names[sp]) for sp in after_work_targets(state, self.seat, self.card)] + [DECLINE]

    def apply(self, state: AgState, move: UseCard | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        from engine.games.agricola.turn import SpaceAction
        sp = state.t.space_index[move.space]
        state.occ[sp] = self.seat
        state.k.placed[self.seat].append(sp)
        emit(state.ev, "person_moved", seat=self.seat, space=move.space, card=state.k.ct.cards[self.card].id)
        state.pending.append(SpaceAction(self.seat, sp))


def field_targets(s: AgState, p: int, card: int) -> list[TakeCrop]:
    g = G[_effect(s, card, "feeding_take").param("good")]
    out: list[TakeCrop] = []
    for q in range(s.num_players):
        if q == p:
            continue
        base = farm.CELLS * q
        out.extend(TakeCrop(q, farm.CELL_NAMES[c]) for c in farm.bits(s.fields[q])
                   if s.crop[base + c] == g and s.crop_n[base + c] > 0)
    return out


@dataclass(frozen=True, slots=True)
class TakeFromField(_Offer):
    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Take a crop from another player's field?",
                                  "他のプレイヤーの畑から作物を取りますか？")

    def legal_moves(self, state: AgState) -> list:
        return [*field_targets(state, self.seat, self.card), DECLINE]

    def apply(self, state: AgState, move: TakeCrop | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        e = _effect(state, self.card, "feeding_take")
        i = farm.CELLS * move.seat + farm.CELL_INDEX[move.cell]
        g = state.crop[i]
        state.crop_n[i] -= 1
        if state.crop_n[i] == 0:
            state.crop[i] = -1
        ident = state.k.ct.cards[self.card].id
        gain(state, self.seat, tuple(1 if x == g else 0 for x in range(NG)), ident)
        gives = G[e.param("gives")]
        gain(state, move.seat, tuple(e.param("amount") if x == gives else 0 for x in range(NG)), ident)


def _loan_kinds(s: AgState, p: int, card: int) -> list[int]:
    loan = _effect(s, card, "return_loan").param("goods")
    return [g for g in ANIMALS if loan[g]]


@dataclass(frozen=True, slots=True)
class ReturnLoan(_Offer):
    """Before scoring: give back one animal of each kind lent; a point lost for each not given back."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Choose the animals to give back", "返す家畜を選んでください")

    def legal_moves(self, state: AgState) -> list:
        have = [g for g in _loan_kinds(state, self.seat, self.card) if state.goods[NG * self.seat + g] > 0]
        out = []
        for k in range(len(have), -1, -1):
            for combo in combinations(have, k):
                out.append(choice_move(tuple(1 if g in combo else 0 for g in range(NG))))
        return out

    def apply(self, state: AgState, move: ChooseGoods) -> None:
        state.pending.pop()
        p = self.seat
        e = _effect(state, self.card, "return_loan")
        back = {G[x] for x in move.goods}
        for g in back:
            state.goods[NG * p + g] -= 1
        kept = len(_loan_kinds(state, p, self.card)) - len(back)
        state.k.penalty[p] += e.param("penalty") * kept
        emit(state.ev, "end_effect", seat=p, card=state.k.ct.cards[self.card].id, returned=sorted(move.goods),
             points=e.param("penalty") * kept)


@dataclass(frozen=True, slots=True)
class AnimalsPerKind(Decision[AgState]):
    """Before scoring: one more animal of each kind the seat has (those that do not fit leave)."""

    seat: int
    card: int

    def legal_moves(self, state: AgState) -> list:
        return []

    def settle(self, state: AgState) -> bool:
        state.pending.pop()
        p = self.seat
        got = tuple(1 if g in ANIMALS and state.goods[NG * p + g] > 0 else 0 for g in range(NG))
        emit(state.ev, "end_effect", seat=p, card=state.k.ct.cards[self.card].id, returned=[], points=0)
        if any(got):
            gain(state, p, got, state.k.ct.cards[self.card].id)
        return True


def end_effects(s: AgState, p: int) -> None:
    """A seat's effects before scoring, in the order their data gives (`order`; a loan goes back before
    animals are added [R]); the first on top of the stack."""
    from engine.core.effects import END_SCORING
    effects = sorted(s.fx.installed(p, END_SCORING), key=lambda e: e.param("order", 0))
    vocab = s.fx.vocabulary
    for e in reversed(effects):
        vocab[e.kind].reactions[END_SCORING](s, p, e)



@dataclass(frozen=True, slots=True)
class ChooseBonus(_Offer):
    """Which of a card's bonuses joins the goods being taken."""

    seat: int
    card: int
    options: tuple[tuple[int, ...], ...]
    PROMPT: ClassVar[Text] = Text("Choose the card's bonus", "カードのボーナスを選んでください")
    free_actions: ClassVar[bool] = True  # on the supply's goods; the goods being taken are out of reach [S]

    def legal_moves(self, state: AgState) -> list:
        return [choice_move(v) for v in self.options]

    def apply(self, state: AgState, move: ChooseGoods) -> None:
        state.pending.pop()
        for name in move.goods:
            state.inbound[G[name]] += 1


@dataclass(frozen=True, slots=True)
class Exchange(_TakeOffer):
    """Leave some of the goods being taken on the space, for others from the supply."""

    seat: int
    card: int
    space: int
    PROMPT: ClassVar[Text] = Text("Leave goods on the space in exchange?", "品物をスペースに残して交換しますか？")

    def accepted(self, state: AgState) -> None:
        e = _effect(state, self.card, "exchange_take")
        g, k = G[e.param("good")], e.param("amount")
        state.inbound[g] -= k
        state.stock[NG * self.space + g] += k
        for x, n in enumerate(e.param("goods")):
            state.inbound[x] += n
        emit(state.ev, "goods_left", seat=self.seat, space=state.t.space_ids[self.space], good=GOODS[g], amount=k,
             card=state.k.ct.cards[self.card].id)


@dataclass(frozen=True, slots=True)
class PayToAct(_YesNo):
    """Pay the card's price to plow 1 field now, or not."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Use the card's action?", "カードのアクションを使いますか？")

    def accepted(self, state: AgState) -> None:
        from engine.games.agricola.card_effects import start_act
        e = _effect(state, self.card, "pay_to_act")
        pay(state, self.seat, e.param("pay"))
        start_act(state, self.seat, e.param("act"))


@dataclass(frozen=True, slots=True)
class FeedingTrade(_Offer):
    """Give the card's goods for one animal of a kind the seat has, or not."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Trade for an animal?", "家畜と交換しますか？")

    def legal_moves(self, state: AgState) -> list:
        have = state.animals(self.seat)
        return [choice_move(tuple(1 if g == a else 0 for g in range(NG)))
                for i, a in enumerate(ANIMALS) if have[i]] + [DECLINE]

    def apply(self, state: AgState, move: ChooseGoods | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        for g, k in enumerate(_effect(state, self.card, "feeding_trade").param("give")):
            state.goods[NG * self.seat + g] -= k
        goods = tuple(1 if GOODS[g] in move.goods else 0 for g in range(NG))
        gain(state, self.seat, goods, state.k.ct.cards[self.card].id)


@dataclass(frozen=True, slots=True)
class FreeRoom(_Offer):
    """A room a card gives: where (next to the house, as for any room), paying nothing."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Build a room (free)", "部屋を作ってください（無料）")

    def legal_moves(self, state: AgState) -> list:
        from engine.games.agricola.building import room_cells
        from engine.games.agricola.moves import ROOM
        return [ROOM[c] for c in farm.bits(room_cells(state, self.seat))]

    def apply(self, state: AgState, move: BuildRoom) -> None:
        state.pending.pop()
        from engine.games.agricola.building import HOUSE
        state.rooms[self.seat] |= 1 << farm.CELL_INDEX[move.cell]
        emit(state.ev, "room_built", seat=self.seat, cell=move.cell, material=HOUSE[state.house[self.seat]])
        from engine.games.agricola.card_house import room_built
        room_built(state, self.seat)
