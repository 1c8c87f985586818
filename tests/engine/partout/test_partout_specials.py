"""The Mathematician, the Alchemist and the Dungeon: changes for the whole trick and the
rest of the round, locking up a card and undoing its effect."""

from __future__ import annotations

from partout_helpers import play, ready

from engine.partout import Card, Color, Reason, Source, Special


def test_mathematician_changes_the_number_for_cards_played_before_it() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R5", "G3", "mathematician:5", "K1")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (0, "R5", Reason.TRUMP_NUMBER)
    assert taking.trump.number == 5


def test_mathematician_counts_for_the_rest_of_the_round() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R1", "mathematician:5", "R2", "R4")  # Dan takes with R4, leads
    assert rnd.takers() == (3,)
    trump = rnd.trump
    assert trump is not None
    assert (trump.number, trump.color) == (5, Color.GREEN)
    assert trump.number_from == Source(1, Special.MATHEMATICIAN, 1)
    assert trump.color_from == Source(1)  # as Ben announced it
    play(rnd, "G3", "B5", "G7", "K2")  # G3 is no trump number any more: B5 is
    assert rnd.explain(2).seat == 0  # Anna, after Dan, played B5
    assert rnd.explain(2).reason is Reason.TRUMP_NUMBER


def test_mathematician_has_no_value() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "mathematician:4", "R1", "B2", "K1")
    assert rnd.explain(1).seat == 1  # R1 sets the led color and takes


def test_alchemist_changes_the_color_for_the_whole_trick_and_after() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "B2", "G7", "alchemist:B", "R1")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (0, "B2", Reason.TRUMP_COLOR)
    trump = rnd.trump
    assert trump is not None and trump.color is Color.BLUE
    assert trump.color_from == Source(2, Special.ALCHEMIST, 1)
    play(rnd, "G6", "B1", "K7", "R7")  # Anna leads again: blue is trump, B1 takes
    assert rnd.explain(2).seat == 1
    assert rnd.explain(2).reason is Reason.TRUMP_COLOR


def test_the_trump_in_force_shows_a_change_at_once() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R5", "mathematician:5")
    trump = rnd.trump
    assert trump is not None and trump.number == 5 and trump.changed
    assert rnd.final_trump is not None and rnd.final_trump.number == 3  # no trick done yet
    would = rnd.would_take()
    assert would is not None and (would.seat, would.reason) == (0, Reason.TRUMP_NUMBER)


def test_three_players_a_card_then_the_mathematician_naming_its_number() -> None:
    """The rules text: play a number card first, then the Mathematician second time round,
    changing the trump number to the first card's number."""
    rnd = ready(3, 3, "G")
    play(rnd, "R6", "G7", "R3", "mathematician:6", "G1", "B3")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (0, "R6", Reason.TRUMP_NUMBER)


def test_dungeon_locks_up_a_card_it_counts_as_never_played() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R1", "G3", "dungeon:G3", "R2")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (3, "R2", Reason.LED_COLOR)
    assert taking.locked == Card.parse("G3")


def test_dungeon_locking_up_the_king_stops_the_harlequin() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "king", "harlequin", "dungeon:king", "R2")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (3, "R2", Reason.LED_COLOR)


def test_dungeon_locking_up_the_king_leaves_the_queen_for_the_harlequin() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "king", "queen", "harlequin", "dungeon:king")
    assert rnd.explain(1).seat == 2
    assert rnd.explain(1).beats is Special.QUEEN


def test_dungeon_locking_up_the_harlequin_leaves_the_king() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "harlequin", "king", "G3", "dungeon:harlequin")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (1, "king", Reason.ROYAL)


def test_dungeon_locking_up_the_first_queen_lets_the_king_take() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "queen", "king", "dungeon:queen", "R2")
    assert rnd.explain(1).seat == 1


def test_dungeon_locking_up_the_mathematician_undoes_the_change() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R5", "mathematician:5", "B3", "dungeon:mathematician")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (2, "B3", Reason.TRUMP_NUMBER)
    trump = rnd.trump
    assert trump is not None and trump.number == 3 and trump.number_from == Source(0)
    play(rnd, "R3", "R6", "R7", "K5")  # Cleo leads; 3 is still the trump number, 5 is not
    assert rnd.explain(2).seat == 2


def test_dungeon_locking_up_the_alchemist_undoes_the_change() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "B7", "alchemist:R", "R1", "dungeon:alchemist")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (0, "B7", Reason.LED_COLOR)
    assert rnd.trump is not None and rnd.trump.color is Color.GREEN


def test_dungeon_undoing_a_change_while_the_trick_runs() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "mathematician:5", "R5")
    assert rnd.trump is not None and rnd.trump.number == 5
    play(rnd, "dungeon:mathematician")
    assert rnd.trump is not None and rnd.trump.number == 3


def test_dungeon_locking_up_the_first_emblem_card_moves_the_led_color() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R7", "B2", "dungeon:R7", "B1")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.reason) == (1, "B2", Reason.LED_COLOR)
    assert taking.led is Color.BLUE


def test_dungeon_may_lock_up_a_partners_card() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "R1", "G3", "R2", "dungeon:G3")  # Dan locks up his partner Ben's card
    assert rnd.explain(1).seat == 2


def test_dungeon_leading_has_no_target_and_no_effect() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "dungeon", "R5", "R6", "B1")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card), taking.locked) == (2, "R6", None)


def test_dungeon_never_takes() -> None:
    rnd = ready(4, 3, "G")
    play(rnd, "K1", "dungeon:K1", "R4", "B7")
    assert rnd.explain(1).seat == 2  # red is led once K1 is locked up


def test_three_players_dungeon_may_lock_up_the_players_own_earlier_card() -> None:
    rnd = ready(3, 3, "G")
    play(rnd, "G3", "R1", "R2", "dungeon:G3", "B1", "B2")
    taking = rnd.explain(1)
    assert (taking.seat, str(taking.card)) == (2, "R2")


def test_legal_choices_follow_the_trump_in_force() -> None:
    rnd = ready(4, 3, "G")
    assert 3 not in rnd.legal_numbers() and len(rnd.legal_numbers()) == 6
    assert Color.GREEN not in rnd.legal_colors() and len(rnd.legal_colors()) == 3
    assert rnd.legal_targets() == ()
    play(rnd, "R4", "alchemist:R")
    assert rnd.legal_colors() == ()  # the only Alchemist is out
    assert rnd.legal_targets() == (Card.parse("R4"), Special.ALCHEMIST)
