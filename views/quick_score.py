"""Quick scoring: for tables that do not record every card, each round's numbers.

*Mit List und Tücke*: each player's stacks per round. *Partout*: each team's minimum and
tricks per round. *Tysiacha*: each deal's soloist, final bid, outcome and the opponents'
takes. *Gaigel*: a pad line per deal, the side that won and how. The service checks the
numbers and scores them (``enter_quick_round``); this screen only reads the fields, shows
the rounds with their breakdowns, and says the service's errors.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

import flet as ft

from assistant.errors import Conflict, InputError
from assistant.games.dummy import GAME as DUMMY_GAME
from assistant.games.dummy import seat_opposite
from assistant.games.kinds import DEFAULT, SITTINGS, kind
from assistant.languages import N_, Translator, with_minus
from assistant.states import (
    Outcome,
    QuickBid,
    QuickDealRound,
    QuickRound,
    QuickSide,
    QuickSideRound,
    QuickStacks,
    QuickState,
    QuickTeam,
    QuickTeamRound,
    QuickWinRound,
)
from engine.mit_list_und_tuecke import COLORS, Color
from engine.tysiacha import CAP, FORTY, HIGHEST_BID, LOWEST_BID
from views.fit import row_size, sized
from views.gaigel.ends import END_SITTING, END_WHY
from views.labelled import choice_chips, icon_button, named
from views.look import FILL, whole_or_cut
from views.looking_back import (
    DUMMY,
    READING_WIDTH,
    game_choice,
    game_title,
    heading,
    say_error,
    words,
)
from views.round_words import NUMBERED, QUICK_NEXT, QUICK_SCORE, QUICK_UNDO
from views.shell import Shell

log = logging.getLogger(__name__)

FIELD_WIDTH = 58
"""Four colors and the discard pile in one row on a 360-px phone."""

Round = QuickRound | QuickTeamRound | QuickDealRound | QuickSideRound | QuickWinRound
"""A round entered, as the game keeps it."""

Entered = (
    Mapping[str, QuickStacks]
    | Mapping[str, QuickTeam]
    | Mapping[str, QuickBid | int]
    | Mapping[str, QuickSide]
    | Mapping[str, str]
)
"""A round's fields as the service takes them."""


