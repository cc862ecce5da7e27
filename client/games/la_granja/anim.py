"""La Granja's engine events as tweens: dice tumble into the revenue spaces, dice and goods fly,
market markers drop onto hexes and removed ones pop off, siesta discs move, cards slide onto the
mat, crops grow, and VP the viewer may know float up."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import SpriteAnimator
from client.games.la_granja.cards import good_art
from client.games.la_granja.controls import dice_boxes
from client.games.la_granja.layout import Box, LGLayout
from client.games.la_granja.view import marker_art

MAT_SIDE = {"field": "fields", "barrow": "barrows", "helper": "helpers", "extension": "extensions"}


@dataclass(slots=True)
class LGAnimator(SpriteAnimator):
    layout: LGLayout | None = None
    mat_seat: int = 0  # whose mat is drawn large (the others are panels)
    viewer: int | None = None  # whose VP may be shown
    panel_of: dict[int, int] = field(default_factory=dict)  # seat -> index of its small panel

    def seat_box(self, seat: int, zone: str = "header") -> Box:
        lay = self.layout
        assert lay is not None
        if seat == self.mat_seat:
            return lay.mat_box(zone) if zone in lay.mat.zones else lay.box("mat")
        return lay.box(f"other_{self.panel_of.get(seat, 0)}")

    def small(self, box: Box, size: float = 44) -> Box:
        x, y, w, h = box
        return (x + w / 2 - size / 2, y + h / 2 - size / 2, size, size)

    def play(self, event: Any, state: Any) -> None:
        lay = self.layout
        assert lay is not None
        d, k = event.data, event.kind
        if k == "dice_rolled":
            rng = random.Random(len(d["faces"]) * 7 + sum(d["faces"]))
            cx, cy, cw, ch = lay.box("revenue_3")
            for face in range(1, 7):
                for i, box in enumerate(dice_boxes(lay, face, d["faces"].count(face))):
                    start = (cx + cw / 2 + rng.uniform(-60, 60), cy + rng.uniform(-60, 120), 30, 30)
                    self.fly_to(f"la_granja/dice/die_{rng.randint(1, 6)}", start, box, ("die", face, i),
                                0.55 + 0.05 * i, delay=0.04 * face)
        elif k == "die_taken":
            src = lay.box(f"revenue_{d['face']}")
            self.fly(f"la_granja/dice/die_{d['face']}", self.small(src, 40), self.small(self.seat_box(d["seat"]), 40),
                     0.45, fade=True)
        elif k == "good_delivered":
            seat, good = d["seat"], d["good"]
            src = self.small(self.seat_box(seat, f"good_{good}"), 36)
            if d["target"] == "building":
                dst = lay.box(f"bld{d['index']}_row{seat}")
                dst = (dst[0] + dst[2] - 40, dst[1], 34, 34)
            else:
                dst = self.small(self.seat_box(seat, f"barrow_{d['index']}"), 36)
            self.fly(good_art(good), src, dst, 0.45)
        elif k == "marker_placed":
            box = lay.space_box(d["space"]) if d.get("place") == "market" else lay.building_hex_box(d["building"])
            if box is not None:
                x, y, w, h = box
                key = ("space", d["space"]) if d.get("place") == "market" else ("grey", d["building"])
                self.fly_to(marker_art(d["seat"]), (x + w * 0.4, y - 80, w * 0.7, w * 0.7),
                            (x + w * 0.2, y + h * 0.18, w * 0.6, w * 0.6), key, 0.4)
        elif k == "marker_removed":
            box = lay.space_box(d["space"])
            if box is not None:
                x, y, w, h = box
                src = (x + w * 0.2, y + h * 0.18, w * 0.6, w * 0.6)
                self.fly(marker_art(d["seat"]), src, (x + w * 0.3, y - 60, w * 0.8, w * 0.8), 0.5, fade=True)
        elif k == "siesta_moved":
            seat = d["seat"]
            src = lay.box(f"siesta_{max(0, min(10, d['space'] - d['steps']))}")
            dst = lay.box(f"siesta_{min(10, d['space'])}")
            w = dst[2]
            self.fly_to(f"la_granja/pieces/disc_{seat}", (src[0], src[1] - 6, w, w * 0.6),
                        (dst[0], dst[1] - 6, w, w * 0.6), ("disc", seat), 0.5)
        elif k == "card_played":
            side = MAT_SIDE.get(d["use"], "fields")
            src = self.small(lay.box("hand"), 90) if d["seat"] == self.mat_seat else self.small(
                self.seat_box(d["seat"]), 60)
            self.fly("la_granja/cards/card", src, self.small(self.seat_box(d["seat"], side), 70), 0.45, fade=True)
        elif k == "roof_bought":
            src = next((lay.box(f"roof_{i}") for i in range(4)), lay.box("roof_0"))
            self.fly("la_granja/roofs/roof_back", src, self.small(self.seat_box(d["seat"], "roofs"), 44), 0.45)
        elif k == "crops_grown" and d["seat"] == self.mat_seat:
            boxes = lay.field_boxes(len(state.fields[d["seat"]]))
            if d["field"] < len(boxes):
                x, y, w, h = boxes[d["field"]]
                self.fly(good_art(d["crop"]), (x + 20, y + h, 4, 4), (x + 6, y + 2, h - 4, h - 4), 0.5, fade=True)
        elif k == "income_received":
            for good, amount in (("silver", d["silver"]), ("trade", d["trade_goods"])):
                if amount:
                    box = self.seat_box(d["seat"], f"good_{good}")
                    self.fly(good_art(good), (box[0], box[1] - 70, 36, 36), self.small(box, 36), 0.45, fade=True)
        elif k == "pig_born":
            box = self.seat_box(d["seat"], "good_pig")
            self.fly(good_art("pig"), self.small(box, 10), self.small(box, 44), 0.4)
        elif k == "vp_scored" and d["seat"] == self.viewer:
            x, y, w, h = self.seat_box(d["seat"], "good_vp")
            self.word(f"+{d['amount']}", (x + w / 2, y))
        elif k == "rewound":
            self.clear_sprites()
