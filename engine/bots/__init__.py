"""Bots. They see only a seat's observation, draw all randomness from their own seeded RNG, and
never peek at hidden information or at the match's chance RNG."""
from engine.bots.base import LEVELS, Bot, make_bot

__all__ = ["LEVELS", "Bot", "make_bot"]
