"""The Tysiacha table's view model follows a whole game event by event, in every language:
the prompt offers exactly the engine's legal bids, final bids and marriages, the turn names
who acts, and each deal's end adds up to the engine's totals."""

from __future__ import annotations

import random

import pytest

from assistant.languages import translator
from engine.french import Card
from engine.tysiacha import Bid, Concede, FinalBid, Game, Pass, Phase, Play, Round, Widow
from engine.tysiacha.selfplay import NAMES, random_game
from views.tysiacha.model import (
    FORTY,
    MARRIAGE,
    MORE,
    PASS,
    Choosing,
    Pending,
    event_said,
    game_end_of,
    page_of_bids,
    replay_of,
    round_end_of,
    table_of,
)

LANGUAGES = ("en", "de", "fr")


def _replayed(seed: int) -> tuple[Game, list[object]]:
    _, rounds = random_game(random.Random(seed))
    return Game(NAMES), [event for deal in rounds for event in deal]


@pytest.mark.parametrize("seed", [1, 7])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_follows_a_whole_game(seed: int, lang: str) -> None:
    tr = translator(lang)
    game, events = _replayed(seed)
    for event in events:
        if game.round is None or game.round.ended:
            game.start_round()
        rnd = game.round
        assert isinstance(rnd, Round)
        table = table_of(game, Choosing(), tr)
        assert table.to_act == event.by  # type: ignore[attr-defined]
        assert event.by in table.turn  # type: ignore[attr-defined]
        prompt = table.prompt
        match rnd.phase:
            case Phase.AUCTION:
                assert prompt is not None
                bids = [c for c in prompt.choices if isinstance(c.value, int)]
                lowest = rnd.legal_bids()[0]
                # the whole page of bids at fixed spots; those passed dimmed, Pass too
                # when the player must bid
                assert [c.value for c in bids] == list(page_of_bids(lowest))
                assert [c.value for c in bids if c.allowed] == [
                    b for b in rnd.legal_bids() if b in page_of_bids(lowest)
                ]
                assert prompt.choices[0].value == PASS
                assert prompt.choices[0].allowed == rnd.may_pass()
                every = table_of(game, Choosing(all_bids=True), tr).prompt
                assert every is not None
                assert [
                    c.value for c in every.choices if c.value not in (PASS,) and c.allowed
                ] == list(rnd.legal_bids())
                assert table.dim
            case Phase.DECIDE:
                assert prompt is not None
                values = [c.value for c in prompt.choices]
                assert FORTY in values
                allowed = [
                    c.value for c in prompt.choices if isinstance(c.value, int) and c.allowed
                ]
                finals = rnd.legal_final_bids()
                assert allowed == [b for b in finals if b in page_of_bids(finals[0])]
            case Phase.WIDOW:
                assert prompt is not None and not table.dim
                assert all(p.playable for p in table.pad)
            case Phase.PLAY:
                assert prompt is None and not table.dim
                playable = {p.card for p in table.pad if p.playable}
                assert playable == set(rnd.unplayed_cards())
        if isinstance(event, Play) and not rnd.trick and event.card.rank.value in "KQ":
            asked = table_of(game, Choosing(lead=event.card), tr).prompt
            if rnd.may_declare(event.card):
                assert asked is not None and asked.kind is Pending.MARRIAGE
                assert next(c.value for c in asked.choices) == MARRIAGE
        assert event_said(event, tr)  # type: ignore[arg-type]
        game.apply(event)  # type: ignore[arg-type]
        if game.round is not None and game.round.ended:
            end = round_end_of(game, tr=tr)
            assert [r.total for r in end.rows] == list(game.totals())
            assert [r.points for r in end.rows] == [s.points for s in game.round.scores()]
    assert game.finished
    end = game_end_of(game, tr)
    assert end.winners == (game.players[game.winner],)  # type: ignore[index]
    steps = replay_of(game, tr)
    assert len(steps) == sum(len(r.tricks) for r in game.rounds)


