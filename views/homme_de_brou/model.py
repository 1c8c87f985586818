"""View-models of a Homme de Brou table: what each screen shows, built from the engine's
answers.

Pure functions from an ``engine.homme_de_brou.Game`` to frozen dataclasses that the Flet
screens render. Every rule question goes to the engine (whose turn, which seats may still
declare and what, who takes the trick and why, the rencontres it holds, what each side
scores); this module arranges the answers and words them in the translator's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from assistant.games.homme_de_brou.kind import ID
from assistant.languages import N_, Translator, translator
from engine.homme_de_brou import (
    GAME,
    HAND,
    PACK,
    SEATS,
    Card,
    Declare,
    Event,
    Game,
    Hand,
    Kind,
    Phase,
    Play,
    Round,
    Suit,
    TrickResult,
    TurnUp,
    side_names,
)
from engine.homme_de_brou import sentences as say
from engine.homme_de_brou.trick import Combination, Taking
from views import flow, table_model
from views.french_cards import SYMBOL, short, suit_title
from views.game_end import GameEnd, final_standings
from views.round_words import DEAL_AND_DEALER, DEAL_ENDED, said_in
from views.spoken import PLAYED, named
from views.table_model import Choice, DealTable, FrenchPadCard, FrenchPastTrick, Prompt, TrumpLine
from views.table_model import TrickCard as TrickCard

ENGLISH = translator("en")

SEAT = "seat"
"""A choice's value prefix: the seat that declares next (``seat:2``)."""
DECLARE = "declare"
"""A choice's value prefix: a combination declared (``declare:tierce:S``)."""
LAY = "lay"
"""The choice that lays down the dummy's hand."""

WINS_SIDE = N_("{team} win with {points} points")
"""The headline of the side that won."""


class Pending(StrEnum):
    """A run of taps whose end is still to come on the screen."""

    HAND = "hand"
    """The dummy's hand is being tapped on the pad."""


@dataclass(frozen=True, slots=True)
class Choosing:
    """What the screen holds between taps: the seat chosen to declare, and the dummy's
    hand while it is tapped (``laying``)."""

    declarer: int | None = None
    laying: bool = False
    hand: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatLine:
    """A seat as it sits at the table: its name, its side, its part in this deal."""

    name: str
    side: int
    role: str
    """``deals`` / ``eldest`` / ``dummy: Anna plays it`` / ``plays the dummy``."""
    acting: bool
    dummy: bool
    spoken: str


@dataclass(frozen=True, slots=True)
class SideLine:
    """A side's line: the game total and the deal so far, part by part."""

    name: str
    total: int
    declared: int
    rencontres: int
    cards: int
    parts: str
    """``declared 30 · rencontres 40 · cards 71``."""
    acting: bool
    spoken: str


HommeDeBrouChoice = Choice[str]
"""A seat to declare, a combination, the dummy's hand."""
HommeDeBrouPrompt = Prompt[Phase | Pending, str]
"""What the table asks for now: the turn-up, the declarations, the dummy's hand."""


@dataclass(frozen=True, slots=True)
class PastTrick(FrenchPastTrick):
    """A finished trick: its cards, who took it and why, its card points and rencontres."""

    rencontres: tuple[str, ...]
    """Each rencontre in words: ``a marriage of clubs de rencontre, 40``."""
    said: str
    """Who takes it, and why or what it held: ``Cleo's side takes it: a marriage …``."""


@dataclass(frozen=True, slots=True)
class HommeDeBrouTable(DealTable[Phase]):
    """Everything the table screen shows for one moment of a deal."""

    to_act: str | None
    """The seat whose event comes next, by its stored name (the dummy's in the dummy's turn):
    the name an event of it carries."""
    trump: TrumpLine
    declared: str
    """The declarations of the deal so far, or ``""``."""
    laid: str
    """The dummy's hand laid down, its cards not played yet (``Dummy: A♠ 10♣ …``), or ``""``."""
    trick: tuple[TrickCard, ...]
    so_far: str
    prompt: HommeDeBrouPrompt | None
    seats: tuple[SeatLine, ...]
    sides: tuple[SideLine, ...]
    pad: tuple[FrenchPadCard, ...]
    dim: bool
    """No card may be tapped now."""
    last_trick: PastTrick | None = field(default=None)


