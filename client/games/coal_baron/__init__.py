"""Coal Baron's table (炭鉱讃歌): the main board, every seat's pit with its cage, the card popup, mouse
controls and the animator of its events."""
from __future__ import annotations

from client.games.base import GameTable, TableInfo


def _table() -> type[GameTable]:
    from client.games.coal_baron.table import CoalBaronTable
    return CoalBaronTable


INFO = TableInfo(table=_table, menu_order=3, rules="rules.coal-baron",
                 title_art=("coal_baron/pieces/worker_0", "coal_baron/cubes/cube_black", "coal_baron/parts/cage",
                            "coal_baron/tiles/tile_yellow_lit", "coal_baron/cubes/cube_yellow"))
