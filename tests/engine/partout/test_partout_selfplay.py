"""Random self-play of whole games for 3, 4 and 6 players: every invariant holds."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from partout_helpers import snapshot

from engine.errors import RuleError
from engine.partout import (
    Color,
    Emblem,
    Event,
    Game,
    Play,
    Played,
    Predict,
    Reason,
    Round,
    Special,
    TrumpColor,
    TrumpNumber,
    deck,
    from_record,
    sorted_deck,
    summarize,
    to_record,
    variant,
)
from engine.partout.selfplay import random_game

SEEDS = range(25)


def reference_taker(trick: Sequence[Played], number: int, color: Color) -> tuple[int, int, Color]:
    """An independent reading of the rules: the taker's seat and the trump after the trick."""
    locked = next((p.target for p in trick if p.card is Special.DUNGEON), None)
    live = [p for p in trick if p.card != locked]
    for p in live:
        if p.card is Special.MATHEMATICIAN:
            assert p.number is not None
            number = p.number
        elif p.card is Special.ALCHEMIST:
            assert p.color is not None
            color = p.color
    cards = [p.card for p in live]
    royals = [p for p in live if p.card in (Special.KING, Special.QUEEN)]
    if royals and Special.HARLEQUIN in cards:
        return live[cards.index(Special.HARLEQUIN)].seat, number, color
    if royals:
        return royals[0].seat, number, color
    emblems = [(p.seat, p.card) for p in live if isinstance(p.card, Emblem)]
    if not emblems:
        return trick[0].seat, number, color
    led = emblems[0][1].color

    def value(card: Emblem) -> tuple[int, int]:
        if card.number == number:
            return (3, 1) if card.color is color else (3, 0)
        if card.color is color:
            return (2, card.number)
        return (1, card.number) if card.color is led else (0, 0)

    values = [value(card) for _, card in emblems]
    return emblems[values.index(max(values))][0], number, color  # the first among equals


def reference_score(tricks: int, minimum: int, players: int) -> int:
    chart = [2, 4, 8, 16, 30, 50, 100] if players == 4 else [4, 8, 16, 30, 50, 100, 200]
    if tricks == 0 and minimum >= 1:
        return -minimum
    return tricks + (chart[minimum - 1] if 1 <= minimum <= tricks else 0)


def check_round(rnd: Round) -> None:
    n, v = rnd.n, variant(rnd.n)
    assert rnd.ended and len(rnd.tricks) == v.tricks
    played = [p.card for t in rnd.tricks for p in t.cards]
    assert len(played) == len(set(played)) == n * v.hand  # no card created, none twice
    assert set(played) <= deck(n) and set(played) == rnd.played
    assert len(rnd.unplayed_cards()) == len(deck(n)) - n * v.hand
    assert list(rnd.predictions) == [(rnd.first + i) % n for i in range(n)]
    leader = rnd.first
    assert rnd.number is not None and rnd.color is not None
    number, color = rnd.number, rnd.color
    for trick in rnd.tricks:
        seats = [p.seat for p in trick.cards]
        assert seats == [(leader + i) % n for i in range(v.trick_size)]
        assert set(Counter(seats).values()) == {v.trick_size // n}  # one card per seat per round
        taker, number, color = reference_taker(trick.cards, number, color)
        assert trick.taker == taker
        assert (trick.taking.trump.number, trick.taking.trump.color) == (number, color)
        leader = taker
    final = rnd.final_trump
    assert final is not None and (final.number, final.color) == (number, color)
    team_tricks = [0] * len(rnd.teams)
    for trick in rnd.tricks:
        team_tricks[next(i for i, t in enumerate(rnd.teams) if trick.taker in t.seats)] += 1
    minimums = [sum(rnd.predictions[s] for s in t.seats) for t in rnd.teams]
    assert list(rnd.team_tricks()) == team_tricks and sum(team_tricks) == v.tricks
    assert list(rnd.minimums()) == minimums
    expected = [reference_score(t, m, n) for t, m in zip(team_tricks, minimums, strict=True)]
    assert [s.points for s in rnd.scores()] == expected


@pytest.mark.parametrize("players", [3, 4, 6])
def test_self_play_keeps_every_invariant(players: int) -> None:
    reasons: set[Reason] = set()
    for seed in SEEDS:
        game, events = random_game(players, random.Random(seed), first_dealer=seed % players)
        assert game.finished and len(game.rounds) == variant(players).rounds
        for rnd in game.rounds:
            check_round(rnd)
            reasons.update(t.taking.reason for t in rnd.tricks)
        per_round = [tuple(s.points for s in r.scores()) for r in game.rounds]
        totals = tuple(map(sum, zip(*per_round, strict=True)))
        assert game.totals() == totals
        assert game.winners() == tuple(t for t, x in enumerate(totals) if x == max(totals))
        again = Game(game.players, game.first_dealer)
        again.apply_all(from_record(to_record(e)) for e in events)
        assert summarize(again) == summarize(game)
    # every step of the ranking decided some trick (a trick of six rarely lacks a valued card)
    assert reasons == (set(Reason) if players == 4 else set(Reason) - {Reason.LEADER})


def random_offer(rnd: Round, rng: random.Random) -> Event:
    """Any event at all from anybody at the table: legal or not."""
    by = rng.choice(rnd.players)
    match rng.randrange(5):
        case 0:
            return TrumpNumber(by, rng.randint(-1, 10))
        case 1:
            return TrumpColor(by, rng.choice(list(Color)))
        case 2:
            return Predict(by, rng.randint(-1, 8))
    card = rng.choice(sorted_deck(6))
    number = rng.choice((None, rng.randint(0, 10)))
    color = rng.choice((None, rng.choice(list(Color))))
    target = rng.choice((None, rng.choice(sorted_deck(6))))
    return Play(by, card, number, color, target)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_refused_event_never_changes_anything(players: int) -> None:
    rng = random.Random(players)
    game, events = random_game(players, random.Random(players))
    replayed = Game(game.players, game.first_dealer)
    refused = 0
    for event in events:
        if replayed.rounds and not replayed.rounds[-1].ended and rng.random() < 0.25:
            rnd = replayed.rounds[-1]
            for _ in range(2):
                trial = copy.deepcopy(rnd)
                before = snapshot(trial)
                try:
                    trial.apply(random_offer(trial, rng))
                except RuleError:
                    refused += 1
                    assert snapshot(trial) == before
        replayed.apply(event)
    assert refused > 80
    assert summarize(replayed) == summarize(game)
