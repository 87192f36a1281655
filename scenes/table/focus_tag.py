"""The keyboard cursor's words beside its ring (scenes/table/focus.py): the whole label, wrapped to a few lines
within a width that grows with the text size, on screen, and placed where it covers the least of what matters:
never its own spot, then as little as it can of the spots the player can act on now, the hint's spots and its
arrow, the lesson's card, and the panels beside the board (free board space is preferred). Also the open dialog
as a table tells it (DialogFocus) and the arrows along one of its rows (`row_step`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from baraza.scenes.table.focus_ink import InkMap, clean_room
from baraza.scenes.ui import theme

TAG_SIZE = 16
TAG_MAX_W = 420  # at 100 % text size; it grows with the text size
TAG_LINES = 3  # the words are wrapped to at most this many lines (wider, up to the screen, when they need it)
PAD_X, PAD_Y, GAP = 8, 4, 4
# How much each kind of covered rect costs: the hint, the spots to act on, the other clicks of the legal moves
# (Kona's dots of a picked tower), the lesson's card and spots: each one touched costs its weight times SPOT,
# more than any panel covered whole; the panels off the board cost by the pixel (free board space is better).
# Any text drawn on the table (a score, a name, a caption) counts as a spot too: the words go to free room rather
# than over another label (keys playtest at 150 %: the words stood over scores and button captions).
# A dialog's own texts (its title, its labels) count as spots: the words go beside the dialog rather than on them.
# What the words name (a corner's tiles) weighs most: a tag hiding the tiles it talks about is unreadable.
# The app's toast (a Hint's words) is drawn after the table, over the words: they would be hidden there, so it weighs
# most of all (Khedu at 150 %: the cursor's caption stood behind the Hint panel).
# The texts of the spot's own region ("own") weigh more than others': they say what the spot is (keys17 at 150 %).
WEIGHTS = {"toast": 50.0, "named": 20.0, "hint": 6.0, "acts": 4.0, "lesson": 4.0, "dialog": 3.0, "own": 3.0,
           "clicks": 2.0, "text": 2.0, "panel": 1.0}
SPOT = 100_000
# The frame's ink (focus_ink.py: any letter, pip or icon, however the table drew it: zone captions and card
# faces, which no list of the table's texts records, keys playtest at 150 %): a place with no more than CLEAN_INK px
# of it (a stray pip at a card's edge) and no spot, text or button is clean, and the words take the clean room
# nearest the ring whenever there is any within `near` of it. With none, ink only weighs between places touching as many of those
# (each px as much as INK px² of a panel): a tag over a card face's letters costs less than one over a recorded text.
INK = SPOT / 5000
CLEAN_INK = 12


@dataclass(frozen=True)
class DialogFocus:
    """A table's open dialog, as it tells the cursor (its `focus_dialog` hook). When `name` changes the cursor goes
    to `opening`, the dialog's first useful control (not Drop beside the button that opened it); the cursor's
    words keep off the texts inside `area` (its title, its labels) and may stand just outside it."""
    name: str
    area: tuple[int, int, int, int]
    opening: tuple[int, int, int, int] | None = None
    # the player opened it and its controls keep their meaning (a trade the player composes): Enter is never
    # held back there as a press aimed at another button (focus.py's CONFIRM_GUARD)
    steady: bool = False


def row_step(targets: list, current, direction: str,
             dialog: tuple[int, int, int, int] | None) -> Any:
    """Left or Right in an open dialog (`dialog`, its area): the next control along the same row, or None (Left
    from "Offer to players" went up to a nearer chip, not to the Trade button beside it: the keyboard playtest)."""
    if direction not in ("left", "right") or dialog is None or not pygame.Rect(dialog).contains(current.rect):
        return None
    area, (cx, _cy), sign = pygame.Rect(dialog), current.centre, 1 if direction == "right" else -1
    top, bottom = current.rect[1], current.rect[1] + current.rect[3]
    row = [t for t in targets if t != current and area.contains(t.rect) and t.rect[1] < bottom
           and t.rect[1] + t.rect[3] > top and (t.centre[0] - cx) * sign > 0]
    return min(row, key=lambda t: abs(t.centre[0] - cx), default=None)


def tag_variants(fonts: theme.Fonts, label: str, area_w: int) -> list[list[str]]:
    """The ways to wrap `label` whole: as wide as allowed (fewest lines), and narrower in up to TAG_LINES lines
    (a narrow tag fits in the free space between spots)."""
    wide = tag_lines(fonts, label, area_w)
    out = [wide]
    for share in (0.6, 0.4):
        narrow = tag_lines(fonts, label, area_w, share)
        if len(narrow) <= TAG_LINES and narrow not in out:
            out.append(narrow)
    return out


def tag_lines(fonts: theme.Fonts, label: str, area_w: int, share: float = 1.0) -> list[str]:
    """`label` wrapped whole: at most TAG_LINES lines within TAG_MAX_W (scaled), wider when the words need it."""
    widest = max(80, area_w - 2 * PAD_X)
    width = min(widest, round(TAG_MAX_W * fonts.scale * share))
    lines = theme.wrap_text(fonts, label, TAG_SIZE, width)
    while len(lines) > TAG_LINES and width < widest:
        width = min(widest, width + 60)
        lines = theme.wrap_text(fonts, label, TAG_SIZE, width)
    return lines


def tag_size(fonts: theme.Fonts, lines: list[str]) -> tuple[int, int]:
    font = fonts.get(TAG_SIZE)
    width = max(font.size(line)[0] for line in lines) if lines else 0
    return width + 2 * PAD_X, len(lines) * font.get_linesize() + 2 * PAD_Y


def candidates(ring: pygame.Rect, size: tuple[int, int], area: pygame.Rect,
               dialog: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The tag's places beside the ring, in order of preference: below, above, right, left, then the corners,
    then below and above flush with the ring's left or right end;
    with a `dialog` open round the ring, then just outside the dialog in line with the ring (below, above,
    right, left of it), where the words cover none of the dialog."""
    tag = pygame.Rect((0, 0), size)
    places = []
    outside = () if dialog is None else (
        ("midtop", (ring.centerx, dialog.bottom + GAP)), ("midbottom", (ring.centerx, dialog.top - GAP)),
        ("midleft", (dialog.right + GAP, ring.centery)), ("midright", (dialog.left - GAP, ring.centery)))
    for anchor, point in (("midtop", (ring.centerx, ring.bottom + GAP)), ("midbottom", (ring.centerx, ring.top - GAP)),
                          ("midleft", (ring.right + GAP, ring.centery)), ("midright", (ring.left - GAP, ring.centery)),
                          ("topleft", (ring.right + GAP, ring.bottom + GAP)),
                          ("topright", (ring.left - GAP, ring.bottom + GAP)),
                          ("bottomleft", (ring.right + GAP, ring.top - GAP)),
                          ("bottomright", (ring.left - GAP, ring.top - GAP)),
                          # below and above again, flush with one of the ring's ends: the centred places can
                          # straddle a neighbouring button where one end is free (a row of prompt buttons)
                          ("topleft", (ring.left, ring.bottom + GAP)), ("topright", (ring.right, ring.bottom + GAP)),
                          ("bottomleft", (ring.left, ring.top - GAP)), ("bottomright", (ring.right, ring.top - GAP)),
                          *outside):
        place = tag.copy()
        setattr(place, anchor, point)
        places.append(place.clamp(area))
    return places


