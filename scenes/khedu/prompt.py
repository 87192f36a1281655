"""The Khedu prompt bar: the sentence saying what you are asked now and the buttons for choices that have
no card on the table (Meditate, Pass, Roll, the equal-dice sets, rewards, confirmations).

`PromptBar` is built with the table context, the click language (the half-made path and which moves are
buttons) and the pointer (button hover). Its buttons are rebuilt only when the legal moves, the path, the
viewer or the hint change; `invalidate` asks for a rebuild."""

from __future__ import annotations

import math

import pygame

from baraza.game.core.action import Action
from baraza.scenes.khedu.arena import resolved
from baraza.scenes.khedu.ask_first import END_RUN_LABEL, Asking, lay_out_question, press, question_words, safe
from baraza.scenes.khedu.bar_sizes import button_rect, row_widths
from baraza.scenes.khedu.best_dice import dice_goal, go_on_dice
from baraza.scenes.khedu.button_words import button_words
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.fight_words import (
    cadence_window_words,
    done_since_last_song,
    fight_words,
    nothing_helps,
    other_side_words,
)
from baraza.scenes.khedu.forced_choices import (
    best_already_words,
    forced_payment,
    nothing_to_gain,
    payment_label,
    payment_words,
)
from baraza.scenes.khedu.hint_words import HINT_REASONS, hint_reasons, last_place_sayings, meditate_gains  # noqa: F401
from baraza.scenes.khedu.layout import mat_seat, unit_at
from baraza.scenes.khedu.pressed_spot import PressedSpot, bar_step, keeps_off
from baraza.scenes.khedu.prompt_words import (
    defender_words,
    hint_sayings,
    last_place_words,
    meditation_words,
    reward_words,
    ringed_words,
    risk_words,
    still_dice_words,
)
from baraza.scenes.table.press_hold import PressHold, hand_moves
from baraza.scenes.table.settling import Settling
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import CHANGED_SECONDS
from baraza.scenes.ui.widgets import Button
from baraza.scenes.ui.words import chance_text

QUIET_LABEL = "Sing no more this fight"  # beside "No Cadence", which passes this one window only
BUTTON_TIPS = {  # shown when the pointer rests on the button: the two "no" answers to a Cadence window differ
    "No Cadence": "No Cadence: sing nothing now. If anyone sings after you, you are asked again in this fight.",
    QUIET_LABEL: "Sing no more this fight: the table answers No Cadence for you until this fight ends, even if "
                 "others sing after you (Undo takes it back).",
    END_RUN_LABEL: "End the run here: no more turns and no pass to pay; the score stands, heroes retire (asks first).",
}
# buttons that end the turn or throw cards away at one click: never where the last pressed one stood (a pass that
# costs Legacy points asks first, and comes back to its own place after "Keep my turn")
COSTLY = ("Pass", "Redraw hand", END_RUN_LABEL)  # any changed button keeps off a fresh press (pressed_spot.py)
GO_ON = ("end_turn", "cadence_done", "roll", "resolve")  # the kinds the bar's right-end slot holds
GO_ON_WIDEST = ("No Cadence", "Resolve (88)", "Roll 8 dice", "Best: 88", "Lowest: 88")  # the slot is as wide as these, at any text size
# gone, these leave no empty place: Cancel's hole after a dropped choice pushed "Pass: needs 5 LP" 90 px left of
# where it stood at the turn's start (blind tester bad14, issue 41)
SPARE_ROOM = ("Pass: needs", "Meditate: not", "Cancel")
TEXT_ROOM = 300  # the sentence's room the buttons leave it, when their 100 % size can (two lines of a prompt)

