"""The Flet app: routes to screens for one tab or window, on the service it is handed."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, cast
from urllib.parse import parse_qs, urlparse

import flet as ft

from assistant.errors import InputError
from assistant.games.kinds import AT_THE_TABLE, kind_of_game
from assistant.games.kinds import DEFAULT as DEFAULT_GAME
from assistant.languages import N_, detect_language
from assistant.server.access import Access
from assistant.server.devices import Role
from assistant.service import Listig
from assistant.states import GameInfo, GameState
from views.board import BoardScreen, Drawing, board_picker_view
from views.event_types import looked_up_once
from views.gaigel.replay import GaigelReplayScreen
from views.gaigel.screen import GaigelScreen
from views.game_base import AnyGameScreen
from views.game_page import GamePage
from views.history import history_view
from views.home import home_view
from views.homme_de_brou.replay import HommeDeBrouReplayScreen
from views.homme_de_brou.screen import HommeDeBrouScreen
from views.join import JoinScreen, WaitingNotice
from views.look import themes
from views.looking_back import stand_in
from views.mit_list_und_tuecke.replay import ReplayScreen
from views.mit_list_und_tuecke.screen import GameScreen
from views.new_game import NewGameScreen
from views.night_page import night_view
from views.partout.replay import PartoutReplayScreen
from views.partout.screen import PartoutScreen
from views.player_page import player_view
from views.players import PlayersScreen
from views.quick_score import quick_start_view, quick_view
from views.rules import GAMES, rules_view
from views.settings import on_device_locales_changed, recall_settings, settings_view
from views.shell import FAILED, Shell, guarded
from views.standings_view import standings_view
from views.tysiacha.replay import TysiachaReplayScreen
from views.tysiacha.screen import TysiachaScreen

if TYPE_CHECKING:
    from assistant.server.web import Table

log = logging.getLogger(__name__)

#: The screen of a game in progress, by its game kind (``assistant.games.kinds``).
SCREENS: dict[str, Callable[[Shell, GameState], AnyGameScreen]] = {
    "mit-list-und-tuecke": GameScreen,
    "partout": PartoutScreen,
    "tysiacha": TysiachaScreen,
    "homme-de-brou": HommeDeBrouScreen,
    "gaigel": GaigelScreen,
}


#: The replay of a game card by card, by its game kind.
REPLAYS: dict[str, Callable[[Shell, GameState, int], ft.View]] = {
    "mit-list-und-tuecke": lambda shell, state, step: ReplayScreen(shell, state.game_id, step).view,
    "partout": lambda shell, state, step: PartoutReplayScreen(shell, state, step).view,
    "tysiacha": lambda shell, state, step: TysiachaReplayScreen(shell, state, step).view,
    "homme-de-brou": lambda shell, state, step: HommeDeBrouReplayScreen(shell, state, step).view,
    "gaigel": lambda shell, state, step: GaigelReplayScreen(shell, state, step).view,
}


def replay_view(shell: Shell, game_id: int, step: int = 0) -> ft.View:
    """The replay screen of a card-by-card game of any kind."""
    state = shell.service.game(game_id)
    replay = REPLAYS.get(kind_of_game(state.game).ID)
    if replay is None:
        return not_at_the_table(shell, game_id, kind_of_game(state.game).TITLE)
    return replay(shell, state, step)


NOT_AT_THE_TABLE = N_(
    "{game} games are kept, imported, exported and looked back on in this version, and "
    "their records replay with “listig replay”; playing them card by card at the table "
    "comes in a later version."
)


def not_at_the_table(shell: Shell, game_id: int, title: str) -> ft.View:
    """What a game's route shows for a game this version does not play at the table."""
    tr = shell.tr
    return ft.View(
        route=f"/game/{game_id}",
        appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(title)),
        controls=[
            ft.Text(tr.format(NOT_AT_THE_TABLE, game=title), size=16),
            ft.TextButton(
                content=tr._("Look at the game"),
                icon=ft.Icons.LIST_ALT,
                on_click=lambda _: shell.go(f"/played/{game_id}"),
            ),
        ],
        padding=16,
    )


def at_the_table(games: list[GameInfo]) -> list[GameInfo]:
    """The running games this version plays at the table (Home continues only those)."""
    return [g for g in games if g.game in AT_THE_TABLE]


