"""Colours, fonts and the small drawing helpers every scene shares.

Fonts come from assets/fonts; if a font file is missing or unreadable the built-in pygame font is used
instead, so a broken install still shows text.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

import pygame

LOGICAL_SIZE = (1280, 720)

# The table: warm stone and wood, readable on any screen.
BG_TOP = (38, 44, 52)
BG_BOTTOM = (22, 25, 31)
PANEL = (48, 54, 64)
PANEL_EDGE = (86, 94, 108)
PANEL_DARK = (34, 38, 46)
TEXT = (236, 232, 222)
TEXT_DIM = (160, 160, 158)
TEXT_DARK = (30, 30, 34)
ACCENT = (232, 176, 72)
ACCENT_DARK = (176, 120, 40)
GOOD = (112, 196, 120)
BAD = (228, 96, 88)
HIGHLIGHT = (255, 224, 120)
BUTTON = (70, 78, 92)
BUTTON_HOVER = (92, 102, 120)
BUTTON_DISABLED = (52, 56, 64)
OVERLAY = (10, 12, 16, 170)


@dataclass(frozen=True)
class SeatPalette:
    """Player colours; `marks` are shapes drawn on pieces in the colour-blind palette."""

    colours: tuple[tuple[int, int, int], ...]
    names: tuple[str, ...]
    marks: tuple[str, ...]


STANDARD_SEATS = SeatPalette(
    ((214, 64, 58), (52, 120, 214), (238, 170, 40), (92, 170, 84)),
    ("Red", "Blue", "Orange", "Green"),
    ("", "", "", ""),
)
# Okabe-Ito colours stay distinct under the common colour-vision deficiencies; shapes add a second cue.
COLOUR_BLIND_SEATS = SeatPalette(
    ((213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115)),
    ("Vermilion", "Blue", "Yellow", "Green"),
    ("circle", "square", "triangle", "cross"),
)


def seat_palette(colour_blind: bool) -> SeatPalette:
    return COLOUR_BLIND_SEATS if colour_blind else STANDARD_SEATS


class Fonts:
    """Font cache by (face, size). Faces: 'sans', 'bold', 'title'."""

    FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}
        self._rendered: dict[tuple, pygame.Surface] = {}
        self.missing: list[str] = []

    def get(self, size: int, face: str = "sans") -> pygame.font.Font:
        key = (face, size)
        font = self._cache.get(key)
        if font is None:
            font = self._load(face, size)
            self._cache[key] = font
        return font

    def _load(self, face: str, size: int) -> pygame.font.Font:
        name = self.FILES.get(face, self.FILES["sans"])
        try:
            path = resources.files("baraza.assets").joinpath("fonts", name)
            with resources.as_file(path) as real:
                return pygame.font.Font(str(real), size)
        except (OSError, FileNotFoundError, pygame.error):
            if name not in self.missing:
                self.missing.append(name)
            font = pygame.font.Font(None, int(size * 1.35))  # the built-in font runs small
            font.set_bold(face != "sans")
            return font

    def render(self, text: str, size: int, colour=TEXT, face: str = "sans") -> pygame.Surface:
        """Rendered text, cached: the same labels are drawn every frame, and rendering is the slow part."""
        key = (text, size, tuple(colour), face)
        image = self._rendered.get(key)
        if image is None:
            if len(self._rendered) > 4000:
                self._rendered.clear()
            image = self.get(size, face).render(text, True, colour)
            self._rendered[key] = image
        return image


def readable(colour, minimum: int = 150) -> tuple[int, int, int]:
    """`colour` lifted until it reads on the dark panels (Black's pieces would vanish otherwise)."""
    r, g, b = colour[:3]
    luma = 0.299 * r + 0.587 * g + 0.114 * b
    if luma >= minimum:
        return (r, g, b)
    lift = minimum - luma
    return tuple(min(255, int(c + lift)) for c in (r, g, b))


def shade_screen(surface: pygame.Surface, rgba=OVERLAY) -> None:
    """Darken everything drawn so far, so a dialog stands out from the table under it."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(rgba)
    surface.blit(shade, (0, 0))


def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    surface = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(surface, colour, (0, y), (w, y))
    return surface


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, edge=PANEL_EDGE, radius: int = 10) -> None:
    shadow = rect.move(3, 4)
    pygame.draw.rect(surface, (0, 0, 0, 90) if surface.get_flags() & pygame.SRCALPHA else (16, 18, 22), shadow,
                     border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)


def blit_text(surface: pygame.Surface, fonts: Fonts, text: str, pos, size: int = 18, colour=TEXT,
              face: str = "sans", anchor: str = "topleft") -> pygame.Rect:
    image = fonts.render(text, size, colour, face)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrap_text(fonts: Fonts, text: str, size: int, width: int, face: str = "sans") -> list[str]:
    """Split `text` into lines that fit `width` pixels (keeps explicit newlines)."""
    font = fonts.get(size, face)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_seat_mark(surface: pygame.Surface, mark: str, centre, radius: int, colour) -> None:
    """The colour-blind palette's shape cue, drawn on a piece."""
    x, y = int(centre[0]), int(centre[1])
    r = max(3, radius)
    if mark == "circle":
        pygame.draw.circle(surface, colour, (x, y), r, 2)
    elif mark == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r), 2)
    elif mark == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y + r), (x - r, y + r)], 2)
    elif mark == "cross":
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 2)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 2)
