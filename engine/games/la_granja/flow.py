"""The round as a sequence of steps, and the pending-decision stack that owns each decision.

`advance` runs automatic steps (income, harvest, siesta, scoring) until a seat or chance must
decide, and sets `state.to_move`. A seat's turn in a step is a pending entry pushed when the turn
starts; sub-decisions (pay an extension, place a marker, free upgrades) are pushed above it.
"""
from __future__ import annotations

from engine.core.game import CHANCE, TERMINAL
from engine.games.la_granja import farm, revenue, scoring, solo, transport
from engine.games.la_granja import holdings as h
from engine.games.la_granja.deliveries import ORDER_MARKERS, can_deliver_any, placement_spaces
from engine.games.la_granja.effects import can_upgrade_any
from engine.games.la_granja.kinds import (
    K_DELIVER,
    K_DELIVERIES,
    K_DISCARD_CHECK,
    K_DONKEY,
    K_DRAFT,
    K_DRAW,
    K_EXTRA,
    K_NEUTRAL,
    K_PASS_PACKS,
    K_PICK,
    K_PLACE,
    K_PLAY,
    K_REFILL,
    K_RESERVE,
    K_REVENUE,
    K_ROOF,
    K_UPGRADE,
    S_END,
    S_FARM_HARVEST,
    S_FARM_INCOME,
    S_FARM_PLAY,
    S_FARM_ROOFS,
    S_REV_LEFTOVER,
    S_REV_PICK,
    S_REV_RESERVE,
    S_REV_ROLL,
    S_REVEAL,
    S_SCORING,
    S_SETUP_BLOCK,
    S_SETUP_DEAL,
    S_SETUP_START,
    S_TR_DELIVER,
    S_TR_DONKEY,
    S_TR_EXTRA,
    S_TR_NEUTRAL,
    S_TR_SIESTA,
)
from engine.games.la_granja.moves import (
    BlockBuilding,
    DrawCard,
    RevealRoof,
    RollDie,
    SoloStart,
    StartPlayer,
)
from engine.games.la_granja.state import LGState

TURN_STEPS = frozenset({S_FARM_PLAY, S_FARM_ROOFS, S_REV_RESERVE, S_REV_PICK, S_REV_LEFTOVER,
                        S_TR_DONKEY, S_TR_DELIVER, S_TR_EXTRA})


def roofs_per_round(s: LGState) -> int:
    return 2 if s.solo else s.num_players


# --- steps ------------------------------------------------------------------------------------------
def enter(s: LGState, step: int) -> None:
    s.step = step
    s.turn = 0
    if step == S_FARM_ROOFS:
        s.seq = s.order[::-1] if s.round == 1 else s.order[:]
    elif step == S_REV_RESERVE:
        s.seq = revenue.reserve_seats(s)
    elif step == S_REV_PICK:
        s.seq = s.order * 2
    else:
        s.seq = s.order[:]


def start_turn(s: LGState, step: int, p: int) -> None:
    push = s.pending.append
    if step == S_FARM_PLAY:
        push((K_REFILL, p, 0, 0))
        push((K_PLAY, p, 2 if s.round == 1 else 1, 1))
    elif step == S_FARM_ROOFS:
        if s.display and len(s.roofs[p]) + len(s.roofs_used[p]) < farm.MAX_ROOFS:
            push((K_ROOF, p, 0, 0))
    elif step == S_REV_RESERVE:
        push((K_RESERVE, p, 0, 0))
    elif step == S_REV_PICK:
        if s.dice and (len(s.dice) > 1 or s.solo):
            push((K_PICK, p, 0, 0))
    elif step == S_REV_LEFTOVER:
        if s.dice:
            face = s.dice[0]
            opts = revenue.options(s, p, face)
            if len(opts) == 1:
                revenue.receive(s, p, face, opts[0])
            else:
                push((K_REVENUE, p, face, 0))
    elif step == S_TR_DONKEY:
        push((K_DONKEY, p, 0, 0))
    elif step == S_TR_DELIVER:
        if s.deliveries[p] > 0:
            push((K_DELIVERIES, p, 0, 0))
    elif step == S_TR_EXTRA:
        transport.start_extra(s, p)
        push((K_EXTRA, p, 0, 0))