class Router:
    """Builds the stack of views for a route: home at the bottom, the screen on top."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.game: AnyGameScreen | None = None
        self.board: BoardScreen | None = None
        self.join: JoinScreen | None = None

    def on_resize(self, width: float, height: float) -> None:
        """The screen turned or the window was resized: the table lays itself out anew."""
        if self.game is not None:
            self.game.on_resize(width, height)

    @guarded
    def on_route_change(self, _: object = None) -> None:
        """The address changed (a tap, the back button, or a reload): show its screen."""
        page = self.shell.page
        try:
            views = self.views_for(page.route or "/")
        except InputError as exc:
            self.shell.toast(self.shell.error_text(exc))
            views = [home_view(self.shell, at_the_table(self.shell.service.unfinished_games()))]
        except Exception:
            log.exception("cannot show %s", page.route)
            self.shell.toast(self.shell.tr._(FAILED))
            views = [home_view(self.shell, [])]
        page.views.clear()
        page.views.extend(views)
        page.update()
        if self.game is not None and any(view is self.game.view for view in views):
            self.game.caught_up()  # sent whole just now

    def views_for(self, route: str) -> list[ft.View]:
        """Home, plus the screen the route names."""
        url = urlparse(route)
        parts = [p for p in url.path.split("/") if p]
        query = parse_qs(url.query)
        self.leave_game()
        top: ft.View | None = None
        below: list[ft.View] = []  # stand-ins for the screens a back tap returns to
        if self.shell.role is Role.VIEWER and parts[:1] in (["game"], ["quick"], ["new"]):
            parts = ["board", *parts[1:2]] if parts[:1] == ["game"] else ["board"]
        match parts:
            case ["game", game_id] if game_id.isdigit():
                top = self.open_game(int(game_id))
            case ["new"]:
                top = self.new_game(query.get("same", [""])[0])
            case ["players"]:
                top = PlayersScreen(self.shell).view
            case ["rules"]:
                top = rules_view(self.shell.tr, go=self.shell.go, back=self.shell.back_button())
            case ["rules", game] if game in GAMES:
                top = rules_view(self.shell.tr, game, self.shell.go, self.shell.back_button())
            case ["settings"]:
                top = settings_view(self.shell)
            case ["history"]:
                top = history_view(self.shell)
            case ["standings"]:
                below, top = [stand_in("/history")], standings_view(self.shell)
            case ["night", night_id] if night_id.isdigit():
                below, top = [stand_in("/history")], night_view(self.shell, int(night_id))
            case ["played", game_id] if game_id.isdigit():  # back: its evening, then History
                played = GamePage(self.shell, int(game_id))
                below = [stand_in("/history"), stand_in(f"/night/{played.detail.night_id}")]
                top = played.view
            case ["played", game_id, "replay"] if game_id.isdigit():
                night = self.shell.service.game_detail(int(game_id)).night_id
                below = [stand_in("/history"), stand_in(f"/night/{night}")]
                below.append(stand_in(f"/played/{game_id}"))
                top = replay_view(self.shell, int(game_id))
            case ["quick", "new"]:
                below, top = [stand_in("/history")], quick_start_view(self.shell)
            case ["quick", game_id] if game_id.isdigit():  # a game in play: back is Home
                top = quick_view(self.shell, int(game_id))
            case ["player", player_id] if player_id.isdigit():
                below, top = [stand_in("/standings")], player_view(self.shell, int(player_id))
            case ["board"]:
                top = self.board_view(None)
            case ["board", game_id] if game_id.isdigit():
                top = self.board_view(int(game_id))
            case ["phones"] if self.shell.table is not None and self.shell.role is Role.HOST:
                self.join = JoinScreen(self.shell, self.shell.table)
                top = self.join.view
        if self.shell.role is Role.VIEWER:  # a viewer's home is the board
            if top is None or top.route == "/board":
                return [self.board_view(None)]
            return [
                board_picker_view(self.shell, at_the_table(self.shell.service.unfinished_games())),
                top,
            ]
        home = home_view(self.shell, at_the_table(self.shell.service.unfinished_games()))
        return [home] if top is None else [home, *below, top]

    def board_view(self, game_id: int | None) -> ft.View:
        """The live board of a game (of the only game in play, or a choice of tables)."""
        service = self.shell.service
        if game_id is None:
            playing = [
                g for g in at_the_table(service.unfinished_games()) if g.keeping.value == "cards"
            ]
            if len(playing) != 1:
                return board_picker_view(self.shell, playing)
            game_id = playing[0].game_id
        screen = BoardScreen(self.shell, service.game(game_id))
        self.board = screen
        self.shell.page.pubsub.subscribe_topic(screen.topic, screen.on_changed_elsewhere)
        self.shell.page.run_task(screen.look_again)
        self.shell.keep_awake(True)
        return screen.view

    def open_game(self, game_id: int) -> ft.View:
        """The game screen, kept awake, listening for changes from other tabs."""
        state = self.shell.service.game(game_id)
        make = SCREENS.get(kind_of_game(state.game).ID)
        if make is None:  # a game this version keeps but does not play at the table
            return not_at_the_table(self.shell, game_id, kind_of_game(state.game).TITLE)
        screen = make(self.shell, state)
        self.game = screen
        self.shell.page.pubsub.subscribe_topic(screen.topic, screen.on_changed_elsewhere)
        self.shell.keep_awake(self.shell.stay_awake)
        return screen.view

    def leave_game(self) -> None:
        """Stop listening to the game screen (or board, or Join page) being left."""
        if self.game is not None:
            self.shell.page.pubsub.unsubscribe_topic(self.game.topic)
            self.game = None
        if self.board is not None:
            self.shell.page.pubsub.unsubscribe_topic(self.board.topic)
            self.board.leave()
            self.board = None
        if self.join is not None:
            self.join.leave()
            self.join = None
        self.shell.keep_awake(False)

    def new_game(self, same: str) -> ft.View:
        """The new-game form, filled with a finished game's table when asked."""
        service = self.shell.service
        if not same.isdigit():  # the game in play is said, and its game chosen
            running = at_the_table(service.unfinished_games())[:1]
            game = running[0].game if running else DEFAULT_GAME
            return NewGameScreen(self.shell, game=game, running=next(iter(running), None)).view
        old = service.game(int(same))
        by_name = {p.name: p for p in service.players()}
        seated = [by_name[name] for name in old.players if name in by_name]
        dealer = (old.game.first_dealer + 1) % len(seated) if seated else 0
        return NewGameScreen(self.shell, seated, dealer, kind_of_game(old.game).ID).view

    @guarded
    def on_view_pop(self, _: object) -> None:
        """The system's back (a phone's gesture): go to the view below."""
        self.shell.back()


