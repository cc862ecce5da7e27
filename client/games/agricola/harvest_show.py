"""The harvest as a sequence a player can follow: 1. Fields, 2. Feeding, 3. Breeding, each step on screen for
at least a moment, with what each seat got in it, then the table returns.

The steps come from the engine: the flow's step (`FLOW.name`) says where the harvest is, and its events say
what happened (`fields_harvested`, `family_fed`, `animals_bred`, `breeding_blocked` with the engine's own
words, animals cooked or released). The show never works out a rule. An automatic harvest (every seat has
its food, nobody chooses) passes in one engine move; the show then holds each step for `HOLD` seconds, with
a blocking tween renewed while the hold lasts, so the table (bots and input) waits while it is read: a
harvest stays about 5.7 s on screen at the default animation speed (the summary until clicked away or
`SUMMARY` seconds), so the next round's first placement waits until the harvest has been seen. A person whose
begging cards the engine took without a decision (nothing left to convert) is told so at the feeding step,
which then holds until clicked. It has its own
budget: the bot whose placement ended the round has used its turn's, and its over-budget skips end the
steps' animations (the flights shrink, as every animation) but not the steps' moments.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import Counter
from client.anim.tween import Tween, Tweener, linear
from engine.core.events import Event
from engine.games.agricola.round import FLOW

STEPS = ("field_phase", "feeding", "breeding")
DEFER = {"family_fed": 2, "animals_bred": 3, "breeding_blocked": 3}  # animated when the show reaches its step
HOLD = 0.6  # seconds the fields and the feeding stay at least before the next step
SUMMARY = 4.5  # seconds the last step (the whole harvest's summary) stays unless the player clicks it away


@dataclass(slots=True)
class SeatHarvest:
    """What one seat got in this harvest, as the events said it."""

    grain: int = 0
    vegetable: int = 0
    harvested: bool = False
    food: int = 0
    begging: int = 0
    points: int = 0  # what the begging cards cost (negative)
    fed: bool = False
    bred: list[str] = field(default_factory=list)
    notes: list[Any] = field(default_factory=list)  # the engine's words (Text): a breeding blocked, animals gone


def harvest_round(s: Any) -> int:
    """The harvest the position is in or has just passed: the last harvest round up to this round."""
    return max((r for r in s.t.harvests if r <= s.round), default=s.round)


def harvest_events(match: Any) -> list[Event]:
    """The events of the harvest the match is in so far, replayed from its record: after an undo or a resumed
    save the table has not seen them, and the rows would be empty."""
    from engine.core.match import Match
    m = Match(match.game, match.num_players, match.seed, match.options)
    events: list[Event] = []
    for move in match.moves:
        m.state.apply_trusted(move, events)
    rnd = harvest_round(m.state)
    start = max((i for i, e in enumerate(events) if e.kind == "round_started" and e["round"] == rnd), default=0)
    return events[start:]


class HarvestShow:
    def __init__(self, tweener: Tweener, speed: Callable[[], float] = lambda: 1.0,
                 recall: Callable[[], list[Event]] = list, person: Callable[[int], bool] = lambda seat: False) -> None:
        self.tweener = tweener
        self.person = person  # whether a seat is played by a person at this table
        self.speed = speed  # the animation speed setting
        self.recall = recall  # the harvest's events so far, when the show opens without having seen them
        self.round = 0  # 0: no harvest on screen
        self.step = 0  # the step shown, 1..3
        self.ready = 0  # the last step whose hold is over
        self.rows: dict[int, SeatHarvest] = {}
        self.version = 0  # changes whenever what is shown changes (the zone's key)
        self.seen: list[int] = []  # the steps in the order shown (tests read it)
        self.later: list[Event] = []  # events whose animation waits for their step (`DEFER`)
        self.left = 0.0  # seconds the shown step still holds
        self._hold: Tween | None = None  # the blocking tween of the hold
        self.asked: set[int] = set()  # people who had the feeding panel this harvest (they chose to beg)
        self.begged: list[int] = []  # people who took begging cards without a choice (nothing to convert)
        self.waiting = False  # the feeding step holds until the player has read who begged (`dismiss`)

    @property
    def open(self) -> bool:
        return self.round > 0

    def key(self) -> tuple:
        return (self.round, self.step, self.version, self.waiting)

    def row(self, seat: int) -> SeatHarvest:
        return self.rows.setdefault(seat, SeatHarvest())

    # --- events --------------------------------------------------------------------------------------
    def note(self, event: Event, state: Any) -> None:
        """An engine event the table shows; the harvest's own are remembered for the rows."""
        kind = event.kind
        if kind == "fields_harvested":
            if not self.open or self.step > 1 or self.round != harvest_round(state):
                self.begin(harvest_round(state), 1, 0)
            r = self.row(event["seat"])
            r.grain, r.vegetable, r.harvested = event["grain"], event["vegetable"], True
        elif not self.open:
            return
        elif kind == "family_fed":
            r = self.row(event["seat"])
            r.food, r.begging, r.fed = event["food"], event["begging"], True
            r.points = event["begging"] * state.t.g.begging_points
            seat = event["seat"]
            if r.begging and self.person(seat) and seat not in self.asked and seat not in self.begged:
                self.begged.append(seat)
                if self.step == 2:
                    self.wait()
        elif kind == "animals_bred":
            self.row(event["seat"]).bred += list(event["species"])
        elif kind in ("breeding_blocked", "animals_cooked", "animals_released"):
            words = state.narrate(event)
            if words is not None:
                self.row(event["seat"]).notes.append(words)
        else:
            return
        self.version += 1

    def defer(self, event: Event) -> bool:
        """True when the event's animation waits until the show reaches its step (an automatic harvest's
        events all arrive at once: the young should not appear while the fields are shown)."""
        if self.open and DEFER.get(event.kind, 0) > self.step:
            self.later.append(event)
            return True
        return False

    def due(self) -> list[Event]:
        """The waiting events whose step has come (all of them once the show is closed)."""
        now = [e for e in self.later if not self.open or DEFER[e.kind] <= self.step]
        self.later = [e for e in self.later if e not in now]
        return now

    def begin(self, rnd: int, step: int, ready: int) -> None:
        self.round, self.step, self.ready = rnd, step, ready
        self.rows = {}
        self.seen = [step]
        self.version += 1
        if ready < step:
            self.hold(step)

    # --- the steps -----------------------------------------------------------------------------------
    def update(self, state: Any) -> bool:
        """Follow the engine's step, one shown step at a time; True when what is shown changed."""
        name = FLOW.name(state)
        at = STEPS.index(name) + 1 if name in STEPS else 4  # 4: the harvest is over at the engine
        if not self.open:
            if at <= 3 and not state.is_terminal():  # a harvest reached without its events (undo, a resumed save)
                self.begin(harvest_round(state), 1, 1)
                for event in self.recall():
                    self.note(event, state)
                self.step = self.ready = at
                self.seen = [at]
                return True
            return False
        target = min(at, self.ready + 1, 3)
        if target > self.step:
            self.step = target
            self.seen.append(target)
            self.version += 1
            self.hold(target)
            return True
        if at == 4 and self.ready >= 3:
            self.close()
            return True
        return False

    def hold(self, step: int) -> None:
        """Keep this step on screen HOLD seconds, the last one SUMMARY seconds (`tick`); the feeding step
        until clicked when a person had to take begging cards without being asked (nothing to convert)."""
        self.left = SUMMARY if step == 3 else HOLD
        if step == 2 and self.begged:
            self.wait()
        self.block()

    def wait(self) -> None:
        self.waiting = True
        self.left = max(self.left, HOLD)
        self.block()

    def asking(self, seat: int) -> None:
        """The feeding panel is up for this person: begging, if any, is their choice."""
        self.asked.add(seat)

    def dismiss(self) -> bool:
        """The player clicked the summary (or the begging notice) away: the hold ends now. True when it was
        holding."""
        if self.waiting and self.open:
            self.waiting = False
            self.left = 0.0
            self.ready = max(self.ready, self.step)
            if self._hold is not None:
                self._hold.finish()
            return True
        if not self.open or self.step < 3 or self.left <= 0:
            return False
        self.left = 0.0
        self.ready = 3
        if self._hold is not None:
            self._hold.finish()
        return True

    def tick(self, dt: float) -> None:
        """Once a frame: the hold runs down at the animation speed setting; while it lasts the table waits (a
        blocking tween, renewed when a skip finished it)."""
        if self.waiting:
            self.block()
            return
        if self.left <= 0:
            return
        self.left -= dt * self.speed()
        if self.left <= 0:
            self.left = 0.0
            if self.open:
                self.ready = max(self.ready, self.step)
            return
        self.block()

    def block(self) -> None:
        if not self.tweener.blocking():
            self._hold = self.tweener.add(Tween(Counter(0), "value", 1, self.left, linear))

    def close(self) -> None:
        self.round = self.step = self.ready = 0
        self.left = 0.0
        self.asked, self.begged, self.waiting = set(), [], False
        self.rows = {}
        self.version += 1

    def reset(self) -> None:
        """Undo (the tweener is cleared): the show starts again from what the engine says."""
        self.close()
        self.seen = []
        self.later = []
