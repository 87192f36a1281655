"""The side panels: action buttons, dice and histogram, the hand, the players panel."""

from __future__ import annotations

import math

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia.constants import DEV_KINDS
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES, Control
from baraza.scenes.krownia.geometry import ROW_H, shadowed
from baraza.scenes.render.cards import CardFace
from baraza.scenes.render.dice import dice_total_badge, draw_die, tumble_face
from baraza.scenes.ui import theme

COST = {"road": (1, 1, 0, 0, 0), "village": (1, 1, 1, 1, 0), "town": (0, 0, 0, 2, 3), "dev": (0, 0, 1, 1, 1)}

PRIMARY = ("roll", "end_turn", "auto_place", "skip_free_road")
CARD_STRIP_MAX_H = 40  # development "cards" this short are drawn as one-line strips (a hand of many kinds)


class SidePanels:
    """Controls and drawing of everything around the board."""

    # --- controls --------------------------------------------------------------------------------
    def action_controls(self, view: KrowniaView) -> list[Control]:
        seat = self.human_to_act()
        a = self.actions_rect
        x, w = a.x + 14, a.w - 28
        out: list[Control] = [Control(pygame.Rect(x, a.bottom - 50, w, 38), "Rules", self.open_rules, name="rules")]
        legal = self.legal_actions()
        kinds = {act.kind for act in legal}
        phase = view.phase
        primary = pygame.Rect(x, a.y + 110, w, 50)
        if seat is not None:
            if phase == "roll":
                out.append(Control(primary, "Roll the dice", self._do("roll"), style="accent", name="roll", note="Enter"))
            elif phase == "main":
                out.append(Control(primary, "End turn", self._do("end_turn"), style="accent", name="end_turn",
                               note="Enter"))
            elif phase == "setup_village" and "auto_place" in kinds:
                out.append(Control(primary, "Place for me", self._do("auto_place"), name="auto_place",
                                   note="the richest free corner"))
            elif phase == "road_building":
                out.append(Control(primary, "Skip free road", self._do("skip_free_road"), name="skip_free_road"))
        # The build rows are always there: greyed, they still show every cost and the pieces left.
        me = view.players[view.seat if view.seat is not None else view.current]
        rows = (("road", "Road", "build_road", f"{me.roads_left} left"),
                ("village", "Village", "build_village", f"{me.villages_left} left · 1 VP"),
                ("town", "Town", "build_town", f"{me.towns_left} left · 2 VP"),
                ("dev", "Dev card", "buy_dev", f"{view.deck_count} in the deck · secret"))
        y = a.y + 196
        for piece, label, kind, note in rows:
            click = self._buy_dev if piece == "dev" else self._picker(piece)
            enabled = kind in kinds and (phase == "main" or kind == "buy_dev")
            if seat is not None and phase == "main" and not enabled and view.hand is not None:
                note = _why_not(piece, view.hand, COST[piece], note)
            out.append(Control(pygame.Rect(x, y, w, 44), label, click, enabled=enabled, cost=COST[piece], note=note,
                               name=f"build_{piece}", selected=self.mode == piece))
            y += 48
        trade_ok = phase == "main" and ("bank_trade" in kinds or "open_trade" in kinds)
        out.append(Control(pygame.Rect(x, y + 6, w, 42), "Trade…", self.open_trade_dialog, enabled=trade_ok,
                           name="trade", selected=self.dialog == "trade", note="bank, harbours, players"))
        return out

    def _do(self, kind: str):
        return lambda: self.act(Action(kind))

    def _buy_dev(self) -> None:
        self.mode = None
        self.act(Action("buy_dev"))

    def _picker(self, piece: str):
        return lambda: self.pick_build(piece)

    def open_rules(self) -> None:
        from baraza.scenes.screens.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.match.game))

    def open_trade_dialog(self) -> None:
        self.mode = None
        self.dialog = None if self.dialog == "trade" else "trade"
        self.trade.reset()

    def dialog_rect(self, view: KrowniaView) -> pygame.Rect | None:
        return self.trade.rect(view)

    def dialog_controls(self, view: KrowniaView) -> list[Control]:
        return self.trade.controls(view)

    # --- dice and histogram ----------------------------------------------------------------------
    def _draw_dice(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        rect = self.dice_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Dice", (rect.x + 14, rect.y + 8), 17, theme.ACCENT, "bold")
        rolling = step is not None and step.kind == "roll"
        dice = step.data["dice"] if rolling else view.dice
        centre_y = rect.y + 60
        if dice is None:
            for i in range(2):
                draw_die(surface, (rect.x + 50 + i * 64, centre_y), 50, None, dim=True)
            theme.blit_text(surface, fonts, "no roll yet", (rect.x + 210, centre_y), 14, theme.TEXT_DIM, "sans",
                            "center")
        else:
            progress = step.progress if rolling else 1.0
            seed = step.data["seed"] if rolling else 0
            for i, value in enumerate(dice):
                face, angle, bounce = tumble_face(value, progress, seed * 2 + i)
                draw_die(surface, (rect.x + 50 + i * 64, centre_y - bounce), 50, face, angle=angle)
            if progress >= 1.0 and not (not rolling and Action("roll") in self.legal_actions()):
                total = dice[0] + dice[1]
                dice_total_badge(surface, fonts, (rect.x + 176, centre_y), total)
                if total == 7:
                    theme.blit_text(surface, fonts, "Pirate!", (rect.x + 204, centre_y), 16, theme.BAD, "bold",
                                    "midleft")
        if not rolling and Action("roll") in self.legal_actions():
            label = self.app.fonts.render("Click to roll", 15, theme.TEXT_DARK, "bold")
            pill = label.get_rect(midleft=(rect.x + 166, centre_y)).inflate(16, 12)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=8)
            surface.blit(label, label.get_rect(center=pill.center))
        # Histogram of every roll so far (a 7 in red: the Pirate).
        counts = view.dice_counts
        top = max(1, max(counts[2:13]))
        base_y = rect.bottom - 22
        bar_w = (rect.w - 28) // 11
        total_rolls = sum(counts)
        theme.blit_text(surface, fonts, f"{total_rolls} rolls", (rect.right - 12, rect.y + 8), 14, theme.TEXT_DIM,
                        "sans", "topright")
        last = (view.dice[0] + view.dice[1]) if view.dice and not rolling else None
        for i, n in enumerate(range(2, 13)):
            x = rect.x + 14 + i * bar_w
            h = int(64 * counts[n] / top)
            colour = theme.BAD if n == 7 else (214, 112, 90) if n in (6, 8) else (120, 150, 190)
            if n == last:
                colour = theme.HIGHLIGHT
            pygame.draw.rect(surface, theme.PANEL_DARK, (x + 2, base_y - 64, bar_w - 4, 64), border_radius=3)
            if h:
                pygame.draw.rect(surface, colour, (x + 2, base_y - h, bar_w - 4, h), border_radius=3)
                theme.blit_text(surface, fonts, str(counts[n]), (x + bar_w // 2, base_y - h), 14, theme.TEXT,
                                "sans", "midbottom")
            theme.blit_text(surface, fonts, str(n), (x + bar_w // 2, base_y + 2), 14,
                            theme.BAD if n in (6, 8, 7) else theme.TEXT_DIM, "bold", "midtop")

    def _draw_actions(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.actions_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        title, text = self.prompt(view)
        seat = self.human_to_act()
        colour = self.seat_colour(seat if seat is not None else view.current)
        pygame.draw.circle(surface, colour, (rect.x + 24, rect.y + 22), 9)
        theme.draw_seat_mark(surface, self.seat_mark(seat if seat is not None else view.current),
                             (rect.x + 24, rect.y + 22), 5, theme.TEXT_DARK)
        theme.blit_text(surface, fonts, title, (rect.x + 42, rect.y + 11), 20, theme.ACCENT, "bold")
        controls = self.action_controls(view)
        # The prompt keeps clear of the main button (it starts 110 px down): two lines above one, three without.
        room = 2 if any(c.name in PRIMARY for c in controls) else 3
        # shrunk to 14 px if it must, shortened only then (the whole prompt shows on hover)
        theme.draw_text_box(surface, fonts, text, pygame.Rect(rect.x + 14, rect.y + 40, rect.w - 28, room * 21 - 2), 16,
                            theme.TEXT)
        theme.blit_text(surface, fonts, "Build", (rect.x + 14, rect.y + 174), 15, theme.TEXT_DIM, "bold")
        theme.blit_text(surface, fonts, "cost", (rect.right - 14, rect.y + 175), 14, theme.TEXT_DIM, "sans",
                        "topright")
        if not any(c.name in PRIMARY for c in controls):
            self._draw_turn_order(surface, view, rect.x + 14, rect.y + 118)
        for ctl in controls:
            art.draw_control(surface, fonts, ctl, ctl.rect.collidepoint(self.mouse))

    def _draw_turn_order(self, surface: pygame.Surface, view: KrowniaView, x: int, y: int) -> None:
        """Turn number, the target, and the seat order (the snake during setup) where no button is."""
        fonts = self.app.fonts
        if view.setup_round:
            label = f"Setup round {view.setup_round} of 2 · snake order"
            order = list(view.order) + list(reversed(view.order))
        else:
            label = f"Turn {view.turn} · first to {view.target} VP"
            order = list(view.order)
        theme.blit_text(surface, fonts, label, (x, y), 14, theme.TEXT_DIM, "bold")
        step = min(30, 260 // max(1, len(order)))
        for i, seat in enumerate(order):
            cx, cy = x + 10 + i * step, y + 32
            current = (seat == view.current and (not view.setup_round or i == self._setup_index(view)))
            if current:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), 12, 2)
            pygame.draw.circle(surface, self.seat_colour(seat), (cx, cy), 8)
            theme.draw_seat_mark(surface, self.seat_mark(seat), (cx, cy), 4, theme.TEXT_DARK)
            if i < len(order) - 1:
                pygame.draw.line(surface, theme.PANEL_EDGE, (cx + 10, cy), (cx + step - 10, cy), 1)

    def _setup_index(self, view: KrowniaView) -> int:
        """Where the snake stands: placed villages tell how many setup turns are done."""
        placed = sum(1 for o in view.corner_owner if o >= 0)
        return max(0, min(placed - (1 if view.phase == "setup_road" else 0), 2 * view.num_seats - 1))

    def _draw_hand(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.hand_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        if view.hand is None:
            theme.blit_text(surface, fonts, "Watching: every hand stays hidden.", rect.center, 18, theme.TEXT_DIM,
                            "sans", "center")
            return
        me = view.players[view.seat]
        theme.blit_text(surface, fonts, f"{view.names[view.seat]}'s hand · {sum(view.hand)} card{'s' if sum(view.hand) != 1 else ''}",
                        (rect.x + 14, rect.y + 8), 16, theme.readable(self.seat_colour(view.seat)), "bold")
        discarding = bool(self.legal_of("discard"))
        for r in range(5):
            card = self.hand_card_rect(r)
            glow = theme.HIGHLIGHT if discarding and view.hand[r] else None
            art.draw_resource_card(surface, fonts, card, r, view.hand[r], dim=view.hand[r] == 0, glow=glow)
            rate = me.trade_rates[r]
            theme.blit_text(surface, fonts, f"{rate}:1", (card.centerx, card.bottom + 3), 14,
                            theme.GOOD if rate < 4 else theme.TEXT_DIM, "bold" if rate < 4 else "sans", "midtop")
        left = self.hand_card_rect(4).right + 13
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, rect.y + 30), (left, rect.bottom - 10), 1)
        rects = self.dev_card_rects(view)
        dev_total = sum(view.dev_cards or ())
        label = "Development cards" if dev_total else "No development cards"
        theme.blit_text(surface, fonts, label, (left + 13, rect.y + 8), 16, theme.TEXT_DIM, "bold")
        if not dev_total and self.app.settings.show_hints:
            for i, line in enumerate(("Buy one with Sheep + Wheat + Ore.", "Play one per turn, not the turn",
                                      "you bought it. They stay secret.")):
                theme.blit_text(surface, fonts, line, (left + 13, rect.y + 40 + i * 20), 14, theme.TEXT_DIM)
        if view.my_vp_total is not None and view.dev_cards and view.dev_cards[1]:
            theme.blit_text(surface, fonts, f"{view.my_vp_total} VP counting hidden cards",
                            (rect.right - 12, rect.bottom - 23), 14, theme.ACCENT, "sans", "topright")
        playable = set(view.playable_dev) if self.human_to_act() is not None else set()
        for n, (kind, card) in enumerate(rects):
            i = DEV_KINDS.index(kind)
            room = rects[n + 1][1].x - card.x if n + 1 < len(rects) else None
            new = view.dev_new[i] if view.dev_new else 0
            note = "new" if new else ("play" if kind in playable else ("+1 VP" if kind == "victory_point" else ""))
            if card.h < CARD_STRIP_MAX_H:
                art.draw_dev_strip(surface, fonts, card, kind, view.dev_cards[i], kind in playable,
                                   card.collidepoint(self.mouse))
            else:
                art.draw_dev_card(surface, fonts, card, kind, view.dev_cards[i], note, kind in playable,
                                  card.collidepoint(self.mouse), room)

    def _draw_dev_zoom(self, surface: pygame.Surface, view: KrowniaView) -> None:
        """Offer the development cards to the App's card zoom every frame (the hand itself is a cached layer):
        resting the mouse on one, or right-clicking it, shows it large."""
        playing = self.human_to_act() is not None
        for kind, card in self.dev_card_rects(view):
            title, colour, text = art.DEV_INFO[kind]
            tags = ("click to play",) if kind in view.playable_dev and playing else ()
            self.app.card_zoom.offer(self, card, CardFace(title, text, "Development card", colour, tags=tags))

    # --- players panel ---------------------------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        limit = self.match.options.get("turn_timer") or 0
        clock = int(limit - self.turn_clock) if limit and self.human_to_act() is not None else None
        key = (self._match_version, self.viewer, self.status_line(), clock, self.app.settings.colour_blind)
        self._layer(surface, "info", key, shadowed(rect), lambda: self._paint_info(surface, rect, view))

    def _paint_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        fonts = self.app.fonts
        extra = []
        for p in view.players:
            text = str(p.vp_visible)
            if p.seat == view.seat and view.my_vp_total is not None and view.my_vp_total != p.vp_visible:
                text += f" ({view.my_vp_total})"  # only you see your hidden Victory Point cards
            extra.append(text)
        y = self.draw_seat_list(surface, rect, extra)
        for seat, text in enumerate(extra):  # a star before each score says what the number is
            width = fonts.get(17).size(text)[0]
            cx, cy = rect.right - 16 - width - 11, rect.y + 14 + seat * ROW_H + 13
            pygame.draw.polygon(surface, theme.ACCENT, _star((cx, cy), 7))
        # A small table: cards in hand, development cards, roads left, Warriors played, longest road. Each row
        # starts with the seat's colour and mark (the names are in the list above), so 14 px headers fit.
        cols = (("Cards", "card_count"), ("Dev", "dev_count"), ("Roads", "roads_left"), ("Army", "warriors_played"),
                ("Road", "longest_road"))
        x0 = rect.x + 40
        col_w = (rect.w - 52) // len(cols)
        y += 2
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 12, y - 4), (rect.right - 12, y - 4), 1)
        for i, (label, _) in enumerate(cols):
            theme.blit_text(surface, fonts, label, (x0 + i * col_w + col_w // 2, y), 14, theme.TEXT_DIM, "sans",
                            "midtop")
        y += 20
        for p in view.players:
            pygame.draw.circle(surface, self.seat_colour(p.seat), (rect.x + 26, y + 9), 8)
            theme.draw_seat_mark(surface, self.seat_mark(p.seat), (rect.x + 26, y + 9), 4, theme.TEXT_DARK)
            for i, (_, attr) in enumerate(cols):
                value = getattr(p, attr)
                colour = theme.TEXT
                if attr == "card_count" and value > view.discard_limit:
                    colour = theme.BAD  # at risk on a 7
                if attr == "card_count" and p.discard_owed:
                    value = f"{value}−{p.discard_owed}"  # still owes this many on the 7
                theme.blit_text(surface, fonts, str(value), (x0 + i * col_w + col_w // 2, y), 14, colour, "bold",
                                "midtop")
            y += 19
        y += 6
        half = (rect.w - 32) // 2
        for i, (title, holder) in enumerate((("Longest Road", view.longest_holder),
                                             ("Largest Army", view.army_holder))):
            box = pygame.Rect(rect.x + 12 + i * (half + 8), y, half, 42)
            self.bonus_rects[("longest", "army")[i]] = box  # a lesson points at them
            held = holder >= 0
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
            pygame.draw.rect(surface, self.seat_colour(holder) if held else theme.PANEL_EDGE, box, 2, border_radius=8)
            theme.blit_text(surface, fonts, title, (box.x + 7, box.y + 3), 14, theme.ACCENT, "bold")
            who = f"{view.names[holder]} · 2 VP" if held else f"needs {5 if i == 0 else 3} · 2 VP"
            theme.draw_text_box(surface, fonts, who, pygame.Rect(box.x + 8, box.y + 21, box.w - 14, 18), 14,
                                theme.readable(self.seat_colour(holder)) if held else theme.TEXT_DIM)


def _why_not(piece: str, hand, cost, note: str) -> str:
    """Why a build button is grey: the cards still missing, or no free spot for it."""
    missing = [RESOURCES[r] for r in range(5) if hand[r] < cost[r]]
    if missing:
        return "need " + ", ".join(missing)
    if piece == "dev":
        return "the deck is empty"
    return "no free spot" if not note.startswith("0 ") else "none left"


def _star(centre, radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    for i in range(10):
        rr = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append((cx + rr * math.cos(angle), cy + rr * math.sin(angle)))
    return points
