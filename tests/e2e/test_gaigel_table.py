"""Gaigel tapped through the real app in headless Chromium at 360 × 800, checked against
the engine after every tap: a whole sitting in German set up on the new-game screen and
recorded by announcements (the turn-up, each trick's taker and counters on the number pad,
marriages, the dix exchanged and reserved, a wrong claim, an undergaigel, a double), every
button inside the phone's screen; and a refusal said in French with nothing changed."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from e2e_gaigel import heading, in_view, name, pad_name, press, seeded, tap_event
from e2e_harness import PHONE, Server, Ui
from playwright.sync_api import Browser

from assistant.games.gaigel.kind import ID
from assistant.languages import translate_message, translator
from engine.errors import RuleError
from engine.french import Card
from engine.gaigel import PACK, Claim, ClaimKind, Event, Game, How, Play, Trick, TurnUp
from engine.gaigel.selfplay import announced, random_game
from views.gaigel.board import picture
from views.gaigel.ends import END_WHY
from views.gaigel.model import (
    OUT_WORD,
    Choosing,
    Way,
    deal_end_of,
    event_said,
    last_trick_said,
    replay_of,
    table_of,
)
from views.round_words import CONTINUE, NEXT, NUMBERED_OVER, said_in

pytestmark = pytest.mark.e2e

SEED = 32
"""Three deals: a wrong claim (overgaigel), an undergaigel at the twelfth trick, a double;
marriages, the dix exchanged and reserved."""


def play_along(ui: Ui, game: Game, events: list[Event], lang: str, shots: Path | None) -> None:
    """Tap ``events`` one by one; after each, the screen says what the engine says."""
    tr = translator(lang)
    taken: set[str] = set()
    for event in events:
        current = game.round
        if current is not None and current.ended:
            end = deal_end_of(game, tr=tr)
            press(ui, NEXT.said(tr, ID, player=end.next_dealer))
        tap_event(ui, game, event, tr)
        game.apply(event)
        ui.wait_text(heading(game, tr))
        rnd = game.round
        assert rnd is not None
        if rnd.ended:
            end = deal_end_of(game, tr=tr)
            ui.wait_text(end.how)
            ui.wait_text(end.result)
            for side in end.sides:
                ui.wait_text(side.total)
            assert rnd.result is not None
            tag = f"deal-end-{rnd.result.how.value}"
            if shots is not None and tag not in taken:
                ui.shot(shots / f"gaigel-{tag}-{lang}.png")
                taken.add(tag)
            continue
        table = table_of(game, tr=tr)
        # What the tap did, beside the undo: the screen has caught up with the engine.
        ui.wait_text(
            last_trick_said(rnd, tr) if isinstance(event, Trick) else event_said(event, tr)
        )
        ui.wait_text(table.trump_origin)
        if shots is not None and rnd.marriages and "marriage" not in taken:
            ui.shot(shots / f"gaigel-marriage-{lang}.png")
            taken.add("marriage")


def test_a_whole_sitting_in_german_by_announcements_from_the_new_game_screen(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    tr = translator("de")
    players = ["Hannes", "Rosa", "Gottlob", "Lisbeth"]
    ui = Ui.speaking(browser, app_server.url, "de")
    ui.tap(tr._("New game"), timeout=30_000)
    ui.button(tr._("Start game")).wait_for()
    ui.choose("Gaigel")
    for player in players:
        ui.add_player(player, "de")
    ui.wait_text(tr.format("{count} players seated.", count=len(players)))
    ui.shot(shots / "gaigel-new-game-de.png")
    ui.tap(tr._("Start game"))

    played_game, played = random_game(random.Random(SEED), deals=3)
    assert {r.result.how for r in played_game.rounds if r.result} == {
        How.OVERGAIGEL,
        How.UNDERGAIGEL,
        How.OUT,
    }
    seat = dict(zip(played_game.players, players, strict=True))
    events = [
        replace(event, by=seat[event.by])
        for deal in played
        for event in announced(deal, played_game.players)
    ]
    assert any(isinstance(e, Claim) for e in events)
    fresh = Game(players, 0)
    ui.wait_text(heading(fresh, tr), timeout=30_000)
    ui.shot(shots / "gaigel-turn-up-de.png")
    press(ui, name(tr._("By announcements")))
    watch = ui.watch_pad("de")  # the counters' keys stay put too
    play_along(ui, fresh, events, "de", shots)
    assert fresh.finished
    watch.assert_still()
    ui.wait_text(tr._("The evening so far"))
    ui.shot(shots / "gaigel-tally-de.png")
    # The replay steps through the sitting's tricks; the board shows the tally.
    game_id = int(ui.page.url.rstrip("/").rsplit("/", 1)[1])
    steps = replay_of(fresh, tr)
    ui.goto(f"{app_server.url}/played/{game_id}/replay")
    ui.shown(steps[0].points).wait_for(timeout=30_000)
    ui.tap(tr._("Next trick"))
    ui.shown(steps[1].points).wait_for()
    ui.shot(shots / "gaigel-replay-de.png")
    ui.goto(f"{app_server.url}/board/{game_id}")
    ui.shown(picture(fresh, tr).turn).wait_for(timeout=30_000)
    ui.shot(shots / "gaigel-board-de.png")


def test_the_new_game_form_seats_gaigel_anticlockwise_and_keeps_its_way_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in German: New game seats Gaigel anticlockwise, in the order of play it
    shows, and offers it "Am Tisch" with "Nach Ansagen" or "Karte für Karte", the words of
    the deal; "Karte für Karte" chosen, the deal opens card by card."""
    tr = translator("de")
    players = ["Wendel", "Xaver", "Yvonne", "Zenzi"]
    ui = Ui.speaking(browser, app_server.url, "de")
    ui.tap(tr._("New game"), timeout=30_000)
    ui.button(tr._("Start game")).wait_for()
    ui.choose("Gaigel")
    for player in players:
        ui.add_player(player, "de")
    ui.wait_text("Am Tisch, gegen den Uhrzeigersinn")  # Gaigel is played anticlockwise
    ui.wait_text("Spielreihenfolge: Wendel → Xaver → Yvonne → Zenzi → Wendel")
    ui.text(tr._("At the table")).wait_for()
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 3000)  # the form's end: how the score is kept
    ui.choose(tr._("Card by card"))
    ui.button(name(tr._("By announcements"))).wait_for()
    ui.shot(shots / "gaigel-new-game-way-de.png")
    ui.tap(tr._("Start game"))
    ui.wait_text(heading(Game(players, 0), tr), timeout=30_000)
    ui.button(f"{tr._('Card by card')}, {tr._('chosen')}").wait_for()
    ui.button(tr._("By announcements")).wait_for()


