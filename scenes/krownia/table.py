"""The KROWNIA table: the island from assets/maps/krownia.tmx, pieces, dice, hands, trades.

The Tiled map gives the hex grid (land vs sea cells, hex side, stagger) and the table's zones; the rules keep
their own axial coordinates, which the geometry turns into pixels around the map's centre cell. The scene
reads only views and legal actions.

The scene owns its parts, each built here with what it needs and nothing else:
- `geometry` (geometry.py): where corners, edges, tiles, cards and panels are;
- `selection` (selection.py): the half-made choice (a picked build, an open dialog) and the lit spots;
- `marks` (marks.py): the last piece, the newest villages, the last roll, from the move list;
- `board` (board_draw.py), `dice` and `actions` (panels.py), `hand` (hand.py), `players` (players.py),
  `trade` (trade.py): the drawing parts, each drawable alone; `reasons` (reasons.py): why an AI declined
  the player's offer, shown in the offer's dialog and told in a toast;
- `prompts` (prompts.py), `animations` (animate.py), `handoffs` (handoff.py), `landing` (landing.py: where
  a move lands), `lesson` (tutorial.py: where a lesson clicks and points), `input` (input.py), `answers`
  (answers.py: offers the player cannot meet are declined for them), `openings` (openings.py: the dialogs a
  position can open, for the layout lint);
- `captions` (captions.py): another seat's move in words, in the open sea below the island;
- `frame` (frame.py) puts one frame together from the drawing parts through the frame cache (layers.py).
The table hooks below only hand over to them.
"""

from __future__ import annotations

import math

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match, MoveRecord
from baraza.game.krownia.log_words import line_seen_by, merged_lines
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.animate import KrowniaAnimations
from baraza.scenes.krownia.answers import OfferAnswers
from baraza.scenes.krownia.arrows import board_cone
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.board_draw import BoardDrawing
from baraza.scenes.krownia.captions import MoveCaption
from baraza.scenes.krownia.early_hint import early_hint_words
from baraza.scenes.krownia.frame import TableFrame, TableParts
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.krownia.hand import HandPanel, hand_words
from baraza.scenes.krownia.handoff import HandoffReasons
from baraza.scenes.krownia.hint_agree import HintAgree
from baraza.scenes.krownia.hint_room import HintRoom
from baraza.scenes.krownia.hint_steal import StealHint
from baraza.scenes.krownia.input import TableInput
from baraza.scenes.krownia.keyboard import KeyboardSpots
from baraza.scenes.krownia.landing import MoveLanding
from baraza.scenes.krownia.layers import LayerCache
from baraza.scenes.krownia.marks import MoveMarks
from baraza.scenes.krownia.openings import LintOpenings
from baraza.scenes.krownia.panels import ActionPanel, DicePanel
from baraza.scenes.krownia.players import PlayersPanel
from baraza.scenes.krownia.prompts import KrowniaPrompts
from baraza.scenes.krownia.reasons import DeclineReasons
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.tool_hint import ToolHint
from baraza.scenes.krownia.trade import TradeDialog
from baraza.scenes.krownia.tutorial import LessonTargets
from baraza.scenes.stack import soonest
from baraza.scenes.table.base import TableScene
from baraza.scenes.table.tutorial import declared_zones
from baraza.scenes.ui import theme

# The engine names the seats Red, Blue, White, Orange: the standard pieces use those colours.
KROWNIA_COLOURS = ((212, 58, 52), (48, 110, 210), (238, 236, 226), (236, 136, 34))
# The shared colour-blind palette would turn Red orange and White yellow while the log still says "Red"
# and "White". Here the hues keep their names and differ in brightness too (dark red, light orange),
# and the palette's shapes on every piece remain the second cue.
KROWNIA_COLOURS_BLIND = ((168, 34, 20), (0, 114, 178), (244, 244, 240), (240, 172, 40))
# High contrast (theme.ART): the same names, fuller and brighter against the darker sea (pieces are edged).
KROWNIA_COLOURS_HIGH = ((255, 60, 52), (60, 150, 255), (255, 255, 255), (255, 158, 0))
KROWNIA_COLOURS_HIGH_BLIND = ((214, 40, 16), (40, 170, 255), (255, 255, 255), (255, 206, 40))


def owes_discards(view) -> bool:
    """Whether the viewer still owes cards to a 7."""
    return bool(view.discard_owed) and view.seat is not None and view.discard_owed[view.seat] > 0


