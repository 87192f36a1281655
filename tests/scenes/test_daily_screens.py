"""The daily deal, codes and run history through the screens: today's deal from the menu is the day's run and
a second one is practice, the result says where a run ranks, Play a code deals exactly the typed deal, and
the history screens render and take random input."""

from __future__ import annotations

import random
import threading
import time
from datetime import date

import pygame
import pytest
from scene_helpers import frames, key, make_app, random_event

from baraza.game.khedu.daily import daily_deal
from baraza.game.persistence.runs import read_runs
from baraza.game.registry import get_game
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots_history import sample_runs

SPEC = get_game("khedu")


def _variety(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


@pytest.fixture(scope="module")
def sample():
    return sample_runs(SPEC, date(2026, 12, 2), days=8)


def _screens(app, sample):
    run = next(r for r in sample.runs if r.counted)
    return {
        "calendar": lambda: app.make_screen("daily_calendar", sample, date(2026, 12, 2)),
        "history": lambda: app.make_screen("run_history", sample, today=date(2026, 12, 2)),
        "breakdown": lambda: app.make_screen("run_breakdown", run, sample),
        "code": lambda: app.make_screen("play_code"),
        "menu": lambda: app.make_screen("menu"),
    }


@pytest.mark.parametrize("name", ["calendar", "history", "breakdown", "code", "menu"])
def test_history_screens_render_and_take_random_input(baraza_home, sample, name):
    app = make_app()
    factory = _screens(app, sample)[name]
    scene = factory()
    app.stack.reset(scene)
    frames(app, 2)
    assert _variety(app.screen) > 12
    rng = random.Random(name)
    for _ in range(400):
        app.frame(1 / 30, events=[random_event(rng)])
        if app.stack.top is not scene:  # it opened another screen or a match: back to it
            scene = factory()
            app.stack.reset(scene)
            app.stack.apply_pending()


def _type(app, text: str) -> None:
    for ch in text:
        code = ord(ch.lower()) if ch.isalnum() else pygame.K_MINUS
        frames(app, 1, [key(code, unicode=ch)])


def test_play_a_code_deals_exactly_that_deal_and_refuses_a_mistype(baraza_home):
    app = make_app()
    app.show("play_code")
    frames(app)
    _type(app, "4GG-12E-NYB")  # the last character mistyped
    frames(app, 1, [key(pygame.K_RETURN)])
    dialog = app.stack.top
    assert "check character" in dialog.problem
    frames(app, 1, [key(pygame.K_BACKSPACE)])
    _type(app, "a")  # typed in lower case
    assert dialog.preview()[0].startswith("Deals Khedu · Hadimi, 25 turns")
    frames(app, 2, [key(pygame.K_RETURN)])
    table = app.stack.top
    deal = daily_deal(date(2026, 12, 2))
    assert isinstance(table, KheduScene)
    assert (table.match.seed, table.match.options["clan_1"], table.match.seats) == (deal.seed, "Hadimi", ["human"])


def _rendered_texts(app) -> list[str]:
    seen: list[str] = []
    render = app.fonts.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return render(text, *args, **kwargs)

    app.fonts.render = spy
    frames(app, 1)
    app.fonts.render = render
    return seen


def _finish(app, scene) -> None:
    from baraza.game.khedu import make_agent

    match = scene.match
    agent = make_agent("easy", 0, 9)
    while not match.is_over():
        assert scene.submit_intent(agent.choose(match.rules, match.view(0), 0, match.legal_actions(0)))
    frames(app, 3)


def _menu(app):
    """The main menu once its panel of today's deal has the runs its thread read."""
    menu = app.show("menu", how="reset")
    frames(app)
    for _ in range(600):
        if not menu.daily.waiting and menu.daily.status is not None:
            break
        time.sleep(0.01)
        frames(app)
    frames(app)
    return menu


def test_the_menu_reads_the_runs_off_the_frame_thread_and_fills_in(baraza_home, monkeypatch):
    """Issue 40: start-up read every solo run on the frame thread (4.3-5.3 s with 5,000 records)."""
    from baraza.game.persistence import runs_reader

    release, entered = threading.Event(), threading.Event()
    real = runs_reader.read_runs

    def slow(game, **kw):
        entered.set()
        assert release.wait(30)
        return real(game, **kw)

    monkeypatch.setattr(runs_reader, "read_runs", slow)
    app = make_app()
    menu = app.show("menu", how="reset")
    frames(app)  # the menu is up while the read waits
    assert entered.wait(30) and menu.daily.status is None and menu.daily.waiting
    assert not menu.daily.play_button.enabled and "Reading your runs…" in _rendered_texts(app)
    assert app.next_wake() <= 0.1, "the menu looks for the answer"
    release.set()
    for _ in range(600):
        if menu.daily.status is not None:
            break
        time.sleep(0.01)
        app.step(0.01, [])  # no input: the answer alone fills the panel
    assert menu.daily.status is not None and menu.daily.play_button.enabled
    assert menu.daily.play_button.text == "Play today's deal" and not menu.daily.waiting
    assert app.stack.next_poll() is None


def test_todays_deal_from_the_menu_counts_once_and_the_result_says_where_it_ranks(baraza_home):
    from baraza.scenes.screens.results import ResultsScene

    app = make_app()
    menu = _menu(app)
    assert menu.daily.play_button.text == "Play today's deal"
    menu.daily.play_button.on_click()
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, KheduScene) and table.run_keeper.counted
    assert table.run_keeper.label().startswith("Daily deal · ")
    assert any(t.text.startswith("Deal code ") for t in app.toasts)
    assert table.match.seed == daily_deal(date.today()).seed
    _finish(app, table)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    score = table.match.score_key()[1]
    assert any("this is the day's score" in line for line in results.lines)
    assert any(line.startswith("Rank: today #1 of 1") for line in results.lines)
    assert any(line.startswith("Deal code ") for line in results.lines)
    # The BEST box counts the finished run (it showed "—" before), and a solo run is no human's win.
    app.stack.pop()
    texts = _rendered_texts(app)
    assert texts[texts.index("BEST") + 1:texts.index("BEST") + 3].count(str(score)) >= 1
    stats = app.scores.stats("khedu")
    assert (stats.played, stats.human_wins, stats.solo_played) == (1, 0, 1)
    # Back at the menu: played, with its score; a second run is practice and leaves the day's score alone.
    menu = _menu(app)
    assert menu.daily.status.run.score == score and menu.daily.play_button.text == "Practise today's deal"
    menu.daily.play_button.on_click()
    frames(app, 2)
    again = app.stack.top
    assert not again.run_keeper.counted and again.run_keeper.label().startswith("Practice · daily ")
    _finish(app, again)
    assert any("Practice on the daily deal" in line for line in app.stack.top.lines)
    app.autosaver.flush()
    runs = read_runs("khedu").runs
    assert sorted(r.counted for r in runs) == [False, True]
    assert next(r for r in runs if r.counted).score == score


