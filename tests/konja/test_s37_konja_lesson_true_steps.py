"""Each Konja lesson step true when shown (blind tester konja21): step 9 called the Tilted 4 "the start of a pair"
with no other 4 showing (the pair comes with Oodoo's −1 a step later), and step 15 had the learner take Power for
Kofi's red 5 before any step said a red die that replaced theirs counts as theirs."""

from baraza.game.core.tutorial import load_tutorial
from baraza.game.registry import get_game


def _play_through():
    """(step number, step, the match as that step is shown: every step before it done, its replies played)."""
    spec = get_game("konja")
    tutorial = load_tutorial(spec)
    match = tutorial.new_match(spec)
    for n, step in enumerate(tutorial.steps, 1):
        yield n, step, match
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, (n, step.do)
        for reply in step.reply:
            assert match.submit(1 - tutorial.learner, reply).ok, (n, reply)


def test_a_pair_is_named_only_where_the_dice_make_one_and_the_red_die_is_yours_before_it_pays():
    told_red_is_yours = False
    for n, step, match in _play_through():
        text = step.text.lower()
        told_red_is_yours = told_red_is_yours or "counts as yours" in text or "counts as one of your" in text
        if "make your 3 a 4" in text:  # the Tilt step: no other 4 is showing, so no pair to start
            values = [d.value for d in match.state.dice]
            assert values.count(4) == 0 and "pair" not in text, (n, values, step.text)
        if step.do is not None and step.do.kind == "collect" and "red" in text:
            assert told_red_is_yours, (n, step.text)  # said before (or in) the step that collects for it
