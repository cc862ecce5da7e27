"""Animals by hand on the large farm: where each animal stands, dragged between places, and dragged off the
farm (to a cooking improvement, or away) when the engine asks for it.

The engine stores counts only (rearranging is free at any time); the table keeps the arrangement it shows
per seat as `Places`: what stands in each pasture, each unfenced stable and the house (the engine's
`farm.arrangement` order). A drag between places asks `farm.arrangement_problem` (the one capacity rule)
and either changes the shown arrangement (never the game) or slides back with the engine's reason.

A drag to a cooker is generic over the legal moves: any `Convert` of that animal the engine offers now
(feeding, any other window) is made by dropping it on the improvement the move names. When animals do not
all fit (`HouseAnimals`), each animal dragged off the farm is counted as going; once the animals left are
one of the engine's `Keep` moves, that move is played; clicking a surplus animal opens the keeps as a
choice (the popup alternative).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from client.games.agricola.layout import AGLayout, Box, FarmPlace
from engine.core.errors import Reason
from engine.games.agricola import farm, food, majors
from engine.games.agricola.animals import HouseAnimals
from engine.games.agricola.data import ANIMALS

Places = tuple[tuple[int, int, int], ...]
SPECIES = ("sheep", "boar", "cattle")
AWAY = ("away",)


def to_places(arranged: tuple[tuple[tuple[int, int], ...], tuple[int, ...]]) -> Places:
    """`farm.arrangement`'s answer as one (sheep, boar, cattle) a place."""
    pastures, singles = arranged
    out = [tuple(n if i == k else 0 for i in range(3)) for k, n in pastures]
    out += [tuple(int(i == k) for i in range(3)) for k in singles]
    return tuple(out)  # type: ignore[arg-type]


def arranged(s: Any, p: int, counts: tuple[int, int, int] | None = None) -> Places | None:
    """The engine's arrangement of these counts (the seat's own by default); None when they do not fit."""
    got = farm.arrangement(counts or s.animals(p), s.pasture[p], s.stables[p])
    return None if got is None else to_places(got)


def place_cells(s: Any, p: int) -> list[list[int]]:
    """The cells of each place in `Places` order: a pasture's cells, an unfenced stable's, the rooms."""
    out = [farm.bits(m) for m in s.pasture[p]]
    out += [[c] for c in farm.bits(s.stables[p] & ~s.fenced(p))]
    out.append(farm.bits(s.rooms[p]))
    return out


def adjusted(s: Any, p: int, places: Places) -> Places | None:
    """`places` brought to the seat's counts changing as little as the engine allows: animals gone leave
    the fullest places of their kind last, animals come go to a place of their kind, else an empty one, the
    first the engine accepts (`farm.arrangement_problem` on the places as they would be). None when this
    greedy way finds none (then the engine's own arrangement is shown)."""
    if len(places) != len(place_cells(s, p)):
        return None  # the farm's places changed (a fence, a stable)
    cur = [list(v) for v in places]
    want = s.animals(p)
    for g in range(3):
        diff = want[g] - sum(v[g] for v in cur)
        while diff < 0:
            j = min((j for j, v in enumerate(cur) if v[g]), key=lambda j: cur[j][g])
            cur[j][g] -= 1
            diff += 1
        while diff > 0:
            if not _add_one(s, p, cur, g):
                return None
            diff -= 1
    out: Places = tuple((v[0], v[1], v[2]) for v in cur)
    return out if farm.arrangement_problem(out, want, s.pasture[p], s.stables[p]) is None else None


def _add_one(s: Any, p: int, cur: list[list[int]], g: int) -> bool:
    order = [j for j, v in enumerate(cur) if v[g]] + [j for j, v in enumerate(cur) if not sum(v)]
    for j in order:
        cur[j][g] += 1
        trial = tuple((v[0], v[1], v[2]) for v in cur)
        sums = (sum(v[0] for v in cur), sum(v[1] for v in cur), sum(v[2] for v in cur))
        if farm.arrangement_problem(trial, sums, s.pasture[p], s.stables[p]) is None:
            return True
        cur[j][g] -= 1
    return False


def species_of(v: tuple[int, int, int]) -> int:
    return next((i for i in range(3) if v[i]), -1)


def animal_box(cell: Box) -> Box:
    """Where a place's animals are drawn in its first cell (the picture and its count tag)."""
    x, y, w, h = cell
    k = w / 118
    size = w * 0.42
    return (x + 4 * k, y + h - size - 4 * k, size + 44 * k, size)


