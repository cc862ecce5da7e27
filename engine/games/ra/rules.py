"""Ra's rules: turns, the auction, disasters and epoch ends (the seed's ゲームの進行 and 競り).

Every function takes the state and changes it in place. `legal_moves` answers for the decision
on top (a turn, a bid, a God tile, a disaster discard); `apply_move` plays one. Moves here come
from `legal_moves`/chance; checked play goes through `why_illegal` first.
"""
from __future__ import annotations

import random
from itertools import permutations

from engine.core.errors import Reason
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL
from engine.games.ra import scoring
from engine.games.ra.moves import (
    DRAW,
    END_TURN,
    INVOKE_RA,
    PASS,
    Bid,
    DealSuns,
    Discard,
    Draw,
    EndTurn,
    InvokeRa,
    Pass,
    PickStartPlayer,
    Reveal,
    TakeWithGod,
)
from engine.games.ra.state import (
    AUCTION,
    DISASTER,
    DRAWING,
    GODS,
    NO_BID,
    OVER,
    RESUME_AFTER_AUCTION,
    RESUME_GODS,
    SETUP_DEAL,
    SETUP_START,
    TURN,
    RaState,
)
from engine.games.ra.tiles import (
    AUCTION_TRACK_SPACES,
    CIVILIZATIONS,
    DISASTERS,
    DROUGHT,
    EARTHQUAKE,
    EPOCHS,
    FLOOD,
    FUNERAL,
    GOD,
    MONUMENTS,
    NILE,
    NUM_KINDS,
    PHARAOH,
    RA,
    SUN_SETS,
    TILE_INDEX,
    TILE_NAMES,
    UNREST,
)

# Prebuilt move objects: the hot loop never allocates a move.
BIDS = tuple(Bid(s) for s in range(17))
GOD_TAKES = tuple(TakeWithGod(i) for i in range(AUCTION_TRACK_SPACES))
REVEALS = tuple(Reveal(name) for name in TILE_NAMES)  # type: ignore[arg-type]
DISCARDS = tuple(Discard(name) for name in TILE_NAMES)  # type: ignore[arg-type]
DEALS = {n: tuple(DealSuns(p) for p in permutations(range(n))) for n in SUN_SETS}
STARTS = tuple(PickStartPlayer(s) for s in range(5))
DISASTER_SET = frozenset(DISASTERS)


# --- whose turn -------------------------------------------------------------------------------
def next_seat_with_suns(s: RaState, after: int) -> int:
    """The next seat clockwise after `after` that still has a face-up sun, or -1 (players without
    suns are skipped for the rest of the epoch)."""
    n = s.num_players
    for k in range(1, n + 1):
        q = (after + k) % n
        if s.up[q]:
            return q
    return -1


def begin_turn(s: RaState, seat: int) -> None:
    s.phase = TURN
    s.current = seat


def pass_turn_after(s: RaState, seat: int, events: list[Event] | None) -> None:
    nxt = next_seat_with_suns(s, seat)
    if nxt < 0:
        end_epoch(s, events)
    else:
        begin_turn(s, nxt)


# --- legal moves ----------------------------------------------------------------------------------
def god_takeable(s: RaState, tile: int) -> bool:
    """A God tile may not take a God tile, nor a disaster unless the option allows it."""
    return tile != GOD and (s.god_on_disaster or tile not in DISASTER_SET)


def god_moves(s: RaState) -> list:
    """One move per distinct takeable tile kind (slots holding the same kind are the same choice)."""
    seen: set[int] = set()
    out = []
    for i, t in enumerate(s.auction):
        if t not in seen and god_takeable(s, t):
            seen.add(t)
            out.append(GOD_TAKES[i])
    return out


def discard_choices(s: RaState) -> tuple[int, ...]:
    return CIVILIZATIONS if s.unrest_left else MONUMENTS


