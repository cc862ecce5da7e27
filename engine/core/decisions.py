"""Pending decisions (after TAG's IExtendedSequence): one small class per kind of decision.

A state keeps a stack `pending` of `Decision`s; the top one owns the next decision. Each kind is a
frozen slotted dataclass with named fields, so it is hashable, cheap to clone (the stack is copied by
`list[:]`, the entries are shared) and reads as what it is: `PayExtension(seat=1, left=2, paid=0)`.

A kind says
- whose decision it is (`seat`; `CHANCE` for a draw the dealer makes),
- which moves are legal (`legal_moves`) and why another one is not (`explain`, ja/en) — `why_illegal`
  uses `legal_moves` itself, so legality is decided in exactly one place,
- which of the legal moves bots weigh (`candidate_moves`; all of them unless the choice is too wide),
- what a move does (`apply`),
- whether it resolves itself (`settle`: nothing to decide, or an automatic step), and
- its prompt (`prompt`, ja/en) and whether the game's free actions are open while it waits (`free_actions`).

Games keep the stack on the state (`state.pending`) and hand off to it with the helpers below, so
`current_player / legal_moves / why_illegal / apply_trusted` read the top of the stack.
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.errors import Reason
from engine.core.game import CHANCE, NOT_AN_OUTCOME, weighted_pick
from engine.core.text import Text

S = TypeVar("S")  # the game's state class

NOT_NOW = Reason("that move is not allowed now", "今はその手は指せません")


class Decision(Generic[S]):
    """Base of every pending decision. Subclasses are `@dataclass(frozen=True, slots=True)`."""

    __slots__ = ()
    seat: int
    # Whether the game's free actions ("any time" actions) are legal while this decision waits.
    free_actions: ClassVar[bool] = False
    # Whether the kind has a `settle` of its own (set for every subclass): the flow skips the call
    # otherwise, as it asks the top decision after every move.
    settles: ClassVar[bool] = False
    # The default prompt; kinds whose prompt depends on their fields or the state override `prompt`.
    PROMPT: ClassVar[Text] = Text("Your decision", "あなたの選択です")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.settles = cls.settle is not Decision.settle

    def legal_moves(self, state: S) -> list[Any]:
        """Every legal move of this decision (free actions are added by the game when `free_actions`)."""
        raise NotImplementedError

    def candidate_moves(self, state: S) -> list[Any]:
        """The moves bots weigh here: `legal_moves`, or a sensible, never empty part of them where the legal
        choice is too wide to search (Agricola's 5,726 pasture shapes: the rectangles and their unions).
        Rules and the table never read it."""
        return self.legal_moves(state)

    def explain(self, state: S, move: Any) -> Reason:
        """Why `move`, which is not among `legal_moves`, is illegal: a reason a person understands."""
        return NOT_NOW

    def why_illegal(self, state: S, move: Any) -> Reason | None:
        """None if legal. The one check: membership in `legal_moves`; `explain` only words the answer."""
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def apply(self, state: S, move: Any) -> None:
        """Play `move` (known legal). The decision pops, replaces or keeps itself on the stack."""
        raise NotImplementedError

    def settle(self, state: S) -> bool:
        """Resolve without a player when there is nothing to decide (or the step is automatic).

        Returns True when it changed the stack (popped itself, or did its work), so the flow looks
        again. The default does nothing (returns False): kinds that can settle override it."""
        return False

    def prompt(self, state: S) -> Text:
        """What the seat is asked, for the status panel (ja/en)."""
        return self.PROMPT

    def key(self) -> tuple[Any, ...]:
        """This decision as plain values, for the state's hash."""
        fields = getattr(self, "__dataclass_fields__", {})
        return (type(self).__name__, *(getattr(self, f) for f in fields))


class Chance(Decision[S]):
    """A decision chance makes (`seat` is CHANCE): a draw, a roll, a deal, a shuffle.

    It names the `source` it draws from (the bag, the deck, a stage's round cards): `Match` samples the
    n-th draw of a source from a stream keyed by the match's secret, the source and n, so what a source
    yields does not depend on the moves made between its draws. An outcome is sampled from what remains in
    a canonical order (sorted, or the game's data order), never from an order that moves could change.

    A kind lists its `outcomes` (with probabilities), or, for a space too large to list (a shuffle, a
    deal), sets `listed = False` and writes `sample` and `possible`. `apply` plays the outcome; a kind
    on the stack pops itself, a step's chance (engine/core/flow.py) leaves the step's predicate to change."""

    __slots__ = ()
    seat: int = CHANCE
    source: ClassVar[str] = "chance"  # the name of the stream this kind draws from
    listed: ClassVar[bool] = True
    PROMPT: ClassVar[Text] = Text("Chance decides", "偶然が決めます")

    def chance_source(self, state: S) -> str:
        """The source this draw comes from (kinds whose source depends on the state override it: a round's roofs)."""
        return self.source

    def legal_moves(self, state: S) -> list[Any]:
        return []  # no seat decides here

    def outcomes(self, state: S) -> list[tuple[Any, float]]:
        """Every outcome with its probability, in a canonical order (empty when not `listed`: a shuffle or a deal
        is only sampled)."""
        if not self.listed:
            return []
        raise NotImplementedError

    def sample(self, state: S, rng: random.Random) -> Any:
        """One outcome drawn with `rng` (the default walks `outcomes` by their probabilities)."""
        return weighted_pick(self.outcomes(state), rng)

    def possible(self, state: S, move: Any) -> bool:
        """Whether `move` is one of this draw's outcomes (a record may force any of them)."""
        return any(m == move for m, _ in self.outcomes(state))

    def why_illegal(self, state: S, move: Any) -> Reason | None:
        return None if self.possible(state, move) else self.explain(state, move)

    def explain(self, state: S, move: Any) -> Reason:
        return NOT_AN_OUTCOME


def top(pending: list[Any]) -> Any:
    """The decision on top of the stack, or None."""
    return pending[-1] if pending else None


def replace_top(pending: list[Any], decision: Any) -> None:
    """Put `decision` in place of the top one (a counter that steps down, a choice that narrows)."""
    pending[-1] = decision
