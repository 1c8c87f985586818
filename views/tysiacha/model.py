"""View-models of a Tysiacha table: what each screen shows, built from the engine's answers.

Pure functions from an ``engine.tysiacha.Game`` to frozen dataclasses that the Flet screens
render. Every rule question goes to the engine (whose turn, which bids and final bids may be
made, which marriage may be declared, who takes the trick and why, what each player
scores); this module arranges the answers and words them in the translator's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from assistant.games.tysiacha.kind import ID
from assistant.languages import N_, Translator, translator
from engine.french import Card, Played
from engine.tysiacha import (
    CAP,
    HIGHEST_BID,
    LOWEST_BID,
    PACK,
    STEP,
    Bid,
    Concede,
    Event,
    FinalBid,
    Game,
    Pass,
    Phase,
    Play,
    Round,
    Widow,
    marriage_value,
    rounded,
)
from engine.tysiacha.trick import Taking
from views import flow, table_model
from views.french_cards import short, suit_title
from views.game_end import WINS_ALONE, GameEnd, competition_ranks, final_standings
from views.round_words import DEAL_AND_DEALER, DEAL_ENDED, said_in
from views.spoken import PLAYED, named
from views.table_model import Choice, DealTable, FrenchPadCard, Prompt, TrumpLine
from views.table_model import TrickCard as TrickCard

ENGLISH = translator("en")

PAGE_OF_BIDS = 100
"""The bids offered at once: one page, 100 to 200, 210 to 300 or 310 to 400 (more on
request), each bid at the same spot while the auction climbs through its page."""

MORE = "more"
PASS = "pass"
FORTY = "forty"
MARRIAGE = "marriage"
PLAIN = "plain"


class Pending(StrEnum):
    """A tap whose second half is still to come on the screen."""

    MARRIAGE = "marriage"
    """A king or queen tapped to lead: with its marriage or without?"""


@dataclass(frozen=True, slots=True)
class Choosing:
    """What the screen holds between taps: a king or queen waiting for "marriage or not",
    the widow's cards tapped so far, whether every bid is offered."""

    lead: Card | None = None
    widow: tuple[Card, ...] = ()
    all_bids: bool = False


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """A player's line: the total, the part in the auction, the take so far."""

    name: str
    total: int
    role: str
    """``deals``, ``bid 120``, ``passed``, ``plays for 130``."""
    take: str
    """``45 so far · marriage of hearts 100``, or ``""`` before play."""
    acting: bool
    soloist: bool
    spoken: str


TysiachaChoice = Choice[int | str]
"""A bid, "pass", "forty each", "marriage"."""
TysiachaPrompt = Prompt[Phase | Pending, int | str]
"""What the player to act chooses now: a bid, the final bid, a marriage."""


PastTrick = table_model.FrenchPastTrick
"""A finished trick: its cards, who took it and why, and its card points."""


@dataclass(frozen=True, slots=True)
class TysiachaTable(DealTable[Phase]):
    """Everything the table screen shows for one moment of a deal."""

    to_act: str | None
    auction: str
    """The bids so far, or the contract once the auction is over."""
    trump: TrumpLine
    trick: tuple[TrickCard, ...]
    so_far: str
    prompt: TysiachaPrompt | None
    players: tuple[PlayerLine, ...]
    pad: tuple[FrenchPadCard, ...]
    dim: bool
    """No card may be tapped now (a bid, a final bid or a marriage is due)."""
    last_trick: PastTrick | None = field(default=None)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's score in a deal with its parts."""

    name: str
    soloist: bool
    take: int | None
    marriages: str
    how: str
    """``bid 120 made with 134`` / ``took 45, rounded to 45`` / ``40 each``."""
    points: int
    capped: bool
    total: int
    rank: int


@dataclass(frozen=True, slots=True)
class TysiachaRoundEnd:
    """The end of a deal: how the contract went, each player's score, the race so far."""

    round_no: int
    rounds: None
    how: str
    rows: tuple[PlayerScore, ...]
    players: tuple[str, ...]
    running: tuple[dict[str, int], ...]
    """Each player's total after each deal so far, for the race to 1000."""
    next_dealer: str | None
    game_over: bool


# ------------------------------------------------------------------ the deal in play


def fresh_round(game: Game) -> Round:
    """The deal the table shows once the last has ended: the next dealer, nothing done."""
    return flow.playing_round(
        game, lambda players, dealer: Round(players, dealer, game.totals(), game.rounding)
    )