class QuickStartScreen:
    """Choose the players in seating order (the first chosen deals first) and start."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.chosen: list[int] = []
        self.game: str = DEFAULT
        self.roster = shell.service.players()
        self.games = ft.Container(self.game_box())
        self.order = ft.Text(tr._("Nobody chosen yet."), size=14)
        self.partner = 0
        """Homme de Brou by three: the chosen player (by order) opposite the dummy."""
        self.dummy_part = ft.Column([], spacing=8, tight=True)
        """Last on the form, so that scrolling to the end brings it into sight."""
        boxes: list[ft.Control] = [
            ft.Checkbox(label=p.name, on_change=lambda e, pid=p.id: self.on_player_ticked(e, pid))
            for p in self.roster
        ]
        self.view = ft.View(
            route="/quick/new",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._("Quick game"))),
            controls=[
                ft.Column(
                    [
                        ft.Text(
                            tr._(
                                "For tables that do not record every card: at the end of "
                                "every round, enter each player's stacks (Mit List und "
                                "Tücke) or each team's minimum and tricks (Partout)."
                            )
                        ),
                        ft.Text(
                            tr._(
                                "Tysiacha: after every deal, who won the auction, the final "
                                "bid, whether it was made, and each opponent's take."
                            )
                        ),
                        ft.Text(
                            tr._(
                                "Gaigel: after every deal, the side that won it and how: "
                                "single, double, gaigel or undergaigel."
                            )
                        ),
                        heading(tr._("Game")),
                        self.games,
                        heading(tr._("Players in seating order")),
                        ft.Text(tr._("Tick them in seating order; the first one deals first.")),
                        *boxes,
                        self.order,
                        self.dummy_part,
                    ],
                    spacing=8,
                    expand=True,
                    width=READING_WIDTH,
                    scroll=ft.ScrollMode.AUTO,
                )
            ],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            # Start stays in sight however long the roster.
            bottom_appbar=ft.BottomAppBar(
                content=ft.Row(
                    [
                        ft.FilledButton(
                            content=tr._("Start the quick game"),
                            icon=ft.Icons.PLAY_ARROW,
                            on_click=self.on_start_tapped,
                            height=52,
                        )
                    ],
                    alignment=ft.MainAxisAlignment.END,
                ),
                height=76,
                padding=ft.Padding.symmetric(horizontal=16, vertical=12),
            ),
        )

    def on_game_chosen(self, game: str | None) -> None:
        """Keep the game the table chose."""
        self.game = game or DEFAULT
        self.games.content = self.game_box()
        self.games.update()
        self.show_dummy()

    def with_dummy(self) -> bool:
        """Homme de Brou by three: a dummy takes the fourth seat, opposite one of them."""
        return self.game == DUMMY_GAME and len(self.chosen) == 3

    def show_dummy(self) -> None:
        """With three chosen for Homme de Brou: whom the dummy sits opposite, and the sides."""
        tr = self.tr
        parts: list[ft.Control] = []
        if self.with_dummy():
            names = {p.id: p.name for p in self.roster}
            chosen = [names[i] for i in self.chosen]
            table = list(chosen)
            table.insert(seat_opposite(self.partner), tr._(DUMMY))
            parts = [
                ft.Text(
                    tr._("With three players a dummy sits opposite one of them, who plays it:"),
                    size=14,
                ),
                choice_chips(
                    {str(i): name for i, name in enumerate(chosen)},
                    str(self.partner),
                    self.on_partner_chosen,
                ),
                ft.Text(
                    tr.format(
                        N_("Sides, partners opposite: {sides}"),
                        sides=f"{table[0]} & {table[2]} · {table[1]} & {table[3]}",
                    ),
                    size=14,
                    weight=ft.FontWeight.W_600,
                ),
            ]
        if parts or self.dummy_part.controls:  # else nothing to redraw
            appears = bool(parts) and not self.dummy_part.controls
            self.dummy_part.controls = parts
            self.dummy_part.update()
            if appears:  # below the roster: bring the question into sight
                self.shell.page.run_task(self.scroll_to_dummy)

    async def scroll_to_dummy(self) -> None:
        """Scroll the form down to whom the dummy sits opposite (its end, once laid out)."""
        form = self.view.controls[0]
        assert isinstance(form, ft.Column)
        try:
            await asyncio.sleep(0.1)
            await form.scroll_to(offset=-1, duration=300)
        except Exception as exc:  # the screen is gone
            log.debug("cannot scroll: %s", exc)

    def on_partner_chosen(self, value: str) -> None:
        """The dummy sits opposite this player."""
        self.partner = int(value)
        self.show_dummy()

    def game_box(self) -> ft.Control:
        """The games offered, one tap each; under them, for a game of one table size
        (Tysiacha), how many play it."""
        choice = game_choice(self.tr, self.game, self.on_game_chosen, False, FORMS)
        counts = kind(self.game).PLAYER_COUNTS
        if len(counts) != 1:
            return choice
        note = self.tr.format(
            N_("{game} is for exactly {count} players.")
            if self.game != DUMMY_GAME
            else N_("{game} is for {count} players, or three and a dummy."),
            game=kind(self.game).TITLE,
            count=counts[0],
        )
        return ft.Column([choice, ft.Text(note, size=14)], spacing=8, tight=True)

    def on_player_ticked(self, e: ft.Event[ft.Checkbox], player_id: int) -> None:
        """Add the player at the end of the table, or take them away."""
        if e.control.value:
            self.chosen.append(player_id)
        elif player_id in self.chosen:
            self.chosen.remove(player_id)
        names = {p.id: p.name for p in self.roster}
        self.order.value = (
            self.tr.format(
                N_("Seating: {names}; {dealer} deals first."),
                names=", ".join(names[i] for i in self.chosen),
                dealer=names[self.chosen[0]],
            )
            if self.chosen
            else self.tr._("Nobody chosen yet.")
        )
        self.order.update()
        self.partner = min(self.partner, max(len(self.chosen) - 1, 0))
        self.show_dummy()

    def on_start_tapped(self, _: object) -> None:
        """Start the game (the service says what is wrong with the table, if anything)."""
        try:
            if self.with_dummy():  # the first chosen deals first, the dummy in its seat
                seat = seat_opposite(self.partner)
                state = self.shell.service.start_quick_game(
                    list(self.chosen),
                    int(seat == 0),
                    game=self.game,
                    dummy=seat,
                    dummy_name=self.tr._(DUMMY),
                )
            else:
                state = self.shell.service.start_quick_game(list(self.chosen), 0, game=self.game)
        except Exception as exc:
            say_error(self.shell, exc)
            return
        self.shell.go(f"/quick/{state.game_id}")


class Form(Protocol):
    """The fields of one game's round and how its rounds are shown.

    A form is made of the translator, the game's state and ``redraw``, which it calls when
    it changed its own fields (Tysiacha's: the soloist chosen shows the others' takes)."""

    def fields(self) -> list[ft.Control]:
        """The next round's fields."""
        ...

    def entered(self) -> Entered:
        """The fields as the service takes them."""
        ...

    def lines(self, rnd: Round) -> list[ft.Control]:
        """A round entered, one line per player or team."""
        ...

    @property
    def hint(self) -> str:
        """What to enter, untranslated."""
        ...


