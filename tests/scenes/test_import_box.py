"""The import box (issue 40): a record is proved against its moves off the frame thread, then its seats as the
record states them are shown, and it joins only when the player confirms; an edited record is refused with the
file and the field named, and nothing is added."""

from __future__ import annotations

import json
import time

import pygame
from matches import played
from scene_helpers import frames, make_app

from baraza.game.persistence import history
from baraza.game.registry import GAMES, get_game


def _record_file(tmp_path, edit=None):
    game = sorted(GAMES)[-1]
    spec = get_game(game)
    seats = ["human"] + ["ai:hard"] * (spec.min_seats - 1) if spec.min_seats > 1 else ["human", "ai:hard"]
    data = history.record_data(played(game, 4, seats))
    if edit:
        edit(data)
    path = tmp_path / "friend.json"
    path.write_text(json.dumps(data))
    return path


def _open_box(app, path, taken):
    box = app.make_screen("import_record", lambda p: taken.append(p) or True)
    app.stack.reset(app.make_screen("menu"))
    app.stack.push(box)
    app.stack.apply_pending()
    frames(app, 1, events=[pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
    return box


def _until(app, done, seconds=30.0):
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        frames(app, 1)
        time.sleep(0.01)
    return done()


def test_a_record_is_proved_then_its_seats_are_shown_and_it_joins_only_when_confirmed(baraza_home, tmp_path):
    path = _record_file(tmp_path)
    app = make_app()
    taken: list = []
    box = _open_box(app, path, taken)
    box.submit()
    assert _until(app, lambda: box.checked is not None)
    assert taken == []  # shown, not yet added
    seats = box.checked[1]
    assert seats[0].startswith("Seat 1") and "a person" in seats[0] and "AI, hard" in seats[1]
    assert box.import_button.text == "Add to history"
    frames(app, 1)  # drawn with the seats
    box.submit()
    assert taken == [path]


def test_an_edited_record_is_refused_in_the_box_and_nothing_joins(baraza_home, tmp_path):
    path = _record_file(tmp_path, lambda data: data.__setitem__("turns", data["turns"] + 3))
    app = make_app()
    taken: list = []
    box = _open_box(app, path, taken)
    box.submit()
    assert _until(app, lambda: any("friend.json" in t.text for t in app.toasts))
    said = next(t.text for t in app.toasts if "friend.json" in t.text)
    assert "turns" in said and "\n" not in said
    assert box.checked is None and taken == []
    box.submit()  # trying again checks again; it never joins
    assert _until(app, lambda: box.checking is None)
    assert taken == []
