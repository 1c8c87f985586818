"""A Tysiacha game in progress at ``/game/<id>``: the table, the deal end and the game end,
and every tap's command (a bid or a pass, the widow's three cards, the final bid or "forty
each", a card, a marriage declared with the lead)."""

from __future__ import annotations

from typing import cast

from assistant.languages import N_, Translator
from assistant.states import GameState
from engine.french import Card
from engine.tysiacha import Bid, Concede, FinalBid, Game, Pass, Phase, Play, Widow
from views.game_base import GameScreenBase, GameViews, LastTrick
from views.shell import Shell, guarded
from views.tysiacha.ends import ENDS
from views.tysiacha.look import card_face
from views.tysiacha.model import (
    FORTY,
    MARRIAGE,
    MORE,
    PASS,
    Choosing,
    PastTrick,
    Pending,
    TysiachaTable,
    event_said,
    fresh_round,
    last_trick_of_game,
    table_of,
)
from views.tysiacha.table import TysiachaTableControls

WIDOW_CARDS = 3
ANSWER_FIRST = N_("First answer the question: {card} with the marriage, or without?")


def trick_lines(past: PastTrick, tr: Translator) -> list[str]:
    """Under the last trick's cards: who took it and why, and its card points."""
    return [past.why, tr.format(N_("{points} card points"), points=past.points)]


VIEWS = GameViews(ENDS, event_said, Play, LastTrick(last_trick_of_game, card_face, trick_lines))


class TysiachaScreen(GameScreenBase[Game, TysiachaTable, Choosing]):
    """The view at ``/game/<id>`` for a game of Tysiacha."""

    table: TysiachaTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.choosing = Choosing()
        """Taps held between two: a king or queen to lead, the widow so far, every bid."""
        self.table = TysiachaTableControls(self, shell.tr)
        super().__init__(shell, state, VIEWS)

    def table_now(self) -> TysiachaTable:
        """The table with the taps held."""
        return table_of(self.game, self.choosing, self.tr)

    def title_of(self, model: TysiachaTable) -> str:
        """The trick (or, before play, the deal)."""
        return self.trick_or_deal(model.phase is Phase.PLAY, model.trick_no, 8, model.deal_no)

    def forget_choices(self) -> None:
        """Forget taps half made (a new state came)."""
        self.choosing = Choosing()

    def done(self, take: bool) -> str:
        """After the card that completed a trick: who took it and why, beside an undo."""
        return self.trick_taken(take, lambda: last_trick_of_game(self.game, self.tr))

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """A card of the pad: one of the widow's three while it is entered; else played by
        the player whose turn it is — a king or queen that leads with its marriage possible
        first asks whether the marriage is declared, and until that is answered (or
        cancelled) a card tapped is said to wait and changes nothing."""
        by, model = self.actor, self.model
        if by is None or model is None:
            return
        lead = self.choosing.lead
        if lead is not None:  # the marriage question is open: the pad waits for its answer
            self.say(self.tr.format(ANSWER_FIRST, card=lead.in_sentence(self.tr)))
            self.render()
            self.refresh()
            return
        rnd = fresh_round(self.game)
        if model.phase is Phase.WIDOW:
            widow = self.choosing.widow
            if card in widow:
                self.hold(Choosing(widow=tuple(c for c in widow if c != card)))
                return
            widow = (*widow, card)
            if len(widow) < WIDOW_CARDS:
                self.hold(Choosing(widow=widow))
                return
            self.send(Widow(by, widow))
            return
        if model.phase is Phase.PLAY and not rnd.trick and rnd.may_declare(card):
            self.hold(Choosing(lead=card))
            return
        self.send(Play(by, card))

    @guarded
    def on_choice_tapped(self, value: int | str) -> None:
        """A one-tap choice: a bid, pass, a final bid, forty each, a marriage or not."""
        by, model = self.actor, self.model
        if by is None or model is None or model.prompt is None:
            return
        kind = model.prompt.kind
        if value == MORE:
            self.hold(Choosing(all_bids=True))
        elif kind is Phase.AUCTION:
            self.send(Pass(by) if value == PASS else Bid(by, cast(int, value)))
        elif kind is Phase.DECIDE:
            self.send(Concede(by) if value == FORTY else FinalBid(by, cast(int, value)))
        elif kind is Pending.MARRIAGE and self.choosing.lead is not None:
            self.send(Play(by, self.choosing.lead, marriage=value == MARRIAGE))

    @guarded
    def on_cancel_tapped(self) -> None:
        """Leave a half-made choice: the card stays on the pad, the widow is cleared."""
        self.hold(Choosing())
