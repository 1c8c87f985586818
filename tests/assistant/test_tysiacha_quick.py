"""Quick scoring of Tysiacha: per deal the soloist's final bid, made, failed or "forty
each", and each opponent's take; scored by the engine with the 1000 cap, over when a
soloist passes 1000, kept in the one log with undo, counted in standings, nights and
player pages, backed up."""

from __future__ import annotations

import json
import random

import pytest
from assistant_helpers import roster
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import InputError
from assistant.files.exchange import ExchangeError
from assistant.games.quick import RULES, RaceRules, rules_of
from assistant.service import Listig
from assistant.states import Outcome, QuickBid, QuickDealRound, QuickStacks, QuickState, QuickTeam
from assistant.storage.models import GameStatus, Keeping
from engine.tysiacha import Game, Round
from engine.tysiacha.selfplay import random_game

TYSIACHA = "tysiacha"
MADE, FAILED, FORTY = Outcome.MADE, Outcome.FAILED, Outcome.FORTY

Entries = dict[str, QuickBid | int]


def _entries(rnd: Round) -> Entries:
    """A deal played card by card as quick scoring enters it."""
    soloist = rnd.soloist
    assert soloist is not None
    bid = rnd.final_bid if rnd.final_bid is not None else rnd.bid
    assert bid is not None
    outcome = FORTY if rnd.conceded else MADE if rnd.made else FAILED
    entries: Entries = {rnd.players[soloist]: QuickBid(bid, outcome)}
    if outcome is not FORTY:
        entries |= {rnd.players[s]: rnd.take(s) for s in range(3) if s != soloist}
    return entries


def _quick_copy(listig: Listig, game: Game) -> QuickState:
    ids = {p.name: p.id for p in listig.players()}
    ids |= {n: listig.add_player(n).id for n in game.players if n not in ids}
    state = listig.start_quick_game([ids[n] for n in game.players], game.first_dealer, TYSIACHA)
    for rnd in game.rounds:
        state = listig.enter_quick_round(state.game_id, _entries(rnd), state.seq)
    return state


def _start(listig: Listig, first_dealer: int = 0) -> QuickState:
    """A quick game of Anna, Ben and Cleo."""
    return listig.start_quick_game(roster(listig, 3), first_dealer, game=TYSIACHA)


def _deal(soloist: str, bid: int, outcome: Outcome, **takes: int) -> dict[str, QuickBid | int]:
    return {soloist: QuickBid(bid, outcome), **takes}


def test_tysiacha_has_quick_scoring_that_ends_by_a_score() -> None:
    rules = rules_of(TYSIACHA)
    assert RULES[TYSIACHA] is rules and isinstance(rules, RaceRules)
    assert not isinstance(RULES["partout"], RaceRules)
    assert not isinstance(RULES["mit-list-und-tuecke"], RaceRules)


@pytest.mark.parametrize("seed", [1, 2, 7])
def test_a_quick_game_scores_like_the_engine(listig: Listig, seed: int) -> None:
    game, _ = random_game(random.Random(seed), first_dealer=seed % 3)
    assert game.finished
    state = _quick_copy(listig, game)
    assert state.game == TYSIACHA and state.sides == game.players == state.players
    assert state.rounds_in_game == 0 and len(state.rounds) == len(game.rounds)
    assert state.finished and state.next_round is None and not state.next_dealer
    assert state.totals == dict(zip(game.players, game.totals(), strict=True))
    assert state.winners == tuple(game.players[w] for w in game.winners())
    for rnd, played in zip(state.rounds, game.rounds, strict=True):
        assert isinstance(rnd, QuickDealRound)
        assert [s.points for s in rnd.scores.values()] == [s.points for s in played.scores()]
        assert rnd.dealer == game.players[played.dealer]
        assert rnd.deal.soloist == game.players[played.soloist or 0]
    standings = {x.name: x for x in listig.standings(game=TYSIACHA)}
    for seat, name in enumerate(game.players):
        line = standings[name]
        assert (line.games, line.rounds, line.points) == (1, len(game.rounds), game.totals()[seat])
        assert line.wins == (seat in game.winners())
    detail = listig.game_detail(state.game_id)
    assert detail.keeping is Keeping.QUICK and detail.game == TYSIACHA
    assert detail.status is GameStatus.FINISHED and all(r.end == "quick" for r in detail.rounds)
    (info,) = listig.games(game=TYSIACHA)
    assert (info.keeping, info.status) == (Keeping.QUICK, GameStatus.FINISHED)
    (night,) = listig.night_summaries(game=TYSIACHA)
    assert night.games == 1
    page = listig.player_page(standings[game.players[0]].player_id)
    (figures,) = page.by_game
    assert figures.game == TYSIACHA and figures.games == 1
    with pytest.raises(InputError, match="is finished: no more rounds can be entered"):
        listig.enter_quick_round(state.game_id, _deal("Anna", 100, FORTY), state.seq)
    with pytest.raises(InputError, match="quick scoring: it has no card-by-card record"):
        listig.export_record(state.game_id)