class FormBase:
    """What every form is made of: the translator, the game's state and ``redraw``."""

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        self.tr = tr
        self.state = state
        self.redraw = redraw or (lambda: None)

    def relayout(self) -> None:
        """Lay the form out again after a choice, and show it."""
        self.layout()
        self.redraw()

    def layout(self) -> None:
        """Lay out the fields for the choices made so far (a form of fixed fields has none)."""


FIELD_PADDING = 8
"""A count field's padding beside its digits and its label."""
LABEL_MARGIN = 16
"""What a field's frame takes from its label's room besides the padding."""
SOLOIST_SIZES = (14, 13, 12, 11)
"""The sizes of the names on Tysiacha's soloist buttons (one for the row)."""
BUTTON_PADDING = 6
"""A soloist's button's padding beside its name."""
LABEL_SIZES = (16, 15, 14, 13, 12)
"""The sizes of a field's label: the largest at which it is whole on one line."""


def number_field(
    title: str,
    spoken: str,
    width: int,
    value: str = "",
    border: str | None = None,
    row: Sequence[str] = (),
) -> ft.TextField:
    """A field for a count, labelled ``title`` and said ``spoken`` (its owner and what it
    counts): digits only. Its label is whole on one line, at the largest size at which it
    and the labels of the fields of its ``row`` (as wide) are."""
    room = width - 2 * FIELD_PADDING - LABEL_MARGIN
    size = min(sized(label, room, LABEL_SIZES)[0] for label in (title, *row))
    return ft.TextField(
        label=ft.Text(title, size=size, semantics_label=spoken),
        value=value,
        width=width,
        dense=True,
        content_padding=ft.Padding.symmetric(horizontal=FIELD_PADDING, vertical=10),
        keyboard_type=ft.KeyboardType.NUMBER,
        input_filter=ft.NumbersOnlyInputFilter(),  # type: ignore[no-untyped-call]
        border_color=border,
        border_width=2,
    )


def owned_fields(owner: str, row: ft.Row) -> ft.Control:
    """A player's or a side's fields, under its name."""
    return ft.Column(
        [ft.Text(owner, size=16, weight=ft.FontWeight.BOLD), row], spacing=4, tight=True
    )


class StacksForm(FormBase):
    """*Mit List und Tücke*: four color fields and the pile per player."""

    hint = N_("Each player's open stacks by color, and their face-down pile.")

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        super().__init__(tr, state, redraw)
        self.inputs: dict[str, dict[Color | None, ft.TextField]] = {}

    def fields(self) -> list[ft.Control]:
        return [self.player_fields(name) for name in self.state.players]

    def player_fields(self, name: str) -> ft.Control:
        """Four color fields and the pile, each named for the player and what it counts."""
        tr = self.tr
        fields: dict[Color | None, ft.TextField] = {}
        row: list[ft.Control] = []
        for color in (*COLORS, None):
            title = tr.color_title(color) if color is not None else tr._("Face-down pile")
            short = tr.color_letter(color) if color is not None else tr._("Pile")
            field = number_field(
                short,
                f"{name}: {title}",
                FIELD_WIDTH if color is not None else FIELD_WIDTH + 14,
                border=FILL[color] if color is not None else None,
            )
            fields[color] = field
            row.append(field)
        self.inputs[name] = fields
        return owned_fields(name, ft.Row(row, spacing=4))

    def entered(self) -> dict[str, QuickStacks]:
        stacks = {}
        for name, fields in self.inputs.items():
            counts = {c: _number(f.value) for c, f in fields.items()}
            pile = counts.pop(None)
            stacks[name] = QuickStacks(
                open={c: n for c, n in counts.items() if c is not None and n}, discarded=pile
            )
        return stacks

    def lines(self, rnd: Round) -> list[ft.Control]:
        tr = self.tr
        assert isinstance(rnd, QuickRound)
        lines: list[ft.Control] = []
        for name, stacks in rnd.stacks.items():
            counts = " ".join(
                f"{tr.color_letter(c)} {stacks.open[c]}" for c in COLORS if stacks.open.get(c)
            )
            if stacks.discarded:
                counts += " · " + tr.format(N_("pile {n}"), n=stacks.discarded)
            lines.append(
                ft.Row(
                    [
                        ft.Text(name, size=15, weight=ft.FontWeight.BOLD, width=80),
                        ft.Text(counts, size=13, expand=True),
                        ft.Text(tr.score_formula(rnd.scores[name]), size=15),
                    ],
                    wrap=False,
                )
            )
        return lines


