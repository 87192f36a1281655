"""The Kona table: a 6×6 board of stacked towers, read from assets/maps/kona.tmx.

Click one of your towers (or move the keyboard's cursor to it and press Enter) to pick its top
piece; its landing squares light up; click one to move. The piece slides along its path. The cursor
(scenes/table/focus.py) reads every square: "c3, White tower of 2, can move 2".
"""

from __future__ import annotations

import re

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.kona.threats import (
    LineThreat,
    landing_squares,
    lift_warning,
    line_threats,
    warns_at,
)
from baraza.scenes.kona import hint_panel
from baraza.scenes.kona.focus_words import COORD_SIZE, FILES, FocusWords, coordinate_spots
from baraza.scenes.kona.hover import TowerHover
from baraza.scenes.kona.lesson_shade import PieceShade
from baraza.scenes.kona.tutorial import KonaTargets
from baraza.scenes.kona.warning_words import WarningWords, whole_words
from baraza.scenes.stack import soonest
from baraza.scenes.table.base import TableScene
from baraza.scenes.table.seats import seat_labels
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_in_out
from baraza.scenes.ui.keymap import intent_of

PIECE_FACE = ((238, 230, 212), (44, 42, 48))  # White, Black
PIECE_SIDE = ((196, 186, 164), (22, 21, 26))
PIECE_RIM = ((120, 110, 92), (110, 110, 120))
LIGHT_SQUARE = (196, 164, 118)
DARK_SQUARE = (160, 124, 84)
DISC_RX, DISC_RY, DISC_STEP = 34, 13, 15
HINT_COLOUR = (90, 210, 235)
THREAT_COLOUR = (240, 150, 70)  # the opponent's line next move: a calm amber, not the red of "cannot"
RED_X_R = 12  # the "cannot land here" mark's radius: it fits in a square's corner beside a tower of 3
COLOUR_WORDS = ("White", "Black")


SQUARE_NAME = re.compile(r"\b([a-f][1-6])\b")  # a square a lesson step names ("d4")