class PromptBar:
    """Prompt text and buttons."""

    def __init__(self, ctx: KheduContext, clicks: ClickLanguage, pointer: Pointer) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.clicks = clicks
        self.pointer = pointer
        self.buttons: list[Button] = []
        self._built_for: tuple | None = None  # what the buttons were built for
        self.confirming: Action | None = None  # a costly pass asked about, waiting for its confirm
        self.asking = Asking()  # the question's place, its attacks, those heard this turn (ask_first.py)
        self.quiet_fight: tuple | None = None  # the fight the player sits out of the Cadence windows of
        self.quiet_at = 0  # the number of moves made when the player chose to sit it out (an undo before it undoes it)
        # a button that took another's place under the pointer waits out a slow double click and more (the
        # click gate's own-move check is off in lessons and after an AI's answer: "Roll" -> "Resolve", playtest)
        self.settling = Settling(CHANGED_SECONDS, lambda: ctx.table.tutorial is None)
        # and one that appears where a button was just pressed, or pressed by the table for the player (press_hold.py)
        self.press_hold = PressHold()
        self._step: tuple | None = None  # the step the bar's places belong to
        self._step_labels: list[str] = []
        self.countdown = None  # seconds until a lesson's step is answered for the learner (lesson_answer.py)
        self._pressed: tuple[pygame.Rect, str] | None = None  # the last button clicked
        self.spot = PressedSpot()  # and the spots a changed button keeps off (pressed_spot.py)

    def invalidate(self) -> None:
        """The buttons are rebuilt before they are next used (a click may have changed the choice)."""
        self._built_for = None

    def button_label(self, view, action: Action) -> str:
        """The words on the button that makes `action` (button_words.py)."""
        return button_words(view, action, self.data, self.clicks.hand_key)

    def sync(self, view) -> None:
        """Build the buttons for `view`, unless they are already built for the same choice.

        The bar never lets a button change meaning under the pointer (issue 41): its right end is the "go on"
        slot, held only by End turn, No Cadence, Roll or Resolve (else left empty); a choice used up during a
        step keeps its place as a greyed button until the step ends; a pass that costs Legacy points sits at the
        far left and asks to be confirmed; and a button that appears where another stood answers clicks only
        after the click gate's interval."""
        table, clicks = self.ctx.table, self.clicks
        legal = table.legal_actions()
        key = (tuple(legal), tuple(clicks.path), view.viewer, table.hint, self.ctx.app.fonts.scale,  # widths by size
               self.confirming)
        if key == self._built_for:
            return
        self._built_for = key
        if self.confirming is not None and self.confirming not in legal:
            self.confirming = None
        if self.confirming is not None:
            lay_out_question(self, view)
            return
        specs: list[tuple[str, object, bool]] = []  # (label, callback, accent)
        go_on: tuple[str, object, bool] | None = None
        c = view.combat
        held_resolve = nothing_to_gain(view, legal)  # Best would only repeat Resolve: Resolve alone (forced_choices.py)
        if held_resolve:
            go_on = (self.button_label(view, Action("resolve")), lambda: self.press(Action("resolve")), True)
        elif c is not None and c.step == "adjust" and legal:
            label, best = go_on_dice(c)  # "Lowest: 15" where the player wants the attacker to lose (best_dice.py)
            if any(b in legal for b in best[:-1]) or Action("resolve") in legal:
                # Best holds the go-on slot where Roll stood: a double click on Roll lands on the best total,
                # never on Resolve as rolled, which could settle a fight Best would win (blind tester, issue 41)
                go_on = (label, self.play_best, True)
        best_holds_slot = go_on is not None
        # a move that waits for its confirm (an attack risking Honor): its question needs the bar's room, so the
        # turn's greyed choices step aside until it is answered (the warning was cut "Your hero carries 4 Honor;
        # this attack…": blind tester); they come back to their places after it
        asking = bool(clicks.path) and any(len(seq) == len(clicks.path) and clicks.needs_confirm(view, action)
                                           for action, seq in clicks.candidates(view, legal))
        for action in legal:
            if (asking and action.kind in ("pass", "meditate", "end_run")) or (held_resolve and action.kind == "resolve"):
                continue
            if clicks.tokens(view, action) is None:
                spec = (self.button_label(view, action), lambda a=action: self.press(a), action == table.hint)
                if clicks.path and action.kind in ("pass", "meditate", "end_run"):
                    # a choice half made: the turn's choices stay where they were, greyed (a costly Pass took
                    # Meditate's place beside Cancel: playtest, issue 41); Cancel comes after them
                    spec = (spec[0], _nothing, False)
                # End turn keeps the go-on slot after a fight too: moved left, it sat where "Sing no more this fight"
                # came next (khedu16); a click aimed at Resolve waits out the press hold there instead
                if action.kind in GO_ON and go_on is None and not best_holds_slot:
                    go_on = spec
                else:
                    specs.append(spec)
        if c is not None and c.step == "cadences" and Action("cadence_done") in legal and not clicks.path:
            # asked once, not each round; not beside a Cadence's "Sing anyway?", which needs the bar's room
            specs.append((QUIET_LABEL, self._quiet_this_fight, False))
        for action, seq in clicks.candidates(view, legal) if clicks.path else []:
            if len(seq) == len(clicks.path) and clicks.needs_confirm(view, action):
                specs.append((self.button_label(view, action), lambda a=action: self.press(a), True))
        if clicks.path:
            specs.append(("Cancel", table.reset_selection, False))
        forced = forced_payment(view, legal) if table.tutorial is None else None  # a lesson pays card by card
        if forced is not None:  # the cards paid cannot differ: one press pays them all (forced_choices.py)
            specs.append((payment_label(view), lambda: table.submit_intents(forced), True))
        if legal and view.phase == "turn" and view.turn_mode is None and not clicks.path:
            # greyed buttons say why a choice is closed (not beside a half-made choice: they squeezed it), and keep
            # their words and places while a hint shows: shortened beside a hint, they let a costly Pass slide into
            # Meditate's place (a blind tester), and dropped, Pass left the bar (another)
            kinds = {a.kind for a in legal}
            if "meditate" not in kinds:
                specs.append(("Meditate: not twice in a row", _nothing, False))
            if "pass" not in kinds:
                specs.append((f"Pass: needs {view.pass_cost} LP", _nothing, False))
        # a pass, then a redraw, sit leftmost, never near "go on" (Meditate's press put "Redraw hand" under the
        # pointer, and a double click threw the hand away: blind tester)
        order = {END_RUN_LABEL: -1, "Redraw hand": 1}  # ending a solo run leftmost of all: it is never taken back
        specs.sort(key=lambda spec: 0 if spec[0].startswith("Pass") else order.get(spec[0], 2))
        self._lay_out(view, specs if asking else self._kept_places(view, legal, specs), go_on)

    def _kept_places(self, view, legal: list[Action], specs: list[tuple[str, object, bool]]) -> list:
        """The same step keeps its buttons' places: a choice used up stays, greyed, where it was."""
        step = bar_step(view)
        if step != self._step or not legal:
            self._step, self._step_labels = step, [label for label, _cb, _acc in specs]
            return specs
        by_label = {label: (label, cb, acc) for label, cb, acc in specs}
        # a choice gone keeps its room, drawn empty (a greyed "Play Caravan" after it was played read as dead)
        kept = [by_label.pop(label, (label, _gone, False)) for label in self._step_labels  # a greyed reason goes
                if label in by_label or not label.startswith(SPARE_ROOM)]  # (its room is needed), and Cancel
        # a choice new in this step goes left of the ones already shown: the row is right-aligned, so those keep
        # their places (Cancel had pushed a costly Pass into Meditate's place: playtest, issue 41)
        kept = list(by_label.values()) + kept
        self._step_labels = [label for label, _cb, _acc in kept]
        return kept

    def _lay_out(self, view, specs: list[tuple[str, object, bool]], go_on: tuple[str, object, bool] | None) -> None:
        """Buttons right-aligned in the prompt zone, the "go on" slot at the right end (kept even when empty)."""
        zone = self.ctx.zones["prompt"]
        fonts = self.ctx.app.fonts
        bold = fonts.get(16, "bold")
        slot_w = max(bold.size(text)[0] + 22 for text in (*GO_ON_WIDEST, go_on[0] if go_on else ""))
        slot = button_rect(fonts, zone, zone.right - 6 - slot_w, slot_w)  # as tall as its label needs
        buttons: list[Button] = []
        x = slot.x - 6
        spots = self.spot.spots(bar_step(view), hand_moves(match := self.ctx.table.match))
        for (label, callback, accent), w in zip(reversed(specs), reversed(self._widths(specs, x - zone.x - 6)),
                                                strict=True):
            # a button with other words never stands where the last press landed (greyed ones do no harm there)
            x = keeps_off(x, w, label, spots if callback not in (_nothing, _gone) else [], zone.x + 6)
            button = Button(button_rect(fonts, zone, x, w), label, callback, font_size=16,
                            accent=accent, enabled=callback not in (_nothing, _gone))
            button.gone = callback is _gone  # drawn as an empty place, never numbered
            buttons.append(button)
            x -= 6
        buttons.reverse()
        if go_on is not None:
            label, callback, accent = go_on
            buttons.append(Button(slot, label, callback, font_size=16, accent=accent))
        for i, b in enumerate(b for b in buttons if not getattr(b, "gone", False)):
            b.tooltip = str(i + 1) if i < 9 else ""
        self.buttons = buttons
        self.settling.shown(buttons, self.ctx.table.clock.t, self.pointer.pos)
        self.press_hold.shown(buttons, self.ctx.table.clock.t, hand_moves(match))
        self.spot.shown(buttons, self.ctx.table.clock.t, hand_moves(match), len(match.records) - hand_moves(match))

    def _widths(self, specs: list[tuple[str, object, bool]], room: int) -> list[int]:
        """The buttons' widths, their labels as large as the row leaves the sentence TEXT_ROOM (at 150 % two
        greyed buttons left it "Your turn:…": blind testers), see bar_sizes.row_widths."""
        return row_widths(self.ctx.app.fonts, [label for label, _cb, _acc in specs], room, TEXT_ROOM)

    def ready(self, button: Button) -> bool:
        """Whether a click on `button` counts now: not while it waits, having just taken another's place."""
        now = self.ctx.table.clock.t
        return self.settling.ready(button, now) and self.press_hold.ready(button, now) and self.spot.ready(button, now)

    def answered_for_player(self, action: Action) -> None:
        """The table makes `action` for the player (a standing No Cadence): what next shows on its button's spot
        waits out the click gate's interval, as after a press (press_hold.py)."""
        view = self.ctx.table.current_view()
        self.sync(view)  # the bar as it stands before the answer (built already unless never drawn)
        label = self.button_label(view, action)
        button = next((b for b in self.buttons if b.text == label), None)
        if button is not None:
            self.press_hold.answered(button.rect, label, self.ctx.table.clock.t)

    def click(self, event: pygame.event.Event) -> bool:
        """A mouse press on the bar: True when it landed on a button (a button that has just taken another's
        place swallows the click without acting)."""
        for b in list(self.buttons):
            if b.rect.collidepoint(event.pos):
                keyed = getattr(event, "keyboard", False)  # the keyboard cursor names its button: never held
                if keyed or self.ready(b):
                    match = self.ctx.table.match
                    if b.enabled:
                        self._pressed = (pygame.Rect(b.rect), b.text)
                        self.press_hold.pressed(event.pos, b.text, self.ctx.table.clock.t, hand_moves(match))
                        if self.confirming is None:  # the question's answers: the asked button comes back in place
                            self.spot.pressed(b.rect, b.text, hand_moves(match), len(match.records) - hand_moves(match))
                    b.handle_event(event)
                    self.press_hold.made(hand_moves(match))  # "Discard all 3" is one press
                    self.spot.made(hand_moves(match))
                self.invalidate()
                return True
        return False

    def live_buttons(self) -> list[Button]:
        """The buttons drawn: not the empty places of choices gone in this step."""
        return [b for b in self.buttons if not getattr(b, "gone", False)]

    def press_number(self, index: int) -> bool:
        """The keyboard's way to a button: `index` 0 is the first (its tooltip says "1")."""
        shown = self.live_buttons()
        if index < len(shown) and shown[index].enabled:
            shown[index].on_click()
            self.invalidate()
            return True
        return False

    def press(self, action: Action) -> None:
        """Make `action`, or ask about it first (ask_first.press)."""
        press(self, action)

    def _quiet_this_fight(self) -> None:
        """No Cadence now, and the table answers the same for this player until the fight ends."""
        self.quiet_fight = fight_of(self.ctx.table.current_view())
        self.quiet_at = len(self.ctx.table.match.records)
        self.press(Action("cadence_done"))

    def standing_answer(self, view) -> Action | None:
        """No Cadence, answered for the player: in a fight they chose to sit out, and in a window that comes round
        again when nobody has sung since they last said No Cadence (alone at the table, after singing, they were
        asked twice a fight: playtest). Not right after an undo, which took such an answer back."""
        c = view.combat
        if c is None or c.step != "cadences" or self.ctx.table.answered.just_undone():
            return None
        records = self.ctx.table.match.records
        if self.nothing_to_sing() and self.ctx.table.tutorial is None:
            # not in a lesson, whose card may ask for that very press ("Press No Cadence.": the bar counted down
            # to answering it, blind tester); a window come round again is still answered there (lesson_answer.py)
            return Action("cadence_done")
        if c.answering_seat is None:
            return None
        if self.quiet_fight is not None and fight_of(view) == self.quiet_fight:
            return Action("cadence_done")
        return Action("cadence_done") if done_since_last_song(records, c.answering_seat) else None

    def nothing_to_sing(self) -> bool:
        """Whether no Cadence the player may sing now could help (fight_words.nothing_helps): No Cadence is then
        their answer, and the table gives it (every AI fight asked a click the bar itself called forced: blind tester)."""
        view = self.ctx.table.current_view()
        return nothing_helps(view, mat_seat(view), self.ctx.table.legal_actions(), self.data)

    def undone(self) -> None:
        """An undo: the window it went back to waits for the player, not for a standing answer; an undo back to
        before "Sing no more this fight" takes that choice back too (it outlived the undo: playtest, issue 41)."""
        self.ctx.table.answered.undone()  # the shared count (it hears the bus too: told twice, it keeps the same)
        # the press taken back no longer keeps a costly button off its spot (End the run here was pushed over the
        # sentence, "Your t…", by the Attack anyway the undo took back: blind tester)
        self._pressed = None
        self.spot.forget()
        self._built_for = None
        if self.ctx.table.answered.undone_at <= self.quiet_at:
            self.quiet_fight = None

    def play_best(self) -> None:
        """The equal-dice choice the player wants (best_dice.py: every set up, or down), then resolve."""
        table = self.ctx.table
        view = table.current_view()
        seat = table.human_to_act()
        c = view.combat
        if seat is None or c is None or c.step != "adjust":
            return
        table.reset_selection()
        table.submit_intents(go_on_dice(c)[1])

    def text(self, view) -> str:
        """What the player is asked now (or what the others are doing)."""
        table = self.ctx.table
        seat = table.human_to_act()
        names = table.match.seat_names()
        c = view.combat
        if view.is_over:
            return "The song has ended."
        if seat is None:
            step = table.animations.current
            if step is not None:
                return {"roll": "The dice tumble…", "clash": "Attacker and defender meet…",
                        "defeat": "The defeated unit leaves the field…", "sing": "A Cadence is sung…",
                        "place": "A unit joins the Cadre…"}.get(step.kind, "…") + "   (Space skips)"
            active = view.active_seats
            who = names[active[0]] if active else ""
            # another seat's fight said whole, so a player waiting on an AI sees what it does (2-player playtest)
            if c is not None and c.step == "cadences":
                return self._fitting([fight_words(view, names, f"{who} may answer with a Cadence"),
                                      f"{who} may answer with a Cadence."])
            if c is not None:
                fought = resolved(table.match.records) if c.step == "reward" else None
                return self._fitting([fight_words(view, names, f"{names[c.instigator]} fights", fought),
                                      f"{who} is playing."])
            if view.phase == "opening":
                return f"{who} chooses the opening Cadences."
            if view.phase == "meditation":
                return f"{who} meditates."
            return f"{who} is playing."
        if self.confirming is not None:
            return self._fitting(question_words(view, self.confirming, self.asking.attacks))
        if self.clicks.path:
            return self._path_prompt(view)
        if table.hint is not None and table.hint in table.legal_actions():
            return self.hint_text(view, table.hint, seat)
        if view.phase == "opening":
            if view.opening_step == "reveal":
                return "Opening: pick one Cadence to lay face up in your Ensemble."
            return "Opening: pick one Cadence to discard; the other three go face down."
        if view.phase == "bind":
            return "The Desert wakes: pick a face-down Cadence beside a Desert stack."
        if view.phase == "meditation":
            me = view.players[mat_seat(view)]
            clan = self.data.clans[me.clan].meditation
            # short enough for two lines beside four buttons: what is done shows as its button gone
            kinds = {a.kind: a for a in table.legal_actions()}
            clicks = []
            if "med_eternal" in kinds:
                clicks.append("a lit Cadence: Eternal (5 Honor)")
            if "med_clan" in kinds and kinds["med_clan"].args:
                clicks.append(f"a lit {'stack' if me.clan == 'Oadhii' else 'hero'}: {clan}")
            # one steady wording a state (it changed with the room the buttons left: playtest, issue 41), true
            # to the bar: End turn is there only once an option is used (rules §5: at least one, each once)
            done = "end_turn" in kinds
            if not clicks:
                # whole beside four buttons at 100 % (cut with "…": a blind tester), shorter at 150 % ("…each at mo…")
                others = [k for k in kinds if k.startswith("med_")]  # "another option" with none left: a playtest
                return self._fitting(meditation_words(done, bool(others)))  # beside 5 buttons at 150 %
            said = "; ".join(clicks)  # the bar's buttons (End turn too once there) are "a button"; shorter if it must
            return self._fitting([f"Meditation, each option at most once: pick {said}, or a button.",
                                  f"Meditation: pick {said}, or a button.", f"Meditation: {said}.",  # at last no
                                  f"Meditation: {said.replace(' (5 Honor)', '')}."])  # cost ("Eternal (5…": khedu23)
        if c is not None:
            if c.step == "pay":  # "more" once a card is paid ("pick 1 more card" before any: blind tester)
                if any(b.text == payment_label(view) for b in self.buttons):  # one press pays them all
                    return self._fitting(payment_words(view))
                records = self.ctx.table.match.records
                more = " more" if records and records[-1].action.kind == "pay" else ""
                return (f"Pay the activation: pick {c.to_pay}{more} card{'' if c.to_pay == 1 else 's'} in your hand "
                        "to discard.")
            if c.step == "cadences":
                return self._cadence_prompt(view, seat)
            if c.step == "roll":
                return f"Roll: {c.attack_dice} {'die' if c.attack_dice == 1 else 'dice'} +{c.bonus} against defence {c.defence} — {chance_text(c.win_probability)} to win."
            if c.step == "adjust":
                if c.equal_sets and max(c.dice) != min(c.dice) and dice_goal(c)[1] == c.total:
                    return self._fitting(best_already_words(c.total, c.defence))
                if not c.equal_sets or max(c.dice) == min(c.dice):  # every die alike, or no set: the rule has nothing to move (playtest A11)
                    return self._fitting(still_dice_words(c.dice, c.total, c.defence))
                # plain spaces: the no-break spaces tried here drew as "?" in the font at the smaller fitted size
                return "Equal dice: raise or lower each set. Now {} vs {}; {} {}.".format(c.total, c.defence, *dice_goal(c))
            if c.step == "reward":
                held = tuple(c.attacker.where[:2]) != ("cadre", c.reward_seat)  # the reward's unit defended
                return self._fitting(reward_words((c.defender if held else c.attacker).name, held))
        # Only the choices open now: a prompt never offers what the rules refuse (no free Cadre slot, no LP).
        kinds = {a.kind for a in table.legal_actions()}
        doing = [words for kind, words in (("place", "place a unit"), ("attack", "attack"),
                                           ("command", "play a Command")) if kind in kinds]
        doing_text = ", ".join(doing[:-1]) + " or " + doing[-1] if len(doing) > 1 else "".join(doing)
        if view.turn_mode == "action":
            if not doing:
                return "Action turn: nothing more can be done — End turn."
            return f"Action turn: {doing_text} — End turn when done."
        rest = [words for kind, words in (("meditate", "Meditate"), ("pass", "Pass"), ("end_run", "end the run"))
                if kind in kinds]
        if not doing:
            return "Your turn: " + " or ".join(rest) + "." if rest else "Your turn."
        said = [f"Your turn: {doing_text}" + (" — or " + ", or ".join(r) if r else "") + "." for r in (rest, rest[:2])]
        # "…or end the run" first, if it reads whole (the buttons say the rest: a fourth button left "…or…" at 150 %)
        return self._fitting(said + [f"Your turn: {doing_text}; or a button.", f"Your turn: {doing_text}.", "Your turn."])

    def hint_text(self, view, action: Action, seat: int) -> str:
        """The hinted move in words, what to pick and why; it stays until the next move."""
        table = self.ctx.table
        what = table.match.describe_action(seat, action)
        what = self.button_label(view, action) if action.kind == "cadence_done" else what  # the button's words (k17)
        brief = what  # the move without the places the rings show (an attack names two units and their places)
        whys = hint_reasons(view, seat, action, self.data)
        if action.kind == "attack":
            att, dfn = unit_at(view, tuple(action.args[0])), unit_at(view, tuple(action.args[1]))
            if att is not None and dfn is not None:
                brief = f"{att.name} attacks {dfn.name}"
        card = next((c for c in view.players[seat].hand or () if c.card == action.args[0]), None) \
            if action.kind == "place" else None
        brief = f"Place {card.name}" if card is not None else brief  # the ringed slot says where (it cut "you…")
        rings = self.clicks.tokens(view, action)
        how = ringed_words(rings) if rings is not None else f"press {self.button_label(view, action)}"
        # the longest wording that reads whole in the bar's two lines (a long attack's hint was cut: playtest)
        # the fullest reason first, then the "how" left out (the rings show what to pick): a 0 % attack's hint
        # that lost its why to the bar's room baffled a tester
        said = [text for reason in whys if reason for text in (f"{what} — {reason}; {how}",
                                                               f"{brief} — {reason}; {how}", f"{brief} — {reason}")]
        said += [f"{what}; {how}", f"{brief}; {how}", brief]
        # the last Influence placed: why the unit, then that the song ends, never dropped to fit (khedu23)
        said = last_place_sayings(view, seat, action, self.data, (what, brief, how)) or said
        return self._fitting(hint_sayings(said, rings is None))

    def _cadence_prompt(self, view, seat: int) -> str:
        """The Cadence window from the player's side of the fight (fight_words.py)."""
        legal = self.ctx.table.legal_actions()
        own = any(a.kind == "cadence" and not self.clicks.against_own_side(view, a) for a in legal)
        return self._fitting(cadence_window_words(view, seat, self.ctx.table.match.seat_names(), own))

    def _other_side_prompt(self, view, slot: int) -> str:
        """A Cadence chosen that helps the other side of the player's fight (fight_words.py)."""
        return self._fitting(other_side_words(view, mat_seat(view), slot, self.data))

    def _path_prompt(self, view) -> str:
        path = self.clicks.path
        first = path[0]
        if first[0] == "ens" and view.combat is not None:
            return self._other_side_prompt(view, first[1])
        if first[0] == "hand":
            key = first[1]
            if key in self.data.units:
                if len(path) == 2:  # a slot picked: the place waits for its confirm (clicks.ends_the_song)
                    return self._fitting(last_place_words(self.data.units[key].name))
                warn = ""
                if view.players[mat_seat(view)].influence == 1:
                    warn = " It costs your last Influence: this turn becomes your last."
                return f"Place {self.data.units[key].name}: pick an empty slot of your Cadre.{warn}"
            cmd = self.data.commands.get(key)
            if cmd is None:
                return "Choose."
            if cmd.effect == "allure":
                return ("Allure: pick the Desert stack to lift from." if len(path) == 1
                        else "Allure: pick the stack it lands on.")
            if cmd.effect == "betrayal":
                return "Betrayal: pick an exposed Desert unit that carries Honor."
            if cmd.effect == "sandstorm":
                return "Sandstorm: pick the Desert stack whose exposed unit sinks."
            if cmd.effect == "exchange":
                return ("Exchange of Oaths: pick a hero in a Cadre." if len(path) == 1
                        else "Exchange of Oaths: pick a Desert stack, or one of your heroes, to swap with.")
            return self._fitting([f"{cmd.name}: confirm with the button.", f"{cmd.name}: confirm?",  # "Carava… co…"
                                  "Confirm with the button.", "Confirm?"])  # beside 4 buttons at 150 %: testers
        unit = unit_at(view, first)
        name = unit.name if unit else "the attacker"
        if len(path) == 2:  # an attack waiting for its confirm: a hero's Honor is at stake
            risk = self.clicks.honor_at_risk(view, Action("attack", (path[0], path[1])))
            if risk is not None:
                return self._fitting(risk_words(*risk))
        switch = bool(self.clicks.attacker_switches(view, self.ctx.table.legal_actions()) - self.clicks.lit)
        return self._fitting(defender_words(name, switch))

    def text_box(self) -> pygame.Rect:
        """The prompt zone left of the buttons, or right of them if a pressed spot kept empty leaves more room there
        (words are harmless under the pointer; khedu22: "Hint: lit button." beside a wide kept spot)."""
        zone, end = self.ctx.zones["prompt"], max((b.rect.right for b in self.buttons), default=10**6)
        box = pygame.Rect(zone.x + 14, zone.y + 2, (self.buttons[0].rect.x if self.buttons else zone.right) - zone.x - 24, zone.h - 4)
        beyond = pygame.Rect(end + 14, zone.y + 2, zone.right - end - 24, zone.h - 4)
        return beyond if beyond.w > box.w else box

    def _fitting(self, wordings: list[str]) -> str:
        """The first wording that fits the sentence's box at the text floor (two lines), else the last."""
        fonts = self.ctx.app.fonts
        box = self.text_box()
        for text in wordings:
            if not theme.fit_lines(fonts, text, box.size, theme.MIN_TEXT, "bold", line_gap=0)[2]:
                return text
        return wordings[-1]

    def draw(self, surface: pygame.Surface, view) -> None:
        """The prompt zone: the sentence, then the buttons at the right (call `sync` first)."""
        fonts = self.ctx.app.fonts
        text = self.text(view)
        left = self.countdown() if self.countdown is not None else None
        if left is not None:  # a lesson's step the table answers: a sign of life while it waits (blind testers)
            n = max(1, math.ceil(left))
            text = self._fitting([f"The table answers No Cadence for you in {n}… or press it now.",
                                  f"No Cadence for you in {n}…"])
        colour = theme.ACCENT if self.ctx.table.human_to_act() is not None else theme.TEXT_DIM
        box = self.text_box()
        # one line if it fits at any readable size (a prompt reads at a glance), else two lines
        size = next((n for n in range(17, theme.MIN_TEXT - 1, -1) if fonts.get(n, "bold").size(text)[0] <= box.w), 17)
        theme.draw_text_box(surface, fonts, text, box, size, colour, "bold", valign="middle", line_gap=0)
        for b in self.live_buttons():
            b.hovered = b.rect.collidepoint(self.pointer.pos)
            enabled = b.enabled
            b.enabled = enabled and (self.ready(b) or safe(b))  # a button waiting out a double click looks it
            b.draw(surface, fonts)
            b.enabled = enabled
            if b.text in BUTTON_TIPS and b.enabled:  # the app's hover tooltip says what the button does
                fonts.shortened.append((pygame.Rect(b.rect), BUTTON_TIPS[b.text]))


def fight_of(view) -> tuple | None:
    """Which fight `view` shows: the turn, the attack's number in it and the two cards."""
    c = view.combat
    if c is None:
        return None
    return (view.current, view.turns_completed, view.turn_attacks, c.attacker.card, c.defender.card)


def _nothing() -> None:
    """The callback of a greyed-out prompt button."""


def _gone() -> None:
    """The callback of a choice gone in this step: its place is kept, drawn empty."""
