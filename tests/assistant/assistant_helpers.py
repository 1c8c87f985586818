"""Helpers of the assistant tests: a roster, scripted games, random legal commands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from assistant.games.simulate import NAMES, random_game
from assistant.service import Listig
from assistant.states import GameState
from engine.mit_list_und_tuecke import COLORS, Blocked, Event, Game, Keep, Phase, Play, Round, Take


def roster(listig: Listig, players: int = 4) -> list[int]:
    """Add the first ``players`` of the usual names; their ids in seating order."""
    return [listig.add_player(name).id for name in NAMES[:players]]


def scripted_events(players: int = 4, seed: int = 1, rounds: int | None = None) -> list[Event]:
    """Every event of a seeded random game, in order."""
    game = random_game(players, seed, rounds=rounds)
    return [event for rnd in game.rounds for event in rnd.events]


def start(listig: Listig, players: int = 4, dealer: int | None = None) -> GameState:
    """A new game of the usual names, dealt first by the seat a seeded game would choose."""
    ids = roster(listig, players)
    first = random_game(players, 1, rounds=0).first_dealer if dealer is None else dealer
    return listig.start_game(ids, first)


def first_dealer(players: int, seed: int) -> int:
    """The first dealer the seeded game of ``scripted_events`` chose."""
    return random_game(players, seed, rounds=0).first_dealer


def random_event(game: Game, rng: random.Random) -> Event:
    """A random legal event for the game as it stands (without knowing the hands)."""
    rnd = game.round
    if rnd is None or rnd.ended:
        rnd = Round(game.players, game.dealer_of(len(game.rounds)))
    match rnd.phase:
        case Phase.PLAY:
            name = rnd.players[rnd.to_play]
            cards = rnd.playable_cards()
            if rnd.may_claim_blocked() and (not cards or rng.random() < 0.2):
                return Blocked(name)
            return Play(name, rng.choice(cards))
        case Phase.TAKE:
            assert rnd.pending is not None
            cards = [card for _, card in rnd.trick]
            return Take(rnd.players[rnd.pending.first], tuple(rng.sample(cards, rnd.k1)))
        case _:
            seat = rng.choice(rnd.owing)
            return Keep(rnd.players[seat], tuple(rng.sample(COLORS, 2)))


def play_all(listig: Listig, game_id: int, events: Sequence[Event]) -> GameState:
    """Apply events one after the other; the last state."""
    state = listig.game(game_id)
    for event in events:
        state = listig.apply(game_id, event, expected_seq=state.seq)
    return state
