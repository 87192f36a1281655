"""Learn from your mistakes (Kona): the positions where you blundered, one by one, "find a better move".

The board is Kona's own table, read-only; this screen takes the clicks itself (a tower, then where it lands),
so nothing is played in a real match. Each answer is judged on a thread by the analysis's own judge and marks
(game.kona.exercises): right or not, with the reason; "Show a better move" gives that judge's best move in words,
the move the table's Hint would suggest. Missed wins are named as such ("You had a win at move 23 and missed
it"), even after a lost game. The viewer offers this screen when the match's table package has an
`exercise` module, as Kona's does.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

import pygame

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.match import Match
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.exercises import (
    Answer,
    Exercise,
    better_move_words,
    blow_exercise,
    check_answer,
    exercises_from,
    missed_wins_text,
)
from baraza.scenes.kona.practise_verdict import (
    compare_words,
    end_words,
    first_try,
    judged,
    shown_move_words,
    verdict_words,
)
from baraza.scenes.kona.table import BADGE_R, badge_centre, draw_arrow
from baraza.scenes.replay.board import fit
from baraza.scenes.replay.move_rings import (
    BETTER,
    PLAYED,
    MoveRings,
    arrow_spots,
    draw_rings,
    draw_tags,
    piece_spots,
    tag_box,
    tag_places,
)
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import ChangeGuard
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

BANNER = pygame.Rect(0, 0, theme.LOGICAL_SIZE[0], 124)  # the title, what happened, which ring is which
NEXT = "Next exercise"
SKIP = "Skip"
NOTE_KEY = "practise-note"  # the toast of an exercise's missed win: it goes when that exercise is left
REPLY = (120, 170, 235)  # the other side's reply to a wrong try: neither the orange "yours" nor the green "better"
TEXT_WIDTH = BANNER.w - 540  # the banner's words, left of its buttons
BOARD_AREA = pygame.Rect(0, BANNER.bottom, theme.LOGICAL_SIZE[0], theme.LOGICAL_SIZE[1] - BANNER.bottom)
VERDICT_LINES = 3  # the verdict's lines at a large text size ("Not quite: after d4 → c4, Black plays …")


def title_bottom(fonts: theme.Fonts) -> int:
    """Where the banner's title ends, at the text size the player chose."""
    return max(38, 10 + fonts.get(22, "bold").get_linesize())


def banner_rect(fonts: theme.Fonts) -> pygame.Rect:
    """The banner: the title, the verdict across the whole width and the row of the comparison and buttons. It
    grows with a large text size: at 150 % the verdict was cut ("…keeps 41%. T…", a Kona playtest)."""
    lines = VERDICT_LINES if fonts.scale > 1 else 2  # the whole width holds the longest in two at 100 %
    verdict = (fonts.get(theme.MIN_TEXT).get_linesize() + 2) * lines
    return pygame.Rect(0, 0, BANNER.w, max(BANNER.h, title_bottom(fonts) + verdict + 1 + 44))


def exercises_for(match: Match, judgements: Sequence[MoveJudgement], seat: int) -> list[Exercise]:
    """The exercises the viewer offers: the followed seat's blunders, mistakes and missed wins (even in a lost
    game)."""
    return exercises_from(match, judgements, seat)


def deeper_exercises(match: Match, judgements: Sequence[MoveJudgement], seat: int) -> list[Exercise]:
    """When nothing was marked but the chance fell most on the opponent's move, the seat's move before it judged
    deeper: an exercise when a better move existed (the viewer runs this on a thread: it takes seconds)."""
    found = blow_exercise(match, judgements, seat)
    return [found] if found is not None else []