def legal_moves(s: RaState) -> list:
    phase = s.phase
    if phase == AUCTION:
        high = s.high_bid
        moves = [BIDS[x] for x in s.up[s.current] if x > high]
        if not (s.must_bid and s.current == s.holder and s.high_bidder < 0):
            moves.append(PASS)
        return moves
    if phase == TURN:
        moves = []
        if len(s.auction) < AUCTION_TRACK_SPACES and s.bag_total:
            moves.append(DRAW)
        moves.append(INVOKE_RA)
        if s.held[s.current][GOD]:
            moves += god_moves(s)
        return moves
    if phase == GODS:
        moves = god_moves(s) if s.held[s.current][GOD] else []
        moves.append(END_TURN)
        return moves
    if phase == DISASTER:
        held = s.held[s.current]
        return [DISCARDS[k] for k in discard_choices(s) if held[k]]
    return []


def why_illegal(s: RaState, move: object) -> str | None:
    """None when legal; otherwise the reason, in words a player understands."""
    phase = s.phase
    if phase == OVER:
        return Reason("the game is over", "ゲームは終了しています")
    if s.current == CHANCE:
        if isinstance(move, (Draw, InvokeRa, TakeWithGod, EndTurn, Bid, Pass, Discard)):
            return Reason("the bag (chance) is to move, not a player", "今は袋（偶然）の番です")
        return None if any(m == move for m, _ in chance_outcomes(s)) else Reason("that outcome is impossible now",
                                                                                 "その結果は今は起こりえません")
    match move:
        case Draw():
            if phase != TURN:
                return Reason("you can only draw at the start of your turn", "タイルを引けるのは手番の最初だけです")
            if len(s.auction) >= AUCTION_TRACK_SPACES:
                return Reason("the auction track is full: invoke Ra or use a God tile",
                              "オークショントラックが満杯です。ラーを呼ぶか神タイルを使ってください")
            if not s.bag_total:
                return Reason("the bag is empty", "袋が空です")
            return None
        case InvokeRa():
            return None if phase == TURN else Reason("you can only invoke Ra at the start of your turn",
                                                     "ラーを呼べるのは手番の最初だけです")
        case TakeWithGod(slot=slot):
            if phase not in (TURN, GODS):
                return Reason("God tiles are used instead of drawing, on your own turn",
                              "神タイルは自分の手番に、引く代わりに使います")
            if not s.held[s.current][GOD]:
                return Reason("you have no God tile left", "神タイルがありません")
            if not 0 <= slot < len(s.auction):
                return Reason("there is no tile on that auction space", "そのマスにタイルがありません")
            tile = s.auction[slot]
            if tile == GOD:
                return Reason("a God tile cannot take another God tile", "神タイルで神タイルは取れません")
            if not god_takeable(s, tile):
                return Reason("a God tile cannot take a disaster", "神タイルで災厄タイルは取れません")
            return None
        case EndTurn():
            return None if phase == GODS else Reason("there is nothing to end: take an action first",
                                                     "まだ終える手番がありません")
        case Bid(sun=sun):
            if phase != AUCTION:
                return Reason("there is no auction going on", "競りは行われていません")
            if sun not in s.up[s.current]:
                return Reason(f"you have no face-up sun {sun}", f"表向きの太陽駒{sun}がありません")
            if sun <= s.high_bid:
                return Reason(f"a bid must beat the highest bid ({s.high_bid})",
                              f"最高値（{s.high_bid}）より高い太陽駒を出してください")
            return None
        case Pass():
            if phase != AUCTION:
                return Reason("there is no auction to pass in", "パスする競りがありません")
            if s.must_bid and s.current == s.holder and s.high_bidder < 0:
                return Reason("you invoked Ra and everyone passed: you must bid",
                              "ラーを呼び、全員がパスしたので、競り値をつける必要があります")
            return None
        case Discard(tile=tile):
            if phase != DISASTER:
                return Reason("there is no disaster to resolve", "解決する災厄はありません")
            k = TILE_INDEX[tile]
            if k not in discard_choices(s):
                need, need_ja = ("civilization", "文明") if s.unrest_left else ("monument", "モニュメント")
                return Reason(f"this disaster takes a {need} tile", f"この災厄で捨てるのは{need_ja}タイルです")
            if not s.held[s.current][k]:
                return Reason("you have no such tile", "そのタイルを持っていません")
            return None
    return Reason("that is not a Ra move", "ラーの手ではありません")


