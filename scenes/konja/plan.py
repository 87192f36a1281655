"""The Collection plan: the dice laid on the pyramid rows before they are exchanged.

A part of the Konja table. It proposes the best split the view offers (`best_split`); the player edits it
by clicking or dragging dice onto rows, each row taking only the combinations the view lists (`combo`). Reads
the table context's view and `app` (toasts, sounds); changes the marked dice of the shared `Picks`.
"""

from __future__ import annotations

from baraza.scenes.konja.art import RESOURCE_TITLES
from baraza.scenes.konja.layout import Plan
from baraza.scenes.konja.picks import Picks
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

COMBO_WORDS = {"power": "single", "pair": "pair", "run": "run", "kind": "set"}


class CollectionPlan:
    def __init__(self, ctx: TableContext, picks: Picks) -> None:
        self.ctx = ctx
        self.picks = picks
        self.groups: Plan = []  # the plan: (row kind, die indices), in the order laid
        self.key: tuple | None = None  # the dice the plan was made for

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
        """Take the group holding `die` back into the tray."""
        self.groups = [(k, idx) for k, idx in self.groups if die not in idx]

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
        parts += [f"a {n}-point Cloud" for n in clouds]
        return ", ".join(parts) if parts else "nothing"

    def reset(self) -> None:
        """The Best split button."""
        self.groups = self.best(self.ctx.views.current_view())
        self.picks.marked = []

    def clear(self) -> None:
        """The Clear the pyramid button."""
        self.groups = []
        self.picks.marked = []
