"""Konja by keys only at 150 % text (a blind keyboard playtest, 6/10): Shape Bone's faces past the first could not be
chosen, the arrows skipped the player's own Relics, Tab's stops came and went from turn to turn, and the dice read
"Cast Shape Bone: the 6 becomes a 1" as if Enter there cast it. Every step here is made with keys only."""

from __future__ import annotations

from collections import deque

import pygame
from keyboard_player import ARROWS, press, walk_to
from scene_helpers import click, frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.screens.handoff import HandoffScene
from baraza.scenes.table.focus import tab_step


def _settle(app) -> None:
    frames(app, 2)
    for _ in range(3):  # two humans share the screen: the hand-over cover is taken away
        if not isinstance(app.stack.top, HandoffScene):
            break
        frames(app, 1, click((640, 360)))
        frames(app)


def _bones(seed: int, spell: str | None = None):
    """Nia's first Bones phase at 150 % text (Resource: Magick, then the roll), from `seed` or the first seed from
    it where she holds `spell`."""
    while spell is not None and spell not in new_match("konja", ["human", "human"], seed,
                                                      {"first_player": 0}).view(0).players[0].spells:
        seed += 1
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    frames(app, 1, click(scene.tile_rects["resource"].center))
    _settle(app)
    for label in ("✶ Magick", "Roll the dice"):
        frames(app, 1, dt=0.5)
        scene.prompt_panel.sync(scene.current_view())
        frames(app, 1, click(scene.prompt_panel.button(label).rect.center))
        _settle(app)
    assert match.view(0).phase == "bones"
    scene.ai.close()
    return app, match, scene


def _enter(app) -> None:
    frames(app, 1, dt=0.5)  # a deliberate press, never the quick second Enter the cursor swallows
    press(app, pygame.K_RETURN)
    frames(app, 2)


def _on(scene) -> tuple:
    return scene.focus.current.rect


def test_every_face_of_shape_bone_is_reached_and_said_by_keys_and_only_cast_casts(baraza_home):
    app, match, scene = _bones(1, "shape_bone")
    geo, focus = scene.geometry, scene.focus
    view = scene.current_view()
    hand = list(view.players[0].spells)
    moves = len(match.records)
    walk_to(app, scene, geo.spell_rect("my", hand.index("shape_bone"), len(hand)))  # the card, no die marked first
    _enter(app)
    assert scene.picks.sel_card == ("spell", "shape_bone") and len(match.records) == moves
    assert _on(scene) in [tuple(geo.die_rect(d.index)) for d in view.dice], focus.current.label  # on to the dice
    die = 0
    walk_to(app, scene, geo.die_rect(die))
    assert "Cast" not in focus.current.label and "Enter marks it" in focus.current.label, focus.current.label
    _enter(app)
    assert scene.picks.marked == [die] and len(match.records) == moves  # Enter on a die marks it, casts nothing
    value = view.dice[die].value
    faces = [f for f in range(1, 7) if f != value]
    chips = {f: scene.prompt_panel.button(str(f)).rect for f in faces}
    for face in faces:  # every face the rules allow, by arrows and Tab, each said as its face
        walk_to(app, scene, chips[face])
        assert focus.current.label.startswith(f"Face {face}: on the {value} (→ {face})"), focus.current.label
    walk_to(app, scene, chips[faces[-1]])
    _enter(app)
    assert len(match.records) == moves, match.records[-1].action  # a face is picked, not cast
    cast = scene.prompt_panel.button("Cast").rect
    walk_to(app, scene, cast)
    _enter(app)
    last = match.records[-1].action
    assert last.kind == "play_spell" and last.args[0] == "shape_bone" and tuple(last.args[1]) == (die, faces[-1]), last


def _arrow_reach(scene, start) -> set:
    """Every spot the arrows alone lead to from `start`."""
    targets = scene.focus.targets()
    seen, todo = {start.rect}, deque([start])
    while todo:
        spot = todo.popleft()
        for name in ARROWS:
            nxt = scene.focus.arrow_target(targets, spot, name)
            if nxt is not None and nxt.rect not in seen:
                seen.add(nxt.rect)
                todo.append(nxt)
    return seen


def test_the_arrows_reach_every_relic_and_spell_of_the_players_own(baraza_home):
    for seed in (2, 5):
        app, match, scene = _bones(seed)
        walk_to(app, scene, scene.geometry.die_rect(0))  # no die marked, no card picked
        view = scene.current_view()
        me = view.players[0]
        cards = [scene.geometry.relic_rect("my", i) for i in range(len(me.relics))]
        cards += [scene.geometry.spell_rect("my", i, len(me.spells)) for i in range(len(me.spells))]
        reached = _arrow_reach(scene, scene.focus.current)
        missing = [tuple(r) for r in cards if tuple(r) not in reached]
        assert cards and not missing, (seed, missing, [(t.rect, t.label) for t in scene.focus.targets()])


def _tab_regions(scene) -> list[str]:
    """The parts of the table Tab stops at, in order, one round from the first spot (the prompt's and the table's
    buttons, which come and go with the choice, left out)."""
    targets = scene.focus.targets()
    spot, out = targets[0], []
    for _ in range(len(targets)):
        if spot.region not in out and spot.kind == "spot" and not spot.stop:
            out.append(spot.region)
        spot = tab_step(targets, spot, 1)
        if spot == targets[0]:
            break
    return out


def test_tab_goes_through_the_same_parts_in_the_same_order_every_turn(baraza_home):
    orders = []
    for seed in (2, 3, 5):
        app, match, scene = _bones(seed)
        walk_to(app, scene, scene.geometry.die_rect(0))
        orders.append(_tab_regions(scene))
        _enter(app)  # a die marked: the Relics that may use it start moves there now; the stops stay the same
        assert scene.picks.marked == [0]
        orders.append(_tab_regions(scene))
    assert all(order == orders[0] for order in orders), orders
    assert orders[0][:3] == ["tray", "my_relics", "my_spells"], orders[0]  # the dice, then the player's own cards


def test_enter_on_a_die_never_makes_a_move_whatever_card_is_picked(baraza_home):
    app, match, scene = _bones(1, "shape_bone")
    view = scene.current_view()
    me = view.players[0]
    picks = [None, *(("relic", i) for i in range(len(me.relics))), *(("spell", c) for c in me.spells)]
    for pick in picks:
        scene.picks.clear()
        scene.picks.sel_card = pick
        scene.focus.invalidate()
        moves = len(match.records)
        for die in view.dice:
            walk_to(app, scene, scene.geometry.die_rect(die.index))
            words = scene.focus.current.label
            assert not words.startswith(("Cast", "Use")) and "Enter" in words, (pick, words)
            _enter(app)
            assert len(match.records) == moves, (pick, die.index, match.records[-1].action)
