"""Rings on the replay's board for a move the analysis marked: where the move played was made (warm) and where
the judge's better move would have been made (green), each with a small tag, as a review on lichess or
chess.com draws its arrows. The spots are the ones a lesson would light (the table's `tutorial_clicks`), found
on the table moved back to the position before the move, so they stand where the player clicked."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.game.core.action import Action
from baraza.scenes.table.focus_tag import WEIGHTS, covered

PLAYED = (232, 112, 72)
BETTER = (92, 204, 120)
WIDTH = 4  # px of ring at the table's full size (the replay scales the table down)


@dataclass(frozen=True)
class MoveRings:
    played: tuple[pygame.Rect, ...]
    better: tuple[pygame.Rect, ...]
    avoid: tuple[pygame.Rect, ...] = ()  # where the pieces stand: a tag never covers one if it can help it


def better_action(rules, state, seat: int, words: str | None) -> Action | None:
    """The legal move of `seat` whose words are the judge's (analyses keep the better move in words)."""
    if not words:
        return None
    try:
        for action in rules.legal_actions(state, seat):
            if rules.describe_action(state, seat, action) == words:
                return action
    except Exception:  # noqa: BLE001 - a position a rules module cannot word: no ring, never a crash
        return None
    return None


def spots(table, action: Action | None) -> tuple[pygame.Rect, ...]:
    if action is None:
        return ()
    where = getattr(table, "tutorial_clicks", None)
    if where is None:
        return ()
    try:
        found = where(action, table.current_view())
    except Exception:  # noqa: BLE001 - a spot the table cannot place is left unringed
        return ()
    rects = [pygame.Rect(r) for r in found]
    return tuple(r for r in rects if r.w > 0 and r.h > 0)


def piece_spots(table) -> tuple[pygame.Rect, ...]:
    """Where the table shows pieces now (its optional `piece_spots(view)` hook), for the tags to keep clear of."""
    where = getattr(table, "piece_spots", None)
    if where is None:
        return ()
    try:
        return tuple(pygame.Rect(r) for r in where(table.current_view()))
    except Exception:  # noqa: BLE001 - a table that cannot say where its pieces are: tags as before
        return ()


def kept_clear(table) -> tuple[pygame.Rect, ...]:
    """For a table with no `piece_spots` hook: what its keyboard cursor's words keep off (its optional
    `focus_keep_clear(view)`: cards and numbers drawn into pictures, which no recorded text shows). Asked once the
    position is drawn, as that hook reads what the frame placed. A "better" tag beside a card ringed in a row of
    cards sat over the next card, reading as if that one were the better move (blind tester, round 18)."""
    if getattr(table, "piece_spots", None) is not None:
        return ()
    where = getattr(table, "focus_keep_clear", None)
    if where is None:
        return ()
    try:
        return tuple(pygame.Rect(r) for r in where(table.current_view()))
    except Exception:  # noqa: BLE001 - a table that cannot say: tags as before
        return ()


