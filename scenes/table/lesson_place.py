"""Where the lesson's card goes: a place that covers none of the lit spots and none of what the step talks about.

The card tries its usual places first (the log's top, then its bottom, the corners, the middle of each edge), each at several widths (a
narrower card fits a side column, a wider one is shorter). A place is anchored by the edge that holds the card's
buttons: a card at the top of the window keeps its buttons on its top edge, any other on its bottom edge, so a
taller or shorter card on the next step grows away from them and Next stays under the pointer (the playtests:
clicking Next again and again missed as the button moved with the card's height). Before the usual places come the
`prefer`red anchors (where the card is, then where Next was last shown): the card's right edge and button edge held
there at any width, so Next and Leave lesson (side by side at the card's right end) keep one spot from step to
step and move only on a step where the card would cover what it must not (blind testers chased them from corner to
corner; Leave, at the card's left end, slid 200 px as the card widened). Before those comes the card's `home`
when the lesson's script names one: the script knows the steps ahead, so its homes move the card less than any
step-by-step choice can (Khedu's card moved 13 times in 61 steps; 9 at the least). A card that must move goes where its Next
and Leave land off the old button row, when it can: pressing Next again and again then lands on the table or the
card, never on the other button. Last of the usual places, a card too tall for the log still sits low
in it, running up over what is above it (a narrow card that must move stays at the log's foot as its text grows).
Only when no usual place is free is the whole window scanned; only
then may the card hide a busy panel the table names (a game log a card sat on all lesson), then a
talked-about zone, and a lit spot last of all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

MARGIN = 14
TOP = MARGIN + 40  # under the window's top strip
MIDDLE = 150  # a card in the middle of a side edge ends this far under the window's centre line
STEP = 16  # the scan's grid
PAD_LIT = 24  # a lit spot's ring and glow, kept clear all round
PAD_TALKED = 12
# the buttons on a card (tutorial.py draws them so), on its button edge: Next at its right end, Leave lesson just left
# of it (a card of another width leaves both where they were; a step without Next leaves its place empty). Leave
# lesson sits there only on a table without a Hint button: else it keeps the Hint's place all lesson (khedu23)
BUTTON_INSET, BUTTON_H, NEXT_W, LEAVE_W, BUTTON_GAP = 18, 38, 96, 150, 10
ROW_W = LEAVE_W + BUTTON_GAP + NEXT_W  # the button row, from Leave's left end to Next's right end


@dataclass(frozen=True)
class Placement:
    rect: pygame.Rect
    buttons_top: bool  # the buttons lie along the card's top edge (a card anchored at the window's top)
    hides: tuple[int, int] = (0, 0)  # area of lit spots, area of talked-about zones it covers
    crowds: int = 0  # area of busy panels it covers (the game log): kept clear after the two above

    @property
    def free(self) -> bool:
        return self.hides == (0, 0) and not self.crowds

    @property
    def width(self) -> int:
        return self.rect.w

    @property
    def anchor(self) -> Anchor:
        """Where this card's buttons are held: its right edge (Next's end) and the edge holding its buttons."""
        return Anchor(self.rect.right, self.rect.top if self.buttons_top else self.rect.bottom, self.buttons_top,
                      self.rect.w)


@dataclass(frozen=True)
class Anchor:
    """A button row's place: the card's right edge, the y of its button edge (its top or bottom), which one,
    and the width tried first there (the same width wraps the text alike; the buttons stay put at any width)."""
    right: int
    edge: int
    top: bool
    width: int


def button_rects(rect: pygame.Rect, top: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Next's and Leave lesson's rects on a card at `rect` with its buttons on its top edge or its bottom one."""
    y = rect.y + 12 if top else rect.bottom - 50
    nxt = pygame.Rect(rect.right - BUTTON_INSET - NEXT_W, y, NEXT_W, BUTTON_H)
    return nxt, pygame.Rect(nxt.x - BUTTON_GAP - LEAVE_W, y, LEAVE_W, BUTTON_H)


def button_row(anchor: Anchor) -> pygame.Rect:
    """The strip an anchored card's buttons lay on, from Leave lesson's left end to Next's right end."""
    y = anchor.edge + 12 if anchor.top else anchor.edge - 50
    return pygame.Rect(anchor.right - BUTTON_INSET - ROW_W, y, ROW_W, BUTTON_H)


def next_rect(anchor: Anchor) -> pygame.Rect:
    """Where Next is on a card held at `anchor` (at any width)."""
    row = button_row(anchor)
    return pygame.Rect(row.right - NEXT_W, row.y, NEXT_W, BUTTON_H)


def at_anchor(window: tuple[int, int], anchor: Anchor, widths: tuple[int, ...],
              heights: dict[int, int]) -> list[tuple[pygame.Rect, bool]]:
    """The card held at `anchor` at each width (the anchor's own first), those whole in the window."""
    w, h = window
    out = []
    for width in sorted(widths, key=lambda x: x != anchor.width):
        height = heights[width]
        y = anchor.edge if anchor.top else anchor.edge - height
        rect = pygame.Rect(anchor.right - width, y, width, height)
        if rect.x >= MARGIN and rect.right <= w - MARGIN and y >= MARGIN and rect.bottom <= h - MARGIN:
            out.append((rect, anchor.top))
    return out


def _area(card: pygame.Rect, rects: list[pygame.Rect]) -> int:
    total = 0
    for r in rects:
        clip = card.clip(r)
        total += clip.w * clip.h
    return total


