"""A blind tester's summary named "your move 84" among the largest falls of a lost match: that move was a roll of the
dice (luck, no decision). The analysis now records whether each move was a choice (MoveJudgement.luck, set by
game/core/analysis_falls.luck_move: an only legal move, or a roll the rules list or a chance node), and the falls'
words name such a move as the luck it was, never with "the judge's move too" or among the player's own falls."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.analysis_falls import falls_said, luck_move

NAMES = ["You", "AI normal"]


def _chart(points: list[tuple[int, float, str]]) -> list[MoveJudgement]:
    """Judgements from (mover, the player's chance after the move, the move's words), from 0.74, the judge's move
    played at each."""
    out, p = [], 0.74
    for ply, (seat, after, words) in enumerate(points, 1):
        out.append(MoveJudgement(ply, seat, words, {}, p if seat == 0 else 1 - p, after if seat == 0 else 1 - after,
                                 words, None, (p, 1 - p), (after, 1 - after)))
        p = after
    return out


# the konja17 chart's shape: 74 % down to 0 over many steps, the largest at the AI's moves and the player's roll
POINTS = [(1, 0.69, "Place an Idol"), (1, 0.61, "Roll the dice"), (1, 0.55, "Use a card"), (0, 0.47, "Roll the dice"),
          (0, 0.42, "Place an Idol"), (0, 0.35, "Use a card"), (1, 0.29, "Roll the dice"), (1, 0.22, "Summon"),
          (1, 0.14, "Flip a Cloud"), (1, 0.10, "Roll the dice"), (1, 0.0, "Use a card on the 1s")]


def test_a_roll_among_the_largest_falls_is_named_as_luck_not_as_a_choice() -> None:
    judged = _chart(POINTS)
    judged[3] = replace(judged[3], luck=True)  # the player's roll: no choice made
    said = falls_said(judged, NAMES)
    assert "your move 4 (Roll the dice, 55% → 47%: luck, not a choice)" in said, said
    assert "your move 4 (Roll the dice, 55% → 47%; the judge's move too" not in said


def test_a_chosen_move_keeps_its_words() -> None:
    said = falls_said(_chart(POINTS), NAMES)
    assert "your move 4 (Roll the dice, 55% → 47%; the judge's move too)" in said, said
    assert "luck" not in said


def test_a_lucky_fall_is_never_listed_among_the_players_own() -> None:
    judged = _chart([(0, 0.6, "Roll"), (1, 0.5, "Trade"), (0, 0.2, "Roll the red dice"), (1, 0.0, "Build")])
    judged[2] = replace(judged[2], best="Skip the red dice", luck=True)  # worded otherwise, but a roll all the same
    said = falls_said(judged, NAMES)
    assert "Your own largest" not in said
    assert "move 3 (Roll the red dice, 50% → 20%: luck, not a choice)" in said, said


class _Rules:
    """Rules with a roll (its outcomes listed), a reroll (drawn, none listed) and a forced move."""

    def legal_actions(self, state, seat):
        return [Action("only")] if state == "forced" else [Action("roll"), Action("skip"), Action("reroll")]

    def chance_outcomes(self, state, seat, action, limit=64):
        return [(0.5, "a"), (0.5, "b")] if action.kind == "roll" else None


def test_luck_move_is_an_only_move_a_listed_roll_or_a_chance_node() -> None:
    rules = _Rules()
    assert luck_move(rules, "forced", 0, Action("only"), drew=False)
    assert luck_move(rules, "open", 0, Action("roll"), drew=True)
    assert not luck_move(rules, "open", 0, Action("reroll"), drew=True)  # a card's reroll is chosen
    assert not luck_move(rules, "open", 0, Action("skip"), drew=False)
    node = SimpleNamespace(chance_node=lambda r, s: [(0.25, "won"), (0.75, "lost")])
    assert luck_move(rules, "open", 0, Action("reroll"), drew=True, judge=node)  # the judge's chance node


def test_the_judgement_carries_it_in_its_json() -> None:
    judged = replace(_chart(POINTS)[0], luck=True)
    assert judged.to_json()["luck"] is True
    assert MoveJudgement(**{**judged.to_json(), "chances_before": (0.74, 0.26)}).luck is True
    old = {k: v for k, v in judged.to_json().items() if k != "luck"}  # an analysis kept before: a choice, as then
    assert MoveJudgement(**old).luck is False