def arrow_spots(start: tuple[int, int], end: tuple[int, int], step: int = 12) -> tuple[pygame.Rect, ...]:
    """Small squares along an arrow from `start` to `end` (its head most of all), for tags to keep off."""
    (x0, y0), (x1, y1) = start, end
    n = max(1, int(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 // step))
    return tuple(pygame.Rect(0, 0, 14, 14).move(round(x0 + (x1 - x0) * i / n) - 7, round(y0 + (y1 - y0) * i / n) - 7)
                 for i in range(n + 1))


AIR = 10  # px a tag keeps off a piece as the table gives it (its art may reach past the spot: a town's roof)
TOUCH = 2  # px between a tag and its ring: it always touches the ring it names (round 9: a tester saw a "better"
# tag 32 px off, nearer another spot than its own; tags 16 and 32 px away were tried when the ring's sides were full)


def _touching_places(box: pygame.Rect, ring: pygame.Rect) -> list[pygame.Rect]:
    """Every place a tag of `box`'s size touches `ring` from outside: above, below, left or right of its middle,
    then slid along each side to either end (still along it), then at its corners, in that order."""
    g = TOUCH
    spots = [("midbottom", (ring.centerx, ring.top - g)), ("midtop", (ring.centerx, ring.bottom + g)),
             ("midright", (ring.left - g, ring.centery)), ("midleft", (ring.right + g, ring.centery)),
             ("bottomleft", (ring.left, ring.top - g)), ("bottomright", (ring.right, ring.top - g)),
             ("topleft", (ring.left, ring.bottom + g)), ("topright", (ring.right, ring.bottom + g)),
             ("topright", (ring.left - g, ring.top)), ("bottomright", (ring.left - g, ring.bottom)),
             ("topleft", (ring.right + g, ring.top)), ("bottomleft", (ring.right + g, ring.bottom)),
             ("bottomright", (ring.left - g, ring.top - g)), ("bottomleft", (ring.right + g, ring.top - g)),
             ("topright", (ring.left - g, ring.bottom + g)), ("topleft", (ring.right + g, ring.bottom + g))]
    out = []
    for anchor, point in spots:
        place = box.copy()
        setattr(place, anchor, point)
        out.append(place)
    return out + _sliding_places(box, ring)


SLIDE = 6  # px between the places tried sliding along a ring's side
OVERLAP = 8  # px of its side a slid tag still shares with the ring (so it reads as the ring's own)


def _sliding_places(box: pygame.Rect, ring: pygame.Rect) -> list[pygame.Rect]:
    """Places still touching `ring`, slid along each side every SLIDE px between the ends `_touching_places`
    tries: on a board of close pieces every one of those ends may cover one (a KROWNIA corner between three
    number tokens), while a place between them is clear."""
    g, out = TOUCH, []
    for x in range(ring.left - box.w + OVERLAP, ring.right - OVERLAP + 1, SLIDE):
        out += [box.move(x, ring.top - g - box.h), box.move(x, ring.bottom + g)]
    for y in range(ring.top - box.h + OVERLAP, ring.bottom - OVERLAP + 1, SLIDE):
        out += [box.move(ring.left - g - box.w, y), box.move(ring.right + g, y)]
    return out


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The pixels between two rects (0 when they touch or overlap): the larger of the two axes' gaps."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom, 0)


def tag_box(size: tuple[int, int], ring: pygame.Rect, bounds: pygame.Rect, avoid, taken=()) -> pygame.Rect:
    """Where a tag of `size` touching `ring` covers no other ring or tag (`taken`), then the fewest pixels of the
    pieces (`avoid`), then touches the fewest of them with their air (`_touching_places`' order breaks ties).
    Weighed as the keyboard cursor's words are (scenes/table/focus_tag.py): a piece's air touched costs more than
    any area of empty board (a playtester's "played" sat on a KROWNIA town beside its ring). A place the screen's
    edge would push off the ring is taken only when no other is left."""
    marks = [(pygame.Rect(r), WEIGHTS["hint"]) for r in (*taken, ring)]
    pieces = [pygame.Rect(r) for r in avoid]
    air = [(r.inflate(2 * AIR, 2 * AIR), WEIGHTS["acts"]) for r in pieces]
    best, best_cost = None, None
    for place in _touching_places(pygame.Rect((0, 0), size), ring):
        place.clamp_ip(bounds)
        # a piece's own pixels count before its air: round a KROWNIA corner every place comes within AIR of some
        # number token, and the fewest touched was often a token covered whole (a tester counted 19 in a replay)
        # then a place that reads as another piece's tag (`_names_another`), before the pieces' air
        cost = (gap(place, ring) > TOUCH, covered(place, marks), _pixels(place, pieces),
                _names_another(place, ring, pieces), covered(place, air))
        if best_cost is None or cost < best_cost:
            best, best_cost = place, cost
        if cost == (False, 0, 0, False, 0):
            return best
    return best


def _names_another(place: pygame.Rect, ring: pygame.Rect, pieces: list[pygame.Rect]) -> bool:
    """Whether the tag stands off its ring's middle, past the ring's end along the side it touches, close to
    another piece: it reads as that piece's tag (round 18: slid along a row of Khedu cards, "better" stood under
    the ringed card's neighbour)."""
    if place.bottom <= ring.top or place.top >= ring.bottom:  # above or below: along the ring's width
        inside = ring.left <= place.centerx <= ring.right
    else:
        inside = ring.top <= place.centery <= ring.bottom
    return not inside and any(gap(place, piece) < AIR for piece in pieces if not ring.contains(piece))


def _pixels(place: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How many pixels of `rects` the place covers."""
    return sum(place.clip(rects[i]).w * place.clip(rects[i]).h for i in place.collidelistall(rects))


def draw_rings(surface: pygame.Surface, fonts, rings: MoveRings, tags: tuple[str, str] | None = ("played", "better"),
               tag_size: int = 20) -> None:
    """Every spot of each move ringed; the tag sits beside the move's last spot (where it lands), above it unless
    that covers a piece or another ring. `tags` name the two moves (practise calls the learner's move "yours");
    None draws the rings only (a caller placing the tags of several moves at once, `tag_places`)."""
    for rects, colour in ((rings.played, PLAYED), (rings.better, BETTER)):
        for rect in rects:
            ring = rect.inflate(10, 10)
            pygame.draw.rect(surface, (20, 20, 24), ring.inflate(4, 4), WIDTH + 2, border_radius=8)
            pygame.draw.rect(surface, colour, ring, WIDTH, border_radius=8)
    if tags is None:
        return
    draw_tags(surface, tag_places(fonts, rings, surface.get_rect(), tags, tag_size))


def draw_tags(surface: pygame.Surface, places) -> None:
    """The tags `tag_places` placed."""
    for box, label, colour in places:
        pygame.draw.rect(surface, colour, box, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))


def tag_places(fonts, rings: MoveRings, bounds: pygame.Rect, tags: tuple[str, str] = ("played", "better"),
               tag_size: int = 20, colours: tuple[tuple, tuple] = (PLAYED, BETTER),
               ) -> list[tuple[pygame.Rect, pygame.Surface, tuple[int, int, int]]]:
    """Each move's tag: (where it goes, its words drawn, its colour), beside the move's last spot, off both moves'
    rings and the tags placed before it."""
    out = []
    others = [r.inflate(10, 10) for r in rings.played + rings.better]
    for rects, colour, tag in ((rings.played, colours[0], tags[0]), (rings.better, colours[1], tags[1])):
        if rects:
            label = fonts.render(tag, tag_size, (20, 20, 24))
            box = tag_box(label.get_rect().inflate(12, 4).size, rects[-1].inflate(10, 10), bounds, rings.avoid,
                          others + [place for place, _label, _colour in out])
            out.append((box, label, colour))
    return out
