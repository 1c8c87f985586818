"""Quick scoring: rounds entered as stacks, checked, scored by the engine, counted everywhere."""

from __future__ import annotations

import json

import pytest
from assistant_helpers import roster

from assistant.errors import Conflict, InputError
from assistant.files.exchange import ExchangeError
from assistant.files.record import record_of
from assistant.games.mit_list_und_tuecke.quick import check_round
from assistant.games.simulate import NAMES, random_game
from assistant.languages import translate_message
from assistant.service import Listig
from assistant.states import QuickStacks, QuickState
from assistant.storage.models import GameStatus, Keeping, RoundResult
from engine.mit_list_und_tuecke import Color, Game

B, G, R, Y = Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW


def _stacks_of(game: Game, index: int) -> dict[str, QuickStacks]:
    rnd = game.rounds[index]
    return {
        name: QuickStacks(dict(st.open), st.discarded)
        for name, st in zip(game.players, rnd.all_stacks(), strict=True)
    }


def _quick_copy(listig: Listig, game: Game) -> QuickState:
    """Enter a card-by-card game's rounds by quick scoring."""
    ids = {p.name: p.id for p in listig.players()}
    missing = [n for n in game.players if n not in ids]
    for name in missing:
        ids[name] = listig.add_player(name).id
    state = listig.start_quick_game([ids[n] for n in game.players], game.first_dealer)
    for index in range(len(game.rounds)):
        state = listig.enter_quick_round(state.game_id, _stacks_of(game, index), state.seq)
    return state


def test_a_quick_game_scores_like_the_engine(listig: Listig) -> None:
    game = random_game(5, seed=7)
    state = _quick_copy(listig, game)
    assert state.finished and state.next_round is None and state.next_dealer is None
    assert state.totals == dict(zip(game.players, game.totals(), strict=True))
    assert state.winners == tuple(game.players[s] for s in game.winners())
    assert [r.dealer for r in state.rounds] == [game.players[r.dealer] for r in game.rounds]
    detail = listig.game_detail(state.game_id)
    assert detail.keeping is Keeping.QUICK and detail.status is GameStatus.FINISHED
    assert detail.totals == state.totals and detail.winners == state.winners
    assert all(r.end == "quick" for r in detail.rounds)
    first = game.rounds[0]
    for seat, line in enumerate(detail.rounds[0].lines):
        sc = first.scores()[seat]
        assert (line.a, line.b, line.r, line.points) == (sc.a, sc.b, sc.r, sc.points)
        assert line.four_colors == (first.kept(seat) is not None)
    (info,) = listig.games()
    assert info.keeping is Keeping.QUICK and info.status is GameStatus.FINISHED


def test_quick_games_count_in_standings_nights_and_player_pages(listig: Listig) -> None:
    game = random_game(4, seed=8)
    listig.import_record(record_of(game).dump())
    _quick_copy(listig, game)
    standings = {x.name: x for x in listig.standings()}
    for seat, name in enumerate(game.players):
        line = standings[name]
        assert (line.games, line.points) == (2, 2 * game.totals()[seat])
        assert line.wins == 2 * (seat in game.winners())
    (night,) = listig.night_summaries()
    assert (night.games, night.finished) == (2, 2)
    anna = next(p for p in listig.players() if p.name == "Anna")
    page = listig.player_page(anna.id)
    assert page.games == 2 and len(page.form) == 2
    assert page.form[0].points == page.form[1].points


def test_rounds_dealers_and_the_end_of_a_quick_game(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 2)
    assert (state.next_round, state.next_dealer, state.can_undo) == (1, "Cleo", False)
    entry = {n: QuickStacks({B: 3, G: 2}) for n in NAMES[:4]}
    for number in range(1, 5):
        state = listig.enter_quick_round(state.game_id, entry)
        assert len(state.rounds) == number
    assert [r.dealer for r in state.rounds] == ["Cleo", "Dan", "Anna", "Ben"]
    assert state.totals == dict.fromkeys(NAMES[:4], 24)
    assert state.winners == NAMES[:4]  # a tie shares the win
    with pytest.raises(InputError, match="finished: no more rounds"):
        listig.enter_quick_round(state.game_id, entry)


