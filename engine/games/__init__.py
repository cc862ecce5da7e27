"""One package per game; each exposes GAME and is listed in engine.core.registry."""
