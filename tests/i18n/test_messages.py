"""The assistant's messages (bad input, conflicts, bad records) in three languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_helpers import new_round, play

from assistant.errors import Conflict, InputError, UnknownGame
from assistant.i18n import ASSISTANT_SENTENCES, read_sentence, translate_message
from assistant.record import RecordError, parse_record, replay
from assistant.service import Listig
from engine import Card, Play, RuleError


@pytest.fixture
def listig(tmp_path: Path) -> Iterator[Listig]:
    service = Listig(f"sqlite:///{tmp_path / 'listig.db'}")
    yield service
    service.close()


def raised(action: object) -> BaseException:
    assert callable(action)
    with pytest.raises(Exception) as info:
        action()
    return info.value


def test_an_input_error_with_params_is_said_from_its_template() -> None:
    error = UnknownGame("there is no game number {game_id}", game_id=7)
    assert error.message == str(error) == "there is no game number 7"
    assert translate_message(error, "en") == "there is no game number 7"
    assert translate_message(error, "de") == "es gibt kein Spiel Nummer 7"
    assert translate_message(error, "fr") == "il n’y a pas de partie numéro 7"


def test_plain_english_messages_are_read_back_into_their_template() -> None:
    assert read_sentence("there is already a player called Anna (archived)") == (
        "there is already a player called {name} (archived)",
        {"name": "Anna"},
    )
    error = InputError("there is already a player called Ben")
    assert translate_message(error, "de") == "es gibt schon einen Spieler namens Ben"
    assert translate_message(InputError("nothing to redo"), "fr") == "rien à rétablir"
    unknown = InputError("a sentence nobody has translated")
    assert translate_message(unknown, "de") == "a sentence nobody has translated"


def test_every_assistant_sentence_reads_back_and_translates() -> None:
    for template in ASSISTANT_SENTENCES:
        fields = {name: "X7" for name in read_sentence_fields(template)}
        text = template.format(**fields)
        assert read_sentence(text) == (template, fields)
        for lang in ("de", "fr"):
            said = translate_message(InputError(text), lang)
            assert said != text and "{" not in said
            assert all(v in said for v in fields.values())


def read_sentence_fields(template: str) -> list[str]:
    from assistant.i18n import placeholders

    return sorted(placeholders(template))


def test_the_services_own_messages_are_translated(listig: Listig) -> None:
    anna = listig.add_player("Anna")
    taken = raised(lambda: listig.add_player("anna"))
    assert isinstance(taken, InputError)
    assert translate_message(taken, "de") == "es gibt schon einen Spieler namens Anna"
    empty = raised(lambda: listig.add_player("   "))
    assert translate_message(empty, "fr") == "un joueur a besoin d’un nom"
    listig.archive_player(anna.id)
    archived = raised(lambda: listig.add_player("ANNA"))
    assert translate_message(archived, "de") == (
        "es gibt schon einen Spieler namens Anna (archiviert)"
    )
    missing = raised(lambda: listig.game(999))
    assert translate_message(missing, "fr") == "il n’y a pas de partie numéro 999"


def test_a_conflict_says_the_game_was_reloaded() -> None:
    conflict = Conflict.__new__(Conflict)
    Conflict.__init__(conflict, state=None)  # type: ignore[arg-type]
    assert translate_message(conflict, "en") == "the game changed, reloaded"
    assert (
        translate_message(conflict, "de") == "das Spiel wurde inzwischen geändert und neu geladen"
    )


def test_rule_errors_pass_through_the_same_helper() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "B2")
    error = raised(lambda: rnd.apply(Play("Dan", Card.parse("G4"))))
    assert isinstance(error, RuleError)
    assert translate_message(error, "en") == error.message
    assert translate_message(error, "de").startswith("Dan kann Grün 4 nicht spielen")


def test_record_errors_say_where_and_why() -> None:
    error = raised(lambda: parse_record("[]"))
    assert isinstance(error, RecordError)
    assert translate_message(error, "en") == error.message == "a record is a JSON object"
    assert translate_message(error, "de") == "eine Spielaufzeichnung ist ein JSON-Objekt"
    record = parse_record(
        '{"format": "listig/1", "players": ["Anna", "Ben", "Cleo", "Dan"], "first_dealer": "Dan",'
        ' "rounds": [[{"by": "Ben", "play": "R1"}]]}'
    )
    broken = raised(lambda: replay(record))
    assert isinstance(broken, RecordError)
    assert translate_message(broken, "en") == broken.message
    german = translate_message(broken, "de")
    assert german.startswith("Runde 1, Ereignis 1: ")
    assert translate_message(broken, "fr").startswith("tour 1, événement 1\u00a0: ")


def test_a_record_error_that_keeps_its_rule_error_is_said_whole() -> None:
    record = parse_record(
        '{"format": "listig/1", "players": ["Anna", "Ben", "Cleo", "Dan"], "first_dealer": "Dan",'
        ' "rounds": [[{"by": "Ben", "play": "R1"}]]}'
    )
    broken = raised(lambda: replay(record))
    assert isinstance(broken, RecordError)
    rule = raised(lambda: new_round(4).apply(Play("Ben", Card.parse("R1"))))
    broken.rule = rule  # what assistant/record.py needs to keep (see the i18n report)
    assert translate_message(broken, "de") == (
        "Runde 1, Ereignis 1: Ben kann Rot 1 nicht spielen — Anna ist am Zug"
    )
