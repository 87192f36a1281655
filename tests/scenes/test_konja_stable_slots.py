"""Blind playtest (Konja table): a costly or phase-ending button (End Bones, Pass) never appears where a harmless
one stood a moment before (Use -> End Bones, Roll -> End Bones, Done flipping -> Pass); a click at the old spot,
a moment later, presses nothing. Also: a red die's targets stay lit, a card's Use/Cast words say what happens,
a Spell marked to go with Chaac! looks chosen, not greyed."""

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme

SEATS = ["human", "ai:easy"]


def _table(monkeypatch, seed: int = 5, scale: int = 100, **options):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", SEATS, seed, {"first_player": 0, **options})
    scene = KonjaScene(app, match)
    monkeypatch.setattr(scene.ai_turns, "update", lambda dt: None)  # the AI never plays in the player's turn
    app.stack.reset(scene)
    frames(app, 2)
    return app, match, scene


def _press(app, scene, label: str) -> tuple[int, int]:
    scene.prompt_panel.sync(scene.current_view())
    button = scene.prompt_panel.button(label)
    assert button is not None and button.enabled, (label, [b.text for b in scene.prompt_panel.buttons])
    frames(app, 1, dt=0.5)
    frames(app, 1, click(button.rect.center))
    frames(app, 2)
    return button.rect.center


def _again(app, spot) -> None:
    """A second press at the same spot, a moment later (past every guard: a click aimed at what was there)."""
    frames(app, 60, dt=1 / 60)  # past the double-click guard and the changed-button guard (0.8 s)
    frames(app, 1, click(spot))
    frames(app, 2)


def _to_bones(app, match, scene) -> tuple[int, int]:
    frames(app, 1, click(scene.tile_rects["resource"].center))
    frames(app, 2)
    _press(app, scene, "✶")
    return _press(app, scene, "Roll the dice")


def test_a_click_where_roll_or_use_was_never_ends_the_bones(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch)
    roll = _to_bones(app, match, scene)
    assert match.view(0).phase == "bones"
    _again(app, roll)
    assert match.view(0).phase == "bones", "a click where Roll the dice stood pressed End Bones"
    relics = [r.card for r in match.view(0).players[0].relics]
    frames(app, 1, dt=0.5)
    frames(app, 1, click(scene.geometry.die_centre(0)))
    frames(app, 1, dt=0.5)
    frames(app, 1, click(scene.geometry.relic_rect("my", relics.index("fie_ah")).center))
    use = _press(app, scene, "Use")
    assert match.records[-1].action.kind == "use_relic"
    _again(app, use)
    assert match.view(0).phase == "bones", "a click where Use stood pressed End Bones"
    end = scene.prompt_panel.button("End Bones").rect
    assert not end.collidepoint(use) and not end.collidepoint(roll)


def _rain_seed() -> int:
    for seed in range(1, 400):
        m = new_match("konja", SEATS, seed, {"first_player": 0})
        m.submit(0, Action("choose_ancestor", ("rain",)))
        if m.view(0).phase == "rain_upgrade":
            return seed
    raise AssertionError("no seed")


def test_a_click_where_done_flipping_was_never_passes_the_blessing(monkeypatch, baraza_home):
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_pass"})  # plays the Rain's lone Done/Pass itself
    app, match, scene = _table(monkeypatch, seed=_rain_seed())
    frames(app, 1, click(scene.tile_rects["rain"].center))
    frames(app, 2)
    assert match.view(0).phase == "rain_upgrade"
    scene.prompt_panel.sync(match.view(0))
    rect = scene.prompt_panel.button("Done flipping").rect
    _press(app, scene, "Done flipping")
    done = (rect.x + 10, rect.centery)  # the button's left end, where a narrower one would start too
    assert match.view(0).phase == "rain_summon" and match.view(0).acting_seat == 0
    _again(app, done)
    assert match.records[-1].action == Action("done_upgrading"), f"a click where Done flipping stood made " \
        f"{match.records[-1].action}"
    scene.prompt_panel.sync(match.view(0))
    for button in scene.prompt_panel.buttons:  # no Cloud to buy either
        assert not button.rect.collidepoint(done), button.text


def test_the_end_slot_keeps_its_place_at_every_text_size(monkeypatch, baraza_home):
    for scale in (100, 125, 150):
        app, match, scene = _table(monkeypatch, scale=scale)
        frames(app, 1, click(scene.tile_rects["resource"].center))
        frames(app, 2)
        _press(app, scene, "✶")
        roll = scene.prompt_panel.button("Roll the dice").rect
        _press(app, scene, "Roll the dice")
        end = scene.prompt_panel.button("End Bones").rect
        assert not end.colliderect(roll), (scale, roll, end)
        assert end.bottom <= scene.prompt_panel.zone.bottom - 60, (scale, end)  # never on the phase track
        assert not scene.prompt_panel.unplaced, scale


