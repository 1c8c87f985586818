"""The live board: a read-only, big-type view of one game for a TV, a laptop or a phone.

It shows whose turn it is, the trick with its would-be takers, the round, the scores
so far and the last trick — never what the rules keep secret (no stack sizes). It
follows the game's pubsub topic (every tap on any device), and looks again every few
seconds, so that a phone that slept or lost the Wi-Fi catches up by itself.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import flet as ft

from assistant.games.kinds import kind_of_game
from assistant.languages import Translator
from assistant.states import GameInfo, GameState
from views.at_once import sent_to_all
from views.gaigel.board import picture as gaigel_picture
from views.home import game_and_players
from views.homme_de_brou.board import picture as homme_de_brou_picture
from views.look import alike, restyle, sent_alone
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
from views.round_words import NUMBERED_OVER
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


def _set(text: ft.Text, value: str, visible: bool | None = None) -> list[ft.Control]:
    """Give ``text`` its value (and visibility); ``[text]`` if that changed anything."""
    if text.value == value and (visible is None or text.visible == visible):
        return []
    text.value = value
    if visible is not None:
        text.visible = visible
    return [text]


class Tile:
    """A place of the trick on the board: the card played there, who played it, whether it
    would take. A board keeps its places for the whole game and shows each card in one."""

    def __init__(self, placed: BoardCard) -> None:
        self.placed = placed
        self.name = ft.Text(placed.player, size=18, weight=ft.FontWeight.BOLD)
        self.caption = ft.Text(placed.caption, size=12, italic=True)
        self.control = sent_alone(
            ft.Column(
                [placed.face(), self.name, self.caption],
                spacing=2,
                width=68,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                tooltip=placed.spoken,
            )
        )

    def show(self, placed: BoardCard) -> bool:
        """Show ``placed`` here (another card, or the same one with what it does now: it may
        take, or no longer); whether that changed anything."""
        changed = not self.control.visible
        self.control.visible = True
        if placed.card != self.placed.card:  # the face drawn, never shown: what to look like
            face, model = self.control.controls[0], placed.face()
            if alike(face, model):
                changed |= restyle(face, model)
            else:  # a face of another make (Partout's specials): shown itself
                self.control.controls[0] = model
                changed = True
        self.placed = placed
        changed |= bool(_set(self.name, placed.player))
        changed |= bool(_set(self.caption, placed.caption))
        if self.control.tooltip != placed.spoken:
            self.control.tooltip = placed.spoken
            changed = True
        return changed

    def hide(self) -> bool:
        """No card here now (the trick is shorter); whether that changed anything."""
        if not self.control.visible:
            return False
        self.control.visible = False
        return True


class Drawing:
    """One game's board as one language draws it: its controls, made once and changed in
    place, shared by every device that shows it. A tap is drawn and compared once, and the
    same message is sent to each of them (``at_once.sent_to_all``)."""

    def __init__(self, state: GameState, tr: Translator) -> None:
        self.state = state
        self.tr = tr
        self.body = ft.Column(spacing=18, width=720)
        self.viewers: weakref.WeakSet[ft.Page] = weakref.WeakSet()
        """The pages that show this board now."""
        self.render()

    def build(self) -> None:
        """The board's controls, made once; ``render`` changes only what changed."""
        tr = self.tr
        self.header = ft.Text("", size=22)
        self.turn = ft.Text("", size=40, weight=ft.FontWeight.BOLD)
        self.line = ft.Text("", size=22, visible=False)
        self.trick = ft.Row(
            [],
            wrap=True,
            spacing=10,
            run_spacing=10,
            vertical_alignment=ft.CrossAxisAlignment.START,
            visible=False,
        )
        self.tiles: list[Tile] = []
        self.scores = [
            (ft.Text("", size=26, expand=True), ft.Text("", size=26, weight=ft.FontWeight.BOLD))
            for _ in self.picture().scores
        ]
        self.last_title = ft.Text(tr._(LAST_TRICK), size=22, weight=ft.FontWeight.BOLD)
        self.last = ft.Text("", size=20)
        # what changes is sent itself (a text, a place of the trick), all of a tap at once:
        # Flet's comparison walks only the controls sent
        self.top = ft.Column(
            [ft.Semantics(header=True, content=self.header), self.turn, self.line, self.trick],
            spacing=18,
        )
        self.standing = ft.Column(
            [
                ft.Text(tr._(SCORES), size=26, weight=ft.FontWeight.BOLD),
                *(ft.Row([name, total], width=520) for name, total in self.scores),
            ],
            spacing=18,
        )
        self.bottom = ft.Column([self.last_title, self.last], spacing=18)
        self.body.controls = [self.top, self.standing, self.bottom]

    def picture(self) -> Picture:
        """The game's kind draws its picture; the title names the game (which table this
        board shows), and between two rounds the board looks at the round's end."""
        tr, game = self.tr, self.state.game
        kind = kind_of_game(game).ID
        shown = PICTURES[kind](game, tr)
        current = game.round
        if current is not None and current.ended and not game.finished:
            over = NUMBERED_OVER.said(tr, kind, round=len(game.rounds))
            shown = replace(shown, header=over, turn=over, line="", trick=())
        return replace(shown, header=f"{game_title(tr, kind)} · {shown.header}")

    def render(self) -> list[ft.Control]:
        """Show the current state in the same controls; the controls that changed.

        The trick's places stay and show the cards played in them (``lay_trick``). Flet
        then compares just these controls with what the device has.
        """
        if not self.body.controls:
            self.build()
        shown = self.picture()
        changed = _set(self.header, shown.header) + _set(self.turn, shown.turn)
        changed += _set(self.line, shown.line, visible=bool(shown.line))
        for (name, total), (name_text, total_text) in zip(shown.scores, self.scores, strict=True):
            changed += _set(name_text, name) + _set(total_text, self.tr.number(total))
        changed += _set(self.last_title, self.last_title.value or "", visible=bool(shown.last))
        changed += _set(self.last, shown.last, visible=bool(shown.last))
        return changed + self.lay_trick(shown.trick)

    def lay_trick(self, trick: tuple[BoardCard, ...]) -> list[ft.Control]:
        """Show ``trick`` in the trick's places, changing each in place (a card played, taken
        back, the next trick); a place is added only for a trick longer than any before it.
        The controls that changed: ``self.trick`` first if the row itself did."""
        row = False
        for placed in trick[len(self.tiles) :]:  # a place more (the game's first tricks)
            self.tiles.append(Tile(placed))
            row = True
        if row:
            self.trick.controls = [tile.control for tile in self.tiles]
        if self.trick.visible != bool(trick):
            self.trick.visible = bool(trick)
            row = True
        # a place is sent alone: one whose card or words changed is sent itself
        changed: list[ft.Control] = [
            tile.control
            for place, tile in enumerate(self.tiles)
            if (tile.show(trick[place]) if place < len(trick) else tile.hide())
        ]
        return [self.trick, *changed] if row else changed

    def adopt(self, state: GameState) -> None:
        """Show ``state`` if it is newer than the one shown, on every device showing it."""
        if state.seq <= self.state.seq:
            return
        self.state = state
        changed = self.render()
        if changed:
            sent_to_all(self.body, changed, list(self.viewers))


