"""Colours, fonts and the small drawing helpers every scene shares.

Fonts come from assets/fonts; if a font file is missing or unreadable the built-in pygame font is used
instead, so a broken install still shows text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
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
FOCUS = (120, 200, 255)  # the keyboard's focus ring: not the accent's or the lit spots' yellow, it stands out
BUTTON = (70, 78, 92)
BUTTON_HOVER = (92, 102, 120)
BUTTON_DISABLED = (52, 56, 64)
OVERLAY = (10, 12, 16, 170)

_PALETTE_NAMES = ("BG_TOP", "BG_BOTTOM", "PANEL", "PANEL_EDGE", "PANEL_DARK", "TEXT", "TEXT_DIM", "TEXT_DARK",
                  "ACCENT", "ACCENT_DARK", "GOOD", "BAD", "HIGHLIGHT", "FOCUS", "BUTTON", "BUTTON_HOVER", "BUTTON_DISABLED",
                  "OVERLAY")
STANDARD_PALETTE = {name: globals()[name] for name in _PALETTE_NAMES}
# High contrast (Settings): near-black panels, white text and edges, a bright yellow accent. Every pair of text
# and panel colours stays above 12:1; the game pieces keep their own colours (their shapes and letters tell
# them apart too).
HIGH_CONTRAST_PALETTE = {
    "BG_TOP": (0, 0, 0), "BG_BOTTOM": (0, 0, 0), "PANEL": (12, 12, 14), "PANEL_EDGE": (235, 235, 235),
    "PANEL_DARK": (0, 0, 0), "TEXT": (255, 255, 255), "TEXT_DIM": (215, 215, 215), "TEXT_DARK": (0, 0, 0),
    "ACCENT": (255, 214, 0), "ACCENT_DARK": (230, 170, 0), "GOOD": (120, 255, 140), "BAD": (255, 120, 110),
    "HIGHLIGHT": (255, 255, 0), "FOCUS": (0, 230, 255), "BUTTON": (28, 28, 34), "BUTTON_HOVER": (70, 70, 96),
    "BUTTON_DISABLED": (20, 20, 22), "OVERLAY": (0, 0, 0, 200),
}


def use_palette(high_contrast: bool) -> None:
    """Switch the chrome's colours and the game art's look (`ART`). The one module state that changes: every
    scene reads `theme.TEXT`, `theme.ART` and their kin when it draws (never copies them), so the whole window
    follows at its next frame. Only the App calls this, from the player's setting."""
    globals().update(HIGH_CONTRAST_PALETTE if high_contrast else STANDARD_PALETTE)
    globals()["ART"] = ART_HIGH_CONTRAST if high_contrast else ART_STANDARD


@dataclass(frozen=True)
class ArtLook:
    """How the tables draw their game art: the one palette every game's renderers read (`theme.ART`). The
    standard look changes nothing (no edges, every colour as given). High contrast gives each piece, card,
    tile, token and die a thick outline (`edge`, or `light_edge` round a dark piece), the seats stronger
    colours (`seat_palette`), the ground under the art (cloth, felt, sea, a board's frame) a darker shade and
    a board's light and dark squares more apart. A cached picture of art is keyed by it (it is hashable)."""

    high_contrast: bool = False
    edge: tuple[int, int, int] = (0, 0, 0)
    light_edge: tuple[int, int, int] = (255, 255, 255)
    edge_width: int = 0  # 0: no outlines

    def ground(self, colour) -> tuple[int, int, int]:
        """What the art lies on: darker in high contrast."""
        return tuple(colour[:3]) if not self.high_contrast else tuple(int(c * 0.42) for c in colour[:3])

    def lighter(self, colour, amount: float = 0.4) -> tuple[int, int, int]:
        """A light square or tile: lighter in high contrast."""
        if not self.high_contrast:
            return tuple(colour[:3])
        return tuple(min(255, int(c + (255 - c) * amount)) for c in colour[:3])

    def darker(self, colour, amount: float = 0.45) -> tuple[int, int, int]:
        """A dark square or tile: darker in high contrast."""
        return tuple(colour[:3]) if not self.high_contrast else tuple(int(c * (1 - amount)) for c in colour[:3])

    def outline_rect(self, surface: pygame.Surface, rect, radius: int = 0, colour=None, width: int = 0) -> None:
        """The edge round a card, a tile or a die (nothing in the standard look)."""
        if self.edge_width:
            pygame.draw.rect(surface, colour or self.edge, rect, width or self.edge_width, border_radius=radius)

    def outline_polygon(self, surface: pygame.Surface, points, colour=None, width: int = 0) -> None:
        if self.edge_width:
            pygame.draw.polygon(surface, colour or self.edge, points, width or self.edge_width)

    def outline_circle(self, surface: pygame.Surface, centre, radius: float, colour=None, width: int = 0) -> None:
        if self.edge_width:
            pygame.draw.circle(surface, colour or self.edge, centre, radius, width or self.edge_width)

    def outline_ellipse(self, surface: pygame.Surface, rect, colour=None, width: int = 0) -> None:
        if self.edge_width:
            pygame.draw.ellipse(surface, colour or self.edge, rect, width or self.edge_width)


