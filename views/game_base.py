"""What every game's screen at ``/game/<id>`` shares: the app bar with undo and redo, the
ending in place of the table, commands sent with the expected sequence number, other
devices' changes adopted, and the one message slot under the turn.

Each game kind brings its own subclass (``views.mit_list_und_tuecke.screen.GameScreen``,
``views.partout.screen.PartoutScreen``) with the table it draws, the title over it and the
taps it sends; what else is its own (its ends, its events in words, its last trick) it hands
over as ``GameViews``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

import flet as ft

from assistant.errors import Conflict, InputError
from assistant.games.kinds import kind_of_game
from assistant.languages import N_, Translator
from assistant.states import GameState
from engine.errors import RuleError
from views.at_once import update_at_once
from views.fit import boxed, width
from views.flow import Screen, screen_of
from views.game_end import Endings
from views.labelled import icon_button
from views.round_words import NUMBERED, OVER
from views.shell import FAILED, Shell, guarded

log = logging.getLogger(__name__)

RELOADED = N_("The game changed on another device — reloaded.")
TRICK_TAKEN = N_("Trick {trick}: {why}")
"""What the card that completed a trick did, said beside the undo button."""
UNDONE = N_("Undone: {what}.")
REDONE = N_("Redone: {what}.")


def last_event(game: object) -> object | None:
    """The game's latest event (its last round's, or the one before if that has none)."""
    for rnd in reversed(getattr(game, "rounds", [])):
        if rnd.events:
            event: object = rnd.events[-1]
            return event
    return None


PAD_NAME = N_("Card pad")
"""What a screen reader calls the part of the table that is tapped."""

MESSAGE_HEIGHT = 58
"""The message slot's height: three lines of a refusal, or of what a command did beside the
button that takes it back (four of a smaller size)."""
MESSAGE_SIZES = (13, 12, 11)
"""The sizes of a message: the largest at which it is whole in the slot."""
PHONE_SLOT = 360 - 2 * 8
"""The slot's width on a 360-px phone (the table's padding), until the screen says its own."""
OFFER_PADDING = 10 + 2 + 4
"""The offer's padding and the space before its button."""
BUTTON_FRAME = 56
"""A text button's icon, padding and gap beside its words (an icon of 18 px)."""
MORE_ICON = 16