def table_of(
    game: Game, choosing: Choosing = Choosing(), tr: Translator = ENGLISH
) -> TysiachaTable:
    """The table screen's model; ``choosing`` what the screen holds between taps."""
    rnd = fresh_round(game)
    number = flow.round_number(game, rnd)
    lead = choosing.lead
    if lead is not None and not rnd.may_declare(lead):
        lead = None  # only a king or queen that may lead with its marriage asks
    widow = choosing.widow if rnd.phase is Phase.WIDOW else ()
    prompt = _prompt(rnd, lead, widow, choosing.all_bids, tr)
    taking = rnd.would_take()
    return TysiachaTable(
        *table_model.deal_head(rnd, number, _turn_text(rnd, tr), _where(rnd, number, tr)),
        to_act=None if rnd.to_act is None else rnd.players[rnd.to_act],
        auction=auction_line(rnd, tr),
        trump=trump_line(rnd, tr),
        trick=_trick_cards(rnd, taking, tr),
        so_far=table_model.so_far(
            None if taking is None else taking.statement(rnd.players).said(tr), tr
        ),
        prompt=prompt,
        players=player_lines(game, rnd, tr),
        pad=_pad(rnd, widow, tr),
        dim=prompt is not None and rnd.phase is not Phase.WIDOW,
        last_trick=table_model.last_trick(rnd, past_trick, tr),
    )


def _where(rnd: Round, number: int, tr: Translator) -> str:
    """The deal and its dealer; once the widow is shown, its cards too, in sight of the
    opponents until the deal ends: ``Deal 2 · Ben deals · widow A♠ K♥ 9♦``."""
    where = said_in(tr, ID, DEAL_AND_DEALER, round=number, player=rnd.players[rnd.dealer])
    if rnd.widow is None:
        return where
    widow = tr.format(N_("widow {cards}"), cards=" ".join(short(c, tr) for c in rnd.widow))
    return f"{where} · {widow}"


def _turn_text(rnd: Round, tr: Translator) -> str:
    seat = rnd.to_act
    if seat is None:
        return said_in(tr, ID, DEAL_ENDED)
    player = rnd.players[seat]
    match rnd.phase:
        case Phase.AUCTION:
            if rnd.forced:
                return tr.format(N_("{player} must bid"), player=player)
            return tr.format(N_("{player} bids or passes"), player=player)
        case Phase.WIDOW:
            return tr.format(N_("{player} shows the widow"), player=player)
        case Phase.DECIDE:
            return tr.format(N_("{player} announces the final bid"), player=player)
    return tr.format(N_("{player} to play"), player=player)


def card_label(card: Card, tr: Translator = ENGLISH) -> str:
    """A card as people say it: ``ten of hearts`` (``Herz Zehn``)."""
    return card.said(tr)


def auction_line(rnd: Round, tr: Translator = ENGLISH) -> str:
    """The auction so far (``Ben 110 · Cleo passed``), or the contract once it is over."""
    players = rnd.players
    if rnd.soloist is not None:
        soloist = players[rnd.soloist]
        if rnd.final_bid is not None:
            return tr.format(
                N_("{player} plays for {bid}"),
                player=soloist,
                bid=rnd.final_bid,
            )
        if rnd.conceded:
            return tr.format(N_("{player} said forty each"), player=soloist)
        if rnd.forced:
            return tr.format(
                N_("{player} bid {bid} in a forced game: the widow stays hidden"),
                player=soloist,
                bid=rnd.bid,
            )
        return tr.format(N_("{player} won the auction with {bid}"), player=soloist, bid=rnd.bid)
    if rnd.forced:
        return tr.format(
            N_("Both passed: {player} must bid, and takes the widow unseen"),
            player=players[rnd.eldest],
        )
    said: list[str] = []
    for seat, amount in rnd.bids:
        said.append(tr.format(N_("{player} {bid}"), player=players[seat], bid=amount))
    for seat in rnd.passed:
        said.append(tr.format(N_("{player} passed"), player=players[seat]))
    if not said:
        return tr.format(
            N_("{player} bids first (100 or more, in tens)"), player=players[rnd.rearhand]
        )
    return " · ".join(said)


def trump_line(rnd: Round, tr: Translator = ENGLISH) -> TrumpLine:
    """The trump in force with where it came from."""
    suit = rnd.trump
    text = (
        tr.format(N_("Trump: {suit}"), suit=suit_title(suit, tr))
        if suit is not None
        else tr._("No trump yet")
    )
    return TrumpLine(suit, text, rnd.trump_statement().said(tr))


