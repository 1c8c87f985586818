"""Tests of the table view-models built from engine states."""

from __future__ import annotations

import pytest

from assistant.games.simulate import random_game
from assistant.languages import translator
from engine.mit_list_und_tuecke import Blocked, Card, Color, Game, Keep, Phase, Play, Take
from views.flow import Screen
from views.mit_list_und_tuecke.model import (
    CardState,
    Mark,
    competition_ranks,
    game_end_of,
    past_trick,
    round_end_of,
    screen_of,
    table_of,
)

PLAYERS = ("Anna", "Ben", "Cleo", "Dan")


def c(text: str) -> Card:
    return Card.parse(text)


def game_with(*events: Play | Take | Keep | Blocked) -> Game:
    game = Game(PLAYERS, first_dealer=3)  # Anna leads the first trick
    game.start_round()
    game.apply_all(events)
    return game


def test_fresh_table_names_the_leader_and_offers_every_card() -> None:
    table = table_of(game_with())
    assert (table.round_no, table.rounds, table.trick_no, table.tricks) == (1, 4, 1, 14)
    assert table.dealer == "Dan"
    assert table.turn == "Anna to play"
    assert table.trump is None
    assert table.trick == ()
    assert [row.color for row in table.pad] == [Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW]
    assert all(card.playable for row in table.pad for card in row.cards)
    assert len(table.pad[0].cards) == 14
    assert table.pad[2].cards[9].label == "Red 10"
    assert table.blocked is None and table.take is None and table.keep is None


def test_live_marks_follow_the_takers() -> None:
    table = table_of(
        game_with(Play("Anna", c("R10")), Play("Ben", c("Y6")), Play("Cleo", c("R14")))
    )
    assert table.trump is Color.RED
    assert table.turn == "Dan to play"
    marks = {tc.player: tc.mark for tc in table.trick}
    assert marks == {"Anna": Mark.NONE, "Ben": Mark.SECOND, "Cleo": Mark.FIRST}
    assert table.trick[0].lead


def test_played_cards_are_gone_and_the_fourth_color_is_barred() -> None:
    game = game_with(Play("Anna", c("R10")), Play("Ben", c("Y6")), Play("Cleo", c("B2")))
    table = table_of(game)
    red, yellow, green = table.pad[2], table.pad[3], table.pad[1]
    assert red.cards[9].state is CardState.IN_TRICK
    assert yellow.cards[5].state is CardState.IN_TRICK
    assert green.barred
    assert all(card.state is CardState.FOURTH for card in green.cards)
    assert table.blocked is not None
    assert table.blocked.player == "Dan" and table.blocked.fourth is Color.GREEN


def test_complete_trick_asks_the_first_taker() -> None:
    game = game_with(
        Play("Anna", c("R10")), Play("Ben", c("Y6")), Play("Cleo", c("R14")), Play("Dan", c("B2"))
    )
    table = table_of(game, chosen_cards=[c("R14")])
    assert table.phase is Phase.TAKE
    assert table.turn == "Cleo takes 2 cards"
    assert table.take is not None
    assert (table.take.taker, table.take.count, table.take.second) == ("Cleo", 2, "Dan")
    assert table.take.chosen == (c("R14"),)
    goes = {tc.label: tc.goes_to for tc in table.trick}
    assert goes == {"Red 10": "Dan", "Yellow 6": "Dan", "Red 14": "Cleo", "Blue 2": "Dan"}
    assert all(card.state is not CardState.PLAYABLE for row in table.pad for card in row.cards)


def test_one_color_trick_sends_the_rest_out_of_play() -> None:
    game = game_with(
        Play("Anna", c("R1")), Play("Ben", c("R2")), Play("Cleo", c("R3")), Play("Dan", c("R4"))
    )
    table = table_of(game)
    assert table.take is not None and table.take.second is None
    assert "out of play" in table.take.rest_text
    game.apply(Take("Dan", (c("R4"), c("R3"))))
    last = table_of(game).last_trick
    assert last is not None
    assert last.summary == "Dan took Red 4, Red 3; Red 1, Red 2 went out of play."
    assert table_of(game).turn == "Dan to play"


def test_keep_prompt_and_stacks_show_colors_not_counts() -> None:
    trick1 = [
        Play("Anna", c("R10")),
        Play("Ben", c("Y6")),
        Play("Cleo", c("R14")),
        Play("Dan", c("B2")),
        Take("Cleo", (c("R14"), c("R10"))),
    ]
    # Dan received Y6 and B2 and leads; Dan takes G14 and R1: four colors.
    trick2 = [
        Play("Dan", c("G14")),
        Play("Anna", c("R1")),
        Play("Ben", c("G1")),
        Play("Cleo", c("B14")),
        Take("Dan", (c("G14"), c("R1"))),
    ]
    game = game_with(*trick1, *trick2)
    table = table_of(game)
    seats = {s.name: s for s in table.seats}
    assert seats["Dan"].colors == (Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW)
    assert seats["Dan"].counts is None
    assert table.phase is Phase.KEEP
    assert table.keep is not None and table.keep.player == "Dan"
    assert table.turn == "Dan keeps two colors"
    shown = table_of(game, show_counts=True)
    assert dict(shown.seats[3].counts or ()) == {
        Color.BLUE: 1,
        Color.GREEN: 1,
        Color.RED: 1,
        Color.YELLOW: 1,
    }
    game.apply(Keep("Dan", (Color.BLUE, Color.GREEN)))
    after = {s.name: s for s in table_of(game).seats}
    assert after["Dan"].kept == (Color.BLUE, Color.GREEN)
    assert after["Dan"].has_discards