def test_made_failed_and_forty_each_score_as_the_rules_say(listig: Listig) -> None:
    state = _start(listig, first_dealer=0)
    assert (state.next_round, state.next_dealer) == (1, "Anna")
    # the rules' worked example 1: Cleo bids 140 and makes it; Anna 30 + spades, Ben 12
    state = listig.enter_quick_round(
        state.game_id, _deal("Cleo", 140, MADE, Anna=70, ben=12), state.seq
    )
    (rnd,) = state.rounds
    assert isinstance(rnd, QuickDealRound)
    assert rnd.deal.soloist == "Cleo" and rnd.deal.takes == {"Anna": 70, "Ben": 12}
    assert {n: s.points for n, s in rnd.scores.items()} == {"Anna": 70, "Ben": 12, "Cleo": 140}
    assert rnd.scores["Cleo"].made and rnd.scores["Cleo"].take is None
    assert state.totals == rnd.totals == {"Anna": 70, "Ben": 12, "Cleo": 140}
    # example 2: Ben bids 100 and fails; Cleo 20, Anna 15
    state = listig.enter_quick_round(
        state.game_id, _deal("Ben", 100, FAILED, Cleo=20, Anna=15), state.seq
    )
    assert [s.points for s in state.rounds[-1].scores.values()] == [15, -100, 20]
    assert not state.rounds[-1].scores["Ben"].made
    # example 3: Cleo says "forty each" at 120
    state = listig.enter_quick_round(state.game_id, _deal("Cleo", 120, FORTY), state.seq)
    last = state.rounds[-1]
    assert isinstance(last, QuickDealRound) and last.deal.takes == {}
    assert [s.points for s in last.scores.values()] == [40, 40, -120]
    assert state.totals == {"Anna": 125, "Ben": -48, "Cleo": 40}  # totals may go negative
    assert state.next_dealer == "Anna" and state.status is GameStatus.RUNNING
    assert {x.name: x.points for x in listig.standings()} == state.totals
    detail = listig.game_detail(state.game_id)
    assert detail.totals == state.totals and [r.dealer for r in detail.rounds] == [
        "Anna",
        "Ben",
        "Cleo",
    ]
    assert listig.share_png(state.game_id).startswith(b"\x89PNG")  # a running game is shared


def _race(listig: Listig, state: QuickState, deals: list[Entries]) -> QuickState:
    for entries in deals:
        state = listig.enter_quick_round(state.game_id, entries, state.seq)
    return state


