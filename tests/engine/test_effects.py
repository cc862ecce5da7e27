"""The shared effects layer: installing, asking, removing, and clones that never leak into each other."""
from __future__ import annotations

import pickle
from typing import Any

import pytest

from engine.core.effects import COST, ON_GOODS_ENTER, Effect, EffectIndex, EffectKind, Vocabulary, modify, trigger


def _discount(state: Any, seat: int, value: int, effect: Effect, **context: Any) -> int:
    return max(0, value - effect.param("by", 1))


def _log_entry(state: Any, seat: int, effect: Effect, **context: Any) -> None:
    state.append((seat, effect.source, context["good"]))


VOCAB = Vocabulary("test-effects", [
    EffectKind("discount", modifiers={COST: _discount}),
    EffectKind("greeter", reactions={ON_GOODS_ENTER: _log_entry}),
])
CHEAP = Effect("discount", (("by", 2),), source=7)
GREET = Effect("greeter", source=9)


def test_modify_folds_in_installation_order_and_only_for_that_seat() -> None:
    fx = EffectIndex(VOCAB, 2)
    fx.install(0, CHEAP)
    fx.install(0, Effect("discount", (("by", 1),), source=8))
    assert modify(fx, 0, COST, 5, None) == 2
    assert modify(fx, 1, COST, 5, None) == 5


def test_trigger_reacts_with_context() -> None:
    fx = EffectIndex(VOCAB, 2)
    fx.install(1, GREET)
    seen: list[tuple[int, int, str]] = []
    trigger(fx, 1, ON_GOODS_ENTER, seen, good="wood")
    trigger(fx, 0, ON_GOODS_ENTER, seen, good="clay")
    assert seen == [(1, 9, "wood")]


def test_clone_and_original_never_share_a_change() -> None:
    fx = EffectIndex(VOCAB, 2)
    fx.install(0, CHEAP)
    copy = fx.clone()
    copy.install(0, GREET)
    fx.remove(0, CHEAP)
    assert fx.installed(0, COST) == () and fx.installed(0, ON_GOODS_ENTER) == ()
    assert copy.installed(0, COST) == (CHEAP,) and copy.installed(0, ON_GOODS_ENTER) == (GREET,)
    copy.clear(0)
    fx.install(0, CHEAP)
    assert copy.installed(0, COST) == () and fx.installed(0, COST) == (CHEAP,)


def test_remove_takes_one_copy_and_drops_empty_hooks() -> None:
    fx = EffectIndex(VOCAB, 1)
    fx.install(0, CHEAP)
    fx.install(0, CHEAP)
    fx.remove(0, CHEAP)
    assert fx.installed(0, COST) == (CHEAP,)
    fx.remove(0, CHEAP)
    assert COST not in fx.by_seat[0]


def test_unknown_hook_and_duplicate_names_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown hooks"):
        Vocabulary("test-effects-bad", [EffectKind("odd", reactions={"no_such_hook": _log_entry})])
    with pytest.raises(ValueError, match="exists already"):
        Vocabulary("test-effects", [])


def test_index_pickles_with_its_vocabulary_by_name() -> None:
    fx = EffectIndex(VOCAB, 1)
    fx.install(0, CHEAP)
    back = pickle.loads(pickle.dumps(fx))
    assert back.vocabulary is VOCAB and back.installed(0, COST) == (CHEAP,)


def test_key_holds_two_effects_on_one_hook_and_follows_installation_order() -> None:
    a, b = EffectIndex(VOCAB, 1), EffectIndex(VOCAB, 1)
    other = Effect("discount", (("by", 1),), source=8)
    a.install(0, CHEAP)
    a.install(0, other)
    b.install(0, other)
    b.install(0, CHEAP)
    assert a.key() != b.key()  # the order `modify` folds in is part of the position
    a.install(0, GREET)
    c = EffectIndex(VOCAB, 1)
    c.install(0, GREET)
    c.install(0, CHEAP)
    c.install(0, other)
    assert a.key() == c.key()  # hooks are keyed by name, whatever order they were first used in
