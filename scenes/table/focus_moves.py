"""Where the keyboard's cursor can stand and where a key takes it: a spot (`FocusTarget`), the arrows (by the
spots' places on the screen, `arrow_step`), Tab (the first spot of each part of the table, `tab_step`), and where
the cursor waits with nothing to act on (`quiet`). Pure geometry over the spots the cursor (focus.py) collected."""

from __future__ import annotations

from dataclasses import dataclass

from baraza.scenes.table.focus_tag import row_step


@dataclass(frozen=True)
class FocusTarget:
    rect: tuple[int, int, int, int]
    label: str
    region: str
    kind: str = "spot"  # spot: a click on the table; button: the table's own button; log: read it out;
    # control: another button the table drew (a click on it, as for a spot)
    acts: bool = False  # a move starts here (else the spot is only read)
    stop: bool = False  # Tab stops here too (a table's `focus_tab_stops`: Konja's prompt buttons)

    @property
    def centre(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return x + w // 2, y + h // 2


def reading_order(targets: list[FocusTarget]) -> list[FocusTarget]:
    """Top to bottom in rows, left to right in each row (a row: centres within half the smallest height)."""
    if not targets:
        return []
    band = max(4, min(t.rect[3] for t in targets) // 2)
    rows: list[list[FocusTarget]] = []
    for target in sorted(targets, key=lambda t: t.centre[1]):
        if rows and abs(target.centre[1] - rows[-1][0].centre[1]) <= band:
            rows[-1].append(target)
        else:
            rows.append([target])
    return [t for row in rows for t in sorted(row, key=lambda t: t.centre[0])]


def step_towards(targets: list[FocusTarget], current: FocusTarget, direction: str,
                 wide: bool = False) -> FocusTarget | None:
    """The nearest target from `current` in `direction` by the centres' places (the distance with the off-axis
    part counted double: on a hex board the next row's hex half a step aside comes before the hex two rows
    straight on, which a sum of the two parts preferred), or None. Only targets within a cone that way count (at
    most about two steps aside for each step along), or with `wide` any target on that side of its centre."""
    cx, cy = current.centre
    best, best_score = None, None
    for target in targets:
        if target == current:
            continue
        tx, ty = target.centre
        dx, dy = tx - cx, ty - cy
        along, across = {"up": (-dy, dx), "down": (dy, dx), "left": (-dx, dy), "right": (dx, dy)}[direction]
        if along <= 0 or (not wide and abs(across) > 2 * along + current.rect[2 if direction in ("up", "down") else 3]):
            continue
        score = along * along + 4 * across * across
        if best_score is None or score < best_score:
            best, best_score = target, score
    return best


def arrow_step(targets: list[FocusTarget], current: FocusTarget, direction: str,
               dialog: tuple[int, int, int, int] | None = None) -> FocusTarget | None:
    """An arrow key: the nearest spot that way on the screen. Along a dialog's row first (`row_step`), then within
    the current region (ahead, then anywhere on that side: a button off to one side of a column of choices),
    then in any region the same way (from a spot on the table, the table's spots before the log and the table's
    own buttons); None when nothing lies that way (the cursor stays)."""
    same = [t for t in targets if t.region == current.region]
    # from a spot on the table, a spot on the table that way before the log or Undo, Hint, Menu (a keys-only tester
    # at 150 %: Right from a die went to the log past the prompt's End Bones)
    board = [t for t in targets if on_board(t)] if on_board(current) else []
    return (row_step(targets, current, direction, dialog)
            or step_towards(same, current, direction) or step_towards(same, current, direction, wide=True)
            or step_towards(board, current, direction)
            or step_towards(targets, current, direction)
            or step_towards(board, current, direction, wide=True)
            or step_towards(targets, current, direction, wide=True))


def on_board(target: FocusTarget) -> bool:
    """A spot of the table itself or a control it drew, not the log nor the table's own buttons (Undo, Hint, Menu)."""
    return target.kind not in ("log", "button")


def decision(target: FocusTarget) -> bool:
    """A prompt's button: a spot the table names a Tab stop (`FocusTarget.stop`) or a button it drew (`control`)."""
    return target.stop or target.kind == "control"


def decisions_last(targets: list[FocusTarget]) -> list[FocusTarget]:
    """The spots in Tab's order with the prompt's buttons after every other part of the table, so that the table's
    own buttons (Undo, Hint, Menu, added after) come after them: from the hand, Tab went to Undo, Hint, Menu and
    the log before the decision the turn waited for, 6 to 10 Tabs away (keys-only tester at 150 %)."""
    return [t for t in targets if not decision(t)] + [t for t in targets if decision(t)]


def tab_stops(targets: list[FocusTarget]) -> list[int]:
    """Where Tab stops: the first spot of each region (a run of spots in one region), each of the table's own
    buttons (Undo, Hint, Menu; the lesson's), each button the table drew (a prompt's, `control`: the Keys page
    promises them) and each spot the table names a stop (`FocusTarget.stop`)."""
    return [i for i, t in enumerate(targets)
            if i == 0 or t.kind in ("button", "control") or t.stop or targets[i - 1].region != t.region]


def tab_step(targets: list[FocusTarget], current: FocusTarget, step: int) -> FocusTarget:
    """Tab (`step` 1) or Shift+Tab (-1): the stop after or before the one `current` belongs to, going round."""
    stops = tab_stops(targets)
    index = targets.index(current) if current in targets else 0
    mine = max((n for n, i in enumerate(stops) if i <= index), default=0)
    return targets[stops[(mine + step) % len(stops)]]


def nearest(targets: list[FocusTarget], home: FocusTarget) -> FocusTarget:
    cx, cy = home.centre
    return min(targets, key=lambda t: (t.centre[0] - cx) ** 2 + (t.centre[1] - cy) ** 2)


def landing(acting: list[FocusTarget], home: FocusTarget) -> FocusTarget:
    """Where the cursor goes on among the spots that act, `home` where it stood: the same spot, else the nearest
    in its region, else the first (the cursor's own rule; a table that must avoid some spots asks it first)."""
    same = [t for t in acting if t.region == home.region]
    return next((t for t in acting if t.rect == home.rect), None) or (nearest(same, home) if same else acting[0])


def quiet(targets: list[FocusTarget], home: FocusTarget | None) -> FocusTarget:
    """Where the cursor waits with nothing to act on: near `home` in its region, else the first spot that is
    not one of the table's own buttons nor the lesson's (the log at least)."""
    # nor a drawn control (the recap's More: its caption covered the pyramid and the scores while the AI played)
    calm = ([t for t in targets if t.kind not in ("button", "control")] or [t for t in targets if t.kind != "button"]
            or targets)
    same = [t for t in calm if home is not None and t.region == home.region]
    return nearest(same, home) if same else calm[0]
