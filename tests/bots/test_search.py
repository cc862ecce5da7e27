"""The search level (engine/bots/search.py), the deep hard bot and the learned evaluation: legal, honest,
budgeted, and the transposition table and pruning change no value."""
import itertools
import json
import random

import pytest
from positions import positions

from engine.bots import make_bot
from engine.bots.base import EXPERT_FACTOR
from engine.bots.deep import DeepBot
from engine.bots.learned import evaluation, learned, learned_expert, weights, weights_path
from engine.bots.search import SearchBot, _Stream, horizon
from engine.core.registry import all_games, get_game
from engine.tools.fit import ridge

GAMES = [g.id for g in all_games()]


def decisions(game_id, players=2, seed=3, every=7, count=6):
    """A few positions with a real choice, spread over a random game."""
    picked = []
    for i, (s, seat) in enumerate(positions(game_id, players, seed)):
        if i % every == 0 and len(s.legal_moves()) > 1:
            picked.append((s.clone(), seat))
            if len(picked) == count:
                break
    return picked


@pytest.mark.parametrize("game", GAMES)
def test_search_answers_with_a_legal_move_in_every_game(game):
    for s, seat in decisions(game, count=3):
        bot = SearchBot(1, nodes=150)
        assert bot.choose(s.observation(seat), seat) in s.legal_moves()
        assert bot.visited <= 150 + 1


def test_search_never_reads_what_the_seat_cannot_see():
    """Handed two full La Granja states that differ only in what the seat may not see (the others'
    hands, the decks), the search answers the same: it judges the seat's observation alone."""
    checked = 0
    for s, seat in decisions("la-granja", count=8, every=5):
        other = s.observation(seat).determinize(seat, random.Random(checked + 11))
        assert other.key() != s.key()  # something hidden really differs
        a = SearchBot(5, nodes=200).choose(s, seat)
        b = SearchBot(5, nodes=200).choose(other, seat)
        assert a == b
        checked += 1
    assert checked >= 4


def test_deepening_stops_at_the_node_budget_and_goes_deeper_with_more():
    s, seat = decisions("ra", count=1)[0]
    small, large = SearchBot(2, nodes=300, samples=1), SearchBot(2, nodes=3000, samples=1)
    small.choose(s, seat)
    large.choose(s, seat)
    assert small.visited <= 300 and large.visited <= 3000
    assert max(large.depths) > max(small.depths)


@pytest.mark.parametrize("game", ["ra", "la-granja"])
def test_the_transposition_table_and_pruning_change_no_value(game):
    """Fixed depth: the values with the table and alpha-beta are those of a plain max-n search, found
    with fewer positions."""
    fast = plain = 0
    for s, seat in decisions(game, count=4):
        moves = s.legal_moves()
        results = []
        for tt, prune in itertools.product((True, False), repeat=2):
            bot = SearchBot(4, nodes=10**7, samples=1, max_depth=4, use_tt=tt, prune=prune)
            world = s.observation(seat).determinize(seat, random.Random(1))
            bot.limit = 10**7
            values = bot.root_values(world, seat, moves, _Stream(9))
            results.append((values, bot.visited))
        plain_values, plain_visited = results[-1]
        for values, visited in results[:-1]:
            assert values.keys() == plain_values.keys()
            for m in values:
                assert values[m] == pytest.approx(plain_values[m])
            assert visited <= plain_visited
        fast += results[0][1]
        plain += plain_visited
    assert fast < plain


def test_the_stream_draws_the_same_tile_for_the_same_bag():
    """Common random numbers: the k-th draw below the root reads the same number on every line."""
    stream = _Stream(42)
    a = [stream.at(3, 0).random() for _ in range(1)]
    b = [stream.at(3, 0).random() for _ in range(1)]
    assert a == b and stream.at(4, 0).random() != a[0]


def test_ra_horizon_counts_the_epoch_scoring_and_the_suns():
    s, _ = decisions("ra", count=1)[0]
    values = get_game("ra").bot.horizon_scores(s)
    assert len(values) == 2 and horizon(s)[0] == pytest.approx(-horizon(s)[1])


@pytest.mark.parametrize("level", [None, "expert"])
def test_ra_has_fitted_weights_for_every_feature(level):
    game = get_game("ra")
    w = weights(game, level)
    assert w is not None and len(w) == len(game.bot.eval_feature_names)
    data = json.loads(weights_path(game, level).read_text(encoding="utf-8"))
    assert set(data["weights"]) == set(game.bot.eval_feature_names) and data["rows"] > 0
    s, _ = decisions("ra", count=1)[0]
    values = learned(s, level)
    assert values[0] == pytest.approx(-values[1])


