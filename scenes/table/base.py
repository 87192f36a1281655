"""What every game's match scene shares, as parts the table owns (see docs/architecture.md, "A table"):
the view cache, moves and undo and hints, saving, the turn panel, the log and the recap, action spots, AI
turns, the lesson hook-up, the turn timer, the hot-seat cover, the results keeper, the seat list, buttons.
Each part is built with a `TableContext` (context.py) and can be drawn alone; they hear of every move and
undo through the context's bus.

A game's scene subclasses TableScene and supplies the table through hooks. Required: `draw_table(surface,
view)`, `handle_table_event(event, view)` (turn clicks into actions and call `submit_intent`), `draw_info(
surface, rect, view)` (the players panel, usually `draw_seat_list` plus its counters), and for a game with a
lesson `tutorial_clicks(action, view)`. Optional, with defaults here: `animate_record`, `reset_selection`,
`on_record`, `on_undo`, `undo_refusal`, `whose_turn`, `standing_answer` (looked up), `handoff_reason`, `action_spot`, `tutorial_spot`, `seat_labels`,
`seat_colour`, the keyboard's and speech's
`focus_label`, `focus_extras`, `focus_dialog`, `hand_words` (scenes/table/focus.py, voice.py), `early_hint_words`
(scenes/table/early_hint.py), the log's and
recap's `log_text` (a line as one seat may read it) and `recap_merge` (scenes/table/log_panel.py, recap.py), and the class attributes `layout_name`, `hides_hands`, `results_zones`. It reads only views.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from baraza.game.core.action import Action
from baraza.game.core.glossary import Glossary, glossary_for
from baraza.game.core.match import Match, MoveRecord
from baraza.game.registry import get_game
from baraza.scenes.event_wait import wake_window
from baraza.scenes.scene import Scene
from baraza.scenes.table.action_spot import ActionSpots
from baraza.scenes.table.ai_runner import AIRunner
from baraza.scenes.table.ai_turns import AITurns
from baraza.scenes.table.buttons import TableButtons
from baraza.scenes.table.click_gate import ClickGate
from baraza.scenes.table.context import Stage, TableContext
from baraza.scenes.table.cover import HotSeatCover
from baraza.scenes.table.focus import FocusCursor
from baraza.scenes.table.history_keeper import HistoryKeeper
from baraza.scenes.table.intents import MoveIntents
from baraza.scenes.table.lesson import LessonHook
from baraza.scenes.table.log_panel import LogPanel
from baraza.scenes.table.network_news import NetworkNews
from baraza.scenes.table.prompt_line import TurnPanel, log_panel_rect
from baraza.scenes.table.recap import Recap
from baraza.scenes.table.results_keeper import ResultsKeeper
from baraza.scenes.table.saving import TableSaver
from baraza.scenes.table.seats import SeatList, seat_colour, seat_labels
from baraza.scenes.table.term_hover import TermHover
from baraza.scenes.table.turn_timer import TurnTimer
from baraza.scenes.table.views import TableViews
from baraza.scenes.table.voice import TableVoice
from baraza.scenes.table.wakeups import TableWakeups
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import AnimationQueue
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.layout import TableLayout, load_layout
from baraza.scenes.ui.save_trouble import report_saving_problems


def _glossary(game: str, package: str) -> Glossary:
    try:
        return glossary_for(game, package)
    except (ImportError, ValueError, OSError):
        return Glossary(game, ())


class TableScene(Scene):
    layout_name = ""
    hides_hands = False  # hidden-information games cover the table between two human seats

    # Required hooks (no default): a game's table defines these.
    draw_table: Callable[[pygame.Surface, Any], None]
    handle_table_event: Callable[[pygame.event.Event, Any], bool]
    draw_info: Callable[[pygame.Surface, pygame.Rect, Any], None]
    tutorial_clicks: Callable[[Action, Any], list[pygame.Rect]]  # games with a lesson

    def __init__(self, app, match: Match, save_path: Path | None = None) -> None:
        super().__init__(app)
        # The table's state, read by the game's scene and by the parts (context.TableHost).
        self.match = match
        self.spec = get_game(match.game)
        self.layout: TableLayout = load_layout(self.layout_name, self.spec.data_package)
        self.animations = AnimationQueue()
        self.animations.factor = app.settings.animation_factor()
        self.viewer: int | None = None
        self._match_version = 0  # bumped by every move and undo
        self.hint: Action | None = None
        self.hint_text = ""  # the latest Hint's whole words ("Hint: c2 → b1: it stops Black's line on c1")
        self.hint_in_panel = False  # a table that writes the hint in its own panel (the toast would say it twice)
        self.tutorial = None  # a TutorialOverlay while a lesson runs on this table (scenes/table/tutorial.py)
        self.turn_clock = 0.0
        self.cover_on_enter = False  # Continue and Load set it: see on_enter
        self.results_shown = match.is_over()
        self.extra_result_lines: list[str] = []
        self.ai = AIRunner()
        self.ai.on_result = wake_window  # an answer from the thread fallback wakes the waiting window
        # The parts.
        self.views = TableViews(match, self.animations, self)
        self.viewer = self.views.pick_viewer(None)
        ctx = self.ctx = TableContext(app, match, self.spec, self.layout, self.animations, self.views, self)
        self.clock = ctx.clock  # the table's time (tests step it with dt): for waits in the table's parts
        self.lesson_hook = LessonHook(self)
        self.move_intents = MoveIntents(ctx, self.ai, self.lesson_hook)
        self.click_gate = ClickGate(ctx, lambda: self.lesson_hook.running)  # clicks only for the prompt on screen
        self.table_saver = TableSaver(ctx, self.lesson_hook, self.draw, save_path)
        self.turn_panel = TurnPanel(ctx)
        self.ai_turns = AITurns(ctx, self.ai, self.turn_panel)
        self.action_spots = ActionSpots(ctx)
        log_rect = log_panel_rect(self.layout.zone("log"))
        self.log_panel = LogPanel(ctx, log_rect)
        self.recap = Recap(ctx, self.lesson_hook, log_rect)  # its made_for_player(): a move the table made unasked
        self.turn_timer = TurnTimer(ctx)
        self.seat_list = SeatList(ctx, self.turn_timer)
        self.hot_seat = HotSeatCover(ctx)
        self.history = HistoryKeeper(ctx, self.lesson_hook)
        self.run_keeper = self.history.run_keeper  # a solo run's deal, daily or practice (the table shows it)
        self.results_keeper = ResultsKeeper(ctx, self.table_saver, self.history)
        self.button_row = TableButtons(self.layout.zone("buttons"), self.move_intents.undo,
                                       self.move_intents.ask_hint, partial(app.show, "pause", self))
        self.buttons = self.button_row.buttons
        self.term_hover = TermHover(_glossary(match.game, self.spec.data_package))
        self.wakeups = TableWakeups(self)  # when the window must draw this table again (scenes/table/wakeups.py)
        self.focus = FocusCursor(self)  # the keyboard's cursor (scenes/table/focus.py)
        self.voice = TableVoice(ctx)  # the table read aloud (scenes/table/voice.py)
        self.network_news = NetworkNews(ctx)  # a match hosted elsewhere: refusals and connection news told
        # What each part does after a move and after an undo, in its stage (context.Stage: gate, state,
        # presentation, persistence, game). The bus runs the stages in that order; the click gate, the clock
        # and the voice subscribe themselves (click_gate.py, wakeups.py, voice.py).
        S = Stage
        wiring = (("record", self.views.moved, S.STATE), ("record", self.turn_panel.hold_caption, S.STATE),
                  ("record", self.log_panel.moved, S.STATE),  # its hold is taken before the animation is queued
                  ("record", self.move_intents.moved, S.PRESENTATION), ("record", self.animate_record, S.PRESENTATION),
                  ("record", self.action_spots.moved, S.PRESENTATION), ("record", self.lesson_hook.moved, S.PRESENTATION),
                  ("record", self.focus.moved, S.PRESENTATION), ("record", self.table_saver.moved, S.PERSISTENCE),
                  ("record", self.on_record, S.GAME),
                  ("undo", self.views.undone, S.STATE), ("undo", self.animations.skip, S.STATE),
                  ("undo", self.ai_turns.forget, S.STATE), ("undo", self.turn_panel.hurry, S.STATE),
                  ("undo", self.move_intents.undone, S.PRESENTATION), ("undo", self.recap.reset_recap, S.PRESENTATION),
                  ("undo", self.action_spots.clear, S.PRESENTATION), ("undo", self.focus.moved, S.PRESENTATION),
                  ("undo", self.table_saver.autosave, S.PERSISTENCE), ("undo", self.on_undo, S.GAME))
        bus = ctx.bus
        for topic, listener, stage in wiring:
            bus.on(topic, listener, stage)
        match.add_listener(lambda _match, record: bus.emit("record", record))
        match.add_undo_listener(lambda _match: bus.emit("undo"))

    def on_enter(self) -> None:
        self.history.entered()
        self.hot_seat.entered()

    def on_exit(self) -> None:
        self.ai.close()
        self.match.close()  # a networked table: its connection (or the hosted table) ends with it
        # a hint and what the table told of input speak of this table only (a KROWNIA hint stayed over the main
        # menu and the next game's setup: blind playtest)
        self.app.clear_toasts("hint", "input")

    # --- optional hooks for a game's scene ------------------------------------------------------
    def animate_record(self, record: MoveRecord) -> None:
        """Queue animations for a move that was just applied."""

    def reset_selection(self) -> None:
        """Forget any half-made choice (after undo, a refused move, or the turn passing)."""

    def on_record(self, record: MoveRecord) -> None:
        """Called after every applied move, once the shared bookkeeping (sound, autosave) is done."""

    def on_undo(self) -> None:
        """Called after an undo rebuilt the match."""

    def whose_turn(self, view) -> int | None:
        """The seat whose turn it is (it may differ from who must act now, e.g. someone answering a
        trade during another's turn). The default: the first seat that may act."""
        active = self.match.active_seats()
        return active[0] if active else None

    def handoff_reason(self, seat: int, view) -> str:
        """Why the device passes to `seat` in a hot-seat match: what they do next, after their name on the
        hand-over cover ("Blue answers Red's trade offer.")."""
        return "takes their turn."

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        """The spot on the table where `action` lands (a square, a corner, an edge, a tile), or None."""
        return None

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        """The screen rects of a spot a lesson points at by name. Every table knows "zone:<layout zone>"
        and "button:<label>"; games add their own names (Kona's "square:f1") and fall back to this."""
        kind, _, key = name.partition(":")
        if kind == "zone" and key in self.layout.zones:
            return [pygame.Rect(self.layout.zone(key))]
        if kind == "button":
            return [pygame.Rect(b.rect) for b in self.buttons if b.text == key]
        return []

    def seat_labels(self) -> list[str]:
        return seat_labels(self.match, lesson=self.tutorial is not None)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(self.app.settings.colour_blind, seat)

    # --- what a game's scene uses ---------------------------------------------------------------
    def submit_intent(self, action: Action) -> bool:
        """Make `action` for the human to act (through the lesson gate); False when refused."""
        return self.move_intents.submit_intent(action)

    def submit_intents(self, actions: list[Action]) -> None:
        self.move_intents.submit_intents(actions)

    def human_to_act(self) -> int | None:
        return self.views.human_to_act()

    def legal_actions(self) -> list[Action]:
        return self.views.legal_actions()

    def current_view(self):
        return self.views.current_view()

    def draw_seat_list(self, surface: pygame.Surface, rect: pygame.Rect, extra: list[str] | None = None,
                       order: list[int] | None = None, labels: list[str] | None = None) -> int:
        return self.seat_list.draw(surface, rect, extra, order, labels)

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, for gently blinking highlights."""
        return self.ctx.clock.pulse(speed)

    def status_line(self) -> str:
        return self.turn_panel.status_line()

    # --- what the app and the screens use ---------------------------------------------------------
    def toast_rect(self) -> pygame.Rect | None:
        """Where the app draws this table's toasts: over the turn panel, never over the board or a panel. During
        a lesson its card sits there, so toasts go back to the top of the screen."""
        return None if self.lesson_hook.running else self.turn_panel.rect

    def keep_for_later(self) -> None:
        self.table_saver.keep_for_later()
        self.history.left()

    def save_to_file(self, name: str | None = None) -> Path | None:
        return self.table_saver.save_to_file(name)

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        app, match = self.app, self.match
        if match.pump():  # a match hosted elsewhere: its news lands here, on the frame, as local moves do
            self.network_news.took()
        self.ctx.clock.advance(dt)
        self.term_hover.update(dt)
        self.animations.update(dt)
        if not self.ctx.read_only:
            report_saving_problems(self)  # told at once, with another folder offered
            if app.stack.top is self and not match.is_over():
                match.play_seconds += dt
            if self.turn_timer.tick(dt):
                self.hot_seat.turn_passed()
            if not self.lesson_hook.update(dt):
                self.turn_timer.enforce()
                self.ai_turns.update(dt)
                self.move_intents.give_standing_answer()
            self.click_gate.observe()
            if self.ai.fallback_reason and not app.told_ai_fallback:
                app.told_ai_fallback = True
                app.toast(f"Note: {self.ai.fallback_reason}; the AI now thinks inside the window, "
                          "so animations may stutter.", 6)
        self.turn_panel.update(dt)
        self.voice.update()
        if not self.animations.busy:  # the ring's time starts once the piece has arrived
            self.action_spots.tick(dt)
        if not self.ctx.read_only:
            self.recap.update_recap(dt)
            self.move_intents.early_hint.follow()  # a Hint kept while the table was busy, asked once the prompt shows
            self.move_intents.poll_hint()
            self.results_keeper.update()
        self.wakeups.updated()

    def next_frame(self) -> float | None:
        return self.wakeups.next_frame()

    def next_poll(self) -> float | None:
        return self.wakeups.next_poll()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ctx.read_only:
            return False  # a table shown for reading: clicks and keys change nothing
        self.ctx.clock.stir()  # the player is here: highlights blink again
        if self.move_intents.early_hint.clicked(event, self.button_row.hint):
            return True  # the greyed Hint on the player's busy turn: kept for their prompt (early_hint.py)
        self.focus.mouse_used(event)
        if self.recap.open_whole(event) or self.turn_panel.open_whole(event):
            return True  # the recap or the caption opened whole (scenes/table/moves_panel.py)
        if not self.focus.keeps_recap(intent_of(event)):
            self.recap.close_recap(event)
        with self.app.toast_scope("input"):  # what a click or key is told is gone after the next move
            self.term_hover.handle_event(event)
            if self.lesson_hook.handle_event(event):
                return True
            intent = intent_of(event)
            if intent == "cancel":
                if not self.focus.back_out():
                    self.app.show("pause", self)
            elif intent is not None and self.voice.on_demand(intent.name):
                pass
            elif self.focus.handle_intent(intent):
                pass
            elif intent == "undo":
                self.move_intents.undo()
            elif intent == "hint":
                self.move_intents.ask_hint()
            elif intent == "glossary":
                self.app.show("glossary", self.match.game)
            elif intent == "rules":
                self.app.show("rules", self.match.game)
            elif intent == "select" and (self.animations.busy or self.turn_panel.caption_hold > 0):
                self.animations.skip()
                self.turn_panel.hurry()
            elif intent == "select" and self.focus.show_card():
                pass  # the card under the cursor shown large, as a right-click shows it
            else:
                if self.button_row.handle_event(event) or self.log_panel.handle_event(event):
                    return True
                if not self.click_gate.allows(event):
                    return True  # a click aimed at a prompt no longer (or not yet) on screen
                version = self._match_version
                used = self.handle_table_event(event, self.current_view())
                self.focus.clicked_table(event, version, used)
                return used
            return True

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        outer = fonts.placed, getattr(fonts, "buttons", None)  # a screen drawing this table inside its own (the replay) keeps its lists
        outer_controls = getattr(fonts, "controls", None)
        fonts.placed = []  # every text drawn from here on can explain its game words on hover
        fonts.buttons = []  # and every button drawn is a stop of the keyboard's cursor (focus.seen_buttons)
        fonts.controls = []  # a table's own controls drawn without Button (KROWNIA's side panel): word tips keep off
        self.wakeups.drawn()
        try:
            self._draw_all(surface)
            placed, buttons, controls = fonts.placed, fonts.buttons, fonts.controls
        finally:
            fonts.placed, fonts.buttons = outer
            fonts.controls = outer_controls
        if outer[0] is not None:
            outer[0].extend(placed)
        self.focus.seen_buttons(buttons)
        if not self.ctx.read_only:
            self.term_hover.draw(surface, fonts, placed, [*buttons, *controls])
            self.focus.draw(surface, placed)  # the keyboard's cursor and its words over every layer of the table

    def _draw_all(self, surface: pygame.Surface) -> None:
        """The whole table, without the word-help tooltip (tests read what it places)."""
        surface.blit(self.app.backdrop(), (0, 0))
        view = self.current_view()
        self.draw_table(surface, view)
        info = self.layout.zone("info")
        theme.draw_panel(surface, info)
        self.draw_info(surface, info, view)
        toast_here = self.app.toast_for(self) is not None and \
            (self.toast_rect() or self.turn_panel.rect).colliderect(self.turn_panel.rect)  # else its words stay
        # the keyboard cursor's words take the log's top (or the turn panel's lower part) while the keys are in use:
        # the log (or the recap) under them, the turn panel over them (focus_tag.strip_column)
        strip = None if self.ctx.read_only else self.focus.strip(surface)
        with self.log_panel.giving_room(strip, self.turn_panel, self.focus.turn_room) as room:
            if self.turn_panel.rect.h:  # (none: it yields its place to the words)
                self.turn_panel.draw(surface, toast_here=toast_here)
            if room and not self.recap.draw_recap(surface):
                self.log_panel.draw(surface)
        if not self.ctx.read_only:
            # Undo greyed when nothing can be taken back, or when the game's table refuses it now (its optional
            # `undo_refusal(view)` hook): then its reason is the button's tooltip, shown on hover and read with keys
            self.button_row.draw_table_buttons(surface, self.app.fonts, self.move_intents.undo_refusal(),
                                               bool(self.match.human_seats()) and self.match.can_undo(),
                                               (self.human_to_act() is not None or self.move_intents.early_hint.lit())
                                               and self.tutorial is None)  # a lesson's glowing spot is its hint
        self.action_spots.draw(surface)
        self.lesson_hook.draw(surface)
