"""La Granja's table (ラ・グランハ): the board, one seat's farm mat and hand, the other seats' panels,
mouse controls and the animator of its events."""
from __future__ import annotations

from client.games.base import GameTable, TableInfo


def _table() -> type[GameTable]:
    from client.games.la_granja.table import LaGranjaTable
    return LaGranjaTable


INFO = TableInfo(table=_table, menu_order=2, rules="rules.la-granja",
                 title_art=("la_granja/donkeys/donkey_3", "la_granja/dice/die_5", "la_granja/pieces/marker_1",
                            "la_granja/goods/wine", "la_granja/crafts/craft_2"))
