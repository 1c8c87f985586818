"""Tysiacha tapped through the real app in headless Chromium at 360 × 800, checked against
the engine after every tap: a whole three-player game in German set up on the new-game
screen (auction, widow, forty each, a forced game, marriages, deal ends, the race to 1000),
and refusals said in words with nothing changed."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from e2e_harness import LAPTOP, PHONE, Server, Ui
from e2e_tysiacha import heading, pad_name, seeded, tap_event
from playwright.sync_api import Browser

from assistant.games.tysiacha.kind import ID
from assistant.languages import translate_message, translator
from engine.errors import RuleError
from engine.french import Card
from engine.tysiacha import Bid, Event, FinalBid, Game, Pass, Phase, Play, Widow
from engine.tysiacha.selfplay import random_game
from views.round_words import NEXT, NUMBERED_OVER
from views.tysiacha.model import Choosing, last_trick_of_game, round_end_of, table_of
from views.tysiacha.screen import ANSWER_FIRST

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Ben", "Cleo"]


def play_along(ui: Ui, game: Game, events: list[Event], lang: str, shots: Path | None) -> None:
    """Tap ``events`` one by one; after each, the screen says what the engine says."""
    tr = translator(lang)
    taken: set[str] = set()
    for event in events:
        current = game.round
        before = len(current.tricks) if current is not None and not current.ended else 0
        if current is not None and current.ended and not game.finished:
            end = round_end_of(game, tr=tr)
            ui.tap(NEXT.said(tr, ID, player=end.next_dealer))
        if isinstance(event, Play):
            check_in_view(ui, event, tr)
        tap_event(ui, game, event, tr)
        game.apply(event)
        ui.wait_text(heading(game, tr))
        rnd = game.round
        assert rnd is not None
        if rnd.ended:
            end = round_end_of(game, tr=tr)
            ui.wait_text(end.how)
            for row in end.rows:
                ui.wait_text(row.how)
            if shots is not None and "end" not in taken and not game.finished:
                ui.shot(shots / f"tysiacha-round-end-{lang}.png")
                taken.add("end")
            continue
        table = table_of(game, tr=tr)
        ui.wait_text(table.auction)
        if table.so_far:
            ui.wait_text(table.so_far)
        if table.trump.suit is not None:
            ui.wait_text(table.trump.origin)
        if len(rnd.tricks) > before:
            past = last_trick_of_game(game, tr)
            assert past is not None
            ui.wait_text(tr.format("Trick {trick}: {why}", trick=past.number, why=past.why))
        if shots is None:
            continue
        for phase, tag in ((Phase.AUCTION, "auction"), (Phase.DECIDE, "final-bid")):
            if rnd.phase is phase and tag not in taken and rnd.bids:
                ui.shot(shots / f"tysiacha-{tag}-{lang}.png")
                taken.add(tag)
        if rnd.trump is not None and len(rnd.trick) == 2 and "trick" not in taken:
            ui.shot(shots / f"tysiacha-trick-{lang}.png")
            taken.add("trick")


def check_in_view(ui: Ui, event: Play, tr: object) -> None:
    """Every card is on the phone's screen with the turn and the trick: no scrolling."""
    button = ui.button(pad_name(event.card, tr))  # type: ignore[arg-type]
    box = button.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], str(event.card)
    assert box["width"] >= 44 and box["height"] >= 44, str(event.card)


