"""The Homme de Brou table's view model follows whole games event by event, with and without
a dummy, in every language: the turn names who acts, the declarations offer exactly the
engine's legal combinations to a seat whose turn it is, the dummy's hand is offered right
after the lead, each trick is said with its rencontres, and each deal's end adds up to the
engine's scores."""

from __future__ import annotations

import random

import pytest

from assistant.languages import translator
from engine.homme_de_brou import Declare, Game, Hand, Kind, Phase, Play, Round, Suit, TurnUp
from engine.homme_de_brou.selfplay import NAMES, random_game
from views.homme_de_brou.model import (
    DECLARE,
    LAY,
    SEAT,
    Choosing,
    Pending,
    event_said,
    game_end_of,
    last_trick_of_game,
    names,
    replay_of,
    round_end_of,
    sides_of,
    table_of,
)

LANGUAGES = ("en", "de", "fr")


def _replayed(seed: int, dummy: int | None) -> tuple[Game, list[object], Game]:
    played, rounds = random_game(random.Random(seed), first_dealer=seed % 4, dummy=dummy)
    game = Game(NAMES, seed % 4, dummy)
    return game, [event for deal in rounds for event in deal], played


@pytest.mark.parametrize(("seed", "dummy"), [(1, None), (5, 2), (38, 1)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_follows_a_whole_game(seed: int, dummy: int | None, lang: str) -> None:
    tr = translator(lang)
    game, events, played = _replayed(seed, dummy)
    assert played.finished
    for event in events:
        if game.round is None or game.round.ended:
            game.start_round()
        rnd = game.round
        assert isinstance(rnd, Round)
        table = table_of(game, Choosing(), tr)
        prompt = table.prompt
        assert len(table.pad) == 32 and len(table.seats) == 4 and len(table.sides) == 2
        assert [s.dummy for s in table.seats] == [seat == dummy for seat in range(4)]
        match event:
            case TurnUp(by, _):
                assert table.to_act == by and table.phase is Phase.TURN_UP
                assert prompt is not None and prompt.kind is Phase.TURN_UP
                assert all(p.playable for p in table.pad)
            case Declare(by, kind, suit):
                seat = rnd.seat(by)
                assert prompt is not None and prompt.kind is Phase.DECLARE
                seats = [c.value for c in prompt.choices if c.value.startswith(SEAT)]
                assert len(seats) == 4
                chosen = table_of(game, Choosing(declarer=seat), tr).prompt
                assert chosen is not None
                offered = {c.value for c in chosen.choices if c.value.startswith(DECLARE)}
                legal = {
                    f"{DECLARE}:{k.value}:{s.value}"
                    for k in Kind
                    for s in Suit
                    if rnd.may_declare(seat, k, s)
                }
                assert offered == legal and f"{DECLARE}:{kind.value}:{suit.value}" in offered
                assert [c.selected for c in chosen.choices if c.value.startswith(SEAT)].count(True)
            case Hand(by, _):
                assert prompt is not None and [c.value for c in prompt.choices] == [LAY]
                laying = table_of(game, Choosing(laying=True), tr).prompt
                assert laying is not None and laying.kind is Pending.HAND and laying.cancel
            case Play(by, card):
                shown = names(game, tr)[rnd.seat(by)]  # the dummy in the tab's language
                assert table.to_act == by and shown in table.turn
                assert next(p for p in table.pad if p.card == card).playable
        if isinstance(event, Play) and rnd.trick and len(rnd.trick) == 3:
            before = len(rnd.tricks)
            game.apply(event)  # the trick's last card: its taker said, and its rencontres
            done = last_trick_of_game(game, tr)
            assert done is not None and done.number == before + 1
            assert len(done.rencontres) == len(rnd.tricks[-1].rencontres)
            assert names(game, tr)[rnd.tricks[-1].taker] in done.said
            continue
        game.apply(event)  # type: ignore[arg-type]
        assert event_said(event, tr)  # type: ignore[arg-type]
    assert game.finished and game.totals() == played.totals()
    for index, rnd in enumerate(game.rounds):
        end = round_end_of(game, index, tr)
        scores = rnd.scores()
        assert [row.points for row in end.rows] == [s.points for s in scores]
        for row, score in zip(end.rows, scores, strict=True):
            assert row.sum.endswith(f"= {tr.number(score.points)}")
            assert len(row.lines) == 1 + sum(
                1 for d in rnd.declarations if d.seat % 2 == end.rows.index(row)
            ) + sum(len(t.rencontres) for t in rnd.tricks if t.side == end.rows.index(row))
    last = round_end_of(game, tr=tr)
    assert (
        last.game_over
        and last.next_dealer is None
        and last.running[-1] == dict(zip(sides_of(game, tr), game.totals(), strict=True))
    )
    end = game_end_of(game, tr)
    assert end.winners == (game.sides[game.winners()[0]],)
    assert len(replay_of(game, tr)) == 8 * len(game.rounds)


def test_a_trick_with_a_rencontre_is_said_in_words() -> None:
    """The spec's worked example: Cleo takes trick 4 with the club ace; it holds the club
    marriage de rencontre, 40 for Anna & Cleo."""
    game = Game(NAMES, 3)
    game.start_round()
    plays = [
        ("Anna", "DT"), ("Ben", "D9"), ("Cleo", "DA"), ("Dan", "D7"),
        ("Cleo", "SA"), ("Dan", "S7"), ("Anna", "S8"), ("Ben", "S9"),
        ("Cleo", "HA"), ("Dan", "H7"), ("Anna", "H9"), ("Ben", "HJ"),
        ("Cleo", "CA"), ("Dan", "C7"), ("Anna", "CK"), ("Ben", "CQ"),
    ]  # fmt: skip
    from engine.homme_de_brou import Card

    game.apply(TurnUp("Dan", Card.parse("H8")))
    for by, card in plays:
        game.apply(Play(by, Card.parse(card)))
    table = table_of(game)
    assert table.last_trick is not None
    assert table.last_trick.said == ("Cleo's side takes it: a marriage of clubs de rencontre, 40")
    assert table.sides[0].rencontres == 40
    fr = table_of(game, tr=translator("fr")).last_trick
    assert fr is not None and "Cleo" in fr.said and "40" in fr.said


def test_the_dummy_is_shown_with_who_plays_it() -> None:
    game = Game(("Anna", "Ben", "Mort", "Dan"), 2, 2)
    table = table_of(game, tr=translator("fr"))
    assert table.seats[2].dummy and "Anna" in table.seats[2].role
    assert "Anna" in table.turn and "Mort" in table.turn  # the dummy deals: its partner for it


def test_a_dummy_stored_in_french_is_named_in_german_on_every_screen_of_the_game() -> None:
    """A game begun in a French tab stores its dummy as "Mort"; a German tab shows the
    table, the tricks, the deal ends, the game end, the replay and the board with the
    dummy named "Strohmann" (the engine keeps the stored name)."""
    from dataclasses import replace

    from views.homme_de_brou.board import picture

    de = translator("de")
    played, rounds = random_game(random.Random(5), first_dealer=2, dummy=2)
    table = ["Anne", "Bernard", "Mort", "Camille"]
    seat = dict(zip(played.players, table, strict=True))
    game = Game(table, 2, 2)
    seen: list[str] = []
    for deal in rounds:
        for event in deal:
            game.apply(replace(event, by=seat[event.by]))
            # what the screen shows: all but the stored name its events carry (to_act)
            seen.append(repr(replace(table_of(game, tr=de), to_act=None)))
            seen.append(repr(picture(game, de)))
            seen.append(repr(last_trick_of_game(game, de)))
        seen.append(repr(round_end_of(game, tr=de)))
    assert game.finished
    seen.append(repr(game_end_of(game, tr=de)))
    seen.append(repr(replay_of(game, tr=de)))
    shown = "\n".join(seen)
    assert "Mort" not in shown
    assert "Strohmann" in shown
    assert "Anne & Strohmann" in shown