@dataclass(frozen=True, slots=True)
class SideScore:
    """A side's deal with every line of its sum."""

    name: str
    lines: tuple[str, ...]
    """Each declaration, each rencontre, the card points."""
    sum: str
    """``30 + 40 + 40 + 71 = 181``."""
    points: int
    total: int
    winner: bool


@dataclass(frozen=True, slots=True)
class HommeDeBrouRoundEnd:
    """The end of a deal: each side's sum, the totals, the race to 300."""

    round_no: int
    rounds: None
    how: str
    rows: tuple[SideScore, ...]
    players: tuple[str, ...]
    """The sides' names (the lines of the race)."""
    running: tuple[dict[str, int], ...]
    next_dealer: str | None
    game_over: bool
    tied: bool


# ------------------------------------------------------------------ words


def card_label(card: Card, tr: Translator = ENGLISH) -> str:
    """A card as people say it: ``ten of hearts`` (``Herz Zehn``)."""
    return card.said(tr)


def kind_title(kind: Kind, tr: Translator = ENGLISH) -> str:
    """``Marriage``, ``Tierce`` (``Mariage``, ``Terz``)."""
    word = kind.said(tr)
    return word[:1].upper() + word[1:]


def combination_said(kind: Kind, suit: Suit, value: int, tr: Translator = ENGLISH) -> str:
    """A combination and its value: ``tierce of spades 30``."""
    return tr.format(
        N_("{kind} of {suit} {points}"), kind=kind.said(tr), suit=suit.said(tr), points=value
    )


def rencontre_said(found: Combination, tr: Translator = ENGLISH) -> str:
    """A combination de rencontre: ``a marriage of clubs de rencontre, 40``."""
    return tr.format(
        N_("a {kind} of {suit} de rencontre, {points}"),
        kind=found.kind.said(tr),
        suit=found.suit.said(tr),
        points=found.value,
    )


def seat_name(rnd: Round, seat: int, tr: Translator = ENGLISH) -> str:
    """A seat's name, and for the dummy who plays it: ``Dummy (Anna plays it)``."""
    shown = names(rnd, tr)
    if seat != rnd.dummy or rnd.partner is None:
        return shown[seat]
    partner = shown[rnd.partner]
    return tr.format(N_("{dummy} ({player} plays it)"), dummy=shown[seat], player=partner)


def names(rnd: Round | Game, tr: Translator = ENGLISH) -> tuple[str, ...]:
    """The four seats' names as the screen shows them: the dummy's in the viewer's language,
    whatever the tab that began the game stored (``Mort`` shown as ``Strohmann``)."""
    return table_model.seat_names(tr, rnd.players, rnd.dummy)


def sides_of(game: Game, tr: Translator = ENGLISH) -> tuple[str, str]:
    """The sides as the screen names them: ``Anna & Cleo``, ``Ben & Dummy``."""
    return side_names(names(game, tr))


# ------------------------------------------------------------------ the deal in play


def fresh_round(game: Game) -> Round:
    """The deal the table shows once the last has ended: the next dealer, nothing done."""
    return flow.playing_round(game, lambda players, dealer: Round(players, dealer, game.dummy))


def laying_offered(rnd: Round) -> bool:
    """Whether the dummy's hand may be laid down now: right after the opening lead."""
    return (
        rnd.dummy is not None
        and rnd.laid is None
        and len(rnd.played) == 1
        and bool(rnd.events)
        and isinstance(rnd.events[-1], Play)
    )


def hand_size(rnd: Round) -> int:
    """How many cards the dummy's hand laid down holds: 8, or 7 when the dummy led."""
    return HAND - 1 if rnd.dummy is not None and rnd.leader == rnd.dummy else HAND