def covered(place: pygame.Rect, avoid: list[tuple[pygame.Rect, float]]) -> float:
    cost = 0.0
    for rect, weight in avoid:
        clip = place.clip(rect)
        if clip.w and clip.h:
            cost += clip.w * clip.h * weight + (weight * SPOT if weight >= WEIGHTS["clicks"] else 0)
    return cost


GRID = 24  # px between the places tried in the open room away from the ring
AWAY = 30.0  # what each px between the ring and the words costs: beside the ring unless that covers something
# The words stand at most one line's tag and this much more (at 100 % text, scaled) from their ring, over what they
# must rather than far off: words at the other end of the screen read as another spot's (keys17 at 150 %).
NEAR_PX = 24
OVER_SPOT = 10  # with no clean room near, how much more a spot to act on weighs (than in WEIGHTS) against texts


def room(ring: pygame.Rect, size: tuple[int, int], area: pygame.Rect) -> list[pygame.Rect]:
    """Places anywhere on screen, on a grid: the words may stand a little away in empty room rather than over
    the dice or the cards beside the ring (keys playtest at 150 %, issue 41: "Your tokens…" over four dice)."""
    tag = pygame.Rect((0, 0), size)
    places = []
    for y in range(area.top, max(area.top, area.bottom - size[1]) + 1, GRID):
        for x in range(area.left, max(area.left, area.right - size[0]) + 1, GRID):
            places.append(tag.move(x, y))
    return places


