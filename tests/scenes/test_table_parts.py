"""The parts of a table (scenes/table/*) work and draw on their own: each is built from a TableContext around a
small stand-in for a game's table, never a TableScene, and drawn alone on a blank surface."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from scene_helpers import make_app

from baraza.game.core.action import Action
from baraza.game.registry import get_game, new_match
from baraza.scenes.table.action_spot import ActionSpots
from baraza.scenes.table.ai_runner import AIRunner
from baraza.scenes.table.ai_turns import AITurns
from baraza.scenes.table.buttons import TableButtons
from baraza.scenes.table.context import Stage, TableBus, TableContext
from baraza.scenes.table.cover import HotSeatCover
from baraza.scenes.table.history_keeper import HistoryKeeper
from baraza.scenes.table.intents import MoveIntents
from baraza.scenes.table.lesson import LessonHook
from baraza.scenes.table.log_panel import LogPanel
from baraza.scenes.table.prompt_line import TurnPanel, log_panel_rect
from baraza.scenes.table.recap import Recap
from baraza.scenes.table.results_keeper import ResultsKeeper
from baraza.scenes.table.saving import TableSaver
from baraza.scenes.table.seats import SeatList, seat_colour, seat_labels
from baraza.scenes.table.turn_timer import TurnTimer
from baraza.scenes.table.views import TableViews
from baraza.scenes.ui.animation import AnimationQueue
from baraza.scenes.ui.layout import load_layout


class StandIn:
    """What a part may use of a game's table (context.TableHost), and nothing else."""

    hides_hands = False

    def __init__(self, match) -> None:
        self.match = match
        self.viewer = 0
        self._match_version = 0
        self.hint = None
        self.tutorial = None
        self.turn_clock = 0.0
        self.cover_on_enter = False
        self.results_shown = False
        self.extra_result_lines: list[str] = []
        self.selection_resets = 0
        self.spot = pygame.Rect(100, 100, 40, 40)

    def seat_labels(self):
        return seat_labels(self.match)

    def seat_colour(self, seat):
        return seat_colour(False, seat)

    def whose_turn(self, view):
        return self.match.active_seats()[0] if self.match.active_seats() else None

    def handoff_reason(self, seat, view):
        return "takes their turn."

    def action_spot(self, action, view):
        return self.spot

    def reset_selection(self):
        self.selection_resets += 1

    def draw(self, surface):
        surface.fill((1, 2, 3))

    def submit_intent(self, action) -> bool:
        return self.match.submit(self.viewer, action).ok

    def submit_intents(self, actions) -> None:
        for action in actions:
            self.submit_intent(action)


def _context(seats=("human", "ai:easy"), game="kona", seed=2):
    app = make_app()
    match = new_match(game, list(seats), seed)
    spec = get_game(game)
    host = StandIn(match)
    animations = AnimationQueue()
    views = TableViews(match, animations, host)
    ctx = TableContext(app, match, spec, load_layout(spec.name, spec.data_package), animations, views, host)
    return ctx, host


def _blank() -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    return surface


