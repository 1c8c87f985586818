"""View-models of a Partout table: what each screen shows, built from the engine's answers.

Pure functions from an ``engine.partout.Game`` to frozen dataclasses that the Flet screens
render. Every rule question goes to the engine (whose turn, which numbers, colors and
predictions may be named, which cards a Dungeon may lock up, who takes the trick and why,
what a team scores); this module arranges the answers and words them in the translator's
language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from assistant.languages import N_, Translator, translator
from engine.partout import Card, Color, Game, Phase, Round, Special, Trump, sorted_deck
from engine.partout.events import Event, Play, Predict, TrumpColor, TrumpNumber
from engine.partout.explain import locked_up, trump_is, why
from engine.partout.trick import Played, Source, Taking
from views import flow, table_model
from views.game_end import WINS_ALONE, GameEnd, competition_ranks, final_standings
from views.spoken import IN_TRICK, LED, PLAYED, PLAYED_BY, named
from views.table_model import Choice, Prompt

ENGLISH = translator("en")


class Pending(StrEnum):
    """A special card tapped whose choice is still to be made on the screen."""

    NONE = ""
    NUMBER = "number"
    COLOR = "color"
    TARGET = "target"


#: What each special asks for before it is played.
ASKS = {
    Special.MATHEMATICIAN: Pending.NUMBER,
    Special.ALCHEMIST: Pending.COLOR,
    Special.DUNGEON: Pending.TARGET,
}


@dataclass(frozen=True, slots=True)
class PadCard(table_model.PadCard[Card]):
    """One button of the card pad: ``playable`` once the play has begun and until it is
    played (Partout has no duty to follow); ``played`` this round and no longer in the
    trick: off the pad."""

    @property
    def chosen(self) -> bool:
        """Never tapped as one of several cards entered at once: Partout has none."""
        return False


@dataclass(frozen=True, slots=True)
class TrickCard:
    """A card in the trick with its player, what it named, and its live state."""

    player: str
    card: Card
    label: str
    choice: str
    """What a special named: ``5``, ``Green``, ``locks up King``; or ``""``."""
    takes: bool
    locked: bool
    target: bool
    """It may be tapped: the Dungeon waits for the card it locks up."""
    spoken: str
    """``Green 5, played by Ben, takes the trick so far``."""


@dataclass(frozen=True, slots=True)
class TrumpLine:
    """The trump in force and where each half of it came from."""

    number: int
    color: Color
    text: str
    """``Trump: 5 Green``."""
    origin: str
    """``5 named by Anna; Green from Ben's Alchemist in trick 3``."""
    changed: bool


@dataclass(frozen=True, slots=True)
class TeamLine:
    """A team's tally: tricks against its minimum, and what the minimum is worth."""

    name: str
    tricks: int
    minimum: int
    predictions: str
    """``Anna 2, Dan 1``, or ``""`` before anyone of the team has predicted."""
    text: str
    """``Anna & Dan: 2 of 3 tricks``."""
    worth: str
    """``3 tricks or more: a point each + 8 bonus · no trick: −3``."""
    reached: bool

    @property
    def spoken(self) -> str:
        """The line as a screen reader says it."""
        return ", ".join(x for x in (self.text, self.predictions, self.worth) if x)


PartoutChoice = Choice[int | Color]
"""A number, a color, a prediction."""
PartoutPrompt = Prompt[Pending | Phase, int | Color]
"""What the player to act chooses now: a trump number or color, a prediction, a special's
choice (which can be left: the card goes back to the pad)."""


@dataclass(frozen=True, slots=True)
class PastTrick(table_model.PastTrick[TrickCard]):
    """A finished trick: its cards, who took it and why, and what the Dungeon did."""

    locked: str


@dataclass(frozen=True, slots=True)
class PartoutTable:
    """Everything the table screen shows for one moment of a Partout round."""

    round_no: int
    rounds: int
    dealer: str
    trick_no: int
    tricks: int
    phase: Phase
    turn: str
    to_act: str | None
    where: str
    trump: TrumpLine | None
    trick: tuple[TrickCard, ...]
    so_far: str
    prompt: PartoutPrompt | None
    teams: tuple[TeamLine, ...]
    pad: tuple[PadCard, ...]
    last_trick: PastTrick | None