def away(place: pygame.Rect, ring: pygame.Rect) -> float:
    dx = max(ring.left - place.right, place.left - ring.right, 0)
    dy = max(ring.top - place.bottom, place.top - ring.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def place_tag(ring: pygame.Rect, spot: pygame.Rect, size: tuple[int, int], area: pygame.Rect,
              avoid: list[tuple[pygame.Rect, float]], dialog: pygame.Rect | None = None,
              ink: InkMap | None = None, reach: float | None = None, own: pygame.Rect | None = None,
              never: tuple[pygame.Rect, ...] = ()) -> tuple[pygame.Rect | None, float]:
    """The candidate that covers the least of `avoid` (rect, weight) and of the frame's `ink` (twice over inside
    `own`, the spot's region: its own labels say what the spot is), never the spot nor `never`, and what it covers
    (with what its distance from the ring costs); None when every place would cover the spot (a spot as tall as
    the screen: its words are spoken). Beside the ring first; then the open room up to `reach` px from the ring
    (anywhere without it)."""
    best, best_cost, best_covers = None, None, 0.0
    rects = [rect for rect, _weight in avoid]
    beside = [p for p in candidates(ring, size, area, dialog) if reach is None or away(p, ring) <= reach]
    for n, place in enumerate(beside + room(ring, size, area)):
        if n == len(beside) and best_cost is not None and best_covers < SPOT:
            break  # a place beside the ring covers no spot: the open room is not searched
        distance = away(place, ring)
        if place.colliderect(spot) or place.collidelist(never) >= 0 or (reach is not None and distance > reach):
            continue
        cost = AWAY * distance if n >= len(beside) else 0.0  # beside the ring: no distance to weigh
        if best_cost is not None and cost >= best_cost:
            continue
        covers = covered(place, [avoid[i] for i in place.collidelistall(rects)])
        if ink is not None:
            covers += INK * (ink.ink(place) + (ink.ink(place.clip(own)) if own is not None else 0.0))
        if best_cost is None or cost + covers < best_cost:
            best, best_cost, best_covers = place, cost + covers, covers
    return best, best_covers


def near(fonts: theme.Fonts) -> int:
    """The farthest gap between the ring and its words in clean room away from it: one line's tag and NEAR_PX
    more, at the text size (Konja's die at the bottom had its words at the top of the screen: keys17 at 150 %)."""
    return fonts.get(TAG_SIZE).get_linesize() + 2 * PAD_Y + round(NEAR_PX * fonts.scale)


def best_tag(fonts: theme.Fonts, label: str, ring: pygame.Rect, area: pygame.Rect,
             avoid: list[tuple[pygame.Rect, float]], dialog: pygame.Rect | None = None,
             ink: InkMap | None = None, own: pygame.Rect | None = None,
             never: tuple[pygame.Rect, ...] = ()) -> tuple[pygame.Rect | None, list[str]]:
    """Where the words go and how they are wrapped, never more than `near` px from the ring (words far off read
    as another spot's): of every wrapping, a clean place beside the ring (covering no spot, no text, no ink: the
    least panel), else the nearest clean room within reach (`ink`: the frame's, read by focus_ink.py), else the
    place beside the ring covering the least, as a tooltip would (the texts of `own`, the spot's region, weigh
    the most); never the spot nor `never` (the title of the dialog the ring is in); `dialog`: that dialog
    (places just outside it too, when that is near)."""
    variants = [(lines, tag_size(fonts, lines)) for lines in tag_variants(fonts, label, area.w)]
    spot, rects, reach = ring.inflate(-2, -2), [rect for rect, _weight in avoid], near(fonts)
    never = (spot, *never)

    def cost(place: pygame.Rect) -> float:
        covers = covered(place, [avoid[i] for i in place.collidelistall(rects)])
        return covers + (INK * ink.ink(place) if ink is not None else 0.0)

    def clean(place: pygame.Rect) -> float | None:  # its cost when it covers no spot, no text and no ink
        inked = ink.ink(place) if ink is not None else 0.0
        covers = cost(place)
        return covers if inked <= CLEAN_INK and covers - INK * inked < SPOT else None

    beside = [(clean(place), n, place, lines) for n, (lines, size) in enumerate(variants)
              for place in candidates(ring, size, area, dialog)
              if place.collidelist(never) < 0 and away(place, ring) <= reach]
    beside = [c for c in beside if c[0] is not None]
    if beside:
        _cost, _n, place, lines = min(beside, key=lambda c: c[:2])
        return place, lines
    if ink is not None:
        found = clean_tag(variants, ring, area, avoid, ink, reach, never)
        if found is not None:
            return found
    # as a tooltip over texts: a spot to act on, the hint or what the words name costs far more than any few texts
    loose = [(rect, weight * OVER_SPOT if weight >= WEIGHTS["acts"] else weight) for rect, weight in avoid]
    best: tuple[pygame.Rect | None, list[str]] = (None, [])
    best_cost = None
    for lines, size in variants:
        place, covers = place_tag(ring, spot, size, area, loose, dialog, ink, reach, own, never)
        if place is not None and (best_cost is None or covers < best_cost):
            best, best_cost = (place, lines), covers
    return best


def clean_tag(variants: list[tuple[list[str], tuple[int, int]]], ring: pygame.Rect, area: pygame.Rect,
              avoid: list[tuple[pygame.Rect, float]], ink: InkMap, reach: float | None = None,
              never: tuple[pygame.Rect, ...] = ()) -> tuple[pygame.Rect, list[str]] | None:
    """The clean room nearest the ring, at most `reach` px from it (what it covers of the panels weighed against
    the distance, as in `place_tag`): no ink, no spot, no text, no button, nothing of `never` under it; None when
    there is no such room."""
    keep = [rect for rect, weight in avoid if weight >= WEIGHTS["clicks"]] + [ring.inflate(2, 2), *never]
    soft = [rect for rect, weight in avoid if weight < WEIGHTS["clicks"]]  # the panels (by the pixel)
    best, best_cost = None, None
    for lines, size in variants:
        found = clean_room(ink, size, area, keep, soft, ring, AWAY, CLEAN_INK, reach)
        if found is not None and (best_cost is None or found[0] < best_cost):
            best, best_cost = (found[1], lines), found[0]
    return best


def dialog_avoid(dialog: pygame.Rect, texts: list[pygame.Rect], stops: list[tuple], spot: pygame.Rect
                 ) -> list[tuple[pygame.Rect, float]]:
    """What the words keep off in an open dialog: its texts (its title, its labels) and its stops that only read
    (its greyed controls), as they keep off the spots to act on."""
    out = [(rect, WEIGHTS["dialog"]) for rect in texts if dialog.colliderect(rect)]
    return out + [(pygame.Rect(s), WEIGHTS["clicks"]) for s in stops
                  if pygame.Rect(s) != spot and dialog.colliderect(pygame.Rect(s))]


def drawn_over(host) -> list[tuple[pygame.Rect, float]]:
    """What the app draws over the table after it, which the words keep off: the toast in the table's own toast
    area (a Hint's words over the turn panel, grown to read whole), while one shows."""
    app = host.app
    place = getattr(host, "toast_rect", None)
    if place is None or getattr(app, "toast_for", lambda _s: None)(host) is None:
        return []
    rect = place()
    return [(pygame.Rect(rect), WEIGHTS["toast"])] if rect is not None else []


def draw_tag(surface: pygame.Surface, fonts: theme.Fonts, tag: pygame.Rect, lines: list[str],
             colour: tuple[int, int, int]) -> None:
    theme.draw_panel(surface, tag, theme.PANEL_DARK, colour, 6)
    step = fonts.get(TAG_SIZE).get_linesize()
    for i, line in enumerate(lines):
        theme.blit_text(surface, fonts, line, (tag.x + PAD_X, tag.y + PAD_Y + i * step), TAG_SIZE, theme.TEXT)
