"""The shipped Konja lesson plays out against the real rules and teaches what issue 10 asks of it."""

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
