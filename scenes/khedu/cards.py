"""Khedu's card faces: units, Commands and War Cadences drawn the way the printed cards read
(activation cost top left, shield top right, dice bottom left, reward marks bottom right), plus the
two card backs. Faces are cached by what they show, so a frame only blits. `CardArt` is the table's card-art
part: every other part draws its cards through it.
"""

from __future__ import annotations

import pygame

from baraza.scenes.render.cards import CardFace
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

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
MIN = theme.MIN_TEXT  # no card text under this: a small card shows less and its large view the rest
# A Command's effect in a few words, shown on its card when the whole effect does not fit (the large view, on
# hover or Space, has it whole); keyed by the card's key, a Command without one shows its effect or nothing.
COMMAND_GIST = {
    "allure": "Move a Desert unit",
    "betrayal": "Take Desert Honor as LP",
    "exchange": "Swap units",
    "sandstorm": "Bury a Desert unit",
    "caravan": "Draw two cards",
    "rally": "1 card less to attack",
}
EFFECT_MARKS = {"Sandfire Hymn": "+3", "Storm Chorus": "+1⚄", "Whitesand Ballad": "+3 def", "Mirage Lament": "−1⚄"}


def unit_face(u, hand_of: str | None = None) -> CardFace:
    """The hover face of a UnitView (or anything with the same fields); `hand_of`: the clan of the player whose
    hand holds it, told whether it can join their Cadre or only pay (a 2-player playtester, dealt another clan's
    units, did not know what they were for)."""
    tags = [f"{u.denomination}"]
    if u.khana:
        tags.append("Khana")
    if u.infiltrating:
        tags.append("Infiltrating")
    if getattr(u, "honor", 0):
        tags.append(f"{u.honor} Honor stacked")
    cards = f"{u.cost} card{'' if u.cost == 1 else 's'}"
    text = (f"Attack dice {u.dice}. Defence {u.defence}. Reward {u.reward}. "
            f"Activation: discard {cards} from your hand.")
    if u.infiltrating:
        text += " Infiltrating: may attack any exposed card from a Cadre and may be provoked from another Cadre."
    if hand_of is not None and u.denomination == hand_of:
        text += " Your clan: place it in an empty Cadre slot for 1 Influence."
    elif hand_of is not None:
        text += (f" Not of your clan ({hand_of}): it cannot join your Cadre. Discard it to pay for an attack, "
                 "or keep it for later.")
    return CardFace(u.name, text, f"{u.denomination} unit", DENOMINATION_COLOURS.get(u.denomination, (110, 96, 72)),
                    cards, tuple(tags), str(u.defence))


def command_face(name: str, cost: int, text: str) -> CardFace:
    return CardFace(name, text, "Command", COMMAND_COLOUR, f"{cost} LP", ("Play in an Action turn",), "")


def cadence_face(name: str, kind: str, text: str, eternal: bool = False, face_up: bool = True) -> CardFace:
    tags = ["Eternal: may be sung once in every fight of its owner's Cadre" if eternal else "One-time: back to the deck after use"]
    if not face_up:
        tags.append("face down (only you see it)")
    return CardFace(name, text, f"War Cadence · {kind}", OFFENSIVE_COLOUR if kind == "offensive" else DEFENSIVE_COLOUR,
                    "", tuple(tags), "")


