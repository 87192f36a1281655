"""The Khedu lesson as shipped: it plays out against the real rules, covers the topics of a first game, and
every step can be done by clicking the centres of the rects the table names for it. Its two-player part (two
staged positions of one match) does what its cards say: the Cadence pick, an infiltrator beating the rival's
hero, a defence with a Cadence, and an Eternal Cadence made and then sung without being used up."""

import sys
from pathlib import Path

import pygame

from baraza.game.core.tutorial import TutorialRun, check_tutorial, load_tutorial
from baraza.game.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

SPEC = get_game("khedu")

# hand, Cadre, placing, Commands, attacking and paying, Cadences, the roll and the equal-dice rule, rewards,
# ending a turn, Meditation (with the solo Desert Cadences and the clan's own ability); with a rival: the
# opening Cadence pick, an Eternal Cadence, resolving a roll with two equal sets
TOPIC_KINDS = {"place", "command", "attack", "pay", "cadence", "cadence_done", "roll", "adjust", "reward",
               "end_turn", "meditate", "bind_cadence", "med_replenish", "med_clan", "reveal_cadence",
               "discard_cadence", "med_eternal", "resolve"}


def _lesson():
    tutorial = load_tutorial(SPEC)
    assert tutorial is not None
    return tutorial


def test_the_lesson_plays_out_against_the_rules():
    tutorial = _lesson()
    assert check_tutorial(tutorial, SPEC, min_steps=16) == []
    assert tutorial.seats == ("human",)  # a solo game first: the scripted opponent is the Desert itself
    first = tutorial.steps.index(next(step for step in tutorial.steps if step.stage is not None))
    assert any(step.do is not None and step.do.kind == "attack" and step.do.args[0][0] == "desert"
               for step in tutorial.steps[:first]), "the learner provokes a Desert unit in the solo part"
    staged = [step.stage for step in tutorial.steps if step.stage is not None]
    assert staged and all(stage.seats == ("human", "ai:easy") for stage in staged)  # then one rival


def test_the_lesson_covers_the_topics():
    tutorial = _lesson()
    kinds = {step.do.kind for step in tutorial.steps if step.do is not None}
    assert TOPIC_KINDS <= kinds
    assert {step.do.args[0] for step in tutorial.steps if step.do is not None and step.do.kind == "reward"} == {
        "lp", "honor"}
    said = " ".join(step.text for step in tutorial.steps).lower()
    for word in ("hand", "cadre", "ensemble", "equal-dice", "command", "meditat", "cadence", "passing",
                 "legacy", "influence", "honor", "final score", "infiltrator", "eternal", "defend"):
        assert word in said, word
    assert sum(step.do is not None for step in tutorial.steps) > len(tutorial.steps) // 2  # mostly doing


def test_every_step_is_done_by_clicking_where_the_table_points():
    from scene_helpers import click, frames, make_app

    from baraza.scenes.table import tutorial_auto as auto
    from baraza.scenes.table.tutorial import lesson_table

    tutorial = _lesson()
    app = make_app()
    scene = lesson_table(app, "khedu")
    app.stack.reset(scene)
    app.stack.apply_pending()
    overlay = scene.tutorial
    view = scene.current_view()
    for name in {p for step in tutorial.steps for p in step.point}:
        if not name.startswith(("button:", "feat:")):  # those need the moment of their step
            assert scene.tutorial_spot(name, view), name
    tables = [scene]
    while not overlay.run.finished:
        assert auto._settle(app, scene, overlay), f"step {overlay.run.index + 1}: the table never came to rest"
        scene, overlay = auto.current(app, scene)  # a staged step brings its own table
        if scene is not tables[-1]:
            tables.append(scene)
        run, match = overlay.run, scene.match
        step, index = run.step, run.index
        view = scene.current_view()
        for name in step.point:
            assert scene.tutorial_spot(name, view), f"step {index + 1}: nothing at {name}"
            kind, _, key = name.partition(":")
            if kind == "button":  # at its step the button itself is there, not just the bar
                scene.prompt.sync(view)
                assert key in [b.text for b in scene.prompt.buttons], f"step {index + 1}: no {name}"
            if kind == "feat":  # the row computed is the row drawn
                drawn = [r for r, face in scene.panels.clan_rects if face.title == SPEC.rules.data.achievements[key].name]
                assert scene.tutorial_spot(name, view) == drawn, name
        if step.do is None:
            overlay.next_step()
            continue
        before = len(match.records)
        frames(app, 60)  # a button where the last was pressed, or asked again there, waits out a double click (issue 41)
        for _ in range(6):
            if len(match.records) > before:
                break
            rects = scene.tutorial_clicks(step.do, scene.current_view())
            assert rects, f"step {index + 1}: no spot to click for {step.do}"
            pos = pygame.Rect(rects[0]).center
            frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
            frames(app, 2, events=click(pos))
        assert len(match.records) > before, f"step {index + 1}: clicking did not make {step.do}"
        assert match.records[before].action == step.do, f"step {index + 1}"
        assert run.index > index or run.replying, f"step {index + 1}: the lesson did not take the move"
    assert len(tables) == 3  # the solo table, then the two staged positions of the two-player match
    assert not scene.match.is_over() and scene.match.seats == ["human", "ai:easy"]