ART_STANDARD = ArtLook()
ART_HIGH_CONTRAST = ArtLook(high_contrast=True, edge_width=3)
ART = ART_STANDARD


@dataclass(frozen=True)
class SeatPalette:
    """Player colours; `marks` are shapes drawn on pieces in the colour-blind palette."""

    colours: tuple[tuple[int, int, int], ...]
    names: tuple[str, ...]
    marks: tuple[str, ...]


# Every palette marks its seats with shapes too: nothing is told by colour alone (a seat's pieces, its row in
# the players panel and its cards carry the same shape as its colour).
STANDARD_SEATS = SeatPalette(
    ((214, 64, 58), (52, 120, 214), (238, 170, 40), (92, 170, 84)),
    ("Red", "Blue", "Orange", "Green"),
    ("circle", "square", "triangle", "cross"),
)
# Okabe-Ito colours stay distinct under the common colour-vision deficiencies; shapes add a second cue.
COLOUR_BLIND_SEATS = SeatPalette(
    ((213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115)),
    ("Vermilion", "Blue", "Yellow", "Green"),
    ("circle", "square", "triangle", "cross"),
)


# High contrast: each seat's colour brighter and fuller, so a piece (outlined in black) stands out from the
# board and from the dark ground; the same hues and names as the palettes above.
HIGH_CONTRAST_SEATS = SeatPalette(
    ((255, 64, 56), (64, 156, 255), (255, 186, 0), (64, 226, 88)), STANDARD_SEATS.names, STANDARD_SEATS.marks)
HIGH_CONTRAST_COLOUR_BLIND_SEATS = SeatPalette(
    ((255, 118, 0), (86, 180, 255), (255, 240, 60), (0, 214, 160)), COLOUR_BLIND_SEATS.names,
    COLOUR_BLIND_SEATS.marks)


def seat_palette(colour_blind: bool) -> SeatPalette:
    """The seats' colours and marks, in the art's look (high contrast has its own, stronger colours)."""
    if ART.high_contrast:
        return HIGH_CONTRAST_COLOUR_BLIND_SEATS if colour_blind else HIGH_CONTRAST_SEATS
    return COLOUR_BLIND_SEATS if colour_blind else STANDARD_SEATS


REPLACEMENT = "\ufffd"
MAX_DRAWN = 1000  # characters in one rendered line; more is never meant to be read (and costs a huge surface)
_KEEP = frozenset("\n\t")


def drawable(text: object) -> str:
    """`text` as a string every font can draw: NUL, other control characters and lone surrogates (which make
    pygame raise) become U+FFFD, and a line longer than MAX_DRAWN is cut. Printable text is returned as is."""
    if not isinstance(text, str):
        text = str(text)
    if len(text) > MAX_DRAWN:
        text = text[: MAX_DRAWN - 1] + "…"
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch in _KEEP else REPLACEMENT for ch in text)


