"""La Granja's hook points for effects (helpers, craft markers), besides the shared ones.

`modify` hooks fold a value through a seat's effects; `trigger` hooks let them react. Named here, apart
from the effect kinds, so the rules that ask them (holdings, transport, deliveries) import no kinds.
"""
from __future__ import annotations

from engine.core.effects import ANY_TIME, COST, HARVEST_FIELD, PRICE

# shared hooks, as La Granja uses them
TABLEAU = PRICE        # modify: (buy, sell, upgrade) price lists of the tableau
ROOF_COST = COST       # modify: silver for a roof tile (the only cost an effect changes)
HARVEST = HARVEST_FIELD  # trigger: after the crops grow
USE = ANY_TIME         # an activated helper's ability, used by a free action

# La Granja's own
INCOME = "income"                    # trigger: the farm phase's income (利益の獲得)
REVENUE = "revenue"                  # trigger(face): a seat received a revenue space's revenue
SECOND_OPTION = "second_option"      # modify: the unused helper (card id, else 0) giving a second option
RESERVE = "reserve"                  # modify: the unused helper (card id, else 0) reserving a space
DONKEYS = "donkeys"                  # modify: (deliveries, hats) of the donkey marker picked
SIESTA_BONUS = "siesta_bonus"        # modify: siesta steps of a donkey move
FREE_EXTRA = "free_extra"            # modify: extra deliveries that cost nothing this round
DEN = "den"                          # modify: pig den capacity
HAND_LIMIT = "hand_limit"            # modify: the hand limit
FINAL_RATE = "final_rate"            # modify(good): silver per good at the end conversion
REMOVAL_VP = "removal_vp"            # modify: VP for removing another seat's market marker
MARKER_REMOVED = "marker_removed"    # trigger: one of the seat's market markers was removed
BUILDING_DONE = "building_completed"  # trigger(building): the seat completed a building
BARROW_DONE = "barrow_completed"     # trigger: the seat completed a barrow
CRAFT_TAKEN = "craft_taken"          # a craft marker's immediate side (fired for the new marker alone)

EXTRA_HOOKS = (INCOME, REVENUE, SECOND_OPTION, RESERVE, DONKEYS, SIESTA_BONUS, FREE_EXTRA, DEN, HAND_LIMIT,
               FINAL_RATE, REMOVAL_VP, MARKER_REMOVED, BUILDING_DONE, BARROW_DONE, CRAFT_TAKEN)
