"""The replay's move list: every move in words, numbered, the current one lit and kept in view; marks from
the analysis as coloured dots with their word; a click on a move jumps to the position after it. Once the match
is analysed, a chart of the followed seat's chance of winning heads the list, large enough to read, with axes
and the marked moves drawn larger (the timeline's own curve is only a strip). A click on the chart, or a drag
along it, goes to that move (a click near a marked move, to it); the words under the chart say so."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.analysis_falls import pct
from baraza.game.core.replay import ReplayMove
from baraza.scenes.render.charts import AXIS_SIZE, draw_line_chart, index_at
from baraza.scenes.replay.timeline import MARK_COLOURS
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

ROW_TEXT = 16
PAD = 8
CHART_H = 170  # the chance chart at the head of the list, once analysed
NOTE_TEXT = 16
# Under the chart: it can be clicked, and the keys step along it (a playtester never tried the chart).
CHART_NOTE = "Pick a point on the chart to go to that move; the Left and Right arrows step."
MARK_SNAP = 6  # pixels: a click this near a marked move goes to it
DOT_R = 4  # the mark's dot at a row's right end
DOT_ROOM = 2 * DOT_R + 12  # the dot and a gap: a line's end text ran under it ("onto an", issue 41)


class MoveList:
    def __init__(self, rect: pygame.Rect, moves: Sequence[ReplayMove], seat_names: Sequence[str],
                 on_jump: Callable[[int], None]) -> None:
        self.rect = rect
        self.moves = list(moves)
        self.seat_names = list(seat_names)
        self.on_jump = on_jump
        self.judgements: dict[int, MoveJudgement] = {}
        # a mark's "; better: …" as the seat shown may read it (seen_words.better_note), set by the viewer; None:
        # the judge's own words
        self.better_of: Callable[[MoveJudgement], str] | None = None
        self.scroll = 0  # pixels
        self._rows: list[tuple[int, pygame.Rect]] = []  # (ply, rect on screen) as last drawn
        self.lit_rect: pygame.Rect | None = None  # the current move's row as last drawn
        self._laid_out: list[tuple[ReplayMove, list[str], int]] | None = None  # rows wrapped, until marks change
        self._follow = -1  # the ply the list last scrolled to
        self.chart_rect: pygame.Rect | None = None  # the chart as last drawn (none before the analysis)
        self._plot = pygame.Rect(0, 0, 0, 0)  # its plotting area, where a click picks a position
        self._chart_count = 0  # positions the chart shows (the start, then one after each move)
        self._dragging = False  # the pointer went down on the chart and is held
        self._wheel = 0  # the wheel's last turn since the list was drawn: > 0 up
        self.hover: int | None = None  # the chart's position under the pointer (None: not over the chart)
        self._hover_ply: int | None = None  # the move the replay stood at when `hover` was last kept
        self.focused = False  # Tab reached the list: Up and Down step through the moves (issue 44)
        self.label = "Move list: Up and Down step through the moves"  # what a screen reader says on focus

    def set_judgements(self, judgements: Sequence[MoveJudgement]) -> None:
        self.judgements = {j.ply: j for j in judgements}
        self._laid_out = None

    def set_moves(self, moves: Sequence[ReplayMove]) -> None:
        """New rows (the same match read through another seat's eyes)."""
        self.moves = list(moves)
        self._laid_out = None

    def judgement_of(self, move: ReplayMove) -> MoveJudgement | None:
        """The entry's marked step (the analysis marks a move of several steps on its first), else its last."""
        for ply in range(move.start, move.ply + 1):
            j = self.judgements.get(ply)
            if j is not None and j.mark:
                return j
        return self.judgements.get(move.ply)

    def row_text(self, move: ReplayMove) -> str:
        name = self.seat_names[move.seat] if move.seat < len(self.seat_names) else f"Seat {move.seat + 1}"
        text = f"{number(move)}. {name}: {move.text}"
        j = self.judgement_of(move)
        if j is not None and j.mark:
            # never the move played; while the match can go on, as the seat shown may read it (seen_words.py)
            better = (f"; better: {j.best}" if j.best and j.best != j.action else "") if self.better_of is None \
                else self.better_of(j)
            text += f" ({j.mark}{better})"
        return text

    def even_share(self) -> float:
        """The chart's dashed level: an even chance among the seats (1/3 with three at the table, not 50 %)."""
        return 1.0 / max(1, len(self.seat_names))

    def expected_scores(self) -> list[float]:
        """A solo run's expected final score at every position (from the start), or none."""
        first = self.judgements.get(1)
        if first is None or first.score_before is None:
            return []
        return [first.score_before] + [self.judgements[p].score_after for p in sorted(self.judgements)]

    # --- input -----------------------------------------------------------------------------------
    def over_chart(self, pos) -> bool:
        """Whether `pos` is on the chart (a click there goes to a move)."""
        return self.chart_rect is not None and self.chart_rect.collidepoint(pos)

    def chart_ply(self, x: int) -> int:
        """The position (0: the start, else after that move) under the pointer's `x` on the chart; a marked move
        a few pixels away wins (it is what a player aims at)."""
        for ply, j in self.judgements.items():
            if j.mark and abs(self.chart_x(ply) - x) <= MARK_SNAP:
                return ply
        return index_at(self._plot, self._chart_count, x)

    def chart_x(self, ply: int) -> int:
        """Where position `ply` stands across the chart as last drawn."""
        return self._plot.x + round(self._plot.w * ply / max(1, self._chart_count - 1))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.over_chart(event.pos):
            self._dragging = True
            self.on_jump(self.chart_ply(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION:  # the chart names the move under the pointer and its value
            self.hover = self.chart_ply(event.pos[0]) if self.over_chart(event.pos) else None
        if event.type == pygame.MOUSEMOTION and self._dragging and not getattr(event, "buttons", (1,))[0]:
            self._dragging = False  # let go elsewhere (over a button that took the release)
        if event.type == pygame.MOUSEMOTION and self._dragging and self.chart_rect is not None:
            self.on_jump(self.chart_ply(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll = max(0, self.scroll - event.y * 40)
                self._wheel = event.y  # up (> 0) or down: which row start the scroll settles on (draw)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            for ply, rect in self._rows:
                if rect.collidepoint(event.pos):
                    self.on_jump(ply)
                    break
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------------
    def _layout(self, fonts: Fonts) -> list[tuple[ReplayMove, list[str], int]]:
        if self._laid_out is None:
            width = self.rect.w - 2 * PAD - 2 - DOT_ROOM  # the text starts 2 in; the mark's dot keeps its own room
            line_h = fonts.get(ROW_TEXT).get_linesize()
            self._laid_out = []
            for move in self.moves:
                lines = theme.wrap_text(fonts, self.row_text(move), ROW_TEXT, width)
                self._laid_out.append((move, lines, len(lines) * line_h + 4))
        return self._laid_out

    def draw(self, surface: pygame.Surface, fonts: Fonts, ply: int,
             chances: Sequence[float] = (), who: str = "", before: bool = False) -> None:
        """The list at `ply`; `chances` (one per position, from the start) heads it as a chart of `who`'s chance;
        `before`: the board shows the position before move `ply` (the chart's head names that one)."""
        theme.draw_panel(surface, self.rect, theme.PANEL_DARK, radius=8)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        scores = self.expected_scores()
        if scores:  # one seat: a chance of winning would be a flat 100 %; its expected score says more
            chances = scores
        self.chart_rect = None
        self.readout = ""  # the value the chart names at its head, as last drawn
        self.note = ""  # the words under the chart, as last drawn
        if ply != self._hover_ply:  # the replay stepped (by keys, a button, a click): the head names where it stands
            self.hover, self._hover_ply = None, ply  # until the pointer moves again (two testers read a stale value)
        if chances:
            title = f"{who}: expected final score" if scores else f"{who}: chance of winning"
            bold = fonts.get(AXIS_SIZE, "bold")
            # the value keeps one form ("Move 3: 0%" in one replay, "11: 100%" in another read as two things, Kona
            # round 9): where the widest it can read does not fit beside the title, it gets a line of its own
            # above the chart, decided once for the replay so that the chart never jumps under the pointer
            widest = f"Before move {len(chances) - 1}: " + (f"{max(chances):.1f}".removesuffix(".0") if scores
                                                             else "100%")
            beside = bold.size(title)[0] + 12 + bold.size(widest)[0] <= inner.w
            chart = pygame.Rect(inner.x, inner.y + (0 if beside else bold.get_linesize()), inner.w, CHART_H)
            marks = [p for p, j in self.judgements.items() if j.mark]
            shown = ply - 1 if before and ply > 0 else ply  # the position the head names (kona14)
            self.readout = readout(chances, ply, self.hover, bool(scores), before)
            self._plot = draw_line_chart(surface, fonts, chart, list(chances), [str(i) for i in range(len(chances))],
                                         marks, guide=None if scores else self.even_share(), y_title=title,
                                         points=False,
                                         percent=not scores, current=shown if 0 <= shown < len(chances) else None,
                                         mark_colours={p: MARK_COLOURS[j.mark] for p, j in self.judgements.items()
                                                       if j.mark})
            self.chart_rect, self._chart_count = chart, len(chances)
            if self.readout:
                theme.blit_text(surface, fonts, self.readout, (chart.right, inner.y), AXIS_SIZE, theme.TEXT, "bold",
                                "topright")
            if self.hover is not None and 0 <= self.hover < len(chances) and not scores:
                at = (self.chart_x(self.hover), round(self._plot.bottom - chances[self.hover] * self._plot.h))
                pygame.draw.circle(surface, theme.TEXT, at, 6, 2)
            # the head naming the start ("Start: 9%") says what that value is, in the note's place (a tester
            # saw it with no reason); the note keeps the height of the longer text, so nothing jumps
            first = self.moves[0].seat if self.moves and len(self.seat_names) > 1 else None
            start = start_note(who, None if first is None or first >= len(self.seat_names)
                               else self.seat_names[first], bool(scores))
            said = self.note = start if self.readout.startswith("Start") else CHART_NOTE
            lines = max(len(theme.wrap_text(fonts, text, NOTE_TEXT, inner.w)) for text in (CHART_NOTE, start))
            note = pygame.Rect(inner.x, chart.bottom, inner.w, lines * (fonts.get(NOTE_TEXT).get_linesize() + 2))
            theme.draw_text_box(surface, fonts, said, note, NOTE_TEXT, theme.TEXT_DIM)
            inner = pygame.Rect(inner.x, note.bottom + PAD, inner.w, inner.bottom - note.bottom - PAD)
        rows = self._layout(fonts)
        total = sum(h for _, _, h in rows)
        tops = [0]  # where each row starts in the list
        for _move, _lines, height in rows:
            tops.append(tops[-1] + height)
        way = 1  # a scroll between two rows goes on to the next row's start (up: back to the row's own)
        if ply != self._follow:  # keep the current move in view when it changes
            self._follow = ply
            top = sum(h for m, _, h in rows if m.ply < ply)
            current = next((h for m, _, h in rows if m.start <= ply <= m.ply), 0)
            if top < self.scroll:
                self.scroll = top
            elif top + current > self.scroll + inner.h:
                self.scroll = top + current - inner.h
        elif self._wheel > 0:  # turned up: back to the start of the row now cut
            way = -1
        self._wheel = 0
        self.scroll = max(0, min(self.scroll, max(0, total - inner.h)))
        # the first row shown is always whole: a row cut at the top read as clipped under the chart's words
        # ("19. AI normal: Kofi rolls 5, 1, 6, 3, 2 and" half hidden, issue 41); the list may end short instead
        self.scroll = snap(tops, self.scroll, way)
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - self.scroll
        self._rows = []
        self.lit_rect = None  # the bar's tip keeps off it (scenes/replay/controls.py)
        line_h = fonts.get(ROW_TEXT).get_linesize()
        for move, lines, height in rows:
            rect = pygame.Rect(inner.x, y, inner.w, height)
            if rect.bottom > inner.y and rect.y < inner.bottom:  # a row touching the edge is not shown
                if move.start <= ply <= move.ply:  # a move of several steps is lit at each of them
                    pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=4)
                    self.lit_rect = rect.clip(inner) if self.lit_rect is None else self.lit_rect.union(rect.clip(inner))
                j = self.judgement_of(move)
                if j is not None and j.mark:
                    pygame.draw.circle(surface, MARK_COLOURS[j.mark], (rect.right - 2 - DOT_R, rect.y + line_h // 2 + 2),
                                       DOT_R)
                for i, line in enumerate(lines):
                    if rect.y + 2 + (i + 1) * line_h > inner.bottom:  # a line the list's end would cut is not shown
                        break
                    colour = theme.TEXT if move.start <= ply else theme.TEXT_DIM
                    theme.blit_text(surface, fonts, line, (rect.x + 2, rect.y + 2 + i * line_h), ROW_TEXT, colour)
                self._rows.append((move.ply, rect.clip(inner)))
            y += height
        surface.set_clip(clip)
        if total > inner.h:  # a thin scroll bar
            bar_h = max(20, inner.h * inner.h // total)
            bar_y = inner.y + (inner.h - bar_h) * self.scroll // max(1, total - inner.h)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (self.rect.right - 5, bar_y, 3, bar_h), border_radius=2)
        if self.focused:
            theme.draw_focus_ring(surface, self.rect)


def readout(values: Sequence[float], ply: int, hover: int | None, scores: bool = False, before: bool = False) -> str:
    """The chart's value in words at its head: the position under the pointer ("After move 97: 31%"), else the one
    the replay stands at (a Konja tester saw no value at the current move, and nothing on hover). Each value is the
    chance once its move is made, and says so: "Move 11: 28%" beside a board reading "Move 11 next" (the position
    before a marked move) read as the chance there (a Kona tester). `before`: the board shows the position before
    move `ply` (a marked move, ringed), and the head names that one as the caption does ("Before move 7: 54%";
    "After move 7: 0%" stood over "Before move 7": a blind tester)."""
    hovered = hover is not None and 0 <= hover < len(values)
    at = hover if hovered else ply - 1 if before else ply
    if not 0 <= at < len(values):
        return ""
    # the chance rounded as the summary's words round it ("Start: 35%" beside "fell from 36%": a blind tester)
    value = f"{values[at]:.1f}".removesuffix(".0") if scores else pct(values[at])
    if before and not hovered and ply > 0:
        return f"Before move {ply}: {value}"
    return f"{'Start' if at == 0 else f'After move {at}'}: {value}"


def start_note(who: str, first: str | None, scores: bool = False) -> str:
    """What the chart's first value is, in one short line: the followed seat's chance before any move, and who
    moved first (`first`, a mover's name; None: not said), the one thing besides the deal that sets it."""
    whose = "your" if who == "You" or who.endswith("(you)") else f"{who}'s"
    what = "expected score" if scores else "chance"
    order = "" if first is None else "; you moved first" if first == "You" else f"; {first} moved first"
    return f"Start: {whose} {what} before any move{order}."


def number(move: ReplayMove) -> str:
    """A row's number: its move's, or the first and last of a move's steps ("104–107" for a KROWNIA trade of four
    steps), the numbers the caption says while stepping through it ("Move 105"): a trade numbered "104" alone
    while the caption counted 105, 106, 107 and the next row read 108 left a blind tester lost."""
    return str(move.ply) if move.start >= move.ply else f"{move.start}–{move.ply}"


def step_of(moves: Sequence[ReplayMove], ply: int) -> tuple[int, int] | None:
    """(which step, of how many) move `ply` is of a move of several steps; None for a move of one step."""
    for move in moves:
        if move.start <= ply <= move.ply:
            return None if move.start >= move.ply else (ply - move.start + 1, move.ply - move.start + 1)
    return None


def snap(tops: Sequence[int], scroll: int, way: int = 1) -> int:
    """`scroll` moved onto a row's start (`tops`, ascending): the next one on (`way` 1), else the one before."""
    if scroll in tops:
        return scroll
    if way > 0:
        return next((top for top in tops if top >= scroll), tops[-1])
    return max((top for top in tops if top <= scroll), default=0)
