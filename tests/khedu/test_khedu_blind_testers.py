"""The Khedu findings of the blind testers (2026-12-06): the lesson's second No Cadence said by the table as in a
game (steps 9, 47 and 56 asked the learner to press it again), "Sing no more this fight" taught where a rival
could sing after the learner, whole texts at every text size, the solo deal code told, and the hand kept still
under the pointer while paying."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402
from test_khedu_playtest_fixes import _lesson_at  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.tutorial import load_tutorial  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402

SPEC = get_game("khedu")


def _again_steps() -> list[int]:
    """The steps (from 0) where the window comes round to a learner who said No Cadence and nobody sang since."""
    steps = load_tutorial(SPEC).steps
    return [i for i, s in enumerate(steps) if s.do == Action("cadence_done") and "No Cadence again" in s.text]


# --- 1. the lesson --------------------------------------------------------------------------------

def test_the_table_says_the_second_no_cadence_for_the_learner(baraza_home):
    """Steps 9, 47 and 56: the table answers No Cadence again by itself, after the step has been read whole;
    the learner presses nothing (the lesson gave no standing answer, so they had to press it twice)."""
    assert [i + 1 for i in _again_steps()] == [9, 47, 56]
    app = make_app()
    for index in _again_steps():
        table = _lesson_at(app, index)
        match, run = table.match, table.tutorial.run
        before = len(match.records)
        frames(app, 30, dt=1 / 30)  # a second: the step is still on show, to be read
        assert run.index == index and len(match.records) == before, index + 1
        frames(app, 30 * 12, dt=1 / 30)  # the step stays up until it can be read whole
        assert run.index > index or run.replying, index + 1
        assert match.records[before].action == Action("cadence_done") and match.records[before].seat == 0


def test_no_other_lesson_step_answers_itself(baraza_home):
    """The table answers only where a game would: a first No Cadence (steps 8, 22, 40...) waits for the learner."""
    app = make_app()
    steps = load_tutorial(SPEC).steps
    firsts = [i for i, s in enumerate(steps) if s.do == Action("cadence_done") and i not in _again_steps()]
    for index in firsts[:3]:
        table = _lesson_at(app, index)
        frames(app, 120, dt=1 / 30)
        assert table.tutorial.run.index == index, index + 1


def test_the_lesson_teaches_sing_no_more_this_fight_where_a_rival_could_answer():
    steps = load_tutorial(SPEC).steps
    first_rival_window = next(i for i, s in enumerate(steps) if s.do == Action("cadence_done") and s.reply)
    step = steps[first_rival_window]
    assert "Sing no more this fight" in step.text and "button:Sing no more this fight" in step.point
    assert not any("press No Cadence again" in s.text or "press it." in s.text for s in steps)


# --- 5. the hand while paying ---------------------------------------------------------------------

def _paying_table(app):
    """Solo Hadimi with a Khana KuDjani (cost 3) in the Cadre and a hand of five, its attack on the Desert declared."""
    import khedu_helpers as kh

    from baraza.game.registry import new_match

    match = new_match("khedu", ["human"], 5, {"clan_1": "Hadimi"})
    kh.put_cadre(match.state, 0, 0, "khana_kudjani")
    kh.give_hand(match.state, 0, ["hadimi_dreamer", "wuqri_zealot", "rahala_hunter", "oadhii_conjurer",
                                  "rahala_fighter"])
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 5)
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0][0] == "cadre")
    assert table.submit_intent(attack)
    frames(app, 40)
    assert table.current_view().combat.to_pay == 3
    return table, match


def test_the_hand_stays_put_under_the_pointer_until_the_fight_ends(baraza_home, monkeypatch):
    """Paying a cost of 3 by clicking the rightmost card each time: no card moves while paying, nor when the last
    card paid ends the payment (the hand closed up under the pointer then); it lays out again once the fight ends."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app = make_app()
    table, match = _paying_table(app)
    start = {c.card: tuple(r) for r, c in table.geometry.hand_places(table.current_view())}
    for _ in range(3):
        rect, _card = table.geometry.hand_places(table.current_view())[-1]
        before = len(match.records)
        frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        frames(app, 2, events=click(rect.center))
        frames(app, 40)
        assert len(match.records) == before + 1 and match.records[-1].action.kind == "pay"
        now = {c.card: tuple(r) for r, c in table.geometry.hand_places(table.current_view())}
        assert all(start[card] == rect for card, rect in now.items())  # every card where it was
    assert table.current_view().combat.step == "cadences"
    while match.view(0).combat is not None:  # the fight plays out: then the hand closes up
        legal = match.legal_actions(0)
        pick = next((a for kind in ("cadence_done", "roll", "resolve", "reward") for a in legal if a.kind == kind),
                    legal[0])
        assert match.submit(0, pick).ok
    frames(app, 60)
    hand = table.geometry.hand_places(table.current_view())
    assert [tuple(r) for r, _c in hand] == [tuple(r) for r in table.geometry.hand_rects(len(hand))]


