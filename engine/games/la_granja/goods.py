"""Names and indices of La Granja's goods (農場財), phases and craft buildings.

Goods are small ints so a player's holdings are one flat list. The nine farm goods come first
(they are what an extension is paid with); the trade good (交易品) is kept apart.
"""
from __future__ import annotations

SILVER, VP, OLIVE, GRAIN, GRAPE, PIG, FOOD, WINE, MEAT = range(9)
TRADE = 9  # the trade good: not a farm good, but may appear in effect costs and gains
FARM_GOODS = tuple(range(9))
GOOD_NAMES = ("silver", "vp", "olive", "grain", "grape", "pig", "food", "wine", "meat", "trade")
GOOD_INDEX = {name: i for i, name in enumerate(GOOD_NAMES)}
GOOD_JA = ("銀", "勝利点", "オリーブ", "穀物", "ブドウ", "豚", "食料", "ワイン", "塩漬け肉", "交易品")
HARVEST = (OLIVE, GRAIN, GRAPE)  # 収穫物
MARKET_GOODS = (OLIVE, GRAIN, GRAPE, PIG)  # bought and sold at the tableau
UPGRADES = {OLIVE: FOOD, GRAIN: FOOD, GRAPE: WINE, PIG: MEAT}  # 加工
PAIRS = ((OLIVE, GRAIN), (OLIVE, GRAPE), (GRAIN, GRAPE))  # two different harvest goods
PAIR_NAMES = ("olive+grain", "olive+grape", "grain+grape")

# Phase colours as bits; a helper or roof with no colour (0) works in every phase.
FARM, REVENUE, TRANSPORT, SCORING = 1, 2, 4, 8
PHASE_BITS = {"farm": FARM, "revenue": REVENUE, "transport": TRANSPORT, "scoring": SCORING}

# Craft buildings (建物) by their printed number.
MERCHANT_HOUSE, WAINWRIGHT, VILLAGE_STORE, DELI, GREENGROCER, BUTCHER = range(1, 7)
CRAFTS = ("merchant_house", "wainwright", "village_store", "deli", "greengrocer", "butcher")

# Rewards by source: the option word a move names -> (reward word, amount). What a reward word does,
# and whether a seat can take it now, is written once (rewards.py) for every source.
Rewards = dict[str, tuple[str, int]]
_HARVEST_ONE: Rewards = {"olive": ("olive", 1), "grain": ("grain", 1), "grape": ("grape", 1)}
_PAIRS: Rewards = {pair: (pair, 1) for pair in PAIR_NAMES}
DIE_REWARDS: dict[int, Rewards] = {  # 収入: the revenue spaces by face
    1: {"pig": ("pig", 1)},
    2: {"play": ("play", 1), "draw": ("draw", 1), **_HARVEST_ONE},
    3: _PAIRS,
    4: {"silver": ("silver", 4)},
    5: {"upgrade2": ("upgrade", 2), "upgrade_siesta": ("upgrade_siesta", 1), "siesta2": ("siesta", 2)},
    6: {"deliver": ("deliver", 1), "silver": ("silver", 2)},
}
TRADE_REWARDS: Rewards = {  # 交易品: what a trade good is exchanged for
    "silver": ("silver", 4), **_PAIRS, "play": ("play", 1), "draw": ("draw", 1), "pig": ("pig", 1),
    "upgrade2": ("upgrade", 2),
}
ROOF_REWARDS: dict[str, Rewards] = {  # 屋根: by the tile's function ("flip" turns a used tile up instead)
    "olive": {"": ("olive", 1)},
    "grape": {"": ("grape", 1)},
    "grain_or_olive": {"olive": ("olive", 1), "grain": ("grain", 1)},
    "any_harvest": _HARVEST_ONE,
    "two_harvest": _PAIRS,
    "pig": {"": ("pig", 1)},
    "free_upgrade": {"": ("upgrade", 1)},
    "delivery": {"": ("deliver", 1)},
    "card": {"play": ("play", 1), "draw": ("draw", 1)},
    "vp": {"": ("vp", 1)},
    "silver": {"": ("silver", 2)},
    "siesta": {"1": ("siesta", 1), "2": ("siesta", 2)},
}

# The option words of each source, as moves name them.
DIE_OPTIONS: dict[int, tuple[str, ...]] = {face: tuple(opts) for face, opts in DIE_REWARDS.items()}
TRADE_OPTIONS = tuple(TRADE_REWARDS)
