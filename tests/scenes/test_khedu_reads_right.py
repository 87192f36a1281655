"""Khedu's table reads right (issue 24): every text in its box over many real states, Ensemble tiles whose
name, effect and tag never meet, and the setup's turn limits in order."""

import pytest
from scene_helpers import click, frames, make_app

from baraza.game.khedu.cards import load_cards
from baraza.game.khedu.setup import option_specs
from baraza.game.registry import new_match
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots import play_actions
from baraza.scenes.ui import theme
from baraza.scenes.ui.text_audit import TextAudit

SEATS = (["human"], ["human", "ai:easy"], ["human", "ai:normal", "ai:normal"],
         ["human", "ai:normal", "ai:normal", "ai:normal"])


@pytest.mark.parametrize("seats", SEATS, ids=lambda s: f"{len(s)}seats")
def test_every_text_stays_in_its_box_over_seeded_games(baraza_home, seats):
    """Seeded AI games at the start, middle and late: no Khedu text overlaps another or leaves its box (the
    seat list's "Player 4 (AI normal)" and its LP, the mat's notes "last turn · meditated last turn"), and
    none is under the text floor, on screen or inside a card picture (issue 24: "+2 LP", "Stack 1 · 9")."""
    found = []
    for seed in (0, 1, 2):
        for after in (0, 17, 41, 80):
            app = make_app()
            audit = TextAudit(app)
            try:
                match = new_match("khedu", seats, seed, {})
                play_actions(match, after)
                scene = KheduScene(app, match)
                app.stack.reset(scene)
                scene.ai.cancel()
                scene.animations.skip()
                found += [(seed, after, f.kind, f.text, f.other) for f in audit.frame() + audit.small_off_screen()]
            finally:
                audit.close()
    assert found == []


def test_ensemble_tiles_show_whole_names_and_no_text_over_another(baraza_home):
    """A narrow Ensemble card never cuts a long name to "Sandf…" (it wraps at spaces and narrows a long word), and
    its effect ("+3 def") sits between the name and the "hidden" tag, or is left to the large view."""
    app = make_app()
    art = CardArt(app.fonts)
    rendered: list[str] = []
    plain = app.fonts.render

    def render(text, size, colour=theme.TEXT, face="sans"):
        rendered.append(text)
        return plain(text, size, colour, face)

    app.fonts.render = render
    for d in load_cards().cadences.values():
        for eternal in (False, True):
            rendered.clear()
            art._cadence(d.name, d.kind, d.text, (62, 84), eternal, True)
            assert not any("…" in t for t in rendered), (d.name, rendered)
            assert "hidden" in rendered
            letters = "".join(t[:-1] if t.endswith("-") else t for t in rendered).replace(" ", "")
            assert d.name.replace(" ", "") in letters, (d.name, rendered)


def test_turn_limit_choices_step_in_order_with_25_the_default():
    spec = next(o for o in option_specs() if o.key == "max_turns")
    assert [v for v, _ in spec.choices] == [15, 25, 40]
    assert spec.default == 25


def _table(seats, seed, after):
    app = make_app()
    match = new_match("khedu", seats, seed, {})
    play_actions(match, after)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _centre(scene, token):
    for hot in reversed(scene.hot_spots.build(scene.current_view())):
        if hot.token == token:
            return hot.rect.center
    raise AssertionError(f"no card for {token}")


def test_a_hero_carrying_honor_attacks_at_poor_odds_only_after_a_warning(baraza_home):
    """Seed 0, solo, after 39 moves: the Cadre hero carries 3 Honor and attacks stack 1 at about 60 %."""
    app, match, scene = _table(["human"], 0, 39)
    before = len(match.records)
    frames(app, 1, click(_centre(scene, ("cadre", 0, 0))))
    frames(app, 1, click(_centre(scene, ("desert", 0))))
    assert len(match.records) == before  # not attacked yet: the player is asked first
    text = scene.prompt.text(scene.current_view())
    assert text.startswith("Your hero carries 3 Honor; this attack wins 60% of the time.")
    assert text.endswith("Attack anyway?")
    labels = [b.text for b in scene.prompt.buttons]
    assert "Attack anyway" in labels and "Cancel" in labels
    anyway = next(b for b in scene.prompt.buttons if b.text == "Attack anyway")
    frames(app, 1, click(anyway.rect.center))
    assert match.records[before].action.kind == "attack"


def test_an_attack_that_risks_no_honor_is_made_at_once(baraza_home):
    app, match, scene = _table(["human"], 0, 39)
    view = scene.current_view()
    for action in scene.legal_actions():
        if action.kind == "attack" and tuple(action.args[0])[0] == "desert":
            assert scene.clicks.honor_at_risk(view, action) is None


