"""The scene stack: push, pop and replace take effect between frames, never in the middle of one."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.scene import Scene


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    # Changes are queued so a scene can push/pop from inside its own event handler safely.
    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(lambda: (self._pop(), self._push(scene)))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene` (e.g. back to the main menu)."""
        def do() -> None:
            while self._scenes:
                self._pop(resume=False)
            self._push(scene)
        self._pending.append(do)

    def apply_pending(self) -> bool:
        """Make the queued changes; True when there were any (the window then draws)."""
        changed = bool(self._pending)
        while self._pending:
            change = self._pending.pop(0)
            change()
        return changed

    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].on_pause()
        self._scenes.append(scene)
        scene.on_enter()

    def _pop(self, resume: bool = True) -> None:
        if not self._scenes:
            return
        self._scenes.pop().on_exit()
        if resume and self._scenes:
            self._scenes[-1].on_resume()

    @property
    def scenes(self) -> list[Scene]:
        return list(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def _visible_from(self) -> int:
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                return index
        return 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer the event to scenes from the top down until one uses it."""
        for scene in reversed(self._scenes):
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        # Visible scenes keep moving (a board animates under a dialog); covered ones wait.
        for scene in self._scenes[self._visible_from():]:
            scene.update(dt)

    def next_frame(self) -> float | None:
        """The soonest any visible scene looks different by itself (see `Scene.next_frame`); 0.0 with changes
        queued."""
        if self._pending:
            return 0.0
        return soonest(scene.next_frame() for scene in self._scenes[self._visible_from():])

    def next_poll(self) -> float | None:
        """The soonest a visible scene must be updated to ask for news (see `Scene.next_poll`)."""
        return soonest(scene.next_poll() for scene in self._scenes[self._visible_from():])

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene upward, so overlays sit on what they cover."""
        for scene in self._scenes[self._visible_from():]:
            scene.draw(surface)


def soonest(waits) -> float | None:
    """The smallest of the waits that are not None, never below 0; None when none is."""
    found = [max(0.0, w) for w in waits if w is not None]
    return min(found) if found else None
