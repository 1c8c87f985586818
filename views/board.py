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
from assistant.states import GameInfo, GameState
from engine.mit_list_und_tuecke import Card
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

_READING: dict[tuple[int, int | None], asyncio.Future[GameState]] = {}
"""The reads of a game at a sequence number under way, shared by the boards of that game."""


def _forget(key: tuple[int, int | None]) -> None:
    """A shared read is done: the next tap reads afresh."""
    loop = asyncio.get_event_loop()
    loop.call_later(1.0, _READING.pop, key, None)  # boards a little late still share it


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

    def build(self) -> None:
        """The board's controls, made once; ``render`` changes only what changed."""
        tr = self.shell.tr
        self.header = ft.Text("", size=22)
        self.turn = ft.Text("", size=40, weight=ft.FontWeight.BOLD)
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
            for _ in self.state.players
        ]
        self.last_title = ft.Text(tr._(LAST_TRICK), size=22, weight=ft.FontWeight.BOLD)
        self.last = ft.Text("", size=20)
        self.body.controls = [
            ft.Semantics(header=True, content=self.header),  # the screen's title
            self.turn,
            self.trick,
            ft.Text(tr._(SCORES), size=26, weight=ft.FontWeight.BOLD),
            *(ft.Row([name, total], width=520) for name, total in self.scores),
            self.last_title,
            self.last,
        ]

    def render(self) -> None:
        """Show the current state: new values in the same controls, new tiles for a new trick."""
        if not self.body.controls:
            self.build()
        tr = self.shell.tr
        game = self.state.game
        table = table_of(game, show_counts=False, tr=tr)
        header = tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
        if not game.finished:
            header += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
        self.header.value = header
        self.turn.value = tr._(GAME_OVER) if game.finished else table.turn
        trick = () if game.finished else table.trick
        seen = tuple((p.card, p.player, p.mark) for p in trick)
        if seen != self.shown_trick:
            self.shown_trick = seen
            self.trick.controls = [
                self.tile(placed.card, placed.player, placed.mark, placed.spoken)
                for placed in trick
            ]
            self.trick.visible = bool(trick)
        ranked = sorted(zip(self.state.players, game.totals(), strict=True), key=lambda p: -p[1])
        for (name, total), (name_text, total_text) in zip(ranked, self.scores, strict=True):
            name_text.value = name
            total_text.value = tr.number(total)
        last = last_trick_of_game(game, tr)
        self.last_title.visible = self.last.visible = last is not None
        self.last.value = last.summary if last is not None else ""

    def tile(self, card: Card, player: str, mark: Mark, spoken: str) -> ft.Control:
        """One card of the trick: its face, who played it, whether it would take."""
        tr = self.shell.tr
        said = {Mark.FIRST: tr._(TAKES_FIRST), Mark.SECOND: tr._(TAKES_REST)}.get(mark, "")
        return ft.Column(
            [
                card_face(card.color, card.number, size=26),
                ft.Text(player, size=18, weight=ft.FontWeight.BOLD),
                ft.Text(said, size=12, italic=True),
            ],
            spacing=2,
            width=68,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tooltip=spoken,
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
