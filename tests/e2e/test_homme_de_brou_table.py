"""Homme de Brou tapped through the real app in headless Chromium at 360 × 800, checked
against the engine after every tap: a whole game of three players and a dummy in French set
up on the new-game screen (the turn-up, declarations, the dummy's hand laid down, rencontres
said, the deal the dummy deals, deal ends line by line, the race to 300), every pad button
inside the screen, and refusals (a declaration out of order, a revoke) said in words with
nothing changed."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from e2e_harness import PHONE, Server, Ui
from e2e_homme_de_brou import heading, pad_name, seeded, spoken, tap_event
from playwright.sync_api import Browser

from assistant.games.homme_de_brou.kind import ID
from assistant.languages import Translator, translate_message, translator
from assistant.service import Listig
from engine.errors import RuleError
from engine.homme_de_brou import PACK, Card, Declare, Event, Game, Hand, Kind, Play, Suit, TurnUp
from engine.homme_de_brou.selfplay import random_game
from views.homme_de_brou.model import (
    DECLARE,
    SEAT,
    Choosing,
    last_trick_of_game,
    round_end_of,
    table_of,
)
from views.round_words import NEXT, NUMBERED_OVER, QUICK_NEXT, QUICK_SCORE

pytestmark = pytest.mark.e2e

PAD_WIDTH, PAD_HEIGHT = 40, 48
"""The least a pad button measures: 40 px wide (eight a suit in a row of 360) and 48 high."""


def check_pad(ui: Ui, cards: list[Card], tr: Translator) -> None:
    """The pad buttons of ``cards`` are on the phone's screen, big enough to tap."""
    for card in cards:
        box = ui.button(pad_name(card, tr)).bounding_box()
        assert box is not None, str(card)
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], str(card)
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], str(card)
        assert box["width"] >= PAD_WIDTH - 0.5 and box["height"] >= PAD_HEIGHT - 0.5, str(card)


def play_along(ui: Ui, game: Game, events: list[Event], lang: str, shots: Path) -> None:
    """Tap ``events`` one by one; after each, the screen says what the engine says."""
    tr = translator(lang)
    taken: set[str] = set()
    for event in events:
        current = game.round
        before = len(current.tricks) if current is not None and not current.ended else 0
        if current is not None and current.ended and not game.finished:
            end = round_end_of(game, tr=tr)
            ui.tap(NEXT.said(tr, ID, player=end.next_dealer))
        if isinstance(event, TurnUp):
            ui.wait_text(table_of(game, tr=tr).turn)
            check_pad(ui, list(PACK), tr)  # all 32 on screen, before any is played
            if "turn-up" not in taken:
                ui.shot(shots / f"homme-de-brou-turn-up-{lang}.png")
                taken.add("turn-up")
        if isinstance(event, Play):
            check_pad(ui, [event.card], tr)
        tap_event(ui, game, event, tr)
        game.apply(event)
        ui.wait_text(heading(game, tr))
        rnd = game.round
        assert rnd is not None
        if rnd.ended:
            end = round_end_of(game, tr=tr)
            ui.wait_text(end.how)
            first = end.rows[0]  # the first side's sum, line by line (the second is below)
            ui.wait_text(first.sum)
            for line in first.lines:
                ui.wait_text(line)
            if "end" not in taken and not game.finished:
                ui.shot(shots / f"homme-de-brou-deal-end-{lang}.png")
                taken.add("end")
            continue
        table = table_of(game, tr=tr)
        if table.so_far:
            ui.wait_text(table.so_far)
        if table.trump.origin:
            ui.wait_text(table.trump.origin)
        if len(rnd.tricks) > before:
            past = last_trick_of_game(game, tr)
            assert past is not None
            ui.wait_text(past.said)
            if past.rencontres and "rencontre" not in taken:
                ui.shot(shots / f"homme-de-brou-rencontre-{lang}.png")
                taken.add("rencontre")
        if rnd.declarations and not rnd.played and "declare" not in taken:
            ui.shot(shots / f"homme-de-brou-declarations-{lang}.png")
            taken.add("declare")
        if isinstance(event, Hand) and "hand" not in taken:
            ui.shot(shots / f"homme-de-brou-dummy-hand-{lang}.png")
            taken.add("hand")
        offered = rnd.laid is None and rnd.dummy is not None and len(rnd.played) == 1
        if offered and "lay" not in taken:
            ui.shot(shots / f"homme-de-brou-lay-offer-{lang}.png")
            taken.add("lay")
        if len(rnd.trick) == 3 and "trick" not in taken:
            ui.shot(shots / f"homme-de-brou-trick-{lang}.png")
            taken.add("trick")


