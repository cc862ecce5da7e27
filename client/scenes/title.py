"""The title screen: continue, new game, load, demo, rules, settings, quit."""
from __future__ import annotations

from client.i18n import t
from client.paths import autosave_path
from client.scenes.menu import MenuScene


class TitleScene(MenuScene):
    def title(self) -> str:
        return t("title.heading")

    def subtitle(self) -> str:
        return t("title.tagline")

    def items(self):
        return [
            ("continue", lambda: t("title.continue"), self.continue_game, autosave_path().exists),
            ("new", lambda: t("title.new_game"), self.new_game, None),
            ("load", lambda: t("title.load"), self.load, None),
            ("demo", lambda: t("title.demo"), self.demo, None),
            ("rules", lambda: t("title.rules"), self.rules, None),
            ("settings", lambda: t("title.settings"), self.settings, None),
            ("quit", lambda: t("title.quit"), self.app.quit, None),
        ]

    def draw(self, surface) -> None:
        super().draw(surface)
        vp = self.app.viewport
        for name, box in (("ra/parts/ra_figure", (330, 330, 240, 340)), ("ra/parts/bag", (1370, 400, 220, 220)),
                          ("ra/suns/sun_16_up", (1600, 60, 150, 150)), ("ra/tiles/pyramid", (360, 720, 130, 130)),
                          ("ra/tiles/pharaoh", (1430, 700, 130, 130))):
            r = vp.rect(*box)
            surface.blit(self.app.images.get(name, r.size), r)

    def back(self) -> None:
        from client.scenes.overlays import Confirm
        self.app.stack.push(Confirm(self.app, t("title.quit_confirm"), self.app.quit))

    def continue_game(self) -> None:
        from client.scenes.overlays import open_save
        open_save(self.app, autosave_path())

    def new_game(self) -> None:
        from client.scenes.newgame import NewGameScene
        self.app.stack.push(NewGameScene(self.app))

    def load(self) -> None:
        from client.scenes.overlays import LoadMenu
        self.app.stack.push(LoadMenu(self.app))

    def demo(self) -> None:
        from client.scenes.demo import start_demo
        start_demo(self.app)

    def rules(self) -> None:
        from client.scenes.overlays import RulesOverlay
        self.app.stack.push(RulesOverlay(self.app))

    def settings(self) -> None:
        from client.scenes.overlays import SettingsMenu
        self.app.stack.push(SettingsMenu(self.app))
