""""While you waited" at the KROWNIA table (blind testers): a seat's discards after a 7 flooded the recap with one
line a card; they are one line a seat now ("Blue discarded 4 cards"), through the recap's game-neutral
`recap_merge` hook. A steal from the player did not say which card was taken: the victim (and the thief) read
it ("Blue stole 1 Wheat from Red"), every other seat still reads "a card"."""

from __future__ import annotations

import random

from scene_helpers import frames, make_app
from test_krownia_scene import _advance

from baraza.game.core.action import Action
from baraza.game.krownia.log_words import line_seen_by
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _table_at(seats, seed: int, cond):
    app = make_app()
    match = new_match("krownia", list(seats), seed)
    _advance(match, cond, seed)
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False  # the test plays the AI seats itself
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _until_the_player(match) -> None:
    """The other seats play random legal moves (no offers) until the player is asked."""
    rng = random.Random(0)
    for _ in range(400):
        if match.active_seats() == (0,):
            return
        seat = match.active_seats()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "open_trade"] or match.legal_actions(seat)
        assert match.submit(seat, rng.choice(legal)).ok
    raise AssertionError("the player was never asked")


def test_a_seats_discards_are_one_line_of_the_recap(baraza_home):
    def blue_discards(match) -> bool:
        state = match.state
        return state.phase == "discard" and state.discard_owed[1] >= 3 and state.discard_owed[0] == 0

    app, match, scene = _table_at(("human", "ai:easy"), 1, blue_discards)
    owed = match.state.discard_owed[1]
    while match.state.discard_owed[1]:
        r = next(r for r in range(5) if match.state.hands[1][r])
        assert match.submit(1, Action("discard", (r,))).ok
    _until_the_player(match)
    frames(app, 2)
    lines = scene.recap.recap_lines
    assert f"Blue discarded {owed} cards" in lines, lines
    assert not [line for line in lines if line.startswith("Blue discarded 1 ")], lines
    assert sum(1 for line in match.log if line.text.startswith("Blue discarded 1 ")) == owed  # the log keeps each


def test_a_steal_from_the_player_names_the_card_to_them_alone(baraza_home):
    def blue_steals(match) -> bool:
        return (match.state.phase == "steal" and match.active_seats() == (1,)
                and 0 in match.rules.steal_victims(match.state, 1))

    app, match, scene = _table_at(("human", "ai:easy", "ai:easy"), 2, blue_steals)
    assert match.submit(1, Action("steal", (0,))).ok
    record = match.records[-1]
    event = next(e for e in record.events if e.kind == "steal")
    card = ("Wood", "Brick", "Sheep", "Wheat", "Ore")[event.data["cards"].index(1)]
    line = next(line for line in match.log if line.move_index == len(match.records) - 1 and "stole" in line.text)
    assert line.text == "Blue stole a card from Red"  # the log everyone shares names no card
    assert line_seen_by(record, line, 0) == f"Blue stole 1 {card} from Red"  # the victim
    assert line_seen_by(record, line, 1) == f"Blue stole 1 {card} from Red"  # the thief
    assert line_seen_by(record, line, 2) == line.text  # White saw no card
    assert line_seen_by(record, line, None) == line.text
    _until_the_player(match)
    frames(app, 2)
    assert f"Blue stole 1 {card} from Red" in scene.recap.recap_lines, scene.recap.recap_lines
    # the game log beside the table (and the cursor's reading of it) names it to the victim too
    assert any(f"Blue stole 1 {card} from Red" in text for text, *_ in scene.log_panel.box.lines)
    assert any(f"Blue stole 1 {card} from Red" in text for text in scene.log_panel.last_lines(40))
