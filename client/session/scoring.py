"""Scoring summaries, for every game by its facts alone: after a move that finished a scoring (a new row
of `scores_by_epoch`: Ra's epoch, La Granja's round, Coal Baron's shift, the final scoring), each seat's
points of that scoring by category (`breakdown` now minus `breakdown` at the scoring before), what the
rows gave, and the running total.

Everything is read from observations, one per viewer (each seat, and a spectator), so a seat
whose score the viewer may not know (`hidden_scores`: La Granja's face-down VP) stays hidden in that
viewer's summary. The tracker keeps the breakdowns of the last scoring per viewer; undo truncates it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.text import Text, seat_token

Viewer = int | None  # a seat, or None for a spectator
FINAL = Text("Final scoring", "最終得点計算")


@dataclass(frozen=True, slots=True)
class SeatScore:
    points: dict[str, int]  # category -> points this scoring (only categories that changed)
    gained: int  # what the scoring rows gave
    total: int  # the running total after it
    hidden: bool  # the viewer may not know this seat's points


@dataclass(frozen=True, slots=True)
class Summary:
    title: Text
    rows: tuple[int, ...]  # indices of the `scores_by_epoch` rows this summary covers
    seats: tuple[SeatScore, ...]
    categories: tuple[str, ...]  # the categories any seat scored in, in the game's order
    # line by line, where the game says (Coal Baron's majorities): a name, each seat's count and points
    details: tuple[tuple[Text, tuple[int, ...], tuple[int, ...]], ...] = ()


def title_of(game: Any, rows: tuple[int, ...]) -> Text:
    """"Epoch 2 scoring", "Round 6 and final scoring" from the game's `round_word` and `scoring_rounds`."""
    word = game.round_word
    rounds = [r + 1 for r in rows if r < game.scoring_rounds]
    final = any(r >= game.scoring_rounds for r in rows)
    if not rounds:
        return FINAL
    en = f"{word['en']} {', '.join(map(str, rounds))}"
    ja = f"{word['ja']}{'・'.join(map(str, rounds))}"
    if final:
        return Text(f"{en} and final scoring", f"{ja}と最終得点計算")
    return Text(f"{en} scoring", f"{ja}の得点計算")


def _view(state: Any, viewer: Viewer) -> Any:
    """A viewer's observation; a spectator's is that of a seat index nobody holds (one past the last, which
    every game's bit masks accept)."""
    return state.observation(state.num_players if viewer is None else viewer)


def summarize(game: Any, obs: Any, before: list[dict[str, int]], rows: tuple[int, ...]) -> Summary:
    """The summary one viewer reads, from its observation after the scoring and its breakdown before."""
    after, by_row, totals = obs.breakdown(), obs.scores_by_epoch(), obs.scores()
    hidden = obs.hidden_scores()
    order = list(after[0]) if after else []
    scored = getattr(obs, "scored_categories", None)  # points booked between scorings are not the scoring's
    if scored is not None:
        order = [c for c in order if c in scored(rows)]
    seats = []
    for p in range(obs.num_players):
        points = {} if hidden[p] else {c: after[p][c] - before[p].get(c, 0) for c in order
                                       if after[p][c] != before[p].get(c, 0)}
        # what the scoring gave is what its categories gained: the same as its rows, except that La Granja's
        # first row also holds the start VP, which belong to the start position
        gained = sum(points.values()) if before[p] else sum(by_row[r][p] for r in rows if r < len(by_row))
        seats.append(SeatScore(points, 0 if hidden[p] else gained, 0 if hidden[p] else totals[p], hidden[p]))
    used = tuple(c for c in order if any(c in s.points for s in seats))
    details = getattr(obs, "scoring_details", None)
    lines_ = tuple((label, tuple(counts), tuple(points)) for label, counts, points in
                   (details(rows) if details is not None else []) if any(counts) or any(points))
    return Summary(title_of(game, rows), rows, tuple(seats), used, lines_)


def lines(game: Any, summary: Summary) -> list[Text]:
    """The summary as log lines: its title, then "P1 +12 (God 2, Gold 3) = 22" per seat."""
    out = [Text(summary.title.en + ":", summary.title.ja + "：")]
    for p, s in enumerate(summary.seats):
        who = seat_token(p)
        if s.hidden:
            out.append(Text(f"{who}: face-down VP, hidden", f"{who}：勝利点は裏向き（非公開）"))
            continue
        parts = {lang: sep.join(f"{game.category_label(c, lang)} {v:+d}" for c, v in s.points.items())
                 for lang, sep in (("en", ", "), ("ja", "、"))}
        out.append(Text(f"{who} {s.gained:+d}" + (f" ({parts['en']})" if parts["en"] else "") + f" = {s.total}",
                        f"{who} {s.gained:+d}" + (f"（{parts['ja']}）" if parts["ja"] else "") + f" = {s.total}"))
    for label, counts, points in summary.details:
        if any(points):
            out.append(detail_line(label, counts, points))
    return out


