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


def test_krownia_lesson_covers_its_topics_by_doing():
    _, tutorial = _lesson()
    done = {step.do.kind for step in tutorial.steps if step.do is not None}
    assert done >= {
        "place_village", "place_road",  # setup and the distance rule
        "roll",  # production
        "build_road", "build_village", "build_town",
        "bank_trade",  # at the 3:1 harbour rate
        "open_trade", "offer_give", "offer_get", "offer_send", "confirm_trade",  # a trade with Blue
        "buy_dev", "play_warrior",
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
    assert spec.rules.vp(match.state, tutorial.learner) == 4  # two villages and a town, as the last step says