class TeamsForm(FormBase):
    """*Partout*: per team its minimum (the sum of its predictions) and the tricks it took."""

    hint = N_("Each team's minimum (its players' predictions added up) and the tricks it took.")

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        super().__init__(tr, state, redraw)
        self.inputs: dict[str, tuple[ft.TextField, ft.TextField]] = {}

    def fields(self) -> list[ft.Control]:
        return [self.team_fields(name) for name in self.state.sides]

    def team_fields(self, team: str) -> ft.Control:
        """The team's minimum and tricks, each named for the team and what it counts."""
        tr = self.tr
        made = [number_field(t, f"{team}: {t}", 110) for t in (tr._("Minimum"), tr._("Tricks"))]
        self.inputs[team] = (made[0], made[1])
        return owned_fields(team, ft.Row([made[0], made[1]], spacing=8))

    def entered(self) -> dict[str, QuickTeam]:
        return {
            team: QuickTeam(_number(minimum.value), _number(tricks.value))
            for team, (minimum, tricks) in self.inputs.items()
        }

    def lines(self, rnd: Round) -> list[ft.Control]:
        tr = self.tr
        assert isinstance(rnd, QuickTeamRound)
        return [
            ft.Row(
                [
                    ft.Text(team, size=15, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(
                        tr.format(N_("{minimum} → {tricks}"), minimum=e.minimum, tricks=e.tricks),
                        size=13,
                        width=64,
                    ),
                    ft.Text(
                        rnd.scores[team].formula, size=15, width=96, text_align=ft.TextAlign.RIGHT
                    ),
                ],
                wrap=False,
            )
            for team, e in rnd.teams.items()
        ]


OUTCOMES: dict[Outcome, str] = {
    Outcome.MADE: N_("Made"),
    Outcome.FAILED: N_("Failed"),
    Outcome.FORTY: N_("Forty each"),
}
"""How a deal ended, as its chips name it."""

BID_STEP = 10
TAKE_WIDTH = 110
CHOOSE_SOLOIST = N_("choose the soloist: the player who won the auction")
SAY_OUTCOME = N_("{player}: say whether the bid was made, failed, or conceded with “forty each”")


class DealForm(FormBase):
    """*Tysiacha*: the soloist (one tap on a name), the final bid (a number, or steps of
    10), made, failed or "forty each", and each opponent's take (card points plus their
    marriages). Three players fit a 360-px phone: one row of names, one of the bid, one of
    the outcome's chips (wrapping onto a second where its words are long: "Quarante
    chacun"), one line per opponent."""

    hint = N_(
        "Who won the auction, the final bid and how the deal ended; each opponent's take is "
        "their card points plus the marriages they declared."
    )

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        super().__init__(tr, state, redraw)
        self.soloist: str | None = None
        self.outcome: Outcome | None = None
        self.bid = number_field(tr._("Final bid"), tr._("Final bid"), 110, str(LOWEST_BID))
        self.takes: dict[str, ft.TextField] = {
            name: number_field(
                tr._("Take"), tr.format(N_("{player}: take"), player=name), TAKE_WIDTH
            )
            for name in state.players
        }
        self.box = ft.Column(spacing=8, tight=True)
        self.layout()

    def fields(self) -> list[ft.Control]:
        return [self.box]

    def layout(self) -> None:
        """The fields for the soloist and outcome chosen so far: the opponents' takes only
        when the deal was played out."""
        tr = self.tr
        size = row_size(self.state.players, self.soloist_room(), SOLOIST_SIZES, 2)
        self.box.controls = [
            ft.Text(tr._("Soloist"), size=14, weight=ft.FontWeight.BOLD),
            ft.Row([self.soloist_button(name, size) for name in self.state.players], spacing=6),
            ft.Row(
                [
                    icon_button(
                        ft.Icons.REMOVE,
                        tr._("Lower the bid by 10"),
                        lambda _: self.step(-BID_STEP),
                    ),
                    self.bid,
                    icon_button(
                        ft.Icons.ADD, tr._("Raise the bid by 10"), lambda _: self.step(BID_STEP)
                    ),
                ],
                spacing=4,
            ),
            choice_chips(
                {o.value: tr._(OUTCOMES[o]) for o in Outcome},
                self.outcome.value if self.outcome else "",
                lambda value: self.choose_outcome(Outcome(value)),
            ),
        ]
        if self.outcome is not Outcome.FORTY:
            for name, field in self.takes.items():
                if name != self.soloist:
                    self.box.controls.append(
                        ft.Row(
                            [ft.Text(name, size=16, expand=True, max_lines=1), field],
                            spacing=8,
                        )
                    )

    def soloist_room(self) -> float:
        """A name's room on a soloist's button, the players sharing a 360-px phone's row
        (the chosen one's check mark beside it)."""
        count = len(self.state.players)
        share = (360 - 2 * 12 - 6 * (count - 1)) / count
        return share - 2 * BUTTON_PADDING - 18 - 8

    def soloist_button(self, name: str, size: float) -> ft.Control:
        """One of the players: filled once chosen as the soloist. The name is whole at
        ``size`` (the row's) or smaller, in two lines wrapped at its words; one too long
        even so is cut short on screen and whole in the takes' rows and the totals."""
        sizes = [s for s in SOLOIST_SIZES if s <= size]
        size, whole = sized(name, self.soloist_room(), sizes, 2)
        label = whole_or_cut(
            ft.Text(name, size=size, max_lines=2, text_align=ft.TextAlign.CENTER), whole
        )
        chosen = name == self.soloist
        style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=BUTTON_PADDING))
        button: ft.Control = (
            ft.FilledButton(content=label, icon=ft.Icons.CHECK, style=style)
            if chosen
            else ft.OutlinedButton(
                content=label, on_click=lambda _, n=name: self.choose_soloist(n), style=style
            )
        )
        said = self.tr.format(N_("{player} is the soloist"), player=name)
        return ft.Container(named(button, said, selected=chosen), expand=True)

    def choose_soloist(self, name: str) -> None:
        """The player who won the auction."""
        self.soloist = name
        self.relayout()

    def choose_outcome(self, outcome: Outcome | None) -> None:
        """Made, failed or "forty each" (no takes then)."""
        self.outcome = outcome
        self.relayout()

    def step(self, by: int) -> None:
        """The bid 10 higher or lower, within 100 to 400."""
        try:
            bid = _number(self.bid.value)
        except InputError:
            bid = LOWEST_BID
        self.bid.value = str(min(max(bid + by, LOWEST_BID), HIGHEST_BID))
        self.redraw()

    def entered(self) -> dict[str, QuickBid | int]:
        if self.soloist is None:
            raise InputError(CHOOSE_SOLOIST)
        if self.outcome is None:
            raise InputError(SAY_OUTCOME, player=self.soloist)
        entries: dict[str, QuickBid | int] = {
            self.soloist: QuickBid(_number(self.bid.value), self.outcome)
        }
        if self.outcome is not Outcome.FORTY:
            for name, field in self.takes.items():
                if name != self.soloist and (field.value or "").strip():
                    entries[name] = _number(field.value)  # an empty take is left to be asked for
        return entries

    def lines(self, rnd: Round) -> list[ft.Control]:
        assert isinstance(rnd, QuickDealRound)
        return [ft.Text(text, size=14) for text in deal_lines(self.tr, rnd)]