def test_history_says_how_each_deal_ended_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in German, a sitting's page in History: each deal's claim and its result,
    or its twelve tricks without a claim — not "all tricks played" for every deal."""
    players = ["Anna", "Ben", "Cleo", "Dan"]
    game, played = random_game(random.Random(0), deals=4)
    assert game.players == tuple(players)
    state = seeded(app_server.database_url, players, [e for deal in played for e in deal])
    ui = Ui.speaking(browser, f"{app_server.url}/played/{state.game_id}", "de")
    first = "Anna hat gegeben; alle zwölf Stiche gespielt, kein „Aus!“: untergaigelt"
    ui.shown(first).wait_for(timeout=30_000)
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 400)
    ui.shown(
        "Ben hat gegeben; „Aus!“ vor dem ersten Stich, zu wenig Punkte: übergaigelt"
    ).wait_for()
    ui.shot(shots / "gaigel-history-de.png")


def test_a_refused_trick_is_said_in_french_and_changes_nothing(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    tr = translator("fr")
    players = ["Anna", "Ben", "Cleo", "Dan"]
    events: list[Event] = [TurnUp("Anna", Card.parse("HA"))]
    state = seeded(app_server.database_url, players, events)
    fresh = Game(players, 0)
    fresh.apply_all(events)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "fr")
    table = table_of(fresh, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    press(ui, name("Ben"))
    for digit in "45":
        press(ui, digit)
    with pytest.raises(RuleError) as refused:
        fresh.apply(Trick("Ben", 45))
    before = ui.button(tr._("OK: the trick is taken")).bounding_box()
    press(ui, tr._("OK: the trick is taken"))
    ui.wait_text(translate_message(refused.value, "fr"))
    after = ui.button(tr._("OK: the trick is taken")).bounding_box()
    assert before == after  # the message moves nothing under the finger
    ui.shot(shots / "gaigel-refused-fr.png")
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.wait_text(table.turn, timeout=30_000)
    assert not ui.has_text(
        tr.format("Trick {trick}: {player} took {counters}", trick=1, player="Ben", counters=45)
    )


def card_by_card(
    ui: Ui, fresh: Game, played: list[list[Event]], lang: str, shots: Path | None
) -> None:
    """Record the deals of ``played`` card by card (the first deal's turn-up applied): every
    card, the dix, marriages and claims tapped, the screen caught up with the engine after
    each tap, each deal's end said; the first deal's pad all inside the screen."""
    tr = translator(lang)
    for number, deal in enumerate(played, start=1):
        if number > 1:  # the next deal, and its turn-up on the pad
            end = deal_end_of(fresh, tr=tr)
            press(ui, NEXT.said(tr, ID, player=end.next_dealer))
            tap_event(ui, fresh, deal[0], tr)
            fresh.apply(deal[0])
            # The table keeps recording card by card: the way is kept from deal to deal.
            ui.wait_text(table_of(fresh, Choosing(way=Way.CARDS), tr=tr).turn)
            ui.button(name(tr._("By announcements"))).wait_for()
        else:
            press(ui, name(tr._("Card by card")))
        ui.button(name(tr._("The next card shows its marriage"))).wait_for()
        if number == 1:
            for card in PACK:
                in_view(ui, pad_name(card, tr))
        for index, event in enumerate(deal[1:]):
            if isinstance(event, Play):
                if event.marriage:
                    press(ui, name(tr._("The next card shows its marriage")))
                press(ui, pad_name(event.card, tr))
            else:  # the dix exchanged or reserved, a claim
                tap_event(ui, fresh, event, tr)
            fresh.apply(event)
            ui.wait_text(heading(fresh, tr))
            if shots is not None and number == 1 and index == 6:
                ui.shot(shots / f"gaigel-cards-{lang}.png")
        rnd = fresh.rounds[-1]
        assert rnd.ended
        ui.wait_text(NUMBERED_OVER.said(tr, ID, round=number))
        ui.wait_text(deal_end_of(fresh, tr=tr).result)


def test_a_sitting_card_by_card_the_pad_on_the_screen_and_a_twin_stays(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """The seeded sitting's three deals recorded card by card in German at 360 × 800."""
    tr = translator("de")
    players = ["Anna", "Ben", "Cleo", "Dan"]
    game, played = random_game(random.Random(SEED), deals=3)
    assert game.players == tuple(players)
    assert all(isinstance(deal[0], TurnUp) for deal in played)
    state = seeded(app_server.database_url, players, played[0][:1])
    fresh = Game(players, 0)
    fresh.apply(played[0][0])
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table_of(fresh, tr=tr).turn, timeout=30_000)
    watch = ui.watch_pad("de")  # nothing on the pad moves (the dix, a claim, „Aus!“)
    card_by_card(ui, fresh, played, "de", shots)
    for number, rnd in enumerate(fresh.rounds):
        assert rnd.result == game.rounds[number].result
    ui.shot(shots / "gaigel-cards-deal-end-de.png")
    assert fresh.totals() == game.totals()
    watch.assert_still()


