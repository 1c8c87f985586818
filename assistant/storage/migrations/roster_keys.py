"""The roster's keys made again by today's name rule, for a migration whose rule changed."""

from __future__ import annotations

import sqlalchemy as sa

_PLAYER = sa.table(
    "player",
    sa.column("id", sa.Integer),
    sa.column("name", sa.String),
    sa.column("name_key", sa.String),
)


def rekey_roster(bind: sa.Connection) -> None:
    """Give every player ``player.name_key`` = ``assistant.names.skeleton`` of the name.

    So the database itself refuses a second player who looks the same. Two players who
    already look alike keep their old key, so that no stored player is lost.
    """
    from assistant.names import skeleton

    rows = bind.execute(
        sa.select(_PLAYER.c.id, _PLAYER.c.name, _PLAYER.c.name_key).order_by(_PLAYER.c.id)
    ).all()
    holder = {old: player_id for player_id, _, old in rows}
    for player_id, name, old in rows:
        key = skeleton(name)
        if key == old or holder.get(key, player_id) != player_id:
            continue
        bind.execute(_PLAYER.update().where(_PLAYER.c.id == player_id).values(name_key=key))
        del holder[old]
        holder[key] = player_id