def _walk(two_player_part: bool = True):
    """Play the lesson against the rules; yield (step, view of the learner before it, view after it and its
    replies) for every step of its two-player part (or of its solo part)."""
    tutorial = _lesson()
    match = tutorial.new_match(SPEC)
    run = TutorialRun(tutorial)
    two_players = False
    while not run.finished:
        step = run.step
        if step.stage is not None:
            match, two_players = step.stage.new_match(SPEC), True
        before = match.view(0)
        if step.do is None:
            run.next()
        else:
            assert match.submit(0, step.do).ok
            run.done_action()
        while (reply := run.reply_due()) is not None:
            assert match.submit(match.active_seats()[0], reply).ok
            run.reply_played()
        if two_players == two_player_part and step.do is not None:
            yield step, before, match.view(0)


def test_the_two_player_part_does_what_its_cards_say():
    seen = set()
    for step, before, after in _walk():
        do, me = step.do, after.players[0]
        if do.kind == "reveal_cadence":  # the opening pick: one shown, then one put back, three hidden
            assert before.phase == "opening" and before.players[0].ensemble[0].occupied is False
            assert [s.name for s in me.ensemble if s.face_up] == ["Storm Chorus"]
            seen.add("opening")
        if do.kind == "discard_cadence":
            assert [s.face_up for s in me.ensemble] == [True, False, False, False] and after.phase == "turn"
            assert after.players[1].cadre[0] is not None  # the rival then placed its hero
        if do.kind == "attack" and do.args[1][0] == "cadre":  # the infiltrator goes for the rival's hero
            assert after.combat.scenario == "infiltration" and after.combat.attacker.infiltrating
            assert after.combat.defender.where == ("cadre", 1, 0)
        if do.kind == "reward" and before.combat.scenario == "infiltration":
            assert after.players[1].cadre == (None, None) and me.cadre[0].honor == 3
            seen.add("infiltrator")
        if do.kind == "cadence" and before.combat.scenario == "provocation":  # defending the Raider
            assert before.combat.defender.where == ("cadre", 0, 0) and before.combat.instigator == 1
            assert (before.combat.attack_dice, after.combat.attack_dice) == (3, 2)
        if do.kind == "reward" and before.combat.scenario == "provocation":
            assert before.combat.total < before.combat.defence and me.cadre[0].key == "okavian_raider"
            seen.add("defending")
        if do.kind == "med_eternal":
            assert me.ensemble[0].eternal and me.clan_unlocked
            assert sum(u.honor for u in me.cadre if u) == sum(u.honor for u in before.players[0].cadre if u) - 5
        if do.kind == "cadence" and before.combat.scenario == "cadre_vs_desert":  # the Eternal sung
            assert before.players[0].ensemble[0].eternal and after.combat.attack_dice == before.combat.attack_dice + 1
        if do.kind == "reward" and before.combat.scenario == "cadre_vs_desert":
            assert me.ensemble[0].occupied and me.ensemble[0].eternal  # still there after the fight
            seen.add("eternal")
    assert seen == {"opening", "infiltrator", "defending", "eternal"}


class _RefusingLesson:
    """Stands in for the lesson overlay: accepts nothing, counts the refusals."""

    card = pygame.Rect(0, 0, 0, 0)
    refused = 0

    def allows(self, action) -> bool:
        return False

    def refuse(self) -> None:
        self.refused += 1

    def clicks(self) -> list:
        return []


def test_the_best_dice_button_asks_the_lesson_first(monkeypatch):
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # tests/scenes/test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    from scene_helpers import frames, make_app

    from baraza.scenes.khedu.table import KheduScene

    tutorial = _lesson()
    match = tutorial.new_match(SPEC)
    for step in tutorial.steps:
        if step.do is not None and step.do.kind == "adjust":
            break
        if step.do is not None:
            assert match.submit(0, step.do).ok
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    scene.tutorial = lesson = _RefusingLesson()
    before = len(match.records)
    scene.prompt.play_best()
    assert len(match.records) == before and lesson.refused == 1
    scene.tutorial = None
    scene.prompt.play_best()
    assert len(match.records) > before and match.view(0).combat.step == "reward"


def test_the_learner_provokes_a_desert_unit_that_its_desert_cadence_helps():
    provoked = False
    for step, before, after in _walk(two_player_part=False):
        if step.do.kind == "attack" and step.do.args[0][0] == "desert":
            combat = after.combat
            assert combat.scenario == "provocation" and combat.attacker.key == "himbua_wanderer"
            assert combat.desert_cadences == ("sandfire_hymn",)  # woken on turn 2, bound to the Himbua
        if step.do.kind == "resolve" and before.combat.scenario == "provocation":
            seer = before.combat.defender
            assert before.combat.total >= before.combat.defence > before.combat.total - 3  # won by the Cadence
            assert after.desert[0].units[-1].card == seer.card  # the Seer went under its stack
            assert after.desert[2].units[0].honor == seer.reward  # the Wanderer keeps the reward as Honor
            provoked = True
    assert provoked
