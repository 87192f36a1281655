"""Where things lie on the Konja table, and what lies under a point (hit-testing).

`KonjaGeometry` is the table's geometry part: built once from the layout (zones from assets/maps/konja.tmx,
written by tools/make_konja_map.py), it knows nothing of the match; the viewer's side is at the bottom. The
dice laid on the pyramid are placed from the Collection plan, which the caller passes in.
"""

from __future__ import annotations

import pygame

from baraza.game.konja.state import PlayerView
from baraza.scenes.konja.art import PYRAMID_ROWS, ROW_DICE_Y, pyramid_rows
from baraza.scenes.konja.hand_slots import HandSlots
from baraza.scenes.ui.layout import TableLayout

RESOURCES = ("gold", "magick", "power")
TOKEN_RADIUS, TOKEN_STEP = 11, 52  # a player's Gold / Magick / Power coins and the room for their counts
DIE = 50  # number dice in the tray
DIE_STEP = 62
ACTION_DIE = 46
ACTION_STEP = 64  # the two white dice: room for their faces' names ("Magick") under each, side by side
RED_DIE = 44
PLAN_DIE = 20  # dice laid on the pyramid
SPELL_STRIPS = 3  # from this many Spells in hand, each is a strip with its name and gist, not a card
SPENT_ROW = 24  # a row of the places Spells cast or discarded left, laid small (strip_places): one line of text
RELIC_PLACES = 5  # a row of Relics has five places (a sixth Relic waits there only to be discarded)
MY_RELIC, OPP_RELIC, SPELL_CARD = (100, 106), (86, 88), (100, 130)  # card sizes: the gist fits at 16 px
OFFER_CARD, OFFER_STEP = (94, 94), 98
# a zone's caption ("Offering", "Spells": 16 px bold at its top, painted at that size at any text size) and the 8 px a
# ring round a card under it reaches up (the keyboard's ring, a glow, the Hint's): the cards start this far down (the
# rings of a card picked or under the cursor covered the foot of "Offering" and "Spells": keys-only tester)
CAPTION = 29
SCORE_LINE = 19  # the height of a player's "☁ points / target" words at 100 % text

Plan = list[tuple[str, tuple[int, ...]]]  # the dice laid on the pyramid: (row kind, die indices) in order


