"""The hosting window of test_net_window.py's kill -9 test, in a process of its own (headless, BARAZA_HOME given by
the test): `new GAME SEED` hosts a new match from a Friend seat as the window's New game does (`App.show_match`),
`continue AUTOSAVE` reopens the kept autosave as the menu's Continue does. Prints one JSON line (the table's
address and code, and its autosave), then plays its Human seat through the table's own intents, a random legal
move at a time, until the match is over and its friend has left (or a bound), and exits 0."""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["BARAZA_SPEECH"] = "none"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from baraza.game.core.match import Match  # noqa: E402
from baraza.game.persistence.autosaves import autosave_file, load_autosave  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402

PLAY_SECONDS = 240.0  # the most this host plays before it gives up (the test kills it sooner; a loaded machine)
LINGER_SECONDS = 20.0  # after the end: how long it waits for its friend to take the record and leave


def main() -> int:
    app = make_app()
    app.host_bind, app.host_port = "127.0.0.1", 0
    if sys.argv[1] == "new":
        spec = get_game(sys.argv[2])
        seats = ["human", "remote"] + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - 2)
        table = app.show_match(Match(spec.rules, seats, int(sys.argv[3]), {}))
    else:  # the menu's Continue (screens/menu.py): the autosave, opened on its table
        table = app.show_match(load_autosave(Path(sys.argv[2])), cover=True)
    app.stack.apply_pending()
    net = table.match
    host = net.link.host
    print(json.dumps({"address": net.host_address, "code": net.join_code,
                      "autosave": str(autosave_file(host.match))}), flush=True)
    rng = random.Random(os.getpid())
    end = time.monotonic() + PLAY_SECONDS
    while time.monotonic() < end and not net.is_over():
        table.update(1 / 60)
        if table.human_to_act() is not None and not table.animations.busy:
            legal = table.legal_actions()
            if legal:
                table.submit_intent(rng.choice(legal))
        time.sleep(0.002)
    linger = time.monotonic() + LINGER_SECONDS
    while time.monotonic() < linger and any(seat.link is not None for seat in host.seats if seat.kind == "remote"):
        table.update(1 / 60)
        time.sleep(0.01)
    over = net.is_over()
    print(f"host done: over {over}, {len(net.records)} moves, connection rows {net.seat_rows}", file=sys.stderr)
    table.on_exit()
    app.autosaver.flush(10)
    return 0 if over else 1


if __name__ == "__main__":
    sys.exit(main())
