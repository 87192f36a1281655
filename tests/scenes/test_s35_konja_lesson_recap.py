""""While you waited" left out the player's own red dice (blind tester konja16, 87-recap.png): the recap skips the
player's own move, the roll, so it told Kofi's Storm Veil cancelling "the red 4" and the red dice ignored without
what Nia had rolled. The line where they come to nothing now names them for their thrower (the Konja table's
`log_text` hook, scenes/konja/recap_words.py)."""

from __future__ import annotations

from scene_helpers import make_app

from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.table.launch import scene_class


def _nia_rolls_red_into_nothing():
    """Kofi (seat 1) ends his Bones with five 6s; Nia (seat 0) rolls the red dice, and none can beat a 6."""
    match = new_match("konja", ["human", "ai:normal"], 7, {"first_player": 1})
    for _ in range(200):
        legal = match.legal_actions(0)
        if any(a.kind == "roll_red" for a in legal):
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("end_bones", "roll")), legal[0])
        assert match.submit(seat, pick).ok
    else:
        raise AssertionError("Nia never came to roll the red dice")
    match.state.dice = [Die("green", 6) for _ in match.state.dice]
    roll = next(a for a in match.legal_actions(0) if a.kind == "roll_red")
    assert match.submit(0, roll).ok
    while match.active_seats() == (1,) and match.state.phase != "collect":  # Kofi's answer, if he has one
        assert match.submit(1, match.legal_actions(1)[-1]).ok
    return match


def test_the_ignored_red_dice_are_named_for_their_thrower(baraza_home):
    match = _nia_rolls_red_into_nothing()
    red = next(e for r in match.records for e in r.events if e.kind == "roll_red").data["red"]
    ignored = [line for line in match.log if line.text.endswith("red dice are ignored.")]
    assert ignored, [line.text for line in match.log][-4:]
    table = scene_class("konja")(make_app(), match)
    told = table.log_text(ignored[-1], 0)
    assert f"Nia rolled red {red[0]} and {red[1]}" in told, told
    assert table.log_text(ignored[-1], 1) == ignored[-1].text  # Kofi did not throw them: his line as it was
    other = match.log[0]
    assert table.log_text(other, 0) == other.text
    table.ai.close()
