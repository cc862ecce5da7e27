"""The game protocol every game implements (after OpenSpiel's State, TAG's forward model).

A `Game` describes a game: its id, names, player counts, options, move types, and how to make
an initial state. A `GameState` is one mutable position with a hand-written `clone()`.

Turn structure:
- `current_player()` is a seat index (0..n-1), `CHANCE`, or `TERMINAL`.
- At a seat, `legal_moves()` lists the atomic decisions; `apply(move)` plays one in place.
- At `CHANCE`, `chance_outcomes()` lists (outcome, probability); large spaces (a shuffle)
  override `sample_chance(rng)` instead. Outcomes are moves too: they go into the record,
  so a record can force any draw.
"""
from __future__ import annotations

import functools
import hashlib
import operator
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from engine.core.botprofile import BotProfile
from engine.core.errors import DataError, IllegalMove, Reason, RecordError
from engine.core.events import Event
from engine.core.text import Text
from engine.core.userfile import read_text_capped

CHANCE = -1
TERMINAL = -2

GAME_OVER = Reason("the game is over", "ゲームは終わっています")
NOT_AN_OUTCOME = Reason("that is not a possible chance outcome here", "それはここで起こりうる偶然の結果ではありません")
NOT_NOW = Reason("that move is not allowed now", "今はその手は指せません")

# A move is a frozen slotted dataclass with a `kind: Literal[...]` field (its JSON discriminator).
Move = Any
# A position's identity: nested tuples of ints and strings (`GameState.key`)
Key = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class ComponentData:
    """A user's component data file as a match and its record carry it: the file's name (for messages)
    and its text."""

    name: str
    content: str


