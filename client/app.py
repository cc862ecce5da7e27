"""The window and the main loop: events to the scene stack, update, draw only when dirty, stats."""
from __future__ import annotations

import contextlib
import os
import statistics
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import pygame

from client import i18n
from client.anim.landing import Landing
from client.assets.images import ImageCache
from client.assets.raster_cache import default_cache
from client.assets.text import Fonts
from client.scenes.stack import SceneStack
from client.settings import Settings, save_settings
from client.sound.player import SoundPlayer
from client.ui import theme
from client.ui.viewport import Viewport

MIN_SIZE = (800, 600)  # below this text gets too small to read (tests check 800x600 has no overlaps)


@dataclass(slots=True)
class Options:
    size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    headless: bool = False
    inline_bots: bool = False  # bots in this process (tests); the app uses a worker process
    bot_iterations: int | None = None
    bot_seed: int | None = None  # the bots' own randomness, fixed for a reproducible run (None: a fresh one)
    fps: int = 60


class App:
    def __init__(self, settings: Settings, options: Options) -> None:
        if options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.display.init()
        pygame.font.init()
        self.settings = settings
        self.options = options
        i18n.set_lang(settings.resolved_lang())
        self.fullscreen = options.fullscreen or settings.fullscreen
        self.windowed_size = (max(MIN_SIZE[0], options.size[0]), max(MIN_SIZE[1], options.size[1]))
        self.screen = self._open_window()
        self.viewport = Viewport(self.screen.get_size())
        self.images = ImageCache(disk=default_cache())
        self.fonts = Fonts()
        self.fonts.set_scale(settings.text_scale)
        theme.set_colour_blind(settings.colour_blind)
        self.sound = SoundPlayer(settings)
        self.landing = Landing()  # pieces in flight, drawn only as sprites (client/anim/landing.py)
        self.stack = SceneStack(self)
        self.scenes = self.stack  # scenes are opened by name: app.scenes.push("results", session)
        self.running = True
        self.dirty = True
        self.was_busy = False
        self.thinking_max_ms = 0.0
        self.thinking_cpu_max_ms = 0.0
        self.bot_turn_s: list[float] = []  # each bot turn's time on screen, from its first move to another seat's
        self.frame_ms: list[float] = []
        # the main thread's CPU time per frame: what a frame costs, apart from waiting for a busy machine's
        # cores (wall time on a shared 2-core machine swings 3x with the load; this does not)
        self.frame_cpu_ms: list[float] = []
        self.frames = 0
        self.clock = pygame.time.Clock()
        pygame.display.set_caption("bodoge")
        pygame.key.set_repeat(0)

    # --- window -------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.fullscreen and not self.options.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        with contextlib.suppress(pygame.error, AttributeError, ValueError), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the display module has no call of its own
            pygame.Window.from_display_module().minimum_size = MIN_SIZE  # a window manager may refuse
        return screen

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self.on_resize(self.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        size = (max(1, size[0]), max(1, size[1]))
        if not self.fullscreen:
            self.windowed_size = size
        self.screen = pygame.display.get_surface() or self.screen
        self.viewport.resize(self.screen.get_size())
        self.images.clear()
        self.stack.resize()
        self.invalidate()

    def invalidate(self) -> None:
        self.dirty = True

    def set_lang(self, lang: str) -> None:
        self.settings.lang = lang  # type: ignore[assignment]
        i18n.set_lang(self.settings.resolved_lang())
        self.save_settings()
        self.stack.resize()
        self.invalidate()

    def save_settings(self) -> None:
        with contextlib.suppress(OSError):  # settings are a convenience; never fail the game over them
            save_settings(self.settings)

    # --- loop ---------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.on_resize((pygame.display.get_surface() or self.screen).get_size())
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.DROPFILE:  # a save file dropped on the window opens, asked first mid-game
            from client.session.launch import drop_file
            drop_file(self, Path(event.file))
            self.invalidate()
            return
        self.stack.handle(event)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, and a draw when anything changed."""
        start, cpu = time.perf_counter(), time.thread_time()
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        self.stack.update(dt)
        busy = self.stack.busy()
        if busy or self.was_busy:  # one more frame after motion stops: the settled state (enabled buttons)
            self.dirty = True
        self.was_busy = busy
        if self.dirty and self.running:
            self.dirty = False
            self.stack.draw(self.screen)
            pygame.display.flip()
        self.frames += 1
        ms = (time.perf_counter() - start) * 1000
        self.frame_ms.append(ms)
        cpu_ms = (time.thread_time() - cpu) * 1000
        self.frame_cpu_ms.append(cpu_ms)
        session = getattr(self.stack.top, "session", None)
        if session is not None and session.thinking():  # the window must stay smooth while a bot thinks
            self.thinking_max_ms = max(self.thinking_max_ms, ms)
            self.thinking_cpu_max_ms = max(self.thinking_cpu_max_ms, cpu_ms)

    def run(self, max_frames: int | None = None) -> None:
        while self.running and (max_frames is None or self.frames < max_frames):
            dt = self.clock.tick(self.options.fps) / 1000
            self.step(min(dt, 0.1))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        while self.stack.scenes:
            self.stack.pop()
        self.sound.close()

    def set_colour_blind(self, on: bool) -> None:
        """The colour-blind setting: seat colours and pieces repainted, caches redone."""
        self.settings.colour_blind = on
        theme.set_colour_blind(on)
        self.save_settings()
        self.images.clear()
        self.stack.resize()
        self.invalidate()

    def set_text_scale(self, scale: float) -> None:
        """The text-size setting: every font is this much larger; layouts and caches are redone."""
        self.settings.text_scale = scale
        self.fonts.set_scale(scale)
        self.save_settings()
        self.images.clear()
        self.stack.resize()
        self.invalidate()

    def stats(self) -> dict[str, float]:
        ms = sorted(self.frame_ms) or [0.0]
        cpu = sorted(self.frame_cpu_ms[1:]) or [0.0]  # the first frame rasterizes the art: `first_ms` tells it
        return {"frames": self.frames, "p50_ms": round(statistics.median(ms), 2),
                "p95_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 2), "max_ms": round(ms[-1], 2),
                "first_ms": round(self.frame_ms[0], 2) if self.frame_ms else 0.0,
                "max_ms_while_bot_thinks": round(self.thinking_max_ms, 2),
                "cpu_p95_ms": round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.95))], 2), "cpu_max_ms": round(cpu[-1], 2),
                "cpu_max_ms_while_bot_thinks": round(self.thinking_cpu_max_ms, 2),
                "bot_turns": len(self.bot_turn_s), "max_bot_turn_s": round(max(self.bot_turn_s, default=0.0), 2)}

    def screenshot(self, path: str) -> None:
        self.stack.draw(self.screen)
        pygame.image.save(self.screen, path)
