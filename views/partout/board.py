"""Partout on the live board: the turn, the trump in force with its origin, the trick with
who takes it so far, the teams' totals, and who took the last trick and why."""

from __future__ import annotations

from functools import partial

from assistant.languages import Translator
from engine.partout import Game
from views.partout.look import card_face
from views.partout.model import last_trick_of_game, table_of
from views.picture import GAME_OVER, ROUND_OF, TRICK_OF, BoardCard, Picture


def picture(game: Game, tr: Translator) -> Picture:
    """What the board shows of a game of Partout."""
    table = table_of(game, tr=tr)
    header = tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
    if not game.finished:
        header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
    line = ""
    if table.trump is not None and not game.finished:
        line = f"{table.trump.text} {table.trump.origin}"
    trick = tuple(
        BoardCard(
            p.card,
            p.player,
            tr._("locked up") if p.locked else (tr._("takes") if p.takes else p.choice),
            p.spoken,
            partial(card_face, p.card, size=26),
        )
        for p in (() if game.finished else table.trick)
    )
    ranked = sorted(
        zip((t.name for t in game.teams), game.totals(), strict=True), key=lambda t: -t[1]
    )
    last = last_trick_of_game(game, tr)
    return Picture(
        header=header,
        turn=tr._(GAME_OVER) if game.finished else table.turn,
        line=line,
        trick=trick,
        scores=tuple(ranked),
        last=last.why if last is not None else "",
    )
