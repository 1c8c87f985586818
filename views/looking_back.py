"""What the history screens share: the language, standings tables, lazy lists, errors said."""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable, Sequence
from datetime import date
from enum import StrEnum
from typing import TypeVar

import flet as ft

from assistant.games.kinds import KINDS, SITTINGS, partnerships
from assistant.languages import N_, NC_, Translator, translate_message
from assistant.looking_back.ratings import ALL_TIME, Rating
from assistant.looking_back.standings import SideStanding, Standing, across_games, place_key
from views.labelled import choice_chips
from views.round_words import RoundWords
from views.shell import Shell
from views.table_model import DUMMY as DUMMY
from views.table_model import seat_names as seat_names

log = logging.getLogger(__name__)

L = TypeVar("L", Standing, SideStanding)

READING_WIDTH = 760
"""The widest the history screens grow (a phone's width caps it): a column one reads down."""

PAGE = 40
"""Rows built at a time in a long list; a "show more" row builds the next ones."""


GAME_TITLES = {
    "mit-list-und-tuecke": N_("Mit List und Tücke"),
    "partout": N_("Partout"),
}
"""Each game's name as a list shows it, by record id (``assistant.games.kinds``)."""


STACK_GAMES = {"mit-list-und-tuecke"}
"""Games whose rounds score stacks: stack formulas, four-color commitments and blocks."""


def game_title(tr: Translator, game: str | None) -> str:
    """A game's name in the tab's language; ``None`` is every game ("All")."""
    if game is None:
        return tr._("All games")
    if game in GAME_TITLES:
        return tr._(GAME_TITLES[game])
    return KINDS[game].TITLE if game in KINDS else game  # a name the same in every language


def game_choice(
    tr: Translator,
    chosen: str | None,
    on_chosen: Callable[[str | None], None],
    everything: bool = True,
    games: Iterable[str] = KINDS,
) -> ft.Row:
    """One tap to choose a game (All / Mit List und Tücke / Partout …), as the new-game form
    and the rules page choose one: chips that wrap, the chosen one said selected;
    ``games`` are those offered (every game by default)."""
    options = {"": game_title(tr, None)} if everything else {}
    options.update({game: game_title(tr, game) for game in games})
    return choice_chips(options, chosen or "", lambda value: on_chosen(value or None))


def words(shell: Shell) -> Translator:
    """The translator of this tab's language."""
    return shell.tr


class ByGame:
    """A looking-back screen that shows one game's part or every game's, chosen by chips at
    its top: History, a game night, the standings. A screen fills its ``view`` in ``show``."""

    view: ft.View

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.tr = words(shell)
        self.game: str | None = None
        """The game chosen; ``None``: every game."""

    def show(self) -> None:
        """Fill the screen for the game chosen."""
        raise NotImplementedError

    def game_chips(self) -> ft.Row:
        """The chips that choose the game."""
        return game_choice(self.tr, self.game, self.on_game_chosen)

    def redraw(self) -> None:
        """Show the screen again (another game, or by side instead of by player)."""
        self.show()
        self.view.update()

    def on_game_chosen(self, game: str | None) -> None:
        """Show one game's part (or every game's)."""
        self.game = game
        self.redraw()


def say_error(shell: Shell, exc: BaseException, template: str | None = None) -> None:
    """Say what went wrong in words: the service's error translated (inside ``template``,
    a translated sentence with ``{reason}``, when given), anything else logged."""
    tr = words(shell)
    known = isinstance(exc, ValueError) or hasattr(exc, "message")
    if known:
        reason = translate_message(exc, tr.lang)
        shell.toast(template.format(reason=reason) if template else reason)
    else:
        log.error("a history command failed", exc_info=exc)
        shell.toast(tr._("Something went wrong, and nothing was changed. Please try again."))


def day_text(tr: Translator, day: date) -> str:
    """A game night's date for a list row."""
    return tr.date(day)


def heading(text: str) -> ft.Text:
    """A section heading."""
    return ft.Text(text, size=18, weight=ft.FontWeight.BOLD)


