"""Input at the Khedu table: clicks and keys become clicks of the click language or prompt-bar presses.

A left click presses a prompt button or clicks the topmost card under it (a unit drawn in the COMBAT panel is
clicked where it stands: arena_picks.py; a click on bare table drops a half-made choice); a right click drops it
too. Keys are read as intents (`ui.keymap`): "choose" N presses
the Nth prompt button, "back" drops the choice. The arrows, Tab and Enter are the shared keyboard cursor's
(scenes/table/focus.py): it clicks the same cards and buttons a mouse does.

`TableInput` is built with the table context, the hot spots, the click language, the prompt bar and the
pointer (which it keeps up to date)."""

from __future__ import annotations

import pygame

from baraza.scenes.khedu.arena_picks import arena_pick
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.hot_spots import Hot, HotSpots
from baraza.scenes.khedu.prompt import PromptBar
from baraza.scenes.ui.keymap import intent_of


class TableInput:
    """Turns the table's events into clicks on tokens and button presses."""

    def __init__(self, ctx: KheduContext, hot_spots: HotSpots, clicks: ClickLanguage, prompt: PromptBar,
                 pointer: Pointer) -> None:
        self.ctx = ctx
        self.hot_spots = hot_spots
        self.clicks = clicks
        self.prompt = prompt
        self.pointer = pointer

    def handle(self, event: pygame.event.Event, view) -> bool:
        """Handle one event for `view`; True when the table used it."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer.pos = event.pos
            self._off_refused(event.pos)
            for b in self.prompt.buttons:
                b.handle_event(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer.pos = event.pos  # a click says where the pointer is, moved or not
        self.prompt.sync(view)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._click(event, view)
        intent = intent_of(event)
        if intent is None:
            return False
        if intent == "choose":
            return self.prompt.press_number(intent.index)
        if intent == "back" and (self.clicks.path or self.prompt.confirming is not None):
            self.ctx.table.reset_selection()
            return True
        return False

    def _click(self, event: pygame.event.Event, view) -> bool:
        if event.button == 3:
            self.ctx.table.reset_selection()
            return True
        if event.button != 1:
            return False
        if self.prompt.click(event):
            return True
        for hot in reversed(self.hot_spots.build(view)):
            if hot.token is not None and hot.rect.collidepoint(event.pos):
                self._take(hot)
                return True
        if self._arena_click(event.pos, view):
            return True
        if self.clicks.path:
            self.ctx.table.reset_selection()
            return True
        return False

    def _off_refused(self, pos: tuple[int, int]) -> None:
        """The pointer off the hand card a click refused: that card lifts under it again (clicks.refused)."""
        card = self.clicks.refused
        if card is not None and not any(hot.token is not None and hot.token[0] == "hand" and hot.token[2:] == (card,)
                                        and hot.rect.collidepoint(pos) for hot in self.hot_spots.hots):
            self.clicks.refused = None

    def _arena_click(self, pos: tuple[int, int], view) -> bool:
        """A click in the COMBAT panel: a unit drawn there is clicked where it stands; else, while a choice is half
        made, the panel says why it holds nothing to pick and the choice stays (arena_picks.py)."""
        zone = self.ctx.zones.get("arena")
        if zone is None:
            return False
        pick = arena_pick(view, self.ctx.table.match, zone, self.hot_spots.hots, pos, bool(self.clicks.path))
        if pick.token is not None:
            self.clicks.click_token(pick.token)
            self.prompt.invalidate()
            return True
        if pick.why is not None:
            self.ctx.app.toast(pick.why, 2.4)
            return True
        return False

    def _take(self, hot: Hot) -> None:
        """Click the card of a hot spot (a hand card's token names its kind; the card number rides along)."""
        hand = hot.token[0] == "hand"
        card = hot.token[2] if hand and len(hot.token) > 2 else None
        self.clicks.click_token(hot.token[:2] if hand else hot.token, card)
        self.prompt.invalidate()
