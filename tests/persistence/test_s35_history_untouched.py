"""A match is in History once the person at the table made any action of their own (blind tester khedu18 left
a match at its opening; the rule: the opening pick keeps it, nothing of theirs leaves it out). An action that
is a step of another seat's move (an answer to an offer: Rules.continues_move) is theirs too, though History's
move count gives it to the seat that began the move."""

from __future__ import annotations

import pytest

from baraza.game.core.action import Action
from baraza.game.persistence import history
from baraza.game.persistence.history_index import entry_from_summary, entry_summary
from baraza.game.registry import get_game, new_match


@pytest.fixture
def answering_toy(toy_game, monkeypatch):
    """The toy race, where a seat's action after the other seat's is a step of that seat's move (an answer)."""
    rules = type(get_game(toy_game).rules)
    monkeypatch.setattr(rules, "continues_move", lambda self, previous, seat, action: previous[0] != seat)
    return toy_game


def _kept(game: str, folder, actions: int):
    match = new_match(game, ["ai:easy", "human"], 5, {})  # the AI opens
    for _ in range(actions):
        seat = match.active_seats()[0]
        match.submit(seat, Action("step"))
    return history.read_entry(history.write_match(match, folder))


def test_an_answer_of_the_players_keeps_the_match(baraza_home, answering_toy, tmp_path) -> None:
    answered = _kept(answering_toy, tmp_path, 2)  # the AI's move, and the player's answer to it
    assert answered.player_moves() == 0  # the answer is a step of the AI's move, not a move of the player's
    assert not answered.untouched()
    assert not entry_from_summary(entry_summary(answered), answered.path).untouched()
    assert history.game_stats([answered], answering_toy).games == 1


def test_a_match_with_nothing_of_the_players_stays_out(baraza_home, toy_game, tmp_path) -> None:
    opened = _kept(toy_game, tmp_path, 1)  # only the AI's opening move
    assert opened.untouched()
    assert entry_from_summary(entry_summary(opened), opened.path).untouched()
    moved = _kept(toy_game, tmp_path, 2)  # the player's first move (an opening pick counts as one)
    assert not moved.untouched()
