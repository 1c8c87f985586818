"""Every sentence the rules of Tysiacha say when they refuse an event or explain a trick.

The one template table: the engine fills these in English, the translation catalogs are
keyed by them. Fields: ``player``, ``turn``, ``soloist``, ``declarer`` are names; ``card``,
``other`` and ``shown`` cards; ``suit``, ``led`` and ``trump`` suits; ``cards`` a list of
cards; ``table`` the names at the table; the rest numbers.
"""

from __future__ import annotations

from engine.errors import N_, Sentence

# ----------------------------------------------------------------- the table

PLAYER_COUNT = Sentence(N_("Tysiacha is for 3 players, not {players}"))
NAME_MISSING = Sentence(N_("every player needs a name"))
NAME_TWICE = Sentence(N_("{name} sits at the table twice"))
NOT_AT_TABLE = Sentence(N_("{player} is not at this table ({table})"))
FIRST_DEALER_NOT_AT_TABLE = Sentence(N_("the first dealer {player} is not at this table"))

# ----------------------------------------------------------------- the auction

BID_NOT_YOUR_TURN = Sentence(N_("{player} cannot bid now — it is {turn}'s turn in the auction"))
PASS_NOT_YOUR_TURN = Sentence(N_("{player} cannot pass now — it is {turn}'s turn in the auction"))
BID_AFTER_AUCTION = Sentence(N_("{player} cannot bid — the auction is over, {soloist} won it"))
PASS_AFTER_AUCTION = Sentence(N_("{player} cannot pass — the auction is over, {soloist} won it"))
BID_NOT_A_NUMBER = Sentence(N_("{player} cannot bid {bid} — a bid is a whole number"))
BID_NOT_TENS = Sentence(N_("{player} cannot bid {bid} — bids go in tens (100, 110, 120 …)"))
BID_TOO_LOW = Sentence(N_("{player} cannot bid {bid} — the lowest bid is 100"))
BID_TOO_HIGH = Sentence(
    N_("{player} cannot bid {bid} — the highest bid is 400: 120 card points and all four marriages")
)
BID_NOT_HIGHER = Sentence(
    N_("{player} cannot bid {bid} — it must be higher than the last bid, {last}")
)
FORCED_PASS = Sentence(
    N_(
        "{player} cannot pass — both other players passed before any bid, so the eldest "
        "hand must bid (a forced game)"
    )
)

# ----------------------------------------------------------------- widow and final bid

AUCTION_OPEN = Sentence(N_("{player} cannot do that yet — the auction is still open"))
NOT_SOLOIST = Sentence(N_("{player} cannot do that — only the soloist, {soloist}, does"))
WIDOW_FORCED = Sentence(
    N_("{player} cannot show the widow — in a forced game the soloist takes it unseen")
)
WIDOW_SHOWN = Sentence(N_("{player} cannot show the widow again — it was shown: {cards}"))
WIDOW_COUNT = Sentence(
    N_(
        "{player} cannot show {cards} as the widow — the widow is three different cards "
        "of A T K Q J 9"
    )
)
WIDOW_DUE = Sentence(
    N_('{player} must first show the widow, then say "forty each" or announce the final bid')
)
WIDOW_TOO_LATE = Sentence(
    N_("{player} cannot show the widow now — the final bid is made and the widow was shown")
)
CONCEDE_TOO_LATE = Sentence(
    N_(
        '{player} cannot say "forty each" now — the final bid ({bid}) is made and the cards '
        "are passed"
    )
)
FINAL_BID_MADE = Sentence(N_("{player} cannot announce a final bid — it is made: {bid}"))
FINAL_BID_NOT_TENS = Sentence(
    N_("{player} cannot make {bid} the final bid — bids go in tens (100, 110, 120 …)")
)
FINAL_BID_TOO_LOW = Sentence(
    N_("{player} cannot make {bid} the final bid — it must be at least the bid, {last}")
)
FINAL_BID_TOO_HIGH = Sentence(
    N_("{player} cannot make {bid} the final bid — the highest bid is 400")
)
FINAL_BID_FORCED = Sentence(
    N_("{player} cannot make {bid} the final bid — a forced bid of 100 may not be raised")
)

