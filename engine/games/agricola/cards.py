"""Playing occupations and minor improvements: which cards of a hand can be played now (prerequisite,
cost), paying, and what playing does (effects installed, on-play effects, a passing minor to the left).

One check per card (`playable`) serves the action spaces' feasibility, the decisions' legal moves and
their reasons. Food in a cost may be raised by converting goods (as for any food cost); the other goods
must be in the supply.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import COST, Effect, modify, trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import food, majors, reasons
from engine.games.agricola.card_actions import occupation_played, others_play
from engine.games.agricola.card_effects import OCC_COUNT, OCC_PLAY, ON_PLAY
from engine.games.agricola.card_house import MINOR_MAJORS
from engine.games.agricola.card_moves import PlayCard
from engine.games.agricola.data import FOOD, NG
from engine.games.agricola.moves import BuyMajor
from engine.games.agricola.sources import CARD_BASE
from engine.games.agricola.state import AgState

CARD_NOT_NOW = Reason("you cannot play that card now (not in your hand, its prerequisite, or its cost)",
                      "今そのカードは出せません（手札にない・前提条件・コスト）")
_PLAY: dict[tuple[str, int], PlayCard] = {}


def play_move(ident: str, cost: int = 0) -> PlayCard:
    move = _PLAY.get((ident, cost))
    if move is None:
        move = _PLAY[ident, cost] = PlayCard(ident, cost)
    return move


def planted(s: AgState, p: int) -> int:
    base = 15 * p
    return sum(1 for c in range(15) if s.fields[p] >> c & 1 and s.crop_n[base + c] > 0)


def meets(s: AgState, p: int, card: int) -> bool:
    occs, improvements, sown, others_below, house, last_round = s.k.ct.cards[card].prereq
    k = s.k
    if s.house[p] < house or s.round > last_round:
        return False
    if occs and modify(s.fx, p, OCC_COUNT, k.occs[p], s) < occs:
        return False
    if sown and planted(s, p) < sown:
        return False
    owns = s.k.ct.cards[card].owns
    if owns and not majors.owns_any(s, p, owns):
        return False
    returns, _ = s.k.ct.cards[card].returns
    if returns:
        from engine.games.agricola.card_returns import returnable
        if len(returnable(s, p, card)) < returns:
            return False
    if improvements and (sum(1 for c in k.played[p] if not k.ct.cards[c].occupation)
                         + sum(1 for o in s.major_owner if o == p)) < improvements:
        return False
    if others_below and not any(k.occs[q] < others_below for q in range(s.num_players) if q != p):
        return False
    goods = k.ct.cards[card].prereq_goods
    return not goods or majors.can_pay(s, p, goods)


def _affordable(s: AgState, p: int, cost: tuple[int, ...], extra_food: int, potential: list[int]) -> bool:
    """Whether the seat can pay `cost` plus `extra_food`: the goods other than food from the supply, the food
    by converting what is left. `potential` caches the food the seat could raise with nothing set aside."""
    b = NG * p
    goods = s.goods
    others = False
    for g, k in enumerate(cost):
        if k and g != FOOD:
            if goods[b + g] < k:
                return False
            others = True
    need = cost[FOOD] + extra_food
    if goods[b + FOOD] >= need:
        return True
    if not others:
        if not potential:
            potential.append(food.potential(s, p))
        return potential[0] >= need
    for g, k in enumerate(cost):  # the food a conversion could raise, the goods the cost takes set aside
        if k and g != FOOD:
            goods[b + g] -= k
    enough = food.potential(s, p) >= need
    for g, k in enumerate(cost):
        if k and g != FOOD:
            goods[b + g] += k
    return enough


def affordable(s: AgState, p: int, cost: tuple[int, ...], extra_food: int = 0) -> bool:
    """Whether the seat can pay `cost` (and `extra_food`): goods from the supply, food also by converting."""
    return _affordable(s, p, cost, extra_food, [])


def major_moves(s: AgState, p: int, extra_food: int = 0) -> list[BuyMajor]:
    """The majors the seat can acquire now, with `extra_food` to pay beside (a card's second action)."""
    from engine.games.agricola.building import purchase_moves
    return [m for i, j in majors.purchases(s, p) for m in purchase_moves(s, p, i, j)
            if _major_affordable(s, p, i, j, m, extra_food)]


def _major_affordable(s: AgState, p: int, i: int, j: int, m: BuyMajor, extra_food: int) -> bool:
    """Whether buying major i by move `m` (returning major j, or paying its cost `m.cost`) leaves the seat able
    to pay `extra_food` beside (food raised by converting what the cost does not take)."""
    if not extra_food:
        return True
    cost = (0,) * NG if j >= 0 else majors.costs_of(s, p, i)[m.cost]
    return _affordable(s, p, cost, extra_food, [])


def pay_food(s: AgState, p: int, need: int, c: int = -1) -> None:
    """Pay `need` food, then play card `c` (-1: none); food not in the supply yet is raised first."""
    b = NG * p
    if s.goods[b + FOOD] >= need:
        s.goods[b + FOOD] -= need
        if c >= 0:
            paid(s, p, c)
    else:
        s.pending.append(PayFood(p, need, c))


def occupation_food(s: AgState, p: int, costs: tuple[int, ...]) -> int:
    k = s.k.occs[p]
    return costs[min(k, len(costs) - 1)]


def playable(s: AgState, p: int, occupation: bool, space_food: int = 0, first: bool = False) -> list[PlayCard]:
    """The moves playing a card of the seat's hand now: occupations (with the space's food cost) or minors.
    `first`: stop at the first one (whether any can be played)."""
    k = s.k
    if k is None:
        return []
    out = []
    cards = k.ct.cards
    potential: list[int] = []
    if occupation:  # food an occupation's play brings before it is paid for
        space_food -= sum(e.param("goods")[FOOD] for e in s.fx.installed(p, OCC_PLAY))
    for c in k.hand[p]:
        card = cards[c]
        if card.occupation != occupation or not meets(s, p, c):
            continue
        for i, cost in enumerate(costs_of(s, p, c)):
            if _affordable(s, p, cost, space_food, potential):
                out.append(play_move(card.id, i))
                if first:
                    return out
    return out


def can_play(s: AgState, p: int, occupation: bool, space_food: int = 0) -> bool:
    return bool(playable(s, p, occupation, space_food, True)) or (not occupation
                                                                 and bool(minor_majors(s, p, space_food)))


def minor_majors(s: AgState, p: int, extra_food: int = 0) -> list[BuyMajor]:
    """The majors that are minor improvements for this seat (a card says so) and that it can buy now, with
    `extra_food` to pay beside (the food a card's second action costs)."""
    if s.k is None or MINOR_MAJORS not in s.fx.by_seat[p]:
        return []
    from engine.games.agricola.building import purchase_moves
    t = s.t
    out: list[BuyMajor] = []
    for ident in modify(s.fx, p, MINOR_MAJORS, (), s):
        i = t.major_index.get(ident, -1)
        if i >= 0 and s.major_owner[i] < 0:
            out.extend(m for m in purchase_moves(s, p, i, -1) if _major_affordable(s, p, i, -1, m, extra_food))
    return out


def costs_of(s: AgState, p: int, c: int) -> tuple[tuple[int, ...], ...]:
    """A card's costs for the seat (other cards may lower a minor's)."""
    card = s.k.ct.cards[c]
    if card.occupation:
        return card.costs
    costs = tuple(modify(s.fx, p, COST, cost, s, what="minor", ident=card.id) for cost in card.costs)
    return majors.options(s, p, costs, "minor", card.id)


def play_price(s: AgState, p: int, move: PlayCard, space_food: int = 0) -> tuple[int, ...]:
    """What playing the card this way costs the seat now, all told: its cost (as other cards change it),
    and for an occupation the space's food less the food an occupation's play brings (as `playable` counts)."""
    c = s.k.ct.index[move.card]
    cost = list(costs_of(s, p, c)[move.cost])
    if s.k.ct.cards[c].occupation:
        cost[FOOD] = max(0, cost[FOOD] + space_food
                         - sum(e.param("goods")[FOOD] for e in s.fx.installed(p, OCC_PLAY)))
    return tuple(cost)


def start_play(s: AgState, p: int, move: PlayCard, space_food: int = 0) -> None:
    """Pay for the card and play it; food not in the supply yet is raised first (`PayFood`)."""
    k = s.k
    c = k.ct.index[move.card]
    cost = costs_of(s, p, c)[move.cost]
    if k.ct.cards[c].occupation:
        trigger(s.fx, p, OCC_PLAY, s)
    b = NG * p
    for g, n in enumerate(cost):
        if n and g != FOOD:
            s.goods[b + g] -= n
    pay_food(s, p, cost[FOOD] + space_food, c)  # the card stays in the hand until it is paid for


def paid(s: AgState, p: int, c: int) -> None:
    """The card is paid for: improvements its prerequisite returns are chosen first (`card_returns.py`)."""
    if s.k.ct.cards[c].returns[0]:
        from engine.games.agricola.card_returns import ReturnImprovements
        s.pending.append(ReturnImprovements(p, c, s.k.ct.cards[c].returns[0]))
    else:
        play(s, p, c)


def play(s: AgState, p: int, c: int) -> None:
    k = s.k
    card = k.ct.cards[c]
    if c in k.hand[p]:
        k.hand[p].remove(c)
    emit(s.ev, "card_played", seat=p, card=card.id, occupation=card.occupation)
    effects = [Effect(kind, params, CARD_BASE + c) for kind, params in card.effects]
    if card.passing:  # it acts once and goes to the left neighbour's hand (the next seat in play order)
        left = s.seat_after(p)
        k.hand[left].append(c)
        k.shown = k.shown | {c}
        emit(s.ev, "card_passed", seat=p, to=left, card=card.id)
    else:
        k.played[p].append(c)
        if card.occupation:
            k.occs[p] += 1
        for e in effects:
            s.fx.install(p, e)
        if not card.occupation:
            majors.built(s, p, card.id, any(kind == "bake" for kind, _ in card.effects))
        else:
            occupation_played(s, p, c)
    vocab = s.fx.vocabulary
    for e in reversed(effects):  # on-play effects that ask push decisions: the first ends on top
        kind = vocab[e.kind]
        if ON_PLAY in kind.reactions:
            kind.reactions[ON_PLAY](s, p, e)
    others_play(s, p, c)


def card_points(s: AgState, p: int) -> int:
    k = s.k
    return sum(k.ct.cards[c].points for c in k.played[p]) if k is not None else 0


@dataclass(frozen=True, slots=True)
class PayFood(Decision[AgState]):
    """A card's food cost beyond the food in the supply: convert goods until it is there (`card` -1: a food cost
    beside a major's)."""

    seat: int
    need: int
    card: int
    PROMPT: ClassVar[Text] = Text("Make food to pay for the card", "カードの支払いのために食料を用意してください")

    def legal_moves(self, state: AgState) -> list:
        return [m for m, _, _, _ in food.conversions(state, self.seat, False)]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CONVERT

    def settle(self, state: AgState) -> bool:
        b = NG * self.seat
        if state.goods[b + FOOD] >= self.need:
            state.pending.pop()
            state.goods[b + FOOD] -= self.need
            if self.card >= 0:
                paid(state, self.seat, self.card)
            return True
        return False

    def apply(self, state: AgState, move: object) -> None:
        for m, g, f, source in food.conversions(state, self.seat, False):
            if m == move:
                food.convert(state, self.seat, g, f, source)
                return


@dataclass(frozen=True, slots=True)
class PlayCards(Decision[AgState]):
    """An occupation (`space_food`: the space's food cost), a minor improvement, or (`majors_too`) a major
    or a minor improvement (a major then costs `space_food` beside)."""

    seat: int
    free_actions: ClassVar[bool] = True  # the full game's "any time" window is open (card_anytime.py)
    occupation: bool
    space_food: int = 0
    majors_too: bool = False
    PROMPT: ClassVar[Text] = Text("Play a card from your hand", "手札からカードを出してください")

    def legal_moves(self, state: AgState) -> list:
        moves: list = playable(state, self.seat, self.occupation, self.space_food)
        if self.majors_too:
            moves.extend(major_moves(state, self.seat, self.space_food))
        elif not self.occupation:
            moves.extend(minor_majors(state, self.seat, self.space_food))
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, PlayCard):
            return CARD_NOT_NOW
        return reasons.MAJOR if isinstance(move, BuyMajor) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        """Nothing left to choose (the seat's any-time action spent what the choice needed): it ends [R]."""
        if state.k is not None and not self.legal_moves(state):
            state.pending.pop()
            return True
        return False

    def apply(self, state: AgState, move: PlayCard | BuyMajor) -> None:
        state.pending.pop()
        if isinstance(move, BuyMajor):
            t = state.t
            majors.buy(state, self.seat, t.major_index[move.major],
                       t.major_index[move.returning] if move.returning else -1, move.cost)
            if self.space_food:
                pay_food(state, self.seat, self.space_food)
            return
        start_play(state, self.seat, move, self.space_food)
