"""Names, not numbers: what the engine says to a player — every legal move's description (the log, the
choice popups, "All moves", the hint), the prompt, the narration of events — carries no internal id.

Generic over every registered game: a few hundred positions of seeded random games per game, in English
and Japanese. An internal id is a snake_case word ("upgrade_siesta"), a number glued to a word
("upgrade2", "#66"), a bare token in brackets ("(play)"), an option glued with "+" ("olive+grain"), or
an English word left in Japanese text. Seat tokens are filled with names first, as the table does.
"""
from __future__ import annotations

import random
import re

import pytest

from engine.core.game import CHANCE, TERMINAL
from engine.core.registry import all_games
from engine.core.text import name_seats

POSITIONS = 300  # per game, over its player counts
NAMES = {"en": ["Ann", "Ben", "Cleo", "Dan", "Eve"], "ja": ["アン", "ベン", "クレオ", "ダン", "イブ"]}
ANY = [
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case id"),
    (re.compile(r"[A-Za-z]\d|\d[A-Za-z]"), "a number glued to a word"),
    (re.compile(r"#\d"), "a numbered id"),
    (re.compile(r"\((?=[a-z0-9+_]*[a-z])[a-z0-9+_]+\)"), "a bare token in brackets"),
    (re.compile(r"[a-z]\+[a-z]"), "words glued with +"),
    (re.compile(r"\{|\}"), "an unfilled placeholder"),
    (re.compile(r"^choose [a-z0-9+_]+$"), "a raw option after 'choose'"),
]
JA_ONLY = [(re.compile(r"[a-z]{3,}"), "an English word in Japanese text")]


def problems(text: str, lang: str) -> list[str]:
    text = name_seats(text, NAMES[lang])
    found = [why for pattern, why in ANY + (JA_ONLY if lang == "ja" else []) if pattern.search(text)]
    return [f"{why}: {text!r}" for why in found]


def test_the_checks_catch_what_the_issue_saw():
    for bad in ("take a 5 die (upgrade2)", "use the siesta roof (siesta2)", "spend a trade good (play)",
                "choose olive+grain", "discard Chef (#1)", "place on factory_look", "choose deliver"):
        assert problems(bad, "en"), bad
    assert problems("ダイス5を取る（upgrade2）", "ja")
    assert not problems("take a 5 die: 2 free upgrades", "en")
    assert not problems("{seat1} starts", "en")


def _texts(state, rng: random.Random) -> list[tuple[str, str]]:
    """(lang, text) of everything a player may read at this position."""
    out = []
    who = state.current_player()
    if who == CHANCE:
        moves = [m for m, _ in state.chance_outcomes()][:20] if state.chance_is_listed() else [state.sample_chance(rng)]
        viewer = None
    else:
        moves, viewer = state.legal_moves(), who
    if len(moves) > 40:
        moves = rng.sample(moves, 40)
    prompt = state.prompt()
    for lang in ("en", "ja"):
        out += [(lang, state.describe(m, lang, viewer)) for m in moves]
        out += [(lang, state.describe(m, lang, None)) for m in moves[:5]]
        if prompt is not None:
            out.append((lang, prompt.text(lang)))
    return out


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_no_internal_id_reaches_a_player(game):
    g = next(x for x in all_games() if x.id == game)
    counts = list(range(g.min_players, g.max_players + 1))
    bad: set[str] = set()
    seen = 0
    seed = 0
    while seen < POSITIONS:
        rng = random.Random(seed)
        state = g.new_state(counts[seed % len(counts)])
        seed += 1
        steps = 0
        while state.current_player() != TERMINAL and seen < POSITIONS and steps < 3000:
            steps += 1
            if rng.random() < 0.15 or state.current_player() == CHANCE:
                seen += 1
                for lang, text in _texts(state, rng):
                    bad.update(problems(text, lang))
            who = state.current_player()
            move = state.sample_chance(rng) if who == CHANCE else rng.choice(state.legal_moves())
            events: list = []
            state.apply_trusted(move, events)
            for ev in events:
                words = state.narrate(ev)
                if words is not None:
                    bad.update(problems(words.en, "en") + problems(words.ja, "ja"))
    assert not bad, "\n".join(sorted(bad)[:40])


@pytest.mark.parametrize("lang,names,expect", [
    ("en", ["Ann", "Expert 2"], "Suns dealt: Ann (3·4·7·8) / Expert 2 (2·5·6·9)"),
    ("ja", ["アン", "達人2"], "太陽駒を配る: アン（3·4·7·8） / 達人2（2·5·6·9）"),
])
def test_ra_dealt_suns_keep_a_numbered_name_apart_from_its_suns(lang, names, expect):
    """"Expert 2 2·5·6·9" read as a sun 22: each seat's suns are in brackets after its name."""
    from engine.games.ra.moves import DealSuns
    from engine.games.ra.tiles import SUN_SETS
    g = next(x for x in all_games() if x.id == "ra")
    state = g.new_state(2)
    first = SUN_SETS[2].index((3, 4, 7, 8))
    text = state.describe(DealSuns((first, 1 - first)), lang, None)
    assert name_seats(text, names) == expect
