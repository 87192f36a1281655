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


def test_result_lines_name_the_winner_then_each_players_clouds_gold_and_relics():
    for seed in range(4):
        state = _finished(seed)
        lines = RULES.result_lines(state)
        assert len(lines) == 3
        if len(state.winners) == 1:
            assert lines[0].startswith(f"{('Nia', 'Kofi')[state.winners[0]]} wins")
        else:
            assert lines[0].startswith("A shared win")
        first = state.winners[0] if len(state.winners) == 1 else 0
        for line, seat in zip(lines[1:], (first, 1 - first), strict=True):
            player = state.players[seat]
            assert line.startswith(f"{('Nia', 'Kofi')[seat]}: {player.cloud_points} points ")
            assert f"; {player.gold} Gold, {len(player.relics)} Relic" in line
            assert ("from Clouds (" in line) == bool(player.clouds)