@dataclass(frozen=True, slots=True)
class TeamScore:
    """A team's round score with its parts."""

    name: str
    tricks: int
    minimum: int
    bonus: int
    formula: str
    points: int
    total: int
    rank: int


@dataclass(frozen=True, slots=True)
class PartoutRoundEnd:
    """The end of a round: every team's score, the trump it ended with, the next dealer."""

    round_no: int
    rounds: int
    trump: str
    rows: tuple[TeamScore, ...]
    next_dealer: str | None
    game_over: bool


# ------------------------------------------------------------------ the round in play


def table_of(
    game: Game,
    pending: Special | None = None,
    tr: Translator = ENGLISH,
) -> PartoutTable:
    """The table screen's model; ``pending`` is a special tapped whose choice is due."""
    rnd = flow.playing_round(game, Round)
    players = rnd.players
    seat = rnd.to_act
    asks = ASKS.get(pending) if pending is not None and rnd.phase is Phase.PLAY else None
    taking = rnd.would_take()
    trick = _trick_cards(rnd, taking, asks is Pending.TARGET, tr)
    number = flow.round_number(game, rnd)
    return PartoutTable(
        round_no=number,
        rounds=game.variant.rounds,
        dealer=players[rnd.dealer],
        trick_no=rnd.trick_number,
        tricks=rnd.variant.tricks,
        phase=rnd.phase,
        turn=_turn_text(rnd, asks, tr),
        to_act=None if seat is None else players[seat],
        where=tr.format(
            N_("Round {round} of {rounds} · {player} deals"),
            round=number,
            rounds=game.variant.rounds,
            player=players[rnd.dealer],
        ),
        trump=trump_line(rnd.trump, rnd, tr),
        trick=trick,
        so_far=table_model.so_far(
            None if taking is None else why(taking, rnd.trick, players).said(tr), tr
        ),
        prompt=_prompt(rnd, asks, tr),
        teams=team_lines(rnd, tr),
        pad=_pad(rnd, tr),
        last_trick=table_model.last_trick(rnd, past_trick, tr),
    )


def _turn_text(rnd: Round, asks: Pending | None, tr: Translator) -> str:
    seat = rnd.to_act
    if seat is None:
        return tr._("The round is over")
    player = rnd.players[seat]
    match rnd.phase:
        case Phase.TRUMP_NUMBER:
            return tr.format(N_("{player} names the trump number"), player=player)
        case Phase.TRUMP_COLOR:
            return tr.format(N_("{player} names the trump color"), player=player)
        case Phase.PREDICT:
            return tr.format(N_("{player} predicts"), player=player)
    match asks:
        case Pending.NUMBER:
            return tr.format(N_("{player}'s Mathematician: the new trump number"), player=player)
        case Pending.COLOR:
            return tr.format(N_("{player}'s Alchemist: the new trump color"), player=player)
        case Pending.TARGET:
            return tr.format(N_("{player}'s Dungeon: which card does it lock up?"), player=player)
    return tr.format(N_("{player} to play"), player=player)


def card_label(card: Card, tr: Translator = ENGLISH) -> str:
    """A card as people say it: ``Green 5`` (``Grün 5``), ``King`` (``König``)."""
    return card.said(tr)


def color_title(color: Color, tr: Translator = ENGLISH) -> str:
    """A color as a label: ``Black``, ``Schwarz``, ``Noir``."""
    name = color.said(tr)
    return name[:1].upper() + name[1:]


def _choice_text(played: Played, tr: Translator) -> str:
    if played.number is not None:
        return tr.format(N_("names {number}"), number=played.number)
    if played.color is not None:
        return tr.format(N_("names {color}"), color=color_title(played.color, tr))
    if played.target is not None:
        return tr.format(N_("locks up {card}"), card=card_label(played.target, tr))
    return ""


def _trick_cards(
    rnd: Round, taking: Taking | None, targets: bool, tr: Translator
) -> tuple[TrickCard, ...]:
    legal = set(rnd.legal_targets()) if targets else set()
    cards: list[TrickCard] = []
    for played in rnd.trick:
        takes = taking is not None and taking.card is not None and taking.card == played.card
        if taking is not None and taking.card is None and not cards:
            takes = True  # no card counts: the leader takes
        locked = taking is not None and taking.locked == played.card
        cards.append(
            _trick_card(
                rnd.players, played, takes, locked, played.card in legal, tr, lead=not cards
            )
        )
    return tuple(cards)


