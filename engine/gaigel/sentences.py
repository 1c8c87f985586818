"""Every sentence the rules of Gaigel say when they refuse an event or explain a trick.

The one template table: the engine fills these in English, the translation catalogs are
keyed by them. Fields: ``player``, ``turn``, ``dealer``, ``reserver``, ``taker`` are names;
``card`` and ``known`` cards; ``suit``, ``led`` and ``trump`` suits; ``table`` the names at
the table; the rest numbers.
"""

from __future__ import annotations

from engine.errors import N_, Sentence

# ----------------------------------------------------------------- the table

PLAYER_COUNT = Sentence(N_("Gaigel is for 4 players in two sides, not {players}"))
NAME_MISSING = Sentence(N_("every player needs a name"))
NAME_TWICE = Sentence(N_("{name} sits at the table twice"))
NOT_AT_TABLE = Sentence(N_("{player} is not at this table ({table})"))
FIRST_DEALER_NOT_AT_TABLE = Sentence(N_("the first dealer {player} is not at this table"))
DEAL_RUNNING = Sentence(
    N_("deal {round} cannot begin — deal {previous} has not ended (a claim or a settlement)")
)
GAME_OVER = Sentence(N_("no more deals can be played in this sitting"))

# ----------------------------------------------------------------- the deal

DEAL_ENDED = Sentence(N_("{player} cannot do that — this deal has ended"))
NO_TURN_UP = Sentence(N_("{player} cannot do that yet — the dealer first turns up the trump card"))
TURNED_UP = Sentence(N_("{player} cannot turn up a card — {card} was turned up already"))
TURN_UP_NOT_DEALER = Sentence(
    N_("{player} cannot turn up the trump card — the dealer, {dealer}, does")
)
NOT_IN_PACK = Sentence(
    N_("{player} cannot play {card} — Gaigel's pack has only A, T, K, Q, J and 7")
)
TURN_UP_NOT_IN_PACK = Sentence(
    N_("{player} cannot turn up {card} — Gaigel's pack has only A, T, K, Q, J and 7")
)
TWELVE_TRICKS = Sentence(
    N_("{player} cannot do that — all twelve tricks are played; only a claim can follow")
)
CARDS_IN_TRICKS = Sentence(
    N_("{player} cannot play a card — this deal is recorded by announcements, trick by trick")
)
TRICKS_IN_CARDS = Sentence(N_("{player} cannot announce that — this deal is recorded card by card"))

# ----------------------------------------------------------------- card by card

NOT_YOUR_TURN = Sentence(N_("{player} cannot play {card} — it is {turn}'s turn"))
PLAYED_TWICE = Sentence(
    N_("{player} cannot play {card} — both copies of it have been played already")
)
BOTH_SEEN = Sentence(
    N_(
        "{player} cannot have {card} — both copies of it are played, on the table or "
        "known in another hand"
    )
)
REVOKE_SHOWN = Sentence(
    N_("{player} cannot have {card} — an earlier card after the stock showed he holds none")
)
REVOKE_KNOWN = Sentence(
    N_(
        "{player} cannot play {card} — he holds {known}, so he must follow suit and head "
        "the trick, or trump and overtrump"
    )
)
KNOWN_TOO_MANY = Sentence(
    N_(
        "{player} cannot play {card} — {known} cards are known in his hand, "
        "which then holds only {holds}"
    )
)

# ----------------------------------------------------------------- by announcements

COUNTERS_NOT_NUMBER = Sentence(
    N_("{player} cannot take a trick of {counters} — counters are a whole number")
)
COUNTERS_IMPOSSIBLE = Sentence(
    N_(
        "{player} cannot take a trick of {counters} — four cards cannot hold that "
        "({marriages} of them a K or Q for the marriages shown)"
    )
)
COUNTERS_TOO_MANY = Sentence(
    N_("{player} cannot take a trick of {counters} — the tricks would hold {total}, not 240")
)
COUNTERS_NOT_ALL = Sentence(
    N_(
        "{player} cannot take the twelfth trick with {counters} — the twelve tricks hold "
        "240 counters, not {total}"
    )
)

# ----------------------------------------------------------------- marriages

MARRIAGE_NOT_KQ = Sentence(
    N_("{player} cannot show a marriage with {card} — a marriage is played with its K or Q")
)
MARRIAGE_TWICE = Sentence(N_("{player} cannot show a second marriage — one per player a deal"))
MARRIAGE_SUIT_TWICE = Sentence(
    N_("{player} cannot show a marriage in {suit} — both marriages of that suit are shown")
)
MARRIAGE_LAST_TRICK = Sentence(
    N_("{player} cannot show a marriage in the twelfth trick — each player holds one card")
)

# ----------------------------------------------------------------- the dix

TURN_UP_SEVEN = Sentence(N_("{player} cannot exchange or reserve — the turn-up {card} is a Seven"))
TURN_UP_TAKEN = Sentence(N_("{player} cannot exchange or reserve — {taker} took the turn-up"))
DIX_TOO_LATE = Sentence(
    N_("{player} cannot exchange or reserve — the last card has been drawn (after trick 7)")
)
EXCHANGE_NO_TRICK = Sentence(
    N_("{player} cannot take the turn-up — his side has not won a trick yet")
)
EXCHANGE_RESERVED = Sentence(
    N_("{player} cannot take the turn-up — {reserver} has reserved it for his side")
)
RESERVED = Sentence(N_("{player} cannot reserve — {reserver} laid a dix under the turn-up"))
NO_DIX = Sentence(
    N_("{player} cannot have the dix {card} — both copies are played, on the table or known")
)
RESERVATION_OPEN = Sentence(
    N_(
        "{player} cannot end the seventh trick — {reserver}'s reservation must be settled "
        "before the last draw"
    )
)

# ----------------------------------------------------------------- who takes a trick

TAKES_TRUMP = Sentence(N_("{player} takes the trick with {card}: the highest trump, {trump}"))
TAKES_LED = Sentence(
    N_("{player} takes the trick with {card}: the highest card of the suit led, {led}")
)
TAKES_TRUMP_TWIN = Sentence(
    N_("{player} takes the trick with {card}: the highest trump, {trump} (twins: the first)")
)
TAKES_LED_TWIN = Sentence(
    N_(
        "{player} takes the trick with {card}: the highest card of the suit led, {led} "
        "(twins: the first)"
    )
)