class SafeFont(pygame.font.Font):
    """A font whose render and size take any string: the one place where undrawable characters are replaced,
    so no text drawn anywhere can raise (a save's name, a score row, a file name that is not UTF-8).

    A character its face lacks (★ in the serif title face) is drawn by its `fallback` font (the sans face of
    the same size) instead of as a missing-glyph box."""

    fallback: SafeFont | None = None
    _glyphs: dict[str, bool]
    _notdef: tuple | None

    def has_glyph(self, char: str) -> bool:
        """Whether this face draws `char` itself: a missing glyph has the metrics and the picture of the
        font's .notdef box (pygame reports no 'missing' flag)."""
        known = self.__dict__.setdefault("_glyphs", {})
        found = known.get(char)
        if found is None:
            found = known[char] = not self._looks_like_notdef(char)
        return found

    def _looks_like_notdef(self, char: str) -> bool:
        try:
            if "_notdef" not in self.__dict__:
                box = "\uffff"  # a noncharacter: no font has it, so it draws as .notdef
                self._notdef = (pygame.font.Font.metrics(self, box)[0],
                                pygame.image.tobytes(pygame.font.Font.render(self, box, False, (255, 255, 255)),
                                                     "RGBA"))
            metrics = pygame.font.Font.metrics(self, char)[0]
            if metrics is None:
                return True
            if self._notdef is None or metrics != self._notdef[0]:
                return False
            image = pygame.font.Font.render(self, char, False, (255, 255, 255))
            return pygame.image.tobytes(image, "RGBA") == self._notdef[1]
        except (pygame.error, ValueError, UnicodeError, IndexError):
            self._notdef = None
            return False

    def runs(self, text: str) -> list[tuple[str, pygame.font.Font]]:
        """`text` split into runs, each with the font that draws it: this one, or a fallback that has the
        glyph this face lacks (a character no face has stays with this one)."""
        if text.isascii() or self.fallback is None:
            return [(text, self)]
        runs: list[tuple[str, pygame.font.Font]] = []
        for char in text:
            font: SafeFont = self
            if not char.isspace() and not self.has_glyph(char):
                candidate = self.fallback
                while candidate is not None and not candidate.has_glyph(char):
                    candidate = candidate.fallback
                font = candidate or self
            if runs and runs[-1][1] is font:
                runs[-1] = (runs[-1][0] + char, font)
            else:
                runs.append((char, font))
        return runs

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        text = drawable(text)
        if not wraplength:
            runs = self.runs(text)
            if len(runs) > 1:
                return self._render_runs(runs, antialias, color, bgcolor)
        return self._render_own(text, antialias, color, bgcolor, wraplength)

    def _render_runs(self, runs, antialias, color, bgcolor) -> pygame.Surface:
        """One line drawn run by run, each face on the same baseline."""
        images = [(font._render_own(part, antialias, color, None, 0) if font is self else font.render(
            part, antialias, color), font) for part, font in runs]
        width = sum(image.get_width() for image, _ in images)
        surface = pygame.Surface((max(1, width), self.get_height()), pygame.SRCALPHA)
        surface.fill(tuple(bgcolor)[:3] + (255,) if bgcolor is not None else tuple(color)[:3] + (0,))
        x = 0
        for image, font in images:
            surface.blit(image, (x, self.get_ascent() - font.get_ascent()))
            x += image.get_width()
        return surface

    def _render_own(self, text, antialias, color, bgcolor, wraplength) -> pygame.Surface:
        try:
            return super().render(text, antialias, color, bgcolor, wraplength)
        except (pygame.error, ValueError, UnicodeError):
            # e.g. "Text has zero width" (only marks that take no room): an empty line of the right height
            try:
                return super().render(text.encode("ascii", "replace").decode("ascii"), antialias, color, bgcolor,
                                      wraplength)
            except (pygame.error, ValueError, UnicodeError):
                return pygame.Surface((1, self.get_linesize()), pygame.SRCALPHA)

    def size(self, text):  # type: ignore[override]
        text = drawable(text)
        runs = self.runs(text)
        if len(runs) > 1:
            return (sum(font.size(part)[0] if font is not self else self._own_size(part)[0] for part, font in runs),
                    self.get_height())
        return self._own_size(text)

    def _own_size(self, text: str) -> tuple[int, int]:
        try:
            return super().size(text)
        except (pygame.error, ValueError, UnicodeError):
            return (0, self.get_linesize())


