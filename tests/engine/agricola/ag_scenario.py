"""Scenario helpers: an Agricola match with scripted chance (the start player, each round's card) driven
to the situation a rule needs. Goods and farm pieces may be handed out directly (scenario set-up, not a rule)."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.agricola import GAME
from engine.games.agricola.data import NG, G
from engine.games.agricola.farm import CELL_INDEX
from engine.games.agricola.moves import Place, RevealRound, StartPlayer

# the round cards in the order the scenarios reveal them by default: one per stage, in data order
DEFAULT_CARDS = ("sow_bake", "fences", "major", "sheep", "growth", "stone_stage2", "renovate_major", "vegetable",
                 "boar", "stone_stage4", "cattle", "urgent_growth", "plow_sow", "renovate_fences")


class Scenario:
    def __init__(self, n: int = 2, start: int = 0, cards: Sequence[str] = DEFAULT_CARDS) -> None:
        """`cards`: the round cards in order (as many as wanted; the rest come in data order)."""
        self.m = Match(GAME, n, seed=1, options={"family": True})  # the family game (cards: ag_cards)
        self.cards = list(cards)
        self.events: list = []
        if n > 1:
            self.m.play(StartPlayer(start))
        self.chance()

    @property
    def s(self):  # noqa: ANN201 - the match's state
        return self.m.state

    def chance(self) -> None:
        while self.s.current_player() == CHANCE:
            i = len(self.s.cards)
            # the scripted card, else the first of the stage's cards still hidden (in data order)
            move = RevealRound(self.cards[i]) if i < len(self.cards) else self.s.chance_outcomes()[0][0]
            self.m.play(move, self.events)

    def play(self, *moves: object) -> None:
        for move in moves:
            self.m.play(move, self.events)
            self.chance()

    def place(self, space: str, *then: object) -> None:
        self.play(Place(space), *then)

    def happened(self, kind: str) -> list:
        return [e for e in self.events if e.kind == kind]

    def give(self, seat: int, **goods: int) -> None:
        for name, k in goods.items():
            self.s.goods[NG * seat + G[name]] += k

    def have(self, seat: int, name: str) -> int:
        return self.s.goods[NG * seat + G[name]]

    def moves(self) -> list:
        return self.s.legal_moves()

    def own_moves(self) -> list:
        """The legal moves of the decision itself, without the full game's "any time" free actions."""
        free = self.s.free_move_types
        return [m for m in self.s.legal_moves() if type(m) not in free]

    def kinds(self) -> set[str]:
        return {m.kind for m in self.moves()}

    def spaces(self) -> set[str]:
        return {m.space for m in self.moves() if m.kind == "place"}

    def pass_round(self, space_order: Sequence[str] = ()) -> None:
        """Everyone places on the first of `space_order` still legal, else their first legal move, until the
        round is over (later decisions take the first legal move)."""
        r = self.s.round
        while self.s.round == r and not self.s.is_terminal():
            legal = self.moves()
            pick = next((m for name in space_order for m in legal if getattr(m, "space", None) == name), legal[0])
            self.play(pick)


def cells(*names: str) -> int:
    out = 0
    for name in names:
        out |= 1 << CELL_INDEX[name]
    return out


def to_round(sc: Scenario, r: int) -> None:
    """Play first legal moves until round `r` starts (its card revealed, nobody placed yet)."""
    while sc.s.round < r:
        sc.pass_round()


def fence(s, seat: int, *groups: Sequence[str], stables: Sequence[str] = ()) -> None:
    """Scenario set-up (not a rule): pastures (each a group of cells) and stables on a farm."""
    from engine.games.agricola import farm
    for group in groups:
        s.fences[seat] |= farm.boundary(cells(*group))
    for name in stables:
        s.stables[seat] |= cells(name)
    s.farm_changed(seat)


def own(s, seat: int, major: str) -> None:
    """Scenario set-up: the seat owns the major, its building resources as they were before."""
    from engine.games.agricola import majors
    before = list(s.goods[NG * seat:NG * seat + 4])  # wood, clay, reed, stone
    for g in range(4):
        s.goods[NG * seat + g] += 10
    majors.buy(s, seat, s.t.major_index[major], -1)
    s.goods[NG * seat:NG * seat + 4] = before
