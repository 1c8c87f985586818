"""Quick scoring of *Mit List und Tücke*: each round, every player's open stacks (cards
per color) and discarded cards.

:func:`check_round` checks what can be checked (every player entered once, whole numbers,
two kept colors after a discard, no more cards of a color than the deck holds); the
engine's stacks give the score. This module is the Mit List und Tücke side of
:mod:`assistant.games.quick`, which keeps the log, undo and results.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from assistant.errors import InputError
from assistant.games.mit_list_und_tuecke.kind import ID as ID
from assistant.games.mit_list_und_tuecke.kind import seat_rows
from assistant.languages import N_
from assistant.states import QuickRound, QuickStacks
from engine.mit_list_und_tuecke import COLORS, Color, deck


def rounds_for(players: int) -> int:
    """How many rounds a game at this table has: one per player, each deals once."""
    return players


def sides_of(players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: every player."""
    return tuple(players)


_TOO_MANY_OF_COLOR = {
    Color.BLUE: N_(
        "the open stacks hold {count} blue cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.GREEN: N_(
        "the open stacks hold {count} green cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.RED: N_(
        "the open stacks hold {count} red cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.YELLOW: N_(
        "the open stacks hold {count} yellow cards together, but the deck for {players} "
        "players has only {most}"
    ),
}


def check_round(players: Sequence[str], stacks: Mapping[str, object]) -> tuple[QuickStacks, ...]:
    """The stacks of every seat, in seating order, once they add up; else ``InputError``.

    Checked: every player of the table is entered, and nobody else; counts are whole
    numbers, 0 or more; a player with discarded cards chose two colors to keep, so has
    exactly two open colors and at least two discarded cards (the two dropped colors); nobody
    has four open colors (they would have kept two); per color, the open cards of all
    players are at most that color's cards in the deck; all cards of all players (open and
    discarded) are at most the deck (56, 70 or 84 cards).
    """
    seats = {name.strip().casefold(): i for i, name in enumerate(players)}
    found: dict[int, QuickStacks] = {}
    for name, entry in stacks.items():
        seat = seats.get(str(name).strip().casefold())
        if seat is None:
            raise InputError(N_("{player} is not at this table"), player=name)
        if not isinstance(entry, QuickStacks):
            raise InputError(
                N_("{player}: enter the player's open stacks and pile"), player=players[seat]
            )
        found[seat] = _checked(players[seat], entry)
    for seat, name in enumerate(players):
        if seat not in found:
            raise InputError(N_("the stacks of {player} are missing"), player=name)
    ordered = tuple(found[seat] for seat in range(len(players)))
    _check_deck(len(players), ordered)
    return ordered


def _checked(player: str, entry: QuickStacks) -> QuickStacks:
    """One player's stacks with colors as ``Color`` and counts checked."""
    discarded = _count(player, entry.discarded)
    open_stacks: dict[Color, int] = {}
    for key, value in entry.open.items():
        color = _color(player, key)
        n = _count(player, value)
        if n:
            open_stacks[color] = open_stacks.get(color, 0) + n
    ordered = {c: open_stacks[c] for c in COLORS if c in open_stacks}
    if len(ordered) == 4:
        raise InputError(
            N_("{player} cannot have four open colors: {player} would have kept two of them"),
            player=player,
        )
    if discarded and len(ordered) > 2:
        raise InputError(
            N_(
                "{player} has discarded cards, so {player} kept two colors: at most two open "
                "colors, not {count}"
            ),
            player=player,
            count=len(ordered),
        )
    if discarded and len(ordered) < 2:
        raise InputError(
            N_(
                "{player} has discarded cards, so {player} kept two colors: two open colors, "
                "not {count}"
            ),
            player=player,
            count=len(ordered),
        )
    if discarded == 1:
        raise InputError(
            N_(
                "{player} cannot have discarded just 1 card: keeping two colors drops two "
                "colors, at least 2 cards"
            ),
            player=player,
        )
    return QuickStacks(ordered, discarded)


def _count(player: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(
            N_("{player}: {count} is not a number of cards (a whole number, 0 or more)"),
            player=player,
            count=value,
        )
    return value


def _color(player: str, key: object) -> Color:
    if isinstance(key, Color):
        return key
    try:
        return Color.parse(str(key))
    except ValueError:
        raise InputError(
            N_("{player}: {text} is not a color (use B, G, R or Y)"), player=player, text=key
        ) from None


def _check_deck(n: int, stacks: Sequence[QuickStacks]) -> None:
    cards = deck(n)
    for color in COLORS:
        count = sum(s.open.get(color, 0) for s in stacks)
        most = sum(1 for card in cards if card.color is color)
        if count > most:
            raise InputError(_TOO_MANY_OF_COLOR[color], count=count, players=n, most=most)
    total = sum(s.total for s in stacks)
    if total > len(cards):
        raise InputError(
            N_(
                "{count} cards are entered in all, but the deck for {players} players has "
                "only {most}"
            ),
            count=total,
            players=n,
            most=len(cards),
        )


# ----------------------------------------------------------------- the log


def payload_of(stacks: Sequence[QuickStacks]) -> dict[str, Any]:
    """The stored payload of a round: the stacks in seating order."""
    return {
        "stacks": [
            {"open": {c.value: n for c, n in s.open.items()}, "discarded": s.discarded}
            for s in stacks
        ]
    }


def stacks_of(payload: Mapping[str, Any]) -> tuple[QuickStacks, ...]:
    """The stacks of a stored round; ``ValueError`` for a count that is not a whole number."""
    return tuple(
        QuickStacks(
            {Color(c): _stored_count(n) for c, n in s["open"].items()},
            _stored_count(s["discarded"]),
        )
        for s in payload["stacks"]
    )


def _stored_count(n: object) -> int:
    if type(n) is not int:
        raise ValueError(f"{n!r} is not a number of cards")
    return n


def read(players: Sequence[str], payload: Mapping[str, Any]) -> tuple[QuickStacks, ...]:
    """A stored round's stacks; ``ValueError`` if unreadable or not one per player."""
    stacks = stacks_of(payload)
    if len(stacks) != len(players):
        raise ValueError(f"{len(players)} players' stacks expected, not {len(stacks)}")
    return stacks


def check_stored(players: Sequence[str], checked: Sequence[QuickStacks]) -> None:
    """Check a round read from a file as an entry is checked."""
    check_round(players, dict(zip(players, checked, strict=True)))


def result_rows(
    game_id: int,
    round_no: int,
    stacks: Sequence[QuickStacks],
    player_ids: Sequence[int],
    end: str,
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick round, one per seat (as for a card-by-card round)."""
    rows = [(s.open, s.discarded, s.discarded > 0) for s in stacks]
    return seat_rows(game_id, round_no, player_ids, rows, None, end)


def round_of(
    players: Sequence[str], number: int, dealer: str, checked: Sequence[QuickStacks]
) -> QuickRound:
    """A round as the screen shows it: each player's stacks and score."""
    return QuickRound(
        number=number,
        dealer=dealer,
        stacks=dict(zip(players, checked, strict=True)),
        scores={p: s.score for p, s in zip(players, checked, strict=True)},
    )


def points_of(players: Sequence[str], checked: Sequence[QuickStacks]) -> Iterable[int]:
    """Each player's points in a round."""
    return (s.score.points for s in checked)