def test_the_hint_says_in_words_what_to_do_and_why_until_the_next_move(baraza_home):
    app, match, scene = _table(["human"], 0, 39)
    legal = scene.legal_actions()
    attack = next(a for a in legal if a.kind == "attack")
    scene.hint = attack
    frames(app, 3, dt=2.0)  # the toast's seconds pass: the words stay in the prompt bar
    text = scene.prompt.text(scene.current_view())
    assert text.startswith("Hint: ") and "attacks" in text and "% of the time" in text
    # the reason first; the "how" is left out when both do not fit (the rings show what to pick): a Desert fight's
    # reason says what its win brings (khedu25)
    assert "pick the ringed cards" in text or "a win scores you nothing" in text
    scene.hint = next(a for a in legal if a.kind == "meditate")
    text = scene.prompt.text(scene.current_view())
    # the button named ("press Meditate", or "Meditate —" where the greyed reasons keep their room on the bar)
    assert text.startswith("Hint: ") and "restock" in text and ("press Meditate" in text or "Hint: Meditate" in text)
    scene.submit_intent(scene.hint)
    frames(app, 2)
    assert scene.hint is None
    assert not scene.prompt.text(scene.current_view()).startswith("Hint")


def test_hand_cards_keep_their_places_while_a_cost_is_paid_card_by_card(baraza_home):
    """Seed 0, solo, after 1 move: an activation cost of 2 cards. After the first discard by a click, the other
    cards have not moved (the next click lands on the card aimed at); the hand closes up once the fight is over."""
    app, match, scene = _table(["human"], 0, 1)
    view = scene.current_view()
    assert view.combat.step == "pay" and view.combat.to_pay == 2
    before = {c.card: r.copy() for r, c in scene.geometry.hand_places(view)}
    first = view.players[0].hand[0]
    frames(app, 1, click(_centre(scene, ("hand", first.key, first.card))))
    view = scene.current_view()
    assert view.combat.step == "pay" and view.combat.to_pay == 1
    after = {c.card: r for r, c in scene.geometry.hand_places(view)}
    assert first.card not in after
    assert after == {card: rect for card, rect in before.items() if card != first.card}
    hots = {h.token[2]: h.rect for h in scene.hot_spots.build(view) if h.token and h.token[0] == "hand"}
    assert hots == after
    second = view.players[0].hand[-1]
    frames(app, 1, click(_centre(scene, ("hand", second.key, second.card))))
    view = scene.current_view()
    assert view.combat is None or view.combat.step != "pay"
    hand = view.players[0].hand
    # the rest stay put until the fight is over (they slid left under the pointer as the last card was paid)
    assert {c.card: r for r, c in scene.geometry.hand_places(view)} == {c.card: after[c.card] for c in hand}


def test_the_lesson_outro_names_what_the_lesson_never_meets():
    from baraza.game.core.tutorial import load_tutorial
    from baraza.game.registry import get_game

    outro = load_tutorial(get_game("khedu")).outro
    assert "whole game" not in outro
    for topic in ("Commands", "achievements"):  # never done in the lesson (how a match ends: its last card, s33)
        assert topic in outro, topic
    for taught in ("provok", "Infiltrat", "Eternal", "opening", "defending"):  # done, the last four with a rival
        assert taught not in outro, taught


def test_lesson_cards_never_cover_the_spot_they_point_at_or_the_click_they_ask_for(baraza_home, tmp_path,
                                                                                    monkeypatch):
    from baraza.scenes.table import tutorial_auto

    app = make_app()
    covered = []

    def save(surface, path):
        overlay = app.stack.top.tutorial
        if overlay is None or overlay.run.finished:
            return
        for spot in overlay.spots() + overlay.clicks():
            if overlay.card.colliderect(spot):
                covered.append((overlay.run.index + 1, tuple(spot)))

    monkeypatch.setattr(tutorial_auto.pygame.image, "save", save)
    result = tutorial_auto.run_lesson(app, "khedu", tmp_path)
    assert result.ok, result.problem
    assert covered == []


@pytest.mark.parametrize("seed, after", [(0, 19)])
def test_the_meditation_prompt_reads_whole_beside_its_buttons(baraza_home, seed, after):
    """The longest meditation prompt (a Cadence may turn Eternal and the clan's Meditation takes a click) fits
    its box beside the buttons without being shortened ("…Eternal (5…" was cut)."""
    from baraza.game.core.action import Action

    app, match, scene = _table(["human"], seed, after)
    view = scene.current_view()
    assert view.phase == "meditation"
    plain = scene.legal_actions
    scene.legal_actions = lambda: plain() + [Action("med_eternal", (0,)), Action("end_turn")]  # + End turn
    scene.prompt.invalidate()
    app.fonts.shortened.clear()
    frames(app, 2)
    text = scene.prompt.text(scene.current_view())
    assert "Eternal (5 Honor)" in text and "The Hunt" in text
    assert [t for _, t in app.fonts.shortened if t == text] == []


