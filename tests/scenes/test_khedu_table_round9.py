"""Issue 41, round 9 of the Khedu playtests (two blind testers): no button trap on the bar, in a lesson or a game;
while a defender is picked only defenders are lit; the replay's fight panel as it was resolved; the recap whole."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, frames, make_app

from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import lesson_table


def _lesson_at(index: int):
    """The Khedu lesson, clicked through to step `index` (from 0) and at rest there."""
    app = make_app()
    table = lesson_table(app, "khedu")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while overlay.run.index < index:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        auto._frame(app)
        assert auto.do_step(app, overlay) is None
    assert auto._settle(app, table, overlay)
    table, overlay = auto.current(app, table)
    return app, table, overlay


def _step_of(kind: str, after: int = 0) -> int:
    app = make_app()
    overlay = lesson_table(app, "khedu").tutorial
    return next(i for i, step in enumerate(overlay.tutorial.steps)
                if i >= after and step.do is not None and step.do.kind == kind)


def _double_click(app, scene, label: str, gap_frames: int = 6):
    """A double click on the bar's `label` (0.1 s apart at 60 frames a second); the moves it made."""
    button = next(b for b in scene.prompt.buttons if b.text.startswith(label))
    pos = button.rect.center
    done = len(scene.match.records)
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    frames(app, gap_frames)
    under = next((b for b in scene.prompt.buttons if b.rect.collidepoint(pos)), None)
    frames(app, 1, events=click(pos))
    frames(app, 3)
    return [r.action.kind for r in scene.match.records[done:]], under


def test_a_double_click_on_no_cadence_in_the_lesson_never_rolls(baraza_home):
    """26 -> 27: "No Cadence" became "Roll 3 dice" in its place; a double click did both."""
    index = _step_of("cadence_done", _step_of("end_turn"))  # "Keep your Cadences for a harder fight"
    app, table, overlay = _lesson_at(index)
    kinds, under = _double_click(app, table, "No Cadence")
    assert kinds == ["cadence_done"], kinds
    assert under is not None and under.text.startswith("Roll")
    assert _drawn_enabled(app, table)[under.text] is False, "the new button looks disabled while it waits"


def test_a_double_click_on_roll_never_settles_the_dice_and_best_looks_disabled(baraza_home, monkeypatch):
    """97 -> 98: "Roll 5 dice" became "Best: 30" in its place: a double click must not take the best total."""
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    from test_khedu_round7b import _scene, _solo

    app, scene = _scene(_solo(5))  # the roll step of the blind tester's solo run
    frames(app, 30)
    kinds, under = _double_click(app, scene, "Roll")
    assert kinds == ["roll"], kinds
    assert under is not None and under.text.startswith("Best"), under and under.text
    assert _drawn_enabled(app, scene)[under.text] is False


def _drawn_enabled(app, scene) -> dict[str, bool]:
    """Each bar button's words and whether it was drawn as one that takes a click, in the next frame."""
    from baraza.scenes.ui.widgets import Button

    seen: dict[str, bool] = {}
    real = Button.draw

    def spy(self, surface, fonts):
        seen[self.text] = self.enabled
        return real(self, surface, fonts)

    Button.draw = spy
    try:
        frames(app, 1)
    finally:
        Button.draw = real
    return seen


def test_a_button_that_appears_where_equal_dice_were_pressed_waits_and_looks_it(baraza_home):
    """15 -> 16: "4s → 5" became "Take 1 LP" over the same spot. Since S36 the reward keeps off the spot just
    pressed (pressed_spot.py): a click there 0.1 s later takes nothing, and the reward answers where it stands."""
    app, table, overlay = _lesson_at(_step_of("adjust"))
    button = next(b for b in table.prompt.buttons if b.text.startswith("4s"))
    pos = button.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    under = [b.text for b in table.prompt.buttons if b.rect.collidepoint(pos) and b.enabled and table.prompt.ready(b)]
    assert under == [], under
    take = next(b for b in table.prompt.buttons if b.text.startswith("Take"))
    frames(app, 6)
    frames(app, 1, events=click(pos))  # 0.1 s later
    assert table.match.records[-1].action.kind == "adjust"
    frames(app, 60)
    assert _drawn_enabled(app, table)[take.text] is True


