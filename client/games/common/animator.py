"""Engine events dispatched by kind: a table registers one handler per event kind instead of an
if-chain over kinds. A kind nobody registered is simply not animated."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event

Handler = Callable[[Event, Any], None]  # (event, state after the move)


def handles(*kinds: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Mark a method as the animation of these event kinds (collected by `EventDispatch.collect`)."""
    def mark(fn: Callable[..., None]) -> Callable[..., None]:
        fn._event_kinds = kinds  # type: ignore[attr-defined]
        return fn
    return mark


class EventDispatch:
    def __init__(self) -> None:
        self.handlers: dict[str, Handler] = {}

    def on(self, kind: str, handler: Handler) -> None:
        if kind in self.handlers:
            raise ValueError(f"event kind {kind!r} already has a handler")
        self.handlers[kind] = handler

    def collect(self, obj: object) -> EventDispatch:
        """Register every method of `obj` marked with `@handles(...)`."""
        for name in dir(type(obj)):
            kinds = getattr(getattr(type(obj), name, None), "_event_kinds", ())
            for kind in kinds:
                self.on(kind, getattr(obj, name))
        return self

    def play(self, event: Event, state: Any) -> bool:
        """Run the handler of the event's kind; False when the kind has none."""
        handler = self.handlers.get(event.kind)
        if handler is None:
            return False
        handler(event, state)
        return True
