"""Watching what text a frame puts on the screen, to find text that overflows its box, overlaps other text, is
too small to read, is cut by the button it labels, lies under (or half over) a picture of the game's art, or
holds a character its face cannot draw (used by tools/layout_lint.py and its test; the game never runs it)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from baraza.scenes.ui import theme, widgets

# The smallest window the issue asks to stay readable at, and the smallest text a player reads there.
SMALLEST_WINDOW = (960, 540)
SCREEN_FLOOR_PX = 12


def screen_floor() -> int:
    """The smallest logical text size that is at least SCREEN_FLOOR_PX on screen at SMALLEST_WINDOW: the window
    scales the 1280×720 logical picture by 960/1280 = 0.75, so a logical size s shows at s × 0.75 px and is
    flagged when s × 0.75 < 12, i.e. s < 16."""
    scale = min(SMALLEST_WINDOW[0] / theme.LOGICAL_SIZE[0], SMALLEST_WINDOW[1] / theme.LOGICAL_SIZE[1])
    size = 1
    while size * scale < SCREEN_FLOOR_PX:
        size += 1
    return size


NOT_IN_ANY_FACE = "\u0378"  # unassigned: no face draws it, so its glyph is the "missing" box


def missing_glyphs(font: pygame.font.Font, text: str, notdef: dict | None = None) -> str:
    """The characters of `text` that `font` has no glyph for. pygame-ce's `metrics` gives None for them with
    some SDL_ttf versions; others give the metrics of the face's "missing" box, so a character whose metrics
    and picture are the box's counts as missing too. `notdef` caches each font's box (keyed by the font)."""
    try:
        metrics = font.metrics(text)
    except (pygame.error, ValueError, UnicodeError):
        return ""
    notdef = {} if notdef is None else notdef
    box = notdef.get(id(font))
    if box is None:
        box = notdef[id(font)] = (font, font.metrics(NOT_IN_ANY_FACE)[0], _picture(font, NOT_IN_ANY_FACE))
    lacking = set()
    for ch, m in zip(text, metrics, strict=False):
        if ch.isspace():
            continue
        if m is None or (m == box[1] and _picture(font, ch) == box[2]):
            lacking.add(ch)
    return "".join(sorted(lacking))


def drawn_without(font: pygame.font.Font, text: str, notdef: dict | None = None) -> str:
    """The characters of `text` drawn as a missing box: a face that hands a character it lacks to a fallback
    face (theme.SafeFont.runs) is judged by the face that really draws each run."""
    runs = font.runs(text) if hasattr(font, "runs") else [(text, font)]
    return "".join(sorted({ch for part, face in runs for ch in missing_glyphs(face, part, notdef)}))


def _picture(font: pygame.font.Font, ch: str) -> bytes:
    try:
        plain = pygame.font.Font.render(font, ch, False, (255, 255, 255), (0, 0, 0))  # not SafeFont: no U+FFFD
        return pygame.image.tobytes(plain, "RGB")
    except (pygame.error, ValueError, UnicodeError):
        return b""


@dataclass(frozen=True)
class DrawnText:
    text: str
    size: int
    rect: pygame.Rect
    clipped: bool = False  # drawn under a clip rectangle that cut part of it off
    seq: float = 0  # drawing order among the frame's texts and panels
    button: pygame.Rect | None = None  # the button this text labels (drawn inside Button.draw)


# What counts as a picture of the game's art (a card, a tile, a token, a die, a piece): a blit that is not text,
# with no blend flags, at least PICTURE_MIN px on each side and at most PICTURE_MAX of the screen's area, whose
# own pixels are mostly opaque (PICTURE_OPAQUE alpha or more on at least PICTURE_FILL of its box: a shade, a tint
# or a ring drawn as a picture does not hide what is under it). A larger one (the cloth, the felt, a whole-board
# layer, a dialog's shaded ground) is a cover: the ground that text is meant to stand on, which hides what was
# drawn under it as a panel does.
PICTURE_MIN = 16
PICTURE_MAX = 1 / 6
PICTURE_OPAQUE = 200
PICTURE_FILL = 1 / 3


@dataclass(frozen=True)
class DrawnPicture:
    rect: pygame.Rect
    seq: float
    mask: pygame.mask.Mask | None  # its opaque pixels, placed at rect.topleft (None: every pixel)

    def covered(self, area: pygame.Rect) -> tuple[int, int]:
        """(pixels of `area` under the picture's opaque pixels, pixels of `area` in its box)."""
        both = area.clip(self.rect)
        if not both.w or not both.h:
            return 0, 0
        if self.mask is None:
            return both.w * both.h, both.w * both.h
        return self.mask.overlap_area(pygame.Mask(both.size, fill=True),
                                      (both.x - self.rect.x, both.y - self.rect.y)), both.w * both.h

    def covers(self, area: pygame.Rect) -> bool:
        """Whether the picture's opaque pixels cover a real part of `area` (not only a transparent corner)."""
        covered, boxed = self.covered(area)
        return boxed > 0 and covered >= max(12, boxed // 5)

    def hides(self, area: pygame.Rect) -> bool:
        """Whether the picture's opaque pixels cover nearly all of `area`."""
        covered, _ = self.covered(area)
        return covered >= 0.9 * area.w * area.h > 0


@dataclass
class Finding:
    kind: str  # "overflow" | "overlap" | "too_small" | "clipped_button" | "under_picture" | "missing_glyph"
    text: str
    rect: tuple[int, int, int, int]
    other: str = ""

    def as_json(self) -> dict:
        return {"kind": self.kind, "text": self.text, "rect": list(self.rect), "other": self.other}


class RecordingScreen(pygame.Surface):
    """A screen surface that remembers every text image blitted onto it (and the panels drawn on it)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.texts: list[DrawnText] = []
        self.panels: list[tuple[pygame.Rect, float]] = []  # (rect, drawing order)
        self.pictures: list[DrawnPicture] = []  # the game's art blitted on it (see PICTURE_MIN)
        self.covers: list[DrawnPicture] = []  # the larger opaque pictures
        # id(text image) -> (text, size, the image): holding the image keeps its id from going to another
        # surface once the font cache lets it go (a long sweep would otherwise name pictures with old texts)
        self.known: dict[int, tuple[str, int, pygame.Surface]] = {}
        self.button: pygame.Rect | None = None  # set while a button draws: the rect its label must stay in

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D401 - pygame's signature
        rect = super().blit(source, dest, area, special_flags)
        info = self.known.get(id(source))
        if info is not None and rect.w and rect.h:
            full = source.get_rect(topleft=rect.topleft if area is None else rect.topleft)
            clipped = area is None and (rect.w < full.w - 1 or rect.h < full.h * 2 // 3)
            self.texts.append(DrawnText(info[0], info[1], rect.copy(), clipped, self.seq(), self.button))
        elif info is None and not special_flags and rect.w >= PICTURE_MIN and rect.h >= PICTURE_MIN:
            self._picture(source, dest, area, rect)
        return rect

    def _picture(self, source: pygame.Surface, dest, area, rect: pygame.Rect) -> None:
        """Remember a blit of the game's art (or a cover) by the opaque pixels that reached the screen."""
        at = dest.topleft if hasattr(dest, "topleft") else (int(dest[0]), int(dest[1]))
        offset = pygame.Rect(area).topleft if area is not None else (0, 0)
        part = pygame.Rect(rect.x - at[0] + offset[0], rect.y - at[1] + offset[1], rect.w, rect.h)
        part = part.clip(source.get_rect())
        if part.size != rect.size:
            return
        mask = None
        if source.get_flags() & pygame.SRCALPHA or source.get_colorkey() is not None or source.get_alpha() is not None:
            mask = pygame.mask.from_surface(source.subsurface(part), PICTURE_OPAQUE)
            if source.get_alpha() is not None and source.get_alpha() < PICTURE_OPAQUE:
                mask.clear()  # a whole picture faded in or out
            if mask.count() < PICTURE_FILL * rect.w * rect.h:
                return
        small = rect.w * rect.h <= PICTURE_MAX * self.get_width() * self.get_height()
        (self.pictures if small else self.covers).append(DrawnPicture(rect.copy(), self.seq(), mask))

    def seq(self) -> int:
        return len(self.texts) + len(self.panels) + len(self.pictures) + len(self.covers)

    def reset(self) -> None:
        self.texts.clear()
        self.panels.clear()
        self.pictures.clear()
        self.covers.clear()


@dataclass
class TextAudit:
    """Installs the recording screen on an App and judges what each frame drew."""

    app: object
    screen: RecordingScreen = field(init=False)
    # Every (text, size) under the minimum rendered since the audit began, wherever it was drawn: on a card
    # or a cached layer that reaches the screen as one picture, it is as small to the player as on screen.
    rendered_small: set[tuple[str, int]] = field(init=False, default_factory=set)
    floor: int = theme.MIN_TEXT  # texts under this logical size are too small (screen_floor() for 960×540)
    # Every (text, face, missing characters) rendered since the audit began, on screen or into a picture.
    missing: set[tuple[str, str, str]] = field(init=False, default_factory=set)

    def __post_init__(self) -> None:
        self.screen = RecordingScreen(theme.LOGICAL_SIZE)
        fonts = self.app.fonts
        plain_render = fonts.render
        screen = self.screen

        small = self.rendered_small
        missing = self.missing
        checked: dict[tuple[str, str], str] = {}
        notdef: dict = {}  # each font's "missing" box (the font is kept in it, so its id stays its own)

        def render(text, size, colour=theme.TEXT, face="sans"):
            image = plain_render(text, size, colour, face)
            size = fonts.real_size(size)  # judged as drawn: at a larger text size, its real size
            screen.known[id(image)] = (text, size, image)
            if size < self.floor and text.strip():
                small.add((text, size))
            key = (str(text), face)
            if key not in checked:  # a face lacks a glyph at every size: check each text once per face
                checked[key] = drawn_without(fonts.get(size, face), theme.drawable(text), notdef)
            if checked[key]:
                missing.add((str(text), face, checked[key]))
            return image

        fonts.render = render  # the instance attribute shadows the method for this app only
        self._plain_panel = theme.draw_panel

        def draw_panel(surface, rect, *args, **kwargs):
            if surface is screen:
                screen.panels.append((pygame.Rect(rect), screen.seq()))
            return self._plain_panel(surface, rect, *args, **kwargs)

        theme.draw_panel = draw_panel
        self._plain_button = widgets.Button.draw

        def draw_button(button, surface, fonts):  # a button is an opaque box too: it hides what is under it
            if surface is not screen:
                return self._plain_button(button, surface, fonts)
            screen.panels.append((pygame.Rect(button.rect), screen.seq()))
            screen.button = pygame.Rect(button.rect)
            try:
                return self._plain_button(button, surface, fonts)
            finally:
                screen.button = None

        widgets.Button.draw = draw_button
        zoom = getattr(self.app, "card_zoom", None)
        if zoom is not None:  # the large card is a box of its own over the table: its texts belong to it
            plain_zoom = zoom.draw

            def draw_zoom(surface, fonts, top):
                before = screen.seq() - 0.5
                plain_zoom(surface, fonts, top)
                if surface is screen and zoom.shown is not None:
                    screen.panels.append((pygame.Rect(zoom.shown), before))

            zoom.draw = draw_zoom
        self.app.screen = self.screen

    def close(self) -> None:
        theme.draw_panel = self._plain_panel
        widgets.Button.draw = self._plain_button
        zoom = getattr(self.app, "card_zoom", None)
        if zoom is not None and "draw" in vars(zoom):
            del zoom.draw  # the class's own draw again

    def frame(self, dt: float = 1 / 60) -> list[Finding]:
        self.screen.reset()
        forget = getattr(self.app, "forget_pictures", None)
        if forget is not None:  # cached layers blit as pictures: paint them live so their texts are judged
            forget()
        self.app.frame(dt, events=[])
        return self.judge_last()

    def judge_last(self) -> list[Finding]:
        """Findings for what the last frame drew on the screen."""
        return judge(self.screen.texts, self.screen.panels, self.screen.get_rect(), self.floor, self.screen.pictures,
                     self.screen.covers)

    def forget(self) -> None:
        """Start a new state: what was rendered before is not reported again (nor kept)."""
        self.rendered_small.clear()
        self.missing.clear()
        self.screen.known.clear()

    def missing_found(self) -> list[Finding]:
        """Texts rendered with a character their face has no glyph for (shown as a box to the player)."""
        return [Finding("missing_glyph", text, (0, 0, 0, 0), f"face '{face}' lacks {chars!r}")
                for text, face, chars in sorted(self.missing)]

    def small_off_screen(self) -> list[Finding]:
        """Text under the minimum that was rendered but not blitted straight to the screen this frame (card
        faces, cached board layers): the screen audit cannot place it, so it is reported by name."""
        on_screen = {(t.text, t.size) for t in self.screen.texts}
        return [Finding("too_small", text, (0, 0, 0, 0), f"{size} px, drawn into a picture")
                for text, size in sorted(self.rendered_small - on_screen)]


def judge(texts: list[DrawnText], panels: list, screen: pygame.Rect, floor: int = theme.MIN_TEXT,
          pictures: list[DrawnPicture] = (), covers: list[DrawnPicture] = ()) -> list[Finding]:
    """Findings for one frame. `panels` are rects or (rect, drawing order) pairs: a text's box is the smallest
    panel drawn before it that holds it, and a text a later panel covers (a dialog over the table) is not
    seen, so it is not judged. A button's label is judged against its button: wider than the button's inside,
    or with its letters past the top or bottom edge, it is a clipped button. `pictures` (the game's art, see
    PICTURE_MIN): text a picture is drawn over, or text drawn over a picture's edge, is under a picture; text
    drawn inside a picture (the words on a card) is the picture's own. `covers` hide what is under them too."""
    ordered = [(p, -1) if isinstance(p, pygame.Rect) else (pygame.Rect(p[0]), p[1]) for p in panels]
    seen = [t for t in texts if not any(seq > t.seq and p.contains(t.rect) for p, seq in ordered)
            and not any(c.seq > t.seq and c.hides(_ink(t.rect)) for c in covers)]
    findings: list[Finding] = []
    for t in seen:
        if t.size < floor:
            findings.append(Finding("too_small", t.text, tuple(t.rect)))
        if t.button is not None:
            inside = t.button.inflate(-4, -4)  # the 2 px border is drawn over the label's ends
            ink = _ink(t.rect)
            if t.clipped or t.rect.w > inside.w + 2 or ink.left < inside.left or ink.right > inside.right \
                    or ink.top < t.button.top or ink.bottom > t.button.bottom:
                findings.append(Finding("clipped_button", t.text, tuple(t.rect), f"button {tuple(t.button)}"))
            continue
        if t.clipped:
            findings.append(Finding("overflow", t.text, tuple(t.rect), "cut off by its box"))
            continue
        box = _innermost_panel(t.rect, _boxes_before(t, ordered)) or screen
        # Glyph images carry a little blank padding: allow 2 px before calling it an overflow.
        if not box.inflate(4, 4).contains(t.rect):
            findings.append(Finding("overflow", t.text, tuple(t.rect)))
    for i, a in enumerate(seen):
        inner_a = _ink(a.rect)
        for b in seen[i + 1:]:
            if a.text == b.text and abs(a.rect.x - b.rect.x) <= 5 and abs(a.rect.y - b.rect.y) <= 5:
                continue  # a drop shadow or the same label drawn twice in place
            both = inner_a.clip(_ink(b.rect))
            if not both.w or not both.h:
                continue
            first, last = (a, b) if a.seq <= b.seq else (b, a)
            if any(first.seq < seq < last.seq and p.contains(both) for p, seq in ordered):
                continue  # a panel or button drawn between them hides the first where they meet
            findings.append(Finding("overlap", a.text, tuple(a.rect), b.text))
    findings += _under_pictures(seen, ordered, list(pictures), list(covers))
    return findings


def _under_pictures(seen: list[DrawnText], ordered: list[tuple[pygame.Rect, float]], pictures: list[DrawnPicture],
                    covers: list[DrawnPicture]) -> list[Finding]:
    """Text a picture hides part of, or text across a picture's edge; not where a panel, a cover or another
    picture drawn between them is the text's own ground (a dialog over the cards, a token on a card's edge)."""
    def between(first: float, last: float, area: pygame.Rect) -> bool:
        return any(first < seq < last and box.contains(area) for box, seq in ordered) \
            or any(first < c.seq < last and c.hides(area) for c in covers + pictures)

    found = []
    for t in seen:
        ink = _ink(t.rect)
        for p in pictures:
            if not p.covers(ink):
                continue
            if p.seq < t.seq and p.rect.inflate(4, 4).contains(ink):
                continue  # printed on the picture: its own words
            if between(min(p.seq, t.seq), max(p.seq, t.seq), ink.clip(p.rect)):
                continue
            where = "under" if p.seq > t.seq else "over the edge of"
            found.append(Finding("under_picture", t.text, tuple(t.rect), f"{where} a picture at {tuple(p.rect)}"))
            break
    return found


def _boxes_before(t: DrawnText, ordered: list[tuple[pygame.Rect, float]]) -> list[pygame.Rect]:
    """The panels drawn before `t` that can be its box: not one a later panel (a dialog, a large card) was drawn
    over at the text's place, unless that later panel lies inside it (a panel within a panel)."""
    before = [(p, seq) for p, seq in ordered if seq < t.seq]
    holding = [(p, seq) for p, seq in before if p.collidepoint(t.rect.center)]
    return [p for p, seq in before
            if not any(seq < later and not p.contains(q) for q, later in holding)]


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """Roughly where the glyphs are: line images have space above and below the letters."""
    return rect.inflate(-2, -max(2, rect.h // 3))


def _innermost_panel(rect: pygame.Rect, panels: list[pygame.Rect]) -> pygame.Rect | None:
    """The smallest panel that holds the text's centre: the box it was meant to stay in."""
    holding = [p for p in panels if p.collidepoint(rect.center)]
    if not holding:  # left-aligned text that ran past its panel's right edge starts inside it
        holding = [p for p in panels if p.collidepoint((rect.x + 2, rect.centery))]
    return min(holding, key=lambda p: p.w * p.h) if holding else None