# --- chance -------------------------------------------------------------------------------------
def chance_outcomes(s: RaState) -> list:
    phase = s.phase
    if phase == DRAWING:
        total = s.bag_total
        return [(REVEALS[k], c / total) for k, c in enumerate(s.bag) if c]
    if phase == SETUP_DEAL:
        deals = DEALS[s.num_players]
        return [(d, 1 / len(deals)) for d in deals]
    if phase == SETUP_START:
        n = s.num_players
        return [(STARTS[i], 1 / n) for i in range(n)]
    return []


def sample_chance(s: RaState, rng: random.Random) -> object:
    if s.phase == DRAWING:
        r = int(rng.random() * s.bag_total)
        for k, c in enumerate(s.bag):
            r -= c
            if r < 0:
                return REVEALS[k]
    if s.phase == SETUP_DEAL:
        return rng.choice(DEALS[s.num_players])
    return STARTS[rng.randrange(s.num_players)]


# --- playing a move -----------------------------------------------------------------------------
def apply_move(s: RaState, move: object, events: list[Event] | None) -> None:
    t = type(move)
    if t is Bid:
        bid(s, move.sun, events)  # type: ignore[attr-defined]
    elif t is Pass:
        pass_bid(s, events)
    elif t is Draw:
        s.phase = DRAWING  # the drawer stays `holder`-to-be; chance reveals the tile
        s.holder = s.current
        s.current = CHANCE
    elif t is Reveal:
        reveal(s, TILE_INDEX[move.tile], events)  # type: ignore[attr-defined]
    elif t is InvokeRa:
        start_auction(s, s.current, voluntary=True, events=events)
    elif t is TakeWithGod:
        take_with_god(s, move.slot, events)  # type: ignore[attr-defined]
    elif t is EndTurn:
        pass_turn_after(s, s.current, events)
    elif t is Discard:
        discard_for_disaster(s, TILE_INDEX[move.tile], events)  # type: ignore[attr-defined]
    elif t is DealSuns:
        deal_suns(s, move.sets, events)  # type: ignore[attr-defined]
    elif t is PickStartPlayer:
        if events is not None:
            events.append(Event("start_player_chosen", {"seat": move.seat}))  # type: ignore[attr-defined]
        begin_turn(s, move.seat)  # type: ignore[attr-defined]
    else:
        raise TypeError(f"not a Ra move: {move!r}")


def deal_suns(s: RaState, sets: tuple[int, ...], events: list[Event] | None) -> None:
    table = SUN_SETS[s.num_players]
    for seat, which in enumerate(sets):
        s.up[seat] = sorted(table[which])
    s.phase = SETUP_START
    if events is not None:
        events.append(Event("suns_dealt", {"suns": [u[:] for u in s.up]}))


def reveal(s: RaState, tile: int, events: list[Event] | None) -> None:
    """The drawn tile: a Ra tile goes to the Ra track (maybe ending the epoch, else a forced
    auction); any other tile goes to the auction track and the turn passes."""
    s.bag[tile] -= 1
    s.bag_total -= 1
    drawer = s.holder
    if tile == RA:
        s.ra_count += 1
        if events is not None:
            events.append(Event("tile_revealed", {"seat": drawer, "tile": TILE_NAMES[tile],
                                                  "to": "ra_track", "slot": s.ra_count - 1}))
        if s.ra_count >= s.ra_limit:
            end_epoch(s, events)
        else:
            start_auction(s, drawer, voluntary=False, events=events)
        return
    s.auction.append(tile)
    if events is not None:
        events.append(Event("tile_revealed", {"seat": drawer, "tile": TILE_NAMES[tile],
                                              "to": "auction", "slot": len(s.auction) - 1}))
    pass_turn_after(s, drawer, events)


