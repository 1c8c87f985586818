"""The live board: a read-only, big-type view of one game for a TV, a laptop or a phone.

It shows whose turn it is, the trick with its would-be takers, the round, the scores
so far and the last trick — never what the rules keep secret (no stack sizes). It
follows the game's pubsub topic (every tap on any device), and looks again every few
seconds, so that a phone that slept or lost the Wi-Fi catches up by itself.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import flet as ft

from assistant.games.kinds import kind_of_game
from assistant.languages import N_, Translator
from assistant.states import GameInfo, GameState
from views.gaigel.board import picture as gaigel_picture
from views.home import game_and_players
from views.homme_de_brou.board import picture as homme_de_brou_picture
from views.looking_back import game_title
from views.mit_list_und_tuecke.board import picture as mit_list_und_tuecke_picture
from views.partout.board import picture as partout_picture
from views.picture import (
    BOARD,
    LAST_TRICK,
    NO_GAME,
    PICK,
    SCORES,
    BoardCard,
    Picture,
)
from views.shell import Shell
from views.tysiacha.board import picture as tysiacha_picture

log = logging.getLogger(__name__)

_READING: dict[tuple[int, int | None], asyncio.Future[GameState]] = {}
"""The reads of a game at a sequence number under way, shared by the boards of that game."""


def _forget(key: tuple[int, int | None]) -> None:
    """A shared read is done: the next tap reads afresh."""
    loop = asyncio.get_event_loop()
    loop.call_later(1.0, _READING.pop, key, None)  # boards a little late still share it


PICTURES: dict[str, Callable[[Any, Translator], Picture]] = {
    "mit-list-und-tuecke": mit_list_und_tuecke_picture,
    "partout": partout_picture,
    "tysiacha": tysiacha_picture,
    "homme-de-brou": homme_de_brou_picture,
    "gaigel": gaigel_picture,
}
"""How each game kind is drawn on the board."""

ROUND_OVER = N_("Round {round} is over")

LOOK_AGAIN = 5.0
"""Seconds between two looks at the game when no tap was heard (a slept phone catches up)."""


def board_picker_view(shell: Shell, games: list[GameInfo]) -> ft.View:
    """``/board`` with several games in play: one button per table."""
    tr = shell.tr
    title = ft.Text(tr._(BOARD), size=36, weight=ft.FontWeight.BOLD)
    parts: list[ft.Control] = [ft.Semantics(header=True, content=title)]
    if not games:
        parts.append(ft.Text(tr._(NO_GAME), size=22))
    else:
        parts.append(ft.Text(tr._(PICK), size=22))
        for info in games:
            game_id = info.game_id
            parts.append(
                ft.FilledButton(
                    content=game_and_players(tr, info),
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

    def build(self) -> None:
        """The board's controls, made once; ``render`` changes only what changed."""
        tr = self.shell.tr
        self.header = ft.Text("", size=22)
        self.turn = ft.Text("", size=40, weight=ft.FontWeight.BOLD)
        self.line = ft.Text("", size=22, visible=False)
        self.trick = ft.Row(
            [],
            wrap=True,
            spacing=10,
            run_spacing=10,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
        self.shown_trick: tuple[object, ...] | None = None
        self.scores = [
            (ft.Text("", size=26, expand=True), ft.Text("", size=26, weight=ft.FontWeight.BOLD))
            for _ in self.draw(self.state.game, tr).scores
        ]
        self.last_title = ft.Text(tr._(LAST_TRICK), size=22, weight=ft.FontWeight.BOLD)
        self.last = ft.Text("", size=20)
        self.body.controls = [
            ft.Semantics(header=True, content=self.header),  # the screen's title
            self.turn,
            self.line,
            self.trick,
            ft.Text(tr._(SCORES), size=26, weight=ft.FontWeight.BOLD),
            *(ft.Row([name, total], width=520) for name, total in self.scores),
            self.last_title,
            self.last,
        ]

    @property
    def draw(self) -> Callable[[Any, Translator], Picture]:
        """How this game's kind is drawn."""
        return PICTURES[kind_of_game(self.state.game).ID]

    def render(self) -> None:
        """Show the current state: new values in the same controls, new tiles for a new trick."""
        if not self.body.controls:
            self.build()
        tr, game = self.shell.tr, self.state.game
        shown = self.draw(game, tr)
        current = game.round
        if current is not None and current.ended and not game.finished:
            # Between two rounds: the table looks at the round's end until the next begins.
            over = tr.format(ROUND_OVER, round=len(game.rounds))
            shown = replace(shown, header=over, turn=over, line="", trick=())
        title = game_title(tr, kind_of_game(game).ID)  # which table this board shows
        self.header.value = f"{title} · {shown.header}"
        self.turn.value = shown.turn
        self.line.value = shown.line
        self.line.visible = bool(shown.line)
        seen = tuple((p.card, p.player, p.caption) for p in shown.trick)
        if seen != self.shown_trick:
            self.shown_trick = seen
            self.trick.controls = [self.tile(placed) for placed in shown.trick]
            self.trick.visible = bool(shown.trick)
        for (name, total), (name_text, total_text) in zip(shown.scores, self.scores, strict=True):
            name_text.value = name
            total_text.value = self.shell.tr.number(total)
        self.last_title.visible = self.last.visible = bool(shown.last)
        self.last.value = shown.last

    def tile(self, placed: BoardCard) -> ft.Control:
        """One card of the trick: its face, who played it, whether it would take."""
        return ft.Column(
            [
                placed.face(),
                ft.Text(placed.player, size=18, weight=ft.FontWeight.BOLD),
                ft.Text(placed.caption, size=12, italic=True),
            ],
            spacing=2,
            width=68,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tooltip=placed.spoken,
        )

    def adopt(self, state: GameState) -> None:
        """Show ``state`` (if it is newer than what is shown)."""
        if state.seq == self.state.seq:
            return
        self.state = state
        self.render()
        self.body.update()

    async def fetch(self, seq: object = None) -> GameState:
        """The game as it stands, read once in a worker thread for all boards of the game.

        Every board of a game hears the same tap at once: the first to ask reads the
        game (off the event loop, which serves everyone), the others wait for that read.
        """
        game_id = self.state.game_id
        key = (game_id, seq if isinstance(seq, int) else None)
        reading = _READING.get(key)
        if reading is None or key[1] is None:
            reading = asyncio.ensure_future(asyncio.to_thread(self.shell.service.game, game_id))
            if key[1] is not None:
                _READING[key] = reading
                reading.add_done_callback(lambda _: _forget(key))
        return await asyncio.shield(reading)

    async def on_changed_elsewhere(self, topic: str, seq: object) -> None:
        """A device changed the game: show it as it stands now."""
        if seq == self.state.seq:
            return
        try:
            self.adopt(await self.fetch(seq))
        except Exception:
            log.exception("the board of game %d could not follow", self.state.game_id)

    async def look_again(self) -> None:
        """Every few seconds, catch up on what no message said (after a sleep or lost Wi-Fi)."""
        while self.watching:
            await asyncio.sleep(LOOK_AGAIN)
            if not self.watching:
                return
            try:
                self.adopt(await self.fetch())
            except Exception:
                return  # the page went away, or the game did

    def leave(self) -> None:
        """The board is left: stop looking."""
        self.watching = False
