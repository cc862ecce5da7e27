"""Scenes on a stack (after Tuxemon): push/pop/replace, transparent overlays, top-down events.

`update(dt)` advances, `draw(surface)` only paints (never changes state), `handle(event)` returns
True when it consumed the event. A transparent scene lets the scenes below it draw first.
"""
from __future__ import annotations

import pygame


class Scene:
    transparent = False  # overlays set this: the scene below still draws
    modal = True  # a modal scene swallows every event it does not use

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def resume(self) -> None:
        """The scene above was popped."""

    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def busy(self) -> bool:
        """True while something moves on screen (frames must be drawn even without input)."""
        return False

    def resize(self) -> None: ...


class SceneStack:
    def __init__(self, app) -> None:
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.enter()
        self.app.invalidate()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        self.app.invalidate()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the whole stack and start again from `scene` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            was_top = scene is self.top
            self.scenes.remove(scene)
            scene.leave()
            if was_top and self.scenes:
                self.scenes[-1].resume()
            self.app.invalidate()

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        for scene in reversed(list(self.scenes)):
            if scene.handle(event):
                return True
            if scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            scene.update(dt)

    def visible(self) -> list[Scene]:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        return self.scenes[max(0, start):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def busy(self) -> bool:
        return any(s.busy() for s in self.scenes)

    def resize(self) -> None:
        for scene in self.scenes:
            scene.resize()
