"""Where the keyboard's cursor goes on after a choice at the Konja table (the table's `focus_after_choice` hook).

The keyboard playtest at 150 % text: after Enter on a Spell the cursor leapt to the next Spell (a second Enter
picked that one instead), after a chip to the other chip, after Cast to End Bones. It goes on to what the
choice asks next, and after the move it comes back beside what was chosen:

- a card picked: its Use/Cast button once the move is whole, else its first chip still to pick (Chaac!: the
  Spells to discard with it, in the row);
- a card's move made (a Relic used, sold, bought or discarded, a Spell cast or discarded, the Spirit token
  spent): the player's tokens, which only read and say what the move cost (the blind playtest of issue 41/44:
  the same card or its neighbour offered the next spending move, "Spend the Spirit token on Oodoo" after
  Oodoo, "Cast Violet Spark" after the token, the next Relic's sale after a sale, and a second Enter made it);
- an Offering card picked to buy: its Buy button (the choice goes on), never the next Offering card;
- a move that opens the Bones, the red dice or the Collection: the first green die, the first red die that may
  replace one, the first die that collects (never End Bones or Collect & end turn while a die can still
  be used: a second Enter gave the turn away).

Anything else (a die marked, a Relic sold) is left to the shared cursor: it stays on the spot or goes to the
nearest one in its region. A part of the table: reads the picks, the prompt panel's buttons, the geometry and
the lesson's clicks (where each legal move starts).
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.prompt import PromptPanel

CARD_MOVES = ("use_relic", "play_spell", "use_spirit")
# a move that spends or gives up a card or tokens: the cursor rests on the tokens after it
SPENDS = frozenset({*CARD_MOVES, "sell_relic", "buy_relic", "discard_relic", "discard_spell"})
# phases whose first real choice the cursor lands on, and the moves that end a phase or give a choice up
CHOICE_PHASES = ("red_roll", "rain_summon", "rain_upgrade", "merchant_buy")
ENDING = frozenset({"skip_red", "pass_blessing", "done_upgrading", "red_done", "end_bones", "no_reply",
                    "done_selling", "done_discarding", "finish_collection", "refresh_offering"})


class FocusNext:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel, first_click, tokens=None) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.picks = konja.picks
        self.prompt = prompt
        self.first_click = first_click  # (action, view) -> the rects a move is made by (tutorial_clicks)
        self.tokens = tokens  # (view) -> the player's tokens' rect: where the cursor rests after a spending move
        self._followed = -1  # the number of moves when the cursor last followed a card's move (once per move)

    def after(self, view) -> pygame.Rect | None:
        """The spot the cursor goes to after the click or move just made (None: the shared rule decides)."""
        seat = self.ctx.views.human_to_act()
        if seat is None or view.viewer != seat:
            return None
        if self.picks.sel_card is not None:
            return self._in_choice(view)
        if view.phase == "merchant_buy" and self.picks.offer_pick is not None:
            buy = self._offer_button(view)
            if buy is not None:
                return buy
        records = self.ctx.match.records
        last = records[-1] if records else None
        if last is None or self._followed == len(records):
            return None  # a later click (a die marked) is the shared rule's: the cursor stays where it is
        if last.seat == seat and last.action.kind in SPENDS and self.tokens is not None:
            self._followed = len(records)
            return self._after_card(view, last.action) if last.action.kind in ("use_relic", "play_spell") \
                else self.tokens(view)
        if last.action.kind not in CARD_MOVES:  # the other's move may open the phase too (red dice placed)
            spot = self._phase_start(view)
            if spot is not None:
                self._followed = len(records)
            return spot
        return None  # the other's card moves: the shared rule

    def _offer_button(self, view) -> pygame.Rect | None:
        """The Buy button of the Offering card picked (None when it cannot be bought: the shared rule)."""
        for action in self.ctx.views.legal_actions():
            if action.kind == "buy_relic" and action.args and action.args[0] == self.picks.offer_pick:
                clicks = self.first_click(action, view)
                if clicks:
                    return pygame.Rect(clicks[0])
        return None

    def _phase_start(self, view) -> pygame.Rect | None:
        """After a move that opens the Bones, the red dice or the Collection: where that phase's work starts
        (the first green die, the first red die that may replace one, the first die that collects). The shared rule left the
        cursor on the nearest button, End Bones or Collect & end turn, where a second Enter gave the turn away
        (keyboard playtest)."""
        if view.phase == "bones":
            starts = self._starts(view)
            dice = [self.geometry.die_rect(d.index) for d in view.dice]
            return next((r for r in dice if tuple(r) in starts), None)
        if view.phase == "red_assign":
            reds = sorted({a.args[0] for a in self.ctx.views.legal_actions() if a.kind == "red_replace"})
            return self.geometry.red_rect(reds[0]) if reds else None
        if view.phase in CHOICE_PHASES:  # the first real choice (Roll red dice, the first Cloud to buy or flip,
            # the first Relic to buy), never Leave them, Pass or Done flipping while a choice exists (playtest)
            for action in self.ctx.views.legal_actions():
                if action.kind not in ENDING:
                    clicks = self.first_click(action, view)
                    if clicks:
                        return pygame.Rect(clicks[0])
            return None
        if view.phase == "collect":  # the first die that collects (a move starts there); with none, only the
            # turn's end is left, and the shared rule goes to it
            starts = self._starts(view)
            return next((r for r in (self.geometry.die_rect(d.index) for d in view.dice) if tuple(r) in starts), None)
        return None

    def _in_choice(self, view) -> pygame.Rect | None:
        """A card picked: the button that plays it when nothing is left to pick, else the first chip to pick.
        Chaac! asks for the Spells to discard with it next: the cursor stays in the row (the shared rule)."""
        kind, key = self.picks.sel_card
        if kind == "spell" and cards.spells()[key].effect == "discard_draw":
            return None
        self.prompt.sync(view)
        buttons = self.prompt.buttons
        if len(buttons) < 2:
            return None
        verb = buttons[-2]  # Use / Cast, then Cancel: the panel lays them last
        if verb.enabled:
            return pygame.Rect(verb.rect)
        chips = [b for b in buttons[:-2] if b.enabled and not b.text.startswith("● ")]
        if chips:
            return pygame.Rect(chips[0].rect)
        # a card picked first (Shape Bone, a reroll): its dice come next, the first die its moves start at (the
        # cursor stayed on the card, and the blind keyboard playtest found no way on to the faces)
        starts = self._starts(view)
        return next((r for r in (self.geometry.die_rect(d.index) for d in view.dice) if tuple(r) in starts), None)

    def _after_card(self, view, action: Action) -> pygame.Rect | None:
        """After a Relic used or a Spell cast: the first die it worked on that starts a move now (Enter there only
        marks it), else the player's tokens."""
        starts = self._starts(view)
        if not starts:
            return None
        me = view.players[self.geometry.bottom_seat(view)]
        if action.kind == "play_spell":
            dice = _dice_of(cards.spells()[action.args[0]].effect, action.args[1])
        else:
            slot = action.args[0]
            relic = cards.relics()[me.relics[slot].card] if slot < len(me.relics) else None
            effect = relic.side(view.oodoo_side == "shayka")[0] if relic is not None else ""
            dice = _dice_of(effect, action.args[3])
        for die in dice:
            if die < len(view.dice) and tuple(self.geometry.die_rect(die)) in starts:
                return self.geometry.die_rect(die)
        # never the card again nor its neighbour: Enter there made the next spending move ("Spend the Spirit token
        # on Oodoo" after Oodoo, "Cast Violet Spark" after the token: issue 41/44), nor End Bones (a reflexive
        # Enter ended the phase): the tokens, which only read
        return self.tokens(view) if self.tokens is not None else None

    def _starts(self, view) -> set[tuple[int, int, int, int]]:
        """Where each legal move's first click lies: the spots that act."""
        out = set()
        for action in self.ctx.views.legal_actions():
            clicks = self.first_click(action, view)
            if clicks:
                out.add(tuple(pygame.Rect(clicks[0])))
        return out


def _dice_of(effect: str, target) -> list[int]:
    """The number dice a card's move worked on, by its effect (a reroll's dice, the die nudged, turned or made
    a copy of; the die a mirror changed); none for the others (a Relic recharged, tokens)."""
    try:
        if effect in ("reroll", "guard"):
            return [int(i) for i in target]
        if effect in ("set_face", "nudge", "nudge_guard", "violet_copy"):
            return [int(target[0])]
        if effect == "mirror":
            return [int(target[1])]
    except (IndexError, TypeError, ValueError):
        return []
    return []
