"""`baraza daily` prints a date's deal as one JSON line; `baraza play GAME --code` refuses a bad code in a line."""

from __future__ import annotations

import json
from datetime import date

import pytest

from baraza.game.khedu.daily import daily_deal
from baraza.scenes.cli import main


def test_daily_json_is_one_line_with_the_dates_deal(capsys):
    assert main(["daily", "--date", "2026-12-02", "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    assert json.loads(out[0]) == {"date": "2026-12-02", "code": "4GG-12E-NYA", "clan": "Hadimi", "seed": 538000062,
                                  "options": {"clan_1": "Hadimi", "max_turns": 25}}


def test_daily_without_a_date_is_today(capsys):
    assert main(["daily", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["code"] == daily_deal(date.today()).code


@pytest.mark.parametrize("argv, reason", [
    (["daily", "--date", "2026-02-30"], "--date takes YYYY-MM-DD"),
    (["daily", "--game", "kona"], "kona has no daily deals"),
    (["play", "khedu", "--code", "4GG-12E-NYB"], "check character"),
    (["play", "khedu", "--code", "4GG-12E-NYA", "--seed", "4"], "leave out --seed"),
    (["play", "kona", "--code", "4GG-12E-NYA"], "Kona has no deal codes"),
])
def test_bad_requests_are_refused_in_one_line(capsys, argv, reason):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert reason in err and "\n" not in err
