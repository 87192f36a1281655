"""Temp files that killed history writes left are tidied when the window starts (issue 40: 19 were left after
50 kills); the records themselves and files that are not ours stay."""

from __future__ import annotations

from matches import played as finished_match
from scene_helpers import make_app

from baraza.game.persistence import history
from baraza.game.persistence.paths import history_dir
from baraza.game.registry import GAMES


def test_history_temp_files_are_tidied_at_start(baraza_home) -> None:
    kept = history.write_match(finished_match(next(iter(GAMES)), 1, ["human", "ai:easy"]))
    folder = history_dir()
    (folder / f".{kept.name}.k1ll3d.tmp").write_text('{"half')
    (folder / ".other.json.x9.tmp").write_text("")
    (folder / "notes.tmp").write_text("not ours")
    make_app()
    assert sorted(p.name for p in folder.iterdir()) == sorted([kept.name, "notes.tmp"])
