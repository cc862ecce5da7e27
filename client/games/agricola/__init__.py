"""Agricola's table (アグリコラ), the family game: the action board with the rounds, the major
improvements, every seat's farmyard, the harvest panel, mouse controls and the animator of its events."""
from __future__ import annotations

from client.games.base import GameTable, TableInfo


def _table() -> type[GameTable]:
    from client.games.agricola.table import AgricolaTable
    return AgricolaTable


INFO = TableInfo(table=_table, menu_order=4, fixed_options=("family", "draft"), rules="rules.agricola",
                 title_art=("agricola/animals/sheep", "agricola/pieces/person_0", "agricola/goods/grain",
                            "agricola/cells/room_clay", "agricola/animals/cattle"))
