"""Issue 41, round 9 of the Khedu playtests (two blind testers): a hint names only what the move then offers, the
reward's ask says whose victory, and the log says what a number is."""

from __future__ import annotations

import json

from baraza.game.core.match import Action, Match
from baraza.game.registry import get_game

# the blind tester's two-player match (khedu-8f862644c848): Player 1 (Rahala) at their first turn, Cadre empty
OPENING = ['[0,"reveal_cadence",[85]]', '[0,"discard_cadence",[91]]', '[1,"reveal_cadence",[82]]',
           '[1,"discard_cadence",[90]]']
OPTIONS = {"clan_1": "random", "clan_2": "Wuqri", "clan_3": "random", "clan_4": "random", "max_turns": 15}


def _tupled(arg):
    return tuple(_tupled(a) for a in arg) if isinstance(arg, list) else arg


def _match(moves: list[str]) -> Match:
    made = [(seat, Action(kind, _tupled(args))) for seat, kind, args in map(json.loads, moves)]
    return Match.from_moves(get_game("khedu").rules, ["human", "ai:normal"], 670493, dict(OPTIONS), made)


def test_a_meditate_hint_names_only_options_the_meditation_then_offers():
    """74, 75, 116: "Meditate … use The Hunt; press Meditate", then only "Redraw hand" was offered (The Hunt needs
    a hero in the Cadre)."""
    from baraza.scenes.khedu.hint_words import hint_reasons

    match = _match(OPENING)
    view = match.view(0)
    data = match.rules.data
    assert view.players[0].clan == "Rahala" and all(u is None for u in view.players[0].cadre)
    said = " ".join(hint_reasons(view, 0, Action("meditate"), data))
    match = _match(OPENING + ['[0,"meditate",[]]'])
    offered = {a.kind for a in match.legal_actions(0)}
    assert "med_clan" not in offered, offered
    assert data.clans["Rahala"].meditation not in said, said


def test_an_ascending_heros_log_line_says_what_its_points_are():
    """Solo log: "Rahala Fighter ascends to Khana: +5 for Player 1" did not say what the 5 was."""
    from khedu_helpers import put_cadre, start

    from baraza.game.khedu.turns import exhaust

    state = start(1, 3, ("Rahala",))
    put_cadre(state, 0, 0, "rahala_fighter", honor=3)
    events = exhaust(get_game("khedu").rules.data, state, 0, "test")
    line = next(e.text for e in events if e.kind == "ascend")
    assert "3 Honor" in line and "reward 2" in line and "score" in line, line
