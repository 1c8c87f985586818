"""Homme de Brou on the live board: the turn, the trumps, the trick with who takes it so
far, the two sides' totals in the race to 300, and who took the last trick and why (or the
rencontre it held)."""

from __future__ import annotations

from assistant.languages import Translator
from engine.homme_de_brou import TRICKS, Game, Phase
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import last_trick_of_game, sides_of, table_of
from views.picture import TRICK_OF, Picture, game_picture, on_board, ranked


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Homme de Brou."""
    table = table_of(game, tr=tr)
    header = table.where
    if not game.finished and table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=TRICKS)
    trick = on_board(
        table.trick,
        lambda p: tr._("takes") if p.takes else "",
        lambda card: card_face(card, tr, 26),
    )
    last = last_trick_of_game(game, tr)
    said = last.said if last is not None else ""
    scores = ranked(sides_of(game, tr), game.totals())
    return game_picture(
        game.finished, header, table.turn, table.trump.text, trick, scores, said, tr
    )
