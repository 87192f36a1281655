"""Where things lie on the Konja table, and what lies under a point (hit-testing).

The zones come from assets/maps/konja.tmx (tools/make_konja_map.py); the viewer's side is at the bottom.
"""

from __future__ import annotations

import pygame

from baraza.game.konja.state import PlayerView

RESOURCES = ("gold", "magick", "power")
DIE = 50  # number dice in the tray
DIE_STEP = 62
ACTION_DIE = 46
RED_DIE = 44
PLAN_DIE = 20  # dice laid on the pyramid
SPELL_STRIPS = 4  # from this many Spells in hand, each is a strip with its name, not a fanned card


class TableLayout:
    """Geometry of the table's pieces; mixed into the scene, which sets `z`, `tile_rects`, `rows`, `plan`."""

    def bottom_seat(self, view) -> int:
        return view.viewer if view.viewer is not None else 0

    def die_centre(self, index: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + index * DIE_STEP, tray.y + 80

    def action_centre(self, a: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + 7 * DIE_STEP + 20 + a * 56, tray.y + 80

    def red_centre(self, r: int) -> tuple[int, int]:
        tray = self.z["tray"]
        return tray.x + 44 + 7 * DIE_STEP + 20 + 2 * 56 + 36 + r * 52, tray.y + 80

    def relic_rect(self, side: str, slot: int) -> pygame.Rect:
        zone = self.z[f"{side}_relics"]
        w, h = (90, 106) if side == "my" else (80, 88)  # names at 14 px fit; the zoom has the whole card
        step = zone.w // 5
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (zone.x + step * slot + step // 2, zone.y + 20 + (zone.h - 20) // 2)
        return rect

    def spell_rect(self, side: str, index: int, count: int) -> pygame.Rect:
        zone = self.z[f"{side}_spells"]
        if side == "my" and count >= SPELL_STRIPS:  # a hand too big to fan with names showing: one strip each
            row = min(36, (zone.h - 26) // count)
            return pygame.Rect(zone.x + 8, zone.y + 22 + index * row, zone.w - 16, row - 3)
        w, h = (86, 106) if side == "my" else (54, 76)
        room = zone.w - 16 - w
        step = min(w + 8, room // max(1, count - 1)) if count > 1 else 0
        return pygame.Rect(zone.x + 8 + index * step, zone.y + 20 + (zone.h - 20 - h) // 2, w, h)

    def offer_rect(self, slot: int) -> pygame.Rect:
        zone = self.z["offering"]
        return pygame.Rect(zone.x + 86 + slot * 92, zone.y + 20, 86, 102)

    def pile_centre(self, points: int) -> tuple[int, int]:
        zone = self.z["supply"]
        return zone.x + 30 + (3, 5, 7).index(points) * 54, zone.y + 46

    def cloud_centre(self, side: str, group: int, count: int) -> tuple[int, int]:
        """Centre of the `group`-th pile of equal Clouds of a player (see `cloud_groups`)."""
        zone = self.z[f"{side}_tokens"]
        if side == "my":
            per_row = 4
            return zone.x + 26 + (group % per_row) * 38, zone.y + 104 + (group // per_row) * 34
        step = min(40, (zone.w - 130) // max(1, count - 1)) if count > 1 else 0
        return zone.x + 100 + group * step, zone.y + 90

    @staticmethod
    def cloud_groups(player: PlayerView) -> list[tuple[int, bool, list[int]]]:
        """Equal Clouds piled together: (value, flipped, indices), so nine Clouds still fit a corner."""
        groups: dict[tuple[int, bool], list[int]] = {}
        for i, cloud in enumerate(player.clouds):
            groups.setdefault((cloud.value, cloud.upgraded), []).append(i)
        return [(value, flipped, idx) for (value, flipped), idx in sorted(groups.items())]

    def token_centre(self, side: str, k: int) -> tuple[int, int]:
        zone = self.z[f"{side}_tokens"]
        return zone.x + 20 + k * 54, zone.y + (42 if side == "my" else 40)

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

    def _plan_die_rect(self, kind: str, group: int, j: int) -> pygame.Rect:
        row = self.rows[kind]
        x = row.x + 10
        for i, (k, idx) in enumerate(self.plan):
            if i == group:
                break
            if k == kind:
                x += len(idx) * (PLAN_DIE + 3) + 8
        x += j * (PLAN_DIE + 3)
        return pygame.Rect(x, row.y + 34, PLAN_DIE, PLAN_DIE)

    def _hit(self, view, pos) -> tuple[str, object] | None:
        """What lies under `pos` on the table."""
        if self.spirit_rect(view).collidepoint(pos) and view.phase != "ancestor":
            return "spirit", None
        if pygame.Rect(self.z["offering"].x + 8, self.z["offering"].y + 26, 66, 92).collidepoint(pos):
            return "relic_deck", None
        for name, rect in self.tile_rects.items():
            if rect.collidepoint(pos):
                return "ancestor", name
        for slot in range(len(view.offering)):
            if self.offer_rect(slot).collidepoint(pos):
                return "offer", slot
        for points in (3, 5, 7):
            x, y = self.pile_centre(points)
            if pygame.Rect(x - 24, y - 20, 48, 48).collidepoint(pos):
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
            x, y = self.die_centre(i)
            if pygame.Rect(x - DIE // 2, y - DIE // 2, DIE, DIE).collidepoint(pos):
                return "die", i
        for i, (kind, idx) in enumerate(self.plan):
            for j, die in enumerate(idx):
                if self._plan_die_rect(kind, i, j).collidepoint(pos):
                    return "plan_die", die
        for a in range(len(view.action_dice)):
            x, y = self.action_centre(a)
            if pygame.Rect(x - ACTION_DIE // 2, y - ACTION_DIE // 2, ACTION_DIE, ACTION_DIE).collidepoint(pos):
                return "action", a
        for r in range(len(view.red_dice)):
            x, y = self.red_centre(r)
            if pygame.Rect(x - RED_DIE // 2, y - RED_DIE // 2, RED_DIE, RED_DIE).collidepoint(pos):
                return "red", r
        for kind, rect in self.rows.items():
            if rect.collidepoint(pos):
                return "row", kind
        for k, res in enumerate(RESOURCES):
            x, y = self.supply_token_centre(k)
            if pygame.Rect(x - 14, y - 14, 44, 28).collidepoint(pos):
                return "supply", res
        return None
