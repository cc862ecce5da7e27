"""SVG art rasterized at the window's scale, cached per (file, size)."""
from __future__ import annotations

import io
from pathlib import Path

import pygame

from client.assets.raster_cache import RasterCache
from client.paths import ART_DIR
from client.ui import theme


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
        """The SVG at `size`: from the disk cache when it has it, else rasterized (and kept there). A seat's
        piece (`*/pieces/*`) takes the seat colours of the colour-blind setting when it is on."""
        recolour = theme.seat_recolour() if path.parent.name == "pieces" else {}
        variant = "cb" if recolour else ""
        surf = self.disk.load(path, size, variant)
        if surf is None:
            surf = load_svg_recoloured(path, size, recolour) if recolour else load_svg(path, size)
            self.disk.store(path, surf, variant)
        elif pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def clear(self) -> None:
        self._cache.clear()


def load_svg_recoloured(path: Path, size: tuple[int, int], recolour: dict[bytes, bytes]) -> pygame.Surface:
    data = path.read_bytes()
    for old, new in recolour.items():
        data = data.replace(old, new)
    return load_svg(io.BytesIO(data), size)


def load_svg(path: Path | io.BytesIO, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.image.load_sized_svg(path if isinstance(path, io.BytesIO) else str(path), size)
    if surf.get_size() != size:  # load_sized_svg keeps the aspect ratio; centre it in the box
        box = pygame.Surface(size, pygame.SRCALPHA)
        box.blit(surf, surf.get_rect(center=box.get_rect().center))
        surf = box
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf
