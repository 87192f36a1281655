"""The players panel's list of seats (name, colour and mark, whose turn, a game's counter per seat, the turn
timer) and the default seat names and colours a game's table may replace through its hooks."""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.turn_timer import TurnTimer
from baraza.scenes.ui import theme

LESSON_RIVAL = "lesson rival"  # a lesson's other seat plays its script, not at an AI level


def seat_labels(match: Match, names: list[str] | None = None, lesson: bool = False) -> list[str]:
    """Each seat's name (the rules' own, or a table's `names`); "(you)" for the only human, the AI's level for an
    AI seat ("lesson rival" while a lesson runs: "Black (AI easy)" played the lesson's script, a Kona playtest),
    who plays it for a seat at another machine."""
    names = names or match.seat_names()
    humans = match.human_seats()
    labels = []
    for seat, kind in enumerate(match.seats):
        if match.networked and kind != "human":  # played at another machine, or by its host's AI
            labels.append(f"{names[seat]} ({match.seat_note(seat)})")
        elif kind == "human":
            labels.append(names[seat] if len(humans) > 1 else f"{names[seat]} (you)")
        else:
            labels.append(f"{names[seat]} ({LESSON_RIVAL if lesson else kind.replace('ai:', 'AI ')})")
    return labels


def _fits(fonts: theme.Fonts, label: str, width: int, face: str) -> bool:
    """Whether a seat row's name fits `width` px in `face` at the size the row would draw it."""
    return fonts.get(theme.fit_size(fonts, label, 19, width, face, 32), face).size(label)[0] <= width


def seat_colour(colour_blind: bool, seat: int) -> tuple[int, int, int]:
    return theme.seat_palette(colour_blind).colours[seat % 4]


class SeatList:
    def __init__(self, ctx: TableContext, timer: TurnTimer) -> None:
        self.ctx = ctx
        self.timer = timer

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, extra: list[str] | None = None,
             order: list[int] | None = None, labels: list[str] | None = None) -> int:
        """One row a seat (the active ones lit), `extra[seat]` at its right; returns the y under the rows. A table
        may give the rows' `order` (its turn order) and the `labels` to show (names fitted beside their counts);
        by default every seat in seat order, named by the table's `seat_labels`."""
        ctx = self.ctx
        fonts = ctx.fonts
        labels = labels if labels is not None else ctx.host.seat_labels()
        active = ctx.match.active_seats()
        palette = theme.seat_palette(ctx.app.settings.colour_blind)
        y = rect.y + 14
        for seat in order if order is not None else range(len(labels)):
            label = labels[seat]
            is_active = seat in active
            if is_active:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, (rect.x + 8, y - 4, rect.w - 16, 34), border_radius=6)
            pygame.draw.circle(surface, ctx.host.seat_colour(seat), (rect.x + 28, y + 13), 10)
            theme.draw_seat_mark(surface, palette.marks[seat % 4], (rect.x + 28, y + 13), 5, theme.TEXT_DARK)
            right = rect.right - 16
            if extra and seat < len(extra) and extra[seat]:  # centred on the row: a larger text size stays in it
                right = theme.blit_text(surface, fonts, extra[seat], (rect.right - 16, y + 13), 17, theme.TEXT_DIM,
                                        anchor="midright").x - 24
            room = right - rect.x - 48
            face = "bold" if is_active and _fits(fonts, label, room, "bold") else "sans"  # the band marks it too:
            theme.blit_fit(surface, fonts, label, (rect.x + 48, y + 13), 19, room, theme.TEXT, face,  # a name kept
                           "midleft", height=32)  # whole, not cut to fit a bolder face
            y += 38
        # Whose turn it is and what to do are said once, in the turn panel (see prompt_line.py).
        left = self.timer.seconds_left()
        if left is not None:
            theme.blit_text(surface, fonts, f"{left}s", (rect.right - 16, rect.bottom - 34), 18,
                            theme.BAD if left < 10 else theme.TEXT, "bold", "topright")
        return y
