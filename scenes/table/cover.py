"""The hot-seat cover: in a hidden-hand game with several humans at one screen, the table shows the next
human's eyes only after the device was handed over (the "handoff" screen names them and says why), and while
an AI plays nobody's hand lies open. Without hidden hands it just follows whose input the table takes."""

from __future__ import annotations

from baraza.scenes.table.context import TableContext


class HotSeatCover:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.last_human = ctx.host.viewer  # who last saw the hidden hands

    def _covers(self) -> bool:
        return self.ctx.host.hides_hands and len(self.ctx.match.human_seats()) > 1 and not self.ctx.read_only

    def _show_cover(self, seat: int) -> None:
        host = self.ctx.host
        reason = host.handoff_reason(seat, self.ctx.match.view(seat))
        self.ctx.app.show("handoff", host.seat_labels()[seat], host.seat_colour(seat), reason)

    def entered(self) -> None:
        """A resumed hot-seat match with hidden hands opens on the hand-over cover, not on someone's hand."""
        host, match = self.ctx.host, self.ctx.match
        if host.cover_on_enter and self._covers() and host.viewer is not None and match.records \
                and not match.is_over():
            host.cover_on_enter = False
            self._show_cover(host.viewer)

    def turn_passed(self) -> None:
        """The seats to act changed: pick whose eyes the table shows, behind the cover if hands change."""
        host = self.ctx.host
        if self.ctx.read_only:
            return
        new_viewer = self.ctx.views.pick_viewer(host.viewer)
        previous = self.last_human
        if new_viewer is not None:
            self.last_human = new_viewer
        if self._covers() and new_viewer is not None and previous is not None and new_viewer != previous:
            self._show_cover(new_viewer)
        if new_viewer != host.viewer:
            host.reset_selection()
        host.viewer = new_viewer
