"""Solo Khedu: "End the run here" (issue 41). A full Cadre leaves no way to spend the last Influence, the rules' own
end of a run, so a tester paid -3 LP a turn until the turn limit. A solo turn with a full Cadre may now end the run as it stands:
a recorded move of the rules (it replays), never charged a pass, and never the AI's choice unless it surely scores
more (a costly pass on the run's last turn)."""

from __future__ import annotations

import json

from baraza.game.core.action import Action
from baraza.game.khedu import RULES, make_agent
from baraza.game.khedu.ai import KheduAgent
from baraza.game.persistence.saves import match_from_data, save_data
from baraza.game.registry import new_match

END = Action("end_run")


def _solo_turn_start(seed: int = 3, want=lambda s: True):
    """A solo run played by the easy AI (never ending it) up to a turn's start where `want(state)` holds (the first
    seed from `seed` on whose run reaches one)."""
    for tried in range(seed, seed + 40):
        m = new_match("khedu", ["human"], tried, {})
        agent = make_agent("easy", 0, tried)
        while not m.is_over():
            s = m.state
            if s.phase == "turn" and s.turn_mode is None and want(s):
                return m
            legal = [a for a in m.legal_actions(0) if a != END]
            m.submit(0, agent.choose(m.rules, m.view(0), 0, legal))
    raise AssertionError("no such turn")


def test_a_solo_turn_may_end_the_run_once_the_cadre_is_full_and_a_duel_never():
    m = _solo_turn_start(want=lambda s: all(s.players[0].cadre))
    assert END in m.legal_actions(0)
    m.state.players[0].cadre[1] = None  # a free slot: the last Influence can still end the run, the rules' way
    assert END not in m.legal_actions(0)
    first = _solo_turn_start()
    assert not all(first.state.players[0].cadre) and END not in first.legal_actions(0)
    duel = new_match("khedu", ["human", "human"], 3, {})
    while not duel.is_over():
        seat = duel.active_seats()[0]
        assert END not in duel.legal_actions(seat)
        duel.submit(seat, duel.legal_actions(seat)[0])


def test_ending_the_run_keeps_the_score_pays_no_pass_and_replays():
    m = _solo_turn_start(want=lambda s: all(s.players[0].cadre) and s.players[0].turns_taken >= 4)
    p = m.state.players[0]
    lp = p.lp
    ascend = sum(RULES.unit_def(m.state, u.card).reward for u in p.cadre
                 if u is not None and RULES.aligned(m.state, 0, u.card) and u.honor >= 3)
    honor = sum(u.honor for u in p.cadre if u is not None and RULES.aligned(m.state, 0, u.card))
    m.submit(0, END)
    assert m.is_over()
    assert p.lp == lp, "no pass is charged"
    assert RULES.final_score(m.state, 0) == lp + honor + ascend, "heroes retire and ascend as at the run's end"
    kinds = [e.kind for e in m.records[-1].events]
    assert kinds[0] == "end_run" and "exhausted" in kinds and kinds[-1] == "game_over"
    # a recorded move: the saved record opens again and replays to the same end
    again = match_from_data(json.loads(json.dumps(save_data(m))))
    assert again.is_over() and again.moves[-1] == (0, END)
    assert again.result().scores == m.result().scores


def test_the_ai_ends_the_run_only_instead_of_a_costly_pass_on_its_last_turn():
    agent = KheduAgent("hard", 1)
    m = _solo_turn_start(want=lambda s: all(s.players[0].cadre) and s.players[0].lp >= 3)
    view = m.view(0)
    assert not agent.ending_beats(view, 0, Action("meditate"))
    assert not agent.ending_beats(view, 0, Action("pass")) or view.max_turns - view.players[0].turns_taken <= 1
    m.state.max_turns = m.state.players[0].turns_taken + 1  # this turn is the run's last
    assert agent.ending_beats(m.view(0), 0, Action("pass"))
    # the same choices and draws as before, End the run aside: the AI's own pick is unchanged elsewhere
    for level in ("easy", "normal", "hard"):
        for seed in range(4):
            m2 = _solo_turn_start(seed=seed, want=lambda s: all(s.players[0].cadre))
            legal = m2.legal_actions(0)
            a = make_agent(level, 0, seed).choose(m2.rules, m2.view(0), 0, legal)
            b = make_agent(level, 0, seed).choose(m2.rules, m2.view(0), 0, [x for x in legal if x != END])
            assert a == b or (a == END and b.kind == "pass")


def test_ai_runs_never_end_early():
    for level in ("easy", "normal", "hard"):
        m = new_match("khedu", ["human"], 5, {"max_turns": 15})
        agent = make_agent(level, 0, 5)
        while not m.is_over():
            m.submit(0, agent.choose(m.rules, m.view(0), 0, m.legal_actions(0)))
        if any(action == END for _, action in m.moves):  # only on the run's last turn, never before it
            assert m.state.players[0].turns_taken == 15, level