def test_opponents_stop_at_1000_and_only_a_soloist_past_it_wins(listig: Listig) -> None:
    state = _start(listig)
    # Anna makes 400 twice (800) and 180 (980); Ben takes 0, Cleo 5 then 0
    state = _race(
        listig,
        state,
        [
            _deal("Anna", 400, MADE, Ben=0, Cleo=0),
            _deal("Anna", 400, MADE, Ben=0, Cleo=0),
            _deal("Anna", 180, MADE, Ben=0, Cleo=5),
        ],
    )
    assert state.totals == {"Anna": 980, "Ben": 0, "Cleo": 5}
    # as an opponent Anna takes 31 from 980: pegged at 1000, not 1011
    state = _race(listig, state, [_deal("Ben", 100, MADE, Anna=31, Cleo=0)])
    assert state.rounds[-1].scores["Anna"].points == 20
    assert state.totals["Anna"] == 1000 and not state.finished
    # at 1000 "forty each" gives her nothing more
    state = _race(listig, state, [_deal("Cleo", 110, FORTY)])
    assert state.totals == {"Anna": 1000, "Ben": 140, "Cleo": -105}
    # a soloist who fails loses his bid, even from 1000
    state = _race(listig, state, [_deal("Anna", 120, FAILED, Ben=50, Cleo=30)])
    assert state.totals == {"Anna": 880, "Ben": 190, "Cleo": -75} and not state.finished
    # making 120 from 880 reaches exactly 1000: no win, play on
    state = _race(listig, state, [_deal("Anna", 120, MADE, Ben=0, Cleo=0)])
    assert state.totals["Anna"] == 1000 and not state.finished and state.winners == ()
    assert state.next_round == 8
    # making 100 from 1000 passes it: Anna wins, the game is over
    state = _race(listig, state, [_deal("Anna", 100, MADE, Ben=20, Cleo=0)])
    assert state.totals == {"Anna": 1100, "Ben": 210, "Cleo": -75}
    assert state.finished and state.winners == ("Anna",) and state.next_round is None
    assert {x.name: x.wins for x in listig.standings(game=TYSIACHA)} == {
        "Anna": 1,
        "Ben": 0,
        "Cleo": 0,
    }
    # taking the winning deal back reopens the game
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert state.status is GameStatus.RUNNING and state.winners == () and state.next_round == 8
    assert state.totals["Anna"] == 1000
    assert {x.name: x.wins for x in listig.standings(game=TYSIACHA)}["Anna"] == 0


def test_the_cap_is_reckoned_after_an_undone_deal(listig: Listig) -> None:
    state = _start(listig)
    state = _race(listig, state, [_deal("Anna", 400, MADE, Ben=0, Cleo=0)] * 2)
    state = _race(listig, state, [_deal("Anna", 190, MADE, Ben=0, Cleo=0)])
    assert state.totals["Anna"] == 990
    state = _race(listig, state, [_deal("Ben", 100, FAILED, Anna=40, Cleo=0)])
    assert state.totals["Anna"] == 1000
    state = listig.undo_quick_round(state.game_id, state.seq)
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert state.totals["Anna"] == 800 and len(state.rounds) == 2
    state = _race(listig, state, [_deal("Ben", 100, FAILED, Anna=40, Cleo=0)])
    assert state.rounds[-1].scores["Anna"].points == 40 and state.totals["Anna"] == 840
    again = listig.quick_game(state.game_id)
    assert again == state


BAD: list[tuple[dict[str, object], str]] = [
    ({"Anna": 50, "Ben": 60}, "choose the soloist: the player who won the auction"),
    (
        {"Anna": QuickBid(120, MADE), "Ben": QuickBid(100, MADE), "Cleo": 0},
        "Anna and Ben cannot both be the soloist",
    ),
    (_deal("Ben", 125, MADE, Anna=0, Cleo=0), "Ben cannot bid 125: a bid goes in tens from 100"),
    (_deal("Ben", 90, MADE, Anna=0, Cleo=0), "Ben cannot bid 90: a bid goes in tens from 100"),
    (
        _deal("Ben", 410, MADE, Anna=0, Cleo=0),
        "Ben cannot bid 410: a bid goes in tens from 100 to 400",
    ),
    (_deal("Ben", 120, MADE, Anna=-5, Cleo=0), "Anna: -5 is not a take"),
    (_deal("Ben", 120, MADE, Anna=0, Cleo=361), "Cleo's take cannot be more than 360"),
    (_deal("Ben", 120, FAILED, Anna=0), "the take of Cleo is missing"),
    (_deal("Ben", 120, FORTY, Anna=0), "Ben said “forty each”: the opponents' takes are not"),
    (
        _deal("Ben", 300, MADE, Anna=60, Cleo=50),
        "Anna and Cleo took 110 together, but with Ben's bid of 300 made they took at most 100",
    ),
    (
        _deal("Ben", 120, FAILED, Anna=300, Cleo=101),
        "Anna and Cleo took 401 together, but a deal holds at most 400",
    ),
    ({"Anna": QuickBid(120, "won"), "Ben": 0, "Cleo": 0}, "Anna: say whether the bid was made"),  # type: ignore[arg-type]
    (_deal("Eve", 120, MADE, Anna=0, Cleo=0), "Eve is not at this table"),
    (
        {"Anna": QuickBid(120, MADE), "ben": 1, " Ben": 2, "Cleo": 0},
        "Ben is entered twice",
    ),
    ({"Anna": QuickBid(120, MADE), "Ben": QuickTeam(1, 2), "Cleo": 0}, "Ben: QuickTeam"),
    ({"Anna": QuickBid(120, MADE), "Ben": True, "Cleo": 0}, "Ben: True is not a take"),
]