def signed(points: int) -> str:
    """Points with their sign: +120, −100, 0."""
    return f"+{points}" if points > 0 else with_minus(points)


SOLOIST_LINES = {
    Outcome.MADE: N_("{player} bid {bid} and made it: {points}"),
    Outcome.FAILED: N_("{player} bid {bid} and failed: {points}"),
    Outcome.FORTY: N_("{player} bid {bid} and said “forty each”: {points}"),
}


def deal_lines(tr: Translator, rnd: QuickDealRound) -> list[str]:
    """What happened in a deal, one line per player: the soloist's bid and how it went,
    then each opponent's take and points (less when pegged at 1000)."""
    deal = rnd.deal
    solo = rnd.scores[deal.soloist]
    lines = [
        tr.format(
            SOLOIST_LINES[deal.outcome],
            player=deal.soloist,
            bid=deal.bid,
            points=signed(solo.points),
        )
    ]
    for name, score in rnd.scores.items():
        if name == deal.soloist:
            continue
        points = signed(score.points)
        if deal.outcome is Outcome.FORTY:
            line = tr.format(N_("{player}: forty each, {points}"), player=name, points=points)
        else:
            line = tr.format(
                N_("{player} took {take}: {points}"),
                player=name,
                take=deal.takes[name],
                points=points,
            )
        gain = FORTY if deal.outcome is Outcome.FORTY else deal.takes[name]
        if score.points < gain:  # the cap: an opponent's total stops at 1000
            line += " · " + tr.format(N_("pegged at {cap}"), cap=CAP)
        lines.append(line)
    return lines


