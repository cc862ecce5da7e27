"""Seat names a player reads: "You" for the one person at the table, "Player 2" in hot seat, a bot by its
level ("Medium 3"), all in the UI language when the game starts (a save keeps the names it was given)."""
from __future__ import annotations

from client.i18n import t


def seat_name(kinds: list[str], i: int) -> str:
    """The name of seat `i` among seats of `kinds` ("human" or a bot level)."""
    kind = kinds[i]
    if kind == "human":
        return t("seat.you") if kinds.count("human") == 1 else t("seat.player", n=i + 1)
    return t("seat.bot_name", level=t("level." + kind), n=i + 1)


def seat_names(kinds: list[str]) -> list[str]:
    return [seat_name(kinds, i) for i in range(len(kinds))]