# --- 2. and 3. whole texts at every text size -------------------------------------------------------

def _scaled_app(scale: float):
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App

    app = App(Settings(animation_speed="instant", text_scale=int(scale * 100)))
    app.strict = True
    app.find_tables = False
    return app


def _cut_texts(app, match) -> list[str]:
    """The texts the Khedu table shortened with "…" drawing `match` (hover tips and the shared turn title aside)."""
    from baraza.scenes.khedu.prompt import BUTTON_TIPS

    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    table.results_shown = True
    app.stack.reset(table)
    app.stack.apply_pending()
    frames(app, 2)
    return [text for _rect, text in app.fonts.shortened
            if text not in BUTTON_TIPS.values() and not text.startswith("Deal ") and "'s turn: " not in text]


def test_the_combat_panels_count_of_attacks_reads_whole(baraza_home):
    """Two heroes and three Desert stacks: "6 from your Cadre, 12 provocations" was cut in the arena at 100 and 150 %."""
    import khedu_helpers as kh

    from baraza.game.registry import new_match

    for scale in (1.0, 1.5):
        match = new_match("khedu", ["human"], 5, {"clan_1": "Hadimi"})
        kh.put_cadre(match.state, 0, 0, "hadimi_guard")
        kh.put_cadre(match.state, 0, 1, "hadimi_dreamer")
        attacks = [a for a in match.legal_actions(0) if a.kind == "attack"]
        assert len(attacks) >= 16
        assert _cut_texts(_scaled_app(scale), match) == [], scale


def test_khedu_prompts_read_whole_at_every_text_size(baraza_home):
    """Seeded games, solo and with a rival, at 100, 125 and 150 %: no prompt, turn-panel line or arena line ends in
    "…" (the bar's sentence was "Your turn:…" beside two greyed buttons at 150 %, "You can: attack · play a
    Comma…" in the turn panel at any size)."""
    import random

    from baraza.game.registry import new_match

    for scale in (1.0, 1.25, 1.5):
        app = _scaled_app(scale)
        for seats, seed in ((1, 5), (2, 7), (1, 21)):
            match = new_match("khedu", ["human"] * seats, seed, {})
            rng = random.Random(seed)
            for _ in range(14):
                if match.is_over():
                    break
                for _ in range(rng.randint(1, 4)):
                    if match.is_over():
                        break
                    seat = match.active_seats()[0]
                    legal = match.legal_actions(seat)
                    pref = [a for a in legal if a.kind in ("attack", "cadence", "pay", "roll", "reward", "adjust")]
                    assert match.submit(seat, rng.choice(pref if pref and rng.random() < .7 else legal)).ok
                assert _cut_texts(app, match) == [], (scale, seats, seed, len(match.records))


# --- 4. the deal code --------------------------------------------------------------------------------

def test_a_solo_run_shows_its_deal_code_on_the_table(baraza_home):
    """The code was only in a toast at the start: the solo banner says "Deal <code>" and what it is for, all game."""
    from baraza.game.registry import new_match
    from baraza.scenes.khedu.drawing import DEAL_CODE_TIP

    app = make_app()
    table = app.show_match(new_match("khedu", ["human"], 5, {}))
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 400)  # the start's toast is long gone
    code = table.run_keeper.code
    assert code
    tips = [(rect, text) for rect, text in app.fonts.shortened if text == DEAL_CODE_TIP.format(code=code)]
    assert tips and table.z["opponents"].contains(tips[0][0])
    assert "play the same deal again with this code" in tips[0][1]
