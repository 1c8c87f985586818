"""The share picture: a PNG of a game's standings, in the language asked for."""

from __future__ import annotations

import io
import random as rand
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from assistant.errors import UnknownGame
from assistant.files.record import record_of
from assistant.games.simulate import random_game
from assistant.languages import translator
from assistant.looking_back.share import _font, draw, picture_size, rounds_of, rows_of
from assistant.service import Listig
from assistant.states import QuickStacks
from engine.mit_list_und_tuecke import Color
from engine.partout import teams_of
from engine.partout.selfplay import random_game as partout_game

UMLAUTS = ("Jürgen", "Anaïs", "Françoise", "Ömer", "Eve")


def _picture(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def test_a_picture_per_game_and_language(listig: Listig) -> None:
    first = listig.import_record(record_of(random_game(5, 3, names=UMLAUTS)).dump())
    second = listig.import_record(record_of(random_game(4, 4)).dump())
    de = _picture(listig.share_png(first.game_id, "de"))
    assert de.size == picture_size(5)
    other = _picture(listig.share_png(second.game_id, "de"))
    assert other.size == picture_size(4)
    fr = _picture(listig.share_png(first.game_id, "fr"))
    assert fr.size == de.size
    assert ImageChops.difference(de.convert("RGB"), fr.convert("RGB")).getbbox() is not None
    with pytest.raises(UnknownGame):
        listig.share_png(9999)


def test_two_games_of_the_same_table_differ(listig: Listig) -> None:
    one = listig.import_record(record_of(random_game(4, 5)).dump())
    two = listig.import_record(record_of(random_game(4, 6)).dump())
    assert listig.share_png(one.game_id) != listig.share_png(two.game_id)


def test_a_running_quick_game_can_be_shared(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in UMLAUTS[:4]]
    state = listig.start_quick_game(ids, 0)
    entry = {n: QuickStacks({Color.BLUE: 2, Color.RED: 3}) for n in UMLAUTS[:4]}
    listig.enter_quick_round(state.game_id, entry)
    image = _picture(listig.share_png(state.game_id, "fr"))
    assert image.size == picture_size(4)


@pytest.mark.parametrize("text", ["Jürgen", "Françoise", "Ömer", "ß", "é", "—"])
def test_the_shipped_font_has_umlauts_and_accents(text: str) -> None:
    font = _font(20)
    missing = font.getmask("\uffff").getbbox()
    for char in text:
        # a character the font lacks is drawn as the same box as U+FFFF
        assert font.getmask(char).getbbox() != missing or char.isspace(), char


def test_the_words_are_translated(listig: Listig) -> None:
    info = listig.import_record(record_of(random_game(4, 7)).dump())
    detail = listig.game_detail(info.game_id)
    pictures = {lang: draw(detail, translator(lang)).tobytes() for lang in ("en", "de", "fr")}
    assert len(set(pictures.values())) == 3


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_partout_game_is_shared_by_team_with_its_rounds(listig: Listig, players: int) -> None:
    played, events = partout_game(players, rand.Random(players))
    names = UMLAUTS[:players] if players < 6 else (*UMLAUTS, "Zoë")
    seat = dict(zip(played.players, names, strict=True))
    ids = [listig.add_player(n).id for n in names]
    state = listig.start_game(ids, 0, game="partout")
    for event in events:
        state = listig.apply(state.game_id, replace(event, by=seat[event.by]))
    detail = listig.game_detail(state.game_id)
    rows = rows_of(detail)
    assert [label for label, _ in rows] == [" & ".join(t) for t in _teams(names)]
    assert rounds_of(detail) == played.variant.rounds
    image = _picture(listig.share_png(state.game_id, "de"))
    assert image.size == picture_size(len(rows))
    assert image.size != picture_size(players) or players == 3


def _teams(names: tuple[str, ...]) -> list[tuple[str, ...]]:
    return [team.players for team in teams_of(names)]
