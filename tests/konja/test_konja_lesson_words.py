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


def test_each_card_step_names_the_button_that_plays_the_card(baraza_home):
    """Playtest A9: steps 7 and 9 asked for the die and the card ("…then +1 to make it a 4") and stopped there,
    while the card was played only by its Use or Cast button, which the words never named."""
    steps = _card_steps()
    assert {7, 9} <= {s["step"] for s in steps}, [s["step"] for s in steps]
    for s in steps:
        verb = next(label.split()[0] for label in s["shown"] if label.split()[0] in ("Use", "Cast"))
        assert re.search(rf"\b{verb}\b", s["text"]), (s["step"], verb, s["text"])


def _step_starts() -> list[dict]:
    """Each lesson step as it opens: its words, the learner's tokens and Cloud line, and for a Collection step
    the dice laid on the row it collects from and how many of them the step's move takes."""
    app = make_app()
    table = lesson_table(app, "konja")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    out: list[dict] = []
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        index, step = overlay.run.index, overlay.run.step
        auto._frame(app)
        view = table.current_view()
        me = view.players[0]
        start = {"step": index + 1, "text": step.text, "tokens": {"Gold": me.gold, "Magick": me.magick,
                                                                  "Power": me.power},
                 "score": f"☁ {me.cloud_points} / {view.target}"}
        if step.do is not None and step.do.kind == "collect":
            table.plan.ensure(view)
            kind, dice = step.do.args[0], step.do.args[1]
            start["row"] = sum(len(idx) for k, idx in table.plan.groups if k == kind)
            start["taken"] = len(dice)
        out.append(start)
        if overlay.run.waiting_for_next:
            auto._click(app, overlay.buttons[0].rect.center)
            continue
        for _ in range(auto.MAX_CLICKS):
            if overlay.run.index != index or overlay.run.replying:
                break
            auto._click(app, overlay.clicks()[0].center)
    return out


def test_each_step_says_what_the_board_shows(baraza_home):
    """Playtest A9: step 9's "you hold 2" (two Magick, beside three Spells in hand) and step 15's "click the row:
    your 4 gives 1 Power" with two dice on the row (the row pays one at a time). A count of the learner's tokens
    names its kind and matches the board; a Cloud line quoted is the one drawn; a row collected with more dice on
    it than the move takes says so (it pays once per pick)."""
    starts = _step_starts()
    for s in starts:
        text = s["text"]
        bare = re.search(r"\byou (?:hold|have) (\d+)(?! (?:Gold|Magick|Power|Spells?|Relics?|Cloud))", text)
        assert bare is None, (s["step"], bare.group(0), text)
        for count, kind in re.findall(r"\byou (?:hold|have) (\d+) (Gold|Magick|Power)\b", text, re.IGNORECASE):
            assert int(count) == s["tokens"][kind.title()], (s["step"], count, kind, s["tokens"])
        for quoted in re.findall(r"☁ \d+ / \d+", text):
            assert quoted == s["score"], (s["step"], quoted, s["score"])
        if s.get("row", 0) > s.get("taken", 0):
            assert re.search(r"\bonce\b|one of them|one (?:die|group) or|at a time", text), (s["step"], text)
    assert any("row" in s and s["row"] > s["taken"] for s in starts)  # the lesson has such steps (15, 30)
