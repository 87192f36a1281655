"""The lesson overlay: one controller that runs any game's tutorial script on top of that game's normal table.

The table keeps doing what it always does — turning clicks into intents and animating what happened. The
overlay only (1) dims everything but the spots the current step lights up, (2) lets clicks through only on
those spots (a wrong click gets a gentle pointer back), (3) accepts only the step's expected action,
(4) plays the other seats' scripted replies once the table's animations are done, (5) shows the step's
text on a card placed where it covers none of the lit spots (nor, when it can, what the step talks about: the
table's optional `lesson_zones(view)` hook, such as the dice just rolled; lesson_place.py), its Next button (at
its right end; Leave lesson keeps one place all lesson, over the table's greyed Hint) on the edge it is anchored by, held where Next was last shown whenever the card hides nothing there, so Next stays put from step
to step (issue 41: blind testers chased it), or where the script's `card` rests it (a step's card home, held
for the steps after it: the script knows the steps ahead), and (6) hands over to a new table when a
step starts a staged position (a fresh match of its own). What the card hides answers no hover: no word's
explanation, no cut text's tooltip, no card's large view opens for it. At the end the learner keeps playing the same
match for real (the other seats then play at their AI level), starts it again, or leaves.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from functools import cache

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.core.tutorial import Tutorial, TutorialError, TutorialRun, load_tutorial, script_text
from baraza.game.registry import get_game
from baraza.scenes.table.launch import scene_class
from baraza.scenes.table.lesson import LESSON_HINT
from baraza.scenes.table.lesson_place import (
    BUTTON_GAP,
    BUTTON_H,
    Anchor,
    Placement,
    button_rects,
    next_rect,
    place_card,
)
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_PIXELS, DOUBLE_CLICK_SECONDS
from baraza.scenes.ui.dialog import MessageScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

CARD_W = 440
# the usual width first; a narrower card fits a side column (300: a table's 300-px column), a wider one is
# shorter (lesson_place.py)
CARD_WIDTHS = (CARD_W, 400, 600, 360, 820, 300)
BUTTONS_ROW = 50  # a card anchored at the window's top holds its buttons in a row along its top edge
TEXT_ROOM = 44  # the heading and the gap above the text
ROW_ROOM = 58  # under the text: the gap, the button row and the card's margin
FOOT = 12  # under the text of a card with no button row (none of Next, nor Leave lesson on the card)
BIG_SPOT = 1280 * 720 // 4  # a lit area this large (a whole board) can only be partly kept clear of the card
END_CARD_W = 520
TEXT_SIZE = 19
POINTER = "Not there: choose the glowing spot."
LEAVE = "Leave lesson"
HOLE_PAD = 6
TABLE_KEYS = ("cancel", "rules", "glossary", "select", "hint", "undo")  # keys the table answers during a lesson
THIN_SPOT = 24  # a lit spot lower than this (a list row) gets a tight, thin ring that spares its neighbours


class TutorialOverlay:
    """Owned by a TableScene while a lesson runs (`table.tutorial`); None again once the learner plays on."""

    def __init__(self, table, tutorial: Tutorial, restart: Callable[[], None] | None = None, start: int = 0,
                 staged: bool = False) -> None:
        self.table = table
        self.tutorial = tutorial
        self.run = TutorialRun(tutorial, index=start)
        # a staged step brings its own table and overlay (see _enter_stage): this one shows the stage of `start`
        self.staged_at = start if staged else None
        self.restart = restart
        self.broken = ""  # why the script stopped fitting the rules, if it did
        self.buttons: list[Button] = []
        self.card = pygame.Rect(0, 0, CARD_W, 120)
        self.card_w = CARD_W  # the end card is wider: it holds three buttons
        self.buttons_top = False  # the card's buttons lie along its top edge (a card at the window's top)
        self.has_row = True  # the card shows a button row: without one it is as tall as its words
        self.flash = 0.0  # seconds the lit spots blink brighter after a wrong click
        self._shade: pygame.Surface | None = None
        self._placed: dict[tuple, Placement] = {}  # where the card went for a step's spots (see _place_card)
        self._heights: dict[tuple, int] = {}  # a text's height at a card width (see _text_height)
        self._chosen = Placement(self.card, False)  # the place picked last (see _placement)
        self._talked: list[pygame.Rect] = []  # what the step talks about, as the card is placed (see zones)
        self._last: Anchor | None = None  # where the card's buttons were last (see _placement)
        self._next_at: Anchor | None = None  # where they were when Next was last shown
        self._end_spots: tuple[int, tuple] = (-1, ([], []))  # the last step's spots, per match version
        self.clock = 0.0  # seconds of updates, for the end card's hold on the last Next's spot
        self._ended_at: float | None = None  # when the end card first showed

    # --- what the table asks -------------------------------------------------------------------
    @property
    def learner(self) -> int:
        return self.tutorial.learner

    @property
    def settled(self) -> bool:
        """The step waits for the learner (no animation or scripted reply under way)."""
        return (not self.run.replying and not self.table.animations.busy and not self.run.finished
                and not self.stage_due)

    @property
    def stage_due(self) -> bool:
        """The current step starts a staged position this table does not show yet."""
        step = self.run.step
        return (step is not None and step.stage is not None and not self.run.replying
                and self.run.index != self.staged_at)

    def allows(self, action: Action) -> bool:
        return not self.run.finished and self.run.accepts(action)

    def refuse(self) -> None:
        self.table.app.toast("Not that one in this lesson: follow the highlighted spot.", 2.5)
        self.flash = 0.8

    def on_record(self, record: MoveRecord) -> None:
        if record.seat == self.learner and not self.run.replying and self.run.expected() == record.action:
            self.run.done_action()

    def clicks(self) -> list[pygame.Rect]:
        """Where the learner clicks next for this step's action (the first one first)."""
        action = self.run.expected()
        if action is None or not self.settled:
            return []
        return [pygame.Rect(r) for r in self.table.tutorial_clicks(action, self.table.current_view())]

    def spots(self) -> list[pygame.Rect]:
        """Everything lit up now: the clicks, then the spots the step points at."""
        step = self.run.step
        if step is None or not self.settled:
            return []
        view = self.table.current_view()
        rects = self.clicks()
        for name in step.point:
            rects += [pygame.Rect(r) for r in self.table.tutorial_spot(name, view)]
        return rects

    def targets(self) -> list[pygame.Rect]:
        """The lit spots that nothing may cover: all but a whole board lit at once (a spot that large can
        only be partly kept clear)."""
        return [r for r in self.spots() if r.w * r.h <= BIG_SPOT]

    def zones(self) -> list[pygame.Rect]:
        """What the step talks about without lighting it (the dice just rolled, say), from the table's
        optional `lesson_zones(view)` hook: the card and the tooltips keep clear of it when they can."""
        hook = getattr(self.table, "lesson_zones", None)
        if hook is None or self.run.finished or not self.settled:
            return []
        return [pygame.Rect(r) for r in hook(self.table.current_view())]

    def hides(self, pos: tuple[int, int]) -> bool:
        """Whether the lesson's card (as drawn last) covers `pos`: nothing there answers a hover."""
        return self.card.collidepoint(pos)

    # --- flow ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt)
        self.clock += dt
        if self.stage_due and not self.table.animations.busy:
            self._enter_stage()
            return
        reply = self.run.reply_due()
        if reply is None or self.table.animations.busy:
            return
        match = self.table.match
        seats = [s for s in match.active_seats() if s != self.learner]
        result = match.submit(seats[0], reply) if seats else None
        if result is None or not result.ok:
            self._break(f"the scripted reply {reply} no longer fits the rules")
            return
        self.run.reply_played()

    def _enter_stage(self) -> None:
        """The step plays on a fresh match (its staged position): a new table takes over, at this step."""
        table = self.table
        try:
            match = self.run.step.stage.new_match(get_game(self.tutorial.game))
        except (TutorialError, ValueError) as exc:
            self.staged_at = self.run.index  # stay on this table: the lesson stops here
            self._break(f"the staged position cannot be set up ({exc})")
            return
        staged = _lesson_scene(table.app, self.tutorial, match, self.restart, self.run.index, staged=True)
        staged.tutorial._last, staged.tutorial._next_at = self._last, self._next_at  # Next stays where it was
        table.app.stack.reset(staged)

    def _break(self, why: str) -> None:
        self.broken = why
        self.run.index = len(self.tutorial.steps)  # jump to the end card: the match stays playable
        self.run.replying = False
        self.table.app.toast("This lesson cannot go on; you can keep playing the match.", 5, theme.BAD)

    def next_step(self) -> None:
        if self.run.waiting_for_next and self.settled:
            self.run.next()

    def keep_playing(self) -> None:
        table = self.table
        table.tutorial = None
        table.app.toast("The match is yours now: good luck!", 3)
        table.table_saver.autosave()

    def leave(self) -> None:
        self.table.app.show("menu", how="reset")

    def play_match(self) -> None:
        """The end card's way on: the game's own setup, over the main menu (Back there leads home)."""
        app = self.table.app
        app.show("menu", how="reset")
        app.show("setup", get_game(self.table.match.game))

    def ask_leave(self) -> None:
        """Leaving drops the lesson: ask first (staying is the default, so a stray Enter or double-click stays)."""
        app = self.table.app
        if self.run.finished:  # the lesson is done: what is lost is the match it left on the table
            app.stack.push(MessageScene(app, "Leave the lesson's match?",
                                        "This match is not kept (lessons never count in History).",
                                        [("Stay", None), ("Leave", self.leave)]))
            return
        app.stack.push(MessageScene(app, "Leave the lesson?",
                                    "Your place in this lesson is not kept: next time it starts from the first step.",
                                    [("Stay in the lesson", None), ("Leave", self.leave)]))

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the overlay used (or refused) the event; False lets the table have it."""
        if event.type == pygame.MOUSEBUTTONDOWN and self._last_next_held(event.pos):
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent == "confirm" and self.run.waiting_for_next:
                self.next_step()
                return True
            return (intent is None or intent.name not in TABLE_KEYS) and self.run.expected() is None \
                and not self.run.finished
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False  # motion, wheel and releases reach the table (hover help, scrolling the log)
        pos = event.pos
        if self.card.collidepoint(pos):
            return True
        menu = self.table.tutorial_spot("button:Menu", None)
        if any(r.collidepoint(pos) for r in menu) or self.run.finished:
            return False
        if any(r.collidepoint(pos) for r in self.table.tutorial_spot("button:Hint", None)):
            self.table.app.toast(LESSON_HINT, 4, key="hint")  # greyed here, and says why when pressed
            return True
        if not self.settled:
            return True  # the replies are playing: wait for them
        if self.run.waiting_for_next:
            self.table.app.toast("Read the note, then press Next.", 2)
            return True
        if event.button == 3:
            return False  # right-click shows card details on some tables; it never makes a move
        if any(r.inflate(HOLE_PAD, HOLE_PAD).collidepoint(pos) for r in self.spots()):
            return False
        self.table.app.toast(POINTER, 2)
        self.flash = 0.8
        return True

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.table.app.fonts
        if self.run.finished:
            self._draw_end(surface)
            return
        step = self.run.step
        spots = self.spots()
        if self.settled:
            self._dim_around(surface, spots)
        total = len(self.tutorial.steps)
        heading = f"{self.tutorial.title} · step {self.run.index + 1} of {total}"
        text = step.text if self.settled else "Watch…"
        buttons = []
        if self.settled and self.run.waiting_for_next:
            buttons.append(("Next", self.next_step, True))
        leave = self._leave_button()  # None: Leave lesson rides on the card, just left of Next's place
        # no Next and Leave lesson off the card: no button row, the card as tall as its words (an empty band stayed
        # at its foot where Leave lesson used to stand). It is placed with the row's room all the same, so Next
        # showing on a later step finds its place free and the card moves exactly as often as before.
        self.has_row = bool(buttons) or leave is None
        self._talked = self.zones()  # kept clear by _place_card
        place = self._placement(lambda width: self.card_height(text, width), spots, CARD_WIDTHS)
        self.card_w, self.buttons_top = place.width, place.buttons_top
        lines_h = self._text_height(text, self.card_w)
        self.card = self._place_card(self.card_height(text, self.card_w, self.has_row), spots)
        if buttons:  # Next shows
            self._next_at = place.anchor
        self._hide_words_under_card()
        theme.draw_panel(surface, self.card, theme.PANEL_DARK, theme.ACCENT, 12)
        # the buttons' row on top: the rest under it
        top = self.card.y + (BUTTONS_ROW if self.buttons_top and self.has_row else 0)
        if fonts.get(16, "bold").size(heading)[0] > self.card_w - 36:  # a narrow card: the step alone
            heading = f"Step {self.run.index + 1} of {total}"
        theme.blit_text(surface, fonts, heading, (self.card.x + 18, top + 12), 16, theme.ACCENT, "bold")
        box = pygame.Rect(self.card.x + 18, top + 38, self.card_w - 36, lines_h + 4)
        theme.draw_text_box(surface, fonts, text, box, TEXT_SIZE)
        next_at, leave_at = button_rects(self.card, self.buttons_top)  # Next at the right end: no width moves it
        self.buttons = [Button(next_at, label, action, accent=accent, font_size=18) for label, action, accent in buttons]
        self.buttons.append(leave or Button(leave_at, LEAVE, self.ask_leave, font_size=16))
        self._draw_buttons(surface)

    def card_height(self, text: str, width: int, row: bool = True) -> int:
        """The card's height for `text` at `width`: its heading, its words, and its button row when it has one
        (`row`), nothing more. The place is chosen for the card with its row; one without lies inside that place,
        by its button edge (_place_card), so what the place keeps clear stays clear."""
        return TEXT_ROOM + self._text_height(text, width) + (ROW_ROOM if row else FOOT)

    def _leave_button(self) -> Button | None:
        """Leave lesson in one place for the whole lesson: over the table's Hint button, greyed in a lesson as Undo
        is (it rode on the card and jumped from corner to corner with it: khedu23), and over Undo too where its
        words need the room. None for a table without them: then it sits on the card, just left of Next's place.
        The card keeps clear of the table's buttons (`keep` in _placement)."""
        spot = self.table.tutorial_spot
        hint, undo = spot("button:Hint", None), spot("button:Undo", None)
        if not hint:
            return None
        button = Button(pygame.Rect(hint[0]), LEAVE, self.ask_leave, font_size=16)
        if undo and button.fitted_label(self.table.app.fonts)[1] != LEAVE:  # cut there ("Leave l…")
            button.rect = pygame.Rect(hint[0]).union(undo[0])
        return button

    def _text_height(self, text: str, width: int | None = None) -> int:
        """The height of `text` wrapped in a card `width` wide (the card's own width by default); remembered
        per font, as every frame asks it for every width the card may take."""
        fonts = self.table.app.fonts
        width = width or self.card_w
        font = fonts.get(TEXT_SIZE)
        key = (text, width, id(font))
        if key not in self._heights:
            if len(self._heights) > 256:
                self._heights.clear()
            lines = theme.wrap_text(fonts, text, TEXT_SIZE, width - 36)
            self._heights[key] = len(lines) * (font.get_linesize() + 2)
        return self._heights[key]

    def _hide_words_under_card(self) -> None:
        """What the card hides answers no hover: texts lose the glossary's word help (its underline would draw
        over the card) and the whole wording of a cut text. (A card under it shows no large view: the card zoom
        asks the table's lesson hook-up, `hides`.)"""
        fonts, card = self.table.app.fonts, self.card
        if fonts.placed is not None:
            fonts.placed[:] = [entry for entry in fonts.placed if not pygame.Rect(entry[0]).colliderect(card)]
        fonts.shortened[:] = [entry for entry in fonts.shortened if not pygame.Rect(entry[0]).colliderect(card)]

    def _end_buttons(self, specs: list[tuple[str, Callable[[], None], bool]]) -> tuple[list[Button], bool]:
        """The end card's buttons, right to left along its button edge, and whether that is its top edge. None
        lands on the last Next's spot (khedu16: a double click on the last Next pressed Keep playing, which had
        taken its place, as the end card keeps the place of the lesson's card): the row then goes to the card's
        other edge, and a second press on that spot meets the card's text."""
        old = self._last_next()
        for top in (self.buttons_top, not self.buttons_top):
            y = self.card.y + 12 if top else self.card.bottom - 50
            x, out = self.card.right - 18, []
            for label, action, accent in specs:
                width = 150 if len(label) > 10 else 130
                out.append(Button(pygame.Rect(x - width, y, width, BUTTON_H), label, action, accent=accent,
                                  font_size=18))
                x -= width + BUTTON_GAP
            if not any(button.rect.colliderect(old) for button in out):
                return out, top
        return out, top  # (never at today's card sizes) the press on that spot is held all the same

    def _last_next(self) -> pygame.Rect:
        """Where Next was last shown, with a double click's spread round it (an empty rect before it ever was)."""
        if self._next_at is None:
            return pygame.Rect(0, 0, 0, 0)
        return next_rect(self._next_at).inflate(2 * DOUBLE_CLICK_PIXELS, 2 * DOUBLE_CLICK_PIXELS)

    def _last_next_held(self, pos: tuple[int, int]) -> bool:
        """A press on the last Next's spot just after the end card showed: a double click's second half, kept from
        what is there now (the card's text, or the table where the end card went elsewhere)."""
        return (self.run.finished and self._ended_at is not None and self.clock - self._ended_at < DOUBLE_CLICK_SECONDS
                and self._last_next().collidepoint(pos))

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        hover = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for button in self.buttons:
            button.hovered = button.rect.collidepoint(hover)
            button.draw(surface, self.table.app.fonts)

    def _dim_around(self, surface: pygame.Surface, spots: list[pygame.Rect]) -> None:
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)  # one layer, refilled each frame
        shade = self._shade
        shade.fill((10, 12, 16, 120))
        for rect in spots:
            shade.fill((0, 0, 0, 0), _ring(rect))
        menu = self.table.tutorial_spot("button:Menu", None)
        for rect in menu:
            shade.fill((0, 0, 0, 0), rect)
        unshaded = getattr(self.table, "lesson_unshaded", None)  # a table may thin the shade over its pieces
        if unshaded is not None:
            unshaded(shade)
        surface.blit(shade, (0, 0))
        glow = 3 + int(2 * self.table.pulse(5.0)) + (2 if self.flash > 0 else 0)
        for i, rect in enumerate(spots):
            colour = theme.ACCENT if i == 0 or self.flash > 0 else theme.ACCENT_DARK
            width = (glow if i == 0 else 2) if rect.h >= THIN_SPOT else 2
            pygame.draw.rect(surface, colour, _ring(rect), width, border_radius=8 if rect.h >= THIN_SPOT else 4)

    def _place_card(self, height: int, spots: list[pygame.Rect]) -> pygame.Rect:
        """The card's rect, `height` tall and `card_w` wide, where `_placement` put it last, held by its button edge
        (a card without its row is shorter than its place: it keeps that edge, Next's, and ends inside the place;
        tests move the card by this)."""
        place = self._chosen.rect
        return pygame.Rect(place.x, place.y if self._chosen.buttons_top else place.bottom - height, self.card_w, height)

    def _placement(self, height_for: Callable[[int], int], spots: list[pygame.Rect],
                   widths: tuple[int, ...]) -> Placement:
        """Where the card goes (lesson_place.py) and at which width: clear of the lit spots and of what the step
        talks about (`zones()`, noted as the card is drawn), the Menu button in reach. Remembered: the same step
        asks again every frame."""
        zones = self._talked
        sizes = tuple(height_for(width) for width in widths)
        prefer, busy, home = self._prefer(), self.busy(), self._home()
        key = (widths, sizes, tuple(tuple(r) for r in spots), tuple(tuple(r) for r in zones), prefer,
               tuple(tuple(r) for r in busy), home)
        if key not in self._placed:
            if len(self._placed) > 64:
                self._placed.clear()
            layout = self.table.layout.zones
            keep = [pygame.Rect(layout["buttons"])] if "buttons" in layout else []  # Menu must stay in reach
            heights = dict(zip(widths, sizes, strict=True))
            self._placed[key] = place_card(theme.LOGICAL_SIZE, widths, heights.__getitem__, spots, zones, keep,
                                           layout.get("log"), BIG_SPOT, prefer, busy, home)
        self._chosen = self._placed[key]
        self._last = self._chosen.anchor
        return self._chosen

    def _home(self) -> Anchor | None:
        """Where the script rests the card now: the `card` of the latest step up to this one that names one (its
        bottom edge holds the buttons; the width it has there, else the usual one, tried first). None at the end."""
        steps = self.tutorial.steps[:self.run.index + 1] if not self.run.finished else ()
        named = next((step.card for step in reversed(steps) if step.card is not None), None)
        if named is None:
            return None
        last = self._last
        same = last is not None and not last.top and (last.right, last.edge) == named
        return Anchor(named[0], named[1], False, last.width if same else CARD_W)

    def _prefer(self) -> tuple[Anchor, ...]:
        """Where the buttons go when the card hides nothing there: where they are now, else where Next was last
        shown, so the card stays put step after step (trying Next's old place first moved a card whose place hid
        nothing, and its buttons jumped under a player pressing Next again and again)."""
        return tuple(dict.fromkeys(a for a in (self._last, self._next_at) if a is not None))

    def busy(self) -> list[pygame.Rect]:
        """Panels the card keeps clear of whenever it can, after the lit spots and what the step talks about: the
        rects in the table's optional `lesson_busy` (a property): a game log the card sat on all lesson, say. Not
        every table's log: one whose card lives on its log's top saw Next move twice as often with the log kept
        clear."""
        if self.run.finished:
            return []
        return [pygame.Rect(r) for r in getattr(self.table, "lesson_busy", ())]

    def _last_step_spots(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the lesson's last step named, and what else it talked about, for the end card: the spots it lit
        (`point`) and the ones its script declares (`zones`), which the card must not cover; and the table's
        `lesson_zones` for that step (asked with the run back on it, as every table's hook reads the step on
        show), kept clear when they can be. Nothing for a lesson that stopped early (its last step never showed)."""
        steps, table = self.tutorial.steps, self.table
        if self.broken or not steps:
            return [], []
        key = table._match_version
        if self._end_spots[0] != key:
            view, last = table.current_view(), steps[-1]
            names = [*last.point, *declared_zones(self.tutorial.game, last.text)]
            named = [pygame.Rect(r) for name in names for r in table.tutorial_spot(name, view)]
            talked: list[pygame.Rect] = []
            hook = getattr(table, "lesson_zones", None)
            if hook is not None:
                index = self.run.index
                self.run.index = len(steps) - 1
                try:
                    talked = [pygame.Rect(r) for r in hook(view)]
                finally:
                    self.run.index = index
            self._end_spots = (key, (named, talked))
        named, talked = self._end_spots[1]
        return list(named), list(talked)

    def _draw_end(self, surface: pygame.Surface) -> None:
        fonts = self.table.app.fonts
        self.card_w = END_CARD_W
        if self.broken:
            text = f"The lesson stopped early ({self.broken}). The match is still yours to play."
        else:
            text = self.tutorial.outro or "That is the whole lesson. Keep playing this match for real, or start it again."
        board = self.table.layout.zones.get("board")
        # what the last step named stays in sight, weighed as lit spots, and what else it talked about as far as it
        # can (the card lay over Konja's Clouds and tokens as the last step spoke of them: blind playtest); the
        # final position too, as the learner may have a move to find on it
        named, self._talked = self._last_step_spots()
        lit = named + ([pygame.Rect(board)] if board is not None else [])
        self.has_row = True  # the end card's buttons
        place = self._placement(lambda width: self.card_height(text, width), lit, (END_CARD_W,))
        self.buttons_top = place.buttons_top
        lines_h = self._text_height(text)
        self.card = self._place_card(place.rect.h, lit)
        # a lesson won: Enter plays on with a real match (it restarted the lesson, a playtest), never "Start again"
        specs = [("Play a match", self.play_match, True)] if self.table.match.is_over() else [
            ("Keep playing", self.keep_playing, True)]
        if self.restart is not None:
            specs.append(("Start again", self.restart, not specs))
        # Leave lesson stays where it stood all lesson, over the table's Hint: gone at the end, it left Hint under the
        # pointer (kona21); a table without that spot has Leave on the card. Either asks, as during the lesson.
        leave = self._leave_button()
        if leave is None:
            specs.append(("Leave", self.ask_leave, False))
        if self._ended_at is None:
            self._ended_at = self.clock
        self.buttons, self.buttons_top = self._end_buttons(specs)
        if leave is not None:
            self.buttons.append(leave)
        self._hide_words_under_card()
        theme.draw_panel(surface, self.card, theme.PANEL_DARK, theme.ACCENT, 12)
        top = self.card.y + (BUTTONS_ROW if self.buttons_top else 0)
        theme.blit_text(surface, fonts, "Lesson complete" if not self.broken else "Lesson stopped",
                        (self.card.x + 18, top + 12), 18, theme.ACCENT, "bold")
        box = pygame.Rect(self.card.x + 18, top + 40, self.card_w - 36, lines_h + 4)
        theme.draw_text_box(surface, fonts, text, box, TEXT_SIZE)
        self._draw_buttons(surface)


def declared_zones(game: str, step_text: str) -> tuple[str, ...]:
    """The spot names a step of `game`'s shipped lesson declares in its `zones` list (what it talks about without
    lighting it; the shared script reader keeps only `point`), found by the step's text; none when no step has it."""
    return _script_zones(game).get(" ".join(step_text.split()), ())


