"""Rule errors: one base class, one subclass per reason, each with a sentence a player reads."""

from __future__ import annotations

from typing import Any


class RuleError(Exception):
    """An event that the rules do not allow; the state it was offered to is unchanged.

    ``code`` names the reason and ``params`` carries the facts, so a user interface can
    say the same sentence in another language.
    """

    code = "rule"

    def __init__(self, message: str, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.params = params

    def __str__(self) -> str:
        return self.message


class NotYourTurn(RuleError):
    """Someone acts while it is another player's turn."""

    code = "not_your_turn"


class UnknownPlayer(RuleError):
    """An event names somebody who is not at the table."""

    code = "unknown_player"


class CardNotInDeck(RuleError):
    """The card is not part of the deck for this many players."""

    code = "card_not_in_deck"


class CardAlreadyPlayed(RuleError):
    """The card was already played this round."""

    code = "card_already_played"


class FourthColor(RuleError):
    """Three colors show in the trick and the card is of the fourth."""

    code = "fourth_color"


class WrongPhase(RuleError):
    """The event does not fit what the round waits for (a take, a color choice, a card)."""

    code = "wrong_phase"


class InvalidTake(RuleError):
    """The first taker's choice is not ``k1`` distinct cards of this trick."""

    code = "invalid_take"


class InvalidKeep(RuleError):
    """The color choice is not two distinct colors."""

    code = "invalid_keep"


class BlockedNotPossible(RuleError):
    """A blocked claim where the rules rule it out."""

    code = "blocked_not_possible"


class RoundOver(RuleError):
    """The round (or the game) has already ended."""

    code = "round_over"
