"""The assistant's messages (bad input, conflicts, bad records) in three languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_helpers import new_round, play

from assistant.errors import Conflict, InputError, UnknownGame
from assistant.files.record import RecordError, parse_record, replay
from assistant.languages import N_, translate_message
from assistant.service import Listig
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Card, Play


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


def test_an_input_error_is_said_from_its_sentence_never_from_its_english() -> None:
    error = InputError(N_("there is already a player called {name}"), name="Ben")
    assert error.message == "there is already a player called Ben"
    assert translate_message(error, "de") == "es gibt schon einen Spieler namens Ben"
    assert translate_message(InputError(N_("nothing to redo")), "fr") == "rien à rétablir"
    unknown = InputError("a sentence nobody has translated")
    assert translate_message(unknown, "de") == "a sentence nobody has translated"
    # the English text of a sentence with facts filled in is not a message id
    filled = InputError("there is already a player called Ben")
    assert translate_message(filled, "de") == "there is already a player called Ben"


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
    # The app names the card; error.message (the command line's) writes it as in a record.
    assert translate_message(error, "en").startswith("Dan cannot play Green 4")
    assert error.message.startswith("Dan cannot play G4")
    assert translate_message(error, "de").startswith("Dan kann Grün 4 nicht spielen")


RECORD = (
    '{"format": "listig/1", "players": ["Anna", "Ben", "Cleo", "Dan"], "first_dealer": "Dan",'
    ' "rounds": [[{"by": "Ben", "play": "R1"}]]}'
)


def test_record_errors_say_where_and_why() -> None:
    error = raised(lambda: parse_record("[]"))
    assert isinstance(error, RecordError)
    assert translate_message(error, "en") == error.message == "a record is a JSON object"
    assert translate_message(error, "de") == "eine Spielaufzeichnung ist ein JSON-Objekt"
    few = raised(lambda: parse_record('{"format": "listig/1", "players": [], "first_dealer": ""}'))
    assert translate_message(few, "de") == "das Spiel ist für 4 bis 6 Spieler, nicht für 0"
    missing = raised(lambda: parse_record(RECORD.replace('"first_dealer"', '"dealer"')))
    assert translate_message(missing, "fr") == "'first_dealer' manque"
    unknown = raised(lambda: parse_record(RECORD.replace('"rounds"', '"round": 1, "rounds"')))
    assert translate_message(unknown, "de") == "unbekanntes Feld 'round'"
    renamed = raised(lambda: parse_record(RECORD.replace('"rounds"', '"round"')))
    assert translate_message(renamed, "de") == "'rounds' fehlt"


def test_a_record_that_breaks_a_rule_says_the_rule_in_the_language() -> None:
    broken = raised(lambda: replay(parse_record(RECORD)))
    assert isinstance(broken, RecordError)
    assert translate_message(broken, "en") == (
        "round 1, event 1: Ben cannot play Red 1 — it is Anna's turn"
    )
    assert broken.message == "round 1, event 1: Ben cannot play R1 — it is Anna's turn"
    assert translate_message(broken, "de") == (
        "Runde 1, Zug 1: Ben kann Rot 1 nicht spielen — Anna ist am Zug"
    )
    assert translate_message(broken, "fr") == (
        "tour 1, coup 1\u00a0: Ben ne peut pas jouer Rouge 1 — c’est à Anna de jouer"
    )


def test_a_record_with_an_unreadable_card_says_so() -> None:
    bad = RECORD.replace('"R1"', '"X1"')
    error = raised(lambda: replay(parse_record(bad)))
    assert isinstance(error, RecordError)
    assert translate_message(error, "de") == (
        "Runde 1, Zug 1: Ben: 'X1' ist keine Karte (Farbbuchstabe B, G, R oder Y und eine "
        "Zahl, z. B. R10)"
    )
