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


def seat_token(seat: int) -> str:
    """How engine text names a seat, for the table to fill with the seat's name: "{seat1}" is the first."""
    return "{seat" + str(seat + 1) + "}"


def name_seats(text: str, names: list[str] | None = None) -> str:
    """`text` with its seat tokens replaced by `names` (default "P1", "P2", …)."""
    if "{seat" not in text:
        return text
    for i in range(9):
        token = seat_token(i)
        if token in text:
            text = text.replace(token, names[i] if names is not None and i < len(names) else f"P{i + 1}")
    return text
