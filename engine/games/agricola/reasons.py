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
FENCE_SHAPE = Reason("a pasture is one connected group of farmyard spaces, each named once in board order "
                     "(r1c1, r1c2, …)", "牧場はつながった農場のマスの集まりで、各マスを盤の順に1回ずつ挙げます")
FENCE_USED = Reason("a pasture may not include a room or a field", "牧場に部屋や畑を含めることはできません")
FENCE_NOTHING = Reason("that pasture is fenced already: no fence would be added",
                       "その牧場はすでに柵で囲まれていて、柵が増えません")
FENCE_WOOD = Reason("that pasture needs more wood or more fences than you have",
                    "その牧場には手持ちより多くの木材か柵が必要です")
FENCE_SPLIT = Reason("a pasture on fenced spaces must lie within one of your pastures (a subdivision)",
                     "柵で囲まれたマスの牧場は、既存の1つの牧場の中に収まる必要があります（分割）")
FENCE_APART = Reason("a new pasture must touch one of your pastures", "新しい牧場は既存の牧場に隣接する必要があります")
FENCE_CLOSES = Reason("that pasture would close off a room or a field", "その牧場は部屋か畑を囲い込んでしまいます")
MAJOR = Reason("you cannot buy that major improvement now", "その大きい進歩は今は購入できません")
CHOICE = Reason("that is not one of the choices", "それは選択肢にありません")
KEEP = Reason("that is not one of the ways to keep your animals", "その家畜の飼い方は選べません")
CONVERT = Reason("you cannot convert that good to food now", "今その品物を食料にはできません")
ARRANGE_PLACES = Reason("that is not a place on your farm", "そこはあなたの農場の場所ではありません")
ARRANGE_MIXED = Reason("a pasture holds one kind of animal only", "1つの牧場には1種類の家畜しか飼えません")
ARRANGE_STABLE = Reason("a stable without fences holds one animal", "柵のない厩舎には家畜を1頭しか飼えません")
ARRANGE_PET = Reason("the house holds one pet", "家にはペットを1頭しか飼えません")
ARRANGE_COUNTS = Reason("rearranging neither adds nor removes animals", "家畜の配置替えで家畜は増えも減りもしません")


def arrange_full(cap: int) -> Reason:
    return Reason(f"that pasture holds at most {cap} animals", f"その牧場には家畜を{cap}頭までしか飼えません")
