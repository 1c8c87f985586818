"""The table's devices: the host secret, the code and its rate limit, approving, revoking."""

from __future__ import annotations

from assistant.server.devices import (
    CODE_OPEN_AFTER_PAGE,
    GUESSES_PER_MINUTE,
    LOCKOUT_SECONDS,
    Answer,
    Devices,
    Role,
    normalize_code,
)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_host_secret_is_long_and_only_it_is_the_host() -> None:
    devices = Devices()
    assert len(devices.host.secret) >= 32  # 192 bits in base64
    assert devices.device_for(devices.host.secret) is devices.host
    assert devices.device_for(devices.host.secret[:-1]) is None
    assert devices.device_for("") is None
    assert devices.device_for(None) is None


def test_the_code_works_only_while_the_join_page_is_open_and_ten_minutes_after() -> None:
    clock = Clock()
    devices = Devices(clock=clock)
    assert devices.ask(devices.code, "Cleo", "10.0.0.2")[0] is Answer.CLOSED
    devices.page_opened()
    clock.now += 3600
    assert devices.code_open()  # open as long as the page is
    devices.page_closed()
    clock.now += CODE_OPEN_AFTER_PAGE - 1
    assert devices.code_open()
    clock.now += 2
    assert not devices.code_open()


def test_wrong_codes_lock_the_address_out() -> None:
    clock = Clock()
    devices = Devices(clock=clock)
    devices.page_opened()
    wrong = "AAAAAA" if devices.code != "AAAAAA" else "BBBBBB"
    answers = [devices.ask(wrong, "x", "10.0.0.9")[0] for _ in range(GUESSES_PER_MINUTE)]
    assert answers[:-1] == [Answer.WRONG] * (GUESSES_PER_MINUTE - 1)
    assert answers[-1] is Answer.LOCKED
    assert devices.ask(devices.code, "x", "10.0.0.9")[0] is Answer.LOCKED
    assert devices.ask(devices.code, "y", "10.0.0.10")[0] is Answer.WAIT  # others are not
    clock.now += LOCKOUT_SECONDS + 1
    assert devices.ask(devices.code.lower(), "x", "10.0.0.9")[0] is Answer.WAIT


def test_slow_wrong_guesses_are_forgotten_after_a_minute() -> None:
    clock = Clock()
    devices = Devices(clock=clock)
    devices.page_opened()
    wrong = "AAAAAA" if devices.code != "AAAAAA" else "BBBBBB"
    for _ in range(3 * GUESSES_PER_MINUTE):
        assert devices.ask(wrong, "x", "10.0.0.9")[0] is Answer.WRONG
        clock.now += 61 / (GUESSES_PER_MINUTE - 1)


def test_approve_refuse_collect_once_and_revoke() -> None:
    devices = Devices()
    devices.page_opened()
    heard: list[int] = []
    devices.listen(lambda: heard.append(1))
    answer, cleo = devices.ask(f" {devices.code[:3]}-{devices.code[3:]} ", "Cleo's  phone", "a")
    assert answer is Answer.WAIT and cleo is not None
    _, ben = devices.ask(devices.code, "Ben", "b")
    assert ben is not None
    assert [r.name for r in devices.requests()] == ["Cleo's phone", "Ben"]
    assert devices.collect(cleo.ticket) == ("wait", None)
    device = devices.answer(cleo.id, Role.SCORER)
    assert device is not None and device.role is Role.SCORER
    assert devices.answer(ben.id, None) is None
    state, joined = devices.collect(cleo.ticket) or ("", None)
    assert state == "in" and joined is device
    assert devices.collect(cleo.ticket) is None  # a ticket is used once
    assert devices.collect(ben.ticket) == ("refused", None)
    assert devices.device_for(device.secret) is device
    assert devices.revoke(device.id) is device
    assert devices.device_for(device.secret) is None
    assert devices.devices() == []
    assert len(heard) >= 5


def test_codes_are_read_as_typed() -> None:
    assert normalize_code(" ab-c d12 ") == "ABCD12"
    assert len(normalize_code("x" * 1000)) == 12