# the blind tester's two-player match (khedu-8f862644c848), to move 86: "Total 18 against 17: Okavian Raider
# defeats Chieftain"; the Chieftain's Rahala aura went with it, and the view works the defence out as 13
MATCH86_MOVES = """
[0,"reveal_cadence",[85]] [0,"discard_cadence",[91]] [1,"reveal_cadence",[82]] [1,"discard_cadence",[90]]
[0,"meditate",[]] [0,"med_redraw",[]] [0,"end_turn",[]] [1,"place",[18,0]]
[1,"attack",[["cadre",1,0],["desert",1]]] [1,"pay",[39]] [1,"cadence_done",[]] [0,"cadence_done",[]]
[1,"roll",[]] [1,"reward",["lp"]] [1,"attack",[["cadre",1,0],["desert",0]]] [1,"pay",[38]]
[1,"cadence_done",[]] [0,"cadence_done",[]] [1,"roll",[]] [1,"resolve",[]] [1,"reward",["lp"]]
[1,"attack",[["cadre",1,0],["desert",0]]] [1,"pay",[46]] [1,"cadence_done",[]] [0,"cadence_done",[]]
[1,"roll",[]] [1,"reward",["lp"]] [1,"attack",[["cadre",1,0],["desert",0]]] [1,"pay",[68]]
[1,"cadence_done",[]] [0,"cadence",[2]] [0,"cadence_done",[]] [1,"cadence",[0]] [1,"cadence_done",[]]
[0,"cadence_done",[]] [1,"cadence_done",[]] [0,"cadence_done",[]] [1,"roll",[]] [1,"adjust",[4,"high"]]
[1,"reward",["lp"]] [1,"end_turn",[]] [0,"place",[42,0]] [0,"attack",[["desert",1],["cadre",1,0]]]
[0,"pay",[12]] [0,"pay",[3]] [0,"cadence_done",[]] [1,"cadence_done",[]] [0,"roll",[]] [0,"end_turn",[]]
[1,"place",[26,0]] [1,"attack",[["desert",1],["cadre",0,0]]] [1,"pay",[54]] [1,"pay",[50]] [1,"cadence",[1]]
[1,"cadence_done",[]] [0,"cadence",[3]] [0,"cadence",[1]] [0,"cadence_done",[]] [1,"cadence",[2]]
[1,"cadence_done",[]] [0,"cadence_done",[]] [1,"cadence_done",[]] [0,"cadence_done",[]] [1,"roll",[]]
[0,"reward",["lp"]] [1,"end_turn",[]] [0,"attack",[["cadre",0,0],["desert",1]]] [0,"pay",[60]] [0,"pay",[71]]
[0,"pay",[61]] [0,"cadence_done",[]] [1,"cadence_done",[]] [0,"roll",[]] [0,"adjust",[4,"high"]]
[0,"adjust",[5,"high"]] [0,"reward",["honor"]] [0,"place",[44,1]] [0,"end_turn",[]] [1,"place",[23,1]]
[1,"attack",[["cadre",1,1],["cadre",0,0]]] [1,"pay",[30]] [1,"pay",[53]] [1,"cadence_done",[]]
[0,"cadence_done",[]] [1,"roll",[]] [1,"resolve",[]]
""".split()


def _match86():
    import json

    from baraza.game.core.match import Action, Match
    from baraza.game.registry import get_game

    def tupled(arg):
        return tuple(tupled(a) for a in arg) if isinstance(arg, list) else arg

    moves = [(seat, Action(kind, tupled(args))) for seat, kind, args in map(json.loads, MATCH86_MOVES)]
    options = {"clan_1": "random", "clan_2": "Wuqri", "clan_3": "random", "clan_4": "random", "max_turns": 15}
    return Match.from_moves(get_game("khedu").rules, ["human", "ai:normal"], 670493, options, moves)


