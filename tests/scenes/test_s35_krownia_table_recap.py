"""S35, blind tester krownia17: "While you waited" opened whole began at "Red declines the offer" and left out the
AI's offer it answered ("White offers 1 Brick for 1 Ore"), found only by scrolling the log. The recap had told
the offer once, the moment the player was asked to answer it, and the table's decline (made for the player) then
started a new recap over it. Now a recap the player has not closed gathers what comes next, and a move the table
made for the player tells the move it answered with it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_helpers import frames, key
from test_krownia_first_evening import _animated, _changed

from baraza.game.core.action import Action

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))

OFFER = (Action("open_trade"), Action("offer_give", (1,)), Action("offer_get", (4,)), Action("offer_send", (-1,)))


def _offered_while_waiting(baraza_home, close_between: bool = False):
    """The player ends the turn; the AI rolls and offers 1 Brick for 1 Ore the player cannot give (no Ore); the
    table declines it for them; the AI ends its turn."""
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled)
    state = match.state
    for seat, hand in ((0, [1, 1, 1, 2, 0]), (1, [0, 2, 0, 0, 1])):
        state.hands[seat] = list(hand)
        state.public_cards[seat] = list(hand)
    _changed(table)
    assert match.submit(0, Action("end_turn")).ok
    table.animations.skip()
    frames(app, 2)
    assert match.submit(1, Action("roll")).ok
    if state.phase != "main":
        return None
    for action in OFFER:
        assert match.submit(1, action).ok, action
    # the AI's offer lands within the table's update (ai_turns), and the recap, updated after it in the same
    # frame, tells it to the player asked to answer; the next frame the table declines it for them
    table.animations.skip()
    table.recap.update_recap(1 / 60)
    assert any("offers" in line for line in table.recap.recap_lines)
    table.animations.skip()
    frames(app, 2)
    if close_between:
        frames(app, 1, [key(pygame.K_LSHIFT)])  # a key closes the recap
    table.animations.skip()
    frames(app, 2)
    for _ in range(20):
        if match.active_seats() == (0,):
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("end_turn", "cancel_trade", "close_trade")), legal[0])
        assert match.submit(seat, pick).ok
    table.animations.skip()
    frames(app, 2)
    return app, match, table


def _told(table) -> list[str]:
    return [line for _seat, lines in table.recap.recap_groups for line in lines] if table.recap.recap_lines else []


def test_the_offer_the_table_declined_for_the_player_is_in_the_recap(baraza_home):
    made = _offered_while_waiting(baraza_home)
    assert made is not None
    app, match, table = made
    told = _told(table)
    offer = next(i for i, line in enumerate(told) if "offers" in line)
    decline = next(i for i, line in enumerate(told) if "declines" in line or "cannot meet" in line)
    assert offer < decline, told
    assert any("rolled" in line for line in told[:offer]), told  # the AI's roll before it too


def test_a_recap_closed_by_a_key_still_tells_the_offer_with_its_answer(baraza_home):
    made = _offered_while_waiting(baraza_home, close_between=True)
    assert made is not None
    app, match, table = made
    told = _told(table)
    assert any("offers" in line for line in told) and any("cannot meet" in line for line in told), told
