"""Homme de Brou on the live board: the turn, the trumps, the trick with who takes it so
far, the two sides' totals in the race to 300, and who took the last trick and why (or the
rencontre it held)."""

from __future__ import annotations

from functools import partial

from assistant.languages import Translator
from engine.homme_de_brou import TRICKS, Game, Phase
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import last_trick_of_game, table_of
from views.picture import GAME_OVER, TRICK_OF, BoardCard, Picture


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Homme de Brou."""
    table = table_of(game, tr=tr)
    header = table.where
    if not game.finished and table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=TRICKS)
    line = "" if game.finished else table.trump.text
    trick = tuple(
        BoardCard(
            p.card,
            p.player,
            tr._("takes") if p.takes else "",
            p.spoken,
            partial(card_face, p.card, tr, 26),
        )
        for p in (() if game.finished else table.trick)
    )
    ranked = sorted(zip(game.sides, game.totals(), strict=True), key=lambda t: -t[1])
    last = last_trick_of_game(game, tr)
    return Picture(
        header=header,
        turn=tr._(GAME_OVER) if game.finished else table.turn,
        line=line,
        trick=trick,
        scores=tuple(ranked),
        last=last.said if last is not None else "",
    )
