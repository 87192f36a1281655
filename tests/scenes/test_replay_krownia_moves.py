"""The replay of a three-seat KROWNIA match (blind tester, History -> Replay -> Analyse, 5/10): the Moves list had
"Red is putting an offer together" up to four times a trade (one entry a trade now), named no stolen card where
the live game had ("Blue stole 1 Ore from Red" for the seat it is viewed from), and the chart's dashed even-chance
line stood at 50 % with three at the table (1/3 now); the chart swung 25 points between quiet neighbouring moves
on the play-outs' luck (it pools neighbours between the moves that can change a chance at a stroke)."""

from __future__ import annotations

import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay import move_list as move_list_module
from tests.krownia.test_krownia_history_moves import _a_trade


def _noisy_judgements(moves, seats: int = 3, swing: float = 0.12) -> list[MoveJudgement]:
    """A made-up analysis: every seat near an even chance, the followed one swinging ±`swing` from move to move on
    luck alone; nothing marked."""
    out, even = [], 1.0 / seats
    def chances(ply: int) -> tuple[float, ...]:
        d = swing if ply % 2 else -swing
        return (even + d, even - d / 2, even - d / 2)
    for m in moves:
        before, after = chances(m.ply - 1), chances(m.ply)
        out.append(MoveJudgement(m.ply, m.seat, m.text, None, before[m.seat], after[m.seat], None, None, before, after))
    return out


def test_the_moves_list_shows_a_trade_once_and_the_chart_an_even_third(baraza_home, monkeypatch) -> None:
    match, start = _a_trade()
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    rows = viewer.moves.moves
    assert len(rows) == len(match.records) - 7  # the trade's eight steps are one row
    assert not [r for r in rows if "putting an offer together" in r.text]
    trade = rows[-1]
    assert trade.start == start + 1 and trade.ply == len(match.records)
    assert viewer.moves.row_text(trade).startswith(f"{start + 1}–{len(match.records)}. ")
    guides = []
    real = move_list_module.draw_line_chart

    def spy(*args, **kwargs):
        guides.append(kwargs.get("guide"))
        return real(*args, **kwargs)

    monkeypatch.setattr(move_list_module, "draw_line_chart", spy)
    judged = _noisy_judgements(viewer.replay.moves)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    viewer.jump(start + 3)  # inside the trade: its row is lit
    frames(app, 2)
    viewer.draw(app.screen)
    assert guides and guides[-1] == pytest.approx(1 / 3)  # the dashed line stood at 50 %
    # the chart pools quiet neighbours: the made-up ±12-point luck swings far less
    values = viewer.timeline.values()
    raw = [judged[0].chances_before[0]] + [j.chances_after[0] for j in judged]
    steps = viewer.timeline.steps()
    quiet = [abs(values[i + 1] - values[i]) for i in range(len(values) - 1) if i + 1 not in steps]
    raw_quiet = [abs(raw[i + 1] - raw[i]) for i in range(len(raw) - 1) if i + 1 not in steps]
    assert max(raw_quiet) == pytest.approx(0.24)
    assert max(quiet) < 0.1, max(quiet)


def test_the_moves_list_names_a_stolen_card_to_the_seat_it_is_viewed_from(baraza_home) -> None:
    import random

    from baraza.game.registry import new_match

    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 2)
    rng = random.Random(2)
    while not (match.state.phase == "steal" and match.active_seats() == (1,)
               and 0 in match.rules.steal_victims(match.state, 1)):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert match.submit(seat, rng.choice([a for a in legal if a.kind != "open_trade"] or legal)).ok
    assert match.submit(1, Action("steal", (0,))).ok
    event = next(e for e in match.records[-1].events if e.kind == "steal")
    card = ("Wood", "Brick", "Sheep", "Wheat", "Ore")[event.data["cards"].index(1)]
    app = make_app()
    viewer = app.show("replay", match)
    viewer.seat_choices = list(range(len(viewer.source.seats)))  # every seat's eyes, as a test may ask (s35: an
    # unfinished match of a game hiding cards offers only the player's own)
    frames(app, 1)
    assert viewer.board.seat == 0  # the person's own eyes
    assert f"Blue stole 1 {card} from Red" in viewer.moves.moves[-1].text
    viewer.next_seat()  # Blue's eyes: the thief knew it too
    viewer.next_seat()  # White's: no card
    assert viewer.board.seat == 2
    assert "Blue stole a card from Red" in viewer.moves.moves[-1].text
