"""krownia17 (a blind tester): Analyse on a match left unfinished marked White's move 262 (Trade 4 Wheat for 1 Ore)
"better: Play Year of Plenty", naming White's face-down development card while the player could still continue the
match. Through Red's eyes the better move is "Play a development card" in the caption and the move list, with no
Why and no ring; through White's own eyes, or once the match is over, the judge's words stand. The position is the
tester's own (tests/krownia/data/krownia17_unfinished.json)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.analysis_judgement import MoveJudgement  # noqa: E402

RECORD = Path(__file__).resolve().parents[1] / "krownia" / "data" / "krownia17_unfinished.json"
MARKED, WHITE, RED = 262, 2, 0


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    record = json.loads(RECORD.read_text())
    moves = [(seat, Action(kind, _args(args))) for seat, kind, args in record["moves"]]
    return Match.from_moves(get_game("krownia").rules, record["seats"], record["seed"], record["options"], moves)


def _judged(match) -> list[MoveJudgement]:
    """The tester's analysis as far as it matters: every move even, White's move 262 marked as it was."""
    out = []
    for ply, record in enumerate(match.records, start=1):
        words = match.rules.describe_action(match.state_at(ply - 1), record.seat, record.action)
        out.append(MoveJudgement(ply, record.seat, words, None, 0.3, 0.3, words, None, (0.3,) * 3, (0.3,) * 3))
    marked = out[MARKED - 1]
    out[MARKED - 1] = MoveJudgement(MARKED, WHITE, marked.action, None, 0.123, 0.106, "Play Year of Plenty",
                                    "inaccuracy", (0.208, 0.669, 0.123), (0.21, 0.684, 0.106), p_better=0.127)
    return out


def _viewer(app, match):
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = _judged(match)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    return viewer


def _row(viewer) -> str:
    return next(viewer.moves.row_text(m) for m in viewer.moves.moves if m.start <= MARKED <= m.ply)


def test_the_tester_s_position_holds_year_of_plenty_for_white() -> None:
    match = _match()
    state = match.state_at(MARKED - 1)
    assert not match.is_over() and match.records[MARKED - 1].seat == WHITE
    assert Action("play_year_of_plenty") in match.rules.legal_actions(state, WHITE)


def test_an_unfinished_match_names_no_card_hidden_from_the_player(baraza_home) -> None:
    app = make_app()
    viewer = _viewer(app, _match())
    assert viewer.board.seat == RED and None not in viewer.seat_choices  # no "All hands" before the end
    viewer.jump(MARKED)  # before the move, ringed, as the tester saw it
    frames(app, 1)
    caption = viewer._caption()
    assert "inaccuracy" in caption and "better: Play a development card" in caption, caption
    assert "Year of Plenty" not in caption and "Why:" not in caption, caption
    assert viewer.board.rings is None or not viewer.board.rings.better
    row = _row(viewer)
    assert "better: Play a development card" in row and "Year of Plenty" not in row, row
    viewer.jump(MARKED, before_mark=False)  # the move made
    caption = viewer._caption()
    assert "Year of Plenty" not in caption and "better: Play a development card" in caption, caption
    viewer.on_exit()


def test_through_the_mover_s_own_eyes_the_judge_s_words_stand(baraza_home) -> None:
    app = make_app()
    viewer = _viewer(app, _match())
    viewer.seat_choices = [0, WHITE]  # (View offers only the player's eyes here: White's own, as a test may ask)
    while viewer.board.seat != WHITE:
        viewer.next_seat()
    viewer.jump(MARKED, before_mark=False)
    assert "better: Play Year of Plenty" in viewer._caption()
    assert "better: Play Year of Plenty" in _row(viewer)
    viewer.on_exit()


def test_the_hidden_card_is_unnamed_only_while_the_match_can_go_on() -> None:
    from baraza.scenes.replay.seen_words import better_note, hidden_from

    match = _match()
    j = _judged(match)[MARKED - 1]
    assert hidden_from(match, RED, WHITE) and better_note(match, RED, j) == "; better: Play a development card"
    rules = match.rules
    state = match.state_at(MARKED - 1)
    # the board, bank and dice are public: a build or a bank trade keeps its words for every seat
    trade = match.records[MARKED - 1].action
    assert rules.describe_action_seen_by(state, WHITE, trade, RED) == rules.describe_action(state, WHITE, trade)
    assert rules.describe_action_seen_by(state, WHITE, Action("play_year_of_plenty"), WHITE) == "Play Year of Plenty"


def test_view_offers_only_the_players_own_eyes_while_the_match_can_go_on(baraza_home) -> None:
    """View stepped through every seat in an unfinished match: an AI's hand, its development cards included, was
    one press away from a player who could still continue it."""
    app = make_app()
    match = _match()
    viewer = app.show("replay", match)
    frames(app, 1)
    humans = [i for i, kind in enumerate(match.seats) if kind == "human"]
    assert viewer.seat_choices == humans
    for _ in range(3):
        viewer.next_seat()
        assert viewer.board.seat in humans
