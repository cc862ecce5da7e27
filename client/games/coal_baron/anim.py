"""Coal Baron's engine events as tweens: workers fly onto spaces and ousted ones to the canteen, tiles
slide into the pit, the cage rides the shaft, cubes fly between carts, cage, storage and orders,
deliveries leave for their transport, Marks come in, slots refill from the stacks, the shift clock moves
and each shift's points float up. One method per event kind, registered with `@handles`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import SpriteAnimator
from client.games.coal_baron.cards import cube_art, order_art, tile_art, worker_art
from client.games.coal_baron.layout import Box, CBLayout
from client.games.common.animator import handles
from engine.core.events import Event

COLOUR = {"yellow": 0, "brown": 1, "grey": 2, "black": 3}


def small(box: Box, size: float = 40) -> Box:
    x, y, w, h = box
    return (x + w / 2 - size / 2, y + h / 2 - size / 2, size, size)


@dataclass(slots=True)
class CBAnimator(SpriteAnimator):
    layout: CBLayout | None = None
    pit_seat: int = 0  # whose pit is drawn large
    panel_of: dict[int, int] = field(default_factory=dict)  # seat -> its small panel
    cage_at: dict[int, int] = field(default_factory=dict)  # where each cage was last seen
    scores: list[int] = field(default_factory=list)  # the score each seat had before this shift's scoring
    last_space: dict[int, str] = field(default_factory=dict)  # the space a seat placed on last

    @property
    def lay(self) -> CBLayout:
        assert self.layout is not None
        return self.layout

    def sync(self, state: Any) -> None:
        self.cage_at = {p: state.cage_level[p] for p in range(state.num_players)}
        self.scores = list(state.vp)

    def seat_box(self, seat: int, zone: str = "supply") -> Box:
        if seat == self.pit_seat:
            return self.lay.pit_box(zone)
        return self.lay.box(f"other_{self.panel_of.get(seat, 0)}")

    # --- workers ----------------------------------------------------------------------------------
    @handles("workers_placed")
    def workers_placed(self, event: Event, state: Any) -> None:
        seat, space = event["seat"], event["space"]
        self.last_space[seat] = space
        dst = self.lay.space_box(space)
        self.fly_to(worker_art(seat), small(self.seat_box(seat), 44), small(dst, 36), ("space", space), 0.4)

    @handles("workers_ousted")
    def workers_ousted(self, event: Event, state: Any) -> None:
        src = small(self.lay.space_box(event["space"]), 36)
        self.fly(worker_art(event["seat"]), src, small(self.lay.box("canteen"), 32), 0.45, delay=0.1)

    # --- tiles, orders, refills ---------------------------------------------------------------------
    def slot_of(self, seat: int, prefix: str) -> Box:
        space = self.last_space.get(seat, "")
        if space.startswith(prefix + "_") and space[len(prefix) + 1:].isdigit():
            return self.lay.box(("fslot_" if prefix == "factory" else "oslot_") + space[len(prefix) + 1:])
        return self.lay.box("look_card_0")

    @handles("tile_bought")
    def tile_bought(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        kind = state.t.tile_index[event["tile"]]
        lit = state.t.tile_lit[kind]
        level = state.t.tile_colour[kind] + 1
        dst = self.lay.pit_box(f"{'lit' if lit else 'dark'}_{level}") if seat == self.pit_seat else self.seat_box(seat)
        self.fly(tile_art(state.t, kind), self.slot_of(seat, "factory"), small(dst, 70), 0.5)

    @handles("order_taken")
    def order_taken(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        card = state.t.order_index[event["order"]]
        self.fly(order_art(state.t, card), self.slot_of(seat, "order"), small(self.seat_box(seat, "orders"), 80),
                 0.5)

    @handles("card_revealed")
    def card_revealed(self, event: Event, state: Any) -> None:
        slot = event["slot"]
        tiles = event["deck"] == "tiles"
        dst = self.lay.box(f"{'fslot' if tiles else 'oslot'}_{slot}")
        src = self.lay.box("tstack" if tiles else "ostack")
        name = event["card"]
        image = (tile_art(state.t, state.t.tile_index[name]) if tiles
                 else order_art(state.t, state.t.order_index[name]))
        self.fly_to(image, src, dst, ("fslot" if tiles else "oslot", slot - 1), 0.4, delay=0.15)

    # --- the pit ------------------------------------------------------------------------------------
    @handles("cage_moved")
    def cage_moved(self, event: Event, state: Any) -> None:
        seat, level = event["seat"], event["level"]
        before = self.cage_at.get(seat, 0)
        self.cage_at[seat] = level
        if seat != self.pit_seat:
            return
        self.fly_to("coal_baron/parts/cage", self.lay.cage_box(before), self.lay.cage_box(level), ("cage", seat),
                    0.35)

    @handles("cube_loaded")
    def cube_loaded(self, event: Event, state: Any) -> None:
        if event["seat"] == self.pit_seat:
            level = event["level"]
            x, y, w, h = self.lay.pit_box(f"lit_{level}")
            self.fly(cube_art(event["colour"]), (x + w - 60, y + 10, 26, 26), small(self.lay.cage_box(level), 26),
                     0.3)

    @handles("cube_stored")
    def cube_stored(self, event: Event, state: Any) -> None:
        if event["seat"] == self.pit_seat:
            self.fly(cube_art(event["colour"]), small(self.lay.cage_box(0), 26),
                     small(self.lay.pit_box("storage"), 30), 0.3)

    @handles("spot_filled")
    def spot_filled(self, event: Event, state: Any) -> None:
        if event["seat"] != self.pit_seat:
            return
        src = self.lay.cage_box(0) if event["source"] == "cage" else self.lay.pit_box("storage")
        for i, colour in enumerate(event["cubes"]):
            self.fly(cube_art(colour), small(src, 26), small(self.lay.pit_box("orders"), 26), 0.35, delay=0.1 * i)

    @handles("cart_loaded")
    def cart_loaded(self, event: Event, state: Any) -> None:
        if event["seat"] == self.pit_seat:
            x, y, w, h = self.lay.pit_box(f"dark_{event['level']}")
            self.fly(cube_art(event["colour"]), (x, y - 60, 26, 26), (x + 20, y + 10, 26, 26), 0.35, delay=0.3,
                     fade=True)

    # --- deliveries, Marks, scoring -------------------------------------------------------------------
    @handles("orders_delivered")
    def orders_delivered(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        dst = small(self.lay.space_box(f"deliver_{event['transport']}"), 60)
        for i, name in enumerate(event["orders"]):
            card = state.t.order_index[name]
            self.fly(order_art(state.t, card), small(self.seat_box(seat, "orders"), 70), dst, 0.5, delay=0.1 * i,
                     fade=True)
        x, y, w, h = dst
        self.word(f"+{event['points']}", (x + w / 2, y))
        if seat < len(self.scores):
            self.scores[seat] += event["points"]

    @handles("marks_taken")
    def marks_taken(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        src = small(self.lay.space_box(self.last_space.get(seat, "bank")), 36)
        self.fly("coal_baron/parts/mark", src, small(self.seat_box(seat), 36), 0.4, fade=True)
        x, y, w, h = src
        self.word(f"+{event['marks']}M", (x + w / 2, y))

    @handles("shift_scored")
    def shift_scored(self, event: Event, state: Any) -> None:
        """Each seat's gain rises from its header; what each majority gave is the shared scoring summary's."""
        self.scored(event, state)

    @handles("final_scored")
    def scored(self, event: Event, state: Any) -> None:
        scores = event["scores"]
        for seat, score in enumerate(scores):
            before = self.scores[seat] if seat < len(self.scores) else 0
            gain = score - before
            x, y, w, h = self.seat_box(seat, "header")
            if gain:
                self.word(f"{gain:+d}", (x + w - 60, y + 10))
        self.scores = list(scores)

    @handles("shift_started")
    def shift_started(self, event: Event, state: Any) -> None:
        x, y, w, h = self.lay.box("clock")
        self.word(f"{event['shift']}", (x + 34, y + 40))
        for p in range(state.num_players):
            self.cage_at.setdefault(p, state.cage_level[p])

    @handles("rewound")
    def rewound(self, event: Event, state: Any) -> None:
        self.clear_sprites()

    def clear_sprites(self) -> None:
        SpriteAnimator.clear_sprites(self)
