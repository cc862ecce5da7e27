"""Playing on a `bodoge serve` server (docs/protocol.md): the network thread, the session the table plays
through, and a server started on this machine for hosting.

`NetLink` owns the websocket in a thread of its own (as the bot worker owns its process): it connects,
says hello with the seat's token and the last version seen, reconnects with backoff when the link drops,
sends what the session puts in its outbox and hands every message to the session through a queue. A frame
never waits on the network.

`OnlineSession` answers the table what a `GameSession` answers (client/session/game_session.py): the state
is the last snapshot's view decoded into a position of the game's own class (server/view_decode.py), the
log is the snapshot's (already worded for this viewer), and a move of the local seat becomes a command.
The engine on the server is the authority: a move the decoded position already refuses is refused here
with the engine's reason; one it accepts is sent, and the server's snapshot (or its reject) answers.
Snapshots are taken one per `advance`, so the table paces other seats' moves as it paces bots'.

Undo follows the server's rule (client/session/undo.py `own_turn_undo`): within one's own turn, never past
a revealed draw. An away player's seat may be handed to a bot once the server's grace period has passed.
"""
from __future__ import annotations

import contextlib
import json
import queue
import secrets
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from client.session import undo as undo_rules
from client.session.bot_turn import BotTurn
from client.session.game_session import SeatSpec
from client.session.log import LogEntry, Note
from engine.core.events import Event
from engine.core.game import TERMINAL
from engine.core.match import Match
from engine.core.registry import get_game
from engine.core.text import Text

BACKOFF = (0.25, 0.5, 1.0, 2.0, 4.0)  # seconds between reconnection attempts (the last repeats)
CATCH_UP = 3  # more snapshots than this waiting (a reconnect): jump to the newest
NOBODY = -3  # `to_move` before the first snapshot, and at the end until the record is in
FINAL_SECONDS = 10.0  # how long the end waits for the record before the results show the last view


def reason_of(err: BaseException) -> dict[str, str]:
    """A network failure in words (en, ja), never a traceback."""
    from websockets.exceptions import ConnectionClosed
    if isinstance(err, ConnectionClosed):
        return {"en": "the connection was closed", "ja": "接続が切れました"}
    reason = getattr(err, "reason", None)
    if isinstance(reason, dict) and "en" in reason:
        return {"en": str(reason["en"]), "ja": str(reason.get("ja", reason["en"]))}
    text = str(getattr(err, "strerror", None) or reason or err) or type(err).__name__
    return {"en": text, "ja": text}


