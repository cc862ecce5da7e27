"""The full game's setup and secrets: the deal, the seed's 7+7 draft and its passing order, the start-player
draw, hands that no other seat sees (observation, events, log text), `determinize` using what a seat passed."""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.agricola import GAME
from engine.games.agricola.card_moves import DrawLots, PickCards, RollDice
from engine.games.agricola.cards_data import CARDS_FILE
from engine.games.agricola.data import FOOD, NG
from engine.games.agricola.draft import hand_size
from engine.games.agricola.moves import StartPlayer
from tests.engine.agricola.ag_cards import FullScenario
from tests.engine.test_secrets import check_secret_alternatives

FULL = {"family": False}


def _drafting(n: int) -> FullScenario:
    return FullScenario(n, draft=True, empty_hands=False)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_the_draft_passes_the_rest_to_the_next_seat(n):
    sc = _drafting(n)
    k = sc.s.k
    size = hand_size(sc.s)
    assert all(len(p) == 2 * size for p in k.packs) and all(not h for h in k.hand)
    for rnd in range(size):
        before = [p[:] for p in k.packs]
        picks = []
        for seat in range(n):
            assert sc.s.current_player() == seat
            move = sc.moves()[-1]
            picks.append({k.ct.index[x] for x in (move.occupation, move.minor) if x})
            sc.play(move)
        for seat in range(n):  # seat p now holds what seat p - 1 had, less its pick
            assert sorted(k.packs[seat]) == sorted(set(before[(seat - 1) % n]) - picks[(seat - 1) % n]), rnd
    assert all(len(h) == 2 * size for h in k.hand)
    assert all(sum(1 for c in h if k.ct.cards[c].occupation) == size for h in k.hand)
    assert sc.s.current_player() == CHANCE or sc.s.round == 1


