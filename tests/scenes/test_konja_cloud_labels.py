"""At 125 and 150 % text the Rain Blessing's three Cloud buttons were squeezed to "3-point Cloud…": their
labels read whole at every text size ("3 points (5 Gold)" where "3-point Cloud" does not fit on a line)."""

from __future__ import annotations

import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.prompt import fits
from baraza.scenes.konja.table import KonjaScene


def _rain_seed() -> int:
    for seed in range(1, 400):
        match = new_match("konja", ["human", "ai:easy"], seed, {"first_player": 0})
        match.submit(0, Action("choose_ancestor", ("rain",)))
        if match.view(0).phase == "rain_upgrade":
            return seed
    raise AssertionError("no seed gives Rain's flip first")


def _at_rain_summon(scale: int):
    """A table at `scale` % text where the player, having passed Rain's flip, is asked to summon a Cloud."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], _rain_seed(), {"first_player": 0})
    scene = KonjaScene(app, match)
    scene.ai_turns.update = lambda dt: None
    app.stack.reset(scene)
    frames(app, 2)
    assert match.submit(0, Action("choose_ancestor", ("rain",))).ok
    frames(app, 2)
    assert match.submit(0, Action("done_upgrading")).ok
    frames(app, 3)
    return app, match, scene


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_cloud_buttons_read_whole(baraza_home, scale, monkeypatch):
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_pass"})  # plays the Rain's lone Done/Pass itself
    app, match, scene = _at_rain_summon(scale)
    assert match.view(0).phase == "rain_summon"
    panel = scene.prompt_panel
    panel.sync(scene.current_view())
    clouds = [b for b in panel.buttons if "Gold)" in b.text]
    assert len(clouds) == 3, [b.text for b in panel.buttons]
    assert panel.unplaced == []
    assert all(fits(app.fonts, b.text, b.rect) for b in clouds), [(b.text, tuple(b.rect)) for b in clouds]
    if scale == 100:
        assert clouds[0].text.startswith("3-point Cloud")


def test_the_gold_held_stays_in_sight_when_the_buttons_take_the_words_room(baraza_home, monkeypatch):
    """At 150 % the three Cloud buttons left "Summon a Cloud? You hold 2 Gold." no room: the line under the title
    says the Gold instead of the turn (keyboard playtest)."""
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_pass"})  # plays the Rain's lone Done/Pass itself
    for scale in (100, 150):
        app, _match, scene = _at_rain_summon(scale)
        panel, view = scene.prompt_panel, scene.current_view()
        panel.sync(view)
        gold = f"You hold {view.players[0].gold} Gold"
        words_shown = panel._text_box.h >= app.fonts.get(16).get_linesize() - 2
        assert words_shown or panel.head_line(view) == gold, scale
        assert gold in panel._text
