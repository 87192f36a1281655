"""The build column and the dice of the KROWNIA table.

`ActionPanel` is the side panel: its title and prompt, the main button (roll, end turn, place for me), the
build rows with their costs, Trade… and Rules. `DicePanel` shows the last roll and every roll's histogram.
Both are given the table (`human_to_act`, `legal_actions`, `act`, `seat_colour`, `seat_mark`, `match`,
`app`) and the parts they read; each draws alone with `draw`.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.placing import judged_placement
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES, Control
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.krownia.prompts import KrowniaPrompts
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.render.dice import dice_total_badge, draw_die, tumble_face
from baraza.scenes.table.focus import RING
from baraza.scenes.ui import theme

COST = {"road": (1, 1, 0, 0, 0), "village": (1, 1, 1, 1, 0), "town": (0, 0, 0, 2, 3), "dev": (0, 0, 1, 1, 1)}

PRIMARY = ("roll", "end_turn", "auto_place", "skip_free_road")
BUILD_TOP = 196  # px from the panel's top to the Road row
RING_OUT = RING + 3  # px the keys' ring reaches beyond a spot (scenes/table/focus.py: its outer line)


class ActionPanel:
    """The side panel's controls and drawing."""

    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection,
                 prompts: KrowniaPrompts) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection
        self.prompts = prompts

    def controls(self, view: KrowniaView) -> list[Control]:
        seat = self.table.human_to_act()
        a = self.geometry.actions_rect
        x, w = a.x + 14, a.w - 28
        read_only = self.table.ctx.read_only  # a replay: no live control of the table (Trade, Rules) is shown
        out: list[Control] = [] if read_only else [
            Control(pygame.Rect(x, a.bottom - 50, w, 38), "Rules", self.open_rules, name="rules")]
        legal = self.table.legal_actions()
        kinds = {act.kind for act in legal}
        phase = view.phase
        primary = pygame.Rect(x, a.y + 110, w, 50)
        # Roll and End turn each keep their own half of the row all turn (issue 44: End turn appeared under the
        # pointer that had just pressed Roll in the same place): the one not for now is greyed, saying why.
        roll_at, end_at = turn_buttons(a)
        if seat is not None:
            if phase in ("roll", "main"):
                rolling = phase == "roll"
                out.append(Control(roll_at, "Roll", self._submits("roll"), enabled=rolling, style="accent", name="roll",
                                   note=self._enter("roll") if rolling else "rolled"))
                out.append(Control(end_at, "End turn", self._submits("end_turn"), enabled=not rolling, style="accent",
                                   name="end_turn", note="roll first" if rolling else self._enter("end_turn")))
            elif phase == "setup_village" and "auto_place" in kinds:
                # the Hint's own village and road as two ordinary moves (placing.py): Analyse judges them as its best
                out.append(Control(primary, "Place for me", self._place_for_me, name="auto_place",
                                   note="the Hint's village and road"))
            elif phase == "road_building":
                out.append(Control(primary, "Skip free road", self._submits("skip_free_road"), name="skip_free_road"))
        # The build rows are always there: greyed, they still show every cost and the pieces left.
        me = view.players[view.seat if view.seat is not None else view.current]
        rows = (("road", "Road", "build_road", f"{me.roads_left} left"),
                ("village", "Village", "build_village", f"{me.villages_left} left · 1 VP"),
                ("town", "Town", "build_town", f"{me.towns_left} left · 2 VP"),
                ("dev", "Dev card", "buy_dev", f"{view.deck_count} left · secret"))
        y = a.y + BUILD_TOP
        for piece, label, kind, note in rows:
            click = self._buy_dev if piece == "dev" else self._picker(piece)
            enabled = kind in kinds and (phase == "main" or kind == "buy_dev")
            if seat is not None and phase == "main" and not enabled and view.hand is not None:
                note = _why_not(piece, view.hand, COST[piece], note, bool(me.villages), _has_room(view, seat, piece))
            out.append(Control(pygame.Rect(x, y, w, 44), label, click, enabled=enabled, cost=COST[piece], note=note,
                               name=f"build_{piece}", selected=self.selection.mode == piece))
            y += 48
        if read_only:
            return out
        trade_ok = phase == "main" and ("bank_trade" in kinds or "open_trade" in kinds)
        out.append(Control(pygame.Rect(x, y + 4, w, 46), "Trade…", self.selection.toggle_trade, enabled=trade_ok,
                           name="trade", selected=self.selection.dialog == "trade", note="bank · harbours · players"))
        return out

    def _enter(self, kind: str) -> str | None:
        """"Enter" under the turn button making `kind` when Enter presses it, else no caption. With the keys' cursor
        shown, Enter presses the spot it is on (keys19: "End turn · Enter" while Enter on the Wood card did
        nothing); after a Hint, the Hint's move (the cursor goes there: krownia23, Roll said "Enter" and Enter
        played the hinted Warrior, End turn said it and Enter built the hinted village)."""
        if getattr(self.table.focus, "active", False):
            return None
        # an open dialog takes Enter (krownia24: End turn said "Enter" behind the bank trade): the player's own
        # dialog (the selection's), or a trade under way in the view (an offer, a counter)
        if self.selection.dialog is not None or getattr(self.table.current_view(), "trade", None) is not None:
            return None
        hint = self.table.hint
        return "Enter" if hint is None or hint.kind == kind else None

    def _submits(self, kind: str):
        """A click that makes the move `kind`."""
        return lambda: self.table.act(Action(kind))

    def _place_for_me(self) -> None:
        """The village the Hint would place, then the road it would give it (round 9: "auto_place", the richest
        corner, was often not the judge's pick and Analyse marked the table's own offer a mistake)."""
        table = self.table
        table.app.sounds.play("click")
        seat, match = table.human_to_act(), table.match
        if seat is None:
            return
        move = judged_placement(table.current_view(), seat, table.legal_actions(), match.seed)
        if move is None or not table.submit_intent(move) or move.kind == "place_road":
            return
        # the road from the match itself: the village's picture keeps the table busy (no one "to act" for it), and
        # by keys at the usual animation speed the road was never placed (keys15 at 150 %)
        legal = match.legal_actions(seat) if seat in match.active_seats() else []
        road = judged_placement(match.view(seat), seat, legal, match.seed) if legal else None
        if road is None or road.kind != "place_road":
            return
        if table.human_to_act() == seat:
            table.submit_intent(road)
        elif not getattr(getattr(table, "lesson_hook", None), "running", False):
            match.submit(seat, road)  # the lesson's gate takes one move a click: there the road waits for the next

    def _buy_dev(self) -> None:
        self.selection.mode = None
        self.table.act(Action("buy_dev"))

    def _picker(self, piece: str):
        return lambda: self.selection.pick_build(piece)

    def open_rules(self) -> None:
        self.table.app.show("rules", self.table.match.game)

    def draw(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.geometry.actions_rect
        theme.draw_panel(surface, rect)
        fonts = self.table.app.fonts
        title, text = self.prompts.prompt(view)
        seat = self.table.human_to_act()
        colour = self.table.seat_colour(seat if seat is not None else view.current)
        pygame.draw.circle(surface, colour, (rect.x + 24, rect.y + 22), 9)
        theme.draw_seat_mark(surface, self.table.seat_mark(seat if seat is not None else view.current),
                             (rect.x + 24, rect.y + 22), 5, theme.TEXT_DARK)
        theme.blit_text(surface, fonts, title, (rect.x + 42, rect.y + 11), 20, theme.ACCENT, "bold")
        controls = self.controls(view)
        # The prompt keeps clear of the main button (it starts 110 px down): two lines above one, three without.
        room = 2 if any(c.name in PRIMARY for c in controls) else 3
        # shrunk to the floor if it must; a shorter wording before any word is cut ("…end you…" was, issue 41)
        box = pygame.Rect(rect.x + 14, rect.y + 40, rect.w - 28, room * 21 - 2)
        text = next((t for t in self.prompts.wordings(text) if not theme.fit_lines(fonts, t, box.size, 16)[2]), text)
        if self.prompts.trade.kind(view) != "answer":  # an AI's offer stands here and says itself (offer_panel.py)
            theme.draw_text_box(surface, fonts, text, box, 16, theme.TEXT)
        # the header between the turn's buttons and the Road row, clear of the keys' ring around either (keys19 at
        # 150 %: the ring on Road covered "Build … cost"): it grows with the text size only as far as that room
        top, bottom = turn_buttons(rect)[0].bottom + RING_OUT, rect.y + BUILD_TOP - RING_OUT
        for text, face, anchor, x in (("Build", "bold", "midleft", rect.x + 14), ("cost", "sans", "midright",
                                                                               rect.right - 14)):
            theme.blit_fit(surface, fonts, text, (x, (top + bottom) // 2), art.TEXT, rect.w // 2 - 14, theme.TEXT_DIM,
                           face, anchor, height=bottom - top)
        if not any(c.name in PRIMARY for c in controls):
            self._draw_turn_order(surface, view, rect.x + 14, rect.y + 118)
        for ctl in controls:
            art.draw_control(surface, fonts, ctl, ctl.rect.collidepoint(self.selection.mouse))

    def _draw_turn_order(self, surface: pygame.Surface, view: KrowniaView, x: int, y: int) -> None:
        """Turn number, the target, and the seat order (the snake during setup) where no button is."""
        fonts = self.table.app.fonts
        if view.setup_round:
            label = f"Setup round {view.setup_round} of 2 · snake"
            order = list(view.order) + list(reversed(view.order))
        else:
            # the target is under the title on the board: here no glossary word ("VP") lies where End turn was,
            # its tip popping up over the panel under a resting pointer (issue 41)
            label = f"Turn {view.round}"
            order = list(view.order)
        theme.draw_text_box(surface, fonts, label, pygame.Rect(x, y - 2, self.geometry.actions_rect.right - 14 - x, 21),
                            art.TEXT, theme.TEXT_DIM, "bold")
        step = min(30, 260 // max(1, len(order)))
        for i, seat in enumerate(order):
            cx, cy = x + 10 + i * step, y + 32
            current = (seat == view.current and (not view.setup_round or i == self._setup_index(view)))
            if current:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), 12, 2)
            pygame.draw.circle(surface, self.table.seat_colour(seat), (cx, cy), 8)
            theme.draw_seat_mark(surface, self.table.seat_mark(seat), (cx, cy), 4, theme.TEXT_DARK)
            if i < len(order) - 1:
                pygame.draw.line(surface, theme.PANEL_EDGE, (cx + 10, cy), (cx + step - 10, cy), 1)

    def _setup_index(self, view: KrowniaView) -> int:
        """Where the snake stands: placed villages tell how many setup turns are done."""
        placed = sum(1 for o in view.corner_owner if o >= 0)
        return max(0, min(placed - (1 if view.phase == "setup_road" else 0), 2 * view.num_seats - 1))


def before_roll(view: KrowniaView) -> bool:
    """Whether this turn's roll is still to come: the roll phase, or a Warrior played before it (its Pirate and
    steal; round 7: White's old "7 Pirate!" stood there as if Red had rolled it). Each turn after the setup rolls
    once, so fewer rolls than turns means this one has not."""
    return view.phase == "roll" or (view.setup_round == 0 and 0 < view.turn and sum(view.dice_counts) < view.turn)


class DicePanel:
    """The last roll (tumbling while it is rolled) and the histogram of every roll so far."""

    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry) -> None:
        self.table = table
        self.geometry = geometry

    def unseen_rolls(self) -> tuple[int, ...]:
        """The totals of rolls the view already holds but the table has not shown yet: a roll queued behind
        another animation (a banner, cards in flight), or tumbling now. Their dice and bars wait for it (the
        playtest: "7 Pirate!" showed before the dice were rolled)."""
        steps = self.table.animations.steps
        return tuple(sum(s.data["dice"]) for i, s in enumerate(steps)
                     if s.kind == "roll" and (i > 0 or s.progress < 1.0))

    def looks(self, view: KrowniaView) -> tuple:
        """What the panel shows, for the frame cache: the dice, the bars, and whether a roll is awaited."""
        return (view.dice, view.dice_counts, Action("roll") in self.table.legal_actions(), view.phase,
                self.unseen_rolls())

    def draw(self, surface: pygame.Surface, view: KrowniaView, step=None) -> None:
        """The dice panel; `step` is a "roll" animation step while the dice tumble. Before this turn's roll (the
        roll phase, or a roll still queued behind another animation) the dice are last turn's, dimmed, with no
        total and no "Pirate!": those belong to the roll when it is seen."""
        rect = self.geometry.dice_rect
        theme.draw_panel(surface, rect)
        fonts = self.table.app.fonts
        theme.blit_text(surface, fonts, "Dice", (rect.x + 14, rect.y + 8), 17, theme.ACCENT, "bold")
        rolling = step is not None and step.kind == "roll"
        unseen = self.unseen_rolls()
        old_dice = False
        dice = step.data["dice"] if rolling else None if unseen else view.dice
        centre_y = rect.y + 60
        if dice is not None and not rolling and before_roll(view):  # last turn's roll: this turn's is to come
            for i, value in enumerate(dice):
                draw_die(surface, (rect.x + 50 + i * 64, centre_y), 50, value, dim=True)
            old_dice = True  # said in words too, in the title row: dimmed dice alone did not tell a tester
        elif dice is None:
            for i in range(2):
                draw_die(surface, (rect.x + 50 + i * 64, centre_y), 50, None, dim=True)
            if not unseen and Action("roll") not in self.table.legal_actions():  # else "Roll here" stands there
                theme.blit_fit(surface, fonts, "no roll yet", (rect.x + 214, centre_y), art.TEXT,
                               2 * (rect.right - 8 - rect.x - 214), theme.TEXT_DIM, "sans", "center")
        else:
            progress = step.progress if rolling else 1.0
            seed = step.data["seed"] if rolling else 0
            for i, value in enumerate(dice):
                face, angle, bounce = tumble_face(value, progress, seed * 2 + i)
                draw_die(surface, (rect.x + 50 + i * 64, centre_y - bounce), 50, face, angle=angle)
            if progress >= 1.0 and not (not rolling and Action("roll") in self.table.legal_actions()):
                total = dice[0] + dice[1]
                dice_total_badge(surface, fonts, (rect.x + 176, centre_y), total)
                if total == 7:
                    theme.blit_text(surface, fonts, "Pirate!", (rect.x + 204, centre_y), 16, theme.BAD, "bold",
                                    "midleft")
        if not rolling and Action("roll") in self.table.legal_actions():
            size = theme.fit_size(fonts, "Roll here", art.TEXT, rect.right - 8 - 16 - (rect.x + 166), "bold")
            label = fonts.render("Roll here", size, theme.TEXT_DARK, "bold")
            pill = label.get_rect(midleft=(rect.x + 166, centre_y)).inflate(16, 12)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=8)
            surface.blit(label, label.get_rect(center=pill.center))
        # Histogram of every roll so far (a 7 in red: the Pirate); a roll not yet seen is not counted yet.
        counts = list(view.dice_counts)
        for total in unseen:
            counts[total] -= 1
        top = max(1, max(counts[2:13]))
        base_y = rect.bottom - 24
        bar_w = (rect.w - 28) // 11
        total_rolls = sum(counts)
        count = f"{total_rolls} roll{'' if total_rolls == 1 else 's'}"
        if old_dice:  # "last roll" between "Dice" and the count; where they would run together ("last roll10 rolls"
            # at 150 %: a playtest), in the count's place: the dice being old matters more than how many
            room = rect.w - 26 - fonts.get(17, "bold").size("Dice")[0] - fonts.get(art.TEXT).size(count)[0]
            if fonts.get(art.TEXT).size("last roll")[0] + 24 <= room:
                theme.blit_text(surface, fonts, "last roll", (rect.x + 14 + fonts.get(17, "bold").size("Dice")[0]
                                + 12, rect.y + 9), art.TEXT, theme.TEXT_DIM)
            else:
                count = "last roll"
        theme.blit_text(surface, fonts, count, (rect.right - 12, rect.y + 8), art.TEXT, theme.TEXT_DIM, "sans",
                        "topright")
        last = (view.dice[0] + view.dice[1]) if view.dice and not rolling and not unseen else None
        for i, n in enumerate(range(2, 13)):
            x = rect.x + 14 + i * bar_w
            h = int(64 * counts[n] / top)
            colour = theme.BAD if n == 7 else (214, 112, 90) if n in (6, 8) else (120, 150, 190)
            if n == last:
                colour = theme.HIGHLIGHT
            pygame.draw.rect(surface, theme.PANEL_DARK, (x + 2, base_y - 64, bar_w - 4, 64), border_radius=3)
            if h:
                pygame.draw.rect(surface, colour, (x + 2, base_y - h, bar_w - 4, h), border_radius=3)
                theme.blit_fit(surface, fonts, str(counts[n]), (x + bar_w // 2, base_y - h), art.TEXT, bar_w - 2,
                               theme.TEXT, "sans", "midbottom")
            theme.blit_fit(surface, fonts, str(n), (x + bar_w // 2, base_y + 2), art.TEXT, bar_w - 2,
                           theme.BAD if n in (6, 8, 7) else theme.TEXT_DIM, "sans", "midtop", height=rect.bottom - base_y - 4)


def turn_buttons(panel: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where Roll and End turn stand in the side panel (`panel`, its rect): each its own half of one row."""
    x, w = panel.x + 14, panel.w - 28
    roll_at = pygame.Rect(x, panel.y + 110, (w - 8) // 2, 50)
    return roll_at, pygame.Rect(roll_at.right + 8, roll_at.y, w - roll_at.w - 8, roll_at.h)


def _has_room(view: KrowniaView, seat: int, piece: str) -> bool:
    """Whether the board has a free spot for `piece` of `seat`, cards aside (the rules' road and village spots,
    read from the view: a free edge by the seat's pieces, a free corner on its roads two steps from any other)."""
    co, ro = view.corner_owner, view.road_owner
    if piece == "road":
        ends = {c for c, o in enumerate(co) if o == seat}
        ends |= {c for e, o in enumerate(ro) if o == seat for c in B.EDGE_CORNERS[e] if co[c] < 0}
        return any(ro[e] < 0 for c in ends for e in B.CORNER_EDGES[c])
    if piece == "village":
        near = {c for e, o in enumerate(ro) if o == seat for c in B.EDGE_CORNERS[e]}
        return any(co[c] < 0 and all(co[n] < 0 for n in B.CORNER_NEIGHBOURS[c]) for c in near)
    return True  # a town goes on a village (has_village), a card needs no spot


def _why_not(piece: str, hand, cost, note: str, has_village: bool = True, has_room: bool = True) -> str:
    """Why a build button is grey: none of the piece left, no village left to make a town, or no free spot for it
    (said first: no trade can help then; the playtest bought Wheat for a village with nowhere to go), else the
    cards still missing."""
    if note.startswith("0 "):
        return "the deck is empty" if piece == "dev" else "none left"
    if piece == "town" and not has_village:  # "need Wheat" would send a player trading for a town they cannot build
        return "no village to upgrade"
    if not has_room:
        return "no free spot"
    missing = [RESOURCES[r] for r in range(5) if hand[r] < cost[r]]
    if len(missing) > 2:  # the cost chips beside it show which: three names would not fit the row
        return f"need {sum(max(0, cost[r] - hand[r]) for r in range(5))} more cards"
    if missing:
        return "need " + ", ".join(missing)
    if piece == "dev":
        return "the deck is empty"
    return "no free spot"
