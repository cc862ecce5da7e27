"""Ra's components as named facts: tile kinds and counts, sun-disk sets, Ra-track lengths.

Tile kinds are small ints (indices into the tables below) so that holdings are plain count lists.
"""
from __future__ import annotations

from engine.core.text import Text

# (name, count in the bag, Japanese label, English label) — 180 tiles in all.
_TILES: tuple[tuple[str, int, str, str], ...] = (
    ("ra", 30, "ラー", "Ra"),
    ("god", 8, "神", "God"),
    ("gold", 5, "金貨", "Gold"),
    ("pharaoh", 25, "ファラオ", "Pharaoh"),
    ("nile", 25, "ナイル", "Nile"),
    ("flood", 12, "洪水", "Flood"),
    ("astronomy", 5, "天文学", "Astronomy"),
    ("agriculture", 5, "農業", "Agriculture"),
    ("writing", 5, "文字", "Writing"),
    ("religion", 5, "宗教", "Religion"),
    ("art", 5, "芸術", "Art"),
    ("fortress", 5, "要塞", "Fortress"),
    ("obelisk", 5, "オベリスク", "Obelisk"),
    ("palace", 5, "宮殿", "Palace"),
    ("pyramid", 5, "ピラミッド", "Pyramid"),
    ("temple", 5, "神殿", "Temple"),
    ("statue", 5, "像", "Statue"),
    ("step_pyramid", 5, "階段ピラミッド", "Step Pyramid"),
    ("sphinx", 5, "スフィンクス", "Sphinx"),
    ("funeral", 2, "葬儀", "Funeral"),
    ("drought", 2, "旱魃", "Drought"),
    ("unrest", 4, "騒乱", "Unrest"),
    ("earthquake", 2, "地震", "Earthquake"),
)

TILE_NAMES: tuple[str, ...] = tuple(t[0] for t in _TILES)
TILE_INDEX: dict[str, int] = {name: i for i, name in enumerate(TILE_NAMES)}
TILE_COUNTS: tuple[int, ...] = tuple(t[1] for t in _TILES)
TILE_LABELS: dict[str, tuple[str, ...]] = {"ja": tuple(t[2] for t in _TILES), "en": tuple(t[3] for t in _TILES)}
NUM_KINDS = len(_TILES)
BAG_SIZE = sum(TILE_COUNTS)

RA, GOD, GOLD, PHARAOH, NILE, FLOOD = range(6)
CIVILIZATIONS = tuple(range(6, 11))
MONUMENTS = tuple(range(11, 19))
FUNERAL, DROUGHT, UNREST, EARTHQUAKE = range(19, 23)
DISASTERS = (FUNERAL, DROUGHT, UNREST, EARTHQUAKE)

# Tiles that stay with their owner from epoch to epoch; all others are scored then returned to the box.
KEPT_AFTER_EPOCH = frozenset((PHARAOH, NILE, *MONUMENTS))

AUCTION_TRACK_SPACES = 8
EPOCHS = 3
STARTING_POINTS = 10
CENTRE_SUN_AT_START = 1

# Sun-disk sets dealt one per player, and the Ra tiles that end an epoch, by player count.
SUN_SETS: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((2, 5, 6, 9), (3, 4, 7, 8)),
    3: ((2, 5, 8, 13), (3, 6, 9, 12), (4, 7, 10, 11)),
    4: ((2, 6, 13), (3, 7, 12), (4, 8, 11), (5, 9, 10)),
    5: ((2, 7, 16), (3, 8, 15), (4, 9, 14), (5, 10, 13), (6, 11, 12)),
}
RA_TRACK_LENGTH: dict[int, int] = {2: 6, 3: 8, 4: 9, 5: 10}
RA_TRACK_SPACES = 10  # printed spaces; only RA_TRACK_LENGTH[n] are used

# Epoch scoring tables.
GOD_POINTS = 2
GOLD_POINTS = 3
PHARAOH_MOST = 5
PHARAOH_FEWEST = -2
CIVILIZATION_POINTS_BY_TYPES = (-5, 0, 0, 5, 10, 15)  # index = distinct civilization types held

# Final scoring tables.
MONUMENT_TYPE_POINTS = (0, 1, 2, 3, 4, 5, 6, 10, 15)  # index = distinct monument types held
MONUMENT_SET_POINTS = (0, 0, 0, 5, 10, 15)  # index = identical monuments of one type
SUN_HIGHEST = 5
SUN_LOWEST = -5

# Score categories, in the order of the results table.
CATEGORIES: tuple[str, ...] = (
    "start", "god", "gold", "pharaoh", "civilization", "nile_flood", "monument", "sun",
)
CATEGORY_TEXT: dict[str, Text] = {
    "start": Text("Start", "初期点"),
    "god": Text("Gods", "神"),
    "gold": Text("Gold", "金貨"),
    "pharaoh": Text("Pharaohs", "ファラオ"),
    "civilization": Text("Civilizations", "文明"),
    "nile_flood": Text("Nile & Flood", "ナイル・洪水"),
    "monument": Text("Monuments", "モニュメント"),
    "sun": Text("Sun disks", "太陽駒"),
}
# The same labels in the older shape, for the results screen until it reads `Game.categories`.
CATEGORY_LABELS: dict[str, dict[str, str]] = {k: {"ja": v.ja, "en": v.en} for k, v in CATEGORY_TEXT.items()}
(CAT_START, CAT_GOD, CAT_GOLD, CAT_PHARAOH, CAT_CIV, CAT_NILE, CAT_MONUMENT, CAT_SUN) = range(len(CATEGORIES))
