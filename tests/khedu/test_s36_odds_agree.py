"""A blind tester (khedu21, 2 players against the normal AI) read two odds for one fight. The Hint: "Okavian Raider
attacks Khana KuDjani — your Khana KuDjani holds 77% (you move the dice: turn pairs down)"; the analysis of the
same position (move 55, their End turn): "this gave up an attack 68% to win before any song". The judge's words
counted the equal dice raised (the attacker's best total) where the player, who provoked the fight at their own
hero, moves them down (odds.dice_lowered), and gave the attacker's side. Both now read one source: odds.attack_odds
and a fight's panel agree, and the judge says the hero's side."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.khedu.mark_words import after, fight_chance, mark_reason
from baraza.game.khedu.odds import attack_odds
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "khedu21_record.json").read_text())
ENDED = 54  # the position before move 55: the player's End turn
PROVOKE = Action.from_json({"kind": "attack", "args": [["cadre", 1, 0], ["cadre", 0, 0]]})  # Raider into KuDjani


def _match() -> Match:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def test_the_judge_gives_the_hints_odds_from_the_players_side() -> None:
    rules, state = get_game("khedu").rules, _match().state_at(ENDED)
    assert Action.from_json(RECORD["moves"][ENDED]["action"]) == Action("end_turn")
    assert PROVOKE in rules.legal_actions(state, 0)
    hint = 1.0 - rules.view(state, 0).attack_win_chance(0, *PROVOKE.args, eternal=True)  # the Hint's "holds"
    assert f"{hint:.0%}" == "77%"
    why = mark_reason(rules, state, 0, Action("end_turn"), PROVOKE)
    assert why is not None and "68%" not in why, why
    assert "Khana KuDjani, which holds 77%" in why and "Okavian Raider" in why, why


def test_every_attacks_opened_fight_has_the_odds_the_hint_gave() -> None:
    # the panel's chance once a fight opens (the judge's fight_chance) is the Hint's before any song, for every
    # attack open to the mover anywhere in the match: the equal dice moved the instigator's way in both
    rules, match = get_game("khedu").rules, _match()
    checked = lowered = 0
    for i in range(len(RECORD["moves"])):
        state = match.state_at(i)
        if state.combat is not None:
            continue
        for seat in rules.active_seats(state):
            view = rules.view(state, seat)
            for a in rules.legal_actions(state, seat):
                if a.kind != "attack":
                    continue
                att, dfn = tuple(a.args[0]), tuple(a.args[1])
                hint = attack_odds(view, seat, att, dfn, eternal=False)[1]
                judged = fight_chance(rules, after(rules, state, seat, a))
                assert judged is not None and abs(judged - hint) < 1e-9, (i, a, judged, hint)
                checked += 1
                lowered += dfn[:2] == ("cadre", seat)
    assert checked > 20 and lowered > 0, (checked, lowered)