def test_expert_reads_its_own_weights_and_a_game_without_them_gives_it_the_common_ones(tmp_path, monkeypatch):
    import engine.bots.learned as learned_module

    game = get_game("ra")
    assert weights(game, "expert") != weights(game)  # Ra's expert has weights of its own
    s, _ = decisions("ra")[-1]  # well into the game: the seats' positions differ
    assert learned_expert(s) == learned(s, "expert") != learned(s)
    assert evaluation("expert") is learned_expert and evaluation("hard") is learned
    (tmp_path / "weights.json").write_text(weights_path(game).read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(learned_module.resources, "files", lambda package: tmp_path)
    learned_module.weights.cache_clear()
    try:
        assert learned_module.weights(game, "expert") == learned_module.weights(game)
    finally:
        learned_module.weights.cache_clear()


def test_ra_features_know_a_sun_up_in_the_last_epoch_buys_nothing_after_it():
    """The last-epoch columns are zero before epoch 3 and count the suns still up late in it."""
    from engine.games.ra.features import NAMES, features
    from engine.games.ra.state import RaState
    from engine.games.ra.tiles import EPOCHS

    s = RaState(2)
    s.up = [[9, 6], []]
    s.ra_count = s.ra_limit - 1
    late = s.ra_count / s.ra_limit
    col = {name: i for i, name in enumerate(NAMES)}
    for epoch, last in ((EPOCHS - 1, 0.0), (EPOCHS, 1.0)):
        s.epoch = epoch
        rows = features(s)
        assert rows[0][col["suns_up_late_last"]] == pytest.approx(2 * late * last)
        assert rows[0][col["tempo_late_last"]] == pytest.approx(2 * late * last)
        assert rows[0][col["sun_values_last"]] == pytest.approx(1.5 * last)
        assert rows[1][col["suns_up_late_last"]] == 0.0
        assert rows[1][col["tempo_late_last"]] == pytest.approx(-2 * late * last)


def test_ridge_recovers_a_linear_rule():
    rng = random.Random(3)
    xs = [[rng.uniform(-5, 5), rng.uniform(-5, 5)] for _ in range(200)]
    ys = [2 * a - 0.5 * b for a, b in xs]
    w = ridge(xs, ys, ridge=1e-9)
    assert w == pytest.approx([2.0, -0.5], abs=1e-6)


def test_expert_gets_more_budget_than_hard():
    hard, expert = make_bot("hard", iterations=100), make_bot("expert", iterations=100)
    assert hard.budget(1500) == (100, None) and expert.budget(1500) == (400, None)
    assert make_bot("expert", seconds=0.5).budget(1500) == (None, 0.5 * EXPERT_FACTOR)


def test_expert_searches_its_games_factor_of_worlds_each_as_deep_as_hard():
    """Ra's expert spends its larger budget (`expert_factor` times hard's) on more sampled worlds, not on depth
    in the same few."""
    s, seat = decisions("ra", count=1)[0]
    hard, expert = make_bot("hard", seed=1, iterations=200), make_bot("expert", seed=1, iterations=200)
    for bot in (hard, expert):
        bot.choose(s.observation(seat), seat)
    assert isinstance(hard.search, DeepBot) and isinstance(expert.search, DeepBot)
    assert expert.search.samples == get_game("ra").bot.expert_factor * hard.search.samples > hard.search.samples
    assert expert.search.nodes // expert.search.samples == hard.search.nodes // hard.search.samples
    assert expert.search.evaluate is learned_expert and hard.search.evaluate is learned


def test_ra_hard_is_the_deep_search():
    s, seat = decisions("ra", count=1)[0]
    bot = make_bot("hard", seed=1, iterations=200)
    assert bot.choose(s.observation(seat), seat) in s.legal_moves()
    assert isinstance(bot.search, DeepBot)


def test_a_time_budget_is_shared_by_the_worlds(monkeypatch):
    """With seconds instead of nodes every world gets its share of the time (a fake clock: no timing)."""
    import engine.bots.search as search

    clock = iter(x * 0.01 for x in itertools.count())
    monkeypatch.setattr(search.time, "perf_counter", lambda: next(clock))
    s, seat = decisions("ra", count=1)[0]
    bot = SearchBot(3, seconds=0.2, samples=4)
    bot.choose(s, seat)
    assert len(bot.depths) == 4 and min(bot.depths) >= 1  # a finished depth in every world, not only the first


def test_la_granja_evaluation_is_its_heuristic_terms_and_can_be_fitted(tmp_path, monkeypatch):
    """The learned evaluation serves La Granja: its features are the hand heuristic's own terms (at the hand weights
    they give the heuristic), a fit writes a weight for each with banked points kept at 1, and with no weights file
    the search reads the heuristic."""
    import engine.bots.learned as learned_module
    from engine.games.la_granja.heuristic import HAND_WEIGHTS, seat_value
    from engine.tools.fit import fit

    game = get_game("la-granja")
    hand = [HAND_WEIGHTS.get(name, 0.0) for name in game.bot.eval_feature_names]
    monkeypatch.setattr(learned_module, "weights", lambda game, level=None: None)
    for s, _ in decisions("la-granja", count=4):
        rows = game.bot.eval_features(s)
        for p, row in enumerate(rows):
            assert sum(w * x for w, x in zip(hand, row, strict=True)) == pytest.approx(seat_value(s, p))
        assert learned(s) == pytest.approx(game.bot.heuristic_all(s))
    out = tmp_path / "weights.json"
    result = fit("la-granja", 2, ["random"], games=2, seed=1, every=20, out=out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data["weights"]) == set(game.bot.eval_feature_names) and result["rows"] > 0
    assert all(data["weights"][name] == 1.0 for name in game.bot.eval_fixed)


def test_fitting_positions_are_the_same_from_one_process_or_two():
    """Game g of a fit is played from seed + g alone, so the rows do not depend on how many processes play."""
    from engine.tools.fit import positions

    game = get_game("ra")
    one = positions(game, 2, ["medium", "random"], 2, 40, 5, None, jobs=1)
    two = positions(game, 2, ["medium", "random"], 2, 40, 5, None, jobs=2)
    assert one == two and len(one[0]) == len(one[1]) > 0


def test_a_fit_joins_the_positions_of_earlier_fits(tmp_path):
    """`also`: an earlier fit's kept positions join this fit's (Ra's expert weights are fitted on two runs)."""
    from engine.tools.fit import fit

    game = get_game("ra")
    k = len(game.bot.eval_feature_names)
    rng = random.Random(5)
    files = []
    for name, count in (("a.json", 30), ("b.json", 20)):
        xs = [[rng.uniform(-3, 3) for _ in range(k)] for _ in range(count)]
        ys = [2 * x[0] + x[1] for x in xs]
        (tmp_path / name).write_text(json.dumps({"xs": xs, "ys": ys}), encoding="utf-8")
        files.append(tmp_path / name)
    out = tmp_path / "w.json"
    result = fit("ra", 2, ["hard"], 0, rows=files[0], also=[files[1]], level="expert", out=out)
    alone = fit("ra", 2, ["hard"], 0, rows=files[0], out=tmp_path / "alone.json")
    assert result["rows"] == 50 and alone["rows"] == 30
    assert result["also"] == [{"file": "b.json", "rows": 20}] and "also" not in alone
    assert json.loads(out.read_text(encoding="utf-8"))["weights"] != alone["weights"]


def test_a_fit_holds_the_features_it_is_told_to_at_their_prior(tmp_path):
    """Hard's Ra weights hold the last-epoch features at 0 (`--hold`); a name the game lacks is a clear error."""
    from engine.tools.fit import fit

    game = get_game("ra")
    names = game.bot.eval_feature_names
    rng = random.Random(6)
    xs = [[rng.uniform(-3, 3) for _ in names] for _ in range(40)]
    ys = [x[names.index("suns_up_late_last")] * 3 + x[1] for x in xs]
    rows = tmp_path / "rows.json"
    rows.write_text(json.dumps({"xs": xs, "ys": ys}), encoding="utf-8")
    held = fit("ra", 2, ["search"], 0, rows=rows, out=tmp_path / "w.json", hold=("suns_up_late_last",))
    free = fit("ra", 2, ["search"], 0, rows=rows, out=tmp_path / "w2.json")
    assert held["weights"]["suns_up_late_last"] == 0.0 and held["held"] == ["suns_up_late_last"]
    assert free["weights"]["suns_up_late_last"] > 0.5
    with pytest.raises(ValueError, match="no such feature"):
        fit("ra", 2, ["search"], 0, rows=rows, out=tmp_path / "w3.json", hold=("suns_up_last_epoch",))
