"""The end of a match: who won and how, drawn as a side panel over the table's log and info column so the
final board stays in view; it folds to a bar (Hide / Show results). Rematch or back to the menu; and Replay, at the
end of the "N turns" line, which opens the match's History record in the replay (Analyse is there) once that record
is on disk.

It reads the match through its public API only (result, result lines, tallies, seat labels), never its state.
Opened over the live table, the table below shows through; opened with a read-only table that is not on the
stack (`table.launch.read_only_table`: a finished match from elsewhere, a replay), it draws that table itself.

What is not on disk yet is said in a line of its own, re-read while the screen shows: a History record the
history folder did not take (with a button to save a copy in another folder, scenes/ui/save_trouble.py) and a
score row the scores file did not take. Nothing here says a match is kept before it is written."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame

from baraza.game.core.match import Match
from baraza.game.persistence.history import match_from_file
from baraza.game.persistence.runs import record_path
from baraza.game.persistence.scores import strongest_level
from baraza.scenes.table.launch import start_match
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import APPEARED_SECONDS, ChangeGuard
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.save_trouble import offer_record_elsewhere, record_trouble
from baraza.scenes.ui.widgets import Button, Menu, reveal_focus
from baraza.scenes.ui.words import format_duration

SIDE_ZONES = ("info", "log", "buttons")  # the column a table keeps beside its board
DICE_TALLY = "dice_rolls"  # a result tally drawn as a histogram: {face or total: times rolled}
PAD = 14
TEXT_SIZE = 17
BAR_HEIGHT = 56
POLL_SECONDS = 0.5  # how often a record or score not yet on disk is asked about while the screen shows
HIDE_W, REPLAY_W, SMALL_H = 74, 96, 32  # the small buttons at the panel's top right: Hide, and Replay under it
REPLAY_TIP = "Watch this match again move by move, and Analyse it there"
REPLAY_WAIT = "Replay opens once this match is in your History"


def score_breakdown(names: list[str], scores) -> str:
    """"Scores: Red 10 · Blue 7 · …" for every seat, best first; "" when the scores only say who won (1 and 0)."""
    scores = list(scores or ())
    if len(scores) < 2 or len(names) < len(scores) or max(abs(s) for s in scores) <= 1:
        return ""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    return "Scores: " + " · ".join(f"{names[i]} {scores[i]:g}" for i in order)


def results_rect(match_scene) -> pygame.Rect:
    """Where the results panel goes: the table's side column (its `results_zones`, by default the info, log
    and buttons zones), never its board; a centred box when the layout has no such zones."""
    layout = getattr(match_scene, "layout", None)
    names = getattr(match_scene, "results_zones", SIDE_ZONES)
    zones = [layout.zones[n] for n in names if layout is not None and n in layout.zones]
    if not zones:
        rect = pygame.Rect(0, 0, 620, 560)
        rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        return rect
    return zones[0].unionall(zones[1:])


class ResultsScene(ModalScene):

    def __init__(self, app, match_scene, extra_lines: list[str] | None = None) -> None:
        self.shown_for = 0.0  # seconds on screen
        # the buttons ignore the mouse a moment after the panel appears: a playtester's click on Undo, aimed while
        # the AI answered, landed on the Rematch that had come in its place and threw the final position away
        self._guard = ChangeGuard(APPEARED_SECONDS, changed_at=0.0)
        self._held: set[int] = set()  # Enter or Space pressed while the guard held: ignored until let go
        super().__init__(app)
        self.match_scene = match_scene
        match: Match = match_scene.match
        result = match.result()
        names = match_scene.seat_labels()
        if len(match.seats) == 1 and result.scores:
            self.headline = f"Final score {result.scores[0]:g}"
        elif not result.winners:
            self.headline = "A draw" if match.is_over() else "Not finished"
        elif len(result.winners) == 1 and match.human_seats() == [result.winners[0]]:
            self.headline = "You win!"  # "Nia (you) wins!" read as about someone else (a Konja tester)
        elif len(result.winners) == 1:
            self.headline = f"{names[result.winners[0]]} wins!"
        else:
            self.headline = " and ".join(names[w] for w in result.winners) + " share the win"
        # turns as History, the table and the replay count them (Rules.turns_begun; krownia23: "58 turns" counted
        # every seat's turn where History and the table said 20)
        # a networked guest's match holds views, not the state: it counts turns as it was told
        state = getattr(match, "state", None)
        turns = match.rules.turns_begun(state) if state is not None else match.turn_number()
        self.subline = f"{turns} turns · {format_duration(match.play_seconds)} played"
        # The game's own lines say how the match was won; the bare reason and scores only stand in for them.
        game_lines = match.result_lines() if match.is_over() else []
        self.lines: list[str] = list(extra_lines) if extra_lines is not None else list(game_lines)
        if not game_lines:
            self.lines = ([result.reason] if result.reason else []) + self.lines
        breakdown = score_breakdown(names, result.scores) if match.is_over() else ""
        if breakdown:  # every seat's score, not only the winner's (a game's own lines may speak of one seat)
            self.lines.insert(0 if not game_lines else 1, breakdown)
        # left out in this order when the panel is short of room, so the record line stays whole (a KROWNIA
        # tester: "Your record against AI normal:…" was cut): beside the game's own lines the scores line (they
        # speak of the seats), then the game's lines from its last (they come most telling first), never its first
        self.droppable = ([breakdown] if breakdown and game_lines else []) + game_lines[:0:-1] \
            if extra_lines is None else []
        self.record_line = self._record_line(match)
        if self.record_line:
            self.lines.append(self.record_line)
        try:
            tally = match.result_tallies().get(DICE_TALLY, {})
        except Exception:  # noqa: BLE001 - a summary that cannot be counted must not cost the results screen
            tally = {}
        self.dice: dict[str, int] = {str(k): int(v) for k, v in tally.items()} if match.is_over() else {}
        self.collapsed = False
        # A table not on the stack (read-only, for this screen) is drawn here, under the panel.
        self.backdrop = None if match_scene in app.stack.scenes else match_scene
        self.column = results_rect(match_scene)
        self.bar = pygame.Rect(self.column.x, self.column.y, self.column.w, BAR_HEIGHT)
        # What is not on disk yet: lines after the summary (`trouble_lines`, those in `alarm_lines` in red).
        self.base_lines = list(self.lines)
        self.trouble_lines: list[str] = []
        self.alarm_lines: list[str] = []
        self.record_problem: str | None = None
        self.record_failed = False  # its History record failed once: say so when it lands after all
        self.record_copy: Path | None = None
        self.live = self.backdrop is None and not match.networked  # this window recorded the match's scores
        self.record_file = record_path(match.match_id)  # asked about while the screen shows: found once
        # History keeps this match (not a lesson's, nor a networked one: tables/history_keeper.py), so its record
        # can be replayed from here (kona21 went Menu → History for it)
        self.keeps_record = self.live and not getattr(match, "lesson", False)
        self._build_buttons()
        self.refresh_trouble()
        self._replay_ready()

    def _record_line(self, match: Match) -> str:
        """The human seats' record against this match's AI level, this match included."""
        humans = match.human_seats()
        level = strongest_level(list(match.seats), self.match_scene.spec.ai_levels)
        if not humans or level is None or not match.is_over() or getattr(match, "branched_from", None):
            return ""  # a match played on from a replay is practice: it is not in the record
        record = {r.level: r for r in self.app.scores.record_against_ai(match.game, self.match_scene.spec.ai_levels)}
        row = record.get(level)
        if row is None or row.played == 0:
            return ""
        who = "Random mover" if level == "random" else f"AI {level}"
        return f"Your record against {who}: {row.won} won, {row.lost} lost, {row.drawn} drawn."

    def _build_buttons(self) -> None:
        col, bold = self.column, self.app.fonts.get(20, "bold")
        half, full = (col.w - 3 * PAD) // 2, col.w - 2 * PAD
        # as tall and wide as the text size needs (at 150 % "Rematch" stayed in a 46 px button half the column):
        # a row each when the two labels no longer fit side by side
        h = max(46, bold.get_linesize() + 22)
        stacked = max(bold.size(text)[0] for text in ("Rematch", "Menu")) + 12 > half
        y = col.bottom - PAD - h
        # clear of the table's own buttons under the panel: a click aimed at Undo while the AI answered landed on
        # Rematch, which came in its place, seconds later (Kona playtest; the guard covers only a moment)
        under = [b.rect for b in getattr(self.match_scene, "buttons", [])
                 if b.rect.colliderect(pygame.Rect(col.x, y, col.w, h))]
        if under:
            y = min(r.top for r in under) - PAD - h
        top = y - 8 - h if stacked else y
        self.rematch_button = Button(pygame.Rect(col.x + PAD, top, full if stacked else half, h), "Rematch",
                                     self.rematch, accent=True, font_size=20)
        self.menu_button = Button(pygame.Rect(col.x + PAD, y, full, h) if stacked else
                                  pygame.Rect(col.right - PAD - half, y, half, h), "Menu", self.to_menu, font_size=20)
        save_h = max(40, self.app.fonts.get(17).get_linesize() + 18)
        self.hide_button = Button(pygame.Rect(col.right - PAD - HIDE_W, col.y + PAD, HIDE_W, SMALL_H), "Hide",
                                  self.toggle, font_size=16,
                                  tooltip="Fold this panel to a bar to see the table under it (H)")
        self.show_button = Button(pygame.Rect(col.right - PAD - 132, self.bar.y + 10, 132, 36), "Show results",
                                  self.toggle, accent=True, font_size=16)
        # Replay (kona21 went Menu → History for it) at the end of the "N turns" line, under Hide: Rematch and Menu
        # keep their places, and it takes no room from the summary (a row of its own above them cut the record line
        # at 125 % and 150 %; beside Hide it cut the headline). Its y follows the headline's height: `draw` places it,
        # the same every frame. Greyed until the record is on disk (it lands while the click guard still holds)
        self.replay_button: Button | None = None
        if self.keeps_record:
            self.replay_button = Button(pygame.Rect(col.right - PAD - REPLAY_W, self.hide_button.rect.bottom + 8,
                                                    REPLAY_W, SMALL_H), "Replay", self.replay, enabled=False,
                                        font_size=16, tooltip=REPLAY_WAIT)
        self.save_record_button = Button(pygame.Rect(col.x + PAD, top - 8 - save_h, full, save_h),
                                         "Save the record elsewhere", self.save_record, font_size=17,
                                         tooltip="Write this match's record to another folder; History's Import "
                                                 "adds it from there")
        match = self.match_scene.match
        if match.networked and not match.hosting:  # the host starts a rematch; this table then plays it
            self.rematch_button.enabled = False
            self.rematch_button.tooltip = "The host starts a rematch; it opens here when they do."
        self._build_menus()

    def _build_menus(self) -> None:
        save = [self.save_record_button] if self.record_problem else []
        replay = [self.replay_button] if self.replay_button is not None else []
        shown = self._ring_shown()
        # the ring starts on the next thing to do, Rematch (Menu where only the host may start one): on Hide a
        # blind tester (kona20) had to walk the ring back to what they wanted. The Enter a player was pressing to
        # roll as the match ended presses nothing (KROWNIA blind test, issue 41: `handle_event`'s guard, and a key
        # held since then, repeating, until it is let go); a rebuilt row keeps the button it was on
        row = self._menus[False] if getattr(self, "_menus", None) else None
        was = row.buttons[row.focus] if row is not None else \
            self.rematch_button if self.rematch_button.enabled else self.menu_button
        self._menus = {
            False: Menu([self.rematch_button, self.menu_button, *replay, *save, self.hide_button], horizontal=True),
            True: Menu([self.show_button], horizontal=True),
        }
        self.menu = self._menus[self.collapsed]
        if was in self._menus[False].buttons:
            self._menus[False].focus = self._menus[False].buttons.index(was)
        for menu in self._menus.values():
            menu.keyboard_used = shown
            menu._sync()

    def _ring_shown(self) -> bool:
        """Whether the buttons' ring shows: from the start, as the main menu's and the game picker's do (none
        showed before a key: keys playtest, issue 41); the mouse hides it; a rebuilt row keeps it as it was."""
        return self.menu.keyboard_used if getattr(self, "_menus", None) else True

    # --- what is not on disk yet -------------------------------------------------------------------
    def refresh_trouble(self) -> None:
        """Read again whether the record and the score are on disk; the lines and the save button follow."""
        alarms: list[str] = []
        notes: list[str] = []
        problem = record_trouble(self.app, self.record_file)
        if problem:
            self.record_failed = True
            alarms.append(problem)
        elif self.record_failed:
            notes.append("This match is in your History now.")
        if self.record_copy is not None and problem:
            notes.append(f"A copy of its record is in {self.record_copy.parent}; History's Import adds it.")
        score_problem = self.app.scores.problem() if self.live else None
        if score_problem:
            alarms.append(f"This match is not in Scores yet ({score_problem}). Baraza tries again while it runs, "
                          "and at the next start.")
        lines = alarms + notes
        if lines == self.trouble_lines and problem == self.record_problem:
            return
        offer_changed = (problem is None) != (self.record_problem is None)
        self.trouble_lines, self.alarm_lines, self.record_problem = lines, alarms, problem
        self.lines = self.base_lines + lines
        if offer_changed:  # the save button comes (or goes) with the record's trouble
            self._build_menus()
        self.app.request_redraw()

    def _replay_ready(self) -> None:
        """Replay takes presses once the record is on disk (its latest version: nothing waits to be written)."""
        button, saver = self.replay_button, self.app.autosaver
        if button is None or button.enabled or saver.waiting(self.record_file) or saver.problem(self.record_file):
            return
        if self.record_file.is_file():
            button.enabled, button.tooltip = True, REPLAY_TIP
            self.app.request_redraw()

    def replay(self) -> None:
        """The match replayed from its History record, as History opens it; the replay's Back comes back here."""
        try:
            match = match_from_file(self.record_file)
        except ValueError as exc:
            self.app.toast(str(exc), 5, theme.BAD)
            return
        self.app.show("replay", match, title=f"{match.rules.title}, {datetime.now():%d %b %Y}",
                      origin=self.record_file.name)

    def save_record(self) -> None:
        def copied(target: Path) -> None:
            self.record_copy = target
            self.refresh_trouble()

        offer_record_elsewhere(self.app, self.match_scene.match, copied)

    def update(self, dt: float) -> None:
        self.shown_for += dt
        self.refresh_trouble()
        self._replay_ready()

    def next_poll(self) -> float | None:
        """Asked again while the record or a score is on its way to the disk (or failing)."""
        waiting = self.app.autosaver.waiting(self.record_file) or self.trouble_lines
        return POLL_SECONDS if waiting or (self.live and self.app.scores.pending()) else None

    def toggle(self) -> None:
        shown = self.menu.keyboard_used  # folded or opened by H: the ring stays shown (or hidden) as it was
        self.collapsed = not self.collapsed
        self.menu = self._menus[self.collapsed]
        self.menu.keyboard_used = shown
        self.menu._sync()

    def rematch(self) -> None:
        old = self.match_scene.match
        if old.networked:  # the same table, the same friends: they are told to come back to the new match
            host = old.link.host
            again = Match(old.rules, list(host.match.seats), host.match.seed + 1, dict(host.match.options))
            again.hosting = host.keys()
            host.hand_over()
            self.app.show_match(again)
            return
        start_match(self.app, Match(old.rules, list(old.seats), old.seed + 1, dict(old.options)))

    def to_menu(self) -> None:
        self.app.show("menu", how="reset")

    def panel_rect(self) -> pygame.Rect:
        """What the panel covers now: the side column, or only the bar when folded."""
        return self.bar.copy() if self.collapsed else self.column.copy()

    def next_frame(self) -> float | None:
        wait = self._guard.wait(self.shown_for)  # wake once the buttons take clicks, so the guard's time counts
        if wait is not None:
            return wait
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self._guard.blocks(self.shown_for):
            return True  # aimed at the table before the panel came (Undo, where Rematch now is): not a Rematch
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        if intent_of(event) in ("confirm", "select"):
            if self._guard.blocks(self.shown_for) or event.key in self._held:
                # an Enter or Space meant for the table (a roll) as the match ended presses nothing, nor its key's
                # repeats while it is held down (the ring starts on Rematch)
                self._held.add(event.key)
                return True
        if intent_of(event, {"h": "hide"}) == "hide":
            self.toggle()
            return True
        # Folded, the table's log still scrolls and its hover hints still show, and a click off the bar reaches
        # the table: a tester's three clicks on its Menu button did nothing until Esc closed the results
        if self.collapsed and event.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION):
            self.show_button.handle_event(event)
            return False
        if (self.collapsed and self.backdrop is None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and not self.bar.collidepoint(event.pos)):
            return False
        if reveal_focus(self.menu, event):  # the first arrow (↑/↓ too, on this row) shows where the ring is
            return True
        intent = intent_of(event)
        if intent in ("up", "down") and len(self.menu.buttons) > 1:
            self._down(1 if intent == "down" else -1)
            return True
        return super().handle_event(event)

    def _down(self, step: int) -> None:
        """↓ (↑: `step` -1): the next button down the panel, top to bottom and left to right in a row, round at the
        end (↓ did nothing here: keys-only tester at 150 %; ← → still go along the row)."""
        menu = self.menu
        order = sorted((i for i, b in enumerate(menu.buttons) if b.enabled or i == menu.focus),
                       key=lambda i: (menu.buttons[i].rect.centery, menu.buttons[i].rect.centerx))
        at = order.index(menu.focus) if menu.focus in order else 0
        menu.focus = order[(at + step) % len(order)]
        menu.keyboard_used = True
        menu._sync()

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        if self.backdrop is not None:
            self.backdrop.draw(surface)
        if self.collapsed:
            theme.draw_panel(surface, self.bar, theme.PANEL, theme.ACCENT, 10)
            theme.draw_text_box(surface, fonts, self.headline,
                                pygame.Rect(self.bar.x + PAD, self.bar.y + 6, self.show_button.rect.x - self.bar.x
                                            - 2 * PAD, self.bar.h - 12), 22, theme.ACCENT, "bold", valign="middle")
            self.show_button.draw(surface, fonts)
            return
        col = self.column
        theme.draw_panel(surface, col, theme.PANEL, theme.ACCENT, 12)
        inner_w = col.w - 2 * PAD
        head_w = inner_w - self.hide_button.rect.w - 8
        head_size, head_h = self.headline_fit(head_w)
        head = pygame.Rect(col.x + PAD, col.y + PAD, head_w, head_h)
        used = theme.draw_text_box(surface, fonts, self.headline, head, head_size, theme.ACCENT, "title",
                                   min_size=head_size, line_gap=0)
        head.h = max(used.bottom, self.hide_button.rect.bottom) - head.y
        self.hide_button.draw(surface, fonts)
        y = head.bottom + 4
        # A long reason ("decided by a line uncovered by…") takes a second line at a larger text size.
        sub_w = inner_w - (REPLAY_W + 8 if self.replay_button is not None else 0)
        sub_h = max(26, self._line_height(self.subline, 16, sub_w) + 4)
        if self.replay_button is not None:
            self.replay_button.rect = pygame.Rect(col.right - PAD - REPLAY_W, y, REPLAY_W, SMALL_H)
            sub_h = max(sub_h, SMALL_H)
        theme.draw_text_box(surface, fonts, self.subline, pygame.Rect(col.x + PAD, y, sub_w, sub_h), 16,
                            theme.TEXT_DIM, valign="middle" if self.replay_button is not None else "top")
        y += sub_h + 4
        bottom = (self.save_record_button.rect.y if self.record_problem else self.rematch_button.rect.y) - PAD
        chart_h = self._chart_height(bottom - y, inner_w)
        self._draw_lines(surface, pygame.Rect(col.x + PAD, y, inner_w, bottom - y - chart_h))
        if chart_h:  # its own room above the buttons, whatever the lines took (they are cut to theirs)
            self._draw_histogram(surface, pygame.Rect(col.x + PAD, bottom - chart_h + 6, inner_w, chart_h - 6))
        self.rematch_button.draw(surface, fonts)
        self.menu_button.draw(surface, fonts)
        if self.replay_button is not None:
            self.replay_button.draw(surface, fonts)
        if self.record_problem:
            self.save_record_button.draw(surface, fonts)

    def headline_fit(self, width: int) -> tuple[int, int]:
        """The headline's size and height: the largest size from 32 down at which it takes two lines at most, never
        under the summary's own size (at 150 % "Kofi (AI normal) wins!" shrank into a 62 px box to less than
        the lines under it: a keys-only tester)."""
        fonts = self.app.fonts
        least = TEXT_SIZE + 3
        for size in range(32, least - 1, -1):
            lines = theme.wrap_text(fonts, self.headline, size, width, "title")
            font = fonts.get(size, "title")
            if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines):
                return size, max(62, len(lines) * font.get_linesize())
        lines = theme.wrap_text(fonts, self.headline, least, width, "title")
        return least, max(62, min(3, len(lines)) * fonts.get(least, "title").get_linesize())

    def _summary(self, room: int, width: int) -> tuple[int, list[str]]:
        """The summary lines to draw and their one size: all of them from TEXT_SIZE down to MIN_TEXT; else without
        the scores line (the lines say the same); else all the rest smaller, down to their size at 100 %; else the
        droppable ones left out in their order. One size for all: the last seat's line was cut to a smaller size
        than the winner's at 150 % (a keys-only tester)."""
        floor = min(theme.MIN_TEXT, self.app.fonts.logical_floor(theme.MIN_TEXT))
        lines = list(self.lines)
        scores = self.droppable[0] if self.droppable and self.droppable[0].startswith("Scores: ") else None
        rest = self.droppable[1:] if scores is not None else self.droppable
        steps: list[tuple[str | None, range]] = [(None, range(TEXT_SIZE, theme.MIN_TEXT - 1, -1)),
                                                 (scores, range(TEXT_SIZE, floor - 1, -1))]
        steps += [(line, range(floor, floor - 1, -1)) for line in rest]
        for drop, sizes in steps:
            if drop is not None and drop in lines:
                lines.remove(drop)
            for size in sizes:
                if self._lines_height(size, width, lines) <= room:
                    return size, lines
        return floor, lines

    def _draw_lines(self, surface: pygame.Surface, box: pygame.Rect) -> int:
        """Each summary line wrapped into the box (those left out for room aside), a small gap between them;
        returns the y under the last."""
        fonts = self.app.fonts
        size, lines = self._summary(box.h, box.w)
        y = box.y
        for line in lines:
            height = self._line_height(line, size, box.w)
            if y + height > box.bottom:  # left out whole, never drawn smaller than the others (the last seat's
                continue  # line shrank under the winner's at 150 %: a keys-only tester), nor a sliver on the chart
            room = pygame.Rect(box.x, y, box.w, height)
            colour = theme.TEXT_DIM if line == self.record_line else theme.BAD if line in self.alarm_lines \
                else theme.TEXT
            theme.draw_text_box(surface, fonts, line, room, size, colour, min_size=size)
            y += height + 8
        return y

    def _chart_height(self, room: int, width: int) -> int:
        """The dice chart's height: its full 124 px when the lines still fit above it, else what they leave, and
        none when that is too little for a bar (a KROWNIA tester's "Your record against AI normal:…" was cut
        under the chart; the table keeps its own dice panel)."""
        if not self.dice:
            return 0
        size, lines = self._summary(room, width)
        left = room - self._lines_height(size, width, lines) - 8
        if left >= 124:
            return 124
        line = self.app.fonts.get(16, "bold").get_linesize()
        least = max(40, 2 * line + 4) + max(20, line + 2) + 24  # title and counts, labels, a short bar
        return left if left >= least else 0

    def _line_height(self, line: str, size: int, width: int) -> int:
        font = self.app.fonts.get(size)
        wrapped = theme.wrap_text(self.app.fonts, line, size, width)
        return len(wrapped) * (font.get_linesize() + 2) - 2

    def _lines_height(self, size: int, width: int, lines: list[str] | None = None) -> int:
        return sum(self._line_height(line, size, width) + 8 for line in (self.lines if lines is None else lines)) - 8

    def _draw_histogram(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The dice of the match as small bars, one per face or total, the count above each."""
        fonts = self.app.fonts
        total = sum(self.dice.values())
        theme.blit_text(surface, fonts, f"Dice rolls ({total})", (box.x, box.y), 16, theme.ACCENT, "bold")
        labels = list(self.dice)
        top = max(self.dice.values(), default=0) or 1
        line = fonts.get(16, "bold").get_linesize()  # measured: the title and the counts grow with the text size
        head = max(40, 2 * line + 4)
        area = pygame.Rect(box.x, box.y + head, box.w, box.h - head - max(20, line + 2))
        step = area.w / max(1, len(labels))
        bar_w = max(6, int(step) - 4)
        for i, label in enumerate(labels):
            count = self.dice[label]
            x = int(area.x + i * step + (step - bar_w) / 2)
            height = round(area.h * count / top)
            bar = pygame.Rect(x, area.bottom - height, bar_w, height)
            pygame.draw.rect(surface, theme.ACCENT if count == top else theme.BUTTON_HOVER, bar, border_radius=2)
            cell = pygame.Rect(int(area.x + i * step), 0, max(1, int(step)), line)  # its own column, never wider
            if count:
                theme.draw_text_box(surface, fonts, str(count), cell.move(0, bar.y - 2 - line), 16, theme.TEXT_DIM,
                                    align="center", valign="bottom")
            theme.draw_text_box(surface, fonts, str(label), cell.move(0, area.bottom + 2), 16, theme.TEXT, align="center")
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, area.bottom), (area.right, area.bottom))
