"""Names and sentences drawn whole at 360 × 800, read from the screen's pixels (the
accessibility tree names them whole even when the screen cuts them): a name is whole, or
wraps at its words, never "Maximil…" or "Bernar" over "d"; a sentence too long for its
place has a way to be read in full."""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from e2e_gaigel import pad_name as gaigel_pad_name
from e2e_gaigel import seeded as seeded_gaigel
from e2e_games import record_of, sample_events, seeded_game
from e2e_games import tap_event as tap_mlut_event
from e2e_harness import PHONE, PadWatch, Server, Ui
from e2e_homme_de_brou import pad_name as hdb_pad_name
from e2e_homme_de_brou import seeded as seeded_hdb
from e2e_partout import seeded as seeded_partout
from e2e_words import drawn_whole
from playwright.sync_api import Browser

from assistant.files.record import Record
from assistant.languages import translate_message, translator
from assistant.service import Listig
from engine.gaigel import Game as GaigelGame
from engine.gaigel import Play as GaigelPlay
from engine.gaigel.selfplay import random_game
from engine.homme_de_brou import PACK as HDB_PACK
from engine.homme_de_brou import Card, Hand, Revoke
from engine.homme_de_brou import Game as HdbGame
from engine.homme_de_brou import Play as HdbPlay
from engine.homme_de_brou import TurnUp as HdbTurnUp
from engine.homme_de_brou.selfplay import random_game as random_game_hdb
from engine.homme_de_brou.sentences import NOT_IN_DUMMY_HAND
from engine.mit_list_und_tuecke import Event as MlutEvent
from engine.mit_list_und_tuecke import Game as MlutGame
from engine.mit_list_und_tuecke import Take
from engine.partout import Game as PartoutGame
from engine.partout import Play as PartoutPlay
from engine.partout.selfplay import random_game as random_partout
from views.gaigel.model import Choosing, Way, last_trick_said, table_of
from views.homme_de_brou.model import SEAT
from views.homme_de_brou.model import table_of as hdb_table_of
from views.mit_list_und_tuecke.model import last_trick_of_game
from views.mit_list_und_tuecke.model import table_of as mlut_table_of
from views.partout.model import table_of as partout_table_of

pytestmark = pytest.mark.e2e

LONG = ["Maximilian", "Friedrich", "Bernadette", "Jean-Baptiste"]
"""Four names as long as a table has them; "Jean-Baptiste" may wrap at its hyphen."""


def whole(ui: Ui, box: dict[str, float] | None, text: str, **how: float) -> None:
    assert box is not None, f"{text!r} is not on the screen"
    ui.page.wait_for_timeout(300)  # the frame painted after the tree said it
    wrong = drawn_whole(ui.page, box, text, **how)  # type: ignore[arg-type]
    assert not wrong, wrong


def quick_form(
    browser: Browser, app_server: Server, players: list[str], game: str, lang: str
) -> Ui:
    """Quick scoring's form in ``lang`` with ``game`` chosen, ``players`` on the roster and
    its end in view (the roster of this run's other tests is long)."""
    with Listig(app_server.database_url) as listig:
        known = {p.name for p in listig.players(include_archived=True)}
        for player in players:
            if player not in known:
                listig.add_player(player)
    ui = Ui.speaking(browser, f"{app_server.url}/quick/new", lang)
    ui.choose(game, timeout=30_000)
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 3000)
    return ui


def names_whole_under_the_trick(browser: Browser, url: str, table: Any, shot: Path) -> None:
    """The game at ``url`` in German: each name under a card of ``table``'s trick is whole."""
    ui = Ui.speaking(browser, url, "de")
    ui.wait_text(table.turn, timeout=30_000)
    for tc in table.trick:
        ui.text(tc.spoken).wait_for()
    ui.page.wait_for_timeout(600)  # the trick's faces painted
    for tc in table.trick:
        whole(ui, ui.text(tc.spoken).bounding_box(), tc.player, under_face=True)
    ui.shot(shot)
    ui.page.close()


def whole_and_still(ui: Ui, watch: PadWatch, text: str, shot: Path) -> None:
    """``text`` is shown whole in the message slot and the pad did not move."""
    shown = ui.shown(text)
    shown.wait_for()
    watch.check("")
    assert not watch.moves, watch.moves  # the pad stayed where it was
    whole(ui, shown.bounding_box(), text)
    ui.shot(shot)
    ui.page.close()


