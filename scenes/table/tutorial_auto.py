"""`baraza tutorial GAME --auto`: a lesson run headless by clicking where it points, one PNG per step.

Each step is photographed once its animations and scripted replies have played — as the learner sees it,
highlight and text included — and then done the way a learner would: Next on explanation steps, otherwise
a click on the centre of each spot the table says to click, asking again after every click. A step the
clicks do not complete fails the run, so a lesson whose highlights point at the wrong place fails a test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygame

from baraza.scenes.table.tutorial import BIG_SPOT, lesson_table

MAX_CLICKS = 12  # per step; more means the table's targets go round in circles
MAX_FRAMES = 2400  # per step, to let animations and replies play (about 40 s of game time)


@dataclass
class AutoResult:
    steps_done: int = 0
    steps_total: int = 0
    images: list[Path] = field(default_factory=list)
    problem: str = ""

    @property
    def ok(self) -> bool:
        return not self.problem and self.steps_done == self.steps_total


def _frame(app, events: list | None = None) -> None:
    app.frame(1 / 30, events=events or [])


def _settle(app, table, overlay) -> bool:
    for _ in range(MAX_FRAMES):
        if overlay.stage_due:  # the step moves to a staged position: its own table takes over
            _frame(app)
            table, overlay = current(app, table)
            continue
        if table.tutorial is None or (overlay.settled and not table.animations.busy) or overlay.run.finished:
            return True
        _frame(app)
    return False


def current(app, table):
    """The lesson's table and overlay now: a staged step replaces the table (and its overlay) with its own."""
    top = app.stack.top
    if top is not table and getattr(top, "tutorial", None) is not None:
        table = top
    return table, table.tutorial


def _click(app, pos: tuple[int, int]) -> None:
    _frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    _frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    _frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def do_step(app, overlay) -> str | None:
    """The learner does the step on show: Next when it waits for it, else the lit spots clicked in turn until
    the step is done. None, or what went wrong."""
    index = overlay.run.index
    if overlay.run.waiting_for_next:
        _click(app, overlay.buttons[0].rect.center)
        return None
    for _ in range(MAX_CLICKS):
        if overlay.run.index != index or overlay.run.replying:
            return None
        clicks = overlay.clicks()
        if not clicks:
            return f"step {index + 1}: the table shows no spot to press for {overlay.run.expected()}"
        _click(app, clicks[0].center)
    return None


def run_lesson(app, game: str, out_dir: Path | None) -> AutoResult:
    """Play `game`'s lesson to its end by clicking; write DIR/01.png… when `out_dir` is given."""
    table = lesson_table(app, game)
    overlay = table.tutorial
    result = AutoResult(steps_total=len(overlay.tutorial.steps))
    app.stack.reset(table)
    app.stack.apply_pending()
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    while not overlay.run.finished:
        if not _settle(app, table, overlay):
            result.problem = f"step {overlay.run.index + 1}: the table never came to rest"
            return result
        table, overlay = current(app, table)
        index = overlay.run.index
        view = table.current_view()
        unknown = [name for name in overlay.run.step.point if not table.tutorial_spot(name, view)]
        if unknown:
            result.problem = f"step {index + 1}: the table has no spot named {', '.join(unknown)}"
            return result
        if overlay.run.finished:
            break
        _frame(app)
        small = [r for r in overlay.spots() if r.w * r.h <= BIG_SPOT]  # a whole board may be lit: not those
        hidden = [r for r in small if overlay.card.colliderect(r)]
        if hidden:
            result.problem = f"step {index + 1}: the lesson card covers the lit spot at {tuple(hidden[0])}"
            return result
        if out_dir is not None:
            path = out_dir / f"{index + 1:02d}.png"
            pygame.image.save(app.screen, str(path))
            result.images.append(path)
        problem = do_step(app, overlay)
        if problem is not None:
            result.problem = problem
            return result
        if overlay.run.index == index and not overlay.run.replying:
            result.problem = f"step {index + 1}: pressing the highlighted spots did not do {overlay.run.expected()}"
            return result
        if overlay.broken:
            result.problem = f"step {index + 1}: {overlay.broken}"
            return result
        result.steps_done += 1
    _settle(app, table, overlay)
    for _ in range(MAX_FRAMES):  # the last move (a lesson may end on the winning one) finishes playing first
        if not table.animations.busy:
            break
        _frame(app)
    _frame(app)
    if out_dir is not None:
        path = out_dir / f"{result.steps_total + 1:02d}.png"
        pygame.image.save(app.screen, str(path))
        result.images.append(path)
    if overlay.broken:
        result.problem = overlay.broken
    return result
