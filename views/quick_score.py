"""Quick scoring: for tables that do not record every card, each round's numbers.

*Mit List und Tücke*: each player's stacks per round. *Partout*: each team's minimum and
tricks per round. The service checks the numbers and scores them (``enter_quick_round``);
this screen only reads the fields, shows the rounds with their breakdowns, and says the
service's errors.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

import flet as ft

from assistant.errors import Conflict, InputError
from assistant.games.kinds import DEFAULT
from assistant.languages import N_, Translator
from assistant.states import QuickRound, QuickStacks, QuickState, QuickTeam, QuickTeamRound
from engine.mit_list_und_tuecke import COLORS, Color
from views.look import FILL
from views.looking_back import READING_WIDTH, game_choice, game_title, heading, say_error, words
from views.shell import Shell

FIELD_WIDTH = 58
"""Four colors and the discard pile in one row on a 360-px phone."""


class QuickStartScreen:
    """Choose the players in seating order (the first chosen deals first) and start."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.chosen: list[int] = []
        self.game: str = DEFAULT
        self.roster = shell.service.players()
        self.games = ft.Container(game_choice(tr, self.game, self.on_game_chosen, False, FORMS))
        self.order = ft.Text(tr._("Nobody chosen yet."), size=14)
        boxes: list[ft.Control] = [
            ft.Checkbox(label=p.name, on_change=lambda e, pid=p.id: self.on_player_ticked(e, pid))
            for p in self.roster
        ]
        self.view = ft.View(
            route="/quick/new",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._("Quick game"))),
            controls=[
                ft.ListView(
                    [
                        ft.Text(
                            tr._(
                                "For tables that do not record every card: at the end of "
                                "every round, enter each player's stacks (Mit List und "
                                "Tücke) or each team's minimum and tricks (Partout)."
                            )
                        ),
                        heading(tr._("Game")),
                        self.games,
                        heading(tr._("Players in seating order")),
                        ft.Text(tr._("Tick them in seating order; the first one deals first.")),
                        *boxes,
                        self.order,
                        ft.FilledButton(
                            content=tr._("Start the quick game"),
                            icon=ft.Icons.PLAY_ARROW,
                            on_click=self.on_start_tapped,
                        ),
                    ],
                    spacing=8,
                    expand=True,
                    width=READING_WIDTH,
                )
            ],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def on_game_chosen(self, game: str | None) -> None:
        """Keep the game the table chose."""
        self.game = game or DEFAULT
        self.games.content = game_choice(self.tr, self.game, self.on_game_chosen, False, FORMS)
        self.games.update()

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

    def on_start_tapped(self, _: object) -> None:
        """Start the game (the service says what is wrong with the table, if anything)."""
        try:
            state = self.shell.service.start_quick_game(list(self.chosen), 0, game=self.game)
        except Exception as exc:
            say_error(self.shell, exc)
            return
        self.shell.go(f"/quick/{state.game_id}")


class Form(Protocol):
    """The fields of one game's round and how its rounds are shown."""

    def fields(self) -> list[ft.Control]:
        """The next round's fields."""
        ...

    def entered(self) -> Mapping[str, QuickStacks] | Mapping[str, QuickTeam]:
        """The fields as the service takes them."""
        ...

    def lines(self, rnd: QuickRound | QuickTeamRound) -> list[ft.Control]:
        """A round entered, one line per player or team."""
        ...

    @property
    def hint(self) -> str:
        """What to enter, untranslated."""
        ...


class StacksForm:
    """*Mit List und Tücke*: four color fields and the pile per player."""

    hint = N_("Each player's open stacks by color, and their face-down pile.")

    def __init__(self, tr: Translator, state: QuickState) -> None:
        self.tr = tr
        self.state = state
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
            field = ft.TextField(
                label=ft.Text(short, semantics_label=f"{name}: {title}"),
                width=FIELD_WIDTH if color is not None else FIELD_WIDTH + 14,
                dense=True,
                keyboard_type=ft.KeyboardType.NUMBER,
                input_filter=ft.NumbersOnlyInputFilter(),  # type: ignore[no-untyped-call]
                border_color=FILL[color] if color is not None else None,
                border_width=2,
            )
            fields[color] = field
            row.append(field)
        self.inputs[name] = fields
        return ft.Column(
            [ft.Text(name, size=16, weight=ft.FontWeight.BOLD), ft.Row(row, spacing=4)],
            spacing=4,
            tight=True,
        )

    def entered(self) -> dict[str, QuickStacks]:
        stacks = {}
        for name, fields in self.inputs.items():
            counts = {c: _number(f.value) for c, f in fields.items()}
            pile = counts.pop(None)
            stacks[name] = QuickStacks(
                open={c: n for c, n in counts.items() if c is not None and n}, discarded=pile
            )
        return stacks

    def lines(self, rnd: QuickRound | QuickTeamRound) -> list[ft.Control]:
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


