"""The Khedu table, laid out from assets/maps/khedu.tmx.

Top: the opponents' rails (Cadre, Ensemble, hand backs, counters) or, solo, the score banner.
Middle: the Desert stacks (exposed unit on top, Honor stacked on it, solo Desert Cadences beside),
the Resource and Cadence decks, and the arena where a combat plays out. Bottom: what you are asked,
then your own mat: counters, Cadre, Ensemble and hand. Right: players, clan board, log, buttons.

Every decision is a click. A click names a "token" (a hand card, a Desert stack, a Cadre slot, an
Ensemble place...); each legal action is a short sequence of tokens, so the table lights up what
may come next and submits the action once its sequence is complete. Choices without a place on the
table (Meditate, Pass, Roll, the equal-dice sets, rewards) are buttons in the prompt bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.khedu.cards import load_cards
from baraza.game.khedu.combat import win_probability
from baraza.scenes import theme
from baraza.scenes.animation import ease_in_out, ease_out
from baraza.scenes.cards import CardFace, draw_card_zoom
from baraza.scenes.dice import draw_die, tumble_face
from baraza.scenes.khedu_cards import (
    DENOMINATION_COLOURS,
    ETERNAL,
    CardArt,
    cadence_face,
    command_face,
    draw_honor,
    unit_face,
)
from baraza.scenes.match_scene import MatchScene
from baraza.scenes.widgets import Button

CLOTH = {"sand": (150, 118, 74), "felt": (34, 70, 62), "stone": (52, 56, 64)}
NEXT_RING = (255, 228, 130)
HINT_RING = (90, 210, 235)
SELECT_RING = (255, 255, 255)
BIG = (100, 140)  # Cadre and hand cards
DESERT_CARD = (104, 146)
BUTTON_KINDS = {"meditate", "pass", "end_turn", "cadence_done", "roll", "resolve", "adjust", "reward",
                "med_replenish", "med_redraw"}


@dataclass
class Hot:
    """Something drawn this frame that the mouse can point at: a click token and/or a hover face."""

    rect: pygame.Rect
    token: tuple | None
    face: CardFace | None


class KheduScene(MatchScene):
    layout_name = "khedu"
    hides_hands = True  # hands and face-down Cadences: cover the table between two human seats

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.data = load_cards()
        self.z = {name: self.layout.zone(name) for name in self.layout.zones}
        self.art = CardArt(app.fonts)
        self.path: list[tuple] = []
        self.selected_card: int | None = None
        self.focus: int | None = None  # index into the lit cards when playing by keyboard
        self.mouse = (-1, -1)
        self.hots: list[Hot] = []
        self.prompt_buttons: list[Button] = []
        self._legal_cache: tuple[tuple | None, list[Action]] = (None, [])
        self._buttons_key: tuple | None = None
        self.memory: dict | None = None  # the last combat, kept on screen after it resolves
        self.banner: tuple[str, tuple[int, int, int]] | None = None
        self.best = self._best_score()
        self.static = self._draw_static()

    # --- helpers ------------------------------------------------------------------------------
    def _best_score(self) -> int | None:
        if len(self.match.seats) != 1:
            return None
        try:
            clan = self.match.view(0).players[0].clan
            return self.app.scores.best_score("khedu", clan)
        except Exception:  # noqa: BLE001 - a damaged score file must not stop the table
            return None

    def mat_seat(self, view) -> int:
        """Whose mat is at the bottom: the viewer's, or seat 0 for a table of AIs."""
        return view.viewer if view.viewer is not None else 0

    def seat_name(self, seat: int) -> str:
        return self.seat_labels()[seat]

    def _legal(self) -> list[Action]:
        """The acting human's legal actions, computed once per position (several parts of a frame ask)."""
        seat = self.human_to_act()
        if seat is None:
            return []
        key = (id(self.match.state), len(self.match.records), seat)
        if self._legal_cache[0] != key:
            self._legal_cache = (key, self.match.legal_actions(seat))
        return self._legal_cache[1]

    # --- static layer -------------------------------------------------------------------------
    def _draw_static(self) -> pygame.Surface:
        """Backdrop, cloths from the map's tile layer and the zone frames, drawn once."""
        from baraza.scenes.backdrop import table_backdrop

        surface = table_backdrop().copy()
        fonts = self.app.fonts
        tile = self.layout.tile_width
        panels = {"desert": "sand", "decks": "stone", "arena": "stone", "mat": "felt", "opponents": "stone",
                  "prompt": "stone"}
        for name, cloth in panels.items():
            rect = self.z[name]
            base = CLOTH[cloth]
            theme.draw_panel(surface, rect, base, tuple(min(255, c + 40) for c in base), 12)
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-4, -4))
            for (col, row), props in self.layout.tiles.items():
                if props.get("cloth") != cloth:
                    continue
                cell = pygame.Rect(col * tile, row * tile, tile, tile)
                if not cell.colliderect(rect):
                    continue
                self._paint_tile(surface, cell, cloth, col, row)
            surface.set_clip(clip)
        titles = {"desert": "THE DESERT", "decks": "DECKS", "arena": "COMBAT"}
        for name, text in titles.items():
            rect = self.z[name]
            theme.blit_text(surface, fonts, text, (rect.x + 12, rect.y + 7), 13,
                            (70, 48, 22) if name == "desert" else (176, 170, 156), "bold")
        mat = self.z["mat"]
        for name, text in (("cadre", "CADRE"), ("ensemble", "ENSEMBLE"), ("hand", "HAND")):
            rect = self.z[name]
            theme.blit_text(surface, fonts, text, (rect.x + 2, mat.bottom - 26), 13, (150, 196, 180), "bold")
        if pygame.display.get_surface() is not None:
            surface = surface.convert()  # it holds the backdrop too: opaque blits fastest
        return surface

    def _paint_tile(self, surface: pygame.Surface, cell: pygame.Rect, cloth: str, col: int, row: int) -> None:
        base = CLOTH[cloth]
        if cloth == "sand":  # dune ripples
            shade = tuple(max(0, c - 14) for c in base)
            light = tuple(min(255, c + 12) for c in base)
            for k in range(3):
                y = cell.y + 8 + k * 13 + (col * 7 + row * 3) % 6
                pygame.draw.arc(surface, shade, (cell.x - 10, y, cell.w + 20, 14), 0.3, 2.8, 1)
                pygame.draw.arc(surface, light, (cell.x - 8, y + 2, cell.w + 16, 14), 0.4, 2.7, 1)
        elif cloth == "felt":  # a woven grain
            shade = tuple(max(0, c - 6) for c in base)
            for k in range(0, cell.w, 5):
                pygame.draw.line(surface, shade, (cell.x + k, cell.y), (cell.x + k, cell.bottom))
            if (col + row) % 2:
                pygame.draw.rect(surface, tuple(c + 3 for c in base), cell.inflate(-20, -20), 1)
        else:
            shade = tuple(max(0, c - 5) for c in base)
            pygame.draw.rect(surface, shade, cell, 1)

    # --- tokens: the click language ----------------------------------------------------------------
    def _hand_key(self, view, card: int) -> str | None:
        me = view.players[self.mat_seat(view)]
        for c in me.hand or ():
            if c.card == card:
                return c.key
        return None

    def tokens(self, view, action: Action) -> list[tuple] | None:
        """The clicks that make `action`, or None for a prompt button."""
        k, a = action.kind, action.args
        seat = self.mat_seat(view)
        if k in BUTTON_KINDS or (k == "med_clan" and not a):
            return None
        if k == "place":
            return [("hand", self._hand_key(view, a[0])), ("cadre", seat, a[1])]
        if k == "attack":
            return [tuple(a[0]), tuple(a[1])]
        if k == "pay":
            return [("hand", self._hand_key(view, a[0]))]
        if k == "command":
            key = self._hand_key(view, a[0])
            first = ("hand", key)
            effect = self.data.commands[key].effect if key in self.data.commands else ""
            rest = a[1:]
            if effect == "allure":
                return [first, ("desert", rest[0]), ("desert", rest[1])]
            if effect in ("betrayal", "sandstorm"):
                return [first, ("desert", rest[0])]
            if effect == "exchange":
                ts, tslot, src, idx = rest
                end = ("desert", idx) if src == "desert" else ("cadre", seat, idx)
                return [first, ("cadre", ts, tslot), end]
            return [first]
        if k in ("cadence", "med_eternal"):
            return [("ens", a[0])]
        if k == "med_clan":
            return [("desert", a[0])] if view.players[seat].clan == "Oadhii" else [("cadre", seat, a[0])]
        if k == "bind_cadence":
            return [("desert", a[0])]
        if k in ("reveal_cadence", "discard_cadence"):
            return [("open", a[0])]
        return None

    def _candidates(self, view, legal: list[Action]) -> list[tuple[Action, list[tuple]]]:
        out = []
        for action in legal:
            seq = self.tokens(view, action)
            if seq is not None and seq[: len(self.path)] == self.path:
                out.append((action, seq))
        return out

    def next_tokens(self, view, legal: list[Action]) -> set[tuple]:
        n = len(self.path)
        return {seq[n] for _, seq in self._candidates(view, legal) if len(seq) > n}

    def _needs_confirm(self, view, action: Action) -> bool:
        """A Command that needs no target is confirmed with a button: it costs LP and may draw cards."""
        return action.kind == "command" and len(action.args) == 1 and view.phase == "turn"

    def click_token(self, token: tuple, card: int | None = None) -> None:
        view = self.current_view()
        legal = self._legal()
        if not legal:
            return
        for attempt in (self.path + [token], [token]):
            saved = self.path
            self.path = attempt
            cands = self._candidates(view, legal)
            if cands:
                done = [a for a, seq in cands if len(seq) == len(attempt)]
                longer = [a for a, seq in cands if len(seq) > len(attempt)]
                if token[0] == "hand":
                    self.selected_card = card
                if done and not longer and not self._needs_confirm(view, done[0]):
                    self.path = []
                    self.selected_card = None
                    self.submit_intent(done[0])
                else:
                    self.app.sounds.play("click")
                return
            self.path = saved
            if not self.path:
                break
        if self.path:
            self.app.toast("That is not a choice for this move.", colour=theme.BAD)
        else:
            self.app.toast(self._why_not(view, token), 2.4)
        self.reset_selection()

    def _why_not(self, view, token: tuple) -> str:
        """Why a clicked card offers nothing now, in the player's words."""
        me = view.players[self.mat_seat(view)]
        if token[0] == "hand" and view.phase == "turn" and view.combat is None:
            key = token[1]
            cmd = self.data.commands.get(key)
            if cmd is not None and me.legacy_points < cmd.cost:
                return f"{cmd.name} costs {cmd.cost} Legacy points; you have {me.legacy_points}."
            if key in self.data.units:
                if key not in self.data.clans[me.clan].units:
                    return f"Only {me.clan} units may join your Cadre (this card can pay activation costs)."
                if view.placed_this_turn:
                    return "One unit per turn joins the Cadre."
                if me.influence <= 0:
                    return "No Influence left to place a unit."
                return "Both Cadre slots are taken."
        if token[0] == "ens" and view.phase == "turn":
            return "Cadences are sung during a combat, or made Eternal in a Meditation."
        return "Nothing to do there now."

    def reset_selection(self) -> None:
        self.focus = None
        self.path = []
        self.selected_card = None
        self._buttons_key = None

    # --- prompt and its buttons --------------------------------------------------------------------
    def _button_label(self, view, action: Action) -> str:
        k, a = action.kind, action.args
        me = view.players[self.mat_seat(view)]
        c = view.combat
        if k == "meditate":
            return "Meditate"
        if k == "pass":
            cost = view.pass_cost
            return f"Pass (−{cost} LP)" if me.legacy_points >= cost else "Pass"
        if k == "end_turn":
            return "End turn"
        if k == "cadence_done":
            return "No Cadence"
        if k == "roll":
            return f"Roll {c.attack_dice} dice" if c else "Roll"
        if k == "resolve":
            return f"Resolve ({c.total})" if c else "Resolve"
        if k == "adjust":
            hi, lo = (max(c.dice), min(c.dice)) if c and c.dice else (6, 1)
            return f"{a[0]}s → {hi}" if a[1] == "high" else f"{a[0]}s → {lo}"
        if k == "reward":
            n = c.reward_value if c else 0
            return f"Take {n} LP" if a[0] == "lp" else f"Stack {n} Honor"
        if k == "med_replenish":
            return "Replenish Cadences"
        if k == "med_redraw":
            return "Redraw hand"
        if k == "med_clan":
            return self.data.clans[me.clan].meditation
        if k == "command":
            key = self._hand_key(view, a[0])
            cmd = self.data.commands.get(key or "")
            return f"Play {cmd.name} (−{cmd.cost} LP)" if cmd else "Play"
        return k

    def _sync_buttons(self, view) -> None:
        legal = self._legal()
        key = (tuple(legal), tuple(self.path), view.viewer, self.hint)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        specs: list[tuple[str, object, bool]] = []  # (label, callback, accent)
        c = view.combat
        if c is not None and c.step == "adjust" and legal:
            best = [Action("adjust", (v, ch)) for v, ch in c.best_choices]
            if any(b in legal for b in best) or Action("resolve") in legal:
                specs.append((f"Best: {c.best_total}", self.play_best, True))
        for action in legal:
            if self.tokens(view, action) is None:
                specs.append((self._button_label(view, action), lambda a=action: self._press(a),
                              action == self.hint))
        for action, seq in self._candidates(view, legal) if self.path else []:
            if len(seq) == len(self.path) and self._needs_confirm(view, action):
                specs.append((self._button_label(view, action), lambda a=action: self._press(a), True))
        if self.path:
            specs.append(("Cancel", self.reset_selection, False))
        if legal and view.phase == "turn" and view.turn_mode is None and not self.path:
            # the turn's three-way choice stays visible; a greyed button says why it is closed
            kinds = {a.kind for a in legal}
            if "meditate" not in kinds:
                specs.insert(0, ("Meditate: not twice in a row", _nothing, False))
            if "pass" not in kinds:
                specs.append((f"Pass: needs {view.pass_cost} LP", _nothing, False))
        zone = self.z["prompt"]
        fonts = self.app.fonts
        buttons: list[Button] = []
        x = zone.right - 6
        for label, callback, accent in reversed(specs):
            w = max(74, fonts.get(16, "bold").size(label)[0] + 22)
            x -= w
            buttons.append(Button(pygame.Rect(x, zone.y + 5, w, zone.h - 10), label, callback, font_size=16,
                                  accent=accent, enabled=callback is not _nothing))
            x -= 6
        buttons.reverse()
        for i, b in enumerate(buttons[:9]):
            b.tooltip = str(i + 1)
        self.prompt_buttons = buttons

    def _press(self, action: Action) -> None:
        self.reset_selection()
        self.submit_intent(action)

    def play_best(self) -> None:
        """The equal-dice choice the game offers: every set raised to the highest die, then resolve."""
        view = self.current_view()
        seat = self.human_to_act()
        c = view.combat
        if seat is None or c is None or c.step != "adjust":
            return
        self.reset_selection()
        for value, choice in c.best_choices:
            act = Action("adjust", (value, choice))
            if act in self.match.legal_actions(seat):
                self.match.submit(seat, act)
        if Action("resolve") in self.match.legal_actions(seat):
            self.match.submit(seat, Action("resolve"))

    def prompt_text(self, view) -> str:
        seat = self.human_to_act()
        names = self.match.seat_names()
        c = view.combat
        if view.is_over:
            return "The song has ended."
        if seat is None:
            step = self.animations.current
            if step is not None:
                return {"roll": "The dice tumble…", "clash": "Attacker and defender meet…",
                        "defeat": "The defeated unit leaves the field…", "sing": "A Cadence is sung…",
                        "place": "A unit joins the Cadre…"}.get(step.kind, "…") + "   (Space skips)"
            active = view.active_seats
            who = names[active[0]] if active else ""
            if c is not None and c.step == "cadences":
                return f"{who} may answer with a Cadence."
            if view.phase == "opening":
                return f"{who} chooses the opening Cadences."
            return f"{who} is playing."
        if self.path:
            return self._path_prompt(view)
        if view.phase == "opening":
            if view.opening_step == "reveal":
                return "Opening: click one Cadence to lay face up in your Ensemble."
            return "Opening: click one Cadence to discard; the other three go face down."
        if view.phase == "bind":
            return "The Desert wakes: click a face-down Cadence beside a Desert stack."
        if view.phase == "meditation":
            me = view.players[self.mat_seat(view)]
            clan = self.data.clans[me.clan].meditation
            names = {"replenish": "Replenish", "eternal": "Eternal", "clan": clan, "redraw": "Redraw"}
            parts = ["Meditation: choose options on the right, each once"]
            kinds = {a.kind: a for a in self._legal()}
            if "med_eternal" in kinds:
                parts.append("click a Cadence to make it Eternal (5 Honor)")
            if "med_clan" in kinds and kinds["med_clan"].args:
                parts.append(f"click {'a Desert stack' if me.clan == 'Oadhii' else 'a hero'} for {clan}")
            done = ", ".join(names.get(d, d) for d in view.meditation_done)
            return "; ".join(parts) + (f" (done: {done})." if done else ".")
        if c is not None:
            if c.step == "pay":
                return f"Pay the activation: click {c.to_pay} more card(s) in your hand to discard."
            if c.step == "cadences":
                return (f"Cadence window: click a Cadence in your Ensemble to sing it — "
                        f"{c.attack_dice} dice +{c.bonus} vs {c.defence} (attacker {c.win_probability:.0%}).")
            if c.step == "roll":
                return f"Roll: {c.attack_dice} dice +{c.bonus} against defence {c.defence} — {c.win_probability:.0%} to win."
            if c.step == "adjust":
                return (f"Equal dice: raise or lower each set. Now {c.total} vs {c.defence}; "
                        f"best {c.best_total}.")
            if c.step == "reward":
                return "Victory! Take the reward as Legacy points, or stack it as Honor on the victor."
        if view.turn_mode == "action":
            return "Action turn: place a unit, attack or play Commands — End turn when done."
        return "Your turn: place a unit, attack or play a Command — or Meditate, or Pass."

    def _path_prompt(self, view) -> str:
        first = self.path[0]
        if first[0] == "hand":
            key = first[1]
            if key in self.data.units:
                warn = ""
                if view.players[self.mat_seat(view)].influence == 1:
                    warn = " It costs your last Influence: this turn becomes your last."
                return f"Place {self.data.units[key].name}: click an empty slot of your Cadre.{warn}"
            cmd = self.data.commands.get(key)
            if cmd is None:
                return "Choose."
            if cmd.effect == "allure":
                return ("Allure: click the Desert stack to lift from." if len(self.path) == 1
                        else "Allure: click the stack it lands on.")
            if cmd.effect == "betrayal":
                return "Betrayal: click an exposed Desert unit that carries Honor."
            if cmd.effect == "sandstorm":
                return "Sandstorm: click the Desert stack whose exposed unit sinks."
            if cmd.effect == "exchange":
                return ("Exchange of Oaths: click a hero in a Cadre." if len(self.path) == 1
                        else "Exchange of Oaths: click a Desert stack, or one of your heroes, to swap with.")
            return f"{cmd.name}: confirm with the button."
        unit = self._unit_at(view, first)
        name = unit.name if unit else "the attacker"
        return f"Attack with {name}: click the defender (a lit card)."

    # --- geometry ------------------------------------------------------------------------------
    def _unit_at(self, view, ref: tuple):
        if ref[0] == "desert":
            if ref[1] < len(view.desert) and view.desert[ref[1]].units:
                return view.desert[ref[1]].units[0]
            return None
        if ref[0] == "cadre":
            return view.players[ref[1]].cadre[ref[2]]
        return None

    def desert_geometry(self, view) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
        """(exposed card rect, Desert Cadence rect or None) per stack."""
        zone = self.z["desert"]
        n = max(1, len(view.desert))
        solo = any(s.cadence is not None for s in view.desert)
        col_w = (zone.w - 16) / n
        extra = 52 if solo else 12
        w = int(max(40, min(DESERT_CARD[0], col_w - extra)))
        h = int(w * 1.4)
        out = []
        for i in range(n):
            x = int(zone.x + 8 + i * col_w + (col_w - (w + (extra - 12 if solo else 0))) / 2)
            card = pygame.Rect(x, zone.y + 30, w, h)
            cad = pygame.Rect(card.right + 6, card.y + 18, 40, 56) if solo else None
            out.append((card, cad))
        return out

    def cadre_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == self.mat_seat(view):
            zone = self.z["cadre"]
            return pygame.Rect(zone.x + 4 + slot * (BIG[0] + 12), zone.y + 4, *BIG)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 8 + slot * 58, panel.y + 28, 54, 76)

    def ensemble_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == self.mat_seat(view):
            zone = self.z["ensemble"]
            return pygame.Rect(zone.x + 2 + (slot % 2) * 66, zone.y + (slot // 2) * 88, 62, 84)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 128 + slot * 42, panel.y + 28, 38, 54)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        zone = self.z["hand"]
        if count <= 0:
            return []
        w = BIG[0]
        step = min(w + 8, (zone.w - w - 4) / max(1, count - 1)) if count > 1 else 0
        return [pygame.Rect(int(zone.x + 2 + i * step), zone.y + 4, *BIG) for i in range(count)]

    def opponent_panel(self, seat: int, view) -> pygame.Rect:
        others = [s for s in range(view.num_seats) if s != self.mat_seat(view)]
        zone = self.z["opponents"]
        n = max(1, len(others))
        w = (zone.w - 12 - 8 * (n - 1)) // n
        i = others.index(seat) if seat in others else 0
        return pygame.Rect(zone.x + 6 + i * (w + 8), zone.y + 6, w, zone.h - 12)

    def card_rect_for(self, view, ref: tuple) -> pygame.Rect | None:
        """Where the unit at a Desert/Cadre place is drawn (for animations)."""
        if ref[0] == "desert":
            geo = self.desert_geometry(view)
            return geo[ref[1]][0] if ref[1] < len(geo) else None
        if ref[0] == "cadre" and ref[1] < view.num_seats:
            return self.cadre_rect(ref[1], ref[2], view)
        return None

    # --- input -----------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.focus = None
            for b in self.prompt_buttons:
                b.handle_event(event)
            return False
        self._sync_buttons(view)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.reset_selection()
                return True
            if event.button != 1:
                return False
            for b in list(self.prompt_buttons):
                if b.handle_event(event):
                    self._buttons_key = None
                    return True
            self.hots = self.build_hots(view)
            for hot in reversed(self.hots):
                if hot.token is not None and hot.rect.collidepoint(event.pos):
                    card = hot.token[2] if hot.token[0] == "hand" and len(hot.token) > 2 else None
                    token = hot.token[:2] if hot.token[0] == "hand" else hot.token
                    self.click_token(token, card)
                    self._buttons_key = None
                    return True
            if self.path:
                self.reset_selection()
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9:
                i = event.key - pygame.K_1
                if i < len(self.prompt_buttons) and self.prompt_buttons[i].enabled:
                    self.prompt_buttons[i].on_click()
                    self._buttons_key = None
                    return True
            if event.key == pygame.K_BACKSPACE and self.path:
                self.reset_selection()
                return True
            if event.key == pygame.K_TAB:  # keyboard play: Tab walks the lit cards, Enter takes one
                targets = self._focus_targets(view)
                if targets:
                    step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                    self.focus = (self.focus + step) % len(targets) if self.focus is not None else 0
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
                targets = self._focus_targets(view)
                if targets:
                    hot = targets[self.focus % len(targets)]
                    token = hot.token[:2] if hot.token[0] == "hand" else hot.token
                    card = hot.token[2] if hot.token[0] == "hand" and len(hot.token) > 2 else None
                    self.focus = None
                    self.click_token(token, card)
                    self._buttons_key = None
                return True
        return False

    def _focus_targets(self, view) -> list[Hot]:
        legal = self._legal()
        if not legal:
            return []
        nxt = self.next_tokens(view, legal)
        seen, out = set(), []
        for hot in self.build_hots(view):
            if hot.token is None:
                continue
            key = hot.token[:2] if hot.token[0] == "hand" else hot.token
            if key in nxt and hot.token not in seen:
                seen.add(hot.token)
                out.append(hot)
        return out

    # --- hot spots (what the mouse can point at) -----------------------------------------------------
    def build_hots(self, view) -> list[Hot]:
        hots: list[Hot] = []
        mine = self.mat_seat(view)
        for i, ((card, cad), stack) in enumerate(zip(self.desert_geometry(view), view.desert, strict=False)):
            face = unit_face(stack.units[0]) if stack.units else None
            hots.append(Hot(card, ("desert", i), face))
            if cad is not None and stack.cadence is not None:
                dc = stack.cadence
                cface = None
                if dc.flipped and dc.key:
                    cad_def = self.data.cadences[dc.key]
                    cface = cadence_face(cad_def.name, cad_def.kind, cad_def.text + f" Bound to {dc.bound}: it "
                                         f"sings for every {dc.bound} unit of the Desert.")
                hots.append(Hot(cad, ("desert", i), cface))
        for p in view.players:
            for slot, u in enumerate(p.cadre):
                rect = self.cadre_rect(p.seat, slot, view)
                hots.append(Hot(rect, ("cadre", p.seat, slot), unit_face(u) if u else None))
            for cv in p.ensemble:
                rect = self.ensemble_rect(p.seat, cv.slot, view)
                face = None
                if cv.key:
                    d = self.data.cadences[cv.key]
                    face = cadence_face(d.name, d.kind, d.text, cv.eternal, cv.face_up)
                hots.append(Hot(rect, ("ens", cv.slot) if p.seat == mine else None, face))
        if view.num_seats > 1:  # an opponent's header opens their clan board
            for p in view.players:
                if p.seat == mine:
                    continue
                panel = self.opponent_panel(p.seat, view)
                hots.append(Hot(pygame.Rect(panel.x, panel.y, panel.w, 24), None, self._clan_face(p)))
        me = view.players[mine]
        if me.hand is not None:
            for rect, c in zip(self.hand_rects(len(me.hand)), me.hand, strict=False):
                if c.kind == "unit":
                    face = unit_face(self.data.units[c.key])
                else:
                    face = command_face(c.name, c.cost, c.text)
                hots.append(Hot(rect, ("hand", c.key, c.card), face))
        if view.phase == "opening" and view.opening_cadences and view.viewer in view.active_seats:
            for rect, cv in zip(self.opening_rects(len(view.opening_cadences)), view.opening_cadences, strict=False):
                d = self.data.cadences[cv.key] if cv.key else None
                face = cadence_face(d.name, d.kind, d.text) if d else None
                hots.append(Hot(rect, ("open", cv.card), face))
        for rect, face in self._arena_faces:
            hots.append(Hot(rect, None, face))
        return hots

    def _clan_face(self, p) -> CardFace:
        clan = self.data.clans[p.clan]
        earned = [self.data.achievements[k].name for k in p.achievements]
        text = (f"{clan.aura}: {clan.aura_text} Meditation — {clan.meditation}: "
                f"{clan.meditation_text.replace('Meditation ability: ', '')} "
                f"Achievements earned: {', '.join(earned) if earned else 'none yet'}.")
        tags = ("clan achievements open" if p.clan_unlocked else "clan achievements locked",)
        return CardFace(f"{p.name} · {p.clan}", text, "Clan board", DENOMINATION_COLOURS.get(p.clan, (110, 96, 72)),
                        f"{p.legacy_points} LP", tags, f"◆{p.influence}")

    def opening_rects(self, n: int) -> list[pygame.Rect]:
        zone = self.z["desert"].union(self.z["arena"])
        w, h = 100, 140
        total = n * w + (n - 1) * 16
        x0 = zone.centerx - total // 2
        return [pygame.Rect(x0 + i * (w + 16), zone.y + 76, w, h) for i in range(n)]

    # --- animation --------------------------------------------------------------------------------
    def animate_record(self, record: MoveRecord) -> None:
        view = self.current_view()
        if view.combat is not None:
            self._remember(view.combat)
        for event in record.events:
            k, d = event.kind, event.data
            if k == "place":
                self.animations.add("place", 0.35, seat=event.seat, slot=d["slot"])
            elif k == "combat_declared":
                self.memory = None
                if view.combat is not None:
                    self._remember(view.combat)
                self.animations.add("clash", 0.45)
            elif k == "cadence_played":
                self.animations.add("sing", 0.4, seat=event.seat, name=d["key"])
            elif k == "dice_rolled":
                if self.memory is not None:
                    self.memory.update(dice=tuple(d["dice"]), adjusted=tuple(d["dice"]), bonus=d["bonus"],
                                       defence=d["defence"], total=sum(d["dice"]) + d["bonus"])
                self.animations.add("roll", 0.9, dice=tuple(d["dice"]), seed=len(self.match.records))
            elif k == "dice_adjusted":
                if self.memory is not None:
                    self.memory.update(adjusted=tuple(d["dice"]))
                self.animations.add("adjust", 0.3)
            elif k == "combat_result":
                if self.memory is not None:
                    self.memory.update(adjusted=tuple(d["dice"]), total=d["total"], defence=d["defence"],
                                       won=d["attacker_wins"])
                self.animations.add("result", 0.5, won=d["attacker_wins"])
                self.animations.add("defeat", 0.55, won=d["attacker_wins"])
            elif k == "achievement":
                self.animations.add("banner", 1.1, text=f"★ {d['name']}", seat=event.seat)
            elif k == "desert_cadence":
                self.animations.add("banner", 0.9, text="The Desert wakes", seat=None)
            elif k == "turn_start" and len(self.match.seats) > 1:
                self.animations.add("banner", 0.7, text=f"{self.match.seat_names()[event.seat]}'s turn",
                                    seat=event.seat)
            elif k == "game_over":
                self.animations.add("pause", 0.5)

    def _remember(self, c) -> None:
        self.memory = {
            "attacker": c.attacker, "defender": c.defender, "scenario": c.scenario, "instigator": c.instigator,
            "cadences": c.cadences, "desert_cadences": c.desert_cadences, "dice": c.dice, "adjusted": c.adjusted,
            "bonus": c.bonus, "defence": c.defence, "total": c.total, "attack_dice": c.attack_dice,
            "win": c.win_probability, "won": None,
        }

    # --- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view) -> None:
        surface.blit(self.static, (0, 0))
        self._sync_buttons(view)
        legal = self._legal()
        nxt = self.next_tokens(view, legal) if legal else set()
        show = self.app.settings.show_hints or bool(self.path)
        self.lit = nxt if show else set()
        self.hint_tokens = set(self.tokens(view, self.hint) or []) if self.hint is not None else set()
        self._arena_faces: list[tuple[pygame.Rect, CardFace]] = []
        step = self.animations.current
        self._draw_opponents(surface, view)
        self._draw_desert(surface, view)
        self._draw_decks(surface, view)
        self._draw_arena(surface, view, step)
        self._draw_mat(surface, view, step)
        self._draw_prompt(surface, view)
        if view.phase == "opening" and view.viewer in view.active_seats and view.opening_cadences:
            self._draw_opening(surface, view)
        if step is not None and step.kind == "banner":
            self._draw_banner(surface, step)
        self.hots = self.build_hots(view)
        if self.focus is not None:
            targets = self._focus_targets(view)
            if targets:
                rect = targets[self.focus % len(targets)].rect
                pygame.draw.rect(surface, (120, 200, 255), rect.inflate(12, 12), 3, border_radius=12)

    def _ring(self, surface, rect: pygame.Rect, token) -> None:
        """The highlight a card gets: chosen, next choice, or the hint."""
        if token is None:
            return
        if token in self.path or (token[0] == "hand" and self.path and self.path[0] == token[:2]
                                  and (self.selected_card is None or token[2:] == (self.selected_card,))):
            pygame.draw.rect(surface, SELECT_RING, rect.inflate(8, 8), 3, border_radius=10)
            return
        key = token[:2] if token[0] == "hand" else token
        if key in self.hint_tokens:
            pygame.draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3 + int(2 * self.pulse(6)), border_radius=10)
        elif key in self.lit:
            pygame.draw.rect(surface, NEXT_RING, rect.inflate(6, 6), 2 + int(2 * self.pulse()), border_radius=10)

    def _blit_unit(self, surface, u, rect: pygame.Rect, dim: bool = False) -> None:
        surface.blit(self.art.unit(u, rect.size), rect)
        if dim:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, rect)
        if u.honor:
            r = 13 if rect.w >= 80 else 10
            draw_honor(surface, self.app.fonts, (rect.right - 6, rect.bottom - rect.h // 3), u.honor, r)

    def _blit_cadence(self, surface, cv, rect: pygame.Rect, mine: bool) -> None:
        if not cv.occupied:
            surface.blit(self.art.empty_slot(rect.size, "used" if rect.w > 50 else ""), rect)
            return
        if cv.key is None:
            surface.blit(self.art.back(rect.size, "cadence"), rect)
        else:
            d = self.data.cadences[cv.key]
            surface.blit(self.art.cadence(d.name, d.kind, d.text, rect.size, cv.eternal, mine and not cv.face_up),
                         rect)
        if cv.eternal and cv.key is None:
            pygame.draw.rect(surface, ETERNAL, rect, 2, border_radius=5)

    def _draw_opponents(self, surface, view) -> None:
        fonts = self.app.fonts
        zone = self.z["opponents"]
        if view.num_seats == 1:
            self._draw_solo_banner(surface, view, zone)
            return
        palette = theme.seat_palette(self.app.settings.colour_blind)
        for p in view.players:
            if p.seat == self.mat_seat(view):
                continue
            panel = self.opponent_panel(p.seat, view)
            active = p.seat in view.active_seats
            edge = theme.HIGHLIGHT if active else (84, 90, 102)
            theme.draw_panel(surface, panel, (40, 44, 52), edge, 8)
            colour = self.seat_colour(p.seat)
            pygame.draw.circle(surface, colour, (panel.x + 14, panel.y + 13), 7)
            theme.draw_seat_mark(surface, palette.marks[p.seat % 4], (panel.x + 14, panel.y + 13), 4, theme.TEXT_DARK)
            name = self.seat_labels()[p.seat].replace(" (AI ", " · AI ").rstrip(")")
            theme.blit_text(surface, fonts, f"{name}", (panel.x + 26, panel.y + 4), 15, theme.readable(colour), "bold")
            theme.blit_text(surface, fonts, p.clan, (panel.right - 8, panel.y + 5), 14,
                            theme.readable(DENOMINATION_COLOURS.get(p.clan, (200, 200, 200))), "bold", "topright")
            for slot in range(2):
                rect = self.cadre_rect(p.seat, slot, view)
                u = p.cadre[slot]
                if u is None:
                    surface.blit(self.art.empty_slot(rect.size, ""), rect)
                else:
                    self._blit_unit(surface, u, rect)
                self._ring(surface, rect, ("cadre", p.seat, slot))
            for cv in p.ensemble:
                self._blit_cadence(surface, cv, self.ensemble_rect(p.seat, cv.slot, view), False)
            # counters and the hand as backs: to the right on a wide rail, under the Ensemble on a narrow one
            wide = panel.w >= 440
            x, y = (panel.x + 312, panel.y + 30) if wide else (panel.x + 128, panel.y + 86)
            stats = f"{p.legacy_points} LP   ◆ {p.influence}   ★ {len(p.achievements)}"
            if p.exhausted:
                stats = f"finished · {p.score} pts"
            theme.blit_text(surface, fonts, stats, (x, y), 14, theme.TEXT, "bold")
            if wide:
                back = self.art.back((30, 42))
                for i in range(min(p.hand_count, 9)):
                    surface.blit(back, (x + i * 14, y + 24))
                theme.blit_text(surface, fonts, f"{p.hand_count} in hand", (x + min(p.hand_count, 9) * 14 + 24,
                                                                            y + 36), 13, theme.TEXT_DIM)
            else:
                back = self.art.back((12, 17))
                bx = panel.right - 40
                surface.blit(back, (bx, y))
                theme.blit_text(surface, fonts, f"×{p.hand_count}", (bx + 15, y), 14, theme.TEXT, "bold")
            if p.last_turn and not p.exhausted:
                theme.blit_text(surface, fonts, "last turn", (panel.right - 8, panel.bottom - 18), 12, theme.BAD,
                                "bold", "topright")
            elif p.lms_turns_left is not None and not p.exhausted:
                theme.blit_text(surface, fonts, f"{p.lms_turns_left} turn(s) left", (panel.right - 8,
                                panel.bottom - 18), 12, theme.BAD, "bold", "topright")

    def _draw_solo_banner(self, surface, view, zone: pygame.Rect) -> None:
        fonts = self.app.fonts
        p = view.players[0]
        theme.blit_text(surface, fonts, "Solo · high score", (zone.x + 20, zone.y + 12), 15, theme.TEXT_DIM, "bold")
        theme.blit_text(surface, fonts, f"{p.clan}", (zone.x + 20, zone.y + 34), 34,
                        theme.readable(DENOMINATION_COLOURS.get(p.clan, theme.TEXT)), "title")
        score = view.score_key[1] if view.score_key else p.score
        box = pygame.Rect(zone.x + 250, zone.y + 14, 170, zone.h - 28)
        for i, (label, value, colour) in enumerate((("Score", str(score), theme.ACCENT),
                                                   ("Best", "—" if self.best is None else str(self.best),
                                                    theme.TEXT))):
            r = box.move(i * 186, 0)
            theme.draw_panel(surface, r, (34, 38, 46), (84, 90, 102), 10)
            theme.blit_text(surface, fonts, label.upper(), (r.centerx, r.y + 10), 14, theme.TEXT_DIM, "bold", "midtop")
            theme.blit_text(surface, fonts, value, (r.centerx, r.y + 30), 44, colour, "title", "midtop")
        if self.best is not None and score > self.best:
            theme.blit_text(surface, fonts, "new best!", (box.centerx, box.bottom - 4), 14, theme.GOOD, "bold",
                            "midbottom")
        x = zone.x + 640
        lines = [
            f"Turn {p.turns_taken + (0 if view.is_over else 1)} of {view.max_turns}",
            f"Influence left: {p.influence}",
            "Score: Legacy points + Honor",
            "on your clan's heroes.",
        ]
        for i, line in enumerate(lines):
            theme.blit_text(surface, fonts, line, (x, zone.y + 16 + i * 26), 16 if i < 2 else 13,
                            theme.TEXT if i < 2 else theme.TEXT_DIM, "bold" if i < 2 else "sans")

    def _draw_desert(self, surface, view) -> None:
        fonts = self.app.fonts
        step = self.animations.current
        for (rect, cad), stack in zip(self.desert_geometry(view), view.desert, strict=False):
            depth = len(stack.units)
            if depth > 1:  # the cards beneath show as edges
                surface.blit(self.art.edges(rect.size, min(depth - 1, 8)), rect.topleft)
            if stack.units:
                top = stack.units[0]
                r = rect
                if (step is not None and step.kind == "defeat" and self._loser_ref() == ("desert", stack.index)):
                    r = rect.move(0, int(-30 * (1 - ease_out(step.progress))))  # the next unit rises into view
                self._blit_unit(surface, top, r)
            else:
                surface.blit(self.art.empty_slot(rect.size, "empty stack"), rect)
            self._ring(surface, rect, ("desert", stack.index))
            label = f"Stack {stack.index + 1} · {depth} cards"
            if fonts.get(13, "bold").size(label)[0] > rect.w + 10:
                label = f"Stack {stack.index + 1} · {depth}"
            theme.blit_text(surface, fonts, label, (rect.centerx + 8, rect.bottom + 22), 13, (60, 40, 18), "bold",
                            "midtop")
            if depth > 1:
                nxt = stack.units[1]
                text = f"beneath: {nxt.name}"
                if fonts.get(11).size(text)[0] > rect.w + 14:
                    text = nxt.name
                theme.blit_text(surface, fonts, text, (rect.centerx + 8, rect.bottom + 38), 11, (84, 62, 34), "sans",
                                "midtop")
            if cad is not None and stack.cadence is not None:
                dc = stack.cadence
                if dc.flipped and dc.key:
                    d = self.data.cadences[dc.key]
                    surface.blit(self.art.cadence(d.name, d.kind, d.text, cad.size), cad)
                    img = fonts.render(dc.bound, 10, (252, 248, 238), "bold")
                    pill = img.get_rect(midtop=(cad.centerx, cad.bottom + 3)).inflate(8, 2)
                    pygame.draw.rect(surface, DENOMINATION_COLOURS.get(dc.bound, (40, 30, 20)), pill, border_radius=5)
                    surface.blit(img, img.get_rect(center=pill.center))
                else:
                    surface.blit(self.art.back(cad.size, "cadence"), cad)
                if view.phase == "bind":
                    self._ring(surface, cad, ("desert", stack.index))

    def _draw_decks(self, surface, view) -> None:
        fonts = self.app.fonts
        zone = self.z["decks"]
        for i, (kind, count, label) in enumerate((("resource", view.resource_deck_count, "Resources"),
                                                  ("cadence", view.cadence_deck_count, "Cadences"))):
            rect = pygame.Rect(zone.centerx - 34, zone.y + 30 + i * 112, 68, 92)
            for k in range(min(4, count // 6), 0, -1):
                pygame.draw.rect(surface, (20, 18, 16), rect.move(k * 2, k * 2), border_radius=6)
            if count:
                surface.blit(self.art.back(rect.size, kind), rect)
            else:
                surface.blit(self.art.empty_slot(rect.size, "empty"), rect)
            theme.blit_text(surface, fonts, f"{label} {count}", (zone.centerx, rect.bottom + 3), 12, theme.TEXT_DIM,
                            "bold", "midtop")

    # the arena ---------------------------------------------------------------------------------
    def _loser_ref(self) -> tuple | None:
        m = self.memory
        if not m or m.get("won") is None:
            return None
        return _place(m["defender"].where if m["won"] else m["attacker"].where)

    def _draw_arena(self, surface, view, step) -> None:
        fonts = self.app.fonts
        zone = self.z["arena"]
        c = view.combat
        if c is not None:
            m = {
                "attacker": c.attacker, "defender": c.defender, "scenario": c.scenario, "instigator": c.instigator,
                "cadences": c.cadences, "desert_cadences": c.desert_cadences, "dice": c.dice,
                "adjusted": c.adjusted, "bonus": c.bonus, "defence": c.defence, "total": c.total,
                "attack_dice": c.attack_dice, "win": c.win_probability, "won": None, "live": c,
            }
        elif self.memory is not None and self.memory.get("won") is not None and not view.is_over:
            m = dict(self.memory)
        else:
            self._draw_arena_idle(surface, view, zone)
            return
        names = self.match.seat_names()
        scen = {"cadre_vs_desert": "attacks", "infiltration": "infiltrates", "provocation": "provokes"}[m["scenario"]]
        theme.blit_text(surface, fonts, f"{names[m['instigator']]} {scen}", (zone.right - 10, zone.y + 7), 13,
                        theme.readable(self.seat_colour(m["instigator"])), "bold", "topright")
        a_rect = pygame.Rect(zone.x + 12, zone.y + 26, 76, 106)
        d_rect = pygame.Rect(zone.right - 88, zone.y + 26, 76, 106)
        t = 1.0
        if step is not None and step.kind == "clash":
            t = ease_out(step.progress)
        a_draw = a_rect.move(int(-40 * (1 - t)), 0)
        d_draw = d_rect.move(int(40 * (1 - t)), 0)
        won = m.get("won")
        fading = step is not None and step.kind == "defeat"
        for rect, unit, is_loser in ((a_draw, m["attacker"], won is False), (d_draw, m["defender"], won is True)):
            if is_loser and fading:
                k = ease_in_out(step.progress)
                rect = rect.move(0, int(40 * k))
            self._blit_unit(surface, unit, rect, dim=is_loser)
            self._arena_faces.append((rect, unit_face(unit)))
            if is_loser:
                pygame.draw.line(surface, theme.BAD, rect.topleft, rect.bottomright, 4)
                pygame.draw.line(surface, theme.BAD, rect.topright, rect.bottomleft, 4)
        mid_x = zone.centerx
        theme.blit_text(surface, fonts, "VS", (mid_x, zone.y + 40), 26, theme.ACCENT, "title", "midtop")
        need = f"{m['attack_dice']} dice +{m['bonus']}"
        theme.blit_text(surface, fonts, need, (mid_x, zone.y + 76), 14, theme.TEXT, "bold", "midtop")
        theme.blit_text(surface, fonts, f"vs defence {m['defence']}", (mid_x, zone.y + 94), 14, theme.TEXT, "bold",
                        "midtop")
        if not m["dice"]:
            theme.blit_text(surface, fonts, f"{m['win']:.0%} to win", (mid_x, zone.y + 114), 14, theme.ACCENT,
                            "bold", "midtop")
            live = m.get("live")
            status = ""
            if live is not None and live.step == "pay":
                status = f"activation: {live.to_pay} card(s) to discard"
            elif live is not None and live.step == "cadences" and live.answering_seat is not None:
                status = f"{names[live.answering_seat]} may sing a Cadence"
            elif live is not None and live.step == "roll":
                status = "the dice are ready"
            if status:
                theme.blit_text(surface, fonts, status, (zone.centerx, zone.y + 234), 13, theme.TEXT_DIM, "bold",
                                "midtop")
            if live is not None:  # the dice wait, blank, for the roll
                n = m["attack_dice"]
                total_w = n * 36 - 6
                x0 = zone.right - 12 - total_w if len(m["cadences"]) + len(m["desert_cadences"]) > 3 \
                    else zone.centerx - total_w // 2
                for i in range(n):
                    draw_die(surface, (x0 + i * 36 + 15, zone.y + 207), 30, None, "white", dim=True)
        # Cadences laid beside the attacker
        cads = list(m["cadences"]) + [(None, key, self.data.cadences[key].name, self.data.cadences[key].kind, False)
                                      for key in m["desert_cadences"]]
        for i, (seat, key, name, kind, eternal) in enumerate(cads[:7]):
            r = pygame.Rect(zone.x + 12 + i * 40, a_rect.bottom + 4, 36, 50)
            d = self.data.cadences[key]
            if step is not None and step.kind == "sing" and i == len(cads) - 1:
                r = r.move(0, int(-24 * (1 - ease_out(step.progress))))
            surface.blit(self.art.cadence(d.name, d.kind, d.text, r.size, eternal), r)
            who = "the Desert" if seat is None else names[seat]
            self._arena_faces.append((r, cadence_face(name, kind, d.text + f" Sung by {who}.", eternal)))
        # dice
        dice = m["dice"]
        rolling = step is not None and step.kind == "roll"
        if dice:
            adjusted = m["adjusted"] or dice
            size = 30 if len(dice) <= 5 else 26
            gap = 6
            total_w = len(dice) * (size + gap) - gap
            x0 = zone.right - 12 - total_w if len(cads) > 3 else zone.centerx - total_w // 2
            y = zone.y + 192
            live = m.get("live")
            sets = set(live.equal_sets) if live is not None else set()
            chosen = dict(live.choices) if live is not None else {}
            for i, value in enumerate(dice):
                if rolling:
                    face, angle, bounce = tumble_face(value, step.progress, step.data["seed"] + i)
                    draw_die(surface, (x0 + i * (size + gap) + size // 2, y + size // 2 - bounce), size, face,
                             "white", angle)
                    continue
                shown = adjusted[i] if i < len(adjusted) else value
                colour = "yellow" if shown != value else "white"
                hl = None
                if value in sets and value not in chosen:  # a set the equal-dice rule may still move
                    hl = theme.HIGHLIGHT
                draw_die(surface, (x0 + i * (size + gap) + size // 2, y + size // 2), size, shown, colour,
                         highlight=hl)
            if not rolling:
                total = m["total"]
                ok = total >= m["defence"]
                verdict = ""
                if won is not None:
                    verdict = "  attacker wins" if won else "  defender holds"
                text = f"{total} vs {m['defence']}{verdict}"
                theme.blit_text(surface, fonts, text, (zone.centerx, zone.y + 230), 17,
                                theme.GOOD if ok else theme.BAD, "bold", "midtop")
        if c is None and not fading:
            theme.blit_text(surface, fonts, "· last combat", (zone.x + 76, zone.y + 8), 12, theme.TEXT_DIM, "bold")

    def _draw_arena_idle(self, surface, view, zone: pygame.Rect) -> None:
        fonts = self.app.fonts
        if view.is_over:
            theme.blit_text(surface, fonts, "The song has ended", (zone.centerx, zone.y + 36), 22, theme.ACCENT,
                            "title", "midtop")
            order = sorted(view.players, key=lambda p: -view.scores[p.seat])
            for i, p in enumerate(order[:4]):
                win = p.seat in view.winners
                text = f"{self.seat_name(p.seat)}: {view.scores[p.seat]}" + ("  ★" if win else "")
                theme.blit_text(surface, fonts, text, (zone.centerx, zone.y + 80 + i * 26), 17,
                                theme.readable(self.seat_colour(p.seat)), "bold", "midtop")
            return
        attacker = self._unit_at(view, self.path[0]) if self.path and self.path[0][0] in ("desert", "cadre") else None
        if attacker is not None:
            self._draw_preview(surface, view, zone, attacker)
            return
        lines = ["Attack from your Cadre,", "or provoke a Desert unit", "against any exposed card."]
        y = zone.y + 40
        for line in lines:
            theme.blit_text(surface, fonts, line, (zone.centerx, y), 15, (190, 184, 170), "sans", "midtop")
            y += 22
        if self.human_to_act() is not None and view.phase == "turn":
            attacks = sum(1 for a in self._legal() if a.kind == "attack")
            theme.blit_text(surface, fonts, f"{attacks} attacks open to you" if attacks else "no attack open to you",
                            (zone.centerx, y + 12), 14, theme.ACCENT, "bold", "midtop")
            theme.blit_text(surface, fonts, "Click a lit unit to attack with it.", (zone.centerx, y + 36), 13,
                            theme.TEXT_DIM, "sans", "midtop")

    def _draw_preview(self, surface, view, zone: pygame.Rect, attacker) -> None:
        """An attacker is chosen: it stands in the arena; pointing at a defender shows the odds."""
        fonts = self.app.fonts
        a_rect = pygame.Rect(zone.x + 12, zone.y + 26, 76, 106)
        self._blit_unit(surface, attacker, a_rect)
        defender = None
        for hot in self.hots:
            if hot.token in self.lit and hot.token[0] in ("desert", "cadre") and hot.rect.collidepoint(self.mouse):
                defender = self._unit_at(view, hot.token)
        theme.blit_text(surface, fonts, f"{attacker.dice} dice", (zone.centerx, zone.y + 60), 15, theme.TEXT, "bold",
                        "midtop")
        if defender is None:
            theme.blit_text(surface, fonts, "point at a lit card", (zone.centerx, zone.y + 150), 14, theme.TEXT_DIM,
                            "sans", "midtop")
            theme.blit_text(surface, fonts, "to see the odds", (zone.centerx, zone.y + 170), 14, theme.TEXT_DIM,
                            "sans", "midtop")
            return
        self._blit_unit(surface, defender, pygame.Rect(zone.right - 88, zone.y + 26, 76, 106))
        theme.blit_text(surface, fonts, "VS", (zone.centerx, zone.y + 30), 24, theme.ACCENT, "title", "midtop")
        theme.blit_text(surface, fonts, f"vs defence {defender.defence}", (zone.centerx, zone.y + 80), 14, theme.TEXT,
                        "bold", "midtop")
        chance = win_probability(attacker.dice, 0, defender.defence)
        theme.blit_text(surface, fonts, f"{chance:.0%} to win", (zone.centerx, zone.y + 150), 22,
                        theme.GOOD if chance >= 0.5 else theme.BAD, "bold", "midtop")
        theme.blit_text(surface, fonts, "before Cadences and auras", (zone.centerx, zone.y + 178), 12, theme.TEXT_DIM,
                        "sans", "midtop")
        reward = defender.reward + defender.honor
        theme.blit_text(surface, fonts, f"reward {reward}", (zone.centerx, zone.y + 196), 13, ETERNAL, "bold",
                        "midtop")

    # your mat -------------------------------------------------------------------------------------
    def _draw_mat(self, surface, view, step) -> None:
        fonts = self.app.fonts
        zone = self.z["mat"]
        seat = self.mat_seat(view)
        p = view.players[seat]
        colour = self.seat_colour(seat)
        pygame.draw.circle(surface, colour, (zone.x + 20, zone.y + 17), 8)
        marks = theme.seat_palette(self.app.settings.colour_blind).marks
        theme.draw_seat_mark(surface, marks[seat % 4], (zone.x + 20, zone.y + 17), 4, theme.TEXT_DARK)
        theme.blit_text(surface, fonts, f"{self.seat_labels()[seat]} · {p.clan}", (zone.x + 34, zone.y + 7), 17,
                        theme.readable(colour), "bold")
        honor = sum(u.honor for u in p.cadre if u is not None)
        x = zone.x + 330
        for label, value, col in (("Legacy", p.legacy_points, theme.ACCENT), ("Influence", p.influence, (140, 200, 255)),
                                  ("Honor", honor, (232, 184, 64)), ("Hand", p.hand_count, theme.TEXT)):
            r = theme.blit_text(surface, fonts, label, (x, zone.y + 10), 14, theme.TEXT_DIM, "bold")
            r2 = theme.blit_text(surface, fonts, str(value), (r.right + 6, zone.y + 5), 20, col, "bold")
            x = r2.right + 22
        if p.influence:  # Influence tokens as gems
            for i in range(p.influence):
                c = (zone.x + 270 + i * 16, zone.y + 17)
                pygame.draw.polygon(surface, (70, 140, 220), [(c[0], c[1] - 7), (c[0] + 6, c[1]), (c[0], c[1] + 7),
                                                              (c[0] - 6, c[1])])
        notes = []
        if view.rally_discount and seat == view.current:
            notes.append(f"Rallying Call: next attack −{view.rally_discount} card(s)")
        if p.lms_turns_left is not None and not p.exhausted:
            notes.append(f"last one standing: {p.lms_turns_left} turn(s) left")
        if p.last_turn and not p.exhausted:
            notes.append("last turn")
        if p.meditated_last and not view.is_over:
            notes.append("meditated last turn")
        if p.exhausted:
            notes.append(f"finished: {p.score}")
        if notes:
            theme.blit_text(surface, fonts, " · ".join(notes), (zone.right - 12, zone.y + 10), 14, theme.BAD, "bold",
                            "topright")
        placing = step.data if step is not None and step.kind == "place" else None
        for slot in range(2):
            rect = self.cadre_rect(seat, slot, view)
            u = p.cadre[slot]
            if u is None or (placing and placing["seat"] == seat and placing["slot"] == slot and step.progress < 0.5):
                surface.blit(self.art.empty_slot(rect.size, f"Cadre slot {slot + 1}"), rect)
            if u is not None:
                r = rect
                if placing and placing["seat"] == seat and placing["slot"] == slot:
                    k = ease_out(step.progress)
                    r = rect.move(int(300 * (1 - k)), int(-30 * (1 - k)))
                self._blit_unit(surface, u, r)
            self._ring(surface, rect, ("cadre", seat, slot))
        for cv in p.ensemble:
            rect = self.ensemble_rect(seat, cv.slot, view)
            self._blit_cadence(surface, cv, rect, True)
            self._ring(surface, rect, ("ens", cv.slot))
        ens = self.z["ensemble"]
        eternal = sum(1 for cv in p.ensemble if cv.eternal and cv.occupied)
        if eternal:
            theme.blit_text(surface, fonts, f"∞{eternal}", (ens.x + 84, zone.bottom - 27), 14, ETERNAL, "bold")
        if p.hand is None:
            for rect in self.hand_rects(p.hand_count):
                surface.blit(self.art.back(rect.size), rect)
        else:
            rects = self.hand_rects(len(p.hand))
            hovered = None
            for i, rect in enumerate(rects):
                if rect.collidepoint(self.mouse) and (i == len(rects) - 1 or not rects[i + 1].collidepoint(self.mouse)):
                    hovered = i
            for i, (rect, c) in enumerate(zip(rects, p.hand, strict=False)):
                token = ("hand", c.key, c.card)
                selected = self.path and self.path[0] == token[:2] and self.selected_card in (None, c.card)
                r = rect.move(0, -12) if (i == hovered or selected) else rect
                if c.kind == "unit":
                    surface.blit(self.art.unit(self.data.units[c.key], r.size), r)
                else:
                    surface.blit(self.art.command(c, r.size), r)
                    if c.kind == "command" and p.legacy_points < c.cost:
                        theme.blit_text(surface, fonts, f"needs {c.cost} LP", (r.centerx, r.bottom - 44), 11,
                                        theme.BAD, "bold", "midtop")
                self._ring(surface, r, token)
        hand = self.z["hand"]
        theme.blit_text(surface, fonts, f"{p.hand_count} card(s)", (hand.x + 52, zone.bottom - 26), 13,
                        theme.TEXT_DIM, "bold")
        theme.blit_text(surface, fonts, f"Resource deck {view.resource_deck_count}", (hand.right, zone.bottom - 26),
                        12, theme.TEXT_DIM, "sans", "topright")

    def _draw_prompt(self, surface, view) -> None:
        zone = self.z["prompt"]
        fonts = self.app.fonts
        text = self.prompt_text(view)
        right = self.prompt_buttons[0].rect.x - 10 if self.prompt_buttons else zone.right - 10
        size = 17
        while size > 12 and fonts.get(size, "bold").size(text)[0] > right - zone.x - 20:
            size -= 1
        colour = theme.ACCENT if self.human_to_act() is not None else theme.TEXT_DIM
        lines = theme.wrap_text(fonts, text, size, right - zone.x - 20, "bold")
        if len(lines) > 1:
            size = 13
            lines = theme.wrap_text(fonts, text, size, right - zone.x - 20, "bold")[:2]
            for i, line in enumerate(lines):
                theme.blit_text(surface, fonts, line, (zone.x + 14, zone.y + 5 + i * 16), size, colour, "bold")
        else:
            theme.blit_text(surface, fonts, text, (zone.x + 14, zone.centery), size, colour, "bold", "midleft")
        for b in self.prompt_buttons:
            b.hovered = b.rect.collidepoint(self.mouse)
            b.draw(surface, fonts)

    def _draw_opening(self, surface, view) -> None:
        fonts = self.app.fonts
        area = self.z["desert"].union(self.z["arena"]).inflate(-20, -16)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((16, 18, 24, 225))
        surface.blit(shade, area)
        pygame.draw.rect(surface, theme.ACCENT, area, 2, border_radius=10)
        title = ("Lay one Cadence face up" if view.opening_step == "reveal"
                 else "Discard one Cadence; the other three go face down")
        theme.blit_text(surface, fonts, title, (area.centerx, area.y + 14), 24, theme.ACCENT, "title", "midtop")
        theme.blit_text(surface, fonts, "Offensive Cadences help attackers, defensive ones help defenders.",
                        (area.centerx, area.y + 46), 14, theme.TEXT_DIM, "sans", "midtop")
        for rect, cv in zip(self.opening_rects(len(view.opening_cadences)), view.opening_cadences, strict=False):
            if cv.key is None:
                continue
            d = self.data.cadences[cv.key]
            r = rect.move(0, -10) if rect.collidepoint(self.mouse) else rect
            surface.blit(self.art.cadence(d.name, d.kind, d.text, r.size), r)
            self._ring(surface, r, ("open", cv.card))

    def _draw_banner(self, surface, step) -> None:
        fonts = self.app.fonts
        t = step.progress
        alpha = int(255 * min(1.0, 4 * min(t, 1 - t) + 0.2))
        text = step.data["text"]
        seat = step.data.get("seat")
        colour = theme.readable(self.seat_colour(seat)) if seat is not None else theme.ACCENT
        img = fonts.render(text, 30, colour, "title")
        box = img.get_rect(center=(self.z["desert"].union(self.z["arena"]).centerx, self.z["desert"].centery))
        panel = pygame.Surface(box.inflate(60, 30).size, pygame.SRCALPHA)
        panel.fill((20, 18, 14, min(230, alpha)))
        surface.blit(panel, box.inflate(60, 30))
        pygame.draw.rect(surface, colour, box.inflate(60, 30), 2, border_radius=8)
        surface.blit(img, box)

    def _draw_zoom(self, surface) -> None:
        if self.mouse[0] < 0:
            return
        for hot in reversed(self.hots):
            if hot.face is not None and hot.rect.collidepoint(self.mouse):
                anchor = (hot.rect.right, hot.rect.centery)
                if hot.rect.right > 640:
                    anchor = (hot.rect.x - 340, hot.rect.centery)
                draw_card_zoom(surface, self.app.fonts, hot.face, anchor)
                return

    # --- side panels --------------------------------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        extra = []
        for p in view.players:
            extra.append(f"{p.score} pts" if p.exhausted else f"{p.legacy_points} LP")
        y = self.draw_seat_list(surface, rect, extra)
        fonts = self.app.fonts
        if view.num_seats == 1:
            score = view.players[0].score
            best = "—" if self.best is None else str(self.best)
            theme.blit_text(surface, fonts, f"Score {score}   ·   Best {best}", (rect.x + 16, y + 4), 17, theme.TEXT,
                            "bold")
            y += 28
        if view.num_seats == 1 and not view.is_over:
            woken = sum(1 for st in view.desert if st.cadence is not None and st.cadence.flipped)
            theme.blit_text(surface, fonts, f"Desert Cadences awake: {woken} of 3", (rect.x + 16, y + 26), 14,
                            theme.TEXT_DIM)
        if y < rect.bottom - 60 and not view.is_over:
            cur = view.players[view.current]
            theme.blit_text(surface, fonts, f"Turn {cur.turns_taken + 1} of {view.max_turns} for {cur.name}",
                            (rect.x + 16, y + 4), 14, theme.TEXT_DIM)
        self._draw_clan(surface, view)

    def _draw_clan(self, surface, view) -> None:
        """The clan board: aura, first-turn bonus, meditation, achievements ticked."""
        zone = self.z["clan"]
        fonts = self.app.fonts
        p = view.players[self.mat_seat(view)]
        clan = self.data.clans[p.clan]
        colour = DENOMINATION_COLOURS.get(p.clan, theme.PANEL)
        theme.draw_panel(surface, zone, (44, 40, 36), colour, 10)
        band = pygame.Rect(zone.x, zone.y, zone.w, 28)
        pygame.draw.rect(surface, colour, band, border_top_left_radius=10, border_top_right_radius=10)
        theme.blit_text(surface, fonts, f"{p.clan} clan board", (zone.x + 12, zone.y + 5), 16, (252, 248, 238),
                        "bold")
        state = "open" if p.clan_unlocked else "locked"
        theme.blit_text(surface, fonts, f"clan feats {state}", (zone.right - 10, zone.y + 7), 12,
                        (252, 248, 238), "bold", "topright")
        y = zone.y + 33
        self._clan_rects: list[tuple[pygame.Rect, CardFace]] = []
        for kind, label, text in (("Aura", clan.aura, clan.aura_text), ("First turn", clan.first_turn,
                                  clan.first_turn_text), ("Meditation", clan.meditation, clan.meditation_text)):
            r = theme.blit_text(surface, fonts, f"{kind}:", (zone.x + 10, y), 12, theme.TEXT_DIM, "bold")
            theme.blit_text(surface, fonts, label, (r.right + 6, y), 12, ETERNAL, "bold")
            self._clan_rects.append((pygame.Rect(zone.x + 6, y, zone.w - 12, 15),
                                     CardFace(label, text, f"{p.clan} · {kind}", colour)))
            y += 16
        general = [a for a in self.data.achievements.values() if not a.clan]
        own = [a for a in self.data.achievements.values() if a.clan == p.clan]
        y += 4
        for group, locked in ((general, False), (own, not p.clan_unlocked)):
            for a in group:
                done = a.key in p.achievements
                box = pygame.Rect(zone.x + 10, y + 1, 12, 12)
                pygame.draw.rect(surface, (30, 28, 24), box, border_radius=2)
                pygame.draw.rect(surface, theme.GOOD if done else (120, 114, 100), box, 1, border_radius=2)
                if done:
                    theme.blit_text(surface, fonts, "✓", box.center, 13, theme.GOOD, "bold", "center")
                prize = f"+{a.lp} LP" if a.lp else f"+{a.influence} ◆"
                col = theme.GOOD if done else (120, 114, 100) if locked else theme.TEXT
                theme.blit_text(surface, fonts, a.name, (zone.x + 28, y), 13, col, "bold" if done else "sans")
                theme.blit_text(surface, fonts, prize, (zone.right - 10, y), 12, col, "sans", "topright")
                face = CardFace(a.name, a.text, f"{a.clan or 'General'} achievement", colour if a.clan else
                                (110, 96, 72), prize, ("earned" if done else "locked until an Eternal Cadence"
                                                       if locked else "open",), "")
                self._clan_rects.append((pygame.Rect(zone.x + 6, y, zone.w - 12, 16), face))
                y += 17
            y += 3

    def record_high_score(self) -> list[str]:
        """The base class enters the solo score; the results screen also says what it was made of."""
        lines = super().record_high_score()
        if self.match.seats == ["human"]:
            p = self.match.view(0).players[0]
            lines.insert(0, f"Final score {p.score} ({p.clan}, {len(p.achievements)} achievement(s)).")
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_zoom(surface)  # last, so no panel covers the large card
        # the clan board is drawn with the info panel; its rows zoom like cards
        for rect, face in getattr(self, "_clan_rects", []):
            if rect.collidepoint(self.mouse):
                draw_card_zoom(surface, self.app.fonts, face, (rect.x - 340, rect.centery))
                break


def _nothing() -> None:
    """The callback of a greyed-out prompt button."""


def _place(where: tuple) -> tuple:
    """A UnitView's `where` as a place ref: Desert depth dropped."""
    if where and where[0] == "desert":
        return ("desert", where[1])
    return tuple(where)


SCENE = KheduScene
