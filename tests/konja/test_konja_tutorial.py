"""The shipped Konja lesson plays out against the real rules and teaches what issue 10 asks of it."""

from baraza.game.core.action import Action
from baraza.game.core.tutorial import check_tutorial, load_tutorial
from baraza.game.registry import get_game


def _lesson():
    spec = get_game("konja")
    tutorial = load_tutorial(spec)
    assert tutorial is not None
    return spec, tutorial


def test_the_lesson_plays_out():
    spec, tutorial = _lesson()
    assert check_tutorial(tutorial, spec, min_steps=16) == []
    assert tutorial.seats[tutorial.learner] == "human"


def test_the_learner_does_each_part_of_a_turn():
    _spec, tutorial = _lesson()
    done = {step.do.kind for step in tutorial.steps if step.do is not None}
    # Idols and Favours, rolling, Relics and Spells, the Collection, the red dice both ways, Blessings, Clouds
    assert {"choose_ancestor", "choose_resource", "roll", "use_relic", "play_spell", "end_bones", "collect",
            "finish_collection", "buy_relic", "roll_red", "red_replace", "upgrade_cloud",
            "pass_blessing"} <= done
    relics = {step.do.args[0] for step in tutorial.steps if step.do is not None and step.do.kind == "use_relic"}
    assert {0, 2} <= relics  # a plain reroll (Fie-Ah) and one that uses an Action die (At!)
    assert any(step.do.args[1] >= 0 for step in tutorial.steps if step.do is not None and step.do.kind == "use_relic")


def test_the_lesson_names_each_new_word_and_points_where_it_talks():
    _spec, tutorial = _lesson()
    text = " ".join(step.text for step in tutorial.steps)
    for word in ("Ancestor", "Idol", "Favour", "Blessing", "Bones", "Magick", "Power", "Cloud", "Action dice",
                 "Relic", "Spell", "Summoning Pyramid", "red dice", "final round"):
        assert word in text, word
    pointed = {spot for step in tutorial.steps for spot in step.point}
    assert {"zone:pyramid", "phase:all", "action_dice"} <= pointed
    # the last step and the outro hand the match over to the learner
    assert "for real" in tutorial.steps[-1].text and "for real" in tutorial.outro



def _play_through(spec, tutorial):
    """The lesson's match after each step (its replies played): yields (step number, step, match)."""
    match = tutorial.new_match(spec)
    for n, step in enumerate(tutorial.steps, 1):
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, (n, step.do)
        for reply in step.reply:
            assert match.submit(1 - tutorial.learner, reply).ok, (n, reply)
        yield n, step, match


def test_the_learner_casts_two_kinds_of_spell_and_is_told_how_they_differ_from_relics():
    spec, tutorial = _lesson()
    cast = [step for step in tutorial.steps if step.do is not None and step.do.kind == "play_spell"]
    assert len({step.do.args[0] for step in cast}) >= 2  # Tilt and Violet Twin
    assert any("Relic" in step.text and "Spell" in step.text and "once" in step.text for step in cast)
    for n, step, match in _play_through(spec, tutorial):
        if step in cast:  # each cast leaves the hand for the discard pile: a Spell works once
            assert step.do.args[0] in match.state.spell_discard, n


def test_violet_twin_gives_the_learner_a_violet_die_that_counts_in_the_collection():
    spec, tutorial = _lesson()
    gained = collected = False
    for n, step, match in _play_through(spec, tutorial):
        if step.do is not None and step.do.kind == "play_spell" and step.do.args[0] == "violet_twin":
            colours = [d.colour for d in match.state.dice]
            assert colours.count("violet") == 1, n
            violet = colours.index("violet")
            assert match.state.dice[violet].value == 4
            gained = True
        if step.do is not None and step.do.kind == "collect" and violet_in(step.do):
            assert match.state.players[tutorial.learner].clouds[-1].base == 3  # the violet 4 made three 4s
            collected = True
    assert gained and collected
    assert "violet di" in " ".join(s.text for s in tutorial.steps).lower()


def violet_in(action) -> bool:
    return 5 in tuple(action.args[1])  # the violet die is the sixth number die