def _red_seed() -> int:
    for seed in range(1, 300):
        m = new_match("konja", SEATS, seed, {"first_player": 0, "shayka": "own"})
        for a in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll"),
                  Action("end_bones"), Action("roll_red")):
            if a not in m.legal_actions(0):
                break
            m.submit(0, a)
        if m.view(0).phase == "red_assign":
            if len({a.args[0] for a in m.legal_actions(0) if a.kind == "red_replace"}) == 2:
                return seed
    raise AssertionError("no seed")


def test_a_picked_red_die_lights_its_targets_in_every_frame(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch, seed=_red_seed(), shayka="own")
    for a in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll"),
              Action("end_bones"), Action("roll_red")):
        assert match.submit(0, a).ok
    frames(app, 3)
    frames(app, 1, click(scene.geometry.red_centre(1)))  # the second red die
    targets = {a.args[1] for a in match.legal_actions(0) if a.kind == "red_replace" and a.args[0] == 1}
    assert scene.picks.red_pick == 1 and targets
    monkeypatch.setattr(scene.ctx.clock, "pulse", lambda speed=3.0: 0.25)  # the blink's low half
    surface = pygame.Surface(app.screen.get_size())
    scene.tray.draw(surface, match.view(0))
    for i in targets:
        ring = scene.geometry.die_rect(i).inflate(6, 6)
        assert surface.get_at((ring.centerx, ring.top + 1))[:3] == theme.BAD[:3], f"die {i} unlit"


def test_cast_words_say_what_happens(monkeypatch, baraza_home):
    for seed in range(1, 400):
        if "violet_spark" in new_match("konja", SEATS, seed, {"first_player": 0}).view(0).players[0].spells:
            break
    app, match, scene = _table(monkeypatch, seed=seed)
    for a in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll")):
        assert match.submit(0, a).ok
    frames(app, 2)
    hand = match.view(0).players[0].spells
    frames(app, 1, click(scene.geometry.spell_rect("my", hand.index("violet_spark"), len(hand)).center))
    words = scene.prompt_panel.sync(match.view(0))
    assert "Use it" not in words and words == "Press Cast to gain a violet die and roll it.", words


def test_a_spell_marked_to_go_with_chaac_looks_chosen_not_greyed(monkeypatch, baraza_home):
    for seed in range(1, 400):
        hand = new_match("konja", SEATS, seed, {"first_player": 0}).view(0).players[0].spells
        if "chaac" in hand and "awaken" in hand:
            break
    app, match, scene = _table(monkeypatch, seed=seed)
    for a in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll")):
        assert match.submit(0, a).ok
    frames(app, 2)
    hand = match.view(0).players[0].spells
    assert Action("play_spell", ("awaken", (0,))) not in match.legal_actions(0)  # no spent Relic: unplayable
    for card in ("chaac", "awaken"):  # Chaac! picked, then Awaken marked to discard with it
        frames(app, 1, dt=0.5)
        frames(app, 1, click(scene.geometry.spell_rect("my", hand.index(card), len(hand)).center))
    assert scene.picks.marked_spells == [hand.index("awaken")]
    drawn = {}
    real = scene.sprites.card

    def card(surface, rect, kind, card_id="", *args, **kw):
        drawn[card_id] = kw
        return real(surface, rect, kind, card_id, *args, **kw)

    monkeypatch.setattr(scene.sprites, "card", card)
    scene.players.draw(pygame.Surface(app.screen.get_size()), match.view(0))
    assert drawn["awaken"]["selected"] and not drawn["awaken"]["dim"]


def test_a_cast_spell_leaves_a_marked_place(monkeypatch, baraza_home):
    for seed in range(1, 400):
        if "violet_spark" in new_match("konja", SEATS, seed, {"first_player": 0}).view(0).players[0].spells:
            break
    app, match, scene = _table(monkeypatch, seed=seed)
    for a in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll"),
              Action("play_spell", ("violet_spark", ()))):
        assert match.submit(0, a).ok, a
        frames(app, 2)  # the table sees the hand before the cast
    gaps = scene.geometry.spell_gaps(len(match.view(0).players[0].spells))
    assert [card for _rect, card in gaps] == ["violet_spark"]
