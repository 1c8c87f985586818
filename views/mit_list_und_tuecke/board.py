"""Mit List und Tücke on the live board: the turn, the trick with its would-be takers, the
round, the totals and the last trick; never what the rules keep secret (no stack sizes)."""

from __future__ import annotations

from assistant.languages import Translator
from engine.mit_list_und_tuecke import Game
from views.mit_list_und_tuecke.look import card_face
from views.mit_list_und_tuecke.model import Mark, last_trick_of_game, table_of
from views.picture import (
    ROUND_OF,
    TAKES_FIRST,
    TAKES_REST,
    TRICK_OF,
    Picture,
    game_picture,
    on_board,
    ranked,
)


def picture(game: Game, tr: Translator) -> Picture:
    """Mit List und Tücke on the board: no stack sizes, never what the rules keep secret."""
    table = table_of(game, show_counts=False, tr=tr)
    header = tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
    if not game.finished:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
    said = {Mark.FIRST: tr._(TAKES_FIRST), Mark.SECOND: tr._(TAKES_REST)}
    trick = on_board(
        table.trick,
        lambda p: said.get(p.mark, ""),
        lambda card: card_face(card.color, card.number, size=26),
    )
    last = last_trick_of_game(game, tr)
    summary = last.summary if last is not None else ""
    scores = ranked(game.players, game.totals())
    return game_picture(game.finished, header, table.turn, "", trick, scores, summary, tr)
