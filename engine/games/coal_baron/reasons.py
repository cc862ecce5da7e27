"""Why a Coal Baron move is illegal, in English and Japanese (the wording only: legality is decided by
each decision's `legal_moves`)."""
from __future__ import annotations

from engine.core.errors import Reason

NOT_A_SPACE = Reason("there is no such worker space", "そのようなアクションマスはありません")
LOCKED = Reason("that space is under a lock tile in this player count",
                "そのマスはこの人数では錠タイルで塞がれています")
EMPTY_SLOT = Reason("that slot is empty", "そのマスには何も置かれていません")
DECK_EMPTY = Reason("that stack is empty", "その山札は空です")
NOTHING_TO_DELIVER = Reason("you have no completed order for that transport",
                            "その輸送手段の達成済みの注文がありません")


def workers_needed(k: int) -> Reason:
    return Reason(f"that space needs {k} of your workers and you have fewer",
                  f"そのマスにはワーカーが{k}人必要ですが足りません")


def cannot_afford(cost: int) -> Reason:
    return Reason(f"that tile costs {cost} Marks and you have fewer", f"そのトロッコは{cost}マルクで、お金が足りません")


NOT_REVEALED = Reason("that order is not among the orders revealed for the draft",
                      "その注文カードはドラフトで公開されたカードの中にありません")
NOT_SEEN = Reason("that card is not among the cards you are looking at", "そのカードは見ているカードの中にありません")
NO_CUBE_LEFT = Reason("the supply has no cube of that colour", "その色の石炭はストックにありません")
SAME_LEVEL = Reason("the cage is already on that level", "エレベーターはすでにその階にあります")
NO_LEVEL = Reason("the pit has levels 0 (the surface) to 4", "階は0（地上）から4までです")
CAGE_FULL = Reason("the cage is full", "エレベーターは満杯です")
AT_SURFACE = Reason("the cage is at the surface: there is no coal to load there",
                    "エレベーターは地上にあり、採掘できません")
NO_COAL_HERE = Reason("no cart on this level holds a cube of that colour", "この階のトロッコにその色の石炭はありません")
NOT_AT_SURFACE = Reason("the cage must be at the surface for that", "それにはエレベーターが地上にある必要があります")
NOT_IN_CAGE = Reason("the cage holds no cube of that colour", "エレベーターにその色の石炭はありません")
NOT_IN_STORAGE = Reason("storage holds no such cubes", "倉庫にその石炭はありません")
NO_SUCH_ORDER = Reason("you hold no such undelivered order", "その未達成の注文を持っていません")
NO_SPOT = Reason("that order has no empty spot of that colour", "その注文にその色の空きがありません")
TWO_STEPS = Reason("two cubes on one spot take two work steps", "1か所に石炭2個を置くには2ポイント必要です")
