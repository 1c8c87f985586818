"""Every sentence the rules of Partout say when they refuse an event.

The one template table: the engine fills these in English, the translation catalogs are
keyed by them (``scripts/i18n`` extracts them), and ``assistant.languages`` says them in
German and French. Fields: ``player``, ``turn`` are names; ``card`` and ``target`` cards;
``color`` a color; ``table`` the names at the table; the rest numbers.
"""

from __future__ import annotations

from engine.errors import N_, Sentence

# ----------------------------------------------------------------- the table

FIVE_PLAYERS = Sentence(
    N_(
        "Partout is not played by 5: partners sit opposite each other, so it takes 4 or 6 "
        "players (or 3, each playing alone)"
    )
)
PLAYER_COUNT = Sentence(N_("Partout is for 3, 4 or 6 players, not {players}"))
NAME_MISSING = Sentence(N_("every player needs a name"))
NAME_TWICE = Sentence(N_("{name} sits at the table twice"))
NOT_AT_TABLE = Sentence(N_("{player} is not at this table ({table})"))
FIRST_DEALER_NOT_AT_TABLE = Sentence(N_("the first dealer {player} is not at this table"))
NOT_A_CARD = Sentence(
    N_("{text} is not a card of Partout (write R3, G9, B1, K7 or a special such as king)")
)
NOT_A_COLOR = Sentence(N_("{text} is not a color (use R, G, B or K)"))

# ----------------------------------------------------------------- the trump number

NUMBER_NOT_YOURS = Sentence(
    N_(
        "{player} cannot name the trump number — "
        "{turn}, the first player after the dealer, names it"
    )
)
NUMBER_NOT_IN_DECK = Sentence(
    N_(
        "{player} cannot name {number} as the trump number — "
        "with {players} players the numbers are 1 to {highest}"
    )
)
NUMBER_ALREADY_NAMED = Sentence(
    N_("{player} cannot name the trump number — it is already named: {number}")
)

# ----------------------------------------------------------------- the trump color

COLOR_BEFORE_NUMBER = Sentence(
    N_("{player} cannot name the trump color — {turn} must first name the trump number")
)
COLOR_NOT_YOURS = Sentence(
    N_(
        "{player} cannot name the trump color — "
        "{turn}, the second player after the dealer, names it"
    )
)
COLOR_ALREADY_NAMED = Sentence(
    N_("{player} cannot name the trump color — it is already named: {color}")
)

# ----------------------------------------------------------------- predictions

PREDICT_NUMBER_DUE = Sentence(
    N_("{player} cannot predict yet — {turn} must first name the trump number")
)
PREDICT_COLOR_DUE = Sentence(
    N_("{player} cannot predict yet — {turn} must first name the trump color")
)
PREDICT_NOT_YOUR_TURN = Sentence(N_("{player} cannot predict now — it is {turn}'s turn to predict"))
PREDICT_ALL_IN = Sentence(
    N_("{player} cannot predict now — every prediction is in and the play has begun")
)
PREDICT_RANGE = Sentence(
    N_(
        "{player} cannot predict {tricks} tricks — "
        "a prediction is a number from 0 to {most}, the tricks in a round"
    )
)

# ----------------------------------------------------------------- playing a card

PLAY_NUMBER_DUE = Sentence(
    N_("{player} cannot play {card} — {turn} must first name the trump number")
)
PLAY_COLOR_DUE = Sentence(
    N_("{player} cannot play {card} — {turn} must first name the trump color")
)
PLAY_PREDICTION_DUE = Sentence(
    N_(
        "{player} cannot play {card} — "
        "every prediction must be in first, and {turn} has not predicted"
    )
)
PLAY_NOT_YOUR_TURN = Sentence(N_("{player} cannot play {card} — it is {turn}'s turn"))
NOT_IN_DECK = Sentence(
    N_("{player} cannot play {card} — there is no {card} in the deck for {players} players")
)
ALREADY_PLAYED = Sentence(N_("{player} cannot play {card} — {card} was already played this round"))