class KonaScene(TableScene):
    layout_name = "kona"
    results_zones = ("log", "buttons")  # the results panel keeps off the players' panel (who won, how many on top)
    # Kona's own letter: {letter: (intent, words)}, read here and by the Keys page in Settings.
    SHORTCUTS = {"s": ("swap", "swap colours: take White's place (the pie rule)")}
    # Hint usable while the AI's move slides under "Your turn", and kept till the move is ready (early_hint.py)
    early_hint_lit = True

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.board_rect = self.layout.zone("board")
        self.square_size = self.board_rect.w // 6
        self.selected: str | None = None
        self.board_surface = self._draw_board_surface()
        self._board_look = theme.ART  # the art's look the board was painted in (high contrast paints it again)
        self.targets = KonaTargets(self.square_rect, self.swap_rect)
        self.action_spots.bounds = self.board_rect.copy()  # an AI move's caption stays on the board
        self._threats: tuple[tuple, list[LineThreat], str | None] = ((), [], None)  # per position, worked out once
        self.warning_words = WarningWords()  # the warning's words, its stopping moves checked on a worker
        self.lesson_unshaded = PieceShade(self, draw_tower)  # the lesson's shade dims the squares, not the pieces
        self.tower_hover = TowerHover(self.square_at, self.square_rect)  # a tower's note when the pointer rests
        words = FocusWords(self)  # what the cursor's words and the pointer's note keep off (focus_words.py)
        self.focus_named, self.focus_keep_clear, self.note_keep = words.named, words.coordinates, words.note_keep
        self.hint_in_panel = True  # the hint and its reason are written under the turn (the toast said them again)

    # --- a tower's note under the resting pointer (hover.py) ---------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.tower_hover.heard(event)
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tower_hover.update(dt)

    def next_frame(self) -> float | None:
        # a replay's board hears the pointer too (scenes/replay/board.py maps it) and explains towers as the table does
        return soonest([super().next_frame(), self.tower_hover.wait(self.current_view())])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # in a lesson the note keeps off its card, the lit spots and what the step talks about (it stood over
        # the square to click next: the lesson overlay test)
        avoid = self.lesson_hook.keep_clear()
        keep = self.note_keep(self.tower_hover.square(self.current_view()))  # its landings, the cursor's words
        self.tower_hover.draw(surface, self.app.fonts, self.current_view(), avoid, self.board_rect.inflate(24, 24),
                              keep)

    def shown_tips(self) -> list[pygame.Rect]:
        """The tower's note as drawn last (the replay shows it at full size)."""
        return [self.tower_hover.shown] if self.tower_hover.shown is not None else []

    # --- where moves are made and land (lessons, the AI's moves) ---------------------------------
    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        return self.targets.clicks(action, self.selected)

    def lesson_zones(self, view) -> list[pygame.Rect]:
        """What every lesson step keeps in sight: the turn panel, whose words the steps talk about (a playtester
        found the lesson's card over it for the whole lesson), and the squares the step's words name ("Black moved
        from f6 to d4": a keys tester at 150 % found the card over d4)."""
        step = self.tutorial.run.step if self.tutorial is not None else None
        named = dict.fromkeys(SQUARE_NAME.findall(step.text)) if step is not None else {}
        return [pygame.Rect(self.turn_panel.rect), *(self.square_rect(square) for square in named)]

    def piece_spots(self, view) -> list[pygame.Rect]:
        """The squares with a tower on them: the replay's tags keep clear of them (move_rings.piece_spots)."""
        return [self.square_rect(square) for square, stack in view.stacks.items() if stack]

    def square_words(self, square: str, view) -> str:
        """A square as the cursor reads it: "c3, White tower of 2", "c3, tower of 3, Black on top", "c3, empty"."""
        stack = view.stacks[square]
        if not stack:
            return f"{square}, empty"
        top = COLOUR_WORDS[stack[-1]]
        if len(stack) == 1:
            return f"{square}, {top} piece"
        if len(set(stack)) == 1:
            return f"{square}, {top} tower of {len(stack)}"
        return f"{square}, tower of {len(stack)}, {top} on top"

    def focus_label(self, rect: pygame.Rect, actions: list[Action], view) -> str:
        square = self.square_at(rect.center)
        if square is None:
            return self.focus.default_label(rect, actions, view)
        words = self.square_words(square, view)
        moves = [a for a in actions if a.kind == "move"]
        if self.selected is not None and all(a.args[0] == self.selected for a in moves) and square != self.selected:
            return f"{words}: move {self.selected} here"
        if not moves:
            return words
        stack = view.stacks[square]
        # a piece goes as far as its tower is tall, but a side's first move 1, 2 or 3 squares (kona21)
        reach = "1, 2 or 3" if view.first_move_pending[stack[-1]] else str(len(stack))
        landings = f"{len(moves)} landing square{'s' if len(moves) != 1 else ''}"
        return f"{words}, can move {reach}: {landings}"

    def focus_extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """Every square can be read, also those no move starts from (the opponent's towers, empty squares)."""
        return [(self.square_rect(f"{file}{rank}"), self.square_words(f"{file}{rank}", view))
                for rank in range(6, 0, -1) for file in FILES]

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        return self.targets.lands(action)

    def caption_avoid(self, view) -> list[pygame.Rect]:
        """The squares with pieces: a move's caption keeps off them where it can (table/action_spot.py)."""
        return [self.square_rect(square) for square, stack in view.stacks.items() if stack]

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        rects = self.targets.spot(name)
        return rects if rects is not None else super().tutorial_spot(name, view)

    # --- the opponent's line next move (a new player lost on move 4 "with not much to go on") ------------
    def line_warning(self, view) -> tuple[list[LineThreat], str | None]:
        """The lines the opponent could make with its next move and the warning's words, while the player is to
        move; nothing at a hard or expert AI's table, with "Show legal moves" off, or in a lesson
        (game/kona/threats.py)."""
        if (view.is_over or view.to_move is None or self.human_to_act() is None or self.lesson_hook.running
                or not warns_at(self.match.seats, self.app.settings.show_hints)):
            return [], None
        key = (view.move_history, view.to_move, view.can_swap)
        if self._threats[0] != key:
            self._threats = (key, line_threats(view, 1 - view.to_move), None)
        threats = self._threats[1]
        # the stopping moves it names are checked by the solver on a worker (warning_words.py)
        return threats, self.warning_words.words(key, view, 1 - view.to_move) if threats else None

    def _draw_threats(self, surface, threats: list[LineThreat]) -> None:
        """The squares the opponent's line would cover, joined faintly, and the square it would land on ringed."""
        for threat in threats:
            points = [self.square_rect(s).center for s in threat.line]
            pygame.draw.line(surface, THREAT_COLOUR, points[0], points[-1], 3)
            for p in points:
                pygame.draw.circle(surface, THREAT_COLOUR, p, 6)
        for square in landing_squares(threats):
            rect = self.square_rect(square).inflate(-10, -10)
            pygame.draw.rect(surface, (30, 20, 14), rect.inflate(4, 4), 6, border_radius=10)
            pygame.draw.rect(surface, THREAT_COLOUR, rect, 3, border_radius=10)
            centre = self.red_x_centre(square)  # the corner the red X uses: clear of the piece and the badge
            pygame.draw.circle(surface, THREAT_COLOUR, centre, RED_X_R)
            pygame.draw.circle(surface, (30, 20, 14), centre, RED_X_R, 2)
            theme.blit_fit(surface, self.app.fonts, "!", centre, 18, RED_X_R, (30, 20, 14), "bold", "center")

    # --- geometry --------------------------------------------------------------------------------
    def square_rect(self, square: str) -> pygame.Rect:
        col, rank = FILES.index(square[0]), int(square[1])
        s = self.square_size
        return pygame.Rect(self.board_rect.x + col * s, self.board_rect.bottom - rank * s, s, s)

    def square_at(self, pos) -> str | None:
        if not self.board_rect.collidepoint(pos):
            return None
        col = (pos[0] - self.board_rect.x) // self.square_size
        rank = (self.board_rect.bottom - pos[1]) // self.square_size + 1
        if 0 <= col < 6 and 1 <= rank <= 6:
            return f"{FILES[col]}{rank}"
        return None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour a seat plays: after a swap under the pie rule seat 0 plays Black."""
        return PIECE_FACE[self.current_view().seat_colours[seat % 2]]

    def seat_labels(self) -> list[str]:
        colours = self.current_view().seat_colours
        names = [("White", "Black")[colours[seat]] for seat in range(2)]
        return seat_labels(self.match, names, lesson=self.tutorial is not None)

    # --- static board ----------------------------------------------------------------------------
    def _draw_board_surface(self) -> pygame.Surface:
        """The wooden board with its squares and coordinates, drawn once."""
        frame = self.board_rect.inflate(56, 56)
        surface = pygame.Surface(frame.size, pygame.SRCALPHA)
        art = theme.ART  # high contrast: a darker frame, the squares further apart, every square edged
        pygame.draw.rect(surface, (20, 16, 12), surface.get_rect().move(4, 6), border_radius=18)
        pygame.draw.rect(surface, art.ground((96, 62, 34)), surface.get_rect(), border_radius=18)
        pygame.draw.rect(surface, art.ground((124, 84, 48)), surface.get_rect().inflate(-10, -10), border_radius=14)
        s = self.square_size
        for (col, row), props in self.layout.tiles.items():
            light = props.get("shade") == "light"
            colour = art.lighter(LIGHT_SQUARE, 0.55) if light else art.darker(DARK_SQUARE, 0.5)
            rect = pygame.Rect(28 + col * s, 28 + row * s, s, s)
            pygame.draw.rect(surface, colour, rect)
            # A faint grain so the squares read as wood, not flat fills.
            for k in range(0, s, 7):
                shade = tuple(max(0, c - 8) for c in colour)
                pygame.draw.line(surface, shade, (rect.x, rect.y + k), (rect.right - 1, rect.y + k + 3))
            art.outline_rect(surface, rect, width=1)
        pygame.draw.rect(surface, (60, 40, 22), (26, 26, 6 * s + 4, 6 * s + 4), 2)
        art.outline_rect(surface, (24, 24, 6 * s + 8, 6 * s + 8), colour=art.light_edge)
        return surface.convert_alpha() if pygame.display.get_surface() else surface

    def _draw_coordinates(self, surface: pygame.Surface) -> None:
        """Files and ranks on the frame, drawn live: they follow the player's text size."""
        for text, centre in coordinate_spots(self.board_rect, self.square_size):
            theme.blit_text(surface, self.app.fonts, text, centre, COORD_SIZE, (236, 214, 176), "bold", "center")

    # --- input -----------------------------------------------------------------------------------
    def reset_selection(self) -> None:
        self.selected = None

    def _legal_moves(self) -> list[tuple[str, str]]:
        seat = self.human_to_act()
        if seat is None:
            return []
        return [(a.args[0], a.args[1]) for a in self.legal_actions() if a.kind == "move"]

    def _click_square(self, square: str) -> None:
        moves = self._legal_moves()
        if not moves:
            return
        if self.selected and (self.selected, square) in moves:
            self.submit_intent(Action("move", (self.selected, square)))
            self.selected = None
            return
        if any(f == square for f, _ in moves):
            self.selected = None if self.selected == square else square
            self.app.sounds.play("click")
            return
        if self.selected:
            self.app.toast(self.current_view().why_not_landing(self.selected, square), 5, colour=theme.BAD)
        self.selected = None

    def swap_rect(self) -> pygame.Rect:
        info = self.layout.zone("info")
        return pygame.Rect(info.right - 236, info.y + 90, 220, 34)

    def can_swap(self, view) -> bool:
        """The pie rule: Black, on its first turn, may take White's position instead of moving."""
        return view.can_swap and self.human_to_act() is not None and Action("swap") in self.legal_actions()

    def handle_table_event(self, event: pygame.event.Event, view) -> bool:
        intent = intent_of(event, {letter: name for letter, (name, _words) in self.SHORTCUTS.items()})
        if self.can_swap(view) and (intent == "swap" or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.swap_rect().collidepoint(event.pos))):
            self.submit_intent(Action("swap"))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            square = self.square_at(event.pos)
            if event.button == 3:
                self.selected = None
                return True
            if event.button == 1 and square:
                self._click_square(square)
                return True
        return False

    # --- animation -------------------------------------------------------------------------------
    def animate_record(self, record: MoveRecord) -> None:
        for event in record.events:
            if event.kind == "move":
                distance = len(event.data["path"]) + 1
                self.animations.add("slide", 0.22 + 0.09 * distance, **event.data)
            elif event.kind in ("win", "draw"):
                self.animations.add("pause", 0.5)

    # --- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view) -> None:
        if self._board_look != theme.ART:  # the player switched high contrast
            self.board_surface, self._board_look = self._draw_board_surface(), theme.ART
        surface.blit(self.board_surface, self.board_rect.move(-28, -28).topleft)
        self._draw_coordinates(surface)
        step = self.animations.current
        sliding = step.data if step is not None and step.kind == "slide" else None
        moves = self._legal_moves() if not sliding else []
        show = self.app.settings.show_hints

        if view.last_move and not sliding:
            for square in view.last_move:
                self._tint(surface, square, (255, 230, 140, 70))
        if show and moves and not self.selected:
            for square in sorted({f for f, _ in moves}):
                self._ring(surface, square, (255, 236, 150), 2 + int(2 * self.pulse()))
        if self.selected:
            self._ring(surface, self.selected, theme.HIGHLIGHT, 4)
        hint_move = self.hint if self.hint is not None and self.hint.kind == "move" and not sliding else None
        if hint_move is not None:  # the piece to take is ringed, the landing square dotted: they never look alike
            self._ring(surface, hint_move.args[0], HINT_COLOUR, 3 + int(2 * self.pulse(6)))

        forbidden = view.forbidden_square if view.to_move == 1 and view.first_move_pending[1] else None
        if forbidden:  # under the tower: the frame keeps off the piece
            self._ring(surface, forbidden, theme.BAD, 4)
        stacks = {}
        for rank in range(6, 0, -1):  # back rows first so nearer towers overlap them
            for col in range(6):
                square = f"{FILES[col]}{rank}"
                stack = view.stacks[square]
                if sliding and square == sliding["to"]:
                    stack = stack[:-1]
                stacks[square] = stack
                draw_tower(surface, self.app.fonts, self.square_rect(square).center, stack, badge=False)
        if sliding:
            self._draw_sliding(surface, sliding, step.progress)
        if forbidden:
            self._draw_red_x(surface, forbidden)
        threats = self.line_warning(view)[0] if not sliding else []
        if threats:  # under the hint's arrow and the badges: a warning, not the move to make
            self._draw_threats(surface, threats)
        if self.selected:  # over the towers: a dot under a tower of 2 hid a legal landing (a blind tester)
            for t in sorted({t for f, t in moves if f == self.selected}):
                draw_landing_mark(surface, self.square_rect(t).center, len(stacks[t]))
        if hint_move is not None:  # over the towers, so the way from → to reads at a glance
            draw_arrow(surface, self.square_rect(hint_move.args[0]).center, self.square_rect(hint_move.args[1]).center,
                       HINT_COLOUR)
        if view.winning_line and not sliding:
            self._draw_line(surface, view.winning_line)
        # The height badges last: an arrow or a line across a tower passes under its number (a playtester's hint
        # arrow hid the "2" of the tower it started from).
        for square, stack in stacks.items():
            if len(stack) > 1:
                centre = self.square_rect(square).center
                draw_height_badge(surface, self.app.fonts, badge_centre(centre, len(stack)), len(stack))

    def red_x_centre(self, square: str) -> tuple[int, int]:
        """Where the "cannot land here" X sits: the square's top-left corner, clear of the piece on it (a
        playtester's own piece hid under a square-wide X) and of the height badge at the top right."""
        rect = self.square_rect(square)
        return rect.x + RED_X_R + 2, rect.y + RED_X_R + 2

    def _draw_red_x(self, surface, square: str) -> None:
        """A small X on a dark disc in the square's corner, with the red frame drawn under the tower."""
        cx, cy = self.red_x_centre(square)
        pygame.draw.circle(surface, (40, 14, 14), (cx, cy), RED_X_R)
        pygame.draw.circle(surface, theme.BAD, (cx, cy), RED_X_R, 2)
        arm = RED_X_R - 6
        for a, b in (((cx - arm, cy - arm), (cx + arm, cy + arm)), ((cx + arm, cy - arm), (cx - arm, cy + arm))):
            pygame.draw.line(surface, theme.BAD, a, b, 4)

    def _tint(self, surface, square: str, rgba) -> None:
        overlay = pygame.Surface((self.square_size, self.square_size), pygame.SRCALPHA)
        overlay.fill(rgba)
        surface.blit(overlay, self.square_rect(square).topleft)

    def _ring(self, surface, square: str, colour, width: int) -> None:
        pygame.draw.rect(surface, colour, self.square_rect(square).inflate(-6, -6), width, border_radius=10)

    def _disc(self, surface, centre, colour: int) -> None:
        draw_disc(surface, centre, colour)

    def _draw_sliding(self, surface, data, progress: float) -> None:
        t = ease_in_out(progress)
        a = self.square_rect(data["from"]).center
        b = self.square_rect(data["to"]).center
        lift = 26 * 4 * t * (1 - t)
        start_level = data.get("height_after", 1) - 1
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t + 14 - start_level * DISC_STEP * t - lift
        self._disc(surface, (int(x), int(y)), data["colour"])

    def _draw_line(self, surface, squares) -> None:
        points = [self.square_rect(s).center for s in squares]
        glow = 8 + int(4 * self.pulse(5))
        pygame.draw.line(surface, (255, 214, 90), points[0], points[-1], glow)
        for p in points:
            pygame.draw.circle(surface, (255, 236, 150), p, 10)

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        tops = [sum(1 for s in view.stacks.values() if s and s[-1] == view.seat_colours[seat]) for seat in (0, 1)]
        self.draw_seat_list(surface, rect, [f"{tops[0]} on top", f"{tops[1]} on top"])
        # the move to come, in a replay too: its panel said "Move 16" where the live table had said "Move 17" for
        # the same position (Kona playtest, round 7); there it says "next", as the caption names the move made
        # the pie swap counts as a move, as the move list and Practise count it (kona21: "Move 4" here, "Move 5" there)
        note = f"Move {view.moves_made + 1}" + (" next" if getattr(self, "replaying", False) else "")
        if view.is_over:
            how = {"line": "a line of three", "uncovered line": "a line uncovered by the opponent",
                   "blocked": "blocking the opponent", "repetition": "repetition"}.get(view.reason, view.reason)
            note = f"{self.match.turn_number()} turns · decided by {how}"  # as the results panel counts
        elif view.lot_move is not None:
            note += f"  ·  first move by lot: {view.lot_move[0]} to {view.lot_move[1]}"
        elif view.to_move is not None and view.first_move_pending[view.to_move]:
            note += "  ·  first move: 1, 2 or 3 squares"
            if view.forbidden_square and view.to_move == 1:  # the red X on the board: said in words too
                note += f", not onto or over {view.forbidden_square} (red X)"
        if view.repetitions >= 2 and not view.is_over:
            note += "  ·  position seen twice"
        if self.can_swap(view):
            button = self.swap_rect()
            pygame.draw.rect(surface, theme.ACCENT_DARK, button, border_radius=8)
            theme.draw_text_box(surface, self.app.fonts, "Swap colours (S)", button.inflate(-12, -6),
                                16, theme.TEXT, "bold", align="center", valign="middle")
            note = "Pie rule: move, or take White's place"
        note_box = pygame.Rect(rect.x + 16, rect.y + 88, rect.w - 32, 44)
        top = rect.y + (132 if self.can_swap(view) else 122)
        warning = self.line_warning(view)[1]
        hint = hint_panel.panel_words(self, view)
        if hint:
            warning = None  # the hint's words need the room (they were cut): the amber ring stays on the board
        # a piece picked up whose move would uncover the other side's line (game/kona/threats.py): said before all
        # else, where the line warning shows (a new player lost twice that way with nothing to warn them)
        if self.selected is not None and not view.is_over and self.human_to_act() is not None \
                and not self.lesson_hook.running and warns_at(self.match.seats, self.app.settings.show_hints):
            warning = lift_warning(view, self.selected) or warning
        if hint and not warning and not self.can_swap(view) and hint_panel.wants_note_room(
                self.app.fonts, hint, pygame.Rect(rect.x + 16, top, rect.w - 32, max(24, rect.bottom - top - 6))):
            top = note_box.y  # the hint takes the note's room before its reason is cut (kona17)
            noted = note_box
        else:
            noted = theme.draw_text_box(surface, self.app.fonts, note, note_box, 16, theme.TEXT_DIM)
        if warning:  # the amber ring's words: a new player lost on move 4 to a line nothing warned of
            # under the note at any text size, with the panel's room left: "…land on e4 for a line of you…" was cut
            y = max(top - 8, noted.bottom + 4)
            box = pygame.Rect(rect.x + 16, y, rect.w - 32, max(44, rect.bottom - y - 4))
            warning = whole_words(self.app.fonts, warning, box, 16, "bold")
            drawn = theme.draw_text_box(surface, self.app.fonts, warning, box, 16, THREAT_COLOUR, "bold")
            top = drawn.bottom + 6  # the hint's words right under it, with the room that is left
        if hint:  # the hint's words stay until the next move clears it; the verdict is never cut (hint_panel.py)
            box = pygame.Rect(rect.x + 16, top, rect.w - 32, max(24, rect.bottom - top - 6))
            hint_panel.draw_hint(surface, self.app.fonts, hint, box, HINT_COLOUR)