def test_more_offers_every_bid_and_the_widow_counts_its_cards() -> None:
    game = Game(NAMES)
    game.start_round()
    table = table_of(game)
    assert table.prompt is not None
    assert table.prompt.choices[0].value == PASS and table.prompt.choices[-1].value == MORE
    assert len(table.prompt.choices) == len(page_of_bids(100)) + 2
    rnd = game.round
    assert rnd is not None
    first = rnd.players[rnd.to_act or 0]
    game.apply(Bid(first, 120))
    second = rnd.players[rnd.to_act or 0]
    game.apply(Pass(second))
    third = rnd.players[rnd.to_act or 0]
    game.apply(Pass(third))
    assert rnd.phase is Phase.WIDOW
    cards = (Card.parse("SA"), Card.parse("HK"))
    table = table_of(game, Choosing(widow=cards))
    assert table.prompt is not None and "2 of 3" in table.prompt.text
    assert [p.card for p in table.pad if p.chosen] == list(cards)
    game.apply(Widow(first, (*cards, Card.parse("D9"))))
    table = table_of(game)
    assert table.prompt is not None and table.prompt.kind is Phase.DECIDE
    first_allowed = next(c for c in table.prompt.choices if c.allowed)
    assert first_allowed.value == 120  # at its spot of the page 100–200, 100 and 110 dimmed
    assert [c.value for c in table.prompt.choices[:2]] == [100, 110]
    game.apply(Concede(first))
    end = round_end_of(game)
    assert [r.points for r in end.rows if r.soloist] == [-120]
    assert "forty each" in end.how


WIDOW_SHOWN = (Card.parse("SA"), Card.parse("HK"), Card.parse("D9"))


def _widow_shown(game: Game) -> str:
    """The first deal's auction won by its first bidder with 120, and the widow shown."""
    game.start_round()
    rnd = game.round
    assert rnd is not None
    soloist = rnd.players[rnd.to_act or 0]
    game.apply(Bid(soloist, 120))
    for _ in range(2):
        game.apply(Pass(rnd.players[rnd.to_act or 0]))
    game.apply(Widow(soloist, WIDOW_SHOWN))
    return soloist


@pytest.mark.parametrize(
    ("lang", "widow"),
    [("en", "widow A♠ K♥ 9♦"), ("de", "Stock A♠ K♥ 9♦"), ("fr", "talon A♠ R♥ 9♦")],
)
def test_the_widow_shown_stays_in_sight_until_the_deal_ends(lang: str, widow: str) -> None:
    """What the soloist showed stays on one line, the deal's, through the final bid and the
    play; it is not there before it is shown, nor in the next deal."""
    tr = translator(lang)
    game = Game(NAMES)
    game.start_round()
    deal = table_of(game, Choosing(), tr).where
    game = Game(NAMES)
    soloist = _widow_shown(game)
    assert table_of(game, Choosing(), tr).where == f"{deal} · {widow}"
    game.apply(FinalBid(soloist, 120))
    assert table_of(game, Choosing(), tr).where == f"{deal} · {widow}"
    game.apply(Play(soloist, Card.parse("SA")))
    assert table_of(game, Choosing(), tr).where == f"{deal} · {widow}"
    ended = Game(NAMES)
    soloist = _widow_shown(ended)
    ended.apply(Concede(soloist))
    assert widow not in table_of(ended, Choosing(), tr).where


def test_a_forced_game_says_so_and_skips_the_widow() -> None:
    game = Game(NAMES)
    game.start_round()
    rnd = game.round
    assert rnd is not None
    for _ in range(2):
        game.apply(Pass(rnd.players[rnd.to_act or 0]))
    table = table_of(game)
    assert table.prompt is not None
    passing = table.prompt.choices[0]
    assert passing.value == PASS and not passing.allowed  # its spot kept, dimmed
    assert "must bid" in table.turn
    eldest = rnd.players[rnd.eldest]
    game.apply(Bid(eldest, 100))
    table = table_of(game)
    assert rnd.phase is Phase.DECIDE
    assert table.prompt is not None
    assert [c.value for c in table.prompt.choices if isinstance(c.value, int) and c.allowed] == [
        100
    ]
    game.apply(FinalBid(eldest, 100))
    assert table_of(game).phase is Phase.PLAY
