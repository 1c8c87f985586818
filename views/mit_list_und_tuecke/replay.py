"""The replay of a game: trick by trick, who played what, who took what, the stacks after."""

from __future__ import annotations

import flet as ft

from assistant.games.mit_list_und_tuecke.kind import ID
from assistant.languages import N_
from assistant.looking_back.summaries import ReplayStep
from engine.mit_list_und_tuecke import COLORS, Stacks
from views.mit_list_und_tuecke.look import card_face, color_badge
from views.mit_list_und_tuecke.model import Mark, card_spoken
from views.replay_frame import ReplayFrame, trick_row
from views.shell import Shell


class ReplayScreen(ReplayFrame[ReplayStep]):
    """A game's tricks one at a time: who played what, who took what, the stacks after."""

    def __init__(self, shell: Shell, game_id: int, step: int = 0) -> None:
        steps = shell.service.game_replay(game_id)
        super().__init__(shell, game_id, steps, step, where, self.fill, ID)

    def fill(self, step: ReplayStep) -> list[ft.Control]:
        """The trick's cards, who took what, and every player's stacks after it."""
        tr = self.tr
        return [
            trick_row([self.play(step, index) for index in range(len(step.plays))]),
            *[ft.Text(line, size=15) for line in self.outcome(step)],
            ft.Text(tr._("Stacks after the trick"), size=16, weight=ft.FontWeight.BOLD),
            *[self.stacks(name, s) for name, s in step.stacks_after.items()],
        ]

    def play(self, step: ReplayStep, index: int) -> ft.Control:
        """A played card under its player's name; the card that led is framed and says so."""
        name, card = step.plays[index]
        lead = index == 0
        mark = Mark.NONE
        if name == step.first_taker:
            mark = Mark.FIRST
        elif name == step.second_taker:
            mark = Mark.SECOND
        face = card_face(card.color, card.number, size=16)
        return self.played(name, face, lead, [], card_spoken(self.tr, card, name, lead, mark))

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


def where(step: ReplayStep) -> tuple[int, int, str]:
    """A step's round, trick and dealer."""
    return step.round_no, step.trick_no, step.dealer
