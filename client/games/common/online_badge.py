"""The online table's badge: the link's state (connecting, connected, reconnecting (n)), who is connected,
and, when the server allows it, a button handing an away player's seat to a bot; the host's Invite button
shows the lobby again. The server's refusals become the table's usual refusal toasts.

The table asks its session for this (`OnlineSession.table_extra`), so the table knows nothing of networks;
the lobby (client/scenes/online.py) lists the seats with `seat_line`.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import lang, t
from client.ui import theme
from client.ui.widgets import Button, ButtonSet

BADGE = (560, 4, 800, 44)  # design px: a pill at the top middle, over the board's edge
STAND_IN_LEVEL = "medium"
UNREACHABLE_AFTER = 3  # failed reconnections before the table says the server cannot be reached


def status_text(session: Any) -> str:
    name, n = session.status
    key = {"connecting": "status_connecting", "connected": "status_connected",
           "reconnecting": "status_reconnecting"}.get(name, "status_failed")
    return t("online." + key, n=n)


def seat_line(session: Any, q: int) -> tuple[str, tuple[int, int, int]]:
    """A seat as the lobby lists it: name, who (you, a bot, away) and a colour for connected or not."""
    spec = session.seats[q]
    stand_in = session.stand_in(q)
    connected = session.connected(q)
    parts = [spec.name]
    if q == session.seat:
        parts.append(t("online.you"))
    if stand_in is not None:
        parts.append(t("online.bot_for", level=t("level." + stand_in)))
    elif spec.kind == "bot":
        parts.append(t("seat." + (spec.level or "easy")))
    elif connected is False:
        parts.append(t("online.away"))
    color = theme.WHITE if connected or spec.kind == "bot" else theme.MUTED
    return " · ".join(parts), color


class OnlinePanel:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.app = table.app
        self.session = table.session
        self._shown: Any = None
        self._bot_seat: int | None = None
        self._outage_told = False
        self.buttons = ButtonSet([])
        self.layout()

    def layout(self) -> None:
        x, y, w, h = BADGE
        out = []
        if self.session.host is not None:
            out.append(Button(x + w - 150, y + 4, 146, h - 8, lambda: t("online.invite"), self.invite, name="invite"))
        if self._bot_seat is not None:
            q = self._bot_seat
            out.append(Button(x + 210, y + h + 6, w - 420, h, lambda: t("online.hand_to_bot",
                                                                            name=self.session.seats[q].name),
                              lambda: self.hand(q), primary=True, name="hand_to_bot"))
        self.buttons = ButtonSet(out)
        self.app.invalidate()

    def invite(self) -> None:
        self.app.scenes.push("online_lobby", self.session)

    def hand(self, seat: int) -> None:
        self.session.hand_to_bot(seat, STAND_IN_LEVEL)
        self.table.show_toast(t("online.handed", name=self.session.seats[seat].name))

    def eligible(self) -> int | None:
        s = self.session
        return next((q for q in range(len(s.seats)) if s.away_left(q) == 0.0), None)

    def update(self) -> None:
        s = self.session
        for reason in s.notices():
            self.table.show_toast(t("table.illegal", reason=reason.get(lang(), reason.get("en", ""))), 5)
        if s.failed is not None and self._shown != "failed":
            self.table.show_toast(t("online.lost", reason=s.failed.get(lang(), s.failed.get("en", ""))), 30)
        self.say_unreachable()
        shown = (s.status, s.presence, [x.name for x in s.seats], "failed" if s.failed else None)
        if shown != self._shown:
            self._shown = shown
            self.app.invalidate()
        seat = self.eligible()
        if seat != self._bot_seat:
            self._bot_seat = seat
            self.layout()

    def say_unreachable(self) -> None:
        """The server has not answered UNREACHABLE_AFTER tries in a row: why, and the way back (once per outage)."""
        s = self.session
        name, n = s.status
        if name == "connected":
            self._outage_told = False
        elif name == "reconnecting" and n >= UNREACHABLE_AFTER and not self._outage_told:
            self._outage_told = True
            why = s.last_error or {"en": "", "ja": ""}
            self.table.show_toast(t("online.unreachable_table", reason=why.get(lang(), why.get("en", ""))), 10)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.buttons.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        vp, fonts, s = self.app.viewport, self.app.fonts, self.session
        x, y, w, h = BADGE
        r = vp.rect(x, y, w, h)
        theme.panel(surface, r, fill=theme.BG_DARK, border=theme.GOLD, radius=vp.px(h // 2), width=vp.px(2))
        ok = s.status[0] == "connected"
        pygame.draw.circle(surface, theme.GOOD if ok else theme.BAD, vp.point(x + 24, y + h / 2), vp.px(8))
        cx = x + 42
        img = fonts.render(status_text(s), vp.px(20), theme.WHITE if ok else theme.HILITE, True)
        surface.blit(img, img.get_rect(midleft=vp.point(cx, y + h / 2)))
        cx += img.get_width() / vp.scale + 24
        right = x + w - (160 if s.host is not None else 20)
        for q, spec in enumerate(s.seats):
            if cx > right - 60:
                break
            here = s.connected(q)
            color = theme.SEAT_COLORS[q % len(theme.SEAT_COLORS)]
            pygame.draw.circle(surface, color, vp.point(cx + 8, y + h / 2), vp.px(8), 0 if here or here is None
                               else vp.px(2))
            img = fonts.fit(spec.name, vp.px(18), vp.px(max(40, min(150, right - cx - 20))),
                            theme.PAPYRUS if here or here is None else theme.MUTED)
            surface.blit(img, img.get_rect(midleft=vp.point(cx + 20, y + h / 2)))
            cx += 20 + img.get_width() / vp.scale + 18
        self.buttons.draw(surface, self.app)
