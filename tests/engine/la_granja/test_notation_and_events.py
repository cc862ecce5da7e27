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


def _random_game_events(n: int, seed: int, options: dict | None = None):
    m = Match(GAME, n, seed=seed, options=options)
    rng = random.Random(seed)
    s = m.state
    while not s.is_terminal():
        events: list = []
        before = s.clone()
        if s.current_player() == CHANCE:
            move = m.resolve_chance(events)
        else:
            move = rng.choice(s.legal_moves())
            m.play(move, events)
        yield before, move, events


def test_no_event_names_a_card_drawn_into_a_hand_and_secret_moves_are_private():
    drawn, hidden = 0, set()
    for before, move, events in _random_game_events(3, 6, {"draft": True}):
        for e in events:
            if e.kind in ("card_drawn", "card_drafted"):
                assert "card" not in e.data  # which card stays with its seat
                drawn += 1
        if move.kind in ("choose_donkey", "draft_card"):
            assert before.private_to(move) == before.current_player()
            hidden.add(move.kind)
        elif move.kind == "draw_card" and not before.solo:
            assert before.private_to(move) == before.pending[-1].to
        else:
            assert before.private_to(move) is None
    assert drawn and hidden == {"choose_donkey", "draft_card"}


def test_a_secret_move_reads_as_what_everyone_sees_to_the_other_seats():
    from engine.games.la_granja.moves import ChooseDonkey, DrawCard
    seen = set()
    for before, move, _ in _random_game_events(2, 3):
        if isinstance(move, ChooseDonkey):
            me = before.current_player()
            assert before.describe(move, "en", viewer=me) == f"pick the {move.donkeys}-donkey marker"
            assert before.describe(move, "en", viewer=1 - me) == "picked a donkey marker"
            assert before.describe(move, "ja", viewer=None) == "ロバマーカーを選んだ"
            seen.add("donkey")
        elif isinstance(move, DrawCard):
            to = before.pending[-1].to
            assert before.describe(move, "en", viewer=to).startswith("draw ")
            assert before.describe(move, "en", viewer=1 - to) == "drew a card"
            assert before.describe(move, "ja", viewer=1 - to) == "カードを1枚引いた"
            seen.add("draw")
    assert seen == {"donkey", "draw"}


def test_descriptions_name_buildings_cards_and_roofs():
    from engine.games.la_granja.moves import BlockBuilding, BuyRoof, Deliver, PlayCard
    assert GAME.describe(Deliver("building", 3, "olive"), "en") == "deliver olive to Village store"
    assert GAME.describe(Deliver("building", 3, "olive"), "ja") == "オリーブを村の商店へ輸送"
    assert "Village store" in GAME.describe(BlockBuilding(3), "en")
    assert GAME.describe(PlayCard(1, "helper"), "en") == "play Chef as a helper"
    tile = next(t for t, (fn, _, _) in GAME.new_state(2).t.roofs.items() if fn == "olive")
    assert GAME.describe(BuyRoof(tile), "en") == "buy the 1 olive roof"


def test_the_game_declares_its_facts():
    from engine.core.options import option_specs
    assert GAME.information == "imperfect" and GAME.demo_players == (2, 3, 4)
    s = GAME.new_state(2)
    assert set(GAME.categories) == set(s.breakdown()[0]) and GAME.category_label("siesta", "ja") == "昼寝"
    specs = {o.name: o for o in option_specs(GAME.options_model)}
    assert specs["village_store_own_bonus"].default is True
    assert all(o.label.ja and o.label.en and o.help.ja and o.help.en for o in specs.values())