def test_the_learner_takes_and_spends_the_spirit_token_on_a_spent_relic():
    spec, tutorial = _lesson()
    seen_holder = spent_before = False
    for n, step, match in _play_through(spec, tutorial):
        state = match.state
        if step.do == Action("choose_ancestor", ("spirit",)):
            assert state.spirit_holder == tutorial.learner, n
            assert not any(r.spent for r in state.players[tutorial.learner].relics)  # the Blessing
            seen_holder = True
        if step.do is not None and step.do.kind == "use_spirit":
            slot = step.do.args[0]
            assert not state.players[tutorial.learner].relics[slot].spent  # ready again
            assert state.spirit_holder is None  # the token went back to the tile
            spent_before = True
        if step.do is not None and step.do.kind == "use_relic" and spent_before:
            assert step.do.args[0] == 3  # the recharged Reed Shield is used again
            break
    assert seen_holder and spent_before
    assert "spirit_token" in {spot for step in tutorial.steps for spot in step.point}



def _click(app, pos) -> None:
    import pygame

    app.frame(0.5, events=[])  # a moment after the last click (one at once where it went: a double click)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.frame(1 / 60, events=[pygame.event.Event(kind, pos=pos, button=1)])
    app.frame(1 / 60, events=[])


def _at_the_collection():
    """The lesson's match played up to the first Collection (red dice included), on a Konja table with
    both seats human so nobody moves on their own; returns (app, scene, match)."""
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.konja.table import KonjaScene

    spec, tutorial = _lesson()
    match = tutorial.new_match(spec)
    match.seats[1] = "human"
    for step in tutorial.steps[:11]:
        if step.do is not None:
            assert match.submit(0, step.do).ok
        for reply in step.reply:
            assert match.submit(1, reply).ok
    app = App(Settings(animation_speed="instant"))
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    app.frame(1 / 60, events=[])
    return app, scene, match


def test_a_pyramid_row_clicked_with_no_die_picked_collects_its_group(baraza_home):
    """The lesson trades the pyramid one row at a time: a row click with nothing picked collects that row's
    first group, and Collect & end turn then only ends the turn."""
    from baraza.game.core.action import Action

    app, scene, match = _at_the_collection()
    assert match.view(0).phase == "collect" and scene.plan.groups[0] == ("kind", (0, 2, 3))
    _click(app, scene.geometry.row_rect("kind").center)
    assert match.records[-1].action == Action("collect", ("kind", (0, 2, 3)))
    _click(app, scene.geometry.row_rect("power").center)
    _click(app, scene.geometry.row_rect("power").center)
    assert [r.action.args[0] for r in match.records[-3:]] == ["kind", "power", "power"]
    assert match.view(0).phase == "collect" and match.view(0).players[0].cloud_points == 3
    scene.prompt_panel.sync(scene.current_view())
    _click(app, scene.prompt_panel.button("Collect & end turn").rect.center)
    assert match.records[-1].action == Action("finish_collection")


class _AcceptingLesson:
    """Stands in for the lesson overlay: accepts every move, as a step whose action it is would."""

    refused = 0

    def allows(self, action) -> bool:
        return True

    def refuse(self) -> None:
        self.refused += 1

    def on_record(self, record) -> None:
        pass


def test_a_lesson_takes_one_move_of_a_several_move_click(baraza_home):
    """Collect & end turn sends several moves; in a lesson only the first goes, the next click sends the next."""
    from baraza.game.core.action import Action

    app, scene, match = _at_the_collection()
    moves = [Action("collect", ("kind", (0, 2, 3))), Action("finish_collection")]
    assert all(m in match.legal_actions(0) for m in moves)
    scene.tutorial = _AcceptingLesson()
    before = len(match.records)
    scene.submit_intents(moves)
    assert [r.action for r in match.records[before:]] == moves[:1]
    scene.tutorial = None
    app.frame(1 / 60, events=[])
    scene.submit_intents(moves)  # the collect is gone from the legal moves now: skipped, then the turn ends
    assert [r.action for r in match.records[before:]] == moves
