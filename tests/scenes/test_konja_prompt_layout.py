"""Konja's prompt reads right (issue 24): its buttons are as wide as their labels need, never overlap, never leave
the panel, and keep their places while one choice goes on."""

import random

import pygame
from scene_helpers import frames, make_app

from baraza.game.konja import cards
from baraza.game.registry import new_match
from baraza.scenes.konja.card_use import target_of
from baraza.scenes.konja.prompt import SIZE, line_step, row_height
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme
from baraza.scenes.ui.choice_rows import label_lines
from baraza.scenes.ui.widgets import LABEL_PAD


def _table(seed: int):
    app = make_app()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _check(app, scene, where: str) -> list[str]:
    """The prompt's buttons as laid out now: each inside the panel, none over another, every label inside."""
    view = scene.current_view()
    panel = scene.prompt_panel
    panel.sync(view)
    fonts = app.fonts
    zone = panel.zone
    buttons = panel.buttons
    assert not panel.unplaced, f"{where}: no room for {panel.unplaced} among {[b.text for b in panel.buttons]}"
    for i, b in enumerate(buttons):
        assert zone.contains(b.rect), f"{where}: {b.text!r} {b.rect} leaves the panel {zone}"
        assert b.rect.bottom <= zone.bottom - 60, f"{where}: {b.text!r} runs onto the phase track"
        assert b.font_size >= theme.MIN_TEXT, f"{where}: {b.text!r} under the floor"
        lines = label_lines(fonts, b.text.removeprefix("● "), b.font_size, b.rect.w)
        widest = max(fonts.get(b.font_size, "bold").size(line)[0] for line in lines)
        assert widest <= b.rect.w - 2 * LABEL_PAD, f"{where}: {b.text!r} is wider than its button"
        assert len(lines) * fonts.get(b.font_size, "bold").get_linesize() <= b.rect.h, f"{where}: {b.text!r}"
        for other in buttons[i + 1:]:
            assert not b.rect.colliderect(other.rect), f"{where}: {b.text!r} overlaps {other.text!r}"
    return [b.text for b in buttons]


def _open_cards(app, scene, view, legal) -> int:
    """Open the prompt for each card the player can use, and each chip of it; returns how many states."""
    picks, states = scene.picks, 0
    uses = [a for a in legal if a.kind in ("play_spell", "use_relic")]
    for action in uses[:12]:
        picks.clear()
        if action.kind == "play_spell":
            picks.sel_card = ("spell", action.args[0])
        else:
            picks.sel_card = ("relic", action.args[0])
            picks.action_pick = action.args[1] if action.args[1] >= 0 else None
        picks.marked = [t for t in target_of(action) if isinstance(t, int) and 0 <= t < len(view.dice)][:1]
        _check(app, scene, f"{view.phase} {picks.sel_card}")
        states += 1
        _action, chips, _need = scene.card_use.resolve(view, legal)
        # the way a card goes keeps the first place: a Power choice ("Keep ready (1 Power)") never stands where
        # "+1" stood a moment before (a playtester's click on +1 chose Keep ready, issue 41)
        assert not chips or not chips[0][2], f"{view.phase} {picks.sel_card}: {chips}"
        for _label, value, is_power in chips:
            before = {b.text.removeprefix("● "): pygame.Rect(b.rect) for b in scene.prompt_panel.buttons}
            if is_power:
                picks.power_pick = value
            else:
                picks.target_pick = value
            _check(app, scene, f"{view.phase} {picks.sel_card} chip")
            after = {b.text.removeprefix("● "): b.rect for b in scene.prompt_panel.buttons}
            for text, rect in before.items():  # a pick never moves the buttons still there
                assert text not in after or after[text] == rect, f"{text!r} moved {rect} -> {after[text]}"
            states += 1
    picks.clear()
    return states


def test_prompt_buttons_fit_and_never_overlap_over_many_real_prompts(baraza_home):
    states, labels = 0, set()
    for seed in (3, 11, 21):
        rng = random.Random(seed)
        app, match, scene = _table(seed)
        for _step in range(160):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            scene.viewer = seat
            view = match.view(seat)
            legal = match.legal_actions(seat)
            labels.update(_check(app, scene, view.phase))
            states += 1
            if view.phase in ("bones", "red_reply"):
                states += _open_cards(app, scene, view, legal)
            if view.phase == "merchant_buy" and view.offering:
                scene.picks.offer_pick = next((i for i, c in enumerate(view.offering) if c), None)
                labels.update(_check(app, scene, "merchant_buy picked"))
                scene.picks.clear()
            action = rng.choice(legal)
            assert match.submit(seat, action).ok
            frames(app)
    assert states > 300
    assert any(label.startswith("3-point Cloud") for label in labels)
    for label in labels:  # every glyph of every label exists in the bold face that draws it
        text = label.replace("\n", "")
        assert theme.drawable(text) == text and None not in app.fonts.get(15, "bold").metrics(text), label


