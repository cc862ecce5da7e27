"""No seat is told another seat's secret: not in a move's description, not in an event it may see.

Generic over every registered game (the conformance idea applied to hidden information): in seeded random
games, wherever a move or chance outcome is private to one seat (`state.private_to(move)`), every other
viewer — each other seat and a spectator (None) — must read the same description whichever of the
alternatives was chosen, and must be shown the same events while the secret round goes on (the next
decision is of the same kind: the next seat's secret pick). A description that named the choice, or an
event that carried it, would differ between alternatives and fail here.
"""
from __future__ import annotations

import random
from collections import defaultdict

import pytest

from engine.core.events import Event
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.core.registry import all_games

CASES = [(g.id, n) for g in all_games() for n in range(g.min_players, g.max_players + 1)]
LANGS = ("en", "ja")


def _alternatives(s) -> list:
    if s.current_player() == CHANCE:
        return [m for m, _ in s.chance_outcomes()] if s.chance_is_listed() else []
    return s.legal_moves()


def _visible(events: list[Event], viewer: int | None) -> list[tuple]:
    return [(e.kind, sorted(e.data.items(), key=lambda kv: kv[0])) for e in events if e.visible_to(viewer)]


def _top_kind(s) -> type | None:
    pending = getattr(s, "pending", None)
    return type(pending[-1]) if pending else None


def check_secret_alternatives(s, viewers: list[int | None]) -> int:
    """Checks every group of same-kind private alternatives here; returns how many groups it checked."""
    groups: dict[tuple, list] = defaultdict(list)
    for m in _alternatives(s):
        owner = s.private_to(m)
        if owner is not None:
            groups[(type(m), owner)].append(m)
    checked = 0
    for (_, owner), moves in groups.items():
        if len(moves) < 2:
            continue
        checked += 1
        others = [v for v in viewers if v != owner]
        for v in others:
            for lang in LANGS:
                texts = {s.describe(m, lang, v) for m in moves}
                assert len(texts) == 1, f"viewer {v} can tell {owner}'s secret choices apart: {texts}"
        before = _top_kind(s)
        outcomes = []
        for m in moves:
            c = s.clone()
            ev: list[Event] = []
            c.apply_trusted(m, ev)
            outcomes.append((c, ev))
        if all(_top_kind(c) is before for c, _ in outcomes):  # the secret round goes on: nothing revealed yet
            for v in others:
                shown = {repr(_visible(ev, v)) for _, ev in outcomes}
                assert len(shown) == 1, f"viewer {v} is shown events that tell {owner}'s secret: {shown}"
    return checked


@pytest.mark.parametrize("game_id,players", CASES)
def test_no_viewer_learns_another_seats_secret(game_id, players):
    viewers: list[int | None] = [*range(players), None]
    checked = 0
    for seed in range(3):
        m = Match(game_id, players, seed=seed)
        rng = random.Random(seed)
        s = m.state
        while not s.is_terminal():
            checked += check_secret_alternatives(s, viewers)
            if s.current_player() == CHANCE:
                m.resolve_chance()
            else:
                m.play(rng.choice(s.legal_moves()))
    if m.game.information == "imperfect" and players > 1:  # a game with secrets must declare them
        assert checked, f"{game_id} says it has hidden information but no move is private to a seat"
