"""One reward table (after the seed's icons): what each reward word gives, and whether a seat can take it.

Dice, trade goods, roof tiles and helpers all name rewards (goods.DIE_REWARDS, TRADE_REWARDS,
ROOF_REWARDS; a helper's effect kind): `play` a card, `draw` one, `upgrade` goods for free, `deliver`,
`siesta` steps, `silver`, a `pig`, one harvest good, two different ones (`olive+grain` …), a `vp`.
Each word is interpreted here once; an option that would do nothing now is not offered (ruling).
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core.effects import Reward, RewardTable
from engine.games.la_granja import deliveries, pending
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import GRAIN, GRAPE, HARVEST, OLIVE, PAIR_NAMES, PAIRS, PIG, SILVER, Rewards
from engine.games.la_granja.state import LGState

# Modules of this package are used through their names inside functions only: they import one another.


def always(s: LGState, p: int) -> bool:
    return True


def has_hand(s: LGState, p: int) -> bool:
    return bool(s.hand[p])


def can_draw(s: LGState, p: int) -> bool:
    return bool(s.deck or s.discard)


def can_upgrade_any(s: LGState, p: int) -> bool:
    """Whether seat p holds a good that can be upgraded (olive, grain, grape, pig; crops count)."""
    have = h.counts(s, p)
    return bool(have[OLIVE] or have[GRAIN] or have[GRAPE] or have[PIG])


def can_deliver_any(s: LGState, p: int) -> bool:
    return deliveries.can_deliver_any(s, p)


def _silver(s: LGState, p: int, n: int) -> None:
    s.goods[p][SILVER] += n


def _pig(s: LGState, p: int, n: int) -> None:
    for _ in range(n):
        h.gain_pig(s, p)  # no den room: sold at once (holdings.gain_pig)


def _vp(s: LGState, p: int, n: int) -> None:
    h.gain_vp(s, p, n, "roofs")  # only roof tiles give VP as a reward word


def _play(s: LGState, p: int, n: int) -> None:
    s.pending.append(pending.PlayCards(p, n))


def _draw(s: LGState, p: int, n: int) -> None:
    s.pending.append(pending.DrawCards(p, n))  # may exceed the hand limit


def _upgrade(s: LGState, p: int, n: int) -> None:
    s.pending.append(pending.FreeUpgrades(p, n))


def _upgrade_siesta(s: LGState, p: int, n: int) -> None:
    h.gain_siesta(s, p, n)
    if can_upgrade_any(s, p):
        s.pending.append(pending.FreeUpgrades(p, n))


def _siesta(s: LGState, p: int, n: int) -> None:
    h.gain_siesta(s, p, n)


def _deliver(s: LGState, p: int, n: int) -> None:
    s.pending.append(pending.FreeDeliveries(p, n))


def _good(name: str, g: int) -> Reward:
    def give(s: LGState, p: int, n: int) -> None:
        h.give(s, p, g, n)
    return Reward(name, always, give)


def _pair(name: str, goods: tuple[int, int]) -> Reward:
    def give(s: LGState, p: int, n: int) -> None:
        for g in goods:
            h.give(s, p, g, n)
    return Reward(name, always, give)


REWARDS = RewardTable([
    Reward("silver", always, _silver),
    Reward("pig", always, _pig),
    Reward("vp", always, _vp),
    *(_good(name, g) for name, g in zip(("olive", "grain", "grape"), HARVEST, strict=True)),
    *(_pair(name, pair) for name, pair in zip(PAIR_NAMES, PAIRS, strict=True)),
    Reward("play", has_hand, _play),
    Reward("draw", can_draw, _draw),
    Reward("upgrade", can_upgrade_any, _upgrade),
    Reward("upgrade_siesta", always, _upgrade_siesta),  # the siesta step is always possible
    Reward("siesta", always, _siesta),
    Reward("deliver", can_deliver_any, _deliver),
])


def feasible(word: str, s: LGState, p: int) -> bool:
    return REWARDS.rewards[word].feasible(s, p)


Check = Callable[[LGState, int], bool]
_checks: dict[int, tuple[tuple[str, Check | None], ...]] = {}  # by id of a source's table (module constants)


def offered(options: Rewards, s: LGState, p: int) -> list[str]:
    """The option words of a source (a die face, the trade good, a roof) that seat p can take now."""
    checks = _checks.get(id(options))
    if checks is None:  # once per table: the options always offered need no call
        table = REWARDS.rewards
        checks = _checks[id(options)] = tuple(
            (o, None if table[w].feasible is always else table[w].feasible) for o, (w, _) in options.items())
    return [o for o, check in checks if check is None or check(s, p)]


def always_offered(options: Rewards) -> tuple[str, ...]:
    """The options of a source that are offered whatever a seat holds (checked once, at import)."""
    return tuple(o for o, (word, _) in options.items() if REWARDS.rewards[word].feasible is always)


def give(reward: tuple[str, int], s: LGState, p: int) -> None:
    """Seat p receives `reward` (a word and an amount, from a source's table)."""
    REWARDS.give(reward[0], s, p, reward[1])
