"""The replay viewer: any finished or saved match, move by move, on the game's own table (read-only).

Step with the arrow keys or the buttons, jump to the start, the end or the next key moment (a seven, a
Cloud, a combat...), drag the timeline or pick a point on the analysis chart (the pointer turns to a hand over
both), or let it play at a chosen speed. "Moves" lists every move in words (the button reads "Hide moves" while
the list shows: an analysis opens it by itself). The board explains what the pointer rests on as the live table
does: cards shown large, a game word's meaning, the game's own notes (scenes/replay/board.py).
"Analyse" judges every move in a worker process (the window keeps flowing; Cancel stops it) and draws the
followed seat's chance of winning along the timeline, with its inaccuracies, mistakes and blunders marked; a
marked move says what the AI would have played, and stepping onto it first shows the position before it with the
move played and the better one ringed on the board (one more step makes the move). "Play from here" starts a new match from the position shown,
against the AI. Hidden hands stay hidden: the viewer shows one seat's view, and every hand only once the
match is over.
Every control answers the keys too (issue 44): Tab and Shift+Tab ring the bar's buttons and the move list in
turn, Enter or Space presses the ringed button, Up and Down step through the ringed list; the arrows, Home, End,
Page Up and Page Down step and jump wherever the ring is.
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.game.core.replay import Replay
from baraza.game.registry import get_game
from baraza.scenes.replay import bar_layout
from baraza.scenes.replay import buttons as analysis_buttons
from baraza.scenes.replay.analysis_job import AnalysisJob
from baraza.scenes.replay.board import ReplayBoard
from baraza.scenes.replay.captions import caption, chart_who, toast_rect
from baraza.scenes.replay.controls import BAR_HEIGHT, ControlBar, IconButton, SeatButton, seat_label
from baraza.scenes.replay.deeper_look import DeeperLook
from baraza.scenes.replay.focus_keys import ReplayKeys
from baraza.scenes.replay.move_list import MoveList
from baraza.scenes.replay.pointer import Pointer
from baraza.scenes.replay.practise import ReplayPractise
from baraza.scenes.replay.practise_words import analysis_summary, mover_names, nothing_to_practise
from baraza.scenes.replay.resume_guard import ResumeGuard
from baraza.scenes.replay.seen_words import better_note
from baraza.scenes.replay.timeline import Timeline
from baraza.scenes.scene import Scene
from baraza.scenes.stack import soonest
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import ChangeGuard
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

VIEW_TIP = "Whose eyes the table shows (every hand only once the match is over)"
# no hands to speak of (Kona): the board is the same from every side, only the chart and the marks' words follow
VIEW_TIP_OPEN = "Whose chance of winning the chart follows (nothing is hidden: the board looks the same)"

__all__ = ["ReplayScene", "mover_names", "nothing_to_practise"]  # the words live in scenes/replay/practise_words

SPEEDS = (1.5, 0.8, 0.35)  # seconds per move when playing: slow, normal, fast
SPEED_NAMES = ("Slow", "Normal", "Fast")
W, H = theme.LOGICAL_SIZE
# The Moves button says what a press does: the list opens by itself when an analysis ends (its chart and marks
# are the answer), and a playtester who then pressed "Moves" to see the moves hid them (issue 41).
MOVES_TIP = "Every move in words; choose one to go there"
HIDE_MOVES_TIP = "Close the move list and its chart"
JOB_POLL = 0.1  # seconds between looks at the analysis (or the read of a kept one) while it runs


class ReplayScene(ReplayKeys, ReplayPractise, Scene):
    """The viewer; its keyboard focus and typed turns (scenes/replay/focus_keys.py) and its Practise
    (scenes/replay/practise.py) are mixed in."""

    def __init__(self, app, match: Match, title: str = "", origin: str | None = None) -> None:
        super().__init__(app)
        self.source = match
        self.title = title or match.rules.title
        self.origin = origin  # where the match came from (a file), noted on a match played from here
        self.replay = Replay(match, get_game(match.game).replay_line)  # already replayed and checked; lines as told
        self.finished = match.is_over()
        humans = [i for i, kind in enumerate(match.seats) if kind == "human"]
        # an unfinished match of a game that hides cards is seen through its players' own eyes only: another seat's
        # view showed an AI's hand to a player who could still continue (krownia17)
        secret = not self.finished and humans and get_game(match.game).hidden_information is not False
        self.seat_choices: list[int | None] = (list(humans) if secret else list(range(len(match.seats)))) \
            + ([None] if self.finished else [])
        self.home_seat = humans[0] if humans else 0  # whose eyes and chart the viewer opens on
        self.board = ReplayBoard(app, self.replay, self.home_seat)
        self.board.owner = self  # the table's cards zoom as the viewer's (the App shows the top scene's only)
        self.ply = self.replay.plies if self.finished else 0
        self.before_mark = False  # the board shows the position before move `ply` (a marked move, ringed)
        self.seconds = 0.0  # the viewer's own clock (updates), for the guards below
        # Practise ignores clicks a moment after it wakes (the analysis ended under a resting pointer); Analyse,
        # Cancel and Practise each have their own place (scenes/replay/buttons.py), so none changes meaning
        self._button_guard = ChangeGuard()
        self._moves_guard = ChangeGuard()  # the same for Moves -> Hide moves when the analysis opens the list
        self._resume_guard = ResumeGuard()  # back from Practise: a double click's second half is dropped
        self.playing = False
        self.speed = 1
        self.clock = 0.0
        self.job: AnalysisJob | None = AnalysisJob.kept(match.game, match.seats, match.seed, match.options,
                                                        match.moves)  # an analysis made before reopens at once
        self.show_moves = False
        self.typed_turn = ""  # digits typed to jump to a turn (Enter goes there)
        self.bar = ControlBar(pygame.Rect(0, H - BAR_HEIGHT, W, BAR_HEIGHT))  # placed by _lay_out, as the list
        self.timeline = Timeline(pygame.Rect(0, 0, 0, 40), self.replay.plies, self.replay.moments(), self.jump)
        self.timeline.seat = self.board.seat or 0
        spec = get_game(match.game)  # a game searched exactly has no play-outs' luck to pool on its chart
        self.timeline.smooth = not (spec.chance is False and spec.hidden_information is False)
        self.moves = MoveList(pygame.Rect(W - 380, 12, 368, H - BAR_HEIGHT - 24), self._entries(),
                              mover_names(match), self.jump)
        self.moves.better_of = lambda j: better_note(self.replay.match, self.board.seat, j)  # no hidden card named
        self._build_controls()
        self.pointer = Pointer()  # a hand over the charts: a click there goes to a move
        self._pointer_at = (0, 0)
        self.board.show(self.ply)
        self._practise = self._exercise_module() is not None
        self._practise_why = None  # ((judgements id, seat), why Practise is greyed or None): practise_reason
        self.verdict: tuple[str, int] | None = None  # the analysis's verdict and the move it was given at
        self._deeper: DeeperLook | None = None  # a deeper look running on a thread

    # --- controls --------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        specs = [("start", "Go to the start", lambda: self.jump(0)),
                 ("back", "One move back (Left arrow)", lambda: self.step(-1)),
                 ("play", "Play the moves one by one (Space)", self.toggle_play),
                 ("forward", "One move on (Right arrow)", lambda: self.step(1)),
                 ("end", "Go to the last move", lambda: self.jump(self.replay.plies)),
                 ("moment_back", "Back to the previous key moment (Page Up)", lambda: self.jump_moment(-1)),
                 ("moment_next", "On to the next key moment (Page Down)", lambda: self.jump_moment(1))]
        # an icon's text is never drawn: it is what a screen reader says when Tab reaches it
        self.bar.icons = [IconButton(pygame.Rect(0, 0, 40, 40), words, act, tooltip=words, icon=icon)
                          for icon, words, act in specs]  # placed by scenes/replay/bar_layout.py, as all below
        self.play_button = self.bar.icons[2]
        specs = [("speed", SPEED_NAMES, 84, self.next_speed, "How fast the moves play"),
                 ("view", [self._seat_label(seat) for seat in self.seat_choices], 110, self.next_seat,
                  VIEW_TIP_OPEN if get_game(self.source.game).hidden_information is False else VIEW_TIP),
                 ("moves", ("Moves", "Hide moves"), 124, self.toggle_moves, MOVES_TIP),
                 ("analyse", [analysis_buttons.analyse_words(r, d) for r in (False, True) for d in (False, True)],
                  analysis_buttons.ANALYSE_WIDTH, self.toggle_analysis, analysis_buttons.ANALYSE_TIP),
                 ("branch", ("Play here",), 104, self.play_from_here, "Start a new match from this position against the AI"),
                 ("close", ("Back",), 64, self.app.stack.pop, "Leave the replay")]
        buttons = {}
        for name, texts, width, act, words in specs:
            kind = SeatButton if name == "view" else Button  # the seat's name whole (issue 41)
            text = SPEED_NAMES[self.speed] if name == "speed" else self._seat_label() if name == "view" else texts[0]
            buttons[name] = kind(pygame.Rect(0, 0, width, 40), text, act, font_size=17, tooltip=words)
        self.speed_button, self.view_button, self.moves_button = buttons["speed"], buttons["view"], buttons["moves"]
        self.analyse_button, self.branch_button = buttons["analyse"], buttons["branch"]
        self.row_buttons = list(buttons.values())
        self.bar.buttons = list(self.row_buttons)
        # in the caption line, each in a place no other button ever takes, shown (in bar.buttons) only while they
        # mean something: Practise once the analysis is in, Cancel while it runs (scenes/replay/buttons.py)
        self.practise_button = Button(pygame.Rect(0, 0, 0, 0), "Practise", self.open_practise, font_size=17,
                                      tooltip=analysis_buttons.PRACTISE_TIP, accent=True)
        self.cancel_button = Button(pygame.Rect(0, 0, 0, 0), "Cancel", self.cancel_analysis, font_size=17,
                                    tooltip="Stop the analysis")
        # what Tab and Shift+Tab go through, in the order they stand (issue 44); the move list, Practise and Cancel
        # only while they show
        self.focus_stops: list = [*self.bar.icons, *self.bar.buttons, self.practise_button, self.cancel_button, self.moves]
        # each text button's words and 100 % width: a larger text size grows it to its words, in two rows
        self._bar_words = ([texts for _n, texts, *_ in specs], [width for _n, _t, width, *_ in specs])
        self._lay_out()

    def _lay_out(self) -> None:
        """The bar's controls placed for the text size now (scenes/replay/bar_layout.py)."""
        bar_layout.lay_out(self, *self._bar_words)

    def _entries(self) -> list:
        """The move list's rows: a move of several steps as one (a trade), each read through the eyes of the
        seat the table is shown for (a stolen card named to the thief, as the live log named it)."""
        return self.replay.entries(lambda move: self.replay.text_seen_by(move, self.board.seat))

    def _seat_label(self, seat: int | None = -1) -> str:
        """The view button's words for `seat` (the seat shown when none is named)."""
        seat = self.board.seat if seat == -1 else seat
        if seat is None:  # "All hands" only where the game can show them: else what a spectator sees
            return "All hands" if self.source.rules.open_view(self.source.state) is not None else "Spectator"
        # named as the seat plays at the move shown (kona22: "Black" on the button at move 0, before the pie swap)
        names = self.source.rules.seat_names_as_played(self.replay.state_at(self.ply), len(self.source.seats))
        return seat_label(names, list(self.source.seats), seat)

    def jump(self, ply: int, before_mark: bool = True) -> None:
        """Go to the position after move `ply`. A move the analysis marked is first shown before it is made,
        with its spot and the better move's ringed (issue 41); one more step forward makes it."""
        self._moved_on()  # even onto the move shown: its caption shows, not the summary's toast
        self.ply = max(0, min(self.replay.plies, ply))
        if getattr(self, "view_button", None) is not None:  # a seat's name may change at a side swap
            self.view_button.text = self._seat_label()
        self.before_mark = before_mark and self._marked(self.ply) is not None
        self._show_board()
        if self.ply >= self.replay.plies and not self.before_mark:
            self.playing = False

    def _marked(self, ply: int):
        """The judgement of move `ply` when the analysis marked it (and the moves are not playing on)."""
        judged = self.timeline.judgements
        if judged and not self.playing and 1 <= ply <= len(judged) and judged[ply - 1].mark:
            return judged[ply - 1]
        return None

    def _show_board(self, seat=..., force: bool = False) -> None:
        shown = self.ply - 1 if self.before_mark else self.ply
        self.board.show(shown, seat, force=True) if force else self.board.show(shown)
        if self.before_mark:
            self.board.ring_move(self.replay.match.records[self.ply - 1], self._marked(self.ply))

    def step(self, way: int) -> None:
        """One step with the arrows: a marked move takes two (before it, with rings; then made)."""
        self._moved_on()
        if way > 0:
            if self.before_mark:
                self.before_mark = False
                self._show_board()
            else:
                self.jump(self.ply + 1)
        elif self._marked(self.ply) is not None and not self.before_mark:
            self.before_mark = True
            self._show_board()
        else:
            self.jump(self.ply - 1, before_mark=False)

    def jump_moment(self, way: int) -> None:
        """On or back to the next key moment; the analysis's marked moves are key moments too (H8)."""
        marked = [j.ply for j in self.timeline.judgements or () if j.mark]
        target = (self.replay.next_moment(self.ply, marked) if way > 0 else
                  self.replay.previous_moment(self.ply, marked))
        if target is not None:
            self.jump(target)

    def toggle_play(self) -> None:
        if not self.playing and self.before_mark:  # play on from the position shown: the ringed move comes next
            self.jump(self.ply - 1, before_mark=False)  # (a playing replay marks nothing: kona13's crash)
        self.playing = not self.playing and self.ply < self.replay.plies
        self.clock = 0.0

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.speed_button.text = SPEED_NAMES[self.speed]

    def next_seat(self) -> None:
        index = self.seat_choices.index(self.board.seat) if self.board.seat in self.seat_choices else 0
        seat = self.seat_choices[(index + 1) % len(self.seat_choices)]
        self._show_board(seat, force=True)
        self.view_button.text = self._seat_label()
        self.moves.set_moves(self._entries())
        # a spectator has no chance of its own: the chart goes back to the player's (it kept "AI normal")
        self.timeline.seat = self.home_seat if seat is None else seat

    def toggle_moves(self) -> None:
        if self._moves_guard.blocks(self.seconds):
            return  # the list opened by itself under the pointer: this press was aimed at the "Moves" it replaced
        self.show_moves = not self.show_moves
        self._sync_buttons()  # the button's words follow at once (a press read before the next update)
        self._point(self._pointer_at)

    def _point(self, pos) -> None:
        """The pointer's shape at `pos`: a hand over a chart a click moves along (the list's, the timeline)."""
        self._pointer_at = pos
        chart = (self.show_moves and self.moves.over_chart(pos)) or self.timeline.rect.collidepoint(pos)
        self.pointer.show("hand" if chart else "arrow")

    def toggle_analysis(self) -> None:
        """Analyse: start the analysis (greyed while it runs and once it is done: a second press does nothing)."""
        if self.timeline.judgements is not None or (self.job is not None and self.job.running and self.job.keeps):
            return
        if self._button_guard.blocks(self.seconds):  # Cancel's double press: its second half must not restart it
            return
        if self.job is not None:
            self.job.cancel()  # a look for a kept analysis still reading: the new analysis replaces it
        self.job = AnalysisJob(self.source.game, self.source.seats, self.source.seed, self.source.options,
                               self.source.moves)
        self.job.start()

    def cancel_analysis(self) -> None:
        """Cancel (its own place, shown only while the analysis runs): stop it; Analyse then reads Analyse again."""
        if self.job is not None and self.job.running and self.job.keeps:
            self.job.cancel()
            self.app.toast("Analysis cancelled.")
            self._button_guard.changed(self.seconds)  # the keys' ring moves to Analyse (enabled again): guarded
            self._sync_buttons()  # Cancel goes at once: a second press of a double click finds nothing there

    def _moved_on(self) -> None:
        """The player stepped: the verdict's caption goes, and its toast unless the moves play on by themselves
        (a summary arriving mid-play is left to be read)."""
        if not self.playing:
            self._leave_verdict()
        self.verdict = None

    def _leave_verdict(self) -> None:
        """Practise starts, or the player steps on: the analysis's verdict ("step onto a dot…") goes, toast and
        caption (the summary's toast stayed up over the rings of the move Page Down went to, issue 41)."""
        self.app.clear_toasts("analysis")
        self.verdict = None

    def play_from_here(self) -> None:
        from baraza.game.registry import get_game
        spec = get_game(self.source.game)
        ply = self.ply - 1 if self.before_mark else self.ply  # the position shown: before a ringed move, try yours
        mover = self.replay.match.copy_at(ply).active_seats()
        me = self.board.seat if self.board.seat is not None else (mover[0] if mover else 0)
        seats = ["human" if i == me else (kind if kind.startswith("ai:") else f"ai:{spec.hint_level}")
                 for i, kind in enumerate(self.source.seats)]
        match = self.replay.match.copy_at(ply, seats)
        if match.is_over():
            self.app.toast("The match is over at this move: step back to play on.")
            return
        match.branched_from = {"origin": self.origin or self.title, "ply": ply}
        self.board.close()
        self.app.show_match(match)

    # --- the scene -------------------------------------------------------------------------------
    @property
    def term_hover(self):
        """The table's word help (the App shows one tooltip at a time: a word's, else a card's large view)."""
        return None if self.board.table is None else self.board.table.term_hover

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._resume_guard.swallows(event, self.seconds):
            return True  # Finish's double click: its second press hit the chart that came back under it (kona17)
        if event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        self.board.point(event)  # the table explains what the pointer rests on, as at the live table
        intent = intent_of(event)
        if event.type == pygame.KEYDOWN and intent not in ("next", "previous"):
            self.bar.hush_tip()  # another key: the focused button's words go, as a tip does
        if self._type_turn(event, intent) or self._focus_keys(event, intent):
            return True
        if event.type == pygame.KEYDOWN and getattr(event, "unicode", "").lower() == analysis_buttons.ANALYSE_KEY \
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.press(self.analyse_button)  # eleven Tabs away otherwise (keys playtest)
            return True
        if intent is not None:
            actions = {"left": lambda: self.step(-1), "right": lambda: self.step(1),
                       "home": lambda: self.jump(0), "end": lambda: self.jump(self.replay.plies),
                       "page_up": lambda: self.jump_moment(-1), "page_down": lambda: self.jump_moment(1),
                       "select": self.toggle_play, "cancel": self.app.stack.pop,
                       "rules": lambda: self.app.show("rules", self.source.game)}  # F1, as at the table
            action = actions.get(intent.name)
            if action is not None:
                action()
                return True
        if self.bar.handle_event(event) or self.timeline.handle_event(event):
            return True
        if self.show_moves and self.moves.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)  # the table is read-only

    def update(self, dt: float) -> None:
        self.seconds = self._resume_guard.tick(self.seconds + dt)  # its wait counts from the first update back
        if self.laid_at != self.app.fonts.scale:  # the text size changed (Settings): the bar laid out anew
            self._lay_out()
        self.bar.hush_tip(self.seconds)
        if self._deeper is not None:
            self._deeper_done()
        before = self._shown()
        self.board.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= SPEEDS[self.speed] - 1e-6:  # the wait the window chose ends on the move, not before it
                self.clock = 0.0
                self.step(1)
        if self.job is not None:
            self.job.poll()
            if self.job.judgements is not None and self.timeline.judgements is None:
                self.timeline.score_changes = self.replay.score_changes()  # where the chart may step
                self.timeline.judgements = self.job.judgements
                self.moves.set_judgements(self.job.judgements)
                if self.job.keeps and not self.show_moves:  # a fresh analysis opens its chart and marks; the
                    self.show_moves = True  # button now says "Hide moves", and a click aimed at the "Moves" it
                    self._moves_guard.changed(self.seconds)  # said a moment ago does not hide them (issue 41)
                # said in words: a chart with no mark left players wondering (Konja playtest); a kept analysis too,
                # in the caption: a tester reopening the replay lost the move numbers the summary had named
                summary = analysis_summary(self.timeline.charted(), mover_names(self.source))  # as charted
                if self.job.keeps:
                    self.app.toast(summary, 20, key="analysis")  # long enough to be found
                # and kept in the caption until the player steps on: a toast alone went unseen (Khedu playtest)
                self.verdict = (summary, self.ply)
            if self.job.error:
                self.app.toast(f"The analysis failed: {self.job.error}", 5, theme.BAD)
                self.job = None
            elif self.job.missing:
                self.job = None
        self.play_button.icon = "pause" if self.playing else "play"
        self.play_button.text = "Pause the moves (Space)" if self.playing else self.play_button.tooltip
        self.bar.caption = self._caption()
        self._sync_buttons()
        if self._shown() != before:  # a move played on, the analysis's progress or answer: drawn with no input
            self.app.request_redraw()

    def _shown(self) -> tuple:
        """What an update can change on screen unasked (the window draws when it changes)."""
        job = self.job
        return (self.ply, self.before_mark, self.playing, self.bar.caption, self.show_moves,
                self.timeline.judgements is not None,
                self.analyse_button.text, self.analyse_button.enabled, self.branch_button.enabled,
                self.practise_button.enabled, self.practise_button in self.bar.buttons,
                self.cancel_button in self.bar.buttons, self.moves_button.text,
                None if job is None else (job.running, round(job.progress * self.timeline.rect.w)))

    def next_frame(self) -> float | None:
        """Seconds until the replay looks different by itself: the next move while it plays, and the board's
        own (a new position settling, the table's blinks); None when it stands still. The analysis's progress
        comes from its worker: next_poll."""
        waits = [self.board.next_frame(), self.bar.tip_wait(self.seconds)]
        if self.playing:
            waits.append(SPEEDS[self.speed] - self.clock)
        return soonest(waits)

    def next_poll(self) -> float | None:
        """While an analysis runs (or a kept one is read back), look for its progress and answer."""
        return JOB_POLL if (self.job is not None and self.job.running) or self._deeper is not None else None

    def _sync_buttons(self) -> None:
        analysis_buttons.sync(self)
        self.moves_button.text = "Hide moves" if self.show_moves else "Moves"
        self.moves_button.tooltip = HIDE_MOVES_TIP if self.show_moves else MOVES_TIP
        self.branch_button.enabled = self.ply < self.replay.plies or not self.finished

    def _caption(self) -> str:
        return caption(self)

    def toast_rect(self) -> pygame.Rect:
        """Where the app draws the viewer's toasts (scenes/replay/captions.py)."""
        return toast_rect(self)

    def board_rect(self) -> pygame.Rect:
        """Where the table is drawn: above the bar, and left of the move list while it shows, so the list never
        hides a part of the table (Kona's "first move: 1, 2 or 3 squares" was cut under it)."""
        right = self.moves.rect.x - 8 if self.show_moves else W
        return pygame.Rect(0, 0, right, self.bar.rect.y)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG_BOTTOM)
        self.board.draw(surface, self.board_rect())
        if self.show_moves:
            chances = [c for _ply, c in self.timeline.curve()]
            self.moves.draw(surface, self.app.fonts, self.ply, chances, chart_who(self), self.before_mark)
        lit = self.moves.lit_rect if self.show_moves else None
        self.bar.avoid = [lit] if lit is not None else []
        caption = self.bar.caption
        if self.app.toast_for(self) is not None:  # the toast stands in the caption's place: one text, not two
            self.bar.caption = ""
        self.bar.draw(surface, self.app.fonts)
        self.bar.caption = caption
        self.timeline.charting = self.job is not None and self.job.running
        self.timeline.draw(surface, self.app.fonts, self.ply, self.before_mark)
        if self.job is not None and self.job.running and self.job.keeps:
            r = self.timeline.rect
            pygame.draw.rect(surface, theme.ACCENT, (r.x, r.bottom - 3, round(r.w * self.job.progress), 3))
        # over the move list as a tooltip is, above the bar (its caption and buttons stay in view)
        self.board.draw_hover(surface.subsurface(pygame.Rect(0, 0, surface.get_width(), self.bar.rect.y)))

    def on_pause(self) -> None:
        self.pointer.show("arrow")  # the screen above has its own pointer

    def on_resume(self) -> None:
        self._resume_guard.resumed(self.seconds)

    def on_exit(self) -> None:
        self.pointer.show("arrow")
        if self.job is not None:
            self.job.cancel()
        self.board.close()
