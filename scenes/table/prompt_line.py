"""The turn panel every table shares, in one fixed place (the top of the log zone): whose turn it is, and
under it either what the player can do now ("You can: roll the dice · play a Warrior", from the rules'
`summarize_actions`) or, while others play, a caption of what they just did ("Blue built a road"), with a
"More" control that opens every action of the last turn(s) whole (scenes/table/moves_panel.py). Toasts
the table raises show in this panel too, so they never cover another panel. It also paces the AI: after an
AI move its caption holds a moment before the next one (`caption_hold`).
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.action_spot import record_caption
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.moves_panel import last_moves, moves_since
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import Button

CAPTION_SECONDS = 0.9  # how long each AI action's caption stays before its next action, at normal speed
COMPACT_BELOW = 240  # log zones shorter than this get a smaller turn panel (fewer lines)
TITLE_SIZE = 17
BODY_SIZE = 16
MORE_W = 70  # the "More" control beside the title while the body tells another seat's move


def turn_panel_rect(log_zone: pygame.Rect) -> pygame.Rect:
    """The turn panel: the top of the log zone, the same place on every table."""
    height = 74 if log_zone.h < COMPACT_BELOW else 104
    return pygame.Rect(log_zone.x, log_zone.y, log_zone.w, height)


def log_panel_rect(log_zone: pygame.Rect) -> pygame.Rect:
    """What is left of the log zone for the game log (and the recap)."""
    top = turn_panel_rect(log_zone).bottom + 6
    return pygame.Rect(log_zone.x, top, log_zone.w, log_zone.bottom - top)


class TurnPanel:
    """Whose turn, what you can do, what the others just did."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.rect = turn_panel_rect(ctx.layout.zone("log"))
        self.caption_hold = 0.0  # seconds left before the AI may make its next move (its caption is being read)
        self._now_cache: tuple = ((), [])
        self.more = Button(pygame.Rect(self.rect.right - 10 - MORE_W, self.rect.y + 6, MORE_W, 26), "More",
                           self.open_moves, font_size=16, tooltip="Every action of the last turns, whole")
        self.more_shown = False  # drawn this frame (the body is a move's caption)

    # --- words ----------------------------------------------------------------------------------
    def plain_name(self, seat: int) -> str:
        """A seat's name without the "(you)" / "(AI normal)" the players panel adds."""
        label = self.ctx.host.seat_labels()[seat]
        return label.split(" (", 1)[0] if label.endswith(")") else label

    def now_phrases(self) -> list[str]:
        """The kinds of action open to the human who acts now, in the game's words (cached per move)."""
        views = self.ctx.views
        seat = views.human_to_act()
        legal = views.legal_actions()
        key = (self.ctx.host._match_version, seat)
        if self._now_cache[0] != key:
            phrases = [] if seat is None or not legal else self.ctx.match.rules.summarize_actions(
                views.current_view(), seat, legal)
            self._now_cache = (key, phrases)
        return list(self._now_cache[1])

    def now_line(self) -> str:
        phrases = self.now_phrases()
        return "You can: " + " · ".join(phrases) if phrases else ""

    def status_line(self) -> str:
        """One short line: the game is over, someone is thinking, or whose move it is."""
        match = self.ctx.match
        if match.is_over():
            return "Game over"
        names = match.seat_names()
        seats = match.active_seats()
        if not self.ctx.read_only and match.waiting_words(seats[0] if seats else 0):  # a friend to join, or away
            return match.waiting_words(seats[0] if seats else 0).split(".")[0]
        if not seats:
            return ""
        seat = seats[0]
        if match.seats[seat] != "human" and not self.ctx.read_only:
            if self._lesson_holds():
                return f"{names[seat]} moves at Next"
            dots = "." * (1 + int(self.ctx.clock.t * 3) % 3)
            return f"{names[seat]} is thinking{dots}"
        return f"{names[seat]} to play" if len(match.human_seats()) > 1 or self.ctx.read_only else "Your move"

    def _lesson_holds(self) -> bool:
        """Whether a lesson holds the scripted seat's move until its Next (Kona's red X step): "is thinking…" there
        would say the AI was at work while it waits for the learner."""
        lesson = getattr(self.ctx.host, "tutorial", None)
        return lesson is not None and not lesson.run.finished and lesson.run.waiting_for_next

    def turn_prompt(self) -> tuple[str, str, int | None, bool]:
        """(title, body, the seat whose colour marks it, whether the viewer must act)."""
        ctx = self.ctx
        match = ctx.match
        view = ctx.views.current_view()
        if match.is_over():
            result = match.result()
            key = match.score_key() if len(match.seats) == 1 else None
            if key is not None:
                return "Game over", f"Final score {key[1]}.", 0, False
            if not result.winners:
                return "Game over", "A draw.", None, False
            if list(result.winners) == match.human_seats() and len(result.winners) == 1:
                return "Game over", "You win!", result.winners[0], False
            names = [self.plain_name(s) for s in result.winners]
            won = " and ".join(names) + (" win." if len(names) > 1 else " wins.")
            return "Game over", won, result.winners[0], False
        if not ctx.read_only and not match.active_seats() and match.waiting_words(0):  # friends still to sit down
            return "Waiting for friends", match.waiting_words(0), None, False
        owner = ctx.host.whose_turn(view)
        owner_name = self.plain_name(owner) if owner is not None else ""
        solo_human = len(match.human_seats()) == 1
        seat = ctx.views.human_to_act()
        if seat is not None:
            if owner is None or owner == seat:
                title = "Your turn" if solo_human else f"{self.plain_name(seat)}'s turn"
            else:
                title = f"{owner_name}'s turn: " + ("your answer" if solo_human else f"{self.plain_name(seat)} answers")
            return title, self.now_line() or "Waiting…", seat, True
        title = f"{owner_name}'s turn" if owner is not None else ""
        if owner is not None and solo_human and match.seats[owner] == "human" and not ctx.read_only:
            title = "Your turn"  # while your own move plays out, or while others answer you (never in a replay:
            # "Your turn" stood beside "Kofi to play" there, where nobody is to act)
        active = match.active_seats()
        actor = active[0] if active else owner
        last = match.records[-1] if match.records else None
        if last is not None and (ctx.animations.busy or self.caption_hold > 0 or last.seat == actor):
            return title, record_caption(match, last), owner, False
        if actor is not None and ctx.read_only:  # a position shown for reading: nobody is playing it now
            # in another seat's turn the actor answers ("Nia's turn" over "Kofi to play." read as two turns)
            verb = "to answer" if owner is not None and actor != owner else "to play"
            return title, f"{self.plain_name(actor)} {verb}.", owner, False
        if actor is not None and match.waiting_words(actor):  # a networked table waiting for a friend
            return title, match.waiting_words(actor), owner, False
        if actor is not None and match.seats[actor] != "human" and self._lesson_holds():
            return title, f"{self.plain_name(actor)} moves when you press the lesson's Next.", owner, False
        if actor is not None and match.seats[actor] != "human":
            # "Your turn" over "Player 2 is thinking…" read as a contradiction: an answer in your turn says so
            doing = "is answering" if owner is not None and actor != owner else "is thinking"
            return title, f"{self.plain_name(actor)} {doing}…", owner, False
        return title, f"Waiting for {self.plain_name(actor)}." if actor is not None else "", owner, False

    # --- the whole of it --------------------------------------------------------------------------
    def open_moves(self) -> None:
        """Every action since the (only) human's last move, else the latest few, in a panel over the table."""
        match = self.ctx.match
        humans = match.human_seats()
        since = moves_since(match, humans[0]) if len(humans) == 1 else []
        if since:
            self.ctx.app.show("recent_moves", self.ctx.host, since, "Since your last move")
        else:  # hot-seat, or nothing new since your move: the latest moves, yours too
            self.ctx.app.show("recent_moves", self.ctx.host, last_moves(match), "The last moves")

    def open_whole(self, event: pygame.event.Event) -> bool:
        """A click on "More" (shown while a move's caption is) opens the moves whole."""
        return self.more_shown and self.more.handle_event(event)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, toast_here: bool = False) -> None:
        """The panel; with `toast_here` only its frame (the app draws the toast in it)."""
        rect = self.rect
        title, body, seat, mine = self.turn_prompt()
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT if mine else theme.PANEL_EDGE)
        last = self.ctx.match.records[-1] if self.ctx.match.records else None
        self.more_shown = (not toast_here and not mine and not self.ctx.read_only and last is not None
                           and body == record_caption(self.ctx.match, last))
        if toast_here:
            return  # the prompt comes back when the toast is gone
        fonts = self.ctx.fonts
        x = rect.x + 14
        if seat is not None:
            centre = (rect.x + 20, rect.y + 8 + TITLE_SIZE // 2 + 3)
            pygame.draw.circle(surface, self.ctx.host.seat_colour(seat), centre, 7)
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, 7, 1)  # dark seats stay visible on the panel
            x += 16
        right = self.more.rect.x - 8 if self.more_shown else rect.right - 12
        title_box = pygame.Rect(x, rect.y + 7, right - x, TITLE_SIZE + 6)
        theme.draw_text_box(surface, fonts, title, title_box, TITLE_SIZE, theme.ACCENT if mine else theme.TEXT,
                            "bold")
        body_box = pygame.Rect(rect.x + 14, title_box.bottom + 3, rect.w - 28, rect.bottom - title_box.bottom - 9)
        theme.draw_text_box(surface, fonts, body, body_box, BODY_SIZE, theme.TEXT if mine else theme.TEXT_DIM,
                            line_gap=1)
        if self.more_shown:
            self.more.draw(surface, fonts)

    # --- pacing ---------------------------------------------------------------------------------
    def hold_caption(self, record: MoveRecord) -> None:
        """After a move: animations play at Settings' speed, and an AI move's caption stays this long before
        the AI moves again."""
        ctx = self.ctx
        factor = ctx.app.settings.animation_factor()
        ctx.animations.factor = factor
        if ctx.match.seats[record.seat] != "human" and factor > 0:
            self.caption_hold = CAPTION_SECONDS / factor
        else:
            self.caption_hold = 0.0

    def update(self, dt: float) -> None:
        self.caption_hold = max(0.0, self.caption_hold - dt)

    def hurry(self) -> None:
        """Space: the captions stop holding the AI back."""
        self.caption_hold = 0.0