def _room(zone):
    """The room under one line of words: under the title, a one-line turn line and a line of words."""
    top = zone.y + 31 + 19 + 4 + 19 + 8  # at 100 %: a line of the panel is 19 px (prompt.line_step)
    return pygame.Rect(zone.x + 10, top, zone.w - 20, zone.bottom - 70 - top)


def test_the_long_labels_of_the_issue_fit(baraza_home):
    """The labels a player saw spilled: each gets a button it fits at the floor, side by side only when both
    fit, through the shared layout of choice rows (wrapped into two lines when wider than the panel)."""

    app, _match, scene = _table(3)
    room = _room(scene.prompt_panel.zone)
    for keys in (["1", "2", "3", "4", "5", "6", "Cast", "Cancel"],
                 ["◉ → ✶", "◉ → ⚡", "✶ → ◉", "✶ → ⚡", "⚡ → ◉", "⚡ → ✶", "Cast", "Cancel"],
                 ["5", "Keep ready (1 Power)", "Let it be spent", "Use", "Cancel"],
                 ["3-point Cloud\n(5 Gold)", "5-point Cloud\n(8 Gold)", "7-point Cloud\n(11 Gold)", "Pass"],
                 ["Done with red dice"], ["Collect & end turn", "Best split", "Clear the pyramid"]):
        _fits(app, room, keys)


def _fits(app, room, keys):
    from baraza.scenes.konja.prompt import fits, flow_buttons

    places = flow_buttons(app.fonts, keys, room)
    assert list(places) == keys
    rects = list(places.values())
    for i, (key, rect) in enumerate(places.items()):
        assert room.contains(rect), key
        assert fits(app.fonts, key, rect), key
        lines = label_lines(app.fonts, key, SIZE, rect.w)
        assert max(app.fonts.get(SIZE, "bold").size(line)[0] for line in lines) <= rect.w - 2 * LABEL_PAD, key
        assert row_height(app.fonts) + (len(lines) - 1) * line_step(app.fonts) <= rect.h, key
        assert not any(rect.colliderect(o) for o in rects[i + 1:]), key


def test_a_pick_in_a_multi_step_choice_keeps_the_buttons_in_place(baraza_home):
    """Keep ready / Let it be spent appear after a target is picked: the buttons already there stay put (the
    shared layout reads labels in order, so chips added at the end never move those before them)."""
    from baraza.scenes.konja.prompt import flow_buttons

    app, _match, scene = _table(3)
    room = _room(scene.prompt_panel.zone)
    first = flow_buttons(app.fonts, ["◉ → ✶", "◉ → ⚡", "✶ → ◉"], room)
    second = flow_buttons(app.fonts, ["◉ → ✶", "◉ → ⚡", "✶ → ◉", "Keep ready (1 Power)", "Let it be spent"], room)
    for key, place in first.items():
        assert second[key] == place, key
    assert cards.relics()  # the cards load (the labels above are the ones the table writes)


def test_token_counts_never_run_into_the_next_coin(baraza_home):
    """Gold "10" ran into the Magick coin: each count has a box right of its coin, clear of the next one."""
    from baraza.scenes.konja.layout import RESOURCES, TOKEN_RADIUS, around
    from baraza.scenes.ui import theme

    app, _match, scene = _table(3)
    geo = scene.geometry
    for side in ("my", "opp"):
        for k in range(len(RESOURCES)):
            box = geo.token_count_box(side, k)
            assert geo.z[f"{side}_tokens"].contains(box), (side, k)
            coins = [around(geo.token_centre(side, j), 2 * TOKEN_RADIUS) for j in range(len(RESOURCES))]
            assert not any(box.colliderect(c) for c in coins), (side, k)
            for count in ("10", "25", "38"):
                _size, _lines, shortened = theme.fit_lines(app.fonts, count, box.size, 18, "bold")
                assert not shortened, (side, k, count)


