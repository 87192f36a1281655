"""What a History row says of a match (playtest 2026-12-05): every opponent counted in "Who played" (a match
against two AIs read "You vs AI normal"), and the moves column counts the player's own moves, not every seat's
actions; both survive the history index (a row read back from it says the same). Since round 7 the column counts
turns as the table's results do (a Konja tester read "66" of their moves beside the results' "10 turns")."""

from __future__ import annotations

from matches import played

from baraza.game.persistence import history
from baraza.game.persistence.history_index import entry_from_summary, entry_summary
from baraza.scenes.history.match_list import COLUMNS, seats_text, turns_text


def test_two_ai_opponents_are_both_named_and_the_turns_are_counted(baraza_home) -> None:
    match = played("krownia", 5, ["human", "ai:normal", "ai:normal"], limit=80)
    entry = history.read_entry(history.write_match(match))
    assert seats_text(entry) == "You vs 2 AI normal"
    turns = -(-match.turn_number() // 3)  # krownia21: rounds, the turns the player had, not every seat's
    assert 0 < turns < sum(1 for seat, _ in match.moves if seat == 0)  # turns, not the player's many actions
    assert turns_text(entry) == str(turns)
    again = entry_from_summary(entry_summary(entry), entry.path)
    assert turns_text(again) == str(turns) and seats_text(again) == "You vs 2 AI normal"
    assert "Turns" in [title for title, _x in COLUMNS]


def test_mixed_opponents_and_ai_only_matches(baraza_home) -> None:
    mixed = history.read_entry(history.write_match(played("krownia", 6, ["human", "ai:easy", "ai:hard"], limit=20)))
    assert seats_text(mixed) == "You vs AI easy and AI hard"
    match = played("kona", 4, ["ai:easy", "ai:easy"], limit=20)
    watched = history.read_entry(history.write_match(match))
    assert seats_text(watched) == "AI only: 2 AI easy"
    assert turns_text(watched) == str(match.turn_number())  # as the table counts them
