"""History drew "Drawn 13–13" in dim grey on the highlighted row (blind tester khedu23): every cell of the selected
row now keeps contrast on its band (at least 4.5:1, as text needs), won, lost, drawn or unfinished."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pygame
from scene_helpers import make_app

from baraza.game.persistence.history import HistoryEntry
from baraza.game.persistence.runs import RunRecord
from baraza.game.registry import game_names
from baraza.scenes.history import match_list
from baraza.scenes.history.match_list import HistoryList, contrast
from baraza.scenes.ui import theme


def _entry(winners: tuple[int, ...], finished: bool = True) -> HistoryEntry:
    run = RunRecord(game_names()[0], ("human", "ai:normal"), {}, 1, (), 0, finished,
                    datetime(2026, 12, 7, 18, 26, tzinfo=UTC), 300.0, turns=8)
    return HistoryEntry(Path("x.json"), run, winners, (13.0, 13.0), "")


def test_every_cell_of_the_selected_row_reads_on_its_band(baraza_home, monkeypatch) -> None:
    app = make_app()
    listing = HistoryList(pygame.Rect(140, 244, 1000, 392), lambda _entry: None)
    listing.set_entries([_entry(()), _entry((0,)), _entry((1,)), _entry((), finished=False)])
    drawn: list[tuple[str, tuple, int]] = []
    box = theme.draw_text_box

    def noting(surface, fonts, text, rect, size, colour=theme.TEXT, *args, **kwargs):
        drawn.append((text, tuple(colour), rect.y))
        return box(surface, fonts, text, rect, size, colour, *args, **kwargs)

    monkeypatch.setattr(match_list.theme, "draw_text_box", noting)
    outcomes = set()
    for selected in range(4):
        listing.selected = selected
        drawn.clear()
        listing.draw(pygame.Surface((1280, 720)), app.fonts)
        row_y = listing.rect.y + 40 + selected * match_list.ROW + 2
        cells = [(text, colour) for text, colour, y in drawn if y == row_y]
        assert len(cells) == len(match_list.COLUMNS)
        for text, colour in cells:
            assert contrast(colour, theme.BUTTON_HOVER) >= 4.5, (text, colour)
        outcomes.add(cells[3][0].split()[0])
    assert {"Drawn", "Won", "Lost", "Unfinished"} <= outcomes
    # the rows not selected keep their outcome colours
    assert any(colour == match_list.OUTCOME_COLOURS["drawn"] for text, colour, _y in drawn if text.startswith("Drawn"))
