"""Konja by keys at 150 % text (keyboard playtest): every card choice's buttons read whole at every text size,
and the cursor lands on a real choice rather than the one that ends the phase."""

import random
import re

import pygame
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.card_use import target_of
from baraza.scenes.konja.prompt import fits, line_step
from baraza.scenes.konja.table import KonjaScene


def _table(seed: int, scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _whole(app, scene, where: str) -> None:
    panel = scene.prompt_panel
    panel.sync(scene.current_view())
    assert not panel.unplaced, f"{where}: cut {panel.unplaced} among {[(b.text, tuple(b.rect)) for b in panel.buttons]} top {panel._top} box {panel._text_box}"
    for b in panel.buttons:
        assert fits(app.fonts, b.text.removeprefix("● "), b.rect), f"{where}: {b.text!r} cut in {b.rect}"
        # the words are drawn only where no button lies ("·fa", "…ud…" peeked out behind Rain Stick's buttons)
        if panel._text_box.h >= line_step(app.fonts):
            assert not panel._text_box.colliderect(b.rect), f"{where}: words {panel._text_box} under {b.text!r}"


def _every_choice(app, scene, view, legal) -> int:
    """Each card the player can use opened, with each of its chips picked."""
    picks, states = scene.picks, 0
    for action in [a for a in legal if a.kind in ("play_spell", "use_relic")][:16]:
        picks.clear()
        if action.kind == "play_spell":
            picks.sel_card = ("spell", action.args[0])
        else:
            picks.sel_card = ("relic", action.args[0])
            picks.action_pick = action.args[1] if action.args[1] >= 0 else None
        picks.marked = [t for t in target_of(action) if isinstance(t, int) and 0 <= t < len(view.dice)][:1]
        _whole(app, scene, f"{picks.sel_card}")
        states += 1
        _act, chips, _need = scene.card_use.resolve(view, legal)
        for _label, value, is_power in chips:
            if is_power:
                picks.power_pick = value
            else:
                picks.target_pick = value
            _whole(app, scene, f"{picks.sel_card} chip")
            _act, more, _need = scene.card_use.resolve(view, legal)
            for _l, v, p in more:  # the Power chips that come after the way is picked
                if p:
                    picks.power_pick = v
                    _whole(app, scene, f"{picks.sel_card} power")
            states += 1
        # the way picked before the panel is first laid out (one way only: the Power chips show at once)
        if chips and not chips[0][2]:
            scene.prompt_panel._sig = ()
            picks.target_pick, picks.power_pick = chips[0][1], None
            _whole(app, scene, f"{picks.sel_card} at once")
    picks.clear()
    return states


def test_every_card_choice_reads_whole_at_every_text_size(baraza_home):
    for scale in (150, 125, 100):
        states = 0
        for seed in (3, 11, 21, 8):
            rng = random.Random(seed)
            app, match, scene = _table(seed, scale)
            for _step in range(200):
                if match.is_over():
                    break
                seat = match.active_seats()[0]
                scene.viewer = seat
                view = match.view(seat)
                legal = match.legal_actions(seat)
                _whole(app, scene, f"{scale} {view.phase}")
                if view.phase in ("bones", "red_reply"):
                    states += _every_choice(app, scene, view, legal)
                action = rng.choice(legal)
                assert match.submit(seat, action).ok
                frames(app)
        assert states > 100, scale


ENDS = ("End Bones", "Leave them", "Pass", "Done flipping", "Done with red dice", "Do not answer")
GIVE_UP = frozenset({"end_bones", "skip_red", "pass_blessing", "done_upgrading", "red_done", "no_reply",
                     "refresh_offering"})
CARD_FIRST = ("use_relic", "play_spell", "roll_red", "summon_cloud", "upgrade_cloud", "choose_ancestor",
              "choose_resource", "roll", "red_replace", "end_bones")


def test_the_cursor_never_waits_on_a_phase_ending_button_while_a_choice_exists(baraza_home):
    """After a Relic or Spell is used, and when a red-dice attack or a Blessing starts, the cursor is on a real
    choice: End Bones, Leave them, Pass, Done flipping only when nothing else can be done (playtest: a reflexive
    Enter ended the phase)."""
    from keyboard_player import keyboard_table, play_by_keys, wait_for_turn

    app, match, table, _spec = keyboard_table("konja")
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    checked = set()
    rng = random.Random(4)
    for _ in range(160):
        wait_for_turn(app, table)
        if match.is_over() or table.human_to_act() != 0:
            break
        legal = match.legal_actions(0)
        kinds = [k for k in CARD_FIRST if any(a.kind == k for a in legal)]
        kind = kinds[0] if kinds and rng.random() < 0.85 else rng.choice(legal).kind
        action = rng.choice([a for a in legal if a.kind == kind])
        play_by_keys(app, table, action)
        frames(app, 3)
        if table.human_to_act() != 0 or table.focus.current is None:
            continue
        view = table.current_view()
        after_card = action.kind in ("use_relic", "play_spell")
        opened = view.phase in ("red_roll", "rain_summon", "rain_upgrade") and action.kind not in (
            "summon_cloud", "upgrade_cloud")
        if not (after_card or opened):
            continue
        choices = [a for a in match.legal_actions(0) if a.kind not in GIVE_UP and table.tutorial_clicks(a, view)]
        if not choices:
            continue
        spot = pygame.Rect(table.focus.current.rect)
        ends = [table.prompt_panel.button_rect(view, label) for label in ENDS]
        assert spot not in [r for r in ends if r is not None], (action, view.phase, table.focus.current.label)
        checked.add("card" if after_card else view.phase)
    assert "card" in checked and len(checked) >= 2, checked


def test_the_final_round_banner_keeps_clear_of_the_phase_track(baraza_home):
    """"FINAL ROUND" sat on top of "Bones (2/3)" at 150 % (playtest); the buttons stay above the track too."""
    import dataclasses

    for scale in (100, 125, 150):
        app, match, scene = _table(3, scale)
        view = dataclasses.replace(scene.current_view(), final_round=True)
        panel = scene.prompt_panel
        panel.sync(view)
        banner, words = panel.banner_rect(view), panel.track_label_rect(view)
        assert banner is not None and not banner.colliderect(words), (scale, banner, words)
        assert panel.zone.contains(banner), (scale, banner)
        assert all(b.rect.bottom < words.top - 9 for b in panel.buttons), scale
        scene.draw(app.screen)  # draws


def test_a_spot_with_many_moves_says_what_the_others_are(baraza_home):
    """"Cast Second Wind: reroll the 3, or 44 more" never said more of what."""
    from keyboard_player import keyboard_table, play_by_keys, wait_for_turn

    app, match, table, _spec = keyboard_table("konja")
    said = []
    for _ in range(40):
        wait_for_turn(app, table)
        if match.is_over() or table.human_to_act() != 0:
            break
        legal = match.legal_actions(0)
        for target in table.focus.targets():
            said.append(target.label)
            assert not re.search(r", or \d+ more$", target.label), target.label
        if match.view(0).phase == "bones":
            action = next((a for a in legal if a.kind == "end_bones"), legal[0])
        else:
            action = legal[0]
        play_by_keys(app, table, action)
        frames(app, 3)
    assert any(re.search(r"other (ways to use it|moves from here)$", s) for s in said), said[:20]


def _arrow_reach(targets, start) -> set:
    from baraza.scenes.table.focus import arrow_step

    seen, todo = {start.rect}, [start]
    while todo:
        spot = todo.pop()
        for name in ("up", "down", "left", "right"):
            nxt = arrow_step(targets, spot, name)
            if nxt is not None and nxt.rect not in seen:
                seen.add(nxt.rect)
                todo.append(nxt)
    return seen


def _skipped_rows(targets, buttons) -> list:
    """Up/Down from each prompt button past the next row of the prompt, though a button of it lies right under
    (above) it: a row skipped."""
    from baraza.scenes.table.focus import arrow_step

    rows = sorted({b.rect.top for b in buttons})
    out = []
    for b in buttons:
        spot = next(t for t in targets if t.rect == tuple(b.rect))
        i = rows.index(b.rect.top)
        for name, want in (("down", rows[i + 1] if i + 1 < len(rows) else None),
                           ("up", rows[i - 1] if i > 0 else None)):
            under = [o for o in buttons if o.rect.top == want and o.rect.left < b.rect.right
                     and b.rect.left < o.rect.right] if want is not None else []
            nxt = arrow_step(targets, spot, name)
            if under and (nxt is None or nxt.rect[1] != want):  # a row with a button right above/under it
                out.append((b.text, name, nxt.label if nxt else None))
    return out


def test_every_card_choice_button_is_reached_by_arrows_in_reading_order(baraza_home):
    """"Keep ready" was skipped by Up/Down from Use, 5 or Let it be spent (playtest at 150 %)."""
    from keyboard_player import keyboard_table, play_by_keys, wait_for_turn

    app, match, table, _spec = keyboard_table("konja")
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    rng, opened = random.Random(2), 0
    for _ in range(60):
        wait_for_turn(app, table)
        if match.is_over() or table.human_to_act() != 0:
            break
        view, legal = table.current_view(), match.legal_actions(0)
        for action in [a for a in legal if a.kind in ("use_relic", "play_spell")][:10]:
            table.picks.clear()
            kind = "spell" if action.kind == "play_spell" else "relic"
            table.picks.sel_card = (kind, action.args[0])
            table.picks.marked = [t for t in target_of(action) if isinstance(t, int) and 0 <= t < len(view.dice)][:1]
            _act, chips, _need = table.card_use.resolve(view, legal)
            if chips and not chips[0][2]:
                table.picks.target_pick = chips[0][1]
            table.focus.invalidate()
            table.prompt_panel.sync(view)
            buttons = table.prompt_panel.buttons
            targets = table.focus.targets()
            use = next(t for t in targets if t.rect == tuple(buttons[-2].rect))
            reached = _arrow_reach(targets, use)
            for b in buttons:
                assert tuple(b.rect) in reached, (b.text, [x.text for x in buttons])
            assert not _skipped_rows(targets, buttons), (_skipped_rows(targets, buttons), [(x.text, tuple(x.rect)) for x in buttons])
            opened += 1
        table.picks.clear()
        table.focus.invalidate()
        frames(app, 2)
        kinds = [a for a in legal if a.kind != "end_bones"] if rng.random() < 0.7 else legal
        play_by_keys(app, table, rng.choice(kinds or legal))
        frames(app, 3)
    assert opened > 10, opened
