"""Animations as a queue of timed steps. Scenes read the current step's progress while drawing.

Durations are scaled by the player's animation speed; 'instant' skips them; Space skips what is queued.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


@dataclass
class Step:
    kind: str
    duration: float
    data: dict[str, Any] = field(default_factory=dict)
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class AnimationQueue:
    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.factor = 1.0  # animation speed: 2.0 is twice as fast, 0 skips

    def add(self, kind: str, duration: float, **data: Any) -> None:
        if self.factor <= 0:
            return
        self.steps.append(Step(kind, duration / self.factor, data))

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def update(self, dt: float) -> None:
        while self.steps and dt > 0:
            step = self.steps[0]
            need = step.duration - step.elapsed
            if dt < need:
                step.elapsed += dt
                return
            dt -= need
            self.steps.pop(0)

    def skip(self) -> None:
        self.steps.clear()
