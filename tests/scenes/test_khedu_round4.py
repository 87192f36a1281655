"""Khedu, blind testers' issue 41 (round 4): the lesson's card keeps off the Desert and the hand its steps talk
about, the turn panel says a whole provocation, the rival's hero has a name on its rail, and a two-player match
reaches its results (every seat's score and Rematch) whichever way the song ends."""

from __future__ import annotations

import time

import pygame
import pytest
from scene_helpers import frames, make_app
from test_lesson_placement import walk

from baraza.game.khedu import make_agent
from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene


def _step(steps: list[dict], n: int) -> dict:
    return next(s for s in steps if s["step"] == n)


@pytest.mark.parametrize("scale", [100, 150])
def test_the_lesson_card_keeps_off_the_desert_and_the_hand_it_talks_about(scale):
    steps = walk("khedu", scale)
    zones = {name: pygame.Rect(rect) for name, rect in _zone_map().items()}
    for n in (15, 16):  # the Desert Cadence woken beside stack 3, "bound to the Himbua"
        assert not _step(steps, n)["card"].colliderect(zones["desert"]), n
    assert not _step(steps, 25)["card"].colliderect(zones["hand"])  # a provocation: "you pay its cost"


def _zone_map():
    from scene_helpers import open_table

    return open_table(make_app(), "khedu").layout.zones


def _played(seed: int, options: dict) -> list[tuple[int, object]]:
    """Every move of a two-seat match the easy agents play to its end."""
    m = new_match("khedu", ["human", "human"], seed, options)
    agents = [make_agent("easy", s, seed + s) for s in range(2)]
    moves = []
    while not m.is_over():
        s = m.active_seats()[0]
        a = agents[s].choose(m.rules, m.view(s), s, m.legal_actions(s))
        moves.append((s, a))
        m.submit(s, a)
    return moves


def _wait_for(app, condition, seconds: float = 120.0) -> None:  # a bound for a loaded machine, not a speed claim
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.002)
    assert condition()


# seed 4 ends as seat 1 spends its last Influence after seat 2 has left the song; seed 1 with 3 turns at the
# turn limit; each ended once by the human's move and once on the AI's turn
@pytest.mark.parametrize(("seed", "options", "reason"), [(4, {}, "spent the last Influence"),
                                                         (1, {"max_turns": 3}, "reached the turn limit")])
@pytest.mark.parametrize("last_is_ai", [False, True])
def test_a_two_player_match_opens_its_results_however_it_ends(baraza_home, seed, options, reason, last_is_ai):
    from baraza.scenes.screens.results import ResultsScene

    moves = _played(seed, options)
    last_seat = moves[-1][0]
    seats = ["human", "human"]
    seats[last_seat] = "ai:easy" if last_is_ai else "human"
    seats[1 - last_seat] = "human" if last_is_ai else "ai:easy"
    match = new_match("khedu", seats, seed, options)
    for seat, action in moves[:-1]:
        match.submit(seat, action)
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    if not last_is_ai:
        assert scene.submit_intent(moves[-1][1])
    _wait_for(app, lambda: isinstance(app.stack.top, ResultsScene))
    assert match.is_over()
    events = [e for r in match.records for e in r.events]
    assert any(e.kind == "exhausted" and e.data.get("reason") == reason for e in events)
    results = app.stack.top
    names = scene.seat_labels()
    breakdown = next(line for line in results.lines if all(name in line for name in names))
    assert breakdown  # every seat's score
    assert results.rematch_button.text == "Rematch"


def _log_left_out(scene, shown: list[str]) -> None:
    """Leaves the log's rows out of `shown`: these tests are about the turn panel and the prompt bar. The log under
    them shows whole lines only, so a newest entry taller than its rows shows from its start with "…" (scrolling up
    reads it whole: scenes/table/log_panel.py, tests/scenes/test_s34_log_whole_lines.py)."""
    draw = scene.log_panel.draw

    def quiet(surface) -> None:
        mark = len(shown)
        draw(surface)
        del shown[mark:]

    scene.log_panel.draw = quiet


@pytest.mark.parametrize("scale", [100, 150])
def test_the_turn_panel_says_a_rivals_provocation_whole(baraza_home, scale):
    """"Player 2 provokes … against Oadhii Seer (activation: 2…": the turn panel cut the caption after two lines."""
    from test_lesson_placement import _app

    app = make_app() if scale == 100 else _app(scale)
    match = new_match("khedu", ["human", "ai:easy"], 4, {})
    moves = _played(4, {})
    shown = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    for seat, action in moves:
        match.submit(seat, action)
        if seat == 1 and action.kind == "attack" and action.args[0][0] == "desert":
            break
    else:
        pytest.fail("no provocation by the rival in this match")
    caption = match.records[-1].events[0].text
    assert "(to pay:" in caption
    scene = KheduScene(app, match)
    scene.ai.cancel()
    _log_left_out(scene, shown)
    app.stack.reset(scene)
    frames(app, 2)
    assert caption in " ".join(row[0].strip() for row in scene.log_panel.box.lines)  # the log holds it whole
    body = " ".join(t for t in shown if t and t.split()[0] in caption.split())
    assert "…" not in body and caption.split("(to pay:")[1].strip(").") in body.replace("\n", " ")


