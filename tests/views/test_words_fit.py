"""Words that sit in a fixed width fit it, measured with the app's own font: Partout's six
specials share a 360-px phone's row by the length of their names, none cut, in every
language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import ImageFont

from assistant.languages import LANGUAGES, translator
from engine.partout import Special
from views.look import TAP_WIDTH
from views.partout.table import PartoutTableControls

FONT = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "DejaVuSans.ttf"
ROW = 360 - 2 * 8  # the table's padding
SPACING = 4
NAME_SIZE = 9  # views.partout.look.face: a special's name under its icon


class NoActions:
    def __getattr__(self, name: str) -> object:
        return lambda *args: None


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_six_specials_names_fit_their_share_of_a_phone_row(lang: str) -> None:
    tr = translator(lang)
    table = PartoutTableControls(NoActions(), 6, tr)  # type: ignore[arg-type]
    specials = [table.buttons[s] for s in Special]
    weights = [b.control.expand for b in specials]
    assert all(isinstance(w, int) and w > 0 for w in weights)
    room = ROW - SPACING * (len(specials) - 1)
    font = ImageFont.truetype(str(FONT), 100)
    for button, weight in zip(specials, weights, strict=True):
        assert isinstance(weight, int)
        share = room * weight / sum(weights)  # type: ignore[arg-type]
        name = button.card.said(tr)
        width = font.getlength(name) * NAME_SIZE / 100
        assert width <= share - 4, f"{name}: {width:.0f} px in {share:.0f}"
        assert share >= TAP_WIDTH, f"{name}: a target of {share:.0f} px"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_deals_first_fits_two_short_lines_under_its_radio(lang: str) -> None:
    """A seat row of the new-game form at 360 px: "deals first" under its radio wraps in
    two lines of its own width; beside the radio ("donne en / premier") it left the name
    64 px, "Bernar" over "d"."""
    from views.fit import lines
    from views.new_game import DEAL_SIZE, DEAL_WORDS

    tr = translator(lang)
    first = lines(tr._("deals first"), DEAL_SIZE, DEAL_WORDS)
    assert first is not None and first <= 2
    assert lines(tr._("deals"), DEAL_SIZE, DEAL_WORDS) == 1


def test_a_name_wraps_at_its_words_or_not_at_all() -> None:
    """views.fit counts lines as the screen wraps them: at a space or after a hyphen, and
    never inside a word (a word wider than its room does not fit at all)."""
    from views.fit import fitting, lines, width

    font = ImageFont.truetype(str(FONT), 100)
    assert width("Maximilian", 15) >= font.getlength("Maximilian") * 15 / 100
    assert lines("Jean-Baptiste", 15, 200) == 1
    assert lines("Jean-Baptiste", 15, 72) == 2  # "Jean-" over "Baptiste"
    assert lines("Maximilian", 15, 72) is None  # only broken inside would it fit
    assert lines("Anne-Sophie de la Tour", 12, 80) == 2  # "Anne-Sophie" over "de la Tour"
    assert fitting("Maximilian", 72, (15, 14, 13, 12, 11), 2) == 12
    assert fitting("Maximilian", 40, (15, 14, 13, 12, 11), 2) is None


def test_the_message_slot_says_a_message_whole_or_offers_it_whole() -> None:
    """The message slot keeps its height: a message is drawn at the largest size at which
    it is whole there; one longer than the slot holds even at the smallest shows its
    start, marked, and a tap on it hands the whole message to the screen's dialog."""
    import flet as ft

    from views.game_base import MESSAGE_HEIGHT, MessageSlot

    read: list[str] = []
    slot = MessageSlot("Undo", lambda: None, "More…")
    slot.on_more = read.append
    slot.width = 344
    slot.say("Not your turn.")
    assert slot.notice.size == 13 and not slot.notice_more.visible
    said = "Anna cannot play Red 5 — " + ", ".join(f"Blue {n}" for n in range(1, 20))
    slot.say(said)
    assert slot.notice.size == 12 and not slot.notice_more.visible  # four lines of 12
    longer = said + "; " + ", ".join(f"Green {n}" for n in range(1, 20))
    slot.say(longer)
    assert slot.notice.size == 11 and slot.notice_more.visible
    assert slot.notice.overflow == ft.TextOverflow.ELLIPSIS
    assert slot.control.height == MESSAGE_HEIGHT
    slot.notice_box.on_click(None)  # type: ignore[misc]
    assert read == [longer]
    slot.say("")
    slot.offer_undo("Trick 3: " + said)
    assert slot.offer.visible and slot.offer_text.size == 11 and slot.offer_more.visible


def test_what_the_trick_comes_to_is_whole_in_its_three_lines() -> None:
    """Homme de Brou's and Tysiacha's line under the trick keeps its height: a long
    explanation takes a smaller size to be whole there; one longer still is cut short and
    said whole when pointed at."""
    from views.table_parts import TrickArea

    area = TrickArea(96, translator("fr"))
    area.so_far.value = "Pour l’instant : Anna prend le pli avec valet de pique"
    area.fit_so_far()
    assert area.so_far.size == 12 and area.so_far.tooltip is None
    area.so_far.value = (
        "Pour l’instant : Jean-Baptiste prend le pli avec valet de pique : pas d’atout, la "
        "plus forte carte de pique, la couleur entamée, devant le roi de pique de Bernadette "
        "et la dame de pique de Maximilian"
    )
    area.fit_so_far()
    assert area.so_far.size is not None and area.so_far.size < 12
    assert area.so_far.tooltip is None
    area.so_far.value = " ".join([area.so_far.value] * 3)
    area.fit_so_far()
    assert area.so_far.tooltip == area.so_far.value and area.so_far.size == 10
