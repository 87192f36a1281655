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
- a move that opens the Bones or the Collection: the first green die, the first pyramid row to collect (never End
  Bones or Collect & end turn while a die can still be used: a second Enter gave the turn away; never an empty
  tray slot, whose Enter took the dice back off the pyramid);
- the red dice to answer: the Hint's answer, else the first Spell that answers them, never "Do not answer";
- the red dice to place: the red die of the swap that hurts the opponent most, then the die it replaces; with no
  swap that hurts them, "Done with red dice" (a keys-only tester started on "Red 4 replaces the 2", which gave
  the opponent five 4s, and after one swap the cursor went back to such a one);
- a Cloud flipped or summoned: the prompt's safe button (Done flipping, Pass), never the next Cloud.

After any choice or Esc the cursor never lands on a costly spot (`COSTLY`: what sells, discards, spends,
sacrifices or ends a phase): where the shared rule would put it there, it goes to the prompt's safe button
(`SAFE`: Done selling, Keep the rest...), else the card just put back, else where the phase's work starts, else
the tokens (the keys-only tester at 150 %: "Sacrifice Fie-Ah for 2 Gold", "Discard Patron's Gift", "Spend the
Spirit token", and End Bones after Esc out of a Relic's panel).

Anything else (a die marked, a Relic sold) is left to the shared cursor: it stays on the spot or goes to the
nearest one in its region. A part of the table: reads the picks, the prompt panel's buttons, the geometry and
the lesson's clicks (where each legal move starts).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.table.focus_moves import landing

CARD_MOVES = ("use_relic", "play_spell", "use_spirit")
# a move that spends or gives up a card or tokens: the cursor rests on the tokens after it
SPENDS = frozenset({*CARD_MOVES, "sell_relic", "buy_relic", "discard_relic", "discard_spell"})
# phases whose first real choice the cursor lands on, and the moves that end a phase or give a choice up
CHOICE_PHASES = ("red_roll", "rain_summon", "rain_upgrade", "merchant_buy")
# the choice phases whose choices all spend (a Relic bought): they open on the safe button, unless the Hint says
SPEND_PHASES = ("merchant_buy",)
ENDING = frozenset({"skip_red", "pass_blessing", "done_upgrading", "red_done", "end_bones", "no_reply",
                    "done_selling", "done_discarding", "finish_collection", "refresh_offering"})
# never where the cursor lands by itself: a move that sells, discards, spends, sacrifices or ends a phase
COSTLY = frozenset({"sell_relic", "discard_relic", "discard_spell", "use_spirit", "upgrade_cloud", "summon_cloud",
                    "buy_relic", "refresh_offering", "end_bones", "finish_collection"})
ENDS_TURN = ("End Bones", "Collect & end turn")  # the prompt's buttons that end a phase (the second starts no move)
# the prompt's safe buttons, which finish a choice and give nothing up: where the cursor lands instead
SAFE = ("done_selling", "done_discarding", "done_upgrading", "pass_blessing", "red_done", "no_reply")
AFTER_CLOUD = ("upgrade_cloud", "summon_cloud")  # a Cloud flipped or summoned: then the safe button, not the next
# what the view's best split pays, weighed as it weighs it (game/konja/dice.py DEFAULT_WEIGHTS): a Cloud point most
SPLIT_WORTH = {"power": 1.0, "magick": 1.0, "gold": 1.1, "cloud": 3.0}


class FocusNext:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel, first_click, tokens=None,
                 cursor: Callable[[], object] | None = None) -> None:
        self.konja = konja
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.picks = konja.picks
        self.prompt = prompt
        self.first_click = first_click  # (action, view) -> the rects a move is made by (tutorial_clicks)
        self.tokens = tokens  # (view) -> the player's tokens' rect: where the cursor rests after a spending move
        self._followed = -1  # the number of moves when the cursor last followed a card's move (once per move)
        self.cursor = cursor  # () -> the table's keyboard cursor (its spots, where it stands): never left on a costly one
        self._card: tuple[tuple[str, object], int] | None = None  # the card last picked, and the moves then
        self._moves_seen = -1  # the number of moves when `after` was last asked
        self._landed: tuple | None = None  # where the cursor was put since the last move
        self._open_card: tuple[str, object] | None = None  # the card whose options panel was open when last asked
        self._marked_spells = 0  # the Spells marked to discard with Chaac! when last asked

    def after(self, view) -> pygame.Rect | None:
        """The spot the cursor goes to after the click or move just made (None: the shared rule decides)."""
        seat = self.ctx.views.human_to_act()
        if seat is None or view.viewer != seat:
            return None
        moves = len(self.ctx.match.records)
        moved, self._moves_seen = moves != self._moves_seen, moves  # a move since this was last asked
        if moved:
            self._landed = None
        opened, self._open_card = self.picks.sel_card != self._open_card, self.picks.sel_card
        marked_more = len(self.picks.marked_spells) > self._marked_spells  # a Spell just marked for Chaac!
        self._marked_spells = len(self.picks.marked_spells)
        if self.picks.sel_card is not None:
            self._card = (self.picks.sel_card, len(self.ctx.match.records))  # where Esc or Back puts the cursor
            return self._in_choice(view, opened, marked_more)
        if view.phase == "merchant_buy" and self.picks.offer_pick is not None:
            buy = self._offer_button(view)
            if buy is not None:
                return buy
        if view.phase == "red_assign" and self.picks.red_pick is not None:  # a red die picked: the die it hurts most
            return self._red_start(view, self.picks.red_pick)
        spot = self._after_move(view, seat)
        only = self._only_move(view)
        if only is not None:  # one move left (End Bones): its button, not the tokens (keys-only tester at 150 %)
            spot = only
        focus = self.cursor() if self.cursor is not None else None
        here = getattr(getattr(focus, "current", None), "rect", None)
        if spot is None and self._landed is not None and here == self._landed:
            # asked again for the same move (the Enter that made it settles once more from the spot it pressed):
            # where the cursor landed, it stays
            return pygame.Rect(here)
        spot = spot if spot is not None else self._never_costly(view, moved)
        if spot is not None:
            self._landed = tuple(spot)
        return spot

    def _after_move(self, view, seat: int) -> pygame.Rect | None:
        """Where the move just made leads, once per move (None: the shared rule, kept off costly spots)."""
        records = self.ctx.match.records
        last = records[-1] if records else None
        if last is None or self._followed == len(records):
            return None  # a later click (a die marked) is the shared rule's: the cursor stays where it is
        if last.seat == seat and last.action.kind in SPENDS and self.tokens is not None:
            self._followed = len(records)
            return self._after_card(view, last.action) if last.action.kind in ("use_relic", "play_spell") \
                else self.tokens(view)
        if last.seat == seat and last.action.kind in AFTER_CLOUD:  # "Flip a 3-point Cloud" right after a flip
            self._followed = len(records)
            return self._safe_button(view) or (self.tokens(view) if self.tokens is not None else None)
        if last.action.kind not in CARD_MOVES or last.seat != seat:  # the other's move may open the phase too (red
            # dice placed; Kofi's Storm Veil answering them left the cursor on Done with red dice: keys tester 14)
            spot = self._phase_start(view)
            if spot is not None and self._standing_spot(spot):  # (not yet a spot, the dice still rolling: asked
                self._followed = len(records)  # again, never left to the nearest button, Done: keys-only tester)
            return spot
        return None  # the other's card moves: the shared rule

    def _standing_spot(self, spot: pygame.Rect) -> bool:
        """Whether the cursor can stand on `spot` now (True when the cursor is not known)."""
        focus = self.cursor() if self.cursor is not None else None
        if focus is None:
            return True
        return any(t.rect == tuple(spot) for t in focus.targets())

    def _only_move(self, view) -> pygame.Rect | None:
        """The spot every legal move starts at, when there is just one (the phase's end, nothing else left)."""
        starts = self._starts(view)
        legal = self.ctx.views.legal_actions()
        if len(starts) != 1 or not legal or any(not self.first_click(a, view) for a in legal):
            return None
        return pygame.Rect(next(iter(starts)))

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
            return self._red_start(view)
        legal = self.ctx.views.legal_actions()
        hint = getattr(self.ctx.host, "hint", None)
        if view.phase == "red_reply":  # the Hint's answer, else the first Spell that answers (Enter only picks it):
            # never "Do not answer", which lets the red dice in (it stood under End Bones while the Hint advised
            # Storm Veil: keys15 at 150 %)
            for action in [hint] if hint in legal else [a for a in legal if a.kind == "play_spell"]:
                clicks = self.first_click(action, view)
                if clicks:
                    return pygame.Rect(clicks[0])
            return None
        if view.phase in CHOICE_PHASES and hint in legal:  # the Hint's choice, where one is known
            clicks = self.first_click(hint, view)
            if clicks:
                return pygame.Rect(clicks[0])
        if view.phase in SPEND_PHASES:  # a Relic to buy is a spend: the safe Pass (the cursor started on "Buy Moon
            # Mirror for 5 Gold" while the Hint advised otherwise: keys-only tester at 150 %)
            safe = self._safe_button(view)
            if safe is not None:
                return safe
        if view.phase in CHOICE_PHASES:  # the first real choice (Roll red dice, the first Cloud to buy or flip),
            # never Leave them, Pass or Done flipping while a choice exists (playtest)
            for action in legal:
                if action.kind not in ENDING:
                    clicks = self.first_click(action, view)
                    if clicks:
                        return pygame.Rect(clicks[0])
            return None
        if view.phase == "collect":  # the first pyramid row that collects, else the first die that does; with none,
            # only the turn's end is left, and the shared rule goes to it. Never a die laid on the pyramid: its tray
            # slot is empty, and Enter there took its group back off the pyramid (keys-only tester at 150 %)
            starts = self._starts(view)
            rows = [r for r in self.geometry.rows.values() if tuple(r) in starts]
            self.konja.plan.ensure(view)
            laid = {i for _kind, idx in self.konja.plan.groups for i in idx}
            dice = [self.geometry.die_rect(d.index) for d in view.dice if d.index not in laid]
            return next((pygame.Rect(r) for r in rows), None) or next((r for r in dice if tuple(r) in starts), None)
        return None

    def _red_start(self, view, red: int | None = None) -> pygame.Rect | None:
        """The red dice to place (by `red` once picked): where the swap that helps the player most starts, the
        opponent's die it hurts most (or the player's own die it raises most); with none, Done with red dice."""
        moves = [a for a in self.ctx.views.legal_actions() if a.kind == "red_replace" and red in (None, a.args[0])]
        viewer = view.viewer if view.viewer is not None else view.turn_seat
        sign = 1 if viewer == view.turn_seat else -1  # the player's own dice (Shayka "own"), else the opponent's
        best = max(moves, key=lambda a: (sign * red_gain(view, a), -a.args[0], -a.args[1]), default=None)
        # a red die picked: the dice it can replace, even when none hurts (the player chose to place it; the cursor
        # went to Done, away from the lit dice: keys-only tester at 150 %)
        if best is not None and (red is not None or sign * red_gain(view, best) > 1e-9):
            clicks = self.first_click(best, view)
            if clicks:
                return pygame.Rect(clicks[0])
        return self._safe_button(view)

    def _safe_button(self, view) -> pygame.Rect | None:
        """The prompt's button that finishes the choice giving nothing up (Done selling, Keep the rest, Pass)."""
        for action in self.ctx.views.legal_actions():
            if action.kind in SAFE:
                clicks = self.first_click(action, view)
                if clicks:
                    return pygame.Rect(clicks[0])
        return None

    def _costly(self, view) -> set[tuple[int, int, int, int]]:
        """The spots where Enter sells, discards, spends, sacrifices or ends a phase (`COSTLY`)."""
        out = set()
        for action in self.ctx.views.legal_actions():
            if action.kind in COSTLY:
                out |= {tuple(pygame.Rect(r)) for r in self.first_click(action, view)[:1]}
        for label in ENDS_TURN:
            rect = self.prompt.button_rect(view, label)
            if rect is not None:
                out.add(tuple(rect))
        return out

    def _never_costly(self, view, moved: bool) -> pygame.Rect | None:
        """None (the shared rule) unless it would land on a costly spot: it goes where the cursor stands if a move
        starts there, else to the nearest such spot in its region, else the first (a spot that only reads stays
        while no move was made: Best split, the tokens). Then the safe button, the card just put back (Esc, Back),
        where the phase's work starts, the first spot that costs nothing, the tokens."""
        focus = self.cursor() if self.cursor is not None else None
        home = getattr(focus, "current", None)
        if focus is None or home is None:
            return None
        targets = focus.targets()
        acting = [t for t in targets if t.acts]
        if not acting or (home in targets and not home.acts and not moved):
            return None
        pick = landing(acting, home)
        costly = self._costly(view)
        if tuple(pick.rect) not in costly:
            return None
        spots = {t.rect for t in targets}
        calm = next((pygame.Rect(t.rect) for t in acting if t.rect not in costly), None)
        tokens = self.tokens(view) if self.tokens is not None else None
        for spot in (self._safe_button(view), self._card_rect(view), self._phase_start(view), calm, tokens):
            if spot is not None and tuple(spot) in spots and tuple(spot) not in costly:
                return pygame.Rect(spot)
        return None

    def _card_rect(self, view) -> pygame.Rect | None:
        """The card last picked, while no move was made since (Esc or Back put it back: the cursor goes to it)."""
        if self._card is None or self._card[1] != len(self.ctx.match.records):
            return None
        (kind, key), geo = self._card[0], self.geometry
        me = view.players[geo.bottom_seat(view)]
        if kind == "relic":
            return geo.relic_rect("my", key) if isinstance(key, int) and key < len(me.relics) else None
        hand = list(me.spells or ())
        return geo.spell_rect("my", hand.index(key), len(hand)) if key in hand else None

    def _in_choice(self, view, opened: bool = False, marked_more: bool = False) -> pygame.Rect | None:
        """A card picked: as its options panel opens, its first option row (never Use: a keys-only tester at 150 %
        landed on Use with the Power die and "Spend the Relic" taken for him, the Hint's Magick die and Ready for 2
        Power never seen); later the button that plays it when nothing is left to pick, else the first chip to
        pick. Chaac! asks for the Spells to discard with it next: the cursor stays in the row (the shared rule)."""
        kind, key = self.picks.sel_card
        if kind == "spell" and cards.spells()[key].effect == "discard_draw":
            # a Spell just marked to discard: on to Cast (a second Enter on the card unmarked it: keys-only tester)
            return self.prompt.button_rect(view, "Cast") if marked_more else None
        self.prompt.sync(view)
        buttons = self.prompt.buttons
        if len(buttons) < 2:
            return None
        verb = buttons[-2]  # Use / Cast, then Cancel: the panel lays them last
        options = [b for b in buttons[:-2] if b.enabled]
        if opened and options:  # the option marked chosen (the Hint's, picked for the player), else the first
            # (Oodoo opened on "-1 → 3" with "+1 → 5" chosen: keys-only tester at 150 %)
            chosen = next((b for b in options if b.text.startswith("● ")), options[0])
            return pygame.Rect(chosen.rect)
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


def red_gain(view, action: Action) -> float:
    """What a red swap changes in what the dice's best split pays their owner (below zero: it hurts them), read
    from the view with the red die in place (the table computes no rules of its own)."""
    red, die = action.args[0], action.args[1]
    dice = tuple(dataclasses.replace(d, colour="red", value=view.red_dice[red]) if d.index == die else d
                 for d in view.dice)
    return split_worth(dataclasses.replace(view, dice=dice)) - split_worth(view)


def split_worth(view) -> float:
    """What the view's best split of the dice pays, in `SPLIT_WORTH`."""
    total = 0.0
    for kind, idx in view.best_split:
        combo = view.combo(kind, idx)
        if combo is not None:
            total += SPLIT_WORTH.get(combo.resource, 1.0) * combo.amount
    return total


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
