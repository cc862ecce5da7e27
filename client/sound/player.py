"""The app's sound: the synthesised set in pygame.mixer, played by name; volume and mute from settings.

Silent — and never an error — when there is no mixer to be had: the SDL dummy audio driver (tests,
--headless), no audio device, or a mixer that fails to start. `played` keeps the last names asked for,
heard or not, so tests can see which sounds a game's events ask for.

Which engine event makes which sound is each game's data: `client/games/<pkg>/sounds.toml`, a table
`[events]` of event kind = sound name (client/sound/mapping.py). A new table adds its file.
"""
from __future__ import annotations

import contextlib
import os
from collections import deque
from collections.abc import Iterator
from typing import Any

import pygame

from client.sound.synth import RATE, RECIPES


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the C libraries' own messages while the mixer starts: on a machine without a sound card ALSA
    prints a page of errors to the terminal, though the game is only silent (which is the answer we give)."""
    try:
        saved = os.dup(2)
    except OSError:  # no stderr to speak of
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class SoundPlayer:
    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.sounds: dict[str, Any] = {}
        self.played: deque[str] = deque(maxlen=64)
        self.enabled = self._start()

    def _start(self) -> bool:
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return False
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            self.sounds = {name: pygame.mixer.Sound(buffer=make().tobytes()) for name, make in RECIPES.items()}
        except (pygame.error, OSError, ValueError):
            self.sounds = {}
            return False
        return True

    def play(self, name: str) -> None:
        self.played.append(name)
        if not self.enabled or self.settings.muted or self.settings.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(self.settings.volume)
            sound.play()

    def close(self) -> None:
        if self.enabled:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
            self.enabled = False
