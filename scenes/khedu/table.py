"""The Khedu table, laid out from assets/maps/khedu.tmx.

Top: the opponents' rails (Cadre, Ensemble, hand backs, counters) or, solo, the score banner.
Middle: the Desert stacks (exposed unit on top, Honor stacked on it, solo Desert Cadences beside),
the Resource and Cadence decks, and the arena where a combat plays out. Bottom: what you are asked,
then your own mat: counters, Cadre, Ensemble and hand. Right: players, clan board, log, buttons.

Every decision is a click. A click names a "token" (a hand card, a Desert stack, a Cadre slot, an
Ensemble place...); each legal action is a short sequence of tokens, so the table lights up what
may come next and submits the action once its sequence is complete. Choices without a place on the
table (Meditate, Pass, Roll, the equal-dice sets, rewards) are buttons in the prompt bar.

This module holds the scene itself: its state, input (clicks and keys become intents) and the frame's
order. Each concern lives beside it as a mixin: `clicks` (the token language), `layout` (where cards sit,
hot spots), `prompt` (the prompt bar), `drawing` (the table), `arena` (combat and animations) and
`panels` (players and clan board).
"""

from __future__ import annotations

import pygame

from baraza.scenes.khedu.arena import ArenaDrawing
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.drawing import TableDrawing
from baraza.scenes.khedu.layout import Hot, KheduLayout
from baraza.scenes.khedu.panels import SidePanels
from baraza.scenes.khedu.prompt import PromptBar
from baraza.scenes.khedu.tutorial import KheduTutorialTargets
from baraza.scenes.render.cards import CardFace
from baraza.scenes.table.base import TableScene
from baraza.scenes.ui.widgets import Button


class KheduScene(KheduTutorialTargets, ClickLanguage, PromptBar, ArenaDrawing, TableDrawing, SidePanels, KheduLayout,
                 TableScene):
    layout_name = "khedu"
    hides_hands = True  # hands and face-down Cadences: cover the table between two human seats

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.data = match.rules.data  # the card catalogue the rules read once
        self.z = {name: self.layout.zone(name) for name in self.layout.zones}
        self.art = CardArt(app.fonts)
        self.path: list[tuple] = []
        self.selected_card: int | None = None
        self.focus: int | None = None  # index into the lit cards when playing by keyboard
        self.mouse = (-1, -1)
        self.hots: list[Hot] = []
        self._hots_key: tuple | None = None  # what the hot spots were last built for
        self.prompt_buttons: list[Button] = []
        self._buttons_key: tuple | None = None  # what the prompt buttons were built for
        self.memory: dict | None = None  # the last combat, kept on screen after it resolves
        # Filled while drawing a frame; empty until the first draw, so input before it finds nothing lit.
        self.lit: set[tuple] = set()  # tokens that may come next
        self.hint_tokens: set[tuple] = set()  # tokens of the hinted move
        self._arena_faces: list[tuple[pygame.Rect, CardFace]] = []  # arena cards that zoom on hover
        self._clan_rects: list[tuple[pygame.Rect, CardFace]] = []  # clan board rows that zoom on hover
        self.best = self._best_score()
        self.static = self._draw_static()

    def _best_score(self) -> int | None:
        if len(self.match.seats) != 1:
            return None
        try:
            clan = self.match.view(0).players[0].clan
            return self.app.scores.best_score("khedu", clan)
        except Exception:  # noqa: BLE001 - a damaged score file must not stop the table
            return None

    def seat_name(self, seat: int) -> str:
        return self.seat_labels()[seat]

    def on_undo(self) -> None:
        self.memory = None  # the remembered combat may be one the undo took back
        self._buttons_key = None

    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.focus = None
            for b in self.prompt_buttons:
                b.handle_event(event)
            return False
        self._sync_buttons(view)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.reset_selection()
                return True
            if event.button != 1:
                return False
            for b in list(self.prompt_buttons):
                if b.handle_event(event):
                    self._buttons_key = None
                    return True
            self.hots = self.build_hots(view)
            for hot in reversed(self.hots):
                if hot.token is not None and hot.rect.collidepoint(event.pos):
                    card = hot.token[2] if hot.token[0] == "hand" and len(hot.token) > 2 else None
                    token = hot.token[:2] if hot.token[0] == "hand" else hot.token
                    self.click_token(token, card)
                    self._buttons_key = None
                    return True
            if self.path:
                self.reset_selection()
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9:
                i = event.key - pygame.K_1
                if i < len(self.prompt_buttons) and self.prompt_buttons[i].enabled:
                    self.prompt_buttons[i].on_click()
                    self._buttons_key = None
                    return True
            if event.key == pygame.K_BACKSPACE and self.path:
                self.reset_selection()
                return True
            if event.key == pygame.K_TAB:  # keyboard play: Tab walks the lit cards, Enter takes one
                targets = self._focus_targets(view)
                if targets:
                    step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                    self.focus = (self.focus + step) % len(targets) if self.focus is not None else 0
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
                targets = self._focus_targets(view)
                if targets:
                    hot = targets[self.focus % len(targets)]
                    token = hot.token[:2] if hot.token[0] == "hand" else hot.token
                    card = hot.token[2] if hot.token[0] == "hand" and len(hot.token) > 2 else None
                    self.focus = None
                    self.click_token(token, card)
                    self._buttons_key = None
                return True
        return False

    def _focus_targets(self, view) -> list[Hot]:
        legal = self.legal_actions()
        if not legal:
            return []
        nxt = self.next_tokens(view, legal)
        seen, out = set(), []
        for hot in self.build_hots(view):
            if hot.token is None:
                continue
            key = hot.token[:2] if hot.token[0] == "hand" else hot.token
            if key in nxt and hot.token not in seen:
                seen.add(hot.token)
                out.append(hot)
        return out

    def draw_table(self, surface: pygame.Surface, view) -> None:
        surface.blit(self.static, (0, 0))
        self._sync_buttons(view)
        legal = self.legal_actions()
        nxt = self.next_tokens(view, legal) if legal else set()
        show = self.app.settings.show_hints or bool(self.path)
        self.lit = nxt if show else set()
        self.hint_tokens = set(self.tokens(view, self.hint) or []) if self.hint is not None else set()
        self._arena_faces = []
        step = self.animations.current
        self._draw_opponents(surface, view)
        self._draw_desert(surface, view)
        self._draw_decks(surface, view)
        self._draw_arena(surface, view, step)
        self._draw_mat(surface, view, step)
        self._draw_prompt(surface, view)
        if view.phase == "opening" and view.viewer in view.active_seats and view.opening_cadences:
            self._draw_opening(surface, view)
        if step is not None and step.kind == "banner":
            self._draw_banner(surface, step)
        # The hot spots depend on the view alone unless the arena shows cards: rebuilt once per view then.
        key = (self._match_version, id(view), self.viewer) if not self._arena_faces else None
        if key is None or key != self._hots_key:
            self.hots = self.build_hots(view)
            self._hots_key = key
        if self.focus is not None:
            targets = self._focus_targets(view)
            if targets:
                rect = targets[self.focus % len(targets)].rect
                pygame.draw.rect(surface, (120, 200, 255), rect.inflate(12, 12), 3, border_radius=12)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._offer_cards()  # after the info panel, which draws the clan board


SCENE = KheduScene
