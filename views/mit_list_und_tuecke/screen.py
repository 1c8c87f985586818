"""A game in progress: the table, the round end and the game end, and every tap's command."""

from __future__ import annotations

from assistant.languages import N_, NP_
from assistant.states import GameState
from engine.mit_list_und_tuecke import COLORS, Card, Color, Game, Play
from engine.mit_list_und_tuecke.cards import highest_number
from views.game_base import RELOADED, GameScreenBase, GameViews, LastTrick
from views.mit_list_und_tuecke.ends import ENDS
from views.mit_list_und_tuecke.look import card_face
from views.mit_list_und_tuecke.model import (
    Table,
    event_said,
    last_trick_of_game,
    table_of,
)
from views.mit_list_und_tuecke.table import TableScreen
from views.shell import Shell, guarded

__all__ = ["RELOADED", "GameScreen"]

TAKE_FIRST = NP_(
    "{player} must first take {count} card of this trick: tap it in the trick.",
    "{player} must first take {count} cards of this trick: tap them in the trick.",
)
KEEP_FIRST = N_("{player} must first choose two colors to keep.")


VIEWS = GameViews(
    ENDS,
    event_said,
    Play,
    LastTrick(
        last_trick_of_game,
        lambda card, _: card_face(card.color, card.number),
        lambda past, _: [past.summary],
    ),
)


class GameScreen(GameScreenBase[Game, Table, None]):
    """The view at ``/game/<id>`` for Mit List und Tücke: renders the game's state and sends
    each tap as a command."""

    table: TableScreen

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.cards: list[Card] = []
        self.colors: list[Color] = []
        n = len(state.players)
        self.table = TableScreen(self, {c: highest_number(c, n) for c in COLORS}, n, shell.tr)
        super().__init__(shell, state, VIEWS)

    def table_now(self) -> Table:
        """The table with the cards of a take and the colors of a keep chosen so far."""
        return table_of(self.game, self.state.show_counts, self.cards, self.colors, self.tr)

    def title_of(self, model: Table) -> str:
        """The trick."""
        return self.trick_of(model.trick_no, model.tricks)

    def forget_choices(self) -> None:
        """Forget the cards of a take and the colors of a keep half chosen."""
        self.cards = []
        self.colors = []

    def done(self, take: bool) -> str:
        """After a take: what it did (said beside an undo button)."""
        past = last_trick_of_game(self.state.game, self.tr) if take else None
        return past.summary if past is not None else ""

    def choice_due(self) -> str:
        """Who must choose before anyone plays, said without blaming the next player."""
        if self.model is None:
            return ""
        if self.model.take is not None:
            take = self.model.take
            said = self.tr.ngettext(*TAKE_FIRST, take.count)
            return said.format(player=take.taker, count=take.count)
        if self.model.keep is not None:
            return self.tr.format(KEEP_FIRST, player=self.model.keep.player)
        return ""

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """Play the card for the player whose turn it is (the engine says if it may not).
        While a take or a color choice is due it is nobody's turn: say who must act."""
        if self.model is None:
            return
        due = self.choice_due()
        if due:
            self.say(due)
            self.render()
            self.refresh()
            return
        game_id, by, service = self.state.game_id, self.model.to_play, self.shell.service
        self.run(lambda seq: service.play(game_id, by, card, expected_seq=seq))

    @guarded
    def on_trick_card_tapped(self, card: Card) -> None:
        """The first taker picks a card (again: puts it back); the last pick takes them."""
        take = self.model.take if self.model is not None else None
        if take is None:
            return
        self.message = ""  # the choosing has begun: what was said before it is done with
        if card in self.cards:
            self.cards.remove(card)
        else:
            self.cards.append(card)
        if len(self.cards) < take.count:
            self.render()
            self.refresh()
            return
        game_id, by, cards, service = (
            self.state.game_id,
            take.taker,
            tuple(self.cards),
            self.shell.service,
        )
        self.run(lambda seq: service.take(game_id, by, cards, expected_seq=seq), take=True)

    @guarded
    def on_keep_color_tapped(self, color: Color) -> None:
        """A color to keep (again: not); the second color commits the choice."""
        keep = self.model.keep if self.model is not None else None
        if keep is None:
            return
        if color in self.colors:
            self.colors.remove(color)
        else:
            self.colors.append(color)
        if len(self.colors) < 2:
            self.render()
            self.refresh()
            return
        game_id, by, colors, service = (
            self.state.game_id,
            keep.player,
            tuple(self.colors),
            self.shell.service,
        )
        self.run(lambda seq: service.keep(game_id, by, colors, expected_seq=seq))

    @guarded
    def on_blocked_tapped(self) -> None:
        """Ask, then claim that the player to play is blocked."""
        offer = self.model.blocked if self.model is not None else None
        if offer is None:
            return
        game_id, by, service = self.state.game_id, offer.player, self.shell.service

        @guarded
        def on_blocked_confirmed() -> None:
            self.run(lambda seq: service.blocked(game_id, by, expected_seq=seq))

        tr = self.tr
        # about the table as it stands: withdrawn if another device changes the game
        self.question = self.shell.confirm(
            tr.format(N_("{player} is blocked?"), player=by),
            offer.question,
            tr._("Yes, blocked"),
            on_blocked_confirmed,
        )