def test_seven_of_each_when_the_deck_allows():
    assert hand_size(_drafting(3).s) == 7  # 3 players: enough of each for 7 each
    s = _drafting(5).s
    occ, minors = s.k.ct.deck(5)
    assert hand_size(s) == min(7, len(occ) // 5, len(minors) // 5)  # fewer when the deck is short


def test_without_the_draft_the_dealt_cards_are_the_hand():
    m = Match(GAME, 3, seed=2, options={"family": False, "draft": False})
    while m.state.current_player() == CHANCE and m.state.round <= 1 and not m.state.cards:
        m.resolve_chance()
    k = m.state.k
    assert all(len(h) == 14 for h in k.hand) and all(not p for p in k.packs)
    assert {type(x) for x in m.state.legal_moves()} != {PickCards}


def test_the_start_player_draw_is_a_chance_outcome_of_every_seat_in_order():
    m = Match(GAME, 3, seed=0, options={"start": "lots"})
    outcomes = [mv for mv, _ in m.state.chance_outcomes()]
    assert len(outcomes) == 6 and all(isinstance(o, DrawLots) for o in outcomes)
    m.play(DrawLots((2, 0, 1)))
    assert m.state.start == 2
    assert GAME.move_from_json(GAME.move_to_json(DrawLots((2, 0, 1)))) == DrawLots((2, 0, 1))
    assert StartPlayer(0) not in outcomes


def test_the_start_player_dice_the_highest_starts_and_a_tie_for_it_rolls_again():
    m = Match(GAME, 3, seed=0, options={"start": "dice", "family": True})
    outcomes = [mv for mv, _ in m.state.chance_outcomes()]
    assert len(outcomes) == 6 ** 3 and all(isinstance(o, RollDice) and o.seats == (0, 1, 2) for o in outcomes)
    with pytest.raises(IllegalMove):
        m.play(RollDice((0, 1, 2), (7, 1, 1)))  # a die has six faces
    events: list = []
    m.play(RollDice((0, 1, 2), (5, 2, 5)), events)  # seats 1 and 3 tie for the highest: they roll again
    said = [m.state.narrate(e).en for e in events if e.kind == "dice_rolled"]
    assert said == ["{seat1} rolls 5, {seat2} rolls 2, {seat3} rolls 5"]
    assert m.state.start < 0 and m.state.current_player() == CHANCE
    again = [mv for mv, _ in m.state.chance_outcomes()]
    assert len(again) == 36 and all(o.seats == (0, 2) for o in again)
    events.clear()
    m.play(RollDice((0, 2), (3, 6)), events)
    assert m.state.start == 2 and m.state.seating == (2, 0, 1)
    said = [m.state.narrate(e).ja for e in events if e.kind in ("dice_rolled", "play_order")]
    assert said == ["{seat1}は3、{seat3}は6", "手番順：{seat3}、{seat1}、{seat2}（{seat3}がスタートプレイヤー）"]
    assert [m.state.goods[NG * p + FOOD] for p in range(3)] == [3, 3, 2]
    assert GAME.describe(RollDice((0, 2), (3, 6)), "en") == "dice: seat 1 rolls 3, seat 3 rolls 6"
    assert GAME.move_from_json(GAME.move_to_json(RollDice((0, 2), (3, 6)))) == RollDice((0, 2), (3, 6))


def _placing_order(m: Any) -> list[int]:
    """The seats placing their first person in round 1, in turn (each takes the first space offered)."""
    from engine.games.agricola.moves import Place
    seats: list[int] = []
    while m.state.round <= 1 and len(seats) < m.state.num_players:
        if m.state.current_player() == CHANCE:
            m.resolve_chance()
            continue
        seats.append(m.state.current_player())
        m.play(next(mv for mv in m.state.legal_moves() if isinstance(mv, Place)))
        while m.state.current_player() == seats[-1]:  # the space's own steps, if any
            m.play(m.state.legal_moves()[0])
    return seats


def test_the_lots_seat_the_players_in_the_drawn_order_for_the_whole_game():
    m = Match(GAME, 4, seed=0, options={"start": "lots", "family": True})
    events: list = []
    m.play(DrawLots((1, 0, 3, 2)), events)  # the hearth (2) drawn by seat 2, then the cards' order
    assert m.state.seating == (1, 0, 3, 2) and m.state.start == 1
    assert [m.state.narrate(e).en for e in events if e.kind == "play_order"] == [
        "order of play: {seat2}, {seat1}, {seat4}, {seat3} ({seat2} starts)"]
    assert _placing_order(m) == [1, 0, 3, 2]  # not clockwise from seat 2 (1, 2, 3, 0)
    from engine.games.agricola.round import in_turn_order
    m.state.start = 3  # a later start player: the drawn order goes on around from there
    assert in_turn_order(m.state) == [3, 2, 1, 0]


def test_the_dice_seat_every_player_by_the_throws_and_a_tie_lower_down_rolls_again():
    m = Match(GAME, 4, seed=0, options={"start": "dice", "family": True})
    m.play(RollDice((0, 1, 2, 3), (2, 6, 4, 4)))  # seat 2 first; seats 3 and 4 tie for second: they roll again
    assert m.state.start < 0 and m.state.current_player() == CHANCE
    assert all(o.seats == (2, 3) for o, _ in m.state.chance_outcomes())
    m.play(RollDice((2, 3), (1, 5)))
    assert m.state.seating == (1, 3, 2, 0) and m.state.start == 1
    assert _placing_order(m) == [1, 3, 2, 0]


def test_the_dice_draw_is_thrown_by_the_random_draw_too():
    rng = random.Random(3)
    for seed in range(20):
        m = Match(GAME, 5, seed=seed, options={"start": "dice", "family": True})
        while m.state.start < 0:
            move = m.state.sample_chance(rng)
            assert isinstance(move, RollDice) and all(1 <= f <= 6 for f in move.faces)
            m.play(move)
        assert 0 <= m.state.start < 5


def test_a_recorded_drafted_game_replays_to_the_same_state():
    m = Match(GAME, 3, seed=4, options=FULL)
    rng = random.Random(4)
    while not m.state.is_terminal() and m.state.round < 3:
        if m.state.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(m.state.legal_moves()))
    replay = Match(GAME, 3, seed=99, options=FULL)
    for move in m.moves:
        replay.play(move)
    assert replay.state.state_hash() == m.state.state_hash()


def _ids(s, cards) -> set[str]:
    return {s.k.ct.cards[c].id for c in cards}


