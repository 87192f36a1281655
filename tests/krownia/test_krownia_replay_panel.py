"""KROWNIA's side panel in a replay (issue 41, History/Replay playtest): no live control of the table (the Trade
button stood there in a replay), and the finished match's panel names the winner's real count ("reached 8 VP"
was the target, said of a player with 9)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from matches import played  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402


def test_a_replay_shows_no_trade_or_rules_button_and_the_winners_real_count(baraza_home):
    app = make_app()
    match = played("krownia", 4, ["human", "ai:easy"])
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.jump(len(viewer.replay.match.records), before_mark=False)
    frames(app, 2)
    table = viewer.board.table
    view = table.current_view()
    names = [c.label for c in table.actions.controls(view)]
    assert "Trade…" not in names and "Rules" not in names
    title, words = table.prompts.prompt(view)
    won = int(match.result().scores[view.winner])
    assert title == "Game over" and words.endswith(f"won with {won} VP.")
