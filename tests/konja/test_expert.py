"""The expert AI: registered as a level, decides from its view only, finds a winning Ancestor and a
winning Bones play, searches its own Blessing choices, is repeatable for a seed and only ever plays
legal actions. No clock: fixed play-out rounds."""

from baraza.game.core.action import Action
from baraza.game.konja import RULES, SPEC
from baraza.game.konja.ai import KonjaAgent
from baraza.game.konja.expert import ExpertAgent
from baraza.game.konja.state import Cloud

from .helpers import at_bones, new_state


def expert(seat: int = 0, seed: int = 5, rounds: int = 2) -> ExpertAgent:
    return ExpertAgent(seat, seed, budget=None, max_rounds=rounds, bones_budget=None, bones_rounds=(1, rounds))


def test_expert_is_a_level_of_the_game():
    assert "expert" in SPEC.ai_levels
    assert isinstance(SPEC.make_agent("ai:expert", 1, 3), ExpertAgent)


def test_the_opponents_hidden_spells_do_not_change_the_choice():
    a = new_state(6)  # seat 0 chooses an Ancestor: the play-outs run
    b = RULES.clone(a)
    b.players[1].spells = ["whirlwind", "storm_veil", "tilt"]
    assert a.players[1].spells != b.players[1].spells
    legal = RULES.legal_actions(a, 0)
    assert legal == RULES.legal_actions(b, 0) and len(legal) > 1
    agent_a, agent_b = expert(), expert()
    assert agent_a.choose(RULES, RULES.view(a, 0), 0, legal) == agent_b.choose(RULES, RULES.view(b, 0), 0, legal)
    assert agent_a.last_rounds == 2
    c = at_bones(RULES.clone(a), [2, 2, 4, 5, 6])
    d = at_bones(RULES.clone(b), [2, 2, 4, 5, 6])
    legal = RULES.legal_actions(c, 0)
    assert expert().choose(RULES, RULES.view(c, 0), 0, legal) == expert().choose(RULES, RULES.view(d, 0), 0, legal)


def test_expert_takes_the_ancestor_that_wins_the_last_turn():
    # The final round is on and this is seat 0's last turn: 14 points to 20, 11 Gold. Only the Rain
    # Blessing (summon a 7-point Cloud) is sure to win; the dice alone almost never make up 7 points.
    s = new_state(8)
    s.final_round = True
    me, opp = s.players
    me.clouds, me.gold = [Cloud(7), Cloud(7)], 11
    opp.clouds, opp.gold = [Cloud(7), Cloud(5), Cloud(3), Cloud(5)], 0
    opp.turns = 1
    legal = RULES.legal_actions(s, 0)
    assert len(legal) == 5
    choice = expert(rounds=2).choose(RULES, RULES.view(s, 0), 0, legal)
    assert choice.kind == "choose_ancestor" and choice.args == ("rain",)


def play(agents, seed: int) -> list:
    s = new_state(seed)
    moves = []
    while not s.over:
        seat = RULES.active_seats(s)[0]
        legal = RULES.legal_actions(s, seat)
        action = agents[seat].choose(RULES, RULES.view(s, seat), seat, legal)
        assert action in legal, (seed, s.phase, action)
        RULES.apply(s, seat, action)
        moves.append((seat, action))
    return moves


def test_expert_is_repeatable_for_a_seed_and_plays_legally():
    first = play([expert(0, 11, rounds=1), KonjaAgent("easy", 1, 11)], 11)
    again = play([expert(0, 11, rounds=1), KonjaAgent("easy", 1, 11)], 11)
    assert first == again
    play([KonjaAgent("easy", 0, 12), expert(1, 12, rounds=1)], 12)


def test_simulate_clock_cpu_puts_the_expert_on_its_threads_cpu_clock():
    import time

    from baraza.game.simulate import build_parser, use_cpu_clock

    args = build_parser().parse_args(["konja", "--seats", "ai:expert,ai:hard", "--clock", "cpu"])
    assert args.clock == "cpu"
    agent = expert()
    assert agent.clock is time.perf_counter
    use_cpu_clock(agent)
    assert agent.clock is time.thread_time
    use_cpu_clock(KonjaAgent("hard", 1, 1))  # an AI without a clock is left alone


def test_expert_plays_out_the_resource_choice():
    s = new_state(9)
    RULES.apply(s, 0, RULES.legal_actions(s, 0)[1])  # the Resource Ancestor
    assert s.phase == "resource_choice"
    legal = RULES.legal_actions(s, 0)
    agent = expert(rounds=2)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, legal)
    assert choice in legal and choice.kind == "choose_resource" and agent.last_rounds == 2


def last_turn(seed: int, mine: list[int], theirs: list[int]):
    """Seat 0's last turn of the match (the final round is on, seat 1 has had its turn)."""
    s = new_state(seed)
    s.final_round = True
    me, opp = s.players
    me.clouds, opp.clouds = [Cloud(v) for v in mine], [Cloud(v) for v in theirs]
    opp.turns = 1
    return s


def test_expert_finds_the_bones_play_that_wins_the_last_turn():
    # 14 points to 20: four sixes and a five make a 5-point Cloud (19, a loss); Oodoo's pip on the five
    # makes five of a kind, a 7-point Cloud (21, a win). Rerolls only might get there.
    s = at_bones(last_turn(8, [7, 7], [7, 5, 3, 5]), [6, 6, 6, 6, 5])
    legal = RULES.legal_actions(s, 0)
    agent = expert(rounds=3)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, legal)
    assert agent.last_rounds == 3
    after = RULES.clone(s)
    RULES.apply(after, 0, choice)
    assert sorted(d.value for d in after.dice if d.colour == "green") == [6] * 5, choice


def test_expert_ends_the_bones_phase_when_it_has_already_won():
    # Five sixes already win: any reroll could only lose it.
    s = at_bones(last_turn(8, [7, 7], [7, 5, 3, 5]), [6, 6, 6, 6, 6])
    legal = RULES.legal_actions(s, 0)
    assert len(legal) > 1
    choice = expert(rounds=3).choose(RULES, RULES.view(s, 0), 0, legal)
    after = RULES.clone(s)
    RULES.apply(after, 0, choice)
    assert sorted(d.value for d in after.dice if d.colour == "green") == [6] * 5, choice


def test_expert_plays_out_its_own_blessing_choices():
    # Its own Rain: 11 Gold summon a 7-point Cloud, which wins its last turn (14 to 20); a smaller Cloud
    # needs three of a kind from a bare roll (no Relics or Spells to bend it). The opponent's 4 Gold summon
    # nothing.
    s = last_turn(8, [7, 7], [7, 5, 3, 5])
    s.players[0].gold, s.players[1].gold = 11, 4
    s.players[0].relics, s.players[0].spells = [], []
    RULES.apply(s, 0, Action("choose_ancestor", ("rain",)))
    while s.phase != "rain_summon":
        RULES.apply(s, 0, RULES.legal_actions(s, 0)[-1])
    legal = RULES.legal_actions(s, 0)
    agent = expert(rounds=8)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, legal)
    assert agent.last_rounds == 8
    assert choice.kind == "summon_cloud" and 7 in choice.args, choice
