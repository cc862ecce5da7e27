"""The HTTP and WebSocket endpoints (docs/protocol.md): create, join, record, and /ws/{game_id}."""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import html
import json
import secrets
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from engine.bots import LEVELS
from engine.core.errors import BodogeError
from engine.core.registry import game_ids, get_game
from server import messages as msg
from server.hub import Command, Conn, Hub, Settings, StandIn, Undo
from server.store import GameRow, SeatRow

HELLO_SECONDS = 15.0
MAX_MESSAGE = 64 * 1024


def error(status: int, reason: dict[str, str]) -> JSONResponse:
    return JSONResponse({"error": reason}, status_code=status)


def missing(hub: Hub, game_id: str) -> JSONResponse:
    """No game to serve: unknown (404), or stored but not resumable here (409)."""
    return error(409, msg.BROKEN) if game_id in hub.broken else error(404, msg.NO_GAME)


def _bad(en: str, ja: str) -> JSONResponse:
    return error(400, msg.bad_request(en, ja))


def _new_game(body: Any, settings: Settings) -> tuple[GameRow, list[SeatRow], str] | JSONResponse:
    """The game a POST /api/games body asks for, or a 400 naming what is wrong."""
    if not isinstance(body, dict):
        return _bad("the body must be a JSON object", "本文は JSON オブジェクトでなければなりません")
    gid, players, seats = body.get("game"), body.get("players"), body.get("seats")
    if gid not in game_ids():
        return _bad(f"unknown game {gid!r} (known: {', '.join(game_ids())})", f"不明なゲーム {gid!r}")
    game = get_game(gid)
    if isinstance(players, bool) or not isinstance(players, int) or not game.min_players <= players <= game.max_players:
        return _bad(f"{game.names['en']} is for {game.min_players}-{game.max_players} players",
                    f"{game.names['ja']}は{game.min_players}〜{game.max_players}人用です")
    if not isinstance(seats, list) or len(seats) != players or any(s not in ("human", *LEVELS) for s in seats):
        return _bad(f"seats: a list of {players} entries, each 'human' or a bot level ({', '.join(LEVELS)})",
                    f"seats: {players}個の 'human' またはボットのレベル")
    options = body.get("options") or {}
    if not isinstance(options, dict):
        return _bad("options must be an object", "options はオブジェクトでなければなりません")
    if game.data_options is not None and set(game.data_options) & options.keys():
        return _bad("a server plays with its own component data only",
                    "サーバーは自身のコンポーネントデータのみを使います")
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbits(62)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 62:
        return _bad("seed must be an integer from 0 to 2^62-1", "seed は 0〜2^62-1 の整数でなければなりません")
    bot_seconds = body.get("bot_seconds", settings.bot_seconds)
    if isinstance(bot_seconds, bool) or not isinstance(bot_seconds, (int, float)) or not 0 < bot_seconds <= 30:
        return _bad("bot_seconds must be a number of seconds above 0, at most 30",
                    "bot_seconds は 0 より大きく 30 以下の秒数")
    invite = secrets.token_urlsafe(16)  # 128 random bits
    row = GameRow(secrets.token_urlsafe(9), gid, players, options, seed,
                  hashlib.sha256(invite.encode()).hexdigest(), settings.engine_version, float(bot_seconds), 0, False)
    rows = [SeatRow(i, "human" if s == "human" else "bot", None if s == "human" else s,
                    f"P{i + 1}" if s == "human" else f"Bot {i + 1}", False) for i, s in enumerate(seats)]
    return row, rows, invite


async def _body(request: Request) -> Any:
    raw = await request.body()
    if len(raw) > MAX_MESSAGE:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return None


class Api:
    """The endpoints, over one hub."""

    def __init__(self, hub: Hub, settings: Settings) -> None:
        self.hub = hub
        self.settings = settings

    async def create(self, request: Request) -> Response:
        made = _new_game(await _body(request), self.settings)
        if isinstance(made, JSONResponse):
            return made
        row, seats, invite = made
        try:
            await self.hub.create(row, seats)
        except (BodogeError, ValueError) as err:
            return _bad(f"cannot start this game: {err}", f"このゲームは始められません: {err}")
        return JSONResponse({"game_id": row.id, "invite": invite})

    async def join(self, request: Request) -> Response:
        body = await _body(request)
        if not isinstance(body, dict) or not isinstance(body.get("invite"), str):
            return _bad("the body must be {\"invite\", \"name\"}", "本文は {\"invite\", \"name\"} です")
        name = body.get("name")
        if name is not None and (not isinstance(name, str) or not 0 < len(name.strip()) <= 40):
            return _bad("name: 1 to 40 characters", "name は 1〜40 文字")
        got = await self.hub.join(request.path_params["game_id"], body["invite"], name.strip() if name else None)
        if got is None:
            return error(404, msg.NO_GAME)
        if isinstance(got, dict):
            return error(403 if got is msg.WRONG_INVITE else 409, got)
        seat, token = got
        return JSONResponse({"seat": seat, "token": token})

    async def record(self, request: Request) -> Response:
        lv = await self.hub.get(request.path_params["game_id"])
        if lv is None:
            return missing(self.hub, request.path_params["game_id"])
        if not lv.room.over():
            return error(409, msg.NOT_OVER)
        return Response(lv.room.record(), media_type="application/json")

    async def info(self, request: Request) -> Response:
        lv = await self.hub.get(request.path_params["game_id"])
        if lv is None:
            return missing(self.hub, request.path_params["game_id"])
        room = lv.room
        return JSONResponse({"game_id": room.id, "game": room.game.id, "players": room.row.players,
                             "options": room.row.options, "version": room.version, "over": room.over(),
                             "seats": [{"seat": s.seat, "kind": s.kind, "level": s.level, "name": s.name,
                                        "taken": s.taken} for s in room.seats]})

    async def join_page(self, request: Request) -> Response:
        """What a join link (the host's QR code) opens in a browser: how to join from bodoge, in both languages."""
        game, invite = request.query_params.get("game", ""), request.query_params.get("invite", "")
        where = html.escape(f"{request.url.hostname}:{request.url.port}")
        code = html.escape(f"{game}.{invite}")
        body = (f"<!doctype html><meta charset=utf-8><title>bodoge</title><h1>bodoge</h1>"
                f"<p>Open bodoge → Play online → Join, and enter:</p>"
                f"<p>bodoge を開き「オンライン対戦」→「参加する」で次を入力してください:</p>"
                f"<p>Address / アドレス: <b>{where}</b><br>Code / 招待コード: <b>{code}</b></p>")
        return Response(body, media_type="text/html; charset=utf-8")

    async def socket(self, ws: WebSocket) -> None:
        await ws.accept()
        with contextlib.suppress(WebSocketDisconnect):
            await _session(self.hub, ws, ws.path_params["game_id"])


