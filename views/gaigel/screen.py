"""A Gaigel sitting in progress at ``/game/<id>``: the table, the deal end with the evening's
tally, and every tap's command (the turn-up, a trick's taker and counters, a marriage, a
card, the dix, a claim).

A sitting has no last deal: after each deal the deal end shows the sum line by line and
each player's game points so far, and "next round" deals again.
"""

from __future__ import annotations

import flet as ft

from assistant.errors import InputError
from assistant.games.gaigel.kind import WAY
from assistant.languages import N_
from assistant.states import GameState
from engine.french import Card, Suit
from engine.gaigel import (
    TRICKS,
    Claim,
    ClaimKind,
    Exchange,
    Game,
    Marriage,
    Phase,
    Play,
    Reserve,
    Settle,
    Trick,
    TurnUp,
)
from views.flow import Screen
from views.gaigel.ends import END_SITTING, END_WHY, ENDS
from views.gaigel.model import (
    BACK,
    DIGITS,
    EXCHANGE,
    OK,
    OUT_ACTION,
    RESERVE,
    UNDERGAIGEL,
    Choosing,
    GaigelTable,
    Settlement,
    Way,
    event_said,
    fresh_round,
    last_trick_said,
    likely_first,
    settlements,
    table_of,
)
from views.gaigel.table import GaigelTableControls
from views.game_base import GameScreenBase, GameViews, last_event
from views.labelled import icon_button
from views.shell import Shell, guarded

ENDED = "ended"
"""What other tabs hear when the sitting ended (no new log row: its sequence is the same)."""
SETTLE_WHY = N_("Five Sevens shown, or a deal played on Sevens: the table enters who won the deal.")
WHO_FIRST = N_("Tap who acts first: one of the four names.")
#: Who does an action tapped with no player chosen: asked at once.
WHO_DOES = {
    OUT_ACTION: N_("Who claims Out!?"),
    UNDERGAIGEL: N_("Who points out the undergaigel?"),
    EXCHANGE: N_("Who takes the turn-up for the dix?"),
    RESERVE: N_("Who lays the dix under the turn-up?"),
}
COUNTERS_FIRST = N_("Enter the trick's counters on the number pad, then OK.")


VIEWS = GameViews(ENDS, event_said, Play)