def test_a_whole_game_in_german_from_the_new_game_screen(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    tr = translator("de")
    players = ["Olga", "Pjotr", "Vera"]
    ui = Ui.speaking(browser, app_server.url, "de")
    ui.tap(tr._("New game"), timeout=30_000)
    ui.button(tr._("Start game")).wait_for()
    ui.choose("Tysiacha")
    for player in players:
        ui.add_player(player, "de")
    ui.tap_until(  # a tap while the form is drawn anew after the last player may do nothing
        tr.format("{player} deals first", player="Pjotr"),
        tr.format("{player} deals first (chosen)", player="Pjotr"),
    )
    ui.shot(shots / "tysiacha-new-game-de.png")
    ui.tap(tr._("Start game"))

    game, played = random_game(random.Random(57), first_dealer=1)
    seat = {old: new for old, new in zip(game.players, players, strict=True)}
    events = [replace(event, by=seat[event.by]) for event in (e for r in played for e in r)]
    fresh = Game(players, 1)
    fresh.start_round()
    ui.wait_text(heading(fresh, tr), timeout=30_000)
    watch = ui.watch_pad("de")  # nothing on the pad moves, all game (the auction, the widow)
    play_along(ui, fresh, events, "de", shots)
    assert fresh.finished
    watch.assert_still()
    ui.wait_text(tr._("The game is over"))
    ui.shot(shots / "tysiacha-game-end-de.png")


def test_a_whole_deal_in_french_every_card_tapped(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """The first deal of the German game again, in French: the auction, the widow, the
    forty each, every card and the deal's end, each checked against the engine; nothing on
    the pad moves."""
    tr = translator("fr")
    players = ["Amélie", "Jean-Baptiste", "Bernadette"]
    game, played = random_game(random.Random(57), first_dealer=1)
    seat = {old: new for old, new in zip(game.players, players, strict=True)}
    events = [replace(event, by=seat[event.by]) for event in played[0]]
    state = seeded(app_server.database_url, players, [], first_dealer=1)
    fresh = Game(players, 1)
    fresh.start_round()
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "fr")
    ui.wait_text(heading(fresh, tr), timeout=30_000)
    watch = ui.watch_pad("fr")
    play_along(ui, fresh, events, "fr", shots)
    rnd = fresh.round
    assert rnd is not None and rnd.ended and len(fresh.rounds) == 1
    watch.assert_still()
    ui.wait_text(NUMBERED_OVER.said(tr, ID, round=1))
    ui.shot(shots / "tysiacha-deal-end-fr.png")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_refused_card_is_said_and_changes_nothing(
    browser: Browser, app_server: Server, shots: Path, lang: str
) -> None:
    tr = translator(lang)
    game, _played = random_game(random.Random(3))
    events = list(game.rounds[0].events)
    first_play = next(i for i, e in enumerate(events) if isinstance(e, Play))
    upto = first_play + 4
    state = seeded(app_server.database_url, PLAYERS, events[:upto])
    fresh = Game(PLAYERS, 0)
    fresh.apply_all(events[:upto])
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", lang)
    table = table_of(fresh, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    ui.wait_text(table.so_far)
    played_card = next(p.card for p in table.pad if p.in_trick)
    ui.tap(pad_name(played_card, tr))
    assert table.to_act is not None
    with pytest.raises(RuleError) as refused:
        fresh.apply(Play(table.to_act, played_card))
    ui.wait_text(translate_message(refused.value, lang))
    ui.shot(shots / f"tysiacha-refused-{lang}.png")
    # Nothing changed: the turn and the trick are as they were, after a reload too.
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.wait_text(table.turn, timeout=30_000)
    ui.wait_text(table.so_far)
    assert re.search(str(played_card), "") is None


def test_while_the_marriage_is_asked_a_card_tapped_waits_and_nothing_moves(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """In German at 360 × 800: after the final bid the widow shown is still on the deal's
    line; the soloist taps the queen of spades to lead and is asked about the marriage;
    a tap on another card is said in the message slot, plays nothing and moves no key."""
    tr = translator("de")
    c = Card.parse
    events: list[Event] = [
        Bid("Cleo", 120),
        Pass("Anna"),
        Pass("Ben"),
        Widow("Cleo", (c("HK"), c("SA"), c("D9"))),
        FinalBid("Cleo", 120),
    ]
    state = seeded(app_server.database_url, PLAYERS, events)
    fresh = Game(PLAYERS, 0)
    fresh.apply_all(events)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    table = table_of(fresh, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    assert table.where.endswith("Stock K♥ A♠ 9♦")
    ui.wait_text(table.where)
    ui.tap(pad_name(c("SQ"), tr))
    asked = table_of(fresh, Choosing(lead=c("SQ")), tr).prompt
    assert asked is not None
    ui.wait_text(asked.text)
    other = ui.button(pad_name(c("C9"), tr))
    before = other.bounding_box()
    other.click()
    ui.wait_text(tr.format(ANSWER_FIRST, card=c("SQ").said(tr)))
    assert other.bounding_box() == before
    ui.wait_text(asked.text)
    ui.shot(shots / "tysiacha-marriage-asked-de.png")
    # Nothing was played: after a reload the soloist still leads an empty trick.
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.wait_text(table.turn, timeout=30_000)
    ui.wait_text(tr._("No card in this trick yet."))


def test_a_phone_taps_and_the_board_follows(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """The board on a laptop or a television shows the contract, the trump in force, the
    trick and the race to 1000 as the phone taps."""
    tr = translator("en")
    game, _ = random_game(random.Random(5))
    events = list(game.rounds[0].events)
    first_play = next(i for i, e in enumerate(events) if isinstance(e, Play))
    players = ["Tom", "Uma", "Val"]
    seat = dict(zip(game.players, players, strict=True))
    events = [replace(e, by=seat[e.by]) for e in events]
    state = seeded(app_server.database_url, players, events[:first_play])
    fresh = Game(players, 0)
    fresh.apply_all(events[:first_play])
    phone = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", PHONE)
    board = Ui.open(browser, f"{app_server.url}/board/{state.game_id}", LAPTOP)
    phone.wait_text(heading(fresh, tr), timeout=30_000)
    board.wait_text(table_of(fresh, tr=tr).turn, timeout=30_000)
    for event in events[first_play : first_play + 5]:
        tap_event(phone, fresh, event, tr)
        fresh.apply(event)
        phone.wait_text(heading(fresh, tr))
        board.wait_text(table_of(fresh, tr=tr).turn)
    table = table_of(fresh, tr=tr)
    board.wait_text(f"{table.auction} · {table.trump.text}")
    last = last_trick_of_game(fresh, tr)
    assert last is not None
    board.shown(last.why).wait_for()
    board.shot(shots / "tysiacha-board-laptop.png")
    for ui in (phone, board):
        ui.page.close()


def test_a_quick_game_of_tysiacha(browser: Browser, app_server: Server, shots: Path) -> None:
    """Quick scoring at 360 × 800: the soloist, the final bid, made, the opponents' takes;
    a take too high refused in words, nothing stored."""
    players = ["Wim", "Xia", "Yul"]
    seeded(app_server.database_url, players, [])  # they are on the roster
    ui = Ui.open(browser, f"{app_server.url}/history", PHONE)
    ui.tap("Quick game", timeout=30_000)
    ui.choose("Tysiacha")
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 3000)  # the roster of this run's other tests is long: its end
    ui.tick(players)
    ui.tap("Start the quick game")  # in the bar at the bottom, in sight
    ui.wait_text("Deal 1: Wim deals")
    ui.tap("Xia is the soloist")
    for _ in range(2):
        ui.tap("Raise the bid by 10")
    ui.tap("Made")
    ui.type_into("Wim: take", "500")
    ui.type_into("Yul: take", "12")
    ui.page.wait_for_timeout(300)
    ui.tap("Score the deal")
    ui.shown("Wim's take cannot be more than").wait_for()
    ui.enter("Wim: take", "31")
    ui.page.wait_for_timeout(300)
    ui.tap("Score the deal")
    ui.wait_text("Deal 2: Xia deals")
    ui.shown("Xia bid 120 and made it: +120").wait_for()
    ui.shot(shots / "tysiacha-quick-phone.png")
    ui.page.close()


def test_home_tells_two_games_of_one_table_apart_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in German: a Tysiacha game card by card and a quick one of the same three
    are told apart on Home (how each is kept, since when), each continues where it is kept,
    the rules open on Tysiacha, New game says the game going on and chooses Tysiacha, and
    the tagline names every game."""
    from assistant.service import Listig

    names = ["Xenia", "Yusuf", "Zora"]
    with Listig(app_server.database_url) as listig:
        known = {p.name: p.id for p in listig.players(include_archived=True)}
        ids = [known.get(name) or listig.add_player(name).id for name in names]
        cards = listig.start_game(ids, 0, game="tysiacha").game_id
        quick = listig.start_quick_game(ids, 1, "tysiacha").game_id
    ui = Ui.speaking(browser, app_server.url, "de")
    ui.button("Spiel fortsetzen").wait_for(timeout=30_000)
    table = "Tysiacha: Xenia, Yusuf, Zora"
    latest = ui.page.get_by_text(re.compile(rf"^{table} — schnell gezählt, seit "))
    latest.wait_for()
    other = ui.button(re.compile(rf"^Spiel {cards} fortsetzen: {table} — Karte für Karte, seit "))
    other.wait_for()
    ui.wait_text(
        "Der Tischassistent für Mit List und Tücke, Partout, Tysiacha, Homme de Brou und Gaigel"
    )
    ui.page.wait_for_timeout(2000)
    ui.shot(shots / "home-two-games-de.png")
    ui.tap("Spiel fortsetzen")
    ui.shown(f"Schnelles Spiel {quick}").wait_for(timeout=30_000)
    ui.goto(app_server.url)
    other.click(timeout=30_000)
    ui.page.wait_for_url(f"**/game/{cards}", timeout=30_000)
    ui.goto(app_server.url)
    ui.tap("Regeln", timeout=30_000)
    ui.page.wait_for_url("**/rules/tysiacha", timeout=30_000)
    ui.goto(f"{app_server.url}/new")
    ui.shown(f"Spiel {quick} läuft noch: {table}").wait_for(timeout=30_000)
    ui.button("Tysiacha").and_(ui.page.locator('[aria-current="true"]')).wait_for()
    ui.page.wait_for_timeout(1500)
    ui.shot(shots / "new-game-game-going-on-de.png")
