"""`bodoge serve`: play across machines. A pygame-free package: the server, its storage and a small client.

The engine is the authority (`engine.core.match.Match`); every seat and spectator is sent only what its
observation shows (server/view.py). See docs/protocol.md for the wire protocol.
"""
