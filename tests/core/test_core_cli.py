"""The `baraza` command contract other checks rely on."""

import json
import os
import subprocess
import sys

import pytest

from baraza.game.registry import available_games


def _run(*args, home):
    env = dict(os.environ, BARAZA_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "baraza", *args], capture_output=True, text=True, env=env,
                          timeout=300)


@pytest.mark.parametrize("game", [e.name for e in available_games()])
def test_simulate_json_summary(tmp_path, game):
    entry = [e for e in available_games() if e.name == game][0]
    seats = ",".join(["random"] * max(entry.rules.min_seats, 2 if entry.rules.max_seats >= 2 else 1))
    out = _run("simulate", game, "--games", "2", "--seats", seats, "--seed", "3", "--json",
               "--save-dir", str(tmp_path / "saves"), home=tmp_path)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    for key in ("game", "games", "seats", "wins", "draws", "mean_turns", "mean_actions", "seconds",
                "games_per_second", "errors"):
        assert key in summary
    assert summary["games"] == 2 and summary["errors"] == []
    assert sum(summary["wins"]) + summary["draws"] >= 2
    saved = sorted((tmp_path / "saves").glob("*.json"))
    assert len(saved) == 2
    assert _run("validate", str(saved[0]), home=tmp_path).returncode == 0


def test_simulate_rejects_bad_seats(tmp_path):
    out = _run("simulate", "kona", "--seats", "robot,human", home=tmp_path)
    assert out.returncode == 2 and "unknown seat" in out.stderr


def test_shot_writes_pngs(tmp_path):
    for target, extra in (("menu", []), ("kona", ["--after", "5", "--seats", "ai:easy,ai:easy"])):
        png = tmp_path / f"{target}.png"
        out = _run("shot", target, "--out", str(png), *extra, home=tmp_path)
        assert out.returncode == 0, out.stderr
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_same_seed_same_game_in_another_process(tmp_path):
    """Determinism across processes, for every game: the saved move lists match exactly."""
    for entry in available_games():
        n = 2 if entry.rules.max_seats >= 2 else 1
        seats = ",".join(["ai:easy"] * n)
        dirs = []
        for run in range(2):
            d = tmp_path / f"{entry.name}-{run}"
            out = _run("simulate", entry.name, "--games", "1", "--seats", seats, "--seed", "21", "--json",
                       "--save-dir", str(d), home=tmp_path)
            assert out.returncode == 0, out.stderr
            dirs.append(d)
        moves = [json.loads(next(d.glob("*.json")).read_text())["moves"] for d in dirs]
        assert moves[0] == moves[1], entry.name


def test_score_summary_quartiles():
    from baraza.game.simulate import score_summary

    assert score_summary([4, 1, 3, 2, 5]) == {"mean": 3.0, "min": 1, "q1": 2.0, "median": 3.0, "q3": 4.0, "max": 5}
    assert score_summary([]) == {}