def _trick_card(
    players: Sequence[str],
    played: Played,
    takes: bool,
    locked: bool,
    target: bool,
    tr: Translator,
    lead: bool = False,
) -> TrickCard:
    label = card_label(played.card, tr)
    player = players[played.seat]
    choice = _choice_text(played, tr)
    spoken = named(
        tr.format(N_("Lock up {card}"), card=label) if target else label,
        tr.format(PLAYED_BY, player=player),
        tr._(LED) if lead else "",
        choice,
        tr._("locked up") if locked else (tr._("takes the trick so far") if takes else ""),
    )
    return TrickCard(player, played.card, label, choice, takes, locked, target, spoken)


def _source_text(source: Source, what: str, players: Sequence[str], tr: Translator) -> str:
    if source.card is None:
        return tr.format(N_("{what} named by {player}"), what=what, player=players[source.seat])
    template = (
        N_("{what} from {player}'s Mathematician in trick {trick}")
        if source.card is Special.MATHEMATICIAN
        else N_("{what} from {player}'s Alchemist in trick {trick}")
    )
    return tr.format(template, what=what, player=players[source.seat], trick=source.trick)


def trump_line(trump: Trump | None, rnd: Round, tr: Translator = ENGLISH) -> TrumpLine | None:
    """The trump in force as the screen shows it: ``None`` until both halves are named."""
    if trump is None:
        return None
    color = color_title(trump.color, tr)
    origin = tr.format(
        N_("{number}; {color}"),
        number=_source_text(trump.number_from, str(trump.number), rnd.players, tr),
        color=_source_text(trump.color_from, color, rnd.players, tr),
    )
    return TrumpLine(
        number=trump.number,
        color=trump.color,
        text=trump_is(trump).said(tr),
        origin=origin,
        changed=trump.changed,
    )


def team_lines(rnd: Round, tr: Translator = ENGLISH) -> tuple[TeamLine, ...]:
    """Each team's tally against its minimum and what that minimum is worth."""
    lines = []
    minimums, tricks, scores = rnd.minimums(), rnd.team_tricks(), rnd.scores()
    for index, team in enumerate(rnd.teams):
        said = [
            tr.format(N_("{player} {tricks}"), player=rnd.players[s], tricks=rnd.predictions[s])
            for s in team.seats
            if s in rnd.predictions
        ]
        minimum, taken = minimums[index], tricks[index]
        predicted = any(s in rnd.predictions for s in team.seats)
        if predicted:
            text = tr.ngettext(
                "{team}: {tricks} of {minimum} trick",
                "{team}: {tricks} of {minimum} tricks",
                minimum,
            ).format(team=team.name, tricks=taken, minimum=minimum)
        else:
            text = tr.ngettext("{team}: {tricks} trick", "{team}: {tricks} tricks", taken).format(
                team=team.name, tricks=taken
            )
        lines.append(
            TeamLine(
                name=team.name,
                tricks=taken,
                minimum=minimum,
                predictions=", ".join(said),
                text=text,
                worth=worth(rnd, minimum, tr) if predicted else "",
                reached=scores[index].reached,
            )
        )
    return tuple(lines)


def worth(rnd: Round, minimum: int, tr: Translator = ENGLISH) -> str:
    """What a minimum is worth, in words: ``3 tricks or more: a point each + 8 bonus · no
    trick: −3``."""
    if minimum == 0:
        return tr._("minimum 0: a point per trick, no bonus")
    if minimum > rnd.variant.tricks:  # more than the round deals: no bonus can be earned
        return tr.ngettext(
            "{minimum} trick or more: out of reach, {tricks} tricks a round · no trick: −{minimum}",
            "{minimum} tricks or more: out of reach, {tricks} tricks a round"
            " · no trick: −{minimum}",
            minimum,
        ).format(minimum=minimum, tricks=rnd.variant.tricks)
    bonus = rnd.variant.bonus_for(minimum)
    return tr.ngettext(
        "{minimum} trick or more: a point each + {bonus} bonus · no trick: −{minimum}",
        "{minimum} tricks or more: a point each + {bonus} bonus · no trick: −{minimum}",
        minimum,
    ).format(minimum=minimum, bonus=bonus)


