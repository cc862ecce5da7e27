"""Play online: host a game on this machine (New game's screen with a server started here: `HostScene` in
client/scenes/newgame.py) or join one (address, invite code, name). Starting runs in a worker thread
behind a waiting screen; a failure is said in a dialog (en/ja) and leads back. The host's lobby shows the
address, the invite code and a QR code of the join link, and who has joined; the table is the usual one
(client/session/online.py is its session).
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pygame

from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session.launch import bots
from client.session.online import OnlineSession
from client.session.online_start import HostError, join_online
from client.ui import theme
from client.ui.keys import KeyFocus
from client.ui.menu import MenuItem, MenuScene
from client.ui.textfield import FieldSet, TextField
from client.ui.widgets import Button, ButtonSet


def text_of(reason: dict[str, str]) -> str:
    return reason.get(lang(), reason.get("en", ""))


def open_table(app: Any, session: OnlineSession) -> None:
    session.advance()  # the first snapshot is in: shown before the table opens
    session.events.clear()
    session.bots = bots(app)  # hints: the hard bot, here, from this seat's view
    session.hint_budget = (app.settings.bot_seconds, app.options.bot_iterations)
    app.scenes.reset("table", session)


class OnlineMenu(MenuScene):
    """Host or join: a dialog over the title."""

    name = "online"
    width = 640

    def __init__(self, app: Any) -> None:
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return t("online.heading")

    def subtitle(self) -> str:
        return t("online.subtitle")

    def items(self) -> list[MenuItem]:
        scenes = self.app.scenes
        return [("host", lambda: t("online.host"), lambda: scenes.push("online_host"), None),
                ("join", lambda: t("online.join"), lambda: scenes.push("online_join"), None),
                ("back", lambda: t("online.back"), self.back, None)]


class WaitScene(Scene):
    """Runs `work` in a thread behind a line of text; then `done(result)`, or a dialog saying why not."""

    name = "online_wait"

    def __init__(self, app: Any, text: str, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.text, self.done = text, done
        self.result: list[Any] = []
        self.clock = 0.0
        self.thread = threading.Thread(target=self._run, args=(work,), name="bodoge-online-start", daemon=True)
        self.thread.start()

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self.result.append(("ok", work()))
        except HostError as err:
            self.result.append(("error", err.reason))
        except Exception as err:  # noqa: BLE001 - said in a dialog, never a traceback
            self.result.append(("error", {"en": f"{type(err).__name__}: {err}", "ja": f"{type(err).__name__}: {err}"}))

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.result:
            return
        kind, value = self.result[0]
        self.app.scenes.pop()
        if kind == "ok":
            self.done(value)
        else:
            self.app.scenes.push("message", t("online.failed_heading"), text_of(value))

    def busy(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        surface.fill(theme.BG)
        dots = "." * (1 + int(self.clock * 3) % 3)
        img = self.app.fonts.fit(self.text + dots, vp.px(40), vp.px(1600), theme.PAPYRUS, True)
        surface.blit(img, img.get_rect(center=vp.point(960, 500)))

    def handle(self, event: pygame.event.Event) -> bool:
        return True  # nothing to press while it runs (every wait in it is bounded)


class JoinScene(Scene):
    name = "online_join"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.fields = FieldSet([
            TextField(460, 300, 1000, 70, lambda: t("online.join_address"), name="address", limit=120),
            TextField(460, 450, 1000, 70, lambda: t("online.join_code"), name="code", limit=400),
            TextField(460, 600, 1000, 70, lambda: t("online.join_name"), name="name", limit=40),
        ])
        self.buttons = ButtonSet([
            Button(560, 880, 380, 80, lambda: t("online.back"), self.back, name="back"),
            Button(980, 880, 380, 80, lambda: t("online.join_go"), self.join, primary=True, name="join"),
        ])
        self.keys = KeyFocus()
        self.problem = ""

    def enter(self) -> None:
        pygame.key.start_text_input()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    def field(self, name: str) -> TextField:
        return next(f for f in self.fields.fields if f.name == name)

    def back(self) -> None:
        self.app.scenes.pop()

    def join(self) -> None:
        address, code, name = (self.field(n).value.strip() for n in ("address", "code", "name"))
        self.problem = ("" if address else t("online.bad_address")) or ("" if code else t("online.bad_code")) \
            or ("" if 0 < len(name) <= 40 else t("online.bad_name"))
        if self.problem:
            self.app.invalidate()
            return
        self.app.scenes.push("online_wait", t("online.joining"), lambda: join_online(address, code, name),
                             lambda s: open_table(self.app, s))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return True
        if self.fields.handle(event, self.app):
            return True
        self.buttons.handle(event, self.app)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        vp, fonts = self.app.viewport, self.app.fonts
        surface.fill(theme.BG)
        img = fonts.fit(t("online.join_heading"), vp.px(56), vp.px(1700), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 60)))
        img = fonts.fit(t("online.join_paste"), vp.px(22), vp.px(1000), theme.MUTED)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 170)))
        self.fields.draw(surface, self.app)
        if self.problem:
            img = fonts.fit(self.problem, vp.px(26), vp.px(1400), theme.BAD, True)
            surface.blit(img, img.get_rect(center=vp.point(960, 760)))
        self.buttons.draw(surface, self.app)


def qr_surface(link: str, size: int) -> pygame.Surface:
    """The link as a QR code, black on white with its quiet zone, `size` pixels square."""
    import segno
    rows = [list(r) for r in segno.make(link, error="m").matrix_iter(scale=1, border=4)]
    n = len(rows)
    small = pygame.Surface((n, n))
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    whole = max(1, size // n) * n  # whole pixels per module: a scanner reads sharp edges
    return pygame.transform.scale(small, (whole, whole))


class LobbyScene(Scene):
    """The host's screen: where friends join (address, code, QR of the join link) and who is here."""

    name = "online_lobby"

    def __init__(self, app: Any, session: OnlineSession) -> None:
        super().__init__(app)
        self.session = session
        self._qr: tuple[int, pygame.Surface] | None = None
        at_table = self.at_table = app.stack.find("table") is not None
        self.handed = False  # the session went on to the table
        self.buttons = ButtonSet([
            Button(560, 940, 380, 80, lambda: t("online.stop"), self.stop, name="stop"),
            Button(980, 940, 380, 80, lambda: t("online.to_table"), self.to_table, primary=True, name="table"),
        ] if not at_table else [Button(770, 940, 380, 80, lambda: t("online.to_table"), self.back, primary=True,
                                       name="table")])
        self.keys = KeyFocus()

    def back(self) -> None:
        self.app.scenes.pop()

    def to_table(self) -> None:
        self.handed = True
        open_table(self.app, self.session)

    def leave(self) -> None:
        """Left for anything but the table (the window closed): the hosted server stops with the session."""
        if not self.handed and not self.at_table:
            self.session.close()

    def stop(self) -> None:
        def really() -> None:
            self.session.close()
            self.app.scenes.reset("title")
        self.app.scenes.push("confirm", t("online.stop_confirm"), really)

    def update(self, dt: float) -> None:
        before = (self.session.presence, self.session.snapshot)
        if self.app.stack.find("table") is None:
            while self.session.advance():  # names of who joined; the table shows the moves later
                pass
        else:
            self.session.poll()
        if (self.session.presence, self.session.snapshot) != before:
            self.app.invalidate()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back() if self.app.stack.find("table") is not None else self.stop()
            return True
        if self.keys.handle(event, self.buttons, self.app):
            return True
        self.buttons.handle(event, self.app)
        return True

    def qr(self, size: int) -> pygame.Surface:
        if self._qr is None or self._qr[0] != size:
            assert self.session.address is not None
            self._qr = (size, qr_surface(self.session.address.link, size))
        return self._qr[1]

    def draw(self, surface: pygame.Surface) -> None:
        vp, fonts, s = self.app.viewport, self.app.fonts, self.session
        surface.fill(theme.BG)
        game = s.match.game.names.get(lang(), s.match.game.id)
        img = fonts.fit(t("online.lobby_heading", game=game), vp.px(56), vp.px(1700), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 50)))
        address = s.address
        assert address is not None
        where = address.base.split("://", 1)[-1]
        y = 200
        for label, value, size in ((t("online.address"), where, 60), (t("online.code"), address.code, 30)):
            img = fonts.render(label, vp.px(24), theme.SAND, True)
            surface.blit(img, vp.point(120, y))
            img = fonts.fit(value, vp.px(size), vp.px(1080), theme.WHITE, True)
            surface.blit(img, vp.point(120, y + 36))
            y += 150
        self.draw_seats(surface, y + 10)
        qr = self.qr(vp.px(480))
        r = qr.get_rect(topright=vp.point(1800, 200))
        surface.blit(qr, r)
        img = fonts.fit(t("online.scan"), vp.px(22), vp.px(520), theme.SAND)
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + vp.px(12))))
        self.buttons.draw(surface, self.app)

    def draw_seats(self, surface: pygame.Surface, y: float) -> None:
        from client.games.common.online_badge import seat_line
        vp, fonts, s = self.app.viewport, self.app.fonts, self.session
        img = fonts.render(t("online.seats"), vp.px(24), theme.SAND, True)
        surface.blit(img, vp.point(120, y))
        for q in range(len(s.seats)):
            text, color = seat_line(s, q)
            pygame.draw.circle(surface, theme.SEAT_COLORS[q % len(theme.SEAT_COLORS)], vp.point(134, y + 62 + q * 52),
                               vp.px(10))
            img = fonts.fit(text, vp.px(28), vp.px(1000), color)
            surface.blit(img, img.get_rect(midleft=vp.point(160, y + 62 + q * 52)))