def owned_boxes(s: Any, p: int, box: Box) -> list[tuple[str, Box]]:
    """The majors a seat owns, each with its place in the farm's "owned" row."""
    x, y, w, _h = box
    mine = [m.id for i, m in enumerate(s.t.majors) if s.major_owner[i] == p]
    step = min(74.0, (w - 8) / max(1, len(mine)))  # several majors share the place (the played cards beside)
    side = min(66.0, step - 4)
    return [(mid, (x + 4 + i * step, y + 30, side, side)) for i, mid in enumerate(mine)]


def tray_box(lay: AGLayout) -> Box:
    """The panel over the board while animals do not fit: the surplus and the place they go."""
    x, y, w, _h = lay.box("harvest")
    return (x + 112, y + 30, w - 224, 350)


def surplus_boxes(lay: AGLayout, surplus: tuple[int, int, int]) -> list[tuple[int, Box]]:
    x, y, _w, _h = tray_box(lay)
    out: list[tuple[int, Box]] = []
    for g in range(3):
        for _ in range(surplus[g]):
            i = len(out)
            out.append((g, (x + 30 + (i % 6) * 78, y + 110 + (i // 6) * 78, 70.0, 70.0)))
    return out


def away_box(lay: AGLayout) -> Box:
    x, y, w, h = tray_box(lay)
    return (x + w - 250, y + 100, 220, 200)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a drop of an animal means: moves to play, a new shown arrangement, one more animal going (a keep
    not complete yet), or the engine's reason why not."""

    moves: tuple = ()
    places: Places | None = None
    going: int = -1
    reason: Reason | None = None


def keeping(s: Any, seat: int) -> bool:
    d = s.pending[-1] if s.pending else None
    return isinstance(d, HouseAnimals) and d.seat == seat


class AnimalHand:
    def __init__(self, layout: AGLayout) -> None:
        self.lay = layout
        self.kept: dict[int, list[Places]] = {}  # per seat: the arrangements shown, the newest first
        self.going = [0, 0, 0]  # animals dragged off while they do not all fit
        self._going_key: tuple = ()
        self._shown: dict[int, tuple[tuple, Places | None]] = {}

    # --- what is shown ---------------------------------------------------------------------------------
    def places(self, s: Any, p: int) -> Places | None:
        """The seat's shown arrangement: the one the table keeps while the engine says it holds the seat's
        animals, else the engine's own. None while they do not fit."""
        key = (s.animals(p), s.pasture[p], s.stables[p], s.rooms[p], id(self.kept.get(p)))
        cached = self._shown.get(p)
        if cached is not None and cached[0] == key:
            return cached[1]
        found = None
        kept = self.kept.get(p, [])
        for places in kept:
            if farm.arrangement_problem(places, s.animals(p), s.pasture[p], s.stables[p]) is None:
                found = places
                break
        if found is None and kept:  # animals came or went: the kept arrangement with as little changed
            found = adjusted(s, p, kept[0])
            if found is not None:
                self.keep_shown(p, found)
                key = key[:-1] + (id(self.kept.get(p)),)
        if found is None:
            found = arranged(s, p)
        self._shown[p] = (key, found)
        return found

    def going_now(self, session: Any, seat: int) -> tuple[int, int, int]:
        key = (session.generation, len(session.match.moves), seat)
        if key != self._going_key:
            self._going_key = key
            self.going = [0, 0, 0]
        return (self.going[0], self.going[1], self.going[2])

    def keep_view(self, session: Any, seat: int) -> tuple[Places | None, tuple[int, int, int]]:
        """While animals do not all fit: the arrangement of the first of the engine's keeps the animals left
        allow, and the surplus beside the farm."""
        s = session.state
        have = s.animals(seat)
        going = self.going_now(session, seat)
        left = tuple(have[i] - going[i] for i in range(3))
        keep = next((k for k in keeps(s) if all(k[i] <= left[i] for i in range(3))), None)
        if keep is None:
            return None, (0, 0, 0)
        return arranged(s, seat, keep), (left[0] - keep[0], left[1] - keep[1], left[2] - keep[2])

    def shown(self, session: Any, seat: int) -> Places | None:
        if keeping(session.state, seat):
            return self.keep_view(session, seat)[0]
        return self.places(session.state, seat)

    # --- pieces ------------------------------------------------------------------------------------------
    def pieces(self, session: Any, seat: int, place: FarmPlace) -> list[tuple[tuple, Box]]:
        s = session.state
        places = self.shown(session, seat)
        out: list[tuple[tuple, Box]] = []
        if keeping(s, seat):
            surplus = self.keep_view(session, seat)[1]
            out += [(("surplus", g), b) for g, b in surplus_boxes(self.lay, surplus)]
        if places is not None:
            cells = place_cells(s, seat)
            out += [(("animal", j), animal_box(place.cell(cells[j][0]))) for j, v in enumerate(places) if sum(v)]
        return out

    def species(self, session: Any, seat: int, piece: tuple) -> int:
        if piece[0] == "surplus":
            return int(piece[1])
        places = self.shown(session, seat)
        return species_of(places[piece[1]]) if places is not None and piece[1] < len(places) else -1

    # --- targets -----------------------------------------------------------------------------------------
    def targets(self, session: Any, seat: int, piece: tuple, place: FarmPlace) -> list[tuple[tuple, Box]]:
        s = session.state
        g = self.species(session, seat, piece)
        if g < 0:
            return []
        owned = dict(owned_boxes(s, seat, place.box("owned")))
        if keeping(s, seat):
            food_each, source = majors.cook_rate(s, seat, ANIMALS[g])
            cooker = s.t.majors[source].id if food_each and 0 <= source < len(s.t.majors) else ""
            out = [(("cook", cooker), owned[cooker])] if cooker in owned else []
            return out + [(AWAY, away_box(self.lay))]
        out = []
        for m in self.converts(s, g):
            if m.major in owned:
                out.append((("cook", m.major), owned[m.major]))
        cells = place_cells(s, seat)
        for j, group in enumerate(cells):
            if piece != ("animal", j):
                out += [(("place", j), place.cell(c)) for c in group]
        return out

    @staticmethod
    def converts(s: Any, g: int) -> list[Any]:
        """The engine's legal conversions of this animal now (whatever window offers them)."""
        return [m for m in s.legal_moves() if getattr(m, "kind", "") == "convert" and m.good == SPECIES[g]]

    def outcome(self, session: Any, seat: int, piece: tuple, target: tuple) -> Outcome:
        """What dropping `piece` on `target` means (pure: the table applies it)."""
        s = session.state
        g = self.species(session, seat, piece)
        if keeping(s, seat):
            return self.keep_outcome(session, seat, g)
        if target[0] == "cook":
            return Outcome(moves=tuple(m for m in self.converts(s, g) if m.major == target[1]))
        places = self.shown(session, seat)
        if places is None or piece[0] != "animal" or target[0] != "place":
            return Outcome(reason=None)
        new = [list(v) for v in places]
        new[piece[1]][g] -= 1
        new[target[1]][g] += 1
        after: Places = tuple((v[0], v[1], v[2]) for v in new)
        problem = farm.arrangement_problem(after, s.animals(seat), s.pasture[seat], s.stables[seat])
        return Outcome(reason=problem) if problem is not None else Outcome(places=after)

    def keep_outcome(self, session: Any, seat: int, g: int) -> Outcome:
        """One more animal of species g off the farm: the keep it completes, or one more going."""
        s = session.state
        have = s.animals(seat)
        going = list(self.going_now(session, seat))
        going[g] += 1
        left = (have[0] - going[0], have[1] - going[1], have[2] - going[2])
        options = keeps(s)
        if left in options:
            return Outcome(moves=tuple(m for m in s.legal_moves() if (m.sheep, m.boar, m.cattle) == left))
        if any(all(k[i] <= left[i] for i in range(3)) for k in options):
            return Outcome(going=g)
        from engine.games.agricola.moves import Keep
        return Outcome(reason=s.why_illegal(Keep(*left)))

    def lose_one(self, session: Any, seat: int, piece: tuple) -> None:
        """An animal dropped on a cooker: the arrangement shown after its conversion has it gone from its
        place (kept as a candidate; used once the engine's counts agree)."""
        places = self.shown(session, seat)
        if places is None or piece[0] != "animal":
            return
        g = species_of(places[piece[1]])
        new = [list(v) for v in places]
        new[piece[1]][g] -= 1
        self.keep_shown(seat, tuple((v[0], v[1], v[2]) for v in new))

    def keep_shown(self, seat: int, places: Places) -> None:
        self.kept[seat] = [places] + self.kept.get(seat, [])[:1]

    def food_label(self, session: Any, seat: int, piece: tuple, target: tuple) -> str:
        """The food a drop on a cooker makes, from the engine ("" when it makes none)."""
        s = session.state
        g = self.species(session, seat, piece)
        if g < 0 or target[0] not in ("cook", "away"):
            return ""
        if keeping(s, seat):
            return _plus(majors.cook_rate(s, seat, ANIMALS[g])[0])
        rates = {m: f for m, _g, f, _src in food.conversions(s, seat, True)}
        return next((_plus(rates.get(m, 0)) for m in self.converts(s, g) if m.major == target[1]), "")

    def clear(self) -> None:
        self.going = [0, 0, 0]
        self._going_key = ()
        self._shown.clear()


def _plus(n: int) -> str:
    return f"+{n}" if n else ""


def keeps(s: Any) -> list[tuple[int, int, int]]:
    """The engine's Keep moves now, as counts."""
    return [(m.sheep, m.boar, m.cattle) for m in s.legal_moves() if getattr(m, "kind", "") == "keep"]