def _prompt(rnd: Round, asks: Pending | None, tr: Translator) -> PartoutPrompt | None:
    match rnd.phase:
        case Phase.TRUMP_NUMBER:
            numbers = tuple(
                Choice(n, str(n), tr.format(N_("Trump number {number}"), number=n))
                for n in rnd.legal_numbers()
            )
            return Prompt(Phase.TRUMP_NUMBER, tr._("Tap the trump number."), numbers, False)
        case Phase.TRUMP_COLOR:
            colors = tuple(
                _color_choice(c, N_("Trump color {color}"), tr) for c in rnd.legal_colors()
            )
            text = tr.format(
                N_("{number} is the trump number. Tap the trump color."), number=rnd.number
            )
            return Prompt(Phase.TRUMP_COLOR, text, colors, False)
        case Phase.PREDICT:
            assert rnd.to_act is not None
            player = rnd.players[rnd.to_act]
            choices = tuple(
                Choice(
                    n,
                    str(n),
                    tr.ngettext(
                        "{player} predicts {count} trick", "{player} predicts {count} tricks", n
                    ).format(player=player, count=n),
                )
                for n in rnd.legal_predictions()
            )
            text = tr.format(N_("How many tricks will {player} take?"), player=player)
            return Prompt(Phase.PREDICT, text, choices, False)
    match asks:
        case Pending.NUMBER:
            numbers = tuple(
                Choice(n, str(n), tr.format(N_("New trump number {number}"), number=n))
                for n in rnd.legal_numbers()
            )
            text = tr._("Tap the new trump number: it counts for this whole trick and the rest.")
            return Prompt(Pending.NUMBER, text, numbers, True)
        case Pending.COLOR:
            colors = tuple(
                _color_choice(c, N_("New trump color {color}"), tr) for c in rnd.legal_colors()
            )
            text = tr._("Tap the new trump color: it counts for this whole trick and the rest.")
            return Prompt(Pending.COLOR, text, colors, True)
        case Pending.TARGET:
            text = tr._("Tap the card in the trick that the Dungeon locks up.")
            return Prompt(Pending.TARGET, text, (), True)
    return None


def _color_choice(color: Color, template: str, tr: Translator) -> PartoutChoice:
    title = color_title(color, tr)
    return Choice(color, title, tr.format(template, color=title))


def _pad(rnd: Round, tr: Translator) -> tuple[PadCard, ...]:
    playing = rnd.phase is Phase.PLAY
    in_trick = {p.card for p in rnd.trick}
    return tuple(
        PadCard(
            card,
            named(card_label(card, tr), tr._(IN_TRICK) if card in in_trick else ""),
            playing and card not in rnd.played,
            card in in_trick,
            card in rnd.played and card not in in_trick,
        )
        for card in sorted_deck(rnd.n)
    )


# ------------------------------------------------------------------ finished tricks


def past_trick(rnd: Round, index: int, tr: Translator = ENGLISH) -> PastTrick:
    """Finished trick ``index`` (0-based): its cards, who took it and why."""
    done = rnd.tricks[index]
    taking = done.taking
    cards = tuple(
        _trick_card(
            rnd.players,
            played,
            taking.card == played.card if taking.card is not None else played is done.cards[0],
            taking.locked == played.card,
            False,
            tr,
            lead=played is done.cards[0],
        )
        for played in done.cards
    )
    lock = locked_up(taking)
    return PastTrick(
        number=done.number,
        cards=cards,
        taker=rnd.players[taking.seat],
        why=why(taking, done.cards, rnd.players).said(tr),
        locked=lock.said(tr) if lock is not None else "",
    )


def last_trick_of_game(game: Game, tr: Translator = ENGLISH) -> PastTrick | None:
    """The last finished trick of the game's latest round."""
    return table_model.last_trick(game.round, past_trick, tr)


@dataclass(frozen=True, slots=True)
class ReplayTrick(table_model.ReplayTrick[PastTrick]):
    """One finished trick of a Partout game, to step through after the game; its trump the
    one in force for it (``5 is the trump number, green the trump color.``)."""

    tallies: tuple[str, ...]
    """Each team's tricks against its minimum once this trick was taken."""