def table_of(
    game: Game, choosing: Choosing = Choosing(), tr: Translator = ENGLISH
) -> HommeDeBrouTable:
    """The table screen's model; ``choosing`` what the screen holds between taps."""
    rnd = fresh_round(game)
    players = names(rnd, tr)
    taking = rnd.would_take()
    said = table_model.so_far(None if taking is None else taking.statement(players).said(tr), tr)
    if taking is None and rnd.tricks and not rnd.ended:  # a new trick: the last one in full
        done = rnd.tricks[-1]
        said = taken_said(rnd, done, tr)
        if done.rencontres:
            said += " — " + done.taking.statement(players).said(tr)
    laying = choosing.laying and laying_offered(rnd)
    hand = choosing.hand if laying else ()
    prompt = _prompt(rnd, choosing, laying, hand, tr)
    number = flow.round_number(game, rnd)
    where = said_in(tr, ID, DEAL_AND_DEALER, round=number, player=seat_name(rnd, rnd.dealer, tr))
    return HommeDeBrouTable(
        *table_model.deal_head(rnd, number, _turn_text(rnd, tr), where, players),
        to_act=None if rnd.to_act is None else rnd.players[rnd.to_act],
        trump=trump_line(rnd, tr),
        declared=declared_line(rnd, tr),
        laid=laid_line(rnd, tr),
        trick=_trick_cards(rnd, taking, tr),
        so_far=said,
        prompt=prompt,
        seats=seat_lines(rnd, tr),
        sides=side_lines(game, rnd, tr),
        pad=_pad(rnd, laying, hand, tr),
        dim=rnd.phase is Phase.ENDED,
        last_trick=table_model.last_trick(rnd, past_trick, tr),
    )


def _turn_text(rnd: Round, tr: Translator) -> str:
    seat = rnd.to_act
    if seat is None:
        return said_in(tr, ID, DEAL_ENDED)
    player = seat_name(rnd, seat, tr)
    match rnd.phase:
        case Phase.TURN_UP:
            return tr.format(N_("{player} turns up the last card"), player=player)
        case Phase.DECLARE:
            return tr.format(N_("Declarations, then {player} leads"), player=player)
    return tr.format(N_("{player} to play"), player=player)


def trump_line(rnd: Round, tr: Translator = ENGLISH) -> TrumpLine:
    """The trumps of the deal and the card that made them."""
    suit = rnd.trump
    if suit is None or rnd.turn_up is None:
        return TrumpLine(None, tr._("No card turned up yet"), "")
    return TrumpLine(
        suit,
        tr.format(N_("Trumps: {suit}"), suit=suit_title(suit, tr)),
        tr.format(
            N_("{player} turned up {card}"),
            player=names(rnd, tr)[rnd.dealer],
            card=rnd.turn_up.in_sentence(tr),
        ),
    )


def declared_line(rnd: Round, tr: Translator = ENGLISH) -> str:
    """The declarations of the deal: ``Anna: tierce of spades 30 · Cleo: …``."""
    return " · ".join(
        tr.format(
            N_("{player}: {combination}"),
            player=names(rnd, tr)[d.seat],
            combination=combination_said(d.kind, d.suit, d.value, tr),
        )
        for d in rnd.declarations
    )


def laid_line(rnd: Round, tr: Translator = ENGLISH) -> str:
    """The dummy's hand laid down, the cards it still holds: ``Dummy: A♠ 10♣ R♦``."""
    if rnd.laid is None or rnd.dummy is None:
        return ""
    left = [c for c in PACK if c in rnd.laid and c not in rnd.played]
    return tr.format(
        N_("{player}: {combination}"),
        player=names(rnd, tr)[rnd.dummy],
        combination=" ".join(short(c, tr) for c in left),
    )


def seat_lines(rnd: Round, tr: Translator = ENGLISH) -> tuple[SeatLine, ...]:
    """The four seats in playing order (partners opposite), each with its part."""
    lines = []
    shown = names(rnd, tr)
    for seat, name in enumerate(shown):
        roles = []
        if seat == rnd.dealer:
            roles.append(tr._("deals"))
        if seat == rnd.eldest:
            roles.append(tr._("eldest"))
        if seat == rnd.dummy and rnd.partner is not None:
            roles.append(tr.format(N_("dummy: {player} plays it"), player=shown[rnd.partner]))
        if seat == rnd.partner:
            roles.append(tr._("plays the dummy"))
        role = " · ".join(roles)
        lines.append(
            SeatLine(
                name=name,
                side=seat % 2,
                role=role,
                acting=seat == rnd.to_act,
                dummy=seat == rnd.dummy,
                spoken=named(name, role),
            )
        )
    return tuple(lines)