def _drew_in(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Something other than black in `rect`."""
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB").strip(b"\0") != b""


def test_the_bus_calls_listeners_in_order():
    bus, heard = TableBus(), []
    bus.on("record", lambda r: heard.append(("a", r)), Stage.STATE)
    bus.on("record", lambda r: heard.append(("b", r)), Stage.STATE)
    bus.on("undo", lambda: heard.append("undo"), Stage.GAME)
    bus.emit("record", 7)
    bus.emit("undo")
    assert heard == [("a", 7), ("b", 7), "undo"]


@pytest.mark.parametrize("seed", range(8))
def test_the_bus_runs_the_declared_stages_in_order_whatever_order_parts_subscribe_in(seed):
    """Issue 42: the order of a move's listeners is their declared stage, not the order they subscribed in."""
    listeners = [(stage, n) for stage in Stage for n in range(3)]
    random.Random(seed).shuffle(listeners)
    bus, heard = TableBus(), []
    for stage, n in listeners:
        bus.on("record", lambda _r, stage=stage, n=n: heard.append((stage, n)), stage)
    bus.emit("record", None)
    assert [stage for stage, _n in heard] == sorted(stage for stage, _n in listeners)
    assert list(Stage) == [Stage.GATE, Stage.STATE, Stage.PRESENTATION, Stage.PERSISTENCE, Stage.GAME]
    for stage in Stage:  # within a stage, the order they subscribed in
        assert [n for s, n in heard if s == stage] == [n for s, n in listeners if s == stage]


@pytest.mark.parametrize("stage", [None, 3, "state", "presentation"])
def test_the_bus_refuses_a_listener_without_a_declared_stage(stage):
    bus = TableBus()
    with pytest.raises(ValueError, match=r"must declare its stage, one of Stage\.GATE, Stage\.STATE, "
                                         r"Stage\.PRESENTATION, Stage\.PERSISTENCE, Stage\.GAME"):
        bus.on("record", print, stage)
    with pytest.raises(ValueError, match="must declare its stage"):
        bus.on("record", print)
    assert bus.listeners("record") == []


def test_a_tables_move_reaches_its_parts_stage_by_stage(baraza_home):
    """The real table's wiring: every listener declares a stage, the click gate hears first, the game last."""
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    table = scene_class("kona")(app, new_match("kona", ["human", "human"], 1))
    for topic in ("record", "undo"):
        wired = table.ctx.bus.listeners(topic)
        stages = [stage for stage, _listener in wired]
        assert stages == sorted(stages) and stages[0] == Stage.GATE and stages[-1] == Stage.GAME
        assert Stage.PERSISTENCE in stages
    order = [listener for _stage, listener in table.ctx.bus.listeners("record")]
    assert order.index(table.views.moved) < order.index(table.animate_record) < order.index(table.table_saver.moved) \
        < order.index(table.on_record)
    assert order.index(table.log_panel.moved) < order.index(table.animate_record)  # the log holds before it animates


def test_views_rebuild_once_per_move_and_nobody_acts_when_read_only(baraza_home):
    ctx, host = _context(("human", "human"))
    views = ctx.views
    first = views.current_view()
    assert views.current_view() is first and views.human_to_act() == 0 and views.legal_actions()
    ctx.match.submit(0, ctx.match.legal_actions(0)[0])
    views.moved()
    assert views.current_view() is not first and host._match_version == 1
    views.read_only = True
    assert ctx.read_only and views.human_to_act() is None and views.legal_actions() == []


def test_turn_panel_draws_alone_and_says_whose_turn(baraza_home):
    ctx, _host = _context()
    panel = TurnPanel(ctx)
    surface = _blank()
    panel.draw(surface)
    assert _drew_in(surface, panel.rect) and not _drew_in(surface, pygame.Rect(0, 0, 100, 100))
    title, body, seat, mine = panel.turn_prompt()
    assert mine and seat == 0 and body.startswith("You can: ")
    assert panel.status_line() == "Your move"


def test_log_panel_and_recap_draw_alone(baraza_home):
    ctx, _host = _context(("human", "human"))
    rect = log_panel_rect(ctx.layout.zone("log"))
    log = LogPanel(ctx, rect)
    ctx.match.submit(0, ctx.match.legal_actions(0)[0])
    surface = _blank()
    log.draw(surface)
    assert _drew_in(surface, rect) and log.box.lines
    recap = Recap(ctx, LessonHook(ctx.host), rect)
    recap.recap_lines, recap.recap_groups = ["White moved."], [(0, ["White moved."])]
    surface = _blank()
    assert recap.draw_recap(surface) and _drew_in(surface, rect)


def test_action_spot_lights_another_seats_move_and_draws_alone(baraza_home):
    ctx, host = _context()
    spots = ActionSpots(ctx)
    ctx.app.settings.animation_speed = "normal"
    ctx.match.submit(0, ctx.match.legal_actions(0)[0])
    spots.moved(ctx.match.records[-1])
    assert spots.spot is None, "a human's own move needs no ring"
    ctx.match.submit(1, ctx.match.legal_actions(1)[0])
    spots.moved(ctx.match.records[-1])
    assert spots.spot is not None and spots.spot[0] == host.spot
    surface = _blank()
    spots.draw(surface)
    assert _drew_in(surface, host.spot.inflate(12, 12))
    spots.tick(60.0)
    assert spots.spot is None


def test_seat_list_and_buttons_draw_alone(baraza_home):
    ctx, _host = _context()
    info = ctx.layout.zone("info")
    surface = _blank()
    bottom = SeatList(ctx, TurnTimer(ctx)).draw(surface, info, ["1", "2"])
    assert bottom > info.y and _drew_in(surface, info)
    pressed = []
    buttons = TableButtons(ctx.layout.zone("buttons"), lambda: pressed.append("undo"), lambda: pressed.append("hint"),
                           lambda: pressed.append("menu"))
    surface = _blank()
    buttons.draw(surface, ctx.fonts, can_undo=False, can_hint=True)
    assert _drew_in(surface, ctx.layout.zone("buttons")) and not buttons.undo.enabled
    centre = buttons.menu.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        buttons.handle_event(pygame.event.Event(kind, pos=centre, button=1))
    assert pressed == ["menu"]


def test_intents_submit_refuse_and_go_through_the_lesson_gate(baraza_home):
    ctx, host = _context(("human", "human"))
    intents = MoveIntents(ctx, AIRunner(use_process=False), LessonHook(host))
    assert not intents.submit_intent(Action("move", ("a1", "a1")))
    assert host.selection_resets == 1 and len(ctx.match.records) == 0
    assert intents.submit_intent(ctx.match.legal_actions(0)[0]) and len(ctx.match.records) == 1

    class Gate:
        def allows(self, action):
            return False

        def refuse(self):
            self.refused = True

    host.tutorial = Gate()
    seat = ctx.match.active_seats()[0]
    ctx.views.moved()
    host.viewer = seat
    assert not intents.submit_intent(ctx.match.legal_actions(seat)[0]) and host.tutorial.refused
    assert len(ctx.match.records) == 1


def test_saver_keeps_nothing_when_read_only_or_in_a_lesson(baraza_home):
    from baraza.game.persistence.autosaves import autosave_file

    ctx, host = _context(("human", "human"))
    lesson = LessonHook(host)
    saver = TableSaver(ctx, lesson, host.draw)
    ctx.match.submit(0, ctx.match.legal_actions(0)[0])
    ctx.views.read_only = True
    saver.autosave()
    saver.keep_for_later()
    ctx.app.autosaver.flush()
    assert not autosave_file(ctx.match).exists()
    ctx.views.read_only = False
    saver.autosave()
    ctx.app.autosaver.flush()
    assert autosave_file(ctx.match).exists()
    assert saver.thumbnail_b64()


def test_ai_turns_rest_when_disabled_or_read_only(baraza_home):
    ctx, _host = _context(("ai:easy", "ai:easy"))
    runner = AIRunner(use_process=False)
    turns = AITurns(ctx, runner, TurnPanel(ctx))
    ctx.views.read_only = True
    turns.update(1.0)
    assert not runner.busy("move")
    ctx.views.read_only = False
    turns.enabled = False
    turns.update(1.0)
    assert not runner.busy("move")
    turns.enabled = True
    turns.update(1.0)
    for _ in range(2000):  # the runner thinks in a thread here: give it real time
        turns.update(1.0)
        if ctx.match.records:
            break
        time.sleep(0.01)
    runner.close()
    assert ctx.match.records, "an AI seat to act gets its move played"


def test_results_keeper_records_once_and_shows_results_but_not_when_read_only(baraza_home):
    from baraza.scenes.shots import play_actions

    ctx, host = _context(("human", "ai:easy"))
    play_actions(ctx.match, 5000)
    assert ctx.match.is_over()
    shown, recorded = [], []
    ctx.app.show = lambda name, *args, **kwargs: shown.append(name)
    ctx.app.scores.record_match = lambda *args: recorded.append(args)
    lesson = LessonHook(host)
    keeper = ResultsKeeper(ctx, TableSaver(ctx, lesson, host.draw), HistoryKeeper(ctx, lesson))
    keeper.recorded = False
    ctx.views.read_only = True
    keeper.update()
    assert not shown and not recorded
    ctx.views.read_only = False
    keeper.update()
    keeper.update()
    assert shown == ["results"] and len(recorded) == 1 and host.results_shown


@pytest.mark.parametrize("hides", [True, False])
def test_hot_seat_cover_shows_only_between_two_humans_with_hidden_hands(baraza_home, hides):
    ctx, host = _context(("human", "human"))
    host.hides_hands = hides
    shown = []
    ctx.app.show = lambda name, *args, **kwargs: shown.append((name, args))
    cover = HotSeatCover(ctx)
    ctx.match.submit(0, ctx.match.legal_actions(0)[0])
    cover.turn_passed()
    assert host.viewer == 1
    assert [name for name, _ in shown] == (["handoff"] if hides else [])
