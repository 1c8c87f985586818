"""The spec's Gaigel record replays into exactly the summary the spec prints."""

from __future__ import annotations

from gaigel_helpers import replayed, spec_record, spec_replay

from engine.gaigel import from_record, summarize, to_record


def test_the_spec_record_summarizes_as_the_spec_prints() -> None:
    assert summarize(replayed(spec_record())) == spec_replay()


def test_every_spec_event_round_trips() -> None:
    for deal in spec_record()["rounds"]:
        for event in deal:
            assert to_record(from_record(event)) == event
