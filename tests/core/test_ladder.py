"""The Elo ladder: the Bradley–Terry fit, a tiny real run, and the ratings Setup reads."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from baraza.game.core.ladder import LevelRating, expected_score, level_line, load_ladder, parse_ladder
from baraza.game.registry import game_names, get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import ladder  # noqa: E402


def _games(a: str, b: str, a_wins: int, b_wins: int, draws: int = 0) -> list[dict]:
    out = []
    for k, winners in ((a_wins, [a]), (b_wins, [b]), (draws, [])):
        out += [{"seats": [a, b], "winner_kinds": winners} for _ in range(k)]
    return out


def test_the_fit_ranks_a_clearly_stronger_player_above_with_intervals():
    kinds = ["random", "ai:weak", "ai:strong"]
    records = (_games("ai:weak", "random", 30, 10) + _games("ai:strong", "random", 38, 2)
               + _games("ai:strong", "ai:weak", 32, 8))
    ratings = {r["level"]: r for r in ladder.fit(records, kinds)}
    assert ratings["random"]["elo"] == 0 and ratings["random"]["ci95"] == [0, 0]
    assert 0 < ratings["weak"]["elo"] < ratings["strong"]["elo"]
    assert ratings["strong"]["ci95"][0] > ratings["weak"]["ci95"][0]
    for r in ratings.values():
        assert r["ci95"][0] <= r["elo"] <= r["ci95"][1]
    assert ratings["strong"]["games"] == 80 and ratings["random"]["games"] == 80
    # 3 wins in 4 is about 190 Elo: the weak player's fit sits near it
    assert 120 < ratings["weak"]["elo"] < 260


def test_draws_and_shared_wins_count_half():
    assert ladder.score_of({"seats": ["a", "b"], "winner_kinds": []}) == {"a": 0.5, "b": 0.5}
    assert ladder.score_of({"seats": ["a", "b", "a"], "winner_kinds": ["a", "b"]}) == {"a": 0.5, "b": 0.5}
    ratings = ladder.fit(_games("ai:x", "random", 0, 0, draws=10), ["random", "ai:x"])
    assert ratings[1]["elo"] == 0


def test_a_tiny_run_prints_one_line_per_level_and_keeps_its_records(tmp_path, capsys):
    records = tmp_path / "games.jsonl"
    assert ladder.main(["kona", "--games", "2", "--levels", "random,easy", "--json", "--records", str(records)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["level"] for line in lines] == ["random", "easy"]
    assert all(set(line) == {"level", "elo", "ci95", "games"} for line in lines)
    kept = [json.loads(line) for line in records.read_text().splitlines()]
    assert len(kept) == 2 and {tuple(k["seats"]) for k in kept} == {("random", "ai:easy"), ("ai:easy", "random")}
    assert all({"seats", "seed", "winners"} <= set(k) for k in kept)
    # the figure can be recounted from the records alone
    assert ladder.main(["kona", "--levels", "random,easy", "--json", "--from-records", str(records)]) == 0
    assert [json.loads(x) for x in capsys.readouterr().out.splitlines()] == lines


def test_every_registered_game_has_ladder_levels_from_its_spec():
    for name in game_names():
        kinds = ladder.level_kinds(name)
        assert kinds[0] == "random" and kinds[1:] == [f"ai:{lv}" for lv in get_game(name).ai_levels]
        assert ladder.seats_per_game(name) >= get_game(name).min_seats


def test_the_ladder_file_round_trips_and_gives_setup_its_line():
    rows = [{"level": "random", "elo": 0, "ci95": [0, 0], "games": 20},
            {"level": "normal", "elo": 1210, "ci95": [1100, 1320], "games": 20},
            {"level": "hard", "elo": 1400, "ci95": [1300, 1500], "games": 20}]
    ratings = parse_ladder(ladder.ladder_toml("x", rows, "python tools/ladder.py x"))
    assert ratings["hard"] == LevelRating("hard", 1400.0, (1300.0, 1500.0), 20)
    assert level_line(ratings, ("normal", "hard"), "hard") == "hard: about 1400, beats normal 3 games in 4"
    assert level_line(ratings, ("normal", "hard"), "normal").startswith("normal: about 1200, beats random")
    assert level_line(ratings, ("normal", "hard"), "expert") == ""
    assert expected_score(1400, 1210) == pytest.approx(0.75, abs=0.01)


def test_a_missing_or_broken_ladder_file_means_no_ratings():
    assert load_ladder("no-such-game") == {}
    with pytest.raises(ValueError):
        parse_ladder("[[level]]\nlevel = 'hard'\n")


def test_a_two_level_arenas_records_join_the_fit(tmp_path, capsys):
    konja = {"seed": 3, "expert_seat": 1, "opponent": "hard", "winners": [1]}
    khedu = {"seed": 4, "seats": ["expert", "hard"], "winners": [0, 1]}
    assert ladder.from_duel(konja, "konja")["seats"] == ["ai:hard", "ai:expert"]
    assert ladder.from_duel(konja, "konja")["winner_kinds"] == ["ai:expert"]
    assert ladder.score_of(ladder.from_duel(khedu, "khedu")) == {"ai:expert": 0.5, "ai:hard": 0.5}
    base = tmp_path / "ladder.jsonl"
    base.write_text("".join(json.dumps({"game": "konja", "seats": ["random", "ai:hard"], "winners": [1],
                                        "winner_kinds": ["ai:hard"]}) + "\n" for _ in range(5)))
    duel = tmp_path / "duel.jsonl"
    duel.write_text("".join(json.dumps({**konja, "seed": s}) + "\n" for s in range(8)))
    assert ladder.main(["konja", "--levels", "random,hard,expert", "--from-records", str(base),
                        "--from-duel", str(duel), "--json"]) == 0
    lines = {r["level"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    assert lines["expert"]["games"] == 8 and lines["expert"]["elo"] > lines["hard"]["elo"]
