"""What every game's table shares: the first dealer's seat, named or numbered."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import Sentence, UnknownPlayer


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
