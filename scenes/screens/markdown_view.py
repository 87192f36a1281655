"""Markdown laid out for a pygame screen: headings, emphasis, lists, tables and pictures, wrapped to a width.

markdown-it-py parses the text (CommonMark plus tables), so no raw markup reaches the player. The layout is
a flat list of positioned pieces (text runs, boxes and pictures); a `RichBox` draws only the pieces in view
and scrolls, so a long rules page costs no more per frame than the lines on screen.

A paragraph that is only an image, `![caption](picture:NAME)`, asks the layouter's picture source for the
picture NAME once, at layout time; the caption shows under it. A name the source does not know, or a picture
that fails, shows the caption in a small frame instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources

import pygame
from markdown_it import MarkdownIt
from markdown_it.token import Token

from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import Intent

BODY_SIZE = 18
TABLE_SIZE = 16
HEADING_SIZES = {1: 30, 2: 24, 3: 20, 4: 18}
CODE_COLOUR = (250, 208, 140)
CODE_BACK = (52, 56, 66)
TABLE_HEAD_BACK = (54, 60, 72)
TABLE_LINE = (78, 86, 100)
CELL_PAD = 6
CAPTION_SIZE = 16
CAPTION_COLOUR = (196, 192, 182)
PICTURE_SCHEME = "picture:"
FRAME_EDGE = (110, 118, 132)

# name, available width -> the picture, or None when the name is unknown
PictureSource = Callable[[str, int], "pygame.Surface | None"]

_PARSER = MarkdownIt("commonmark").enable("table")
_ASSETS = "baraza.assets"  # the data package (maps, card sets, glossaries, fonts)


@dataclass(frozen=True, slots=True)
class Span:
    """A piece of inline text in one style: 'sans', 'bold', 'italic', 'bolditalic' or 'code'."""

    text: str
    style: str = "sans"


@dataclass(frozen=True, slots=True)
class TextPiece:
    x: int
    y: int
    text: str
    size: int
    style: str
    colour: tuple


@dataclass(frozen=True, slots=True)
class BoxPiece:
    rect: pygame.Rect
    colour: tuple
    width: int = 0  # 0 = filled, otherwise an outline


@dataclass(frozen=True, slots=True)
class PicturePiece:
    x: int
    y: int
    image: pygame.Surface


@dataclass
class Layout:
    """Positioned pieces, the total height, and the y of each heading (by its plain text)."""

    pieces: list = field(default_factory=list)
    height: int = 0
    anchors: dict[str, int] = field(default_factory=dict)


class StyledFonts:
    """The app's fonts plus an oblique face for emphasis (the bundled fonts have no italic file)."""

    def __init__(self, fonts: theme.Fonts) -> None:
        self.fonts = fonts
        self._oblique: dict[tuple[str, int], pygame.font.Font] = {}
        self._rendered: dict[tuple, pygame.Surface] = {}

    def get(self, size: int, style: str) -> pygame.font.Font:
        if style in ("italic", "bolditalic"):
            return self._italic(size, "bold" if style == "bolditalic" else "sans")
        return self.fonts.get(size, "bold" if style == "bold" else "sans")

    def _italic(self, size: int, face: str) -> pygame.font.Font:
        size = self.fonts.real_size(size)  # the player's text size, as the app's own fonts (italics stayed at 100 %)
        key = (face, size)
        font = self._oblique.get(key)
        if font is None:
            try:
                path = resources.files(_ASSETS).joinpath("fonts", theme.Fonts.FILES[face])
                with resources.as_file(path) as file:
                    font = pygame.font.Font(str(file), size)
            except (OSError, FileNotFoundError, pygame.error):
                font = pygame.font.Font(None, int(size * 1.35))
            font.set_italic(True)
            self._oblique[key] = font
        return font

    def render_oblique(self, text: str, size: int, colour, style: str) -> pygame.Surface:
        """Emphasised text, cached like the app's own renders (the same words are drawn every frame)."""
        key = (text, self.fonts.real_size(size), tuple(colour), style)
        image = self._rendered.get(key)
        if image is None:
            if len(self._rendered) > 2000:
                self._rendered.clear()
            image = self.get(size, style).render(text, True, colour)
            self._rendered[key] = image
        return image

    def width(self, text: str, size: int, style: str) -> int:
        return self.get(size, style).size(text)[0]

    def line_height(self, size: int) -> int:
        return self.get(size, "sans").get_linesize()


