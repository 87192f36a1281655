"""The Collection plan: the dice laid on the pyramid rows before they are exchanged.

The table proposes the best split; the player edits it by clicking or dragging dice onto rows.
"""

from __future__ import annotations

from baraza.game.konja.dice import combo_reward
from baraza.scenes.konja.art import RESOURCE_TITLES
from baraza.scenes.ui import theme

COMBO_WORDS = {"power": "single", "pair": "pair", "run": "run", "kind": "set"}


class CollectionPlan:
    """Mixed into the scene, which holds `plan`, `plan_key`, `marked` and its SplitSolver `splits`."""

    def _ensure_plan(self, view) -> None:
        """Propose the engine's best split whenever the dice change; the player edits it from there."""
        key = (view.turn_count, view.phase, tuple((d.colour, d.value, d.used) for d in view.dice), view.collected)
        if key == self.plan_key:
            return
        self.plan_key = key
        self.marked = []
        self.plan = self._best_plan(view)

    def _best_plan(self, view) -> list[tuple[str, tuple[int, ...]]]:
        free = [d.index for d in view.dice if not d.used]
        values = [view.dice[i].value for i in free]
        return [(kind, tuple(free[j] for j in idx)) for kind, idx in self.splits.best_split(values)]

    def _planned(self) -> dict[int, str]:
        return {i: kind for kind, idx in self.plan for i in idx}

    def _assign_row(self, view, kind: str, dice: list[int]) -> None:
        dice = sorted(set(dice))
        if not dice:
            self.app.toast("Pick dice first (click them), then the pyramid row.")
            return
        reward = combo_reward(kind, [view.dice[i].value for i in dice])
        if reward is None:
            values = ", ".join(str(view.dice[i].value) for i in dice)
            need = {"power": "one die showing 4 or more", "pair": "two equal dice",
                    "run": "three or more dice in a row (e.g. 3, 4, 5)", "kind": "three to five equal dice"}[kind]
            self.app.toast(f"{values} is not a {COMBO_WORDS[kind]}: this row takes {need}.", colour=theme.BAD)
            self.app.sounds.play("error")
            return
        self.plan = [(k, idx) for k, idx in self.plan if not set(idx) & set(dice)]
        self.plan.append((kind, tuple(dice)))
        self.marked = []
        self.app.sounds.play("click")

    def _plan_summary(self, plan: list | None = None) -> str:
        view = self.current_view()
        totals: dict[str, int] = {}
        clouds: list[int] = []
        for kind, idx in self.plan if plan is None else plan:
            reward = combo_reward(kind, [view.dice[i].value for i in idx] if all(
                i < len(view.dice) for i in idx) else [])
            if reward is None:
                continue
            res, n = reward
            if res == "cloud":
                clouds.append(n)
            else:
                totals[res] = totals.get(res, 0) + n
        parts = [f"{n} {RESOURCE_TITLES[k]}" for k, n in totals.items()]
        parts += [f"a {n}-point Cloud" for n in clouds]
        return ", ".join(parts) if parts else "nothing"

    def _reset_plan(self) -> None:
        self.plan = self._best_plan(self.current_view())
        self.marked = []

    def _clear_plan(self) -> None:
        self.plan = []
        self.marked = []
