"""S35, Khedu's table by mouse (khedu17): "Best: N" showed where "No Cadence" stood a moment before. Whatever the
go-on slot shows next, with other words, never answers a click within the click gate's interval of its showing."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import ScriptedRng  # noqa: E402
from scene_helpers import click, frames  # noqa: E402
from test_s34_khedu_traps_hold import _paying_with_a_song_to_sing  # noqa: E402

from baraza.scenes.table.click_gate import OWN_GATE_SECONDS  # noqa: E402


def _timeline(app, match, table, pos, steps: int) -> list[tuple[float, str, bool]]:
    """(table time, the words at `pos`, whether a click there counts) frame by frame."""
    seen = []
    for _ in range(steps):
        frames(app, 1, dt=0.05)
        table.prompt.sync(table.current_view())
        b = next((b for b in table.prompt.buttons if b.rect.collidepoint(pos)), None)
        seen.append((table.clock.t, b.text if b else "", b is not None and b.enabled and table.prompt.ready(b)))
    return seen


def test_what_shows_on_no_cadences_spot_next_waits_out_the_gate(baraza_home):
    app, match, table = _paying_with_a_song_to_sing("himbua_ancient")  # defence 18: the song matters, it is asked
    table.prompt.sync(table.current_view())
    next(b for b in table.prompt.buttons if b.text == "Discard all 3").on_click()
    frames(app, 20, dt=0.1)
    table.prompt.sync(table.current_view())
    no = next(b for b in table.prompt.buttons if b.text == "No Cadence")
    pos = no.rect.center
    match.state.rng = ScriptedRng([2, 2, 3, 4, 1])  # equal dice: Best comes next
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    seen = _timeline(app, match, table, pos, 80)
    assert any(text.startswith("Best") for _t, text, _r in seen), seen
    shown, text_before = None, "No Cadence"
    for t, text, ready in seen:
        if text != text_before:
            shown, text_before = t, text
        if text and text != "No Cadence" and shown is not None and t - shown < OWN_GATE_SECONDS - 0.06:
            assert not ready, (t, shown, text, seen)
