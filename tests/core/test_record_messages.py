"""Messages about records (issue 40): import, replay and analyse show a file name holding a line break, CR or
ESC escaped on one line, as validate does; every refusal names the file; a code beginning with "-" gets the
code's own reason; a superscript digit among the dice totals is a one-line reason, not int()'s."""

from __future__ import annotations

import json

import pytest
from matches import played

from baraza.game.persistence import history
from baraza.game.persistence.runs import solo_plugin
from baraza.game.registry import GAMES, get_game
from baraza.scenes.cli import main

HOSTILE = "a\x1b[31mb\rc\nd.json"  # ESC, CR and a line break in one name


@pytest.fixture(autouse=True)
def no_window(monkeypatch):
    """A command that would open the window answers 0 instead (a record let through, a code taken)."""
    monkeypatch.setattr("baraza.scenes.cli.run_window", lambda first=None: 0)


def _kona_like_record() -> dict:
    game = sorted(GAMES)[0]
    spec = get_game(game)
    seats = ["human"] + ["ai:easy"] * (spec.min_seats - 1) if spec.min_seats > 1 else ["human"]
    return history.record_data(played(game, 2, seats))


def _one_clean_line(text: str) -> str:
    assert text.count("\n") == 1 and text.endswith("\n"), repr(text)
    assert "\r" not in text and "\x1b" not in text
    return text


@pytest.mark.parametrize("command", ["import", "replay", "analyse"])
@pytest.mark.parametrize("content", ["cut", "edited", "missing"])
def test_import_replay_and_analyse_escape_file_names(command, content, baraza_home, tmp_path, capsys):
    path = tmp_path / HOSTILE
    data = _kona_like_record()
    if content == "cut":
        path.write_text(json.dumps(data)[:100])
    elif content == "edited":
        data["turns"] += 5
        path.write_text(json.dumps(data))
    assert main([command, str(path)]) == 2
    err = _one_clean_line(capsys.readouterr().err)
    assert err.startswith("a") and "d.json" in err  # the whole name, escaped (validate's way) or replaced


def test_every_import_refusal_names_the_file(baraza_home, tmp_path, capsys):
    data = _kona_like_record()
    cases = {}
    cases["folder.json"] = None
    (tmp_path / "folder.json").mkdir()
    data_other = dict(data, game="no-such-game")
    cases["other-game.json"] = data_other
    cases["bad-winner.json"] = {**data, "result": {**data["result"], "winners": [7]}}
    cases["late.json"] = {**data, "date": "2999-01-01T00:00:00+00:00"}
    cases["not-a-record.json"] = {"format": "something"}
    for name, content in cases.items():
        if content is not None:
            (tmp_path / name).write_text(json.dumps(content))
        assert main(["import", str(tmp_path / name)]) == 2
        err = _one_clean_line(capsys.readouterr().err)
        assert name in err, err
    assert main(["import", str(tmp_path / "gone.json")]) == 2
    assert "gone.json" in _one_clean_line(capsys.readouterr().err)


def test_a_superscript_digit_in_the_dice_totals_is_a_reason_naming_the_file(baraza_home, tmp_path, capsys):
    data = _kona_like_record()
    data["roll_totals"] = {"\u00b2": 1}  # "²".isdigit() is true; int("²") is not
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(data))
    assert main(["import", str(path)]) == 2
    err = _one_clean_line(capsys.readouterr().err)
    assert "dice.json" in err and "dice" in err and "invalid literal" not in err
    with pytest.raises(ValueError, match="dice.json: invalid dice counts"):
        history.read_entry(path)


def test_a_code_beginning_with_a_dash_gets_the_codes_own_reason(baraza_home, capsys):
    game = next((name for name in sorted(GAMES) if solo_plugin(get_game(name)) is not None), None)
    if game is None:
        pytest.skip("no game here has deal codes")
    for code in ("-ABC", "-", "-0"):
        try:
            assert main(["play", game, "--code", code]) == 2
        except SystemExit as exc:  # argparse's usage
            pytest.fail(f"--code {code} answered with usage ({exc.code})")
        err = _one_clean_line(capsys.readouterr().err)
        assert "names no deal" in err and "usage" not in err
