"""The KROWNIA lesson as shipped: it plays out against the real rules and teaches every topic by doing."""

from __future__ import annotations

from baraza.game.core.tutorial import TutorialRun, check_tutorial, load_tutorial
from baraza.game.registry import get_game


def _lesson():
    spec = get_game("krownia")
    return spec, load_tutorial(spec)


def test_krownia_lesson_plays_out():
    spec, tutorial = _lesson()
    assert tutorial.options["beginner"] is True  # the fixed island the texts describe
    assert check_tutorial(tutorial, spec, min_steps=20) == []


def test_the_lesson_is_not_a_string_of_roll_and_end_turn_steps():
    """The playtest: 61 steps, about 15 of them only Roll or End turn. Turns with nothing to learn are played for
    the learner (a staged step: the lesson's own match further on, with the same dice)."""
    spec, tutorial = _lesson()
    assert len(tutorial.steps) <= 50
    plain = [s for s in tutorial.steps if s.do is not None and s.do.kind in ("roll", "end_turn")]
    assert len(plain) <= 12, len(plain)  # 25 before: each one left says what its roll paid or why to wait
    run = [n for n in range(len(tutorial.steps) - 1)
           if all(s.do is not None and s.do.kind in ("roll", "end_turn") for s in tutorial.steps[n:n + 3])]
    assert not run, f"three Roll / End turn steps in a row from step {run[0] + 1}"


def test_a_staged_step_is_the_lessons_own_match_at_that_point():
    """Each stage replays the lesson's own moves: the same island, hands and dice to come as if played."""
    spec, tutorial = _lesson()
    match = tutorial.new_match(spec)
    staged = 0
    for step in tutorial.steps:
        if step.stage is not None:
            fresh = step.stage.new_match(spec)
            played = [r.action for r in match.records]
            assert played == [r.action for r in fresh.records][:len(played)], "the stage forgets moves made"
            match = fresh
            staged += 1
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, step.do
        for reply in step.reply:
            seat = next(s for s in match.active_seats() if s != tutorial.learner)
            assert match.submit(seat, reply).ok, reply
    assert staged >= 3


def test_krownia_lesson_covers_its_topics_by_doing():
    _, tutorial = _lesson()
    done = {step.do.kind for step in tutorial.steps if step.do is not None}
    assert done >= {
        "place_village", "place_road",  # setup and the distance rule
        "roll",  # production
        "build_road", "build_village", "build_town",
        "bank_trade",  # at the 3:1 harbour rate
        "open_trade", "offer_give", "offer_get", "offer_send", "confirm_trade",  # a trade with Blue
        "buy_dev", "play_warrior", "play_monopoly", "play_year_of_plenty", "take_resource", "play_road_building",
        "move_pirate",
    }
    replies = {action.kind for step in tutorial.steps for action in step.reply}
    assert {"discard", "accept_trade"} <= replies  # Blue discards on the 7 and accepts the offer
    points = {name for step in tutorial.steps for name in step.point}
    assert {"bonus:longest", "bonus:army"} <= {p.split(",")[0] for p in points}


def test_krownia_lesson_reaches_the_seven_with_blue_over_the_limit():
    spec, tutorial = _lesson()
    match = tutorial.new_match(spec)
    run = TutorialRun(tutorial)
    blue_cards_at_seven = None
    while not run.finished:
        step = run.step
        if step.stage is not None:  # the lesson moves on to its own match further on (turns played for you)
            match = step.stage.new_match(spec)
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok
            state = match.state
            if step.do.kind == "roll" and sum(state.dice) == 7 and blue_cards_at_seven is None:
                blue_cards_at_seven = sum(state.hands[1])
            run.done_action()
        else:
            run.next()
        while (reply := run.reply_due()) is not None:
            seat = next(s for s in match.active_seats() if s != tutorial.learner)
            assert match.submit(seat, reply).ok
            run.reply_played()
    assert blue_cards_at_seven is not None and blue_cards_at_seven > 7
    # three towns and Longest Road, as the last step says
    assert spec.rules.vp(match.state, tutorial.learner) == 8
    assert match.state.longest_holder == tutorial.learner


