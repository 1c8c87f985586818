"""The one template table of Partout: every sentence is said somewhere, in any language."""

from __future__ import annotations

import random

import pytest
from partout_helpers import new_round, ready
from test_partout_illegal import CASES

from engine.errors import BadTable, NotationError, RoundOver, RuleError, Sentence, UnknownPlayer
from engine.partout import (
    Card,
    Color,
    Game,
    Play,
    Predict,
    TrumpColor,
    TrumpNumber,
    describe,
    sentences,
    variant,
)
from engine.partout.cards import PLAYER_COUNTS
from engine.partout.explain import locked_up, trump_is, why
from engine.partout.selfplay import random_game
from engine.partout.trick import Played, Source, Trump, takes

TABLE = {name: v for name, v in vars(sentences).items() if isinstance(v, Sentence)}


class Words:
    """A made-up language: cards named, colors and specials in capitals, templates kept."""

    notation = False

    def template(self, sentence: Sentence, count: int | None) -> str:
        return sentence.text

    def word(self, context: str, english: str) -> str:
        return f"{context}:{english.upper()}"

    def card_name(self, color: str, number: int) -> str:
        return f"{color}/{number}"

    def and_list(self, items: list[str]) -> str:
        return " + ".join(items)

    def number(self, value: int) -> str:
        return f"#{value}"


def refusals() -> list[RuleError]:
    """One refusal of every kind the engine says."""
    found: list[RuleError] = []

    def catch(action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except RuleError as error:
            found.append(error)
        else:
            pytest.fail("not refused")

    for _, make, offered, _, _ in CASES:
        catch(lambda make=make, offered=offered: make().apply(offered))
    catch(lambda: variant(5))
    catch(lambda: variant(7))
    catch(lambda: Game(["Anna", "", "Cleo"]))
    catch(lambda: Game(["Anna", "Ben", "Anna"]))
    catch(lambda: Game(["Anna", "Ben", "Cleo"], "Zoe"))
    catch(lambda: Card.parse("Y1"))
    game = Game(["Anna", "Ben", "Cleo"])
    game.apply(TrumpNumber("Ben", 2))
    catch(game.start_round)
    done, _ = random_game(3, random.Random(1))
    catch(done.start_round)
    catch(lambda: done.apply(Predict("Anna", 1)))
    return found


def statements() -> set[Sentence]:
    """The sentences that say why each trick of some self-played games was taken."""
    said: set[Sentence] = set()
    for seed in range(40):
        game, _ = random_game(PLAYER_COUNTS[seed % 3], random.Random(seed))
        for rnd in game.rounds:
            for done in rnd.tricks:
                said.add(why(done.taking, done.cards, rnd.players).sentence)
                locked = locked_up(done.taking)
                if locked is not None:
                    said.add(locked.sentence)
            if rnd.final_trump is not None:
                said.add(trump_is(rnd.final_trump).sentence)
    # rare in self-play: a trick without a card that counts
    trump = Trump(5, Color.GREEN, Source(0), Source(1))
    plain = [
        Played(0, Card.parse("harlequin")),
        Played(1, Card.parse("alchemist"), color=Color.RED),
    ]
    said.add(why(takes(plain, trump), plain, ["Anna", "Ben", "Cleo", "Dan"]).sentence)
    return said


def test_every_sentence_of_the_table_is_said() -> None:
    said = {error.sentence for error in refusals()} | statements()
    assert [name for name, sentence in TABLE.items() if sentence not in said] == []


def test_every_refusal_uses_the_table() -> None:
    """(The sentences that explain a trick are said by ``engine.partout.explain``.)"""
    for error in refusals():
        assert error.sentence in TABLE.values(), error.message


def test_sentences_are_said_in_another_language() -> None:
    words = Words()
    rnd = ready(4, 3, "G")
    with pytest.raises(RuleError) as error:
        rnd.apply(Play("Ben", Card.parse("R5")))
    assert error.value.said(words) == "Ben cannot play color:RED/5 — it is Anna's turn"  # type: ignore[arg-type]
    with pytest.raises(RuleError) as error:
        rnd.apply(Play("Anna", Card.parse("alchemist"), color=Color.GREEN))
    assert error.value.said(words) == (  # type: ignore[arg-type]
        "Anna cannot make color:GREEN the trump color with the Alchemist — it already is"
    )
    with pytest.raises(RuleError) as error:
        rnd.apply(Play("Anna", Card.parse("harlequin"), number=4))
    assert error.value.said(words) == (  # type: ignore[arg-type]
        "Anna cannot name a trump number with special card:HARLEQUIN — "
        "only the Mathematician changes it"
    )


def test_the_round_running_and_game_over_sentences() -> None:
    game = Game(["Anna", "Ben", "Cleo"])
    game.apply(TrumpNumber("Ben", 2))
    with pytest.raises(RoundOver) as error:
        game.start_round()
    assert error.value.message == "round 2 cannot start before round 1 has ended"
    with pytest.raises(UnknownPlayer):
        game.apply(TrumpColor("Zoe", Color.RED))
    with pytest.raises(NotationError):
        Color.parse("red")
    with pytest.raises(BadTable):
        new_round(5)


def test_describe() -> None:
    assert describe(TrumpNumber("Anna", 3)) == "Anna names 3 the trump number"
    assert describe(TrumpColor("Ben", Color.BLACK)) == "Ben names black the trump color"
    assert describe(Predict("Cleo", 0)) == "Cleo predicts 0"
    assert describe(Play("Dan", Card.parse("R3"))) == "Dan plays R3"
    assert describe(Play("Dan", Card.parse("mathematician"), number=5)) == (
        "Dan plays mathematician (5)"
    )
    assert describe(Play("Dan", Card.parse("dungeon"), target=Card.parse("king"))) == (
        "Dan plays dungeon (king)"
    )
