"""Input on the Konja table: clicks, drags and keys turned into moves (through the table's
`submit_intent`) or picks.

A part of the Konja table. Routes each click by phase to the move or pick it means; reads the legal actions,
`match` and `app` (toasts, sounds) through the table context and, from the `KonjaContext`, geometry (what lies
under the mouse), picks, pointer, card use and the Collection plan; it drives the prompt panel (its buttons).
Keys are read as intents (`keymap.intent_of`), never as key codes.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.plan import GAP_DIE
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_PIXELS, DOUBLE_CLICK_SECONDS
from baraza.scenes.ui.keymap import intent_of


class TableInput:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.picks = konja.picks
        self.pointer = konja.pointer
        self.card_use = konja.card_use
        self.plan = konja.plan
        self.prompt = prompt
        # when and where the last press took a group off the pyramid: the row's later dice slide into its place,
        # and a double click's second half there is held (it took the next group back too: keys tester 14)
        self._lifted: tuple[float, tuple[int, int]] | None = None

    def _held(self, hit: tuple[str, object], pos: tuple[int, int]) -> bool:
        """Whether a press on the pyramid is a double click's second half after a group went back to the tray."""
        if self._lifted is None or hit[0] not in ("plan_die", "row"):
            return False
        at, (x, y) = self._lifted
        return (self.ctx.clock.t - at < DOUBLE_CLICK_SECONDS and abs(pos[0] - x) <= DOUBLE_CLICK_PIXELS
                and abs(pos[1] - y) <= DOUBLE_CLICK_PIXELS)

    def steady_spot(self, view, pos: tuple[int, int]) -> bool:
        """Whether `pos` holds a piece that keeps its meaning across the player's own moves (a card, a die, a
        pyramid row): the click gate lets a click there cut the move's animation short rather than drop it (a
        click on Awaken right after a Cast was lost: playtest J2). The prompt's buttons are not steady: one takes
        another's place as the turn goes (Roll the dice, End Bones, Cast…), so a double click stays harmless."""
        if self.prompt.zone.collidepoint(pos):
            return False
        return self.geometry.hit(view, pos, self.plan.laid()) is not None

    def _close_gaps(self, event: pygame.event.Event) -> None:
        """A gap a put-back left on a row lasts while the mouse stays on that row; it closes once the pointer
        leaves it, and at once for the keyboard's presses (the cursor's spots are where the dice lie closed up)."""
        rows = self.plan.gap_rows()
        if rows and (getattr(event, "keyboard", False)
                     or not any(self.geometry.rows[kind].collidepoint(event.pos) for kind in rows)):
            self.plan.close_gaps()

    def handle(self, event: pygame.event.Event, view) -> bool:
        """A click, drag or key on the table; True when it was used."""
        picks, pointer = self.picks, self.pointer
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pointer.pos = event.pos
            self._close_gaps(event)
        self.prompt.sync(view)
        if intent_of(event) in ("back", "cancel") and self.prompt.words.end_question.asking(view):
            self.prompt.words.end_question.clear()  # the question about ending the turn: the turn is kept
            return True
        for button in self.prompt.buttons:
            if button.handle_event(event):
                return True
        if intent_of(event) == "confirm":
            for button in self.prompt.buttons:
                if button.accent and button.enabled:
                    button.on_click()
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            moved = pointer.dragging()
            dragged, pointer.drag = pointer.drag, None
            hit = self.geometry.hit(view, event.pos, self.plan.laid())
            if dragged is None or hit is None or not self.ctx.views.legal_actions() or dragged >= len(view.dice):
                return False
            if hit[0] == "row" and view.phase == "collect":
                dice = picks.marked if dragged in picks.marked else picks.marked + [dragged]
                self.plan.assign_row(view, hit[1], dice)
                return True
            if moved and hit[0] in ("my_relic", "my_spell") and view.phase == "bones":
                if dragged not in picks.marked:  # a die dropped on a card: use the card on the marked dice
                    picks.marked.append(dragged)
                self._click_bones(view, self.ctx.views.legal_actions(), *hit)
                return True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            if picks.any_made():
                picks.clear()
                return True
            return False
        if event.button != 1:
            return False
        hit = self.geometry.hit(view, event.pos, self.plan.laid())
        if hit is None:
            if view.phase == "roll" and self.geometry.z["tray"].collidepoint(event.pos) \
                    and Action("roll") in self.ctx.views.legal_actions():
                self.ctx.host.submit_intent(Action("roll"))  # a click into the empty tray rolls
                return True
            return False
        if not getattr(event, "keyboard", False) and self._held(hit, event.pos):  # Enter is never a double click
            return True
        self._click(view, hit)
        return True

    def _click(self, view, hit: tuple[str, object]) -> None:
        what, key = hit
        legal = self.ctx.views.legal_actions()
        if not legal:
            if what in ("ancestor", "my_relic", "die", "offer", "my_spell"):
                self.ctx.app.toast("Wait for your turn." if not self.ctx.match.is_over() else "The match is over.")
            return
        phase = view.phase
        if view.pending_discard is not None:
            if what == "my_relic" and Action("discard_relic", (key,)) in legal:
                self.ctx.host.submit_intent(Action("discard_relic", (key,)))
            else:
                self.ctx.app.toast("You hold six Relics: pick one of yours to discard it.")
            return
        if what == "my_relic" and Action("use_spirit", (key,)) in legal:
            self.ctx.host.submit_intent(Action("use_spirit", (key,)))
            return
        if phase == "ancestor":
            if what == "ancestor":
                if Action("choose_ancestor", (key,)) in legal:
                    self.ctx.host.submit_intent(Action("choose_ancestor", (key,)))
                else:
                    self.ctx.app.toast("An Idol already stands there: pick a free Ancestor.", colour=theme.BAD)
            return
        if phase == "resource_choice" and what == "supply":
            self.ctx.host.submit_intent(Action("choose_resource", (key,)))
            return
        if phase == "spell_discard" and what == "my_spell":
            me = view.players[self.geometry.bottom_seat(view)]
            if me.spells and key < len(me.spells):
                self.ctx.host.submit_intent(Action("discard_spell", (me.spells[key],)))
            return
        if phase == "merchant_sell" and what == "my_relic":
            self.ctx.host.submit_intent(Action("sell_relic", (key,)))
            return
        if phase == "rain_upgrade" and what == "my_cloud":
            action = next((Action("upgrade_cloud", (i,)) for i in key if Action("upgrade_cloud", (i,)) in legal),
                          None)
            if action is not None:
                self.ctx.host.submit_intent(action)
            else:
                self.ctx.app.toast("That Cloud cannot be flipped now (already flipped, new, or not enough Gold).",
                               colour=theme.BAD)
            return
        if phase == "merchant_buy" and what == "offer":
            self.picks.offer_pick = None if self.picks.offer_pick == key else key
            self.ctx.app.sounds.play("click")
            return
        if phase == "rain_summon" and what == "pile":
            action = Action("summon_cloud", (key,))
            if action in legal:
                self.ctx.host.submit_intent(action)
            else:
                self.ctx.app.toast(f"Not enough Gold for a {key}-point Cloud.", colour=theme.BAD)
            return
        if phase == "roll" and what in ("die", "action"):
            self.ctx.host.submit_intent(Action("roll"))
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
        me = view.players[self.geometry.bottom_seat(view)]
        if what == "my_spell" and me.spells and key < len(me.spells):
            card_id = me.spells[key]
            casting_chaac = self.picks.sel_card == ("spell", "chaac")
            # With Chaac! picked, another Spell (a second Chaac! too) is marked to discard; Chaac! itself drops the pick.
            if casting_chaac and key != me.spells.index("chaac"):
                if key in self.picks.marked_spells:
                    self.picks.marked_spells.remove(key)
                else:
                    self.picks.marked_spells.append(key)
                self.ctx.app.sounds.play("click")
                return
            self.card_use.select(view, legal, ("spell", card_id), cards.spells()[card_id].name)
            return
        if what == "my_relic":
            self.card_use.select(view, legal, ("relic", key), me.relics[key].name)
            return
        if what == "die" and view.phase == "bones":
            if key in self.picks.marked:
                self.picks.marked.remove(key)
            else:
                self.picks.marked.append(key)
            self.pointer.drag, self.pointer.drag_start = key, self.pointer.pos
            self.picks.target_pick = None
            self.ctx.app.sounds.play("click")
            return
        if what == "offer" and self.picks.sel_card and self.card_use.effect(view)[0] == "take_relic":
            self.card_use.pick_chip((key,), False)  # Patron's Gift: the Offering card itself is the choice
            return
        if what == "action" and view.phase == "bones":
            if view.action_used[key]:
                self.ctx.app.toast("That Action die is already used.")
                return
            self.picks.action_pick = None if self.picks.action_pick == key else key
            self.ctx.app.sounds.play("click")

    def _click_red(self, view, legal: list[Action], what: str, key) -> None:
        if what == "red":
            if view.red_used[key]:
                return
            self.picks.red_pick = None if self.picks.red_pick == key else key
            self.ctx.app.sounds.play("click")
            return
        if what == "die":
            options = [a for a in legal if a.kind == "red_replace" and a.args[1] == key]
            if self.picks.red_pick is not None:
                options = [a for a in options if a.args[0] == self.picks.red_pick]
            if options:
                self.ctx.host.submit_intent(options[0])
            else:
                self.ctx.app.toast("No red die beats that die (a red die must show more).", colour=theme.BAD)

    def _click_collect(self, view, what: str, key) -> None:
        if what == "die":
            if view.dice[key].used:
                return
            if key in self.plan.planned():  # lift its group back into the tray
                self.plan.lift(key)
            if key in self.picks.marked:
                self.picks.marked.remove(key)
            else:
                self.picks.marked.append(key)
            self.pointer.drag, self.pointer.drag_start = key, self.pointer.pos
            self.ctx.app.sounds.play("click")
            return
        if what == "plan_die":
            if key != GAP_DIE:  # (the gap a put-back left holds nothing)
                self._put_back(key)
            return
        if what == "row":
            # one press on a laid group always puts it back, the strip round its dice too: a press just beside
            # them traded the whole row at once, with nothing to tell the two apart (konja15)
            under = self.plan.group_under(self.geometry, key, self.pointer.pos)
            if under is not None:
                self._put_back(under[0])
                return
            group = next((idx for kind, idx in self.plan.groups if kind == key), None)
            if not self.picks.marked and group is not None:
                if self.plan.on_strip(self.geometry, key, self.pointer.pos):  # beside the dice: no trade by mistake
                    return  # the hover says why, beside the row (hover.strip_note; a toast at the top: konja19)
                # the row's name, nothing picked: trade the row's first group now (the hover says so first)
                self.ctx.host.submit_intent(Action("collect", (key, tuple(group))))
                return
            self.plan.assign_row(view, key, self.picks.marked)

    def _put_back(self, die: int) -> None:
        """The laid group holding `die` goes back to the tray; the row's other dice keep their places."""
        self.plan.lift(die)
        self._lifted = (self.ctx.clock.t, self.pointer.pos)
        self.ctx.app.sounds.play("click")