class SidesForm(FormBase):
    """*Homme de Brou*: per side what its declarations scored, what its rencontres scored,
    and its card points (120 together)."""

    hint = N_(
        "Each side's declarations, rencontres and card points (the card points of both sides "
        "add up to 120)."
    )

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        super().__init__(tr, state, redraw)
        self.inputs: dict[str, tuple[ft.TextField, ...]] = {}

    def fields(self) -> list[ft.Control]:
        return [self.side_fields(name) for name in self.state.sides]

    def side_fields(self, side: str) -> ft.Control:
        """The side's three numbers, each named for the side and what it counts."""
        tr = self.tr
        titles = (tr._("Declared"), tr._("Rencontres"), tr._("Card points"))
        made = tuple(number_field(t, f"{side}: {t}", 104, row=titles) for t in titles)
        self.inputs[side] = made
        return owned_fields(side, ft.Row(list(made), spacing=6, wrap=True, run_spacing=6))

    def entered(self) -> dict[str, QuickSide]:
        return {
            side: QuickSide(*(_number(field.value) for field in fields))
            for side, fields in self.inputs.items()
        }

    def lines(self, rnd: Round) -> list[ft.Control]:
        tr = self.tr
        assert isinstance(rnd, QuickSideRound)
        return [  # the side's name on a line of its own: two names never break mid-word
            ft.Column(
                [
                    ft.Text(side, size=15, weight=ft.FontWeight.BOLD),
                    ft.Row(
                        [
                            ft.Text(
                                f"{e.declared} + {e.rencontres} + {e.cards} = {rnd.scores[side]}",
                                size=13,
                                expand=True,
                            ),
                            ft.Text(
                                tr.format(N_("total {total}"), total=rnd.totals[side]),
                                size=13,
                                text_align=ft.TextAlign.RIGHT,
                            ),
                        ],
                    ),
                ],
                spacing=0,
                tight=True,
            )
            for side, e in rnd.sides.items()
        ]


WON: dict[str, str] = {
    "single": N_("Single"),
    "double": N_("Double"),
    "gaigel": N_("Gaigel"),
    "undergaigel": N_("Undergaigel"),
}
"""How a Gaigel deal was won, as its pad line names it."""

WON_LINES: dict[str, str] = {
    "single": N_("{team} won a single: a correct claim"),
    "double": N_("{team} won a double: a correct claim, the others without a trick"),
    "gaigel": N_("{team} won a gaigel: the others claimed wrongly"),
    "undergaigel": N_("{team} won a single: the others undergaigled"),
}
CHOOSE_SIDE = N_("choose the side that won the deal")
SAY_WON = N_("{team}: say how the deal was won — single, double, gaigel or undergaigel")