def test_a_deal_card_by_card_in_french_with_long_names(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """The seeded sitting's first deal recorded card by card in French at 360 × 800, players
    with long names: every card, marriage, dix and claim, and the deal's end."""
    tr = translator("fr")
    players = ["Jean-Baptiste", "Bernadette", "Maximilien", "Amélie"]
    game, played = random_game(random.Random(SEED), deals=1)
    seat = dict(zip(game.players, players, strict=True))
    deal = [replace(event, by=seat[event.by]) for event in played[0]]
    state = seeded(app_server.database_url, players, deal[:1])
    fresh = Game(players, 0)
    fresh.apply(deal[0])
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "fr")
    ui.wait_text(table_of(fresh, tr=tr).turn, timeout=30_000)
    watch = ui.watch_pad("fr")
    card_by_card(ui, fresh, [deal], "fr", shots)
    assert fresh.rounds[0].result == game.rounds[0].result
    ui.shot(shots / "gaigel-cards-deal-end-fr.png")
    watch.assert_still()


def test_a_quick_gaigel_sitting_is_a_pad_line_per_deal(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Quick scoring at 360 × 800: one tap on the side that won, one on how; a line with no
    way of winning refused in words, nothing stored."""
    players = ["Kurt", "Lene", "Mats", "Nina"]
    seeded(app_server.database_url, players, [])  # they are on the roster
    ui = Ui.open(browser, f"{app_server.url}/history", PHONE)
    ui.tap("Quick game", timeout=30_000)
    ui.choose("Gaigel")
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 3000)  # the roster of this run's other tests is long: its end
    ui.tick(players)
    ui.tap("Start the quick game")
    ui.wait_text("Deal 1: Kurt deals")
    ui.tap("Lene & Nina")
    ui.tap("Score the deal")
    ui.shown("Lene & Nina: say how the deal was won").wait_for()
    ui.tap("Double")
    ui.tap("Score the deal")
    ui.wait_text("Deal 2: Lene deals")
    ui.shown("Lene & Nina won a double: a correct claim, the others without a trick").wait_for()
    ui.shown("Lene +2 · Nina +2").wait_for()
    ui.shot(shots / "gaigel-quick-phone.png")
    ui.page.close()


def test_a_sitting_goes_on_after_each_deal_until_the_table_ends_it_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in German: after a deal the sitting is still to be continued from Home,
    its deal end says who leads (nobody has won yet) and offers the next deal and the end of
    the sitting; ended, it says so, and Home no longer offers it."""
    tr = translator("de")
    players = ["Greta", "Hugo", "Ilse", "Jakob"]
    events: list[Event] = [TurnUp("Greta", Card.parse("HA")), Claim("Jakob", ClaimKind.OUT)]
    seeded(app_server.database_url, players, events)
    ui = Ui.speaking(browser, app_server.url, "de")
    ui.tap(said_in(tr, ID, CONTINUE), timeout=30_000)  # "Sitzung fortsetzen"
    ui.wait_text("Greta und Ilse führen mit 2 Spielpunkten", timeout=30_000)
    assert not ui.has_text("Greta und Ilse gewinnen gemeinsam mit 2 Punkten")
    ui.wait_text(tr._("The evening so far"))
    in_view(ui, NEXT.said(tr, ID, player="Hugo"))
    in_view(ui, "Sitzung beenden")
    ui.shot(shots / "gaigel-sitting-goes-on-de.png")
    ui.tap("Sitzung beenden")
    ui.wait_text(tr._(END_WHY))
    ui.button("Sitzung beenden").last.click()
    ui.wait_text("Die Sitzung ist aus")
    assert not ui.has_text("Sitzung beenden")
    ui.shot(shots / "gaigel-sitting-over-de.png")
    ui.goto(app_server.url)
    ui.button(tr._("New game")).wait_for(timeout=30_000)
    assert not ui.page.get_by_text(", ".join(players)).count()


def test_the_stock_gone_is_said_and_who_claims_is_asked_at_once_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in German, after the seventh trick: the turn line says the stock is gone,
    the dix is no longer offered (its keys stay in place, dimmed), and „Aus!“ tapped before a
    name asks who in the same step, the last trick's taker first; one tap on him claims."""
    tr = translator("de")
    players = ["Kuno", "Liesl", "Moritz", "Nele"]
    takers = ["Liesl", "Liesl", "Moritz", "Nele", "Kuno", "Liesl", "Moritz"]
    events: list[Event] = [TurnUp("Kuno", Card.parse("HA"))]
    events += [Trick(taker, 10) for taker in takers]
    state = seeded(app_server.database_url, players, events)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text("Stich 8: Moritz spielt aus · Stock leer", timeout=30_000)
    for dix in ("Dix tauschen", "Dix reservieren"):
        assert ui.button(dix).is_disabled()
    assert not ui.button("Untergaigel!").is_disabled()
    ui.page.wait_for_timeout(1500)
    ui.shot(shots / "gaigel-stock-gone-de.png")
    ui.tap(tr._(OUT_WORD))
    ui.wait_text("Wer sagt „Aus!“?")
    ui.page.wait_for_timeout(600)
    asked = {}  # the dialog's buttons, drawn over the table's: the last of each name
    for player in players:
        box = ui.button(player).last.bounding_box()
        assert box is not None
        asked[player] = box["y"]
    assert min(asked, key=asked.__getitem__) == "Moritz"  # the last trick's taker first
    ui.shot(shots / "gaigel-who-claims-de.png")
    ui.button("Moritz").last.click()
    ui.wait_text("Spiel 1 ist zu Ende")
    ui.wait_text("Moritz sagte „Aus!“ mit nur 30: falsch — übergaigelt.")
