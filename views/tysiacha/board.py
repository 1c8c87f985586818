"""Tysiacha on the live board: the turn, the contract and the trump in force, the trick
with who takes it so far, the totals in the race to 1000, and who took the last trick and
why."""

from __future__ import annotations

from functools import partial

from assistant.languages import Translator
from engine.tysiacha import Game, Phase
from views.picture import GAME_OVER, TRICK_OF, BoardCard, Picture
from views.tysiacha.look import card_face
from views.tysiacha.model import last_trick_of_game, table_of


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Tysiacha."""
    table = table_of(game, tr=tr)
    header = table.where
    if not game.finished and table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=8)
    line = "" if game.finished else f"{table.auction} · {table.trump.text}"
    trick = tuple(
        BoardCard(
            p.card,
            p.player,
            tr._("takes") if p.takes else (tr._("marriage") if p.marriage else ""),
            p.spoken,
            partial(card_face, p.card, tr, 26),
        )
        for p in (() if game.finished else table.trick)
    )
    ranked = sorted(zip(game.players, game.totals(), strict=True), key=lambda t: -t[1])
    last = last_trick_of_game(game, tr)
    return Picture(
        header=header,
        turn=tr._(GAME_OVER) if game.finished else table.turn,
        line=line,
        trick=trick,
        scores=tuple(ranked),
        last=last.why if last is not None else "",
    )
