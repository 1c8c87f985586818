"""A game in progress: the table, the round end and the game end, and every tap's command."""

from __future__ import annotations

import logging
from collections.abc import Callable

import flet as ft

from assistant.errors import Conflict, InputError
from assistant.languages import N_
from assistant.states import GameState
from engine.mit_list_und_tuecke import COLORS, Card, Color, RuleError
from engine.mit_list_und_tuecke.cards import highest_number
from views.color_badge import card_face
from views.game_end import game_end_view
from views.labelled import icon_button
from views.round_end import round_end_view
from views.shell import FAILED, Shell, guarded
from views.table_model import (
    Screen,
    Table,
    game_end_of,
    last_trick_of_game,
    round_end_of,
    screen_of,
    table_of,
)
from views.table_screen import TableScreen

log = logging.getLogger(__name__)

RELOADED = N_("The game changed on another device — reloaded.")


class GameScreen:
    """The view at ``/game/<id>``: renders the game's state and sends each tap as a command."""

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.shell = shell
        self.tr = tr = shell.tr
        self.state = state
        self.next_round = False
        self.cards: list[Card] = []
        self.colors: list[Color] = []
        self.model: Table | None = None
        self.dirty: list[ft.Control] | None = None
        self.framed: dict[int, object] = {}
        self.screen: Screen | None = None
        self.haptics: ft.HapticFeedback | None = None
        n = len(state.players)
        self.table = TableScreen(self, {c: highest_number(c, n) for c in COLORS}, n, tr)
        self.message = ""
        self.offer = ""
        """What the last take did, said with an undo button until the next command."""
        self.ending = ft.Container(visible=False)
        self.title = ft.Text("", size=19)  # "Stich 12 von 14" beside three buttons
        self.undo = icon_button(ft.Icons.UNDO, tr._("Undo"), lambda _: self.on_undo_tapped())
        self.redo = icon_button(ft.Icons.REDO, tr._("Redo"), lambda _: self.on_redo_tapped())
        last = icon_button(
            ft.Icons.HISTORY, tr._("Last trick"), lambda _: self.on_last_trick_tapped()
        )
        home = icon_button(ft.Icons.HOME, tr._("Home"), lambda _: self.shell.go("/"))
        self.view = ft.View(
            route=f"/game/{state.game_id}",
            appbar=ft.AppBar(leading=home, title=self.title, actions=[self.undo, self.redo, last]),
            controls=[self.table.control, self.ending],
            scroll=ft.ScrollMode.AUTO,
            padding=ft.Padding.only(left=8, top=6, right=8, bottom=24),
        )
        self.render()

    # --------------------------------------------------------------- render

    def render(self) -> None:
        """Show the screen the state calls for; note what changed for ``refresh``."""
        game, tr = self.state.game, self.tr
        screen = screen_of(game, self.next_round)
        if self.screen is not None and screen is not self.screen:
            self.to_top()  # a new round (or its end) opens at the top
        self.screen = screen
        match screen:
            case Screen.TABLE:
                self.model = table_of(game, self.state.show_counts, self.cards, self.colors, tr)
                changed = self.table.show(self.model)
                if self.table.notice.value != self.message:
                    changed.append(self.table.say(self.message))
                if self.table.offer_text.value != self.offer:
                    changed.append(self.table.offer_undo(self.offer))
                if self.table.control.visible and self.dirty is not None:
                    self.dirty.extend(changed)
                else:
                    self.dirty = None
                self.table.control.visible = True
                self.ending.visible = False
                self.title.value = tr.format(
                    N_("Trick {trick} of {tricks}"),
                    trick=self.model.trick_no,
                    tricks=self.model.tricks,
                )
            case Screen.ROUND_END:
                self.model = None
                end = round_end_of(game, tr=tr)
                self.show_ending(round_end_view(end, self.on_next_round_tapped, tr))
                self.title.value = tr._("Round over")
            case Screen.GAME_END:
                self.model = None
                self.show_ending(
                    game_end_view(
                        game_end_of(game, tr),
                        round_end_of(game, tr=tr),
                        self.on_export_tapped,
                        self.on_same_table_tapped,
                        tr,
                    )
                )
                self.title.value = tr._("Game over")
        self._enable(self.undo, self.state.can_undo)
        self._enable(self.redo, self.state.can_redo)

    def show_ending(self, content: ft.Control) -> None:
        """Hide the table (it stays on the page, to keep its controls) and show an ending."""
        self.dirty = None
        self.table.control.visible = False
        self.ending.content = content
        self.ending.visible = True

    @staticmethod
    def _enable(button: ft.Semantics, enabled: bool) -> None:
        assert button.content is not None
        button.content.disabled = not enabled

    def say(self, message: str) -> None:
        """Say why a tap changed nothing: under the turn line while the table shows (above
        the pad, never over it), and with a buzz where the device can; else in a toast."""
        self.message = message
        if not message:
            return
        if self.model is None:
            self.shell.toast(message)
            return
        if self.haptics is None:
            self.haptics = ft.HapticFeedback()
        haptics = self.haptics

        async def buzz() -> None:
            try:
                await haptics.heavy_impact()  # type: ignore[no-untyped-call]
            except Exception as exc:  # a browser has no vibration motor to speak of
                log.debug("haptic feedback unavailable: %s", exc)

        self.shell.page.run_task(buzz)

    def to_top(self) -> None:
        """Scroll the screen back to its top."""

        async def scroll() -> None:
            try:
                await self.view.scroll_to(offset=0)
            except Exception as exc:
                log.debug("cannot scroll: %s", exc)

        try:
            self.shell.page.run_task(scroll)
        except Exception as exc:  # no page yet (while the screen is built)
            log.debug("cannot scroll yet: %s", exc)

    def on_changed(self, controls: list[ft.Control]) -> None:
        """The table changed by itself (a color tab): send just that."""
        if controls:
            self.shell.page.update(*controls)

    def refresh(self) -> None:
        """Send the changes to the screen: only the controls that changed, when known."""
        page = self.shell.page
        framing = self._framing()
        if self.dirty is None:
            page.update()
        else:
            # One patch per control, in this order: the turn (in the header) comes last.
            changed = [c for i, (c, shown) in enumerate(framing) if self.framed.get(i) != shown]
            page.update(*changed, *self.dirty)
        self.framed = {i: shown for i, (_, shown) in enumerate(framing)}
        self.dirty = []

    def _framing(self) -> list[tuple[ft.Control, object]]:
        """The controls around the table, each with what it shows now."""
        return [
            (self.title, self.title.value),
            (self.undo, _disabled(self.undo)),
            (self.redo, _disabled(self.redo)),
        ]

    # -------------------------------------------------------------- commands

    def run(self, command: Callable[[int], GameState], take: bool = False) -> None:
        """Send a command with the expected sequence number; show the result or the reason."""
        try:
            state = command(self.state.seq)
        except (RuleError, InputError) as exc:
            self.say(self.shell.error_text(exc))
        except Conflict as exc:
            self.adopt(exc.state)
            self.offer = ""
            self.say(self.tr._(RELOADED))
        except Exception:
            log.exception("command failed in game %d", self.state.game_id)
            self.say(self.tr._(FAILED))
        else:
            self.adopt(state)
            self.message = ""
            past = last_trick_of_game(state.game, self.tr) if take else None
            self.offer = past.summary if past is not None else ""
            self.shell.page.pubsub.send_others_on_topic(self.topic, state.seq)
        self.render()
        self.refresh()

    def adopt(self, state: GameState) -> None:
        """Take a new state; forget half-made choices."""
        self.state = state
        self.cards = []
        self.colors = []
        if not state.round.ended:
            self.next_round = False

    @property
    def topic(self) -> str:
        """The pubsub topic on which other tabs hear that this game changed."""
        return f"game/{self.state.game_id}"

    async def on_changed_elsewhere(self, topic: str, seq: object) -> None:
        """Another tab or device changed this game: reload it."""
        if seq == self.state.seq:
            return
        try:
            self.adopt(self.shell.service.game(self.state.game_id))
            self.dirty = None
            self.render()
            self.refresh()
        except Exception:
            log.exception("reload of game %d failed", self.state.game_id)

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """Play the card for the player whose turn it is (the engine says if it may not)."""
        if self.model is None:
            return
        game_id, by, service = self.state.game_id, self.model.to_play, self.shell.service
        self.run(lambda seq: service.play(game_id, by, card, expected_seq=seq))

    @guarded
    def on_trick_card_tapped(self, card: Card) -> None:
        """The first taker picks a card (again: puts it back); the last pick takes them."""
        take = self.model.take if self.model is not None else None
        if take is None:
            return
        if card in self.cards:
            self.cards.remove(card)
        else:
            self.cards.append(card)
        if len(self.cards) < take.count:
            self.render()
            self.refresh()
            return
        game_id, by, cards, service = (
            self.state.game_id,
            take.taker,
            tuple(self.cards),
            self.shell.service,
        )
        self.run(lambda seq: service.take(game_id, by, cards, expected_seq=seq), take=True)

    @guarded
    def on_keep_color_tapped(self, color: Color) -> None:
        """A color to keep (again: not); the second color commits the choice."""
        keep = self.model.keep if self.model is not None else None
        if keep is None:
            return
        if color in self.colors:
            self.colors.remove(color)
        else:
            self.colors.append(color)
        if len(self.colors) < 2:
            self.render()
            self.refresh()
            return
        game_id, by, colors, service = (
            self.state.game_id,
            keep.player,
            tuple(self.colors),
            self.shell.service,
        )
        self.run(lambda seq: service.keep(game_id, by, colors, expected_seq=seq))

    @guarded
    def on_blocked_tapped(self) -> None:
        """Ask, then claim that the player to play is blocked."""
        offer = self.model.blocked if self.model is not None else None
        if offer is None:
            return
        game_id, by, service = self.state.game_id, offer.player, self.shell.service

        @guarded
        def on_blocked_confirmed() -> None:
            self.run(lambda seq: service.blocked(game_id, by, expected_seq=seq))

        tr = self.tr
        self.shell.confirm(
            tr.format(N_("{player} is blocked?"), player=by),
            offer.question,
            tr._("Yes, blocked"),
            on_blocked_confirmed,
        )

    @guarded
    def on_undo_tapped(self) -> None:
        """Take back the last event."""
        game_id, service = self.state.game_id, self.shell.service
        self.run(lambda seq: service.undo(game_id, expected_seq=seq))

    @guarded
    def on_redo_tapped(self) -> None:
        """Bring back the last undone event."""
        game_id, service = self.state.game_id, self.shell.service
        self.run(lambda seq: service.redo(game_id, expected_seq=seq))

    @guarded
    def on_next_round_tapped(self) -> None:
        """Leave the round end for the next round's table."""
        self.next_round = True
        self.render()
        self.refresh()

    @guarded
    def on_last_trick_tapped(self) -> None:
        """Show the last finished trick and who took what."""
        tr = self.tr
        past = last_trick_of_game(self.state.game, tr)
        if past is None:
            self.shell.toast(tr._("No trick has been finished yet."))
            return
        cards: list[ft.Control] = [
            ft.Semantics(  # named like the trick on the table: "Red 10 by Ben, takes first"
                label=tc.spoken,
                exclude_semantics=True,
                content=ft.Column(
                    [card_face(tc.card.color, tc.card.number), ft.Text(tc.player, size=13)],
                    spacing=2,
                    tight=True,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                ),
            )
            for tc in past.cards
        ]
        body = ft.Column(
            [ft.Row(cards, wrap=True, spacing=8), ft.Text(past.summary, size=15)],
            tight=True,
            spacing=10,
        )
        self.shell.info(tr.format(N_("Trick {trick}"), trick=past.number), body)

    @guarded
    def on_export_tapped(self) -> None:
        """Show the game's ``listig/1`` record, to copy."""
        text = self.shell.service.export_record(self.state.game_id)
        tr = self.tr

        @guarded
        def on_copy_tapped(_: ft.Event[ft.Button]) -> None:
            async def copy() -> None:
                try:
                    await ft.Clipboard().set(text)
                except Exception as exc:
                    log.info("clipboard unavailable: %s", exc)
                    self.shell.toast(tr._("This device did not let listig use the clipboard."))
                    self.shell.page.update()
                    return
                self.shell.toast(tr._("The record is on the clipboard."))
                self.shell.page.update()

            self.shell.page.run_task(copy)

        body = ft.Column(
            [
                ft.Button(
                    content=tr._("Copy to clipboard"), icon=ft.Icons.COPY, on_click=on_copy_tapped
                ),
                ft.Text(text, selectable=True, size=11, font_family="monospace"),
            ],
            tight=True,
        )
        self.shell.info(tr._("Game record (listig/1)"), body)

    @guarded
    def on_same_table_tapped(self) -> None:
        """A new game with the same players in the same seats."""
        self.shell.go(f"/new?same={self.state.game_id}")


def _disabled(button: ft.Semantics) -> bool:
    return button.content is not None and button.content.disabled
