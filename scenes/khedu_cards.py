"""Khedu's card faces: units, Commands and War Cadences drawn the way the printed cards read
(activation cost top left, shield top right, dice bottom left, reward marks bottom right), plus the
two card backs. Faces are cached by what they show, so a frame only blits.
"""

from __future__ import annotations

import pygame

from baraza.scenes import theme
from baraza.scenes.cards import CardFace
from baraza.scenes.theme import Fonts

DENOMINATION_COLOURS = {
    "Himbua": (124, 98, 70),
    "Wuqri": (168, 52, 48),
    "Hadimi": (46, 98, 168),
    "Rahala": (62, 128, 66),
    "Oadhii": (118, 70, 150),
}
COMMAND_COLOUR = (160, 122, 38)
OFFENSIVE_COLOUR = (196, 96, 36)
DEFENSIVE_COLOUR = (36, 128, 140)
PAPER = (238, 228, 206)
INK = (44, 38, 30)
ETERNAL = (255, 214, 90)
HONOR = (232, 184, 64)
EFFECT_MARKS = {"Sandfire Hymn": "+3", "Storm Chorus": "+1⚄", "Whitesand Ballad": "+3 def", "Mirage Lament": "−1⚄"}


def unit_face(u) -> CardFace:
    """The hover face of a UnitView (or anything with the same fields)."""
    tags = [f"{u.denomination}"]
    if u.khana:
        tags.append("Khana")
    if u.infiltrating:
        tags.append("Infiltrating")
    if getattr(u, "honor", 0):
        tags.append(f"{u.honor} Honor stacked")
    text = (f"Attack dice {u.dice}. Defence {u.defence}. Reward {u.reward}. "
            f"Activation: discard {u.cost} card(s) from your hand.")
    if u.infiltrating:
        text += " Infiltrating: may attack any exposed card from a Cadre and may be provoked from another Cadre."
    return CardFace(u.name, text, f"{u.denomination} unit", DENOMINATION_COLOURS.get(u.denomination, (110, 96, 72)),
                    f"{u.cost} cards", tuple(tags), str(u.defence))


def command_face(name: str, cost: int, text: str) -> CardFace:
    return CardFace(name, text, "Command", COMMAND_COLOUR, f"{cost} LP", ("Play in an Action turn",), "")


def cadence_face(name: str, kind: str, text: str, eternal: bool = False, face_up: bool = True) -> CardFace:
    tags = ["Eternal: used in every combat of its owner's Cadre" if eternal else "One-time: back to the deck after use"]
    if not face_up:
        tags.append("face down (only you see it)")
    return CardFace(name, text, f"War Cadence · {kind}", OFFENSIVE_COLOUR if kind == "offensive" else DEFENSIVE_COLOUR,
                    "", tuple(tags), "")


