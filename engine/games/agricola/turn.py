"""A seat's turn in the work phase: placing a person, then the space's action as the space joins its parts.

The seed's legality [S]: "A and then B" — B only after A (and A must be possible for the space to be
taken); "A and/or B" — the space may be taken if either is possible, and the seat does one or both in any
order; a space whose action cannot be carried out cannot be taken at all (an emptied accumulating space
included). `SpaceAction` sits under the parts' own decisions and drives the order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import modify
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import actions, reasons
from engine.games.agricola.card_actions import fee_ok, pay_fee
from engine.games.agricola.card_effects import USE_OCCUPIED
from engine.games.agricola.moves import FINISH, PART, PLACE, DoPart, Finish, Place
from engine.games.agricola.state import AgState


def space_possible(s: AgState, p: int, sp: int) -> bool:
    """Whether the space's action can be carried out by seat p now (the placement rule)."""
    mode = s.t.space_mode[sp]
    n = len(s.t.space_parts[sp])
    if mode in ("one", "then"):
        return actions.feasible(s, p, sp, 0)
    if mode == "all":
        return all(actions.feasible(s, p, sp, i) for i in range(n))
    return any(actions.feasible(s, p, sp, i) for i in range(n))


def placements(s: AgState, p: int) -> list[Place]:
    occ = s.occ
    if s.k is not None:
        spaces = s.k.spaces  # a card's space: its fee must be payable too
        return [PLACE[sp] for sp in s.board if free_for(s, p, sp) and space_possible(s, p, sp)
                and (sp not in spaces or fee_ok(s, p, sp))]
    return [PLACE[sp] for sp in s.board if occ[sp] < 0 and space_possible(s, p, sp)]


def free_for(s: AgState, p: int, sp: int) -> bool:
    """Free, or (a card allows it) taken by another seat's person only."""
    if s.occ[sp] < 0:
        return True
    return sp not in s.k.placed[p] and bool(modify(s.fx, p, USE_OCCUPIED, False, s, space=sp))


@dataclass(frozen=True, slots=True)
class PlaceWorker(Decision[AgState]):
    seat: int
    PROMPT: ClassVar[Text] = Text("Place a person on an action space", "家族をアクションスペースに置いてください")

    def legal_moves(self, state: AgState) -> list[Place]:
        return placements(state, self.seat)

    def explain(self, state: AgState, move: object) -> Reason:
        if not isinstance(move, Place):
            return NOT_NOW
        sp = state.t.space_index.get(move.space, -1)
        if sp not in state.board:
            return reasons.NOT_A_SPACE
        if state.occ[sp] >= 0 and (state.k is None or not free_for(state, self.seat, sp)):
            return reasons.OCCUPIED
        return reasons.CANNOT_DO

    def apply(self, state: AgState, move: Place) -> None:
        sp = state.t.space_index[move.space]
        p = self.seat
        state.pending.pop()
        if state.occ[sp] < 0:  # a second person (a card's) leaves the first one's mark
            state.occ[sp] = p
        if state.k is not None:
            state.k.placed[p].append(sp)
        state.avail[p] -= 1
        emit(state.ev, "person_placed", seat=p, space=move.space)
        state.pending.append(SpaceAction(p, sp))
        if state.k is not None and sp in state.k.spaces:
            pay_fee(state, p, sp)


@dataclass(frozen=True, slots=True)
class SpaceAction(Decision[AgState]):
    """The parts of a space's action: which are done (`done`, a bit per part) and which may come next."""

    seat: int
    space: int
    done: int = 0
    PROMPT: ClassVar[Text] = Text("Choose the next action of this space, or finish",
                                  "このスペースの次のアクションを選ぶか、終了してください")

    def _options(self, state: AgState) -> tuple[list[int], bool]:
        """(parts that may start now, whether finishing is allowed)."""
        t = state.t
        mode = t.space_mode[self.space]
        n = len(t.space_parts[self.space])
        done = self.done
        if mode in ("one", "all"):  # every part, in order: the next one is due
            nxt = done.bit_length()
            return ([nxt] if nxt < n else []), nxt >= n
        if mode == "then":
            if not done:
                return [0], False
            if done == 1 and actions.feasible(state, self.seat, self.space, 1):
                return [1], True
            return [], True
        if mode == "or" and done:
            return [], True
        able = [i for i in range(n) if not done >> i & 1 and actions.feasible(state, self.seat, self.space, i)]
        return able, bool(done)

    def legal_moves(self, state: AgState) -> list:
        parts, can_finish = self._options(state)
        moves: list = [PART[i] for i in parts]
        if can_finish and parts:
            moves.append(FINISH)
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, Finish):
            return reasons.FINISH_NOT_YET
        if isinstance(move, DoPart) and state.t.space_mode[self.space] == "then" and move.part == 1:
            return reasons.THEN_FIRST
        return reasons.PART_NOT_NOW if isinstance(move, DoPart) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        """A part that is due starts by itself; nothing left to choose ends the action."""
        parts, can_finish = self._options(state)
        if not parts and can_finish:
            state.pending.pop()
            return True
        mode = state.t.space_mode[self.space]
        if len(parts) == 1 and (not can_finish or mode in ("one", "all")):
            self.apply(state, PART[parts[0]])
            return True
        return False

    def apply(self, state: AgState, move: DoPart | Finish) -> None:
        if isinstance(move, Finish):
            state.pending.pop()
            return
        state.pending[-1] = SpaceAction(self.seat, self.space, self.done | 1 << move.part)
        actions.start(state, self.seat, self.space, move.part)
