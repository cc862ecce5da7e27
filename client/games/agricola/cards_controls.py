"""The full game's cards by mouse, as AGControls asks for them (the table hands it one of these, so the
controls never import the card modules, which draw with view.py): the draft's pack cards over the board
and their drop on the kept row, the hand's cards and their drop on the farm. Each method answers None for
a piece or target that is not a card's, so the controls go on with their own."""
from __future__ import annotations

from typing import Any

from client.games.agricola.draft_view import Draft, drafting
from client.games.agricola.hand import ability_moves, ability_pieces, card_pieces, play_moves
from client.games.agricola.layout import Box, FarmPlace


class CardControls:
    def __init__(self, draft: Draft) -> None:
        self.draft = draft

    @staticmethod
    def drafting(s: Any) -> bool:
        return drafting(s)

    def draft_pieces(self, s: Any, seat: int) -> list[tuple[tuple, Box]]:
        return self.draft.pieces(s, seat)

    @staticmethod
    def hand_pieces(s: Any, seat: int, place: FarmPlace) -> list[tuple[tuple, Box]]:
        return card_pieces(s, seat, place) + ability_pieces(s, seat, place)

    def click(self, s: Any, seat: int, piece: tuple) -> list[Any] | None:
        if piece[0] == "card":
            return play_moves(s, seat, piece[1])
        if piece[0] == "pack":
            return list(self.draft.click_moves(s, seat, piece[1]))
        if piece[0] == "played":
            return ability_moves(s, piece[1])
        return None

    def targets(self, place: FarmPlace, piece: tuple) -> list[tuple[tuple, Box]] | None:
        if piece[0] == "card":  # onto the cards played or the farmyard
            return [(("play",), place.box("played")), (("play",), place.box("yard"))]
        if piece[0] == "pack":
            return self.draft.targets()
        return None

    def drop(self, s: Any, seat: int, piece: tuple, target: tuple) -> list[Any] | None:
        if target[0] == "play":
            return play_moves(s, seat, piece[1])
        if target[0] == "kept":  # the candidate picks (the table marks a first card chosen)
            return list(self.draft.click_moves(s, seat, piece[1]))
        return None
