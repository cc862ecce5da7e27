"""Step numbers of a round and kinds of pending decisions (the state's `pending` stack).

A pending entry is a tuple (kind, seat, a, b); its meaning per kind is written beside it.
"""
from __future__ import annotations

# --- steps, in order (holdings.STEP_PHASE gives each one's phase colour) ---------------------------
(S_SETUP_START, S_SETUP_BLOCK, S_SETUP_DEAL, S_REVEAL, S_FARM_PLAY, S_FARM_INCOME, S_FARM_HARVEST,
 S_FARM_ROOFS, S_REV_RESERVE, S_REV_ROLL, S_REV_PICK, S_REV_LEFTOVER, S_TR_DONKEY, S_TR_SIESTA,
 S_TR_NEUTRAL, S_TR_DELIVER, S_TR_EXTRA, S_SCORING, S_END) = range(19)

# --- pending decisions --------------------------------------------------------------------------
K_PLAY = 1            # (seat, cards still to play, refill afterwards 0/1): play a card
K_REFILL = 2          # auto: draw up to the hand limit
K_DRAW = 3            # chance: (seat, cards to draw)
K_DISCARD_CHECK = 4   # auto: over the hand limit -> K_DISCARD
K_DISCARD = 5         # (seat): discard one hand card
K_REPLACE = 6         # (seat, new card, 0 helper / 1 barrow): discard an installed one to make room
K_PAY_EXT = 7         # (seat, goods still to pay, bitmask of kinds paid)
K_UPGRADE = 8         # (seat, free upgrades left)
K_DELIVER = 9         # (seat, free deliveries left): die 6, roof, Wainwright, helper
K_GROCER = 10         # (seat): Greengrocer: olive, grain, grape or pig
K_PLACE = 11          # (seat, barrow value): put the market marker
K_PORTER = 12         # (seat, face, option already taken): Porter's second option
K_REVENUE = 13        # (seat, face): the option of a revenue space (leftover die, Merchant)
K_ROOF = 14           # (seat): buy a roof tile or pass
K_RESERVE = 15        # (seat): Village elder reserves a revenue space or passes
K_PICK = 16           # (seat): take a revenue die
K_DONKEY = 17         # (seat): secret donkey pick
K_DELIVERIES = 18     # (seat): deliveries by donkeys (count in state.deliveries)
K_EXTRA = 19          # (seat): paid extra deliveries
K_NEUTRAL = 20        # chance (solo): the card that tells the neutral player's market value
K_DRAFT = 21          # (seat): draft option: keep one card of the pack in front of one
K_PASS_PACKS = 22     # auto: draft option: every pack goes to the next seat

AUTO_KINDS = frozenset({K_REFILL, K_DISCARD_CHECK, K_PASS_PACKS})
CHANCE_KINDS = frozenset({K_DRAW, K_NEUTRAL})
# decisions during which the seat to move may also take free actions
FREE_OK = frozenset({K_PLAY, K_ROOF, K_PICK, K_REVENUE, K_DONKEY, K_DELIVERIES, K_EXTRA, K_DELIVER, K_RESERVE})
