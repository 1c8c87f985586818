"""How each game calls its rounds: "Round 3" in Mit List und Tücke and Partout, "Deal 3"
(French "Donne 3") in the games of deals that ``kinds.DEALS`` names, and in the words of a
game's own context where its rules have their own: German Gaigel says "Spiel 3" and
"Nächstes Spiel", as its rules call a deal, where Tysiacha and Homme de Brou say "Runde";
and so the whole of a Gaigel game, a sitting, is a "Sitzung" there, never a "Spiel"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.games.kinds import DEALS
from assistant.languages import N_, NC_, NCP_, NP_, Translator


def said_in(tr: Translator, game: str, message: str, /, **params: Any) -> str:
    """A message in the words of ``game`` (a record id): translated in the game's own
    context if it has one (``kinds.DEALS``), and filled in."""
    return tr.format_in(DEALS.get(game), message, **params)


@dataclass(frozen=True, slots=True)
class RoundWords:
    """One thing said of a round: ``round`` in a game of rounds, ``deal`` in a game of deals
    (in its own context, see :func:`said_in`)."""

    round: str
    deal: str

    def said(self, tr: Translator, game: str, /, **params: Any) -> str:
        """The words of ``game`` (a record id), filled in."""
        if game in DEALS:
            return said_in(tr, game, self.deal, **params)
        return tr.format(self.round, **params)


@dataclass(frozen=True, slots=True)
class RoundsCounted:
    """A count of rounds said in each game's words, singular and plural (``{n}``)."""

    round: tuple[str, str]
    deal: tuple[str, str]

    def said(self, tr: Translator, game: str, n: int) -> str:
        """The words of ``game`` (a record id) for ``n`` rounds."""
        if game in DEALS:
            return tr.npgettext(DEALS[game], *self.deal, n).format(n=n)
        return tr.ngettext(*self.round, n).format(n=n)


PLAYED = RoundsCounted(
    NP_("Running: {n} round played", "Running: {n} rounds played"),
    NP_("Running: {n} deal played", "Running: {n} deals played"),
)
"""How far a game still going on got."""

NUMBERED = RoundWords(N_("Round {round}"), N_("Deal {round}"))
OVER = RoundWords(N_("Round over"), N_("Deal over"))
"""The title of a round's end."""
NUMBERED_OVER = RoundWords(N_("Round {round} is over"), N_("Deal {round} is over"))
NEXT = RoundWords(N_("Next round: {player} deals"), N_("Next deal: {player} deals"))
RUNNING = RoundWords(N_("Running totals by round"), N_("Running totals by deal"))
BY_ROUND = RoundWords(N_("Points by round"), N_("Points by deal"))
REPLAY_WHERE = RoundWords(
    N_("Round {round}, trick {trick} ({n} of {total})"),
    N_("Deal {round}, trick {trick} ({n} of {total})"),
)
REPLAY_DEALT = RoundWords(N_("{dealer} dealt this round."), N_("{dealer} dealt this deal."))
QUICK_NEXT = RoundWords(N_("Round {n} of {rounds}: {dealer} deals"), N_("Deal {n}: {dealer} deals"))
QUICK_SCORE = RoundWords(N_("Score the round"), N_("Score the deal"))
QUICK_UNDO = RoundWords(N_("Take back the last round"), N_("Take back the last deal"))

DEAL_AND_DEALER = N_("Deal {round} · {player} deals")
"""The head of a game of deals' turn line."""
DEAL_ENDED = N_("The deal is over")

GAME_NUMBER = N_("Game {game}")
GAME_AT = N_("Game at {time}")
SAME_TABLE = N_("New game with the same table")
CONTINUE = N_("Continue the game")
CONTINUE_NUMBER = N_("Continue game {game}: {what}")
GAME_WORDS = (GAME_NUMBER, GAME_AT, SAME_TABLE, CONTINUE, CONTINUE_NUMBER)
"""The whole game named, said through :func:`said_in` (German Gaigel: a "Sitzung")."""

ROUND_WORDS = (
    NUMBERED,
    OVER,
    NUMBERED_OVER,
    NEXT,
    RUNNING,
    BY_ROUND,
    REPLAY_WHERE,
    REPLAY_DEALT,
    QUICK_NEXT,
    QUICK_SCORE,
    QUICK_UNDO,
)
DEAL_WORDS = (*(words.deal for words in ROUND_WORDS), DEAL_AND_DEALER, DEAL_ENDED)
"""Every message of a game of deals said through :func:`said_in`."""

GAIGEL = (
    NC_("Gaigel", "Deal {round}"),
    NC_("Gaigel", "Deal over"),
    NC_("Gaigel", "Deal {round} is over"),
    NC_("Gaigel", "Next deal: {player} deals"),
    NC_("Gaigel", "Running totals by deal"),
    NC_("Gaigel", "Points by deal"),
    NC_("Gaigel", "Deal {round}, trick {trick} ({n} of {total})"),
    NC_("Gaigel", "{dealer} dealt this deal."),
    NC_("Gaigel", "Deal {n}: {dealer} deals"),
    NC_("Gaigel", "Score the deal"),
    NC_("Gaigel", "Take back the last deal"),
    NC_("Gaigel", "Deal {round} · {player} deals"),
    NC_("Gaigel", "The deal is over"),
    NC_("Gaigel", "Game {game}"),
    NC_("Gaigel", "Game at {time}"),
    NC_("Gaigel", "New game with the same table"),
    NC_("Gaigel", "Continue the game"),
    NC_("Gaigel", "Continue game {game}: {what}"),
    NCP_("Gaigel", "Running: {n} deal played", "Running: {n} deals played"),
)
"""Each of :data:`DEAL_WORDS` and :data:`GAME_WORDS` in Gaigel's context, marked for the
catalogs (German says "Spiel" of a deal, as the Gaigel rules do, and "Sitzung" of the
whole)."""
