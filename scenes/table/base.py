"""What every game's match scene shares: seats and AI turns, the game log, undo, hints, autosave,
turn timers, the pause menu and the results screen.

A game's scene subclasses TableScene and supplies the table: `draw_table`, `handle_table_event` (turn
clicks into actions and call `submit_intent`), `animate_record` (queue animations for what happened) and
`reset_selection`. It reads only views from the match.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match, MoveRecord
from baraza.game.registry import get_game
from baraza.scenes.scene import Scene
from baraza.scenes.screens.glossary import game_glossary
from baraza.scenes.table.action_spot import ActionSpots
from baraza.scenes.table.ai_runner import AIRunner
from baraza.scenes.table.intents import TableIntents
from baraza.scenes.table.prompt_line import TurnPanel
from baraza.scenes.table.recap import Recap
from baraza.scenes.table.saving import TableSaving
from baraza.scenes.table.term_hover import TermHover
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import AnimationQueue
from baraza.scenes.ui.layout import TableLayout, load_layout
from baraza.scenes.ui.save_trouble import report_saving_problems
from baraza.scenes.ui.widgets import Button, TextBox

AI_MIN_SHOW = 0.35  # seconds an AI "thinks" on screen at normal speed, so its move can be followed
LOG_FONT = 16


class TableScene(TableIntents, TableSaving, ActionSpots, TurnPanel, Recap, Scene):
    layout_name = ""
    hides_hands = False  # hidden-information games cover the table between two human seats

    def __init__(self, app, match: Match, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.spec = get_game(match.game)
        self.extra_result_lines: list[str] = []
        self.save_path = save_path
        self.layout: TableLayout = load_layout(self.layout_name, self.spec.data_package)
        self.ai = AIRunner()
        self.hint: Action | None = None
        self.animations = AnimationQueue()
        self.animations.factor = app.settings.animation_factor()
        self.ai_wait = 0.0
        self.ai_pending: tuple[int, Action] | None = None
        self.results_shown = match.is_over()
        self.recorded = match.is_over()
        self.viewer: int | None = self._pick_viewer(None)
        self._last_human_viewer: int | None = self.viewer  # who last saw the hidden hands (hot-seat cover)
        self._match_version = 0  # bumped by every move and undo
        self._view_cache_key: tuple | None = None
        self._view_cache = None
        self.turn_clock = 0.0
        self._last_active: tuple[int, ...] = match.active_seats()
        self.clock_t = 0.0
        self._legal_cache_key: tuple | None = None
        self._legal_cache: list[Action] = []
        match.add_listener(self._record_applied)
        match.add_undo_listener(self._undone)
        log_zone = self.log_panel_rect()  # the turn panel takes the top of the log zone
        top = 32 if self.log_titled() else 6
        self.log_box = TextBox(pygame.Rect(log_zone.x + 8, log_zone.y + top, log_zone.w - 16, 0), stick_to_bottom=True)
        # A whole number of lines, so the top line is never cut in half when the log sticks to its end.
        step = LOG_FONT + self.log_box.line_gap + 4
        self.log_box.rect.h = 8 + max(1, (log_zone.h - top - 12) // step) * step
        self._log_count: tuple = ()
        self._log_hold: int | None = None
        self._log_width = self.log_box.rect.w - 24
        self.buttons = self.make_buttons(self.layout.zone("buttons"))
        self.cover_on_enter = False  # Continue and Load set it: see on_enter
        self.reset_recap()
        self.tutorial = None  # a TutorialOverlay while a lesson runs on this table (scenes/table/tutorial.py)
        self.term_hover = TermHover(game_glossary(match.game))

    def on_enter(self) -> None:
        # A resumed hot-seat match with hidden hands opens on the hand-over cover, not on someone's hand.
        match = self.match
        if (self.cover_on_enter and self.hides_hands and self.viewer is not None and match.records
                and not match.is_over() and len(match.human_seats()) > 1):
            self.cover_on_enter = False
            from baraza.scenes.screens.handoff import HandoffScene

            self.app.stack.push(HandoffScene(self.app, self.seat_labels()[self.viewer], self.seat_colour(self.viewer),
                                             self.handoff_reason(self.viewer, self.match.view(self.viewer))))

    def on_exit(self) -> None:
        self.ai.close()

    # --- hooks for a game's scene --------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view) -> None:
        raise NotImplementedError

    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        return False

    def animate_record(self, record: MoveRecord) -> None:
        """Queue animations for a move that was just applied."""

    def reset_selection(self) -> None:
        """Forget any half-made choice (after undo, a refused move, or the turn passing)."""

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        """The players panel; games may override to add their counters."""
        self.draw_seat_list(surface, rect)

    def on_record(self, record: MoveRecord) -> None:
        """Called after every applied move, once the shared bookkeeping (sound, autosave) is done."""

    def on_undo(self) -> None:
        """Called after an undo rebuilt the match."""

    def handoff_reason(self, seat: int, view) -> str:
        """Why the device passes to `seat` in a hot-seat match: what they do next, after their name on the
        hand-over cover ("Blue answers Red's trade offer.")."""
        return "takes their turn."

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        """Where the player clicks next, in order, to make `action` from the table's current selection
        (after the first click of a two-click move only the second remains). Each rect's centre must be a
        spot that click works on: `baraza tutorial --auto` clicks there. [] means the table cannot say."""
        return []

    def zoom_keep_clear(self) -> list[pygame.Rect]:
        """Where the large view of a hovered card must not go (ui/card_zoom.py): a running lesson's card and
        the spots to click next. After a click the mouse often rests where that view would hide them."""
        lesson = self.tutorial
        return [] if lesson is None else [pygame.Rect(lesson.card), *lesson.clicks()]

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        """The screen rects of a spot a lesson points at by name. Every table knows "zone:<layout zone>"
        and "button:<label>"; games add their own names (Kona's "square:f1") and fall back to this."""
        kind, _, key = name.partition(":")
        if kind == "zone" and key in self.layout.zones:
            return [pygame.Rect(self.layout.zone(key))]
        if kind == "button":
            return [pygame.Rect(b.rect) for b in self.buttons if b.text == key]
        return []

    # --- seats ---------------------------------------------------------------------------------
    def seat_labels(self) -> list[str]:
        names = self.match.seat_names()
        humans = self.match.human_seats()
        labels = []
        for seat, kind in enumerate(self.match.seats):
            if kind == "human":
                labels.append(names[seat] if len(humans) > 1 else f"{names[seat]} (you)")
            else:
                labels.append(f"{names[seat]} ({kind.replace('ai:', 'AI ')})")
        return labels

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.seat_palette(self.app.settings.colour_blind).colours[seat % 4]

    def _pick_viewer(self, current: int | None) -> int | None:
        humans = self.match.human_seats()
        if not humans:
            return None
        active = [s for s in self.match.active_seats() if s in humans]
        if active:
            return current if current in active else active[0]
        if self.hides_hands and len(humans) > 1:
            return None  # hot-seat: while the AI plays, nobody's hand lies open on the table
        return current if current in humans else humans[0]

    def human_to_act(self) -> int | None:
        """The human seat whose input the table takes now, if any."""
        if self.match.is_over() or self.animations.busy:
            return None
        active = self.match.active_seats()
        if self.viewer is not None and self.viewer in active and self.match.seats[self.viewer] == "human":
            return self.viewer
        return None

    def legal_actions(self) -> list[Action]:
        """The legal actions of the human whose input the table takes now ([] when nobody's), built once
        per move: tables ask for them many times a frame."""
        seat = self.human_to_act()
        key = (self._match_version, seat)
        if key != self._legal_cache_key:
            self._legal_cache_key = key
            self._legal_cache = self.match.legal_actions(seat) if seat is not None else []
        return self._legal_cache

    def current_view(self):
        """The viewer's view, rebuilt only when the match changed (views are not free to build)."""
        key = (self._match_version, self.viewer)
        if self._view_cache_key != key:
            self._view_cache_key = key
            self._view_cache = self.match.view(self.viewer)
        return self._view_cache

    # --- buttons -------------------------------------------------------------------------------
    def make_buttons(self, zone: pygame.Rect) -> list[Button]:
        width = (zone.w - 20) // 3
        return [
            Button(pygame.Rect(zone.x, zone.y + 4, width, zone.h - 8), "Undo", self.undo, tooltip="Ctrl+Z"),
            Button(pygame.Rect(zone.x + width + 10, zone.y + 4, width, zone.h - 8), "Hint", self.ask_hint,
                   tooltip="H"),
            Button(pygame.Rect(zone.x + 2 * (width + 10), zone.y + 4, width, zone.h - 8), "Menu", self.pause,
                   tooltip="Esc"),
        ]

    def pause(self) -> None:
        from baraza.scenes.screens.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    # --- intents -------------------------------------------------------------------------------
    def _undone(self, match: Match) -> None:
        self._match_version += 1
        self.animations.skip()
        self.hint = None
        self.reset_selection()
        self.viewer = self._pick_viewer(self.viewer)
        self.app.clear_toasts("input", "hint")
        self.app.toast("Move taken back")
        self.reset_recap()
        self.clear_action_spot()
        self.caption_hold = 0.0
        self.autosave()
        self.on_undo()

    def _record_applied(self, match: Match, record: MoveRecord) -> None:
        self._match_version += 1
        self.hint = None
        self.ai.cancel("hint")
        self.app.clear_toasts("input", "hint")  # they spoke of the position before this move
        self.hold_caption(record)
        self.animations.factor = self.app.settings.animation_factor()
        if not self.animations.busy:
            self._log_hold = len(self.match.records) - 1  # its log lines wait for its animation
        self.animate_record(record)
        if self.match.seats[record.seat] != "human":  # where the other seat's move landed, for a moment
            self.show_action_spot(record)
        else:
            self.clear_action_spot()
        if any(e.kind in self.match.rules.roll_events for e in record.events):
            self.app.sounds.play("dice")
        else:
            self.app.sounds.play("place")
        if self.tutorial is not None:
            self.tutorial.on_record(record)
        self.autosave()
        self.on_record(record)

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock_t += dt
        self.term_hover.update(dt)
        report_saving_problems(self)  # told at once, offered another folder
        self.animations.update(dt)
        if self.app.stack.top is self and not self.match.is_over():
            self.match.play_seconds += dt
        active = self.match.active_seats()
        if active != self._last_active:
            self._last_active = active
            self.turn_clock = 0.0
            self._turn_passed()
        else:
            self.turn_clock += dt
        if self.tutorial is not None:
            self.tutorial.update(dt)
        else:
            self._run_timer()
            self._run_ai(dt)
        if self.ai.fallback_reason and not self.app.told_ai_fallback:
            self.app.told_ai_fallback = True
            self.app.toast(f"Note: {self.ai.fallback_reason}; the AI now thinks inside the window, "
                           "so animations may stutter.", 6)
        self.caption_hold = max(0.0, self.caption_hold - dt)
        if not self.animations.busy:  # the ring's time starts once the piece has arrived
            self.tick_action_spot(dt)
        self.update_recap(dt)
        hint = self.ai.poll("hint")
        if hint is not None and hint.action is None:
            self.app.toast("No hint this time.", 2, key="hint")
        elif hint is not None:
            self.hint = hint.action
            seat = self.human_to_act()
            if seat is not None:
                verdict = f" ({hint.note})" if hint.note else ""
                self.app.toast("Hint: " + self.match.describe_action(seat, hint.action) + verdict, 5, key="hint")
            else:
                self.app.clear_toasts("hint")
        if self.match.is_over() and not self.animations.busy:
            self._finish()

    def _turn_passed(self) -> None:
        new_viewer = self._pick_viewer(self.viewer)
        previous = self._last_human_viewer
        if new_viewer is not None:
            self._last_human_viewer = new_viewer
        if (self.hides_hands and new_viewer is not None and previous is not None and new_viewer != previous
                and len(self.match.human_seats()) > 1):
            from baraza.scenes.screens.handoff import HandoffScene

            reason = self.handoff_reason(new_viewer, self.match.view(new_viewer))
            self.app.stack.push(HandoffScene(self.app, self.seat_labels()[new_viewer], self.seat_colour(new_viewer),
                                             reason))
        if new_viewer != self.viewer:
            self.reset_selection()
        self.viewer = new_viewer

    def _run_timer(self) -> None:
        limit = self.match.turn_timer_seconds()
        seat = self.human_to_act()
        if not limit or seat is None or self.turn_clock < limit:
            return
        self.app.toast("Time is up: the turn passes.", colour=theme.BAD)
        for action in self.match.timeout_actions(seat):
            if not self.match.submit(seat, action).ok:
                break
        self.turn_clock = 0.0

    def _run_ai(self, dt: float) -> None:
        if self.match.is_over():
            return
        if self.ai_pending is not None:
            self.ai_wait -= dt
            if self.ai_wait <= 0 and self.caption_hold <= 0 and not self.animations.busy:
                seat, action = self.ai_pending
                self.ai_pending = None
                if seat in self.match.active_seats():
                    result = self.match.submit(seat, action)
                    if not result.ok:  # cannot happen with a correct AI; keep the game moving
                        self._fallback(seat)
            return
        result = self.ai.poll("move")
        if result is not None:
            seat = self._ai_seat()
            if seat is None:
                return
            if result.action is None:
                self.app.toast(f"The AI failed ({result.error}); it plays a simple move.", colour=theme.BAD)
                self._fallback(seat)
                return
            self.ai_pending = (seat, result.action)
            return
        if self.ai.busy("move") or self.animations.busy:
            return
        seat = self._ai_seat()
        if seat is None:
            return
        self.ai_wait = AI_MIN_SHOW / max(0.5, self.animations.factor) if self.animations.factor > 0 else 0.0
        self.ai.request(self.match.game, self.match.seats[seat], seat, self.match.seed, self.match.view(seat),
                        self.match.legal_actions(seat))

    def _ai_seat(self) -> int | None:
        for seat in self.match.active_seats():
            if self.match.seats[seat] != "human":
                return seat
        return None

    def _fallback(self, seat: int) -> None:
        legal = self.match.legal_actions(seat)
        if legal:
            self.match.submit(seat, legal[0])

    def _finish(self) -> None:
        if not self.recorded:
            self.recorded = True
            result = self.match.result()
            try:
                self.app.scores.record_match(
                    self.match.game, self.match.seats, result.winners, result.scores,
                    self.match.turn_number(), len(self.match.records),
                    self.match.play_seconds, self.match.seed)
            except Exception as exc:  # noqa: BLE001 - a full disk must not cost the player the results screen
                self.app.toast(f"Score not recorded: {exc}", colour=theme.BAD)
            self.extra_result_lines = self.match.result_lines() + self.record_high_score()
            self.autosave()
            humans = self.match.human_seats()
            won = any(w in humans for w in result.winners)
            self.app.sounds.play("win" if won or not humans else "lose")
        if not self.results_shown:
            self.results_shown = True
            from baraza.scenes.screens.results import ResultsScene

            self.app.stack.push(ResultsScene(self.app, self, self.extra_result_lines))

    def record_high_score(self) -> list[str]:
        """Solo games with a score key enter the high-score table; returns lines for the results screen."""
        key = self.match.score_key()
        if key is None or self.match.seats != ["human"]:
            return []
        category, score = key
        best = self.app.scores.best_score(self.match.game, category)
        try:
            rank = self.app.scores.add_high_score(self.match.game, category, score, self.match.seed)
        except Exception as exc:  # noqa: BLE001 - scores off (read-only or full disk): the results still show
            return [f"Your score {score} (not recorded: {exc})."]
        lines = [f"Your score {score} ranks #{rank} for {category}."]
        if best is not None and score > best:
            lines.append(f"A new best! (was {best})")
        return lines

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.close_recap(event)
        with self.app.toast_scope("input"):  # what a click or key is told is gone after the next move
            return self._handle_input(event)

    def _handle_input(self, event: pygame.event.Event) -> bool:
        self.term_hover.handle_event(event)
        if self.tutorial is not None and self.tutorial.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_h:
                self.ask_hint()
                return True
            if event.key == pygame.K_g and not event.mod & pygame.KMOD_CTRL:  # the game's glossary
                from baraza.scenes.screens.glossary import open_glossary

                return open_glossary(self.app, self.match.game) or True
            if event.key == pygame.K_F1:
                from baraza.scenes.screens.rules import RulesScene

                self.app.stack.push(RulesScene(self.app, self.match.game))
                return True
            if event.key == pygame.K_SPACE and (self.animations.busy or self.caption_hold > 0):
                self.animations.skip()
                self.caption_hold = 0.0
                return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if self.log_box.handle_event(event):
            self.log_box.stick_to_bottom = self.log_box.scroll >= self.log_box.max_scroll() - 4
            return True
        return self.handle_table_event(event, self.current_view())

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        fonts.placed = []  # every text drawn from here on can explain its game words on hover
        try:
            self._draw_all(surface)
            placed = fonts.placed
        finally:
            fonts.placed = None
        self.term_hover.draw(surface, fonts, placed)

    def _draw_all(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        view = self.current_view()
        self.draw_table(surface, view)
        info = self.layout.zone("info")
        theme.draw_panel(surface, info)
        self.draw_info(surface, info, view)
        self.draw_turn_panel(surface)
        if not self.draw_recap(surface):
            self.draw_log(surface)
        can_undo = bool(self.match.human_seats()) and self.match.can_undo()
        self.buttons[0].enabled = can_undo
        self.buttons[1].enabled = self.human_to_act() is not None
        for button in self.buttons:
            button.draw(surface, self.app.fonts)
        self.draw_action_spot(surface)
        if self.tutorial is not None:
            self.tutorial.draw(surface)

    def draw_seat_list(self, surface: pygame.Surface, rect: pygame.Rect, extra: list[str] | None = None) -> int:
        fonts = self.app.fonts
        labels = self.seat_labels()
        active = self.match.active_seats()
        palette = theme.seat_palette(self.app.settings.colour_blind)
        y = rect.y + 14
        for seat, label in enumerate(labels):
            is_active = seat in active
            if is_active:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, (rect.x + 8, y - 4, rect.w - 16, 34), border_radius=6)
            colour = self.seat_colour(seat)
            pygame.draw.circle(surface, colour, (rect.x + 28, y + 13), 10)
            theme.draw_seat_mark(surface, palette.marks[seat % 4], (rect.x + 28, y + 13), 5, theme.TEXT_DARK)
            theme.blit_text(surface, fonts, label, (rect.x + 48, y + 2), 19, theme.TEXT, "bold" if is_active else "sans")
            if extra and seat < len(extra) and extra[seat]:
                theme.blit_text(surface, fonts, extra[seat], (rect.right - 16, y + 4), 17, theme.TEXT_DIM,
                                anchor="topright")
            y += 38
        # Whose turn it is and what to do are said once, in the turn panel (see prompt_line.py).
        limit = self.match.turn_timer_seconds()
        if limit and self.human_to_act() is not None:
            left = max(0, int(limit - self.turn_clock))
            theme.blit_text(surface, fonts, f"{left}s", (rect.right - 16, rect.bottom - 34), 18,
                            theme.BAD if left < 10 else theme.TEXT, "bold", "topright")
        return y

    def status_line(self) -> str:
        if self.match.is_over():
            return "Game over"
        names = self.match.seat_names()
        seats = self.match.active_seats()
        if not seats:
            return ""
        seat = seats[0]
        if self.match.seats[seat] != "human":
            dots = "." * (1 + int(self.clock_t * 3) % 3)
            return f"{names[seat]} is thinking{dots}"
        return f"{names[seat]} to play" if len(self.match.human_seats()) > 1 else "Your move"

    def _log_lines(self) -> None:
        # A move's log lines appear when its animation has played, so the log never tells the dice first.
        if not self.animations.busy:
            self._log_hold = None
        hold = self._log_hold
        key = (len(self.match.log), hold)
        if key == self._log_count:
            return
        self._log_count = key
        lines = []
        shown = [e for e in self.match.log if hold is None or e.move_index < hold]
        for entry in shown[-300:]:
            colour = theme.readable(self.seat_colour(entry.seat)) if entry.seat is not None else theme.TEXT_DIM
            for i, piece in enumerate(theme.wrap_text(self.app.fonts, entry.text, LOG_FONT, self._log_width)):
                lines.append(((("  " if i else "") + piece), LOG_FONT, colour if i == 0 else theme.TEXT, "sans"))
        self.log_box.lines = lines

    def log_titled(self) -> bool:
        """A short log panel gives its title's room to the lines."""
        return self.log_panel_rect().h >= 130

    def draw_log(self, surface: pygame.Surface) -> None:
        zone = self.log_panel_rect()
        theme.draw_panel(surface, zone, theme.PANEL_DARK)
        if self.log_titled():
            theme.blit_text(surface, self.app.fonts, "Game log", (zone.x + 14, zone.y + 8), 16, theme.ACCENT, "bold")
        self._log_lines()
        self.log_box.draw(surface, self.app.fonts)

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, for gently blinking highlights."""
        return 0.5 + 0.5 * math.sin(self.clock_t * speed)