SCALED_UP_TO = 22  # px: text up to this size grows by the player's whole text size (see Fonts.real_size)


class Fonts:
    """Font cache by (face, size). Faces: 'sans', 'bold', 'title'. Every font is a SafeFont."""

    FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}
    # Where a face sends the characters it lacks (DejaVu Sans covers the most of the three).
    FALLBACK = {"title": "bold", "bold": "sans"}

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}
        self._rendered: dict[tuple, pygame.Surface] = {}
        self.missing: list[str] = []
        # Texts shortened to fit their box this frame, with their full wording: (rect, full text). The App
        # clears it before each frame and shows the full text when the mouse rests on one.
        self.shortened: list[tuple[pygame.Rect, str]] = []
        # While a table draws, every text it places: (rect, text, size, face), so the word under the pointer
        # can be explained (scenes/table/term_hover.py). None when nobody is listening.
        self.placed: list[tuple[pygame.Rect, str, int, str]] | None = None
        # Layout results, owned here because the fonts they were measured with live here too.
        self.wrapped: dict[tuple, tuple[str, ...]] = {}
        self.fitted: dict[tuple, tuple] = {}  # fit_lines's and buttons' labels

    scale = 1.0  # the player's text size (Settings: 100, 125 or 150 %): every size asked for is multiplied

    def set_scale(self, scale: float) -> None:
        """A new text size: fonts, rendered labels and measured layouts are made again at it."""
        if scale != self.scale:
            self.scale = scale
            self._rendered.clear()
            self.wrapped.clear()
            self.fitted.clear()

    def real_size(self, size: int) -> int:
        """The pixel size drawn for a size asked for: reading text grows by the whole text size; a heading
        (over SCALED_UP_TO px) grows by as many pixels as the largest reading text, it is large already."""
        if self.scale == 1.0:
            return size
        if size <= SCALED_UP_TO:
            return max(1, round(size * self.scale))
        return round(size + SCALED_UP_TO * (self.scale - 1))

    def logical_floor(self, px: int) -> int:
        """The smallest size to ask for that still draws at least `px` pixels at this text size: text that
        must shrink to fit its box (fit_lines, button labels) never gets smaller than at 100 %."""
        size = max(1, int(px / self.scale))
        while self.real_size(size) < px:
            size += 1
        return size

    def get(self, size: int, face: str = "sans") -> pygame.font.Font:
        size = self.real_size(size)
        key = (face, size)
        font = self._cache.get(key)
        if font is None:
            font = self._load(face, size)
            self._cache[key] = font
            fallback = self.FALLBACK.get(face)
            if fallback is not None and isinstance(font, SafeFont):
                font.fallback = self._cache.get((fallback, size)) or self._unscaled(size, fallback)  # type: ignore[assignment]
        return font

    @contextmanager
    def picture_text(self) -> Iterator[None]:
        """Text painted into a picture of fixed size (a card face, a board's cloth, a tile) keeps its 100 % size
        while this is open: it is sized to its picture, and the large card view shows it bigger."""
        scale, self.scale = self.scale, 1.0
        try:
            yield
        finally:
            self.scale = scale

    def _unscaled(self, size: int, face: str) -> pygame.font.Font:
        """The font of a real pixel size (already scaled): the fallback face of a scaled font."""
        scale, self.scale = self.scale, 1.0
        try:
            return self.get(size, face)
        finally:
            self.scale = scale

    def _load(self, face: str, size: int) -> pygame.font.Font:
        name = self.FILES.get(face, self.FILES["sans"])
        try:
            path = resources.files("baraza.assets") / "fonts" / name
            with resources.as_file(path) as real:
                return SafeFont(str(real), size)
        except (OSError, FileNotFoundError, pygame.error):
            if name not in self.missing:
                self.missing.append(name)
            font = SafeFont(None, int(size * 1.35))  # the built-in font runs small
            font.set_bold(face != "sans")
            return font

    def render(self, text: str, size: int, colour=None, face: str = "sans") -> pygame.Surface:
        """Rendered text, cached: the same labels are drawn every frame, and rendering is the slow part."""
        colour = TEXT if colour is None else colour
        text = drawable(text)
        key = (text, self.real_size(size), tuple(colour), face)  # by pixels: a picture's text is drawn at 100 %
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


