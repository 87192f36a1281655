"""A blind tester's Konja match (bad14): the "×2" on a pile of two Clouds covered the pile's 5 (136-myturn), and
the tick on a Spell marked for Chaac! covered Tilt's 1M cost (87-sel). Both sit clear now: read off the drawn
table, pixel by pixel."""

from scene_helpers import frames, make_app

from baraza.game.konja.state import Cloud
from baraza.game.registry import new_match
from baraza.scenes.konja.art import cloud_digit, strip_pill
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme

TAG = (22, 30, 26)  # the pile count's dark tag (draw_players)


def _table():
    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    for player in match.state.players:  # 136-myturn: Kofi's 3, two 5s and a 7
        player.clouds = [Cloud(3), Cloud(5), Cloud(5), Cloud(7)]
    match.state.players[0].spells = ["tilt", "awaken", "shape_bone", "chaac"]  # a big hand: strips, as in 87-sel
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, scene


def _colours(surface, rect):
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def test_a_piles_count_leaves_every_clouds_number_whole(baraza_home):
    app, scene = _table()
    view = scene.current_view()
    for side, seat in (("my", 0), ("opp", 1)):
        groups = scene.geometry.cloud_groups(view.players[seat])
        assert [len(idx) for _v, _f, idx in groups] == [1, 2, 1]
        for g, (value, _flipped, _idx) in enumerate(groups):
            digit = cloud_digit(app.fonts, scene.geometry.cloud_centre(side, g, len(groups)), value)
            seen = _colours(app.screen, digit)
            assert TAG not in seen and theme.HIGHLIGHT[:3] not in seen, (side, value, digit)


def test_the_tick_of_a_spell_marked_to_discard_leaves_its_cost_readable(baraza_home):
    app, scene = _table()
    scene.picks.marked_spells = [0]
    frames(app)
    rect = scene.geometry.spell_rect("my", 0, 4)
    assert rect.h < 44  # a strip: the cost at its right end
    with app.fonts.picture_text():
        pill = strip_pill(app.fonts, scene.sprites.face("spell", "tilt"), rect.size).move(rect.topleft)
    assert theme.BAD[:3] not in _colours(app.screen, pill), pill  # the tick's red disc stays off "1M"
    assert theme.BAD[:3] in _colours(app.screen, rect.inflate(-8, -8))  # and the tick is still drawn on the strip
