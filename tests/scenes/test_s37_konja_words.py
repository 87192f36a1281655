"""Blind tester konja21's words: the tick of a Spell marked for Chaac! sat over the strip's words ("Cancel red",
88-chaac2), and the results read "Nia (you) wins!" for the player's own win (142-end)."""

from scene_helpers import frames, make_app

from baraza.game.konja.state import Cloud
from baraza.game.registry import new_match
from baraza.scenes.konja.art import strip_pill
from baraza.scenes.konja.draw_players import discard_badge
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.screens.results import ResultsScene

GIST = (232, 222, 246)  # a strip's gist words (art.small_card_surface)


def _table(seats=("human", "ai:easy")):
    app = make_app()
    match = new_match("konja", list(seats), 5, {"first_player": 0})
    match.state.players[0].spells = ["chaac", "tilt", "storm_veil", "awaken"]  # a big hand: strips
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def test_the_tick_of_a_spell_marked_to_discard_covers_none_of_its_words(baraza_home):
    app, _match, scene = _table()
    rect = scene.geometry.spell_rect("my", 2, 4)
    assert rect.h < 44
    gist = [x for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if tuple(app.screen.get_at((x, y)))[:3] == GIST]
    assert gist, "Storm Veil's gist shows on its strip unmarked"
    scene.picks.marked_spells = [2]
    frames(app)
    with app.fonts.picture_text():  # as the strip's words are sized
        pill = strip_pill(app.fonts, scene.sprites.face("spell", "storm_veil"), rect.size).move(rect.topleft)
    centre, radius = discard_badge(rect, pill)
    gist = [x for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if tuple(app.screen.get_at((x, y)))[:3] == GIST]
    assert all(x < centre[0] - radius - 2 for x in gist), (max(gist, default=None), centre, radius)


def test_the_players_own_win_reads_you_win(baraza_home):
    app, match, scene = _table()
    match.state.players[0].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    match.state.over, match.state.phase, match.state.winners = True, "over", (0,)
    assert ResultsScene(app, scene).headline == "You win!"
    match.state.winners = (1,)
    assert ResultsScene(app, scene).headline == "Kofi (AI easy) wins!"
    app, match, scene = _table(("human", "human"))  # two people at the table: the winner is named
    match.state.over, match.state.phase, match.state.winners = True, "over", (0,)
    assert ResultsScene(app, scene).headline.endswith(" wins!")