def test_no_card_word_is_cut_by_the_edge_or_hidden_under_an_honor_pile(baraza_home, monkeypatch):
    """Every word on a Khedu card face lies wholly on the card and clear of the Honor pile drawn over a unit
    that carries Honor ("Infiltratin": the pile hid the last letter), at every size the table draws them."""
    import dataclasses

    import pygame

    from baraza.scenes.khedu import cards as card_module
    from baraza.scenes.khedu.cards import honor_spot

    app = make_app()
    texts: dict[int, str] = {}
    plain = app.fonts.render

    def render(text, size, colour=theme.TEXT, face="sans"):
        image = plain(text, size, colour, face)
        texts[id(image)] = text
        return image

    placed: list[tuple[str, pygame.Rect, tuple[int, int]]] = []

    class Face(pygame.Surface):  # records where each word lands on the card
        def blit(self, source, dest, area=None, special_flags=0):
            if id(source) in texts:
                at = pygame.Rect(dest) if isinstance(dest, pygame.Rect) else pygame.Rect(dest, (0, 0))
                placed.append((texts[id(source)], source.get_rect(topleft=at.topleft), self.get_size()))
            return super().blit(source, dest, area, special_flags)

    app.fonts.render = render
    monkeypatch.setattr(card_module.pygame, "Surface", Face)
    art = CardArt(app.fonts)
    data = load_cards()
    cut = []
    for unit in data.units.values():
        fields = {f.name: getattr(unit, f.name) for f in dataclasses.fields(unit)}
        for honor in (0, 3):
            carried = type("Carried", (), {**fields, "honor": honor})
            for size in ((104, 146), (100, 140), (78, 109), (76, 106), (54, 76)):
                placed.clear()
                art._unit(carried, size, None, bool(honor))
                (x, y), r = honor_spot(size, art._bands.get((unit.key, size)))  # under its title band
                pile = pygame.Rect(x - r, y - r, 2 * r + 2, 2 * r + 8)
                for text, rect, face in placed:
                    if not pygame.Rect((0, 0), face).contains(rect) or (honor and rect.colliderect(pile)
                                                                        and text != str(unit.defence)):
                        cut.append((unit.name, size, honor, text))
    for d in data.cadences.values():
        for size in ((100, 140), (62, 84), (40, 56), (38, 54), (36, 50)):
            placed.clear()
            art._cadence(d.name, d.kind, d.text, size, False, size[0] >= 56)
            cut += [(d.name, size, 0, text) for text, rect, face in placed
                    if not pygame.Rect((0, 0), face).contains(rect)]
    assert cut == []


def test_a_big_hand_shows_every_cards_whole_name_and_cost(baraza_home, monkeypatch):
    """Hands of six or more are two rows of small cards; "Hadimi Gua…" was cut (issue 41) and the list that
    followed showed no costs (playtest, 2026-12-06): for hands of six to ten every unit's and Command's name is
    drawn whole, with its cost (a unit's activation cost in cards, a Command's Legacy points)."""
    from baraza.game.registry import get_game
    from baraza.scenes.khedu.cards import CardArt
    from baraza.scenes.khedu.layout import HAND_STRIPS, TableGeometry

    app = make_app()
    data = get_game("khedu").rules.data
    match = new_match("khedu", ["human"], 1, {})
    scene = KheduScene(app, match)
    drawn: list[str] = []
    real = app.fonts.render
    monkeypatch.setattr(app.fonts, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    for count in range(HAND_STRIPS, 11):
        size = TableGeometry(scene.z).hand_rects(count)[0].size
        art = CardArt(app.fonts)  # nothing cached: each size draws its words
        for unit in data.units.values():
            drawn.clear()
            art.small_unit(unit, size)
            words = " ".join(drawn).split()
            assert all(word in words for word in unit.name.split()), (count, unit.name, drawn)
            assert str(unit.cost) in drawn and f"×{unit.dice}" in drawn and str(unit.defence) in drawn, drawn
        for command in data.commands.values():
            drawn.clear()
            art.small_command(command.name, command.cost, size)
            words = " ".join(drawn).split()
            assert all(word in words for word in command.name.split()), (count, command.name, drawn)
            assert f"{command.cost} LP" in drawn, drawn
        assert not [t for t in drawn if t.endswith("…")]
