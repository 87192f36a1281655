"""The host's seats: who plays each (a remote client, the host's own player, an AI), its token, whether its
player is away, and the updates kept to replay to it when it comes back."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from baraza.game.core.spec import REMOTE_SEAT
from baraza.game.net.protocol import REPLAY_KEEP, new_token

REMOTE = REMOTE_SEAT  # a seat kind beside the game's own: a player at another machine
LOCAL = "human"  # the host's own player (its console or window)


def check_seat_kinds(kinds: list[str], game_kinds: tuple[str, ...]) -> None:
    """Raise ValueError with one line when a seat kind is neither the game's nor `remote`."""
    for kind in kinds:
        if kind != REMOTE and kind not in game_kinds:
            raise ValueError(f"unknown seat kind '{kind}' (use one of: {', '.join((REMOTE, *game_kinds))})")
    if REMOTE not in kinds:
        raise ValueError("a hosted table needs at least one remote seat")


@dataclass
class Seat:
    index: int
    kind: str  # "remote", "human" or an AI kind ("ai:hard", "random")
    token: str = field(default_factory=new_token)
    claimed: bool = False  # a remote seat that a client has taken (from then on only its token sits there)
    link: Any = None  # the live connection of a remote seat's player
    stand_in: str | None = None  # the AI kind playing for an away player
    away_since: float | None = None  # loop time the player dropped
    away_epoch: int = 0  # counts drops, so a late grace timer of an earlier drop does nothing
    history: deque = field(default_factory=lambda: deque(maxlen=REPLAY_KEEP))  # (seq, the update as sent)

    @property
    def away(self) -> bool:
        return self.kind == REMOTE and self.claimed and self.link is None

    def controller(self) -> str | None:
        """The AI kind that plays this seat now, or None when a person does (or will, once someone joins)."""
        if self.kind == REMOTE:
            return self.stand_in
        if self.kind == LOCAL:
            return None
        return self.kind

    def row(self, name: str) -> dict[str, Any]:
        """The seat as every client sees it in a "seats" message."""
        return {"seat": self.index, "name": name, "kind": "ai" if self.kind not in (REMOTE, LOCAL) else self.kind,
                "level": self.kind if self.kind not in (REMOTE, LOCAL) else None,
                "taken": self.claimed or self.kind != REMOTE, "away": self.away, "stand_in": self.stand_in}
