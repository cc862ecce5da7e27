"""One game in a server's memory: the match (the engine is the authority), its seats, its log per viewer and
the snapshots each viewer is sent. No I/O here: the hub (server/hub.py) stores and sends.

The log is made as the desktop session makes it (client/session/log.py, its notes and scoring summaries:
pygame-free modules), so an online game reads like a local one; each viewer's lines are kept as they grow.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from client.session.bot_turn import BotTurn
from client.session.log import LogEntry, Note, entry_for
from client.session.scoring import ScoringTracker, notes_of
from engine.core import records
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from server.store import CHECKPOINT_EVERY, GameRow, MoveRow, SeatRow
from server.view import ViewEncoder, observation_for, text_json

Viewer = int | None  # a seat, or None for a spectator


@dataclass(slots=True)
class Applied:
    """What one command did: the new move rows (its own, then chance's) and the checkpoints they reached."""

    rows: list[MoveRow]
    hashes: dict[int, str]


class Room:
    def __init__(self, row: GameRow, seats: list[SeatRow]) -> None:
        self.row = row
        self.id = row.id
        self.match = Match(row.game, row.players, row.seed, row.options)
        self.game = self.match.game
        self.seats = seats
        self.log: list[LogEntry] = []
        self.scoring = ScoringTracker(self.game, self.match.state)
        self.commands: set[tuple[int, str]] = set()  # (seat, cmd_id) of every command applied
        self.turn = BotTurn(budget=row.bot_seconds)
        self.encoder = ViewEncoder()
        self._lines: dict[Viewer, list[str]] = {}  # each viewer's log entries, as JSON text
        self._snapshots: dict[Viewer, str] = {}  # this version's message per viewer, built once
        self.stand_in: dict[int, str] = {}  # an away person's seat a bot plays for now: seat -> level

    # --- questions ------------------------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.match.moves)

    @property
    def state(self) -> Any:
        return self.match.state

    def to_move(self) -> int:
        return int(self.state.current_player())

    def over(self) -> bool:
        return self.to_move() == TERMINAL

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and (self.seats[seat].kind == "bot" or seat in self.stand_in)

    def bot_level(self, seat: int) -> str:
        return self.stand_in.get(seat) or self.seats[seat].level or "easy"

    @property
    def actors(self) -> list[int]:
        """The seat that made each move (CHANCE for chance outcomes), for the undo rule."""
        return [e.actor for e in self.log]

    # --- playing --------------------------------------------------------------------------
    def replay(self, rows: list[MoveRow], checkpoints: dict[int, str] | None = None) -> None:
        """Apply stored moves (already checked when they were played); a checkpoint that does not match raises."""
        for r in rows:
            if r.ply != self.version + 1:
                raise ValueError(f"game {self.id}: move {r.ply} follows move {self.version}")
            move = self.game.move_from_json(r.move)
            self._play(move, r.actor)
            if r.cmd_id is not None and r.seat is not None:
                self.commands.add((r.seat, r.cmd_id))
            expected = (checkpoints or {}).get(r.ply)
            if expected is not None and expected != self.state.state_hash():
                raise ValueError(f"game {self.id}: the replay does not reach the stored position at move {r.ply}")

    def play(self, seat: int, move: Any, cmd_id: str | None) -> Applied:
        """Play a checked move of `seat`, then every chance outcome after it."""
        first = self.version + 1
        self._play(move, seat)
        rows = [MoveRow(first, self.game.move_to_json(move), seat, None if cmd_id is None else seat, cmd_id)]
        if cmd_id is not None:
            self.commands.add((seat, cmd_id))
        self._resolve_chance(rows)
        hashes = {p: self.match.checkpoints[p] for p in range(first, self.version + 1)
                  if p % CHECKPOINT_EVERY == 0 and p in self.match.checkpoints}
        return Applied(rows, hashes)

    def _resolve_chance(self, rows: list[MoveRow]) -> None:
        """Play every chance outcome now due, logging each and adding its row to `rows`."""
        while self.to_move() == CHANCE:
            before = self.state.clone()
            events: list[Event] = []
            outcome = self.match.resolve_chance(events)
            self._logged(entry_for(before, outcome, CHANCE), events)
            rows.append(MoveRow(self.version, self.game.move_to_json(outcome), CHANCE, None, None))

    def settle(self) -> Applied:
        """Chance outcomes due before anyone moves (the setup's deal), as a command's would be."""
        rows: list[MoveRow] = []
        self._resolve_chance(rows)
        hashes = {p: h for p, h in self.match.checkpoints.items() if rows and p >= rows[0].ply}
        return Applied(rows, hashes)

    def rewind(self, ply: int) -> None:
        """Forget the moves after `ply` (a commit that failed, an undo)."""
        self.match = self.match.rewound(ply)
        del self.log[ply:]
        self.scoring.truncate(ply)
        self._lines.clear()
        self._snapshots.clear()

    def invalidate(self) -> None:
        """Build the snapshots again (the seats changed: someone joined)."""
        self._snapshots.clear()

    def _play(self, move: Any, actor: int) -> None:
        entry = entry_for(self.state, move, actor)
        events: list[Event] = []
        self.match.play(move, events)
        self._logged(entry, events)
        if actor >= 0:
            self.turn.moved(actor)

    def _logged(self, entry: LogEntry, events: list[Event]) -> None:
        notes = [Note(text, None if ev.private_to is None else (ev.private_to,))
                 for ev in events if (text := self.state.narrate(ev)) is not None]
        summaries = self.scoring.after(len(self.log) + 1, self.state, by_chance=entry.actor == CHANCE)
        if summaries is not None:
            notes += [Note(text, viewers) for text, viewers in notes_of(self.game, summaries)]
        if notes:
            entry = LogEntry(entry.actor, entry.private_to, entry.text, entry.hidden, tuple(notes))
        self.log.append(entry)
        self._snapshots.clear()

    # --- what a viewer is sent --------------------------------------------------------------
    def log_for(self, viewer: Viewer) -> str:
        """The viewer's log as a JSON list: each entry written once, when its move is played."""
        lines = self._lines.setdefault(viewer, [])
        for i in range(len(lines), len(self.log)):
            e = self.log[i]
            # a seat's decision that this viewer may know, in notation (the client animates it); never chance's
            shown = e.actor >= 0 and (e.private_to is None or e.private_to == viewer)
            lines.append(json.dumps({"actor": e.actor, "en": e.text_for(viewer, "en"), "ja": e.text_for(viewer, "ja"),
                                     "notes": [text_json(n.text) for n in e.notes if n.visible_to(viewer)],
                                     "move": self.game.move_to_json(self.match.moves[i]) if shown else None},
                                    ensure_ascii=False))
        return "[" + ",".join(lines) + "]"

    def snapshot(self, viewer: Viewer) -> str:
        """This version's snapshot message for `viewer`, as JSON text (built once per version and viewer)."""
        text = self._snapshots.get(viewer)
        if text is None:
            body = self.encoder.dumps(self._snapshot(viewer))
            text = self._snapshots[viewer] = body[:-1] + ', "log": ' + self.log_for(viewer) + "}"
        return text

    def _snapshot(self, viewer: Viewer) -> dict[str, Any]:
        state = self.state
        obs = observation_for(state, viewer)
        who = self.to_move()
        mine = viewer is not None and who == viewer
        over = who == TERMINAL
        scores = state.scores() if over else obs.scores()  # at the end every score is shown
        return {
            "type": "snapshot", "game_id": self.id, "game": self.game.id, "version": self.version,
            "seat": viewer, "to_move": who if who >= 0 else None,
            "legal": [self.game.move_to_json(m) for m in state.legal_moves()] if mine else [],
            "prompt": text_json(state.prompt()) if mine else None,
            "view": self.encoder.encode_state(obs), "facts": obs.facts(),
            "scores": scores,
            "hidden_scores": [False] * state.num_players if over else obs.hidden_scores(),
            "over": over, "winners": state.winners() if over else None,
            "seats": [{"seat": s.seat, "kind": s.kind, "level": s.level, "name": s.name, "taken": s.taken,
                       "stand_in": self.stand_in.get(s.seat)} for s in self.seats],
        }

    def record(self) -> str:
        seats = [records.Seat(name=s.name[:40], kind="bot" if s.kind == "bot" else "human", level=s.level)
                 for s in self.seats]
        return records.dumps(records.record_of(self.match, seats))
