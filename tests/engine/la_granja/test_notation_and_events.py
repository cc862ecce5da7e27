"""The notation doc's example record replays; moves round-trip through JSON; apply reports events."""
import json
import random
import re
from pathlib import Path

from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.la_granja import GAME

DOC = Path(__file__).resolve().parents[3] / "docs" / "notation" / "la-granja.md"


def test_the_notation_example_replays():
    block = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    m = Match(GAME, 2)
    for data in json.loads(block):
        m.play(GAME.move_from_json(data))
    s = m.state
    assert s.fields[0] == [50] and s.exts[0] == [51] and len(s.hand[0]) == 4 and s.goods[0][0] == 0
    assert s.helpers[1] == [54] and s.current_player() == 1


def test_every_kind_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for t in GAME.move_types:
        assert f"`{t.__dataclass_fields__['kind'].default}`" in text


def test_apply_reports_past_tense_events():
    m = Match(GAME, 3, seed=4)
    rng = random.Random(4)
    kinds: set[str] = set()
    s = m.state
    while not s.is_terminal():
        events: list = []
        if s.current_player() == CHANCE:
            m.resolve_chance(events)
        else:
            m.play(rng.choice(s.legal_moves()), events)
        kinds |= {e.kind for e in events}
    assert {"card_played", "die_taken", "good_delivered", "vp_scored", "roof_revealed",
            "donkeys_revealed"} <= kinds
    assert all(k.endswith(("ed", "en", "wn", "ght", "rn", "ld", "_paid")) for k in kinds), kinds


def test_descriptions_in_both_languages():
    m = Match(GAME, 2, seed=2)
    rng = random.Random(2)
    s = m.state
    for _ in range(300):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            m.resolve_chance()
            continue
        for mv in s.legal_moves():
            assert GAME.describe(mv, "ja") and GAME.describe(mv, "en")
            assert GAME.move_from_json(GAME.move_to_json(mv)) == mv
        m.play(rng.choice(s.legal_moves()))


def test_events_about_face_down_vp_are_marked_private_to_their_seat():
    import random

    from engine.core.game import CHANCE
    from engine.core.match import Match
    m = Match("la-granja", 2, seed=8)
    rng = random.Random(8)
    events: list = []
    while not m.state.is_terminal():
        if m.state.current_player() == CHANCE:
            m.resolve_chance(events)
        else:
            m.play(rng.choice(m.state.legal_moves()), events)
    vp = [e for e in events if e.kind in ("vp_scored", "vp_paid")]
    assert vp and all(e.private_to == e["seat"] and "private_to" not in e.data for e in vp)