def replay_of(game: Game, tr: Translator = ENGLISH) -> list[ReplayTrick]:
    """Every finished trick of the game, round by round, with why it went where it did."""
    steps = []
    for index, rnd in enumerate(game.rounds):
        minimums = rnd.minimums()
        taken = [0] * len(rnd.teams)
        for number, done in enumerate(rnd.tricks):
            taken[rnd.team_of(done.taker)] += 1
            tallies = tuple(
                tr.ngettext(
                    "{team}: {tricks} of {minimum} trick",
                    "{team}: {tricks} of {minimum} tricks",
                    minimums[t],
                ).format(team=team.name, tricks=taken[t], minimum=minimums[t])
                for t, team in enumerate(rnd.teams)
            )
            steps.append(
                ReplayTrick(
                    round_no=index + 1,
                    dealer=rnd.players[rnd.dealer],
                    trump=trump_is(done.taking.trump).said(tr),
                    trick=past_trick(rnd, number, tr),
                    tallies=tallies,
                )
            )
    return steps


# ------------------------------------------------------------------ ends


def round_end_of(game: Game, index: int | None = None, tr: Translator = ENGLISH) -> PartoutRoundEnd:
    """The end of round ``index`` (0-based; the last by default), which must have ended."""
    index, rnd = table_model.ended_round(game.rounds, index, "round")
    totals = [0] * len(game.teams)
    for points in game.round_scores()[: index + 1]:
        if points is not None:
            for team, p in enumerate(points):
                totals[team] += p
    scores = rnd.scores()
    ranks = competition_ranks([s.points for s in scores])
    rows = tuple(
        TeamScore(
            name=team.name,
            tricks=sc.tricks,
            minimum=sc.minimum,
            bonus=sc.bonus,
            formula=sc.formula,
            points=sc.points,
            total=totals[i],
            rank=ranks[i],
        )
        for i, (team, sc) in enumerate(zip(game.teams, scores, strict=True))
    )
    game_over = index + 1 == game.variant.rounds
    trump = rnd.final_trump
    return PartoutRoundEnd(
        round_no=index + 1,
        rounds=game.variant.rounds,
        trump=trump_is(trump).said(tr) if trump is not None else "",
        rows=rows,
        next_dealer=None if game_over else game.players[game.dealer_of(index + 1)],
        game_over=game_over,
    )


def game_end_of(game: Game, tr: Translator = ENGLISH) -> GameEnd:
    """Final standings of the teams and the winners of a finished game."""
    alone = WINS_ALONE if game.variant.players == 3 else TEAM_WINS
    return final_standings(game, [t.name for t in game.teams], alone, tr)


TEAM_WINS = N_("{team} win with {points} points")


def event_said(event: Event, tr: Translator = ENGLISH) -> str:
    """What an event was, in words: ``Ben played the King`` (an undo or a redo names it)."""
    match event:
        case TrumpNumber(by, number):
            return tr.format(
                N_("{player} named the trump number {number}"), player=by, number=number
            )
        case TrumpColor(by, color):
            return tr.format(
                N_("{player} named the trump color {color}"),
                player=by,
                color=color_title(color, tr),
            )
        case Predict(by, tricks):
            return tr.ngettext(
                "{player} predicted {count} trick", "{player} predicted {count} tricks", tricks
            ).format(player=by, count=tricks)
        case Play(by, Special() as special):
            return tr.format(SPECIAL_PLAYED[special], player=by)
        case Play(by, card):
            return tr.format(PLAYED, player=by, card=card.said(tr))
    return ""


SPECIAL_PLAYED: dict[Special, str] = {
    Special.KING: N_("{player} played the King"),
    Special.QUEEN: N_("{player} played the Queen"),
    Special.HARLEQUIN: N_("{player} played the Harlequin"),
    Special.MATHEMATICIAN: N_("{player} played the Mathematician"),
    Special.ALCHEMIST: N_("{player} played the Alchemist"),
    Special.DUNGEON: N_("{player} played the Dungeon"),
}
"""A special played, said whole: its article differs by language and by card (der König,
die Königin; le Roi, la Reine)."""