class MessageSlot:
    """The one place under the turn where a table says why a tap changed nothing, or what
    the last command did beside a button that takes it back.

    It keeps its height whether it says something or not, so nothing under it (the trick,
    the card pad) moves when a message comes or goes: the next tap lands where the finger
    aims. A refusal hides the undo offer while it shows. A message is measured with the
    app's font and drawn whole at the largest size it fits at; one longer than the slot
    holds even so shows its start, marked to be tapped, and a tap shows it whole
    (``on_more``).
    """

    def __init__(
        self, undo_label: str, on_undo: Callable[[], None], more_label: str = "More…"
    ) -> None:
        self.undo_width = width(undo_label, 14) + BUTTON_FRAME
        """The undo button's width beside the offer's words."""
        self.fitted: dict[int, tuple[str, float]] = {}
        """The text and room each of the two texts was last fitted to, by the text's id."""
        self.width = float(PHONE_SLOT)
        """The slot's width on the screen (``views.game_base.TableLayout`` says it)."""
        self.on_more: Callable[[str], None] = lambda _: None
        """Shows a message whole (the screen's dialog)."""
        self.notice = ft.Text("", size=13, color=ft.Colors.ERROR, max_lines=3, visible=False)
        self.offer_text = ft.Text("", size=13, max_lines=3)
        self.notice_more = ft.Icon(ft.Icons.OPEN_IN_FULL, size=MORE_ICON, visible=False)
        self.offer_more = ft.Icon(ft.Icons.OPEN_IN_FULL, size=MORE_ICON, visible=False)
        self.more_label = more_label
        self.notice_box = self._reader(self.notice, self.notice_more, False)
        self.offer_box = self._reader(self.offer_text, self.offer_more, True)
        self.offer = ft.Container(
            content=ft.Row(
                [
                    self.offer_box,
                    ft.TextButton(
                        content=undo_label, icon=ft.Icons.UNDO, on_click=lambda _: on_undo()
                    ),
                ],
                spacing=4,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            border_radius=10,
            padding=ft.Padding.only(left=10, right=2, top=2, bottom=2),
            visible=False,
        )
        self.control = ft.Container(
            content=ft.Column([self.notice_box, self.offer], spacing=0),
            height=MESSAGE_HEIGHT,
            alignment=ft.Alignment.TOP_LEFT,
        )
        self.looks: tuple[tuple[ft.Control, tuple[str, ...]], ...] = (
            (self.notice, ("value", "color", "visible", "size", "max_lines", "overflow")),
            (self.notice_more, ("visible",)),
            (self.notice_box, ("visible", "tooltip")),
            (self.offer_text, ("value", "size", "max_lines", "overflow")),
            (self.offer_more, ("visible",)),
            (self.offer_box, ("tooltip",)),
            (self.offer, ("visible",)),
        )
        """Each part of the slot that a message changes, with what of it may change."""

    def _reader(self, text: ft.Text, more: ft.Icon, wide: bool) -> ft.Container:
        """``text`` with its mark; a tap on either, while the text is cut short, shows it
        whole. ``wide``: it takes what its row leaves."""

        def on_tap(_: object) -> None:
            if more.visible:
                self.on_more(text.value or "")

        return ft.Container(
            content=ft.Row(
                [ft.Container(text, expand=True), more],
                spacing=4,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            expand=wide,
            on_click=on_tap,
        )

    @property
    def parts(self) -> tuple[ft.Text, ft.Text, ft.Container]:
        """The message, the offer's text and the offer (with its button)."""
        return self.notice, self.offer_text, self.offer

    def say(self, message: str, refusal: bool = True) -> list[ft.Control]:
        """Show why a tap changed nothing, or (not a ``refusal``) what an undo or a redo
        did; "": the message goes. The parts to update."""
        before = self._look()
        self.notice.value = message
        self.notice.color = ft.Colors.ERROR if refusal else ft.Colors.ON_SURFACE_VARIANT
        self.notice.visible = self.notice_box.visible = bool(message)
        self.offer.visible = bool(self.offer_text.value) and not message
        self.fit()
        return self._changed(before)

    def offer_undo(self, summary: str) -> list[ft.Control]:
        """Say what a command just did, with the undo button ("": no offer). The parts to
        update."""
        before = self._look()
        self.offer_text.value = summary
        self.offer.visible = bool(summary) and not self.notice.visible
        self.fit()
        return self._changed(before)

    def _look(self) -> list[tuple[object, ...]]:
        return [tuple(getattr(part, name) for name in names) for part, names in self.looks]

    def _changed(self, before: list[tuple[object, ...]]) -> list[ft.Control]:
        """The parts that look otherwise than ``before``: each is sent itself, where the
        whole slot sent was fifteen controls for Flet to compare at every tap."""
        return [
            part
            for (part, _), was, now in zip(self.looks, before, self._look(), strict=True)
            if was != now
        ]

    def fit(self) -> None:
        """Size the message and the offer's words to the slot's width (``width``); a text
        already fitted to the same room is left as it is (most taps change one of them)."""
        offer = self.width - OFFER_PADDING - self.undo_width
        for text, more, room, height in (
            (self.notice, self.notice_more, self.width, MESSAGE_HEIGHT),
            (self.offer_text, self.offer_more, offer, MESSAGE_HEIGHT - 4),
        ):
            now = (text.value or "", room)
            if self.fitted.get(id(text)) != now:
                _fit(text, more, room, height)
                self.fitted[id(text)] = now
        for box, more in ((self.notice_box, self.notice_more), (self.offer_box, self.offer_more)):
            box.tooltip = self.more_label if more.visible else None


def _fit(text: ft.Text, more: ft.Icon, room: float, height: float) -> None:
    """``text`` at the largest of the message sizes at which it is whole in ``room`` ×
    ``height``; at none: the smallest, cut short, and ``more`` shows beside it."""
    value = text.value or ""
    text.size, text.max_lines, whole = boxed(value, room, height, MESSAGE_SIZES)
    text.overflow = ft.TextOverflow.CLIP if whole else ft.TextOverflow.ELLIPSIS
    more.visible = not whole and bool(value)


class TrickSaid(Protocol):
    """A finished trick as a table says it: its number and why it went where it did."""

    @property
    def number(self) -> int: ...

    @property
    def why(self) -> str: ...


Said = TypeVar("Said")
"""A finished trick as one game's table says it."""


class CardSaid(Protocol):
    """A card of a finished trick as a table says it: what it is called, the card, who
    played it."""

    @property
    def spoken(self) -> str: ...
    @property
    def card(self) -> Any: ...
    @property
    def player(self) -> str: ...


class PastTrick(Protocol):
    """A finished trick as a table says it: its number and its cards."""

    @property
    def number(self) -> int: ...
    @property
    def cards(self) -> Sequence[CardSaid]: ...


P = TypeVar("P", bound=PastTrick)
"""A finished trick as one game's ``model.py`` says it."""


@dataclass(frozen=True, slots=True)
class LastTrick(Generic[P]):
    """What the "Last trick" button shows of one game: each card's face over its player, then
    what the trick came to."""

    of: Callable[[Any, Translator], P | None]
    """The game's last finished trick (``last_trick_of_game``), or ``None``."""
    face: Callable[[Any, Translator], ft.Control]
    """A card's face."""
    lines: Callable[[P, Translator], Sequence[str | ft.Control]]
    """What the trick came to, under the cards: a line of words, or a control of its own."""


@dataclass(frozen=True, slots=True)
class GameViews:
    """What a game's view package hands the shared screen besides its table and its taps."""

    ends: Endings
    """Its round end and game end (``ends.py``)."""
    event_said: Callable[[Any, Translator], str]
    """What one of its events was, in words (``model.py``), said when it is undone or redone."""
    play: type
    """Its event that plays a card, which may complete a trick."""
    last_trick: LastTrick[Any] | None = None
    """What its "Last trick" button shows; ``None``: the screen has no such button."""


G = TypeVar("G")
"""The engine's game of one kind."""
M = TypeVar("M")
"""One game's table as its ``model.py`` words it (``table_of``)."""
C = TypeVar("C")
"""One game's taps held between two: a choice half made."""


class TablePart(Protocol):
    """What the base asks of a game's table controls: ``control``, what is read above the
    pad (the turn, what the round tracks, the trick, the message slot, the prompts), and
    ``pad``, what is tapped, which the layout anchors to the bottom of the screen."""

    @property
    def control(self) -> ft.Control: ...
    @property
    def pad(self) -> ft.Control: ...
    @property
    def header(self) -> ft.Column: ...
    @property
    def slot(self) -> MessageSlot: ...
    @property
    def notice(self) -> ft.Text: ...
    @property
    def offer_text(self) -> ft.Text: ...

    def say(self, message: str, refusal: bool = True) -> list[ft.Control]: ...
    def offer_undo(self, summary: str) -> list[ft.Control]: ...
    def show(self, model: Any, /) -> list[ft.Control]: ...


class TableLayout:
    """One table layout for every game: what is read, in a part of its own that scrolls if
    it must, and the pad, anchored to the bottom of the screen — under what is read on a
    phone held upright, beside it on a wider screen (a phone turned, a laptop, a TV), where
    both fit side by side at full height.

    The pad's place depends on nothing in the other part: a prompt, a refusal, a line that
    wraps or a trick that grows changes what is read, never where a card of the pad is
    drawn, so the next tap lands where the finger aims. Each game keeps its pad's height the
    same all round (a played card leaves its place empty; rows of a pad hold as many
    places). The arrangement follows the screen's shape: chosen when the table is built,
    and again when the screen turns or the window is resized across it (``arrange``).
    """

    def __init__(
        self,
        above: ft.Control,
        pad: ft.Control,
        pad_name: str,
        size: tuple[float, float],
        slot: tuple[ft.Column, ft.Control],
    ) -> None:
        """``slot``: the message slot and the column that holds it above; beside, it moves
        over the pad, where the pad's column has room, and leaves what is read its height."""
        self.above = ft.Column([above], scroll=ft.ScrollMode.AUTO, expand=True, spacing=0)
        self.pad = ft.Semantics(
            container=True,
            label=pad_name,
            content=ft.Container(
                content=pad, padding=ft.Padding.only(top=6), alignment=ft.Alignment.TOP_LEFT
            ),
        )
        self.holder, self.slot = slot
        self.slot_at = (
            self.holder.controls.index(self.slot) if self.slot in self.holder.controls else None
        )
        self.control = ft.Column([], expand=True, spacing=0)
        self.side = ft.Container()
        """The pad's column when it stands beside what is read."""
        self.beside: bool | None = None
        self.slot_width = float(PHONE_SLOT)
        """The message slot's width: the screen's, or the pad's column beside."""
        self.arrange(size)

    def arrange(self, size: tuple[float, float]) -> bool:
        """Lay the parts out for a screen of ``size`` (width, height); whether that changed
        the arrangement (then ``control`` is to be sent again)."""
        width, height = size
        beside = width > height and width >= BESIDE
        self.slot_width = min(PAD_BESIDE, width / 2) if beside else width - 2 * 8
        if beside == self.beside:
            if not beside or self.side.width == min(PAD_BESIDE, width / 2):
                return False
            self.side.width = min(PAD_BESIDE, width / 2)  # a narrower or wider window
            return True
        self.beside = beside
        if self.slot in self.holder.controls:
            self.holder.controls.remove(self.slot)
        if beside:
            parts: list[ft.Control] = [self.pad]
            if self.slot_at is not None:
                parts.insert(0, self.slot)
            self.side = ft.Container(
                ft.Column(parts, spacing=6, tight=True),
                width=min(PAD_BESIDE, width / 2),
                alignment=ft.Alignment.BOTTOM_LEFT,
            )
            arranged: ft.Control = ft.Row(
                [self.above, self.side],
                expand=True,
                spacing=16,
                vertical_alignment=ft.CrossAxisAlignment.STRETCH,
            )
        else:
            if self.slot_at is not None:
                self.holder.controls.insert(self.slot_at, self.slot)
            arranged = ft.Column([self.above, self.pad], expand=True, spacing=0)
        self.control.controls = [arranged]
        return True


BESIDE = 600
"""From this width on, on a screen wider than tall, the pad stands beside what is read."""
PAD_BESIDE = 360
"""The pad's width beside what is read (a phone's width and a little more)."""


class GameScreenBase(Generic[G, M, C]):
    """The parts of a game's screen that do not depend on the game's rules: ``G`` the
    engine's game, ``M`` its table's model, ``C`` a choice half made.

    A game's subclass builds its ``table`` (the controls, which report its taps back) before
    calling this constructor, and brings ``table_now`` and ``title_of``, its taps' handlers
    and what it says of a command just done; the rest comes from ``views``.
    """

    table: TablePart
    model: M | None
    choosing: C
    """The taps held between two (the game's ``Choosing``), forgotten when a new state comes."""

    def __init__(
        self,
        shell: Shell,
        state: GameState,
        views: GameViews,
        extra: list[ft.Control] | None = None,
    ) -> None:
        """``extra``: the game's own app-bar buttons after undo and redo (``None``: "Last
        trick"); the screen is drawn at once."""
        self.shell = shell
        self.tr = tr = shell.tr
        self.state = state
        self.views = views
        self.model = None
        self.next_round = False
        self.screen: Screen | None = None
        self.dirty: list[ft.Control] | None = None
        self.alone: list[ft.Control] = []
        """What changed while the whole screen is to be sent (``dirty`` is ``None``)."""
        self.framed: dict[int, object] = {}
        self.tricks_before = 0
        """Tricks finished in the round before the last event sent."""
        self.haptics: ft.HapticFeedback | None = None
        self.question: ft.AlertDialog | None = None
        """A question asked about the table as it stood, while it may be open: withdrawn
        when another device changes the game (its answer would be about a table gone)."""
        self.message = ""
        self.note = ""
        """What the last undo or redo did, said until the next command."""
        self.offer = ""
        """What the last command did, said with an undo button until the next command."""
        self.ending = ft.Container(visible=False)
        self.title = ft.Text("", size=19)  # "Stich 12 von 14" beside three buttons
        self.undo = icon_button(ft.Icons.UNDO, tr._("Undo"), lambda _: self.on_undo_tapped())
        self.redo = icon_button(ft.Icons.REDO, tr._("Redo"), lambda _: self.on_redo_tapped())
        home = icon_button(ft.Icons.HOME, tr._("Home"), lambda _: self.shell.go("/"))
        if extra is None:
            last = icon_button(
                ft.Icons.HISTORY, tr._("Last trick"), lambda _: self.on_last_trick_tapped()
            )
            extra = [last]
        page = shell.page
        size = (
            float(getattr(page, "width", None) or 360),
            float(getattr(page, "height", None) or 800),
        )
        held = (self.table.header, self.table.slot.control)
        self.layout = TableLayout(self.table.control, self.table.pad, tr._(PAD_NAME), size, held)
        self.table.slot.width = self.layout.slot_width
        self.table.slot.on_more = self.read_in_full
        self.view = ft.View(
            route=f"/game/{state.game_id}",
            appbar=ft.AppBar(
                leading=home,
                title=ft.Semantics(header=True, content=self.title),
                actions=[self.undo, self.redo, *extra],
            ),
            controls=[self.layout.control, self.ending],
            padding=ft.Padding.only(left=8, top=6, right=8, bottom=8),
        )
        self.render()

    @property
    def game(self) -> G:
        """The engine's game of this state."""
        return cast(G, self.state.game)

    @property
    def kind(self) -> str:
        """The record id of the game's kind (its words for a round: ``round_words``)."""
        return kind_of_game(self.state.game).ID

    def render(self) -> None:
        """Show the screen the state calls for; note what changed for ``refresh``."""
        tr = self.tr
        screen = self.screen_now()
        moved_on = self.screen is not None and screen is not self.screen
        self.screen = screen
        match screen:
            case Screen.TABLE:
                self.show_table(self.render_table())
            case Screen.ROUND_END:
                self.show_end(self.round_end(), OVER.said(tr, self.kind))
            case Screen.GAME_END:
                self.show_end(self.game_end(), tr._("Game over"))
        if moved_on:
            self.to_top()  # a new round (or its end) opens at the top
        self._enable(self.undo, self.state.can_undo)
        self._enable(self.redo, self.state.can_redo)

    def screen_now(self) -> Screen:
        """Which screen the state calls for (a game without a last round decides its own)."""
        return screen_of(self.state.game, self.next_round)

    def render_table(self) -> list[ft.Control]:
        """The game's table brought up to the state, and the title; the controls changed."""
        self.model = model = self.table_now()
        self.title.value = self.title_of(model)
        return self.table.show(model)

    def table_now(self) -> M:
        """The game's table as the state and the taps held stand (its ``table_of``)."""
        raise NotImplementedError

    def title_of(self, model: M) -> str:
        """The title over the game's table: the trick in play, or the round."""
        raise NotImplementedError

    def trick_of(self, trick: int, tricks: int) -> str:
        """A title while tricks are played: "Trick 3 of 8"."""
        return self.tr.format(N_("Trick {trick} of {tricks}"), trick=trick, tricks=tricks)

    def trick_or_deal(self, playing: bool, trick: int, tricks: int, deal: int) -> str:
        """The title of a game of deals: the trick while tricks are ``playing``, else the
        deal ("Deal 2")."""
        if playing:
            return self.trick_of(trick, tricks)
        return NUMBERED.said(self.tr, self.kind, round=deal)

    def round_end(self) -> ft.Control:
        """The game's round end, for the round just ended."""
        return self.views.ends.round_end(self.state.game, self, self.tr)

    def game_end(self) -> ft.Control:
        """The game's end."""
        return self.views.ends.game_end(self.state.game, self, self.tr)

    def on_resize(self, width: float, height: float) -> None:
        """The screen turned or the window was resized: the pad goes below or beside what
        is read as the new shape wants (between two taps, never during one)."""
        slot = self.table.slot
        if self.layout.arrange((width, height)):
            slot.width = self.layout.slot_width
            slot.fit()
            self.shell.page.update(self.layout.control)
        elif slot.width != self.layout.slot_width:
            slot.width = self.layout.slot_width
            slot.fit()
            self.shell.page.update(slot.control)

    @guarded
    def read_in_full(self, message: str) -> None:
        """A message too long for its slot, whole in a dialog under the screen's title."""
        self.shell.info(self.title.value or "", ft.Text(message, size=15, selectable=True))

    def show_table(self, changed: list[ft.Control]) -> None:
        """The table shows (not an ending): with it the message slot and the undo offer;
        note the controls that ``changed`` for ``refresh``."""
        shown, refusal = (self.message, True) if self.message else (self.note, False)
        if self.table.notice.value != shown:
            changed += self.table.say(shown, refusal)
        if self.table.offer_text.value != self.offer:
            changed += self.table.offer_undo(self.offer)
        if self.layout.control.visible and self.dirty is not None:
            self.dirty.extend(changed)
        else:
            self.dirty = None
            self.alone = changed  # sent after the whole screen: their insides too
        self.layout.control.visible = True
        self.ending.visible = False
        self.view.scroll = None  # the table fills the screen; its upper part scrolls

    def show_end(self, content: ft.Control, title: str) -> None:
        """A round's or the game's end in place of the table, under ``title``."""
        self.model = None
        self.show_ending(content)
        self.title.value = title

    def show_ending(self, content: ft.Control) -> None:
        """Hide the table (it stays on the page, to keep its controls) and show an ending."""
        self.dirty = None
        self.layout.control.visible = False
        self.ending.content = content
        self.ending.visible = True
        self.view.scroll = ft.ScrollMode.AUTO

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
        """Scroll the screen (an ending) or the table's upper part back to its top."""
        scrolled = self.view if self.view.scroll is not None else self.layout.above

        async def scroll() -> None:
            try:
                await scrolled.scroll_to(offset=0)
            except Exception as exc:
                log.debug("cannot scroll: %s", exc)

        try:
            self.shell.page.run_task(scroll)
        except Exception as exc:  # no page yet (while the screen is built)
            log.debug("cannot scroll yet: %s", exc)

    def on_changed(self, controls: list[ft.Control]) -> None:
        """The table changed by itself (a color tab): send just that."""
        if controls:
            update_at_once(self.shell.page, controls)

    def refresh(self) -> None:
        """Send the changes to the screen: only the controls that changed, when known."""
        page = self.shell.page
        framing = self._framing()
        if self.dirty is None:
            # the whole screen, then what its comparison does not walk into
            update_at_once(page, [page, *self.alone])
        else:
            # in one message: the browser draws the whole change in one frame
            changed = [c for i, (c, shown) in enumerate(framing) if self.framed.get(i) != shown]
            update_at_once(page, [*changed, *self.dirty])
        self.caught_up()

    def caught_up(self) -> None:
        """The browser holds the screen as it stands: after a refresh, or when a route has
        sent it whole with its page. The next change is sent control by control, instead of
        comparing the whole screen again (inside ``listig serve`` a game's first card took
        20–27 ms to refresh that way, the others 1–6)."""
        self.framed = {i: shown for i, (_, shown) in enumerate(self._framing())}
        self.dirty = []
        self.alone = []

    def _framing(self) -> list[tuple[ft.Control, object]]:
        """The controls around the table, each with what it shows now."""
        return [
            (self.title, self.title.value),
            (self.undo, _disabled(self.undo)),
            (self.redo, _disabled(self.redo)),
        ]

    def trick_taken(self, take: bool, last: Callable[[], TrickSaid | None]) -> str:
        """After the card that completed a trick (``take``): "Trick 3: why", ``last`` giving
        the round's last finished trick; "" after any other event."""
        past = self.completed_trick(take, last)
        if past is None:
            return ""
        return self.tr.format(TRICK_TAKEN, trick=past.number, why=past.why)

    def completed_trick(self, take: bool, last: Callable[[], Said | None]) -> Said | None:
        """The trick the last command completed (``take``: it sent a card), as ``last`` gives
        the round's last finished trick; ``None`` after any other event."""
        current = getattr(self.state.game, "round", None)
        if not take or current is None or current.ended:
            return None
        if len(current.tricks) <= self.tricks_before:
            return None
        return last()

    @guarded
    def on_last_trick_tapped(self) -> None:
        """The last finished trick in a dialog: each card's face over its player, named as on
        the table, then what it came to (a line of words in the dialog's size, or the game's
        own control); no trick yet: said in a toast."""
        tr, shown = self.tr, self.views.last_trick
        past = None if shown is None else shown.of(self.state.game, tr)
        if shown is None or past is None:
            self.shell.toast(tr._("No trick has been finished yet."))
            return
        cards: list[ft.Control] = [
            ft.Semantics(
                label=tc.spoken,
                exclude_semantics=True,
                content=ft.Column(
                    [shown.face(tc.card, tr), ft.Text(tc.player, size=13)],
                    spacing=2,
                    tight=True,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                ),
            )
            for tc in past.cards
        ]
        lines = [
            ft.Text(line, size=15) if isinstance(line, str) else line
            for line in shown.lines(past, tr)
        ]
        body = ft.Column([ft.Row(cards, wrap=True, spacing=8), *lines], tight=True, spacing=10)
        self.shell.info(tr.format(N_("Trick {trick}"), trick=past.number), body)

    # -------------------------------------------------------------- commands

    def run(
        self,
        command: Callable[[int], GameState],
        take: bool = False,
        note: Callable[[GameState], str] | None = None,
    ) -> None:
        """Send a command with the expected sequence number; show the result or the reason
        (``note``: what the command did, said from the new state)."""
        self.note = ""
        told: int | None = None
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
            self.offer = self.done(take)
            self.note = note(state) if note is not None else ""
            told = state.seq
        try:
            self.render()
            self.refresh()
        finally:  # the other screens after this one: the tap's own screen first
            if told is not None:
                self.shell.page.pubsub.send_others_on_topic(self.topic, told)

    def send(self, event: object) -> None:
        """Send one event of the rules (a card played may complete a trick); the engine says
        why, if it may not be."""
        game_id, service = self.state.game_id, self.shell.service
        current = getattr(self.state.game, "round", None)
        self.tricks_before = len(current.tricks) if current is not None and not current.ended else 0
        self.run(
            lambda seq: service.apply(game_id, event, expected_seq=seq),  # type: ignore[arg-type]
            take=isinstance(event, self.views.play),
        )

    def hold(self, choosing: C) -> None:
        """Keep a half-made choice and show it."""
        self.choosing = choosing
        self.message = ""
        self.render()
        self.refresh()

    @property
    def actor(self) -> str | None:
        """Who acts now: the table's turn in the model shown."""
        to_act: str | None = getattr(self.model, "to_act", None)
        return to_act

    def adopt(self, state: GameState) -> None:
        """Take a new state; forget half-made choices."""
        self.state = state
        self.forget_choices()
        current = state.game.round
        if current is None or not current.ended:
            self.next_round = False

    def forget_choices(self) -> None:
        """Drop the taps of a choice in progress (a new state has come)."""

    def event_said(self, event: object) -> str:
        """What an event of this game was, in words ("" for none)."""
        return self.views.event_said(event, self.tr) if event is not None else ""

    def done(self, take: bool) -> str:
        """What a command just did, to say beside an undo button ("" for nothing)."""
        return ""

    @property
    def topic(self) -> str:
        """The pubsub topic on which other tabs hear that this game changed."""
        return f"game/{self.state.game_id}"

    async def on_changed_elsewhere(self, topic: str, seq: object) -> None:
        """Another tab or device changed this game: reload it."""
        if seq == self.state.seq:
            return
        self.shell.withdraw(self.question)  # it asked about the table as it was
        self.question = None
        try:
            self.adopt(self.shell.service.game(self.state.game_id))
            self.dirty = None
            self.render()
            self.refresh()
        except Exception:
            log.exception("reload of game %d failed", self.state.game_id)

    # -------------------------------------------------------------- handlers

    @guarded
    def on_undo_tapped(self) -> None:
        """Take back the last event, and say which it was."""
        game_id, service = self.state.game_id, self.shell.service
        undone = self.event_said(last_event(self.state.game))
        self.run(
            lambda seq: service.undo(game_id, expected_seq=seq),
            note=lambda _: self.tr.format(UNDONE, what=undone) if undone else "",
        )

    @guarded
    def on_redo_tapped(self) -> None:
        """Bring back the last undone event, and say which it was."""
        game_id, service = self.state.game_id, self.shell.service

        def redone(state: GameState) -> str:
            what = self.event_said(last_event(state.game))
            return self.tr.format(REDONE, what=what) if what else ""

        self.run(lambda seq: service.redo(game_id, expected_seq=seq), note=redone)

    @guarded
    def on_next_round_tapped(self) -> None:
        """Leave the round end for the next round's table."""
        self.next_round = True
        self.render()
        self.refresh()

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


AnyGameScreen = GameScreenBase[Any, Any, Any]
"""The screen of a game in progress, whatever its kind."""
