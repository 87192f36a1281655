"""The Konja Collection's end asked about once more when it would throw a sure gain away (blind tester konja19).

A tester cleared the pyramid and pressed "Collect & end turn": five 4s, a sure 7-point Cloud, went unexchanged with
no word from the table. Ending the turn while the dice left off the pyramid still make a set, pair or run (the same
fact the judge marks, game/konja/analysis_collect.py `unclaimed`, worked out here from the view: the table reads
views only) asks first, as Khedu's costly pass does (scenes/khedu/ask_first.py):

- the answer that keeps the turn stands where "Collect & end turn" was (a double click's second half lands on it),
  and Enter presses it (the accent);
- "End the turn" stands right above it, away from the second half of a double click.
A lone high die asks too ("Your 4 still makes 1 Power."): blind tester konja21 lost a Power that way unasked, where
the README promises a question for any sure gain.

Red dice that can take none of the player's dice are never asked about (konja22: red 1 and 1 came with "Answer the
red dice?" and Storm Veil lit, though no red die beat a die it could replace): `IdleRed`, an answerer of the table's
answered-for-you part (scenes/table/answered.py), makes "Do not answer" for the player and says why in a toast.
Never in a lesson (its steps are scripted), nor right after an undo that went back to that question (the player took
the answer back: the choice is theirs again).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.art import RESOURCE_TITLES
from baraza.scenes.konja.prompt_buttons import BUTTON_GAP, flow_buttons
from baraza.scenes.table.answered import Answer

KEEP = "Keep my turn"
END = "End the turn"
COUNTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
TOKENS = ("gold", "magick", "power")


def left_over(view, groups) -> list[tuple[str, tuple[int, ...]]]:
    """The best split of the dice still free once the plan's `groups` are exchanged: what ending the turn after
    "Collect & end turn" leaves unexchanged (empty when that pays nothing)."""
    laid = {i for _kind, idx in groups for i in idx}
    rest = replace(view, dice=tuple(replace(d, used=d.used or d.index in laid) for d in view.dice))
    split = list(rest.best_split)
    return split if sure_paid(rest, split) else []


def sure_paid(view, split) -> dict[str, int]:
    """What `split` pays in the view's supply: resource -> amount ("cloud" in points), an empty pile or supply paying
    what it has (game/konja/collection.py); {} when that is nothing."""
    paid: dict[str, int] = {}
    supply = dict(view.supply)
    piles = dict(view.cloud_piles)
    for kind, idx in split:
        combo = view.combo(kind, idx)
        if combo is None:
            continue
        if combo.resource == "cloud":
            if piles.get(combo.amount, 0) > 0:
                piles[combo.amount] -= 1
                paid["cloud"] = paid.get("cloud", 0) + combo.amount
        else:
            got = min(combo.amount, supply.get(combo.resource, 0))
            supply[combo.resource] = supply.get(combo.resource, 0) - got
            if got:
                paid[combo.resource] = paid.get(combo.resource, 0) + got
    return paid


def _dice_words(kind: str, values: list[int]) -> str:
    """"five 4s", "two 6s", "3-4-5 run", "5"."""
    if kind in ("kind", "pair"):
        return f"{COUNTS.get(len(values), len(values))} {values[0]}s"
    if kind == "run":
        return f"{'-'.join(str(v) for v in values)} run"
    return str(values[0])


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def _paid_words(view, split) -> str:
    """"a sure 7-point Cloud", "a sure 4 Magick and 1 Power": each Cloud said alone, the tokens merged by kind."""
    clouds = [view.combo(k, idx).amount for k, idx in split if view.combo(k, idx).resource == "cloud"]
    paid = sure_paid(view, split)
    parts = [f"a {n}-point Cloud" for n in clouds] if "cloud" in paid else []
    parts += [f"{paid[name]} {RESOURCE_TITLES[name]}" for name in TOKENS if name in paid]
    return _listed(parts)


def question_words(view, split) -> list[str]:
    """The panel's words while it asks about `split` (left_over's), longest first (the panel shows the first that
    reads whole): "End the turn? Your five 4s make a sure 7-point Cloud."."""
    named = [_dice_words(k, sorted(view.dice[i].value for i in idx)) for k, idx in split]
    verb = "makes" if len(named) == 1 and split[0][0] in ("run", "power") else "make"
    gain = _paid_words(view, split)
    if set(sure_paid(view, split)) == {"power"}:  # high dice alone: a small gain, said plainly ("still", no "sure")
        return [f"End the turn? Your {_listed(named)} still {verb} {gain}.", f"End the turn and give up {gain}?",
                f"Give up {gain}?"]
    return [f"End the turn? Your {_listed(named)} {verb} a sure {gain.removeprefix('a ')}.",
            f"End the turn and give up {gain}?", f"Give up {gain}?"]


@dataclass
class EndQuestion:
    """The question under way: asked for this Collection (its dice and what is collected), None when not asking;
    `asked_at` is where "Collect & end turn" stood."""

    key: tuple | None = None
    asked_at: pygame.Rect | None = None

    @staticmethod
    def _key(view) -> tuple:
        return view.turn_count, view.phase, tuple((d.value, d.used) for d in view.dice), view.collected

    def asking(self, view) -> bool:
        if self.key is not None and self.key != self._key(view):
            self.clear()  # another Collection (an undo, a move): the question is gone with the one it was about
        return self.key is not None

    def ask(self, view, asked_at: pygame.Rect | None) -> None:
        self.key, self.asked_at = self._key(view), None if asked_at is None else pygame.Rect(asked_at)

    def clear(self) -> None:
        self.key = self.asked_at = None


def question_places(fonts, asked_at: pygame.Rect, room: pygame.Rect) -> dict[str, pygame.Rect]:
    """Keep my turn exactly where the asked button was; End the turn right above it, as wide as its label needs."""
    end = flow_buttons(fonts, [END], pygame.Rect(asked_at.x, 0, room.right - asked_at.x, 1000))[END]
    return {KEEP: pygame.Rect(asked_at), END: pygame.Rect(asked_at.x, asked_at.y - BUTTON_GAP - end.h, end.w, end.h)}



def idle_red(view) -> bool:
    """Whether the red dice the player is asked to answer can take none of their dice: each red die still to place
    shows no more than every die it may replace (a safe die or a red one is never replaced). As the rules'
    red_targets, read from the view."""
    if view.phase != "red_reply" or view.shayka == "own":
        return False
    reds = [r for r, used in zip(view.red_dice, view.red_used, strict=True) if not used]
    return not any(r > d.value for r in reds for d in view.dice if d.colour != "red" and not d.guarded)


def red_words(view) -> str:
    """"Red 1 and 1", "Red 2": the red dice still to place, as the log says them."""
    reds = [str(r) for r, used in zip(view.red_dice, view.red_used, strict=True) if not used]
    return f"Red {' and '.join(reds)}"


class IdleRed:
    """"Do not answer" for the player when the red dice can take none of their dice (idle_red): an `Answerer` of
    scenes/table/answered.py (by its shape: a Konja part subclasses nothing)."""

    name = "idle_red"

    def __init__(self, ctx) -> None:
        self.ctx = ctx

    def answer(self, table, view) -> Answer | None:
        if table.answered.held_back() or not idle_red(view):  # a lesson, or the undone question: the player's
            return None
        if Action("no_reply") not in self.ctx.match.legal_actions(view.turn_seat):
            return None
        return Answer(Action("no_reply"), toast=f"{red_words(view)} can take none of your dice: nothing to answer.")

    def log_line(self, record, line, kept) -> str | None:
        return None  # the log's own line ("Nia does not answer the red dice.") stands

    def wake_in(self, now: float) -> float | None:
        return None  # answered at once, no beat to wait
