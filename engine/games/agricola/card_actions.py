"""Card effect kinds about actions: doing a card-playing action twice, a space a card brings into play (owned by
its seat, a fee to use it), fewer people to place, extra goods on a take for a price, what a card gives by the
rounds left or on acquiring named improvements, points for every seat with the most occupations, and a card
played from the hand when another seat plays a named card. Their parameters: `card_params_actions.py`; the
decisions they push: `card_offers.py`.

Hooks added here, each where its rule happens:
- `card_action` (actions.py): a seat begins an occupation, minor or improvement action of a space (`op`);
- `space_fee` (turn.py, modify): what a seat pays the owner of a card's space to use it;
- `occupation_played` (cards.py): the seat has just played an occupation (`ident`);
- `others_play` (cards.py): another seat played a card (`ident`) — heard by the cards in a seat's hand;
- `table_points` (scoring.py, modify): bonus points a seat's card gives a seat (any seat, `scored`).
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import ON_TAKE_GOODS, PHASE_START, Effect, EffectKind, modify
from engine.core.events import emit
from engine.games.agricola.card_effects import BUILT, OCC_COUNT, ON_PLAY, gain
from engine.games.agricola.data import NG, G
from engine.games.agricola.sources import CARD_BASE

CARD_ACTION = "card_action"
SPACE_FEE = "space_fee"
OCC_PLAYED = "occupation_played"
OTHERS_PLAY = "others_play"
TABLE_POINTS = "table_points"
ACTION_HOOKS = (CARD_ACTION, SPACE_FEE, OCC_PLAYED, OTHERS_PLAY, TABLE_POINTS)
NOTHING = (0,) * NG


def _card(e: Effect) -> int:
    return e.source - CARD_BASE


def _id(s: Any, e: Effect) -> str:
    return str(s.k.ct.cards[_card(e)].id)


# --- a card-playing action twice (Writing Desk, Merchant) ------------------------------------------------------
def _play_again(s: Any, p: int, e: Effect, op: str = "") -> None:
    """Pushed under the action's own card play: offered once that play is done."""
    if op in e.param("ops"):
        from engine.games.agricola.card_offers import PlayAgain
        s.pending.append(PlayAgain(p, _card(e), op))


# --- a space owned by a seat (Master Forester) -------------------------------------------------------------------
def _card_space(s: Any, p: int, e: Effect) -> None:
    sp = s.t.space_index.get(e.param("space"), -1)
    if sp < 0 or sp in s.board:  # already on this board (its player count's space): nothing to bring
        return
    s.board.append(sp)
    s.k.spaces[sp] = p
    emit(s.ev, "space_added", seat=p, space=e.param("space"), card=_id(s, e))


def card_space_ids(ct: Any) -> tuple[str, ...]:
    """Every space a card of the deck `ct` can bring onto the board (a table lays out room for them once)."""
    return tuple(sorted({dict(params)["space"] for c in ct.cards for kind, params in c.effects
                         if kind == "card_space"}))


def _space_fee(s: Any, p: int, value: tuple[int, ...], e: Effect, space: int = -1,
               user: int = -1) -> tuple[int, ...]:
    if user == p or s.k.spaces.get(space) != p or s.t.space_ids[space] != e.param("space"):
        return value  # the owner uses its own space free
    return tuple(a + b for a, b in zip(value, e.param("fee"), strict=True))


def space_fee(s: Any, p: int, sp: int) -> tuple[int, ...]:
    """What seat p pays to use a card's space `sp` (nothing on other spaces)."""
    owner = s.k.spaces.get(sp, -1)
    if owner < 0:
        return NOTHING
    return modify(s.fx, owner, SPACE_FEE, NOTHING, s, space=sp, user=p)  # type: ignore[no-any-return]


def fee_ok(s: Any, p: int, sp: int) -> bool:
    """Whether seat p can pay the fee of a card's space (food may be raised by converting)."""
    fee = space_fee(s, p, sp)
    if not any(fee):
        return True
    from engine.games.agricola.cards import affordable
    return affordable(s, p, fee)


def pay_fee(s: Any, p: int, sp: int) -> None:
    """On placing: the fee first (the action waits under it)."""
    if any(space_fee(s, p, sp)):
        from engine.games.agricola.card_offers import PayFee
        s.pending.append(PayFee(p, sp))


# --- fewer people to place (Ratcatcher) -------------------------------------------------------------------------
def _fewer_people(s: Any, p: int, e: Effect, phase: str = "") -> None:
    if phase != "round_start" or s.round not in e.param("rounds"):
        return
    born = s.t.g.start_people
    for q in range(s.num_players):
        kept = min(e.param("fewer"), s.people[q] - born, s.avail[q])  # only people born in the game stay home
        if q != p and kept > 0:
            s.avail[q] -= kept
            emit(s.ev, "people_kept_home", seat=q, people=kept, card=_id(s, e))