def _steps_with_state(spec, tutorial):
    """Yield (step, state before the step, state after it and its replies) through the whole lesson."""
    match = tutorial.new_match(spec)
    for step in tutorial.steps:
        if step.stage is not None:  # the lesson moves on to its own match further on (turns played for you)
            match = step.stage.new_match(spec)
        before = spec.rules.clone(match.state)
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, step.do
        for reply in step.reply:
            seat = next(s for s in match.active_seats() if s != tutorial.learner)
            assert match.submit(seat, reply).ok, reply
        yield step, before, spec.rules.clone(match.state)


def test_the_learner_plays_monopoly_and_holds_every_card_of_that_kind():
    spec, tutorial = _lesson()
    played = [(step, before, after) for step, before, after in _steps_with_state(spec, tutorial)
              if step.do is not None and step.do.kind == "play_monopoly"]
    assert len(played) == 1
    step, before, after = played[0]
    kind = step.do.args[0]
    me, blue = tutorial.learner, 1 - tutorial.learner
    assert before.hands[blue][kind] >= 3  # worth taking, as the step says
    assert after.hands[blue][kind] == 0
    assert after.hands[me][kind] == before.hands[me][kind] + before.hands[blue][kind]
    assert "Monopoly" in step.text


def test_the_learner_takes_two_cards_with_year_of_plenty_and_spends_them():
    spec, tutorial = _lesson()
    steps = list(_steps_with_state(spec, tutorial))
    plenty = next(i for i, (step, _b, _a) in enumerate(steps) if step.do is not None
                  and step.do.kind == "play_year_of_plenty")
    takes = [steps[i] for i in (plenty + 1, plenty + 2)]
    assert [step.do.kind for step, _b, _a in takes] == ["take_resource", "take_resource"]
    before, after = steps[plenty][1], takes[-1][2]
    got = [after.hands[0][r] - before.hands[0][r] for r in range(5)]
    assert got == [0, 2, 0, 0, 0]  # two Brick from the bank, for the two Wood in hand
    assert sum(after.bank) == sum(before.bank) - 2
    # ... which the learner spends at once: two roads, built after the roll
    roads = [s for s in steps[plenty + 3:plenty + 6] if s[0].do is not None and s[0].do.kind == "build_road"]
    assert len(roads) == 2 and roads[-1][2].hands[0][1] == before.hands[0][1]


def test_road_building_lays_two_free_roads_towards_longest_road():
    spec, tutorial = _lesson()
    steps = list(_steps_with_state(spec, tutorial))
    start = next(i for i, (step, _b, _a) in enumerate(steps) if step.do is not None
                 and step.do.kind == "play_road_building")
    before = steps[start][1]
    free = steps[start + 1:start + 3]
    assert [step.do.kind for step, _b, _a in free] == ["build_road", "build_road"]
    after = free[-1][2]
    assert after.hands[0] == before.hands[0]  # the two roads cost nothing
    assert sum(o == 0 for o in after.road_owner) == sum(o == 0 for o in before.road_owner) + 2
    assert after.road_len[0] == before.road_len[0] + 2


def test_the_lesson_deck_only_reorders_the_shuffled_deck():
    """The lesson-only option moves four cards to the top; the dice of the seed stay the same."""
    from baraza.game.krownia.constants import DEV_DECK, MONO, PLENTY, ROADB, WARRIOR

    spec, tutorial = _lesson()
    rules = spec.rules
    plain = rules.initial_state({"beginner": True}, tutorial.seed, 2)
    staged = rules.initial_state({"beginner": True, "lesson_deck": True}, tutorial.seed, 2)
    assert sorted(staged.deck) == sorted(DEV_DECK) == sorted(plain.deck)
    assert staged.deck[-4:][::-1] == [WARRIOR, MONO, PLENTY, ROADB]  # drawn from the end
    assert staged.rng.getstate() == plain.rng.getstate()
    assert not any(o.key == "lesson_deck" for o in _setup_options(spec))


