"""A solo run's analysis (playtest: Khedu solo's chart was a flat 100 %, "the chance of beating whom?"): with one
seat the analysis judges the expected final score, the chart says so and draws it, and a kept analysis with the
scores is read back whole."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, make_app

from baraza.game.core.analysis import PlayoutAnalyser, analyse
from baraza.game.persistence.analysis_cache import read_analysis, write_analysis


def _solo_judgements():
    match = played("khedu", 2, ["human"], limit=6)
    return match, analyse(match.rules, match.options, match.seed, 1, match.moves, PlayoutAnalyser(playouts=3))


def test_a_solo_runs_chart_is_its_expected_score_not_a_flat_chance(baraza_home) -> None:
    match, judged = _solo_judgements()
    assert all(j.p_before == 1.0 == j.p_after for j in judged)  # the chance: always 100 %, nothing to read
    scores = [judged[0].score_before] + [j.score_after for j in judged]
    assert all(s is not None and s > 0 for s in scores) and len(set(scores)) > 1, scores
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    assert viewer.timeline.scored and len({h for _p, h in viewer.timeline.curve()}) > 1
    surface = pygame.Surface(app.screen.get_size())
    app.fonts.placed = []
    try:
        viewer.draw(surface)
        drawn = [text for _rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None
    assert any("expected final score" in t for t in drawn), drawn
    assert not any("chance of winning" in t for t in drawn)
    viewer.on_exit()


def test_a_kept_solo_analysis_reads_back_with_its_scores(baraza_home) -> None:
    _match, judged = _solo_judgements()
    write_analysis("solo-key", [j.to_json() for j in judged])
    again = read_analysis("solo-key", len(judged))
    assert again is not None and [d["score_after"] for d in again] == [round(j.score_after, 2) for j in judged]


def test_a_game_with_opponents_has_no_expected_score() -> None:
    match = played("konja", 2, ["human", "ai:easy"], limit=4)
    # the easy level and short play-outs: what is asserted needs no strong judge (the hard one took minutes)
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves,
                     PlayoutAnalyser(playouts=2, level="easy", max_moves=300))
    assert all(j.score_before is None and j.score_after is None for j in judged)
