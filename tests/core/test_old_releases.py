"""Every file an earlier release wrote still opens and replays (tests/fixtures/old/, made by tools/old_files.py).

One folder per release: saves/ and autosaves/ (save format), history/ (match and solo-run records),
config/settings.json. A file is loaded the way the app loads it and every move is replayed; a finished file
must come out finished. New releases add their folder; nothing here names a game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from baraza.game.persistence import history, saves
from baraza.game.persistence.settings import load_settings

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "old"
SAVE_FILES = sorted(p for p in CORPUS.glob("*/*saves/*.json"))
RECORD_FILES = sorted(CORPUS.glob("*/history/*.json"))
SETTINGS_FILES = sorted(CORPUS.glob("*/config/settings.json"))


def _id(path: Path) -> str:
    return str(path.relative_to(CORPUS))


def test_the_corpus_covers_every_release_folder() -> None:
    releases = [p for p in CORPUS.iterdir() if p.is_dir()]
    assert len(releases) >= 2
    for release in releases:
        assert list(release.glob("saves/*.json")), f"{release.name} has no saves"
        assert (release / "config" / "settings.json").is_file()


@pytest.mark.parametrize("path", SAVE_FILES, ids=_id)
def test_an_old_save_loads_and_replays(path: Path) -> None:
    match = saves.load_match(path)
    assert len(match.moves) == len(saves.read_save_data(path)["moves"])
    if path.stem.endswith("-finished"):
        assert match.is_over()


@pytest.mark.parametrize("path", RECORD_FILES, ids=_id)
def test_an_old_record_reads_and_replays(path: Path) -> None:
    entry = history.read_entry(path)
    match = history.replay_entry(entry)
    assert len(match.moves) == entry.move_count
    assert match.is_over() == entry.run.finished


@pytest.mark.parametrize("path", SETTINGS_FILES, ids=_id)
def test_old_settings_read_without_complaint(path: Path) -> None:
    _settings, problem = load_settings(path)
    assert problem is None


def test_an_option_a_file_predates_takes_the_rule_it_was_played_with() -> None:
    """Options missing from an old file get their `legacy` value, never today's default; newer files
    missing an option get the default (a hand edit), and a wrong value is still refused."""
    from baraza.game.core.rules import OptionSpec
    from baraza.game.core.spec import GameSpec, OptionError

    class Rules:
        name = title = "toy"
        min_seats = max_seats = 2

        def option_specs(self) -> list[OptionSpec]:
            return [OptionSpec("start", "Start", (("new", "New"), ("old", "Old")), "new", since=2, legacy="old"),
                    OptionSpec("size", "Size", ((1, "1"), (2, "2")), 1)]

    spec = GameSpec(rules=Rules(), blurb="", agent_factory=lambda *a: None)  # type: ignore[arg-type]
    assert spec.options_as_written({}, 1) == {"start": "old", "size": 1}
    assert spec.options_as_written({"start": "new"}, 1)["start"] == "new"
    assert spec.options_as_written({}, 2)["start"] == "new"
    with pytest.raises(OptionError):
        spec.options_as_written({"size": 3}, 1)
