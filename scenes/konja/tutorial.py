"""Where the Konja lesson clicks and points: the remaining clicks that make an action from the table's
current picks (marked dice, selected card, chips), and the named spots the lesson script lights up."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.layout import ACTION_DIE, DIE, RED_DIE, RESOURCES

# the prompt panel's phase track (see PromptPanel._draw_phase_track): name, width
PHASE_TRACK = (("ancestors", 58), ("bones", 42), ("collection", 62))
DICE_EFFECTS = ("reroll", "guard", "set_face", "nudge", "nudge_guard", "mirror")


def _around(centre: tuple[int, int], size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    return rect


class TableTutorial:
    """Mixed into the Konja scene: the `tutorial_clicks` and `tutorial_spot` hooks of TableScene."""

    # --- where the pieces are ------------------------------------------------------------------
    def _die_rect(self, i: int) -> pygame.Rect:
        return _around(self.die_centre(i), DIE)

    def _action_rect(self, a: int) -> pygame.Rect:
        return _around(self.action_centre(a), ACTION_DIE)

    def _red_rect(self, r: int) -> pygame.Rect:
        return _around(self.red_centre(r), RED_DIE)

    def _pile_rect(self, points: int) -> pygame.Rect:
        x, y = self.pile_centre(points)
        return pygame.Rect(x - 24, y - 20, 48, 48)

    def _cloud_rects(self, view, side: str) -> list[tuple[tuple[int, ...], pygame.Rect]]:
        player = view.players[self.bottom_seat(view) if side == "my" else 1 - self.bottom_seat(view)]
        groups = self.cloud_groups(player)
        out = []
        for g, (_value, _flipped, idx) in enumerate(groups):
            out.append((tuple(idx), _around(self.cloud_centre(side, g, len(groups)), 30)))
        return out

    def _phase_rects(self) -> dict[str, pygame.Rect]:
        zone = self.z["prompt"]
        x, out = zone.x + 10, {}
        for name, w in PHASE_TRACK:
            out[name] = pygame.Rect(x, zone.bottom - 58, w - 3, 22)
            x += w
        return out

    def _prompt_button(self, view, label: str = "", action: Action | None = None) -> pygame.Rect | None:
        """The prompt panel's button with this text (a leading "● " ignored) or for this action."""
        self._sync_prompt(view)
        for button in self.prompt_buttons:
            text = button.text.removeprefix("● ")
            if (label and text == label) or (action is not None and self._button_actions.get(text) == action):
                return pygame.Rect(button.rect)
        return None

    # --- the clicks that make an action --------------------------------------------------------
    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        """Where another seat's move shows on the shared part of the table: the Ancestor asked, the Cloud
        pile summoned from, the Offering card bought or replaced (dice and own cards keep the panel caption)."""
        kind, args = action.kind, action.args
        try:
            if kind == "choose_ancestor":
                return self.tile_rects.get(args[0])
            if kind == "summon_cloud":
                return self._pile_rect(args[0])
            if kind in ("buy_relic", "refresh_offering"):
                return self.offer_rect(args[0])
        except (IndexError, KeyError, TypeError, ValueError):
            return None
        return None

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        kind, args = action.kind, action.args
        me = view.players[self.bottom_seat(view)]
        clicks: list[pygame.Rect | None]
        if kind == "choose_ancestor":
            clicks = [self.tile_rects.get(args[0])]
        elif kind in ("sell_relic", "use_spirit", "discard_relic"):
            clicks = [self.relic_rect("my", args[0])]
        elif kind == "discard_spell":
            hand = list(me.spells or ())
            clicks = [self.spell_rect("my", hand.index(args[0]), len(hand))] if args[0] in hand else []
        elif kind == "upgrade_cloud":
            clicks = [rect for idx, rect in self._cloud_rects(view, "my") if args[0] in idx][:1]
        elif kind == "summon_cloud":
            clicks = [self._pile_rect(args[0])]
        elif kind in ("buy_relic", "refresh_offering"):
            if self.offer_pick != args[0]:
                clicks = [self.offer_rect(args[0])]  # its Buy / Replace buttons appear after this click
            else:
                clicks = [self._prompt_button(view, action=action)]
        elif kind == "red_replace":
            clicks = [] if self.red_pick == args[0] else [self._red_rect(args[0])]
            clicks.append(self._die_rect(args[1]))
        elif kind in ("use_relic", "play_spell"):
            clicks = self._card_clicks(action, view)
        elif kind in ("collect", "finish_collection"):
            clicks = self._collect_clicks(action, view)
        else:  # roll, end_bones, the red dice buttons, the Done / Pass buttons, finish_collection
            clicks = [self._prompt_button(view, action=action)]
        return [rect for rect in clicks if rect is not None]

    def _card_clicks(self, action: Action, view) -> list[pygame.Rect | None]:
        """Mark the dice the card works on, pick the Action die, click the card, then its chips and button."""
        me = view.players[self.bottom_seat(view)]
        if action.kind == "play_spell":
            card_id, target, power, die = action.args[0], tuple(action.args[1]), 0, -1
            sel = ("spell", card_id)
            effect = cards.spells()[card_id].effect
            hand = list(me.spells or ())
            card_rect = self.spell_rect("my", hand.index(card_id), len(hand)) if card_id in hand else None
        else:
            slot, die, power, target = action.args[0], action.args[1], action.args[2], tuple(action.args[3])
            sel = ("relic", slot)
            effect = cards.relics()[me.relics[slot].card].side(view.oodoo_side == "shayka")[0]
            card_rect = self.relic_rect("my", slot)
        if effect in ("reroll", "guard"):
            want = list(target)
        elif effect in ("set_face", "nudge", "nudge_guard"):
            want = [target[0]]
        elif effect == "mirror":
            want = [target[1]]
        else:
            want = []
        clicks: list[pygame.Rect | None] = []  # what is known before the card is picked, in order
        if effect in ("reroll", "guard"):
            if sorted(self.marked) != sorted(want):
                toggles = [i for i in self.marked if i not in want] + [i for i in want if i not in self.marked]
                clicks += [self._die_rect(i) for i in toggles]
        elif want and (not self.marked or self.marked[-1] != want[0]):
            clicks.append(self._die_rect(want[0]))
        if die >= 0 and self._chosen_action_die(view, action) != die:
            clicks.append(self._action_rect(die))
        if self.sel_card != sel:
            clicks.append(card_rect)
        if clicks:
            return clicks  # the card's chips and Use button show once it is picked
        resolved, chips, _need = self._resolve(view, self.legal_actions())
        if resolved == action:
            verb = "Cast" if sel[0] == "spell" else "Use"
            name = cards.spells()[sel[1]].name if sel[0] == "spell" else me.relics[sel[1]].name
            return [self._prompt_button(view, f"{verb} {name}")]
        for label, value, is_power in chips:
            if (not is_power and value == target and self.target_pick != target) or (
                    is_power and value == power and self.power_pick != power):
                return [self._prompt_button(view, label)]
        return []

    def _chosen_action_die(self, view, action: Action) -> int:
        """The Action die the card would take now (CardUse._resolve: the picked one, else a blank one)."""
        opts = sorted({a.args[1] for a in self.legal_actions()
                       if a.kind == "use_relic" and a.args[0] == action.args[0]})
        if self.action_pick in opts:
            return self.action_pick
        return min(opts, key=lambda a: (view.action_dice[a] != "blank", a)) if opts else -1

    def _collect_clicks(self, action: Action, view) -> list[pygame.Rect | None]:
        """A group is collected by clicking its pyramid row with no die picked (the row's first group
        goes); "Collect & end turn" with an empty pyramid only ends the turn."""
        self._ensure_plan(view)
        if action.kind == "finish_collection":
            clear = [self._prompt_button(view, "Clear the pyramid")] if self.plan else []
            return clear + [self._prompt_button(view, "Collect & end turn")]
        if self.marked:
            return [self._die_rect(i) for i in self.marked]  # unpick first: a row click would lay them there
        kind, idx = action.args[0], tuple(action.args[1])
        plan = [(k, tuple(group)) for k, group in self.plan]
        if (kind, idx) in plan:
            before = [(g, group) for g, (k, group) in enumerate(plan) if k == kind]
            g, first = before[0]
            if first == idx:
                return [self.row_rect(kind)]
            return [self._plan_die_rect(kind, g, 0)]  # lift an earlier group of that row back to the tray
        if (kind, idx) in [(k, tuple(group)) for k, group in self._best_plan(view)]:
            return [self._prompt_button(view, "Best split"), self.row_rect(kind)]
        return [self._die_rect(i) for i in idx] + [self.row_rect(kind)]

    # --- named spots ---------------------------------------------------------------------------
    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        kind, _, key = name.partition(":")
        if view is None:  # the overlay asks for the shared spots (the Menu button) without a view
            return super().tutorial_spot(name, view)
        me = view.players[self.bottom_seat(view)]
        if kind == "ancestor" and key in self.tile_rects:
            return [pygame.Rect(self.tile_rects[key])]
        if kind == "phase":
            rects = self._phase_rects()
            if key in rects:
                return [rects[key]]
            track = list(rects.values())
            return [track[0].unionall(track[1:])]  # the whole track, one outline
        if name == "dice":  # before the roll: the five places the green dice land on
            return [self._die_rect(i) for i in range(len(view.dice) or 5)]
        if kind == "die" and key.isdigit() and int(key) < len(view.dice):
            return [self._die_rect(int(key))]
        if name == "action_dice":
            return [self._action_rect(a) for a in range(len(view.action_dice) or 2)]
        if name == "red_dice":  # the red dice still in the tray (a placed one lies among the number dice)
            if not view.red_dice:
                return [self._red_rect(r) for r in range(2)]
            return [self._red_rect(r) for r in range(len(view.red_dice)) if not view.red_used[r]]
        if kind == "relic" and key.isdigit() and int(key) < len(me.relics):
            rect = self.relic_rect("my", int(key))
            if me.relics[int(key)].spent:  # a spent Relic lies turned sideways
                rect = pygame.Rect(0, 0, rect.h, rect.w).move(rect.centerx - rect.h // 2, rect.centery - rect.w // 2)
            return [rect]
        if kind == "spell" and me.spells and key in me.spells:
            return [self.spell_rect("my", list(me.spells).index(key), len(me.spells))]
        if kind == "row" and key in self.rows:
            return [self.row_rect(key)]
        if kind == "offer" and key.isdigit() and int(key) < len(view.offering):
            return [self.offer_rect(int(key))]
        if kind == "pile" and key in ("3", "5", "7"):
            return [self._pile_rect(int(key))]
        if kind == "clouds" and key in ("my", "opp"):  # no Cloud yet: where the first one will lie
            return [rect for _idx, rect in self._cloud_rects(view, key)] or [
                _around(self.cloud_centre(key, 0, 1), 30)]
        if kind == "tokens" and key in ("my", "opp"):
            zone = self.z[f"{key}_tokens"]
            return [pygame.Rect(zone.x + 4, zone.y + 24, 160, 36)]
        if kind == "score" and key in ("my", "opp"):  # the "☁ points / target" line of a player
            zone = self.z[f"{key}_tokens"]
            return [pygame.Rect(zone.x + 4, zone.y + (62 if key == "my" else 78), 96, 26)]
        if name == "supply_tokens":
            return [_around(self.supply_token_centre(k), 30) for k in range(len(RESOURCES))]
        return super().tutorial_spot(name, view)
