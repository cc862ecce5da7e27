"""The protocol's fixed texts (en, ja) and the shape checks of what clients send."""
from __future__ import annotations

from typing import Any

OUT_OF_TURN = {"en": "it is not your turn", "ja": "あなたの番ではありません"}
SPECTATOR = {"en": "a spectator cannot move", "ja": "観戦者は手を指せません"}
GAME_OVER = {"en": "the game is over", "ja": "ゲームは終わっています"}
BAD_TOKEN = {"en": "this seat's token is not valid for this game", "ja": "この席のトークンはこのゲームでは無効です"}
NO_GAME = {"en": "there is no such game", "ja": "そのゲームはありません"}
BAD_HELLO = {"en": "the first message must be a hello", "ja": "最初のメッセージは hello でなければなりません"}
BAD_MESSAGE = {"en": "the message is not one this server reads", "ja": "このサーバーが読めないメッセージです"}
RETRY = {"en": "the server could not store the move; send it again",
         "ja": "手を保存できませんでした。もう一度送ってください"}
WRONG_INVITE = {"en": "the invite code is wrong", "ja": "招待コードが違います"}
FULL = {"en": "every seat of this game is taken", "ja": "このゲームの席はすべて埋まっています"}
BROKEN = {"en": "this game cannot be resumed: its moves do not replay with this server's engine",
          "ja": "このゲームは再開できません: このサーバーのエンジンでは手順を再現できません"}
UNDO_NOT_NOW = {"en": "you can take back only your own last move of this turn, never a revealed draw or another's move",
                "ja": "取り消せるのはこの手番の自分の直前の手だけです（公開された引きや他の人の手は取り消せません）"}
NOT_HERE = {"en": "this server does not hold the game right now; try again in a moment",
            "ja": "このサーバーは今このゲームを預かっていません。少し待ってからもう一度どうぞ"}
SEAT_NOT_AWAY = {"en": "that player is connected: their seat stays theirs",
                 "ja": "その人は接続中です。席はその人のままです"}
SEAT_NOT_HUMAN = {"en": "only a person's seat can be handed to a bot", "ja": "ボットに任せられるのは人の席だけです"}
SEAT_OWN = {"en": "you cannot hand your own seat to a bot", "ja": "自分の席はボットに任せられません"}
NOT_OVER = {"en": "the record is given once the game is over", "ja": "記録はゲーム終了後に公開されます"}


def stale(version: int) -> dict[str, str]:
    return {"en": f"the game has moved on: it is at version {version}",
            "ja": f"ゲームは先に進んでいます（現在のバージョン {version}）"}


def not_yet_away(left: float) -> dict[str, str]:
    return {"en": f"wait {left:.0f} s more: a seat goes to a bot only after its player has been away a while",
            "ja": f"あと {left:.0f} 秒お待ちください（しばらく離れた席だけをボットに任せられます）"}


def bad_move(message: str) -> dict[str, str]:
    return {"en": f"not a move of this game: {message}", "ja": f"このゲームの手ではありません: {message}"}


def bad_request(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


def command_fields(msg: dict[str, Any]) -> tuple[str, int, Any] | None:
    """(cmd_id, expected_version, move) of a well-formed command, else None."""
    cmd_id, expected, move = msg.get("cmd_id"), msg.get("expected_version"), msg.get("move")
    if isinstance(cmd_id, bool) or not isinstance(cmd_id, (str, int)) or len(str(cmd_id)) > 100:
        return None
    if isinstance(expected, bool) or not isinstance(expected, int) or not isinstance(move, dict):
        return None
    return str(cmd_id), expected, move


def text_json_reason(reason: Any) -> dict[str, str]:
    """The engine's reason (a Reason: English with its Japanese) as {"en", "ja"}."""
    ja = getattr(reason, "ja", None)
    return {"en": str(reason), "ja": str(ja) if ja is not None else str(reason)}