class CardArt:
    """Renders and caches card surfaces by (what, size)."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}

    def _get(self, key: tuple, make) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 600:
                self._cache.clear()
            surf = make()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._cache[key] = surf
        return surf

    # --- backs -------------------------------------------------------------------------------
    def back(self, size: tuple[int, int], kind: str = "resource") -> pygame.Surface:
        return self._get(("back", kind, size), lambda: self._back(size, kind))

    def _back(self, size, kind: str) -> pygame.Surface:
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        if kind == "cadence":
            body, line, edge = (30, 84, 92), (44, 108, 116), (150, 214, 206)
        else:
            body, line, edge = (88, 54, 34), (108, 70, 44), (222, 178, 110)
        rad = max(4, w // 10)
        pygame.draw.rect(s, body, r, border_radius=rad)
        step = max(6, w // 8)
        for i in range(-h, w, step):
            pygame.draw.line(s, line, (i, 0), (i + h, h), 2)
        pygame.draw.rect(s, edge, r, 2, border_radius=rad)
        pygame.draw.rect(s, edge, r.inflate(-max(6, w // 7), -max(6, w // 7)), 1, border_radius=max(3, rad - 2))
        c = r.center
        rad2 = max(5, w // 6)
        if kind == "cadence":  # a sun over the dunes
            pygame.draw.circle(s, edge, c, rad2, 2)
            for k in range(8):
                v = pygame.math.Vector2(1, 0).rotate(k * 45)
                pygame.draw.line(s, edge, (c[0] + v.x * (rad2 + 3), c[1] + v.y * (rad2 + 3)),
                                 (c[0] + v.x * (rad2 + 7), c[1] + v.y * (rad2 + 7)), 2)
        else:  # a diamond seal
            pts = [(c[0], c[1] - rad2 - 4), (c[0] + rad2, c[1]), (c[0], c[1] + rad2 + 4), (c[0] - rad2, c[1])]
            pygame.draw.polygon(s, edge, pts, 2)
            pygame.draw.circle(s, edge, c, max(2, rad2 // 3))
        return s

    # --- faces -------------------------------------------------------------------------------
    def unit(self, u, size: tuple[int, int]) -> pygame.Surface:
        key = ("unit", u.key, size)
        return self._get(key, lambda: self._unit(u, size))

    def _frame(self, size, colour, title: str) -> tuple[pygame.Surface, int, int]:
        """Paper, coloured frame and title band; returns (surface, band bottom, font size)."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        rad = max(4, w // 12)
        pygame.draw.rect(s, PAPER, r, border_radius=rad)
        fs = 13 if w >= 90 else 11 if w >= 62 else 9
        while fs > 7 and max(self.fonts.get(fs, "bold").size(word)[0] for word in title.split()) > w - 6:
            fs -= 1  # a long word shrinks the title rather than being cut
        lines = theme.wrap_text(self.fonts, title, fs, w - 6, "bold")[:2]
        band_h = 6 + len(lines) * (fs + 3)
        top = 0
        band = pygame.Rect(0, top, w, band_h)
        pygame.draw.rect(s, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
        for i, line in enumerate(lines):
            img = self.fonts.render(line, fs, (252, 248, 238), "bold")
            s.blit(img, img.get_rect(midtop=(w // 2, top + 4 + i * (fs + 3))))
        pygame.draw.rect(s, colour, r, max(2, w // 40), border_radius=rad)
        return s, band.bottom, fs

    def _shield(self, s: pygame.Surface, centre, size: int, colour, value: int) -> None:
        x, y = centre
        r = size // 2
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y + r // 4), (x, y + r + 3), (x - r, y + r // 4)]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, (30, 26, 20), pts, 1)
        img = self.fonts.render(str(value), max(9, int(size * 0.62)), (252, 248, 238), "bold")
        s.blit(img, img.get_rect(center=(x, y)))

    def _unit(self, u, size) -> pygame.Surface:
        w, h = size
        colour = DENOMINATION_COLOURS.get(u.denomination, (110, 96, 72))
        if w < 62:
            return self._small_unit(u, size, colour)
        s, band, fs = self._frame(size, colour, u.name)
        big = w >= 62
        icon = 22 if w >= 90 else 17 if big else 13
        # defence shield (top right, under the band) and activation cost (top left)
        self._shield(s, (w - icon // 2 - 5, band + icon // 2 + 5), icon, colour, u.defence)
        cost_rect = pygame.Rect(5, band + 5, icon - 4, icon)
        pygame.draw.rect(s, (250, 246, 236), cost_rect.move(2, -2), border_radius=2)
        pygame.draw.rect(s, (120, 110, 96), cost_rect.move(2, -2), 1, border_radius=2)
        pygame.draw.rect(s, (250, 246, 236), cost_rect, border_radius=2)
        pygame.draw.rect(s, INK, cost_rect, 1, border_radius=2)
        img = self.fonts.render(str(u.cost), max(9, icon - 8), INK, "bold")
        s.blit(img, img.get_rect(center=cost_rect.center))
        y = band + icon + 10
        if big:
            label = u.denomination + (" · Khana" if u.khana else "")
            img = self.fonts.render(label, fs - 2, (90, 80, 64), "bold")
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += fs + 2
            if u.infiltrating:
                img = self.fonts.render("Infiltrating", fs - 2, colour, "bold")
                s.blit(img, img.get_rect(midtop=(w // 2, y)))
        elif u.khana or u.infiltrating:
            mark = ("♛" if u.khana else "") + ("⟳" if u.infiltrating else "")
            img = self.fonts.render(mark, 11, colour, "bold")
            s.blit(img, img.get_rect(midtop=(w // 2, y - 2)))
        # dice (bottom left) and reward marks (bottom right)
        die = max(10, icon - 3)
        dr = pygame.Rect(5, h - die - 5, die, die)
        pygame.draw.rect(s, (250, 246, 236), dr, border_radius=3)
        pygame.draw.rect(s, INK, dr, 1, border_radius=3)
        pygame.draw.circle(s, INK, dr.center, max(1, die // 8))
        img = self.fonts.render(f"×{u.dice}", max(9, die - 3), INK, "bold")
        s.blit(img, img.get_rect(midleft=(dr.right + 2, dr.centery)))
        mark_w = max(3, w // 24)
        for i in range(u.reward):
            x = w - 6 - (i + 1) * (mark_w + 2)
            pygame.draw.rect(s, colour, (x, h - 6 - die, mark_w, die), border_radius=1)
        return s

    def _small_unit(self, u, size, colour) -> pygame.Surface:
        """A rail-sized unit: name, a big shield, dice and reward marks."""
        w, h = size
        s, band, fs = self._frame(size, colour, u.name)
        icon = min(w // 2, h - band - 24)
        self._shield(s, (w // 2, band + 4 + icon // 2), icon, colour, u.defence)
        img = self.fonts.render(f"⚄{u.dice}", 10, INK, "bold")
        s.blit(img, img.get_rect(bottomleft=(4, h - 3)))
        for i in range(u.reward):
            pygame.draw.rect(s, colour, (w - 6 - i * 5, h - 13, 3, 10), border_radius=1)
        if u.khana or u.infiltrating:
            mark = ("♛" if u.khana else "") + ("⟳" if u.infiltrating else "")
            img = self.fonts.render(mark, 10, colour, "bold")
            s.blit(img, img.get_rect(midbottom=(w // 2, h - 2)))
        return s

    def command(self, card, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("command", card.key, size), lambda: self._command(card, size))

    def _command(self, card, size) -> pygame.Surface:
        w, h = size
        s, band, fs = self._frame(size, COMMAND_COLOUR, card.name)
        body = max(8, fs - 3)
        y = band + 4
        for line in theme.wrap_text(self.fonts, card.text, body, w - 10)[: max(1, (h - y - 24) // (body + 2))]:
            s.blit(self.fonts.render(line, body, INK), (5, y))
            y += body + 2
        pill_text = f"{card.cost} LP"
        img = self.fonts.render(pill_text, max(9, fs - 1), (252, 248, 238), "bold")
        pill = img.get_rect(bottomleft=(5, h - 5)).inflate(8, 2)
        pygame.draw.rect(s, COMMAND_COLOUR, pill, border_radius=5)
        s.blit(img, img.get_rect(center=pill.center))
        return s

    def cadence(self, name: str, kind: str, text: str, size: tuple[int, int], eternal: bool = False,
                face_down: bool = False) -> pygame.Surface:
        key = ("cadence", name, kind, size, eternal, face_down)
        return self._get(key, lambda: self._cadence(name, kind, text, size, eternal, face_down))

    def _cadence(self, name, kind, text, size, eternal, face_down) -> pygame.Surface:
        w, h = size
        colour = OFFENSIVE_COLOUR if kind == "offensive" else DEFENSIVE_COLOUR
        if w < 56:  # rail size: the effect in big print
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, colour, s.get_rect(), border_radius=5)
            pygame.draw.rect(s, ETERNAL if eternal else PAPER, s.get_rect(), 2, border_radius=5)
            for i, word in enumerate(name.split()[:2]):
                size = 8
                while size > 6 and self.fonts.get(size, "bold").size(word)[0] > w - 3:
                    size -= 1
                img = self.fonts.render(word, size, (252, 248, 238), "bold")
                s.blit(img, img.get_rect(midtop=(w // 2, 3 + i * 10)))
            mark, size = EFFECT_MARKS.get(name, "?"), 13
            while size > 8 and self.fonts.get(size, "bold").size(mark)[0] > w - 4:
                size -= 1
            img = self.fonts.render(mark, size, (252, 248, 238), "bold")
            s.blit(img, img.get_rect(center=(w // 2, h - 15)))
            return s
        s, band, fs = self._frame(size, colour, name)
        body = max(8, fs - 3)
        y = band + 3
        img = self.fonts.render("Offensive" if kind == "offensive" else "Defensive", body, colour, "bold")
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += body + 4
        if w >= 62:
            for line in theme.wrap_text(self.fonts, text, body, w - 10)[: max(0, (h - y - 6) // (body + 2))]:
                s.blit(self.fonts.render(line, body, INK), (5, y))
                y += body + 2
        if eternal:
            pygame.draw.rect(s, ETERNAL, s.get_rect(), 3, border_radius=max(4, w // 12))
            badge = (w - 11, h - 11)
            pygame.draw.circle(s, (60, 40, 10), badge, 10)
            pygame.draw.circle(s, ETERNAL, badge, 10, 2)
            img = self.fonts.render("∞", 14, ETERNAL, "bold")
            s.blit(img, img.get_rect(center=badge))
        if face_down:  # the owner sees it, the others see a back: say so
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((20, 30, 40, 70))
            s.blit(shade, (0, 0))
            img = self.fonts.render("face down", max(8, fs - 3), (252, 248, 238), "bold")
            tag = img.get_rect(midbottom=(w // 2, h - 4)).inflate(6, 2)
            pygame.draw.rect(s, (30, 60, 70), tag, border_radius=4)
            s.blit(img, img.get_rect(center=tag.center))
        return s

    def edges(self, size: tuple[int, int], depth: int) -> pygame.Surface:
        """The edges of `depth` cards under a stack's exposed card (blitted at the card's top left)."""
        return self._get(("edges", size, depth), lambda: self._edges(size, depth))

    def _edges(self, size, depth: int) -> pygame.Surface:
        w, h = size
        s = pygame.Surface((w + 2 * depth + 1, h + 2 * depth + 1), pygame.SRCALPHA)
        for k in range(depth, 0, -1):
            edge = pygame.Rect(k * 2, k * 2, w, h)
            pygame.draw.rect(s, (70, 52, 34), edge, border_radius=6)
            pygame.draw.rect(s, (226, 214, 188), edge, 1, border_radius=6)
        return s

    def empty_slot(self, size: tuple[int, int], label: str) -> pygame.Surface:
        return self._get(("empty", size, label), lambda: self._empty(size, label))

    def _empty(self, size, label: str) -> pygame.Surface:
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, (0, 0, 0, 50), r, border_radius=max(4, w // 12))
        dash = 6
        for x in range(4, w - 4, dash * 2):
            pygame.draw.line(s, (200, 190, 160, 120), (x, 1), (min(w - 4, x + dash), 1), 2)
            pygame.draw.line(s, (200, 190, 160, 120), (x, h - 2), (min(w - 4, x + dash), h - 2), 2)
        for y in range(4, h - 4, dash * 2):
            pygame.draw.line(s, (200, 190, 160, 120), (1, y), (1, min(h - 4, y + dash)), 2)
            pygame.draw.line(s, (200, 190, 160, 120), (w - 2, y), (w - 2, min(h - 4, y + dash)), 2)
        for i, line in enumerate(theme.wrap_text(self.fonts, label, 11, w - 8)[:3]):
            img = self.fonts.render(line, 11, (210, 200, 176))
            s.blit(img, img.get_rect(center=(w // 2, h // 2 - 8 + i * 14)))
        return s


def draw_honor(surface: pygame.Surface, fonts: Fonts, centre, honor: int, radius: int = 13) -> None:
    """A small pile of gold Honor tokens with the count."""
    if honor <= 0:
        return
    x, y = int(centre[0]), int(centre[1])
    for k in range(min(3, honor) - 1, -1, -1):
        cy = y + k * 3
        pygame.draw.circle(surface, (90, 62, 16), (x + 1, cy + 2), radius)
        pygame.draw.circle(surface, HONOR, (x, cy), radius)
        pygame.draw.circle(surface, (140, 98, 24), (x, cy), radius, 2)
    theme.blit_text(surface, fonts, str(honor), (x, y), 15 if radius >= 12 else 12, (60, 36, 6), "bold", "center")