def test_final_round_line_and_phase_track_are_whole(baraza_home):
    """"FINAL ROUND … Kofi 22" and "Ancestors (phase 1 o…" were cut: both now fit their boxes whole, at the
    floor, and so does every phase title."""
    from baraza.scenes.konja.prompt import PHASE_TITLES, phase_label
    from baraza.scenes.konja.table import info_note_box

    app, _match, scene = _table(3)
    box = info_note_box(scene.geometry.z["info"])
    note = "FINAL ROUND  ☁ Nia 22 · Player 2 (AI normal) 22 / 21"
    _size, _lines, shortened = theme.fit_lines(app.fonts, note, box.size, theme.MIN_TEXT, "bold", line_gap=0)
    assert not shortened
    zone = scene.prompt_panel.zone
    for n in range(3):
        _size, _lines, shortened = theme.fit_lines(app.fonts, phase_label(n), (zone.w - 20, line_step(app.fonts)), SIZE)
        assert not shortened, phase_label(n)
    for title in PHASE_TITLES.values():
        _size, _lines, shortened = theme.fit_lines(app.fonts, title, (zone.w - 16, 21), SIZE, "bold")
        assert not shortened, title


def test_the_konja_lesson_card_never_covers_a_lit_spot(baraza_home, monkeypatch):
    """Lesson cards covered the spot they pointed at (the hand): over the whole lesson, every card placed
    is clear of every spot lit at that moment, the hand included when a step names it."""
    from baraza.scenes.table import tutorial as lesson
    from baraza.scenes.table.tutorial_auto import run_lesson

    seen: list[tuple[pygame.Rect, list[pygame.Rect]]] = []
    place = lesson.TutorialOverlay._place_card

    def recording(self, height, spots):
        card = place(self, height, spots)
        seen.append((pygame.Rect(card), [pygame.Rect(r) for r in spots]))
        return card

    monkeypatch.setattr(lesson.TutorialOverlay, "_place_card", recording)
    app = make_app()
    result = run_lesson(app, "konja", None)
    assert result.ok, result.problem
    assert seen
    hand = app.stack.top.layout.zones["my_spells"]
    for card, spots in seen:
        assert not any(card.colliderect(r) for r in spots), (card, [r for r in spots if card.colliderect(r)])
        assert not card.colliderect(hand), card  # the hand is where most steps send the learner next


def test_the_konja_lesson_outro_is_honest_about_what_it_did_not_show():
    """The outro claimed the whole game; the Spirit token and violet dice are never met in the lesson, so the
    outro names them as still to come instead."""
    from baraza.game.core.tutorial import load_tutorial
    from baraza.game.registry import get_game

    tutorial = load_tutorial(get_game("konja"))
    outro = tutorial.outro.lower()
    assert "whole" not in outro
    said = " ".join(step.text.lower() for step in tutorial.steps)
    for topic in ("spirit token", "violet"):
        assert topic in outro or topic in said, topic


def test_the_prompt_words_are_whole_when_no_card_is_being_played(baraza_home):
    """The words above the buttons get the room they wrap to: nothing shortened outside a card's choice."""
    app, match, scene = _table(3)
    rng = random.Random(3)
    for _step in range(60):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        scene.viewer = seat
        app.fonts.shortened.clear()
        scene.prompt_panel.draw(app.screen, scene.current_view())
        cut = [text for rect, text in app.fonts.shortened if scene.prompt_panel.zone.contains(rect)]
        assert not cut, cut
        assert match.submit(seat, rng.choice(match.legal_actions(seat))).ok
        frames(app)


def test_clicking_through_a_cards_choice_never_moves_a_button(baraza_home):
    """Scripted clicks: a card, then its chips one by one (a target, then "Let it be spent" / "Keep ready"):
    every button on screen before a click is where it was after it, until the move is made."""
    from scene_helpers import click

    checked = 0
    for seed in (3, 11, 21, 5):
        rng = random.Random(seed)
        app, match, scene = _table(seed)
        for _step in range(140):
            if match.is_over() or checked >= 6:
                break
            seat = match.active_seats()[0]
            scene.viewer = seat
            app.stack.reset(scene)
            view = match.view(seat)
            legal = match.legal_actions(seat)
            relics = [a for a in legal if a.kind == "use_relic"]
            if view.phase == "bones" and relics:
                action = rng.choice(relics)
                before = len(match.records)
                dice = [t for t in target_of(action) if isinstance(t, int) and 0 <= t < len(view.dice)][:1]
                frames(app, 1, dt=0.5)  # a moment after the last click (one at once where it went: a double click)
                for i in dice:
                    frames(app, 1, click(scene.geometry.die_centre(i)))
                frames(app, 1, click(scene.geometry.relic_rect("my", action.args[0]).center))
                for _pick in range(4):
                    if len(match.records) != before:
                        break
                    frames(app, 1, dt=0.5)
                    panel = scene.prompt_panel
                    panel.sync(scene.current_view())
                    chips = [b for b in panel.buttons if b.text not in ("Cancel",) and not b.accent]
                    if not chips:
                        break
                    shown = {b.text.removeprefix("● "): pygame.Rect(b.rect) for b in panel.buttons}
                    frames(app, 1, click(rng.choice(chips).rect.center))
                    if len(match.records) != before:
                        break
                    panel.sync(scene.current_view())
                    now = {b.text.removeprefix("● "): b.rect for b in panel.buttons}
                    for text, rect in shown.items():
                        assert text not in now or now[text] == rect, f"{text!r} moved {rect} -> {now[text]}"
                    checked += 1
                scene.picks.clear()
            if match.active_seats() and match.active_seats()[0] == seat:
                legal = match.legal_actions(seat)
                assert match.submit(seat, rng.choice(legal)).ok
            frames(app)
    assert checked >= 3


