"""Agricola's table (アグリコラ), the family and the full game (its draft, hands and cards played): the
action board with the rounds, the major improvements, every seat's farmyard, the harvest panel, mouse
controls and the animator of its events."""
from __future__ import annotations

from client.games.base import GameTable, TableInfo


def _table() -> type[GameTable]:
    from client.games.agricola.table import AgricolaTable
    return AgricolaTable


INFO = TableInfo(table=_table, menu_order=4, rules="rules.agricola",
                 title_art=("agricola/animals/sheep", "agricola/pieces/person_0", "agricola/goods/grain",
                            "agricola/cells/room_clay", "agricola/animals/cattle"))
