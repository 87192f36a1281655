"""The match history: records of every game round-trip (written, listed, replayed to the same match), a record
edited by hand or damaged is refused or skipped with one line, import checks before it adds, and the per-game
statistics count wins by level and the dice rolled."""

from __future__ import annotations

import json

import pytest
from matches import played as finished_match

from baraza.game.persistence import history
from baraza.game.registry import GAMES, get_game, new_match


@pytest.mark.parametrize("game", sorted(GAMES))
def test_records_round_trip_for_every_game(game: str, baraza_home) -> None:
    spec = get_game(game)
    seats = ["human"] + ["ai:easy"] * (spec.min_seats - 1)
    match = finished_match(game, 3, seats)
    path = history.write_match(match)
    kept = history.read_history()
    assert not kept.problems and [e.path for e in kept.entries] == [path]
    entry = kept.entries[0]
    assert entry.game == game and entry.run.seats == tuple(seats) and entry.run.finished
    assert entry.winners == tuple(match.result().winners)
    again = history.replay_entry(entry)
    assert again.moves == match.moves and again.view(0) == match.view(0)


def test_unfinished_matches_are_kept_and_listed_newest_first(baraza_home) -> None:
    first = finished_match("kona", 1, ["human", "ai:easy"])
    history.write_match(first)
    second = new_match("kona", ["human", "ai:hard"], 2, {})
    seat = second.active_seats()[0]
    second.submit(seat, second.legal_actions(seat)[0])
    history.write_match(second)
    entries = history.read_history().entries
    assert [e.run.match_id for e in entries] == [second.match_id, first.match_id]
    assert entries[0].outcome() == "unfinished" and entries[0].levels() == ["hard"]


def test_edited_and_damaged_records_are_refused_in_one_line(baraza_home, tmp_path) -> None:
    match = finished_match("kona", 4, ["human", "ai:easy"])
    path = history.write_match(match)
    data = json.loads(path.read_text())
    data["result"]["winners"] = [1 - data["result"]["winners"][0]]  # the other seat "won"
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    with pytest.raises(ValueError) as info:
        history.import_record(edited)
    assert "\n" not in str(info.value) and "winner" in str(info.value)
    data = json.loads(path.read_text())
    data["moves"][2]["action"]["args"][1] = "a1"
    moved = tmp_path / "moved.json"
    moved.write_text(json.dumps(data))
    with pytest.raises(ValueError):
        history.import_record(moved)
    (path.parent / "cut.json").write_text(path.read_text()[:200])
    (path.parent / "deep.json").write_text("[" * 5000 + "]" * 5000)
    kept = history.read_history()
    assert len(kept.entries) == 1 and len(kept.problems) == 2
    assert all("\n" not in line for line in kept.problems)


def test_import_adds_a_checked_record_once_and_export_writes_it(baraza_home, tmp_path) -> None:
    match = finished_match("konja", 5, ["human", "ai:easy"])
    path = history.write_match(match, folder=tmp_path)
    entry = history.import_record(path)
    assert entry.path.parent != tmp_path and entry.run.match_id == match.match_id
    with pytest.raises(ValueError, match="already"):
        history.import_record(path)
    (tmp_path / "out").mkdir()
    out = history.export_record(entry, tmp_path / "out")
    assert json.loads(out.read_text())["moves"] == json.loads(path.read_text())["moves"]


def test_statistics_count_wins_by_level_and_the_dice(baraza_home) -> None:
    for seed in range(3):
        history.write_match(finished_match("krownia", seed, ["human", "ai:easy", "ai:easy"]))
    history.write_match(finished_match("kona", 9, ["human", "ai:normal"]))
    entries = history.read_history().entries
    stats = history.game_stats(entries, "krownia")
    assert stats.games == 3 and stats.finished == 3
    assert stats.wins_by_level["easy"][1] == 3
    assert set(stats.roll_totals) <= set(range(2, 13)) and sum(stats.roll_totals.values()) > 30
    assert history.game_stats(entries, "kona").roll_totals == {}
    # the average length is in turns as the table counts them, never the number of moves (issue 41)
    mine = [e for e in entries if e.game == "krownia"]
    assert stats.mean_turns == sum(e.turns() for e in mine) / len(mine)
    assert stats.mean_turns < sum(e.move_count for e in mine) / len(mine)


def test_import_and_analyse_commands_take_records_and_refuse_damage(baraza_home, tmp_path, capsys) -> None:
    from baraza.scenes.cli import main

    match = finished_match("kona", 6, ["human", "ai:easy"])
    path = history.write_match(match, folder=tmp_path)
    assert main(["import", str(path)]) == 0
    assert "imported: kona" in capsys.readouterr().out
    assert main(["analyse", str(path), "--json", "--seconds", "0.05"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(match.records) + 1
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text()[:300])
    assert main(["import", str(broken)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1


def test_loading_a_named_save_goes_on_with_the_same_history_entry(baraza_home, tmp_path) -> None:
    """A named save, loaded, is the same match: History keeps one entry for it, no "Unfinished" ghost beside
    the match played on (issue 41). A forged or foreign id is not taken."""
    from baraza.game.persistence.saves import load_match, save_data, write_save
    from baraza.game.registry import game_names, get_game, new_match

    game = game_names()[0]
    match = new_match(game, ["human"] * max(2, get_game(game).min_seats), 5)
    for _ in range(4):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    history.write_match(match)  # the record a table keeps while the match is unfinished
    loaded = load_match(write_save(match, tmp_path / "named.json"))
    assert loaded.match_id == match.match_id
    seat = loaded.active_seats()[0]
    loaded.submit(seat, loaded.legal_actions(seat)[0])
    history.write_match(loaded)
    ids = [e.run.match_id for e in history.read_history().entries]
    assert ids.count(match.match_id) == 1 and len(ids) == 1
    for forged in ("../../etc", "x" * 500, f"other-{'0' * 12}", 7):
        data = save_data(match)
        data["match_id"] = forged
        path = tmp_path / "forged.json"
        path.write_text(json.dumps(data))
        assert load_match(path).match_id != forged
