"""The analysis's verdict in the replay's caption keeps where the chance fell when the whole does not fit."""

from __future__ import annotations

from baraza.scenes.replay.captions import verdict_words

SUMMARY = ("Analysis done: no single move lost enough to be marked. Your chance fell from 62% to 0%, most of it "
           "at moves 37 (AI normal: provoke) and 39 (you: No Cadence). Your own largest fall was at move 28.")


def test_the_whole_summary_when_it_fits():
    assert verdict_words(SUMMARY, lambda t: True) == SUMMARY


def test_where_the_chance_fell_outlives_the_headline():
    fits = lambda t: len(t) <= 150  # noqa: E731
    said = verdict_words(SUMMARY, fits)
    assert "fell from 62% to 0%" in said and fits(said), said
    narrow = lambda t: len(t) <= 110  # noqa: E731
    said = verdict_words(SUMMARY, narrow)
    assert said.startswith("Your chance fell from 62% to 0%") and narrow(said), said


def test_a_summary_with_marks_keeps_its_counts_first():
    marked = ("Analysis done: yours: 1 blunder; AI normal: none. The marked moves are dots on the chart and in the "
              "move list at the right; step onto a dot to see the better move.")
    assert verdict_words(marked, lambda t: len(t) <= 60) == "Analysis done: yours: 1 blunder; AI normal: none."
