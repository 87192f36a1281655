"""The Konja table: two players, five Ancestors, the Summoning Pyramid, Relics, Spells and dice.

Layout from assets/maps/konja.tmx (tools/make_konja_map.py). The viewer's side is at the bottom, the
opponent's across the top; the dice tray and the prompt panel sit in between. Every decision is a
click: Ancestor tiles, cards, dice, pyramid rows, Cloud piles, and the buttons of the prompt panel.
The scene reads only views and legal actions, never the match state.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.konja import cards
from baraza.game.konja.dice import best_split, combo_reward
from baraza.game.konja.state import PlayerView
from baraza.scenes import theme
from baraza.scenes.animation import ease_out
from baraza.scenes.cards import draw_card_zoom
from baraza.scenes.dice import draw_die, tumble_face
from baraza.scenes.konja_art import (
    GLYPHS,
    PYRAMID_ROWS,
    RESOURCE_TITLES,
    TOKEN_COLOURS,
    ancestor_face,
    draw_ancestor_tile,
    draw_cloud,
    draw_idol,
    draw_pyramid,
    draw_spirit_token,
    draw_token,
    pyramid_rows,
    relic_face,
    small_card_surface,
    spell_face,
)
from baraza.scenes.match_scene import MatchScene
from baraza.scenes.widgets import Button

RESOURCES = ("gold", "magick", "power")
DIE = 50  # number dice in the tray
DIE_STEP = 62
ACTION_DIE = 46
RED_DIE = 44
PLAN_DIE = 20  # dice laid on the pyramid
PHASE_TITLES = {
    "ancestor": "Ancestors", "resource_choice": "Ancestors · Resource", "spell_discard": "Ancestors · Spell",
    "merchant_sell": "Ancestors · Merchant", "merchant_buy": "Merchant's Blessing",
    "rain_upgrade": "Ancestors · Rain", "rain_summon": "Rain's Blessing", "roll": "Bones", "bones": "Bones",
    "red_roll": "Red dice attack", "red_reply": "Red dice attack", "red_assign": "Red dice attack",
    "collect": "Collection", "over": "Game over",
}
COMBO_WORDS = {"power": "single", "pair": "pair", "run": "run", "kind": "set"}


class LegalList(list):
    """The legal actions with set-speed membership tests (Bones can list hundreds, drawn every frame)."""

    def __init__(self, actions: Iterable[Action]) -> None:
        super().__init__(actions)
        self._set = frozenset(self)

    def __contains__(self, action) -> bool:
        return action in self._set


def _sign(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


class KonjaScene(MatchScene):
    layout_name = "konja"
    hides_hands = True  # two humans at one screen: Spells are hidden between turns

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.z = {name: self.layout.zone(name) for name in self.layout.zones}
        base = self.z["ancestors"]
        self.tile_rects: dict[str, pygame.Rect] = {}
        for (col, row), props in self.layout.tiles.items():
            rect = pygame.Rect(base.x + col * self.layout.tile_width, base.y + row * self.layout.tile_height,
                               self.layout.tile_width, self.layout.tile_height).inflate(-6, -4)
            self.tile_rects[props["ancestor"]] = rect
        self.rows = dict(zip([k for k, _, _ in PYRAMID_ROWS], pyramid_rows(self.z["pyramid"]), strict=True))
        self.static = self._draw_static()
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.prompt_buttons: list[Button] = []
        self._prompt_sig: tuple = ()
        self._legal_key: tuple | None = None
        self._legal: list[Action] = LegalList([])
        self.plan: list[tuple[str, tuple[int, ...]]] = []
        self.plan_key: tuple | None = None
        self.drag: int | None = None  # the die held down by the mouse (dragged to a row or a card)
        self.drag_start: tuple[int, int] = (0, 0)
        self._cards: dict[tuple, pygame.Surface] = {}  # rendered card faces, by card, size and state
        self._prompt_lines: list[str] = []
        self._button_actions: dict[str, Action] = {}
        self._idol_key: int | None = None
        self._idols: dict[str, int] = {}
        self._clear_choice()

    # --- selection state -------------------------------------------------------------------------
    def _clear_choice(self) -> None:
        self.sel_card: tuple[str, object] | None = None  # ("spell", card id) or ("relic", slot)
        self.marked: list[int] = []  # number dice picked, in click order
        self.marked_spells: list[int] = []  # hand positions of the Spells to discard with Chaac!
        self.action_pick: int | None = None
        self.power_pick: int | None = None
        self.target_pick: tuple | None = None
        self.offer_pick: int | None = None
        self.red_pick: int | None = None

    def reset_selection(self) -> None:
        self._clear_choice()
        self._legal_key = None
        self._idol_key = None  # after an undo the same number of moves may hold other Idols
        self.plan_key = None
        self.drag = None

    # --- reading the match ---------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The acting human's legal actions, cached per move (Bones can list hundreds)."""
        seat = self.human_to_act()
        if seat is None:
            return LegalList([])
        key = (len(self.match.records), seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = LegalList(self.match.legal_actions(seat))
        return self._legal

    def bottom_seat(self, view) -> int:
        return view.viewer if view.viewer is not None else 0

    def _placed_action_dice(self) -> dict[int, list[int]]:
        """Relic slot -> Action dice lying on it this turn, read from the move records' events."""
        placed: dict[int, list[int]] = {}
        for record in reversed(self.match.records):
            stop = False
            for event in record.events:
                if event.kind == "use_relic" and event.data.get("action_die", -1) >= 0:
                    placed.setdefault(event.data["slot"], []).append(event.data["action_die"])
                if event.kind in ("roll", "end_turn"):
                    stop = True
            if stop:
                break
        return placed

    def idol_owners(self) -> dict[str, int]:
        """Ancestor -> the seat whose Idol stands on it, read from the move records' events (cached per move)."""
        key = len(self.match.records)
        if self._idol_key == key:
            return self._idols
        owners: dict[str, int] = {}
        done = False
        for record in reversed(self.match.records):
            for event in reversed(record.events):
                if event.kind == "idols_reset":
                    done = True
                    break
                if event.kind == "idol_placed" and event.seat is not None:
                    owners.setdefault(event.data["ancestor"], event.seat)
            if done:
                break
        self._idol_key, self._idols = key, owners
        return owners

    # --- geometry --------------------------------------------------------------------------------
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
        w, h = (76, 106) if side == "my" else (62, 88)
        step = zone.w // 5
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (zone.x + step * slot + step // 2, zone.y + 20 + (zone.h - 20) // 2)
        return rect

    def spell_rect(self, side: str, index: int, count: int) -> pygame.Rect:
        zone = self.z[f"{side}_spells"]
        w, h = (76, 106) if side == "my" else (54, 76)
        room = zone.w - 16 - w
        step = min(w + 8, room // max(1, count - 1)) if count > 1 else 0
        return pygame.Rect(zone.x + 8 + index * step, zone.y + 20 + (zone.h - 20 - h) // 2, w, h)

    def offer_rect(self, slot: int) -> pygame.Rect:
        zone = self.z["offering"]
        return pygame.Rect(zone.x + 86 + slot * 92, zone.y + 20, 78, 102)

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

    def row_rect(self, kind: str) -> pygame.Rect:
        return self.rows[kind].copy()

    def prompt_button(self, label: str) -> Button | None:
        """The prompt panel's button whose text starts with `label` (tests click through it)."""
        for button in self.prompt_buttons:
            if button.text.startswith(label):
                return button
        return None

    # --- static art -------------------------------------------------------------------------------
    def _draw_static(self) -> pygame.Surface:
        """Felt, trays, tiles and the pyramid: everything that never changes, drawn once."""
        from baraza.scenes.backdrop import table_backdrop

        surface = table_backdrop().copy()  # opaque: one fast full-screen blit per frame
        fonts = self.app.fonts
        felt = pygame.Rect(2, 2, 998, 716)
        pygame.draw.rect(surface, (10, 10, 12), felt.move(3, 4), border_radius=16)
        pygame.draw.rect(surface, (52, 40, 30), felt, border_radius=16)
        pygame.draw.rect(surface, (36, 70, 58), felt.inflate(-8, -8), border_radius=13)
        for y in range(felt.y + 6, felt.bottom - 6, 6):  # a faint weave so the cloth is not a flat fill
            pygame.draw.line(surface, (40, 76, 63), (felt.x + 8, y), (felt.right - 8, y))
        for name in ("opp_tokens", "opp_relics", "opp_spells", "my_tokens", "my_relics", "my_spells"):
            zone = self.z[name]
            pygame.draw.rect(surface, (28, 56, 46), zone, border_radius=10)
            pygame.draw.rect(surface, (62, 100, 84), zone, 1, border_radius=10)
        for name, label in (("opp_relics", "Relics"), ("my_relics", "Relics"), ("opp_spells", "Spells"),
                            ("my_spells", "Spells")):
            zone = self.z[name]
            theme.blit_text(surface, fonts, label, (zone.x + 8, zone.y + 3), 13, (168, 200, 184), "bold")
        tray = self.z["tray"]
        pygame.draw.rect(surface, (10, 10, 12), tray.move(3, 4), border_radius=14)
        pygame.draw.rect(surface, (88, 58, 34), tray, border_radius=14)
        pygame.draw.rect(surface, (58, 36, 20), tray.inflate(-14, -14), border_radius=10)
        pygame.draw.rect(surface, (118, 80, 48), tray, 2, border_radius=14)
        x_action = self.action_centre(0)[0] - 34
        x_red = self.red_centre(0)[0] - 32
        for x, label in ((tray.x + 18, "Number dice"), (x_action + 10, "Action dice"), (x_red + 8, "Red dice")):
            theme.blit_text(surface, fonts, label, (x, tray.y + 14), 13, (214, 186, 150), "bold")
        for x in (x_action, x_red):
            pygame.draw.line(surface, (110, 74, 44), (x, tray.y + 14), (x, tray.bottom - 14), 2)
        for name, rect in self.tile_rects.items():
            draw_ancestor_tile(surface, fonts, rect, name)
        for name, label in (("offering", "Offering"), ("supply", "Supply")):
            zone = self.z[name]
            pygame.draw.rect(surface, (28, 56, 46), zone, border_radius=10)
            pygame.draw.rect(surface, (62, 100, 84), zone, 1, border_radius=10)
            theme.blit_text(surface, fonts, label, (zone.x + 8, zone.y + 3), 13, (168, 200, 184), "bold")
        theme.draw_panel(surface, self.z["prompt"], theme.PANEL_DARK)
        pyramid = self.z["pyramid"]
        pygame.draw.polygon(surface, (30, 60, 50), [(pyramid.centerx, pyramid.y + 18),
                                                    (pyramid.right, pyramid.bottom),
                                                    (pyramid.x, pyramid.bottom)])
        draw_pyramid(surface, fonts, pyramid)
        return surface.convert() if pygame.display.get_surface() else surface

    # --- animation -------------------------------------------------------------------------------
    def animate_record(self, record: MoveRecord) -> None:
        self._clear_choice()
        self._legal_key = None
        self._idol_key = None
        seed = len(self.match.records)
        for event in record.events:
            data = event.data
            if event.kind == "roll":
                self.animations.add("roll", 0.8, dice=list(range(len(data.get("green", [])))), action=True,
                                    seed=seed)
            elif event.kind in ("play_spell", "use_relic"):
                if event.kind == "play_spell" or event.seat != self.viewer:  # show what was cast, face up
                    self.animations.add("cast", 0.9 if event.seat != self.viewer else 0.5, card=data["card"],
                                        spell=event.kind == "play_spell", who=event.seat)
                result = data.get("result", {})
                if "after" in result and "dice" in result:
                    self.animations.add("roll", 0.6, dice=list(result["dice"]), action=False, seed=seed)
                elif "value" in result and "die" in result:
                    self.animations.add("roll", 0.6, dice=[result["die"]], action=False, seed=seed)
                elif "die" in result:
                    self.animations.add("flash", 0.4, dice=[result["die"]])
                elif "dice" in result:  # guarded dice
                    self.animations.add("flash", 0.4, dice=list(result["dice"]))
                else:
                    self.animations.add("pause", 0.2)
            elif event.kind == "roll_red":
                self.animations.add("red_roll", 0.7, seed=seed)
            elif event.kind == "red_replace":
                self.animations.add("flash", 0.45, dice=[data["die"]])
            elif event.kind == "collect":
                self.animations.add("flash", 0.3, dice=list(data.get("dice", [])))
            elif event.kind == "idol_placed":
                self.animations.add("idol", 0.45, ancestor=data["ancestor"])
            elif event.kind in ("buy_relic", "refresh_offering", "summon_cloud", "upgrade_cloud"):
                self.animations.add("pause", 0.25)
            elif event.kind == "game_over":
                self.animations.add("pause", 0.6)

    def _rolling(self) -> tuple[set[int], bool, bool, float, int]:
        """(number dice tumbling, action dice tumbling, red dice tumbling, progress, seed)."""
        step = self.animations.current
        if step is None:
            return set(), False, False, 1.0, 0
        if step.kind == "roll":
            return set(step.data["dice"]), bool(step.data.get("action")), False, step.progress, step.data["seed"]
        if step.kind == "red_roll":
            return set(), False, True, step.progress, step.data["seed"]
        return set(), False, False, 1.0, 0

    # --- collection plan -------------------------------------------------------------------------
    def _ensure_plan(self, view) -> None:
        """Propose the engine's best split whenever the dice change; the player edits it from there."""
        key = (view.turn_count, view.phase, tuple((d.colour, d.value, d.used) for d in view.dice), view.collected)
        if key == self.plan_key:
            return
        self.plan_key = key
        self.marked = []
        self.plan = self._best_plan(view)

    @staticmethod
    def _best_plan(view) -> list[tuple[str, tuple[int, ...]]]:
        free = [d.index for d in view.dice if not d.used]
        values = [view.dice[i].value for i in free]
        return [(kind, tuple(free[j] for j in idx)) for kind, idx in best_split(values)]

    def _planned(self) -> dict[int, str]:
        return {i: kind for kind, idx in self.plan for i in idx}

    def _assign_row(self, view, kind: str, dice: list[int]) -> None:
        dice = sorted(set(dice))
        if not dice:
            self.app.toast("Pick dice first (click them), then the pyramid row.")
            return
        reward = combo_reward(kind, [view.dice[i].value for i in dice])
        if reward is None:
            values = ", ".join(str(view.dice[i].value) for i in dice)
            need = {"power": "one die showing 4 or more", "pair": "two equal dice",
                    "run": "three or more dice in a row (e.g. 3, 4, 5)", "kind": "three to five equal dice"}[kind]
            self.app.toast(f"{values} is not a {COMBO_WORDS[kind]}: this row takes {need}.", colour=theme.BAD)
            self.app.sounds.play("error")
            return
        self.plan = [(k, idx) for k, idx in self.plan if not set(idx) & set(dice)]
        self.plan.append((kind, tuple(dice)))
        self.marked = []
        self.app.sounds.play("click")

    def _plan_summary(self, plan: list | None = None) -> str:
        view = self.current_view()
        totals: dict[str, int] = {}
        clouds: list[int] = []
        for kind, idx in self.plan if plan is None else plan:
            reward = combo_reward(kind, [view.dice[i].value for i in idx] if all(
                i < len(view.dice) for i in idx) else [])
            if reward is None:
                continue
            res, n = reward
            if res == "cloud":
                clouds.append(n)
            else:
                totals[res] = totals.get(res, 0) + n
        parts = [f"{n} {RESOURCE_TITLES[k]}" for k, n in totals.items()]
        parts += [f"a {n}-point Cloud" for n in clouds]
        return ", ".join(parts) if parts else "nothing"

    # --- cards in Bones --------------------------------------------------------------------------
    def _card_actions(self, legal: list[Action]) -> list[Action]:
        if self.sel_card is None:
            return []
        kind, key = self.sel_card
        if kind == "spell":
            return [a for a in legal if a.kind == "play_spell" and a.args[0] == key]
        return [a for a in legal if a.kind == "use_relic" and a.args[0] == key]

    def _card_effect(self, view) -> tuple[str, int, str]:
        """(effect, amount, power kind) of the selected card."""
        kind, key = self.sel_card
        if kind == "spell":
            card = cards.spells()[key]
            return card.effect, card.amount, "none"
        relic = view.players[self.bottom_seat(view)].relics[key]
        rc = cards.relics()[relic.card]
        effect, amount, _ = rc.side(view.oodoo_side == "shayka")
        return effect, amount, rc.power

    @staticmethod
    def _target(action: Action) -> tuple:
        return tuple(action.args[1]) if action.kind == "play_spell" else tuple(action.args[3])

    @staticmethod
    def _power(action: Action) -> int:
        return action.args[2] if action.kind == "use_relic" else 0

    def _target_label(self, view, effect: str, target: tuple, amount: int) -> str:
        me = view.players[self.bottom_seat(view)]
        dice = view.dice
        if effect == "set_face":
            return f"Make it a {target[1]}"
        if effect in ("nudge", "nudge_guard"):
            v = dice[target[0]].value
            return f"{_sign(target[1])}: {v} → {v + target[1]}"
        if effect == "mirror":
            return f"Copy the {dice[target[0]].value}"
        if effect == "violet_copy":
            return f"Violet {dice[target[0]].value}"
        if effect == "flip_action":
            return f"White {target[0] + 1} → {RESOURCE_TITLES[target[1]]}"
        if effect == "exchange":
            short = {"gold": "Gold", "magick": "Mag", "power": "Pow"}  # two chips share a row
            return f"{short[target[0]]} → {short[target[1]]}"
        if effect == "recharge":
            return f"Recharge {me.relics[target[0]].name}" if target[0] < len(me.relics) else "Recharge"
        if effect == "take_relic":
            card = view.offering[target[0]]
            return cards.relics()[card].name if card else "Relic"
        if effect == "cancel_red":
            return f"Cancel red {view.red_dice[target[0]]}"
        return " ".join(str(x) for x in target) or "Use it"

    def _resolve(self, view, legal: list[Action]) -> tuple[Action | None, list[tuple[str, object, bool]], str]:
        """The selected card's action as far as the player's picks decide it.

        Returns (the action when fully decided, choice chips as (label, value, is_power), what is still
        needed). Dice are picked on the table; faces, amounts and the like through chips.
        """
        cands = self._card_actions(legal)
        if not cands:
            return None, [], "That card cannot be used now."
        effect, amount, power_kind = self._card_effect(view)
        if cands[0].kind == "use_relic":
            dice_opts = sorted({a.args[1] for a in cands})
            if dice_opts != [-1]:
                if self.action_pick in dice_opts:
                    die = self.action_pick
                else:  # spend a blank Action die before one showing a resource
                    die = min(dice_opts, key=lambda a: (view.action_dice[a] != "blank", a))
                cands = [a for a in cands if a.args[1] == die]
        need = ""
        if effect in ("reroll", "guard"):
            want = tuple(sorted(self.marked))
            cands = [a for a in cands if self._target(a) == want]
            if not cands:
                word = "green dice to reroll" if effect == "reroll" else "number dice to protect"
                limit = max((len(self._target(a)) for a in self._card_actions(legal)), default=amount)
                return None, [], f"Click the {word} (up to {limit}), then press Use."
        elif effect in ("set_face", "nudge", "nudge_guard", "mirror"):
            if not self.marked:
                word = "green die" if effect == "set_face" else "number die"
                return None, [], f"Click the {word} to change."
            pos = 1 if effect == "mirror" else 0
            cands = [a for a in cands if self._target(a)[pos] == self.marked[-1]]
            if not cands:
                return None, [], "That die cannot be changed this way: pick another."
        elif effect == "discard_draw":
            hand = view.players[self.bottom_seat(view)].spells or ()
            want = tuple(sorted(hand[i] for i in self.marked_spells if i < len(hand)))
            cands = [a for a in cands if self._target(a) == want]
            need = "Click other Spells to discard them with it, then press Use."
            if not cands:
                return None, [], need
        targets: list[tuple] = []
        labels: dict[str, tuple] = {}
        for a in cands:
            t = self._target(a)
            if t in targets:
                continue
            label = self._target_label(view, effect, t, amount)
            if label in labels:  # two sources with one result (copying either 5): one chip
                continue
            labels[label] = t
            targets.append(t)
        chips: list[tuple[str, object, bool]] = []
        chosen = targets[0] if len(targets) == 1 else (self.target_pick if self.target_pick in targets else None)
        if effect == "exchange" and not need:
            size = amount + (self.power_pick or 0)
            need = f"pick a trade: {size} tokens paid → {size} gained."
        if chosen is None:
            chips = [(label, t, False) for label, t in labels.items()]
            return None, chips, need or "Choose below."
        cands = [a for a in cands if self._target(a) == chosen]
        powers = sorted({self._power(a) for a in cands})
        power = self.power_pick if self.power_pick in powers else powers[0]
        if len(targets) > 1:
            chips = [(label, t, False) for label, t in labels.items()]
        if len(powers) > 1:
            for p in powers:
                if power_kind == "ready":
                    label = f"Keep ready ({p} Power)" if p else "Let it be spent"
                else:
                    label = f"+{p} Power" if p else "No Power"
                chips.append((label, p, True))
        action = next(a for a in cands if self._power(a) == power)
        return action, chips, need

    # --- input -----------------------------------------------------------------------------------
    def _submit_many(self, actions: list[Action]) -> None:
        """Several moves from one click (the Collection): the animations of the first must not block the rest."""
        seat = self.human_to_act()
        if seat is None:
            return
        for action in actions:
            result = self.match.submit(seat, action)
            if not result.ok:
                self.app.toast(result.reason, colour=theme.BAD)
                self.app.sounds.play("error")
                self.reset_selection()
                return

    def _dragging(self) -> bool:
        """A die is held and the mouse has left it (a plain click never counts as a drag)."""
        if self.drag is None:
            return False
        dx, dy = self.hover_pos[0] - self.drag_start[0], self.hover_pos[1] - self.drag_start[1]
        return dx * dx + dy * dy > 100

    def spirit_rect(self, view) -> pygame.Rect:
        """Where the Spirit token lies: on the Spirit Ancestor, or beside its holder's name."""
        if view.spirit_holder is None:
            tile = self.tile_rects["spirit"]
            return pygame.Rect(tile.x + 6, tile.y + 6, 24, 24)
        side = "my" if view.spirit_holder == self.bottom_seat(view) else "opp"
        zone = self.z[f"{side}_tokens"]
        return pygame.Rect(zone.right - 27, zone.y + 3, 22, 22)

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

    def supply_token_centre(self, k: int) -> tuple[int, int]:
        zone = self.z["supply"]
        return zone.x + 22 + k * 54, zone.y + 102

    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_pos = event.pos
        self._sync_prompt(view)
        for button in self.prompt_buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for button in self.prompt_buttons:
                if button.accent and button.enabled:
                    button.on_click()
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            moved = self._dragging()
            dragged, self.drag = self.drag, None
            hit = self._hit(view, event.pos)
            if dragged is None or hit is None or not self.legal() or dragged >= len(view.dice):
                return False
            if hit[0] == "row" and view.phase == "collect":
                dice = self.marked if dragged in self.marked else self.marked + [dragged]
                self._assign_row(view, hit[1], dice)
                return True
            if moved and hit[0] in ("my_relic", "my_spell") and view.phase == "bones":
                if dragged not in self.marked:  # a die dropped on a card: use the card on the marked dice
                    self.marked.append(dragged)
                self._click_bones(view, self.legal(), *hit)
                return True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            if self.sel_card or self.marked or self.offer_pick is not None or self.red_pick is not None:
                self._clear_choice()
                return True
            return False
        if event.button != 1:
            return False
        hit = self._hit(view, event.pos)
        if hit is None:
            if view.phase == "roll" and self.z["tray"].collidepoint(event.pos) and Action("roll") in self.legal():
                self.submit_intent(Action("roll"))  # a click into the empty tray rolls
                return True
            return False
        self._click(view, hit)
        return True

    def _click(self, view, hit: tuple[str, object]) -> None:
        what, key = hit
        legal = self.legal()
        if not legal:
            if what in ("ancestor", "my_relic", "die", "offer", "my_spell"):
                self.app.toast("Wait for your turn." if not self.match.is_over() else "The match is over.")
            return
        phase = view.phase
        if view.pending_discard is not None:
            if what == "my_relic" and Action("discard_relic", (key,)) in legal:
                self.submit_intent(Action("discard_relic", (key,)))
            else:
                self.app.toast("You hold six Relics: click one of yours to discard it.")
            return
        if what == "my_relic" and Action("use_spirit", (key,)) in legal:
            self.submit_intent(Action("use_spirit", (key,)))
            return
        if phase == "ancestor":
            if what == "ancestor":
                if Action("choose_ancestor", (key,)) in legal:
                    self.submit_intent(Action("choose_ancestor", (key,)))
                else:
                    self.app.toast("An Idol already stands there: pick a free Ancestor.", colour=theme.BAD)
            return
        if phase == "resource_choice" and what == "supply":
            self.submit_intent(Action("choose_resource", (key,)))
            return
        if phase == "spell_discard" and what == "my_spell":
            me = view.players[self.bottom_seat(view)]
            if me.spells and key < len(me.spells):
                self.submit_intent(Action("discard_spell", (me.spells[key],)))
            return
        if phase == "merchant_sell" and what == "my_relic":
            self.submit_intent(Action("sell_relic", (key,)))
            return
        if phase == "rain_upgrade" and what == "my_cloud":
            action = next((Action("upgrade_cloud", (i,)) for i in key if Action("upgrade_cloud", (i,)) in legal),
                          None)
            if action is not None:
                self.submit_intent(action)
            else:
                self.app.toast("That Cloud cannot be flipped now (already flipped, new, or not enough Gold).",
                               colour=theme.BAD)
            return
        if phase == "merchant_buy" and what == "offer":
            self.offer_pick = None if self.offer_pick == key else key
            self.app.sounds.play("click")
            return
        if phase == "rain_summon" and what == "pile":
            action = Action("summon_cloud", (key,))
            if action in legal:
                self.submit_intent(action)
            else:
                self.app.toast(f"Not enough Gold for a {key}-point Cloud.", colour=theme.BAD)
            return
        if phase == "roll" and what in ("die", "action"):
            self.submit_intent(Action("roll"))
            return
        if phase in ("bones", "red_reply"):
            self._click_bones(view, legal, what, key)
            return
        if phase == "red_assign":
            self._click_red(view, legal, what, key)
            return
        if phase == "collect":
            self._click_collect(view, what, key)

    def _click_bones(self, view, legal: list[Action], what: str, key) -> None:
        me = view.players[self.bottom_seat(view)]
        if what == "my_spell" and me.spells and key < len(me.spells):
            card_id = me.spells[key]
            if self.sel_card and self.sel_card[0] == "spell" and self.sel_card[1] == "chaac" and card_id != "chaac":
                if key in self.marked_spells:
                    self.marked_spells.remove(key)
                else:
                    self.marked_spells.append(key)
                self.app.sounds.play("click")
                return
            self._select_card(view, legal, ("spell", card_id), cards.spells()[card_id].name)
            return
        if what == "my_relic":
            self._select_card(view, legal, ("relic", key), me.relics[key].name)
            return
        if what == "die" and view.phase == "bones":
            if key in self.marked:
                self.marked.remove(key)
            else:
                self.marked.append(key)
            self.drag, self.drag_start = key, self.hover_pos
            self.target_pick = None
            self.app.sounds.play("click")
            return
        if what == "offer" and self.sel_card and self._card_effect(view)[0] == "take_relic":
            self._pick_chip((key,), False)  # Patron's Gift: the Offering card itself is the choice
            return
        if what == "action" and view.phase == "bones":
            if view.action_used[key]:
                self.app.toast("That Action die is already used.")
                return
            self.action_pick = None if self.action_pick == key else key
            self.app.sounds.play("click")

    def _select_card(self, view, legal: list[Action], sel: tuple[str, object], name: str) -> None:
        if self.sel_card == sel:
            self.sel_card = None
            return
        previous = self.sel_card
        self.sel_card = sel
        self.target_pick = self.power_pick = None
        if previous and previous[1] == "chaac":
            self.marked_spells = []
        if not self._card_actions(legal):
            self.sel_card = None
            self.app.toast(self._why_not(view, sel, name), colour=theme.BAD)
            self.app.sounds.play("error")
            return
        self.app.sounds.play("click")
        action, chips, _need = self._resolve(view, legal)
        # Dice marked first and one way to use the card on them: the click is the move. A card that works
        # without dice waits for its Use button (a Violet Lantern roll cannot be taken back).
        if action is not None and not chips and self.marked and self._works_on_dice(view):
            self.submit_intent(action)

    def _works_on_dice(self, view) -> bool:
        return self._card_effect(view)[0] in ("reroll", "guard", "set_face", "nudge", "nudge_guard", "mirror")

    def _why_not(self, view, sel, name: str) -> str:
        me = view.players[self.bottom_seat(view)]
        if sel[0] == "spell":
            card = cards.spells()[sel[1]]
            if card.timing == "red_reply" and view.phase != "red_reply":
                return f"{name} answers the opponent's red dice; it is played in your Collection."
            if card.timing == "bones" and view.phase == "red_reply":
                return f"{name} is played in the Bones phase."
            if me.magick < card.cost:
                return f"{name} costs {card.cost} Magick; you hold {me.magick}."
            return f"{name} has nothing to work on now."
        relic = me.relics[sel[1]]
        rc = cards.relics()[relic.card]
        if relic.spent:
            return f"{name} is spent: the Spirit Ancestor or the Spirit token recharges it."
        if view.phase != "bones":
            return f"{name} is used in the Bones phase."
        if rc.die != "none":
            want = "any Action die" if rc.die == "any" else f"an Action die showing {RESOURCE_TITLES[rc.die]}"
            return f"{name} needs {want}."
        return f"{name} has nothing to work on now."

    def _click_red(self, view, legal: list[Action], what: str, key) -> None:
        if what == "red":
            if view.red_used[key]:
                return
            self.red_pick = None if self.red_pick == key else key
            self.app.sounds.play("click")
            return
        if what == "die":
            options = [a for a in legal if a.kind == "red_replace" and a.args[1] == key]
            if self.red_pick is not None:
                options = [a for a in options if a.args[0] == self.red_pick]
            if options:
                self.submit_intent(options[0])
            else:
                self.app.toast("No red die beats that die (a red die must show more).", colour=theme.BAD)

    def _click_collect(self, view, what: str, key) -> None:
        if what == "die":
            if view.dice[key].used:
                return
            planned = self._planned()
            if key in planned:  # lift its group back into the tray
                self.plan = [(k, idx) for k, idx in self.plan if key not in idx]
            if key in self.marked:
                self.marked.remove(key)
            else:
                self.marked.append(key)
            self.drag, self.drag_start = key, self.hover_pos
            self.app.sounds.play("click")
            return
        if what == "plan_die":
            self.plan = [(k, idx) for k, idx in self.plan if key not in idx]
            self.app.sounds.play("click")
            return
        if what == "row":
            self._assign_row(view, key, self.marked)

    # --- prompt panel ---------------------------------------------------------------------------
    def _prompt(self, view) -> tuple[str, list[tuple[str, object, bool, bool]]]:
        """(what the player is asked, buttons as (label, callback, accent, enabled))."""
        legal = self.legal()
        names = view.seat_names
        self._button_actions = {}
        if view.over:
            pts = [p.cloud_points for p in view.players]
            if len(view.winners) == 1:
                w = view.winners[0]
                return (f"{names[w]} wins with {pts[w]} Cloud points to {pts[1 - w]} "
                        f"(target {view.target})."), []
            return f"A shared win: both hold {pts[0]} Cloud points.", []
        if not legal:
            seat = view.acting_seat
            who = names[seat] if seat is not None else ""
            text = view.pending
            if seat is not None and self.match.seats[seat] != "human":
                rest = view.pending.replace(f"{who} ", "", 1)
                text = f"{who} is deciding. {rest[:1].upper()}{rest[1:]}"
            return text, []
        buttons: list[tuple[str, object, bool, bool]] = []

        def act(label: str, action: Action, accent: bool = False) -> None:
            self._button_actions[label] = action
            buttons.append((label, lambda a=action: self.submit_intent(a), accent, action in legal))

        phase = view.phase
        spirit = any(a.kind == "use_spirit" for a in legal)
        spirit_note = "\nYou hold the Spirit token: click a spent Relic to recharge it." if spirit else ""
        me = view.players[self.bottom_seat(view)]
        if view.pending_discard is not None:
            return "You hold six Relics: click one of your Relics to discard it.", []
        if phase == "ancestor":
            return ("Place an Idol: click a free Ancestor. Hover a tile to read its Favour and Blessing."
                    + spirit_note), []
        if phase == "resource_choice":
            for res in RESOURCES:
                act(f"{GLYPHS[res]} {RESOURCE_TITLES[res]}", Action("choose_resource", (res,)))
            return "Favour of the Resource Ancestor: choose the resource. Both players gain 2 of it.", buttons
        if phase == "spell_discard":
            act("Keep the rest", Action("done_discarding"), True)
            return ("Favour: click Spells in your hand to discard them. Then each player with 2 Spells or "
                    "fewer draws up to 3."), buttons
        if phase == "merchant_sell":
            act("Done selling", Action("done_selling"), True)
            return "Favour: click your Relics to sacrifice them for their value in Gold.", buttons
        if phase == "rain_upgrade":
            act("Done flipping", Action("done_upgrading"), True)
            if not any(a.kind == "upgrade_cloud" for a in legal):
                return ("Favour of the Rain: you have no Cloud you can flip now (or not enough Gold). "
                        "Press Done; the Blessing follows."), buttons
            return ("Favour: click your Clouds to flip them (3→4 costs 2 Gold, 5→6 and 7→9 cost 1). "
                    "Clouds gained this turn cannot flip."), buttons
        if phase == "merchant_buy":
            if self.offer_pick is not None and self.offer_pick < len(view.offering) and view.offering[self.offer_pick]:
                card = cards.relics()[view.offering[self.offer_pick]]
                act(f"Buy ({card.cost} Gold)", Action("buy_relic", (self.offer_pick,)), True)
                act("Replace it (1 Gold)", Action("refresh_offering", (self.offer_pick,)))
            act("Pass", Action("pass_blessing"))
            note = "" if not view.offering_refreshed else " (you already replaced one)"
            return (f"Merchant's Blessing: click an Offering Relic to buy it or replace it{note}. "
                    f"You hold {me.gold} Gold."), buttons
        if phase == "rain_summon":
            for pts, cost in ((3, 5), (5, 8), (7, 11)):
                act(f"{pts}-point Cloud ({cost} Gold)", Action("summon_cloud", (pts,)))
            act("Pass", Action("pass_blessing"))
            return f"Rain's Blessing: summon a Cloud with Gold (you hold {me.gold}).", buttons
        if phase == "roll":
            act("Roll the dice", Action("roll"), True)
            return "Bones: roll five green dice and the two white Action dice." + spirit_note, buttons
        if phase == "red_roll":
            act("Roll red dice", Action("roll_red"), True)
            act("Leave them", Action("skip_red"))
            if view.shayka == "own":  # the Shayka variant: the red dice help their own roller
                return ("Shayka: you may roll the two red dice; each one that beats one of your dice may "
                        "replace it."), buttons
            return (f"{names[view.turn_seat]} has ended Bones. Attack: roll the two red dice; each one that "
                    "beats a die of theirs may replace it."), buttons
        if phase == "red_assign":
            act("Done with red dice", Action("red_done"))
            pick = "" if self.red_pick is None else f" (red {view.red_dice[self.red_pick]} picked)"
            owner = "your" if view.turn_seat == view.viewer else f"{names[view.turn_seat]}'s"
            return (f"Click one of {owner} lit dice to replace it with a red die{pick}; "
                    "click a red die first to choose which."), buttons
        if phase == "collect":
            self._ensure_plan(view)
            actions = [Action("collect", (k, idx)) for k, idx in self.plan] + [Action("finish_collection")]
            buttons.append(("Collect & end turn", lambda a=actions: self._submit_many(a), True, True))
            buttons.append(("Best split", self._reset_plan, False, True))
            buttons.append(("Clear the pyramid", self._clear_plan, False, bool(self.plan)))
            return (f"Collection: the pyramid shows the best split; click or drag dice onto rows to change it. "
                    f"You will gain {self._plan_summary()}."), buttons
        if phase in ("bones", "red_reply"):
            return self._prompt_cards(view, legal, buttons, spirit_note)
        return view.pending, buttons

    def _prompt_cards(self, view, legal, buttons, spirit_note: str):
        me = view.players[self.bottom_seat(view)]
        end = Action("end_bones") if view.phase == "bones" else Action("no_reply")
        if self.sel_card is not None and self._card_actions(legal):
            kind, key = self.sel_card
            name = cards.spells()[key].name if kind == "spell" else me.relics[key].name
            action, chips, need = self._resolve(view, legal)
            for label, value, is_power in chips:
                chosen = (self.power_pick == value) if is_power else (self.target_pick == value)
                buttons.append((("● " if chosen else "") + label,
                                lambda v=value, p=is_power: self._pick_chip(v, p), False, True))
            verb = "Cast" if kind == "spell" else "Use"
            buttons.append((f"{verb} {name}", lambda a=action: a is not None and self.submit_intent(a), True,
                            action is not None))
            buttons.append(("Cancel", self._clear_choice, False, True))
            ready = "ready: press " + ("Cast." if kind == "spell" else "Use.")
            if action is not None and self._power(action):
                ready = f"ready, spending {self._power(action)} Power: press Use."
            text = f"{name}: {need or ready}"
            if action is not None and action.kind == "use_relic" and action.args[1] >= 0:
                face = RESOURCE_TITLES.get(view.action_dice[action.args[1]], "blank")
                others = {a.args[1] for a in self._card_actions(legal)}
                text += f" It takes the {face} Action die" + (
                    " (click the other white die to use that one)." if len(others) > 1 else ".")
            return text, buttons
        self._button_actions["Do not answer" if view.phase == "red_reply" else "End Bones"] = end
        if view.phase == "red_reply":
            buttons.append(("Do not answer", lambda a=end: self.submit_intent(a), True, True))
            red = ", ".join(str(v) for v in view.red_dice)
            return (f"The opponent rolled red {red} at your dice. Click a Spell that answers red dice, "
                    "or let them be."), buttons
        buttons.append(("End Bones", lambda a=end: self.submit_intent(a), True, True))
        if self.marked:
            buttons.append(("Clear marked dice", self._clear_marks, False, True))
        marked = f" {len(self.marked)} dice marked." if self.marked else ""
        worth = self._plan_summary(self._best_plan(view))
        return ("Bones: click green dice to mark them, then a Relic or Spell to use on them, or drag a die "
                f"onto the card. Hover a card to read it.{marked} Now worth: {worth}." + spirit_note), buttons

    def _pick_chip(self, value, is_power: bool) -> None:
        if is_power:
            self.power_pick = value
        else:
            self.target_pick = value
        view = self.current_view()
        action, chips, _need = self._resolve(view, self.legal())
        if action is not None and not any(p for _l, _v, p in chips):
            self.submit_intent(action)  # nothing left to choose: a chip is the move itself

    def _clear_marks(self) -> None:
        self.marked = []

    def _reset_plan(self) -> None:
        self.plan = self._best_plan(self.current_view())
        self.marked = []

    def _clear_plan(self) -> None:
        self.plan = []
        self.marked = []

    def _sync_prompt(self, view) -> str:
        text, specs = self._prompt(view)
        zone = self.z["prompt"]
        lines = theme.wrap_text(self.app.fonts, text, 15, zone.w - 24)
        top = zone.y + 52 + 19 * len(lines) + 8
        bottom = zone.bottom - 66  # room for the phase track and the final-round banner
        two_columns = len(specs) * 40 > bottom - top
        if two_columns:  # many choices (an exchange with Power): two narrow columns
            rows = (bottom - top) // 36
            specs = specs[: max(0, 2 * rows)]
        sig = (tuple(label for label, *_ in specs), top)
        if sig != self._prompt_sig:
            self._prompt_sig = sig
            self.prompt_buttons = []
            for i, (label, _cb, accent, _enabled) in enumerate(specs):
                if two_columns:
                    w = (zone.w - 26) // 2
                    rect = pygame.Rect(zone.x + 10 + (i % 2) * (w + 6), top + (i // 2) * 36, w, 30)
                else:
                    rect = pygame.Rect(zone.x + 10, top + i * 40, zone.w - 20, 34)
                button = Button(rect, label, lambda: None, font_size=12 if two_columns else 15, accent=accent)
                button.hovered = rect.collidepoint(self.hover_pos)
                self.prompt_buttons.append(button)
        for button, (_label, callback, accent, enabled) in zip(self.prompt_buttons, specs, strict=True):
            button.on_click, button.accent, button.enabled = callback, accent, enabled
        self._prompt_lines = lines
        return text

    # --- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view) -> None:
        surface.blit(self.static, (0, 0))
        legal = self.legal()
        show = self.app.settings.show_hints
        if view.phase == "collect":
            self._ensure_plan(view)
        self._draw_ancestors(surface, view, legal, show)
        self._draw_offering(surface, view, legal, show)
        self._draw_supply(surface, view, legal, show)
        bottom = self.bottom_seat(view)
        self._draw_player(surface, view, view.players[1 - bottom], "opp", legal, show)
        self._draw_player(surface, view, view.players[bottom], "my", legal, show)
        self._draw_tray(surface, view, legal, show)
        self._draw_pyramid_dice(surface, view, legal, show)
        self._draw_prompt(surface, view)
        if self._dragging() and self.drag < len(view.dice) and legal:
            die = view.dice[self.drag]
            draw_die(surface, self.hover_pos, DIE, die.value, die.colour, fonts=self.app.fonts,
                     highlight=theme.HIGHLIGHT)
        self._draw_cast(surface, view)
        self._draw_hover(surface, view)

    def _draw_cast(self, surface, view) -> None:
        """A card just played, shown large over the tray for a moment (Spells leave the hand face up)."""
        step = self.animations.current
        if step is None or step.kind != "cast":
            return
        card = step.data["card"]
        face = spell_face(card) if step.data["spell"] else relic_face(card, view.oodoo_side == "shayka")
        tray = self.z["tray"]
        who = step.data.get("who")
        rise = int(30 * (1 - ease_out(min(1.0, step.progress * 3))))
        anchor = (tray.x + 230, tray.centery - 20 + rise)
        draw_card_zoom(surface, self.app.fonts, face, anchor)
        if who is not None:  # a pill above the card (the zoom's height follows its text, as in draw_card_zoom)
            lines = theme.wrap_text(self.app.fonts, face.text, 17, 272)
            top = anchor[1] - (110 + 23 * len(lines) + (24 if face.tags else 0)) // 2
            verb = "casts" if step.data["spell"] else "uses"
            image = self.app.fonts.render(f"{view.seat_names[who]} {verb}", 16, theme.TEXT_DARK, "bold")
            pill = image.get_rect(bottomleft=(anchor[0] + 30, top - 4)).inflate(16, 6)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=8)
            surface.blit(image, image.get_rect(center=pill.center))

    def _card(self, surface, rect: pygame.Rect, kind: str, card_id: str = "", spent: bool = False,
              selected: bool = False, dim: bool = False, shayka: bool = False) -> pygame.Rect:
        """A card at table size from the cache; `spent` turns it 90° as the rules say."""
        key = (kind, card_id, rect.size, shayka, spent, dim)
        image = self._cards.get(key)
        if image is None:
            if kind == "relic":
                face, need = relic_face(card_id, shayka), cards.relics()[card_id].die
            elif kind == "spell":
                face, need = spell_face(card_id), ""
            else:
                face, need = None, ""
            image = small_card_surface(self.app.fonts, rect.size, face, need)
            if dim:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=7)
                image.blit(shade, (0, 0))
            if spent:
                image = pygame.transform.rotate(image, -90)
            if pygame.display.get_surface():
                image = image.convert_alpha()
            self._cards[key] = image
        target = image.get_rect(center=rect.center)
        pygame.draw.rect(surface, (12, 14, 14), target.move(2, 3), border_radius=7)
        surface.blit(image, target)
        if selected:
            pygame.draw.rect(surface, theme.HIGHLIGHT, target.inflate(6, 6), 3, border_radius=9)
        return target

    def _sprite(self, key: tuple, size: tuple[int, int], paint) -> pygame.Surface:
        """A small drawing (Cloud, token) rendered once and reused: `paint(surface, centre)` draws it."""
        image = self._cards.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            paint(image, (size[0] // 2, size[1] // 2))
            if pygame.display.get_surface():
                image = image.convert_alpha()
            self._cards[key] = image
        return image

    def _cloud(self, surface, centre, value: int, upgraded: bool = False, scale: float = 1.0, dim: bool = False,
               highlight=None) -> None:
        image = self._sprite(("cloud", value, upgraded, scale, dim), (int(64 * scale), int(52 * scale)),
                             lambda s, c: draw_cloud(s, self.app.fonts, c, value, upgraded, scale, dim))
        surface.blit(image, image.get_rect(center=centre))
        if highlight:
            rect = pygame.Rect(0, 0, int(44 * scale), int(34 * scale))
            rect.center = centre
            pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 3, border_radius=10)

    def _token(self, surface, kind: str, centre, radius: int) -> None:
        image = self._sprite(("token", kind, radius), (2 * radius + 8, 2 * radius + 8),
                             lambda s, c: draw_token(s, self.app.fonts, kind, (c[0] - 1, c[1] - 1), radius))
        surface.blit(image, image.get_rect(center=centre))

    def _glow(self, surface, rect: pygame.Rect, colour=theme.HIGHLIGHT, radius: int = 10) -> None:
        pygame.draw.rect(surface, colour, rect.inflate(8, 8), 2 + int(2 * self.pulse()), border_radius=radius)

    def _hint_ring(self, surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (90, 210, 235), rect.inflate(12, 12), 3 + int(2 * self.pulse(6)), border_radius=12)

    def _draw_ancestors(self, surface, view, legal, show: bool) -> None:
        fonts = self.app.fonts
        choosing = view.phase == "ancestor" and bool(legal)
        step = self.animations.current
        dropping = step.data.get("ancestor") if step is not None and step.kind == "idol" else None
        owners = self.idol_owners()  # each Idol in its player's colour
        for name, rect in self.tile_rects.items():
            free = name in view.free_ancestors
            if not free and name != view.ancestor:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=10)
                surface.blit(shade, rect)
            if name in view.idols:
                y = rect.y + 46
                if name == dropping:
                    y = rect.y + 46 - int(50 * (1 - ease_out(step.progress)))
                owner = owners.get(name)
                tint = (214, 196, 160) if owner is None else tuple(
                    min(255, int(c * 0.55 + 110)) for c in self.seat_colour(owner))
                draw_idol(surface, (rect.centerx, y), 1.15, tint)
                order = view.idols.index(name) + 1
                theme.blit_text(surface, fonts, str(order), (rect.right - 12, rect.y + 10), 13, theme.TEXT_DIM,
                                "bold", "center")
            if name == view.ancestor and not view.over:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=11)
            if choosing and free and show:
                self._glow(surface, rect)
            if self.hint is not None and self.hint.kind == "choose_ancestor" and self.hint.args[0] == name:
                self._hint_ring(surface, rect)
        if view.spirit_holder is None:
            rect = self.tile_rects["spirit"]
            draw_spirit_token(surface, fonts, (rect.x + 18, rect.y + 18), 12)

    def _draw_offering(self, surface, view, legal, show: bool) -> None:
        fonts = self.app.fonts
        zone = self.z["offering"]
        deck = pygame.Rect(zone.x + 8, zone.y + 26, 66, 92)
        if view.relic_deck_count:
            self._card(surface, deck, "back")
        else:
            pygame.draw.rect(surface, (62, 100, 84), deck, 1, border_radius=8)
        theme.blit_text(surface, fonts, f"{view.relic_deck_count} left", (deck.centerx, deck.bottom - 14), 12,
                        theme.TEXT, "bold", "center")
        buying = view.phase == "merchant_buy" and bool(legal)
        taking = {self._target(a)[0] for a in self._card_actions(legal)
                  if self.sel_card and self._card_effect(view)[0] == "take_relic"} if self.sel_card else set()
        for slot, card in enumerate(view.offering):
            rect = self.offer_rect(slot)
            if card is None:
                pygame.draw.rect(surface, (62, 100, 84), rect, 1, border_radius=8)
                continue
            affordable = Action("buy_relic", (slot,)) in legal
            self._card(surface, rect, "relic", card, selected=self.offer_pick == slot,
                       dim=buying and not affordable and Action("refresh_offering", (slot,)) not in legal,
                       shayka=view.oodoo_side == "shayka")
            if show and ((buying and self.offer_pick is None and affordable) or slot in taking):
                self._glow(surface, rect)
            if self.hint is not None and self.hint.kind in ("buy_relic", "refresh_offering") and \
                    self.hint.args[0] == slot:
                self._hint_ring(surface, rect)

    def _draw_supply(self, surface, view, legal, show: bool) -> None:
        fonts = self.app.fonts
        summoning = view.phase == "rain_summon" and bool(legal)
        for pts in (3, 5, 7):
            x, y = self.pile_centre(pts)
            left = view.cloud_piles.get(pts, 0)
            for k in range(min(3, left)):  # a little stack
                self._cloud(surface, (x, y - 2 * k), pts, dim=k < min(3, left) - 1)
            if not left:
                self._cloud(surface, (x, y), pts, dim=True)
            theme.blit_text(surface, fonts, f"×{left}", (x, y + 22), 12, theme.TEXT_DIM, "bold", "midtop")
            if summoning and show and Action("summon_cloud", (pts,)) in legal:
                self._glow(surface, pygame.Rect(x - 24, y - 20, 48, 42), radius=12)
        choosing = view.phase == "resource_choice" and bool(legal)
        for k, res in enumerate(RESOURCES):
            x, y = self.supply_token_centre(k)
            self._token(surface, res, (x, y), 11)
            theme.blit_text(surface, fonts, str(view.supply.get(res, 0)), (x + 15, y), 14, theme.TEXT, "bold",
                            "midleft")
            if choosing and show:
                self._glow(surface, pygame.Rect(x - 14, y - 14, 44, 28))

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
            image = fonts.render("1st", 11, theme.TEXT_DARK, "bold")
            pill = image.get_rect(midleft=(name_rect.right + 8, name_rect.centery)).inflate(8, 2)
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
                theme.blit_text(surface, fonts, f"×{len(idx)}", (centre[0] + 8, centre[1] + 10), 12,
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
        theme.blit_text(surface, fonts, f"deck {view.spell_deck_count}", (zone.right - 8, zone.y + 3), 12,
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
            self._card(surface, rect, "spell", card_id, selected=selected,
                       dim=bool(legal) and view.phase in ("bones", "red_reply") and card_id not in playable)
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
                theme.blit_text(surface, fonts, "safe", (rect.centerx, rect.bottom + 4), 11,
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
            theme.blit_text(surface, fonts, RESOURCE_TITLES.get(shown, "blank"), (x, y + 28), 11,
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

    def _action_die(self, surface, centre, size: int, face: str, angle: float = 0.0, highlight=None,
                    outline: bool = False) -> None:
        """A white Action die with its resource glyph in the resource's colour (blank faces stay blank)."""
        rect = draw_die(surface, centre, size, None, "white", angle, highlight=highlight)
        if outline:  # lying on a cream card, a white die needs a dark edge to be seen
            pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=max(3, size // 6))
        if face in GLYPHS and not angle:
            colour = TOKEN_COLOURS[face][1]
            theme.blit_text(surface, self.app.fonts, GLYPHS[face], rect.center, int(size * 0.55), colour, "bold",
                            "center")

    def _plan_die_rect(self, kind: str, group: int, j: int) -> pygame.Rect:
        row = self.rows[kind]
        x = row.x + 10
        for i, (k, idx) in enumerate(self.plan):
            if i == group:
                break
            if k == kind:
                x += len(idx) * (PLAN_DIE + 3) + 8
        x += j * (PLAN_DIE + 3)
        return pygame.Rect(x, row.y + 32, PLAN_DIE, PLAN_DIE)

    def _draw_pyramid_dice(self, surface, view, legal, show: bool) -> None:
        fonts = self.app.fonts
        collecting = view.phase == "collect"
        if not collecting:
            return
        # dice already exchanged (the AI's, or earlier this Collection), dimmed at the row's right end
        done: dict[str, int] = {}
        for kind, idx in view.collected:
            row = self.rows[kind]
            for die in idx:
                if die >= len(view.dice):
                    continue
                x = row.right - 16 - done.get(kind, 0) * (PLAN_DIE - 6)
                done[kind] = done.get(kind, 0) + 1
                draw_die(surface, (x, row.y + 42), PLAN_DIE - 4, view.dice[die].value, view.dice[die].colour,
                         fonts=fonts, dim=True)
        mine = bool(legal)
        for g, (kind, idx) in enumerate(self.plan if mine else []):
            for j, die in enumerate(idx):
                if die >= len(view.dice):
                    continue
                rect = self._plan_die_rect(kind, g, j)
                draw_die(surface, rect.center, PLAN_DIE, view.dice[die].value, view.dice[die].colour, fonts=fonts,
                         highlight=theme.HIGHLIGHT if mine and show and self.pulse() > 0.5 else None)
        if mine and self.marked and show:
            values = [view.dice[i].value for i in self.marked if i < len(view.dice)]
            for kind, rect in self.rows.items():
                if combo_reward(kind, values) is not None:
                    self._glow(surface, rect, radius=8)

    def _draw_prompt(self, surface, view) -> None:
        fonts = self.app.fonts
        zone = self.z["prompt"]
        self._sync_prompt(view)
        mine = bool(self.legal())
        if mine:  # the panel itself is in the static layer; its edge lights up when the player must act
            pygame.draw.rect(surface, theme.ACCENT, zone, 2, border_radius=10)
        title = PHASE_TITLES.get(view.phase, view.phase)
        size = 16
        while size > 11 and fonts.get(size, "bold").size(title)[0] > zone.w - 22:
            size -= 1
        theme.blit_text(surface, fonts, title, (zone.x + 12, zone.y + 10), size, theme.ACCENT, "bold")
        who = view.seat_names[view.turn_seat]
        theme.blit_text(surface, fonts, f"Turn {view.turn_count + 1} · {who}'s turn", (zone.x + 12, zone.y + 32),
                        13, theme.TEXT_DIM)
        y = zone.y + 52
        for line in self._prompt_lines:
            theme.blit_text(surface, fonts, line, (zone.x + 12, y), 15, theme.TEXT if mine else theme.TEXT_DIM)
            y += 19
        for button in self.prompt_buttons:
            button.draw(surface, fonts)
            hinted = self._button_actions.get(button.text)
            if self.hint is not None and hinted == self.hint:
                pygame.draw.rect(surface, (90, 210, 235), button.rect.inflate(8, 8), 3 + int(2 * self.pulse(6)),
                                 border_radius=10)
        self._draw_phase_track(surface, view, zone)
        if view.final_round and not view.over:
            banner = pygame.Rect(zone.x + 8, zone.bottom - 30, zone.w - 16, 24)
            pygame.draw.rect(surface, (120, 40, 36), banner, border_radius=6)
            theme.blit_text(surface, fonts, "FINAL ROUND", banner.center, 14, theme.TEXT, "bold", "center")

    def _draw_phase_track(self, surface, view, zone: pygame.Rect) -> None:
        """The three phases of a turn, the current one lit: where in the turn the table is."""
        phase = view.phase
        current = 0 if phase in ("ancestor", "resource_choice", "spell_discard", "merchant_sell", "rain_upgrade",
                                 "merchant_buy", "rain_summon") else 1 if phase in ("roll", "bones") else 2
        if view.over:
            current = -1
        y = zone.bottom - 58
        x = zone.x + 10
        for i, (name, w) in enumerate((("Ancestors", 58), ("Bones", 42), ("Collection", 62))):
            rect = pygame.Rect(x, y, w - 3, 22)
            x += w
            lit = i == current
            pygame.draw.rect(surface, theme.ACCENT_DARK if lit else theme.BUTTON_DISABLED, rect, border_radius=6)
            theme.blit_text(surface, self.app.fonts, name, rect.center, 10, theme.TEXT_DARK if lit else theme.TEXT_DIM,
                            "bold", "center")

    def _hover_face(self, view):
        hit = self._hit(view, self.hover_pos)
        if hit is None:
            return None
        what, key = hit
        bottom = self.bottom_seat(view)
        if what == "ancestor":
            return ancestor_face(key)
        if what == "offer" and view.offering[key]:
            return relic_face(view.offering[key], view.oodoo_side == "shayka")
        if what in ("my_relic", "opp_relic"):
            player = view.players[bottom if what == "my_relic" else 1 - bottom]
            relic = player.relics[key]
            return relic_face(relic.card, relic.side == "shayka")
        if what == "my_spell":
            spells = view.players[bottom].spells
            if spells and key < len(spells):
                return spell_face(spells[key])
        return None

    def _draw_hover(self, surface, view) -> None:
        if self.drag is not None or not pygame.Rect(0, 0, 1000, 720).collidepoint(self.hover_pos):
            return
        face = self._hover_face(view)
        x, y = self.hover_pos
        if face is not None:
            anchor = (x, y) if x < 640 else (x - 340, y)
            draw_card_zoom(surface, self.app.fonts, face, anchor)
            return
        tip = self._tooltip(view)
        if tip:
            fonts = self.app.fonts
            lines = theme.wrap_text(fonts, tip, 14, 260)
            rect = pygame.Rect(x + 16, y + 14, 276, 12 + 18 * len(lines))
            rect.clamp_ip(pygame.Rect(0, 0, 1000, 720))
            theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
            for i, line in enumerate(lines):
                theme.blit_text(surface, fonts, line, (rect.x + 8, rect.y + 6 + 18 * i), 14, theme.TEXT)

    def _tooltip(self, view) -> str:
        """A line about the thing under the mouse that is not a card."""
        hit = self._hit(view, self.hover_pos)
        if hit is None:
            return ""
        what, key = hit
        if what == "action":
            face = view.action_dice[key]
            if face in RESOURCE_TITLES:
                return (f"Action die showing {RESOURCE_TITLES[face]}: place it on a Relic that takes it. Left "
                        f"unused, it gives 1 {RESOURCE_TITLES[face]} at the end of the turn.")
            return "Blank Action die: only Relics that take any Action die can use it."
        if what == "red":
            return f"Red die {view.red_dice[key]}: it may replace a die showing less (guarded dice are safe)."
        if what == "pile":
            cost = {3: 5, 5: 8, 7: 11}[key]
            return (f"{key}-point Clouds, {view.cloud_piles.get(key, 0)} left. Summon one for {cost} Gold at the "
                    f"Rain's Blessing, or roll {(3, 4, 5)[(3, 5, 7).index(key)]} dice alike.")
        if what == "supply":
            return f"{RESOURCE_TITLES[key]} left in the supply: {view.supply.get(key, 0)}."
        if what == "row":
            for kind, title, reward in PYRAMID_ROWS:
                if kind == key:
                    return f"{title} → {reward}. In your Collection, click dice and then this row (or drag them)."
        if what == "spirit":
            holder = view.spirit_holder
            where = "on the Spirit Ancestor" if holder is None else f"held by {view.seat_names[holder]}"
            return (f"The Spirit token, {where}. Its holder may spend it during their turn to recharge one "
                    "spent Relic (click the spent Relic).")
        if what == "relic_deck":
            return (f"The Relic deck: {view.relic_deck_count} cards. The Merchant's Blessing deals from it into "
                    "the Offering.")
        if what == "opp_spell":
            n = view.players[1 - self.bottom_seat(view)].spell_count
            return f"A hidden hand of {n} Spell{'s' if n != 1 else ''}. Spells are seen only when cast."
        if what == "die":
            die = view.dice[key]
            extra = " It is safe from red dice." if die.guarded else ""
            kind = {"green": "Green", "violet": "Violet (never rerolled)", "red": "Red"}.get(die.colour, "")
            return f"{kind} die showing {die.value}.{extra}"
        return ""

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        # Cloud points go on their own line: AI seat labels are too long to share a row with them.
        self.draw_seat_list(surface, rect)
        points = " · ".join(f"{p.name} {p.cloud_points}" for p in view.players)
        if view.final_round and not view.over:
            note, colour = f"FINAL ROUND  ☁ {points} / {view.target}", theme.BAD
        else:
            note, colour = f"☁ {points}  (first to {view.target})", theme.TEXT_DIM
        theme.blit_text(surface, self.app.fonts, note, (rect.x + 16, rect.y + 92), 14, colour, "bold")


SCENE = KonjaScene