@pytest.mark.parametrize("n", [2, 3, 5])
def test_no_seat_sees_another_seats_hand_or_pack(n):
    m = Match(GAME, n, seed=n, options=FULL)
    rng = random.Random(n)
    s = m.state
    events: list = []
    checked = 0
    while not s.is_terminal() and s.round < 4:
        checked += check_secret_alternatives(s, [*range(n), None])
        for viewer in range(n):
            o = s.observation(viewer)
            for q in range(n):
                if q != viewer:
                    assert set(o.k.hand[q]) <= s.k.shown and not o.k.packs[q] and not o.k.passed[q]
            secret = set().union(*(_ids(s, s.k.hand[q]) | _ids(s, s.k.packs[q]) for q in range(n) if q != viewer))
            secret -= _ids(s, s.k.passed[viewer]) | _ids(s, s.k.shown)  # passed on by the viewer, or in the open
            for e in events:
                if e.visible_to(viewer):
                    text = repr(e.data)
                    assert not any(re.search(rf"'{c}'", text) for c in secret - _played(s)), e
        mark = len(events)
        if s.current_player() == CHANCE:
            m.resolve_chance(events)
        else:
            move = rng.choice(s.legal_moves())
            owner = s.private_to(move)
            for viewer in (*range(n), None):
                if owner is not None and owner != viewer:
                    for lang in ("en", "ja"):
                        text = s.describe(move, lang, viewer)
                        assert text == s.describe_hidden(move, lang)
                        assert not re.search(r"[EIK][0-9]+", text)
            m.play(move, events)
        del events[:max(0, mark - 200)]
    assert checked > 0


def _played(s) -> set[str]:
    return {s.k.ct.cards[c].id for cs in s.k.played for c in cs}


def test_determinize_puts_the_cards_a_seat_passed_into_the_other_hands():
    sc = _drafting(2)
    while sc.s.k.drafting:
        sc.play(sc.moves()[0])
    s = sc.s
    o = s.observation(0)
    det = o.determinize(0, random.Random(1))
    # what seat 0 passed and never saw again is in seat 1's hand (the rest of it: seat 1's first picks)
    known = set(s.k.passed[0]) - set(s.k.hand[0])
    assert known and known <= set(s.k.hand[1]) and known <= set(det.k.hand[1])
    assert len(set(s.k.hand[1]) - known) == 2
    assert det.observation(0).state_hash() == o.state_hash()


def test_determinize_fills_other_hands_from_the_unknown_pool_by_type():
    sc = _drafting(4)
    for _ in range(6):
        sc.play(sc.moves()[0])
    s = sc.s
    o = s.observation(2)
    det = o.determinize(2, random.Random(3))
    for q in range(4):
        assert len(det.k.hand[q]) == len(s.k.hand[q]) and len(det.k.packs[q]) == len(s.k.packs[q])
        occ = [c for c in det.k.hand[q] if det.k.ct.cards[c].occupation]
        assert len(occ) == sum(1 for c in s.k.hand[q] if s.k.ct.cards[c].occupation)
    assert det.observation(2).state_hash() == o.state_hash()


# --- the deck file ---------------------------------------------------------------------------------------------
def test_the_shipped_deck_checks():
    out = subprocess.run([sys.executable, "-m", "engine", "check-data", "agricola", str(CARDS_FILE)],
                         capture_output=True, text=True, check=True).stdout
    assert re.search(r"OK — \d+ occupations, \d+ minor improvements", out)


@pytest.mark.parametrize("change,where", [
    (('id = "E176"', 'id = "E177x"'), "card E177x (Woodcutter): id"),
    (('kind = "take_bonus", when = ["wood"], goods = { wood = 1 }', 'kind = "take_bonus", goods = { wood = 1 }'),
     "card E176 (Woodcutter): effects.0"),
    (('kind = "take_bonus", when = ["wood"]', 'kind = "take_bonus_x", when = ["wood"]'),
     "card E152 (Berry Picker): effects.0"),
    (('en = "Fishing Rod"\nja = "釣竿"\ncost = { wood = 1 }', 'en = "Fishing Rod"\nja = "釣竿"\ncost = { wod = 1 }'),
     "card E12 (Fishing Rod): cost"),
    (('number = 172\ntype = "occupation"', 'number = 172\ntype = "occupation"\npassing = true'),
     "card E172 (Chief)"),
])
def test_a_users_deck_with_a_mistake_names_the_file_card_and_field(tmp_path: Path, change, where):
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert change[0] in text
    bad = tmp_path / "mydeck.toml"
    bad.write_text(text.replace(change[0], change[1], 1), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "engine", "check-data", "agricola", str(bad)],
                         capture_output=True, text=True)
    assert run.returncode != 0
    assert "mydeck.toml" in run.stderr + run.stdout and where in run.stderr + run.stdout


def test_every_card_of_the_deck_has_a_test():
    here = Path(__file__).parent
    tests = "".join(p.read_text(encoding="utf-8") for p in here.glob("test_cards_*.py"))
    ids = re.findall(r'^id = "([A-Z][0-9]+)"', CARDS_FILE.read_text(encoding="utf-8"), re.M)
    missing = [c for c in ids if f'"{c}"' not in tests]
    assert not missing, f"cards without a scenario test: {missing}"
