"""Words the table tripped over: one German word for the marriage, grammar that fits the
card or the number it names, and the French deal a "donne" throughout."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.languages import translator
from engine.errors import RuleError
from engine.french import Card, Played, Suit
from engine.gaigel import sentences as gaigel
from engine.gaigel.trick import takes as gaigel_takes
from engine.homme_de_brou import TurnUp
from engine.homme_de_brou import sentences as homme_de_brou
from engine.tysiacha import Play as TysiachaPlay
from engine.tysiacha import sentences as tysiacha
from views.game_end import SHARED_WIN
from views.homme_de_brou.model import event_said as homme_de_brou_said
from views.tysiacha.model import event_said as tysiacha_said

ROOT = Path(__file__).resolve().parents[2]


def test_german_says_paar_for_the_marriage_everywhere() -> None:
    """ "Paar" in the rules, refusals, headings, buttons and score lines alike."""
    de = translator("de")
    catalog = (ROOT / "assistant/languages/locale/de/LC_MESSAGES/listig.po").read_text("utf-8")
    assert "Mariage" not in "".join(line for line in catalog.splitlines() if "msgstr" in line)
    for page in (ROOT / "views" / "rulebook").glob("*.de.md"):
        assert "Mariage" not in page.read_text("utf-8"), page.name
    assert de._("with the marriage") == "mit dem Paar"
    assert de.format("Marriage +{points}", points=40) == "Paar +40"


def test_german_grammar_follows_the_card_and_the_number() -> None:
    de = translator("de")
    said = de._(tysiacha.SECOND_WIDOW_CARD.text)
    assert "die Karte lag im Stock" in said and "sie lag" not in said  # a king is no "sie"
    assert de.format("101 reached in trick {trick}", trick=10) == "101 erreicht in Stich 10"
    one = de.ngettext(*SHARED_WIN, 1).format(players="Anna und Ben", points=1)
    assert one == "Anna und Ben gewinnen gemeinsam mit 1 Punkt"
    assert de.ngettext(*SHARED_WIN, 3).endswith("mit {points} Punkten")


@pytest.mark.parametrize(
    ("msgid", "said"),
    [
        ("Deal {round}", "Donne 3"),
        ("Deal {round} · {player} deals", "Donne 3 · Anne donne"),
    ],
)
def test_french_calls_a_deal_a_donne(msgid: str, said: str) -> None:
    assert translator("fr").format(msgid, round=3, player="Anne") == said


def test_french_undo_and_cancel_are_two_words() -> None:
    fr = translator("fr")
    assert fr._("Undo") != fr._("Cancel")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_exactly_n_players_is_said_so(lang: str) -> None:
    said = translator(lang).format(
        "{count} seated: the game is for {players} players.", count=2, players=3
    )
    assert " 3 " in said and "3 bis 3" not in said and "de 3 à 3" not in said


def test_french_elides_de_before_a_name_with_a_vowel() -> None:
    """ "d’Anne", not "de Anne": in a sentence filled in, and in a refusal of the rules."""
    fr = translator("fr")
    said = fr.format(
        "Declarations, from {eldest} to {dealer}: the seat, then its marriage or tierce; "
        "leading a card ends them",
        eldest="Anne",
        dealer="Bernard",
    )
    assert said.startswith("Annonces, d’Anne à Bernard")
    refusal = RuleError(
        homme_de_brou.DECLARE_OUT_OF_ORDER, player="Bernard", last="Camille", eldest="Anne"
    )
    assert "à partir d’Anne" in fr.rule_error(refusal)
    assert (
        fr.format("the take of {player} is missing", player="Ben") == "les points de Ben manquent"
    )


def test_german_writes_every_color_as_a_noun() -> None:
    """ "der ausgespielten Farbe, Schwarz": black is written as blue, red and green are."""
    de = translator("de")
    assert [de.pgettext("color", c) for c in ("blue", "red", "green", "black")] == [
        "Blau",
        "Rot",
        "Grün",
        "Schwarz",
    ]


def test_french_names_a_card_in_a_sentence_with_its_article() -> None:
    """ "jouer le roi de cœur", "avec l’as de cœur": a sentence's card takes its article;
    a label or a pad key names it bare."""
    fr = translator("fr")
    king, ace, queen = Card.parse("HK"), Card.parse("HA"), Card.parse("HQ")
    assert (king.said(fr), ace.said(fr)) == ("roi de cœur", "as de cœur")
    refusal = RuleError(gaigel.NOT_YOUR_TURN, player="Ben", card=king, turn="Cleo")
    assert fr.rule_error(refusal) == "Ben ne peut pas jouer le roi de cœur — c’est à Cleo de jouer"
    trick = [Played(0, ace), Played(1, Card.parse("H7"))]
    why = gaigel_takes(trick, Suit.SPADES).statement(["Anne", "Ben"]).said(fr)
    assert why.startswith("Anne prend le pli avec l’as de cœur :")
    assert homme_de_brou_said(TurnUp("Anne", queen), fr) == "Anne a retourné la dame de cœur"
    assert tysiacha_said(TysiachaPlay("Anne", king, True), fr) == (
        "Anne a entamé avec le roi de cœur en annonçant le mariage"
    )


def test_english_and_german_name_a_card_in_a_sentence_as_they_read() -> None:
    king = Card.parse("HK")
    refusal = RuleError(gaigel.NOT_YOUR_TURN, player="Ben", card=king, turn="Cleo")
    assert (
        translator("en").rule_error(refusal)
        == "Ben cannot play the king of hearts — it is Cleo's turn"
    )
    assert (
        translator("de").rule_error(refusal)
        == "Ben kann Herz König nicht spielen — Cleo ist am Zug"
    )
    assert homme_de_brou_said(TurnUp("Anna", king), translator("en")) == (
        "Anna turned up the king of hearts"
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_negative_number_in_a_sentence_has_a_true_minus(lang: str) -> None:
    """History and the quick totals write "total −120", as the game screen writes "−120"."""
    tr = translator(lang)
    said = tr.format("total {total}", total=-120)
    assert "−120" in said and "-" not in said
    assert tr.format("total {total}", total=120).endswith("120")
