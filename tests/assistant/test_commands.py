"""Commands: each one event in one transaction, or a clear error and no change."""

from __future__ import annotations

import pytest
from assistant_helpers import first_dealer, play_all, roster, scripted_events

from assistant.errors import Conflict, InputError, UnknownGame
from assistant.service import Listig
from assistant.storage.models import GameStatus
from engine.errors import FourthColor, NotYourTurn, RuleError
from engine.mit_list_und_tuecke import Blocked, Card, Color, Play
from engine.mit_list_und_tuecke.summary import summarize


def test_start_game_joins_tonights_night(listig: Listig) -> None:
    ids = roster(listig, 5)
    one = listig.start_game(ids, 2)
    two = listig.start_game(ids[:4], 0, show_counts=True)
    assert one.night_id == two.night_id
    assert [n.games for n in listig.nights()] == [2]
    assert (one.seq, one.status, one.can_undo, one.can_redo) == (
        0,
        GameStatus.RUNNING,
        False,
        False,
    )
    assert one.players == ("Anna", "Ben", "Cleo", "Dan", "Eve")
    assert one.game.players[one.game.first_dealer] == "Cleo"
    assert two.show_counts and not one.show_counts
    assert {g.game_id for g in listig.unfinished_games()} == {one.game_id, two.game_id}


@pytest.mark.parametrize(
    ("ids", "dealer", "reason"),
    [([1, 2, 3], 0, "4 to 6|players"), ([1, 1, 2, 3], 0, "twice"), ([1, 2, 3, 4], 4, "seat 4")],
)
def test_start_game_rejects_bad_tables(
    listig: Listig, ids: list[int], dealer: int, reason: str
) -> None:
    roster(listig, 4)
    with pytest.raises(InputError, match=reason):
        listig.start_game(ids, dealer)
    assert listig.games() == []


def test_play_returns_the_new_state(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    state = listig.play(state.game_id, "Ben", Card.parse("R10"), expected_seq=0)
    assert state.seq == 1 and state.can_undo
    assert state.round.trick == [(1, Card.parse("R10"))]


def test_a_rule_error_changes_nothing(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    gid = state.game_id
    with pytest.raises(NotYourTurn, match="Ben's turn"):
        listig.play(gid, "Cleo", Card.parse("R10"))
    for card in ("R10", "Y6", "B2"):
        state = listig.play(gid, state.players[state.round.to_play], Card.parse(card))
    with pytest.raises(FourthColor):
        listig.play(gid, "Anna", Card.parse("G5"))
    fresh = Listig(listig.url)
    assert fresh.game(gid).seq == 3 == listig.game(gid).seq
    assert summarize(fresh.game(gid).game) == summarize(state.game)
    fresh.close()


def test_blocked_claim_that_is_not_possible(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    with pytest.raises(RuleError, match="three colors"):
        listig.blocked(state.game_id, "Ben")
    assert listig.game(state.game_id).seq == 0


def test_a_whole_scripted_game(listig: Listig) -> None:
    events = scripted_events(4, seed=3)
    state = listig.start_game(roster(listig, 4), first_dealer(4, 3))
    state = play_all(listig, state.game_id, events)
    assert state.status is GameStatus.FINISHED and state.finished
    assert state.seq == len(events)
    assert listig.unfinished_games() == []
    assert [g.status for g in listig.games()] == [GameStatus.FINISHED]
    with pytest.raises(RuleError, match="over"):
        listig.apply(state.game_id, events[0])
    with pytest.raises(InputError, match="finished game cannot be abandoned"):
        listig.abandon(state.game_id)


def test_take_keep_and_blocked_commands(listig: Listig) -> None:
    events = scripted_events(4, seed=7)
    state = listig.start_game(roster(listig, 4), first_dealer(4, 7))
    gid = state.game_id
    for event in events:
        match event:
            case Play(by, card):
                state = listig.play(gid, by, card)
            case Blocked(by):
                state = listig.blocked(gid, by)
            case _ if hasattr(event, "cards"):
                state = listig.take(gid, event.by, event.cards)  # type: ignore[union-attr]
            case _:
                state = listig.keep(gid, event.by, event.colors)  # type: ignore[union-attr]
    assert state.finished


def test_expected_seq_mismatch_is_a_conflict_with_the_fresh_state(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    gid = state.game_id
    listig.play(gid, "Ben", Card.parse("R10"), expected_seq=0)
    with pytest.raises(Conflict) as caught:
        listig.play(gid, "Cleo", Card.parse("R11"), expected_seq=0)
    assert caught.value.state.seq == 1
    assert str(caught.value) == "the game changed, reloaded"
    assert listig.game(gid).seq == 1


def test_a_state_is_a_snapshot(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    one = listig.play(state.game_id, "Ben", Card.parse("R10"))
    listig.play(state.game_id, "Cleo", Card.parse("R11"))
    assert len(one.round.trick) == 1


def test_abandon(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    listig.abandon(state.game_id)
    assert listig.unfinished_games() == []
    assert listig.game(state.game_id).status is GameStatus.ABANDONED
    with pytest.raises(InputError, match="abandoned"):
        listig.play(state.game_id, "Ben", Card.parse("R10"))


def test_unknown_game(listig: Listig) -> None:
    with pytest.raises(UnknownGame):
        listig.game(42)
    with pytest.raises(UnknownGame):
        listig.play(42, "Ben", Card.parse("R10"))
    with pytest.raises(UnknownGame):
        listig.abandon(42)


def test_resume_in_the_middle_of_a_trick(listig: Listig) -> None:
    events = scripted_events(5, seed=2, rounds=2)
    state = listig.start_game(roster(listig, 5), first_dealer(5, 2))
    state = play_all(listig, state.game_id, events[:37])
    listig.close()
    reopened = Listig(listig.url)
    [info] = reopened.unfinished_games()
    resumed = reopened.game(info.game_id)
    assert resumed.seq == 37
    assert summarize(resumed.game) == summarize(state.game)
    assert resumed.round.trick == state.round.trick
    state = play_all(reopened, info.game_id, events[37:])
    assert len(state.game.rounds) == 2
    reopened.close()


def test_keep_rejects_a_bad_choice(listig: Listig) -> None:
    state = listig.start_game(roster(listig, 4), 0)
    with pytest.raises(RuleError):
        listig.keep(state.game_id, "Ben", [Color.RED, Color.RED])


def test_games_beyond_the_cache_are_reloaded(
    listig: Listig, monkeypatch: pytest.MonkeyPatch
) -> None:
    import assistant.service

    monkeypatch.setattr(assistant.service, "CACHED_GAMES", 2)
    ids = roster(listig, 4)
    games = [listig.start_game(ids, 0).game_id for _ in range(3)]
    for by, card in (("Ben", "R10"), ("Cleo", "G3")):
        for gid in games:  # each round of plays touches more games than the cache holds
            listig.play(gid, by, Card.parse(card))
    assert len(listig._cache) == 2
    for gid in games:
        assert [str(c) for _, c in listig.game(gid).round.trick] == ["R10", "G3"]


def test_the_per_game_locks_do_not_outlive_their_commands(listig: Listig) -> None:
    """Playing many games leaves no lock behind: the table of locks does not grow forever."""
    players = roster(listig, 4)
    for _ in range(20):
        state = listig.start_game(players, first_dealer(4, 3))
        play_all(listig, state.game_id, scripted_events(4, seed=3)[:5])
        listig.undo(state.game_id)
        listig.game(state.game_id)
    assert listig.log.locks_held() == 0