def shade_screen(surface: pygame.Surface, rgba=None) -> None:
    """Darken everything drawn so far, so a dialog stands out from the table under it."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(OVERLAY if rgba is None else rgba)
    surface.blit(shade, (0, 0))


def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    """Rows from `top` to `bottom`: one pixel column stretched sideways (a line a row cost 13 ms a screen)."""
    w, h = size
    rows = bytearray()
    for y in range(h):
        t = y / max(1, h - 1)
        rows += bytes(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
    return pygame.transform.scale(pygame.image.frombytes(bytes(rows), (1, h), "RGB"), (w, h))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=None, edge=None, radius: int = 10) -> None:
    colour, edge = PANEL if colour is None else colour, PANEL_EDGE if edge is None else edge
    shadow = rect.move(3, 4)
    pygame.draw.rect(surface, (0, 0, 0, 90) if surface.get_flags() & pygame.SRCALPHA else (16, 18, 22), shadow,
                     border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)


FOCUS_RING = 3  # px: the keyboard focus ring's width (a 2 px edge in the accent's yellow was missed at 150 %)
FOCUS_GAP = 2  # px between a widget and its ring


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> pygame.Rect:
    """The keyboard focus around `rect` (outside it, so the widget's own look is unchanged): a FOCUS_RING px
    ring in FOCUS with a dark line outside it, clear against light and dark backgrounds. Returns its outer box."""
    ring = rect.inflate(2 * (FOCUS_GAP + FOCUS_RING), 2 * (FOCUS_GAP + FOCUS_RING))
    outline = ring.inflate(2, 2)
    pygame.draw.rect(surface, TEXT_DARK, outline, 1, border_radius=radius + FOCUS_GAP + FOCUS_RING + 1)
    pygame.draw.rect(surface, FOCUS, ring, FOCUS_RING, border_radius=radius + FOCUS_GAP + FOCUS_RING)
    return outline


def blit_text(surface: pygame.Surface, fonts: Fonts, text: str, pos, size: int = 18, colour=None,
              face: str = "sans", anchor: str = "topleft") -> pygame.Rect:
    image = fonts.render(text, size, colour, face)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if fonts.placed is not None:
        fonts.placed.append((rect, text, size, face))
    return rect


def blit_fit(surface: pygame.Surface, fonts: Fonts, text: str, pos, size: int, width: int, colour=None,
             face: str = "sans", anchor: str = "topleft", height: int | None = None) -> pygame.Rect:
    """`blit_text` for a label in a slot `width` px wide (a count under a chip, a card's name): at a larger text
    size it grows only as far as the slot allows, and never gets smaller than at 100 % (where the slot fits)."""
    return blit_text(surface, fonts, text, pos, fit_size(fonts, text, size, width, face, height), colour, face,
                     anchor)


def fit_size(fonts: Fonts, text: str, size: int, width: int, face: str = "sans", height: int | None = None) -> int:
    """The size to ask for so that `text` fits `width` (and `height`) px, from `size` down to its 100 % size at
    most."""
    floor = fonts.logical_floor(size)  # drawn at `size` px at 100 %
    used = size
    while used > floor:
        w, h = fonts.get(used, face).size(text)
        if w <= width and (height is None or h <= height):
            break
        used -= 1
    return used


def wrap_text(fonts: Fonts, text: str, size: int, width: int, face: str = "sans") -> list[str]:
    """Split `text` into lines that fit `width` pixels (keeps explicit newlines). Remembered per Fonts:
    tables wrap the same texts every frame."""
    key = (text, fonts.real_size(size), width, face)
    known = fonts.wrapped.get(key)
    if known is not None:
        return list(known)
    if len(fonts.wrapped) > 4000:
        fonts.wrapped.clear()
    lines = _wrap(fonts, text, size, width, face)
    fonts.wrapped[key] = tuple(lines)
    return lines


def _wrap(fonts: Fonts, text: str, size: int, width: int, face: str) -> list[str]:
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


MIN_TEXT = 16  # nothing a player must read is smaller: 16 logical px is 12 px on screen in the smallest (960×540) window


def fit_lines(fonts: Fonts, text: str, box_size: tuple[int, int], size: int, face: str = "sans",
              min_size: int = MIN_TEXT, line_gap: int = 2) -> tuple[int, list[str], bool]:
    """The largest size from `size` down to `min_size` at which `text`, wrapped, fits `box_size`; at
    `min_size` the lines that do not fit are dropped and the last one shortened with an ellipsis.
    Returns (size, lines, shortened)."""
    key = (text, box_size, size, face, min_size, line_gap, fonts.scale)
    known = fonts.fitted.get(key)
    if known is None:
        if len(fonts.fitted) > 2000:
            fonts.fitted.clear()
        known = fonts.fitted[key] = _fit_lines(fonts, text, box_size, size, face, min_size, line_gap)
    return known[0], list(known[1]), known[2]


def _fit_lines(fonts: Fonts, text: str, box_size: tuple[int, int], size: int, face: str, min_size: int,
               line_gap: int) -> tuple[int, list[str], bool]:
    width, height = box_size
    size = max(size, min_size)
    min_size = fonts.logical_floor(min_size)  # at a larger text size: grow where there is room, never under 100 %
    for trial in range(size, min_size - 1, -1):
        lines = wrap_text(fonts, text, trial, width, face)
        step = fonts.get(trial, face).get_linesize() + line_gap
        if len(lines) * step - line_gap <= height and all(fonts.get(trial, face).size(ln)[0] <= width for ln in lines):
            return trial, lines, False
    font = fonts.get(min_size, face)
    step = font.get_linesize() + line_gap
    keep = max(1, (height + line_gap) // step)
    lines = wrap_text(fonts, text, min_size, width, face)[:keep]
    lines[-1] = ellipsize(font, lines[-1], width, force=True)
    return min_size, lines, True


def ellipsize(font: pygame.font.Font, text: str, width: int, force: bool = False) -> str:
    """`text` cut to `width` pixels with a trailing ellipsis (`force`: always end with one)."""
    if font.size(text)[0] <= width and not force:
        return text
    cut = text.rstrip()
    while cut and font.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def draw_text_box(surface: pygame.Surface, fonts: Fonts, text: str, box: pygame.Rect, size: int = 18,
                  colour=None, face: str = "sans", align: str = "left", valign: str = "top",
                  min_size: int = MIN_TEXT, line_gap: int = 2) -> pygame.Rect:
    """The one way to draw text a player must read into a box: wrapped, shrunk down to `min_size` if it must,
    and shortened with an ellipsis only as a last resort (the full text then shows on hover)."""
    used, lines, shortened = fit_lines(fonts, text, box.size, size, face, min_size, line_gap)
    font = fonts.get(used, face)
    step = font.get_linesize() + line_gap
    total = len(lines) * step - line_gap
    y = box.y + {"top": 0, "middle": (box.h - total) // 2, "bottom": box.h - total}.get(valign, 0)
    drawn = pygame.Rect(box.x, y, 0, 0)
    for line in lines:
        image = fonts.render(line, used, colour, face)
        rect = image.get_rect(top=y)
        if align == "center":
            rect.centerx = box.centerx
        elif align == "right":
            rect.right = box.right
        else:
            rect.x = box.x
        surface.blit(image, rect)
        if fonts.placed is not None:
            fonts.placed.append((rect, line, used, face))
        drawn = drawn.union(rect) if drawn.w else rect
        y += step
    if shortened:
        fonts.shortened.append((box.copy(), text))
    return drawn


def draw_seat_mark(surface: pygame.Surface, mark: str, centre, radius: int, colour) -> None:
    """A seat's shape cue (circle, square, triangle, cross), drawn on its piece and beside its name."""
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
