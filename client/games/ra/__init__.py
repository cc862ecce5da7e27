"""Ra's table (ラー): layout from the Tiled maps, view, mouse controls and the animator of its events."""
from __future__ import annotations

from client.games.base import GameTable, TableInfo


def _table() -> type[GameTable]:
    from client.games.ra.table import RaTable
    return RaTable


INFO = TableInfo(table=_table, menu_order=1, rules="rules.ra",
                 title_art=("ra/parts/ra_figure", "ra/parts/bag", "ra/suns/sun_16_up", "ra/tiles/pyramid",
                            "ra/tiles/pharaoh"))
