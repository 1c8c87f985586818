"""New game: pick the game, seat its players clockwise (Partout's teams shown as they are
seated), choose the first dealer, how the score is kept, and the house rules."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

import flet as ft

from assistant.games.dummy import seat_opposite
from assistant.games.kinds import DEFAULT, KINDS, kind
from assistant.languages import N_
from assistant.states import GameInfo, PlayerInfo
from engine.errors import BadTable
from engine.partout import teams_of, variant
from views.board import PICTURES
from views.fit import sized
from views.home import resume_route, resume_said
from views.labelled import Switch, choice_chips, icon_button, named
from views.look import whole_or_cut
from views.looking_back import DUMMY
from views.shell import Shell, guarded

PARTOUT = "partout"
DEAL_WORDS = 56
"""The width of "deals first" under its radio on a seat row, in two lines at most
("donne en / premier"): beside the radio, the words left a name 64 px on a 360-px phone,
"Bernar" over "d"."""
DEAL_SIZE = 11
SEAT_FIXED = 24 + (DEAL_WORDS + 2 * 4) + 3 * 40 + 5 * 2
"""What a seat row holds besides the name: its number, the dealer's radio, three buttons
and the spaces between them."""
NAME_SIZES = (16, 15, 14, 13, 12)
"""The sizes of a seated name: the largest at which it is whole, in two lines at the most
(wrapped at its words)."""
HOMME_DE_BROU = "homme-de-brou"
GAIGEL = "gaigel"
#: How a Gaigel table records its deals, in the words of the deal's own chips.
GAIGEL_WAYS = {"tricks": N_("By announcements"), "cards": N_("Card by card")}
#: Each game's house rule kept in the game's ``show_counts`` flag, by record id: its words,
#: and whether the device's setting is its default (else off: Gaigel's counts are kept in
#: the head unless the table says otherwise).
HOUSE_RULES: dict[str, tuple[str, bool]] = {
    DEFAULT: (N_("Show stack sizes during the round"), True),
    "gaigel": (N_("Open counts: show each side's points during the deal"), False),
}
#: How each game seats its players, said over the seats (listed in playing order), by
#: record id; the others are played clockwise.
SEATING: dict[str, str] = {
    GAIGEL: N_("At the table, anticlockwise"),
    HOMME_DE_BROU: N_("At the table, in playing order"),
}
CLOCKWISE = N_("At the table, clockwise")
STILL_RUNNING = N_("Game {game} is still going on: {what}. A new game leaves it to continue later.")
#: A mark for each of Partout's teams beside its players' seats.
TEAM_COLORS = ("#00897B", "#8E24AA", "#EF6C00")


log = logging.getLogger(__name__)


def offered() -> list[str]:
    """The games a new game may be: those with a table screen (``views.app.SCREENS``, which
    cannot be imported here, lists the same games as the board's pictures). A game whose
    screens are still to come is not offered."""
    return [game for game in KINDS if game in PICTURES]


class NewGameScreen:
    """The new-game form; state lives here until "Start game" sends it to the service."""

    def __init__(
        self,
        shell: Shell,
        seated: list[PlayerInfo] | None = None,
        dealer: int = 0,
        game: str = DEFAULT,
        running: GameInfo | None = None,
    ) -> None:
        self.shell = shell
        self.tr = shell.tr
        self.running = running
        """A game still going on, said at the top (a new game leaves it to continue)."""
        self.seated: list[PlayerInfo] = list(seated or [])
        self.dealer = dealer if self.seated else 0
        self.game = game if game in offered() else DEFAULT
        self.quick = False
        """Kept by quick scoring (round totals) instead of card by card."""
        self.way = "tricks"
        """Gaigel at the table: its deals recorded by announcements or card by card."""
        self.partner = 0
        """Homme de Brou by three: the seated player (by index) opposite the dummy."""
        self.dummy_deals = False
        """Homme de Brou by three: the dummy's seat deals first (its partner deals for it)."""
        self.show_counts = shell.show_counts
        self.new_name = self._name_field()
        self.roster = ft.Row([], wrap=True, spacing=8, run_spacing=8)
        self.body = ft.Column([], spacing=12)
        self.start_hint = ft.Text("", size=13, expand=True, max_lines=3)
        self.start = ft.FilledButton(
            content=self.tr._("Start game"),
            icon=ft.Icons.PLAY_ARROW,
            on_click=lambda _: self.on_start_tapped(),
            height=52,
        )
        self.view = ft.View(
            route="/new",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(self.tr._("New game"))),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
            padding=16,
            # Start, and why not yet, stay in sight however long the form (six seated).
            bottom_appbar=ft.BottomAppBar(
                content=ft.Row([self.start_hint, self.start], spacing=12),
                height=76,
                padding=ft.Padding.symmetric(horizontal=16, vertical=12),
            ),
        )
        self.render()

    def render(self) -> None:
        """Rebuild the form from the current choices."""
        tr = self.tr
        self.roster.controls = self._roster_controls()
        count = len(self.seated)
        counts = kind(self.game).PLAYER_COUNTS
        ready = count in counts or self._with_dummy(count)
        start_hint = (
            tr.format(N_("{count} players seated."), count=count) if ready else self._why_not(count)
        )
        self.start_hint.value = start_hint
        self.start.disabled = not ready
        self.body.controls = [
            *self._running_note(),
            ft.Text(tr._("Game"), size=18, weight=ft.FontWeight.BOLD),
            self._game_picker(),
            ft.Text(tr._(SEATING.get(self.game, CLOCKWISE)), size=18, weight=ft.FontWeight.BOLD),
            *self._seat_rows(count),
            *self._order_of_play(),
            *self._teams(count),
            *self._sides(count),
            *self._chances(ready),
            ft.Row(
                [
                    ft.OutlinedButton(
                        content=tr._("Draw the dealer"),
                        icon=ft.Icons.CASINO,
                        on_click=lambda _: self.on_draw_dealer_tapped(),
                        disabled=not self.seated,
                    ),
                ]
            ),
            ft.Text(tr._("Players"), size=18, weight=ft.FontWeight.BOLD),
            # The name field above the roster: the suggestions narrowing as a name is typed
            # move nothing under the finger that is about to tap "Add player".
            ft.Row(
                [
                    self.new_name,  # the field takes the row: "Neuer Spieler" on one line
                    named(
                        ft.FilledTonalIconButton(
                            icon=ft.Icons.PERSON_ADD,
                            tooltip=tr._("Add player"),
                            on_click=lambda _: self.on_add_player_tapped(),
                        ),
                        tr._("Add player"),
                    ),
                ]
            ),
            self.roster,
            ft.Text(tr._("Keeping score"), size=18, weight=ft.FontWeight.BOLD),
            self._keeping_picker(),
            *self._way_picker(),
            *self._house_rules(),
        ]

    def _running_note(self) -> list[ft.Control]:
        """The game still going on, and a way back to it."""
        running, tr = self.running, self.tr
        if running is None:
            return []
        said = tr.format(STILL_RUNNING, game=running.game_id, what=resume_said(tr, running))
        route = resume_route(running)
        return [
            ft.Container(
                ft.Column(
                    [
                        ft.Text(said, size=14),
                        ft.TextButton(
                            content=tr._("Continue that game"),
                            icon=ft.Icons.PLAY_ARROW,
                            on_click=lambda _: self.shell.go(route),
                        ),
                    ],
                    spacing=2,
                    tight=True,
                ),
                padding=10,
                border_radius=10,
                bgcolor=ft.Colors.SECONDARY_CONTAINER,
            )
        ]

    def _why_not(self, count: int) -> str:
        """Why this many players cannot start the game chosen."""
        tr = self.tr
        if self.game == PARTOUT:
            if count == 5:
                try:
                    variant(5)
                except BadTable as exc:
                    return tr.rule_error(exc)
            return tr.format(N_("{count} seated: Partout is for 3, 4 or 6 players."), count=count)
        counts = kind(self.game).PLAYER_COUNTS
        if self.game == HOMME_DE_BROU:
            return tr.format(
                N_("{count} seated: the game is for 4 players, or 3 and the dummy."), count=count
            )
        if min(counts) == max(counts):
            return tr.format(
                N_("{count} seated: the game is for {players} players."),
                count=count,
                players=counts[0],
            )
        return tr.format(
            N_("{count} seated: the game is for {min} to {max} players."),
            count=count,
            min=min(counts),
            max=max(counts),
        )

    def _order_of_play(self) -> list[ft.Control]:
        """The seats in the order the game will play them, back to the first."""
        names = self._table()
        if len(names) < 2:
            return []
        order = " → ".join([*names, names[0]])
        return [ft.Text(self.tr.format(N_("Order of play: {names}"), names=order), size=14)]

    def _game_picker(self) -> ft.Control:
        return choice_chips(
            {game_id: kind(game_id).TITLE for game_id in offered()}, self.game, self.on_game_picked
        )

    def _keeping_picker(self) -> ft.Control:
        tr = self.tr
        # Gaigel's deals are recorded card by card or by announcements (below): both at the table
        at_table = tr._("At the table") if self.game == GAIGEL else tr._("Card by card")
        return ft.SegmentedButton(
            segments=[
                ft.Segment(value="cards", label=ft.Text(at_table)),
                ft.Segment(value="quick", label=ft.Text(tr._("Quick game"))),
            ],
            selected=["quick" if self.quick else "cards"],
            allow_empty_selection=False,
            allow_multiple_selection=False,
            show_selected_icon=False,
            on_change=self.on_keeping_changed,
        )

    def _way_picker(self) -> list[ft.Control]:
        """Gaigel at the table: how its deals are recorded, in the words the deal uses."""
        if self.game != GAIGEL or self.quick:
            return []
        tr = self.tr
        return [
            choice_chips(
                {way: tr._(words) for way, words in GAIGEL_WAYS.items()},
                self.way,
                self.on_way_picked,
            )
        ]

    def _house_rules(self) -> list[ft.Control]:
        rule = HOUSE_RULES.get(self.game)
        if rule is None or self.quick:
            return []
        return [
            ft.Text(self.tr._("House rules"), size=18, weight=ft.FontWeight.BOLD),
            Switch(
                self.tr._(rule[0]),
                self.show_counts,
                self.on_show_counts_changed,
            ).control,
        ]

    def _team_of(self, index: int, count: int) -> int | None:
        """Partout: the team of seat ``index`` when ``count`` players can play."""
        if self.game != PARTOUT or count not in kind(PARTOUT).PLAYER_COUNTS:
            return None
        return index % len(variant(count).teams)

    def _teams(self, count: int) -> list[ft.Control]:
        """Partout: the teams as seated (partners opposite), or that each plays alone."""
        if self._team_of(0, count) is None:
            return []
        tr = self.tr
        names = [p.name for p in self.seated]
        if count == 3:
            return [ft.Text(tr._("With three players each plays alone."), size=14)]
        teams = " · ".join(team.name for team in teams_of(names))
        return [
            ft.Text(
                tr.format(N_("Teams, partners opposite: {teams}"), teams=teams),
                size=14,
                weight=ft.FontWeight.W_600,
            )
        ]

    # ------------------------------------------------ Homme de Brou: sides and the dummy

    def _with_dummy(self, count: int) -> bool:
        """Homme de Brou by three (card by card or by quick scoring): the dummy takes the
        fourth seat."""
        return self.game == HOMME_DE_BROU and count == 3

    def _dummy_seat(self) -> int:
        """The dummy's seat at the table of four: opposite the partner chosen."""
        return seat_opposite(min(self.partner, 2))

    def _table(self) -> list[str]:
        """The four seats in playing order, the dummy's name at its seat."""
        names = [p.name for p in self.seated]
        if self._with_dummy(len(names)):
            names.insert(self._dummy_seat(), self.tr._(DUMMY))
        return names

    def _sides(self, count: int) -> list[ft.Control]:
        """Homme de Brou: the sides as seated (partners opposite) and, with three players,
        whom the dummy sits opposite (its partner plays its cards all game)."""
        if self.game != HOMME_DE_BROU or not (count == 4 or self._with_dummy(count)):
            return []
        tr = self.tr
        table = self._table()
        parts: list[ft.Control] = []
        if count == 3:
            parts += [
                ft.Text(
                    tr._("With three players a dummy sits opposite one of them, who plays it:"),
                    size=14,
                ),
                choice_chips(
                    {str(i): p.name for i, p in enumerate(self.seated)},
                    str(min(self.partner, 2)),
                    self.on_partner_picked,
                ),
            ]
        sides = f"{table[0]} & {table[2]} · {table[1]} & {table[3]}"
        parts.append(
            ft.Text(
                tr.format(N_("Sides, partners opposite: {sides}"), sides=sides),
                size=14,
                weight=ft.FontWeight.W_600,
            )
        )
        return parts

    def _chances(self, ready: bool) -> list[ft.Control]:
        """Once the seats are filled: each player's (or side's) chance to win by the ratings,
        in one line, unless the settings hide it."""
        if not ready or not self.shell.show_chances:
            return []
        seats: list[int | None] = [p.id for p in self.seated]
        if self._with_dummy(len(seats)):
            seats.insert(self._dummy_seat(), None)
        try:
            chances = self.shell.service.chances(self.game, seats)
        except Exception as exc:  # the form works without them
            log.info("no chances for this table: %s", exc)
            return []
        tr = self.tr
        names = {p.id: p.name for p in self.seated}
        parts = [
            f"{' & '.join(names[pid] for pid in side)} {tr.number(chance * 100)} %"
            for side, chance in chances
        ]
        return [
            ft.Text(
                tr.format(N_("Chances by the ratings: {chances}"), chances=" · ".join(parts)),
                size=14,
                italic=True,
            )
        ]

    @guarded
    def on_partner_picked(self, value: str) -> None:
        """Homme de Brou by three: the dummy sits opposite this player."""
        self.partner = int(value)
        self.changed()

    def _start_with_dummy(self) -> tuple[int, int]:
        """The first dealer's seat at the table of four, and the dummy's."""
        seat = self._dummy_seat()
        if self.dummy_deals:
            return seat, seat
        return self.dealer + (self.dealer >= seat), seat

    def _seat_rows(self, count: int) -> list[ft.Control]:
        """A row per seat, clockwise: each player's, and with three at Homme de Brou the
        dummy's in its place (it may deal first: its partner deals for it)."""
        if not self._with_dummy(count):
            return [self._seat_row(i, p, count) for i, p in enumerate(self.seated)]
        seat = self._dummy_seat()
        rows = [  # numbered by their seats at the table of four
            self._seat_row(i, p, count, i + (i >= seat)) for i, p in enumerate(self.seated)
        ]
        rows.insert(seat, self._dummy_row(seat))
        return rows

    def _dummy_row(self, seat: int) -> ft.Control:
        """The dummy's seat: its name, who plays it, and whether it deals first."""
        tr = self.tr
        name = tr._(DUMMY)
        partner = self.seated[min(self.partner, 2)].name
        return ft.Row(
            [
                ft.Text(f"{seat + 1}.", width=24),
                self._name(name),
                self._deal_tile(name, self.dummy_deals, lambda _: self.on_dummy_deals_tapped()),
                self._plays_for(tr.format(N_("{player} plays its cards"), player=partner)),
            ],
            spacing=2,
        )

    @staticmethod
    def _plays_for(words: str) -> ft.Control:
        """Who plays the dummy, where a player's row has its buttons: whole in two lines."""
        room = 3 * 40 + 2 * 2
        size, whole = sized(words, room, (12, 11, 10), 2)
        return whole_or_cut(ft.Text(words, size=size, width=room, max_lines=2), whole)

    def _name(self, name: str) -> ft.Control:
        """A seated name in the room its row leaves on this screen: whole, at the largest
        size it fits at in two lines wrapped at its words; a name too long even so is cut
        short on screen and shown whole in the playing order under the seats."""
        page_width = float(getattr(self.shell.page, "width", None) or 360)
        room = page_width - 2 * 16 - SEAT_FIXED
        size, whole = sized(name, room, NAME_SIZES, 2)
        text = ft.Text(name, size=size, weight=ft.FontWeight.BOLD, expand=True, max_lines=2)
        return whole_or_cut(text, whole)

    def _deal_tile(self, name: str, dealer: bool, on_click: Callable[[object], None]) -> ft.Control:
        """The radio that says (and chooses) who deals first, named for a screen reader."""
        tr = self.tr
        tile = ft.Container(
            content=ft.Column(
                [
                    ft.Icon(
                        ft.Icons.RADIO_BUTTON_CHECKED if dealer else ft.Icons.RADIO_BUTTON_UNCHECKED
                    ),
                    ft.Text(  # two short lines at most, under the radio: the name keeps its room
                        tr._("deals first") if dealer else tr._("deals"),
                        size=DEAL_SIZE,
                        width=DEAL_WORDS,
                        max_lines=2,
                        text_align=ft.TextAlign.CENTER,
                    ),
                ],
                tight=True,
                spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            padding=ft.Padding.symmetric(horizontal=4, vertical=4),
            border_radius=8,
            on_click=on_click,
        )
        return named(
            tile,
            tr.format(
                N_("{player} deals first (chosen)") if dealer else N_("{player} deals first"),
                player=name,
            ),
            selected=dealer,
        )

    def _roster_controls(self) -> list[ft.Control]:
        """The roster's players not seated yet; while a name is typed, those it starts."""
        tr = self.tr
        roster = [p for p in self.shell.service.players() if p.id not in self.ids]
        typed = (self.new_name.value or "").strip().casefold()
        if typed:  # suggestions as you type
            roster = [p for p in roster if p.name.casefold().startswith(typed)]
        if roster:
            return [self._roster_chip(p) for p in roster]
        if typed:
            empty = tr._("No one in the roster is called so: add a new player.")
        elif self.ids:
            empty = tr._("Everyone in the roster is seated.")
        else:
            empty = tr._("No players yet: type a name above and add it.")
        return [ft.Text(empty, italic=True)]

    def _name_field(self) -> ft.TextField:
        return ft.TextField(
            label=self.tr._("New player"),
            on_submit=lambda _: self.on_add_player_tapped(),
            on_change=lambda _: self.on_name_typed(),
            expand=True,
        )

    @property
    def ids(self) -> list[int]:
        """The seated players' ids, clockwise."""
        return [p.id for p in self.seated]

    def _seat_row(
        self, index: int, player: PlayerInfo, count: int, seat: int | None = None
    ) -> ft.Control:
        """A seated player's row: seat number (``seat``, else ``index``), name, the dealer's
        radio, moving and removing."""
        tr = self.tr
        dealer = index == self.dealer and not (self.dummy_deals and self._with_dummy(count))
        name = player.name

        def act(handler: Callable[[int], None]) -> Callable[[object], None]:
            return lambda _: handler(index)

        team = self._team_of(index, count)
        mark: ft.Control = ft.Text(f"{(index if seat is None else seat) + 1}.", width=24)
        if team is not None and count > 3:
            mark = ft.Semantics(
                exclude_semantics=True,
                label=tr.format(N_("Team {team}"), team=team + 1),
                content=ft.Container(
                    content=ft.Text(
                        f"{index + 1}", size=13, weight=ft.FontWeight.BOLD, color="#FFFFFF"
                    ),
                    bgcolor=TEAM_COLORS[team],
                    border_radius=12,
                    width=24,
                    height=24,
                    alignment=ft.Alignment.CENTER,
                ),
            )
        return ft.Row(
            [
                mark,
                self._name(name),
                self._deal_tile(name, dealer, act(self.on_dealer_tapped)),
                icon_button(
                    ft.Icons.ARROW_UPWARD,
                    tr.format(N_("Move {player} up"), player=name),
                    act(self.on_move_up_tapped),
                    disabled=index == 0,
                ),
                icon_button(
                    ft.Icons.ARROW_DOWNWARD,
                    tr.format(N_("Move {player} down"), player=name),
                    act(self.on_move_down_tapped),
                    disabled=index == count - 1,
                ),
                icon_button(
                    ft.Icons.CLOSE,
                    tr.format(N_("Remove {player}"), player=name),
                    act(self.on_remove_tapped),
                ),
            ],
            spacing=2,
        )

    def _roster_chip(self, player: PlayerInfo) -> ft.Control:
        return ft.Button(
            content=self.tr.format(N_("Seat {player}"), player=player.name),
            icon=ft.Icons.ADD,
            on_click=lambda _: self.on_seat_tapped(player),
        )

    # -------------------------------------------------------------- handlers

    def changed(self) -> None:
        """Redraw after a choice."""
        self.render()
        self.shell.page.update()

    @guarded
    def on_seat_tapped(self, player: PlayerInfo) -> None:
        """Seat a roster player at the end (to the right of the last one)."""
        most = max(kind(self.game).PLAYER_COUNTS)
        if len(self.seated) >= most:
            self.shell.toast(self.tr.format(N_("At most {max} players play."), max=most))
            return
        self.seated.append(player)
        self.changed()

    @guarded
    def on_remove_tapped(self, index: int) -> None:
        """Take a player off the table."""
        del self.seated[index]
        if self.dealer >= len(self.seated):
            self.dealer = 0
        elif index < self.dealer:
            self.dealer -= 1
        self.changed()

    @guarded
    def on_move_up_tapped(self, index: int) -> None:
        """Swap a player with the one before (the dealer mark moves with the player)."""
        self._swap(index, index - 1)

    @guarded
    def on_move_down_tapped(self, index: int) -> None:
        """Swap a player with the one after."""
        self._swap(index, index + 1)

    def _swap(self, a: int, b: int) -> None:
        if not 0 <= b < len(self.seated):
            return
        self.seated[a], self.seated[b] = self.seated[b], self.seated[a]
        if self.dealer in (a, b):
            self.dealer = b if self.dealer == a else a
        self.changed()

    @guarded
    def on_dealer_tapped(self, index: int) -> None:
        """This player deals the first round."""
        self.dealer = index
        self.dummy_deals = False
        self.changed()

    @guarded
    def on_dummy_deals_tapped(self) -> None:
        """Homme de Brou by three: the dummy's seat deals the first deal."""
        self.dummy_deals = True
        self.changed()

    @guarded
    def on_draw_dealer_tapped(self) -> None:
        """Draw the first dealer at random among the seats (the dummy's too)."""
        if self.seated:
            seats = len(self._table())
            drawn = random.randrange(seats)
            if self._with_dummy(len(self.seated)):
                dummy = self._dummy_seat()
                self.dummy_deals = drawn == dummy
                if not self.dummy_deals:
                    self.dealer = drawn - (drawn > dummy)
            else:
                self.dealer = drawn
            name = self._table()[drawn]
            self.shell.toast(self.tr.format(N_("{player} deals first."), player=name))
        self.changed()

    @guarded
    def on_game_picked(self, game: str) -> None:
        """Another game: its player counts, teams and house rules."""
        if game in offered():
            self.game = game
            rule = HOUSE_RULES.get(game)
            self.show_counts = self.shell.show_counts if rule is not None and rule[1] else False
        self.changed()

    @guarded
    def on_keeping_changed(self, e: ft.Event[ft.SegmentedButton]) -> None:
        """Card by card, or round totals only (quick scoring)."""
        self.quick = list(e.control.selected or []) == ["quick"]
        self.changed()

    @guarded
    def on_way_picked(self, way: str) -> None:
        """Gaigel: its deals recorded by announcements or card by card."""
        self.way = way
        self.changed()

    @guarded
    def on_show_counts_changed(self, value: bool) -> None:
        """The house rule: show how many cards each stack holds during the round (Gaigel:
        each side's points during the deal)."""
        self.show_counts = value

    @guarded
    def on_name_typed(self) -> None:
        """Narrow the roster to the names that start with what is typed (only the roster
        is sent: the field keeps what is being typed)."""
        self.roster.controls = self._roster_controls()
        self.shell.page.update(self.roster)

    @guarded
    def on_add_player_tapped(self) -> None:
        """Seat the roster player of that name, or add a new player and seat them; the
        name field keeps the focus for the next name."""
        name = self.new_name.value or ""
        known = {p.name.casefold(): p for p in self.shell.service.players()}
        player = known.get(name.strip().casefold())
        if player is not None and player.id in self.ids:
            self.shell.toast(self.tr.format(N_("{player} is seated already."), player=player.name))
            self.shell.page.update()
            return
        added = player or self.shell.attempt(lambda: self.shell.service.add_player(name))
        if added is None:
            self.shell.page.update()
            return
        self.new_name.value = ""
        if len(self.seated) < max(kind(self.game).PLAYER_COUNTS):
            self.seated.append(added)
        self.changed()
        field = self.new_name

        async def focus() -> None:
            try:
                await field.focus()  # type: ignore[no-untyped-call]
            except Exception:  # the field is gone (another screen)
                return

        self.shell.page.run_task(focus)

    @guarded
    def on_start_tapped(self) -> None:
        """Start the game (it joins tonight's game night) and open the table."""
        service = self.shell.service
        if self.quick:
            dealer, dummy = self.dealer, None
            if self._with_dummy(len(self.seated)):
                dealer, dummy = self._start_with_dummy()
            quick = self.shell.attempt(
                lambda: service.start_quick_game(
                    self.ids, dealer, game=self.game, dummy=dummy, dummy_name=self.tr._(DUMMY)
                )
            )
            if quick is None:
                self.shell.page.update()
                return
            self.shell.go(f"/quick/{quick.game_id}")
            return
        if self._with_dummy(len(self.seated)):
            dealer, seat = self._start_with_dummy()
            state = self.shell.attempt(
                lambda: service.start_game(
                    self.ids,
                    dealer,
                    game=self.game,
                    dummy=seat,
                    dummy_name=self.tr._(DUMMY),
                )
            )
        else:
            way = self.way if self.game == GAIGEL else None
            state = self.shell.attempt(
                lambda: service.start_game(
                    self.ids, self.dealer, show_counts=self.show_counts, game=self.game, way=way
                )
            )
        if state is None:
            self.shell.page.update()
            return
        self.shell.go(f"/game/{state.game_id}")
