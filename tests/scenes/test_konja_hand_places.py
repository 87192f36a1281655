"""Konja's cards keep their places between the separate moves of one turn (issue 24): a Relic sold or a Spell
cast leaves a gap until the turn ends, so the next click lands on the card the player aimed at, or on
nothing, never on the card that slid into the old place."""

from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.hand_slots import HandSlots
from baraza.scenes.konja.table import KonjaScene


def test_a_card_that_leaves_leaves_a_gap_until_the_turn_ends():
    row = HandSlots(5)
    assert row.update(1, ["a", "b", "c"]) == [0, 1, 2]
    assert row.update(1, ["a", "c"]) == [0, 2]  # b left: c keeps its place
    assert row.count == 3
    assert row.update(1, ["a", "b", "c"]) == [0, 1, 2]  # b back (an undo): in its old place
    assert row.update(1, ["a", "c", "d"]) == [0, 2, 3]  # a new card comes after the others
    assert row.update(1, ["a", "d"]) == [0, 3]
    assert row.update(2, ["a", "d"]) == [0, 1]  # the next turn: closed up


def test_a_full_row_fills_its_gaps_and_a_gap_at_the_end_closes():
    row = HandSlots(3)
    row.update(1, ["a", "b", "c"])
    assert row.update(1, ["a", "c", "d"]) == [0, 2, 1]  # no room after c: d takes b's place
    assert row.update(1, ["a", "d"]) == [0, 1] and row.count == 2  # nothing lay after c: no gap kept
    spells = HandSlots(99, trim=False)
    spells.update(1, ["x", "y"])
    assert spells.update(1, ["x"]) == [0] and spells.count == 2  # the Spells' layout depends on the count
    twins = HandSlots(5)
    twins.update(1, ["t", "t", "u"])
    assert twins.update(1, ["t", "u"]) == [0, 2]  # two copies: the first stays where it lay


def _table(seed: int = 5):
    app = make_app()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def test_selling_two_relics_in_a_row_never_lands_on_a_third(baraza_home):
    """The Merchant's Favour: two Relics sold by two clicks on the same spots as drawn at the start of the
    turn; the Relics after them stay where they were, and the first spot is a gap (a click there does nothing)."""
    app, match, scene = _table()
    frames(app, 1, click(scene.tile_rects["merchant"].center))
    frames(app, 2)
    view = match.view(0)
    relics = [r.card for r in view.players[0].relics]
    assert len(relics) >= 3, relics
    spots = [scene.geometry.relic_rect("my", i).center for i in range(len(relics))]
    frames(app, 1, click(spots[0]))  # sell the first
    frames(app, 2)
    assert match.records[-1].action == Action("sell_relic", (0,))
    left = [r.card for r in match.view(0).players[0].relics]
    assert left == relics[1:]
    for i in range(len(left)):  # every Relic still lies where the player saw it
        assert scene.geometry.relic_rect("my", i).center == spots[i + 1]
    before = len(match.records)
    frames(app, 1, click(spots[0]))  # a second click on the first spot: a gap, no move
    frames(app, 2)
    assert len(match.records) == before
    frames(app, 1, click(spots[2]))  # the third Relic, where it always was
    frames(app, 2)
    assert match.records[-1].action == Action("sell_relic", (1,))
    assert [r.card for r in match.view(0).players[0].relics] == [relics[1]] + relics[3:]
    scene.geometry.hold(match.view(1))  # the other player at the screen (a hot-seat hand-over) and back:
    scene.geometry.hold(match.view(0))  # the places are still those of the start of the turn
    assert scene.geometry.relic_rect("my", 0).center == spots[1]
    frames(app, 1, click(scene.prompt_panel.button("Done selling").rect.center))
    frames(app, 2)
    while match.view(0).turn_count == 0 and match.active_seats():  # play the turn out
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[-1]).ok
    frames(app, 2)
    scene.geometry.hold(match.view(0))
    assert scene.geometry.relic_rect("my", 0).center == spots[0]  # the next turn: the row closed up
