"""The Konja table's motion part: the animations queued for each applied move (dice tumbling, cards shown
as cast, Idols dropping), what tumbles right now, and the card just played drawn large above the tray.

Reads the table context's `match`, `animations` (the queue), `app.fonts` and the table's `viewer`."""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.konja import art
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.render.cards import draw_card_zoom, zoom_size
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_out

RED_SHOW = 1.6  # seconds red dice that beat nothing stay still in sight before the turn goes on


class MoveAnimations:
    def __init__(self, konja: KonjaContext) -> None:
        self.ctx = konja.ctx
        self.tray = konja.geometry.z["tray"]

    def animate(self, record: MoveRecord) -> None:
        """Queue the animations of a move that was just applied."""
        queue, viewer = self.ctx.animations, self.ctx.host.viewer
        seed = len(self.ctx.match.records)
        for event in record.events:
            data = event.data
            if event.kind == "roll":
                queue.add("roll", 0.8, dice=list(range(len(data.get("green", [])))), action=True, seed=seed)
            elif event.kind in ("play_spell", "use_relic"):
                if event.kind == "play_spell" or event.seat != viewer:  # show what was cast, face up
                    queue.add("cast", 0.9 if event.seat != viewer else 0.5, card=data["card"],
                              spell=event.kind == "play_spell", who=event.seat)
                result = data.get("result", {})
                if "after" in result and "dice" in result:
                    queue.add("roll", 0.6, dice=list(result["dice"]), action=False, seed=seed)
                elif "value" in result and "die" in result:
                    queue.add("roll", 0.6, dice=[result["die"]], action=False, seed=seed)
                elif "die" in result:
                    queue.add("flash", 0.4, dice=[result["die"]])
                elif "dice" in result:  # guarded dice
                    queue.add("flash", 0.4, dice=list(result["dice"]))
                else:
                    queue.add("pause", 0.2)
            elif event.kind == "roll_red":
                queue.add("red_roll", 0.7, seed=seed)
                if any(e.kind == "red_ignored" for e in record.events):
                    # the dice beat nothing and the turn goes on at once: they stay in sight, still, a moment
                    # (a playtester's own roll of 1, 2 was gone before it could be read)
                    queue.add("red_show", RED_SHOW, red=list(data.get("red", [])))
            elif event.kind == "red_replace":
                queue.add("flash", 0.45, dice=[data["die"]])
            elif event.kind == "collect":
                queue.add("flash", 0.3, dice=list(data.get("dice", [])))
            elif event.kind == "idol_placed":
                queue.add("idol", 0.45, ancestor=data["ancestor"])
            elif event.kind in ("buy_relic", "refresh_offering", "summon_cloud", "upgrade_cloud"):
                queue.add("pause", 0.25)
            elif event.kind == "game_over":
                queue.add("pause", 0.6)

    def rolling(self) -> tuple[set[int], bool, bool, float, int]:
        """(number dice tumbling, action dice tumbling, red dice tumbling, progress, seed)."""
        step = self.ctx.animations.current
        if step is None:
            return set(), False, False, 1.0, 0
        if step.kind == "roll":
            return set(step.data["dice"]), bool(step.data.get("action")), False, step.progress, step.data["seed"]
        if step.kind == "red_roll":
            return set(), False, True, step.progress, step.data["seed"]
        return set(), False, False, 1.0, 0

    def draw(self, surface: pygame.Surface, view) -> None:
        """A card just played, shown large above the tray for a moment (Spells leave the hand face up)."""
        step = self.ctx.animations.current
        if step is None or step.kind != "cast":
            return
        fonts = self.ctx.app.fonts
        card = step.data["card"]
        face = art.spell_face(card) if step.data["spell"] else art.relic_face(card, view.oodoo_side == "shayka")
        who = step.data.get("who")
        rise = int(30 * (1 - ease_out(min(1.0, step.progress * 3))))
        # above the tray, over the Ancestors and the Offering (which a card never changes): the dice it changes
        # stay in sight (over the tray it hid them the moment they changed: playtest J5)
        _w, h = zoom_size(fonts, face, surface.get_size())
        anchor = (self.tray.x + 230, self.tray.y - 10 - h // 2 - rise)  # settling down, never onto the tray
        shown = draw_card_zoom(surface, fonts, face, anchor)
        if who is not None:  # a pill above the card
            verb = "casts" if step.data["spell"] else "uses"
            image = fonts.render(f"{view.seat_names[who]} {verb}", 16, theme.TEXT_DARK, "bold")
            pill = image.get_rect(bottomleft=(shown.x + 12, max(30, shown.y - 4))).inflate(16, 6)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=8)
            surface.blit(image, image.get_rect(center=pill.center))
