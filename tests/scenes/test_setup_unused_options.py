"""An option that does nothing with the others as chosen is shown as not used, with the reason (issue 24: Kona's
setup read "Pie rule: On" beside "First move: By lot", where the pie rule is off)."""

from scene_helpers import click, frames, make_app

from baraza.game.core.rules import OptionSpec
from baraza.game.registry import get_game
from baraza.scenes.screens.setup import NOT_USED, SetupScene
from baraza.scenes.ui.text_audit import TextAudit


def _setup(app):
    setup = SetupScene(app, get_game("kona"))
    app.stack.reset(setup)
    frames(app)
    return setup


def _shown(app) -> list[str]:
    audit = TextAudit(app)
    try:
        audit.frame()
        return [t.text for t in audit.screen.texts]
    finally:
        audit.close()


def test_kona_starts_with_a_free_first_move_and_offers_the_pie_rule(baraza_home):
    app = make_app()
    setup = _setup(app)
    pie, _ = setup.option_rows["pie"]
    opening, _ = setup.option_rows["opening"]
    assert opening.value == "free" and pie.enabled and setup.options["pie"] == "off"
    shown = _shown(app)
    assert NOT_USED not in shown
    setup.hovered = pie
    assert not setup.help_line().startswith("Only with") and "swap" in setup.help_line()
    frames(app, 1, click(pie._arrow_rects()[1].center))
    assert setup.options["pie"] == "on"


def test_a_first_move_by_lot_sets_the_pie_rule_aside(baraza_home):
    app = make_app()
    setup = _setup(app)
    pie, _ = setup.option_rows["pie"]
    opening, _ = setup.option_rows["opening"]
    frames(app, 1, click(opening._arrow_rects()[1].center))
    assert setup.options["opening"] == "lot" and not pie.enabled
    shown = _shown(app)
    assert NOT_USED in shown and "On" not in shown  # the pie row does not claim to be on
    setup.hovered = pie
    assert setup.help_line().startswith("Only with First move: Free.")
    frames(app, 1, click(pie.rect.center))  # a disabled row does not change
    assert setup.options["pie"] == "off"
    frames(app, 1, click(opening._arrow_rects()[1].center))  # back to free: the pie row is used again
    assert setup.options["opening"] == "free" and pie.enabled


def test_the_game_says_what_its_pie_rule_needs():
    pie = next(o for o in get_game("kona").options() if o.key == "pie")
    assert pie.needs == ("opening", "free")
    assert not pie.used_with({"opening": "lot"}) and pie.used_with({"opening": "free"})
    assert OptionSpec("x", "X", (("a", "A"),), "a").used_with({})  # needing nothing: always used


def test_the_kona_rules_ignore_the_pie_rule_by_lot():
    rules = get_game("kona").rules
    state = rules.initial_state({"pie": "on", "opening": "lot"}, 3)
    assert not state.pie  # what the setup says is what the game does
    assert rules.initial_state({"pie": "on", "opening": "free"}, 3).pie