class WinForm(FormBase):
    """*Gaigel*: a pad line per deal — one tap on the side that won, one on how it won
    (single, double, gaigel, undergaigel), each a row of the same chips as the game's."""

    hint = N_(
        "The side that won the deal, and how: a single for a correct claim, a double when "
        "the others had no trick, a gaigel when they claimed wrongly, an undergaigel when "
        "they did not claim in time."
    )

    def __init__(
        self, tr: Translator, state: QuickState, redraw: Callable[[], None] | None = None
    ) -> None:
        super().__init__(tr, state, redraw)
        players = state.players
        self.teams = (f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}")
        self.team: str | None = None
        self.won: str | None = None
        self.box = ft.Column(spacing=8, tight=True)
        self.layout()

    def fields(self) -> list[ft.Control]:
        return [self.box]

    def layout(self) -> None:
        """The two sides and the four ways to win, as chips (wrapping on a narrow phone),
        the chosen ones said selected."""
        tr = self.tr
        self.box.controls = [
            choice_chips({t: t for t in self.teams}, self.team or "", self.choose_team),
            choice_chips(
                {won: tr._(label) for won, label in WON.items()}, self.won or "", self.choose_won
            ),
        ]

    def choose_team(self, team: str) -> None:
        """The side that won."""
        self.team = team
        self.relayout()

    def choose_won(self, won: str) -> None:
        """How it won."""
        self.won = won
        self.relayout()

    def entered(self) -> dict[str, str]:
        if self.team is None:
            raise InputError(CHOOSE_SIDE)
        if self.won is None:
            raise InputError(SAY_WON, team=self.team)
        return {self.team: self.won}

    def lines(self, rnd: Round) -> list[ft.Control]:
        assert isinstance(rnd, QuickWinRound)
        tr = self.tr
        points = " · ".join(f"{name} +{p}" for name, p in rnd.points.items() if p)
        return [
            ft.Text(tr.format(WON_LINES[rnd.win.won], team=rnd.win.team), size=14),
            ft.Text(points, size=14),
        ]


FORMS: dict[str, Callable[[Translator, QuickState, Callable[[], None]], Form]] = {
    "mit-list-und-tuecke": StacksForm,
    "partout": TeamsForm,
    "tysiacha": DealForm,
    "homme-de-brou": SidesForm,
    "gaigel": WinForm,
}
"""Each game's quick form, by record id (``assistant.games.quick.RULES`` holds its rules)."""


