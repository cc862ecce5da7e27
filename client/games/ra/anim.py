"""Ra's engine events as tweens: tiles fly from the bag, sweep to the winner, suns swap, scores count.
One method per event kind, registered with the table's dispatcher (`@handles`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import Counter, SpriteAnimator
from client.anim.tween import Tween, ease_out_back
from client.games.common.animator import handles
from client.games.ra.layout import RaLayout, sun_image, tile_image
from client.i18n import lang, t
from engine.core.events import Event
from engine.games.ra.moves import tile_label
from engine.games.ra.tiles import TILE_INDEX


@dataclass(slots=True)
class RaAnimator(SpriteAnimator):
    layout: RaLayout | None = None
    scores: list[Counter] = field(default_factory=list)

    @property
    def lay(self) -> RaLayout:
        assert self.layout is not None
        return self.layout

    def sync_scores(self, scores: list[int]) -> None:
        self.scores = [Counter(float(s)) for s in scores]

    def clear(self, scores: list[int]) -> None:
        self.clear_sprites()
        self.sync_scores(scores)

    # --- events -------------------------------------------------------------------------------
    @handles("tile_revealed")
    def tile_revealed(self, event: Event, state: Any) -> None:
        lay, d = self.lay, event.data
        where = "ra" if d["to"] == "ra_track" else "auction"
        slot = d["slot"]
        dst = lay.ra_slot(slot) if where == "ra" else lay.auction_slot(slot)
        key = (where, slot)
        self.hidden.add(key)
        bx, by, bw, bh = lay.box("bag")
        self.fly(tile_image(d["tile"]), (bx + bw / 3, by + bh / 3, bw / 3, bh / 3), dst, 0.5,
                 on_land=lambda: self.hidden.discard(key))

    @handles("auction_won")
    def auction_won(self, event: Event, state: Any) -> None:
        lay, d = self.lay, event.data
        seat = d["seat"]
        cells = lay.held_cells(seat)
        for i, name in enumerate(d["tiles"]):
            dst = cells.get(TILE_INDEX[name]) or lay.box(f"p{seat}_tiles")
            self.fly(tile_image(name), lay.auction_slot(i), dst, 0.6, delay=0.06 * i)
        suns = {v: box for v, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat])}
        cx, cy, cw, ch = centre = lay.box("centre")
        pad = cw * 0.14  # where the view draws the centre sun
        src = lay.box(f"p{seat}_suns")
        self.fly(sun_image(d["sun_paid"]), (src[0], src[1], src[3], src[3]),
                 (cx + pad, cy + pad, cw - 2 * pad, ch - 2 * pad), 0.6)
        if d["sun_taken"] in suns:
            self.fly(sun_image(d["sun_taken"], False), centre, suns[d["sun_taken"]], 0.6)

    @handles("auction_discarded", "epoch_ended")
    def track_cleared(self, event: Event, state: Any) -> None:
        tiles = event.get("tiles", event.get("discarded", []))
        for i, name in enumerate(tiles):
            x, y, w, h = self.lay.auction_slot(i)
            self.fly(tile_image(name), (x, y, w, h), (x, y - 60, w * 0.6, h * 0.6), 0.45, fade=True)

    @handles("god_used")
    def god_used(self, event: Event, state: Any) -> None:
        lay, d = self.lay, event.data
        seat = d["seat"]
        cells = lay.held_cells(seat)
        slot_box = lay.auction_slot(d["slot"])
        self.fly(tile_image("god"), cells[TILE_INDEX["god"]], slot_box, 0.35, fade=True)
        dst = cells.get(TILE_INDEX[d["tile"]]) or lay.box(f"p{seat}_tiles")
        self.fly(tile_image(d["tile"]), slot_box, dst, 0.5, delay=0.3)

    @handles("tiles_discarded")
    def tiles_discarded(self, event: Event, state: Any) -> None:
        lay, d = self.lay, event.data
        seat = d["seat"]
        box = lay.held_cells(seat).get(TILE_INDEX[d["tile"]]) or lay.box(f"p{seat}_tiles")
        for i in range(d["count"]):
            self.fly(tile_image(d["tile"]), box, (box[0], box[1] - 80, box[2] * 0.5, box[3] * 0.5),
                     0.5, delay=0.12 * i, fade=True)
        # what was lost, in words beside the seat's tiles (the log says it too)
        self.word(t("ra.lost", n=d["count"], tile=tile_label(d["tile"], lang())), (box[0] + box[2] / 2, box[1] - 30))

    @handles("disaster_struck")
    def disaster_struck(self, event: Event, state: Any) -> None:
        z = self.lay.box(f"p{event['seat']}_tiles")
        size = min(z[2], z[3]) * 0.5
        src = (z[0] + z[2] / 2 - size / 2, z[1] + z[3] / 2 - size / 2, size, size)
        self.fly(tile_image(event["tile"]), src, (src[0], src[1] - 40, size * 1.2, size * 1.2), 0.6, fade=True)

    @handles("bid_made")
    def bid_made(self, event: Event, state: Any) -> None:
        lay = self.lay
        src = lay.box(f"p{event['seat']}_suns")
        self.fly_to(sun_image(event["sun"]), (src[0], src[1], src[3], src[3]), lay.bid_box(), ("bid",), 0.4)

    @handles("passed")
    def passed(self, event: Event, state: Any) -> None:
        z = self.lay.box(f"p{event['seat']}_header")
        self.word(t("ra.button.pass"), (z[0] + z[2] / 2, z[1] + z[3] + 10))

    @handles("epoch_scored", "final_scored")
    def scored(self, event: Event, state: Any) -> None:
        for seat, counter in enumerate(self.scores):
            target = state.scores()[seat]
            self.tweener.add(Tween(counter, "value", float(target), 1.2, ease_out_back, blocking=True))

    @handles("rewound")
    def rewound(self, event: Event, state: Any) -> None:
        self.clear(state.scores())