def test_a_rivals_hero_is_named_on_its_rail(baraza_home):
    """The lesson spoke of "the Khana Ekkubana" over a rail card with a shield and no name (blind testers)."""
    app = make_app()
    match = new_match("khedu", ["human", "ai:easy"], 4, {})
    for seat, action in _played(4, {}):
        match.submit(seat, action)
        if any(u is not None for u in match.view(0).players[1].cadre):
            break
    shown = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    scene = KheduScene(app, match)
    scene.ai.cancel()
    app.stack.reset(scene)
    frames(app, 2)
    heroes = [u.name for u in match.view(0).players[1].cadre if u is not None]
    assert heroes and any(t.startswith("Cadre: ") and all(h in t for h in heroes) for t in shown)


def _first_match_where(found, what: str):
    """The first position of easy AI matches (seat 0 to move) where `found(match, legal)` holds: (match, legal)."""
    for seed in range(3, 30):
        m = new_match("khedu", ["human", "ai:easy"], seed, {})
        agents = [make_agent("easy", s, seed + s) for s in range(2)]
        while not m.is_over():
            s = m.active_seats()[0]
            legal = m.legal_actions(s)
            if s == 0 and found(m, legal):
                return m, legal
            m.submit(s, agents[s].choose(m.rules, m.view(s), s, legal))
    raise AssertionError(f"no {what}")


def _with_caravan_to_play():
    return _first_match_where(lambda m, legal: any(a.kind == "command" for a in legal) and any(
        c.key == "caravan" for c in m.view(0).players[0].hand or []), "Caravan to play")[0]


@pytest.mark.parametrize("scale", [100, 150])
def test_the_caravan_prompt_reads_whole_beside_its_buttons(baraza_home, scale):
    """"Carava… co…": the bar's sentence for a Command to confirm was cut beside four buttons at 150 %."""
    from scene_helpers import click
    from test_lesson_placement import _app

    app = make_app() if scale == 100 else _app(scale)
    match = _with_caravan_to_play()
    scene = KheduScene(app, match)
    scene.ai.cancel()
    app.stack.reset(scene)
    frames(app, 2)
    hot = next(h for h in scene.hot_spots.build(scene.current_view()) if h.token and h.token[1] == "caravan")
    frames(app, 1, click((hot.rect.x + 8, hot.rect.centery)))
    shown = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    _log_left_out(scene, shown)
    frames(app, 60)
    assert any(b.text.startswith("Play Caravan") for b in scene.prompt.buttons)
    assert not [t for t in shown if "…" in t and "thinking" not in t]


def test_the_meditation_prompt_reads_whole_at_150():
    """"Meditation: use at least one option, each at mo…" beside the three option buttons at 150 % (lesson step 15:
    Redraw hand, Replenish Cadences, Holy Mission)."""
    from test_lesson_placement import _app

    from baraza.scenes.table import tutorial_auto as auto
    from baraza.scenes.table.tutorial import lesson_table

    app = _app(150)
    table = lesson_table(app, "khedu")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while overlay.run.index < 15:
        assert auto._settle(app, table, overlay)
        auto._frame(app)
        assert auto.do_step(app, overlay) is None
    assert auto._settle(app, table, overlay)
    shown = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    auto._frame(app)
    assert "Replenish Cadences" in [b.text for b in table.prompt.buttons]
    assert any(t.startswith("Meditation") for t in shown)
    assert not [t for t in shown if "…" in t and "thinking" not in t and t.startswith(("Meditation", "one", "each"))]


def _with_pass_to_confirm():
    m, legal = _first_match_where(lambda m, legal: m.view(0).pass_cost and any(a.kind == "pass" for a in legal),
                                  "costly pass")
    return m, next(a for a in legal if a.kind == "pass")


@pytest.mark.parametrize("scale", [100, 150])
def test_the_pass_confirm_reads_whole_beside_its_buttons(baraza_home, scale):
    """"Passing costs 3 Legacy points. Pa…" (a playtest at 100 %): the confirm says it whole, shorter if it must."""
    from test_lesson_placement import _app

    app = make_app() if scale == 100 else _app(scale)
    match, action = _with_pass_to_confirm()
    scene = KheduScene(app, match)
    scene.ai.cancel()
    app.stack.reset(scene)
    frames(app, 2)
    scene.prompt.confirming = action
    shown = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    frames(app, 3)
    assert any("Pass" in t and "Legacy" in t or "LP" in t for t in shown), shown
    assert not [t for t in shown if "…" in t and "thinking" not in t and "Pass" in t]
