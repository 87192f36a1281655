"""Input on the Konja table: clicks, drags and keys turned into intents (legal actions) or picks."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.ui import theme


class TableInput:
    """Mixed into the scene: routes each click by phase to the action or pick it means."""

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
            if dragged is None or hit is None or not self.legal_actions() or dragged >= len(view.dice):
                return False
            if hit[0] == "row" and view.phase == "collect":
                dice = self.marked if dragged in self.marked else self.marked + [dragged]
                self._assign_row(view, hit[1], dice)
                return True
            if moved and hit[0] in ("my_relic", "my_spell") and view.phase == "bones":
                if dragged not in self.marked:  # a die dropped on a card: use the card on the marked dice
                    self.marked.append(dragged)
                self._click_bones(view, self.legal_actions(), *hit)
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
            if view.phase == "roll" and self.z["tray"].collidepoint(event.pos) and Action("roll") in self.legal_actions():
                self.submit_intent(Action("roll"))  # a click into the empty tray rolls
                return True
            return False
        self._click(view, hit)
        return True

    def _dragging(self) -> bool:
        """A die is held and the mouse has left it (a plain click never counts as a drag)."""
        if self.drag is None:
            return False
        dx, dy = self.hover_pos[0] - self.drag_start[0], self.hover_pos[1] - self.drag_start[1]
        return dx * dx + dy * dy > 100

    def _click(self, view, hit: tuple[str, object]) -> None:
        what, key = hit
        legal = self.legal_actions()
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
            group = next((idx for kind, idx in self.plan if kind == key), None)
            if not self.marked and group is not None:  # nothing picked: collect the row's first group now
                self.submit_intent(Action("collect", (key, tuple(group))))
                return
            self._assign_row(view, key, self.marked)

    def _clear_marks(self) -> None:
        self.marked = []
