"""Issue 25, failure 7: many autosaves. Listing reads headers only, remembers them by file stamp (a return to
the menu reads no save that did not change), and Load decodes thumbnails for the rows it shows only, at the
size it shows them. (Timings: tools/bench.py, `many-saves`.)"""

import os
import shutil

from scene_helpers import frames, key, make_app

from baraza.game.persistence import listing, saves
from baraza.game.persistence.autosaves import latest_autosave, list_autosaves
from baraza.game.persistence.paths import autosaves_dir
from baraza.game.persistence.saves import load_match, write_save
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def _thumbnail_b64() -> str:
    import base64
    import io

    import pygame

    picture = pygame.Surface((256, 144))
    picture.fill((90, 120, 60))
    buffer = io.BytesIO()
    pygame.image.save(picture, buffer, "t.png")
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def _many(n: int):
    match = new_match("kona", ["human", "human"], 9)
    play_actions(match, 12)
    first = write_save(match, autosaves_dir() / "m0000.json", _thumbnail_b64())
    for i in range(1, n):
        shutil.copyfile(first, autosaves_dir() / f"m{i:04d}.json")
        os.utime(autosaves_dir() / f"m{i:04d}.json", (1_000_000 + i, 1_000_000 + i))
    return match


class Counter:
    def __init__(self, real):
        self.real, self.calls = real, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.real(*args, **kwargs)


def test_a_second_listing_reads_no_save_that_did_not_change(baraza_home, monkeypatch):
    _many(30)
    header = Counter(listing.read_header)
    whole = Counter(saves.read_save_data)
    monkeypatch.setattr(listing, "read_header", header)
    monkeypatch.setattr(saves, "read_save_data", whole)
    first = list_autosaves()
    assert len(first) == 30 and all(d is not None and d["thumbnail"] is None for _p, d, _e in first)
    assert header.calls == 30 and whole.calls == 0
    header.calls = 0
    again = list_autosaves()
    assert header.calls == 0 and [p for p, _d, _e in again] == [p for p, _d, _e in first]
    later = __import__("time").time() + 100
    os.utime(autosaves_dir() / "m0007.json", (later, later))
    assert latest_autosave()[0].name == "m0007.json" and header.calls == 1


def test_a_cut_short_autosave_is_still_listed_as_damaged(baraza_home):
    _many(2)
    text = (autosaves_dir() / "m0001.json").read_text()
    (autosaves_dir() / "m0001.json").write_text(text[: len(text) // 2])
    entries = {p.name: (d, e) for p, d, e in list_autosaves()}
    assert entries["m0001.json"][0] is None and "damaged" in entries["m0001.json"][1]
    assert entries["m0000.json"][0] is not None


def test_load_decodes_thumbnails_only_for_rows_it_shows(baraza_home):
    from baraza.scenes.screens.load import VISIBLE, LoadScene

    match = _many(60)
    app = make_app()
    app.stack.reset(LoadScene(app))
    frames(app, 2)
    scene = app.stack.top
    assert len(scene.entries) == 60 and scene.decoded == VISIBLE
    assert all(t is None or t.get_size() == (112, 63) for t in scene.thumbs.values())
    frames(app, 1, [key(__import__("pygame").K_DOWN)] * 1)
    for _ in range(VISIBLE):
        frames(app, 1, [key(__import__("pygame").K_DOWN)])
    assert VISIBLE < scene.decoded <= 2 * VISIBLE + 1
    assert load_match(scene.entries[0][0]).moves == match.moves