def take_with_god(s: RaState, slot: int, events: list[Event] | None) -> None:
    seat = s.current
    held = s.held[seat]
    tile = s.auction.pop(slot)
    held[GOD] -= 1
    held[tile] += 1
    s.phase = GODS
    if events is not None:
        events.append(Event("god_used", {"seat": seat, "slot": slot, "tile": TILE_NAMES[tile]}))
    if tile in DISASTER_SET:  # only with the god-on-disaster option
        resolve_disasters(s, seat, RESUME_GODS, events)


# --- the auction ------------------------------------------------------------------------------
def start_auction(s: RaState, holder: int, voluntary: bool, events: list[Event] | None) -> None:
    """Bidding goes once round, from the holder's left; the holder bids last. A voluntary invoker
    must bid if all others pass, unless the auction track was full when Ra was invoked."""
    n = s.num_players
    s.phase = AUCTION
    s.holder = holder
    s.voluntary = voluntary
    s.must_bid = voluntary and len(s.auction) < AUCTION_TRACK_SPACES
    s.bidders = [q for q in ((holder + k) % n for k in range(1, n + 1)) if s.up[q]]
    s.bid_pos = 0
    s.high_bid = NO_BID
    s.high_bidder = -1
    if events is not None:
        events.append(Event("auction_started", {"holder": holder, "voluntary": voluntary,
                                                "must_bid": s.must_bid}))
    next_bidder(s, events)


def next_bidder(s: RaState, events: list[Event] | None) -> None:
    """Give the turn to the next bidder who can bid; skip (as passes) those with no higher sun."""
    while s.bid_pos < len(s.bidders):
        seat = s.bidders[s.bid_pos]
        if s.up[seat] and s.up[seat][-1] > s.high_bid:
            s.current = seat
            return
        if events is not None:
            events.append(Event("passed", {"seat": seat, "forced": True}))
        s.bid_pos += 1
    finish_auction(s, events)


def bid(s: RaState, sun: int, events: list[Event] | None) -> None:
    s.high_bid = sun
    s.high_bidder = s.current
    if events is not None:
        events.append(Event("bid_made", {"seat": s.current, "sun": sun}))
    s.bid_pos += 1
    next_bidder(s, events)


def pass_bid(s: RaState, events: list[Event] | None) -> None:
    if events is not None:
        events.append(Event("passed", {"seat": s.current, "forced": False}))
    s.bid_pos += 1
    next_bidder(s, events)


def finish_auction(s: RaState, events: list[Event] | None) -> None:
    """The winner takes every auction tile and the centre sun (face down); the winning sun goes to
    the centre face up. If all passed, the auction tiles are discarded."""
    winner = s.high_bidder
    tiles = s.auction
    s.auction = []
    if winner < 0:
        if events is not None:
            events.append(Event("auction_discarded", {"tiles": [TILE_NAMES[t] for t in tiles]}))
        pass_turn_after(s, s.holder, events)
        return
    held = s.held[winner]
    for t in tiles:
        held[t] += 1
    won_sun, old_centre = s.high_bid, s.center_sun
    s.up[winner].remove(won_sun)
    s.down[winner].append(old_centre)
    s.center_sun = won_sun
    if events is not None:
        events.append(Event("auction_won", {"seat": winner, "tiles": [TILE_NAMES[t] for t in tiles],
                                            "sun_paid": won_sun, "sun_taken": old_centre}))
    resolve_disasters(s, winner, RESUME_AFTER_AUCTION, events)


# --- disasters ------------------------------------------------------------------------------------
def discard(s: RaState, seat: int, tile: int, count: int, events: list[Event] | None, cause: int) -> int:
    """Discard up to `count` tiles of one kind; returns how many went."""
    k = min(count, s.held[seat][tile])
    if k:
        s.held[seat][tile] -= k
        if events is not None:
            events.append(Event("tiles_discarded", {"seat": seat, "tile": TILE_NAMES[tile], "count": k,
                                                    "cause": TILE_NAMES[cause]}))
    return k


