"""Issue 41, the 150 % blind testers' Konja leftovers: the prompt's words were cut with "…" ("Spell to use on…",
"Choose the face i…", "a 5-point Cloud.…"); a long Hint's toast covered the score line "(first to 21)"; the
replay's key-moment ticks sat right under "Analyse to chart the chances" like a line of clipped text."""

import random

import pygame
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.card_use import target_of
from baraza.scenes.konja.prompt import SIZE, line_step
from baraza.scenes.konja.table import KonjaScene, info_note_box
from baraza.scenes.replay.timeline import Timeline
from baraza.scenes.ui import theme


def _table(seed: int, scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _words_cut(app, scene) -> str:
    """The prompt's words if they are drawn cut ("…"), else "" (no words at all in less than a line is allowed:
    the buttons took the room, and the cursor's caption says them)."""
    panel = scene.prompt_panel
    text = panel.sync(scene.current_view())
    box = panel._text_box
    if box.h < line_step(app.fonts) or not text:
        return ""
    return text if theme.fit_lines(app.fonts, text, box.size, SIZE, "sans", theme.MIN_TEXT, 0)[2] else ""


def test_the_prompts_words_read_whole_at_150(baraza_home):
    """The Bones with dice marked, a Spell's "Choose the face it shows." and the Collection's "You gain …, a
    5-point Cloud." (the states the testers saw cut) read whole at 150 % and at 100 %."""
    seen, cut = set(), []
    for scale in (150, 100):
        for seed, steps in ((3, 25), (21, 48)):
            rng = random.Random(seed)
            app, match, scene = _table(seed, scale)
            for step in range(steps):
                seat = match.active_seats()[0]
                scene.viewer = seat
                view, legal = match.view(seat), match.legal_actions(seat)
                states = [("plain", None, [])]
                if view.phase == "bones":
                    states += [("marked", None, list(range(n))) for n in (1, 3)]
                    states += [("card", a, []) for a in legal if a.kind == "play_spell"][:4]
                for kind, action, marked in states:
                    scene.picks.clear()
                    scene.prompt_panel._sig = ()
                    if action is not None:
                        scene.picks.sel_card = ("spell", action.args[0])
                        scene.picks.marked = [t for t in target_of(action) if isinstance(t, int)][:1]
                    else:
                        scene.picks.marked = marked
                    words = _words_cut(app, scene)
                    seen.add((scale, view.phase, kind))
                    if "Choose the face" in scene.prompt_panel._text:
                        seen.add((scale, "face"))
                    if words:
                        cut.append((scale, seed, step, view.phase, kind, words))
                scene.picks.clear()
                scene.prompt_panel._sig = ()
                assert match.submit(seat, rng.choice(legal)).ok
                frames(app)
    assert not cut, cut
    assert {(150, "bones", "marked"), (150, "collect", "plain"), (150, "face")} <= seen


HINTS = ("Hint: Use Violet Lantern (paying the magick Action die and 2 Power): one more die to roll, for a set or a "
         "run",
         "Hint: Place an Idol on the Merchant Ancestor: the Merchant lets you buy a Relic (you hold 6 Gold), and "
         "Idol Mask gives you a white die for every turn after this one (is likely to better your dice)",
         "Hint: End Bones.")


def test_a_hint_keeps_clear_of_the_score_line_the_log_caption_and_the_buttons(baraza_home):
    for scale in (100, 150):
        app, match, scene = _table(5, scale)
        view = scene.current_view()
        info, log = scene.layout.zone("info"), scene.log_panel.rect
        points = " · ".join(f"{p.name} {p.cloud_points}" for p in view.players)
        note = f"☁ {points}  (first to {view.target})"
        box = info_note_box(info)
        used, lines, _cut = theme.fit_lines(app.fonts, note, box.size, theme.MIN_TEXT, "bold", theme.MIN_TEXT, 0)
        score = pygame.Rect(box.x, box.y, box.w, len(lines) * app.fonts.get(used, "bold").get_linesize())
        caption = pygame.Rect(log.x, log.y, log.w, 8 + app.fonts.get(16, "bold").get_linesize())
        for text in HINTS:
            app.toast(text, 30, key="hint")
            frames(app, 1)
            area = app._toast_grown(scene.toast_rect(), text)  # where the app draws the newest toast
            assert not area.colliderect(score), (scale, text, area, score)
            assert not area.colliderect(caption), (scale, text, area, caption)  # "Game log" stays in sight
            for button in scene.buttons:
                assert not area.colliderect(button.rect), (scale, text, button.text)
            assert not theme.fit_lines(app.fonts, text, area.inflate(-28, -16).size, 17, "bold", 17)[2], (scale, text)
        app.clear_toasts("hint")


def test_key_moment_ticks_before_a_chart_stand_apart_from_the_words_on_a_ruler(baraza_home):
    """Before Analyse, the ticks stay (each says its key moment on hover), but on a ruler at the box's foot, clear of
    the words: right under them they read as a line of clipped text. While the analysis runs, the words say so."""
    app = make_app()
    for scale in (100, 150):
        app.settings.text_scale = scale
        app.apply_look()
        # from end to end: the ticks under the words themselves are left out (s33, keys at 150 %: they read as the
        # top half of a cut second line), those either side stay
        moments = [(p, "a Cloud") for p in range(0, 41, 2)]
        bare, ticked = (Timeline(pygame.Rect(20, 20, 284, 40), 40, m, lambda p: None) for m in ([], moments))
        rows = []
        for timeline in (bare, ticked):
            surface = pygame.Surface((340, 90))
            timeline.draw(surface, app.fonts, 0)
            rows.append([[tuple(surface.get_at((x, y)))[:3] for x in range(340)] for y in range(90)])
        words = [y for y in range(90) if any(c == theme.TEXT_DIM or (c[0] > 100 and c != (120, 128, 150))
                                             for c in rows[0][y][30:294])]
        ticks = [y for y in range(90) if (120, 128, 150) in rows[1][y]]
        assert words and (ticks or scale > 100), (scale, ticks, words)  # drawn beside the words where room is left
        assert not ticks or min(ticks) > max(words) + 1, (scale, ticks, words)  # and apart from them
        ticked.hover_x = ticked.x_of(10)
        assert ticked.moment_words() == "Move 10: a Cloud"
        ticked.charting = True
        app.fonts.placed = []
        ticked.draw(pygame.Surface((340, 90)), app.fonts, 0)
        texts = [placed[1] for placed in app.fonts.placed]
        app.fonts.placed = None
        assert any("Charting the chances" in t for t in texts) and not any("Analyse to chart" in t for t in texts)