def header_row(
    tr: Translator, who: str, columns: tuple[str, str], rated: bool = False
) -> ft.Control:
    """A standings table's header: place, who (players or sides), wins and two figures, and
    the rating of one game; the column words are short ("Vict." in French) so that none
    breaks inside its width."""
    cells: list[ft.Control] = [
        ft.Text("#", width=PLACE_WIDTH, weight=ft.FontWeight.BOLD),
        ft.Text(who, expand=True, weight=ft.FontWeight.BOLD),
        ft.Text(tr.pgettext(*WINS_COLUMN), width=_width(rated, 62), weight=ft.FontWeight.BOLD),
        ft.Text(columns[0], width=_width(rated, 60), weight=ft.FontWeight.BOLD),
        ft.Text(columns[1], width=_width(rated, 60), weight=ft.FontWeight.BOLD),
    ]
    if rated:
        cells.append(
            ft.Text(tr.pgettext(*RATING_COLUMN), width=RATING_WIDTH, weight=ft.FontWeight.BOLD)
        )
    return ft.Row(cells, spacing=_spacing(rated))


PLACE_WIDTH = 28
RATING_WIDTH = 54
"""The rating column's width: ``-12.3?`` at the table's size."""

NARROWER = {62: 50, 60: 44}
"""The figures' widths when the rating column is there too (a 360-px phone keeps room for
the names)."""


def _width(rated: bool, width: int) -> int:
    return NARROWER[width] if rated else width


def _spacing(rated: bool) -> int:
    return 4 if rated else 6


RATING_COLUMN = NC_("standings column", "Rating")
"""The rating column's heading: a word of at most 54 px."""


def rating_text(tr: Translator, rating: Rating | None) -> str:
    """A rating as a table shows it: ``μ − 3σ`` with one decimal, ``?`` after a provisional
    one (fewer than 5 rated games); ``—`` for none yet."""
    if rating is None:
        return "—"
    return tr.number(rating.value, 1) + ("?" if rating.provisional else "")


def rating_details(tr: Translator, rating: Rating | None) -> str | None:
    """What a rating rests on, for its tooltip: the skill μ, its uncertainty σ and the rated
    games (in words: the app's font has no Greek letters)."""
    if rating is None:
        return None
    return tr.ngettext(
        "skill {mu}, uncertainty {sigma}: {n} rated game",
        "skill {mu}, uncertainty {sigma}: {n} rated games",
        rating.games,
    ).format(mu=tr.number(rating.mu, 1), sigma=tr.number(rating.sigma, 1), n=rating.games)


def rating_cell(tr: Translator, rating: Rating | None) -> ft.Control:
    """A line's rating, its μ and σ at hand (a long press or a hover)."""
    return ft.Text(
        rating_text(tr, rating),
        width=RATING_WIDTH,
        tooltip=rating_details(tr, rating),
        italic=rating is not None and rating.provisional,
    )


class Order(StrEnum):
    """How a game's standings are ordered: by wins (then the average), or by rating."""

    WINS = "wins"
    RATING = "rating"


def places(lines: Sequence[L], order: Order = Order.WINS) -> list[int]:
    """Each line's place, the lines in order: lines whose figures place them equal share the
    place of the first of them (``1, 1, 3``); by rating, equal ratings share one."""
    across = across_games(list(lines)) if lines and isinstance(lines[0], Standing) else False

    def key(line: L) -> object:
        if order is Order.RATING:
            return line.rating.value if line.rating else None
        return place_key(line, across)

    found: list[int] = []
    for index, line in enumerate(lines):
        tied = index and key(line) == key(lines[index - 1])
        found.append(found[-1] if tied else index + 1)
    return found


def by_rating(lines: Sequence[L]) -> list[L]:
    """Lines of one game, the highest rating first (those without one last), in the order
    they had otherwise."""
    return sorted(lines, key=lambda x: -x.rating.value if x.rating else math.inf)


def rating_note(tr: Translator) -> ft.Control:
    """What the rating column is, under a table that has one."""
    return ft.Text(
        tr._(
            "Rating: the skill a player is almost surely above (skill − 3 × uncertainty, "
            "openskill), from every ended game in the order played, weighing whom they beat; "
            "? marks fewer than 5 rated games. Tap and hold a rating for its skill and "
            "uncertainty."
        ),
        size=12,
        italic=True,
    )


