"""The rules page's worked example and values table, and the record spec's examples."""

from __future__ import annotations

from homme_de_brou_helpers import (
    DUMMY_NAMES,
    EXAMPLE,
    NAMES,
    SECOND_DEAL,
    c,
    cards,
    declare,
    new_round,
    plays,
)

from engine.homme_de_brou import (
    DEAL_POINTS,
    PACK,
    Game,
    Hand,
    Kind,
    Reason,
    Suit,
    TurnUp,
    summarize,
    value,
)


def test_the_pack_is_32_cards_worth_120_with_the_ten_high() -> None:
    assert len(PACK) == 32
    assert sum(card.points for card in PACK) == DEAL_POINTS == 120
    assert [str(card) for card in PACK[:8]] == ["SA", "ST", "SK", "SQ", "SJ", "S9", "S8", "S7"]
    assert [c(t).points for t in ("HA", "HT", "HK", "HQ", "HJ", "H9", "H8", "H7")] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
        0,
    ]


def test_the_values_table() -> None:
    plain, trumps = Suit.SPADES, Suit.HEARTS
    table = {
        (Kind.MARRIAGE, False): (20, 40),
        (Kind.TIERCE, False): (30, 60),
        (Kind.MARRIAGE, True): (40, 80),
        (Kind.TIERCE, True): (60, 120),
    }
    for (kind, rencontre), expected in table.items():
        got = (
            value(kind, plain, trumps, rencontre),
            value(kind, trumps, trumps, rencontre),
        )
        assert got == expected


def test_the_worked_example() -> None:
    rnd = new_round()
    rnd.apply_all(EXAMPLE)
    assert rnd.ended
    assert [d.value for d in rnd.declarations] == [30, 40]
    fourth, sixth = rnd.tricks[3], rnd.tricks[5]
    assert rnd.players[fourth.taker] == "Cleo" and fourth.taking.card == c("CA")
    assert [(x.kind, x.suit, x.value) for x in fourth.rencontres] == [
        (Kind.MARRIAGE, Suit.CLUBS, 40)
    ]
    assert rnd.players[sixth.taker] == "Ben" and sixth.taking.reason is Reason.TRUMP
    assert [(x.kind, x.suit, x.value) for x in sixth.rencontres] == [
        (Kind.TIERCE, Suit.DIAMONDS, 60)
    ]
    assert rnd.card_points == [71, 49]
    assert [s.points for s in rnd.scores()] == [181, 109]
    assert [(s.declared, s.rencontres, s.cards) for s in rnd.scores()] == [
        (70, 40, 71),
        (0, 60, 49),
    ]


def test_the_replay_summary_of_the_spec() -> None:
    game = Game(NAMES, "Dan")
    game.apply_all([*EXAMPLE, *SECOND_DEAL])
    assert summarize(game) == {
        "game": "homme-de-brou",
        "players": ["Anna", "Ben", "Cleo", "Dan"],
        "dummy": None,
        "sides": ["Anna & Cleo", "Ben & Dan"],
        "rounds": [
            {
                "dealer": "Dan",
                "turn_up": "H8",
                "trump": "H",
                "declarations": [
                    {"by": "Anna", "kind": "tierce", "suit": "S", "value": 30},
                    {"by": "Cleo", "kind": "marriage", "suit": "H", "value": 40},
                ],
                "end": "complete",
                "takers": ["Anna", "Ben", "Anna", "Cleo", "Anna", "Ben", "Cleo", "Dan"],
                "rencontres": [
                    {
                        "trick": 4,
                        "kind": "marriage",
                        "suit": "C",
                        "value": 40,
                        "side": "Anna & Cleo",
                    },
                    {"trick": 6, "kind": "tierce", "suit": "D", "value": 60, "side": "Ben & Dan"},
                ],
                "points": {"Anna & Cleo": 71, "Ben & Dan": 49},
                "scores": {"Anna & Cleo": 181, "Ben & Dan": 109},
            },
            {
                "dealer": "Anna",
                "turn_up": "C9",
                "trump": "C",
                "declarations": [
                    {"by": "Ben", "kind": "marriage", "suit": "S", "value": 20},
                    {"by": "Dan", "kind": "tierce", "suit": "C", "value": 60},
                ],
                "end": "open",
                "takers": ["Dan"],
                "rencontres": [],
                "points": {"Anna & Cleo": 0, "Ben & Dan": 15},
                "scores": None,
            },
        ],
        "totals": {"Anna & Cleo": 181, "Ben & Dan": 109},
        "finished": False,
        "winners": [],
        "tied": False,
    }


def test_the_dummy_example_of_the_spec() -> None:
    game = Game(DUMMY_NAMES, "Dan", dummy="Dummy")
    game.apply_all(
        [
            TurnUp("Dan", c("H8")),
            declare("Anna", "tierce", "S"),
            declare("Dummy", "marriage", "H"),
            *plays("Anna:DT"),
            Hand("Dummy", cards("HK HQ CA DQ D8 S7 ST C8")),
            *plays("Ben:C9 Dummy:D8 Dan:D7"),
        ]
    )
    summary = summarize(game)
    assert summary["dummy"] == "Dummy"
    assert summary["sides"] == ["Anna & Dummy", "Ben & Dan"]
    deal = summary["rounds"][0]
    assert deal["takers"] == ["Anna"]
    assert deal["declarations"][1] == {"by": "Dummy", "kind": "marriage", "suit": "H", "value": 40}
    assert game.partner == 0