def test_the_lesson_dice_fix_every_roll_of_the_lesson_and_nothing_else():
    """The lesson's rolls do not move when a move that draws at random (a steal) comes earlier or later: they are
    a lesson-only option. The random stream moves on as it would, and past the list the dice are the seed's."""
    from baraza.game.core.action import Action
    from baraza.game.krownia.constants import LESSON_DICE

    spec, tutorial = _lesson()
    assert tutorial.options["lesson_dice"] is True
    assert not any(o.key == "lesson_dice" for o in _setup_options(spec))
    rules = spec.rules
    fixed = rules.initial_state({"beginner": True, "lesson_dice": True}, tutorial.seed, 2)
    free = rules.initial_state({"beginner": True}, tutorial.seed, 2)
    for state in (fixed, free):
        state.phase, state.current = "roll", 0
    rules.apply(fixed, 0, Action("roll"))
    rules.apply(free, 0, Action("roll"))
    assert fixed.dice == LESSON_DICE[0] and fixed.rng.getstate() == free.rng.getstate()
    match = tutorial.new_match(spec)
    for step in tutorial.steps:
        if step.stage is not None:
            match = step.stage.new_match(spec)
        for action in ([step.do] if step.do is not None else []) + list(step.reply):
            seat = tutorial.learner if action is step.do else next(s for s in match.active_seats()
                                                                    if s != tutorial.learner)
            assert match.submit(seat, action).ok
    rolled = [tuple(e.data["dice"]) for r in match.records for e in r.events if e.kind == "dice"]
    assert rolled == list(LESSON_DICE[:len(rolled)]) and len(rolled) == len(LESSON_DICE)


def _setup_options(spec):
    from baraza.scenes.screens.setup import visible_options

    return visible_options(spec, 2)


def test_a_lesson_match_played_on_saves_and_loads_with_its_lesson_deck(tmp_path):
    """The staged deck is an option, so the saved lesson match replays to the same state."""
    from baraza.game.persistence.history import match_from_file
    from baraza.game.persistence.saves import write_save

    spec, tutorial = _lesson()
    match = tutorial.new_match(spec)
    for step in tutorial.steps:
        if step.stage is not None:  # the lesson's own match further on
            match = step.stage.new_match(spec)
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok
        for reply in step.reply:
            assert match.submit(next(s for s in match.active_seats() if s != tutorial.learner), reply).ok
    loaded = match_from_file(write_save(match, tmp_path / "lesson.json"))
    assert loaded.options["lesson_deck"] is True
    assert loaded.state.deck == match.state.deck and loaded.state.hands == match.state.hands
    assert loaded.state.longest_holder == tutorial.learner


def _positions(spec, tutorial):
    """Every position where the learner acts, with the move made there: the lesson's own steps and the moves
    its stages play for the learner."""
    from baraza.game.registry import new_match

    for step in tutorial.steps:
        if step.stage is not None:
            match = new_match("krownia", list(step.stage.seats),
                              step.stage.seed, dict(step.stage.options))
            for action in step.stage.opening:
                seat = match.active_seats()[0]
                if seat == tutorial.learner:
                    yield match, action
                assert match.submit(seat, action).ok, action
    match = tutorial.new_match(spec)
    run = TutorialRun(tutorial)
    while not run.finished:
        step = run.step
        if step.stage is not None:
            match = step.stage.new_match(spec)
        if step.do is not None:
            yield match, step.do
            assert match.submit(tutorial.learner, step.do).ok
            run.done_action()
        else:
            run.next()
        while (reply := run.reply_due()) is not None:
            seat = next(s for s in match.active_seats() if s != tutorial.learner)
            assert match.submit(seat, reply).ok
            run.reply_played()


def test_the_lesson_never_passes_up_a_town_or_a_village():
    """Issue 41, playtest B8: the lesson had the learner trade 3 Ore for a Sheep while a town could be built (and
    later buy two cards with a town buildable). Wherever the learner acts, in a step or in turns played for them,
    a move that builds nothing is never made while a town or a village could be built."""
    spec, tutorial = _lesson()
    builds = ("build_town", "build_village")
    free = ("roll", "move_pirate", "steal", "take_resource", "build_road", "skip_free_road", "discard")
    for match, action in _positions(spec, tutorial):
        points = [a for a in match.legal_actions(tutorial.learner) if a.kind in builds]
        if points and action.kind not in builds and action.kind not in free and not action.kind.startswith("play_"):
            raise AssertionError(f"{action} while {points} (hand {match.state.hands[tutorial.learner]})")
