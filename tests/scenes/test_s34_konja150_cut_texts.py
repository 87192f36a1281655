"""Konja at 150 % text, a keys-only tester's cut words: "While you waited" read "Kofi's red 6 replaces Nia's…"; the
Oodoo and Idol Mask chips stood on the foot of the panel's title (the cursor's ring over "Oodoo"); the rings round a
picked card or the one under the cursor covered the foot of "Offering" and "Spells"."""

import random
from types import SimpleNamespace

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.table import recap as recap_module
from baraza.scenes.ui import theme


def _table(scale: int, seats=("human", "human"), seed: int = 5, first: int = 0):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", list(seats), seed, {"first_player": first})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, match, scene


def test_while_you_waited_tells_its_lines_without_cutting_them_at_150(baraza_home, monkeypatch):
    shown: list[list[str]] = []
    real = recap_module.Recap.recap_rows

    def spy(self, width, rows):
        out = real(self, width, rows)
        shown.append(out)
        return out

    monkeypatch.setattr(recap_module.Recap, "recap_rows", spy)
    told, cut = 0, []
    for seed in (7, 8, 11):
        app, match, scene = _table(150, seed=seed, first=1)
        rng = random.Random(seed)
        for _ in range(160):  # both seats played at random; seat 0 reads what seat 1 did meanwhile
            if match.is_over():
                break
            seat = match.active_seats()[0]
            scene.viewer = seat
            frames(app)
            if seat == 0 and scene.recap.recap_lines:
                shown.clear()
                assert scene.recap.draw_recap(app.screen)  # in the log's place, as the table draws it
                if any(row.rstrip().endswith("…") and not row.startswith("… ") for row in shown[-1]):
                    cut.append((scene.recap.recap_lines, shown[-1]))
                told += 1
                scene.recap.recap_lines = []
            assert match.submit(seat, rng.choice(match.legal_actions(seat))).ok
    assert not cut, cut
    assert told >= 3, told


def test_the_red_dice_taking_a_die_reads_whole_in_the_recap_at_150(baraza_home, monkeypatch):
    """The tester's own recap: Kofi's red die took one of Nia's, told as "Kofi's red 6 / replaces Nia's…"."""
    shown: list[list[str]] = []
    real = recap_module.Recap.recap_rows
    monkeypatch.setattr(recap_module.Recap, "recap_rows", lambda self, w, rows: shown.append(real(self, w, rows))
                        or shown[-1])
    app, match, scene = _table(150)
    recap = scene.recap
    taken = "Kofi's red 6 replaces Nia's green 3."
    groups = [(0, ["Nia ends the turn with 0 Cloud points."]), (1, ["Kofi rolls the red dice: 3, 6.", taken])]
    recap.recap_groups, recap.recap_lines = groups, [line for _seat, lines in groups for line in lines]
    recap.notable_lines = {taken}  # it names Nia
    recap.short_lines = {line: scene.recap_short(SimpleNamespace(text=line)) for line in recap.recap_lines
                         if scene.recap_short(SimpleNamespace(text=line))}
    assert recap.draw_recap(app.screen)
    rows = shown[-1]
    assert not [row for row in rows if row.rstrip().endswith("…") and not row.startswith("… ")], rows
    assert "6" in " ".join(rows) and "3" in " ".join(rows), rows


def test_konjas_recap_says_long_lines_in_fewer_words():
    from baraza.scenes.konja.recap_words import short_line

    def short(text):
        return short_line(SimpleNamespace(text=text))

    assert short("Kofi's red 6 replaces Nia's green 3.") == "Kofi's red 6 took Nia's 3."
    assert short("Favour: Kofi sacrifices 1 Gold to flip a 7-point Cloud to 9 points.") == "Kofi flips a Cloud to 9 points."
    assert short("Kofi used At! (Action die blank): rerolled 5 into 2.") == "Kofi used At!"
    assert short("Kofi ends the Bones phase.") is None


def _card_choice(scale: int, relic: str):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from konja.helpers import at_bones, give_relics

    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], 1, {"first_player": 0})
    at_bones(match.state, [4, 2, 2, 1, 5])
    match.state.action_dice = ["magick", "gold"]
    give_relics(match.state, 0, relic)
    match.state.players[0].power = 2
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, match, scene


def test_a_cards_chips_and_their_rings_keep_off_the_panels_title(baraza_home):
    from baraza.scenes.konja.prompt_buttons import line_step

    for relic, die in (("oodoo", 0), ("idol_mask", None)):
        for scale in (150, 125, 100):
            app, match, scene = _card_choice(scale, relic)
            panel = scene.prompt_panel
            view = scene.current_view()
            scene.picks.sel_card = ("relic", 0)
            if die is not None:
                scene.picks.marked = [die]
            _act, chips, _need = scene.card_use.resolve(view, match.legal_actions(0))
            if chips and not chips[0][2]:
                scene.picks.target_pick = chips[0][1]  # the way picked: the Power chips show too
            panel._sig = ()
            panel.sync(view)
            title_bottom = panel.zone.y + 9 + line_step(app.fonts)  # the title's line at this text size
            assert not panel.unplaced, (relic, scale, panel.unplaced)
            for button in panel.buttons:  # the keyboard's ring (8 px round a button) keeps off the title
                assert button.rect.top - 8 >= title_bottom, (relic, scale, button.text, button.rect, title_bottom)
            scene.draw(app.screen)


def test_the_rings_round_a_card_keep_off_the_zones_caption(baraza_home):
    """The keyboard's ring reaches 8 px round a card: "Offering" and "Spells" stay whole above it."""
    for scale in (150, 100):
        app, match, scene = _table(scale)
        geo = scene.geometry
        with app.fonts.picture_text():  # the felt paints its captions at 100 %
            caption = app.fonts.get(theme.MIN_TEXT, "bold")
        for zone, rects in (("offering", [geo.offer_rect(i) for i in range(3)]),
                            ("my_spells", [geo.spell_rect("my", i, n) for n in (2, 3, 4) for i in range(n)])):
            words_bottom = geo.z[zone].y + 2 + caption.get_height()
            for rect in rects:
                assert rect.top - 8 >= words_bottom, (zone, rect, words_bottom)
                assert geo.z[zone].contains(rect), (zone, rect)
