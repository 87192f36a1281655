"""The Collection plan: the dice laid on the pyramid rows before they are exchanged.

A part of the Konja table. It proposes the best split the view offers (`best_split`); the player edits it
by clicking or dragging dice onto rows, each row taking only the combinations the view lists (`combo`). Reads
the table context's view and `app` (toasts, sounds); changes the marked dice of the shared `Picks`.
"""

from __future__ import annotations

import pygame

from baraza.scenes.konja.art import RESOURCE_TITLES, ROW_DICE_Y
from baraza.scenes.konja.cloud_words import clouds_said
from baraza.scenes.konja.layout import KonjaGeometry, Plan
from baraza.scenes.konja.picks import Picks
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

COMBO_WORDS = {"power": "single", "pair": "pair", "run": "run", "kind": "set"}
GAP_DIE = 99  # no table has this die: the place a group put back left on its row, drawn as nothing
GROUP_MARGIN = 4  # px round a laid group's dice that still mean the group (less than half the 11 px between groups)
STRIP_TOP = 6  # px above the laid dice where a row's dice strip starts (the row's words lie above it)


class CollectionPlan:
    def __init__(self, ctx: TableContext, picks: Picks) -> None:
        self.ctx = ctx
        self.picks = picks
        self.groups: Plan = []  # the plan: (row kind, die indices), in the order laid
        self.key: tuple | None = None  # the dice the plan was made for
        # the plan as drawn after a put-back: the group's place kept as a gap, so the row's later dice stay where
        # they were and none slides under the pointer (konja15: the red 5 slid there and the next press took it)
        self._laid: Plan | None = None

    def forget(self) -> None:
        """Propose a fresh plan the next time it is asked for."""
        self.key = None

    def ensure(self, view) -> None:
        """Propose the engine's best split whenever the dice change; the player edits it from there."""
        key = (view.turn_count, view.phase, tuple((d.colour, d.value, d.used) for d in view.dice), view.collected)
        if key == self.key:
            return
        self.key = key
        self.picks.marked = []
        self.groups = self.best(view)

    def best(self, view) -> Plan:
        return list(view.best_split)

    def planned(self) -> dict[int, str]:
        """Die -> the row it lies on."""
        return {i: kind for kind, idx in self.groups for i in idx}

    def lift(self, die: int) -> None:
        """Take the group holding `die` back into the tray; its place on the row stays empty (`laid`)."""
        laid = self.laid()
        self._laid = [(k, (GAP_DIE,) * len(idx)) if die in idx else (k, idx) for k, idx in laid]
        self.groups = [(k, idx) for k, idx in self.groups if die not in idx]
        # a gap with no group after it on its row keeps nothing in place
        kept: Plan = []
        for n, (kind, idx) in enumerate(self._laid):
            if GAP_DIE not in idx or any(k == kind and GAP_DIE not in later for k, later in self._laid[n + 1:]):
                kept.append((kind, idx))
        self._laid = kept if len(kept) != len(self.groups) else None

    def laid(self) -> Plan:
        """The plan as it lies on the pyramid: `groups`, with the gaps put-backs left until `close_gaps` (or until
        the plan changes otherwise: a gap never outlives the groups it was left among)."""
        if self._laid is not None and [g for g in self._laid if GAP_DIE not in g[1]] != self.groups:
            self._laid = None
        return self.groups if self._laid is None else self._laid

    def gap_rows(self) -> set[str]:
        """The rows where a gap keeps later dice in place."""
        return {kind for kind, idx in self.laid() if GAP_DIE in idx}

    def close_gaps(self) -> None:
        """The pointer left the row (or a key acted): the row's dice close up."""
        self._laid = None

    def group_under(self, geometry: KonjaGeometry, kind: str, pos: tuple[int, int]) -> tuple[int, ...] | None:
        """The group laid on row `kind` whose dice, or the strip just round them, lie under `pos` (None: the row's
        words, a gap or the strip's empty part). A press just above or between a group's dice means the group: it
        traded the whole row at once, with no difference to see (konja15)."""
        row = geometry.rows[kind]
        if not row.y + ROW_DICE_Y - STRIP_TOP <= pos[1] < row.bottom:
            return None
        laid = self.laid()
        for g, (k, idx) in enumerate(laid):
            if k != kind or GAP_DIE in idx:
                continue
            first, last = geometry.plan_die_rect(laid, k, g, 0), geometry.plan_die_rect(laid, k, g, len(idx) - 1)
            if first.x - GROUP_MARGIN <= pos[0] < last.right + GROUP_MARGIN:
                return idx
        return None

    @staticmethod
    def on_strip(geometry: KonjaGeometry, kind: str, pos: tuple[int, int]) -> bool:
        """Whether `pos` lies on row `kind`'s dice strip (below its words)."""
        row = geometry.rows[kind]
        return row.collidepoint(pos) and pos[1] >= row.y + ROW_DICE_Y - STRIP_TOP

    def group_rect(self, geometry: KonjaGeometry, idx: tuple[int, ...]) -> pygame.Rect | None:
        """Where the laid group `idx` lies on the pyramid (None: not laid)."""
        laid = self.laid()
        for g, (k, group) in enumerate(laid):
            if tuple(group) == tuple(idx):
                return geometry.plan_die_rect(laid, k, g, 0).union(geometry.plan_die_rect(laid, k, g, len(group) - 1))
        return None

    def assign_row(self, view, kind: str, dice: list[int]) -> None:
        app = self.ctx.app
        dice = sorted(set(dice))
        if not dice:
            app.toast("Pick dice first, then the pyramid row.")
            return
        if view.combo(kind, dice) is None:
            values = ", ".join(str(view.dice[i].value) for i in dice)
            need = {"power": "one die showing 4 or more", "pair": "two equal dice",
                    "run": "three or more dice in a row (e.g. 3, 4, 5)", "kind": "three to five equal dice"}[kind]
            app.toast(f"{values} is not a {COMBO_WORDS[kind]}: this row takes {need}.", colour=theme.BAD)
            app.sounds.play("error")
            return
        self.groups = [(k, idx) for k, idx in self.groups if not set(idx) & set(dice)]
        self.groups.append((kind, tuple(dice)))
        self.picks.marked = []
        app.sounds.play("click")

    def summary(self, plan: Plan | None = None) -> str:
        """What `plan` (the current one by default) would gain, in words."""
        view = self.ctx.views.current_view()
        totals: dict[str, int] = {}
        clouds: list[int] = []
        for kind, idx in self.groups if plan is None else plan:
            combo = view.combo(kind, idx)
            if combo is None:
                continue
            if combo.resource == "cloud":
                clouds.append(combo.amount)
            else:
                totals[combo.resource] = totals.get(combo.resource, 0) + combo.amount
        parts = [f"{n} {RESOURCE_TITLES[k]}" for k, n in totals.items()]
        parts += clouds_said(clouds)  # "two 3-point Clouds", never the same Cloud said twice (konja23)
        return ", ".join(parts) if parts else "nothing"

    def reset(self) -> None:
        """The Best split button."""
        self.groups = self.best(self.ctx.views.current_view())
        self.picks.marked = []

    def clear(self) -> None:
        """The Clear the pyramid button."""
        self.groups = []
        self.picks.marked = []