def test_the_fight_panel_shows_the_fight_as_it_was_resolved(baraza_home):
    """146: the panel said "vs defence 13 … 18 vs 13", the Moves list "Total 18 against 17"."""
    from baraza.scenes.khedu.table import KheduScene
    from baraza.scenes.ui import theme

    match = _match86()
    assert match.view(0).combat.step == "reward" and match.view(0).combat.defence == 13  # worked out anew
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    view = scene.current_view()
    scene.prompt.sync(view)
    told = scene.prompt.text(view)  # the bar, while Player 2 picks its reward
    assert "18 vs 17" in told and "vs 13" not in told, told
    drawn: list[str] = []
    real = theme.blit_fit

    def spy(surface, fonts, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, fonts, text, *args, **kwargs)

    theme.blit_fit = spy
    try:
        frames(app, 3)
    finally:
        theme.blit_fit = real
    assert "vs defence 17" in drawn and "vs defence 13" not in drawn, drawn
    assert any(text.startswith("18 vs 17") for text in drawn), drawn


MATCH11_SEEN = 7  # the tester's own turn ended at move 7; Player 2 then placed, attacked, paid and sang none


@pytest.mark.parametrize("scale", [100, 150])
def test_the_recap_reads_whole_at_100_and_150(baraza_home, scale):
    """73, 77, 102: "Player 2 spends 1 Influence to…", "Chieftain falls and goes face…": the one-row recap."""
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game
    from baraza.scenes.khedu.table import KheduScene
    from baraza.scenes.ui import theme

    full = _match86()
    match = Match.from_moves(get_game("khedu").rules, ["human", "ai:normal"], 670493, dict(full.options),
                             [(r.seat, r.action) for r in full.records[:11]])
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.ai.cancel()
    scene.recap._recap_seen[0] = MATCH11_SEEN
    drawn: list[str] = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, rect, *args, **kwargs):
        if scene.recap.rect.contains(rect):
            drawn.append(text)
        return real(surface, fonts, text, rect, *args, **kwargs)

    theme.draw_text_box = spy
    try:
        frames(app, 3)
    finally:
        theme.draw_text_box = real
    assert scene.recap.recap_lines, "the recap tells Player 2's moves"
    told = [text for text in drawn if not text.startswith("… ")]
    assert told and not any("…" in text for text in told), drawn


