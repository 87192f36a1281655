"""The replay bar's analysis buttons, each in a place of its own (issue 41: every playtester named the one button
that read Analyse, then Cancel, then Practise under a resting pointer). Analyse stays where it is and, greyed,
reads "Analysing…" while it runs (the caption and the timeline say how far), then "Analysed"; Cancel shows only
while it runs, at the right end of the caption line above the bar's buttons; Practise shows once it is done, in
the caption line just above Analyse (greyed with its reason when there is nothing to practise). So nothing that
does harm ever appears where the player just clicked, and the timeline keeps its width."""

from __future__ import annotations

import pygame

ANALYSE_WIDTH, PRACTISE_WIDTH, CANCEL_WIDTH = 116, 96, 84
ANALYSE_KEY = "a"  # the replay's own letter for Analyse (the Keys page names it: keymap.SCREEN_KEYS)
ANALYSE_TIP = "The AI judges every move: where the game was won and lost (A)"
RUNNING_TIP = "The AI is judging every move; Cancel (above, at the right) stops it"
DONE_TIP = "This match is analysed: the chart and the marked moves show where it was won and lost"
PRACTISE_TIP = "Find better moves where this seat went wrong"


def cancel_rect(bar: pygame.Rect, width: int = CANCEL_WIDTH) -> pygame.Rect:
    """Cancel's own place: the right end of the caption line, away from Analyse and Practise below."""
    return pygame.Rect(bar.right - 12 - width, bar.y + 6, width, 34)


def practise_rect(bar: pygame.Rect, analyse: pygame.Rect, width: int = PRACTISE_WIDTH) -> pygame.Rect:
    """Practise's own place: in the caption line, above Analyse (never Analyse's place, nor Cancel's)."""
    return pygame.Rect(analyse.x, bar.y + 6, width, 34)


def analyse_words(running: bool, done: bool) -> str:
    """What the Analyse button says: a press's meaning, else what the analysis is doing (greyed)."""
    if running:
        return "Analysing…"
    return "Analysed" if done else "Analyse"


def _show(viewer, button, shown: bool) -> None:
    """Put `button` in the bar, or take it away (its focus ring going to Analyse)."""
    there = button in viewer.bar.buttons
    if shown and not there:
        viewer.bar.buttons.append(button)
    elif not shown and there:
        viewer.bar.buttons.remove(button)
        if button.focused:  # a keyboard player's place is kept: the ring goes to Analyse, where the run began
            button.focused = False
            viewer.analyse_button.focused = True


def sync(viewer) -> None:
    """Each analysis button's words, tip and state from the viewer (scenes/screens/replay.py's ReplayScene)."""
    job = viewer.job
    running = job is not None and job.running and job.keeps
    done = viewer.timeline.judgements is not None
    analyse, practise, cancel = viewer.analyse_button, viewer.practise_button, viewer.cancel_button
    analyse.text = analyse_words(running, done)
    analyse.enabled = not running and not done
    analyse.tooltip = RUNNING_TIP if running else DONE_TIP if done else ANALYSE_TIP
    offered = viewer._practise and done and not running
    if offered:
        reason = viewer.practise_reason()
        if practise not in viewer.bar.buttons:  # it appeared: a moment's grace for a press on its way
            viewer._button_guard.changed(viewer.seconds)
        practise.enabled, practise.tooltip = reason is None, reason or PRACTISE_TIP
    _show(viewer, practise, offered)
    _show(viewer, cancel, running)
    # the caption line ends before whichever of them shows
    shown = [b.rect.x for b in (practise, cancel) if b in viewer.bar.buttons]
    viewer.bar.caption_right = min(shown) - 8 if shown else None