def resolve_disasters(s: RaState, seat: int, resume: int, events: list[Event] | None) -> None:
    """Each disaster tile costs its owner two tiles of the kind it names, then is discarded itself.
    Funeral: Pharaohs. Drought: Floods first, then Niles. Unrest/Earthquake: the owner chooses which
    civilizations/monuments. Tiles won in the same auction count. Missing tiles: discard what exists."""
    held = s.held[seat]
    funerals, droughts = held[FUNERAL], held[DROUGHT]
    unrests, quakes = held[UNREST], held[EARTHQUAKE]
    if not (funerals or droughts or unrests or quakes):
        resume_play(s, seat, resume, events)
        return
    for d in DISASTERS:
        if held[d] and events is not None:
            events.append(Event("disaster_struck", {"seat": seat, "tile": TILE_NAMES[d], "count": held[d]}))
        held[d] = 0
    discard(s, seat, PHARAOH, 2 * funerals, events, FUNERAL)
    left = 2 * droughts
    left -= discard(s, seat, FLOOD, left, events, DROUGHT)
    discard(s, seat, NILE, left, events, DROUGHT)
    s.unrest_left += 2 * unrests
    s.quake_left += 2 * quakes
    s.resume = resume
    continue_disaster(s, seat, events)


def continue_disaster(s: RaState, seat: int, events: list[Event] | None) -> None:
    """Discard automatically while there is no real choice; otherwise ask the owner."""
    held = s.held[seat]
    for attr, kinds, cause in (("unrest_left", CIVILIZATIONS, UNREST), ("quake_left", MONUMENTS, EARTHQUAKE)):
        left = getattr(s, attr)
        if not left:
            continue
        present = [k for k in kinds if held[k]]
        if sum(held[k] for k in present) <= left or len(present) <= 1:
            for k in present:
                left -= discard(s, seat, k, left, events, cause)
            setattr(s, attr, 0)
            continue
        s.phase = DISASTER
        s.current = seat
        return
    resume_play(s, seat, s.resume, events)


def discard_for_disaster(s: RaState, tile: int, events: list[Event] | None) -> None:
    seat = s.current
    cause = UNREST if s.unrest_left else EARTHQUAKE
    discard(s, seat, tile, 1, events, cause)
    if s.unrest_left:
        s.unrest_left -= 1
    else:
        s.quake_left -= 1
    continue_disaster(s, seat, events)


def resume_play(s: RaState, seat: int, resume: int, events: list[Event] | None) -> None:
    if resume == RESUME_GODS:
        s.phase = GODS
        s.current = seat
    else:
        pass_turn_after(s, s.holder, events)


# --- epoch end ----------------------------------------------------------------------------------
def end_epoch(s: RaState, events: list[Event] | None) -> None:
    """Board tiles are discarded, holdings scored, scored kinds returned, all suns turned up.
    After the third epoch come the final scores; otherwise the highest sun starts the next epoch."""
    if events is not None:
        events.append(Event("epoch_ended", {"epoch": s.epoch, "discarded": [TILE_NAMES[t] for t in s.auction]}))
    s.auction = []
    gains = scoring.epoch_points(s)
    scoring.add_gains(s, gains)
    if events is not None:
        events.append(Event("epoch_scored", {"epoch": s.epoch, "gains": gains}))
    scoring.return_scored_tiles(s)
    for p in range(s.num_players):
        s.up[p] = sorted(s.up[p] + s.down[p])
        s.down[p] = []
    s.ra_count = 0
    if s.epoch >= EPOCHS:
        final = scoring.final_points(s)
        scoring.add_gains(s, final)
        s.phase = OVER
        s.current = TERMINAL
        if events is not None:
            events.append(Event("final_scored", {"gains": final}))
            events.append(Event("game_over", {"scores": s.scores(), "winners": s.winners()}))
        return
    s.epoch += 1
    start = max(range(s.num_players), key=lambda p: s.up[p][-1])
    if events is not None:
        events.append(Event("epoch_started", {"epoch": s.epoch, "start": start}))
    begin_turn(s, start)


assert len(TILE_NAMES) == NUM_KINDS
