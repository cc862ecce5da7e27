"""One package per game; each exposes GAME. The registry finds them here: adding a game adds a package."""
