"""The one template table of Gaigel: every sentence's facts are the documented ones, and the
refusals met in generated play are sentences of the table."""

from __future__ import annotations

import random
import string

from gaigel_helpers import NAMES

from engine.errors import RuleError, Sentence, say
from engine.french import RANKS, SUITS, Card, Suit
from engine.gaigel import (
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Game,
    Marriage,
    Play,
    Reserve,
    Trick,
    TurnUp,
    sentences,
)
from engine.gaigel.selfplay import announced, random_game

TABLE = {name: v for name, v in vars(sentences).items() if isinstance(v, Sentence)}
FACTS = {
    "player", "turn", "dealer", "reserver", "taker", "name", "card", "known", "suit", "led",
    "trump", "table", "players", "counters", "marriages", "total", "holds", "round", "previous",
}  # fmt: skip


def test_every_sentence_uses_documented_facts_only() -> None:
    for name, sentence in TABLE.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(sentence.text) if f}
        assert fields <= FACTS, name


def test_refusals_in_generated_play_are_sentences_of_the_table() -> None:
    rng = random.Random(5)
    said: set[str] = set()
    for seed in range(40):
        _, rounds = random_game(random.Random(seed), 0, deals=1)
        for told in (False, True):
            events = announced(rounds[0], NAMES) if told else rounds[0]
            for cut in range(0, len(events) + 1, 3):
                game = Game(NAMES, 0)
                game.apply_all(events[:cut])
                deal = game.round or game.start_round()
                for _ in range(20):
                    by = rng.choice(NAMES)
                    card = Card(rng.choice(SUITS), rng.choice(RANKS))
                    event: Event = rng.choice(
                        [
                            TurnUp(by, card),
                            Play(by, card, rng.random() < 0.3),
                            Trick(by, rng.randrange(-2, 46)),
                            Marriage(by, card.suit),
                            Exchange(by),
                            Reserve(by),
                            Claim(by, ClaimKind.OUT),
                        ]
                    )
                    try:
                        deal.apply(event)
                    except RuleError as error:
                        said.add(error.sentence.text)
    texts = {s.text for s in TABLE.values()}
    assert said <= texts
    assert len(said) >= len(texts) // 2


class Words:
    """A made-up language: cards and suits named, words in capitals, templates kept."""

    notation = False

    def template(self, sentence: Sentence, count: int | None) -> str:
        return sentence.text

    def word(self, context: str, english: str) -> str:
        if "{" in english:  # a template (a card's rank and suit): its fields kept
            return english
        return english.upper()

    def card_name(self, color: str, number: int) -> str:
        return f"{color}/{number}"

    def and_list(self, items: list[str]) -> str:
        return " + ".join(items)

    def number(self, value: int) -> str:
        return f"#{value}"


SAMPLE = {
    **{fact: "Ben" for fact in ("player", "turn", "dealer", "reserver", "taker", "name")},
    "card": Card.parse("HK"),
    "known": Card.parse("SA"),
    **{fact: Suit.HEARTS for fact in ("suit", "led", "trump")},
    "table": "Anna, Ben, Cleo, Dan",
    **{fact: 7 for fact in ("players", "counters", "marriages", "total", "holds")},
    "round": 2,
    "previous": 1,
}


def test_every_sentence_is_said_in_another_language_with_its_facts() -> None:
    for name, sentence in TABLE.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(sentence.text) if f}
        text = say(sentence, {f: SAMPLE[f] for f in fields}, Words())
        assert "{" not in text, name
        if "card" in fields:
            assert "KING of HEARTS" in text, name
        if fields & {"suit", "led", "trump"}:
            assert "HEARTS" in text, name


def test_the_first_of_two_twins_is_said_only_when_its_twin_is_in_the_trick() -> None:
    from engine.french import Played
    from engine.gaigel.trick import takes

    def why(cards: tuple[str, ...], trump: Suit) -> str:
        trick = [Played(seat, Card.parse(c)) for seat, c in enumerate(cards)]
        return takes(trick, trump).statement(list(NAMES)).message

    assert why(("HA", "H7", "HK", "DT"), Suit.SPADES).endswith("the suit led, hearts")
    assert why(("HA", "H7", "HA", "DT"), Suit.SPADES).endswith("hearts (twins: the first)")
    assert why(("H7", "DA", "HK", "D7"), Suit.DIAMONDS).endswith("the highest trump, diamonds")
    assert why(("H7", "DA", "DA", "D7"), Suit.DIAMONDS).endswith("(twins: the first)")
