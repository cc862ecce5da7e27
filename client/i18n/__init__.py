"""Every string the client shows, in Japanese and English catalogs (ja.toml, en.toml).

The shared screens' strings are here; each game's table package brings its own (`client/games/<pkg>/
en.toml`, `ja.toml`), merged in when a catalog is first read — so adding a game touches no shared
catalog. Shared features may keep their strings in `parts/<feature>.<lang>.toml`. A key defined twice
is an error.

`t("title.new_game")` looks the key up in the current language, falls back to English, and finally
to the key itself, so a missing entry is visible but never a crash. `{name}` fields are filled from
keyword arguments.
"""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

LANGS = ("ja", "en")
_DIR = Path(__file__).resolve().parent
_GAMES = _DIR.parent / "games"  # game packages, each with its own catalogs
_catalogs: dict[str, dict[str, str]] = {}
_lang = "en"


def _flatten(prefix: str, table: dict[str, Any], out: dict[str, str]) -> None:
    for key, value in table.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            _flatten(name, value, out)
        else:
            out[name] = str(value)


def catalog_files(lang: str) -> list[Path]:
    """The shared catalog of `lang`, its parts (one shared feature each: `parts/<feature>.<lang>.toml`, so
    features added side by side do not edit one file), then each game package's."""
    return [_DIR / f"{lang}.toml", *sorted((_DIR / "parts").glob(f"*.{lang}.toml")),
            *sorted(_GAMES.glob(f"*/{lang}.toml"))]


def catalog(lang: str) -> dict[str, str]:
    if lang not in _catalogs:
        out: dict[str, str] = {}
        for path in catalog_files(lang):
            part: dict[str, str] = {}
            with open(path, "rb") as f:
                _flatten("", tomllib.load(f), part)
            twice = sorted(part.keys() & out.keys())
            if twice:
                raise ValueError(f"{path}: {twice[0]!r} is already defined by another catalog")
            out.update(part)
        _catalogs[lang] = out
    return _catalogs[lang]


def set_lang(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGS else "en"


def lang() -> str:
    return _lang


def t(key: str, **fields: Any) -> str:
    text = catalog(_lang).get(key) or catalog("en").get(key) or key
    if fields:
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):
            return text
    return text