@cache
def _script_zones(game: str) -> dict[str, tuple[str, ...]]:
    try:
        raw = tomllib.loads(script_text(get_game(game)) or "").get("step", [])
    except (TutorialError, tomllib.TOMLDecodeError, KeyError, ValueError, ImportError):
        return {}
    out = {}
    for step in raw if isinstance(raw, list) else ():
        zones = step.get("zones", []) if isinstance(step, dict) else []
        if isinstance(zones, list):
            out[" ".join(str(step.get("text", "")).split())] = tuple(z for z in zones if isinstance(z, str))
    return out


def lesson_table(app, game: str):
    """A table scene running `game`'s lesson from its first step; TutorialError/None problems as ValueError."""
    spec = get_game(game)
    try:
        tutorial = load_tutorial(spec)
    except TutorialError as exc:
        raise ValueError(f"the {spec.title} lesson cannot be read: {exc}") from None
    if tutorial is None:
        raise ValueError(f"{spec.title} has no lesson yet")
    match = tutorial.new_match(spec)
    settings = app.settings
    if game not in settings.lessons_offered:  # taken: picking the game later goes straight to its setup
        settings.lessons_offered = [*settings.lessons_offered, game]
        app.save_settings()
    return _lesson_scene(app, tutorial, match, lambda: open_lesson(app, game))


