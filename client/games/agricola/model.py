"""What the Agricola table shows, as keys and orders read off the observation: which seats sit in the
small panels, the keys the board's and each farm's cached pictures are repainted on, and the table's
constants (log and status styles, the decisions answered in a popup, the "how" line of each decision)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from client.games.common.log import LogStyle
from client.games.common.status import StatusStyle
from client.ui import theme
from engine.games.agricola import farm

LOG = LogStyle(size=15, row=21, heading=True, top=44, bottom=6, pad=12, wrap=True)
STATUS = StatusStyle(head_size=21, head_color=theme.GOLD, head_bold=True, body_size=18, body_color=theme.PAPYRUS,
                     wrap_body=True, pad=14, top=8, body_top=36)
HOW = {"PlaceWorker": "ag.how.place", "BuildFences": "ag.how.fence", "Sow": "ag.how.sow", "Plow": "ag.how.cell",
       "BuildRooms": "ag.how.cell", "BuildStables": "ag.how.cell", "BuyImprovement": "ag.how.major",
       "RaiseFood": "ag.how.feed", "DraftPick": "ag.how.draft", "PlayCards": "ag.how.play",
       "FreeRoom": "ag.how.cell", "HouseAnimals": "ag.how.keep"}


def opens_popup(decision: object) -> bool:
    """A decision the table has no gesture for (no `HOW` line) asks in a popup of its moves: a card's offer,
    a choice of goods, a bake. So a decision a new card brings is playable at the table before it gets a
    gesture of its own. Animals that do not fit (HouseAnimals) are dragged off the farm; a click on one
    gives the popup."""
    return type(decision).__name__ not in HOW
GLOWING = frozenset({"person", "good", "cell", "major", "convert", "card", "pack", "played"})


def others_order(seating: Sequence[int], shown: int, viewer: int | None) -> list[int]:
    """The seats in the small panels: all but the large farm's, in the engine's seating (play) order, which the
    lots or dice may have changed; the viewer's own first when another seat's farm is shown (so a click on it
    returns)."""
    n = len(seating)
    seats = [q for q in seating if q != shown]
    if viewer is not None and shown != viewer and 0 <= viewer < n:
        seats = [viewer] + [q for q in seats if q != viewer]
    return seats[:4]


def board_key(s: Any) -> tuple:
    return (tuple(s.board), tuple(s.stock), tuple(s.major_owner), s.round, s.start, tuple(s.cards))


def seat_key(s: Any, p: int) -> tuple:
    c = farm.CELLS * p
    return (p, s.rooms[p], s.house[p], s.fields[p], tuple(s.crop[c:c + farm.CELLS]), tuple(s.crop_n[c:c + farm.CELLS]),
            s.stables[p], s.fences[p], tuple(s.goods[10 * p:10 * p + 10]), s.people[p], s.avail[p], s.begging[p],
            tuple(i for i, o in enumerate(s.major_owner) if o == p))