def _role(rnd: Round, seat: int, tr: Translator) -> str:
    if rnd.soloist == seat:
        if rnd.final_bid is not None:
            return tr.format(N_("plays for {bid}"), bid=rnd.final_bid)
        if rnd.conceded:
            return tr._("forty each")
        return tr.format(N_("won the auction: {bid}"), bid=rnd.bid)
    if seat in rnd.passed:
        return tr._("passed")
    bids = [amount for s, amount in rnd.bids if s == seat]
    if bids:
        return tr.format(N_("bid {bid}"), bid=bids[-1])
    if seat == rnd.dealer:
        return tr._("deals")
    return ""


def player_lines(game: Game, rnd: Round, tr: Translator = ENGLISH) -> tuple[PlayerLine, ...]:
    """Each player's total, part in the auction and take so far."""
    totals = rnd.totals
    acting = rnd.to_act
    lines = []
    for seat, name in enumerate(rnd.players):
        role = _role(rnd, seat, tr)
        take = ""
        if rnd.phase in (Phase.PLAY, Phase.ENDED) and not rnd.conceded:
            parts = [
                tr.format(N_("{points} so far"), points=rnd.take(seat))
                if not rnd.ended
                else tr.format(N_("took {points}"), points=rnd.take(seat))
            ]
            parts += [
                tr.format(
                    N_("marriage of {suit} {points}"),
                    suit=suit.said(tr),
                    points=marriage_value(suit),
                )
                for suit in rnd.marriages_of(seat)
            ]
            take = " · ".join(parts)
        total = tr.format(N_("total {total}"), total=tr.number(totals[seat]))
        lines.append(
            PlayerLine(
                name=name,
                total=totals[seat],
                role=role,
                take=take,
                acting=seat == acting,
                soloist=seat == rnd.soloist,
                spoken=named(name, total, role, take),
            )
        )
    return tuple(lines)


def page_of_bids(lowest: int) -> range:
    """The page of bids that holds ``lowest``: 100–200, 210–300 or 310–400.

    >>> [page_of_bids(b)[0] for b in (100, 200, 210, 300, 310, 400)]
    [100, 100, 210, 210, 310, 310]
    """
    if lowest <= LOWEST_BID + PAGE_OF_BIDS:
        first = LOWEST_BID
    else:
        first = (lowest - LOWEST_BID - STEP) // PAGE_OF_BIDS * PAGE_OF_BIDS + LOWEST_BID + STEP
    last = LOWEST_BID + PAGE_OF_BIDS if first == LOWEST_BID else first + PAGE_OF_BIDS - STEP
    return range(first, min(last, HIGHEST_BID) + 1, STEP)


def _bid_choices(
    bids: Sequence[int], every: bool, template: str, player: str, tr: Translator
) -> tuple[TysiachaChoice, ...]:
    """The page of bids that holds the lowest legal one (with ``every``, from there to the
    highest), each said with ``template``: a bid the auction has passed keeps its spot,
    dimmed, so a spot means one bid all auction long; "More…" when higher ones are left out."""
    if not bids:
        return ()
    page = page_of_bids(bids[0])
    shown = range(page[0], HIGHEST_BID + 1, STEP) if every else page
    legal = set(bids)
    choices: list[TysiachaChoice] = [
        Choice(b, str(b), tr.format(template, player=player, bid=b), allowed=b in legal)
        for b in shown
        if b in legal or b < bids[0]
    ]
    if bids[-1] > shown[-1]:
        choices.append(Choice(MORE, tr._("More…"), tr._("Show the higher bids"), wide=True))
    return tuple(choices)


