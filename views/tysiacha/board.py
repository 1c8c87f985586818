"""Tysiacha on the live board: the turn, the contract and the trump in force, the trick
with who takes it so far, the totals in the race to 1000, and who took the last trick and
why."""

from __future__ import annotations

from assistant.languages import Translator
from engine.tysiacha import Game, Phase
from views.picture import TRICK_OF, Picture, game_picture, on_board, ranked
from views.tysiacha.look import card_face
from views.tysiacha.model import last_trick_of_game, table_of


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Tysiacha."""
    table = table_of(game, tr=tr)
    header = table.where
    if not game.finished and table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=8)
    trick = on_board(
        table.trick,
        lambda p: tr._("takes") if p.takes else (tr._("marriage") if p.marriage else ""),
        lambda card: card_face(card, tr, 26),
    )
    line = f"{table.auction} · {table.trump.text}"
    last = last_trick_of_game(game, tr)
    why = last.why if last is not None else ""
    scores = ranked(game.players, game.totals())
    return game_picture(game.finished, header, table.turn, line, trick, scores, why, tr)
