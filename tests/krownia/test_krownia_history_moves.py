"""A KROWNIA trade is one move (blind tester: the replay listed "Red is putting an offer together" up to four times
a trade, and History counted "Your moves 130"). The game says which actions are steps of the move before them
(`Rules.continues_move`); the replay lists one entry a move, History counts moves a player would count, the
analysis judges the move whole. The replay reads lines as the seat it is viewed from read them at the table (the
live game said "You stole 1 Ore from Blue" where the replay said "a card"). Records keep every action."""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.move_groups import counted_moves, groups
from baraza.game.core.replay import Replay
from baraza.game.registry import get_game, new_match


def _a_trade(seed: int = 3):
    """A match where Red (the person) offers a trade that both AIs decline; (match, index of open_trade)."""
    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], seed)
    rng = random.Random(seed)
    for _ in range(3000):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        if seat == 0 and any(a.kind == "open_trade" for a in legal) and sum(match.state.hands[0]) >= 2:
            break
        assert match.submit(seat, rng.choice([a for a in legal if a.kind != "open_trade"] or legal)).ok
    start = len(match.records)
    give = next(r for r in range(5) if match.state.hands[0][r])
    for action in (Action("open_trade", ()), Action("offer_give", (give,)), Action("offer_get", ((give + 1) % 5,)),
                   Action("offer_take_back", ((give + 1) % 5,)), Action("offer_get", ((give + 2) % 5,)),
                   Action("offer_send", (-1,))):
        assert match.submit(0, action).ok, action
    while match.active_seats()[0] != 0:
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert match.submit(seat, next((a for a in legal if a.kind == "decline_trade"), legal[0])).ok
    return match, start


def test_a_trade_is_one_entry_of_the_replay_and_one_move_in_history() -> None:
    match, start = _a_trade()
    replay = Replay(match)
    steps = len(match.records) - start
    assert steps == 8  # opened, drafted four times, sent, two answers
    entries = replay.entries()
    trade = next(e for e in entries if e.start == start + 1)
    assert trade.ply == len(match.records) and trade.seat == 0
    assert "putting an offer together" not in trade.text and "preparing" not in trade.text
    assert trade.text.startswith("Red offers ") and "Blue declines the offer" in trade.text, trade.text
    assert len(entries) == len(replay.moves) - (steps - 1)
    assert not [e for e in entries if "putting an offer together" in e.text]
    moves = list(match.moves)
    mine = sum(1 for seat, _ in moves if seat == 0)
    assert counted_moves(match.rules, moves, {0}) == mine - 5  # Red's six trade steps are one move
    assert counted_moves(match.rules, moves) == len(entries)
    assert sum(len(g) for g in groups(match.rules, moves)) == len(moves)


def test_a_seats_discards_are_one_entry() -> None:
    rules = get_game("krownia").rules
    moves = [(1, Action("discard", (0,))), (1, Action("discard", (2,))), (2, Action("discard", (0,))),
             (1, Action("move_pirate", (4,)))]
    assert [list(g) for g in groups(rules, moves)] == [[0, 1], [2], [3]]
    assert rules.move_words(["Blue discarded 1 Sheep", "Blue discarded 1 Wheat", "Blue discarded 1 Sheep"]) == [
        "Blue discarded 2 Sheep + 1 Wheat"]


def test_the_replay_reads_a_steal_as_the_seat_it_is_viewed_from_read_it() -> None:
    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 2)
    rng = random.Random(2)
    for _ in range(5000):
        seat = match.active_seats()[0]
        if match.state.phase == "steal" and seat == 1 and 0 in match.rules.steal_victims(match.state, 1):
            break
        legal = match.legal_actions(seat)
        assert match.submit(seat, rng.choice([a for a in legal if a.kind != "open_trade"] or legal)).ok
    else:
        raise AssertionError("Blue never came to steal from Red")
    assert match.submit(1, Action("steal", (0,))).ok
    event = next(e for e in match.records[-1].events if e.kind == "steal")
    card = ("Wood", "Brick", "Sheep", "Wheat", "Ore")[event.data["cards"].index(1)]
    replay = Replay(match)
    move = replay.moves[-1]
    assert "Blue stole a card from Red" in move.text  # the shared log names no card
    assert f"Blue stole 1 {card} from Red" in replay.text_seen_by(move, 0)  # the victim read the card
    assert f"Blue stole 1 {card} from Red" in replay.text_seen_by(move, 1)  # and the thief
    assert "Blue stole a card from Red" in replay.text_seen_by(move, 2)  # White did not
    assert "Blue stole a card from Red" in replay.text_seen_by(move, None)
    seen = replay.entries(lambda m: replay.text_seen_by(m, 0))
    assert f"Blue stole 1 {card} from Red" in seen[-1].text


class _Counting:
    """An analyser that counts the positions it is asked to judge, each judged a little differently (as play-outs
    with their own luck are)."""

    def __init__(self) -> None:
        self.judged = 0

    def evaluate(self, rules, state, seats):
        from baraza.game.core.analysis import Evaluation

        self.judged += 1
        wobble = (self.judged % 7) / 100
        return Evaluation(tuple(1.0 / seats + (wobble if s == 0 else -wobble / (seats - 1)) for s in range(seats)),
                          None, False, 6)


def test_the_analysis_judges_a_trade_as_one_move() -> None:
    match, start = _a_trade()
    counting = _Counting()
    judged = analyse(match.rules, match.options, match.seed, 3, list(match.moves), counting)
    inside = judged[start + 1:len(match.records)]  # the positions between the trade's steps take its end's value
    assert all(j.chances_before == judged[-1].chances_after for j in inside)
    assert all(j.mark is None for j in inside)
    # one judgement a move, not one a step (the draft's own play-outs swung the chart 25 points)
    assert counting.judged <= len(match.records) + 1 - 7


def test_history_counts_the_trade_as_one_of_the_players_moves(baraza_home, tmp_path) -> None:
    """History's "Your moves" read every action of a trade as a move ("Your moves 130" after a 54-turn match)."""
    from baraza.game.persistence.history import read_entry, write_match

    match, _start = _a_trade()
    entry = read_entry(write_match(match, tmp_path))
    moves = list(match.moves)
    assert entry.own_moves == counted_moves(match.rules, moves, {0})
    assert entry.own_moves == sum(1 for seat, _ in moves if seat == 0) - 5