def test_a_whole_game_with_a_dummy_in_french_from_the_new_game_screen(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    lang = "fr"
    tr = translator(lang)
    players = ["Amélie", "Bruno", "Chloé"]
    ui = Ui.speaking(browser, app_server.url, lang)
    ui.tap(tr._("New game"), timeout=30_000)
    ui.button(tr._("Start game")).wait_for()
    ui.choose("Homme de Brou")
    for player in players:
        ui.add_player(player, lang)
    dummy = tr._("Dummy")

    def sides(text: str) -> str:
        return tr.format("Sides, partners opposite: {sides}", sides=text)

    # the choice of whom the dummy sits opposite lies under the seats: with a game going on,
    # a notice above pushes it under the bottom bar, so the form is scrolled to it first
    chip = ui.button(players[2]).bounding_box()
    if chip is not None and chip["y"] + chip["height"] > 640:
        ui.page.mouse.wheel(0, chip["y"] - 400)
        ui.page.wait_for_timeout(400)
    # the dummy opposite Chloé: it sits between Amélie and Bruno (a choice made again is the
    # same choice, so it is tapped again if the form was still settling)
    ui.tap_until(players[2], sides(f"{players[0]} & {players[1]} · {dummy} & {players[2]}"))
    # no: opposite Amélie, who plays it
    ui.tap_until(players[0], sides(f"{players[0]} & {dummy} · {players[1]} & {players[2]}"))
    ui.shown(tr.format("{player} plays its cards", player=players[0])).wait_for()
    ui.tap_until(  # the dummy's seat deals first: Amélie deals for it
        tr.format("{player} deals first", player=dummy),
        tr.format("{player} deals first (chosen)", player=dummy),
    )
    ui.shot(shots / "homme-de-brou-new-game-fr.png")
    ui.tap(tr._("Start game"))

    game, played = random_game(random.Random(2), first_dealer=2, dummy=2)
    table = [players[0], players[1], dummy, players[2]]
    seat = dict(zip(game.players, table, strict=True))
    events = [replace(event, by=seat[event.by]) for event in (e for r in played for e in r)]
    fresh = Game(table, 2, 2)
    fresh.start_round()
    ui.wait_text(heading(fresh, tr), timeout=30_000)
    watch = ui.watch_pad(lang)  # nothing on the pad moves, all game (the dummy, declarations)
    play_along(ui, fresh, events, lang, shots)
    assert fresh.finished and fresh.totals() == game.totals()
    watch.assert_still()
    ui.wait_text(tr._("The game is over"))
    ui.shot(shots / "homme-de-brou-game-end-fr.png")


def test_a_whole_deal_of_four_in_german_every_card_tapped(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """A deal of four players with long names in German: the turn-up, the declarations, every
    card, the rencontres and the deal's end, each checked against the engine; every card on
    the screen and nothing on the pad moves."""
    lang = "de"
    tr = translator(lang)
    players = ["Friederike", "Maximilian", "Bernadette", "Jürgen"]
    game, played = random_game(random.Random(2), first_dealer=1)
    seat = dict(zip(game.players, players, strict=True))
    events = [replace(event, by=seat[event.by]) for event in played[0]]
    state = seeded(app_server.database_url, players, [], first_dealer=1)
    fresh = Game(players, 1)
    fresh.start_round()
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", lang)
    ui.wait_text(heading(fresh, tr), timeout=30_000)
    watch = ui.watch_pad(lang)
    play_along(ui, fresh, events, lang, shots)
    rnd = fresh.round
    assert rnd is not None and rnd.ended and len(fresh.rounds) == 1
    watch.assert_still()
    ui.wait_text(NUMBERED_OVER.said(tr, ID, round=1))
    ui.shot(shots / "homme-de-brou-deal-end-de.png")


def test_refusals_are_said_in_words_and_change_nothing(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    lang = "fr"
    tr = translator(lang)
    players = ["Anna", "Ben", "Cleo", "Dan"]
    events: list[Event] = [
        TurnUp("Dan", Card.parse("H8")),
        Declare("Cleo", Kind.MARRIAGE, Suit.SPADES),
    ]
    state = seeded(app_server.database_url, players, events, first_dealer=3)
    fresh = Game(players, 3)
    fresh.apply_all(events)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", lang)
    ui.wait_text(table_of(fresh, tr=tr).turn, timeout=30_000)

    # A declaration out of order: Anna's turn passed when Cleo declared.
    ui.tap(spoken(table_of(fresh, tr=tr).prompt, f"{SEAT}:0"))
    prompt = table_of(fresh, Choosing(declarer=0), tr).prompt
    ui.tap(spoken(prompt, f"{DECLARE}:{Kind.MARRIAGE.value}:{Suit.CLUBS.value}"))
    with pytest.raises(RuleError) as refused:
        fresh.apply(Declare("Anna", Kind.MARRIAGE, Suit.CLUBS))
    ui.wait_text(translate_message(refused.value, lang))
    ui.shot(shots / "homme-de-brou-refused-declaration-fr.png")

    # A revoke: Ben showed out of diamonds in trick 1, and later plays one.
    for text in ("DT", "C9", "D8", "D7", "SA"):
        by = table_of(fresh, tr=tr).to_act
        assert by is not None
        play = Play(by, Card.parse(text))
        tap_event(ui, fresh, play, tr)
        fresh.apply(play)
        ui.wait_text(heading(fresh, tr))
    check_pad(ui, [Card.parse("DK")], tr)
    ui.tap(pad_name(Card.parse("DK"), tr))  # Ben again: a diamond
    with pytest.raises(RuleError) as refused:
        fresh.apply(Play("Ben", Card.parse("DK")))
    ui.wait_text(translate_message(refused.value, lang))
    check_pad(ui, [Card.parse("DK")], tr)  # the pad has not moved
    ui.shot(shots / "homme-de-brou-refused-card-fr.png")
    # Nothing changed: the turn is as it was, after a reload too.
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.wait_text(table_of(fresh, tr=tr).turn, timeout=30_000)


def test_long_names_keep_the_declarations_in_one_row(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Four names of 20-odd letters: the seats to declare for stay one row of four (each name
    wrapped at its words at a smaller size, cut short on screen only when a word is wider
    than its button, said whole), and the whole pad stays on the phone's screen."""
    lang = "de"
    tr = translator(lang)
    players = [
        "Maximiliane Kornblum",
        "Bartholomäus Weißenfels",
        "Anne-Sophie de la Tour",
        "Konstantin Oberhuber",
    ]
    events: list[Event] = [TurnUp(players[3], Card.parse("H8"))]
    state = seeded(app_server.database_url, players, events, first_dealer=3)
    fresh = Game(players, 3)
    fresh.apply_all(events)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", lang)
    table = table_of(fresh, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    tops = set()
    for seat in range(4):
        box = ui.button(spoken(table.prompt, f"{SEAT}:{seat}")).bounding_box()
        assert box is not None and box["x"] + box["width"] <= PHONE["width"]
        tops.add(round(box["y"]))
    assert len(tops) == 1  # one row
    check_pad(ui, list(PACK), tr)
    ui.shot(shots / "homme-de-brou-long-names-de.png")
    ui.page.close()


def test_a_quick_game_of_three_and_the_dummy_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Quick scoring at 360 × 800 in German: three ticked, the dummy seated opposite the one
    chosen, the sides said; a deal whose card points do not add up to 120 refused in words and
    nothing stored; a whole game entered deal by deal ends as the engine's."""
    lang = "de"
    tr = translator(lang)
    players = ["Ute", "Vik", "Wanja"]
    for name in players:
        seeded_player(app_server.database_url, name)
    ui = Ui.speaking(browser, f"{app_server.url}/quick/new", lang)
    ui.choose("Homme de Brou", timeout=30_000)
    ui.shown(
        tr.format(
            "{game} is for {count} players, or three and a dummy.", game="Homme de Brou", count=4
        )
    ).wait_for()
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 3000)  # the roster of this run's other tests is long: its end
    ui.tick(players, lang)
    dummy = tr._("Dummy")
    # The question came into sight by itself (the form scrolled down to it).
    question = tr._("With three players a dummy sits opposite one of them, who plays it:")
    ui.page.wait_for_timeout(600)
    box = ui.shown(question).bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"] - 76  # above the bar
    ui.choose("Vik")  # the dummy sits opposite Vik, the first seat
    table = [dummy, "Ute", "Vik", "Wanja"]
    sides = (f"{dummy} & Vik", "Ute & Wanja")
    ui.shown(tr.format("Sides, partners opposite: {sides}", sides=" · ".join(sides))).wait_for()
    ui.shot(shots / "homme-de-brou-quick-start-de.png")
    ui.tap(tr._("Start the quick game"))

    game, _ = random_game(random.Random(7), first_dealer=1, dummy=0)
    for number, rnd in enumerate(game.rounds, start=1):
        dealer = table[(1 + number - 1) % 4]
        ui.wait_text(QUICK_NEXT.said(tr, ID, n=number, dealer=dealer))
        scores = rnd.scores()
        if number == 1:  # first a deal that does not add up: refused, nothing stored
            wrong = [(s.declared, s.rencontres, s.cards) for s in scores]
            wrong[0] = (wrong[0][0], wrong[0][1], wrong[0][2] + 1)
            enter_sides(ui, tr, sides, wrong)
            ui.shown("120").wait_for()
            ui.shot(shots / "homme-de-brou-quick-refused-de.png")
        enter_sides(ui, tr, sides, [(s.declared, s.rencontres, s.cards) for s in scores])
    winner = sides[game.winners()[0]]
    ui.wait_text(tr.format("{names} won", names=winner), timeout=15_000)
    ui.shot(shots / "homme-de-brou-quick-end-de.png")
    game_id = int(ui.page.url.rstrip("/").rsplit("/", 1)[1])  # /quick/<id>: this game
    with Listig(app_server.database_url) as listig:
        state = listig.quick_game(game_id)
    assert state.totals == dict(zip(sides, game.totals(), strict=True))
    ui.page.close()


def seeded_player(url: str, name: str) -> None:
    """``name`` on the roster (once)."""
    with Listig(url) as listig:
        if name not in {p.name for p in listig.players(include_archived=True)}:
            listig.add_player(name)


def enter_sides(
    ui: Ui, tr: Translator, sides: tuple[str, str], values: list[tuple[int, ...]]
) -> None:
    """Type each side's declarations, rencontres and card points, and score the deal."""
    for side, numbers in zip(sides, values, strict=True):
        for title, value in zip(
            (tr._("Declared"), tr._("Rencontres"), tr._("Card points")), numbers, strict=True
        ):
            ui.enter(f"{side}: {title}", str(value))
    ui.page.wait_for_timeout(300)  # the last digit reaches the server before the tap
    ui.tap(QUICK_SCORE.said(tr, ID))


def test_history_shows_the_sides_the_dummy_with_its_partner_in_french(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """At 360 × 800 in French, a game of three and the dummy in History: the totals, the chart's
    legend and each deal say the sides (« Annick & Mort »), never the dummy alone at 0."""
    from assistant.states import QuickSide

    with Listig(app_server.database_url) as listig:
        known = {p.name: p.id for p in listig.players(include_archived=True)}
        ids = [
            known.get(name) or listig.add_player(name).id
            for name in ("Annick", "Bastien", "Céleste")
        ]
        quick = listig.start_quick_game(ids, 0, "homme-de-brou", dummy=2, dummy_name="Mort")
        sides = quick.sides
        assert sides == ("Annick & Mort", "Bastien & Céleste")
        for ours, theirs in (((0, 0, 62), (20, 40, 58)), ((20, 0, 54), (0, 0, 66))):
            deal = {sides[0]: QuickSide(*ours), sides[1]: QuickSide(*theirs)}
            quick = listig.enter_quick_round(quick.game_id, deal)
    ui = Ui.speaking(browser, f"{app_server.url}/played/{quick.game_id}", "fr")
    ui.shown("Bastien & Céleste").wait_for(timeout=30_000)
    ui.shown("Annick & Mort").wait_for()
    ui.shown("184").wait_for()  # 118 + 66 for Bastien & Céleste
    ui.shown("136").wait_for()  # 62 + 74 for Annick & Mort
    words = ui.page.locator("flt-semantics").all_text_contents()
    assert "Mort" not in {w.strip() for part in words for w in part.split("\n")}
    ui.page.wait_for_timeout(1500)  # the chart drawn and the fonts in
    ui.shot(shots / "homme-de-brou-history-sides-fr.png")
