"""The bot levels a seat may name (records, options, the command line and the server check against them).

They live in the core because records and settings name them; the bots that play them are engine/bots.
"""
from __future__ import annotations

LEVELS = ("random", "easy", "medium", "search", "hard", "expert")
SEARCH_LEVELS = ("search", "hard", "expert")  # the levels a search budget (`iterations`, `seconds`) applies to
# expert: hard's search with this many times its budget, unless its game says otherwise (`Game.bot.expert_factor`).
# The deep search (Ra) spends it on as many times the sampled worlds, each searched as deep as hard searches
# one, and reads an evaluation of its own (engine/bots/learned.py, docs/bench.md).
EXPERT_FACTOR = 4