def build_app(settings: Settings, on_ready: Any = None) -> Starlette:
    """The web app; `on_ready` is called once the database is open and the games are resumed."""
    hub = Hub(settings)
    api = Api(hub, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await hub.start()
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            await hub.stop()

    routes = [Route("/api/games", api.create, methods=["POST"]),
              Route("/api/games/{game_id}", api.info, methods=["GET"]),
              Route("/api/games/{game_id}/join", api.join, methods=["POST"]),
              Route("/api/games/{game_id}/record", api.record, methods=["GET"]),
              Route("/join", api.join_page, methods=["GET"]),
              WebSocketRoute("/ws/{game_id}", api.socket)]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.hub = hub
    return app


async def _fail(ws: WebSocket, reason: dict[str, str], code: int) -> None:
    await ws.send_text(json.dumps({"type": "error", "reason": reason}, ensure_ascii=False))
    await ws.close(code)


async def _session(hub: Hub, ws: WebSocket, game_id: str) -> None:
    try:
        hello = json.loads(await asyncio.wait_for(ws.receive_text(), HELLO_SECONDS))
    except (TimeoutError, ValueError):
        await _fail(ws, msg.BAD_HELLO, 4400)
        return
    if not isinstance(hello, dict) or hello.get("type") != "hello":
        await _fail(ws, msg.BAD_HELLO, 4400)
        return
    token = hello.get("token")
    lv = await hub.get(game_id)
    if lv is None:
        await _fail(ws, msg.BROKEN if game_id in hub.broken else msg.NO_GAME, 4409 if game_id in hub.broken else 4404)
        return
    seat = None
    if token is not None:
        seat = await hub.seat_of(game_id, token) if isinstance(token, str) else None
        if seat is None:
            await _fail(ws, msg.BAD_TOKEN, 4403)
            return
    conn = Conn(seat)
    hub.attach(lv, conn)
    writer = asyncio.ensure_future(_write(ws, conn))
    try:
        await _read(hub, ws, lv, conn)
    finally:
        hub.detach(lv, conn)
        writer.cancel()


async def _write(ws: WebSocket, conn: Conn) -> None:
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, OSError):  # the client went away: the reader ends
        while True:
            text = await conn.outbox.get()
            if text is None:
                await ws.close(4408)
                return
            await ws.send_text(text)


async def _read(hub: Hub, ws: WebSocket, lv: Any, conn: Conn) -> None:
    while True:
        raw = await ws.receive_text()
        try:
            data = json.loads(raw) if len(raw) <= MAX_MESSAGE else None
        except ValueError:
            data = None
        kind = data.get("type") if isinstance(data, dict) else None
        if not isinstance(data, dict) or kind not in ("command", "undo", "stand_in"):
            conn.send(json.dumps({"type": "error", "reason": msg.BAD_MESSAGE}, ensure_ascii=False))
            continue
        cmd_id = str(data.get("cmd_id", ""))[:100]
        item = _item(data, kind, conn, cmd_id)
        if isinstance(item, dict):
            conn.send(json.dumps({"type": "reject", "cmd_id": cmd_id, "reason": item}, ensure_ascii=False))
        elif isinstance(item, Command):
            await hub.submit(lv, item)
        else:  # an undo or a stand-in: played by the game's owner only (a refusal says so elsewhere)
            lv.queue.put_nowait(item)


def _item(data: dict[str, Any], kind: str, conn: Conn, cmd_id: str) -> Command | Undo | StandIn | dict[str, str]:
    """The queue item a well-formed message asks for, or why it is refused."""
    if kind == "stand_in":
        seat, level = data.get("seat"), data.get("level", "medium")
        if isinstance(seat, bool) or not isinstance(seat, int) or level not in LEVELS:
            return msg.BAD_MESSAGE
        return msg.SPECTATOR if conn.viewer is None else StandIn(conn.viewer, seat, level, cmd_id, conn)
    fields = msg.command_fields({"move": {}, **data}) if kind == "undo" else msg.command_fields(data)
    if fields is None:
        return msg.BAD_MESSAGE
    if conn.viewer is None:
        return msg.SPECTATOR
    if kind == "undo":
        return Undo(conn.viewer, fields[0], fields[1], conn)
    return Command(conn.viewer, fields[0], fields[1], fields[2], conn)
