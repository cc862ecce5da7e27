"""Reading a file a person or a save named: only a regular file, and only up to a size cap.

A path may name anything: a FIFO (opening it for reading would wait for a writer for ever), a device that
never ends (`/dev/zero`), a file far too large to hold. `read_capped` opens without blocking, asks the
open file (not the name, which may be swapped between the two) what it is, and reads at most `limit`
bytes. Every refusal is an `OSError` whose `strerror` a person can read, so callers that already report
`err.strerror` for a missing file report these too.
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Final

DATA_LIMIT: Final = 1 << 20  # a component data file: 1 MB (the largest shipped one is ~56 kB)
RECORD_LIMIT: Final = 4 << 20  # a save: 4 MB (a whole game is ~40 kB; with the largest data file ~1 MB)


def size_text(limit: int) -> str:
    return f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit >> 10} kB"


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at `path`, which must hold at most `limit` of them."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than the {size_text(limit)} bodoge reads", str(path))
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew after fstat
                raise OSError(errno.EFBIG, f"larger than the {size_text(limit)} bodoge reads", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text_capped(path: str | os.PathLike[str], limit: int = DATA_LIMIT) -> str:
    """The file's text (UTF-8); a file that is not UTF-8 is an OSError too, naming the problem alone."""
    raw = read_capped(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise OSError(errno.EILSEQ, "not UTF-8 text", str(path)) from None


def is_regular(path: str | os.PathLike[str]) -> bool:
    """Whether `path` names a regular file now (following links); never opens it."""
    try:
        return stat.S_ISREG(Path(path).stat().st_mode)
    except OSError:
        return False