class CardArt:
    """Renders and caches card surfaces by (what, size)."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}
        self._bands: dict[tuple, int] = {}  # a unit face's title band bottom, per (unit, size): where its icons sit

    def _get(self, key: tuple, make) -> pygame.Surface:
        key = (*key, theme.ART)  # high contrast edges every card (not a stack's edges nor an empty slot)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 600:
                self._cache.clear()
            with self.fonts.picture_text():  # a card's words are sized to the card (the zoom shows it large)
                surf = make()
            if key[0] not in ("edges", "empty"):
                theme.ART.outline_rect(surf, surf.get_rect(), 6)
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._cache[key] = surf
        return surf

    def draw_unit(self, surface: pygame.Surface, u, rect: pygame.Rect, dim: bool = False) -> None:
        """A unit card on the table at `rect`, with its Honor pile; `dim` shades a defeated one."""
        surface.blit(self.unit(u, rect.size), rect)
        if dim:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, rect)
        if u.honor:
            (x, y), r = honor_spot(rect.size, self._bands.get((u.key, rect.size)))
            draw_honor(surface, self.fonts, (rect.x + x, rect.y + y), u.honor, r)

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
    def unit(self, u, size: tuple[int, int], room: int | None = None) -> pygame.Surface:
        """A unit's face; one that carries Honor keeps its words clear of the Honor pile drawn over it."""
        coin = bool(getattr(u, "honor", 0))
        key = ("unit", u.key, size, room, coin)
        return self._get(key, lambda: self._unit(u, size, room, coin))

    def _frame(self, size, colour, title: str, room: int | None = None) -> tuple[pygame.Surface, int, int]:
        """Paper, coloured frame and title band; returns (surface, band bottom, font size). The title is
        never under MIN: a word too long for the card is shortened (the large view has it whole). `room`:
        the width left visible when the next card of a fanned hand covers the right side."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        rad = max(4, w // 12)
        pygame.draw.rect(s, PAPER, r, border_radius=rad)
        fs = MIN
        edge = max(2, w // 40)
        # a large card's name keeps clear of its frame and rounded corners, which clipped the last letter's top
        # ("Whitesand Ballaq" in the opening picker: blind tester); a small card's name has its own fitting below
        width = min(w, room or w) - (2 * edge + rad if w >= 120 else 6)
        if w < 70 and room is None:
            width = w - 2  # a narrow Ensemble card: the band's whole width for the name
        for face in ("bold", "sans"):  # the regular face when a word is too wide in bold ("Sandfire" on a
            font = self.fonts.get(fs, face)  # narrow Ensemble card)
            wrapped = theme.wrap_text(self.fonts, title, fs, width, face)
            if len(wrapped) <= 2 and all(font.size(ln)[0] <= width for ln in wrapped):
                break
        # a card no other card covers keeps every word whole: one too wide is narrowed to fit ("Whitesand" on an
        # Ensemble card, "Wanderer" on a Desert card when many stacks share the Desert), never split ("La-ment"
        # read as two words in the playtest) nor shortened ("Whit…", "Wande…")
        narrow = room is None
        lines = wrapped if narrow else [theme.ellipsize(font, ln, width) for ln in wrapped]
        if len(lines) > 3 or (len(lines) > 2 and room is not None):
            lines = lines[:1] + [theme.ellipsize(font, " ".join(lines[1:]), width, force=True)]
        step = font.get_linesize()
        band = pygame.Rect(0, 0, w, 5 + len(lines) * step)
        pygame.draw.rect(s, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
        for i, line in enumerate(lines):
            img = self.fonts.render(line, fs, (252, 248, 238), face)
            if img.get_width() > width:  # only on a narrow card: the word squeezed, its height kept
                img = pygame.transform.smoothscale(img, (width, img.get_height()))
            where = img.get_rect(midtop=(w // 2, 3 + i * step)) if room is None else img.get_rect(topleft=(4, 3 + i * step))
            s.blit(img, where)
        pygame.draw.rect(s, colour, r, edge, border_radius=rad)
        return s, band.bottom, fs

    def _shield(self, s: pygame.Surface, centre, size: int, colour, value: int) -> None:
        x, y = centre
        r = size // 2
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y + r // 4), (x, y + r + 3), (x - r, y + r // 4)]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, (30, 26, 20), pts, 1)
        img = self.fonts.render(str(value), max(MIN, int(size * 0.62)), (252, 248, 238), "bold")
        s.blit(img, img.get_rect(center=(x, y)))

    def _fits(self, text: str, size: int, width: int, face: str = "bold") -> bool:
        return self.fonts.get(size, face).size(text)[0] <= width

    def _unit(self, u, size, room: int | None = None, coin: bool = False) -> pygame.Surface:
        w, h = size
        colour = DENOMINATION_COLOURS.get(u.denomination, (110, 96, 72))
        right = min(w, room or w) - 4
        if w < 62:
            return self._small_unit(u, size, colour)
        s, band, fs = self._frame(size, colour, u.name, room)
        if room is None:
            self._bands[(u.key, size)] = band
        icon = 24 if w >= 90 else 22
        # defence shield (top right, under the band) and activation cost (top left)
        self._shield(s, (w - icon // 2 - 5, band + icon // 2 + 5), icon, colour, u.defence)
        cost_rect = pygame.Rect(5, band + 5, icon - 4, icon)
        self._cost_badge(s, cost_rect, u.cost)
        die = 20
        y = band + icon + 10
        if coin:  # the Honor pile sits in the icon row (honor_spot): the words start under its stacked coins
            (_, cy), r = honor_spot(size, band)
            y = max(y, cy + r + 10)
        # the words below the icons only where they fit above the dice row (the large view has them all)
        words = [u.denomination + (" · Khana" if u.khana else "")] + (["Infiltrating"] if u.infiltrating else [])
        step = self.fonts.get(MIN, "bold").get_linesize()
        span = right - 4
        for i, word in enumerate(words):
            if y + step > h - die - 6:
                break
            if not self._fits(word, MIN, span):
                word = u.denomination if i == 0 else word
            if self._fits(word, MIN, span):
                img = self.fonts.render(word, MIN, (90, 80, 64) if i == 0 else colour, "bold")
                s.blit(img, img.get_rect(midtop=(w // 2 if right >= w - 4 else (4 + right) // 2, y)))
                y += step
        # dice (bottom left) and reward marks (bottom right)
        dr = pygame.Rect(5, h - die - 5, die, die)
        pygame.draw.rect(s, (250, 246, 236), dr, border_radius=3)
        pygame.draw.rect(s, INK, dr, 1, border_radius=3)
        pygame.draw.circle(s, INK, dr.center, max(1, die // 8))
        img = self.fonts.render(f"×{u.dice}", MIN + 2, INK, "bold")
        s.blit(img, img.get_rect(midleft=(dr.right + 2, dr.centery)))
        mark_w = max(3, w // 24)
        for i in range(u.reward):
            x = w - 6 - (i + 1) * (mark_w + 2)
            pygame.draw.rect(s, colour, (x, h - 6 - die, mark_w, die), border_radius=1)
        return s

    def _small_unit(self, u, size, colour) -> pygame.Surface:
        """A rail-sized unit: a coloured card with a big shield, dice and reward marks; no room for a readable
        name (the large view on hover has it). Khana and Infiltrating marks ride in the top band, clear of the
        shield, the dice count and an Honor pile."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        mark = ("♛" if u.khana else "") + ("⟳" if u.infiltrating else "")
        band = self.fonts.get(MIN, "bold").get_linesize() if mark else 10  # the marks ride in the colour band
        pygame.draw.rect(s, PAPER, r, border_radius=5)
        pygame.draw.rect(s, colour, (0, 0, w, band), border_top_left_radius=5, border_top_right_radius=5)
        pygame.draw.rect(s, colour, r, 2, border_radius=5)
        foot = self.fonts.get(MIN, "bold").get_linesize() + 2  # the dice count's row
        icon = min(w - 14, h - band - foot - 8)
        self._shield(s, (w // 2, band + 3 + icon // 2), icon, colour, u.defence)
        img = self.fonts.render(f"⚄{u.dice}", MIN, INK, "bold")
        s.blit(img, img.get_rect(bottomleft=(3, h - 2)))
        for i in range(u.reward):
            pygame.draw.rect(s, colour, (w - 6 - i * 5, h - 15, 3, 11), border_radius=1)
        if mark:
            img = self.fonts.render(mark, MIN, (252, 248, 238), "bold")
            s.blit(img, img.get_rect(midtop=(w // 2, 0)))
        return s

    def command(self, card, size: tuple[int, int], room: int | None = None) -> pygame.Surface:
        return self._get(("command", card.key, size, room), lambda: self._command(card, size, room))

    def _command(self, card, size, room: int | None = None) -> pygame.Surface:
        w, h = size
        s, band, fs = self._frame(size, COMMAND_COLOUR, card.name, room)
        y = band + 4
        box = (min(w, room or w) - 10, h - y - 26)
        if box[1] >= 17:
            # the whole effect, else its gist, else none: never a text cut with "…" (five of the six were, at
            # 150 % even the gist of one: blind tester, issue 41); the large view always has it whole
            for text in (card.text, COMMAND_GIST.get(card.key, "")):
                used, lines, cut = theme.fit_lines(self.fonts, text, box, MIN, line_gap=0)
                if text and not cut:
                    step = self.fonts.get(used).get_linesize()
                    for line in lines:
                        s.blit(self.fonts.render(line, used, INK), (5, y))
                        y += step
                    break
        img = self.fonts.render(f"{card.cost} LP", MIN, (252, 248, 238), "bold")
        pill = img.get_rect(bottomleft=(5, h - 5)).inflate(8, 2)
        pygame.draw.rect(s, COMMAND_COLOUR, pill, border_radius=5)
        s.blit(img, img.get_rect(center=pill.center))
        return s

    def small_unit(self, u, size: tuple[int, int]) -> pygame.Surface:
        """A unit in a big hand (two rows of small cards): its whole name on its colour, then its activation cost
        (the cards it discards to attack, boxed as on the large card), its dice and its defence."""
        return self._get(("small_unit", u.key, size), lambda: self._small_hand_unit(u, size))

    def _small_frame(self, size, colour, title: str) -> tuple[pygame.Surface, int]:
        """Paper, frame and a title band holding the whole name on one line or two close ones (the regular face
        when a word is too wide in bold; a word wider still is narrowed, never cut); returns (surface, band
        bottom)."""
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=6)
        width = w - 8
        for face in ("bold", "sans"):
            font = self.fonts.get(MIN, face)
            lines = theme.wrap_text(self.fonts, title, MIN, width, face)
            if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines):
                break
        lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines
        step = font.get_ascent() - font.get_descent()  # lines close together: the band leaves the facts room
        band = 4 + len(lines) * step
        pygame.draw.rect(s, colour, (0, 0, w, band), border_top_left_radius=6, border_top_right_radius=6)
        for i, line in enumerate(lines):
            img = self.fonts.render(line, MIN, (252, 248, 238), face)
            if img.get_width() > width:
                img = pygame.transform.smoothscale(img, (width, img.get_height()))
            s.blit(img, img.get_rect(midtop=(w // 2, 2 + i * step)))
        pygame.draw.rect(s, colour, s.get_rect(), 2, border_radius=6)
        return s, band

    def _cost_badge(self, s: pygame.Surface, rect: pygame.Rect, cost: int) -> None:
        """A unit's activation cost: a small card of paper with a second one peeking behind it."""
        pygame.draw.rect(s, (250, 246, 236), rect.move(2, -2), border_radius=2)
        pygame.draw.rect(s, (120, 110, 96), rect.move(2, -2), 1, border_radius=2)
        pygame.draw.rect(s, (250, 246, 236), rect, border_radius=2)
        pygame.draw.rect(s, INK, rect, 1, border_radius=2)
        img = self.fonts.render(str(cost), MIN, INK, "bold")
        s.blit(img, img.get_rect(center=rect.center))

    def _small_hand_unit(self, u, size) -> pygame.Surface:
        w, h = size
        colour = DENOMINATION_COLOURS.get(u.denomination, (110, 96, 72))
        s, band = self._small_frame(size, colour, u.name)
        icon = max(16, min(24, h - band - 9))  # the shield's point reaches 3 px below its box
        y = band + max(2, (h - band - 6 - icon) // 2)
        cost_rect = pygame.Rect(5, y, icon - 4, icon)
        self._cost_badge(s, cost_rect, u.cost)
        shield_x = w - icon - 6
        img = self.fonts.render(f"×{u.dice}", MIN, INK, "bold")
        die = pygame.Rect(cost_rect.right + 6, y + (icon - 18) // 2, 18, 18)
        if die.right + 2 + img.get_width() + 2 > shield_x:  # a narrow card: the die shrinks, the count stays
            die = pygame.Rect(cost_rect.right + 3, y + (icon - 12) // 2, 12, 12)
        pygame.draw.rect(s, (250, 246, 236), die, border_radius=3)
        pygame.draw.rect(s, INK, die, 1, border_radius=3)
        pygame.draw.circle(s, INK, die.center, 2)
        s.blit(img, img.get_rect(midleft=(die.right + 1, die.centery)))
        self._shield(s, (w - icon // 2 - 6, y + icon // 2), icon, colour, u.defence)
        return s

    def small_command(self, name: str, cost: int, size: tuple[int, int], alert: bool = False) -> pygame.Surface:
        """A Command in a big hand: its whole name, then its Legacy cost in its pill (red, "needs", when it
        cannot be paid yet)."""
        return self._get(("small_command", name, cost, size, alert), lambda: self._small_command(name, cost, size,
                                                                                                    alert))

    def _small_command(self, name: str, cost: int, size, alert: bool) -> pygame.Surface:
        w, h = size
        s, band = self._small_frame(size, COMMAND_COLOUR, name)
        bold = self.fonts.get(MIN, "bold")
        text = f"needs {cost} LP" if alert and bold.size(f"needs {cost} LP")[0] + 18 <= w else f"{cost} LP"
        img = self.fonts.render(text, MIN, (252, 248, 238), "bold")
        pill = img.get_rect(midleft=(9, band + (h - band) // 2)).inflate(8, 2)
        pygame.draw.rect(s, theme.BAD if alert else COMMAND_COLOUR, pill, border_radius=5)
        s.blit(img, img.get_rect(center=pill.center))
        return s

    def cadence(self, name: str, kind: str, text: str, size: tuple[int, int], eternal: bool = False,
                face_down: bool = False) -> pygame.Surface:
        key = ("cadence", name, kind, size, eternal, face_down)
        return self._get(key, lambda: self._cadence(name, kind, text, size, eternal, face_down))

    def _mark(self, s: pygame.Surface, name: str, centre, width: int, colour=(252, 248, 238),
              height: int | None = None) -> None:
        """A Cadence's effect in big print ("+3", "+1⚄"), centred in `height` px around `centre`: one line at
        16 px, else at 14, else split over two lines; left out when even that has no room (the large view
        says it), never drawn over the name or the "hidden" tag."""
        mark = EFFECT_MARKS.get(name, "")
        if not mark:
            return
        # at the last, the number alone ("+3" of "+3 def", the card's colour says defensive): a sung Whitesand
        # Ballad showed a blank face in the Ensemble where Mirage Lament showed its "−1" (playtest, issue 41)
        tries = ((16, [mark]), (MIN, [mark]), (16, mark.split(" ")), (MIN, mark.split(" ")), (MIN, mark.split(" ")[:1]))
        for size, lines in tries:
            step = self.fonts.get(size, "bold").get_linesize()
            if all(self._fits(ln, size, width) for ln in lines) and (height is None or step * len(lines) <= height):
                break
        else:
            if mark.endswith("⚄"):  # "+1⚄" too wide for a Desert Cadence: the die drawn (playtest)
                self._die_mark(s, mark[:-1], centre, width, colour, height)
            return
        top = centre[1] - step * len(lines) // 2
        for i, line in enumerate(lines):
            img = self.fonts.render(line, size, colour, "bold")
            s.blit(img, img.get_rect(midtop=(centre[0], top + i * step)))

    def _die_mark(self, s: pygame.Surface, number: str, centre, width: int, colour, height: int | None) -> None:
        """A dice effect ("+1", "−1") with a drawn die beside it, or under it on a narrow card."""
        img = self.fonts.render(number, MIN, colour, "bold")
        die = 14
        if img.get_width() + 3 + die <= width and (height is None or img.get_height() <= height):  # one row
            left = centre[0] - (img.get_width() + 3 + die) // 2
            s.blit(img, img.get_rect(midleft=(left, centre[1])))
            box = pygame.Rect(left + img.get_width() + 3, centre[1] - die // 2, die, die)
        elif height is None or img.get_height() + 2 + die <= height:  # the number over the die
            top = centre[1] - (img.get_height() + 2 + die) // 2
            s.blit(img, img.get_rect(midtop=(centre[0], top)))
            box = pygame.Rect(centre[0] - die // 2, top + img.get_height() + 2, die, die)
        else:
            return
        pygame.draw.rect(s, colour, box, 2, border_radius=3)
        pygame.draw.circle(s, colour, box.center, 2)

    def _cadence(self, name, kind, text, size, eternal, face_down) -> pygame.Surface:
        w, h = size
        colour = OFFENSIVE_COLOUR if kind == "offensive" else DEFENSIVE_COLOUR
        if w < 56:  # rail size: the effect in big print, the name on hover
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, colour, s.get_rect(), border_radius=5)
            pygame.draw.rect(s, ETERNAL if eternal else PAPER, s.get_rect(), 2, border_radius=5)
            self._mark(s, name, s.get_rect().center, w - 4)
            return s
        s, band, fs = self._frame(size, colour, name)
        y = band + 3
        word = "Offensive" if kind == "offensive" else "Defensive"
        if self._fits(word, MIN, w - 6):
            img = self.fonts.render(word, MIN, colour, "bold")
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += self.fonts.get(MIN, "bold").get_linesize() + 2
        if w >= 90:
            box = (w - 10, h - y - (26 if eternal else 6))
            if box[1] >= 17:
                used, lines, cut = theme.fit_lines(self.fonts, text, box, MIN, line_gap=0)
                if cut and ". " in text:  # its first sentence whole, not both cut (the large view has it all)
                    first = theme.fit_lines(self.fonts, text.split(". ")[0] + ".", box, MIN, line_gap=0)
                    used, lines = (first[0], first[1]) if not first[2] else (used, lines)
                for line in lines:
                    s.blit(self.fonts.render(line, used, INK), (5, y))
                    y += self.fonts.get(used).get_linesize()
        else:  # between the name (and kind) and the "hidden" tag or the Eternal badge
            bottom = h - (24 if face_down or eternal else 4)
            self._mark(s, name, (w // 2, (y + bottom) // 2), w - 6, colour, bottom - y)
        if eternal:
            pygame.draw.rect(s, ETERNAL, s.get_rect(), 3, border_radius=max(4, w // 12))
            badge = (w - 11, h - 11)
            pygame.draw.circle(s, (60, 40, 10), badge, 10)
            pygame.draw.circle(s, ETERNAL, badge, 10, 2)
            img = self.fonts.render("∞", MIN, ETERNAL, "bold")
            s.blit(img, img.get_rect(center=badge))
        if face_down:  # the owner sees it, the others see a back: say so
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((20, 30, 40, 70))
            s.blit(shade, (0, 0))
            word = "face down" if self._fits("face down", MIN, w - 8) else "hidden"
            img = self.fonts.render(word, MIN, (252, 248, 238), "bold")
            tag = img.get_rect(midbottom=(w // 2, h - 3)).inflate(6, 0)
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
        lines = theme.wrap_text(self.fonts, label, MIN, w - 8)[:3]
        step = self.fonts.get(MIN).get_linesize()
        for i, line in enumerate(lines):
            img = self.fonts.render(line, MIN, (210, 200, 176))
            s.blit(img, img.get_rect(center=(w // 2, h // 2 + (i - (len(lines) - 1) / 2) * step)))
        return s


def honor_spot(size: tuple[int, int], band: int | None = None) -> tuple[tuple[int, int], int]:
    """Where a unit's Honor pile sits on its card (centre from the card's top left) and its radius: in the icon
    row under the title `band` (a one-line title's when not given), between the cost badge and the defence shield,
    so both read (over the shield's lower edge it hid the defence on the fight's 76×106 cards). A rail-sized card
    (no icon row) keeps it low at its right edge, clear of its big shield's number."""
    w, h = size
    if w < 62:
        return (w - 6, h - h // 3), 10
    icon = 24 if w >= 90 else 22  # as _unit draws them
    top = (5 + 21) if band is None else band  # a one-line title band at the card's smallest type
    cost_right = 5 + icon - 4 + 2  # the badge and the card peeking behind it
    shield_left = w - 5 - icon
    radius = min(13 if w >= 80 else 10, (shield_left - cost_right - 4) // 2)
    return ((cost_right + shield_left) // 2, top + 5 + icon // 2), radius


def draw_honor(surface: pygame.Surface, fonts: Fonts, centre, honor: int, radius: int = 13) -> None:
    """A small pile of gold Honor tokens with the count."""
    if honor <= 0:
        return
    x, y = int(centre[0]), int(centre[1])
    # drawn as a picture of its own (a token, to the layout lint), so its count on a card's edge is its own
    pile = pygame.Surface((2 * radius + 2, 2 * radius + 9), pygame.SRCALPHA)
    for k in range(min(3, honor) - 1, -1, -1):
        cy = radius + k * 3
        pygame.draw.circle(pile, (90, 62, 16), (radius + 1, cy + 2), radius)
        pygame.draw.circle(pile, HONOR, (radius, cy), radius)
        pygame.draw.circle(pile, (140, 98, 24), (radius, cy), radius, 2)
    surface.blit(pile, (x - radius, y - radius))
    theme.blit_fit(surface, fonts, str(honor), (x, y), MIN, 2 * radius, (60, 36, 6), "bold", "center")  # on its coin
