"""The replay's chart pools neighbouring positions against the play-outs' luck; a game judged exactly (no chance,
no hidden information: every chance is searched, not sampled) keeps each position's own figure."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.game.registry import GAMES, get_game, new_match


def test_the_chart_is_pooled_only_for_games_with_luck(baraza_home):
    for name in sorted(GAMES):
        spec = get_game(name)
        seats = ["human"] + ["ai:easy"] * (max(spec.min_seats, 2) - 1)
        match = new_match(name, seats, 3)
        app = make_app()
        viewer = app.show("replay", match)
        frames(app, 1)
        exact = spec.chance is False and spec.hidden_information is False
        assert viewer.timeline.smooth is not exact, name
        if exact:  # a zig-zag made up: drawn as it is
            values = [0.0, 1.0, 0.0, 1.0, 0.0]
            viewer.timeline.judgements = [
                MoveJudgement(i + 1, 0, "m", None, values[i], values[i + 1], None, None, (values[i], 1 - values[i]),
                              (values[i + 1], 1 - values[i + 1])) for i in range(4)]
            assert [h for _p, h in viewer.timeline.curve()] == values
        viewer.on_exit()
