"""Looking back: game nights, a game's detail, the trick-by-trick replay, a player's page."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest
from assistant_helpers import first_dealer, play_all, scripted_events

from assistant.errors import InputError, UnknownGame
from assistant.files.record import record_of
from assistant.games.simulate import NAMES, random_game
from assistant.service import Listig
from assistant.storage.models import GameStatus, Keeping
from engine.mit_list_und_tuecke import Blocked, End, Game, Keep

NIGHTS = ("2026-10-02T20:00:00+02:00", "2026-10-09T19:30:00+02:00", "2026-10-10T01:30:00+02:00")


def _import(listig: Listig, game: Game, when: str) -> int:
    return listig.import_record(record_of(game, {"started_at": when}).dump()).game_id


def test_night_summaries_count_games_and_winners(listig: Listig) -> None:
    games: dict[str, list[Game]] = defaultdict(list)
    for index in range(6):
        game = random_game(4 + index % 3, seed=60 + index)
        _import(listig, game, NIGHTS[index % 3])
        day = "2026-10-02" if index % 3 == 0 else "2026-10-09"
        games[day].append(game)
    _import(listig, random_game(4, seed=70, rounds=2), NIGHTS[0])  # still running
    summaries = listig.night_summaries()
    assert [x.day.isoformat() for x in summaries] == ["2026-10-09", "2026-10-02"]
    for x in summaries:
        played = games[x.day.isoformat()]
        assert x.finished == len(played)
        assert x.games == len(played) + (x.day.isoformat() == "2026-10-02")
        expected = Counter(g.players[s] for g in played for s in g.winners())
        assert dict(x.winners) == dict(expected)
        assert [n for _, n in x.winners] == sorted((n for _, n in x.winners), reverse=True)
    assert {x.id for x in summaries} == {n.id for n in listig.nights()}


def test_a_night_without_games_and_an_abandoned_game(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in NAMES[:4]]
    state = listig.start_game(ids, 0)
    listig.abandon(state.game_id)
    (night,) = listig.night_summaries()
    assert (night.games, night.finished, night.winners) == (1, 0, ())


def test_game_detail_matches_the_engine(listig: Listig) -> None:
    game = random_game(5, seed=81)
    game_id = _import(listig, game, NIGHTS[1])
    detail = listig.game_detail(game_id)
    assert detail.keeping is Keeping.CARDS and detail.status is GameStatus.FINISHED
    assert detail.players == game.players and detail.day.isoformat() == "2026-10-09"
    assert len(detail.player_ids) == 5
    assert len(detail.rounds) == 5
    running = [0] * 5
    for number, (rnd, shown) in enumerate(zip(game.rounds, detail.rounds, strict=True), 1):
        assert shown.number == number and shown.dealer == game.players[rnd.dealer]
        assert shown.end == rnd.end.value
        for seat, line in enumerate(shown.lines):
            stacks, sc = rnd.stacks(seat), rnd.scores()[seat]
            assert line.player == game.players[seat]
            assert (line.open, line.discarded) == (stacks.open, stacks.discarded)
            assert (line.a, line.b, line.r, line.points) == (sc.a, sc.b, sc.r, sc.points)
            assert line.four_colors == (stacks.kept is not None)
            assert line.blocked == (rnd.blocked_by == seat)
            running[seat] += sc.points
        assert detail.running_totals[number - 1] == dict(zip(game.players, running, strict=True))
    assert detail.totals == dict(zip(game.players, game.totals(), strict=True))
    assert detail.winners == tuple(game.players[s] for s in game.winners())


def test_game_detail_of_a_running_game_shows_ended_rounds(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in NAMES[:4]]
    events = scripted_events(4, seed=82, rounds=2)
    state = listig.start_game(ids, first_dealer(4, 82))
    play_all(listig, state.game_id, events[:-3])
    detail = listig.game_detail(state.game_id)
    assert detail.status is GameStatus.RUNNING and detail.winners == ()
    assert len(detail.rounds) == 1 and len(detail.running_totals) == 1
    with pytest.raises(UnknownGame):
        listig.game_detail(9999)


def test_replay_steps_trick_by_trick(listig: Listig) -> None:
    game = next(g for seed in range(90, 140) if (g := random_game(4, seed)) and _has_block(g))
    game_id = _import(listig, game, NIGHTS[0])
    steps = listig.game_replay(game_id)
    for number, rnd in enumerate(game.rounds, 1):
        mine = [x for x in steps if x.round_no == number]
        blocked = rnd.end is End.BLOCKED
        assert len(mine) == len(rnd.tricks) + blocked
        for step, trick in zip(mine, rnd.tricks, strict=False):
            assert step.plays == tuple((game.players[s], c) for s, c in trick.cards)
            assert step.first_taker == game.players[trick.first_taker]
            assert step.chosen == trick.chosen and step.rest == trick.rest
            assert step.blocked is None and step.dealer == game.players[rnd.dealer]
        assert [x.trick_no for x in mine] == list(range(1, len(mine) + 1))
        keeps = [(e.by, e.colors) for e in rnd.events if isinstance(e, Keep)]
        assert [k for x in mine for k in x.keeps] == keeps
        assert mine[-1].stacks_after == dict(zip(game.players, rnd.all_stacks(), strict=True))
        if blocked:
            (event,) = [e for e in rnd.events if isinstance(e, Blocked)]
            assert mine[-1].blocked == event.by and mine[-1].first_taker is None
            assert 3 <= len(mine[-1].plays) < 4


def _has_block(game: Game) -> bool:
    return any(r.end is End.BLOCKED for r in game.rounds) and any(
        isinstance(e, Keep) for r in game.rounds for e in r.events
    )


def test_replay_of_a_running_game(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in NAMES[:4]]
    events = scripted_events(4, seed=83, rounds=1)
    state = listig.start_game(ids, first_dealer(4, 83))
    state = play_all(listig, state.game_id, events[:30])
    steps = listig.game_replay(state.game_id)
    assert len(steps) == len(state.round.tricks)


def test_player_page(listig: Listig) -> None:
    games = [random_game(4 + i % 3, seed=100 + i) for i in range(6)]
    for index, game in enumerate(games):
        _import(listig, game, NIGHTS[index % 3])
    running = random_game(4, seed=120, rounds=1)
    _import(listig, running, NIGHTS[1])
    anna = next(p for p in listig.players() if p.name == "Anna")
    page = listig.player_page(anna.id)
    finished = [g for g in games if g.finished]
    wins = sum(0 in g.winners() for g in finished)
    assert (page.name, page.games, page.wins) == ("Anna", len(finished), wins)
    assert page.win_rate == pytest.approx(wins / len(finished))
    everything = [*games, running]
    rounds = [r.scores()[0].points for g in everything for r in g.rounds if r.ended]
    assert (page.rounds, page.points, page.best_round) == (len(rounds), sum(rounds), max(rounds))
    assert page.average == pytest.approx(sum(rounds) / len(rounds))
    four = sum(r.kept(0) is not None for g in everything for r in g.rounds if r.ended)
    assert page.four_colors == four
    assert page.blocked == sum(r.blocked_by == 0 for g in everything for r in g.rounds)
    beat: Counter[str] = Counter()
    lost: Counter[str] = Counter()
    for g in finished:
        totals = g.totals()
        for seat, name in enumerate(g.players[1:], 1):
            beat[name] += totals[0] > totals[seat]
            lost[name] += totals[0] < totals[seat]
    assert dict(page.beats_most) == {k: v for k, v in beat.items() if v}
    assert dict(page.loses_most) == {k: v for k, v in lost.items() if v}
    assert [v for _, v in page.beats_most] == sorted((v for _, v in page.beats_most), reverse=True)
    assert len(page.form) == len(everything)
    assert [p.day for p in page.form] == sorted(p.day for p in page.form)
    assert sum(p.points for p in page.form) == page.points
    assert all(p.average == pytest.approx(p.points / p.rounds) for p in page.form)


def test_player_page_of_a_newcomer_and_an_unknown_player(listig: Listig) -> None:
    newcomer = listig.add_player("Zoe")
    page = listig.player_page(newcomer.id)
    assert (page.games, page.wins, page.win_rate, page.form, page.beats_most) == (0, 0, 0, (), ())
    with pytest.raises(InputError):
        listig.player_page(9999)


def test_replay_of_a_one_color_trick(listig: Listig) -> None:
    game = random_game(4, seed=2)
    game_id = _import(listig, game, NIGHTS[0])
    steps = listig.game_replay(game_id)
    lonely = [x for x in steps if x.blocked is None and x.second_taker is None]
    assert lonely, "seed 2 has a one-color trick"
    for step in lonely:
        trump = step.plays[0][1].color
        assert all(card.color is trump for _, card in step.plays)
        assert len(step.chosen) == 2 and len(step.rest) == 2  # the rest went out of play
