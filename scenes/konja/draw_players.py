"""Drawing each player's corner (tokens, Clouds, Relics, Spells) and the dice tray."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.art import RESOURCE_TITLES, draw_spirit_token
from baraza.scenes.konja.layout import ACTION_DIE, DIE, RED_DIE, RESOURCES
from baraza.scenes.render.dice import draw_die, tumble_face
from baraza.scenes.ui import theme


class PlayerDrawing:
    """Mixed into the scene. The opponent's Spells are drawn as backs only (the view lacks them anyway)."""

    def _draw_player(self, surface, view, player, side: str, legal, show: bool) -> None:
        fonts = self.app.fonts
        zone = self.z[f"{side}_tokens"]
        seat = player.seat
        colour = self.seat_colour(seat)
        acting = view.acting_seat == seat
        label = self.seat_labels()[seat]
        pygame.draw.circle(surface, colour, (zone.x + 14, zone.y + 13), 7)
        theme.draw_seat_mark(surface, theme.seat_palette(self.app.settings.colour_blind).marks[seat % 4],
                             (zone.x + 14, zone.y + 13), 4, theme.TEXT_DARK)
        name_rect = theme.blit_text(surface, fonts, label, (zone.x + 26, zone.y + 4), 14,
                                    theme.readable(colour) if acting else theme.TEXT, "bold")
        if seat == view.first_seat:  # the First Player marker: the final round ends on the other seat's turn
            image = fonts.render("1st", 14, theme.TEXT_DARK, "bold")
            pill = image.get_rect(midleft=(name_rect.right + 8, name_rect.centery)).inflate(8, 0)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=6)
            surface.blit(image, image.get_rect(center=pill.center))
        if acting and not view.over:
            pygame.draw.rect(surface, theme.readable(colour), zone, 2, border_radius=10)
        if player.has_spirit_token:
            rect = draw_spirit_token(surface, fonts, (zone.right - 16, zone.y + 14), 11)
            if self.hint is not None and self.hint.kind == "use_spirit" and side == "my":
                self._hint_ring(surface, rect)
        for k, res in enumerate(RESOURCES):
            x, y = self.token_centre(side, k)
            self._token(surface, res, (x, y), 13)
            theme.blit_text(surface, fonts, str(getattr(player, res)), (x + 17, y), 18, theme.TEXT, "bold",
                            "midleft")
        # Clouds and the target: the end of the game is never a surprise.
        target_col = theme.BAD if player.cloud_points >= view.target else theme.TEXT
        text = f"☁ {player.cloud_points} / {view.target}"
        if side == "my":
            theme.blit_text(surface, fonts, text, (zone.x + 8, zone.y + 66), 16, target_col, "bold")
        else:
            theme.blit_text(surface, fonts, text, (zone.x + 8, zone.y + 82), 14, target_col, "bold")
        upgrading = side == "my" and view.phase == "rain_upgrade" and bool(legal)
        groups = self.cloud_groups(player)
        for g, (value, flipped, idx) in enumerate(groups):
            centre = self.cloud_centre(side, g, len(groups))
            can = any(Action("upgrade_cloud", (i,)) in legal for i in idx)
            for k in range(min(3, len(idx)) - 1, -1, -1):  # a little pile, the top one in front
                self._cloud(surface, (centre[0] + 2 * k, centre[1] - 2 * k), value, flipped, 0.8,
                            highlight=theme.HIGHLIGHT if upgrading and show and can and k == 0 else None)
            if len(idx) > 1:
                theme.blit_text(surface, fonts, f"×{len(idx)}", (centre[0] + 8, centre[1] + 10), 14,
                                theme.HIGHLIGHT, "bold", "midleft")
        # Relics
        placed = self._placed_action_dice() if view.action_dice and seat == view.turn_seat else {}
        usable = {a.args[0] for a in legal if a.kind == "use_relic"} if side == "my" else set()
        spirit = {a.args[0] for a in legal if a.kind == "use_spirit"} if side == "my" else set()
        selling = side == "my" and view.phase == "merchant_sell" and bool(legal)
        discarding = side == "my" and view.pending_discard == seat and bool(legal)
        for slot, relic in enumerate(player.relics):
            rect = self.relic_rect(side, slot)
            selected = self.sel_card == ("relic", slot) and side == "my"
            self._card(surface, rect, "relic", relic.card, relic.spent, selected, shayka=relic.side == "shayka")
            for n, a in enumerate(placed.get(slot, [])):
                face = view.action_dice[a] if a < len(view.action_dice) else "blank"
                self._action_die(surface, (rect.centerx - 12 + 24 * n, rect.centery + 16), 28, face, outline=True)
            if show and not selected and (slot in usable or slot in spirit or selling or discarding):
                colour = theme.BAD if (selling or discarding) else theme.HIGHLIGHT
                glow = rect if not relic.spent else pygame.Rect(0, 0, rect.h, rect.w).move(
                    rect.centerx - rect.h // 2, rect.centery - rect.w // 2)
                self._glow(surface, glow, colour)
            if side == "my" and self.hint is not None and self.hint.kind in ("use_relic", "use_spirit", "sell_relic",
                                                                              "discard_relic") \
                    and self.hint.args[0] == slot:
                self._hint_ring(surface, rect)
        # Spells: the viewer's face up, the other hand as backs only (the view does not hold them anyway)
        zone = self.z[f"{side}_spells"]
        theme.blit_text(surface, fonts, f"deck {view.spell_deck_count}", (zone.right - 8, zone.y + 3), 14,
                        theme.TEXT_DIM, anchor="topright")
        n = player.spell_count
        playable = {a.args[0] for a in legal if a.kind == "play_spell"} if side == "my" else set()
        discard_phase = side == "my" and view.phase == "spell_discard" and bool(legal)
        for i in range(n):
            rect = self.spell_rect(side, i, n)
            if player.spells is None or side == "opp":
                self._card(surface, rect, "back")
                continue
            card_id = player.spells[i]
            selected = (self.sel_card == ("spell", card_id) and (i == player.spells.index(card_id))) or \
                i in self.marked_spells
            step = self.spell_rect(side, i + 1, n).x - rect.x if i + 1 < n else rect.w
            self._card(surface, rect, "spell", card_id, selected=selected,
                       dim=bool(legal) and view.phase in ("bones", "red_reply") and card_id not in playable,
                       room=step if step < rect.w else None)
            if show and not selected and (card_id in playable or discard_phase) and \
                    (i == player.spells.index(card_id) or discard_phase):
                self._glow(surface, rect, theme.BAD if discard_phase else theme.HIGHLIGHT)
            if side == "my" and self.hint is not None and self.hint.kind in ("play_spell", "discard_spell") \
                    and self.hint.args[0] == card_id and i == player.spells.index(card_id):
                self._hint_ring(surface, rect)

    def _draw_tray(self, surface, view, legal, show: bool) -> None:
        fonts = self.app.fonts
        tray = self.z["tray"]
        rolling, action_rolling, red_rolling, progress, seed = self._rolling()
        if not view.dice and not view.action_dice:
            owner = view.seat_names[view.turn_seat]
            theme.blit_text(surface, fonts, f"{owner}'s dice are rolled in the Bones phase.",
                            (tray.x + 250, tray.centery + 6), 16, (214, 186, 150), "sans", "center")
        planned = self._planned() if view.phase == "collect" and legal else {}  # only the decider's plan
        red_targets = {a.args[1] for a in legal if a.kind == "red_replace"
                       and (self.red_pick is None or a.args[0] == self.red_pick)}
        step = self.animations.current
        flashing = set(step.data.get("dice", [])) if step is not None and step.kind == "flash" else set()
        hint_dice: set[int] = set()
        if self.hint is not None and self.hint.kind == "collect":
            hint_dice = set(self.hint.args[1])
        for die in view.dice:
            x, y = self.die_centre(die.index)
            if die.used or die.index in planned:
                pygame.draw.rect(surface, (96, 66, 40), (x - DIE // 2, y - DIE // 2, DIE, DIE), 2, border_radius=8)
                continue
            value, angle, bounce = die.value, 0.0, 0.0
            if die.index in rolling:
                value, angle, bounce = tumble_face(die.value, progress, seed + die.index)
            marked = die.index in self.marked
            highlight = theme.HIGHLIGHT if marked else None
            if die.index in red_targets and show:
                highlight = theme.BAD if self.pulse() > 0.3 else None
            if die.index in flashing:
                highlight = (255, 255, 255)
            if die.index in hint_dice:
                highlight = (90, 210, 235)
            if self.drag == die.index and self._dragging():
                continue
            rect = draw_die(surface, (x, y - bounce - (8 if marked else 0)), DIE, value, die.colour, angle,
                            fonts=fonts, highlight=highlight)
            if die.guarded:
                theme.blit_text(surface, fonts, "safe", (rect.centerx, rect.bottom + 2), 14,
                                (170, 230, 200), "bold", "midtop")
        for a, face in enumerate(view.action_dice):
            x, y = self.action_centre(a)
            if view.action_used[a]:
                pygame.draw.rect(surface, (96, 66, 40), (x - ACTION_DIE // 2, y - ACTION_DIE // 2, ACTION_DIE,
                                                         ACTION_DIE), 2, border_radius=8)
                continue
            shown, angle, bounce = face, 0.0, 0.0
            if action_rolling:
                f, angle, bounce = tumble_face(1, progress, seed + 20 + a)
                shown = face if progress >= 0.8 else ("blank", "blank", "blank", "magick", "gold", "power")[f - 1]
            self._action_die(surface, (x, y - bounce), ACTION_DIE, shown, angle,
                             theme.HIGHLIGHT if self.action_pick == a else None)
            theme.blit_text(surface, fonts, RESOURCE_TITLES.get(shown, "blank"), (x, y + 26), 14,
                            (214, 186, 150), "sans", "midtop")
        for r, value in enumerate(view.red_dice):
            x, y = self.red_centre(r)
            if view.red_used[r]:
                pygame.draw.rect(surface, (96, 66, 40), (x - RED_DIE // 2, y - RED_DIE // 2, RED_DIE, RED_DIE), 2,
                                 border_radius=8)
                continue
            shown, angle, bounce = value, 0.0, 0.0
            if red_rolling:
                shown, angle, bounce = tumble_face(value, progress, seed + 40 + r)
            draw_die(surface, (x, y - bounce), RED_DIE, shown, "red", angle, fonts=fonts,
                     highlight=theme.HIGHLIGHT if self.red_pick == r else None)
        if not view.red_dice and view.shayka != "none":
            for r in range(2):
                x, y = self.red_centre(r)
                draw_die(surface, (x, y), RED_DIE, None, "red", dim=True)