class TeamsForm:
    """*Partout*: per team its minimum (the sum of its predictions) and the tricks it took."""

    hint = N_("Each team's minimum (its players' predictions added up) and the tricks it took.")

    def __init__(self, tr: Translator, state: QuickState) -> None:
        self.tr = tr
        self.state = state
        self.inputs: dict[str, tuple[ft.TextField, ft.TextField]] = {}

    def fields(self) -> list[ft.Control]:
        return [self.team_fields(name) for name in self.state.sides]

    def team_fields(self, team: str) -> ft.Control:
        """The team's minimum and tricks, each named for the team and what it counts."""
        tr = self.tr
        made = []
        for title in (tr._("Minimum"), tr._("Tricks")):
            made.append(
                ft.TextField(
                    label=ft.Text(title, semantics_label=f"{team}: {title}"),
                    width=110,
                    dense=True,
                    keyboard_type=ft.KeyboardType.NUMBER,
                    input_filter=ft.NumbersOnlyInputFilter(),  # type: ignore[no-untyped-call]
                    border_width=2,
                )
            )
        self.inputs[team] = (made[0], made[1])
        return ft.Column(
            [
                ft.Text(team, size=16, weight=ft.FontWeight.BOLD),
                ft.Row([made[0], made[1]], spacing=8),
            ],
            spacing=4,
            tight=True,
        )

    def entered(self) -> dict[str, QuickTeam]:
        return {
            team: QuickTeam(_number(minimum.value), _number(tricks.value))
            for team, (minimum, tricks) in self.inputs.items()
        }

    def lines(self, rnd: QuickRound | QuickTeamRound) -> list[ft.Control]:
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


FORMS: dict[str, Callable[[Translator, QuickState], Form]] = {
    "mit-list-und-tuecke": StacksForm,
    "partout": TeamsForm,
}
"""Each game's quick form, by record id (``assistant.games.quick.RULES`` holds its rules)."""


class QuickScreen:
    """A quick game: the next round's fields, the rounds entered with breakdowns, the totals."""

    def __init__(self, shell: Shell, game_id: int) -> None:
        self.shell = shell
        self.tr = words(shell)
        self.state = shell.service.quick_game(game_id)
        self.form = FORMS[self.state.game](self.tr, self.state)
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
        self.form = FORMS[state.game](tr, state)
        parts: list[ft.Control] = []
        if state.next_round is not None:
            parts += [
                ft.Text(
                    tr.format(
                        N_("Round {n} of {rounds}: {dealer} deals"),
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
                    content=tr._("Score the round"),
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
                    content=tr._("Take back the last round"),
                    icon=ft.Icons.UNDO,
                    on_click=self.on_undo_tapped,
                ),
            )
        parts.append(ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))
        rounds: tuple[QuickRound | QuickTeamRound, ...] = state.rounds
        for rnd in reversed(rounds):
            parts.append(self.round_card(rnd))
        self.list.controls = parts

    def entered(self) -> Mapping[str, QuickStacks] | Mapping[str, QuickTeam]:
        """The fields as the service takes them (an empty field is 0)."""
        return self.form.entered()

    def on_score_tapped(self, _: object) -> None:
        """Send the round to the service; say what does not add up, in words."""
        try:
            self.state = self.shell.service.enter_quick_round(
                self.state.game_id, self.entered(), expected_seq=self.state.seq
            )
        except Conflict as exc:
            self.state = exc.state
            say_error(self.shell, exc)
        except Exception as exc:
            say_error(self.shell, exc)
            return
        self.redraw()

    def on_undo_tapped(self, _: object) -> None:
        """Take back the last round entered."""
        try:
            self.state = self.shell.service.undo_quick_round(
                self.state.game_id, expected_seq=self.state.seq
            )
        except Conflict as exc:
            self.state = exc.state
            say_error(self.shell, exc)
        except Exception as exc:
            say_error(self.shell, exc)
            return
        self.redraw()

    def redraw(self) -> None:
        """Render the new state."""
        self.render()
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
                        ft.Text(str(state.totals.get(name, 0)), size=16),
                    ]
                )
                for name in order
            ],
            spacing=2,
        )

    def round_card(self, rnd: QuickRound | QuickTeamRound) -> ft.Control:
        """A round entered: each player's stacks (or each team's minimum and tricks) and
        the score's formula."""
        tr = self.tr
        lines: list[ft.Control] = [
            ft.Text(
                tr.format(N_("Round {n}"), n=rnd.number) + f" · {rnd.dealer}",
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
