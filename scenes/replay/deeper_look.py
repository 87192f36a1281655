"""The replay's deeper look: with no marked move to practise, the game's `deeper_exercises` hook looks at the
followed seat's move before the biggest fall. It takes seconds, so it runs on a thread; the viewer
(scenes/screens/replay.py) polls `answer` each frame and opens what it found."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field


@dataclass
class DeeperLook:
    module: object  # the game's exercise module (its deeper_exercises, its ExerciseScene)
    seat: int
    box: list = field(default_factory=list)  # the thread's answer: [exercises], an empty list for none

    def answer(self) -> list | None:
        """The exercises found (perhaps none), or None while it still looks."""
        return self.box[0] if self.box else None


def start_deeper_look(app, module, match, judged, seat: int) -> DeeperLook:
    """Start looking on a thread (never on the frame thread) and say so."""
    look = DeeperLook(module, seat)

    def work() -> None:
        try:
            look.box.append(module.deeper_exercises(match, judged, seat))
        except Exception:  # noqa: BLE001 - a failed look is only no exercise
            look.box.append([])

    threading.Thread(target=work, name="baraza-deeper-look", daemon=True).start()
    app.toast("Nothing was marked: looking deeper at the move before the biggest fall…", 8, key="deeper")
    return look
