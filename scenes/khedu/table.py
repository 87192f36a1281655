"""The Khedu table, laid out from assets/maps/khedu.tmx.

Top: the opponents' rails (Cadre, Ensemble, hand backs, counters) or, solo, the score banner.
Middle: the Desert stacks (exposed unit on top, Honor stacked on it, solo Desert Cadences beside),
the Resource and Cadence decks, and the arena where a combat plays out. Bottom: what you are asked,
then your own mat: counters, Cadre, Ensemble and hand. Right: players, clan board, log, buttons.

Every decision is a click. A click names a "token" (a hand card, a Desert stack, a Cadre slot, an
Ensemble place...); each legal action is a short sequence of tokens, so the table lights up what
may come next and submits the action once its sequence is complete. Choices without a place on the
table (Meditate, Pass, Roll, the equal-dice sets, rewards) are buttons in the prompt bar.

The scene owns its parts, each built with what it needs (a `KheduContext`: the table's public API, the
card catalogue, the zones, the card art; and the other parts it uses):

- `geometry` (layout.py): where every card sits; `hot_spots`: what the mouse can point at;
- `clicks` (clicks.py): the token language, the half-made path and what is lit;
- `prompt` (prompt.py): the prompt bar's sentence and buttons;
- `arena` (arena.py): the combat zone and the move animations;
- `drawing` (drawing.py): the cloths, rails, Desert, decks, your mat, opening picks and banners;
- `panels` (panels.py): players and the clan board;
- `input` (table_input.py): clicks and keys (through the keymap's intents);
- `lesson_targets` (tutorial.py): where a lesson points; `lesson_answer` (lesson_answer.py): the No Cadence
  said again for the learner, as in a game; `move_spots` (action_spot.py): where another seat's
  move lands; `keyboard` (keyboard.py): the keyboard cursor's extra stops and its next spot after a choice;
- `answered` (scenes/table/answered.py): the moves the table makes for the player when no decision is theirs,
  asked in order: settled dice (settled_fight.py), a lone Roll (lone_roll.py), a lone End turn (lone_end_turn.py),
  the prompt bar's standing No Cadence, a No Cadence no song could change (cadence_odds.py).

The scene itself keeps the frame's order and answers the shared table's hooks by handing them to a part.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.scenes.khedu.action_spot import MoveSpots
from baraza.scenes.khedu.arena import ArenaDrawing
from baraza.scenes.khedu.cadence_odds import CadenceOdds, StandingNoCadence
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.drawing import TableDrawing
from baraza.scenes.khedu.hot_spots import HotSpots
from baraza.scenes.khedu.keyboard import KeyboardSpots
from baraza.scenes.khedu.keys_turn import mat_arrow
from baraza.scenes.khedu.layout import TableGeometry
from baraza.scenes.khedu.lesson_answer import LessonAnswer
from baraza.scenes.khedu.lone_end_turn import LoneEndTurn
from baraza.scenes.khedu.lone_roll import LoneRoll
from baraza.scenes.khedu.panels import SidePanels, best_score, hand_words, lesson_seat_labels
from baraza.scenes.khedu.prompt import PromptBar
from baraza.scenes.khedu.recap_words import meditation_line, merged_songs, short_line, told_in_recap
from baraza.scenes.khedu.settled_fight import SettledFight
from baraza.scenes.khedu.side_room import SideRoom
from baraza.scenes.khedu.table_input import TableInput
from baraza.scenes.khedu.tutorial import LessonTargets, declared_zones
from baraza.scenes.stack import soonest
from baraza.scenes.table.answered import AnsweredForYou
from baraza.scenes.table.base import TableScene
from baraza.scenes.table.log_panel import LOG_FONT
from baraza.scenes.ui import theme

# px the turn panel takes from the log: its body then holds three lines at the floor (3 × 19 + 1): another seat's
# provocation is that long ("… against Oadhii Seer (activation: 2…" was cut after two: blind testers, issue 41)
TURN_PANEL_GROW = 25


class KheduScene(TableScene):
    layout_name = "khedu"
    hides_hands = True  # hands and face-down Cadences: cover the table between two human seats
    hand_words = staticmethod(hand_words)  # F2 says the hand (scenes/table/voice.py)
    SHORTCUTS: dict[str, tuple[str, str]] = {}  # no letter keys of its own (the Keys page says so)

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.z = {name: self.layout.zone(name) for name in self.layout.zones}
        self.art = CardArt(app.fonts)
        ctx = KheduContext(self, match.rules.data, self.z, self.art)
        pointer = Pointer()
        best = best_score(app, match)
        self.geometry = TableGeometry(self.z)
        self.hot_spots = HotSpots(ctx, self.geometry)
        self.clicks = ClickLanguage(ctx)
        self.prompt = PromptBar(ctx, self.clicks, pointer)
        self.arena = ArenaDrawing(ctx, self.clicks, self.hot_spots, pointer)
        self.drawing = TableDrawing(ctx, self.geometry, self.clicks, pointer, best)
        self.panels = SidePanels(ctx, best)
        self.input = TableInput(ctx, self.hot_spots, self.clicks, self.prompt, pointer)
        self.lesson_targets = LessonTargets(ctx, self.geometry, self.clicks, self.prompt, self.panels)
        self.seat_clicks = self.lesson_targets.seat_clicks  # the replay rings another seat's move where it lands
        # a hovered card spares the fight's panel while an attack is half made (its odds are read then)
        self.zoom_keep_clear = lambda: [pygame.Rect(self.geometry.zones["arena"])] if self.clicks.path else []
        self.move_spots = MoveSpots(self.geometry)
        self.keyboard = KeyboardSpots(ctx, self.clicks, self.prompt, self.lesson_targets)
        # the cursor's words for a spot and the mat's parts as Tab stops (the shared cursor looks them up)
        self.focus_label = self.keyboard.label
        self.focus_region = self.keyboard.region
        self.focus_tab_stops = self.keyboard.tab_stops  # every enabled prompt button, Meditate included
        self.focus_hint = self.keyboard.hint_spot  # H at the bar's question about the Hint's move: its confirm
        # Up from the mat passes over the bar's costly buttons ("Pass (−5 LP)" stood over the hand: keys_turn.py)
        self.focus_arrow = lambda targets, current, direction: mat_arrow(self.keyboard, targets, current, direction)
        self.recap_tells = lambda line, seat: told_in_recap(self.match, line, seat)  # others' doings only
        self.lesson_answer = LessonAnswer(ctx, self.prompt)
        self.prompt.countdown = self.lesson_answer.seconds_left
        self.seat_labels = lambda: lesson_seat_labels(self)  # a lesson's rival named for what it is
        self.recap_short = lambda line: short_line(self.match, line)  # the recap's lines whole in fewer words
        # a rival's run of Cadences as one line: the recap told only its closing pass (2-player blind tester)
        # the moves the table makes for the player when no decision is theirs, asked in this order; the log and the
        # recap say the table made them (a move it made keeps its own words in the recap: no merged run of songs)
        self.answered = AnsweredForYou(self, [SettledFight(self.prompt), LoneRoll(self.prompt),
                                              LoneEndTurn(self.prompt), StandingNoCadence(self.prompt),
                                              CadenceOdds(self.prompt)])
        self.recap_merge = lambda lines: merged_songs(self.match, lines, self.answered.indices())
        base_frame = self.next_frame  # the lone Roll waits a beat: the quiet window wakes for it (wakeups.py)
        self.next_frame = lambda: soonest([base_frame(), self.answered.wake_in(self.clock.t)])
        # a Meditation turn's line says what it was for once its options are played (recap_words.py, khedu23)
        self.log_text = lambda line, seat: (self.answered.log_text(line, seat) or meditation_line(self.match, line)
                                            or line.text)
        grow_turn_panel(self, TURN_PANEL_GROW)
        # at a larger text size the turn panel grows into the players panel's spare room (side_room.py)
        self.side_room = SideRoom(app, self.layout.zones, self.z, self.turn_panel, self.panels.draw_info)
        # while a cost is paid card by card the hand's cards keep their places (layout.py): a quick click on the
        # next card during the last one's animation, or right after it, pays it (the tester's next click missed)
        self.click_gate.steady_spot = self.click_gate.repeat_spot = lambda pos: self.geometry.paying_spot(
            self.current_view(), pos)

    # --- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.lesson_answer.update()  # a lesson's step the table answers for the learner, as in a game
        self.keyboard.follow_hint(self.focus)  # a Hint asked for: the cursor goes to its move

    def draw_table(self, surface: pygame.Surface, view) -> None:
        self.side_room.fit(view)
        step = self.animations.current
        self.prompt.sync(view)
        self.clicks.light(view)
        drawing = self.drawing
        surface.blit(drawing.static_picture(), (0, 0))
        drawing.draw_titles(surface)
        drawing.draw_opponents(surface, view)
        drawing.draw_desert(surface, view, step, self.arena.loser_ref())
        drawing.draw_decks(surface, view)
        self.arena.draw(surface, view, step)
        drawing.draw_mat(surface, view, step)  # after the arena: a unit placed slides in over it
        self.prompt.draw(surface, view)
        drawing.draw_overlays(surface, view, step)
        self.hot_spots.refresh(view, self.arena.faces)

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        self.panels.draw_info(surface, rect, view)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.hot_spots.offer_faces(self, self.panels.clan_rects)  # after the info panel drew the clan board

    # --- the shared table's hooks ---------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        return self.input.handle(event, view)

    def reset_selection(self) -> None:
        self.clicks.clear()
        self.prompt.confirming = None
        self.prompt.invalidate()

    def animate_record(self, record: MoveRecord) -> None:
        self.arena.animate(record)

    def on_undo(self) -> None:
        self.arena.forget()  # the remembered combat may be one the undo took back (self.answered trims itself)
        self.prompt.undone()
        self.prompt.invalidate()

    def standing_answer(self, view) -> Action | None:
        return self.answered.answer(view)  # a move that decides nothing, made for the player (scenes/table/answered.py)

    def whose_turn(self, view) -> int | None:
        """The turn's player, also while a defender answers with a Cadence."""
        return None if view.is_over else view.current

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        return self.move_spots.spot(action, view)

    def focus_extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """The keyboard cursor's stops that start no move: Sing no more this fight, Best, Cancel (keyboard.py)."""
        return self.keyboard.extras(view)

    def focus_named(self, spot) -> list[pygame.Rect]:
        """What the cursor's words keep off as they would off what they name: the combat's dice and total, which
        every fight's caption talks about ("Best: 17…" stood over the dice: keyboard playtest at 150 %)."""
        area = self.arena.dice_area
        return [area] if area is not None else []

    def focus_keep_clear(self, view) -> list[pygame.Rect]:
        """What the cursor's words keep off unless a spot to act on is the other choice: the solo banner's score,
        best and turn count, and the player's counters (an attack's caption stood over the score at 150 %); and
        every prompt button, a stop or not ("No Cadence"'s words stood over "Sing no more this fight": keys
        playtest, issue 41)."""
        self.prompt.sync(view)
        keep = [pygame.Rect(b.rect) for b in self.prompt.buttons]
        keep += self.lesson_targets.spot("counters", view, [])
        if view.num_seats == 1:
            for name in ("score", "best", "turns"):
                keep += self.lesson_targets.spot(name, view, [])
        keep += self.hot_spots.board(view)  # the board's cards and numbers, drawn into pictures (hot_spots.py)
        return keep

    def focus_after_choice(self, view) -> pygame.Rect | None:
        """Where the keyboard's cursor goes once a choice is half made: its next click (keyboard.py)."""
        return self.keyboard.after_choice(view)

    def toast_rect(self) -> pygame.Rect | None:
        """Over the turn panel, grown down over the log as far as the newest message needs to read whole (a
        hint naming two units and their places was cut after two lines: playtest)."""
        rect = super().toast_rect()
        toasts = self.app.toasts
        if rect is None or not toasts:
            return rect
        return grown_toast_rect(self.app.fonts, toasts[-1].text, rect, self.z["log"].bottom)

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        return self.lesson_targets.clicks_for(action, view)

    def lesson_zones(self, view) -> list[pygame.Rect]:
        """Kept clear by the lesson's card when it can (scenes/table/tutorial.py): the heroes and the fight
        (lesson_targets), the turn panel's status line, which says what just happened, and what the step's script
        declares (its `zones`: the blind testers found the card over the Desert step 16 spoke of and over the hand
        step 25 pays from)."""
        step = self.tutorial.run.step if self.tutorial is not None else None
        declared = [r for name in declared_zones(step.text if step is not None else None)
                    for r in self.tutorial_spot(name, view)]
        return [*self.lesson_targets.zones(view), pygame.Rect(self.turn_panel.rect), *declared]

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        view = view if view is not None else self.current_view()
        return self.lesson_targets.spot(name, view, super().tutorial_spot(name, view))


def grow_turn_panel(table: TableScene, px: int) -> None:
    """The turn panel `px` taller, taken from the log under it. Khedu's log zone is under the compact size, whose
    turn panel has one line for "You can: …": it cut most of them (blind testers); two lines hold them. The log's
    rect is one object with the recap's; its text box keeps a whole number of lines (log_panel.py)."""
    table.turn_panel.rect.h += px
    log = table.log_panel
    log.rect.y += px
    log.rect.h -= px
    box = log.box.rect
    step = LOG_FONT + log.box.line_gap + 4
    box.y += px
    box.h = 8 + max(1, (log.rect.bottom - box.y - 12) // step) * step


def grown_toast_rect(fonts, text: str, rect: pygame.Rect, bottom: int) -> pygame.Rect:
    """`rect`, taller (down to `bottom` at most) until `text` fits whole the way the app draws a toast in it
    (17 px bold shrinking to the floor, 14 and 8 px of padding)."""
    rect = pygame.Rect(rect)
    while rect.bottom < bottom and theme.fit_lines(fonts, text, rect.inflate(-28, -16).size, 17, "bold")[2]:
        rect.h = min(rect.h + 10, bottom - rect.y)
    return rect


SCENE = KheduScene