def _lesson_scene(app, tutorial: Tutorial, match, restart: Callable[[], None] | None, start: int = 0,
                  staged: bool = False):
    """The game's table on `match` with the lesson's overlay at step `start` (`staged`: `match` is that step's
    staged position)."""
    match.lesson = True  # staged matches too: played on, saved and reloaded, never scored
    table = scene_class(tutorial.game)(app, match)
    table.tutorial = TutorialOverlay(table, tutorial, restart=restart, start=start, staged=staged)
    return table


def has_lesson(game: str) -> bool:
    try:
        return load_tutorial(get_game(game)) is not None
    except (TutorialError, ValueError, ImportError):
        return False


def open_lesson(app, game: str) -> bool:
    """Start `game`'s lesson in place of whatever is on screen; a toast says why not if it cannot start."""
    try:
        table = lesson_table(app, game)
    except ValueError as exc:
        app.toast(str(exc), 4, theme.BAD)
        return False
    app.stack.reset(table)
    return True


def _ring(rect: pygame.Rect) -> pygame.Rect:
    """The lit area around a spot: HOLE_PAD all round, but only 3 px above and below a thin row, whose
    neighbouring rows sit a pixel or two away."""
    return rect.inflate(HOLE_PAD * 2, (HOLE_PAD if rect.h >= THIN_SPOT else 3) * 2)