# --- the network thread ---------------------------------------------------------------------------
class NetLink:
    """One game's websocket, in a daemon thread. `inbox` gets ("status", name, attempt), ("message", dict)
    and ("failed", reason) items; `send(message)` queues a message for the server."""

    def __init__(self, base: str, game_id: str, token: str | None) -> None:
        self.base, self.game_id, self.token = base, game_id, token
        self.inbox: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self.outbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.stop = threading.Event()
        self.unacked: dict[str, Any] | None = None  # the last command or undo with no answer yet
        self.client: Any = None
        self.fetched = False  # the finished game's record was asked for
        self.thread = threading.Thread(target=self._run, name="bodoge-net", daemon=True)
        self.thread.start()

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.put(message)

    def close(self) -> None:
        self.stop.set()
        self.thread.join(timeout=3.0)

    def drop(self) -> None:
        """Cut the connection as a network would (the thread reconnects by itself)."""
        client = self.client
        if client is not None and client.ws is not None:
            with contextlib.suppress(Exception):
                client.ws.close()

    def _run(self) -> None:
        from server.client import GameClient, ServerError
        client = self.client = GameClient(self.base, self.game_id, self.token)
        attempt = 0
        while not self.stop.is_set():
            self.inbox.put(("status", "connecting" if attempt == 0 else "reconnecting", attempt))
            try:
                first = client.connect(timeout=5.0)
                attempt = 0
                self.inbox.put(("status", "connected", 0))
                self._received(first)
                if self.unacked is not None:  # sent before the drop: again, with the same cmd_id (applied once)
                    self._write(client, self.unacked)
                self._serve(client)
            except ServerError as err:  # the server refused the hello (a token it does not know, no such game)
                self.inbox.put(("failed", reason_of(err)))
                return
            except Exception as err:  # noqa: BLE001 - any network failure: say so, wait, try again
                attempt += 1
                self.inbox.put(("status", "reconnecting", attempt, reason_of(err)))
                client.close()
                self.stop.wait(BACKOFF[min(attempt, len(BACKOFF)) - 1])
        client.close()

    def _serve(self, client: Any) -> None:
        while not self.stop.is_set():
            while True:
                try:
                    out = self.outbox.get_nowait()
                except queue.Empty:
                    break
                if out.get("type") in ("command", "undo"):
                    self.unacked = out
                self._write(client, out)
            message = client.recv(0.02)
            if message is not None:
                self._received(message)

    def _fetch_record(self) -> None:
        """The finished game's record (public once it is over): the whole final position, every secret shown."""
        from server.client import game_record
        try:
            self.inbox.put(("record", json.dumps(game_record(self.base, self.game_id))))
        except Exception as err:  # noqa: BLE001 - the table ends on the last view instead
            self.inbox.put(("record", None, reason_of(err)))

    @staticmethod
    def _write(client: Any, message: dict[str, Any]) -> None:
        assert client.ws is not None
        client.ws.send(json.dumps(message))

    def _received(self, message: dict[str, Any]) -> None:
        if message.get("type") == "snapshot" and message.get("over") and not self.fetched:
            self.fetched = True
            self._fetch_record()
        sent = self.unacked
        if sent is not None and ((message.get("type") == "reject" and message.get("cmd_id") == sent["cmd_id"])
                                 or (message.get("type") == "snapshot"
                                     and message.get("version") != sent["expected_version"])):
            self.unacked = None
        self.inbox.put(("message", message))


# --- what the table plays through -----------------------------------------------------------------
@dataclass
class OnlineMatch:
    """What the table reads of `session.match`: the game, the position, how many moves were played."""

    game: Any
    num_players: int
    options: dict[str, Any]
    state: Any
    moves: list[Any] = field(default_factory=list)
    seed: int = 0


class NoScoring:
    """Scoring summaries reach an online table as log notes; no overlay is opened for them."""

    marks: list[Any] = []


@dataclass(frozen=True, slots=True)
class Address:
    """Where a game is: the server and the game, and the invite a friend joins with."""

    base: str
    game_id: str
    invite: str

    @property
    def code(self) -> str:
        """What a friend types: the game and its invite in one word."""
        return f"{self.game_id}.{self.invite}"

    @property
    def link(self) -> str:
        """The join link (the QR code): the server's own page says how to join."""
        return f"{self.base}/join?game={self.game_id}&invite={self.invite}"


def parse_code(code: str) -> tuple[str, str] | None:
    """(game_id, invite) from a typed code, or from a pasted join link; None when it is neither."""
    code = code.strip()
    if "game=" in code and "invite=" in code:
        from urllib.parse import parse_qs, urlsplit
        q = parse_qs(urlsplit(code).query)
        game, invite = q.get("game", [""])[0], q.get("invite", [""])[0]
        return (game, invite) if game and invite else None
    game, dot, invite = code.partition(".")
    return (game, invite) if dot and game and invite else None


def base_url(address: str) -> str:
    """http://host:port from what a person types (host:port, or a link)."""
    address = address.strip().rstrip("/")
    if "://" not in address:
        address = "http://" + address
    scheme, _, rest = address.partition("://")
    return f"{scheme}://{rest.split('/')[0]}"


