"""The summary's words on where the chance fell say whose moves they were (a blind tester, Analyse 4/10): "Your
chance fell from 77% to 0%, most of it at move 69, move 89 and move 114" (the caption's gist, the brackets cut)
read as the player's own moves, and all three were the opponent's. Whose move stands outside the brackets now."""

from __future__ import annotations

from baraza.game.core.analysis_falls import falls_said
from baraza.game.core.analysis_judgement import MoveJudgement
from baraza.scenes.replay.captions import fall_gist, verdict_words
from baraza.scenes.replay.practise_words import analysis_summary

NAMES = ["You", "AI normal"]


def _chart(points: list[tuple[int, float, str]]) -> list[MoveJudgement]:
    """Moves (mover, seat 0's chance after, words), none marked, each the judge's move."""
    out, p = [], 0.77
    for ply, (seat, after, words) in enumerate(points, 1):
        mine = (p, after) if seat == 0 else (1 - p, 1 - after)
        out.append(MoveJudgement(ply, seat, words, {}, mine[0], mine[1], words, None, (p, 1 - p), (after, 1 - after)))
        p = after
    return out


# the tester's chart: the fall came at three of the opponent's moves
POINTS = [(0, 0.75, "Roll"), (1, 0.45, "Exchange a set of a kind for a 7-point Cloud"), (0, 0.44, "Roll"),
          (1, 0.2, "Flip a 5-point Cloud"), (0, 0.2, "Finish the turn"), (1, 0.0, "Roll the dice")]


def test_the_fall_at_the_opponents_moves_names_the_opponent_outside_the_brackets() -> None:
    said = falls_said(_chart(POINTS), NAMES)
    assert "AI normal's move 2 (Exchange a set of a kind" in said, said
    gist = fall_gist(said.strip().split(". ")[0])
    # the caption's short form still says whose moves they were, and never "at move 2" alone
    assert "AI normal's move 2" in gist and "AI normal's move 4" in gist and "AI normal's move 6" in gist, gist
    assert " at move " not in gist and ", move " not in gist and "and move " not in gist, gist


def test_the_players_own_move_reads_as_theirs() -> None:
    points = [(0, 0.3, "End the Bones phase"), (1, 0.3, "Roll"), (0, 0.3, "Roll"), (1, 0.0, "Roll the dice")]
    said = falls_said(_chart(points), NAMES)
    assert "your move 1 (End the Bones phase, 77% → 30%" in said and "AI normal's move 4 (Roll the dice" in said, said


def test_the_caption_cut_to_its_gist_keeps_whose_moves() -> None:
    summary = analysis_summary(_chart(POINTS), NAMES)
    short = verdict_words(summary, lambda text: len(text) <= 170)
    assert "AI normal's move" in short and "(" not in short, short