def around(centre: tuple[int, int], size: int) -> pygame.Rect:
    """A square of `size` centred on `centre`."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    return rect


def strip_places(zone: pygame.Rect, count: int, spent: list[int]) -> list[pygame.Rect]:
    """The strips of a hand of `count` places in the Spells `zone`: the live ones full width, up to 40 px tall, in
    their order; the `spent` places (a Spell cast or discarded: only a mark, never clicked) in half-width cells of
    one line, two to a row, below them, so the live strips keep the room."""
    room = zone.h - CAPTION - 4
    if not spent:
        row = min(40, room // count)
        return [pygame.Rect(zone.x + 8, zone.y + CAPTION + i * row, zone.w - 16, row - 3) for i in range(count)]
    spent_rows = -(-len(spent) // 2)
    live = count - len(spent)
    row = min(40, (room - spent_rows * SPENT_ROW) // max(1, live))
    half = (zone.w - 16 - 6) // 2
    rects: list[pygame.Rect] = []
    y = zone.y + CAPTION
    for place in range(count):
        if place in spent:
            k = spent.index(place)
            top = y + live * row + (k // 2) * SPENT_ROW
            rects.append(pygame.Rect(zone.x + 8 + (k % 2) * (half + 6), top, half, SPENT_ROW - 3))
        else:
            rects.append(pygame.Rect(zone.x + 8, y + (place - sum(1 for p in spent if p < place)) * row,
                                     zone.w - 16, row - 3))
    return rects


class KonjaGeometry:
    """Geometry of the table's pieces: zones `z`, the Ancestor tiles `tile_rects`, the pyramid `rows`."""

    def __init__(self, layout: TableLayout) -> None:
        self.z: dict[str, pygame.Rect] = {name: layout.zone(name) for name in layout.zones}
        base = self.z["ancestors"]
        self.tile_rects: dict[str, pygame.Rect] = {}
        for (col, row), props in layout.tiles.items():
            rect = pygame.Rect(base.x + col * layout.tile_width, base.y + row * layout.tile_height,
                               layout.tile_width, layout.tile_height).inflate(-6, -4)
            self.tile_rects[props["ancestor"]] = rect
        self.rows = dict(zip([k for k, _, _ in PYRAMID_ROWS], pyramid_rows(self.z["pyramid"]), strict=True))
        # the places of the cards in hand during one choice, as each seat sees them from the bottom (hot-seat
        # players take turns at the screen within one turn): a card that leaves leaves a gap (see hand_slots.py)
        self.seen: dict[int, dict[tuple[str, str], HandSlots]] = {}
        self.held: dict[tuple[str, str], HandSlots] = self._rows(0)
        self.text_line = SCORE_LINE  # the Cloud line's height as last drawn (fit_text)
        self._laid_strips: tuple[tuple, list[pygame.Rect]] | None = None  # the Spell strips as last laid (_strips)

    def _rows(self, bottom: int) -> dict[tuple[str, str], HandSlots]:
        if bottom not in self.seen:
            self.seen[bottom] = {("my", "relic"): HandSlots(RELIC_PLACES), ("opp", "relic"): HandSlots(RELIC_PLACES),
                                 ("my", "spell"): HandSlots(99, trim=False, first_leaves=True)}
        return self.seen[bottom]

    def hold(self, view) -> None:
        """Note the cards in both players' hands now: called before drawing and before reading a click."""
        bottom = self.bottom_seat(view)
        self.held = self._rows(bottom)
        # one choice: its phase in its turn (a discard over five is one of its own). A card that leaves keeps
        # its gap while the player may still pick the next card; once the choice is done, the row closes up
        key = (view.turn_count, view.phase, view.pending_discard)
        for side, player in (("my", view.players[bottom]), ("opp", view.players[1 - bottom])):
            self.held[(side, "relic")].update(key, [r.card for r in player.relics])
        spells = view.players[bottom].spells
        self.held[("my", "spell")].update(key, list(spells) if spells is not None else [])

    def _place(self, side: str, kind: str, index: int, count: int | None = None) -> tuple[int, int | None]:
        """(place, places laid out) of the card at hand `index`: where it lay since the turn began."""
        held = self.held.get((side, kind))
        if held is None or index >= len(held.places) or (count is not None and count != len(held.places)):
            return index, count
        return held.places[index], (held.count if count is not None else None)

    @staticmethod
    def bottom_seat(view) -> int:
        return view.viewer if view.viewer is not None else 0

    def die_centre(self, index: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + index * DIE_STEP, tray.y + 80

    def action_centre(self, a: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + 7 * DIE_STEP + 20 + a * ACTION_STEP, tray.y + 80

    def red_centre(self, r: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + 7 * DIE_STEP + 20 + 2 * ACTION_STEP + 28 + r * 52, tray.y + 80

    def die_rect(self, i: int) -> pygame.Rect:
        return around(self.die_centre(i), DIE)

    def action_rect(self, a: int) -> pygame.Rect:
        return around(self.action_centre(a), ACTION_DIE)

    def red_rect(self, r: int) -> pygame.Rect:
        return around(self.red_centre(r), RED_DIE)

    def relic_rect(self, side: str, index: int) -> pygame.Rect:
        """Where the `index`-th Relic of a player's hand lies: in its place since the turn began."""
        slot, _count = self._place(side, "relic", index)
        zone = self.z[f"{side}_relics"]
        w, h = MY_RELIC if side == "my" else OPP_RELIC  # a name and a gist at 16 px; the zoom has the whole card
        step = zone.w // RELIC_PLACES
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (zone.x + step * slot + step // 2, zone.y + 20 + (zone.h - 20) // 2)
        return rect

    def spell_gaps(self, count: int) -> list[tuple[pygame.Rect, str]]:
        """The viewer's Spell places left empty this phase (a Spell cast or discarded), with the card that lay
        there: the table marks them, so a gap reads as "cast" rather than as a missing card."""
        held = self.held.get(("my", "spell"))
        if held is None or count != len(held.places):
            return []
        return [(self._spell_place(p, held.count), held.slots[p]) for p in range(held.count)
                if p not in held.places]

    def spell_rect(self, side: str, index: int, count: int) -> pygame.Rect:
        """Where the `index`-th of `count` Spells lies (the viewer's: in its place since the turn began)."""
        index, count = self._place(side, "spell", index, count)
        return self._spell_place(index, count, side)

    def _spell_place(self, index: int, count: int, side: str = "my") -> pygame.Rect:
        zone = self.z[f"{side}_spells"]
        if side == "my" and count >= SPELL_STRIPS:  # a hand too big for whole cards side by side: strips
            laid = self._strips(count)
            if laid is not None:
                return laid[index]
            row = min(40, (zone.h - CAPTION - 4) // count)
            return pygame.Rect(zone.x + 8, zone.y + CAPTION + index * row, zone.w - 16, row - 3)
        w, h = SPELL_CARD if side == "my" else (54, 76)
        room = zone.w - 16 - w
        step = min(w + 8, room // max(1, count - 1)) if count > 1 else 0
        top = zone.y + 20 + (zone.h - 20 - h) // 2
        if side == "my":  # clear of the caption and the rings that reach up to it
            top = max(top, zone.y + CAPTION)
        return pygame.Rect(zone.x + 8 + index * step, top, w, h)

    def _strips(self, count: int) -> list[pygame.Rect] | None:
        """The viewer's Spell strips, place by place, as laid when the row last changed size (None: no places held
        for `count`). Laid again only when a choice starts or a card is drawn into the row (Chaac!), never when
        one leaves it, so the next click lands where it aimed (issue 24); the places left empty by then
        (Spells cast or discarded) are laid small, two to a row, below the live ones: six places of
        18 px after two casts and a Chaac! cut "Patron's Gift cast…" and squeezed the two Spells left (konja22)."""
        held = self.held.get(("my", "spell"))
        if held is None or held.count != count:
            return None
        key = (id(held), held.key, count)
        if self._laid_strips is None or self._laid_strips[0] != key:
            spent = [p for p in range(count) if p not in held.places]
            self._laid_strips = (key, strip_places(self.z["my_spells"], count, spent))
        return self._laid_strips[1]

    def offer_rect(self, slot: int) -> pygame.Rect:
        zone = self.z["offering"]
        return pygame.Rect(zone.x + 70 + slot * OFFER_STEP, zone.y + CAPTION, *OFFER_CARD)

    def relic_deck_rect(self) -> pygame.Rect:
        zone = self.z["offering"]
        return pygame.Rect(zone.x + 8, zone.y + 26, 56, 92)

    def pile_centre(self, points: int) -> tuple[int, int]:
        zone = self.z["supply"]
        return zone.x + 30 + (3, 5, 7).index(points) * 54, zone.y + 46

    def pile_rect(self, points: int) -> pygame.Rect:
        x, y = self.pile_centre(points)
        return pygame.Rect(x - 24, y - 20, 48, 48)

    def fit_text(self, line: int) -> None:
        """The height of the Cloud line's words as drawn now (the drawing measures it each frame): at a larger
        text size the Clouds under it move down, so they never cover "☁ 3 / 21"."""
        self.text_line = line

    def cloud_centre(self, side: str, group: int, count: int) -> tuple[int, int]:
        """Centre of the `group`-th pile of equal Clouds of a player (see `cloud_groups`)."""
        zone = self.z[f"{side}_tokens"]
        lower = max(0, self.text_line - SCORE_LINE)  # the Cloud line grew with the text size
        if side == "my":  # three a row (six kinds at most: 3, 4, 5, 6, 7, 9), room for each pile's count
            # two a row at a larger text size, each pile's "×2" beside it: it covered the next Cloud (issue 41/44)
            per_row, step = (2, 80) if lower > 0 else (3, 50)
            return (zone.x + 26 + (group % per_row) * step,
                    zone.y + 104 + lower + (group // per_row) * (34 - lower // 2))
        # a row under the Cloud points, left to right, each pile's count at its right (clear of the next pile)
        step = min(56 + 3 * lower, (zone.w - 60) // max(1, count - 1)) if count > 1 else 0
        return zone.x + 26 + group * step, zone.y + 94 + lower

    @staticmethod
    def cloud_groups(player: PlayerView) -> list[tuple[int, bool, list[int]]]:
        """Equal Clouds piled together: (value, flipped, indices), so nine Clouds still fit a corner."""
        groups: dict[tuple[int, bool], list[int]] = {}
        for i, cloud in enumerate(player.clouds):
            groups.setdefault((cloud.value, cloud.upgraded), []).append(i)
        return [(value, flipped, idx) for (value, flipped), idx in sorted(groups.items())]

    def cloud_rects(self, view, side: str) -> list[tuple[tuple[int, ...], pygame.Rect]]:
        """Each pile of a player's Clouds: (the Clouds' indices, where the pile lies)."""
        bottom = self.bottom_seat(view)
        groups = self.cloud_groups(view.players[bottom if side == "my" else 1 - bottom])
        return [(tuple(idx), around(self.cloud_centre(side, g, len(groups)), 30))
                for g, (_value, _flipped, idx) in enumerate(groups)]

    def token_centre(self, side: str, k: int) -> tuple[int, int]:
        zone = self.z[f"{side}_tokens"]
        return zone.x + 18 + k * TOKEN_STEP, zone.y + 42

    def token_count_box(self, side: str, k: int) -> pygame.Rect:
        """Where a player's count of one resource is written: right of its coin, clear of the next coin
        (a two-digit count never runs into it)."""
        x, y = self.token_centre(side, k)
        right = x + TOKEN_STEP - TOKEN_RADIUS - 3 if k < len(RESOURCES) - 1 else self.z[f"{side}_tokens"].right - 4
        return pygame.Rect(x + TOKEN_RADIUS + 3, y - 12, right - (x + TOKEN_RADIUS + 3), 24)

    @staticmethod
    def score_text(player: PlayerView, target: int) -> str:
        """A player's Cloud line as drawn at `score_topleft` (the lesson rings it measured)."""
        return f"☁ {player.cloud_points} / {target}"

    def score_topleft(self, side: str) -> tuple[int, int]:
        """Where a player's "☁ points / target" line is written (the lesson rings the same place)."""
        zone = self.z[f"{side}_tokens"]
        return zone.x + 8, zone.y + (66 if side == "my" else 58)

    def supply_token_centre(self, k: int) -> tuple[int, int]:
        zone = self.z["supply"]
        return zone.x + 22 + k * 54, zone.y + 102

    def row_rect(self, kind: str) -> pygame.Rect:
        return self.rows[kind].copy()

    def spirit_rect(self, view) -> pygame.Rect:
        """Where the Spirit token lies: on the Spirit Ancestor, or beside its holder's name."""
        if view.spirit_holder is None:
            tile = self.tile_rects["spirit"]
            return pygame.Rect(tile.x + 6, tile.y + 6, 24, 24)
        side = "my" if view.spirit_holder == self.bottom_seat(view) else "opp"
        zone = self.z[f"{side}_tokens"]
        return pygame.Rect(zone.right - 27, zone.y + 3, 22, 22)

    def plan_die_rect(self, plan: Plan, kind: str, group: int, j: int) -> pygame.Rect:
        """The `j`-th die of the `group`-th group of `plan`, laid on its row after the row's earlier groups."""
        row = self.rows[kind]
        x = row.x + 10
        for i, (k, idx) in enumerate(plan):
            if i == group:
                break
            if k == kind:
                x += len(idx) * (PLAN_DIE + 3) + 8
        x += j * (PLAN_DIE + 3)
        return pygame.Rect(x, row.y + ROW_DICE_Y, PLAN_DIE, PLAN_DIE)

    def hit(self, view, pos, plan: Plan) -> tuple[str, object] | None:
        """What lies under `pos` on the table, the dice laid on the pyramid by `plan` included."""
        self.hold(view)
        if self.spirit_rect(view).collidepoint(pos) and view.phase != "ancestor":
            return "spirit", None
        if self.relic_deck_rect().collidepoint(pos):
            return "relic_deck", None
        for name, rect in self.tile_rects.items():
            if rect.collidepoint(pos):
                return "ancestor", name
        for slot in range(len(view.offering)):
            if self.offer_rect(slot).collidepoint(pos):
                return "offer", slot
        for points in (3, 5, 7):
            if self.pile_rect(points).collidepoint(pos):
                return "pile", points
        me = view.players[self.bottom_seat(view)]
        opp = view.players[1 - self.bottom_seat(view)]
        for side, player in (("my", me), ("opp", opp)):
            for slot in range(len(player.relics)):
                if self.relic_rect(side, slot).collidepoint(pos):
                    return f"{side}_relic", slot
            n = player.spell_count
            for i in reversed(range(n)):
                if self.spell_rect(side, i, n).collidepoint(pos):
                    return f"{side}_spell", i
            groups = self.cloud_groups(player)
            for g, (_value, _flipped, idx) in enumerate(groups):
                x, y = self.cloud_centre(side, g, len(groups))
                if pygame.Rect(x - 18, y - 15, 36, 30).collidepoint(pos):
                    return f"{side}_cloud", tuple(idx)
        for i in range(len(view.dice)):
            if self.die_rect(i).collidepoint(pos):
                return "die", i
        for i, (kind, idx) in enumerate(plan):
            for j, die in enumerate(idx):
                if self.plan_die_rect(plan, kind, i, j).collidepoint(pos):
                    return "plan_die", die
        for a in range(len(view.action_dice)):
            if self.action_rect(a).collidepoint(pos):
                return "action", a
        for r in range(len(view.red_dice)):
            if self.red_rect(r).collidepoint(pos):
                return "red", r
        for kind, rect in self.rows.items():
            if rect.collidepoint(pos):
                return "row", kind
        for k, res in enumerate(RESOURCES):
            x, y = self.supply_token_centre(k)
            if pygame.Rect(x - 14, y - 14, 44, 28).collidepoint(pos):
                return "supply", res
        return None
