"""Every sentence the rules of Homme de Brou say when they refuse an event or explain a
trick or a score.

The one template table: the engine fills these in English, the translation catalogs are
keyed by them. Fields: ``player``, ``turn``, ``dealer``, ``eldest``, ``last``, ``holder``,
``declarer``, ``dummy``, ``winner`` and ``side`` are names (a side's is its seats joined
with " & "); ``card``, ``shown`` and ``turned`` cards; ``cards`` a list of cards; ``suit``,
``led`` and ``trump`` suits; ``kind`` "marriage" or "tierce"; ``table`` the names at the
table; the rest numbers.
"""

from __future__ import annotations

from engine.errors import N_, Sentence

# ----------------------------------------------------------------- the table

PLAYER_COUNT = Sentence(
    N_("Homme de Brou is for 4 seats (with three players the dummy takes one), not {players}")
)
NAME_MISSING = Sentence(N_("every seat needs a name"))
NAME_TWICE = Sentence(N_("{name} sits at the table twice"))
NOT_AT_TABLE = Sentence(N_("{player} is not at this table ({table})"))
FIRST_DEALER_NOT_AT_TABLE = Sentence(N_("the first dealer {player} is not at this table"))
DUMMY_NOT_AT_TABLE = Sentence(N_("the dummy {player} is not a seat at this table"))

# ----------------------------------------------------------------- the turn-up

TURN_UP_NOT_DEALER = Sentence(
    N_("{player} cannot turn up {card} — {dealer} deals this time and turns up the last card")
)
TURN_UP_TWICE = Sentence(
    N_("{player} cannot turn up {card} — {turned} is turned up already: {trump} are trumps")
)
DECLARE_BEFORE_TURN_UP = Sentence(
    N_("{player} cannot declare yet — the dealer, {dealer}, first turns up the last card")
)
PLAY_BEFORE_TURN_UP = Sentence(
    N_("{player} cannot play {card} yet — the dealer, {dealer}, first turns up the last card")
)
HAND_BEFORE_TURN_UP = Sentence(
    N_("{player} cannot be laid down yet — the dealer, {dealer}, first turns up the last card")
)

# ----------------------------------------------------------------- declarations

DECLARE_AFTER_LEAD = Sentence(
    N_(
        "{player} cannot declare the {kind} of {suit} — play has begun, and combinations are "
        "declared before the first lead"
    )
)
DECLARE_OUT_OF_ORDER = Sentence(
    N_(
        "{player} cannot declare now — {last} has declared, and declarations go in playing "
        "order from {eldest}, the dealer last"
    )
)
SUIT_DECLARED = Sentence(
    N_(
        "{player} cannot declare the {kind} of {suit} — {declarer} declared {suit} already "
        "(there is one king and one queen of each suit; a tierce scores as a tierce only)"
    )
)
SHOWS_TURN_UP = Sentence(
    N_("{player} cannot declare the {kind} of {suit} — it shows {card}, turned up by {dealer}")
)
TOO_MANY_SHOWN = Sentence(
    N_(
        "{player} cannot declare the {kind} of {suit} — that shows {count} cards in one hand, "
        "and a hand holds 8"
    )
)

# ----------------------------------------------------------------- play

PLAY_NOT_YOUR_TURN = Sentence(N_("{player} cannot play {card} — it is {turn}'s turn"))
ALREADY_PLAYED = Sentence(N_("{player} cannot play {card} — it was played already this deal"))
SEEN_IN_OTHER_HAND = Sentence(
    N_("{player} cannot play {card} — the table has seen it in {holder}'s hand")
)
NOT_IN_DUMMY_HAND = Sentence(
    N_("{player} cannot play {card} — it is not in the dummy's hand laid down: {cards}")
)
VOID_IN_SUIT = Sentence(
    N_("{player} cannot play {card} — {player} did not follow {suit} in trick {trick}")
)
MUST_FOLLOW_SEEN = Sentence(
    N_(
        "{player} cannot play {card} — {led} was led and the table has seen {shown} in "
        "{player}'s hand: follow suit"
    )
)
DEAL_ENDED = Sentence(N_("{player} cannot do that — this deal is over"))

# ----------------------------------------------------------------- the dummy's hand

HAND_NO_DUMMY = Sentence(N_("{player} cannot be laid down — four are playing, there is no dummy"))
HAND_NOT_DUMMY = Sentence(
    N_("{player} cannot be laid down — only the dummy, {dummy}, is laid face up")
)
HAND_TWICE = Sentence(N_("{player} cannot be laid down again — the dummy's hand is on the table"))
HAND_NOT_NOW = Sentence(
    N_("{player} cannot be laid down now — the dummy's hand is laid down right after the lead")
)
HAND_COUNT = Sentence.counted(
    (
        N_("{player}'s hand laid down must be {count} different card, not {cards}"),
        N_("{player}'s hand laid down must be {count} different cards, not {cards}"),
    ),
    "count",
)
HAND_PLAYED = Sentence(N_("{player}'s hand laid down cannot hold {card} — it was played"))
HAND_SEEN_ELSEWHERE = Sentence(
    N_("{player}'s hand laid down cannot hold {card} — the table has seen it in {holder}'s hand")
)
HAND_MISSING = Sentence(
    N_("{player}'s hand laid down must hold {card} — the table has seen it in {player}'s hand")
)

# ----------------------------------------------------------------- the game

DEAL_RUNNING = Sentence(N_("deal {round} cannot start — deal {previous} is still being played"))
GAME_OVER = Sentence(N_("no deal follows — the game is over, {winner} won"))
PLAY_GAME_OVER = Sentence(N_("{player} cannot do that — the game is over, {winner} won"))

# ----------------------------------------------------------------- explanations

TAKES_TRUMP = Sentence(
    N_("{player} takes the trick with {card}: the highest trump, {trump} being trumps")
)
TAKES_LED = Sentence(
    N_("{player} takes the trick with {card}: no trump in it, the highest card of {led} led")
)
RENCONTRE = Sentence(
    N_("trick {trick} holds the {kind} of {suit} de rencontre: {value} for {side}")
)
