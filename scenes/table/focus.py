"""The keyboard's cursor at a table: every game playable without a mouse, with the same clicks a mouse makes.

What the cursor can stand on comes from what the table already knows: for each legal move, the first spot
its `tutorial_clicks` names (the spot a lesson would light), so a game needs no second map of its table. A
game may add readable spots that make no move (`focus_extras`, Kona's empty squares) and its own words for a
spot (`focus_label`), parts finer than its layout's zones for Tab (`focus_region`), and its open dialog
(`focus_dialog`, a DialogFocus). Every button the table drew in its last frame is a spot too (a prompt's Cancel, the turn panel's More, the lesson's Leave lesson:
what a mouse can press, keys can), and so are the table's own buttons and the log.

Keys (intents): the arrows go to the nearest spot that way by its place on the screen (in the spot's region
first, then anywhere; `arrow_step`); Tab and Shift+Tab go to the next part of the table (the layout zone a spot
lies in: board, hand, buttons, log…: every region with a spot, so every spot to act on; the prompt's buttons
after the other parts, before the table's own), and stop at each of the table's own buttons (Undo, Hint, Menu)
on the way (`tab_step`); Enter clicks the spot; Esc backs out of a
half-made choice, and with none opens the pause menu (a choice is half made when a click or a key changed the
spots without making a move). The cursor appears at the first of these keys and stays until the mouse clicks;
it is drawn around its spot, never over it, and its words show in one fixed strip at the top of the log
panel, the same place on every table, which covers nothing (focus_tag.py; the log shows under it). A key that moves it hushes the hover tooltips of the resting mouse. After a move (or a
click that began a choice) it goes to the most useful spot: the nearest one to act on in the region it was in,
else the first one to act on (board before buttons), and never to the table's own buttons unless nothing else
can be done; a dialog that opens puts it on the control the dialog names. Enter on a spot that only reads
and changes nothing (a greyed control that says why) leaves the cursor there and says its words again.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from baraza.scenes.table.focus_guard import looking_now, own_key, tell_dropped
from baraza.scenes.table.focus_hint import HintFocus
from baraza.scenes.table.focus_lesson import lesson_landing, lesson_spots
from baraza.scenes.table.focus_moves import (  # noqa: F401 - FocusTarget and the steps are imported from here too
    FocusTarget,
    arrow_step,
    decisions_last,
    landing,
    nearest,
    quiet,
    reading_order,
    step_towards,
    tab_step,
)
from baraza.scenes.table.focus_tag import DialogFocus, draw_strip, place_strip, strip_words
from baraza.scenes.ui import theme

MOVE_KEYS = ("up", "down", "left", "right")
KEYS = (*MOVE_KEYS, "next", "previous", "confirm")
# A second Enter this soon after the first, or after the spots changed, with the cursor not moved nor a key or click
# of the player's own between, on a spot whose words are not those Enter was pressed on ("Roll the dice" turned
# "End Bones"; the cursor settled on the next turn's Meditate): it was aimed at the first, and is swallowed,
# never silently: why, and "press Enter again", are said and shown (focus_guard.py). A quarter second: presses 0.3 s
# apart are meant (the playtest's Enter on End turn did nothing). Table time, like the click gate's wait.
CONFIRM_GUARD = 0.25
RING = 5  # px between a spot and its ring
LOG_LINES = 4  # lines of the log said when the log is focused
FOCUS_COLOUR = (255, 120, 220)  # magenta: not the lit spots' yellow nor a hint's cyan ring (issue 41: one blue)


class FocusCursor:
    """Owned by a TableScene (`table.focus`). `host` is the table: it reads its legal moves, clicks, layout."""

    def __init__(self, host) -> None:
        self.host = host
        # shown: a focus key was pressed since the last mouse click, or the table opened by a key (Enter on
        # Continue: no ring until an arrow, keys playtest issue 41)
        self.active = bool(getattr(getattr(host, "app", None), "keys_last", False))
        self.current: FocusTarget | None = None
        self.choice_open = False  # a click made part of a choice (a tower picked, a card chosen), no move yet
        self._targets: list[FocusTarget] = []
        self._key: tuple | None = None
        self._home: FocusTarget | None = None  # where the cursor stood when a click or a move changed the table
        self._pending = False  # the table changed under the cursor: it goes to the most useful spot (_settle)
        self._input = False  # an event reached the table since the last drawing: the spots are read again
        self.tag: pygame.Rect | None = None  # the words' strip as drawn last (tests read it)
        self.tag_text: list[str] = []
        self._strip: pygame.Rect | None = None  # the strip of the frame being drawn (the log drew under it)
        self.turn_room: int | None = None  # the turn panel's height while the strip grows into it (log_panel.py)
        self._confirmed: tuple[float, str] | None = None  # (table time, words) of the last Enter, cursor unmoved
        self._collected_at = 0.0  # table time the spots were last read afresh
        self._drawn: list = []  # the enabled buttons the table drew in its last frame (seen_buttons)
        self._drawn_key: tuple = ()
        self._rest: tuple | None = None  # the spots as they were with no choice open (see clicked_table)
        self._press_version: int | None = None  # the match's version when the mouse button went down
        self._dialog: DialogFocus | None = None  # the open dialog, as the spots were last read
        self._opened: str | None = None  # the dialog the cursor last opened on, and the spots' key when it looked
        self._opened_key: tuple | None = None
        self._stay: tuple | None = None  # a control Enter pressed that made no move: the cursor stays on it
        self._rested: tuple | None = None  # a read-only spot the table's `focus_after_choice` put the cursor on
        self.hints = HintFocus(host)  # the cursor goes to a Hint's move as it arrives

    # --- what the cursor can stand on ----------------------------------------------------------
    def _state_key(self) -> tuple:
        host = self.host
        lesson = host.tutorial
        recap = getattr(host, "recap", None)
        return (host._match_version, host.human_to_act(), host.animations.busy, self.choice_open, self._drawn_key,
                bool(recap is not None and recap.recap_lines),
                None if lesson is None else (lesson.run.index, lesson.settled, lesson.run.waiting_for_next))

    def seen_buttons(self, buttons: list) -> None:
        """The buttons the table drew this frame (widgets.Button.draw): each enabled one is a spot, so every
        button a mouse can press can be reached by keys, whichever game drew it."""
        self._drawn = [b for b in buttons if b.enabled]
        self._drawn_key = tuple((tuple(b.rect), b.text) for b in self._drawn)

    def targets(self) -> list[FocusTarget]:
        """Every spot, regions in layout order, each region in reading order (recomputed when the table changed)."""
        key = self._state_key()
        if key != self._key:
            self._key = key
            targets = self._collect()
            # (not the log's words: the recap closing under this very Enter is no change it was aimed before)
            if _spots_said(targets) != _spots_said(self._targets):
                self._collected_at = self._now()
            self._targets = targets
        return self._targets

    def invalidate(self) -> None:
        self._key = None

    def region_of(self, rect: tuple[int, int, int, int]) -> str:
        named = getattr(self.host, "focus_region", None)  # a table's finer parts (Khedu's hand inside its mat)
        name = named(pygame.Rect(rect)) if named is not None else None
        if name:
            return name
        centre = pygame.Rect(rect).center
        for name, zone in self.host.layout.zones.items():
            if pygame.Rect(zone).collidepoint(centre):
                return name
        return "table"

    def _collect(self) -> list[FocusTarget]:
        host = self.host
        view = host.current_view()
        spots: list[FocusTarget] = []
        lesson = host.tutorial
        # every game should have tutorial_clicks (the contract test says so); a table may start the cursor's
        # moves elsewhere (`focus_clicks`: Konja's turn end never at its Clear button)
        where = getattr(host, "focus_clicks", None) or getattr(host, "tutorial_clicks", None)
        if lesson is not None:
            spots += lesson_spots(host, lesson, self.region_of)
        elif host.human_to_act() is not None and not host.animations.busy:
            groups: dict[tuple[int, int, int, int], list] = {}
            for action in host.legal_actions() if where is not None else ():
                clicks = where(action, view)
                if clicks:
                    groups.setdefault(tuple(pygame.Rect(clicks[0])), []).append(action)
            label_of = getattr(host, "focus_label", None) or self.default_label
            for rect, actions in groups.items():
                spots.append(FocusTarget(rect, label_of(pygame.Rect(rect), actions, view), self.region_of(rect),
                                         acts=True))
        taken = {t.rect for t in spots}
        extras = getattr(host, "focus_extras", None)
        for rect, label in extras(view) if extras is not None else ():
            rect = tuple(pygame.Rect(rect))
            if rect not in taken:
                spots.append(FocusTarget(rect, label, self.region_of(rect)))
        if lesson is None:  # in a lesson only its own buttons (above) and the table's answer
            spots += self._drawn_spots(spots)
        # a table may name its zones' Tab order (`focus_zone_order`: the parts a player works through first); the
        # zones it leaves out follow in layout order
        first = [z for z in getattr(host, "focus_zone_order", ()) if z in host.layout.zones]
        order = [*first, *(z for z in host.layout.zones if z not in first)]
        regions: dict[str, list[FocusTarget]] = {}
        for target in spots:
            regions.setdefault(target.region, []).append(target)
        ordered = [t for name in sorted(regions, key=lambda n: self._region_rank(n, regions[n], order))
                   for t in reading_order(regions[name])]
        stops = getattr(host, "focus_tab_stops", None)  # a table's spots Tab stops at too (Konja's prompt buttons)
        named = {tuple(pygame.Rect(r)) for r in (stops(view) if stops is not None and lesson is None else ())}
        ordered = [replace(t, stop=True) if t.rect in named else t for t in ordered]
        told = getattr(host, "focus_dialog", None)
        self._dialog = told(view) if told is not None and lesson is None else None
        if self._dialog is None:
            self._opened = None  # closed: the next dialog opens on its control, whatever its name
        modal = getattr(host, "focus_modal", None)
        dialog = modal(view) if modal is not None and lesson is None else None
        if dialog is not None:  # a dialog the player must answer or close: Tab keeps to its controls
            inside = [t for t in ordered if pygame.Rect(dialog).contains(pygame.Rect(t.rect))]
            if inside:
                return inside
        ordered = decisions_last(ordered)  # the prompt's buttons, then the table's own (Undo, Hint, Menu)
        for button in host.buttons:
            if button.enabled:
                words = f"{button.text} button" + (f", {button.tooltip}" if button.tooltip else "")
                ordered.append(FocusTarget(tuple(button.rect), words, "buttons", "button"))
        recap = getattr(host, "recap", None)
        if recap is not None and recap.recap_lines:  # the recap stands in the log's place: Enter opens it whole
            ordered.append(FocusTarget(tuple(host.log_panel.rect), "While you waited: press Enter for all of it",
                                       "log", "log"))
        else:
            ordered.append(FocusTarget(tuple(host.log_panel.rect), "Game log", "log", "log"))
        return ordered

    def _region_rank(self, name: str, spots: list[FocusTarget], order: list[str]) -> tuple[int, int]:
        """Where a region comes for Tab: a layout zone in layout order (the zones a table's `focus_zone_order` names
        first); a table's finer part (`focus_region`) in the place of the zone it lies in, parts of one zone top to
        bottom (not all before the board)."""
        if name in order:
            return order.index(name), 0
        top = min(spots, key=lambda t: t.rect[1])
        zones = self.host.layout.zones
        for index, zone in enumerate(order):
            if pygame.Rect(zones[zone]).collidepoint(top.centre):
                return index, top.rect[1]
        return -1, 0

    def _drawn_spots(self, spots: list[FocusTarget]) -> list[FocusTarget]:
        """The buttons drawn last frame that are not a spot yet (nor the table's own, added after): a button and
        a spot whose centres lie each in the other are the same control."""
        own = [*self.host.buttons, *getattr(self.host.tutorial, "buttons", ())]
        out: list[FocusTarget] = []
        for button in self._drawn:
            rect = pygame.Rect(button.rect)
            if any(button is b for b in own) or any(
                    pygame.Rect(t.rect).collidepoint(rect.center) and rect.collidepoint(t.centre) for t in spots + out):
                continue
            words = f"{button.text or 'Unnamed'} button" + (f", {button.tooltip}" if button.tooltip else "")
            out.append(FocusTarget(tuple(rect), words, self.region_of(tuple(rect)), "control"))
        return out

    def default_label(self, rect: pygame.Rect, actions: list, view) -> str:
        """A spot where `actions` begin, in the rules' words (a table may word its spots itself: `focus_label`;
        it may also add spots that are only read: `focus_extras(view)` -> [(rect, words)])."""
        seat = self.host.human_to_act()
        first = self.host.match.describe_action(0 if seat is None else seat, actions[0])
        others = len(actions) - 1  # "or 44 more" never said more of what (keyboard playtest)
        return first if not others else f"{first}, or {others} other move{'s' if others > 1 else ''} from here"

    def regions(self) -> list[str]:
        seen: list[str] = []
        for target in self.targets():
            if target.region not in seen:
                seen.append(target.region)
        return seen

    # --- keys ---------------------------------------------------------------------------------
    def handle_intent(self, intent) -> bool:
        """Move or use the cursor; True when the key was the cursor's."""
        if intent is None or intent.name not in KEYS:
            return False
        self.invalidate()  # read afresh: a shortcut key or the table's own time may have changed the spots
        targets = self.targets()
        if not targets:
            return False
        self.hush_hovers()
        was_active, self.active = self.active, True
        current = self._settle(targets)
        if not was_active and intent.name != "confirm":
            self._announce(current)  # the first key shows the cursor where it is
            return True
        if intent.name == "confirm":
            if self.hints.holds_enter():  # H pressed, the Hint not here yet: not a click on the old spot (keys19)
                return True
            if self._too_soon(current):
                self._confirmed = (self._now(), current.label)
                self._announce(current)
                tell_dropped(self.host.app, current.label)  # never silent: why, and what to do (focus_guard.py)
                return True
            self._confirmed = (self._now(), current.label)
            self.activate(current)
            return True
        self._confirmed = None  # the player moved the cursor: their next Enter is meant for where it is
        if intent.name in ("next", "previous"):
            self._announce(tab_step(targets, current, 1 if intent.name == "next" else -1))
            return True
        target = self.arrow_target(targets, current, intent.name)
        if target is not None:
            self._announce(target)
        else:  # the edge of the table that way: said, so a key that moves nothing is never silent
            self.host.app.speech.say(f"Nothing further {intent.name}.", "focus", interrupt=True)
        return True

    def arrow_target(self, targets: list[FocusTarget], current: FocusTarget, direction: str) -> FocusTarget | None:
        """Where an arrow goes: the table's own rule first (an optional `focus_arrow(targets, current, direction)`
        hook: a hex board's arrows by the screen's cone), outside a dialog; else the shared `arrow_step`."""
        own = getattr(self.host, "focus_arrow", None)
        if own is not None and self._dialog is None:
            target = own(targets, current, direction)
            if target is not None:
                return target
        return arrow_step(targets, current, direction, self._dialog.area if self._dialog is not None else None)

    def _now(self) -> float:
        clock = getattr(self.host, "clock", None)
        return clock.t if clock is not None else 0.0

    def _too_soon(self, current: FocusTarget) -> bool:
        """Whether this Enter follows the last one too closely for the spot's new words (CONFIRM_GUARD)."""
        dialog = self._dialog  # in a dialog the player opened (DialogFocus.steady) every Enter counts
        if self._confirmed is None or (dialog is not None and dialog.steady and pygame.Rect(dialog.area).contains(
                pygame.Rect(current.rect))):  # (the playtest: one of two quick "+" presses was lost)
            return False
        at, words = self._confirmed
        return words != current.label and self._now() - max(at, self._collected_at) < CONFIRM_GUARD

    def _settle(self, targets: list[FocusTarget]) -> FocusTarget:
        """The current target in `targets`. Unchanged while the table is; after a click or a move (or when its
        spot went), the most useful spot: the same spot if a move starts there, else the nearest such spot in
        its region, else the first such spot (board before buttons). With nothing to act on (the others'
        turns) the same spot or the nearest in its region, never a table button if anything else is there."""
        opening = self._opening(targets)
        hinted = self.hints.spot(targets, self._home or self.current, self._pending, self.choice_open)
        if hinted is not None:  # a Hint just arrived, or Enter on its spot: its (next) click (focus_hint.py), before
            self._follow_hint(hinted)  # the control a dialog the Hint's click opened names
            return hinted
        if opening is not None:
            self.current, self._home, self._pending = opening, None, False
            return opening
        current = self.current
        if current in targets and not self._pending:
            return current
        acting = [t for t in targets if t.acts]
        home = self._home or current
        if home is None:  # the first stop of the match: the table's own choice first (Khedu: never a Command)
            after = getattr(self.host, "focus_after_choice", None)
            onward = after(self.host.current_view()) if after is not None and acting else None
            pick = (next((t for t in acting if onward is not None and pygame.Rect(t.rect) == onward), None)
                    or (acting[0] if acting else quiet(targets, None)))
        elif acting:
            after = getattr(self.host, "focus_after_choice", None)  # where a choice just made goes on
            onward = after(self.host.current_view()) if after is not None else None
            lit = lesson_landing(self.host.tutorial, acting)  # a lesson's step: its lit spot (focus_lesson.py)
            onward = pygame.Rect(lit.rect) if lit is not None else onward
            # (or a spot that only reads: a table may land the cursor on its safest button, Khedu's Best)
            rest = next((t for t in targets if onward is not None and pygame.Rect(t.rect) == onward), None)
            pick = (next((t for t in acting if onward is not None and pygame.Rect(t.rect) == onward), None)
                    or rest
                    or next((t for t in acting if t.rect == home.rect), None)
                    # a control Enter pressed that made no move, or the read-only spot the table put the cursor on
                    # after a move (Konja's tokens), looked at again as the move's picture ends: it stays there
                    or next((t for t in targets if t.rect in (self._stay, self._rested) and t.kind != "log"), None)
                    or landing(acting, home))
            self._rested = pick.rect if not pick.acts and pick.rect in (getattr(rest, "rect", None), self._rested) \
                else None
            self._home, self._pending, self._stay = None, False, None
        else:  # nothing to do now: stay near, and look again when there is (the pending move's rule)
            pick = next((t for t in targets if t.rect == home.rect), None) or quiet(targets, home)
            self._home = home
        self.current = pick
        return pick

    def _opening(self, targets: list[FocusTarget]) -> FocusTarget | None:
        """The control a dialog that just opened names, once per dialog; None when there is none or it is not a
        spot yet (looked for again when the spots change)."""
        if self._key == self._opened_key:
            return None
        self._opened_key = self._key
        dialog = self._dialog
        if dialog is None or dialog.name == self._opened or dialog.opening is None:
            return None
        spot = tuple(pygame.Rect(dialog.opening))
        pick = next((t for t in targets if t.rect == spot), None)
        if pick is not None:
            self._opened = dialog.name
            if self.active:  # the ring moved into the dialog: where it stands is said (issue 44: it went unsaid)
                self.host.app.speech.say(pick.label, "focus", interrupt=True)
        return pick

    def _follow_hint(self, target: FocusTarget) -> None:
        moved = target != self.current
        self.current, self._home, self._pending, self._stay, self._rested = target, None, False, None, None
        if moved and self.active:  # the table's pointer follows; said after the Hint's own words, not over them
            self._point(target)
            self.host.app.speech.say(f"Cursor on the Hint's move: {target.label}", "focus")

    def hush_hovers(self) -> None:
        """The keys are in use: the resting mouse's tooltips (a cut text's words, a card's large view, a word's
        explanation, the table's own hover) go until the mouse moves again."""
        app, host = self.host.app, self.host
        for tips in (getattr(app, "tips", None), getattr(app, "card_zoom", None), getattr(host, "term_hover", None),
                     getattr(host, "hover", None)):
            if tips is not None and callable(getattr(tips, "hush", None)):
                tips.hush()

    def _announce(self, target: FocusTarget) -> None:
        self._home, self._pending, self._rested = None, False, None  # the player chose this spot
        changed_region = self.current is None or self.current.region != target.region
        self.current = target
        self._point(target)
        zoom = getattr(self.host.app, "card_zoom", None)
        if zoom is not None and zoom.pinned is not None:  # reading cards: the large view goes along with the cursor
            spot = zoom.spot_at(target.centre, self.host)
            if spot is None:
                zoom.close()
            else:
                self._pin(zoom, spot)
        speech = self.host.app.speech
        speech.say(target.label, "focus", interrupt=True)
        if changed_region:
            same = [t for t in self.targets() if t.region == target.region]
            speech.say(f"{target.region.replace('_', ' ')}, {len(same)} spots", "detail")

    def _point(self, target: FocusTarget) -> None:
        """The table's pointer goes where the cursor is, as a resting mouse would: what a table shows for the spot
        under it (the odds against a defender, the place a road would go) follows the keys too. The tooltips stay
        hushed (they would cover the board)."""
        if self.host.app.stack.top is self.host:
            self.host.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=target.centre, rel=(0, 0),
                                                      buttons=(0, 0, 0), keyboard=True))
            self.hush_hovers()

    def show_card(self) -> bool:
        """Space on a card: its large view, pinned as a right-click pins it (Space again or Esc closes it), its
        words said. False when the cursor is on no card (Space then does what it does elsewhere)."""
        zoom = getattr(self.host.app, "card_zoom", None)
        if not self.active or self.current is None or zoom is None:
            return False
        spot = zoom.spot_at(self.current.centre, self.host)
        if spot is None:
            return False
        if zoom.pinned is not None and zoom.pinned.key() == spot.key():
            zoom.close()
        else:
            self._pin(zoom, spot)
        return True

    def _pin(self, zoom, spot) -> None:
        zoom.pinned = spot
        face = spot.face
        words = ". ".join(part for part in (face.title, face.kind, face.cost, face.text) if part)
        self.host.app.speech.say(words, "demand", interrupt=True)

    def activate(self, target: FocusTarget) -> None:
        """Enter on a spot: the click a mouse would make there (the log is read out instead)."""
        host = self.host
        recap = getattr(host, "recap", None)
        if target.kind == "log" and not (recap is not None and recap.recap_lines):  # the recap: clicked open
            lines = host.log_panel.last_lines(LOG_LINES)
            host.app.speech.say(". ".join(lines) if lines else "The log is empty.", "demand", interrupt=True)
            return
        pos, opened = target.centre, self._opened
        before = (host._match_version, _spots_said(self.targets()))
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
            host.handle_event(pygame.event.Event(kind, pos=pos, keyboard=True, **extra))
        self.hush_hovers()  # the click's own pointer motion must not bring them back
        self.invalidate()
        if (target.kind == "spot" and not target.acts and host.app.stack.top is host
                and (host._match_version, _spots_said(self.targets())) == before):  # a greyed control: it stays
            self.current = target
            host.app.speech.say(target.label, "focus", interrupt=True)
            return
        # a control that only changed the spots (Konja's Best split): the cursor stays on it, never on to the
        # nearest spot to act on (Clear the pyramid, which a second Enter pressed: keyboard playtest, issue 41)
        self._stay = target.rect if not target.acts and host._match_version == before[0] else None
        if self._opened is None or self._opened == opened:  # (a dialog the move opened may have put the cursor on
            self._home, self._pending = target, True  # its control already: the autosave's picture settles it)
        if self.current is not None and host.app.stack.top is host:
            settled = self._settle(self.targets())
            if settled != target:  # a choice half made goes on elsewhere: the pointer goes with the cursor
                self._point(settled)

    def mouse_used(self, event: pygame.event.Event) -> None:
        """A real click hides the cursor (the player took the mouse). Any press notes the table as it stands, so
        its release can tell whether it began a choice (clicked_table)."""
        pressed = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 2, 3)
        if pressed and not getattr(event, "keyboard", False):
            self.active = False
        if pressed:
            self._press_version = self.host._match_version
        keyed = own_key(event, KEYS)
        if looking_now(event, KEYS):  # H, V, a real click: the next Enter is meant for what they see (focus_guard)
            self._confirmed = None
        if (pressed or keyed) and not self.choice_open:  # (the cursor's own keys never make a choice)
            self._rest = _spots_now(self._collect())
        if event.type != pygame.MOUSEMOTION:
            self._input = True  # a key or a click may change the spots without a move (a mode, a selection)

    def clicked_table(self, event: pygame.event.Event, version_before: int, used: bool = True) -> None:
        """After a click or a table's own key (KROWNIA's R for a road) reached the table: a choice is open when it
        made no move and the spots differ from the table's with no choice open (a tower picked lights its
        landings; picking it again puts them back). A button that made a move (Roll, End turn) opens none, so
        Esc then opens the pause menu."""
        if event.type == pygame.MOUSEBUTTONUP:
            before, self._press_version = self._press_version, None
            if self.host._match_version != (version_before if before is None else before):
                return  # the press made a move (a button acts as it goes down)
        elif event.type == pygame.KEYDOWN and used:
            if self.host._match_version != version_before:
                return
        else:
            return
        now = _spots_now(self._collect())
        self.choice_open = self._rest is not None and now != self._rest
        self.invalidate()  # the choice is part of the spots' key
        if event.type == pygame.KEYDOWN and self.choice_open and self.current is not None:
            self._home, self._pending = self.current, True  # a table's key began a choice (R lit the roads): the
            # cursor goes on as Enter on its button would (`focus_after_choice`), not left on End turn

    def keeps_recap(self, intent) -> bool:
        """Whether this key leaves the recap (what the others did while you waited) open: the cursor's moving keys
        only look around, and Enter on it opens it whole; any other key closes it, as a click does."""
        if intent is None or intent.name not in KEYS:
            return False
        current = self.current
        return intent.name != "confirm" or (self.active and current is not None and current.kind == "log")

    def back_out(self) -> bool:
        """Esc: forget a half-made choice (True), or nothing to forget (False: the pause menu opens)."""
        if not self.choice_open:
            return False
        self.choice_open = False
        self.host.reset_selection()
        self.invalidate()
        self.host.app.speech.say("Choice cleared.", "focus", interrupt=True)
        return True

    def moved(self, *_args) -> None:
        """After a move or an undo: no choice is half made any more."""
        self.choice_open = False
        self._rest = None
        self.invalidate()
        if self._home is None:
            self._home = self.current
        self._pending = True

    # --- drawing ------------------------------------------------------------------------------
    def shown(self) -> bool:
        """Whether the ring and its words show: a key was pressed since the last click, and no screen is over the
        table (the results, the menu: they have the keys and their own focus, one ring)."""
        return self.active and getattr(self.host.app.stack, "top", self.host) is self.host

    def _fresh_targets(self) -> list[FocusTarget]:
        if self._input:  # a key or a click may have changed the spots without a move (a mode, a selection)
            self._input = False
            self.invalidate()
        return self.targets()

    def strip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the cursor's words go this frame, or None while the cursor is hidden: one fixed place in the log
        zone's column for every spot of the part (Tab region) the cursor is in (the log never jumps under the
        arrows; Tab to another part may resize it. keys21: sized by all the table's spots, Konja's strip stood
        ~240 px tall for "Roll the dice", the log cut to one entry), the log's rows kept under it, the turn
        panel's height while it shows in `turn_room` (focus_tag.py: `place_strip`). The table draws the log and
        the turn panel around it."""
        self._strip, self.turn_room = None, None
        targets = self._fresh_targets() if self.shown() else []
        if not targets:
            return None
        host, lesson = self.host, self.host.tutorial
        modal = getattr(host, "focus_modal", None)  # an open dialog, or a lesson's card, over the log
        over = self._dialog.area if self._dialog is not None else (
            modal(host.current_view()) if modal is not None and lesson is None else getattr(lesson, "card", None))
        part = self._settle(targets).region  # (settled as `draw` will: the spot the words are of this frame)
        labels = [t.label for t in targets if t.region == part]
        column = place_strip(host, labels, self._toast(), over and pygame.Rect(over),
                             surface.get_rect())
        if column is not None:
            self._strip, self.turn_room = column.strip, column.turn_h
        return self._strip

    def _toast(self) -> pygame.Rect | None:
        """The toast in the table's own place (a Hint's words), as the app draws it this frame: grown to read whole,
        down over the log (KROWNIA's long Hint hid the strip's first line: keys19); the strip keeps off it."""
        place = getattr(self.host.app, "toast_place", None)
        return place(self.host) if place is not None else None

    def draw(self, surface: pygame.Surface, _placed: list | None = None) -> None:
        """The ring around its spot, and its words whole in the strip (`strip`, which the log drew under)."""
        self.tag, self.tag_text = None, []
        strip, self._strip = self._strip or self.strip(surface), None
        targets = self._fresh_targets() if self.shown() else []
        if not targets or strip is None:
            return
        target = self._settle(targets)
        ring = pygame.Rect(target.rect).inflate(2 * RING, 2 * RING)
        pygame.draw.rect(surface, theme.TEXT_DARK, ring.inflate(6, 6), 3, border_radius=9)
        pygame.draw.rect(surface, FOCUS_COLOUR, ring, 4, border_radius=8)
        fonts = self.host.app.fonts
        lines, size = strip_words(fonts, target.label, strip)
        draw_strip(surface, fonts, strip, lines, size, FOCUS_COLOUR)
        self.tag, self.tag_text = strip, lines


def _spots_now(targets: list[FocusTarget]) -> tuple:
    """What a choice changes: the table's spots and their words (not its buttons, which are those of the frame
    drawn before the click, nor the log)."""
    return tuple((t.rect, t.label, t.acts) for t in targets if t.kind == "spot")


def _spots_said(targets: list[FocusTarget]) -> list[tuple]:
    return [(t.rect, t.label) for t in targets if t.kind != "log"]
