"""The match controller: refusing illegal intents, logging, listeners, undo and its limits."""

import pytest

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.rules import IllegalMove
from baraza.game.registry import get_game, new_match


def test_illegal_intent_is_refused_with_a_reason_and_changes_nothing():
    match = new_match("kona", ["human", "ai:easy"], 5)
    before = match.view(0)
    result = match.submit(0, Action("move", ("c3", "c4")))  # c3 is empty
    assert not result.ok and "not allowed" in result.reason
    assert match.view(0) == before and match.records == []
    wrong_seat = match.submit(1, match.rules.legal_actions(match.state, 0)[0])
    assert not wrong_seat.ok and "turn" in wrong_seat.reason
    assert match.records == []


def test_legal_intent_is_applied_logged_and_announced():
    match = new_match("kona", ["human", "human"], 5)
    heard = []
    match.add_listener(lambda m, record: heard.append(record))
    action = match.legal_actions(0)[0]
    assert match.submit(0, action).ok
    assert [r.action for r in heard] == [action]
    assert match.log and match.log[-1].text
    assert match.active_seats() == (1,)


def test_undo_takes_back_the_human_move_and_the_ai_answer():
    match = new_match("kona", ["human", "ai:easy"], 3)
    start = match.view(0)
    match.submit(0, match.legal_actions(0)[0])
    match.submit(1, match.legal_actions(1)[0])
    assert match.can_undo()
    assert match.undo()
    assert match.records == [] and match.view(0) == start
    assert not match.can_undo()


def test_undo_is_only_for_humans():
    match = new_match("kona", ["ai:easy", "ai:easy"], 3)
    match.submit(0, match.legal_actions(0)[0])
    assert not match.can_undo()


def test_undo_never_steps_back_across_a_dice_roll(toy_game):
    match = new_match(toy_game, ["human", "ai:easy"], 9)
    match.submit(0, Action("step"))
    match.submit(1, Action("step"))
    match.submit(0, Action("roll"))
    assert match.records[-1].chance and not match.records[0].chance
    assert not match.can_undo()
    match.submit(1, Action("step"))
    assert not match.can_undo()  # the human's last move was the roll


def test_undo_restores_exactly_and_allows_a_different_move(toy_game):
    match = new_match(toy_game, ["human", "human"], 9)
    match.submit(0, Action("roll"))
    match.submit(1, Action("step"))
    assert match.undo()
    assert [r.action.kind for r in match.records] == ["roll"]
    assert match.submit(1, Action("roll")).ok


def test_from_moves_replays_and_names_the_first_bad_move():
    match = new_match("kona", ["human", "human"], 1)
    for _ in range(4):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    again = Match.from_moves(get_game("kona").rules, ["human", "human"], 1, {}, match.moves)
    assert again.view(None) == match.view(None)
    bad = list(match.moves)
    bad[2] = (bad[2][0], Action("move", ("a1", "f6")))
    with pytest.raises(IllegalMove) as err:
        Match.from_moves(get_game("kona").rules, ["human", "human"], 1, {}, bad)
    assert err.value.index == 2


def test_undo_never_steps_back_across_a_revealed_card(toy_game, monkeypatch):
    from baraza.game.registry import get_game

    rules = get_game(toy_game).rules
    monkeypatch.setattr(type(rules), "reveal_events", frozenset({"step"}))  # pretend a step draws a card
    match = new_match(toy_game, ["human", "human"], 9)
    match.submit(0, Action("step"))
    assert match.records[-1].chance and not match.can_undo()


def test_khedu_card_draws_block_undo():
    match = new_match("khedu", ["human"], 3)
    # play until a human move draws cards from the deck, then undo must refuse to cross it
    for _ in range(200):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[-1])
        if any(e.kind == "draw" for e in match.records[-1].events):
            assert match.records[-1].chance and not match.can_undo()
            return
    raise AssertionError("no draw happened")


def _revealing_games() -> list[str]:
    from baraza.game.registry import GAMES, get_game

    return [name for name in GAMES if get_game(name).rules.reveal_events]


@pytest.mark.parametrize("game", _revealing_games())
def test_card_reveals_block_undo(game):
    """A move that shows a hidden card (an event the rules declare in `reveal_events`) is marked like a dice
    roll, whatever game it is in."""
    from baraza.game.registry import get_game

    entry = get_game(game)
    kinds = entry.rules.reveal_events
    for seed in range(1, 40):
        n = max(2, entry.rules.min_seats) if entry.rules.max_seats < 3 else entry.rules.max_seats
        match = new_match(game, ["human"] * n, seed)
        agents = [entry.make_agent("ai:easy", s, seed) for s in range(n)]
        for _ in range(3000):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
            record = match.records[-1]
            if any(e.kind in kinds for e in record.events):
                assert record.chance and not match.can_undo()
                return
    raise AssertionError(f"none of {sorted(kinds)} seen")


def test_undo_never_reopens_a_finished_match():
    from baraza.game.registry import new_match
    match = new_match("kona", ["human", "human"], 3)
    while not match.is_over():
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    assert match.records[-1].seat in match.human_seats()  # before the fix, undo took this last move back
    assert not match.can_undo() and not match.undo() and match.is_over()
