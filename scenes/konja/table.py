"""The Konja table: two players, five Ancestors, the Summoning Pyramid, Relics, Spells and dice.

The viewer's side is at the bottom, the opponent's across the top; the dice tray and the prompt panel
sit in between. Every decision is a click: Ancestor tiles, cards, dice, pyramid rows, Cloud piles, and
the buttons of the prompt panel. The scene reads only views, move records and legal actions.

The scene owns its parts and answers the table's hooks by handing them on. Each part is built with the
`KonjaContext` (context.py): the shared table context, through which it reaches the table (the `TableHost`
protocol of scenes/table/context.py, as every game's parts do), and the pieces the Konja parts share:

- `geometry` (layout.py): where every piece lies, what lies under a point.
- `picks`, `pointer` (picks.py): the half-made choice, the mouse and the die it drags.
- `records` (history.py): whose Idol stands where, the Action dice on the Relics.
- `plan` (plan.py): the Collection, the dice laid on the pyramid (the view's best split to start with).
- `card_use` (card_use.py): a Spell or Relic from the picks to its move.
- `sprites` (sprites.py): cards, Clouds, tokens, glows, rendered once.

and, built with it, the parts (each drawing part draws alone):

- `prompt_panel` (prompt.py): what the player is asked, its buttons, the phase track.
- `board` (draw_board.py), `players` (draw_players.py), `tray` (draw_tray.py, with `motion`), `motion`
  (animation.py), `hover` (hover.py, with the lesson hook): the drawing, from the felt up.
- `table_input` (clicks.py, with the prompt panel): clicks, drags and keys to moves and picks.
- `lesson` (tutorial.py, with the prompt panel): where the lesson clicks and points; `move_spots`
  (move_spots.py): where a move lands; `focus_next` (focus_next.py): where the keyboard's cursor goes on.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.scenes.konja.animation import MoveAnimations
from baraza.scenes.konja.ask_end import IdleRed
from baraza.scenes.konja.auto_pass import LonePass
from baraza.scenes.konja.card_use import button_tip
from baraza.scenes.konja.clicks import TableInput
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.draw_board import BoardDrawing
from baraza.scenes.konja.draw_players import PlayerPanels
from baraza.scenes.konja.draw_tray import DiceTray
from baraza.scenes.konja.focus_next import FocusNext
from baraza.scenes.konja.focus_spots import FocusSpots
from baraza.scenes.konja.hint_box import HintBox
from baraza.scenes.konja.hint_focus import HintSpot
from baraza.scenes.konja.hover import HoverInfo
from baraza.scenes.konja.move_spots import MoveSpots
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.konja.recap_words import red_told, short_line
from baraza.scenes.konja.spoken_hand import hand_words
from baraza.scenes.konja.tutorial import LessonTargets
from baraza.scenes.table.answered import AnsweredForYou
from baraza.scenes.table.base import TableScene
from baraza.scenes.ui import theme


class KonjaScene(TableScene):
    layout_name = "konja"
    hides_hands = True  # two humans at one screen: Spells are hidden between turns
    hand_words = staticmethod(hand_words)  # F2 says the Relics and Spells (scenes/table/voice.py)
    SHORTCUTS: dict[str, tuple[str, str]] = {}  # no letter keys of its own (the Keys page says so)
    # Tab's order, the same every turn: the dice, the player's own cards and tokens, the shared board, then the prompt's
    # buttons (a blind keyboard playtest found the stops coming and going from turn to turn)
    focus_zone_order = ("tray", "my_relics", "my_spells", "my_tokens", "ancestors", "offering", "supply", "pyramid",
                        "prompt")

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.konja = konja = KonjaContext.build(self.ctx)
        self.geometry, self.picks, self.pointer = konja.geometry, konja.picks, konja.pointer
        self.records, self.plan, self.card_use, self.sprites = konja.records, konja.plan, konja.card_use, konja.sprites
        self.z, self.tile_rects = konja.geometry.z, konja.geometry.tile_rects  # the zones and tiles, read by shared tests
        self.prompt_panel = PromptPanel(konja)
        self.motion = MoveAnimations(konja)
        self.board = BoardDrawing(konja)
        self.players = PlayerPanels(konja)
        self.tray = DiceTray(konja, self.motion)
        self.hover = HoverInfo(konja, self.lesson_hook)
        self.hover.button_tip = self._button_tip
        self.table_input = TableInput(konja, self.prompt_panel)
        # a click on a card or die while the player's own move is shown hurries it (scenes/table/click_gate.py)
        self.click_gate.steady_spot = lambda pos: self.table_input.steady_spot(self.current_view(), pos)
        self.lesson = LessonTargets(konja, self.prompt_panel)
        self.move_spots = MoveSpots(konja.geometry)
        self.seat_clicks = self.move_spots.seat_clicks  # the replay rings another seat's move where it is made
        self.focus_spots = spots = FocusSpots(konja, self.prompt_panel, self.lesson)
        # the cursor's spots and words (focus_spots.py): a turn's end never starts at Clear the pyramid
        self.focus_clicks, self.focus_keep_clear = spots.clicks, spots.keep_clear
        self.focus_arrow, self.focus_tab_stops = spots.arrow, spots.tab_stops  # along a row; the prompt's buttons
        self.focus_named = spots.named  # the dice the cursor's words name: they keep off them
        self.focus_region = spots.region  # a Relic only the Spirit token recharges goes with the tokens for Tab
        # (the cursor itself too: where it would land by the shared rule is checked for a costly spot)
        self.focus_next = FocusNext(konja, self.prompt_panel, spots.clicks, spots.tokens_rect, lambda: self.focus)
        self.focus_hint = HintSpot(spots.clicks, self.lesson.clicks, konja.picks, self.legal_actions)  # H: the rings
        self.hint_box = HintBox(self.layout.zone("log"))  # the turn panel tall enough for a hint (hint_box.py)
        self.recap_short = short_line  # "While you waited" in fewer words rather than cut (recap_words.py)
        self.log_text = lambda line, seat: red_told(self.match, line, seat)  # the player's own red dice named
        # red dice that can take none of the player's dice: "Do not answer" made for them (ask_end.py IdleRed); the
        # Rain's Done or Pass when it is the only move (auto_pass.py LonePass)
        self.answered = AnsweredForYou(self, [IdleRed(self.ctx), LonePass(self.ctx)])
        self.standing_answer = self.answered.answer
        self._place_hint_box()

    # --- the table's hooks, handed to the parts --------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view) -> None:
        self._place_hint_box()  # again at a new text size
        surface.blit(self.board.felt, (0, 0))
        self.board.draw(surface, view)
        self.players.draw(surface, view)
        self.tray.draw(surface, view)
        self.prompt_panel.draw(surface, view)
        self._draw_hint_next(surface, view)
        self.tray.draw_held_die(surface, view)
        self.motion.draw(surface, view)
        self.hover.draw(surface, view)

    def _draw_hint_next(self, surface: pygame.Surface, view) -> None:
        """A hint to use a card rings the next click it takes too: a die to mark, then after the card the chip or
        Use (the card alone was ringed, and a blind playtest picked Oodoo and found nothing more to follow)."""
        hint = self.hint
        if hint is None or hint.kind not in ("use_relic", "play_spell") or self.ctx.read_only:
            return
        try:
            clicks = self.lesson.clicks(hint, view)
        except (KeyError, ValueError, IndexError, AttributeError, TypeError):
            return  # a hint from before the table changed
        if not clicks:
            return
        self.sprites.hint_ring(surface, clicks[0])
        # every die the words name is ringed at once ("reroll the 1 and 2" ringed only the 1: issue 41)
        dice = {tuple(self.geometry.die_rect(i)) for i in range(len(view.dice))}
        if tuple(clicks[0]) in dice:
            for rect in clicks[1:]:
                if tuple(rect) not in dice:
                    break
                self.sprites.hint_ring(surface, rect)

    def undo_refusal(self, view) -> str:
        """Why Undo is greyed now (the shared table's hook, scenes/table/base.py): not while the opponent's turn
        runs and the player only answers it (a Blessing, the red dice), where it would take back the player's own
        last turn and the opponent's moves since (issue 41: it stayed clickable there)."""
        if view.over or view.turn_seat in self.match.human_seats():
            return ""
        other = view.seat_names[view.turn_seat]
        if view.phase in ("red_roll", "red_reply", "red_assign"):
            now = f"now you only throw the red dice at {other}'s dice"
        elif view.blessing_queue:
            now = f"now you only take your part of {other}'s Blessing"
        else:
            now = f"it is {other}'s turn"
        return f"Undo is for your own turn: {now}, and going back would take back {other}'s moves too."

    def toast_rect(self) -> pygame.Rect | None:
        """The turn panel, tall enough for a plan-length Hint, the log under it (hint_box.py): every hint in the same
        place, never over the game log (a blind tester found it jumping between the panel and the log)."""
        self._place_hint_box()
        return super().toast_rect()

    def _place_hint_box(self) -> None:
        self.hint_box.place(self.app.fonts, self.turn_panel.rect, self.log_panel)

    def _button_tip(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """A card's choice button under the pointer and what it does (its chips had no tooltip: issue 41)."""
        if self.picks.sel_card is None:
            return None
        for button in self.prompt_panel.buttons:
            if button.rect.collidepoint(pos):
                words = button_tip(button.text)
                return (words, button.rect) if words else None
        return None

    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        self.hover.heard(event)
        return self.table_input.handle(event, view)

    def animate_record(self, record: MoveRecord) -> None:
        self.motion.animate(record)

    def reset_selection(self) -> None:
        self.picks.clear()
        self.plan.forget()
        self.pointer.drag = None

    def on_record(self, record: MoveRecord) -> None:
        self.picks.clear()
        self.records.forget()
        self.hover.hush()  # the tooltip over what was there goes until the pointer moves

    def on_undo(self) -> None:
        self.records.forget()  # after an undo the same number of moves may hold other Idols

    def whose_turn(self, view) -> int | None:
        """The turn panel's "whose turn": the turn's player, also while the other decides (Blessings, red dice)."""
        return None if view.over else view.turn_seat

    def focus_extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """The keyboard cursor's stops that start no move: the prompt panel's other buttons (prompt.py), the
        player's tokens (focus_spots.py)."""
        return self.focus_spots.extras(view)

    def focus_label(self, rect: pygame.Rect, actions: list[Action], view) -> str:
        """A spot's words: its first move, and how many other moves start there in words a player reads as
        such ("Cast Second Wind: reroll the 3, or 44 more" never said more of what: keyboard playtest)."""
        own = self.focus_spots.spot_words(rect, actions, view)  # a die, a card's chip: what Enter does there
        if own is not None:
            return own
        first = self.focus_spots.label(rect, self.focus.default_label(rect, actions[:1], view))
        n = len(actions) - 1
        if n <= 0:
            return first
        if all(a.kind in ("use_relic", "play_spell", "use_spirit") for a in actions):
            return f"{first}, or {n} other way{'' if n == 1 else 's'} to use it"
        return f"{first}, or {n} other move{'' if n == 1 else 's'} from here"

    def focus_after_choice(self, view) -> pygame.Rect | None:
        """Where the keyboard's cursor goes on after a click or a move: a card's next chip or its Use/Cast, and
        after the move back beside the card (focus_next.py)."""
        return self.focus_next.after(view)

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        return self.move_spots.spot(action, view)

    def caption_avoid(self, view) -> list[pygame.Rect]:
        """The Ancestor tiles, their names read: another seat's move caption keeps off them where it can ("Blessing:
        Kofi buys Idol Mask" sat over them above the Offering, issue 41; table/action_spot.py)."""
        return [pygame.Rect(rect) for rect in self.geometry.tile_rects.values()]

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        return self.lesson.clicks(action, view)

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        return self.lesson.spot(name, view) or super().tutorial_spot(name, view)

    def piece_spots(self, view) -> list[pygame.Rect]:
        """What the replay's "played"/"better" tags keep clear of (move_rings.piece_spots): each player's Cloud
        score, coins and Clouds, the dice, the pyramid's rows and the supply (a playtester's "played" sat over
        the Cloud score), the Ancestor tiles and the Offering (bad15: "better" beside the ringed "Run of 3+" row sat
        on the Rain Ancestor, as if Rain were the better move), the Relics, Spells and the cloth's captions, whose
        words are painted into pictures the frame's list of texts never sees (bad16: "played" over "Offering")."""
        geo, spot = self.geometry, self.lesson.spot
        tray = geo.z["tray"]
        out = [*geo.rows.values(), *(geo.pile_rect(points) for points in (3, 5, 7)), *geo.tile_rects.values(),
               *(geo.offer_rect(slot) for slot in range(len(view.offering))),
               pygame.Rect(tray.x, tray.y + 8, tray.w, 26),  # the tray's "Number dice · Action dice · Red dice"
               *self.board.felt_words, geo.relic_deck_rect()]  # the cloth's captions (bad16: tags over "Offering")
        bottom = geo.bottom_seat(view)
        for side, player in (("my", view.players[bottom]), ("opp", view.players[1 - bottom])):
            out += [geo.relic_rect(side, i) for i in range(len(player.relics))]  # bad16: "better" on the Oodoo card
            out += [geo.spell_rect(side, i, player.spell_count) for i in range(player.spell_count)]
        for name in ("score:my", "score:opp", "tokens:my", "tokens:opp", "clouds:my", "clouds:opp", "dice",
                     "action_dice", "red_dice", "supply_tokens"):
            out += spot(name, view)
        return out

    def lesson_zones(self, view) -> list[pygame.Rect]:
        """What a lesson step talks about though it lights nothing: the dice, and what the step's script declares
        (its `zones`: the lesson's card keeps clear)."""
        step = self.tutorial.run.step if self.tutorial is not None else None
        return self.lesson.zones(view, step.text if step is not None else None)

    def shown_tips(self) -> list[pygame.Rect]:
        """The table's own tooltip as drawn last (tools/layout_lint.py checks it keeps clear of a lesson)."""
        return [self.hover.shown] if self.hover.shown is not None else []

    # --- the players panel -----------------------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        # Cloud points go on their own line: AI seat labels are too long to share a row with them.
        self.draw_seat_list(surface, rect)
        note, colour = self.info_note(view)
        theme.draw_text_box(surface, self.app.fonts, note, info_note_box(rect), theme.MIN_TEXT, colour, "bold",
                            line_gap=0)

    @staticmethod
    def info_note(view) -> tuple[str, tuple[int, int, int]]:
        """The players panel's Cloud line and its colour: "☁ Nia 10 · Kofi 17  (first to 21)"."""
        points = " · ".join(f"{p.name} {p.cloud_points}" for p in view.players)
        if view.final_round and not view.over:
            return f"FINAL ROUND  ☁ {points} / {view.target}", theme.BAD
        return f"☁ {points}  (first to {view.target})", theme.TEXT_DIM


def log_caption_bottom(fonts: theme.Fonts, log: pygame.Rect) -> int:
    """Just under the log panel's caption ("Game log", "While you waited": 16 px bold at its top)."""
    return log.y + 8 + fonts.get(16, "bold").get_linesize() + 4


def info_note_box(rect: pygame.Rect) -> pygame.Rect:
    """The players panel's Cloud line: three lines of room under the seat list (a final round's names wrap)."""
    return pygame.Rect(rect.x + 16, rect.y + 86, rect.w - 24, rect.bottom - rect.y - 88)


SCENE = KonjaScene
