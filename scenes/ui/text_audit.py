"""Watching what text a frame puts on the screen, to find text that overflows its box, overlaps other text or
is too small to read (used by tools/layout_lint.py and its test; the game never runs it)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from baraza.scenes.ui import theme, widgets


@dataclass(frozen=True)
class DrawnText:
    text: str
    size: int
    rect: pygame.Rect
    clipped: bool = False  # drawn under a clip rectangle that cut part of it off
    seq: int = 0  # drawing order among the frame's texts and panels


@dataclass
class Finding:
    kind: str  # "overflow" | "overlap" | "too_small"
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
        self.panels: list[tuple[pygame.Rect, int]] = []  # (rect, drawing order)
        self.known: dict[int, tuple[str, int]] = {}  # id(text image) -> (text, size)

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D401 - pygame's signature
        rect = super().blit(source, dest, area, special_flags)
        info = self.known.get(id(source))
        if info is not None and rect.w and rect.h:
            full = source.get_rect(topleft=rect.topleft if area is None else rect.topleft)
            clipped = area is None and (rect.w < full.w - 1 or rect.h < full.h * 2 // 3)
            self.texts.append(DrawnText(info[0], info[1], rect.copy(), clipped, len(self.texts) + len(self.panels)))
        return rect

    def reset(self) -> None:
        self.texts.clear()
        self.panels.clear()


@dataclass
class TextAudit:
    """Installs the recording screen on an App and judges what each frame drew."""

    app: object
    screen: RecordingScreen = field(init=False)
    # Every (text, size) under the minimum rendered since the audit began, wherever it was drawn: on a card
    # or a cached layer that reaches the screen as one picture, it is as small to the player as on screen.
    rendered_small: set[tuple[str, int]] = field(init=False, default_factory=set)

    def __post_init__(self) -> None:
        self.screen = RecordingScreen(theme.LOGICAL_SIZE)
        fonts = self.app.fonts
        plain_render = fonts.render
        screen = self.screen

        small = self.rendered_small

        def render(text, size, colour=theme.TEXT, face="sans"):
            image = plain_render(text, size, colour, face)
            screen.known[id(image)] = (text, size)
            if size < theme.MIN_TEXT and text.strip():
                small.add((text, size))
            return image

        fonts.render = render  # the instance attribute shadows the method for this app only
        self._plain_panel = theme.draw_panel

        def draw_panel(surface, rect, *args, **kwargs):
            if surface is screen:
                screen.panels.append((pygame.Rect(rect), len(screen.texts) + len(screen.panels)))
            return self._plain_panel(surface, rect, *args, **kwargs)

        theme.draw_panel = draw_panel
        self._plain_button = widgets.Button.draw

        def draw_button(button, surface, fonts):  # a button is an opaque box too: it hides what is under it
            if surface is screen:
                screen.panels.append((pygame.Rect(button.rect), len(screen.texts) + len(screen.panels)))
            return self._plain_button(button, surface, fonts)

        widgets.Button.draw = draw_button
        self.app.screen = self.screen

    def close(self) -> None:
        theme.draw_panel = self._plain_panel
        widgets.Button.draw = self._plain_button

    def frame(self, dt: float = 1 / 60) -> list[Finding]:
        self.screen.reset()
        self.app.frame(dt, events=[])
        return judge(self.screen.texts, self.screen.panels, self.screen.get_rect())

    def small_off_screen(self) -> list[Finding]:
        """Text under the minimum that was rendered but not blitted straight to the screen this frame (card
        faces, cached board layers): the screen audit cannot place it, so it is reported by name."""
        on_screen = {(t.text, t.size) for t in self.screen.texts}
        return [Finding("too_small", text, (0, 0, 0, 0), f"{size} px, drawn into a picture")
                for text, size in sorted(self.rendered_small - on_screen)]


def judge(texts: list[DrawnText], panels: list, screen: pygame.Rect) -> list[Finding]:
    """Findings for one frame. `panels` are rects or (rect, drawing order) pairs: a text's box is the smallest
    panel drawn before it that holds it, and a text a later panel covers (a dialog over the table) is not
    seen, so it is not judged."""
    ordered = [(p, -1) if isinstance(p, pygame.Rect) else (pygame.Rect(p[0]), p[1]) for p in panels]
    seen = [t for t in texts if not any(seq > t.seq and p.contains(t.rect) for p, seq in ordered)]
    findings: list[Finding] = []
    for t in seen:
        if t.size < theme.MIN_TEXT:
            findings.append(Finding("too_small", t.text, tuple(t.rect)))
        if t.clipped:
            findings.append(Finding("overflow", t.text, tuple(t.rect), "cut off by its box"))
            continue
        box = _innermost_panel(t.rect, [p for p, seq in ordered if seq < t.seq]) or screen
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
    return findings


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """Roughly where the glyphs are: line images have space above and below the letters."""
    return rect.inflate(-2, -max(2, rect.h // 3))


def _innermost_panel(rect: pygame.Rect, panels: list[pygame.Rect]) -> pygame.Rect | None:
    """The smallest panel that holds the text's centre: the box it was meant to stay in."""
    holding = [p for p in panels if p.collidepoint(rect.center)]
    if not holding:  # left-aligned text that ran past its panel's right edge starts inside it
        holding = [p for p in panels if p.collidepoint((rect.x + 2, rect.centery))]
    return min(holding, key=lambda p: p.w * p.h) if holding else None