@pytest.mark.parametrize(("entry", "message"), BAD)
def test_what_does_not_add_up_is_refused_in_one_sentence(
    listig: Listig, entry: dict[str, object], message: str
) -> None:
    state = _start(listig)
    with pytest.raises(InputError) as caught:
        listig.enter_quick_round(state.game_id, entry)  # type: ignore[arg-type]
    assert caught.value.message.startswith(message)
    assert "\n" not in caught.value.message
    assert listig.quick_game(state.game_id) == state
    assert listig.standings() == []


def test_a_tysiacha_entry_is_refused_for_the_other_games_and_back(listig: Listig) -> None:
    ids = roster(listig, 4)
    tysiacha = listig.start_quick_game(ids[:3], 0, game=TYSIACHA)
    mlut = listig.start_quick_game(ids, 0)
    with pytest.raises(InputError, match="Anna: enter the player's open stacks and pile"):
        listig.enter_quick_round(mlut.game_id, _deal("Anna", 100, MADE, Ben=0, Cleo=0, Dan=0))
    with pytest.raises(InputError, match="choose the soloist"):
        listig.enter_quick_round(tysiacha.game_id, {n: QuickStacks({}) for n in tysiacha.players})
    with pytest.raises(InputError, match="Dan is not at this table"):
        listig.enter_quick_round(tysiacha.game_id, _deal("Anna", 100, MADE, Ben=0, Dan=0))
    with pytest.raises(InputError, match="Tysiacha is for 3 players, not 4"):
        listig.start_quick_game(ids, 0, game=TYSIACHA)


def test_backup_and_restore_keep_quick_tysiacha_games(listig: Listig) -> None:
    game, _ = random_game(random.Random(4))
    finished = _quick_copy(listig, game)
    running = _start_known(listig)
    running = _race(listig, running, [_deal("Ben", 110, MADE, Anna=5, Cleo=0)])
    text = listig.backup()
    before = _figures(listig)
    assert listig.restore(text, replace=True)["games"] == 2
    assert _figures(listig) == before
    states = {len(s.rounds): s for s in (listig.quick_game(g.game_id) for g in listig.games())}
    assert states[len(game.rounds)].totals == finished.totals
    assert states[len(game.rounds)].winners == finished.winners and finished.winners
    assert states[1].totals == running.totals and not states[1].finished
    bad = json.loads(text)
    dump = next(g for g in bad["games"] if len(g["log"]) == len(game.rounds))
    first = dump["log"][0]["payload"]
    first["bid"] = 105
    with pytest.raises(ExchangeError, match="cannot bid 105"):
        listig.restore(json.dumps(bad), replace=True)
    first["bid"] = 100
    dump["log"].append({**dump["log"][0], "seq": len(dump["log"]) + 1})
    with pytest.raises(ExchangeError, match="the game was over after round"):
        listig.restore(json.dumps(bad), replace=True)
    dump["log"].pop()
    dump["status"] = "running"
    with pytest.raises(ExchangeError, match="marked running, but its log says otherwise"):
        listig.restore(json.dumps(bad), replace=True)
    assert _figures(listig) == before


