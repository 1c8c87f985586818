"""The rules pages for players, one per game, readable on a phone, in the tab's language."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.resources import files

import flet as ft

from assistant.languages import DEFAULT_LANGUAGE, LANGUAGES, Translator, translator
from views.labelled import choice_chips
from views.looking_back import READING_WIDTH

MIT_LIST_UND_TUECKE = "mit-list-und-tuecke"
PARTOUT = "partout"
TYSIACHA = "tysiacha"
HOMME_DE_BROU = "homme-de-brou"
GAIGEL = "gaigel"

#: The games with a rules page: the record's game id and the game's name (the same in
#: every language), in the order of the switch at the top of the page.
GAMES: dict[str, str] = {
    MIT_LIST_UND_TUECKE: "Mit List und Tücke",
    PARTOUT: "Partout",
    TYSIACHA: "Tysiacha",
    HOMME_DE_BROU: "Homme de Brou",
    GAIGEL: "Gaigel",
}

#: The game ``/rules`` shows.
DEFAULT_GAME = MIT_LIST_UND_TUECKE

#: The folder of ``views`` that holds the pages: ``<game>.<lang>.md``.
FOLDER = "rulebook"


def rules_route(game: str) -> str:
    """The address of a game's rules page: ``/rules/partout``."""
    return f"/rules/{game}"


@cache
def rules_text(lang: str = DEFAULT_LANGUAGE, game: str = DEFAULT_GAME) -> str:
    """The rules page of ``game`` shipped with the app, ``views/rulebook/<game>.<lang>.md``,
    in English for a language listig does not speak. ``ValueError`` for an unknown game.
    """
    if game not in GAMES:
        raise ValueError(f"no rules page for {game!r}: the games are {', '.join(GAMES)}")
    folder = files("views").joinpath(FOLDER)
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    page = folder.joinpath(f"{game}.{lang}.md")
    if not page.is_file():
        page = folder.joinpath(f"{game}.{DEFAULT_LANGUAGE}.md")
    return page.read_text(encoding="utf-8")


def title_and_body(text: str) -> tuple[str, str]:
    """A page's first-level heading (``# …``, its first line) and the rest of the page.

    >>> title_and_body("# How to play\\n\\n## The aim\\n")
    ('How to play', '## The aim\\n')
    """
    first, _, rest = text.partition("\n")
    if not first.startswith("# "):
        return "", text
    return first[2:].strip(), rest.lstrip("\n")


def rules_view(
    tr: Translator | None = None,
    game: str = DEFAULT_GAME,
    go: Callable[[str], None] | None = None,
    back: ft.Control | None = None,
) -> ft.View:
    """The rules screen of ``game``, with a switch to the other game's page at the top.

    ``go`` opens a route (the shell's navigation); without it the page navigates itself.
    ``back`` is the app bar's back button (the shell's), Flutter's own without it.
    """
    tr = tr or translator(DEFAULT_LANGUAGE)
    title, body = title_and_body(rules_text(tr.lang, game))

    def on_game_chosen(chosen: str) -> None:
        if chosen == game or chosen not in GAMES:
            return
        if go is not None:
            go(rules_route(chosen))
        else:
            switch.page.navigate(rules_route(chosen))

    switch = choice_chips(GAMES, game, on_game_chosen)
    return ft.View(
        route="/rules" if game == DEFAULT_GAME else rules_route(game),
        appbar=ft.AppBar(
            leading=back,
            title=ft.Semantics(header=True, content=ft.Text(tr._("Rules"))),
        ),
        controls=[
            ft.ListView(
                [
                    switch,
                    ft.Semantics(
                        header=True,
                        content=ft.Text(title, size=24, weight=ft.FontWeight.BOLD),
                    ),
                    ft.Markdown(
                        body,
                        selectable=True,
                        extension_set=ft.MarkdownExtensionSet.GITHUB_WEB,
                    ),
                ],
                spacing=16,
                expand=True,
                width=READING_WIDTH,  # lines a laptop's reader can follow; a phone's width
            )
        ],
        padding=16,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
