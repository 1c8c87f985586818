"""What every test of the screens shares: no test's Flet page outlives it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flet.controls.context import _context_page


@pytest.fixture(autouse=True)
def no_page_left_over() -> Iterator[None]:
    """A real Flet session makes its page the current one (Flet keeps it in a context
    variable), and a control made later (a phone's haptics, a snack bar) registers with it;
    after the test that session is gone, so the next test's controls would reach for it."""
    token = _context_page.set(None)
    yield
    _context_page.reset(token)
