"""The i18n tests reuse the engine tests' tables and illegal-event cases."""

from __future__ import annotations

import sys
from pathlib import Path

ENGINE_TESTS = str(Path(__file__).resolve().parents[1] / "engine")
if ENGINE_TESTS not in sys.path:
    sys.path.insert(0, ENGINE_TESTS)
PARTOUT_TESTS = str(Path(__file__).resolve().parents[1] / "engine" / "partout")
if PARTOUT_TESTS not in sys.path:
    sys.path.insert(0, PARTOUT_TESTS)
