"""What the keyboard's cursor (scenes/table/focus.py) can stand on at the KROWNIA table besides the first click
of each legal move: the table's `focus_extras` and the trimming of `tutorial_clicks` while a dialog is open.

The shared cursor takes, for each legal move, the first spot its clicks name. A build's first click is the
Road / Village / Town button, so without more the board is never a stop for Tab once the dice are rolled (the
keyboard playtest), nor is the hand. Here:
- every spot a build can go now is a stop on the board, worded as the move ("Build a road on edge 22, by
  forest 3"); Enter there chooses that build and keeps the cursor on the spot, a second Enter builds (`build_at`,
  `armed_spot`): the arrows reach the board from End turn, and one Enter there must not spend cards unasked;
- the hand's cards are stops to read (a card's count and rate, a development card's text);
- while a dialog is open (the bank trade, Monopoly) only its controls are stops, so the cursor starts on its
  first control and does not wander to the panel behind it; its close button is a stop too, and so is each
  greyed control, worded with why it is grey (dialog_words.py). `modal_rect` (the table's `focus_modal`) names
  the dialog, and the shared cursor keeps Tab inside it until it closes; `dialog_focus` (`focus_dialog`) names
  the control it opens on (the first +, chip, Trade or Accept; not Drop);
- in an open dialog (a trade offer to answer, the player's own offer, the bank trade, Monopoly) Tab and
  Shift+Tab go round its controls one by one, and Esc presses its way back out (Decline, Drop, Withdraw offer,
  close) (`dialog_key`): the whole dialog is one part of the table, where Tab went only to its first control
  (keyboard playtest C: Tab stuck in the trade offer).

`KeyboardSpots` is given the table (`human_to_act`, `legal_actions`, `match`, `lesson_hook`), the geometry,
the selection and the trade dialog.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import DEV_KINDS, RESOURCES
from baraza.game.krownia.hint_spend import BUILD_KINDS
from baraza.game.krownia.hint_words import cards
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.art import DEV_INFO, HARBOUR_R, Control, harbour_badge
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.dialog_words import control_words
from baraza.scenes.krownia.geometry import KrowniaGeometry, around
from baraza.scenes.krownia.panels import turn_buttons
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.trade import TradeDialog
from baraza.scenes.table.focus_tag import DialogFocus
from baraza.scenes.ui.keymap import intent_of

BUILDS = ("build_road", "build_village", "build_town")
# the moves that end a trade, whoever makes them (the player's trade, withdrawal or Drop, the last rival's "no"):
# the cursor goes on to what the player can pay for now, never to End turn beside it (T119: a declined offer)
TRADES = ("bank_trade", "confirm_trade", "cancel_trade", "offer_abandon", "decline_trade", "accept_trade",
          "offer_send", "counter_trade")
# the player's own spending moves: when the spot pressed makes no move any more, the cursor goes on as after a trade
# (a road built by keys left it on End turn with a development card still paid for)
SPENT = (*BUILDS, "buy_dev", "play_monopoly", "take_resource", "skip_free_road")
SCENE_DIALOGS = ("bank", "monopoly")  # the dialogs the table opens itself (the others are rules phases)
STEADY = ("bank", "monopoly", "compose")  # dialogs the player opens, whose buttons never turn into others
CLOSERS = ("close", "cancel")  # their close controls, by name
# Esc in an open dialog: the control that backs out of it, by the dialog's kind (trade.py's names)
# (a counter's Esc goes back to the offer, counter.py; where it cannot, it declines as Drop does)
BACK_OUT = {"bank": ("close",), "monopoly": ("cancel", "close"), "compose": ("back", "drop"), "pending": ("withdraw",),
            "answer": ("decline",)}

# the moves after which the player's building opens: the cursor then starts on the Hint's move or a safe spot
TURN_OPENERS = ("roll", "move_pirate", "steal", "discard")
COUNTS = ("offer_give", "offer_get", "offer_take_back")  # the moves of an offer's + and − controls

Spot = tuple[pygame.Rect, str]


class KeyboardSpots:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection,
                 trade: TradeDialog, panel: Callable[[KrowniaView], list[Control]] | None = None) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection
        self.trade = trade
        self.panel = panel  # the side panel's controls (panels.ActionPanel.controls)
        self.table_clicks: Callable[[Action, KrowniaView], list[pygame.Rect]] = lambda _a, _v: []  # (table.py)
        self.armed: Action | None = None  # the build Enter on a board spot chose (input.py), built by a second Enter
        # the last two spots the keys put the pointer on, each with the moves made by then (`pointed`, `shown`)
        self.points: list[tuple[int, tuple[int, int]]] = []
        self._opened = -1  # the number of moves when the cursor last went to a turn's opening spot (turn_opening)

    def lesson(self) -> bool:
        hook = getattr(self.table, "lesson_hook", None)
        return bool(hook is not None and hook.running)  # a lesson opens only its next step

    def dialog_rect(self, view: KrowniaView) -> pygame.Rect | None:
        """The open dialog the table opened itself (a bank trade, Monopoly), outside a lesson; else None."""
        if self.lesson() or self.trade.kind(view) not in SCENE_DIALOGS:
            return None
        return self.trade.rect(view)

    def modal_rect(self, view: KrowniaView) -> pygame.Rect | None:
        """A trade or Monopoly dialog open outside a lesson: the cursor should stay inside it until it closes
        (the table's `focus_modal`, which the shared cursor keeps to)."""
        if self.lesson() or self.trade.kind(view) not in (*SCENE_DIALOGS, "compose", "pending", "answer"):
            return None
        return self.trade.rect(view)

    def dialog_key(self, event: pygame.event.Event, view: KrowniaView, focus) -> bool:
        """Tab, Shift+Tab and Esc in an open dialog (`modal_rect`): Tab goes to the dialog's next control, round
        and round; Esc presses the control that backs out of it. True when the key was used here; `focus` is
        the table's keyboard cursor (scenes/table/focus.py)."""
        if event.type != pygame.KEYDOWN:
            return False
        intent = intent_of(event)
        dialog = self.modal_rect(view)
        if intent is None or dialog is None:
            return False
        if intent.name == "cancel":
            names = BACK_OUT.get(self.trade.kind(view), ())
            control = next((c for c in self.trade.controls(view) if c.name in names and c.enabled), None)
            if control is None or control.on_click is None:
                return False
            control.on_click()
            return True
        if intent.name not in ("next", "previous") or not focus.active:
            return False  # the first key shows the cursor where it is (the shared cursor's rule)
        stops = [t for t in focus.targets() if dialog.contains(pygame.Rect(t.rect))]
        if not stops:
            return False
        index = stops.index(focus.current) if focus.current in stops else -1
        step = 1 if intent.name == "next" else -1
        focus._announce(stops[(index + step) % len(stops)])  # said and drawn as any move of the cursor
        return True

    def clicks(self, clicks: list[pygame.Rect], view: KrowniaView) -> list[pygame.Rect]:
        """A move's clicks as the cursor sees them: with a dialog open, none for a move that starts outside it
        (Esc or its close button first), so the dialog's controls are the only stops to act on."""
        dialog = self.dialog_rect(view)
        if dialog is not None and clicks and not dialog.contains(pygame.Rect(clicks[0])):
            return []
        return clicks

    def label(self, rect: pygame.Rect, actions: list[Action], view: KrowniaView, default) -> str:
        """A stop's words (`focus_label`): a build button says what it is and how many places it lights,
        not the first of its moves ("Build a road on edge 22, or 6 more" was a board spot's words)."""
        kinds = {a.kind for a in actions}
        if len(kinds) == 1 and kinds <= set(BUILDS) and not self.geometry.board_rect.contains(rect):
            piece = next(iter(kinds))[len("build_"):]
            n = len(actions)
            return f"{piece.capitalize()} button: lights the {n} place{'' if n == 1 else 's'} a {piece} can go"
        if kinds <= {"bank_trade", "open_trade"} and len(actions) > 1:
            return self._trade_label(actions, view)
        return default(rect, actions, view)

    def _trade_label(self, actions: list[Action], view: KrowniaView) -> str:
        """The Trade button, or a give chip in the bank dialog: what pressing it does, not the first of its trades
        "or 4 more" (the playtest read that as 4 more cards)."""
        trades = [a for a in actions if a.kind == "bank_trade"]
        n = len(trades)
        if self.trade.kind(view) == "bank" and trades:
            give = trades[0].args[0]
            rate = view.players[view.seat].trade_rates[give] if view.seat is not None else 4
            return f"Give {rate} {RESOURCES[give]} to the bank: then pick which card you get ({n} to choose from)"
        words = "Trade button: opens trading with the bank and harbours"
        if n:
            words += f" ({n} trade{'' if n == 1 else 's'} you can make now)"
        return words + (", and offers to players" if any(a.kind == "open_trade" for a in actions) else "")

    # --- the stops that are not a move's first click (focus_extras) ------------------------------
    def extras(self, view: KrowniaView) -> list[Spot]:
        if self.lesson():
            return []
        if self.trade.kind(view) is not None:  # a dialog: its controls that make no move now are stops too
            return self.dialog_spots(view)
        return self.pirate_home(view) + self.build_spots(view) + self.hand_spots(view) + self.panel_spots(view)

    def pirate_spot(self, view: KrowniaView) -> pygame.Rect | None:
        """Where the cursor starts when the player moves the Pirate: the tile it stands on, which is no move (round 9:
        the cursor started on a rival's best tile and one Enter moved the Pirate there unchosen; before that on the
        player's own tile, issue 44). The player's first arrow picks a tile; Enter here says it must move. None
        outside that choice."""
        if not self._moving_pirate():
            return None
        return self.geometry.tile_rect(view.pirate_hex)

    def _moving_pirate(self) -> bool:
        return self.table.human_to_act() is not None and any(a.kind == "move_pirate" for a in self.table.legal_actions())

    def pirate_home(self, view: KrowniaView) -> list[Spot]:
        """The Pirate's own tile, a stop while the player must move it: the cursor starts there (`pirate_spot`)."""
        if not self._moving_pirate():
            return []
        # short words: at 150 % a tile by the island's edge has little room beside the prompts (keys5)
        return [(self.geometry.tile_rect(view.pirate_hex), "The Pirate is here: choose another tile")]

    def pointed(self, pos, keyboard: bool) -> None:
        """The pointer moved: by the keys' cursor (its ring is drawn there), or by the mouse (forgets them all)."""
        self.points = [*self.points[-1:], (len(self.table.match.records), tuple(pos))] if keyboard else []

    def shown(self, pos) -> bool:
        """Whether the cursor's ring stood on `pos` before the Enter now pressing there (whose own pointer move is
        the last one), since the last move: a tile the player looked at, not one the cursor was left on."""
        return len(self.points) == 2 and self.points[0] == (len(self.table.match.records), tuple(pos))

    def panel_spots(self, view: KrowniaView) -> list[Spot]:
        """The side panel's controls that make no move now (a greyed build row, Roll once rolled, Rules): stops
        that say why they are grey, so Tab reaches the build rows and Trade whatever the hand (issue 44)."""
        if self.panel is None:
            return []
        if self.table.human_to_act() is None:
            # another seat's turn: the row where Roll and End turn stood is a stop still, so an Enter then leaves the
            # cursor there (hist9: End turn went with the turn and the cursor jumped to the hand's first card)
            if view.seat is None or view.setup_round or view.winner >= 0:
                return []
            return [(pygame.Rect.union(*turn_buttons(self.geometry.actions_rect)),  # the turn order drawn there
                     f"Turn {view.round}: {view.names[view.current]}'s turn. End turn is back on yours")]
        out = []
        for c in self.panel(view):
            label = c.label.rstrip("…").strip()
            if c.name == "rules":
                words = "Rules button, opens the rules"
            elif c.enabled:
                words = f"{label} button" + (f", {c.note}" if c.note and c.note != "Enter" else "")
            else:
                words = f"{label} button, not now" + (f": {c.note}" if c.note else "")
            out.append((pygame.Rect(c.rect), words))
        return out

    def region(self, rect: pygame.Rect) -> str | None:
        """The side panel's parts for Tab (`focus_region`): the turn's buttons, the build rows, then Trade and Rules,
        each a stop of its own (Tab went from End turn straight past the build rows and Trade: issue 44)."""
        panel = self.geometry.actions_rect
        y = pygame.Rect(rect).centery
        if not panel.collidepoint(pygame.Rect(rect).center):
            return None
        if y < panel.y + 172:
            return "turn_buttons"
        return "build" if y < panel.y + 196 + 4 * 48 else "trade"

    def dialog_spots(self, view: KrowniaView) -> list[Spot]:
        """Every control of the open dialog, in words (the shared cursor keeps the moves' own stops where they
        lie on one): a greyed control is a stop that says why it is grey, so Up and Down go row by row over
        the dialog instead of jumping past its greyed rows (the blind testers), and Enter there leaves the
        cursor where it is."""
        out = []
        for c in self.trade.controls(view):
            if c.name in CLOSERS:
                words = "Close button, closes this window" if c.label == "×" else f"{c.label} button, closes this window"
            else:
                words = control_words(c, view, self.selection)
            out.append((pygame.Rect(c.rect), words))
        summary = self.trade.offer_summary(view)
        if summary is not None:
            out.append((summary, self.trade.prompt(view)))
        for s, row in self.trade.counter_rows(view):
            give, get = view.trade.counters[s]
            out.append((row, f"{view.names[s]} counters: you give {cards(give)} for {cards(get)}. "
                             f"Its Trade button takes the counter"))
        return out

    def dialog_focus(self, view: KrowniaView) -> DialogFocus | None:
        """The open dialog for the shared cursor (`focus_dialog`): its words keep off the dialog's texts and title,
        and it opens on its first useful control (the first +, chip, Trade; a backing-out control only when nothing
        else can be done; the bank trade always on its first "give" chip), not on Drop or Withdraw beside the
        button that opened it; an offer to answer, on its words, where Enter does nothing."""
        kind = self.trade.kind(view)
        if self.lesson() or kind is None:
            return None
        controls = sorted((c for c in self.trade.controls(view) if c.enabled), key=lambda c: (c.rect.y, c.rect.x))
        backs = (*CLOSERS, *(name for names in BACK_OUT.values() for name in names))
        useful = [c for c in controls if c.name not in backs] or controls
        opening = tuple(useful[0].rect) if useful else None
        gives = [c for c in self.trade.controls(view) if c.name.startswith("bank_give_")]
        first_give = next((c for c in gives if c.enabled), None)
        if kind == "bank" and first_give is not None:  # in the "give" row, on the first card you can give (issue
            opening = tuple(first_give.rect)  # 44: it opened on another row from one time to the next); with none
            # to give, on the first useful control (Offer a trade to players)
        sent = self._filled_send(view)
        if sent is not None:  # filled from the Hint: on its send, the move's next step (a "+" there took a second
            opening = tuple(sent.rect)  # Enter as one more card given, krownia19)
        summary = self.trade.offer_summary(view)
        if summary is not None:  # an offer comes unbidden: an Enter meant for End turn must not accept it (a
            opening = tuple(summary)  # playtest), nor open a counter (hist9): it opens on the offer's words
        name = kind
        countered = self.trade.counter_rows(view)
        if countered:  # keys19: a counter to the player's offer put the cursor on its Trade, which took the counter
            # (other cards than asked) in one Enter: each new counter opens on its words, where Enter takes nothing
            name, opening = f"{kind}:{','.join(str(s) for s, _row in countered)}", tuple(countered[0][1])
        return DialogFocus(name, tuple(self.trade.rect(view)), opening, steady=kind in STEADY)

    def hint_button(self, hint: Action, view: KrowniaView) -> pygame.Rect | None:
        """The button a Hint that is no move here stands for (the cursor's `focus_hint_button`): inside the
        player's counter, "Back to the offer and accept it" is the Back button (krownia20: H then Enter did
        nothing), and once back the Hint names Accept. None otherwise."""
        trade = view.trade
        if hint.kind != "accept_trade" or trade is None or view.seat is None or trade.offerer == view.seat \
                or self.trade.kind(view) != "compose":
            return None
        back = next((c for c in self.trade.controls(view) if c.name == "back"), None)
        return pygame.Rect(back.rect) if back is not None and back.enabled else None

    def _filled_send(self, view: KrowniaView) -> Control | None:
        """The send button of an offer or counter the Hint's cards filled as it opened (trade.py's `filled`), while
        the player made no move since (an AI's answer to the same offer may come between): the one to the seat the
        Hint named, else to everyone. None otherwise."""
        filled, records = self.trade.filled, self.table.match.records
        if self.trade.kind(view) != "compose":
            return None
        if self.trade.filling is not None:  # a frame drawn while the cards go in: the send, greyed till then
            to = self.trade.filling
        elif filled is None or len(records) < filled[0] or any(r.seat == view.seat for r in records[filled[0]:]):
            return None
        else:
            to = filled[1]
        sends = {c.name: c for c in self.trade.controls(view) if c.name.startswith("send_")}
        return sends.get(f"send_{to}") or sends.get("send_-1")

    def keep_clear(self, view: KrowniaView) -> list[pygame.Rect]:
        """What the cursor's words keep off (the table's `focus_keep_clear`): the harbours' badges wherever it
        stands; on the board also the turn panel and the side panel's prompt, and every control (the side panel's,
        the dialog's). At
        150 % a tile's words covered the turn panel's prompt (issue 44). They weigh as the other clicks do: less than
        the tiles the words name."""
        focus = getattr(self.table, "focus", None)
        current = focus.current if focus is not None else None
        if current is None:
            return []
        if not self.geometry.board_rect.collidepoint(pygame.Rect(current.rect).center):
            # off the board too: the Trade button's words lay over the 2:1 harbour markers (krownia17)
            return self.harbour_badges(view)
        panel = self.geometry.actions_rect
        prompts = [pygame.Rect(panel.x, panel.y, panel.w, 40 + 3 * 21)]  # its title, prompt (panels.ActionPanel.draw)
        turn = getattr(getattr(self.table, "turn_panel", None), "rect", None)
        prompts += [pygame.Rect(turn)] if turn is not None else []
        out = [pygame.Rect(c.rect) for c in self.trade.controls(view) + (self.panel(view) if self.panel else [])]
        kept = prompts + [r for r in out if r != pygame.Rect(current.rect)]
        # each listed twice: a prompt or a control weighs more than a harbour's badge (the words go on a badge
        # before they hide a control)
        return kept + kept + self.harbour_badges(view)

    def harbour_badges(self, view: KrowniaView) -> list[pygame.Rect]:
        """Each harbour's rate badge: the cursor's words keep off them too ("Move the Pirate to the hills 6"
        hid a 2:1 harbour: issue 41)."""
        geo, side = self.geometry, 2 * HARBOUR_R + 4
        out = []
        for harbour in view.harbours:
            a, b = harbour.corners
            x, y = harbour_badge(geo.corner_px[a], geo.corner_px[b], geo.hexes.to_pixel(*harbour.sea_hex))
            out.append(pygame.Rect(round(x - side / 2), round(y - side / 2), side, side))
        return out

    def armed_spot(self, view: KrowniaView) -> pygame.Rect | None:
        """The build spot Enter chose a build on (`armed`), while that build is still chosen and possible: the
        cursor stays there, so a second Enter builds it (one Enter on the board never spends cards unasked)."""
        armed = self.armed
        if armed is None or self.selection.mode != armed.kind[len("build_"):]:
            return None
        return self._spot(armed) if armed in self.table.legal_actions() else None

    def after_choice(self, view: KrowniaView) -> pygame.Rect | None:
        """In the bank dialog with what you give and get both picked: its Trade button, lit now, where Enter makes
        the trade (the cursor went to the nearest control instead, "Offer to players", the keyboard playtest).
        As the turn's building opens: `turn_opening`. In the player's offer, the + or − Enter just pressed
        (`count_control`)."""
        counted = self.count_control(view)
        if counted is not None:
            return counted
        summary = self.trade.offer_summary(view)
        if summary is not None:  # an offer waits on the player: another seat's answer to it is a move, and the
            # cursor fell onto Accept by itself (krownia24); it stays on the offer's words, where Enter takes nothing
            return pygame.Rect(summary)
        if self.trade.kind(view) != "bank" or self.selection.give is None or self.selection.get is None:
            return self.turn_opening(view)
        confirm = next((c for c in self.trade.controls(view) if c.name == "bank_confirm"), None)
        return pygame.Rect(confirm.rect) if confirm is not None and confirm.enabled else None

    def count_control(self, view: KrowniaView) -> pygame.Rect | None:
        """In the player's own offer, after a + or − changed a count: that control, greyed or not. A + greyed by
        the count filling put the cursor on the nearest control, the − below it, so the next Enter took a card
        back off (1 → 2 → 1 → 0: blind tester krownia17); greyed, it stays a stop that says why."""
        focus = getattr(self.table, "focus", None)
        records = self.table.match.records
        if (focus is None or focus.current is None or self.trade.kind(view) != "compose" or not records
                or records[-1].action.kind not in COUNTS):
            return None
        spot = pygame.Rect(focus.current.rect)
        counts = (c for c in self.trade.controls(view) if c.name.startswith(("give_", "get_")))
        return next((pygame.Rect(c.rect) for c in counts if pygame.Rect(c.rect) == spot), None)

    def turn_opening(self, view: KrowniaView) -> pygame.Rect | None:
        """Once per move, as the player's building opens (the dice rolled, the Pirate moved): the Hint's move once
        known, else the hand's first card, which only reads (the cursor stayed where Roll was, on End turn, or went
        to "Play a Warrior" while the Hint advised a build: keys15 at 150 %; one Enter gave the turn away). After
        a trade ends (made, declined, withdrawn, dropped), or a build or card the player paid for left the cursor's
        spot with no move: what the player can pay for now (`_useful`), never End turn. None at any other time:
        the shared rule."""
        records = self.table.match.records
        if (self.lesson() or self.table.human_to_act() is None or view.phase != "main" or not records
                or self.selection.mode is not None or self.trade.kind(view) is not None
                or records[-1].action.kind not in TURN_OPENERS + TRADES + SPENT or len(records) == self._opened):
            return None
        last = records[-1]
        if last.action.kind in TURN_OPENERS:
            hint = self.table.hint
            clicks = self.table_clicks(hint, view) if hint is not None and hint in self.table.legal_actions() else []
            spot = pygame.Rect(clicks[0]) if clicks else self.geometry.hand_card_rect(0)
        elif last.action.kind in SPENT and (last.seat != self.table.human_to_act() or self._still_acts()):
            return None  # the spot pressed makes a move still (a second dev card): the shared rule keeps it there
        else:
            spot = self._useful(view)
            if spot is None:
                return None
        focus = getattr(self.table, "focus", None)
        if focus is None or any(t.rect == tuple(spot) for t in focus.targets()):
            self._opened = len(records)  # the cursor went there: later clicks are the shared rule's
        return spot

    def _still_acts(self) -> bool:
        """Whether the spot the cursor stood on as the move was made (the shared cursor's home, else its current
        spot) makes a move now: it stays there then, the shared rule."""
        focus = getattr(self.table, "focus", None)
        spot = (getattr(focus, "_home", None) or focus.current) if focus is not None else None
        return spot is not None and any(t.acts and t.rect == spot.rect for t in focus.targets())

    def _useful(self, view: KrowniaView) -> pygame.Rect | None:
        """What the player can do next that is worth a key (krownia20 / keys18 / T119: after a trade the cursor went
        to End turn beside a road or a development card now paid for): the Hint's move unless it ends the turn, else
        the plan's build (the Hint's turn plan, hint_agree), else the dearest build on its board spot, else the
        Dev card row. None when nothing is paid for (End turn is then the shared rule's)."""
        legal = self.table.legal_actions()
        hint = self.table.hint
        if hint is not None and hint in legal and hint.kind != "end_turn":
            return self._action_spot(hint, view)
        builds = self._builds(view)
        dev = next((a for a in legal if a.kind == "buy_dev"), None)
        agree = getattr(self.table, "hint_agree", None)
        plan = agree.plans.get((id(self.table.match), view.seat)) if agree is not None else None
        planned = BUILD_KINDS.get(tuple(plan)) if plan else None
        pick = (next((a for a in [*builds, dev] if a is not None and a.kind == planned), None)
                or min(builds, key=lambda a: -BUILDS.index(a.kind), default=None) or dev)
        return self._action_spot(pick, view) if pick is not None else None

    def _action_spot(self, action: Action, view: KrowniaView) -> pygame.Rect | None:
        """A build's board spot (one Enter arms it, a second builds: nothing spent unasked), else the move's first
        click (the Dev card row for a development card)."""
        if action.kind in BUILDS and action in self._builds(view):
            return self._spot(action)
        clicks = self.table_clicks(action, view)
        return pygame.Rect(clicks[0]) if clicks else None

    def _builds(self, view: KrowniaView) -> list[Action]:
        if self.table.human_to_act() is None or view.phase != "main" or self.selection.mode is not None:
            return []  # with a piece picked the lit spots are the moves' own stops already
        return [a for a in self.table.legal_actions() if a.kind in BUILDS]

    def _spot(self, action: Action) -> pygame.Rect:
        where = self.geometry.edge_px if action.kind == "build_road" else self.geometry.corner_px
        return around(where[action.args[0]])

    def build_spots(self, view: KrowniaView) -> list[Spot]:
        seat = self.table.human_to_act()
        return [(self._spot(a), self.table.match.describe_action(seat, a)) for a in self._builds(view)]

    def build_at(self, pos, view: KrowniaView) -> Action | None:
        """The build whose stop is centred on `pos` (the cursor's Enter clicks a stop's centre), or None."""
        for action in self._builds(view):
            if self._spot(action).center == tuple(pos):
                return action
        return None

    def named(self, spot: pygame.Rect) -> list[pygame.Rect]:
        """The number chips of the tiles a board spot's words name ("by fields 5, forest 10 and hills 8"): the
        cursor's words keep off them (the table's `focus_named`; the playtest's words covered fields 8 and 5)."""
        geo, centre = self.geometry, pygame.Rect(spot).center
        hexes: tuple[int, ...] = ()
        for c, pos in geo.corner_px.items():
            if around(pos).center == centre:
                hexes = B.CORNER_HEXES[c]
        for e, pos in geo.edge_px.items():
            if around(pos).center == centre:
                hexes = B.EDGE_HEXES[e]
        side = geo.tile_rect(0).w // 2 if hexes else 0
        return [pygame.Rect(0, 0, side, side).move(geo.tile_rect(h).centerx - side // 2,
                                                   geo.tile_rect(h).centery - side // 2) for h in hexes]

    @staticmethod
    def idle_card(r: int) -> str:
        """What Enter on a resource card says when it does nothing (only a discard takes a card by itself)."""
        return f"{RESOURCES[r]}: nothing to do with it now. Cards go on builds and trades: the Build rows and Trade…"

    def hand_spots(self, view: KrowniaView) -> list[Spot]:
        if view.hand is None:
            return []
        me = view.players[view.seat]
        out = []
        for r, name in enumerate(RESOURCES):
            n = view.hand[r]
            out.append((self.geometry.hand_card_rect(r),
                        f"{name}: {n} card{'' if n == 1 else 's'}, bank trade {me.trade_rates[r]} for 1"))
        playable = set(view.playable_dev) if self.table.human_to_act() is not None else set()
        for kind, rect in self.geometry.dev_card_rects(view):
            title, _colour, text = DEV_INFO[kind]
            n = view.dev_cards[DEV_KINDS.index(kind)]
            when = "playable now" if kind in playable else "not playable now"
            if kind == "victory_point":
                when = "counts by itself"
            out.append((pygame.Rect(rect), f"{title}: {n} card{'' if n == 1 else 's'}, {when}. {text}"))
        return out
