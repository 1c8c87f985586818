"""Hostile files, said short: a huge card number is quoted cut; a backup whose log rows hold
a key too many or a renamed one is refused in one sentence of the reader's language."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import InputError
from assistant.files.envelope import RecordError
from assistant.languages import translate_message
from assistant.service import Listig
from engine.mit_list_und_tuecke import Card

LISTIG = Path(sys.executable).with_name("listig")


def huge_card_record(digits: int) -> str:
    event = {"by": "B", "play": "R" + "7" * digits}
    return json.dumps(
        {
            "format": "listig/1",
            "game": "mit-list-und-tuecke",
            "players": ["A", "B", "C", "D"],
            "first_dealer": "A",
            "rounds": [[event]],
        }
    )


def test_a_huge_card_number_is_quoted_cut(tmp_path: Path) -> None:
    text = huge_card_record(4300)
    path = tmp_path / "huge.json"
    path.write_text(text)
    single = subprocess.run([LISTIG, "replay", str(path)], capture_output=True, text=True)
    assert single.returncode != 0 and "Traceback" not in single.stderr
    assert "round 1, event 1" in single.stderr and len(single.stderr) < 400
    batch = subprocess.run(
        [LISTIG, "replay", "--batch", "-"], input=text + "\n", capture_output=True, text=True
    )
    assert batch.returncode == 1 and len(batch.stdout) < 400
    with Listig(f"sqlite:///{tmp_path / 'huge.db'}") as listig:
        for lang in ("en", "de", "fr"):
            with pytest.raises((InputError, RecordError)) as refused:
                listig.import_record(text)
            said = translate_message(refused.value, lang)
            assert len(said) < 400 and "…" in said, said
        assert listig.games() == []


@pytest.fixture(scope="module")
def backup(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("backup")
    with Listig(f"sqlite:///{folder / 'source.db'}") as listig:
        ids = [listig.add_player(name).id for name in ("Ana", "Bo", "Cy", "Di")]
        state = listig.start_game(ids, 0)
        listig.play(state.game_id, "Bo", Card.parse("R5"))
        return listig.backup()


SENTENCES = {
    "en": "game 1, entry 1 of its log: this is not an event listig can read",
    "de": "Spiel 1, Eintrag 1 seines Protokolls: Das ist kein Ereignis, das listig lesen kann",
    "fr": "partie 1, entrée 1 de son journal\u00a0: ce n’est pas un événement que listig sait lire",
}


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    extra=st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=12).filter(
        lambda k: k not in ("by", "play")
    ),
    rename=st.booleans(),
)
def test_a_backup_row_with_a_strange_key_is_one_sentence(
    backup: str, tmp_path_factory: pytest.TempPathFactory, extra: str, rename: bool
) -> None:
    data = json.loads(backup)
    payload = data["games"][0]["log"][0]["payload"]
    if rename:
        payload[extra] = payload.pop("by")
    else:
        payload[extra] = 1
    folder = tmp_path_factory.mktemp("restore")
    with Listig(f"sqlite:///{folder / 'target.db'}") as listig:
        with pytest.raises(InputError) as refused:
            listig.restore(json.dumps(data))
        for lang, sentence in SENTENCES.items():
            assert translate_message(refused.value, lang) == sentence
        assert listig.players() == [] and listig.games() == []
