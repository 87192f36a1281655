"""Animations of the KROWNIA table: dice, cards flying, pieces landing, the Pirate, banners.

`KrowniaAnimations` turns each move record into steps on the table's animation queue (and keeps the move
marks up to date), and draws the card flights and banners of the current step. It is given the table
(`animations`, `match`, `viewer`, `app`), the geometry and the marks; `draw` paints the current step alone.
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.game.krownia import board as B
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry, around
from baraza.scenes.krownia.marks import MoveMarks
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_out


class KrowniaAnimations:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, marks: MoveMarks) -> None:
        self.table = table
        self.geometry = geometry
        self.marks = marks
        self._banners: dict[tuple, pygame.Rect] = {}  # where a banner of a size goes (banner_box)

    def draw(self, surface: pygame.Surface) -> None:
        """The cards in flight or the banner of the current step (dice, pieces and the Pirate are drawn by
        their own parts)."""
        step = self.table.animations.current
        if step is not None and step.kind == "fly":
            self._draw_flights(surface, step)
        if step is not None and step.kind == "banner":
            self._draw_banner(surface, step)

    def _card_at(self, seat: int | None, r: int | None) -> tuple[float, float]:
        return self.geometry.card_target(seat, r, self.table.viewer)

    def _bank(self) -> tuple[float, float]:
        return self.geometry.bank_rect().center

    def animate_record(self, record: MoveRecord) -> None:
        flights: list[tuple] = []  # (start, end, resource or None, delay)
        for event in record.events:
            data = event.data
            kind = event.kind
            if kind == "dice":
                self.table.animations.add("roll", 0.85, dice=tuple(data["dice"]), seed=len(self.table.match.records))
            elif kind == "gain" and data.get("cards"):
                for r, n in enumerate(data["cards"]):
                    sources = self._gain_sources(event.seat, r, record.action.kind)
                    for i in range(n):
                        start = sources[i % len(sources)] if sources else self._bank()
                        flights.append((start, self._card_at(event.seat, r), r, 0.07 * len(flights)))
            elif kind == "build":
                ident = data.get("edge") if data.get("piece") == "road" else data.get("corner")
                self.table.animations.add("build", 0.35, piece=data.get("piece"), ident=ident)
            elif kind == "discard":
                for r, n in enumerate(data.get("cards", ())):
                    for _ in range(n):
                        flights.append((self._card_at(event.seat, r), self._bank(), r, 0.0))
            elif kind == "pirate":
                self.table.animations.add("pirate", 0.5, start=self.marks.pirate_seen, end=data["hex"])
                self.marks.pirate_seen = data["hex"]
            elif kind in ("steal", "transfer"):
                # A stolen card's face is seen only by the two players involved.
                victim, thief = (data["from"], event.seat) if kind == "steal" else (data["from"], data["to"])
                seen = kind == "transfer" or self.table.viewer in (victim, thief)
                if kind == "steal" and self.table.viewer in (victim, thief) and any(data.get("cards", ())):
                    # The log keeps the card secret; the two players involved learn it here.
                    res = RESOURCES[next(r for r, n in enumerate(data["cards"]) if n)]
                    names = self.table.match.seat_names()
                    text = (f"You stole 1 {res} from {names[victim]}" if self.table.viewer == thief
                            else f"{names[thief]} stole your {res}")
                    self.table.app.toast(text, 3.0)
                for r, n in enumerate(data.get("cards", ())):
                    for i in range(n):
                        flights.append((self._card_at(victim, r), self._card_at(thief, r), r if seen else None,
                                        0.05 * i))
            elif kind == "trade":
                for r, n in enumerate(data["give"]):
                    for i in range(n):
                        flights.append((self._card_at(data["from"], r), self._card_at(data["to"], r), r, 0.05 * i))
                for r, n in enumerate(data["get"]):
                    for i in range(n):
                        flights.append((self._card_at(data["to"], r), self._card_at(data["from"], r), r, 0.05 * i))
            elif kind == "bank_trade":
                for i in range(data["give_count"]):
                    flights.append((self._card_at(event.seat, data["give"]), self._bank(), data["give"], 0.05 * i))
                flights.append((self._bank(), self._card_at(event.seat, data["get"]), data["get"], 0.25))
            elif kind in ("turn", "phase") and event.seat is not None and self.table.match.seats[event.seat] == "human":
                humans = self.table.match.human_seats()
                name = self.table.match.seat_names()[event.seat]
                self.table.animations.add("banner", 0.7, text="Your turn" if len(humans) == 1 else f"{name}'s turn")
            elif kind in ("bonus", "win"):
                if flights:
                    self._queue_flights(flights)
                    flights = []
                self.table.animations.add("banner", 1.3 if kind == "win" else 1.0, text=event.text)
            self.marks.note(event, len(self.table.match.records))
        if flights:
            self._queue_flights(flights)

    def _queue_flights(self, flights: list[tuple]) -> None:
        """One animation step for cards in flight; delays become fractions of the step, so the
        player's animation speed scales them with the step."""
        total = 0.6 + max(delay for *_, delay in flights)
        scaled = [(start, end, r, delay / total) for start, end, r, delay in flights]
        self.table.animations.add("fly", total, flights=scaled, travel=0.6 / total)

    def _gain_sources(self, seat: int | None, r: int, cause: str) -> list[tuple[float, float]]:
        """Tiles that paid resource r to `seat`: the rolled number's tiles after a roll, the new
        village's tiles at the end of setup; none (so from the bank) for Year of Plenty."""
        if seat is None or cause not in ("roll", "place_road", "auto_place"):
            return []
        view = self.table.match.view(None)
        own = {c for c, o in enumerate(view.corner_owner) if o == seat}
        out = []
        for tile in view.tiles:
            if tile.resource != RESOURCES[r]:
                continue
            corners = set(B.HEX_CORNERS[tile.hex_id])
            if cause == "roll":
                hit = tile.number == self.marks.last_total and not tile.pirate and bool(corners & own)
            else:
                hit = self.marks.last_village.get(seat) in corners
            if hit:
                out.append(self.geometry.tile_centre[tile.hex_id])
        return out

    # --- animation drawing -----------------------------------------------------------------------
    def _draw_flights(self, surface: pygame.Surface, step) -> None:
        travel = step.data["travel"]
        for start, end, r, delay in step.data["flights"]:
            t = (step.progress - delay) / travel
            if t <= 0:
                continue
            t = ease_out(min(1.0, t))
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - 40 * 4 * t * (1 - t)
            card = pygame.Rect(0, 0, 26, 36)
            card.center = (int(x), int(y))
            art.draw_resource_card(surface, self.table.app.fonts, card, r)

    def banner_layout(self, text: str) -> tuple[int, pygame.Rect]:
        """The banner's text size and box: as wide as the board beside the Bank at most (the text a little
        smaller if it must), placed by `banner_box`."""
        geo, fonts = self.geometry, self.table.app.fonts
        room = geo.board_rect.right - 4 - (geo.bank_rect().right + 6) - 40
        size = 26
        while size > max(18, theme.MIN_TEXT) and fonts.get(size, "title").size(text)[0] > room:
            size -= 1
        return size, self.banner_box(fonts.get(size, "title").size(text))

    def banner_box(self, text_size: tuple[int, int]) -> pygame.Rect:
        """Where a banner of that text size goes on the board: where it covers the least of what the player
        reads there (the Bank, the harbours, the tiles), near the top. The playtest: "Red now holds Longest
        Road", centred at the top, covered the Bank for a few seconds."""
        key = (tuple(text_size), tuple(self.geometry.board_rect))
        cached = self._banners.get(key)
        if cached is not None:
            return pygame.Rect(cached)
        geo = self.geometry
        board = geo.board_rect
        w, h = text_size[0] + 40, text_size[1] + 14
        needed = [geo.bank_rect().inflate(4, 4)]
        needed += [around(pos, 2 * art.HARBOUR_R + 6) for pos, _, _ in geo.harbour_badges]
        needed += [geo.tile_rect(hid) for hid in geo.tile_centre]

        def cost(pos: tuple[int, int]) -> tuple[int, int]:
            box = pygame.Rect(pos, (w, h))
            covered = sum(box.clip(r).w * box.clip(r).h for r in needed)
            return covered, abs(box.y - board.y) + abs(box.centerx - board.centerx) // 4

        xs = range(board.x + 4, max(board.x + 5, board.right - w - 3), 6)
        ys = range(board.y + 4, max(board.y + 5, board.bottom - h - 3), 6)
        best = min(((x, y) for y in ys for x in xs), key=cost)
        self._banners[key] = pygame.Rect(best, (w, h))
        return pygame.Rect(best, (w, h))

    def _draw_banner(self, surface: pygame.Surface, step) -> None:
        t = step.progress
        alpha = min(1.0, t * 6, (1 - t) * 5)
        text = step.data["text"]
        size, box = self.banner_layout(text)
        image = self.table.app.fonts.render(text, size, theme.ACCENT, "title")
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((20, 22, 28, int(220 * alpha)))
        pygame.draw.rect(panel, (*theme.ACCENT, int(255 * alpha)), panel.get_rect(), 2, border_radius=10)
        image = image.copy()
        image.set_alpha(int(255 * alpha))
        panel.blit(image, image.get_rect(center=(box.w // 2, box.h // 2)))
        surface.blit(panel, box)
