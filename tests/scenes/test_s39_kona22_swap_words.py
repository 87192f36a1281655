"""kona22, after the pie swap: the Replay's View button said "Black" at move 0 while the table showed "White (you)";
the log and result said "Black swapped colours" of the AI while the table called the player Black; Undo at a
"Play here" match's first position blamed dice and card draws."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.core.match import Match
from baraza.game.registry import get_game


def _swapped() -> Match:
    rules = get_game("kona").rules
    match = Match(rules, ["human", "ai:normal"], 3, {**rules.default_options(), "pie": "on"})
    match.submit(0, match.legal_actions(0)[0])
    swap = next(a for a in match.legal_actions(1) if a.kind in ("swap", "pie"))
    match.submit(1, swap)
    seat = match.active_seats()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    return match


def test_the_view_button_names_the_seat_as_it_plays_at_the_move_shown(baraza_home) -> None:
    app = make_app()
    match = _swapped()
    viewer = app.show("replay", match)
    frames(app, 1, [key(pygame.K_HOME)])
    assert viewer.ply == 0 and viewer.view_button.text.startswith("White")
    frames(app, 1, [key(pygame.K_END)])
    assert viewer.view_button.text.startswith("Black")


def test_the_swap_is_told_without_naming_the_swapper_by_a_colour_it_no_longer_plays() -> None:
    match = _swapped()
    said = " ".join(line.text for line in match.log)
    assert "Black swaps" not in said and "Colours swapped (pie rule)" in said


def test_undo_at_a_branchs_first_position_says_where_the_match_began(baraza_home) -> None:
    app = make_app()
    match = _swapped()
    branch = match.copy_at(len(match.records), ["human", "ai:normal"])
    branch.branched_from = {"origin": "x.json", "ply": len(match.records)}
    table = app.show_match(branch)
    frames(app, 1)
    said = []
    app.toast = lambda text, *a, **k: said.append(text)
    table.move_intents.undo()
    assert said and "began here" in said[-1], said
    table.ai.close()
