"""S36 (Khedu blind testers khedu19/20): the Cadence window's prompt read "Sing a lit defensive Cadence to help th…"
at 100 % and 150 % text, the bar's sentence squeezed to ~190 px by buttons kept on their spots. The window's
wordings now end in ones short enough for that room, and the bar picks one that reads whole."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.fight_words import cadence_window_words  # noqa: E402
from baraza.scenes.ui import theme  # noqa: E402

NARROW = 186  # the sentence's room in the khedu20 shot (23-wait.png): "Sing no more this fight" at x 221


def _defending(mine: list[str | None]):
    """The AI's Desert unit attacks the player's hero, paid: the Cadence window waits for the player."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard", honor=2)
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, mine)
    attack = next(a for a in match.legal_actions(1) if a.kind == "attack" and a.args[1] == ("cadre", 0, 0))
    assert match.submit(1, attack).ok
    while s.combat.step == "pay":
        assert match.submit(1, match.legal_actions(1)[0]).ok
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    table.ai.close()
    return app, table


def _whole(app, text: str, width: int) -> bool:
    return not theme.fit_lines(app.fonts, text, (width, 38), theme.MIN_TEXT, "bold", line_gap=0)[2]


@pytest.mark.parametrize("scale", [100, 150])
def test_a_narrow_bar_picks_a_cadence_window_wording_that_reads_whole(baraza_home, monkeypatch, scale):
    app, table = _defending(["whitesand_ballad", "storm_chorus", None, None])  # a defensive one helps the hero
    app.settings.text_scale = scale
    app.apply_look()
    frames(app, 2)
    zone = table.prompt.ctx.zones["prompt"]
    monkeypatch.setattr(table.prompt, "text_box", lambda: pygame.Rect(zone.x + 14, zone.y + 2, NARROW, zone.h - 4))
    text = table.prompt.text(table.current_view())
    assert "defensive" in text.lower()
    assert _whole(app, text, NARROW), text


@pytest.mark.parametrize("scale", [100, 150])
def test_every_cadence_window_branch_ends_in_a_wording_for_the_narrow_bar(baraza_home, scale):
    app, table = _defending(["storm_chorus", None, None, None])
    app.settings.text_scale = scale
    app.apply_look()
    view, names = table.current_view(), table.match.seat_names()
    for seat, can_help in ((0, True), (0, False), (None, True)):
        if seat is None:  # a fight of others: no side of the player's in it
            import dataclasses

            c = view.combat
            view = dataclasses.replace(view, combat=dataclasses.replace(
                c, defender=dataclasses.replace(c.defender, where=("desert", 1))))
            seat = 0
        said = cadence_window_words(view, seat, names, can_help)
        assert _whole(app, said[-1], NARROW), said[-1]
