"""The move log per viewer: a move private to one seat reads as its secret only to that seat; everyone
else — the log panel, the "All moves" overlay, a spectator — reads what may be known. Events private
to another seat are not animated."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from client.games.common.log import LogPanel
from client.session.log import LogEntry, entry_for, log_lines
from engine.core.events import Event
from engine.core.registry import get_game
from engine.core.text import Text

from .helpers import start_table
from .la_granja.lg_helpers import FREE, close_popups, settle_lg, start_lg


@dataclass(frozen=True)
class Pick:
    kind: str = "pick"


class SecretState:
    """A stand-in position where seat 1 is about to make a secret pick."""

    def private_to(self, move):
        return 1

    def describe(self, move, lang="en", viewer=None):
        return "took the red marker" if viewer == 1 else "picked a marker"


def test_an_entry_is_read_per_viewer():
    entry = entry_for(SecretState(), Pick(), actor=1)
    assert entry.private_to == 1
    assert entry.text_for(1, "en") == "took the red marker"
    assert entry.text_for(0, "en") == entry.text_for(None, "en") == "picked a marker"
    lines = log_lines([entry], ["P1", "Bot 2"], 0, "en")
    assert lines == ["Bot 2: picked a marker"]


def test_public_entries_read_alike_and_chance_can_be_left_out():
    public = LogEntry(0, None, Text("drew a tile", "タイルを引いた"), None)
    chance = LogEntry(-1, None, Text("Start player: P1", "スタートプレイヤー：P1"), None)
    assert log_lines([public, chance], ["P1"], None, "ja") == ["P1: タイルを引いた", "· スタートプレイヤー：P1"]
    assert log_lines([public, chance], ["P1"], 0, "en", chance=False) == ["P1: drew a tile"]


@pytest.fixture
def donkeys_are_secret(monkeypatch):
    """La Granja's donkey pick is a secret of the seat making it (design.md). Until the engine says so
    itself (`private_to`), the test says it for the engine, the way the engine will."""
    cls = type(get_game("la-granja").new_state(2))
    monkeypatch.setattr(cls, "private_to",
                        lambda self, move: self.current_player() if move.kind == "choose_donkey" else None)


def play_until_a_bot_picked_a_donkey_before_the_human(app, tb) -> int:
    """Play (the human: its first main move) until the human must pick a donkey marker right after
    the bot (seat 0) picked one; the log index of the bot's pick."""
    s = tb.session
    since = 0  # the log length at the human's last decision
    for _ in range(1500):
        close_popups(app)
        if s.over():
            break
        if s.human_to_move():
            legal = s.state.legal_moves()
            picks = [i for i in range(since, len(s.log))
                     if s.log[i].actor == 0 and s.match.moves[i].kind == "choose_donkey"]
            if picks and any(m.kind == "choose_donkey" for m in legal):
                return picks[-1]
            main = [m for m in legal if m.kind not in FREE] or legal
            assert s.try_play(main[0]) is None
            since = len(s.log)
        settle_lg(app)
    raise AssertionError("no bot picked a donkey marker while the human still had to")


def test_a_bots_secret_donkey_pick_stays_secret_from_the_human(app, donkeys_are_secret, monkeypatch):
    from engine.games.la_granja.moves import ChooseDonkey
    tb = start_lg(app, ["easy", "human"], seed=11)
    s, game = tb.session, tb.session.match.game
    at = play_until_a_bot_picked_a_donkey_before_the_human(app, tb)
    pick = s.match.moves[at]
    secrets = {game.describe(ChooseDonkey(d), "en") for d in range(1, 5)}
    hidden = game.describe_hidden(pick, "en")
    assert tb.reader() == 1

    # the log panel, as drawn: every text painted while the table is drawn afresh
    painted: list[str] = []
    real = tb.game.board.p.text
    monkeypatch.setattr(tb.game.board.p, "text", lambda surf, text, *a, **k: (painted.append(text),
                                                                             real(surf, text, *a, **k))[1])
    tb.game.invalidate_static()
    tb.draw(app.screen)
    assert f"Bot 1: {hidden}" in painted
    assert not any(secret in text for text in painted if "Bot" in text for secret in secrets)

    # the "All moves" overlay
    overlay = app.scenes.push("all_moves", tb)
    lines = overlay.text_lines()
    assert f"Bot 1: {hidden}" in lines
    assert not any(secret in line for line in lines if line.startswith("Bot 1:") for secret in secrets)
    app.scenes.pop()

    # the bot itself, and only it, may read its pick
    entry = s.log[at]
    assert entry.text_for(0, "en") == game.describe(pick, "en")
    assert entry.text_for(None, "en") == hidden


def test_the_log_panel_wraps_and_keeps_the_newest_moves(app):
    tb = start_table(app, ["human", "easy", "easy"], seed=4)
    s = tb.session
    panel = LogPanel(tb.game.view)
    box = tb.game.layout.box("log")
    lines = panel.lines(s, None, True, box)
    assert 0 < len(lines) <= panel.rows(box)
    newest = log_lines(s.log[-1:], [x.name for x in s.seats], None, "en")[0]
    assert newest.startswith(lines[-1].strip()) or lines[-1].startswith("   ")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_log_lines_fit_the_panel_without_shrinking(app, lang):
    """An entry wraps in the weight it is drawn in (the newest is bold), and its indented continuation
    lines to the width left after the indent: no line is squeezed into a smaller size to fit."""
    from client.games.common.log import newest_start
    app.set_lang(lang)
    try:
        tb = start_table(app, ["human", "easy", "easy", "easy"], seed=4)
        panel = LogPanel(tb.game.view)
        box = tb.game.layout.box("log")
        lines = panel.lines(tb.session, 0, True, box)
        assert any(line.startswith("   ") for line in lines), lines  # the dealt suns take more than a line
        fonts, vp = app.fonts, app.viewport
        width = vp.px(box[2] - 2 * panel.style.pad)
        newest = newest_start(lines)
        for i, line in enumerate(lines):
            assert fonts.font(vp.px(panel.style.size), i >= newest).size(line)[0] <= width, (i, line)
    finally:
        app.set_lang("en")


def test_events_private_to_another_seat_are_not_animated(app):
    tb = start_table(app, ["human", "easy"], seed=2)
    seen: list[str] = []
    tb.game.events.on("secret_thing", lambda ev, state: seen.append(f"secret{ev.private_to}"))
    tb.game.events.on("public_thing", lambda ev, state: seen.append("public"))
    reader = tb.reader()
    other = 1 - reader
    tb.session.events[:] = [Event("secret_thing", {}, other), Event("public_thing"), Event("secret_thing", {}, reader)]
    tb.tweener.skip()
    app.step(0.016, [])
    assert seen == ["public", f"secret{reader}"]


def test_the_hint_reads_through_the_viewer(app, monkeypatch):
    from client.session import log as session_log
    tb = start_table(app, ["human", "easy"], seed=2)
    asked: list[object] = []
    real = session_log.describe_for

    def spy(state, move, viewer, lang, names=None):
        asked.append(viewer)
        return real(state, move, viewer, lang, names)
    monkeypatch.setattr("client.scenes.table.describe_for", spy)
    tb.hint()
    for _ in range(5):
        app.step(0.016, [])
    assert tb.toast.startswith("Hint:") and asked and asked[-1] == tb.reader()