class OnlineSession:
    """A networked game, as the table sees a session (see the module's docstring)."""

    online = True

    def __init__(self, game_id: str, players: int, options: dict[str, Any], seat: int | None,
                 link: NetLink, address: Address | None = None, host: Any = None) -> None:
        game = get_game(game_id)
        self.template = Match(game_id, players, 0, options).state
        self.match: Any = OnlineMatch(game, players, options, self.template)
        self.final: Match | None = None  # the finished game, replayed from its record
        self.final_at: float | None = None  # when the end was shown
        self.no_record = False  # the record could not be had: the results show the last view
        self.final_record: Any = None  # the finished game's record, as the server gave it
        self.seat = seat
        self.link = link
        self.address = address
        self.host = host
        self.seats = [SeatSpec("human", None, f"P{i + 1}") for i in range(players)]
        self.log: list[LogEntry] = []
        self.events: list[Event] = []
        self.generation = 0
        self.scoring = NoScoring()
        self.turn = BotTurn()
        self.snapshot: dict[str, Any] | None = None
        self.waiting: list[dict[str, Any]] = []  # snapshots received and not yet shown
        self.presence: dict[str, Any] | None = None
        self.presence_at = 0.0
        self.status: tuple[str, int] = ("connecting", 0)
        self.failed: dict[str, str] | None = None  # the server refused this seat for good
        self.last_error: dict[str, str] | None = None  # why the last connection attempt failed
        self.sent: tuple[str, Any, Any] | None = None  # (cmd_id, move, position it was played from)
        self.told: list[dict[str, str]] = []  # refusals and news for the table to show, oldest first
        self.pending: Any = None
        self.ready: Any = None
        self.hint: Any = None
        self.hint_key: Any = None
        self.bots: Any = None  # the app's bot driver, for hints (set when the table opens)
        self.hint_budget: tuple[float, int | None] = (1.0, None)  # seconds, or iterations (tests)
        self.bot_seed = secrets.randbits(62)
        self.hint_error: str | None = None
        self.bot_error: Any = None
        self.worker_restarts = 0
        self.save_failed: str | None = None
        self.autosave_path = None

    # --- questions (as GameSession answers them) ------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def ready_to_show(self) -> bool:
        return self.snapshot is not None or bool(self.waiting)

    def to_move(self) -> int:
        snap = self.snapshot
        if snap is None:
            return NOBODY
        if snap["over"]:  # over once the record is in (or did not come within FINAL_SECONDS)
            waited = self.final_at is not None and time.monotonic() - self.final_at > FINAL_SECONDS
            return TERMINAL if self.final is not None or self.no_record or waited else NOBODY
        return int(snap["to_move"]) if snap["to_move"] is not None else int(self.state.current_player())

    def humans(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def is_human(self, seat: int) -> bool:
        return seat == self.seat and seat is not None

    def human_to_move(self) -> bool:
        return (self.seat is not None and self.to_move() == self.seat and self.sent is None
                and not self.waiting and self.status[0] == "connected")

    def thinking(self) -> bool:
        who = self.to_move()
        return 0 <= who < len(self.seats) and self.seats[who].kind == "bot"

    def over(self) -> bool:
        return self.to_move() == TERMINAL

    @property
    def actors(self) -> list[int]:
        return [e.actor for e in self.log]

    def can_undo(self) -> bool:
        return self.human_to_move() and undo_rules.own_turn_undo(self.actors, self.to_move()) is not None

    def can_redo(self) -> bool:
        return False

    # --- presence and stand-ins ---------------------------------------------------------------
    def connected(self, seat: int) -> bool | None:
        """Whether a seat's player is connected (None: a bot's seat, or not known yet)."""
        if self.presence is None or not 0 <= seat < len(self.presence["seats"]):
            return None
        entry = self.presence["seats"][seat]
        return None if self.seats[seat].kind == "bot" and not entry.get("stand_in") else bool(entry["connected"])

    def stand_in(self, seat: int) -> str | None:
        snap = self.snapshot
        return snap["seats"][seat].get("stand_in") if snap is not None and seat < len(snap["seats"]) else None

    def away_left(self, seat: int) -> float | None:
        """Seconds until this away seat may be handed to a bot (0: now); None when it may not be at all."""
        p, snap = self.presence, self.snapshot
        if (p is None or snap is None or self.seat is None or seat == self.seat or snap["over"]
                or snap["seats"][seat]["kind"] != "human" or self.stand_in(seat) is not None):
            return None
        entry = p["seats"][seat]
        if entry["connected"] or entry["away"] is None:
            return None
        return max(0.0, float(p["grace"]) - float(entry["away"]) - (time.monotonic() - self.presence_at))

    def hand_to_bot(self, seat: int, level: str = "medium") -> None:
        self.link.send({"type": "stand_in", "cmd_id": uuid.uuid4().hex, "seat": seat, "level": level})

    # --- playing ------------------------------------------------------------------------------
    def try_play(self, move: Any) -> Any:
        """The local seat's move: the engine's reason if the position refuses it, else sent (None)."""
        if not self.human_to_move():
            return Text("it is not your turn", "あなたの番ではありません")
        reason = self.state.why_illegal(move)
        if reason is not None:
            return reason
        cmd_id = uuid.uuid4().hex
        assert self.snapshot is not None
        self.sent = (cmd_id, move, self.state)
        self.link.send({"type": "command", "cmd_id": cmd_id, "expected_version": self.snapshot["version"],
                        "move": self.match.game.move_to_json(move)})
        return None

    def undo(self) -> bool:
        """Ask the server to take back this seat's last move (the answer is a snapshot, or a refusal)."""
        if not self.can_undo():
            return False
        assert self.snapshot is not None
        cmd_id = uuid.uuid4().hex
        self.sent = (cmd_id, None, None)
        self.link.send({"type": "undo", "cmd_id": cmd_id, "expected_version": self.snapshot["version"]})
        return True

    def redo(self) -> bool:
        return False

    def request_hint(self) -> None:
        """Ask the hard bot, here, from this seat's view only (what every player's client can do alike)."""
        who = self.to_move()
        if not self.human_to_move() or self.bots is None or self.hint_key is not None:
            return
        self.hint = None
        self.hint_key = ("hint", self.generation, who)
        seconds, iterations = self.hint_budget
        seed = self.bot_seed * 7919 + len(self.match.moves) * 31 + who
        self.bots.request((self.hint_key, "hard", seed, None if iterations else seconds, iterations,
                           self.state.observation(who), who))

    def _hint_replies(self) -> None:
        from client.session.bots import WORKER_DIED
        while self.bots is not None and (reply := self.bots.poll()) is not None:
            key, move, err = reply
            if key == WORKER_DIED or key == self.hint_key:
                self.hint_key = None
                self.hint = move if key != WORKER_DIED else None
                self.hint_error = err if err or move is None else None

    def table_extra(self, table: Any) -> Any:
        """The table's online badge (status, who is connected, seat to a bot, invite)."""
        from client.games.common.online_badge import OnlinePanel
        return OnlinePanel(table)

    def retry_bot(self) -> None: ...

    def prefetch(self) -> None: ...

    def poll(self) -> None:
        """Take what the network thread received (snapshots wait in `waiting` for `advance`), and hints."""
        self._hint_replies()
        while True:
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            self._item(item)

    def _item(self, item: tuple[Any, ...]) -> None:
        if item[0] == "status":
            self.status = (item[1], item[2])
            self.last_error = item[3] if len(item) > 3 else self.last_error
            if item[1] != "connected" and self.sent is not None and self.link.unacked is None:
                self.sent = None
        elif item[0] == "record":
            self._final(item[1])
        elif item[0] == "failed":
            self.failed = item[1]
            self.status = ("failed", 0)
        else:
            self._message(item[1])

    def _final(self, text: str | None) -> None:
        """The finished game replayed from its record: the results screen reads the real final position."""
        from engine.core import records
        from engine.core.errors import BodogeError
        if text is None:
            self.no_record = True
            return
        try:
            self.final_record = records.parse(text)
            self.final = records.replay(self.final_record)
        except (BodogeError, ValueError) as err:
            self.no_record = True
            self.told.append({"en": f"the game's record could not be read: {err}",
                              "ja": f"ゲームの記録を読めませんでした: {err}"})
            return
        if self.snapshot is not None and self.snapshot["over"]:
            self.match = self.final

    def _message(self, m: dict[str, Any]) -> None:
        kind = m.get("type")
        if kind == "snapshot":
            self.waiting.append(m)
            if len(self.waiting) > CATCH_UP:
                self.waiting = self.waiting[-1:]
        elif kind == "presence":
            self.presence, self.presence_at = m, time.monotonic()
        elif kind in ("reject", "error"):
            if self.sent is not None and m.get("cmd_id") == self.sent[0]:
                self.sent = None
            reason = m.get("reason") or {}
            self.told.append({"en": str(reason.get("en", "")), "ja": str(reason.get("ja", reason.get("en", "")))})

    def advance(self) -> bool:
        """Show the next snapshot received (one per call: the table paces them). True when one was shown."""
        self.poll()
        if not self.waiting:
            return False
        self._show(self.waiting.pop(0))
        return True

    def _show(self, snap: dict[str, Any]) -> None:
        from server.view_decode import decode_view
        before = self.snapshot["version"] if self.snapshot is not None else None
        try:
            state = decode_view(self.template, snap["view"])
        except (ValueError, KeyError, TypeError) as err:
            self.told.append({"en": f"a snapshot could not be read: {err}", "ja": f"局面を読めませんでした: {err}"})
            return
        mine = self.sent
        previous = self.state
        self.snapshot = snap
        if snap["over"]:
            self.final_at = self.final_at or time.monotonic()
        if snap["over"] and self.final is not None:
            self.match = self.final
        else:
            self.match.state = state
            self.match.moves = [None] * int(snap["version"])
        self.seats = [SeatSpec("bot" if s["kind"] == "bot" or s.get("stand_in") else "human",
                               s.get("stand_in") or s["level"], s["name"]) for s in snap["seats"]]
        self.log = [_entry(e) for e in snap["log"]]
        if mine is not None and before is not None and snap["version"] != before:
            self.sent = None
        self.generation += 1
        self.hint_key = self.hint = None
        if before is None:
            return
        move = self._next_move(snap, before, mine)
        events = _events_of(previous, move) if move is not None else []
        if events:  # the first new move (ours, or another seat's public one), animated as at a local table
            self.events.extend(events)
        else:  # an undo, a jump: the table shows the new position as it is
            self.events.append(Event("rewound", {"ply": int(snap["version"])}))

    def _next_move(self, snap: dict[str, Any], before: int, mine: tuple[str, Any, Any] | None) -> Any:
        """The move that followed version `before`, when this viewer may know it."""
        if snap["version"] <= before:
            return None
        if mine is not None and mine[1] is not None:
            return mine[1]
        entries = snap["log"]
        notation = entries[before].get("move") if before < len(entries) else None
        if notation is None:
            return None
        try:
            return self.match.game.move_from_json(notation)
        except Exception:  # noqa: BLE001 - a move this client cannot read is shown as a jump
            return None

    def notices(self) -> list[dict[str, str]]:
        """Refusals and news since the last call (the table shows them)."""
        told, self.told = self.told, []
        return told

    def record(self) -> Any:
        """The finished game's record (kept in Replays); before the end, the game is kept on its server."""
        if self.final_record is not None:
            return self.final_record
        raise OSError(0, "an online game is kept on its server; its record can be read there once it is over")

    def flush(self) -> None: ...

    def close(self) -> None:
        self.link.close()
        if self.host is not None:
            self.host.stop()


def _entry(e: dict[str, Any]) -> LogEntry:
    notes = tuple(Note(Text(n["en"], n["ja"])) for n in e.get("notes", ()))
    return LogEntry(int(e["actor"]), None, Text(e["en"], e["ja"]), None, notes)


def _events_of(position: Any, move: Any) -> list[Event]:
    """The events of our own move, played on a copy of the position it was made in (what the table animates);
    none when the position, a view with secrets left out, cannot play it."""
    events: list[Event] = []
    try:
        position.clone().apply(move, events)
    except Exception:  # noqa: BLE001 - a view may lack what the move needs; the snapshot is the truth anyway
        return []
    return events