def _auto_pop(s: LGState, top: tuple) -> bool:
    """Drop a pending decision that has nothing left to decide. True if it was dropped."""
    k, p = top[0], top[1]
    if k == K_UPGRADE:
        return not can_upgrade_any(s, p)
    if k == K_DELIVER:
        return not can_deliver_any(s, p)
    if k == K_DELIVERIES:
        return s.deliveries[p] <= 0
    if k == K_EXTRA:
        return transport.extra_left(s, p) <= 0 or not transport.extra_affordable(s, p)
    if k == K_PLAY:
        return not s.hand[p]
    if k == K_PLACE:
        return not placement_spaces(s, p, top[2])
    return False


def advance(s: LGState) -> None:
    pend = s.pending
    while True:
        if pend:
            top = pend[-1]
            k = top[0]
            if k == K_REFILL:
                pend.pop()
                farm.refill(s, top[1])
                continue
            if k == K_DISCARD_CHECK:
                pend.pop()
                farm.discard_check(s, top[1])
                continue
            if k == K_PASS_PACKS:
                pend.pop()
                n = s.num_players
                s.packs = [s.packs[(p - 1) % n] for p in range(n)]
                h.emit(s, "packs_passed")
                continue
            if k in (K_DRAW, K_NEUTRAL):
                if not s.deck and s.discard:  # the discard pile is shuffled into a new deck
                    s.deck, s.discard = s.discard, []
                    h.emit(s, "deck_reshuffled")
                if not s.deck:
                    pend.pop()
                    continue
                s.to_move = CHANCE
                return
            if _auto_pop(s, top):
                pend.pop()
                continue
            s.to_move = top[1]
            return
        st = s.step
        if st in TURN_STEPS:
            if s.turn < len(s.seq):
                p = s.seq[s.turn]
                s.turn += 1
                start_turn(s, st, p)
                continue
            if st == S_REV_LEFTOVER:
                s.dice.clear()
            enter(s, st + 1)
            continue
        if st == S_SETUP_START:
            s.to_move = CHANCE
            return
        if st == S_SETUP_BLOCK:
            if len(s.blocked) < ORDER_MARKERS:
                s.to_move = CHANCE
                return
            enter(s, S_SETUP_DEAL)
            continue
        if st == S_SETUP_DEAL:
            if s.opts.get("draft") and not s.solo:
                schedule_draft(s)
            else:
                for p in reversed(s.order):
                    pend.append((K_DRAW, p, 4, 0))
            enter(s, S_REVEAL)
            continue
        if st == S_REVEAL:
            if len(s.display) < roofs_per_round(s):
                s.to_move = CHANCE
                return
            enter(s, S_FARM_PLAY)
            continue
        if st == S_FARM_INCOME:
            farm.income(s)
            enter(s, S_FARM_HARVEST)
            continue
        if st == S_FARM_HARVEST:
            farm.harvest_and_breed(s)
            enter(s, S_FARM_ROOFS)
            continue
        if st == S_REV_ROLL:
            if len(s.dice) < revenue.dice_count(s):
                s.to_move = CHANCE
                return
            s.dice.sort()
            h.emit(s, "dice_rolled", faces=list(s.dice))
            enter(s, S_REV_PICK)
            continue
        if st == S_TR_SIESTA:
            transport.reveal_and_siesta(s)
            enter(s, S_TR_NEUTRAL)
            continue
        if st == S_TR_NEUTRAL:
            if s.solo and s.turn == 0:
                s.turn = 1
                pend.append((K_NEUTRAL, 0, 0, 0))
                continue
            enter(s, S_TR_DELIVER)
            continue
        if st == S_SCORING:
            scoring.scoring_phase(s)
            if s.round == 6:
                scoring.final_conversion(s)
                enter(s, S_END)
                continue
            s.round += 1
            if s.round == 4:
                s.donkeys_used = [0] * s.num_players
            h.emit(s, "round_started", round=s.round)
            enter(s, S_REVEAL)
            continue
        s.to_move = TERMINAL
        return