class GaigelScreen(GameScreenBase[Game, GaigelTable, Choosing]):
    """The view at ``/game/<id>`` for a sitting of Gaigel."""

    table: GaigelTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        chosen = Way.CARDS if state.house_rules.get(WAY) == Way.CARDS else Way.TRICKS
        self.choosing = Choosing(way=chosen)
        """Taps held between two: who acts, the counters typed, how the deal is recorded
        (as chosen at New game, until the table taps the other way)."""
        self.table = GaigelTableControls(self, shell.tr)
        settle = icon_button(
            ft.Icons.HANDSHAKE, shell.tr._("The table settles the deal"), self.on_settle_tapped
        )
        super().__init__(shell, state, VIEWS, [settle])

    def screen_now(self) -> Screen:
        """The table while a deal runs (or the next is due), else the deal's end: a sitting
        has no last deal."""
        current = self.game.round
        if current is None or not current.ended or self.next_round:
            return Screen.TABLE
        return Screen.ROUND_END

    def table_now(self) -> GaigelTable:
        """The table with the taps held, each side's count shown if the table chose so."""
        return table_of(self.game, self.choosing, self.state.show_counts, self.tr)

    def title_of(self, model: GaigelTable) -> str:
        """The trick (or the deal)."""
        return self.trick_or_deal(model.phase is Phase.PLAY, model.trick_no, TRICKS, model.deal_no)

    @property
    def sitting_over(self) -> bool:
        """Whether the table ended the sitting (its deal end then says who won)."""
        return self.state.finished

    def adopt(self, state: GameState) -> None:
        """Take a new state; a deal that began with this command shows its own end, even one
        the table settled at once."""
        deals = len(self.game.rounds)
        super().adopt(state)
        if len(self.game.rounds) != deals:
            self.next_round = False

    def forget_choices(self) -> None:
        """Forget taps half made (a new state came); how deals are recorded stays."""
        self.choosing = Choosing(way=self.choosing.way)

    def done(self, take: bool) -> str:
        """What the command just did (who took the trick), beside an undo."""
        current = self.game.round
        if current is None or current.ended:
            return ""
        event = last_event(self.game)
        if isinstance(event, Trick | Play) and current.tricks and not current.trick:
            return last_trick_said(current, self.tr)
        return self.event_said(event)

    # -------------------------------------------------------------- commands

    def ask(self, message: str) -> None:
        """Say what is missing before a tap can be sent (nothing is sent)."""
        self.note = ""
        self.say(self.tr._(message))
        self.render()
        self.refresh()

    def who(self) -> str | None:
        """The player chosen to act, or ``None`` after asking for one."""
        who = self.model.who_acts if self.model is not None else None
        if who is None:
            self.ask(WHO_FIRST)
        return who

    # -------------------------------------------------------------- handlers

    @guarded
    def on_who_tapped(self, name: str) -> None:
        """The player who acts next (a second tap lets go)."""
        who = None if self.choosing.who == name else name
        self.hold(Choosing(who, self.choosing.digits, self.choosing.way, self.choosing.marriage))

    @guarded
    def on_digit_tapped(self, key: str) -> None:
        """A digit of the trick's counters, a digit taken back, or OK: the trick is taken."""
        c = self.choosing
        if key == BACK:
            self.hold(Choosing(c.who, c.digits[:-1], c.way, c.marriage))
        elif key == OK:
            who = self.who()
            if who is None:
                return
            if not c.digits:
                self.ask(COUNTERS_FIRST)
                return
            self.send(Trick(who, int(c.digits)))
        elif len(c.digits) < DIGITS:
            digits = (c.digits + key).lstrip("0") or "0"
            self.hold(Choosing(c.who, digits, c.way, c.marriage))

    @guarded
    def on_marriage_tapped(self, suit: Suit) -> None:
        """The chosen player shows the marriage of ``suit``."""
        who = self.who()
        if who is not None:
            self.send(Marriage(who, suit))

    @guarded
    def on_marriage_next_tapped(self) -> None:
        """Card by card: the next card played shows its marriage (or not, tapped again)."""
        c = self.choosing
        self.hold(Choosing(c.who, c.digits, c.way, not c.marriage))

    @guarded
    def on_way_tapped(self, way: Way) -> None:
        """How this deal is recorded: by announcements or card by card."""
        c = self.choosing
        self.hold(Choosing(c.who, c.digits, way, False))

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """A card of the pad: the turn-up, turned by the dealer; then (card by card) played
        by the player whose turn it is, with its marriage if that was ticked."""
        rnd = fresh_round(self.game)
        if rnd.phase is Phase.TURN_UP:
            self.send(TurnUp(rnd.players[rnd.dealer], card))
            return
        self.send(Play(rnd.players[rnd.to_play], card, marriage=self.choosing.marriage))

    @guarded
    def on_action_tapped(self, value: str) -> None:
        """The dix (exchange or reserve), an undergaigel pointed out, or "Out!": by the player
        chosen, or asked for at once (the likeliest first) when none is."""
        who = self.model.who_acts if self.model is not None else None
        if who is None:
            self.ask_who(value)
            return
        self.act(value, who)

    def ask_who(self, value: str) -> None:
        """Ask who does ``value``, in one step: the four names, the likeliest first."""
        tr = self.tr

        def chosen(name: str) -> None:
            self.shell.page.pop_dialog()
            self.act(value, name)

        names = likely_first(fresh_round(self.game), value)
        buttons: list[ft.Control] = [
            (ft.FilledButton if index == 0 else ft.OutlinedButton)(
                content=name, on_click=lambda _, n=name: chosen(n), height=48
            )
            for index, name in enumerate(names)
        ]
        body = ft.Column(buttons, spacing=8, tight=True)
        # about the table as it stands: withdrawn if another device changes the game
        self.question = self.shell.info(tr._(WHO_DOES[value]), body)

    @guarded
    def act(self, value: str, who: str) -> None:
        """Send what ``who`` does: the dix, an undergaigel pointed out, or "Out!"."""
        if value == OUT_ACTION:
            self.send(Claim(who, ClaimKind.OUT))
        elif value == UNDERGAIGEL:
            self.send(Claim(who, ClaimKind.UNDERGAIGEL))
        elif value == EXCHANGE:
            self.send(Exchange(who))
        elif value == RESERVE:
            self.send(Reserve(who))

    @guarded
    def on_end_tapped(self) -> None:
        """The table stops playing: asked once, then the sitting ends with its tally."""
        tr = self.tr

        def end() -> None:
            try:
                self.shell.service.end_sitting(self.state.game_id)
                self.adopt(self.shell.service.game(self.state.game_id))
            except InputError as exc:
                self.shell.toast(self.shell.error_text(exc))
            self.render()
            self.refresh()
            self.shell.page.pubsub.send_others_on_topic(self.topic, ENDED)

        self.shell.confirm(tr._(END_SITTING), tr._(END_WHY), tr._(END_SITTING), end)

    @guarded
    def on_settle_tapped(self, _: object = None) -> None:
        """Offer the results the table may enter itself; one tap settles the deal."""
        tr = self.tr

        def settle(chosen: Settlement) -> None:
            self.shell.page.pop_dialog()
            self.send(Settle(chosen.by, chosen.kind))

        buttons: list[ft.Control] = [
            ft.OutlinedButton(content=s.label, on_click=lambda _, s=s: settle(s))
            for s in settlements(self.game, tr)
        ]
        body = ft.Column([ft.Text(tr._(SETTLE_WHY), size=14), *buttons], spacing=8, tight=True)
        # about the table as it stands: withdrawn if another device changes the game
        self.question = self.shell.info(tr._("The table settles the deal"), body)