def draw_arrow(surface: pygame.Surface, start, end, colour, width: int = 7) -> None:
    """A thick arrow from the centre of one square to another, its head on the landing square."""
    sx, sy = start
    ex, ey = end
    length = max(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    head = 22
    base = (ex - ux * head, ey - uy * head)
    dark = (20, 40, 48)
    for w, c in ((width + 4, dark), (width, colour)):
        pygame.draw.line(surface, c, (sx + ux * 14, sy + uy * 14), base, w)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    points = [(ex, ey), (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, dark, points, 2)
    pygame.draw.circle(surface, colour, (int(sx), int(sy)), 8)
    pygame.draw.circle(surface, dark, (int(sx), int(sy)), 8, 2)


LANDING_FILL, LANDING_EDGE, LANDING_DARK = (70, 150, 90), (170, 240, 180), (20, 44, 28)


def draw_landing_mark(surface: pygame.Surface, centre, height: int) -> None:
    """A legal landing on the square centred at `centre` holding a tower of `height`, drawn after the towers: the
    green dot on an empty square; on a tower a green ring round its top piece and a small dot in the middle of it,
    so the top piece's colour still shows round the dot."""
    x, y = centre
    if height == 0:
        pygame.draw.circle(surface, LANDING_FILL, centre, 13)
        pygame.draw.circle(surface, LANDING_EDGE, centre, 13, 3)
        return
    top = (x, y + 14 - (height - 1) * DISC_STEP)  # the top piece's face, as draw_tower stacks them
    ring = pygame.Rect(0, 0, 2 * DISC_RX + 10, 2 * DISC_RY + 10)
    ring.center = top
    pygame.draw.ellipse(surface, LANDING_DARK, ring.inflate(4, 4), 2)
    pygame.draw.ellipse(surface, LANDING_EDGE, ring, 4)
    pygame.draw.circle(surface, LANDING_DARK, top, 8)
    pygame.draw.circle(surface, LANDING_FILL, top, 7)
    pygame.draw.circle(surface, LANDING_EDGE, top, 7, 2)


def draw_disc(surface: pygame.Surface, centre, colour: int) -> None:
    """One piece seen from above at an angle (colour 0 White, 1 Black)."""
    x, y = centre
    side = pygame.Rect(0, 0, 2 * DISC_RX, 2 * DISC_RY)
    side.center = (x, y + 6)
    pygame.draw.ellipse(surface, PIECE_SIDE[colour], side)
    pygame.draw.rect(surface, PIECE_SIDE[colour], (x - DISC_RX, y, 2 * DISC_RX, 6))
    top = pygame.Rect(0, 0, 2 * DISC_RX, 2 * DISC_RY)
    top.center = (x, y)
    art = theme.ART  # high contrast: the piece edged, black round White, white round Black
    edge = art.light_edge if colour else art.edge
    art.outline_ellipse(surface, side, edge)
    art.outline_rect(surface, (x - DISC_RX, y, 3, 6), colour=edge)
    art.outline_rect(surface, (x + DISC_RX - 3, y, 3, 6), colour=edge)
    pygame.draw.ellipse(surface, PIECE_FACE[colour], top)
    pygame.draw.ellipse(surface, PIECE_RIM[colour], top, 2)
    art.outline_ellipse(surface, top, edge)
    inner = top.inflate(-26, -10)
    pygame.draw.ellipse(surface, PIECE_RIM[colour], inner, 1)


BADGE_R, BADGE_TEXT = 14, 18  # the height badge: its number at 18 px reads at the smallest window


def draw_tower(surface: pygame.Surface, fonts: theme.Fonts, centre, stack, badge: bool = True) -> None:
    """A tower standing on the square centred at `centre` (`stack` bottom to top), with its height badge
    (`badge` False: none, for a picture that is scaled and draws its badge after, at a readable size)."""
    if not stack:
        return
    x, y = centre
    base_y = y + 14
    shadow = pygame.Rect(0, 0, 2 * DISC_RX + 8, 2 * DISC_RY + 6)
    shadow.center = (x + 3, base_y + 9)
    pygame.draw.ellipse(surface, (40, 28, 18), shadow)
    for level, colour in enumerate(stack):
        draw_disc(surface, (x, base_y - level * DISC_STEP), colour)
    if len(stack) > 1 and badge:  # the height decides the move length: show it plainly
        draw_height_badge(surface, fonts, badge_centre(centre, len(stack)), len(stack))


def badge_centre(centre, height: int) -> tuple[int, int]:
    """Where a tower's height badge sits: beside its top piece, to the right."""
    x, y = centre
    return (x + DISC_RX - 4, y + 14 - (height - 1) * DISC_STEP - 18)


def draw_height_badge(surface: pygame.Surface, fonts: theme.Fonts, centre, height: int) -> None:
    pygame.draw.circle(surface, (30, 30, 34), centre, BADGE_R)
    pygame.draw.circle(surface, theme.ACCENT, centre, BADGE_R, 2)
    theme.blit_text(surface, fonts, str(height), centre, BADGE_TEXT, theme.ACCENT, "bold", "center")


SCENE = KonaScene
