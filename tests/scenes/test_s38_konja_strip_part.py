"""The keyboard cursor's words strip in Konja at 150 % (keys21): it stood ~240 px tall holding one line ("Roll the
dice") and the log under it showed one entry, because it was as tall as the longest words of ALL the table's spots
(the Ancestors' long descriptions). Now it is as tall as the longest words of the part (Tab region) the cursor is
in (and grown into the turn panel's empty lower part where that gives the log a row more): on a prompt button the
log shows at least LOG_ROWS entries; the Ancestors' words still read whole on the Ancestors. And the recap's heading
reads whole in its panel on every table at 150 %."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, play_by_keys, wait_for_turn
from scene_helpers import frames
from test_s34_konja_keys_land import _settle, _table

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine
from baraza.game.registry import game_names
from baraza.scenes.table import focus_tag
from baraza.scenes.table.recap import SINCE

ENTRY = "Entry {}: Blessing: Kofi gains 2 Gold"  # (two lines at 150 %, as most of Konja's entries)


def _placed(app) -> list:
    app.fonts.placed = []
    try:
        frames(app, 1)
        return list(app.fonts.placed)
    finally:
        app.fonts.placed = None


def _bones_by_keys():
    app, match, scene = _table(lambda _match: None, first=0)
    play_by_keys(app, scene, Action("choose_ancestor", ("rain",)))
    for _ in range(8):  # (Kofi places his Idol; the Rain's Blessing asks about upgrades first)
        wait_for_turn(app, scene)
        _settle(app, scene)
        legal = match.legal_actions(0)
        if any(a.kind == "roll" for a in legal):
            break
        if len(legal) == 1:
            play_by_keys(app, scene, legal[0])
    scene.ai_turns.enabled = False
    scene.log_text = lambda entry, _viewer: entry.text
    match.log += [LogLine(None, ENTRY.format(n), -1) for n in range(12)]
    scene.recap.recap_lines, scene.recap.recap_groups = [], []  # the log itself (a key closes the recap)
    app.toasts = []  # (a note of the test's AI worker over the turn panel)
    frames(app, 2)
    return app, match, scene


def test_on_a_prompt_button_or_the_dice_the_log_shows_its_entries(baraza_home):
    app, match, scene = _bones_by_keys()
    assert any(a.kind == "roll" for a in match.legal_actions(0)), match.legal_actions(0)
    focus = scene.focus
    spots = [t for t in focus.targets() if t.region not in ("ancestors", "log")]
    roll = [t for t in spots if "Roll" in t.label]
    assert roll, [(t.region, t.label) for t in spots]
    for target in roll:
        focus.current, focus._pending = target, False
        frames(app, 1)
        placed = _placed(app)
        assert focus.current == target and focus.tag is not None
        panel = pygame.Rect(scene.log_panel.rect)
        entries = [text for r, text, *_rest in placed if text.startswith("Entry ") and r.top >= focus.tag.bottom
                   and r.bottom <= panel.bottom and r.left >= panel.left]
        assert len(entries) >= focus_tag.LOG_ROWS, (target.region, target.label, focus.tag, entries)


def test_the_ancestors_words_still_read_whole_on_the_ancestors(baraza_home):
    app, _match, scene = _bones_by_keys()
    focus = scene.focus
    ancestors = [t for t in focus.targets() if t.region == "ancestors"]
    assert ancestors
    for target in sorted(ancestors, key=lambda t: -len(t.label))[:2]:
        focus.current, focus._pending = target, False
        frames(app, 1)
        lines = focus.tag_text
        assert " ".join(" ".join(lines).split()) == " ".join(target.label.split()), lines


@pytest.mark.parametrize("name", game_names())
def test_the_recaps_heading_reads_whole_in_its_panel_at_150(baraza_home, name):
    """keys21: "Since your last mov" cut at the right of Konja's recap at 150 %."""
    app, _match, table, _spec = keyboard_table(name)
    app.settings.text_scale = 150
    app.apply_look()
    table.ai_turns.enabled = False
    frames(app, 2)
    recap = table.recap
    recap._told_seat = 0
    recap.recap_groups = [(1, ["Kofi rolled 3, 5 and 6"]), (0, ["Nia gains 2 Gold"])]
    recap.recap_lines = [line for _seat, lines in recap.recap_groups for line in lines]
    assert recap.title == SINCE
    placed = _placed(app)
    heading = [pygame.Rect(r) for r, text, *_rest in placed if text == SINCE]
    assert heading or name != "konja", name  # (a recap too low for its heading gives its rows the room: khedu)
    assert all(pygame.Rect(recap.rect).contains(r) and r.right <= recap.rect.right - 8 for r in heading), \
        (name, heading, recap.rect)
