"""Tooling that plays and fits: it may import the bots, the arena and the games; nothing in the rules or the
bots imports it."""
