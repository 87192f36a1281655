"""Konja's cards keep their places between the separate moves of one choice (issue 24): a Relic sold or a Spell
cast leaves a gap while the choice is open, so the next click lands on the card the player aimed at, or on
nothing, never on the card that slid into the old place. Once the choice is done (Pass after selling, End Bones
after casting) the row closes up: the first-evening playtest saw gaps left for the rest of the turn."""

from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.hand_slots import HandSlots
from baraza.scenes.konja.layout import KonjaGeometry
from baraza.scenes.konja.table import KonjaScene


def test_a_card_that_leaves_leaves_a_gap_until_the_choice_is_done():
    row = HandSlots(5)
    assert row.update(1, ["a", "b", "c"]) == [0, 1, 2]
    assert row.update(1, ["a", "c"]) == [0, 2]  # b left: c keeps its place
    assert row.count == 3
    assert row.update(1, ["a", "b", "c"]) == [0, 1, 2]  # b back (an undo): in its old place
    assert row.update(1, ["a", "c", "d"]) == [0, 2, 3]  # a new card comes after the others
    assert row.update(1, ["a", "d"]) == [0, 3]
    assert row.update(2, ["a", "d"]) == [0, 1]  # the next choice: closed up


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
    assert match.view(0).phase != "merchant_sell"
    scene.geometry.hold(match.view(0))
    # the selling is done: the row closed up at once, not at the end of the turn
    assert [scene.geometry.relic_rect("my", i).center for i in range(len(relics) - 2)] == spots[:len(relics) - 2]


def test_a_spell_cast_leaves_its_gap_for_the_bones_only(baraza_home):
    """A Spell cast in the Bones: the next still lies where it lay while the Bones go on (a second cast lands on
    it); after End Bones the Spells close up."""
    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (2, 3, 4, 6, 6)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    nia = state.players[0]
    nia.spells, nia.magick = ["tilt", "awaken", "second_wind"], 5
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    scene.geometry.hold(match.view(0))  # Nia at the screen, her Spells face up
    spots = [scene.geometry.spell_rect("my", i, 3) for i in range(3)]
    assert match.submit(0, Action("play_spell", ("tilt", (0, 1)))).ok
    frames(app, 2)
    scene.geometry.hold(match.view(0))
    assert [scene.geometry.spell_rect("my", i, 2) for i in range(2)] == spots[1:]  # a gap where Tilt lay
    assert match.submit(0, Action("end_bones")).ok
    frames(app, 2)
    scene.geometry.hold(match.view(0))
    assert match.view(0).players[0].spells == ("awaken", "second_wind")
    fresh = KonjaGeometry(scene.konja.ctx.layout)  # a table opened now: no gap remembered
    fresh.hold(match.view(0))
    # closed up: the two Spells lie as a hand of two is laid, Awaken in the first place
    assert [scene.geometry.spell_rect("my", i, 2) for i in range(2)] == [fresh.spell_rect("my", i, 2) for i in range(2)]
    assert scene.geometry.spell_rect("my", 0, 2) != spots[1]