class KrowniaScene(TableScene):
    layout_name = "krownia"
    results_zones = ("dice", "actions")  # the results panel covers the build column, not the players' panel
    hides_hands = True  # hot-seat players each get the cover before their hand shows
    # The table's letter keys: letter -> (intent, what it does); the Settings Keys page lists them.
    SHORTCUTS = {"r": ("build_road", "build a road"), "v": ("build_village", "build a village"),
                 "t": ("build_town", "turn a village into a town")}

    def __init__(self, app, match: Match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        view = match.view(None)
        self.geometry = geo = KrowniaGeometry(self.layout, view)
        self.selection = sel = Selection(self, geo)
        self.marks = MoveMarks(match.records, view.pirate_hex)
        self.layers = LayerCache(app)
        self.answers = OfferAnswers(self, lambda: self.lesson_hook.running)
        self.tool_hint = ToolHint(self, sel)
        self.hint_agree = HintAgree(self, sel)  # a Hint never contradicting itself (s33)
        self.steal_hint = StealHint(self)  # the Hint's Pirate move goes on to its steal (krownia18)
        self.move_intents.ai = self.hint_agree.tapped(self.move_intents.ai)  # the hint's facts as data (s34)
        # a Hint asked while the others still discard is kept for the player's prompt (scenes/table/early_hint.py);
        # its toast names who still discards
        self.early_hint_words = early_hint_words
        self.reasons = DeclineReasons(self)  # why an AI declined the player's offer (reasons.py)
        self.trade = TradeDialog(self, geo, sel, self.answers, self.reasons.said)
        self.undo_words = self.trade.undo_words  # "Back to Blue's offer", not "Move taken back" (counter.py)
        self.prompts = KrowniaPrompts(self, sel, self.trade)
        self.actions = ActionPanel(self, geo, sel, self.prompts)
        self.dice = DicePanel(self, geo)
        self.hand = HandPanel(self, geo, sel)
        self.players = PlayersPanel(self)
        self.lesson_busy = self.players.busy  # the scores, as last drawn: a lesson's card keeps off them (tutorial.py)
        # a long Hint grows up into the players panel's empty room, not down over the log's heading (hint_room.py)
        self.toast_rect = HintRoom(app, self.toast_rect, self.players.bonus_rects).toast_rect
        self.board = BoardDrawing(self, geo, sel, self.marks, view)
        self.animator = KrowniaAnimations(self, geo, self.marks)
        self.captions = MoveCaption(self, geo, self.action_spots)  # another seat's move: its words under the island
        self.frame = TableFrame(self, TableParts(geo, sel, self.layers, self.board, self.dice, self.actions,
                                                 self.hand, self.trade, self.players, self.prompts,
                                                 self.animator, self.captions))
        self.keys = KeyboardSpots(self, geo, sel, self.trade, self.actions.controls)
        self.input = TableInput(self, geo, sel, self.trade, self.actions,
                                {letter: intent for letter, (intent, _words) in self.SHORTCUTS.items()}, self.keys)
        self.handoffs = HandoffReasons(match)
        self.landing = MoveLanding(geo)
        self.lesson = LessonTargets(geo, sel, self.input, self.players)
        self.openings = LintOpenings(self, sel)
        self.corner_px = geo.corner_px  # shared tests find spots on the table by these
        # The hooks a part answers alone: the open dialog for the keyboard's cursor (where it opens, whose texts its
        # words keep off), a log line as a seat may read it (a steal's card, to the thief and the victim) and one
        # seat's discards told in the recap as one line (game/krownia/log_words.py).
        self.focus_dialog = self.keys.dialog_focus
        self.focus_hint_button = self.keys.hint_button  # a Hint that is a button's work (Back, in a counter)
        self.keys.table_clicks = self.tutorial_clicks  # where a move's clicks go, for the Pirate's first tile
        self.focus_region = self.keys.region  # the side panel's parts, each a stop for Tab (keyboard.py)
        self.focus_named = self.keys.named  # the tiles a board spot's words name: the cursor's words keep off them
        # the prompts and every control: the cursor's words keep off them (at 150 % a tile's covered the prompt)
        self.focus_keep_clear = self.keys.keep_clear
        self.focus_arrow = board_cone(geo.board_rect)  # on the hex board the arrows go by the screen's cone (arrows.py)
        # while the player owes discards a resource pile keeps its meaning: quick clicks on it each discard one
        # (the click gate dropped every second of four quick clicks on Sheep: a blind tester)
        # and so does a "+" or "−" of an offer being drafted: each click one card (trade.stepper_at)
        self.click_gate.steady_spot = self.click_gate.repeat_spot = lambda pos: (owes_discards(self.current_view())
            and any(geo.hand_card_rect(r).collidepoint(pos) for r in range(5))) \
            or self.trade.stepper_at(self.current_view(), pos)
        self.log_text = lambda line, viewer: self.reasons.log_line(line.move_index, line.text) \
            or line_seen_by(self.match.records[line.move_index], line, viewer)  # a decline with its reason
        self.recap_merge = lambda lines: merged_lines(self.match.records, lines)

    # --- what the parts ask of the table -------------------------------------------------------
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        blind, high = self.app.settings.colour_blind, theme.ART.high_contrast
        palette = {(False, False): KROWNIA_COLOURS, (True, False): KROWNIA_COLOURS_BLIND,
                   (False, True): KROWNIA_COLOURS_HIGH, (True, True): KROWNIA_COLOURS_HIGH_BLIND}[(blind, high)]
        return palette[seat % 4]

    hand_words = staticmethod(hand_words)  # F2 says the hand (scenes/table/voice.py)

    def seat_mark(self, seat: int) -> str:
        return theme.seat_palette(self.app.settings.colour_blind).marks[seat % 4]

    def legal_of(self, *kinds: str) -> list[Action]:
        return [a for a in self.legal_actions() if a.kind in kinds]

    def act(self, action: Action) -> None:
        """A click made a move: a click sound, then the move goes to the match."""
        self.app.sounds.play("click")
        self.submit_intent(action)

    def control(self, name: str) -> Control | None:
        """The control called `name` in the current frame (for tests and the keyboard)."""
        return self.input.control(name)

    # --- the table hooks, handed over to the parts ---------------------------------------------
    def update(self, dt: float) -> None:
        if not self.ctx.read_only:
            self.answers.update()  # an offer the player cannot meet is declined for them, never blocks
            self.answers.tick(dt)  # one they can meet lapses if left alone
        super().update(dt)
        if not self.ctx.read_only:
            self.steal_hint.follow(self.current_view())  # before the agreeing: it gives the steal its reason
            self.hint_agree.follow(self.current_view())  # a Hint agreeing with itself (s33)
            self.tool_hint.follow(self.current_view())  # a hint within the build tool picked (round 7)

    def next_frame(self) -> float | None:
        left = self.answers.seconds_left()  # the offer's "declined in N s" counts down once a second
        mine = None if left is None else max(0.0, left - math.floor(left)) or 1.0
        return soonest([super().next_frame(), mine])

    def draw_table(self, surface: pygame.Surface, view: KrowniaView) -> None:
        self.frame.draw_table(surface, view)

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        self.frame.draw_info(surface, rect, view)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Tab and Esc in an open trade or Monopoly dialog are the dialog's own (keyboard.py); the rest, the
        shared table's."""
        if not self.ctx.read_only and self.keys.dialog_key(event, self.current_view(), self.focus):
            self.ctx.clock.stir()  # the player is here (as the shared table notes for every event)
            self.focus.mouse_used(event)
            return True
        return super().handle_event(event)

    def handle_table_event(self, event: pygame.event.Event, view: KrowniaView) -> bool:
        if self.trade.kind(view) == "answer" and hasattr(event, "pos") and self.trade.rect(view).collidepoint(event.pos):
            self.answers.held()  # the pointer on the offer: the player is reading it
        return self.input.handle(event, view)

    def animate_record(self, record: MoveRecord) -> None:
        self.animator.animate_record(record)

    def reset_selection(self) -> None:
        self.selection.reset()

    def on_record(self, record: MoveRecord) -> None:
        self.captions.moved()  # the ring stays on the spot, its words go below the island (captions.py)
        self.reasons.moved(record)
        self.layers.clear()  # the table changed: every cached region is painted afresh
        if record.action.kind == "end_turn":
            self.reset_selection()  # a half-made choice never carries over into the next turn

    def forget_pictures(self) -> None:
        """The text size or colours changed, or the layout lint judges a frame: every region painted live."""
        self.layers.clear()

    def on_undo(self) -> None:
        self.reasons.forget()
        self.layers.clear()
        self.marks.replay(self.match.records, self.match.view(None).pirate_hex)

    def whose_turn(self, view: KrowniaView) -> int | None:
        return self.prompts.whose_turn(view)

    def handoff_reason(self, seat: int, view) -> str:
        return self.handoffs.reason(seat, view) or super().handoff_reason(seat, view)

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        return self.landing.spot(action)

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        return self.keys.clicks(self.lesson.clicks(action, view), view)

    def focus_extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """The keyboard cursor's stops besides the moves' first clicks: build spots, hand cards (keyboard.py)."""
        return self.keys.extras(view)

    def focus_after_choice(self, view) -> pygame.Rect | None:
        """With a piece picked (the Road, Village or Town button), the first place it lit: the keyboard's cursor
        goes there, not back to End turn beside the button (the keyboard playtest)."""
        mode = self.selection.mode
        armed = self.keys.armed_spot(view)  # Enter on a board spot chose its build: the cursor stays there
        if armed is not None:
            return armed
        pirate = self.keys.pirate_spot(view) if mode is None else None
        if pirate is not None:  # the Pirate's own tile: no move, so Enter moves it only once a tile is chosen
            return pirate
        if mode is None and self.human_to_act() is not None and view.phase == "roll":
            # a turn's start: the ring starts on Roll, where the panel's "Roll the dice / Enter" advice is, not on
            # a playable card before it (issue 44: Enter played the Warrior)
            roll = next((a for a in self.legal_actions() if a.kind == "roll"), None)
            clicks = self.tutorial_clicks(roll, view) if roll is not None else []
            if clicks:
                return pygame.Rect(clicks[0])
        if mode is None or self.human_to_act() is None:
            return self.keys.after_choice(view)  # a bank trade made whole: its Trade button
        for action in self.legal_actions():
            if action.kind == f"build_{mode}":
                clicks = self.tutorial_clicks(action, view)
                return pygame.Rect(clicks[0]) if clicks else None
        return None

    def focus_modal(self, view) -> pygame.Rect | None:
        """The open trade or Monopoly dialog, which the keyboard's cursor should not leave (keyboard.py)."""
        return self.keys.modal_rect(view)

    def focus_label(self, rect: pygame.Rect, actions: list[Action], view) -> str:
        return self.keys.label(rect, actions, view, self.focus.default_label)

    def lint_openings(self) -> list:
        """The dialogs this position can open, each a callable (the layout lint's sweep draws every one)."""
        return self.openings.openings()

    def shown_tips(self) -> list[pygame.Rect]:
        """The tile tooltip as drawn last (tools/layout_lint.py checks it keeps clear of a lesson)."""
        return [self.board.tooltip_shown] if self.board.tooltip_shown is not None else []

    def lesson_zones(self, view) -> list[pygame.Rect]:
        """What a lesson step talks about: its card keeps clear of them when it can (tutorial.py), and what the
        step's script declares (its `zones`: round 7, the card over Blue's row and over the Dice panel)."""
        step = self.tutorial.run.step if self.tutorial is not None else None
        declared = [r for name in (declared_zones(self.match.game, step.text) if step is not None else ())
                    for r in self.tutorial_spot(name, view)]
        return self.lesson.zones(view, self.match.records[-1].action if self.match.records else None) + declared

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        spots = self.lesson.spot(name, view)
        return spots if spots is not None else super().tutorial_spot(name, view)

    def piece_spots(self, view) -> list[pygame.Rect]:
        """What the replay's "played"/"better" tags keep clear of (move_rings.piece_spots): the number tokens, the
        Pirate, the harbours and the buildings (a playtester's "better" sat over a number token)."""
        from baraza.scenes.krownia.art import HARBOUR_R, TOKEN_R
        from baraza.scenes.krownia.geometry import around

        geo = self.geometry
        out = [around(geo.tile_centre[t.hex_id], 2 * TOKEN_R + 4) for t in view.tiles if t.number or t.pirate]
        out += [around(pos, 2 * HARBOUR_R + 4) for pos, _resource, _rate in geo.harbour_badges]
        out += [around(geo.corner_px[c], 30) for c, owner in enumerate(view.corner_owner) if owner >= 0]
        return out


SCENE = KrowniaScene
