"""Quick scoring of Tysiacha on screen: the start screen offers it for exactly three
players; the deal's form (soloist in one tap, the bid typed or stepped, made / failed /
forty each, each opponent's take) submits to the real service; the deal cards say what
happened; the words fit a 360-px phone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from PIL import ImageFont
from stand_in import Page

from assistant.languages import LANGUAGES, translator
from assistant.service import Listig
from assistant.states import Outcome, QuickDealRound, QuickState
from assistant.storage.models import GameStatus
from views.game_page import GamePage
from views.quick_score import FORMS, OUTCOMES, DealForm, QuickScreen, QuickStartScreen
from views.shell import Shell

FONT = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "DejaVuSans.ttf"
ROW = 360 - 2 * 12  # the quick screen's padding


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'quick.db'}") as listig:
        yield listig


def shell_of(service: Listig) -> tuple[Shell, Page]:
    page = Page()
    return Shell(cast(ft.Page, page), service), page


def said(page: Page) -> str:
    """The text of the last snack bar shown."""
    snack = page.dialogs[-1]
    assert isinstance(snack, ft.SnackBar)
    assert isinstance(snack.content, ft.Text)
    return str(snack.content.value)


def texts(control: object) -> list[str]:
    """Every text value under ``control`` (depth first)."""
    found: list[str] = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        found.append(control.value)
    for name in ("content", "controls", "title", "subtitle", "leading", "trailing"):
        child = getattr(control, name, None)
        if isinstance(child, str) and isinstance(control, (ft.Button, ft.OutlinedButton)):
            found.append(child)  # a button's words
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += texts(item)
    return found


def screen_of(service: Listig, first_dealer: int = 0) -> tuple[QuickScreen, Page, int]:
    ids = [service.add_player(n).id for n in ("Anna", "Ben", "Cleo")]
    state = service.start_quick_game(ids, first_dealer, game="tysiacha")
    shell, page = shell_of(service)
    screen = QuickScreen(shell, state.game_id)
    screen.view.update = lambda: None  # type: ignore[method-assign]
    return screen, page, state.game_id


def form_of(screen: QuickScreen) -> DealForm:
    assert isinstance(screen.form, DealForm)
    return screen.form


def tap_soloist(form: DealForm, name: str) -> None:
    """Tap a name in the soloist row."""
    row = form.box.controls[1]
    assert isinstance(row, ft.Row)
    (box,) = [b for b in row.controls if name in texts(b)]
    assert isinstance(box, ft.Container) and isinstance(box.content, ft.Semantics)
    assert box.content.label == f"{name} is the soloist" and not box.content.selected
    button = box.content.content
    assert isinstance(button, ft.OutlinedButton) and button.on_click is not None
    button.on_click(None)  # type: ignore[arg-type]


def outcome_chips(form: DealForm) -> list[ft.Chip]:
    """The chips of made / failed / forty each, in that order."""
    row = form.box.controls[3]
    assert isinstance(row, ft.Row) and row.wrap
    chips = [named.content for named in row.controls]  # type: ignore[attr-defined]
    assert all(isinstance(c, ft.Chip) for c in chips)
    return chips


def choose(form: DealForm, outcome: Outcome) -> None:
    """Tap the chip of made, failed or forty each."""
    chip = outcome_chips(form)[list(Outcome).index(outcome)]
    assert chip.on_select is not None and not chip.selected
    chip.on_select(None)  # type: ignore[arg-type]
    assert outcome_chips(form)[list(Outcome).index(outcome)].selected


def test_the_start_screen_offers_tysiacha_for_three(service: Listig) -> None:
    assert "tysiacha" in FORMS
    for name in ("Anna", "Ben", "Cleo", "Dan"):
        service.add_player(name)
    shell, page = shell_of(service)
    start = QuickStartScreen(shell)
    start.games.update = lambda: None  # type: ignore[method-assign]
    row = start.games.content
    assert isinstance(row, ft.Row)  # the default game is for 4 to 6: no note
    assert any(getattr(chip, "label", "") == "Tysiacha" for chip in row.controls)
    start.on_game_chosen("tysiacha")
    assert start.game == "tysiacha"
    assert "Tysiacha is for exactly 3 players." in texts(start.games)
    start.chosen = [p.id for p in service.players()]
    start.on_start_tapped(None)
    assert said(page) == "Tysiacha is for 3 players, not 4" and service.games() == []
    start.chosen = start.chosen[1:]
    start.on_start_tapped(None)
    (game,) = service.games()
    assert game.game == "tysiacha" and page.route == f"/quick/{game.game_id}"
    assert game.players == ("Ben", "Cleo", "Dan")


def test_a_deal_is_entered_through_the_form(service: Listig) -> None:
    screen, page, game_id = screen_of(service, first_dealer=1)
    shown = texts(screen.view)
    assert "Deal 1: Ben deals" in shown and "Score the deal" in texts(screen.list)
    form = form_of(screen)
    assert form.bid.value == "100"
    # nobody chosen: the form says so, nothing is stored
    screen.on_score_tapped(None)
    assert said(page) == "choose the soloist: the player who won the auction"
    tap_soloist(form, "Cleo")
    chosen = [b.content for b in form.box.controls[1].controls]  # type: ignore[attr-defined]
    assert [c.selected for c in chosen] == [False, False, True]
    screen.on_score_tapped(None)
    assert said(page).startswith("Cleo: say whether the bid was made")
    # the bid in steps of 10, never under 100 nor over 400
    form.step(-10)
    assert form.bid.value == "100"
    for _ in range(4):
        form.step(10)
    assert form.bid.value == "140"
    choose(form, Outcome.MADE)
    takes = {name for name, field in form.takes.items() if _shown(form, field)}
    assert takes == {"Anna", "Ben"}  # the soloist has no take field
    form.takes["Anna"].value = "70"
    form.takes["Ben"].value = "12"
    screen.on_score_tapped(None)
    state = service.quick_game(game_id)
    (rnd,) = state.rounds
    assert isinstance(rnd, QuickDealRound) and rnd.deal.takes == {"Anna": 70, "Ben": 12}
    assert state.totals == {"Anna": 70, "Ben": 12, "Cleo": 140}
    card = texts(screen.list)
    assert "Deal 1 · Ben" in card
    assert "Cleo bid 140 and made it: +140" in card
    assert "Anna took 70: +70" in card and "Ben took 12: +12" in card
    assert "Deal 2: Cleo deals" in card and "Take back the last deal" in card
    # a fresh form for the next deal
    form = form_of(screen)
    assert form.soloist is None and form.outcome is None and form.takes["Anna"].value in ("", None)


def _shown(form: DealForm, field: ft.TextField) -> bool:
    return any(isinstance(c, ft.Row) and field in c.controls for c in form.box.controls)


def test_forty_each_hides_the_takes_and_failed_and_a_bad_take_are_said(service: Listig) -> None:
    screen, page, game_id = screen_of(service)
    form = form_of(screen)
    tap_soloist(form, "Ben")
    form.bid.value = "120"
    choose(form, Outcome.FORTY)
    assert not any(_shown(form, f) for f in form.takes.values())
    screen.on_score_tapped(None)
    state = service.quick_game(game_id)
    assert state.totals == {"Anna": 40, "Ben": -120, "Cleo": 40}
    assert "−120" in texts(screen.list) and "-120" not in texts(screen.list)  # the totals
    history = texts(GamePage(screen.shell, game_id).view)  # and the game's page in History
    assert "−120" in history and "-120" not in history
    assert "Ben bid 120 and said “forty each”: −120" in texts(screen.list)
    assert "Anna: forty each, +40" in texts(screen.list)

    form = form_of(screen)
    tap_soloist(form, "Anna")
    choose(form, Outcome.FAILED)
    form.takes["Ben"].value = "400"
    screen.on_score_tapped(None)
    assert said(page).startswith("Ben's take cannot be more than 360")
    assert len(service.quick_game(game_id).rounds) == 1
    form.takes["Ben"].value = "90"
    form.bid.value = "105"
    screen.on_score_tapped(None)
    assert said(page).startswith("Anna cannot bid 105")
    form.bid.value = "110"
    screen.on_score_tapped(None)  # Cleo's take is empty: asked for, not read as 0
    assert said(page) == "the take of Cleo is missing"
    assert len(service.quick_game(game_id).rounds) == 1
    form.takes["Cleo"].value = "0"
    screen.on_score_tapped(None)
    state = service.quick_game(game_id)
    assert state.totals == {"Anna": -70, "Ben": -30, "Cleo": 40}
    assert "Anna bid 110 and failed: −110" in texts(screen.list)
    assert "Cleo took 0: 0" in texts(screen.list)
    screen.on_undo_tapped(None)
    assert len(service.quick_game(game_id).rounds) == 1


def test_the_cap_and_the_winner_are_shown(service: Listig) -> None:
    screen, _, game_id = screen_of(service)
    deals = [("Anna", 400, 0), ("Anna", 400, 0), ("Anna", 180, 0), ("Ben", 100, 31)]
    for soloist, bid, anna in deals:
        form = form_of(screen)
        tap_soloist(form, soloist)
        form.bid.value = str(bid)
        choose(form, Outcome.MADE)
        for name, field in form.takes.items():
            field.value = str(anna) if name == "Anna" else "0"
        screen.on_score_tapped(None)
    assert service.quick_game(game_id).totals["Anna"] == 1000
    assert "Anna took 31: +20 · pegged at 1000" in texts(screen.list)
    form = form_of(screen)
    tap_soloist(form, "Anna")
    choose(form, Outcome.MADE)
    form.takes["Ben"].value = form.takes["Cleo"].value = "0"
    screen.on_score_tapped(None)
    shown = texts(screen.list)
    assert "Anna won" in shown and "Score the deal" not in shown
    assert screen.state.finished and screen.state.winners == ("Anna",)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_form_fits_a_phone(lang: str) -> None:
    """The outcome's chips wrap (French "Quarante chacun" does not share a row with two
    more), each fits a 360-px row alone (padded 16 px a side); the bid's row and a take's
    row have room to spare."""
    tr = translator(lang)
    font = ImageFont.truetype(str(FONT), 100)
    for outcome, words in OUTCOMES.items():
        width = font.getlength(tr._(words)) * 14 / 100
        assert width <= ROW - 2 * 16, f"{outcome}: {tr._(words)} is {width:.0f} px"
    state = QuickState(1, 0, 1, ("Anna", "Ben", "Cleo"), 0, GameStatus.RUNNING, (), {}, ())
    form = DealForm(tr, state)
    assert [c.label.value for c in outcome_chips(form)] == [  # type: ignore[union-attr]
        tr._(words) for words in OUTCOMES.values()
    ]
    bid_row, take_row = form.box.controls[2], form.box.controls[-1]
    assert isinstance(bid_row, ft.Row) and isinstance(take_row, ft.Row)
    icon = 48  # an icon button's target
    widths = [c.width if isinstance(c, ft.TextField) else icon for c in bid_row.controls]
    assert sum(w or 0 for w in widths) + (len(widths) - 1) * (bid_row.spacing or 0) <= ROW
    field = take_row.controls[-1]
    assert isinstance(field, ft.TextField) and field.width
    assert ROW - field.width - (take_row.spacing or 0) >= 80  # room for a name
