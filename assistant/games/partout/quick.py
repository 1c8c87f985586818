"""Quick scoring of *Partout*: each round, per team, its minimum and the tricks it took.

The table enters, for every team (``engine.partout.teams_of``: partners opposite; with 3
players each plays alone), the team's **minimum** — the sum of its players' predictions,
which the table adds up aloud anyway when the predictions are made — and the **tricks**
it took. Two numbers per team: four taps' worth for 4 players, where one field per player's
prediction would take six (nine with 6 players), and the score needs only the sum.

:func:`check_round` checks what can be checked (every team entered once, whole numbers,
a minimum within what its players can predict, the tricks adding up to the round's);
the engine's ``score`` with the variant's bonus chart gives the points. This module is the
Partout side of :mod:`assistant.games.quick`, which keeps the log, undo and results.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from assistant.errors import InputError
from assistant.games.partout.kind import ID as ID
from assistant.games.partout.kind import team_rows
from assistant.languages import N_
from assistant.states import QuickTeam, QuickTeamRound
from engine.partout import Score, Team, score, teams_of, variant

Checked = tuple[QuickTeam, ...]
"""A checked round: each team's minimum and tricks, in team order."""


def rounds_for(players: int) -> int:
    """How many rounds a game at this table has (``engine.partout.variant``)."""
    return variant(players).rounds


def sides_of(players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: the teams, by name (``Anna & Cleo``; with 3 players the player)."""
    return tuple(t.name for t in teams_of(players))


def _team_key(team: Team) -> set[str]:
    """The names a team may be entered under: its name or any of its players."""
    return {team.name.casefold(), *(p.casefold() for p in team.players)}


def check_round(players: Sequence[str], entries: Mapping[str, object]) -> Checked:
    """Every team's minimum and tricks, in team order, once they add up; else ``InputError``.

    ``entries`` are keyed by team name (or a player of the team) and hold a
    :class:`~assistant.states.QuickTeam`. Checked: every team once and nobody else; whole
    numbers, 0 or more; a minimum of at most what the team's players can predict together
    (each 0 to the round's tricks); at most the round's tricks for one team; the teams'
    tricks adding up to the round's tricks.
    """
    teams = teams_of(players)
    rules = variant(len(players))
    found: dict[int, QuickTeam] = {}
    for key, entry in entries.items():
        name = str(key).strip().casefold()
        index = next((i for i, t in enumerate(teams) if name in _team_key(t)), None)
        if index is None:
            raise InputError(N_("{team} is not a team at this table"), team=key)
        team = teams[index]
        if index in found:
            raise InputError(N_("{team} is entered twice"), team=team.name)
        if not isinstance(entry, QuickTeam):
            raise InputError(N_("{team}: enter the team's minimum and its tricks"), team=team.name)
        found[index] = _checked(team, entry, rules.tricks)
    for index, team in enumerate(teams):
        if index not in found:
            raise InputError(N_("the minimum and tricks of {team} are missing"), team=team.name)
    ordered = tuple(found[i] for i in range(len(teams)))
    taken = sum(t.tricks for t in ordered)
    if taken != rules.tricks:
        raise InputError(
            N_(
                "the teams took {count} tricks together, but a round with {players} players "
                "has {tricks} tricks"
            ),
            count=taken,
            players=len(players),
            tricks=rules.tricks,
        )
    return ordered


def _checked(team: Team, entry: QuickTeam, tricks: int) -> QuickTeam:
    minimum = _count(team, entry.minimum)
    taken = _count(team, entry.tricks)
    most = tricks * len(team.players)
    if minimum > most:
        if len(team.players) == 1:
            raise InputError(
                N_("{team} cannot predict {minimum}: a prediction is 0 to {tricks} tricks"),
                team=team.name,
                minimum=minimum,
                tricks=tricks,
            )
        raise InputError(
            N_(
                "{team} cannot have a minimum of {minimum}: each of its {count} players "
                "predicts 0 to {tricks} tricks, so at most {most}"
            ),
            team=team.name,
            minimum=minimum,
            count=len(team.players),
            tricks=tricks,
            most=most,
        )
    if taken > tricks:
        raise InputError(
            N_("{team} cannot take {count} tricks: a round has {tricks}"),
            team=team.name,
            count=taken,
            tricks=tricks,
        )
    return QuickTeam(minimum, taken)


def _count(team: Team, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(
            N_("{team}: {count} is not a number of tricks (a whole number, 0 or more)"),
            team=team.name,
            count=value,
        )
    return value


def scores_of(players: int, checked: Checked) -> tuple[Score, ...]:
    """Each team's score at a table of ``players``, by the engine's ``score`` and the
    table's bonus chart."""
    chart = variant(players).bonus
    return tuple(score(t.tricks, t.minimum, chart) for t in checked)


# ----------------------------------------------------------------- the log


def payload_of(checked: Checked) -> dict[str, Any]:
    """The stored payload of a round: each team's minimum and tricks, in team order."""
    return {"teams": [{"minimum": t.minimum, "tricks": t.tricks} for t in checked]}


def read(players: Sequence[str], payload: Mapping[str, Any]) -> Checked:
    """A stored round; ``ValueError`` if it cannot be read."""
    stored = payload["teams"]
    teams = len(variant(len(players)).teams)
    if not isinstance(stored, list) or len(stored) != teams:
        raise ValueError(f"{teams} teams expected, not {stored!r}")
    return tuple(QuickTeam(_stored(t["minimum"]), _stored(t["tricks"])) for t in stored)


def check_stored(players: Sequence[str], checked: Checked) -> None:
    """Check a round read from a file as an entry is checked; ``InputError`` if it is wrong."""
    check_round(players, dict(zip(sides_of(players), checked, strict=True)))


def _stored(n: object) -> int:
    if type(n) is not int:
        raise ValueError(f"{n!r} is not a number of tricks")
    return n


def result_rows(
    game_id: int, round_no: int, checked: Checked, player_ids: Sequence[int], end: str
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick round, one per seat: each player scores their
    team's points (as a card-by-card round of Partout), so a player of a winning team wins."""
    points = [sc.points for sc in scores_of(len(player_ids), checked)]
    return team_rows(game_id, round_no, player_ids, points, end)


def round_of(players: Sequence[str], number: int, dealer: str, checked: Checked) -> QuickTeamRound:
    """A round as the screen shows it: each team's entry and score."""
    names = sides_of(players)
    return QuickTeamRound(
        number=number,
        dealer=dealer,
        teams=dict(zip(names, checked, strict=True)),
        scores=dict(zip(names, scores_of(len(players), checked), strict=True)),
    )


def points_of(players: Sequence[str], checked: Checked) -> Iterable[int]:
    """Each team's points in a round."""
    return (s.points for s in scores_of(len(players), checked))