def test_undo_the_last_quick_round(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 0)
    with pytest.raises(InputError, match="nothing to undo"):
        listig.undo_quick_round(state.game_id)
    low = {n: QuickStacks({B: 1, G: 1}) for n in NAMES[:4]}
    high = {**low, "Ben": QuickStacks({R: 4, Y: 5})}
    for entry in (low, low, low, high):
        state = listig.enter_quick_round(state.game_id, entry)
    assert state.finished and state.winners == ("Ben",)
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert state.status is GameStatus.RUNNING and state.winners == () and len(state.rounds) == 3
    assert state.next_dealer == "Dan"
    assert sum(x.games for x in listig.standings()) == 0
    assert {x.rounds for x in listig.standings()} == {3}
    with listig.db.connect() as conn:
        rounds = conn.execute(RoundResult.__table__.select()).all()  # type: ignore[attr-defined]
    assert len(rounds) == 12
    state = listig.enter_quick_round(state.game_id, low, state.seq)
    assert state.finished and len(state.winners) == 4 and state.seq == 6
    assert listig.quick_game(state.game_id) == state


def test_a_stale_expected_seq_is_a_conflict(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 0)
    entry = {n: QuickStacks({B: 2, G: 2}) for n in NAMES[:4]}
    listig.enter_quick_round(state.game_id, entry, expected_seq=0)
    with pytest.raises(Conflict) as caught:
        listig.enter_quick_round(state.game_id, entry, expected_seq=0)
    assert caught.value.state.seq == 1 and len(caught.value.state.rounds) == 1


def _entry(**changes: QuickStacks) -> dict[str, QuickStacks]:
    entry = {n: QuickStacks({B: 2, G: 2}) for n in NAMES[:4]}
    entry.update(changes)
    return entry


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (_entry(Ben=QuickStacks({B: -1})), "Ben: -1 is not a number of cards"),
        (_entry(Ben=QuickStacks({B: 1.5})), r"Ben: 1.5 is not a number of cards"),  # type: ignore[dict-item]
        (_entry(Ben=QuickStacks({B: True})), "Ben: True is not a number of cards"),
        (_entry(Ben=QuickStacks({B: 1}, -2)), "Ben: -2 is not a number of cards"),
        (_entry(Ben=QuickStacks({"Q": 1})), "Ben: Q is not a color"),  # type: ignore[dict-item]
        (
            _entry(Cleo=QuickStacks({B: 1, G: 1, R: 1, Y: 1})),
            "Cleo cannot have four open colors: Cleo would have kept two of them",
        ),
        (
            _entry(Dan=QuickStacks({B: 1, G: 1, R: 1}, 3)),
            "Dan has discarded cards, so Dan kept two colors: at most two open colors, not 3",
        ),
        (_entry(Dan=QuickStacks({B: 1, G: 1}, 1)), "Dan cannot have discarded just 1 card"),
        (
            _entry(Dan=QuickStacks({B: 3}, 4)),
            "Dan has discarded cards, so Dan kept two colors: two open colors, not 1",
        ),
        (
            _entry(Dan=QuickStacks({}, 2)),
            "Dan has discarded cards, so Dan kept two colors: two open colors, not 0",
        ),
        (
            _entry(Anna=QuickStacks({R: 10}), Ben=QuickStacks({R: 5})),
            "the open stacks hold 15 red cards together, but the deck for 4 players has only 14",
        ),
        (
            {
                "Anna": QuickStacks({R: 13, Y: 14}),
                "Ben": QuickStacks({B: 13, G: 14}),
                "Cleo": QuickStacks({R: 1, B: 1}, 10),
                "Dan": QuickStacks({}),
            },
            "66 cards are entered in all, but the deck for 4 players has only 56",
        ),
        ({n: QuickStacks({B: 1}) for n in NAMES[:3]}, "the stacks of Dan are missing"),
        (_entry(Zoe=QuickStacks({B: 1})), "Zoe is not at this table"),
    ],
)
def test_what_does_not_add_up(listig: Listig, entry: dict[str, QuickStacks], message: str) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 0)
    with pytest.raises(InputError, match=message):
        listig.enter_quick_round(state.game_id, entry)
    assert listig.quick_game(state.game_id).rounds == ()
    assert listig.standings() == []


def test_what_adds_up() -> None:
    players = NAMES[:6]
    full = {
        "Anna": QuickStacks({B: 21, G: 21}, 0),
        "Ben": QuickStacks({R: 20}, 0),
        "Cleo": QuickStacks({Y: 18}, 0),
        "dan ": QuickStacks({R: 1, Y: 1}, 2),
        "Eve": QuickStacks({}, 0),
        "Finn": QuickStacks({"y": 0}),  # type: ignore[dict-item]
    }
    checked = check_round(players, full)
    assert sum(s.total for s in checked) == 84
    assert checked[0].score.points == 441 and checked[4].score.points == 0