def test_gaigel_names_are_whole_on_the_players_buttons_and_in_the_trick(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Card by card in German: the four players' buttons (who declares, who claims) and the
    names under the trick's cards show each name whole; they were "Maximil…", "Jean-Ba…"
    and "Jean-Bapti…" at any screen width."""
    tr = translator("de")
    game, played = random_game(random.Random(3), deals=1)
    names = dict(zip(game.players, LONG, strict=True))
    deal = [dataclasses.replace(e, by=names[e.by]) for e in played[0][:4]]  # type: ignore[type-var]
    state = seeded_gaigel(app_server.database_url, LONG, deal)
    fresh = GaigelGame(LONG, 0)
    fresh.apply_all(deal)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    table = table_of(fresh, Choosing(way=Way.CARDS), tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    ui.button(re.compile("^" + re.escape(tr._("The next card shows its marriage")))).wait_for()
    assert len(table.trick) == 3
    ui.page.wait_for_timeout(400)
    for player in LONG:
        box = ui.button(re.compile(rf"^{re.escape(player)}(, .*)?$")).bounding_box()
        whole(ui, box, player, inset=4)  # inside the button's frame
    for card in table.trick:
        whole(ui, ui.text(card.spoken).bounding_box(), card.player, lines=1)
    ui.shot(shots / "words-whole-gaigel-de.png")
    ui.page.close()


SIX = [*LONG, "Friederike", "Anna"]


def test_new_game_seats_six_long_names_whole_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Six seated at 360 px in German: every name on its seat row is whole on one line or
    wrapped at its hyphen; beside the dealer's radio and the three buttons it had 64 px and
    broke inside ("Maximil" over "ian", "Bernad" over "ette")."""
    tr = translator("de")
    with Listig(app_server.database_url) as listig:
        known = {p.name for p in listig.players(include_archived=True)}
        for player in SIX:
            if player not in known:
                listig.add_player(player)
    ui = Ui.speaking(browser, f"{app_server.url}/new", "de")
    ui.button(tr._("Start game")).wait_for(timeout=30_000)
    ui.choose("Mit List und Tücke")
    for player in SIX:
        ui.tap(tr.format("Seat {player}", player=player))
        ui.button(tr.format("Remove {player}", player=player)).wait_for()
    ui.to_top()  # back to the seats
    for player in SIX:
        box = ui.text(player).bounding_box()
        if box is None or box["height"] < 14 or box["y"] + box["height"] > 800 - 80:
            ui.page.mouse.wheel(0, 240)  # the last rows from under the bottom bar
            ui.page.wait_for_timeout(400)
            box = ui.text(player).bounding_box()
        whole(ui, box, player)
    ui.shot(shots / "words-whole-new-game-de.png")
    ui.page.close()


def test_the_dummys_hand_refusal_is_said_whole_in_french(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Homme de Brou by three and the dummy in French: the dummy's card outside its hand
    laid down is refused with every card left in it, whole and drawn whole in the message
    slot (a smaller size, four lines), which keeps its height: the pad does not move. The
    list of cards was cut as one fact of a hundred characters, and the slot cut the rest:
    it ended "…neuf de cœ…"."""
    lang = "fr"
    tr = translator(lang)
    players = ["Jean-Baptiste", "Bernadette", "Friedrich"]
    dummy = tr._("Dummy")
    table = [players[0], players[1], dummy, players[2]]
    game, played = random_game_hdb(random.Random(2), first_dealer=2, dummy=2, deals=1)
    seat = dict(zip(game.players, table, strict=True))
    deal = [dataclasses.replace(e, by=seat[e.by]) for e in played[0]]  # type: ignore[type-var]
    # the dummy's hand laid down after the opening lead: the cards it plays all deal
    lead = next(i for i, e in enumerate(deal) if isinstance(e, HdbPlay))
    hand = tuple(e.card for e in deal if isinstance(e, HdbPlay) and e.by == dummy)
    deal.insert(lead + 1, Hand(dummy, hand))
    turn = next(i for i, e in enumerate(deal) if i > lead + 1 and e.by == dummy)
    with Listig(app_server.database_url) as listig:
        known = {p.name: p.id for p in listig.players(include_archived=True)}
        ids = [known[n] if n in known else listig.add_player(n).id for n in players]
        state = listig.start_game(ids, 2, game="homme-de-brou", dummy=2, dummy_name=dummy)
        for event in deal[:turn]:
            state = listig.apply(state.game_id, event)
    fresh = HdbGame(table, 2, 2)
    fresh.apply_all(deal[:turn])
    refusal, card = "", None
    for card in HDB_PACK:  # a card outside the dummy's hand that nothing else refuses
        try:
            copy.deepcopy(fresh).apply(HdbPlay(dummy, card))
        except Revoke as exc:
            if exc.sentence is NOT_IN_DUMMY_HAND:
                refusal = translate_message(exc, lang)
                break
    assert card is not None and len(refusal) > 150, refusal
    assert not refusal.endswith("…"), refusal  # every card of the hand named
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", lang)
    ui.wait_text(hdb_table_of(fresh, tr=tr).turn, timeout=30_000)
    watch = ui.watch_pad(lang)
    watch.check("")
    ui.tap(hdb_pad_name(card, tr))
    whole_and_still(ui, watch, refusal, shots / "words-whole-refusal-fr.png")


def test_a_tricks_explanation_is_whole_beside_undo_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Gaigel card by card in German: the card that completes a trick says who took it and
    why beside "Rückgängig", whole (a smaller size, four lines) where it was cut after
    three ("…mit Kreuz Ass: die höchste Karte der ausges…"); the pad does not move."""
    tr = translator("de")
    game, played = random_game(random.Random(3), deals=1)
    names = dict(zip(game.players, LONG, strict=True))
    deal = [dataclasses.replace(e, by=names[e.by]) for e in played[0][:5]]  # type: ignore[type-var]
    state = seeded_gaigel(app_server.database_url, LONG, deal[:4])
    fresh = GaigelGame(LONG, 0)
    fresh.apply_all(deal[:4])
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table_of(fresh, Choosing(way=Way.CARDS), tr=tr).turn, timeout=30_000)
    watch = ui.watch_pad("de")
    last = deal[4]
    assert isinstance(last, GaigelPlay)
    ui.tap(gaigel_pad_name(last.card, tr))
    fresh.apply(last)
    current = fresh.round
    assert current is not None and current.tricks and not current.trick
    said = last_trick_said(current, tr)
    assert len(said) > 90, said
    whole_and_still(ui, watch, said, shots / "words-whole-trick-said-de.png")


def test_quick_scoring_labels_are_whole_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Homme de Brou's quick scoring at 360 px in German: each side's three fields say
    "Angesagt", "Rencontres" and "Augen" whole on one line inside the field; they broke
    inside ("Angesa" over "gt", "Rencont" over "res")."""
    tr = translator("de")
    ui = quick_form(browser, app_server, LONG, "Homme de Brou", "de")
    for player in LONG:  # three ticked ask about a dummy: the list moves under the finger
        box = ui.page.get_by_role("checkbox", name=player, exact=True)
        ticked = box.and_(ui.page.locator('[aria-checked="true"]'))
        for _ in range(3):
            box.click()
            try:
                ticked.wait_for(timeout=3_000)
                break
            except Exception:
                ui.page.wait_for_timeout(500)
    ui.tap(tr._("Start the quick game"))
    sides = (f"{LONG[0]} & {LONG[2]}", f"{LONG[1]} & {LONG[3]}")
    titles = (tr._("Declared"), tr._("Rencontres"), tr._("Card points"))
    first = ui.page.get_by_role("textbox", name=f"{sides[0]}: {titles[0]}")
    first.wait_for(timeout=30_000)
    for side in sides:
        for title in titles:
            box = ui.page.get_by_role("textbox", name=f"{side}: {title}").bounding_box()
            whole(ui, box, title, inset=3)  # inside the field's frame
    ui.shot(shots / "words-whole-quick-de.png")
    ui.page.close()


def test_homme_de_brou_seats_to_declare_for_are_whole_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """The declarations at 360 px in German: the four seats' buttons, one row, show each
    name whole (a smaller size, wrapped at a hyphen); they were "Maxim…", "Berna…" and
    "Jean-B…"."""
    tr = translator("de")
    events = [HdbTurnUp(LONG[3], Card.parse("H8"))]
    state = seeded_hdb(app_server.database_url, LONG, events, first_dealer=3)
    fresh = HdbGame(LONG, 3)
    fresh.apply_all(events)
    table = hdb_table_of(fresh, tr=tr)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table.turn, timeout=30_000)
    assert table.prompt is not None
    tops = set()
    for seat in range(4):
        choice = next(c for c in table.prompt.choices if c.value == f"{SEAT}:{seat}")
        box = ui.button(choice.spoken).bounding_box()
        assert box is not None
        tops.add(round(box["y"]))
        whole(ui, box, choice.label, inset=3)  # inside the button's frame
    assert len(tops) == 1  # one row
    ui.shot(shots / "words-whole-declare-de.png")
    ui.page.close()


def test_what_a_take_did_is_whole_beside_its_undo_at_six(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Mit List und Tücke at six: after the take with the most cards, what it did ("Finn
    took …; Dan received …") is whole beside "Undo this take" (a smaller size, four
    lines), where the slot cut it after its third line."""
    record = record_of(6)
    events = sample_events(record, 1)
    takes = [i for i, e in enumerate(events) if isinstance(e, Take)]
    at = max(takes, key=lambda i: len(events[i].cards))  # type: ignore[union-attr]
    state = seeded_game(app_server.database_url, record, at)
    fresh = MlutGame(record.players, record.first_dealer)
    fresh.start_round()
    fresh.apply_all(events[: at + 1])
    past = last_trick_of_game(fresh)
    assert past is not None and len(past.summary) > 70, past
    ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", PHONE)
    ui.wait_text(mlut_table_of(fresh_before(record, events[:at])).turn, timeout=30_000)
    tap_mlut_event(ui, events[at])
    shown = ui.shown(past.summary)
    shown.wait_for()
    whole(ui, shown.bounding_box(), past.summary)
    ui.shot(shots / "words-whole-take-en.png")
    ui.page.close()


def fresh_before(record: Record, events: list[MlutEvent]) -> MlutGame:
    """The game of ``record`` after ``events`` of its first round."""
    return fresh_of(record.players, record.first_dealer, events)


def fresh_of(players: Sequence[str], dealer: int | str, events: list[MlutEvent]) -> MlutGame:
    """A game of Mit List und Tücke after ``events`` of its first round."""
    game = MlutGame(players, dealer)
    game.start_round()
    game.apply_all(events)
    return game


def test_tysiacha_quick_soloists_are_whole_in_french(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Tysiacha's quick scoring by three at 360 px in French: the three soloist buttons
    show each name whole, the chosen one with its check mark too; they were "Maxi…",
    "Jean-B…" and "Berna…"."""
    tr = translator("fr")
    players = [LONG[0], LONG[3], LONG[2]]
    ui = quick_form(browser, app_server, players, "Tysiacha", "fr")
    ui.tick(players, "fr")
    ui.tap(tr._("Start the quick game"))
    soloist = tr.format("{player} is the soloist", player=players[1])
    ui.tap(soloist, timeout=30_000)
    ui.button(soloist).and_(ui.page.locator('[aria-current="true"]')).wait_for()
    for player in players:
        box = ui.button(tr.format("{player} is the soloist", player=player)).bounding_box()
        assert box is not None
        inner = {  # inside the button's rounded frame
            "x": box["x"] + 12,
            "y": box["y"] + 3,
            "width": box["width"] - 24,
            "height": box["height"] - 6,
        }
        whole(ui, inner, player, framed=True)
    ui.shot(shots / "words-whole-quick-soloist-fr.png")
    ui.page.close()


def test_six_long_names_under_the_trick_are_whole_or_said_whole(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Mit List und Tücke at six in German, a trick of long names: each name under its card
    is whole at the largest size that fits its sixth of the row (53 px); it was cut at
    13 px ("Jean-Ba…")."""
    tr = translator("de")
    record = record_of(6)
    names = dict(zip(record.players, SIX, strict=True))
    every = [
        dataclasses.replace(e, by=names[e.by])  # type: ignore[type-var]
        for e in sample_events(record, 1)
    ]
    dealer = record.players.index(record.first_dealer)
    count = 0  # the first trick of five cards, the sixth to play
    while len(mlut_table_of(fresh_of(SIX, dealer, every[:count])).trick) < 5:
        count += 1
    events = every[:count]
    with Listig(app_server.database_url) as listig:
        known = {p.name: p.id for p in listig.players(include_archived=True)}
        ids = [known[n] if n in known else listig.add_player(n).id for n in SIX]
        state = listig.start_game(ids, dealer)
        for event in events:
            state = listig.apply(state.game_id, event)
    table = mlut_table_of(fresh_of(SIX, dealer, events), tr=tr)
    assert {tc.player for tc in table.trick} & set(LONG)
    names_whole_under_the_trick(
        browser,
        f"{app_server.url}/game/{state.game_id}",
        table,
        shots / "words-whole-trick-6-de.png",
    )


def test_partout_six_names_under_the_trick_are_whole_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Partout at six in German, five cards of a trick: each name under its card and each
    mark is whole in its sixth of the row ("Jean-" over "Baptiste" at the smallest sizes);
    they were "Bernad…", "Jean-Ba…" and "eingesper" over "rt"."""
    tr = translator("de")
    game, played = random_partout(6, random.Random(1))
    names = dict(zip(game.players, SIX, strict=True))
    events = [
        dataclasses.replace(e, by=names[e.by])  # type: ignore[type-var]
        for e in played
    ]
    plays = [i for i, e in enumerate(events) if isinstance(e, PartoutPlay)]
    events = events[: plays[4]]  # five cards of the first trick, one locked up
    state = seeded_partout(app_server.database_url, SIX, events)
    fresh = PartoutGame(SIX, 0)
    fresh.apply_all(events)
    table = partout_table_of(fresh, tr=tr)
    assert len(table.trick) == 4  # the fifth player's card, the dungeon, locked one up
    names_whole_under_the_trick(
        browser,
        f"{app_server.url}/game/{state.game_id}",
        table,
        shots / "words-whole-partout-6-de.png",
    )
