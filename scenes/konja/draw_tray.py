"""Drawing the dice tray: the five number dice, the two white Action dice and the red dice, tumbling while
they roll, and the die the mouse drags.

A part of the Konja table. Reads, through the table context, the legal actions, the hint, the animations, the
clock's `pulse()` and `app` (fonts, settings), from the `KonjaContext` the geometry, sprites, picks, pointer and
the Collection plan, and the motion part it is given (which dice tumble now).
"""

from __future__ import annotations

import pygame

from baraza.scenes.konja.animation import MoveAnimations
from baraza.scenes.konja.art import RESOURCE_TITLES
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import ACTION_DIE, ACTION_STEP, DIE, RED_DIE
from baraza.scenes.konja.sprites import HINT_COLOUR
from baraza.scenes.render.dice import draw_die, tumble_face
from baraza.scenes.ui import theme


class DiceTray:
    def __init__(self, konja: KonjaContext, motion: MoveAnimations) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.sprites = konja.sprites
        self.picks = konja.picks
        self.pointer = konja.pointer
        self.plan = konja.plan
        self.motion = motion

    def draw(self, surface: pygame.Surface, view) -> None:
        """The number, Action and red dice in the tray (the dice laid on the pyramid leave a mark)."""
        legal = self.ctx.views.legal_actions()
        show = self.ctx.app.settings.show_hints
        fonts = self.ctx.app.fonts
        tray = self.geometry.z["tray"]
        rolling, action_rolling, red_rolling, progress, seed = self.motion.rolling()
        if not view.dice and not view.action_dice:
            owner = view.seat_names[view.turn_seat]
            theme.blit_text(surface, fonts, f"{owner}'s dice are rolled in the Bones phase.",
                            (tray.x + 250, tray.centery + 6), 16, (214, 186, 150), "sans", "center")
        planned = self.plan.planned() if view.phase == "collect" and legal else {}  # only the decider's plan
        red_targets = {a.args[1] for a in legal if a.kind == "red_replace"
                       and (self.picks.red_pick is None or a.args[0] == self.picks.red_pick)}
        step = self.ctx.animations.current
        flashing = set(step.data.get("dice", [])) if step is not None and step.kind == "flash" else set()
        hint_dice: set[int] = set()
        hint_red: int | None = None
        hint = self.ctx.host.hint
        if hint is not None and hint.kind == "collect":
            hint_dice = set(hint.args[1])
        elif hint is not None and hint.kind == "red_replace":  # which red die, onto which die (they were unlit)
            hint_red, hint_dice = hint.args[0], {hint.args[1]}
        for die in view.dice:
            x, y = self.geometry.die_centre(die.index)
            if die.used or die.index in planned:
                pygame.draw.rect(surface, (96, 66, 40), (x - DIE // 2, y - DIE // 2, DIE, DIE), 2, border_radius=8)
                continue
            value, angle, bounce = die.value, 0.0, 0.0
            if die.index in rolling:
                value, angle, bounce = tumble_face(die.value, progress, seed + die.index)
            marked = die.index in self.picks.marked
            highlight = theme.HIGHLIGHT if marked else None
            target = die.index in red_targets and show
            if target:  # lit steadily: a blink caught off after a red die was picked read as "nowhere to go"
                highlight = theme.BAD
            if die.index in flashing:
                highlight = (255, 255, 255)
            if die.index in hint_dice:
                highlight = HINT_COLOUR
            if self.pointer.drag == die.index and self.pointer.dragging():
                continue
            rect = draw_die(surface, (x, y - bounce - (8 if marked else 0)), DIE, value, die.colour, angle,
                            fonts=fonts, highlight=highlight)
            if target and highlight == theme.BAD and self.ctx.clock.pulse() > 0.3:  # the blink: a second ring
                pygame.draw.rect(surface, theme.BAD, rect.inflate(14, 14), 2, border_radius=10)
            if die.guarded:
                theme.blit_text(surface, fonts, "safe", (rect.centerx, rect.bottom + 1), theme.MIN_TEXT,
                                (170, 230, 200), "bold", "midtop")
        for a, face in enumerate(view.action_dice):
            x, y = self.geometry.action_centre(a)
            if view.action_used[a]:
                pygame.draw.rect(surface, (96, 66, 40), (x - ACTION_DIE // 2, y - ACTION_DIE // 2, ACTION_DIE,
                                                         ACTION_DIE), 2, border_radius=8)
                continue
            shown, angle, bounce = face, 0.0, 0.0
            if action_rolling:
                f, angle, bounce = tumble_face(1, progress, seed + 20 + a)
                shown = face if progress >= 0.8 else ("blank", "blank", "blank", "magick", "gold", "power")[f - 1]
            self.sprites.action_die(surface, (x, y - bounce), ACTION_DIE, shown, angle,
                             theme.HIGHLIGHT if self.picks.action_pick == a else None)
            room = ACTION_STEP - 4  # its own width: two faces' names side by side never meet
            theme.draw_text_box(surface, fonts, RESOURCE_TITLES.get(shown, "blank"),
                                pygame.Rect(x - room // 2, y + 26, room, 20), theme.MIN_TEXT, (214, 186, 150),
                                align="center")
        # once the red dice are done, a die left over is no die to use: its slot is empty like a traded one's, and
        # "left unused" under the column says why (a blind tester took a dimmed one for a die already traded)
        over = view.phase == "collect" and not red_rolling and not (step is not None and step.kind == "red_show")
        for r, value in enumerate(view.red_dice):
            x, y = self.geometry.red_centre(r)
            if view.red_used[r] or over:
                pygame.draw.rect(surface, (96, 66, 40), (x - RED_DIE // 2, y - RED_DIE // 2, RED_DIE, RED_DIE), 2,
                                 border_radius=8)
                continue
            shown, angle, bounce = value, 0.0, 0.0
            if red_rolling:
                shown, angle, bounce = tumble_face(value, progress, seed + 40 + r)
            lit = HINT_COLOUR if r == hint_red else theme.HIGHLIGHT if self.picks.red_pick == r else None
            draw_die(surface, (x, y - bounce), RED_DIE, shown, "red", angle, fonts=fonts, highlight=lit)
        if over and view.red_dice and not all(view.red_used):  # said once under the red column
            (x0, y0), (x1, _y) = self.geometry.red_centre(0), self.geometry.red_centre(len(view.red_dice) - 1)
            theme.draw_text_box(surface, fonts, "left unused", pygame.Rect(x0 - 40, y0 + 26, x1 - x0 + 80, 20),
                                theme.MIN_TEXT, (214, 186, 150), align="center")
        step = self.ctx.animations.current
        if step is not None and step.kind == "red_show" and view.red_dice:  # they beat nothing: said under them
            (x0, y0), (x1, _y) = self.geometry.red_centre(0), self.geometry.red_centre(len(view.red_dice) - 1)
            theme.draw_text_box(surface, fonts, "No die to beat", pygame.Rect(x0 - 40, y0 + 26, x1 - x0 + 80, 20),
                                theme.MIN_TEXT, (214, 186, 150), align="center")
        if not view.red_dice and view.shayka != "none":
            for r in range(2):
                x, y = self.geometry.red_centre(r)
                draw_die(surface, (x, y), RED_DIE, None, "red", dim=True)

    def draw_held_die(self, surface: pygame.Surface, view) -> None:
        """The die the mouse drags, under the pointer (over the prompt panel too)."""
        pointer = self.pointer
        if pointer.dragging() and pointer.drag < len(view.dice) and self.ctx.views.legal_actions():
            die = view.dice[pointer.drag]
            draw_die(surface, pointer.pos, DIE, die.value, die.colour, fonts=self.ctx.app.fonts,
                     highlight=theme.HIGHLIGHT)
