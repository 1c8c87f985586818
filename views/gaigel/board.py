"""Gaigel on the live board: the deal and the trick, what the table does now, the trump
and where the turn-up lies, the trick card by card, the evening's game points, and who
took the last trick. Each side's count stays in the players' heads."""

from __future__ import annotations

from functools import partial

from assistant.languages import Translator
from engine.gaigel import TRICKS, Game, Phase
from views.gaigel.look import card_face
from views.gaigel.model import fresh_round, last_trick_said, table_of
from views.picture import GAME_OVER, TRICK_OF, BoardCard, Picture


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a sitting of Gaigel."""
    table = table_of(game, tr=tr)
    header = table.where
    if table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=TRICKS)
    ended = game.finished
    line = "" if ended else " · ".join(p for p in (table.trump_text, table.trump_origin) if p)
    trick = tuple(
        BoardCard(
            p.card,
            p.player,
            tr._("takes") if p.takes else (tr._("marriage") if p.marriage else ""),
            p.spoken,
            partial(card_face, p.card, tr, 26),
        )
        for p in (() if ended else table.trick)
    )
    ranked = sorted(zip(game.players, game.totals(), strict=True), key=lambda t: -t[1])
    current = game.round
    return Picture(
        header=header,
        turn=tr._(GAME_OVER) if ended else table.turn,
        line=line,
        trick=trick,
        scores=tuple(ranked),
        last=last_trick_said(current if current is not None else fresh_round(game), tr),
    )