WINS_COLUMN = NC_("standings column", "Wins")
"""The wins column's heading: a word of at most 62 px."""


FIGURES = RoundWords(
    N_("Wins of games, average points per round, best round."),
    N_("Wins of games, average points per deal, best deal."),
)
FIGURES_RATED = RoundWords(
    N_("Wins of games, average points per round, best round, rating."),
    N_("Wins of games, average points per deal, best deal, rating."),
)
TALLY = NC_("Gaigel", "Game points of the sittings (the tally), average game points per deal.")
TALLY_RATED = NC_(
    "Gaigel", "Game points of the sittings (the tally), average game points per deal, rating."
)
"""The notes of a game played in sittings, in its own words (German Gaigel: a deal is a
"Spiel"); said in the game's context."""


def figures_note(tr: Translator, game: str | None, lines: Sequence[Standing], rated: bool) -> str:
    """What the figures of one game's standings are, in its words: rounds or deals, or the
    tally of a game played in sittings (Gaigel)."""
    kind = game if game is not None else (lines[0].game if lines else None)
    if kind in SITTINGS:
        return tr.pgettext(*(TALLY_RATED if rated else TALLY))
    if kind is None:
        return tr._(FIGURES_RATED.round if rated else FIGURES.round)
    return (FIGURES_RATED if rated else FIGURES).said(tr, kind)


def standings_table(
    tr: Translator,
    lines: Sequence[Standing],
    on_player_tapped: Callable[[int], None] | None = None,
    order: Order = Order.WINS,
) -> ft.Control:
    """The standings as rows: place (shared by equal figures), name, wins of games, then of
    one game the average per round and the best round (of a Gaigel sitting the tally, its
    game points, and the average per deal); of more than one game the share of games won and
    the rounds played (points of two games are never compared).

    Narrow enough for a 360-px phone; a tap on a name opens that player's page.
    """
    every = across_games(list(lines))
    rated = not every and any(line.rating is not None for line in lines)
    tally = not every and bool(lines) and _sitting(lines[0])
    columns = (tr._("Won"), tr._("Rounds")) if every else (tr._("Avg."), tr._("Best"))
    if tally:
        columns = (tr.pgettext(*POINTS_COLUMN), tr._("Avg."))
    rows: list[ft.Control] = [header_row(tr, tr._("Player"), columns, rated)]
    for place, line in zip(places(lines, order), lines, strict=True):
        name: ft.Control = ft.Text(line.name, size=16, no_wrap=False)
        if on_player_tapped is not None:
            player_id = line.player_id
            name = ft.TextButton(
                content=line.name,
                on_click=lambda _, p=player_id: on_player_tapped(p),
                style=ft.ButtonStyle(
                    padding=ft.Padding.symmetric(horizontal=0), alignment=ft.Alignment.CENTER_LEFT
                ),
            )
        if every:
            rate = tr.number(line.win_rate * 100) + " %" if line.games else "—"
            figures = (rate, tr.number(line.rounds_played))
        elif tally:
            figures = (tr.number(line.points), tr.number(line.average, 1))
        else:
            figures = (tr.number(line.average, 1), tr.number(line.best_round))
        cells: list[ft.Control] = [
            ft.Text(f"{place}.", width=PLACE_WIDTH),
            ft.Container(name, expand=True),
            ft.Text(games_cell(line), width=_width(rated, 62)),
            ft.Text(figures[0], width=_width(rated, 60)),
            ft.Text(figures[1], width=_width(rated, 60)),
        ]
        if rated:
            cells.append(rating_cell(tr, line.rating))
        rows.append(ft.Row(cells, spacing=_spacing(rated)))
    if not lines:
        rows.append(ft.Text(tr._("No games yet."), italic=True))
    rows.extend(going_on_note(tr, lines))
    return ft.Column(rows, spacing=2)


