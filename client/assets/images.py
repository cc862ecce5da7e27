"""SVG art rasterized at the window's scale, cached per (file, size)."""
from __future__ import annotations

from pathlib import Path

import pygame

from client.assets.raster_cache import RasterCache
from client.paths import ART_DIR


class ImageCache:
    """Loads `art/<name>.svg` at a pixel size once; later calls at the same size are free."""

    def __init__(self, root: Path = ART_DIR, limit: int = 600, disk: RasterCache | None = None) -> None:
        self.root = root
        self.limit = limit
        self.disk = disk or RasterCache(None)  # rasters kept between runs (the app passes the user's cache)
        self._cache: dict[tuple[str, int, int], pygame.Surface] = {}

    def path(self, name: str) -> Path:
        return self.root / f"{name}.svg"

    def get(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (name, w, h)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()  # a resize invalidates everything anyway
            surf = self.load(self.path(name), (w, h))
            self._cache[key] = surf
        return surf

    def faded(self, name: str, size: tuple[int, int], alpha: int) -> pygame.Surface:
        """The same image at a fixed opacity (ghosts of tiles not held), also cached."""
        key = (f"{name}@{alpha}", max(1, int(size[0])), max(1, int(size[1])))
        surf = self._cache.get(key)
        if surf is None:
            surf = self.get(name, size).copy()
            surf.set_alpha(alpha)
            self._cache[key] = surf
        return surf

    def load(self, path: Path, size: tuple[int, int]) -> pygame.Surface:
        """The SVG at `size`: from the disk cache when it has it, else rasterized (and kept there)."""
        surf = self.disk.load(path, size)
        if surf is None:
            surf = load_svg(path, size)
            self.disk.store(path, surf)
        elif pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def clear(self) -> None:
        self._cache.clear()


def load_svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.image.load_sized_svg(str(path), size)
    if surf.get_size() != size:  # load_sized_svg keeps the aspect ratio; centre it in the box
        box = pygame.Surface(size, pygame.SRCALPHA)
        box.blit(surf, surf.get_rect(center=box.get_rect().center))
        surf = box
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf
