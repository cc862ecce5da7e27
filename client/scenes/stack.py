"""Scenes on a stack (after Tuxemon): push/pop/replace, transparent overlays, top-down events.

`update(dt)` advances, `draw(surface)` only paints (never changes state), `handle(event)` returns
True when it consumed the event. A transparent scene lets the scenes below it draw first.

Scenes are found by name (Tuxemon's StateManager): `app.scenes.push("results", session=s)`. Every
module of this package is looked through once, on the first lookup, for `Scene` subclasses with a
`name`; so scene modules never import one another, and adding a scene touches no list.
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pygame


class Scene:
    name = ""  # how other scenes ask for this one ("" for a base class nobody opens)
    transparent = False  # overlays set this: the scene below still draws
    modal = True  # a modal scene swallows every event it does not use

    def __init__(self, app: Any) -> None:
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


def _subclasses(cls: type[Scene]) -> list[type[Scene]]:
    out = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out.extend(_subclasses(sub))
    return out


class SceneRegistry:
    """Scene name -> class, found by importing every module of a package once."""

    def __init__(self, package: str = "client.scenes") -> None:
        self.package = package
        self._by_name: dict[str, type[Scene]] | None = None

    def classes(self) -> dict[str, type[Scene]]:
        if self._by_name is None:
            pkg = importlib.import_module(self.package)
            for info in pkgutil.iter_modules(pkg.__path__):
                importlib.import_module(f"{self.package}.{info.name}")
            found: dict[str, type[Scene]] = {}
            for cls in _subclasses(Scene):
                if cls.name and cls.__module__.startswith(self.package + "."):
                    if cls.name in found and found[cls.name] is not cls:
                        raise RuntimeError(f"two scenes are named {cls.name!r}: {found[cls.name]} and {cls}")
                    found[cls.name] = cls
            self._by_name = found
        return self._by_name

    def get(self, name: str) -> type[Scene]:
        classes = self.classes()
        if name not in classes:
            raise KeyError(f"no scene named {name!r} (scenes: {', '.join(sorted(classes))})")
        return classes[name]


SCENES = SceneRegistry()


class SceneStack:
    def __init__(self, app: Any, registry: SceneRegistry = SCENES) -> None:
        self.app = app
        self.registry = registry
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def make(self, scene: Scene | str, *args: Any, **kw: Any) -> Scene:
        """A scene given by name (made with `app` and the arguments) or as it is."""
        if isinstance(scene, Scene):
            return scene
        return self.registry.get(scene)(self.app, *args, **kw)

    def push(self, scene: Scene | str, *args: Any, **kw: Any) -> Scene:
        made = self.make(scene, *args, **kw)
        self.scenes.append(made)
        made.enter()
        self.app.invalidate()
        return made

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        self.app.invalidate()
        return scene

    def replace(self, scene: Scene | str, *args: Any, **kw: Any) -> Scene:
        made = self.make(scene, *args, **kw)
        if self.scenes:
            self.scenes.pop().leave()
        return self.push(made)

    def reset(self, scene: Scene | str, *args: Any, **kw: Any) -> Scene:
        """Clear the whole stack and start again from `scene` (e.g. back to the title)."""
        made = self.make(scene, *args, **kw)
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(made)

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            was_top = scene is self.top
            self.scenes.remove(scene)
            scene.leave()
            if was_top and self.scenes:
                self.scenes[-1].resume()
            self.app.invalidate()

    def find(self, kind: type | str) -> Scene | None:
        """The topmost scene of a class, or with a name."""
        for s in reversed(self.scenes):
            if (s.name == kind) if isinstance(kind, str) else isinstance(s, kind):
                return s
        return None

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