class QuickScreen:
    """A quick game: the next round's fields, the rounds entered with breakdowns, the totals."""

    def __init__(self, shell: Shell, game_id: int) -> None:
        self.shell = shell
        self.tr = words(shell)
        self.state = shell.service.quick_game(game_id)
        self.form = FORMS[self.state.game](self.tr, self.state, self.redraw_form)
        self.list = ft.ListView(spacing=10, expand=True, width=READING_WIDTH)
        title = self.tr.format(N_("Quick game {game}"), game=game_id)
        self.view = ft.View(
            route=f"/quick/{game_id}",
            appbar=ft.AppBar(
                leading=shell.back_button(),
                title=ft.Column(
                    [
                        ft.Text(title, size=18),
                        ft.Text(game_title(self.tr, self.state.game), size=12),
                    ],
                    spacing=0,
                    tight=True,
                ),
            ),
            controls=[self.list],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.render()

    def render(self) -> None:
        """Lay out the screen for the state."""
        tr, state = self.tr, self.state
        self.form = FORMS[state.game](tr, state, self.redraw_form)
        parts: list[ft.Control] = []
        if state.next_round is not None:
            parts += [
                ft.Text(
                    QUICK_NEXT.said(
                        tr,
                        state.game,
                        n=state.next_round,
                        rounds=state.rounds_in_game,
                        dealer=state.next_dealer,
                    ),
                    size=20,
                    weight=ft.FontWeight.BOLD,
                ),
                ft.Text(tr._(self.form.hint), size=13),
                *self.form.fields(),
                ft.FilledButton(
                    content=QUICK_SCORE.said(tr, state.game),
                    icon=ft.Icons.CALCULATE,
                    on_click=self.on_score_tapped,
                ),
            ]
        else:
            parts.append(
                ft.Text(
                    tr.format(N_("{names} won"), names=tr.and_list(state.winners))
                    if state.winners
                    else tr._("The game is over"),
                    size=22,
                    weight=ft.FontWeight.BOLD,
                )
            )
        parts.append(self.totals())
        buttons: list[ft.Control] = [
            ft.OutlinedButton(
                content=tr._("The game in history"),
                icon=ft.Icons.HISTORY,
                on_click=lambda _: self.shell.go(f"/played/{state.game_id}"),
            )
        ]
        if state.can_undo:
            buttons.insert(
                0,
                ft.OutlinedButton(
                    content=QUICK_UNDO.said(tr, state.game),
                    icon=ft.Icons.UNDO,
                    on_click=self.on_undo_tapped,
                ),
            )
        if state.game in SITTINGS and state.next_round is not None and state.rounds:
            buttons.append(
                ft.OutlinedButton(
                    content=tr._(END_SITTING), icon=ft.Icons.FLAG, on_click=self.on_end_tapped
                )
            )
        parts.append(ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))
        rounds: tuple[Round, ...] = state.rounds
        for rnd in reversed(rounds):
            parts.append(self.round_card(rnd))
        self.list.controls = parts

    def entered(self) -> Entered:
        """The fields as the service takes them (an empty count is 0; an empty Tysiacha
        take is left out, and the service asks for it)."""
        return self.form.entered()

    def on_score_tapped(self, _: object) -> None:
        """Send the round to the service; say what does not add up, in words."""
        service, state = self.shell.service, self.state
        self.send(
            lambda: service.enter_quick_round(state.game_id, self.entered(), expected_seq=state.seq)
        )

    def on_undo_tapped(self, _: object) -> None:
        """Take back the last round entered."""
        service, state = self.shell.service, self.state
        self.send(lambda: service.undo_quick_round(state.game_id, expected_seq=state.seq))

    def send(self, command: Callable[[], QuickState]) -> None:
        """Run a command and show the state it leaves, or say why it was refused (the state
        another device left, when that was the reason)."""
        try:
            self.state = command()
        except Conflict as exc:
            self.state = exc.state
            say_error(self.shell, exc)
        except Exception as exc:
            say_error(self.shell, exc)
            return
        self.redraw()

    def on_end_tapped(self, _: object) -> None:
        """The table stops a sitting (Gaigel): asked once, then it ends with its tally."""
        tr, game_id = self.tr, self.state.game_id

        def end() -> None:
            try:
                self.shell.service.end_sitting(game_id)
                self.state = self.shell.service.quick_game(game_id)
            except Exception as exc:
                say_error(self.shell, exc)
                return
            self.redraw()

        self.shell.confirm(tr._(END_SITTING), tr._(END_WHY), tr._(END_SITTING), end)

    def redraw(self) -> None:
        """Render the new state."""
        self.render()
        self.view.update()

    def redraw_form(self) -> None:
        """Show the form's fields as they changed (a soloist chosen, a bid stepped)."""
        self.view.update()

    def totals(self) -> ft.Control:
        """The totals so far (per player, or per team), best first."""
        state = self.state
        sides = state.sides or state.players
        order = sorted(sides, key=lambda n: -state.totals.get(n, 0))
        return ft.Column(
            [heading(self.tr._("Totals"))]
            + [
                ft.Row(
                    [
                        ft.Text(name, size=16, expand=True),
                        ft.Text(self.tr.number(state.totals.get(name, 0)), size=16),
                    ]
                )
                for name in order
            ],
            spacing=2,
        )

    def round_card(self, rnd: Round) -> ft.Control:
        """A round entered: each player's stacks (or each team's minimum and tricks, or the
        deal's bid and takes) and the score."""
        tr = self.tr
        lines: list[ft.Control] = [
            ft.Text(
                NUMBERED.said(tr, self.state.game, round=rnd.number) + f" · {rnd.dealer}",
                size=16,
                weight=ft.FontWeight.BOLD,
            ),
            *self.form.lines(rnd),
        ]
        return ft.Container(
            ft.Column(lines, spacing=4, tight=True),
            padding=10,
            border_radius=10,
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
        )


def _number(text: str | None) -> int:
    """A field's count (digits only are accepted by its filter; empty is 0)."""
    text = (text or "").strip()
    if not text.isdigit():
        if text:
            raise InputError(N_("{text} is not a number of cards"), text=text)
        return 0
    return int(text)


def quick_start_view(shell: Shell) -> ft.View:
    """The quick-game start screen."""
    return QuickStartScreen(shell).view


def quick_view(shell: Shell, game_id: int) -> ft.View:
    """A quick game's scoring screen."""
    return QuickScreen(shell, game_id).view
