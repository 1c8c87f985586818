"""Which card takes the trick: every step of the ranking, and the rules text's example."""

from __future__ import annotations

import random

from partout_helpers import play, ready

from engine.partout import Card, Color, Emblem, Reason, Source, Taking, Trump, takes
from engine.partout.trick import Played


def trick(*texts: str, number: int = 3, color: str = "G", n: int = 4) -> Taking:
    """Play one whole trick (Anna leads) under the given trump and explain who took it."""
    rnd = ready(n, number, color)
    play(rnd, *texts)
    assert len(rnd.tricks) == 1
    return rnd.explain(1)


def taker(taking: Taking) -> tuple[int, str | None, Reason]:
    return taking.seat, None if taking.card is None else str(taking.card), taking.reason


# ----------------------------------------------------------------- 1. the Harlequin


def test_harlequin_takes_with_a_king_played_after_it() -> None:
    taking = trick("harlequin", "R5", "king", "G3")
    assert taker(taking) == (0, "harlequin", Reason.HARLEQUIN)
    assert taking.beats == Card.parse("king")


def test_harlequin_takes_with_a_queen_played_before_it() -> None:
    assert taker(trick("queen", "G3", "K1", "harlequin")) == (3, "harlequin", Reason.HARLEQUIN)


def test_harlequin_with_king_and_queen_beats_both() -> None:
    taking = trick("king", "queen", "harlequin", "G3")
    assert taker(taking) == (2, "harlequin", Reason.HARLEQUIN)
    assert taking.beats == Card.parse("king")  # the first royal played


def test_a_lone_harlequin_has_no_value() -> None:
    assert taker(trick("harlequin", "R5", "R2", "B7")) == (1, "R5", Reason.LED_COLOR)


# ----------------------------------------------------------------- 2. King and Queen


def test_king_beats_every_emblem_card() -> None:
    assert taker(trick("G3", "king", "R3", "G7")) == (1, "king", Reason.ROYAL)


def test_king_and_queen_the_first_played_takes() -> None:
    assert taker(trick("R1", "queen", "king", "G3")) == (1, "queen", Reason.ROYAL)
    assert taker(trick("king", "R1", "queen", "G3")) == (0, "king", Reason.ROYAL)


# ----------------------------------------------------------------- 3. emblem cards


def test_the_trump_number_in_the_trump_color_is_highest() -> None:
    assert taker(trick("R3", "B3", "G3", "G7")) == (2, "G3", Reason.TRUMP_CARD)


def test_other_trump_numbers_the_first_played_takes() -> None:
    assert taker(trick("R1", "B3", "R3", "G7")) == (1, "B3", Reason.TRUMP_NUMBER)
    assert taker(trick("K3", "B3", "R3", "G7")) == (0, "K3", Reason.TRUMP_NUMBER)


def test_trump_color_by_number() -> None:
    assert taker(trick("R7", "G2", "G6", "R6")) == (2, "G6", Reason.TRUMP_COLOR)


def test_led_color_by_number() -> None:
    taking = trick("B2", "R7", "B5", "K6")
    assert taker(taking) == (2, "B5", Reason.LED_COLOR)
    assert taking.led is Color.BLUE


def test_other_colors_cannot_take() -> None:
    assert taker(trick("R1", "B7", "K7", "B6")) == (0, "R1", Reason.LED_COLOR)


def test_a_trump_number_card_leading_sets_the_led_color() -> None:
    assert taker(trick("R3", "R7", "B3", "K1", number=3, color="G")) == (
        0,
        "R3",
        Reason.TRUMP_NUMBER,
    )
    taking = trick("harlequin", "R2", "B7", "R6")  # the Harlequin is no emblem: red is led
    assert taker(taking) == (3, "R6", Reason.LED_COLOR)
    assert taking.led is Color.RED


# ----------------------------------------------------------------- 4. no card with a value


def test_no_valued_card_the_leader_takes() -> None:
    taking = trick("harlequin", "mathematician:5", "alchemist:R", "dungeon:harlequin")
    assert taker(taking) == (0, None, Reason.LEADER)


def test_only_locked_up_cards_the_leader_takes() -> None:
    assert taker(trick("R3", "dungeon:R3", "mathematician:5", "harlequin")) == (
        0,
        None,
        Reason.LEADER,
    )


# ----------------------------------------------------------------- the rules text's example


def rank_key(card: Emblem, number: int, color: Color, led: Color) -> tuple[int, int]:
    """An independent reading of the ranking for emblem cards (played-first ties aside)."""
    if card.number == number and card.color is color:
        return (4, 0)
    if card.number == number:
        return (3, 0)
    if card.color is color:
        return (2, card.number)
    if card.color is led:
        return (1, card.number)
    return (0, 0)


def test_the_example_green_three() -> None:
    """Trump 3 and green: green 3, all other 3s, green 9-4, then green 2-1; then the rest."""
    trump = Trump(3, Color.GREEN, Source(0), Source(1))
    order = ["G3", "R3", "G9", "G8", "G7", "G6", "G5", "G4", "G2", "G1", "R9", "R1"]
    for i, high in enumerate(order):
        for low in order[i + 1 :]:
            for first, second in ((high, low), (low, high)):
                cards = [Played(0, Card.parse(first)), Played(1, Card.parse(second))]
                assert str(takes(cards, trump).card) == high, (first, second)


def test_the_example_the_led_color_is_beaten_only_by_green() -> None:
    trump = Trump(3, Color.GREEN, Source(0), Source(1))
    for other in ("B9", "K9", "R9", "G1"):
        cards = [Played(0, Card.parse("R2")), Played(1, Card.parse(other))]
        winner = "R2" if other in ("B9", "K9") else other
        assert str(takes(cards, trump).card) == winner, other


def test_six_players_use_the_eights_and_nines() -> None:
    taking = trick("G4", "G9", "R9", "B1", "K8", "R8", n=6)
    assert taker(taking) == (1, "G9", Reason.TRUMP_COLOR)
    assert taker(trick("R2", "K8", "R9", "B1", "K9", "G1", number=8, n=6)) == (
        1,
        "K8",
        Reason.TRUMP_NUMBER,
    )


def test_random_tricks_agree_with_an_independent_reading() -> None:
    rng = random.Random(14)
    emblems = [Emblem(color, n) for color in Color for n in range(1, 10)]
    for _ in range(2000):
        cards = rng.sample(emblems, rng.choice((4, 6)))
        number, color = rng.randint(1, 9), rng.choice(list(Color))
        trump = Trump(number, color, Source(0), Source(1))
        result = takes([Played(seat, card) for seat, card in enumerate(cards)], trump)
        keys = [rank_key(card, number, color, cards[0].color) for card in cards]
        assert result.seat == keys.index(max(keys))  # the first played among equals