def test_table_cards_show_their_gist_whole(baraza_home):
    """Card text on the table ended in "…" everywhere: a small face now shows a short summary that fits whole
    at the floor (the full text stays in the zoom and on hover), at every size the table draws a card face."""
    from baraza.game.konja import cards as konja_cards
    from baraza.scenes.konja.art import MIN, card_summary, relic_face, spell_face
    from baraza.scenes.konja.layout import MY_RELIC, OFFER_CARD, OPP_RELIC, SPELL_CARD

    assert MIN >= theme.MIN_TEXT
    app = make_app()
    fonts = app.fonts
    relic_sizes, spell_sizes = (MY_RELIC, OPP_RELIC, OFFER_CARD), (SPELL_CARD,)  # the opponent's Spells: backs
    faces = [(relic_face(c, side), relic_sizes) for c in konja_cards.relics() for side in (False, True)]
    faces += [(spell_face(c), spell_sizes) for c in konja_cards.spells()]
    step = fonts.get(MIN, "bold").get_linesize()
    shown = 0
    for face, sizes in faces:
        for w, h in sizes:
            width = w - 8
            title = theme.wrap_text(fonts, face.title, MIN, width, "bold")[:2]
            assert len(theme.wrap_text(fonts, face.title, MIN, width, "bold")) <= 2, face.title
            assert all(fonts.get(MIN, "bold").size(line)[0] <= width for line in title), face.title
            box = (width, h - (5 + len(title) * step) - 3 - 24)
            if box[1] < fonts.get(MIN).get_linesize():
                continue  # no room for words: the name alone
            summary = card_summary(face)
            assert summary != face.text and "1 rerolls" not in summary, face.title
            _size, _lines, cut = theme.fit_lines(fonts, summary, box, MIN, line_gap=0)
            assert not cut, (face.title, summary, (w, h))
            shown += 1
    assert shown >= len(faces)  # every face shows its gist at one size at least


def test_the_words_of_every_card_choice_are_whole(baraza_home):
    """In a card's choice the card's name heads the panel and three lines are kept for the words: what is
    still to do, the glyph key of trade chips, the white die it takes are never shortened, before and after
    each chip is picked."""
    checked = 0
    for seed in (3, 11):
        rng = random.Random(seed)
        app, match, scene = _table(seed)
        panel = scene.prompt_panel
        for _step in range(160):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            scene.viewer = seat
            view, legal = match.view(seat), match.legal_actions(seat)
            for action in [a for a in legal if a.kind in ("play_spell", "use_relic")][:8] if view.phase in (
                    "bones", "red_reply") else []:
                picks = scene.picks
                picks.clear()
                panel.sync(view)  # nothing picked: as a frame draws between two picks
                picks.sel_card = ("spell" if action.kind == "play_spell" else "relic", action.args[0])
                if action.kind == "use_relic":
                    picks.action_pick = action.args[1] if action.args[1] >= 0 else None
                picks.marked = [t for t in target_of(action) if isinstance(t, int) and 0 <= t < len(view.dice)][:1]
                _action, chips, _need = scene.card_use.resolve(view, legal)
                for value, is_power in [(None, False)] + [(v, p) for _label, v, p in chips]:
                    if value is not None:
                        setattr(picks, "power_pick" if is_power else "target_pick", value)
                    app.fonts.shortened.clear()
                    panel.draw(app.screen, view)
                    cut = [text for rect, text in app.fonts.shortened if panel.zone.contains(rect)]
                    assert not cut, (cut, [(b.text, tuple(b.rect)) for b in panel.buttons], panel.unplaced)
                    checked += 1
            scene.picks.clear()
            assert match.submit(seat, rng.choice(legal)).ok
            frames(app)
    assert checked > 100