def _prompt(
    rnd: Round, lead: Card | None, widow: tuple[Card, ...], every: bool, tr: Translator
) -> TysiachaPrompt | None:
    seat = rnd.to_act
    if seat is None:
        return None
    player = rnd.players[seat]
    match rnd.phase:
        case Phase.AUCTION:
            choices = _bid_choices(rnd.legal_bids(), every, N_("{player} bids {bid}"), player, tr)
            # the most said word of an auction comes first; when the player must bid, it
            # keeps its spot, dimmed
            passing: TysiachaChoice = Choice(
                PASS,
                tr._("Pass"),
                tr.format(N_("{player} passes"), player=player),
                True,
                allowed=rnd.may_pass(),
            )
            choices = (passing, *choices)
            if rnd.may_pass():
                text = tr.format(
                    N_("{player}: a bid, or pass (for the rest of the deal)"), player=player
                )
            else:
                text = tr.format(
                    N_("Both others passed: {player} must bid (100 or more)"), player=player
                )
            return Prompt(Phase.AUCTION, text, choices, False)
        case Phase.WIDOW:
            text = tr.ngettext(
                "Tap the widow's three cards on the pad: {count} of 3 tapped.",
                "Tap the widow's three cards on the pad: {count} of 3 tapped.",
                len(widow),
            ).format(count=len(widow))
            return Prompt(Phase.WIDOW, text, (), bool(widow))
        case Phase.DECIDE:
            choices = _bid_choices(
                rnd.legal_final_bids(), every, N_("{player} plays for {bid}"), player, tr
            )
            choices += (
                Choice(
                    FORTY,
                    tr._("Forty each"),
                    tr.format(
                        N_("{player} gives up: −{bid}, the others 40 each"),
                        player=player,
                        bid=rnd.bid,
                    ),
                    True,
                ),
            )
            text = tr.format(
                N_(
                    "{player} gives each opponent a card and announces the final bid "
                    "(at least {bid}) — or gives up: forty each."
                ),
                player=player,
                bid=rnd.bid,
            )
            return Prompt(Phase.DECIDE, text, choices, False)
    if lead is None:
        return None
    suit = lead.suit
    value = marriage_value(suit)
    text = tr.format(
        N_("{player} leads {card}: with the marriage of {suit} ({points}, {suit} trump)?"),
        player=player,
        card=lead.in_sentence(tr),
        suit=suit.said(tr),
        points=value,
    )
    choices = (
        Choice(
            MARRIAGE,
            tr.format(N_("Marriage +{points}"), points=value),
            tr.format(N_("Lead it declaring the marriage of {suit}"), suit=suit.said(tr)),
            True,
        ),
        Choice(PLAIN, tr._("Just play it"), tr._("Lead it without a marriage"), True),
    )
    return Prompt(Pending.MARRIAGE, text, choices, True)


def _declared(rnd: Round, number: int, played: Played, lead: bool) -> bool:
    return lead and any(
        m.trick == number and m.seat == played.seat and m.suit is played.card.suit
        for m in rnd.marriages
    )


def _trick_cards(rnd: Round, taking: Taking | None, tr: Translator) -> tuple[TrickCard, ...]:
    number = len(rnd.tricks) + 1
    return table_model.trick_cards(
        rnd.players,
        rnd.trick,
        None if taking is None else taking.seat,
        tr,
        lambda played, lead: _declared(rnd, number, played, lead),
    )


def _pad(rnd: Round, widow: tuple[Card, ...], tr: Translator) -> tuple[FrenchPadCard, ...]:
    in_trick = {p.card for p in rnd.trick}
    playing = rnd.phase is Phase.PLAY
    choosing = rnd.phase is Phase.WIDOW
    in_widow = tr._("in the widow")
    return tuple(
        table_model.pad_card(
            card,
            (playing and card not in rnd.played) or choosing,
            in_trick,
            rnd.played,
            in_widow if card in widow else "",
            tr,
        )
        for card in PACK
    )


# ------------------------------------------------------------------ finished tricks


def past_trick(rnd: Round, index: int, tr: Translator = ENGLISH) -> PastTrick:
    """Finished trick ``index`` (0-based): its cards, who took it and why."""
    done = rnd.tricks[index]
    return table_model.french_past_trick(
        rnd.players, done, tr, lambda played, lead: _declared(rnd, done.number, played, lead)
    )


def last_trick_of_game(game: Game, tr: Translator = ENGLISH) -> PastTrick | None:
    """The last finished trick of the game's latest deal."""
    return table_model.last_trick(game.round, past_trick, tr)


@dataclass(frozen=True, slots=True)
class ReplayTrick(table_model.ReplayTrick[PastTrick]):
    """One finished trick of a Tysiacha game, to step through after the game."""

    contract: str
    takes: tuple[str, ...]
    """Each player's take once this trick was taken."""


def replay_of(game: Game, tr: Translator = ENGLISH) -> list[ReplayTrick]:
    """Every finished trick of the game, deal by deal, with why it went where it did."""
    steps = []
    for index, rnd in enumerate(game.rounds):
        points = [0] * len(rnd.players)
        for number, done in enumerate(rnd.tricks):
            points[done.taker] += done.points
            married = [
                sum(
                    marriage_value(m.suit)
                    for m in rnd.marriages
                    if m.seat == s and m.trick <= done.number
                )
                for s in range(len(rnd.players))
            ]
            takes = tuple(
                tr.format(N_("{player}: {points}"), player=name, points=points[s] + married[s])
                for s, name in enumerate(rnd.players)
            )
            trump = done.trump
            steps.append(
                ReplayTrick(
                    round_no=index + 1,
                    dealer=rnd.players[rnd.dealer],
                    contract=auction_line(rnd, tr),
                    trump=tr.format(N_("Trump: {suit}"), suit=suit_title(trump, tr))
                    if trump is not None
                    else tr._("No trump yet"),
                    trick=past_trick(rnd, number, tr),
                    takes=takes,
                )
            )
    return steps


