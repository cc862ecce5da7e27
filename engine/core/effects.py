"""Effects of cards, buildings and tiles: named hook points, a per-seat index, `modify` and `trigger`.

Card and building data (TOML) name an effect *kind* and its parameters; the kind is written once in
code, as an `EffectKind`, and registered in the game's `Vocabulary`. When a card comes into play its
effect is installed in the state's `EffectIndex` under the hooks its kind listens to; the rules then
ask the index at each hook point:

- `modify(index, seat, hook, value, state, **context)` folds a value (a cost, a price, a capacity)
  through every installed effect of that seat on that hook, in installation order;
- `trigger(index, seat, hook, state, **context)` lets each installed effect react (gain goods, push a
  decision) — the rules code never names a card.

Hook points are the timing windows of the four games (after the Agricola seed's order of taking goods:
taken → on taking → into the supply → on entering). A game may add hooks of its own; a kind that
listens to an unknown hook is refused when the vocabulary is built.

The index is cheap to clone: per seat, a dict from hook to a tuple of installed effects, never
changed in place (installing or removing builds a new dict), so a clone copies only the list of seats.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

# --- hook points -------------------------------------------------------------------------------------
ON_TAKE_GOODS = "on_take_goods"        # goods taken from an action space, before they reach the supply
ON_GOODS_ENTER = "on_goods_enter"      # goods that have just entered a seat's supply
COST = "cost"                          # modify: the cost of building, buying or playing something
PRICE = "price"                        # modify: a price at a market
PHASE_START = "phase_start"            # a named phase or step begins
REWARD = "reward"                      # a reward word is received (La Granja's play/draw/upgrade/...)
RETURN_HOME = "return_home"            # workers come back
HARVEST_FIELD = "harvest_field"        # the field phase of a harvest
FEEDING = "feeding"                    # feeding (modify: food needed; trigger: extra conversions)
BREEDING = "breeding"                  # breeding
END_SCORING = "end_scoring"            # after the last round, before final scoring
ANY_TIME = "any_time"                  # conversions a seat may make at any time (only goods in its supply)
BONUS_POINTS = "bonus_points"          # modify: points at final scoring

HOOKS: frozenset[str] = frozenset({
    ON_TAKE_GOODS, ON_GOODS_ENTER, COST, PRICE, PHASE_START, REWARD, RETURN_HOME, HARVEST_FIELD,
    FEEDING, BREEDING, END_SCORING, ANY_TIME, BONUS_POINTS,
})

Modifier = Callable[..., Any]   # (state, seat, value, effect, **context) -> new value
Reaction = Callable[..., None]  # (state, seat, effect, **context) -> None


@dataclass(frozen=True, slots=True)
class EffectKind:
    """One kind of effect, written once. `modifiers`/`reactions` map hook names to the code."""

    name: str
    modifiers: dict[str, Modifier] = field(default_factory=dict)
    reactions: dict[str, Reaction] = field(default_factory=dict)

    @property
    def hooks(self) -> frozenset[str]:
        return frozenset(self.modifiers) | frozenset(self.reactions)


@dataclass(frozen=True, slots=True)
class Effect:
    """An effect in play: its kind, its parameters from the data (a hashable tuple of pairs) and the
    component it comes from (a card or building id), for the table and the log."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    source: int = -1

    def param(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


_VOCABULARIES: dict[str, Vocabulary] = {}


def vocabulary(name: str) -> Vocabulary:
    """The vocabulary called `name` (how a pickled state finds its code again in another process)."""
    try:
        return _VOCABULARIES[name]
    except KeyError:
        raise LookupError(f"no effect vocabulary {name!r}: its game is not imported") from None


class Vocabulary:
    """A game's effect kinds by name. Built once at import; data is validated against it.

    It is registered under its `name`, and pickles as that name: a state sent to the bot worker process
    carries its installed effects as data, never the kinds' code (which may be closures)."""

    __slots__ = ("name", "kinds", "hooks")

    def __init__(self, name: str, kinds: Iterable[EffectKind], extra_hooks: Iterable[str] = ()) -> None:
        if name in _VOCABULARIES:
            raise ValueError(f"an effect vocabulary called {name!r} exists already")
        self.name = name
        self.hooks = HOOKS | frozenset(extra_hooks)
        self.kinds: dict[str, EffectKind] = {}
        for kind in kinds:
            if kind.name in self.kinds:
                raise ValueError(f"effect kind {kind.name!r} is defined twice")
            unknown = kind.hooks - self.hooks
            if unknown:
                raise ValueError(f"effect kind {kind.name!r} listens to unknown hooks {sorted(unknown)}")
            self.kinds[kind.name] = kind
        _VOCABULARIES[name] = self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return vocabulary, (self.name,)

    def __contains__(self, name: object) -> bool:
        return name in self.kinds

    def __getitem__(self, name: str) -> EffectKind:
        return self.kinds[name]


class EffectIndex:
    """Installed effects per seat and hook.

    Copy-on-write: a seat's dict is never changed in place (installing or removing builds a new one), so
    `clone()` shares the dicts and copies only the list of seats — states are cloned far more often than
    effects change."""

    __slots__ = ("vocabulary", "by_seat")

    def __init__(self, vocabulary: Vocabulary, num_players: int) -> None:
        self.vocabulary = vocabulary
        self.by_seat: list[dict[str, tuple[Effect, ...]]] = [{} for _ in range(num_players)]

    def clone(self) -> EffectIndex:
        c = EffectIndex.__new__(EffectIndex)
        c.vocabulary = self.vocabulary
        c.by_seat = self.by_seat[:]
        return c

    def install(self, seat: int, effect: Effect) -> None:
        kind = self.vocabulary[effect.kind]
        d = dict(self.by_seat[seat])
        for hook in kind.hooks:
            d[hook] = d.get(hook, ()) + (effect,)
        self.by_seat[seat] = d

    def remove(self, seat: int, effect: Effect) -> None:
        d = dict(self.by_seat[seat])
        for hook, effects in list(d.items()):
            if effect in effects:
                i = effects.index(effect)
                rest = effects[:i] + effects[i + 1:]
                if rest:
                    d[hook] = rest
                else:
                    del d[hook]
        self.by_seat[seat] = d

    def clear(self, seat: int) -> None:
        """Forget a seat's effects (before installing them again from what it holds)."""
        self.by_seat[seat] = {}

    def installed(self, seat: int, hook: str) -> tuple[Effect, ...]:
        return self.by_seat[seat].get(hook, ())

    def key(self) -> tuple[Any, ...]:
        # Hooks by name (a dict's order depends on history); effects in installation order, which matters:
        # `modify` folds in that order. Effects themselves are never compared (they have no order).
        return tuple(tuple(sorted(d.items(), key=lambda he: he[0])) for d in self.by_seat)


def modify(index: EffectIndex, seat: int, hook: str, value: Any, state: Any, **context: Any) -> Any:
    """`value` folded through the seat's effects on `hook` (in the order they were installed)."""
    effects = index.by_seat[seat].get(hook)
    if not effects:
        return value
    kinds = index.vocabulary.kinds
    for e in effects:
        value = kinds[e.kind].modifiers[hook](state, seat, value, e, **context)
    return value


def trigger(index: EffectIndex, seat: int, hook: str, state: Any, **context: Any) -> None:
    """Every effect of the seat on `hook` reacts, in installation order."""
    effects = index.by_seat[seat].get(hook)
    if not effects:
        return
    kinds = index.vocabulary.kinds
    for e in effects:
        kinds[e.kind].reactions[hook](state, seat, e, **context)


# --- a reward vocabulary: one word, one (feasible, apply) ------------------------------------------------
@dataclass(frozen=True, slots=True)
class Reward:
    """A reward word ('play', 'draw', 'upgrade', ...): whether a seat can take it now, and taking it
    `amount` times (4 silver, 2 free upgrades). Every source of that reward (a die, a trade good, a roof,
    a helper) goes through it, so the word is interpreted once."""

    name: str
    feasible: Callable[[Any, int], bool]
    apply: Callable[[Any, int, int], None]  # (state, seat, amount)


class RewardTable:
    __slots__ = ("rewards",)

    def __init__(self, rewards: Iterable[Reward]) -> None:
        self.rewards: dict[str, Reward] = {}
        for r in rewards:
            if r.name in self.rewards:
                raise ValueError(f"reward {r.name!r} is defined twice")
            self.rewards[r.name] = r

    def __contains__(self, name: object) -> bool:
        return name in self.rewards

    def feasible(self, name: str, state: Any, seat: int) -> bool:
        return self.rewards[name].feasible(state, seat)

    def give(self, name: str, state: Any, seat: int, amount: int = 1) -> None:
        self.rewards[name].apply(state, seat, amount)
