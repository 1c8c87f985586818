"""The Gaigel screen's taps against the real service on SQLite, with a stand-in page: a
whole seeded sitting tapped deal by deal (by announcements and card by card), the turn-up
on the pad, a trick as one tap on the taker and its counters on the number pad, a marriage
one tap, "Out!" that says at once whether the claim holds and what it scores, a refusal said
with nothing stored, undo, open counts, the board, the replay and quick scoring."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page, buttons, run_apart

from assistant.errors import InputError
from assistant.games.kinds import DEALS
from assistant.languages import translator
from assistant.service import Listig
from assistant.states import GameState
from engine.french import Card, Suit
from engine.gaigel import (
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Game,
    Marriage,
    Play,
    Reserve,
    Settle,
    Trick,
    TurnUp,
)
from engine.gaigel.selfplay import NAMES, announced, random_game
from views.app import replay_view
from views.board import PICTURES
from views.gaigel.model import (
    EXCHANGE,
    OK,
    OUT_ACTION,
    RESERVE,
    UNDERGAIGEL,
    Way,
    deal_end_of,
    settlements,
)
from views.gaigel.screen import GaigelScreen
from views.game_base import last_event
from views.game_page import GamePage
from views.new_game import NewGameScreen
from views.quick_score import QuickScreen, WinForm
from views.round_words import (
    DEAL_WORDS,
    GAIGEL,
    GAME_WORDS,
    NUMBERED_OVER,
    said_in,
)
from views.shell import Shell

PLAYERS = list(NAMES)
"""Anna deals first: Ben leads the first trick."""


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'gaigel.db'}") as listig:
        yield listig


def start(service: Listig, events: list[Event], show_counts: bool = False) -> GameState:
    ids = [service.add_player(name).id for name in PLAYERS]
    state = service.start_game(ids, 0, show_counts=show_counts, game="gaigel")
    for event in events:
        state = service.apply(state.game_id, event)
    return state


def screen_for(service: Listig, state: GameState, lang: str = "en") -> GaigelScreen:
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = translator(lang).lang
    return GaigelScreen(shell, state)


def stored(service: Listig, screen: GaigelScreen) -> Game:
    return cast(Game, service.game(screen.state.game_id).game)


def card(text: str) -> Card:
    return Card.parse(text)


ACTIONS = {
    ClaimKind.OUT: OUT_ACTION,
    ClaimKind.UNDERGAIGEL: UNDERGAIGEL,
}


def tap_event(screen: GaigelScreen, event: Event) -> None:
    """Make ``event`` happen by tapping, as the table would."""
    current = screen.game.round
    if current is not None and current.ended:
        screen.on_next_round_tapped()
    rnd = screen.game.round
    fresh = rnd is None or rnd.ended or rnd.mode is None
    match event:
        case TurnUp(_, c):
            screen.on_card_tapped(c)
        case Trick(by, counters):
            if fresh:
                screen.on_way_tapped(Way.TRICKS)
            screen.on_who_tapped(by)
            for digit in str(counters):
                screen.on_digit_tapped(digit)
            screen.on_digit_tapped(OK)
        case Marriage(by, suit):
            if fresh:
                screen.on_way_tapped(Way.TRICKS)
            screen.on_who_tapped(by)
            screen.on_marriage_tapped(suit)
        case Play(_, c, marriage):
            if fresh:
                screen.on_way_tapped(Way.CARDS)
            if marriage:
                screen.on_marriage_next_tapped()
            screen.on_card_tapped(c)
        case Exchange(by):
            screen.on_who_tapped(by)
            screen.on_action_tapped(EXCHANGE)
        case Reserve(by):
            screen.on_who_tapped(by)
            screen.on_action_tapped(RESERVE)
        case Claim(by, claim):
            screen.on_who_tapped(by)
            screen.on_action_tapped(ACTIONS[claim])
        case Settle(by, kind):
            screen.on_settle_tapped()
            dialog = cast(Page, screen.shell.page).dialogs[-1]
            assert isinstance(dialog, ft.AlertDialog) and isinstance(dialog.content, ft.Column)
            side = PLAYERS.index(by) % 2
            wanted = next(
                s.label
                for s in settlements(screen.game, screen.tr)
                if (PLAYERS.index(s.by) % 2, s.kind) == (side, kind)
            )
            button = next(c for c in dialog.content.controls if getattr(c, "content", "") == wanted)
            button.on_click(None)  # type: ignore[attr-defined]
        case _:
            raise AssertionError(f"no tap for {event}")


def sitting(seed: int, by_announcements: bool) -> list[Event]:
    _, rounds = random_game(random.Random(seed), deals=3)
    deals = [announced(r, PLAYERS) if by_announcements else r for r in rounds]
    return [e for deal in deals for e in deal]


@pytest.mark.parametrize("by_announcements", [True, False])
def test_a_whole_sitting_is_tapped_and_stored_as_the_engine_plays_it(
    service: Listig, by_announcements: bool
) -> None:
    events = sitting(9, by_announcements)
    assert any(isinstance(e, Settle) for e in events)
    screen = screen_for(service, start(service, []), "de")
    expected = Game(PLAYERS)
    for event in events:
        seq = screen.state.seq
        tap_event(screen, event)
        expected.apply(event)
        assert screen.state.seq == seq + 1, (event, screen.table.notice.value)
        assert screen.table.notice.value == "" or not screen.table.notice.visible
    assert stored(service, screen).totals() == expected.totals()
    assert screen.screen is not None and screen.title.value == "Spiel vorbei"


def test_the_turn_up_is_tapped_on_the_pad_and_a_trick_on_the_number_pad(service: Listig) -> None:
    screen = screen_for(service, start(service, []))
    assert screen.table.turn.value == "Anna turns up the trump card: tap it"
    screen.on_card_tapped(card("HA"))
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.turn_up == card("HA")
    assert screen.table.turn.value == "Trick 1: Ben leads"
    screen.on_who_tapped("Ben")
    screen.on_digit_tapped("2")
    screen.on_digit_tapped("5")
    screen.on_digit_tapped("BACK".lower())
    screen.on_digit_tapped("1")
    assert screen.model is not None and screen.model.entry == "Trick 1: Ben takes 21"
    screen.on_digit_tapped(OK)
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.tricks[0].counters == 21 and rnd.tricks[0].taker == 1
    assert screen.table.offer_text.value == "Trick 1: Ben took 21"
    assert screen.table.counts.visible is False  # counts are kept in the head


def test_ok_without_a_name_or_counters_asks_for_them(service: Listig) -> None:
    screen = screen_for(service, start(service, [TurnUp("Anna", card("HA"))]))
    seq = screen.state.seq
    screen.on_digit_tapped(OK)
    assert screen.table.notice.value == "Tap who acts first: one of the four names."
    screen.on_who_tapped("Cleo")
    screen.on_digit_tapped(OK)
    assert screen.table.notice.value.startswith("Enter the trick's counters")
    assert service.game(screen.state.game_id).seq == seq


def test_a_refused_trick_is_said_in_french_and_nothing_is_stored(service: Listig) -> None:
    screen = screen_for(service, start(service, [TurnUp("Anna", card("HA"))]), "fr")
    seq = screen.state.seq
    screen.on_who_tapped("Ben")
    for digit in "45":
        screen.on_digit_tapped(digit)
    screen.on_digit_tapped(OK)
    assert screen.table.notice.value.startswith("Ben")
    assert "45" in screen.table.notice.value
    assert service.game(screen.state.game_id).seq == seq
    assert stored(service, screen).round.tricks == []  # type: ignore[union-attr]


def test_a_wrong_claim_says_at_once_that_it_fails_and_what_it_scores(service: Listig) -> None:
    screen = screen_for(
        service, start(service, [TurnUp("Anna", card("HA")), Trick("Ben", 30)], show_counts=True)
    )
    assert screen.table.counts.value == "Anna & Cleo: 0 · Ben & Dan: 30"
    screen.on_who_tapped("Dan")
    screen.on_action_tapped(OUT_ACTION)
    game = stored(service, screen)
    assert game.totals() == (2, 0, 2, 0)
    end = deal_end_of(game)
    assert end.how == "Dan claimed Out! with only 30: wrong — overgaigel."
    assert end.result == "Anna & Cleo win a gaigel: 2 game points each"
    assert screen.title.value == "Deal over"
    screen.on_next_round_tapped()
    assert screen.table.turn.value == "Ben turns up the trump card: tap it"


def test_a_right_claim_after_a_marriage_scores_a_double(service: Listig) -> None:
    events: list[Event] = [
        TurnUp("Anna", card("HA")),
        Trick("Ben", 44),
        Trick("Dan", 40),
        Marriage("Ben", Suit.HEARTS),
    ]
    screen = screen_for(service, start(service, events))
    screen.on_who_tapped("Ben")
    screen.on_action_tapped(OUT_ACTION)
    end = deal_end_of(stored(service, screen))
    assert end.how == "Ben claimed Out! with 124: right."
    assert end.result == "Ben & Dan win a double: 2 game points each"
    assert end.sides[1].lines == (
        "84 counters in 2 tricks",
        "Ben: marriage of hearts 40",
    )


def test_card_by_card_keeps_the_second_copy_on_the_pad(service: Listig) -> None:
    screen = screen_for(service, start(service, [TurnUp("Anna", card("HA"))]))
    screen.on_way_tapped(Way.CARDS)
    screen.on_card_tapped(card("SA"))
    screen.on_card_tapped(card("SA"))
    assert screen.model is not None
    pad = next(p for p in screen.model.pad if p.card == card("SA"))
    assert pad.left == 0
    screen.on_card_tapped(card("SA"))  # a third ace of spades
    assert "both copies" in screen.table.notice.value
    screen.on_undo_tapped()
    pad = next(p for p in screen.model.pad if p.card == card("SA"))
    assert pad.left == 1 and screen.table.buttons[card("SA")].named.visible


def test_the_board_the_replay_and_quick_scoring(service: Listig) -> None:
    state = start(service, [TurnUp("Anna", card("HA")), Trick("Ben", 20)])
    picture = PICTURES["gaigel"](state.game, translator("en"))
    assert picture.last == "Trick 1: Ben took 20"
    view = replay_view(Shell(cast(ft.Page, Page()), service), state.game_id)
    assert view.route == f"/played/{state.game_id}/replay"
    quick = service.start_quick_game([p.id for p in service.players()], 0, game="gaigel")
    form = WinForm(translator("en"), quick)
    with pytest.raises(InputError):
        form.entered()
    form.choose_team("Ben & Dan")
    form.choose_won("double")
    quick = service.enter_quick_round(quick.game_id, form.entered(), expected_seq=quick.seq)
    assert quick.totals == {"Anna": 0, "Ben": 2, "Cleo": 0, "Dan": 2}
    assert replace(quick).rounds[0].number == 1


def test_the_new_game_form_offers_gaigel_with_its_house_rule_off(service: Listig) -> None:
    for player in PLAYERS:
        service.add_player(player)
    shell = Shell(cast(ft.Page, Page()), service)
    form = NewGameScreen(shell, service.players(), 0)
    form.on_game_picked("gaigel")
    assert form.game == "gaigel" and form.show_counts is False
    switch = form.body.controls[-1]
    assert isinstance(switch, ft.Semantics)
    assert switch.label == "Open counts: show each side's points during the deal"
    form.on_show_counts_changed(True)
    form.on_start_tapped()
    game_id = int(cast(Page, shell.page).route.rsplit("/", 1)[1])
    state = service.game(game_id)
    assert state.show_counts and state.players == tuple(PLAYERS)


def _words(control: object) -> list[str]:
    """Every text under ``control``, depth first."""
    found: list[str] = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        found.append(control.value)
    for name in ("content", "controls", "label", "segments"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += _words(item)
    return found


@pytest.mark.parametrize(
    ("lang", "table", "announcements", "cards"),
    [
        ("en", "At the table", "By announcements", "Card by card"),
        ("de", "Am Tisch", "Nach Ansagen", "Karte für Karte"),
    ],
)
def test_the_way_chosen_at_new_game_is_the_deals_in_the_same_words(
    service: Listig, lang: str, table: str, announcements: str, cards: str
) -> None:
    for player in PLAYERS:
        service.add_player(player)
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = translator(lang).lang
    form = NewGameScreen(shell, service.players(), 0)
    form.on_game_picked("gaigel")
    words = _words(form.body)
    assert table in words and announcements in words and cards in words
    assert words.count(cards) == 1  # "at the table" is not said "card by card" too
    form.on_way_picked("cards")
    form.on_start_tapped()
    game_id = int(cast(Page, shell.page).route.rsplit("/", 1)[1])
    screen = GaigelScreen(shell, service.game(game_id))
    chips = [c.label for c in _semantics(screen.table.control)]
    assert f"{cards}, {translator(lang)._('chosen')}" in chips and announcements in chips
    screen.on_card_tapped(card("H7"))  # the turn-up: the first deal is still to be fixed
    assert screen.model is not None and screen.model.way is Way.CARDS
    assert not screen.model.way_fixed and screen.model.pad_shown


def _semantics(control: object) -> list[ft.Semantics]:
    found: list[ft.Semantics] = [control] if isinstance(control, ft.Semantics) else []
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += _semantics(item)
    return found


@pytest.mark.parametrize(
    ("lang", "ends"),
    [
        (
            "en",
            [
                "Anna dealt; all twelve tricks played, no claim: undergaigel",
                "Ben dealt; Out! claimed before the first trick, too few points: overgaigel",
                "Cleo dealt; Out! claimed after trick 7: right",
                "Dan dealt; Out! claimed after trick 7, too late: undergaigel",
            ],
        ),
        (
            "de",
            [
                "Anna hat gegeben; alle zwölf Stiche gespielt, kein „Aus!“: untergaigelt",
                "Ben hat gegeben; „Aus!“ vor dem ersten Stich, zu wenig Punkte: übergaigelt",
                "Cleo hat gegeben; „Aus!“ nach Stich 7: richtig",
                "Dan hat gegeben; „Aus!“ nach Stich 7, zu spät: untergaigelt",
            ],
        ),
    ],
)
def test_history_says_how_each_deal_ended(service: Listig, lang: str, ends: list[str]) -> None:
    """Not "all tricks played" for every deal: the claim and its result, or twelve tricks."""
    _, rounds = random_game(random.Random(0), deals=4)
    state = start(service, [e for deal in rounds for e in deal])
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = translator(lang).lang
    shown = _words(GamePage(shell, state.game_id).view)
    for end in ends:
        assert end in shown


def test_the_table_may_settle_a_deal_itself(service: Listig) -> None:
    screen = screen_for(service, start(service, [TurnUp("Anna", card("H7"))]))
    screen.on_settle_tapped()
    page = cast(Page, screen.shell.page)
    dialog = page.dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog) and isinstance(dialog.content, ft.Column)
    buttons = [c for c in dialog.content.controls if isinstance(c, ft.OutlinedButton)]
    assert [b.content for b in buttons] == [
        "Anna & Cleo win a single",
        "Anna & Cleo win a double",
        "Ben & Dan win a single",
        "Ben & Dan win a double",
    ]
    assert buttons[3].on_click is not None
    buttons[3].on_click(cast(ft.Event[ft.OutlinedButton], None))  # type: ignore[call-arg]
    assert stored(service, screen).totals() == (0, 2, 0, 2)
    assert deal_end_of(stored(service, screen)).how == "The table settled the deal."


def test_the_settling_offer_is_withdrawn_when_another_device_changes_the_game(
    service: Listig,
) -> None:
    state = start(service, [TurnUp("Anna", card("H7"))])
    screen = screen_for(service, state)
    screen.on_settle_tapped()
    dialog = cast(Page, screen.shell.page).dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog) and dialog.open
    elsewhere = service.undo(state.game_id, expected_seq=state.seq)  # the turned-up card
    run_apart(screen.on_changed_elsewhere(screen.topic, elsewhere.seq))
    assert not dialog.open  # its offers were about the table before
    assert screen.state.seq == elsewhere.seq


@pytest.mark.parametrize(
    ("lang", "lead", "end", "over"),
    [
        ("en", "Anna and Cleo lead with 2 game points", "End the sitting", "The sitting is over"),
        ("de", "Anna und Cleo führen mit 2 Spielpunkten", "Sitzung beenden", "Die Sitzung ist aus"),
    ],
)
def test_a_sitting_goes_on_after_a_deal_until_the_table_ends_it(
    service: Listig, lang: str, lead: str, end: str, over: str
) -> None:
    """The deal end says who leads the evening (nobody has won a sitting still going), offers
    the next deal and the end of the sitting; ended, it says so and offers no next deal."""
    screen = screen_for(service, start(service, [TurnUp("Anna", card("HA"))]), lang)
    screen.on_who_tapped("Dan")
    screen.on_action_tapped(OUT_ACTION)  # at 0: a gaigel for Anna & Cleo
    assert [g.game_id for g in service.unfinished_games()] == [screen.state.game_id]
    said = _words(screen.ending)
    assert lead in said and not any("share the win" in w or "gemeinsam" in w for w in said)
    [ending] = [b for b in buttons(screen.ending) if b.content == end]
    nexts = [b for b in buttons(screen.ending) if str(b.content).startswith(("Next", "Nächste"))]
    assert nexts
    ending.on_click(None)  # type: ignore[call-arg]
    dialog = cast(Page, screen.shell.page).dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog)
    yes = dialog.actions[-1]
    yes.on_click(None)  # type: ignore[union-attr]
    assert service.unfinished_games() == [] and screen.state.finished
    assert over in _words(screen.ending)
    words = [str(b.content) for b in buttons(screen.ending)]
    assert end not in words and not any(w.startswith(("Next round", "Nächste")) for w in words)


@pytest.mark.parametrize(
    ("value", "title", "first"),
    [
        (OUT_ACTION, "Wer sagt „Aus!“?", "Ben"),
        (UNDERGAIGEL, "Wer ruft „Untergaigel!“?", "Cleo"),
        (EXCHANGE, "Wer tauscht das Dix gegen die aufgedeckte Karte?", "Ben"),
    ],
)
def test_an_action_with_nobody_chosen_asks_who_at_once_the_likeliest_first(
    service: Listig, value: str, title: str, first: str
) -> None:
    """„Aus!“, „Untergaigel!“ or the dix tapped before a name: the four names are asked in
    the same step (the likeliest first), and a tap on one sends it; nothing is refused."""
    events: list[Event] = [TurnUp("Anna", card("HA")), Trick("Ben", 20)]
    screen = screen_for(service, start(service, events), "de")
    seq = screen.state.seq
    screen.on_action_tapped(value)
    assert screen.state.seq == seq and not screen.table.notice.value
    dialog = cast(Page, screen.shell.page).dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog) and isinstance(dialog.content, ft.Column)
    assert _words(dialog.title) == [title]
    names = [str(b.content) for b in dialog.content.controls if isinstance(b, ft.Control)]
    assert names[0] == first and sorted(names) == sorted(PLAYERS)
    dialog.content.controls[0].on_click(None)  # type: ignore[attr-defined]
    assert screen.state.seq == seq + 1
    assert last_event(stored(service, screen)).by == first  # type: ignore[union-attr]


def _said(control: object) -> list[str]:
    """Every text and every button's words under ``control``."""
    return _words(control) + [str(getattr(b, "content", "")) for b in buttons(control)]


