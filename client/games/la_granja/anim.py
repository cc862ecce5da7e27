"""La Granja's engine events as tweens: dice tumble into the revenue spaces, dice and goods fly,
market markers drop onto hexes and removed ones pop off, siesta discs move, cards slide onto the
mat, crops grow, and VP the viewer may know float up. One method per event kind, registered with
the table's dispatcher (`@handles`)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import SpriteAnimator
from client.games.common.animator import handles
from client.games.la_granja.cards import good_art, loaded_slot
from client.games.la_granja.controls import dice_boxes
from client.games.la_granja.layout import Box, LGLayout
from client.games.la_granja.view import marker_art
from engine.core.events import Event
from engine.games.la_granja.goods import GOOD_NAMES

MAT_SIDE = {"field": "fields", "barrow": "barrows", "helper": "helpers", "extension": "extensions"}


@dataclass(slots=True)
class LGAnimator(SpriteAnimator):
    layout: LGLayout | None = None
    mat_seat: int = 0  # whose mat is drawn large (the others are panels)
    viewer: int | None = None  # whose VP may be shown
    panel_of: dict[int, int] = field(default_factory=dict)  # seat -> index of its small panel

    @property
    def lay(self) -> LGLayout:
        assert self.layout is not None
        return self.layout

    def seat_box(self, seat: int, zone: str = "header") -> Box:
        lay = self.lay
        if seat == self.mat_seat:
            return lay.mat_box(zone) if zone in lay.mat.zones else lay.box("mat")
        return lay.box(f"other_{self.panel_of.get(seat, 0)}")

    def small(self, box: Box, size: float = 44) -> Box:
        x, y, w, h = box
        return (x + w / 2 - size / 2, y + h / 2 - size / 2, size, size)

    # --- events -------------------------------------------------------------------------------------
    @handles("dice_rolled")
    def dice_rolled(self, event: Event, state: Any) -> None:
        faces = event["faces"]
        rng = random.Random(len(faces) * 7 + sum(faces))
        cx, cy, cw, ch = self.lay.box("revenue_3")
        for face in range(1, 7):
            for i, box in enumerate(dice_boxes(self.lay, face, faces.count(face))):
                start = (cx + cw / 2 + rng.uniform(-60, 60), cy + rng.uniform(-60, 120), 30, 30)
                self.fly_to(f"la_granja/dice/die_{rng.randint(1, 6)}", start, box, ("die", face, i),
                            0.55 + 0.05 * i, delay=0.04 * face)

    @handles("die_taken")
    def die_taken(self, event: Event, state: Any) -> None:
        src = self.lay.box(f"revenue_{event['face']}")
        self.fly(f"la_granja/dice/die_{event['face']}", self.small(src, 40),
                 self.small(self.seat_box(event["seat"]), 40), 0.45, fade=True)

    @handles("good_delivered")
    def good_delivered(self, event: Event, state: Any) -> None:
        d = event.data
        seat, good = d["seat"], d["good"]
        src = self.small(self.seat_box(seat, f"good_{good}"), 36)
        if d["target"] == "building":
            dst = self.lay.box(f"bld{d['index']}_row{seat}")
            dst = (dst[0] + dst[2] - 40, dst[1], 34, 34)
        else:
            slot = self.barrow_slot(state, seat, d["index"], good)
            dst = slot or self.small(self.seat_box(seat, f"barrow_{d['index']}"), 36)
        self.fly(good_art(good), src, dst, 0.45)

    def barrow_slot(self, state: Any, seat: int, index: int, good: int | str) -> Box | None:
        """On the mat drawn large, the very slot the good fills (so it is not drawn there while it flies)."""
        if seat != self.mat_seat or index >= len(state.barrows[seat]):
            return None
        g = GOOD_NAMES.index(good) if isinstance(good, str) else good
        card = state.t.cards[state.barrows[seat][index]]
        return loaded_slot(card, state.loads[seat][index], g, self.lay.mat_box(f"barrow_{index}"))

    @handles("marker_placed")
    def marker_placed(self, event: Event, state: Any) -> None:
        d = event.data
        market = d.get("place") == "market"
        box = self.lay.space_box(d["space"]) if market else self.lay.building_hex_box(d["building"])
        if box is not None:
            x, y, w, h = box
            key = ("space", d["space"]) if market else ("grey", d["building"])
            self.fly_to(marker_art(d["seat"]), (x + w * 0.4, y - 80, w * 0.7, w * 0.7),
                        (x + w * 0.2, y + h * 0.18, w * 0.6, w * 0.6), key, 0.4)

    @handles("marker_removed")
    def marker_removed(self, event: Event, state: Any) -> None:
        box = self.lay.space_box(event["space"])
        if box is not None:
            x, y, w, h = box
            src = (x + w * 0.2, y + h * 0.18, w * 0.6, w * 0.6)
            self.fly(marker_art(event["seat"]), src, (x + w * 0.3, y - 60, w * 0.8, w * 0.8), 0.5, fade=True)

    @handles("siesta_moved")
    def siesta_moved(self, event: Event, state: Any) -> None:
        seat, space = event["seat"], event["space"]
        src = self.lay.box(f"siesta_{max(0, min(10, space - event['steps']))}")
        dst = self.lay.box(f"siesta_{min(10, space)}")
        w = dst[2]
        self.fly_to(f"la_granja/pieces/disc_{seat}", (src[0], src[1] - 6, w, w * 0.6),
                    (dst[0], dst[1] - 6, w, w * 0.6), ("disc", seat), 0.5)

    @handles("card_played")
    def card_played(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        side = MAT_SIDE.get(event["use"], "fields")
        src = self.small(self.lay.box("hand"), 90) if seat == self.mat_seat else self.small(self.seat_box(seat), 60)
        self.fly("la_granja/cards/card", src, self.small(self.seat_box(seat, side), 70), 0.45, fade=True)

    @handles("roof_bought")
    def roof_bought(self, event: Event, state: Any) -> None:
        self.fly("la_granja/roofs/roof_back", self.lay.box("roof_0"),
                 self.small(self.seat_box(event["seat"], "roofs"), 44), 0.45)

    @handles("crops_grown")
    def crops_grown(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        if seat != self.mat_seat:
            return
        boxes = self.lay.field_boxes(len(state.fields[seat]))
        if event["field"] < len(boxes):
            x, y, w, h = boxes[event["field"]]
            self.fly(good_art(event["crop"]), (x + 20, y + h, 4, 4), (x + 6, y + 2, h - 4, h - 4), 0.5, fade=True)

    @handles("income_received")
    def income_received(self, event: Event, state: Any) -> None:
        for good, amount in (("silver", event["silver"]), ("trade", event["trade_goods"])):
            if amount:
                box = self.seat_box(event["seat"], f"good_{good}")
                self.fly(good_art(good), (box[0], box[1] - 70, 36, 36), self.small(box, 36), 0.45, fade=True)

    @handles("pig_born")
    def pig_born(self, event: Event, state: Any) -> None:
        box = self.seat_box(event["seat"], "good_pig")
        self.fly(good_art("pig"), self.small(box, 10), self.small(box, 44), 0.4)

    @handles("vp_scored")
    def vp_scored(self, event: Event, state: Any) -> None:
        if event["seat"] == self.viewer:  # another seat's VP total is secret, and so is what it gains
            x, y, w, h = self.seat_box(event["seat"], "good_vp")
            self.word(f"+{event['amount']}", (x + w / 2, y))

    @handles("rewound")
    def rewound(self, event: Event, state: Any) -> None:
        self.clear_sprites()
