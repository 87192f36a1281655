"""The replay's timeline: a slider over the moves with the key moments ticked, and once the match is
analysed the chance-of-winning curve of the seat being followed, its marks on the moves that lost ground (a solo
run's expected final score instead: no one to beat).
Clicking or dragging anywhere on it jumps there; a click near a mark jumps to that move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.render.charts import draw_cursor
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

MARK_COLOURS = {"inaccuracy": (236, 208, 96), "mistake": (236, 150, 64), "blunder": (228, 86, 80)}
MARK_WORDS = {"inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"}
TICK_REACH = 4  # pixels either side of a key moment's tick that show its words
TIP_TEXT = 16


# Each position's chance is estimated by a few play-outs: neighbouring positions, a quiet move apart, swung by 25
# points on luck alone (a playtest). The chart pools each position with SMOOTH positions either side
# (nearer ones weigh more) between the moves that can change a chance at a stroke (`Timeline.steps`); the
# judgements, the marks and the words under the chart keep each position's own estimate. Pooling never crosses a
# change of mover either: a fall on one seat's move was drawn as starting on the other's moves before it (a Konja
# tester read a fall on the opponent's move).
SMOOTH = 3


def smoothed(values: Sequence[float], steps: set[int]) -> list[float]:
    """`values` (one a position) each pooled with up to SMOOTH neighbours either side, weighed SMOOTH + 1 - distance,
    never across a position in `steps` (a position there starts a new stretch)."""
    out = []
    starts = sorted({0, *(p for p in steps if 0 < p < len(values))})
    for i in range(len(values)):
        low = max((p for p in starts if p <= i), default=0)
        high = min((p for p in starts if p > i), default=len(values))
        near = range(max(low, i - SMOOTH), min(high, i + SMOOTH + 1))
        weights = [SMOOTH + 1 - abs(k - i) for k in near]
        out.append(sum(w * values[k] for w, k in zip(weights, near, strict=True)) / sum(weights))
    return out


def _decided(judged: Sequence[MoveJudgement]) -> set[int]:
    """The positions a decided one (every chance 0 or 1: a win or a loss the judge settled) stands alone at: pooled
    with its neighbours, a last turn lost for sure read 4 % beside the 9 % before it (a Konja tester)."""
    out: set[int] = set()
    for j in judged:
        if j.chances_after and all(c in (0.0, 1.0) for c in j.chances_after):
            out |= {j.ply, j.ply + 1}
    return out


class Timeline:
    def __init__(self, rect: pygame.Rect, plies: int, moments: Sequence[tuple[int, str]],
                 on_jump: Callable[[int], None]) -> None:
        self.rect = rect
        self.plies = plies
        self.moments = list(moments)
        self.on_jump = on_jump
        self.judgements: list[MoveJudgement] | None = None
        self.seat = 0  # whose chance the curve shows
        self.smooth = True  # pool neighbours (play-outs' luck); off for a game judged exactly (no chance, no hidden)
        self.score_changes: list[int] = []  # moves after which someone's score changed (the chart steps there)
        self._smoothed: tuple | None = None  # (what it was pooled from, the chart's values)
        self.dragging = False
        self.hover_ply: int | None = None
        self.hover_x: int | None = None  # the pointer over the track: a key moment's tick there says its words
        self.charting = False  # an analysis is running: the words say so rather than asking for one (a playtest)

    # --- geometry --------------------------------------------------------------------------------
    @property
    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 6, self.rect.w - 16, self.rect.h - 12)

    def x_of(self, ply: int) -> int:
        t = self.track
        return t.x + round(t.w * ply / max(1, self.plies))

    def ply_at(self, x: int) -> int:
        t = self.track
        return max(0, min(self.plies, round((x - t.x) / max(1, t.w) * self.plies)))

    @property
    def scored(self) -> bool:
        """A one-seat game's analysis: the chart is the expected final score (a chance of winning with no one to
        beat is always 100 %, a flat line that told a playtester nothing)."""
        return bool(self.judgements) and self.judgements[0].score_before is not None

    def values(self) -> list[float]:
        """What the chart shows at every position (before the first move, then after each): the followed seat's
        chance of winning, or a solo run's expected final score."""
        if not self.judgements:
            return []
        if self.scored:
            raw = [self.judgements[0].score_before] + [j.score_after for j in self.judgements]
        else:
            raw = [self.judgements[0].chances_before[self.seat]] + [j.chances_after[self.seat] for j in self.judgements]
        key = (id(self.judgements), len(raw), self.seat, len(self.moments), tuple(self.score_changes))
        if self._smoothed is None or self._smoothed[0] != key:  # drawn every frame: pooled once
            self._smoothed = (key, smoothed(raw, self._stretches()) if self.smooth else raw)
        return self._smoothed[1]

    def _stretches(self) -> set[int]:
        """Where the chart's pooling starts a new stretch: its `steps`, and the positions either side of a marked
        move, shown as judged (pooled with their neighbours, a mark captioned "78% → 71%" sat on a chart that
        rose there: a Khedu tester)."""
        whole = {k for j in self.judgements or () if j.mark for k in (j.ply - 1, j.ply + 1)}
        return self.steps() | whole

    def charted(self) -> list[MoveJudgement]:
        """The judgements with every seat's chances as the chart shows them (pooled as `values` pools the followed
        seat's), for the words said beside it: a summary saying "your chance fell from 81 %" under a chart whose
        highest point read 74 % could not be squared (a Konja tester). Marks, moves and scores are kept."""
        judged = list(self.judgements or ())
        if not judged or not self.smooth or self.scored or not judged[0].chances_before:
            return judged
        stretches = self._stretches()
        seats = range(len(judged[0].chances_before))
        shown = [smoothed([judged[0].chances_before[s]] + [j.chances_after[s] for j in judged], stretches)
                 for s in seats]
        return [replace(j, p_before=shown[j.seat][k], p_after=shown[j.seat][k + 1],
                        chances_before=tuple(shown[s][k] for s in seats),
                        chances_after=tuple(shown[s][k + 1] for s in seats)) for k, j in enumerate(judged)]

    def steps(self) -> set[int]:
        """The positions the chart may step up or down at, never pooled with the one before: after a marked move
        (its drop is shown whole), a key moment (a seven, a steal, the win), a move that changed the score, or the
        first move of another seat (each seat's changes stay on its own moves)."""
        judged = self.judgements or ()
        marked = {j.ply for j in judged if j.mark}
        movers = {j.ply for prev, j in zip(judged, judged[1:], strict=False) if j.seat != prev.seat}
        return marked | movers | {ply for ply, _words in self.moments} | set(self.score_changes) | _decided(judged)

    def curve(self) -> list[tuple[int, float]]:
        """(ply, height 0..1) at every position: the chance itself, or the expected score over the highest."""
        values = self.values()
        top = max([1.0, *values]) if self.scored else 1.0
        return [(ply, max(0.0, v) / top) for ply, v in enumerate(values)]

    def marks(self) -> list[MoveJudgement]:
        return [j for j in self.judgements or [] if j.mark]

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.on_jump(self._target(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_ply = self.ply_at(event.pos[0]) if self.rect.collidepoint(event.pos) else None
            self.hover_x = event.pos[0] if self.rect.collidepoint(event.pos) else None
            if self.dragging:
                self.on_jump(self.ply_at(event.pos[0]))
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def _target(self, x: int) -> int:
        """A click within a few pixels of a marked move jumps to that move (the caption says what the AI would
        have played instead)."""
        for j in self.marks():
            if abs(self.x_of(j.ply) - x) <= 5:
                return j.ply
        return self.ply_at(x)

    def moment_words(self) -> str:
        """What the key-moment ticks under the pointer stand for, in the game's own words ("Move 45: a seven"): a
        tester found the grey ticks with no word of what they were."""
        if self.hover_x is None:
            return ""
        near: dict[int, list[str]] = {}
        for ply, words in self.moments:
            if abs(self.x_of(ply) - self.hover_x) <= TICK_REACH and words not in near.get(ply, []):
                near.setdefault(ply, []).append(words)
        return "; ".join(f"Move {ply}: {', '.join(words)}" for ply, words in sorted(near.items())[:3])

    def _draw_tip(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The hovered ticks' words in a small box just above the timeline, kept on the screen."""
        words = self.moment_words()
        if not words or self.hover_x is None:
            return
        width = min(fonts.get(TIP_TEXT).size(words)[0] + 12, max(160, surface.get_width() // 2))
        lines = theme.wrap_text(fonts, words, TIP_TEXT, width - 12)
        height = len(lines) * (fonts.get(TIP_TEXT).get_linesize() + 2) - 2 + 12
        tip = pygame.Rect(0, 0, width, height)
        tip.midbottom = (self.hover_x, self.rect.y - 4)
        tip.clamp_ip(surface.get_rect())
        theme.draw_panel(surface, tip, theme.PANEL_DARK, radius=6)
        theme.draw_text_box(surface, fonts, words, tip.inflate(-12, -12), TIP_TEXT, theme.TEXT, valign="middle")

    # --- drawing ---------------------------------------------------------------------------------
    def words_span(self, fonts: Fonts) -> tuple[int, int]:
        """The x range of the words shown while there is no chart ("Analyse to chart the chances"), a little air
        either side: no key moment's tick is drawn under them."""
        said = "Charting the chances…" if self.charting else "Analyse to chart the chances"
        size, lines, _ = theme.fit_lines(fonts, said, self.rect.inflate(-12, -4).size, 16, line_gap=0)
        wide = max(fonts.get(size).size(line)[0] for line in lines)
        return self.rect.centerx - wide // 2 - 8, self.rect.centerx + wide // 2 + 8

    def draw(self, surface: pygame.Surface, fonts: Fonts, ply: int, before: bool = False) -> None:
        """The timeline at `ply`; `before`: the board shows the position before move `ply` (a marked move, ringed),
        and the cursor stands on that position, the value the caption names ("Before move 15: 56%" was drawn on
        the 0 % after it: a blind tester)."""
        theme.draw_panel(surface, self.rect, theme.PANEL_DARK, radius=8)
        t = self.track
        mid = t.centery
        points = self.curve()
        if points and not self.scored:  # the even-chances line (not under the "Analyse" words: it strikes them)
            pygame.draw.line(surface, theme.PANEL_EDGE, (t.x, mid), (t.right, mid), 1)
        if self.moments and not points:  # a ruler's foot under the ticks: without it, a row of little marks under
            # "Analyse to chart the chances" read as a line of clipped text (a Konja playtest at 150 %)
            pygame.draw.line(surface, (90, 96, 116), (t.x, self.rect.bottom - 3), (t.right, self.rect.bottom - 3), 1)
        words_span = self.words_span(fonts) if not points else None
        for moment_ply, _ in self.moments:
            x = self.x_of(moment_ply)
            if words_span is not None and words_span[0] <= x <= words_span[1]:
                continue  # under the words, the ticks read as the top half of a second line, cut (keys, 150 %)
            top = t.bottom - (6 if points else 3)
            pygame.draw.line(surface, (120, 128, 150), (x, top), (x, self.rect.bottom - 3 if not points else t.bottom), 2)
        if len(points) >= 2:
            xy = [(self.x_of(p), t.bottom - round(c * t.h)) for p, c in points]
            pygame.draw.lines(surface, theme.ACCENT, False, xy, 2)
        heights = dict(points)
        for j in self.marks():
            x = self.x_of(j.ply)
            y = t.bottom - round(heights.get(j.ply, 0.0) * t.h)
            pygame.draw.circle(surface, MARK_COLOURS[j.mark], (x, y), 5 if j.seat == self.seat else 3)
        ply = ply - 1 if before and ply > 0 else ply
        x = self.x_of(ply)
        at = (x, t.bottom - round(heights[ply] * t.h)) if ply in heights else None
        draw_cursor(surface, x, self.rect.y + 2, self.rect.bottom - 2, at)  # not the curve's yellow
        if not points:
            # wrapped or shortened (whole on hover) rather than under the floor: the track can be narrow; on a
            # ground of its own, so the playhead's line does not strike the words (a Kona playtest)
            said = "Charting the chances…" if self.charting else "Analyse to chart the chances"
            words = fonts.render(said, 16, theme.TEXT_DIM).get_rect()
            words.center = self.rect.center
            ground = words.inflate(12, 4).clip(self.rect.inflate(-8, -4))
            pygame.draw.rect(surface, theme.PANEL_DARK, ground)
            theme.draw_text_box(surface, fonts, said, self.rect.inflate(-12, -4), 16,
                                theme.TEXT_DIM, align="center", valign="middle", line_gap=0)
        self._draw_tip(surface, fonts)