def parse(text: str) -> list[Token]:
    return _PARSER.parse(text)


def inline_spans(token: Token) -> list[Span]:
    """The children of an inline token as styled spans (links keep their text, images their alt text)."""
    spans: list[Span] = []
    bold = italic = 0
    for child in token.children or []:
        kind = child.type
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            italic += 1
        elif kind == "em_close":
            italic -= 1
        elif kind == "code_inline":
            spans.append(Span(child.content, "code"))
        elif kind in ("softbreak",):
            spans.append(Span(" ", _style(bold, italic)))
        elif kind == "hardbreak":
            spans.append(Span("\n", "sans"))
        elif kind in ("text", "html_inline", "image"):
            spans.append(Span(child.content, _style(bold, italic)))
    return spans


def _style(bold: int, italic: int) -> str:
    if bold and italic:
        return "bolditalic"
    return "bold" if bold else "italic" if italic else "sans"


def plain(spans: list[Span]) -> str:
    return "".join(span.text for span in spans)


def _words(spans: list[Span]) -> list[tuple[str, str]]:
    """Spans cut into (word-with-trailing-space, style) units that the wrapper never splits."""
    out: list[tuple[str, str]] = []
    for span in spans:
        if span.text == "\n":
            out.append(("\n", span.style))
            continue
        text = span.text
        start = 0
        for i, ch in enumerate(text):
            if ch == " ":
                out.append((text[start:i + 1], span.style))
                start = i + 1
        if start < len(text):
            out.append((text[start:], span.style))
    return out


def wrap_spans(fonts: StyledFonts, spans: list[Span], size: int, width: int) -> list[list[tuple[int, str, str]]]:
    """Lines of (x offset, text, style) no wider than `width` (a single too-long word is cut by letters)."""
    lines: list[list[tuple[int, str, str]]] = [[]]
    x = 0
    for word, style in _words(spans):
        if word == "\n":
            lines.append([])
            x = 0
            continue
        w = fonts.width(word.rstrip(" "), size, style)
        if x > 0 and x + w > width:
            lines.append([])
            x = 0
            word = word.lstrip(" ")
            if not word:
                continue
            w = fonts.width(word.rstrip(" "), size, style)
        while w > width and len(word) > 1:  # a word wider than the whole column: cut it
            cut = len(word) - 1
            while cut > 1 and fonts.width(word[:cut], size, style) > width - x:
                cut -= 1
            lines[-1].append((x, word[:cut], style))
            lines.append([])
            x = 0
            word = word[cut:]
            w = fonts.width(word.rstrip(" "), size, style)
        lines[-1].append((x, word, style))
        x += fonts.width(word, size, style)
    return [line for line in lines if line] or [[]]


def natural_width(fonts: StyledFonts, spans: list[Span], size: int) -> int:
    return max((fonts.width(part, size, "bold") for part in plain(spans).split("\n")), default=0)


def longest_word(fonts: StyledFonts, spans: list[Span], size: int) -> int:
    return max((fonts.width(word.strip(), size, style) for word, style in _words(spans)), default=0)


def picture_request(token: Token) -> tuple[str, str] | None:
    """(name, caption) when an inline token is a lone `![caption](picture:name)`, else None."""
    parts = [c for c in token.children or [] if not (c.type == "text" and not c.content.strip())
             and c.type not in ("softbreak", "hardbreak")]
    if len(parts) != 1 or parts[0].type != "image":
        return None
    src = str(parts[0].attrs.get("src", ""))
    if not src.startswith(PICTURE_SCHEME):
        return None
    return src[len(PICTURE_SCHEME):].strip(), parts[0].content.strip()


