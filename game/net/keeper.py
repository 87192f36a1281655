"""What a host keeps of the match it hosts, written from the host's own thread after every move: the autosave
(with the table's keys, so a host that quit or crashed reopens the same table and its friends' clients come back
by themselves) and, once the match is over, its History record. The writing itself happens on the autosave
writer's thread: the host's loop only hands over a snapshot."""

from __future__ import annotations

import logging

from baraza.game.core.match import Match
from baraza.game.persistence import history
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.runs import record_path
from baraza.game.persistence.saves import snapshot

log = logging.getLogger(__name__)


class HostedKeeper:
    def __init__(self, writer: AutosaveWriter) -> None:
        self.writer = writer
        self.recorded = False

    def moved(self, match: Match) -> None:
        """After a move (the host's thread): the autosave, or at the end the History record in its place."""
        path = autosave_file(match)
        if not match.is_over():
            self.writer.write(path, snapshot(match))
            return
        self.writer.remove(path)
        if not self.recorded:
            self.recorded = True
            self.writer.write_json(record_path(match.match_id), history.record_data(match))
