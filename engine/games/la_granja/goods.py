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

# Revenue-die options by face (収入). Each option is one word in the move's JSON.
DIE_OPTIONS: dict[int, tuple[str, ...]] = {
    1: ("pig",),
    2: ("play", "draw", "olive", "grain", "grape"),
    3: PAIR_NAMES,
    4: ("silver",),
    5: ("upgrade2", "upgrade_siesta", "siesta2"),
    6: ("deliver", "silver"),
}
TRADE_OPTIONS = ("silver", *PAIR_NAMES, "play", "draw", "pig", "upgrade2")
