"""Partout on the live board: the turn, the trump in force with its origin, the trick with
who takes it so far, the teams' totals, and who took the last trick and why."""

from __future__ import annotations

from assistant.languages import Translator
from engine.partout import Game
from views.partout.look import card_face
from views.partout.model import last_trick_of_game, table_of
from views.picture import ROUND_OF, TRICK_OF, Picture, game_picture, on_board, ranked


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Partout."""
    table = table_of(game, tr=tr)
    header = tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
    if not game.finished:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
    line = f"{table.trump.text} {table.trump.origin}" if table.trump is not None else ""
    trick = on_board(
        table.trick,
        lambda p: tr._("locked up") if p.locked else (tr._("takes") if p.takes else p.choice),
        lambda card: card_face(card, size=26),
    )
    last = last_trick_of_game(game, tr)
    why = last.why if last is not None else ""
    scores = ranked((t.name for t in game.teams), game.totals())
    return game_picture(game.finished, header, table.turn, line, trick, scores, why, tr)
