"""A made-up language for the sentence tests: whatever a game's sentence says through
``Words`` shows in it, so a fact left unfilled or said in English is seen."""

from __future__ import annotations

from engine.errors import Sentence


class MadeUpWords:
    """Cards named ``color/number``, words in capitals after their context, templates kept
    (the plural where a count asks for it)."""

    notation = False

    def template(self, sentence: Sentence, count: int | None) -> str:
        return sentence.text if count == 1 or sentence.plural is None else sentence.plural

    def word(self, context: str, english: str) -> str:
        if "{" in english:  # a template (a card's rank and suit): its fields kept
            return f"{context}: {english}"
        return f"{context}:{english.upper()}"

    def card_name(self, color: str, number: int) -> str:
        return f"{color}/{number}"

    def and_list(self, items: list[str]) -> str:
        return " + ".join(items)

    def number(self, value: int) -> str:
        return f"#{value}"
