"""Who holds which seat, mixed into `server.hub.Hub`: presence (who is connected), an away player's seat handed
to a bot and back, and undo within one's own turn (docs/protocol.md: "Presence", "Undo", "Stand-in")."""
from __future__ import annotations

import json
import logging
import time
from typing import TYPE_CHECKING, Any

from client.session.undo import own_turn_undo
from server import messages as msg
from server.live import Conn, Live, Settings, StandIn, Sync, Undo, connected_seats
from server.store import Conflict, Store

log = logging.getLogger("bodoge.server")


class Seats:
    settings: Settings
    store: Store | None

    if TYPE_CHECKING:  # the hub's own (server/hub.py, server/cluster.py); no stubs that would shadow them
        async def db(self, fn: Any, *args: Any) -> Any: ...
        def broadcast(self, lv: Live) -> None: ...
        def _kick(self, lv: Live) -> None: ...

    def presence(self, lv: Live) -> str:
        """Who is connected now (docs/protocol.md, "presence"): per seat, connected or away for how long."""
        now = time.monotonic()
        here = connected_seats(lv)
        seats = [{"seat": s.seat, "connected": s.seat in here,
                  "away": None if s.seat in here or s.seat not in lv.away else round(now - lv.away[s.seat], 1),
                  "stand_in": lv.room.stand_in.get(s.seat)} for s in lv.room.seats]
        return json.dumps({"type": "presence", "grace": self.settings.grace_seconds, "seats": seats})

    def tell_presence(self, lv: Live) -> None:
        text = self.presence(lv)
        for conn in list(lv.conns):
            conn.send(text)

    # --- undo and stand-ins -------------------------------------------------------------------
    def _refuse(self, conn: Conn | None, cmd_id: str | None, reason: dict[str, str]) -> None:
        if conn is not None:
            conn.send(json.dumps({"type": "reject", "cmd_id": cmd_id, "reason": reason}, ensure_ascii=False))

    def _undo_refusal(self, lv: Live, u: Undo) -> dict[str, str] | None:
        room = lv.room
        if room.over():
            return msg.GAME_OVER
        if not lv.owned:
            return msg.NOT_HERE
        if u.expected != room.version:
            return msg.stale(room.version)
        if room.to_move() != u.seat or own_turn_undo(room.actors, u.seat) is None:
            return msg.UNDO_NOT_NOW
        return None

    async def _undo(self, lv: Live, u: Undo) -> None:
        """Take back the seat's last move of its turn (the rule: client/session/undo.py `own_turn_undo`)."""
        assert self.store is not None
        reason = self._undo_refusal(lv, u)
        if reason is not None:
            self._refuse(u.conn, u.cmd_id, reason)
            return
        room = lv.room
        before = room.version
        try:
            await self.db(self.store.truncate, room.id, before, before - 1)
        except Exception as err:  # noqa: BLE001 - nothing changed: refused
            if isinstance(err, Conflict):
                lv.owned = False
                lv.queue.put_nowait(Sync())
            else:
                log.exception("game %s: storing an undo failed", room.id)
            self._refuse(u.conn, u.cmd_id, msg.RETRY)
            return
        room.rewind(before - 1)
        lv.bot_asked = -1
        self.broadcast(lv)
        self._kick(lv)

    def _stand_in_refusal(self, lv: Live, s: StandIn) -> dict[str, str] | None:
        room = lv.room
        if room.over():
            return msg.GAME_OVER
        if not lv.owned:
            return msg.NOT_HERE
        if s.seat == s.by:
            return msg.SEAT_OWN
        if not 0 <= s.seat < len(room.seats) or room.seats[s.seat].kind != "human" or s.seat in room.stand_in:
            return msg.SEAT_NOT_HUMAN
        if s.seat in connected_seats(lv) or s.seat not in lv.away:
            return msg.SEAT_NOT_AWAY
        left = self.settings.grace_seconds - (time.monotonic() - lv.away[s.seat])
        return msg.not_yet_away(left) if left > 0 else None

    def _stand_in(self, lv: Live, s: StandIn) -> None:
        """A bot plays an away player's seat until that player says hello again (`attach`)."""
        reason = self._stand_in_refusal(lv, s)
        if reason is not None:
            self._refuse(s.conn, s.cmd_id, reason)
            return
        lv.room.stand_in[s.seat] = s.level
        lv.room.invalidate()
        lv.bot_asked = -1
        self.broadcast(lv)
        self.tell_presence(lv)
        self._kick(lv)
