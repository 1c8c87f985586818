"""Who may use the server: the host secret, the devices that joined, the table code.

Nothing here is trusted by address: the host is whoever holds the host secret, every
other device holds a credential handed out when the host approved it. Secrets are
192 bits from :mod:`secrets`, compared in constant time, kept only in memory (a
restarted server asks the devices to join again).
"""

from __future__ import annotations

import contextlib
import enum
import hmac
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

SECRET_BYTES = 24
"""192 bits per secret (the issue asks for at least 128)."""

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""The table code's letters: no 0/O, 1/I, so it can be read out loud and typed."""

CODE_LENGTH = 6
CODE_OPEN_AFTER_PAGE = 10 * 60.0
"""Seconds the code keeps working after the host's Join page was last shown."""

GUESSES_PER_MINUTE = 5
LOCKOUT_SECONDS = 15 * 60.0
MAX_PENDING = 20
PENDING_SECONDS = 10 * 60.0


class Role(enum.Enum):
    """What a device may do."""

    HOST = "host"
    SCORER = "scorer"
    VIEWER = "viewer"


def new_secret() -> str:
    """A fresh URL-safe secret of 192 bits."""
    return secrets.token_urlsafe(SECRET_BYTES)


def new_code() -> str:
    """A fresh table code (six letters or digits, about 30 bits)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What a person typed, as a code: upper case, no spaces or dashes, at most 12 letters."""
    return "".join(c for c in text.upper()[:40] if c.isalnum())[:12]


@dataclass
class Device:
    """A device that joined (or the host's own)."""

    id: int
    name: str
    role: Role
    secret: str = field(repr=False)
    joined: float = field(default_factory=time.time)
    last_seen: float = field(default_factory=time.time)
    revoked: bool = False


@dataclass
class Request:
    """A device that typed the right code and waits for the host's answer."""

    id: int
    name: str
    address: str
    ticket: str = field(repr=False)
    """What the asking browser holds (in a cookie) to collect the answer, once."""
    asked: float = field(default_factory=time.monotonic)
    answer: Role | None = None
    refused: bool = False
    device: Device | None = None


class Answer(enum.Enum):
    """How a join attempt went."""

    WAIT = "wait"
    WRONG = "wrong"
    CLOSED = "closed"
    LOCKED = "locked"
    FULL = "full"


