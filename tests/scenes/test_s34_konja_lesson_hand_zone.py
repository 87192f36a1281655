"""The Konja lesson's card keeps the learner's hand in sight (since the Spell strips start under the "Spells"
caption, step 34 lit only the last strip and a wide card lay on the two Spells above it)."""

import pygame
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def test_the_lesson_talks_about_the_hand_at_every_step(baraza_home):
    app = make_app()
    match = new_match("konja", ["human", "human"], 3, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    view = scene.current_view()
    hand = pygame.Rect(scene.geometry.z["my_spells"])
    # no step text, and a step declaring nothing of the hand: the hand is kept clear all the same
    for text in (None, "Pick the Spirit Ancestor."):
        assert hand in scene.lesson.zones(view, text), text
