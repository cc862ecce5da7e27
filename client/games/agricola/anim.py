"""Agricola's engine events as tweens: a person walks onto the space, the goods fly from the space into the
farm, crops go onto fields and (in the harvest) fly off them into the supply, rooms, stables, fields and
pastures appear with a word, a bought major flies onto the farm, the newborn animals appear on the farm, a
begging card arrives, and food spent or made floats up. One method per event kind, registered with
`@handles`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.sprites import SpriteAnimator
from client.games.agricola.layout import AGLayout, Box
from client.games.agricola.view import good_art, major_art, person_art
from client.games.common.animator import handles
from client.i18n import t
from engine.core.events import Event
from engine.games.agricola import farm

GOODS = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")


def small(box: Box, size: float = 40) -> Box:
    x, y, w, h = box
    return (x + w / 2 - size / 2, y + h / 2 - size / 2, size, size)


@dataclass(slots=True)
class AGAnimator(SpriteAnimator):
    layout: AGLayout | None = None
    farm_seat: int = 0  # whose farm is drawn large
    panel_of: dict[int, int] = field(default_factory=dict)  # seat -> its small panel
    last_space: dict[int, str] = field(default_factory=dict)  # the space a seat placed on last
    animal_spot: Any = None  # (seat, species) -> the box where that species stands, or None

    @property
    def lay(self) -> AGLayout:
        assert self.layout is not None
        return self.layout

    def place(self, seat: int) -> Any:
        return self.lay.main_farm() if seat == self.farm_seat else self.lay.mini_farm(self.panel_of.get(seat, 0))

    def seat_box(self, seat: int, zone: str = "supply") -> Box:
        if seat == self.farm_seat:
            return self.lay.main_farm().box(zone)
        return self.lay.box(f"other_{self.panel_of.get(seat, 0)}")

    def cell_box(self, seat: int, cell: str) -> Box:
        return self.place(seat).cell(farm.CELL_INDEX[cell])

    def space_box(self, state: Any, space: str) -> Box:
        from client.games.agricola.controls import space_place
        sp = state.t.space_index.get(space, -1)
        return space_place(self.lay, state, sp) if sp in state.board else self.lay.box("board")

    def say(self, text: str, box: Box) -> None:
        x, y, w, _h = box
        self.word(text, (x + w / 2, y))

    # --- the work phase ---------------------------------------------------------------------------------
    @handles("person_placed")
    def person_placed(self, event: Event, state: Any) -> None:
        seat, space = event["seat"], event["space"]
        self.last_space[seat] = space
        dst = self.space_box(state, space)
        x, y, w, h = dst
        self.fly_to(person_art(seat), small(self.seat_box(seat, "people"), 44), (x + w - 40, y + h - 46, 36, 42),
                    ("space", space), 0.4)

    @handles("goods_taken")
    def goods_taken(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        src = self.space_box(state, event["space"]) if event["space"] else self.seat_box(seat)
        dst = small(self.seat_box(seat), 44)
        for i, (g, k) in enumerate(event["goods"].items()):
            self.fly(good_art(g), small(src, 34), dst, 0.45, delay=0.3 + 0.08 * i, fade=True)
            self.say(f"+{k} {t(f'ag.good.{g}')}", small(src, 34) if i == 0 else dst)

    @handles("field_sown")
    def field_sown(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        self.fly(good_art(event["crop"]), small(self.seat_box(seat), 36), small(self.cell_box(seat, event["cell"]), 40),
                 0.4, fade=True)

    @handles("field_plowed", "room_built", "stable_built")
    def built(self, event: Event, state: Any) -> None:
        box = self.cell_box(event["seat"], event["cell"])
        self.say(t(f"ag.word.{event.kind}"), box)

    @handles("pasture_fenced")
    def pasture_fenced(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        self.say(t("ag.word.fenced", wood=event["wood"]), self.cell_box(seat, event["cells"][0]))

    @handles("major_bought")
    def major_bought(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        dst = small(self.seat_box(seat, "owned"), 60) if seat == self.farm_seat else small(self.seat_box(seat), 48)
        self.fly(major_art(event["major"]), self.lay.major_box(event["major"]), dst, 0.5, fade=True)

    @handles("family_grew")
    def family_grew(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        box = self.seat_box(seat, "people")
        self.fly(person_art(seat), small(box, 8), small(box, 56), 0.5, fade=True)
        self.say(t("ag.word.born"), box)

    @handles("house_renovated")
    def house_renovated(self, event: Event, state: Any) -> None:
        self.say(t("ag.word.renovated", material=t(f"ag.material.{event['material']}")),
                 self.seat_box(event["seat"], "yard"))

    @handles("bread_baked", "converted")
    def food_made(self, event: Event, state: Any) -> None:
        self.say(f"+{event['food']} {t('ag.good.food')}", self.seat_box(event["seat"]))

    @handles("round_card_revealed")
    def round_card_revealed(self, event: Event, state: Any) -> None:
        r = event["round"]
        if 1 <= r <= state.t.g.rounds:
            box = self.lay.round_box(r)
            self.fly("agricola/parts/start", small(self.lay.box("track"), 20), small(box, 60), 0.4, fade=True)
            self.say(t("ag.round_n", n=r), box)

    # --- the harvest ------------------------------------------------------------------------------------
    @handles("fields_harvested")
    def fields_harvested(self, event: Event, state: Any) -> None:
        """Each field that gave flies its crop to the supply (the engine names the fields and their crops)."""
        seat = event["seat"]
        dst = small(self.seat_box(seat), 40)
        taken = list(event.get("cells") or [])
        for i, (cell, crop) in enumerate(taken):
            self.fly(good_art(crop), small(self.cell_box(seat, cell), 40), dst, 0.6, delay=0.12 * i, fade=True)
        if taken:
            self.say(t("ag.word.harvested", n=len(taken)), self.seat_box(seat, "yard"))

    @handles("family_fed")
    def family_fed(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        box = self.seat_box(seat)
        self.say(f"−{event['food']} {t('ag.good.food')}", box)
        if event["begging"]:
            self.fly("agricola/parts/begging", small(self.lay.box("harvest"), 90),
                     small(self.seat_box(seat, "people"), 60), 0.7, fade=True)
            self.say(t("ag.word.begging", n=event["begging"]), self.seat_box(seat, "people"))

    @handles("animals_bred")
    def animals_bred(self, event: Event, state: Any) -> None:
        """Each young appears where its species stands on the farm (the shown arrangement), growing there."""
        seat = event["seat"]
        yard = self.seat_box(seat, "yard")
        for i, species in enumerate(event["species"]):
            spot = self.animal_spot(seat, species) if self.animal_spot else None
            at = spot or yard
            size = at[2] * 0.5 if spot else 70
            self.fly(good_art(species), small(at, 6), small(at, size), 0.6, delay=0.25 * i, fade=True)
            self.say(t("ag.word.newborn", animal=t(f"ag.good.{species}")), at)

    @handles("breeding_blocked")
    def breeding_blocked(self, event: Event, state: Any) -> None:
        words = state.narrate(event)
        if words is not None and event["seat"] == self.farm_seat:
            self.say(t("ag.word.no_room"), self.seat_box(event["seat"], "yard"))

    @handles("animals_cooked", "animals_released")
    def animals_gone(self, event: Event, state: Any) -> None:
        key = "ag.word.cooked" if event.kind == "animals_cooked" else "ag.word.released"
        self.say(t(key, n=event["count"], animal=t(f"ag.good.{event['good']}")), self.seat_box(event["seat"]))

    @handles("rewound")
    def rewound(self, event: Event, state: Any) -> None:
        self.clear_sprites()