def anchors(window: tuple[int, int], width: int, height: int, log: pygame.Rect | None) -> list[tuple[pygame.Rect, bool]]:
    """The usual places for a card `width` × `height`, best first, as (rect, buttons on top)."""
    w, h = window
    out: list[tuple[pygame.Rect, bool]] = []
    if log is not None and log.w >= width:
        out.append((pygame.Rect(log.centerx - width // 2, log.y + 8, width, height), True))
        if log.h >= height + 16:  # low in the log: clear of a turn panel at its top the step keeps in sight
            out.append((pygame.Rect(log.centerx - width // 2, log.bottom - 8 - height, width, height), False))
    bottom = h - height - MARGIN
    middle = h // 2 + MIDDLE - height
    for x, y, top in [
        (MARGIN, bottom, False), (w - width - MARGIN, bottom, False),
        (MARGIN, TOP, True), (w - width - MARGIN, TOP, True),
        ((w - width) // 2, bottom, False), ((w - width) // 2, TOP, True),
        (MARGIN, middle, False), (w - width - MARGIN, middle, False),
    ]:
        if y >= MARGIN and y + height <= h - MARGIN:  # whole in the window (a top card ran off its bottom)
            out.append((pygame.Rect(x, y, width, height), top))
    return out


def _over_log(window: tuple[int, int], width: int, height: int, log: pygame.Rect | None) -> list[pygame.Rect]:
    """A card too tall for the log, low in it all the same, running up over what is above it: the last usual place
    (KROWNIA's card, narrowed to the log's width for an open dialog, found no usual place its text fitted and went
    to the middle of the edge, then wide again, and back: its Next hopped each time)."""
    if log is None or log.w < width or log.h >= height + 16:
        return []
    rect = pygame.Rect(max(MARGIN, log.centerx - width // 2), log.bottom - 8 - height, width, height)
    return [rect] if rect.y >= TOP and rect.right <= window[0] - MARGIN else []


def place_card(window: tuple[int, int], widths: tuple[int, ...], height_for: Callable[[int], int],
               lit: list[pygame.Rect], talked: list[pygame.Rect], keep: list[pygame.Rect],
               log: pygame.Rect | None = None, big: int | None = None,
               prefer: tuple[Anchor, ...] = (), busy: list[pygame.Rect] = (), home: Anchor | None = None) -> Placement:
    """The card's place. `height_for(width)`: its height at that width; `lit`: the lit spots (one larger than
    `big`, a whole board, only weighs like a talked-about zone); `talked`: what the step talks about; `keep`:
    what must stay in reach (the Menu button), weighed like a lit spot; `prefer`: anchors tried before the usual
    places, best first (the first is where the card is now: a card that moves keeps its buttons off that row);
    `busy`: panels kept clear whenever a place clear of them and of the rest exists (the game log); `home`: where
    the lesson's script rests the card, tried first (at any width) and taken whenever it hides nothing there."""
    hard = [r.inflate(PAD_LIT, PAD_LIT) for r in lit if big is None or r.w * r.h <= big]
    hard += [pygame.Rect(r) for r in keep]
    soft = [r.inflate(PAD_TALKED, PAD_TALKED) for r in talked]
    soft += [r.inflate(PAD_TALKED, PAD_TALKED) for r in lit if big is not None and r.w * r.h > big]
    calm = [pygame.Rect(r) for r in busy]
    heights = {width: height_for(width) for width in widths}
    rows = [button_row(anchor) for anchor in prefer[:1]]

    def judged(rect: pygame.Rect, top: bool) -> Placement:
        return Placement(rect, top, (_area(rect, hard), _area(rect, soft)), _area(rect, calm))

    def clashes(place: Placement) -> bool:
        """Its Next or Leave lands on the button row the card had (a second press would hit the wrong thing)."""
        return any(button.collidelist(rows) >= 0 for button in button_rects(place.rect, place.buttons_top))

    held = [judged(rect, top) for anchor in prefer for rect, top in at_anchor(window, anchor, widths, heights)]
    homes = [] if home is None else [judged(rect, top) for rect, top in at_anchor(window, home, widths, heights)]
    for place in homes + held:  # the script's home, then the button row where it was: whichever hides nothing
        if place.free:
            return place
    usual = [judged(rect, top) for width in widths for rect, top in anchors(window, width, heights[width], log)]
    usual += [judged(rect, False) for width in widths for rect in _over_log(window, width, heights[width], log)]
    usual.sort(key=clashes)  # stable: the usual order within those that keep off the old row and those that do not
    for place in usual:
        if place.free:
            return place
    w, h = window
    every = hard + soft
    grid = []
    for width in widths:  # the first free place on a grid, from the bottom up (the buttons stay low)
        height = heights[width]
        for y in range(h - height - MARGIN, MARGIN - 1, -STEP):
            for x in range(MARGIN, w - width - MARGIN + 1, STEP):
                grid.append(pygame.Rect(x, y, width, height))
    clear = [rect for rect in grid if rect.collidelist(every) < 0]
    calm_clear = [Placement(rect, False) for rect in clear if rect.collidelist(calm) < 0]
    calm_clear.sort(key=clashes)
    if calm_clear:
        return calm_clear[0]
    # no place clears the busy panels too: the card stays where it was if it hides no lit spot nor talked-about
    # zone there, else goes where it hides the least of them
    for place in held:
        if place.hides == (0, 0):
            return place
    fair = [place for place in usual if place.hides == (0, 0)] + [judged(rect, False) for rect in clear]
    if fair:
        return min(fair, key=lambda p: (p.crowds, clashes(p)))
    # nothing is free: hide no lit spot if that can be, then as little as can be of the rest
    coarse = [judged(rect, False) for rect in grid[::3]]
    if not usual + coarse:  # taller than the window at every width: from the top, its end cut (never happens
        return judged(pygame.Rect(MARGIN, TOP, widths[0], heights[widths[0]]), True)  # at 1280×720 today)
    return min(usual + coarse, key=lambda p: (p.hides, p.crowds))
