"""S36, Khedu's bar under the pointer (blind testers khedu19/khedu20), trap 2: a fight settled by an equal-dice
button ("2s → 6"), then the reward asked at once: "Take 4 LP" came under the pointer that had just pressed, and a
double click took the reward the player had not chosen. Played from a real seeded match (easy agents on both
seats) up to the first such fight."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu import make_agent  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.settled_fight import outcome_settled  # noqa: E402
from baraza.scenes.ui.click_guard import CHANGED_SECONDS  # noqa: E402

SETTLE = int(CHANGED_SECONDS * 60) + 3  # frames: the bar's wait for a button that took another's place


def _settles_to_my_reward(match, action: Action, by_table: bool) -> bool:
    """Whether the player's equal-dice `action` ends the fight (`by_table`: leaves one the dice decide, which the
    table resolves for the player) and the player then chooses its reward."""
    m = copy.deepcopy(match)
    assert m.submit(0, action).ok
    view = m.view(0)
    legal = m.legal_actions(0) if m.active_seats() == (0,) else []
    if by_table:
        if view.combat is None or view.combat.step != "adjust" or not outcome_settled(view, legal):
            return False
        assert m.submit(0, Action("resolve")).ok
        view = m.view(0)
    return view.combat is not None and view.combat.step == "reward" and m.active_seats() == (0,)


def _to_a_settling_dice_choice(seed: int, by_table: bool, limit: int = 400):
    """The match played by easy agents until the player holds an equal-dice choice that settles a fight they then
    take the reward of; the match and that choice."""
    match = new_match("khedu", ["human", "ai:easy"], seed, {})
    agents = [make_agent("easy", 0, seed + 1), make_agent("easy", 1, seed + 2)]
    for _ in range(limit):
        seat = match.active_seats()[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        # a fight the dice decide already is resolved by the table: no dice button to press
        if seat == 0 and view.combat is not None and view.combat.step == "adjust" and not outcome_settled(view, legal):
            found = next((a for a in legal if a.kind == "adjust" and _settles_to_my_reward(match, a, by_table)), None)
            if found is not None:
                return match, found
        assert match.submit(seat, agents[seat].choose(match.rules, view, seat, legal)).ok
    raise AssertionError("no fight settled by the player's dice choice")


# seed 2: the dice button ends the fight itself; seed 11: it leaves the fight to the dice, and the table resolves it
@pytest.mark.parametrize(("seed", "by_table"), [(2, False), (11, True)])
def test_the_reward_never_stands_where_the_settling_dice_button_was_pressed(baraza_home, seed, by_table):
    from baraza.scenes.khedu.table import KheduScene

    match, choice = _to_a_settling_dice_choice(seed, by_table)
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, SETTLE)
    view = table.current_view()
    label = table.prompt.button_label(view, choice)
    assert "→" in label, label
    table.prompt.sync(view)
    button = next(b for b in table.prompt.buttons if b.text == label)
    spot, pos = pygame.Rect(button.rect), button.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    frames(app, 30, dt=0.05)  # the table resolves the settled fight for the player
    view = table.current_view()
    assert view.combat is not None and view.combat.step == "reward", view.combat
    table.prompt.sync(view)
    texts = [b.text for b in table.prompt.live_buttons() if b.enabled]
    assert any(t.startswith("Take") for t in texts), texts
    on_spot = [b.text for b in table.prompt.live_buttons()
               if b.enabled and b.text != label and b.rect.colliderect(spot)]
    assert on_spot == [], (on_spot, spot, [(b.text, tuple(b.rect)) for b in table.prompt.buttons])
    # and a double click's second half on the spot takes no reward
    moves = len(match.records)
    frames(app, 1, events=click(pos))
    frames(app, 2)
    assert len(match.records) == moves
