"""The replay of a game: trick by trick, who played what, who took what, the stacks after."""

from __future__ import annotations

import flet as ft

from assistant.games.kinds import kind_of_game
from assistant.languages import N_
from assistant.looking_back.summaries import ReplayStep
from engine.mit_list_und_tuecke import COLORS, Stacks
from views.labelled import icon_button
from views.looking_back import READING_WIDTH, say_error, words
from views.mit_list_und_tuecke.look import card_face, color_badge
from views.mit_list_und_tuecke.model import LED, Mark, card_spoken
from views.partout.replay import PartoutReplayScreen
from views.shell import Shell


class ReplayScreen:
    """Steps through the service's replay steps with previous and next (no rule decided here)."""

    def __init__(self, shell: Shell, game_id: int, step: int = 0) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.game_id = game_id
        self.steps = shell.service.game_replay(game_id)
        self.index = min(max(step, 0), max(len(self.steps) - 1, 0))
        self.body = ft.Column(spacing=8)
        self.position = ft.Text(size=15, weight=ft.FontWeight.BOLD, expand=True)
        self.previous = icon_button(
            ft.Icons.CHEVRON_LEFT, tr._("Previous trick"), self.on_previous_tapped
        )
        self.next = icon_button(ft.Icons.CHEVRON_RIGHT, tr._("Next trick"), self.on_next_tapped)
        bar = ft.Row([self.previous, self.position, self.next], width=READING_WIDTH)
        self.show()
        self.view = ft.View(
            route=f"/played/{game_id}/replay",
            appbar=ft.AppBar(title=ft.Text(tr.format(N_("Replay of game {game}"), game=game_id))),
            controls=[bar, ft.ListView([self.body], expand=True, width=READING_WIDTH)],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def on_previous_tapped(self, _: object) -> None:
        """One trick back."""
        self.move(-1)

    def on_next_tapped(self, _: object) -> None:
        """One trick on."""
        self.move(1)

    def move(self, by: int) -> None:
        """Show the step ``by`` away, if there is one."""
        try:
            target = self.index + by
            if 0 <= target < len(self.steps):
                self.index = target
                self.show()
                self.view.update()
        except Exception as exc:
            say_error(self.shell, exc)

    def show(self) -> None:
        """Fill the screen with the current step."""
        tr = self.tr
        if not self.steps:
            self.position.value = tr._("No trick has been played yet.")
            self.body.controls = []
            return
        step = self.steps[self.index]
        self.position.value = tr.format(
            N_("Round {round}, trick {trick} ({n} of {total})"),
            round=step.round_no,
            trick=step.trick_no,
            n=self.index + 1,
            total=len(self.steps),
        )
        self.previous.content.disabled = self.index == 0  # type: ignore[union-attr]
        self.next.content.disabled = self.index == len(self.steps) - 1  # type: ignore[union-attr]
        self.body.controls = [
            ft.Text(tr.format(N_("{dealer} dealt this round."), dealer=step.dealer), size=13),
            ft.Row(
                [self.play(step, index) for index in range(len(step.plays))],
                wrap=True,
                spacing=8,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            *[ft.Text(line, size=15) for line in self.outcome(step)],
            ft.Text(tr._("Stacks after the trick"), size=16, weight=ft.FontWeight.BOLD),
            *[self.stacks(name, s) for name, s in step.stacks_after.items()],
        ]

    def play(self, step: ReplayStep, index: int) -> ft.Control:
        """A played card under its player's name; the card that led is framed and says so."""
        tr = self.tr
        name, card = step.plays[index]
        lead = index == 0
        mark = Mark.NONE
        if name == step.first_taker:
            mark = Mark.FIRST
        elif name == step.second_taker:
            mark = Mark.SECOND
        face = card_face(card.color, card.number, size=16)
        if lead:
            face.border = ft.Border.all(3, ft.Colors.ON_SURFACE)
        parts: list[ft.Control] = [ft.Text(name, size=13), face]
        if lead:
            parts.append(ft.Text(tr._(LED), size=12, weight=ft.FontWeight.BOLD))
        return ft.Semantics(
            label=card_spoken(tr, card, name, lead, mark),
            exclude_semantics=True,
            content=ft.Column(
                parts,
                spacing=2,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
        )

    def outcome(self, step: ReplayStep) -> list[str]:
        """Who took what, who kept which colors, or who was blocked, in sentences."""
        tr = self.tr
        if step.blocked is not None:
            return [tr.format(N_("{player} was blocked: the round ends."), player=step.blocked)]
        lines = []
        if step.first_taker is not None:
            lines.append(
                tr.format(
                    N_("{player} took {cards}."),
                    player=step.first_taker,
                    cards=tr.card_list(step.chosen),
                )
            )
        if step.second_taker is not None and step.rest:
            lines.append(
                tr.format(
                    N_("{player} took {cards}."),
                    player=step.second_taker,
                    cards=tr.card_list(step.rest),
                )
            )
        elif step.rest:
            lines.append(tr.format(N_("{cards} went out of play."), cards=tr.card_list(step.rest)))
        for player, colors in step.keeps:
            lines.append(
                tr.format(
                    N_("{player} keeps {colors}."),
                    player=player,
                    colors=tr.and_list(tr.color_title(c) for c in COLORS if c in colors),
                )
            )
        return lines

    def stacks(self, name: str, s: Stacks) -> ft.Control:
        """``Anna  ■B 3 ●R 2  pile 1``; kept colors locked."""
        tr = self.tr
        kept = s.kept or ()
        parts: list[ft.Control] = [ft.Text(name, size=14, weight=ft.FontWeight.BOLD, width=90)]
        parts += [color_badge(c, s.open[c], kept=c in kept) for c in COLORS if s.open.get(c)]
        if s.discarded:
            parts.append(ft.Text(tr.format(N_("pile {n}"), n=s.discarded), size=12, italic=True))
        if not s.total:
            parts.append(ft.Text(tr._("no cards"), size=12, italic=True))
        return ft.Row(parts, wrap=True, spacing=4)


def replay_view(shell: Shell, game_id: int, step: int = 0) -> ft.View:
    """The replay screen of a card-by-card game of either kind."""
    state = shell.service.game(game_id)
    if kind_of_game(state.game).ID == "partout":
        return PartoutReplayScreen(shell, state, step).view
    return ReplayScreen(shell, game_id, step).view