class Devices:
    """The host secret, the devices, the join requests and the code; safe across threads."""

    def __init__(
        self, host_secret: str | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._lock = threading.RLock()
        self._clock = clock
        self.host = Device(0, "host", Role.HOST, host_secret or new_secret())
        self._devices: dict[int, Device] = {}
        self._requests: dict[int, Request] = {}
        self._next = 1
        self.code = new_code()
        self._pages_open = 0
        self._page_seen = float("-inf")
        self._guesses: dict[str, deque[float]] = {}
        self._locked_until: dict[str, float] = {}
        self._listeners: list[Callable[[], None]] = []

    # ---------------------------------------------------------------- credentials

    def device_for(self, secret: str | None) -> Device | None:
        """The device holding ``secret`` (the host too), or ``None``; a revoked one counts not."""
        if not secret:
            return None
        with self._lock:
            if hmac.compare_digest(secret.encode(), self.host.secret.encode()):
                return self.host
            for device in self._devices.values():
                if not device.revoked and hmac.compare_digest(
                    secret.encode(), device.secret.encode()
                ):
                    return device
        return None

    def seen(self, device: Device) -> None:
        """Note that ``device`` was active now."""
        device.last_seen = time.time()

    def devices(self) -> list[Device]:
        """The devices that joined and were not revoked, oldest first."""
        with self._lock:
            return [d for d in self._devices.values() if not d.revoked]

    def revoke(self, device_id: int) -> Device | None:
        """Cut a device off: its credential stops working at once."""
        with self._lock:
            device = self._devices.get(device_id)
            if device is None or device.revoked:
                return None
            device.revoked = True
        self._changed()
        return device

    # ---------------------------------------------------------------- the table code

    def page_opened(self) -> None:
        """The host's Join page is on screen: the code works (and for 10 minutes after)."""
        with self._lock:
            self._pages_open += 1
            self._page_seen = self._clock()

    def page_closed(self) -> None:
        """The host's Join page was left."""
        with self._lock:
            self._pages_open = max(0, self._pages_open - 1)
            self._page_seen = self._clock()

    def code_open(self) -> bool:
        """Whether the code works right now."""
        with self._lock:
            return self._pages_open > 0 or self._clock() - self._page_seen < CODE_OPEN_AFTER_PAGE

    def new_code(self) -> str:
        """Replace the code (the old one stops working)."""
        with self._lock:
            self.code = new_code()
            return self.code

    def _limited(self, address: str) -> bool:
        now = self._clock()
        if self._locked_until.get(address, float("-inf")) > now:
            return True
        guesses = self._guesses.get(address)
        if guesses is not None:
            while guesses and now - guesses[0] > 60.0:
                guesses.popleft()
            if not guesses:
                del self._guesses[address]
        return False

    def _wrong(self, address: str) -> bool:
        """Count a wrong guess; whether the address is now locked out."""
        now = self._clock()
        guesses = self._guesses.setdefault(address, deque())
        guesses.append(now)
        if len(guesses) >= GUESSES_PER_MINUTE:
            self._locked_until[address] = now + LOCKOUT_SECONDS
            del self._guesses[address]
            return True
        if len(self._guesses) > 10_000:  # a flood of addresses: forget the oldest
            self._guesses.pop(next(iter(self._guesses)))
        return False

    def ask(self, code: str, name: str, address: str) -> tuple[Answer, Request | None]:
        """A device typed ``code``: a request for the host to answer, or why not."""
        name = " ".join(name.split())[:40] or "?"
        with self._lock:
            if self._limited(address):
                return Answer.LOCKED, None
            if not self.code_open():
                return Answer.CLOSED, None
            if not hmac.compare_digest(normalize_code(code).encode(), self.code.encode()):
                return (Answer.LOCKED if self._wrong(address) else Answer.WRONG), None
            self._expire()
            if len(self._requests) >= MAX_PENDING:
                return Answer.FULL, None
            request = Request(self._next, name, address, new_secret())
            self._next += 1
            self._requests[request.id] = request
        self._changed()
        return Answer.WAIT, request

    def _expire(self) -> None:
        now = self._clock()
        for key, request in list(self._requests.items()):
            if now - request.asked > PENDING_SECONDS:
                del self._requests[key]

    def requests(self) -> list[Request]:
        """Requests still waiting for the host, oldest first."""
        with self._lock:
            self._expire()
            return [r for r in self._requests.values() if r.answer is None and not r.refused]

    def answer(self, request_id: int, role: Role | None) -> Device | None:
        """The host lets a request in as ``role``, or refuses it (``None``)."""
        if role is Role.HOST:
            raise ValueError("only one host")
        with self._lock:
            request = self._requests.get(request_id)
            if request is None or request.answer is not None or request.refused:
                return None
            if role is None:
                request.refused = True
                device = None
            else:
                request.answer = role
                device = Device(self._next, request.name, role, new_secret())
                self._next += 1
                self._devices[device.id] = device
                request.device = device
        self._changed()
        return device

    def collect(self, ticket: str) -> tuple[str, Device | None] | None:
        """What became of the request with this ticket: ("wait"|"refused"|"in", device)."""
        with self._lock:
            self._expire()
            for key, request in list(self._requests.items()):
                if not hmac.compare_digest(request.ticket.encode(), ticket.encode()):
                    continue
                if request.refused:
                    del self._requests[key]
                    return "refused", None
                if request.answer is None or request.device is None:
                    return "wait", None
                del self._requests[key]  # a ticket is used once
                return "in", None if request.device.revoked else request.device
        return None

    # ---------------------------------------------------------------- listeners

    def listen(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` after every change; returns the function that stops it."""
        with self._lock:
            self._listeners.append(listener)

        def stop() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return stop

    def _changed(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            with contextlib.suppress(Exception):  # a closed page must not stop the others
                listener()
