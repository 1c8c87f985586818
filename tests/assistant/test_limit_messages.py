"""What a limit refuses is said in the reader's language, with its facts, not in English
filled in before the translator sees it."""

from __future__ import annotations

import json

import pytest

from assistant.errors import InputError
from assistant.files.envelope import RecordError
from assistant.files.limits import MAX_RECORD_BYTES, Unstorable, check_json, size_error
from assistant.files.record import replay_json
from assistant.languages import translate_message
from assistant.service import Listig


def test_a_too_large_record_is_refused_in_german_and_french() -> None:
    text = " " * (MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordError) as refused:
        replay_json(text)
    assert translate_message(refused.value, "de") == (
        "das Spielprotokoll hat 1.000.001 Bytes; ein Spielprotokoll hat höchstens 1.000.000 Bytes"
    )
    assert translate_message(refused.value, "fr").startswith("le relevé fait 1")
    assert refused.value.message == (
        "the record is 1000001 bytes; a record has at most 1000000 bytes"
    )


def test_the_command_line_keeps_its_grouped_english() -> None:
    assert size_error(5_000_000, MAX_RECORD_BYTES, "line") == (
        "the line is 5,000,000 bytes; a record has at most 1,000,000 bytes"
    )
    assert size_error(None, 1_000, "backup") == (
        "the backup is more than 1,000 bytes; listig reads backups of at most 1,000 bytes"
    )


def test_an_unstorable_value_keeps_its_sentence_and_facts() -> None:
    with pytest.raises(Unstorable) as refused:
        check_json({"note": "a\x00b"}, "meta")
    assert refused.value.template == "{field}: text with a NUL character"
    assert refused.value.params == {"field": "meta.note"}
    assert str(refused.value) == "meta.note: text with a NUL character"


def test_a_backup_with_an_unstorable_title_is_refused_in_german(listig: Listig) -> None:
    ids = [listig.add_player(name).id for name in ("Anna", "Ben", "Cleo", "Dan")]
    listig.start_game(ids, 0)  # tonight's game night
    backup = json.loads(listig.backup())
    backup["nights"][0]["title"] = "x" * 81
    with pytest.raises(InputError) as refused:
        listig.restore(json.dumps(backup), replace=True)
    said = translate_message(refused.value, "de")
    assert "nights[0].title" in said and "81" in said
    assert said != refused.value.message
