"""Ra's engine events as tweens: tiles fly from the bag, sweep to the winner, suns swap, scores count."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.tween import Sprite, Tween, Tweener, ease_in_out, ease_out_back, linear
from client.games.ra.layout import RaLayout, sun_image, tile_image
from engine.core.events import Event
from engine.games.ra.tiles import TILE_INDEX


@dataclass(slots=True)
class Counter:
    value: float


@dataclass(slots=True)
class RaAnimator:
    layout: RaLayout
    tweener: Tweener
    sprites: list[Sprite] = field(default_factory=list)
    hidden: set[tuple[str, int]] = field(default_factory=set)  # board slots drawn empty until a sprite lands
    scores: list[Counter] = field(default_factory=list)
    floats: list[tuple[Sprite, str]] = field(default_factory=list)  # floating words ("Pass", "+5")

    def sync_scores(self, scores: list[int]) -> None:
        self.scores = [Counter(float(s)) for s in scores]

    def fly(self, image: str, src: tuple, dst: tuple, duration: float, delay: float = 0.0,
            fade: bool = False, on_land: Any = None, blocking: bool = True) -> Sprite:
        sp = Sprite(image, src[0], src[1], src[2], src[3])
        self.sprites.append(sp)
        tw = self.tweener

        def land() -> None:
            if sp in self.sprites:
                self.sprites.remove(sp)
            if on_land:
                on_land()
        tw.add(Tween(sp, "x", dst[0], duration, ease_in_out, delay, blocking=blocking))
        tw.add(Tween(sp, "y", dst[1], duration, ease_in_out, delay, blocking=blocking))
        tw.add(Tween(sp, "w", dst[2], duration, ease_in_out, delay, blocking=blocking))
        tw.add(Tween(sp, "h", dst[3], duration, ease_in_out, delay, blocking=blocking))
        if fade:
            tw.add(Tween(sp, "alpha", 0.0, duration, linear, delay, blocking=blocking))
        tw.add(Tween(Counter(0), "value", 1, duration, linear, delay, on_finish=land, blocking=blocking))
        return sp

    def word(self, text: str, at: tuple[float, float], color: str = "ink") -> None:
        sp = Sprite("", at[0], at[1], 0, 0, label=text)
        self.floats.append((sp, color))
        self.tweener.add(Tween(sp, "y", at[1] - 50, 1.1, linear, blocking=False))

        def gone() -> None:
            self.floats = [f for f in self.floats if f[0] is not sp]
        self.tweener.add(Tween(sp, "alpha", 0.0, 1.1, linear, on_finish=gone, blocking=False))

    def clear(self, scores: list[int]) -> None:
        self.tweener.clear()
        self.sprites.clear()
        self.hidden.clear()
        self.floats.clear()
        self.sync_scores(scores)

    # --- events -------------------------------------------------------------------------------
    def play(self, event: Event, state: Any, words: dict[str, str]) -> None:
        lay = self.layout
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
