"""Every marked Khedu move shows a Why on the replay's caption. A keys tester's analysis (keys14) marked their
attack on a Wuqri Warlord a blunder with no Why, while the AI's blunder beside it had one: the player's reason
("the better attack was as sure (…) and left a better table, in the judge's play-outs") was too long for the
caption, which then leaves it out."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

RECORD = json.loads((Path(__file__).parent / "s34_keys14_record.json").read_text())
PLAYER_PLY, AI_PLY = 137, 142  # the two blunders the tester's analysis marked
BETTER = {PLAYER_PLY: "Khana Chahak (P1 slot 1) attacks Hadimi Warden (Desert 1)", AI_PLY: "Sing Mirage Lament"}


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def _caption(viewer, ply: int) -> str:
    viewer.jump(ply, before_mark=False)
    viewer._caption()  # the reasons are worked out on a thread of their own
    for _ in range(300):
        if "Why:" in viewer._caption():
            break
        time.sleep(0.02)
    return viewer._caption()


def test_the_players_marked_attack_shows_its_why_as_the_ais_mark_does(baraza_home) -> None:
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    match = _match()
    judged = []
    for m in Replay(match).moves:
        marked = m.ply in BETTER
        mark, before, after, best = ("blunder", 0.9, 0.59, BETTER[m.ply]) if marked else (None, 0.5, 0.5, m.text)
        pair = (before, 1 - before), (after, 1 - after)
        if m.seat == 1:
            pair = tuple(p[::-1] for p in pair)
        judged.append(MoveJudgement(m.ply, m.seat, m.text, None, before, after, best, mark, *pair))
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    for ply in (PLAYER_PLY, AI_PLY):
        caption = _caption(viewer, ply)
        assert "a blunder" in caption and "Why:" in caption, (ply, caption)
    viewer.on_exit()


def test_a_mark_where_nothing_differs_at_once_still_has_a_why() -> None:
    from baraza.game.khedu.mark_words import mark_reason

    match = _match()
    state = match.state_at(153)  # the AI's equal-dice step: "Turn the 1s up", Resolve beside it
    seat, action = match.records[153].seat, match.records[153].action
    assert action.kind == "adjust"
    why = mark_reason(match.rules, state, seat, action, Action("resolve"))
    assert why and "played out from here" in why, why  # s35: mark_words.NO_REASON, asked a confirmed MISTAKE


def test_two_attacks_alike_at_the_roll_say_what_each_win_turns_up() -> None:
    from baraza.game.khedu.mark_words import mark_reason

    match = _match()
    state = match.state_at(PLAYER_PLY - 1)
    record = match.records[PLAYER_PLY - 1]
    better = next(a for a in match.rules.legal_actions(state, record.seat)
                  if match.rules.describe_action(state, record.seat, a) == BETTER[PLAYER_PLY])
    why = mark_reason(match.rules, state, record.seat, record.action, better)
    assert why == "as sure, but a win turned up Himbua Colossus; the other would have turned up Rahala Outrider", why
