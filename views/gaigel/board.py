"""Gaigel on the live board: the deal and the trick, what the table does now, the trump
and where the turn-up lies, the trick card by card, the evening's game points, and who
took the last trick; once a deal has ended, how it ended and what it scored. Each side's
count stays in the players' heads."""

from __future__ import annotations

from assistant.games.gaigel.kind import ID
from assistant.languages import Translator
from engine.gaigel import TRICKS, Game, Phase
from views.gaigel.look import card_face
from views.gaigel.model import deal_end_of, last_trick_said, table_of
from views.picture import TRICK_OF, Picture, game_picture, on_board, ranked
from views.round_words import NUMBERED_OVER


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a sitting of Gaigel."""
    scores = ranked(game.players, game.totals())
    current = game.round
    if current is not None and current.ended:
        end = deal_end_of(game, tr=tr)
        return Picture(
            header=NUMBERED_OVER.said(tr, ID, round=end.round_no),
            turn=end.result,
            line=end.how,
            trick=(),
            scores=scores,
            last=last_trick_said(current, tr),
        )
    table = table_of(game, tr=tr)
    header = table.where
    if table.phase is Phase.PLAY:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=TRICKS)
    trick = on_board(
        table.trick,
        lambda p: tr._("takes") if p.takes else (tr._("marriage") if p.marriage else ""),
        lambda card: card_face(card, tr, 26),
    )
    line = " · ".join(p for p in (table.trump_text, table.trump_origin) if p)
    return game_picture(False, header, table.turn, line, trick, scores, table.last, tr)