def app(service: Listig, table: Table | None = None) -> Callable[[ft.Page], None]:
    """The function Flet calls for each new tab or window, every one on ``service``.

    Served to phones (``table`` given), each tab uses the service as its device may:
    through :class:`~assistant.server.access.Access`, bound to the device's role.
    """

    boards: dict[tuple[int, str], Drawing] = {}  # the live boards, shared by the tabs
    looked_up_once()  # each kind of control's event types, not at every tap

    def main(page: ft.Page) -> None:
        """Set up one tab or window: themes, routes, the first screen."""
        page.title = "listig"
        themes(page)
        tab_service = service
        device = table.device() if table is not None else None
        if table is not None:
            if device is None:  # the guard lets no such connection through: be sure anyway
                page.add(ft.Text("Join the table first: open /join."))
                return
            tab_service = cast(Listig, Access(service, device))
        shell = Shell(page, tab_service, detect_language())  # until the device says its own
        shell.boards = boards
        if device is not None:
            shell.role = device.role
            shell.table = table
        shell.follow_language()
        router = Router(shell)
        page.on_view_pop = router.on_view_pop
        page.on_resize = guarded(lambda e: router.on_resize(e.width, e.height))
        page.on_locale_change = guarded(lambda e: on_device_locales_changed(shell, e.locales))
        shell.redraw = router.on_route_change
        notice = (
            WaitingNotice(shell, table.devices)
            if table is not None and shell.role is Role.HOST
            else None
        )

        def on_disconnect(_: object) -> None:
            if router.join is not None:
                router.join.leave()
            if notice is not None:
                notice.stop()

        page.on_disconnect = on_disconnect

        def on_route_change(event: object = None) -> None:
            router.on_route_change(event)
            if notice is not None:
                notice.look()  # not over the Join page; back when it is left

        page.on_route_change = on_route_change
        router.on_route_change()
        page.run_task(recall_settings, shell)

    return main
