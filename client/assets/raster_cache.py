"""Rasterized art kept on disk between runs, in the user cache folder: a table's first frame reads its
pictures' pixels back (tens of microseconds each) instead of rasterizing every SVG again (about half a
millisecond to a millisecond each; Coal Baron's first frame draws 130 of them).

A file is keyed by the SVG's content hash and the pixel size, so an edited SVG or another window size is
simply another file; its bytes are the raw RGBA pixels. Anything wrong with the folder or a file (missing,
short, unwritable) means the SVG is rasterized as before: the cache can only save time. The folder is
trimmed to LIMIT bytes, oldest first, once per run.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pygame

LIMIT = 200 * 1024 * 1024
FOLDER = "raster-v1"  # a new name when the file format changes


class RasterCache:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._digests: dict[tuple[Path, str], str] = {}
        self._trimmed = False

    def file(self, svg: Path, size: tuple[int, int], variant: str = "") -> Path | None:
        """The file of `svg` at `size`; `variant` names a change made to the SVG before rasterizing (the
        colour-blind seats), so the same SVG painted otherwise is another file."""
        if self.folder is None:
            return None
        digest = self._digests.get((svg, variant))
        if digest is None:
            try:
                digest = hashlib.sha1(svg.read_bytes() + variant.encode(), usedforsecurity=False).hexdigest()[:20]
            except OSError:
                return None
            self._digests[(svg, variant)] = digest
        return self.folder / f"{digest}-{size[0]}x{size[1]}.rgba"

    def load(self, svg: Path, size: tuple[int, int], variant: str = "") -> pygame.Surface | None:
        path = self.file(svg, size, variant)
        if path is None:
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        if len(data) != size[0] * size[1] * 4:
            return None
        return pygame.image.frombytes(data, size, "RGBA")

    def store(self, svg: Path, surf: pygame.Surface, variant: str = "") -> None:
        path = self.file(svg, surf.get_size(), variant)
        if path is None or self.folder is None:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not self._trimmed:
                self._trimmed = True
                trim(self.folder)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(pygame.image.tobytes(surf, "RGBA"))
            os.replace(tmp, path)
        except OSError:
            return


def trim(folder: Path, limit: int = LIMIT) -> None:
    """The oldest files go until the folder holds at most `limit` bytes."""
    files = []
    for entry in os.scandir(folder):
        if entry.is_file():
            st = entry.stat()
            files.append((st.st_mtime, st.st_size, entry.path))
    total = sum(size for _t, size, _p in files)
    for _mtime, size, name in sorted(files):
        if total <= limit:
            break
        Path(name).unlink(missing_ok=True)
        total -= size


def default_cache() -> RasterCache:
    try:
        from client.paths import cache_dir
        return RasterCache(cache_dir() / FOLDER)
    except OSError:
        return RasterCache(None)
