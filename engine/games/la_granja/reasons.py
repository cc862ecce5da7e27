"""Why a move is illegal, in words a person understands (English)."""
from __future__ import annotations

from engine.core.game import CHANCE, TERMINAL
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import GOOD_INDEX, SILVER
from engine.games.la_granja.kinds import (
    FREE_OK,
    K_DONKEY,
    K_DRAW,
    K_NEUTRAL,
    K_PAY_EXT,
    K_PICK,
    K_PLAY,
    K_ROOF,
    K_UPGRADE,
)
from engine.games.la_granja.moves import (
    CHANCE_MOVES,
    Buy,
    BuyRoof,
    ChooseDonkey,
    Deliver,
    DrawCard,
    PayGood,
    PlayCard,
    Sell,
    TakeDie,
    Upgrade,
)
from engine.games.la_granja.state import LGState

_DECISION = {K_PLAY: "play a card", K_ROOF: "buy a roof tile or pass", K_PICK: "take a revenue die",
             K_DONKEY: "pick a donkey marker", K_PAY_EXT: "pay the extension's cost good by good"}


def why_illegal(s: LGState, m: object) -> str | None:
    if s.to_move == TERMINAL:
        return "the game is over"
    if s.to_move == CHANCE:
        if type(m) not in CHANCE_MOVES:
            return "chance is to move (a card, die or tile is being drawn), not a seat"
        if isinstance(m, DrawCard):
            if s.pending and s.pending[-1][0] in (K_DRAW, K_NEUTRAL) and m.card in s.deck:
                return None
            return f"card {m.card} is not in the deck"
        if any(o == m for o, _ in s.chance_outcomes()):
            return None
        return "that is not a possible chance outcome here"
    if type(m) in CHANCE_MOVES:
        return f"it is seat {s.to_move + 1}'s decision, not a chance outcome"
    legal = s.legal_moves()  # type: ignore[attr-defined]
    if m in legal:
        return None
    return explain(s, m)


def explain(s: LGState, m: object) -> str:
    top = s.pending[-1]
    k, p = top[0], top[1]
    g = s.goods[p]
    if isinstance(m, (Buy, Sell, Upgrade)) and k not in FREE_OK and not (isinstance(m, Upgrade) and k == K_UPGRADE):
        return "free actions wait until this decision is made"
    if isinstance(m, (Buy, Sell, Upgrade)):
        good = GOOD_INDEX.get(m.good, -1)
        if good not in (2, 3, 4, 5):
            return f"{m.good} cannot be bought, sold or upgraded (only olive, grain, grape, pig)"
        if isinstance(m, Buy):
            return "not enough silver to buy that"
        if not h.count(s, p, good):
            return f"you have no {m.good}"
        return "not enough silver to upgrade that"
    if isinstance(m, PlayCard):
        if k != K_PLAY:
            return "you are not playing a card now; " + _DECISION.get(k, "answer the pending decision")
        if m.card not in s.hand[p]:
            return f"card {m.card} is not in your hand"
        if m.use == "extension":
            need = len(s.exts[p]) + 1
            return f"your extension no. {need} costs {need} different farm goods, which you do not have"
    if isinstance(m, PayGood):
        if k != K_PAY_EXT:
            return "no extension cost is being paid"
        if top[3] >> GOOD_INDEX.get(m.good, 0) & 1:
            return f"{m.good} was already paid: each good of the cost must be of a different kind"
        return f"you have no {m.good} to pay with"
    if isinstance(m, BuyRoof):
        if k != K_ROOF:
            return "roof tiles are bought in the farm phase, in turn order"
        if m.tile not in s.display:
            return f"roof tile {m.tile} is not on display"
        if len(s.roofs[p]) + len(s.roofs_used[p]) >= 5:
            return "you already have 5 roof tiles"
        return f"a roof costs {s.round} silver this round; you have {g[SILVER]}"
    if isinstance(m, ChooseDonkey):
        if k != K_DONKEY:
            return "donkey markers are picked at the start of the transport phase"
        return f"your {m.donkeys}-donkey marker was already used in this half of the game"
    if isinstance(m, TakeDie):
        if k != K_PICK:
            return "dice are taken in the revenue phase, on your pick"
        if m.face not in s.dice:
            return f"there is no die showing {m.face} left"
        if s.reserved[0] not in (-1, p) and s.reserved[1] == m.face:
            return "the Village elder reserved the last die of that space"
        return f"{m.option!r} is not an option of revenue space {m.face} for you now"
    if isinstance(m, Deliver):
        return "you cannot deliver that good there now (not your delivery, not needed, blocked, or not held)"
    want = _DECISION.get(k)
    return "that move is not allowed now" + (f": you must {want}" if want else "")