# ----------------------------------------------------------------- the specials' choices

MATHEMATICIAN_NO_NUMBER = Sentence(
    N_("{player} cannot play the Mathematician without naming the new trump number")
)
MATHEMATICIAN_SAME_NUMBER = Sentence(
    N_("{player} cannot make {number} the trump number with the Mathematician — it already is")
)
MATHEMATICIAN_NOT_IN_DECK = Sentence(
    N_(
        "{player} cannot make {number} the trump number — "
        "with {players} players the numbers are 1 to {highest}"
    )
)
ALCHEMIST_NO_COLOR = Sentence(
    N_("{player} cannot play the Alchemist without naming the new trump color")
)
ALCHEMIST_SAME_COLOR = Sentence(
    N_("{player} cannot make {color} the trump color with the Alchemist — it already is")
)
DUNGEON_NO_TARGET = Sentence(
    N_("{player} cannot play the Dungeon without naming the card of this trick it locks up")
)
DUNGEON_LEADS = Sentence(
    N_("{player} cannot lock up {target} — the Dungeon leads the trick, so it locks up nothing")
)
DUNGEON_TARGET_NOT_IN_TRICK = Sentence(
    N_("{player} cannot lock up {target} — it was not played earlier in this trick")
)
NUMBER_ONLY_MATHEMATICIAN = Sentence(
    N_("{player} cannot name a trump number with {card} — only the Mathematician changes it")
)
COLOR_ONLY_ALCHEMIST = Sentence(
    N_("{player} cannot name a trump color with {card} — only the Alchemist changes it")
)
TARGET_ONLY_DUNGEON = Sentence(
    N_("{player} cannot lock up {target} with {card} — only the Dungeon locks up a card")
)

# ----------------------------------------------------------------- the round or game is over

ROUND_ENDED = Sentence(N_("{player} cannot play on — the round has ended"))
ROUND_RUNNING = Sentence(N_("round {round} cannot start before round {previous} has ended"))
GAME_OVER = Sentence(N_("the game is over: {players} players play {rounds} rounds"))
PLAY_GAME_OVER = Sentence(
    N_("{player} cannot play on — the game is over: {players} players play {rounds} rounds")
)

# ----------------------------------------------------------------- why a trick is taken
# Said after each trick (and live, while it is played): ``player`` takes it, ``card`` is the
# deciding card, ``color`` the trump or led color, ``number`` the trump number.

TAKES_HARLEQUIN_KING = Sentence(
    N_("{player} takes the trick: the Harlequin beats the King when both are in a trick")
)
TAKES_HARLEQUIN_QUEEN = Sentence(
    N_("{player} takes the trick: the Harlequin beats the Queen when both are in a trick")
)
TAKES_KING = Sentence(N_("{player} takes the trick with the King: it beats every emblem card"))
TAKES_QUEEN = Sentence(N_("{player} takes the trick with the Queen: it beats every emblem card"))
TAKES_KING_FIRST = Sentence(
    N_("{player} takes the trick with the King: it was played before the Queen")
)
TAKES_QUEEN_FIRST = Sentence(
    N_("{player} takes the trick with the Queen: it was played before the King")
)
TAKES_TRUMP_CARD = Sentence(
    N_("{player} takes the trick with {card}: the trump number in the trump color")
)
TAKES_TRUMP_NUMBER = Sentence(
    N_("{player} takes the trick with {card}: the first card of the trump number {number}")
)
TAKES_TRUMP_COLOR = Sentence(
    N_("{player} takes the trick with {card}: the highest card of the trump color, {color}")
)
TAKES_LED_COLOR = Sentence(
    N_("{player} takes the trick with {card}: the highest card of the led color, {color}")
)
TAKES_LEADER = Sentence(
    N_("{player} takes the trick: no card in it counts, so the player who led takes it")
)
LOCKED_UP = Sentence(N_("The Dungeon locked up {card}: it counts as never played."))
TRUMP_IS = Sentence(N_("{number} is the trump number, {color} the trump color."))
