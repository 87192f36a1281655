"""KROWNIA timers, views, replay, fuzzing and the AI seats."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from krownia_helpers import R, fresh, give, put_village

from baraza.game.core.action import Action
from baraza.game.core.rules import replay
from baraza.game.krownia import make_agent
from baraza.game.krownia.rules import DISCARD, MAIN, MOVE_PIRATE, ROLL, SETUP_ROAD, SETUP_VILLAGE, WARRIOR
from baraza.game.registry import new_match
from baraza.game.simulate import play_match

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from krownia_fuzz import check_invariants, fuzz_game  # noqa: E402


# ----- views -----------------------------------------------------------------------------------
def test_views_hide_other_hands_and_cards():
    s = fresh()
    give(s, 1, (1, 2, 3, 0, 0))
    s.deck.remove(WARRIOR)
    s.devs[1][WARRIOR] = 1
    v0 = R.view(s, 0)
    assert v0.hand == (0, 0, 0, 0, 0) and v0.dev_cards == (0, 0, 0, 0, 0)
    assert v0.players[1].card_count == 6 and v0.players[1].dev_count == 1
    assert "vp_cards" not in v0.players[1].stats
    v1 = R.view(s, 1)
    assert v1.hand == (1, 2, 3, 0, 0) and v1.dev_cards[0] == 1
    spectator = R.view(s, None)
    assert spectator.hand is None and spectator.dev_cards is None
    text = repr(v0)
    assert "deck=" not in text and "hands" not in text
    assert v0.deck_count == len(s.deck)


def test_view_fields_for_the_ui():
    s = fresh()
    put_village(s, 0, 20)
    v = R.view(s, 0)
    assert len(v.tiles) == 19 and len(v.harbours) == 9 and v.phase == MAIN
    assert v.players[0].villages == (20,) and v.players[0].vp_visible == 1
    assert len(v.dice_counts) == 13 and v.bank == (19,) * 5


# ----- replay ----------------------------------------------------------------------------------
def test_replay_is_deterministic_in_another_process():
    rec = play_match("krownia", ["random", "random", "random"], 17)
    state, _ = replay(R, rec.options, rec.seed, 3, rec.moves)
    assert state.winner == rec.winners[0]
    moves = json.dumps([[s, a.to_json()] for s, a in rec.moves])
    code = (
        "import json,sys\n"
        "from baraza.game.core.action import Action\n"
        "from baraza.game.core.rules import replay\n"
        "from baraza.game.krownia import RULES\n"
        "moves=[(s, Action.from_json(a)) for s, a in json.loads(sys.stdin.read())]\n"
        f"st,_=replay(RULES, {rec.options!r}, {rec.seed}, 3, moves)\n"
        "print(st.winner, st.hands, st.bank)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], input=moves, capture_output=True, text=True,
                         cwd=ROOT, timeout=60, check=True).stdout.strip()
    assert out == f"{state.winner} {state.hands} {state.bank}"


def test_clone_is_independent():
    s = fresh()
    c = R.clone(s)
    give(c, 0, (1, 0, 0, 0, 0))
    c.rng.random()
    assert s.hands[0] == [0] * 5 and s.rng.getstate() != c.rng.getstate()


# ----- fuzz ------------------------------------------------------------------------------------
def test_fuzz_random_games_keep_invariants():
    for g in range(24):
        fuzz_game(1000 + g, 2 + g % 3, {"friendly_pirate": g % 2 == 0, "beginner": g % 4 == 0})


def test_invariants_checker_catches_a_lost_card():
    s = fresh()
    s.hands[0][0] += 1
    try:
        check_invariants(R, s)
    except AssertionError:
        return
    raise AssertionError("the checker missed a card out of thin air")


# ----- AI --------------------------------------------------------------------------------------
def test_ai_levels_play_legal_games():
    for level in ("easy", "normal", "hard"):
        rec = play_match("krownia", [f"ai:{level}", "random", "ai:normal"], 5)
        assert rec.winners


def test_hard_ai_decides_from_the_view_without_simulating(monkeypatch):
    # Why hard is quick (about 0.06 ms a decision, measured by `simulate`, docs/benchmarks-krownia.md): it
    # reads the view and never copies or plays out a state. A search added to it must be measured there.
    from baraza.game.krownia.rules import KrowniaRules

    deciding = []

    def refuse(name):
        real = getattr(KrowniaRules, name)

        def wrapped(self, *args, **kwargs):
            assert not deciding, f"the hard AI called rules.{name} while deciding"
            return real(self, *args, **kwargs)
        return wrapped

    for name in ("clone", "apply"):
        monkeypatch.setattr(KrowniaRules, name, refuse(name))
    agents = [make_agent("hard", seat, 9) for seat in range(4)]
    for agent in agents:
        real_choose = agent.choose

        def choose(rules, view, seat, legal, real_choose=real_choose):
            deciding.append(seat)
            try:
                return real_choose(rules, view, seat, legal)
            finally:
                deciding.pop()
        agent.choose = choose
    s = R.initial_state(R.default_options(), 9, 4)
    moves = 0
    while not R.is_terminal(s) and moves < 5000:
        seat = R.active_seats(s)[0]
        R.apply(s, seat, agents[seat].choose(R, R.view(s, seat), seat, R.legal_actions(s, seat)))
        moves += 1
    assert R.is_terminal(s)


def test_ai_does_not_repeat_offers_in_a_turn():
    agent = make_agent("hard", 0, 1)
    s = fresh(num_seats=2)
    give(s, 0, (0, 1, 2, 0, 0))  # needs Wood for a road, has spare Sheep, no harbour
    put_village(s, 0, 24)
    from baraza.game.krownia import board as B
    s.road_owner[B.CORNER_EDGES[24][0]] = 0
    offers = 0
    rng = random.Random(1)
    for _ in range(40):
        if s.phase == ROLL or s.current != 0:
            break
        seat = R.active_seats(s)[0]
        legal = R.legal_actions(s, seat)
        if seat == 0:
            a = agent.choose(R, R.view(s, 0), 0, legal)
        else:
            a = Action("decline_trade") if Action("decline_trade") in legal else legal[rng.randrange(len(legal))]
        offers += a.kind == "offer_send"
        R.apply(s, seat, a)
    assert offers == 1


def test_hard_ai_never_starts_a_counter_it_cannot_send():
    # seat 1 saves for a town and lacks one ore; seat 0 asks for an ore. Asking for an ore back while giving
    # one is not a counter the rules allow, so it declines instead of starting one and dropping it.
    agent = make_agent("hard", 1, 1)
    s = fresh(num_seats=3)
    put_village(s, 1, 24)
    give(s, 0, (1, 0, 0, 0, 0))
    give(s, 1, (0, 0, 0, 2, 2))
    for a in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (4,)), Action("offer_send", (-1,))):
        R.apply(s, 0, a)
    legal = R.legal_actions(s, 1)
    assert Action("counter_trade") in legal
    assert agent.choose(R, R.view(s, 1), 1, legal) == Action("decline_trade")


def test_simulate_smoke():
    rec = play_match("krownia", ["ai:hard", "random"], 3)
    assert rec.winners and rec.scores[rec.winners[0]] >= 10
    state, _ = replay(R, rec.options, rec.seed, 2, rec.moves)  # every move of the match was legal
    assert state.winner == rec.winners[0]


def test_every_legal_action_has_a_description_and_events_have_text():
    rng = random.Random(3)
    s = R.initial_state({}, 21, 3)
    for _ in range(1500):
        if R.is_terminal(s):
            break
        seat = R.active_seats(s)[0]
        legal = R.legal_actions(s, seat)
        for a in legal:
            text = R.describe_action(s, seat, a)
            assert text and "[" not in text, a
        events = R.apply(s, seat, legal[rng.randrange(len(legal))])
        assert events and all(e.text for e in events if e.kind != "trade_draft")


def test_options_and_registry():
    from baraza.game.registry import get_game

    entry = get_game("krownia")
    keys = [o.key for o in entry.rules.option_specs()]
    assert keys == ["target", "discard_limit", "friendly_pirate", "beginner", "turn_timer", "lesson_deck",
                    "lesson_dice"]
    assert entry.rules.default_options()["target"] == 10
    s = R.initial_state({"turn_timer": 60, "discard_limit": 9}, 1, 4)
    v = R.view(s, 0)
    assert v.turn_timer == 60 and v.discard_limit == 9 and v.phase == SETUP_VILLAGE
    for level in ("easy", "normal", "hard"):
        assert entry.make_agent(f"ai:{level}", 0, 1).choose(R, v, s.current, R.legal_actions(s, s.current))


def test_timeout_actions_are_always_legal_in_sequence():
    rng = random.Random(8)
    s = R.initial_state({"turn_timer": 30}, 33, 4)
    checked = pirates = 0
    while not R.is_terminal(s) and checked < 1200:
        seat = R.active_seats(s)[0]
        trial = R.clone(s)
        for a in R.timeout_actions(trial, seat):
            assert a in R.legal_actions(trial, seat), (s.phase, a)
            R.apply(trial, seat, a)
        if not R.is_terminal(trial) and trial.phase not in (SETUP_VILLAGE, SETUP_ROAD):
            assert seat not in R.active_seats(trial) or trial.phase in (ROLL, MAIN, MOVE_PIRATE, DISCARD) \
                or trial.current != s.current or trial.turn != s.turn
        if s.phase == MOVE_PIRATE:  # a timed-out Pirate is moved, never left where it was
            assert trial.pirate != s.pirate
            pirates += 1
        legal = R.legal_actions(s, seat)
        R.apply(s, seat, legal[rng.randrange(len(legal))])
        checked += 1
    assert checked > 200 and pirates > 0


def test_drafting_an_offer_logs_it_once_when_sent():
    match = new_match("krownia", ["human", "human"], 5, {"beginner": True})
    rng = random.Random(1)
    while match.view(None).phase != MAIN:  # setup, roll: any legal moves
        seat = match.active_seats()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind not in ("open_trade",)]
        assert match.submit(seat, legal[rng.randrange(len(legal))]).ok
    seat = match.active_seats()[0]
    assert Action("open_trade") in match.legal_actions(seat)  # the second village paid some cards
    before = len(match.log)
    assert match.submit(seat, Action("open_trade")).ok
    hand = match.view(seat).hand
    give_r = next(r for r in range(5) if hand[r])
    get_r = (give_r + 1) % 5
    for action in (Action("offer_give", (give_r,)), Action("offer_get", (get_r,)), Action("offer_get", (get_r,)),
                   Action("offer_take_back", (get_r,)), Action("offer_send", (-1,))):
        assert match.submit(seat, action).ok, action
    lines = [line.text for line in match.log[before:]]
    assert len(lines) == 2 and "preparing" in lines[0] and " offers " in lines[1], lines


def test_result_lines_say_how_the_winner_won():
    rec = play_match("krownia", ["random", "random"], 4)
    state, _ = replay(R, rec.options, rec.seed, 2, rec.moves)
    lines = R.result_lines(state)
    winner = R.seat_names(2)[state.winner]
    loser = R.seat_names(2)[1 - state.winner]
    assert 4 <= len(lines) <= 7
    assert lines[0].startswith(f"{winner} won with {R.vp(state, state.winner)} VP:") and "from village" in lines[0]
    assert lines[1].startswith(f"{loser} {R.vp(state, 1 - state.winner)} VP:")  # every player's points by source
    assert any(line.startswith("Cards earned:") and "Trades:" in line for line in lines)
    assert any(f"{sum(state.dice_counts)} rolls" in line for line in lines)
    dice = R.result_tallies(state)["dice_rolls"]
    assert list(dice) == [str(t) for t in range(2, 13)] and sum(dice.values()) == sum(state.dice_counts)
    assert R.result_lines(R.initial_state({}, 1, 2)) == []  # nothing to say before anyone won


def test_every_option_explains_itself():
    for spec in R.option_specs():
        assert spec.help and len(spec.help) < 100 and spec.allows(spec.default)
