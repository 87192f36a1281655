"""Blind keyboard playtest (Konja, 150 % text): after a move that opens a phase the cursor goes where that phase's
work starts, never onto End Bones or Collect & end turn, where a second Enter gave the turn away."""

import pygame
from keyboard_player import keyboard_table, play_by_keys, wait_for_turn
from scene_helpers import frames

from baraza.game.core.action import Action

PREFER = ("roll_red", "choose_ancestor", "choose_resource", "roll", "end_bones", "no_reply", "red_replace")


def _focus(table) -> pygame.Rect | None:
    spot = table.focus.current
    return pygame.Rect(spot.rect) if spot is not None else None


def test_the_cursor_lands_where_the_next_phase_starts(baraza_home):
    app, match, table, _spec = keyboard_table("konja")
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    seen: set[str] = set()
    for _ in range(20):
        wait_for_turn(app, table)
        legal = match.legal_actions(0)
        if not legal or {"bones", "red_assign", "collect"} <= seen:
            break
        resource = Action("choose_ancestor", ("resource",))  # no Favour step before the dice
        action = resource if resource in legal else next((a for k in PREFER for a in legal if a.kind == k), legal[0])
        play_by_keys(app, table, action)
        frames(app, 3)
        view = match.view(0)
        if table.human_to_act() != 0:
            continue
        spot = _focus(table)
        geo = table.geometry
        if view.phase == "bones" and action.kind == "roll":
            seen.add("bones")
            assert spot in [geo.die_rect(d.index) for d in view.dice], spot  # a die, never End Bones
        if view.phase == "red_assign" and action.kind == "roll_red":
            seen.add("red_assign")
            done = table.prompt_panel.button_rect(view, "Done with red dice")  # when no swap hurts the opponent
            assert spot in [*(geo.red_rect(r) for r in range(len(view.red_dice))), done], spot
        if view.phase == "collect" and any(a.kind == "collect" for a in match.legal_actions(0)):
            seen.add("collect")
            # a pyramid row that collects or a die, never Collect & end turn (nor an empty slot: test_s32_konja_keys_land)
            assert spot in [*geo.rows.values(), *(geo.die_rect(d.index) for d in view.dice)], spot
    assert {"bones", "red_assign", "collect"} <= seen, seen
