"""The keyboard's cursor follows a Hint (focus.py): when a Hint arrives, the cursor goes to the spot where its move
starts, so Enter makes what the Hint says; after Enter on that spot (a move of several clicks: a tower picked, a
card chosen) it goes on to the Hint's next click, until the move is made. Players expected it in every game (keys
playtest at 150 %, keys15: H moved the cursor in Khedu only).

Where the Hint's move starts: the table's optional hook `focus_hint(hint, view) -> rect | None` (its own idea of
the spot, given what is half chosen; None: no spot, the cursor stays), else the first of the move's clicks as the
cursor sees them (`focus_clicks`, else `tutorial_clicks`: the next click given what is half chosen). A Hint that
arrives while a choice is half made leaves the cursor where it is (unless the table's hook names a spot from what
is half chosen); so does one asked in a lesson. A Hint that is no move in the position but a button's work (the
table's optional hook `focus_hint_button`) goes to that button.

Enter pressed while the Hint asked is still being thought of ("Thinking of a hint…") makes no click: the cursor is
about to go to the Hint's spot, and the press was meant for what the Hint will say (keys19, Konja: H, then Enter
unmarked a die just marked, the old spot). It is told, and the next Enter, once the Hint shows, counts
(`holds_enter`)."""

from __future__ import annotations

import pygame

from baraza.scenes.table.focus_moves import FocusTarget

WAITING = "Waiting for the hint: press Enter again once it shows."


class HintFocus:
    """Owned by the cursor: which Hint it went to last, and the spot it put the cursor on for it."""

    def __init__(self, host) -> None:
        self.host = host
        self._seen = None  # the Hint last looked at (by identity: H asked again puts the cursor back on it)
        self._placed: tuple | None = None  # the spot the cursor was put on for it

    def spot(self, targets: list[FocusTarget], home: FocusTarget | None, pending: bool,
             choice_open: bool) -> FocusTarget | None:
        """Where the cursor goes for the Hint now, or None (the cursor's own rules): a Hint just arrived, or the
        cursor (`home`) still on the spot it was put on, `pending` after Enter there: the Hint's next click."""
        host = self.host
        hint = getattr(host, "hint", None)
        if hint is None or host.tutorial is not None:
            self._seen, self._placed = hint, None
            return None
        arrived = hint is not self._seen
        # the cursor still on the spot it was put on (Enter pressed there, or the table laid its next controls out
        # since: KROWNIA's bank chips): the Hint's click from here, when it moved
        followed = home is not None and home.rect == self._placed
        if not arrived and not followed:
            return None
        # the player is half way through a move of their own: not taken off it, unless the table's own hook says
        # where the Hint goes on from what is half chosen (Konja: dice marked, H then Enter unmarked one, keys16)
        if arrived and choice_open and getattr(host, "focus_hint", None) is None:
            self._seen, self._placed = hint, None
            return None
        rect = self._rect(hint) if hint in host.legal_actions() else self._button(hint)
        if rect is None and hint not in host.legal_actions():
            self._seen, self._placed = hint, None  # a Hint about a position that has gone
            return None
        pick = _target(targets, rect) if rect is not None else None
        if pick is None and rect is not None and arrived and host.animations.busy:
            return None  # its spot is not a stop yet (a move is still shown): looked for again next frame
        self._seen, self._placed = hint, (pick.rect if pick is not None else None)
        return pick if arrived or pending or pick is None or pick.rect != home.rect else None

    def holds_enter(self) -> bool:
        """Enter now waits for the Hint being thought of (True: told, no click made), else False."""
        host = self.host
        ai = getattr(host, "ai", None)
        if ai is None or not ai.busy("hint") or host.tutorial is not None:
            return False
        host.app.speech.say(WAITING, "focus", interrupt=True)
        host.app.toast(WAITING, 30, key="hint")  # in "Thinking of a hint…"'s place: the Hint replaces it, as it did
        return True

    def _button(self, hint) -> pygame.Rect | None:
        """The button standing for a Hint that is no move here (the table's optional hook `focus_hint_button(hint,
        view) -> rect | None`: a Hint to go back out of a half-made answer and then make the move, whose first
        step is a button and no move; H then Enter did nothing there, a keys tester)."""
        own = getattr(self.host, "focus_hint_button", None)
        rect = own(hint, self.host.current_view()) if own is not None else None
        return pygame.Rect(rect) if rect is not None else None

    def _rect(self, hint) -> pygame.Rect | None:
        host, view = self.host, self.host.current_view()
        own = getattr(host, "focus_hint", None)
        if own is not None:
            rect = own(hint, view)
            return pygame.Rect(rect) if rect is not None else None
        where = getattr(host, "focus_clicks", None) or getattr(host, "tutorial_clicks", None)
        clicks = where(hint, view) if where is not None else []
        return pygame.Rect(clicks[0]) if clicks else None


def _target(targets: list[FocusTarget], rect: pygame.Rect) -> FocusTarget | None:
    """The stop at `rect`: the very spot (one a move starts at first), else the stop its centre lies in."""
    same = [t for t in targets if pygame.Rect(t.rect) == rect]
    if same:
        return next((t for t in same if t.acts), same[0])
    inside = [t for t in targets if t.kind != "log" and pygame.Rect(t.rect).collidepoint(rect.center)]
    return min(inside, key=lambda t: t.rect[2] * t.rect[3], default=None)