def side_lines(game: Game, rnd: Round, tr: Translator = ENGLISH) -> tuple[SideLine, ...]:
    """Each side's game total and its deal so far: declared, rencontres, card points."""
    totals = game.totals()
    acting = rnd.to_act
    lines = []
    for side, name in enumerate(sides_of(game, tr)):
        score = rnd.take(side)
        parts = " · ".join(
            (
                tr.format(N_("declared {points}"), points=score.declared),
                tr.format(N_("rencontres {points}"), points=score.rencontres),
                tr.format(N_("cards {points}"), points=score.cards),
            )
        )
        total = tr.format(N_("total {total}"), total=tr.number(totals[side]))
        lines.append(
            SideLine(
                name=name,
                total=totals[side],
                declared=score.declared,
                rencontres=score.rencontres,
                cards=score.cards,
                parts=parts,
                acting=acting is not None and acting % 2 == side,
                spoken=named(name, total, parts),
            )
        )
    return tuple(lines)


def _seat_choice(rnd: Round, seat: int, chosen: int, tr: Translator) -> HommeDeBrouChoice:
    return Choice(
        f"{SEAT}:{seat}",
        names(rnd, tr)[seat],
        tr.format(N_("{player} declares next"), player=seat_name(rnd, seat, tr)),
        selected=seat == chosen,
    )


def declarer_of(rnd: Round, choosing: Choosing) -> int | None:
    """The seat the declarations offer: the one chosen, else the first that may still
    declare (eldest before any declaration); ``None`` once play has begun."""
    seats = rnd.declaring_seats()
    if not seats:
        return None
    return choosing.declarer if choosing.declarer is not None else seats[0]


def _offered(rnd: Round, seat: int, kind: Kind, suit: Suit) -> bool:
    """A combination offered to ``seat``: one it may declare, or one only the order of the
    declarations bars (a seat whose turn has passed: the engine then says why)."""
    if rnd.may_declare(seat, kind, suit):
        return True
    refused = rnd.refusal(Declare(rnd.players[seat], kind, suit))
    return refused is not None and refused.sentence == say.DECLARE_OUT_OF_ORDER


