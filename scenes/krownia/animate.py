"""Animations of the KROWNIA table: dice, cards flying, pieces landing, the Pirate, banners."""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.game.krownia import board as B
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_out


class Animations:
    """Turns move records into animation steps, and draws the card flights and banners."""

    def animate_record(self, record: MoveRecord) -> None:
        flights: list[tuple] = []  # (start, end, resource or None, delay)
        for event in record.events:
            data = event.data
            kind = event.kind
            if kind == "dice":
                self.animations.add("roll", 0.85, dice=tuple(data["dice"]), seed=len(self.match.records))
            elif kind == "gain" and data.get("cards"):
                for r, n in enumerate(data["cards"]):
                    sources = self._gain_sources(event.seat, r, record.action.kind)
                    for i in range(n):
                        start = sources[i % len(sources)] if sources else self.bank_pos()
                        flights.append((start, self.card_target(event.seat, r), r, 0.07 * len(flights)))
            elif kind == "build":
                ident = data.get("edge") if data.get("piece") == "road" else data.get("corner")
                self.animations.add("build", 0.35, piece=data.get("piece"), ident=ident)
            elif kind == "discard":
                for r, n in enumerate(data.get("cards", ())):
                    for _ in range(n):
                        flights.append((self.card_target(event.seat, r), self.bank_pos(), r, 0.0))
            elif kind == "pirate":
                self.animations.add("pirate", 0.5, start=self.pirate_seen, end=data["hex"])
                self.pirate_seen = data["hex"]
            elif kind in ("steal", "transfer"):
                # A stolen card's face is seen only by the two players involved.
                victim, thief = (data["from"], event.seat) if kind == "steal" else (data["from"], data["to"])
                seen = kind == "transfer" or self.viewer in (victim, thief)
                if kind == "steal" and self.viewer in (victim, thief) and any(data.get("cards", ())):
                    # The log keeps the card secret; the two players involved learn it here.
                    res = RESOURCES[next(r for r, n in enumerate(data["cards"]) if n)]
                    names = self.match.seat_names()
                    text = (f"You stole 1 {res} from {names[victim]}" if self.viewer == thief
                            else f"{names[thief]} stole your {res}")
                    self.app.toast(text, 3.0)
                for r, n in enumerate(data.get("cards", ())):
                    for i in range(n):
                        flights.append((self.card_target(victim, r), self.card_target(thief, r), r if seen else None,
                                        0.05 * i))
            elif kind == "trade":
                for r, n in enumerate(data["give"]):
                    for i in range(n):
                        flights.append((self.card_target(data["from"], r), self.card_target(data["to"], r), r, 0.05 * i))
                for r, n in enumerate(data["get"]):
                    for i in range(n):
                        flights.append((self.card_target(data["to"], r), self.card_target(data["from"], r), r, 0.05 * i))
            elif kind == "bank_trade":
                for i in range(data["give_count"]):
                    flights.append((self.card_target(event.seat, data["give"]), self.bank_pos(), data["give"], 0.05 * i))
                flights.append((self.bank_pos(), self.card_target(event.seat, data["get"]), data["get"], 0.25))
            elif kind in ("turn", "phase") and event.seat is not None and self.match.seats[event.seat] == "human":
                humans = self.match.human_seats()
                name = self.match.seat_names()[event.seat]
                self.animations.add("banner", 0.7, text="Your turn" if len(humans) == 1 else f"{name}'s turn")
            elif kind in ("bonus", "win"):
                if flights:
                    self._queue_flights(flights)
                    flights = []
                self.animations.add("banner", 1.3 if kind == "win" else 1.0, text=event.text)
            self._note_event(event)
        if flights:
            self._queue_flights(flights)

    def _queue_flights(self, flights: list[tuple]) -> None:
        """One animation step for cards in flight; delays become fractions of the step, so the
        player's animation speed scales them with the step."""
        total = 0.6 + max(delay for *_, delay in flights)
        scaled = [(start, end, r, delay / total) for start, end, r, delay in flights]
        self.animations.add("fly", total, flights=scaled, travel=0.6 / total)

    def _gain_sources(self, seat: int | None, r: int, cause: str) -> list[tuple[float, float]]:
        """Tiles that paid resource r to `seat`: the rolled number's tiles after a roll, the new
        village's tiles at the end of setup; none (so from the bank) for Year of Plenty."""
        if seat is None or cause not in ("roll", "place_road", "auto_place"):
            return []
        view = self.match.view(None)
        own = {c for c, o in enumerate(view.corner_owner) if o == seat}
        out = []
        for tile in view.tiles:
            if tile.resource != RESOURCES[r]:
                continue
            corners = set(B.HEX_CORNERS[tile.hex_id])
            if cause == "roll":
                hit = tile.number == self.last_total and not tile.pirate and bool(corners & own)
            else:
                hit = self.last_village.get(seat) in corners
            if hit:
                out.append(self.tile_centre[tile.hex_id])
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
            art.draw_resource_card(surface, self.app.fonts, card, r)

    def _draw_banner(self, surface: pygame.Surface, step) -> None:
        t = step.progress
        alpha = min(1.0, t * 6, (1 - t) * 5)
        text = step.data["text"]
        image = self.app.fonts.render(text, 26, theme.ACCENT, "title")
        box = image.get_rect(center=(self.board_rect.centerx, self.board_rect.y + 40)).inflate(40, 20)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((20, 22, 28, int(220 * alpha)))
        pygame.draw.rect(panel, (*theme.ACCENT, int(255 * alpha)), panel.get_rect(), 2, border_radius=10)
        image = image.copy()
        image.set_alpha(int(255 * alpha))
        panel.blit(image, image.get_rect(center=(box.w // 2, box.h // 2)))
        surface.blit(panel, box)
