"""The live board: a read-only, big-type view of one game for a TV, a laptop or a phone.

It shows whose turn it is, the trick with its would-be takers, the round, the scores
so far and the last trick — never what the rules keep secret (no stack sizes). It
follows the game's pubsub topic (every tap on any device), and looks again every few
seconds, so that a phone that slept or lost the Wi-Fi catches up by itself.
"""

from __future__ import annotations

import asyncio
import logging

import flet as ft

from assistant.languages import N_
from assistant.service import GameInfo, GameState
from views.color_badge import card_face
from views.shell import Shell
from views.table_model import Mark, last_trick_of_game, table_of

log = logging.getLogger(__name__)

BOARD = N_("Board")
NO_GAME = N_("No game is being played right now.")
PICK = N_("Which table?")
ROUND_OF = N_("Round {round} of {rounds}")
TRICK_OF = N_("Trick {trick} of {tricks}")
SCORES = N_("Scores so far")
LAST_TRICK = N_("Last trick")
TAKES_FIRST = N_("takes first")
TAKES_REST = N_("takes the rest")
GAME_OVER = N_("The game is over")

LOOK_AGAIN = 5.0
"""Seconds between two looks at the game when no tap was heard (a slept phone catches up)."""


def board_picker_view(shell: Shell, games: list[GameInfo]) -> ft.View:
    """``/board`` with several games in play: one button per table."""
    tr = shell.tr
    parts: list[ft.Control] = [ft.Text(tr._(BOARD), size=36, weight=ft.FontWeight.BOLD)]
    if not games:
        parts.append(ft.Text(tr._(NO_GAME), size=22))
    else:
        parts.append(ft.Text(tr._(PICK), size=22))
        for info in games:
            game_id = info.game_id
            parts.append(
                ft.FilledButton(
                    content=", ".join(info.players),
                    on_click=lambda _, g=game_id: shell.go(f"/board/{g}"),
                    height=56,
                    width=420,
                )
            )
    return ft.View(
        route="/board",
        controls=[ft.Column(parts, spacing=16, width=520)],
        padding=24,
        scroll=ft.ScrollMode.AUTO,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


class BoardScreen:
    """One game's board, redrawn whenever the game changes."""

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.shell = shell
        self.state = state
        self.body = ft.Column(spacing=18, width=720)
        self.view = ft.View(
            route=f"/board/{state.game_id}",
            controls=[self.body],
            padding=24,
            scroll=ft.ScrollMode.AUTO,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.watching = True
        self.render()

    @property
    def topic(self) -> str:
        """The topic the game screens publish on (``GameScreen.topic``)."""
        return f"game/{self.state.game_id}"

    def render(self) -> None:
        """Build the board from the current state."""
        tr = self.shell.tr
        game = self.state.game
        table = table_of(game, show_counts=False, tr=tr)
        parts: list[ft.Control] = []
        header = tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
        if not game.finished:
            header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
        parts.append(ft.Text(header, size=22))
        turn = tr._(GAME_OVER) if game.finished else table.turn
        parts.append(ft.Text(turn, size=40, weight=ft.FontWeight.BOLD))
        if table.trick and not game.finished:
            tiles: list[ft.Control] = []
            for placed in table.trick:
                mark = {Mark.FIRST: tr._(TAKES_FIRST), Mark.SECOND: tr._(TAKES_REST)}.get(
                    placed.mark, ""
                )
                tiles.append(
                    ft.Column(
                        [
                            card_face(placed.card.color, placed.card.number, size=30),
                            ft.Text(placed.player, size=20, weight=ft.FontWeight.BOLD),
                            ft.Text(mark, size=16, italic=True),
                        ],
                        spacing=4,
                        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                        tooltip=placed.spoken,
                    )
                )
            parts.append(ft.Row(tiles, wrap=True, spacing=18))
        parts.append(ft.Text(tr._(SCORES), size=26, weight=ft.FontWeight.BOLD))
        totals = game.totals()
        ranked = sorted(zip(self.state.players, totals, strict=True), key=lambda p: -p[1])
        for name, total in ranked:
            parts.append(
                ft.Row(
                    [
                        ft.Text(name, size=26, expand=True),
                        ft.Text(tr.number(total), size=26, weight=ft.FontWeight.BOLD),
                    ],
                    width=520,
                )
            )
        last = last_trick_of_game(game, tr)
        if last is not None:
            parts.append(ft.Text(tr._(LAST_TRICK), size=22, weight=ft.FontWeight.BOLD))
            parts.append(ft.Text(last.summary, size=20))
        self.body.controls = parts

    def adopt(self, state: GameState) -> None:
        """Show ``state`` (if it is newer than what is shown)."""
        if state.seq == self.state.seq:
            return
        self.state = state
        self.render()
        self.shell.page.update()

    async def on_changed_elsewhere(self, topic: str, seq: object) -> None:
        """A device changed the game: show it as it stands now."""
        if seq == self.state.seq:
            return
        try:
            self.adopt(self.shell.service.game(self.state.game_id))
        except Exception:
            log.exception("the board of game %d could not follow", self.state.game_id)

    async def look_again(self) -> None:
        """Every few seconds, catch up on what no message said (after a sleep or lost Wi-Fi)."""
        while self.watching:
            await asyncio.sleep(LOOK_AGAIN)
            if not self.watching:
                return
            try:
                self.adopt(self.shell.service.game(self.state.game_id))
            except Exception:
                return  # the page went away, or the game did

    def leave(self) -> None:
        """The board is left: stop looking."""
        self.watching = False
