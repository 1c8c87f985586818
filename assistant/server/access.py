"""The service as one device may use it: every command checked against the device's role.

The views of a browser tab call this, never :class:`~assistant.service.Listig` itself, so
a viewer's tap on a hidden button — or a hand-made WebSocket frame — is refused here, in
the service layer, not only by what the screen shows.
"""

from __future__ import annotations

from typing import Any

from assistant.errors import InputError
from assistant.languages import N_
from assistant.server.devices import Device, Role
from assistant.service import Listig

READ = frozenset(
    {
        "players",
        "nights",
        "games",
        "unfinished_games",
        "game",
        "quick_game",
        "standings",
        "player_games",
        "night_summaries",
        "game_detail",
        "game_replay",
        "player_page",
        "share_png",
        "standings_csv",
        "side_standings",
        "side_standings_csv",
        "ratings",
        "rating_lines",
        "ratings_csv",
        "chances",
        "export_record",
    }
)
"""What every device that joined may read."""

SCORE = frozenset(
    {
        "start_game",
        "start_quick_game",
        "enter_quick_round",
        "undo_quick_round",
        "play",
        "take",
        "keep",
        "blocked",
        "apply",
        "undo",
        "redo",
        "end_sitting",
    }
)
"""What a scorer may do besides reading: enter cards, undo/redo, the next round, a new game,
the end of a sitting."""

NOT_ALLOWED = N_("Only the host can do that on this device.")
VIEW_ONLY = N_("This device may only watch the table.")
REVOKED = N_("The host removed this device. Ask to join again.")


class NotAllowed(InputError):
    """A device tried something its role does not allow."""


class Access:
    """:class:`Listig` for one device: reads for all, scoring for scorers, the rest for the host.

    Anything not named in ``READ`` or ``SCORE`` (players, import, backup and restore,
    deleting, settings kept in the database, and whatever is added later) is the
    host's. A revoked device can do nothing at all.
    """

    def __init__(self, service: Listig, device: Device) -> None:
        self._service = service
        self.device = device

    @property
    def role(self) -> Role:
        """The role of the device using this tab."""
        return self.device.role

    def may(self, command: str) -> bool:
        """Whether this device may call ``command`` (for the views, to hide what it may not)."""
        if self.device.revoked:
            return False
        if self.device.role is Role.HOST:
            return True
        if command in READ:
            return True
        return command in SCORE and self.device.role is Role.SCORER

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._service, name)
        if name.startswith("_") or not callable(attribute):
            raise AttributeError(name)
        if self.device.revoked:
            raise NotAllowed(REVOKED)
        if not self.may(name):
            raise NotAllowed(VIEW_ONLY if self.device.role is Role.VIEWER else NOT_ALLOWED)
        return attribute
