"""A Partout game in progress at ``/game/<id>``: the table, the round end and the game end,
and every tap's command (a trump number, a trump color, a prediction, a card with its
special's choice)."""

from __future__ import annotations

from typing import cast

from assistant.languages import N_, Translator
from assistant.states import GameState
from engine.partout import (
    Card,
    Color,
    Game,
    Phase,
    Play,
    Predict,
    Special,
    TrumpColor,
    TrumpNumber,
)
from views.game_base import GameScreenBase, GameViews, LastTrick
from views.partout.ends import ENDS
from views.partout.look import card_face
from views.partout.model import (
    ASKS,
    PartoutTable,
    PastTrick,
    Pending,
    event_said,
    last_trick_of_game,
    table_of,
)
from views.partout.table import PartoutTableControls
from views.shell import Shell, guarded


def trick_lines(past: PastTrick, tr: Translator) -> list[str]:
    """Under the last trick's cards: who took it and why, and what a Dungeon locked up."""
    return [past.why, *([past.locked] if past.locked else [])]


VIEWS = GameViews(
    ENDS,
    event_said,
    Play,
    LastTrick(last_trick_of_game, lambda card, _: card_face(card), trick_lines),
)


class PartoutScreen(GameScreenBase[Game, PartoutTable, Special | None]):
    """The view at ``/game/<id>`` for a game of Partout."""

    table: PartoutTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.choosing = None
        """A Mathematician, Alchemist or Dungeon tapped: its choice is due on the screen."""
        self.table = PartoutTableControls(self, len(state.players), shell.tr)
        super().__init__(shell, state, VIEWS)

    def table_now(self) -> PartoutTable:
        """The table with a special's choice due."""
        return table_of(self.game, self.choosing, self.tr)

    def title_of(self, model: PartoutTable) -> str:
        """The trick (or, before it, the round)."""
        if model.phase is Phase.PLAY:
            return self.trick_of(model.trick_no, model.tricks)
        return self.tr.format(
            N_("Round {round} of {rounds}"), round=model.round_no, rounds=model.rounds
        )

    def forget_choices(self) -> None:
        """Forget a special's choice half made."""
        self.choosing = None

    def done(self, take: bool) -> str:
        """After the card that completed a trick: who took it and why, beside an undo."""
        return self.trick_taken(take, lambda: last_trick_of_game(self.game, self.tr))

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """Play the card for the player whose turn it is; a Mathematician, Alchemist or
        Dungeon (with a card in the trick to lock up) first asks for its choice."""
        by = self.actor
        model = self.model
        if by is None or model is None:
            return
        asks = ASKS.get(card) if isinstance(card, Special) else None
        leads = asks is Pending.TARGET and not model.trick  # a Dungeon that leads locks nothing
        if asks is not None and model.phase is Phase.PLAY and not leads:
            self.hold(cast(Special, card))
            return
        self.send(Play(by, card))

    @guarded
    def on_choice_tapped(self, value: int | Color) -> None:
        """A one-tap choice: the trump number or color, a prediction, a special's choice."""
        by, model = self.actor, self.model
        if by is None or model is None or model.prompt is None:
            return
        kind = model.prompt.kind
        if kind is Phase.TRUMP_NUMBER and isinstance(value, int):
            self.send(TrumpNumber(by, value))
        elif kind is Phase.TRUMP_COLOR and isinstance(value, Color):
            self.send(TrumpColor(by, value))
        elif kind is Phase.PREDICT and isinstance(value, int):
            self.send(Predict(by, value))
        elif kind is Pending.NUMBER and isinstance(value, int):
            self.send(Play(by, Special.MATHEMATICIAN, number=value))
        elif kind is Pending.COLOR and isinstance(value, Color):
            self.send(Play(by, Special.ALCHEMIST, color=value))

    @guarded
    def on_trick_card_tapped(self, card: Card) -> None:
        """The Dungeon locks up the card tapped in the trick."""
        by = self.actor
        if by is None or self.choosing is not Special.DUNGEON:
            return
        self.send(Play(by, Special.DUNGEON, target=card))

    @guarded
    def on_cancel_tapped(self) -> None:
        """Leave a special's choice: the card stays on the pad."""
        self.choosing = None
        self.render()
        self.refresh()
