"""KROWNIA's dialogs read at the smallest window (issue 24): the table lists the dialogs a position can open for
the layout lint's sweep (`lint_openings`), opening them never changes the match, and each one (bank trade, an
offer being put together and answered, Monopoly, Year of Plenty) draws no text under the floor, overflowing or overlapping."""

from __future__ import annotations

from scene_helpers import make_app
from test_krownia_scene import _advance

from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _main_with_plenty_and_monopoly(seats: int):
    """A table in the main phase of a seat holding cards, a Year of Plenty and a Monopoly bought before."""
    app = make_app()
    match = new_match("krownia", ["human"] * seats, 7)

    def ready(m) -> bool:
        s = m.state
        return s.phase == "main" and s.turn >= 6 and sum(s.hands[s.current]) >= 2

    _advance(match, ready, 7)
    s = match.state
    s.devs[s.current] = [0, 0, 0, 1, 1]  # test set-up: the cards to play (not new, none played this turn)
    s.devs_new[s.current] = [0] * 5
    s.dev_played = False
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.close()
    return app, match, table


def test_the_table_lists_its_dialogs_and_opening_them_leaves_the_match_alone(baraza_home):
    from baraza.scenes.krownia.openings import LintOpenings

    app, match, table = _main_with_plenty_and_monopoly(3)
    openings = table.lint_openings()
    names = [o.__name__ for o in openings]
    assert names == [f.__name__ for f in (LintOpenings.bank_trade, LintOpenings.offer, LintOpenings.offer_sent,
                                          LintOpenings.monopoly, LintOpenings.year_of_plenty)]
    moves = len(match.records)
    seen = []
    for opening in openings:
        app.stack.reset(table)
        app.stack.apply_pending()
        opening()
        top = app.stack.top
        seen.append(top.trade.kind(top.current_view()))
    assert seen == ["bank", "compose", "answer", "monopoly", "plenty"]
    assert len(match.records) == moves, "the sweep's match never moves"


def test_a_watcher_is_offered_no_dialogs(baraza_home):
    app = make_app()
    match = new_match("krownia", ["ai:easy", "ai:easy"], 3)
    table = KrowniaScene(app, match)
    table.ai.close()
    assert table.lint_openings() == []


SHARED = {"click to close"}  # the shared recap's hint (scenes/table/recap.py) is judged with the shared parts


def test_the_table_and_every_dialog_read_at_the_smallest_window_with_two_and_four_seats(baraza_home):
    from baraza.scenes.ui.text_audit import TextAudit, screen_floor

    for seats in (2, 4):
        app, match, first = _main_with_plenty_and_monopoly(seats)
        audit = TextAudit(app, floor=screen_floor())
        try:
            for i in range(1 + len(first.lint_openings())):  # the table itself first: board, bank, hand, panels
                audit.forget()
                table = KrowniaScene(app, match)  # built under the audit: its island picture is judged too
                table.ai.close()
                app.stack.reset(table)
                app.stack.apply_pending()
                if i:
                    table.lint_openings()[i - 1]()
                audit.frame()
                audit.frame()
                found = [f for f in audit.frame() + audit.small_off_screen() if f.text not in SHARED]
                kind = app.stack.top.trade.kind(app.stack.top.current_view())
                assert (kind is None) == (i == 0)
                assert found == [], (seats, kind, [(f.kind, f.text, f.other) for f in found])
        finally:
            audit.close()
