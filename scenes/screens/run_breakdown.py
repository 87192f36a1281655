"""One run's breakdown: where its score came from (the rules' score parts), the score after each turn, where it
ranks, and a way to play the same deal again from its code."""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.game.persistence.runs import RunList, RunRecord, rank_lines, score_curve, solo_plugin
from baraza.game.registry import get_game
from baraza.scenes.render.charts import draw_line_chart, draw_parts_bar
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button
from baraza.scenes.ui.words import format_duration

PARTS = pygame.Rect(60, 140, 420, 496)
CURVE = pygame.Rect(500, 140, 720, 496)


def run_title(run: RunRecord) -> str:
    when = run.when.astimezone()
    return f"Run of {when.day} {when:%b %Y}" + (f" · {run.category}" if run.category else "")


def run_subline(run: RunRecord) -> str:
    if run.daily is not None:
        kind = f"Daily deal of {run.daily.day} {run.daily:%b}" + ("" if run.counted else " (practice)")
    else:
        kind = "Solo run"
    state = "finished" if run.finished else f"left at turn {run.turns + 1}"
    code = f"code {run.code}" if run.code else "no code"
    return f"{kind} · {code} · {run.turns} turns, {state} · {format_duration(run.duration)} played"


def unfinished_line(run: RunRecord) -> str:
    """What an unfinished run's score means: the day's score, practice (never the day's), or just a score."""
    if run.daily is not None and run.counted:
        return "Left unfinished: its score so far counts for its day."
    if run.daily is not None:
        return "Left unfinished. A practice run never changes the day's score."
    return "Left unfinished: its score so far is kept."


class RunBreakdownScene(Scene):
    def __init__(self, app, run: RunRecord, runs: RunList | None = None) -> None:
        super().__init__(app)
        self.run = run
        self.curve = list(run.score_curve) or self._replayed_curve()
        # Ranked as it was when played: against the runs before it.
        earlier = [r for r in (runs.runs if runs else []) if r.when < run.when and r.match_id != run.match_id]
        if run.finished:
            self.rank = ["When it was played:"] + rank_lines(earlier, run, run.when.astimezone().date(), "that day")
        else:
            self.rank = [unfinished_line(run)]
        self.back = Button(pygame.Rect(1080, 656, 140, 44), "Back", app.stack.pop)
        self.again = Button(pygame.Rect(780, 656, 280, 44), "Play this deal again", self.play_again, font_size=18)
        self.again.enabled = run.code is not None

    def _replayed_curve(self) -> list[int]:
        """An unfinished run's record keeps no curve: its moves give it."""
        try:
            spec = get_game(self.run.game)
            options = spec.check_options(self.run.options)
            return score_curve(spec.rules, options, self.run.seed, len(self.run.seats), self.run.moves())
        except Exception:  # noqa: BLE001 - a record from another version may not replay: no curve then
            return []

    def play_again(self) -> None:
        from baraza.scenes.table.launch import start_match

        try:
            spec = get_game(self.run.game)
            plugin = solo_plugin(spec)
            options, seed = plugin.deal_of_code(self.run.code)
            match = Match(spec.rules, ["human"], seed, spec.check_options(options))
        except (ValueError, AttributeError, KeyError, ImportError) as exc:
            self.app.toast(f"This deal cannot be played again: {exc}", colour=theme.BAD)
            return
        start_match(self.app, match)

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent in ("cancel", "back"):
            self.app.stack.pop()
            return True
        for widget in (self.back, self.again):
            if widget.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        run = self.run
        theme.blit_text(surface, fonts, run_title(run), (60, 24), 40, theme.ACCENT, "title")
        theme.draw_text_box(surface, fonts, run_subline(run), pygame.Rect(60, 86, 1160, 40), 18, theme.TEXT_DIM)
        theme.draw_panel(surface, PARTS, theme.PANEL_DARK)
        x, w = PARTS.x + 20, PARTS.w - 40
        theme.blit_text(surface, fonts, "Score", (x, PARTS.y + 16), 20, theme.TEXT, "bold")
        theme.blit_text(surface, fonts, str(run.score), (PARTS.right - 20, PARTS.y + 6), 44, theme.ACCENT, "title",
                        "topright")
        y = PARTS.y + 70
        if run.score_parts:
            y = draw_parts_bar(surface, fonts, pygame.Rect(x, y, w, 200), run.score_parts)
        else:
            theme.blit_text(surface, fonts, "This run's record has no breakdown.", (x, y), 17, theme.TEXT_DIM)
            y += 30
        y += 10
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (x + w, y))
        y += 12
        for line in self.rank:
            used = theme.draw_text_box(surface, fonts, line, pygame.Rect(x, y, w, 70), 17, theme.TEXT)
            y = used.bottom + 8
        theme.draw_panel(surface, CURVE, theme.PANEL_DARK)
        theme.blit_text(surface, fonts, "Score after each turn", (CURVE.x + 16, CURVE.y + 12), 20, theme.ACCENT, "bold")
        labels = [str(i + 1) for i in range(len(self.curve))]
        draw_line_chart(surface, fonts, pygame.Rect(CURVE.x + 12, CURVE.y + 48, CURVE.w - 28, CURVE.h - 84),
                        self.curve, labels, [len(self.curve) - 1] if self.curve else [])
        theme.draw_text_box(surface, fonts, "turn", pygame.Rect(CURVE.x, CURVE.bottom - 24, CURVE.w, 22), 16,
                            theme.TEXT_DIM, align="center")
        self.again.draw(surface, fonts)
        self.back.draw(surface, fonts)