class Layouter:
    """Turns parsed Markdown into positioned pieces for one width."""

    def __init__(self, fonts: StyledFonts, width: int, colour=theme.TEXT, accent=theme.ACCENT,
                 pictures: PictureSource | None = None) -> None:
        self.fonts = fonts
        self.width = width
        self.colour = colour
        self.accent = accent
        self.pictures = pictures

    def layout(self, text: str, into: Layout | None = None) -> Layout:
        """`text` laid out from the top, or below what `into` already holds (which it extends)."""
        out = into if into is not None else Layout()
        tokens = parse(text)
        out.height = self._blocks(tokens, 0, len(tokens), 0, out.height, out)
        return out

    # --- blocks -----------------------------------------------------------------------------
    def _blocks(self, tokens: list[Token], start: int, stop: int, indent: int, y: int, out: Layout) -> int:
        i = start
        lists: list[list[int]] = []  # per open list: [next number or -1 for bullets]
        marker: str | None = None
        while i < stop:
            tok = tokens[i]
            kind = tok.type
            if kind == "heading_open":
                level = int(tok.tag[1])
                size = HEADING_SIZES.get(level, BODY_SIZE)
                spans = [Span(s.text, "bold") for s in inline_spans(tokens[i + 1])]
                y += 14 if level <= 2 and y > 0 else 6 if y > 0 else 0
                out.anchors.setdefault(plain(spans).lower(), y)
                y = self._paragraph(spans, size, self.accent, indent, y, out)
                if level <= 2:
                    out.pieces.append(BoxPiece(pygame.Rect(indent, y + 2, self.width - indent, 1), TABLE_LINE))
                    y += 6
                y += 6
                i += 3
                continue
            if kind in ("bullet_list_open", "ordered_list_open"):
                first = int(tok.attrs.get("start", 1)) if kind == "ordered_list_open" else -1
                lists.append([first])
                indent += 32
            elif kind in ("bullet_list_close", "ordered_list_close"):
                lists.pop()
                indent -= 32
                y += 4
            elif kind == "list_item_open":
                number = lists[-1][0]
                marker = "•" if number < 0 else f"{number}."
                if number >= 0:
                    lists[-1][0] += 1
            elif kind == "paragraph_open" and marker is None and picture_request(tokens[i + 1]) is not None:
                name, caption = picture_request(tokens[i + 1])
                y = self._picture(name, caption, indent, y, out) + 12
                i += 3
                continue
            elif kind == "paragraph_open":
                spans = inline_spans(tokens[i + 1])
                if marker is not None:
                    mw = self.fonts.width(marker, BODY_SIZE, "bold")
                    out.pieces.append(TextPiece(indent - 8 - mw, y, marker, BODY_SIZE, "bold", self.accent))
                    marker = None
                y = self._paragraph(spans, BODY_SIZE, self.colour, indent, y, out)
                y += 2 if lists else 10
                i += 3
                continue
            elif kind == "table_open":
                close = next(j for j in range(i, stop) if tokens[j].type == "table_close")
                y = self._table(tokens[i:close], indent, y, out) + 12
                i = close + 1
                continue
            elif kind in ("fence", "code_block"):
                spans = [Span(line, "code") for line in tok.content.rstrip("\n").split("\n")]
                for span in spans:
                    y = self._paragraph([span], TABLE_SIZE, self.colour, indent + 12, y, out)
                y += 8
            elif kind == "hr":
                out.pieces.append(BoxPiece(pygame.Rect(indent, y + 6, self.width - indent, 1), TABLE_LINE))
                y += 16
            elif kind == "blockquote_open":
                indent += 18
            elif kind == "blockquote_close":
                indent -= 18
            i += 1
        return y

    def _paragraph(self, spans: list[Span], size: int, colour, indent: int, y: int, out: Layout) -> int:
        line_h = self.fonts.line_height(size) + 2
        for line in wrap_spans(self.fonts, spans, size, self.width - indent):
            for x, text, style in line:
                self._run(out, indent + x, y, text, size, style, colour)
            y += line_h
        return y

    # --- pictures ---------------------------------------------------------------------------
    def _picture(self, name: str, caption: str, indent: int, y: int, out: Layout) -> int:
        """The picture centred in the column with its caption under it, or the caption in a frame."""
        width = self.width - indent
        image = self._make_picture(name, width)
        if image is None:
            return self._frame(caption or name, indent, y, out)
        x = indent + (width - image.get_width()) // 2
        out.pieces.append(PicturePiece(x, y, image))
        y += image.get_height() + 6
        return self._centred(caption, indent, y, out) if caption else y

    def _make_picture(self, name: str, width: int) -> pygame.Surface | None:
        if self.pictures is None or not name:
            return None
        try:
            image = self.pictures(name, width)
            if not isinstance(image, pygame.Surface) or image.get_width() < 2 or image.get_height() < 2:
                return None
            if image.get_width() > width:  # too wide for the column: scaled down, never cut
                height = max(1, image.get_height() * width // image.get_width())
                flat = pygame.Surface(image.get_size(), pygame.SRCALPHA)  # smoothscale wants 32 bits
                flat.blit(image, (0, 0))
                image = pygame.transform.smoothscale(flat, (width, height))
        except Exception:  # a broken picture must never take the rules page down: its caption stands in
            return None
        return image

    def _frame(self, caption: str, indent: int, y: int, out: Layout) -> int:
        width = min(self.width - indent, max(240, self.fonts.width(caption, CAPTION_SIZE, "italic") + 40))
        inner = self.width - indent - width
        left = indent + inner // 2
        start = len(out.pieces)
        top = y
        y = self._centred(caption, left + 12, y + 12, out, right=left + width - 12)
        frame = pygame.Rect(left, top, width, y - top + 10)
        out.pieces.insert(start, BoxPiece(frame, FRAME_EDGE, 1))
        return frame.bottom

    def _centred(self, text: str, left: int, y: int, out: Layout, right: int | None = None) -> int:
        """A caption: wrapped, each line centred between `left` and `right` (the column's edge by default)."""
        right = self.width if right is None else right
        size = CAPTION_SIZE
        line_h = self.fonts.line_height(size) + 2
        for line in wrap_spans(self.fonts, [Span(text, "italic")], size, right - left):
            used = line[-1][0] + self.fonts.width(line[-1][1].rstrip(" "), size, "italic") if line else 0
            dx = left + (right - left - used) // 2
            for x, word, style in line:
                out.pieces.append(TextPiece(dx + x, y, word, size, style, CAPTION_COLOUR))
            y += line_h
        return y

    def _run(self, out: Layout, x: int, y: int, text: str, size: int, style: str, colour) -> None:
        if style == "code":
            w = self.fonts.width(text.rstrip(" "), size, "sans")
            out.pieces.append(BoxPiece(pygame.Rect(x - 2, y, w + 4, self.fonts.line_height(size)), CODE_BACK))
            out.pieces.append(TextPiece(x, y, text, size, "sans", CODE_COLOUR))
        else:
            out.pieces.append(TextPiece(x, y, text, size, style, colour))

    # --- tables -----------------------------------------------------------------------------
    def _table(self, tokens: list[Token], indent: int, y: int, out: Layout) -> int:
        rows: list[tuple[bool, list[list[Span]]]] = []
        header = False
        for tok in tokens:
            if tok.type == "thead_open":
                header = True
            elif tok.type == "thead_close":
                header = False
            elif tok.type == "tr_open":
                rows.append((header, []))
            elif tok.type == "inline" and rows:
                spans = inline_spans(tok)
                if rows[-1][0]:
                    spans = [Span(s.text, "bold") for s in spans]
                rows[-1][1].append(spans)
        if not rows:
            return y
        columns = max(len(cells) for _, cells in rows)
        widths = self._column_widths([cells for _, cells in rows], columns, self.width - indent)
        size = TABLE_SIZE
        line_h = self.fonts.line_height(size) + 1
        for is_head, cells in rows:
            wrapped = [wrap_spans(self.fonts, cells[c] if c < len(cells) else [], size, widths[c] - 2 * CELL_PAD)
                       for c in range(columns)]
            height = max(len(lines) for lines in wrapped) * line_h + 2 * CELL_PAD - 2
            row_rect = pygame.Rect(indent, y, sum(widths), height)
            if is_head:
                out.pieces.append(BoxPiece(row_rect, TABLE_HEAD_BACK))
            x = indent
            for c, lines in enumerate(wrapped):
                ly = y + CELL_PAD - 1
                for line in lines:
                    for dx, text, style in line:
                        colour = self.accent if is_head else self.colour
                        self._run(out, x + CELL_PAD + dx, ly, text, size, style, colour)
                    ly += line_h
                if c:
                    out.pieces.append(BoxPiece(pygame.Rect(x, y, 1, height), TABLE_LINE))
                x += widths[c]
            out.pieces.append(BoxPiece(pygame.Rect(indent, y + height, sum(widths), 1), TABLE_LINE))
            y += height + 1
        return y

    def _column_widths(self, rows: list[list[list[Span]]], columns: int, width: int) -> list[int]:
        """Natural widths when they fit. Otherwise narrow columns (those under a fair share) keep their
        natural width, and the wide ones share the rest: each gets its longest word, plus room in
        proportion to how much more it would like."""
        pad = 2 * CELL_PAD + 2
        natural = [pad] * columns
        minimum = [pad] * columns
        for cells in rows:
            for c, spans in enumerate(cells):
                natural[c] = max(natural[c], natural_width(self.fonts, spans, TABLE_SIZE) + pad)
                minimum[c] = max(minimum[c], longest_word(self.fonts, spans, TABLE_SIZE) + pad)
        if sum(natural) <= width:
            return natural
        widths = [0] * columns
        open_columns = list(range(columns))
        room = width
        while open_columns:
            fair = room / len(open_columns)
            narrow = [c for c in open_columns if natural[c] <= fair]
            if not narrow:
                break
            for c in narrow:
                widths[c] = natural[c]
                room -= natural[c]
                open_columns.remove(c)
        floor = sum(minimum[c] for c in open_columns)
        if room < floor:  # even single words do not fit: share evenly, long words get cut
            for c in open_columns:
                widths[c] = max(pad, room // len(open_columns))
        else:
            wants = {c: natural[c] - minimum[c] for c in open_columns}
            total = sum(wants.values()) or 1
            for c in open_columns:
                widths[c] = minimum[c] + (room - floor) * wants[c] // total
        if open_columns:
            widths[open_columns[-1]] += width - sum(widths)
        return widths


class RichBox:
    """A scrolling panel showing a `Layout` (only the pieces in view are drawn)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.layout = Layout()
        self.scroll = 0
        self.styled: StyledFonts | None = None

    def set_layout(self, layout: Layout) -> None:
        self.layout = layout
        self.scroll = 0

    def max_scroll(self) -> int:
        return max(0, self.layout.height - self.rect.h + 16)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), y - 4))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(-event.y * 48)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: StyledFonts) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        ox, oy = self.rect.x + 10, self.rect.y + 8 - self.scroll
        top, bottom = self.rect.y - 40, self.rect.bottom
        for piece in self.layout.pieces:
            if isinstance(piece, TextPiece):
                # Only whole lines: a line cut in half by the panel edge reads as a broken page.
                y = piece.y + oy
                if self.rect.y <= y and y + fonts.line_height(piece.size) - 2 <= self.rect.bottom:
                    surface.blit(_render(fonts, piece), (piece.x + ox, y))
            elif isinstance(piece, PicturePiece):
                y = piece.y + oy
                if y + piece.image.get_height() >= self.rect.y and y <= bottom:
                    surface.blit(piece.image, (piece.x + ox, y))
            elif piece.rect.bottom + oy >= top and piece.rect.y + oy <= bottom:
                pygame.draw.rect(surface, piece.colour, piece.rect.move(ox, oy), piece.width)
        surface.set_clip(clip)
        if self.max_scroll() > 0:  # a scroll bar says there is more
            track = pygame.Rect(self.rect.right - 6, self.rect.y + 4, 4, self.rect.h - 8)
            knob_h = max(24, int(track.h * self.rect.h / max(1, self.layout.height)))
            knob_y = track.y + int((track.h - knob_h) * self.scroll / max(1, self.max_scroll()))
            pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, knob_y, 4, knob_h), border_radius=2)


def _render(fonts: StyledFonts, piece: TextPiece) -> pygame.Surface:
    if piece.style in ("sans", "bold"):
        return fonts.fonts.render(piece.text.rstrip(" "), piece.size, piece.colour, piece.style)
    return fonts.render_oblique(piece.text.rstrip(" "), piece.size, piece.colour, piece.style)


SCROLL_STEPS = {"down": 48, "up": -48, "page_down": 420, "page_up": -420, "select": 420}  # intent -> pixels


class GamePages:
    """The keys the paged screens share (Rules, Glossary): scroll the page, switch the game tab. The screen has
    `box` (a RichBox), `games`, `index` and `select(index)`."""

    def page_intent(self, intent: Intent | None) -> bool:
        """Scroll or switch tabs for `intent`; False when it is not one of these."""
        if intent is None:
            return False
        if intent.name in SCROLL_STEPS:
            self.box.scroll_by(SCROLL_STEPS[intent.name])
        elif intent in ("right", "next"):
            self.select((self.index + 1) % len(self.games))
        elif intent in ("left", "previous"):
            self.select((self.index - 1) % len(self.games))
        elif intent == "home":
            self.box.scroll = 0
        elif intent == "end":
            self.box.scroll = self.box.max_scroll()
        else:
            return False
        return True
