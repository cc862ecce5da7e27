"""Errors a person can read. None of them should ever reach the screen as a traceback."""


class BodogeError(Exception):
    """Base of every error the engine raises on purpose. `str(err)` is the message for a person."""


class IllegalMove(BodogeError):
    """A move that the rules do not allow now. The state is left unchanged."""


class RecordError(BodogeError):
    """A save file or record that cannot be loaded: damaged, foreign, from the future, or not replayable."""


class DataError(BodogeError):
    """A component data file that does not validate. The message names file, entry and field."""
