"""Rule errors in three languages: English word for word, German and French from code and params."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from engine_helpers import cards, new_round, play, trick
from spoken import spoken
from test_illegal_events import CASES, color_choice_due

from assistant.languages import LANGUAGES, placeholders, translator
from engine.errors import FourthColor, RuleError, Sentence
from engine.mit_list_und_tuecke import (
    Blocked,
    Card,
    Color,
    Event,
    Game,
    Keep,
    Play,
    Round,
    Take,
    sentences,
)

P = Card.parse


def _error(action: Callable[[], object]) -> RuleError:
    with pytest.raises(RuleError) as info:
        action()
    return info.value


def _finished_game() -> Game:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], "Dan")
    for _ in range(4):
        rnd = game.start_round()
        play(rnd, "R1", "Y1", "B1")
        game.apply(Blocked(rnd.players[rnd.to_play]))
    return game


def game_cases() -> list[tuple[str, Callable[[], RuleError]]]:
    """Errors that only a game (or a longer round) can raise."""
    return [
        (
            "first dealer",
            lambda: _error(lambda: Game(["Anna", "Ben", "Cleo", "Dan"], "Zoe")),
        ),
        ("three players", lambda: _error(lambda: Game(["Anna", "Ben", "Cleo"]))),
        ("a name twice", lambda: _error(lambda: Game(["Anna", "Ben", "anna ", "Dan"]))),
        ("a name missing", lambda: _error(lambda: Game(["Anna", "Ben", " ", "Dan"]))),
        ("not a card", lambda: _error(lambda: Card.parse("Q6"))),
        ("a leading zero", lambda: _error(lambda: Card.parse("Y06"))),
        ("not a color", lambda: _error(lambda: Color.parse("X"))),
        (
            "round before the last ended",
            lambda: _error(lambda: _running_game().start_round()),
        ),
        ("start after the game", lambda: _error(lambda: _finished_game().start_round())),
        (
            "blocked while a color choice is due",
            lambda: _error(lambda: color_choice_due().apply(Blocked("Ben"))),
        ),
        *[
            (
                f"{kind} after the game",
                lambda event=event: _error(lambda: _finished_game().apply(event)),
            )
            for kind, event in (
                ("play", Play("Anna", P("R2"))),
                ("take", Take("Anna", cards("R1", "Y1"))),
                ("keep", Keep("Anna", (Color.RED, Color.BLUE))),
                ("blocked", Blocked("Anna")),
            )
        ],
    ]


def _game_over_error(event: Event) -> RuleError:
    game = _finished_game()
    return _error(lambda: game.apply(event))


def _running_game() -> Game:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], 0)
    game.start_round()
    return game


def all_errors() -> list[tuple[str, RuleError]]:
    """Every illegal event of the engine tests, and the game-level ones."""
    found = []
    for name, state, event, _error_type, _words in CASES:
        found.append((name, _error(lambda state=state, event=event: state().apply(event))))
    for name, make in game_cases():
        found.append((name, make()))
    return found


ERRORS = all_errors()
IDS = [name for name, _ in ERRORS]


@pytest.mark.parametrize("error", [e for _, e in ERRORS], ids=IDS)
def test_english_is_the_engine_sentence_with_cards_named(error: RuleError) -> None:
    # The app names cards ("Blue 1"); error.message, for the command line, writes "B1".
    assert translator("en").rule_error(error) == spoken(error.message)


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("error", [e for _, e in ERRORS], ids=IDS)
def test_every_rule_error_is_said_in_german_and_french(error: RuleError, lang: str) -> None:
    said = translator(lang).rule_error(error)
    assert said != error.message
    assert "{" not in said and "}" not in said
    player = error.params.get("player")
    if isinstance(player, str) and player:
        assert player in said


TABLE = [v for v in vars(sentences).values() if isinstance(v, Sentence)]


def test_every_sentence_of_the_table_is_reached_by_a_real_error() -> None:
    reached = {id(error.sentence) for _, error in ERRORS}
    missing = [s.text for s in TABLE if id(s) not in reached]
    assert not missing


def test_every_placeholder_is_filled_by_the_error() -> None:
    for _, error in ERRORS:
        wanted = placeholders(error.sentence.text) | placeholders(error.sentence.plural or "")
        assert wanted <= set(error.params), (error.sentence.text, error.params)


def three_colors() -> Round:
    rnd = new_round(4)
    play(rnd, "Y6", "R10", "B2")  # Dan to play; green is the fourth color
    return rnd


def test_the_fourth_color_reads_right() -> None:
    rnd = three_colors()
    error = _error(lambda: rnd.apply(Play("Dan", P("G5"))))
    assert isinstance(error, FourthColor)
    assert translator("en").rule_error(error) == (
        "Dan cannot play Green 5 — the trick already shows blue, red and yellow"
    )
    assert error.message == "Dan cannot play G5 — the trick already shows blue, red and yellow"
    assert translator("de").rule_error(error) == (
        "Dan kann Grün 5 nicht spielen — im Stich liegen schon Blau, Rot und Gelb"
    )
    assert translator("fr").rule_error(error) == (
        "Dan ne peut pas jouer Vert 5 — le pli a déjà trois couleurs\u00a0: bleu, rouge et jaune"
    )


def test_german_sentences_name_players_cards_and_counts() -> None:
    de = translator("de")
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take = _error(lambda: rnd.apply(Take("Cleo", cards("R10"))))
    assert de.rule_error(take) == (
        "Cleo kann Rot 10 nicht nehmen — wer den höchsten Trumpf gespielt hat, nimmt genau "
        "2 Karten, nicht 1"
    )
    early = _error(lambda: rnd.apply(Play("Dan", P("G4"))))
    assert de.rule_error(early) == (
        "Dan kann Grün 4 nicht spielen — erst muss Cleo 2 Karten aus dem Stich nehmen"
    )
    turn = _error(lambda: new_round(4).apply(Play("Ben", P("R1"))))
    assert de.rule_error(turn) == "Ben kann Rot 1 nicht spielen — Anna ist am Zug"
    assert translator("fr").rule_error(turn) == (
        "Ben ne peut pas jouer Rouge 1 — c’est à Anna de jouer"
    )


def test_an_impossible_block_counts_in_the_plural_and_the_singular() -> None:
    rnd = new_round(4)
    trick(rnd, ("G1", "R1", "Y1", "G2"), ("G2", "G1"))
    play(rnd, "R2", "Y2", "B2")
    many = _error(lambda: rnd.apply(Blocked("Anna")))
    german = translator("de").rule_error(many)
    assert german.endswith("aber nur noch 12 Karten in Grün sind nicht gespielt")
    assert "Anna hat noch 13 Karten auf der Hand" in german
    french = translator("fr").rule_error(many)
    assert french.endswith("il ne reste que 12 cartes non jouées en vert")
    one = type(many)(many.sentence, **{**many.params, "unplayed": 1, "hand": 2})
    assert "nur noch 1 Karte in Grün ist nicht gespielt" in translator("de").rule_error(one)
    assert "1 green card is left unplayed" in translator("en").rule_error(one)


def test_a_sentence_without_a_translation_is_said_in_english() -> None:
    odd = RuleError(Sentence("something else entirely"), player="Anna")
    for lang in LANGUAGES:
        assert translator(lang).rule_error(odd) == "something else entirely"
