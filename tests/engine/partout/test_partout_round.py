"""A round's phases in order: trump number, trump color, predictions, play; turns and tricks."""

from __future__ import annotations

from partout_helpers import announce, new_round, play, predict, ready

from engine.partout import Color, End, Phase, Predict, TrumpColor, TrumpNumber


def test_the_phases_in_order_p1_names_the_number_p2_the_color() -> None:
    rnd = new_round(4, first=2)  # Ben deals: Cleo is P1, Dan P2
    assert rnd.players[rnd.dealer] == "Ben"
    assert (rnd.phase, rnd.to_act) == (Phase.TRUMP_NUMBER, 2)
    assert rnd.legal_numbers() == tuple(range(1, 8))
    rnd.apply(TrumpNumber("Cleo", 5))
    assert (rnd.phase, rnd.to_act, rnd.number) == (Phase.TRUMP_COLOR, 3, 5)
    assert rnd.trump is None
    rnd.apply(TrumpColor("Dan", Color.BLACK))
    assert (rnd.phase, rnd.to_act) == (Phase.PREDICT, 2)
    assert rnd.trump is not None and (rnd.trump.number, rnd.trump.color) == (5, Color.BLACK)
    assert rnd.legal_predictions() == range(8)
    for name in ("Cleo", "Dan", "Anna"):
        rnd.apply(Predict(name, 1))
        assert rnd.phase is Phase.PREDICT
    rnd.apply(Predict("Ben", 0))
    assert (rnd.phase, rnd.to_act, rnd.leader) == (Phase.PLAY, 2, 2)  # P1 leads
    assert list(rnd.predictions) == [2, 3, 0, 1]


def test_six_players_may_name_eight_and_nine() -> None:
    rnd = new_round(6)
    assert rnd.legal_numbers() == tuple(range(1, 10))
    announce(rnd, 9, "K")
    assert rnd.number == 9


def test_minimums_sum_the_partners_predictions_and_may_exceed_the_tricks() -> None:
    rnd = new_round(4)
    announce(rnd, 3, "G")
    assert rnd.minimums() == (0, 0)
    predict(rnd, 7, 2)
    assert rnd.minimums() == (7, 2)
    predict(rnd, 6, 0)
    assert rnd.minimums() == (13, 2)


def test_the_taker_leads_the_next_trick() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R1", "R2", "R6", "R4")
    assert rnd.takers() == (2,)
    assert (rnd.leader, rnd.to_act, rnd.trick_number) == (2, 2, 2)
    play(rnd, "B1")
    would = rnd.would_take()
    assert would is not None and would.seat == 2
    play(rnd, "B4")
    assert rnd.would_take() is not None and rnd.would_take().seat == 3  # type: ignore[union-attr]


def test_a_four_player_round_ends_after_seven_tricks() -> None:
    rnd = ready(4, 3, "G")
    cards = [f"{c}{n}" for n in range(1, 8) for c in "RGBK"]
    for trick in range(7):
        play(rnd, *cards[trick * 4 : trick * 4 + 4])
    assert (rnd.phase, rnd.end, rnd.ended, rnd.to_act, rnd.due()) == (
        Phase.ENDED,
        End.COMPLETE,
        True,
        None,
        (),
    )
    assert len(rnd.tricks) == 7 and rnd.trick_number == 7
    assert all(rnd.hand_left(seat) == 0 for seat in range(4))
    assert len(rnd.unplayed_cards()) == 6  # the specials were left face down here


def test_three_players_tricks_go_round_the_table_twice() -> None:
    rnd = ready(3, 3, "G", first=1)  # Ben leads
    seats = []
    for card in ("R1", "R2", "R4", "R5", "R6", "R7"):
        seats.append(rnd.to_act)
        play(rnd, card)
    assert seats == [1, 2, 0, 1, 2, 0]
    assert rnd.takers() == (0,)  # Anna's R7, her second card
    assert [p.seat for p in rnd.tricks[0].cards] == [1, 2, 0, 1, 2, 0]
    assert rnd.played_by_seat == [2, 2, 2]


def test_a_three_player_round_has_five_tricks_of_six_cards() -> None:
    rnd = ready(3, 1, "R")
    cards = [f"{c}{n}" for n in range(1, 8) for c in "GBKR"] + ["king", "queen"]
    for trick in range(5):
        play(rnd, *cards[trick * 6 : trick * 6 + 6])
    assert rnd.ended and len(rnd.tricks) == 5
    assert all(rnd.hand_left(seat) == 0 for seat in range(3))


def test_a_six_player_round_uses_the_whole_deck() -> None:
    rnd = ready(6, 3, "G")
    cards = [f"{c}{n}" for n in range(1, 10) for c in "RGBK"] + [
        "king",
        "queen",
        "harlequin",
        "mathematician:5",
        "alchemist:R",
        "dungeon:R1",
    ]
    for trick in range(7):
        chunk = cards[trick * 6 : trick * 6 + 6]
        if trick == 6:
            chunk[-1] = f"dungeon:{chunk[0]}"
        play(rnd, *chunk)
    assert rnd.ended and rnd.unplayed_cards() == ()


def test_players_are_found_ignoring_case_and_spaces() -> None:
    rnd = new_round(4)
    rnd.apply(TrumpNumber(" anna ", 2))
    assert rnd.number == 2 and rnd.seat("DAN") == 3
