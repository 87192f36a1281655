"""Words blind testers found wrong (krownia25, keys22): Statistics' "Average length 53 turns" beside History's 18 (it
counted every seat's turn); an AI's mark said "the play-outs kept you a better chance"; "Your chance fell from 49%"
about a peak when the chart started at 36 %; the recap's "… 12 routine lines left out" hid a Warrior played and the
Pirate moved, and cut a trade between two AIs to "The trade is done"; a wrapped log line lost its seat's colour on
its second row."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

from test_recap_krownia_lines import _table_at

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.match import LogLine
from baraza.game.core.rules import Event
from baraza.game.krownia.constants import MAIN
from baraza.game.krownia.mark_words import better_words
from baraza.game.persistence import history, runs
from baraza.game.registry import get_game, new_match
from baraza.scenes.replay.practise_words import nothing_to_practise, your_falls
from baraza.scenes.table.recap import left_out_words


# --- 1. Statistics count turns as History does ---------------------------------------------------------------------
def _entry(turns: int, begun: int | None) -> history.HistoryEntry:
    run = runs.RunRecord("krownia", ("human", "ai:normal", "ai:normal"), {}, 1, (), 0, True, datetime(2026, 12, 1),
                         600.0, turns=turns)
    return history.HistoryEntry(Path("x.json"), run, (1,), (6.0, 10.0, 7.0), "Blue reached 10 VP", turns_begun=begun)


def test_statistics_average_length_is_the_turns_history_lists() -> None:
    entries = [_entry(53, 18), _entry(40, 14)]
    assert [e.turns() for e in entries] == [18, 14]  # what History lists
    assert history.game_stats(entries, "krownia").mean_turns == 16  # it said 46.5: every seat's turn counted
    assert history.game_stats([_entry(12, None)], "krownia").mean_turns == 12  # no count of the table's: the record's


def test_statistics_of_a_kept_krownia_match_read_its_rounds(baraza_home) -> None:
    from matches import played

    match = played("krownia", 2, ["human", "ai:easy", "ai:easy"])
    history.write_match(match)
    entries = history.read_history().entries
    begun = match.rules.turns_begun(match.state)
    assert begun < match.turn_number()  # rounds, not every seat's turn
    assert history.game_stats(entries, "krownia").mean_turns == begun == entries[0].turns()


# --- 2. an AI's mark names its mover -------------------------------------------------------------------------------
def test_the_last_word_on_a_krownia_mark_names_the_mover() -> None:
    rules = get_game("krownia").rules
    match = new_match("krownia", ["human", "ai:normal", "ai:normal"], 3)
    state = rules.clone(match.state)
    state.phase, state.current = MAIN, 2
    said = better_words(rules, state, 2, Action("end_turn"))
    assert "you" not in said.split() and "kept White a better chance" in said, said


# --- 3. a fall from a peak says where the peak was -----------------------------------------------------------------
def _judged() -> list[MoveJudgement]:
    """The player (seat 0) starts at 36 %, is at 49 % after the AI's move 1, then falls to 0 % at moves of their own
    the judge would have made otherwise, none marked."""
    path = [0.36, 0.49, 0.30, 0.25, 0.10, 0.0, 0.0]
    out = []
    for i in range(6):
        seat = (i + 1) % 2
        before, after = path[i], path[i + 1]
        mine = (before, after) if seat == 0 else (1 - before, 1 - after)
        out.append(MoveJudgement(i + 1, seat, f"move {i + 1}", None, mine[0], mine[1], "another", None,
                                 (before, 1 - before), (after, 1 - after)))
    return out


def test_your_falls_says_the_peak_is_not_the_start() -> None:
    said = your_falls(_judged(), ["You", "AI normal"])
    assert "fell from 49% to 0% from its peak after move 1" in said, said
    start_high = [MoveJudgement(j.ply, j.seat, j.action, None, j.p_before, j.p_after, j.best, None,
                                (0.49, 0.51), (0.49, 0.51)) if j.ply == 1 else j for j in _judged()]
    assert "fell from 49% to 0%:" in your_falls(start_high, ["You", "AI normal"])  # the start: said as before


def test_nothing_to_practise_says_where_the_peak_was() -> None:
    lost = SimpleNamespace(is_over=lambda: True, result=lambda: SimpleNamespace(winners=(1,)),
                           seats=["human", "ai:normal"], seat_names=lambda: ["Red", "Blue"])
    said = nothing_to_practise(lost, _judged(), 0)
    assert "from its peak of 49% after move 1" in said and "fell from 49%" not in said, said


# --- 4. the recap never calls what touches the player routine ------------------------------------------------------
def test_a_trade_between_others_matters_and_its_close_does_not() -> None:
    rules = get_game("krownia").rules
    trade = Event("trade", 2, {"from": 2, "to": 1, "give": [0, 0, 0, 0, 1], "get": [0, 0, 0, 1, 0]},
                  "White gave 1 Ore to Blue for 1 Wheat")
    assert rules.notable(trade, "Red")
    assert not rules.notable(Event("trade_closed", 2, {}, "The trade is done"), "Red")
    assert rules.notable(Event("play_dev", 2, {"card": "warrior"}, "White played a Warrior"), "Red")


WHITE = ["White rolled 5", "White played a Warrior", "White moved the Pirate to the hills (10)",
         "White stole a card from Blue", "White gave 1 Ore to Blue for 1 Wheat", "The trade is done",
         "White built a road", "White ended the turn; Blue to play"]
BLUE = ["Blue rolled 8", "Red received 1 Brick + 1 Sheep", "Blue built a road", "Blue ended the turn; Red to play"]


def _recap(lines_by_seat):
    rules = get_game("krownia").rules
    kinds = {"played": "play_dev", "Pirate": "pirate", "stole": "steal", " gave ": "trade", "trade is": "trade_closed"}
    app, match, scene = _table_at(("human", "ai:easy", "ai:easy"), 2, lambda m: m.active_seats() == (0,))
    recap = scene.recap
    recap.recap_groups = [(seat, lines) for seat, lines in lines_by_seat]
    recap.recap_lines = [line for _seat, lines in lines_by_seat for line in lines]
    recap.notable_lines = {line for line in recap.recap_lines if rules.notable(Event(
        next((k for w, k in kinds.items() if w in line), "build"), 0, {}, line), "Red")}
    return recap


def test_a_short_recap_keeps_a_trades_cards_over_its_close(baraza_home) -> None:
    recap = _recap([(2, WHITE), (1, BLUE)])
    told = recap.recap_rows(1000, 8)  # each line one row: room for the lines that matter and a few more
    assert "White gave 1 Ore to Blue for 1 Wheat" in told, told  # it was cut to "The trade is done"
    assert "White played a Warrior" in told and "White moved the Pirate to the hills (10)" in told, told


def test_a_recap_that_leaves_out_lines_that_matter_never_calls_them_routine(baraza_home) -> None:
    recap = _recap([(2, WHITE), (1, BLUE)])
    told = recap.recap_rows(1000, 4)  # room for three lines: of the five that matter the latest three
    assert told[0] == "… 9 left out, 2 that matter", told
    assert not any("routine" in row for row in told), told
    assert left_out_words(1, 1) == "… 1 left out, 1 that matters"
    assert left_out_words(12, 0) == "… 12 routine lines left out"


# --- 5. a wrapped log line keeps its seat's colour -----------------------------------------------------------------
def test_a_wrapped_log_line_keeps_its_seats_colour_on_every_row(baraza_home) -> None:
    app, _match, table = _table_at(("human", "ai:easy", "ai:easy"), 2, lambda m: m.active_seats() == (0,))
    long = "Red ended the turn after a very long think over the board and the cards; Blue to play now, at last"
    table.match.log.append(LogLine(1, long, len(table.match.records) - 1))
    table.log_panel._count = ()
    table.log_panel._lines()
    rows = table.log_panel.box.lines[-6:]
    mine = [row for row in rows if row[0].strip() and row[0].strip() in long]
    assert len(mine) >= 2, rows  # it wraps
    assert len({row[2] for row in mine}) == 1, mine  # the second row was white

    from baraza.scenes.table.moves_panel import RecentMovesScene

    panel = RecentMovesScene(app, table, [(1, [long])])
    rows = panel._lines(300)
    assert len(rows) >= 2 and len({row[2] for row in rows}) == 1, rows