def test_leaving_the_days_run_and_coming_back_continues_it(baraza_home):
    app = make_app()
    menu = _menu(app)
    menu.daily.play_button.on_click()
    frames(app, 2)
    table = app.stack.top
    match = table.match
    from baraza.game.khedu import make_agent

    agent = make_agent("easy", 0, 9)
    for _ in range(40):
        assert table.submit_intent(agent.choose(match.rules, match.view(0), 0, match.legal_actions(0)))
    frames(app, 2)
    table.keep_for_later()
    menu = _menu(app)
    assert menu.daily.play_button.text == "Continue today's deal"
    assert menu.daily.status.run.finished is False
    menu.daily.play_button.on_click()
    frames(app, 2)
    resumed = app.stack.top
    assert isinstance(resumed, KheduScene) and resumed.match.match_id == match.match_id
    assert resumed.run_keeper.counted and len(resumed.match.records) == len(match.records)


def test_a_pasted_code_is_cleaned_and_an_empty_clipboard_is_said(baraza_home, monkeypatch):
    app = make_app()
    dialog = app.show("play_code")
    frames(app)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: " 4gg-12e-nya\n")
    frames(app, 1, [key(pygame.K_v, mod=pygame.KMOD_CTRL)])
    assert dialog.text == "4GG-12E-NYA" and dialog.preview()[1] == (112, 196, 120)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "")
    frames(app, 1, [key(pygame.K_v, mod=pygame.KMOD_CTRL)])
    assert dialog.problem.startswith("Nothing to paste")
