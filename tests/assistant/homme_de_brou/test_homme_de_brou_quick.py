"""Quick scoring of Homme de Brou: per deal each side's declarations, rencontres and card
points, checked (120 card points together, combinations the four suits can make), scored,
over at 300 with the higher total (a tie at 300 or more: another deal), kept in the one log
with undo, counted in the standings for both partners, backed up and restored."""

from __future__ import annotations

import random

import pytest

from assistant.errors import InputError
from assistant.games.homme_de_brou import quick
from assistant.games.quick import RULES, RaceRules
from assistant.service import Listig
from assistant.states import QuickSide, QuickSideRound, QuickState
from assistant.storage.models import GameStatus
from engine.homme_de_brou import Game, Round
from engine.homme_de_brou.selfplay import NAMES, random_game

GAME = "homme-de-brou"
SIDES = ("Anna & Cleo", "Ben & Dan")


def _entries(rnd: Round, sides: tuple[str, str]) -> dict[str, QuickSide]:
    """A deal played card by card as quick scoring enters it."""
    return {
        name: QuickSide(s.declared, s.rencontres, s.cards)
        for name, s in zip(sides, rnd.scores(), strict=True)
    }


def _quick_copy(listig: Listig, game: Game) -> QuickState:
    ids = [listig.add_player(name).id for name in game.players]
    state = listig.start_quick_game(ids, game.first_dealer, GAME)
    for rnd in game.rounds:
        state = listig.enter_quick_round(state.game_id, _entries(rnd, game.sides), state.seq)
    return state


def test_the_rules_are_a_race() -> None:
    assert isinstance(RULES[GAME], RaceRules)
    assert quick.sides_of(NAMES) == SIDES


@pytest.mark.parametrize("seed", [39, 5])
def test_a_whole_game_entered_deal_by_deal_scores_as_played(listig: Listig, seed: int) -> None:
    game, _ = random_game(random.Random(seed), first_dealer=seed % 4)
    assert game.finished
    state = _quick_copy(listig, game)
    assert state.status is GameStatus.FINISHED and state.sides == SIDES
    assert state.totals == dict(zip(SIDES, game.totals(), strict=True))
    assert state.winners == (game.sides[game.winners()[0]],)
    assert all(isinstance(r, QuickSideRound) for r in state.rounds)
    lines = {s.name: s.points for s in listig.standings(game=GAME)}
    assert lines == {n: game.totals()[seat % 2] for seat, n in enumerate(game.players)}
    with pytest.raises(InputError):
        listig.enter_quick_round(state.game_id, _entries(game.rounds[0], game.sides))
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert state.status is GameStatus.RUNNING and len(state.rounds) == len(game.rounds) - 1


def test_a_tie_at_300_means_another_deal(listig: Listig) -> None:
    ids = [listig.add_player(name).id for name in NAMES]
    state = listig.start_quick_game(ids, 0, GAME)
    deal = {SIDES[0]: QuickSide(0, 0, 60), SIDES[1]: QuickSide(0, 0, 60)}
    for _ in range(5):
        state = listig.enter_quick_round(state.game_id, deal, state.seq)
    assert state.totals == {SIDES[0]: 300, SIDES[1]: 300}
    assert state.status is GameStatus.RUNNING  # equal at 300: another deal
    state = listig.enter_quick_round(
        state.game_id, {"Anna": QuickSide(20, 0, 61), "Ben": QuickSide(0, 0, 59)}, state.seq
    )
    assert state.status is GameStatus.FINISHED and state.winners == (SIDES[0],)


