"""Errors a person can read. None of them should ever reach the screen as a traceback."""
from __future__ import annotations


class BodogeError(Exception):
    """Base of every error the engine raises on purpose. `str(err)` is the message for a person."""


class IllegalMove(BodogeError):
    """A move that the rules do not allow now. The state is left unchanged."""


class RecordError(BodogeError):
    """A save file or record that cannot be loaded: damaged, foreign, from the future, or not replayable."""


class OptionError(BodogeError):
    """A game option that the game does not have, or a value it does not take (`--option KEY=VALUE`)."""


class DataError(BodogeError):
    """A component data file that does not validate. The message names file, entry and field."""


class Reason(str):
    """Why a move is illegal: the English text (the str itself) carrying its Japanese text too.

    `why_illegal` returns one, so callers that only want a string keep working; the client shows
    `reason.text(lang)`."""

    ja: str

    def __new__(cls, en: str, ja: str) -> Reason:
        obj = super().__new__(cls, en)
        obj.ja = ja
        return obj

    def text(self, lang: str) -> str:
        return self.ja if lang == "ja" else str(self)


def reason_text(reason: str, lang: str) -> str:
    """The reason in `lang` where the engine gave one, else the text as it is."""
    return reason.text(lang) if isinstance(reason, Reason) else str(reason)
