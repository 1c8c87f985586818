"""The installed app's settings say how its games reach the club; a served page does not."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import flet as ft
import pytest

from assistant.service import Listig
from views.device import on_its_own
from views.settings import settings_view
from views.shell import Shell


def page(web: bool, platform: ft.PagePlatform | None = None) -> ft.Page:
    """The parts of ``ft.Page`` the settings screen reads."""
    stand_in = SimpleNamespace(
        web=web,
        platform=platform,
        views=[],
        theme_mode=ft.ThemeMode.SYSTEM,
        update=lambda *_: None,
        run_task=lambda *_: None,
    )
    return cast(ft.Page, stand_in)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'phone.db'}") as listig:
        yield listig


def texts(control: Any) -> list[str]:
    found = [getattr(control, "value", None)]
    for child in getattr(control, "controls", None) or []:
        found += texts(child)
    return [t for t in found if isinstance(t, str)]


@pytest.fixture
def no_flet_data(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)


@pytest.mark.usefixtures("no_flet_data")
def test_only_the_app_on_its_own_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not on_its_own(page(web=True, platform=ft.PagePlatform.ANDROID))  # a phone's browser
    assert not on_its_own(page(web=False, platform=ft.PagePlatform.LINUX))
    assert on_its_own(page(web=False, platform=ft.PagePlatform.ANDROID))
    assert on_its_own(page(web=False, platform=ft.PagePlatform.IOS))
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", "/data/user/0/org.listig.listig/files/data")
    assert on_its_own(page(web=False, platform=ft.PagePlatform.LINUX))
    assert not on_its_own(page(web=True, platform=ft.PagePlatform.LINUX))


@pytest.mark.usefixtures("no_flet_data")
@pytest.mark.parametrize(
    ("lang", "heading", "button"),
    [
        ("en", "Games on this phone", "“Export the game (listig/1)”"),
        ("de", "Spiele auf diesem Handy", "„Spiel exportieren (listig/1)“"),
        ("fr", "Parties sur ce téléphone", "« Exporter la partie (listig/1) »"),
    ],
)
def test_the_phone_app_says_how_games_reach_the_club(
    service: Listig, lang: str, heading: str, button: str
) -> None:
    shown = texts(
        settings_view(Shell(page(web=False, platform=ft.PagePlatform.ANDROID), service, lang))
    )
    assert heading in shown
    assert any(button in text and "listig import" in text for text in shown)


@pytest.mark.usefixtures("no_flet_data")
def test_a_served_page_has_no_word_of_it(service: Listig) -> None:
    shown = texts(settings_view(Shell(page(web=True, platform=ft.PagePlatform.ANDROID), service)))
    assert "Language" in shown and "Games on this phone" not in shown