def detail_line(label: Text, counts: tuple[int, ...], points: tuple[int, ...]) -> Text:
    """"Yellow coal delivered: P1 3 (+6), P2 1" — each seat's count, and its points when it scored."""
    each = [(seat_token(p), k, v) for p, (k, v) in enumerate(zip(counts, points, strict=True))]
    en = ", ".join(f"{who} {k}" + (f" (+{v})" if v else "") for who, k, v in each)
    ja = "、".join(f"{who} {k}" + (f"（+{v}）" if v else "") for who, k, v in each)
    return Text(f"{label.en}: {en}", f"{label.ja}：{ja}")


@dataclass(frozen=True, slots=True)
class Mark:
    """A scoring that happened: after move number `ply`, each viewer's breakdown and summary."""

    ply: int
    breakdowns: dict[Viewer, list[dict[str, int]]]
    rows: int  # `scores_by_epoch` rows after it
    summaries: dict[Viewer, Summary]


class ScoringTracker:
    """Watches a match move by move; `after(state)` answers each viewer's summary when a scoring ended."""

    def __init__(self, game: Any, state: Any) -> None:
        self.game = game
        self.n = state.num_players
        self.viewers: tuple[Viewer, ...] = (None, *range(self.n))
        self.marks: list[Mark] = []
        # The first scoring counts from the start position (Ra's 10 starting points are not a scoring's),
        # except in a game scored only at the end (Agricola): its breakdown is the farm's worth so far,
        # negative before anything is built, and the one scoring is all of it.
        start = self._breakdowns(state) if game.scoring_rounds else {v: [{} for _ in range(self.n)]
                                                                     for v in self.viewers}
        self.base: tuple[dict[Viewer, list[dict[str, int]]], int] = (start, len(state.scores_by_epoch()))
        self.counts_from_start = bool(game.scoring_rounds)
        self.seat_moved = False  # until a seat moves, the setup's chance outcomes are part of the start

    def _breakdowns(self, state: Any) -> dict[Viewer, list[dict[str, int]]]:
        return {v: _view(state, v).breakdown() for v in self.viewers}

    def last(self) -> tuple[dict[Viewer, list[dict[str, int]]], int]:
        return (self.marks[-1].breakdowns, self.marks[-1].rows) if self.marks else self.base

    def after(self, ply: int, state: Any, by_chance: bool = False) -> dict[Viewer, Summary] | None:
        """After move number `ply` (1-based count of moves played): summaries if it ended a scoring.

        Points the setup gives (La Granja's start VP, dealt by the start player's draw) are the start
        position's, not the first scoring's: until a seat has moved, chance outcomes move the start."""
        before, seen = self.last()
        count = len(state.scores_by_epoch())
        self.seat_moved = self.seat_moved or not by_chance
        if not self.seat_moved and not self.marks and count <= seen and self.counts_from_start:
            self.base = (self._breakdowns(state), count)
            return None
        if count <= seen:
            return None
        rows = tuple(range(seen, count))
        out: dict[Viewer, Summary] = {}
        now: dict[Viewer, list[dict[str, int]]] = {}
        for v in self.viewers:
            obs = _view(state, v)
            out[v] = summarize(self.game, obs, before[v], rows)
            now[v] = obs.breakdown()
        self.marks.append(Mark(ply, now, count, out))
        return out

    def truncate(self, ply: int) -> None:
        """Undo back to `ply` moves: forget the scorings after it."""
        self.marks = [m for m in self.marks if m.ply <= ply]


def notes_of(game: Any, summaries: dict[Viewer, Summary]) -> list[tuple[Text, tuple[Viewer, ...]]]:
    """Log notes of a scoring: each distinct set of lines once, with the viewers who read it."""
    groups: dict[tuple[Text, ...], list[Viewer]] = {}
    for v, summary in summaries.items():
        groups.setdefault(tuple(lines(game, summary)), []).append(v)
    return [(text, tuple(vs)) for texts, vs in groups.items() for text in texts]