WRONG_CLAIM: list[Event] = [
    TurnUp("Anna", card("HA")),
    Trick("Ben", 30),
    Claim("Dan", ClaimKind.OUT),
]
"""A deal ended at once: Dan claims with 30, Anna & Cleo win a gaigel."""


def test_german_gaigel_calls_a_deal_spiel_as_its_rules_do(service: Listig) -> None:
    """Not "Runde": the turn line, the deal's title, its end (title, heading, next-deal
    button), the board, the replay, History; the sitting is a "Sitzung", never a "Spiel"."""
    screen = screen_for(service, start(service, [TurnUp("Anna", card("HA"))]), "de")
    assert screen.model is not None and screen.model.where == "Spiel 1 · Anna gibt"
    state = service.apply(screen.state.game_id, Trick("Ben", 30))
    state = service.apply(state.game_id, Claim("Dan", ClaimKind.OUT))
    screen = screen_for(service, state, "de")
    assert screen.title.value == "Spiel vorbei"
    shown = _said(screen.ending)
    assert "Spiel 1 ist zu Ende" in shown and "Neue Sitzung am selben Tisch" in shown
    assert "Nächstes Spiel: Ben gibt" in shown and not any("Runde" in t for t in shown)
    screen.on_next_round_tapped()
    assert screen.title.value == "Spiel 2"
    tr = translator("de")
    assert PICTURES["gaigel"](state.game, tr).header == "Spiel 1 ist zu Ende"
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = "de"
    replay = _words(replay_view(shell, state.game_id))
    assert "Spiel 1, Stich 1 (1 von 1)" in replay and "Anna hat dieses Spiel gegeben." in replay
    page = GamePage(shell, state.game_id).view
    assert page.appbar is not None and isinstance(page.appbar.title, ft.Text)
    assert page.appbar.title.value == f"Sitzung {state.game_id}"
    history = _words(page)
    assert "Läuft: 1 Spiel gespielt" in history and "Spiel 1" in history
    assert not any("Runde" in t for t in history)