def games_cell(line: Standing | SideStanding) -> str:
    """A line's wins of its finished games, and its games still going on: ``1/2``, ``0/0 +1``."""
    cell = f"{line.wins}/{line.games}"
    return f"{cell} +{line.going_on}" if line.going_on else cell


GOING_ON = N_(
    "+1: a game still going on; its ended rounds already count in the points and the average."
)
"""Said under standings whose lines have games still going on (``0/0 +1``)."""


def going_on_note(tr: Translator, lines: Sequence[Standing | SideStanding]) -> list[ft.Control]:
    """The legend of the games going on, under a table with a line that has one; else none."""
    if not any(line.going_on for line in lines):
        return []
    return [ft.Text(tr._(GOING_ON), size=12, italic=True)]


POINTS_COLUMN = NC_("standings column", "Points")
"""The tally's column of a Gaigel sitting's standings: its game points, a word of at most
60 px."""


def _sitting(line: Standing | SideStanding) -> bool:
    """Whether a line's game is a sitting that counts its tally (Gaigel's game points)."""
    parts = getattr(line, "by_game", ()) or (line,)
    return parts[0].game in SITTINGS


def side_name(tr: Translator, line: SideStanding) -> str:
    """A side as the standings name it: ``Anna & Cleo``; a player with the dummy ``Anna &
    the dummy`` (in the tab's language)."""
    if line.dummy:
        return tr.format(N_("{player} & the dummy"), player=" & ".join(line.names))
    return " & ".join(line.names)


def sides_table(
    tr: Translator, lines: Sequence[SideStanding], order: Order = Order.WINS
) -> ft.Control:
    """The standings by side as rows: place (shared by equal figures), the partners, wins of
    games, the average per deal and the best deal (of Gaigel the tally and the average);
    narrow enough for a 360-px phone (long names wrap)."""
    rated = any(line.rating is not None for line in lines)
    tally = bool(lines) and _sitting(lines[0])
    columns = (tr.pgettext(*POINTS_COLUMN), tr._("Avg.")) if tally else (tr._("Avg."), tr._("Best"))
    rows: list[ft.Control] = [header_row(tr, tr._("Side"), columns, rated)]
    for place, line in zip(places(lines, order), lines, strict=True):
        first, second = (
            (tr.number(line.points), tr.number(line.average, 1))
            if tally
            else (tr.number(line.average, 1), tr.number(line.best_round))
        )
        cells: list[ft.Control] = [
            ft.Text(f"{place}.", width=PLACE_WIDTH),
            ft.Text(side_name(tr, line), size=16, expand=True, no_wrap=False),
            ft.Text(games_cell(line), width=_width(rated, 62)),
            ft.Text(first, width=_width(rated, 60)),
            ft.Text(second, width=_width(rated, 60)),
        ]
        if rated:
            cells.append(rating_cell(tr, line.rating))
        rows.append(
            ft.Row(cells, spacing=_spacing(rated), vertical_alignment=ft.CrossAxisAlignment.START)
        )
    if not lines:
        rows.append(ft.Text(tr._("No games yet."), italic=True))
    rows.extend(going_on_note(tr, lines))
    return ft.Column(rows, spacing=6)


