"""Why an Agricola move is illegal, in English and Japanese (the wording only: legality is decided by
each decision's `legal_moves`)."""
from __future__ import annotations

from engine.core.errors import Reason

NOT_A_SPACE = Reason("there is no such action space in play", "そのアクションスペースは場にありません")
OCCUPIED = Reason("someone already stands on that space", "そのアクションスペースはすでに使われています")
CANNOT_DO = Reason("that space's action cannot be carried out now, so it cannot be taken",
                   "そのアクションは今実行できないので、そのスペースには置けません")
PART_NOT_NOW = Reason("that part of the action is not possible or not allowed now",
                      "そのアクションは今は実行できないか、選べません")
THEN_FIRST = Reason("'A and then B': B only after A", "「Aその後でB」：BはAの後でのみ行えます")
FINISH_NOT_YET = Reason("you must carry out at least one action of the space",
                        "少なくとも1つのアクションを行う必要があります")
CELL = Reason("you cannot do that on that farmyard space", "その農場のマスではそれはできません")
AFFORD = Reason("you cannot pay for that", "その支払いができません")
STOP_NOT_YET = Reason("do it at least once first", "少なくとも1回は行ってください")
FENCE = Reason("that is not a pasture you can fence now (free cells, next to your pastures, wood for the "
               "missing fences)", "その牧場は今は作れません（空きマス、既存の牧場に隣接、不足分の柵の木材）")
MAJOR = Reason("you cannot buy that major improvement now", "その大きい進歩は今は購入できません")
CHOICE = Reason("that is not one of the choices", "それは選択肢にありません")
KEEP = Reason("that is not one of the ways to keep your animals", "その家畜の飼い方は選べません")
CONVERT = Reason("you cannot convert that good to food now", "今その品物を食料にはできません")