# --- goods on a take (Fisherman, Stone Carrier) ------------------------------------------------------------------
def _take_extra(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    """Reads what came from the space or the supply (`taken`), as every condition on a take does [R]."""
    if space < 0 or not taken or not taken[G[e.param("when")]]:
        return
    if not any(taken[G[g]] for g in e.param("pay_with")):
        for g, k in enumerate(e.param("goods")):  # free: always to the seat's good, taken without asking
            s.inbound[g] += k
        return
    if all(s.goods[NG * p + g] >= k for g, k in enumerate(e.param("pay"))):
        from engine.games.agricola.card_offers import BuyExtra
        s.pending.append(BuyExtra(p, _card(e)))


def payees(s: Any, p: int, e: Effect) -> list[int]:
    """Per seat, how many of the card's `payees` it has in front of it (the taker's own: none to pay)."""
    cards = s.k.ct
    listed = {cards.index[i] for i in e.param("payees") if i in cards.index}
    return [0 if q == p else sum(1 for c in s.k.played[q] if c in listed) for q in range(s.num_players)]


def _double_take(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    if space < 0 or not taken or s.t.space_ids[space] not in e.param("spaces"):
        return
    g = G[e.param("good")]
    if taken[g] and s.inbound[g] + taken[g] >= sum(payees(s, p, e)):  # the payments come out of the take
        from engine.games.agricola.card_offers import DoubleTake
        s.pending.append(DoubleTake(p, _card(e), taken[g]))


# --- when played, by the rounds left (Reeve); on acquiring named improvements (Guildmaster) -----------------------
def _by_rounds_left(s: Any, p: int, e: Effect) -> None:
    left = s.t.g.rounds - s.round
    amount = 0
    for at, k in zip(e.param("left"), e.param("amounts"), strict=True):
        if left >= at:
            amount = max(amount, k)
    if amount:
        gain(s, p, tuple(amount if x == G[e.param("good")] else 0 for x in range(NG)), _id(s, e))


def _owned(s: Any, p: int, ident: str) -> bool:
    m = s.t.major_index.get(ident, -1)
    if m >= 0:
        return bool(s.major_owner[m] == p)
    c = s.k.ct.index.get(ident, -1)
    return c >= 0 and c in s.k.played[p]


def _acquire_on_play(s: Any, p: int, e: Effect) -> None:
    have = sum(1 for i in e.param("idents") if _owned(s, p, i))
    if have and any(e.param("already")):
        gain(s, p, tuple(k * have for k in e.param("already")), _id(s, e))


def _acquired(s: Any, p: int, e: Effect, ident: str = "", builder: int = -1, bakes: bool = False) -> None:
    if builder in (-1, p) and ident in e.param("idents"):
        gain(s, p, e.param("goods"), _id(s, e))


def occupation_played(s: Any, p: int, c: int) -> None:
    """The seat has played occupation `c`: its own cards hear it (after the new card's effects are in)."""
    from engine.core.effects import trigger
    trigger(s.fx, p, OCC_PLAYED, s, ident=s.k.ct.cards[c].id)


# --- points for every seat with the most occupations (Reeve) --------------------------------------------------
def _most_occupations(s: Any, p: int, value: int, e: Effect, scored: int = -1) -> int:
    """A card that counts as more occupations (Academic) counts so here too."""
    k = s.k
    counts = [modify(s.fx, q, OCC_COUNT, k.occs[q], s) for q in range(s.num_players)]
    return value + (e.param("points") if counts[scored] == max(counts) else 0)


def table_points(s: Any, p: int) -> int:
    """Bonus points the cards of every seat give seat p."""
    return sum(modify(s.fx, q, TABLE_POINTS, 0, s, scored=p) for q in range(s.num_players))


# --- played from the hand when another seat plays a named card (Chief's Daughter) --------------------------------
def _play_free(s: Any, p: int, e: Effect, ident: str = "") -> None:
    """Free and always to the holder's good, so played without asking (nothing of the hand shows before) [R]."""
    if ident != e.param("after"):
        return
    from engine.games.agricola.cards import play
    c = _card(e)
    emit(s.ev, "card_played_free", seat=p, card=_id(s, e), after=ident)
    play(s, p, c)


def others_play(s: Any, p: int, c: int) -> None:
    """Seat p played card `c`: the cards in the other seats' hands that react to it (from p's left)."""
    k = s.k
    ident = k.ct.cards[c].id
    kinds = s.fx.vocabulary.kinds
    for i in range(1, s.num_players):
        q = s.seat_after(p, i)
        for h in tuple(k.hand[q]):
            for kind, params in k.ct.cards[h].effects:
                react = kinds[kind].reactions.get(OTHERS_PLAY)
                if react is not None and h in k.hand[q]:
                    react(s, q, Effect(kind, params, CARD_BASE + h), ident=ident)


ACTION_KINDS = [
    EffectKind("play_again", reactions={CARD_ACTION: _play_again}),
    EffectKind("card_space", reactions={ON_PLAY: _card_space}, modifiers={SPACE_FEE: _space_fee}),
    EffectKind("fewer_people", reactions={PHASE_START: _fewer_people}),
    EffectKind("take_extra", reactions={ON_TAKE_GOODS: _take_extra}),
    EffectKind("double_take", reactions={ON_TAKE_GOODS: _double_take}),
    EffectKind("gain_by_rounds_left", reactions={ON_PLAY: _by_rounds_left}),
    EffectKind("most_occupations", modifiers={TABLE_POINTS: _most_occupations}),
    EffectKind("on_acquire", reactions={ON_PLAY: _acquire_on_play, BUILT: _acquired, OCC_PLAYED: _acquired}),
    EffectKind("play_free", reactions={OTHERS_PLAY: _play_free}),
]
