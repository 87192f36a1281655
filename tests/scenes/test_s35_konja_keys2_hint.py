"""Konja by keys, H then Enter (blind tester keys16 at 150 %):

- with some of a hinted guard's dice already marked, H left the cursor on a marked die ("Green die 2, marked: Enter
  unmarks it"), so H, Enter unmarked it and the next H, Enter marked it again: the cursor now goes to the Hint's next
  step not yet made, the next hinted die, then the card and Use (scenes/konja/hint_focus.py; the shared
  scenes/table/focus_hint.py asks the table's own hook while a choice is half made);
- a die marked that shows a hinted die's face stands for it: it is never unmarked to mark its twin;
- in a Relic's options, with the hinted option already chosen, H put the cursor on that option ("−1 → 3, chosen
  (Enter keeps it)"), where Enter did nothing: it goes to Use."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die, Relic
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, table) -> None:
    for _ in range(300):
        if not table.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait and the second-Enter guard


def _konja(dice: tuple[int, ...], relic: str):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in dice]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    state.players[0].relics, state.players[0].power = [Relic(relic, False)], 3
    table = KonjaScene(app, match)
    app.stack.reset(table)
    table.viewer = 0
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)  # the cursor shows
    _settle(app, table)
    return app, match, table


def _enter_on(app, table, rect) -> None:
    """Enter with the cursor on the spot at `rect` (the player's own choice, as arrows would put it there)."""
    table.focus.current = next(t for t in table.focus.targets() if tuple(t.rect) == tuple(rect))
    press(app, pygame.K_RETURN)
    _settle(app, table)


def _h_enter(app, table, hint: Action, marked_seen: list) -> Action | None:
    """H (a fresh Hint each time, as the worker sends it), then Enter, until a move is made (at most 8)."""
    count = len(table.match.records)
    for _ in range(8):
        table.hint = Action(hint.kind, hint.args)  # equal, not the same object: a Hint asked again
        frames(app, 2)
        press(app, pygame.K_RETURN)
        _settle(app, table)
        if len(table.match.records) > count:
            return table.match.records[count].action
        marked_seen.append(list(table.picks.marked))
    return None


def test_h_enter_never_unmarks_a_hinted_die(baraza_home):
    app, match, table = _konja((2, 6, 3, 2, 2, 2), "reed_shield")
    hint = Action("use_relic", (0, -1, 2, (0, 3, 4, 5)))  # guard the four 2s, paying 2 Power
    assert hint in table.legal_actions()
    _enter_on(app, table, table.geometry.die_rect(3))  # the player marked two of them already
    _enter_on(app, table, table.geometry.die_rect(0))
    assert sorted(table.picks.marked) == [0, 3] and table.focus.choice_open
    seen: list = []
    assert _h_enter(app, table, hint, seen) == hint, seen
    assert all(set(a) <= set(b) for a, b in zip(seen, seen[1:], strict=False)), seen  # no die unmarked on the way


def test_a_marked_die_with_the_hinted_face_stands_for_its_twin(baraza_home):
    app, match, table = _konja((2, 6, 3, 2, 2, 2), "reed_shield")
    hint = Action("use_relic", (0, -1, 0, (0, 3)))  # guard two 2s
    assert hint in table.legal_actions()
    _enter_on(app, table, table.geometry.die_rect(4))  # the player marked another 2
    seen: list = []
    made = _h_enter(app, table, hint, seen)
    assert made is not None and match.describe_action(0, made) == match.describe_action(0, hint), made
    assert 4 in made.args[3] and all(4 in m for m in seen), (made, seen)


def test_h_in_a_relics_options_with_the_hinted_option_chosen_goes_to_use(baraza_home):
    app, match, table = _konja((2, 6, 4, 2, 2), "oodoo")
    hint = Action("use_relic", (0, -1, 1, (2, -1)))  # the 4 down to 3, kept ready for 1 Power
    assert hint in table.legal_actions()
    geo, panel = table.geometry, table.prompt_panel
    _enter_on(app, table, geo.die_rect(2))
    _enter_on(app, table, geo.relic_rect("my", 0))
    chip = next(b for b in panel.buttons if b.text.startswith("−1"))
    _enter_on(app, table, chip.rect)
    chip = next(b for b in panel.buttons if "−1" in b.text)
    assert chip.text.startswith("● ")  # chosen
    table.focus.current = next(t for t in table.focus.targets() if tuple(t.rect) == tuple(chip.rect))
    table.hint = hint
    table.focus._confirmed = None  # as H does (a looking key): the next Enter is meant for the Hint's spot
    frames(app, 2)
    use = next(b for b in panel.buttons if b.text == "Use")
    assert tuple(table.focus.current.rect) == tuple(use.rect), table.focus.current.label
    press(app, pygame.K_RETURN)
    _settle(app, table)
    assert match.records and match.records[-1].action == hint