def declaration_choices(
    rnd: Round, seat: int, tr: Translator = ENGLISH
) -> tuple[HommeDeBrouChoice, ...]:
    """The combinations offered to ``seat``, one tap each, suit by suit: those it may declare
    now (to a seat whose turn has passed, those only the order bars, refused in words)."""
    assert rnd.trump is not None
    player = seat_name(rnd, seat, tr)
    choices: list[HommeDeBrouChoice] = []
    for suit in (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        for kind in (Kind.MARRIAGE, Kind.TIERCE):
            if not _offered(rnd, seat, kind, suit):
                continue
            value = kind.base * (2 if suit is rnd.trump else 1)
            choices.append(
                Choice(
                    f"{DECLARE}:{kind.value}:{suit.value}",
                    f"{SYMBOL[suit]} {value}",
                    tr.format(
                        N_("{player} declares the {combination}"),
                        player=player,
                        combination=combination_said(kind, suit, value, tr),
                    ),
                )
            )
    return tuple(choices)


def _prompt(
    rnd: Round, choosing: Choosing, laying: bool, hand: tuple[Card, ...], tr: Translator
) -> HommeDeBrouPrompt | None:
    seat = rnd.to_act
    if seat is None:
        return None
    match rnd.phase:
        case Phase.TURN_UP:
            text = tr.format(
                N_("{player} deals and turns up the last card: tap it on the pad"),
                player=seat_name(rnd, rnd.dealer, tr),
            )
            return Prompt(Phase.TURN_UP, text, (), False)
        case Phase.DECLARE:
            declarer = declarer_of(rnd, choosing)
            assert declarer is not None
            order = tuple((rnd.eldest + i) % SEATS for i in range(SEATS))
            seats = tuple(_seat_choice(rnd, s, declarer, tr) for s in order)
            text = tr.format(
                N_(
                    "Declarations, from {eldest} to {dealer}: the seat, then its marriage or "
                    "tierce; leading a card ends them"
                ),
                eldest=names(rnd, tr)[rnd.eldest],
                dealer=names(rnd, tr)[rnd.dealer],
            )
            return Prompt(
                Phase.DECLARE, text, seats + declaration_choices(rnd, declarer, tr), False
            )
    if laying:
        count = hand_size(rnd)
        text = tr.ngettext(
            "Tap the dummy's {count} cards on the pad: {tapped} of {count} tapped.",
            "Tap the dummy's {count} cards on the pad: {tapped} of {count} tapped.",
            count,
        ).format(count=count, tapped=len(hand))
        return Prompt(Pending.HAND, text, (), True)
    if laying_offered(rnd):
        assert rnd.dummy is not None
        dummy = names(rnd, tr)[rnd.dummy]
        return Prompt(
            Phase.PLAY,
            tr.format(N_("{dummy}'s hand may be laid down now (or not)"), dummy=dummy),
            (
                Choice(
                    LAY,
                    tr._("Lay down the dummy's hand"),
                    tr.format(N_("Tap {dummy}'s cards on the pad"), dummy=dummy),
                ),
            ),
            False,
        )
    return None


def _trick_cards(rnd: Round, taking: Taking | None, tr: Translator) -> tuple[TrickCard, ...]:
    taker = None if taking is None else taking.seat
    return table_model.trick_cards(names(rnd, tr), rnd.trick, taker, tr)


def _pad(
    rnd: Round, laying: bool, hand: tuple[Card, ...], tr: Translator
) -> tuple[FrenchPadCard, ...]:
    in_trick = {p.card for p in rnd.trick}
    open_ = rnd.phase is not Phase.ENDED
    in_hand = tr._("in the dummy's hand")
    return tuple(
        table_model.pad_card(
            card,
            open_ and card not in rnd.played,
            in_trick,
            rnd.played,
            in_hand if card in hand else "",
            tr,
        )
        for card in PACK
    )


# ------------------------------------------------------------------ finished tricks


def taken_said(rnd: Round, done: TrickResult, tr: Translator = ENGLISH) -> str:
    """Who takes a trick and why, or what it held: ``Cleo's side takes it: a marriage of
    clubs de rencontre, 40``."""
    if not done.rencontres:
        return tr.format(
            N_("Trick {trick}: {why}"),
            trick=done.number,
            why=done.taking.statement(names(rnd, tr)).said(tr),
        )
    return tr.format(
        N_("{player}'s side takes it: {rencontres}"),
        player=names(rnd, tr)[done.taker],
        rencontres=tr.and_list(rencontre_said(c, tr) for c in done.rencontres),
    )


def past_trick(rnd: Round, index: int, tr: Translator = ENGLISH) -> PastTrick:
    """Finished trick ``index`` (0-based): its cards, who took it and why."""
    done = rnd.tricks[index]
    past = table_model.french_past_trick(names(rnd, tr), done, tr)
    return PastTrick(
        *(past.number, past.cards, past.taker, past.why, past.points),
        rencontres=tuple(rencontre_said(c, tr) for c in done.rencontres),
        said=taken_said(rnd, done, tr),
    )


def last_trick_of_game(game: Game, tr: Translator = ENGLISH) -> PastTrick | None:
    """The last finished trick of the game's latest deal."""
    return table_model.last_trick(game.round, past_trick, tr)


@dataclass(frozen=True, slots=True)
class ReplayTrick(table_model.ReplayTrick[PastTrick]):
    """One finished trick of a Homme de Brou game, to step through after the game."""

    declared: str
    sides: tuple[str, ...]
    """Each side's deal so far once this trick was taken."""


def replay_of(game: Game, tr: Translator = ENGLISH) -> list[ReplayTrick]:
    """Every finished trick of the game, deal by deal, with why it went where it did."""
    steps = []
    for index, rnd in enumerate(game.rounds):
        trump = (
            tr.format(N_("Trumps: {suit}"), suit=suit_title(rnd.trump, tr))
            if rnd.trump is not None
            else tr._("No card turned up yet")
        )
        for number in range(len(rnd.tricks)):
            sides = []
            for side, name in enumerate(sides_of(game, tr)):
                points = sum(d.value for d in rnd.declarations if d.seat % 2 == side) + sum(
                    t.points + sum(c.value for c in t.rencontres)
                    for t in rnd.tricks[: number + 1]
                    if t.side == side
                )
                sides.append(tr.format(N_("{player}: {points}"), player=name, points=points))
            steps.append(
                ReplayTrick(
                    round_no=index + 1,
                    dealer=names(rnd, tr)[rnd.dealer],
                    trump=trump,
                    declared=declared_line(rnd, tr),
                    trick=past_trick(rnd, number, tr),
                    sides=tuple(sides),
                )
            )
    return steps


# ------------------------------------------------------------------ ends


def _lines(rnd: Round, side: int, tr: Translator) -> tuple[tuple[str, ...], list[int]]:
    lines, parts = [], []
    for d in rnd.declarations:
        if d.seat % 2 == side:
            lines.append(
                tr.format(
                    N_("{player} declared the {combination}"),
                    player=names(rnd, tr)[d.seat],
                    combination=combination_said(d.kind, d.suit, d.value, tr),
                )
            )
            parts.append(d.value)
    for t in rnd.tricks:
        if t.side == side:
            for c in t.rencontres:
                lines.append(
                    tr.format(
                        N_("trick {trick}: {rencontre}"),
                        trick=t.number,
                        rencontre=rencontre_said(c, tr),
                    )
                )
                parts.append(c.value)
    cards = rnd.card_points[side]
    lines.append(tr.format(N_("card points {points}"), points=cards))
    parts.append(cards)
    return tuple(lines), parts


def round_end_of(
    game: Game, index: int | None = None, tr: Translator = ENGLISH
) -> HommeDeBrouRoundEnd:
    """The end of deal ``index`` (0-based; the last by default), which must have ended."""
    index, rnd = table_model.ended_round(game.rounds, index)
    scores = rnd.scores()
    running = table_model.running_totals(sides_of(game, tr), game.round_scores(), index + 1)
    after = running[-1]
    game_over = game.finished and index == len(game.rounds) - 1
    last = index == len(game.rounds) - 1
    rows = []
    for side, name in enumerate(sides_of(game, tr)):
        lines, parts = _lines(rnd, side, tr)
        rows.append(
            SideScore(
                name=name,
                lines=lines,
                sum=f"{' + '.join(tr.number(p) for p in parts)} = {tr.number(scores[side].points)}",
                points=scores[side].points,
                total=after[name],
                winner=game_over and side in game.winners(),
            )
        )
    totals = tuple(after[name] for name in sides_of(game, tr))
    tied = last and game.tied
    if game_over:
        winner = sides_of(game, tr)[game.winners()[0]]
        how = tr.format(
            N_("{team} reach {goal} with the higher total: the game is won"),
            team=winner,
            goal=GAME,
        )
    elif tied:
        how = tr.format(
            N_("Both sides have {points}, {goal} or more and equal: another deal decides"),
            points=totals[0],
            goal=GAME,
        )
    else:
        how = tr.format(
            N_("Totals: {first} {a} · {second} {b} (the game is {goal})"),
            first=sides_of(game, tr)[0],
            a=totals[0],
            second=sides_of(game, tr)[1],
            b=totals[1],
            goal=GAME,
        )
    return HommeDeBrouRoundEnd(
        round_no=index + 1,
        rounds=None,
        how=how,
        rows=tuple(rows),
        players=sides_of(game, tr),
        running=running,
        next_dealer=None if game_over else seat_name(rnd, game.dealer_of(index + 1), tr),
        game_over=game_over,
        tied=tied,
    )


def game_end_of(game: Game, tr: Translator = ENGLISH) -> GameEnd:
    """Final standings of the two sides and the side that won."""
    return final_standings(game, list(sides_of(game, tr)), WINS_SIDE, tr)


def event_said(event: Event, tr: Translator = ENGLISH) -> str:
    """What an event was, in words: ``Anna declared the tierce of spades 30``."""
    match event:
        case TurnUp(by, card):
            return tr.format(N_("{player} turned up {card}"), player=by, card=card.in_sentence(tr))
        case Declare(by, kind, suit):
            return tr.format(
                N_("{player} declared the {kind} of {suit}"),
                player=by,
                kind=kind.said(tr),
                suit=suit.said(tr),
            )
        case Hand(by, cards):
            return tr.format(
                N_("{player}'s hand was laid down: {cards}"),
                player=by,
                cards=tr.and_list(card_label(c, tr) for c in cards),
            )
        case Play(by, card):
            return tr.format(PLAYED, player=by, card=card.in_sentence(tr))
    return ""
