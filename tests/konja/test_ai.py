"""AI seats: legal choices, no peeking at hidden cards, no use of the match rng."""

from baraza.game.konja import RULES, make_agent
from baraza.game.konja.ai import determinise
from baraza.game.konja.state import Relic

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


def test_easy_discards_when_a_spell_takes_it_over_five_relics_in_bones():
    # Seed 3 of random vs easy: Patron's Gift gave easy a sixth Relic in its Bones phase and it ended
    # the phase instead of discarding.
    s = at_bones(new_state(4), [1, 2, 3, 4, 5])
    s.players[0].relics = [Relic(c) for c in ("fie_ah", "oodoo", "at", "bone_flute", "idol_mask")]
    s.players[0].spells = ["patrons_gift"]
    s.players[0].magick, s.players[0].gold = 5, 10
    gift = next(a for a in RULES.legal_actions(s, 0) if a.kind == "play_spell")
    RULES.apply(s, 0, gift)
    assert s.phase == "bones" and s.pending_discard == 0
    legal = RULES.legal_actions(s, 0)
    for seed in range(20):
        choice = make_agent("easy", 0, seed).choose(RULES, RULES.view(s, 0), 0, legal)
        assert choice.kind == "discard_relic" and choice in legal


def test_easy_finishes_the_match_that_broke_it():
    from baraza.game.simulate import play_match

    record = play_match("konja", ["random", "ai:easy"], 3)
    assert record.winners