class GameState:
    """One position. Subclasses use __slots__ and implement the abstract methods below."""

    __slots__ = ()
    game: ClassVar[Game]

    # --- turn structure -------------------------------------------------------------------
    num_players: int

    def current_player(self) -> int:
        raise NotImplementedError

    def legal_moves(self) -> list[Move]:
        """All legal decisions of the player to move (empty at CHANCE and TERMINAL)."""
        raise NotImplementedError

    def candidate_moves(self) -> list[Move]:
        """The moves the bots weigh: `legal_moves`, or a sensible, never empty part of them where the legal
        choice is too wide to search (a game hands this to its top decision's `candidate_moves`). The
        search bots (greedy, planner, mcts) choose among these; the random bot and the rules use all."""
        return self.legal_moves()

    def why_illegal(self, move: Move) -> str | None:
        """None if `move` is legal now, else a reason a person understands (a `Reason`: en and ja).

        The default asks `legal_moves`; games hand off to their top decision for sharper reasons."""
        if self.current_player() == TERMINAL:
            return GAME_OVER
        if self.current_player() == CHANCE:
            if self.chance_is_listed():
                possible = any(m == move for m, _ in self.chance_outcomes())
            else:
                possible = self.outcome_possible(move)
            return None if possible else NOT_AN_OUTCOME
        return None if move in self.legal_moves() else NOT_NOW

    def apply(self, move: Move, events: list[Event] | None = None) -> None:
        """Play `move` in place after checking it; raises IllegalMove and changes nothing if illegal."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        self.apply_trusted(move, events)

    def apply_trusted(self, move: Move, events: list[Event] | None = None) -> None:
        """Play a move known to be legal (taken from `legal_moves` or `chance_outcomes`)."""
        raise NotImplementedError

    # --- chance ---------------------------------------------------------------------------
    def chance_source(self) -> str:
        """The name of the source the current chance decision draws from (the bag, the deck, a round's
        roofs): `Match` draws the n-th outcome of a source from a stream keyed by the match's secret, the
        source and n (engine/core/match.py). Only asked when chance is to move."""
        return "chance"

    def chance_is_listed(self) -> bool:
        """Whether `chance_outcomes` lists this chance node's outcomes (a die, a draw). A large space
        (a shuffle, a deal) is not listed: `sample_chance` draws one and `outcome_possible` checks a
        scripted one, so sampled outcomes still replay from a record."""
        return True

    def outcome_possible(self, move: Move) -> bool:
        """For an unlisted chance node: whether `move` is one of its outcomes."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        raise NotImplementedError

    def sample_chance(self, rng: random.Random) -> Move:
        return weighted_pick(self.chance_outcomes(), rng)

    # --- copying, hashing -----------------------------------------------------------------
    def clone(self) -> GameState:
        raise NotImplementedError

    def key(self) -> Key:
        """Everything that defines the position, as nested tuples of ints/strings (for hashing)."""
        raise NotImplementedError

    def state_hash(self) -> str:
        return hashlib.sha256(repr(self.key()).encode()).hexdigest()[:16]

    # --- end and scores -------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def scores(self) -> list[int]:
        """Current score of every seat (final scores once terminal)."""
        raise NotImplementedError

    def breakdown(self) -> list[dict[str, int]]:
        """Per seat, points by the rulebook's categories; values add up to `scores()`."""
        raise NotImplementedError

    def scores_by_epoch(self) -> list[list[int]]:
        """Per finished epoch/round, the points each seat gained in it (for charts and tests)."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """Seats that share first place (by score, then the game's tie-breaks)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    # --- hidden information ----------------------------------------------------------------
    def has_secrets(self) -> bool:
        """Whether seats hold secrets in this match: the game's `information` by default; a game whose
        options add secrets (Agricola's full game: hands of cards) says so per position."""
        return self.game.information == "imperfect"

    def observation(self, player: int) -> GameState:
        """What `player` may see: a state whose hidden parts are absent, not masked.

        Perfect-information games return a clone."""
        return self.clone()

    def determinize(self, player: int, rng: random.Random) -> GameState:
        """From an observation, sample a full state consistent with it (for search bots)."""
        return self.clone()

    def free_action(self, move: Move) -> bool:
        """Whether `move` is one of the seat's free ("any time") actions here rather than a step of the decision it
        is making (search bots finish a seat's run of decisions without them)."""
        return False

    def wasted(self, earlier: Sequence[Move], move: Move) -> bool:
        """True when `move`, after `earlier` (the same seat's moves so far in this run of its decisions, oldest
        first), can never be better than some other way to the same place: two cage moves in a row, where one
        would have done; buying back a good sold among the same free actions. The bots skip such moves; the
        rules allow them."""
        return False

    # --- description, per viewer --------------------------------------------------------
    def private_to(self, move: Move) -> int | None:
        """The one seat that may know what `move` is, when it is secret here (a secret pick: the seat
        making it; a card drawn into a hand: the seat receiving it); None when it is public."""
        return None

    def describe(self, move: Move, lang: str = "en", viewer: int | None = None) -> str:
        """`move`, about to be played in this position, as `viewer` may read it (None: a spectator).
        A move secret from the viewer reads as what everyone sees ("Bot 2 picked a donkey marker")."""
        owner = self.private_to(move)
        if owner is not None and owner != viewer:
            return self.describe_hidden(move, lang)
        return self.describe_move(move, lang)

    def describe_move(self, move: Move, lang: str = "en") -> str:
        """`move` as its maker reads it, in this position: games whose moves point at places (an auction
        slot, a barrow) override this to name what is there ("take Gold", "the barrow for grape")."""
        return self.game.describe(move, lang)

    def describe_hidden(self, move: Move, lang: str = "en") -> str:
        """What a seat that may not know `move` reads of it."""
        return self.game.describe_hidden(move, lang)

    # --- facts for the table ---------------------------------------------------------------
    def prompt(self) -> Text | None:
        """What the seat to move is asked (ja/en): the top pending decision's prompt by default."""
        pending = getattr(self, "pending", None)
        if pending:
            top = pending[-1]
            if hasattr(top, "prompt"):
                return top.prompt(self)  # type: ignore[no-any-return]
        return None

    def facts(self) -> dict[str, Any]:
        """Current values the table shows and must not recompute (prices, costs after discounts)."""
        return {}

    def hidden_scores(self) -> list[bool]:
        """Per seat, whether this position (an observation) does not know that seat's score: its
        `breakdown` and `scores_by_epoch` then read 0 for it (La Granja's face-down VP)."""
        return [False] * self.num_players

    def narrate(self, event: Event) -> Text | None:
        """A log line for an engine event worth reading about beyond its move ("Funeral: P1 loses 2
        Pharaohs"), naming seats by `text.seat_token` for the table to fill in. None: nothing to add."""
        return None


def has_secrets(state: Any) -> bool:
    """Whether seats hold secrets in this position: its `has_secrets()`, or its game's `information` for a
    stand-in that is not a `GameState` (a test's puzzle)."""
    ask = getattr(state, "has_secrets", None)
    return bool(ask()) if ask is not None else state.game.information == "imperfect"


class Game(ABC):
    """A game's description. One instance per game, registered in `engine.core.registry`.

    What a game must give (as OpenSpiel's game type does): `id`, `names`, the player range, `options_model`,
    `move_types`, `new_state` and `describe`; the rules themselves live on its `GameState`. The rest has a
    default: facts the table and the benchmarks read (categories, scoring rounds, secrets), component data,
    and `bot`, how the bots play it (engine/core/botprofile.py).
    """

    id: ClassVar[str]
    names: ClassVar[dict[str, str]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_model: ClassVar[type[BaseModel]]
    move_types: ClassVar[tuple[type, ...]]
    # How the bots play it (settings and hooks: engine/core/botprofile.py), declared beside its heuristic.
    bot: ClassVar[BotProfile] = BotProfile()
    # `scores_by_epoch` has one row per scoring round; a row beyond `scoring_rounds` is the final scoring.
    scoring_rounds: ClassVar[int] = 1
    round_word: ClassVar[dict[str, str]] = {"ja": "ラウンド", "en": "Round"}
    # A game scored only at the end may chart its running estimate instead: the name of the state's round
    # counter; the results chart then replays the match and shows `scores()` after each round.
    estimate_rounds: ClassVar[str | None] = None
    # Facts generic code reads instead of probing (after OpenSpiel's _GAME_TYPE): whether seats hold
    # secrets, the player counts the demo cycles through, and the score categories' labels (ja/en).
    information: ClassVar[str] = "perfect"  # or "imperfect"
    demo_players: ClassVar[tuple[int, ...]] = ()
    categories: ClassVar[dict[str, Text]] = {}
    # A game that takes a user's component data file names two of its options: the one naming the file
    # (`--option data_file=mine.toml`) and an internal one holding its text, which `new_state` reads first.
    data_options: ClassVar[tuple[str, str] | None] = None

    def __init__(self) -> None:
        from typing import Annotated

        from pydantic import Field

        union: Any = functools.reduce(operator.or_, self.move_types)
        self._adapter: TypeAdapter[Any] = TypeAdapter(Annotated[union, Field(discriminator="kind")])
        self._kinds = {_kind_of(t) for t in self.move_types}

    # --- states ---------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> GameState:
        """The position before setup: usually CHANCE to move (deal, start player)."""

    def check_players(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.names['en']} is for {self.min_players}–{self.max_players} players, not {num_players}"
            )

    def parse_options(self, options: dict[str, Any] | None) -> BaseModel:
        try:
            return self.options_model.model_validate(options or {})
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(x) for x in first["loc"]) or "options"
            raise RecordError(f"bad option {where!r} for {self.names['en']}: {first['msg']}") from None

    # --- component data -------------------------------------------------------------------
    def component_data(self, options: dict[str, Any]) -> ComponentData | None:
        """The user component data `options` play with (None: the game's own data only), read from its
        file unless the options already carry it. DataError if the file cannot be read. A match takes it
        when it starts and its record carries it, so neither depends on where the file is later."""
        if self.data_options is None:
            return None
        file_key, text_key = self.data_options
        path, text = options.get(file_key), options.get(text_key)
        if text is not None:
            return ComponentData(Path(path).name if path else "data", text)
        if not path:
            return None
        name = Path(path).name
        try:
            return ComponentData(name, read_text_capped(path))
        except OSError as err:
            raise DataError(f"{name}: cannot read the file: {err.strerror}") from None

    def options_for_data(self, options: dict[str, Any], data: ComponentData) -> dict[str, Any]:
        """Options that play with `data` as carried, wherever its file is now (or on another machine). The
        file is named by its name alone: a save shared with a friend does not tell where it lay on this disk."""
        if self.data_options is None:
            raise RecordError(f"{self.names['en']} takes no component data files")
        file_key, text_key = self.data_options
        return {**options, file_key: data.name, text_key: data.content}

    # --- moves as JSON --------------------------------------------------------------------
    def move_to_json(self, move: Move) -> dict[str, Any]:
        data: dict[str, Any] = self._adapter.dump_python(move, mode="json")
        return data

    def move_from_json(self, data: Any) -> Move:
        """Parse one move; raises RecordError with a readable reason if it is not a move of this game."""
        if not isinstance(data, dict) or "kind" not in data:
            raise RecordError(f"a move must be an object with a 'kind', got {data!r:.80}")
        if not isinstance(data["kind"], str) or data["kind"] not in self._kinds:
            raise RecordError(f"{data['kind']!r:.80} is not a move of {self.names['en']}")
        try:
            return self._adapter.validate_python(data)
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(x) for x in first["loc"][1:]) or "move"
            raise RecordError(f"move {data['kind']!r}: field {where!r}: {first['msg']}") from None

    # --- text -----------------------------------------------------------------------------
    @abstractmethod
    def describe(self, move: Move, lang: str = "en") -> str:
        """A short description of a move in Japanese ('ja') or English ('en'), as its maker sees it."""

    def describe_hidden(self, move: Move, lang: str = "en") -> str:
        """A secret move as the other seats read it (games with secrets override this)."""
        return "秘密の選択" if lang == "ja" else "a secret choice"

    def category_label(self, category: str, lang: str = "en") -> str:
        label = self.categories.get(category)
        return label.text(lang) if label is not None else category

    def check_data(self, path: str) -> str:
        """Validate a user's component data file; DataError names file, entry and field."""
        raise DataError(f"{self.names['en']} has no component data files to check")


def _kind_of(move_type: Any) -> str:
    """A move class's JSON discriminator: the default of its `kind` field."""
    kind: str = move_type.__dataclass_fields__["kind"].default
    return kind


def weighted_pick(outcomes: list[tuple[Any, float]], rng: random.Random) -> Any:
    """One of `outcomes` (outcome, probability) drawn with `rng`, walking them in their listed order."""
    r = rng.random()
    acc = 0.0
    for move, p in outcomes:
        acc += p
        if r < acc:
            return move
    return outcomes[-1][0]
