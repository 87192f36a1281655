"""What the shell shows around a Konja match: option help and the results screen's lines."""

from __future__ import annotations

import random

from baraza.game.konja import RULES


def test_every_option_explains_itself_in_one_line():
    for spec in RULES.option_specs():
        assert spec.help and "\n" not in spec.help and len(spec.help) < 140, spec.key


def _finished(seed: int, **options):
    state = RULES.initial_state(options, seed, 2)
    rng = random.Random(seed)
    while not RULES.is_terminal(state):
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return state


def test_result_lines_give_each_players_clouds_and_gold():
    for seed in range(4):
        state = _finished(seed)
        lines = RULES.result_lines(state)
        assert 2 <= len(lines) <= 4
        for seat, player in enumerate(state.players):
            assert lines[seat].startswith(f"{('Nia', 'Kofi')[seat]}: {player.cloud_points} points = ")
            assert lines[seat].endswith(f"; {player.gold} Gold")
        assert all(len(line) <= 60 for line in lines)  # one line each on the results panel
        tied = state.players[0].cloud_points == state.players[1].cloud_points
        assert (len(lines) == 3) == tied
