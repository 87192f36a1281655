"""AI seats: legal choices, no peeking at hidden cards, no use of the match rng."""

from baraza.game.konja import RULES, make_agent
from baraza.game.konja.ai import determinise

from .helpers import at_bones, new_state


def test_agents_choose_legal_actions_without_touching_match_rng():
    s = at_bones(new_state(4), [1, 3, 3, 5, 6], action=("gold", "blank"))
    for level in ("easy", "normal", "hard"):
        before = s.rng.getstate()
        agent = make_agent(level, 0, 1)
        legal = RULES.legal_actions(s, 0)
        assert agent.choose(RULES, RULES.view(s, 0), 0, legal) in legal
        assert s.rng.getstate() == before


def test_hidden_hand_does_not_change_the_choice():
    a = at_bones(new_state(4), [2, 2, 4, 5, 6])
    b = RULES.clone(a)
    b.players[1].spells = ["whirlwind", "whirlwind", "tilt"]
    assert a.players[1].spells != b.players[1].spells
    for level in ("normal", "hard"):
        ca = make_agent(level, 0, 9).choose(RULES, RULES.view(a, 0), 0, RULES.legal_actions(a, 0))
        cb = make_agent(level, 0, 9).choose(RULES, RULES.view(b, 0), 0, RULES.legal_actions(b, 0))
        assert ca == cb


def test_determinise_keeps_what_is_seen():
    import random

    s = new_state(7)
    v = RULES.view(s, 0)
    d = determinise(v, random.Random(1))
    assert d.players[0].spells == s.players[0].spells
    assert len(d.players[1].spells) == len(s.players[1].spells)
    assert len(d.spell_deck) == len(s.spell_deck) and len(d.relic_deck) == len(s.relic_deck)
    assert d.offering == s.offering


def test_hard_takes_an_obvious_cloud():
    s = at_bones(new_state(4, shayka="none"), [6, 6, 6, 6, 2])
    s.players[0].spells = ["shape_bone"]
    s.players[0].magick = 2
    s.players[0].relics = []
    agent = make_agent("hard", 0, 3)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
    assert choice.kind == "play_spell" and choice.args == ("shape_bone", (4, 6))
