"""Text in both languages, for prompts, labels and descriptions the engine hands to the table."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Text:
    """One piece of text in English and Japanese. `text(lang)` picks the player's language."""

    en: str
    ja: str

    def text(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def format(self, **values: object) -> Text:
        return Text(self.en.format(**values), self.ja.format(**values))
