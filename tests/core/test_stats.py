from __future__ import annotations

import pytest

from baraza.game.core.stats import sign_test, wilson


def test_wilson_matches_the_textbook_and_stays_in_bounds():
    low, high = wilson(263 + 14 / 2, 400)  # the Khedu expert's 400 games against hard
    assert low == pytest.approx(0.628, abs=0.001) and high == pytest.approx(0.719, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert 0.72 < low < 0.73 and high == 1.0
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.27 < high < 0.28


def test_sign_test_is_the_exact_two_sided_binomial_tail():
    assert sign_test(0, 0) == 1.0 and sign_test(3, 3) == 1.0
    assert sign_test(0, 5) == pytest.approx(2 / 32)
    assert sign_test(1, 9) == sign_test(9, 1) == pytest.approx(2 * 11 / 1024)


def _double(job: int) -> dict:
    return {"job": job, "twice": 2 * job}


def test_play_recorded_keeps_one_line_per_game_in_one_or_more_processes(tmp_path):
    import json

    from baraza.game.core.arena import play_recorded

    path = tmp_path / "games.jsonl"
    first = play_recorded(_double, [1, 2, 3], workers=1, records=path)
    second = play_recorded(_double, [4, 5], workers=2, records=path)
    assert [r["job"] for r in first] == [1, 2, 3] and sorted(r["job"] for r in second) == [4, 5]
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert sorted(r["job"] for r in lines) == [1, 2, 3, 4, 5] and all(r["twice"] == 2 * r["job"] for r in lines)
    assert play_recorded(_double, [], records=None) == []
