"""The Konja lesson says what the player sees (playtest J3, J4): a chip the table picks by itself is not asked for as
a click, every Power choice the panel shows is named by the step, and the Favour / Blessing words agree between
the lesson and the side panel."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.tutorial import load_tutorial  # noqa: E402
from baraza.game.registry import get_game, new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from baraza.scenes.table import tutorial_auto as auto  # noqa: E402
from baraza.scenes.table.tutorial import lesson_table  # noqa: E402

SIGNS = re.compile(r"[+−-]\d\b")
POWER_CHIPS = ("Let it be spent", "Keep ready")


def _card_steps() -> list[dict]:
    """Each lesson step that ends on a card's Use/Cast: its words, the chips shown then, the chips it clicked."""
    app = make_app()
    table = lesson_table(app, "konja")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    steps: list[dict] = []
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        index = overlay.run.index
        auto._frame(app)
        if overlay.run.waiting_for_next:
            auto._click(app, overlay.buttons[0].rect.center)
            continue
        clicked: list[str] = []
        for _ in range(auto.MAX_CLICKS):
            if overlay.run.index != index or overlay.run.replying:
                break
            target = overlay.clicks()[0]
            panel = table.prompt_panel
            panel.sync(table.current_view())
            button = next((b for b in panel.buttons if b.rect == target), None)
            if button is not None and button.text.split()[0] in ("Use", "Cast"):
                steps.append({"step": index + 1, "text": overlay.run.step.text, "clicked": clicked,
                              "shown": [b.text for b in panel.buttons]})
            elif button is not None:
                clicked.append(button.text.removeprefix("● "))
            auto._click(app, target.center)
    return steps


def test_each_card_step_asks_only_for_the_chips_the_player_clicks_and_names_the_power_choice(baraza_home):
    steps = _card_steps()
    assert any(s["step"] == 37 for s in steps), [s["step"] for s in steps]  # Oodoo on a 1: +1 the only way
    for s in steps:
        for sign in SIGNS.findall(s["text"]):  # a sign the words name is clicked, or said to be picked already
            clicked = any(label.replace("-", "−").startswith(sign.replace("-", "−")) for label in s["clicked"])
            assert clicked or "picked for you" in s["text"], (s["step"], sign, s)
        for chip in POWER_CHIPS:  # a Power choice on show is explained where it shows
            if any(chip in label for label in s["shown"]):
                assert chip.lower() in s["text"].lower(), (s["step"], chip, s["text"])


def test_the_favour_is_the_players_alone_and_the_blessing_both_players_in_lesson_and_panel(baraza_home, monkeypatch):
    tutorial = load_tutorial(get_game("konja"))
    step = next(s for s in tutorial.steps if s.do is not None and s.do.kind == "choose_resource")
    # the lesson: the Favour (the choice) is yours alone, its Blessing gives the tokens to both
    favour, _, blessing = step.text.partition("Blessing")
    assert "alone" in favour and "both players" in blessing, step.text
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    scene = KonjaScene(app, match)
    monkeypatch.setattr(scene.ai_turns, "update", lambda dt: None)
    app.stack.reset(scene)
    frames(app, 1, click(scene.tile_rects["resource"].center))
    frames(app, 2)
    assert match.view(0).phase == "resource_choice"
    words = scene.prompt_panel.sync(scene.current_view())
    favour, _, blessing = words.partition("Blessing")  # the panel said "both players gain 2": the Favour unnamed
    assert "Favour" in favour and "both players" in blessing, words
