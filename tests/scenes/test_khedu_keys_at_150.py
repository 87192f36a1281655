"""Khedu by keys at 150 % text (a blind tester's solo run): the Combat panel's lines never run into each other nor
past its edge, a turn opens on a spot that harms nothing (a unit to place before a Command), the prompt bar is
entered on its sentence (not on "Pass (−3 LP)") also by Up from the Cadre, and a reward opens on its first button
every fight."""

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.table.focus import arrow_step, tab_step

ORDER = ("place", "pay", "reward", "cadence_done", "roll", "resolve", "end_turn", "meditate", "pass")


def _table(seed: int, scale: int = 150):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("khedu", ["human"], seed, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    return app, match, table


def _step(match) -> None:
    """One plain move of a steady player: place, pay, take the reward, then end the turn."""
    legal = match.legal_actions(0)
    assert match.submit(0, next((a for k in ORDER for a in legal if a.kind == k), legal[0])).ok


def _turn_starts(match, turns: int):
    """Yield at the start of each of the player's next `turns` turns (nothing chosen, no fight)."""
    for _ in range(turns * 40):
        view = match.view(0)
        if view.is_over:
            return
        if view.phase == "turn" and view.turn_mode is None and view.combat is None:
            yield view
            legal = match.legal_actions(0)
            end = next((a for k in ("place", "end_turn", "meditate", "pass", "attack") for a in legal if a.kind == k),
                       legal[0])
            assert match.submit(0, end).ok
            continue
        _step(match)


def _arena_texts(app, table) -> list[pygame.Rect]:
    """The rectangles of every text the arena drew in one drawing."""
    app.fonts.placed = []
    try:
        table.arena.draw(pygame.Surface(app.screen.get_size()), table.current_view(), None)
        return [pygame.Rect(rect) for rect, *_ in app.fonts.placed]
    finally:
        app.fonts.placed = None


def _assert_clear(rects: list[pygame.Rect], zone: pygame.Rect, what: str) -> None:
    assert rects, what
    for i, a in enumerate(rects):
        assert zone.contains(a), (what, a, zone)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (what, a, b)


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_combat_panel_lines_never_overlap_nor_leave_it(baraza_home, scale):
    for seed in (3, 6, 9):
        app, match, table = _table(seed, scale)
        while not any(a.kind == "attack" and a.args[0][0] == "cadre" for a in match.legal_actions(0)):
            _step(match)
        frames(app, 2)
        view = table.current_view()
        attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0][0] == "cadre")
        zone = pygame.Rect(table.layout.zones["arena"])
        table.clicks.path = list(table.clicks.tokens(view, attack)[:1])  # the attacker picked: "5 dice"
        _assert_clear(_arena_texts(app, table), zone, f"attacker picked, seed {seed} at {scale} %")
        table.clicks.path = list(table.clicks.tokens(view, attack)[:2])  # the defender too: VS and the odds
        _assert_clear(_arena_texts(app, table), zone, f"odds shown, seed {seed} at {scale} %")
        table.clicks.clear()
    for _ in range(3000):  # the song's end: its title and the score in the panel's width
        if match.is_over():
            break
        _step(match)
    frames(app, 2)
    _assert_clear(_arena_texts(app, table), pygame.Rect(table.layout.zones["arena"]), f"the end at {scale} %")


def test_a_turn_opens_on_a_unit_to_place_else_a_hero_never_a_command_first(baraza_home):
    seen = set()
    for seed in (4, 7, 8):
        app, match, table = _table(seed)
        for view in _turn_starts(match, 6):
            frames(app, 1)
            view = table.current_view()
            legal = match.legal_actions(0)
            landing = table.keyboard.landing(view)
            firsts = {kind: [pygame.Rect(table.tutorial_clicks(a, view)[0]) for a in legal if a.kind == kind
                             and (kind != "attack" or a.args[0][0] == "cadre")] for kind in ("place", "attack")}
            want = firsts["place"] or firsts["attack"]
            if not want:
                continue
            assert landing == min(want, key=lambda r: (r.x, r.y)), (seed, view.turns_completed, landing)
            seen.add("command" in {a.kind for a in legal})
    assert True in seen  # some of those turns had a Command in the hand too


def test_the_prompt_bar_is_entered_on_its_sentence_by_tab_and_by_up_from_the_cadre(baraza_home):
    app, match, table = _table(8)
    for view in _turn_starts(match, 4):
        if view.players[0].cadre[0] is not None and any(a.kind == "pass" for a in match.legal_actions(0)):
            break
    frames(app, 2)
    targets = table.focus.targets()
    prompt = [t for t in targets if t.region == "prompt"]
    assert any(t.label.startswith("Pass") or "Pass" in t.label for t in prompt)
    before = targets[targets.index(prompt[0]) - 1]
    entered = tab_step(targets, before, 1)
    assert entered.region == "prompt" and entered.label.startswith("Prompt: "), entered.label
    hero = next(t for t in targets if t.region == "cadre")
    up = arrow_step(targets, hero, "up")
    assert up is not None and up.region == "prompt", up and up.label


def test_a_reward_opens_on_its_first_button_every_fight(baraza_home):
    rewards = 0
    for seed in (3, 6, 9):
        app, match, table = _table(seed)
        for _ in range(400):
            view = match.view(0)
            if view.is_over or rewards >= 4:
                break
            if view.combat is not None and view.combat.step == "reward":
                table.prompt.invalidate()  # (moves made behind the table's back: its bar is built afresh)
                frames(app, 1)
                view = table.current_view()
                table.prompt.sync(view)
                buttons = [b for b in table.prompt.buttons if b.enabled and b.text.startswith(("Take ", "Stack "))]
                first = min((pygame.Rect(b.rect) for b in buttons), key=lambda r: (r.x, r.y))
                assert table.keyboard.after_choice(view) == first
                rewards += 1
            legal = match.legal_actions(0)
            attack = next((a for a in legal if a.kind == "attack" and a.args[0][0] == "cadre"), None)
            pick = next((a for k in ORDER[:6] for a in legal if a.kind == k), None) or attack or next(
                (a for k in ORDER for a in legal if a.kind == k), legal[0])
            assert match.submit(0, pick).ok
    assert rewards >= 2