def _start_known(listig: Listig) -> QuickState:
    ids = {p.name: p.id for p in listig.players()}
    return listig.start_quick_game([ids[n] for n in ("Anna", "Ben", "Cleo")], 0, game=TYSIACHA)


def _figures(listig: Listig) -> list[tuple[str, int, int, int, int, int]]:
    """The Tysiacha standings without the player ids (a restore on PostgreSQL renumbers)."""
    return sorted(
        (x.name, x.games, x.wins, x.rounds, x.points, x.best_round)
        for x in listig.standings(game=TYSIACHA)
    )


names = st.sampled_from(["Anna", "Ben", "Cleo", " cleo", "Eve", ""])
bids = st.one_of(st.integers(80, 420), st.sampled_from([100, 120, 200, 400]), st.booleans())
outcomes = st.one_of(st.sampled_from(list(Outcome)), st.sampled_from(["made", "won", ""]))
takes = st.one_of(
    st.integers(-3, 400), st.booleans(), st.floats(allow_nan=False), st.text(max_size=2)
)
anything = st.dictionaries(
    names,
    st.one_of(takes, st.builds(QuickBid, bids, outcomes), st.builds(QuickTeam, takes, takes)),
    max_size=4,
)
near = st.builds(
    lambda soloist, bid, outcome, first, second: _deal(
        soloist,
        bid,
        outcome,
        **{
            n: t
            for n, t in zip(
                [p for p in ("Anna", "Ben", "Cleo") if p != soloist], (first, second), strict=True
            )
        },
    ),
    st.sampled_from(["Anna", "Ben", "Cleo"]),
    st.integers(9, 41).map(lambda n: n * 10),
    st.sampled_from([MADE, FAILED]),
    st.integers(-1, 130),
    st.one_of(st.integers(0, 130), st.integers(0, 370)),
)
forty = st.builds(
    lambda soloist, bid: _deal(soloist, bid, FORTY),
    st.sampled_from(["Anna", "Ben", "Cleo"]),
    st.integers(10, 40).map(lambda n: n * 10),
)
entries = st.one_of(anything, near, near, forty)
ACCEPTED: list[int] = []
"""Deals the property saw accepted (a run shows how many: a few dozen)."""


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(entry=entries)
def test_any_entry_is_accepted_or_refused_changing_nothing(
    listig: Listig, entry: dict[str, object]
) -> None:
    running = listig.games(status=GameStatus.RUNNING)
    if running:
        state = listig.quick_game(running[0].game_id)
    else:
        ids = [p.id for p in listig.players()] or roster(listig, 3)
        state = listig.start_quick_game(ids, 0, game=TYSIACHA)
    standings = listig.standings(game=TYSIACHA)
    try:
        after = listig.enter_quick_round(state.game_id, entry, state.seq)  # type: ignore[arg-type]
    except InputError as exc:
        assert exc.message and "\n" not in exc.message
        assert listig.quick_game(state.game_id) == state
        assert listig.standings(game=TYSIACHA) == standings
        return
    ACCEPTED.append(1)
    assert len(after.rounds) == len(state.rounds) + 1
    rnd = after.rounds[-1]
    assert isinstance(rnd, QuickDealRound)
    assert 100 <= rnd.deal.bid <= 400 and rnd.deal.bid % 10 == 0
    assert sum(rnd.deal.takes.values()) <= 400
    assert all(0 <= t <= 360 for t in rnd.deal.takes.values())
    for name, total in after.totals.items():
        assert total == state.totals[name] + rnd.scores[name].points
        if name != rnd.deal.soloist:
            assert total <= 1000
    assert after.finished == (rnd.deal.outcome is MADE and after.totals[rnd.deal.soloist] > 1000)
    before = {x.name: x.points for x in standings}
    assert {x.name: x.points for x in listig.standings(game=TYSIACHA)} == {
        name: before.get(name, 0) + score.points for name, score in rnd.scores.items()
    }