@pytest.mark.parametrize(
    ("entries", "words"),
    [
        ({SIDES[0]: QuickSide(0, 0, 60)}, "the deal of Ben & Dan is missing"),
        ({SIDES[0]: QuickSide(0, 0, 60), "Zoe": QuickSide(0, 0, 60)}, "not a side"),
        ({SIDES[0]: QuickSide(0, 0, 60), "Cleo": QuickSide(0, 0, 60)}, "entered twice"),
        ({SIDES[0]: QuickSide(0, 0, 70), SIDES[1]: QuickSide(0, 0, 60)}, "exactly 120"),
        ({SIDES[0]: QuickSide(0, 0, 1), SIDES[1]: QuickSide(0, 0, 119)}, "no tricks make 1"),
        ({SIDES[0]: QuickSide(10, 0, 60), SIDES[1]: QuickSide(0, 0, 60)}, "declared 10"),
        ({SIDES[0]: QuickSide(150, 0, 60), SIDES[1]: QuickSide(30, 0, 60)}, "cannot make both"),
        ({SIDES[0]: QuickSide(0, 50, 60), SIDES[1]: QuickSide(0, 0, 60)}, "de rencontre"),
        ({SIDES[0]: QuickSide(0, 300, 60), SIDES[1]: QuickSide(0, 40, 60)}, "cannot make both"),
        ({SIDES[0]: QuickSide(-20, 0, 60), SIDES[1]: QuickSide(0, 0, 60)}, "not a number"),
    ],
)
def test_what_does_not_add_up_is_refused_in_words(
    listig: Listig, entries: dict[str, QuickSide], words: str
) -> None:
    ids = [listig.add_player(name).id for name in NAMES]
    state = listig.start_quick_game(ids, 0, GAME)
    with pytest.raises(InputError) as caught:
        listig.enter_quick_round(state.game_id, entries, state.seq)
    assert words in caught.value.message
    assert listig.quick_game(state.game_id).rounds == ()


def test_the_largest_deals_are_possible() -> None:
    most = quick.check_round(
        NAMES, {SIDES[0]: QuickSide(150, 300, 120), SIDES[1]: QuickSide(0, 0, 0)}
    )
    assert sum(s.points for s in most) == 570
    assert quick.read(NAMES, quick.payload_of(most)) == most


def test_a_quick_game_is_backed_up_and_restored(
    listig: Listig, tmp_path_factory: pytest.TempPathFactory
) -> None:
    game, _ = random_game(random.Random(39), first_dealer=3)
    state = _quick_copy(listig, game)
    other = Listig(f"sqlite:///{tmp_path_factory.mktemp('copy') / 'copy.db'}")
    try:
        other.restore(listig.backup())
        assert other.quick_game(state.game_id).totals == state.totals
        assert other.standings(game=GAME) == listig.standings(game=GAME)
    finally:
        other.close()


@pytest.mark.parametrize("dealer", [0, 3])
def test_three_and_a_dummy_kept_by_quick_scoring(
    listig: Listig, tmp_path_factory: pytest.TempPathFactory, dealer: int
) -> None:
    """Three players and the dummy (its seat the 4th, Ben its partner): the sides, the scores
    as the game played card by card; standings for the three only, the dummy's side
    credited to Ben (and a side of its own by side); a backup restores it whole."""
    game, _ = random_game(random.Random(7), first_dealer=dealer, dummy=3)
    assert game.finished and game.players[1] == "Ben"
    ids = [listig.add_player(name).id for name in game.players[:3]]
    state = listig.start_quick_game(ids, dealer, GAME, dummy=3, dummy_name="Strohmann")
    assert state.players == ("Anna", "Ben", "Cleo", "Strohmann")
    sides = ("Anna & Cleo", "Ben & Strohmann")
    assert state.sides == sides
    for rnd in game.rounds:
        state = listig.enter_quick_round(state.game_id, _entries(rnd, sides), state.seq)
    assert state.status is GameStatus.FINISHED
    assert state.totals == dict(zip(sides, game.totals(), strict=True))
    lines = {s.name: s.points for s in listig.standings(game=GAME)}
    assert lines == {n: game.totals()[seat % 2] for seat, n in enumerate(game.players[:3])}
    by_side = {(x.names, x.dummy): x.points for x in listig.side_standings(GAME)}
    assert by_side == {
        (("Anna", "Cleo"), False): game.totals()[0],
        (("Ben",), True): game.totals()[1],
    }
    assert {p.name for p in listig.players()} == {"Anna", "Ben", "Cleo"}
    other = Listig(f"sqlite:///{tmp_path_factory.mktemp('copy') / 'copy.db'}")
    try:
        other.restore(listig.backup())
        assert other.quick_game(state.game_id).totals == state.totals
        assert other.standings(game=GAME) == listig.standings(game=GAME)
        assert other.side_standings(GAME) == listig.side_standings(GAME)
    finally:
        other.close()


def test_a_dummy_only_at_homme_de_brou(listig: Listig) -> None:
    ids = [listig.add_player(name).id for name in ("Anna", "Ben", "Cleo")]
    with pytest.raises(InputError):
        listig.start_quick_game(ids, 0, "tysiacha", dummy=3)
    with pytest.raises(InputError):
        listig.start_quick_game(ids, 0, GAME, dummy=4)
    with pytest.raises(InputError):
        listig.start_quick_game(ids, 0, GAME)  # three without a dummy
    assert listig.games() == []
