"""The arrow keys on the KROWNIA board (issue 44: a blind tester found them hard to predict on the hex grid).

From a spot on the board an arrow goes to the nearest spot that way on the screen: only spots within 45 degrees
of the arrow's axis count, and the part aside counts more than the part along (`cone_step`), so the next tile
half a step aside comes before a tile two rows straight on. The opposite arrow always comes back to where the
cursor was (`BoardArrows.trail`, retraced step by step), wherever the first move went: the board, the side
panel, the hand. Elsewhere, and where nothing lies within 45 degrees, the shared cursor's rule (focus.py).

The table's arrows use `board_cone` (its `focus_arrow` hook, asked by the shared cursor before its own rule): the
cone without the trail, so that the keyboard walks of the tests, which plan with the table's own rule, see the same
steps a player gets. `BoardArrows` (with the trail) is kept for a later step: its memory would need the planner to
copy it.
"""

from __future__ import annotations

import pygame

from baraza.scenes.table.focus_moves import FocusTarget
from baraza.scenes.ui.keymap import intent_of

OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
ASIDE = 4.0  # the part aside weighs this much more than the part along (squared distances)
TIE = 0.02  # scores this close are equal: the spot clockwise of the arrow wins (so the opposite arrow agrees)
TRAIL = 64  # steps remembered


def along_across(current: FocusTarget, target: FocusTarget, direction: str) -> tuple[int, int]:
    """How far `target` lies along `direction` from `current`, and how far aside (signed: + is clockwise)."""
    dx, dy = target.centre[0] - current.centre[0], target.centre[1] - current.centre[1]
    return {"up": (-dy, dx), "down": (dy, -dx), "left": (-dx, -dy), "right": (dx, dy)}[direction]


def in_cone(current: FocusTarget, target: FocusTarget, direction: str) -> bool:
    along, across = along_across(current, target, direction)
    return along > 0 and abs(across) <= along


def cone_step(targets: list[FocusTarget], current: FocusTarget, direction: str) -> FocusTarget | None:
    """The nearest target within 45 degrees of `direction`, the part aside weighed ASIDE times; of two equally
    near (a hex row's two neighbours below), the one clockwise of the arrow (Down: the left one, Up: the right
    one), so that the opposite arrow from there picks the spot it came from."""
    best, best_key = None, None
    for target in targets:
        if target.rect == current.rect or not in_cone(current, target, direction):
            continue
        along, across = along_across(current, target, direction)
        score = along * along + ASIDE * across * across
        key = score * (1 - TIE if across > 0 else 1 + TIE if across < 0 else 1)
        if best_key is None or key < best_key:
            best, best_key = target, key
    return best


class BoardArrows:
    """The arrows from a board spot, and the way back (`trail`: each arrow move as (direction, from, to))."""

    def __init__(self, board: pygame.Rect) -> None:
        self.board = board
        self.trail: list[tuple[str, tuple, tuple]] = []
        self.backed = False  # the last step went back along the trail

    def _on_board(self, target: FocusTarget) -> bool:
        return self.board.collidepoint(target.centre) and target.region == "board"

    def step(self, targets: list[FocusTarget], current: FocusTarget, direction: str) -> FocusTarget | None:
        """Where `direction` goes from `current`: back along the trail when it is the opposite of the last arrow
        move that led here; from a board spot the nearest spot that way (board spots first); else None (the
        shared rule decides)."""
        self.backed = False
        if self.trail and self.trail[-1][2] != current.rect:
            self.trail.clear()  # the cursor went elsewhere since (Tab, Enter, a move): the trail is gone
        if self.trail and self.trail[-1][0] == OPPOSITE[direction]:
            back = next((t for t in targets if t.rect == self.trail[-1][1]), None)
            if back is not None:
                self.trail.pop()
                self.backed = True
                return back
            self.trail.clear()
        if not self._on_board(current):
            return None
        board = [t for t in targets if self._on_board(t)]
        return cone_step(board, current, direction) or cone_step(targets, current, direction)

    def went(self, direction: str, before: FocusTarget | None, after: FocusTarget | None) -> None:
        """An arrow moved the cursor from `before` to `after` (here or by the shared rule): remembered, so the
        opposite arrow comes back."""
        if before is None or after is None or before.rect == after.rect:
            return
        if self.trail and self.trail[-1][2] != before.rect:
            self.trail.clear()
        self.trail = [*self.trail, (direction, before.rect, after.rect)][-TRAIL:]

    def key(self, event: pygame.event.Event, focus, lesson: bool, dialog: bool) -> bool:
        """An arrow key with the cursor shown, outside a lesson and a dialog: moved here when `step` knows where
        (True); False leaves it to the shared cursor (`focus`: the table's FocusCursor)."""
        intent = intent_of(event) if event.type == pygame.KEYDOWN else None
        if intent is None or intent.name not in OPPOSITE or lesson or dialog or not focus.active:
            return False
        focus.invalidate()
        targets = focus.targets()
        current = focus.current
        if not targets or current not in targets or focus._pending:
            return False  # the table changed under the cursor: the shared cursor settles it first
        target = self.step(targets, current, intent.name)
        if target is None:  # nothing within 45 degrees that way: the shared cursor's wider rule (its walks of the
            return False  # table, keyboard_player.key_path, plan by that rule; `went` still notes the way back)
        focus.hush_hovers()
        focus._confirmed = None  # the player moved the cursor: their next Enter is meant for where it is
        if not self.backed:  # (a step back popped the trail already)
            self.went(intent.name, current, target)
        focus._announce(target)
        return True


def board_cone(board: pygame.Rect):
    """The table's `focus_arrow` hook (focus.py): from a board spot, `cone_step` among the board's spots, then among
    all; None elsewhere (the shared rule). Without the trail: the keyboard walks plan by this same rule, and a rule
    with a memory would make the way a key goes depend on the keys before it."""

    def on_board(target: FocusTarget) -> bool:
        return board.collidepoint(target.centre) and target.region == "board"

    def step(targets: list[FocusTarget], current: FocusTarget, direction: str) -> FocusTarget | None:
        if not on_board(current):
            return None
        return cone_step([t for t in targets if on_board(t)], current, direction) or cone_step(targets, current,
                                                                                               direction)

    return step
