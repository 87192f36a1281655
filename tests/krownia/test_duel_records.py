"""The duel's records can be recounted: summary merges plain and gzip files, drops repeated games and names the
versions behind the figure (tools/krownia_vs_catanatron.py; catanatron itself is not needed)."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("krownia_vs_catanatron", ROOT / "tools" / "krownia_vs_catanatron.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def record(seed: int, win: bool, control: bool = False, commit: str = "abc") -> dict:
    return {"seed": seed, "position": seed % 4, "ours": "AB" if control else "ai:expert", "theirs": "AB",
            "win": win, "turns": 80, "error": None, "vp": 10 if win else 7, "times_ms": [1.0, 2.0],
            "control": control, "baraza_commit": commit, "catanatron_version": "3.3.0",
            "catanatron_commit": "41ba0db5"}


def test_summary_merges_files_and_drops_repeated_games(tmp_path, capsys) -> None:
    tool = load_tool()
    first = tmp_path / "a.jsonl"
    first.write_text("".join(json.dumps(record(s, s % 2 == 0)) + "\n" for s in range(10)))
    second = tmp_path / "b.jsonl.gz"  # games 8-13: 8 and 9 repeat the first file's
    with gzip.open(second, "wt") as f:
        for s in range(8, 14):
            f.write(json.dumps(record(s, True)) + "\n")
        f.write(json.dumps(record(3, False, control=True)) + "\n")
    assert tool.main(["summary", str(first), str(second)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 14 and out["duplicates_dropped"] == 2
    assert out["wins"] == 5 + 4  # seeds 0,2,4,6,8 from the first file; 10-13 from the second
    assert out["control"]["games"] == 1 and out["control"]["wins"] == 0
    assert out["versions"] == ["baraza abc, catanatron 3.3.0 41ba0db5"]


def test_old_records_without_versions_are_named_unversioned(tmp_path, capsys) -> None:
    tool = load_tool()
    old = record(1, True)
    for key in ("baraza_commit", "catanatron_version", "catanatron_commit"):
        del old[key]
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps(old) + "\n")
    assert tool.main(["summary", str(path)]) == 0
    assert "unversioned" in json.loads(capsys.readouterr().out)["versions"][0]


def test_baraza_commit_names_this_tree() -> None:
    commit = load_tool().baraza_commit()
    assert commit == "unknown" or len(commit.split("+")[0]) == 40


def _tally(vp: int, towns: int = 0, longest: bool = False) -> dict:
    return {"vp": vp, "villages": 2, "towns": towns, "roads": 6, "longest": longest, "army": False,
            "vp_cards": 0, "knights": 0, "road_len": 4}


def test_summary_splits_points_by_outcome_and_pairs_runs_on_common_seeds(tmp_path, capsys) -> None:
    tool = load_tool()
    won = {**record(0, True), "winner_position": 0, "tallies": [_tally(10, 3)] + [_tally(5)] * 3}
    lost = {**record(1, False), "winner_position": 2,
            "tallies": [_tally(4), _tally(6), _tally(10, 2, True), _tally(5)]}
    old = record(2, True)  # no tallies: counted in the wins, not in the points
    ours = tmp_path / "ours.jsonl"
    ours.write_text("".join(json.dumps(r) + "\n" for r in (won, lost, old)))
    base = tmp_path / "base.jsonl"
    base.write_text("".join(json.dumps(record(s, w)) + "\n" for s, w in ((0, False), (1, True), (7, True))))
    assert tool.main(["summary", str(ours), "--against", str(base)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["points"]["won"] == {"games": 1, "ours": {**_tally(10, 3), "longest": 0.0}}
    assert out["points"]["lost"]["ours"]["vp"] == 6.0  # seat 1 (position of seed 1)
    assert out["points"]["lost"]["winner"]["longest"] == 1.0
    assert out["paired"] == {"games": 2, "wins": 1, "base_wins": 1, "only_ours": 1, "only_base": 1,
                             "sign_p": 1.0}


def test_sign_test_is_the_exact_two_sided_binomial_tail() -> None:
    tool = load_tool()
    assert tool.sign_test(0, 0) == 1.0
    assert tool.sign_test(5, 5) == 1.0
    assert tool.sign_test(0, 5) == 0.0625  # 2 * (1/2)^5
    assert tool.sign_test(51, 76) == tool.sign_test(76, 51)
    assert 0.02 < tool.sign_test(51, 76) < 0.04  # the look-ahead's split against VF: weaker, p about 0.03
    assert tool.sign_test(37, 29) > 0.3  # a split like this one is noise


def test_expert_settings_split_agent_settings_from_value_weights() -> None:
    tool = load_tool()
    out = tool.expert_settings("lookahead=4,army_prospect=150,value=learned")
    assert out["lookahead"] == 4 and out["value"] == "learned"
    assert out["weights"].army_prospect == 150.0
    assert out["weights"].dev_card == tool.load_weights().dev_card  # the others stay the shipped ones
    assert tool.expert_settings("") == {}
    for bad in ("no_such=1", "dev_card=many"):
        try:
            tool.expert_settings(bad)
        except ValueError as exc:
            assert "--expert-set" in str(exc)
        else:
            raise AssertionError(bad)


def fake_worker(tool, monkeypatch, **extra) -> dict:
    """The duel's worker replaced by one that answers one won game (its record plus `extra`) at commit "abc";
    the returned dict gets the command and environment the duel started it with."""
    seen: dict = {}

    class FakeWorker:
        def __init__(self, cmd, stdout, text, cwd, env) -> None:
            seen["cmd"], seen["env"] = cmd, env
            rec = {**record(1000, True), "game": 0, **extra}
            self.stdout = iter([json.dumps(rec) + "\n"])

        def wait(self) -> int:
            return 0

    monkeypatch.setattr(tool, "baraza_commit", lambda: "abc")
    monkeypatch.setattr(tool.subprocess, "Popen", FakeWorker)
    return seen


def test_duel_refuses_a_misspelt_setting_before_playing(capsys) -> None:
    tool = load_tool()
    assert tool.main(["duel", "--catan-python", "/nonexistent/python", "--expert-set", "lookahed=4"]) == 2
    assert "lookahed" in capsys.readouterr().err


def test_duel_runs_its_games_on_a_fixed_hash_seed_and_records_it(tmp_path, monkeypatch) -> None:
    """catanatron's bots break ties by the order of string sets: the games' process gets PYTHONHASHSEED, so a
    seed replays the same game, and each record says which hash seed it ran on."""
    tool = load_tool()
    seen = fake_worker(tool, monkeypatch)
    out = tmp_path / "r.jsonl"
    assert tool.main(["duel", "--catan-python", "/nonexistent/python", "--games", "1", "--control-games", "0",
                      "--catan-commit", "41ba0db5", "--hash-seed", "7", "--records", str(out), "--json"]) == 0
    assert seen["env"]["PYTHONHASHSEED"] == "7"
    assert json.loads(out.read_text())["hash_seed"] == 7


def test_summary_counts_games_by_the_resources_our_setup_touches(tmp_path, capsys) -> None:
    tool = load_tool()
    rows = []
    for seed, win, ours in ((1000, True, [0.1, 0.1, 0.1, 0.1, 0.1]), (1001, False, [0.2, 0.0, 0.1, 0.1, 0.1]),
                            (1002, False, [0.3, 0.0, 0.0, 0.1, 0.1])):
        rec = record(seed, win)
        rec["setup"] = [[0.1] * 5 for _ in range(4)]
        rec["setup"][rec["position"]] = ours
        rows.append(json.dumps(rec))
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(rows) + "\n")
    assert tool.main(["summary", str(path)]) == 0
    setup = json.loads(capsys.readouterr().out)["setup_resources"]
    assert setup["5"] == {"games": 1, "wins": 1, "income": 0.5}
    assert setup["4"]["games"] == 1 and setup["4"]["wins"] == 0
    assert setup["3"]["games"] == 1 and setup["others_income"] == 0.5


def test_summary_counts_records_kept_without_their_decision_times(tmp_path, capsys) -> None:
    tool = load_tool()
    rows = [record(0, True), record(1, False)]
    for r in rows:
        r.pop("times_ms", None)
    path = tmp_path / "slim.jsonl.gz"
    with gzip.open(path, "wt") as f:
        f.write("".join(json.dumps(r) + "\n" for r in rows))
    assert tool.main(["summary", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["games"], out["wins"]) == (2, 1)
    assert out["median_decision_ms"] is None and out["p99_decision_ms"] is None


def test_play_out_width_and_margin_are_expert_settings_defaulting_to_the_shipped_ones() -> None:
    tool = load_tool()
    from baraza.game.krownia.expert import agent

    out = tool.expert_settings("rollouts=12,roll_width=4,roll_margin=100.0")
    assert out == {"rollouts": 12, "roll_width": 4, "roll_margin": 100.0}
    shipped = agent.ExpertAI(0, 1)
    assert (shipped.roll_width, shipped.roll_margin) == (agent.ROLL_WIDTH, agent.ROLL_MARGIN)
    wide = agent.ExpertAI(0, 1, **out)
    assert (wide.rollouts, wide.roll_width, wide.roll_margin) == (12, 4, 100.0)


def test_expert_settings_load_a_learned_value_file_and_refuse_a_bad_one(tmp_path) -> None:
    tool = load_tool()
    good = tmp_path / "linear.json"
    from baraza.game.krownia.expert.features import FEATURES
    from baraza.game.krownia.expert.learned import LinearModel, save_model

    save_model(LinearModel(-1.0, tuple([0.1] * len(FEATURES)), 100.0), {}, good)
    out = tool.expert_settings(f"value=learned,model={good}")
    assert out["value"] == "learned" and isinstance(out["model"], LinearModel)
    (tmp_path / "bad.json").write_text("{")
    try:
        tool.expert_settings(f"value=learned,model={tmp_path / 'bad.json'}")
    except ValueError as exc:
        assert "not a valid learned-value file" in str(exc)
    else:
        raise AssertionError("a broken model file was taken")


def test_duel_writes_training_rows_to_their_own_file(tmp_path, monkeypatch) -> None:
    """With --rows the worker is asked for rows; they leave the game's record and go, game by game, to the
    rows file, each with the commit that made it."""
    tool = load_tool()
    rows_of_game = [{"g": 1000, "m": 0, "seat": s, "x": [1.0], "hand": 2.0, "win": int(s == 0)} for s in range(4)]
    seen = fake_worker(tool, monkeypatch, rows=rows_of_game)
    records, rows = tmp_path / "r.jsonl", tmp_path / "rows.jsonl"
    assert tool.main(["duel", "--catan-python", "/nonexistent/python", "--games", "1", "--control-games", "0",
                      "--catan-commit", "41ba0db5", "--records", str(records), "--rows", str(rows),
                      "--rows-sample", "0.5", "--json"]) == 0
    assert seen["cmd"][-2:] == ["--rows-sample", "0.5"]
    assert "rows" not in json.loads(records.read_text())
    lines = [json.loads(line) for line in rows.read_text().splitlines()]
    assert [r["seat"] for r in lines] == [0, 1, 2, 3] and [r["win"] for r in lines] == [1, 0, 0, 0]
    assert all(r["baraza_commit"] == "abc" for r in lines)
