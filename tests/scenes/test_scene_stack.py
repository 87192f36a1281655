"""The scene stack: deferred changes, top-down dispatch, bottom-up drawing from the topmost opaque scene."""

import pygame

from baraza.scenes.scene import Scene
from baraza.scenes.stack import SceneStack


class Probe(Scene):
    def __init__(self, name, log, opaque=True, consume=False):
        super().__init__(None)
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def on_enter(self):
        self.log.append(f"enter {self.name}")

    def on_exit(self):
        self.log.append(f"exit {self.name}")

    def on_pause(self):
        self.log.append(f"pause {self.name}")

    def on_resume(self):
        self.log.append(f"resume {self.name}")

    def handle_event(self, event):
        self.log.append(f"event {self.name}")
        return self.consume

    def update(self, dt):
        self.log.append(f"update {self.name}")

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_changes_wait_for_the_frame_boundary():
    log = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    assert len(stack) == 0
    stack.apply_pending()
    assert len(stack) == 1 and log == ["enter a"]
    stack.push(Probe("b", log))
    stack.replace(Probe("c", log))
    stack.apply_pending()
    assert [s.name for s in stack.scenes] == ["a", "c"]
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a", "pause a", "enter c"]


def test_events_go_top_down_until_consumed():
    log = []
    stack = SceneStack()
    for scene in (Probe("board", log, consume=True), Probe("dialog", log, opaque=False)):
        stack.push(scene)
    stack.apply_pending()
    log.clear()
    assert stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert log == ["event dialog", "event board"]
    stack.push(Probe("modal", log, opaque=False, consume=True))
    stack.apply_pending()
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert log == ["event modal"]


def test_drawing_starts_at_the_topmost_opaque_scene():
    log = []
    stack = SceneStack()
    for scene in (Probe("menu", log), Probe("board", log), Probe("dialog", log, opaque=False),
                  Probe("toast", log, opaque=False)):
        stack.push(scene)
    stack.apply_pending()
    log.clear()
    stack.draw(None)
    assert log == ["draw board", "draw dialog", "draw toast"]
    log.clear()
    stack.update(0.1)
    assert log == ["update board", "update dialog", "update toast"]


def test_reset_clears_everything():
    log = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    stack.apply_pending()
    stack.reset(Probe("menu", log))
    stack.apply_pending()
    assert [s.name for s in stack.scenes] == ["menu"]
    assert "exit a" in log and "exit b" in log