@pytest.mark.parametrize(
    ("lang", "heading", "button"),
    [
        ("en", "Deal 1 is over", "Next deal: Ben deals"),
        ("fr", "La donne 1 est terminée", "Donne suivante : Ben donne"),
    ],
)
def test_english_and_french_call_a_gaigel_deal_a_deal(
    service: Listig, lang: str, heading: str, button: str
) -> None:
    screen = screen_for(service, start(service, WRONG_CLAIM), lang)
    shown = _said(screen.ending)
    assert heading in shown and button in shown


def test_german_quick_scoring_of_gaigel_says_spiel(service: Listig) -> None:
    ids = [service.add_player(name).id for name in PLAYERS]
    quick = service.start_quick_game(ids, 0, game="gaigel")
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = "de"
    screen = QuickScreen(shell, quick.game_id)
    shown = _said(screen.view)
    assert "Spiel 1: Anna gibt" in shown and "Spiel werten" in shown


FILLED = {"round": 1, "n": 1, "player": "Anna", "dealer": "Anna", "trick": 1, "total": 1}


def test_every_word_of_a_deal_has_gaigels_own_in_the_catalogs() -> None:
    """What a game of deals says through ``said_in`` is marked in Gaigel's context, so a
    German Gaigel screen never falls back to English; Tysiacha keeps its "Runde"."""
    marked = {mark[1] for mark in GAIGEL if mark[0] == DEALS["gaigel"]}
    assert set(DEAL_WORDS) | set(GAME_WORDS) <= marked
    de = translator("de")
    for message in DEAL_WORDS:
        assert "Spiel" in said_in(de, "gaigel", message, **FILLED)
        assert "Spiel" not in said_in(de, "tysiacha", message, **FILLED)
    assert NUMBERED_OVER.said(de, "tysiacha", round=1) == "Runde 1 ist zu Ende"
    assert NUMBERED_OVER.said(de, "partout", round=1) == "Runde 1 ist zu Ende"
    assert NUMBERED_OVER.said(translator("fr"), "partout", round=1) == "Le tour 1 est terminé"