def test_round_end_breakdown_ranking_and_next_dealer() -> None:
    game = random_game(4, seed=7, rounds=1)
    assert screen_of(game) is Screen.ROUND_END
    assert screen_of(game, next_round=True) is Screen.TABLE
    end = round_end_of(game)
    rnd = game.rounds[0]
    for row, sc in zip(end.rows, rnd.scores(), strict=True):
        assert row.points == sc.points
        assert row.formula == sc.formula
        assert row.total == sc.points
    assert [r.points for r in end.ranking] == sorted((r.points for r in end.rows), reverse=True)
    assert end.next_dealer == game.players[game.dealer_of(1)]
    nxt = table_of(game)
    assert nxt.round_no == 2
    assert nxt.dealer == end.next_dealer
    assert nxt.trick == ()


def test_game_end_names_the_winners() -> None:
    game = random_game(4, seed=3)
    assert screen_of(game) is Screen.GAME_END
    end = game_end_of(game)
    assert set(end.winners) == {game.players[s] for s in game.winners()}
    assert end.standings[0].winner
    assert end.standings[0].total == max(game.totals())
    assert sum(end.standings[0].rounds) == end.standings[0].total


def test_blocked_round_says_who_was_blocked() -> None:
    for seed in range(200):
        game = random_game(4, seed, rounds=1)
        if game.rounds[0].blocked_by is not None:
            break
    else:
        pytest.skip("no blocked round in these seeds")
    assert "was blocked" in round_end_of(game).how


def test_past_trick_marks_takers() -> None:
    game = random_game(4, seed=5, rounds=1)
    trick = past_trick(game.rounds[0], 0)
    assert trick.number == 1
    assert sum(1 for tc in trick.cards if tc.chosen) == 2


def test_competition_ranks_share_places() -> None:
    assert competition_ranks([5, 9, 5]) == [2, 1, 2]


def test_seat_summary_and_spoken_trick_cards() -> None:
    game = game_with(Play("Anna", c("R10")), Play("Ben", c("Y6")))
    table = table_of(game)
    # the accessible-name scheme: the thing first, then its states after commas
    assert table.trick[0].spoken == "Red 10, played by Anna, led, takes first"
    assert table.trick[1].spoken == "Yellow 6, played by Ben, takes the rest"
    assert table.seats[0].summary == "Anna: nothing yet"
    assert table.seats[2].summary == "Cleo, their turn: nothing yet"
    assert table.seats[3].summary == "Dan, dealer: nothing yet"
    game.apply_all([Play("Cleo", c("R14")), Play("Dan", c("B2"))])
    taking = table_of(game, chosen_cards=[c("R14")])
    assert taking.trick[0].take_spoken == "Take Red 10, played by Anna, led, goes to Dan"
    assert taking.trick[2].take_spoken == "Take Red 14, played by Cleo, takes first, goes to Cleo"
    in_trick = taking.pad[2].cards[9]
    assert (in_trick.label, in_trick.spoken) == ("Red 10", "Red 10, in this trick")
    game.apply(Take("Cleo", (c("R14"), c("R10"))))
    seats = table_of(game).seats
    assert seats[2].summary == "Cleo: collects Red"
    assert seats[3].summary == "Dan, dealer, their turn: collects Blue and Yellow"
    counted = table_of(game, show_counts=True).seats
    assert counted[2].summary == "Cleo: collects Red (2 cards)"
    assert counted[3].summary == (
        "Dan, dealer, their turn: collects Blue (1 card) and Yellow (1 card)"
    )


def test_a_complete_trick_bars_no_color() -> None:
    game = game_with(
        Play("Anna", c("R10")), Play("Ben", c("Y6")), Play("Cleo", c("B2")), Play("Dan", c("R1"))
    )
    table = table_of(game)
    assert table.phase is Phase.TAKE
    assert not any(row.barred for row in table.pad)
    assert table.pad[1].cards[0].state is CardState.WAITING


def test_the_table_speaks_german() -> None:
    de = translator("de")
    game = game_with(Play("Anna", c("R10")), Play("Ben", c("Y6")), Play("Cleo", c("B2")))
    table = table_of(game, tr=de)
    assert table.turn == "Dan ist am Zug"
    assert table.pad[2].name == "Rot"
    assert table.pad[2].cards[9].label == "Rot 10"
    assert table.trick[0].spoken == "Rot 10, gespielt von Anna, ausgespielt, nimmt zuerst"
    assert table.pad[1].name == "Grün" and table.pad[1].barred
    assert table.blocked is not None and "nur noch Karten in Grün" in table.blocked.question
    assert table.seats[0].summary == "Anna: noch nichts"
    assert table.seats[3].summary == "Dan, Geber, am Zug: noch nichts"


def test_trick_summary_round_end_and_game_end_in_french() -> None:
    fr = translator("fr")
    game = game_with(
        Play("Anna", c("R1")), Play("Ben", c("R2")), Play("Cleo", c("R3")), Play("Dan", c("R4"))
    )
    assert table_of(game, tr=fr).turn == "Dan prend 2 cartes"
    game.apply(Take("Dan", (c("R4"), c("R3"))))
    last = table_of(game, tr=fr).last_trick
    assert last is not None
    assert last.summary == "Dan a pris Rouge 4, Rouge 3\u00a0; Rouge 1, Rouge 2 sont hors jeu."
    finished = random_game(4, seed=3)
    end = round_end_of(finished, tr=fr)
    assert end.how.startswith("Les 14 plis") or "bloqué" in end.how
    assert all("×" in row.formula or "=" in row.formula for row in end.rows)
    headline = game_end_of(finished, fr).headline
    assert "gagne" in headline and "points" in headline
