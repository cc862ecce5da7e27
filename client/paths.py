"""Where bodoge finds its art and keeps the user's data (saves, settings)."""
from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

# The art is the package `client.art` (the top-level art/ folder, mapped in pyproject.toml), so an installed
# bodoge finds it as it finds its code. It must be a real folder: pytmx and pygame open files by path.
ART_DIR = Path(str(files("client.art")))
FONT_REGULAR = ART_DIR / "fonts" / "NotoSansJP-Regular-subset.otf"
FONT_BOLD = ART_DIR / "fonts" / "NotoSansJP-Bold-subset.otf"
DATA_ENV = "BODOGE_DATA_DIR"


def data_dir() -> Path:
    """The user data folder; `BODOGE_DATA_DIR` overrides it (tests point it at a temp dir)."""
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir
        path = Path(user_data_dir("bodoge"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return data_dir() / "settings.json"


def cache_dir() -> Path:
    """The user cache folder (art rasterized once, kept between runs): what may be deleted at any time. With
    `BODOGE_DATA_DIR` set (tests), a folder inside it, so nothing outside is written."""
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override) / "cache"
    else:
        from platformdirs import user_cache_dir
        path = Path(user_cache_dir("bodoge"))
    path.mkdir(parents=True, exist_ok=True)
    return path