class ExerciseScene(Scene):
    def __init__(self, app, exercises: Sequence[Exercise]) -> None:
        super().__init__(app)
        self.exercises = list(exercises)
        self.index = 0
        self.table = None
        self.selected: str | None = None
        self.answer: Answer | None = None
        self.thinking = False
        self.hint: str | None = None
        self.hint_move: Action | None = None  # the better move "Show a better move" found (ringed green)
        self.waiting = ""  # what the judge's thread is doing, in words
        # from the judge's thread: (exercise index, its answer or (the better move in words, the move))
        self._done: tuple[int, Answer | tuple[str, Action] | None] | None = None
        self.banner = banner_rect(app.fonts)
        self.board_area = pygame.Rect(0, self.banner.bottom, BANNER.w, theme.LOGICAL_SIZE[1] - self.banner.bottom)
        y = self.banner.bottom - 44
        # the buttons say where they go: a playtester of the first visit did not know how to go on or leave
        self.back_button = Button(pygame.Rect(BANNER.right - 12 - 150, y, 150, 36), "Back to replay", self.close,
                                  font_size=17, tooltip="Leave the exercises (Esc)")
        self.next_button = Button(pygame.Rect(self.back_button.rect.x - 8 - 140, y, 140, 36), NEXT, self.next,
                                  font_size=17)
        self.better_button = Button(pygame.Rect(self.next_button.rect.x - 8 - 200, y, 200, 36), "Show a better move",
                                    self.show_better, font_size=17)
        # before a try the way on is "Skip", in the title's row, far from where "Next exercise" and "Finish"
        # stand: a double click on "Next exercise" skipped the last exercise untried (kona15)
        self.skip_button = Button(pygame.Rect(BANNER.right - 12 - 90, 6, 90, 32), SKIP, self.skip, font_size=17)
        self._buttons = [self.back_button, self.next_button, self.better_button, self.skip_button]
        self.clock = 0.0  # the screen's own time (the guards count it, so tests step it)
        # asked to close: the stack pops between frames, and a double click's second press in the same pass took
        # Finish again and closed the replay under it too (kona18): the rest of the pass is swallowed
        self.closing = False
        self._guards: dict[tuple, ChangeGuard] = {}  # each button's place and words -> since when they show
        # the end's words praise only what was done well (kona19: "Well done for going through them" after the only
        # exercise was got wrong and its answer shown; kona21: "well done" for a first try only good enough): each
        # tried exercise's first try, as `first_try` names it
        self.first_tries: list[str] = []
        self._load()

    def _load(self) -> None:
        from baraza.scenes.table.launch import read_only_table

        if self.table is not None:
            self.table.on_exit()
        exercise = self.exercises[self.index]
        # the missed win's note is its own exercise's: shown over exercise 1 (move 5) it told the player to find
        # the win of move 11 there (kona18)
        self.app.clear_toasts(NOTE_KEY)
        missed = missed_wins_text([exercise])
        if missed:
            self.app.toast(missed + " Try again here.", 5, key=NOTE_KEY)
        self.position = exercise.position()
        self.table = read_only_table(self.app, self.position, exercise.seat)
        # a new exercise holds all its buttons a moment, even those with the same words in the same place: a double
        # click on "Skip" skipped the next exercise too, its Skip where the first one's stood (kona16)
        self._guards.clear()
        self._shown_try: Action | None = None  # the wrong try whose board is shown (None: the position's)
        self.selected, self.answer, self.hint, self.hint_move = None, None, None, None
        self.given: Action | None = None  # the move "Show a better move" gave: trying it earns no praise (kona17)
        self.wrong_tries = 0  # wrong answers to this exercise: the better move shows after the second
        self.tried = False  # an answer to this exercise was judged: "Next exercise" / "Finish" replace "Skip"
        self._counted = False  # its first try with a move is counted (`end_words`)
        last = self.index + 1 >= len(self.exercises)
        self.next_button.text = "Finish" if last else NEXT
        self.next_button.tooltip = "Back to the replay: that was the last one" if last else "On to the next position"
        self.skip_button.tooltip = "Back to the replay without a try" if last else "On to the next position untried"
        self._picture: pygame.Surface | None = None  # the table, drawn and scaled once per position

    @property
    def buttons(self) -> list[Button]:
        """The banner's buttons: "Show a better move" goes once the answer is right (it wiped "Yes: that keeps the
        forced win." and asked again, a playtest)."""
        solved = self.answer is not None and self.answer.right and not self.thinking
        gone = [self.skip_button if self.tried else self.next_button] + ([self.better_button] if solved else [])
        return [b for b in self._buttons if not any(b is g for g in gone)]

    def next(self) -> None:
        if self.index + 1 < len(self.exercises):
            self.index += 1
            self._load()  # it takes down "You had a win at move 13…": it spoke of the exercise left (kona15)
        else:
            self.app.toast(end_words(self.first_tries), 5)
            self.close()

    def close(self) -> None:
        """Back to the replay, once however many presses this pass of the loop still brings."""
        if not self.closing:
            self.closing = True
            self.app.stack.pop()

    def skip(self) -> None:
        """On without a try (the last one: back to the replay)."""
        self.next()

    def _guarded(self, button: Button) -> bool:
        """Whether `button` ignores the mouse now: it appeared (or took its words) a moment ago, where a click
        aimed at what stood there before may land (scenes/ui/click_guard.py, the screens' shared rule)."""
        guard = self._guards.get((tuple(button.rect), button.text))
        return guard is not None and guard.blocks(self.clock)

    def _note_buttons(self) -> None:
        """Each button newly shown (its place and words) starts its wait; those gone are forgotten."""
        shown = {(tuple(b.rect), b.text) for b in self.buttons}
        for place in shown - self._guards.keys():
            self._guards[place] = ChangeGuard()
            self._guards[place].changed(self.clock)
        for place in self._guards.keys() - shown:
            del self._guards[place]

    def show_better(self) -> None:
        """The judge's best move in words (the analysis's and the Hint's move), found on a thread."""
        if self.thinking or (self.answer is not None and self.answer.right):
            return
        index, exercise, position = self.index, self.exercises[self.index], self.position

        def work() -> None:
            found = KonaAnalyser(exercise.seconds).evaluate(position.rules, position.state, len(position.seats))
            best = found.best  # said with its chance and its reason, as a right answer is (kona18)
            words = None if best is None else better_move_words(exercise, best, found.chances[exercise.seat],
                                                                found.proven)
            self._done = (index, (words, best) if words else None)

        self._start(work, "Looking for a better move…")

    def _try(self, action: Action) -> None:
        index, exercise = self.index, self.exercises[self.index]

        def work() -> None:
            self._done = (index, check_answer(exercise, action, exercise.seconds))

        self._start(work, "Checking your move…")

    def _start(self, work, waiting: str) -> None:
        self.thinking, self.waiting, self._done, self.answer, self.hint = True, waiting, None, None, None
        self.hint_move = None
        self._show_board(None)
        threading.Thread(target=work, name="baraza-exercise", daemon=True).start()

    def _show_board(self, answer: Answer | None) -> None:
        """The board of the position, or the board after a wrong try that uncovered the other side's piece its line
        needs (54.png: "a line on c3" while a1 still showed the player's piece on top), or that the other side's
        reply answers (its arrow began on a square showing the player's piece: kona15): the words and the board
        then tell the same story. Clicks still judge moves of the position itself, and a tower picked for the next
        try shows the position's board again."""
        from baraza.scenes.table.launch import read_only_table

        shows_try = getattr(self, "_shown_try", None)
        after = answer is not None and (answer.lifted or (not answer.right and answer.reply is not None))
        wanted = answer.action if after and self.selected is None else None
        if wanted == shows_try:
            return
        match = self.position
        if wanted is not None:
            match = self.position.copy_at(len(self.position.records))
            match.submit(self.exercises[self.index].seat, wanted)
        self.table.on_exit()
        self.table = read_only_table(self.app, match, self.exercises[self.index].seat)
        self._shown_try, self._picture = wanted, None

    def _table_pos(self, pos) -> tuple[int, int]:
        """A point on the screen as the table sees it (the table is drawn scaled below the banner)."""
        target = fit(pygame.Surface(theme.LOGICAL_SIZE), self.board_area)
        scale = target.w / theme.LOGICAL_SIZE[0]
        return round((pos[0] - target.x) / scale), round((pos[1] - target.y) / scale)

    def _screen_rect(self, rect: pygame.Rect) -> pygame.Rect:
        target = fit(pygame.Surface(theme.LOGICAL_SIZE), self.board_area)
        scale = target.w / theme.LOGICAL_SIZE[0]
        return pygame.Rect(target.x + round(rect.x * scale), target.y + round(rect.y * scale), round(rect.w * scale),
                           round(rect.h * scale))

    def _click(self, pos) -> None:
        square = self.table.square_at(self._table_pos(pos))
        if square is None or self.thinking:
            return
        seat = self.exercises[self.index].seat
        moves = [a for a in self.position.legal_actions(seat) if a.kind == "move"]
        if self.selected is not None:
            chosen = next((a for a in moves if a.args == (self.selected, square)), None)
            if chosen is not None:
                self._try(chosen)
                self.selected = None
                return
        self.selected = square if any(a.args[0] == square for a in moves) else None
        self._show_board(self.answer)  # a tower picked: the position's own board, where the next try is made

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.closing:
            return True  # leaving: nothing more of this pass is Practise's, nor the replay's below (kona18)
        intent = intent_of(event)
        if intent in ("cancel", "back"):
            self.close()
            return True
        self._note_buttons()
        for button in self.buttons:
            if event.type == pygame.MOUSEBUTTONDOWN and self._guarded(button) and button.rect.collidepoint(event.pos):
                return True  # a click aimed at what was there before
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.banner.collidepoint(event.pos):
            self._click(event.pos)
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.thinking and self._done is not None:
            (index, done), self._done, self.thinking = self._done, None, False
            if index == self.index:  # not an answer about an exercise already left
                if isinstance(done, Answer):
                    done = judged(done)  # a pass the shown numbers call a mistake is a wrong try (kona16)
                    if done.action is not None and not self._counted:  # this exercise's first judged try
                        self._counted = True
                        self.first_tries.append(first_try(done, self.given))
                    self.answer, self.tried = done, True
                    self._show_board(done)
                    self.wrong_tries += 0 if done.right or done.action is None else 1
                elif done is not None:
                    self.hint, self.hint_move = done
                    self.given = self.hint_move
        if self.table is not None:
            self.table.update(dt)
        self._note_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG_BOTTOM)
        target = fit(pygame.Surface(theme.LOGICAL_SIZE), self.board_area)
        if self._picture is None:
            full = pygame.Surface(theme.LOGICAL_SIZE)
            self.table.draw(full)
            self._picture = pygame.transform.smoothscale(full, target.size)
        surface.blit(self._picture, target)
        if self.selected is not None:
            rect = self._screen_rect(self.table.square_rect(self.selected))
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 4, border_radius=6)
        fonts = self.app.fonts
        self._draw_moves(surface)
        exercise = self.exercises[self.index]
        title = self.title()
        theme.blit_text(surface, fonts, title, (16, 10), 22, theme.ACCENT, "bold")
        if self.thinking:
            line, colour = self.waiting, theme.TEXT_DIM
        elif self.answer is not None:
            line, colour = self.answer_words(), theme.GOOD if self.answer.right else theme.BAD
        elif self.hint:
            line, colour = self.hint, theme.TEXT
        else:
            line, colour = exercise.prompt(), theme.TEXT
        # the verdict runs the banner's whole width above the buttons: left of them it was cut ("…keeps 41%. T…",
        # its "Try once more." only on hover: a Kona playtest)
        top = title_bottom(fonts)
        buttons_top = self.banner.bottom - 44
        theme.draw_text_box(surface, fonts, line, pygame.Rect(16, top, BANNER.w - 32, buttons_top - 1 - top), 17,
                            colour, valign="middle")
        compared = self.comparison() or ("" if self.thinking else self.how_to())
        if compared:
            theme.draw_text_box(surface, fonts, compared, pygame.Rect(16, buttons_top + 1, TEXT_WIDTH, 40), 16,
                                theme.TEXT, valign="middle")
        for button in self.buttons:
            button.draw(surface, fonts)

    def title(self) -> str:
        """"Find a better move for White (1 of 2)": whose move, and how many there are. The colour is the one the
        seat plays in that position: after a pie swap the first seat is Black (kona21 read "for White" there)."""
        exercise = self.exercises[self.index]
        colour = self.position.rules.seat_names_as_played(self.position.state, len(self.position.seats))[exercise.seat]
        task = "Find the win you missed" if exercise.missed_win else "Find a better move"
        return f"{task} for {colour} ({self.index + 1} of {len(self.exercises)})"

    def how_to(self) -> str:
        """What to do, before a try: how a move is made here, and what the game played."""
        exercise = self.exercises[self.index]
        played = self.position.describe_action(exercise.seat, exercise.played)
        return f"Choose one of your towers, then the square it goes to. The game went {played}."

    def toast_rect(self) -> pygame.Rect:
        """The screen's notes ("You had a win at move 23…") under the table's log, clear of the board, the title
        and the answer's words in the banner (it covered the title)."""
        return pygame.Rect(self.board_area.right - 580, self.board_area.bottom - 74, 568, 64)

    def revealed(self) -> bool:
        """Whether the better move is shown beside the answer: after a right answer, or the second wrong try (a
        playtester was given the answer after one wrong try); "Show a better move" shows it at any time."""
        return self.answer is not None and (self.answer.right or self.wrong_tries >= 2)

    def answer_words(self) -> str:
        """The answer's verdict, and after a first wrong try that there is a second."""
        if self.answer is None:
            return ""
        go_on = " Finish when you are done." if self.index + 1 >= len(self.exercises) else \
            f" {NEXT} when you are ready."
        why = verdict_words(self.answer)
        if self.answer.right and self.given is not None and self.answer.action == self.given:
            why = shown_move_words(self.answer)  # "Good: …" praised copying the answer just shown (kona17)
        if self.answer.right or self.answer.action is None or self.revealed():
            return why + go_on
        return why + " Try once more."

    def shown_moves(self) -> tuple[Action | None, Action | None]:
        """The learner's answer (orange) and the better move (green) the board shows now (a playtester could
        not see on the board what they had answered, nor where the better move went)."""
        if self.thinking:
            return None, None
        if self.answer is not None:
            return self.answer.action, self.answer.shown_better if self.revealed() else None
        return None, self.hint_move

    def comparison(self) -> str | None:
        """Which ring is which and by how much, under the answer's words."""
        if self.thinking or self.answer is None:
            return None
        seat = self.exercises[self.index].seat
        return compare_words(self.answer, lambda action: self.position.describe_action(seat, action), self.revealed())

    def _draw_moves(self, surface: pygame.Surface) -> None:
        """Each shown move as the replay rings a marked one: an arrow from the tower to where it lands, both
        squares ringed, the landing tagged ("yours", "better"). A right answer is drawn green, as a good move is,
        not in the orange of a wrong one."""
        yours, better = self.shown_moves()
        good = self.answer is not None and self.answer.right
        lines = [self._arrow_ends(action) for action in (yours, better) if action is not None and action.kind == "move"]
        reply_spots, reply_arrow = self._draw_reply(surface, lines)
        avoid = tuple(self._screen_rect(r) for r in piece_spots(self.table))  # tags clear of the towers
        avoid += reply_spots  # and of the reply's arrow and tag
        squares: dict[str, tuple] = {"yours": (), "better": ()}
        for tag, action, colour in (("yours", yours, BETTER if good else PLAYED), ("better", better, BETTER)):
            if action is None or action.kind != "move":
                continue
            start, end = (self._screen_rect(self.table.square_rect(square)) for square in action.args)
            draw_arrow(surface, self._tail(action.args[0], start.center, end.center), end.center, colour, width=5)
            avoid += arrow_spots(start.center, end.center)
            squares[tag] = (start, end)
            rings = MoveRings((), (start, end)) if colour == BETTER else MoveRings((start, end), ())
            draw_rings(surface, self.app.fonts, rings, None)
        if reply_arrow is not None:  # over the learner's arrows: where they cross, the reply still shows
            draw_arrow(surface, self._tail(self.shown_reply().args[0], *reply_arrow), reply_arrow[1], REPLY, width=4)
        # both moves' tags placed together: the "yours" tag sat in the "better" ring, on its arrowhead (playtest)
        self._keep_badges(surface)
        both = MoveRings(squares["yours"], squares["better"], avoid + self._badge_rects())
        draw_tags(surface, tag_places(self.app.fonts, both, surface.get_rect(), ("yours", "better"), 17,
                                      (BETTER if good else PLAYED, BETTER)))

    def _badge_rects(self) -> tuple[pygame.Rect, ...]:
        """The towers' height badges on screen (a ring half-covered the "3" of c3: a Kona playtest)."""
        view = self.table.current_view()
        rects = []
        for square, stack in view.stacks.items():
            if len(stack) > 1:
                x, y = badge_centre(self.table.square_rect(square).center, len(stack))
                rects.append(self._screen_rect(pygame.Rect(x - BADGE_R - 3, y - BADGE_R - 3, 2 * BADGE_R + 6,
                                                           2 * BADGE_R + 6)))
        return tuple(rects)

    def _keep_badges(self, surface: pygame.Surface) -> None:
        """The badges drawn again over the rings and arrows, from the board's own picture: a number stays whole."""
        if self._picture is None:
            return
        target = fit(pygame.Surface(theme.LOGICAL_SIZE), self.board_area)
        for rect in self._badge_rects():
            centre = rect.center
            area = rect.move(-target.x, -target.y).clip(self._picture.get_rect())
            piece = pygame.Surface(area.size, pygame.SRCALPHA)
            piece.blit(self._picture, (0, 0), area)
            mask = pygame.Surface(area.size, pygame.SRCALPHA)  # round, as the badge is: the ring beside it stays
            mask.fill((255, 255, 255, 0))
            pygame.draw.circle(mask, (255, 255, 255, 255), (area.w // 2, area.h // 2), min(area.size) // 2)
            piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surface.blit(piece, piece.get_rect(center=centre))

    def shown_reply(self) -> Action | None:
        """The other side's reply the wrong try's words name, drawn on the board (a playtester read "Black plays
        a1 → a2" and could not see it)."""
        if self.thinking or self.answer is None or self.answer.right:
            return None
        if self._shown_try != self.answer.action:
            return None  # the board went back to the position (a tower picked): the reply's arrow crossed the
            # player's piece there (kona17, 68-pr-sel.png)
        return self.answer.reply

    def _tail(self, square: str, start: tuple[int, int], end: tuple[int, int]) -> tuple[int, int]:
        """Where an arrow from `square` starts: on the edge of the square when the board shows a tower there, so its
        top piece stays in view (the reply's arrow began on c4's tower and hid the piece that moves: kona18)."""
        if not self.table.current_view().stacks.get(square):
            return start
        return edge_point(self._screen_rect(self.table.square_rect(square)), start, end)

    def _arrow_ends(self, action: Action) -> tuple[tuple[int, int], tuple[int, int]]:
        start, end = (self._screen_rect(self.table.square_rect(square)) for square in action.args[:2])
        return start.center, end.center

    def _draw_reply(self, surface: pygame.Surface, lines: list[tuple]) -> tuple[tuple[pygame.Rect, ...], tuple | None]:
        """The reply's ring and its "reply" tag off the towers; returns the spots they and its arrow take (the
        other tags keep off them) and the arrow's ends, drawn after the learner's arrows. A reply along one of
        `lines` (the learner's arrows) is set beside it: f6 → f5 lay under the orange f6 → f4, only its tip showing
        (kona13)."""
        reply = self.shown_reply()
        if reply is None or reply.kind != "move":
            return (), None
        start, end = (self._screen_rect(self.table.square_rect(square)) for square in reply.args)
        dx, dy = beside(start.center, end.center, lines, max(8, start.w // 4))
        ends = ((start.centerx + dx, start.centery + dy), (end.centerx + dx, end.centery + dy))
        pygame.draw.rect(surface, REPLY, end.inflate(6, 6), 3, border_radius=8)
        label = self.app.fonts.render("reply", theme.MIN_TEXT, (20, 20, 24))
        taken = arrow_spots(*ends)
        pieces = tuple(self._screen_rect(r) for r in piece_spots(self.table))
        answered = self.answer.action if self.answer is not None else None
        rings = tuple(self._screen_rect(self.table.square_rect(square)).inflate(10, 10) for square in
                      (answered.args if answered is not None and answered.kind == "move" else ()))
        box = tag_box(label.get_rect().inflate(12, 4).size, end.inflate(10, 10), surface.get_rect(), pieces + taken,
                      rings)
        pygame.draw.rect(surface, REPLY, box, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))
        return taken + (box, end.inflate(6, 6)), ends

    def on_exit(self) -> None:
        if self.table is not None:
            self.table.on_exit()


def beside(start: tuple[int, int], end: tuple[int, int], lines: list[tuple], gap: int) -> tuple[int, int]:
    """How far an arrow from `start` to `end` is moved sideways so it does not lie along any of `lines` (other
    arrows' ends): (0, 0) when it crosses them or runs apart, else `gap` px square to its direction."""
    (sx, sy), (ex, ey) = start, end
    length = max(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    for (ax, ay), (bx, by) in lines:
        # both of the other arrow's ends near the reply's line, and the two overlapping along it
        near = all(abs((px - sx) * uy - (py - sy) * ux) < gap for px, py in ((ax, ay), (bx, by)))
        along = sorted(((ax - sx) * ux + (ay - sy) * uy, (bx - sx) * ux + (by - sy) * uy))
        if near and along[1] > 0 and along[0] < length:
            return round(-uy * gap), round(ux * gap)
    return 0, 0


def edge_point(rect: pygame.Rect, start: tuple[int, int], end: tuple[int, int], inset: int = 4) -> tuple[int, int]:
    """Where the way from `start` (inside `rect`) to `end` leaves `rect`, `inset` px inside its edge."""
    (sx, sy), (ex, ey) = start, end
    length = max(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    reach = min((rect.right - sx if ux > 0 else sx - rect.left) / abs(ux) if abs(ux) > 1e-9 else float("inf"),
                (rect.bottom - sy if uy > 0 else sy - rect.top) / abs(uy) if abs(uy) > 1e-9 else float("inf"))
    reach = max(0.0, min(reach, length) - inset)
    return round(sx + ux * reach), round(sy + uy * reach)
