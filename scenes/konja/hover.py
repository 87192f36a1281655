"""What the mouse rests on: a one-line tooltip for dice, piles and tokens (cards are shown large by the
App's card zoom, which every card the table draws is offered to; during a lesson a card or Ancestor tile the zoom
finds no room for is told here in words, so every tile explains itself on hover).

The tooltip goes beside the thing it tells of, never over it, and off the prompt panel (the words of what to
do now) when it can; during a lesson it keeps clear of the lesson's card, its lit spots and what the step talks
about (the lesson hook's `keep_clear`), or it is not shown. Nothing the lesson's card covers opens one. After
a click or a move it goes until the pointer moves again (`hush`).

A part of the Konja table: reads the `Pointer`, the geometry (what lies under it) and the Collection plan
(the dice on the pyramid) of the `KonjaContext`, the table's lesson hook-up and `app.fonts`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.konja import art
from baraza.scenes.konja.art import PYRAMID_ROWS, RESOURCE_TITLES, ancestor_face
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import RESOURCES
from baraza.scenes.konja.plan import COMBO_WORDS, GAP_DIE
from baraza.scenes.render.cards import CardFace, zoom_size
from baraza.scenes.ui import theme
from baraza.scenes.ui.card_zoom import place_clear

BOARD = pygame.Rect(0, 0, 1000, 720)  # the table left of the players panel and the log
GAP = 8  # between the tooltip and the thing it tells of
TIP_W = 316
# a press on a row's dice strip beside the laid dice: it does nothing, and says why (a toast said it at the top)
STRIP_NOTE = "Choose a group's dice to put them back in the tray, or the row's name to trade what lies first on it now."


class HoverInfo:
    def __init__(self, konja: KonjaContext, lesson=None) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.pointer = konja.pointer
        self.plan = konja.plan
        self.lesson = lesson  # the table's LessonHook (scenes/table/lesson.py), or None
        self.hushed_at: tuple[int, int] | None = None  # where a click or a move hushed the tooltip
        self.pressed_at: tuple[int, int] | None = None  # where the mouse was last pressed
        self.shown: pygame.Rect | None = None  # where the tooltip was drawn last (None: not drawn)
        self._nearest: dict[tuple, list[pygame.Rect]] = {}  # _nearest_free's answers
        # the prompt's button under the pointer, told in words: (pos) -> (words, its rect) or None (the table's)
        self.button_tip: Callable[[tuple[int, int]], tuple[str, pygame.Rect] | None] | None = None

    def heard(self, event: pygame.event.Event) -> None:
        """The pointer's news: a click hushes the tooltip, moving on brings it back."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hushed_at = self.pressed_at = event.pos
        elif event.type == pygame.MOUSEMOTION and event.pos != self.hushed_at:
            self.hushed_at = None

    def hush(self) -> None:
        """A move was made: the tooltip goes until the pointer moves."""
        self.hushed_at = self.pointer.pos

    def _hover_face(self, view):
        hit = self.geometry.hit(view, self.pointer.pos, self.plan.laid())
        if hit is None:
            return None
        what, key = hit
        bottom = self.geometry.bottom_seat(view)
        if what == "ancestor":
            return ancestor_face(key)
        if what == "offer" and view.offering[key]:
            return art.relic_face(view.offering[key], view.oodoo_side == "shayka")
        if what in ("my_relic", "opp_relic"):
            player = view.players[bottom if what == "my_relic" else 1 - bottom]
            relic = player.relics[key]
            return art.relic_face(relic.card, relic.side == "shayka")
        if what == "my_spell":
            spells = view.players[bottom].spells
            if spells and key < len(spells):
                return art.spell_face(spells[key])
        return None

    def pyramid_press(self, view) -> tuple[str, tuple[int, ...], pygame.Rect] | None:
        """What a press at the pointer does to the player's dice laid on the pyramid: ("back", the group, where it
        lies) on a group's dice or just round them, ("trade", the row's first group, the row) on a row's words with
        no die picked; None elsewhere. The two looked the same and a blind tester got either (konja15)."""
        if view.phase != "collect" or not self.ctx.views.legal_actions():
            return None
        hit = self.geometry.hit(view, self.pointer.pos, self.plan.laid())
        if hit is None or hit[0] not in ("plan_die", "row"):
            return None
        what, key = hit
        if what == "plan_die":
            group = next((idx for _k, idx in self.plan.groups if key in idx), None) if key != GAP_DIE else None
        else:
            group = self.plan.group_under(self.geometry, key, self.pointer.pos)
        if group is not None:
            rect = self.plan.group_rect(self.geometry, group)
            return ("back", tuple(group), rect) if rect is not None else None
        first = next((idx for kind, idx in self.plan.groups if kind == key), None)
        if what == "row" and first is not None and not self.plan.picks.marked \
                and not self.plan.on_strip(self.geometry, key, self.pointer.pos):
            return "trade", tuple(first), self.geometry.row_rect(key)
        return None

    def _draw_press(self, surface: pygame.Surface, view) -> None:
        """The pyramid press told by a ring before it is made: round the group that goes back, or round the row
        that trades."""
        press = self.pyramid_press(view)
        if press is None:
            return
        kind, _group, rect = press
        if kind == "back":
            pygame.draw.rect(surface, theme.TEXT, rect.inflate(6, 6), 2, border_radius=5)
        else:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=8)

    def draw(self, surface: pygame.Surface, view) -> None:
        self.shown = None
        pos = self.pointer.pos
        if self.pointer.drag is not None or not BOARD.collidepoint(pos):
            return
        self._draw_press(surface, view)
        if self.hushed_at is not None:
            note = self.strip_note(view)
            if note is not None:  # a press beside a row's dice did nothing: why, beside the row
                self._draw_tip(surface, note[0], note[1])
            return
        if self.lesson is not None and self.lesson.hides(pos):
            return  # under the lesson's card: the learner cannot see what the tooltip would tell of
        face = self._hover_face(view)
        if face is not None and not self._zoom_blocked(surface, face, self._item_rect(view)):
            return  # a card: the card zoom shows it
        # a card the zoom finds no room for beside it (a lesson keeps much in view) is told in words: a playtester
        # pointed at the Spirit and Rain tiles in the lesson for 3 s and saw nothing
        tip = f"{face.title}. {' '.join(face.text.split())}" if face is not None else self._tooltip(view)
        item, beside = self._item_rect(view), False
        if not tip and self.button_tip is not None:  # a card's choice in the prompt (Keep ready, Use): what it does
            tip, item = self.button_tip(pos) or ("", item)
            beside = bool(tip)
        if tip:
            self._draw_tip(surface, tip, item, beside)

    def strip_note(self, view) -> tuple[str, pygame.Rect] | None:
        """(why, the row) while the pointer rests where it was just pressed on a row's dice strip beside the laid
        dice, where a press does nothing (no trade by mistake); None elsewhere. It was a toast across the top of
        the screen, far from the pointer (konja19)."""
        pos = self.pointer.pos
        if self.pressed_at != pos or self.hushed_at != pos or view.phase != "collect" or self.plan.picks.marked \
                or not self.ctx.views.legal_actions():
            return None
        hit = self.geometry.hit(view, pos, self.plan.laid())
        if hit is None or hit[0] != "row" or not self.plan.on_strip(self.geometry, hit[1], pos):
            return None
        if self.plan.group_under(self.geometry, hit[1], pos) is not None \
                or not any(kind == hit[1] for kind, _idx in self.plan.groups):
            return None
        return STRIP_NOTE, self.geometry.row_rect(hit[1])

    def _draw_tip(self, surface: pygame.Surface, tip: str, item: pygame.Rect, beside: bool = False) -> None:
        """The tooltip box with `tip`, placed beside `item` (`_place`), or left of the prompt (`beside`)."""
        fonts = self.ctx.app.fonts
        step = fonts.get(theme.MIN_TEXT).get_linesize()
        lines = theme.wrap_text(fonts, tip, theme.MIN_TEXT, TIP_W - 16)
        size = (TIP_W, 12 + step * len(lines))
        rect = self._place(size, item)
        if beside:  # left of the prompt, level with the button: never over the Use it tells of
            rect = pygame.Rect(self.geometry.z["prompt"].x - GAP - size[0], item.centery - size[1] // 2, *size)
            rect = rect.clamp(BOARD)
        if rect is None:
            return
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
        for i, line in enumerate(lines):
            theme.blit_text(surface, fonts, line, (rect.x + 8, rect.y + 6 + step * i), theme.MIN_TEXT, theme.TEXT)
        self.shown = rect

    def _zoom_blocked(self, surface: pygame.Surface, face: CardFace, item: pygame.Rect) -> bool:
        """Whether the App's card zoom finds no place for `face` beside `item` during a lesson (as it places a
        hovered card, ui/card_zoom.py: clear of all the lesson keeps in view, else of its card and lit spots)."""
        if self.lesson is None or not self.lesson.running:
            return False
        size = zoom_size(self.ctx.app.fonts, face, surface.get_size())
        screen, pos = surface.get_rect(), self.pointer.pos
        if place_clear(item, size, screen, pos, self.lesson.keep_clear()) is not None:
            return False
        hard = self.lesson.keep_clear(zones=False)
        return not (hard and not item.colliderect(hard[0]) and place_clear(item, size, screen, pos, hard) is not None)

    def _place(self, size: tuple[int, int], item: pygame.Rect) -> pygame.Rect | None:
        """Beside `item` (below, above, right, left of it, near the pointer), on the board and over neither the
        item nor the mouse; off the prompt panel when it can be. During a lesson clear of all it keeps in view
        (beside the lit spot or zone the item lies in, if need be), else None."""
        w, h = size
        x, y = self.pointer.pos
        sides = [pygame.Rect(x + 16, item.bottom + GAP, w, h), pygame.Rect(x - 16 - w, item.bottom + GAP, w, h),
                 pygame.Rect(x + 16, item.y - GAP - h, w, h), pygame.Rect(x - 16 - w, item.y - GAP - h, w, h),
                 pygame.Rect(item.right + GAP, y - h // 2, w, h), pygame.Rect(item.x - GAP - w, y - h // 2, w, h)]
        keep = self.lesson.keep_clear() if self.lesson is not None else []
        for kept in (r for r in keep if r.colliderect(item)):  # the item lies in what a lesson keeps in view
            sides += [pygame.Rect(kept.x - GAP - w, y - h // 2, w, h), pygame.Rect(kept.right + GAP, y - h // 2, w, h),
                      pygame.Rect(x - w // 2, kept.bottom + GAP, w, h), pygame.Rect(x - w // 2, kept.y - GAP - h, w, h)]
        sides = [r.clamp(BOARD) for r in sides]
        sides = [r for r in sides if not r.colliderect(item) and not r.collidepoint(x, y)] or \
            [pygame.Rect(x + 16, y + 14, w, h).clamp(BOARD)]
        free = [r for r in sides if r.collidelist(keep) < 0]
        if not free and keep:  # the nearest free place on the board, if a lesson left no side of the item free
            free = self._nearest_free((w, h), item, keep)
        if not free:
            return None
        prompt = self.geometry.z["prompt"]
        return next((r for r in free if not r.colliderect(prompt)), free[0])

    def _nearest_free(self, size: tuple[int, int], item: pygame.Rect, keep: list[pygame.Rect]) -> list[pygame.Rect]:
        """The place on the board nearest `item` clear of it, of the pointer and of all in `keep` ([] if none);
        remembered, as the resting pointer asks again every frame."""
        key = (size, tuple(item), self.pointer.pos, tuple(tuple(r) for r in keep))
        if key not in self._nearest:
            if len(self._nearest) > 32:
                self._nearest.clear()
            self._nearest[key] = self._scan(size, item, keep)
        return list(self._nearest[key])

    def _scan(self, size: tuple[int, int], item: pygame.Rect, keep: list[pygame.Rect]) -> list[pygame.Rect]:
        w, h = size
        best: tuple[int, pygame.Rect] | None = None
        for y in range(BOARD.y, BOARD.bottom - h + 1, 8):
            for x in range(BOARD.x, BOARD.right - w + 1, 8):
                rect = pygame.Rect(x, y, w, h)
                if rect.colliderect(item) or rect.collidepoint(self.pointer.pos) or rect.collidelist(keep) >= 0:
                    continue
                gap = max(0, rect.x - item.right, item.x - rect.right) + max(0, rect.y - item.bottom, item.y - rect.bottom)
                if best is None or gap < best[0]:
                    best = (gap, rect)
        return [best[1]] if best is not None else []

    def _item_rect(self, view) -> pygame.Rect:
        """Where the thing under the pointer lies (a small square round the pointer if it has no rect)."""
        geo = self.geometry
        hit = geo.hit(view, self.pointer.pos, self.plan.laid())
        what, key = hit if hit is not None else (None, None)
        if what == "die":
            return geo.die_rect(key)
        if what == "action":
            return geo.action_rect(key)
        if what == "red":
            return geo.red_rect(key)
        if what == "pile":
            return geo.pile_rect(key)
        if what == "row":
            return geo.row_rect(key)
        if what == "spirit":
            return pygame.Rect(geo.spirit_rect(view))
        if what == "relic_deck":
            return geo.relic_deck_rect()
        if what == "ancestor":
            return pygame.Rect(geo.tile_rects[key])
        if what == "offer":
            return geo.offer_rect(key)
        if what in ("my_relic", "opp_relic"):
            return geo.relic_rect(what.partition("_")[0], key)
        if what == "my_spell":
            n = len(view.players[geo.bottom_seat(view)].spells or ())
            return geo.spell_rect("my", key, n)
        if what == "opp_spell":
            n = view.players[1 - geo.bottom_seat(view)].spell_count
            return geo.spell_rect("opp", key, n)
        if what == "supply":
            x, y = geo.supply_token_centre(RESOURCES.index(key))
            return pygame.Rect(x - 14, y - 14, 44, 28)
        x, y = self.pointer.pos
        return pygame.Rect(x - 4, y - 4, 8, 8)

    def _tooltip(self, view) -> str:
        """A line about the thing under the mouse that is not a card."""
        hit = self.geometry.hit(view, self.pointer.pos, self.plan.laid())
        if hit is None:
            return ""
        what, key = hit
        if what == "action":
            face = view.action_dice[key]
            if face in RESOURCE_TITLES:
                return (f"Action die showing {RESOURCE_TITLES[face]}: place it on a Relic that takes it. Left "
                        f"unused, it gives 1 {RESOURCE_TITLES[face]} at the end of the turn.")
            return "Blank Action die: only Relics that take any Action die can use it."
        if what == "red":
            return f"Red die {view.red_dice[key]}: it may replace a die showing less (guarded dice are safe)."
        if what == "pile":
            cost = {3: 5, 5: 8, 7: 11}[key]
            return (f"{key}-point Clouds, {view.cloud_piles.get(key, 0)} left. Summon one for {cost} Gold at the "
                    f"Rain's Blessing, or roll {(3, 4, 5)[(3, 5, 7).index(key)]} dice alike.")
        if what == "supply":
            return f"{RESOURCE_TITLES[key]} left in the supply: {view.supply.get(key, 0)}."
        press = self.pyramid_press(view) if what in ("plan_die", "row") else None
        if press is not None:
            kind, group, _rect = press
            values = ", ".join(str(view.dice[i].value) for i in group)
            word = next(COMBO_WORDS[k] for k, idx in self.plan.groups if tuple(idx) == group)
            if kind == "back":
                return f"Your {word} ({values}) laid here: choosing it puts it back in the tray, nothing traded."
            title = next(title for k, title, _reward in PYRAMID_ROWS if k == key)
            return (f"{title}: choosing the row's name trades your {word} ({values}) on it now. Choose the dice "
                    "themselves to put them back in the tray.")
        if what == "row":
            for kind, title, reward in PYRAMID_ROWS:
                if kind == key:
                    return (f"{title} → {reward}. In your Collection, pick dice and then this row (or drag them); "
                            "with no die picked, the row's name trades what lies on it now.")
        if what == "spirit":
            holder = view.spirit_holder
            where = "on the Spirit Ancestor" if holder is None else f"held by {view.seat_names[holder]}"
            return (f"The Spirit token, {where}. Its holder may spend it during their turn to recharge one "
                    "spent Relic (choose the spent Relic).")
        if what == "relic_deck":
            return (f"The Relic deck: {view.relic_deck_count} cards. The Merchant's Blessing deals from it into "
                    "the Offering.")
        if what == "opp_spell":
            n = view.players[1 - self.geometry.bottom_seat(view)].spell_count
            return f"A hidden hand of {n} Spell{'s' if n != 1 else ''}. Spells are seen only when cast."
        if what == "die":
            die = view.dice[key]
            extra = " It is safe from red dice." if die.guarded else ""
            kind = {"green": "Green", "violet": "Violet (never rerolled)", "red": "Red"}.get(die.colour, "")
            return f"{kind} die showing {die.value}.{extra}"
        return ""