# --- setup ------------------------------------------------------------------------------------------
def schedule_draft(s: LGState) -> None:
    """Draft option: 4 cards into each seat's pack; 4 times each seat keeps one (secretly, in turn order)
    and the packs pass to the next seat (ruling: seat p's pack goes to seat p+1, the clockwise neighbour)."""
    pend = s.pending
    for r in range(4):
        if r:
            pend.append((K_PASS_PACKS, 0, 0, 0))
        for p in reversed(s.order):
            pend.append((K_DRAFT, p, 0, 0))
    for p in reversed(s.order):
        pend.append((K_DRAW, p, 4, 1))


def setup_start(s: LGState, first: int, solo_value: int = 0) -> None:
    """Turn order clockwise from the start player; market start spaces; siesta discs; 1 VP each."""
    n = s.num_players
    s.order = [(first + i) % n for i in range(n)]
    if s.solo:
        s.market[s.t.start_space[solo_value]] = 0
        s.market[s.t.start_space[5 - solo_value]] = 4  # the neutral player (NEUTRAL) takes the other of 2/3
    else:
        for i, p in enumerate(s.order):
            s.market[s.t.start_space[2 + i]] = p
    scoring.restack(s)
    for p in range(n):
        h.gain_vp(s, p, 1, "start")
    enter(s, S_SETUP_BLOCK)


# --- chance -----------------------------------------------------------------------------------------
def step_down(s: LGState) -> tuple:
    """Pop the top decision; if it had a count above 1, push it back with one less."""
    top = s.pending.pop()
    if top[2] > 1:
        s.pending.append((top[0], top[1], top[2] - 1, top[3]))
    return top


def apply_chance(s: LGState, m: object) -> None:
    if isinstance(m, DrawCard):
        top = s.pending[-1]
        if top[0] == K_NEUTRAL:
            s.pending.pop()
            solo.neutral_places(s, m.card)
            return
        step_down(s)
        s.deck.remove(m.card)
        (s.packs if top[3] == 1 else s.hand)[top[1]].append(m.card)
        h.emit(s, "card_drawn", seat=top[1])
    elif isinstance(m, RollDie):
        if not s.dice:  # a new roll: last round's taken dice go back
            for taken in s.taken:
                taken.clear()
        s.dice.append(m.face)
    elif isinstance(m, RevealRoof):
        s.display.append(m.tile)
        h.emit(s, "roof_revealed", tile=m.tile)
    elif isinstance(m, BlockBuilding):
        s.blocked.append(m.building)
        h.emit(s, "building_blocked", building=m.building, marker=len(s.blocked))
    elif isinstance(m, StartPlayer):
        setup_start(s, m.seat)
    elif isinstance(m, SoloStart):
        setup_start(s, 0, m.value)


def chance_outcomes(s: LGState) -> list[tuple[object, float]]:
    if s.to_move != CHANCE:
        return []
    if s.pending:
        deck = sorted(s.deck)
        return [(DrawCard(c), 1 / len(deck)) for c in deck]
    st = s.step
    if st == S_SETUP_START:
        if s.solo:
            return [(SoloStart(2), 0.5), (SoloStart(3), 0.5)]
        return [(StartPlayer(i), 1 / s.num_players) for i in range(s.num_players)]
    if st == S_SETUP_BLOCK:
        free_b = [b for b in range(1, 7) if b not in s.blocked]
        return [(BlockBuilding(b), 1 / len(free_b)) for b in free_b]
    if st == S_REVEAL:
        left = [t for t in s.t.roofs_by_round[s.round] if t not in s.display]
        return [(RevealRoof(t), 1 / len(left)) for t in left]
    if st == S_REV_ROLL:
        return [(RollDie(f), 1 / 6) for f in range(1, 7)]
    return []

