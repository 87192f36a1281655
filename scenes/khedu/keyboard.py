"""The Khedu table for the shared keyboard cursor (scenes/table/focus.py), which stops on each legal move's first
click: the prompt bar's buttons that start no move of their own (Sing no more this fight, Best, Cancel, Keep my
turn), which Tab never reached, and where the cursor goes on once a choice is half made (a unit picked from the
hand goes on to the Cadre slot it may fill, not to the next hand card). Both from keyboard playtest C.

`KeyboardSpots` is built with the table context, the click language (the half-made path), the prompt bar (its
buttons) and the lesson targets (where each next click of a move is).

Where the cursor lands once a move is made (issue 44, a blind tester by keys alone): never on a button that costs
(the next turn opened on "Pass (−3 LP)", End turn became Meditate under it). A turn opens on the hand's first
unit to place, else the Cadre's first hero, else a Command (never first while a unit can be placed); the reward
on its first button, every fight; the dice choice on Best (Resolve could lose); a Cadence window on the song that
lifts the player's side by 10 points or more, its words saying so, else on No Cadence (keys_cadence.py); a payment on
"Discard all N", else on the card the Hint pays with first, its words saying so (keys_pay.py); a card to discard says
what Enter does and the Hint's pick where that is another card (keys_discard.py); a costly pass asked about on
Keep my turn. The Cadre, Ensemble and hand are parts of their own for Tab (all three lie in the mat: once the Cadre held a unit, Tab skipped the hand). The
prompt's sentence is a spot that only reads: Tab into the bar and Up from the Cadre land on it, not on Pass; Tab then
stops at each of the bar's buttons (`tab_stops`: Meditate and its options were reached by arrows only)."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.khedu.ask_first import KEEP_LABELS
from baraza.scenes.khedu.button_words import cursor_words
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.keys_cadence import cadence_start, least_needed_discard, sing_words
from baraza.scenes.khedu.keys_discard import discard_words
from baraza.scenes.khedu.keys_pay import least_needed
from baraza.scenes.khedu.keys_turn import next_meditation, provoke_words
from baraza.scenes.khedu.layout import mat_seat
from baraza.scenes.khedu.prompt import BUTTON_TIPS, QUIET_LABEL, TEXT_ROOM, PromptBar
from baraza.scenes.khedu.tutorial import LessonTargets

BUTTON_WORDS = {  # what a button that makes no move of its own does, said as the cursor reaches it
    **BUTTON_TIPS,
    # three lines of the strip at 150 % (the tooltip's words read "…even if others si…": keys22)
    QUIET_LABEL: "Sing no more this fight: No Cadence for you until this fight ends, even if others sing",
    "Cancel": "Cancel: drop the choice half made",
    "Keep my turn": "Keep my turn: do not pass",
    "Keep playing": "Keep playing: do not end the run",
}
MAT_PARTS = ("cadre", "ensemble", "hand")  # the mat's parts, each a stop of its own for Tab


class KeyboardSpots:
    """The cursor's extra stops and its next spot after a choice."""

    def __init__(self, ctx: KheduContext, clicks: ClickLanguage, prompt: PromptBar, targets: LessonTargets) -> None:
        self.ctx = ctx
        self.clicks = clicks
        self.prompt = prompt
        self.targets = targets
        self._followed: Action | None = None  # the Hint the cursor last went to (follow_hint)

    def extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """Every card of the player's hand (read, and shown large by Space, even when none can be played: the
        hand is always a Tab stop) and every enabled prompt button while the player acts (the cursor skips those
        a move already starts at)."""
        out = self._hand(view)
        if self.ctx.table.human_to_act() is None:
            return out
        self.prompt.sync(view)
        # the sentence, read: the bar's first stop (Tab reached "Pass (−3 LP)" first). As wide as the room the
        # buttons always leave it, so the spot stays put while they come and go (Cancel after a first click).
        box = self.sentence(view)
        if box is not None:
            out.append((box, f"Prompt: {self.prompt.text(view)}"))
        for button in self.prompt.buttons:
            if not button.enabled:
                continue
            words = BUTTON_WORDS.get(button.text, button.text)
            if button.text.startswith(("Best: ", "Lowest: ")):
                words = f"{button.text}: every set of equal dice raised to the highest die, then the result"
            out.append((pygame.Rect(button.rect), words))
        return out

    def follow_hint(self, focus) -> None:
        """A Hint just shown, nothing half chosen: the shown cursor looks again for its spot, the Hint's move
        (`landing`), as after a move; Enter then makes what the Hint says ("Take 3 LP" stayed under the cursor
        beside a Hint to stack Honor: keys playtest 14)."""
        hint = self.ctx.table.hint
        if hint != self._followed:
            focus.invalidate()  # the spots' words name the Hint's move first (`label`), also with a choice half made
        if hint is not None and hint != self._followed and focus.active and not self.clicks.path:
            focus.moved()
        self._followed = hint

    def hint_spot(self, hint: Action, view) -> pygame.Rect | None:
        """The table's `focus_hint` hook (scenes/table/focus_hint.py): the Hint's next click from what is half
        chosen, its confirming button once its clicks are all made and the bar asks ("Place: my last turn": H left
        the cursor on Cancel, so Enter cancelled and H+Enter went round card, slot, Cancel: keys17 at 150 %); None
        (the cursor stays) while another choice is half made."""
        path = self.clicks.path
        if path:
            seq = self.clicks.tokens(view, hint)
            if seq is None or seq[: len(path)] != path:
                return None
        rects = self.targets.clicks_for(hint, view)
        return pygame.Rect(rects[0]) if rects else None

    def tab_stops(self, view) -> list[pygame.Rect]:
        """Where Tab stops besides each part's first spot (the table's `focus_tab_stops` hook): every enabled prompt
        button, as the Keys page promises. Tab went from the bar's sentence on to the hand, so a blind tester never
        reached Meditate's options ("Discard and redraw the hand", the clan's own) nor Meditate itself."""
        if self.ctx.table.human_to_act() is None:
            return []
        self.prompt.sync(view)
        # the sentence first: it only reads, so the row's first stop costs nothing (Tab from the mat reached
        # "Pass (−3 LP)" first: the bar's stops come after the table's parts, the sentence stayed behind, keys17)
        box = self.sentence(view)
        return ([box] if box is not None else []) + [pygame.Rect(b.rect) for b in self.prompt.buttons if b.enabled]

    def _hand(self, view) -> list[tuple[pygame.Rect, str]]:
        if view.players[mat_seat(view)].hand is None:  # another seat's hand, hidden
            return []
        out = []
        me = view.players[mat_seat(view)]
        for rect, card in self.targets.geometry.visible_hand(view):
            cost = f"cost {card.cost}{' LP' if card.kind == 'command' else ''}"
            out.append((pygame.Rect(rect), f"{card.name} in your hand ({card.kind}, {cost}): {self._why_not(card, me)}"))
        return out

    def _why_not(self, card, me) -> str:
        """Why a hand card does nothing now: a keys tester read "it cannot be played now" for a unit of another
        clan and learned only from the rules that a Cadre takes units of its own clan. Worded as a payment's
        (keys_pay.py), short enough for three lines of the strip at 150 % ("…so it only pays for…": keys22)."""
        unit = self.ctx.data.units.get(card.key) if card.kind == "unit" else None
        if unit is not None and unit.denomination != me.clan:
            return f"not of your clan ({me.clan}): only for paying"
        return "it cannot be played now"

    def after_choice(self, view) -> pygame.Rect | None:
        """With a choice half made, the first spot of its next click (a Cadre slot for a unit picked, a lit
        defender for an attacker, the confirm button of a Command); with none, the harmless spot a new step
        opens on (`landing`); None when the shared rule may choose."""
        path = self.clicks.path
        table = self.ctx.table
        if table.human_to_act() is None:
            return None
        if not path:
            return self.landing(view)
        for action in table.legal_actions():
            seq = self.clicks.tokens(view, action)
            if seq is not None and seq[: len(path)] == path:
                if len(path) >= len(seq) and self.clicks.ends_the_song(view, action):  # the last-Influence question:
                    # Cancel, never "Place: my last turn" (two Enters ended a keys tester's game: keys15)
                    return self._button(view, lambda text: text == "Cancel")
                rects = self.targets.clicks_for(action, view)
                if rects:
                    return pygame.Rect(rects[0])
        return None

    def landing(self, view) -> pygame.Rect | None:
        """Where the cursor lands as a step opens with nothing chosen, so that one Enter too many does no harm."""
        if self.prompt.confirming is not None:  # a costly pass asked about: the answer that keeps the turn
            return self._button(view, lambda text: text in KEEP_LABELS.values())
        hinted = self._hinted(view)  # the Hint's move once asked for ("Take 3 LP" stayed under a Hint of Honor)
        if hinted is not None:
            return hinted
        c = view.combat
        if c is not None and c.step == "pay":  # one press pays all, else the Hint's first card (keys_pay.py)
            pick = self._least_needed(view)
            return self._button(view, lambda text: text.startswith("Discard ")) or (
                self._first_click(view, [pick[0]]) if pick is not None else None)
        if c is not None and c.step == "adjust":  # the equal-dice sets at their best (Resolve as rolled may lose)
            return self._button(view, lambda text: text.startswith(("Best: ", "Lowest: ")))
        if c is not None and c.step == "cadences":  # the song that matters, else No Cadence (keys_cadence.py)
            return cadence_start(self, view)
        if c is not None and c.step == "reward":  # always the first of the rewards (it flipped between fights)
            return self._first_button(view, [a for a in self.ctx.table.legal_actions() if a.kind == "reward"])
        if view.phase == "turn" and view.turn_mode in (None, "action") and c is None:
            return self._turn_start(view)
        if view.phase == "meditation" and c is None:
            return next_meditation(self, view)
        if view.phase == "opening" and view.opening_step != "reveal":  # the Hint's discard (keys_cadence.py)
            pick = least_needed_discard(view, mat_seat(view), self.ctx.table.legal_actions())
            return self._first_click(view, [pick]) if pick is not None else None
        return None

    def _hinted(self, view) -> pygame.Rect | None:
        """The first click of the Hint's move while it is legal (a Hint is cleared by the next move)."""
        hint = self.ctx.table.hint
        return self._first_click(view, [hint]) if hint is not None and hint in self.ctx.table.legal_actions() else None

    def sentence(self, view) -> pygame.Rect | None:
        """The prompt's sentence, the spot that only reads (as `extras` adds it)."""
        self.prompt.sync(view)
        box = self.prompt.text_box()
        box.w = min(box.w, TEXT_ROOM)
        return box if box.w > 0 and box.h > 0 else None

    def _turn_start(self, view) -> pygame.Rect | None:
        """A turn's first spot, in this order: the hand's first unit to place, else the Cadre's first hero that can
        attack; else, with a Command in the hand (it costs LP) or a provocation open (it starts a fight), the
        prompt's sentence, which only reads (either is the player's own choice, or the Hint's, which `landing` goes
        to first: the turn opened on "Himbua Wanderer (Desert 1) attacks Himbua Wanderer (Desert 2)" while the Hint
        said Meditate, keys16); else the first card on the table to act from; Meditate or End turn only when
        nothing else can be done. (A Command came first even with a unit to place,
        its words naming a swap of the player's own hero: blind tester; with none, the turn opened on Sandstorm
        while the Hint said Meditate: keys15 at 150 %.) The same in an action turn once a move is made, End turn
        last (it waited under a last turn's placement, keys playtest 14: the attack the Hint named was the next
        step), but never the sentence there: with only a Command or a provocation left it sat on "Prompt: Action
        turn: play a Command" where Enter does nothing (keys21); their first click only starts a choice."""
        legal = self.ctx.table.legal_actions()
        seat = mat_seat(view)

        def leftmost(actions: list[Action]) -> pygame.Rect | None:
            rects = [r for r in (self._first_click(view, [a]) for a in actions) if r is not None]
            return min(rects, key=lambda r: (r.x, r.y)) if rects else None

        cadre = [a for a in legal if a.kind == "attack" and tuple(a.args[0][:2]) == ("cadre", seat)]
        start = leftmost([a for a in legal if a.kind == "place"]) or leftmost(cadre)
        if start is not None:
            return start
        # a Command costs LP, a provocation (an attack from a unit not in the player's Cadre) starts a fight: the
        # sentence, never the card
        costly = [a for a in legal if a.kind == "command" or (a.kind == "attack" and a not in cadre)]
        if costly and view.turn_mode is None:  # a turn's start: Meditate is the other choice, the sentence waits
            return self.sentence(view)
        on_table = [a for a in legal if self.clicks.tokens(view, a) is not None]
        return self._first_click(view, on_table) or self._button(view, lambda text: text in ("Meditate", "End turn"))

    def _first_button(self, view, actions: list[Action]) -> pygame.Rect | None:
        """The leftmost enabled prompt button that makes one of `actions`."""
        labels = {self.prompt.button_label(view, a) for a in actions}
        self.prompt.sync(view)
        found = [pygame.Rect(b.rect) for b in self.prompt.buttons if b.enabled and b.text in labels]
        return min(found, key=lambda r: (r.x, r.y)) if found else None

    def _least_needed(self, view) -> tuple[Action, str] | None:
        table = self.ctx.table
        return least_needed(view, mat_seat(view), table.legal_actions(), self.ctx.data, table.hint)

    def _first_click(self, view, actions: list[Action]) -> pygame.Rect | None:
        for action in actions:
            rects = self.targets.clicks_for(action, view)
            if rects:
                return pygame.Rect(rects[0])
        return None

    def _button(self, view, wanted) -> pygame.Rect | None:
        """The enabled prompt button whose words `wanted` accepts."""
        self.prompt.sync(view)
        return next((pygame.Rect(b.rect) for b in self.prompt.buttons if b.enabled and wanted(b.text)), None)

    def label(self, rect: pygame.Rect, actions: list[Action], view) -> str:
        """A spot's words, in the rules' words: with a choice half made, the move it completes (a defender lit
        for the chosen attacker was read as a Desert unit's own attack from that spot)."""
        path = self.clicks.path
        if path:
            going_on = [a for a in actions if (self.clicks.tokens(view, a) or [])[: len(path)] == path]
            actions = going_on or actions
        # the Hint's move first among those starting here: the cursor H put on its spot named another ("…attacks
        # Wuqri Sentinel (Desert 2), or 2 more" under a Hint to attack Oadhii Infiltrator, keys19 at 150 %)
        hint = self.ctx.table.hint
        hinted = hint is not None and hint in actions
        if hinted:
            actions = [hint, *(a for a in actions if a != hint)]
        seat = self.ctx.table.human_to_act()
        seat = 0 if seat is None else seat  # a rival's infiltrator provoked, never read as the player's attacker
        first = provoke_words(view, seat, actions[0]) or self.ctx.table.match.describe_action(seat, actions[0])
        if len(actions) > 1:
            more = len(actions) - 1
            return f"{first} — the Hint's move (or {more} more)" if hinted else f"{first}, or {more} more"
        # a card to discard: what Enter does, and the Hint's pick named where it is another card (keys_discard.py)
        discard = discard_words(view, mat_seat(view), actions[0], first, hint, self.ctx.table.legal_actions(),
                                self.ctx.data)
        if discard is not None:
            return discard
        # a bar button: what it does (Meditate, Pass…); a song: the chance it moves (keys_cadence.py)
        own = cursor_words(view, actions[0], self.ctx.data) or sing_words(view, mat_seat(view), actions[0], first)
        words = own if own is not None else first
        return f"{words} — the Hint's move" if hinted else words

    def region(self, rect: pygame.Rect) -> str | None:
        """The mat's part a spot lies in (the Cadre, the Ensemble, the hand), or None (the layout's zone)."""
        centre = pygame.Rect(rect).center
        zones = self.ctx.zones
        return next((name for name in MAT_PARTS if pygame.Rect(zones[name]).collidepoint(centre)), None)