def test_a_cadence_name_on_the_opening_picker_keeps_clear_of_the_frame(baraza_home):
    """39, 70: "Whitesand Ballaq": the card's frame was drawn over the name's last letter."""
    from baraza.game.registry import get_game
    from baraza.scenes.khedu.cards import CardArt

    app = make_app()
    art = CardArt(app.fonts)
    for d in get_game("khedu").rules.data.cadences.values():
        for w in (160, 168, 180):
            card = art.cadence(d.name, d.kind, d.text, (w, 160))
            clear = max(2, w // 40) + max(4, w // 12) // 2  # the frame, and half its corner's radius
            lit = [x for x in range(w) if any(sum(card.get_at((x, y))[:3]) > 600 for y in range(3, 10))]
            assert lit and min(lit) >= clear and max(lit) < w - clear, (d.name, w, min(lit), max(lit))


def test_the_lesson_card_keeps_clear_of_what_its_step_talks_about(baraza_home):
    """21: the card over the awakened "+3" Desert Cadence while Meditation goes on; 38: over the Legacy, Influence
    and Honor bar while the score is explained; 41: over the whole Desert while an infiltrator's targets are told."""
    wanted = {"Holy Mission is the Wuqri": "dcad:3", "Your score already counts": "counters",
              "Your rival placed a Khana Ekkubana": "zone:desert"}
    app = make_app()
    table = lesson_table(app, "khedu")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    seen = set()
    while len(seen) < len(wanted) and not overlay.run.finished:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        auto._frame(app)
        for start, spot in wanted.items():
            if overlay.run.step.text.startswith(start):
                seen.add(start)
                rects = table.tutorial_spot(spot, table.current_view())
                assert rects and not any(overlay.card.colliderect(r) for r in rects), (start, overlay.card, rects)
        assert auto.do_step(app, overlay) is None
    assert seen == set(wanted)


# the blind tester's second two-player match (khedu-20cb442d1178), to move 65: their provocation, Wuqri Sentinel
# against their own Chieftain, lost 10 vs 13; the Chieftain's win then asked "Victory! Take the reward…"
MATCH65_MOVES = """
[1,"reveal_cadence",[85]] [1,"discard_cadence",[91]] [0,"reveal_cadence",[80]] [0,"discard_cadence",[90]]
[1,"place",[52,0]] [1,"end_turn",[]] [0,"place",[41,0]] [0,"end_turn",[]]
[1,"attack",[["cadre",1,0],["cadre",0,0]]] [1,"pay",[43]] [1,"pay",[60]] [1,"cadence",[0]]
[1,"cadence_done",[]] [0,"cadence",[2]] [0,"cadence_done",[]] [1,"cadence_done",[]] [0,"cadence_done",[]]
[1,"roll",[]] [1,"adjust",[5,"high"]] [1,"resolve",[]] [1,"reward",["lp"]] [1,"place",[53,1]]
[1,"attack",[["cadre",1,0],["desert",1]]] [1,"pay",[51]] [1,"pay",[76]] [1,"cadence_done",[]]
[0,"cadence_done",[]] [1,"roll",[]] [1,"adjust",[2,"high"]] [1,"reward",["lp"]] [1,"end_turn",[]]
[0,"place",[39,0]] [0,"attack",[["cadre",0,0],["desert",0]]] [0,"pay",[74]] [0,"pay",[8]]
[0,"cadence_done",[]] [1,"cadence_done",[]] [0,"roll",[]] [0,"adjust",[2,"high"]] [0,"reward",["lp"]]
[0,"end_turn",[]] [1,"attack",[["cadre",1,0],["cadre",0,0]]] [1,"pay",[0]] [1,"pay",[4]] [1,"cadence_done",[]]
[0,"cadence_done",[]] [1,"roll",[]] [1,"adjust",[1,"high"]] [1,"reward",["lp"]]
[1,"attack",[["cadre",1,0],["desert",1]]] [1,"pay",[19]] [1,"pay",[26]] [1,"cadence_done",[]]
[0,"cadence_done",[]] [1,"roll",[]] [1,"resolve",[]] [1,"end_turn",[]] [0,"place",[40,0]]
[0,"attack",[["desert",0],["cadre",0,0]]] [0,"pay",[24]] [0,"pay",[50]] [0,"cadence_done",[]]
[1,"cadence_done",[]] [0,"roll",[]] [0,"resolve",[]]
""".split()


def test_the_reward_ask_says_whose_victory(baraza_home):
    """k37: "Victory! Take the reward as Legacy points, or stack it as Honor on the victor." after the player's own
    provocation lost: it was their defending Chieftain's win."""
    import json

    from baraza.game.core.match import Action, Match
    from baraza.game.registry import get_game
    from baraza.scenes.khedu.table import KheduScene

    def tupled(arg):
        return tuple(tupled(a) for a in arg) if isinstance(arg, list) else arg

    moves = [(seat, Action(kind, tupled(args))) for seat, kind, args in map(json.loads, MATCH65_MOVES)]
    options = {"clan_1": "random", "clan_2": "random", "clan_3": "random", "clan_4": "random", "max_turns": 15}
    match = Match.from_moves(get_game("khedu").rules, ["human", "ai:normal"], 735792, options, moves)
    assert match.view(0).combat.step == "reward" and match.view(0).combat.scenario == "provocation"
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    text = scene.prompt.text(scene.current_view())
    assert text.startswith("Your Chieftain held"), text


def test_while_a_defender_is_picked_only_defenders_are_lit_and_another_attacker_is_said(baraza_home):
    """k17 -> k18: "Attack with Rahala Fighter: pick the defender (a lit card)", and a click on another unit made
    it the attacker. Only defenders are lit; the other attackers are outlined dimly and the prompt says so."""
    from test_khedu_round7b import _scene, _solo

    app, scene = _scene(_solo(24))  # two heroes in the Cadre, an attack to declare
    frames(app, 30)
    attacker = ("cadre", 0, 0)
    scene.clicks.click_token(attacker)
    frames(app, 2)
    legal = scene.legal_actions()
    defenders = {tuple(a.args[1]) for a in legal if a.kind == "attack" and tuple(a.args[0]) == attacker}
    others = {tuple(a.args[0]) for a in legal if a.kind == "attack"} - {attacker}
    assert scene.clicks.lit and scene.clicks.lit <= defenders, (scene.clicks.lit, defenders)
    assert ("cadre", 0, 1) in others and others - defenders <= scene.clicks.switch
    text = scene.prompt.text(scene.current_view())
    assert "lit" in text and "another attacker" in text, text
