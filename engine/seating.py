"""What every game's table shares: the players' names checked, the first dealer's seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.errors import BadTable, Sentence, UnknownPlayer


def dealer_seat(players: Sequence[str], first_dealer: int | str, not_seated: Sentence) -> int:
    """The seat of ``first_dealer``: a seat number, or a name (case and spaces ignored).

    A name nobody at the table has raises ``UnknownPlayer`` with ``not_seated`` (the game's
    own sentence); a seat number off the table is a programming error (``ValueError``).

    >>> dealer_seat(["Anna", "Ben", "Cleo"], " ben", Sentence("{player} is not here"))
    1
    """
    if isinstance(first_dealer, str):
        keys = [p.casefold() for p in players]
        key = first_dealer.strip().casefold()
        if key not in keys:
            raise UnknownPlayer(not_seated, player=first_dealer)
        return keys.index(key)
    if not 0 <= first_dealer < len(players):
        raise ValueError(f"dealer seat {first_dealer} is not at a table of {len(players)}")
    return first_dealer


def table_names(
    players: Sequence[str],
    count: Callable[[int], object],
    missing: Sentence,
    twice: Sentence,
) -> tuple[str, ...]:
    """Trimmed player names, checked: ``count`` (the game's rule for how many play) raises
    for a wrong number; an empty name raises ``missing``, a name seated twice (ignoring
    case) ``twice`` — each a ``BadTable`` with the game's own sentence.

    >>> table_names([" Anna", "Ben"], lambda n: None, Sentence("?"), Sentence("{name}?"))
    ('Anna', 'Ben')
    """
    names = tuple(p.strip() for p in players)
    count(len(names))
    if any(not n for n in names):
        raise BadTable(missing)
    folded = [n.casefold() for n in names]
    for name, key in zip(names, folded, strict=True):
        if folded.count(key) > 1:
            raise BadTable(twice, name=name)
    return names


class Seats:
    """A table's seats by name: the exact name first (the replay's hot path reads
    ``exact`` itself), then the name with case and surrounding spaces ignored.

    >>> seats = Seats(("Anna", "Ben"))
    >>> seats.seat(" ben ", Sentence("{player} is not at {table}"))
    1
    """

    __slots__ = ("exact", "folded", "players")

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        self.exact = {name: i for i, name in enumerate(players)}
        self.folded = {name.strip().casefold(): i for i, name in enumerate(players)}

    def seat(self, name: object, not_at_table: Sentence) -> int:
        """The seat of ``name``; ``UnknownPlayer`` with the game's ``not_at_table`` sentence
        (its facts: ``player`` and ``table``) for a name nobody at the table has."""
        seat = self.exact.get(name) if type(name) is str else None
        if seat is None and isinstance(name, str):
            seat = self.folded.get(name.strip().casefold())
        if seat is None:
            raise UnknownPlayer(not_at_table, player=name, table=", ".join(self.players))
        return seat
