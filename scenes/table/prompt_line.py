"""The turn panel every table shares, in one fixed place (the top of the log zone): whose turn it is, and
under it either what the player can do now ("You can: roll the dice · play a Warrior", from the rules'
`summarize_actions`) or, while others play, a caption of what they just did ("Blue built a road"). Toasts
the table raises show in this panel too, so they never cover another panel.

A mixin of TableScene: it reads `match`, `layout`, `app`, `human_to_act()`, `current_view()`,
`legal_actions()`, `seat_labels()` and `seat_colour()`.
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.ui import theme

CAPTION_SECONDS = 0.9  # how long each AI action's caption stays before its next action, at normal speed
COMPACT_BELOW = 240  # log zones shorter than this get a smaller turn panel (fewer lines)
TITLE_SIZE = 17
BODY_SIZE = 15


class TurnPanel:
    """Whose turn, what you can do, what the others just did."""

    caption_hold = 0.0  # seconds left before the AI may make its next move (its caption is being read)
    _now_cache: tuple = ((), "")

    # --- hooks a game's table may override ------------------------------------------------------
    def whose_turn(self, view) -> int | None:
        """The seat whose turn it is (it may differ from who must act now, e.g. someone answering a
        trade during another's turn). The default: the first seat that may act."""
        active = self.match.active_seats()
        return active[0] if active else None

    # --- geometry -------------------------------------------------------------------------------
    def turn_panel_rect(self) -> pygame.Rect:
        """The turn panel: the top of the log zone, the same place on every table."""
        zone = self.layout.zone("log")
        height = 74 if zone.h < COMPACT_BELOW else 104
        return pygame.Rect(zone.x, zone.y, zone.w, height)

    def log_panel_rect(self) -> pygame.Rect:
        """What is left of the log zone for the game log (and the recap)."""
        zone = self.layout.zone("log")
        top = self.turn_panel_rect().bottom + 6
        return pygame.Rect(zone.x, top, zone.w, zone.bottom - top)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the app draws this table's toasts: over the turn panel, never over the board or a panel. During
        a lesson its card sits there, so toasts go back to the top of the screen."""
        return None if getattr(self, "tutorial", None) is not None else self.turn_panel_rect()

    # --- words ----------------------------------------------------------------------------------
    def plain_name(self, seat: int) -> str:
        """A seat's name without the "(you)" / "(AI normal)" the players panel adds."""
        label = self.seat_labels()[seat]
        return label.split(" (", 1)[0] if label.endswith(")") else label

    def now_phrases(self) -> list[str]:
        """The kinds of action open to the human who acts now, in the game's words (cached per move)."""
        seat = self.human_to_act()
        legal = self.legal_actions()
        key = (self._match_version, seat)
        if self._now_cache[0] != key:
            phrases = [] if seat is None or not legal else self.match.rules.summarize_actions(
                self.current_view(), seat, legal)
            self._now_cache = (key, phrases)
        return list(self._now_cache[1])

    def now_line(self) -> str:
        phrases = self.now_phrases()
        return "You can: " + " · ".join(phrases) if phrases else ""

    @staticmethod
    def record_caption(match, record: MoveRecord) -> str:
        """One line for what a move did: its first log line, else the rules' phrase for it."""
        for event in record.events:
            if event.text:
                return event.text
        name = match.seat_names()[record.seat]
        return f"{name}: {record.action.kind.replace('_', ' ')}"

    def turn_prompt(self) -> tuple[str, str, int | None, bool]:
        """(title, body, the seat whose colour marks it, whether the viewer must act)."""
        match = self.match
        view = self.current_view()
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
        owner = self.whose_turn(view)
        owner_name = self.plain_name(owner) if owner is not None else ""
        solo_human = len(match.human_seats()) == 1
        seat = self.human_to_act()
        if seat is not None:
            if owner is None or owner == seat:
                title = "Your turn" if solo_human else f"{self.plain_name(seat)}'s turn"
            else:
                title = f"{owner_name}'s turn: " + ("your answer" if solo_human else f"{self.plain_name(seat)} answers")
            return title, self.now_line() or "Waiting…", seat, True
        title = f"{owner_name}'s turn" if owner is not None else ""
        if owner is not None and solo_human and match.seats[owner] == "human":
            title = "Your turn"  # while your own move plays out, or while others answer you
        active = match.active_seats()
        actor = active[0] if active else owner
        last = match.records[-1] if match.records else None
        if last is not None and (self.animations.busy or self.caption_hold > 0 or last.seat == actor):
            return title, self.record_caption(match, last), owner, False
        if actor is not None and match.seats[actor] != "human":
            return title, f"{self.plain_name(actor)} is thinking…", owner, False
        return title, f"Waiting for {self.plain_name(actor)}." if actor is not None else "", owner, False

    # --- drawing --------------------------------------------------------------------------------
    def draw_turn_panel(self, surface: pygame.Surface) -> None:
        rect = self.turn_panel_rect()
        title, body, seat, mine = self.turn_prompt()
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT if mine else theme.PANEL_EDGE)
        if self.app.toast_for(self) is not None:
            return  # the app draws the toast here; the prompt comes back when it is gone
        fonts = self.app.fonts
        x = rect.x + 14
        if seat is not None:
            centre = (rect.x + 20, rect.y + 8 + TITLE_SIZE // 2 + 3)
            pygame.draw.circle(surface, self.seat_colour(seat), centre, 7)
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, 7, 1)  # dark seats stay visible on the panel
            x += 16
        title_box = pygame.Rect(x, rect.y + 7, rect.right - 12 - x, TITLE_SIZE + 6)
        theme.draw_text_box(surface, fonts, title, title_box, TITLE_SIZE, theme.ACCENT if mine else theme.TEXT,
                            "bold")
        body_box = pygame.Rect(rect.x + 14, title_box.bottom + 3, rect.w - 28, rect.bottom - title_box.bottom - 9)
        theme.draw_text_box(surface, fonts, body, body_box, BODY_SIZE, theme.TEXT if mine else theme.TEXT_DIM,
                            line_gap=1)

    # --- pacing ---------------------------------------------------------------------------------
    def hold_caption(self, record: MoveRecord) -> None:
        """After an AI move, its caption stays this long before the AI moves again (Settings' speed)."""
        factor = self.app.settings.animation_factor()
        if self.match.seats[record.seat] != "human" and factor > 0:
            self.caption_hold = CAPTION_SECONDS / factor
        else:
            self.caption_hold = 0.0