def test_errors_are_translated(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 0)
    with pytest.raises(InputError) as caught:
        listig.enter_quick_round(
            state.game_id, _entry(Anna=QuickStacks({R: 10}), Ben=QuickStacks({R: 5}))
        )
    assert "Rot" in translate_message(caught.value, "de") or "rote" in translate_message(
        caught.value, "de"
    )
    assert translate_message(caught.value, "fr") != caught.value.message


def test_quick_and_card_games_keep_apart(listig: Listig) -> None:
    ids = roster(listig, 4)
    quick = listig.start_quick_game(ids, 0)
    cards = listig.start_game(ids, 0)
    with pytest.raises(InputError, match="quick scoring: it has no card-by-card record"):
        listig.game(quick.game_id)
    with pytest.raises(InputError, match="quick scoring: it has no card-by-card record"):
        listig.export_record(quick.game_id)
    with pytest.raises(InputError, match="quick scoring"):
        listig.game_replay(quick.game_id)
    with pytest.raises(InputError, match="kept card by card"):
        listig.enter_quick_round(cards.game_id, _entry())
    listig.abandon(quick.game_id)
    with pytest.raises(InputError, match="abandoned"):
        listig.enter_quick_round(quick.game_id, _entry())


def _details(listig: Listig) -> list[tuple[str, int, dict[str, int]]]:
    details = [listig.game_detail(g.game_id) for g in listig.games()]
    return sorted((d.keeping.value, len(d.rounds), d.totals) for d in details)  # type: ignore[type-var]


def test_backup_and_restore_keep_quick_games(listig: Listig, database_url: str) -> None:
    game = random_game(4, seed=9)
    listig.import_record(record_of(game).dump())
    quick = _quick_copy(listig, game)
    running = listig.start_quick_game([p.id for p in listig.players()][:4], 1)
    listig.enter_quick_round(running.game_id, _entry())
    listig.enter_quick_round(running.game_id, _entry(Anna=QuickStacks({B: 5, R: 1})))
    listig.undo_quick_round(running.game_id)
    text = listig.backup()
    before = (listig.standings(), _details(listig))
    counts = listig.restore(text, replace=True)
    assert counts["games"] == 3
    after = (listig.standings(), _details(listig))
    assert [x.points for x in after[0]] == [x.points for x in before[0]]
    assert after[1] == before[1]
    kinds = sorted(g.keeping.value for g in listig.games())
    assert kinds == ["cards", "quick", "quick"]
    restored = [g for g in listig.games() if g.keeping is Keeping.QUICK]
    states = sorted((listig.quick_game(g.game_id) for g in restored), key=lambda s: s.seq)
    assert [len(s.rounds) for s in states] == [1, 4]
    assert states[0].seq == 3 and states[1].totals == quick.totals
    bad = json.loads(text)
    quick_dump = next(g for g in bad["games"] if g["kind"] == "quick" and len(g["log"]) == 4)
    quick_dump["log"][0]["payload"]["stacks"][0]["open"] = {"B": 1, "G": 1, "R": 1, "Y": 1}
    with pytest.raises(ExchangeError, match="four open colors"):
        listig.restore(json.dumps(bad), replace=True)
    # a backup written before the one event log keeps quick rows under "quick"
    older = json.loads(text)
    for g in older["games"]:
        del g["game"]
        if g["kind"] == "quick":
            for row in g["log"]:
                del row["schema_version"]
            g["quick"], g["log"] = g["log"], []
    listig.restore(json.dumps(older), replace=True)
    assert [x.points for x in listig.standings()] == [x.points for x in before[0]]
    assert _details(listig) == before[1]
    old = json.loads(text)
    old["games"] = [g for g in old["games"] if g["kind"] == "cards"]
    for g in old["games"]:
        del g["kind"], g["game"]
    assert listig.restore(json.dumps(old), replace=True)["games"] == 1
    assert [g.keeping for g in listig.games()] == [Keeping.CARDS]


def test_a_running_quick_game_in_the_lists(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_quick_game(ids, 3)
    listig.enter_quick_round(state.game_id, _entry())
    (running,) = listig.unfinished_games()
    assert (running.game_id, running.keeping) == (state.game_id, Keeping.QUICK)
    (entry,) = listig.player_games(ids[0])
    assert (entry.game_id, entry.rounds, entry.points, entry.won) == (state.game_id, 1, 4, False)
    assert listig.game_detail(state.game_id).rounds[0].dealer == "Dan"
