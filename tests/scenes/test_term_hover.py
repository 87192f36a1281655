"""A game word anywhere on a table explains itself when the pointer rests on it."""

from __future__ import annotations

import pygame
from scene_helpers import frames, make_app

from baraza.game.core.glossary import glossary_for
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class


def test_find_terms_finds_names_aliases_and_plurals_as_whole_words():
    konja = glossary_for("konja")
    found = [(text_start, entry.term) for text_start, _, entry in
             konja.find_terms("Place an Idol: Favours first, then Blessings; Idolatry is not a word here")]
    assert found == [(9, "Idol"), (15, "Favour"), (35, "Blessing")]
    assert glossary_for("kona").find_terms("a stack of 2")[0][2].term == "Tower"


def _placed_texts(app, table):
    app.fonts.placed = []
    try:
        table._draw_all(app.screen)
        return app.fonts.placed
    finally:
        app.fonts.placed = None


def test_resting_on_a_game_word_shows_its_explanation_and_moving_away_hides_it(baraza_home):
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 3, {})
    play_actions(match, 6)
    table = scene_class("konja")(app, match)
    app.stack.reset(table)
    frames(app, 2)
    table.ai.close()
    glossary = table.term_hover.glossary
    rect, text, size, face = next(p for p in _placed_texts(app, table) if glossary.find_terms(p[1]))
    start, _, entry = glossary.find_terms(text)[0]
    pos = (rect.x + app.fonts.get(size, face).size(text[:start])[0] + 2, rect.centery)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 3)
    assert table.term_hover.shown is None, "not at once: only after the pointer rests"
    frames(app, 60)
    assert table.term_hover.shown is not None and table.term_hover.shown[1] == entry
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 715), rel=(0, 0), buttons=(0, 0, 0))])
    assert table.term_hover.shown is None


def test_two_tooltips_never_overlap(baraza_home):
    """A word's explanation (or a card's large view) on screen: the whole wording of a cut text waits, so two
    tooltips are never drawn over each other (issue 41)."""
    import pygame

    from baraza.scenes.ui.tooltip import TIP_DELAY, ShortenedTips

    app = make_app()
    tips = ShortenedTips()
    tips.mouse, tips.resting = (100, 100), TIP_DELAY + 1
    app.fonts.shortened.append((pygame.Rect(90, 90, 40, 20), "a long text cut short"))
    surface = pygame.Surface((800, 600))
    tips.draw(surface, app.fonts, [pygame.Rect(500, 400, 200, 100)])  # another panel, elsewhere on screen
    assert tips.shown is None
    tips.draw(surface, app.fonts, [])
    assert tips.shown is not None and tips.shown_text == "a long text cut short"


def test_a_word_tip_keeps_off_the_buttons_drawn_under_it():
    """The "Dice" tip opened over KROWNIA's Road button (mouse playtest): with the other side free, it goes there."""
    from baraza.game.core.glossary import glossary_for
    from baraza.scenes.table.term_hover import TermHover

    hover = TermHover(glossary_for("krownia"))
    screen = pygame.Rect(0, 0, 1280, 720)
    word = pygame.Rect(600, 300, 40, 20)
    under = pygame.Rect(590, 330, 200, 40)  # a button right under the word
    box = hover._place(word, (320, 120), screen, [under])
    assert box is not None and not box.colliderect(under) and box.bottom <= word.top
    # no free side: still shown (under the word), as before
    over = pygame.Rect(590, 150, 200, 140)
    assert hover._place(word, (320, 120), screen, [under, over]) is not None
