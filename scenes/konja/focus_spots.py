"""What the keyboard's cursor stands on at the Konja table and what its words keep clear of (the table's
`focus_clicks`, `focus_extras`, `focus_label` and `focus_keep_clear` hooks, scenes/table/focus.py).

The blind keyboard playtest at 150 % text (issue 41/44):
- the cursor stood on "Clear the pyramid" with the words "Finish the turn": the lesson finishes a Collection with
  a split laid by clearing it first, so that move's first click was Clear. For the cursor a turn's end with dice on
  the pyramid starts nowhere, nor a row's collection by the best split: Clear, Best split and "Collect & end
  turn" are the prompt's buttons, said by their own names (after Enter on one the cursor stays on it);
- a prompt button a move starts from is said by its name first ("Collect & end turn: Finish the turn");
- after a card's move the cursor lands on the player's tokens, which only read (focus_next.py): they say what
  the move cost and gave;
- the words never cover the scores, the pyramid's rows, the prompt's words or its buttons.
"""

from __future__ import annotations

import re

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.card_use import button_tip
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.prompt import PromptPanel


class FocusSpots:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel, lesson) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.plan = konja.plan
        self.picks = konja.picks
        self.prompt = prompt
        self.lesson = lesson  # LessonTargets: its clicks and named spots

    def clicks(self, action: Action, view) -> list[pygame.Rect]:
        """The lesson's clicks, but a turn's end with dice laid on the pyramid starts at no spot (its first click
        was Clear the pyramid, which then read "Finish the turn" and wiped the split on Enter)."""
        if action.kind == "finish_collection" and view.phase == "collect":
            self.plan.ensure(view)
            if self.plan.groups:
                return []
        clicks = self.lesson.clicks(action, view)
        if action.kind == "collect" and clicks and clicks[0] == self.prompt.button_rect(view, "Best split"):
            return []  # Best split only lays the dice out: a button said by its name, where the cursor stays
        return clicks

    def tokens_rect(self, view) -> pygame.Rect:
        """The player's tokens and Cloud points, one spot (its words say both: they never cover the score)."""
        return self.lesson.spot("tokens:my", view)[0].unionall(self.lesson.spot("score:my", view))

    def tokens_words(self, view) -> str:
        me = view.players[self.geometry.bottom_seat(view)]
        return (f"Your tokens: {me.gold} Gold, {me.magick} Magick, {me.power} Power; "
                f"Cloud points {me.cloud_points} of {view.target}")

    def extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """The prompt panel's buttons, and the player's tokens (read only: where the cursor rests after a card's
        move, saying what it cost)."""
        # a Power chip's words say what it costs ("Ready for 1 Power": you pay 1 Power, the Relic stays ready)
        tips = {tuple(b.rect): button_tip(b.text) for b in self.prompt.buttons if _power_chip(b.text)}
        out = [(rect, f"{words}: {tips[tuple(rect)]}" if tips.get(tuple(rect)) else words)
               for rect, words in self.prompt.focus_extras(view)]
        if view.viewer is not None and not view.over:
            out.append((self.tokens_rect(view), self.tokens_words(view)))
        return out

    def label(self, rect: pygame.Rect, first: str) -> str:
        """A prompt button's words begin with its name, so the words always name what is under the ring."""
        # the Hint's words for the Power chip ("with Keep ready (1 Power)") said as what it costs
        first = re.sub(r" with Keep ready \((\d+) Power\)", r", paying \1 Power to keep it ready", first)
        for button in self.prompt.buttons:
            name = button.text.removeprefix("● ")
            # (a card's way chips keep the move's own words, which name the way: "Cast Storm Veil on the red 6")
            named = self.picks.sel_card is None or _power_chip(name)
            if pygame.Rect(button.rect) == rect and named and name and not first.lower().startswith(name.lower()):
                return f"{name}: {first}"
        return first

    def keep_clear(self, view) -> list[pygame.Rect]:
        """What the cursor's words keep off: both scores, the pyramid's rows, the prompt's words and buttons, the
        players' tokens (the playtest's words covered "Single 4+", "20 / 21", the Use button and a Spell)."""
        geo = self.geometry
        out = [pygame.Rect(r) for name in ("score:my", "score:opp", "tokens:my", "tokens:opp")
               for r in self.lesson.spot(name, view)]
        out += [geo.row_rect(kind) for kind in geo.rows]
        out += [pygame.Rect(b.rect) for b in self.prompt.buttons]
        out.append(pygame.Rect(self.prompt.zone))
        me = view.players[geo.bottom_seat(view)]
        spells = len(me.spells or ())
        out += [geo.spell_rect("my", i, spells) for i in range(spells)]
        out += [geo.relic_rect("my", i) for i in range(len(me.relics))]
        info = self.geometry.z.get("info")
        if info is not None:  # "Nia 10 · Kofi 17 (first to 21)"
            out.append(pygame.Rect(info))
        return out

    def arrow(self, targets: list, current, direction: str):
        """Left and Right go along the row first: the nearest spot that way whose height overlaps the cursor's
        (Right from the Relic At! went down to the Action dice, six Rights from the dice passed End Bones to
        Undo); None for Up and Down or at a row's end (the shared rule: the nearest spot that way)."""
        if direction not in ("left", "right"):
            return None
        x, y, w, h = current.rect
        cx, sign = x + w / 2, 1 if direction == "right" else -1
        row = [t for t in targets if t != current and t.rect[1] < y + h and t.rect[1] + t.rect[3] > y
               and (t.rect[1] <= y + h / 2 <= t.rect[1] + t.rect[3] or y <= t.centre[1] <= y + h)
               and (t.centre[0] - cx) * sign > 0]
        return min(row, key=lambda t: (abs(t.centre[0] - cx), abs(t.centre[1] - (y + h / 2))), default=None)

    def tab_stops(self, view) -> list[pygame.Rect]:
        """Where Tab stops besides each part's first spot: every prompt button (README: the prompt's buttons are
        a Tab stop; Tab went from the dice to the Spells and Hint, never to End Bones or Collect & end turn)."""
        self.prompt.sync(view)
        return [pygame.Rect(b.rect) for b in self.prompt.buttons if b.enabled]


def _power_chip(text: str) -> bool:
    """A Relic's chip of what it costs: spent, or Power paid to keep it ready (card_use.py)."""
    text = text.removeprefix("● ")
    return text in ("Spend the Relic", "Let it be spent", "Spend it") or text.startswith(
        ("Ready for ", "Keep ready (", "Keep ("))
