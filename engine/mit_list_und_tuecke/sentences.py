"""Every sentence the rules of *Mit List und Tücke* say when they refuse an event.

The one template table: the engine fills these in English, the translation catalogs are
keyed by them (``scripts/i18n`` extracts them), and ``assistant.languages`` says them in
German and French. Fields: ``player``, ``turn``, ``taker``, ``by`` are names; ``card`` a
card; ``cards`` cards; ``colors`` colors; ``color`` a color; the rest numbers.
"""

from __future__ import annotations

from engine.errors import N_, NP_, Sentence

# ----------------------------------------------------------------- whose turn

PLAY_NOT_YOUR_TURN = Sentence(N_("{player} cannot play {card} — it is {turn}'s turn"))
TAKE_NOT_FIRST_TAKER = Sentence(
    N_("{player} cannot take {cards} — {taker} played the highest trump and chooses first")
)
BLOCKED_NOT_YOUR_TURN = Sentence(N_("{player} cannot be blocked — it is {turn}'s turn"))

# ----------------------------------------------------------------- the table

NOT_AT_TABLE = Sentence(N_("{player} is not at this table ({table})"))
FIRST_DEALER_NOT_AT_TABLE = Sentence(N_("the first dealer {player} is not at this table"))
PLAYER_COUNT = Sentence(N_("the game is for 4 to 6 players, not {players}"))
NAME_MISSING = Sentence(N_("every player needs a name"))
NAME_TWICE = Sentence(N_("{name} sits at the table twice"))
NOT_A_COLOR = Sentence(N_("{text} is not a color (use B, G, R or Y)"))
NOT_A_CARD = Sentence(N_("{text} is not a card (write a color letter and a number, e.g. R10)"))
NOT_A_CARD_ZERO = Sentence(N_("{text} is not a card (no leading zeros, no zero)"))

# ----------------------------------------------------------------- playing a card

NOT_IN_DECK = Sentence(
    N_("{player} cannot play {card} — there is no {card} in the deck for {players} players")
)
ALREADY_PLAYED = Sentence(N_("{player} cannot play {card} — {card} was already played this round"))
FOURTH_COLOR = Sentence(N_("{player} cannot play {card} — the trick already shows {colors}"))

# ----------------------------------------------------------------- something else is due

PLAY_TAKE_DUE = Sentence(
    N_("{player} cannot play {card} — {by} must first take {k1} cards of the trick")
)
BLOCKED_TAKE_DUE = Sentence(
    N_("{player} cannot be blocked — {by} must first take {k1} cards of the trick")
)
PLAY_KEEP_DUE = Sentence(
    N_("{player} cannot play {card} — {owing} must first choose two colors to keep")
)
BLOCKED_KEEP_DUE = Sentence(
    N_("{player} cannot be blocked — {owing} must first choose two colors to keep")
)
TAKE_TRICK_INCOMPLETE = Sentence(N_("{player} cannot take {cards} — the trick is not complete yet"))
TAKE_CHOICE_DUE = Sentence(N_("{player} cannot take {cards} — a color choice is due first"))
KEEP_ALREADY_CHOSEN = Sentence(
    N_("{player} cannot choose colors now — the choice was already made this round and is final")
)
KEEP_NOT_FOUR_COLORS = Sentence(
    N_(
        "{player} cannot choose colors now — only a player whose stacks cover all four colors "
        "chooses"
    )
)

# ----------------------------------------------------------------- taking and keeping

TAKE_NOT_IN_TRICK = Sentence(N_("{player} cannot take {card} — it is not in this trick"))
TAKE_SAME_CARD_TWICE = Sentence(N_("{player} cannot take {cards} — the same card twice"))
TAKE_COUNT = Sentence(
    N_("{player} cannot take {cards} — the first taker takes exactly {k1} cards, not {given}")
)
KEEP_TWO_COLORS = Sentence(N_("{player} must keep exactly two different colors"))

# ----------------------------------------------------------------- being blocked

BLOCKED_FEWER_THAN_THREE = Sentence(
    N_("{player} cannot be blocked — any card may be played until three colors show in the trick")
)
BLOCKED_IMPOSSIBLE = Sentence.counted(
    NP_(
        "{player} cannot be blocked — {player} still holds {hand} cards, but only "
        "{unplayed} {color} card is left unplayed",
        "{player} cannot be blocked — {player} still holds {hand} cards, but only "
        "{unplayed} {color} cards are left unplayed",
    ),
    count="unplayed",
)

# ----------------------------------------------------------------- the round or game is over

PLAY_ROUND_ENDED = Sentence(N_("{player} cannot play {card} — the round has ended"))
BLOCKED_ROUND_ENDED = Sentence(N_("{player} cannot be blocked — the round has ended"))
TAKE_ROUND_ENDED = Sentence(N_("{player} cannot take {cards} — the round has ended"))
KEEP_ROUND_ENDED = Sentence(N_("{player} cannot choose colors — the round has ended"))
ROUND_RUNNING = Sentence(N_("round {round} cannot start before round {previous} has ended"))
GAME_OVER = Sentence(N_("the game is over: {players} players play {players} rounds"))
PLAY_GAME_OVER = Sentence(
    N_("{player} cannot play {card} — the game is over: {players} players play {players} rounds")
)
TAKE_GAME_OVER = Sentence(
    N_("{player} cannot take {cards} — the game is over: {players} players play {players} rounds")
)
KEEP_GAME_OVER = Sentence(
    N_("{player} cannot keep {colors} — the game is over: {players} players play {players} rounds")
)
BLOCKED_GAME_OVER = Sentence(
    N_("{player} cannot be blocked — the game is over: {players} players play {players} rounds")
)