# ----------------------------------------------------------------- playing a card

PLAY_IN_AUCTION = Sentence(N_("{player} cannot play {card} — the auction is still open"))
PLAY_WIDOW_DUE = Sentence(N_("{player} cannot play {card} — {soloist} must first show the widow"))
PLAY_FINAL_BID_DUE = Sentence(
    N_("{player} cannot play {card} — {soloist} must first announce the final bid")
)
PLAY_NOT_YOUR_TURN = Sentence(N_("{player} cannot play {card} — it is {turn}'s turn"))
NOT_IN_PACK = Sentence(N_("{player} cannot play {card} — Tysiacha is played with A T K Q J 9"))
ALREADY_PLAYED = Sentence(N_("{player} cannot play {card} — {card} was already played this deal"))
SHOWN_IN_MARRIAGE = Sentence(
    N_("{player} cannot play {card} — {declarer} showed it in a marriage and holds it")
)
VOID_IN_SUIT = Sentence(
    N_(
        "{player} cannot play {card} — {player} did not follow {suit} in trick {trick} "
        "and so holds no {suit}"
    )
)
VOID_IN_TRUMP = Sentence(
    N_(
        "{player} cannot play {card} — {player} neither followed nor trumped with {suit} in "
        "trick {trick} and so holds no {suit}"
    )
)
MUST_FOLLOW_SHOWN = Sentence(
    N_(
        "{player} cannot play {card} — {led} was led and {player} still holds {shown}, "
        "shown in a marriage: follow suit"
    )
)
MUST_TRUMP_SHOWN = Sentence(
    N_(
        "{player} cannot play {card} — {player} still holds {shown}, shown in a marriage, "
        "and {trump} is trump: follow {led} or trump"
    )
)
SECOND_WIDOW_CARD = Sentence(
    N_(
        "{player} cannot play {card} — it was in the widow, and {player} was passed only one "
        "card of it ({other} is already seen with {player})"
    )
)

# ----------------------------------------------------------------- marriages

MARRIAGE_NOT_LEAD = Sentence(
    N_("{player} cannot declare a marriage with {card} — only the player on lead declares")
)
MARRIAGE_NOT_KQ = Sentence(
    N_("{player} cannot declare a marriage with {card} — a marriage is led with its K or Q")
)
MARRIAGE_PARTNER_PLAYED = Sentence(
    N_("{player} cannot declare a marriage with {card} — its partner {other} was already played")
)
MARRIAGE_SECOND_WIDOW_CARD = Sentence(
    N_(
        "{player} cannot declare a marriage with {card} and {other} — {player} would hold two "
        "cards of the widow, but was passed only one"
    )
)

# ----------------------------------------------------------------- the deal or game is over

DEAL_ENDED = Sentence(N_("{player} cannot play on — the deal has ended"))
DEAL_RUNNING = Sentence(N_("deal {round} cannot start before deal {previous} has ended"))
GAME_OVER = Sentence(N_("the game is over: {winner} passed 1000"))
PLAY_GAME_OVER = Sentence(N_("{player} cannot play on — the game is over: {winner} passed 1000"))

# ----------------------------------------------------------------- why a trick is taken
# Said after each trick (and live, while it is played): ``player`` takes it with ``card``.

TAKES_TRUMP = Sentence(
    N_("{player} takes the trick with {card}: the highest trump, {trump} being trump")
)
TAKES_LED = Sentence(N_("{player} takes the trick with {card}: the highest card of {led} led"))
TRUMP_FROM = Sentence(N_("Trump is {suit}: {player} declared the marriage in trick {trick}."))
NO_TRUMP = Sentence(N_("No trump: nobody has declared a marriage yet."))
