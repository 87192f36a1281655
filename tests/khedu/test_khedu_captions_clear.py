"""The keyboard cursor's words keep off the combat's dice and total (issue 44, keyboard playtest at 150 %: the
caption "Best: 17…" stood over the dice it named)."""

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames
from test_khedu_keys_landing import _button, _by_keys, _first, _on, _table, _to_cadences

from baraza.game.core.action import Action


def test_the_best_caption_keeps_off_the_dice_and_their_total(baraza_home, monkeypatch):
    # the bar as a lesson shows it
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled", "lone_roll", "odds"})
    app, match, table = _table()
    _to_cadences(app, match, table)
    _by_keys(app, table, Action("cadence_done"))
    _by_keys(app, table, Action("roll"))
    assert table.current_view().combat.step == "adjust"
    combat = table.current_view().combat  # nothing to gain: Resolve alone holds the slot (S33)
    assert _on(table) == _button(table, "Best: " if combat.best_total > combat.total else "Resolve (")
    app.frame(1 / 60, events=[])
    dice = table.arena.dice_area
    assert dice is not None and table.focus.tag is not None
    assert not pygame.Rect(table.focus.tag).colliderect(dice), (table.focus.tag, dice)


def test_an_attacks_caption_keeps_off_the_solo_score(baraza_home):
    app, match, table = _table()
    _by_keys(app, table, _first(table, "place"))
    attacker, defender = table.tutorial_clicks(_first(table, "attack", "cadre"), table.current_view())
    walk_to(app, table, pygame.Rect(attacker))
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 30)
    walk_to(app, table, pygame.Rect(defender))
    frames(app, 30)
    app.frame(1 / 60, events=[])
    view = table.current_view()
    assert table.focus.tag is not None
    for box in table.focus_keep_clear(view):
        assert not pygame.Rect(table.focus.tag).colliderect(box), (table.focus.tag, box)
