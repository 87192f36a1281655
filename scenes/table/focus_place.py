"""Where the keyboard cursor's words go on the table as drawn (scenes/table/focus.py draws the ring): what they keep
off (the spots, buttons and texts the cursor gathered, the toast, what the words name, the open dialog's texts), and
the frame's own ink (focus_ink.py: a card's name or a zone's caption no list records). The open room is searched,
and the frame's ink read, once for each picture of the table: only when what the place is worked from changes."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from baraza.scenes.table.focus_ink import InkMap
from baraza.scenes.table.focus_tag import WEIGHTS, best_tag, dialog_avoid, drawn_over


@dataclass
class TagPlace:
    """The words' place as last worked out (`placed`: the panel and its lines) and what it was worked from."""
    key: tuple | None = None
    placed: tuple = (None, [])
    reads: int = 0  # how many times the frame's ink was read (tests: once per picture, not per frame)
    avoid: list = field(default_factory=list)  # what the words kept off, as last worked out (tests read it)

    def place(self, cursor, surface: pygame.Surface, ring: pygame.Rect, target) -> tuple:
        """(panel or None, lines) for `target`'s words beside `ring`; `surface`: the table drawn without the ring
        and its words, whose ink is read when the place must be worked out again."""
        host = cursor.host
        fonts = host.app.fonts
        area = surface.get_rect().inflate(-8, -8)
        spot = pygame.Rect(target.rect)
        own = own_zone(host, spot)  # the spot's region: its labels say what the spot is, others' less so
        texts = [(r, WEIGHTS["own"] if own is not None and own.contains(r) else w) for r, w in cursor._texts]
        avoid = [(rect, weight) for rect, weight in cursor._avoid + texts + drawn_over(host) if rect != spot]
        named = getattr(host, "focus_named", None)  # what the words talk about (the tiles by a corner)
        avoid += [(pygame.Rect(r), WEIGHTS["named"]) for r in (named(spot) if named is not None else ())]
        # what the table shows that words should not hide, though less than a spot to act on (the solo
        # score an attack's caption covered at 150 %: keyboard playtest)
        keep = getattr(host, "focus_keep_clear", None)
        # weighed as a spot to act on: with no clean room near, the words cover a caption before what the table
        # asked them to keep off (the Trade button's words on a 2:1 harbour marker again: krownia17's test)
        avoid += [(pygame.Rect(r), WEIGHTS["acts"]) for r in (keep(host.current_view()) if keep else ())]
        dialog = pygame.Rect(cursor._dialog.area) if cursor._dialog is not None else None
        if dialog is not None:  # its title, labels and stops: the words never cover them (beside it instead)
            avoid += dialog_avoid(dialog, [r for r, _w in cursor._texts],
                                  [t.rect for t in cursor._targets if not t.acts], spot)
        title = dialog_title(dialog, [r for r, _w in cursor._texts], spot) if dialog is not None else ()
        key = (target.label, tuple(ring), tuple(area), dialog and tuple(dialog), fonts.scale,
               tuple((tuple(r), w) for r, w in avoid), own and tuple(own), tuple(map(tuple, title)))
        if key != self.key:
            self.reads += 1
            self.key, self.avoid = key, avoid
            self.placed = best_tag(fonts, target.label, ring, area, avoid, dialog, InkMap(surface), own, title)
        return self.placed


def own_zone(host, spot: pygame.Rect) -> pygame.Rect | None:
    """The layout zone the spot stands in (an open dialog is no region of its own)."""
    for name, zone in host.layout.zones.items():
        if name != "dialog" and pygame.Rect(zone).collidepoint(spot.center):
            return pygame.Rect(zone)
    return None


def dialog_title(dialog: pygame.Rect, texts: list[pygame.Rect], spot: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The texts of the open dialog's top line (its title), when the spot is in the dialog: its words never stand
    over them ("Offer 1 Wood" over "Your offer", keys17 at 150 %)."""
    inside = [r for r in texts if dialog.contains(r)]
    if not inside or not dialog.contains(spot):
        return ()
    top = min(inside, key=lambda r: r.top)
    return tuple(r for r in inside if r.top < top.bottom and r.bottom > top.top and not spot.contains(r))

