"""The view cache of a table: the viewer's view and the legal actions of whoever acts now, built once per move
(tables ask for them many times a frame), and which seat the table shows."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.scenes.ui.animation import AnimationQueue


class TableViews:
    def __init__(self, match: Match, animations: AnimationQueue, host) -> None:
        self.match = match
        self.animations = animations
        self.host = host  # reads host.viewer and host._match_version (context.TableHost)
        self.read_only = False  # a read-only table: nobody acts through it
        self.open_hands = False  # with no viewer, every hand shown where the rules can (a finished replay)
        self._view_key: tuple | None = None
        self._view = None
        self._legal_key: tuple | None = None
        self._legal: list[Action] = []

    def human_to_act(self) -> int | None:
        """The human seat whose input the table takes now, if any."""
        match = self.match
        if self.read_only or match.is_over() or self.animations.busy:
            return None
        viewer = self.host.viewer
        if viewer is not None and viewer in match.active_seats() and match.seats[viewer] == "human":
            return viewer
        return None

    def legal_actions(self) -> list[Action]:
        """The legal actions of the human whose input the table takes now ([] when nobody's)."""
        seat = self.human_to_act()
        key = (self.host._match_version, seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.match.legal_actions(seat) if seat is not None else []
        return self._legal

    def current_view(self):
        """The viewer's view, rebuilt only when the match changed (views are not free to build)."""
        key = (self.host._match_version, self.host.viewer)
        if self._view_key != key:
            self._view_key = key
            seat = self.host.viewer
            opened = self.match.rules.open_view(self.match.state) if seat is None and self.open_hands else None
            self._view = opened if opened is not None else self.match.view(seat)
        return self._view

    def pick_viewer(self, current: int | None) -> int | None:
        """Whose eyes the table should show: the human to act, else the one shown, else the first human."""
        humans = self.match.human_seats()
        if not humans:
            return None
        active = [s for s in self.match.active_seats() if s in humans]
        if active:
            return current if current in active else active[0]
        if self.host.hides_hands and len(humans) > 1:
            return None  # hot-seat: while the AI plays, nobody's hand lies open on the table
        return current if current in humans else humans[0]

    def moved(self, *_record) -> None:
        """A move was applied or undone: every cached view and list is stale."""
        self.host._match_version += 1

    def undone(self) -> None:
        self.moved()
        if not self.read_only:
            self.host.viewer = self.pick_viewer(self.host.viewer)