def drawing(boards: dict[tuple[int, str], Drawing], state: GameState, tr: Translator) -> Drawing:
    """The board of ``state``'s game in ``tr``'s language as the tabs showing it have it,
    from the app's ``boards`` (drawn afresh for the first); brought up to ``state`` if that
    is newer. Boards no tab shows any more are let go."""
    key = (state.game_id, tr.lang)
    for other in [k for k, d in boards.items() if not d.viewers and k != key]:
        del boards[other]
    found = boards.get(key)
    if found is None:
        found = boards[key] = Drawing(state, tr)
    else:
        found.adopt(state)
    return found


class BoardScreen:
    """One device's board of a game: the game's drawing in this device's language, followed
    whenever the game changes."""

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.shell = shell
        self.drawn = drawing(shell.boards, state, shell.tr)
        self.drawn.viewers.add(shell.page)
        self.view = ft.View(
            route=f"/board/{state.game_id}",
            controls=[self.drawn.body],
            padding=24,
            scroll=ft.ScrollMode.AUTO,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.watching = True

    @property
    def state(self) -> GameState:
        """The game as the board shows it."""
        return self.drawn.state

    @property
    def topic(self) -> str:
        """The topic the game screens publish on (``GameScreen.topic``)."""
        return f"game/{self.state.game_id}"

    def adopt(self, state: GameState) -> None:
        """Show ``state`` (if it is newer than what is shown), here and on every device
        showing this board."""
        self.drawn.adopt(state)

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
        """The board is left: stop looking, and no longer be sent its changes."""
        self.watching = False
        self.drawn.viewers.discard(self.shell.page)