class StandingsPart:
    """The standings a history screen shows for the chosen game: by player, or, for a game
    of partners (Partout's teams, Homme de Brou, Gaigel), by side at one tap; its CSV is
    what is shown. ``night_id``: one game night's, else all time's; ``explain``: a line on
    what the players' figures are above their table."""

    def __init__(
        self,
        shell: Shell,
        night_id: int | None,
        on_change: Callable[[], None],
        explain: bool = True,
    ) -> None:
        self.shell = shell
        self.night_id = night_id
        self.on_change = on_change
        self.explain = explain
        self.by_side = False
        self.season = ALL_TIME
        """The season whose games count (the screen's season choice sets it)."""
        self.order = Order.WINS

    def sides_offered(self, game: str | None) -> bool:
        """Whether the game chosen is one of partners (then it has standings by side)."""
        return game is not None and partnerships(game)

    def controls(self, game: str | None) -> list[ft.Control]:
        """The choice by player / by side (for a game of partners), the explanation, the table."""
        tr, service = words(self.shell), self.shell.service
        if not self.sides_offered(game):
            return self.by_player(tr, game)
        assert game is not None
        choice = choice_chips(
            {"players": tr._("By player"), "sides": tr._("By side")},
            "sides" if self.by_side else "players",
            self.on_by_whom,
        )
        if self.by_side:
            sides = service.side_standings(game, self.night_id, self.season)
            if self.order is Order.RATING:
                sides = by_rating(sides)
            note = tr._(
                "Each side of partners that played together: its games, wins, and points "
                "per deal counted once for the side; its rating is the partners' as a team."
            )
            table = sides_table(tr, sides, self.order)
            return [choice, self.order_choice(tr), ft.Text(note), table]
        return [choice, *self.by_player(tr, game)]

    def order_choice(self, tr: Translator) -> ft.Control:
        """By wins or by rating: one tap (a game's standings only)."""
        return choice_chips(
            {Order.WINS: tr._("By wins"), Order.RATING: tr._("By rating")},
            self.order,
            self.on_order_picked,
        )

    def on_order_picked(self, value: str) -> None:
        """Order the standings by wins or by rating."""
        self.order = Order(value)
        self.on_change()

    def by_player(self, tr: Translator, game: str | None) -> list[ft.Control]:
        """The players' lines (a tap on a name opens their page), with what they are."""
        lines = self.shell.service.standings(self.night_id, game=game, season=self.season)
        rated = game is not None and any(line.rating is not None for line in lines)
        if rated and self.order is Order.RATING:
            lines = by_rating(lines)
        order = self.order if rated else Order.WINS
        table = standings_table(tr, lines, lambda p: self.shell.go(f"/player/{p}"), order)
        if not self.explain:
            return [table]
        if rated:
            return [
                self.order_choice(tr),
                ft.Text(figures_note(tr, game, lines, rated=True)),
                table,
                rating_note(tr),
            ]
        note = (
            figures_note(tr, game, lines, rated=False)
            if not across_games(lines)
            else tr._(
                "All games rank by games won (finished games), then by the share won: "
                "points of different games are never added or compared. Choose a game "
                "to see its average and best round."
            )
        )
        return [ft.Text(note), table]

    def on_by_whom(self, value: str) -> None:
        """Show the standings by side or by player."""
        self.by_side = value == "sides"
        self.on_change()

    def csv(self, game: str | None) -> str:
        """The CSV of what is shown: the sides' lines or the players'."""
        service = self.shell.service
        if self.by_side and game is not None and self.sides_offered(game):
            return service.side_standings_csv(game, self.night_id, self.season)
        return service.standings_csv(self.night_id, game, self.season)


class LazyList:
    """A ListView that builds ``page`` rows at a time from a list of items, and a "show more".

    Ten years of weekly nights stay quick to open: only the first rows become controls.
    """

    def __init__(
        self,
        items: Sequence[object],
        build: Callable[[object], ft.Control],
        more: str,
        page: int = PAGE,
    ):
        self.items = items
        self.page = page
        self.build = build
        self.more = more
        self.shown = 0
        self.view = ft.ListView(spacing=4, expand=True, width=READING_WIDTH)
        self.more_button = ft.TextButton(content=more, on_click=self.on_more_tapped)
        self.show_next()

    def show_next(self) -> None:
        """Build the next rows (and keep the "show more" row last while rows remain)."""
        controls = self.view.controls
        if controls and controls[-1] is self.more_button:
            controls.pop()
        end = min(self.shown + self.page, len(self.items))
        controls.extend(self.build(item) for item in self.items[self.shown : end])
        self.shown = end
        if self.shown < len(self.items):
            controls.append(self.more_button)

    def on_more_tapped(self, _: object) -> None:
        """Show the next rows."""
        self.show_next()
        self.view.update()


def stand_in(route: str) -> ft.View:
    """An empty view under a screen, so that back (arrow or device) goes to ``route``.

    The router builds the real screen when the route changes; nothing is queried here.
    """
    return ft.View(route=route, controls=[])
