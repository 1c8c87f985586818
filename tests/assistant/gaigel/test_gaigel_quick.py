"""Quick scoring of Gaigel: a pad line per deal — the side that won and how (single,
double, gaigel, undergaigel) — scored by the engine, both players of the side credited,
kept in the one log with undo, counted in the standings, backed up and restored; a line
that makes no sense is refused in one sentence, nothing stored."""

from __future__ import annotations

import json
import random

import pytest
from assistant_helpers import roster

from assistant.errors import InputError
from assistant.files.exchange import ExchangeError
from assistant.games.gaigel.quick import Won, team_names
from assistant.games.quick import RULES, RaceRules
from assistant.service import Listig
from assistant.states import QuickState, QuickWinRound
from engine.gaigel import How, Kind
from engine.gaigel.selfplay import random_game

GAIGEL = "gaigel"


def _start(listig: Listig) -> QuickState:
    """A quick sitting of Anna & Cleo against Ben & Dan; Anna deals first."""
    return listig.start_quick_game(roster(listig, 4), 0, game=GAIGEL)


def _won(kind: Kind, how: How) -> Won:
    if how is How.OVERGAIGEL:
        return Won.GAIGEL
    if how is How.UNDERGAIGEL:
        return Won.UNDERGAIGEL
    return Won.DOUBLE if kind is Kind.DOUBLE else Won.SINGLE


def test_gaigel_has_quick_scoring_with_no_last_deal() -> None:
    rules = RULES[GAIGEL]
    assert not isinstance(rules, RaceRules)
    assert rules.rounds_for(4) > 10_000
    assert rules.sides_of(["Anna", "Ben", "Cleo", "Dan"]) == ("Anna", "Ben", "Cleo", "Dan")


@pytest.mark.parametrize("seed", [2, 9])
def test_a_quick_sitting_scores_like_the_engine(listig: Listig, seed: int) -> None:
    game, _ = random_game(random.Random(seed), deals=6)
    state = listig.start_quick_game(roster(listig, 4), 0, game=GAIGEL)
    for rnd in game.rounds:
        result = rnd.result
        assert result is not None
        if result.how is How.SETTLED:
            continue
        team = team_names(game.players)[result.side]
        line = {team: _won(result.kind, result.how).value}
        state = listig.enter_quick_round(state.game_id, line, state.seq)
    played = [r for r in game.rounds if r.result is not None and r.result.how is not How.SETTLED]
    expected = [sum(r.scores()[seat].points for r in played) for seat in range(4)]
    assert list(state.totals.values()) == expected
    assert all(isinstance(r, QuickWinRound) for r in state.rounds)
    assert not state.finished


def test_each_way_to_win_scores_as_the_rules_say(listig: Listig) -> None:
    state = _start(listig)
    for won, points in (("single", 1), ("double", 2), ("gaigel", 2), ("undergaigel", 1)):
        before = state.totals["Ben"]
        state = listig.enter_quick_round(state.game_id, {"Ben": won}, state.seq)
        assert state.totals["Ben"] - before == points
        assert state.totals["Dan"] == state.totals["Ben"]
        assert state.totals["Anna"] == state.totals["Cleo"] == 0
    rnd = state.rounds[-1]
    assert isinstance(rnd, QuickWinRound)
    assert rnd.win.team == "Ben & Dan" and rnd.points == {"Anna": 0, "Ben": 1, "Cleo": 0, "Dan": 1}
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert state.totals == {"Anna": 0, "Ben": 5, "Cleo": 0, "Dan": 5}
    assert state.rounds_in_game == 0 and state.next_round == 4
    standings = {x.name: x.points for x in listig.standings(game=GAIGEL)}
    assert standings["Ben"] == standings["Dan"] == 5


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ({}, "choose the side that won the deal"),
        ({"Anna & Cleo": "single", "Ben": "double"}, "one side wins a deal"),
        ({"Eve": "single"}, "Eve is not a side at this table"),
        ({"Anna & Cleo": "triple"}, "Anna & Cleo: say how the deal was won"),
        ({"cleo": 2}, "Anna & Cleo: say how the deal was won"),
    ],
)
def test_a_line_that_makes_no_sense_is_refused_and_nothing_stored(
    listig: Listig, line: dict[str, object], said: str
) -> None:
    state = _start(listig)
    with pytest.raises(InputError, match=said):
        listig.enter_quick_round(state.game_id, line, state.seq)  # type: ignore[arg-type]
    assert listig.quick_game(state.game_id).seq == state.seq


def test_backup_and_restore_keep_quick_gaigel_sittings(listig: Listig) -> None:
    state = _start(listig)
    state = listig.enter_quick_round(state.game_id, {"Anna & Cleo": "gaigel"}, state.seq)
    state = listig.enter_quick_round(state.game_id, {"Dan": "single"}, state.seq)
    text = listig.backup()
    assert listig.restore(text, replace=True)["games"] == 1
    (restored,) = (listig.quick_game(g.game_id) for g in listig.games())
    assert restored.totals == state.totals
    bad = json.loads(text)
    bad["games"][0]["log"][0]["payload"]["won"] = "triple"
    with pytest.raises(ExchangeError):
        listig.restore(json.dumps(bad), replace=True)
