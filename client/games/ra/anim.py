"""Ra's engine events as tweens: tiles fly from the bag, sweep to the winner, suns swap, scores count."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import Counter, SpriteAnimator
from client.anim.tween import Tween, ease_out_back
from client.games.ra.layout import RaLayout, sun_image, tile_image
from engine.core.events import Event
from engine.games.ra.tiles import TILE_INDEX


@dataclass(slots=True)
class RaAnimator(SpriteAnimator):
    layout: RaLayout | None = None
    scores: list[Counter] = field(default_factory=list)

    def sync_scores(self, scores: list[int]) -> None:
        self.scores = [Counter(float(s)) for s in scores]

    def clear(self, scores: list[int]) -> None:
        self.clear_sprites()
        self.sync_scores(scores)

    # --- events -------------------------------------------------------------------------------
    def play(self, event: Event, state: Any, words: dict[str, str]) -> None:
        lay = self.layout
        assert lay is not None
        d = event.data
        k = event.kind
        if k == "tile_revealed":
            where = "ra" if d["to"] == "ra_track" else "auction"
            slot = d["slot"]
            dst = lay.ra_slot(slot) if where == "ra" else lay.auction_slot(slot)
            key = (where, slot)
            self.hidden.add(key)
            bx, by, bw, bh = lay.box("bag")
            self.fly(tile_image(d["tile"]), (bx + bw / 3, by + bh / 3, bw / 3, bh / 3), dst, 0.5,
                     on_land=lambda: self.hidden.discard(key))
        elif k == "auction_won":
            seat = d["seat"]
            cells = lay.held_cells(seat)
            for i, name in enumerate(d["tiles"]):
                kind = TILE_INDEX[name]
                dst = cells.get(kind) or lay.box(f"p{seat}_tiles")
                self.fly(tile_image(name), lay.auction_slot(i), dst, 0.6, delay=0.06 * i)
            suns = {v: box for v, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat])}
            centre = lay.box("centre")
            src = lay.box(f"p{seat}_suns")
            self.fly(sun_image(d["sun_paid"]), (src[0], src[1], src[3], src[3]), centre, 0.6)
            if d["sun_taken"] in suns:
                self.fly(sun_image(d["sun_taken"], False), centre, suns[d["sun_taken"]], 0.6)
        elif k in ("auction_discarded", "epoch_ended"):
            tiles = d.get("tiles", d.get("discarded", []))
            for i, name in enumerate(tiles):
                x, y, w, h = lay.auction_slot(i)
                self.fly(tile_image(name), (x, y, w, h), (x, y - 60, w * 0.6, h * 0.6), 0.45, fade=True)
        elif k == "god_used":
            seat = d["seat"]
            cells = lay.held_cells(seat)
            slot_box = lay.auction_slot(d["slot"])
            self.fly(tile_image("god"), cells[TILE_INDEX["god"]], slot_box, 0.35, fade=True)
            dst = cells.get(TILE_INDEX[d["tile"]]) or lay.box(f"p{seat}_tiles")
            self.fly(tile_image(d["tile"]), slot_box, dst, 0.5, delay=0.3)
        elif k == "tiles_discarded":
            seat = d["seat"]
            box = lay.held_cells(seat).get(TILE_INDEX[d["tile"]]) or lay.box(f"p{seat}_tiles")
            for i in range(d["count"]):
                self.fly(tile_image(d["tile"]), box, (box[0], box[1] - 80, box[2] * 0.5, box[3] * 0.5),
                         0.5, delay=0.12 * i, fade=True)
        elif k == "disaster_struck":
            z = lay.box(f"p{d['seat']}_tiles")
            size = min(z[2], z[3]) * 0.5
            src = (z[0] + z[2] / 2 - size / 2, z[1] + z[3] / 2 - size / 2, size, size)
            self.fly(tile_image(d["tile"]), src, (src[0], src[1] - 40, size * 1.2, size * 1.2), 0.6, fade=True)
        elif k == "bid_made":
            seat = d["seat"]
            src = lay.box(f"p{seat}_suns")
            c = lay.box("centre")
            dst = (c[0] + c[2] + 10, c[1] + c[3] * 0.3, c[3] * 0.55, c[3] * 0.55)
            self.fly(sun_image(d["sun"]), (src[0], src[1], src[3], src[3]), dst, 0.4)
        elif k == "passed":
            z = lay.box(f"p{d['seat']}_header")
            self.word(words["pass"], (z[0] + z[2] / 2, z[1] + z[3] + 10))
        elif k in ("epoch_scored", "final_scored"):
            for seat, counter in enumerate(self.scores):
                target = state.scores()[seat]
                self.tweener.add(Tween(counter, "value", float(target), 1.2, ease_out_back, blocking=True))
        elif k == "rewound":
            self.clear(state.scores())
