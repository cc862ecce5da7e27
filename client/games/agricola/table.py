"""Agricola behind the shared table interface: the action board with the round places and the round
track, the major improvements, one farm in full (the viewer's; hover another seat's panel to see that
farm, click to keep it), every other farm small in its panel, the harvest panel, every move by mouse.

A pasture is outlined by dragging across cells: the table keeps the cells the pointer crossed while the
button is down (`stroke`), previews the fences they still need and their wood (the engine's
`fencing.new_fences`), and the drop asks the engine about the Fence move of exactly those cells. The click
alternative: click cells to select them (`selection`), then the "Fence" button.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.sprites import spread
from client.anim.tween import Tweener
from client.games.agricola.anim import AGAnimator
from client.games.agricola.animals_table import KINDS, AnimalGestures, cell_of
from client.games.agricola.cards_anim import CardAnim
from client.games.agricola.cards_controls import CardControls
from client.games.agricola.cards_view import card_image
from client.games.agricola.controls import AGControls, feeding, fence_move, top
from client.games.agricola.draft_view import Draft, drafting
from client.games.agricola.farmview import FarmPainter
from client.games.agricola.hand import HandPainter, cards_key, play_prices, playable_ids
from client.games.agricola.harvest import HARVEST_STEPS, FeedingRows, HarvestPainter, keep_rest
from client.games.agricola.harvest_paint import HarvestShowPainter
from client.games.agricola.harvest_show import HarvestShow, harvest_events
from client.games.agricola.layout import AGLayout, Box
from client.games.agricola.model import GLOWING, HOW, LOG, STATUS, board_key, opens_popup, others_order, seat_key
from client.games.agricola.outline import outline_preview, paint_outline
from client.games.agricola.tips import Tips
from client.games.agricola.view import BoardPainter, good_art, major_art, person_art
from client.games.base import GameTable, Move, Piece
from client.games.common.bot_banner import panels_and_heading, spare_panel_or_log
from client.games.common.hotspots import glow, inside, move_spots
from client.games.common.layers import ZoneCache
from client.games.common.log import LogPanel
from client.games.common.status import StatusPanel
from client.i18n import lang, t
from client.ui import theme
from engine.games.agricola import farm
from engine.games.agricola.fencing import BuildFences
from engine.games.agricola.moves import FINISH, STOP, Fence, Keep
from engine.games.agricola.round import FLOW


class AgricolaTable(GameTable):
    quick_events = frozenset({"goods_taken", "round_started", "round_food_taken", "converted", "food_paid"})

    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        super().__init__(app, session, tweener, demo)
        self.layout = AGLayout()
        self.draft = Draft(app, self.layout)  # the full game's draft over the board
        self.controls = AGControls(self.layout, CardControls(self.draft))
        self.hand = HandPainter(app)
        self.private = False  # whether the viewer's secrets (hand, pack) may be drawn now
        self.board = BoardPainter(app, self.layout)
        self.farms = FarmPainter(app)
        self.harvest = HarvestPainter(app, self.layout)
        self.tips = Tips(self.layout)
        self.anim = AGAnimator(tweener, layout=self.layout, animal_spot=self.animal_spot)
        self.show = HarvestShow(tweener, lambda: float(app.settings.anim_speed),
                                lambda: harvest_events(self.session.match),  # the harvest's steps, over the board
                                lambda seat: self.session.is_human(seat))
        self.show_painter = HarvestShowPainter(app, self.layout)
        self.animals = AnimalGestures(self)  # animals dragged between places, to a cooker, off the farm
        self.events.collect(self.anim)
        self.events.collect(CardAnim(self.anim))
        self.log = LogPanel(self.board.p, LOG)
        self.status = StatusPanel(self.board.p, STATUS)
        self.pinned: int | None = None
        self.zoomed: tuple[int, Box] | None = None  # the card chip under the pointer, drawn up close
        self.peek: int | None = None
        self.stroke: list[int] | None = None  # cells crossed by a pasture outline being dragged
        self.selection: set[int] = set()  # cells clicked for a pasture (the click alternative)
        self.queue: list[Move] = []  # the rest of a proposed conversion, played one move a frame
        self._static: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None  # the static art with every zone on it, blitted once a frame
        self._last: dict[str, tuple] = {}  # the key each zone was last blitted onto the layer with
        self._scores: tuple[tuple, list[int]] = ((), [])
        self._zones = ZoneCache(app)
        self._texts = ZoneCache(app)
        self._facts: tuple[tuple, dict] | None = None
        self.feeding_rows = FeedingRows()
        self._clickable: tuple[tuple, list[Box]] = ((), [])
        self._targets: tuple[Any, list[Box]] = (None, [])
        self._drawn: dict[str, Any] = {}

    # --- who sees what --------------------------------------------------------------------------
    @property
    def view_model(self) -> dict[str, Any]:
        return self._drawn

    def farm_seat(self) -> int:
        return self.shown_seat()

    def others(self) -> list[int]:
        return others_order(self.session.state.seating, self.base_seat(), self.viewer())

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def facts(self) -> dict:
        key = (self.session.generation, len(self.session.match.moves))
        if self._facts is None or self._facts[0] != key:
            self._facts = (key, self.observation().facts())
        return self._facts[1]

    def scores(self, obs: Any) -> list[int]:
        """The live estimate per seat (the engine's scoring), once per position."""
        key = (self.session.generation, len(self.session.match.moves))
        if self._scores[0] != key:
            self._scores = (key, obs.scores())
        return self._scores[1]

    def food_rows(self) -> tuple[list[tuple[Any, int]], list[Move]]:
        """The feeding panel's conversions (move, food) and the engine's proposal, for the seat to move."""
        return self.feeding_rows.get(self.session, self.acting())

    def conversions(self) -> list[Move]:
        return [m for m, _f in self.food_rows()[0]]

    def fencing_now(self) -> bool:
        s = self.session.state
        d = top(s)
        return isinstance(d, BuildFences) and d.seat == self.acting()

    def update(self, dt: float, reader: int | None) -> None:
        super().update(dt, reader)
        self.anim.farm_seat = self.farm_seat()
        self.anim.panel_of = {q: i for i, q in enumerate(self.others())}
        s = self.session
        v = self.viewer()
        self.private = v is not None and reader == v
        self.draft.forget(s.state, self.acting())
        if not self.fencing_now():
            self.selection.clear()
        d = feeding(s.state, s.to_move())
        if d is not None and d.beg and s.is_human(d.seat):
            self.show.asking(d.seat)
        self.show.tick(dt)
        if not s.events and self.show.update(s.state):  # the harvest's steps follow the engine's
            for event in self.show.due():
                self.events.play(event, s.state)
            self.app.invalidate()
        if self.queue and s.human_to_move() and not self.tweener.blocking() and not s.events:
            move = self.queue.pop(0)
            if s.try_play(move) is not None:
                self.queue.clear()
            self.app.invalidate()

    # --- drawing --------------------------------------------------------------------------------
    def invalidate_static(self) -> None:
        self._static = None
        self._layer = None
        self._zones.clear()
        self._texts.clear()

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        ui: dict[str, Any] = {}
        if drag is None:  # a drag given up (Esc) leaves no outline behind
            self.stroke = None
        seat = self.acting()
        if seat >= 0 and not self.tweener.blocking() and not (drag and drag["moved"]):
            ui["clickable"] = self.clickable(seat)
        if drag and drag["moved"] and seat >= 0:
            piece = drag["piece"]
            if piece[0] in KINDS:
                ui["animal_targets"] = self.animals.lit(seat, drag)
                ui["targets"] = [box for box, _label in ui["animal_targets"]]
            elif self.stroke is not None and piece[0] == "cell" and self.fencing_now():
                ui["outline"] = frozenset(self.stroke)
                ui["outline_at"] = drag["pos"]
            else:
                if self._targets[0] is not drag:
                    self._targets = (drag, self.controls.legal_targets(self.session.state, seat, piece))
                ui["targets"] = self._targets[1]
        elif self.selection and seat >= 0:
            ui["outline"] = frozenset(self.selection)
        return ui

    def clickable(self, seat: int) -> list[Box]:
        key = (self.session.generation, self.farm_seat(), self.peek)
        if self._clickable[0] != key:
            s = self.session.state
            conv = self.conversions()
            boxes = [box for piece, box in self.controls.pieces(s, seat, self.farm_seat(), conv)
                     if piece[0] in GLOWING and any(s.why_illegal(m) is None
                                                    for m in self.controls.click_moves(s, seat, piece, conv))]
            if s.pending and type(s.pending[-1]).__name__ == "PlaceWorker":
                boxes += [box for piece, box in self.controls.pieces(s, seat, self.farm_seat(), conv)
                          if piece[0] == "space" and s.why_illegal(self.controls.click_moves(s, seat, piece, conv)[0])
                          is None]
            self._clickable = (key, boxes)
        return self._clickable[1]

    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        obs = self.observation()
        size = surface.get_size()
        if self._static is None or self._static.get_size() != size:
            self._static = pygame.Surface(size).convert()
            self.board.static(self._static, obs.t, obs.num_players, obs.k is not None)
            self._zones.clear()
            self._layer = None
        zones = self.zones(obs, size)
        if self._layer is None:
            self._layer = self._static.copy()
            self._last = {}
        # a zone is blitted onto the kept layer only when its key changed; the harvest panel lies over the
        # board, so the board is put back when the panel goes, and the panel again when the board changed
        names = {z[0] for z in zones}
        again = any(n in self._last and n not in names for n in ("feeding", "harvest_show", "keep_tray",
                                                                  "draft"))
        for name, box, key, paint, pad in zones:
            if again or self._last.get(name) != key:
                self._zones.blit(self._layer, name, box, key, self._static, paint, pad)
                self._last[name] = key
                again = again or name == "board"
        self._last = {name: key for name, key in self._last.items() if name in names or name in ("status", "log")}
        self.paint_texts(self._layer)  # onto the kept layer too: the texts overlap no zone
        surface.blit(self._layer, (0, 0))
        self.paint_overlay(surface, ui)

    def zones(self, obs: Any, size: tuple[int, int]) -> list[tuple]:
        facts = self.facts()
        hidden = frozenset(self.anim.hidden)
        common = (lang(), size)
        lay, sess = self.layout, self.session
        names = self.names()
        shown = self.farm_seat()
        scores = self.scores(obs)
        places = self.animals.shown(shown)
        viewer, private = self.viewer(), self.private
        playable = self.playable()
        out: list[tuple] = [
            ("board", lay.box("board"), common + board_key(obs) + (tuple(names),),
             lambda surf: self.board.draw(surf, obs, facts, names), 0),
            ("majors", lay.box("majors"), common + (tuple(obs.major_owner),),
             lambda surf: self.board.majors(surf, obs), 0),
            ("farm", lay.box("farm"), common + seat_key(obs, shown) + (scores[shown], shown == viewer,
                                                                      sess.thinking() and sess.to_move() == shown,
                                                                      places)
             + cards_key(obs, shown, viewer, private, playable),
             lambda surf: self.full_farm(surf, obs, shown, scores[shown], hidden, playable, places), 0)]
        order = self.others()
        for i, q in enumerate(order):
            pinned = q in (self.pinned, self.peek)
            out.append((f"other_{i}", lay.box(f"other_{i}"), common + seat_key(obs, q) + (
                pinned, scores[q], sess.thinking() and sess.to_move() == q) + cards_key(obs, q, viewer, False),
                lambda surf, q=q, i=i, pinned=pinned: self.compact_farm(surf, obs, q, i, scores[q], pinned), 6))
        out += self.harvest_zone(obs, common)
        if drafting(obs):
            out.append(("draft", lay.box("draft"), common + self.draft.key(obs, viewer, private, names),
                        lambda surf: self.draft.draw(surf, obs, viewer, private, names), 0))
        self._drawn = {"viewer": self.viewer(), "farm_seat": shown, "others": order,
                       "feeding": any(z[0] == "feeding" for z in out)}
        return out

    def full_farm(self, surf: pygame.Surface, obs: Any, shown: int, score: int, hidden: frozenset,
                  playable: frozenset[str], places: Any) -> None:
        lay, viewer = self.layout, self.viewer()
        self.farms.full(surf, obs, self.session, shown, lay.main_farm(), shown == viewer, score, hidden, places)
        if obs.k is not None:
            self.hand.full(surf, obs, shown, lay.main_farm(), viewer, self.private, playable)

    def compact_farm(self, surf: pygame.Surface, obs: Any, q: int, i: int, score: int, pinned: bool) -> None:
        lay = self.layout
        self.farms.compact(surf, obs, self.session, q, lay.box(f"other_{i}"), lay.mini_farm(i), lay.panel_info(i),
                           score, pinned)
        if obs.k is not None:
            self.hand.compact(surf, obs, q, lay.panel_info(i), self.viewer())

    def playable(self) -> frozenset[str]:
        """The cards the viewer may play now (lit in the hand, the rest dimmed), when it is the one to move."""
        s = self.session.state
        if s.k is None or self.acting() < 0 or self.acting() != self.viewer() or type(top(s)).__name__ != "PlayCards":
            return frozenset()
        return playable_ids(s, s.legal_moves())

    def overlay(self, obs: Any) -> str | None:
        """The panel lying over the board, if any: the feeding panel (the viewer feeds), the animals that do not
        fit, or the harvest's steps."""
        seat = self.acting()
        if feeding(obs, seat) is not None:
            return "feeding"
        if self.animals.keep_now(seat):
            return "keep_tray"
        return "harvest_show" if self.show.open else None

    def harvest_zone(self, obs: Any, common: tuple) -> list[tuple]:
        """Over the board: the panel `overlay` names."""
        seat = self.acting()
        kind = self.overlay(obs)
        lay, show = self.layout, self.show
        if kind == "feeding":
            d = feeding(obs, seat)
            assert d is not None
            rows, plan = self.food_rows()
            name = self.names()[d.seat]
            step = show.step if show.open else 0
            names = self.names()
            head = (lambda surf: self.show_painter.feeding_head(surf, self.harvest.steps_box(), show, names)
                    ) if step else None
            return [("feeding", lay.box("harvest"), common + (self.session.generation, len(self.session.match.moves),
                                                              show.key()),
                     lambda surf: self.harvest.feeding(surf, obs, d, name, rows, plan, d.seat == self.viewer(),
                                                       head), 8)]
        if kind == "keep_tray":
            return [("keep_tray", lay.box("harvest"), common + self.animals.tray_key(seat),
                     lambda surf: self.animals.paint_tray(surf, seat), 8)]
        if kind == "harvest_show":
            names = self.names()
            return [("harvest_show", lay.box("harvest"), common + show.key() + (tuple(names),),
                     lambda surf: self.show_painter.draw(surf, show, names), 8)]
        return []

    def paint_texts(self, layer: pygame.Surface) -> None:
        """Status and log, blitted onto the layer when what they say changed."""
        sess, lay = self.session, self.layout
        key = (len(sess.match.moves), sess.thinking(), lang(), layer.get_size(), self.demo, sess.bot_error,
               self.viewer(), len(self.selection), sess.human_to_move(), self.show.key())
        for zone, paint in (("status", lambda surf: self.status.draw(surf, lay.box("status"), self.status_lines())),
                            ("log", lambda surf: self.log.draw(surf, lay.box("log"), sess, self.viewer(), False))):
            if self._last.get(zone) != key:
                self._texts.blit(layer, zone, lay.box(zone), key, self._static, paint)
                self._last[zone] = key

    def paint_overlay(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        p = self.board.p
        self.board.people(surface, self.observation(), self.anim.hidden)
        if self.peek is None:
            glow(p, surface, ui.get("clickable", []), theme.HILITE, 2, 6)
        glow(p, surface, ui.get("targets", []), theme.GOOD, 5, 10)
        self.animals.paint_labels(surface, ui.get("animal_targets", []))
        if "outline" in ui and ui["outline"]:
            paint_outline(self.app, self.farms, surface, self.layout.main_farm(),
                          self.outline_preview(ui["outline"]), ui["outline"], ui.get("outline_at"))
        for sp in self.anim.sprites:
            w, h = max(6.0, round(sp.w / 6) * 6), max(6.0, round(sp.h / 6) * 6)
            p.art(surface, sp.image, (sp.x + (sp.w - w) / 2, sp.y + (sp.h - h) / 2, w, h),
                  int(max(0, min(255, sp.alpha))))
        if self.zoomed is not None:
            self.hand.zoom(surface, self.observation(), *self.zoomed)
        for img, rect in self.float_labels():
            surface.blit(img, rect)

    def float_labels(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The floating words (gains, losses) as drawn: those said at one place stacked, not over each other."""
        imgs, rects = [], []
        for sp, _c in self.anim.floats:
            img = self.app.fonts.render(sp.label, self.app.viewport.px(26), theme.GOLD, True).copy()
            img.set_alpha(int(max(0, min(255, sp.alpha))))
            imgs.append(img)
            rects.append(img.get_rect(midbottom=self.app.viewport.point(sp.x, sp.y)))
        return list(zip(imgs, spread(rects), strict=True))

    def outline_preview(self, cells: frozenset[int]) -> tuple[Fence, int, int, str | None]:
        return outline_preview(self.session.state, self.acting(), cells)

    def banner_box(self) -> Box:
        return spare_panel_or_log(self, 4, self.board.p)

    def keep_clear(self) -> list[Box]:
        return panels_and_heading(self, self.board.p, "farm")

    # --- status and hover text -----------------------------------------------------------------
    def status_head(self) -> list[str]:
        s = self.observation()
        names = self.names()
        rounds = s.t.g.rounds
        show = self.show  # while the harvest is on screen, its step (the engine may be a step further)
        line = t("ag.status_round", n=min(max(show.round if show.open else s.round, 1), rounds), total=rounds)
        step = HARVEST_STEPS[show.step - 1] if show.open and show.step else FLOW.name(s)
        if step in HARVEST_STEPS:
            line += "  ·  " + t(f"ag.phase.{step}", round=s.round)
        elif 0 <= s.start < len(names):
            line += "  ·  " + t("ag.start_player", name=names[s.start])
        return [line]

    def status_lines(self) -> list[str]:
        lines = super().status_lines()
        d = top(self.session.state)
        how = HOW.get(type(d).__name__)
        if how and self.acting() >= 0:
            lines.append(t(how))
        return lines

    def tooltip(self, pos: tuple[float, float]) -> str | None:
        tip = self.animals.tip(self.farm_seat(), pos)
        if tip:
            return tip
        if self.overlay(self.observation()) and inside(self.layout.box("harvest"), pos):
            return None  # the board under the harvest's panel is hidden, and so are its tips
        if drafting(self.observation()) and inside(self.layout.box("draft"), pos):
            return self.card_tip(pos)  # the draft's panel hides the board: its cards' tips or none
        card = self.card_tip(pos)
        if card is not None:
            return card
        return self.tips.at(self.observation(), self.session.match.game, self.names(), self.farm_seat(),
                            self.others(), pos)

    def card_tip(self, pos: tuple[float, float]) -> str | None:
        """The full game's cards under the pointer: the draft's, a hand's, the cards played."""
        from client.games.common.hotspots import hit
        obs = self.observation()
        if obs.k is None:
            return None
        if drafting(obs):
            return hit(self.draft.tips(obs, self.viewer(), self.private), pos)  # type: ignore[no-any-return]
        lay = self.layout
        others = self.others()
        prices = play_prices(self.session.state, self.acting(), self.session.state.legal_moves()) \
            if self.playable() else {}
        spots = self.hand.tips(obs, self.viewer(), self.farm_seat(), lay.main_farm(), others,
                               [lay.panel_info(i) for i in range(len(others))], self.private, prices)
        return hit(spots, pos)  # type: ignore[no-any-return]

    # --- buttons, pieces and moves -------------------------------------------------------------
    def actions_box(self) -> Box:
        return self.layout.box("actions")

    def game_buttons(self) -> list:
        return [("stop", self.stop_label, self.stop_moves, "ui/icons/pass"),
                ("moves", lambda: t("ag.button.moves"), self.all_moves, "ui/icons/menu")]

    def stop_label(self) -> str:
        """One button: "Fence N cells" while cells are selected for a pasture, else "Stop"."""
        return str(t("ag.button.fence", n=len(self.selection)) if self.selection else t("ag.button.stop"))

    def stop_moves(self) -> list[Move]:
        return [fence_move(self.selection)] if self.selection else [STOP, FINISH]

    def panels(self) -> list[tuple[int, Box]]:
        return [(q, self.layout.box(f"other_{i}")) for i, q in enumerate(self.others())]

    def view_click(self, pos: tuple[float, float]) -> bool:
        if self.show.open and inside(self.layout.box("harvest"), pos) and self.show.dismiss():
            self.app.invalidate()
            return True
        return self.pin_panel(pos)

    def hover(self, pos: tuple[float, float]) -> None:
        if self.stroke is not None:  # a pasture being outlined: the cell under the pointer joins it
            c = self.layout.main_farm().cell_at(pos)
            if c >= 0 and c not in self.stroke:
                self.stroke.append(c)
                self.app.invalidate()
            return
        self.peek_panel(pos)
        zoom = self.card_under(pos)
        if zoom != self.zoomed:
            self.zoomed = zoom
            self.app.invalidate()

    def card_under(self, pos: tuple[float, float]) -> tuple[int, Box] | None:
        """A card chip under the pointer, to be drawn up close (`HandPainter.zoom`)."""
        obs = self.observation()
        if obs.k is None:
            return None
        lay, others = self.layout, self.others()
        if drafting(obs):  # the draft's panel lies over the board: its kept row's chips (the packs are large)
            if not self.private or not inside(lay.box("draft"), pos):
                return None
            return next(((c, box) for c, box in self.draft.kept_boxes(obs, self.viewer()) if inside(box, pos)),
                        None)
        return self.hand.card_at(obs, self.viewer(), self.farm_seat(), lay.main_farm(), others,
                                 [lay.panel_info(i) for i in range(len(others))], self.private, pos)

    def pieces(self) -> list[tuple[Piece, Box]]:
        """For the keyboard (Tab, Enter): every piece but the two whose click changes the table's own state
        (a fencing cell joins the selection; "as proposed" queues conversions), as the focus test asks
        each piece's click."""
        seat = self.acting()
        if seat < 0 or self.peek is not None:
            return []
        fencing = self.fencing_now()
        return [(p, b) for p, b in self.all_pieces(seat) if p[0] != "propose" and not (fencing and p[0] == "cell")]

    def all_pieces(self, seat: int) -> list[tuple[Piece, Box]]:
        """The animals on the large farm (and beside it while they do not fit) lie over their cells."""
        return self.animals.pieces(seat) + self.controls.pieces(self.session.state, seat, self.farm_seat(),
                                                                self.conversions())

    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        seat = self.acting()
        if seat < 0 or self.peek is not None:
            return None
        from client.games.common.hotspots import hit
        self.animals.placed = None  # a new press: the piece in the hand is drawn again
        piece = hit(self.all_pieces(seat), pos)
        self.stroke = [piece[1]] if piece is not None and piece[0] == "cell" and self.fencing_now() else None
        return piece  # type: ignore[no-any-return]

    def piece_box(self, piece: Piece) -> Box | None:
        from client.games.common.hotspots import box_of
        return box_of(self.all_pieces(self.acting()), piece)

    def piece_image(self, piece: Piece) -> str | None:
        kind = piece[0]
        if kind == "person":
            return person_art(self.acting())
        if kind == "good":
            return good_art(piece[1])
        if kind == "major":
            return major_art(piece[1])
        if kind in KINDS:
            return self.animals.image(self.acting(), piece)
        if kind in ("card", "pack"):
            return card_image(self.session.state, piece[1])
        return None

    def paint_piece(self, surface: pygame.Surface, piece: Piece, box: Box) -> bool:
        """An animal whose drop took effect, or a card chosen in the draft, does not slide back home."""
        return (piece[0] in KINDS and piece == self.animals.placed) or (
            piece[0] == "pack" and piece[1] in self.draft.chosen.values())  # a card chosen stays in the kept row

    def click_moves(self, piece: Piece) -> list[Move]:
        """A click: in fencing, a cell joins or leaves the selection (the "Fence" button commits it); "as
        proposed" plays the proposal's first conversion and queues the rest."""
        self.stroke = None
        s, seat = self.session.state, self.acting()
        if piece[0] == "cell" and self.fencing_now():
            self.selection ^= {piece[1]}
            self.app.invalidate()
            return []
        if piece[0] in KINDS:
            return self.animals.click_moves(seat, piece)
        if piece[0] == "propose":
            plan = self.food_rows()[1]
            self.queue = list(plan[1:])
            return plan[:1]
        return self.controls.click_moves(s, seat, piece, self.conversions())

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        outline = frozenset(self.stroke or ())
        self.stroke = None
        if piece[0] in KINDS:
            return self.animals.drop(self.acting(), piece, pos)
        if piece[0] == "pack":  # a pick: the first card is marked chosen, the second makes the move
            target = self.controls.drop_at(self.session.state, self.acting(), piece, pos)
            return None if target is None else self.draft.drop_moves(self.session.state, self.acting(), piece[1])
        found = self.controls.drop_at(self.session.state, self.acting(), piece, pos, outline)
        return None if found is None else found[1]

    def move_spots(self, move: Move) -> list[Box]:
        s, c, seat = self.session.state, self.controls, self.acting()
        if seat < 0:
            return []
        if isinstance(move, Fence):  # a pasture: its cells
            place = self.layout.main_farm()
            return [place.cell(farm.CELL_INDEX[name]) for name in move.cells]
        if isinstance(move, Keep):  # the animals to drag off and where to
            return self.animals.keep_spots(seat)
        conv = self.conversions()
        return move_spots(move, c.pieces(s, seat, self.farm_seat(), conv), lambda p: c.click_moves(s, seat, p, conv),
                          lambda p: c.targets(s, seat, p), lambda p, tg: c.drop_moves(s, seat, p, tg))

    def auto_choice(self) -> list[Move]:
        s = self.session.state
        if s.pending and opens_popup(s.pending[-1]):
            return s.legal_moves()
        return []

    def choice_label(self, move: Move) -> str:
        """The engine's words; a keep says what becomes of the rest (cooked for food, or gone)."""
        label = super().choice_label(move)
        if isinstance(move, Keep):
            label += "  ·  " + keep_rest(self.session.state, self.session.to_move(), move)
        return label

    # --- animation ------------------------------------------------------------------------------
    def animate(self, event: Any) -> None:
        if event.kind == "pasture_fenced":  # the cells selected for it are fenced now: "Stop" comes back
            self.selection.difference_update(farm.CELL_INDEX[c] for c in event["cells"])
        self.show.note(event, self.session.state)
        if not self.show.defer(event):
            super().animate(event)

    def animal_spot(self, seat: int, species: str) -> Box | None:
        """Where a species stands on a farm as shown (a newborn appears there)."""
        place = self.anim.place(seat)
        c = cell_of(self.session.state, seat, species, self.animals.hand.places(self.session.state, seat))
        return place.cell(c) if c >= 0 else None

    def reset(self) -> None:
        self.show.reset()
        self.animals.clear()
        self.anim.clear_sprites()
        self.queue.clear()
        self.selection.clear()
        self._zones.clear()
        self._layer = None

    def settle(self) -> None:
        self.unpin_on_own_turn()