# ------------------------------------------------------------------ ends


def _how(rnd: Round, tr: Translator) -> str:
    assert rnd.soloist is not None and rnd.bid is not None
    soloist = rnd.players[rnd.soloist]
    if rnd.conceded:
        return tr.format(
            N_("{player} said forty each: −{bid} for {player}, 40 for each opponent"),
            player=soloist,
            bid=rnd.bid,
        )
    assert rnd.final_bid is not None
    take = rnd.take(rnd.soloist)
    if rnd.made:
        return tr.format(
            N_("{player} played for {bid} and made it with {take}"),
            player=soloist,
            bid=rnd.final_bid,
            take=take,
        )
    return tr.format(
        N_("{player} played for {bid} and failed with {take}"),
        player=soloist,
        bid=rnd.final_bid,
        take=take,
    )


def round_end_of(
    game: Game, index: int | None = None, tr: Translator = ENGLISH
) -> TysiachaRoundEnd:
    """The end of deal ``index`` (0-based; the last by default), which must have ended."""
    index, rnd = table_model.ended_round(game.rounds, index)
    scores = rnd.scores()
    running = table_model.running_totals(game.players, game.round_scores(), index + 1)
    after = running[-1]
    ranks = competition_ranks([after[name] for name in rnd.players])
    rows = []
    for seat, (name, score) in enumerate(zip(rnd.players, scores, strict=True)):
        marriages = ", ".join(
            tr.format(N_("marriage of {suit} {points}"), suit=s.said(tr), points=marriage_value(s))
            for s in rnd.marriages_of(seat)
        )
        capped = False
        if rnd.conceded:
            how = tr._("gave up") if score.soloist else tr._("40 for a give-up")
            gain = 0 if score.soloist else 40
        elif score.soloist:
            how = tr.format(
                N_("played for {bid}, took {take}: made")
                if score.made
                else N_("played for {bid}, took {take}: failed"),
                bid=rnd.final_bid,
                take=score.take,
            )
            gain = score.points
        else:
            assert score.take is not None
            gain = rnd_rounded(rnd, score.take)
            how = (
                tr.format(N_("took {take}, rounded to {points}"), take=score.take, points=gain)
                if gain != score.take
                else tr.format(N_("took {take}"), take=score.take)
            )
        if not score.soloist and score.points != gain:
            capped = True
            how += " · " + tr.format(N_("capped at {cap}"), cap=CAP)
        rows.append(
            PlayerScore(
                name=name,
                soloist=score.soloist,
                take=score.take,
                marriages=marriages,
                how=how,
                points=score.points,
                capped=capped,
                total=after[name],
                rank=ranks[seat],
            )
        )
    game_over = game.finished and index == len(game.rounds) - 1
    return TysiachaRoundEnd(
        round_no=index + 1,
        rounds=None,
        how=_how(rnd, tr),
        rows=tuple(rows),
        players=rnd.players,
        running=running,
        next_dealer=None if game_over else game.players[game.dealer_of(index + 1)],
        game_over=game_over,
    )


def rnd_rounded(rnd: Round, take: int) -> int:
    """An opponent's take as it scores before the cap (rounded with the rounding variant)."""
    return rounded(take) if rnd.rounding else take


def game_end_of(game: Game, tr: Translator = ENGLISH) -> GameEnd:
    """Final standings and the winner of a finished game."""
    return final_standings(game, list(game.players), WINS_ALONE, tr)


def event_said(event: Event, tr: Translator = ENGLISH) -> str:
    """What an event was, in words: ``Ben bid 120`` (an undo or a redo names it)."""
    match event:
        case Bid(by, amount):
            return tr.format(N_("{player} bid {bid}"), player=by, bid=amount)
        case Pass(by):
            return tr.format(N_("{player} passed"), player=by)
        case Widow(by, cards):
            return tr.format(
                N_("{player} showed the widow: {cards}"),
                player=by,
                cards=tr.and_list(card_label(c, tr) for c in cards),
            )
        case Concede(by):
            return tr.format(N_("{player} said forty each"), player=by)
        case FinalBid(by, amount):
            return tr.format(N_("{player} announced the final bid {bid}"), player=by, bid=amount)
        case Play(by, card, marriage):
            if marriage:
                return tr.format(
                    N_("{player} led {card} with the marriage"),
                    player=by,
                    card=card.in_sentence(tr),
                )
            return tr.format(PLAYED, player=by, card=card.in_sentence(tr))
    return ""
